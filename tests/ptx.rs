//! The PTX backend judged by NVIDIA's ptxas, without a GPU.
//!
//! Every kernel the run cases use (each case's `args` names the module and
//! `--kernel`) is lowered for sm_75, sm_80, sm_90 and sm_120 ([`FULL`]),
//! without run-time checks and with them (`ptx::Checks`), and a sample of
//! them for every other architecture the backend targets (`Arch::ALL`), and
//! the PTX is assembled by `ptxas -arch=sm_XX` (in parallel), which must
//! report no error and no warning: ptxas refuses an instruction the target
//! lacks or the module's `.version` does not admit. Every
//! kernel must lower: a "cannot lower ... yet" error fails the test like any
//! other lowering error, a panic or a ptxas complaint. The only kernels let
//! off are those of the cases made to fail at launch (an `expected_error`
//! file: a kernel name that is not there), and those whose case expects the
//! backend to refuse them (tests/run/not_yet: the refusal, a "cannot lower
//! ... yet", is in `expected_ptx_emulator_error`, line for line). The counts
//! are printed.
//!
//! A kernel whose lowering `--prefetch` changes (a matrix-product loop: its
//! tiles loaded a step ahead, with `cp.async` on sm_80 and newer where they
//! qualify) is also assembled with it, without checks, for every
//! architecture of [`PREFETCH_ARCHES`].
//!
//! One note is let through, on kernels with run-time checks alone: ptxas's
//! C7510, "wgmma.mma_async instructions are serialized due to wgmma pipeline
//! crossing function boundary", as a failed check's report calls `vprintf`
//! (a cost of checked builds only; unchecked ones must assemble silently).
//!
//! The shared-memory limits the backend lowers to ([`Arch::shared_limit`])
//! are ptxas's: for every architecture, a kernel declaring the limit
//! assembles and one 16 bytes over it is refused, with ptxas's defaults and
//! with `--enable-extended-smem=true` ([`shared_limits_are_ptxas_own`]).
//!
//! ptxas is installed by `cargo xtask tools` into .cache/tools (the first run
//! downloads it); the test fails, never skips, if that fails.
//! `PTX_FILTER=<substring>` keeps only the kernels whose case path contains it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use tilesmith_backend::ptx::{self, Arch, Checks, LowerErrorKind};
use tilesmith_dialect::verify::verify;

#[path = "support/nvidia.rs"]
mod nvidia;
use nvidia::{nvidia_tools, NvidiaTools};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[path = "support/cases.rs"]
mod cases;
#[path = "support/kernels.rs"]
mod kernels;
use kernels::{load_module, run_kernels};


/// The op a "cannot lower ... yet" message names.
fn op_of(message: &str) -> String {
    message.split('\'').nth(1).unwrap_or("?").to_string()
}

/// The architectures every kernel is assembled for, without run-time checks
/// and with them: the oldest (sm_75, where every bf16 instruction and more
/// is done the long way), sm_80 and sm_90 (where the lowering changes,
/// `ptx::Feature`), and sm_120 (the newest consumer part). The others
/// lower as one of these does but for their header, so each assembles
/// every [`SAMPLE`]th kernel (sm_90a, whose matrix products take `wgmma`,
/// every kernel where it does).
const FULL: [Arch; 4] = [Arch::Sm75, Arch::Sm80, Arch::Sm90, Arch::Sm120];

/// One kernel in this many is assembled for the architectures not in [`FULL`].
const SAMPLE: usize = 8;

/// One ptxas run: a kernel lowered for an architecture, with or without checks.
struct Build {
    shown: String,
    arch: Arch,
    checked: bool,
    prefetch: bool,
    /// Given to ptxas with `--enable-extended-smem=true`.
    extended_shared: bool,
    file: PathBuf,
}

/// The architectures a kernel whose lowering `--prefetch` changes is
/// assembled for with it: sm_75 (registers), and for `cp.async` the first
/// of each family after it.
const PREFETCH_ARCHES: [Arch; 6] = [Arch::Sm75, Arch::Sm80, Arch::Sm89, Arch::Sm90a, Arch::Sm100, Arch::Sm120];

/// The builds of kernel number `n`: every architecture of [`FULL`] with and
/// without checks, and, for one in [`SAMPLE`] kernels, a few others (a
/// different few for each kernel, so every architecture gets its share).
fn builds_of(n: usize) -> Vec<(Arch, Checks)> {
    let mut builds: Vec<(Arch, Checks)> = FULL.into_iter().flat_map(|a| [(a, Checks::NONE), (a, Checks::ALL)]).collect();
    let others: Vec<Arch> = Arch::ALL.into_iter().filter(|a| !FULL.contains(a)).collect();
    builds.extend(others.iter().enumerate().filter(|(i, _)| (n + i).is_multiple_of(SAMPLE)).map(|(_, &a)| (a, Checks::NONE)));
    builds
}

