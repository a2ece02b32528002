//! Types, interned: each distinct type is stored once in a `TypeTable` and
//! named by a `TypeId`, so comparing types is comparing handles.
//!
//! [`TypeTable::checked`] is the door for types made from input or by
//! builders: it applies the dialect's rules ([`super::rules`]) and the
//! nesting limit first. [`TypeTable::intern`] trusts its caller (a type
//! derived from checked ones, such as the `i1` tile of a comparison).

use rustc_hash::FxHashMap;

use super::handle::{Arena, Handle};
use crate::generated::enums::{PaddingValue, PtrAttr};
use crate::generated::scalars::Scalar;
use crate::registry::Version;

pub type TypeId = Handle<TypeData>;

/// The marker for a dynamic size or stride (`?` in the text form).
pub const DYNAMIC: i64 = i64::MIN;

/// One type. Variants named after a spec `type` are the dialect's types.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// A builtin scalar (`i32`, `f16`, ...).
    Scalar(Scalar),
    /// `!cuda_tile.ptr<pointee>`, or `ptr<pointee, <none>>` with 13.4's pointer attribute.
    Pointer { pointee: TypeId, ptr_attr: Option<PtrAttr> },
    /// `!cuda_tile.tile<shape x element>`.
    Tile { shape: Box<[i64]>, element: TypeId },
    /// `!cuda_tile.tensor_view<shape x element, strides=[...]>`, ending in
    /// `, #cuda_tile.ptr_attr<none>` with 13.4's pointer attribute.
    TensorView { element: TypeId, shape: Box<[i64]>, strides: Box<[i64]>, ptr_attr: Option<PtrAttr> },
    /// `!cuda_tile.partition_view<tile=(...), tensor_view=..., dim_map=[...]>`.
    PartitionView { tile_shape: Box<[i32]>, tensor_view: TypeId, dim_map: Box<[i32]>, padding_value: Option<PaddingValue> },
    /// `!cuda_tile.strided_view<tile=(...), traversal_strides=[...], tensor_view<...>, dim_map=[...]>` (13.3).
    StridedView { tile_shape: Box<[i32]>, traversal_strides: Box<[i32]>, tensor_view: TypeId, dim_map: Box<[i32]>, padding_value: Option<PaddingValue> },
    /// `!cuda_tile.gather_scatter_view<tile=(...), tensor_view<...>, sparse_dim=N>` (13.3).
    GatherScatterView { tile_shape: Box<[i32]>, tensor_view: TypeId, sparse_dim: u32, padding_value: Option<PaddingValue> },
    /// `!cuda_tile.token`.
    Token,
    /// `!cuda_tile.string<N>`.
    String { length: i64 },
    /// The builtin function type `(inputs) -> results`.
    Function { inputs: Box<[TypeId]>, results: Box<[TypeId]> },
    /// The builtin `index` type.
    Index,
    /// The builtin ranked `tensor<shape x element>`.
    RankedTensor { shape: Box<[i64]>, element: TypeId },
    /// A type of another dialect, kept as written (`!test.foo<...>`).
    Opaque(Box<str>),
}

impl TypeData {
    /// The types this one is made of (a tile's element, a function's inputs and results).
    pub fn components(&self) -> impl Iterator<Item = TypeId> + '_ {
        let (one, inputs, results): (Option<TypeId>, &[TypeId], &[TypeId]) = match self {
            TypeData::Pointer { pointee: t, .. }
            | TypeData::Tile { element: t, .. }
            | TypeData::TensorView { element: t, .. }
            | TypeData::RankedTensor { element: t, .. }
            | TypeData::PartitionView { tensor_view: t, .. }
            | TypeData::StridedView { tensor_view: t, .. }
            | TypeData::GatherScatterView { tensor_view: t, .. } => (Some(*t), &[], &[]),
            TypeData::Function { inputs, results } => (None, inputs, results),
            TypeData::Scalar(_) | TypeData::Token | TypeData::String { .. } | TypeData::Index | TypeData::Opaque(_) => (None, &[], &[]),
        };
        one.into_iter().chain(inputs.iter().copied()).chain(results.iter().copied())
    }
}

/// Interns types; hands out one `TypeId` per distinct type.
#[derive(Debug, Default, Clone)]
pub struct TypeTable {
    arena: Arena<TypeData>,
    index: FxHashMap<TypeData, TypeId>,
    /// Per type, how many levels it nests (a scalar 1, `ptr<f32>` 2).
    depths: Vec<u32>,
    /// The dialect version whose type rules [`Self::checked`] applies (the
    /// newest when unset): types newer than it are refused, and messages
    /// list what that version accepts.
    version: Option<Version>,
}

