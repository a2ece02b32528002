//! The checked model of a dialect: every name resolved, every constraint with
//! its summary, every op with its slots, traits and format. Emitters read only this.

use crate::diag::SpecLoc;

// The words the generator and the registry it generates share, defined once
// beside the registry.
#[path = "../../dialect/src/vocabulary.rs"]
mod vocabulary;
pub use vocabulary::{Arity, MatchProperty, RegionKind, TypeRule, Version};


#[derive(Clone, Debug, Default)]
pub struct Model {
    pub scalars: Vec<Scalar>,
    pub types: Vec<TypeDef>,
    pub enums: Vec<EnumDef>,
    pub attrs: Vec<AttrDef>,
    /// Named type constraints, in declaration order.
    pub named_constraints: Vec<NamedConstraint>,
    /// Every distinct type predicate used anywhere, uniqued; ops refer to them by index.
    pub predicates: Vec<TypePred>,
    /// Ops sorted by full name.
    pub ops: Vec<Op>,
    /// Every spec file read, for rerun-if-changed and generated headers.
    pub files: Vec<std::path::PathBuf>,
}

#[derive(Clone, Debug)]
pub struct Scalar {
    pub name: String,
    pub is_float: bool,
    pub width: u32,
    pub element: bool,
    /// The first dialect version whose values may have this type.
    pub since: Version,
    pub loc: SpecLoc,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub kind: String,
    pub doc: String,
}

/// A dialect type or attribute: a mnemonic with parameters and a syntax.
#[derive(Clone, Debug)]
pub struct ParamDef {
    pub name: String,
    pub mnemonic: String,
    pub since: Version,
    pub summary: String,
    pub description: String,
    pub params: Vec<Param>,
    /// The interfaces an attribute implements (types declare none).
    pub interfaces: Vec<String>,
    pub format: Option<Format>,
    pub loc: SpecLoc,
}

pub type TypeDef = ParamDef;
pub type AttrDef = ParamDef;

#[derive(Clone, Debug)]
pub struct EnumCase {
    pub spelling: String,
    pub value: u32,
    /// The first version with the case (the enum's own unless the spec says otherwise).
    pub since: Version,
    pub doc: String,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub name: String,
    pub since: Version,
    pub summary: String,
    pub description: String,
    pub attr_mnemonic: Option<String>,
    pub cases: Vec<EnumCase>,
    pub loc: SpecLoc,
}

/// What a type predicate accepts, in terms the runtime can test.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeMatcher {
    Any,
    /// A scalar by name (`i32`, `f16`).
    Scalar(String),
    /// A concrete dialect type by its definition name (`Pointer`, `Token`).
    DialectType(String),
    /// A type implementing the named interface.
    Interface(String),
    AnyOf(Vec<TypeMatcher>),
    /// A tile whose element matches, optionally restricted to ranks.
    Tile { element: Box<TypeMatcher>, ranks: Option<Vec<i64>> },
}

/// A uniqued type predicate with the summary diagnostics print.
#[derive(Clone, Debug)]
pub struct TypePred {
    pub matcher: TypeMatcher,
    /// The summary in the newest version.
    pub summary: String,
    /// Set when exactly one type satisfies it (a result of this kind need not be written).
    pub buildable: Option<String>,
    /// When the summary changed with the versions (a scalar or type added to its
    /// alternatives): each version it changed in, oldest first, with the summary
    /// from then on; the last entry is the newest summary. Empty when it never changed.
    pub history: Vec<(Version, String)>,
}

#[derive(Clone, Debug)]
pub struct NamedConstraint {
    pub name: String,
    pub pred: usize,
    pub loc: SpecLoc,
}

/// An operand or result slot.
#[derive(Clone, Debug)]
pub struct ValueSlot {
    pub name: String,
    pub arity: Arity,
    pub pred: usize,
    pub since: Version,
    pub doc: String,
    pub loc: SpecLoc,
}

/// What kind of attribute an attribute slot holds (enums, dialect
/// attributes and interfaces by name).
pub type AttrKind = vocabulary::AttrKind<String, String>;

