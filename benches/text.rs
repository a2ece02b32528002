//! Text throughput on a generated module of at least a million ops across the
//! op families: parse, verify, print (custom form) and print (generic form), in MB/s
//! and ops/s, with peak memory. Run: `cargo bench --bench text`
//! (`TEXT_BENCH_OPS=N` for another size; `TEXT_BENCH_STOP=verify` or `=print`
//! stops after verifying or after the custom-form print, for profiling). One core: nothing here is parallel.

use std::time::Instant;

use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};

#[path = "support/module.rs"]
mod module;
use module::{generate, peak_rss_mib};

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` builds benches too and runs them with no flag.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let target: usize = std::env::var("TEXT_BENCH_OPS").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000_000);
    let (text, _) = generate(target);
    let mb = text.len() as f64 / 1e6;
    let options = ParseOptions { allow_unregistered: false, implicit_module: false };

    let start = Instant::now();
    let ir = parse(&text, "bench.mlir", 1, &options).unwrap_or_else(|d| panic!("the generated module does not parse: {}", d.message));
    let parse_s = start.elapsed().as_secs_f64();
    let ops = ir.ops.len();
    let rss_after_parse = peak_rss_mib();
    let start = Instant::now();
    if let Err(d) = tilesmith_dialect::verify::verify(&ir) {
        panic!("the generated module does not verify: {}", d.message);
    }
    let verify_s = start.elapsed().as_secs_f64();
    if std::env::var("TEXT_BENCH_STOP").is_ok_and(|v| v == "verify") {
        println!("parse: {parse_s:.3} s  verify: {verify_s:.3} s  parse+verify: {:.2} M ops/s", ops as f64 / (parse_s + verify_s) / 1e6);
        return;
    }

    let start = Instant::now();
    let printed = print_ir(&ir, &PrintOptions::default());
    let print_s = start.elapsed().as_secs_f64();
    if std::env::var("TEXT_BENCH_STOP").is_ok_and(|v| v == "print") {
        println!("print: {print_s:.3} s  {:.2} M ops/s", ops as f64 / print_s / 1e6);
        return;
    }

    let start = Instant::now();
    let generic = print_ir(&ir, &PrintOptions { generic: true, debug_info: false });
    let generic_s = start.elapsed().as_secs_f64();

    // The printed text reads back to the same number of ops.
    let again = parse(&printed, "printed.mlir", 1, &options).expect("printed text parses");
    assert_eq!(again.ops.len(), ops);

    println!("module: {ops} ops, {mb:.1} MB of text");
    println!("parse:         {parse_s:.3} s  {:.1} MB/s  {:.2} M ops/s", mb / parse_s, ops as f64 / parse_s / 1e6);
    println!("verify:        {verify_s:.3} s  {:.2} M ops/s", ops as f64 / verify_s / 1e6);
    println!("parse+verify:  {:.3} s  {:.2} M ops/s", parse_s + verify_s, ops as f64 / (parse_s + verify_s) / 1e6);
    println!("print:         {print_s:.3} s  {:.1} MB/s  {:.2} M ops/s", printed.len() as f64 / 1e6 / print_s, ops as f64 / print_s / 1e6);
    println!("print generic: {generic_s:.3} s  {:.1} MB/s  {:.2} M ops/s", generic.len() as f64 / 1e6 / generic_s, ops as f64 / generic_s / 1e6);
    if let Some(rss) = rss_after_parse {
        println!("peak memory after parse: {rss:.0} MiB (the text and its IR)");
    }
    if let Some(rss) = peak_rss_mib() {
        println!("peak memory at the end:  {rss:.0} MiB (plus both printed copies and a re-parse)");
    }
}
