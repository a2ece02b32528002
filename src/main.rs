//! The `tilesmith` command line.
//!
//! - `ops`: the registered ops.
//! - `opt` ([`opt`]): cuda-tile-opt's job, with its flags.
//! - `check` ([`check`]): verification with diagnostics for people.
//! - `translate` ([`translate`]): cuda-tile-translate's job, text to bytecode and back.
//! - `run` ([`run`]): runs a kernel on the CPU reference interpreter, a GPU or the PTX emulator.
//! - `ptx` ([`ptx`]): lowers a kernel to PTX.
//! - `compile` ([`compile`]): every kernel of a module to a cubin (through
//!   ptxas) or PTX.
//! - `install-shims` ([`fronts`]): links named `tileiras` and `tileirdisasm`
//!   to this executable, which, run under those names, answers their command
//!   lines (so cuTile Python compiles through tilesmith).
//!
//! Every command writes through [`output`]: a failed write to standard
//! output is an error (a closed pipe a quiet one), and output files are
//! written whole or not at all.
//!
//! MLIR tools spell long flags with one dash (`-split-input-file`); both
//! spellings are accepted.

mod check;
mod compile;
mod driver;
mod fronts;
mod input;
mod opt;
mod output;
mod ptx;
mod ptxas;
mod run;
mod translate;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "tilesmith", version, about = "A toolkit for NVIDIA's CUDA Tile IR (cuda_tile 13.1 to 13.3)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every registered op as `cuda_tile.<mnemonic> <since-version>` (and `until <version>` for an op a later version renamed), sorted.
    Ops {
        /// Also list test-only ops.
        #[arg(long)]
        include_testing: bool,
    },
    /// Read Tile IR text, check it and print it back (as cuda-tile-opt does).
    Opt(opt::OptArgs),
    /// Verify Tile IR text and explain any problem (rustc-style, coloured on a terminal).
    Check(check::CheckArgs),
    /// Translate between Tile IR text and bytecode (as cuda-tile-translate does).
    Translate(translate::TranslateArgs),
    /// Run a kernel: on the CPU reference interpreter (the default), with --device gpu on a CUDA GPU, or with --device ptx-emulator as PTX on the CPU PTX emulator.
    Run(run::RunArgs),
    /// Lower a kernel to PTX text for one architecture.
    Ptx(ptx::PtxArgs),
    /// Compile every kernel of a module (bytecode or text) to a cubin for one architecture, through ptxas (or to PTX).
    Compile(compile::CompileArgs),
    /// Put `tileiras` and `tileirdisasm` links to tilesmith in a folder: with it first on PATH, cuTile Python compiles through tilesmith.
    InstallShims(fronts::InstallShimsArgs),
}

/// `-long-flag` -> `--long-flag` (single-letter flags, with a number
/// attached as `-O3`, and values are kept).
fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            let letter_and_number = a.len() > 2 && a[2..].bytes().all(|b| b.is_ascii_digit());
            let is_long_single_dash = i > 0 && a.starts_with('-') && !a.starts_with("--") && a.len() > 2 && a[1..].starts_with(|c: char| c.is_ascii_alphabetic()) && !letter_and_number;
            if is_long_single_dash {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

/// The stack of the thread a command runs on. Reading, verifying, printing,
/// writing, lowering and running recurse once per level of nesting, which
/// `tilesmith_dialect::limits` bounds (256 regions, attributes, locations);
/// at those limits a debug build needs some 4 MiB, so 64 MiB leaves a wide
/// margin whatever the platform's main-thread stack (as rustc runs its work
/// on a thread of its own). Memory is committed only as the stack is used.
const WORK_STACK_BYTES: usize = 64 << 20;

/// The stack of the interpreter's worker threads, which run a kernel's
/// regions recursively (under 1 MiB at the limits in a debug build).
const INTERPRETER_STACK_BYTES: usize = 8 << 20;

fn main() -> ExitCode {
    // Run as `tileiras` or `tileirdisasm` (a link of that name): that tool's command line.
    let args: Vec<String> = std::env::args().collect();
    let front = args.first().and_then(|argv0| fronts::Front::of_program(argv0));
    let work = match front {
        Some(front) => std::thread::Builder::new().name(front.name().into()).stack_size(WORK_STACK_BYTES).spawn(move || front.run(&args[1..])),
        None => {
            let cli = Cli::parse_from(normalize_args(args.into_iter()));
            // Fails only when the pool was built already, which nothing before this does.
            let _ = rayon::ThreadPoolBuilder::new().stack_size(INTERPRETER_STACK_BYTES).build_global();
            std::thread::Builder::new().name("tilesmith".into()).stack_size(WORK_STACK_BYTES).spawn(move || run_command(&cli))
        }
    };
    match work.map(std::thread::JoinHandle::join) {
        Ok(Ok(code)) => code,
        // The panic was reported by the panic hook; exit as a panic does.
        Ok(Err(_)) => ExitCode::from(101),
        Err(e) => {
            output::stderr(&format!("tilesmith: error: could not start a thread with a {} MiB stack: {e}\n", WORK_STACK_BYTES >> 20));
            ExitCode::FAILURE
        }
    }
}

fn run_command(cli: &Cli) -> ExitCode {
    let (name, outcome) = match &cli.command {
        Command::Ops { include_testing } => ("ops", list_ops(*include_testing)),
        Command::Check(args) => ("check", check::run(args)),
        Command::Translate(args) => ("translate", translate::run(args)),
        Command::Run(args) => ("run", run::run(args)),
        Command::Ptx(args) => ("ptx", ptx::run(args)),
        Command::Compile(args) => ("compile", compile::run(args)),
        Command::InstallShims(args) => ("install-shims", fronts::install_shims(args)),
        Command::Opt(args) => ("opt", opt::run(args)),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) | Err(output::Failure::ClosedPipe) => ExitCode::FAILURE,
        Err(output::Failure::Message(message)) => {
            output::stderr(&format!("tilesmith {name}: error: {message}\n"));
            ExitCode::FAILURE
        }
    }
}

/// `ops`: every registered op as `cuda_tile.<mnemonic> <since-version>`,
/// followed by `until <version>` for an op that ended.
fn list_ops(include_testing: bool) -> output::Outcome {
    let mut out = String::new();
    for op in tilesmith_dialect::registry::ops() {
        if op.test_only && !include_testing {
            continue;
        }
        match op.until {
            Some(until) => out.push_str(&format!("{} {} until {}\n", op.name, op.since, until)),
            None => out.push_str(&format!("{} {}\n", op.name, op.since)),
        }
    }
    output::stdout(out.as_bytes())?;
    Ok(true)
}
