//! Hand-written verifiers of the conversion ops (spec group `conversion`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.bitcast`.
pub fn verify_bitcast(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.exti`.
pub fn verify_exti(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.ftof`.
pub fn verify_ftof(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.ftoi`.
pub fn verify_ftoi(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.itof`.
pub fn verify_itof(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.trunci`.
pub fn verify_trunci(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}
