//! The PTX backend judged by NVIDIA's ptxas, without a GPU.
//!
//! Every kernel the run cases use (each case's `args` names the module and
//! `--kernel`) is lowered for every architecture the backend claims
//! (sm_80, sm_86, sm_89, sm_90) without run-time checks, and for sm_80 and
//! sm_90 with them (`ptx::Checks`), and the PTX is assembled by
//! `ptxas -arch=sm_XX`, which must report no error and no warning. Every
//! kernel must lower: a "cannot lower ... yet" error fails the test like any
//! other lowering error, a panic or a ptxas complaint. The only kernels let
//! off are those of the cases made to fail at launch (an `expected_error`
//! file: a kernel name that is not there), and those whose case expects the
//! backend to refuse them (tests/run/not_yet: the refusal, a "cannot lower
//! ... yet", is in `expected_ptx_emulator_error`, line for line). The counts
//! are printed.
//!
//! ptxas is installed by `cargo xtask tools` into .cache/tools (the first run
//! downloads it); the test fails, never skips, if that fails.
//! `PTX_FILTER=<substring>` keeps only the kernels whose case path contains it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tilesmith_backend::ptx::{self, Arch, Checks, LowerErrorKind};
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::verify;

#[path = "support/nvidia.rs"]
mod nvidia;
use nvidia::nvidia_tools;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[path = "support/cases.rs"]
mod cases;
use cases::case_args;

/// The (module, kernel, whether the case expects the run to fail, the PTX
/// emulator's expected error if the case names one) of the run cases.
fn kernels() -> Result<BTreeSet<(PathBuf, String, bool, Option<String>)>, String> {
    let mut files = Vec::new();
    case_args(&root().join("tests/run"), &mut files);
    let filter = std::env::var("PTX_FILTER").ok();
    let mut out = BTreeSet::new();
    for file in files {
        if filter.as_deref().is_some_and(|f| !file.to_string_lossy().contains(f)) {
            continue;
        }
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let words: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace).collect();
        let module = words.first().ok_or_else(|| format!("{}: no module", file.display()))?;
        let kernel = words.iter().position(|w| *w == "--kernel").and_then(|i| words.get(i + 1)).ok_or_else(|| format!("{}: no --kernel", file.display()))?;
        let dir = file.parent().ok_or("a case folder")?;
        let module = dir.join(module).canonicalize().map_err(|e| format!("{}: {module}: {e}", file.display()))?;
        let emulator_error = std::fs::read_to_string(dir.join("expected_ptx_emulator_error")).ok();
        out.insert((module, kernel.to_string(), dir.join("expected_error").exists(), emulator_error));
    }
    Ok(out)
}

fn load(path: &Path) -> Result<Ir, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.starts_with(&tilesmith_dialect::bytecode::MAGIC) {
        return tilesmith_dialect::bytecode::read(&bytes).map_err(|d| d.message);
    }
    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    parse(&text, &path.display().to_string(), 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).map_err(|d| d.message)
}

/// The op a "cannot lower ... yet" message names.
fn op_of(message: &str) -> String {
    message.split('\'').nth(1).unwrap_or("?").to_string()
}

fn main() -> ExitCode {
    let tools = match nvidia_tools() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let kernels = match kernels() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let scratch = std::env::temp_dir().join(format!("tilesmith-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut failures = Vec::new();
    let mut assembled = BTreeMap::<(&str, bool), usize>::new();
    let mut waiting: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut expected_failures = Vec::new();
    for (n, (module, kernel, expects_error, emulator_error)) in kernels.iter().enumerate() {
        let shown = format!("{}::{kernel}", module.strip_prefix(root()).unwrap_or(module).display());
        let ir = match load(module) {
            Ok(ir) => ir,
            Err(e) => {
                failures.push(format!("{shown}: {e}"));
                continue;
            }
        };
        let Ok(verified) = verify(&ir) else {
            failures.push(format!("{shown}: does not verify"));
            continue;
        };
        let builds = Arch::ALL.into_iter().map(|a| (a, Checks::NONE)).chain([Arch::Sm80, Arch::Sm90].map(|a| (a, Checks::ALL)));
        for (arch, checks) in builds {
            let shown = if checks == Checks::ALL { format!("{shown} (checked)") } else { shown.clone() };
            let lowered = std::panic::catch_unwind(|| ptx::compile_checked(verified, kernel, arch, checks));
            let text = match lowered {
                Err(_) => {
                    failures.push(format!("{shown} ({}): the backend panicked", arch.name()));
                    continue;
                }
                // A case that expects exactly this refusal (tests/run/not_yet).
                Ok(Err(e)) if e.kind == LowerErrorKind::CannotLowerYet && emulator_error.as_deref().is_some_and(|x| x.lines().filter(|l| !l.trim().is_empty()).all(|l| e.message.contains(l))) => {
                    expected_failures.push(format!("{shown} ({}): {e}", arch.name()));
                    continue;
                }
                Ok(Err(e)) if e.kind == LowerErrorKind::CannotLowerYet => {
                    waiting.entry(op_of(&e.message)).or_default().push(format!("{shown} ({}): {}", arch.name(), e.message));
                    failures.push(format!("{shown} ({}): {}", arch.name(), e.message));
                    continue;
                }
                // A case made to fail (a kernel name that is not there) may fail here too.
                Ok(Err(e)) if *expects_error => {
                    expected_failures.push(format!("{shown} ({}): {e}", arch.name()));
                    continue;
                }
                Ok(Err(e)) => {
                    failures.push(format!("{shown} ({}): {e}", arch.name()));
                    continue;
                }
                Ok(Ok(text)) => text,
            };
            let file = scratch.join(format!("k{n}_{}{}.ptx", arch.name(), if checks == Checks::ALL { "_checked" } else { "" }));
            if let Err(e) = std::fs::write(&file, &text) {
                failures.push(format!("{shown}: {e}"));
                continue;
            }
            let out = tools.command(&tools.ptxas).arg(format!("-arch={}", arch.name())).arg(&file).arg("-o").arg(scratch.join("out.cubin")).output();
            match out {
                Ok(o) if o.status.success() && o.stderr.is_empty() && o.stdout.is_empty() => *assembled.entry((arch.name(), checks == Checks::ALL)).or_default() += 1,
                Ok(o) => failures.push(format!("{shown} ({}): ptxas: {}{} (PTX kept at {})", arch.name(), String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout), file.display())),
                Err(e) => failures.push(format!("{shown}: running ptxas: {e}")),
            }
        }
    }
    println!("{} kernels of tests/run", kernels.len());
    for ((arch, checked), n) in &assembled {
        let which = if *checked { "with run-time checks" } else { "without run-time checks" };
        println!("  {arch}, {which}: {n} kernels assembled by ptxas without a warning");
    }
    for f in &expected_failures {
        println!("  as its case expects, not lowered: {f}");
    }
    let waiting_count: usize = waiting.values().map(Vec::len).sum();
    println!("  {waiting_count} lowerings stopped at an op the backend cannot lower (each one a failure)");
    for (op, list) in &waiting {
        println!("    {op}: {}", list.len());
    }
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&scratch);
        return ExitCode::SUCCESS;
    }
    eprintln!("{} failure(s):", failures.len());
    for f in &failures {
        eprintln!("  {f}");
    }
    ExitCode::FAILURE
}
