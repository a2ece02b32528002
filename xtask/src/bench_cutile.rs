//! `cargo xtask bench-cutile [--rounds N] [--targets sm_80,sm_90] [--only NAME,...]`:
//! cuTile Python compiling every kernel of xtask/python/kernels through tilesmith's
//! shims and through NVIDIA's tileiras, in one run, per kernel and target.
//!
//! - tilesmith: a release build, its shims first on `PATH`, in the `cutile-alone`
//!   environment (`cargo xtask tools --cutile-alone`: no NVIDIA tileiras);
//! - NVIDIA: the `cargo xtask tools` environment, whose `nvidia-cuda-tileiras` package
//!   cuTile finds first.
//!
//! Each round runs xtask/python/cutile_shims.py once per side, the sides alternating;
//! each figure is the least over the rounds (cuTile's disk cache is off). Two figures per
//! compile: the whole `compile_tile` call (cuTile's front end, which writes the bytecode,
//! plus the compiler), and the compiler's share (cuTile's `compile_cubin`: the tileiras
//! process, start to finish). Prints a Markdown table for docs/benchmarks.md.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::tools;
use crate::{build_tilesmith, workspace_root};

pub const USAGE: &str = "usage: cargo xtask bench-cutile [--rounds N] [--targets sm_80,sm_90] [--only NAME,...]
  Times cuTile Python compiling every kernel of xtask/python/kernels to a cubin through
  tilesmith's shims (release build) and through NVIDIA's tileiras, in one run; prints a
  Markdown table (docs/benchmarks.md). Installs both tool environments if needed.";

/// Per (kernel, target): (total seconds, compiler seconds), least over the rounds.
type Times = BTreeMap<(String, String), (f64, f64)>;

pub fn run(args: &[String]) -> Result<(), String> {
    let mut rounds = 2;
    let mut targets = "sm_80,sm_90".to_string();
    let mut only = None;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().ok_or_else(|| format!("{} needs a value\n{USAGE}", args[i]))?;
        match args[i].as_str() {
            "--rounds" => rounds = value.parse().map_err(|_| format!("--rounds {value}: not a number"))?,
            "--targets" => targets = value,
            "--only" => only = Some(value),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
        i += 2;
    }
    let root = workspace_root();
    let tilesmith = build_tilesmith(false)?;
    let nvidia = tools::ensure()?;
    let alone = tools::ensure_cutile_alone()?;
    let scratch = std::env::temp_dir().join(format!("tilesmith-bench-cutile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let shims = scratch.join("shims");
    let status = Command::new(&tilesmith).arg("install-shims").arg(&shims).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("tilesmith install-shims failed".into());
    }
    let system_path = std::env::var_os("PATH").unwrap_or_default();
    let ours_path = std::env::join_paths([shims.clone(), alone.bin.clone()].into_iter().chain(std::env::split_paths(&system_path))).map_err(|e| e.to_string())?;
    let script = |python: &Path| {
        let mut c = Command::new(python);
        c.current_dir(&root).arg("xtask/python/cutile_shims.py").env("CUDA_TILE_TEMP_DIR", &scratch);
        c
    };
    let ours = |args: &[&str]| {
        let mut c = script(&alone.python);
        c.args(args).env("PATH", &ours_path).env_remove("TILESMITH_PTXAS").env_remove("CUDA_HOME");
        c
    };
    let theirs = |args: &[&str]| {
        let mut c = nvidia.command(&nvidia.python);
        c.current_dir(&root).arg("xtask/python/cutile_shims.py").env("CUDA_TILE_TEMP_DIR", &scratch).args(args);
        c
    };
    let probe_ours = first_line(ours(&["probe"]))?;
    let probe_theirs = first_line(theirs(&["probe"]))?;
    let out_dir = scratch.join("cubins");
    let out = out_dir.to_str().ok_or("a UTF-8 temporary folder")?;
    let mut args = vec!["compile", out];
    args.extend(targets.split(','));
    let only_arg = only.map(|o| format!("--only={o}"));
    if let Some(o) = &only_arg {
        args.push(o);
    }
    let (mut t_ours, mut t_theirs) = (Times::new(), Times::new());
    for round in 1..=rounds {
        eprintln!("bench-cutile: round {round} of {rounds}: tilesmith");
        collect(&mut t_ours, ours(&args))?;
        eprintln!("bench-cutile: round {round} of {rounds}: NVIDIA's tileiras");
        collect(&mut t_theirs, theirs(&args))?;
    }
    let version = |c: &mut Command| c.arg("--version").output().map(|o| String::from_utf8_lossy(&o.stdout).lines().next().unwrap_or("").to_string()).unwrap_or_default();
    println!("tilesmith: {} (probe: {probe_ours})", version(&mut Command::new(shims.join("tileiras"))));
    println!("NVIDIA: {} (probe: {probe_theirs})", version(nvidia.command(&nvidia.tileiras).arg("--version")).trim());
    let _ = std::fs::remove_dir_all(&scratch);
    print_table(&t_ours, &t_theirs);
    Ok(())
}

fn first_line(mut command: Command) -> Result<String, String> {
    let out = command.output().map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or("").to_string())
}

