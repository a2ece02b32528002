//! The plain words both sides of the spec use to describe an op: the
//! generator (codegen, at build time, which includes this file by path)
//! and the registry it generates (at run time). Defined once, so the two
//! cannot drift: versions, slot arities, region kinds, what a match trait
//! compares, how one slot's type follows from another's, and the kinds of
//! attribute a slot may hold.

/// A dialect version, `major.minor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u16,
    pub minor: u16,
}

impl Version {
    pub const fn new(major: u16, minor: u16) -> Self {
        Version { major, minor }
    }
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// How many values an operand or result slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// How many blocks a region may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    Any,
    Sized1,
    MaxSized1,
}

/// What an `AllTypesMatch`-like trait compares across its slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchProperty {
    Type,
    Shape,
    Rank,
    ElementType,
}

impl MatchProperty {
    /// Upstream's words: "failed to verify that all of {a, b} have same type".
    pub fn phrase(self) -> &'static str {
        match self {
            MatchProperty::Type => "have same type",
            MatchProperty::Shape => "have same shape",
            MatchProperty::Rank => "have same rank",
            MatchProperty::ElementType => "have the same element type",
        }
    }
}

/// How a `TypesMatchWith` trait derives one slot's type from another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRule {
    Same,
    I1SameShape,
    PointerTo,
    SameShape,
}

/// What kind of attribute an attribute slot holds: an enum `E`, a dialect
/// attribute or an interface named by `N` (the generator names them; the
/// registry points at the enum's table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrKind<E, N> {
    Enum(E),
    DialectAttr(N),
    Interface(N),
    Unit,
    Bool,
    Str,
    I32,
    I64,
    SymbolName,
    FlatSymbolRef,
    Array,
    DictArray,
    DenseI32Array,
    DenseI64Array,
    DenseBoolArray,
    DenseElements,
    FunctionType,
}
