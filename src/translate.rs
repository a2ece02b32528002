//! `tilesmith translate`: cuda-tile-translate's job. Tile IR text to
//! bytecode (`-mlir-to-cudatilebc`), bytecode to text
//! (`-cudatilebc-to-mlir`), or both in one go (`-test-cudatile-roundtrip`);
//! `--list-versions` lists the bytecode versions. Bytecode is written at
//! `-bytecode-version`, else at `--target-version`, else at the oldest
//! version that holds the module (a module of 13.1 features stays 13.1).
//!
//! Given bytecode and none of the three modes, it converts the file to another
//! version (what no NVIDIA tool does): `translate -bytecode-version=13.1
//! new.tileirbc -o old.tileirbc`. The module is read, verified, and written at
//! the version asked for (by default the oldest that holds it); where that
//! version cannot hold what the module uses, the writer's error names the op,
//! its location (from the file's debug info) and the version it needs, and
//! where that version's verifier refuses what the module does (a rule that
//! changed between versions), its diagnostic says so.

use tilesmith_dialect::bytecode;
use tilesmith_dialect::diag::{DiagLoc, Diagnostic};
use tilesmith_dialect::ir::{Ir, OpId};
use tilesmith_dialect::registry::{OpKind, Version};
use tilesmith_dialect::text::parser::BUILTIN_MODULE as BUILTIN_MODULE_NAME;
use tilesmith_dialect::text::{parse, parse_at_version, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

use crate::driver::{read_input, render, split_input, verify_chunk, Chunk, ToolArgs};
use crate::output::{self, Failure, Outcome};

/// cuda-tile-translate's flags that upstream's tests use.
#[derive(clap::Args, Debug)]
pub struct TranslateArgs {
    /// What cuda-tile-translate shares with cuda-tile-opt.
    #[command(flatten)]
    pub tool: ToolArgs,
    /// Tile IR text in, bytecode out.
    #[arg(long = "mlir-to-cudatilebc")]
    pub to_bytecode: bool,
    /// Bytecode in, Tile IR text out.
    #[arg(long = "cudatilebc-to-mlir")]
    pub from_bytecode: bool,
    /// Text to bytecode and back to text, in memory.
    #[arg(long = "test-cudatile-roundtrip")]
    pub roundtrip: bool,
    /// The bytecode version to write (`13.1` to `13.4`; by default the target
    /// version if one is given, else the oldest that holds the module). With a
    /// bytecode input and no mode: the version to convert it to.
    #[arg(long, value_name = "MAJOR.MINOR")]
    pub bytecode_version: Option<String>,
    /// List the bytecode versions this build reads and writes, and exit.
    #[arg(long)]
    pub list_versions: bool,
}

/// What to write: a version, or the oldest one that holds the module.
#[derive(Clone, Copy)]
enum WriteVersion {
    Exactly(Version),
    Oldest,
}

/// The version asked for, or cuda-tile-translate's message for a bad one
/// (a version after the target version is refused as unsupported).
fn requested_version(args: &TranslateArgs, target: Option<Version>) -> Result<WriteVersion, String> {
    let Some(text) = &args.bytecode_version else {
        return Ok(target.map_or(WriteVersion::Oldest, WriteVersion::Exactly));
    };
    let target = target.unwrap_or_else(tilesmith_dialect::registry::newest_version);
    match crate::driver::parse_version(text) {
        Some(v) if bytecode::is_test_version(v) || (bytecode::is_supported(v) && v <= target) => Ok(WriteVersion::Exactly(v)),
        _ => Err(format!("for the --bytecode-version option: Invalid argument '{text}': the supported versions are {}", bytecode::supported_range(target))),
    }
}

/// `--list-versions`: one supported version a line, oldest first (those
/// after the target version left out).
fn list_versions(target: Version) -> Outcome {
    let mut out = String::new();
    for v in bytecode::supported() {
        if v <= target || bytecode::is_test_version(v) {
            out.push_str(&format!("{v}\n"));
        }
    }
    output::stdout(out.as_bytes())?;
    Ok(true)
}

/// The `cuda_tile.module` to write: the one top-level op, or the one op of an implicit builtin module.
fn module_to_write(ir: &Ir) -> Result<OpId, Box<Diagnostic>> {
    let at = |op: OpId| tilesmith_dialect::diag::resolve_location(ir, ir.op(op).location);
    let [top] = ir.top_level.as_slice() else {
        return Err(Box::new(Diagnostic::error(DiagLoc::Unknown, "expected a single CUDA Tile IR module")));
    };
    if ir.kind(*top) == Some(OpKind::Module) {
        return Ok(*top);
    }
    if ir.op(*top).name.as_str() == BUILTIN_MODULE_NAME {
        let inner: Vec<OpId> = ir.op(*top).regions.iter().flat_map(|r| ir.regions[*r].blocks.iter()).flat_map(|b| ir.blocks[*b].ops.iter().copied()).collect();
        return match inner.as_slice() {
            [m] if ir.kind(*m) == Some(OpKind::Module) => Ok(*m),
            _ => Err(Box::new(Diagnostic::error(at(*top), "expected a single CUDA Tile IR module in the MLIR module"))),
        };
    }
    Err(Box::new(Diagnostic::error(at(*top), format!("expected a CUDA Tile IR module, but got a {}", ir.op(*top).name.as_str()))))
}

/// Text to bytecode for one chunk: the bytes, or the diagnostics.
fn text_to_bytecode(args: &TranslateArgs, chunk: &Chunk, file: &str, target: Option<Version>, version: WriteVersion) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let options = ParseOptions { allow_unregistered: args.tool.allow_unregistered_dialect, implicit_module: !args.tool.no_implicit_module };
    let ir = match target {
        Some(v) => parse_at_version(chunk.text, file, chunk.first_line, &options, v),
        None => parse(chunk.text, file, chunk.first_line, &options),
    }
    .map_err(|d| vec![d])?;
    if args.tool.no_implicit_module && ir.top_level.len() > 1 {
        return Err(vec![Diagnostic::at_offset(0, "source must contain a single top-level operation if --no-implicit-module is specified")]);
    }
    verify(&ir).map_err(|d| vec![*d])?;
    let module = module_to_write(&ir).map_err(|d| vec![*d])?;
    let locations = location_rule(target);
    match version {
        WriteVersion::Exactly(v) => bytecode::write_with(&ir, module, v, locations),
        WriteVersion::Oldest => bytecode::write_oldest_with(&ir, module, locations).map(|(_, bytes)| bytes),
    }
    .map_err(|d| vec![*d])
}

