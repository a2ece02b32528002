//! Editing the IR in place, for passes: walking nested ops, inserting and
//! detaching ops, replacing the uses of a value, and cloning ops with their
//! regions.
//!
//! An op taken out of its block stays in the arena (handles stay valid) but
//! is no longer reachable from the top level, so nothing prints, writes or
//! runs it. Uses are not indexed: the functions that find or replace them
//! walk the op given as scope, which is what a pass over one function needs.
//!
//! A block holds its ops in a vector, so an insertion or a removal moves the
//! ops after it. A pass that edits all along a long block (the greedy
//! rewrite driver) switches to linked mode ([`Ir::begin_linked_edits`]):
//! each block it edits has its order kept as links between its ops from
//! then on, so an edit costs the same anywhere in the block, and the
//! vectors are rebuilt once at the end ([`Ir::end_linked_edits`]). In that
//! mode a block's ops are read through [`Ir::block_ops`], [`Ir::first_op`],
//! [`Ir::last_op`], [`Ir::op_count`], [`Ir::prev_op`] and [`Ir::next_op`]
//! (which read the vector of a block not edited, and work outside the mode
//! too): a linked block's vector is empty until the mode ends.

use std::collections::HashMap;

use super::{BlockId, Ir, OpId, Region, RegionId, Value};

/// The order of the ops of the blocks edited in linked mode.
#[derive(Clone, Debug, Default)]
pub(crate) struct Links {
    /// Per op (by arena index): the ops before and after it in its block.
    prev: Vec<Option<OpId>>,
    next: Vec<Option<OpId>>,
    /// Per linked block: its first and last op, and how many it holds.
    ends: rustc_hash::FxHashMap<BlockId, Ends>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Ends {
    first: Option<OpId>,
    last: Option<OpId>,
    len: usize,
}

impl Links {
    fn prev(&self, op: OpId) -> Option<OpId> {
        self.prev.get(op.index()).copied().flatten()
    }

    fn next(&self, op: OpId) -> Option<OpId> {
        self.next.get(op.index()).copied().flatten()
    }

    fn set(&mut self, op: OpId, prev: Option<OpId>, next: Option<OpId>) {
        let i = op.index();
        if i >= self.prev.len() {
            self.prev.resize(i + 1, None);
            self.next.resize(i + 1, None);
        }
        self.prev[i] = prev;
        self.next[i] = next;
    }

    fn set_prev(&mut self, op: OpId, prev: Option<OpId>) {
        let next = self.next(op);
        self.set(op, prev, next);
    }

    fn set_next(&mut self, op: OpId, next: Option<OpId>) {
        let prev = self.prev(op);
        self.set(op, prev, next);
    }

    /// Puts `op` into `block` between `prev` and `next` (neighbours there).
    fn insert(&mut self, block: BlockId, op: OpId, prev: Option<OpId>, next: Option<OpId>) {
        self.join(block, prev, Some(op));
        self.join(block, Some(op), next);
        self.ends_mut(block).len += 1;
    }

    /// Takes `op` out of `block`'s order.
    fn remove(&mut self, block: BlockId, op: OpId) {
        let (prev, next) = (self.prev(op), self.next(op));
        self.join(block, prev, next);
        self.ends_mut(block).len -= 1;
        self.set(op, None, None);
    }

    /// Makes `b` follow `a` in `block` (`None`: the block's start or end).
    fn join(&mut self, block: BlockId, a: Option<OpId>, b: Option<OpId>) {
        match a {
            Some(a) => self.set_next(a, b),
            None => self.ends_mut(block).first = b,
        }
        match b {
            Some(b) => self.set_prev(b, a),
            None => self.ends_mut(block).last = a,
        }
    }

    fn ends_mut(&mut self, block: BlockId) -> &mut Ends {
        self.ends.get_mut(&block).expect("a linked block")
    }

    /// The ops of a linked block, in order.
    fn ops(&self, block: BlockId) -> Vec<OpId> {
        let ends = self.ends[&block];
        let mut out = Vec::with_capacity(ends.len);
        let mut cur = ends.first;
        while let Some(o) = cur {
            out.push(o);
            cur = self.next(o);
        }
        out
    }
}

impl Ir {
    /// Starts linked mode (see the module's documentation).
    pub fn begin_linked_edits(&mut self) {
        debug_assert!(self.links.is_none(), "linked mode is not nested");
        self.links = Some(Box::default());
    }

