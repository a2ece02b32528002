//! The rules of the dialect's types, in one place: what a pointer may point
//! to, what a tile may hold and how large it may be, what a tensor view and
//! the tile views (partition, strided, gather/scatter) must satisfy. They are
//! upstream's type verifiers (`TileType::verify`, `TensorViewType::verify`,
//! `PartitionViewType::verify`, ... and the parameter constraints), with
//! upstream's messages. The rules are those of the table's dialect version
//! ([`TypeTable::version`]): a scalar newer than it is no number, and the
//! messages list what that version's tools list.
//!
//! Every front door applies them before a type enters a [`TypeTable`]: the
//! text parser and the bytecode reader through [`TypeTable::checked`] (MLIR's
//! `getChecked`), the bytecode writer before it writes a type, and the
//! builders (the tile API) through the same call. Past them, code may rely on
//! what they promise: tile dimensions are powers of two, a tile has at most
//! [`MAX_TILE_ELEMENTS`] elements (so its element count fits any integer
//! type), a partition view's `dim_map` is a permutation of its tensor view's
//! dimensions.

use super::types::{TypeData, TypeId, TypeTable, DYNAMIC};
use crate::enums::PaddingValue;
use crate::generated::predicates::{NUMBER, TILE_ELEMENT};
use crate::limits::{MAX_TILE_ELEMENTS, MAX_TYPE_DEPTH};
use crate::registry::{TypePredicate, Version};
use crate::Scalar;

/// The number types (`CudaTile_NumberType`) of version `v`, as constraint
/// failures list them.
pub fn number_types(v: Version) -> &'static str {
    NUMBER.summary_at(v)
}

/// Whether `pred` admits `t` in version `v`: its check, and a scalar no newer than `v`.
fn admits(pred: &TypePredicate, types: &TypeTable, t: TypeId, v: Version) -> bool {
    (pred.check)(types, t) && !matches!(types.get(t), TypeData::Scalar(s) if s.since() > v)
}

/// Why a tile shape breaks the rules, by the first dimension that does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileShapeError {
    /// Dimension `index` is zero or negative.
    NotPositive { index: usize },
    /// Dimension `index` is not a power of two.
    NotPowerOfTwo { index: usize },
    /// The dimensions up to `index` already multiply past [`MAX_TILE_ELEMENTS`].
    TooManyElements { index: usize },
}

impl TileShapeError {
    /// Upstream's message (`verifyTileSize`) for this error in `shape`.
    pub fn message(self, shape: &[i64]) -> String {
        match self {
            TileShapeError::NotPositive { .. } => format!("all dimensions must be positive constants, got {}", comma_list(shape.iter().copied())),
            TileShapeError::NotPowerOfTwo { .. } => format!("all dimensions must be powers of two, got {}", comma_list(shape.iter().copied())),
            TileShapeError::TooManyElements { .. } => format!("tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements"),
        }
    }
}

/// The tile shape rules (also those of a partition view's tiles): every
/// dimension positive and a power of two, at most [`MAX_TILE_ELEMENTS`]
/// elements in all. Returns the number of elements.
pub fn tile_elements(shape: &[i64]) -> Result<u64, TileShapeError> {
    tile_elements_of(shape.iter().map(|&d| i128::from(d)))
}

/// [`tile_elements`] for dimensions given as any integers (the tile API's are `u64`).
pub fn tile_elements_of(shape: impl IntoIterator<Item = i128>) -> Result<u64, TileShapeError> {
    let limit = i128::from(MAX_TILE_ELEMENTS);
    let mut elements: i128 = 1;
    for (index, d) in shape.into_iter().enumerate() {
        if d <= 0 {
            return Err(TileShapeError::NotPositive { index });
        }
        if d & (d - 1) != 0 {
            return Err(TileShapeError::NotPowerOfTwo { index });
        }
        if elements > limit / d {
            return Err(TileShapeError::TooManyElements { index });
        }
        elements *= d;
    }
    Ok(elements as u64)
}

/// [`tile_elements`] with upstream's message.
pub fn check_tile_shape(shape: &[i64]) -> Result<(), String> {
    tile_elements(shape).map(|_| ()).map_err(|e| e.message(shape))
}

/// `1, 2, 3` as MLIR prints an integer list in a diagnostic (`?` for dynamic).
pub fn comma_list(values: impl IntoIterator<Item = i64>) -> String {
    values.into_iter().map(|v| if v == DYNAMIC { "?".to_string() } else { v.to_string() }).collect::<Vec<_>>().join(", ")
}

/// Whether `t` is a number type (what pointers point to and views hold) in
/// the table's version.
pub fn is_number(types: &TypeTable, t: TypeId) -> bool {
    admits(NUMBER, types, t, types.version())
}

