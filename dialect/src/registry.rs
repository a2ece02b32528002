//! The op registry: the static description of every op (from the generated
//! tables) and lookups by name and by bytecode opcode.

use std::collections::HashMap;

use rustc_hash::FxHashMap;
use std::sync::OnceLock;

use crate::generated::scalars::Scalar;
use crate::ir::{TypeId, TypeTable};

pub use crate::generated::kinds::{HandwrittenOp, OpKind, ResultNamesOp};
pub use crate::generated::traits::SimpleTrait;
pub use crate::vocabulary::{Arity, MatchProperty, RegionKind, TypeRule, Version};

/// A type check with the words diagnostics use for it.
pub struct TypePredicate {
    /// The summary in the newest version.
    pub summary: &'static str,
    /// The one type that satisfies it, when there is exactly one (in text form).
    pub buildable: Option<&'static str>,
    /// When the summary changed with the versions (types added to its
    /// alternatives): each version it changed in, oldest first, with the
    /// summary from then on. Empty when it never changed.
    pub history: &'static [(Version, &'static str)],
    pub check: fn(&TypeTable, TypeId) -> bool,
}

impl TypePredicate {
    /// The summary as of version `v`: what the tools of that version print.
    pub fn summary_at(&self, v: Version) -> &'static str {
        self.history.iter().rev().find(|(since, _)| *since <= v).or(self.history.first()).map_or(self.summary, |(_, s)| s)
    }
}

impl std::fmt::Debug for TypePredicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TypePredicate({:?})", self.summary)
    }
}

#[derive(Debug)]
pub struct ValueInfo {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: &'static TypePredicate,
    pub since: Version,
}

/// One case of an enum.
#[derive(Debug, PartialEq, Eq)]
pub struct EnumCaseInfo {
    /// What the text form writes (`nearest_even`).
    pub spelling: &'static str,
    /// What the bytecode and the generic form hold.
    pub value: u32,
    /// The first version with the case.
    pub since: Version,
}

/// An enum of the dialect and its cases.
#[derive(Debug, PartialEq, Eq)]
pub struct EnumInfo {
    pub name: &'static str,
    pub summary: &'static str,
    /// Set when the enum has a dialect attribute (`#cuda_tile.rounding<zero>`);
    /// otherwise its values are plain `i32` integer attributes.
    pub attr_mnemonic: Option<&'static str>,
    pub cases: &'static [EnumCaseInfo],
}

impl EnumInfo {
    pub fn spelling(&self, value: u32) -> Option<&'static str> {
        self.case(value).map(|c| c.spelling)
    }
    pub fn value(&self, spelling: &str) -> Option<u32> {
        self.cases.iter().find(|c| c.spelling == spelling).map(|c| c.value)
    }
    /// The case with bytecode value `value`.
    pub fn case(&self, value: u32) -> Option<&'static EnumCaseInfo> {
        self.cases.iter().find(|c| c.value == value)
    }
}

/// What kind of attribute an attribute slot holds.
pub type AttrKind = crate::vocabulary::AttrKind<&'static EnumInfo, &'static str>;

#[derive(Debug)]
pub enum AttrDefault {
    None,
    EnumCase(u32),
    Int(i64),
    /// Absent reads as an all-false `DenseBoolArray`, one entry per operand
    /// of the op's variadic operand group (13.4's `inbounds`).
    AllFalse,
}

#[derive(Debug)]
pub struct AttrInfo {
    pub name: &'static str,
    pub kind: AttrKind,
    pub optional: bool,
    pub default: AttrDefault,
    pub non_negative: bool,
    /// Admitted enum values, when narrowed; empty means all.
    pub only: &'static [u32],
    /// What the verifier says of a case outside `only` (the spec's
    /// `else`), with `{got}`, `{cases}` and `{cases_or}` to fill in; `None`
    /// for the generic "invalid <enum> specified, expect one of [...]".
    pub refusal: Option<&'static str>,
    /// The result element types the attribute (`None`) or one of its enum
    /// values is allowed with (the spec's `for`); empty means any.
    pub elements: &'static [(Option<u32>, Scalar)],
    pub summary: &'static str,
    pub since: Version,
}

