//! Running a run case (tests/run/<family>/<case>/args) through `tilesmith
//! run` on another device, and comparing the buffers it leaves with the
//! case's expected ones, for the tests that take the run cases to the GPU
//! and to the PTX emulator.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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

/// How long one run may take before it is stopped: a kernel that never ends
/// (`launch/loop_never_ends`, which the CPU devices stop by their step
/// limits) would otherwise hang a GPU test. `DEVICE_RUN_TIMEOUT_S`, 120 s by
/// default.
fn run_timeout() -> Duration {
    Duration::from_secs(std::env::var("DEVICE_RUN_TIMEOUT_S").ok().and_then(|v| v.parse().ok()).unwrap_or(120))
}

/// The `tilesmith` binary runs go through: this build's, or `TILESMITH_BIN`
/// (the GPU bundle of `cargo xtask gpu-bundle` carries its own next to the
/// test binary).
fn tilesmith_binary() -> PathBuf {
    std::env::var_os("TILESMITH_BIN").map_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_tilesmith")), PathBuf::from)
}

/// Whether the case's kernel, lowered for `arch` by `tilesmith ptx`, holds
/// `needle` (an opcode): which cases an architecture-specific lowering
/// changes. A case whose kernel does not lower holds nothing.
#[allow(dead_code)] // not every test using this module asks
pub fn lowers_to(dir: &Path, args_file: &Path, arch: &str, needle: &str) -> Result<bool, String> {
    let args = case_words(args_file)?;
    let (Some(module), Some(kernel)) = (args.first(), args.iter().position(|a| a == "--kernel").and_then(|i| args.get(i + 1))) else {
        return Ok(false);
    };
    let out = Command::new(tilesmith_binary()).current_dir(dir).args(["ptx", module, "--kernel", kernel, "--arch", arch]).output().map_err(|e| e.to_string())?;
    Ok(out.status.success() && String::from_utf8_lossy(&out.stdout).contains(needle))
}

/// Whether lowering the case's kernel for `arch` with `flag` (`--prefetch`)
/// gives other PTX than without it.
pub fn flag_changes_lowering(dir: &Path, args_file: &Path, arch: &str, flag: &str) -> Result<bool, String> {
    flags_change_lowering(dir, args_file, arch, &[], &flag.split(' ').collect::<Vec<_>>())
}

/// Whether the case's kernel, lowered for `arch` with `base` options (both
/// must lower), lowers otherwise with `flags` added.
#[allow(dead_code)] // not every test using this module asks
pub fn flags_change_lowering(dir: &Path, args_file: &Path, arch: &str, base: &[&str], flags: &[&str]) -> Result<bool, String> {
    let args = case_words(args_file)?;
    let (Some(module), Some(kernel)) = (args.first(), args.iter().position(|a| a == "--kernel").and_then(|i| args.get(i + 1))) else {
        return Ok(false);
    };
    let lower = |extra: &[&str]| -> Result<Option<Vec<u8>>, String> {
        let out = Command::new(tilesmith_binary()).current_dir(dir).args(["ptx", module, "--kernel", kernel, "--arch", arch]).args(base).args(extra).output().map_err(|e| e.to_string())?;
        Ok(out.status.success().then_some(out.stdout))
    };
    Ok(match (lower(&[])?, lower(flags)?) {
        (Some(plain), Some(flagged)) => plain != flagged,
        _ => false,
    })
}

/// Whether the case's kernel lowers for `arch` to other PTX with `flags`
/// (words apart by spaces) than with `base` (both must lower).
#[allow(dead_code)] // not every test using this module asks
pub fn lowerings_differ(dir: &Path, args_file: &Path, arch: &str, base: &str, flags: &str) -> Result<bool, String> {
    let args = case_words(args_file)?;
    let (Some(module), Some(kernel)) = (args.first(), args.iter().position(|a| a == "--kernel").and_then(|i| args.get(i + 1))) else {
        return Ok(false);
    };
    let lower = |extra: &str| -> Result<Option<Vec<u8>>, String> {
        let out = Command::new(tilesmith_binary()).current_dir(dir).args(["ptx", module, "--kernel", kernel, "--arch", arch]).args(extra.split(' ')).output().map_err(|e| e.to_string())?;
        Ok(out.status.success().then_some(out.stdout))
    };
    Ok(match (lower(base)?, lower(flags)?) {
        (Some(a), Some(b)) => a != b,
        _ => false,
    })
}

/// Runs the case in `dir` with `--device <device>`, `extra` arguments, and
/// `--out` a fresh folder. A run past [`run_timeout`] is killed and counts
/// as failed, with a standard error that says so.
pub fn run_on_device(dir: &Path, args_file: &Path, device: &str, extra: &[&str]) -> Result<DeviceRun, String> {
    let args = case_words(args_file)?;
    let out_dir = std::env::temp_dir().join(format!("tilesmith-{device}-{}-{}", std::process::id(), dir.to_string_lossy().replace(['/', '\\'], "_")));
    let _ = std::fs::remove_dir_all(&out_dir);
    let mut child = Command::new(tilesmith_binary())
        .current_dir(dir)
        .arg("run")
        .args(&args)
        .args(["--device", device])
        .args(extra)
        .arg("--out")
        .arg(&out_dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    // Both pipes are drained while waiting, so a chatty run cannot block.
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut text);
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let deadline = Instant::now() + run_timeout();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stdout = stdout.join().unwrap_or_default();
    let mut stderr = stderr.join().unwrap_or_default();
    if status.is_none() {
        stderr.push_str(&format!("\nstopped by the test after {} s", run_timeout().as_secs()));
    }
    Ok(DeviceRun { success: status.is_some_and(|s| s.success()), stdout, stderr, out_dir })
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

/// The folder of per-element bounds (`tensor_core_bound/<i>.npy`, f64):
/// buffer `<i>` holds results of matrix products that a device computes on
/// tensor cores, in another order than the interpreter's, and may differ
/// from the expected values by that much (docs/ptx.md, "Tensor cores").
pub const TENSOR_CORE_BOUND: &str = "tensor_core_bound";

/// Compares every `expected/<i>.npy` of the case with the run's `<i>.npy`
/// (bit for bit, or within the case's `ulp` file, or within
/// `tensor_core_bound/<i>.npy` where there is one); the error names every
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
        let bound_path = dir.join(TENSOR_CORE_BOUND).join(name);
        let compared = if bound_path.exists() {
            compare::compare_within(&expected_path, &expected, &actual, &read(&bound_path)?)
        } else {
            compare::compare(&expected_path, &expected, &actual, ulps)
        };
        if let Err(e) = compared {
            differences.push(e.to_string());
        }
    }
    if differences.is_empty() {
        Ok(())
    } else {
        Err(differences.join("\n"))
    }
}
