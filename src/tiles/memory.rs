//! Memory: pointer tiles (pointer plus offsets), loads and stores through
//! them with masks, tensor spans (pointer, extents, static or dynamic
//! strides) and partition views with view padding, and atomics with memory
//! orders and thread scopes (system by default). Plain loads and stores are
//! weak; ordered ones must use an order the access kind allows.

use std::ops::Add;
use std::panic::Location as Caller;

use tilesmith_dialect::enums::{AtomicRMWMode, MemoryOrderingSemantics};
use tilesmith_dialect::generated::ops::{atomics, memory, view};
use tilesmith_dialect::ir::{TypeData, Value, DYNAMIC};

use super::convert::TileLikeType;
use super::error::{IllFormed, Rule};
use super::kernel::{Kernel, Raw, State, Tile};
use super::modifiers::{MemoryOrder, ThreadScope, ViewPadding};
use super::scalar::{Integral, Numeric, Ptr};
use super::shape::{check_tile_mutual_broadcast, check_tile_shape, fmt_shape, Dim, Extents};

impl State {
    fn token_type(&mut self) -> tilesmith_dialect::ir::TypeId {
        self.ir.types.token()
    }
}

/// `pointers + offsets`: elementwise pointer arithmetic, broadcasting both.
impl<T: Numeric, I: Integral> Add<&Tile<I>> for &Tile<Ptr<T>> {
    type Output = Tile<Ptr<T>>;
    #[track_caller]
    fn add(self, offsets: &Tile<I>) -> Tile<Ptr<T>> {
        let caller = Caller::caller();
        let (p, o) = (self.raw.clone(), offsets.raw.clone());
        self.with(|s| {
            let shape = match check_tile_mutual_broadcast(p.shape(), o.shape()) {
                Ok(x) => x,
                Err(e) => return s.fail(e, caller, p.ty.clone()),
            };
            let at = s.loc(caller);
            let (p, o) = (s.broadcast(&p, &shape, at), s.broadcast(&o, &shape, at));
            let ty = TileLikeType::tile(T::KIND, &shape);
            let (Some(pv), Some(ov)) = (p.value, o.value) else { return Raw { value: None, ty, pointer: true } };
            let t = s.tile_type(T::KIND, true, &shape);
            let op = tilesmith_dialect::generated::ops::core::OffsetOp::build(&mut s.ir, at, pv, ov, t);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: true }
        })
    }
}
impl<T: Numeric, I: Integral> Add<Tile<I>> for Tile<Ptr<T>> {
    type Output = Tile<Ptr<T>>;
    #[track_caller]
    fn add(self, offsets: Tile<I>) -> Tile<Ptr<T>> {
        &self + &offsets
    }
}

fn check_read_order(order: Option<MemoryOrder>) -> Result<MemoryOrderingSemantics, IllFormed> {
    match order {
        None => Ok(MemoryOrderingSemantics::Weak),
        Some(o) if o.is_read_order() => Ok(o.ir()),
        Some(o) => Err(IllFormed::new(Rule::MemoryOrder, format!("a load cannot have the {o:?} memory order (read orders: relaxed, acquire)"))),
    }
}

fn check_write_order(order: Option<MemoryOrder>) -> Result<MemoryOrderingSemantics, IllFormed> {
    match order {
        None => Ok(MemoryOrderingSemantics::Weak),
        Some(o) if o.is_write_order() => Ok(o.ir()),
        Some(o) => Err(IllFormed::new(Rule::MemoryOrder, format!("a store cannot have the {o:?} memory order (write orders: relaxed, release)"))),
    }
}

/// How a load or store is ordered: weak (the default), or a memory order
/// with a thread scope.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ordering {
    pub order: Option<MemoryOrder>,
    pub scope: ThreadScope,
}

impl Ordering {
    pub fn weak() -> Self {
        Ordering::default()
    }
    pub fn strong(order: MemoryOrder, scope: ThreadScope) -> Self {
        Ordering { order: Some(order), scope }
    }
}

impl<T: Numeric> Tile<Ptr<T>> {
    /// `ct::load`: the elements the pointers point at (weak).
    #[track_caller]
    pub fn load(&self) -> Tile<T> {
        self.load_impl(None, None, Ordering::weak(), Caller::caller())
    }

    /// `ct::load` with a mask: where `mask` is false nothing is read and `padding` is the element.
    #[track_caller]
    pub fn load_masked(&self, mask: &Tile<bool>, padding: T) -> Tile<T> {
        self.load_impl(Some(mask), Some(padding), Ordering::weak(), Caller::caller())
    }

