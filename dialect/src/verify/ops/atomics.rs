//! Hand-written verifiers of the atomics ops (spec group `atomics`).

use crate::generated::enums::AtomicRMWMode;
use crate::generated::ops::atomics::{AtomicRedViewTkoOp, AtomicRmwTkoOp};
use crate::registry::Version;
use crate::ir::{OpId, TypeData, TypeId};
use crate::verify::ods::verify_enum_cases;
use crate::verify::{Verifier, VerifyResult};
use crate::Scalar;

/// `cuda_tile.atomic_cas_tko`: pointers point to the element type of `val`,
/// which is a 32- or 64-bit integer or float; an optional mask has the shape
/// of `val` (the orderings an atomic accepts are the spec's).
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
    Ok(())
}

/// `cuda_tile.atomic_rmw_tko`: pointers point to the element type of `arg`;
/// an optional mask has the shape of `arg`; the mode supports that element
/// type (the orderings an atomic accepts are the spec's).
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
    let rmw = AtomicRmwTkoOp(op);
    verify_mode_for_element(cx, op, rmw.mode(cx.ir), scalar)
}

/// The op's `mode` supports the element type `scalar`: integer modes i32
/// and i64; `addf` f16, f32 and f64 (bf16 too from 13.3); `xchg` any 32- or
/// 64-bit integer or float.
fn verify_mode_for_element(cx: &Verifier, op: OpId, mode: Option<AtomicRMWMode>, scalar: Option<Scalar>) -> VerifyResult {
    let Some(mode) = mode else { return Ok(()) };
    let bf16 = cx.version >= Version::new(13, 3);
    let supported = match mode {
        AtomicRMWMode::Addf => matches!(scalar, Some(Scalar::F16 | Scalar::F32 | Scalar::F64)) || (bf16 && scalar == Some(Scalar::Bf16)),
        AtomicRMWMode::Xchg => scalar.is_some_and(|s| matches!(mlir_width(s), 32 | 64)),
        _ => matches!(scalar, Some(Scalar::I32 | Scalar::I64)),
    };
    if supported {
        return Ok(());
    }
    let what = match mode {
        AtomicRMWMode::Addf if bf16 => "floats f16, bf16, f32, and f64",
        AtomicRMWMode::Addf => "floats f16, f32, and f64",
        AtomicRMWMode::Xchg => "integers or float of 32 or 64 bitwidth",
        _ => "integers i32 and i64",
    };
    cx.fail(op, format!("'{}' works only with {what}", mode.spelling()))
}

/// `cuda_tile.atomic_red_view_tko` (13.3): a partition or strided view
/// without padding, whose element type and tile shape are `value`'s; a mode
/// other than `xchg`, suited to the element type; `relaxed` ordering at
/// tile block or device scope; one 0-d integer index per tile dimension.
pub fn verify_atomic_red_view_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let red = AtomicRedViewTkoOp(op);
    let Some(view) = red.view(cx.ir).map(|v| cx.ty(v)) else { return Ok(()) };
    let Some((tile_shape, tensor_view, padding)) = cx.ir.types.view_tiles(view) else {
        return cx.fail(op, "view operand must be a TileView type");
    };
    if matches!(cx.ir.types.get(view), TypeData::GatherScatterView { .. }) {
        return cx.fail(op, "gather_scatter_view is not supported; use partition_view instead");
    }
    if padding.is_some() {
        return cx.fail(op, "views with padding_value are not supported for atomic reductions");
    }
    let tile_shape: Vec<i64> = tile_shape.iter().map(|d| i64::from(*d)).collect();
    let Some(view_element) = cx.ir.types.element(tensor_view) else { return Ok(()) };
    let Some(value) = red.value(cx.ir).map(|v| cx.ty(v)) else { return Ok(()) };
    let (Some(value_element), Some(value_shape)) = (cx.ir.types.element(value), cx.ir.types.shape(value)) else { return Ok(()) };
    if view_element != value_element {
        return cx.fail(op, format!("view element type ('{}') must match value element type ('{}')", cx.type_str(view_element), cx.type_str(value_element)));
    }
    let list = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    if tile_shape != value_shape {
        return cx.fail(op, format!("view tile shape {} must match value shape {} for element-wise atomic operations", list(&tile_shape), list(value_shape)));
    }
    let mode = red.mode(cx.ir);
    if mode == Some(AtomicRMWMode::Xchg) {
        return cx.fail(op, "atomic_red_view_tko op cannot use xchg operation");
    }
    let scalar = match cx.ir.types.get(value_element) {
        TypeData::Scalar(s) => Some(*s),
        _ => None,
    };
    verify_mode_for_element(cx, op, mode, scalar)?;
    // The spec's `relaxed` ordering and `tl_blk` or `device` scope, here
    // in upstream's order.
    verify_enum_cases(cx, op)?;
    let index = red.index(cx.ir);
    if index.len() != tile_shape.len() {
        return cx.fail(op, format!("expected {} index operand(s) for view with tile rank {}, got {}", tile_shape.len(), tile_shape.len(), index.len()));
    }
    for (i, v) in index.iter().enumerate() {
        let t = cx.ty(*v);
        if let Some(shape) = cx.ir.types.shape(t).filter(|s| !s.is_empty()) {
            return cx.fail(op, format!("index operand {i} must be a scalar tile (rank 0), got shape {}", list(shape)));
        }
    }
    Ok(())
}

/// The pointee type of `pointers` (operand 0), the element type of operand
/// group `data`, and that group's shape.
fn pointee_and_element(cx: &Verifier, op: OpId, data: usize) -> Option<(TypeId, TypeId, Vec<i64>)> {
    let pointers = cx.ir.operand_group(op, 0).first().map(|v| cx.ty(*v))?;
    let pointee = match cx.ir.types.get(cx.ir.types.element(pointers)?) {
        TypeData::Pointer { pointee, .. } => *pointee,
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

/// A scalar's bit width as MLIR counts it: `tf32` has 19 bits, not its
/// 32-bit storage.
fn mlir_width(s: Scalar) -> u32 {
    match s {
        Scalar::Tf32 => 19,
        _ => s.width(),
    }
}
