//! Data-driven tests of the textual form, through `tilesmith opt`.
//!
//! - `text/roundtrip/<case>.mlir`: printed with the flags of its first line
//!   (`// flags: ...`, if any); the output must equal `<case>.expected`, and
//!   printing the expected text again must give it back unchanged (a fixpoint).
//! - `text/passes/<case>.mlir`: passes run by the flags of its first line
//!   (`// flags: --pass-pipeline=...`); the output must equal `<case>.expected`,
//!   and running the same passes on it must change nothing more (but for
//!   upstream's `--test-...` passes, which rename what they look for).
//! - `text/errors/<case>.mlir`: must fail; the diagnostics (stderr) must equal
//!   `<case>.expected`.
//! - `cutile/<target>/<kernel>.tileirdisasm.mlir`: NVIDIA's `tileirdisasm`
//!   output for real cuTile kernels, one export per target (see
//!   tests/cutile/README.md). Wrapped in `cuda_tile.module @kernels { ... }`
//!   (tests/support/disasm.rs), it must parse,
//!   verify and print back line for line; a kernel listed in
//!   `text/cutile_unreadable.txt` must fail to read, with the error given there.
//!
//! `BLESS=1` rewrites the `.expected` files from the current output.

use std::path::Path;
use std::process::Command;

#[path = "support/disasm.rs"]
mod disasm;

#[path = "support/golden.rs"]
mod golden;

#[path = "support/unreadable.rs"]
mod unreadable;