    /// Ends linked mode: each linked block gets its vector back, in order.
    pub fn end_linked_edits(&mut self) {
        let Some(links) = self.links.take() else { return };
        for &block in links.ends.keys() {
            self.blocks[block].ops = links.ops(block);
        }
    }

    /// Whether `block`'s order is kept in links (linked mode, and edited).
    pub(crate) fn is_linked(&self, block: BlockId) -> bool {
        self.links.as_ref().is_some_and(|l| l.ends.contains_key(&block))
    }

    /// In linked mode, makes `block` linked (its vector moves into links);
    /// whether the mode is on.
    fn link(&mut self, block: BlockId) -> bool {
        let Some(links) = self.links.as_mut() else { return false };
        if links.ends.contains_key(&block) {
            return true;
        }
        let ops = std::mem::take(&mut self.blocks[block].ops);
        links.ends.insert(block, Ends { first: ops.first().copied(), last: ops.last().copied(), len: ops.len() });
        for (i, &o) in ops.iter().enumerate() {
            let prev = i.checked_sub(1).map(|j| ops[j]);
            links.set(o, prev, ops.get(i + 1).copied());
        }
        true
    }

    /// Appends the detached `op` to the linked `block`.
    pub(crate) fn link_at_end(&mut self, block: BlockId, op: OpId) {
        self.ops[op].parent = Some(block);
        let links = self.links.as_mut().expect("linked mode");
        let last = links.ends[&block].last;
        links.insert(block, op, last, None);
    }

    /// The ops of `block`, in order.
    pub fn block_ops(&self, block: BlockId) -> Vec<OpId> {
        match &self.links {
            Some(l) if l.ends.contains_key(&block) => l.ops(block),
            _ => self.blocks[block].ops.clone(),
        }
    }

