//! NVIDIA's PTX assembler, which turns the PTX our backend writes into a
//! cubin: where it is, and running it.
//!
//! It is looked for as NVIDIA's own tools and cuTile Python look for theirs,
//! first hit wins:
//! 1. `TILESMITH_PTXAS`, a path (an override: when set, nothing else is tried);
//! 2. `ptxas` on `PATH`;
//! 3. `$CUDA_HOME/bin/ptxas` (then `$CUDA_PATH/bin/ptxas`);
//! 4. the `nvidia-cuda-nvcc` pip package of the `python3` on `PATH`
//!    (`nvidia/cu13/bin/ptxas`, or `nvidia/cuda_nvcc/bin/ptxas` for CUDA 12);
//! 5. `/usr/local/cuda/bin/ptxas`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The environment variable that names ptxas outright.
pub const OVERRIDE: &str = "TILESMITH_PTXAS";

/// The ptxas found, and how.
#[derive(Clone, Debug)]
pub struct Ptxas {
    pub path: PathBuf,
    /// Where it was found: `TILESMITH_PTXAS`, `PATH`, `CUDA_HOME`, ...
    pub found_by: &'static str,
}

/// The Python that asks pip's NVIDIA packages where their ptxas is.
const PIP_PROBE: &str = "\
import importlib, os
for module in ('nvidia.cu13', 'nvidia.cuda_nvcc'):
    try:
        package = importlib.import_module(module)
    except ImportError:
        continue
    for folder in package.__path__:
        candidate = os.path.join(folder, 'bin', 'ptxas')
        if os.path.isfile(candidate):
            print(candidate)
            raise SystemExit(0)
";

/// Finds ptxas (see the module documentation); the error says where it looked.
pub fn find() -> Result<Ptxas, String> {
    if let Some(named) = std::env::var_os(OVERRIDE).filter(|v| !v.is_empty()) {
        let path = PathBuf::from(&named);
        return if is_executable(&path) {
            Ok(Ptxas { path, found_by: OVERRIDE })
        } else {
            Err(format!("{OVERRIDE} names '{}', which is not an executable file", path.display()))
        };
    }
    if let Some(path) = on_path(std::env::var_os("PATH").unwrap_or_default()) {
        return Ok(Ptxas { path, found_by: "PATH" });
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = std::env::var_os(var).filter(|h| !h.is_empty()) {
            let path = Path::new(&home).join("bin/ptxas");
            if is_executable(&path) {
                return Ok(Ptxas { path, found_by: if var == "CUDA_HOME" { "CUDA_HOME" } else { "CUDA_PATH" } });
            }
        }
    }
    if let Some(path) = from_pip() {
        return Ok(Ptxas { path, found_by: "the nvidia-cuda-nvcc pip package" });
    }
    let default = PathBuf::from("/usr/local/cuda/bin/ptxas");
    if is_executable(&default) {
        return Ok(Ptxas { path: default, found_by: "/usr/local/cuda" });
    }
    Err(format!(
        "ptxas (NVIDIA's PTX assembler) was not found: not on PATH, not in $CUDA_HOME/bin or $CUDA_PATH/bin, not in the nvidia-cuda-nvcc pip package of python3, not in /usr/local/cuda/bin; install the CUDA toolkit or `pip install nvidia-cuda-nvcc`, or set {OVERRIDE} to its path (`--emit ptx` needs no ptxas)"
    ))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn on_path(path: OsString) -> Option<PathBuf> {
    std::env::split_paths(&path).filter(|d| !d.as_os_str().is_empty()).map(|d| d.join("ptxas")).find(|p| is_executable(p))
}

fn from_pip() -> Option<PathBuf> {
    let out = Command::new("python3").args(["-c", PIP_PROBE]).output().ok()?;
    let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    (out.status.success() && is_executable(&path)).then_some(path)
}

/// How to assemble.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assemble<'a> {
    /// `sm_90`.
    pub arch: &'a str,
    /// 0 to 3, ptxas's `-O`.
    pub opt_level: u8,
    /// `--generate-line-info`: line tables from the `.loc` lines.
    pub lineinfo: bool,
    /// `--device-debug` (needs `opt_level` 0).
    pub device_debug: bool,
    /// `--enable-extended-smem=true`: a kernel declares more than 48 KiB of
    /// shared memory (given only then: ptxas has the option unlisted, and
    /// an older one may lack it).
    pub extended_shared: bool,
}

/// What ptxas says, line by line, that is no news: with `--device-debug`,
/// PTX without DWARF sections (ours has only `.loc` lines) makes it warn that
/// they are missing, and it builds the line tables all the same.
const EXPECTED_WARNINGS: [&str; 2] = ["ptxas warning :  .debug_abbrev section not found", "ptxas warning :  .debug_info section not found"];

impl Ptxas {
    /// Assembles `ptx` into a cubin, in a scratch folder that is removed
    /// after; its warnings (but [`EXPECTED_WARNINGS`]) come back beside it.
    pub fn assemble(&self, ptx: &str, how: &Assemble<'_>) -> Result<(Vec<u8>, String), String> {
        let scratch = Scratch::new()?;
        let input = scratch.0.join("module.ptx");
        let output = scratch.0.join("module.cubin");
        std::fs::write(&input, ptx).map_err(|e| format!("could not write '{}': {e}", input.display()))?;
        let mut command = Command::new(&self.path);
        command.arg(format!("-arch={}", how.arch)).arg(format!("-O{}", how.opt_level));
        if how.device_debug {
            command.arg("--device-debug");
        } else if how.lineinfo {
            command.arg("--generate-line-info");
        }
        if how.extended_shared {
            command.arg("--enable-extended-smem=true");
        }
        command.arg("-o").arg(&output).arg(&input);
        let out = command.output().map_err(|e| format!("could not run ptxas ({}): {e}", self.path.display()))?;
        let said: String = String::from_utf8_lossy(&out.stderr).lines().chain(String::from_utf8_lossy(&out.stdout).lines()).filter(|l| !EXPECTED_WARNINGS.contains(&l.trim_end())).map(|l| format!("{l}\n")).collect();
        if !out.status.success() {
            return Err(format!("ptxas ({}) failed ({}) on the PTX tilesmith wrote for {}; this is a tilesmith bug:\n{}", self.path.display(), out.status, how.arch, said.trim_end()));
        }
        let cubin = std::fs::read(&output).map_err(|e| format!("ptxas wrote no cubin ('{}': {e})", output.display()))?;
        Ok((cubin, said))
    }

    /// The line of `ptxas --version` with the release (`Cuda compilation
    /// tools, release 13.4, V13.4.92`), if it runs.
    pub fn version(&self) -> Option<String> {
        let out = Command::new(&self.path).arg("--version").output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        text.lines().find(|l| l.contains("release")).map(|l| l.trim().to_string())
    }
}

/// A fresh folder under the temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let base = std::env::temp_dir();
        for _ in 0..100 {
            let dir = base.join(format!("tilesmith-ptxas-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(Scratch(dir)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(format!("could not make a scratch folder in '{}': {e}", base.display())),
            }
        }
        Err(format!("could not make a scratch folder in '{}': every name tried was taken", base.display()))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
