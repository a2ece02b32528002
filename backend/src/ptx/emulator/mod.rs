//! A reference executor for the PTX subset this backend emits, for tests
//! without a GPU. It is not a GPU model: it runs the PTX *text* (what a
//! driver would get, so emission bugs show too) with the semantics the PTX
//! ISA gives each instruction, one thread at a time, and says nothing about
//! timing, occupancy or the weak memory model.
//!
//! - [`parse`]: the text to declarations and statements (`.file` and
//!   `.loc` lines give each instruction its source position, which a
//!   fault names);
//! - [`decode`]: statements to an instruction vector with resolved
//!   registers (typed, in one `u64` slot each), labels, symbols and
//!   immediates; whatever is outside the subset is an error naming the
//!   instruction and its line, never a guess;
//! - [`machine`]: a grid of CTAs of 128 threads each, run CTA after CTA in
//!   linear order; the threads of a CTA run in turn up to each barrier or
//!   warp instruction (deadlocks and runaway loops are errors); global, constant, shared,
//!   local and parameter memory with bounds and alignment checks (a
//!   vector access, `ld/st.v2/.v4`, aligned to its whole size);
//! - [`float`]: float arithmetic and conversions, exact then rounded once
//!   under `.rn`/`.rz`/`.rm`/`.rp` (`.approx` and `.full` are evaluated
//!   correctly rounded to nearest), `.ftz`, `.sat`;
//! - [`vprintf`]: CUDA's device `vprintf` into the run's printed text;
//! - [`mma`]: `mma.sync.aligned`, the warp's matrix multiply-accumulate, and
//!   `ldmatrix`, with the ISA's fragment layouts;
//! - [`wgmma`]: sm_90a's `wgmma.mma_async`, operands read through
//!   shared-memory descriptors, unswizzled or in the three swizzle modes;
//! - [`profile`]: with `--profile`, what a run's memory accesses would
//!   cost (shared-memory wavefronts and bank conflicts, global sectors);
//! - [`cp_async`]: sm_80's `cp.async` global-to-shared copies, written when
//!   `cp.async.wait_group` / `wait_all` completes their group, with checks
//!   that a shared access reaches no copy still pending (a missing wait) and
//!   that nothing another thread accessed since the last barrier is copied
//!   over (a missing barrier).
//!
//! Where the PTX ISA leaves a result unspecified, the emulator gives what
//! NVIDIA GPUs give (integer division by zero: all ones); it cannot be an
//! error, as threads holding no element of a partial tile compute on
//! meaningless registers.
//! `tilesmith run --device ptx-emulator` runs a kernel here ([`run`]).

pub mod cp_async;
pub mod decode;
pub mod float;
pub mod machine;
pub mod memory;
pub mod mma;
pub mod parse;
pub mod profile;
pub mod vprintf;
pub mod wgmma;

#[cfg(test)]
mod tests;

use std::collections::HashMap;

use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::verify::Verified;

use super::{Arch, LowerError};
use crate::shared::launch::{self, KernelArg, ParamKind, RunError, RunOutput};
use crate::shared::limits::{self, Limits};
use decode::Symbol;
use memory::{Region, CONST_BASE, GLOBAL_BASE};
use parse::Space;

/// What kind of failure an [`EmulatorError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmulatorErrorKind {
    /// The PTX uses something outside the emulated subset (or is malformed).
    Unsupported,
    /// The kernel failed: a trap, an invalid memory access, a deadlock, or
    /// more steps than allowed.
    Fault,
}

/// An emulator failure, with the text printed before it.
#[derive(Clone, Debug, PartialEq)]
pub struct EmulatorError {
    pub kind: EmulatorErrorKind,
    pub message: String,
    pub printed: String,
}

impl EmulatorError {
    pub fn unsupported(message: impl Into<String>) -> EmulatorError {
        EmulatorError { kind: EmulatorErrorKind::Unsupported, message: message.into(), printed: String::new() }
    }

    pub fn fault(message: impl Into<String>) -> EmulatorError {
        EmulatorError { kind: EmulatorErrorKind::Fault, message: message.into(), printed: String::new() }
    }
}

impl std::fmt::Display for EmulatorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.kind {
            EmulatorErrorKind::Unsupported => write!(f, "the PTX emulator cannot run this PTX: {}", self.message),
            EmulatorErrorKind::Fault => write!(f, "the kernel failed on the PTX emulator: {}", self.message),
        }
    }
}

impl std::error::Error for EmulatorError {}

/// A kernel argument: a buffer (its global address is passed), a value (its
/// low bytes, as many as the `.param` has), or a table of 64-bit words some of
/// which are the addresses of the buffers given with it (see
/// [`launch::KernelArg::Table`]; the table's address is passed).
#[derive(Clone, Debug, PartialEq)]
pub enum PtxArg {
    Buffer(Vec<u8>),
    Value(u64),
    Table { words: Vec<launch::TableWord>, buffers: Vec<Vec<u8>> },
}

