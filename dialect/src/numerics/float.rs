//! Float literals, exactly as MLIR prints and parses them.
//!
//! This module owns the dialect's float formats ([`FloatFormat`], each with
//! its APFloat semantics and bit layout) and the text of their literals. A
//! value is carried as its bit pattern in the low bits of a `u64`.
//!
//! # Printing: [`format_float`]
//!
//! MLIR's `printFloatValue` (mlir/lib/IR/AsmPrinter.cpp) tries, in order:
//!
//! 1. for a finite value, `APFloat::toString(s, /*FormatPrecision=*/6,
//!    /*FormatMaxPadding=*/0, /*TruncateZero=*/false)`, kept if parsing `s`
//!    back into the same semantics (`APFloat(sem, s)`, correctly rounded)
//!    gives the identical bits: `1.000000e+00`, `-2.500000e-01`;
//! 2. the default `toString()` (precision 0, padding 3, `TruncateZero`), kept
//!    if it contains a `.`: `3.14159274`, `9.99999974E-5`;
//! 3. otherwise, and always for infinities and NaNs, the raw bits as
//!    `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`:
//!    `0x` and upper-case digits, no padding (`0x7FC00000`, `0x7C00`).
//!
//! `toString` (`IEEEFloat::toString` / `toStringImpl` in
//! llvm/lib/Support/APFloat.cpp), for a value `sig * 2^exp` (`sig` the
//! significand as an integer of `precision` bits), is ported step by step in
//! `ap_to_string` below:
//!
//! - a precision of 0 means `2 + precision_bits * 59 / 196` digits (17 for
//!   f64, 9 for f32, 5 for f16 and tf32, 4 for bf16, 3 for f8E4M3FN, 2 for
//!   f8E5M2 and f8E8M0FNU);
//! - the exact value is made a decimal integer times `10^exp`; if it has more
//!   bits than `precision` digits need, whole powers of ten are first cut off
//!   by *truncating* division, then the digit string (trailing zeros dropped)
//!   is cut to `precision` digits rounding *half up* on the first dropped
//!   digit. Both steps are LLVM's, including their quirks: the result is at
//!   most `precision` significant digits, not always correctly rounded;
//! - with padding 0 the form is always scientific: one digit, `.`, the other
//!   digits, zeros up to `precision` digits after the point (so 6 significant
//!   digits and a 7th always `0`: `3.141590e+00`), `e`, the exponent's sign
//!   and at least two digits. Zero is `0.000000e+00` (`-0.000000e+00`);
//! - with padding 3 (the default) the form is plain when the value is an
//!   integer of at most `precision` digits with at most 3 padding zeros
//!   (`16777216`, no `.`: step 3 then prints hex), or when its leading digit
//!   is at most 3 places right of the point (`0.99999994`, `0.00123`);
//!   otherwise scientific with `E`, a one-digit-minimum exponent and `.0`
//!   for a single digit (`3.40282347E+38`, `9.99999974E-5`, `1.0E+10`).
//!
//! # Parsing: [`parse_decimal`], [`parse_decimal_via_f64`], [`from_hex_bits`]
//!
//! [`parse_decimal`] is `APFloat::convertFromString` in the target semantics
//! (what step 1 above parses with): the exact decimal value rounded once to
//! nearest, ties to even, where "even" is APFloat's low significand bit (so
//! f8E8M0FNU, whose one significand bit is always 1, rounds ties up). Zero
//! and values below half the smallest subnormal give a signed zero
//! (f8E8M0FNU, which has no zero, gives its smallest value `0x00`, as
//! APFloat's `makeSmallestNormalized`); overflow gives infinity, or the NaN
//! of the sign for the NaN-only formats (f8E4M3FN: `0x7F`/`0xFF` above 464;
//! f8E8M0FNU: `0xFF`), or the largest value of the sign for f4E2M1FN, which
//! has neither (`0x7`/`0xF`, ±6, from 7 up). APFloat clamps a written exponent to ±24000; so do we.
//!
//! Method: the literal is scanned into its significant digits and a decimal
//! exponent, cut to 800 digits with a nonzero digit appended when more
//! follow (every exact tie of an f64 or narrower has fewer significant
//! digits, so this never moves the result across a rounding boundary), and
//! read by Rust's correctly rounded `f64`/`f32` parsers. For the narrower
//! formats the `f64` is then rounded to the format: that second rounding can
//! only differ from rounding the exact value when the `f64` lands exactly on
//! a tie of the format (the format's ties are `f64` values and rounding is
//! monotone), and then an exact big-integer comparison of the decimal with
//! that tie decides.
//!
//! MLIR's own parser does not round once: `Parser::parseFloatFromLiteral`
//! (mlir/lib/AsmParser/Parser.cpp) reads the token with
//! `Token::getFloatingPointValue` (`StringRef::getAsDouble`, which also
//! accepts overflow as infinity) and then `APFloat::convert`s the double to
//! the element type. [`parse_decimal_via_f64`] does exactly that; it differs
//! from [`parse_decimal`] only for literals that are within half an f64 ulp
//! of a tie of a narrower format without being on it (never for text that
//! [`format_float`] prints). A hex literal (`parseFloatFromIntegerLiteral`)
//! is the bit pattern itself and must fit in the format's width.

use std::cmp::Ordering;

use crate::Scalar;

/// The float formats, with their APFloat semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    /// IEEE binary16 (`APFloat::IEEEhalf`).
    F16,
    /// bfloat16 (`APFloat::BFloat`).
    Bf16,
    /// IEEE binary32 (`APFloat::IEEEsingle`).
    F32,
    /// NVIDIA's TensorFloat-32 (`APFloat::FloatTF32`): 1 sign, 8 exponent and
    /// 10 mantissa bits, 19 bits in all.
    Tf32,
    /// IEEE binary64 (`APFloat::IEEEdouble`).
    F64,
    /// `APFloat::Float8E4M3FN`: no infinities, NaN is `S.1111.111`, max 448.
    F8E4M3FN,
    /// `APFloat::Float8E5M2`: IEEE-like 8-bit float.
    F8E5M2,
    /// `APFloat::Float8E8M0FNU`: unsigned powers of two `2^-127..=2^127`, no
    /// zero, NaN is `0xFF`.
    F8E8M0FNU,
    /// `APFloat::Float4E2M1FN` (13.3): 1 sign, 2 exponent and 1 mantissa
    /// bits; finite only (no infinities, no NaN), max 6.
    F4E2M1FN,
    /// NVIDIA's unsigned 8-bit float (13.4, spelled `fnv8E5M3FNU`): no sign,
    /// 5 exponent and 3 mantissa bits (bias 15, subnormals), no infinities,
    /// NaN is `0xFF`, max 114688.
    FNV8E5M3FNU,
}

/// How a format encodes what is not an ordinary finite number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    /// IEEE 754: an all-ones exponent is infinity (zero mantissa) or NaN.
    Ieee,
    /// Only NaN, as all ones below the sign; the all-ones exponent is
    /// otherwise finite (f8E4M3FN).
    NanAllOnes,
    /// Exponent only: no sign, no zero, no subnormals; `0xFF` is NaN
    /// (f8E8M0FNU).
    ExponentOnly,
    /// Every pattern is a finite number; overflow saturates to the largest
    /// (f4E2M1FN).
    FiniteOnly,
    /// No sign bit; only NaN, as all ones (fnv8E5M3FNU).
    UnsignedNanAllOnes,
}

/// APFloat's `fltSemantics`, reduced to what this module needs.
#[derive(Clone, Copy, Debug)]
struct Semantics {
    /// Significand bits including the integer bit.
    precision: u32,
    /// The largest `e` such that `2^e` is representable.
    max_exponent: i32,
    /// The smallest `e` such that `2^e` is a normal number.
    min_exponent: i32,
    /// Bits in the encoding (`sizeInBits`).
    size_in_bits: u32,
    encoding: Encoding,
}

