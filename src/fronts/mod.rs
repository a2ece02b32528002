//! tilesmith under the names of NVIDIA's tools: the same binary, run as
//! `tileiras` or `tileirdisasm` (a symbolic link of that name, see
//! `tilesmith install-shims`), takes their command lines and gives their
//! outputs, so cuTile Python compiles through tilesmith unchanged:
//!
//! ```sh
//! tilesmith install-shims ~/.tilesmith-shims
//! PATH=~/.tilesmith-shims:$PATH python my_kernels.py
//! ```
//!
//! - [`tileiras`]: bytecode to cubin, with tileiras's flags and exit codes;
//! - [`tileirdisasm`]: bytecode to text.
//!
//! Their flags are parsed as LLVM's command-line library parses them
//! ([`Args`]): one or two dashes, `--name=value` or `--name value`, `-O3`
//! with the value attached, the last occurrence winning.

pub mod tileiras;
pub mod tileirdisasm;

use std::path::Path;
use std::process::ExitCode;

/// The program a name stands for, if it is a front's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    Tileiras,
    Tileirdisasm,
}

impl Front {
    pub const ALL: [Front; 2] = [Front::Tileiras, Front::Tileirdisasm];

    pub fn name(self) -> &'static str {
        match self {
            Front::Tileiras => "tileiras",
            Front::Tileirdisasm => "tileirdisasm",
        }
    }

    /// The front `argv0` (a path, as the program was started) names: its
    /// file name, without `.exe`.
    pub fn of_program(argv0: &str) -> Option<Front> {
        let name = Path::new(argv0).file_name()?.to_str()?;
        let name = name.strip_suffix(".exe").unwrap_or(name);
        Front::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Runs the front with `args` (after the program name).
    pub fn run(self, args: &[String]) -> ExitCode {
        let code = match self {
            Front::Tileiras => tileiras::run(args),
            Front::Tileirdisasm => tileirdisasm::run(args),
        };
        ExitCode::from(code)
    }
}

/// What a front's option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Takes {
    /// Nothing (`--lineinfo`; `--lineinfo=true` and `=false` too).
    Flag,
    /// A value: `--name=value` or `--name value`.
    Value,
    /// A value written right after the name: `-O3`.
    Attached,
}

/// An option a front knows: its names (without dashes) and what it takes.
pub struct OptionSpec<Id> {
    pub names: &'static [&'static str],
    pub takes: Takes,
    pub id: Id,
}

/// One item of a command line, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<Id> {
    /// An option as spelled (`--output-file`, `-o`, `-O`), with its value
    /// (a flag's is `true` or `false`).
    Option { id: Id, spelled: String, value: String },
    Positional(String),
}

/// A command line parsed against a front's options: the items in order, or
/// the first problem (a message without the `error: ` in front).
pub struct Args;

impl Args {
    pub fn parse<Id: Copy>(args: &[String], specs: &[OptionSpec<Id>]) -> Result<Vec<Arg<Id>>, String> {
        let mut out = Vec::new();
        let mut i = 0;
        let mut only_positionals = false;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            if only_positionals || arg == "-" || !arg.starts_with('-') {
                out.push(Arg::Positional(arg.clone()));
                continue;
            }
            if arg == "--" {
                only_positionals = true;
                continue;
            }
            let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            if let Some(spec) = specs.iter().find(|s| s.takes != Takes::Attached && s.names.contains(&name)) {
                let value = match (spec.takes, inline) {
                    (Takes::Flag, None) => "true".to_string(),
                    (Takes::Flag, Some(v @ ("true" | "false" | "1" | "0"))) => if matches!(v, "true" | "1") { "true" } else { "false" }.to_string(),
                    (Takes::Flag, Some(v)) => return Err(format!("for the {arg} option: '{v}' is invalid for a flag (true or false)")),
                    (_, Some(v)) => v.to_string(),
                    (_, None) => {
                        let v = args.get(i).ok_or_else(|| format!("for the -{name} option: requires a value"))?;
                        i += 1;
                        v.clone()
                    }
                };
                out.push(Arg::Option { id: spec.id, spelled: arg.split('=').next().unwrap_or(arg).to_string(), value });
                continue;
            }
            // `-O3`: a one-letter name with its value attached.
            let attached = specs.iter().filter(|s| s.takes == Takes::Attached).find_map(|s| s.names.iter().find(|n| body.starts_with(**n)).map(|n| (s, *n)));
            if let Some((spec, name)) = attached {
                let value = &body[name.len()..];
                if value.is_empty() {
                    return Err(format!("for the -{name} option: requires a value"));
                }
                out.push(Arg::Option { id: spec.id, spelled: arg[..arg.len() - value.len()].to_string(), value: value.to_string() });
                continue;
            }
            return Err(format!("unknown command line argument '{arg}'"));
        }
        Ok(out)
    }
}