/// Locations bytecode cannot hold (names, fused locations): refused, as
/// NVIDIA's tools from 13.2 on do, when tilesmith runs as those tools
/// (`--target-version=13.2` or later); otherwise folded to the debug-info
/// location inside them, as the 13.1 tools did and as tilesmith does by
/// default (docs/bytecode.md).
fn location_rule(target: Option<Version>) -> bytecode::Locations {
    match target {
        Some(v) if v >= Version::new(13, 2) => bytecode::Locations::Refuse,
        _ => bytecode::Locations::Fold,
    }
}

/// Bytecode (of a version up to `target`) to verified IR.
fn bytecode_to_ir(bytes: &[u8], target: Version) -> Result<Ir, Diagnostic> {
    let ir = bytecode::read_up_to(bytes, target).map_err(|e| Diagnostic::error(DiagLoc::Unknown, e.to_string()))?;
    verify(&ir).map_err(|d| Diagnostic { message: format!("verification failed for deserialized cuda_tile module: {}", d.message), ..*d })?;
    Ok(ir)
}

/// Bytecode to bytecode of another version: read (up to the target version), verified,
/// and written at `version`. The writer's refusal is shown at the op's location.
fn convert(args: &TranslateArgs, name: &str, bytes: &[u8], target: Option<Version>, version: WriteVersion) -> Outcome {
    let ir = match bytecode_to_ir(bytes, target.unwrap_or_else(tilesmith_dialect::registry::newest_version)) {
        Ok(ir) => ir,
        Err(d) => {
            output::stderr(&format!("{name}: error: {}\n", d.message));
            return Ok(false);
        }
    };
    let written = module_to_write(&ir).and_then(|module| match version {
        // A conversion keeps the module's meaning or fails: what the older
        // version's verifier refuses (a rule that changed) stops it too.
        WriteVersion::Exactly(v) => bytecode::write(&ir, module, v).and_then(|out| match bytecode::accepted_as(&out, v) {
            Ok(()) => Ok(out),
            Err(d) => Err(Box::new(Diagnostic { message: format!("the {v} tools would refuse the module: {}", d.message), ..*d })),
        }),
        WriteVersion::Oldest => bytecode::write_oldest(&ir, module).map(|(_, bytes)| bytes),
    });
    match written {
        Ok(out) => {
            write_output(args, &out)?;
            Ok(true)
        }
        Err(d) => {
            // The op's place in the kernel's source, where the file's debug info gives one.
            let location = d.location.file_line_col().unwrap_or_else(|| name.to_string());
            output::stderr(&format!("{location}: error: {}\n", d.message));
            Ok(false)
        }
    }
}

