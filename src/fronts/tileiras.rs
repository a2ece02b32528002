//! `tileiras`: NVIDIA's Tile IR assembler's command line, compiled by
//! tilesmith ([`crate::compile`]): a bytecode file to a cubin with every
//! kernel of it.
//!
//! ```text
//! tileiras <file.bytecode> --gpu-name sm_XY [-o FILE] [-O0..3] [--lineinfo] [-g]
//!          [--remarks=all|memory|tensorcore|none] [--remark-format=command-line|yaml]
//!          [--remarks-output-file=FILE] [--remarks-{passed,missed,failed,analysis}=...]
//! ```
//!
//! Remarks are tilesmith's own (which loads and stores move vectors, which
//! matrix products run on tensor cores, and why not), in tileiras's two
//! forms: text on standard output, or YAML documents in a file.
//!
//! Errors are lines `error: <message>` on standard error; an error at an op
//! names its source position first, `error: kernel.py:12:5: <message>`
//! (cuTile Python shows such lines to its user as they are; see
//! docs/compile.md for why not MLIR's `loc("kernel.py":12:5): error:`).
//!
//! Exit codes, as NVIDIA's tileiras 13.4 gives them:
//! - 0: compiled (or `--help`, `--version`, `--list-versions`);
//! - 1: the command line is wrong (an unknown or unimplemented option, a
//!   missing value, no input or two, an unknown GPU name), or the input
//!   cannot be read;
//! - 2: a value is wrong (`-O4`, no `--gpu-name`, `-g` without `-O0`), or
//!   the output cannot be written;
//! - 3: the input is not bytecode tilesmith reads (text, another version,
//!   malformed), or the remarks' file cannot be written (as tileiras: "failed
//!   to enable optimization remarks");
//! - 5: the module could not be compiled (invalid, not lowerable for the
//!   GPU, ptxas missing or failing).

use std::path::Path;

use tilesmith_backend::ptx::Arch;
use tilesmith_dialect::bytecode;
use tilesmith_dialect::diag::{DiagLoc, Diagnostic};

use tilesmith_backend::ptx::remarks::{Filter, Kind};

use super::{Arg, Args, OptionSpec, Takes};
use crate::compile::{self, Compiled, Emit, Error, Options, ReadError, RemarkOptions, DEFAULT_REMARKS_FILE};
use crate::output;

pub const OK: u8 = 0;
pub const USAGE: u8 = 1;
pub const BAD_VALUE: u8 = 2;
pub const NOT_BYTECODE: u8 = 3;
pub const COMPILE_FAILED: u8 = 5;

