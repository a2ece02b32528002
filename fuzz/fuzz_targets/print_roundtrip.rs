//! What verifies must print, and what it prints must parse and verify again
//! (custom and generic forms). Finds verifier gaps (invalid IR accepted, then
//! printed in a form that does not read back) and printer bugs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let options = ParseOptions { allow_unregistered: true, implicit_module: true };
    let Ok(ir) = parse(text, "fuzz.mlir", 1, &options) else { return };
    if verify(&ir).is_err() {
        return;
    }
    for generic in [false, true] {
        let printed = print_ir(&ir, &PrintOptions { generic, debug_info: true });
        let again = parse(&printed, "printed.mlir", 1, &options).unwrap_or_else(|e| panic!("printed IR does not parse: {}\n{printed}", e.message));
        assert!(verify(&again).is_ok(), "printed IR does not verify:\n{printed}");
    }
});
