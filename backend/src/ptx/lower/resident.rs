//! Tiles that wait in shared memory instead of registers: the tiles a
//! matrix-product loop loads ahead go with `cp.async` from global memory
//! straight into the product's staging layout, in a ring of buffers (sm_80
//! and newer, [`Feature::AsyncCopy`]).
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
//! Loaded `D` iterations ahead (`prefetch-loads{distance=D}`,
//! `--prefetch-distance`), a tile is set before the loop by `D` loads and
//! carried as a chain of `D` values, the product taking the first and the
//! body passing each on to the one before it, the last set by L1. Its ring
//! then holds `D + 2` buffers (`D + 1` where those do not fit: a barrier
//! before L1, as in a pair), the loads before the loop copy into buffers 0
//! to `D - 1`, L1 into the one after the chain's last, and the product's
//! wait leaves in flight the groups issued after its newest tile's
//! ([`groups_in_flight`]).
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
    /// The buffers of the ring: the loop's distance ahead and 2 (the
    /// buffer a load writes was last read two iterations back), or the
    /// distance and 1 where those would not fit (it was read last
    /// iteration: a barrier goes before the load).
    pub(super) buffers: u64,
    /// Where each element goes in a buffer (the product's staging layout).
    pub(super) placement: Placement,
    /// Elements moved by one copy (the load's vector width).
    pub(super) width: usize,
    /// For a load in the loop's body (L1), the carried value whose buffer's
    /// successor in the ring it writes (the last of its tile's carried
    /// values); `None` for a load before the loop: buffer `stage`.
    pub(super) carried: Option<Value>,
    /// For a load before the loop, the iteration whose tile it loads (0 to
    /// the distance less 1), which is the buffer it writes.
    pub(super) stage: u64,
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
    /// The products whose `wgmma` group stays in flight past their end
    /// ([`Residency::in_flight_across`]), and the loops after which every
    /// group is waited for.
    in_flight: HashSet<OpId>,
    wgmma_loops: HashSet<OpId>,
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

    /// Whether product `op` (`wgmma`, sm_90a) leaves its group in flight
    /// when it ends, waiting only for the group before it (`wgmma.wait_group
    /// 1`), so the tensor cores work on one iteration while the warps go on
    /// to the next: its operands wait in shared memory in rings with a
    /// third spare buffer, its accumulator is the loop's carried value, which
    /// nothing else reads, and it accumulates there in place; after the loop,
    /// `wgmma.wait_group 0` ([`Residency::waits_wgmma_after`]).
    pub(super) fn in_flight_across(&self, op: OpId) -> bool {
        self.in_flight.contains(&op)
    }

    /// Whether every `wgmma` group is waited for after loop `op`.
    pub(super) fn waits_wgmma_after(&self, op: OpId) -> bool {
        self.wgmma_loops.contains(&op)
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
/// the loads before the loop (one per iteration ahead), the load in its
/// body, the product that takes it (as operand `side`), the body, and the
/// carried values (the product's first, each passed on to the one before).
struct Candidate {
    l0s: Vec<OpId>,
    l1: OpId,
    product: OpId,
    side: usize,
    /// B reaches the product through a permute of its last two dimensions:
    /// the loaded tile is B's transpose.
    transposed: bool,
    body: BlockId,
    carried: Vec<Value>,
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
/// from a `load_view_tko` before the loop (in the loop's block) and from
/// one in the body, or (loaded more than one iteration ahead) from the next
/// of a chain of carried values the body passes on and nothing else uses,
/// each set from a load before the loop, the last from one in the body;
/// each load used by the loop alone, their tokens unused (a token would
/// order later accesses after a load that completes only at the product's
/// wait), and the loop's results for them unused.
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
        let inits = view.init_values(ir);
        for j in 0..inits.len() {
            let carried = Value::Argument(body, j as u32 + 1);
            // The chain of carried values: each (but the first, which the
            // product takes) used by the continue alone, passed on to the
            // one before it; the last set from the body's load.
            let (mut chain, mut l0s, mut stage) = (vec![carried], Vec::new(), j);
            let l1 = loop {
                let Value::Result(l0, 0) = inits[stage] else { break None };
                l0s.push(l0);
                match ir.op(last).operands.get(stage) {
                    Some(&Value::Result(l1, 0)) => break Some(l1),
                    Some(&next @ Value::Argument(b, n)) if b == body && n >= 1 && chain.len() <= tilesmith_transforms::prefetch::MAX_DISTANCE as usize && !chain.contains(&next) => {
                        if only_use(next) != Some((last, stage)) {
                            break None;
                        }
                        chain.push(next);
                        stage = n as usize - 1;
                        if stage >= inits.len() {
                            break None;
                        }
                    }
                    _ => break None,
                }
            };
            let Some(l1) = l1 else { continue };
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
            let stages_ok = chain.iter().zip(&l0s).all(|(&c, &l0)| {
                let Value::Argument(_, n) = c else { return false };
                let k = n as usize - 1;
                only_use(inits[k]) == Some((f, view_init_operand(ir, f, k)))
                    && unused(Value::Result(f, k as u32))
                    && unused(Value::Result(l0, 1))
                    && ir.kind(l0) == Some(OpKind::LoadViewTko)
                    && ir.op(l0).parent == ir.op(f).parent
            });
            let ok = stages_ok
                && only_use(Value::Result(l1, 0)) == Some((last, stage))
                && unused(Value::Result(l1, 1))
                && ir.kind(l1) == Some(OpKind::LoadViewTko)
                && ir.op(l1).parent == Some(body)
                && ir.op(product).parent == Some(body)
                && matches!(ir.kind(product), Some(OpKind::Mmaf | OpKind::Mmai))
                && side < 2;
            if ok {
                found.push(Candidate { l0s, l1, product, side, transposed, body, carried: chain });
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
    candidates(ir, ops).into_iter().filter(|c| tensor_core::staged_as_loaded(ir, c.product, arch, cta, shared_limit, c.side, c.transposed)).flat_map(|c| c.l0s.into_iter().chain([c.l1])).collect()
}

/// The tiles of `entry`'s loops that wait in shared memory on `arch`, in
/// rings of as many buffers as their loop loads iterations ahead and
/// `spare` (3 for a product whose `wgmma` group stays in flight past its end
/// ([`Residency::in_flight_across`]), else 2; 2, or 1 where those do not
/// fit), but for the rings whose first load before the loop is in `left_out`.
pub(super) fn plan(ir: &Ir, entry: OpId, layouts: &Layouts, arch: Arch, left_out: &HashSet<OpId>, spare: u64) -> Residency {
    let mut residency = Residency::default();
    if !arch.has(Feature::AsyncCopy) {
        return residency;
    }
    // Per ring: the tile's loads and uses, where it goes, and its bytes.
    let mut rings: Vec<(Candidate, Placement, i64)> = Vec::new();
    for c in candidates(ir, &ir.nested_ops(entry)).into_iter().filter(|c| !left_out.contains(&c.l0s[0])) {
        let Some((placement, bytes, eb)) = tensor_core::staged_region(ir, c.product, arch, layouts, c.side, c.transposed) else { continue };
        if c.l0s.iter().chain([&c.l1]).any(|&l| copyable(ir, layouts, l, &placement, eb).is_none()) {
            continue;
        }
        if c.transposed {
            residency.b_transposed.insert(c.product);
        }
        rings.push((c, placement, bytes));
    }
    let resident_all: HashSet<OpId> = rings.iter().flat_map(|r| r.0.l0s.iter().copied().chain([r.0.l1])).collect();
    let previous_is_resident = |op: OpId| -> bool {
        let Some(block) = ir.op(op).parent else { return false };
        let ops = &ir.blocks[block].ops;
        ops.iter().position(|&o| o == op).and_then(|i| i.checked_sub(1)).is_some_and(|i| resident_all.contains(&ops[i]))
    };
    // Products with both operands here, on wgmma in one group, accumulating
    // into a carried value that only they use: their group may stay in flight.
    if spare >= 3 {
        residency.in_flight = rings.iter().map(|r| r.0.product).filter(|&p| may_stay_in_flight(ir, p, arch, layouts, &rings, &residency)).collect();
    }
    // The buffers whose placements need the widest alignment first, each a
    // multiple of it long, so that every buffer starts aligned as its own needs.
    rings.sort_by_key(|r| std::cmp::Reverse(r.1.alignment()));
    for (c, placement, bytes) in &rings {
        let start = residency.bytes();
        let bytes = (*bytes as u64).next_multiple_of(placement.alignment());
        // A group in flight past the product reads its buffers until the
        // next iteration's wait: the copies that overwrite them come one
        // iteration later than with two spare buffers.
        let buffers = c.l0s.len() as u64 + if residency.in_flight.contains(&c.product) { 3 } else { spare.min(2) };
        residency.pairs.push((c.l0s[0], buffers * bytes));
        let width = |l: OpId| layouts.vector_access(l).map_or(1, |a| a.width as usize);
        for (stage, &l0) in c.l0s.iter().enumerate() {
            let barrier = stage == 0 && !previous_is_resident(l0);
            residency.loads.insert(l0, ResidentLoad { start, bytes, buffers, placement: placement.clone(), width: width(l0), carried: None, stage: stage as u64, barrier });
        }
        // With a spare buffer the one an L1 writes was last read two
        // iterations back, before the last iteration's wait and barrier;
        // without, last iteration: a barrier first.
        let barrier = buffers == c.l0s.len() as u64 + 1 && !previous_is_resident(c.l1);
        let last = c.carried[c.carried.len() - 1];
        residency.loads.insert(c.l1, ResidentLoad { start, bytes, buffers, placement: placement.clone(), width: width(c.l1), carried: Some(last), stage: 0, barrier });
        if let Some(f) = ir.blocks[c.body].parent.and_then(|r| ir.regions[r].parent) {
            residency.loops.insert(f);
            if residency.in_flight.contains(&c.product) {
                residency.wgmma_loops.insert(f);
            }
        }
    }
    let products: HashSet<OpId> = rings.iter().map(|r| r.0.product).collect();
    for product in products {
        let wait = groups_in_flight(ir, product, &rings.iter().map(|r| &r.0).collect::<Vec<_>>());
        residency.waits.insert(product, wait);
    }
    residency
}

/// Whether `product`'s `wgmma` group may stay in flight past its end
/// ([`Residency::in_flight_across`]): both operands among `rings`, one
/// `wgmma` group ([`tensor_core::one_wgmma_group`]), and its accumulator a
/// value its loop carries, used by it alone, whose next value is its result,
/// which only the loop's `continue` takes.
fn may_stay_in_flight(ir: &Ir, product: OpId, arch: Arch, layouts: &Layouts, rings: &[(Candidate, Placement, i64)], residency: &Residency) -> bool {
    let sides: HashSet<usize> = rings.iter().filter(|r| r.0.product == product).map(|r| r.0.side).collect();
    if sides.len() != 2 || !tensor_core::one_wgmma_group(ir, product, arch, layouts, residency.b_transposed(product)) {
        return false;
    }
    let Some(body) = ir.op(product).parent else { return false };
    let Some(&Value::Argument(block, j)) = ir.op(product).operands.get(2) else { return false };
    let Some(&last) = ir.blocks[body].ops.last() else { return false };
    let ops = &ir.blocks[body].ops;
    let uses = uses(ir, &ir.nested_ops(ir.blocks[body].parent.and_then(|r| ir.regions[r].parent).unwrap_or(product)));
    let only = |v: Value, user: (OpId, usize)| uses.get(&v).map(Vec::as_slice) == Some(&[user][..]);
    block == body
        && j >= 1
        && ir.kind(last) == Some(OpKind::Continue)
        && ops.contains(&product)
        && only(Value::Argument(block, j), (product, 2))
        && only(Value::Result(product, 0), (last, j as usize - 1))
}

/// The most groups of copies that may still be in flight where `product`
/// waits for its tiles (`cp.async.wait_group n` leaves the newest `n`):
/// the groups issued after the newest of its tiles, counted from the
/// groups the `rings` of its loop issue in order (each load's copies are
/// one group), those before the loop (in their order there), then the
/// body's in each iteration, until every iteration waits as the next
/// (each tile then loaded as many iterations ahead as the last). Groups of
/// other loops (issued before, or waited for before this loop goes on) are
/// not counted, which only makes the count smaller.
fn groups_in_flight(ir: &Ir, product: OpId, rings: &[&Candidate]) -> u32 {
    let Some(body) = rings.iter().find(|c| c.product == product).map(|c| c.body) else { return 0 };
    let rings: Vec<&Candidate> = rings.iter().copied().filter(|c| c.body == body).collect();
    let position = |op: OpId| ir.op(op).parent.and_then(|b| ir.blocks[b].ops.iter().position(|&o| o == op)).unwrap_or(0);
    // Before the loop: (ring, iteration) in order.
    let mut prologue: Vec<(usize, usize, usize)> = rings.iter().enumerate().flat_map(|(r, c)| c.l0s.iter().enumerate().map(move |(k, &l0)| (position(l0), r, k))).collect();
    prologue.sort_unstable();
    let mut issued: Vec<(usize, usize)> = prologue.into_iter().map(|(_, r, k)| (r, k)).collect();
    // In the body: the rings' loads in order, each loading its iteration
    // `distance` on; the product after the first `before` of them.
    let mut in_body: Vec<(usize, usize)> = rings.iter().enumerate().map(|(r, c)| (position(c.l1), r)).collect();
    in_body.sort_unstable();
    let at = position(product);
    let before = in_body.iter().filter(|&&(p, _)| p < at).count();
    let mine: Vec<usize> = (0..rings.len()).filter(|&r| rings[r].product == product).collect();
    let deepest = rings.iter().map(|c| c.l0s.len()).max().unwrap_or(1);
    let mut fewest = u32::MAX;
    for i in 0..=deepest {
        let now: Vec<(usize, usize)> = in_body[..before].iter().map(|&(_, r)| (r, i + rings[r].l0s.len())).collect();
        let seen: Vec<(usize, usize)> = issued.iter().chain(&now).copied().collect();
        for &r in &mine {
            let newer = seen.iter().position(|&g| g == (r, i)).map_or(0, |g| seen.len() - 1 - g);
            fewest = fewest.min(newer as u32);
        }
        issued.extend(in_body.iter().map(|&(_, r)| (r, i + rings[r].l0s.len())));
    }
    if fewest == u32::MAX { 0 } else { fewest }
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

/// The address of the buffer load `op` copies into: before the loop,
/// buffer `stage` of its ring, or (in the loop's body) the one after its
/// carried value's.
pub(super) fn destination(cx: &mut Lowerer<'_>, op: OpId, load: &ResidentLoad) -> Result<Reg, LowerError> {
    let array = array_base(cx);
    let dst = cx.fresh(RegClass::B32);
    match load.carried {
        None => cx.emit(op!("add.u32"), vec![dst.into(), array.into(), imm(load.start + load.stage * load.bytes)]),
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
