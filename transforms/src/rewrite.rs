//! The greedy rewrite driver the pattern passes share (canonicalize,
//! fuse-fma), after MLIR's: ops are visited top-down from a worklist, each
//! dead op is erased, then each pattern is tried in turn until one
//! rewrites; ops a rewrite touches go back on the worklist, and sweeps
//! repeat until one changes nothing (at most [`MAX_SWEEPS`]). As in MLIR,
//! an op queued by a rewrite is visited before the ops still waiting from
//! the sweep's start (the worklist is a stack), and queuing an op queues
//! the ops around it too, up to the scope, so a parent sees what changed
//! inside it.
//!
//! Constants are uniqued as MLIR's driver does: each `cuda_tile.constant`
//! belongs to the entry block of the closest isolated-from-above op (a
//! function) around it; a second constant of the same value and type is
//! replaced by the first (which then has an unknown location), and each
//! kept constant moves to the front of that block unless it already
//! follows the constants there. Constants a pattern asks for
//! ([`Rewriter::constant`]) come from the same table.
//!
//! Uses are indexed while the driver runs, so a rewrite costs what it
//! touches, not a walk of the function; and the IR is in linked mode
//! during a sweep (`Ir::begin_linked_edits`), so an insertion or an erasure
//! does not move the rest of its block. Patterns read a block's ops through
//! `Ir::block_ops`, `first_op`, `last_op`, `op_count`, `prev_op` and
//! `next_op`, never through its vector.

use std::collections::{BTreeMap, VecDeque};

// The use index hashes every operand of the function each sweep: FxHash, not SipHash.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tilesmith_dialect::ir::{Attribute, BlockId, Ir, LocId, Location, OpId, RegionId, TypeId, Value};
use tilesmith_dialect::generated::ops::core::ConstantOp;
use tilesmith_dialect::registry::{OpKind, SimpleTrait};

/// How many sweeps over the ops the driver makes at most.
pub const MAX_SWEEPS: usize = 10;

/// A pattern: tries to rewrite `op` through the rewriter; whether it did.
pub type Pattern = fn(&mut Rewriter, OpId) -> bool;

/// The IR under rewrite, with the worklist, the use index and the constant table.
pub struct Rewriter<'ir> {
    pub ir: &'ir mut Ir,
    scope: OpId,
    worklist: VecDeque<OpId>,
    queued: HashSet<OpId>,
    /// Per value, its users and how many of their operands it is (ordered,
    /// so that what is queued from them comes in a fixed order; a value
    /// with many users costs a lookup, not a scan, to update).
    uses: HashMap<Value, BTreeMap<OpId, u32>>,
    /// How many uses each value has in all.
    use_counts: HashMap<Value, usize>,
    /// Per entry block of an isolated-from-above op: its constants by
    /// (type, hash of value), equal values compared in a bucket.
    constants: HashMap<BlockId, HashMap<(TypeId, u64), Vec<OpId>>>,
    owned: HashSet<OpId>,
    changed: bool,
    /// While a sweep starts, ops queue behind the others (in walk order).
    sweeping: bool,
}

/// Runs `patterns` on the ops nested in `scope` until nothing changes;
/// whether anything did.
pub fn apply_greedily(ir: &mut Ir, scope: OpId, patterns: &[Pattern]) -> bool {
    let mut rw = Rewriter { ir, scope, worklist: VecDeque::new(), queued: HashSet::default(), uses: HashMap::default(), use_counts: HashMap::default(), constants: HashMap::default(), owned: HashSet::default(), changed: false, sweeping: false };
    let mut any = false;
    for _ in 0..MAX_SWEEPS {
        rw.changed = false;
        rw.start_sweep();
        // Edits in linked mode cost the same anywhere in a block (rebuilt
        // once at the end of the sweep), so rewriting all along a long
        // block is not quadratic in its length.
        rw.ir.begin_linked_edits();
        while let Some(op) = rw.worklist.pop_front() {
            rw.queued.remove(&op);
            if !rw.is_live(op) {
                continue;
            }
            if rw.is_trivially_dead(op) {
                rw.erase_op(op);
                continue;
            }
            for p in patterns {
                if p(&mut rw, op) {
                    rw.changed = true;
                    break;
                }
            }
        }
        rw.ir.end_linked_edits();
        any |= rw.changed;
        if !rw.changed {
            break;
        }
    }
    any
}

