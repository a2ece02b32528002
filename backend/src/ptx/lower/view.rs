//! Tensor and partition views: making them, reading their shapes, and
//! loading and storing tiles through them.
//!
//! A tensor view is its base address and, per dimension, a 64-bit size and
//! stride (in elements) in registers. A partition view adds the static tile
//! shape, `dim_map` and padding. Tile element `t` of the tile at index `k`
//! is the tensor element with coordinate `c[dim_map[i]] = k[i] * tile[i] +
//! t[i]`; where any coordinate leaves `[0, size)` the load reads the padding
//! (zero bits without one) and the store skips it, and neither touches memory.
//!
//! A gather/scatter view (13.3) is indexed in tensor coordinates (`step`
//! 1, the identity `dim_map`), but along its `sparse_dim`, whose index is a
//! 1-D tile of rows: the load or store first stages that tile in shared
//! memory, and each element reads its row from there (see the interpreter's
//! `interp::ops::view` for the meaning). Its accesses go element by element.
//!
//! Where layout assignment proved groups of consecutive tile elements
//! contiguous and aligned ([`super::super::layout::VectorAccess`]), each
//! group is one `ld/st.global.v2/.v4`, with an element-by-element fallback
//! (behind a branch the vector's threads take) for a group that may
//! straddle the edge of the tensor.

use crate::ptx::isa::{op, Mnemonic, Opcode, Type};
use std::collections::HashMap;
use std::rc::Rc;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::{MemoryOrderingSemantics, MemoryScope, PaddingValue};
use tilesmith_dialect::generated::ops::view::{LoadViewTkoOp, MakeTensorViewOp, StoreViewTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, TypeData, Value, DYNAMIC};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::shape::{read_staged, stage};
use crate::shared::value::Elem;
use super::super::LowerError;
use super::memory::{access_opcode, both, fallback, load_element, load_replicated, load_vector, store_element, store_vector, vector_width};
use super::{imm, imm_bits, imm_signed, Layout, Lowered, Lowerer, TileRegs};
use crate::shared::value::padding_bits;
use crate::shared::view::Tiling;
use crate::shared::value::{row_major_strides, scalar_bytes};

type Result<T> = std::result::Result<T, LowerError>;

/// A tensor view's registers: base address, and per dimension a 64-bit size
/// and stride in elements.
#[derive(Clone, Debug)]
pub struct TensorViewRegs {
    pub elem: Scalar,
    pub base: Reg,
    pub shape: Vec<Reg>,
    pub strides: Vec<Reg>,
}

/// A partition view: its tensor, and the static tiling; or a strided view
/// (13.3), whose tiles start `steps` elements apart instead of a tile apart.
#[derive(Clone, Debug)]
pub struct PartitionViewRegs {
    pub tensor: Rc<TensorViewRegs>,
    pub tiling: Tiling,
    /// The padding's raw bits (`None`: unspecified, read as zero bits).
    pub padding: Option<u64>,
}

/// The index of one tile of a view, in registers: a 64-bit coordinate per index
/// dimension, whether they are all computed exactly ([`index_in_range`]), and for a
/// gather/scatter view where its rows were staged.
#[derive(Clone, Debug)]
pub struct ViewIndexRegs {
    pub coords: Vec<Reg>,
    pub ok: Reg,
    pub rows: Option<StagedRows>,
}

/// A gather/scatter index's rows in the shared scratch array: its base, where the
/// rows start and their bytes, and their integer type.
#[derive(Clone, Debug)]
pub struct StagedRows {
    base: Reg,
    placed: super::shape::Staged,
    elem: Elem,
}

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::MakeTensorView => make_tensor_view(cx, op)?,
        OpKind::MakePartitionView | OpKind::MakeStridedView | OpKind::MakeGatherScatterView => make_view(cx, op)?,
        OpKind::GetTensorShape => {
            let tensor = tensor_operand(cx, op, 0)?;
            set_extents(cx, op, &tensor.shape)?;
        }
        OpKind::GetIndexSpaceShape => index_space_shape(cx, op)?,
        OpKind::LoadViewTko => load_view(cx, op)?,
        OpKind::StoreViewTko => store_view(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// A one-element integer tile as a sign-extended 64-bit register.
fn as_i64(cx: &mut Lowerer<'_>, op: OpId, v: Value) -> Result<Reg> {
    let t = cx.tile(op, v)?;
    widen_index(cx, op, t.elem, t.slots[0])
}

/// An integer register of `elem` as a sign-extended 64-bit one.
fn widen_index(cx: &mut Lowerer<'_>, op: OpId, elem: Elem, r: Reg) -> Result<Reg> {
    match r.class {
        RegClass::B64 => Ok(r),
        RegClass::B32 => {
            let w = cx.fresh(RegClass::B64);
            cx.emit(op!("cvt.s64.s32"), vec![w.into(), r.into()]);
            Ok(w)
        }
        RegClass::B16 => {
            let w = cx.fresh(RegClass::B64);
            cx.emit(op!("cvt.s64.s16"), vec![w.into(), r.into()]);
            Ok(w)
        }
        _ => Err(cx.cannot(op, format!("{} sizes or indices", elem.name()))),
    }
}

fn make_tensor_view(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = MakeTensorViewOp(op);
    let ir = cx.ir;
    let base = cx.tile(op, view.base(cx.verified))?.slots[0];
    let TypeData::TensorView { element, shape, strides, .. } = ir.types.get(ir.op(op).result_types[0]) else {
        return Err(cx.internal(op, "the result is not a tensor view"));
    };
    let TypeData::Scalar(elem) = ir.types.get(*element) else { return Err(cx.internal(op, "the view's element is not a scalar")) };
    let fill = |cx: &mut Lowerer<'_>, fixed: &[i64], dynamic: &[Value]| -> Result<Vec<Reg>> {
        let mut dynamic = dynamic.iter();
        fixed
            .iter()
            .map(|&v| {
                if v == DYNAMIC {
                    let d = *dynamic.next().ok_or_else(|| cx.internal(op, "too few dynamic sizes or strides"))?;
                    as_i64(cx, op, d)
                } else {
                    let r = cx.fresh(RegClass::B64);
                    cx.mov(r, imm_signed(v));
                    Ok(r)
                }
            })
            .collect()
    };
    let shape = fill(cx, shape, view.dynamic_shape(ir))?;
    let strides = fill(cx, strides, view.dynamic_strides(ir))?;
    cx.bind(Value::Result(op, 0), Lowered::TensorView(Rc::new(TensorViewRegs { elem: *elem, base, shape, strides })));
    Ok(())
}

