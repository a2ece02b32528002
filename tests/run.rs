//! Kernels run on the CPU interpreter through `tilesmith run`, one folder per
//! case under tests/run/<family>/<case>/ (each case twice: as written, and
//! with its module through `loop-split`, `prefetch-loads` and `canonicalize`
//! first, which must change no result):
//!
//! - `args`: the command line after `tilesmith run` (`kernel.mlir --kernel k
//!   --grid 4 a.npy zeros:f32:16 i32:16`), run from the case's folder; `#`
//!   starts a comment line.
//! - `expected/<param-index>.npy`: what buffer argument `<param-index>` must
//!   hold afterwards, made independently of tilesmith (numpy, or by hand),
//!   compared bit for bit, except that with a `ulp` file (`<max-ulps>`) float
//!   elements may differ by that many units in the last place (NaN matches NaN).
//! - `tensor_core_bound/<param-index>.npy`: for the devices only (the PTX
//!   emulator, a GPU), how far each element of a buffer of matrix products
//!   may be from the expected one (docs/ptx.md, "Tensor cores"); the
//!   interpreter is held to the expected values exactly.
//! - `expected_stdout`: what the run must print (`print` ops); `BLESS=1`
//!   rewrites it from the current output.
//! - `expected_error`: the run must fail, and each line of this file must
//!   appear in its standard error.

use std::path::{Path, PathBuf};
use std::process::Command;

use tilesmith_backend::npy;

#[path = "support/compare.rs"]
mod compare;
use compare::compare;

fn run_case(args_file: &Path) -> datatest_stable::Result<()> {
    let dir = args_file.parent().ok_or("a case folder")?;
    let args_text = std::fs::read_to_string(args_file)?;
    let args: Vec<&str> = args_text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).collect();
    let out_dir = tempdir(dir);
    let output = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("run").args(&args).arg("--out").arg(&out_dir).output()?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let result = check(dir, &out_dir, output.status.success(), &stdout, &stderr);
    let _ = std::fs::remove_dir_all(&out_dir);
    result
}

/// The same case with its module through `loop-split`, `prefetch-loads`
/// and `canonicalize` first (`tilesmith opt`): the passes must not change what a kernel
/// computes or prints. Cases that expect an error are left out (their undefined
/// behaviour may sit in an op the pass removes as unused).
/// The semantics-keeping passes the run cases go through.
const PASSES: &str = "--pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split,prefetch-loads)),canonicalize)";

fn after_passes_case(args_file: &Path) -> datatest_stable::Result<()> {
    let dir = args_file.parent().ok_or("a case folder")?;
    if dir.join("expected_error").exists() {
        return Ok(());
    }
    let args_text = std::fs::read_to_string(args_file)?;
    let mut args: Vec<String> = args_text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).map(String::from).collect();
    let module = dir.join(args.first().ok_or("an args file names the module first")?);
    let out_dir = tempdir(&dir.join("after_passes"));
    std::fs::create_dir_all(&out_dir)?;
    let mut text = std::fs::read(&module)?;
    if text.starts_with(b"\x7fTileIR") {
        let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).arg("translate").arg("-cudatilebc-to-mlir").arg(&module).output()?;
        if !out.status.success() {
            return Err(format!("the module does not read:\n{}", String::from_utf8_lossy(&out.stderr)).into());
        }
        text = out.stdout;
    }
    let input = out_dir.join("module.mlir");
    std::fs::write(&input, &text)?;
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).arg("opt").arg(PASSES).arg(&input).output()?;
    if !out.status.success() {
        return Err(format!("the passes failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let canonical = out_dir.join("canonical.mlir");
    std::fs::write(&canonical, &out.stdout)?;
    args[0] = canonical.to_string_lossy().into_owned();
    let results = out_dir.join("out");
    let output = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("run").args(&args).arg("--out").arg(&results).output()?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if std::env::var_os("BLESS").is_some() {
        return Ok(());
    }
    let result = check(dir, &results, output.status.success(), &stdout, &stderr);
    let _ = std::fs::remove_dir_all(&out_dir);
    result
}

fn tempdir(case: &Path) -> PathBuf {
    let name: String = case.to_string_lossy().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    let dir = std::env::temp_dir().join(format!("tilesmith-run-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn check(dir: &Path, out_dir: &Path, success: bool, stdout: &str, stderr: &str) -> datatest_stable::Result<()> {
    let expected_error = dir.join("expected_error");
    if expected_error.exists() {
        if success {
            return Err(format!("the run succeeded, but {} expects it to fail\n--- stdout\n{stdout}", expected_error.display()).into());
        }
        for line in std::fs::read_to_string(&expected_error)?.lines().filter(|l| !l.trim().is_empty()) {
            if !stderr.contains(line) {
                return Err(format!("the error output lacks '{line}'\n--- stderr\n{stderr}").into());
            }
        }
        return Ok(());
    }
    if !success {
        return Err(format!("the run failed\n--- stderr\n{stderr}").into());
    }
    let golden = dir.join("expected_stdout");
    if std::env::var_os("BLESS").is_some() && (golden.exists() || !stdout.is_empty()) {
        std::fs::write(&golden, stdout)?;
    } else if golden.exists() {
        let expected = std::fs::read_to_string(&golden)?;
        if expected != stdout {
            return Err(format!("the printed output differs from {}\n--- expected\n{expected}\n--- actual\n{stdout}", golden.display()).into());
        }
    }
    let ulps: Option<u64> = match std::fs::read_to_string(dir.join("ulp")) {
        Ok(t) => Some(t.trim().parse().map_err(|_| format!("{}: not a number of ulps", dir.join("ulp").display()))?),
        Err(_) => None,
    };
    let expected_dir = dir.join("expected");
    let mut compared = 0;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&expected_dir).map(|r| r.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    entries.sort();
    for expected_path in entries {
        let name = expected_path.file_name().ok_or("a file name")?.to_owned();
        let expected = npy::read(&std::fs::read(&expected_path)?).map_err(|e| format!("{}: {e}", expected_path.display()))?;
        let actual_path = out_dir.join(&name);
        let actual = npy::read(&std::fs::read(&actual_path).map_err(|e| format!("{}: {e} (is the parameter a buffer?)", actual_path.display()))?)?;
        compare(&expected_path, &expected, &actual, ulps)?;
        compared += 1;
    }
    if compared == 0 && !golden.exists() {
        return Err(format!("{}: the case checks nothing (add expected/<index>.npy, expected_stdout or expected_error)", dir.display()).into());
    }
    Ok(())
}

datatest_stable::harness! {
    { test = run_case, root = "tests/run", pattern = r"(^|/)args$" },
    { test = after_passes_case, root = "tests/run", pattern = r"(^|/)args$" },
}
