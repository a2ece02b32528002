//! C `printf` formatting for `print`: parsing a format string into literal
//! text and conversion specifiers, and formatting one element under a
//! specifier the way C's `printf` does.
//!
//! A specifier is `%[flags][width][.precision][length]conversion` with flags
//! from `-+ 0#`, a decimal width and precision (`*` is not supported: the
//! op has no way to pass it), length modifiers `hh h l ll j z t L` (accepted
//! and ignored: an element is always formatted at its own width) and the
//! conversions `d i u o x X e E f F g G a A c`; `%%` is a percent sign.
//! How an element meets a conversion:
//!
//! - an integer element under `d`/`i` is read as signed, under `u o x X c`
//!   as unsigned, at its own width (i1 is 0 or 1); under a float conversion
//!   its signed value is formatted as a double; an i1 is 0 or 1 under any;
//! - a float element is widened exactly to a double (as C's variadic calls
//!   do) for the float conversions; under an integer conversion (undefined
//!   output in the op's definition) its value is truncated towards zero;
//! - a pointer element is its address, unsigned.

use super::value::Elem;

/// One piece of a parsed format string.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    Text(String),
    Spec(Spec),
}

/// A conversion specifier.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Spec {
    pub left: bool,
    pub plus: bool,
    pub space: bool,
    pub zero: bool,
    pub alternate: bool,
    pub width: usize,
    pub precision: Option<usize>,
    pub conversion: char,
}

/// Splits `format` into text and specifiers; `Err` names what is malformed.
pub fn parse(format: &str) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            text.push('%');
            continue;
        }
        let mut spec = Spec::default();
        while let Some(&f) = chars.peek() {
            match f {
                '-' => spec.left = true,
                '+' => spec.plus = true,
                ' ' => spec.space = true,
                '0' => spec.zero = true,
                '#' => spec.alternate = true,
                _ => break,
            }
            chars.next();
        }
        let number = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>| {
            let mut n: usize = 0;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d as usize);
                chars.next();
            }
            n.min(4096)
        };
        spec.width = number(&mut chars);
        if chars.peek() == Some(&'.') {
            chars.next();
            spec.precision = Some(number(&mut chars));
        }
        while matches!(chars.peek(), Some('h' | 'l' | 'j' | 'z' | 't' | 'L' | 'q')) {
            chars.next();
        }
        match chars.next() {
            Some(c) if "diuoxXeEfFgGaAc".contains(c) => spec.conversion = c,
            Some(c) => return Err(format!("the conversion '%{c}' is not supported")),
            None => return Err("the format string ends inside a conversion".to_string()),
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut text)));
        }
        pieces.push(Piece::Spec(spec));
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Ok(pieces)
}

/// A decoded element, ready for formatting.
#[derive(Clone, Copy, Debug)]
pub enum Number {
    Signed(i64),
    Unsigned(u64),
    Float(f64),
}

/// Element `bits` of type `elem` as a [`Number`].
pub fn decode(elem: Elem, bits: u64) -> Number {
    match elem {
        Elem::Ptr(_) => Number::Unsigned(bits),
        Elem::Scalar(s) if s.is_float() => Number::Float(super::value::float_to_f64(s, bits)),
        // An i1 is a truth value: 0 or 1.
        Elem::Scalar(tilesmith_dialect::generated::scalars::Scalar::I1) => Number::Unsigned(bits & 1),
        Elem::Scalar(s) => {
            let width = super::value::scalar_bits(s);
            Number::Signed(super::value::sext(bits, width))
        }
    }
}

/// Formats one element under `spec`; `bits_width` is the element's width
/// in bits (for the unsigned reading of negative integers).
pub fn format(spec: &Spec, value: Number, bits_width: u32) -> String {
    let unsigned_of = |v: i64| (v as u64) & super::value::bit_mask(bits_width);
    match spec.conversion {
        'd' | 'i' => {
            let v = match value {
                Number::Signed(v) => v as i128,
                Number::Unsigned(v) => v as i128,
                Number::Float(f) => f as i64 as i128,
            };
            integer(spec, v < 0, v.unsigned_abs() as u64, 10, "")
        }
        'u' | 'o' | 'x' | 'X' | 'c' => {
            let v = match value {
                Number::Signed(v) => unsigned_of(v),
                Number::Unsigned(v) => v,
                Number::Float(f) => unsigned_of(f as i64),
            };
            match spec.conversion {
                'u' => integer(spec, false, v, 10, ""),
                'o' => integer(spec, false, v, 8, ""),
                'x' => integer(spec, false, v, 16, if spec.alternate && v != 0 { "0x" } else { "" }),
                'X' => integer(spec, false, v, 16, if spec.alternate && v != 0 { "0X" } else { "" }),
                _ => pad(spec, "", &char::from_u32(v as u32 & 0xff).unwrap_or('?').to_string(), false),
            }
        }
        _ => {
            let v = match value {
                Number::Signed(v) => v as f64,
                Number::Unsigned(v) => v as f64,
                Number::Float(f) => f,
            };
            float(spec, v)
        }
    }
}