pub fn tensor_operand(cx: &Lowerer<'_>, op: OpId, index: usize) -> Result<Rc<TensorViewRegs>> {
    let v = *cx.ir.op(op).operands.get(index).ok_or_else(|| cx.internal(op, "no view operand"))?;
    match cx.value(op, v)? {
        Lowered::TensorView(t) => Ok(t.clone()),
        _ => Err(cx.internal(op, "expected a tensor view")),
    }
}

pub fn partition_operand(cx: &Lowerer<'_>, op: OpId, v: Option<Value>) -> Result<Rc<PartitionViewRegs>> {
    match v.map(|v| cx.value(op, v)).transpose()? {
        Some(Lowered::PartitionView(p)) => Ok(p.clone()),
        _ => Err(cx.internal(op, "expected a partition view")),
    }
}

/// A view's padding value as the raw bits of its tensor's elements (`None`: unspecified).
fn view_padding(cx: &Lowerer<'_>, op: OpId, padding_value: Option<PaddingValue>, elem: Scalar) -> Result<Option<u64>> {
    padding_value.map(|p| padding_bits(p, elem).ok_or_else(|| cx.cannot(op, format!("the padding value {p:?} in {}", elem.name())))).transpose()
}

/// `make_partition_view`, `make_strided_view` and `make_gather_scatter_view`:
/// the tensor and the tiling the result type describes.
fn make_view(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let tensor = tensor_operand(cx, op, 0)?;
    let ir = cx.ir;
    let tiling = Tiling::of(ir.types.get(ir.op(op).result_types[0]), tensor.shape.len()).map_err(|e| cx.internal(op, e))?;
    let padding = view_padding(cx, op, tiling.padding_value, tensor.elem)?;
    let view = PartitionViewRegs { tensor, tiling, padding };
    cx.bind(Value::Result(op, 0), Lowered::PartitionView(Rc::new(view)));
    Ok(())
}

/// Sets each result of `op` to one 64-bit extent, in the result's type.
fn set_extents(cx: &mut Lowerer<'_>, op: OpId, extents: &[Reg]) -> Result<()> {
    if extents.len() != cx.ir.op(op).result_types.len() {
        return Err(cx.internal(op, "one result per dimension expected"));
    }
    for (i, &e) in extents.iter().enumerate() {
        let result = cx.fresh_result(op, i)?;
        let d = result.slots[0];
        match d.class {
            RegClass::B64 => cx.mov(d, e),
            RegClass::B32 => cx.emit(op!("cvt.u32.u64"), vec![d.into(), e.into()]),
            RegClass::B16 => cx.emit(op!("cvt.u16.u64"), vec![d.into(), e.into()]),
            _ => return Err(cx.cannot(op, format!("extents of type {}", result.elem.name()))),
        }
        cx.bind(Value::Result(op, i as u32), Lowered::Tile(result));
    }
    Ok(())
}

