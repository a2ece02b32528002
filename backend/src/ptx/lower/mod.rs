//! Lowering: the ops of one kernel to the instruction list of [`super::instr`].
//!
//! Each tile value becomes one virtual register per layout slot (see
//! [`super::layout`]); tensor and partition views become the registers of
//! their base, shape and strides. Tokens emit nothing, but they order memory
//! across the CTA's threads (see [`Lowerer::order_after_tokens`]), and a
//! one-element tile read from memory is read once and shared (see
//! [`Lowerer::once_and_share`]), so every value all threads hold is the same
//! in each of them: the condition of every branch is uniform. The op families
//! live in submodules:
//! - [`arith`]: element-wise integer and float arithmetic, comparisons,
//!   select and conversions;
//! - [`memory`]: kernel parameters, pointers, loads, stores and tokens;
//! - [`atomics`]: atomic read-modify-write and compare-and-swap;
//! - [`control`]: `if`, `for`, `loop` and their terminators;
//! - [`reduction`]: `reduce` and `scan`, folded in the interpreter's order;
//! - [`mma`]: `mmaf` and `mmai`, on tensor cores ([`tensor_core`]:
//!   `mma.sync` on sm_80 and newer) or as scalar multiply-adds;
//! - [`shape`]: constants, iota, the tile block's position, broadcast,
//!   reshape and permute (through shared memory when data moves between threads);
//! - [`view`]: tensor and partition views, and loads and stores through them;
//! - [`resident`]: the tiles a matrix-product loop loads ahead, copied
//!   into shared memory with `cp.async` instead of carried in registers;
//! - [`placement`]: where a tile's elements go in a shared-memory array
//!   (the tensor cores' staging, the copies, the scratch array's padded rows);
//! - [`checks`]: the run-time checks made before an op when they are on;
//! - [`subroutine`]: code shared by many elements (the large-argument
//!   reduction of sin, cos and tan), emitted once after the kernel's `ret`.

mod arith;
mod atomics;
mod checks;
mod control;
mod debug;
mod math;
mod memory;
mod mma;
mod placement;
mod reduction;
pub(in crate::ptx) mod resident;
mod shape;
mod subroutine;
pub(in crate::ptx) mod tensor_core;
mod view;

use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::generated::ops::memory::{JoinTokensOp, MakeTokenOp};
use tilesmith_dialect::diag::{resolve_location, DiagLoc};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Ir, OpId, RegionId, TypeData, TypeId, Value};
use tilesmith_dialect::verify::Verified;

use super::emit::{ConstPool, LoweredKernel, LoweredModule, ParamDecl, SourceFiles};
use super::instr::{Guard, Imm, Instr, Label, Operand, Reg, RegClass, SharedOpcode};
use super::isa::{self, op, IntKind, Mnemonic, Opcode};
use super::layout::{self, Layout, Layouts, VectorAccess};
use super::remarks::{Category, Kind, Remark};
use super::values::{ValueNumbering, ValueTable};
use super::{Arch, Checks, LowerError, LowerErrorKind, ModuleOptions};
use crate::shared::value::Elem;


pub use view::{PartitionViewRegs, TensorViewRegs};

/// A lowered value.
#[derive(Clone, Debug)]
pub enum Lowered {
    Tile(TileRegs),
    /// Tokens order memory operations; program order already keeps every
    /// order they ask for within a thread, and ordering attributes do the rest.
    Token,
    TensorView(Rc<TensorViewRegs>),
    PartitionView(Rc<PartitionViewRegs>),
    /// A tile in a buffer of shared memory, at the 32-bit shared address
    /// the register holds ([`resident`]).
    Resident(Reg),
}

/// A tile's registers: one per layout slot. Shared, since every use of a
/// value takes its registers (a clone is a reference count, not a copy).
#[derive(Clone, Debug, PartialEq)]
pub struct TileRegs {
    pub elem: Elem,
    pub layout: Layout,
    pub slots: Rc<[Reg]>,
}

impl TileRegs {
    /// The register of slot `s` (a one-slot tile answers for every slot).
    pub fn slot(&self, s: usize) -> Reg {
        self.slots[s.min(self.slots.len() - 1)]
    }
}

/// The register class that holds an element of `elem`, if PTX registers can
/// hold it yet (i8 lives sign-extended in a 16-bit register; tf32 in an
/// f32's 32 bits).
/// Which thread parts ([`Lowerer::element_index`]) are the same: `(run,
/// 0, 0)` for replicated, cyclic and blocked layouts, `(rows, columns,
/// row_warps)` for a fragment (columns are never 0).
fn thread_key(layout: Layout) -> (u64, u64, u64) {
    match layout {
        Layout::Fragment { rows, columns, row_warps, .. } => (rows, columns, row_warps),
        _ => (layout.run(), 0, 0),
    }
}

pub fn reg_class(elem: Elem) -> Option<RegClass> {
    match elem {
        Elem::Ptr(_) => Some(RegClass::B64),
        Elem::Scalar(s) => match s {
            Scalar::I1 => Some(RegClass::Pred),
            Scalar::I8 | Scalar::I16 | Scalar::F16 | Scalar::Bf16 => Some(RegClass::B16),
            Scalar::I32 | Scalar::Tf32 => Some(RegClass::B32),
            Scalar::F32 => Some(RegClass::F32),
            Scalar::I64 => Some(RegClass::B64),
            Scalar::F64 => Some(RegClass::F64),
            // The fp8 formats, the scale formats among them, live in the low
            // byte of a 16-bit register; 13.3's 4-bit elements in its low four
            // bits, the others zero (i4 too: `exti` sign-extends it).
            Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F8E8m0fnu | Scalar::Fnv8E5m3fnu | Scalar::F4E2m1fn | Scalar::I4 => Some(RegClass::B16),
        },
    }
}

/// The `alloca`s of one region being lowered ([`Lowerer::alloca_frames`]).
#[derive(Default)]
struct AllocaFrame {
    /// How many targets enclose the region.
    depth: usize,
    /// What `malloc` returned for each, in order.
    raw: Vec<Reg>,
}

/// What a terminator inside a region hands its values to.
enum Target {
    /// An `if`: `yield` moves into the results.
    If { results: Vec<Lowered> },
    /// A `for` or `loop`: `continue` (and a `for` body's `yield`) moves into
    /// the carried registers and jumps to `next`; `break` moves into the
    /// results and jumps to `exit`.
    Loop { carried: Vec<Lowered>, next: Label, results: Vec<Lowered>, exit: Label },
}

/// What lowering the kernels of a module one after another accumulates.
#[derive(Clone, Default)]
struct Shared {
    consts: ConstPool,
    files: SourceFiles,
}

/// The state of lowering one kernel.
pub struct Lowerer<'a> {
    pub ir: &'a Ir,
    /// The same module as verified: typed views read required slots from it as values.
    pub verified: Verified<'a>,
    pub arch: Arch,
    pub checks: Checks,
    layouts: Layouts,
    next_reg: u32,
    next_label: u32,
    /// Instructions run once at kernel entry (thread index, per-slot element
    /// indices, validity predicates), so they dominate every use.
    prologue: Vec<Instr>,
    body: Vec<Instr>,
    /// Every opcode used so far, so that instructions share it and its text.
    opcodes: FxHashMap<Opcode, Rc<SharedOpcode>>,
    values: ValueTable<Lowered>,
    tid: Reg,
    valid: HashMap<u64, Reg>,
    /// Per ([`thread_key`], offset): the register holding the thread part plus `offset`.
    element_index: HashMap<((u64, u64, u64), u64), Reg>,
    /// What the module's kernels share: arrays, and the files of `.loc` lines.
    shared: Shared,
    /// Whether to mark instructions with their op's source position.
    lineinfo: bool,
    /// The position of the last `.loc` emitted: (file, line, column).
    position: Option<(u32, u32, u32)>,
    /// How many `.loc` markers the body holds (not instructions: the budget leaves them out).
    markers: usize,
    shared_bytes: u64,
    /// The most shared memory the kernel may declare ([`Arch::shared_limit`]).
    shared_limit: u64,
    /// The scratch array's alignment past 128 bytes (0: 128; [`Lowerer::align_shared`]).
    shared_align: u64,
    local_bytes: u64,
    calls_vprintf: bool,
    /// Whether `fence.proxy.alias` was emitted (the module then declares PTX 7.5 or later).
    alias_fence: bool,
    /// Whether `malloc` and `free` are called (`alloca`; declared as extern functions).
    calls_heap: bool,
    /// Per region being lowered (innermost last): how many targets enclose it, and
    /// the addresses its `alloca`s got from `malloc`, freed where it ends.
    alloca_frames: Vec<AllocaFrame>,
    targets: Vec<Target>,
    /// The shared subroutines called so far, emitted after the body.
    subroutines: Vec<subroutine::Subroutine>,
    /// Per token value: whether it carries the completion of a memory access
    /// (see [`Lowerer::order_after_tokens`]).
    token_carries_access: HashMap<Value, bool>,
    /// The most instructions to lower to ([`MAX_INSTRUCTIONS`]).
    budget: usize,
    /// The kernel being lowered, and the remarks made so far.
    kernel: String,
    remarks: Vec<Remark>,
    /// The tiles that wait in shared memory ([`resident`]).
    residency: resident::Residency,
}

