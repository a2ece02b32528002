//! NumPy's `.npy` format (versions 1 to 3), for kernel buffers: reading a
//! little-endian, C-ordered array of any shape as raw bytes with its dtype,
//! and writing a 1-D array. Anything else is refused with a reason.

/// An array read from a `.npy` file: its dtype (`<f4`, `|u1`, ...), shape and bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct NpyArray {
    pub descr: String,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

const MAGIC: &[u8] = b"\x93NUMPY";

/// The byte size of a dtype's element, for the dtypes kernels use.
pub fn item_size(descr: &str) -> Option<usize> {
    let kind = descr.get(1..)?;
    match kind {
        "b1" | "i1" | "u1" => Some(1),
        "f2" | "i2" | "u2" => Some(2),
        "f4" | "i4" | "u4" => Some(4),
        "f8" | "i8" | "u8" => Some(8),
        _ => None,
    }
}

/// `=f4` and `<f4` are the same on a little-endian machine; one-byte types
/// are written `|`. Returns the canonical spelling, or `None` for big-endian
/// or unknown dtypes.
fn canonical(descr: &str) -> Option<String> {
    let (order, kind) = descr.split_at_checked(1)?;
    let size = item_size(&format!("<{kind}"))?;
    match order {
        "<" | "=" | "|" if size == 1 => Some(format!("|{kind}")),
        "<" | "=" => Some(format!("<{kind}")),
        "|" if size == 1 => Some(format!("|{kind}")),
        _ => None,
    }
}

/// Parses a `.npy` file.
pub fn read(bytes: &[u8]) -> Result<NpyArray, String> {
    let (descr, shape, start) = header(bytes)?;
    Ok(NpyArray { descr, shape, data: bytes[start..].to_vec() })
}

/// Parses a `.npy` file held in `bytes`, keeping its data in place (no
/// second copy of a large array).
pub fn read_owned(mut bytes: Vec<u8>) -> Result<NpyArray, String> {
    let (descr, shape, start) = header(&bytes)?;
    bytes.drain(..start);
    Ok(NpyArray { descr, shape, data: bytes })
}

/// The dtype, shape and data offset of a `.npy` file, its data checked to
/// be exactly what the header describes.
fn header(bytes: &[u8]) -> Result<(String, Vec<usize>, usize), String> {
    if !bytes.starts_with(MAGIC) || bytes.len() < 10 {
        return Err("not a .npy file (no \\x93NUMPY magic)".into());
    }
    let major = bytes[6];
    let (header_len, start): (usize, usize) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            let b = bytes.get(8..12).ok_or("truncated .npy header")?;
            (u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize, 12)
        }
        v => return Err(format!("unsupported .npy format version {v}")),
    };
    let header = bytes.get(start..start.checked_add(header_len).ok_or("bad header length")?).ok_or("truncated .npy header")?;
    let header = std::str::from_utf8(header).map_err(|_| "the .npy header is not text")?;
    let descr = dict_value(header, "descr").ok_or("the .npy header has no 'descr'")?;
    let descr = descr.trim_matches(|c| c == '\'' || c == '"');
    let canonical = canonical(descr).ok_or_else(|| format!("unsupported dtype '{descr}' (little-endian bool, integer or float of 1 to 8 bytes)"))?;
    let fortran = dict_value(header, "fortran_order").ok_or("the .npy header has no 'fortran_order'")?;
    let shape_text = dict_value(header, "shape").ok_or("the .npy header has no 'shape'")?;
    let shape: Vec<usize> = shape_text
        .trim_matches(|c| c == '(' || c == ')')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<usize>().map_err(|_| format!("bad dimension '{s}' in the .npy shape")))
        .collect::<Result<_, _>>()?;
    if fortran.trim() == "True" && shape.iter().filter(|&&d| d > 1).count() > 1 {
        return Err("Fortran-ordered arrays are not supported (save np.ascontiguousarray(a))".into());
    }
    let count = shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d)).ok_or("the .npy shape is too large")?;
    let size = item_size(&canonical).unwrap_or(1);
    let data = &bytes[start + header_len..];
    let expected = count.checked_mul(size).ok_or("the .npy shape is too large")?;
    if data.len() != expected {
        return Err(format!("the .npy data has {} bytes; shape {shape:?} of '{canonical}' needs {expected}", data.len()));
    }
    Ok((canonical, shape, start + header_len))
}

/// The text after `'key':` in a header dict, up to the next top-level comma.
fn dict_value<'h>(header: &'h str, key: &str) -> Option<&'h str> {
    let at = header.find(&format!("'{key}'")).or_else(|| header.find(&format!("\"{key}\"")))?;
    let rest = header[at + key.len() + 2..].trim_start().strip_prefix(':')?.trim_start();
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' | '}' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    None
}

/// A version 1.0 `.npy` file holding a 1-D array of `data` (whole elements of `descr`).
pub fn write(descr: &str, data: &[u8]) -> Vec<u8> {
    let size = item_size(descr).unwrap_or(1);
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({},), }}", data.len() / size);
    // The header, with its newline, pads the data to 64 bytes.
    let unpadded = MAGIC.len() + 4 + header.len() + 1;
    header.push_str(&" ".repeat((64 - unpadded % 64) % 64));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + data.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let bytes = write("<f4", &[0, 0, 128, 63, 0, 0, 0, 64]);
        let a = read(&bytes).unwrap();
        assert_eq!(a.descr, "<f4");
        assert_eq!(a.shape, vec![2]);
        assert_eq!(a.data, vec![0, 0, 128, 63, 0, 0, 0, 64]);
        assert!(read(b"hello").is_err());
        assert!(read(&bytes[..bytes.len() - 1]).unwrap_err().contains("needs 8"));
        let mut big = bytes.clone();
        let at = big.windows(3).position(|w| w == b"<f4").unwrap();
        big[at] = b'>';
        assert!(read(&big).unwrap_err().contains("unsupported dtype"));
        assert_eq!(read_owned(bytes.clone()), read(&bytes));
    }
}