/// `ceil(size[dim_map[i]] / step[i])` per index dimension (the tiles that
/// start inside the tensor): `size / step + (size mod step != 0)`, which
/// does not overflow for sizes near the largest i64 as `(size + step - 1) /
/// step` would; shifts and masks where the step is a power of two (every
/// partition view's: tile sizes are).
pub fn index_space_extents(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs) -> Vec<Reg> {
    let mut extents = Vec::new();
    for (i, &t) in partition.tiling.steps.iter().enumerate() {
        let size = partition.tensor.shape[partition.tiling.dim_map[i]];
        let t = t.max(1) as u64;
        let e = cx.fresh(RegClass::B64);
        let rest = cx.fresh(RegClass::B64);
        if t.is_power_of_two() {
            cx.emit(op!("shr.s64"), vec![e.into(), size.into(), imm(u64::from(t.trailing_zeros()))]);
            cx.emit(op!("and.b64"), vec![rest.into(), size.into(), imm(t - 1)]);
        } else {
            // Sizes are never negative: unsigned division.
            cx.emit(op!("div.u64"), vec![e.into(), size.into(), imm(t)]);
            cx.emit(op!("rem.u64"), vec![rest.into(), size.into(), imm(t)]);
        }
        let partial = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.ne.b64"), vec![partial.into(), rest.into(), imm(0)]);
        let one = cx.fresh(RegClass::B64);
        cx.emit(op!("selp.b64"), vec![one.into(), imm(1), imm(0), partial.into()]);
        cx.emit(op!("add.s64"), vec![e.into(), e.into(), one.into()]);
        extents.push(e);
    }
    extents
}

fn index_space_shape(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let partition = partition_operand(cx, op, cx.ir.op(op).operands.first().copied())?;
    let extents = index_space_extents(cx, &partition);
    set_extents(cx, op, &extents)
}

/// Whether every coordinate of the tile at `index` is computed exactly in
/// 64 bits: `index[i] * step[i] + (tile[i] - 1)` at most the largest i64
/// (the coordinate of a larger index lies outside every tensor, as the
/// interpreter, computing exactly, finds; a negative one names no tile).
/// A gather/scatter view's coordinates are signed (a negative one puts
/// only the elements before 0 outside), and its rows are taken as they are.
fn index_in_range(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &[Reg]) -> Reg {
    let ok = cx.fresh(RegClass::Pred);
    cx.mov(ok, imm(1));
    for (i, (&t, &step)) in partition.tiling.tile_shape.iter().zip(&partition.tiling.steps).enumerate() {
        let largest = (i64::MAX as u64 - (t.max(1) as u64 - 1)) / step.max(1) as u64;
        match partition.tiling.sparse_dim {
            Some(sparse) if sparse == i => {}
            Some(_) => cx.emit(op!("setp.le.and.s64"), vec![ok.into(), index[i].into(), imm(largest), ok.into()]),
            None => cx.emit(op!("setp.le.and.u64"), vec![ok.into(), index[i].into(), imm(largest), ok.into()]),
        }
    }
    ok
}

/// The index operands of an access through `partition`: scalars, but the 1-D tile of
/// rows at a gather/scatter view's sparse dimension, which is staged in shared memory
/// (its coordinate in `coords` is unused).
pub fn view_index(cx: &mut Lowerer<'_>, op: OpId, values: &[Value], partition: &PartitionViewRegs) -> Result<ViewIndexRegs> {
    let rank = partition.tiling.tile_shape.len();
    if values.len() != rank {
        return Err(cx.internal(op, "one index per dimension expected"));
    }
    let mut coords = Vec::with_capacity(rank);
    let mut rows = None;
    for (d, &v) in values.iter().enumerate() {
        if partition.tiling.sparse_dim == Some(d) {
            let tile = cx.tile(op, v)?;
            if tile.elem.scalar().is_none_or(|s| s.width() == 1) {
                return Err(cx.cannot(op, format!("{} gather/scatter rows", tile.elem.name())));
            }
            let (base, placed) = stage(cx, std::slice::from_ref(&tile));
            rows = Some(StagedRows { base, placed: placed[0], elem: tile.elem });
            let zero = cx.fresh(RegClass::B64);
            cx.mov(zero, imm(0));
            coords.push(zero);
        } else {
            coords.push(as_i64(cx, op, v)?);
        }
    }
    let ok = index_in_range(cx, partition, &coords);
    Ok(ViewIndexRegs { coords, ok, rows })
}

/// The tensor coordinate (64-bit) along index dimension `i` of the element whose tile
/// coordinate along it is `within` (a `.b32` register).
pub fn coordinate(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, i: usize, within: Reg) -> Reg {
    if let (Some(sparse), Some(rows)) = (partition.tiling.sparse_dim, &index.rows) {
        if sparse == i {
            let class = match rows.elem.scalar().map_or(32, |s| s.width()) {
                64 => RegClass::B64,
                8 | 16 => RegClass::B16,
                _ => RegClass::B32,
            };
            let row = cx.fresh(class);
            read_staged(cx, rows.base, rows.placed, rows.elem, row, within);
            let c = cx.fresh(RegClass::B64);
            match class {
                RegClass::B64 => cx.mov(c, row),
                RegClass::B16 => cx.emit(op!("cvt.s64.s16"), vec![c.into(), row.into()]),
                _ => cx.emit(op!("cvt.s64.s32"), vec![c.into(), row.into()]),
            }
            return c;
        }
    }
    let wide = cx.fresh(RegClass::B64);
    cx.emit(op!("cvt.u64.u32"), vec![wide.into(), within.into()]);
    let c = cx.fresh(RegClass::B64);
    cx.emit(op!("mad.lo.s64"), vec![c.into(), index.coords[i].into(), imm(partition.tiling.steps[i] as u64), wide.into()]);
    c
}

