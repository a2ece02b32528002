//! Hand-written verifiers of the view ops (spec group `view`): what the
//! `make_*_view` ops make, and how view loads and stores index each kind of
//! tile view (partition, strided, gather/scatter).

use super::memory::{verify_access_hints, verify_ordering, Access};
use crate::generated::ops::view::{LoadViewTkoOp, StoreViewTkoOp};
use crate::ir::{OpId, TypeData, TypeId, Value};
use crate::text::types::{print_type, TypeStyle};
use crate::verify::{Verifier, VerifyResult};

/// `cuda_tile.get_index_space_shape`: one result per index dimension of the view.
pub fn verify_get_index_space_shape(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(rank) = cx.operand(op, 0).and_then(|v| view_index_rank(cx, cx.ty(v))) else { return Ok(()) };
    let results = cx.result_types(op).len();
    if results != rank {
        return cx.fail(op, format!("expected {rank} results due to view index space rank, but got {results}"));
    }
    Ok(())
}

/// `cuda_tile.get_tensor_shape`: one result per dimension of the tensor.
pub fn verify_get_tensor_shape(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(src) = cx.operand(op, 0) else { return Ok(()) };
    let TypeData::TensorView { shape, .. } = cx.ir.types.get(cx.ty(src)) else { return Ok(()) };
    let results = cx.result_types(op).len();
    if results != shape.len() {
        return cx.fail(op, format!("expected {} results due to tensor rank, but got {results}", shape.len()));
    }
    Ok(())
}

/// `cuda_tile.load_view_tko`: indices and tile agree with the view, then
/// hints, then the load's ordering and scope.
pub fn verify_load_view_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let load = LoadViewTkoOp(op);
    let tile = load.tile(cx.ir).map(|v| cx.ty(v));
    verify_view_access(cx, op, tile, load.view(cx.ir), load.index(cx.ir), load.inbounds(cx.ir))?;
    verify_ordering(cx, op, Access::Load, load.memory_ordering_semantics(cx.ir), load.memory_scope(cx.ir))
}

/// `cuda_tile.store_view_tko`: as `load_view_tko`, for a store.
pub fn verify_store_view_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let store = StoreViewTkoOp(op);
    let tile = store.tile(cx.ir).map(|v| cx.ty(v));
    verify_view_access(cx, op, tile, store.view(cx.ir), store.index(cx.ir), store.inbounds(cx.ir))?;
    verify_ordering(cx, op, Access::Store, store.memory_ordering_semantics(cx.ir), store.memory_scope(cx.ir))
}

/// `cuda_tile.make_partition_view`: the operand is the tensor view the
/// result type partitions.
pub fn verify_make_partition_view(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_make_view(cx, op)
}

/// `cuda_tile.make_strided_view` (13.3): as `make_partition_view`.
pub fn verify_make_strided_view(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_make_view(cx, op)
}

/// `cuda_tile.make_gather_scatter_view` (13.3): as `make_partition_view`.
pub fn verify_make_gather_scatter_view(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_make_view(cx, op)
}

/// A `make_*_view`: the operand is the tensor view the result type looks into.
fn verify_make_view(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(&result)) = (cx.operand(op, 0), cx.result_types(op).first()) else { return Ok(()) };
    let Some((_, tensor_view, _)) = cx.ir.types.view_tiles(result) else { return Ok(()) };
    let tensor_view = &tensor_view;
    let given = cx.ty(src);
    if given != *tensor_view {
        return cx.fail(
            op,
            format!(
                "expected the type of the provided tensor_view value ('{}') to be the same as the view's tensor_view type ('{}')",
                cx.type_str(given),
                cx.type_str(*tensor_view)
            ),
        );
    }
    Ok(())
}

