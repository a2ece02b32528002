//! Tiles that wait in shared memory instead of registers: the tiles a
//! matrix-product loop loads a step ahead go with `cp.async` from global
//! memory straight into the product's staging layout, two buffers in turn
//! (sm_80 and newer, [`Feature::AsyncCopy`]).
//!
//! The `prefetch-loads` pass (`--prefetch`) leaves a loop that carries the
//! next iteration's tile:
//!
//! ```text
//! %a0 = load_view_tko %view[.., %lb]                  // L0
//! for %i ... iter_values(%acc = %c, %a = %a0) {
//!   %a1 = load_view_tko %view[.., %i + %step]         // L1
//!   %next = mmaf %a, %b, %acc
//!   continue %next, %a1
//! }
//! ```
//!
//! Where the carried `%a` is used by the one product and nothing else
//! (through reshapes, and for B a permute of its last two dimensions, after
//! which the product stages B as rows of K), L0
//! and L1 by the loop alone, and each thread's groups of elements land side
//! by side in the product's staging layout ([`tensor_core::staged_region`]),
//! the tile never enters registers: L0 copies into buffer 0 of a ring of
//! three buffers (a pair where three do not fit), each L1 into the buffer
//! after the carried tile's, and the carried value is the 32-bit shared
//! address of its buffer ([`Lowered::Resident`]). So the
//! copies of iteration `i + 1` are in flight while the tensor cores work on
//! iteration `i`, without the second copy of each tile in registers that
//! the register form of the pass holds.
//!
//! Ordering, per iteration:
//! - in a pair, before an L1's copies, a barrier: every warp has finished
//!   reading (`ldmatrix`, `wgmma`, which is waited for before its product
//!   ends) the buffer it overwrites, last iteration's; in a ring of three
//!   the buffer was last read two iterations back, and the last
//!   iteration's barrier after its wait stands for that one;
//! - each load's copies are one group (`cp.async.commit_group`);
//! - before the product reads its operands, `cp.async.wait_group n`, where
//!   `n` counts the resident loads before it in the body (this iteration's,
//!   for the next), then a barrier, so every thread's copies are complete
//!   and visible to all;
//! - after the loop, `cp.async.wait_all`: the last iteration's copies (of
//!   the tile past the end, all padding) land before anything else, and
//!   before an outer loop's next L0 writes the same buffer (two copies in
//!   flight to one byte land in no defined order).
//!
//! Layout assignment asks [`candidate_loads`] which loads have the shape
//! above, and lets those move groups of 16 bytes (runs of 8 f16 or 16 i8,
//! where a vector of registers takes 4 elements), so that each copy is one
//! 16-byte `cp.async`; [`plan`] then decides from the layouts.
//!
//! The buffers are an array of their own ([`super::super::emit::RESIDENT_ARRAY`]),
//! apart from the scratch that every other op reuses. When the two arrays
//! would need more than the kernel's shared limit (48 KiB by default,
//! [`crate::ptx::Arch::shared_limit`]), the kernel is lowered again with
//! pairs instead of rings, then with the largest pair's tiles in registers,
//! until they fit ([`super::lower_entry`]).
//!
//! Elements outside the tensor are the padding: a copy's source size
//! counts the elements inside (0 for a group wholly outside), and
//! `cp.async` fills the rest of the group with zeros, so only views
//! without padding or with a padding of zero bits qualify.

use std::collections::{HashMap, HashSet};

use tilesmith_dialect::generated::enums::MemoryOrderingSemantics;
use tilesmith_dialect::generated::ops::control_flow::ForOp;
use tilesmith_dialect::generated::ops::core::PermuteOp;
use tilesmith_dialect::generated::ops::view::LoadViewTkoOp;
use tilesmith_dialect::ir::{BlockId, Ir, OpId, Value};
use tilesmith_dialect::registry::OpKind;

use super::super::arch::Feature;
use super::super::emit::RESIDENT_ARRAY;
use super::super::instr::{Operand, Reg, RegClass};
use super::super::isa::op;
use super::super::layout::{Layout, Layouts};
use super::super::{Arch, LowerError};
use super::placement::Placement;
use super::tensor_core;
use super::{imm, Lowered, Lowerer, TileRegs};
use crate::shared::value::{padding_bits, Elem};
use crate::shared::view::Tiling;