impl<'ir> Rewriter<'ir> {
    /// Indexes uses, uniques constants and queues every op, top-down.
    fn start_sweep(&mut self) {
        self.sweeping = true;
        self.uses.clear();
        self.use_counts.clear();
        self.constants.clear();
        self.owned.clear();
        let ops = self.ir.nested_ops(self.scope);
        for &op in &ops {
            self.index_operands(op);
        }
        // Constants are uniqued in walk order, as MLIR's driver does: a second
        // equal one is replaced by the first and goes; a kept one stays where
        // it is if it is in its function's entry block right after a kept
        // constant (or first), else it moves to that block's front (before
        // the constants moved there earlier). The moves are made at the end,
        // each block rebuilt once, so a function of many constants costs
        // what it holds.
        let mut tail_kept: HashMap<BlockId, bool> = HashMap::default();
        let mut moved: HashMap<BlockId, Vec<OpId>> = HashMap::default();
        let mut gone: HashSet<OpId> = HashSet::default();
        for op in ops {
            if gone.contains(&op) || !self.is_live(op) {
                continue;
            }
            let parent = self.ir.op(op).parent;
            if self.ir.kind(op) == Some(OpKind::Constant) {
                if let (Some(block), Some((value, ty))) = (self.constant_block(op), self.constant_key(op)) {
                    if let Some(kept) = self.find_constant(block, &value, ty) {
                        let unknown = self.unknown_location();
                        self.ir.op_mut(kept).location = unknown;
                        self.replace_uses(Value::Result(op, 0), Value::Result(kept, 0));
                        gone.insert(op);
                        continue;
                    }
                    let in_place = parent == Some(block) && *tail_kept.entry(block).or_insert(true);
                    if !in_place {
                        moved.entry(block).or_default().push(op);
                        gone.insert(op);
                    }
                    self.owned.insert(op);
                    self.add_constant(block, &value, ty, op);
                    self.push(op);
                    continue;
                }
            }
            if let Some(b) = parent {
                tail_kept.insert(b, false);
            }
            self.push(op);
        }
        if !gone.is_empty() {
            let blocks: HashSet<BlockId> = gone.iter().filter_map(|&o| self.ir.op(o).parent).collect();
            for b in blocks {
                self.ir.blocks[b].ops.retain(|o| !gone.contains(o));
            }
            for &o in &gone {
                self.ir.op_mut(o).parent = None;
            }
            for (block, ops) in moved {
                let rest = std::mem::take(&mut self.ir.blocks[block].ops);
                for &o in &ops {
                    self.ir.op_mut(o).parent = Some(block);
                }
                self.ir.blocks[block].ops = ops.into_iter().rev().chain(rest).collect();
            }
            self.changed = true;
        }
        self.sweeping = false;
    }

    /// The key of a constant's value in the table.
    fn constant_hash(value: &Attribute, ty: TypeId) -> (TypeId, u64) {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        match value {
            Attribute::DenseElements { ty, data, splat } => {
                ty.hash(&mut h);
                data.hash(&mut h);
                splat.hash(&mut h);
            }
            other => format!("{other:?}").hash(&mut h),
        }
        (ty, h.finish())
    }

    /// The kept constant of `block` equal to (`value`, `ty`).
    fn find_constant(&self, block: BlockId, value: &Attribute, ty: TypeId) -> Option<OpId> {
        let bucket = self.constants.get(&block)?.get(&Self::constant_hash(value, ty))?;
        bucket.iter().copied().find(|&c| self.constant_key(c).is_some_and(|(v, t)| &v == value && t == ty))
    }

    fn add_constant(&mut self, block: BlockId, value: &Attribute, ty: TypeId, op: OpId) {
        self.constants.entry(block).or_default().entry(Self::constant_hash(value, ty)).or_default().push(op);
    }

    fn index_operands(&mut self, op: OpId) {
        for &v in self.ir.op(op).operands.iter() {
            *self.uses.entry(v).or_default().entry(op).or_default() += 1;
            *self.use_counts.entry(v).or_default() += 1;
        }
    }