/// What a run leaves: each buffer argument's bytes (`None` for values), the
/// bytes of each table argument's buffers (empty for others), and the printed text.
#[derive(Clone, Debug, PartialEq)]
pub struct PtxOutput {
    pub buffers: Vec<Option<Vec<u8>>>,
    pub tables: Vec<Vec<Vec<u8>>>,
    pub printed: String,
}

/// A profiled run's counts ([`profile`]) and their report for people.
#[derive(Clone, Debug, PartialEq)]
pub struct Profiled {
    pub profile: profile::Profile,
    pub report: String,
}

/// How many instructions a [`Profiled`] report names in each list.
const REPORTED_INSTRUCTIONS: usize = 8;

/// Runs entry `kernel` of the PTX module `text` over `grid` with `args`,
/// within `limits` (instructions per CTA and over the launch, the memory
/// budget for what a CTA and its printed text hold).
pub fn run_ptx(text: &str, kernel: &str, grid: [u32; 3], args: Vec<PtxArg>, limits: &Limits) -> Result<PtxOutput, EmulatorError> {
    run_ptx_with(text, kernel, grid, args, limits, false).map(|(output, _)| output)
}

/// [`run_ptx`], counting the memory accesses' cost as it goes ([`profile`]).
pub fn run_ptx_profiled(text: &str, kernel: &str, grid: [u32; 3], args: Vec<PtxArg>, limits: &Limits) -> Result<(PtxOutput, Profiled), EmulatorError> {
    let (output, profiled) = run_ptx_with(text, kernel, grid, args, limits, true)?;
    Ok((output, profiled.ok_or_else(|| EmulatorError::unsupported("internal error: a profiled run gave no profile"))?))
}

fn run_ptx_with(text: &str, kernel: &str, grid: [u32; 3], args: Vec<PtxArg>, limits: &Limits, profile: bool) -> Result<(PtxOutput, Option<Profiled>), EmulatorError> {
    let module = parse::parse_module(text)?;
    let entry = module.entries.iter().find(|e| e.name == kernel).ok_or_else(|| EmulatorError::unsupported(format!("the PTX has no entry named '{kernel}'")))?;
    let mut global = Region::new(GLOBAL_BASE);
    let mut constant = Region::new(CONST_BASE);
    let mut symbols = HashMap::new();
    for array in &module.arrays {
        let region = if array.space == Space::Const { &mut constant } else { &mut global };
        let address = region.allocate(format!("'{}'", array.name), array.bytes.clone(), array.align);
        symbols.insert(array.name.clone(), Symbol { space: array.space, address });
    }
    let decoded = decode::decode(entry, &symbols, &module.extern_functions)?;
    // What no CTA of the target can have, ptxas refuses (and no launch gets).
    if let Some(arch) = module.target.as_deref().and_then(Arch::parse).filter(|a| decoded.shared_bytes > a.max_shared_per_cta()) {
        return Err(EmulatorError::unsupported(format!("'{kernel}' declares {} bytes of shared memory, more than the {} a CTA can have on {arch}", decoded.shared_bytes, arch.max_shared_per_cta())));
    }
    if args.len() != decoded.params.len() {
        return Err(EmulatorError::unsupported(format!("'{kernel}' has {} parameters, {} arguments given", decoded.params.len(), args.len())));
    }
    let mut params = vec![0u8; decoded.param_bytes as usize];
    let mut buffers = Vec::with_capacity(args.len());
    let mut table_bases = vec![Vec::new(); args.len()];
    for (i, (arg, &(offset, size))) in args.into_iter().zip(&decoded.params).enumerate() {
        let value = match arg {
            PtxArg::Buffer(bytes) => {
                let base = global.allocate(format!("argument #{i}"), bytes, 256);
                buffers.push(Some(base));
                base
            }
            PtxArg::Value(v) => {
                buffers.push(None);
                v
            }
            PtxArg::Table { words, buffers: table_buffers } => {
                if let Some(k) = words.iter().find_map(|w| match *w {
                    launch::TableWord::AddressOf(k) if k >= table_buffers.len() => Some(k),
                    _ => None,
                }) {
                    return Err(EmulatorError::unsupported(format!("argument #{i}: the table names buffer #{k}, but has {} buffer(s)", table_buffers.len())));
                }
                let bases: Vec<u64> = table_buffers.into_iter().enumerate().map(|(k, b)| global.allocate(format!("buffer #{k} of the table of argument #{i}"), b, 256)).collect();
                let base = global.allocate(format!("argument #{i}"), launch::table_bytes(&words, &bases), 256);
                table_bases[i] = bases;
                buffers.push(Some(base));
                base
            }
        };
        memory::store_le(&mut params[offset as usize..(offset + size) as usize], value);
    }
    let mut spaces = machine::Spaces { global: &mut global, constant: &constant, params: &params, heap_left: limits.memory_budget };
    let (printed, counts) = machine::run(&decoded, grid, &mut spaces, limits, profile)?;
    let profiled = counts.map(|profile| Profiled { report: profile.render(&decoded, REPORTED_INSTRUCTIONS), profile });
    let mut take = |base: u64| global.allocations.iter_mut().find(|a| a.base == base).map(|a| std::mem::take(&mut a.bytes));
    let buffers = buffers.into_iter().map(|base| base.and_then(&mut take)).collect();
    let tables = table_bases.iter().map(|bases| bases.iter().map(|&b| take(b).unwrap_or_default()).collect()).collect();
    Ok((PtxOutput { buffers, tables, printed }, profiled))
}