/// The most instructions a kernel lowers to. Tiles are unrolled (one
/// instruction per element a thread holds, per step of an op), so a few
/// ops on the largest tiles (2^24 elements) would make gigabytes of PTX;
/// the largest kernels of the tests take under 10,000.
pub const MAX_INSTRUCTIONS: usize = 1 << 20;

/// Lowers kernel `kernel` of a verified module, without run-time checks.
pub fn lower_kernel(verified: Verified<'_>, kernel: &str, arch: Arch) -> Result<LoweredModule, LowerError> {
    lower_kernel_with(verified, kernel, arch, &ModuleOptions::default())
}

/// Lowers kernel `kernel` of a verified module, alone in its PTX module.
pub fn lower_kernel_with(verified: Verified<'_>, kernel: &str, arch: Arch, options: &ModuleOptions) -> Result<LoweredModule, LowerError> {
    let ir = verified.ir();
    let entry = ir.ops.iter().filter_map(|(id, _)| EntryOp::cast(ir, id)).find(|e| e.sym_name(ir) == Some(kernel)).ok_or_else(|| invalid(format!("no kernel named '{kernel}'")))?;
    lower_entries(verified, &[entry], arch, options, MAX_INSTRUCTIONS)
}

/// Lowers every kernel (`entry`) of a verified module, in order, into one
/// PTX module: kernels that use the same constant share its array.
pub fn lower_module(verified: Verified<'_>, arch: Arch, options: &ModuleOptions) -> Result<LoweredModule, LowerError> {
    let ir = verified.ir();
    let entries: Vec<EntryOp> = ir.ops.iter().filter_map(|(id, _)| EntryOp::cast(ir, id)).collect();
    let mut seen = HashSet::new();
    for e in &entries {
        let name = e.sym_name(ir).unwrap_or_default();
        if !seen.insert(name) {
            return Err(LowerError { kind: LowerErrorKind::Invalid, message: format!("two kernels are named '{name}'; a PTX module cannot hold both"), location: Some(ir.op(e.0).location) });
        }
    }
    lower_entries(verified, &entries, arch, options, MAX_INSTRUCTIONS)
}

fn invalid(message: String) -> LowerError {
    LowerError { kind: LowerErrorKind::Invalid, message, location: None }
}

/// Lowers `entries` one after another, each within `budget` instructions:
/// with [`ModuleOptions::prefetch`], from a copy of the module whose
/// matrix-product loops load a step ahead, verified again; with a
/// [`ModuleOptions::prefetch_distance`] past 1, each entry from the copy
/// loading the most iterations ahead (up to that distance) at which every
/// tile loaded ahead waits in shared memory within the shared limit
/// ([`lower_entry_ahead`]), else from the copy a step ahead.
fn lower_entries(verified: Verified<'_>, entries: &[EntryOp], arch: Arch, options: &ModuleOptions, budget: usize) -> Result<LoweredModule, LowerError> {
    if !options.prefetch {
        return lower_entries_from(&[(1, verified, Vec::new())], entries, arch, options, budget);
    }
    let farthest = options.prefetch_distance.clamp(1, tilesmith_transforms::prefetch::MAX_DISTANCE);
    // One copy of the module per distance, the farthest first, and the
    // loads each entry's loops load ahead in it.
    let copies: Vec<(u32, Ir, Vec<usize>)> = (1..=farthest)
        .rev()
        .map(|d| {
            let mut ir = verified.ir().clone();
            let moved = entries.iter().map(|e| tilesmith_transforms::prefetch::prefetch_loads(&mut ir, e.0, d)).collect();
            (d, ir, moved)
        })
        .collect();
    if copies.iter().all(|(_, _, moved)| moved.iter().all(|&m| m == 0)) {
        return lower_entries_from(&[(1, verified, Vec::new())], entries, arch, options, budget);
    }
    let mut again = Vec::with_capacity(copies.len());
    for (d, ir, moved) in &copies {
        let checked = tilesmith_dialect::verify::verify(ir).map_err(|e| invalid(format!("internal error: prefetch-loads left a module that does not verify: {}", e.message)))?;
        again.push((*d, checked, moved.clone()));
    }
    lower_entries_from(&again, entries, arch, options, budget)
}

