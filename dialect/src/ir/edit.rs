//! Editing the IR in place, for passes: walking nested ops, inserting and
//! detaching ops, replacing the uses of a value, and cloning ops with their
//! regions.
//!
//! An op taken out of its block stays in the arena (handles stay valid) but
//! is no longer reachable from the top level, so nothing prints, writes or
//! runs it. Uses are not indexed: the functions that find or replace them
//! walk the op given as scope, which is what a pass over one function needs.

use std::collections::HashMap;

use super::{BlockId, Ir, OpId, Region, RegionId, Value};

impl Ir {
    /// The ops nested in `op` (not `op` itself), in pre-order: each op before
    /// the ops of its regions, blocks and ops in order.
    pub fn nested_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = Vec::new();
        let push_children = |ir: &Ir, op: OpId, stack: &mut Vec<OpId>| {
            for &r in ir.ops[op].regions.iter().rev() {
                for &b in ir.regions[r].blocks.iter().rev() {
                    stack.extend(ir.blocks[b].ops.iter().rev().copied());
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
    /// long the block.
    pub fn position(&self, op: OpId) -> Option<(BlockId, usize)> {
        let block = self.ops[op].parent?;
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
        let (block, i) = self.position(anchor).expect("the anchor is in a block");
        self.insert_at(block, i, op);
    }

    /// Inserts the detached `op` right after `anchor` (which is in a block).
    pub fn insert_after(&mut self, anchor: OpId, op: OpId) {
        let (block, i) = self.position(anchor).expect("the anchor is in a block");
        self.insert_at(block, i + 1, op);
    }

    /// Inserts the detached `op` into `block` at index `i`.
    pub fn insert_at(&mut self, block: BlockId, i: usize, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "insert a detached op");
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.insert(i, op);
    }

    /// Puts the detached `new` in `old`'s place and detaches `old` (with its
    /// regions): a replacement that moves no other op of the block.
    pub fn replace_in_place(&mut self, old: OpId, new: OpId) {
        debug_assert!(self.ops[new].parent.is_none(), "put a detached op in place");
        let (block, i) = self.position(old).expect("the replaced op is in a block");
        self.blocks[block].ops[i] = new;
        self.ops[new].parent = Some(block);
        self.ops[old].parent = None;
    }

    /// Takes `op` out of its block (with its regions; nothing else changes).
    pub fn detach(&mut self, op: OpId) {
        if let Some((block, i)) = self.position(op) {
            self.blocks[block].ops.remove(i);
        }
        self.ops[op].parent = None;
    }

    /// Moves every op of `block` right before `anchor` (in another block),
    /// in order; `block` is left empty (MLIR's `inlineBlockBefore`). The
    /// moved ops are returned.
    pub fn move_ops_before(&mut self, block: BlockId, anchor: OpId) -> Vec<OpId> {
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
        let ops = std::mem::take(&mut self.blocks[source].ops);
        for &o in &ops {
            self.ops[o].parent = Some(dest);
        }
        self.blocks[dest].ops.extend_from_slice(&ops);
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
            for o in self.blocks[b].ops.clone() {
                let c = self.clone_op(o, map);
                self.append_op(nb, c);
            }
        }
        nr
    }
}

#[cfg(test)]
mod tests {
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
}
