//! Float and conversion semantics of the emulated instructions, on raw
//! bits. Arithmetic is exact and then rounded once under the instruction's
//! IEEE direction ([`tilesmith_dialect::numerics::exact`] does the exact part), so
//! `.rn`, `.rz`, `.rm` and `.rp` are each correct for every format, f64
//! included. NaN results are the canonical NaN, as on NVIDIA GPUs.
//!
//! `.approx` and `.full` instructions (`div.approx.f32`, `div.full.f32`,
//! `sqrt.approx.f32`, `rcp.approx.f32`) are evaluated correctly rounded to
//! nearest, and `ex2.approx.f32` as the interpreter evaluates f32 `exp2`
//! (in f64, rounded to f32): the real instructions are within a few ulps of that, so a
//! kernel that passes here with a tolerance of a few ulps is not proven to
//! pass on a GPU (see docs/ptx.md).

use super::decode::{mask, sext, Cmp, CvtRounding, FloatOp, FloatUnaryOp, Ty};
use tilesmith_dialect::numerics::exact::{self as numeric, Exact, Format, Num, OnOverflow, Rounding};

fn format(ty: Ty) -> Format {
    ty.format().unwrap_or(numeric::F32)
}

/// The value of float bits as an f64 (exact for f16, bf16, f32 and f64).
fn value(ty: Ty, bits: u64) -> f64 {
    match ty {
        Ty::F64 => f64::from_bits(bits),
        Ty::F32 => f64::from(f32::from_bits(bits as u32)),
        Ty::F16 => half::f16::from_bits(bits as u16).to_f64(),
        _ => half::bf16::from_bits(bits as u16).to_f64(),
    }
}

/// Flushes a subnormal to zero when `ftz` asks (f32 only).
fn flushed(ty: Ty, ftz: bool, bits: u64) -> u64 {
    if ftz && ty == Ty::F32 {
        numeric::F32.flush(bits)
    } else {
        bits
    }
}

/// `add`, `sub`, `mul`, `div`, `min`, `max` of two floats.
pub fn binary(op: FloatOp, ty: Ty, rounding: Rounding, ftz: bool, nan: bool, a: u64, b: u64) -> u64 {
    let f = format(ty);
    let (a, b) = (flushed(ty, ftz, a & ty.mask()), flushed(ty, ftz, b & ty.mask()));
    let result = match op {
        FloatOp::Add => numeric::encode(f, numeric::add(f.decode(a), f.decode(b), rounding), rounding),
        FloatOp::Sub => numeric::encode(f, numeric::add(f.decode(a), f.decode(f.negate(b)), rounding), rounding),
        FloatOp::Mul => numeric::encode(f, numeric::mul(f.decode(a), f.decode(b)), rounding),
        FloatOp::Div => numeric::encode(f, numeric::div(f.decode(a), f.decode(b)), rounding),
        FloatOp::Min | FloatOp::Max => min_max(op == FloatOp::Max, ty, nan, a, b),
    };
    flushed(ty, ftz, result)
}

/// `min`/`max`: a NaN operand gives the other one (both NaN, or any NaN
/// with `.NaN`: the canonical NaN); -0 orders below +0.
fn min_max(is_max: bool, ty: Ty, nan: bool, a: u64, b: u64) -> u64 {
    let (x, y) = (value(ty, a), value(ty, b));
    match (x.is_nan(), y.is_nan()) {
        (true, true) => return format(ty).nan(),
        (true, false) | (false, true) if nan => return format(ty).nan(),
        (true, false) => return b,
        (false, true) => return a,
        _ => {}
    }
    let a_first = if x == y { x.is_sign_negative() != is_max } else { (x < y) != is_max };
    if a_first {
        a
    } else {
        b
    }
}

/// `fma` (and float `mad`): `a * b + c` rounded once.
pub fn fma(ty: Ty, rounding: Rounding, ftz: bool, a: u64, b: u64, c: u64) -> u64 {
    let f = format(ty);
    let [a, b, c] = [a, b, c].map(|v| flushed(ty, ftz, v & ty.mask()));
    flushed(ty, ftz, numeric::encode(f, numeric::fma(f.decode(a), f.decode(b), f.decode(c), rounding), rounding))
}

