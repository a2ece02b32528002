//! Compile latency of the PTX backend: IR to PTX for the cuTile kernels of
//! tests/cutile, side by side with NVIDIA's `tileiras --gpu-name=sm_90` on
//! the same bytecode and with `ptxas -arch=sm_90` on our PTX; then a
//! generated element-wise kernel of 1k, 10k, 100k and 1M ops (alternating
//! addf/mulf on one 1024-element tile, the result stored) to show growth in
//! the op count. Only `ptx::compile` is timed: the module is parsed and
//! verified before. The last column and the closing line give our time per
//! IR op, which stays flat when compile time grows linearly.
//!
//! tileiras runs only on the 1k and 10k kernels and ptxas up to 100k; any
//! tool run is stopped after `PTX_BENCH_TOOL_LIMIT_S` seconds, 120 by
//! default (tileiras took 19 s and then more than 14 minutes and 14 GB on
//! the first two). Times are the best of several runs of ours (up to 100 on
//! the small kernels, 3 on the largest), one run of each tool; "-" is a missing tool, "not run" a size the tool is not given. The
//! tools come from `cargo xtask tools --env`; without them, their columns
//! say so. A kernel the backend refuses is a row saying why, with no time:
//! the 1M-op kernel needs more PTX instructions than the backend's budget
//! (`ptx::lower::MAX_INSTRUCTIONS`, 2^20) and is refused at the op that crosses it.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use tilesmith_backend::ptx::{self, Arch};

#[path = "../tests/support/nvidia.rs"]
mod nvidia;
use nvidia::{nvidia_tools, NvidiaTools as Tools};
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::verify;

fn best(runs: u32, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// How long a tool may run before it is stopped (tileiras takes minutes and
/// many GiB on the larger generated kernels): `PTX_BENCH_TOOL_LIMIT_S`, 120 s by default.
fn tool_limit() -> Duration {
    Duration::from_secs(std::env::var("PTX_BENCH_TOOL_LIMIT_S").ok().and_then(|v| v.parse().ok()).unwrap_or(120))
}

/// What a tool run came to: its time, or that it failed or was stopped at the limit.
enum ToolTime {
    Took(Duration),
    Failed,
    Stopped(Duration),
}

fn time_tool(tools: &Tools, program: &Path, args: &[&Path]) -> Option<ToolTime> {
    let t = Instant::now();
    let mut child = tools
        .command(program)
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()?;
    let limit = tool_limit();
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(if status.success() { ToolTime::Took(t.elapsed()) } else { ToolTime::Failed });
        }
        if t.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Some(ToolTime::Stopped(limit));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn ms(d: Option<ToolTime>) -> String {
    match d {
        Some(ToolTime::Took(d)) => format!("{:.1}", d.as_secs_f64() * 1e3),
        Some(ToolTime::Failed) => "failed".into(),
        Some(ToolTime::Stopped(limit)) => format!(">{:.0} (stopped)", limit.as_secs_f64() * 1e3),
        None => "-".into(),
    }
}

/// Which tools a row runs: ptxas on our PTX, tileiras on this bytecode.
#[derive(Clone, Copy)]
struct ToolRuns<'a> {
    ptxas: bool,
    tileiras_bytecode: Option<&'a Path>,
}

/// The kernels of a module.
fn kernels(ir: &Ir) -> Vec<String> {
    ir.ops.iter().filter_map(|(id, _)| EntryOp::cast(ir, id)).filter_map(|e| e.sym_name(ir).map(str::to_string)).collect()
}

