//! What NVIDIA's `tileirdisasm` (13.4) prints, brought to the 13.1 syntax our
//! printer writes, for the tests that compare the two (tests/text.rs,
//! tests/bytecode.rs, tests/nvidia_tools.rs). Each rule is a documented way
//! 13.4's printer differs from 13.1's on the same 13.1 module:
//!
//! - `exp` (13.3) and `tanh` gained an optional `rounding` attribute, so
//!   13.4 leaves a double space where the absent attribute would go
//!   (`%6 = tanh %4  : tile<128xf16>`);
//! - a double space after `global` (`global  @name`);
//! - `pow` (opcode 0x54, the same in 13.1.6 and 13.3) is named `fpowf`;
//! - 13.1's `print` is read as the newer token-returning `print_tko`, printed
//!   `%N = print_tko ... -> token`.

// Each test uses some of these.
#![allow(dead_code)]

/// One line of tileirdisasm's output in the 13.1 syntax.
pub fn to_13_1_syntax(line: &str) -> String {
    let mut line = line.replacen("global  @", "global @", 1);
    if line.contains(" = exp ") || line.contains(" = tanh ") {
        line = line.replacen("  : ", " : ", 1);
    }
    line = line.replacen(" = fpowf ", " = pow ", 1);
    if let Some(at) = line.find("= print_tko ") {
        let indent = &line[..line.len() - line.trim_start().len()];
        let rest = line[at + "= print_tko ".len()..].trim_end_matches(" -> token").to_string();
        line = format!("{indent}print {rest}");
    }
    line
}

/// tileirdisasm's text of a module's contents, as our printer prints the
/// module: wrapped in `cuda_tile.module @kernels { ... }` (the name upstream's
/// bytecode reader gives), indented by two, in the 13.1 syntax.
pub fn as_module(disasm: &str) -> String {
    let mut wrapped = String::from("cuda_tile.module @kernels {\n");
    for line in disasm.lines() {
        if !line.is_empty() {
            wrapped.push_str("  ");
            wrapped.push_str(&to_13_1_syntax(line));
        }
        wrapped.push('\n');
    }
    wrapped.push_str("}\n");
    wrapped
}