/// Writes the result: to the `-o` file (atomically) or standard output.
fn write_output(args: &TranslateArgs, bytes: &[u8]) -> Result<(), Failure> {
    match &args.tool.output {
        Some(path) if path != "-" => output::write_file(std::path::Path::new(path), bytes),
        _ => output::stdout(bytes),
    }
}

/// Runs `translate`; the exit status is failure when any chunk failed. An
/// output file is written only when every chunk succeeded (as
/// cuda-tile-translate keeps its output file); standard output gets what the
/// chunks that succeeded produced.
pub fn run(args: &TranslateArgs) -> Outcome {
    let target = args.tool.target()?;
    if args.list_versions {
        return list_versions(target.unwrap_or_else(tilesmith_dialect::registry::newest_version));
    }
    let modes = [args.to_bytecode, args.from_bytecode, args.roundtrip].iter().filter(|m| **m).count();
    if modes == 0 {
        let version = requested_version(args, target)?;
        let (name, bytes) = crate::input::read_bytes(args.tool.input.as_deref())?;
        if !bytes.starts_with(&bytecode::MAGIC) {
            return Err("give exactly one of -mlir-to-cudatilebc, -cudatilebc-to-mlir, -test-cudatile-roundtrip, --list-versions (or a bytecode file, to convert it to -bytecode-version)".into());
        }
        return convert(args, &name, &bytes, target, version);
    }
    if modes != 1 {
        return Err("give exactly one of -mlir-to-cudatilebc, -cudatilebc-to-mlir, -test-cudatile-roundtrip, --list-versions".into());
    }
    let version = requested_version(args, target)?;
    let print = PrintOptions { generic: false, debug_info: args.tool.mlir_print_debuginfo };
    if args.from_bytecode {
        let (name, bytes) = crate::input::read_bytes(args.tool.input.as_deref())?;
        return match bytecode_to_ir(&bytes, target.unwrap_or_else(tilesmith_dialect::registry::newest_version)) {
            Ok(ir) => {
                write_output(args, print_ir(&ir, &print).as_bytes())?;
                Ok(true)
            }
            Err(d) => {
                output::stderr(&format!("{name}: error: {}\n", d.message));
                Ok(false)
            }
        };
    }
    let input = read_input(args.tool.input.as_deref())?;
    let chunks = split_input(&input.text, args.tool.split_input_file);
    let mut ok = true;
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    for chunk in &chunks {
        let mut produced = Vec::new();
        let mut output = Vec::new();
        match text_to_bytecode(args, chunk, &input.name, target, version) {
            Ok(bytes) if args.roundtrip => match bytecode_to_ir(&bytes, target.unwrap_or_else(tilesmith_dialect::registry::newest_version)) {
                Ok(ir) => output = print_ir(&ir, &print).into_bytes(),
                Err(d) => produced.push(d),
            },
            Ok(bytes) => output = bytes,
            Err(d) => produced = d,
        }
        let (failed, diagnostics) = if args.tool.verify_diagnostics {
            let problems = verify_chunk(chunk, &input.name, &produced);
            (!problems.is_empty(), render(&problems, chunk, &input.name))
        } else {
            (!produced.is_empty(), render(&produced, chunk, &input.name))
        };
        output::stderr(&diagnostics);
        ok &= !failed;
        outputs.push(output);
    }
    let to_file = args.tool.output.as_deref().is_some_and(|p| p != "-");
    if !args.tool.verify_diagnostics && (ok || !to_file) {
        let joined = outputs.join(format!("{}\n", crate::driver::SPLIT_MARKER).as_bytes());
        write_output(args, &joined)?;
    }
    Ok(ok)
}
