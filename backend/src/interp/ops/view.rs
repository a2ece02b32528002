//! Tensor and partition views: making them, reading their shapes, loading
//! and storing tiles through them, and the launch-time check that every
//! view over a buffer argument fits in it.
//!
//! A partition view cuts its tensor into tiles of `tile_shape`; tile
//! dimension `i` runs along tensor dimension `dim_map[i]`. The index space
//! is the grid of tiles in tile-dimension order: index `k` reads the tile
//! whose element at tile coordinate `t` is the tensor element with
//! coordinate `c[dim_map[i]] = k[i] * tile_shape[i] + t[i]`, and extent `i`
//! of the index space is `ceil(shape[dim_map[i]] / tile_shape[i])`.
//!
//! A strided view (13.3) is read the same way with `k[i] * step[i]` in
//! place of `k[i] * tile_shape[i]` (`step` its `traversal_strides`: tiles
//! may overlap or leave gaps); its index space holds every tile that starts
//! inside the tensor, `ceil(shape[dim_map[i]] / step[i])` along dimension
//! `i`. Both kinds are [`PartitionView`] values here.
//!
//! A gather/scatter view (13.3) is indexed in tensor coordinates, not in
//! tiles: index `k` of dimension `d` starts the tile at tensor coordinate
//! `k[d]` (`step` 1, the identity `dim_map`), except along its `sparse_dim`,
//! whose index is a 1-D tile `rows` of tensor coordinates, one per tile
//! row: `c[sparse_dim] = rows[t[sparse_dim]]`. cuTile Python 1.7 gives it
//! element offsets for the dense dimensions (`ct.Slice(start, length)`
//! passes `start` as the index; its documentation's example reads columns
//! 2 to 5 for `start = 2`), and so do we. Its index space is the tensor's
//! shape. Each element outside the tensor is padding (or skipped by a store)
//! on its own; a negative coordinate is just outside.
//!
//! Elements outside the tensor (including every element of a tile outside
//! the index space: a negative index, or one past the extent) read as the
//! view's padding value and are skipped by stores. Without a padding value such a read is unspecified; the
//! interpreter reads zero bits.

use std::rc::Rc;

use tilesmith_dialect::generated::ops::view::{GetIndexSpaceShapeOp, GetTensorShapeOp, LoadViewTkoOp, MakeGatherScatterViewOp, MakePartitionViewOp, MakeStridedViewOp, MakeTensorViewOp, StoreViewTkoOp};
use tilesmith_dialect::generated::enums::PaddingValue;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::limits::{try_vec, AllocFailed};
use super::super::memory::{AccessError, Memory, Order};
use super::super::value::{is_four_bit, scalar_bytes, Elem, PartitionView, RtValue, TensorView, Tile};
use crate::shared::launch::{fill_dynamic, tensor_view_type};
use crate::shared::view::Tiling;
pub use crate::shared::value::padding_bits;
use super::memory::order_of;
use super::result_tile_type;


pub(super) fn exec_make_tensor_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = MakeTensorViewOp(op);
    let base = cx.operand(op, view.base(cx.ir))?.only();
    let ty = cx.ir.op(op).result_types[0];
    let (elem, static_shape, static_strides) = tensor_view_type(cx.ir, ty).ok_or_else(|| cx.error(op, "internal error: the result is not a tensor view"))?;
    let read = |values: &[Value]| -> Result<Vec<i64>, RunError> { values.iter().map(|&v| Ok(cx.tile(op, v)?.signed(0))).collect() };
    let dynamic_shape = read(view.dynamic_shape(cx.ir))?;
    let dynamic_strides = read(view.dynamic_strides(cx.ir))?;
    let shape = fill_dynamic(static_shape, &mut dynamic_shape.into_iter());
    let strides = fill_dynamic(static_strides, &mut dynamic_strides.into_iter());
    let (Some(shape), Some(strides)) = (shape, strides) else {
        return Err(cx.error(op, "internal error: too few dynamic sizes or strides for the view's type"));
    };
    if let Some(d) = shape.iter().position(|&s| s < 0) {
        return Err(cx.error(op, format!("dimension {d} of the tensor view has the negative size {}", shape[d])));
    }
    let tensor = TensorView { elem, base, shape, strides };
    cx.set(Value::Result(op, 0), RtValue::TensorView(Rc::new(tensor)));
    Ok(Flow::Next)
}


