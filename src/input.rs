//! Reading the input: one place for every command, with a bound.
//!
//! A module tilesmith reads is at most [`MAX_INPUT_BYTES`]: more is refused
//! with an error, whether the input is a file, a pipe or a device that never
//! ends (`/dev/zero`). A regular file is measured before it is read; anything
//! else is read in pieces whose room is reserved fallibly, so a hostile input
//! costs at most the bound.

use std::io::Read;

/// The largest input: far above any real module (a million-op module is
/// about a hundred megabytes of text), far below what would exhaust memory.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// The bytes of `path` (`-` or none: standard input) and the name
/// diagnostics use for it (`<stdin>` for standard input).
pub fn read_bytes(path: Option<&str>) -> Result<(String, Vec<u8>), String> {
    match path {
        None | Some("-") => {
            let bytes = read_bounded(std::io::stdin().lock(), "standard input", None, MAX_INPUT_BYTES)?;
            Ok(("<stdin>".into(), bytes))
        }
        Some(p) => {
            let file = std::fs::File::open(p).map_err(|e| format!("could not open input file '{p}': {e}"))?;
            let size = file.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
            let bytes = read_bounded(file, &format!("input file '{p}'"), size, MAX_INPUT_BYTES)?;
            Ok((p.into(), bytes))
        }
    }
}

/// The UTF-8 text of `path` (see [`read_bytes`]).
pub fn read_text(path: Option<&str>) -> Result<(String, String), String> {
    let (name, bytes) = read_bytes(path)?;
    let what = if name == "<stdin>" { "standard input".to_string() } else { format!("input file '{name}'") };
    if bytes.starts_with(&tilesmith_dialect::bytecode::MAGIC) {
        return Err(format!(
            "{what} is Tile IR bytecode, not text: `tilesmith translate -cudatilebc-to-mlir` prints it as text, and `tilesmith translate -bytecode-version=V` (no mode) converts it to another version"
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| format!("{what} is not UTF-8 text (byte {})", e.utf8_error().valid_up_to()))?;
    Ok((name, text))
}

fn too_large(what: &str, max: u64) -> String {
    format!("{what} is larger than {max} bytes, the most tilesmith reads")
}

/// Reads all of `source`, refusing more than `max` bytes; `size` is the
/// length of a regular file, known before reading.
fn read_bounded(source: impl Read, what: &str, size: Option<u64>, max: u64) -> Result<Vec<u8>, String> {
    if size.is_some_and(|n| n > max) {
        return Err(too_large(what, max));
    }
    let mut bytes = Vec::new();
    // A file that grew since it was measured is cut at the bound, then refused.
    let mut source = source.take(max + 1);
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        let n = match source.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("could not read {what}: {e}")),
        };
        bytes.try_reserve(n).map_err(|_| format!("could not allocate {} bytes to hold {what}: out of memory", bytes.len() + n))?;
        bytes.extend_from_slice(&chunk[..n]);
    }
    if bytes.len() as u64 > max {
        return Err(too_large(what, max));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_source_is_refused_at_the_bound() {
        let e = read_bounded(std::io::repeat(0), "input file 'z'", None, 200_000).unwrap_err();
        assert_eq!(e, "input file 'z' is larger than 200000 bytes, the most tilesmith reads");
        assert_eq!(read_bounded(std::io::repeat(7).take(200_000), "x", None, 200_000).unwrap().len(), 200_000);
    }

    #[test]
    fn a_measured_file_too_large_is_refused_before_reading() {
        let e = read_bounded(std::io::empty(), "input file 'f'", Some(MAX_INPUT_BYTES + 1), MAX_INPUT_BYTES).unwrap_err();
        assert!(e.contains("larger than"), "{e}");
        assert_eq!(read_bounded(&b"abc"[..], "x", Some(3), MAX_INPUT_BYTES).unwrap(), b"abc");
    }
}
