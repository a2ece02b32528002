//! Every run case on the PTX emulator, through `tilesmith run --device
//! ptx-emulator`: the kernel is lowered to PTX by our backend and the PTX
//! text is executed on the CPU (backend/src/ptx/emulator), for sm_90, sm_80
//! and sm_75 (whose lowerings differ: [`ARCHES`]). Each run is checked against the
//! same expectations the interpreter meets (tests/run.rs):
//!
//! - the buffers, bit for bit or within the case's `ulp` file;
//! - the printed text, exactly, against `expected_stdout` (the emulator
//!   runs CTAs in linear order, as the interpreter does);
//! - a case with `expected_error` must fail with the interpreter's error:
//!   each line of the file must appear in the standard error, as in
//!   tests/run.rs (the kernel is lowered with run-time checks, the default
//!   of `tilesmith run --device ptx-emulator`, so a failed check reports
//!   the interpreter's message at the op). Where that error is one only the
//!   interpreter gives (its memory checks, its op count), the case's
//!   `expected_ptx_emulator_error` names the emulator's instead, line by line.
//!
//! A case whose kernel lowers differently with `--prefetch` (a loop that
//! multiplies matrices: its tiles loaded a step ahead, into shared memory
//! with `cp.async` where they qualify) runs once more with it on sm_90, and
//! on sm_90a where it takes `wgmma` ([`PREFETCH`]); and, but for a case
//! made to fail, on sm_80 without run-time checks ([`UNCHECKED`]), as
//! `tilesmith ptx` lowers by default: the checks' own barriers would order
//! what the copies need ordered, and hide a barrier the lowering forgot;
//! and there once more with `--extended-shared` where that lowers
//! otherwise ([`EXTENDED`]: tiles waiting in more than 48 KiB).
//!
//! Every case whose kernel is text runs once more with the other CTA size
//! its entries' `num_worker_warps_per_cta` hint can ask for, 8 warps or 4,
//! on sm_80 and, where it takes `wgmma`, sm_90a ([`WORKER_WARPS`]).
//!
//! Cases that cannot pass are listed in [`KNOWN_FAILURES`] with the reason;
//! such a case must still fail (if it starts passing, the test says to
//! remove it), and any other mismatch fails the test. The counts are printed.
//! `PTX_EMULATOR_FILTER=<substring>` keeps only the cases whose path contains it.
//! Cases run on one thread per core (`PTX_EMULATOR_THREADS=<n>` sets how
//! many); their lines print in case order.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

#[path = "support/cases.rs"]
mod cases;
use cases::case_args;

#[path = "support/device.rs"]
mod device;
use device::{case_words, check_buffers, check_error, flag_changes_lowering, flags_change_lowering, lowerings_differ, lowers_to, run_on_device, EMULATOR_ERROR};

/// The architectures each case is lowered for: sm_90 (bf16 arithmetic in
/// single instructions), sm_80 (bf16 through `fma.rn.bf16` and f32) and
/// sm_75 (no bf16 instruction at all, f16 min and max through f32, no
/// `.NaN` min and max; see `ptx::Feature`).
const ARCHES: [&str; 3] = ["sm_90", "sm_80", "sm_75"];

/// sm_90a, which differs from sm_90 in matrix products alone (`wgmma`):
/// each case whose kernel lowers to `wgmma` there runs a fourth time.
const WARPGROUP: &str = "sm_90a";

/// The step limit (PTX instructions per CTA) when the case sets none.
const MAX_STEPS: &str = "100000000";

/// How a case that expects an error fails when it runs to the end.
const RAN_TO_THE_END: &str = "the run succeeded, but the case expects it to fail";

/// A case expected to fail on the emulator (on every architecture): its
/// path under tests/run, the failure (text the error must contain; a buffer
/// mismatch must be the only one), and why.
struct KnownFailure {
    case: &'static str,
    symptom: &'static str,
    reason: &'static str,
}

/// None at present: every run case passes on the emulator.
const KNOWN_FAILURES: &[KnownFailure] = &[];

/// Whether `error` is the known failure's (and nothing more).
fn is_known(known: &KnownFailure, error: &str) -> bool {
    error.contains(known.symptom) && error.matches("element(s) differ").count() <= 1
}

/// The lowering option each case whose lowering it changes runs with once
/// more, on sm_90 and (where the case takes `wgmma`) sm_90a: loops' tiles
/// loaded a step ahead (`prefetch-loads`).
const PREFETCH: &str = "--prefetch";

