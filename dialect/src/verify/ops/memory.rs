//! Hand-written verifiers of the memory ops (spec group `memory`), and the
//! checks the token-ordered loads and stores share with the view ops: which
//! memory orderings a load or a store accepts, when a memory scope is
//! required, and which optimization hints such an op may carry.

use crate::generated::enums::MemoryOrderingSemantics;
use crate::ir::{Attribute, OpId, TypeData};
use crate::verify::{Verifier, VerifyResult};
use crate::Scalar;

/// `cuda_tile.join_tokens`: joining needs at least two tokens.
pub fn verify_join_tokens(cx: &Verifier, op: OpId) -> VerifyResult {
    if cx.operands(op).len() < 2 {
        return cx.fail(op, "expect two or more tokens");
    }
    Ok(())
}

/// `cuda_tile.load_ptr_tko`: its hints, then its ordering and scope.
pub fn verify_load_ptr_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_access_hints(cx, op, &["latency"])?;
    verify_ordering(cx, op, Access::Load)
}

/// `cuda_tile.store_ptr_tko`: its hints, then its ordering and scope.
pub fn verify_store_ptr_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_access_hints(cx, op, &["latency"])?;
    verify_ordering(cx, op, Access::Store)
}

/// Which side of memory a token-ordered access is on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    Load,
    Store,
}

/// The memory model rules of a token-ordered load or store: a load may be
/// weak, relaxed or acquire, a store weak, relaxed or release; a weak access
/// takes no scope and any other needs one.
pub(crate) fn verify_ordering(cx: &Verifier, op: OpId, access: Access) -> VerifyResult {
    // A missing or unknown ordering was already reported by the spec checks.
    let Some(ordering) = cx.attr(op, "memory_ordering_semantics").and_then(Attribute::enum_value).and_then(MemoryOrderingSemantics::from_value) else {
        return Ok(());
    };
    let (word, synchronizing) = match access {
        Access::Load => ("load", MemoryOrderingSemantics::Acquire),
        Access::Store => ("store", MemoryOrderingSemantics::Release),
    };
    let allowed = [MemoryOrderingSemantics::Weak, MemoryOrderingSemantics::Relaxed, synchronizing];
    if !allowed.contains(&ordering) {
        return cx.fail(op, format!("expect one of: weak, relaxed, or {}, but got: {}", synchronizing.spelling(), ordering.spelling()));
    }
    let has_scope = cx.has_attr(op, "memory_scope");
    if ordering == MemoryOrderingSemantics::Weak {
        if has_scope {
            return cx.fail(op, format!("weak {word} must not have memory scope"));
        }
    } else if !has_scope {
        return cx.fail(op, format!("memory scope is required for {} {word}", ordering.spelling()));
    }
    Ok(())
}

/// The architectures an `optimization_hints` attribute may name.
const HINT_ARCHITECTURES: &[&str] = &["sm_80", "sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"];

/// The `optimization_hints` of a load or store: each architecture known and
/// mapped to a dictionary whose keys are among `allowed` with well-formed
/// values. Entries are examined in sorted key order, as dictionaries keep
/// them. Upstream follows the first failure with a second, generic error
/// ("Optimization hints verification failed"); only the first is reported.
pub(crate) fn verify_access_hints(cx: &Verifier, op: OpId, allowed: &[&str]) -> VerifyResult {
    let Some(Attribute::OptimizationHints(entries)) = cx.attr(op, "optimization_hints") else { return Ok(()) };
    let mut entries: Vec<&(Box<str>, Attribute)> = entries.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (arch, value) in entries {
        if !HINT_ARCHITECTURES.contains(&&**arch) {
            return cx.fail(op, format!("unallowed key {arch}"));
        }
        let Attribute::Dictionary(params) = value else {
            return cx.fail(op, format!("expected dictionary attribute for optimization_hints entry `{arch}` got value={}", cx.attr_str(value)));
        };
        let mut params: Vec<&(Box<str>, Attribute)> = params.iter().collect();
        params.sort_by(|a, b| a.0.cmp(&b.0));
        for (key, value) in params {
            if !allowed.contains(&&**key) {
                return cx.fail(op, format!("{key} is not allowed for current Operation"));
            }
            match &**key {
                "latency" => match hint_integer(cx, value) {
                    Some(v) if (1..=10).contains(&v) => {}
                    Some(_) => return cx.fail(op, format!("integer value in the range [1, 10] is expected for {arch}.{key}")),
                    None => return cx.fail(op, format!("integer value expected for {arch}.{key}")),
                },
                "allow_tma" if !hint_is_bool(cx, value) => return cx.fail(op, format!("boolean value expected for {arch}.{key}")),
                _ => {}
            }
        }
    }
    Ok(())
}

/// The value of an integer hint as MLIR reads it (`true` is a one-bit
/// integer, read sign-extended).
fn hint_integer(cx: &Verifier, value: &Attribute) -> Option<i64> {
    match value {
        Attribute::Integer { value, ty } => match cx.ir.types.get(*ty) {
            TypeData::Scalar(Scalar::I1) => Some(if *value & 1 == 1 { -1 } else { 0 }),
            _ => Some(*value),
        },
        Attribute::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// Whether a hint is a boolean (`true`, `false`, or a one-bit integer).
fn hint_is_bool(cx: &Verifier, value: &Attribute) -> bool {
    match value {
        Attribute::Bool(_) => true,
        Attribute::Integer { ty, .. } => matches!(cx.ir.types.get(*ty), TypeData::Scalar(Scalar::I1)),
        _ => false,
    }
}
