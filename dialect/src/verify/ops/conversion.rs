//! Hand-written verifiers of the conversion ops (spec group `conversion`):
//! element widths of bitcast, exti and trunci, and the rounding modes the
//! float/integer conversions accept.

use crate::enums::RoundingMode;
use crate::ir::{OpId, TypeData, TypeId};
use crate::registry::Version;
use crate::verify::ods::element_or_self;
use crate::generated::ops::conversion::FtofOp;
use crate::verify::{Verifier, VerifyResult};
use crate::Scalar;

/// The element type of operand 0 and of result 0, if both exist.
fn from_to(cx: &Verifier, op: OpId) -> Option<(TypeId, TypeId)> {
    let from = cx.ty(cx.operand(op, 0)?);
    let to = *cx.result_types(op).first()?;
    Some((from, to))
}

/// The bit width MLIR gives a scalar element type (`tf32` counts 19 bits, its
/// significant width, not its 32-bit storage).
fn bit_width(cx: &Verifier, t: TypeId) -> Option<u32> {
    match cx.ir.types.get(t) {
        TypeData::Scalar(Scalar::Tf32) => Some(19),
        TypeData::Scalar(s) => Some(s.width()),
        _ => None,
    }
}

/// The element widths of operand 0 and result 0.
fn element_widths(cx: &Verifier, op: OpId) -> Option<(u32, u32)> {
    let (from, to) = from_to(cx, op)?;
    Some((bit_width(cx, element_or_self(cx, from))?, bit_width(cx, element_or_self(cx, to))?))
}

/// `cuda_tile.bitcast`: source and result elements have the same bit width.
pub fn verify_bitcast(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some((from, to)), Some((from_width, to_width))) = (from_to(cx, op), element_widths(cx, op)) else {
        return Ok(());
    };
    if from_width == to_width {
        return Ok(());
    }
    cx.fail(
        op,
        format!(
            "types must be equal width, cannot convert '{}' of width {from_width} to type '{}' of width {to_width}",
            cx.type_str(from),
            cx.type_str(to)
        ),
    )
}

/// `cuda_tile.exti`: the result elements are strictly wider.
pub fn verify_exti(cx: &Verifier, op: OpId) -> VerifyResult {
    match element_widths(cx, op) {
        Some((from, to)) if to <= from => cx.fail(op, "extending to smaller or identical integer"),
        _ => Ok(()),
    }
}

/// `cuda_tile.ftof`: a real conversion, rounded to nearest even (from 13.3,
/// conversions to f8E8M0FNU toward zero or up instead).
pub fn verify_ftof(cx: &Verifier, op: OpId) -> VerifyResult {
    let mut to_e8m0 = false;
    let mut scalars = None;
    if let Some((from, to)) = from_to(cx, op) {
        if from == to {
            return cx.fail(op, "converting tiles must not be a no-op");
        }
        to_e8m0 = matches!(cx.ir.types.get(element_or_self(cx, to)), TypeData::Scalar(Scalar::F8E8m0fnu));
        if let (TypeData::Scalar(f), TypeData::Scalar(t)) = (cx.ir.types.get(element_or_self(cx, from)), cx.ir.types.get(element_or_self(cx, to))) {
            scalars = Some((*f, *t));
        }
    }
    let mode = Some(FtofOp(op).rounding_mode(cx.ir));
    if cx.version >= Version::new(13, 4) {
        let (Some(mode), Some((from, to))) = (mode, scalars) else { return Ok(()) };
        return verify_ftof_13_4(cx, op, mode, from, to);
    }
    if cx.version < Version::new(13, 3) {
        return match mode {
            Some(mode) if mode != RoundingMode::NearestEven => cx.fail(op, "invalid rounding mode specified for ftof. Only 'nearest_even' is supported"),
            _ => Ok(()),
        };
    }
    // 13.3: conversions to f8E8M0FNU round up or toward zero, the others to nearest even.
    match mode {
        Some(mode) if to_e8m0 && !matches!(mode, RoundingMode::Zero | RoundingMode::PositiveInf) => {
            cx.fail(op, "invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported")
        }
        Some(mode) if !to_e8m0 && mode != RoundingMode::NearestEven => cx.fail(op, "invalid rounding mode specified. Only 'nearest_even' is supported"),
        _ => Ok(()),
    }
}

/// 13.4's rounding modes of `ftof`, by the kind of conversion (as NVIDIA's
/// 13.4 tools accept them, probed conversion by conversion).
fn verify_ftof_13_4(cx: &Verifier, op: OpId, mode: RoundingMode, from: Scalar, to: Scalar) -> VerifyResult {
    use crate::numerics::float::FloatFormat;
    use RoundingMode::{NearestAway, NearestEven, NegativeInf, PositiveInf, Zero};
    let (Some(f), Some(t)) = (FloatFormat::of(from), FloatFormat::of(to)) else { return Ok(()) };
    let (allowed, message): (&[RoundingMode], &str) = match (from, to) {
        (_, Scalar::F8E8m0fnu) => (&[Zero, PositiveInf], "invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported"),
        (_, Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F4E2m1fn | Scalar::Fnv8E5m3fnu) => (&[NearestEven], "invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported"),
        (Scalar::F32, Scalar::Tf32) => (&[NearestEven, Zero, NearestAway], "invalid rounding mode specified for conversion from f32 to tf32. Only 'nearest_even', 'zero', and 'nearest_away' are supported"),
        (Scalar::F64, Scalar::F32) => (&[NearestEven, Zero, NegativeInf, PositiveInf], "invalid rounding mode specified for conversion from f64 to f32. Only 'nearest_even', 'zero', 'negative_inf', and 'positive_inf' are supported"),
        _ if t.widens(f) => (
            &[NearestEven, Zero, NegativeInf, PositiveInf, NearestAway],
            "invalid rounding mode specified for widening conversion. Only IEEE float rounding modes are supported: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away'",
        ),
        _ => (&[NearestEven, Zero], "invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for narrowing conversions to standard types"),
    };
    if allowed.contains(&mode) {
        Ok(())
    } else {
        cx.fail(op, message)
    }
}

/// `cuda_tile.itof`: from 13.3, not to f8E8M0FNU (its rounding is the spec's).
pub fn verify_itof(cx: &Verifier, op: OpId) -> VerifyResult {
    if cx.version >= Version::new(13, 3) {
        let to = cx.result_types(op).first().map(|&t| cx.ir.types.get(element_or_self(cx, t)));
        if matches!(to, Some(TypeData::Scalar(Scalar::F8E8m0fnu))) {
            return cx.fail(op, "integer to f8E8M0FNU conversion is not supported, please first convert to another float type");
        }
    }
    Ok(())
}

/// `cuda_tile.trunci`: the result elements are strictly narrower.
pub fn verify_trunci(cx: &Verifier, op: OpId) -> VerifyResult {
    match element_widths(cx, op) {
        Some((from, to)) if to >= from => cx.fail(op, "truncating to larger or identical integer"),
        _ => Ok(()),
    }
}
