//! Integer and bitwise element-wise ops: arithmetic with its overflow
//! promises, division and remainder with their undefined cases, comparisons,
//! minimum and maximum, shifts, and `and`/`or`/`xor`.
//!
//! Elements are read as unsigned (the raw bits) or signed (sign-extended from
//! the element width) as each op's signedness says, computed in i128/u128 so
//! nothing wraps by accident, and wrapped back to the element width. A broken
//! `overflow` promise, a zero divisor and `divi`'s signed `MIN / -1` are
//! undefined behaviour; the reference reports them as errors.
//!
//! Shift amounts are read as unsigned. The spec leaves amounts of at least the
//! bit width unmentioned; like PTX's `shl`/`shr`, which clamp them to the
//! width, they shift every bit out (zeros, or copies of the sign for a signed
//! right shift).

use tilesmith_dialect::generated::enums::{ComparisonPredicate, IntegerOverflow, RoundingMode, Signedness};
use tilesmith_dialect::generated::ops::bitwise::{AndiOp, OriOp, XoriOp};
use tilesmith_dialect::generated::ops::integer::{AbsiOp, AddiOp, CmpiOp, DiviOp, MaxiOp, MiniOp, MulhiiOp, MuliOp, NegiOp, RemiOp, ShliOp, ShriOp, SubiOp};
use tilesmith_dialect::ir::OpId;

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{bit_mask, sext};
use super::elementwise::{elem_bits, map, operand_elem};


/// An integer element width and the ways of reading bits at it.
#[derive(Clone, Copy)]
pub struct Width(pub u32);

impl Width {
    pub fn signed(self, bits: u64) -> i128 {
        sext(bits, self.0) as i128
    }
    pub fn unsigned(self, bits: u64) -> u128 {
        (bits & bit_mask(self.0)) as u128
    }
    pub fn read(self, bits: u64, signed: bool) -> i128 {
        if signed {
            self.signed(bits)
        } else {
            self.unsigned(bits) as i128
        }
    }
    pub fn min_signed(self) -> i128 {
        -(1i128 << (self.0 - 1))
    }
    pub fn max_signed(self) -> i128 {
        (1i128 << (self.0 - 1)) - 1
    }
    pub fn max_unsigned(self) -> i128 {
        (1i128 << self.0) - 1
    }
    pub fn fits_signed(self, v: i128) -> bool {
        v >= self.min_signed() && v <= self.max_signed()
    }
    pub fn fits_unsigned(self, v: i128) -> bool {
        v >= 0 && v <= self.max_unsigned()
    }
    /// The low bits of an exact result.
    pub fn wrap(self, v: i128) -> u64 {
        (v as u64) & bit_mask(self.0)
    }
    pub fn name(self) -> String {
        format!("i{}", self.0)
    }
}

fn width(cx: &BlockCx<'_>, op: OpId, v: Option<tilesmith_dialect::ir::Value>) -> Result<Width, RunError> {
    Ok(Width(elem_bits(operand_elem(cx, op, v)?)))
}

fn is_signed(s: Option<Signedness>) -> bool {
    s == Some(Signedness::Signed)
}

/// Checks the overflow promise for an exact result computed once signed
/// (`signed_exact`) and once unsigned (`unsigned_exact`).
fn check_promise(w: Width, overflow: IntegerOverflow, signed_exact: i128, unsigned_exact: i128) -> Result<(), String> {
    let nsw = matches!(overflow, IntegerOverflow::NoSignedWrap | IntegerOverflow::NoWrap);
    let nuw = matches!(overflow, IntegerOverflow::NoUnsignedWrap | IntegerOverflow::NoWrap);
    if nsw && !w.fits_signed(signed_exact) {
        return Err(format!("the signed result {signed_exact} does not fit in {}, breaking the no_signed_wrap promise", w.name()));
    }
    if nuw && !w.fits_unsigned(unsigned_exact) {
        return Err(format!("the unsigned result {unsigned_exact} does not fit in {}, breaking the no_unsigned_wrap promise", w.name()));
    }
    Ok(())
}

/// An op on two operands of the same width with an overflow promise.
fn arith(cx: &mut BlockCx<'_>, op: OpId, lhs: Option<tilesmith_dialect::ir::Value>, rhs: Option<tilesmith_dialect::ir::Value>, overflow: IntegerOverflow, f: fn(i128, i128) -> i128) -> Result<Flow, RunError> {
    let w = width(cx, op, lhs)?;
    map(cx, op, &[lhs, rhs], |_, x| {
        let signed = f(w.signed(x[0]), w.signed(x[1]));
        let unsigned = f(w.unsigned(x[0]) as i128, w.unsigned(x[1]) as i128);
        check_promise(w, overflow, signed, unsigned)?;
        Ok(w.wrap(unsigned))
    })
}