/// `cuda_tile.make_tensor_view`: the base points to the view's element type,
/// the view keeps the base's pointer attribute (13.4), there is one operand
/// per `?` size and per `?` stride, and all those operands share one type.
pub fn verify_make_tensor_view(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(&result) = cx.result_types(op).first() else { return Ok(()) };
    let TypeData::TensorView { element, shape, strides, ptr_attr: view_attr } = cx.ir.types.get(result) else { return Ok(()) };
    let base = cx.ir.operand_group(op, 0).first().map(|v| cx.ty(*v));
    let pointer = base.and_then(|b| cx.ir.types.element(b)).and_then(|p| match cx.ir.types.get(p) {
        TypeData::Pointer { pointee, ptr_attr } => Some((*pointee, *ptr_attr)),
        _ => None,
    });
    if let Some((pointee, base_attr)) = pointer {
        if pointee != *element {
            return cx.fail(op, format!("expected pointer to '{}' to build tensor_view of this type, got '{}'", cx.type_str(*element), cx.type_str(pointee)));
        }
        match (base_attr, view_attr) {
            (Some(a), b) if b != &Some(a) => return cx.fail(op, format!("tensor_view must preserve ptr_attr from base pointer (#cuda_tile.ptr_attr<{a}>)")),
            (None, Some(_)) => return cx.fail(op, "pointer base without ptr_attr cannot produce tensor_view with ptr_attr"),
            _ => {}
        }
    }
    let dynamic_shape = cx.ir.operand_group(op, 1);
    let dynamic_strides = cx.ir.operand_group(op, 2);
    let wanted_shape = shape.iter().filter(|d| **d == crate::ir::DYNAMIC).count();
    if wanted_shape != dynamic_shape.len() {
        return cx.fail(op, format!("expected {wanted_shape} dynamic shape operands, got {}", dynamic_shape.len()));
    }
    let wanted_strides = strides.iter().filter(|d| **d == crate::ir::DYNAMIC).count();
    if wanted_strides != dynamic_strides.len() {
        return cx.fail(op, format!("expected {wanted_strides} dynamic stride operands, got {}", dynamic_strides.len()));
    }
    // The first dynamic operand, size or stride, sets the type for all.
    let Some(first) = dynamic_shape.first().or(dynamic_strides.first()).map(|v| cx.ty(*v)) else { return Ok(()) };
    for (what, values) in [("shape", dynamic_shape), ("stride", dynamic_strides)] {
        for (i, v) in values.iter().enumerate() {
            let t = cx.ty(*v);
            if t != first {
                return cx.fail(
                    op,
                    format!("expected dynamic {what} index {i} to be of the same type as the other dynamic values ('{}'), got '{}'", cx.type_str(first), cx.type_str(t)),
                );
            }
        }
    }
    Ok(())
}

// ---- shared by loads and stores through views ----

/// The number of indices that address a tile of `view`, if it is a tile view.
fn view_index_rank(cx: &Verifier, view: TypeId) -> Option<usize> {
    cx.ir.types.view_tiles(view).map(|(tile_shape, _, _)| tile_shape.len())
}

/// The shape and element type of the tiles `view` holds, if it is a tile view.
fn view_tile(cx: &Verifier, view: TypeId) -> Option<(Vec<i64>, TypeId)> {
    let (tile_shape, tensor_view, _) = cx.ir.types.view_tiles(view)?;
    let element = cx.ir.types.element(tensor_view)?;
    Some((tile_shape.iter().map(|d| i64::from(*d)).collect(), element))
}

/// How a tile type with this shape and element is printed in diagnostics
/// (the type need not exist in the IR yet).
fn tile_type_str(cx: &Verifier, shape: &[i64], element: TypeId) -> String {
    let mut types = cx.ir.types.clone();
    let t = types.tile(shape, element);
    let mut s = String::new();
    print_type(&types, t, TypeStyle::Full, &mut s);
    s
}

