//! Hand-written verifiers of the integer ops (spec group `integer`): the
//! rounding directions of unsigned divi and the operand shapes of mmai.

use crate::enums::{RoundingMode, Signedness};
use crate::ir::OpId;
use crate::generated::ops::integer::DiviOp;
use crate::verify::ops::float::verify_mma_shapes;
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.divi`: truncation, ceiling or floor division; floor division
/// of unsigned operands is rejected.
pub fn verify_divi(cx: &Verifier, op: OpId) -> VerifyResult {
    let mode = DiviOp(op).rounding(cx.ir);
    let unsigned = DiviOp(op).signedness(cx.ir) == Some(Signedness::Unsigned);
    if mode == RoundingMode::NegativeInf && unsigned {
        return cx.fail(op, "rounding mode 'negative_inf' is not allowed with 'unsigned' flag");
    }
    Ok(())
}

/// `cuda_tile.mmai`: its element types are fixed by the operand constraints,
/// so only the mma shape rule is left.
pub fn verify_mmai(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_mma_shapes(cx, op)
}
