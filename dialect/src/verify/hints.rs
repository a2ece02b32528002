//! Optimization hints (`#cuda_tile.optimization_hints<sm_90 = {...}>`): the
//! architectures they may name and the parameters each may carry. One set
//! of rules, applied where upstream applies them: each entry as the parser
//! reads it (`text::attrs`), and the parameters an op admits in the op's
//! verifier (`entry`, the loads and stores).
//!
//! Until 13.2 every problem is an error. From 13.3 (upstream's tools of
//! that release) hints are advice: the parser checks only that each entry
//! is a dictionary, a `default` entry holds what targets not named get,
//! and the verifier is silent about unknown keys, parameters and values
//! unless asked ([`HintChecks`]: `-Wunsupported-hints` warns, adding
//! `-Werr-hints` makes the op fail).

use crate::ir::AttrName;
use super::{Verifier, VerifyResult};
use crate::generated::scalars::Scalar;
use crate::ir::{Attribute, OpId, TypeData, TypeTable};

/// The architectures optimization hints may name: every one the PTX
/// backend targets (`ptx::Arch::ALL`, a test keeps the two equal).
/// Upstream's text parser (13.2 on) names sm_80 to sm_121 but sm_107, and
/// its bytecode reader checks no key; cuTile Python keys each kernel's
/// hints by the architecture it compiles for (`sm_75 = {}` for a T4), so
/// refusing one we compile for would refuse every kernel cuTile writes
/// for it.
pub const TARGETS: &[&str] = &["sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"];

/// The entry of 13.3's hints that holds what targets not named get.
pub const DEFAULT_KEY: &str = "default";

/// The version from which hints are advice (see the module doc).
pub const ADVICE_SINCE: crate::registry::Version = crate::registry::Version::new(13, 3);

/// What the verifier says about hints it cannot use, from 13.3 on
/// (`-Wunsupported-hints`, `-Werr-hints`); before 13.3 they are errors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HintChecks {
    /// Warn about each unknown key, parameter or value.
    pub warn: bool,
    /// With `warn`: after the warnings, fail the op ("Optimization hints
    /// verification failed").
    pub error: bool,
}

/// Architectures on which a CGA holds one CTA (13.3 refuses more).
const SINGLE_CTA: &[&str] = &["sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89"];