/// The output file when none is named (tileiras's).
pub const DEFAULT_OUTPUT: &str = "elf.o";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Id {
    GpuName,
    Output,
    Opt,
    LineInfo,
    DeviceDebug,
    Version,
    ListVersions,
    Help,
    /// `--remarks` (every kind: `None`) or `--remarks-passed`, ...
    Remarks(Option<Kind>),
    RemarkFormat,
    RemarksOutputFile,
    /// A tileiras option tilesmith does not implement, with the reason.
    NotImplemented(&'static str),
}

const SPECS: &[OptionSpec<Id>] = &[
    OptionSpec { names: &["gpu-name", "arch"], takes: Takes::Value, id: Id::GpuName },
    OptionSpec { names: &["o", "output-file"], takes: Takes::Value, id: Id::Output },
    OptionSpec { names: &["O"], takes: Takes::Attached, id: Id::Opt },
    OptionSpec { names: &["opt-level"], takes: Takes::Value, id: Id::Opt },
    OptionSpec { names: &["lineinfo"], takes: Takes::Flag, id: Id::LineInfo },
    OptionSpec { names: &["g", "device-debug"], takes: Takes::Flag, id: Id::DeviceDebug },
    OptionSpec { names: &["version"], takes: Takes::Flag, id: Id::Version },
    OptionSpec { names: &["list-versions"], takes: Takes::Flag, id: Id::ListVersions },
    OptionSpec { names: &["help", "h", "help-list"], takes: Takes::Flag, id: Id::Help },
    OptionSpec { names: &["remarks"], takes: Takes::Value, id: Id::Remarks(None) },
    OptionSpec { names: &["remarks-passed"], takes: Takes::Value, id: Id::Remarks(Some(Kind::Passed)) },
    OptionSpec { names: &["remarks-missed"], takes: Takes::Value, id: Id::Remarks(Some(Kind::Missed)) },
    OptionSpec { names: &["remarks-failed"], takes: Takes::Value, id: Id::Remarks(Some(Kind::Failure)) },
    OptionSpec { names: &["remarks-analysis"], takes: Takes::Value, id: Id::Remarks(Some(Kind::Analysis)) },
    OptionSpec { names: &["remark-format"], takes: Takes::Value, id: Id::RemarkFormat },
    OptionSpec { names: &["remarks-output-file"], takes: Takes::Value, id: Id::RemarksOutputFile },
    OptionSpec { names: &["l"], takes: Takes::Value, id: Id::NotImplemented("linking Tile IR libraries (-l) is not implemented: tilesmith compiles a module on its own") },
    OptionSpec { names: &["preview"], takes: Takes::Value, id: Id::NotImplemented("preview features are not implemented: tilesmith compiles the 13.1 to 13.3 dialect without them") },
    OptionSpec { names: &["sanitize"], takes: Takes::Value, id: Id::NotImplemented("--sanitize is not implemented (`tilesmith ptx --checks` adds run-time checks of its own)") },
    OptionSpec { names: &["host-arch", "host-os"], takes: Takes::Value, id: Id::NotImplemented("host code options are not implemented: tilesmith writes a cubin, which has no host code") },
];

fn help() -> String {
    format!(
        "OVERVIEW: tileiras, as tilesmith {} implements it: CUDA Tile IR bytecode to a cubin (not NVIDIA's tileiras)

USAGE: tileiras [options] <tile bytecode file>

OPTIONS:
  --gpu-name=<sm_XY>      - The GPU to compile for: {} (--arch is an alias)
  -o, --output-file=<file> - The cubin to write (default: {DEFAULT_OUTPUT})
  -O<N>, --opt-level=<N>  - ptxas's optimization level, 0 to 3 (default: 3)
  --lineinfo              - Line information from the bytecode's debug info (.loc lines, ptxas --generate-line-info)
  -g, --device-debug      - ptxas --device-debug with line information; needs -O0
  --remarks=<category>    - Optimization remarks of every kind: none, all, memory (vector loads and stores), tensorcore (matrix products)
  --remarks-passed=<category>, --remarks-missed=..., --remarks-failed=..., --remarks-analysis=...
                          - Remarks of one kind
  --remark-format=<form>  - command-line (standard output, the default) or yaml (a file)
  --remarks-output-file=<file> - The YAML remarks' file (default: {DEFAULT_REMARKS_FILE})
  --list-versions         - The bytecode versions tilesmith reads, and exit
  --version               - tilesmith's version, and exit
  --help                  - This text

Not implemented (refused with an error): -l, --preview, --sanitize, --host-arch, --host-os.
Exit codes: 0 done, 1 usage or unreadable input, 2 bad value or unwritable output, 3 not bytecode tilesmith reads, 5 compile error.
",
        env!("CARGO_PKG_VERSION"),
        compile::known_archs()
    )
}

/// `tileiras --version`: tilesmith's own, so that cuTile Python, which keys
/// its disk cache on this text, never takes NVIDIA's cubins for ours or
/// one build's for another's (the build is named by the executable's size
/// and modification time), and the ptxas that assembles.
pub fn version() -> String {
    let build = std::env::current_exe()
        .and_then(std::fs::metadata)
        .map(|m| {
            let modified = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map_or(0, |d| d.as_secs());
            format!("{}-{modified}", m.len())
        })
        .unwrap_or_else(|_| "unknown".into());
    let ptxas = match crate::ptxas::find() {
        Ok(p) => format!("{} ({}; found by {})", p.path.display(), p.version().unwrap_or_else(|| "version unknown".into()), p.found_by),
        Err(_) => "not found".into(),
    };
    format!(
        "tileiras: tilesmith {} (build {build}), a CUDA Tile IR compiler; not NVIDIA's tileiras\nTile IR bytecode: {}\nptxas: {ptxas}\n",
        env!("CARGO_PKG_VERSION"),
        versions().join(", ")
    )
}

/// The dialect versions read (not upstream's test-only ones).
fn versions() -> Vec<String> {
    bytecode::supported().into_iter().filter(|v| !bytecode::is_test_version(*v)).map(|v| v.to_string()).collect()
}

fn fail(code: u8, message: &str) -> u8 {
    output::stderr(&format!("error: {message}\n"));
    code
}

/// What the command line asks for.
struct Request {
    input: String,
    output: String,
    arch: Arch,
    opt_level: u8,
    lineinfo: bool,
    device_debug: bool,
    remarks: RemarkOptions,
}

/// Reads the command line: the request, or the exit code after printing
/// what was asked (`--help`, ...) or what is wrong.
fn request(args: &[String]) -> Result<Request, u8> {
    let parsed = Args::parse(args, SPECS).map_err(|e| fail(USAGE, &format!("{e} (see 'tileiras --help')")))?;
    let (mut inputs, mut output, mut arch, mut opt, mut lineinfo, mut device_debug) = (Vec::new(), None, None, None, false, false);
    let (mut filter, mut yaml, mut remarks_file) = (Filter::default(), false, None);
    for arg in parsed {
        let (id, spelled, value) = match arg {
            Arg::Positional(p) => {
                inputs.push(p);
                continue;
            }
            Arg::Option { id, spelled, value } => (id, spelled, value),
        };
        match id {
            Id::Help => {
                output::stdout(help().as_bytes()).ok();
                return Err(OK);
            }
            Id::Version => {
                output::stdout(version().as_bytes()).ok();
                return Err(OK);
            }
            Id::ListVersions => {
                output::stdout(format!("{}\n", versions().join("\n")).as_bytes()).ok();
                return Err(OK);
            }
            Id::NotImplemented(why) => return Err(fail(USAGE, &format!("tileiras option '{spelled}' is not implemented by tilesmith: {why}"))),
            Id::GpuName => {
                let a = Arch::parse(&value).filter(|_| value.starts_with("sm_"));
                arch = Some(a.ok_or_else(|| fail(USAGE, &format!("for the --gpu-name option: unknown GPU name '{value}' (tilesmith compiles for {})", compile::known_archs())))?);
            }
            Id::Output => output = Some(value),
            Id::Opt => opt = Some(value),
            Id::Remarks(kind) => filter.set(kind, &value).map_err(|e| fail(USAGE, &format!("for the {spelled} option: {e}")))?,
            Id::RemarkFormat => {
                yaml = match value.as_str() {
                    "yaml" => true,
                    "command-line" => false,
                    other => return Err(fail(USAGE, &format!("for the --remark-format option: unknown format '{other}' (command-line or yaml)"))),
                }
            }
            Id::RemarksOutputFile => remarks_file = Some(value),
            Id::LineInfo => lineinfo = value == "true",
            Id::DeviceDebug => device_debug = value == "true",
        }
    }
    let input = match inputs.as_slice() {
        [one] => one.clone(),
        [] => return Err(fail(USAGE, "no input file provided")),
        _ => return Err(fail(USAGE, &format!("one input file at most, {} given", inputs.len()))),
    };
    let opt_level = match opt {
        None => 3,
        Some(text) => match text.parse::<i64>() {
            Ok(n @ 0..=3) => n as u8,
            Ok(n) => return Err(fail(BAD_VALUE, &format!("invalid optimization level: {n}"))),
            Err(_) => return Err(fail(USAGE, &format!("for the --opt-level option: '{text}' is not an integer"))),
        },
    };
    let arch = arch.ok_or_else(|| fail(BAD_VALUE, &format!("no GPU name given: --gpu-name sm_XY (tilesmith compiles for {})", compile::known_archs())))?;
    if device_debug && opt_level != 0 {
        return Err(fail(BAD_VALUE, compile::OPTIMIZED_DEBUGGING));
    }
    // As tileiras: the file is for YAML only; text goes to standard output.
    let yaml_file = yaml.then(|| remarks_file.unwrap_or_else(|| DEFAULT_REMARKS_FILE.into()).into());
    let remarks = RemarkOptions { filter, yaml_file };
    Ok(Request { input, output: output.unwrap_or_else(|| DEFAULT_OUTPUT.into()), arch, opt_level, lineinfo, device_debug, remarks })
}

/// A diagnostic as one line for cuTile Python: `error: FILE:LINE:COL: message`
/// (or `error: message`), then its notes as `note: ...` lines.
pub fn diagnostic_lines(d: &Diagnostic) -> String {
    let at = |loc: &DiagLoc| loc.file_line_col().map(|p| format!("{p}: ")).unwrap_or_default();
    let mut out = format!("error: {}{}\n", at(&d.location), d.message);
    for note in &d.notes {
        out.push_str(&format!("note: {}{}\n", at(&note.location), note.message));
    }
    out
}

/// Runs tileiras with `args` (after the program name); the exit code.
pub fn run(args: &[String]) -> u8 {
    let request = match request(args) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let (name, bytes) = match crate::input::read_bytes(Some(&request.input)) {
        Ok(read) => read,
        Err(e) => return fail(USAGE, &e),
    };
    let module = match compile::read_module(&name, bytes, false) {
        Ok(m) => m,
        Err(ReadError::Bytecode(e)) => {
            let hint = if Path::new(&name).extension().is_some_and(|x| x == "mlir") || e.contains("does not correspond") {
                "; tileiras reads bytecode only (`tilesmith compile` reads Tile IR text too)"
            } else {
                ""
            };
            return fail(NOT_BYTECODE, &format!("{name}: {e}{hint}"));
        }
        Err(ReadError::Text(e)) => return fail(NOT_BYTECODE, &e),
    };
    // tileiras has no such option, and cuTile passes none: no tiles loaded ahead.
    let options = Options { arch: request.arch, emit: Emit::Cubin, opt_level: request.opt_level, lineinfo: request.lineinfo, device_debug: request.device_debug, remarks: request.remarks, prefetch: 0 };
    let Compiled { bytes: cubin, warnings, remarks } = match compile::compile_module(&module.ir, &options) {
        Ok(done) => done,
        Err(Error::Module(d)) => {
            output::stderr(&diagnostic_lines(&d));
            return COMPILE_FAILED;
        }
        Err(Error::Tool(message)) => return fail(COMPILE_FAILED, &message),
        Err(Error::Remarks(message)) => return fail(NOT_BYTECODE, &format!("{message}; failed to enable optimization remarks")),
    };
    output::stderr(&warnings);
    if output::stdout(remarks.as_bytes()).is_err() {
        return fail(BAD_VALUE, "cannot write the remarks to standard output");
    }
    match output::write_file(Path::new(&request.output), &cubin) {
        Ok(()) => OK,
        Err(output::Failure::Message(m)) => fail(BAD_VALUE, &m),
        Err(output::Failure::ClosedPipe) => BAD_VALUE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_diagnostic_is_one_line_naming_its_position() {
        let d = Diagnostic::error(DiagLoc::FileLineCol { file: Arc::from("k.py"), line: 12, col: 5 }, "'mmaf' is bad").with_note(DiagLoc::Unknown, "why");
        assert_eq!(diagnostic_lines(&d), "error: k.py:12:5: 'mmaf' is bad\nnote: why\n");
        assert_eq!(diagnostic_lines(&Diagnostic::error(DiagLoc::Unknown, "m")), "error: m\n");
    }

    #[test]
    fn the_version_is_tilesmith_s() {
        let v = version();
        assert!(v.contains(concat!("tilesmith ", env!("CARGO_PKG_VERSION"))) && v.contains("not NVIDIA's"), "{v}");
        assert!(!v.contains("NVIDIA (R)"), "{v}");
    }
}
