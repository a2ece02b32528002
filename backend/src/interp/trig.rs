//! sin, cos and tan of an f64, correctly rounded but for the rarest
//! near-ties, for every finite argument.
//!
//! The platform's functions are not used for these three: glibc 2.36's
//! lose up to hundreds of ulps where a huge argument lies next to a
//! multiple of pi/2 (`sin(-0x1.66bd5424e5655p+92)` is 576 ulps off), as its
//! reduction keeps the reduced argument to some 2^-99 absolute while it
//! can be as small as 2^-61. Here `x = q pi/2 + r` is reduced exactly
//! enough for every double (Payne-Hanek: the bits of 2/pi in
//! [`TWO_OVER_PI_BITS`], integer products), and sin r and cos r are summed
//! by their Taylor series in double-double arithmetic (about 2^-100
//! relative) before one rounding. The reduction table is shared with the
//! PTX backend (`crate::shared::trig`).

pub use crate::shared::trig::{TWO_OVER_PI_BITS, TWO_OVER_PI_WINDOW_BIAS};

pub fn sin(x: f64) -> f64 {
    evaluate(x, Function::Sin)
}

pub fn cos(x: f64) -> f64 {
    evaluate(x, Function::Cos)
}

pub fn tan(x: f64) -> f64 {
    evaluate(x, Function::Tan)
}

#[derive(Clone, Copy, PartialEq)]
enum Function {
    Sin,
    Cos,
    Tan,
}

fn evaluate(x: f64, function: Function) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    if x == 0.0 {
        // Keeps the sign of a zero for the odd functions.
        return if function == Function::Cos { 1.0 } else { x };
    }
    let (quadrant, r) = reduce(x);
    let (sin_r, cos_r) = (sin_series(r), cos_series(r));
    let result = match (function, quadrant & 3) {
        (Function::Sin, 0) | (Function::Cos, 3) => sin_r,
        (Function::Sin, 1) | (Function::Cos, 0) => cos_r,
        (Function::Sin, 2) | (Function::Cos, 1) => sin_r.neg(),
        (Function::Sin, _) | (Function::Cos, _) => cos_r.neg(),
        (Function::Tan, q) if q % 2 == 0 => sin_r.div(cos_r),
        (Function::Tan, _) => cos_r.div(sin_r).neg(),
    };
    result.hi
}

/// `x = quadrant pi/2 + r`, |r| <= pi/4, `r` to about 2^-100 relative
/// (only `quadrant mod 4` is meaningful). See [`TWO_OVER_PI_BITS`]: `|x| =
/// m 2^(e - 1075)` with `m` the 53-bit significand; the bits of 2/pi worth
/// more than `2^(1075 - e - 2)` add multiples of 4 to `|x| 2/pi`, and the
/// next 192 bits times `m`, modulo 2^192, are `|x| 2/pi mod 4` in units of
/// 2^-190 (short by less than 2^-137 for the bits left out): the top two
/// bits are the quadrant, the other 190 the fraction, which is at least
/// 2^-62 for every double (6381956970095103 2^797 comes closest). From a
/// fraction of 1/2 on, the quadrant goes up by one and the fraction
/// `f` becomes `f - 1` (`-(1 - f)`, the complemented bits).
fn reduce(x: f64) -> (u64, Dd) {
    let magnitude = x.abs();
    if magnitude <= std::f64::consts::FRAC_PI_4 {
        return (0, Dd { hi: x, lo: 0.0 });
    }
    let bits = magnitude.to_bits();
    let exponent = (bits >> 52) as i64;
    let significand = (bits & ((1 << 52) - 1)) | (1 << 52);
    let first = (exponent - TWO_OVER_PI_WINDOW_BIAS) as usize;
    let (word, shift) = (first / 64, first % 64);
    let window = |i: usize| {
        let high = TWO_OVER_PI_BITS[word + i] << shift;
        if shift == 0 {
            high
        } else {
            high | TWO_OVER_PI_BITS[word + i + 1] >> (64 - shift)
        }
    };
    let m = u128::from(significand);
    let low_product = m * u128::from(window(2));
    let middle_product = m * u128::from(window(1)) + (low_product >> 64);
    let top = significand.wrapping_mul(window(0)).wrapping_add((middle_product >> 64) as u64);
    let upper_half = (top >> 61) & 1 == 1;
    let mut quadrant = (top >> 62) + u64::from(upper_half);
    // The fraction in units of 2^-126 (the top 126 bits), and the next 64.
    let mut fraction_high = (u128::from(top & ((1 << 62) - 1)) << 64) | (middle_product & u128::from(u64::MAX));
    let mut fraction_low = low_product as u64;
    if upper_half {
        fraction_high ^= (1 << 126) - 1;
        fraction_low = !fraction_low;
    }
    // Nearest to the top bits, then the rest (integer-valued, so exact).
    let head = fraction_high as f64;
    let residual = fraction_high as i128 - head as u128 as i128;
    let rest = residual as f64 + fraction_low as f64 * 2f64.powi(-64);
    let unit = 2f64.powi(-126);
    let fraction = Dd::fast_sum(head * unit, rest * unit);
    let mut r = fraction.mul(PI_OVER_2);
    if upper_half != (x < 0.0) {
        r = r.neg();
    }
    if x < 0.0 {
        quadrant = quadrant.wrapping_neg();
    }
    (quadrant, r)
}