/// An integer hint as MLIR reads it: booleans are one-bit integers, read
/// sign-extended (`true` is -1).
fn integer(types: &TypeTable, value: &Attribute) -> Option<i64> {
    match value {
        Attribute::Integer { value, ty } => match types.get(*ty) {
            TypeData::Scalar(Scalar::I1) => Some(if *value & 1 == 1 { -1 } else { 0 }),
            _ => Some(*value),
        },
        Attribute::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// Whether a hint is a boolean (`true`, `false`, or a one-bit integer).
fn is_bool(types: &TypeTable, value: &Attribute) -> bool {
    match value {
        Attribute::Bool(_) => true,
        Attribute::Integer { ty, .. } => matches!(types.get(*ty), TypeData::Scalar(Scalar::I1)),
        _ => false,
    }
}

/// Checks the parameters of one architecture (`target`, e.g. `sm_100`) in
/// the order given; `allowed`: the names the op accepts (empty: any known
/// one). Returns upstream's message for the first problem.
pub fn check_params(types: &TypeTable, target: &str, allowed: &[&str], params: &[&(AttrName, Attribute)]) -> Result<(), String> {
    for (key, value) in params.iter().map(|p| (&*p.0, &p.1)) {
        if !allowed.is_empty() && !allowed.contains(&key) {
            return Err(format!("{key} is not allowed for current Operation"));
        }
        let in_range = |max: i64| match integer(types, value) {
            None => Err(format!("integer value expected for {target}.{key}")),
            Some(v) if !(1..=max).contains(&v) => Err(format!("integer value in the range [1, {max}] is expected for {target}.{key}")),
            Some(_) => Ok(()),
        };
        match key {
            "num_cta_in_cga" => {
                let Some(v) = integer(types, value) else { return Err(format!("integer value expected for {target}.{key}")) };
                // Read as unsigned: negative values are out of range too.
                let n = v as u64;
                if n == 0 || n > 16 || !n.is_power_of_two() {
                    return Err(format!("expected power-of-two \u{2264} 16 for {target}.{key}"));
                }
            }
            "allow_tma" if !is_bool(types, value) => return Err(format!("boolean value expected for {target}.{key}")),
            "allow_tma" => {}
            "latency" => in_range(10)?,
            "occupancy" => in_range(32)?,
            _ => return Err(format!("unknown param {key} for {target}")),
        }
    }
    Ok(())
}

/// 13.3's problems with the parameters of one entry (`target`, e.g.
/// `sm_100`, or `default`), each in upstream's words, in the order given:
/// a parameter the op does not take, or a value out of its range.
fn advice_problems(types: &TypeTable, target: &str, allowed: &[&str], params: &[&(AttrName, Attribute)]) -> Vec<String> {
    let mut out = Vec::new();
    for (key, value) in params.iter().map(|p| (&*p.0, &p.1)) {
        if !allowed.is_empty() && !allowed.contains(&key) {
            out.push(format!("{key} is not known hint for current Operation"));
            continue;
        }
        let int = integer(types, value);
        let problem = match key {
            "num_cta_in_cga" => match int.map(|v| v as u64) {
                None => Some(format!("integer value expected for {target}.{key}")),
                Some(n) if n != 1 && SINGLE_CTA.iter().any(|a| target.starts_with(a)) => Some(format!("expected 1 for {target}.{key}")),
                Some(n) if n == 0 || n > 16 || !n.is_power_of_two() => Some(format!("expected power-of-two \u{2264} 16 for {target}.{key}")),
                Some(_) => None,
            },
            "num_worker_warps_per_cta" => match int.map(|v| v as u64) {
                None => Some(format!("integer value expected for {target}.{key}")),
                Some(n) if n == 0 || n > 32 || !n.is_power_of_two() => Some(format!("expected power-of-two \u{2264} 32 for {target}.{key}")),
                Some(_) => None,
            },
            "allow_tma" => (!is_bool(types, value)).then(|| format!("boolean value expected for {target}.{key}")),
            "latency" | "occupancy" => {
                let max = if key == "latency" { 10 } else { 32 };
                match int {
                    None => Some(format!("integer value expected for {target}.{key}")),
                    Some(v) if !(1..=max).contains(&v) => Some(format!("integer value in the range [1, {max}] is expected for {target}.{key}")),
                    Some(_) => None,
                }
            }
            _ => Some(format!("unknown param {key} for {target}")),
        };
        out.extend(problem);
    }
    out
}

/// 13.3's hints of `op`: warnings (with [`HintChecks::warn`]) at the op,
/// then, with [`HintChecks::error`] and a warning given, the op fails.
fn verify_advice(cx: &Verifier, op: OpId, allowed: &[&str]) -> VerifyResult {
    let checks = cx.options.hints;
    if !checks.warn {
        return Ok(());
    }
    let Some(Attribute::OptimizationHints(entries)) = cx.attr(op, "optimization_hints") else { return Ok(()) };
    // In sorted key order, as MLIR's dictionaries hold them.
    let mut entries: Vec<&(AttrName, Attribute)> = entries.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let mut warnings = Vec::new();
    for (target, value) in entries.into_iter().map(|e| (&e.0, &e.1)) {
        if !TARGETS.contains(&&**target) && &**target != DEFAULT_KEY {
            warnings.push(format!("unknown hint key {target}"));
            continue;
        }
        // The parser saw to it that each entry is a dictionary.
        let Attribute::Dictionary(params) = value else { continue };
        let mut params: Vec<&(AttrName, Attribute)> = params.iter().collect();
        params.sort_by(|a, b| a.0.cmp(&b.0));
        warnings.extend(advice_problems(&cx.ir.types, target, allowed, &params));
    }
    if warnings.is_empty() {
        return Ok(());
    }
    for w in warnings {
        cx.warn(op, w);
    }
    if checks.error {
        return Err(cx.op_error(op, "Optimization hints verification failed"));
    }
    Ok(())
}

/// The hints of `op` against the parameters it admits, entries and
/// parameters in sorted key order as dictionaries keep them. With
/// `summary_error`, the first problem is followed (as a second error) by
/// upstream's "Optimization hints verification failed".
pub fn verify(cx: &Verifier, op: OpId, allowed: &[&str], summary_error: bool) -> VerifyResult {
    if cx.version >= ADVICE_SINCE {
        return verify_advice(cx, op, allowed);
    }
    let Some(Attribute::OptimizationHints(entries)) = cx.attr(op, "optimization_hints") else { return Ok(()) };
    let mut entries: Vec<&(AttrName, Attribute)> = entries.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let mut problem = None;
    for (target, value) in entries.into_iter().map(|e| (&e.0, &e.1)) {
        if !TARGETS.contains(&&**target) {
            problem = Some(format!("unallowed key {target}"));
            break;
        }
        let Attribute::Dictionary(params) = value else {
            problem = Some(format!("expected dictionary attribute for optimization_hints entry `{target}` got value={}", cx.attr_str(value)));
            break;
        };
        let mut params: Vec<&(AttrName, Attribute)> = params.iter().collect();
        params.sort_by(|a, b| a.0.cmp(&b.0));
        if let Err(p) = check_params(&cx.ir.types, target, allowed, &params) {
            problem = Some(p);
            break;
        }
    }
    let Some(problem) = problem else { return Ok(()) };
    let mut err = cx.op_error(op, problem);
    if summary_error {
        err.notes.push(*cx.op_error(op, "Optimization hints verification failed"));
    }
    Err(err)
}
