//! Layout assignment: where each element of each tile value lives among the
//! CTA's threads.
//!
//! A kernel runs one CTA of `cta` threads per tile block: [`CTA_SIZE`], or
//! [`CTA_MAX`] where a matrix product's accumulator needs more registers
//! than 128 threads have ([`cta_size`]), or as many as the entry's
//! `num_worker_warps_per_cta` hint asks ([`cta_threads`]). A tile with
//! one element (rank 0 included) is [`Layout::Replicated`]: every thread
//! holds it, so block ids, loop counters and scalars are uniform. Any other
//! tile is [`Layout::Cyclic`]: element `i` (row-major) lives in thread
//! `i % cta`, register slot `i / cta`. Tile sizes are powers of
//! two, so a cyclic tile either fills every slot of every thread or has one
//! slot that is valid only in threads `tid < elements`.
//!
//! With this layout element-wise ops need no data movement, and so does a
//! reshape (the row-major order of elements is kept).
//!
//! Where loads and stores can move several consecutive elements with one
//! vector instruction (contiguity and alignment proven by
//! [`super::contiguity`]; see [`vector_width`]), the tiles around them are
//! [`Layout::Blocked`] instead: each thread holds runs of consecutive
//! elements. A matrix product's accumulator on tensor cores is
//! [`Layout::Fragment`]: the instruction's own registers. [`assign`]
//! decides, and records each vector access; the lowering follows
//! (docs/ptx.md, "Vector accesses" and "Accumulators in the fragment layout").

use std::collections::HashMap;
use std::rc::Rc;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::MemoryOrderingSemantics;
use tilesmith_dialect::generated::ops::control_flow::{ForOp, LoopOp};
use tilesmith_dialect::generated::ops::memory::{LoadPtrTkoOp, StorePtrTkoOp};
use tilesmith_dialect::generated::ops::view::{LoadViewTkoOp, MakePartitionViewOp, StoreViewTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::ir::{Attribute, Ir, OpId, RegionId, TypeData, TypeId, Value};

use super::contiguity;
use super::lower::tensor_core;
use super::values::{ValueNumbering, ValueTable};
use super::Arch;
use crate::shared::value::{scalar_bytes, Elem};

/// Threads per CTA, unless a kernel's products need more ([`cta_size`]).
pub const CTA_SIZE: u64 = 128;

/// The most threads per CTA the backend gives a kernel.
pub const CTA_MAX: u64 = 256;

/// Where a tile's elements live, among the `cta` threads of the kernel's CTA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One element, held by every thread.
    Replicated,
    /// `elements` elements (a power of two, at least 2) dealt out to threads in turn.
    Cyclic { elements: u64, cta: u64 },
    /// `elements` elements dealt out in runs of `run` consecutive ones (a
    /// power of two, at least 2, dividing `elements`): element `i` lives in
    /// thread `(i / run) % cta`, slot `(i / (run * cta)) * run + i % run`. A
    /// thread's slots `g * run .. (g + 1) * run` hold consecutive elements,
    /// which one vector instruction can move (see [`assign`]).
    Blocked { elements: u64, run: u64, cta: u64 },
    /// A tensor core's accumulator layout: `rows` (a matrix product's
    /// batches stacked) by `columns` elements in 16x8 fragments, element `i`
    /// of a fragment at row `lane / 4 + 8 (i / 2)`, column `2 (lane % 4) + i
    /// % 2` of it (the ISA's accumulator fragment of `mma.sync.m16n8`, and of
    /// `wgmma`, whose warp `w` of a warpgroup holds rows `16 w ..` of each
    /// 64 rows). The CTA's `W = cta / 32` warps form a grid of `row_warps`
    /// by `W / row_warps`: warp `w` holds the fragments whose fragment row
    /// is `w % row_warps` modulo `row_warps` and whose fragment column is `w
    /// / row_warps` modulo `W / row_warps`, its `q`th one (rows first) in
    /// slots `4 q` to `4 q + 3`. `rows` is a multiple of 16, `columns` of 8,
    /// all powers of two, with at most `rows / 16` warps down and `columns /
    /// 8` across. See [`fragment_bits`].
    Fragment { rows: u64, columns: u64, cta: u64, row_warps: u64 },
}

/// Where the bits of a thread index and of a slot land in the row-major
/// element index of a [`Layout::Fragment`] of `rows` x `columns` over `cta`
/// threads, `row_warps` of its warps down: thread bits 0-1 (`lane % 4`) are
/// column bits 1-2, bits 2-4 (`lane / 4`) row bits 0-2, the warp's low bits
/// the fragment row's low bits and its other bits the fragment column's low
/// bits; slot bit 0 is column bit 0, bit 1 row bit 3, then the fragment
/// row's remaining bits (row bits from 4) and the fragment column's
/// (column bits from 3). Every element bit comes from exactly one thread or
/// slot bit, so the element a thread holds in a slot is the thread part
/// plus the slot part.
pub fn fragment_bits(rows: u64, columns: u64, cta: u64, row_warps: u64) -> (Vec<u32>, Vec<u32>) {
    let (log_n, log_rows, log_columns) = (columns.trailing_zeros(), (rows / 16).trailing_zeros(), (columns / 8).trailing_zeros());
    let (down, across) = (row_warps.trailing_zeros(), (cta / 32 / row_warps).trailing_zeros());
    let fragment_row = |bit: u32| bit + 4 + log_n;
    let fragment_column = |bit: u32| bit + 3;
    let mut thread = vec![1, 2, log_n, log_n + 1, log_n + 2];
    thread.extend((0..down).map(fragment_row));
    thread.extend((0..across).map(fragment_column));
    let mut slot = vec![0, log_n + 3];
    slot.extend((down..log_rows).map(fragment_row));
    slot.extend((across..log_columns).map(fragment_column));
    (thread, slot)
}

/// The sum of `bits[b] `-shifted bit `b` of `value`: a bit permutation.
fn scatter(value: u64, bits: &[u32]) -> u64 {
    bits.iter().enumerate().map(|(b, &to)| ((value >> b) & 1) << to).sum()
}

impl Layout {
    /// The layout of a tile of `elements` elements over `cta` threads.
    pub fn for_elements(elements: u64, cta: u64) -> Layout {
        if elements <= 1 {
            Layout::Replicated
        } else {
            Layout::Cyclic { elements, cta }
        }
    }

    /// Register slots per thread.
    pub fn slots(self) -> usize {
        match self {
            Layout::Replicated => 1,
            Layout::Cyclic { elements, .. } | Layout::Blocked { elements, .. } => elements.div_ceil(self.threads()) as usize,
            Layout::Fragment { rows, columns, cta, .. } => (rows * columns / cta) as usize,
        }
    }

    pub fn elements(self) -> u64 {
        match self {
            Layout::Replicated => 1,
            Layout::Cyclic { elements, .. } | Layout::Blocked { elements, .. } => elements,
            Layout::Fragment { rows, columns, .. } => rows * columns,
        }
    }

