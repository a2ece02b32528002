//! PTX goldens: what the backend emits, kept in the repository so that a
//! change to the lowering is reviewed as a diff.
//!
//! - `tests/lower/instructions.txt`: for every kernel of the run cases, the
//!   number of PTX instructions (statements ending in `;` that are not
//!   directives) lowered for each architecture of [`ARCHES`], without
//!   run-time checks (and with `--extended-shared` where the case runs
//!   with it). A lowering change shows there as counts that move.
//!   sm_90a's count follows where its PTX differs from sm_90's (matrix
//!   products on `wgmma`).
//! - `tests/lower/ptx/`: the whole PTX of the kernels of the run cases listed
//!   in `tests/lower/sample.txt`, for sm_90 or the architecture the line
//!   names, one file per case (`<case path, / as .>.<arch>.ptx`).
//!
//! Every kernel's PTX is also printed and read back as the emulator reads it
//! (each instruction as the lowering built it), with run-time checks for
//! each architecture, and for sm_80 with `--prefetch` (`cp.async`).
//!
//! `BLESS=1` rewrites both from the current output; otherwise any difference
//! fails, naming the file and the first lines that differ.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use tilesmith_backend::ptx::{self, Arch, Checks, ModuleOptions};
use tilesmith_dialect::verify::verify;

#[path = "support/cases.rs"]
mod cases;
#[path = "support/kernels.rs"]
mod kernels;
use kernels::{load_module, run_kernels};

/// The architectures whose instruction counts are kept.
const ARCHES: [Arch; 3] = [Arch::Sm90, Arch::Sm80, Arch::Sm75];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// PTX instructions: statements other than directives (`.reg`, `.param`, ...).
fn instruction_count(ptx: &str) -> usize {
    ptx.lines().map(str::trim).filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//")).count()
}

/// Compares `actual` with the file, or writes it under `BLESS`.
fn check_golden(path: &Path, actual: &str, bless: bool, failures: &mut Vec<String>) {
    let shown = path.strip_prefix(root()).unwrap_or(path).display().to_string();
    if bless {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Err(e) = std::fs::write(path, actual) {
            failures.push(format!("{shown}: {e}"));
        }
        return;
    }
    let expected = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return failures.push(format!("{shown}: {e} (run with BLESS=1 to create it)")),
    };
    if expected == actual {
        return;
    }
    // Lines only one side has (the files are lists of distinct lines, so this reads as a diff).
    let mut diff = String::new();
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let (e_set, a_set): (std::collections::BTreeSet<&str>, std::collections::BTreeSet<&str>) = (e.iter().copied().collect(), a.iter().copied().collect());
    for (sign, lines, other) in [("-", &e, &a_set), ("+", &a, &e_set)] {
        let only: Vec<&&str> = lines.iter().filter(|l| !other.contains(**l)).collect();
        for l in only.iter().take(8) {
            let _ = writeln!(diff, "    {sign} {l}");
        }
        if only.len() > 8 {
            let _ = writeln!(diff, "    {sign} ... and {} more", only.len() - 8);
        }
    }
    failures.push(format!("{shown} differs from the backend's output (BLESS=1 rewrites it after review):\n{diff}"));
}

