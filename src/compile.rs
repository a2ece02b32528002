//! `tilesmith compile`: a Tile IR module (bytecode or text) to a cubin for
//! one architecture, every kernel of it, through NVIDIA's `ptxas` (found as
//! [`crate::ptxas`] says); `--emit ptx` writes the PTX itself.
//!
//! The pipeline here is shared with the `tileiras` front
//! ([`crate::fronts::tileiras`]): [`read_module`], then [`compile_verified`].
//!
//! - `-O0` .. `-O3` is ptxas's optimization level (our lowering is the same
//!   at every level; ptxas does the optimizing).
//! - `--lineinfo` marks the PTX with `.file`/`.loc` lines from the ops'
//!   locations (cuTile Python's bytecode carries the Python file, line and
//!   column of each op) and has ptxas keep them as line tables
//!   (`--generate-line-info`), for profilers and compute-sanitizer.
//! - `-g` is ptxas's `--device-debug`, with the same `.loc` lines; as ptxas
//!   and tileiras, it needs `-O0`. The PTX has no DWARF sections of its own,
//!   so the cubin's debug information is the line tables.
//! - `--remarks=all` (and `--remarks-passed=memory`, ...) reports what the
//!   lowering decided for each load, store and matrix product, and why
//!   (`tilesmith_backend::ptx::remarks`): as text on standard output
//!   (`--remark-format=command-line`, the default), or as YAML documents in
//!   `--remarks-output-file` (`--remark-format=yaml`; default
//!   `tileir_remarks.yaml`), as NVIDIA's tileiras does.

use std::path::{Path, PathBuf};

use tilesmith_backend::ptx::remarks::{self, Filter, Kind};
use tilesmith_backend::ptx::{self, Arch, LowerError, ModuleOptions};
use tilesmith_dialect::bytecode;
use tilesmith_dialect::diag::{resolve_location, DiagLoc, Diagnostic};
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::{verify, Verified};

use crate::driver::{render, Chunk};
use crate::output::{self, Outcome};
use crate::ptxas::{self, Assemble};

/// What to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// A cubin, assembled by ptxas.
    Cubin,
    /// The PTX text (a CUDA driver loads and assembles it itself).
    Ptx,
}

#[derive(clap::Args, Debug)]
#[command(args_override_self = true)]
pub struct CompileArgs {
    /// The module: Tile IR bytecode or text (`-`: standard input).
    pub input: String,
    /// The target GPU, sm_XY (an unknown name is refused with the list of those this build knows).
    #[arg(long, value_name = "sm_XY")]
    pub arch: String,
    /// Where to write (`-`: standard output); by default the input's file
    /// name with `.cubin` (or `.ptx`), in the current folder.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = Emit::Cubin)]
    pub emit: Emit,
    /// ptxas's optimization level, 0 to 3.
    #[arg(short = 'O', value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Line information: `.loc` lines from the module's locations, kept by ptxas as line tables.
    #[arg(long)]
    pub lineinfo: bool,
    /// Device debug information (ptxas `--device-debug`, with line information); needs -O0.
    #[arg(short = 'g', long = "device-debug")]
    pub device_debug: bool,
    /// Load the tiles of matrix-product loops one iteration ahead, straight
    /// into shared memory with cp.async where they qualify (sm_80 and
    /// newer; as `tilesmith ptx --prefetch`; off by default until a GPU has
    /// timed it).
    #[arg(long)]
    pub prefetch: bool,
    /// Load them that many iterations ahead (1 to 8; implies --prefetch),
    /// where every such tile then waits in shared memory; else as far as
    /// that holds.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=8))]
    pub prefetch_distance: Option<u32>,
    /// Optimization remarks of every kind in these categories: none, all, memory, tensorcore.
    #[arg(long, value_name = "CATEGORY")]
    pub remarks: Option<String>,
    /// Passed-optimization remarks in these categories (as --remarks).
    #[arg(long, value_name = "CATEGORY")]
    pub remarks_passed: Option<String>,
    /// Missed-optimization remarks in these categories.
    #[arg(long, value_name = "CATEGORY")]
    pub remarks_missed: Option<String>,
    /// Failed-optimization remarks in these categories.
    #[arg(long, value_name = "CATEGORY")]
    pub remarks_failed: Option<String>,
    /// Analysis remarks in these categories.
    #[arg(long, value_name = "CATEGORY")]
    pub remarks_analysis: Option<String>,
    /// How remarks are written: command-line (text on standard output; standard error when the output goes there) or yaml (a file).
    #[arg(long, value_name = "FORMAT", value_parser = ["command-line", "yaml"], default_value = "command-line")]
    pub remark_format: String,
    /// The YAML remarks' file.
    #[arg(long, value_name = "FILE", default_value = DEFAULT_REMARKS_FILE)]
    pub remarks_output_file: PathBuf,
}