    /// The threads of the CTA (`None` for a replicated tile, which any CTA holds).
    pub fn cta(self) -> Option<u64> {
        match self {
            Layout::Replicated => None,
            Layout::Cyclic { cta, .. } | Layout::Blocked { cta, .. } | Layout::Fragment { cta, .. } => Some(cta),
        }
    }

    /// Consecutive elements a thread holds in consecutive slots, from a
    /// slot that is a multiple of the run: a blocked layout's run, 2 in a
    /// fragment (elements `i` and `i + 1` of a fragment are adjacent
    /// columns), 1 otherwise.
    pub fn run(self) -> u64 {
        match self {
            Layout::Blocked { run, .. } => run,
            Layout::Fragment { .. } => 2,
            _ => 1,
        }
    }

    /// How many threads hold distinct elements (1 for a replicated tile:
    /// every thread holds its own copy of the one element).
    pub fn threads(self) -> u64 {
        match self {
            Layout::Replicated => 1,
            Layout::Fragment { cta, .. } => cta,
            Layout::Cyclic { elements, cta } => elements.min(cta),
            Layout::Blocked { elements, run, cta } => (elements / run).clamp(1, cta),
        }
    }

    /// For a tile held by fewer threads than the CTA has, how many hold an
    /// element (the first ones; the others' registers are meaningless).
    pub fn partial(self) -> Option<u64> {
        let cta = self.cta()?;
        Some(self.threads()).filter(|&t| t < cta)
    }

    /// The element that `thread` holds in `slot` (the lowering computes the
    /// same in registers; this is its specification).
    pub fn element(self, thread: u64, slot: u64) -> u64 {
        match self {
            Layout::Replicated => 0,
            Layout::Cyclic { cta, .. } => thread + slot * cta,
            Layout::Blocked { run, cta, .. } => (slot / run) * run * cta + thread * run + slot % run,
            Layout::Fragment { rows, columns, cta, row_warps } => {
                let (threads, slots) = fragment_bits(rows, columns, cta, row_warps);
                scatter(thread, &threads) + scatter(slot, &slots)
            }
        }
    }

    /// The thread that holds `element`.
    pub fn holder(self, element: u64) -> u64 {
        match self {
            Layout::Replicated => 0,
            Layout::Fragment { rows, columns, cta, row_warps } => fragment_bits(rows, columns, cta, row_warps).0.iter().enumerate().map(|(b, &from)| ((element >> from) & 1) << b).sum(),
            Layout::Cyclic { cta, .. } | Layout::Blocked { cta, .. } => (element / self.run()) % cta,
        }
    }
}

/// The threads of a kernel's CTA: [`CTA_SIZE`], or [`CTA_MAX`] where a
/// matrix product's accumulator has more than 128 elements for each of
/// [`CTA_SIZE`] threads (a 128x256 f32 tile would take 256 registers a
/// thread, more than a thread has), or where the products of one block
/// (two or more, as attention's scores and output in its loop) hold 128
/// together: both accumulators are live at once, beside the second
/// product's operand made from the first's result (attention with 128
/// queries a tile: 255 registers and 368 bytes of spills in 128 threads).
/// An entry's `num_worker_warps_per_cta` hint overrides this rule
/// ([`cta_threads`]).
pub fn cta_size(ir: &Ir, body: RegionId) -> u64 {
    if largest_accumulator(ir, body) > 128 * CTA_SIZE || accumulators_together(ir, body) >= 128 * CTA_SIZE {
        CTA_MAX
    } else {
        CTA_SIZE
    }
}

/// The threads of `entry`'s CTA on `arch`: 32 for each warp its
/// `num_worker_warps_per_cta` hint asks for ([`entry_hint`]), within the
/// backend's CTAs of 4 or 8 warps ([`CTA_SIZE`] to [`CTA_MAX`] threads: 1
/// or 2 warps get 4, 16 or 32 get 8), as tileiras gives the warps asked for
/// (its cubins' `.reqntid`: 128 threads for 4, 256 for 8); without the
/// hint, [`cta_size`]'s rule.
pub fn cta_threads(ir: &Ir, entry: EntryOp, arch: Arch) -> u64 {
    match entry_hint(ir, entry, arch, "num_worker_warps_per_cta").and_then(|warps| u64::try_from(warps).ok()) {
        Some(warps) => warps.saturating_mul(32).clamp(CTA_SIZE, CTA_MAX),
        None => entry.body(ir).map_or(CTA_SIZE, |body| cta_size(ir, body)),
    }
}

/// The integer value of `entry`'s optimization hint `key` for `arch`: from
/// the hints' entry for the architecture (`sm_90`'s for sm_90a), or else
/// 13.3's `default` entry.
pub fn entry_hint(ir: &Ir, entry: EntryOp, arch: Arch, key: &str) -> Option<i64> {
    let Some(Attribute::OptimizationHints(entries)) = ir.attr(entry.0, "optimization_hints") else { return None };
    let target = arch.portable().name();
    let params = entries.iter().find(|(name, _)| &**name == target).or_else(|| entries.iter().find(|(name, _)| &**name == tilesmith_dialect::verify::hints::DEFAULT_KEY))?;
    let Attribute::Dictionary(params) = &params.1 else { return None };
    params.iter().find(|(name, _)| &**name == key)?.1.as_int()
}

/// The most elements the accumulators of the matrix products directly in
/// one block of `body` (or blocks nested in it) hold together, counting
/// only blocks of two or more products (0 where none has).
fn accumulators_together(ir: &Ir, body: RegionId) -> u64 {
    accumulators_by_block(ir, body).into_iter().filter(|a| a.len() >= 2).map(|a| a.iter().fold(0u64, |sum, &e| sum.saturating_add(e))).max().unwrap_or(0)
}

/// The most elements the accumulator of a matrix product (`mmaf`, `mmai`,
/// `mmaf_scaled`) in `body` has (0 without one).
pub fn largest_accumulator(ir: &Ir, body: RegionId) -> u64 {
    accumulators_by_block(ir, body).into_iter().flatten().max().unwrap_or(0)
}

/// The elements of the accumulators of the matrix products directly in
/// each block of `body` (or blocks nested in it), a list a block.
fn accumulators_by_block(ir: &Ir, body: RegionId) -> Vec<Vec<u64>> {
    let mut blocks = Vec::new();
    let mut regions = vec![body];
    while let Some(region) = regions.pop() {
        for &block in &ir.regions[region].blocks {
            let mut accumulators = Vec::new();
            for &op in &ir.blocks[block].ops {
                if matches!(ir.kind(op), Some(OpKind::Mmaf | OpKind::Mmai | OpKind::MmafScaled)) {
                    if let Some(&acc) = ir.op(op).operands.get(2) {
                        accumulators.push(contiguity::elements_of(ir, acc));
                    }
                }
                regions.extend(ir.op(op).regions.iter().copied());
            }
            blocks.push(accumulators);
        }
    }
    blocks
}