#[derive(Clone, Debug)]
pub enum AttrDefault {
    EnumCase(String),
    Int(i64),
    /// A `DenseBoolArray` that is absent reads as all false, one entry per
    /// operand of the op's variadic operand group (`Default<DenseBoolArray, all_false>`).
    AllFalse,
}

#[derive(Clone, Debug)]
pub struct AttrSlot {
    pub name: String,
    pub kind: AttrKind,
    pub optional: bool,
    pub default: Option<AttrDefault>,
    pub non_negative: bool,
    /// For enum attributes: the admitted cases, when narrowed with `only`.
    pub only: Vec<String>,
    /// The diagnostic for a case outside `only` (`only [...] else "..."`),
    /// with `{got}`, `{cases}` and `{cases_or}` to fill in.
    pub refusal: Option<String>,
    /// `for`: the result element types the attribute (case `None`) or one
    /// of its cases is allowed with.
    pub elements: Vec<(Option<String>, String)>,
    pub summary: String,
    pub since: Version,
    pub doc: String,
    pub loc: SpecLoc,
}

#[derive(Clone, Debug)]
pub struct RegionSlot {
    pub name: String,
    pub kind: RegionKind,
    pub doc: String,
    pub loc: SpecLoc,
}

/// A reference to a named slot of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlotRef {
    Operand(usize),
    Result(usize),
    Attribute(usize),
    Region(usize),
}

#[derive(Clone, Debug)]
pub enum Trait {
    Simple(String),
    /// `AllTypesMatch` and friends: which property, over which named slots.
    AllMatch { property: MatchProperty, slots: Vec<(String, SlotRef)> },
    TypesMatchWith { from: (String, SlotRef), to: (String, SlotRef), rule: TypeRule, summary: String, optional: bool },
    ParentOneOf(Vec<String>),
    /// One block ending in `implicit` (which the text may omit) or one of `others`.
    SingleBlockImplicitTerminator { implicit: String, others: Vec<String> },
}

/// A checked assembly format element; variables are resolved to slots.
#[derive(Clone, Debug)]
pub enum FormatElement {
    Literal(String),
    Var(SlotRef),
    AttrDict { with_keyword: bool },
    TypeOf(Vec<FormatElement>),
    FunctionalType(Box<FormatElement>, Box<FormatElement>),
    /// A variable already parsed elsewhere, passed again to a custom directive.
    Ref(Box<FormatElement>),
    Operands,
    Results,
    Regions,
    StructParams,
    Custom { name: String, args: Vec<FormatElement> },
    /// An optional group; `anchor` is the slot whose presence decides it.
    Optional { anchor: SlotRef, then: Vec<FormatElement>, otherwise: Vec<FormatElement> },
    /// Each clause at most once, in any order; a clause is present when its variable is.
    OIList(Vec<Vec<FormatElement>>),
    /// A type parameter named in a type or attribute's own format.
    Param(usize),
}

#[derive(Clone, Debug)]
pub struct Format {
    pub elements: Vec<FormatElement>,
    /// The source text of the format, for docs.
    pub source: String,
}

#[derive(Clone, Debug)]
pub struct Op {
    /// `cuda_tile.addi`, `cuda_tile.testing$func`.
    pub full_name: String,
    pub mnemonic: String,
    pub since: Version,
    /// The first version without the op, when it was removed or renamed.
    pub until: Option<Version>,
    /// The mnemonic of the op that took its place: files of the versions the two
    /// share read back as the replacement (they share an opcode).
    pub replaced_by: Option<String>,
    pub opcode: u32,
    pub group: String,
    pub summary: String,
    pub description: String,
    pub traits: Vec<Trait>,
    pub operands: Vec<ValueSlot>,
    pub attributes: Vec<AttrSlot>,
    pub results: Vec<ValueSlot>,
    pub regions: Vec<RegionSlot>,
    /// Operands and attributes in declaration order, as upstream's `arguments` list
    /// (the bytecode and generic form follow it).
    pub argument_order: Vec<SlotRef>,
    pub format: Option<Format>,
    pub custom_verifier: bool,
    pub custom_region_verifier: bool,
    pub test_only: bool,
    pub loc: SpecLoc,
}

impl Op {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| matches!(t, Trait::Simple(n) if n == name))
    }
}
