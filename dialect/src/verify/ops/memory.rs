//! Hand-written verifiers of the memory ops (spec group `memory`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.join_tokens`.
pub fn verify_join_tokens(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.load_ptr_tko`.
pub fn verify_load_ptr_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.store_ptr_tko`.
pub fn verify_store_ptr_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}
