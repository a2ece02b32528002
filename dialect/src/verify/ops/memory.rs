//! Hand-written verifiers of the memory ops (spec group `memory`), and the
//! checks the token-ordered loads and stores share with the view ops: which
//! memory orderings a load or a store accepts, when a memory scope is
//! required, and which optimization hints such an op may carry; and the
//! alignment of `alloca`.

use crate::generated::enums::{MemoryOrderingSemantics, MemoryScope};
use crate::generated::ops::memory::{AllocaOp, LoadPtrTkoOp, StorePtrTkoOp};
use crate::ir::{OpId, TypeData};
use crate::Scalar;
use crate::verify::ods::verify_enum_cases;
use crate::verify::{Verifier, VerifyResult};

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
    let load = LoadPtrTkoOp(op);
    verify_ordering(cx, op, Access::Load, load.memory_ordering_semantics(cx.ir), load.memory_scope(cx.ir))
}

/// `cuda_tile.store_ptr_tko`: its hints, then its ordering and scope.
pub fn verify_store_ptr_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_access_hints(cx, op, &["latency"])?;
    let store = StorePtrTkoOp(op);
    verify_ordering(cx, op, Access::Store, store.memory_ordering_semantics(cx.ir), store.memory_scope(cx.ir))
}

/// Which side of memory a token-ordered access is on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    Load,
    Store,
}

/// The memory model rules of a token-ordered load or store: an ordering the
/// spec admits (a load weak, relaxed or acquire, a store weak, relaxed or
/// release); a weak access takes no scope and any other needs one.
pub(crate) fn verify_ordering(cx: &Verifier, op: OpId, access: Access, ordering: Option<MemoryOrderingSemantics>, scope: Option<MemoryScope>) -> VerifyResult {
    // A missing or unknown ordering was already reported by the spec checks.
    let Some(ordering) = ordering else {
        return Ok(());
    };
    // The orderings the op accepts (its spec's `only`), before the scope
    // rules that depend on them, in upstream's order.
    verify_enum_cases(cx, op)?;
    let word = match access {
        Access::Load => "load",
        Access::Store => "store",
    };
    let has_scope = scope.is_some();
    if ordering == MemoryOrderingSemantics::Weak {
        if has_scope {
            return cx.fail(op, format!("weak {word} must not have memory scope"));
        }
    } else if !has_scope {
        return cx.fail(op, format!("memory scope is required for {} {word}", ordering.spelling()));
    }
    Ok(())
}

/// The `optimization_hints` of a load or store (the parameters in `allowed`).
/// Upstream follows the first failure with a second, generic error; only the
/// first is reported here.
pub(crate) fn verify_access_hints(cx: &Verifier, op: OpId, allowed: &[&str]) -> VerifyResult {
    crate::verify::hints::verify(cx, op, allowed, false)
}

/// `cuda_tile.alloca` (13.3): a power-of-two alignment, at least the size
/// of one element.
pub fn verify_alloca(cx: &Verifier, op: OpId) -> VerifyResult {
    let alignment = AllocaOp(op).alignment(cx.ir).unwrap_or(0);
    if alignment <= 0 || alignment & (alignment - 1) != 0 {
        return cx.fail(op, "'alignment' must be power of two");
    }
    let Some(&result) = cx.result_types(op).first() else { return Ok(()) };
    let Some(pointee) = cx.ir.types.element(result).and_then(|p| match cx.ir.types.get(p) {
        TypeData::Pointer { pointee, .. } => Some(*pointee),
        _ => None,
    }) else {
        return Ok(());
    };
    // Bytes per element as upstream counts them: i1 one, others their bits
    // over eight (tf32 its 19 bits: two).
    let bytes = match cx.ir.types.get(pointee) {
        TypeData::Scalar(Scalar::I1) => 1,
        TypeData::Scalar(Scalar::Tf32) => 2,
        TypeData::Scalar(s) => i64::from(s.width() / 8),
        _ => 0,
    };
    if alignment < bytes {
        return cx.fail(op, format!("'alignment' ({alignment}) must be at least the natural size ({bytes} bytes) for element type '{}'", cx.type_str(pointee)));
    }
    Ok(())
}