/// [`PREFETCH`] without run-time checks.
const UNCHECKED: &str = "--prefetch --no-checks";

/// [`UNCHECKED`] with more than 48 KiB of shared memory, for the cases
/// whose tiles it lets wait in shared memory on sm_80 (the `mma.sync` and
/// `cp.async` of sm_90 alike; sm_90a has the room by default).
const EXTENDED: &str = "--prefetch --no-checks --extended-shared";

/// Tiles loaded further ahead ([`UNCHECKED`] at distances 2 and 3), for
/// the cases whose lowering each distance changes from the one before: on
/// sm_80 with more than 48 KiB (the rings take more), and on sm_90a: the
/// architecture, the run's flags, and the flags they are compared with.
const AHEAD: [(&str, &str, &str); 3] = [
    ("sm_80", "--prefetch-distance 2 --no-checks --extended-shared", "--prefetch --no-checks --extended-shared"),
    (WARPGROUP, "--prefetch-distance 2 --no-checks", "--prefetch --no-checks"),
    (WARPGROUP, "--prefetch-distance 3 --no-checks", "--prefetch-distance 2 --no-checks"),
];

/// The other CTA size each case runs with once more, on sm_80 and (where the
/// case takes `wgmma`) sm_90a, through its entries' `num_worker_warps_per_cta`
/// hint: 8 warps for a kernel of 128 threads, 4 for one of 256 (the products
/// that take 256 by the backend's rule). Every layout, shared staging,
/// product and reduction must hold at both sizes.
const WORKER_WARPS: [&str; 2] = ["sm_80", WARPGROUP];

/// `text` with a `num_worker_warps_per_cta = warps` hint for sm_80 and
/// sm_90 on each entry (every entry of the run cases is declared on one
/// line ending in its body's `{`), or `None` where it has no entry or sets
/// the hint itself (`misc/worker_warps_hints`).
fn with_worker_warps(text: &str, warps: u32) -> Option<String> {
    if text.contains("num_worker_warps_per_cta") {
        return None;
    }
    let hint = format!("num_worker_warps_per_cta = {warps}");
    let mut any = false;
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if !trimmed.starts_with("entry @") || !trimmed.trim_end().ends_with('{') {
                return line.to_string();
            }
            any = true;
            let mut line = line.to_string();
            for target in ["sm_80", "sm_90"] {
                let key = format!("{target} = {{");
                if let Some(at) = line.find(&key) {
                    line.insert_str(at + key.len(), &format!("{hint}, "));
                } else if let Some(at) = line.find("optimization_hints=<") {
                    line.insert_str(at + "optimization_hints=<".len(), &format!("{target} = {{{hint}}}, "));
                } else {
                    let brace = line.trim_end().len() - 1;
                    line.insert_str(brace, &format!("optimization_hints=<{target} = {{{hint}}}> "));
                }
            }
            line
        })
        .collect();
    any.then(|| lines.join("\n") + "\n")
}

/// An args file for the case with its kernel given `warps` worker warps
/// ([`with_worker_warps`]), written with the kernel to a temporary folder
/// (the other files are read from the case's folder, where the run
/// starts), or `None` for a case whose kernel is bytecode.
fn worker_warps_case(dir: &Path, args_file: &Path, case: &str, warps: u32) -> Result<Option<PathBuf>, String> {
    let mut words = case_words(args_file)?;
    let Some(module) = words.first().filter(|m| m.ends_with(".mlir")) else { return Ok(None) };
    let text = std::fs::read_to_string(dir.join(module)).map_err(|e| format!("{module}: {e}"))?;
    let Some(hinted) = with_worker_warps(&text, warps) else { return Ok(None) };
    let tmp = std::env::temp_dir().join(format!("tilesmith-warps-{}-{}", std::process::id(), case.replace(['/', '\\'], "_")));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    // The same file name and lines, for the locations an expected error names.
    let kernel = tmp.join(Path::new(module).file_name().unwrap_or_default());
    std::fs::write(&kernel, hinted).map_err(|e| e.to_string())?;
    words[0] = kernel.to_string_lossy().into_owned();
    let args = tmp.join("args");
    std::fs::write(&args, words.join("\n") + "\n").map_err(|e| e.to_string())?;
    Ok(Some(args))
}