/// For slot `s` of a tile laid out as `layout`, the tensor coordinate of
/// each tile dimension (64-bit) and whether the element lies inside the
/// tensor (starting from the index's `ok`, [`index_in_range`]).
pub fn element_coordinates(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, layout: Layout, s: usize) -> (Vec<Reg>, Reg) {
    let tensor = &partition.tensor;
    let element = cx.element_index(layout, s);
    let strides = row_major_strides(&partition.tiling.tile_shape);
    let inside = cx.fresh(RegClass::Pred);
    cx.mov(inside, index.ok);
    let mut coordinates = Vec::with_capacity(partition.tiling.tile_shape.len());
    for (i, &t) in partition.tiling.tile_shape.iter().enumerate() {
        let d = partition.tiling.dim_map[i];
        let within = cx.fresh(RegClass::B32);
        cx.emit(op!("shr.u32"), vec![within.into(), element.into(), imm(u64::from((strides[i].max(1) as u64).trailing_zeros()))]);
        cx.emit(op!("and.b32"), vec![within.into(), within.into(), imm((t.max(1) - 1) as u64)]);
        let c = coordinate(cx, partition, index, i, within);
        // As unsigned numbers, a negative coordinate is past every size.
        cx.emit(op!("setp.lt.and.u64"), vec![inside.into(), c.into(), tensor.shape[d].into(), inside.into()]);
        coordinates.push(c);
    }
    (coordinates, inside)
}

/// For slot `s` of a tile laid out as `layout`: the element's address, and
/// whether it lies inside the tensor.
pub fn element_address(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, layout: Layout, s: usize) -> (Reg, Reg) {
    let tensor = &partition.tensor;
    let (offset, inside) = element_offset(cx, partition, index, layout, s);
    let address = cx.fresh(RegClass::B64);
    cx.emit(op!("mad.lo.s64"), vec![address.into(), offset.into(), imm(scalar_bytes(tensor.elem) as u64), tensor.base.into()]);
    (address, inside)
}

/// For slot `s` of a tile laid out as `layout`: the element's distance from
/// the tensor's base in elements (an `.s64`), and whether it lies inside the tensor.
fn element_offset(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, layout: Layout, s: usize) -> (Reg, Reg) {
    let (coordinates, inside) = element_coordinates(cx, partition, index, layout, s);
    let offset = cx.fresh(RegClass::B64);
    cx.mov(offset, imm(0));
    for (i, c) in coordinates.into_iter().enumerate() {
        let d = partition.tiling.dim_map[i];
        cx.emit(op!("mad.lo.s64"), vec![offset.into(), c.into(), partition.tensor.strides[d].into(), offset.into()]);
    }
    (offset, inside)
}

/// For slot `s` of a 4-bit tile (two elements to a byte, the even one in
/// bits 3..0): the byte's address, the bit position of the element in it
/// (0 or 4, a `.b32`), and whether the element lies inside the tensor.
fn half_byte_address(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, layout: Layout, s: usize) -> (Reg, Reg, Reg) {
    let tensor = &partition.tensor;
    let (offset, inside) = element_offset(cx, partition, index, layout, s);
    let address = cx.fresh(RegClass::B64);
    cx.emit(op!("shr.s64"), vec![address.into(), offset.into(), imm(1)]);
    cx.emit(op!("add.s64"), vec![address.into(), address.into(), tensor.base.into()]);
    let shift = cx.fresh(RegClass::B32);
    cx.emit(op!("cvt.u32.u64"), vec![shift.into(), offset.into()]);
    cx.emit(op!("and.b32"), vec![shift.into(), shift.into(), imm(1)]);
    cx.emit(op!("shl.b32"), vec![shift.into(), shift.into(), imm(2)]);
    (address, shift, inside)
}

/// `load_view_tko` of 4-bit elements: each read from its byte.
fn load_view_four_bit(cx: &mut Lowerer<'_>, opcode: Opcode, partition: &PartitionViewRegs, index: &ViewIndexRegs, result: &TileRegs) {
    let valid = match result.layout {
        Layout::Replicated => None,
        l => cx.layout_guard(l),
    };
    for (s, &d) in result.slots.iter().enumerate() {
        cx.mov(d, imm_bits(d.class, partition.padding.unwrap_or(0)));
        let (address, shift, inside) = half_byte_address(cx, partition, index, result.layout, s);
        let guard = both(cx, valid, Some(inside)).map(|pred| Guard { pred, negated: false });
        let byte = cx.fresh(RegClass::B32);
        cx.emit_guarded(guard, opcode.with(Type::U8), vec![byte.into(), Operand::Addr(address, 0)]);
        cx.emit_guarded(guard, op!("shr.u32"), vec![byte.into(), byte.into(), shift.into()]);
        cx.emit_guarded(guard, op!("and.b32"), vec![byte.into(), byte.into(), imm(0xf)]);
        cx.emit_guarded(guard, op!("cvt.u16.u32"), vec![d.into(), byte.into()]);
    }
}

