//! The `tilesmith` command line.

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
        /// Also list test-only ops (present only in builds with the `testing` feature).
        #[arg(long)]
        include_testing: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
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
    }
}