    /// `ct::load` with a memory order and thread scope.
    #[track_caller]
    pub fn load_ordered(&self, ordering: Ordering) -> Tile<T> {
        self.load_impl(None, None, ordering, Caller::caller())
    }

    fn load_impl(&self, mask: Option<&Tile<bool>>, padding: Option<T>, ordering: Ordering, caller: &'static Caller<'static>) -> Tile<T> {
        let p = self.raw.clone();
        let m = mask.map(|m| m.raw.clone());
        self.with(|s| {
            let ty = p.ty.clone();
            let sem = match check_read_order(ordering.order) {
                Ok(x) => x,
                Err(e) => return s.fail(e, caller, ty),
            };
            let shape = p.shape().to_vec();
            let at = s.loc(caller);
            let mask_v = match &m {
                Some(m) => {
                    if let Err(e) = super::shape::check_broadcastable_to(m.shape(), &shape) {
                        return s.fail(e, caller, ty);
                    }
                    let b = s.broadcast(m, &shape, at);
                    match b.value {
                        Some(v) => Some(v),
                        None => return Raw { value: None, ty, pointer: false },
                    }
                }
                None => None,
            };
            let pad_v = padding.map(|x| s.constant(T::KIND, &shape, x.to_bits(), at));
            let Some(pv) = p.value else { return Raw { value: None, ty, pointer: false } };
            let t = s.tile_type(T::KIND, false, &shape);
            let tok = s.token_type();
            let scope = ordering.order.map(|_| ordering.scope.ir());
            let op = memory::LoadPtrTkoOp::build(&mut s.ir, at, pv, mask_v, pad_v, None, sem, scope, None, t, tok);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: false }
        })
    }

    /// `ct::store`: writes `values` (broadcast to the pointers' shape) through the pointers.
    #[track_caller]
    pub fn store(&self, values: &Tile<T>) {
        self.store_impl(values, None, Ordering::weak(), Caller::caller())
    }
    /// `ct::store` where `mask` holds.
    #[track_caller]
    pub fn store_masked(&self, values: &Tile<T>, mask: &Tile<bool>) {
        self.store_impl(values, Some(mask), Ordering::weak(), Caller::caller())
    }
    /// `ct::store` with a memory order and thread scope.
    #[track_caller]
    pub fn store_ordered(&self, values: &Tile<T>, ordering: Ordering) {
        self.store_impl(values, None, ordering, Caller::caller())
    }

    fn store_impl(&self, values: &Tile<T>, mask: Option<&Tile<bool>>, ordering: Ordering, caller: &'static Caller<'static>) {
        let (p, v) = (self.raw.clone(), values.raw.clone());
        let m = mask.map(|m| m.raw.clone());
        let _: Tile<T> = self.with(|s| {
            let ty = v.ty.clone();
            let sem = match check_write_order(ordering.order) {
                Ok(x) => x,
                Err(e) => return s.fail(e, caller, ty),
            };
            let shape = p.shape().to_vec();
            for r in std::iter::once(&v).chain(m.as_ref()) {
                if let Err(e) = super::shape::check_broadcastable_to(r.shape(), &shape) {
                    return s.fail(e, caller, ty);
                }
            }
            let at = s.loc(caller);
            let vb = s.broadcast(&v, &shape, at);
            let mb = m.as_ref().map(|m| s.broadcast(m, &shape, at));
            let (Some(pv), Some(vv)) = (p.value, vb.value) else { return vb };
            let mv = match mb {
                Some(Raw { value: None, .. }) => return vb,
                Some(r) => r.value,
                None => None,
            };
            let tok = s.token_type();
            let scope = ordering.order.map(|_| ordering.scope.ir());
            let op = memory::StorePtrTkoOp::build(&mut s.ir, at, pv, vv, mv, None, sem, scope, None, tok);
            s.emit(op.0);
            vb
        });
    }

    /// An atomic read-modify-write (`ct::atomic_fetch_add` and friends):
    /// returns the old values. Default scope: system.
    #[track_caller]
    pub fn atomic_rmw(&self, mode: AtomicRMWMode, values: &Tile<T>, order: MemoryOrder, scope: ThreadScope) -> Tile<T> {
        let caller = Caller::caller();
        let (p, v) = (self.raw.clone(), values.raw.clone());
        self.with(|s| {
            let shape = p.shape().to_vec();
            let ty = TileLikeType::tile(T::KIND, &shape);
            let float_mode = matches!(mode, AtomicRMWMode::Addf);
            if float_mode != T::KIND.is_floating_point() && mode != AtomicRMWMode::Xchg {
                return s.fail(IllFormed::new(Rule::ElementType, format!("atomic {mode:?} does not take {} elements", T::KIND)), caller, ty);
            }
            if let Err(e) = super::shape::check_broadcastable_to(v.shape(), &shape) {
                return s.fail(e, caller, ty);
            }
            let at = s.loc(caller);
            let vb = s.broadcast(&v, &shape, at);
            let (Some(pv), Some(vv)) = (p.value, vb.value) else { return Raw { value: None, ty, pointer: false } };
            let t = s.tile_type(T::KIND, false, &shape);
            let tok = s.token_type();
            let op = atomics::AtomicRmwTkoOp::build(&mut s.ir, at, pv, vv, None, None, order.ir(), scope.ir(), mode, t, tok);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: false }
        })
    }

    /// `ct::atomic_store`: an atomic exchange whose old values are dropped;
    /// only write orders (relaxed, release).
    #[track_caller]
    pub fn atomic_store(&self, values: &Tile<T>, order: MemoryOrder, scope: ThreadScope) {
        if !order.is_write_order() {
            let caller = Caller::caller();
            let ty = self.raw.ty.clone();
            let _: Tile<T> = self.with(|s| s.fail(IllFormed::new(Rule::MemoryOrder, format!("an atomic store cannot have the {order:?} memory order")), caller, ty));
            return;
        }
        let _ = self.atomic_rmw(AtomicRMWMode::Xchg, values, order, scope);
    }
}

