//! The `tilesmith` command line.
//!
//! - `ops`: the registered ops.
//! - `opt` ([`opt`]): cuda-tile-opt's job, with its flags.
//! - `check` ([`check`]): verification with diagnostics for people.
//! - `translate` ([`translate`]): cuda-tile-translate's job, text to bytecode and back.
//! - `run` ([`run`]): runs a kernel on the CPU reference interpreter, a GPU or the PTX emulator.
//! - `ptx` ([`ptx`]): lowers a kernel to PTX.
//!
//! MLIR tools spell long flags with one dash (`-split-input-file`); both
//! spellings are accepted.

mod check;
mod driver;
mod opt;
mod ptx;
mod run;
mod translate;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "tilesmith", version, about = "A toolkit for NVIDIA's CUDA Tile IR (cuda_tile 13.1)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every registered op as `cuda_tile.<mnemonic> <since-version>`, sorted.
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
}

/// `-long-flag` -> `--long-flag` (single-letter flags and values are kept).
fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            let is_long_single_dash = i > 0 && a.starts_with('-') && !a.starts_with("--") && a.len() > 2 && a[1..].starts_with(|c: char| c.is_ascii_alphabetic());
            if is_long_single_dash {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(normalize_args(std::env::args()));
    match cli.command {
        Command::Ops { include_testing } => {
            let mut out = String::new();
            for op in tilesmith_dialect::registry::ops() {
                if op.test_only && !include_testing {
                    continue;
                }
                out.push_str(&format!("{} {}\n", op.name, op.since));
            }
            print!("{out}");
            ExitCode::SUCCESS
        }
        Command::Check(args) => match check::run(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("tilesmith check: error: {message}");
                ExitCode::FAILURE
            }
        },
        Command::Translate(args) => match translate::run(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("tilesmith translate: error: {message}");
                ExitCode::FAILURE
            }
        },
        Command::Run(args) => match run::run(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("tilesmith run: error: {message}");
                ExitCode::FAILURE
            }
        },
        Command::Ptx(args) => match ptx::run(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("tilesmith ptx: error: {message}");
                ExitCode::FAILURE
            }
        },
        Command::Opt(args) => match opt::run(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("tilesmith opt: error: {message}");
                ExitCode::FAILURE
            }
        },
    }
}
