//! The PTX backend: lowers the kernels of a verified module to PTX text for
//! any [`Arch`] from sm_75 up, by hand (no LLVM, no libNVVM): one kernel
//! ([`compile_kernel`]) or every kernel of the module in one PTX module
//! ([`compile_module`]), with line information (`.file`/`.loc` from the ops'
//! locations) when [`ModuleOptions::lineinfo`] asks for it. What each
//! architecture has, and the longer ways taken where it lacks an
//! instruction, is in [`arch`].
//!
//! One CTA runs each tile block. The passes, in order:
//! - [`layout`]: layout assignment, where each tile value's elements live
//!   among the CTA's threads, and which loads and stores move vectors (from
//!   the facts [`contiguity`] proves);
//! - [`lower`]: ops to a small instruction list ([`instr`]) over virtual
//!   registers, one per value slot, typed by register class, each opcode a
//!   value of the PTX vocabulary ([`isa`]) that the emulator reads back;
//! - [`regalloc`]: dense register names per class, and the counts to declare;
//! - [`emit`]: the module text (each constant array once, whichever kernels
//!   use it).
//!
//! Per-value facts (layouts, lowered registers) live in [`values`] tables,
//! vectors indexed by a dense numbering of the kernel's values.
//!
//! [`emulator`] runs the emitted text on the CPU (for tests without a GPU).
//!
//! The lowering records [`remarks`]: for each global load and store whether
//! it moves vectors, for each matrix product whether it runs on tensor
//! cores, and why not ([`compile_module_with_remarks`]).
//!
//! With [`Checks`] on, the kernel tests at run time what the interpreter
//! reports as an error (undefined behaviour, broken assumptions), prints the
//! interpreter's message as a [`report`] and traps; a runtime reads the
//! report back into the interpreter's error.
//!
//! The kernel ABI: one `.param` per kernel parameter, in order; pointers as
//! `.u64`, scalars as their type (`.u32`, `.u64`, `.f32`, `.f64`, `.b16`;
//! i8 and i1 as `.u8`). Tile block `(x, y, z)` is CTA `%ctaid.{x,y,z}` and
//! the grid is `%nctaid`. Every CTA has [`layout::CTA_SIZE`] threads, or
//! [`layout::CTA_MAX`] where a product needs them or the entry's
//! `num_worker_warps_per_cta` hint asks for 8 warps ([`kernel_threads`]),
//! declared with `.reqntid`.
//!
//! An op the backend cannot lower yet is a [`LowerError`] of kind
//! [`LowerErrorKind::CannotLowerYet`] naming the op, at its location; the
//! backend never emits code it is not sure of.

pub mod arch;
pub mod contiguity;
pub mod emit;
pub mod emulator;
pub mod instr;
pub mod isa;
pub mod layout;
pub mod lower;
pub mod regalloc;
pub mod remarks;
pub mod report;
pub mod values;

pub use arch::{Arch, Feature};

use tilesmith_dialect::ir::LocId;
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::verify::Verified;

/// Why a kernel was not lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowerErrorKind {
    /// The backend does not lower this op (or this form of it) yet.
    CannotLowerYet,
    /// The kernel cannot be lowered at all (no such kernel, a parameter of a
    /// type the ABI has no place for, a name PTX cannot spell).
    Invalid,
    /// The kernel would lower to more than [`lower::MAX_INSTRUCTIONS`]
    /// instructions (tiles are unrolled, one instruction per element a
    /// thread holds, so their size, not the input's, sets the PTX's).
    TooLarge,
}

/// A lowering failure, at the op that failed when there is one.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerError {
    pub kind: LowerErrorKind,
    pub message: String,
    pub location: Option<LocId>,
}

impl std::fmt::Display for LowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LowerError {}

/// The run-time checks a lowered kernel makes (docs/ptx.md, "Checks").
/// Each is what the interpreter checks, with its message; a check that is
/// off emits no code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    /// Undefined behaviour the interpreter reports: broken overflow
    /// promises, integer division by zero and signed division overflow,
    /// `ftoi` of an infinity, an `extract` index outside the source, a loop
    /// step that is not positive.
    pub undefined_behaviour: bool,
    /// `assume` predicates (the interpreter's `--no-check-assumptions` turns them off).
    pub assumptions: bool,
}

impl Checks {
    pub const ALL: Checks = Checks { undefined_behaviour: true, assumptions: true };
    pub const NONE: Checks = Checks { undefined_behaviour: false, assumptions: false };
}

