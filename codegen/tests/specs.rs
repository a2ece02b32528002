//! Data-driven generator tests.
//!
//! - `specs/fail/<case>.spec`: a bad spec; `<case>.expected` holds the exact
//!   errors (`file:line:col: error: message`, one per line).
//! - `specs/pass/<case>.spec`: a good spec; `<case>.expected` holds the
//!   generated Rust and docs, file by file.
//!
//! `BLESS=1` rewrites the `.expected` files from the current output.

use std::path::{Path, PathBuf};

// The golden-file check the root crate's tests use too.
#[path = "../../tests/support/golden.rs"]
mod golden;

fn expected_path(spec: &Path) -> PathBuf {
    spec.with_extension("expected")
}

/// The fixture's path as shown in messages: relative to the codegen crate.
fn shown(spec: &Path) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    spec.strip_prefix(root).unwrap_or(spec).to_path_buf()
}

fn compare(spec: &Path, actual: &str) -> datatest_stable::Result<()> {
    Ok(golden::check(&expected_path(spec), actual, "output")?)
}

fn load(spec: &Path) -> Result<tilesmith_codegen::Model, tilesmith_codegen::SpecErrors> {
    let text = std::fs::read_to_string(spec).expect("fixture is readable");
    tilesmith_codegen::load_sources(&[(shown(spec), text)])
}

fn fail_case(spec: &Path) -> datatest_stable::Result<()> {
    match load(spec) {
        Ok(_) => Err(format!("{} was accepted, but it is a bad spec", spec.display()).into()),
        Err(errors) => compare(spec, &errors.to_string()),
    }
}

fn pass_case(spec: &Path) -> datatest_stable::Result<()> {
    let model = load(spec).map_err(|e| format!("{} was rejected:\n{e}", spec.display()))?;
    let mut out = String::new();
    let source = shown(spec).display().to_string();
    let rust = tilesmith_codegen::emit::rust::emit(&model, &source);
    let docs = tilesmith_codegen::emit::docs::emit(&model, &source);
    for f in rust.iter().chain(&docs) {
        out.push_str(&format!("==== {} ====\n{}\n", f.path, f.contents));
    }
    // Emission is deterministic: a second run gives the same bytes.
    let again: Vec<_> = tilesmith_codegen::emit::rust::emit(&model, &source);
    if again != rust {
        return Err("emitting twice gave different output".into());
    }
    compare(spec, &out)
}

datatest_stable::harness! {
    { test = fail_case, root = "tests/specs/fail", pattern = r"\.spec$" },
    { test = pass_case, root = "tests/specs/pass", pattern = r"\.spec$" },
}
