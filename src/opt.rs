//! `tilesmith opt`: cuda-tile-opt's job. Reads Tile IR text, checks it, and
//! prints it back (custom or generic form, with or without locations), or,
//! with `-verify-diagnostics`, checks the diagnostics against the input's
//! `expected-*` annotations.

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::registry::Version;
use tilesmith_dialect::text::{parse_all, parse_all_at_version, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::diag::Severity;
use tilesmith_dialect::verify::hints::HintChecks;
use tilesmith_dialect::verify::{verify_with, VerifyOptions};

use crate::driver::{read_input, render, split_input, verify_chunk, Chunk, ToolArgs};
use crate::output::{self, Outcome};

/// cuda-tile-opt's flags that upstream's tests use.
#[derive(clap::Args, Debug)]
pub struct OptArgs {
    /// What cuda-tile-opt shares with cuda-tile-translate.
    #[command(flatten)]
    pub tool: ToolArgs,
    /// Print every op in the generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,
    /// Warn about optimization hints that name an unknown target or
    /// parameter or hold a value out of range (13.3 on; before 13.3 they
    /// are errors anyway).
    #[arg(long = "Wunsupported-hints")]
    pub warn_unsupported_hints: bool,
    /// With -Wunsupported-hints: an op whose hints drew a warning fails.
    #[arg(long = "Werr-hints")]
    pub error_on_hints: bool,
}

/// What happened to one chunk.
struct ChunkResult {
    output: String,
    diagnostics: String,
    failed: bool,
}

fn process_chunk(args: &OptArgs, chunk: &Chunk, file: &str, target: Option<Version>) -> ChunkResult {
    let options = ParseOptions { allow_unregistered: args.tool.allow_unregistered_dialect, implicit_module: !args.tool.no_implicit_module };
    let mut produced: Vec<Diagnostic> = Vec::new();
    let mut output = String::new();
    let parsed = match target {
        Some(v) => parse_all_at_version(chunk.text, file, chunk.first_line, &options, v),
        None => parse_all(chunk.text, file, chunk.first_line, &options),
    };
    match parsed {
        Ok(ir) => {
            if args.tool.no_implicit_module && ir.top_level.len() > 1 {
                produced.push(Diagnostic::at_offset(0, "source must contain a single top-level operation if --no-implicit-module is specified"));
            } else {
                // Warnings go with the diagnostics; only an error stops the printing.
                let options = VerifyOptions { hints: HintChecks { warn: args.warn_unsupported_hints, error: args.error_on_hints } };
                match verify_with(&ir, &options, &mut produced) {
                    Err(d) => produced.push(*d),
                    Ok(_) => {
                        let print = PrintOptions { generic: args.mlir_print_op_generic, debug_info: args.tool.mlir_print_debuginfo };
                        output = print_ir(&ir, &print);
                    }
                }
            }
        }
        Err(ds) => produced.extend(ds),
    }
    if args.tool.verify_diagnostics {
        let problems = verify_chunk(chunk, file, &produced);
        let failed = !problems.is_empty();
        return ChunkResult { output: if failed { String::new() } else { output }, diagnostics: render(&problems, chunk, file), failed };
    }
    let failed = produced.iter().any(|d| d.severity == Severity::Error);
    ChunkResult { output, diagnostics: render(&produced, chunk, file), failed }
}

/// Runs `opt`; the exit status is failure when any chunk failed. An output
/// file is written only when every chunk succeeded (as cuda-tile-opt keeps
/// its output file); standard output gets what the chunks that succeeded printed.
pub fn run(args: &OptArgs) -> Outcome {
    let target = args.tool.target()?;
    let input = read_input(args.tool.input.as_deref())?;
    let chunks = split_input(&input.text, args.tool.split_input_file);
    let mut outputs = Vec::new();
    let mut ok = true;
    for chunk in &chunks {
        let r = process_chunk(args, chunk, &input.name, target);
        output::stderr(&r.diagnostics);
        ok &= !r.failed;
        outputs.push(r.output);
    }
    let joined = outputs.join(&format!("{}\n", crate::driver::SPLIT_MARKER));
    match &args.tool.output {
        Some(path) if path != "-" => {
            if ok {
                output::write_file(std::path::Path::new(path), joined.as_bytes())?;
            }
        }
        _ => output::stdout(joined.as_bytes())?,
    }
    Ok(ok)
}