/// Where YAML remarks go when no file is named (tileiras's default).
pub const DEFAULT_REMARKS_FILE: &str = "tileir_remarks.yaml";

/// The remarks asked for: which, and how they are written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemarkOptions {
    pub filter: Filter,
    /// `Some(file)`: YAML documents into the file; `None`: text.
    pub yaml_file: Option<PathBuf>,
}

/// How to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub arch: Arch,
    pub emit: Emit,
    pub opt_level: u8,
    pub lineinfo: bool,
    pub device_debug: bool,
    pub remarks: RemarkOptions,
    /// How many iterations ahead matrix-product loops load their tiles (0:
    /// they do not; `ModuleOptions::prefetch`, `prefetch_distance`).
    pub prefetch: u32,
}

/// What a compile made: the output's bytes, what ptxas warned of, and the
/// remarks as text (empty unless text remarks were asked for).
pub struct Compiled {
    pub bytes: Vec<u8>,
    pub warnings: String,
    pub remarks: String,
}

/// The message when `-g` comes with optimization (as tileiras words it).
pub const OPTIMIZED_DEBUGGING: &str = "optimized debugging is not supported (ptxas has none): give -O0 with -g, or use --lineinfo";

/// The names of the architectures this build compiles for: `sm_80, sm_86, ...`.
pub fn known_archs() -> String {
    Arch::ALL.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ")
}

/// Why a compile failed.
#[derive(Debug)]
pub enum Error {
    /// The module is invalid, or the backend cannot lower it: a diagnostic
    /// at the op's position (for cuTile Python, a line of the Python source).
    Module(Box<Diagnostic>),
    /// ptxas is missing or failed.
    Tool(String),
    /// The YAML remarks' file cannot be written.
    Remarks(String),
}

/// A module read: its IR, and its text when it was text (for the source
/// lines of diagnostics).
pub struct Module {
    pub ir: Ir,
    pub text: Option<String>,
}

/// Why a module could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// Bytecode tilesmith cannot read (a version it does not support, or malformed).
    Bytecode(String),
    /// Text that does not parse: the diagnostic, rendered with its source line.
    Text(String),
}

/// Reads `bytes` (the input named `name`) as bytecode, or as text when
/// `text_allowed` and it does not start with the bytecode magic.
pub fn read_module(name: &str, bytes: Vec<u8>, text_allowed: bool) -> Result<Module, ReadError> {
    if bytes.starts_with(&bytecode::MAGIC) {
        let ir = bytecode::read(&bytes).map_err(|e| ReadError::Bytecode(e.to_string()))?;
        return Ok(Module { ir, text: None });
    }
    if !text_allowed {
        return Err(ReadError::Bytecode("input does not correspond to Tile IR bytecode".into()));
    }
    let text = String::from_utf8(bytes).map_err(|e| ReadError::Bytecode(format!("input is neither Tile IR bytecode nor UTF-8 text (byte {})", e.utf8_error().valid_up_to())))?;
    let options = ParseOptions { allow_unregistered: false, implicit_module: true };
    match parse(&text, name, 1, &options) {
        Ok(ir) => Ok(Module { ir, text: Some(text) }),
        Err(d) => Err(ReadError::Text(render(&[d], &Chunk { text: &text, first_line: 1 }, name).trim_end().to_string())),
    }
}

