//! `reduce` and `scan`: combining the elements of one dimension with the
//! body region, which runs once per element on rank-0 tiles.
//!
//! # Order of combination
//!
//! Both ops take the body as an associative function with an identity, and
//! leave the order of combination to the implementation as long as a run is
//! deterministic. The interpreter always uses the plainest legal order, a
//! left fold that starts from the identity and walks the dimension:
//!
//! - `reduce`: `acc = identity; for k in 0..n { acc = body(x[k], acc) }`,
//!   `k` increasing. For an associative body with a true identity every
//!   bracketing gives the same value, so this order is one of the results the
//!   op allows; for floats (where addition is not quite associative) it is
//!   the order a reader can reproduce by hand.
//! - `scan`: exactly the recurrence of the op's definition,
//!   `r[j] = body(x[j], r[j - 1])` with `r[-1] = identity`, walking `k`
//!   upwards, or downwards when `reverse` is set.
//!
//! The body's arguments are, per operand `i`, the current element and then
//! the accumulator (`[x0, acc0, x1, acc1, ...]`); it yields one accumulator
//! per operand. The verifier allows only pure ops in the body, so how the
//! lines of the dimension are scheduled cannot be observed; they are run one
//! after another in row-major order of the remaining dimensions.

use tilesmith_dialect::generated::ops::core::{ReduceOp, ScanOp};
use tilesmith_dialect::ir::{Attribute, OpId, RegionId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{Elem, RtValue, Tile};


/// What `reduce` and `scan` share: the inputs, the walked dimension, the
/// identities as raw bits and the body.
struct Combine {
    inputs: Vec<std::rc::Rc<Tile>>,
    dim: usize,
    identities: Vec<u64>,
    body: RegionId,
}

/// The raw bits of an identity attribute in the element type `elem`.
fn identity_bits(attr: &Attribute, elem: Elem) -> Option<u64> {
    match attr {
        Attribute::Integer { value, .. } => Some(*value as u64 & elem.mask()),
        Attribute::Float { bits, .. } => Some(*bits & elem.mask()),
        Attribute::Bool(b) => Some(u64::from(*b)),
        _ => None,
    }
}

fn gather(cx: &BlockCx<'_>, op: OpId, operands: &[Value], dim: Option<i64>, identities: Option<&Attribute>, body: Option<RegionId>) -> Result<Combine, RunError> {
    let inputs = operands.iter().map(|v| cx.tile(op, *v)).collect::<Result<Vec<_>, _>>()?;
    let first = inputs.first().ok_or_else(|| cx.error(op, "internal error: no operands to combine"))?;
    let dim = dim.and_then(|d| usize::try_from(d).ok()).filter(|&d| d < first.shape.len()).ok_or_else(|| cx.error(op, "internal error: the dimension is out of range"))?;
    if inputs.iter().any(|t| t.shape != first.shape) {
        return Err(cx.error(op, "internal error: the operands differ in shape"));
    }
    let Some(Attribute::Array(list)) = identities else { return Err(cx.error(op, "internal error: the identities are not an array")) };
    if list.len() != inputs.len() {
        return Err(cx.error(op, "internal error: one identity per operand is required"));
    }
    let identities = list
        .iter()
        .zip(&inputs)
        .map(|(a, t)| identity_bits(a, t.elem).ok_or_else(|| cx.error(op, "internal error: an identity is not a number")))
        .collect::<Result<Vec<_>, _>>()?;
    let body = body.ok_or_else(|| cx.error(op, "internal error: the op has no body"))?;
    Ok(Combine { inputs, dim, identities, body })
}

/// Runs the body once: per operand, element `elements[i]` and accumulator
/// `accumulators[i]`; replaces the accumulators with what it yields.
fn step(cx: &mut BlockCx<'_>, op: OpId, c: &Combine, elements: &[u64], accumulators: &mut [u64]) -> Result<(), RunError> {
    let mut args = Vec::with_capacity(2 * c.inputs.len());
    for (i, input) in c.inputs.iter().enumerate() {
        args.push(RtValue::tile(Tile::scalar(input.elem, elements[i])));
        args.push(RtValue::tile(Tile::scalar(input.elem, accumulators[i])));
    }
    let values = match cx.run_region(c.body, args)? {
        Flow::Yield(values) => values,
        _ => return Err(cx.error(op, "internal error: the body did not end with 'yield'")),
    };
    if values.len() != accumulators.len() {
        return Err(cx.error(op, "internal error: the body yielded the wrong number of values"));
    }
    for (acc, v) in accumulators.iter_mut().zip(values) {
        match v {
            RtValue::Tile(t) if t.len() == 1 => *acc = t.only(),
            _ => return Err(cx.error(op, "internal error: the body yielded a value that is not a scalar tile")),
        }
    }
    Ok(())
}

/// The lines along `dim`: for each, the flat index of its first element
/// (in row-major order of the other dimensions); the elements of a line
/// are `stride` apart, `extent` of them.
fn lines(shape: &[i64], dim: usize) -> (impl Iterator<Item = usize>, usize, usize, usize) {
    let extent = shape[dim] as usize;
    let inner: usize = shape[dim + 1..].iter().product::<i64>() as usize;
    let outer: usize = shape[..dim].iter().product::<i64>() as usize;
    let starts = (0..outer).flat_map(move |o| (0..inner).map(move |i| o * extent * inner + i));
    (starts, outer * inner, inner, extent)
}

pub(super) fn exec_reduce(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = ReduceOp(op);
    let c = gather(cx, op, view.operands(cx.ir), view.dim(cx.ir), view.identities(cx.ir), view.body(cx.ir))?;
    let shape = c.inputs[0].shape.clone();
    let (starts, count, stride, extent) = lines(&shape, c.dim);
    let mut results: Vec<Vec<u64>> = Vec::with_capacity(c.inputs.len());
    for _ in &c.inputs {
        results.push(cx.alloc(op, count)?);
    }
    let mut elements = vec![0u64; c.inputs.len()];
    for start in starts {
        let mut accumulators = c.identities.clone();
        for k in 0..extent {
            for (e, input) in elements.iter_mut().zip(&c.inputs) {
                *e = input.data[start + k * stride];
            }
            step(cx, op, &c, &elements, &mut accumulators)?;
        }
        for (r, a) in results.iter_mut().zip(accumulators) {
            r.push(a);
        }
    }
    let mut reduced_shape = shape;
    reduced_shape.remove(c.dim);
    for (i, (data, input)) in results.into_iter().zip(&c.inputs).enumerate() {
        cx.set_result(op, i as u32, Tile::new(input.elem, reduced_shape.clone(), data))?;
    }
    Ok(Flow::Next)
}

pub(super) fn exec_scan(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = ScanOp(op);
    let c = gather(cx, op, view.operands(cx.ir), view.dim(cx.ir), view.identities(cx.ir), view.body(cx.ir))?;
    let reverse = view.reverse(cx.ir).unwrap_or(false);
    let shape = c.inputs[0].shape.clone();
    let (starts, _, stride, extent) = lines(&shape, c.dim);
    let mut results: Vec<Vec<u64>> = Vec::with_capacity(c.inputs.len());
    for t in &c.inputs {
        let mut r = cx.alloc(op, t.len())?;
        r.resize(t.len(), 0u64);
        results.push(r);
    }
    let mut elements = vec![0u64; c.inputs.len()];
    for start in starts {
        let mut accumulators = c.identities.clone();
        for step_index in 0..extent {
            let k = if reverse { extent - 1 - step_index } else { step_index };
            let at = start + k * stride;
            for (e, input) in elements.iter_mut().zip(&c.inputs) {
                *e = input.data[at];
            }
            step(cx, op, &c, &elements, &mut accumulators)?;
            for (r, a) in results.iter_mut().zip(&accumulators) {
                r[at] = *a;
            }
        }
    }
    for (i, (data, input)) in results.into_iter().zip(&c.inputs).enumerate() {
        cx.set_result(op, i as u32, Tile::new(input.elem, shape.clone(), data))?;
    }
    Ok(Flow::Next)
}
