//! What NVIDIA's `tileirdisasm` (13.4) prints, brought to the 13.3 syntax our
//! printer writes, for the tests that compare the two (tests/text.rs,
//! tests/bytecode.rs, tests/nvidia_tools.rs). Our printer writes 13.3's
//! spellings, as 13.4's printer does but for one rename:
//!
//! - `pow` (opcode 0x54, the same in 13.1 to 13.3) is named `fpowf` in 13.4.
//!
//! The rest is the same text: a 13.1 file's `print` reads as 13.2's
//! `print_tko` (`%N = print_tko ... -> token`) in both, and both leave the
//! double spaces of absent optional attributes (`global  @name`,
//! `%6 = tanh %4  : tile<128xf16>`) where MLIR's printer leaves them.

/// One line of tileirdisasm's output in the 13.3 syntax.
pub fn to_13_3_syntax(line: &str) -> String {
    line.replacen(" = fpowf ", " = pow ", 1)
}

/// tileirdisasm's text in the 13.3 syntax, line by line.
pub fn to_13_3(disasm: &str) -> Vec<String> {
    disasm.lines().map(to_13_3_syntax).collect()
}

/// tileirdisasm's text of a module's contents, as our printer prints the
/// module: wrapped in `cuda_tile.module @kernels { ... }` (the name upstream's
/// bytecode reader gives), indented by two, in the 13.3 syntax.
#[allow(dead_code)] // tests/nvidia_tools.rs compares line lists (to_13_3) only
pub fn as_module(disasm: &str) -> String {
    let mut wrapped = String::from("cuda_tile.module @kernels {\n");
    for line in to_13_3(disasm) {
        if !line.is_empty() {
            wrapped.push_str("  ");
            wrapped.push_str(&line);
        }
        wrapped.push('\n');
    }
    wrapped.push_str("}\n");
    wrapped
}