/// `sqrt`, `rcp`, `neg`, `abs`.
pub fn unary(op: FloatUnaryOp, ty: Ty, rounding: Rounding, ftz: bool, a: u64) -> u64 {
    let f = format(ty);
    let a = flushed(ty, ftz, a & ty.mask());
    let result = match op {
        FloatUnaryOp::Sqrt => numeric::encode(f, numeric::sqrt(f.decode(a)), rounding),
        FloatUnaryOp::Rcp => numeric::encode(f, numeric::div(f.decode(one_bits(ty)), f.decode(a)), rounding),
        // As the interpreter evaluates `exp2` on f32: in f64, rounded to f32.
        FloatUnaryOp::Ex2 => numeric::encode(f, numeric::from_f64(value(ty, a).exp2()), rounding),
        FloatUnaryOp::Neg => f.negate(a),
        FloatUnaryOp::Abs => f.abs(a),
    };
    flushed(ty, ftz, result)
}

/// The bits of 1.0 in a float type.
fn one_bits(ty: Ty) -> u64 {
    match ty {
        Ty::F64 => 1.0f64.to_bits(),
        Ty::F32 => u64::from(1.0f32.to_bits()),
        Ty::F16 => u64::from(half::f16::ONE.to_bits()),
        _ => u64::from(half::bf16::ONE.to_bits()),
    }
}