/// `store_view_tko` of 4-bit elements: each replaces its half of a byte,
/// read, merged and written back. The even halves go first, then, after a
/// barrier, the odd ones, so two threads of the tile block never rewrite
/// one byte at once (a barrier before keeps an earlier store's halves
/// too). Tile blocks are not ordered so: two writing the two halves of one
/// byte race (docs/ptx.md).
fn store_view_four_bit(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, tile: &TileRegs, valid: Option<Reg>) {
    let places: Vec<(Reg, Reg, Option<Reg>)> = (0..tile.slots.len())
        .map(|s| {
            let (address, shift, inside) = half_byte_address(cx, partition, index, tile.layout, s);
            (address, shift, both(cx, valid, Some(inside)))
        })
        .collect();
    for half in [0u64, 4] {
        cx.emit(op!("bar.sync"), vec![imm(0)]);
        for (s, &(address, shift, guard)) in places.iter().enumerate() {
            let mine = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.eq.u32"), vec![mine.into(), shift.into(), imm(half)]);
            let guard = both(cx, guard, Some(mine)).map(|pred| Guard { pred, negated: false });
            let value = cx.fresh(RegClass::B32);
            cx.emit(op!("cvt.u32.u16"), vec![value.into(), tile.slot(s).into()]);
            cx.emit(op!("and.b32"), vec![value.into(), value.into(), imm(0xf)]);
            let byte = cx.fresh(RegClass::B32);
            cx.emit_guarded(guard, op!("ld.global.u8"), vec![byte.into(), Operand::Addr(address, 0)]);
            cx.emit(op!("and.b32"), vec![byte.into(), byte.into(), imm(0xf0 >> half)]);
            cx.emit(op!("shl.b32"), vec![value.into(), value.into(), imm(half)]);
            cx.emit(op!("or.b32"), vec![byte.into(), byte.into(), value.into()]);
            cx.emit_guarded(guard, op!("st.global.u8"), vec![Operand::Addr(address, 0), byte.into()]);
        }
    }
    cx.emit(op!("bar.sync"), vec![imm(0)]);
}

fn ordering_opcode(cx: &Lowerer<'_>, op: OpId, base: Mnemonic, ordering: Option<MemoryOrderingSemantics>, scope: Option<MemoryScope>) -> Result<Opcode> {
    access_opcode(cx, op, base, ordering, scope)
}

/// How one load or store reaches the elements of a view: the tile's
/// layout, the thread's guard, and whether each vector's group of elements
/// is provably all in bounds or all out.
struct ViewAccess<'a> {
    partition: &'a PartitionViewRegs,
    index: &'a ViewIndexRegs,
    layout: Layout,
    valid: Option<Reg>,
    whole: bool,
    /// The strength-reduced addresses, where the layout allows ([`Split`]).
    split: Option<Split>,
}

/// The slots of `slots` whose addresses an access moving them `width` at a
/// time takes: the first of each group, and all of them unless the groups
/// are `whole` (the others may go one by one).
fn addressed_slots(slots: usize, width: usize, whole: bool) -> Vec<usize> {
    if whole {
        (0..slots).step_by(width).collect()
    } else {
        (0..slots).collect()
    }
}

impl ViewAccess<'_> {
    /// The address of the element in slot `s`, and whether it lies inside the tensor.
    fn address(&self, cx: &mut Lowerer<'_>, s: usize) -> (Reg, Reg) {
        let Some(split) = &self.split else { return element_address(cx, self.partition, self.index, self.layout, s) };
        let constants = split.constants(self.layout, s);
        let (&k, leading) = constants.split_last().expect("a view has at least one dimension");
        let (prefix, prefix_inside) = split.prefixes[leading];
        let (offset, k_inside) = split.last[&k];
        let address = match offset {
            Some(o) => {
                let a = cx.fresh(RegClass::B64);
                cx.emit(op!("add.s64"), vec![a.into(), prefix.into(), o.into()]);
                a
            }
            None => prefix,
        };
        let inside = cx.fresh(RegClass::Pred);
        cx.emit(op!("and.pred"), vec![inside.into(), prefix_inside.into(), k_inside.into()]);
        (address, inside)
    }
}

/// The shared values of the strength-reduced addresses and bounds of the
/// elements of one access through a view, where the tile's layout allows: in every layout a
/// thread's element index is its thread part plus a constant per slot, in
/// bits of their own, so each element's coordinate along a tile dimension
/// is the thread's coordinate there (`base`, computed once) plus a constant
/// `k`. Then the element is inside the tensor when, along each dimension,
/// `k < size - base` (a comparison with a constant, one per distinct `k`),
/// and its address is the thread's base element's plus `k stride` summed
/// over the dimensions (a product per distinct `k`, sums shared by the
/// elements with the same leading constants): one addition and one `and`
/// an element in two dimensions, where [`element_address`] makes each
/// element's coordinates, bounds and address from the start. Everything
/// shared is made when the access starts, outside any branch, so an element
/// moved inside a fallback branch uses only values every path has. The
/// values are those of [`element_address`] (64-bit sums wrap alike).
struct Split {
    /// Per tile dimension: the shift and mask of its coordinate in an element index.
    fields: Vec<(u32, u64)>,
    /// Per prefix of the slot constants (all but the last dimension's),
    /// the address of the element with those leading constants and the
    /// last dimension's thread coordinate, and whether the leading
    /// coordinates are inside (with the index's `ok`).
    prefixes: HashMap<Vec<u64>, (Reg, Reg)>,
    /// Per constant of the last dimension: its offset in bytes (`None` for 0)
    /// and whether it is inside.
    last: HashMap<u64, (Option<Reg>, Reg)>,
}

