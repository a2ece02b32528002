//! Runtime values of the interpreter: tiles (`crate::shared::value`),
//! tensor and partition views, and tokens.

use std::rc::Rc;

use tilesmith_dialect::generated::scalars::Scalar;

pub use crate::shared::value::*;

/// A tensor view: a base address with a shape and strides in elements.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorView {
    pub elem: Scalar,
    pub base: u64,
    pub shape: Vec<i64>,
    pub strides: Vec<i64>,
}

/// A partition view: a tensor view cut into tiles of `tile_shape`, the tile
/// dimension `i` running along tensor dimension `dim_map[i]`; or a strided
/// view (13.3), whose tiles start `steps[i]` elements apart instead.
#[derive(Clone, Debug, PartialEq)]
pub struct PartitionView {
    pub tensor: TensorView,
    pub tiling: crate::shared::view::Tiling,
    /// The raw bits read where the tile leaves the tensor (`None`: undefined, read as zero).
    pub padding: Option<u64>,
}

/// Any runtime value.
#[derive(Clone, Debug)]
pub enum RtValue {
    Tile(Rc<Tile>),
    TensorView(Rc<TensorView>),
    PartitionView(Rc<PartitionView>),
    /// Tokens order memory operations; executing ops in program order keeps
    /// every order they ask for, so a token carries nothing.
    Token,
}

impl RtValue {
    pub fn tile(t: Tile) -> RtValue {
        RtValue::Tile(Rc::new(t))
    }
}