fn tensor_view_operand(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Rc<TensorView>, RunError> {
    match v.map(|v| cx.value(op, v)).transpose()? {
        Some(RtValue::TensorView(t)) => Ok(t.clone()),
        _ => Err(cx.error(op, "internal error: expected a tensor view")),
    }
}

pub(super) fn partition_view_operand(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Rc<PartitionView>, RunError> {
    match v.map(|v| cx.value(op, v)).transpose()? {
        Some(RtValue::PartitionView(p)) => Ok(p.clone()),
        _ => Err(cx.error(op, "internal error: expected a partition view")),
    }
}

/// A view's padding value as the raw bits of its tensor's elements (`None`: unspecified).
fn view_padding(cx: &BlockCx<'_>, op: OpId, padding_value: Option<PaddingValue>, elem: Scalar) -> Result<Option<u64>, RunError> {
    padding_value.map(|p| padding_bits(p, elem).ok_or_else(|| cx.error(op, format!("the padding value {p:?} has no encoding in {}", elem.name())))).transpose()
}

/// `make_partition_view`, `make_strided_view` and `make_gather_scatter_view`:
/// the tensor and the tiling the result type describes.
fn exec_make_view(cx: &mut BlockCx<'_>, op: OpId, tensor: Option<Value>) -> Result<Flow, RunError> {
    let tensor = tensor_view_operand(cx, op, tensor)?;
    let tiling = Tiling::of(cx.ir.types.get(cx.ir.op(op).result_types[0]), tensor.shape.len()).map_err(|e| cx.error(op, format!("internal error: {e}")))?;
    let padding = view_padding(cx, op, tiling.padding_value, tensor.elem)?;
    let view = PartitionView { tensor: (*tensor).clone(), tiling, padding };
    cx.set(Value::Result(op, 0), RtValue::PartitionView(Rc::new(view)));
    Ok(Flow::Next)
}

pub(super) fn exec_make_partition_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    exec_make_view(cx, op, MakePartitionViewOp(op).tensor_view(cx.ir))
}

pub(super) fn exec_make_strided_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    exec_make_view(cx, op, MakeStridedViewOp(op).tensor_view(cx.ir))
}

pub(super) fn exec_make_gather_scatter_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    exec_make_view(cx, op, MakeGatherScatterViewOp(op).tensor_view(cx.ir))
}

/// Sets each result of `op` to one of `values`, in the result's integer
/// type. A value that does not fit has no defined result; it is reported.
fn set_scalars(cx: &mut BlockCx<'_>, op: OpId, values: &[i64]) -> Result<Flow, RunError> {
    if values.len() != cx.ir.op(op).result_types.len() {
        return Err(cx.error(op, "internal error: one result per dimension expected"));
    }
    for (i, &v) in values.iter().enumerate() {
        let (elem, _) = result_tile_type(cx, op, i)?;
        // Extents are read as signed in the index type, except i1 (0 or 1).
        let bits = elem.scalar().map_or(64, super::super::value::scalar_bits);
        let fits = if bits == 1 { v == 0 || v == 1 } else { super::super::value::sext(v as u64 & elem.mask(), bits) == v };
        if !fits {
            return Err(cx.error(op, format!("extent {v} of dimension {i} does not fit in the result type {}", elem.name())));
        }
        cx.set_result(op, i as u32, Tile::scalar(elem, v as u64))?;
    }
    Ok(Flow::Next)
}

pub(super) fn exec_get_tensor_shape(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let tensor = tensor_view_operand(cx, op, GetTensorShapeOp(op).src(cx.ir))?;
    set_scalars(cx, op, &tensor.shape)
}

impl PartitionView {
    /// How many tiles the view has along each index dimension: those that
    /// start inside the tensor (rounded up, without overflowing for sizes
    /// near the largest i64).
    pub fn index_space_shape(&self) -> Vec<i64> {
        self.tiling.steps
            .iter()
            .zip(&self.tiling.dim_map)
            .map(|(&t, &d)| {
                let (size, t) = (self.tensor.shape[d], t.max(1));
                size / t + i64::from(size % t != 0)
            })
            .collect()
    }
}

pub(super) fn exec_get_index_space_shape(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let partition = partition_view_operand(cx, op, GetIndexSpaceShapeOp(op).src(cx.ir))?;
    set_scalars(cx, op, &partition.index_space_shape())
}

/// Why the addresses of a tile could not be made.
pub(super) enum AddressError {
    /// The element's address is not a 64-bit address (undefined behaviour).
    Outside { element: usize, coordinates: Vec<i64> },
    Alloc(AllocFailed),
}