/// Pads `body` (the digits) with its `sign` to the width: spaces on the
/// left, on the right with `-`, or zeros between sign and digits.
fn pad(spec: &Spec, sign: &str, body: &str, zero_allowed: bool) -> String {
    let len = sign.chars().count() + body.chars().count();
    if len >= spec.width {
        return format!("{sign}{body}");
    }
    let fill = spec.width - len;
    if spec.left {
        format!("{sign}{body}{}", " ".repeat(fill))
    } else if spec.zero && zero_allowed {
        format!("{sign}{}{body}", "0".repeat(fill))
    } else {
        format!("{}{sign}{body}", " ".repeat(fill))
    }
}

fn sign_of(spec: &Spec, negative: bool) -> &'static str {
    if negative {
        "-"
    } else if spec.plus {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    }
}

fn integer(spec: &Spec, negative: bool, magnitude: u64, radix: u32, prefix: &str) -> String {
    let mut digits = match radix {
        8 => format!("{magnitude:o}"),
        16 => format!("{magnitude:x}"),
        _ => magnitude.to_string(),
    };
    if spec.conversion == 'X' {
        digits = digits.to_uppercase();
    }
    if let Some(p) = spec.precision {
        if p == 0 && magnitude == 0 {
            digits.clear();
        } else if digits.len() < p {
            digits = format!("{}{digits}", "0".repeat(p - digits.len()));
        }
    }
    if radix == 8 && spec.alternate && !digits.starts_with('0') {
        digits.insert(0, '0');
    }
    let sign = if spec.conversion == 'd' || spec.conversion == 'i' { sign_of(spec, negative) } else { "" };
    // The precision turns off zero padding for integers.
    pad(spec, &format!("{sign}{prefix}"), &digits, spec.precision.is_none())
}

fn float(spec: &Spec, v: f64) -> String {
    let upper = spec.conversion.is_ascii_uppercase();
    let sign = sign_of(spec, v.is_sign_negative());
    let magnitude = v.abs();
    if !magnitude.is_finite() {
        let word = if v.is_nan() { "nan" } else { "inf" };
        return pad(spec, sign, &if upper { word.to_uppercase() } else { word.to_string() }, false);
    }
    let body = match spec.conversion.to_ascii_lowercase() {
        'f' => fixed(magnitude, spec.precision.unwrap_or(6), spec.alternate),
        'e' => exponent(magnitude, spec.precision.unwrap_or(6), spec.alternate),
        'g' => general(magnitude, spec.precision.unwrap_or(6), spec.alternate),
        _ => hex_float(magnitude, spec.precision, spec.alternate),
    };
    let body = if upper { body.to_uppercase() } else { body };
    if spec.conversion.eq_ignore_ascii_case(&'a') {
        // The 0x prefix goes before zero padding, as the sign does.
        let (prefix, rest) = body.split_at(2);
        return pad(spec, &format!("{sign}{prefix}"), rest, true);
    }
    pad(spec, sign, &body, true)
}

fn fixed(v: f64, precision: usize, alternate: bool) -> String {
    let mut s = format!("{v:.precision$}");
    if alternate && precision == 0 {
        s.push('.');
    }
    s
}

