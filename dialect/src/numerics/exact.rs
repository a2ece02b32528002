//! Exact floating-point arithmetic for the interpreter: the binary formats of
//! the dialect, decoding their bits, and computing `+ - * / fma sqrt` and
//! conversions exactly, then rounding once to the target format under any of
//! the four IEEE directions.
//!
//! Every operation first produces an [`Exact`] value (an integer significand
//! with a binary exponent and a sticky bit standing for any nonzero part lost
//! below it) and then calls [`round`], so there is no double rounding, and
//! subnormal results, ties and overflow follow IEEE 754 for every format, f64
//! included. NaN results are the canonical NaN of the format (positive sign,
//! all exponent and significand bits set), which is what NVIDIA GPUs produce.

use crate::Scalar;

/// A rounding direction of IEEE 754.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    NearestEven,
    /// To nearest; ties away from zero (13.4's `nearest_away`, PTX's `.rna`).
    NearestAway,
    TowardZero,
    /// Toward negative infinity.
    Down,
    /// Toward positive infinity.
    Up,
}

/// What a result beyond the largest finite value becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnOverflow {
    /// IEEE 754: infinity (or the largest finite value, as the rounding
    /// direction says); a format without infinity gives NaN instead.
    Ieee,
    /// The largest finite value of the same sign (PTX's `.satfinite`).
    Saturate,
}

/// A binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub exp_bits: u32,
    /// Stored significand bits (without the implicit one).
    pub mant_bits: u32,
    /// Whether the all-ones exponent encodes infinities and NaNs (IEEE); when
    /// false (f8E4M3FN) it holds finite values and only all-ones bits are NaN.
    pub ieee_specials: bool,
    /// Zero bits stored below the significand (tf32 keeps f32's layout).
    pub pad_bits: u32,
    /// Every pattern is a finite number: no NaN, no infinity (f4E2M1FN).
    /// Overflow and infinities saturate to the largest value of the sign; a
    /// NaN becomes `+0` (the choice `numerics::float` makes and documents).
    pub finite_only: bool,
}

pub const F64: Format = Format { exp_bits: 11, mant_bits: 52, ieee_specials: true, pad_bits: 0, finite_only: false };
pub const F32: Format = Format { exp_bits: 8, mant_bits: 23, ieee_specials: true, pad_bits: 0, finite_only: false };
pub const TF32: Format = Format { exp_bits: 8, mant_bits: 10, ieee_specials: true, pad_bits: 13, finite_only: false };
pub const F16: Format = Format { exp_bits: 5, mant_bits: 10, ieee_specials: true, pad_bits: 0, finite_only: false };
pub const BF16: Format = Format { exp_bits: 8, mant_bits: 7, ieee_specials: true, pad_bits: 0, finite_only: false };
pub const F8E4M3FN: Format = Format { exp_bits: 4, mant_bits: 3, ieee_specials: false, pad_bits: 0, finite_only: false };
pub const F8E5M2: Format = Format { exp_bits: 5, mant_bits: 2, ieee_specials: true, pad_bits: 0, finite_only: false };
pub const F4E2M1FN: Format = Format { exp_bits: 2, mant_bits: 1, ieee_specials: false, pad_bits: 0, finite_only: true };

