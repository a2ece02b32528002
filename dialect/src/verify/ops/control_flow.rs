//! Hand-written verifiers of the control flow ops (spec group `control_flow`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.break`.
pub fn verify_break(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.continue`.
pub fn verify_continue(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.for`, after the ops in its regions.
pub fn verify_for_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.if`.
pub fn verify_if(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.loop`, after the ops in its regions.
pub fn verify_loop_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.return`.
pub fn verify_return(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}
