//! Hand-written verifiers of the core ops (spec group `core`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.broadcast`.
pub fn verify_broadcast(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.cat`.
pub fn verify_cat(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.entry`.
pub fn verify_entry(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.entry`, after the ops in its regions.
pub fn verify_entry_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.extract`.
pub fn verify_extract(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.global`.
pub fn verify_global(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.iota`.
pub fn verify_iota(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.module`.
pub fn verify_module(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.permute`.
pub fn verify_permute(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.reduce`.
pub fn verify_reduce(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.reduce`, after the ops in its regions.
pub fn verify_reduce_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.reshape`.
pub fn verify_reshape(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.scan`.
pub fn verify_scan(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.scan`, after the ops in its regions.
pub fn verify_scan_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.get_global`: the name is a global of the enclosing module whose
/// element type is the result's pointee.
pub fn verify_get_global_uses(cx: &Verifier, op: OpId, lookup: &dyn Fn(&str) -> Option<OpId>) -> VerifyResult {
    use crate::ir::{Attribute, TypeData};
    let Some(Attribute::SymbolRef(name)) = cx.attr(op, "name") else { return Ok(()) };
    let global = lookup(name).filter(|g| cx.is(*g, "cuda_tile.global"));
    let Some(global) = global else {
        return cx.fail(op, format!("'{name}' does not reference a valid global"));
    };
    let global_element = match cx.attr(global, "value") {
        Some(Attribute::DenseElements { ty, .. }) => cx.ir.types.element(*ty),
        _ => None,
    };
    let Some(&result) = cx.result_types(op).first() else { return Ok(()) };
    let pointer = cx.ir.types.element(result);
    let pointee = pointer.and_then(|p| match cx.ir.types.get(p) {
        TypeData::Pointer { pointee } => Some(*pointee),
        _ => None,
    });
    if let (Some(p), Some(pointee), Some(g)) = (pointer, pointee, global_element) {
        if pointee != g {
            return cx.fail(op, format!("pointee type of result type {} does not match type {} of the global @{name}", cx.type_str(p), cx.type_str(g)));
        }
    }
    Ok(())
}