/// `tilesmith install-shims DIR`: `DIR/tileiras` and `DIR/tileirdisasm`,
/// symbolic links to this executable (made anew if they exist). Anything
/// else of those names is left alone and reported.
#[derive(clap::Args, Debug)]
pub struct InstallShimsArgs {
    /// The folder to put the two links in (made if missing); put it first
    /// on PATH to have cuTile Python compile through tilesmith.
    pub dir: std::path::PathBuf,
}

pub fn install_shims(args: &InstallShimsArgs) -> crate::output::Outcome {
    let exe = std::env::current_exe().and_then(std::fs::canonicalize).map_err(|e| format!("could not find tilesmith's own executable: {e}"))?;
    std::fs::create_dir_all(&args.dir).map_err(|e| format!("could not make '{}': {e}", args.dir.display()))?;
    let mut report = String::new();
    for front in Front::ALL {
        let link = args.dir.join(front.name());
        match std::fs::symlink_metadata(&link) {
            Ok(m) if m.file_type().is_symlink() => std::fs::remove_file(&link).map_err(|e| format!("could not replace '{}': {e}", link.display()))?,
            Ok(_) => return Err(format!("'{}' exists and is not a symbolic link; tilesmith leaves it alone (remove it, or choose another folder)", link.display()).into()),
            Err(_) => {}
        }
        std::os::unix::fs::symlink(&exe, &link).map_err(|e| format!("could not link '{}' to '{}': {e}", link.display(), exe.display()))?;
        report.push_str(&format!("{} -> {}\n", link.display(), exe.display()));
    }
    let dir = std::fs::canonicalize(&args.dir).unwrap_or_else(|_| args.dir.clone());
    report.push_str(&format!("cuTile Python compiles through tilesmith with: PATH={}:$PATH python your_script.py\n", dir.display()));
    crate::output::stdout(report.as_bytes())?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Id {
        Out,
        Opt,
        Level,
        Line,
    }

    const SPECS: &[OptionSpec<Id>] = &[
        OptionSpec { names: &["o", "output-file"], takes: Takes::Value, id: Id::Out },
        OptionSpec { names: &["O"], takes: Takes::Attached, id: Id::Opt },
        OptionSpec { names: &["opt-level"], takes: Takes::Value, id: Id::Level },
        OptionSpec { names: &["lineinfo"], takes: Takes::Flag, id: Id::Line },
    ];

    fn parse(line: &str) -> Result<Vec<Arg<Id>>, String> {
        Args::parse(&line.split(' ').map(String::from).collect::<Vec<_>>(), SPECS)
    }

    fn opt(id: Id, spelled: &str, value: &str) -> Arg<Id> {
        Arg::Option { id, spelled: spelled.into(), value: value.into() }
    }

    #[test]
    fn llvm_spellings() {
        assert_eq!(
            parse("in.bc -o a --output-file=b -output-file c -O2 --opt-level 1 -opt-level=0 --lineinfo -lineinfo=false").unwrap(),
            vec![
                Arg::Positional("in.bc".into()),
                opt(Id::Out, "-o", "a"),
                opt(Id::Out, "--output-file", "b"),
                opt(Id::Out, "-output-file", "c"),
                opt(Id::Opt, "-O", "2"),
                opt(Id::Level, "--opt-level", "1"),
                opt(Id::Level, "-opt-level", "0"),
                opt(Id::Line, "--lineinfo", "true"),
                opt(Id::Line, "-lineinfo", "false"),
            ]
        );
        assert_eq!(parse("-o=x -- -O3").unwrap(), vec![opt(Id::Out, "-o", "x"), Arg::Positional("-O3".into())]);
        assert_eq!(parse("-").unwrap(), vec![Arg::Positional("-".into())]);
    }

    #[test]
    fn problems_are_named() {
        assert!(parse("-o").unwrap_err().contains("-o option: requires a value"));
        assert!(parse("-O").unwrap_err().contains("-O option: requires a value"));
        assert!(parse("--bogus").unwrap_err().contains("unknown command line argument '--bogus'"));
        assert!(parse("--lineinfo=maybe").unwrap_err().contains("'maybe'"));
    }

    #[test]
    fn fronts_are_named_by_the_program_s_file_name() {
        assert_eq!(Front::of_program("/x/y/tileiras"), Some(Front::Tileiras));
        assert_eq!(Front::of_program("tileirdisasm"), Some(Front::Tileirdisasm));
        assert_eq!(Front::of_program("tileirdisasm.exe"), Some(Front::Tileirdisasm));
        assert_eq!(Front::of_program("/usr/bin/tilesmith"), None);
        assert_eq!(Front::of_program("tileiras-13"), None);
    }
}
