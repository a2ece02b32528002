//! Build-time errors: what the C++ API rejects as ill-formed at compile time
//! is rejected when the kernel is built, as an [`IllFormed`] naming the rule
//! of seed 000 that was broken and the caller's source line.
//!
//! Design: every traced operation is `#[track_caller]`. Operators cannot
//! return `Result`, so a kernel under construction keeps the *first* error it
//! meets (later ops on a failed kernel are traced into nothing), and
//! [`Kernel::finish`](super::Kernel::finish) returns it. Named functions that
//! only check rules (the [`convert`](super::convert) and
//! [`shape`](super::shape) modules) return `Result` directly. Nothing here
//! panics on user input.

use std::fmt;
use std::panic::Location;

/// The rule of the Tile C++ programming model a kernel broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A shape is not tile compatible (power-of-two dimensions, size limit).
    TileCompatibleShape,
    /// A shape is not broadcastable to the requested one.
    BroadcastableTo,
    /// Two shapes are not mutual broadcast compatible.
    MutualBroadcastCompatible,
    /// Two element types have no arithmetic common type.
    ArithmeticCommonType,
    /// An implicit conversion would be narrowing.
    Narrowing,
    /// No scalar conversion exists between the types.
    ScalarConversion,
    /// Shapes are not shape equivalent where a tile conversion needs them to be.
    TileConversion,
    /// The op does not take this element type.
    ElementType,
    /// The op does not support the numeric modifier (rounding, subnormals, NaN).
    NumericModifier,
    /// The op does not support the memory order or thread scope.
    MemoryOrder,
    /// A shape or dimension argument does not fit the op (reshape, permute, mma, views).
    ShapeMismatch,
    /// A view padding the element type cannot represent.
    ViewPadding,
}

impl Rule {
    /// The rule's name, as seed 000 spells the term.
    pub fn name(self) -> &'static str {
        match self {
            Rule::TileCompatibleShape => "tile compatible shape",
            Rule::BroadcastableTo => "broadcastable to",
            Rule::MutualBroadcastCompatible => "mutual broadcast compatible",
            Rule::ArithmeticCommonType => "arithmetic common type",
            Rule::Narrowing => "narrowing conversion",
            Rule::ScalarConversion => "scalar conversion",
            Rule::TileConversion => "tile conversion",
            Rule::ElementType => "element type",
            Rule::NumericModifier => "numeric modifier",
            Rule::MemoryOrder => "memory order",
            Rule::ShapeMismatch => "shape",
            Rule::ViewPadding => "view padding",
        }
    }
}

/// An ill-formed use of the API, with the rule, what happened, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllFormed {
    pub rule: Rule,
    pub message: String,
    /// The caller's line that made the ill-formed request (None for the
    /// rule-checking functions, which return before a caller is known).
    pub location: Option<&'static Location<'static>>,
}

impl IllFormed {
    pub fn new(rule: Rule, message: impl Into<String>) -> Self {
        IllFormed { rule, message: message.into(), location: None }
    }
    /// The same error, placed at `location`.
    pub fn at(mut self, location: &'static Location<'static>) -> Self {
        self.location.get_or_insert(location);
        self
    }
}

impl fmt::Display for IllFormed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(l) = self.location {
            write!(f, "{}:{}:{}: ", l.file(), l.line(), l.column())?;
        }
        write!(f, "ill-formed ({}): {}", self.rule.name(), self.message)
    }
}

impl std::error::Error for IllFormed {}