/// pi/2 as a double-double.
const PI_OVER_2: Dd = Dd { hi: f64::from_bits(0x3FF9_21FB_5444_2D18), lo: f64::from_bits(0x3C91_A626_3314_5C07) };

/// Terms of the series: for |r| <= pi/4, `r^31 / 31!` is below 2^-125 `r`.
const SERIES_TERMS: u32 = 16;

/// `sin r = r (1 - r^2/3! + r^4/5! - ...)`, by Horner's rule in double-double.
fn sin_series(r: Dd) -> Dd {
    let r2 = r.mul(r);
    let mut sum = Dd::ONE;
    for k in (1..SERIES_TERMS).rev() {
        // 1 - r^2 / ((2k)(2k+1)) * sum
        let step = r2.mul(sum).div_f64(f64::from((2 * k) * (2 * k + 1)));
        sum = Dd::ONE.add(step.neg());
    }
    r.mul(sum)
}

/// `cos r = 1 - r^2/2! + r^4/4! - ...`, by Horner's rule in double-double.
fn cos_series(r: Dd) -> Dd {
    let r2 = r.mul(r);
    let mut sum = Dd::ONE;
    for k in (1..=SERIES_TERMS).rev() {
        // 1 - r^2 / ((2k-1)(2k)) * sum
        let step = r2.mul(sum).div_f64(f64::from((2 * k - 1) * (2 * k)));
        sum = Dd::ONE.add(step.neg());
    }
    sum
}

/// A double-double: `hi + lo` with `|lo| <= ulp(hi) / 2`, so that `hi` is
/// the sum rounded to nearest.
#[derive(Clone, Copy, Debug)]
struct Dd {
    hi: f64,
    lo: f64,
}

impl Dd {
    const ONE: Dd = Dd { hi: 1.0, lo: 0.0 };

    /// `a + b` exactly, for `|a| >= |b|` (or `a` zero).
    fn fast_sum(a: f64, b: f64) -> Dd {
        let hi = a + b;
        Dd { hi, lo: b - (hi - a) }
    }

    /// `a + b` exactly.
    fn sum(a: f64, b: f64) -> Dd {
        let hi = a + b;
        let b_part = hi - a;
        let a_part = hi - b_part;
        Dd { hi, lo: (a - a_part) + (b - b_part) }
    }

    /// `a * b` exactly (the fused multiply-add gives the product's error).
    fn product(a: f64, b: f64) -> Dd {
        let hi = a * b;
        Dd { hi, lo: a.mul_add(b, -hi) }
    }

    fn neg(self) -> Dd {
        Dd { hi: -self.hi, lo: -self.lo }
    }

    fn add(self, other: Dd) -> Dd {
        let high = Dd::sum(self.hi, other.hi);
        let low = Dd::sum(self.lo, other.lo);
        let partial = Dd::fast_sum(high.hi, high.lo + low.hi);
        Dd::fast_sum(partial.hi, partial.lo + low.lo)
    }

    fn mul(self, other: Dd) -> Dd {
        let p = Dd::product(self.hi, other.hi);
        Dd::fast_sum(p.hi, p.lo + self.hi * other.lo + self.lo * other.hi)
    }

    fn div_f64(self, d: f64) -> Dd {
        let q1 = self.hi / d;
        let rest = self.add(Dd::product(q1, d).neg());
        Dd::fast_sum(q1, rest.hi / d)
    }

