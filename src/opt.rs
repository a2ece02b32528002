//! `tilesmith opt`: cuda-tile-opt's job. Reads Tile IR text, checks it, and
//! prints it back (custom or generic form, with or without locations), or,
//! with `-verify-diagnostics`, checks the diagnostics against the input's
//! `expected-*` annotations.

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::text::{parse_all, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

use crate::driver::{read_input, render, split_input, verify_chunk, Chunk};

/// cuda-tile-opt's flags that upstream's tests use.
#[derive(clap::Args, Debug)]
pub struct OptArgs {
    /// The input file (`-` or nothing: standard input).
    pub input: Option<String>,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<String>,
    /// Process each `// -----` chunk of the input on its own.
    #[arg(long)]
    pub split_input_file: bool,
    /// Check diagnostics against the input's `// expected-error {{...}}` annotations.
    #[arg(long)]
    pub verify_diagnostics: bool,
    /// Accept ops of dialects other than cuda_tile.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print every op in the generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,
    /// Print locations.
    #[arg(long)]
    pub mlir_print_debuginfo: bool,
    /// Do not wrap the input in a builtin module.
    #[arg(long)]
    pub no_implicit_module: bool,
}

/// What happened to one chunk.
struct ChunkResult {
    output: String,
    diagnostics: String,
    failed: bool,
}

fn process_chunk(args: &OptArgs, chunk: &Chunk, file: &str) -> ChunkResult {
    let options = ParseOptions { allow_unregistered: args.allow_unregistered_dialect, implicit_module: !args.no_implicit_module };
    let mut produced: Vec<Diagnostic> = Vec::new();
    let mut output = String::new();
    match parse_all(chunk.text, file, chunk.first_line, &options) {
        Ok(ir) => {
            if args.no_implicit_module && ir.top_level.len() > 1 {
                produced.push(Diagnostic::at_offset(0, "source must contain a single top-level operation if --no-implicit-module is specified"));
            } else if let Err(d) = verify(&ir) {
                produced.push(*d);
            } else {
                let print = PrintOptions { generic: args.mlir_print_op_generic, debug_info: args.mlir_print_debuginfo };
                output = print_ir(&ir, &print);
            }
        }
        Err(ds) => produced.extend(ds),
    }
    if args.verify_diagnostics {
        let problems = verify_chunk(chunk, file, &produced);
        let failed = !problems.is_empty();
        return ChunkResult { output: if failed { String::new() } else { output }, diagnostics: render(&problems, chunk, file), failed };
    }
    let failed = !produced.is_empty();
    ChunkResult { output, diagnostics: render(&produced, chunk, file), failed }
}

/// Runs `opt`; the exit status is failure when any chunk failed.
pub fn run(args: &OptArgs) -> Result<bool, String> {
    let input = read_input(args.input.as_deref())?;
    let chunks = split_input(&input.text, args.split_input_file);
    let mut outputs = Vec::new();
    let mut ok = true;
    for chunk in &chunks {
        let r = process_chunk(args, chunk, &input.name);
        eprint!("{}", r.diagnostics);
        ok &= !r.failed;
        outputs.push(r.output);
    }
    let joined = outputs.join(&format!("{}\n", crate::driver::SPLIT_MARKER));
    match &args.output {
        Some(path) if path != "-" => std::fs::write(path, joined).map_err(|e| format!("could not write '{path}': {e}"))?,
        _ => print!("{joined}"),
    }
    Ok(ok)
}