impl<T: Numeric> Tile<Ptr<T>> {
    /// `ct::atomic_compare_exchange` (cuda_tile `atomic_cas_tko`): where the
    /// value in memory equals `expected` (bit for bit for floats), writes
    /// `desired`; returns the old values either way. Both broadcast to the
    /// pointers' shape. Elements: i32, i64, f32, f64 (and the other 32- and
    /// 64-bit integral types). Any memory order; default scope: system.
    #[track_caller]
    pub fn atomic_cas(&self, expected: &Tile<T>, desired: &Tile<T>, order: MemoryOrder, scope: ThreadScope) -> Tile<T> {
        let caller = Caller::caller();
        let (p, e, d) = (self.raw.clone(), expected.raw.clone(), desired.raw.clone());
        self.with(|s| {
            let shape = p.shape().to_vec();
            let ty = TileLikeType::tile(T::KIND, &shape);
            let k = T::KIND;
            let supported = matches!(k.bit_size(), 32 | 64) && (k.is_integral() || matches!(k, super::ScalarKind::F32 | super::ScalarKind::F64));
            if !supported {
                return s.fail(IllFormed::new(Rule::ElementType, format!("atomic compare-and-swap takes 32- or 64-bit integers, float or double, not {k}")), caller, ty);
            }
            for r in [&e, &d] {
                if let Err(err) = super::shape::check_broadcastable_to(r.shape(), &shape) {
                    return s.fail(err, caller, ty);
                }
            }
            let at = s.loc(caller);
            let (eb, db) = (s.broadcast(&e, &shape, at), s.broadcast(&d, &shape, at));
            let (Some(pv), Some(ev), Some(dv)) = (p.value, eb.value, db.value) else { return Raw { value: None, ty, pointer: false } };
            let t = s.tile_type(k, false, &shape);
            let tok = s.token_type();
            let op = atomics::AtomicCasTkoOp::build(&mut s.ir, at, pv, ev, dv, None, None, order.ir(), scope.ir(), t, tok);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: false }
        })
    }
}

/// A layout stride: static, or a traced runtime value.
#[derive(Clone, Debug)]
pub enum Stride {
    Static(u64),
    Dynamic(Tile<i64>),
}

/// `ct::tensor_span`: a pointer with a layout mapping (extents and strides).
/// Dynamic dimensions take their lengths from `dynamic_lengths`, in order.
#[derive(Clone, Debug)]
pub struct TensorSpan<T: Numeric> {
    base: Tile<Ptr<T>>,
    extents: Extents,
    dynamic_lengths: Vec<Tile<i64>>,
    strides: Vec<Stride>,
}

impl<T: Numeric> TensorSpan<T> {
    /// A span with the default row-major layout of a fully static shape.
    pub fn row_major(base: &Tile<Ptr<T>>, shape: &[u64]) -> Self {
        let mut strides = vec![0u64; shape.len()];
        let mut acc = 1;
        for (i, &d) in shape.iter().enumerate().rev() {
            strides[i] = acc;
            acc *= d;
        }
        TensorSpan { base: base.clone(), extents: Extents::shape(shape), dynamic_lengths: Vec::new(), strides: strides.into_iter().map(Stride::Static).collect() }
    }

