//! `tilesmith opt`: cuda-tile-opt's job. Reads Tile IR text, checks it, and
//! prints it back (custom or generic form, with or without locations), or,
//! with `-verify-diagnostics`, checks the diagnostics against the input's
//! `expected-*` annotations. Passes run between checking and printing
//! (`--pass-pipeline`, or a pass's own flag such as `--canonicalize`), and
//! the IR they leave is checked again.

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::registry::Version;
use tilesmith_dialect::text::{parse_all, parse_all_at_version, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::diag::Severity;
use tilesmith_dialect::verify::hints::HintChecks;
use tilesmith_dialect::verify::{verify_with, VerifyOptions};
use tilesmith_transforms::{parse_pipeline, run_pipeline, Element};

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
    /// Run these passes, written as MLIR writes a pipeline:
    /// `builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=2})))`
    /// (`--list-passes` lists them).
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Run the canonicalize pass on the whole input.
    #[arg(long)]
    pub canonicalize: bool,
    /// Run upstream's test pass of renaming a symbol and its subprogram, with
    /// its options ("symbol-to-rename=a::b new-name=c [scope=a] [update-uses=true]").
    #[arg(long, value_name = "OPTIONS")]
    pub test_debuginfo_update_symbol_name: Option<String>,
    /// List the passes, their options and the ops they run on, and exit.
    #[arg(long)]
    pub list_passes: bool,
}

/// The passes to run: `--pass-pipeline`, or the passes given by their own flags.
fn pipeline(args: &OptArgs) -> Result<Vec<Element>, String> {
    let mut own = Vec::new();
    if args.canonicalize {
        own.push(Element::Pass { pass: &tilesmith_transforms::canonicalize::CANONICALIZE, options: Default::default() });
    }
    if let Some(text) = &args.test_debuginfo_update_symbol_name {
        let pass = &tilesmith_transforms::debuginfo::UPDATE_SYMBOL_NAME;
        own.push(Element::Pass { pass, options: tilesmith_transforms::pipeline::parse_options(pass, text)? });
    }
    match &args.pass_pipeline {
        Some(_) if !own.is_empty() => Err("'--pass-pipeline' cannot be used with the flags of single passes (--canonicalize, ...)".to_owned()),
        Some(text) => parse_pipeline(text),
        None => Ok(own),
    }
}

/// `--list-passes`: each pass, what it runs on, its options.
fn list_passes() -> String {
    let mut out = String::new();
    for test_only in [false, true] {
        out.push_str(if test_only { "\nUpstream's test passes:\n" } else { "Passes (run with --pass-pipeline):\n" });
        for p in tilesmith_transforms::PASSES.iter().filter(|p| p.test_only == test_only) {
            out.push_str(&format!("  {:<34} {} (on {})\n", p.name, p.summary, p.anchor.describe()));
            for o in p.options {
                out.push_str(&format!("    {:<32} {} (default: {})\n", o.name, o.help, if o.default.is_empty() { "none" } else { o.default }));
            }
        }
    }
    out
}

/// What happened to one chunk.
struct ChunkResult {
    output: String,
    diagnostics: String,
    failed: bool,
}

fn process_chunk(args: &OptArgs, passes: &[Element], chunk: &Chunk, file: &str, target: Option<Version>) -> ChunkResult {
    let options = ParseOptions { allow_unregistered: args.tool.allow_unregistered_dialect, implicit_module: !args.tool.no_implicit_module };
    let mut produced: Vec<Diagnostic> = Vec::new();
    let mut output = String::new();
    let parsed = match target {
        Some(v) => parse_all_at_version(chunk.text, file, chunk.first_line, &options, v),
        None => parse_all(chunk.text, file, chunk.first_line, &options),
    };
    match parsed {
        Ok(mut ir) => {
            if args.tool.no_implicit_module && ir.top_level.len() > 1 {
                produced.push(Diagnostic::at_offset(0, "source must contain a single top-level operation if --no-implicit-module is specified"));
            } else {
                // Warnings go with the diagnostics; only an error stops the printing.
                let options = VerifyOptions { hints: HintChecks { warn: args.warn_unsupported_hints, error: args.error_on_hints } };
                let checked = match verify_with(&ir, &options, &mut produced) {
                    Err(d) => Err(vec![*d]),
                    Ok(_) if passes.is_empty() => Ok(()),
                    // What the passes leave is checked again (its warnings were given already).
                    Ok(_) => run_pipeline(&mut ir, passes).and_then(|()| verify_with(&ir, &options, &mut Vec::new()).map(|_| ()).map_err(|d| vec![*d])),
                };
                match checked {
                    Err(ds) => produced.extend(ds),
                    Ok(()) => {
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
    if args.list_passes {
        output::stdout(list_passes().as_bytes())?;
        return Ok(true);
    }
    let passes = pipeline(args)?;
    let target = args.tool.target()?;
    let input = read_input(args.tool.input.as_deref())?;
    let chunks = split_input(&input.text, args.tool.split_input_file);
    let mut outputs = Vec::new();
    let mut ok = true;
    for chunk in &chunks {
        let r = process_chunk(args, &passes, chunk, &input.name, target);
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
