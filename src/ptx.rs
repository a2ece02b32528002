//! `tilesmith ptx`: lowers a kernel of a Tile IR file (text or bytecode) to
//! PTX for one architecture and prints it (or writes it with `-o`).

use std::path::{Path, PathBuf};

use tilesmith_backend::ptx::{self, Arch, LowerError};
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::verify::verify;


#[derive(clap::Args, Debug)]
pub struct PtxArgs {
    /// The kernel's module: Tile IR text or bytecode.
    pub input: PathBuf,
    /// The `entry` to lower.
    #[arg(long)]
    pub kernel: String,
    /// The target: sm_80, sm_86, sm_89 or sm_90.
    #[arg(long, default_value = "sm_90")]
    pub arch: String,
    /// Write the PTX to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Runs `ptx`; `Ok(false)` when the kernel could not be lowered (the error is printed).
pub fn run(args: &PtxArgs) -> Result<bool, String> {
    let arch = Arch::parse(&args.arch).ok_or_else(|| format!("unknown architecture '{}' (sm_80, sm_86, sm_89 or sm_90)", args.arch))?;
    let ir = crate::run::load(&args.input)?;
    let verified = verify(&ir).map_err(|d| d.message.clone())?;
    let text = match ptx::compile(verified, &args.kernel, arch) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}", render_lower_error(&ir, &args.input, &e));
            return Ok(false);
        }
    };
    match &args.output {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("could not write '{}': {e}", path.display()))?,
        None => print!("{text}"),
    }
    Ok(true)
}

/// The error, with the source line of its op where there is one.
fn render_lower_error(ir: &Ir, input: &Path, e: &LowerError) -> String {
    crate::driver::render_at_op(ir, input, e.location, &e.to_string())
}