pub(super) fn exec_addi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = AddiOp(op);
    arith(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.overflow(cx.ir), |a, b| a + b)
}

pub(super) fn exec_subi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = SubiOp(op);
    arith(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.overflow(cx.ir), |a, b| a - b)
}

pub(super) fn exec_muli(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MuliOp(op);
    // Products of two 64-bit values need up to 128 bits: wrap on i128 overflow
    // (the low 64 bits stay exact) and judge the promise separately.
    let w = width(cx, op, v.lhs(cx.ir))?;
    let overflow = v.overflow(cx.ir);
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let (sa, sb) = (w.signed(x[0]), w.signed(x[1]));
        let (ua, ub) = (w.unsigned(x[0]), w.unsigned(x[1]));
        let signed = sa.checked_mul(sb).unwrap_or(i128::MAX);
        let unsigned = ua.checked_mul(ub).map_or(i128::MAX, |p| i128::try_from(p).unwrap_or(i128::MAX));
        check_promise(w, overflow, signed, unsigned)?;
        Ok(w.wrap(ua.wrapping_mul(ub) as i128))
    })
}

pub(super) fn exec_mulhii(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MulhiiOp(op);
    let w = width(cx, op, v.x(cx.ir))?;
    map(cx, op, &[v.x(cx.ir), v.y(cx.ir)], |_, x| {
        let product = w.unsigned(x[0]) * w.unsigned(x[1]);
        Ok((product >> w.0) as u64)
    })
}

pub(super) fn exec_absi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = AbsiOp(op);
    let w = width(cx, op, v.source(cx.ir))?;
    map(cx, op, &[v.source(cx.ir)], |_, x| Ok(w.wrap(w.signed(x[0]).abs())))
}

pub(super) fn exec_negi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = NegiOp(op);
    let w = width(cx, op, v.source(cx.ir))?;
    map(cx, op, &[v.source(cx.ir)], |_, x| Ok(w.wrap(-w.signed(x[0]))))
}

/// The quotient of `a / b` (b nonzero) rounded as `rounding` says.
fn divide(a: i128, b: i128, rounding: RoundingMode) -> i128 {
    let (q, r) = (a / b, a % b);
    // Truncation rounds toward zero; a remainder with the quotient's sign
    // positive means the exact quotient lies above q.
    let exact_above = r != 0 && ((r > 0) == (b > 0));
    let exact_below = r != 0 && !exact_above;
    match rounding {
        RoundingMode::PositiveInf if exact_above => q + 1,
        RoundingMode::NegativeInf if exact_below => q - 1,
        _ => q,
    }
}

pub(super) fn exec_divi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = DiviOp(op);
    let w = width(cx, op, v.lhs(cx.ir))?;
    let signed = is_signed(v.signedness(cx.ir));
    let rounding = v.rounding(cx.ir);
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let (a, b) = (w.read(x[0], signed), w.read(x[1], signed));
        if b == 0 {
            return Err(format!("division of {a} by zero"));
        }
        let q = divide(a, b, rounding);
        if signed && !w.fits_signed(q) {
            return Err(format!("the signed quotient {a} / {b} overflows {}", w.name()));
        }
        Ok(w.wrap(q))
    })
}

pub(super) fn exec_remi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = RemiOp(op);
    let w = width(cx, op, v.lhs(cx.ir))?;
    let signed = is_signed(v.signedness(cx.ir));
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let (a, b) = (w.read(x[0], signed), w.read(x[1], signed));
        if b == 0 {
            return Err(format!("remainder of {a} by zero"));
        }
        Ok(w.wrap(a % b))
    })
}

fn min_max(cx: &mut BlockCx<'_>, op: OpId, lhs: Option<tilesmith_dialect::ir::Value>, rhs: Option<tilesmith_dialect::ir::Value>, signedness: Option<Signedness>, max: bool) -> Result<Flow, RunError> {
    let w = width(cx, op, lhs)?;
    let signed = is_signed(signedness);
    map(cx, op, &[lhs, rhs], |_, x| {
        let (a, b) = (w.read(x[0], signed), w.read(x[1], signed));
        Ok(if (a >= b) == max { x[0] } else { x[1] })
    })
}

pub(super) fn exec_maxi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MaxiOp(op);
    min_max(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.signedness(cx.ir), true)
}

pub(super) fn exec_mini(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MiniOp(op);
    min_max(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.signedness(cx.ir), false)
}