/// `d.ddde±XX`, with at least two exponent digits.
fn exponent(v: f64, precision: usize, alternate: bool) -> String {
    let s = format!("{v:.precision$e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let point = if alternate && precision == 0 { "." } else { "" };
    format!("{mantissa}{point}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.unsigned_abs())
}

fn general(v: f64, precision: usize, alternate: bool) -> String {
    let p = precision.max(1);
    // The exponent %e would print, after its rounding.
    let e_form = format!("{v:.prec$e}", prec = p - 1);
    let x: i64 = e_form.split_once('e').and_then(|(_, e)| e.parse().ok()).unwrap_or(0);
    let mut s = if (p as i64) > x && x >= -4 { fixed(v, (p as i64 - 1 - x) as usize, alternate) } else { exponent(v, p - 1, alternate) };
    if !alternate {
        let (number, exp) = match s.find('e') {
            Some(i) => (s[..i].to_string(), s[i..].to_string()),
            None => (s.clone(), String::new()),
        };
        let number = if number.contains('.') { number.trim_end_matches('0').trim_end_matches('.').to_string() } else { number };
        s = number + &exp;
    }
    s
}

/// `0xh.hhhp±d`, as glibc prints a double: normal numbers with a leading 1,
/// subnormals with a leading 0 and exponent -1022; without a precision, as
/// many hex digits as the value needs; with one, rounded to nearest even.
fn hex_float(v: f64, precision: Option<usize>, alternate: bool) -> String {
    let bits = v.to_bits();
    let (mut lead, mut mantissa, exp) = match ((bits >> 52) & 0x7ff) as i64 {
        0 if v == 0.0 => (0u64, 0u64, 0i64),
        0 => (0, bits & ((1 << 52) - 1), -1022),
        e => (1, bits & ((1 << 52) - 1), e - 1023),
    };
    let digits = match precision {
        None => {
            let mut d = format!("{mantissa:013x}");
            while d.ends_with('0') {
                d.pop();
            }
            d
        }
        Some(p) if p >= 13 => format!("{mantissa:013x}{}", "0".repeat(p - 13)),
        Some(p) => {
            let drop = 4 * (13 - p) as u32;
            let kept = mantissa >> drop;
            let rest = mantissa & ((1u64 << drop) - 1);
            let half = 1u64 << (drop - 1);
            let mut rounded = kept;
            if rest > half || (rest == half && kept & 1 == 1) {
                rounded += 1;
            }
            if p < 16 && rounded >> (4 * p) != 0 {
                lead += 1;
                rounded &= (1u64 << (4 * p)) - 1;
            }
            mantissa = rounded;
            if p == 0 {
                String::new()
            } else {
                format!("{mantissa:0p$x}")
            }
        }
    };
    let point = if !digits.is_empty() || alternate { "." } else { "" };
    format!("0x{lead}{point}{digits}p{}{}", if exp < 0 { '-' } else { '+' }, exp.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(format_str: &str, value: Number) -> String {
        let pieces = parse(format_str).unwrap();
        let Piece::Spec(spec) = &pieces[0] else { panic!("no spec") };
        format(spec, value, 32)
    }

    #[test]
    fn formats_like_c() {
        assert_eq!(one("%d", Number::Signed(-42)), "-42");
        assert_eq!(one("%5d", Number::Signed(42)), "   42");
        assert_eq!(one("%-5d|", Number::Signed(42)), "42   ");
        assert_eq!(one("%05d", Number::Signed(-42)), "-0042");
        assert_eq!(one("%.3d", Number::Signed(7)), "007");
        assert_eq!(one("%u", Number::Signed(-1)), "4294967295");
        assert_eq!(one("%#x", Number::Signed(255)), "0xff");
        assert_eq!(one("%#o", Number::Signed(8)), "010");
        assert_eq!(one("%f", Number::Float(1.5)), "1.500000");
        assert_eq!(one("%+08.3f", Number::Float(1.23456)), "+001.235");
        assert_eq!(one("%e", Number::Float(1234.5)), "1.234500e+03");
        assert_eq!(one("%.2E", Number::Float(0.000123)), "1.23E-04");
        assert_eq!(one("%g", Number::Float(100000.0)), "100000");
        assert_eq!(one("%g", Number::Float(1000000.0)), "1e+06");
        assert_eq!(one("%g", Number::Float(0.0001)), "0.0001");
        assert_eq!(one("%g", Number::Float(0.5)), "0.5");
        assert_eq!(one("%#g", Number::Float(0.5)), "0.500000");
        assert_eq!(one("%a", Number::Float(1.0)), "0x1p+0");
        assert_eq!(one("%a", Number::Float(3.0)), "0x1.8p+1");
        assert_eq!(one("%.1a", Number::Float(1.96875)), "0x2.0p+0");
        assert_eq!(one("%f", Number::Float(f64::NEG_INFINITY)), "-inf");
        assert_eq!(one("%5.1F", Number::Float(f64::NAN)), "  NAN");
        assert_eq!(one("%lld", Number::Signed(5)), "5");
    }
}
