//! Hand-written verifiers of the atomics ops (spec group `atomics`).

use crate::generated::enums::{AtomicRMWMode, MemoryOrderingSemantics};
use crate::ir::{Attribute, OpId, TypeData, TypeId};
use crate::verify::{Verifier, VerifyResult};
use crate::Scalar;

/// `cuda_tile.atomic_cas_tko`: pointers point to the element type of `val`,
/// which is a 32- or 64-bit integer or float; an optional mask has the shape
/// of `val`; the ordering is one an atomic accepts.
pub fn verify_atomic_cas_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some((pointee, element, shape)) = pointee_and_element(cx, op, 2) else { return Ok(()) };
    if pointee != element {
        return cx.fail(op, format!("expected pointee type ('{}') to match element type of 'val' ('{}')", cx.type_str(pointee), cx.type_str(element)));
    }
    let width = match cx.ir.types.get(element) {
        TypeData::Scalar(s) => Some(mlir_width(*s)),
        _ => None,
    };
    if !matches!(width, Some(32 | 64)) {
        return cx.fail(op, "expect only float or integer types with 32 or 64 bit");
    }
    if !mask_matches(cx, op, 3, &shape) {
        return cx.fail(op, "failed to verify that all of {pointers, val, cmp and mask} have same shape");
    }
    verify_atomic_ordering(cx, op)
}

/// `cuda_tile.atomic_rmw_tko`: pointers point to the element type of `arg`;
/// an optional mask has the shape of `arg`; the mode supports that element
/// type; the ordering is one an atomic accepts.
pub fn verify_atomic_rmw_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some((pointee, element, shape)) = pointee_and_element(cx, op, 1) else { return Ok(()) };
    if pointee != element {
        return cx.fail(op, format!("expected pointee type ('{}') to match element type of 'arg' ('{}')", cx.type_str(pointee), cx.type_str(element)));
    }
    if !mask_matches(cx, op, 2, &shape) {
        return cx.fail(op, "failed to verify that all of {pointers, arg, mask} have same shape");
    }
    let scalar = match cx.ir.types.get(element) {
        TypeData::Scalar(s) => Some(*s),
        _ => None,
    };
    let mode = cx.attr(op, "mode").and_then(Attribute::enum_value).and_then(AtomicRMWMode::from_value);
    if let Some(mode) = mode {
        let supported = match mode {
            AtomicRMWMode::Addf => matches!(scalar, Some(Scalar::F16 | Scalar::F32 | Scalar::F64)),
            AtomicRMWMode::Xchg => scalar.is_some_and(|s| matches!(mlir_width(s), 32 | 64)),
            _ => matches!(scalar, Some(Scalar::I32 | Scalar::I64)),
        };
        if !supported {
            let what = match mode {
                AtomicRMWMode::Addf => "floats f16, f32, and f64",
                AtomicRMWMode::Xchg => "integers or float of 32 or 64 bitwidth",
                _ => "integers i32 and i64",
            };
            return cx.fail(op, format!("'{}' works only with {what}", mode.spelling()));
        }
    }
    verify_atomic_ordering(cx, op)
}

/// The pointee type of `pointers` (operand 0), the element type of operand
/// group `data`, and that group's shape.
fn pointee_and_element(cx: &Verifier, op: OpId, data: usize) -> Option<(TypeId, TypeId, Vec<i64>)> {
    let pointers = cx.ir.operand_group(op, 0).first().map(|v| cx.ty(*v))?;
    let pointee = match cx.ir.types.get(cx.ir.types.element(pointers)?) {
        TypeData::Pointer { pointee } => *pointee,
        _ => return None,
    };
    let value = cx.ir.operand_group(op, data).first().map(|v| cx.ty(*v))?;
    let element = cx.ir.types.element(value)?;
    let shape = cx.ir.types.shape(value)?.to_vec();
    Some((pointee, element, shape))
}

/// Whether the optional mask in operand group `group` is absent or has `shape`.
fn mask_matches(cx: &Verifier, op: OpId, group: usize, shape: &[i64]) -> bool {
    match cx.ir.operand_group(op, group).first() {
        Some(mask) => cx.ir.types.shape(cx.ty(*mask)) == Some(shape),
        None => true,
    }
}

/// Atomics are relaxed, acquire, release or acq_rel, never weak.
fn verify_atomic_ordering(cx: &Verifier, op: OpId) -> VerifyResult {
    let ordering = cx.attr(op, "memory_ordering_semantics").and_then(Attribute::enum_value).and_then(MemoryOrderingSemantics::from_value);
    if ordering == Some(MemoryOrderingSemantics::Weak) {
        return cx.fail(op, "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel");
    }
    Ok(())
}

/// A scalar's bit width as MLIR counts it: `tf32` has 19 bits, not its
/// 32-bit storage.
fn mlir_width(s: Scalar) -> u32 {
    match s {
        Scalar::Tf32 => 19,
        _ => s.width(),
    }
}
