//! Conversions between element types, and `select`, which picks elements
//! without computing on them.
//!
//! - `bitcast`, `int_to_ptr`, `ptr_to_int`, `ptr_to_ptr` keep the bits.
//! - `exti` sign- or zero-extends; `trunci` drops high bits, and its overflow
//!   promises are checked (a broken one is undefined behaviour, reported).
//! - `ftof` rounds to nearest even (the only mode the verifier accepts but
//!   for f8E8M0FNU), with IEEE overflow to infinity, except into f8E4M3FN and
//!   f8E5M2: PTX converts to those formats only with `.satfinite`, so values
//!   (infinities included) beyond the largest finite value saturate to it.
//!   NaN becomes the target's canonical NaN. tf32 results keep f32's layout
//!   with the 13 low bits zero; tf32 operands ignore those bits. Into
//!   f8E8M0FNU (13.3, toward zero or +infinity) the magnitude rounds to a
//!   power of two saturated into [2^-127, 2^127], as NVIDIA's conversion
//!   does (`numerics::exact::to_e8m0`).
//! - `ftoi` truncates toward zero and saturates to the target's range; NaN
//!   gives 0 and an infinite operand is undefined behaviour (reported).
//! - `itof` rounds to nearest even; values beyond the target's range become
//!   infinity, or NaN in f8E4M3FN, which has no infinity (as the spec says).

use tilesmith_dialect::generated::enums::{IntegerOverflow, Signedness};
use tilesmith_dialect::generated::ops::conversion::{ExtiOp, FtofOp, FtoiOp, ItofOp, TrunciOp};
use tilesmith_dialect::generated::ops::core::SelectOp;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::numerics::exact::{self as numeric, Exact, Format, Num, OnOverflow, F8E4M3FN, F8E5M2};
use super::elementwise::{elem_bits, map, operand_elem};
use super::integer::Width;
use super::result_tile_type;


/// The single operand of a conversion op (every one has exactly one).
fn source(cx: &BlockCx<'_>, op: OpId) -> Result<Option<Value>, RunError> {
    match cx.ir.op(op).operands.first() {
        Some(v) => Ok(Some(*v)),
        None => Err(cx.error(op, "internal error: a conversion without an operand")),
    }
}

fn float_format(cx: &BlockCx<'_>, op: OpId, elem: super::super::value::Elem) -> Result<Format, RunError> {
    elem.scalar().and_then(Format::of).ok_or_else(|| {
        let why = match elem.scalar() {
            Some(Scalar::Fnv8E5m3fnu) => " (NVIDIA documents no rounding to it, and its tools refuse the type)",
            _ => "",
        };
        cx.error(op, format!("the interpreter cannot convert to '{}' values{why}", elem.name()))
    })
}

/// Reads elements of a float type exactly: the formats of [`Format`], and
/// the scale formats (f8E8M0FNU, fnv8E5M3FNU) through f64, which holds them.
fn decoder(cx: &BlockCx<'_>, op: OpId, elem: super::super::value::Elem) -> Result<Box<dyn Fn(u64) -> Num>, RunError> {
    Ok(match elem.scalar() {
        Some(s @ (Scalar::F8E8m0fnu | Scalar::Fnv8E5m3fnu)) => Box::new(move |bits| numeric::from_f64(crate::shared::value::float_to_f64(s, bits))),
        _ => {
            let from = elem.scalar().and_then(Format::of).ok_or_else(|| cx.error(op, format!("the interpreter cannot convert '{}' values", elem.name())))?;
            Box::new(move |bits| from.decode(bits))
        }
    })
}

pub(super) fn exec_same_bits(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let from = source(cx, op)?;
    map(cx, op, &[from], |_, x| Ok(x[0]))
}

pub(super) fn exec_exti(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = ExtiOp(op);
    let w = Width(elem_bits(operand_elem(cx, op, v.from(cx.ir))?));
    let signed = v.signedness(cx.ir) == Some(Signedness::Signed);
    map(cx, op, &[v.from(cx.ir)], |_, x| Ok(w.read(x[0], signed) as u64))
}