    /// A span with explicit extents (static or dynamic) and strides.
    pub fn new(base: &Tile<Ptr<T>>, extents: Extents, dynamic_lengths: Vec<Tile<i64>>, strides: Vec<Stride>) -> Self {
        TensorSpan { base: base.clone(), extents, dynamic_lengths, strides }
    }

    pub fn extents(&self) -> &Extents {
        &self.extents
    }

    /// `ct::partition_view`: the span cut into tiles of `tile_shape`; loads
    /// outside the span give `padding`.
    #[track_caller]
    pub fn partition(&self, tile_shape: &[u64], padding: Option<ViewPadding>) -> PartitionView<T> {
        let identity: Vec<usize> = (0..tile_shape.len()).collect();
        self.partition_impl(tile_shape, &identity, padding, Caller::caller())
    }

    /// `ct::partition_view` with a dimension map: tile dimension `i` runs
    /// along span dimension `dim_map[i]` (a permutation), so `[1, 0]` on a
    /// matrix loads and stores transposed tiles. The grid index is given in
    /// tile dimensions.
    #[track_caller]
    pub fn partition_mapped(&self, tile_shape: &[u64], dim_map: &[usize], padding: Option<ViewPadding>) -> PartitionView<T> {
        self.partition_impl(tile_shape, dim_map, padding, Caller::caller())
    }

    fn partition_impl(&self, tile_shape: &[u64], dim_map: &[usize], padding: Option<ViewPadding>, caller: &'static Caller<'static>) -> PartitionView<T> {
        let base = self.base.raw.clone();
        let rank = self.extents.rank();
        let dyn_shape: Vec<Option<Value>> = self.dynamic_lengths.iter().map(|t| t.raw.value).collect();
        let dyn_strides: Vec<Option<Value>> = self.strides.iter().filter_map(|s| if let Stride::Dynamic(t) = s { Some(t.raw.value) } else { None }).collect();
        let strides: Vec<i64> = self.strides.iter().map(|s| if let Stride::Static(n) = s { *n as i64 } else { DYNAMIC }).collect();
        let dims: Vec<i64> = self.extents.dims.iter().map(|d| if let Dim::Static(n) = d { *n as i64 } else { DYNAMIC }).collect();
        let extents = self.extents.clone();
        let n_dyn = self.dynamic_lengths.len();
        let raw = self.base.with::<Ptr<T>>(|s| {
            let fail_ty = TileLikeType::tile(T::KIND, tile_shape);
            if let Err(e) = check_tile_shape(tile_shape) {
                return s.fail(e, caller, fail_ty);
            }
            if tile_shape.len() != rank || strides.len() != rank || n_dyn != extents.rank_dynamic() {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("a rank {rank} span with {} strides and {n_dyn} dynamic lengths cannot be cut into {} tiles", strides.len(), fmt_shape(tile_shape))), caller, fail_ty);
            }
            let mut sorted = dim_map.to_vec();
            sorted.sort_unstable();
            if sorted != (0..rank).collect::<Vec<_>>() {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("the dimension map {dim_map:?} is not a permutation of the span's {rank} dimensions")), caller, fail_ty);
            }
            if let Some(p) = padding {
                if p != ViewPadding::Zero && !T::KIND.is_floating_point() {
                    return s.fail(IllFormed::new(Rule::ViewPadding, format!("{p:?} padding needs floating point elements, not {}", T::KIND)), caller, fail_ty);
                }
            }
            let (Some(bv), Some(ds), Some(dst)) = (base.value, dyn_shape.iter().copied().collect::<Option<Vec<_>>>(), dyn_strides.iter().copied().collect::<Option<Vec<_>>>()) else {
                return Raw { value: None, ty: fail_ty, pointer: true };
            };
            let at = s.loc(caller);
            let elem = s.elem_type(T::KIND, false);
            // The dialect's view rules (those its readers apply) have the last word.
            let tv_ty = match s.ir.types.checked(TypeData::TensorView { element: elem, shape: dims.clone().into(), strides: strides.clone().into(), ptr_attr: None }) {
                Ok(t) => t,
                Err(m) => return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("the span cannot be a tensor view: {m}")), caller, fail_ty),
            };
            let pv_ty = match s.ir.types.checked(TypeData::PartitionView {
                tile_shape: tile_shape.iter().map(|&d| d as i32).collect(),
                tensor_view: tv_ty,
                dim_map: dim_map.iter().map(|&d| d as i32).collect(),
                padding_value: padding.map(ViewPadding::ir),
            }) {
                Ok(t) => t,
                Err(m) => return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("the span cannot be partitioned so: {m}")), caller, fail_ty),
            };
            let tv = view::MakeTensorViewOp::build(&mut s.ir, at, bv, &ds, &dst, tv_ty);
            s.emit(tv.0);
            let pv = view::MakePartitionViewOp::build(&mut s.ir, at, Value::Result(tv.0, 0), pv_ty);
            s.emit(pv.0);
            Raw { value: Some(Value::Result(pv.0, 0)), ty: fail_ty, pointer: true }
        });
        PartitionView { handle: raw, tile_shape: tile_shape.to_vec() }
    }
}