/// A load whose tile goes into a buffer of the resident array.
#[derive(Clone, Debug)]
pub(super) struct ResidentLoad {
    /// Where buffer 0 of the load's ring starts in the array, and the bytes
    /// of one buffer (buffer `b` at `start + b * bytes`).
    pub(super) start: u64,
    pub(super) bytes: u64,
    /// The buffers of the ring: 3, or 2 (a pair) where 3 would not fit.
    pub(super) buffers: u64,
    /// Where each element goes in a buffer (the product's staging layout).
    pub(super) placement: Placement,
    /// Elements moved by one copy (the load's vector width).
    pub(super) width: usize,
    /// For a load in the loop's body (L1), the carried value whose buffer's
    /// successor in the ring it writes; `None` for the load before the loop
    /// (L0): buffer 0.
    pub(super) carried: Option<Value>,
    /// Whether a barrier goes before its copies (not when the op before it
    /// is a resident load, whose barrier stands for both).
    pub(super) barrier: bool,
}

/// What lives in shared memory in one kernel, decided before it is lowered.
#[derive(Debug, Default)]
pub(super) struct Residency {
    pub(super) loads: HashMap<OpId, ResidentLoad>,
    /// Per product with an operand in the array: the groups its wait leaves pending.
    waits: HashMap<OpId, u32>,
    /// The loops after which every copy is waited for.
    loops: HashSet<OpId>,
    /// The products whose B waits in shared memory as its transpose (rows
    /// of K): they stage B so ([`tensor_core`]'s `b_rows`).
    b_transposed: HashSet<OpId>,
    /// Each ring of buffers, in the array's order: its load before the
    /// loop, and its bytes.
    pub(super) pairs: Vec<(OpId, u64)>,
}

impl Residency {
    /// The `cp.async.wait_group` count before product `op` reads its operands.
    pub(super) fn wait_before(&self, op: OpId) -> Option<u32> {
        self.waits.get(&op).copied()
    }

    /// Bytes of the array.
    pub(super) fn bytes(&self) -> u64 {
        self.pairs.iter().map(|&(_, bytes)| bytes).sum()
    }

    /// The array's alignment in bytes: the largest its buffers' placements need.
    pub(super) fn alignment(&self) -> u64 {
        self.loads.values().map(|l| l.placement.alignment()).max().unwrap_or(16)
    }

    /// Whether product `op` takes B as rows of K ([`Residency::b_transposed`]).
    pub(super) fn b_transposed(&self, op: OpId) -> bool {
        self.b_transposed.contains(&op)
    }

    /// Whether every copy is waited for after loop `op`.
    pub(super) fn waits_after(&self, op: OpId) -> bool {
        self.loops.contains(&op)
    }
}

/// A product's operand: in registers, or in the resident array at the
/// shared address a register holds.
pub(super) enum MmaOperand {
    Tile(TileRegs),
    Resident(Reg),
}

impl MmaOperand {
    pub(super) fn tile(&self) -> Option<&TileRegs> {
        match self {
            MmaOperand::Tile(t) => Some(t),
            MmaOperand::Resident(_) => None,
        }
    }
}

/// Operand `index` of product `op`.
pub(super) fn operand(cx: &Lowerer<'_>, op: OpId, index: usize) -> Result<MmaOperand, LowerError> {
    let v = *cx.ir.op(op).operands.get(index).ok_or_else(|| cx.internal(op, "a required operand is missing"))?;
    match cx.value(op, v)? {
        Lowered::Resident(r) => Ok(MmaOperand::Resident(*r)),
        _ => cx.tile(op, v).map(MmaOperand::Tile),
    }
}

/// The uses of each value among `ops`: (user, operand index).
fn uses(ir: &Ir, ops: &[OpId]) -> HashMap<Value, Vec<(OpId, usize)>> {
    let mut uses: HashMap<Value, Vec<(OpId, usize)>> = HashMap::new();
    for &op in ops {
        for (i, &v) in ir.op(op).operands.iter().enumerate() {
            uses.entry(v).or_default().push((op, i));
        }
    }
    uses
}