/// How to lower: the run-time checks, and whether to emit line information.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModuleOptions {
    /// `.file` and `.loc` lines: each op's instructions marked with the
    /// file, line and column of its location (the position diagnostics name:
    /// through names, debug info and fusions, and a call site's callee).
    /// Ops without a file position keep the position before them.
    pub lineinfo: bool,
    pub checks: Checks,
    /// Loops that multiply matrices load their tiles one iteration ahead
    /// (`prefetch-loads`, `tilesmith_transforms::prefetch`), run on a copy
    /// of the module before lowering; on sm_80 and newer the tiles that feed
    /// a product go straight into its shared memory with `cp.async` where
    /// they qualify (`lower::resident`). Off by default: elsewhere the
    /// tiles' second copy costs registers that the large GEMM tiles do not
    /// have, and no GPU has timed either way yet (docs/ptx.md, "Loads a
    /// step ahead").
    pub prefetch: bool,
    /// With [`ModuleOptions::prefetch`], how many iterations ahead the
    /// tiles are loaded (1 to `tilesmith_transforms::prefetch::MAX_DISTANCE`;
    /// 1 by default): past 1, a kernel loads that far ahead only where every
    /// such tile waits in shared memory (rings of the distance and one or
    /// two buffers more) within the shared limit, else the farthest less
    /// that does, else a step ahead (docs/ptx.md, "Further ahead").
    pub prefetch_distance: u32,
    /// The PTX will be assembled by ptxas with `--enable-extended-smem=true`
    /// (as `tilesmith compile` does where a kernel needs it,
    /// [`ptxas_needs_extended_shared`]), so a kernel may declare up to
    /// [`Arch::max_shared_per_cta`] bytes of shared memory, not 48 KiB: a
    /// product whose operands do not fit in 48 KiB is staged there, and
    /// tiles loaded ahead wait in shared memory where they take more.
    /// Off by default: the driver's JIT, which loads PTX, takes no such
    /// option (an `a` target, whose ptxas default is its maximum, has it
    /// either way; [`Arch::shared_limit`]).
    pub extended_shared: bool,
}

impl Default for ModuleOptions {
    fn default() -> ModuleOptions {
        ModuleOptions { lineinfo: false, checks: Checks::NONE, prefetch: false, prefetch_distance: 1, extended_shared: false }
    }
}

/// Whether ptxas needs `--enable-extended-smem=true` to assemble, for
/// `arch`, a kernel that declares `shared_bytes` bytes of shared memory.
pub fn ptxas_needs_extended_shared(arch: Arch, shared_bytes: u64) -> bool {
    shared_bytes > arch.shared_limit(false)
}

/// The PTX module text of kernel `kernel` of a verified module, for `arch`,
/// without run-time checks.
pub fn compile(verified: Verified<'_>, kernel: &str, arch: Arch) -> Result<String, LowerError> {
    compile_kernel(verified, kernel, arch, &ModuleOptions::default())
}

/// The PTX module text of kernel `kernel` of a verified module, for `arch`,
/// making the run-time `checks`.
pub fn compile_checked(verified: Verified<'_>, kernel: &str, arch: Arch, checks: Checks) -> Result<String, LowerError> {
    compile_kernel(verified, kernel, arch, &ModuleOptions { checks, ..ModuleOptions::default() })
}

/// The threads a CTA of kernel `kernel` has on `arch` (its `.reqntid`):
/// what a launch must give it ([`layout::cta_threads`]).
pub fn kernel_threads(verified: Verified<'_>, kernel: &str, arch: Arch) -> Option<u64> {
    let ir = verified.ir();
    let entry = ir.ops.iter().filter_map(|(id, _)| EntryOp::cast(ir, id)).find(|e| e.sym_name(ir) == Some(kernel))?;
    Some(layout::cta_threads(ir, entry, arch))
}

/// The PTX module text of kernel `kernel` of a verified module, alone, for `arch`.
pub fn compile_kernel(verified: Verified<'_>, kernel: &str, arch: Arch, options: &ModuleOptions) -> Result<String, LowerError> {
    compile_kernel_module(verified, kernel, arch, options).map(|m| m.text)
}

/// [`compile_kernel`], with what the lowering knows of the module.
pub fn compile_kernel_module(verified: Verified<'_>, kernel: &str, arch: Arch, options: &ModuleOptions) -> Result<CompiledModule, LowerError> {
    let lowered = lower::lower_kernel_with(verified, kernel, arch, options)?;
    Ok(compiled(lowered, arch))
}

