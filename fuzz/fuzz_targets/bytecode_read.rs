//! Any bytes given to the bytecode reader: it must return a module or an
//! error, never panic, hang or allocate beyond what the input justifies
//! (libFuzzer's -rss_limit_mb and -timeout catch those). A module that reads
//! and verifies must print, and must write back to bytecode that reads again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_dialect::bytecode;
use tilesmith_dialect::text::{print_ir, PrintOptions};
use tilesmith_dialect::verify::verify;

fuzz_target!(|data: &[u8]| {
    let Ok(ir) = bytecode::read(data) else { return };
    if verify(&ir).is_err() {
        return;
    }
    let _ = print_ir(&ir, &PrintOptions { generic: false, debug_info: true });
    let Some(&module) = ir.top_level.first() else { return };
    if let Ok(written) = bytecode::write_oldest(&ir, module).map(|(_, b)| b) {
        if let Err(e) = bytecode::read(&written) {
            panic!("bytecode we wrote does not read back: {}", e.message);
        }
    }
});
