//! Layout assignment: where each element of each tile value lives among the
//! CTA's threads.
//!
//! A kernel runs one CTA of [`CTA_SIZE`] threads per tile block. A tile with
//! one element (rank 0 included) is [`Layout::Replicated`]: every thread
//! holds it, so block ids, loop counters and scalars are uniform. Any other
//! tile is [`Layout::Cyclic`]: element `i` (row-major) lives in thread
//! `i % CTA_SIZE`, register slot `i / CTA_SIZE`. Tile sizes are powers of
//! two, so a cyclic tile either fills every slot of every thread or has one
//! slot that is valid only in threads `tid < elements`.
//!
//! With this layout element-wise ops need no data movement, and so does a
//! reshape (the row-major order of elements is kept).

use std::rc::Rc;

use tilesmith_dialect::ir::{Ir, RegionId, TypeData, TypeId, Value};

use super::values::{ValueNumbering, ValueTable};

/// Threads per CTA.
pub const CTA_SIZE: u64 = 128;

/// Where a tile's elements live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One element, held by every thread.
    Replicated,
    /// `elements` elements (a power of two, at least 2) dealt out to threads in turn.
    Cyclic { elements: u64 },
}

impl Layout {
    /// The layout of a tile of `elements` elements.
    pub fn for_elements(elements: u64) -> Layout {
        if elements <= 1 {
            Layout::Replicated
        } else {
            Layout::Cyclic { elements }
        }
    }

    /// Register slots per thread.
    pub fn slots(self) -> usize {
        match self {
            Layout::Replicated => 1,
            Layout::Cyclic { elements } => elements.div_ceil(CTA_SIZE) as usize,
        }
    }

    pub fn elements(self) -> u64 {
        match self {
            Layout::Replicated => 1,
            Layout::Cyclic { elements } => elements,
        }
    }

    /// For a tile smaller than the CTA, the number of threads that hold an
    /// element (the others' registers are meaningless).
    pub fn partial(self) -> Option<u64> {
        match self {
            Layout::Cyclic { elements } if elements < CTA_SIZE => Some(elements),
            _ => None,
        }
    }
}

/// The layout of a value of type `ty`, if it is a tile.
pub fn layout_of_type(ir: &Ir, ty: TypeId) -> Option<Layout> {
    match ir.types.get(ty) {
        TypeData::Tile { shape, .. } => {
            let elements = shape.iter().try_fold(1u64, |acc, &d| u64::try_from(d).ok().and_then(|d| acc.checked_mul(d)))?;
            Some(Layout::for_elements(elements))
        }
        _ => None,
    }
}

/// The layout of every tile value of a kernel body.
#[derive(Debug)]
pub struct Layouts {
    by_value: ValueTable<Layout>,
}

impl Layouts {
    pub fn get(&self, v: Value) -> Option<Layout> {
        self.by_value.get(v).copied()
    }
}

/// Assigns a layout to every tile value defined in `body` (block arguments
/// and op results, nested regions included), which `numbering` numbers.
pub fn assign(ir: &Ir, body: RegionId, numbering: Rc<ValueNumbering>) -> Layouts {
    let mut layouts = Layouts { by_value: ValueTable::new(numbering) };
    let mut regions = vec![body];
    while let Some(region) = regions.pop() {
        for &block in &ir.regions[region].blocks {
            for (i, (ty, _)) in ir.blocks[block].arguments.iter().enumerate() {
                if let Some(l) = layout_of_type(ir, *ty) {
                    layouts.by_value.insert(Value::Argument(block, i as u32), l);
                }
            }
            for &op in &ir.blocks[block].ops {
                for (i, ty) in ir.op(op).result_types.iter().enumerate() {
                    if let Some(l) = layout_of_type(ir, *ty) {
                        layouts.by_value.insert(Value::Result(op, i as u32), l);
                    }
                }
                regions.extend(ir.op(op).regions.iter().copied());
            }
        }
    }
    layouts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_element_tiles_are_replicated() {
        assert_eq!(Layout::for_elements(1), Layout::Replicated);
        assert_eq!(Layout::Replicated.slots(), 1);
        assert_eq!(Layout::Replicated.partial(), None);
    }

    #[test]
    fn small_tiles_use_part_of_the_cta() {
        let l = Layout::for_elements(16);
        assert_eq!(l.slots(), 1);
        assert_eq!(l.partial(), Some(16));
    }

    #[test]
    fn large_tiles_fill_every_slot() {
        let l = Layout::for_elements(1024);
        assert_eq!(l.slots(), (1024 / CTA_SIZE) as usize);
        assert_eq!(l.partial(), None);
        assert_eq!(Layout::for_elements(CTA_SIZE).slots(), 1);
        assert_eq!(Layout::for_elements(CTA_SIZE).partial(), None);
    }

    #[test]
    fn assigns_by_type() {
        let text = "cuda_tile.module @m {\n  entry @k(%a: tile<ptr<f32>>) {\n    %i = iota : tile<256xi32>\n    %c = constant <i32: 1> : tile<i32>\n    %s = iota : tile<8xi32>\n    return\n  }\n}\n";
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(text, "t.mlir", 1, &options).expect("parses");
        let entry = ir.ops.iter().find(|(_, o)| o.name.as_str() == "cuda_tile.entry").map(|(id, _)| id).expect("an entry");
        let body = ir.op(entry).regions[0];
        let layouts = assign(&ir, body, Rc::new(ValueNumbering::of_body(&ir, body)));
        let block = ir.regions[body].blocks[0];
        let ops = &ir.blocks[block].ops;
        assert_eq!(layouts.get(Value::Argument(block, 0)), Some(Layout::Replicated));
        assert_eq!(layouts.get(Value::Result(ops[0], 0)), Some(Layout::Cyclic { elements: 256 }));
        assert_eq!(layouts.get(Value::Result(ops[1], 0)), Some(Layout::Replicated));
        assert_eq!(layouts.get(Value::Result(ops[2], 0)), Some(Layout::Cyclic { elements: 8 }));
    }
}
