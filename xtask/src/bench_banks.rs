//! `cargo xtask bench-banks [--arch sm_80] [--arch sm_90a] [--base PATH]`:
//! the shared-memory bank conflicts of every run case of `tests/run/bench`
//! and `tests/run/cutile`, as the PTX emulator's profile counts them
//! (`tilesmith run --device ptx-emulator --profile --no-checks`, without and
//! with `--prefetch`): requests, wavefronts and the ideal wavefronts, and
//! their totals. With `--base`, a second tilesmith binary (another commit's,
//! built in its own target folder) runs the same cases beside it and the
//! table lists the runs whose counts differ. Counts, not time: they are the
//! same on any machine. Prints Markdown for docs/benchmarks.md.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{build_tilesmith, workspace_root};

pub const USAGE: &str = "usage: cargo xtask bench-banks [--arch sm_80] [--arch sm_90a] [--base PATH]
  Runs every run case of tests/run/bench and tests/run/cutile on the PTX emulator with
  --profile (release build; sm_80 and sm_90a unless --arch is given, without and with
  --prefetch) and prints shared-memory requests, wavefronts and their ideal. With --base,
  another tilesmith binary runs the same cases and the runs that differ are listed side by
  side (docs/benchmarks.md, \"Shared-memory bank conflicts\").";

/// A profile's shared-memory line: requests, wavefronts, ideal.
type Shared = (u64, u64, u64);

pub fn run(args: &[String]) -> Result<(), String> {
    let mut arches: Vec<String> = Vec::new();
    let mut base: Option<PathBuf> = None;
    let mut i = 0;
    while i < args.len() {
        match (args[i].as_str(), args.get(i + 1)) {
            ("--arch", Some(a)) => arches.push(a.clone()),
            ("--base", Some(p)) => base = Some(PathBuf::from(p)),
            _ => return Err(format!("unexpected argument '{}'\n{USAGE}", args[i])),
        }
        i += 2;
    }
    if arches.is_empty() {
        arches = vec!["sm_80".into(), "sm_90a".into()];
    }
    if let Some(b) = &base {
        if !b.is_file() {
            return Err(format!("--base {}: no such file", b.display()));
        }
    }
    let tilesmith = build_tilesmith(false)?;
    let root = workspace_root().join("tests/run");
    let mut cases: Vec<PathBuf> = Vec::new();
    for folder in ["bench", "cutile"] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(root.join(folder))
            .map_err(|e| format!("tests/run/{folder}: {e}"))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("args").is_file())
            .collect();
        found.sort();
        cases.extend(found);
    }
    let mut rows = Vec::new();
    let (mut total, mut total_base) = ((0, 0, 0), (0, 0, 0));
    let mut runs = 0;
    for case in &cases {
        let name = case.strip_prefix(&root).unwrap_or(case).display().to_string();
        for arch in &arches {
            for prefetch in [false, true] {
                let now = profile(&tilesmith, case, arch, prefetch)?;
                let before = match &base {
                    Some(b) => profile(b, case, arch, prefetch)?,
                    None => now,
                };
                let (Some(now), Some(before)) = (now, before) else { continue };
                if now.0 == 0 && before.0 == 0 {
                    continue;
                }
                runs += 1;
                total = (total.0 + now.0, total.1 + now.1, total.2 + now.2);
                total_base = (total_base.0 + before.0, total_base.1 + before.1, total_base.2 + before.2);
                if base.is_none() || now != before {
                    rows.push((name.clone(), arch.clone(), prefetch, before, now));
                }
            }
        }
    }
    let flag = |p: bool| if p { "`--prefetch`" } else { "" };
    let ratio = |(_, w, i): Shared| if i == 0 { "-".to_string() } else { format!("{:.2}x", w as f64 / i as f64) };
    if base.is_some() {
        println!("| case | arch | flags | requests | wavefronts, base | ideal | requests | wavefronts | ideal |\n|---|---|---|---:|---:|---:|---:|---:|---:|");
        for (name, arch, prefetch, b, n) in &rows {
            println!("| {name} | {arch} | {} | {} | {} | {} | {} | {} | {} |", flag(*prefetch), b.0, b.1, b.2, n.0, n.1, n.2);
        }
        println!("\n{runs} runs touch shared memory; base: {} wavefronts, ideal {} ({}); this build: {} wavefronts, ideal {} ({}); {} runs differ", total_base.1, total_base.2, ratio(total_base), total.1, total.2, ratio(total), rows.len());
    } else {
        println!("| case | arch | flags | requests | wavefronts | ideal | wavefronts / ideal |\n|---|---|---|---:|---:|---:|---:|");
        for (name, arch, prefetch, _, n) in &rows {
            println!("| {name} | {arch} | {} | {} | {} | {} | {} |", flag(*prefetch), n.0, n.1, n.2, ratio(*n));
        }
        println!("\n{runs} runs touch shared memory: {} wavefronts, ideal {} ({})", total.1, total.2, ratio(total));
    }
    Ok(())
}

/// The shared-memory counts of one run of `case` (its `args`), or `None`
/// where the run fails (a case that expects an error).
fn profile(tilesmith: &Path, case: &Path, arch: &str, prefetch: bool) -> Result<Option<Shared>, String> {
    let args = std::fs::read_to_string(case.join("args")).map_err(|e| format!("{}: {e}", case.join("args").display()))?;
    let mut command = Command::new(tilesmith);
    command.current_dir(case).args(["run", "--device", "ptx-emulator", "--profile", "--no-checks", "--arch", arch]);
    if prefetch {
        command.arg("--prefetch");
    }
    let output = command.args(args.split_whitespace()).output().map_err(|e| format!("{}: {e}", tilesmith.display()))?;
    if !output.status.success() {
        return Ok(None);
    }
    shared_counts(&String::from_utf8_lossy(&output.stderr)).map_err(|e| format!("{}: {e}", case.display()))
}

/// The requests, wavefronts and ideal of a profile's shared-memory line,
/// `None` without one.
fn shared_counts(report: &str) -> Result<Option<Shared>, String> {
    let Some(line) = report.lines().find(|l| l.trim_start().starts_with("shared memory:")) else { return Ok(None) };
    let numbers: Vec<u64> = line.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    match numbers[..] {
        [requests, wavefronts, ideal, ..] => Ok(Some((requests, wavefronts, ideal))),
        _ => Err(format!("cannot read the profile's line '{line}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::shared_counts;

    #[test]
    fn reads_the_profiles_shared_memory_line() {
        let report = "profile of 'k' on the PTX emulator (counts, not time):\n  thread instructions: 10\n  shared memory: 4608 requests, 32768 wavefronts, ideal 11264 (2.91x), 21504 from bank conflicts\n";
        assert_eq!(shared_counts(report), Ok(Some((4608, 32768, 11264))));
        assert_eq!(shared_counts("  shared memory: 0 requests, 0 wavefronts, ideal 0, 0 from bank conflicts"), Ok(Some((0, 0, 0))));
        assert_eq!(shared_counts("no profile"), Ok(None));
        assert!(shared_counts("  shared memory: garbled").is_err());
    }
}