/// Lowers kernel `kernel`, prints it, and reads the text back as the
/// emulator does: every instruction must come back as the lowering built it
/// (the same opcode, guard, and operands of the same kinds, in order). The
/// number of instructions compared, or the first that differs.
pub fn reread(verified: Verified<'_>, kernel: &str, arch: Arch, options: &ModuleOptions) -> Result<usize, String> {
    use emulator::parse::{self, Statement};
    use instr::{Instr, Operand};
    let lowered = lower::lower_kernel_with(verified, kernel, arch, options).map_err(|e| e.message)?;
    let text = emit::emit_module(&lowered, arch);
    let module = parse::parse_module(&text).map_err(|e| e.message)?;
    let mut compared = 0;
    for (built, read) in lowered.kernels.iter().zip(&module.entries) {
        let read: Vec<_> = read.body.iter().filter_map(|(line, s)| if let Statement::Instruction { guard, opcode, operands } = s { Some((line, guard, opcode, operands)) } else { None }).collect();
        let built: Vec<_> = built.prologue.iter().chain(&built.body).filter_map(|i| if let Instr::Op { guard, opcode, operands } = i { Some((guard, opcode, operands)) } else { None }).collect();
        if built.len() != read.len() {
            return Err(format!("{kernel}: {} instructions built, {} read back", built.len(), read.len()));
        }
        for ((guard, opcode, operands), (line, read_guard, read_opcode, read_operands)) in built.into_iter().zip(read) {
            let same_operand = |o: &Operand, r: &parse::Operand| match (o, r) {
                (Operand::Reg(_), parse::Operand::Name(n)) => n.starts_with('%'),
                (Operand::Imm(a), parse::Operand::Number(b)) => {
                    let mut text = String::new();
                    a.write(&mut text);
                    text == *b
                }
                (Operand::Special(register, axis), parse::Operand::Name(b)) => *b == format!("{}.{}", register.name(), axis.name()),
                (Operand::Sym(a), parse::Operand::Name(b)) => a == b,
                (Operand::List(names), parse::Operand::List(items)) => names == items,
                (Operand::Addr(_, a), parse::Operand::Address(base, b)) => base.starts_with('%') && a == b,
                (Operand::SymAddr(s, a), parse::Operand::Address(base, b)) => s == base && a == b,
                (Operand::Vector(regs), parse::Operand::Vector(names)) => regs.len() == names.len() && names.iter().all(|n| n.starts_with('%')),
                (Operand::Label(l), parse::Operand::Name(n)) => *n == format!("$L{}", l.0),
                _ => false,
            };
            let same = opcode.opcode == *read_opcode
                && guard.map(|g| g.negated) == read_guard.as_ref().map(|g| g.1)
                && operands.len() == read_operands.len()
                && operands.iter().zip(read_operands).all(|(o, r)| same_operand(o, r));
            if !same {
                return Err(format!("{kernel}, line {line} of its PTX: built {:?} {:?} {operands:?}, read back {read_guard:?} {read_opcode:?} {read_operands:?}", guard.map(|g| g.negated), opcode.opcode));
            }
            compared += 1;
        }
    }
    Ok(compared)
}

/// The PTX module text of every kernel of a verified module, for `arch`:
/// one `.entry` per `entry` op, in order (none for a module without
/// kernels), and each constant array once.
pub fn compile_module(verified: Verified<'_>, arch: Arch, options: &ModuleOptions) -> Result<String, LowerError> {
    compile_module_with_remarks(verified, arch, options).map(|m| m.text)
}

/// [`compile_module`], and every remark the lowering made, kernel by
/// kernel in order ([`remarks`]).
pub fn compile_module_with_remarks(verified: Verified<'_>, arch: Arch, options: &ModuleOptions) -> Result<CompiledModule, LowerError> {
    let lowered = lower::lower_module(verified, arch, options)?;
    Ok(compiled(lowered, arch))
}

/// A lowered module's text, remarks and largest shared memory.
fn compiled(lowered: emit::LoweredModule, arch: Arch) -> CompiledModule {
    let text = emit::emit_module(&lowered, arch);
    let shared_bytes = lowered.kernels.iter().map(lower::static_shared_bytes).max().unwrap_or(0);
    CompiledModule { text, remarks: lowered.kernels.into_iter().flat_map(|k| k.remarks).collect(), shared_bytes }
}

/// A module's PTX, with what the lowering knows of it.
pub struct CompiledModule {
    pub text: String,
    /// Every remark the lowering made, kernel by kernel in order.
    pub remarks: Vec<remarks::Remark>,
    /// The most shared memory one of its kernels declares, in bytes (the
    /// two arrays, in whichever order ptxas places them).
    pub shared_bytes: u64,
}
