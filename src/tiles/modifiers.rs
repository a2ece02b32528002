//! Numeric and memory modifiers: rounding modes, subnormal modes, NaN
//! propagation, view padding, memory orders and thread scopes, with the
//! defaults seed 000 names, and their cuda_tile encodings.

use tilesmith_dialect::enums::{MemoryOrderingSemantics, MemoryScope, PaddingValue, RoundingMode};

/// A rounding mode. The default is ties to even.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rounding {
    #[default]
    TiesToEven,
    TowardZero,
    TowardNegative,
    TowardPositive,
    /// Imprecise: speed over precision.
    Approximate,
    /// Imprecise: balances speed and precision.
    Full,
}

impl Rounding {
    pub fn ir(self) -> RoundingMode {
        match self {
            Rounding::TiesToEven => RoundingMode::NearestEven,
            Rounding::TowardZero => RoundingMode::Zero,
            Rounding::TowardNegative => RoundingMode::NegativeInf,
            Rounding::TowardPositive => RoundingMode::PositiveInf,
            Rounding::Approximate => RoundingMode::Approx,
            Rounding::Full => RoundingMode::Full,
        }
    }
}

/// A subnormals rounding mode. The default preserves subnormals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Subnormals {
    #[default]
    Preserve,
    /// Flush subnormal operands and results to sign-preserving zero.
    RoundToZero,
}

/// A NaN propagation mode for maximum and minimum. The default suppresses NaN.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NanPropagation {
    #[default]
    Suppress,
    Propagate,
}

/// The floating point modifiers of one operation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FpModifiers {
    pub rounding: Rounding,
    pub subnormals: Subnormals,
}

impl FpModifiers {
    pub fn rounding(rounding: Rounding) -> Self {
        FpModifiers { rounding, subnormals: Subnormals::Preserve }
    }
    pub fn flush_subnormals(mut self) -> Self {
        self.subnormals = Subnormals::RoundToZero;
        self
    }
}

/// The value masked or out-of-bounds view loads produce. Default: zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewPadding {
    #[default]
    Zero,
    PositiveInfinity,
    NegativeInfinity,
    Nan,
}

impl ViewPadding {
    pub fn ir(self) -> PaddingValue {
        match self {
            ViewPadding::Zero => PaddingValue::Zero,
            ViewPadding::PositiveInfinity => PaddingValue::PosInf,
            ViewPadding::NegativeInfinity => PaddingValue::NegInf,
            ViewPadding::Nan => PaddingValue::Nan,
        }
    }
}

/// A memory order of a strong memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryOrder {
    Relaxed,
    Acquire,
    Release,
    AcqRel,
}

impl MemoryOrder {
    pub fn ir(self) -> MemoryOrderingSemantics {
        match self {
            MemoryOrder::Relaxed => MemoryOrderingSemantics::Relaxed,
            MemoryOrder::Acquire => MemoryOrderingSemantics::Acquire,
            MemoryOrder::Release => MemoryOrderingSemantics::Release,
            MemoryOrder::AcqRel => MemoryOrderingSemantics::AcqRel,
        }
    }
    /// Relaxed and acquire: the orders a read may have.
    pub fn is_read_order(self) -> bool {
        matches!(self, MemoryOrder::Relaxed | MemoryOrder::Acquire)
    }
    /// Relaxed and release: the orders a write may have.
    pub fn is_write_order(self) -> bool {
        matches!(self, MemoryOrder::Relaxed | MemoryOrder::Release)
    }
}

/// The threads a strong memory operation synchronizes with. Default: system.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ThreadScope {
    Block,
    Device,
    #[default]
    System,
}

impl ThreadScope {
    pub fn ir(self) -> MemoryScope {
        match self {
            ThreadScope::Block => MemoryScope::TlBlk,
            ThreadScope::Device => MemoryScope::Device,
            ThreadScope::System => MemoryScope::Sys,
        }
    }
}
