//! Bytecode throughput on the generated module of benches/text.rs (at least a
//! million ops): text parse+write and bytecode read+print, side by side with
//! NVIDIA's `tileirdisasm` reading and printing the same bytecode file in the
//! same run. Run: `cargo bench --bench bytecode` (`BYTECODE_BENCH_OPS=N` for
//! another size). The tools come from `cargo xtask tools` (installed on first
//! use). One core: nothing here is parallel.

use std::time::Instant;

use tilesmith_dialect::bytecode;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};

#[path = "../tests/support/nvidia.rs"]
mod nvidia;

#[path = "support/module.rs"]
mod module;
use module::generate;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let target: usize = std::env::var("BYTECODE_BENCH_OPS").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000_000);
    let (text, _) = generate(target);
    let options = ParseOptions { allow_unregistered: false, implicit_module: false };

    let start = Instant::now();
    let ir = parse(&text, "bench.mlir", 1, &options).unwrap_or_else(|d| panic!("the generated module does not parse: {}", d.message));
    let parse_s = start.elapsed().as_secs_f64();
    let ops = ir.ops.len();
    let start = Instant::now();
    let bytes = bytecode::write_oldest(&ir, ir.top_level[0]).map(|(_, b)| b).unwrap_or_else(|d| panic!("the generated module does not write: {}", d.message));
    let write_s = start.elapsed().as_secs_f64();
    let mb = bytes.len() as f64 / 1e6;

    let start = Instant::now();
    let read = bytecode::read(&bytes).unwrap_or_else(|d| panic!("our bytecode does not read back: {}", d.message));
    let read_s = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let printed = print_ir(&read, &PrintOptions::default());
    let print_s = start.elapsed().as_secs_f64();
    assert_eq!(read.ops.len(), ops, "the bytecode reads back to the same number of ops");

    println!("module: {ops} ops, {mb:.1} MB of bytecode, {:.1} MB of text", text.len() as f64 / 1e6);
    println!("parse:            {parse_s:.3} s");
    println!("write:            {write_s:.3} s  {:.2} M ops/s", ops as f64 / write_s / 1e6);
    println!("parse+write:      {:.3} s  {:.2} M ops/s", parse_s + write_s, ops as f64 / (parse_s + write_s) / 1e6);
    println!("read:             {read_s:.3} s  {:.1} MB/s  {:.2} M ops/s", mb / read_s, ops as f64 / read_s / 1e6);
    println!("read+print:       {:.3} s  {:.2} M ops/s ({:.1} MB of text)", read_s + print_s, ops as f64 / (read_s + print_s) / 1e6, printed.len() as f64 / 1e6);

    let file = std::env::temp_dir().join(format!("tilesmith-bench-{}.tileirbc", std::process::id()));
    std::fs::write(&file, &bytes).expect("write the bytecode file");
    match nvidia::nvidia_tools() {
        Ok(tools) => {
            let start = Instant::now();
            let out = tools.command(&tools.tileirdisasm).arg(&file).output().expect("tileirdisasm runs");
            let disasm_s = start.elapsed().as_secs_f64();
            if out.status.success() {
                println!(
                    "tileirdisasm:     {disasm_s:.3} s  {:.2} M ops/s ({:.1} MB of text; the same file, read+print, as a process)",
                    ops as f64 / disasm_s / 1e6,
                    out.stdout.len() as f64 / 1e6
                );
                println!("ratio:            tilesmith read+print is {:.1}x as fast as tileirdisasm", disasm_s / (read_s + print_s));
            } else {
                println!("tileirdisasm failed on the file: {}", String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or(""));
            }
        }
        Err(e) => println!("tileirdisasm not available (cargo xtask tools failed): {e}"),
    }
    let _ = std::fs::remove_file(&file);
}
