//! Tables keyed by the values of one kernel body: a layout or a lowered
//! value per SSA value, held in vectors indexed by a dense numbering
//! instead of hash maps. A lookup is an index, so it costs the same
//! however large the kernel is, and neighbouring ops' values sit side by
//! side in memory (with hash maps, lookups in kernels of a million ops
//! mostly missed the cache).
//!
//! The numbering spans the range of op handles (and of block handles) that
//! the body's ops (and blocks) fall in, so its size follows the kernel, not
//! the module: the parser and the bytecode reader put a kernel's ops next to
//! each other in the arena. An op inside the range that belongs elsewhere
//! only costs its unused entries.

use std::rc::Rc;

use tilesmith_dialect::ir::{Ir, RegionId, Value};

/// A dense index for every result and block argument in a window of op and
/// block handles covering one kernel body.
#[derive(Debug)]
pub struct ValueNumbering {
    first_op: usize,
    /// Index of the first result of op `first_op + i`; one entry more than
    /// the ops, so that consecutive entries bound an op's results.
    op_base: Vec<u32>,
    first_block: usize,
    /// Index of the first argument of block `first_block + i`, bounded the same way.
    block_base: Vec<u32>,
}

impl ValueNumbering {
    /// Numbers the values of every op and block in `body`, nested regions included.
    pub fn of_body(ir: &Ir, body: RegionId) -> ValueNumbering {
        // (handle index, value count) of every op and block of the body.
        let (mut ops, mut blocks) = (Vec::new(), Vec::new());
        let mut regions = vec![body];
        while let Some(region) = regions.pop() {
            for &block in &ir.regions[region].blocks {
                blocks.push((block.index(), ir.blocks[block].arguments.len()));
                for &op in &ir.blocks[block].ops {
                    ops.push((op.index(), ir.op(op).result_types.len()));
                    regions.extend(ir.op(op).regions.iter().copied());
                }
            }
        }
        let mut next = 0u32;
        let (first_op, op_base) = bases(&ops, &mut next);
        let (first_block, block_base) = bases(&blocks, &mut next);
        ValueNumbering { first_op, op_base, first_block, block_base }
    }

    /// How many values are numbered.
    pub fn len(&self) -> usize {
        self.block_base.last().copied().unwrap_or(0) as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The index of `v`, if it is a value of the numbered window.
    pub fn index(&self, v: Value) -> Option<usize> {
        let (base, first, handle, position) = match v {
            Value::Result(op, i) => (&self.op_base, self.first_op, op.index(), i),
            Value::Argument(block, i) => (&self.block_base, self.first_block, block.index(), i),
        };
        let slot = handle.checked_sub(first)?;
        let (&start, &end) = (base.get(slot)?, base.get(slot + 1)?);
        let index = start.checked_add(position).filter(|&i| i < end)?;
        Some(index as usize)
    }
}

/// The first handle index of `counts` (pairs of handle index and value
/// count) and the first value index of each handle from it to the last one,
/// plus the end; numbering continues from `next`. Handles in the window that
/// are not in `counts` own no values.
fn bases(counts: &[(usize, usize)], next: &mut u32) -> (usize, Vec<u32>) {
    let first = counts.iter().map(|&(i, _)| i).min().unwrap_or(0);
    let last = counts.iter().map(|&(i, _)| i).max().unwrap_or(0);
    let mut owned = vec![0u32; if counts.is_empty() { 0 } else { last - first + 1 }];
    for &(i, count) in counts {
        owned[i - first] = u32::try_from(count).expect("an op or block has fewer than 2^32 values");
    }
    let mut base = Vec::with_capacity(owned.len() + 1);
    for count in owned {
        base.push(*next);
        *next = next.checked_add(count).expect("a kernel has fewer than 2^32 values");
    }
    base.push(*next);
    (first, base)
}

/// A `T` for some of the values of a [`ValueNumbering`].
#[derive(Debug)]
pub struct ValueTable<T> {
    numbering: Rc<ValueNumbering>,
    entries: Vec<Option<T>>,
}

impl<T> ValueTable<T> {
    pub fn new(numbering: Rc<ValueNumbering>) -> ValueTable<T> {
        let entries = std::iter::repeat_with(|| None).take(numbering.len()).collect();
        ValueTable { numbering, entries }
    }

    pub fn get(&self, v: Value) -> Option<&T> {
        self.numbering.index(v).and_then(|i| self.entries[i].as_ref())
    }

    /// Sets the entry of `v`. The tables are filled from the same body walk
    /// that numbered it, so every value set is numbered; one that were not
    /// would be left out, and looking it up would find nothing (which the
    /// lowering reports as an internal error, never as wrong code).
    pub fn insert(&mut self, v: Value, value: T) {
        debug_assert!(self.numbering.index(v).is_some(), "{v:?} is not a value of the kernel body");
        if let Some(i) = self.numbering.index(v) {
            self.entries[i] = Some(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_every_result_and_argument_of_the_body_and_nothing_else() {
        let text = "cuda_tile.module @m {\n  entry @a(%p: tile<ptr<f32>>) {\n    %i = iota : tile<8xi32>\n    return\n  }\n  entry @b(%q: tile<i32>, %r: tile<i32>) {\n    %c = constant <i32: 1> : tile<i32>\n    %s = addi %q, %c : tile<i32>\n    return\n  }\n}\n";
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(text, "t.mlir", 1, &options).expect("parses");
        let entries: Vec<_> = ir.ops.iter().filter(|(id, _)| ir.kind(*id) == Some(tilesmith_dialect::registry::OpKind::Entry)).map(|(id, _)| id).collect();
        let body_of = |entry| ir.op(entry).regions[0];
        let (a, b) = (body_of(entries[0]), body_of(entries[1]));
        let numbering = Rc::new(ValueNumbering::of_body(&ir, b));
        let block = ir.regions[b].blocks[0];
        let ops = &ir.blocks[block].ops;
        let inside = [Value::Argument(block, 0), Value::Argument(block, 1), Value::Result(ops[0], 0), Value::Result(ops[1], 0)];
        let mut indices: Vec<usize> = inside.iter().map(|&v| numbering.index(v).expect("numbered")).collect();
        indices.sort();
        assert_eq!(indices, [0, 1, 2, 3]);
        assert_eq!(numbering.len(), 4);
        let other = ir.regions[a].blocks[0];
        assert_eq!(numbering.index(Value::Argument(other, 0)), None);
        assert_eq!(numbering.index(Value::Result(ir.blocks[other].ops[0], 0)), None);
        assert_eq!(numbering.index(Value::Result(ops[1], 1)), None);
        assert_eq!(numbering.index(Value::Argument(block, 2)), None);

        let mut table = ValueTable::new(numbering);
        table.insert(inside[2], "c");
        assert_eq!(table.get(inside[2]), Some(&"c"));
        assert_eq!(table.get(inside[3]), None);
    }
}