/// Where each element of the tile at `index` lies: its address, or `None`
/// when it falls outside the tensor (including any coordinate beyond i64).
/// In the tile's row-major order. `index` is [`ViewIndex`]'s: for a
/// gather/scatter view, the rows of its sparse dimension come with it.
///
/// For 4-bit elements, two to a byte, an address counts half bytes: twice
/// the byte's address, plus one for its high half (the odd element of a
/// pair, as the tensor view type lays them out); see [`load_element`].
///
/// An element inside the tensor whose distance along some dimension
/// (coordinate x stride x element size, in bytes) does not fit in an i64,
/// or whose address (the base plus those distances) leaves the unsigned
/// 64-bit range, has no address: undefined behaviour, reported for the
/// first such element (the PTX backend's checks test the same).
pub(super) fn tile_addresses(partition: &PartitionView, index: &ViewIndex) -> Result<Vec<Option<u64>>, AddressError> {
    let ViewIndex { index, rows } = index;
    let tensor = &partition.tensor;
    let rank = partition.tiling.tile_shape.len();
    // 4-bit elements share bytes: their addresses count half bytes.
    let half_bytes = is_four_bit(tensor.elem);
    let width = if half_bytes { 1 } else { scalar_bytes(tensor.elem) as i64 };
    let count: i64 = partition.tiling.tile_shape.iter().product();
    let mut out = try_vec(count.max(0) as usize).map_err(AddressError::Alloc)?;
    // A negative index names no tile: every element is outside (of a strided
    // view whose tiles overlap, some would otherwise land inside).
    if partition.tiling.sparse_dim.is_none() && index.iter().any(|&k| k < 0) {
        out.resize(count.max(0) as usize, None);
        return Ok(out);
    }
    let mut tile_coord = vec![0i64; rank];
    let mut coordinates = vec![0i64; rank];
    for element in 0..count as usize {
        let mut inside = true;
        for i in 0..rank {
            let d = partition.tiling.dim_map[i];
            let c = match partition.tiling.sparse_dim {
                Some(sparse) if sparse == i => i128::from(rows[tile_coord[i] as usize]),
                _ => i128::from(index[i]) * i128::from(partition.tiling.steps[i]) + i128::from(tile_coord[i]),
            };
            inside &= c >= 0 && c < i128::from(tensor.shape[d]);
            // Inside the tensor, a coordinate is below its size, an i64.
            coordinates[d] = c as i64;
        }
        out.push(if inside {
            let mut address = i128::from(tensor.base) * if half_bytes { 2 } else { 1 };
            let mut fits = true;
            for (&c, &stride) in coordinates.iter().zip(&tensor.strides) {
                match c.checked_mul(stride).and_then(|distance| distance.checked_mul(width)) {
                    Some(bytes) => address += i128::from(bytes),
                    None => fits = false,
                }
            }
            match u64::try_from(address) {
                Ok(a) if fits => Some(a),
                _ => return Err(AddressError::Outside { element, coordinates }),
            }
        } else {
            None
        });
        for i in (0..rank).rev() {
            tile_coord[i] += 1;
            if tile_coord[i] < partition.tiling.tile_shape[i] {
                break;
            }
            tile_coord[i] = 0;
        }
    }
    Ok(out)
}

/// The index of a tile in a view: one coordinate per index dimension, and for a
/// gather/scatter view, the tensor coordinates of its sparse dimension's rows (whose
/// entry in `index` is unused).
#[derive(Debug)]
pub(super) struct ViewIndex {
    pub index: Vec<i64>,
    pub rows: Vec<i64>,
}

/// Where a note shows a tile's index: its coordinates, and the gathered rows.
impl std::fmt::Display for ViewIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.index)?;
        if !self.rows.is_empty() {
            write!(f, " (rows {:?})", self.rows)?;
        }
        Ok(())
    }
}

/// The index operands of a load or store through `view`: scalars, but the 1-D tile of
/// rows at a gather/scatter view's sparse dimension (the verifier checked the shapes).
pub(super) fn index_operands(cx: &BlockCx<'_>, op: OpId, values: &[Value], view: &PartitionView) -> Result<ViewIndex, RunError> {
    let rank = view.tiling.tile_shape.len();
    if values.len() != rank {
        return Err(cx.error(op, format!("internal error: {} indices for an index space of rank {rank}", values.len())));
    }
    let mut index = Vec::with_capacity(rank);
    let mut rows = Vec::new();
    for (d, &v) in values.iter().enumerate() {
        let tile = cx.tile(op, v)?;
        if view.tiling.sparse_dim == Some(d) {
            if tile.len() as i64 != view.tiling.tile_shape[d] {
                return Err(cx.error(op, format!("internal error: {} rows for a tile of {} along the gathered dimension", tile.len(), view.tiling.tile_shape[d])));
            }
            rows = (0..tile.len()).map(|i| tile.signed(i)).collect();
            index.push(0);
        } else {
            index.push(tile.signed(0));
        }
    }
    Ok(ViewIndex { index, rows })
}