/// The layout of a value of type `ty`, if it is a tile, in a CTA of `cta` threads.
pub fn layout_of_type(ir: &Ir, ty: TypeId, cta: u64) -> Option<Layout> {
    match ir.types.get(ty) {
        TypeData::Tile { shape, .. } => {
            let elements = shape.iter().try_fold(1u64, |acc, &d| u64::try_from(d).ok().and_then(|d| acc.checked_mul(d)))?;
            Some(Layout::for_elements(elements, cta))
        }
        _ => None,
    }
}

/// How a memory op moves a tile laid out [`Layout::Blocked`]: `width`
/// consecutive elements per instruction (`ld.global.v4.f32`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VectorAccess {
    /// Elements per instruction (2 or 4), dividing the layout's run.
    pub width: u64,
    /// Whether every group of `width` elements is provably either all in
    /// bounds (or unmasked) or all out: then one predicated instruction moves
    /// each group. Otherwise a group that is partly in goes element by element.
    pub whole: bool,
}

/// The layout of every tile value of a kernel body, and the memory ops that
/// move vectors.
#[derive(Debug)]
pub struct Layouts {
    /// The threads of the kernel's CTA ([`cta_size`]).
    pub cta: u64,
    /// The most shared memory the kernel may declare ([`Arch::shared_limit`]).
    pub shared_limit: u64,
    by_value: ValueTable<Layout>,
    vector_accesses: HashMap<OpId, VectorAccess>,
    /// Why a load or store that could move vectors moves single elements.
    scalar_reasons: HashMap<OpId, &'static str>,
}

impl Layouts {
    pub fn get(&self, v: Value) -> Option<Layout> {
        self.by_value.get(v).copied()
    }

    /// How `op` (a load or store) moves vectors, if it does.
    pub fn vector_access(&self, op: OpId) -> Option<VectorAccess> {
        self.vector_accesses.get(&op).copied()
    }

    /// Why `op`, a load or store, moves one element per instruction (for
    /// remarks), where it is known.
    pub fn scalar_reason(&self, op: OpId) -> Option<&'static str> {
        self.scalar_reasons.get(&op).copied()
    }
}

/// Whether `kind` is lowered element by element: slot `s` of each
/// result from slot `s` of each operand (a one-element operand answers for
/// every slot), whatever the layout, as long as every operand spread over
/// the CTA has the result's.
fn is_elementwise(kind: OpKind) -> bool {
    matches!(
        kind,
        // integers
        OpKind::Addi | OpKind::Subi | OpKind::Muli | OpKind::Andi | OpKind::Ori | OpKind::Xori | OpKind::Shli | OpKind::Shri | OpKind::Divi | OpKind::Remi | OpKind::Maxi | OpKind::Mini | OpKind::Mulhii | OpKind::Negi | OpKind::Absi | OpKind::Cmpi
        // floats
        | OpKind::Addf | OpKind::Subf | OpKind::Mulf | OpKind::Divf | OpKind::Fma | OpKind::Sqrt | OpKind::Negf | OpKind::Absf | OpKind::Maxf | OpKind::Minf | OpKind::Floor | OpKind::Ceil | OpKind::Cmpf | OpKind::Rsqrt | OpKind::Exp | OpKind::Exp2 | OpKind::Log | OpKind::Log2 | OpKind::Sin | OpKind::Cos | OpKind::Tan | OpKind::Sinh | OpKind::Cosh | OpKind::Tanh | OpKind::Pow | OpKind::Fpowf | OpKind::Fpowi | OpKind::Remf
        // selection and conversions
        | OpKind::Select | OpKind::Exti | OpKind::Trunci | OpKind::Itof | OpKind::Ftoi | OpKind::Ftof | OpKind::Bitcast | OpKind::PtrToInt | OpKind::IntToPtr | OpKind::PtrToPtr
        // reshape keeps the row-major order, so any layout of the same elements
        | OpKind::Reshape | OpKind::Assume
        // memory: the addresses, masks and padding go with the data
        | OpKind::Offset | OpKind::LoadPtrTko | OpKind::StorePtrTko | OpKind::LoadViewTko | OpKind::StoreViewTko
    )
}

/// Whether `kind` moves its tiles through the shared scratch array
/// (`lower::shape::stage`): each thread writes the operand elements it holds
/// at their row-major index, and computes each result element it holds from
/// that element's index, whatever the layouts. Several results (a `reduce`
/// or `scan` of several operands) are computed slot by slot together, so
/// they share one layout.
fn is_staged(kind: OpKind) -> bool {
    matches!(kind, OpKind::Reduce | OpKind::Scan | OpKind::Broadcast | OpKind::Permute | OpKind::Extract | OpKind::Insert | OpKind::Cat | OpKind::Pack | OpKind::Unpack)
}

/// How an op constrains the layouts of its tiles.
enum Role {
    /// Its tiles spread over the CTA must share one layout, any layout.
    Elementwise,
    /// Its result may take any layout (`iota`, `constant`, a broadcast of one element).
    Source,
    /// Each operand may take any layout, and its results any one layout
    /// they share ([`is_staged`]): the data moves through shared memory anyway.
    Staged,
    /// A matrix product: its inputs (and scales) are staged through shared
    /// memory, so they may take any layout; the accumulator and the result
    /// share one (either is read slot by slot against the other, or each is
    /// placed by element index).
    Product,
    /// Control flow (`for`, `loop`, `if` and their terminators): a carried
    /// or yielded value moves register by register, so each value ties the
    /// body's argument, the terminators' operands and the op's result it
    /// goes to ([`Groups::tie_control`]).
    Control,
    /// Its tiles spread over the CTA must be cyclic (prints, atomics,
    /// run-time checks...).
    Cyclic,
}

fn role(ir: &Ir, op: OpId) -> Role {
    let Some(kind) = ir.kind(op) else { return Role::Cyclic };
    match kind {
        OpKind::Iota | OpKind::Constant => Role::Source,
        OpKind::Broadcast if ir.op(op).operands.first().is_some_and(|&v| contiguity::elements_of(ir, v) == 1) => Role::Source,
        OpKind::Mmaf | OpKind::Mmai | OpKind::MmafScaled => Role::Product,
        OpKind::For | OpKind::Loop | OpKind::If | OpKind::Continue | OpKind::Break | OpKind::Yield => Role::Control,
        m if is_elementwise(m) => Role::Elementwise,
        m if is_staged(m) => Role::Staged,
        _ => Role::Cyclic,
    }
}

/// Sets of values that must share a layout (union-find over the value
/// numbering), and whether some member must stay cyclic.
struct Groups {
    parent: Vec<usize>,
    pinned: Vec<bool>,
}

