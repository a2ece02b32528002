//! What NVIDIA's `tileirdisasm` (13.5) prints, as the tests that compare it
//! with our printer read it (tests/text.rs, tests/bytecode.rs,
//! tests/compile.rs, tests/nvidia_tools.rs). Both print 13.4's spellings:
//! `fpowf` for opcode 0x54 (`pow` until 13.3) and `print_tko` for a 13.1
//! file's `print`, and both leave the double spaces of absent optional
//! attributes (`global  @name`, `%6 = tanh %4  : tile<128xf16>`) where
//! MLIR's printer leaves them. The text is compared line for line, as is.

/// tileirdisasm's text, line by line (tests/nvidia_tools.rs's; the other
/// tests take the module whole).
#[allow(dead_code)]
pub fn lines(disasm: &str) -> Vec<String> {
    disasm.lines().map(String::from).collect()
}

/// tileirdisasm's text of a module's contents, as our printer prints the
/// module: wrapped in `cuda_tile.module @kernels { ... }` (the name upstream's
/// bytecode reader gives), indented by two.
#[allow(dead_code)] // tests/nvidia_tools.rs and tests/compile.rs compare line lists only
pub fn as_module(disasm: &str) -> String {
    let mut wrapped = String::from("cuda_tile.module @kernels {\n");
    for line in disasm.lines() {
        if !line.is_empty() {
            wrapped.push_str("  ");
            wrapped.push_str(line);
        }
        wrapped.push('\n');
    }
    wrapped.push_str("}\n");
    wrapped
}