/// A loop's carried tile whose shape would let it wait in shared memory:
/// the load before the loop, the load in its body, the product that takes
/// it (as operand `side`), the body, and the carried value.
struct Candidate {
    l0: OpId,
    l1: OpId,
    product: OpId,
    side: usize,
    /// B reaches the product through a permute of its last two dimensions:
    /// the loaded tile is B's transpose.
    transposed: bool,
    body: BlockId,
    carried: Value,
}

/// Whether `op` is a `permute` of a tile's last two dimensions alone.
fn swaps_last_two(ir: &Ir, op: OpId) -> bool {
    let permutation: Vec<i64> = PermuteOp(op).permutation(ir).unwrap_or_default().iter().map(|&p| i64::from(p)).collect();
    matches!(permutation.as_slice(), [1, 0] | [0, 2, 1])
}

/// The carried tiles of the loops among `ops` (every op of a kernel's
/// body, nested ones too) that are shaped to wait in shared memory: the
/// carried value used by one `mmaf` or `mmai` of the body (directly or
/// through reshapes of the body, which keep every element's index, and for
/// B at most one permute of the last two dimensions after them), set
/// from a `load_view_tko` before the loop and from one in the body, each
/// used by the loop alone, their tokens unused (a token would order later
/// accesses after a load that completes only at the product's wait), and
/// the loop's result for it unused.
fn candidates(ir: &Ir, ops: &[OpId]) -> Vec<Candidate> {
    let uses = uses(ir, ops);
    let only_use = |v: Value| match uses.get(&v).map(Vec::as_slice) {
        Some([one]) => Some(*one),
        _ => None,
    };
    let unused = |v: Value| uses.get(&v).is_none_or(Vec::is_empty);
    let mut found = Vec::new();
    for &f in ops.iter().filter(|&&o| ir.kind(o) == Some(OpKind::For)) {
        let view = ForOp(f);
        let Some(body) = view.region(ir).and_then(|r| ir.regions[r].blocks.first().copied()) else { continue };
        let Some(&last) = ir.blocks[body].ops.last() else { continue };
        if ir.kind(last) != Some(OpKind::Continue) {
            continue;
        }
        for (j, &init) in view.init_values(ir).iter().enumerate() {
            let carried = Value::Argument(body, j as u32 + 1);
            let (Value::Result(l0, 0), Some(&Value::Result(l1, 0))) = (init, ir.op(last).operands.get(j)) else { continue };
            let mut user = only_use(carried);
            while let Some((r, 0)) = user.filter(|&(r, _)| ir.kind(r) == Some(OpKind::Reshape) && ir.op(r).parent == Some(body)) {
                user = only_use(Value::Result(r, 0));
            }
            let mut transposed = false;
            if let Some((p, 0)) = user.filter(|&(p, _)| ir.kind(p) == Some(OpKind::Permute) && ir.op(p).parent == Some(body) && swaps_last_two(ir, p)) {
                user = only_use(Value::Result(p, 0));
                transposed = true;
            }
            let Some((product, side)) = user else { continue };
            if transposed && side != 1 {
                continue;
            }
            let ok = only_use(init) == Some((f, view_init_operand(ir, f, j)))
                && only_use(Value::Result(l1, 0)) == Some((last, j))
                && unused(Value::Result(f, j as u32))
                && unused(Value::Result(l0, 1))
                && unused(Value::Result(l1, 1))
                && [l0, l1].iter().all(|&l| ir.kind(l) == Some(OpKind::LoadViewTko))
                && ir.op(l1).parent == Some(body)
                && ir.op(product).parent == Some(body)
                && matches!(ir.kind(product), Some(OpKind::Mmaf | OpKind::Mmai))
                && side < 2;
            if ok {
                found.push(Candidate { l0, l1, product, side, transposed, body, carried });
            }
        }
    }
    found
}

/// The loads among `ops` that may copy into shared memory on `arch` in a
/// CTA of `cta` threads ([`candidates`] whose product stages the operand
/// rows as they are loaded: [`tensor_core::staged_as_loaded`]): layout
/// assignment lets them move vectors as wide as one copy (16 bytes), where
/// registers take at most 4 elements.
pub(in crate::ptx) fn candidate_loads(ir: &Ir, ops: &[OpId], arch: Arch, cta: u64, shared_limit: u64) -> HashSet<OpId> {
    if !arch.has(Feature::AsyncCopy) {
        return HashSet::new();
    }
    candidates(ir, ops).into_iter().filter(|c| tensor_core::staged_as_loaded(ir, c.product, arch, cta, shared_limit, c.side, c.transposed)).flat_map(|c| [c.l0, c.l1]).collect()
}

