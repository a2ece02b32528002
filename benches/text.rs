//! Text throughput on a generated module of at least a million ops across the
//! op families: parse, verify, print (custom form) and print (generic form), in MB/s
//! and ops/s, with peak memory. Each phase is timed by this thread's CPU time
//! (one core's work, which a busy shared host does not inflate) and by wall
//! time. Run: `cargo bench --bench text`
//! (`TEXT_BENCH_OPS=N` for another size; `TEXT_BENCH_STOP=verify` or `=print`
//! stops after verifying or after the custom-form print, for profiling). One core: nothing here is parallel.

use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};

#[path = "support/module.rs"]
mod module;
use module::{generate, peak_rss_mib, Phase};

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` builds benches too and runs them with no flag.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let target: usize = std::env::var("TEXT_BENCH_OPS").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000_000);
    let (text, _) = generate(target);
    let mb = text.len() as f64 / 1e6;
    let options = ParseOptions { allow_unregistered: false, implicit_module: false };

    let phase = Phase::start();
    let ir = parse(&text, "bench.mlir", 1, &options).unwrap_or_else(|d| panic!("the generated module does not parse: {}", d.message));
    let parse_t = phase.stop();
    let ops = ir.ops.len();
    let rss_after_parse = peak_rss_mib();
    let phase = Phase::start();
    if let Err(d) = tilesmith_dialect::verify::verify(&ir) {
        panic!("the generated module does not verify: {}", d.message);
    }
    let verify_t = phase.stop();
    let parse_verify_t = (parse_t.0 + verify_t.0, parse_t.1 + verify_t.1);
    let stop = std::env::var("TEXT_BENCH_STOP").unwrap_or_default();
    // Each line: CPU time of this thread (one core's work), then wall time.
    let report = |what: &str, (wall, cpu): (f64, f64), bytes: Option<usize>| {
        let rate = |s: f64| match bytes {
            Some(b) => format!("{:6.1} MB/s {:5.2} M ops/s", b as f64 / 1e6 / s, ops as f64 / s / 1e6),
            None => format!("{:>11} {:5.2} M ops/s", "", ops as f64 / s / 1e6),
        };
        println!("{what:<14} cpu {cpu:.3} s {}   wall {wall:.3} s {}", rate(cpu), rate(wall));
    };
    if stop == "verify" {
        report("parse+verify:", parse_verify_t, None);
        return;
    }

    let phase = Phase::start();
    let printed = print_ir(&ir, &PrintOptions::default());
    let print_t = phase.stop();
    if stop == "print" {
        report("print:", print_t, Some(printed.len()));
        return;
    }

    let phase = Phase::start();
    let generic = print_ir(&ir, &PrintOptions { generic: true, debug_info: false });
    let generic_t = phase.stop();

    // The printed text reads back to the same number of ops.
    let again = parse(&printed, "printed.mlir", 1, &options).expect("printed text parses");
    assert_eq!(again.ops.len(), ops);

    println!("module: {ops} ops, {mb:.1} MB of text");
    report("parse:", parse_t, Some(text.len()));
    report("verify:", verify_t, None);
    report("parse+verify:", parse_verify_t, Some(text.len()));
    report("print:", print_t, Some(printed.len()));
    report("print generic:", generic_t, Some(generic.len()));
    if let Some(rss) = rss_after_parse {
        println!("peak memory after parse: {rss:.0} MiB (the text and its IR)");
    }
    if let Some(rss) = peak_rss_mib() {
        println!("peak memory at the end:  {rss:.0} MiB (plus both printed copies and a re-parse)");
    }
}