impl Split {
    /// The shared values of an access to `slots` slots of `layout`, for the
    /// elements of the `needed` slots, or `None` where the layout's slot
    /// constants are not in bits of their own, or the view gathers rows
    /// (whose coordinates are read from a table).
    fn new(cx: &mut Lowerer<'_>, partition: &PartitionViewRegs, index: &ViewIndexRegs, layout: Layout, slots: usize, needed: &[usize]) -> Option<Split> {
        // A few elements cost less from the start than the shared values do.
        if partition.tiling.sparse_dim.is_some() || layout == Layout::Replicated || needed.len() < 4 || layout.element(0, 0) != 0 {
            return None;
        }
        let thread_bits = (0..cx.cta()).fold(0, |bits, t| bits | layout.element(t, 0));
        if (0..slots as u64).any(|s| layout.element(0, s) & thread_bits != 0) {
            return None;
        }
        let tensor = partition.tensor.clone();
        let strides = row_major_strides(&partition.tiling.tile_shape);
        let fields: Vec<(u32, u64)> = partition.tiling.tile_shape.iter().zip(&strides).map(|(&t, &s)| ((s.max(1) as u64).trailing_zeros(), (t.max(1) - 1) as u64)).collect();
        let mut split = Split { fields, prefixes: HashMap::new(), last: HashMap::new() };
        // The thread's coordinate along each dimension, what is left of the
        // tensor past it, and the address of the thread's base element.
        let thread = cx.element_index(layout, 0);
        let rank = partition.tiling.tile_shape.len();
        let (mut limits, mut strides_bytes) = (Vec::with_capacity(rank), Vec::with_capacity(rank));
        let offset = cx.fresh(RegClass::B64);
        cx.mov(offset, imm(0));
        let bytes = scalar_bytes(tensor.elem) as u64;
        for (i, &(shift, mask)) in split.fields.iter().enumerate() {
            let d = partition.tiling.dim_map[i];
            let within = cx.fresh(RegClass::B32);
            cx.emit(op!("shr.u32"), vec![within.into(), thread.into(), imm(u64::from(shift))]);
            cx.emit(op!("and.b32"), vec![within.into(), within.into(), imm(mask)]);
            let base = coordinate(cx, partition, index, i, within);
            // With the index in range ([`index_in_range`]) the coordinate and the
            // size are both in [0, 2^63), so the difference does not wrap.
            let limit = cx.fresh(RegClass::B64);
            cx.emit(op!("sub.s64"), vec![limit.into(), tensor.shape[d].into(), base.into()]);
            limits.push(limit);
            cx.emit(op!("mad.lo.s64"), vec![offset.into(), base.into(), tensor.strides[d].into(), offset.into()]);
            let stride_bytes = cx.fresh(RegClass::B64);
            cx.emit(op!("mul.lo.s64"), vec![stride_bytes.into(), tensor.strides[d].into(), imm(bytes)]);
            strides_bytes.push(stride_bytes);
        }
        let base = cx.fresh(RegClass::B64);
        cx.emit(op!("mad.lo.s64"), vec![base.into(), offset.into(), imm(bytes), tensor.base.into()]);
        // Per dimension and constant: inside, and the offset in bytes.
        let mut per_constant: HashMap<(usize, u64), (Option<Reg>, Reg)> = HashMap::new();
        let mut constant = |cx: &mut Lowerer<'_>, i: usize, k: u64| -> (Option<Reg>, Reg) {
            *per_constant.entry((i, k)).or_insert_with(|| {
                let inside = cx.fresh(RegClass::Pred);
                cx.emit(op!("setp.gt.s64"), vec![inside.into(), limits[i].into(), imm(k)]);
                let offset = (k != 0).then(|| {
                    let o = cx.fresh(RegClass::B64);
                    cx.emit(op!("mul.lo.s64"), vec![o.into(), strides_bytes[i].into(), imm(k)]);
                    o
                });
                (offset, inside)
            })
        };
        for &s in needed {
            let constants = split.constants(layout, s);
            let (&k, leading) = constants.split_last().expect("a view has at least one dimension");
            if let std::collections::hash_map::Entry::Vacant(e) = split.last.entry(k) {
                e.insert(constant(cx, rank - 1, k));
            }
            if split.prefixes.contains_key(leading) {
                continue;
            }
            let (mut address, mut inside) = (base, index.ok);
            for (i, &k) in leading.iter().enumerate() {
                let (offset, k_inside) = constant(cx, i, k);
                if let Some(o) = offset {
                    let a = cx.fresh(RegClass::B64);
                    cx.emit(op!("add.s64"), vec![a.into(), address.into(), o.into()]);
                    address = a;
                }
                let both = cx.fresh(RegClass::Pred);
                cx.emit(op!("and.pred"), vec![both.into(), inside.into(), k_inside.into()]);
                inside = both;
            }
            split.prefixes.insert(leading.to_vec(), (address, inside));
        }
        Some(split)
    }

    /// The constant part of slot `s`'s coordinate along each tile dimension.
    fn constants(&self, layout: Layout, s: usize) -> Vec<u64> {
        let element = layout.element(0, s as u64);
        self.fields.iter().map(|&(shift, mask)| (element >> shift) & mask).collect()
    }
}