/// Whether ptxas said nothing, or (`checked`) only its C7510 note on
/// wgmma serialized around a call.
fn quiet(output: &[u8], checked: bool) -> bool {
    let text = String::from_utf8_lossy(output);
    text.lines().all(|l| l.trim().is_empty() || (checked && l.contains("(C7510)") && l.contains("wgmma pipeline crossing function boundary")))
}

/// A kernel declaring `bytes` of shared memory for `arch` (each thread
/// stores to and loads from it, so that it is kept).
fn shared_kernel(arch: Arch, bytes: u64) -> String {
    let (major, minor) = arch.ptx_version();
    format!(
        ".version {major}.{minor}\n.target {arch}\n.address_size 64\n.visible .entry k(.param .u64 out)\n{{\n\t.shared .align 16 .b8 s[{bytes}];\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, s;\n\tmad.lo.u32 %r1, %r0, 4, %r1;\n\tst.shared.u32 [%r1+{}], %r0;\n\tbar.sync 0;\n\tld.shared.u32 %r2, [%r1+{}];\n\tld.param.u64 %rd0, [out];\n\tcvta.to.global.u64 %rd0, %rd0;\n\tst.global.u32 [%rd0], %r2;\n\tret;\n}}\n",
        bytes - 4096,
        bytes - 4092
    )
}

/// For every architecture, whether ptxas takes a kernel of exactly
/// [`Arch::shared_limit`] bytes of shared memory and refuses one 16 bytes
/// more, with its defaults and with `--enable-extended-smem=true`; the
/// failures.
fn shared_limits_are_ptxas_own(tools: &NvidiaTools, scratch: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for arch in Arch::ALL {
        for extended in [false, true] {
            let limit = arch.shared_limit(extended);
            for (bytes, fits) in [(limit, true), (limit + 16, false)] {
                let file = scratch.join(format!("shared_{arch}_{extended}_{bytes}.ptx"));
                if let Err(e) = std::fs::write(&file, shared_kernel(arch, bytes)) {
                    failures.push(format!("{}: {e}", file.display()));
                    continue;
                }
                let mut ptxas = tools.command(&tools.ptxas);
                ptxas.arg(format!("-arch={arch}"));
                if extended {
                    ptxas.arg("--enable-extended-smem=true");
                }
                let out = match ptxas.arg(&file).arg("-o").arg(file.with_extension("cubin")).output() {
                    Ok(o) => o,
                    Err(e) => {
                        failures.push(format!("running ptxas: {e}"));
                        continue;
                    }
                };
                let said = String::from_utf8_lossy(&out.stderr);
                let flag = if extended { " with --enable-extended-smem=true" } else { "" };
                match (fits, out.status.success()) {
                    (true, false) => failures.push(format!("{arch}: ptxas{flag} refuses {bytes} bytes of shared memory, the backend's limit: {said}")),
                    (false, true) => failures.push(format!("{arch}: ptxas{flag} takes {bytes} bytes of shared memory, past the backend's limit of {limit}")),
                    (false, false) if !said.contains("too much shared data") => failures.push(format!("{arch}: ptxas{flag} refuses {bytes} bytes for another reason: {said}")),
                    _ => {}
                }
            }
        }
    }
    failures
}

