//! Bytecode throughput on the generated module of benches/text.rs (at least a
//! million ops): text parse+write and bytecode read+print, side by side with
//! NVIDIA's `tileirdisasm` reading and printing the same bytecode file in the
//! same run. Run: `cargo bench --bench bytecode` (`BYTECODE_BENCH_OPS=N` for
//! another size). The tools come from `cargo xtask tools` (installed on first
//! use). One core: nothing here is parallel.

use std::collections::HashMap;
use std::process::Command;
use std::time::Instant;

use tilesmith_dialect::bytecode;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};

#[path = "support/module.rs"]
mod module;
use module::generate;

/// tileirdisasm's path and the environment it needs, from `cargo xtask tools --env`.
fn tileirdisasm() -> Result<(String, Vec<(String, String)>), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo).current_dir(env!("CARGO_MANIFEST_DIR")).args(["xtask", "tools", "--env"]).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let vars: HashMap<String, String> = String::from_utf8_lossy(&out.stdout).lines().filter_map(|l| l.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let path = vars.get("tileirdisasm").cloned().ok_or("no tileirdisasm")?;
    let env = ["PATH", "LD_LIBRARY_PATH", "PYTHONPATH"].iter().filter_map(|k| vars.get(*k).map(|v| (k.to_string(), v.clone()))).collect();
    Ok((path, env))
}

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
    let bytes = bytecode::write(&ir, ir.top_level[0], bytecode::CURRENT).unwrap_or_else(|d| panic!("the generated module does not write: {}", d.message));
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
    match tileirdisasm() {
        Ok((program, env)) => {
            let start = Instant::now();
            let out = Command::new(&program).arg(&file).envs(env).output().expect("tileirdisasm runs");
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
