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
//!   `%N = print_tko ... -> token`. That result also takes a number: MLIR
//!   numbers a region's anonymous results (`%N`) in order, and starts the
//!   numbers of every region nested in it after the region's last, so the
//!   anonymous values after a print, and all those in regions below its
//!   region, are numbered one higher per print. [`to_13_1`] drops the result
//!   and numbers the anonymous values again as MLIR does.

// Each test uses some of these.
#![allow(dead_code)]

use std::collections::HashMap;

/// One line of tileirdisasm's output in the 13.1 syntax (not renumbered).
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

/// tileirdisasm's text in the 13.1 syntax, line by line, with the anonymous
/// values numbered as 13.1's `print` (which has no result) leaves them.
pub fn to_13_1(disasm: &str) -> Vec<String> {
    let lines: Vec<String> = disasm.lines().map(to_13_1_syntax).collect();
    if disasm.contains("= print_tko ") {
        renumber(lines)
    } else {
        lines
    }
}

/// tileirdisasm's text of a module's contents, as our printer prints the
/// module: wrapped in `cuda_tile.module @kernels { ... }` (the name upstream's
/// bytecode reader gives), indented by two, in the 13.1 syntax.
pub fn as_module(disasm: &str) -> String {
    let mut wrapped = String::from("cuda_tile.module @kernels {\n");
    for line in to_13_1(disasm) {
        if !line.is_empty() {
            wrapped.push_str("  ");
            wrapped.push_str(&line);
        }
        wrapped.push('\n');
    }
    wrapped.push_str("}\n");
    wrapped
}

/// A region of the printed text: the lines directly in it (an op that opens or
/// closes a nested region belongs to its parent), and its nested regions.
#[derive(Default)]
struct Region {
    lines: Vec<usize>,
    children: Vec<usize>,
}

/// The anonymous result a line defines: `N` of `%N = ...` or `%N:k = ...`.
fn anonymous_result(line: &str) -> Option<&str> {
    let name = line.trim_start().strip_prefix('%')?.split([' ', ':']).next()?;
    (!name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) && line.contains(" = ")).then_some(name)
}

/// Numbers the anonymous values of `lines` again, as MLIR's printer does.
fn renumber(mut lines: Vec<String>) -> Vec<String> {
    // The region tree, from the braces that end and start lines.
    let mut regions = vec![Region::default()];
    let mut open = vec![0];
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim();
        if t.starts_with('}') && open.len() > 1 {
            open.pop();
        }
        let current = *open.last().expect("the top region stays open");
        regions[current].lines.push(i);
        if t.ends_with('{') {
            regions.push(Region::default());
            let child = regions.len() - 1;
            regions[current].children.push(child);
            open.push(child);
        }
    }
    // Each region from the number after its parent's last, with the names its parent's lines see.
    let mut work = vec![(0, 0usize, HashMap::<String, String>::new())];
    while let Some((region, mut next, mut names)) = work.pop() {
        for &i in &regions[region].lines {
            if let Some(old) = anonymous_result(&lines[i]) {
                names.insert(old.to_string(), next.to_string());
                next += 1;
            }
        }
        for &i in &regions[region].lines {
            lines[i] = rename(&lines[i], &names);
        }
        for &child in &regions[region].children {
            work.push((child, next, names.clone()));
        }
    }
    lines
}

/// `line` with every `%N` in `names` renamed (string literals, such as a
/// print's format, are left alone).
fn rename(line: &str, names: &HashMap<String, String>) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.char_indices().peekable();
    let mut in_string = false;
    while let Some((at, c)) = chars.next() {
        out.push(c);
        match c {
            '\\' if in_string => {
                if let Some((_, escaped)) = chars.next() {
                    out.push(escaped);
                }
            }
            '"' => in_string = !in_string,
            '%' if !in_string => {
                let rest = &line[at + 1..];
                let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                let whole = digits > 0 && !rest[digits..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
                if let Some(new) = names.get(&rest[..digits]).filter(|_| whole) {
                    out.push_str(new);
                    for _ in 0..digits {
                        chars.next();
                    }
                }
            }
            _ => {}
        }
    }
    out
}
