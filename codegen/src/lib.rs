//! tilesmith-codegen: reads the dialect specs under `specs/`, checks them into a
//! [`model::Model`], and emits Rust (for `tilesmith-dialect`'s build script) and
//! reference docs (for `cargo xtask regen`).
//!
//! The pipeline is `parse` (pest grammar `spec.pest` to `ast`), `check` (names
//! resolved, constraints summarized, formats verified, into `model`), then the
//! emitters under `emit`. Errors carry `file:line:col` and are sorted.

pub mod ast;
pub mod check;
pub mod diag;
pub mod emit;
pub mod model;
pub mod parse;

use std::path::{Path, PathBuf};

pub use diag::{SpecError, SpecErrors};
pub use model::Model;

/// One output file: a path relative to the output folder, and its contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    pub path: String,
    pub contents: String,
}

/// Parses and checks spec sources given as `(displayed path, text)`.
pub fn load_sources(sources: &[(PathBuf, String)]) -> Result<Model, SpecErrors> {
    let mut errors = SpecErrors::default();
    let files: Vec<(PathBuf, ast::SpecFile)> = sources.iter().map(|(path, text)| (path.clone(), parse::parse_file(path, text, &mut errors))).collect();
    let model = check::check(&files, &mut errors);
    if errors.is_empty() {
        Ok(model)
    } else {
        Err(errors.sorted())
    }
}

/// Every `*.spec` file under `dir`, recursively, sorted by path.
pub fn spec_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = vec![];
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "spec") {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Loads every spec under `dir`; paths in errors are shown relative to `display_root`.
pub fn load_dir(dir: &Path, display_root: &Path) -> Result<Model, SpecErrors> {
    let mut sources = vec![];
    let files = spec_files(dir).map_err(|e| io_error(dir, e))?;
    for path in files {
        let text = std::fs::read_to_string(&path).map_err(|e| io_error(&path, e))?;
        let shown = path.strip_prefix(display_root).unwrap_or(&path).to_path_buf();
        sources.push((shown, text));
    }
    load_sources(&sources)
}

fn io_error(path: &Path, e: std::io::Error) -> SpecErrors {
    let loc = diag::SpecLoc { file: path.to_path_buf(), line: 1, col: 1 };
    SpecErrors(vec![SpecError { loc, message: format!("cannot read: {e}") }])
}
