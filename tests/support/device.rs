//! Running a run case (tests/run/<family>/<case>/args) through `tilesmith
//! run` on another device, and comparing the buffers it leaves with the
//! case's expected ones, for the tests that take the run cases to the GPU
//! and to the PTX emulator.

use std::path::{Path, PathBuf};
use std::process::Command;

use tilesmith_backend::npy;

#[path = "compare.rs"]
mod compare;

/// What a run left: whether it succeeded, its output, and the folder of its buffers.
pub struct DeviceRun {
    pub success: bool,
    // The GPU test does not read it: tile blocks print in no fixed order there.
    #[allow(dead_code)]
    pub stdout: String,
    pub stderr: String,
    pub out_dir: PathBuf,
}

impl Drop for DeviceRun {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.out_dir);
    }
}

/// The case's command line after `tilesmith run` (comment lines dropped).
pub fn case_words(args_file: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(args_file).map_err(|e| e.to_string())?;
    Ok(text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).map(String::from).collect())
}

/// Runs the case in `dir` with `--device <device>`, `extra` arguments, and `--out` a fresh folder.
pub fn run_on_device(dir: &Path, args_file: &Path, device: &str, extra: &[&str]) -> Result<DeviceRun, String> {
    let args = case_words(args_file)?;
    let out_dir = std::env::temp_dir().join(format!("tilesmith-{device}-{}-{}", std::process::id(), dir.to_string_lossy().replace(['/', '\\'], "_")));
    let _ = std::fs::remove_dir_all(&out_dir);
    let output = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("run").args(&args).args(["--device", device]).args(extra).arg("--out").arg(&out_dir).output().map_err(|e| e.to_string())?;
    Ok(DeviceRun {
        success: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        out_dir,
    })
}

/// The file that names, for the PTX emulator, the error a case fails with
/// when the interpreter's is one only the interpreter gives (its own memory
/// checks, its op count): each of its lines must appear instead of
/// `expected_error`'s.
pub const EMULATOR_ERROR: &str = "expected_ptx_emulator_error";

/// Checks that a failed run failed as the case expects: every nonblank line
/// of the case's `expected` file (`expected_error`, or a device's own) must
/// appear in the standard error.
pub fn check_error(dir: &Path, expected: &str, stderr: &str) -> Result<(), String> {
    let path = dir.join(expected);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        if !stderr.contains(line) {
            return Err(format!("the run failed, but its error lacks '{line}' ({})\n--- stderr\n{stderr}", path.display()));
        }
    }
    Ok(())
}

/// Compares every `expected/<i>.npy` of the case with the run's `<i>.npy`
/// (bit for bit, or within the case's `ulp` file); the error names every
/// file that differs, in name order.
pub fn check_buffers(dir: &Path, out_dir: &Path) -> Result<(), String> {
    let ulps: Option<u64> = std::fs::read_to_string(dir.join("ulp")).ok().and_then(|t| t.trim().parse().ok());
    let Ok(entries) = std::fs::read_dir(dir.join("expected")) else { return Ok(()) };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    let mut differences = Vec::new();
    for expected_path in paths {
        let name = expected_path.file_name().ok_or("a file name")?;
        let read = |p: &Path| -> Result<npy::NpyArray, String> { npy::read(&std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()))?).map_err(|e| format!("{}: {e}", p.display())) };
        let expected = read(&expected_path)?;
        let actual = read(&out_dir.join(name))?;
        if let Err(e) = compare::compare(&expected_path, &expected, &actual, ulps) {
            differences.push(e.to_string());
        }
    }
    if differences.is_empty() {
        Ok(())
    } else {
        Err(differences.join("\n"))
    }
}