fn run_case(dir: &Path, args_file: &Path, arch: &str, option: Option<&str>) -> Result<(), String> {
    let mut extra = vec!["--arch", arch];
    extra.extend(option.into_iter().flat_map(|o| o.split(' ')));
    if !case_words(args_file)?.iter().any(|w| w == "--max-steps") {
        extra.extend(["--max-steps", MAX_STEPS]);
    }
    let run = run_on_device(dir, args_file, "ptx-emulator", &extra)?;
    if dir.join("expected_error").exists() {
        if run.success {
            return Err(format!("{RAN_TO_THE_END}\n--- stdout\n{}", run.stdout));
        }
        let expected = if dir.join(EMULATOR_ERROR).exists() { EMULATOR_ERROR } else { "expected_error" };
        return check_error(dir, expected, &run.stderr);
    }
    if !run.success {
        return Err(format!("the run failed\n--- stderr\n{}", run.stderr));
    }
    let golden = dir.join("expected_stdout");
    if golden.exists() {
        let expected = std::fs::read_to_string(&golden).map_err(|e| e.to_string())?;
        if expected != run.stdout {
            return Err(format!("the printed output differs from {}\n--- expected\n{expected}\n--- actual\n{}", golden.display(), run.stdout));
        }
    }
    check_buffers(dir, &run.out_dir)
}

/// What one case's runs gave: the lines to print, the counts, and the failures.
#[derive(Default)]
struct Outcome {
    lines: Vec<String>,
    failures: Vec<String>,
    passed: usize,
    known: usize,
    warpgroup: usize,
    prefetched: usize,
    extended: usize,
    ahead: usize,
    with_warps: usize,
}

/// Lowers the case behind `file` for every architecture and option that
/// changes its lowering, and runs each lowering.
fn check_case(root: &Path, file: &Path) -> Outcome {
    let mut out = Outcome::default();
    let dir = file.parent().unwrap_or(root);
    let case = dir.strip_prefix(root.join("tests/run")).unwrap_or(dir).display().to_string();
    let known_failure = KNOWN_FAILURES.iter().find(|k| k.case == case);
    let mut runs: Vec<(&str, Option<&str>)> = ARCHES.iter().map(|&a| (a, None)).collect();
    match lowers_to(dir, file, WARPGROUP, "wgmma.mma_async") {
        Ok(true) => {
            runs.push((WARPGROUP, None));
            out.warpgroup += 1;
        }
        Ok(false) => {}
        Err(e) => out.failures.push(format!("{case}: lowering for {WARPGROUP}: {e}")),
    }
    match flag_changes_lowering(dir, file, "sm_90", PREFETCH) {
        Ok(true) => {
            let with_warpgroup = runs.iter().any(|(a, _)| *a == WARPGROUP);
            runs.push(("sm_90", Some(PREFETCH)));
            if with_warpgroup {
                runs.push((WARPGROUP, Some(PREFETCH)));
            }
            if !dir.join("expected_error").exists() {
                runs.push(("sm_80", Some(UNCHECKED)));
                if with_warpgroup {
                    // Without the checks' barriers, as the loads' copies and
                    // the products' wgmma groups are ordered on their own.
                    runs.push((WARPGROUP, Some(UNCHECKED)));
                }
                match flags_change_lowering(dir, file, "sm_80", &["--prefetch"], &["--extended-shared"]) {
                    Ok(true) => {
                        runs.push(("sm_80", Some(EXTENDED)));
                        out.extended += 1;
                    }
                    Ok(false) => {}
                    Err(e) => out.failures.push(format!("{case}: lowering with {EXTENDED}: {e}")),
                }
                for (arch, flags, before) in AHEAD {
                    match lowerings_differ(dir, file, arch, before, flags) {
                        Ok(true) => {
                            runs.push((arch, Some(flags)));
                            out.ahead += 1;
                        }
                        Ok(false) => {}
                        Err(e) => out.failures.push(format!("{case}: lowering with {flags}: {e}")),
                    }
                }
            }
            out.prefetched += 1;
        }
        Ok(false) => {}
        Err(e) => out.failures.push(format!("{case}: lowering with {PREFETCH}: {e}")),
    }
    let with_warpgroup = runs.iter().any(|(a, _)| *a == WARPGROUP);
    let mut runs: Vec<(&str, Option<&str>, Option<u32>)> = runs.into_iter().map(|(a, o)| (a, o, None)).collect();
    for arch in WORKER_WARPS.into_iter().filter(|&a| a != WARPGROUP || with_warpgroup) {
        match lowers_to(dir, file, arch, ".reqntid 256,") {
            Ok(wide) => runs.push((arch, None, Some(if wide { 4 } else { 8 }))),
            Err(e) => out.failures.push(format!("{case}: lowering for {arch}: {e}")),
        }
    }
    for (arch, option, warps) in runs {
        let shown = match (option, warps) {
            (_, Some(w)) => format!("{case} ({arch}, {w} worker warps)"),
            (Some(o), None) => format!("{case} ({arch}, {o})"),
            (None, None) => format!("{case} ({arch})"),
        };
        let hinted = match warps.map(|w| worker_warps_case(dir, file, &case, w)).transpose() {
            Ok(hinted) => hinted.flatten(),
            Err(e) => {
                out.failures.push(format!("{shown}: {e}"));
                continue;
            }
        };
        if warps.is_some() && hinted.is_none() {
            continue;
        }
        if warps.is_some() {
            out.with_warps += 1;
        }
        let result = run_case(dir, hinted.as_deref().unwrap_or(file), arch, option);
        if let Some(folder) = hinted.as_deref().and_then(Path::parent) {
            let _ = std::fs::remove_dir_all(folder);
        }
        match (result, known_failure) {
            (Ok(()), None) => {
                out.lines.push(format!("{shown}: ok"));
                out.passed += 1;
            }
            (Ok(()), Some(_)) => out.failures.push(format!("{shown}: passes, but is listed as a known failure; remove it from KNOWN_FAILURES")),
            (Err(e), Some(k)) if is_known(k, &e) => {
                out.lines.push(format!("{shown}: known failure ({})", k.reason));
                out.known += 1;
            }
            (Err(e), _) => out.failures.push(format!("{shown}: {e}")),
        }
    }
    out
}