/// Whether `ordering` (of lhs to rhs) satisfies the predicate.
pub fn holds(predicate: ComparisonPredicate, ordering: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match predicate {
        ComparisonPredicate::Equal => ordering == Equal,
        ComparisonPredicate::NotEqual => ordering != Equal,
        ComparisonPredicate::LessThan => ordering == Less,
        ComparisonPredicate::LessThanOrEqual => ordering != Greater,
        ComparisonPredicate::GreaterThan => ordering == Greater,
        ComparisonPredicate::GreaterThanOrEqual => ordering != Less,
    }
}

pub(super) fn exec_cmpi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = CmpiOp(op);
    let w = width(cx, op, v.lhs(cx.ir))?;
    let signed = is_signed(v.signedness(cx.ir));
    let predicate = v.comparison_predicate(cx.verified);
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| Ok(u64::from(holds(predicate, w.read(x[0], signed).cmp(&w.read(x[1], signed))))))
}

pub(super) fn exec_shli(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = ShliOp(op);
    let w = width(cx, op, v.lhs(cx.ir))?;
    let overflow = v.overflow(cx.ir);
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let amount = w.unsigned(x[1]).min(w.0 as u128) as u32;
        let result = if amount >= w.0 { 0 } else { w.wrap((w.unsigned(x[0]) << amount) as i128) };
        // No wrap means shifting back recovers the value: every bit shifted
        // out is zero (unsigned) or a copy of the result's sign bit (signed).
        let nsw = matches!(overflow, IntegerOverflow::NoSignedWrap | IntegerOverflow::NoWrap);
        let nuw = matches!(overflow, IntegerOverflow::NoUnsignedWrap | IntegerOverflow::NoWrap);
        let back_signed = if amount >= w.0 { w.signed(result) >> (w.0 - 1) } else { w.signed(result) >> amount };
        let back_unsigned = if amount >= w.0 { 0 } else { w.unsigned(result) >> amount };
        if nsw && back_signed != w.signed(x[0]) {
            return Err(format!("{} << {amount} loses significant bits, breaking the no_signed_wrap promise", w.signed(x[0])));
        }
        if nuw && back_unsigned != w.unsigned(x[0]) {
            return Err(format!("{} << {amount} loses nonzero bits, breaking the no_unsigned_wrap promise", w.unsigned(x[0])));
        }
        Ok(result)
    })
}

pub(super) fn exec_shri(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = ShriOp(op);
    let w = width(cx, op, v.lhs(cx.ir))?;
    let signed = is_signed(v.signedness(cx.ir));
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let amount = w.unsigned(x[1]).min(w.0 as u128 - 1) as u32;
        let clamped = w.unsigned(x[1]) >= w.0 as u128;
        Ok(if signed {
            w.wrap(w.signed(x[0]) >> if clamped { w.0 - 1 } else { amount })
        } else if clamped {
            0
        } else {
            w.wrap((w.unsigned(x[0]) >> amount) as i128)
        })
    })
}

fn bitwise(cx: &mut BlockCx<'_>, op: OpId, lhs: Option<tilesmith_dialect::ir::Value>, rhs: Option<tilesmith_dialect::ir::Value>, f: fn(u64, u64) -> u64) -> Result<Flow, RunError> {
    map(cx, op, &[lhs, rhs], |_, x| Ok(f(x[0], x[1])))
}

pub(super) fn exec_andi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = AndiOp(op);
    bitwise(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), |a, b| a & b)
}

pub(super) fn exec_ori(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = OriOp(op);
    bitwise(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), |a, b| a | b)
}

pub(super) fn exec_xori(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = XoriOp(op);
    bitwise(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), |a, b| a ^ b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_rounds_each_way() {
        assert_eq!(divide(7, 2, RoundingMode::Zero), 3);
        assert_eq!(divide(-7, 2, RoundingMode::Zero), -3);
        assert_eq!(divide(-7, 2, RoundingMode::NegativeInf), -4);
        assert_eq!(divide(-7, 2, RoundingMode::PositiveInf), -3);
        assert_eq!(divide(7, -2, RoundingMode::NegativeInf), -4);
        assert_eq!(divide(7, 2, RoundingMode::PositiveInf), 4);
        assert_eq!(divide(6, 2, RoundingMode::PositiveInf), 3);
    }

    #[test]
    fn widths_wrap_and_check() {
        let w = Width(8);
        assert_eq!(w.signed(0xff), -1);
        assert_eq!(w.wrap(-1), 0xff);
        assert!(check_promise(w, IntegerOverflow::NoSignedWrap, 128, 128).is_err());
        assert!(check_promise(w, IntegerOverflow::NoUnsignedWrap, 127, 256).is_err());
        assert!(check_promise(w, IntegerOverflow::None, 128, 256).is_ok());
        let one = Width(1);
        assert_eq!(one.signed(1), -1);
        assert!(one.fits_signed(-1) && !one.fits_signed(1));
    }
}