impl AttrInfo {
    /// The spec's `only`: whether the op accepts the enum case `value`.
    pub fn admits(&self, value: u32) -> bool {
        self.only.is_empty() || self.only.contains(&value)
    }

    /// The spec's `for`: whether the attribute (`None`: a unit attribute,
    /// present) or its enum case `value` is allowed on an op whose result
    /// holds `element`.
    pub fn allowed_with(&self, value: Option<u32>, element: Scalar) -> bool {
        let mut restricted = self.elements.iter().filter(|(case, _)| *case == value).peekable();
        restricted.peek().is_none() || restricted.any(|&(_, s)| s == element)
    }
}

#[derive(Debug)]
pub struct RegionInfo {
    pub name: &'static str,
    pub kind: RegionKind,
}

/// A declared slot of an op, by position within its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Operand(u16),
    Result(u16),
    Attribute(u16),
    Region(u16),
}

#[derive(Debug)]
pub enum Trait {
    Simple(SimpleTrait),
    AllMatch { property: MatchProperty, slots: &'static [(&'static str, Slot)] },
    TypesMatchWith { from: (&'static str, Slot), to: (&'static str, Slot), rule: TypeRule, summary: &'static str, optional: bool },
    ParentOneOf(&'static [&'static str]),
    /// One block ending in `implicit` (added when the text omits it) or in one of `others`.
    SingleBlockImplicitTerminator { implicit: &'static str, others: &'static [&'static str] },
}

/// One element of a declarative assembly format.
#[derive(Debug)]
pub enum FormatElement {
    Literal(&'static str),
    Var(Slot),
    AttrDict { with_keyword: bool },
    TypeOf(&'static [FormatElement]),
    FunctionalType(&'static FormatElement, &'static FormatElement),
    Ref(&'static FormatElement),
    Operands,
    Results,
    Regions,
    StructParams,
    Param(u16),
    Custom { name: &'static str, args: &'static [FormatElement] },
    Optional { anchor: Slot, then: &'static [FormatElement], otherwise: &'static [FormatElement] },
    OIList(&'static [&'static [FormatElement]]),
}

/// The static description of one op, generated from its spec.
#[derive(Debug)]
pub struct OpInfo {
    /// `cuda_tile.addi`.
    pub name: &'static str,
    pub mnemonic: &'static str,
    /// Which op this is, for exhaustive `match`es.
    pub kind: OpKind,
    /// The first version with the op.
    pub since: Version,
    /// The first version without it, when it was removed or renamed.
    pub until: Option<Version>,
    /// The op that took its place (`cuda_tile.print_tko` for `cuda_tile.print`),
    /// with the same opcode: a file of a version both have holds the replacement.
    pub replaced_by: Option<&'static str>,
    pub opcode: u32,
    pub group: &'static str,
    pub summary: &'static str,
    pub operands: &'static [ValueInfo],
    pub attributes: &'static [AttrInfo],
    pub results: &'static [ValueInfo],
    pub regions: &'static [RegionInfo],
    /// Operands and attributes in declaration order.
    pub argument_order: &'static [Slot],
    pub traits: &'static [Trait],
    /// The declarative format, or `None` for a hand-written one.
    pub format: Option<&'static [FormatElement]>,
    /// The op's hand-written verifier (`verifier;` in its spec), run after
    /// the checks its spec implies.
    pub verifier: Option<crate::verify::VerifyFn>,
    /// The op's hand-written region verifier (`region_verifier;`), run after
    /// the ops in its regions are verified.
    pub region_verifier: Option<crate::verify::VerifyFn>,
    pub test_only: bool,
    /// The spec `file:line` it was declared at.
    pub spec: &'static str,
}

impl OpInfo {
    pub fn has_trait(&self, t: SimpleTrait) -> bool {
        self.traits.iter().any(|x| matches!(x, Trait::Simple(s) if *s == t))
    }

    /// Whether the op exists in version `v`.
    pub fn exists_in(&self, v: Version) -> bool {
        self.since <= v && self.until.is_none_or(|u| v < u)
    }
}

impl OpKind {
    /// Whether its spec lists the argument-less trait `t`.
    pub fn has_trait(self, t: SimpleTrait) -> bool {
        self.traits().contains(&t)
    }

    /// The op's registry entry (`None` for a test-only op without the `testing` feature).
    pub fn info(self) -> Option<&'static OpInfo> {
        lookup(self.name())
    }
}

/// Metadata of a dialect type.
#[derive(Debug)]
pub struct TypeDefInfo {
    pub name: &'static str,
    pub mnemonic: &'static str,
    pub since: Version,
    pub summary: &'static str,
    pub params: &'static [(&'static str, &'static str)],
    pub spec: &'static str,
}

/// Metadata of a dialect attribute.
#[derive(Debug)]
pub struct AttrDefInfo {
    pub name: &'static str,
    pub mnemonic: &'static str,
    pub since: Version,
    pub summary: &'static str,
    pub interfaces: &'static [&'static str],
    pub params: &'static [(&'static str, &'static str)],
    pub spec: &'static str,
}

/// The dialect versions the specs know, oldest first (without the test-only ones).
pub fn versions() -> &'static [Version] {
    crate::generated::registry::VERSIONS
}

