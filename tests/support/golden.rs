//! Golden files: a test's output compared with the file of expected output
//! beside its case; `BLESS=1` rewrites the file from the output instead.

use std::path::Path;

/// Compares `actual` with `expected_file`, or writes it there under
/// `BLESS`; `what` names the output in the message (`"standard error"`).
pub fn check(expected_file: &Path, actual: &str, what: &str) -> Result<(), String> {
    if std::env::var_os("BLESS").is_some() {
        return std::fs::write(expected_file, actual).map_err(|e| format!("{}: {e}", expected_file.display()));
    }
    let expected = std::fs::read_to_string(expected_file).map_err(|e| format!("{}: {e} (run with BLESS=1 to create it)", expected_file.display()))?;
    if expected != actual {
        return Err(format!("{what} differs from {}\n--- expected\n{expected}\n--- actual\n{actual}", expected_file.display()));
    }
    Ok(())
}
