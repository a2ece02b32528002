//! Extents and shapes: dimensions that are static or dynamic, the index
//! type, and the shape rules of seed 000 (tile compatible shapes,
//! broadcastable-to, mutual broadcast compatibility and shape, extent and
//! shape equivalence, row-major arrangement).

use tilesmith_dialect::ir::rules::{tile_elements_of, TileShapeError};

use super::error::{IllFormed, Rule};
use super::scalar::ScalarKind;

/// The largest number of elements (and so the longest dimension) a tile
/// may have: the implementation-defined limit, cuda_tile's 2^24 (the
/// dialect's [`tilesmith_dialect::limits::MAX_TILE_ELEMENTS`]).
pub const MAX_TILE_ELEMENTS: u64 = tilesmith_dialect::limits::MAX_TILE_ELEMENTS as u64;

/// One dimension of an [`Extents`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    /// Known when the kernel is built.
    Static(u64),
    /// Known only at run time (`ct::dynamic_extent`).
    Dynamic,
}

/// `ct::extents<IndexType, dims...>`: a shape whose dimensions are static or
/// dynamic, with the integral type dynamic lengths are stored in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extents {
    pub index_type: ScalarKind,
    pub dims: Vec<Dim>,
}

impl Extents {
    /// Extents with the given index type and dimensions.
    pub fn new(index_type: ScalarKind, dims: &[Dim]) -> Self {
        Extents { index_type, dims: dims.to_vec() }
    }
    /// `ct::shape<dims...>`: all static, `uint32_t` index type.
    pub fn shape(dims: &[u64]) -> Self {
        Extents { index_type: ScalarKind::U32, dims: dims.iter().map(|&d| Dim::Static(d)).collect() }
    }
    pub fn rank(&self) -> usize {
        self.dims.len()
    }
    /// The number of dynamic dimensions.
    pub fn rank_dynamic(&self) -> usize {
        self.dims.iter().filter(|d| **d == Dim::Dynamic).count()
    }
    /// The static length of `dim`, or `None` when it is dynamic.
    pub fn static_extent(&self, dim: usize) -> Option<u64> {
        match self.dims.get(dim)? {
            Dim::Static(n) => Some(*n),
            Dim::Dynamic => None,
        }
    }
    /// Whether every dimension is static (the type is "shape like").
    pub fn is_shape_like(&self) -> bool {
        self.rank_dynamic() == 0
    }
    /// The static lengths, when every dimension is static.
    pub fn static_dims(&self) -> Option<Vec<u64>> {
        self.dims.iter().map(|d| if let Dim::Static(n) = d { Some(*n) } else { None }).collect()
    }
    /// The size (product of the lengths; 1 for rank 0), when all are static.
    /// It is a mathematical value: computed in u128 so it does not overflow.
    pub fn size(&self) -> Option<u128> {
        self.static_dims().map(|d| d.iter().map(|&n| u128::from(n)).product())
    }
    /// Whether this is a tile compatible shape, and why not.
    pub fn check_tile_compatible(&self) -> Result<Vec<u32>, IllFormed> {
        if self.index_type != ScalarKind::U32 {
            return Err(IllFormed::new(Rule::TileCompatibleShape, format!("the index type is {}, not uint32_t", self.index_type)));
        }
        let dims = self.static_dims().ok_or_else(|| IllFormed::new(Rule::TileCompatibleShape, "a dimension is dynamic"))?;
        check_tile_shape(&dims)
    }
}

/// An object of extents type: the extents with the values of its dynamic
/// dimensions (the lengths known when the kernel runs, for test purposes).
pub fn extent_equivalent(a: &[u64], b: &[u64]) -> bool {
    a == b
}

/// Whether two extents types are shape equivalent: both shape like, and
/// every instance extent equivalent (index types may differ).
pub fn shape_equivalent(a: &Extents, b: &Extents) -> bool {
    matches!((a.static_dims(), b.static_dims()), (Some(x), Some(y)) if x == y)
}