/// The tiles of `entry`'s loops that wait in shared memory on `arch`, in
/// rings of `buffers` (2 or 3), but for the rings whose load before the loop
/// is in `left_out`.
pub(super) fn plan(ir: &Ir, entry: OpId, layouts: &Layouts, arch: Arch, left_out: &HashSet<OpId>, buffers: u64) -> Residency {
    let mut residency = Residency::default();
    if !arch.has(Feature::AsyncCopy) {
        return residency;
    }
    // Per pair: the two loads, the product, the body, the carried value, and where the tile goes.
    let mut pairs: Vec<(OpId, OpId, OpId, BlockId, Value, Placement, i64)> = Vec::new();
    for Candidate { l0, l1, product, side, transposed, body, carried } in candidates(ir, &ir.nested_ops(entry)).into_iter().filter(|c| !left_out.contains(&c.l0)) {
        let Some((placement, bytes, eb)) = tensor_core::staged_region(ir, product, arch, layouts, side, transposed) else { continue };
        if copyable(ir, layouts, l0, &placement, eb).is_none() || copyable(ir, layouts, l1, &placement, eb).is_none() {
            continue;
        }
        if transposed {
            residency.b_transposed.insert(product);
        }
        pairs.push((l0, l1, product, body, carried, placement, bytes));
    }
    let resident_l1: HashSet<OpId> = pairs.iter().map(|p| p.1).collect();
    let resident_all: HashSet<OpId> = pairs.iter().flat_map(|p| [p.0, p.1]).collect();
    let previous_is_resident = |op: OpId| -> bool {
        let Some(block) = ir.op(op).parent else { return false };
        let ops = &ir.blocks[block].ops;
        ops.iter().position(|&o| o == op).and_then(|i| i.checked_sub(1)).is_some_and(|i| resident_all.contains(&ops[i]))
    };
    // The buffers whose placements need the widest alignment first, each a
    // multiple of it long, so that every buffer starts aligned as its own needs.
    pairs.sort_by_key(|p| std::cmp::Reverse(p.5.alignment()));
    for (l0, l1, product, body, carried, placement, bytes) in pairs {
        let start = residency.bytes();
        let bytes = (bytes as u64).next_multiple_of(placement.alignment());
        residency.pairs.push((l0, buffers * bytes));
        let width = |l: OpId| layouts.vector_access(l).map_or(1, |a| a.width as usize);
        residency.loads.insert(l0, ResidentLoad { start, bytes, buffers, placement: placement.clone(), width: width(l0), carried: None, barrier: !previous_is_resident(l0) });
        // In a ring of 3 the buffer an L1 writes was last read two
        // iterations back, before the last iteration's wait and barrier.
        let barrier = buffers == 2 && !previous_is_resident(l1);
        residency.loads.insert(l1, ResidentLoad { start, bytes, buffers, placement, width: width(l1), carried: Some(carried), barrier });
        let ops = &ir.blocks[body].ops;
        let at = ops.iter().position(|&o| o == product).unwrap_or(0);
        let pending = ops[..at].iter().filter(|o| resident_l1.contains(o)).count() as u32;
        residency.waits.insert(product, pending);
        if let Some(f) = ir.blocks[body].parent.and_then(|r| ir.regions[r].parent) {
            residency.loops.insert(f);
        }
    }
    residency
}

/// The operand index of `for` op `f`'s init value `j`.
fn view_init_operand(ir: &Ir, f: OpId, j: usize) -> usize {
    let view = ForOp(f);
    let init = view.init_values(ir);
    let operands = &ir.op(f).operands;
    // The init values are the last operands.
    operands.len() - init.len() + j
}

