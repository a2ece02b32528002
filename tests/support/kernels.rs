//! The kernels the run cases launch: each case's `args` names a module and
//! `--kernel`. Shared by the tests that lower them (tests/ptx.rs, tests/lower.rs).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};

/// A kernel of a run case.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RunKernel {
    /// The module file, canonical.
    pub module: PathBuf,
    pub kernel: String,
    /// Whether the case expects its run to fail (an `expected_error` file).
    pub expects_error: bool,
    /// The PTX emulator's expected error, where the case names one (an
    /// `expected_ptx_emulator_error` file).
    pub emulator_error: Option<String>,
    /// Whether the case runs it with `--extended-shared` (more than 48 KiB
    /// of shared memory: ptxas then needs `--enable-extended-smem=true`).
    pub extended_shared: bool,
}

/// Every kernel of the run cases under `run_dir` whose case path contains
/// `filter`, once each.
pub fn run_kernels(run_dir: &Path, filter: Option<&str>) -> Result<BTreeSet<RunKernel>, String> {
    let mut files = Vec::new();
    super::cases::case_args(run_dir, &mut files);
    let mut out = BTreeSet::new();
    for file in files {
        if filter.is_some_and(|f| !file.to_string_lossy().contains(f)) {
            continue;
        }
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let words: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).collect();
        let module = words.first().ok_or_else(|| format!("{}: no module", file.display()))?;
        let kernel = words.iter().position(|w| *w == "--kernel").and_then(|i| words.get(i + 1)).ok_or_else(|| format!("{}: no --kernel", file.display()))?;
        let dir = file.parent().ok_or("a case folder")?;
        let module = dir.join(module).canonicalize().map_err(|e| format!("{}: {module}: {e}", file.display()))?;
        let emulator_error = std::fs::read_to_string(dir.join("expected_ptx_emulator_error")).ok();
        let extended_shared = words.contains(&"--extended-shared");
        out.insert(RunKernel { module, kernel: kernel.to_string(), expects_error: dir.join("expected_error").exists(), emulator_error, extended_shared });
    }
    Ok(out)
}

/// Reads a module, text or bytecode.
pub fn load_module(path: &Path) -> Result<Ir, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.starts_with(&tilesmith_dialect::bytecode::MAGIC) {
        return tilesmith_dialect::bytecode::read(&bytes).map_err(|d| d.message);
    }
    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    parse(&text, &path.display().to_string(), 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).map_err(|d| d.message)
}