pub(super) fn exec_trunci(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = TrunciOp(op);
    let from = Width(elem_bits(operand_elem(cx, op, v.from(cx.ir))?));
    let (elem, _) = result_tile_type(cx, op, 0)?;
    let to = Width(elem_bits(elem));
    let overflow = v.overflow(cx.ir);
    map(cx, op, &[v.from(cx.ir)], |_, x| {
        let kept = to.wrap(from.unsigned(x[0]) as i128);
        let nsw = matches!(overflow, IntegerOverflow::NoSignedWrap | IntegerOverflow::NoWrap);
        let nuw = matches!(overflow, IntegerOverflow::NoUnsignedWrap | IntegerOverflow::NoWrap);
        if nsw && to.signed(kept) != from.signed(x[0]) {
            return Err(format!("{} does not fit in {}, breaking the no_signed_wrap promise", from.signed(x[0]), to.name()));
        }
        if nuw && to.unsigned(kept) != from.unsigned(x[0]) {
            return Err(format!("{} does not fit in {}, breaking the no_unsigned_wrap promise", from.unsigned(x[0]), to.name()));
        }
        Ok(kept)
    })
}

pub(super) fn exec_ftof(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = FtofOp(op);
    let decode = decoder(cx, op, operand_elem(cx, op, v.from(cx.ir))?)?;
    let (elem, _) = result_tile_type(cx, op, 0)?;
    let mode = super::float::direction(Some(v.rounding_mode(cx.ir)));
    if elem.scalar() == Some(Scalar::F8E8m0fnu) {
        // The verifier admits toward zero and toward +infinity only.
        let up = mode == numeric::Rounding::Up;
        return map(cx, op, &[v.from(cx.ir)], |_, x| Ok(numeric::to_e8m0(decode(x[0]), up)));
    }
    let to = float_format(cx, op, elem)?;
    let overflow = if to == F8E4M3FN || to == F8E5M2 { OnOverflow::Saturate } else { OnOverflow::Ieee };
    map(cx, op, &[v.from(cx.ir)], |_, x| Ok(numeric::encode_with(to, decode(x[0]), mode, overflow)))
}

pub(super) fn exec_ftoi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = FtoiOp(op);
    let decode = decoder(cx, op, operand_elem(cx, op, v.from(cx.ir))?)?;
    let (elem, _) = result_tile_type(cx, op, 0)?;
    let to = Width(elem_bits(elem));
    let signed = v.signedness(cx.ir) == Some(Signedness::Signed);
    let (min, max) = if signed { (to.min_signed(), to.max_signed()) } else { (0, to.max_unsigned()) };
    map(cx, op, &[v.from(cx.ir)], |_, x| {
        let value = match decode(x[0]) {
            Num::Nan | Num::Zero(_) => 0,
            Num::Inf(negative) => return Err(format!("converting {}infinity to an integer", if negative { "-" } else { "+" })),
            Num::Finite(e) => {
                let magnitude = i128::try_from(numeric::truncate(e)).unwrap_or(i128::MAX);
                if e.negative {
                    -magnitude
                } else {
                    magnitude
                }
            }
        };
        Ok(to.wrap(value.clamp(min, max)))
    })
}

pub(super) fn exec_itof(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = ItofOp(op);
    let from = Width(elem_bits(operand_elem(cx, op, v.from(cx.ir))?));
    let (elem, _) = result_tile_type(cx, op, 0)?;
    let to = float_format(cx, op, elem)?;
    let signed = v.signedness(cx.ir) == Some(Signedness::Signed);
    let mode = super::float::direction(Some(v.rounding_mode(cx.verified)));
    map(cx, op, &[v.from(cx.ir)], |_, x| {
        let value = from.read(x[0], signed);
        let n = if value == 0 { Num::Zero(false) } else { Num::Finite(Exact::integer(value < 0, value.unsigned_abs())) };
        Ok(numeric::encode(to, n, mode))
    })
}

pub(super) fn exec_select(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = SelectOp(op);
    map(cx, op, &[v.cond(cx.ir), v.val_if_true(cx.ir), v.val_if_false(cx.ir)], |_, x| Ok(if x[0] & 1 == 1 { x[1] } else { x[2] }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilesmith_dialect::numerics::exact::Rounding;

    #[test]
    fn saturating_and_ieee_overflow_into_fp8() {
        let big = numeric::from_f64(1e6);
        assert_eq!(numeric::encode_with(F8E5M2, big, Rounding::NearestEven, OnOverflow::Saturate), 0x7b);
        assert_eq!(numeric::encode_with(F8E5M2, big, Rounding::NearestEven, OnOverflow::Ieee), 0x7c);
        assert_eq!(numeric::encode_with(F8E4M3FN, Num::Inf(true), Rounding::NearestEven, OnOverflow::Saturate), 0xfe);
        assert_eq!(numeric::encode_with(F8E4M3FN, big, Rounding::NearestEven, OnOverflow::Ieee), 0x7f);
    }
}