impl FloatFormat {
    pub const ALL: &'static [FloatFormat] = &[
        FloatFormat::F16,
        FloatFormat::Bf16,
        FloatFormat::F32,
        FloatFormat::Tf32,
        FloatFormat::F64,
        FloatFormat::F8E4M3FN,
        FloatFormat::F8E5M2,
        FloatFormat::F8E8M0FNU,
        FloatFormat::F4E2M1FN,
        FloatFormat::FNV8E5M3FNU,
    ];

    /// The format of a float scalar; `None` for the integer ones.
    pub fn of(s: Scalar) -> Option<Self> {
        match s {
            Scalar::F16 => Some(FloatFormat::F16),
            Scalar::Bf16 => Some(FloatFormat::Bf16),
            Scalar::F32 => Some(FloatFormat::F32),
            Scalar::Tf32 => Some(FloatFormat::Tf32),
            Scalar::F64 => Some(FloatFormat::F64),
            Scalar::F8E4m3fn => Some(FloatFormat::F8E4M3FN),
            Scalar::F8E5m2 => Some(FloatFormat::F8E5M2),
            Scalar::F8E8m0fnu => Some(FloatFormat::F8E8M0FNU),
            Scalar::F4E2m1fn => Some(FloatFormat::F4E2M1FN),
            Scalar::Fnv8E5m3fnu => Some(FloatFormat::FNV8E5M3FNU),
            _ => None,
        }
    }

    /// The type's name in the text form (`f8E4M3FN`).
    pub fn name(self) -> &'static str {
        match self {
            FloatFormat::F16 => "f16",
            FloatFormat::Bf16 => "bf16",
            FloatFormat::F32 => "f32",
            FloatFormat::Tf32 => "tf32",
            FloatFormat::F64 => "f64",
            FloatFormat::F8E4M3FN => "f8E4M3FN",
            FloatFormat::F8E5M2 => "f8E5M2",
            FloatFormat::F8E8M0FNU => "f8E8M0FNU",
            FloatFormat::F4E2M1FN => "f4E2M1FN",
            FloatFormat::FNV8E5M3FNU => "fnv8E5M3FNU",
        }
    }

    /// Bits in the encoding, as APFloat counts them (`semanticsSizeInBits`,
    /// MLIR's `FloatType::getWidth`): 19 for tf32, though it is stored in 32
    /// (`Scalar::width`). Hex literals and printed hex are this wide.
    pub fn bit_width(self) -> u32 {
        self.semantics().size_in_bits
    }

    fn semantics(self) -> Semantics {
        let (precision, max_exponent, min_exponent, size_in_bits, encoding) = match self {
            FloatFormat::F16 => (11, 15, -14, 16, Encoding::Ieee),
            FloatFormat::Bf16 => (8, 127, -126, 16, Encoding::Ieee),
            FloatFormat::F32 => (24, 127, -126, 32, Encoding::Ieee),
            FloatFormat::Tf32 => (11, 127, -126, 19, Encoding::Ieee),
            FloatFormat::F64 => (53, 1023, -1022, 64, Encoding::Ieee),
            FloatFormat::F8E4M3FN => (4, 8, -6, 8, Encoding::NanAllOnes),
            FloatFormat::F8E5M2 => (3, 15, -14, 8, Encoding::Ieee),
            FloatFormat::F8E8M0FNU => (1, 127, -127, 8, Encoding::ExponentOnly),
            FloatFormat::F4E2M1FN => (2, 2, 0, 4, Encoding::FiniteOnly),
            FloatFormat::FNV8E5M3FNU => (4, 16, -14, 8, Encoding::UnsignedNanAllOnes),
        };
        Semantics { precision, max_exponent, min_exponent, size_in_bits, encoding }
    }

    fn mask(self) -> u64 {
        low_bits(self.bit_width())
    }

    /// Whether `self` holds every normal value of `from` with its precision:
    /// at least as many significand bits and an exponent range that covers
    /// `from`'s normal one. This is what NVIDIA's 13.4 tools call a widening
    /// conversion (f8E8M0FNU's `2^-127` is below f32's normal range, so
    /// f8E8M0FNU to f32 is not one; fnv8E5M3FNU's `2^16` is above f16's).
    pub fn widens(self, from: FloatFormat) -> bool {
        let (to, from) = (self.semantics(), from.semantics());
        to.precision >= from.precision && to.max_exponent >= from.max_exponent && to.min_exponent <= from.min_exponent
    }

    /// The sign bit of the encoding (none in f8E8M0FNU, which is unsigned).
    pub fn sign_mask(self) -> u64 {
        self.sign_bit()
    }

    /// The bits of the infinity of that sign; `None` where the format has no
    /// infinities (f8E4M3FN, f8E8M0FNU, f4E2M1FN).
    pub fn infinity(self, negative: bool) -> Option<u64> {
        (self.semantics().encoding == Encoding::Ieee).then(|| overflow_bits(self, negative))
    }

    /// The canonical quiet NaN: positive, with the exponent all ones and the
    /// top significand bit set (IEEE formats); all ones below the sign
    /// (f8E4M3FN); `0xFF` (f8E8M0FNU); `None` for f4E2M1FN, which has none.
    pub fn quiet_nan(self) -> Option<u64> {
        let sem = self.semantics();
        match sem.encoding {
            Encoding::Ieee => Some(overflow_bits(self, false) | 1 << (sem.precision - 2)),
            Encoding::NanAllOnes | Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes => Some(overflow_bits(self, false)),
            Encoding::FiniteOnly => None,
        }
    }

    /// Whether `bits` encode an infinity of either sign.
    pub fn is_infinite(self, bits: u64) -> bool {
        matches!(decode(self, bits), Decoded::Infinity { .. })
    }

    fn sign_bit(self) -> u64 {
        match self.semantics().encoding {
            Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes => 0,
            _ => 1 << (self.bit_width() - 1),
        }
    }
}

fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// A value taken apart as APFloat holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Decoded {
    Zero { negative: bool },
    /// `sig * 2^exp`; `sig` has the integer bit set unless subnormal.
    Finite { negative: bool, sig: u64, exp: i32 },
    Infinity { negative: bool },
    NaN,
}

/// Takes `bits` apart (bits above the format's width are ignored).
fn decode(fmt: FloatFormat, bits: u64) -> Decoded {
    let sem = fmt.semantics();
    let bits = bits & fmt.mask();
    if sem.encoding == Encoding::ExponentOnly {
        if bits == 0xFF {
            return Decoded::NaN;
        }
        return Decoded::Finite { negative: false, sig: 1, exp: bits as i32 - 127 };
    }
    let frac_bits = sem.precision - 1;
    let sign_bits = u32::from(fmt.sign_bit() != 0);
    let exp_bits = sem.size_in_bits - sign_bits - frac_bits;
    let negative = bits & fmt.sign_bit() != 0;
    let biased = (bits >> frac_bits) & low_bits(exp_bits);
    let frac = bits & low_bits(frac_bits);
    let all_ones = low_bits(exp_bits);
    match sem.encoding {
        Encoding::Ieee if biased == all_ones => {
            return if frac == 0 { Decoded::Infinity { negative } } else { Decoded::NaN };
        }
        Encoding::NanAllOnes | Encoding::UnsignedNanAllOnes if biased == all_ones && frac == low_bits(frac_bits) => return Decoded::NaN,
        _ => {}
    }
    let unbias = |e: i64| (e + i64::from(sem.min_exponent) - 1) as i32;
    if biased == 0 {
        if frac == 0 {
            Decoded::Zero { negative }
        } else {
            Decoded::Finite { negative, sig: frac, exp: sem.min_exponent - frac_bits as i32 }
        }
    } else {
        let exponent = unbias(biased as i64);
        Decoded::Finite { negative, sig: frac | 1 << frac_bits, exp: exponent - frac_bits as i32 }
    }
}

/// The bits of a (signed) zero; f8E8M0FNU has none and gives its smallest
/// value, as APFloat does.
fn zero_bits(fmt: FloatFormat, negative: bool) -> u64 {
    if negative {
        fmt.sign_bit()
    } else {
        0
    }
}

/// What a round-to-nearest overflow gives (APFloat's `handleOverflow`):
/// infinity, NaN of the same sign for the NaN-only formats, the largest
/// finite value of the same sign for the finite-only one.
fn overflow_bits(fmt: FloatFormat, negative: bool) -> u64 {
    let sem = fmt.semantics();
    let sign = if negative { fmt.sign_bit() } else { 0 };
    match sem.encoding {
        Encoding::Ieee => sign | (low_bits(sem.size_in_bits - sem.precision) << (sem.precision - 1)),
        Encoding::NanAllOnes | Encoding::FiniteOnly => sign | low_bits(sem.size_in_bits - 1),
        Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes => low_bits(sem.size_in_bits),
    }
}

/// How much of the value a truncation dropped, relative to half an ulp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

/// The result of rounding, and whether the value was exactly a tie.
#[derive(Clone, Copy, Debug)]
struct Rounded {
    bits: u64,
    tie: bool,
}

/// Rounds `mant * 2^exp2` (`mant > 0`) to nearest-even, as APFloat's
/// `normalize` does: ties go to the value whose lowest significand bit is
/// clear; overflow as [`overflow_bits`]; f8E4M3FN's all-ones pattern at the
/// top exponent is an overflow (it is NaN).
fn round_magnitude(fmt: FloatFormat, negative: bool, mant: u64, exp2: i32) -> Rounded {
    let sem = fmt.semantics();
    let p = sem.precision as i32;
    let top = 63 - mant.leading_zeros() as i32 + exp2;
    if top > sem.max_exponent {
        return Rounded { bits: overflow_bits(fmt, negative), tie: false };
    }
    let mut exponent = top.max(sem.min_exponent);
    // Bits of `mant` below the format's last significand bit.
    let shift = exponent - (p - 1) - exp2;
    let (mut kept, lost) = if shift <= 0 {
        (mant << -shift, Lost::Zero)
    } else if shift > 64 {
        // mant < 2^64 <= 2^(shift - 1): less than half of the last bit.
        (0, Lost::LessThanHalf)
    } else {
        let wide = u128::from(mant);
        let dropped = wide & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let lost = if dropped == 0 {
            Lost::Zero
        } else {
            match dropped.cmp(&half) {
                Ordering::Less => Lost::LessThanHalf,
                Ordering::Equal => Lost::Half,
                Ordering::Greater => Lost::MoreThanHalf,
            }
        };
        ((wide >> shift) as u64, lost)
    };
    let tie = lost == Lost::Half;
    let up = match lost {
        Lost::MoreThanHalf => true,
        Lost::Half => kept & 1 == 1,
        Lost::Zero | Lost::LessThanHalf => false,
    };
    if up {
        kept += 1;
        if kept == 1 << p {
            kept >>= 1;
            exponent += 1;
            if exponent > sem.max_exponent {
                return Rounded { bits: overflow_bits(fmt, negative), tie };
            }
        }
    }
    if matches!(sem.encoding, Encoding::NanAllOnes | Encoding::UnsignedNanAllOnes) && exponent == sem.max_exponent && kept == low_bits(sem.precision) {
        return Rounded { bits: overflow_bits(fmt, negative), tie };
    }
    if kept == 0 {
        return Rounded { bits: zero_bits(fmt, negative), tie };
    }
    let bits = match sem.encoding {
        Encoding::ExponentOnly => (exponent + 127) as u64,
        Encoding::Ieee | Encoding::NanAllOnes | Encoding::FiniteOnly | Encoding::UnsignedNanAllOnes => {
            let frac_bits = sem.precision - 1;
            let biased = if kept >> frac_bits != 0 { (exponent - sem.min_exponent + 1) as u64 } else { 0 };
            let sign = if negative { fmt.sign_bit() } else { 0 };
            sign | biased << frac_bits | (kept & low_bits(frac_bits))
        }
    };
    Rounded { bits, tie }
}

