//! Hand-written verifiers of the view ops (spec group `view`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.get_index_space_shape`.
pub fn verify_get_index_space_shape(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.get_tensor_shape`.
pub fn verify_get_tensor_shape(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.load_view_tko`.
pub fn verify_load_view_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.make_partition_view`.
pub fn verify_make_partition_view(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.make_tensor_view`.
pub fn verify_make_tensor_view(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.store_view_tko`.
pub fn verify_store_view_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}