    fn unindex_operands(&mut self, op: OpId) {
        for &v in self.ir.op(op).operands.iter() {
            if let Some(users) = self.uses.get_mut(&v) {
                if let Some(n) = users.get_mut(&op) {
                    *n -= 1;
                    if *n == 0 {
                        users.remove(&op);
                    }
                    if let Some(c) = self.use_counts.get_mut(&v) {
                        *c -= 1;
                    }
                }
            }
        }
    }

    /// Whether `op` is still in the IR under the scope.
    pub fn is_live(&self, op: OpId) -> bool {
        self.ir.is_within(op, self.scope)
    }

    /// Puts `op` on the worklist, with the ops it is nested in up to the
    /// scope (each once; an op already queued keeps its place). Ops queued
    /// by a rewrite come next, the outermost first; nothing outside the
    /// scope is queued.
    pub fn push(&mut self, op: OpId) {
        let mut chain = Vec::new();
        let mut cur = op;
        while cur != self.scope {
            chain.push(cur);
            match self.ir.parent_op(cur) {
                Some(p) => cur = p,
                None => return,
            }
        }
        for o in chain {
            if self.queued.insert(o) {
                if self.sweeping {
                    self.worklist.push_back(o);
                } else {
                    self.worklist.push_front(o);
                }
            }
        }
    }

    /// The ops using `v`, each once, in handle order.
    pub fn users(&self, v: Value) -> Vec<OpId> {
        self.uses.get(&v).map_or_else(Vec::new, |u| u.keys().copied().collect())
    }

    /// How many operands are `v`.
    pub fn use_count(&self, v: Value) -> usize {
        self.use_counts.get(&v).copied().unwrap_or(0)
    }

    pub fn has_one_use(&self, v: Value) -> bool {
        self.use_count(v) == 1
    }

    pub fn is_unused(&self, v: Value) -> bool {
        self.use_count(v) == 0
    }

