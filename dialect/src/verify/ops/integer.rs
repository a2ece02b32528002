//! Hand-written verifiers of the integer ops (spec group `integer`): the
//! rounding directions of divi and the operand shapes of mmai.

use crate::enums::{RoundingMode, Signedness};
use crate::ir::OpId;
use crate::verify::ops::float::{rounding_attr, verify_mma_shapes};
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.divi`: truncation, ceiling or floor division; floor division
/// of unsigned operands is rejected.
pub fn verify_divi(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(mode) = rounding_attr(cx, op, "rounding", RoundingMode::Zero) else { return Ok(()) };
    if !matches!(mode, RoundingMode::Zero | RoundingMode::NegativeInf | RoundingMode::PositiveInf) {
        return cx.fail(op, "invalid rounding error specified, expect one of [zero, negative_inf, positive_inf]");
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