/// Checks the tile compatible rules on static lengths (index type u32
/// assumed): the dialect's tile shape rules ([`tile_elements_of`]), the
/// ones its text and bytecode readers apply, told in the API's terms.
pub fn check_tile_shape(dims: &[u64]) -> Result<Vec<u32>, IllFormed> {
    let fail = |message: String| Err(IllFormed::new(Rule::TileCompatibleShape, message));
    match tile_elements_of(dims.iter().map(|&d| i128::from(d))) {
        // Every dimension divides the element count, at most 2^24: each fits in u32.
        Ok(_) => Ok(dims.iter().map(|&d| d as u32).collect()),
        Err(TileShapeError::NotPositive { index } | TileShapeError::NotPowerOfTwo { index }) => {
            fail(format!("dimension {index} has length {}, which is not a power of two (shape {})", dims[index], fmt_shape(dims)))
        }
        Err(TileShapeError::TooManyElements { index }) if dims[index] > MAX_TILE_ELEMENTS => fail(format!("dimension {index} has length {}, above the limit of {MAX_TILE_ELEMENTS}", dims[index])),
        Err(TileShapeError::TooManyElements { .. }) => match dims.iter().try_fold(1u128, |acc, &d| acc.checked_mul(u128::from(d))) {
            Some(size) => fail(format!("shape {} has {size} elements, above the limit of {MAX_TILE_ELEMENTS}", fmt_shape(dims))),
            None => fail(format!("shape {} has more than {} elements, above the limit of {MAX_TILE_ELEMENTS}", fmt_shape(dims), u128::MAX)),
        },
    }
}

/// `[4, 8]` written as `4x8` (and `()` for rank 0).
pub fn fmt_shape<T: std::fmt::Display>(dims: &[T]) -> String {
    if dims.is_empty() {
        return "()".into();
    }
    dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x")
}

/// Whether shape `source` is broadcastable to shape `target` (the shape-like rule; no tile compatibility).
pub fn broadcastable_to(source: &[u64], target: &[u64]) -> bool {
    let (n, m) = (source.len(), target.len());
    n <= m && source.iter().enumerate().all(|(i, &s)| s == target[i + m - n] || s == 1)
}

/// Broadcastable to, for a tile like type: also requires `target` to be tile compatible.
pub fn check_broadcastable_to(source: &[u64], target: &[u64]) -> Result<(), IllFormed> {
    if !broadcastable_to(source, target) {
        return Err(IllFormed::new(Rule::BroadcastableTo, format!("shape {} is not broadcastable to {}", fmt_shape(source), fmt_shape(target))));
    }
    check_tile_shape(target).map(|_| ())
}

/// Whether two shapes are mutual broadcast compatible.
pub fn mutual_broadcast_compatible(a: &[u64], b: &[u64]) -> bool {
    a.iter().rev().zip(b.iter().rev()).all(|(&x, &y)| x == y || x == 1 || y == 1)
}

/// The mutual broadcast shape of two compatible shapes.
pub fn mutual_broadcast_shape(a: &[u64], b: &[u64]) -> Result<Vec<u64>, IllFormed> {
    if !mutual_broadcast_compatible(a, b) {
        return Err(IllFormed::new(
            Rule::MutualBroadcastCompatible,
            format!("shapes {} and {} differ in a dimension where neither is 1", fmt_shape(a), fmt_shape(b)),
        ));
    }
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let offset = long.len() - short.len();
    Ok(long.iter().enumerate().map(|(i, &l)| if i < offset { l } else { l.max(short[i - offset]) }).collect())
}

/// Tile mutual broadcast compatibility: the mutual shape must also be tile compatible.
pub fn check_tile_mutual_broadcast(a: &[u64], b: &[u64]) -> Result<Vec<u64>, IllFormed> {
    let shape = mutual_broadcast_shape(a, b)?;
    check_tile_shape(&shape)?;
    Ok(shape)
}

/// The position of `index` in the row-major arrangement of `shape`.
pub fn row_major_offset(shape: &[u64], index: &[u64]) -> u64 {
    index.iter().zip(shape).fold(0, |acc, (&i, &d)| acc * d + i)
}

/// Every index of the index space of `shape`, in row-major order.
pub fn index_space(shape: &[u64]) -> Vec<Vec<u64>> {
    let size: u64 = shape.iter().product();
    (0..size)
        .map(|mut linear| {
            let mut index = vec![0; shape.len()];
            for (slot, &d) in index.iter_mut().zip(shape).rev() {
                *slot = linear % d;
                linear /= d;
            }
            index
        })
        .collect()
}