    /// The op that defines `v`, if it is a result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match v {
            Value::Result(op, _) => Some(op),
            Value::Argument(..) => None,
        }
    }

    /// The kind of the op defining `v`.
    pub fn defined_by(&self, v: Value) -> Option<OpKind> {
        self.defining_op(v).and_then(|o| self.ir.kind(o))
    }

    /// Inserts the detached `new` (and what it holds) before `anchor` and queues it.
    pub fn insert_before(&mut self, anchor: OpId, new: OpId) {
        self.ir.insert_before(anchor, new);
        self.adopt(new);
    }

    /// Inserts the detached `new` after `anchor` and queues it.
    pub fn insert_after(&mut self, anchor: OpId, new: OpId) {
        self.ir.insert_after(anchor, new);
        self.adopt(new);
    }

    /// Indexes and queues an op just put into the IR, and the ops inside it.
    pub fn adopt(&mut self, new: OpId) {
        for o in std::iter::once(new).chain(self.ir.nested_ops(new)) {
            self.index_operands(o);
            self.push(o);
        }
        self.changed = true;
    }

    /// Every use of `from` becomes a use of `to`; the users are queued.
    pub fn replace_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        self.replace_uses_where(from, to, |_, _| true);
        if let Some(d) = self.defining_op(to) {
            self.push(d);
        }
        self.changed = true;
    }

    /// Replaces `op`'s results with `values` (one each) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        debug_assert_eq!(values.len(), self.ir.op(op).result_types.len());
        for (i, &v) in values.iter().enumerate() {
            self.replace_uses(Value::Result(op, i as u32), v);
        }
        self.erase_op(op);
    }

    /// Sets operand `i` of `op` to `v`; `op` is queued.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        self.unindex_operands(op);
        self.ir.op_mut(op).operands[i] = v;
        self.index_operands(op);
        self.push(op);
        self.changed = true;
    }

    /// Makes `values` the operands of `op` (an op of one variadic operand
    /// group, such as `yield`); `op` is queued, and the ops defining the
    /// operands it drops, which may now be dead.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.ir.op(op).operands.clone();
        self.unindex_operands(op);
        self.ir.op_mut(op).operands = values.iter().copied().collect();
        self.index_operands(op);
        for v in old {
            if let Some(d) = self.defining_op(v) {
                self.push(d);
            }
        }
        self.push(op);
        self.changed = true;
    }

    /// Every use of `from` by an op for which `keep` holds becomes a use of
    /// `to`; those users are queued.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, keep: impl Fn(&Ir, OpId) -> bool) {
        let mut users = self.users(from);
        users.retain(|&u| keep(self.ir, u));
        for u in users {
            self.unindex_operands(u);
            for x in self.ir.op_mut(u).operands.iter_mut() {
                if *x == from {
                    *x = to;
                }
            }
            self.index_operands(u);
            self.push(u);
            self.changed = true;
        }
    }

    /// Moves the ops of `block` before `anchor` (MLIR's `inlineBlockBefore`),
    /// leaving `block` empty; the moved ops are queued.
    pub fn inline_block_before(&mut self, block: BlockId, anchor: OpId) {
        for op in self.ir.move_ops_before(block, anchor) {
            self.push(op);
        }
        self.changed = true;
    }

    /// Moves the ops of `source` to the end of `dest` (MLIR's `mergeBlocks`),
    /// leaving `source` empty; the moved ops are queued.
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId) {
        for op in self.ir.move_ops_to_end(source, dest) {
            self.push(op);
        }
        self.changed = true;
    }

    /// Moves the blocks of region `from` to the front of region `to` (MLIR's
    /// `inlineRegionBefore` at the start; `takeBody` into an empty region).
    pub fn move_blocks(&mut self, from: RegionId, to: RegionId) {
        self.ir.move_blocks(from, to);
        self.changed = true;
    }

    /// Erases `op` and every op after it in its block: what follows a
    /// terminator put before `op` can never run. Their results lose their
    /// uses there.
    pub fn erase_from(&mut self, op: OpId) {
        let mut rest = Vec::new();
        let mut cur = self.ir.op(op).parent.map(|_| op);
        while let Some(o) = cur {
            rest.push(o);
            cur = self.ir.next_op(o);
        }
        for o in rest {
            self.erase_op(o);
        }
    }

    /// Replaces `op` by the detached `new`, which takes its place in the
    /// block (so no other op moves: `insert_before` then `replace_op` would
    /// move the rest of the block twice), and its results by `new`'s, one
    /// each; `op` is erased.
    pub fn replace_op_with(&mut self, op: OpId, new: OpId) {
        debug_assert_eq!(self.ir.op(op).result_types.len(), self.ir.op(new).result_types.len());
        self.forget(op);
        self.ir.replace_in_place(op, new);
        self.adopt(new);
        for i in 0..self.ir.op(op).result_types.len() {
            self.replace_uses(Value::Result(op, i as u32), Value::Result(new, i as u32));
        }
        self.changed = true;
    }

    /// Takes `op` (and the ops inside it) out of the IR; the ops defining its
    /// operands are queued, as they may now be dead.
    pub fn erase_op(&mut self, op: OpId) {
        self.forget(op);
        self.ir.detach(op);
        self.changed = true;
    }

    /// What erasing `op` undoes besides taking it out of its block: its uses
    /// (and those of the ops inside it) leave the index, their definers are
    /// queued, and a uniqued constant leaves the table.
    fn forget(&mut self, op: OpId) {
        for o in std::iter::once(op).chain(self.ir.nested_ops(op)) {
            self.unindex_operands(o);
            for i in 0..self.ir.op(o).operands.len() {
                let v = self.ir.op(o).operands[i];
                if let Some(d) = self.defining_op(v) {
                    self.push(d);
                }
            }
        }
        if self.owned.contains(&op) {
            if let (Some(block), Some((value, ty))) = (self.ir.op(op).parent, self.constant_key(op)) {
                if let Some(bucket) = self.constants.get_mut(&block).and_then(|t| t.get_mut(&Self::constant_hash(&value, ty))) {
                    bucket.retain(|&c| c != op);
                }
            }
        }
        self.owned.remove(&op);
    }

    /// Moves `op` (in the IR) before `anchor`.
    pub fn move_before(&mut self, op: OpId, anchor: OpId) {
        self.ir.detach(op);
        self.ir.insert_before(anchor, op);
        self.changed = true;
    }

    /// Whether `op` can go without changing what the kernel does, its results unused.
    pub fn is_trivially_dead(&self, op: OpId) -> bool {
        let results = self.ir.op(op).result_types.len();
        if (0..results).any(|i| !self.is_unused(Value::Result(op, i as u32))) {
            return false;
        }
        match self.ir.op_info(op) {
            Some(info) if info.has_trait(SimpleTrait::Terminator) => false,
            _ => self.has_no_effects(op),
        }
    }

    /// Whether `op` and everything inside it reads and writes no memory and has no other effect.
    pub fn has_no_effects(&self, op: OpId) -> bool {
        let Some(info) = self.ir.op_info(op) else { return false };
        if info.has_trait(SimpleTrait::Pure) || info.has_trait(SimpleTrait::NoMemoryEffect) {
            return true;
        }
        info.has_trait(SimpleTrait::RecursiveMemoryEffects) && self.ir.nested_ops(op).into_iter().all(|o| self.ir.op_info(o).is_some_and(|i| i.has_trait(SimpleTrait::Pure) || i.has_trait(SimpleTrait::NoMemoryEffect) || i.has_trait(SimpleTrait::RecursiveMemoryEffects)))
    }

    /// The entry block constants of `op`'s function go to.
    fn constant_block(&self, op: OpId) -> Option<BlockId> {
        let mut cur = op;
        while let Some(p) = self.ir.parent_op(cur) {
            if self.ir.op_info(p).is_some_and(|i| i.has_trait(SimpleTrait::IsolatedFromAbove)) || p == self.scope && self.ir.parent_op(p).is_none() {
                let region = *self.ir.op(p).regions.first()?;
                return self.ir.regions[region].blocks.first().copied();
            }
            cur = p;
        }
        None
    }

    /// The value and type of a constant op.
    fn constant_key(&self, op: OpId) -> Option<(Attribute, TypeId)> {
        let value = ConstantOp(op).value(&*self.ir)?.clone();
        Some((value, self.ir.op(op).result_types[0]))
    }

    fn unknown_location(&mut self) -> LocId {
        self.ir.location(Location::Unknown)
    }

    /// A constant of `value` and type `ty` usable at `at`: the function's
    /// constant of it, or a new one at the front of the function's entry block.
    pub fn constant(&mut self, value: Attribute, ty: TypeId, at: OpId) -> Value {
        let block = self.constant_block(at);
        if let Some(c) = block.and_then(|b| self.find_constant(b, &value, ty)) {
            return Value::Result(c, 0);
        }
        let location = self.ir.op(at).location;
        let op = ConstantOp::build(self.ir, location, value.clone(), ty).0;
        match block {
            Some(b) => {
                self.ir.insert_at(b, 0, op);
                self.owned.insert(op);
                self.add_constant(b, &value, ty, op);
                self.changed = true;
                self.push(op);
            }
            None => self.insert_before(at, op),
        }
        Value::Result(op, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilesmith_dialect::text::{parse, ParseOptions};

    const KERNEL: &str = "cuda_tile.module @m {\n  entry @k(%c: tile<i1>, %p: tile<ptr<i32>>) {\n    %a = constant <i32: 1> : tile<i32>\n    %r = if %c -> (tile<i32>) {\n      %x = addi %a, %a : tile<i32>\n      yield %x : tile<i32>\n    } else {\n      yield %a : tile<i32>\n    }\n    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token\n    %u = store_ptr_tko weak %p, %a : tile<ptr<i32>>, tile<i32> -> token\n    return\n  }\n}\n";

    fn rewriter(ir: &mut Ir) -> Rewriter<'_> {
        let scope = ir.top_level[0];
        let mut rw = Rewriter { ir, scope, worklist: VecDeque::new(), queued: HashSet::default(), uses: HashMap::default(), use_counts: HashMap::default(), constants: HashMap::default(), owned: HashSet::default(), changed: false, sweeping: false };
        rw.start_sweep();
        rw
    }

    /// The ops in the scope, by name.
    fn find(ir: &Ir, scope: OpId, name: &str) -> Vec<OpId> {
        ir.nested_ops(scope).into_iter().filter(|&o| ir.op(o).name.as_str() == name).collect()
    }

    /// Whether the use index lists exactly the uses the ops in the scope make.
    fn index_agrees(rw: &Rewriter) -> bool {
        let mut actual: HashMap<Value, Vec<OpId>> = HashMap::default();
        for o in rw.ir.nested_ops(rw.scope) {
            for &v in rw.ir.op(o).operands.iter() {
                actual.entry(v).or_default().push(o);
            }
        }
        let values: HashSet<Value> = actual.keys().chain(rw.uses.keys()).copied().collect();
        values.into_iter().all(|v| {
            let mut a = actual.get(&v).cloned().unwrap_or_default();
            let count = a.len();
            a.sort_unstable();
            a.dedup();
            a == rw.users(v) && count == rw.use_count(v)
        })
    }

    #[test]
    fn inlining_a_branch_and_rewiring_keep_the_use_index() {
        let mut ir = parse(KERNEL, "k.mlir", 1, &ParseOptions::default()).expect("parses");
        let mut rw = rewriter(&mut ir);
        let scope = rw.scope;
        let if_op = find(rw.ir, scope, "cuda_tile.if")[0];
        let yields = find(rw.ir, scope, "cuda_tile.yield");
        let (then_yield, else_yield) = (yields[0], yields[1]);
        let then_block = rw.ir.op(then_yield).parent.expect("in the then block");
        let a = Value::Result(find(rw.ir, scope, "cuda_tile.constant")[0], 0);
        let x = rw.ir.op(then_yield).operands[0];

        // The else yield hands over the sum too; then the then branch runs in
        // place of the if.
        rw.set_operands(else_yield, &[x]);
        assert!(index_agrees(&rw));
        assert_eq!(rw.use_count(a), 3, "the sum twice, the second store");
        rw.inline_block_before(then_block, if_op);
        rw.replace_op(if_op, &[x]);
        rw.erase_op(then_yield);
        assert!(index_agrees(&rw));
        let names: Vec<&str> = rw.ir.nested_ops(scope).iter().map(|&o| rw.ir.op(o).name.as_str()).collect();
        assert_eq!(names, ["cuda_tile.entry", "cuda_tile.constant", "cuda_tile.addi", "cuda_tile.store_ptr_tko", "cuda_tile.store_ptr_tko", "cuda_tile.return"]);

        // Only the second store reads the constant directly: it reads the sum instead.
        let stores = find(rw.ir, scope, "cuda_tile.store_ptr_tko");
        rw.replace_uses_where(a, x, |ir, user| ir.kind(user) == Some(OpKind::StorePtrTko));
        assert_eq!(rw.ir.op(stores[1]).operands[1], x);
        assert_eq!(rw.use_count(a), 2, "the sum still reads it");
        assert!(index_agrees(&rw));

        // What follows the first store goes.
        rw.erase_from(stores[0]);
        assert!(index_agrees(&rw));
        assert_eq!(find(rw.ir, scope, "cuda_tile.store_ptr_tko").len(), 0);
        assert!(find(rw.ir, scope, "cuda_tile.return").is_empty());
    }

    #[test]
    fn ops_queued_by_a_rewrite_come_next_their_parents_first() {
        let mut ir = parse(KERNEL, "k.mlir", 1, &ParseOptions::default()).expect("parses");
        let mut rw = rewriter(&mut ir);
        let scope = rw.scope;
        // The sweep queued every op in walk order.
        let walk: Vec<OpId> = rw.ir.nested_ops(scope);
        assert_eq!(rw.worklist.iter().copied().collect::<Vec<_>>(), walk);
        // Dequeue all; queue the sum: the if around it comes first, the
        // function's entry op before it, the scope itself never.
        while let Some(o) = rw.worklist.pop_front() {
            rw.queued.remove(&o);
        }
        let sum = find(rw.ir, scope, "cuda_tile.addi")[0];
        let if_op = find(rw.ir, scope, "cuda_tile.if")[0];
        let entry = find(rw.ir, scope, "cuda_tile.entry")[0];
        rw.push(sum);
        assert_eq!(rw.worklist.iter().copied().collect::<Vec<_>>(), [entry, if_op, sum]);
        // Queued again, an op keeps its place; a new one goes in front.
        let ret = find(rw.ir, scope, "cuda_tile.return")[0];
        rw.push(sum);
        rw.push(ret);
        assert_eq!(rw.worklist.iter().copied().collect::<Vec<_>>(), [ret, entry, if_op, sum]);
    }
}
