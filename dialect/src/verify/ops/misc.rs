//! Hand-written verifiers of the misc ops (spec group `misc`).

use crate::ir::OpId;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.assume`.
pub fn verify_assume(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}

/// `cuda_tile.print`.
pub fn verify_print(cx: &Verifier, op: OpId) -> VerifyResult {
    let _ = (cx, op);
    Ok(())
}