impl Format {
    /// The format of a float scalar type (`None` for integers, f8E8M0FNU and fnv8E5M3FNU).
    pub fn of(s: Scalar) -> Option<Format> {
        Some(match s {
            Scalar::F64 => F64,
            Scalar::F32 => F32,
            Scalar::Tf32 => TF32,
            Scalar::F16 => F16,
            Scalar::Bf16 => BF16,
            Scalar::F8E4m3fn => F8E4M3FN,
            Scalar::F8E5m2 => F8E5M2,
            Scalar::F4E2m1fn => F4E2M1FN,
            _ => return None,
        })
    }

    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }

    /// Significand precision in bits, the implicit one included.
    fn precision(self) -> u32 {
        self.mant_bits + 1
    }

    /// The exponent of the smallest normal value.
    fn emin(self) -> i32 {
        1 - self.bias()
    }

    fn sign_bit(self) -> u64 {
        1 << (self.exp_bits + self.mant_bits + self.pad_bits)
    }

    fn mant_mask(self) -> u64 {
        (1 << self.mant_bits) - 1
    }

    fn exp_mask(self) -> u64 {
        (1 << self.exp_bits) - 1
    }

    /// The canonical NaN (`+0` in a finite-only format, which has none).
    pub fn nan(self) -> u64 {
        if self.finite_only {
            return 0;
        }
        ((self.exp_mask() << self.mant_bits) | self.mant_mask()) << self.pad_bits
    }

    pub fn infinity(self, negative: bool) -> u64 {
        if self.finite_only {
            return self.max_finite_bits(negative);
        }
        if !self.ieee_specials {
            return self.nan();
        }
        self.with_sign(self.exp_mask() << self.mant_bits << self.pad_bits, negative)
    }

    pub fn zero(self, negative: bool) -> u64 {
        self.with_sign(0, negative)
    }

    fn with_sign(self, bits: u64, negative: bool) -> u64 {
        if negative {
            bits | self.sign_bit()
        } else {
            bits
        }
    }

    /// The largest finite value as (significand, exponent).
    fn max_finite(self) -> (u64, i32) {
        let emax_field = if self.ieee_specials { self.exp_mask() - 1 } else { self.exp_mask() };
        let mant = if self.ieee_specials || self.finite_only { self.mant_mask() } else { self.mant_mask() - 1 };
        let significand = (1 << self.mant_bits) | mant;
        (significand, emax_field as i32 - self.bias() - self.mant_bits as i32)
    }

    pub fn max_finite_bits(self, negative: bool) -> u64 {
        let (significand, exp) = self.max_finite();
        let field = (exp + self.bias() + self.mant_bits as i32) as u64;
        self.with_sign(((field << self.mant_bits) | (significand & self.mant_mask())) << self.pad_bits, negative)
    }

    /// Whether `bits` is a subnormal value (nonzero, with a zero exponent field).
    pub fn is_subnormal(self, bits: u64) -> bool {
        let magnitude = (bits & (self.sign_bit() - 1)) >> self.pad_bits;
        magnitude != 0 && magnitude >> self.mant_bits == 0
    }

    /// Flushes a subnormal to the zero of its sign.
    pub fn flush(self, bits: u64) -> u64 {
        if self.is_subnormal(bits) {
            bits & self.sign_bit()
        } else {
            bits
        }
    }

    /// Flips the sign bit.
    pub fn negate(self, bits: u64) -> u64 {
        bits ^ self.sign_bit()
    }

    /// Clears the sign bit.
    pub fn abs(self, bits: u64) -> u64 {
        bits & !self.sign_bit()
    }

    /// Decodes an element's bits.
    pub fn decode(self, bits: u64) -> Num {
        let negative = bits & self.sign_bit() != 0;
        let field = (bits >> self.pad_bits >> self.mant_bits) & self.exp_mask();
        let mant = (bits >> self.pad_bits) & self.mant_mask();
        if self.ieee_specials && field == self.exp_mask() {
            return if mant == 0 { Num::Inf(negative) } else { Num::Nan };
        }
        if !self.ieee_specials && !self.finite_only && field == self.exp_mask() && mant == self.mant_mask() {
            return Num::Nan;
        }
        if field == 0 && mant == 0 {
            return Num::Zero(negative);
        }
        let (significand, exp) = if field == 0 { (mant, self.emin()) } else { (mant | (1 << self.mant_bits), field as i32 - self.bias()) };
        Num::Finite(Exact { negative, mant: significand as u128, exp: exp - self.mant_bits as i32, sticky: false })
    }
}

