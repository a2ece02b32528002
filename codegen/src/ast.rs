//! The syntax tree of spec files, as written, with the location of every item.

use crate::diag::SpecLoc;

/// A name with where it was written.
#[derive(Clone, Debug)]
pub struct Name {
    pub text: String,
    pub loc: SpecLoc,
}

/// A string literal's value (escapes resolved, long strings dedented).
#[derive(Clone, Debug)]
pub struct Text {
    pub text: String,
    pub loc: SpecLoc,
}

#[derive(Clone, Debug, Default)]
pub struct SpecFile {
    pub items: Vec<Item>,
}

#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // a spec holds a few hundred items, read once
pub enum Item {
    Scalar(ScalarDef),
    Type(TypeDef),
    Constraint(ConstraintDef),
    Enum(EnumDef),
    Attr(AttrDef),
    Op(OpDef),
}

#[derive(Clone, Debug)]
pub struct ScalarDef {
    pub name: Name,
    pub is_float: bool,
    pub width: u32,
    pub element: bool,
    pub since: Text,
}

/// A constraint or trait expression: `Name` or `Name<arg, ...>`.
#[derive(Clone, Debug)]
pub struct Expr {
    pub head: Name,
    pub args: Vec<Arg>,
}

#[derive(Clone, Debug)]
pub enum Arg {
    Expr(Expr),
    List(Vec<Arg>, SpecLoc),
    Str(Text),
    Int(i64, SpecLoc),
}

impl Arg {
    pub fn loc(&self) -> &SpecLoc {
        match self {
            Arg::Expr(e) => &e.head.loc,
            Arg::List(_, l) | Arg::Int(_, l) => l,
            Arg::Str(t) => &t.loc,
        }
    }
}

#[derive(Clone, Debug)]
pub struct ConstraintDef {
    pub name: Name,
    pub expr: Expr,
    pub summary: Option<Text>,
}

/// Fields shared by types, attributes, enums and ops; each remembers where it was set.
#[derive(Clone, Debug, Default)]
pub struct Common {
    pub mnemonic: Option<Text>,
    pub since: Option<Text>,
    pub summary: Option<Text>,
    pub description: Option<Text>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: Name,
    pub kind: Text,
    pub doc: Text,
}

#[derive(Clone, Debug)]
pub enum Syntax {
    Custom(SpecLoc),
    Format(Format),
}

/// A dialect type or attribute: a mnemonic with parameters and a syntax.
#[derive(Clone, Debug)]
pub struct ParamDef {
    pub name: Name,
    pub common: Common,
    pub params: Vec<Param>,
    pub syntax: Option<Syntax>,
    /// The interfaces an attribute implements (types declare none).
    pub interfaces: Vec<Name>,
}

pub type TypeDef = ParamDef;
pub type AttrDef = ParamDef;

#[derive(Clone, Debug)]
pub struct EnumCase {
    pub name: Name,
    pub value: i64,
    /// The first version with the case; the enum's when absent.
    pub since: Option<Text>,
    pub doc: Text,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub name: Name,
    pub common: Common,
    pub attr_mnemonic: Option<Text>,
    pub cases: Vec<EnumCase>,
}

#[derive(Clone, Debug, Copy, PartialEq, Eq)]
pub enum ArgKind {
    Operand,
    Attribute,
    Result,
    Region,
}

#[derive(Clone, Debug)]
pub struct OpArg {
    pub kind: ArgKind,
    pub name: Name,
    pub constraint: Expr,
    pub only: Vec<Name>,
    /// `only [...] else "..."`: the diagnostic for a case outside `only`.
    pub refusal: Option<Text>,
    /// `for [f32]` (the attribute) or `for [approx: f32]` (a case of it):
    /// allowed only where the op's result element type is one of these.
    pub elements: Vec<(Option<Name>, Name)>,
    pub since: Option<Text>,
    pub doc: Text,
}

#[derive(Clone, Debug)]
pub struct OpDef {
    pub name: Name,
    pub common: Common,
    /// The first version without the op (`until "13.2";`).
    pub until: Option<Text>,
    /// The op that took its place (`replaced_by print_tko;`), read back in its stead.
    pub replaced_by: Option<Name>,
    pub opcode: Option<(i64, SpecLoc)>,
    pub group: Option<Name>,
    pub traits: Vec<Expr>,
    pub args: Vec<OpArg>,
    pub format: Option<Syntax>,
    pub verifier: bool,
    pub region_verifier: bool,
    pub test_only: bool,
}

/// A declarative assembly format, as written.
#[derive(Clone, Debug)]
pub struct Format {
    pub elements: Vec<FormatElement>,
    pub loc: SpecLoc,
}

#[derive(Clone, Debug)]
pub enum FormatElement {
    Literal(Text),
    Variable { name: Name, anchor: bool },
    /// `attr-dict`, `operands`, ... (the keyword as written).
    Keyword(Name),
    Type { args: Vec<FormatElement>, anchor: bool, loc: SpecLoc },
    FunctionalType { args: Vec<FormatElement>, loc: SpecLoc },
    /// `ref(...)` inside a custom directive: an already-parsed variable.
    Ref { args: Vec<FormatElement>, loc: SpecLoc },
    Custom { name: Name, args: Vec<FormatElement>, anchor: bool },
    Optional { then: Vec<FormatElement>, otherwise: Option<Vec<FormatElement>>, loc: SpecLoc },
    /// `oilist(a | b)`: each clause at most once, in any order.
    OIList { clauses: Vec<Vec<FormatElement>>, loc: SpecLoc },
}
