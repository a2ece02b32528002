//! The passes keep IR valid: a module that verifies goes through each of
//! canonicalize, fuse-fma, loop-split, prefetch-loads and all of them in a
//! row (each run on a copy); a pass may refuse with diagnostics, but must
//! not panic, and what it leaves must verify, print, and read back to IR
//! that verifies. The rewrite driver's linked edits, the constant table and
//! the patterns' block surgery are what this reaches.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;
use tilesmith_transforms::pipeline::{parse_pipeline, run_pipeline};

const PIPELINES: [&str; 5] = [
    "canonicalize",
    "builtin.module(cuda_tile.module(cuda_tile.entry(fuse-fma)))",
    "builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=1})))",
    "builtin.module(cuda_tile.module(cuda_tile.entry(prefetch-loads)))",
    "builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=1}, fuse-fma, prefetch-loads)), canonicalize)",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let options = ParseOptions { allow_unregistered: false, implicit_module: true };
    let Ok(ir) = parse(text, "fuzz.mlir", 1, &options) else { return };
    if verify(&ir).is_err() {
        return;
    }
    for pipeline in PIPELINES {
        let elements = parse_pipeline(pipeline).unwrap_or_else(|e| panic!("the pipeline {pipeline} does not parse: {e}"));
        let mut passed = ir.clone();
        if run_pipeline(&mut passed, &elements).is_err() {
            continue;
        }
        let printed = print_ir(&passed, &PrintOptions { generic: false, debug_info: true });
        if let Err(d) = verify(&passed) {
            panic!("{pipeline} left IR that does not verify: {}\n{printed}", d.message);
        }
        let again = parse(&printed, "passed.mlir", 1, &options).unwrap_or_else(|e| panic!("{pipeline}: the result does not parse: {}\n{printed}", e.message));
        assert!(verify(&again).is_ok(), "{pipeline}: the printed result does not verify:\n{printed}");
    }
});