impl Groups {
    fn root(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn join(&mut self, a: usize, b: usize) {
        let (a, b) = (self.root(a), self.root(b));
        if a != b {
            self.parent[b] = a;
            self.pinned[a] |= self.pinned[b];
        }
    }

    fn pin(&mut self, i: usize) {
        let r = self.root(i);
        self.pinned[r] = true;
    }
}

/// The tile values and ops of a kernel body in order, nested regions
/// included, and the op each terminator hands its values to.
struct Walk {
    values: Vec<Value>,
    ops: Vec<OpId>,
    /// `continue` and `break`: the innermost loop; `yield`: the op whose region it ends.
    targets: HashMap<OpId, OpId>,
    /// The ops whose regions enclose the one being walked.
    stack: Vec<OpId>,
}

impl Walk {
    /// Records `region`'s tiles with their types' layouts; block arguments
    /// are pinned cyclic but for a loop's carried ones (`carried`).
    fn region(&mut self, ir: &Ir, region: RegionId, carried: bool, layouts: &mut Layouts, groups: &mut Groups, numbering: &ValueNumbering) {
        for &block in &ir.regions[region].blocks {
            for (i, (ty, _)) in ir.blocks[block].arguments.iter().enumerate() {
                let v = Value::Argument(block, i as u32);
                if let Some(l) = layout_of_type(ir, *ty, layouts.cta) {
                    layouts.by_value.insert(v, l);
                    self.values.push(v);
                    if let (Layout::Cyclic { .. }, Some(index), false) = (l, numbering.index(v), carried) {
                        groups.pin(index);
                    }
                }
            }
            for &op in &ir.blocks[block].ops {
                for (i, ty) in ir.op(op).result_types.iter().enumerate() {
                    if let Some(l) = layout_of_type(ir, *ty, layouts.cta) {
                        let v = Value::Result(op, i as u32);
                        layouts.by_value.insert(v, l);
                        self.values.push(v);
                    }
                }
                self.ops.push(op);
                let kind = ir.kind(op);
                let target = match kind {
                    Some(OpKind::Continue | OpKind::Break) => self.stack.iter().rev().find(|&&o| matches!(ir.kind(o), Some(OpKind::For | OpKind::Loop))).copied(),
                    Some(OpKind::Yield) => self.stack.last().copied().filter(|&o| matches!(ir.kind(o), Some(OpKind::For | OpKind::Loop | OpKind::If))),
                    _ => None,
                };
                if let Some(target) = target {
                    self.targets.insert(op, target);
                }
                self.stack.push(op);
                let loops = matches!(kind, Some(OpKind::For | OpKind::Loop));
                for &r in &ir.op(op).regions {
                    self.region(ir, r, loops, layouts, groups, numbering);
                }
                self.stack.pop();
            }
        }
    }
}

/// A `for`'s or `loop`'s carried values as its body sees them (a `for`'s
/// induction variable left out).
fn carried_arguments(ir: &Ir, op: OpId) -> Vec<Value> {
    let Some(&body) = ir.op(op).regions.first() else { return Vec::new() };
    let Some(&block) = ir.regions[body].blocks.first() else { return Vec::new() };
    let skip = usize::from(ir.kind(op) == Some(OpKind::For));
    (skip..ir.blocks[block].arguments.len()).map(|i| Value::Argument(block, i as u32)).collect()
}

/// Assigns a layout to every tile value defined in `body` (block arguments
/// and op results, nested regions included), which `numbering` numbers.
///
/// Every tile starts cyclic (one element: replicated). Values tied by
/// element-wise ops, by control flow (a loop's initial, carried, continued
/// and resulting values; an `if`'s yielded values and results) and by a
/// product's accumulator and result form groups. A group with the
/// accumulator of a product that runs on tensor cores from registers
/// ([`tensor_core::fragment_layout`]) takes that fragment layout, when no
/// member is pinned cyclic and every such product asks for the same one.
/// Then the loads and
/// stores that can move vectors ([`vector_width`]) ask for a blocked layout
/// with runs of their width. The values tied together by element-wise ops
/// form groups that must share a layout; a group gets the blocked layout
/// (runs of the widest access in it) only when none of its values is made
/// or used by an op that needs the cyclic layout. Ops that move their tiles
/// through shared memory anyway (reductions, scans, broadcasts, permutes,
/// extracts, cats: [`is_staged`]) constrain nothing, so a loaded tile that
/// feeds a reduction still moves vectors: the reduction reads it by element
/// index from shared memory, as it would a cyclic one. No conversion is
/// ever inserted; a tile that also feeds a print, say, keeps its scalar
/// accesses.
pub fn assign(ir: &Ir, body: RegionId, numbering: Rc<ValueNumbering>, arch: Arch, shared_limit: u64, cta: u64) -> Layouts {
    let mut layouts = Layouts { cta, shared_limit, by_value: ValueTable::new(numbering.clone()), vector_accesses: HashMap::new(), scalar_reasons: HashMap::new() };
    let mut groups = Groups { parent: (0..numbering.len()).collect(), pinned: vec![false; numbering.len()] };
    let mut walk = Walk { values: Vec::new(), ops: Vec::new(), targets: HashMap::new(), stack: Vec::new() };
    walk.region(ir, body, false, &mut layouts, &mut groups, &numbering);
    let Walk { values, ops, targets, .. } = walk;

    // Tie each element-wise op's tiles together; pin the tiles of the others.
    let spread = |layouts: &Layouts, v: Value| matches!(layouts.get(v), Some(Layout::Cyclic { .. }));
    for &op in &ops {
        let data = ir.op(op);
        let results = (0..data.result_types.len()).map(|i| Value::Result(op, i as u32));
        let index = |v: Value| Some(v).filter(|&v| spread(&layouts, v)).and_then(|v| numbering.index(v));
        let tiles: Vec<usize> = data.operands.iter().copied().chain(results.clone()).filter_map(index).collect();
        let tie = |groups: &mut Groups, a: Value, b: Value| {
            if let (Some(a), Some(b)) = (index(a), index(b)) {
                groups.join(a, b);
            }
        };
        match role(ir, op) {
            Role::Elementwise => {
                for pair in tiles.windows(2) {
                    groups.join(pair[0], pair[1]);
                }
            }
            Role::Source => {}
            Role::Staged => {
                let results: Vec<usize> = results.filter_map(index).collect();
                for pair in results.windows(2) {
                    groups.join(pair[0], pair[1]);
                }
            }
            Role::Product => {
                if let Some(&acc) = data.operands.get(2) {
                    tie(&mut groups, acc, Value::Result(op, 0));
                }
            }
            Role::Control => {
                let kind = ir.kind(op);
                match kind {
                    Some(OpKind::For | OpKind::Loop) => {
                        let init = if kind == Some(OpKind::For) { ForOp(op).init_values(ir).to_vec() } else { LoopOp(op).init_values(ir).to_vec() };
                        let carried = carried_arguments(ir, op);
                        for (&v, &arg) in init.iter().zip(&carried) {
                            tie(&mut groups, v, arg);
                        }
                        if kind == Some(OpKind::For) {
                            for (i, &arg) in carried.iter().enumerate() {
                                tie(&mut groups, arg, Value::Result(op, i as u32));
                            }
                        }
                    }
                    Some(OpKind::Continue | OpKind::Break | OpKind::Yield) => {
                        let Some(&target) = targets.get(&op) else { continue };
                        let to: Vec<Value> = match (kind, ir.kind(target)) {
                            (Some(OpKind::Break), _) | (Some(OpKind::Yield), Some(OpKind::If)) => (0..ir.op(target).result_types.len()).map(|i| Value::Result(target, i as u32)).collect(),
                            _ => carried_arguments(ir, target),
                        };
                        for (&v, &t) in data.operands.iter().zip(&to) {
                            tie(&mut groups, v, t);
                        }
                    }
                    _ => {}
                }
            }
            Role::Cyclic => tiles.iter().for_each(|&t| groups.pin(t)),
        }
    }

    // Accumulators of matrix products on tensor cores take the instruction's
    // fragment layout, where every tile tied to them can.
    // A product's result that is (element-wise) another product's A
    // (attention's P, from the scores' product) asks for fragments of whole
    // rows a warp, and so does the product it feeds, which then reads its A
    // from registers.
    let products = || ops.iter().copied().filter(|&op| matches!(ir.kind(op), Some(OpKind::Mmaf | OpKind::Mmai)));
    let root_of = |groups: &mut Groups, v: Value| numbering.index(v).filter(|_| spread(&layouts, v)).map(|i| groups.root(i));
    let result_roots: Vec<usize> = products().filter_map(|op| root_of(&mut groups, Value::Result(op, 0))).collect();
    let fed: Vec<usize> = products().filter_map(|op| root_of(&mut groups, *ir.op(op).operands.first()?)).filter(|r| result_roots.contains(r)).collect();
    let mut fragments: HashMap<usize, Option<Layout>> = HashMap::new();
    for op in products() {
        let Some(root) = root_of(&mut groups, Value::Result(op, 0)) else { continue };
        let whole_rows = fed.contains(&root) || ir.op(op).operands.first().and_then(|&a| root_of(&mut groups, a)).is_some_and(|a| fed.contains(&a));
        let wanted = if groups.pinned[root] { None } else { tensor_core::fragment_layout(ir, op, arch, cta, shared_limit, whole_rows) };
        let entry = fragments.entry(root).or_insert(wanted);
        if *entry != wanted {
            *entry = None;
        }
    }
    fragments.retain(|_, layout| layout.is_some());

    // The widest access of each unpinned group sets its run. A load that
    // may copy straight into shared memory (`cp.async`: 16 bytes at once)
    // may be as wide as one copy.
    let analysis = contiguity::analyze(ir, body, numbering.clone());
    let copies = super::lower::resident::candidate_loads(ir, &ops, arch, cta, shared_limit);
    let mut accesses = Vec::new();
    let mut runs: HashMap<usize, u64> = HashMap::new();
    for &op in &ops {
        let (data, width, whole) = match vector_plan(ir, &analysis, op, copies.contains(&op)) {
            None => continue,
            Some(Err(reason)) => {
                layouts.scalar_reasons.insert(op, reason);
                continue;
            }
            Some(Ok(plan)) => plan,
        };
        let Some(root) = numbering.index(data).filter(|_| spread(&layouts, data)).map(|i| groups.root(i)) else {
            layouts.scalar_reasons.insert(op, "the tile is not spread over the threads in runs (one element, or a layout set by another op)");
            continue;
        };
        if groups.pinned[root] {
            layouts.scalar_reasons.insert(op, PINNED);
            continue;
        }
        if fragments.contains_key(&root) {
            // A fragment's adjacent columns (slots 2 h and 2 h + 1) go in pairs.
            if width >= 2 {
                layouts.vector_accesses.insert(op, VectorAccess { width: 2, whole });
            } else {
                layouts.scalar_reasons.insert(op, "the tile is a matrix product's accumulator, held in the tensor cores' fragment layout");
            }
            continue;
        }
        let run = runs.entry(root).or_insert(1);
        *run = (*run).max(width);
        accesses.push((op, root, width, whole));
    }
    // Element-wise ops tie tiles of one size, and a run divides the tile it
    // was found in; a group where that failed would stay cyclic whole.
    let mut members = Vec::new();
    for &v in &values {
        let Some(Layout::Cyclic { elements, .. }) = layouts.get(v) else { continue };
        let Some(root) = numbering.index(v).map(|i| groups.root(i)) else { continue };
        if let Some(&run) = runs.get(&root) {
            if elements % run != 0 {
                runs.remove(&root);
            }
            members.push((v, root, elements));
        }
    }
    for (v, root, elements) in members {
        if let Some(&run) = runs.get(&root) {
            layouts.by_value.insert(v, Layout::Blocked { elements, run, cta });
        }
    }
    for &v in &values {
        if let Some(&Some(layout)) = numbering.index(v).filter(|_| spread(&layouts, v)).and_then(|i| fragments.get(&groups.root(i))) {
            layouts.by_value.insert(v, layout);
        }
    }
    for (op, root, _, _) in &accesses {
        if !runs.contains_key(root) {
            layouts.scalar_reasons.insert(*op, "the tiles tied to this one element-wise cannot all hold runs of the vector's width");
        }
    }
    accesses.retain(|(_, root, _, _)| runs.contains_key(root));
    for (op, root, width, whole) in accesses {
        let run = runs[&root];
        layouts.vector_accesses.insert(op, VectorAccess { width: width.min(run), whole });
    }
    layouts
}

/// The most bytes one vector access moves (`ld.global.v4.b32`, `v2.b64`).
pub const VECTOR_BYTES: u64 = 16;

/// The most elements one vector access moves into or out of registers (`.v4`).
pub const REGISTER_VECTOR: u64 = 4;

/// For a load or store that can move vectors: the tile it moves, how many
/// consecutive elements each instruction can move (at least 2), and whether
/// each group of them is provably all in bounds (unmasked) or all out.
///
/// Only weak accesses (a plain `ld.global`/`st.global`) of elements held
/// in 8-, 16-, 32- or 64-bit registers qualify (never i1), at most 4
/// elements and [`VECTOR_BYTES`] bytes at once. Through a view: the
/// innermost tile dimension runs along a tensor dimension of static stride
/// 1, the width divides its tile extent, and the base address and every
/// other stride are provably multiples of the vector's size (so each
/// thread's first element of a group is aligned); a group is whole when
/// that tensor dimension's size is a multiple of the width. Through
/// pointers: the pointer tile's facts ([`contiguity::Facts::vector`]); a
/// group is whole when there is no mask or the mask is uniform.
pub fn vector_width(ir: &Ir, analysis: &contiguity::Analysis, op: OpId) -> Option<(Value, u64, bool)> {
    vector_plan(ir, analysis, op, false)?.ok()
}

/// Why a tile is held in an order that does not suit vectors.
const PINNED: &str = "the tile is tied to an op that needs its elements spread one by one over the threads (a reduce, scan, permute, matrix product, ...)";

/// [`vector_width`] for a load or store (`None` for other ops), with the
/// reason where it moves single elements.
/// With `copy`, up to [`VECTOR_BYTES`] whatever the element count (a load
/// that may be one `cp.async` per group; in registers it moves the group
/// as several vectors of at most 4).
fn vector_plan(ir: &Ir, analysis: &contiguity::Analysis, op: OpId, copy: bool) -> Option<std::result::Result<(Value, u64, bool), &'static str>> {
    let kind = ir.kind(op)?;
    let (data, view_or_pointers, mask, ordering) = match kind {
        OpKind::LoadViewTko => {
            let view = LoadViewTkoOp(op);
            (Value::Result(op, 0), view.view(ir)?, None, view.memory_ordering_semantics(ir))
        }
        OpKind::StoreViewTko => {
            let view = StoreViewTkoOp(op);
            (view.tile(ir)?, view.view(ir)?, None, view.memory_ordering_semantics(ir))
        }
        OpKind::LoadPtrTko => {
            let view = LoadPtrTkoOp(op);
            (Value::Result(op, 0), view.source(ir)?, view.mask(ir), view.memory_ordering_semantics(ir))
        }
        OpKind::StorePtrTko => {
            let view = StorePtrTkoOp(op);
            (view.value(ir)?, view.destination(ir)?, view.mask(ir), view.memory_ordering_semantics(ir))
        }
        _ => return None,
    };
    if !matches!(ordering, None | Some(MemoryOrderingSemantics::Weak)) {
        return Some(Err("the access has a memory ordering (relaxed, acquire, release): only weak accesses move vectors"));
    }
    let Some(scalar) = Elem::of_type(ir, ir.value_type(data)).and_then(|e| e.scalar()) else { return Some(Err("its elements are not numbers")) };
    if matches!(scalar, Scalar::I1 | Scalar::F8E8m0fnu) {
        return Some(Err("i1 and f8E8M0FNU elements move one at a time"));
    }
    let bytes = scalar_bytes(scalar) as u64;
    let limit = if copy { VECTOR_BYTES / bytes } else { REGISTER_VECTOR.min(VECTOR_BYTES / bytes) };
    let (width, whole) = if matches!(kind, OpKind::LoadViewTko | OpKind::StoreViewTko) {
        match partition_width(ir, analysis, view_or_pointers, bytes, limit) {
            Ok(plan) => plan,
            Err(reason) => return Some(Err(reason)),
        }
    } else {
        let width = analysis.of(ir, view_or_pointers).vector(bytes, limit);
        if width <= 1 {
            return Some(Err("the pointers are not known to be consecutive and aligned to two or more elements (assume div_by and contiguity on the offsets would tell)"));
        }
        (width, mask.is_none_or(|m| analysis.of(ir, m).uniform))
    };
    Some((width > 1).then_some((data, width, whole)).ok_or("the base address or a stride is not known to be a multiple of two elements' size (assume div_by on them would tell)"))
}