/// The tensor view rules: a number element, as many strides as
/// dimensions, sizes and strides strictly positive or dynamic.
pub fn check_tensor_view(types: &TypeTable, element: TypeId, shape: &[i64], strides: &[i64]) -> Result<(), String> {
    if !is_number(types, element) {
        return Err(format!("failed to verify 'elementType': {}", number_types(types.version())));
    }
    if shape.len() != strides.len() {
        return Err(format!("expected shape and stride to be of same rank but got shape of rank {} and stride of rank {}", shape.len(), strides.len()));
    }
    if shape.iter().any(|&d| d <= 0 && d != DYNAMIC) {
        return Err(format!("dimensions must have strictly positive constant sizes but got [{}]", comma_list(shape.iter().copied())));
    }
    if strides.iter().any(|&d| d <= 0 && d != DYNAMIC) {
        return Err(format!("dimensions must have strictly positive constant strides but got [{}]", comma_list(strides.iter().copied())));
    }
    Ok(())
}

/// The partition view rules, in upstream's order: a tile of the tensor
/// view's rank, `dim_map` a permutation of the tensor view's dimensions,
/// the tile shape rules, and special padding values only for floats. The
/// strided view keeps them too.
pub fn check_partition_view(types: &TypeTable, tile_shape: &[i32], tensor_view: TypeId, dim_map: &[i32], padding: Option<PaddingValue>) -> Result<(), String> {
    let TypeData::TensorView { shape, .. } = types.get(tensor_view) else {
        return Err("expected a tensor_view type".into());
    };
    let tv_rank = shape.len();
    check_view_tile_rank(tile_shape, tv_rank)?;
    if dim_map.len() != tile_shape.len() {
        return Err(format!("expected dim_map to map exactly all {} dimensions of the tile, got {} mappings", tile_shape.len(), dim_map.len()));
    }
    check_view_tile_dims(tile_shape)?;
    let mut used: Vec<Option<usize>> = vec![None; tv_rank];
    for (tile_dim, &target) in dim_map.iter().enumerate() {
        if target < 0 {
            return Err(format!("target dimension must not be negative, got {target}"));
        }
        let Some(slot) = used.get_mut(target as usize) else {
            return Err(format!("target dimension is outside of tensor view dimensions, expected strictly less than {}, got {target}", tile_shape.len()));
        };
        if let Some(previous) = slot {
            return Err(format!("target dimension {target} mapped at least twice (for tile dimensions {previous} and {tile_dim})"));
        }
        *slot = Some(tile_dim);
    }
    check_view_tile_and_padding(types, tile_shape, tensor_view, padding)
}

/// A view's tile rank: not zero, the tensor view's.
fn check_view_tile_rank(tile_shape: &[i32], tv_rank: usize) -> Result<(), String> {
    if tile_shape.is_empty() {
        return Err("0-dimension tile shape is not supported".into());
    }
    if tile_shape.len() != tv_rank {
        return Err(format!("expected tensor_view rank and tile rank to match, got tensor_view of rank {tv_rank} and tiles of rank {}", tile_shape.len()));
    }
    Ok(())
}

/// A view's tile dimensions: positive powers of two.
fn check_view_tile_dims(tile_shape: &[i32]) -> Result<(), String> {
    let tile_list = || comma_list(tile_shape.iter().map(|&d| i64::from(d)));
    if tile_shape.iter().any(|&d| d <= 0) {
        return Err(format!("tile shape dimensions must have positive length but got [{}]", tile_list()));
    }
    if tile_shape.iter().any(|&d| d & (d - 1) != 0) {
        return Err(format!("tile shape dimensions must have power of two length but got [{}]", tile_list()));
    }
    Ok(())
}

/// The rules every tile view ends with: its tiles keep the tile rules, and
/// special padding values need a floating-point element.
fn check_view_tile_and_padding(types: &TypeTable, tile_shape: &[i32], tensor_view: TypeId, padding: Option<PaddingValue>) -> Result<(), String> {
    let TypeData::TensorView { element, .. } = types.get(tensor_view) else {
        return Err("expected a tensor_view type".into());
    };
    let shape64: Vec<i64> = tile_shape.iter().map(|&d| i64::from(d)).collect();
    check_tile_shape(&shape64)?;
    if let Some(p) = padding {
        match types.get(*element) {
            TypeData::Scalar(s) if s.is_float() => {}
            _ if matches!(p, PaddingValue::Zero) => {}
            other => {
                let name = match other {
                    TypeData::Scalar(s) => s.name(),
                    _ => "a non-number type",
                };
                return Err(format!("padding_value {} can only be used with floating point element types, got '{name}'", p.spelling()));
            }
        }
    }
    Ok(())
}

