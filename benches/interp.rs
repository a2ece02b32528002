//! CPU interpreter throughput: real kernels over many tile blocks, run with
//! the tile blocks in parallel (rayon, every core) and one after another.
//! Run: `cargo bench --bench interp`.
//!
//! - vector add (examples/vector_add.mlir, pointer tiles): 2^20 f32 elements, 8192 tile blocks;
//! - matmul (cuTile Python's matmul_f16 kernel, tests/cutile/sm_90/matmul_f16.tileirbc:
//!   128x128 tiles, an mmaf loop over K in steps of 32): 512x512x512 in f16;
//! - softmax (cuTile Python's softmax kernel): 1024 rows of 1024 f32.

use std::time::Instant;

use tilesmith_backend::interp::{run, KernelArg, RunOptions};
use tilesmith_dialect::bytecode;
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::verify;

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load_text(path: &str) -> Ir {
    let text = std::fs::read_to_string(root().join(path)).expect("kernel text");
    parse(&text, path, 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).unwrap_or_else(|d| panic!("{path}: {}", d.message))
}

fn load_bytecode(path: &str) -> Ir {
    bytecode::read(&std::fs::read(root().join(path)).expect("kernel bytecode")).unwrap_or_else(|d| panic!("{path}: {}", d.message))
}

fn f32_bytes(values: impl Iterator<Item = f32>) -> Vec<u8> {
    values.flat_map(f32::to_le_bytes).collect()
}

fn f16_bytes(values: impl Iterator<Item = f32>) -> Vec<u8> {
    values.flat_map(|v| half::f16::from_f32(v).to_le_bytes()).collect()
}

fn i32(v: i32) -> KernelArg {
    KernelArg::Scalar(v as u32 as u64)
}

/// Runs a launch in both modes; prints seconds and `work` units per second.
fn measure(name: &str, ir: &Ir, kernel: &str, grid: [i64; 3], args: &[KernelArg], work: f64, unit: &str) {
    let verified = verify(ir).unwrap_or_else(|d| panic!("{name}: {}", d.message));
    for parallel in [true, false] {
        let options = RunOptions { parallel, ..RunOptions::default() };
        let start = Instant::now();
        run(verified, kernel, grid, args.to_vec(), options).unwrap_or_else(|e| panic!("{name}: {e}"));
        let s = start.elapsed().as_secs_f64();
        let mode = if parallel { format!("parallel ({} threads)", rayon::current_num_threads()) } else { "sequential".to_string() };
        println!("{name:<12} {mode:<22} {s:>8.3} s  {:>10.2} {unit}", work / s);
    }
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let n = 1 << 20;
    let vadd = load_text("examples/vector_add.mlir");
    let a = KernelArg::Buffer(f32_bytes((0..n).map(|i| i as f32 * 0.5)));
    let b = KernelArg::Buffer(f32_bytes((0..n).map(|i| 1.0 - i as f32)));
    let c = KernelArg::Buffer(vec![0; n * 4]);
    measure("vector add", &vadd, "vector_add", [(n / 128) as i64, 1, 1], &[a, b, c], n as f64 / 1e6, "M elements/s");

    let s = 512i32;
    let matmul = load_bytecode("tests/cutile/sm_90/matmul_f16.tileirbc");
    let kernel = "matmul_f16_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I128_I128_I32";
    let elems = (s * s) as usize;
    let ma = KernelArg::Buffer(f16_bytes((0..elems).map(|i| ((i % 7) as f32 - 3.0) / 8.0)));
    let mb = KernelArg::Buffer(f16_bytes((0..elems).map(|i| ((i % 5) as f32 - 2.0) / 4.0)));
    let mc = KernelArg::Buffer(vec![0; elems * 2]);
    let view = |buf: KernelArg| vec![buf, i32(s), i32(s), i32(s), i32(1)];
    let args: Vec<KernelArg> = [view(ma), view(mb), view(mc)].concat();
    let macs = (s as f64).powi(3);
    measure("matmul f16", &matmul, kernel, [(s / 128) as i64, (s / 128) as i64, 1], &args, macs / 1e6, "M multiply-adds/s");

    let rows = 1024i32;
    let cols = 1024i32;
    let softmax = load_bytecode("tests/cutile/sm_90/softmax.tileirbc");
    let x = KernelArg::Buffer(f32_bytes((0..rows * cols).map(|i| ((i % 97) as f32) / 16.0)));
    let y = KernelArg::Buffer(vec![0; (rows * cols) as usize * 4]);
    let args = vec![x, i32(rows), i32(cols), i32(cols), i32(1), y, i32(rows), i32(cols), i32(cols), i32(1)];
    measure("softmax", &softmax, "softmax_Kt2_A2f32_3l0_A2f32_3l0_I1024", [rows as i64, 1, 1], &args, rows as f64 / 1e3, "k rows/s");
}