/// An element-wise kernel of `n` ops on one 1024-element f32 tile.
fn generated(n: usize) -> String {
    let mut s = String::with_capacity(n * 48);
    s.push_str("cuda_tile.module @gen {\n  entry @k(%out: tile<ptr<f32>>) {\n    %v0 = constant <f32: 1.5> : tile<1024xf32>\n");
    for i in 1..=n {
        let op = if i % 2 == 1 { "addf" } else { "mulf" };
        s.push_str(&format!("    %v{i} = {op} %v{}, %v0 : tile<1024xf32>\n", i - 1));
    }
    // The result is stored, so that no compiler can drop the chain.
    s.push_str("    %i = iota : tile<1024xi32>\n");
    s.push_str("    %p1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>\n");
    s.push_str("    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>\n");
    s.push_str("    %pp = offset %pb, %i : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>\n");
    s.push_str(&format!("    %t = store_ptr_tko weak %pp, %v{n} : tile<1024xptr<f32>>, tile<1024xf32> -> token\n"));
    s.push_str("    return\n  }\n}\n");
    s
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tools = nvidia_tools().ok();
    let scratch = std::env::temp_dir().join(format!("tilesmith-bench-ptx-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    println!("{:<44} {:>8} {:>12} {:>16} {:>16} {:>12}", "kernel", "IR ops", "ours ms", "ptxas ms", "tileiras ms", "ours ns/op");
    // One table row; our time per IR op, or nothing if the kernel did not
    // verify or the backend refused it (the row says why: a refusal is
    // quick, and its time is no compile time).
    let row = |name: &str, ir: &Ir, kernel: &str, tool_runs: ToolRuns, runs: u32| -> Option<f64> {
        let verified = verify(ir).ok()?;
        if let Err(e) = ptx::compile(verified, kernel, Arch::Sm90) {
            println!("{name:<44} {:>8} refused: {e}", ir.ops.len());
            return None;
        }
        let mut text = String::new();
        let ours = best(runs, || text = ptx::compile(verified, kernel, Arch::Sm90).unwrap_or_default());
        let ptx_file = scratch.join("k.ptx");
        let cubin = scratch.join("k.cubin");
        let ptxas = if tool_runs.ptxas {
            let _ = std::fs::write(&ptx_file, &text);
            ms(tools.as_ref().and_then(|t| time_tool(t, &t.ptxas, &[Path::new("-arch=sm_90"), &ptx_file, Path::new("-o"), &cubin])))
        } else {
            "not run".into()
        };
        let tileiras = match (tools.as_ref(), tool_runs.tileiras_bytecode) {
            (Some(t), Some(bc)) => ms(time_tool(t, &t.tileiras, &[Path::new("--gpu-name=sm_90"), bc, Path::new("-o"), &cubin])),
            (None, _) => ms(None),
            (Some(_), None) => "not run".into(),
        };
        let ns_per_op = ours.as_secs_f64() * 1e9 / ir.ops.len().max(1) as f64;
        println!("{name:<44} {:>8} {:>12} {ptxas:>16} {tileiras:>16} {ns_per_op:>12.0}", ir.ops.len(), format!("{:.2}", ours.as_secs_f64() * 1e3));
        Some(ns_per_op)
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("tests/cutile/sm_90")).map(|d| d.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "tileirbc")).collect()).unwrap_or_default();
    files.sort();
    for file in &files {
        let Ok(bytes) = std::fs::read(file) else { continue };
        let Ok(ir) = tilesmith_dialect::bytecode::read(&bytes) else { continue };
        let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        for kernel in kernels(&ir) {
            row(&format!("cutile/{stem}"), &ir, &kernel, ToolRuns { ptxas: true, tileiras_bytecode: Some(file) }, 10);
        }
    }
    let mut per_op = Vec::new();
    for n in [1_000, 10_000, 100_000, 1_000_000] {
        // No implicit builtin module: the bytecode writer takes the cuda_tile module itself.
        let options = ParseOptions { allow_unregistered: false, implicit_module: false };
        let Ok(ir) = parse(&generated(n), "gen.mlir", 1, &options) else { continue };
        let bc = scratch.join(format!("gen{n}.tileirbc"));
        let written = (n <= 10_000).then(|| ir.top_level.first().and_then(|&m| tilesmith_dialect::bytecode::write_oldest(&ir, m).map(|(_, b)| b).ok())).flatten();
        let with_tileiras = written.is_some_and(|b| std::fs::write(&bc, b).is_ok());
        let tool_runs = ToolRuns { ptxas: n <= 100_000, tileiras_bytecode: with_tileiras.then_some(bc.as_path()) };
        // Best of up to 100 runs, fewer for the large ones (about a second each at most).
        let runs = (1_000_000 / n as u32).clamp(3, 100);
        if let Some(ns) = row(&format!("generated elementwise, {n} ops"), &ir, "k", tool_runs, runs) {
            per_op.push((n, ns));
        }
    }
    // Linear growth keeps the time per op flat: the spread is the largest over the smallest.
    let sizes: Vec<String> = per_op.iter().map(|&(n, ns)| format!("{} {ns:.0}", if n >= 1_000_000 { format!("{}M", n / 1_000_000) } else { format!("{}k", n / 1000) })).collect();
    let (low, high) = per_op.iter().fold((f64::MAX, 0f64), |(lo, hi), &(_, ns)| (lo.min(ns), hi.max(ns)));
    println!("generated elementwise, ours ns per IR op by size: {}; largest/smallest {:.2}", sizes.join(", "), high / low);
    let _ = std::fs::remove_dir_all(&scratch);
}