/// `ct::partition_view`: a tensor span as a grid of tiles, loaded and stored by tile index.
#[derive(Clone, Debug)]
pub struct PartitionView<T: Numeric> {
    /// The traced view value (typed as its pointer for bookkeeping).
    handle: Tile<Ptr<T>>,
    tile_shape: Vec<u64>,
}

impl<T: Numeric> PartitionView<T> {
    /// The tile at grid index `index` (one i32 scalar per dimension).
    #[track_caller]
    pub fn load(&self, index: &[&Tile<i32>]) -> Tile<T> {
        self.load_ordered(index, Ordering::weak())
    }

    /// `load` with a memory order.
    #[track_caller]
    pub fn load_ordered(&self, index: &[&Tile<i32>], ordering: Ordering) -> Tile<T> {
        let caller = Caller::caller();
        let h = self.handle.raw.clone();
        let idx: Vec<Raw> = index.iter().map(|t| t.raw.clone()).collect();
        let shape = self.tile_shape.clone();
        self.handle.with(|s| {
            let ty = TileLikeType::tile(T::KIND, &shape);
            let sem = match check_read_order(ordering.order) {
                Ok(x) => x,
                Err(e) => return s.fail(e, caller, ty),
            };
            if idx.len() != shape.len() || idx.iter().any(|r| !r.shape().is_empty()) {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("a rank {} view takes {} scalar indices", shape.len(), shape.len())), caller, ty);
            }
            let (Some(hv), Some(iv)) = (h.value, idx.iter().map(|r| r.value).collect::<Option<Vec<_>>>()) else { return Raw { value: None, ty, pointer: false } };
            let at = s.loc(caller);
            let t = s.tile_type(T::KIND, false, &shape);
            let tok = s.token_type();
            let scope = ordering.order.map(|_| ordering.scope.ir());
            let op = view::LoadViewTkoOp::build(&mut s.ir, at, hv, &iv, None, sem, scope, None, None, t, tok);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: false }
        })
    }

    /// Stores `tile` at grid index `index`; elements outside the span are skipped.
    #[track_caller]
    pub fn store(&self, index: &[&Tile<i32>], tile: &Tile<T>) {
        self.store_impl(index, tile, Ordering::weak(), Caller::caller());
    }

    /// `store` with a memory order (write orders: relaxed, release) and thread scope.
    #[track_caller]
    pub fn store_ordered(&self, index: &[&Tile<i32>], tile: &Tile<T>, ordering: Ordering) {
        self.store_impl(index, tile, ordering, Caller::caller());
    }

    fn store_impl(&self, index: &[&Tile<i32>], tile: &Tile<T>, ordering: Ordering, caller: &'static Caller<'static>) {
        let h = self.handle.raw.clone();
        let v = tile.raw.clone();
        let idx: Vec<Raw> = index.iter().map(|t| t.raw.clone()).collect();
        let shape = self.tile_shape.clone();
        let _: Tile<T> = self.handle.with(|s| {
            let ty = v.ty.clone();
            let sem = match check_write_order(ordering.order) {
                Ok(x) => x,
                Err(e) => return s.fail(e, caller, ty),
            };
            if v.shape() != shape.as_slice() || idx.len() != shape.len() || idx.iter().any(|r| !r.shape().is_empty()) {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("storing a {} tile into a view of {} tiles with {} indices", fmt_shape(v.shape()), fmt_shape(&shape), idx.len())), caller, ty);
            }
            let (Some(hv), Some(vv), Some(iv)) = (h.value, v.value, idx.iter().map(|r| r.value).collect::<Option<Vec<_>>>()) else { return v.clone() };
            let at = s.loc(caller);
            let tok = s.token_type();
            let scope = ordering.order.map(|_| ordering.scope.ir());
            let op = view::StoreViewTkoOp::build(&mut s.ir, at, vv, hv, &iv, None, sem, scope, None, None, tok);
            s.emit(op.0);
            v.clone()
        });
    }
}

impl Kernel {
    /// A scalar kernel parameter of type i64 as a dynamic length or stride.
    #[track_caller]
    pub fn length_param(&self) -> Tile<i64> {
        self.scalar_param::<i64>()
    }
}

