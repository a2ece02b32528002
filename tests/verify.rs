//! Data-driven tests of the verifier, through `tilesmith opt`.
//!
//! - `verify/invalid/<topic>.mlir`: cases separated by `// -----`, each with
//!   `expected-*` annotations. Judged twice: `tilesmith opt
//!   -split-input-file -verify-diagnostics -allow-unregistered-dialect` must
//!   pass, and the diagnostics printed without `-verify-diagnostics` must
//!   match the annotations one for one (`support/annotations.rs`), every
//!   case failing.
//! - `verify/valid/<topic>.mlir`: must verify and print without a diagnostic.
//!
//! A file whose first line is `// flags: ...` runs with those flags too
//! (`--target-version=13.1`: as the tools of that version).

#[path = "support/annotations.rs"]
mod annotations;

use std::path::Path;
use std::process::Command;

fn opt(args: &[&str], input: &Path) -> (bool, String) {
    let dir = input.parent().expect("a folder");
    let name = input.file_name().expect("a file name");
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("opt").args(args).arg(name).output().expect("tilesmith runs");
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The flags of a case file's first line (`// flags: ...`), if any.
fn flags(text: &str) -> Vec<&str> {
    text.lines().next().and_then(|l| l.strip_prefix("// flags:")).map(|f| f.split_whitespace().collect()).unwrap_or_default()
}

fn invalid_case(case: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(case)?;
    let flags = flags(&text);
    let (ok, stderr) = opt(&[&["-split-input-file", "-verify-diagnostics", "-allow-unregistered-dialect"], flags.as_slice()].concat(), case);
    if !ok {
        return Err(format!("-verify-diagnostics failed:\n{stderr}").into());
    }
    let (ok, stderr) = opt(&[&["-split-input-file", "-allow-unregistered-dialect"], flags.as_slice()].concat(), case);
    if ok {
        return Err("expected tilesmith opt to fail without -verify-diagnostics".into());
    }
    let name = case.file_name().and_then(|n| n.to_str()).expect("a UTF-8 name");
    let problems = annotations::check(&text, name, &stderr);
    if !problems.is_empty() {
        return Err(format!("printed diagnostics do not match the annotations:\n{}", problems.join("\n")).into());
    }
    // Every case must fail on its own: as many chunks as failing chunks.
    let chunks = text.split("\n// -----").count();
    let errors = stderr.lines().filter(|l| l.starts_with(name) && l.contains(": error: ")).count();
    if errors != chunks {
        return Err(format!("{chunks} cases but {errors} errors: every case must produce exactly one error").into());
    }
    Ok(())
}

fn valid_case(case: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(case)?;
    let (ok, stderr) = opt(&[&["-split-input-file", "-allow-unregistered-dialect"], flags(&text).as_slice()].concat(), case);
    if !ok || !stderr.is_empty() {
        return Err(format!("expected a clean verify:\n{stderr}").into());
    }
    Ok(())
}

datatest_stable::harness! {
    { test = invalid_case, root = "tests/verify/invalid", pattern = r"\.mlir$" },
    { test = valid_case, root = "tests/verify/valid", pattern = r"\.mlir$" },
}
