//! Hand-written verifiers of the integer ops (spec group `integer`): the
//! rounding directions of divi, the operand shapes of mmai and the overflow
//! promise negi may make.

use crate::enums::{IntegerOverflow, RoundingMode, Signedness};
use crate::ir::OpId;
use crate::generated::ops::integer::{DiviOp, NegiOp};
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

/// `cuda_tile.negi`: its overflow promise (13.2) cannot be about unsigned
/// wrap-around, the op being signed.
pub fn verify_negi(cx: &Verifier, op: OpId) -> VerifyResult {
    if NegiOp(op).overflow(cx.ir) == IntegerOverflow::NoUnsignedWrap {
        return cx.fail(op, "'no_unsigned_wrap' overflow flag is not supported");
    }
    Ok(())
}