/// The newest dialect version.
pub fn newest_version() -> Version {
    *versions().last().expect("the specs name at least one version")
}

/// The oldest dialect version.
pub fn oldest_version() -> Version {
    versions()[0]
}

/// Every registered op of this build, sorted by name (test-only ops only with
/// the `testing` feature).
pub fn ops() -> &'static [&'static OpInfo] {
    crate::generated::registry::OPS
}

/// The op called `name` (`cuda_tile.addi`).
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    static TABLE: OnceLock<FxHashMap<&'static str, &'static OpInfo>> = OnceLock::new();
    TABLE.get_or_init(|| ops().iter().map(|o| (o.name, *o)).collect()).get(name).copied()
}

/// The cuda_tile op with mnemonic `mnemonic` (`addi`).
pub fn lookup_mnemonic(mnemonic: &str) -> Option<&'static OpInfo> {
    static TABLE: OnceLock<FxHashMap<&'static str, &'static OpInfo>> = OnceLock::new();
    TABLE.get_or_init(|| ops().iter().map(|o| (o.mnemonic, *o)).collect()).get(mnemonic).copied()
}

/// The op with bytecode opcode `opcode`: the current one, not one it replaced
/// (an op and its replacement share their opcode).
pub fn by_opcode(opcode: u32) -> Option<&'static OpInfo> {
    static TABLE: OnceLock<HashMap<u32, &'static OpInfo>> = OnceLock::new();
    TABLE.get_or_init(|| ops().iter().filter(|o| o.replaced_by.is_none()).map(|o| (o.opcode, *o)).collect()).get(&opcode).copied()
}

/// The op with bytecode opcode `opcode` as the tools of version `tools`
/// name it: the op a later version renamed (`print`, until 13.2), while
/// `tools` predates the rename; otherwise [`by_opcode`]'s.
pub fn by_opcode_for(opcode: u32, tools: Version) -> Option<&'static OpInfo> {
    let current = by_opcode(opcode)?;
    let renamed = ops().iter().find(|o| o.opcode == opcode && o.replaced_by == Some(current.name) && o.exists_in(tools));
    Some(renamed.copied().unwrap_or(current))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_op_has_its_own_kind_and_back() {
        for info in ops() {
            assert_eq!(info.kind.name(), info.name);
            assert_eq!(info.kind.mnemonic(), info.mnemonic);
            assert_eq!(info.kind.test_only(), info.test_only);
            assert!(std::ptr::eq(info.kind.info().expect("registered"), *info));
            for t in info.traits.iter().filter_map(|t| match t {
                Trait::Simple(s) => Some(*s),
                _ => None,
            }) {
                assert!(info.kind.has_trait(t), "{}: {t:?}", info.name);
            }
        }
        let registered = OpKind::ALL.iter().filter(|k| k.info().is_some()).count();
        assert_eq!(registered, ops().len());
        assert!(OpKind::ALL.windows(2).all(|w| w[0].name() < w[1].name()));
    }
}
