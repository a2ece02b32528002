//! `tileirdisasm`: NVIDIA's Tile IR disassembler's command line, answered
//! by tilesmith's bytecode reader and printer (`tilesmith translate
//! -cudatilebc-to-mlir`): the module's contents as tileirdisasm prints them,
//! without the `cuda_tile.module` line around them, at column 0.
//!
//! ```text
//! tileirdisasm [-g | --print-debug-info] <tile bytecode file>
//! ```
//!
//! The text is our printer's, in the 13.3 syntax: where NVIDIA's 13.4
//! printer spells a module differently (tests/support/disasm.rs lists
//! how), this prints what 13.3 reads back. With `-g`, the locations are
//! printed as `tilesmith translate --mlir-print-debuginfo` prints them
//! (aliases defined after the contents).
//!
//! Exit codes as NVIDIA's: 0 done, 1 the command line is wrong or the input
//! unreadable, 2 no input, 3 not bytecode tilesmith reads (or invalid).

use tilesmith_dialect::text::{print_ir, PrintOptions};
use tilesmith_dialect::verify::verify;

use super::{Arg, Args, OptionSpec, Takes};
use crate::output;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Id {
    DebugInfo,
    Version,
    Help,
    /// `--preview=` (cuTile Python passes it for preview features).
    Preview,
}

const SPECS: &[OptionSpec<Id>] = &[
    OptionSpec { names: &["g", "print-debug-info"], takes: Takes::Flag, id: Id::DebugInfo },
    OptionSpec { names: &["version"], takes: Takes::Flag, id: Id::Version },
    OptionSpec { names: &["help", "h", "help-list"], takes: Takes::Flag, id: Id::Help },
    OptionSpec { names: &["preview"], takes: Takes::Value, id: Id::Preview },
];

fn help() -> String {
    format!(
        "OVERVIEW: tileirdisasm, as tilesmith {} implements it: CUDA Tile IR bytecode to text (not NVIDIA's tileirdisasm)

USAGE: tileirdisasm [options] <tile bytecode file>

OPTIONS:
  -g, --print-debug-info - Print the locations of the debug information
  --version              - tilesmith's version, and exit
  --help                 - This text
",
        env!("CARGO_PKG_VERSION")
    )
}

fn fail(code: u8, message: &str) -> u8 {
    output::stderr(&format!("error: {message}\n"));
    code
}

/// The contents of the `cuda_tile.module` our printer wrote in `printed`,
/// one indentation level out, and (with debug information) the alias
/// definitions before and after it.
fn module_contents(printed: &str) -> String {
    let lines: Vec<&str> = printed.lines().collect();
    let Some(open) = lines.iter().position(|l| l.starts_with("cuda_tile.module ")) else { return printed.to_string() };
    let close = lines.iter().skip(open + 1).position(|l| l.starts_with('}')).map_or(lines.len(), |i| open + 1 + i);
    let mut out = String::with_capacity(printed.len());
    for line in &lines[open + 1..close] {
        out.push_str(line.strip_prefix("  ").unwrap_or(line));
        out.push('\n');
    }
    for line in lines[..open].iter().chain(lines.get(close + 1..).unwrap_or(&[])) {
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        // tileirdisasm prints an empty line for a module without contents.
        out.push('\n');
    }
    out
}

/// Runs tileirdisasm with `args` (after the program name); the exit code.
pub fn run(args: &[String]) -> u8 {
    let parsed = match Args::parse(args, SPECS) {
        Ok(p) => p,
        Err(e) => return fail(1, &format!("{e} (see 'tileirdisasm --help')")),
    };
    let (mut inputs, mut debug_info) = (Vec::new(), false);
    for arg in parsed {
        match arg {
            Arg::Positional(p) => inputs.push(p),
            Arg::Option { id: Id::Help, .. } => {
                output::stdout(help().as_bytes()).ok();
                return 0;
            }
            Arg::Option { id: Id::Version, .. } => {
                output::stdout(super::tileiras::version().replacen("tileiras:", "tileirdisasm:", 1).as_bytes()).ok();
                return 0;
            }
            Arg::Option { id: Id::Preview, spelled, .. } => return fail(1, &format!("tileirdisasm option '{spelled}' is not implemented by tilesmith: preview features are not implemented (tilesmith reads the 13.1 to 13.3 dialect without them)")),
            Arg::Option { id: Id::DebugInfo, value, .. } => debug_info = value == "true",
        }
    }
    let input = match inputs.as_slice() {
        [one] => one.clone(),
        [] => return fail(2, "no input file provided"),
        _ => return fail(1, &format!("one input file at most, {} given", inputs.len())),
    };
    let (name, bytes) = match crate::input::read_bytes(Some(&input)) {
        Ok(read) => read,
        Err(e) => return fail(1, &e),
    };
    let ir = match crate::compile::read_module(&name, bytes, false) {
        Ok(m) => m.ir,
        Err(crate::compile::ReadError::Bytecode(e) | crate::compile::ReadError::Text(e)) => return fail(3, &format!("{name}: {e}")),
    };
    if let Err(d) = verify(&ir) {
        return fail(3, &format!("{name}: verification failed for the module: {}", d.message));
    }
    let printed = print_ir(&ir, &PrintOptions { generic: false, debug_info });
    match output::stdout(module_contents(&printed).as_bytes()) {
        Ok(()) => 0,
        Err(output::Failure::Message(m)) => fail(1, &m),
        Err(output::Failure::ClosedPipe) => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contents_come_out_at_column_zero() {
        let printed = "#a = 1\ncuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n} loc(#loc)\n#loc = loc(unknown)\n";
        assert_eq!(module_contents(printed), "entry @k() {\n  return\n}\n#a = 1\n#loc = loc(unknown)\n");
        assert_eq!(module_contents("cuda_tile.module @kernels {\n}\n"), "\n");
    }
}
