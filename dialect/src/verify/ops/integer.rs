//! Hand-written verifiers of the integer ops (spec group `integer`): the
//! rounding directions of divi, the operand shapes of mmai and the overflow
//! promise negi may make.

use crate::enums::{IntegerOverflow, RoundingMode, Signedness};
use crate::ir::OpId;
use crate::verify::ops::float::{rounding_attr, verify_mma_shapes};
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.divi`: truncation, ceiling or floor division; floor division
/// of unsigned operands is rejected.
pub fn verify_divi(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(mode) = rounding_attr(cx, op, "rounding", RoundingMode::Zero) else { return Ok(()) };
    if !matches!(mode, RoundingMode::Zero | RoundingMode::NegativeInf | RoundingMode::PositiveInf) {
        return cx.fail(op, cx.invalid_rounding(", expect one of [zero, negative_inf, positive_inf]"));
    }
    let unsigned = cx.attr(op, "signedness").and_then(|a| a.enum_value()).and_then(Signedness::from_value)
        == Some(Signedness::Unsigned);
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
    let overflow = cx.attr(op, "overflow").and_then(|a| a.enum_value()).and_then(IntegerOverflow::from_value);
    if overflow == Some(IntegerOverflow::NoUnsignedWrap) {
        return cx.fail(op, "'no_unsigned_wrap' overflow flag is not supported");
    }
    Ok(())
}
