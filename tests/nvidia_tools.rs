//! Our bytecode writer judged by NVIDIA's own tools (issue: bytecode interop).
//!
//! Every module the tests hold as text (tests/text/roundtrip, the kernels of
//! tests/run) and every cuTile kernel of tests/cutile written back by our
//! writer is:
//! - written to bytecode by `tilesmith translate -mlir-to-cudatilebc` (of the
//!   oldest version that holds it: 13.1 for most, 13.3 for the modules
//!   using what 13.2 and 13.3 added, e.g. tests/text/roundtrip/versions_13_3.mlir);
//! - read by NVIDIA's `tileirdisasm`, whose text must equal ours for the same
//!   bytecode (`tilesmith translate -cudatilebc-to-mlir`, minus the module
//!   wrapper tileirdisasm leaves out), apart from the documented ways 13.4's
//!   printer differs from 13.3's (tests/support/disasm.rs);
//! - compiled by `tileiras --gpu-name=sm_90` (sm_100 for a module holding
//!   f8E8M0FNU or f4E2M1FN, which sm_90 lacks; a cuTile export: for the
//!   target it was exported for, the name of its folder); a module holding
//!   13.4's fnv8E5M3FNU must be refused ("unsupported type"), as tileiras
//!   13.5 refuses that type for every architecture.
//!
//! The tools are installed by `cargo xtask tools` into .cache/tools (the
//! first run downloads them); the test fails, never skips, if that fails.

use std::path::Path;
use std::process::Command;

#[path = "support/nvidia.rs"]
mod nvidia;

#[path = "support/disasm.rs"]
mod disasm;

#[path = "support/unreadable.rs"]
mod unreadable;
use nvidia::{nvidia_tools, NvidiaTools};

