//! Parse, verify and print arbitrary text: none of it may panic, hang or
//! allocate beyond what the input justifies, whatever the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let options = ParseOptions { allow_unregistered: true, implicit_module: true };
    let Ok(ir) = parse(text, "fuzz.mlir", 1, &options) else { return };
    if verify(&ir).is_ok() {
        let _ = print_ir(&ir, &PrintOptions { generic: false, debug_info: true });
        let _ = print_ir(&ir, &PrintOptions { generic: true, debug_info: false });
    }
});
