//! Workflow commands for tilesmith developers:
//!
//! - `cargo xtask regen [--check]`: rewrite every checked-in artifact derived from
//!   the specs (docs/reference/*.md); with `--check`, fail if one is stale.
//! - `cargo xtask check-specs`: parse and check the specs, print errors.
//! - `cargo xtask bench-build`: time a clean build and a rebuild after touching a spec.
//! - `cargo xtask tools`: install NVIDIA's CPU-side tools, lit and FileCheck (tools.rs).
//! - `cargo xtask lit`: run upstream's conformance tests against tilesmith (lit.rs).
//! - `cargo xtask cutile-corpus`: regenerate tests/cutile/ from our cuTile kernels (cutile.rs).
//! - `cargo xtask bench-cutile`: cuTile Python's compile times through tilesmith's shims
//!   and through NVIDIA's tileiras, per kernel (bench_cutile.rs).
//! - `cargo xtask bench-sass`: the machine code of the cuTile matrix-product and
//!   attention kernels through tilesmith and through tileiras, side by side (bench_sass.rs).
//! - `cargo xtask bench-banks`: the shared-memory bank conflicts of the run
//!   cases, as the PTX emulator's profile counts them (bench_banks.rs).
//! - `cargo xtask gpu-bundle`: the folder that runs every run case on a GPU
//!   machine without Rust (gpu_bundle.rs).
//!
//! docs/tools.md describes the last five.

mod bench_banks;
mod bench_cutile;
mod bench_sass;
mod cutile;
mod fuzz;
mod gpu_bundle;
mod lit;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives one folder below the workspace root").to_path_buf()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("regen") => regen(args.iter().any(|a| a == "--check")),
        Some("check-specs") => load().map(|m| println!("specs ok: {} ops, {} types, {} enums, {} attributes, {} predicates", m.ops.len(), m.types.len(), m.enums.len(), m.attrs.len(), m.predicates.len())),
        Some("bench-build") => bench_build(),
        Some("tools") => tools::run(&args[1..]),
        Some("lit") => lit::run(&args[1..]),
        Some("cutile-corpus") => cutile::run(&args[1..]),
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("bench-cutile") => bench_cutile::run(&args[1..]),
        Some("bench-sass") => bench_sass::run(&args[1..]),
        Some("bench-banks") => bench_banks::run(&args[1..]),
        Some("gpu-bundle") => gpu_bundle::run(&args[1..]),
        _ => Err(format!(
            "usage: cargo xtask <regen [--check] | check-specs | bench-build | tools | lit | cutile-corpus | fuzz | bench-cutile | bench-sass | bench-banks | gpu-bundle>\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}",
            tools::USAGE,
            lit::USAGE,
            cutile::USAGE,
            fuzz::USAGE,
            bench_cutile::USAGE,
            bench_sass::USAGE,
            bench_banks::USAGE,
            gpu_bundle::USAGE
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn load() -> Result<tilesmith_codegen::Model, String> {
    let root = workspace_root();
    tilesmith_codegen::load_dir(&root.join("specs"), &root).map_err(|e| e.to_string())
}

/// The checked-in artifacts and their paths relative to the root.
fn artifacts() -> Result<Vec<(PathBuf, String)>, String> {
    let model = load()?;
    let docs = tilesmith_codegen::emit::docs::emit(&model, "specs/");
    Ok(docs.into_iter().map(|f| (PathBuf::from("docs/reference").join(f.path), f.contents)).collect())
}

fn regen(check: bool) -> Result<(), String> {
    let root = workspace_root();
    let mut stale = vec![];
    for (path, contents) in artifacts()? {
        let full = root.join(&path);
        let current = std::fs::read_to_string(&full).unwrap_or_default();
        if current == contents {
            continue;
        }
        if check {
            stale.push(path.display().to_string());
        } else {
            std::fs::create_dir_all(full.parent().expect("artifact paths have a folder")).map_err(|e| format!("{}: {e}", full.display()))?;
            std::fs::write(&full, contents).map_err(|e| format!("{}: {e}", full.display()))?;
            println!("wrote {}", path.display());
        }
    }
    if stale.is_empty() {
        if check {
            println!("regen --check: all derived files are up to date");
        }
        Ok(())
    } else {
        Err(format!("stale derived files (run `cargo xtask regen`): {}", stale.join(", ")))
    }
}

/// `cargo build [--release] --bin tilesmith`; returns the binary's path.
pub(crate) fn build_tilesmith(debug: bool) -> Result<PathBuf, String> {
    let root = workspace_root();
    let mut command = Command::new(env!("CARGO"));
    command.args(["build", "--bin", "tilesmith"]).current_dir(&root);
    if !debug {
        command.arg("--release");
    }
    let status = command.status().map_err(|e| format!("cargo: {e}"))?;
    if !status.success() {
        return Err("`cargo build --bin tilesmith` failed".to_string());
    }
    Ok(target_dir().join(if debug { "debug" } else { "release" }).join("tilesmith"))
}

/// Cargo's target folder: `CARGO_TARGET_DIR` (relative to the workspace), or `target`.
pub(crate) fn target_dir() -> PathBuf {
    let root = workspace_root();
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    if target.is_absolute() {
        target
    } else {
        root.join(target)
    }
}

fn cargo(args: &[&str], target_dir: &Path) -> Result<f64, String> {
    let start = Instant::now();
    let status = Command::new(env!("CARGO")).args(args).env("CARGO_TARGET_DIR", target_dir).current_dir(workspace_root()).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("cargo {} failed", args.join(" ")));
    }
    Ok(start.elapsed().as_secs_f64())
}

/// Clean build of the workspace, then a rebuild after touching one spec file.
fn bench_build() -> Result<(), String> {
    let target = std::env::temp_dir().join("tilesmith-bench-build");
    let _ = std::fs::remove_dir_all(&target);
    let clean = cargo(&["build", "--release", "--workspace"], &target)?;
    let spec = workspace_root().join("specs/ops/integer.spec");
    let text = std::fs::read_to_string(&spec).map_err(|e| e.to_string())?;
    // A comment line at the top shifts every declaration: the generated code
    // changes (spec locations), as it does for a real edit.
    std::fs::write(&spec, format!("// bench-build edit\n{text}")).map_err(|e| e.to_string())?;
    let rebuild = cargo(&["build", "--release", "--workspace"], &target);
    std::fs::write(&spec, &text).map_err(|e| e.to_string())?;
    let rebuild = rebuild?;
    println!("clean release build of the workspace: {clean:.1} s");
    println!("release rebuild after editing specs/ops/integer.spec: {rebuild:.1} s");
    Ok(())
}
