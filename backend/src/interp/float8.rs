//! The 8-bit float formats without a `half` counterpart: decoding to f64.
//! (f8E5M2 is the top byte of an f16 and decodes through it.)

/// f8E4M3FN: 1 sign, 4 exponent (bias 7), 3 mantissa bits; no infinities,
/// `S.1111.111` is NaN.
pub fn e4m3fn_to_f64(b: u8) -> f64 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp = ((b >> 3) & 0xf) as i32;
    let mant = (b & 0x7) as f64;
    if exp == 0xf && b & 0x7 == 0x7 {
        return f64::NAN;
    }
    if exp == 0 {
        sign * mant / 8.0 * 2f64.powi(-6)
    } else {
        sign * (1.0 + mant / 8.0) * 2f64.powi(exp - 7)
    }
}

/// f8E8M0FNU: an unsigned power of two `2^(e - 127)`; 0xff is NaN.
pub fn e8m0fnu_to_f64(b: u8) -> f64 {
    if b == 0xff {
        f64::NAN
    } else {
        2f64.powi(b as i32 - 127)
    }
}
