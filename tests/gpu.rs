//! Every run case on the GPU, through `tilesmith run --device gpu`, checked
//! against the same expected buffers the interpreter meets (tests/run.rs):
//! bit for bit, or within the case's `ulp` file. A case that expects an
//! error must fail on the GPU with the interpreter's error (each line of
//! `expected_error` in the standard error: launch errors are the
//! interpreter's own check, and the kernel is lowered with run-time checks,
//! whose reports read back as the interpreter's errors), except where that
//! error is one only the interpreter gives (the case has an
//! `expected_ptx_emulator_error`: its memory checks, its op count); then
//! the run must only fail. Printed text is not compared: tile blocks print
//! in no fixed order on a GPU.
//!
//! Without a CUDA driver or device, every case is reported as skipped, by
//! name, with the count; nothing passes silently. A case whose PTX
//! `--prefetch` changes (a loop multiplying matrices) runs once more with it.
//! `GPU_FILTER=<substring>` keeps only the cases whose path contains it.
//! `TILESMITH_ROOT` and `TILESMITH_BIN` point it at another tests/run and
//! tilesmith binary: the GPU bundle (`cargo xtask gpu-bundle`) runs this
//! test's release build on a machine without Rust.

use std::path::Path;
use std::process::ExitCode;

#[path = "support/cases.rs"]
mod cases;
use cases::case_args;

#[path = "support/device.rs"]
mod device;
use device::{check_buffers, check_error, flag_changes_lowering, lowerings_differ, run_on_device, EMULATOR_ERROR};

/// The lowering option a case runs with once more where it changes the
/// case's PTX: loops' tiles loaded a step ahead (`prefetch-loads`).
const PREFETCH: &str = "--prefetch";

/// The option a case runs with a third time where it changes the case's
/// PTX on sm_90a from [`PREFETCH`]'s: tiles loaded two iterations ahead.
const AHEAD: &str = "--prefetch-distance 2";

fn run_case(dir: &Path, args_file: &Path, extra: &[&str]) -> Result<(), String> {
    let run = run_on_device(dir, args_file, "gpu", extra)?;
    if dir.join("expected_error").exists() {
        if run.success {
            Err("the run succeeded, but the case expects it to fail".to_string())
        } else if dir.join(EMULATOR_ERROR).exists() {
            Ok(())
        } else {
            check_error(dir, "expected_error", &run.stderr)
        }
    } else if !run.success {
        Err(format!("the run failed\n{}", run.stderr))
    } else {
        check_buffers(dir, &run.out_dir)
    }
}

fn main() -> ExitCode {
    // The repository, or the folder of a GPU bundle (`cargo xtask gpu-bundle`), which holds tests/run.
    let root_dir = std::env::var_os("TILESMITH_ROOT").map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf(), std::path::PathBuf::from);
    let root = root_dir.as_path();
    let mut files = Vec::new();
    case_args(&root.join("tests/run"), &mut files);
    let filter = std::env::var("GPU_FILTER").ok();
    files.retain(|f| filter.as_deref().is_none_or(|s| f.to_string_lossy().contains(s)));
    let unavailable = tilesmith_backend::gpu::device().err().map(|e| e.to_string());
    let (mut passed, mut skipped, mut failures, mut prefetched, mut ahead) = (0, 0, Vec::new(), 0, 0);
    for file in &files {
        let dir = file.parent().unwrap_or(root);
        let shown = dir.strip_prefix(root).unwrap_or(dir).display().to_string();
        if let Some(why) = &unavailable {
            println!("{shown}: skipped: {why}");
            skipped += 1;
            continue;
        }
        let mut runs = vec![(shown.clone(), Vec::new())];
        match flag_changes_lowering(dir, file, "sm_90", PREFETCH) {
            Ok(true) => {
                runs.push((format!("{shown} ({PREFETCH})"), vec![PREFETCH]));
                prefetched += 1;
            }
            Ok(false) => {}
            Err(e) => failures.push(format!("{shown}: lowering with {PREFETCH}: {e}")),
        }
        match lowerings_differ(dir, file, "sm_90a", PREFETCH, AHEAD) {
            Ok(true) => {
                runs.push((format!("{shown} ({AHEAD})"), AHEAD.split(' ').collect()));
                ahead += 1;
            }
            Ok(false) => {}
            Err(e) => failures.push(format!("{shown}: lowering with {AHEAD}: {e}")),
        }
        for (shown, extra) in runs {
            match run_case(dir, file, &extra) {
                Ok(()) => {
                    println!("{shown}: ok");
                    passed += 1;
                }
                Err(e) => failures.push(format!("{shown}: {e}")),
            }
        }
    }
    println!("{} run cases on the GPU, {prefetched} once more with {PREFETCH}, {ahead} with {AHEAD}: {passed} passed, {} failed, {skipped} skipped", files.len(), failures.len());
    if failures.is_empty() {
        return ExitCode::SUCCESS;
    }
    for f in &failures {
        eprintln!("FAILED {f}");
    }
    ExitCode::FAILURE
}
