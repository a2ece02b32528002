//! Words the run-time checks of both runners share (the interpreter's and
//! the PTX backend's `--checks`), so that a failure reads the same on each.

use tilesmith_dialect::ir::Attribute;

/// An `assume` predicate as its failure names it: `div_by<16>`,
/// `bounded<0, ?>`, `same_elements<[1, 4]>`.
pub fn predicate_text(predicate: &Attribute) -> String {
    match predicate {
        Attribute::DivBy { divisor, every: Some(e), along: Some(a) } => format!("div_by<{divisor}, every {e} along {a}>"),
        Attribute::DivBy { divisor, .. } => format!("div_by<{divisor}>"),
        Attribute::Bounded { lb, ub } => {
            let bound = |b: &Option<i64>| b.map_or("?".to_string(), |v| v.to_string());
            format!("bounded<{}, {}>", bound(lb), bound(ub))
        }
        Attribute::SameElements(sizes) => format!("same_elements<[{}]>", sizes.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")),
        _ => "the predicate".to_string(),
    }
}