impl TypeTable {
    /// An empty table whose rules are those of dialect version `v`.
    pub fn at_version(v: Version) -> Self {
        TypeTable { version: Some(v), ..TypeTable::default() }
    }

    /// The dialect version whose rules [`Self::checked`] applies.
    pub fn version(&self) -> Version {
        self.version.unwrap_or_else(crate::registry::newest_version)
    }

    /// The version the IR was made for, if one was named (a bytecode file's,
    /// a command line's `--target-version`): the verifier then also checks
    /// that everything the IR holds exists in it.
    pub fn target(&self) -> Option<Version> {
        self.version
    }

    /// The type `data`, without checking the dialect's rules (see [`Self::checked`]).
    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.index.get(&data) {
            return id;
        }
        let depth = self.depth_of(&data);
        let id = self.arena.push(data.clone());
        self.index.insert(data, id);
        self.depths.push(depth);
        id
    }

    /// The type `data` if it satisfies the dialect's rules and nests at most
    /// [`MAX_TYPE_DEPTH`](crate::limits::MAX_TYPE_DEPTH) levels (MLIR's
    /// `getChecked`); otherwise upstream's message for the first rule broken.
    pub fn checked(&mut self, data: TypeData) -> Result<TypeId, String> {
        if let Some(&id) = self.index.get(&data) {
            return Ok(id);
        }
        super::rules::check_type(self, &data)?;
        if self.depth_of(&data) as usize > crate::limits::MAX_TYPE_DEPTH {
            return Err(super::rules::too_deep_message());
        }
        Ok(self.intern(data))
    }

    /// How many levels `t` nests: 1 for a type without components, else one
    /// more than its deepest component.
    pub fn depth(&self, t: TypeId) -> usize {
        self.depths[t.index()] as usize
    }

    fn depth_of(&self, data: &TypeData) -> u32 {
        data.components().map(|t| self.depths[t.index()]).max().unwrap_or(0).saturating_add(1)
    }

    pub fn get(&self, id: TypeId) -> &TypeData {
        &self.arena[id]
    }

    pub fn scalar(&mut self, s: Scalar) -> TypeId {
        self.intern(TypeData::Scalar(s))
    }

    pub fn tile(&mut self, shape: &[i64], element: TypeId) -> TypeId {
        self.intern(TypeData::Tile { shape: shape.into(), element })
    }

    pub fn pointer(&mut self, pointee: TypeId) -> TypeId {
        self.intern(TypeData::Pointer { pointee, ptr_attr: None })
    }

    pub fn token(&mut self) -> TypeId {
        self.intern(TypeData::Token)
    }

    /// Whether `t` implements the named type interface (`TileView`).
    pub fn implements(&self, t: TypeId, interface: &str) -> bool {
        match interface {
            "TileView" => self.view_tiles(t).is_some(),
            _ => false,
        }
    }

    /// For a tile view (partition, strided or gather/scatter view): the
    /// shape of its tiles, the tensor view it looks into and its padding
    /// value. The number of indices that address a tile is the shape's length.
    pub fn view_tiles(&self, t: TypeId) -> Option<(&[i32], TypeId, Option<PaddingValue>)> {
        match self.get(t) {
            TypeData::PartitionView { tile_shape, tensor_view, padding_value, .. }
            | TypeData::StridedView { tile_shape, tensor_view, padding_value, .. }
            | TypeData::GatherScatterView { tile_shape, tensor_view, padding_value, .. } => Some((tile_shape, *tensor_view, *padding_value)),
            _ => None,
        }
    }

    /// The shape of a shaped type (tile, tensor), if it is one.
    pub fn shape(&self, t: TypeId) -> Option<&[i64]> {
        match self.get(t) {
            TypeData::Tile { shape, .. } | TypeData::RankedTensor { shape, .. } | TypeData::TensorView { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of a shaped type, if it is one.
    pub fn element(&self, t: TypeId) -> Option<TypeId> {
        match self.get(t) {
            TypeData::Tile { element, .. } | TypeData::RankedTensor { element, .. } | TypeData::TensorView { element, .. } => Some(*element),
            _ => None,
        }
    }

    pub fn len(&self) -> usize {
        self.arena.len()
    }

    pub fn is_empty(&self) -> bool {
        self.arena.is_empty()
    }
}
