//! Attribute values: the builtin kinds the dialect uses and its own.
//!
//! Attributes are values, but their parts are shared: every list, string,
//! byte buffer and nested attribute is behind an [`Arc`], so cloning an
//! attribute costs a few reference counts whatever its size. The text
//! parser clones an alias's attribute where the alias is used: `#a1 = [#a0,
//! #a0]` holds `#a0` once, and a chain of such aliases takes memory in
//! proportion to its text, not to its expansion. Code that walks attributes
//! recursively must visit a shared part once (by [`Arc::as_ptr`]) where the
//! expansion could be large: see the printer's aliases and the bytecode
//! writer.

use std::sync::Arc;

use super::AttrName;
use super::types::TypeId;
use crate::registry::EnumInfo;

/// One attribute value; cheap to clone (its parts are shared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attribute {
    Unit,
    Bool(bool),
    /// An integer with its type (`5 : i32`).
    Integer { value: i64, ty: TypeId },
    /// A float with its type, as the bit pattern of that type (low bits).
    Float { bits: u64, ty: TypeId },
    String(Arc<str>),
    /// `@name`.
    SymbolRef(Arc<str>),
    Type(TypeId),
    Array(Arc<[Attribute]>),
    Dictionary(Arc<[(AttrName, Attribute)]>),
    DenseI32Array(Arc<[i32]>),
    DenseI64Array(Arc<[i64]>),
    /// `array<i1: true, false>`; in op formats `[true, false]`.
    DenseBoolArray(Arc<[bool]>),
    /// A dense elements attribute: raw element bits, little-endian, for a shaped type.
    DenseElements { ty: TypeId, data: Arc<[u8]>, splat: bool },
    /// A dialect enum value, with the enum it belongs to.
    Enum { info: &'static EnumInfo, value: u32 },
    /// `#cuda_tile.div_by<divisor[, every N along K]>`.
    DivBy { divisor: u64, every: Option<i64>, along: Option<i64> },
    /// `#cuda_tile.same_elements<[...]>`.
    SameElements(Arc<[i64]>),
    /// `#cuda_tile.bounded<lb, ub>`.
    Bounded { lb: Option<i64>, ub: Option<i64> },
    /// `#cuda_tile.optimization_hints<...>`: architecture to hint dictionary.
    OptimizationHints(Arc<[(AttrName, Attribute)]>),
    /// `#cuda_tile.di_file<"name" in "directory">`.
    DIFile { name: Arc<str>, directory: Arc<str> },
    /// `#cuda_tile.di_compile_unit<file = ...>`.
    DICompileUnit { file: Arc<Attribute> },
    /// `#cuda_tile.di_subprogram<file = ..., line = N, name = "...", linkageName = "...", compileUnit = ..., scopeLine = N>`.
    DISubprogram { file: Arc<Attribute>, line: u32, name: Arc<str>, linkage_name: Arc<str>, compile_unit: Arc<Attribute>, scope_line: Option<u32> },
    /// `#cuda_tile.di_lexical_block<scope = ..., file = ..., line = N, column = N>`.
    DILexicalBlock { scope: Arc<Attribute>, file: Arc<Attribute>, line: u32, column: Option<u32> },
    /// An attribute of another dialect, kept as written.
    Opaque(Arc<str>),
}

impl Attribute {
    pub fn enum_case(info: &'static EnumInfo, value: u32) -> Attribute {
        Attribute::Enum { info, value }
    }
    pub fn enum_value(&self) -> Option<u32> {
        match self {
            Attribute::Enum { value, .. } => Some(*value),
            Attribute::Integer { value, .. } => u32::try_from(*value).ok(),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Attribute::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String(s) | Attribute::SymbolRef(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attribute::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    pub fn as_type(&self) -> Option<TypeId> {
        match self {
            Attribute::Type(t) => Some(*t),
            _ => None,
        }
    }
    pub fn as_dense_i32(&self) -> Option<&[i32]> {
        match self {
            Attribute::DenseI32Array(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_dense_i64(&self) -> Option<&[i64]> {
        match self {
            Attribute::DenseI64Array(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_dense_bool(&self) -> Option<&[bool]> {
        match self {
            Attribute::DenseBoolArray(v) => Some(v),
            _ => None,
        }
    }
}