/// The checks a view load or store shares: as many indices as the view's
/// index space has dimensions, the tile type the view holds, one type for
/// all indices, then the op's optimization hints. `view_group` is the
/// operand group of the view; the indices are the group after it.
fn verify_view_access(cx: &Verifier, op: OpId, tile: Option<TypeId>, view: Option<Value>, index: &[Value], inbounds: Option<&[bool]>) -> VerifyResult {
    let Some(view) = view.map(|v| cx.ty(v)) else { return Ok(()) };
    let Some(rank) = view_index_rank(cx, view) else { return Ok(()) };
    if index.len() != rank {
        return cx.fail(op, format!("expected {rank} index operands (based on view type), got {}", index.len()));
    }
    if let (Some((shape, element)), Some(tile)) = (view_tile(cx, view), tile) {
        let matches = matches!(cx.ir.types.get(tile), TypeData::Tile { shape: s, element: e } if **s == *shape && *e == element);
        if !matches {
            return cx.fail(op, format!("expected tile type to be '{}' (based on view type), got '{}'", tile_type_str(cx, &shape, element), cx.type_str(tile)));
        }
    }
    // 13.4: one inbounds promise per index (absent: none).
    if let Some(inbounds) = inbounds {
        if inbounds.len() != index.len() {
            return cx.fail(op, format!("inbounds size ({}) must match the number of index dimensions ({})", inbounds.len(), index.len()));
        }
    }
    let types: Vec<TypeId> = index.iter().map(|v| cx.ty(*v)).collect();
    match cx.ir.types.get(view) {
        TypeData::GatherScatterView { sparse_dim, tile_shape, .. } => verify_gather_indices(cx, op, &types, *sparse_dim as usize, tile_shape)?,
        _ => verify_grid_indices(cx, op, &types)?,
    }
    verify_access_hints(cx, op, &["latency", "allow_tma"])
}

/// The indices of a partition or strided view: 0-d tiles of one type.
fn verify_grid_indices(cx: &Verifier, op: OpId, index: &[TypeId]) -> VerifyResult {
    for &t in index {
        if cx.ir.types.shape(t).is_some_and(|s| !s.is_empty()) {
            return cx.fail(op, format!("expected index type to be a scalar tile, got '{}'", cx.type_str(t)));
        }
    }
    if let Some(&first) = index.first() {
        for (i, &t) in index.iter().enumerate() {
            if t != first {
                return cx.fail(op, format!("expected index type {i} to be the same as other index types ('{}'), got '{}'", cx.type_str(first), cx.type_str(t)));
            }
        }
    }
    Ok(())
}

/// The indices of a gather/scatter view: at `sparse_dim`, a 1-D tile with
/// one row number per row of the tile; elsewhere 0-d tiles of one type.
fn verify_gather_indices(cx: &Verifier, op: OpId, index: &[TypeId], sparse_dim: usize, tile_shape: &[i32]) -> VerifyResult {
    if index.is_empty() {
        return Ok(());
    }
    let Some(&rows) = index.get(sparse_dim) else {
        return cx.fail(op, format!("gather/scatter dimension {sparse_dim} is out of range for index count {}", index.len()));
    };
    let Some(shape) = cx.ir.types.shape(rows) else {
        return cx.fail(op, format!("expected index at sparse_dim position {sparse_dim} to be a tile type for GatherScatterView"));
    };
    if shape.len() != 1 {
        return cx.fail(op, format!("expected index at sparse_dim position {sparse_dim} to be a 1D tensor for GatherScatterView, got rank {}", shape.len()));
    }
    let wanted = tile_shape.get(sparse_dim).copied().map_or(0, i64::from);
    if shape[0] != wanted {
        return cx.fail(op, format!("expected gather/scatter index size ({}) to match tile shape at gather/scatter dimension {sparse_dim} ({wanted})", shape[0]));
    }
    let mut first: Option<TypeId> = None;
    for (i, &t) in index.iter().enumerate() {
        if i == sparse_dim {
            continue;
        }
        if cx.ir.types.shape(t).is_none_or(|s| !s.is_empty()) {
            return cx.fail(op, format!("expected index {i} to be a scalar tile for GatherScatterView"));
        }
        match first {
            None => first = Some(t),
            Some(f) if f != t => {
                return cx.fail(op, format!("expected scalar index {i} to have the same type as other scalar indices ('{}'), got '{}'", cx.type_str(f), cx.type_str(t)));
            }
            Some(_) => {}
        }
    }
    Ok(())
}