/// The strided view rules: the partition view's, then one positive
/// traversal stride per tile dimension.
pub fn check_strided_view(types: &TypeTable, tile_shape: &[i32], traversal_strides: &[i32], tensor_view: TypeId, dim_map: &[i32], padding: Option<PaddingValue>) -> Result<(), String> {
    check_partition_view(types, tile_shape, tensor_view, dim_map, padding)?;
    if traversal_strides.len() != tile_shape.len() {
        return Err(format!("expected {} traversal strides, got {}", tile_shape.len(), traversal_strides.len()));
    }
    if traversal_strides.iter().any(|&s| s <= 0) {
        return Err(format!("traversal strides must be strictly positive but got [{}]", comma_list(traversal_strides.iter().map(|&s| i64::from(s)))));
    }
    Ok(())
}

/// The gather/scatter view rules, in upstream's order: the tile rank and
/// dimensions, a sparse dimension inside the tensor view, then the tile and
/// padding rules.
pub fn check_gather_scatter_view(types: &TypeTable, tile_shape: &[i32], tensor_view: TypeId, sparse_dim: u32, padding: Option<PaddingValue>) -> Result<(), String> {
    let TypeData::TensorView { shape, .. } = types.get(tensor_view) else {
        return Err("expected a tensor_view type".into());
    };
    let tv_rank = shape.len();
    check_view_tile_rank(tile_shape, tv_rank)?;
    check_view_tile_dims(tile_shape)?;
    if sparse_dim as usize >= tv_rank {
        return Err(format!("gather dimension is outside of tensor view dimensions, expected strictly less than {tv_rank}, got {sparse_dim}"));
    }
    check_view_tile_and_padding(types, tile_shape, tensor_view, padding)
}

/// A pointer attribute is 13.4's.
fn check_ptr_attr(ptr_attr: Option<crate::generated::enums::PtrAttr>, v: crate::registry::Version) -> Result<(), String> {
    let since = crate::generated::enums::PtrAttr::INFO.cases[0].since;
    match ptr_attr {
        Some(a) if v < since => Err(format!("the pointer attribute '{a}' requires version {since}+, targeting {v}")),
        _ => Ok(()),
    }
}

/// The rules of one type whose components are already in `types` (and
/// were checked when they entered it). Builtin and foreign types
/// (function types, `index`, `tensor`, opaque ones) have no rules here.
pub fn check_type(types: &TypeTable, data: &TypeData) -> Result<(), String> {
    let v = types.version();
    match data {
        TypeData::Pointer { pointee, ptr_attr } => {
            if !is_number(types, *pointee) {
                return Err(format!("failed to verify 'pointeeType': {}", number_types(v)));
            }
            check_ptr_attr(*ptr_attr, v)?;
        }
        TypeData::Tile { shape, element } => {
            if !admits(TILE_ELEMENT, types, *element, v) {
                return Err(format!("failed to verify 'elementType': {}", TILE_ELEMENT.summary_at(v)));
            }
            // Two f4E2M1FN elements share a byte.
            if matches!(types.get(*element), TypeData::Scalar(Scalar::F4E2m1fn)) && shape.iter().all(|d| d % 2 != 0) {
                return Err("F4E2M1FN tiles must have an even number of elements".into());
            }
            // Pointers to f4E2M1FN elements (two to a byte) are not indexed one by one.
            if !shape.is_empty() && matches!(types.get(*element), TypeData::Pointer { pointee, .. } if matches!(types.get(*pointee), TypeData::Scalar(Scalar::F4E2m1fn))) {
                return Err("tiles of ptr<f4E2M1FN> must have rank 0; use an f4 tile view for memory accesses".into());
            }
            check_tile_shape(shape)?;
        }
        TypeData::TensorView { element, shape, strides, ptr_attr } => {
            check_tensor_view(types, *element, shape, strides)?;
            check_ptr_attr(*ptr_attr, v)?;
        }
        TypeData::PartitionView { tile_shape, tensor_view, dim_map, padding_value } => check_partition_view(types, tile_shape, *tensor_view, dim_map, *padding_value)?,
        TypeData::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding_value } => check_strided_view(types, tile_shape, traversal_strides, *tensor_view, dim_map, *padding_value)?,
        TypeData::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding_value } => check_gather_scatter_view(types, tile_shape, *tensor_view, *sparse_dim, *padding_value)?,
        TypeData::String { length } if *length < 0 => return Err("string length must be a non-negative integer".into()),
        TypeData::Scalar(_) | TypeData::Token | TypeData::String { .. } | TypeData::Function { .. } | TypeData::Index | TypeData::RankedTensor { .. } | TypeData::Opaque(_) => {}
    }
    Ok(())
}