/// Rounds a finite `f64` to the format; `None` for infinities and NaNs.
fn round_f64(fmt: FloatFormat, v: f64) -> Option<Rounded> {
    if !v.is_finite() {
        return None;
    }
    let negative = v.is_sign_negative();
    if v == 0.0 {
        return Some(Rounded { bits: zero_bits(fmt, negative), tie: false });
    }
    let raw = v.to_bits();
    let biased = ((raw >> 52) & 0x7FF) as i32;
    let frac = raw & low_bits(52);
    let (mant, exp2) = if biased == 0 { (frac, -1074) } else { (frac | 1 << 52, biased - 1075) };
    Some(round_magnitude(fmt, negative, mant, exp2))
}

/// MLIR's `printFloatValue`: the shortest exact form MLIR prints. Bits above
/// the format's width are ignored.
pub fn format_float(fmt: FloatFormat, bits: u64) -> String {
    let bits = bits & fmt.mask();
    let decoded = decode(fmt, bits);
    if matches!(decoded, Decoded::Zero { .. } | Decoded::Finite { .. }) {
        let exponential = ap_to_string(fmt, decoded, ToStringOptions::EXPONENTIAL);
        // The standard library reads f32 and f64 correctly rounded, as
        // `parse_decimal` does, and much faster.
        let reads_back = match fmt {
            FloatFormat::F32 => exponential.parse::<f32>().map(|v| u64::from(v.to_bits())) == Ok(bits),
            FloatFormat::F64 => exponential.parse::<f64>().map(f64::to_bits) == Ok(bits),
            _ => parse_decimal(fmt, &exponential) == Ok(bits),
        };
        if reads_back {
            return exponential;
        }
        let default = ap_to_string(fmt, decoded, ToStringOptions::DEFAULT);
        if default.contains('.') {
            return default;
        }
    }
    format!("0x{bits:X}")
}

/// The arguments of `APFloat::toString`.
#[derive(Clone, Copy, Debug)]
struct ToStringOptions {
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
}

impl ToStringOptions {
    /// `toString(s, 6, 0, false)`, printFloatValue's first try.
    const EXPONENTIAL: ToStringOptions = ToStringOptions { precision: 6, max_padding: 0, truncate_zero: false };
    /// `toString(s)`: `FormatPrecision = 0, FormatMaxPadding = 3, TruncateZero = true`.
    const DEFAULT: ToStringOptions = ToStringOptions { precision: 0, max_padding: 3, truncate_zero: true };
}

/// `IEEEFloat::toString` for a zero or finite value (see the module doc).
fn ap_to_string(fmt: FloatFormat, value: Decoded, opts: ToStringOptions) -> String {
    let mut out = String::new();
    let (negative, sig, exp) = match value {
        Decoded::Finite { negative, sig, exp } => (negative, sig, exp),
        Decoded::Zero { negative } => {
            if negative {
                out.push('-');
            }
            if opts.max_padding != 0 {
                out.push('0');
            } else if opts.truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..opts.precision {
                    out.push('0');
                }
                out.push_str("e+00");
            }
            return out;
        }
        Decoded::Infinity { negative: true } => return "-Inf".to_string(),
        Decoded::Infinity { negative: false } => return "+Inf".to_string(),
        Decoded::NaN => return "NaN".to_string(),
    };
    if negative {
        out.push('-');
    }
    let mut precision = opts.precision;
    if precision == 0 {
        // "How to Print Floating-Point Numbers Accurately" (Steele & White).
        precision = 2 + fmt.semantics().precision * 59 / 196;
    }

    // The value as a decimal integer `n` times 10^exp.
    let zeros = sig.trailing_zeros();
    let mut exp = exp + zeros as i32;
    let mut n = Big::from_u64(sig >> zeros);
    if exp > 0 {
        n.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        // n * 2^-e == n * 5^e * 10^-e
        n.mul_pow5(exp.unsigned_abs());
    }

    // AdjustToPrecision(APInt&): cut whole powers of ten, truncating.
    let bits = n.bit_len();
    let bits_required = (precision * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens != 0 {
            exp += tens as i32;
            n.div_pow10(tens);
        }
    }

    // The digits, most significant first, trailing zeros dropped.
    let mut digits = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            digits.push(b'0' + d);
            in_trail = false;
        }
    }
    digits.reverse();
    adjust_digits_to_precision(&mut digits, &mut exp, precision as usize);

    let n_digits = digits.len();
    let scientific = if opts.max_padding == 0 {
        true
    } else if exp >= 0 {
        // 765e3 -> 765000, unless that looks more precise than it is.
        exp as u32 > opts.max_padding || n_digits as u32 + exp as u32 > precision
    } else {
        let msd = exp + n_digits as i32 - 1;
        msd < 0 && msd.unsigned_abs() > opts.max_padding
    };

    let digit = |i: usize| char::from(digits[i]);
    if scientific {
        exp += n_digits as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if n_digits == 1 && opts.truncate_zero {
            out.push('0');
        } else {
            out.extend((1..n_digits).map(digit));
        }
        if !opts.truncate_zero && precision as usize > n_digits - 1 {
            for _ in 0..precision as usize - n_digits + 1 {
                out.push('0');
            }
        }
        out.push(if opts.truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let magnitude = exp.unsigned_abs().to_string();
        if !opts.truncate_zero && magnitude.len() < 2 {
            out.push('0');
        }
        out.push_str(&magnitude);
    } else if exp >= 0 {
        out.extend((0..n_digits).map(digit));
        for _ in 0..exp {
            out.push('0');
        }
    } else {
        let whole = exp + n_digits as i32;
        if whole > 0 {
            let whole = whole as usize;
            out.extend((0..whole).map(digit));
            out.push('.');
            out.extend((whole..n_digits).map(digit));
        } else {
            out.push_str("0.");
            for _ in 0..whole.unsigned_abs() {
                out.push('0');
            }
            out.extend((0..n_digits).map(digit));
        }
    }
    out
}

/// AdjustToPrecision on the digit buffer (most significant first): keeps
/// `precision` digits, rounding half up on the first dropped digit, and
/// drops the zeros that leaves at the end.
fn adjust_digits_to_precision(digits: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    let mut end = precision;
    if digits[precision] < b'5' {
        // The leading digit is nonzero, so this stops at 1 at the latest.
        while end > 1 && digits[end - 1] == b'0' {
            end -= 1;
        }
    } else {
        while end > 0 && digits[end - 1] == b'9' {
            end -= 1;
        }
        if end == 0 {
            *exp += n as i32;
            digits.clear();
            digits.push(b'1');
            return;
        }
        digits[end - 1] += 1;
    }
    *exp += (n - end) as i32;
    digits.truncate(end);
}

/// A decimal literal taken apart: `digits * 10^exp10`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    /// ASCII significant digits without leading or trailing zeros; empty for
    /// zero.
    digits: Vec<u8>,
    exp10: i64,
}

/// APFloat's `readExponent` caps a written exponent at this magnitude.
const OVERLARGE_EXPONENT: i64 = 24000;

/// Digits kept for rounding; every tie of f64 or a narrower format has
/// fewer significant digits (at most 767).
const MAX_DIGITS: usize = 800;