/// A lowering failure as a diagnostic at its op's position.
fn lower_diagnostic(ir: &Ir, e: &LowerError) -> Diagnostic {
    Diagnostic::error(e.location.map_or(DiagLoc::Unknown, |l| resolve_location(ir, l)), e.message.clone())
}

/// Verifies `ir` and compiles every kernel of it.
pub fn compile_module(ir: &Ir, options: &Options) -> Result<Compiled, Error> {
    let verified = verify(ir).map_err(Error::Module)?;
    compile_verified(verified, options)
}

/// Compiles every kernel of a verified module.
pub fn compile_verified(verified: Verified<'_>, options: &Options) -> Result<Compiled, Error> {
    if options.device_debug && options.opt_level != 0 {
        return Err(Error::Tool(OPTIMIZED_DEBUGGING.into()));
    }
    let asked = &options.remarks;
    // The YAML file is opened first, as tileiras does: one that cannot be
    // written stops the compile before it starts.
    if let Some(file) = asked.yaml_file.as_ref().filter(|_| asked.filter.any()) {
        std::fs::write(file, "").map_err(|e| Error::Remarks(format!("cannot write the remarks file '{}': {e}", file.display())))?;
    }
    // A cubin's PTX is assembled here, so its kernels may take the
    // architecture's shared memory (ptxas is told where one needs it), as
    // tileiras's do; PTX keeps to what any ptxas, and the driver's JIT, take.
    let lowering = ModuleOptions {
        lineinfo: options.lineinfo || options.device_debug,
        extended_shared: options.emit == Emit::Cubin,
        prefetch: options.prefetch > 0,
        prefetch_distance: options.prefetch.max(1),
        ..ModuleOptions::default()
    };
    // A cubin runs on its own compute capability only, so it is compiled
    // for that capability's specific target where there is one (sm_90a for
    // sm_90: wgmma), as tileiras does; PTX keeps the portable target asked
    // for, and so does a -g build (at -O0 ptxas re-waits and serializes
    // every wgmma, C7517 and C7509, where mma.sync stays as written).
    let arch = if options.emit == Emit::Cubin && !options.device_debug { options.arch.specific() } else { options.arch };
    let compiled = ptx::compile_module_with_remarks(verified, arch, &lowering).map_err(|e| Error::Module(Box::new(lower_diagnostic(verified.ir(), &e))))?;
    let kept: Vec<&remarks::Remark> = compiled.remarks.iter().filter(|r| asked.filter.keeps(r)).collect();
    let mut remarks_text = String::new();
    if asked.filter.any() {
        match &asked.yaml_file {
            Some(file) => std::fs::write(file, remarks::to_yaml(verified.ir(), &kept)).map_err(|e| Error::Remarks(format!("cannot write the remarks file '{}': {e}", file.display())))?,
            None => remarks_text = remarks::to_text(verified.ir(), &kept),
        }
    }
    let (bytes, warnings) = match options.emit {
        Emit::Ptx => (compiled.text.into_bytes(), String::new()),
        Emit::Cubin => {
            let ptxas = ptxas::find().map_err(Error::Tool)?;
            let extended_shared = ptx::ptxas_needs_extended_shared(arch, compiled.shared_bytes);
            let how = Assemble { arch: arch.name(), opt_level: options.opt_level, lineinfo: lowering.lineinfo, device_debug: options.device_debug, extended_shared };
            ptxas.assemble(&compiled.text, &how).map_err(Error::Tool)?
        }
    };
    Ok(Compiled { bytes, warnings, remarks: remarks_text })
}

/// The remarks a command line asks for: `--remarks` for every kind, then
/// each kind's own option, in that order (each `None` when not given), in
/// `format` (`command-line` or `yaml`) with `file` for YAML.
pub fn remark_options(every: Option<&str>, by_kind: [(Kind, Option<&str>); 4], format: &str, file: &Path) -> Result<RemarkOptions, String> {
    let mut filter = Filter::default();
    if let Some(value) = every {
        filter.set(None, value)?;
    }
    for (kind, value) in by_kind {
        if let Some(value) = value {
            filter.set(Some(kind), value)?;
        }
    }
    Ok(RemarkOptions { filter, yaml_file: (format == "yaml").then(|| file.to_path_buf()) })
}