fn run(program: &Path, args: &[&Path], tools: &NvidiaTools) -> Result<String, String> {
    let out = tools.command(program).args(args).output().map_err(|e| format!("{}: {e}", program.display()))?;
    if !out.status.success() {
        return Err(format!("`{} {}` failed ({}):\n{}", program.display(), args.iter().map(|a| a.display().to_string()).collect::<Vec<_>>().join(" "), out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn tilesmith(args: &[&str], input: &Path) -> Result<Vec<u8>, String> {
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).arg("translate").args(args).arg(input).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("tilesmith translate {} {}: {}", args.join(" "), input.display(), String::from_utf8_lossy(&out.stderr)));
    }
    Ok(out.stdout)
}

/// `refused`: tileiras is expected to refuse the module with this message
/// (a type NVIDIA's compiler does not take on any architecture yet).
fn check_module(input: &Path, scratch_name: &str, gpu_name: &str, refused: Option<&str>) -> datatest_stable::Result<()> {
    let tools = nvidia_tools()?;
    let scratch = std::env::temp_dir().join(format!("tilesmith-oracle-{}-{scratch_name}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
    let bc = scratch.join("module.tileirbc");
    std::fs::write(&bc, tilesmith(&["-mlir-to-cudatilebc"], input)?)?;
    let ours = String::from_utf8(tilesmith(&["-cudatilebc-to-mlir"], &bc)?)?;
    let disasm = run(&tools.tileirdisasm, &[&bc], tools)?;
    // Ours is wrapped in `cuda_tile.module @name {` ... `}` and indented by two.
    let ours_lines: Vec<&str> = ours.lines().collect();
    let inner: Vec<String> = ours_lines.get(1..ours_lines.len().saturating_sub(1)).unwrap_or(&[]).iter().map(|l| l.strip_prefix("  ").unwrap_or(l).to_string()).collect();
    let theirs: Vec<String> = disasm::lines(&disasm);
    if inner != theirs {
        let first = inner.iter().zip(&theirs).position(|(a, b)| a != b).unwrap_or(inner.len().min(theirs.len()));
        return Err(format!(
            "{}: tileirdisasm reads our bytecode differently, first at line {}\n  tilesmith:    {}\n  tileirdisasm: {}",
            input.display(),
            first + 1,
            inner.get(first).map_or("<end>", |s| s),
            theirs.get(first).map_or("<end>", |s| s)
        )
        .into());
    }
    let gpu_flag = format!("--gpu-name={gpu_name}");
    let compiled = run(&tools.tileiras, &[Path::new(&gpu_flag), &bc, Path::new("-o"), &scratch.join("module.cubin")], tools);
    let _ = std::fs::remove_dir_all(&scratch);
    match (compiled, refused) {
        (Ok(_), None) => Ok(()),
        (Err(e), None) => Err(e.into()),
        (Err(e), Some(why)) if e.contains(why) => Ok(()),
        (Err(e), Some(why)) => Err(format!("tileiras should refuse it with '{why}', but said:\n{e}").into()),
        (Ok(_), Some(why)) => Err(format!("tileiras compiles {} now (it refused it with '{why}'): let the test compile it", input.display()).into()),
    }
}

fn scratch_name(path: &Path) -> String {
    path.to_string_lossy().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect()
}

/// A text module of the tests. Those with ops of other dialects have no
/// bytecode: our writer must refuse them, saying why.
fn text_module(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    if text.contains("allow-unregistered-dialect") {
        return match tilesmith(&["-mlir-to-cudatilebc"], path) {
            Err(e) if e.contains("unregistered dialect") => Ok(()),
            Err(e) => Err(format!("expected a refusal naming the unregistered dialect, got: {e}").into()),
            Ok(_) => Err("bytecode was written for a module with unregistered ops".into()),
        };
    }
    // sm_90 has neither f8E8M0FNU (13.2) nor f4E2M1FN (13.3): a module that holds one compiles for sm_100.
    let gpu_name = if text.contains("f4E2M1FN") || text.contains("f8E8M0FNU") { "sm_100" } else { "sm_90" };
    // tileiras 13.5 takes 13.4's fnv8E5M3FNU on no architecture (tileirdisasm reads it).
    let refused = text.contains("fnv8E5M3FNU").then_some("unsupported type 'fnv8E5M3FNU'");
    check_module(path, &scratch_name(path), gpu_name, refused)
}

/// A cuTile kernel read, written back by our writer, and judged. One whose text
/// does not read back (tests/text/cutile_unreadable.txt) must fail as listed.
fn cutile_module(path: &Path) -> datatest_stable::Result<()> {
    let scratch = std::env::temp_dir().join(format!("tilesmith-oracle-{}-{}-text", std::process::id(), scratch_name(path)));
    std::fs::create_dir_all(&scratch)?;
    let text_path = scratch.join("module.mlir");
    std::fs::write(&text_path, tilesmith(&["-cudatilebc-to-mlir"], path)?)?;
    if let Some(error) = unreadable::expected_error(&unreadable::kernel_of(path)) {
        let result = match tilesmith(&["-mlir-to-cudatilebc"], &text_path) {
            Ok(_) => Err(format!("{} reads back now; remove it from tests/text/cutile_unreadable.txt", path.display()).into()),
            Err(e) if e.contains(&error) => Ok(()),
            Err(e) => Err(format!("the error lacks '{error}' (tests/text/cutile_unreadable.txt): {e}").into()),
        };
        let _ = std::fs::remove_dir_all(&scratch);
        return result;
    }
    let target = path.parent().and_then(Path::file_name).and_then(|d| d.to_str()).ok_or("a target folder")?;
    let result = check_module(&text_path, &scratch_name(path), target, None);
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

datatest_stable::harness! {
    { test = text_module, root = "tests/text/roundtrip", pattern = r"\.mlir$" },
    { test = text_module, root = "tests/run", pattern = r"\.mlir$" },
    { test = cutile_module, root = "tests/cutile", pattern = r"\.tileirbc$" },
}