/// Whether load `op` can copy its tile into a buffer laid out as
/// `placement` (elements of `eb` bytes), and its vector width: a weak
/// `load_view_tko` through a partition or strided view whose padding is
/// zero bits (or none), its token unused, and every thread's group of
/// elements side by side in the buffer, aligned to the group's 4, 8 or 16
/// bytes (what one `cp.async` moves).
fn copyable(ir: &Ir, layouts: &Layouts, op: OpId, placement: &Placement, eb: i64) -> Option<usize> {
    if ir.kind(op) != Some(OpKind::LoadViewTko) {
        return None;
    }
    let load = LoadViewTkoOp(op);
    if !matches!(load.memory_ordering_semantics(ir), None | Some(MemoryOrderingSemantics::Weak)) || load.memory_scope(ir).is_some() {
        return None;
    }
    let view = load.view(ir)?;
    let view_type = ir.types.get(ir.value_type(view));
    let result = Value::Result(op, 0);
    let elem = Elem::of_type(ir, ir.value_type(result))?;
    let scalar = elem.scalar()?;
    if crate::shared::value::is_four_bit(scalar) || elem.bytes() as i64 != eb {
        return None;
    }
    let rank = match ir.types.get(ir.value_type(result)) {
        tilesmith_dialect::ir::TypeData::Tile { shape, .. } => shape.len(),
        _ => return None,
    };
    let tiling = Tiling::of(view_type, rank).ok()?;
    if tiling.sparse_dim.is_some() || tiling.padding_value.is_some_and(|p| padding_bits(p, scalar) != Some(0)) {
        return None;
    }
    let layout = layouts.get(result)?;
    if layout == Layout::Replicated {
        return None;
    }
    let width = layouts.vector_access(op).map_or(1, |a| a.width as usize);
    let slots = layout.slots();
    if !(layout.run() as usize).is_multiple_of(width) || !slots.is_multiple_of(width) {
        return None;
    }
    let group = width as i64 * eb;
    if ![4, 8, 16].contains(&group) {
        return None;
    }
    let threads = layout.partial().unwrap_or(layouts.cta);
    let fits = (0..threads).all(|t| {
        (0..slots).step_by(width).all(|first| {
            let at = |j: usize| placement.offset_of(layout.element(t, (first + j) as u64));
            let start = at(0);
            start % group == 0 && (1..width).all(|j| at(j) == start + j as i64 * eb)
        })
    });
    fits.then_some(width)
}

/// The resident array's address, in a fresh register.
pub(super) fn array_base(cx: &mut Lowerer<'_>) -> Reg {
    let r = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.u32"), vec![r.into(), Operand::Sym(RESIDENT_ARRAY.into())]);
    r
}

/// The address of the buffer load `op` copies into: buffer 0 of its ring,
/// or (in the loop's body) the one after its carried value's.
pub(super) fn destination(cx: &mut Lowerer<'_>, op: OpId, load: &ResidentLoad) -> Result<Reg, LowerError> {
    let array = array_base(cx);
    let dst = cx.fresh(RegClass::B32);
    match load.carried {
        None => cx.emit(op!("add.u32"), vec![dst.into(), array.into(), imm(load.start)]),
        Some(v) => {
            let Lowered::Resident(current) = *cx.value(op, v)? else { return Err(cx.internal(op, "the carried tile is not in shared memory")) };
            if load.buffers == 2 {
                // buffer 0 + buffer 1 - current
                let sum = cx.fresh(RegClass::B32);
                cx.emit(op!("shl.b32"), vec![sum.into(), array.into(), imm(1)]);
                cx.emit(op!("add.u32"), vec![sum.into(), sum.into(), imm(2 * load.start + load.bytes)]);
                cx.emit(op!("sub.u32"), vec![dst.into(), sum.into(), current.into()]);
            } else {
                // current + bytes, or buffer 0 past the ring's last.
                let (next, last, past) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::Pred));
                cx.emit(op!("add.u32"), vec![next.into(), current.into(), imm(load.bytes)]);
                cx.emit(op!("add.u32"), vec![last.into(), array.into(), imm(load.start + (load.buffers - 1) * load.bytes)]);
                cx.emit(op!("setp.gt.u32"), vec![past.into(), next.into(), last.into()]);
                let first = cx.fresh(RegClass::B32);
                cx.emit(op!("sub.u32"), vec![first.into(), next.into(), imm(load.buffers * load.bytes)]);
                cx.emit(op!("selp.b32"), vec![dst.into(), first.into(), next.into(), past.into()]);
            }
        }
    }
    Ok(dst)
}