    /// The first op of `block`.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        match &self.links {
            Some(l) if l.ends.contains_key(&block) => l.ends[&block].first,
            _ => self.blocks[block].ops.first().copied(),
        }
    }

    /// The last op of `block` (its terminator, in verified IR).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        match &self.links {
            Some(l) if l.ends.contains_key(&block) => l.ends[&block].last,
            _ => self.blocks[block].ops.last().copied(),
        }
    }

    /// How many ops `block` holds.
    pub fn op_count(&self, block: BlockId) -> usize {
        match &self.links {
            Some(l) if l.ends.contains_key(&block) => l.ends[&block].len,
            _ => self.blocks[block].ops.len(),
        }
    }

    /// The op before `op` in its block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.neighbour(op, -1)
    }

    /// The op after `op` in its block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.neighbour(op, 1)
    }

    /// The op `step` (-1 or 1) places from `op` in its block.
    fn neighbour(&self, op: OpId, step: isize) -> Option<OpId> {
        let block = self.ops[op].parent?;
        match &self.links {
            Some(l) if l.ends.contains_key(&block) => {
                if step < 0 {
                    l.prev(op)
                } else {
                    l.next(op)
                }
            }
            _ => {
                let (block, i) = self.position(op)?;
                i.checked_add_signed(step).and_then(|j| self.blocks[block].ops.get(j).copied())
            }
        }
    }

    /// The ops nested in `op` (not `op` itself), in pre-order: each op before
    /// the ops of its regions, blocks and ops in order.
    pub fn nested_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = Vec::new();
        let push_children = |ir: &Ir, op: OpId, stack: &mut Vec<OpId>| {
            for &r in ir.ops[op].regions.iter().rev() {
                for &b in ir.regions[r].blocks.iter().rev() {
                    match &ir.links {
                        Some(l) if l.ends.contains_key(&b) => {
                            let mut cur = l.ends[&b].last;
                            while let Some(o) = cur {
                                stack.push(o);
                                cur = l.prev(o);
                            }
                        }
                        _ => stack.extend(ir.blocks[b].ops.iter().rev().copied()),
                    }
                }
            }
        };
        push_children(self, op, &mut stack);
        while let Some(o) = stack.pop() {
            out.push(o);
            push_children(self, o, &mut stack);
        }
        out
    }

    /// Where `op` is in its block: the block and its index (`None` when
    /// detached). The search starts where the block's last lookup found its
    /// op and goes outward, so edits near one place cost little however
    /// long the block. (In a linked block it counts from the start: linked
    /// edits need no index.)
    pub fn position(&self, op: OpId) -> Option<(BlockId, usize)> {
        let block = self.ops[op].parent?;
        if let Some(l) = self.links.as_ref().filter(|l| l.ends.contains_key(&block)) {
            let mut i = 0;
            let mut cur = l.ends[&block].first;
            while let Some(o) = cur {
                if o == op {
                    return Some((block, i));
                }
                i += 1;
                cur = l.next(o);
            }
            return None;
        }
        let b = &self.blocks[block];
        let hint = b.position_hint.get().min(b.ops.len().saturating_sub(1));
        let n = b.ops.len();
        let found = (0..n.max(1)).find_map(|d| {
            let after = hint + d;
            let before = hint.checked_sub(d + 1);
            if after < n && b.ops[after] == op {
                Some(after)
            } else if before.is_some_and(|i| b.ops[i] == op) {
                before
            } else if after >= n && before.is_none() {
                Some(usize::MAX)
            } else {
                None
            }
        })?;
        if found == usize::MAX {
            return None;
        }
        b.position_hint.set(found);
        Some((block, found))
    }

    /// Inserts the detached `op` right before `anchor` (which is in a block).
    pub fn insert_before(&mut self, anchor: OpId, op: OpId) {
        self.insert_beside(anchor, op, false);
    }

    /// Inserts the detached `op` right after `anchor` (which is in a block).
    pub fn insert_after(&mut self, anchor: OpId, op: OpId) {
        self.insert_beside(anchor, op, true);
    }

    fn insert_beside(&mut self, anchor: OpId, op: OpId, after: bool) {
        let block = self.ops[anchor].parent.expect("the anchor is in a block");
        if self.link(block) {
            debug_assert!(self.ops[op].parent.is_none(), "insert a detached op");
            self.ops[op].parent = Some(block);
            let links = self.links.as_mut().expect("linked mode");
            let (prev, next) = if after { (Some(anchor), links.next(anchor)) } else { (links.prev(anchor), Some(anchor)) };
            links.insert(block, op, prev, next);
            return;
        }
        let (block, i) = self.position(anchor).expect("the anchor is in a block");
        self.insert_at(block, i + usize::from(after), op);
    }

    /// Inserts the detached `op` into `block` at index `i`.
    pub fn insert_at(&mut self, block: BlockId, i: usize, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "insert a detached op");
        if self.is_linked(block) {
            let links = self.links.as_ref().expect("linked mode");
            let mut next = links.ends[&block].first;
            for _ in 0..i {
                next = next.and_then(|o| links.next(o));
            }
            match next {
                Some(anchor) => self.insert_before(anchor, op),
                None => self.link_at_end(block, op),
            }
            return;
        }
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.insert(i, op);
    }

    /// Puts the detached `new` in `old`'s place and detaches `old` (with its
    /// regions): a replacement that moves no other op of the block.
    pub fn replace_in_place(&mut self, old: OpId, new: OpId) {
        debug_assert!(self.ops[new].parent.is_none(), "put a detached op in place");
        let block = self.ops[old].parent.expect("the replaced op is in a block");
        if self.is_linked(block) {
            self.insert_before(old, new);
            self.detach(old);
            return;
        }
        let (block, i) = self.position(old).expect("the replaced op is in a block");
        self.blocks[block].ops[i] = new;
        self.ops[new].parent = Some(block);
        self.ops[old].parent = None;
    }

    /// Takes `op` out of its block (with its regions; nothing else changes).
    pub fn detach(&mut self, op: OpId) {
        if let Some(block) = self.ops[op].parent {
            if self.link(block) {
                self.links.as_mut().expect("linked mode").remove(block, op);
            } else if let Some((block, i)) = self.position(op) {
                self.blocks[block].ops.remove(i);
            }
        }
        self.ops[op].parent = None;
    }

    /// Moves every op of `block` right before `anchor` (in another block),
    /// in order; `block` is left empty (MLIR's `inlineBlockBefore`). The
    /// moved ops are returned.
    pub fn move_ops_before(&mut self, block: BlockId, anchor: OpId) -> Vec<OpId> {
        if self.links.is_some() {
            let ops = self.take_ops(block);
            for &o in &ops {
                self.insert_before(anchor, o);
            }
            return ops;
        }
        let (dest, i) = self.position(anchor).expect("the anchor is in a block");
        debug_assert_ne!(dest, block, "a block's ops move to another block");
        let ops = std::mem::take(&mut self.blocks[block].ops);
        for &o in &ops {
            self.ops[o].parent = Some(dest);
        }
        self.blocks[dest].ops.splice(i..i, ops.iter().copied());
        ops
    }

    /// Moves every op of `source` to the end of `dest`, in order; `source`
    /// is left empty (MLIR's `mergeBlocks`). The moved ops are returned.
    pub fn move_ops_to_end(&mut self, source: BlockId, dest: BlockId) -> Vec<OpId> {
        debug_assert_ne!(source, dest, "a block's ops move to another block");
        if self.links.is_some() {
            let ops = self.take_ops(source);
            self.link(dest);
            for &o in &ops {
                self.link_at_end(dest, o);
            }
            return ops;
        }
        let ops = std::mem::take(&mut self.blocks[source].ops);
        for &o in &ops {
            self.ops[o].parent = Some(dest);
        }
        self.blocks[dest].ops.extend_from_slice(&ops);
        ops
    }

    /// In linked mode: takes every op out of `block` (left linked and
    /// empty), detached, in order.
    fn take_ops(&mut self, block: BlockId) -> Vec<OpId> {
        self.link(block);
        let links = self.links.as_mut().expect("linked mode");
        let ops = links.ops(block);
        for &o in &ops {
            links.set(o, None, None);
        }
        links.ends.insert(block, Ends::default());
        for &o in &ops {
            self.ops[o].parent = None;
        }
        ops
    }

    /// Moves every block of region `from` to the front of region `to`, in
    /// order (MLIR's `inlineRegionBefore` at the region's start; into an
    /// empty region, `takeBody`). `from` is left without blocks.
    pub fn move_blocks(&mut self, from: RegionId, to: RegionId) {
        debug_assert_ne!(from, to, "blocks move to another region");
        let blocks = std::mem::take(&mut self.regions[from].blocks);
        for &b in &blocks {
            self.blocks[b].parent = Some(to);
        }
        self.regions[to].blocks.splice(0..0, blocks);
    }

    /// Exchanges the blocks of regions `a` and `b`.
    pub fn swap_blocks(&mut self, a: RegionId, b: RegionId) {
        let (blocks_a, blocks_b) = (std::mem::take(&mut self.regions[a].blocks), std::mem::take(&mut self.regions[b].blocks));
        for &x in &blocks_a {
            self.blocks[x].parent = Some(b);
        }
        for &x in &blocks_b {
            self.blocks[x].parent = Some(a);
        }
        self.regions[a].blocks = blocks_b;
        self.regions[b].blocks = blocks_a;
    }

    /// Whether `op` is `ancestor` or nested in it.
    pub fn is_within(&self, op: OpId, ancestor: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_op(o);
        }
        false
    }

    /// The uses of `v` by `scope` and the ops nested in it: (user, operand index).
    pub fn uses_in(&self, scope: OpId, v: Value) -> Vec<(OpId, usize)> {
        std::iter::once(scope)
            .chain(self.nested_ops(scope))
            .flat_map(|o| self.ops[o].operands.iter().enumerate().filter(|(_, &x)| x == v).map(move |(i, _)| (o, i)))
            .collect()
    }

    /// Replaces every use of `from` by `scope` and the ops nested in it with
    /// `to`; how many operands changed.
    pub fn replace_uses_in(&mut self, scope: OpId, from: Value, to: Value) -> usize {
        let mut n = 0;
        for o in std::iter::once(scope).chain(self.nested_ops(scope)) {
            for x in self.ops[o].operands.iter_mut() {
                if *x == from {
                    *x = to;
                    n += 1;
                }
            }
        }
        n
    }

    /// A detached deep copy of `op`: its regions, blocks and ops copied, its
    /// operands (and those of the ops inside) mapped through `map` where it
    /// has them. `map` gains each copied result and block argument.
    pub fn clone_op(&mut self, op: OpId, map: &mut HashMap<Value, Value>) -> OpId {
        let mut copy = self.ops[op].clone();
        for x in copy.operands.iter_mut() {
            if let Some(&m) = map.get(x) {
                *x = m;
            }
        }
        copy.parent = None;
        let regions = std::mem::take(&mut copy.regions);
        let new = self.ops.push(copy);
        for i in 0..self.ops[op].result_types.len() {
            map.insert(Value::Result(op, i as u32), Value::Result(new, i as u32));
        }
        for r in regions {
            let nr = self.clone_region(r, new, map);
            self.ops[new].regions.push(nr);
        }
        new
    }

    /// A copy of region `r` for op `parent` (see [`Ir::clone_op`]).
    fn clone_region(&mut self, r: RegionId, parent: OpId, map: &mut HashMap<Value, Value>) -> RegionId {
        let nr = self.regions.push(Region { blocks: Vec::new(), parent: Some(parent) });
        let blocks = self.regions[r].blocks.clone();
        // Block arguments first: a block's ops may use a later block's arguments.
        let mut new_blocks = Vec::new();
        for &b in &blocks {
            let args = self.blocks[b].arguments.clone();
            let nb = self.append_block(nr, &args);
            for i in 0..args.len() {
                map.insert(Value::Argument(b, i as u32), Value::Argument(nb, i as u32));
            }
            new_blocks.push(nb);
        }
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            for o in self.block_ops(b) {
                let c = self.clone_op(o, map);
                self.append_op(nb, c);
            }
        }
        nr
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use crate::ir::OpId;
    use crate::text::{parse, ParseOptions};

    const KERNEL: &str = "cuda_tile.module @m {\n  entry @k() {\n    %a = constant <i32: 1> : tile<i32>\n    %b = addi %a, %a : tile<i32>\n    %c = for %i in (%a to %b, step %a) : tile<i32> iter_values(%x = %a) -> (tile<i32>) {\n      %d = addi %x, %i : tile<i32>\n      continue %d : tile<i32>\n    }\n    return\n  }\n}\n";

    fn kernel() -> crate::ir::Ir {
        parse(KERNEL, "k.mlir", 1, &ParseOptions::default()).expect("parses")
    }

    #[test]
    fn nested_ops_are_in_pre_order() {
        let ir = kernel();
        let names: Vec<&str> = ir.nested_ops(ir.top_level[0]).iter().map(|&o| ir.op(o).name.as_str()).collect();
        assert_eq!(names, ["cuda_tile.entry", "cuda_tile.constant", "cuda_tile.addi", "cuda_tile.for", "cuda_tile.addi", "cuda_tile.continue", "cuda_tile.return"]);
    }

    #[test]
    fn uses_are_found_and_replaced_within_the_scope() {
        let mut ir = kernel();
        let module = ir.top_level[0];
        let ops = ir.nested_ops(module);
        let (a, b, for_op) = (ops[1], ops[2], ops[3]);
        let a_val = crate::ir::Value::Result(a, 0);
        assert_eq!(ir.uses_in(module, a_val).len(), 5);
        assert_eq!(ir.uses_in(for_op, a_val).len(), 3, "the loop's lower bound, step and initial value");
        let n = ir.replace_uses_in(b, a_val, crate::ir::Value::Result(b, 0));
        assert_eq!(n, 2);
        assert_eq!(ir.uses_in(module, a_val).len(), 3);
    }

    #[test]
    fn ops_and_blocks_move_between_blocks_and_regions() {
        let mut ir = kernel();
        let ops = ir.nested_ops(ir.top_level[0]);
        let (entry, a, for_op, inner_add, cont) = (ops[0], ops[1], ops[3], ops[4], ops[5]);
        let body = ir.ops[inner_add].parent.expect("in the loop body");
        let top = ir.ops[a].parent.expect("in the entry block");
        let names = |ir: &crate::ir::Ir, b: crate::ir::BlockId| -> Vec<String> { ir.blocks[b].ops.iter().map(|&o| ir.op(o).name.as_str().to_owned()).collect() };

        // The loop body's ops go before the loop, in order.
        let moved = ir.move_ops_before(body, for_op);
        assert_eq!(moved, [inner_add, cont]);
        assert!(ir.blocks[body].ops.is_empty());
        assert_eq!(names(&ir, top), ["cuda_tile.constant", "cuda_tile.addi", "cuda_tile.addi", "cuda_tile.continue", "cuda_tile.for", "cuda_tile.return"]);
        assert_eq!(ir.ops[cont].parent, Some(top));
        assert_eq!(ir.parent_op(inner_add), Some(entry));

        // Ops of another block go to the end of the (empty) body.
        let loop_region = ir.ops[for_op].regions[0];
        let spare = ir.append_block(loop_region, &[]);
        for o in [inner_add, cont] {
            ir.detach(o);
            ir.append_op(spare, o);
        }
        let moved = ir.move_ops_to_end(spare, body);
        assert_eq!(moved, [inner_add, cont]);
        assert!(ir.blocks[spare].ops.is_empty());
        assert_eq!(ir.blocks[body].ops, [inner_add, cont]);
        assert_eq!(ir.parent_op(cont), Some(for_op));
        assert_eq!(names(&ir, top), ["cuda_tile.constant", "cuda_tile.addi", "cuda_tile.for", "cuda_tile.return"]);

        // The loop's region's blocks go to the front of the entry's region.
        let entry_region = ir.ops[entry].regions[0];
        ir.move_blocks(loop_region, entry_region);
        assert!(ir.regions[loop_region].blocks.is_empty());
        assert_eq!(ir.regions[entry_region].blocks, [body, spare, top]);
        assert_eq!(ir.blocks[body].parent, Some(entry_region));

        // Two regions exchange their blocks.
        ir.swap_blocks(entry_region, loop_region);
        assert!(ir.regions[entry_region].blocks.is_empty());
        assert_eq!(ir.regions[loop_region].blocks, [body, spare, top]);
        assert!([body, spare, top].iter().all(|&b| ir.blocks[b].parent == Some(loop_region)));
    }

    #[test]
    fn clones_are_deep_and_map_their_values() {
        let mut ir = kernel();
        let ops = ir.nested_ops(ir.top_level[0]);
        let for_op = ops[3];
        let mut map = std::collections::HashMap::new();
        let copy = ir.clone_op(for_op, &mut map);
        ir.insert_after(for_op, copy);
        let inner: Vec<_> = ir.nested_ops(copy);
        assert_eq!(inner.len(), 2);
        assert!(inner.iter().all(|o| !ops.contains(o)), "fresh ops");
        let body = ir.ops[inner[0]].parent.expect("in a block");
        assert!(ir.ops[inner[0]].operands.iter().all(|v| matches!(v, crate::ir::Value::Argument(b, _) if *b == body)), "the copy uses its own block's arguments");
        assert_eq!(ir.position(copy).map(|(_, i)| i), ir.position(for_op).map(|(_, i)| i + 1));
        ir.detach(copy);
        assert!(ir.position(copy).is_none());
        assert!(ir.is_within(inner[1], copy) && !ir.is_within(inner[1], for_op));
    }

    /// The same edits in vector mode and in linked mode leave every block
    /// with the same ops in the same order, and the readers agree on the way.
    #[test]
    fn linked_edits_match_vector_edits() {
        fn run(linked: bool) -> (Vec<Vec<String>>, Vec<Option<usize>>) {
            let mut ir = kernel();
            let module = ir.top_level[0];
            let ops = ir.nested_ops(module);
            let (entry, a, b, for_op, inner_add, cont, ret) = (ops[0], ops[1], ops[2], ops[3], ops[4], ops[5], ops[6]);
            let top = ir.ops[a].parent.expect("in a block");
            let body = ir.ops[inner_add].parent.expect("in a block");
            if linked {
                ir.begin_linked_edits();
            }
            let mut map = HashMap::new();
            let copies: Vec<OpId> = (0..4).map(|_| ir.clone_op(b, &mut map)).collect();
            ir.insert_before(for_op, copies[0]);
            ir.insert_after(a, copies[1]);
            ir.insert_at(top, 0, copies[2]);
            ir.insert_at(top, 5, copies[3]);
            ir.detach(copies[3]);
            let replacement = ir.clone_op(a, &mut map);
            ir.replace_in_place(b, replacement);
            // Readers in the middle of the edits.
            let mut seen = vec![Some(ir.op_count(top)), ir.prev_op(for_op).map(|o| o.index()), ir.next_op(for_op).map(|o| o.index())];
            seen.push(ir.first_op(top).map(|o| o.index()));
            seen.push(ir.last_op(top).map(|o| o.index()));
            seen.push(ir.position(ret).map(|(_, i)| i));
            seen.push(Some(ir.nested_ops(entry).len()));
            // The loop's body moves out before the loop, then back.
            let spare_region = ir.append_region(for_op);
            let spare = ir.append_block(spare_region, &[]);
            let moved = ir.move_ops_before(body, for_op);
            seen.push(Some(moved.len()));
            ir.move_ops_to_end(top, spare);
            ir.move_ops_to_end(spare, top);
            let last = ir.clone_op(cont, &mut map);
            ir.append_op(body, last);
            seen.push(Some(ir.block_ops(top).len()));
            if linked {
                ir.end_linked_edits();
            }
            let names = [top, body, spare].iter().map(|&blk| ir.blocks[blk].ops.iter().map(|&o| format!("{}#{}", ir.op(o).name.as_str(), o.index())).collect()).collect();
            (names, seen)
        }
        assert_eq!(run(true), run(false));
    }
}
