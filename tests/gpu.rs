//! Every run case on the GPU, through `tilesmith run --device gpu`, checked
//! against the same expected buffers the interpreter meets (tests/run.rs):
//! bit for bit, or within the case's `ulp` file. A case that expects an
//! error must fail on the GPU too (its message is the interpreter's for
//! launch errors; a failed `assert` is a trap the driver reports). Printed
//! text is not compared: tile blocks print in no fixed order on a GPU.
//!
//! Without a CUDA driver or device, every case is reported as skipped, by
//! name, with the count; nothing passes silently.
//! `GPU_FILTER=<substring>` keeps only the cases whose path contains it.

use std::path::Path;
use std::process::{Command, ExitCode};

use tilesmith_backend::npy;

#[path = "support/compare.rs"]
mod compare;

#[path = "support/cases.rs"]
mod cases;
use cases::case_args;

fn run_case(dir: &Path, args_file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(args_file).map_err(|e| e.to_string())?;
    let args: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).collect();
    let out_dir = std::env::temp_dir().join(format!("tilesmith-gpu-{}-{}", std::process::id(), dir.to_string_lossy().replace(['/', '\\'], "_")));
    let _ = std::fs::remove_dir_all(&out_dir);
    let output = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("run").args(&args).args(["--device", "gpu", "--out"]).arg(&out_dir).output().map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let result = if dir.join("expected_error").exists() {
        if output.status.success() {
            Err("the run succeeded, but the case expects it to fail".to_string())
        } else {
            Ok(())
        }
    } else if !output.status.success() {
        Err(format!("the run failed\n{stderr}"))
    } else {
        check_buffers(dir, &out_dir)
    };
    let _ = std::fs::remove_dir_all(&out_dir);
    result
}

fn check_buffers(dir: &Path, out_dir: &Path) -> Result<(), String> {
    let ulps: Option<u64> = std::fs::read_to_string(dir.join("ulp")).ok().and_then(|t| t.trim().parse().ok());
    let Ok(entries) = std::fs::read_dir(dir.join("expected")) else { return Ok(()) };
    for entry in entries.flatten() {
        let expected_path = entry.path();
        let name = expected_path.file_name().ok_or("a file name")?;
        let read = |p: &Path| -> Result<npy::NpyArray, String> { npy::read(&std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()))?).map_err(|e| format!("{}: {e}", p.display())) };
        let expected = read(&expected_path)?;
        let actual = read(&out_dir.join(name))?;
        compare::compare(&expected_path, &expected, &actual, ulps).map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    case_args(&root.join("tests/run"), &mut files);
    let filter = std::env::var("GPU_FILTER").ok();
    files.retain(|f| filter.as_deref().is_none_or(|s| f.to_string_lossy().contains(s)));
    let unavailable = tilesmith_backend::gpu::device().err().map(|e| e.to_string());
    let (mut passed, mut skipped, mut failures) = (0, 0, Vec::new());
    for file in &files {
        let dir = file.parent().unwrap_or(root);
        let shown = dir.strip_prefix(root).unwrap_or(dir).display().to_string();
        if let Some(why) = &unavailable {
            println!("{shown}: skipped: {why}");
            skipped += 1;
            continue;
        }
        match run_case(dir, file) {
            Ok(()) => {
                println!("{shown}: ok");
                passed += 1;
            }
            Err(e) => failures.push(format!("{shown}: {e}")),
        }
    }
    println!("{} run cases on the GPU: {passed} passed, {} failed, {skipped} skipped", files.len(), failures.len());
    if failures.is_empty() {
        return ExitCode::SUCCESS;
    }
    for f in &failures {
        eprintln!("FAILED {f}");
    }
    ExitCode::FAILURE
}