/// Scans `[+-]? (d+ (. d*)? | . d+) ([eE] [+-]? d+)?`.
fn scan_decimal(text: &str) -> Result<Decimal, String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let negative = match bytes.first() {
        None => return Err("expected a float literal, found nothing".to_string()),
        Some(b'-') => {
            i = 1;
            true
        }
        Some(b'+') => {
            i = 1;
            false
        }
        Some(_) => false,
    };
    let body = &text[i..];
    if body.starts_with("0x") || body.starts_with("0X") {
        return Err(format!("`{text}` is a hex literal: hex float literals are bit patterns (from_hex_bits)"));
    }
    if ["inf", "infinity", "nan"].iter().any(|w| body.eq_ignore_ascii_case(w)) {
        return Err(format!("`{text}` is not a decimal literal: infinities and NaNs are written as hex bit patterns"));
    }
    let digits_from = |i: &mut usize| {
        let start = *i;
        while *i < bytes.len() && bytes[*i].is_ascii_digit() {
            *i += 1;
        }
        &bytes[start..*i]
    };
    let int_part = digits_from(&mut i);
    let mut frac_part: &[u8] = &[];
    if bytes.get(i) == Some(&b'.') {
        i += 1;
        frac_part = digits_from(&mut i);
    }
    if int_part.is_empty() && frac_part.is_empty() {
        return match text[i..].chars().next() {
            Some(c) if c != 'e' && c != 'E' => Err(format!("unexpected `{c}` at byte {i} of float literal `{text}`")),
            _ => Err(format!("expected digits in float literal `{text}`")),
        };
    }
    let mut exponent: i64 = 0;
    if matches!(bytes.get(i), Some(b'e' | b'E')) {
        i += 1;
        let exp_negative = match bytes.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let exp_digits = digits_from(&mut i);
        if exp_digits.is_empty() {
            return Err(format!("expected digits in the exponent of float literal `{text}`"));
        }
        for &d in exp_digits {
            exponent = (exponent * 10 + i64::from(d - b'0')).min(OVERLARGE_EXPONENT);
        }
        if exp_negative {
            exponent = -exponent;
        }
    }
    if let Some(c) = text[i..].chars().next() {
        return Err(format!("unexpected `{c}` at byte {i} of float literal `{text}`"));
    }

    let all: Vec<u8> = int_part.iter().chain(frac_part).copied().collect();
    let first = all.iter().position(|&d| d != b'0').unwrap_or(all.len());
    let last = all.iter().rposition(|&d| d != b'0').map_or(first, |p| p + 1);
    let digits = all[first..last].to_vec();
    let exp10 = exponent - frac_part.len() as i64 + (all.len() - last) as i64;
    Ok(Decimal { negative, digits, exp10 })
}

/// A decimal literal (`1.5`, `-2.0e-3`, `3`) rounded once to the format,
/// nearest-even, as `APFloat::convertFromString` does (see the module doc
/// for zero, underflow and overflow). Returns the bits. Hex literals,
/// `inf` and `nan` are errors, and so is a negative f8E8M0FNU literal (the
/// format has no sign; LLVM aborts on it).
pub fn parse_decimal(fmt: FloatFormat, text: &str) -> Result<u64, String> {
    let decimal = scan_decimal(text)?;
    check_sign(fmt, &decimal, text)?;
    round_decimal(fmt, &decimal)
}

/// A decimal literal as MLIR's parser reads it: rounded to `f64` first, then
/// converted to the format (double rounding; see the module doc).
pub fn parse_decimal_via_f64(fmt: FloatFormat, text: &str) -> Result<u64, String> {
    let decimal = scan_decimal(text)?;
    check_sign(fmt, &decimal, text)?;
    // The text is a checked decimal literal, which the standard library
    // rounds to f64 correctly too, and faster; `round_decimal` is the
    // fallback for the spellings it does not take.
    let double = match text.parse::<f64>() {
        Ok(double) => double,
        Err(_) => f64::from_bits(round_decimal(FloatFormat::F64, &decimal)?),
    };
    Ok(from_f64(fmt, double))
}

fn check_sign(fmt: FloatFormat, decimal: &Decimal, text: &str) -> Result<(), String> {
    if decimal.negative && fmt.sign_bit() == 0 {
        return Err(format!("`{text}`: {} has no negative values", fmt.name()));
    }
    Ok(())
}

fn round_decimal(fmt: FloatFormat, decimal: &Decimal) -> Result<u64, String> {
    let negative = decimal.negative;
    if decimal.digits.is_empty() {
        return Ok(zero_bits(fmt, negative));
    }
    // The power of ten of the leading digit. Beyond ±400 every format
    // overflows (10^400 > 2^1024) or underflows (10^-399 < 2^-1075).
    let leading = decimal.exp10 + decimal.digits.len() as i64 - 1;
    if leading > 400 {
        return Ok(overflow_bits(fmt, negative));
    }
    if leading < -400 {
        return Ok(zero_bits(fmt, negative));
    }
    let (digits, exp10) = if decimal.digits.len() > MAX_DIGITS {
        // The digits end in a nonzero one, so the dropped tail is nonzero:
        // stand in for it with a 1 one place further down.
        let mut cut = decimal.digits[..MAX_DIGITS].to_vec();
        cut.push(b'1');
        (cut, decimal.exp10 + (decimal.digits.len() - MAX_DIGITS) as i64 - 1)
    } else {
        (decimal.digits.clone(), decimal.exp10)
    };
    let mut canonical = String::from_utf8_lossy(&digits).into_owned();
    canonical.push_str(&format!("e{exp10}"));
    let internal = |e: std::num::ParseFloatError| format!("internal error reading `{canonical}`: {e}");
    let sign = if negative { fmt.sign_bit() } else { 0 };
    match fmt {
        FloatFormat::F64 => return Ok(sign | canonical.parse::<f64>().map_err(internal)?.to_bits()),
        FloatFormat::F32 => return Ok(sign | u64::from(canonical.parse::<f32>().map_err(internal)?.to_bits())),
        _ => {}
    }
    let x = canonical.parse::<f64>().map_err(internal)?;
    // The decimal is below 10^401, so `x` is finite.
    let Some(rounded) = round_f64(fmt, x) else {
        return Ok(overflow_bits(fmt, negative));
    };
    let bits = if rounded.tie {
        // `x` is exactly a tie of the format; the decimal may not be.
        let neighbour = |up: bool| f64::from_bits(if up { x.to_bits() + 1 } else { x.to_bits() - 1 });
        let decided = match compare_decimal_with(&digits, exp10, x) {
            Ordering::Equal => rounded,
            order => round_f64(fmt, neighbour(order == Ordering::Greater)).unwrap_or(rounded),
        };
        decided.bits
    } else {
        rounded.bits
    };
    // `x` is the magnitude (rounding is symmetric); the sign goes on last.
    Ok(bits | sign)
}

/// Compares `digits * 10^exp10` with a positive finite `x`, exactly.
fn compare_decimal_with(digits: &[u8], exp10: i64, x: f64) -> Ordering {
    let raw = x.to_bits();
    let biased = ((raw >> 52) & 0x7FF) as i64;
    let frac = raw & low_bits(52);
    let (mant, exp2) = if biased == 0 { (frac, -1074) } else { (frac | 1 << 52, biased - 1075) };
    let mut left = Big::from_digits(digits);
    let mut right = Big::from_u64(mant);
    if exp10 >= 0 {
        left.mul_pow10(exp10.unsigned_abs());
    } else {
        right.mul_pow10(exp10.unsigned_abs());
    }
    if exp2 >= 0 {
        right.shl(exp2 as u32);
    } else {
        left.shl(exp2.unsigned_abs() as u32);
    }
    left.cmp(&right)
}

/// A hex literal `0x7FC00000` taken as the raw bits. Errors unless it is
/// `0x` and hex digits whose value fits in [`FloatFormat::bit_width`] bits
/// (leading zeros are fine), as MLIR's `parseFloatFromIntegerLiteral`.
pub fn from_hex_bits(fmt: FloatFormat, hex: &str) -> Result<u64, String> {
    let Some(digits) = hex.strip_prefix("0x") else {
        return Err(format!("expected a hex literal `0x...`, found `{hex}`"));
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(format!("expected hex digits after `0x` in `{hex}`"));
    }
    let significant = digits.trim_start_matches('0');
    let too_wide = || format!("hexadecimal float constant {hex} out of range for type {}", fmt.name());
    if significant.len() > 16 {
        return Err(too_wide());
    }
    let value = match significant {
        "" => 0,
        _ => u64::from_str_radix(significant, 16).map_err(|e| e.to_string())?,
    };
    if value & !fmt.mask() != 0 {
        return Err(too_wide());
    }
    Ok(value)
}