/// Runs `tilesmith opt` from the input's folder, naming the file as written
/// there (so printed locations and diagnostics do not depend on the checkout).
fn tilesmith_opt(args: &[&str], input: &Path) -> (bool, String, String) {
    let dir = input.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = input.file_name().expect("a file name");
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).arg("opt").args(args).arg(name).output().expect("tilesmith runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The flags of the first line (`// flags: ...`), split at spaces outside single quotes.
fn flags(text: &str) -> Vec<String> {
    let Some(line) = text.lines().next().and_then(|l| l.strip_prefix("// flags:")) else { return Vec::new() };
    let (mut out, mut cur, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '\'' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn compare(case: &Path, actual: &str) -> datatest_stable::Result<()> {
    Ok(golden::check(&case.with_extension("expected"), actual, "output")?)
}

fn roundtrip_case(case: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(case)?;
    let flags = flags(&text);
    let args: Vec<&str> = flags.iter().map(String::as_str).collect();
    let (ok, stdout, stderr) = tilesmith_opt(&args, case);
    if !ok {
        return Err(format!("tilesmith opt failed:\n{stderr}").into());
    }
    compare(case, &stdout)?;
    // The printed form reads back to itself (generic output is checked by re-reading it in custom form).
    let expected_file = case.with_extension("expected");
    let reprint_args: Vec<&str> = args.iter().copied().filter(|a| *a != "-mlir-print-op-generic").collect();
    let (ok, again, stderr) = tilesmith_opt(&reprint_args, &expected_file);
    if !ok {
        return Err(format!("the expected output does not parse:\n{stderr}").into());
    }
    if !args.contains(&"-mlir-print-op-generic") && again != stdout {
        return Err(format!("printing is not a fixpoint for {}\n--- first\n{stdout}\n--- second\n{again}", case.display()).into());
    }
    Ok(())
}

fn pass_case(case: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(case)?;
    let flags = flags(&text);
    if flags.is_empty() {
        return Err("a pass case names its passes on its first line (// flags: --pass-pipeline=...)".into());
    }
    let args: Vec<&str> = flags.iter().map(String::as_str).collect();
    let (ok, stdout, stderr) = tilesmith_opt(&args, case);
    if !ok {
        return Err(format!("tilesmith opt failed:\n{stderr}").into());
    }
    compare(case, &stdout)?;
    if args.iter().any(|a| a.starts_with("--test-")) {
        return Ok(());
    }
    // The passes have done all they do: running them on their output changes nothing.
    let (ok, again, stderr) = tilesmith_opt(&args, &case.with_extension("expected"));
    if !ok {
        return Err(format!("the passes fail on their own output:\n{stderr}").into());
    }
    if again != stdout {
        return Err(format!("the passes are not a fixpoint for {}\n--- first\n{stdout}\n--- second\n{again}", case.display()).into());
    }
    Ok(())
}

fn error_case(case: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(case)?;
    let flags = flags(&text);
    let args: Vec<&str> = flags.iter().map(String::as_str).collect();
    let (ok, _, stderr) = tilesmith_opt(&args, case);
    if ok {
        return Err("expected tilesmith opt to fail".into());
    }
    compare(case, &stderr)?;
    check_agrees_with_opt(case, &args, &stderr)
}

/// `tilesmith check` names every position `opt` names for the same input:
/// each `--> file:line:col` of check's is one of opt's `file:line:col:`
/// (opt may report more than one error; check reports the one parsing
/// stopped at).
fn check_agrees_with_opt(case: &Path, opt_args: &[&str], opt_stderr: &str) -> datatest_stable::Result<()> {
    const SHARED: &[&str] = &["-split-input-file", "-allow-unregistered-dialect", "-no-implicit-module"];
    if opt_args.iter().any(|a| !SHARED.contains(a)) {
        return Ok(());
    }
    let dir = case.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = case.file_name().ok_or("a file name")?;
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(dir).args(["check", "--color=never"]).args(opt_args).arg(name).output()?;
    let check_stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.success() || check_stderr.contains("panicked") {
        return Err(format!("tilesmith check must fail cleanly where opt fails:\n{check_stderr}").into());
    }
    // `file:line:col: error: ...` (and notes) in opt's output; `--> file:line:col` or `= note: at file:line:col` in check's.
    let opt_positions: Vec<&str> = opt_stderr.lines().filter_map(|l| l.split_once(": ").map(|(p, _)| p)).filter(|p| p.rsplitn(3, ':').count() == 3).collect();
    let check_positions: Vec<&str> = check_stderr.lines().filter_map(|l| l.trim_start().strip_prefix("--> ").or_else(|| l.trim_start().strip_prefix("= note: at "))).collect();
    if check_positions.is_empty() {
        return Err(format!("tilesmith check names no position\n{check_stderr}").into());
    }
    for p in check_positions {
        if !opt_positions.contains(&p) {
            return Err(format!("tilesmith check names {p}, opt does not\n--- opt\n{opt_stderr}\n--- check\n{check_stderr}").into());
        }
    }
    Ok(())
}

fn cutile_case(case: &Path) -> datatest_stable::Result<()> {
    let wrapped = disasm::as_module(&std::fs::read_to_string(case)?);
    // One scratch file per export: the slots' files share their names
    // (`sm_90/x.tileirdisasm.mlir`, `13.4/sm_90/x.tileirdisasm.mlir`).
    let slot: Vec<&str> = case.iter().rev().skip(1).take_while(|c| *c != "cutile").filter_map(|c| c.to_str()).collect();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}.{}", slot.join("-"), case.file_name().and_then(|n| n.to_str()).expect("a file name")));
    std::fs::write(&tmp, &wrapped)?;
    let (ok, printed, stderr) = tilesmith_opt(&["-no-implicit-module"], &tmp);
    if let Some(error) = unreadable::expected_error(&unreadable::kernel_of(case)) {
        return match ok {
            true => Err(format!("{} reads back now; remove it from tests/text/cutile_unreadable.txt", case.display()).into()),
            false if stderr.contains(&error) => Ok(()),
            false => Err(format!("{}: the error lacks '{error}' (tests/text/cutile_unreadable.txt)\n{stderr}", case.display()).into()),
        };
    }
    if !ok {
        return Err(format!("tilesmith opt failed on {}:\n{stderr}", case.display()).into());
    }
    for (i, (want, got)) in wrapped.lines().zip(printed.lines()).enumerate() {
        if want != got {
            return Err(format!("{}: line {} differs\n  tileirdisasm: {want}\n  tilesmith:    {got}", case.display(), i + 1).into());
        }
    }
    if wrapped.lines().count() != printed.lines().count() {
        return Err(format!("{}: {} lines printed, tileirdisasm has {}", case.display(), printed.lines().count(), wrapped.lines().count()).into());
    }
    Ok(())
}

datatest_stable::harness! {
    { test = roundtrip_case, root = "tests/text/roundtrip", pattern = r"\.mlir$" },
    { test = pass_case, root = "tests/text/passes", pattern = r"\.mlir$" },
    { test = error_case, root = "tests/text/errors", pattern = r"\.mlir$" },
    { test = cutile_case, root = "tests/cutile", pattern = r"\.tileirdisasm\.mlir$" },
}
