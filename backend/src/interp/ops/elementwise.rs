//! Shared plumbing of the element-wise ops: reading same-shaped operand
//! tiles, applying a per-element function, and turning a per-element failure
//! (undefined behaviour the reference reports) into an error that names the
//! op and the element.

use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{scalar_bits, Elem, Tile};
use super::result_tile_type;

/// The bit width of an integer or float element (pointers are 64 bits).
pub fn elem_bits(elem: Elem) -> u32 {
    match elem {
        Elem::Scalar(s) => scalar_bits(s),
        Elem::Ptr(_) => 64,
    }
}

/// Applies `f` to the elements of the operands at each position and sets
/// result 0; `f` gets the position and the operands' raw bits, and returns the
/// result's raw bits or why the element's behaviour is undefined.
pub fn map(cx: &mut BlockCx<'_>, op: OpId, operands: &[Option<Value>], mut f: impl FnMut(usize, &[u64]) -> Result<u64, String>) -> Result<Flow, RunError> {
    let tiles = operands.iter().map(|v| cx.operand(op, *v)).collect::<Result<Vec<_>, _>>()?;
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let n = shape.iter().product::<i64>() as usize;
    if tiles.iter().any(|t| t.len() != n) {
        return Err(cx.error(op, "internal error: the operands' shapes differ from the result's"));
    }
    let mut data = cx.alloc(op, n)?;
    let mut bits = vec![0u64; tiles.len()];
    for i in 0..n {
        for (slot, t) in bits.iter_mut().zip(&tiles) {
            *slot = t.data[i];
        }
        match f(i, &bits) {
            Ok(v) => data.push(v & elem.mask()),
            Err(why) => {
                let name = cx.ir.op(op).name.as_str().trim_start_matches("cuda_tile.").to_string();
                return Err(cx.error(op, format!("'{name}' has undefined behaviour at element {i}: {why}")));
            }
        }
    }
    cx.set_result(op, 0, Tile::new(elem, shape, data))
}

/// The element type of an operand.
pub fn operand_elem(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Elem, RunError> {
    Ok(cx.operand(op, v)?.elem)
}