/// The first element's address of the group of `width` elements starting
/// at slot `first`, and the guard of the vector instruction moving it. When
/// the group is whole the first element's bounds stand for all; otherwise
/// the vector goes when the first and the last are in bounds (all between
/// are then), and [`alone`] moves the elements of a group that is partly in.
fn vector_group(cx: &mut Lowerer<'_>, access: &ViewAccess<'_>, first: usize, width: usize) -> (Reg, Option<Reg>) {
    let (address, inside) = access.address(cx, first);
    if access.whole {
        return (address, both(cx, access.valid, Some(inside)));
    }
    let (_, last_inside) = access.address(cx, first + width - 1);
    let all = both(cx, Some(inside), Some(last_inside));
    (address, both(cx, access.valid, all))
}

/// The address of the element in slot `s` and its guard when it goes by itself.
fn alone(cx: &mut Lowerer<'_>, access: &ViewAccess<'_>, s: usize) -> (Reg, Option<Reg>) {
    let (address, inside) = access.address(cx, s);
    (address, both(cx, access.valid, Some(inside)))
}

/// Whether elements of `e` are 4 bits wide (i4, f4E2M1FN): two to a byte.
fn is_four_bit(e: Elem) -> bool {
    e.scalar().is_some_and(crate::shared::value::is_four_bit)
}

fn load_view(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    if let Some(resident) = cx.residency.loads.get(&op).cloned() {
        return load_view_async(cx, op, &resident);
    }
    let view = LoadViewTkoOp(op);
    let ir = cx.ir;
    let partition = partition_operand(cx, op, view.view(ir))?;
    let index = view_index(cx, op, view.index(ir), &partition)?;
    let opcode = ordering_opcode(cx, op, Mnemonic::Ld, view.memory_ordering_semantics(ir), view.memory_scope(ir))?;
    let result = cx.fresh_result(op, 0)?;
    if is_four_bit(result.elem) {
        load_view_four_bit(cx, opcode, &partition, &index, &result);
        cx.bind_tile_and_token(op, result);
        return Ok(());
    }
    if result.layout == Layout::Replicated {
        let padding = partition.padding.unwrap_or(0);
        load_replicated(cx, opcode, &result, |cx, tmp| {
            cx.mov(tmp, imm_bits(tmp.class, padding));
            let (address, inside) = element_address(cx, &partition, &index, Layout::Replicated, 0);
            (address, Some(inside))
        })?;
        cx.bind_tile_and_token(op, result);
        return Ok(());
    }
    let valid = cx.layout_guard(result.layout);
    let width = vector_width(cx, op, &result, opcode)?;
    let whole = cx.vector_access(op).is_some_and(|a| a.whole);
    let split = Split::new(cx, &partition, &index, result.layout, result.slots.len(), &addressed_slots(result.slots.len(), width, whole));
    let access = ViewAccess { partition: &partition, index: &index, layout: result.layout, valid, whole, split };
    for first in (0..result.slots.len()).step_by(width) {
        let group = first..first + width;
        for &d in &result.slots[group.clone()] {
            cx.mov(d, imm_bits(d.class, partition.padding.unwrap_or(0)));
        }
        if width == 1 {
            let (address, inside) = access.address(cx, first);
            let guard = both(cx, valid, Some(inside));
            load_element(cx, opcode, result.elem, result.slots[first], Operand::Addr(address, 0), guard);
            continue;
        }
        let (address, guard) = vector_group(cx, &access, first, width);
        load_vector(cx, opcode, result.elem, &result.slots[group.clone()], Operand::Addr(address, 0), guard);
        if !access.whole {
            fallback(cx, guard, |cx| {
                for s in group {
                    let (element, guard) = alone(cx, &access, s);
                    load_element(cx, opcode, result.elem, result.slots[s], Operand::Addr(element, 0), guard);
                }
            });
        }
    }
    cx.bind_tile_and_token(op, result);
    Ok(())
}