/// Runs one pass of cutile_shims.py compile; keeps the least time per compile.
fn collect(times: &mut Times, mut command: Command) -> Result<(), String> {
    let out = command.output().map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    for line in stdout.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        match w.as_slice() {
            ["ok", target, name, _, total, compiler] => {
                let (total, compiler): (f64, f64) = (total.parse().map_err(|_| line.to_string())?, compiler.parse().map_err(|_| line.to_string())?);
                let e = times.entry((name.to_string(), target.to_string())).or_insert((f64::MAX, f64::MAX));
                *e = (e.0.min(total), e.1.min(compiler));
            }
            ["fail", ..] => return Err(format!("a compile failed: {line}")),
            _ => {}
        }
    }
    if !out.status.success() {
        return Err(format!("cutile_shims.py failed:\n{stdout}{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(())
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        0.0
    } else {
        v[v.len() / 2]
    }
}

fn print_table(ours: &Times, theirs: &Times) {
    println!();
    println!("| kernel | target | compile_tile, tilesmith (ms) | compile_tile, tileiras (ms) | compiler, tilesmith (ms) | compiler, tileiras (ms) | compiler speed-up |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    let (mut sums, mut ratios, mut slower) = ([0.0f64; 4], Vec::new(), Vec::new());
    for (key, &(ot, oc)) in ours {
        let Some(&(tt, tc)) = theirs.get(key) else { continue };
        let ratio = tc / oc;
        println!("| {} | {} | {:.0} | {:.0} | {:.0} | {:.0} | {ratio:.1}x |", key.0, key.1, ot * 1e3, tt * 1e3, oc * 1e3, tc * 1e3);
        for (s, v) in sums.iter_mut().zip([ot, tt, oc, tc]) {
            *s += v;
        }
        ratios.push(ratio);
        if oc >= tc {
            slower.push(format!("{} {}", key.0, key.1));
        }
    }
    println!(
        "| **all {} compiles** | | **{:.1} s** | **{:.1} s** | **{:.1} s** | **{:.1} s** | median {:.1}x |",
        ratios.len(),
        sums[0],
        sums[1],
        sums[2],
        sums[3],
        median(ratios.clone())
    );
    println!();
    println!("compiler speed-up: least {:.1}x, median {:.1}x, most {:.1}x", ratios.iter().copied().fold(f64::MAX, f64::min), median(ratios.clone()), ratios.iter().copied().fold(0.0, f64::max));
    if slower.is_empty() {
        println!("tilesmith's compiler step is faster than tileiras's on every compile");
    } else {
        println!("tilesmith's compiler step is not faster on: {}", slower.join(", "));
    }
}