/// An [`AddressError`] as the error at `op`.
pub(super) fn address_error(cx: &BlockCx<'_>, op: OpId, e: AddressError) -> RunError {
    let name = cx.ir.op(op).name.as_str();
    match e {
        AddressError::Alloc(e) => cx.error(op, format!("'{name}' {e}")),
        AddressError::Outside { element, coordinates } => {
            let at: Vec<String> = coordinates.iter().map(i64::to_string).collect();
            cx.error(
                op,
                format!(
                    "'{}' has undefined behaviour at element {element}: the address of tensor element ({}) is outside the 64-bit address space",
                    name.trim_start_matches("cuda_tile."),
                    at.join(", ")
                ),
            )
        }
    }
}

/// Loads the element at `address` (a half-byte address for 4-bit elements:
/// the even element of a pair in bits 3..0 of its byte, the odd in 7..4).
fn load_element(memory: &Memory, address: u64, elem: Elem, order: Order) -> Result<u64, AccessError> {
    match elem {
        Elem::Scalar(s) if is_four_bit(s) => Ok((memory.load(address >> 1, 1, order)? >> (4 * (address & 1))) & 0xf),
        _ => memory.load(address, elem.bytes(), order),
    }
}

/// Stores `bits` as the element at `address` (see [`load_element`]); a 4-bit
/// element replaces its half of the byte in one atomic update, leaving the
/// other half, which another tile block may be writing, as it is.
fn store_element(memory: &Memory, address: u64, elem: Elem, bits: u64, order: Order) -> Result<(), AccessError> {
    match elem {
        Elem::Scalar(s) if is_four_bit(s) => {
            let shift = 4 * (address & 1);
            memory.update(address >> 1, 1, order, |byte| (byte & !(0xf << shift)) | ((bits & 0xf) << shift)).map(|_| ())
        }
        _ => memory.store(address, elem.bytes(), bits, order),
    }
}

pub(super) fn exec_load_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = LoadViewTkoOp(op);
    let partition = partition_view_operand(cx, op, view.view(cx.ir))?;
    let index = index_operands(cx, op, view.index(cx.ir), &partition)?;
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let addresses = tile_addresses(&partition, &index).map_err(|e| address_error(cx, op, e))?;
    let memory = cx.memory();
    let padding = partition.padding.unwrap_or(0);
    let mut data = cx.alloc(op, addresses.len())?;
    for (i, address) in addresses.iter().enumerate() {
        let Some(address) = *address else {
            data.push(padding);
            continue;
        };
        let bits = load_element(memory, address, elem, order).map_err(|e| cx.access_error(op, e).with_note(format!("at element {i} of the tile at index {index}")))?;
        data.push(if elem == Elem::Scalar(Scalar::I1) { u64::from(bits != 0) } else { bits });
    }
    if data.len() != shape.iter().product::<i64>() as usize {
        return Err(cx.error(op, "internal error: the result shape differs from the view's tile shape"));
    }
    cx.set_tile_and_token(op, Tile::new(elem, shape, data))
}

pub(super) fn exec_store_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = StoreViewTkoOp(op);
    let partition = partition_view_operand(cx, op, view.view(cx.ir))?;
    let tile = cx.operand(op, view.tile(cx.ir))?;
    let index = index_operands(cx, op, view.index(cx.ir), &partition)?;
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let addresses = tile_addresses(&partition, &index).map_err(|e| address_error(cx, op, e))?;
    if addresses.len() != tile.len() {
        return Err(cx.error(op, "internal error: the tile's shape differs from the view's tile shape"));
    }
    let memory = cx.memory();
    for (i, address) in addresses.iter().enumerate() {
        if let Some(address) = *address {
            store_element(memory, address, tile.elem, tile.data[i], order).map_err(|e| cx.access_error(op, e).with_note(format!("at element {i} of the tile at index {index}")))?;
        }
    }
    cx.set(Value::Result(op, 0), RtValue::Token);
    Ok(Flow::Next)
}
