//! How a view's type cuts its tensor into tiles (partition, strided and
//! gather/scatter views), read from the type once for the interpreter and
//! the PTX backend alike.

use tilesmith_dialect::enums::PaddingValue;
use tilesmith_dialect::ir::TypeData;

/// The tiles of a view over a tensor: tile `i` along index dimension `d`
/// starts `i * steps[d]` elements into tensor dimension `dim_map[d]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tiling {
    pub tile_shape: Vec<i64>,
    /// The distance between the starts of neighbouring tiles, per index
    /// dimension: the tile shape of a partition view, the
    /// `traversal_strides` of a strided view, 1 for a gather/scatter view
    /// (whose dense coordinates are element offsets).
    pub steps: Vec<i64>,
    pub dim_map: Vec<usize>,
    /// A gather/scatter view's gathered dimension: its index operand is a
    /// 1-D tile of tensor coordinates, one per tile row along it (`None` for
    /// the other views).
    pub sparse_dim: Option<usize>,
    /// What is read where a tile leaves the tensor (`None`: undefined).
    pub padding_value: Option<PaddingValue>,
}

impl Tiling {
    /// The tiling a view type makes of a tensor of `rank` dimensions, or
    /// why it does not fit one (which the verifier rules out).
    pub fn of(view: &TypeData, rank: usize) -> Result<Tiling, &'static str> {
        let wide = |v: &[i32]| -> Vec<i64> { v.iter().map(|&x| i64::from(x)).collect() };
        let permutation = |dim_map: &[i32]| -> Option<Vec<usize>> {
            let map: Vec<usize> = dim_map.iter().map(|&d| usize::try_from(d).unwrap_or(usize::MAX)).collect();
            (map.len() == rank && (0..rank).all(|d| map.contains(&d))).then_some(map)
        };
        match view {
            TypeData::PartitionView { tile_shape, dim_map, padding_value, .. } => {
                let dim_map = permutation(dim_map).filter(|_| tile_shape.len() == rank).ok_or("the partition view's tile shape or dim_map does not match its tensor")?;
                Ok(Tiling { steps: wide(tile_shape), tile_shape: wide(tile_shape), dim_map, sparse_dim: None, padding_value: *padding_value })
            }
            TypeData::StridedView { tile_shape, traversal_strides, dim_map, padding_value, .. } => {
                let dim_map = permutation(dim_map).filter(|_| tile_shape.len() == rank && traversal_strides.len() == rank).ok_or("the strided view's tile shape, strides or dim_map does not match its tensor")?;
                if traversal_strides.iter().any(|&s| s <= 0) {
                    return Err("a traversal stride of the strided view is not positive");
                }
                Ok(Tiling { tile_shape: wide(tile_shape), steps: wide(traversal_strides), dim_map, sparse_dim: None, padding_value: *padding_value })
            }
            TypeData::GatherScatterView { tile_shape, sparse_dim, padding_value, .. } => {
                if tile_shape.len() != rank || *sparse_dim as usize >= rank {
                    return Err("the gather/scatter view's tile shape or sparse dimension does not match its tensor");
                }
                Ok(Tiling { tile_shape: wide(tile_shape), steps: vec![1; rank], dim_map: (0..rank).collect(), sparse_dim: Some(*sparse_dim as usize), padding_value: *padding_value })
            }
            _ => Err("the result is not a view"),
        }
    }
}