    fn div(self, other: Dd) -> Dd {
        let q1 = self.hi / other.hi;
        let rest = self.add(other.mul(Dd { hi: q1, lo: 0.0 }).neg());
        let q2 = rest.hi / other.hi;
        let rest = rest.add(other.mul(Dd { hi: q2, lo: 0.0 }).neg());
        let q = Dd::fast_sum(q1, q2);
        Dd::fast_sum(q.hi, q.lo + rest.hi / other.hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fixed-point numbers: big-endian 32-bit limbs, the first one the
    /// integer part, the rest the fraction.
    type Fixed = Vec<u32>;

    fn divide(a: &Fixed, d: u32) -> Fixed {
        let mut remainder = 0u64;
        a.iter()
            .map(|&limb| {
                let current = (remainder << 32) | u64::from(limb);
                remainder = current % u64::from(d);
                (current / u64::from(d)) as u32
            })
            .collect()
    }

    fn add_or_subtract(a: &mut Fixed, b: &Fixed, subtract: bool) {
        let mut carry = 0i64;
        for i in (0..a.len()).rev() {
            let v = i64::from(a[i]) + if subtract { -i64::from(b[i]) } else { i64::from(b[i]) } + carry;
            a[i] = v.rem_euclid(1 << 32) as u32;
            carry = v.div_euclid(1 << 32);
        }
    }

    /// `times * atan(1/n)` by its series (`times` a power of two), to the
    /// precision of `limbs` limbs.
    fn atan_inverse(n: u32, times: u32, limbs: usize) -> Fixed {
        let mut one = vec![0; limbs];
        one[0] = 1;
        let mut power = divide(&one, n);
        let mut sum = power.clone();
        for k in 1u32.. {
            power = divide(&power, n * n);
            if power.iter().all(|&l| l == 0) {
                break;
            }
            add_or_subtract(&mut sum, &divide(&power, 2 * k + 1), k % 2 == 1);
        }
        for _ in 0..times.trailing_zeros() {
            let copy = sum.clone();
            add_or_subtract(&mut sum, &copy, false);
        }
        sum
    }

    /// The table read as a number is 2/pi to about 2^-1216: times pi
    /// (Machin's formula, 16 atan(1/5) - 4 atan(1/239)) it is 2 but for
    /// its truncation, so every bit of it is right.
    #[test]
    fn the_bits_of_two_over_pi_times_pi_make_two() {
        let limbs = 48;
        let mut pi = atan_inverse(5, 16, limbs);
        add_or_subtract(&mut pi, &atan_inverse(239, 4, limbs), true);
        assert_eq!(pi[0], 3);
        // The table as 32-bit limbs after the point (its word 0 is padding).
        assert_eq!(TWO_OVER_PI_BITS[0], 0);
        let table: Fixed = TWO_OVER_PI_BITS[1..].iter().flat_map(|&w| [(w >> 32) as u32, w as u32]).collect();
        // product[i + j + 1] collects table[i] * pi[j]: limb 0 is the integer part.
        let mut product = vec![0u128; table.len() + pi.len() + 1];
        for (i, &t) in table.iter().enumerate() {
            for (j, &p) in pi.iter().enumerate() {
                product[i + j + 1] += u128::from(t) * u128::from(p);
            }
        }
        for i in (1..product.len()).rev() {
            let carry = product[i] >> 32;
            product[i] &= 0xffff_ffff;
            product[i - 1] += carry;
        }
        // 2 - 2^-1216 pi < table * pi <= 2: the integer part 1, then ones
        // through the table's length but for its last limb.
        assert_eq!(product[0], 1, "{product:x?}");
        assert!(product[1..table.len()].iter().all(|&l| l == 0xffff_ffff), "{product:x?}");
    }

    /// Correctly rounded values (mpmath at 1500 bits, rounded once):
    /// arguments next to multiples of pi/2 (glibc 2.36 is 576 ulps off on
    /// the first, 8 and 14 on the second, the closest of all doubles), the
    /// largest double, 1e22, and small ones.
    #[test]
    fn matches_correctly_rounded_values() {
        // x, sin x, cos x, tan x (bits)
        let cases: [(u64, u64, u64, u64); 7] = [
            (0xC5B6_6BD5_424E_5655, 0x3C77_A6B2_243E_72F6, 0x3FF0_0000_0000_0000, 0x3C77_A6B2_243E_72F6),
            (0x7506_AC5B_262C_A1FF, 0x3FF0_0000_0000_0000, 0xBC21_4AE7_2E6B_A22F, 0xC3BD_9BA9_A797_5636),
            (0x4046_C6CB_C45D_C8DE, 0x3FF0_0000_0000_0000, 0xBC26_D61B_58C9_9C43, 0xC3B6_6B9E_BC48_50C6),
            (0x7FEF_FFFF_FFFF_FFFF, 0x3F74_52FC_98B3_4E97, 0xBFEF_FFE6_2ECF_AB75, 0xBF74_530C_FE72_9484),
            (0x4480_F0CF_064D_D592, 0xBFEB_453A_B76B_F397, 0x3FE0_BE2C_EF01_C8F4, 0xBFFA_0F79_C1B6_B257),
            (0xBFF0_0000_0000_0000, 0xBFEA_ED54_8F09_0CEE, 0x3FE1_4A28_0FB5_068C, 0xBFF8_EB24_5CBE_E3A6),
            (0x4119_3C05_C9ED_3CBC, 0x3FF0_0000_0000_0000, 0xBCB0_65D7_3720_C4F9, 0xC32F_3942_8ED7_2AA4),
        ];
        for (x, s, c, t) in cases {
            let x = f64::from_bits(x);
            assert_eq!((sin(x).to_bits(), cos(x).to_bits(), tan(x).to_bits()), (s, c, t), "x = {x:e}");
            assert_eq!((sin(-x).to_bits(), cos(-x).to_bits(), tan(-x).to_bits()), (s ^ 1 << 63, c, t ^ 1 << 63), "x = {:e}", -x);
        }
    }

    #[test]
    fn zeros_keep_their_sign_and_the_rest_is_nan() {
        assert_eq!(sin(-0.0).to_bits(), (-0.0f64).to_bits());
        assert_eq!(tan(-0.0).to_bits(), (-0.0f64).to_bits());
        assert_eq!(cos(-0.0), 1.0);
        for v in [f64::INFINITY, f64::NEG_INFINITY, f64::NAN] {
            assert!(sin(v).is_nan() && cos(v).is_nan() && tan(v).is_nan());
        }
    }
}