/// A load whose tile waits in shared memory ([`super::resident`]): each
/// thread copies its groups of elements (as its layout deals them) with
/// `cp.async` into the buffer, where the product's staging layout puts
/// them, one group of copies for the load. A copy's source size is the
/// bytes of its elements inside the tensor (0 where none is: nothing is
/// read, and its address does not matter); `cp.async` writes zeros past
/// it, which is the padding.
fn load_view_async(cx: &mut Lowerer<'_>, op: OpId, resident: &super::resident::ResidentLoad) -> Result<()> {
    let view = LoadViewTkoOp(op);
    let ir = cx.ir;
    let partition = partition_operand(cx, op, view.view(ir))?;
    let index = view_index(cx, op, view.index(ir), &partition)?;
    let (elem, layout) = cx.result_shape(op, 0)?;
    if resident.barrier {
        // Every warp is done reading the buffer this overwrites.
        cx.emit(op!("bar.sync"), vec![imm(0)]);
    }
    let dst = super::resident::destination(cx, op, resident)?;
    let valid = cx.layout_guard(layout);
    let width = resident.width;
    let whole = cx.vector_access(op).is_some_and(|a| a.whole);
    let slots = layout.slots();
    let split = Split::new(cx, &partition, &index, layout, slots, &addressed_slots(slots, width, whole));
    let access = ViewAccess { partition: &partition, index: &index, layout, valid: None, whole, split };
    let thread = resident.placement.thread_address(cx, layout, dst);
    let eb = elem.bytes() as u64;
    let bytes = width as u64 * eb;
    let opcode = if bytes == 16 { op!("cp.async.cg.shared.global") } else { op!("cp.async.ca.shared.global") };
    let guard = valid.map(|pred| Guard { pred, negated: false });
    for first in (0..slots).step_by(width) {
        let (address, inside) = access.address(cx, first);
        let size = cx.fresh(RegClass::B32);
        if whole || width == 1 {
            cx.emit(op!("selp.b32"), vec![size.into(), imm(bytes), imm(0), inside.into()]);
        } else {
            // The elements inside are the group's first ones (it runs along one row).
            cx.emit(op!("selp.b32"), vec![size.into(), imm(eb), imm(0), inside.into()]);
            for s in first + 1..first + width {
                let (_, inside) = access.address(cx, s);
                let more = cx.fresh(RegClass::B32);
                cx.emit(op!("selp.b32"), vec![more.into(), imm(eb), imm(0), inside.into()]);
                cx.emit(op!("add.u32"), vec![size.into(), size.into(), more.into()]);
            }
        }
        let target = resident.placement.slot_address(cx, layout, thread, first);
        cx.emit_guarded(guard, opcode, vec![target, Operand::Addr(address, 0), imm(bytes), size.into()]);
    }
    cx.emit(op!("cp.async.commit_group"), vec![]);
    let args = vec![("Instruction", opcode.to_string()), ("Width", format!("{width} elements ({bytes} bytes) per copy"))];
    cx.remark(op, super::super::remarks::Kind::Passed, super::super::remarks::Category::Memory, "RemarkMemoryAsyncCopy", "Load copied into shared memory ahead of its product (cp.async)", args);
    cx.bind(Value::Result(op, 0), Lowered::Resident(dst));
    cx.bind(Value::Result(op, 1), Lowered::Token);
    Ok(())
}

fn store_view(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = StoreViewTkoOp(op);
    let ir = cx.ir;
    let partition = partition_operand(cx, op, view.view(ir))?;
    let tile: TileRegs = cx.tile(op, view.tile(cx.verified))?;
    let index = view_index(cx, op, view.index(ir), &partition)?;
    let opcode = ordering_opcode(cx, op, Mnemonic::St, view.memory_ordering_semantics(ir), view.memory_scope(ir))?;
    let valid = match tile.layout {
        Layout::Replicated => Some(cx.valid_pred(1)),
        l => cx.layout_guard(l),
    };
    if is_four_bit(tile.elem) {
        if !matches!(view.memory_ordering_semantics(ir), None | Some(MemoryOrderingSemantics::Weak)) {
            return Err(cx.cannot(op, "ordered stores of 4-bit elements (two share a byte: they are stored by reading and rewriting it)"));
        }
        store_view_four_bit(cx, &partition, &index, &tile, valid);
        cx.bind(Value::Result(op, 0), Lowered::Token);
        return Ok(());
    }
    let width = vector_width(cx, op, &tile, opcode)?;
    let whole = cx.vector_access(op).is_some_and(|a| a.whole);
    let split = Split::new(cx, &partition, &index, tile.layout, tile.slots.len(), &addressed_slots(tile.slots.len(), width, whole));
    let access = ViewAccess { partition: &partition, index: &index, layout: tile.layout, valid, whole, split };
    for first in (0..tile.slots.len()).step_by(width) {
        if width == 1 {
            let (address, inside) = access.address(cx, first);
            let guard = both(cx, valid, Some(inside));
            store_element(cx, opcode, tile.elem, tile.slot(first), Operand::Addr(address, 0), guard);
            continue;
        }
        let group = first..first + width;
        let (address, guard) = vector_group(cx, &access, first, width);
        let values: Vec<Reg> = group.clone().map(|s| tile.slot(s)).collect();
        store_vector(cx, opcode, tile.elem, &values, Operand::Addr(address, 0), guard);
        if !access.whole {
            fallback(cx, guard, |cx| {
                for s in group {
                    let (element, guard) = alone(cx, &access, s);
                    store_element(cx, opcode, tile.elem, tile.slot(s), Operand::Addr(element, 0), guard);
                }
            });
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Token);
    Ok(())
}