/// The value as f64: exact for every finite value and infinity. A NaN keeps
/// its sign and, for the IEEE formats, its payload in the top mantissa bits,
/// quieted (APFloat's `convert`); f64 bits are returned unchanged.
pub fn to_f64(fmt: FloatFormat, bits: u64) -> f64 {
    if fmt == FloatFormat::F64 {
        return f64::from_bits(bits);
    }
    let sem = fmt.semantics();
    match decode(fmt, bits) {
        Decoded::Zero { negative } => {
            if negative {
                -0.0
            } else {
                0.0
            }
        }
        Decoded::Infinity { negative } => {
            if negative {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Decoded::Finite { negative, sig, exp } => {
            // sig < 2^24 and -149 <= exp <= 104 here: both exact in f64.
            let magnitude = sig as f64 * f64::from_bits(((exp + 1023) as u64) << 52);
            if negative {
                -magnitude
            } else {
                magnitude
            }
        }
        Decoded::NaN if matches!(sem.encoding, Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes) => f64::NAN,
        Decoded::NaN => {
            let sign = if bits & fmt.sign_bit() != 0 { 1u64 << 63 } else { 0 };
            let payload = (bits & low_bits(sem.precision - 1)) << (53 - sem.precision);
            f64::from_bits(sign | 0x7FF8_0000_0000_0000 | payload)
        }
    }
}

/// Rounds an f64 to the format, nearest-even, as `APFloat::convert` does
/// (overflow as [`parse_decimal`]). f64 itself is returned bit for bit. A
/// NaN keeps its sign and the top of its payload, quieted, in the IEEE
/// formats; it is the format's NaN in the NaN-only ones. f8E8M0FNU, which has
/// no sign, gives NaN for a negative nonzero value and `0x00` for zeros.
/// f4E2M1FN, which has neither NaN nor infinities, saturates an infinity to
/// its largest value of that sign and gives `+0` for a NaN (APFloat has no
/// rule for that conversion: this is a choice).
pub fn from_f64(fmt: FloatFormat, v: f64) -> u64 {
    if fmt == FloatFormat::F64 {
        return v.to_bits();
    }
    let sem = fmt.semantics();
    let negative = v.is_sign_negative();
    if v.is_nan() {
        return match sem.encoding {
            Encoding::Ieee => {
                let frac_bits = sem.precision - 1;
                let payload = (v.to_bits() & low_bits(52)) >> (52 - frac_bits);
                let quiet = 1 << (frac_bits - 1);
                overflow_bits(fmt, negative) | payload | quiet
            }
            Encoding::NanAllOnes | Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes => overflow_bits(fmt, negative),
            Encoding::FiniteOnly => 0,
        };
    }
    if negative && v != 0.0 && matches!(sem.encoding, Encoding::ExponentOnly | Encoding::UnsignedNanAllOnes) {
        return overflow_bits(fmt, false);
    }
    match round_f64(fmt, v) {
        Some(rounded) => rounded.bits,
        None => overflow_bits(fmt, negative),
    }
}

/// Just enough of an unsigned big integer for the conversions above:
/// little-endian 64-bit limbs, no high zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Big {
    limbs: Vec<u64>,
}

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big { limbs: vec![v] };
        b.trim();
        b
    }

    fn from_digits(digits: &[u8]) -> Big {
        let mut b = Big { limbs: Vec::new() };
        for chunk in digits.chunks(19) {
            let mut value = 0u64;
            for &d in chunk {
                value = value * 10 + u64::from(d - b'0');
            }
            b.mul_small(10u64.pow(chunk.len() as u32));
            b.add_small(value);
        }
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn bit_len(&self) -> u32 {
        match self.limbs.last() {
            None => 0,
            Some(top) => (self.limbs.len() as u32 - 1) * 64 + (64 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for limb in &mut self.limbs {
            let product = u128::from(*limb) * u128::from(m) + carry;
            *limb = product as u64;
            carry = product >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for limb in &mut self.limbs {
            if carry == 0 {
                break;
            }
            let (sum, overflow) = limb.overflowing_add(carry);
            *limb = sum;
            carry = u64::from(overflow);
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    fn shl(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        if bits != 0 {
            let mut carry = 0u64;
            for limb in &mut self.limbs {
                let next = *limb >> (64 - bits);
                *limb = *limb << bits | carry;
                carry = next;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 {
            let mut shifted = vec![0; words];
            shifted.append(&mut self.limbs);
            self.limbs = shifted;
        }
    }

    /// Divides in place, truncating; returns the remainder.
    fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for limb in self.limbs.iter_mut().rev() {
            let current = rem << 64 | u128::from(*limb);
            *limb = (current / u128::from(d)) as u64;
            rem = current % u128::from(d);
        }
        self.trim();
        rem as u64
    }

    fn mul_pow5(&mut self, mut k: u32) {
        const FIVE_27: u64 = 7_450_580_596_923_828_125; // 5^27 < 2^63
        while k >= 27 {
            self.mul_small(FIVE_27);
            k -= 27;
        }
        self.mul_small(5u64.pow(k));
    }

    fn mul_pow10(&mut self, mut k: u64) {
        while k >= 19 {
            self.mul_small(10u64.pow(19));
            k -= 19;
        }
        self.mul_small(10u64.pow(k as u32));
    }

    /// `floor(self / 10^k)`: truncating steps compose to a truncating whole.
    fn div_pow10(&mut self, mut k: u32) {
        while k >= 19 {
            self.div_small(10u64.pow(19));
            k -= 19;
        }
        self.div_small(10u64.pow(k));
    }
}

impl Ord for Big {
    fn cmp(&self, other: &Big) -> Ordering {
        self.limbs.len().cmp(&other.limbs.len()).then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, other: &Big) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn special_values_of_every_format() {
        use super::FloatFormat as F;
        let expect: [(F, Option<u64>, Option<u64>, u64); 9] = [
            (F::F64, Some(0x7ff0_0000_0000_0000), Some(0x7ff8_0000_0000_0000), 1 << 63),
            (F::F32, Some(0x7f80_0000), Some(0x7fc0_0000), 1 << 31),
            (F::Tf32, Some(0x3fc00), Some(0x3fe00), 1 << 18),
            (F::F16, Some(0x7c00), Some(0x7e00), 1 << 15),
            (F::Bf16, Some(0x7f80), Some(0x7fc0), 1 << 15),
            (F::F8E5M2, Some(0x7c), Some(0x7e), 1 << 7),
            (F::F8E4M3FN, None, Some(0x7f), 1 << 7),
            (F::F8E8M0FNU, None, Some(0xff), 0),
            (F::F4E2M1FN, None, None, 1 << 3),
        ];
        for (f, inf, nan, sign) in expect {
            assert_eq!(f.infinity(false), inf, "{f:?}");
            assert_eq!(f.infinity(true), inf.map(|i| i | sign), "{f:?}");
            assert_eq!(f.quiet_nan(), nan, "{f:?}");
            assert_eq!(f.sign_mask(), sign, "{f:?}");
            if let Some(nan) = nan {
                assert!(super::to_f64(f, nan).is_nan(), "{f:?}");
            }
            if let Some(i) = inf {
                assert!(f.is_infinite(i) && f.is_infinite(i | sign) && !f.is_infinite(nan.unwrap_or(0)), "{f:?}");
            }
        }
        // Every f4E2M1FN pattern is a number.
        let values: Vec<f64> = (0..16).map(|b| super::to_f64(F::F4E2M1FN, b)).collect();
        assert_eq!(values, [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]);
    }

    use super::FloatFormat::*;
    use super::*;

    /// xorshift64*: reproducible pseudo-random bits without a crate.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    fn check_prints(fmt: FloatFormat, cases: &[(u64, &str)]) {
        for &(bits, text) in cases {
            assert_eq!(format_float(fmt, bits), text, "{} 0x{bits:X}", fmt.name());
        }
    }

    fn check_parses(fmt: FloatFormat, cases: &[(&str, u64)]) {
        for &(text, bits) in cases {
            assert_eq!(parse_decimal(fmt, text), Ok(bits), "{} `{text}`", fmt.name());
        }
    }

    /// The shape of what MLIR's lexer reads as one float literal (the sign is
    /// a token of its own) or one hex integer.
    fn is_mlir_literal(text: &str) -> bool {
        if let Some(hex) = text.strip_prefix("0x") {
            return !hex.is_empty() && hex.bytes().all(|c| c.is_ascii_digit() || (b'A'..=b'F').contains(&c));
        }
        let body = text.strip_prefix('-').unwrap_or(text);
        let Some((int, rest)) = body.split_once('.') else { return false };
        let (frac, exp) = match rest.split_once(['e', 'E']) {
            Some((frac, exp)) => (frac, Some(exp.strip_prefix(['+', '-']).unwrap_or(exp))),
            None => (rest, None),
        };
        let digits = |s: &str| s.bytes().all(|c| c.is_ascii_digit());
        !int.is_empty() && digits(int) && digits(frac) && !matches!(exp, Some(e) if e.is_empty() || !digits(e))
    }

    /// Prints `bits` and reads the text back as MLIR would (hex as bits,
    /// decimal both correctly rounded and through f64): all must agree.
    fn check_round_trip(fmt: FloatFormat, bits: u64) {
        let text = format_float(fmt, bits);
        assert!(is_mlir_literal(&text), "{} 0x{bits:X} printed as `{text}`", fmt.name());
        let back = if text.starts_with("0x") {
            from_hex_bits(fmt, &text)
        } else {
            assert_eq!(parse_decimal_via_f64(fmt, &text), Ok(bits), "{} `{text}` via f64", fmt.name());
            parse_decimal(fmt, &text)
        };
        assert_eq!(back, Ok(bits), "{} 0x{bits:X} printed as `{text}`", fmt.name());
    }

    #[test]
    fn the_standard_reader_agrees_with_the_exact_one() {
        // `format_float` and `parse_decimal_via_f64` trust the standard
        // library for f32 and f64: check it against `parse_decimal` on
        // printed values, on both sides of rounding ties and at the ends.
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..3000 {
            let bits = next();
            for (fmt, bits) in [(F32, bits & 0xFFFF_FFFF), (F64, bits)] {
                let decoded = decode(fmt, bits);
                if !matches!(decoded, Decoded::Finite { .. }) {
                    continue;
                }
                for opts in [ToStringOptions::EXPONENTIAL, ToStringOptions::DEFAULT] {
                    let text = ap_to_string(fmt, decoded, opts);
                    let exact = parse_decimal(fmt, &text);
                    let standard = match fmt {
                        F32 => text.parse::<f32>().map(|v| u64::from(v.to_bits())).map_err(|e| e.to_string()),
                        _ => text.parse::<f64>().map(f64::to_bits).map_err(|e| e.to_string()),
                    };
                    assert_eq!(standard, exact, "{} `{text}`", fmt.name());
                    let exact_via_f64 = scan_decimal(&text).and_then(|d| round_decimal(F64, &d)).map(|d| from_f64(fmt, f64::from_bits(d)));
                    assert_eq!(parse_decimal_via_f64(fmt, &text), exact_via_f64, "{} `{text}` via f64", fmt.name());
                }
            }
        }
    }

    #[test]
    fn prints_upstream_examples() {
        check_prints(F32, &[
            (0x3F80_0000, "1.000000e+00"),
            (0x3DCC_CCCD, "1.000000e-01"),
            (0x4049_0FDB, "3.14159274"),
            (0x8000_0000, "-0.000000e+00"),
            (0x7FC0_0000, "0x7FC00000"),
            (0x7F80_0000, "0x7F800000"),
        ]);
        check_prints(F64, &[(0x3FB9_9999_9999_999A, "1.000000e-01"), (0x4009_21FB_5444_2D18, "3.1415926535897931")]);
        check_prints(Bf16, &[(0x40B0, "5.500000e+00")]);
        check_prints(F16, &[(0x4000, "2.000000e+00"), (0x7C00, "0x7C00")]);
    }

    // Expected strings for f16, bf16, f32 and f64 were checked against LLVM's
    // APFloat; the other formats follow the same code.
    #[test]
    fn prints_f16() {
        check_prints(F16, &[
            (0x3C00, "1.000000e+00"),
            (0xBC00, "-1.000000e+00"),
            (0x3555, "3.332520e-01"),
            (0x3C01, "1.000980e+00"),
            (0x5640, "1.000000e+02"),
            (0x7BFF, "6.550400e+04"),
            (0x0400, "6.103520e-05"),
            (0x03FF, "6.097560e-05"),
            (0x0002, "1.192090e-07"),
            (0x0001, "5.960460e-08"),
            (0x0000, "0.000000e+00"),
            (0x8000, "-0.000000e+00"),
            (0xFC00, "0xFC00"),
            (0x7E00, "0x7E00"),
            (0x7C01, "0x7C01"),
        ]);
    }

    #[test]
    fn prints_bf16() {
        check_prints(Bf16, &[
            (0x3F80, "1.000000e+00"),
            (0x3DCD, "1.000980e-01"),
            (0x4049, "3.140630e+00"),
            (0xC2F7, "-1.235000e+02"),
            (0x7F7F, "3.389530e+38"),
            (0x0080, "1.175490e-38"),
            (0x0001, "9.183550e-41"),
            (0x8000, "-0.000000e+00"),
            (0xFF80, "0xFF80"),
            (0x7FC0, "0x7FC0"),
            // 2^23: LLVM first cuts whole tens by truncation (8388608 ->
            // 838860), then rounds half up; correctly rounded would be 8.38861.
            (0x4B00, "8.388600e+06"),
            (0x4B01, "8.454140e+06"),
            (0x5F00, "9.223370e+18"),
        ]);
    }

    #[test]
    fn prints_f32() {
        check_prints(F32, &[
            (0x3F8C_CCCD, "1.100000e+00"),
            (0xC049_0FDB, "-3.14159274"),
            (0x3F80_0001, "1.00000012"),
            (0x3F7F_FFFF, "0.99999994"),
            (0x47C3_5000, "1.000000e+05"),
            (0x4CBE_BC20, "1.000000e+08"),
            (0x60AD_78EC, "1.000000e+20"),
            (0x2EDB_E6FF, "1.000000e-10"),
            (0x3A83_126F, "1.000000e-03"),
            // The default form: scientific past 3 zeros of padding.
            (0x38D1_B717, "9.99999974E-5"),
            (0x3586_37BD, "9.99999997E-7"),
            (0x3089_705F, "9.99999971E-10"),
            (0x7F7F_FFFF, "3.40282347E+38"),
            (0x0080_0000, "1.17549435E-38"),
            (0x007F_FFFF, "1.17549421E-38"),
            (0x0000_0001, "1.401300e-45"),
            // Integers the default form writes without a '.': hex.
            (0x4B00_0000, "0x4B000000"),
            (0x4B80_0000, "0x4B800000"),
            (0x4B80_0001, "0x4B800001"),
            (0x4B7F_FFFF, "0x4B7FFFFF"),
            (0x7F80_0001, "0x7F800001"),
            (0xFF80_0000, "0xFF800000"),
            (0xFFC0_0000, "0xFFC00000"),
        ]);
    }

    #[test]
    fn prints_f64() {
        check_prints(F64, &[
            (0x3FF1_9999_9999_999A, "1.100000e+00"),
            (0x4059_0000_0000_0000, "1.000000e+02"),
            (0x3FB0_0000_0000_0000, "6.250000e-02"),
            (0x3F50_624D_D2F1_A9FC, "1.000000e-03"),
            (0x4341_C379_37E0_8000, "1.000000e+16"),
            (0x444B_1AE4_D6E2_EF50, "1.000000e+21"),
            (0x3E11_2E0B_E826_D695, "1.000000e-09"),
            (0x3FD5_5555_5555_5555, "0.33333333333333331"),
            (0xBFE0_0000_0000_0001, "-0.50000000000000011"),
            (0x43E0_0000_0000_0000, "9.2233720368547758E+18"),
            (0x7FEF_FFFF_FFFF_FFFF, "1.7976931348623157E+308"),
            (0x0010_0000_0000_0000, "2.2250738585072014E-308"),
            (0x000F_FFFF_FFFF_FFFF, "2.2250738585072009E-308"),
            (0x0000_0000_0000_0001, "4.940660e-324"),
            (0x4340_0000_0000_0001, "0x4340000000000001"),
            (0x7FF0_0000_0000_0001, "0x7FF0000000000001"),
            (0xFFF8_0000_0000_0000, "0xFFF8000000000000"),
            (0xFFF0_0000_0000_0000, "0xFFF0000000000000"),
        ]);
    }

    #[test]
    fn prints_tf32() {
        check_prints(Tf32, &[
            (0x1_FC00, "1.000000e+00"),
            (0x2_0000, "2.000000e+00"),
            (0x1_FC01, "1.000980e+00"),
            (0x1_FC66, "1.099610e+00"),
            (0x2_0248, "3.140630e+00"),
            (0x2_1C00, "2.560000e+02"),
            (0x3_FBFF, "3.401160e+38"),
            (0x0_0400, "1.175490e-38"),
            (0x0_03FF, "1.174350e-38"),
            (0x0_0001, "1.147940e-41"),
            (0x4_0000, "-0.000000e+00"),
            (0x5_FC00, "-1.000000e+00"),
            // 19 bits: infinity and NaN as MLIR's APInt of width 19 prints them.
            (0x3_FC00, "0x3FC00"),
            (0x7_FC00, "0x7FC00"),
            (0x3_FE00, "0x3FE00"),
            (0x7_FFFF, "0x7FFFF"),
        ]);
    }

    #[test]
    fn prints_f8() {
        check_prints(F8E4M3FN, &[
            (0x38, "1.000000e+00"),
            (0x39, "1.125000e+00"),
            (0x4D, "6.500000e+00"),
            (0x77, "2.400000e+02"),
            (0x7E, "4.480000e+02"),
            (0xFE, "-4.480000e+02"),
            (0x08, "1.562500e-02"),
            (0x07, "1.367190e-02"),
            (0x01, "1.953130e-03"),
            (0x00, "0.000000e+00"),
            (0x80, "-0.000000e+00"),
            (0x7F, "0x7F"),
            (0xFF, "0xFF"),
        ]);
        check_prints(F8E5M2, &[
            (0x3C, "1.000000e+00"),
            (0x3D, "1.250000e+00"),
            (0x43, "3.500000e+00"),
            (0x7B, "5.734400e+04"),
            (0xFB, "-5.734400e+04"),
            (0x04, "6.103520e-05"),
            (0x03, "4.577640e-05"),
            (0x01, "1.525880e-05"),
            (0x80, "-0.000000e+00"),
            (0x7C, "0x7C"),
            (0xFC, "0xFC"),
            (0x7D, "0x7D"),
            (0x7F, "0x7F"),
        ]);
        check_prints(F8E8M0FNU, &[
            (0x7F, "1.000000e+00"),
            (0x80, "2.000000e+00"),
            (0x7E, "5.000000e-01"),
            (0x96, "8.388600e+06"),
            (0xA6, "5.497550e+11"),
            (0xFE, "1.701410e+38"),
            (0x01, "1.175490e-38"),
            (0x00, "5.877470e-39"),
            (0xFF, "0xFF"),
        ]);
    }

    #[test]
    fn prints_ignoring_bits_above_the_width() {
        assert_eq!(format_float(F16, 0xFFFF_3C00), "1.000000e+00");
        assert_eq!(format_float(Tf32, 0x7FFF_FFFF), "0x7FFFF");
    }

    #[test]
    fn round_trips_every_narrow_pattern() {
        for fmt in [F16, Bf16, F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN] {
            for bits in 0..=fmt.mask() {
                check_round_trip(fmt, bits);
            }
        }
    }

    #[test]
    fn round_trips_every_tf32_pattern() {
        for bits in 0..=Tf32.mask() {
            check_round_trip(Tf32, bits);
        }
    }

    #[test]
    fn round_trips_sampled_f32_and_f64() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for fmt in [F32, F64] {
            let width = fmt.bit_width();
            let frac_bits = fmt.semantics().precision - 1;
            for i in 0..200_000u32 {
                let r = rng.next();
                let bits = match i % 4 {
                    // Any pattern.
                    0 | 1 => r & fmt.mask(),
                    // Few mantissa bits set: integers, short decimals, ties.
                    2 => (r & !low_bits(frac_bits) | (1 << (r % u64::from(frac_bits)))) & fmt.mask(),
                    // Extremes of the exponent range: subnormals, the
                    // smallest normals, the largest values, inf and NaN.
                    _ => {
                        let top = low_bits(width - 1 - frac_bits);
                        let exponent = [0, 1, 2, top - 2, top - 1, top][(r % 6) as usize];
                        let sign = if r >> 63 == 1 { fmt.sign_bit() } else { 0 };
                        sign | (exponent << frac_bits) | ((r >> 8) & low_bits(frac_bits))
                    }
                };
                check_round_trip(fmt, bits);
            }
        }
    }

    #[test]
    fn parses_ties_to_even() {
        check_parses(F16, &[
            ("1.00048828125", 0x3C00), // 1 + 2^-11, between 0x3C00 and 0x3C01
            ("1.00146484375", 0x3C02), // 1 + 3 * 2^-11
            ("1.0004882812500000000000000000001", 0x3C01),
            ("1.0004882812499999999999999999999", 0x3C00),
            ("2.98023223876953125e-8", 0x0000), // half the smallest subnormal
            ("2.9802322387695312500000000000001e-8", 0x0001),
            ("-2.9802322387695312500000000000001e-8", 0x8001),
            ("8.940696716308594e-8", 0x0002), // 1.5 subnormals: just above the tie
            ("8.94069671630859375e-8", 0x0002),
        ]);
        check_parses(Bf16, &[("1.00390625", 0x3F80), ("1.01171875", 0x3F82), ("1.00390625000000000000001", 0x3F81)]);
        check_parses(Tf32, &[("1.00048828125", 0x1_FC00), ("1.0004882812500000000000000000001", 0x1_FC01)]);
        check_parses(F32, &[
            ("1.000000059604644775390625", 0x3F80_0000),
            ("1.0000000596046447753906250000001", 0x3F80_0001),
            ("16777217", 0x4B80_0000),
            ("16777219", 0x4B80_0002),
        ]);
        check_parses(F64, &[("9007199254740993", 0x4340_0000_0000_0000), ("9007199254740995", 0x4340_0000_0000_0002)]);
        check_parses(F8E4M3FN, &[("1.0625", 0x38), ("1.0625000000000000000001", 0x39), ("1.1875", 0x3A)]);
        check_parses(F8E5M2, &[("1.125", 0x3C), ("1.375", 0x3E), ("1.1250000000000000000001", 0x3D)]);
        // One significand bit, always set: APFloat's "even" test sends every
        // tie up.
        check_parses(F8E8M0FNU, &[
            ("1.5", 0x80),
            ("1.4999999999999999999999", 0x7F),
            ("3", 0x81),
            ("0.75", 0x7F),
            ("0.7499999999", 0x7E),
        ]);
    }

    #[test]
    fn parse_rounds_once_where_mlir_parser_rounds_twice() {
        // Above a tie by less than half an f64 ulp: f64 lands on the tie.
        let cases = [
            (F16, "1.0004882812500000000000000000001", 0x3C01, 0x3C00),
            (F16, "1.0014648437499999999999999999999", 0x3C01, 0x3C02),
            (Bf16, "1.00390625000000000000001", 0x3F81, 0x3F80),
            (F32, "1.0000000596046447753906250000001", 0x3F80_0001, 0x3F80_0000),
            (F8E4M3FN, "464.00000000000000000001", 0x7F, 0x7E),
        ];
        for (fmt, text, once, twice) in cases {
            assert_eq!(parse_decimal(fmt, text), Ok(once), "{} `{text}`", fmt.name());
            assert_eq!(parse_decimal_via_f64(fmt, text), Ok(twice), "{} `{text}` via f64", fmt.name());
        }
        for fmt in FloatFormat::ALL.iter().copied() {
            assert_eq!(parse_decimal_via_f64(fmt, "1.5"), parse_decimal(fmt, "1.5"));
        }
    }

    #[test]
    fn parses_overflow_and_underflow() {
        check_parses(F16, &[
            ("65504", 0x7BFF),
            ("65519.999", 0x7BFF),
            ("65520", 0x7C00), // the tie above the largest value: odd, so up
            ("-65520", 0xFC00),
            ("1e400", 0x7C00),
            ("1e-400", 0x0000),
            ("-1e-400", 0x8000),
            ("-0.0", 0x8000),
            ("0e999999", 0x0000),
        ]);
        check_parses(F32, &[
            ("3.4028234663852886e38", 0x7F7F_FFFF),
            ("340282356779733661637539395458142568447", 0x7F7F_FFFF),
            ("340282356779733661637539395458142568448", 0x7F80_0000),
            ("7.00649232162408535461864791644958065640e-46", 0x0000_0000),
            ("7.00649232162408535461864791644958065641e-46", 0x0000_0001),
        ]);
        check_parses(F64, &[
            ("1.7976931348623158e308", 0x7FEF_FFFF_FFFF_FFFF),
            ("1.7976931348623159e308", 0x7FF0_0000_0000_0000),
            ("-1e99999999999999999999", 0xFFF0_0000_0000_0000),
            ("2.4703282292062328e-324", 0x0000_0000_0000_0001),
            ("2.4703282292062327e-324", 0x0000_0000_0000_0000),
            // APFloat caps a written exponent at 24000 before the digits
            // move it: this is 10^-6001, not 10^4.
            (&format!("0.{}1e30005", "0".repeat(30_000)), 0),
        ]);
        // NaN-only formats overflow to the NaN of the sign.
        check_parses(F8E4M3FN, &[
            ("448", 0x7E),
            ("464", 0x7E),
            ("464.0001", 0x7F),
            ("-464.0001", 0xFF),
            ("1e10", 0x7F),
            ("-0", 0x80),
            ("1e-9", 0x00),
        ]);
        check_parses(F8E5M2, &[("57344", 0x7B), ("61439.9", 0x7B), ("61440", 0x7C), ("-61440", 0xFC), ("1e-9", 0x00)]);
        // f4E2M1FN has neither: overflow saturates (APFloat's handleOverflow for finite-only formats).
        check_parses(F4E2M1FN, &[("6", 0x7), ("6.9", 0x7), ("7", 0x7), ("1e10", 0x7), ("-1e10", 0xF), ("0.25", 0x0), ("0.26", 0x1), ("-0", 0x8)]);
        // f8E8M0FNU has no zero: zero and underflow give 2^-127.
        check_parses(F8E8M0FNU, &[
            ("0", 0x00),
            ("0.0e-5", 0x00),
            ("1e-50", 0x00),
            ("1.7014118346046923e38", 0xFE),
            ("2.55e38", 0xFE),
            ("2.5521177519070385e38", 0xFF), // 1.5 * 2^127, a tie: up
            ("1e39", 0xFF),
        ]);
    }

    #[test]
    fn parses_long_literals() {
        // A tie followed by a nonzero digit far past any useful precision.
        let above = format!("1.00048828125{}1", "0".repeat(2000));
        assert_eq!(parse_decimal(F16, &above), Ok(0x3C01));
        let below = format!("1.00048828124{}", "9".repeat(2000));
        assert_eq!(parse_decimal(F16, &below), Ok(0x3C00));
        let digits = format!("{}e-1000", "1".repeat(1001));
        assert_eq!(parse_decimal(F64, &digits), parse_decimal(F64, "1.1111111111111111111"));
        assert_eq!(parse_decimal(F32, &format!("0.{}1", "0".repeat(5000))), Ok(0));
    }

    #[test]
    fn parses_literal_forms() {
        for text in ["1.5", "+1.5", "1.50", "001.5", "1.5e0", "1.5E+00", "15e-1", "0.15e1", ".15e1", "150e-2"] {
            assert_eq!(parse_decimal(F32, text), Ok(0x3FC0_0000), "`{text}`");
        }
        check_parses(F32, &[("3", 0x4040_0000), ("3.", 0x4040_0000), ("-2.0e-3", 0xBB03_126F), ("1.e1", 0x4120_0000)]);
    }

    #[test]
    fn rejects_malformed_literals() {
        let cases = [
            ("", "expected a float literal, found nothing"),
            ("-", "expected digits in float literal `-`"),
            (".", "expected digits in float literal `.`"),
            ("e5", "expected digits in float literal `e5`"),
            ("1e", "expected digits in the exponent of float literal `1e`"),
            ("1e+", "expected digits in the exponent of float literal `1e+`"),
            ("1.2.3", "unexpected `.` at byte 3 of float literal `1.2.3`"),
            (" 1.0", "unexpected ` ` at byte 0 of float literal ` 1.0`"),
            ("1.0 ", "unexpected ` ` at byte 3 of float literal `1.0 `"),
            ("1,5", "unexpected `,` at byte 1 of float literal `1,5`"),
            ("1.5π", "unexpected `π` at byte 3 of float literal `1.5π`"),
            ("--1", "unexpected `-` at byte 1 of float literal `--1`"),
            (".e5", "expected digits in float literal `.e5`"),
            ("0x3C00", "`0x3C00` is a hex literal: hex float literals are bit patterns (from_hex_bits)"),
            ("inf", "`inf` is not a decimal literal: infinities and NaNs are written as hex bit patterns"),
            ("-NaN", "`-NaN` is not a decimal literal: infinities and NaNs are written as hex bit patterns"),
        ];
        for (text, message) in cases {
            assert_eq!(parse_decimal(F32, text), Err(message.to_string()), "`{text}`");
            assert_eq!(parse_decimal_via_f64(F16, text), Err(message.to_string()), "`{text}`");
        }
        assert_eq!(parse_decimal(F8E8M0FNU, "-1.0"), Err("`-1.0`: f8E8M0FNU has no negative values".to_string()));
        assert!(parse_decimal(F8E8M0FNU, "-0.0").is_err());
    }

    #[test]
    fn no_panics_on_arbitrary_text() {
        let alphabet: Vec<char> = "0123456789.eE+-x9 5aπ".chars().collect();
        let mut rng = Rng(42);
        for _ in 0..20_000 {
            let len = (rng.next() % 12) as usize;
            let text: String = (0..len).map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize]).collect();
            for &fmt in FloatFormat::ALL {
                let _ = parse_decimal(fmt, &text);
                let _ = parse_decimal_via_f64(fmt, &text);
                let _ = from_hex_bits(fmt, &text);
            }
        }
    }

    #[test]
    fn reads_hex_bits() {
        assert_eq!(from_hex_bits(F32, "0x7FC00000"), Ok(0x7FC0_0000));
        assert_eq!(from_hex_bits(F32, "0x7fc00000"), Ok(0x7FC0_0000));
        assert_eq!(from_hex_bits(F32, "0x0"), Ok(0));
        assert_eq!(from_hex_bits(F32, "0x000000000000000000007F800000"), Ok(0x7F80_0000));
        assert_eq!(from_hex_bits(F64, "0xFFFFFFFFFFFFFFFF"), Ok(u64::MAX));
        assert_eq!(from_hex_bits(Tf32, "0x7FFFF"), Ok(0x7_FFFF));
        assert_eq!(from_hex_bits(F8E8M0FNU, "0xFF"), Ok(0xFF));
        let too_wide = [
            (F32, "0x100000000"),
            (F16, "0x10000"),
            (Tf32, "0x80000"),
            (F8E4M3FN, "0x100"),
            (F64, "0x10000000000000000"),
        ];
        for (fmt, hex) in too_wide {
            let message = format!("hexadecimal float constant {hex} out of range for type {}", fmt.name());
            assert_eq!(from_hex_bits(fmt, hex), Err(message));
        }
        for bad in ["", "0x", "0xG1", "7FC00000", "0X7FC00000", "-0x1", "0x1 ", "0x+1"] {
            assert!(from_hex_bits(F32, bad).is_err(), "`{bad}`");
        }
    }

    #[test]
    fn converts_to_and_from_f64() {
        for fmt in [F16, Bf16, Tf32, F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN] {
            for bits in 0..=fmt.mask() {
                let v = to_f64(fmt, bits);
                if decode(fmt, bits) == Decoded::NaN {
                    assert!(v.is_nan(), "{} 0x{bits:X}", fmt.name());
                    continue;
                }
                assert_eq!(from_f64(fmt, v), bits, "{} 0x{bits:X} = {v:e}", fmt.name());
            }
        }
        assert_eq!(to_f64(F8E4M3FN, 0x7E), 448.0);
        assert_eq!(to_f64(F8E8M0FNU, 0x00), 2f64.powi(-127));
        assert_eq!(to_f64(Tf32, 0x3_FBFF), (2.0 - 2f64.powi(-10)) * 2f64.powi(127));
        assert_eq!(from_f64(F8E4M3FN, 464.0), 0x7E);
        assert_eq!(from_f64(F8E4M3FN, 464.00000000000006), 0x7F);
        assert_eq!(from_f64(F8E4M3FN, f64::NEG_INFINITY), 0xFF);
        assert_eq!(from_f64(F8E5M2, 61440.0), 0x7C);
        assert_eq!(from_f64(F8E8M0FNU, 0.0), 0x00);
        assert_eq!(from_f64(F8E8M0FNU, -0.0), 0x00);
        assert_eq!(from_f64(F8E8M0FNU, -1.0), 0xFF);
        assert_eq!(from_f64(F8E8M0FNU, 1.5), 0x80);
        assert_eq!(from_f64(F4E2M1FN, 5.0), 0x6); // a tie: to 4, the even significand
        assert_eq!(from_f64(F4E2M1FN, f64::INFINITY), 0x7);
        assert_eq!(from_f64(F4E2M1FN, f64::NEG_INFINITY), 0xF);
        assert_eq!(from_f64(F4E2M1FN, f64::NAN), 0x0);
        assert_eq!(from_f64(F32, 1.1), 0x3F8C_CCCD);
        assert_eq!(from_f64(F64, 1.1), 0x3FF1_9999_9999_999A);
    }

    #[test]
    fn f64_conversions_agree_with_half() {
        for bits in 0..=u16::MAX {
            let (h, b) = (half::f16::from_bits(bits), half::bf16::from_bits(bits));
            if !h.is_nan() {
                assert_eq!(to_f64(F16, u64::from(bits)).to_bits(), h.to_f64().to_bits(), "f16 0x{bits:X}");
            }
            if !b.is_nan() {
                assert_eq!(to_f64(Bf16, u64::from(bits)).to_bits(), b.to_f64().to_bits(), "bf16 0x{bits:X}");
            }
        }
        let mut rng = Rng(7);
        for _ in 0..200_000 {
            // Values around the f16/bf16 range, with all 52 mantissa bits.
            let r = rng.next();
            let v = f64::from_bits(r & 0x800F_FFFF_FFFF_FFFF | (0x3E0 + (r >> 52) % 0x80) << 52);
            // half's from_f64 rounds through f32 (not always correctly for
            // bf16): compare on f32 values with its from_f32.
            let single = v as f32;
            let v = f64::from(single);
            assert_eq!(from_f64(F16, v), u64::from(half::f16::from_f32(single).to_bits()), "f16 {v:e}");
            assert_eq!(from_f64(Bf16, v), u64::from(half::bf16::from_f32(single).to_bits()), "bf16 {v:e}");
        }
    }

    #[test]
    fn nan_conversions_keep_sign_and_payload() {
        let snan = f64::from_bits(0x7FF0_0000_0000_0001);
        assert_eq!(from_f64(F32, snan), 0x7FC0_0000); // payload lost, quieted
        assert_eq!(from_f64(F32, f64::from_bits(0xFFF8_0000_2000_0000)), 0xFFC0_0001);
        assert_eq!(from_f64(F16, f64::NAN), 0x7E00);
        assert_eq!(from_f64(F8E5M2, -f64::NAN), 0xFE);
        assert_eq!(from_f64(F8E4M3FN, -f64::NAN), 0xFF);
        assert_eq!(from_f64(F8E8M0FNU, f64::NAN), 0xFF);
        assert_eq!(from_f64(F64, snan).to_le_bytes(), snan.to_bits().to_le_bytes());
        assert_eq!(to_f64(F32, 0xFFC0_0001).to_bits(), 0xFFF8_0000_2000_0000);
        assert_eq!(to_f64(F16, 0x7C01).to_bits(), 0x7FF8_0400_0000_0000); // quieted
        assert_eq!(to_f64(F8E4M3FN, 0xFF).to_bits(), 0xFFFE_0000_0000_0000);
        assert!(to_f64(F8E8M0FNU, 0xFF).is_nan());
    }

    #[test]
    fn formats_of_scalars() {
        let floats: Vec<(Scalar, FloatFormat)> =
            Scalar::ALL.iter().filter_map(|&s| FloatFormat::of(s).map(|f| (s, f))).collect();
        assert_eq!(floats.len(), FloatFormat::ALL.len());
        for (scalar, fmt) in floats {
            assert!(scalar.is_float());
            assert_eq!(scalar.name(), fmt.name());
            let storage = if fmt == Tf32 { 32 } else { fmt.bit_width() };
            assert_eq!(scalar.width(), storage, "{}", fmt.name());
        }
        assert_eq!(Tf32.bit_width(), 19);
        assert_eq!(FloatFormat::of(Scalar::I32), None);
    }
}
