//! Constants, iota, the tile block's position, and ops that rearrange
//! tiles: broadcast, reshape, permute, and `assume` (which adds no code).
//!
//! A reshape keeps the row-major order of elements, so with the cyclic
//! layout it moves nothing; so does broadcasting a one-element tile. Other
//! rearrangements go through shared memory ([`gather`]): every thread
//! writes the elements it holds, the CTA synchronizes, and every thread
//! reads the elements it is to hold.
//!
//! The scratch array keeps a staged tile's rows apart in the banks
//! ([`stage_rows`]): where a row's bytes are a multiple of 8, each row is
//! padded, so that lanes reading the same column of consecutive rows (a
//! transpose, a reduction along rows) read different banks instead of one.
//! Rows read one element a lane ([`gather_terms`]) are padded by a word (8
//! bytes for 8-byte elements): 32 consecutive rows then start in 32
//! different banks. Rows read in runs of 16 bytes a lane (a reduction
//! along rows) are padded by 16 bytes, which keeps them 16-byte aligned for
//! vector loads: the 8 rows of a quarter warp's loads start in 8 different
//! groups of 4 banks.

use crate::ptx::isa::{op, Axis, SpecialReg, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::core::{CatOp, ConstantOp, ExtractOp, InsertOp, PermuteOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::emit::SHARED_ARRAY;
use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::LowerError;
use super::placement::Placement;
use super::{imm, imm_bits, Layout, Lowered, Lowerer, TileRegs};
use crate::shared::value::{dense_tile, row_major_strides, Elem};

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Constant => constant(cx, op)?,
        OpKind::Iota => iota(cx, op)?,
        OpKind::GetTileBlockId => special_xyz(cx, op, SpecialReg::Ctaid)?,
        OpKind::GetNumTileBlocks => special_xyz(cx, op, SpecialReg::Nctaid)?,
        OpKind::Reshape | OpKind::Assume => {
            // A tile waiting in shared memory keeps its buffer: a reshape
            // keeps every element's index (super::resident).
            let first = cx.ir.op(op).operands.first().copied();
            if let Some(&Lowered::Resident(r)) = first.map(|v| cx.value(op, v)).transpose()? {
                cx.bind(Value::Result(op, 0), Lowered::Resident(r));
                return Ok(true);
            }
            let source = cx.operand(op, 0)?;
            let (_, layout) = cx.result_shape(op, 0)?;
            cx.bind(Value::Result(op, 0), Lowered::Tile(TileRegs { layout, ..source }));
        }
        OpKind::Broadcast => broadcast(cx, op)?,
        OpKind::Permute => permute(cx, op)?,
        OpKind::Extract => extract(cx, op)?,
        OpKind::Insert => insert(cx, op)?,
        OpKind::Cat => cat(cx, op)?,
        OpKind::Pack | OpKind::Unpack => repack(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// `pack` and `unpack` (13.3): the source's elements are written to shared
/// memory end to end (each little-endian, as the interpreter lays them
/// out), and each result element is read back at its own offset with the
/// result's type. Elements narrower than a byte (i1, 4-bit) go through
/// [`repack_bits`].
fn repack(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let source = cx.operand(op, 0)?;
    let result = cx.fresh_result(op, 0)?;
    let pack = cx.ir.kind(op) == Some(OpKind::Pack);
    let unpacked = if pack { source.elem } else { result.elem };
    match unpacked.scalar().map(|s| s.width()) {
        Some(1 | 4) => return repack_bits(cx, op, pack, &source, result),
        Some(w) if w >= 16 => {}
        _ => return Err(cx.cannot(op, format!("{} elements", unpacked.name()))),
    }
    let (from, to) = (source.elem.bytes() as u64, result.elem.bytes() as u64);
    let base = shared_base(cx);
    // Earlier readers of the scratch array must be done before it is overwritten.
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    // End to end at their own width (`stage` widens i8 to two bytes).
    store_staged(cx, base, &source, Staged::unpadded(0, from), source.elem);
    cx.need_shared(source.layout.elements() * from);
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    // A one-element result is held by every thread: each reads element 0.
    if result.layout == Layout::Replicated {
        super::memory::load_element(cx, op!("ld.shared"), result.elem, result.slots[0], Operand::Addr(base, 0), None);
    } else {
        let valid = cx.layout_guard(result.layout);
        for (s, &d) in result.slots.iter().enumerate() {
            let index = cx.element_index(result.layout, s);
            let address = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![address.into(), index.into(), imm(to), base.into()]);
            super::memory::load_element(cx, op!("ld.shared"), result.elem, d, Operand::Addr(address, 0), valid);
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// `pack`/`unpack` of elements of fewer than 8 bits (i1: 1 bit, i4 and
/// f4E2M1FN: 4): the elements as one little-endian bit stream, element `i`
/// at bits `i*w` to `i*w+w-1`. Staged one element (or one byte) per byte of
/// shared memory; each packed byte is then gathered from its `8/w`
/// elements, or each unpacked element cut from its byte.
fn repack_bits(cx: &mut Lowerer<'_>, op: OpId, pack: bool, source: &TileRegs, result: TileRegs) -> Result<()> {
    let narrow = if pack { source.elem } else { result.elem };
    let w = u64::from(narrow.scalar().map_or(8, |s| s.width()));
    let base = shared_base(cx);
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    store_staged(cx, base, source, Staged::unpadded(0, 1), source.elem);
    cx.need_shared(source.layout.elements());
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let valid = match result.layout {
        Layout::Replicated => None,
        l => cx.layout_guard(l),
    };
    for (s, &d) in result.slots.iter().enumerate() {
        let index = if result.layout == Layout::Replicated {
            let zero = cx.fresh(RegClass::B32);
            cx.mov(zero, imm(0));
            zero
        } else {
            cx.element_index(result.layout, s)
        };
        let guard = valid.map(|pred| Guard { pred, negated: false });
        if pack {
            // Byte `index` from elements `index * 8/w` on.
            let per_byte = 8 / w;
            let first = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![first.into(), index.into(), imm(per_byte), base.into()]);
            let byte = cx.fresh(RegClass::B32);
            cx.mov(byte, imm(0));
            for j in 0..per_byte {
                let e = cx.fresh(RegClass::B32);
                cx.emit_guarded(guard, op!("ld.shared.u8"), vec![e.into(), Operand::Addr(first, j as i64)]);
                cx.emit(op!("and.b32"), vec![e.into(), e.into(), imm((1 << w) - 1)]);
                cx.emit(op!("shl.b32"), vec![e.into(), e.into(), imm(j * w)]);
                cx.emit(op!("or.b32"), vec![byte.into(), byte.into(), e.into()]);
            }
            // i8 lives sign-extended in its 16-bit register.
            cx.emit(op!("cvt.u16.u32"), vec![d.into(), byte.into()]);
            cx.emit(op!("cvt.s16.s8"), vec![d.into(), d.into()]);
        } else {
            // Element `index`: bits `index * w` on, in byte `index * w / 8`.
            let bit = cx.fresh(RegClass::B32);
            cx.emit(op!("mul.lo.u32"), vec![bit.into(), index.into(), imm(w)]);
            let address = cx.fresh(RegClass::B32);
            cx.emit(op!("shr.u32"), vec![address.into(), bit.into(), imm(3)]);
            cx.emit(op!("add.u32"), vec![address.into(), address.into(), base.into()]);
            let byte = cx.fresh(RegClass::B32);
            cx.emit_guarded(guard, op!("ld.shared.u8"), vec![byte.into(), Operand::Addr(address, 0)]);
            cx.emit(op!("and.b32"), vec![bit.into(), bit.into(), imm(7)]);
            cx.emit(op!("shr.u32"), vec![byte.into(), byte.into(), bit.into()]);
            cx.emit(op!("and.b32"), vec![byte.into(), byte.into(), imm((1 << w) - 1)]);
            if d.class == RegClass::Pred {
                cx.emit(op!("setp.ne.u32"), vec![d.into(), byte.into(), imm(0)]);
            } else {
                cx.emit(op!("cvt.u16.u32"), vec![d.into(), byte.into()]);
            }
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

fn special_xyz(cx: &mut Lowerer<'_>, op: OpId, register: SpecialReg) -> Result<()> {
    for (i, &axis) in Axis::ALL.iter().enumerate() {
        let result = cx.fresh_result(op, i)?;
        cx.emit(op!("mov.u32"), vec![result.slots[0].into(), Operand::Special(register, axis)]);
        cx.bind(Value::Result(op, i as u32), Lowered::Tile(result));
    }
    Ok(())
}

/// The `.const` array type and the load type of one element of a class.
fn const_types(class: RegClass, elem: Elem) -> (&'static str, Type, u32) {
    match (class, elem) {
        (RegClass::Pred, _) => (".b8", Type::U8, 1),
        (_, Elem::Scalar(Scalar::I8)) => (".b8", Type::S8, 1),
        (_, Elem::Scalar(Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F8E8m0fnu | Scalar::Fnv8E5m3fnu | Scalar::F4E2m1fn | Scalar::I4)) => (".b8", Type::U8, 1),
        (RegClass::B16, _) => (".b16", Type::B16, 2),
        (RegClass::B32 | RegClass::F32, _) => (".b32", Type::B32, 4),
        _ => (".b64", Type::B64, 8),
    }
}

fn constant(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let attr = ConstantOp(op).value(cx.verified);
    let tile = dense_tile(cx.ir, attr).ok_or_else(|| cx.cannot(op, "this constant's value"))?;
    let (elem, layout) = cx.result_shape(op, 0)?;
    let class = super::reg_class(elem).ok_or_else(|| cx.cannot(op, format!("{} constants", elem.name())))?;
    let first = tile.data.first().copied().unwrap_or(0);
    // i8 lives sign-extended in its 16-bit register.
    let in_register = |bits: u64| if elem == Elem::Scalar(Scalar::I8) { crate::shared::value::sext(bits, 8) as u64 } else { bits };
    if tile.data.iter().all(|&b| b == first) {
        let r = cx.fresh(class);
        cx.mov(r, imm_bits(class, in_register(first)));
        cx.bind(Value::Result(op, 0), Lowered::Tile(TileRegs { elem, layout, slots: vec![r; layout.slots()].into() }));
        return Ok(());
    }
    let (array_type, load_type, width) = const_types(class, elem);
    let symbol = cx.add_const_array(array_type, width, tile.data.clone());
    let base = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.u64"), vec![base.into(), Operand::Sym(symbol)]);
    let result = cx.fresh_tile(op, elem, layout)?;
    for (s, &d) in result.slots.iter().enumerate() {
        let index = cx.element_index(layout, s);
        // Threads past a small tile read a real element (their value is never used).
        let wrapped = cx.fresh(RegClass::B32);
        cx.emit(op!("and.b32"), vec![wrapped.into(), index.into(), imm(layout.elements() - 1)]);
        let address = cx.fresh(RegClass::B64);
        cx.emit(op!("mad.wide.u32"), vec![address.into(), wrapped.into(), imm(u64::from(width)), base.into()]);
        if class == RegClass::Pred {
            let byte = cx.fresh(RegClass::B16);
            cx.emit(op!("ld.const.u8"), vec![byte.into(), Operand::Addr(address, 0)]);
            cx.emit(op!("setp.ne.b16"), vec![d.into(), byte.into(), imm(0)]);
        } else {
            cx.emit(op!("ld.const").with(load_type), vec![d.into(), Operand::Addr(address, 0)]);
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

fn iota(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let result = cx.fresh_result(op, 0)?;
    let elem = result.elem;
    for (s, &d) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        match d.class {
            RegClass::B32 => cx.mov(d, index),
            RegClass::B64 => cx.emit(op!("cvt.u64.u32"), vec![d.into(), index.into()]),
            RegClass::B16 if elem == Elem::Scalar(Scalar::I8) => cx.emit(op!("cvt.s8.u32"), vec![d.into(), index.into()]),
            RegClass::B16 => cx.emit(op!("cvt.u16.u32"), vec![d.into(), index.into()]),
            _ => return Err(cx.cannot(op, format!("iota of {}", elem.name()))),
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

pub fn shape_of(cx: &Lowerer<'_>, v: Value) -> Vec<i64> {
    cx.ir.types.shape(cx.ir.value_type(v)).map(<[i64]>::to_vec).unwrap_or_default()
}

pub fn log2(v: i64) -> u32 {
    (v.max(1) as u64).trailing_zeros()
}

/// The coordinates of row-major element `index` of a tile of `shape`, each
/// masked into its dimension (so any index names a real element).
pub fn coordinates(cx: &mut Lowerer<'_>, index: Reg, shape: &[i64]) -> Vec<Reg> {
    let strides = row_major_strides(shape);
    shape
        .iter()
        .zip(&strides)
        .map(|(&extent, &stride)| {
            let c = cx.fresh(RegClass::B32);
            cx.emit(op!("shr.u32"), vec![c.into(), index.into(), imm(u64::from(log2(stride)))]);
            cx.emit(op!("and.b32"), vec![c.into(), c.into(), imm((extent.max(1) - 1) as u64)]);
            c
        })
        .collect()
}

/// `Σ coordinate[i] * stride[i]` for power-of-two strides, plus `base`.
pub fn linear(cx: &mut Lowerer<'_>, terms: &[(Reg, i64)], base: u64) -> Reg {
    let sum = cx.fresh(RegClass::B32);
    cx.mov(sum, imm(base));
    for &(c, stride) in terms {
        let t = cx.fresh(RegClass::B32);
        cx.emit(op!("shl.b32"), vec![t.into(), c.into(), imm(u64::from(log2(stride)))]);
        cx.emit(op!("add.u32"), vec![sum.into(), sum.into(), t.into()]);
    }
    sum
}

fn broadcast(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let source = cx.operand(op, 0)?;
    let (_, layout) = cx.result_shape(op, 0)?;
    if source.layout == Layout::Replicated {
        let slots = vec![source.slots[0]; layout.slots()];
        cx.bind(Value::Result(op, 0), Lowered::Tile(TileRegs { layout, slots: slots.into(), ..source }));
        return Ok(());
    }
    let shape = shape_of(cx, Value::Result(op, 0));
    let source_shape = shape_of(cx, cx.ir.op(op).operands[0]);
    let source_strides = row_major_strides(&source_shape);
    gather_terms(cx, op, source, last_dim(&source_shape), |cx, index| {
        let coords = coordinates(cx, index, &shape);
        coords.into_iter().enumerate().filter(|&(d, _)| source_shape[d] != 1).map(|(d, c)| (c, source_strides[d])).collect()
    })
}

/// Result dimension `k` is source dimension `permutation[k]`.
fn permute(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    // A tile waiting in shared memory as B's transpose keeps its buffer:
    // the product reads it so (super::resident).
    let first = cx.ir.op(op).operands.first().copied();
    if let Some(&Lowered::Resident(r)) = first.map(|v| cx.value(op, v)).transpose()? {
        cx.bind(Value::Result(op, 0), Lowered::Resident(r));
        return Ok(());
    }
    let source = cx.operand(op, 0)?;
    let permutation: Vec<usize> = PermuteOp(op).permutation(cx.ir).unwrap_or_default().iter().map(|&p| p as usize).collect();
    let shape = shape_of(cx, Value::Result(op, 0));
    let source_shape = shape_of(cx, cx.ir.op(op).operands[0]);
    let source_strides = row_major_strides(&source_shape);
    if permutation.len() != shape.len() || permutation.iter().any(|&p| p >= source_strides.len()) {
        return Err(cx.internal(op, "the permutation does not match the shapes"));
    }
    gather_terms(cx, op, source, last_dim(&source_shape), |cx, index| {
        let coords = coordinates(cx, index, &shape);
        coords.into_iter().zip(&permutation).map(|(c, &p)| (c, source_strides[p])).collect()
    })
}

/// Block `indices` of the source, each block the result's shape. The
/// interpreter reports an index that names no block; here each source
/// coordinate is masked into its dimension, so such an index reads some
/// element of the source (never memory outside it).
fn extract(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let source = cx.operand(op, 0)?;
    let index_values = ExtractOp(op).indices(cx.ir).to_vec();
    let (shape, source_shape) = indexed_shapes(cx, op, &index_values, "extract")?;
    let starts = block_starts(cx, op, &index_values, &shape)?;
    let source_strides = row_major_strides(&source_shape);
    gather_terms(cx, op, source, last_dim(&source_shape), |cx, index| {
        let coords = coordinates(cx, index, &shape);
        let mut terms = Vec::with_capacity(coords.len());
        for (d, c) in coords.into_iter().enumerate() {
            cx.emit(op!("add.u32"), vec![c.into(), c.into(), starts[d].into()]);
            cx.emit(op!("and.b32"), vec![c.into(), c.into(), imm((source_shape[d].max(1) - 1) as u64)]);
            terms.push((c, source_strides[d]));
        }
        terms
    })
}

/// `insert` (13.4): the destination, then the source, go to shared memory;
/// each result element reads the source where it lies in the block the
/// indices name (`index * source extent` on, in every dimension), the
/// destination elsewhere. A block outside the destination (undefined) leaves
/// the destination as it is.
fn insert(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let source = cx.operand(op, 0)?;
    let destination = cx.operand(op, 1)?;
    let index_values = InsertOp(op).indices(cx.ir).to_vec();
    let (shape, source_shape) = indexed_shapes(cx, op, &index_values, "insert")?;
    let starts = block_starts(cx, op, &index_values, &source_shape)?;
    let destination_elements = destination.layout.elements();
    let (strides, source_strides) = (row_major_strides(&shape), row_major_strides(&source_shape));
    gather(cx, op, &[destination, source], |cx, index| {
        let coords = coordinates(cx, index, &shape);
        let terms: Vec<(Reg, i64)> = coords.iter().zip(&strides).map(|(&c, &s)| (c, s)).collect();
        let from_destination = linear(cx, &terms, 0);
        // Inside the block when every `coord - start` is below the extent
        // (unsigned: a coordinate before the start wraps to a large value).
        let inside = cx.fresh(RegClass::Pred);
        let mut source_terms = Vec::with_capacity(coords.len());
        for (d, &c) in coords.iter().enumerate() {
            let offset = cx.fresh(RegClass::B32);
            cx.emit(op!("sub.u32"), vec![offset.into(), c.into(), starts[d].into()]);
            let within = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.lt.u32"), vec![within.into(), offset.into(), imm(source_shape[d] as u64)]);
            if d == 0 {
                cx.mov(inside, within);
            } else {
                cx.emit(op!("and.pred"), vec![inside.into(), inside.into(), within.into()]);
            }
            source_terms.push((offset, source_strides[d]));
        }
        let from = cx.fresh(RegClass::B32);
        if coords.is_empty() {
            // Rank 0: the source replaces the whole destination.
            cx.mov(from, imm(destination_elements));
            return from;
        }
        let from_source = linear(cx, &source_terms, destination_elements);
        cx.emit(op!("selp.b32"), vec![from.into(), from_source.into(), from_destination.into(), inside.into()]);
        from
    })
}

/// The shapes of the result and of the source (operand 0) of `extract` or
/// `insert` (`name`), which have one index of `index_values` per dimension.
fn indexed_shapes(cx: &Lowerer<'_>, op: OpId, index_values: &[Value], name: &str) -> Result<(Vec<i64>, Vec<i64>)> {
    let shape = shape_of(cx, Value::Result(op, 0));
    let source_shape = shape_of(cx, cx.ir.op(op).operands[0]);
    if index_values.len() != shape.len() || source_shape.len() != shape.len() {
        return Err(cx.internal(op, format!("{name} needs one index per dimension")));
    }
    Ok((shape, source_shape))
}

/// The first element of the block each index names, per dimension: the
/// index (a block count, as `extract` and `insert` take it) times the block
/// extent, as a u32 register.
fn block_starts(cx: &mut Lowerer<'_>, op: OpId, index_values: &[Value], block_shape: &[i64]) -> Result<Vec<Reg>> {
    let mut starts = Vec::with_capacity(block_shape.len());
    for (d, &v) in index_values.iter().enumerate() {
        let index = cx.tile(op, v)?.slots[0];
        let as_u32 = match index.class {
            RegClass::B32 => index,
            RegClass::B16 => {
                let t = cx.fresh(RegClass::B32);
                cx.emit(op!("cvt.u32.u16"), vec![t.into(), index.into()]);
                t
            }
            RegClass::B64 => {
                let t = cx.fresh(RegClass::B32);
                cx.emit(op!("cvt.u32.u64"), vec![t.into(), index.into()]);
                t
            }
            _ => return Err(cx.cannot(op, "an index that is not an integer")),
        };
        let start = cx.fresh(RegClass::B32);
        cx.emit(op!("shl.b32"), vec![start.into(), as_u32.into(), imm(u64::from(log2(block_shape[d])))]);
        starts.push(start);
    }
    Ok(starts)
}

/// `lhs` then `rhs` along dimension `dim`.
fn cat(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let lhs = cx.operand(op, 0)?;
    let rhs = cx.operand(op, 1)?;
    let shape = shape_of(cx, Value::Result(op, 0));
    let lhs_shape = shape_of(cx, cx.ir.op(op).operands[0]);
    let rhs_shape = shape_of(cx, cx.ir.op(op).operands[1]);
    let dim = usize::try_from(CatOp(op).dim(cx.ir).unwrap_or(-1)).ok().filter(|&d| d < shape.len() && lhs_shape.len() == shape.len() && rhs_shape.len() == shape.len());
    let Some(dim) = dim.filter(|&d| lhs_shape[d] + rhs_shape[d] == shape[d]) else {
        return Err(cx.internal(op, "cat's dimension does not match the shapes"));
    };
    let split = lhs_shape[dim] as u64;
    let lhs_elements = lhs.layout.elements();
    let (lhs_strides, rhs_strides) = (row_major_strides(&lhs_shape), row_major_strides(&rhs_shape));
    gather(cx, op, &[lhs, rhs], |cx, index| {
        let coords = coordinates(cx, index, &shape);
        let in_rhs = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.ge.u32"), vec![in_rhs.into(), coords[dim].into(), imm(split)]);
        let lhs_terms: Vec<(Reg, i64)> = coords.iter().zip(&lhs_strides).map(|(&c, &s)| (c, s)).collect();
        let from_lhs = linear(cx, &lhs_terms, 0);
        let shifted = cx.fresh(RegClass::B32);
        cx.emit(op!("sub.u32"), vec![shifted.into(), coords[dim].into(), imm(split)]);
        let rhs_terms: Vec<(Reg, i64)> = coords.iter().enumerate().map(|(d, &c)| (if d == dim { shifted } else { c }, rhs_strides[d])).collect();
        let from_rhs = linear(cx, &rhs_terms, lhs_elements);
        let from = cx.fresh(RegClass::B32);
        cx.emit(op!("selp.b32"), vec![from.into(), from_rhs.into(), from_lhs.into(), in_rhs.into()]);
        from
    })
}

/// A shape's last dimension (its rows' length), 0 for a scalar.
pub fn last_dim(shape: &[i64]) -> u64 {
    shape.last().map_or(0, |&d| d.max(0) as u64)
}

/// Bytes an element takes in the shared scratch array.
fn scratch_width(class: RegClass) -> u64 {
    match class {
        RegClass::Pred => 1,
        RegClass::B16 => 2,
        RegClass::B32 | RegClass::F32 => 4,
        RegClass::B64 | RegClass::F64 => 8,
    }
}

/// The base address of the shared scratch array (a 32-bit shared address).
pub fn shared_base(cx: &mut Lowerer<'_>) -> Reg {
    let r = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.u32"), vec![r.into(), Operand::Sym(SHARED_ARRAY.into())]);
    r
}

/// Where [`stage`] put a source in the scratch array: element `i`, of row
/// `r = i >> row_shift`, at byte `start + i * width + r * pad + ((r >> 2) &
/// 1) * skew` (`pad` 0: unpadded, element `i` at `start + i * width`; `skew`
/// 0 but for [`Staged::runs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Staged {
    pub start: u64,
    /// Bytes an element takes.
    pub width: u64,
    row_shift: u32,
    pad: u64,
    skew: u64,
}

/// Rows of [`Staged::runs`] lie this many bytes (8 banks) apart, modulo 128.
const RUN_ROWS_APART: u64 = 32;

impl Staged {
    fn unpadded(start: u64, width: u64) -> Staged {
        Staged { start, width, row_shift: 0, pad: 0, skew: 0 }
    }

    /// [`Rows::ForRuns`]: rows of `row` elements read in 16-byte runs, one
    /// row a lane. Where a row is a multiple of 128 bytes, rows are padded
    /// to start 8 banks apart and those of the second four of every eight
    /// skewed by 4 banks more (`skew` 16): 8 consecutive rows then start at
    /// banks 0, 8, 16, 24, 4, 12, 20, 28, so a quarter warp's 16-byte reads
    /// of 8 rows meet no bank twice, and nor do a half warp's 8-byte
    /// stores of 2 columns of 4 consecutive rows (the fragment layout's; a
    /// uniform pad of 16 bytes left those 2-way). Elsewhere padded by 16.
    fn runs(start: u64, width: u64, row: u64, elements: u64) -> Staged {
        let padded = Staged::rows(start, width, row, elements, 16);
        let row_bytes = row * width;
        if padded.pad == 0 || !row_bytes.is_multiple_of(128) || !RUN_ROWS_APART.is_multiple_of(width) {
            return padded;
        }
        Staged { pad: RUN_ROWS_APART, skew: 16, ..padded }
    }

    /// A source of `elements` elements of `width` bytes in rows of `row`
    /// (a power of two) at `start`, each row padded by `pad` bytes (a
    /// multiple of `width`; 0: unpadded) where a row's bytes are a multiple
    /// of 8 and there is more than one row: then a row's bytes are not a
    /// multiple of 8 words, and the same column of 8 consecutive rows lies
    /// in different banks.
    fn rows(start: u64, width: u64, row: u64, elements: u64, pad: u64) -> Staged {
        if !row.is_power_of_two() {
            return Staged::unpadded(start, width);
        }
        let row_shift = row.trailing_zeros();
        if pad == 0 || row < 2 || elements <= row || !(row * width).is_multiple_of(8) || !pad.is_multiple_of(width) {
            // Unpadded, the rows still known (for their alignment).
            return Staged { start, width, row_shift, pad: 0, skew: 0 };
        }
        Staged { start, width, row_shift, pad, skew: 0 }
    }

    /// Bytes the source's `elements` elements take.
    fn bytes(&self, elements: u64) -> u64 {
        self.offset_of(elements)
    }

    /// The byte offset of element `index` from the source's start.
    fn offset_of(&self, index: u64) -> u64 {
        if self.pad == 0 {
            return index * self.width;
        }
        let row = index >> self.row_shift;
        index * self.width + row * self.pad + ((row >> 2) & 1) * self.skew
    }

    /// Where the elements lie from the array's start, as bit fields of their
    /// index (a row's bit 2 weighs 4 rows and the skew).
    fn placement(&self) -> Placement {
        let row = 1i64 << self.row_shift;
        let pitch = self.offset_of(row as u64) as i64;
        let fields = match (self.pad, self.skew) {
            (0, _) => vec![(0, -1, self.width as i64)],
            (_, 0) => vec![(0, row - 1, self.width as i64), (self.row_shift, -1, pitch)],
            (_, skew) => vec![(0, row - 1, self.width as i64), (self.row_shift, 3, pitch), (self.row_shift + 2, 1, 4 * pitch + skew as i64), (self.row_shift + 3, -1, 8 * pitch)],
        };
        Placement::linear(fields, self.start as i64)
    }

    /// The largest power of two every row's first element's address is a
    /// multiple of (the array is 16-byte aligned; rows unknown, each
    /// element its own row).
    fn row_alignment(&self) -> u64 {
        let row_bytes = (self.width << self.row_shift) + self.pad;
        [16, 8, 4, 2].into_iter().find(|&a| self.start.is_multiple_of(a) && row_bytes.is_multiple_of(a)).unwrap_or(1)
    }

    /// `base +` the offset of element `index` (a `.b32` register) from the
    /// source's start.
    fn address(&self, cx: &mut Lowerer<'_>, base: Reg, index: Reg) -> Reg {
        let address = cx.fresh(RegClass::B32);
        cx.emit(op!("mad.lo.u32"), vec![address.into(), index.into(), imm(self.width), base.into()]);
        if self.pad != 0 {
            let row = cx.fresh(RegClass::B32);
            cx.emit(op!("shr.u32"), vec![row.into(), index.into(), imm(u64::from(self.row_shift))]);
            cx.emit(op!("mad.lo.u32"), vec![address.into(), row.into(), imm(self.pad), address.into()]);
            self.add_skew(cx, address, row);
        }
        address
    }

    /// Adds the skew of row `row` (a `.b32` register) to `address`.
    fn add_skew(&self, cx: &mut Lowerer<'_>, address: Reg, row: Reg) {
        if self.skew != 0 {
            cx.add_if_bit(address, row, 4, self.skew);
        }
    }

    /// How far element `index + stride` lies past element `index`, for a
    /// row-major stride of the source (below a row's length, or whole rows
    /// where rows are not skewed).
    pub fn stride_bytes(&self, stride: u64) -> u64 {
        if self.pad == 0 || stride < 1 << self.row_shift {
            stride * self.width
        } else {
            debug_assert!(self.skew == 0, "whole rows of skewed rows lie no constant distance apart");
            self.offset_of(stride)
        }
    }

    /// `base +` the offset from the source's start of the element at the
    /// sum of `terms` (coordinates times the source's row-major strides):
    /// one `mad` a term (with skewed rows, the terms of whole rows make the
    /// row first, whose skew is then added).
    pub fn address_of(&self, cx: &mut Lowerer<'_>, base: Reg, terms: &[(Reg, i64)]) -> Reg {
        let row_elements = 1u64 << self.row_shift;
        let is_row = |&&(_, stride): &&(Reg, i64)| self.skew != 0 && stride as u64 >= row_elements;
        let rows: Vec<(Reg, i64)> = terms.iter().filter(is_row).copied().collect();
        let columns: Vec<(Reg, i64)> = terms.iter().filter(|t| !is_row(t)).copied().collect();
        let mut address = base;
        if !rows.is_empty() {
            // Row-major strides of whole rows are multiples of a row.
            let mut row = None;
            for &(c, stride) in &rows {
                let sum = cx.fresh(RegClass::B32);
                match row {
                    None => cx.emit(op!("mul.lo.u32"), vec![sum.into(), c.into(), imm(stride as u64 >> self.row_shift)]),
                    Some(r) => cx.emit(op!("mad.lo.u32"), vec![sum.into(), c.into(), imm(stride as u64 >> self.row_shift), Operand::Reg(r)]),
                }
                row = Some(sum);
            }
            let row = row.expect("at least one row term");
            let sum = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![sum.into(), row.into(), imm(self.offset_of(row_elements)), address.into()]);
            self.add_skew(cx, sum, row);
            address = sum;
        }
        for &(c, stride) in &columns {
            let sum = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![sum.into(), c.into(), imm(self.stride_bytes(stride as u64)), address.into()]);
            address = sum;
        }
        address
    }
}

/// How a source's rows are staged: unpadded, or padded for reads down a
/// column one element a lane (a word), or for runs along a row read 16
/// bytes a lane (16 bytes, which keeps rows 16-byte aligned).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rows {
    Unpadded,
    /// Rows of this many elements, padded for lanes reading single elements.
    ForElements(u64),
    /// Rows of this many elements, padded for lanes reading 16-byte runs.
    ForRuns(u64),
}

/// Writes `sources` one after another into the shared scratch array,
/// unpadded, and synchronizes the CTA. Returns the array's base and where
/// each source lies.
pub fn stage(cx: &mut Lowerer<'_>, sources: &[TileRegs]) -> (Reg, Vec<Staged>) {
    stage_rows(cx, sources, &vec![Rows::Unpadded; sources.len()])
}

/// [`stage`] with source `i`'s rows staged as `rows[i]` says
/// ([`Staged::rows`]).
pub fn stage_rows(cx: &mut Lowerer<'_>, sources: &[TileRegs], rows: &[Rows]) -> (Reg, Vec<Staged>) {
    let base = shared_base(cx);
    // Earlier readers of the scratch array must be done before it is overwritten.
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let mut placed = Vec::with_capacity(sources.len());
    let mut start = 0u64;
    for (source, &rows) in sources.iter().zip(rows) {
        let width = scratch_width(source.slots[0].class);
        let elements = source.layout.elements();
        let staged = match rows {
            Rows::Unpadded => Staged::unpadded(start.next_multiple_of(width), width),
            Rows::ForElements(row) => Staged::rows(start.next_multiple_of(width.max(4)), width, row, elements, width.max(4)),
            Rows::ForRuns(row) => Staged::runs(start.next_multiple_of(16), width, row, elements),
        };
        store_staged(cx, base, source, staged, shared_elem(source.elem));
        placed.push(staged);
        start = staged.start + staged.bytes(elements);
    }
    cx.need_shared(start);
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    (base, placed)
}

/// Writes the elements of `source` as `elem` to the scratch array where
/// `staged` says (a one-element tile by one thread). Where rows are padded,
/// the address of the element a thread holds in a slot is that of the
/// thread's part of its index (computed once) plus a constant for the
/// slot's part ([`Placement`]), and slots that land side by side go as one
/// vector store.
fn store_staged(cx: &mut Lowerer<'_>, base: Reg, source: &TileRegs, staged: Staged, elem: Elem) {
    let guard = match source.layout {
        Layout::Replicated => Some(cx.valid_pred(1)),
        l => cx.layout_guard(l),
    };
    if staged.pad == 0 {
        for s in 0..source.slots.len() {
            let index = cx.element_index(source.layout, s);
            let address = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![address.into(), index.into(), imm(staged.width), base.into()]);
            super::memory::store_element(cx, op!("st.shared"), elem, source.slots[s], Operand::Addr(address, staged.start as i64), guard);
        }
        return;
    }
    let placement = staged.placement();
    let thread = placement.thread_address(cx, source.layout, base);
    let mut s = 0;
    while s < source.slots.len() {
        let width = match source.slots[s].class {
            RegClass::Pred => 1,
            _ => super::placement::vector_width(cx.cta(), source.layout, &placement, s, source.slots.len(), staged.width as i64, 4),
        };
        let address = Operand::Addr(thread, placement.slot_offset(source.layout, s));
        if width == 1 {
            super::memory::store_element(cx, op!("st.shared"), elem, source.slots[s], address, guard);
        } else {
            super::memory::store_vector(cx, op!("st.shared"), elem, &source.slots[s..s + width], address, guard);
        }
        s += width;
    }
}

/// Reads element `index` (a `.b32` register) of a staged source into `dst`.
pub fn read_staged(cx: &mut Lowerer<'_>, base: Reg, staged: Staged, elem: Elem, dst: Reg, index: Reg) {
    let address = staged.address(cx, base, index);
    read_staged_at(cx, address, staged, elem, &[dst], 1, 1);
}

/// Reads elements `index`, `index + step`, ... of a staged source into
/// `dsts` from `address` (the first one's address less the source's start;
/// the others at constant offsets from it: the run stays within a row of
/// the source or moves by whole rows), `vector` elements an instruction
/// (a run along a row whose first element is aligned to `vector` elements).
pub fn read_staged_at(cx: &mut Lowerer<'_>, address: Reg, staged: Staged, elem: Elem, dsts: &[Reg], step: u64, vector: usize) {
    for (u, group) in (0u64..).step_by(vector).zip(dsts.chunks(vector)) {
        let at = Operand::Addr(address, (staged.start + u * staged.stride_bytes(step)) as i64);
        if group.len() == 1 {
            super::memory::load_element(cx, op!("ld.shared"), shared_elem(elem), group[0], at, None);
        } else {
            super::memory::load_vector(cx, op!("ld.shared"), shared_elem(elem), group, at, None);
        }
    }
}

/// How many elements of a run along a row of `staged` one load can read:
/// the run's `count` elements start at a multiple of `count` in their row,
/// which starts aligned to [`Staged::row_alignment`] (at most 16 bytes,
/// not predicates).
pub fn run_vector(staged: Staged, class: RegClass, count: u64) -> usize {
    if class == RegClass::Pred {
        return 1;
    }
    let alignment = staged.row_alignment().min(count * staged.width);
    [4u64, 2].into_iter().find(|&v| count.is_multiple_of(v) && v * staged.width <= 16 && alignment.is_multiple_of(v * staged.width)).unwrap_or(1) as usize
}

/// Writes `source` into shared memory, its rows of `row` elements (its
/// last dimension) padded for reads of one element a lane
/// ([`Rows::ForElements`]), then makes result 0 of `op` by reading, for
/// each element index `i` it holds, the source's element at the sum of
/// `source_terms(i)` (its coordinates times the source's row-major strides).
pub fn gather_terms(cx: &mut Lowerer<'_>, op: OpId, source: TileRegs, row: u64, mut source_terms: impl FnMut(&mut Lowerer<'_>, Reg) -> Vec<(Reg, i64)>) -> Result<()> {
    let result = cx.fresh_result(op, 0)?;
    let (base, placed) = stage_rows(cx, std::slice::from_ref(&source), &[Rows::ForElements(row)]);
    for (s, &d) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        let terms = source_terms(cx, index);
        let address = placed[0].address_of(cx, base, &terms);
        read_staged_at(cx, address, placed[0], result.elem, &[d], 1, 1);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// Writes `sources` one after another into shared memory, unpadded, then
/// makes result 0 of `op` by reading, for each element index `i` it holds,
/// the element `source_index(i)` of that concatenation (the sources share
/// one element type).
pub fn gather(cx: &mut Lowerer<'_>, op: OpId, sources: &[TileRegs], mut source_index: impl FnMut(&mut Lowerer<'_>, Reg) -> Reg) -> Result<()> {
    let result = cx.fresh_result(op, 0)?;
    let (base, placed) = stage(cx, sources);
    let first = placed.first().copied().unwrap_or(Staged::unpadded(0, 1));
    for (s, &d) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        let from = source_index(cx, index);
        read_staged(cx, base, first, result.elem, d, from);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// The element type as the scratch array stores it (i8 as its 16-bit register).
pub fn shared_elem(elem: Elem) -> Elem {
    if elem == Elem::Scalar(Scalar::I8) {
        Elem::Scalar(Scalar::I16)
    } else {
        elem
    }
}

#[cfg(test)]
mod tests {
    use super::Staged;

    #[test]
    fn rows_read_in_runs_start_8_banks_apart_and_skewed_by_4_every_second_four() {
        // 64 rows of 64 f32 (256 bytes): pitch 288, rows 4 to 7 of every 8 16 bytes on.
        let staged = Staged::runs(32, 4, 64, 64 * 64);
        let placement = staged.placement();
        for i in 0..64 * 64 {
            assert_eq!(placement.offset_of(i) as u64, staged.offset_of(i), "element {i}");
        }
        let banks: Vec<u64> = (0..8).map(|r| (staged.offset_of(64 * r) / 4) % 32).collect();
        assert_eq!(banks, [0, 8, 16, 24, 4, 12, 20, 28]);
        // Rows never overlap, and the source's bytes hold its last row.
        for r in 0..63 {
            assert!(staged.offset_of(64 * r) + 256 <= staged.offset_of(64 * (r + 1)), "row {r}");
        }
        assert_eq!(staged.bytes(64 * 64), 64 * 288);
        // Rows of 64 bytes keep the uniform 16-byte pad, unskewed.
        assert_eq!(Staged::runs(0, 4, 16, 16 * 16), Staged::rows(0, 4, 16, 16 * 16, 16));
        assert_eq!(Staged::runs(0, 4, 16, 16 * 16).skew, 0);
    }
}