/// Lowers `entries` from `copies` of the module (each with the distance
/// its loops load ahead, and per entry the loads that do so), the first
/// copy whose lowering of an entry keeps every such tile in shared memory,
/// or the last (a distance of 1) as it comes.
fn lower_entries_from(copies: &[(u32, Verified<'_>, Vec<usize>)], entries: &[EntryOp], arch: Arch, options: &ModuleOptions, budget: usize) -> Result<LoweredModule, LowerError> {
    let mut shared = Shared::default();
    let mut kernels = Vec::with_capacity(entries.len());
    for (i, &entry) in entries.iter().enumerate() {
        let mut lowered = None;
        for (d, verified, moved) in &copies[..copies.len() - 1] {
            debug_assert!(*d > 1);
            let loaded_ahead = moved.get(i).copied().unwrap_or(0);
            if let Some(done) = lower_entry_ahead(*verified, entry, arch, options, budget, shared.clone(), loaded_ahead) {
                lowered = Some(done);
                break;
            }
        }
        let (kernel, back) = match lowered {
            Some(done) => done,
            None => lower_entry(copies[copies.len() - 1].1, entry, arch, options, budget, shared)?,
        };
        kernels.push(kernel);
        shared = back;
    }
    Ok(LoweredModule { kernels, consts: shared.consts.into_arrays(), files: shared.files.names().to_vec() })
}

/// Lowers one entry whose loops load `loaded_ahead` tiles more than one
/// iteration ahead, if every one of them waits in shared memory, in rings
/// with three spare buffers, two or one (as [`lower_entry`] tries them),
/// within the shared limit: each such tile in registers would take as many
/// copies of it as iterations ahead.
fn lower_entry_ahead(verified: Verified<'_>, entry: EntryOp, arch: Arch, options: &ModuleOptions, budget: usize, shared: Shared, loaded_ahead: usize) -> Option<(LoweredKernel, Shared)> {
    let limit = arch.shared_limit(options.extended_shared);
    [3, 2, 1].into_iter().find_map(|spare| {
        let (kernel, back, rings) = lower_entry_with(verified, entry, arch, options, budget, shared.clone(), &HashSet::new(), spare).ok()?;
        (rings.len() == loaded_ahead && fits_shared(&kernel, limit)).then_some((kernel, back))
    })
}

/// Whether `kernel`'s shared arrays fit in `limit` bytes (a kernel without
/// the resident array was made to fit as it was lowered).
fn fits_shared(kernel: &LoweredKernel, limit: u64) -> bool {
    kernel.resident_bytes == 0 || static_shared_bytes(kernel) <= limit
}

/// The entry's `occupancy` hint for `arch` ([`layout::entry_hint`]): CTAs a
/// multiprocessor should hold at once, at most as many as it can (a larger
/// count would be ignored by ptxas, with a warning). `num_worker_warps_per_cta`
/// sets the CTA's threads ([`layout::cta_threads`]). The other hints are not
/// used: `num_cta_in_cga` asks for clusters, which a launch of any grid
/// cannot promise (a cluster launch needs the grid to be a multiple of the
/// cluster), and `allow_tma` and `latency` steer instructions the backend
/// does not emit.
fn occupancy(ir: &Ir, entry: EntryOp, arch: Arch, cta: u64) -> Option<u64> {
    let value = layout::entry_hint(ir, entry, arch, "occupancy")?;
    let most = arch.max_threads_per_sm() / cta;
    u64::try_from(value).ok().filter(|&n| n >= 1).map(|n| n.min(most))
}

/// Lowers one entry, adding to what the module's kernels share (and handing it back).
fn lower_entry(verified: Verified<'_>, entry: EntryOp, arch: Arch, options: &ModuleOptions, budget: usize, shared: Shared) -> Result<(LoweredKernel, Shared), LowerError> {
    // The tiles that wait in shared memory take an array of their own, in
    // rings of 3 buffers (tiles loaded a step ahead, and a spare; 4 for a
    // product whose wgmma group stays in flight); where it and the scratch
    // do not fit in the shared limit together, the kernel is lowered again
    // with rings of 3 for those too, then pairs, then with the largest pair left
    // out (its tiles in registers; the later of two as large), until they
    // fit, from what the module's kernels shared before it (kept where a
    // loop may copy).
    let ir = verified.ir();
    let may_copy = arch.has(super::Feature::AsyncCopy) && ir.nested_ops(entry.0).iter().any(|&o| ir.kind(o) == Some(OpKind::For));
    let before = may_copy.then(|| shared.clone());
    let mut left_out = HashSet::new();
    let limit = arch.shared_limit(options.extended_shared);
    let mut spare = 3;
    let (mut kernel, mut back, mut pairs) = lower_entry_with(verified, entry, arch, options, budget, shared, &left_out, spare)?;
    while let Some(shared) = &before {
        if fits_shared(&kernel, limit) {
            break;
        }
        // Rings with a third spare buffer (for products whose wgmma stays in
        // flight) first lose it, then rings of 3 become pairs, then the largest pair goes.
        if spare > 1 {
            spare -= 1;
        } else {
            let Some(&(largest, _)) = pairs.iter().max_by_key(|p| p.1) else { break };
            left_out.insert(largest);
        }
        (kernel, back, pairs) = lower_entry_with(verified, entry, arch, options, budget, shared.clone(), &left_out, spare)?;
    }
    Ok((kernel, back))
}

/// The most bytes `kernel`'s two shared arrays can take together, in
/// whichever order ptxas puts them (the second starts at its alignment).
pub fn static_shared_bytes(kernel: &LoweredKernel) -> u64 {
    let (s, r) = (kernel.shared_bytes, kernel.resident_bytes);
    if s == 0 || r == 0 {
        return s + r;
    }
    (s.next_multiple_of(kernel.resident_align.max(16)) + r).max(r.next_multiple_of(kernel.shared_align.max(128)) + s)
}

/// What [`lower_entry_with`] gives: the kernel, what the module's kernels
/// share, and the pairs of buffers its tiles took in shared memory (each
/// pair's first load, and its bytes).
type LoweredEntry = (LoweredKernel, Shared, Vec<(OpId, u64)>);

/// [`lower_entry`] once, the tiles that wait in shared memory in rings of
/// as many buffers as their loop loads iterations ahead and `spare`, those
/// of the rings whose first load is in `left_out` kept in registers.
#[allow(clippy::too_many_arguments)] // the entry, its target and options, and what the retries of lower_entry change
fn lower_entry_with(verified: Verified<'_>, entry: EntryOp, arch: Arch, options: &ModuleOptions, budget: usize, shared: Shared, left_out: &HashSet<OpId>, spare: u64) -> Result<LoweredEntry, LowerError> {
    let ir = verified.ir();
    let kernel = entry.sym_name(ir).unwrap_or_default();
    if !is_ptx_identifier(kernel) {
        return Err(invalid(format!("the kernel name '{kernel}' is not a PTX identifier")));
    }
    let body = entry.body(ir).ok_or_else(|| invalid("the kernel has no body".into()))?;
    let numbering = Rc::new(ValueNumbering::of_body(ir, body));
    let shared_limit = arch.shared_limit(options.extended_shared);
    let mut cx = Lowerer::new(verified, arch, layout::assign(ir, body, numbering.clone(), arch, shared_limit, layout::cta_threads(ir, entry, arch)), ValueTable::new(numbering));
    cx.checks = options.checks;
    cx.lineinfo = options.lineinfo;
    cx.shared_limit = shared_limit;
    cx.shared = shared;
    cx.budget = budget;
    cx.kernel = kernel.to_string();
    cx.residency = resident::plan(ir, entry.0, &cx.layouts, arch, left_out, spare);
    let params = cx.lower_params(kernel, body)?;
    cx.lower_region(body, Vec::new())?;
    let ends_in_ret = matches!(cx.body.iter().rev().find(|i| !matches!(i, Instr::Loc { .. })), Some(Instr::Op { opcode, guard: None, .. }) if opcode.opcode.mnemonic == Mnemonic::Ret);
    if !ends_in_ret {
        cx.emit(op!("ret"), vec![]);
    }
    cx.emit_subroutines();
    let threads = cx.layouts.cta;
    // A product with 64 or more accumulator elements a thread (and every
    // CTA of more threads than usual holds one): without a hint, ask for one
    // CTA a multiprocessor, or ptxas (13.5) aims at more and spills rather
    // than take the registers (docs/ptx.md).
    let large_product = layout::largest_accumulator(ir, body) >= 64 * threads;
    let min_ctas_per_sm = occupancy(ir, entry, arch, threads).or((threads > layout::CTA_SIZE || large_product).then_some(1));
    let kernel = LoweredKernel {
        name: kernel.to_string(),
        threads,
        params,
        prologue: cx.prologue,
        body: cx.body,
        shared_bytes: cx.shared_bytes,
        shared_align: cx.shared_align,
        resident_bytes: cx.residency.bytes(),
        resident_align: cx.residency.alignment(),
        local_bytes: cx.local_bytes,
        calls_vprintf: cx.calls_vprintf,
        calls_heap: cx.calls_heap,
        alias_fence: cx.alias_fence,
        remarks: cx.remarks,
        min_ctas_per_sm,
    };
    Ok((kernel, cx.shared, cx.residency.pairs))
}

fn is_ptx_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$') && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// `s32`, `u16`, `b64`: the integer type of `kind` for a register class.
pub fn int_type(kind: IntKind, class: RegClass) -> isa::Type {
    let bits = match class {
        RegClass::B16 => 16,
        RegClass::B64 | RegClass::F64 => 64,
        _ => 32,
    };
    isa::Type::int(kind, bits)
}

impl<'a> Lowerer<'a> {
    fn new(verified: Verified<'a>, arch: Arch, layouts: Layouts, values: ValueTable<Lowered>) -> Lowerer<'a> {
        let tid = Reg { class: RegClass::B32, id: 0 };
        let mut cx = Lowerer {
            ir: verified.ir(),
            verified,
            arch,
            checks: Checks::NONE,
            layouts,
            next_reg: 1,
            next_label: 0,
            prologue: Vec::new(),
            body: Vec::new(),
            opcodes: FxHashMap::default(),
            values,
            tid,
            valid: HashMap::new(),
            element_index: HashMap::new(),
            shared: Shared::default(),
            lineinfo: false,
            position: None,
            markers: 0,
            shared_bytes: 0,
            shared_limit: arch.shared_limit(false),
            shared_align: 0,
            local_bytes: 0,
            calls_vprintf: false,
            alias_fence: false,
            calls_heap: false,
            alloca_frames: Vec::new(),
            targets: Vec::new(),
            subroutines: Vec::new(),
            token_carries_access: HashMap::new(),
            budget: MAX_INSTRUCTIONS,
            kernel: String::new(),
            remarks: Vec::new(),
            residency: resident::Residency::default(),
        };
        let mov = cx.opcode(op!("mov.u32"));
        cx.prologue.push(Instr::Op { guard: None, opcode: mov, operands: vec![tid.into(), Operand::Special(isa::SpecialReg::Tid, isa::Axis::X)] });
        cx
    }

    // ---- registers, labels, instructions ----

    pub fn fresh(&mut self, class: RegClass) -> Reg {
        self.next_reg += 1;
        Reg { class, id: self.next_reg }
    }

    /// Records a remark at `op` ([`super::remarks`]).
    pub fn remark(&mut self, op: OpId, kind: Kind, category: Category, name: &'static str, message: &str, args: Vec<(&'static str, String)>) {
        let location = self.ir.op(op).location;
        self.remarks.push(Remark { kind, category, name, location, function: self.kernel.clone(), message: message.to_string(), args });
    }

    pub fn label(&mut self) -> Label {
        self.next_label += 1;
        Label(self.next_label)
    }

    /// The shared `opcode`.
    fn opcode(&mut self, opcode: Opcode) -> Rc<SharedOpcode> {
        self.opcodes.entry(opcode).or_insert_with(|| SharedOpcode::new(opcode)).clone()
    }

    pub fn emit(&mut self, opcode: Opcode, operands: Vec<Operand>) {
        self.emit_guarded(None, opcode, operands);
    }

    pub fn emit_guarded(&mut self, guard: Option<Guard>, opcode: Opcode, operands: Vec<Operand>) {
        let opcode = self.opcode(opcode);
        self.body.push(Instr::Op { guard, opcode, operands });
    }

    /// `.param .<ty> <name>;` inside a call's braces.
    pub fn declare_call_param(&mut self, ty: isa::Type, name: &'static str) {
        self.body.push(Instr::Param { ty, name });
    }

    pub fn place(&mut self, label: Label) {
        self.body.push(Instr::Label(label));
    }

    pub fn branch(&mut self, guard: Option<Guard>, to: Label) {
        self.emit_guarded(guard, op!("bra"), vec![Operand::Label(to)]);
    }

    /// Adds `bytes` to `address` (in place) where bit `mask` (a power of
    /// two dividing `bytes`) of `value` is set: an `and`, then a `mad` by
    /// `bytes / mask`. How a skew of rows (a staging layout's row index
    /// weighed by more than its pitch in one bit) reaches an address.
    pub fn add_if_bit(&mut self, address: Reg, value: Reg, mask: u64, bytes: u64) {
        debug_assert!(mask.is_power_of_two() && bytes.is_multiple_of(mask), "a bit {mask} and {bytes} bytes");
        let bit = self.fresh(RegClass::B32);
        self.emit(op!("and.b32"), vec![bit.into(), value.into(), imm(mask)]);
        self.emit(op!("mad.lo.u32"), vec![address.into(), bit.into(), imm(bytes / mask), address.into()]);
    }

    /// A move of the register's whole class.
    pub fn mov(&mut self, dst: Reg, src: impl Into<Operand>) {
        self.emit(Mnemonic::Mov.with(dst.class.bits_type()), vec![dst.into(), src.into()]);
    }

    /// The threads of the kernel's CTA.
    pub fn cta(&self) -> u64 {
        self.layouts.cta
    }

    /// The thread's index in the CTA (a `.b32` register).
    pub fn tid(&self) -> Reg {
        self.tid
    }

    /// The element a thread holds in `slot` of a tile laid out as `layout`
    /// ([`Layout::element`]): the thread's part (`tid` for a cyclic or
    /// replicated tile, `tid * run` for a blocked one, the thread's bits
    /// moved into place for a fragment) plus the slot's, a constant with no
    /// bit in common. Computed once per kernel, at entry.
    pub fn element_index(&mut self, layout: Layout, slot: usize) -> Reg {
        let key = thread_key(layout);
        let base = self.thread_part(layout);
        let offset = layout.element(0, slot as u64);
        if offset == 0 {
            return base;
        }
        if let Some(&r) = self.element_index.get(&(key, offset)) {
            return r;
        }
        let r = self.fresh(RegClass::B32);
        let add = self.opcode(op!("add.u32"));
        self.prologue.push(Instr::Op { guard: None, opcode: add, operands: vec![r.into(), base.into(), imm(offset)] });
        self.element_index.insert((key, offset), r);
        r
    }

    /// The thread's part of the elements it holds in `layout`, computed at entry.
    fn thread_part(&mut self, layout: Layout) -> Reg {
        let key = thread_key(layout);
        if key == (1, 0, 0) {
            return self.tid;
        }
        if let Some(&r) = self.element_index.get(&(key, 0)) {
            return r;
        }
        let tid = self.tid;
        let mut instrs = Vec::new();
        let r = match layout {
            Layout::Fragment { rows, columns, cta, row_warps } => {
                // Each run of thread bits that lands on consecutive element
                // bits: shifted down, masked, shifted into place, summed.
                let (bits, _) = layout::fragment_bits(rows, columns, cta, row_warps);
                let mut sum: Option<Reg> = None;
                let mut b = 0;
                while b < bits.len() {
                    let mut end = b + 1;
                    while end < bits.len() && bits[end] == bits[end - 1] + 1 {
                        end += 1;
                    }
                    let field = self.fresh(RegClass::B32);
                    instrs.push((op!("shr.u32"), vec![field.into(), tid.into(), imm(b as u64)]));
                    instrs.push((op!("and.b32"), vec![field.into(), field.into(), imm((1 << (end - b)) - 1)]));
                    instrs.push((op!("shl.b32"), vec![field.into(), field.into(), imm(u64::from(bits[b]))]));
                    if let Some(previous) = sum {
                        instrs.push((op!("or.b32"), vec![field.into(), field.into(), previous.into()]));
                    }
                    sum = Some(field);
                    b = end;
                }
                sum.unwrap_or(tid)
            }
            _ => {
                let r = self.fresh(RegClass::B32);
                instrs.push((op!("mul.lo.u32"), vec![r.into(), tid.into(), imm(layout.run())]));
                r
            }
        };
        for (opcode, operands) in instrs {
            let opcode = self.opcode(opcode);
            self.prologue.push(Instr::Op { guard: None, opcode, operands });
        }
        self.element_index.insert((key, 0), r);
        r
    }

    /// The thread that holds element `index` (a `.b32` register) of a tile
    /// laid out as `layout` ([`Layout::holder`]).
    pub fn holder_of(&mut self, layout: Layout, index: Reg) -> Reg {
        let holder = self.fresh(RegClass::B32);
        if let Layout::Fragment { rows, columns, cta, row_warps } = layout {
            // Each thread bit gathered from where it sits in the index.
            self.mov(holder, imm(0));
            for (b, &from) in layout::fragment_bits(rows, columns, cta, row_warps).0.iter().enumerate() {
                let bit = self.fresh(RegClass::B32);
                self.emit(op!("shr.u32"), vec![bit.into(), index.into(), imm(u64::from(from))]);
                self.emit(op!("and.b32"), vec![bit.into(), bit.into(), imm(1)]);
                self.emit(op!("shl.b32"), vec![bit.into(), bit.into(), imm(b as u64)]);
                self.emit(op!("or.b32"), vec![holder.into(), holder.into(), bit.into()]);
            }
            return holder;
        }
        let (run, cta) = (layout.run(), layout.cta().unwrap_or(self.layouts.cta));
        if run == 1 {
            self.emit(op!("and.b32"), vec![holder.into(), index.into(), imm(cta - 1)]);
        } else {
            self.emit(op!("shr.u32"), vec![holder.into(), index.into(), imm(u64::from(run.trailing_zeros()))]);
            self.emit(op!("and.b32"), vec![holder.into(), holder.into(), imm(cta - 1)]);
        }
        holder
    }

    /// `tid < elements`: whether the thread holds an element of a partial tile.
    pub fn valid_pred(&mut self, elements: u64) -> Reg {
        if let Some(&r) = self.valid.get(&elements) {
            return r;
        }
        let r = self.fresh(RegClass::Pred);
        let tid = self.tid;
        let setp = self.opcode(op!("setp.lt.u32"));
        self.prologue.push(Instr::Op { guard: None, opcode: setp, operands: vec![r.into(), tid.into(), imm(elements)] });
        self.valid.insert(elements, r);
        r
    }

    /// The guard that keeps threads without an element of `layout` out of
    /// memory operations (`None`: every thread holds one).
    pub fn layout_guard(&mut self, layout: Layout) -> Option<Reg> {
        layout.partial().map(|n| self.valid_pred(n))
    }

    /// How layout assignment decided `op` (a load or store) moves vectors, if it does.
    pub fn vector_access(&self, op: OpId) -> Option<VectorAccess> {
        self.layouts.vector_access(op)
    }

    /// Bytes of shared memory a use needs; the kernel declares the largest.
    pub fn need_shared(&mut self, bytes: u64) {
        self.shared_bytes = self.shared_bytes.max(bytes);
    }

    /// Asks for the scratch array to be aligned to `align` bytes (at least).
    pub fn align_shared(&mut self, align: u64) {
        self.shared_align = self.shared_align.max(align);
    }

    pub fn add_const_array(&mut self, ptx_type: &'static str, align: u32, values: Vec<u64>) -> String {
        self.shared.consts.intern(".const", "tilesmith_const", ptx_type, align, values)
    }

    /// A NUL-terminated string in global memory (a `vprintf` format); its symbol.
    pub fn add_string(&mut self, text: &str) -> String {
        let mut values: Vec<u64> = text.bytes().map(u64::from).collect();
        values.push(0);
        self.shared.consts.intern(".global", "tilesmith_str", ".b8", 1, values)
    }

    /// Bytes of local memory a `vprintf` argument buffer needs.
    pub fn need_local(&mut self, bytes: u64) {
        self.local_bytes = self.local_bytes.max(bytes);
        self.calls_vprintf = true;
    }

    pub fn raw(&mut self, line: &'static str) {
        self.body.push(Instr::Raw(line));
    }

    /// Bytes of the module's globals added so far.
    pub fn global_bytes(&self) -> usize {
        self.shared.consts.global_bytes()
    }

    /// The symbol of global `@name` (its bytes), declared once per module.
    pub fn add_global(&mut self, name: &str, align: u32, bytes: Vec<u64>) -> String {
        let spelled: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        self.shared.consts.global(format!("tilesmith_global_{spelled}"), align.max(1).next_power_of_two(), bytes)
    }

    // ---- line information ----

    /// With line information on: marks what follows as coming from `op`'s
    /// source position (a `.loc`, unless the last one says the same). An op
    /// without a file position keeps the position before it.
    fn mark_source(&mut self, op: OpId) {
        if !self.lineinfo {
            return;
        }
        if let DiagLoc::FileLineCol { file, line, col } = resolve_location(self.ir, self.ir.op(op).location) {
            let file = self.shared.files.number(&Arc::clone(&file));
            self.mark_position(Some((file, line, col)));
        }
    }

    /// Emits a `.loc` for `position` if it differs from the last one.
    fn mark_position(&mut self, position: Option<(u32, u32, u32)>) {
        if let Some((file, line, col)) = position.filter(|&p| Some(p) != self.position) {
            self.body.push(Instr::Loc { file, line, col });
            self.position = position;
            self.markers += 1;
        }
    }

    // ---- errors ----

    pub fn op_name(&self, op: OpId) -> &str {
        self.ir.op(op).name.as_str()
    }

    /// Why the kernel's shared memory is too much: its bytes, the limit, and
    /// what would raise it.
    fn over_shared_limit(&self) -> String {
        format!("it needs {} bytes of shared memory, more than {}", self.shared_bytes, self.shared_limit_text())
    }

    /// The kernel's shared limit in words, and what would raise it.
    fn shared_limit_text(&self) -> String {
        let (arch, limit, most) = (self.arch, self.shared_limit, self.arch.max_shared_per_cta());
        if limit < most {
            format!("the {limit} bytes ptxas lets a kernel declare for {arch} by default (up to {most} with ptxas's --enable-extended-smem=true: `tilesmith ptx --extended-shared`; `tilesmith compile` passes it)")
        } else {
            format!("the {most} bytes a CTA can have on {arch}")
        }
    }

    /// The backend does not lower `op` (in this form) yet.
    pub fn cannot(&self, op: OpId, detail: impl AsRef<str>) -> LowerError {
        let detail = detail.as_ref();
        let sep = if detail.is_empty() { "" } else { ": " };
        LowerError {
            kind: LowerErrorKind::CannotLowerYet,
            message: format!("the PTX backend cannot lower '{}' yet{sep}{detail}", self.op_name(op)),
            location: Some(self.ir.op(op).location),
        }
    }

    /// Something the verifier should have ruled out.
    pub fn internal(&self, op: OpId, message: impl AsRef<str>) -> LowerError {
        LowerError {
            kind: LowerErrorKind::Invalid,
            message: format!("internal error lowering '{}': {}", self.op_name(op), message.as_ref()),
            location: Some(self.ir.op(op).location),
        }
    }

    // ---- values ----

    pub fn value(&self, op: OpId, v: Value) -> Result<&Lowered, LowerError> {
        self.values.get(v).ok_or_else(|| self.internal(op, "a value was used before it was lowered"))
    }

    pub fn tile(&self, op: OpId, v: Value) -> Result<TileRegs, LowerError> {
        match self.value(op, v)? {
            Lowered::Tile(t) => Ok(t.clone()),
            _ => Err(self.internal(op, "expected a tile")),
        }
    }

    /// Operand `index` of `op`, a tile.
    pub fn operand(&self, op: OpId, index: usize) -> Result<TileRegs, LowerError> {
        let v = *self.ir.op(op).operands.get(index).ok_or_else(|| self.internal(op, "a required operand is missing"))?;
        self.tile(op, v)
    }

    /// An optional operand given as a value.
    pub fn optional_tile(&self, op: OpId, v: Option<Value>) -> Result<Option<TileRegs>, LowerError> {
        v.map(|v| self.tile(op, v)).transpose()
    }

    pub fn bind(&mut self, v: Value, lowered: Lowered) {
        self.values.insert(v, lowered);
    }

    /// Binds the results of a memory op that yields a tile and a token:
    /// result 0 to `tile`, result 1 to the token.
    pub fn bind_tile_and_token(&mut self, op: OpId, tile: TileRegs) {
        self.bind(Value::Result(op, 0), Lowered::Tile(tile));
        self.bind(Value::Result(op, 1), Lowered::Token);
    }

    /// The element type and layout of result `index` of `op`.
    pub fn result_shape(&self, op: OpId, index: usize) -> Result<(Elem, Layout), LowerError> {
        let v = Value::Result(op, index as u32);
        let ty = self.ir.value_type(v);
        let elem = Elem::of_type(self.ir, ty).ok_or_else(|| self.internal(op, "the result is not a tile"))?;
        let layout = self.layouts.get(v).ok_or_else(|| self.internal(op, "the result has no layout"))?;
        Ok((elem, layout))
    }

    /// Fresh registers for a tile of `elem` laid out as `layout`.
    pub fn fresh_tile(&mut self, op: OpId, elem: Elem, layout: Layout) -> Result<TileRegs, LowerError> {
        let class = reg_class(elem).ok_or_else(|| self.cannot(op, format!("{} elements have no PTX register class in this backend", elem.name())))?;
        let slots = (0..layout.slots()).map(|_| self.fresh(class)).collect();
        Ok(TileRegs { elem, layout, slots })
    }

    /// Fresh registers for result `index` of `op`.
    pub fn fresh_result(&mut self, op: OpId, index: usize) -> Result<TileRegs, LowerError> {
        let (elem, layout) = self.result_shape(op, index)?;
        self.fresh_tile(op, elem, layout)
    }

    /// Fresh registers for a value of the same kind as `like` (loop-carried
    /// and `if` results): tiles get new registers, tokens stay tokens.
    pub fn fresh_like(&mut self, op: OpId, like: &Lowered) -> Result<Lowered, LowerError> {
        match like {
            Lowered::Tile(t) => {
                let class = t.slots[0].class;
                let slots = t.slots.iter().map(|_| self.fresh(class)).collect();
                Ok(Lowered::Tile(TileRegs { elem: t.elem, layout: t.layout, slots }))
            }
            Lowered::Token => Ok(Lowered::Token),
            Lowered::Resident(_) => Ok(Lowered::Resident(self.fresh(RegClass::B32))),
            _ => Err(self.cannot(op, "views cannot be carried or yielded yet")),
        }
    }

    /// Fresh registers for a value of type `ty` (an `if`'s results).
    pub fn fresh_of_type(&mut self, op: OpId, v: Value) -> Result<Lowered, LowerError> {
        let ty = self.ir.value_type(v);
        if matches!(self.ir.types.get(ty), tilesmith_dialect::ir::TypeData::Token) {
            return Ok(Lowered::Token);
        }
        let elem = Elem::of_type(self.ir, ty).ok_or_else(|| self.cannot(op, "only tiles and tokens can be results of control flow yet"))?;
        let layout = self.layouts.get(v).ok_or_else(|| self.internal(op, "the result has no layout"))?;
        Ok(Lowered::Tile(self.fresh_tile(op, elem, layout)?))
    }

    /// Moves `sources` into `targets` as one parallel copy (a source may be
    /// a target too, as when a loop swaps its carried values).
    pub fn parallel_copy(&mut self, op: OpId, targets: &[Lowered], sources: &[Value]) -> Result<(), LowerError> {
        if targets.len() != sources.len() {
            return Err(self.internal(op, "a region produced the wrong number of values"));
        }
        let mut moves = Vec::new();
        for (target, &source) in targets.iter().zip(sources) {
            match (target, self.value(op, source)?.clone()) {
                (Lowered::Tile(t), Lowered::Tile(s)) => {
                    for (i, &dst) in t.slots.iter().enumerate() {
                        moves.push((dst, s.slot(i)));
                    }
                }
                (Lowered::Token, Lowered::Token) => {}
                (Lowered::Resident(dst), Lowered::Resident(src)) => moves.push((*dst, src)),
                _ => return Err(self.internal(op, "a yielded value does not match its target")),
            }
        }
        // A register that stays where it is moves nothing (a product that
        // accumulates in its loop's carried registers yields them as they are).
        let staged: Vec<(Reg, Reg)> = moves
            .into_iter()
            .filter(|(dst, src)| dst != src)
            .map(|(dst, src)| {
                let tmp = self.fresh(src.class);
                self.mov(tmp, src);
                (dst, tmp)
            })
            .collect();
        for (dst, tmp) in staged {
            self.mov(dst, tmp);
        }
        Ok(())
    }

    // ---- ordering and uniformity ----

    /// Tokens order memory accesses, and one access of a tile block is
    /// spread over the CTA's threads: the thread that performs a later access
    /// (thread 0 alone, for a one-element tile) may differ from those that
    /// performed the earlier ones. So an op that takes a token carrying the
    /// completion of an access waits at a CTA barrier first, which also makes
    /// the earlier accesses visible to every thread of the CTA. (A
    /// compare-and-swap retry loop whose `load` and `atomic_cas_tko` are
    /// chained by tokens deadlocked without it: thread 0 swapped before the
    /// other threads had read the old value, and they disagreed with it
    /// about leaving the loop.)
    fn order_after_tokens(&mut self, op: OpId) {
        let ir = self.ir;
        if JoinTokensOp::cast(ir, op).is_some() {
            return;
        }
        let waits = ir.op(op).operands.iter().any(|&v| matches!(ir.types.get(ir.value_type(v)), TypeData::Token) && self.carries_access(v));
        if waits {
            self.emit(op!("bar.sync"), vec![imm(0)]);
        }
    }

    /// Whether token `v` carries the completion of a memory access: it comes
    /// from one, or joins one. A token from `make_token` carries none; tokens
    /// carried by loops and yielded by `if`s are taken to carry one.
    fn carries_access(&mut self, v: Value) -> bool {
        if let Some(&known) = self.token_carries_access.get(&v) {
            return known;
        }
        let ir = self.ir;
        let carries = match v {
            Value::Result(producer, _) if MakeTokenOp::cast(ir, producer).is_some() => false,
            Value::Result(producer, _) if JoinTokensOp::cast(ir, producer).is_some() => {
                let operands = ir.op(producer).operands.clone();
                operands.iter().any(|&t| self.carries_access(t))
            }
            _ => true,
        };
        self.token_carries_access.insert(v, carries);
        carries
    }

    /// For a one-element result, which every thread holds: thread 0 alone
    /// runs `access(cx, guard, tmp)` (`guard` is its predicate, `tmp` a fresh
    /// register of `dst`'s class to fill), and every thread then reads the
    /// value into `dst` through shared memory. Reads of memory that other
    /// threads or tile blocks may write go this way, so all threads agree on
    /// what was read.
    pub fn once_and_share(&mut self, dst: Reg, access: impl FnOnce(&mut Self, Reg, Reg) -> Result<(), LowerError>) -> Result<(), LowerError> {
        let first = self.valid_pred(1);
        let tmp = self.fresh(dst.class);
        access(self, first, tmp)?;
        // A predicate travels as a byte.
        let (stored, class) = match dst.class {
            RegClass::Pred => {
                let byte = self.fresh(RegClass::B16);
                self.emit(op!("selp.b16"), vec![byte.into(), imm(1), imm(0), tmp.into()]);
                (byte, RegClass::B16)
            }
            class => (tmp, class),
        };
        let bytes = match class {
            RegClass::B16 => 2,
            RegClass::B32 | RegClass::F32 => 4,
            _ => 8,
        };
        self.need_shared(bytes);
        let base = shape::shared_base(self);
        // Earlier readers of the scratch array must be done before it is overwritten.
        self.emit(op!("bar.sync"), vec![imm(0)]);
        self.emit_guarded(Some(Guard { pred: first, negated: false }), op!("st.shared").with(class.bits_type()), vec![Operand::Addr(base, 0), stored.into()]);
        self.emit(op!("bar.sync"), vec![imm(0)]);
        if dst.class == RegClass::Pred {
            let byte = self.fresh(RegClass::B16);
            self.emit(op!("ld.shared.b16"), vec![byte.into(), Operand::Addr(base, 0)]);
            self.emit(op!("setp.ne.b16"), vec![dst.into(), byte.into(), imm(0)]);
        } else {
            self.emit(op!("ld.shared").with(class.bits_type()), vec![dst.into(), Operand::Addr(base, 0)]);
        }
        Ok(())
    }

    // ---- walking ----

    /// An error when lowering `op` could take the kernel past its
    /// instruction budget ([`MAX_INSTRUCTIONS`]): what the ops before it emitted, and an estimate
    /// of its own (a few instructions per element of its tiles a thread
    /// holds), so that no single op on huge tiles is lowered first.
    fn within_size(&self, op: OpId) -> Result<(), LowerError> {
        let ir = self.ir;
        let operation = ir.op(op);
        let elements = |t: TypeId| crate::shared::limits::tile_elements(ir, t).unwrap_or(0);
        let estimate = operation.operands.iter().map(|&v| elements(ir.value_type(v))).chain(operation.result_types.iter().map(|&t| elements(t))).fold(0u64, u64::saturating_add);
        let per_thread = (estimate / self.layouts.cta).saturating_mul(4);
        let emitted = self.body.len() - self.markers;
        let total = (emitted as u64).saturating_add(per_thread);
        if total > self.budget as u64 {
            return Err(LowerError {
                kind: LowerErrorKind::TooLarge,
                message: format!(
                    "'{}' would take the kernel past {} PTX instructions (it has {} so far; tiles are unrolled, one instruction per element a thread holds); the PTX backend does not lower kernels this large",
                    operation.name.as_str(),
                    self.budget,
                    emitted
                ),
                location: Some(operation.location),
            });
        }
        Ok(())
    }

    /// Lowers the single block of `region` with `args` bound to its arguments.
    pub fn lower_region(&mut self, region: RegionId, args: Vec<Lowered>) -> Result<(), LowerError> {
        let ir = self.ir;
        let Some(&block) = ir.regions[region].blocks.first() else { return Ok(()) };
        for (i, a) in args.into_iter().enumerate() {
            self.bind(Value::Argument(block, i as u32), a);
        }
        // What the op that holds the region emits after it (a loop's step
        // and branch back) comes from that op again.
        let enclosing = self.position;
        self.alloca_frames.push(AllocaFrame { depth: self.targets.len(), raw: Vec::new() });
        for &op in &ir.blocks[block].ops {
            self.mark_source(op);
            self.lower_op(op)?;
            if self.body.len() - self.markers + self.prologue.len() > self.budget {
                return Err(LowerError {
                    kind: LowerErrorKind::TooLarge,
                    message: format!("the kernel is too large for the PTX backend: it needs more than {} instructions (by '{}')", self.budget, self.op_name(op)),
                    location: Some(ir.op(op).location),
                });
            }
            // Past the limit ptxas would refuse the kernel; say which op and why here.
            if self.shared_bytes > self.shared_limit {
                return Err(self.cannot(op, self.over_shared_limit()));
            }
        }
        // Where the region falls through (an `if`'s branch), its allocas end here;
        // after a terminator that branched away this is never reached.
        let frame = self.alloca_frames.pop().unwrap_or_default();
        memory::free_allocas(self, &frame.raw);
        self.mark_position(enclosing);
        Ok(())
    }

    /// Frees the `alloca`s of the regions a branch out of the targets from
    /// `depth` on leaves (a loop's body and what it encloses: `depth` is the
    /// loop's place in `targets` plus one; 0 for `return`).
    pub fn free_allocas_leaving(&mut self, depth: usize) {
        let raw: Vec<Reg> = self.alloca_frames.iter().rev().take_while(|f| f.depth >= depth).flat_map(|f| f.raw.iter().rev().copied()).collect();
        memory::free_allocas(self, &raw);
    }

    fn lower_op(&mut self, op: OpId) -> Result<(), LowerError> {
        let Some(kind) = self.ir.kind(op) else {
            return Err(self.cannot(op, "the op is not registered"));
        };
        self.within_size(op)?;
        self.order_after_tokens(op);
        checks::lower(self, op, kind)?;
        // Exhaustive: an op added to a spec does not compile until it is
        // given a lowering here or an explicit place among those refused.
        let lowered = match kind {
            OpKind::Absf | OpKind::Absi | OpKind::Addf | OpKind::Addi | OpKind::Andi | OpKind::Bitcast | OpKind::Ceil | OpKind::Cmpf | OpKind::Cmpi | OpKind::Divf | OpKind::Divi | OpKind::Exti | OpKind::Floor | OpKind::Fma | OpKind::Ftof | OpKind::Ftoi | OpKind::IntToPtr | OpKind::Itof | OpKind::Maxf | OpKind::Maxi | OpKind::Minf | OpKind::Mini | OpKind::Mulf | OpKind::Mulhii | OpKind::Muli | OpKind::Negf | OpKind::Negi | OpKind::Ori | OpKind::PtrToInt | OpKind::PtrToPtr | OpKind::Remi | OpKind::Select | OpKind::Shli | OpKind::Shri | OpKind::Sqrt | OpKind::Subf | OpKind::Subi | OpKind::Trunci | OpKind::Xori => arith::lower(self, op, kind)?,
            OpKind::AtomicCasTko | OpKind::AtomicRedViewTko | OpKind::AtomicRmwTko => atomics::lower(self, op, kind)?,
            OpKind::Alloca | OpKind::GdcLaunchDependentsTko | OpKind::GdcWaitTko | OpKind::GetGlobal | OpKind::JoinTokens | OpKind::LoadPtrTko | OpKind::MakeToken | OpKind::MemoryFenceAliasTko | OpKind::Offset | OpKind::StorePtrTko => memory::lower(self, op, kind)?,
            OpKind::Break | OpKind::Continue | OpKind::For | OpKind::If | OpKind::Loop | OpKind::Return | OpKind::Yield => control::lower(self, op, kind)?,
            OpKind::Mmaf | OpKind::Mmai | OpKind::MmafScaled => mma::lower(self, op, kind)?,
            OpKind::Atan2 | OpKind::Cos | OpKind::Cosh | OpKind::Exp | OpKind::Exp2 | OpKind::Log | OpKind::Log2 | OpKind::Pow | OpKind::Fpowf | OpKind::Fpowi | OpKind::Remf | OpKind::Rsqrt | OpKind::Sin | OpKind::Sinh | OpKind::Tan | OpKind::Tanh => math::lower(self, op, kind)?,
            OpKind::Assert | OpKind::Print | OpKind::PrintTko => debug::lower(self, op, kind)?,
            OpKind::Reduce | OpKind::Scan => reduction::lower(self, op, kind)?,
            OpKind::Assume | OpKind::Broadcast | OpKind::Cat | OpKind::Constant | OpKind::Extract | OpKind::Insert | OpKind::GetNumTileBlocks | OpKind::GetTileBlockId | OpKind::Iota | OpKind::Pack | OpKind::Permute | OpKind::Reshape | OpKind::Unpack => shape::lower(self, op, kind)?,
            OpKind::GetIndexSpaceShape | OpKind::GetTensorShape | OpKind::LoadViewTko | OpKind::MakeGatherScatterView | OpKind::MakePartitionView | OpKind::MakeStridedView | OpKind::MakeTensorView | OpKind::StoreViewTko => view::lower(self, op, kind)?,
            // What structures a module: lowered with the kernel, never as an op of its body.
            OpKind::Module | OpKind::Entry | OpKind::Global => false,
            // Upstream's test-only ops have no meaning to run.
            OpKind::TestingBytecodeTestEvolution | OpKind::TestingBytecodeTestNewAttribute | OpKind::TestingFunc => false,
        };
        if lowered {
            return Ok(());
        }
        Err(self.cannot(op, ""))
    }

    /// Kernel parameters: declarations, and their values loaded at entry.
    fn lower_params(&mut self, kernel: &str, body: RegionId) -> Result<Vec<ParamDecl>, LowerError> {
        let ir = self.ir;
        let invalid = |message: String| LowerError { kind: LowerErrorKind::Invalid, message, location: None };
        let Some(&block) = ir.regions[body].blocks.first() else { return Ok(Vec::new()) };
        let mut decls = Vec::new();
        for (i, (ty, _)) in ir.blocks[block].arguments.iter().enumerate() {
            let elem = Elem::of_type(ir, *ty).filter(|_| ir.types.shape(*ty).is_some_and(|s| s.is_empty()));
            let Some(elem) = elem else {
                return Err(invalid(format!("parameter #{i} of '{kernel}' is not a scalar or pointer tile")));
            };
            let (ptx_type, load) = match elem {
                Elem::Ptr(_) => (".u64", op!("ld.param.u64")),
                Elem::Scalar(s) => match s {
                    Scalar::I1 => (".u8", op!("ld.param.u8")),
                    Scalar::I8 => (".u8", op!("ld.param.s8")),
                    Scalar::I16 | Scalar::F16 | Scalar::Bf16 => (".b16", op!("ld.param.b16")),
                    Scalar::I32 | Scalar::Tf32 => (".u32", op!("ld.param.u32")),
                    Scalar::F32 => (".f32", op!("ld.param.f32")),
                    Scalar::I64 => (".u64", op!("ld.param.u64")),
                    Scalar::F64 => (".f64", op!("ld.param.f64")),
                    _ => return Err(invalid(format!("parameter #{i} of '{kernel}' is a {} scalar, which the kernel ABI cannot pass yet", s.name()))),
                },
            };
            let name = format!("{kernel}_param_{i}");
            let reg = if elem == Elem::Scalar(Scalar::I1) {
                let byte = self.fresh(RegClass::B16);
                self.emit(load, vec![byte.into(), Operand::SymAddr(name.clone(), 0)]);
                let p = self.fresh(RegClass::Pred);
                self.emit(op!("setp.ne.b16"), vec![p.into(), byte.into(), imm(0)]);
                p
            } else {
                let class = reg_class(elem).unwrap_or(RegClass::B64);
                let r = self.fresh(class);
                self.emit(load, vec![r.into(), Operand::SymAddr(name.clone(), 0)]);
                r
            };
            self.bind(Value::Argument(block, i as u32), Lowered::Tile(TileRegs { elem, layout: Layout::Replicated, slots: Rc::new([reg]) }));
            decls.push(ParamDecl { name, ptx_type });
        }
        Ok(decls)
    }
}

/// An integer immediate.
pub fn imm(v: u64) -> Operand {
    Operand::Imm(Imm::Unsigned(v))
}

/// A signed integer immediate.
pub fn imm_signed(v: i64) -> Operand {
    Operand::Imm(Imm::Signed(v))
}

/// The immediate for raw element `bits` in a register of `class`.
pub fn imm_bits(class: RegClass, bits: u64) -> Operand {
    Operand::Imm(Imm::Bits(class, bits))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilesmith_dialect::text::{parse, ParseOptions};

    #[test]
    fn lowering_stops_past_its_instruction_budget() {
        let src = "cuda_tile.module @m {\n  entry @k(%a: tile<ptr<f32>>) {\n    %c = constant <f32: 1.0> : tile<4096xf32>\n    %s = addf %c, %c : tile<4096xf32>\n    %i = iota : tile<4096xi32>\n    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>\n    %ab = broadcast %a1 : tile<1xptr<f32>> -> tile<4096xptr<f32>>\n    %ap = offset %ab, %i : tile<4096xptr<f32>>, tile<4096xi32> -> tile<4096xptr<f32>>\n    %t = store_ptr_tko weak %ap, %s : tile<4096xptr<f32>>, tile<4096xf32> -> token\n    return\n  }\n}\n";
        let ir = parse(src, "k.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: false }).expect("parses");
        let verified = tilesmith_dialect::verify::verify(&ir).expect("verifies");
        let whole = lower_kernel(verified, "k", Arch::Sm90).expect("within the budget");
        let needed = whole.kernels[0].body.len() + whole.kernels[0].prologue.len();
        let entry = verified.ir().ops.iter().find_map(|(id, _)| EntryOp::cast(verified.ir(), id)).expect("an entry");
        let e = lower_entries(verified, &[entry], Arch::Sm90, &ModuleOptions::default(), needed / 2).expect_err("past half of what it needs");
        assert_eq!(e.kind, LowerErrorKind::TooLarge);
        // Refused either on the estimate before an op or on the count after it, naming the budget.
        assert!(e.message.contains(&format!("{} ", needed / 2)) && e.message.contains("PTX"), "{}", e.message);
        assert!(e.location.is_some());
    }

    fn verified_module(src: &str) -> tilesmith_dialect::ir::Ir {
        let ir = parse(src, "m.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: false }).expect("parses");
        tilesmith_dialect::verify::verify(&ir).expect("verifies");
        ir
    }

    const TWO_KERNELS: &str = "cuda_tile.module @m {\n  entry @a(%p: tile<ptr<i32>>) {\n    %c = constant <i32: [1, 2, 3, 4]> : tile<4xi32> loc(\"k.py\":3:5)\n    %i = iota : tile<4xi32> loc(\"k.py\":4:5)\n    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>\n    %pp = offset %pb, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n    %t = store_ptr_tko weak %pp, %c : tile<4xptr<i32>>, tile<4xi32> -> token loc(\"other.py\":9:1)\n    return\n  }\n  entry @b(%p: tile<ptr<i32>>) {\n    %c = constant <i32: [1, 2, 3, 4]> : tile<4xi32> loc(\"k.py\":13:5)\n    %i = iota : tile<4xi32>\n    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>\n    %pp = offset %pb, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n    %t = store_ptr_tko weak %pp, %c : tile<4xptr<i32>>, tile<4xi32> -> token\n    return\n  }\n}\n";

    #[test]
    fn a_module_lowers_every_kernel_and_shares_equal_constants() {
        let ir = verified_module(TWO_KERNELS);
        let verified = tilesmith_dialect::verify::verify(&ir).expect("verifies");
        let module = lower_module(verified, Arch::Sm90, &ModuleOptions::default()).expect("lowers");
        assert_eq!(module.kernels.iter().map(|k| k.name.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(module.consts.len(), 1, "one array for the constant both kernels hold: {:?}", module.consts);
        assert!(module.files.is_empty());
        assert!(module.kernels.iter().all(|k| !k.body.iter().any(|i| matches!(i, Instr::Loc { .. }))));
    }

    #[test]
    fn line_information_marks_each_position_once() {
        let ir = verified_module(TWO_KERNELS);
        let verified = tilesmith_dialect::verify::verify(&ir).expect("verifies");
        let module = lower_module(verified, Arch::Sm90, &ModuleOptions { lineinfo: true, ..ModuleOptions::default() }).expect("lowers");
        // The text parser gives every op without a `loc(...)` its place in m.mlir.
        assert_eq!(module.files.iter().map(|f| &**f).collect::<Vec<_>>(), ["k.py", "m.mlir", "other.py"]);
        let locs = |k: &LoweredKernel| k.body.iter().filter_map(|i| if let Instr::Loc { file, line, col } = i { Some((*file, *line, *col)) } else { None }).collect::<Vec<_>>();
        let a = locs(&module.kernels[0]);
        assert_eq!(a, [(1, 3, 5), (1, 4, 5), (2, 5, 5), (2, 6, 5), (2, 7, 5), (3, 9, 1), (2, 9, 5)]);
        assert!(a.windows(2).all(|w| w[0] != w[1]), "no position twice in a row: {a:?}");
        assert!(locs(&module.kernels[1]).contains(&(1, 13, 5)));
    }

    #[test]
    fn two_kernels_of_one_name_are_refused() {
        let src = "cuda_tile.module @m {\n  entry @a() {\n    return\n  }\n}\ncuda_tile.module @n {\n  entry @a() {\n    return\n  }\n}\n";
        let ir = parse(src, "m.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).expect("parses");
        let verified = tilesmith_dialect::verify::verify(&ir).expect("verifies");
        let e = lower_module(verified, Arch::Sm90, &ModuleOptions::default()).expect_err("a clash");
        assert!(e.message.contains("two kernels are named 'a'"), "{}", e.message);
    }

    #[test]
    fn after_a_region_the_enclosing_op_s_position_comes_back() {
        let src = "cuda_tile.module @m {\n  entry @k(%n: tile<i32>) {\n    %zero = constant <i32: 0> : tile<i32> loc(\"k.py\":2:1)\n    %one = constant <i32: 1> : tile<i32> loc(\"k.py\":2:1)\n    %s = for %i in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {\n      %a = addi %acc, %i : tile<i32> loc(\"k.py\":11:3)\n      continue %a : tile<i32> loc(\"k.py\":11:3)\n    } loc(\"k.py\":10:1)\n    return loc(\"k.py\":12:1)\n  }\n}\n";
        let ir = verified_module(src);
        let verified = tilesmith_dialect::verify::verify(&ir).expect("verifies");
        let module = lower_module(verified, Arch::Sm90, &ModuleOptions { lineinfo: true, ..ModuleOptions::default() }).expect("lowers");
        let body = &module.kernels[0].body;
        let at = |line: u32| body.iter().position(|i| matches!(i, Instr::Loc { line: l, .. } if *l == line));
        let (Some(loop_start), Some(inner), Some(back)) = (at(10), at(11), body.iter().rposition(|i| matches!(i, Instr::Loc { line: 10, .. }))) else { panic!("positions missing: {body:?}") };
        assert!(loop_start < inner && inner < back, "the loop's position comes back after its body: {body:?}");
        // What follows the body until the next position (the step and the branch back) is the loop's.
        assert!(body[back + 1..].iter().take_while(|i| !matches!(i, Instr::Loc { .. })).any(|i| matches!(i, Instr::Op { opcode, .. } if opcode.opcode.mnemonic == Mnemonic::Bra)), "{body:?}");
        assert_eq!(at(12).map(|i| i > back), Some(true));
    }
}
