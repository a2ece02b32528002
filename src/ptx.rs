//! `tilesmith ptx`: lowers a kernel of a Tile IR file (text or bytecode) to
//! PTX for one architecture and prints it (or writes it with `-o`).
//!
//! Without run-time checks by default: the PTX is the kernel as it would
//! ship, undefined behaviour left undefined. `--checks` adds the checks
//! `tilesmith run --device gpu|ptx-emulator` makes by default (a failed one
//! prints the interpreter's error and traps); `--no-check-assumptions`
//! then trusts `assume`, as it does for `run`. `--prefetch` loads a
//! matrix-product loop's tiles a step ahead (docs/ptx.md, "Loads a step
//! ahead").

use std::path::{Path, PathBuf};

use tilesmith_backend::ptx::{self, Arch, Checks, LowerError};
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::verify::verify;

#[derive(clap::Args, Debug)]
pub struct PtxArgs {
    /// The kernel's module: Tile IR text or bytecode.
    pub input: PathBuf,
    /// The `entry` to lower.
    #[arg(long)]
    pub kernel: String,
    /// The target architecture (the number alone, `90`, also does).
    #[arg(long, default_value = "sm_90", value_parser = arch_parser())]
    pub arch: Arch,
    /// Add run-time checks: undefined behaviour the interpreter reports
    /// (overflow promises, division by zero, ...) and `assume` predicates;
    /// a failed check prints the interpreter's error and traps.
    #[arg(long, overrides_with = "no_checks")]
    pub checks: bool,
    /// No run-time checks (the default).
    #[arg(long, overrides_with = "checks")]
    pub no_checks: bool,
    /// With --checks: trust `assume` ops instead of checking them.
    #[arg(long)]
    pub no_check_assumptions: bool,
    /// Load the tiles of a matrix-product loop one iteration ahead (the
    /// `prefetch-loads` pass), for memory latency to overlap the products:
    /// on sm_80 and newer straight into shared memory with cp.async where
    /// the tiles qualify, otherwise carried in registers (an experiment, off
    /// by default).
    #[arg(long)]
    pub prefetch: bool,
    /// Load the tiles that many iterations ahead (1 to 8; implies
    /// --prefetch). Past 1, a kernel loads so far ahead only where every
    /// such tile waits in shared memory (sm_80 and newer) within the shared
    /// limit, else as far as that holds, else a step ahead.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=8))]
    pub prefetch_distance: Option<u32>,
    /// Let a kernel declare more than 48 KiB of shared memory, up to what a
    /// CTA can have on the architecture (sm_80: 163 KiB; sm_90: 227 KiB):
    /// products whose operands need more are staged there. ptxas then needs
    /// --enable-extended-smem=true (`tilesmith compile` passes it); the
    /// driver's JIT takes PTX only within 48 KiB. sm_90a's PTX has this
    /// limit without the flag.
    #[arg(long)]
    pub extended_shared: bool,
    /// Write the PTX to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The parser of `--arch`: every [`Arch`] by name (`sm_90`), listed in
/// `--help` and in the error for any other value, or by number (`90`).
pub fn arch_parser() -> impl clap::builder::TypedValueParser<Value = Arch> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values = Arch::ALL.map(|a| PossibleValue::new(a.name()).alias(&a.name()[3..]));
    PossibleValuesParser::new(values).map(|name| Arch::parse(&name).expect("the parser admits only the architectures' names and numbers"))
}

/// Runs `ptx`; `Ok(false)` when the kernel could not be lowered (the error is printed).
pub fn run(args: &PtxArgs) -> crate::output::Outcome {
    let arch = args.arch;
    let ir = crate::run::load(&args.input)?;
    let verified = verify(&ir).map_err(|d| d.message.clone())?;
    let checks = if args.checks { Checks { undefined_behaviour: true, assumptions: !args.no_check_assumptions } } else { Checks::NONE };
    let options = ptx::ModuleOptions { checks, prefetch: args.prefetch || args.prefetch_distance.is_some(), prefetch_distance: args.prefetch_distance.unwrap_or(1), extended_shared: args.extended_shared, ..ptx::ModuleOptions::default() };
    let text = match ptx::compile_kernel(verified, &args.kernel, arch, &options) {
        Ok(t) => t,
        Err(e) => {
            crate::output::stderr(&format!("{}\n", render_lower_error(&ir, &args.input, &e)));
            return Ok(false);
        }
    };
    match &args.output {
        Some(path) => crate::output::write_file(path, text.as_bytes())?,
        None => crate::output::stdout(text.as_bytes())?,
    }
    Ok(true)
}

/// The error, with the source line of its op where there is one.
fn render_lower_error(ir: &Ir, input: &Path, e: &LowerError) -> String {
    crate::driver::render_at_op(ir, input, e.location, &e.to_string())
}