fn main() -> ExitCode {
    let bless = std::env::var_os("BLESS").is_some();
    let run_dir = root().join("tests/run");
    let kernels = match run_kernels(&run_dir, None) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let sample_text = std::fs::read_to_string(root().join("tests/lower/sample.txt")).unwrap_or_default();
    let sample: Vec<&str> = sample_text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    let mut failures = Vec::new();
    let mut counts = String::from("# PTX instructions per run-case kernel, without run-time checks (tests/lower.rs; BLESS=1 rewrites it).\n");
    let mut golden_files = BTreeMap::new();
    let mut lowered = 0;
    let mut reread = 0;
    let mut reread_prefetch = 0;
    let mut reread_ahead = 0;
    for k in &kernels {
        let shown = format!("{}::{}", k.module.strip_prefix(root()).unwrap_or(&k.module).display(), k.kernel);
        let ir = match load_module(&k.module) {
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
        let mut line = shown.clone();
        // Every instruction, with the run-time checks' too, printed and read back as built.
        for arch in [Arch::Sm90, Arch::Sm90a, Arch::Sm80, Arch::Sm75] {
            match ptx::reread(verified, &k.kernel, arch, &ModuleOptions { checks: Checks::ALL, extended_shared: k.extended_shared, ..ModuleOptions::default() }) {
                Ok(n) => reread += n,
                Err(_) if k.expects_error => {}
                Err(e) => failures.push(format!("{shown} ({}): reading the PTX back: {e}", arch.name())),
            }
        }
        // With --prefetch on sm_80 (cp.async where the tiles qualify), without checks.
        match ptx::reread(verified, &k.kernel, Arch::Sm80, &ModuleOptions { prefetch: true, extended_shared: k.extended_shared, ..ModuleOptions::default() }) {
            Ok(n) => reread_prefetch += n,
            Err(_) if k.expects_error => {}
            Err(e) => failures.push(format!("{shown} (sm_80, --prefetch): reading the PTX back: {e}")),
        }
        // Two iterations ahead on sm_90a (rings of four buffers where the tiles qualify).
        match ptx::reread(verified, &k.kernel, Arch::Sm90a, &ModuleOptions { prefetch: true, prefetch_distance: 2, extended_shared: k.extended_shared, ..ModuleOptions::default() }) {
            Ok(n) => reread_ahead += n,
            Err(_) if k.expects_error => {}
            Err(e) => failures.push(format!("{shown} (sm_90a, --prefetch-distance 2): reading the PTX back: {e}")),
        }
        // Without checks, with the options the case runs with.
        let plain = ModuleOptions { extended_shared: k.extended_shared, ..ModuleOptions::default() };
        for arch in ARCHES {
            match ptx::compile_kernel(verified, &k.kernel, arch, &plain) {
                Ok(text) => {
                    lowered += 1;
                    let _ = write!(line, " {} {}", arch.name(), instruction_count(&text));
                    if arch == Arch::Sm90 {
                        // sm_90a: counted where it lowers otherwise than sm_90 (past the header).
                        let body = |t: &str| t.split_once(".address_size").map_or(String::new(), |(_, b)| b.to_string());
                        if let Ok(specific) = ptx::compile_kernel(verified, &k.kernel, Arch::Sm90a, &plain) {
                            if body(&specific) != body(&text) {
                                lowered += 1;
                                let _ = write!(line, " {} {}", Arch::Sm90a.name(), instruction_count(&specific));
                            }
                            golden_files.insert((k.module.clone(), k.kernel.clone(), Arch::Sm90a), specific);
                        }
                        golden_files.insert((k.module.clone(), k.kernel.clone(), arch), text);
                    }
                }
                // A case made to fail at launch (a kernel name that is not there) fails here too.
                Err(_) if k.expects_error => {
                    let _ = write!(line, " {} -", arch.name());
                }
                Err(e) => failures.push(format!("{shown} ({}): {e}", arch.name())),
            }
        }
        counts.push_str(&line);
        counts.push('\n');
    }
    check_golden(&root().join("tests/lower/instructions.txt"), &counts, bless, &mut failures);
    for line in &sample {
        let (case, arch) = match line.split_once(char::is_whitespace) {
            Some((case, arch)) => (case, Arch::parse(arch.trim()).unwrap_or(Arch::Sm90)),
            None => (*line, Arch::Sm90),
        };
        let args = run_dir.join(case).join("args");
        let Ok(found) = run_kernels(&run_dir.join(case), None) else {
            failures.push(format!("tests/lower/sample.txt: {case}: no such run case"));
            continue;
        };
        let Some(k) = found.iter().next().filter(|_| args.exists()) else {
            failures.push(format!("tests/lower/sample.txt: {case}: no such run case"));
            continue;
        };
        let Some(text) = golden_files.get(&(k.module.clone(), k.kernel.clone(), arch)) else {
            failures.push(format!("tests/lower/sample.txt: {case}: its kernel did not lower"));
            continue;
        };
        let file = root().join("tests/lower/ptx").join(format!("{}.{}.ptx", case.replace('/', "."), arch.name()));
        check_golden(&file, text, bless, &mut failures);
    }
    println!("{} run-case kernels, {lowered} lowerings counted, {} sampled in full{}; {reread} instructions (with run-time checks, sm_90, sm_90a, sm_80, sm_75), {reread_prefetch} (sm_80 with --prefetch) and {reread_ahead} (sm_90a with --prefetch-distance 2) read back as built", kernels.len(), sample.len(), if bless { " (blessed)" } else { "" });
    if failures.is_empty() {
        return ExitCode::SUCCESS;
    }
    eprintln!("{} failure(s):", failures.len());
    for f in &failures {
        eprintln!("  {f}");
    }
    ExitCode::FAILURE
}