/// How many cases run at once: `PTX_EMULATOR_THREADS`, or one per core
/// (each run is one `tilesmith` process, and the emulator runs a kernel's
/// CTAs one after another).
fn workers() -> usize {
    std::env::var("PTX_EMULATOR_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1)
}

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    case_args(&root.join("tests/run"), &mut files);
    let filter = std::env::var("PTX_EMULATOR_FILTER").ok();
    files.retain(|f| filter.as_deref().is_none_or(|s| f.to_string_lossy().contains(s)));
    // Cases run on every worker; their lines print in case order, each as
    // soon as the cases before it are done.
    let next = AtomicUsize::new(0);
    let done: Mutex<(usize, Vec<Option<Outcome>>)> = Mutex::new((0, (0..files.len()).map(|_| None).collect()));
    let mut total = Outcome::default();
    let started = Instant::now();
    let workers = workers().min(files.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(file) = files.get(index) else { break };
                    let outcome = check_case(root, file);
                    let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
                    done.1[index] = Some(outcome);
                    while let Some(Some(outcome)) = done.1.get(done.0) {
                        for line in &outcome.lines {
                            println!("{line}");
                        }
                        done.0 += 1;
                    }
                }
            });
        }
    });
    for outcome in done.into_inner().unwrap_or_else(|e| e.into_inner()).1.into_iter().flatten() {
        total.failures.extend(outcome.failures);
        total.passed += outcome.passed;
        total.known += outcome.known;
        total.warpgroup += outcome.warpgroup;
        total.prefetched += outcome.prefetched;
        total.extended += outcome.extended;
        total.ahead += outcome.ahead;
        total.with_warps += outcome.with_warps;
    }
    let Outcome { failures, passed, known, warpgroup, prefetched, extended, ahead, with_warps, .. } = total;
    println!(
        "{} run cases x {} architectures on the PTX emulator, {warpgroup} using wgmma on {WARPGROUP} once more, {prefetched} whose lowering {PREFETCH} changes once more on sm_90 (and sm_90a where they use wgmma, with and without checks, and sm_80 without checks; {extended} of them once more there with --extended-shared; {ahead} runs loading further ahead, on sm_80 and {WARPGROUP}; {with_warps} runs of the cases' text kernels with the other CTA size, 8 worker warps or 4, on sm_80 and, where they use wgmma, {WARPGROUP}): {passed} passed, {known} known failures, {} failed ({workers} threads, {:.1} s)",
        files.len(),
        ARCHES.len(),
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    if failures.is_empty() {
        return ExitCode::SUCCESS;
    }
    for f in &failures {
        eprintln!("FAILED {f}");
    }
    ExitCode::FAILURE
}
