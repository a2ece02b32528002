//! The cuTile kernels whose tileirdisasm text does not read back (in upstream's
//! grammar as in ours), from `tests/text/cutile_unreadable.txt`: kernel name and
//! the text its error must contain.

use std::path::Path;

/// What the error must say when `kernel`'s text is read, if it is listed.
pub fn expected_error(kernel: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/text/cutile_unreadable.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
        .find_map(|l| l.split_once(": ").filter(|(name, _)| *name == kernel).map(|(_, error)| error.to_string()))
}

/// The kernel name of a corpus file (`tests/cutile/sm_90/raw_offsets.tileirbc` -> `raw_offsets`).
pub fn kernel_of(path: &Path) -> String {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.split('.').next().unwrap_or(name).to_string()
}
