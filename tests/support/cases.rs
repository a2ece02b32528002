//! The interpreter's run cases (tests/run/<family>/<case>/args), for the
//! tests that take them to other backends.

use std::path::{Path, PathBuf};

/// Every `args` file under `dir`, sorted.
pub fn case_args(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            case_args(&path, out);
        } else if path.file_name().is_some_and(|n| n == "args") {
            out.push(path);
        }
    }
}