/// Where `tilesmith compile` writes by default: the input's file name with
/// the output's extension, in the current folder.
fn default_output(input: &str, emit: Emit) -> Result<PathBuf, String> {
    let stem = Path::new(input).file_stem().filter(|_| input != "-").ok_or("reading standard input: give the output file with -o")?;
    let mut name = stem.to_os_string();
    name.push(if emit == Emit::Cubin { ".cubin" } else { ".ptx" });
    Ok(PathBuf::from(name))
}

/// Runs `compile`; `Ok(false)` when the module could not be compiled (the
/// error is printed, as `tilesmith ptx` prints it).
pub fn run(args: &CompileArgs) -> Outcome {
    let arch = Arch::parse(&args.arch).ok_or_else(|| format!("unknown architecture '{}' (this build compiles for {})", args.arch, known_archs()))?;
    if args.device_debug && args.opt_level != 0 {
        return Err(OPTIMIZED_DEBUGGING.into());
    }
    let output = match &args.output {
        Some(path) => path.clone(),
        None => default_output(&args.input, args.emit)?,
    };
    let (name, bytes) = crate::input::read_bytes(Some(&args.input))?;
    let module = match read_module(&name, bytes, true) {
        Ok(m) => m,
        Err(ReadError::Bytecode(e)) => return Err(format!("{name}: {e}").into()),
        Err(ReadError::Text(rendered)) => {
            output::stderr(&format!("{rendered}\n"));
            return Ok(false);
        }
    };
    let by_kind = [(Kind::Passed, args.remarks_passed.as_deref()), (Kind::Missed, args.remarks_missed.as_deref()), (Kind::Failure, args.remarks_failed.as_deref()), (Kind::Analysis, args.remarks_analysis.as_deref())];
    let remarks = remark_options(args.remarks.as_deref(), by_kind, &args.remark_format, &args.remarks_output_file)?;
    let prefetch = args.prefetch_distance.unwrap_or(u32::from(args.prefetch));
    let options = Options { arch, emit: args.emit, opt_level: args.opt_level, lineinfo: args.lineinfo, device_debug: args.device_debug, remarks, prefetch };
    let Compiled { bytes, warnings, remarks } = match compile_module(&module.ir, &options) {
        Ok(done) => done,
        Err(Error::Module(d)) => {
            let source = module.text.as_deref().unwrap_or_default();
            output::stderr(&format!("{}\n", render(&[*d], &Chunk { text: source, first_line: 1 }, &name).trim_end()));
            return Ok(false);
        }
        Err(Error::Tool(message) | Error::Remarks(message)) => return Err(message.into()),
    };
    output::stderr(&warnings);
    if output.as_os_str() == "-" {
        output::stderr(&remarks);
    } else {
        output::stdout(remarks.as_bytes())?;
    }
    if output.as_os_str() == "-" {
        output::stdout(&bytes)?;
    } else {
        output::write_file(&output, &bytes)?;
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_output_is_named_after_the_input_in_the_current_folder() {
        assert_eq!(default_output("dir/k.bytecode", Emit::Cubin).unwrap(), PathBuf::from("k.cubin"));
        assert_eq!(default_output("k.mlir", Emit::Ptx).unwrap(), PathBuf::from("k.ptx"));
        assert!(default_output("-", Emit::Cubin).unwrap_err().contains("-o"));
    }

    #[test]
    fn text_is_refused_where_only_bytecode_is_allowed() {
        let Err(ReadError::Bytecode(e)) = read_module("k.mlir", b"cuda_tile.module @m {\n}\n".to_vec(), false) else { panic!("text accepted") };
        assert!(e.contains("does not correspond to Tile IR bytecode"), "{e}");
        assert!(read_module("k.mlir", b"cuda_tile.module @m {\n}\n".to_vec(), true).is_ok());
    }
}