/// The message of a type nested deeper than [`MAX_TYPE_DEPTH`] levels.
pub fn too_deep_message() -> String {
    format!("types nest more than {MAX_TYPE_DEPTH} levels deep")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Scalar;

    #[test]
    fn tile_shapes_follow_upstreams_rules_in_upstreams_order() {
        assert_eq!(tile_elements(&[]), Ok(1));
        assert_eq!(tile_elements(&[4, 1 << 22]), Ok(1 << 24));
        assert_eq!(tile_elements(&[4, 0, 3]), Err(TileShapeError::NotPositive { index: 1 }));
        assert_eq!(tile_elements(&[4, 3, 0]), Err(TileShapeError::NotPowerOfTwo { index: 1 }));
        assert_eq!(tile_elements(&[i64::MAX]), Err(TileShapeError::NotPowerOfTwo { index: 0 }));
        assert_eq!(tile_elements(&[i64::MIN]), Err(TileShapeError::NotPositive { index: 0 }));
        assert_eq!(tile_elements(&[1 << 24, 2]), Err(TileShapeError::TooManyElements { index: 1 }));
        // A product that would overflow i64 is caught before it is formed.
        assert_eq!(tile_elements(&[1 << 40, 1 << 40]), Err(TileShapeError::TooManyElements { index: 0 }));
        assert_eq!(tile_elements_of([1i128 << 64]), Err(TileShapeError::TooManyElements { index: 0 }));
        assert_eq!(check_tile_shape(&[4, 3]), Err("all dimensions must be powers of two, got 4, 3".to_string()));
        assert_eq!(check_tile_shape(&[1 << 32]), Err("tile would exceed the maximum of 16777216 elements".to_string()));
    }

    fn view(types: &mut TypeTable, rank: usize) -> TypeId {
        let f32 = types.scalar(Scalar::F32);
        types.intern(TypeData::TensorView { element: f32, shape: vec![16; rank].into(), strides: vec![1; rank].into(), ptr_attr: None })
    }

    #[test]
    fn dim_map_must_be_a_permutation_of_the_views_dimensions() {
        let mut types = TypeTable::default();
        let tv = view(&mut types, 2);
        let check = |types: &TypeTable, dim_map: &[i32]| check_partition_view(types, &[4, 4], tv, dim_map, None);
        assert_eq!(check(&types, &[1, 0]), Ok(()));
        assert_eq!(check(&types, &[0]), Err("expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings".into()));
        assert_eq!(check(&types, &[0, -1]), Err("target dimension must not be negative, got -1".into()));
        assert_eq!(check(&types, &[0, 2]), Err("target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2".into()));
        assert_eq!(check(&types, &[0, i32::MAX]), Err(format!("target dimension is outside of tensor view dimensions, expected strictly less than 2, got {}", i32::MAX)));
        assert_eq!(check(&types, &[1, 1]), Err("target dimension 1 mapped at least twice (for tile dimensions 0 and 1)".into()));
    }

    #[test]
    fn checked_types_are_refused_with_the_rule_and_leave_the_table_alone() {
        let mut types = TypeTable::default();
        let f32 = types.scalar(Scalar::F32);
        let before = types.len();
        let bad = TypeData::Tile { shape: vec![3].into(), element: f32 };
        assert_eq!(types.checked(bad), Err("all dimensions must be powers of two, got 3".into()));
        assert_eq!(types.len(), before);
        let p = types.checked(TypeData::Pointer { pointee: f32, ptr_attr: None }).expect("ptr<f32>");
        assert!(types.checked(TypeData::Pointer { pointee: p, ptr_attr: None }).unwrap_err().starts_with("failed to verify 'pointeeType'"));
        let tv = view(&mut types, 1);
        let pv = TypeData::PartitionView { tile_shape: vec![4].into(), tensor_view: tv, dim_map: vec![0].into(), padding_value: Some(PaddingValue::Nan) };
        assert!(types.checked(pv).is_ok(), "nan padding of f32 elements");
        let i32v = types.scalar(Scalar::I32);
        let tv_i32 = types.intern(TypeData::TensorView { element: i32v, shape: vec![16].into(), strides: vec![1].into(), ptr_attr: None });
        let pv = TypeData::PartitionView { tile_shape: vec![4].into(), tensor_view: tv_i32, dim_map: vec![0].into(), padding_value: Some(PaddingValue::Nan) };
        assert_eq!(types.checked(pv), Err("padding_value nan can only be used with floating point element types, got 'i32'".into()));
    }

    #[test]
    fn checked_types_nest_at_most_the_limit() {
        let mut types = TypeTable::default();
        let mut t = types.checked(TypeData::Function { inputs: Box::new([]), results: Box::new([]) }).expect("() -> ()");
        assert_eq!(types.depth(t), 1);
        for level in 2..=MAX_TYPE_DEPTH {
            t = types.checked(TypeData::Function { inputs: Box::new([t]), results: Box::new([]) }).expect("within the limit");
            assert_eq!(types.depth(t), level);
        }
        assert_eq!(types.checked(TypeData::Function { inputs: Box::new([t]), results: Box::new([]) }), Err(too_deep_message()));

    }
}
