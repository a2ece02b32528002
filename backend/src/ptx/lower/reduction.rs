//! `reduce` and `scan`, in the interpreter's order of combination, but for
//! a `reduce` along the rows of a product's accumulator ([`fold_in_quads`]).
//!
//! The operands are staged in shared memory; then each thread computes the
//! result elements it holds, each by a left fold along the dimension that
//! starts from the identity: `acc = body(x[k], acc)` for `k` walking the
//! line (for `scan`, up to the element's own position, or down to it when
//! `reverse` is set). The body is lowered once, inside a loop, on per-thread
//! scalars. This is the interpreter's order, so float results match it bit
//! for bit; it spends no effort on parallelism.
//!
//! A `reduce` line (of constant length) is walked [`UNROLL`] elements an
//! iteration (the body lowered that many times, in order) in a loop marked
//! `.pragma "nounroll"`, or without a loop when it is that short: left to
//! itself, ptxas unrolls a 1024-element line completely for sm_80 (cuTile's
//! softmax: 3,224 SASS instructions for sm_80 against 1,040 for sm_90, and
//! three times the assembly time).

use crate::ptx::isa::op;
use std::rc::Rc;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::core::{ReduceOp, ScanOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, OpId, RegionId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::LowerError;
use super::shape::{coordinates, last_dim, read_staged_at, run_vector, shape_of, shared_base, stage_rows, Rows};
use super::{imm, imm_bits, Layout, Lowered, Lowerer, Target, TileRegs};
use crate::shared::value::{row_major_strides, Elem};

type Result<T> = std::result::Result<T, LowerError>;

/// Elements of a `reduce` line folded per loop iteration (where the line's
/// length is a multiple of it; else 4, 2 or 1).
const UNROLL: u64 = 8;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Reduce => {
            let view = ReduceOp(op);
            fold(cx, op, view.operands(cx.ir).to_vec(), view.dim(cx.ir), view.identities(cx.ir).cloned(), view.body(cx.ir), None)?
        }
        OpKind::Scan => {
            let view = ScanOp(op);
            let reverse = view.reverse(cx.ir).unwrap_or(false);
            fold(cx, op, view.operands(cx.ir).to_vec(), view.dim(cx.ir), view.identities(cx.ir).cloned(), view.body(cx.ir), Some(reverse))?
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The identity's bits in a register of `elem` (i8 sign-extended).
fn identity(cx: &Lowerer<'_>, op: OpId, attr: &Attribute, elem: Elem) -> Result<u64> {
    let bits = match attr {
        Attribute::Integer { value, .. } => *value as u64 & elem.mask(),
        Attribute::Float { bits, .. } => *bits & elem.mask(),
        Attribute::Bool(b) => u64::from(*b),
        _ => return Err(cx.internal(op, "an identity is not a number")),
    };
    Ok(if elem == Elem::Scalar(Scalar::I8) { crate::shared::value::sext(bits, 8) as u64 } else { bits })
}

/// `scan`: `Some(reverse)`; `reduce`: `None`.
fn fold(cx: &mut Lowerer<'_>, op: OpId, operands: Vec<Value>, dim: Option<i64>, identities: Option<Attribute>, body: Option<RegionId>, scan: Option<bool>) -> Result<()> {
    let inputs: Vec<TileRegs> = operands.iter().map(|&v| cx.tile(op, v)).collect::<Result<_>>()?;
    let shape = shape_of(cx, *operands.first().ok_or_else(|| cx.internal(op, "no operands"))?);
    let dim = dim.and_then(|d| usize::try_from(d).ok()).filter(|&d| d < shape.len()).ok_or_else(|| cx.internal(op, "the dimension is out of range"))?;
    let body = body.ok_or_else(|| cx.internal(op, "no body"))?;
    let Some(Attribute::Array(list)) = identities else { return Err(cx.internal(op, "the identities are not an array")) };
    if list.len() != inputs.len() {
        return Err(cx.internal(op, "one identity per operand is required"));
    }
    let identities: Vec<u64> = list.iter().zip(&inputs).map(|(a, t)| identity(cx, op, a, t.elem)).collect::<Result<_>>()?;
    let results: Vec<TileRegs> = (0..inputs.len()).map(|i| cx.fresh_result(op, i)).collect::<Result<_>>()?;
    if scan.is_none() && fold_in_quads(cx, &inputs, &shape, dim, &identities, body, &results)? {
        for (i, r) in results.into_iter().enumerate() {
            cx.bind(Value::Result(op, i as u32), Lowered::Tile(r));
        }
        return Ok(());
    }
    let result_shape = shape_of(cx, Value::Result(op, 0));
    let strides = row_major_strides(&shape);
    let extent = shape[dim] as u64;
    // A reduce line's length is the constant `extent`: fold `unroll`
    // elements an iteration, without a loop when that is all of it. A
    // scan's length varies per element: one at a time.
    let unroll = match scan {
        None => [UNROLL, 4, 2].into_iter().find(|u| extent.is_multiple_of(*u)).unwrap_or(1),
        Some(_) => 1,
    };
    // Along rows, each thread walks its own row: rows padded so that lanes
    // on consecutive rows read different banks, for runs where a thread
    // reads several elements an iteration. Down columns, lanes read
    // consecutive elements of a row: unpadded.
    let rows = match (dim + 1 == shape.len(), unroll > 1) {
        (true, true) => Rows::ForRuns(last_dim(&shape)),
        (true, false) => Rows::ForElements(last_dim(&shape)),
        (false, _) => Rows::Unpadded,
    };
    let (base, placed) = stage_rows(cx, &inputs, &vec![rows; inputs.len()]);
    for s in 0..results[0].slots.len() {
        let index = cx.element_index(results[0].layout, s);
        let coords = coordinates(cx, index, &result_shape);
        // The source dimensions the result's coordinates stand for.
        let source_dims: Vec<usize> = if scan.is_some() { (0..shape.len()).collect() } else { (0..shape.len()).filter(|&d| d != dim).collect() };
        let terms: Vec<(Reg, i64)> = coords.iter().zip(&source_dims).filter(|&(_, &d)| d != dim).map(|(&c, &d)| (c, strides[d])).collect();
        // Each input's line: its first element's address (less its start).
        let lines: Vec<Reg> = placed.iter().map(|staged| staged.address_of(cx, base, &terms)).collect();
        let position = scan.map(|_| coords[dim]);
        let count = cx.fresh(RegClass::B32);
        match (scan, position) {
            (Some(false), Some(j)) => cx.emit(op!("add.u32"), vec![count.into(), j.into(), imm(1)]),
            (Some(true), Some(j)) => cx.emit(op!("sub.u32"), vec![count.into(), imm(extent), j.into()]),
            _ => cx.mov(count, imm(extent)),
        }
        let accumulators = accumulators(cx, &inputs, &identities);
        let looped = scan.is_some() || unroll < extent;
        let step = cx.fresh(RegClass::B32);
        cx.mov(step, imm(0));
        let top = looped.then(|| cx.label());
        if let Some(top) = top {
            cx.place(top);
            if unroll > 1 {
                cx.raw(".pragma \"nounroll\";");
            }
        }
        let k = if scan == Some(true) {
            let k = cx.fresh(RegClass::B32);
            cx.emit(op!("sub.u32"), vec![k.into(), imm(extent - 1), step.into()]);
            k
        } else {
            step
        };
        // The iteration's elements are read first, then folded in order.
        let stride = strides[dim] as u64;
        let elements: Vec<Vec<Reg>> = inputs
            .iter()
            .enumerate()
            .map(|(i, input)| {
                let at = cx.fresh(RegClass::B32);
                cx.emit(op!("mad.lo.u32"), vec![at.into(), k.into(), imm(placed[i].stride_bytes(stride)), lines[i].into()]);
                let xs: Vec<Reg> = (0..unroll).map(|_| cx.fresh(input.slots[0].class)).collect();
                let vector = if stride == 1 { run_vector(placed[i], input.slots[0].class, unroll) } else { 1 };
                read_staged_at(cx, at, placed[i], input.elem, &xs, stride, vector);
                xs
            })
            .collect();
        for u in 0..unroll as usize {
            let xs: Vec<Reg> = elements.iter().map(|xs| xs[u]).collect();
            combine(cx, body, &inputs, &xs, &accumulators)?;
        }
        if let Some(top) = top {
            cx.emit(op!("add.u32"), vec![step.into(), step.into(), imm(unroll)]);
            let again = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.lt.u32"), vec![again.into(), step.into(), count.into()]);
            cx.branch(Some(Guard { pred: again, negated: false }), top);
        }
        for (result, acc) in results.iter().zip(registers(&accumulators)) {
            cx.mov(result.slots[s], acc);
        }
    }
    for (i, r) in results.into_iter().enumerate() {
        cx.bind(Value::Result(op, i as u32), Lowered::Tile(r));
    }
    Ok(())
}

/// One accumulator register per input, set to its identity, as the body's
/// one-element operands.
fn accumulators(cx: &mut Lowerer<'_>, inputs: &[TileRegs], identities: &[u64]) -> Vec<Lowered> {
    inputs
        .iter()
        .zip(identities)
        .map(|(t, &bits)| {
            let r = cx.fresh(t.slots[0].class);
            cx.mov(r, imm_bits(r.class, bits));
            Lowered::Tile(TileRegs { elem: t.elem, layout: Layout::Replicated, slots: Rc::new([r]) })
        })
        .collect()
}

/// Lowers `body` once on `elements` (one register per input) and the
/// accumulators, which take its results.
fn combine(cx: &mut Lowerer<'_>, body: RegionId, inputs: &[TileRegs], elements: &[Reg], accumulators: &[Lowered]) -> Result<()> {
    let mut args = Vec::with_capacity(2 * inputs.len());
    for ((input, &x), acc) in inputs.iter().zip(elements).zip(accumulators) {
        args.push(Lowered::Tile(TileRegs { elem: input.elem, layout: Layout::Replicated, slots: Rc::new([x]) }));
        args.push(acc.clone());
    }
    cx.targets.push(Target::If { results: accumulators.to_vec() });
    cx.lower_region(body, args)?;
    cx.targets.pop();
    Ok(())
}

/// The accumulators' registers.
fn registers(accumulators: &[Lowered]) -> Vec<Reg> {
    accumulators.iter().filter_map(|a| if let Lowered::Tile(t) = a { Some(t.slots[0]) } else { None }).collect()
}

/// A `reduce` along the rows of a matrix in the fragment layout with every
/// warp down (a product's accumulator, as attention's scores), of 32-bit
/// elements: the four lanes of a quad hold a row between them. Each thread
/// folds the elements it holds of each of its rows, left to right from the
/// identity; two shuffles down the quad combine the four partial results,
/// `body(body(p3, p2), body(p1, p0))` for lanes 0 to 3; the quad's first
/// lane writes the row's result to shared memory, where the result's own
/// layout reads it. The spec leaves the order of a reduction open (the
/// body must be associative), and this order is fixed, so the result is
/// the same on every run (docs/ptx.md, "Reductions"). Whether it applied.
fn fold_in_quads(cx: &mut Lowerer<'_>, inputs: &[TileRegs], shape: &[i64], dim: usize, identities: &[u64], body: RegionId, results: &[TileRegs]) -> Result<bool> {
    let layout = inputs[0].layout;
    let Layout::Fragment { rows, columns, cta, row_warps } = layout else { return Ok(false) };
    let whole_rows = row_warps == cta / 32 && dim == 1 && shape == [rows as i64, columns as i64];
    if !whole_rows || inputs.iter().any(|t| t.layout != layout || !matches!(t.slots[0].class, RegClass::B32 | RegClass::F32)) {
        return Ok(false);
    }
    let log_columns = columns.trailing_zeros();
    // The thread's slots by the row part of their element, each row's by column.
    let mut by_row: std::collections::BTreeMap<u64, Vec<(u64, usize)>> = std::collections::BTreeMap::new();
    for s in 0..inputs[0].slots.len() {
        let element = layout.element(0, s as u64);
        by_row.entry(element >> log_columns).or_default().push((element & (columns - 1), s));
    }
    let base = shared_base(cx);
    // Earlier readers of the scratch array must be done before it is overwritten.
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let lane = cx.fresh(RegClass::B32);
    cx.emit(op!("and.b32"), vec![lane.into(), cx.tid().into(), imm(3)]);
    let writer = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.eq.u32"), vec![writer.into(), lane.into(), imm(0)]);
    let bytes = rows * 4;
    for mut slots in by_row.into_values() {
        slots.sort_unstable();
        let accumulators = accumulators(cx, inputs, identities);
        for &(_, s) in &slots {
            let elements: Vec<Reg> = inputs.iter().map(|t| t.slots[s]).collect();
            combine(cx, body, inputs, &elements, &accumulators)?;
        }
        for offset in [1, 2] {
            let others: Vec<Reg> = registers(&accumulators)
                .into_iter()
                .map(|acc| {
                    let other = cx.fresh(acc.class);
                    cx.emit(op!("shfl.sync.down.b32"), vec![other.into(), acc.into(), imm(offset), imm(0x1f), imm(0xffff_ffff)]);
                    other
                })
                .collect();
            combine(cx, body, inputs, &others, &accumulators)?;
        }
        // The row: the element's index less its column.
        let row = cx.fresh(RegClass::B32);
        let index = cx.element_index(layout, slots[0].1);
        cx.emit(op!("shr.u32"), vec![row.into(), index.into(), imm(u64::from(log_columns))]);
        let address = cx.fresh(RegClass::B32);
        cx.emit(op!("mad.lo.u32"), vec![address.into(), row.into(), imm(4), base.into()]);
        for (i, (input, acc)) in inputs.iter().zip(registers(&accumulators)).enumerate() {
            super::memory::store_element(cx, op!("st.shared"), input.elem, acc, Operand::Addr(address, (i as u64 * bytes) as i64), Some(writer));
        }
    }
    cx.need_shared(inputs.len() as u64 * bytes);
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    for (i, result) in results.iter().enumerate() {
        let guard = cx.layout_guard(result.layout);
        for s in 0..result.slots.len() {
            let index = cx.element_index(result.layout, s);
            let address = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![address.into(), index.into(), imm(4), base.into()]);
            super::memory::load_element(cx, op!("ld.shared"), result.elem, result.slots[s], Operand::Addr(address, (i as u64 * bytes) as i64), guard);
        }
    }
    Ok(true)
}