fn main() -> ExitCode {
    let started = std::time::Instant::now();
    let tools = match nvidia_tools() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let filter = std::env::var("PTX_FILTER").ok();
    let kernels = match run_kernels(&root().join("tests/run"), filter.as_deref()) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let scratch = std::env::temp_dir().join(format!("tilesmith-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut failures = Vec::new();
    let mut waiting: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut expected_failures = Vec::new();
    // Lower everything first (fast), then assemble in parallel (ptxas is the time).
    let mut builds = Vec::new();
    for (n, kernels::RunKernel { module, kernel, expects_error, emulator_error, extended_shared }) in kernels.iter().enumerate() {
        let shown = format!("{}::{kernel}", module.strip_prefix(root()).unwrap_or(module).display());
        let ir = match load_module(module) {
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
        let mut arches = builds_of(n);
        // sm_90a lowers otherwise than sm_90 where a matrix product takes
        // wgmma: such kernels are assembled for it in full.
        // Lowered with the options the case runs with.
        let lower = |arch: Arch, checks: Checks, prefetch: bool| ptx::compile_kernel_module(verified, kernel, arch, &ptx::ModuleOptions { checks, prefetch, extended_shared: *extended_shared, ..ptx::ModuleOptions::default() });
        let warpgroup = lower(Arch::Sm90a, Checks::NONE, false).is_ok_and(|m| m.text.contains("wgmma.mma_async"));
        if warpgroup {
            arches.retain(|&(a, _)| a != Arch::Sm90a);
            arches.extend([(Arch::Sm90a, Checks::NONE), (Arch::Sm90a, Checks::ALL)]);
        }
        for (arch, checks) in arches {
            let shown = if checks == Checks::ALL { format!("{shown} (checked)") } else { shown.clone() };
            let lowered = std::panic::catch_unwind(|| lower(arch, checks, false));
            let compiled = match lowered {
                Err(_) => {
                    failures.push(format!("{shown} ({arch}): the backend panicked"));
                    continue;
                }
                // A case that expects exactly this refusal (tests/run/not_yet).
                Ok(Err(e)) if e.kind == LowerErrorKind::CannotLowerYet && emulator_error.as_deref().is_some_and(|x| x.lines().filter(|l| !l.trim().is_empty()).all(|l| e.message.contains(l))) => {
                    expected_failures.push(format!("{shown} ({arch}): {e}"));
                    continue;
                }
                Ok(Err(e)) if e.kind == LowerErrorKind::CannotLowerYet => {
                    waiting.entry(op_of(&e.message)).or_default().push(format!("{shown} ({arch}): {}", e.message));
                    failures.push(format!("{shown} ({arch}): {}", e.message));
                    continue;
                }
                // A case made to fail (a kernel name that is not there) may fail here too.
                Ok(Err(e)) if *expects_error => {
                    expected_failures.push(format!("{shown} ({arch}): {e}"));
                    continue;
                }
                Ok(Err(e)) => {
                    failures.push(format!("{shown} ({arch}): {e}"));
                    continue;
                }
                Ok(Ok(compiled)) => compiled,
            };
            let checked = checks == Checks::ALL;
            let file = scratch.join(format!("k{n}_{arch}{}.ptx", if checked { "_checked" } else { "" }));
            if let Err(e) = std::fs::write(&file, &compiled.text) {
                failures.push(format!("{shown}: {e}"));
                continue;
            }
            let extended_shared = ptx::ptxas_needs_extended_shared(arch, compiled.shared_bytes);
            builds.push(Build { shown, arch, checked, prefetch: false, extended_shared, file });
        }
        for arch in PREFETCH_ARCHES {
            let (Ok(plain), Ok(compiled)) = (lower(arch, Checks::NONE, false), lower(arch, Checks::NONE, true)) else { continue };
            if plain.text == compiled.text {
                continue;
            }
            let file = scratch.join(format!("k{n}_{arch}_prefetch.ptx"));
            if let Err(e) = std::fs::write(&file, &compiled.text) {
                failures.push(format!("{shown}: {e}"));
                continue;
            }
            let extended_shared = ptx::ptxas_needs_extended_shared(arch, compiled.shared_bytes);
            builds.push(Build { shown: format!("{shown} (--prefetch)"), arch, checked: false, prefetch: true, extended_shared, file });
        }
    }
    let assembled = Mutex::new(BTreeMap::<(Arch, bool, bool), usize>::new());
    let ptxas_failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(16);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some(build) = builds.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let cubin = build.file.with_extension("cubin");
                    let mut ptxas = tools.command(&tools.ptxas);
                    ptxas.arg(format!("-arch={}", build.arch));
                    if build.extended_shared {
                        ptxas.arg("--enable-extended-smem=true");
                    }
                    let out = ptxas.arg(&build.file).arg("-o").arg(&cubin).output();
                    let _ = std::fs::remove_file(&cubin);
                    let failure = match out {
                        Ok(o) if o.status.success() && quiet(&o.stderr, build.checked) && quiet(&o.stdout, build.checked) => {
                            *assembled.lock().expect("no worker panics").entry((build.arch, build.checked, build.prefetch)).or_default() += 1;
                            continue;
                        }
                        Ok(o) => format!("{} ({}): ptxas: {}{} (PTX kept at {})", build.shown, build.arch, String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout), build.file.display()),
                        Err(e) => format!("{}: running ptxas: {e}", build.shown),
                    };
                    ptxas_failures.lock().expect("no worker panics").push(failure);
                }
            });
        }
    });
    failures.extend(ptxas_failures.into_inner().expect("no worker panics"));
    let shared_failures = shared_limits_are_ptxas_own(tools, &scratch);
    println!("  shared-memory limits: {} architectures, each at and past its limit with and without --enable-extended-smem=true: {} disagreements with ptxas", Arch::ALL.len(), shared_failures.len());
    failures.extend(shared_failures);
    println!("{} kernels of tests/run, {} ptxas runs on {workers} threads in {:.1} s", kernels.len(), builds.len(), started.elapsed().as_secs_f64());
    for ((arch, checked, prefetch), n) in assembled.into_inner().expect("no worker panics") {
        let which = match (checked, prefetch) {
            (true, _) => "with run-time checks",
            (false, false) => "without run-time checks",
            (false, true) => "with --prefetch, without run-time checks",
        };
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
