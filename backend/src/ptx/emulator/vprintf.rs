//! CUDA's device-side `vprintf(format, arguments)`: the format string is C
//! `printf`'s, and the arguments lie one after another in a buffer, each
//! aligned to its size: 4 bytes for `%d %i %u %o %x %X %c` without a
//! length modifier, 8 for `l`/`ll` integers, floats (passed as doubles),
//! `%p` and `%s` pointers. Conversions are formatted by the interpreter's
//! C `printf` ([`crate::shared::printf`]).

use crate::shared::printf::{self, Number, Piece};

/// One piece of a format: text, or a specifier with its argument's size.
enum Part<'f> {
    Text(&'f str),
    Spec { text: &'f str, conversion: char, bytes: u64 },
}

fn split(format: &str) -> Result<Vec<Part<'_>>, String> {
    let mut parts = Vec::new();
    let mut rest = format;
    while let Some(at) = rest.find('%') {
        if at > 0 {
            parts.push(Part::Text(&rest[..at]));
        }
        let spec = &rest[at..];
        if let Some(after) = spec.strip_prefix("%%") {
            parts.push(Part::Text("%"));
            rest = after;
            continue;
        }
        let end = spec[1..].find(|c: char| c.is_ascii_alphabetic() && !"hljztLq".contains(c)).map(|i| i + 2).ok_or_else(|| format!("the format \"{}\" ends inside a conversion", format.escape_debug()))?;
        let text = &spec[..end];
        let conversion = text.chars().last().unwrap_or('d');
        let long = text.contains('l') || text.contains('j') || text.contains('z') || text.contains('t');
        let bytes = match conversion {
            'd' | 'i' | 'u' | 'o' | 'x' | 'X' | 'c' => {
                if long {
                    8
                } else {
                    4
                }
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'a' | 'A' => 8,
            other => return Err(format!("the vprintf conversion '%{other}' is not supported by the PTX emulator")),
        };
        parts.push(Part::Spec { text, conversion, bytes });
        rest = &spec[end..];
    }
    if !rest.is_empty() {
        parts.push(Part::Text(rest));
    }
    Ok(parts)
}

/// Formats `format` with arguments read by `read(offset, bytes)` from the argument buffer.
pub fn format(format: &str, mut read: impl FnMut(u64, u64) -> Result<u64, String>) -> Result<String, String> {
    let mut out = String::new();
    let mut offset = 0u64;
    for part in split(format)? {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Spec { text, conversion, bytes } => {
                offset = offset.next_multiple_of(bytes);
                let raw = read(offset, bytes)?;
                offset += bytes;
                let pieces = printf::parse(text)?;
                let Some(Piece::Spec(spec)) = pieces.first() else { return Err(format!("'{text}' is not a conversion")) };
                let bits = (bytes * 8) as u32;
                let number = match conversion {
                    'd' | 'i' => Number::Signed(super::decode::sext(raw, bits)),
                    'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'a' | 'A' => Number::Float(f64::from_bits(raw)),
                    _ => Number::Unsigned(raw & super::decode::mask(bits)),
                };
                out.push_str(&printf::format(spec, number, bits));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_aligned_arguments_of_each_size() {
        // %d (4 bytes at 0), %f (8 bytes at 8), %lld (8 bytes at 16), %x (4 bytes at 24).
        let mut buffer = [0u8; 28];
        buffer[0..4].copy_from_slice(&(-7i32).to_le_bytes());
        buffer[8..16].copy_from_slice(&1.5f64.to_le_bytes());
        buffer[16..24].copy_from_slice(&(-9_000_000_000i64).to_le_bytes());
        buffer[24..28].copy_from_slice(&255u32.to_le_bytes());
        let text = format("%d|%.2f|%lld|%#x %%\n", |offset, bytes| Ok(super::super::memory::load_le(&buffer[offset as usize..(offset + bytes) as usize]))).expect("formats");
        assert_eq!(text, "-7|1.50|-9000000000|0xff %\n");
    }
}
