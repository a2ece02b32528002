//! Attribute values: the builtin kinds the dialect uses and its own.

use super::AttrName;
use super::types::TypeId;
use crate::registry::EnumInfo;

/// One attribute value. Attributes are small and owned by their op.
#[derive(Clone, Debug, PartialEq)]
pub enum Attribute {
    Unit,
    Bool(bool),
    /// An integer with its type (`5 : i32`).
    Integer { value: i64, ty: TypeId },
    /// A float with its type, as the bit pattern of that type (low bits).
    Float { bits: u64, ty: TypeId },
    String(Box<str>),
    /// `@name`.
    SymbolRef(Box<str>),
    Type(TypeId),
    Array(Box<[Attribute]>),
    Dictionary(Box<[(AttrName, Attribute)]>),
    DenseI32Array(Box<[i32]>),
    DenseI64Array(Box<[i64]>),
    /// A dense elements attribute: raw element bits, little-endian, for a shaped type.
    DenseElements { ty: TypeId, data: Box<[u8]>, splat: bool },
    /// A dialect enum value, with the enum it belongs to.
    Enum { info: &'static EnumInfo, value: u32 },
    /// `#cuda_tile.div_by<divisor[, every N along K]>`.
    DivBy { divisor: u64, every: Option<i64>, along: Option<i64> },
    /// `#cuda_tile.same_elements<[...]>`.
    SameElements(Box<[i64]>),
    /// `#cuda_tile.bounded<lb, ub>`.
    Bounded { lb: Option<i64>, ub: Option<i64> },
    /// `#cuda_tile.optimization_hints<...>`: architecture to hint dictionary.
    OptimizationHints(Box<[(AttrName, Attribute)]>),
    /// `#cuda_tile.di_file<"name" in "directory">`.
    DIFile { name: Box<str>, directory: Box<str> },
    /// `#cuda_tile.di_compile_unit<file = ...>`.
    DICompileUnit { file: Box<Attribute> },
    /// `#cuda_tile.di_subprogram<file = ..., line = N, name = "...", linkageName = "...", compileUnit = ..., scopeLine = N>`.
    DISubprogram { file: Box<Attribute>, line: u32, name: Box<str>, linkage_name: Box<str>, compile_unit: Box<Attribute>, scope_line: Option<u32> },
    /// `#cuda_tile.di_lexical_block<scope = ..., file = ..., line = N, column = N>`.
    DILexicalBlock { scope: Box<Attribute>, file: Box<Attribute>, line: u32, column: Option<u32> },
    /// An attribute of another dialect, kept as written.
    Opaque(Box<str>),
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
}