/// A `setp` comparison of two operands of type `ty`.
pub fn compare(cmp: Cmp, ty: Ty, ftz: bool, a: u64, b: u64) -> bool {
    if ty.is_float() {
        let (x, y) = (value(ty, flushed(ty, ftz, a & ty.mask())), value(ty, flushed(ty, ftz, b & ty.mask())));
        let unordered = x.is_nan() || y.is_nan();
        return match cmp {
            Cmp::Eq => x == y,
            Cmp::Ne => !unordered && x != y,
            Cmp::Lt => x < y,
            Cmp::Le => x <= y,
            Cmp::Gt => x > y,
            Cmp::Ge => x >= y,
            Cmp::Equ => unordered || x == y,
            Cmp::Neu => x != y,
            Cmp::Ltu => unordered || x < y,
            Cmp::Leu => unordered || x <= y,
            Cmp::Gtu => unordered || x > y,
            Cmp::Geu => unordered || x >= y,
            Cmp::Num => !unordered,
            Cmp::Nan => unordered,
            // Unsigned comparisons are refused on floats when decoding.
            Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs => false,
        };
    }
    let bits = ty.bits();
    let (ua, ub) = (a & mask(bits), b & mask(bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let signed = ty.is_signed();
    match cmp {
        Cmp::Eq => ua == ub,
        Cmp::Ne => ua != ub,
        Cmp::Lt if signed => sa < sb,
        Cmp::Le if signed => sa <= sb,
        Cmp::Gt if signed => sa > sb,
        Cmp::Ge if signed => sa >= sb,
        Cmp::Lt | Cmp::Lo => ua < ub,
        Cmp::Le | Cmp::Ls => ua <= ub,
        Cmp::Gt | Cmp::Hi => ua > ub,
        Cmp::Ge | Cmp::Hs => ua >= ub,
        // Float-only comparisons are refused on integers when decoding.
        _ => false,
    }
}

/// Rounds a finite value to an integer under `mode`: its sign and
/// magnitude (saturated at `u128::MAX`).
fn round_to_integer(x: Exact, mode: Rounding) -> (bool, u128) {
    if x.exp >= 0 {
        let fits = 128 - x.mant.leading_zeros() + x.exp as u32 <= 127;
        return (x.negative, if fits { x.mant << x.exp as u32 } else { u128::MAX });
    }
    let shift = (-x.exp) as u32;
    let (whole, rest, half) = if shift >= 128 { (0, x.mant, None) } else { (x.mant >> shift, x.mant & ((1u128 << shift) - 1), Some(1u128 << (shift - 1))) };
    let inexact = rest != 0 || x.sticky;
    let up = match mode {
        Rounding::NearestEven => match half {
            Some(h) => rest > h || (rest == h && (x.sticky || whole & 1 == 1)),
            None => false,
        },
        Rounding::NearestAway => match half {
            Some(h) => rest >= h,
            None => false,
        },
        Rounding::TowardZero => false,
        Rounding::Down => inexact && x.negative,
        Rounding::Up => inexact && !x.negative,
    };
    (x.negative, whole + u128::from(up))
}

/// The range of an integer type, as i128.
fn int_range(ty: Ty) -> (i128, i128) {
    let bits = ty.bits();
    if ty.is_signed() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

/// `cvt` between any two of the integer and float types, with its
/// rounding, `.ftz` and `.sat`. Float to integer saturates to the
/// destination's range (NaN gives 0), as PTX specifies.
pub fn convert(to: Ty, from: Ty, rounding: CvtRounding, ftz: bool, sat: bool, a: u64) -> u64 {
    match (from.is_float(), to.is_float()) {
        (false, false) => {
            let v: i128 = if from.is_signed() { i128::from(sext(a, from.bits())) } else { i128::from(a & from.mask()) };
            let v = if sat {
                let (lo, hi) = int_range(to);
                v.clamp(lo, hi)
            } else {
                v
            };
            (v as u64) & to.mask()
        }
        (true, false) => {
            let mode = match rounding {
                CvtRounding::Integer(r) => r,
                _ => Rounding::TowardZero,
            };
            let (lo, hi) = int_range(to);
            let v: i128 = match format(from).decode(flushed(from, ftz, a & from.mask())) {
                Num::Nan | Num::Zero(_) => 0,
                Num::Inf(negative) => {
                    if negative {
                        lo
                    } else {
                        hi
                    }
                }
                Num::Finite(x) => {
                    let (negative, magnitude) = round_to_integer(x, mode);
                    let m = magnitude.min(1u128 << 100) as i128;
                    if negative {
                        -m
                    } else {
                        m
                    }
                }
            };
            (v.clamp(lo, hi) as u64) & to.mask()
        }
        (false, true) => {
            let mode = match rounding {
                CvtRounding::Float(r) => r,
                _ => Rounding::NearestEven,
            };
            let v: i128 = if from.is_signed() { i128::from(sext(a, from.bits())) } else { i128::from(a & from.mask()) };
            let f = format(to);
            let bits = if v == 0 { f.zero(false) } else { numeric::round(f, Exact::integer(v < 0, v.unsigned_abs()), mode, OnOverflow::Ieee) };
            saturate(to, sat, flushed(to, ftz, bits))
        }
        (true, true) => {
            let (ff, tf) = (format(from), format(to));
            let a = flushed(from, ftz, a & from.mask());
            let n = ff.decode(a);
            let bits = match (rounding, n) {
                (CvtRounding::Integer(mode), Num::Finite(x)) if x.exp < 0 => {
                    let (negative, magnitude) = round_to_integer(x, mode);
                    if magnitude == 0 {
                        tf.zero(negative)
                    } else {
                        numeric::round(tf, Exact::integer(negative, magnitude), Rounding::NearestEven, OnOverflow::Ieee)
                    }
                }
                (CvtRounding::Float(mode), n) => numeric::encode(tf, n, mode),
                (_, n) => numeric::encode(tf, n, Rounding::NearestEven),
            };
            saturate(to, sat, flushed(to, ftz, bits))
        }
    }
}

/// `.sat` on a float result: clamped to [0, 1], NaN to 0.
fn saturate(ty: Ty, sat: bool, bits: u64) -> u64 {
    if !sat {
        return bits;
    }
    let v = value(ty, bits);
    if v.is_nan() || v <= 0.0 {
        format(ty).zero(false)
    } else if v >= 1.0 {
        one_bits(ty)
    } else {
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bits(v: f32) -> u64 {
        u64::from(v.to_bits())
    }

    #[test]
    fn directed_roundings_of_an_inexact_sum_differ_by_one_ulp() {
        let (a, b) = (f32_bits(1.0), f32_bits(1e-10));
        let rn = binary(FloatOp::Add, Ty::F32, Rounding::NearestEven, false, false, a, b);
        let rz = binary(FloatOp::Add, Ty::F32, Rounding::TowardZero, false, false, a, b);
        let rm = binary(FloatOp::Add, Ty::F32, Rounding::Down, false, false, a, b);
        let rp = binary(FloatOp::Add, Ty::F32, Rounding::Up, false, false, a, b);
        assert_eq!([rn, rz, rm], [a; 3]);
        assert_eq!(rp, a + 1);
        // Negative: toward zero and up keep the magnitude; down grows it.
        let (na, nb) = (f32_bits(-1.0), f32_bits(-1e-10));
        assert_eq!(binary(FloatOp::Add, Ty::F32, Rounding::Up, false, false, na, nb), na);
        assert_eq!(binary(FloatOp::Add, Ty::F32, Rounding::Down, false, false, na, nb), na + 1);
    }

    #[test]
    fn f64_directed_division_brackets_the_quotient() {
        let (one, three) = (1.0f64.to_bits(), 3.0f64.to_bits());
        let down = binary(FloatOp::Div, Ty::F64, Rounding::Down, false, false, one, three);
        let up = binary(FloatOp::Div, Ty::F64, Rounding::Up, false, false, one, three);
        assert_eq!(up, down + 1);
        // The nearest is one of the two; 1/3 rounds down to nearest in binary64.
        assert_eq!((1.0f64 / 3.0).to_bits(), down);
    }

    #[test]
    fn ftz_flushes_subnormal_inputs_and_results() {
        let tiny = f32_bits(f32::MIN_POSITIVE / 4.0);
        assert_eq!(binary(FloatOp::Add, Ty::F32, Rounding::NearestEven, false, false, tiny, 0), tiny);
        assert_eq!(binary(FloatOp::Add, Ty::F32, Rounding::NearestEven, true, false, tiny, 0), 0);
        let half_min = binary(FloatOp::Mul, Ty::F32, Rounding::NearestEven, true, false, f32_bits(f32::MIN_POSITIVE), f32_bits(0.5));
        assert_eq!(half_min, 0);
    }

    #[test]
    fn unordered_comparisons_hold_for_nan() {
        let nan = f32_bits(f32::NAN);
        let one = f32_bits(1.0);
        assert!(!compare(Cmp::Lt, Ty::F32, false, nan, one));
        assert!(compare(Cmp::Ltu, Ty::F32, false, nan, one));
        assert!(compare(Cmp::Neu, Ty::F32, false, nan, nan));
        assert!(!compare(Cmp::Ne, Ty::F32, false, nan, one));
        assert!(compare(Cmp::Nan, Ty::F32, false, one, nan));
        assert!(compare(Cmp::Lo, Ty::U(32), false, 1, 0xffff_ffff));
        assert!(!compare(Cmp::Lt, Ty::S(32), false, 1, 0xffff_ffff));
    }

    #[test]
    fn float_to_integer_rounds_and_saturates() {
        let r = |mode, v: f32, to| convert(to, Ty::F32, CvtRounding::Integer(mode), false, false, f32_bits(v));
        assert_eq!(r(Rounding::NearestEven, 2.5, Ty::S(32)), 2);
        assert_eq!(r(Rounding::NearestEven, 3.5, Ty::S(32)), 4);
        assert_eq!(r(Rounding::Down, -0.5, Ty::S(32)), 0xffff_ffff);
        assert_eq!(r(Rounding::Up, 0.25, Ty::U(8)), 1);
        assert_eq!(r(Rounding::TowardZero, 300.0, Ty::U(8)), 255);
        assert_eq!(r(Rounding::TowardZero, -1e10, Ty::S(32)), 0x8000_0000);
        assert_eq!(r(Rounding::TowardZero, f32::NAN, Ty::S(32)), 0);
    }

    #[test]
    fn round_to_integral_keeps_the_sign_of_zero() {
        let bits = convert(Ty::F64, Ty::F64, CvtRounding::Integer(Rounding::NearestEven), false, false, (-0.3f64).to_bits());
        assert_eq!(bits, (-0.0f64).to_bits());
        let bits = convert(Ty::F64, Ty::F64, CvtRounding::Integer(Rounding::Down), false, false, (-0.3f64).to_bits());
        assert_eq!(f64::from_bits(bits), -1.0);
    }

    #[test]
    fn narrowing_conversions_round_in_the_asked_direction() {
        let third = (1.0f64 / 3.0).to_bits();
        let down = convert(Ty::F32, Ty::F64, CvtRounding::Float(Rounding::Down), false, false, third);
        let up = convert(Ty::F32, Ty::F64, CvtRounding::Float(Rounding::Up), false, false, third);
        assert_eq!(up, down + 1);
        let big = convert(Ty::F16, Ty::S(32), CvtRounding::Float(Rounding::TowardZero), false, false, 100_000);
        assert_eq!(big, u64::from(half::f16::MAX.to_bits()));
    }

    #[test]
    fn min_and_max_prefer_numbers_and_order_zeros() {
        let (nan, one, neg_zero) = (f32_bits(f32::NAN), f32_bits(1.0), f32_bits(-0.0));
        assert_eq!(binary(FloatOp::Min, Ty::F32, Rounding::NearestEven, false, false, nan, one), one);
        assert_eq!(binary(FloatOp::Min, Ty::F32, Rounding::NearestEven, false, true, nan, one), 0x7fff_ffff);
        assert_eq!(binary(FloatOp::Min, Ty::F32, Rounding::NearestEven, false, false, 0, neg_zero), neg_zero);
        assert_eq!(binary(FloatOp::Max, Ty::F32, Rounding::NearestEven, false, false, neg_zero, 0), 0);
    }
}