/// The vector width and wholeness of accesses through partition view `view`.
fn partition_width(ir: &Ir, analysis: &contiguity::Analysis, view: Value, bytes: u64, limit: u64) -> std::result::Result<(u64, bool), &'static str> {
    const UNKNOWN_VIEW: &str = "the view is not a partition view of a tensor view made in this kernel (strided views move one element at a time)";
    let Value::Result(make, 0) = view else { return Err(UNKNOWN_VIEW) };
    let tensor = MakePartitionViewOp::cast(ir, make).and_then(|m| m.tensor_view(ir)).ok_or(UNKNOWN_VIEW)?;
    let TypeData::PartitionView { tile_shape, dim_map, .. } = ir.types.get(ir.value_type(view)) else { return Err(UNKNOWN_VIEW) };
    let facts = contiguity::view_facts(ir, analysis, tensor).ok_or(UNKNOWN_VIEW)?;
    let innermost = tile_shape.len().checked_sub(1).ok_or("the tile has rank 0")?;
    let along = dim_map.get(innermost).and_then(|&d| usize::try_from(d).ok()).ok_or(UNKNOWN_VIEW)?;
    if facts.strides.get(along).and_then(|s| s.0) != Some(1) || facts.element_bytes != bytes {
        return Err("the tile's innermost dimension does not run along a tensor dimension of static stride 1");
    }
    let mut width = limit.min(u64::try_from(tile_shape[innermost]).map_err(|_| UNKNOWN_VIEW)?.max(1));
    if width <= 1 {
        return Err("the tile's innermost dimension holds one element");
    }
    let aligned = |w: u64| facts.base_divisor % (w * bytes) == 0 && facts.strides.iter().enumerate().all(|(d, &(_, divisor))| d == along || divisor % w == 0);
    while width > 1 && (!width.is_power_of_two() || !aligned(width)) {
        width /= 2;
    }
    Ok((width, facts.size_divisors.get(along).ok_or(UNKNOWN_VIEW)? % width == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_element_tiles_are_replicated() {
        assert_eq!(Layout::for_elements(1, CTA_SIZE), Layout::Replicated);
        assert_eq!(Layout::Replicated.slots(), 1);
        assert_eq!(Layout::Replicated.partial(), None);
    }

    #[test]
    fn small_tiles_use_part_of_the_cta() {
        let l = Layout::for_elements(16, CTA_SIZE);
        assert_eq!(l.slots(), 1);
        assert_eq!(l.partial(), Some(16));
    }

    #[test]
    fn large_tiles_fill_every_slot() {
        let l = Layout::for_elements(1024, CTA_SIZE);
        assert_eq!(l.slots(), (1024 / CTA_SIZE) as usize);
        assert_eq!(l.partial(), None);
        assert_eq!(Layout::for_elements(CTA_SIZE, CTA_SIZE).slots(), 1);
        assert_eq!(Layout::for_elements(CTA_SIZE, CTA_SIZE).partial(), None);
    }

    #[test]
    fn blocked_layouts_deal_runs_of_consecutive_elements() {
        for (elements, run) in [(1024, 4), (128, 4), (16, 2), (256, 2)] {
            let layout = Layout::Blocked { elements, run, cta: CTA_SIZE };
            let mut seen = vec![false; elements as usize];
            for thread in 0..layout.threads() {
                for slot in 0..layout.slots() as u64 {
                    let e = layout.element(thread, slot);
                    assert!(!seen[e as usize], "{layout:?}: element {e} twice");
                    seen[e as usize] = true;
                    assert_eq!(layout.holder(e), thread);
                    // Slots of one run hold consecutive elements.
                    if slot % run > 0 {
                        assert_eq!(e, layout.element(thread, slot - 1) + 1);
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{layout:?}: every element is held");
        }
        assert_eq!(Layout::Blocked { elements: 128, run: 4, cta: CTA_SIZE }.partial(), Some(32));
        assert_eq!(Layout::Blocked { elements: 1024, run: 4, cta: CTA_SIZE }.partial(), None);
    }

    #[test]
    fn fragment_layouts_are_the_isa_accumulator_fragments_dealt_to_warps() {
        for (rows, columns, cta, row_warps) in [(16, 32, 128, 1), (32, 16, 128, 2), (64, 8, 128, 4), (128, 128, 128, 4), (128, 128, 128, 2), (32, 64, 128, 2), (256, 16, 128, 4), (16, 256, 128, 1), (128, 256, 256, 8), (128, 256, 256, 2), (16, 64, 256, 1), (64, 16, 256, 4)] {
            let layout = Layout::Fragment { rows, columns, cta, row_warps };
            assert_eq!(layout.slots() as u64 * cta, rows * columns);
            let mut seen = vec![false; (rows * columns) as usize];
            let (warps_across, rows_a_warp) = (cta / 32 / row_warps, rows / 16 / row_warps);
            for thread in 0..cta {
                for slot in 0..layout.slots() as u64 {
                    let (warp, lane, q, i) = (thread / 32, thread % 32, slot / 4, slot % 4);
                    let fragment_row = warp % row_warps + row_warps * (q % rows_a_warp);
                    let fragment_column = warp / row_warps + warps_across * (q / rows_a_warp);
                    let row = 16 * fragment_row + lane / 4 + 8 * (i / 2);
                    let column = 8 * fragment_column + 2 * (lane % 4) + i % 2;
                    let e = layout.element(thread, slot);
                    assert_eq!(e, row * columns + column, "{layout:?}: thread {thread} slot {slot}");
                    assert_eq!(e, layout.element(thread, 0) + layout.element(0, slot), "thread and slot parts share no bit");
                    assert_eq!(layout.holder(e), thread);
                    assert!(!seen[e as usize]);
                    seen[e as usize] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
            assert_eq!(layout.partial(), None);
        }
    }

    /// The CTA of a kernel whose products (of `a x b` f16 operands into
    /// `rows x cols` f32) number `products` in one block.
    fn cta_of_products(products: usize, rows: u64, cols: u64, inner: u64) -> u64 {
        let mut body = String::new();
        for i in 0..products {
            body += &format!("    %p{i} = mmaf %a, %b, %z : tile<{rows}x{inner}xf16>, tile<{inner}x{cols}xf16>, tile<{rows}x{cols}xf32>\n");
        }
        let text = format!(
            "cuda_tile.module @m {{\n  entry @k() {{\n    %a = constant <f16: 1.0> : tile<{rows}x{inner}xf16>\n    %b = constant <f16: 1.0> : tile<{inner}x{cols}xf16>\n    %z = constant <f32: 0.0> : tile<{rows}x{cols}xf32>\n{body}    return\n  }}\n}}\n"
        );
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(&text, "t.mlir", 1, &options).expect("parses");
        let entry = ir.ops.iter().find(|(id, _)| ir.kind(*id) == Some(OpKind::Entry)).map(|(id, _)| id).expect("an entry");
        cta_size(&ir, ir.op(entry).regions[0])
    }

    #[test]
    fn products_whose_accumulators_hold_128_a_thread_together_take_256_threads() {
        // One 128x128 accumulator: 128 a thread of 128, as before.
        assert_eq!(cta_of_products(1, 128, 128, 32), CTA_SIZE);
        // One 128x256: more than 128 a thread.
        assert_eq!(cta_of_products(1, 128, 256, 32), CTA_MAX);
        // Attention's two 128x64 accumulators in one block: 128 together.
        assert_eq!(cta_of_products(2, 128, 64, 64), CTA_MAX);
        // Two 64x64 (the benchmark's 64-query attention): 64 together.
        assert_eq!(cta_of_products(2, 64, 64, 64), CTA_SIZE);
    }

    /// The threads of an entry whose hints are `hints` (the text between
    /// `optimization_hints=<` and `>`, or none), with one 128x256 product
    /// (256 threads by the backend's rule), on `arch`.
    fn threads_with_hints(hints: Option<&str>, arch: Arch) -> u64 {
        let hints = hints.map_or(String::new(), |h| format!(" optimization_hints=<{h}>"));
        let text = format!(
            "cuda_tile.module @m {{\n  entry @k(){hints} {{\n    %a = constant <f16: 1.0> : tile<128x32xf16>\n    %b = constant <f16: 1.0> : tile<32x256xf16>\n    %z = constant <f32: 0.0> : tile<128x256xf32>\n    %p = mmaf %a, %b, %z : tile<128x32xf16>, tile<32x256xf16>, tile<128x256xf32>\n    return\n  }}\n}}\n"
        );
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(&text, "t.mlir", 1, &options).expect("parses");
        let entry = ir.ops.iter().find_map(|(id, _)| EntryOp::cast(&ir, id)).expect("an entry");
        cta_threads(&ir, entry, arch)
    }

    #[test]
    fn worker_warps_hints_set_the_threads_within_4_to_8_warps() {
        assert_eq!(threads_with_hints(None, Arch::Sm80), CTA_MAX);
        for (warps, threads) in [(1, CTA_SIZE), (2, CTA_SIZE), (4, CTA_SIZE), (8, CTA_MAX), (16, CTA_MAX), (32, CTA_MAX)] {
            assert_eq!(threads_with_hints(Some(&format!("sm_80 = {{num_worker_warps_per_cta = {warps}}}")), Arch::Sm80), threads, "{warps} warps");
        }
        // sm_90a reads sm_90's entry; another target's entry is not read,
        // 13.3's `default` is where the target has none.
        assert_eq!(threads_with_hints(Some("sm_90 = {num_worker_warps_per_cta = 4}"), Arch::Sm90a), CTA_SIZE);
        assert_eq!(threads_with_hints(Some("sm_90 = {num_worker_warps_per_cta = 4}"), Arch::Sm80), CTA_MAX);
        assert_eq!(threads_with_hints(Some("default = {num_worker_warps_per_cta = 4}"), Arch::Sm80), CTA_SIZE);
    }

    /// The layouts of `kernel`'s op results, in order, and its vector accesses.
    fn layouts_of(kernel: &str) -> (Vec<Option<Layout>>, Vec<Option<VectorAccess>>) {
        let text = format!("cuda_tile.module @m {{\n{kernel}\n}}\n");
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(&text, "t.mlir", 1, &options).expect("parses");
        let entry = ir.ops.iter().find(|(id, _)| ir.kind(*id) == Some(OpKind::Entry)).map(|(id, _)| id).expect("an entry");
        let body = ir.op(entry).regions[0];
        let layouts = assign(&ir, body, Rc::new(ValueNumbering::of_body(&ir, body)), Arch::Sm80, Arch::Sm80.shared_limit(false), cta_size(&ir, body));
        let ops = &ir.blocks[ir.regions[body].blocks[0]].ops;
        (ops.iter().map(|&op| layouts.get(Value::Result(op, 0))).collect(), ops.iter().map(|&op| layouts.vector_access(op)).collect())
    }

    /// In `kernel`, which begins with [`COPY`], the copy's load and what it
    /// stores are blocked, and its load and store move vectors of four.
    fn assert_copy_blocked(kernel: &str) {
        let (layouts, vectors) = layouts_of(kernel);
        let blocked = Some(Layout::Blocked { elements: 256, run: 4, cta: CTA_SIZE });
        assert_eq!((layouts[4], layouts[5]), (blocked, blocked));
        let vector = Some(VectorAccess { width: 4, whole: false });
        assert_eq!((vectors[4], vectors[6]), (vector, vector));
    }

    const COPY: &str = "  entry @k(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %al = assume div_by<16>, %a : tile<ptr<f32>>
    %tv = make_tensor_view %al, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %pv[%c0] : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %d = addf %t, %t : tile<256xf32>
    %s = store_view_tko weak %d, %pv[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
";

    #[test]
    fn an_aligned_copy_is_blocked_and_moves_vectors() {
        assert_copy_blocked(&format!("{COPY}    return\n  }}"));
    }

    #[test]
    fn a_tile_that_feeds_a_reduction_is_blocked_and_the_reduction_reads_it() {
        // The reduction stages its operand through shared memory by element
        // index, so it reads the blocked layout as it is.
        let reduce = "    %r = reduce %d dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32>
  (%e0: tile<f32>, %a0: tile<f32>) {
    %s0 = addf %e0, %a0 : tile<f32>
    yield %s0 : tile<f32>
  }
    return
  }";
        assert_copy_blocked(&format!("{COPY}{reduce}"));
    }

    #[test]
    fn a_rearrangement_takes_the_layouts_of_the_groups_it_links() {
        // t (blocked, loaded) feeds a reduction (whose result is one
        // element) and minus a permute of d, stored: the permute reads d by
        // index and computes each element it holds from its index, so its
        // operand and result take their groups' layouts.
        let rest = "    %m = reduce %t dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32>
  (%e0: tile<f32>, %a0: tile<f32>) {
    %s0 = maxf %e0, %a0 : tile<f32>
    yield %s0 : tile<f32>
  }
    %p = permute %d [0] : tile<256xf32> -> tile<256xf32>
    %c = subf %t, %p : tile<256xf32>
    %s2 = store_view_tko weak %c, %pv[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }";
        let (layouts, vectors) = layouts_of(&format!("{COPY}{rest}"));
        let blocked = Some(Layout::Blocked { elements: 256, run: 4, cta: CTA_SIZE });
        assert_eq!((layouts[4], layouts[5], layouts[8], layouts[9]), (blocked, blocked, blocked, blocked));
        assert_eq!(layouts[7], Some(Layout::Replicated));
        assert!(vectors[10].is_some());
    }

    const K_LOOP: &str = "  entry @k(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <f16: 1.0> : tile<32x16xf16>
    %y = constant <f16: 1.0> : tile<16x32xf16>
    %z = constant <f32: 0.0> : tile<32x32xf32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<32x32xf32>) {
      %d = mmaf %x, %y, %acc : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %d : tile<32x32xf32>
    }
";

    #[test]
    fn a_product_feeding_another_products_a_holds_whole_rows_a_warp() {
        // S = Q K (64x64), P = S as f16, O = P V + C: S and P, and O's
        // accumulator, take fragments with all 4 warps down (the cheapest grid
        // for S alone is 2 by 2), so O reads its A from P's registers.
        let kernel = "  entry @k(%q: tile<64x64xf16>, %k: tile<64x64xf16>, %v: tile<64x32xf16>, %c: tile<64x32xf32>) {
    %z = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %s = mmaf %q, %k, %z : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    %p = ftof %s : tile<64x64xf32> -> tile<64x64xf16>
    %o = mmaf %p, %v, %c : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32>
    print_tko \"%f\", %o : tile<64x32xf32> -> token
    return
  }";
        let (layouts, _) = layouts_of(kernel);
        let whole = |columns| Some(Layout::Fragment { rows: 64, columns, cta: CTA_SIZE, row_warps: 4 });
        assert_eq!((layouts[1], layouts[2]), (whole(64), whole(64)));
        // O's result is printed (cyclic), so only its inputs take fragments.
        assert_eq!(layouts[3], Some(Layout::Cyclic { elements: 2048, cta: CTA_SIZE }));
        // Alone, S takes the cheapest grid.
        let alone = format!("{}    return\n  }}", &kernel[..kernel.find("    %p = ").expect("the conversion")]);
        let (layouts, _) = layouts_of(&alone);
        assert_eq!(layouts[1], Some(Layout::Fragment { rows: 64, columns: 64, cta: CTA_SIZE, row_warps: 2 }));
    }

    #[test]
    fn a_loop_carried_accumulator_takes_the_fragment_layout() {
        // The loop's initial value, carried value, product and result are
        // one group: the accumulator stays in the instruction's registers.
        let (layouts, _) = layouts_of(&format!("{K_LOOP}    return\n  }}"));
        let fragment = Some(Layout::Fragment { rows: 32, columns: 32, cta: CTA_SIZE, row_warps: 2 });
        assert_eq!((layouts[4], layouts[5]), (fragment, fragment));
        // The inputs are staged, whatever their layout.
        assert_eq!(layouts[2], Some(Layout::Cyclic { elements: 512, cta: CTA_SIZE }));
    }

    #[test]
    fn a_printed_accumulator_stays_cyclic_through_the_loop() {
        let (layouts, _) = layouts_of(&format!("{K_LOOP}    print \"%f\\n\", %r : tile<32x32xf32>\n    return\n  }}"));
        let cyclic = Some(Layout::Cyclic { elements: 1024, cta: CTA_SIZE });
        assert_eq!((layouts[4], layouts[5]), (cyclic, cyclic));
    }

    #[test]
    fn a_tile_that_is_printed_stays_cyclic() {
        let print = "    print \"%f\\n\", %d : tile<256xf32>
    return
  }";
        let (layouts, vectors) = layouts_of(&format!("{COPY}{print}"));
        let cyclic = Some(Layout::Cyclic { elements: 256, cta: CTA_SIZE });
        assert_eq!((layouts[4], layouts[5]), (cyclic, cyclic));
        assert!(vectors.iter().all(Option::is_none));
    }

    #[test]
    fn assigns_by_type() {
        let text = "cuda_tile.module @m {\n  entry @k(%a: tile<ptr<f32>>) {\n    %i = iota : tile<256xi32>\n    %c = constant <i32: 1> : tile<i32>\n    %s = iota : tile<8xi32>\n    return\n  }\n}\n";
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(text, "t.mlir", 1, &options).expect("parses");
        let entry = ir.ops.iter().find(|(id, _)| ir.kind(*id) == Some(OpKind::Entry)).map(|(id, _)| id).expect("an entry");
        let body = ir.op(entry).regions[0];
        let layouts = assign(&ir, body, Rc::new(ValueNumbering::of_body(&ir, body)), Arch::Sm80, Arch::Sm80.shared_limit(false), cta_size(&ir, body));
        let block = ir.regions[body].blocks[0];
        let ops = &ir.blocks[block].ops;
        assert_eq!(layouts.get(Value::Argument(block, 0)), Some(Layout::Replicated));
        assert_eq!(layouts.get(Value::Result(ops[0], 0)), Some(Layout::Cyclic { elements: 256, cta: CTA_SIZE }));
        assert_eq!(layouts.get(Value::Result(ops[1], 0)), Some(Layout::Replicated));
        assert_eq!(layouts.get(Value::Result(ops[2], 0)), Some(Layout::Cyclic { elements: 8, cta: CTA_SIZE }));
    }
}