/// Why a run of a verified kernel on the emulator failed.
#[derive(Debug)]
pub enum EmulatorRunError {
    /// The launch is wrong (the launch contract's check and message, as the interpreter gives them).
    Launch(RunError),
    /// The kernel could not be lowered to PTX.
    Lower(LowerError),
    /// A check of the kernel failed (see [`super::report`]): the
    /// interpreter's error, and what the kernel printed besides the report.
    Kernel { error: RunError, printed: String },
    Emulator(EmulatorError),
}

impl std::fmt::Display for EmulatorRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EmulatorRunError::Launch(e) => write!(f, "{e}"),
            EmulatorRunError::Lower(e) => write!(f, "{e}"),
            EmulatorRunError::Kernel { error, .. } => write!(f, "{error}"),
            EmulatorRunError::Emulator(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EmulatorRunError {}

/// Runs kernel `kernel` of a verified module over `grid` as the GPU runtime
/// would ([`crate::gpu::run`]): the launch checked by
/// [`launch::check_launch`], the kernel lowered to PTX for `arch` as
/// `lowering` says (its run-time checks, prefetching), with line information (so a fault names the source position of
/// its instruction), and the PTX run on the emulator. A failed check's report
/// becomes the interpreter's error ([`EmulatorRunError::Kernel`]).
pub fn run(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, arch: Arch, lowering: &super::ModuleOptions, limits: &Limits) -> Result<RunOutput, EmulatorRunError> {
    run_with(verified, kernel, grid, args, arch, lowering, limits, false).map(|(output, _)| output)
}

/// [`run`], counting the memory accesses' cost as it goes ([`profile`]).
pub fn run_profiled(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, arch: Arch, lowering: &super::ModuleOptions, limits: &Limits) -> Result<(RunOutput, Profiled), EmulatorRunError> {
    let (output, profiled) = run_with(verified, kernel, grid, args, arch, lowering, limits, true)?;
    let profiled = profiled.ok_or_else(|| EmulatorRunError::Emulator(EmulatorError::unsupported("internal error: a profiled run gave no profile")))?;
    Ok((output, profiled))
}

#[allow(clippy::too_many_arguments)]
fn run_with(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, arch: Arch, lowering: &super::ModuleOptions, limits: &Limits, profile: bool) -> Result<(RunOutput, Option<Profiled>), EmulatorRunError> {
    launch::check_launch(verified, kernel, grid, &args, limits.memory_budget).map_err(EmulatorRunError::Launch)?;
    let params = launch::kernel_params(verified, kernel).map_err(EmulatorRunError::Launch)?;
    let options = super::ModuleOptions { lineinfo: true, ..*lowering };
    let text = super::compile_kernel(verified, kernel, arch, &options).map_err(EmulatorRunError::Lower)?;
    let mut ptx_args = Vec::with_capacity(args.len());
    for (i, (param, arg)) in params.iter().zip(args).enumerate() {
        ptx_args.push(match (param, arg) {
            (ParamKind::Pointer(_), KernelArg::Buffer(bytes)) => PtxArg::Buffer(bytes),
            (ParamKind::Pointer(_), KernelArg::Zeroed(len)) => {
                PtxArg::Buffer(limits::try_zeroed_bytes(len).map_err(|e| EmulatorRunError::Launch(RunError::launch(format!("argument #{i}: {e}"))))?)
            }
            (ParamKind::Pointer(_), KernelArg::Table { words, buffers }) => PtxArg::Table { words, buffers },
            (ParamKind::Scalar(Scalar::I1), KernelArg::Scalar(bits)) => PtxArg::Value(bits & 1),
            (ParamKind::Scalar(_), KernelArg::Scalar(bits)) => PtxArg::Value(bits),
            // check_launch has ruled the rest out.
            _ => return Err(EmulatorRunError::Launch(RunError::launch("internal error: an argument does not match its parameter"))),
        });
    }
    let dims = grid.map(|d| d as u32);
    let (output, profiled) = run_ptx_with(&text, kernel, dims, ptx_args, limits, profile).map_err(|e| match super::report::take_report(&e.printed) {
        Some((report, printed)) if e.kind == EmulatorErrorKind::Fault => EmulatorRunError::Kernel { error: report.into_run_error(verified.ir()), printed },
        _ => EmulatorRunError::Emulator(e),
    })?;
    Ok((RunOutput { buffers: output.buffers, tables: output.tables, printed: output.printed }, profiled))
}