/// A decoded float: a class, or a finite nonzero value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Nan,
    Inf(bool),
    Zero(bool),
    Finite(Exact),
}

/// `±(mant + s) * 2^exp`, where `s` is 0 without `sticky` and some value
/// strictly between 0 and 1 with it. A sticky value keeps at least 55
/// significant bits (two more than f64's precision) in `mant`, so the bit that decides rounding is known.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exact {
    pub negative: bool,
    pub mant: u128,
    pub exp: i32,
    pub sticky: bool,
}

impl Exact {
    /// A nonzero integer.
    pub fn integer(negative: bool, magnitude: u128) -> Exact {
        Exact { negative, mant: magnitude, exp: 0, sticky: false }
    }

    /// The exponent of the leading bit.
    fn top(&self) -> i32 {
        self.exp + 127 - self.mant.leading_zeros() as i32
    }
}

fn bit_length(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// `v >> n` with the bits shifted out reported (any `n`).
fn shift_right_sticky(v: u128, n: u32) -> (u128, bool) {
    if n == 0 {
        (v, false)
    } else if n >= 128 {
        (0, v != 0)
    } else {
        (v >> n, v & ((1u128 << n) - 1) != 0)
    }
}

/// Rounds a nonzero exact value to `format`.
pub fn round(format: Format, x: Exact, mode: Rounding, overflow: OnOverflow) -> u64 {
    let p = format.precision() as i32;
    // The exponent of the last kept bit: p bits below the leading one, but
    // never below the last bit of the subnormals.
    let lsb = (x.top() - (p - 1)).max(format.emin() - format.mant_bits as i32);
    let shift = lsb - x.exp;
    let (mut q, round_up) = if shift <= 0 {
        // Everything kept is exact; a sticky part is below half a unit.
        let q = x.mant << (-shift) as u32;
        (q, x.sticky && direction_rounds_up(mode, x.negative))
    } else {
        let (q, _) = shift_right_sticky(x.mant, shift as u32);
        let rest = if shift >= 128 { x.mant } else { x.mant & ((1u128 << shift) - 1) };
        let half_exceeded_by = |rest: u128| -> std::cmp::Ordering {
            if shift > 128 {
                return std::cmp::Ordering::Less;
            }
            let half = 1u128 << (shift - 1);
            rest.cmp(&half).then(if x.sticky { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal })
        };
        let inexact = rest != 0 || x.sticky;
        let up = match mode {
            Rounding::NearestEven => match half_exceeded_by(rest) {
                std::cmp::Ordering::Greater => true,
                std::cmp::Ordering::Equal => q & 1 == 1,
                std::cmp::Ordering::Less => false,
            },
            Rounding::NearestAway => half_exceeded_by(rest) != std::cmp::Ordering::Less,
            _ => inexact && direction_rounds_up(mode, x.negative),
        };
        (q, up)
    };
    let mut lsb = lsb;
    if round_up {
        q += 1;
        if bit_length(q) as i32 > p {
            q >>= 1;
            lsb += 1;
        }
    }
    if q == 0 {
        return format.zero(x.negative);
    }
    let (max_mant, max_exp) = format.max_finite();
    let top = lsb + bit_length(q) as i32 - 1;
    let max_top = max_exp + format.mant_bits as i32;
    // At the top exponent a normal q has p bits, aligned with the largest value's.
    if top > max_top || (top == max_top && q > max_mant as u128) {
        return overflowed(format, x.negative, mode, overflow);
    }
    let bits = if top < format.emin() {
        q as u64
    } else {
        let field = (top + format.bias()) as u64;
        (field << format.mant_bits) | (q as u64 & format.mant_mask())
    };
    format.with_sign(bits << format.pad_bits, x.negative)
}

/// Whether a directed rounding moves an inexact value away from zero.
fn direction_rounds_up(mode: Rounding, negative: bool) -> bool {
    match mode {
        Rounding::Up => !negative,
        Rounding::Down => negative,
        Rounding::TowardZero | Rounding::NearestEven | Rounding::NearestAway => false,
    }
}

fn overflowed(format: Format, negative: bool, mode: Rounding, overflow: OnOverflow) -> u64 {
    let to_infinity = match mode {
        Rounding::NearestEven | Rounding::NearestAway => true,
        Rounding::TowardZero => false,
        Rounding::Up => !negative,
        Rounding::Down => negative,
    };
    if overflow == OnOverflow::Saturate || !to_infinity {
        format.max_finite_bits(negative)
    } else {
        format.infinity(negative)
    }
}

/// Encodes any decoded value in `format` (IEEE overflow).
pub fn encode(format: Format, n: Num, mode: Rounding) -> u64 {
    encode_with(format, n, mode, OnOverflow::Ieee)
}

pub fn encode_with(format: Format, n: Num, mode: Rounding, overflow: OnOverflow) -> u64 {
    match n {
        Num::Nan => format.nan(),
        Num::Inf(negative) if overflow == OnOverflow::Saturate => format.max_finite_bits(negative),
        Num::Inf(negative) => format.infinity(negative),
        Num::Zero(negative) => format.zero(negative),
        Num::Finite(x) => round(format, x, mode, overflow),
    }
}

/// Converts to f8E8M0FNU, an unsigned power of two `2^(code - 127)` for codes
/// 0 to 254 and NaN at 0xFF, rounding the magnitude toward zero or (with
/// `up`) toward +infinity and saturating into [2^-127, 2^127]: the sign is
/// ignored, zeros and values below 2^-127 give 2^-127, infinities 2^127, NaN
/// stays NaN. This is what NVIDIA's `cvt.{rz,rp}.satfinite.ue8m0x2.f32` does
/// (the conversion tileiras emits for `ftof`), as the portable path of
/// `__nv_cvt_float_to_e8m0` in NVIDIA's cuda_fp8.hpp spells it out.
pub fn to_e8m0(n: Num, up: bool) -> u64 {
    match n {
        Num::Nan => 0xff,
        Num::Inf(_) => 0xfe,
        Num::Zero(_) => 0,
        Num::Finite(x) => {
            // `top` is the exponent of the leading bit: floor(log2 |x|).
            let power_of_two = x.mant.is_power_of_two() && !x.sticky;
            let exponent = x.top() + i32::from(up && !power_of_two);
            (exponent + 127).clamp(0, 0xfe) as u64
        }
    }
}

/// The sign of an exact zero sum: +0 unless rounding down, or both addends are -0.
fn zero_sum_sign(a_negative: bool, b_negative: bool, mode: Rounding) -> bool {
    if a_negative == b_negative {
        a_negative
    } else {
        mode == Rounding::Down
    }
}

/// `a + b`, exactly (as far as rounding can tell).
pub fn add(a: Num, b: Num, mode: Rounding) -> Num {
    match (a, b) {
        (Num::Nan, _) | (_, Num::Nan) => Num::Nan,
        (Num::Inf(x), Num::Inf(y)) if x != y => Num::Nan,
        (Num::Inf(x), _) | (_, Num::Inf(x)) => Num::Inf(x),
        (Num::Zero(x), Num::Zero(y)) => Num::Zero(zero_sum_sign(x, y, mode)),
        (Num::Zero(_), other) | (other, Num::Zero(_)) => other,
        (Num::Finite(x), Num::Finite(y)) => add_finite(x, y, mode),
    }
}

/// The sum of two exact (non-sticky) values of at most 126 bits.
fn add_finite(x: Exact, y: Exact, mode: Rounding) -> Num {
    let (big, small) = if x.top() >= y.top() { (x, y) } else { (y, x) };
    // The larger operand's leading bit goes to bit 125, leaving a bit for a carry.
    let lead = 126 - bit_length(big.mant);
    let exp = big.exp - lead as i32;
    let big_mant = big.mant << lead;
    let d = small.exp - exp;
    let (small_mant, sticky) = if d >= 0 { (small.mant << d as u32, false) } else { shift_right_sticky(small.mant, (-d) as u32) };
    if big.negative == small.negative {
        return Num::Finite(Exact { negative: big.negative, mant: big_mant + small_mant, exp, sticky });
    }
    // Different signs: subtract the smaller magnitude; a sticky part of the
    // subtrahend borrows one unit.
    let (negative, mant) = if big_mant >= small_mant { (big.negative, big_mant - small_mant) } else { (small.negative, small_mant - big_mant) };
    if sticky {
        return Num::Finite(Exact { negative, mant: mant - 1, exp, sticky: true });
    }
    if mant == 0 {
        return Num::Zero(mode == Rounding::Down);
    }
    Num::Finite(Exact { negative, mant, exp, sticky: false })
}

/// `a * b`, exactly.
pub fn mul(a: Num, b: Num) -> Num {
    match (a, b) {
        (Num::Nan, _) | (_, Num::Nan) => Num::Nan,
        (Num::Inf(_), Num::Zero(_)) | (Num::Zero(_), Num::Inf(_)) => Num::Nan,
        (Num::Inf(x), other) | (other, Num::Inf(x)) => Num::Inf(x ^ negative(other)),
        (Num::Zero(x), other) | (other, Num::Zero(x)) => Num::Zero(x ^ negative(other)),
        (Num::Finite(x), Num::Finite(y)) => Num::Finite(Exact { negative: x.negative ^ y.negative, mant: x.mant * y.mant, exp: x.exp + y.exp, sticky: false }),
    }
}

fn negative(n: Num) -> bool {
    match n {
        Num::Nan => false,
        Num::Inf(s) | Num::Zero(s) => s,
        Num::Finite(x) => x.negative,
    }
}

/// `a * b + c` with a single rounding (operands of at most 64 bits).
pub fn fma(a: Num, b: Num, c: Num, mode: Rounding) -> Num {
    add(mul(a, b), c, mode)
}

/// `a / b`.
pub fn div(a: Num, b: Num) -> Num {
    match (a, b) {
        (Num::Nan, _) | (_, Num::Nan) | (Num::Inf(_), Num::Inf(_)) | (Num::Zero(_), Num::Zero(_)) => Num::Nan,
        (Num::Inf(x), other) => Num::Inf(x ^ negative(other)),
        (other, Num::Zero(y)) => Num::Inf(y ^ negative(other)),
        (Num::Zero(x), other) => Num::Zero(x ^ negative(other)),
        (other, Num::Inf(y)) => Num::Zero(y ^ negative(other)),
        (Num::Finite(x), Num::Finite(y)) => {
            // Widen the dividend so the quotient has at least 64 bits.
            let lead = 127 - bit_length(x.mant);
            let dividend = x.mant << lead;
            let (q, r) = (dividend / y.mant, dividend % y.mant);
            Num::Finite(Exact { negative: x.negative ^ y.negative, mant: q, exp: x.exp - lead as i32 - y.exp, sticky: r != 0 })
        }
    }
}

/// The square root.
pub fn sqrt(a: Num) -> Num {
    match a {
        Num::Nan | Num::Inf(true) => Num::Nan,
        Num::Inf(false) => Num::Inf(false),
        Num::Zero(s) => Num::Zero(s),
        Num::Finite(x) if x.negative => Num::Nan,
        Num::Finite(x) => {
            // Widen to about 126 bits with an even exponent; the root then has 63.
            let mut lead = 126 - bit_length(x.mant);
            if (x.exp - lead as i32) % 2 != 0 {
                lead -= 1;
            }
            let radicand = x.mant << lead;
            let root = radicand.isqrt();
            Num::Finite(Exact { negative: false, mant: root, exp: (x.exp - lead as i32) / 2, sticky: root * root != radicand })
        }
    }
}

/// An f64 as a decoded number.
pub fn from_f64(v: f64) -> Num {
    F64.decode(v.to_bits())
}

/// A decoded number as the nearest f64.
pub fn to_f64(n: Num) -> f64 {
    f64::from_bits(encode(F64, n, Rounding::NearestEven))
}

/// The truncation toward zero of a finite value, as a magnitude that
/// saturates at `u128::MAX`.
pub fn truncate(x: Exact) -> u128 {
    if x.exp >= 0 {
        if bit_length(x.mant) as i32 + x.exp > 128 {
            u128::MAX
        } else {
            x.mant << x.exp as u32
        }
    } else {
        shift_right_sticky(x.mant, (-x.exp) as u32).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// f4E2M1FN: every pattern decodes to its value, and rounding any f64
    /// agrees with the literal parser's independent rounding (`float::from_f64`):
    /// nearest-even, saturating at ±6, NaN to +0.
    #[test]
    fn f4e2m1fn_decodes_and_rounds_as_the_literal_parser_does() {
        let values = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0];
        for bits in 0..16u64 {
            let v = values[(bits & 7) as usize] * if bits & 8 != 0 { -1.0 } else { 1.0 };
            assert_eq!(to_f64(F4E2M1FN.decode(bits)), v, "{bits:#x}");
            assert_eq!(encode(F4E2M1FN, from_f64(v), Rounding::NearestEven), if v == 0.0 && bits != 0 { 8 } else { bits }, "{v}");
        }
        let fmt = crate::numerics::float::FloatFormat::F4E2M1FN;
        for i in -400..=400 {
            let x = i as f64 / 32.0;
            for v in [x, x * 1e3, x * 1e-3, f64::INFINITY, f64::NEG_INFINITY, f64::NAN] {
                assert_eq!(encode(F4E2M1FN, from_f64(v), Rounding::NearestEven), crate::numerics::float::from_f64(fmt, v), "{v}");
            }
        }
        assert_eq!(encode_with(F4E2M1FN, from_f64(7.0), Rounding::TowardZero, OnOverflow::Ieee), 0x7);
        assert_eq!(encode(F4E2M1FN, from_f64(2.9), Rounding::TowardZero), 0x4);
        assert_eq!(encode(F4E2M1FN, from_f64(-2.1), Rounding::Down), 0xd);
    }

    /// f8E8M0FNU: powers of two are exact in both directions, anything
    /// between two of them goes to the lower one toward zero and the upper
    /// one toward +infinity, and the ends saturate.
    #[test]
    fn e8m0_rounds_magnitudes_to_powers_of_two() {
        let both = |v: f64| (to_e8m0(from_f64(v), false), to_e8m0(from_f64(v), true));
        assert_eq!(both(1.0), (127, 127));
        assert_eq!(both(3.0), (128, 129));
        assert_eq!(both(-3.0), (128, 129));
        assert_eq!(both(0.75), (126, 127));
        assert_eq!(both(0.0), (0, 0));
        assert_eq!(both(-0.0), (0, 0));
        assert_eq!(both(2f64.powi(-127)), (0, 0));
        assert_eq!(both(2f64.powi(-127) * 1.5), (0, 1));
        assert_eq!(both(2f64.powi(-140)), (0, 0));
        assert_eq!(both(2f64.powi(127)), (254, 254));
        assert_eq!(both(2f64.powi(127) * 1.5), (254, 254));
        assert_eq!(both(1e300), (254, 254));
        assert_eq!(both(f64::INFINITY), (254, 254));
        assert_eq!(both(f64::NEG_INFINITY), (254, 254));
        assert_eq!(both(f64::NAN), (255, 255));
        // Just above a power of two, as f64 and as a sticky quotient.
        assert_eq!(both(1.0 + f64::EPSILON), (127, 128));
        assert_eq!(to_e8m0(div(from_f64(4.0), from_f64(3.0)), true), 128);
        assert_eq!(to_e8m0(div(from_f64(4.0), from_f64(3.0)), false), 127);
    }

    fn f32_op(a: f32, b: f32, mode: Rounding, op: fn(Num, Num, Rounding) -> Num) -> f32 {
        f32::from_bits(encode(F32, op(F32.decode(a.to_bits() as u64), F32.decode(b.to_bits() as u64), mode), mode) as u32)
    }

    #[test]
    fn nearest_even_matches_hardware_f32() {
        let values = [1.0f32, 3.0, 0.1, -7.5, 1e-40, 3.4e38, -1e-45, 16777217.0, 1.0e-20, 123456.79];
        for &a in &values {
            for &b in &values {
                assert_eq!(f32_op(a, b, Rounding::NearestEven, add).to_bits(), (a + b).to_bits(), "{a} + {b}");
                assert_eq!(f32_op(a, b, Rounding::NearestEven, |x, y, _| mul(x, y)).to_bits(), (a * b).to_bits(), "{a} * {b}");
                assert_eq!(f32_op(a, b, Rounding::NearestEven, |x, y, _| div(x, y)).to_bits(), (a / b).to_bits(), "{a} / {b}");
            }
            let r = f32::from_bits(encode(F32, sqrt(F32.decode(a.to_bits() as u64)), Rounding::NearestEven) as u32);
            if a < 0.0 {
                assert_eq!(r.to_bits(), 0x7fff_ffff, "sqrt {a} is the canonical NaN");
            } else {
                assert_eq!(r.to_bits(), a.sqrt().to_bits(), "sqrt {a}");
            }
        }
    }

    #[test]
    fn f64_matches_hardware_including_fma() {
        let values = [1.0f64, 0.1, -3.0e300, 5e-324, 2.2250738585072014e-308, 1.0 + f64::EPSILON, -0.3];
        for &a in &values {
            for &b in &values {
                assert_eq!(to_f64(add(from_f64(a), from_f64(b), Rounding::NearestEven)).to_bits(), (a + b).to_bits());
                assert_eq!(to_f64(div(from_f64(a), from_f64(b))).to_bits(), (a / b).to_bits());
                for &c in &values {
                    assert_eq!(to_f64(fma(from_f64(a), from_f64(b), from_f64(c), Rounding::NearestEven)).to_bits(), a.mul_add(b, c).to_bits(), "fma {a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn directed_modes_bracket_the_exact_value() {
        let (one, third) = (from_f64(1.0), from_f64(3.0));
        let q = div(one, third);
        let down = f32::from_bits(encode(F32, q, Rounding::Down) as u32);
        let up = f32::from_bits(encode(F32, q, Rounding::Up) as u32);
        assert_eq!(up.to_bits(), down.to_bits() + 1);
        assert_eq!(encode(F32, q, Rounding::TowardZero), down.to_bits() as u64);
        let neg = div(from_f64(-1.0), third);
        assert_eq!(encode(F32, neg, Rounding::TowardZero), (-down).to_bits() as u64);
        assert_eq!(encode(F32, neg, Rounding::Down), (-up).to_bits() as u64);
        // 1 + 2^-60 rounds up only toward +inf.
        let tiny = add(one, from_f64(2f64.powi(-60)), Rounding::Up);
        assert_eq!(encode(F64, tiny, Rounding::Up), (1.0f64 + f64::EPSILON).to_bits());
        assert_eq!(encode(F64, tiny, Rounding::NearestEven), 1.0f64.to_bits());
        let below = add(one, from_f64(-(2f64.powi(-80))), Rounding::Down);
        assert_eq!(encode(F64, below, Rounding::Down), (1.0f64 - f64::EPSILON / 2.0).to_bits());
        assert_eq!(encode(F64, below, Rounding::Up), 1.0f64.to_bits());
    }

    #[test]
    fn overflow_and_zero_signs() {
        let big = from_f64(f64::MAX);
        assert_eq!(encode(F64, add(big, big, Rounding::TowardZero), Rounding::TowardZero), f64::MAX.to_bits());
        assert_eq!(encode(F64, add(big, big, Rounding::NearestEven), Rounding::NearestEven), f64::INFINITY.to_bits());
        assert_eq!(encode(F16, from_f64(65520.0), Rounding::NearestEven), 0x7c00);
        assert_eq!(encode(F16, from_f64(65519.0), Rounding::NearestEven), 0x7bff);
        assert_eq!(add(from_f64(1.0), from_f64(-1.0), Rounding::Down), Num::Zero(true));
        assert_eq!(add(from_f64(1.0), from_f64(-1.0), Rounding::NearestEven), Num::Zero(false));
    }

    #[test]
    fn small_formats() {
        // f8E4M3FN: 448 is the largest value, 464 ties to it, above that is NaN
        // (or 448 when saturating).
        assert_eq!(encode(F8E4M3FN, from_f64(448.0), Rounding::NearestEven), 0x7e);
        assert_eq!(encode(F8E4M3FN, from_f64(464.0), Rounding::NearestEven), 0x7e);
        assert_eq!(encode(F8E4M3FN, from_f64(470.0), Rounding::NearestEven), 0x7f);
        assert_eq!(encode_with(F8E4M3FN, from_f64(-1e9), Rounding::NearestEven, OnOverflow::Saturate), 0xfe);
        assert_eq!(encode(F8E4M3FN, from_f64(2f64.powi(-9)), Rounding::NearestEven), 0x01);
        assert_eq!(encode(F8E4M3FN, from_f64(2f64.powi(-10)), Rounding::NearestEven), 0x00);
        assert_eq!(to_f64(F8E4M3FN.decode(0x7e)), 448.0);
        // f8E5M2 is the top byte of f16.
        assert_eq!(encode(F8E5M2, from_f64(57344.0), Rounding::NearestEven), 0x7b);
        assert_eq!(encode(F8E5M2, from_f64(61440.0), Rounding::NearestEven), 0x7c);
        // bf16 and tf32.
        assert_eq!(encode(BF16, from_f64(1.0 + 2f64.powi(-8)), Rounding::NearestEven), 0x3f80);
        assert_eq!(encode(BF16, from_f64(1.0 + 2f64.powi(-8)), Rounding::NearestAway), 0x3f81);
        assert_eq!(encode(BF16, from_f64(-(1.0 + 2f64.powi(-8))), Rounding::NearestAway), 0xbf81);
        assert_eq!(encode(BF16, from_f64(1.0 + 2f64.powi(-9)), Rounding::NearestAway), 0x3f80);
        assert_eq!(encode(BF16, from_f64(1.0 + 3.0 * 2f64.powi(-8)), Rounding::NearestEven), 0x3f82);
        assert_eq!(encode(TF32, from_f64(1.0 + 2f64.powi(-11) + 2f64.powi(-20)), Rounding::NearestEven), 0x3f80_2000);
        assert_eq!(to_f64(TF32.decode(0x3f80_2000)), 1.0 + 2f64.powi(-10));
        assert_eq!(TF32.nan(), 0x7fff_e000);
        // A subnormal that rounds up to the smallest normal.
        assert_eq!(encode(F16, from_f64(2f64.powi(-14) * (1.0 - 2f64.powi(-12))), Rounding::NearestEven), 0x0400);
    }

    #[test]
    fn flush_and_truncate() {
        assert_eq!(F32.flush(1), 0);
        assert_eq!(F32.flush(0x8000_0001), 0x8000_0000);
        assert_eq!(F32.flush(0x0080_0000), 0x0080_0000);
        let Num::Finite(x) = from_f64(-2.75) else { unreachable!() };
        assert_eq!(truncate(x), 2);
        let Num::Finite(x) = from_f64(1e300) else { unreachable!() };
        assert_eq!(truncate(x), u128::MAX);
    }
}
