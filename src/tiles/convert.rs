//! The conversions of seed 000 as rules over types: floating point
//! conversion ranks (a partial order), scalar and tile conversions and when
//! they narrow, bool tile conversion, broadcast and mutual broadcast
//! conversion, the arithmetic common type, arithmetic tile conversion
//! versus arithmetic comparison conversion, and arithmetic tile promotion.
//!
//! These functions decide types only; the kernel builder
//! ([`Kernel`](super::Kernel)) applies them to traced values and emits the
//! conversion ops they call for.

use std::cmp::Ordering;

use half::{bf16, f16};

use super::error::{IllFormed, Rule};
use super::scalar::{Arithmetic, ScalarKind};
use super::shape::{check_broadcastable_to, check_tile_mutual_broadcast, fmt_shape};

/// A tile like type: a scalar (`shape: None`) or a `ct::tile` of a shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileLikeType {
    pub element: ScalarKind,
    pub shape: Option<Vec<u64>>,
}

impl TileLikeType {
    pub fn scalar(element: ScalarKind) -> Self {
        TileLikeType { element, shape: None }
    }
    pub fn tile(element: ScalarKind, shape: &[u64]) -> Self {
        TileLikeType { element, shape: Some(shape.to_vec()) }
    }
    pub fn is_scalar(&self) -> bool {
        self.shape.is_none()
    }
    /// The shape; a scalar's is `ct::shape<>`.
    pub fn shape(&self) -> &[u64] {
        self.shape.as_deref().unwrap_or(&[])
    }
    /// The same kind of object (scalar or tile) with another element type.
    pub fn with_element(&self, element: ScalarKind) -> Self {
        TileLikeType { element, shape: self.shape.clone() }
    }
}

impl std::fmt::Display for TileLikeType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.shape {
            None => write!(f, "{}", self.element),
            Some(s) => write!(f, "ct::tile<{}, ct::shape<{}>>", self.element, s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
        }
    }
}

/// The direct "lesser rank" edges of the floating point conversion ranks.
const RANK_EDGES: &[(ScalarKind, ScalarKind)] = &[
    (ScalarKind::F8E4M3, ScalarKind::F16),
    (ScalarKind::F8E4M3, ScalarKind::BF16),
    (ScalarKind::F8E5M2, ScalarKind::F16),
    (ScalarKind::F8E5M2, ScalarKind::BF16),
    (ScalarKind::F16, ScalarKind::Tf32),
    (ScalarKind::BF16, ScalarKind::Tf32),
    (ScalarKind::Tf32, ScalarKind::F32),
    (ScalarKind::F32, ScalarKind::F64),
];

fn rank_less(a: ScalarKind, b: ScalarKind) -> bool {
    RANK_EDGES.iter().any(|&(lo, hi)| lo == a && (hi == b || rank_less(hi, b)))
}

/// Compares two floating point types' conversion ranks: `None` when they
/// are unordered (f16 and bf16; the two fp8 types) or not both floating.
pub fn float_rank_cmp(a: ScalarKind, b: ScalarKind) -> Option<Ordering> {
    if !a.is_floating_point() || !b.is_floating_point() {
        return None;
    }
    if a == b {
        Some(Ordering::Equal)
    } else if rank_less(a, b) {
        Some(Ordering::Less)
    } else if rank_less(b, a) {
        Some(Ordering::Greater)
    } else {
        None
    }
}

/// Whether the scalar conversion from `from` to `to` is narrowing
/// ([dcl.init.list] with seed 000's floating point ranks).
pub fn is_narrowing(from: ScalarKind, to: ScalarKind) -> bool {
    match (from.is_floating_point(), to.is_floating_point()) {
        // Floating to integral always narrows.
        (true, false) => true,
        // Integral to floating narrows (C++); arithmetic conversions allow it.
        (false, true) => true,
        (true, true) => !matches!(float_rank_cmp(from, to), Some(Ordering::Less | Ordering::Equal)),
        (false, false) => {
            if to == ScalarKind::Bool {
                return from != ScalarKind::Bool;
            }
            let (flo, fhi) = from.integer_range();
            let (tlo, thi) = to.integer_range();
            flo < tlo || fhi > thi
        }
    }
}

/// The scalar conversion from `from` to `to`: between numeric scalars it
/// always exists; the result says whether it is narrowing.
pub fn scalar_conversion(from: ScalarKind, to: ScalarKind) -> Result<bool, IllFormed> {
    Ok(from != to && is_narrowing(from, to))
}

/// The tile conversion from `from` to `to`: exists when the shapes are
/// shape equivalent (a scalar's shape is `ct::shape<>`); the result says
/// whether it is narrowing.
pub fn tile_conversion(from: &TileLikeType, to: &TileLikeType) -> Result<bool, IllFormed> {
    if from.shape() != to.shape() {
        return Err(IllFormed::new(Rule::TileConversion, format!("no tile conversion from {from} to {to}: the shapes are not shape equivalent")));
    }
    scalar_conversion(from.element, to.element)
}

/// The type bool tile conversion gives: the same shape (scalar stays scalar) of `bool`.
pub fn bool_tile_conversion(t: &TileLikeType) -> TileLikeType {
    t.with_element(ScalarKind::Bool)
}

/// The type of the broadcast conversion of `t` to `target` (always a tile).
pub fn broadcast_conversion(t: &TileLikeType, target: &[u64]) -> Result<TileLikeType, IllFormed> {
    check_broadcastable_to(t.shape(), target)?;
    Ok(TileLikeType::tile(t.element, target))
}

/// The types mutual broadcast conversion gives two tile like types: both
/// of the mutual broadcast shape; two scalars stay scalars.
pub fn mutual_broadcast_conversion(a: &TileLikeType, b: &TileLikeType) -> Result<(TileLikeType, TileLikeType), IllFormed> {
    let shape = check_tile_mutual_broadcast(a.shape(), b.shape())?;
    if a.is_scalar() && b.is_scalar() {
        return Ok((a.clone(), b.clone()));
    }
    Ok((TileLikeType::tile(a.element, &shape), TileLikeType::tile(b.element, &shape)))
}

/// The arithmetic common type of two arithmetic scalar types.
pub fn arithmetic_common_type(t: ScalarKind, u: ScalarKind) -> Result<ScalarKind, IllFormed> {
    if t.is_floating_point() || u.is_floating_point() {
        return match (t.is_floating_point(), u.is_floating_point()) {
            (true, false) => Ok(t),
            (false, true) => Ok(u),
            _ => match float_rank_cmp(t, u) {
                Some(Ordering::Less) => Ok(u),
                Some(_) => Ok(t),
                None => Err(IllFormed::new(Rule::ArithmeticCommonType, format!("{t} and {u} have unordered floating point conversion ranks"))),
            },
        };
    }
    if t == u {
        return Ok(t);
    }
    if t.is_signed() != u.is_signed() {
        let (s, un) = if t.is_signed() { (t, u) } else { (u, t) };
        if un.integer_rank() > s.integer_rank() {
            return Ok(un);
        }
        let (slo, shi) = s.integer_range();
        let (ulo, uhi) = un.integer_range();
        if slo <= ulo && uhi <= shi {
            return Ok(s);
        }
        return Ok(s.to_unsigned());
    }
    Ok(match t.integer_rank().cmp(&u.integer_rank()) {
        Ordering::Greater => t,
        Ordering::Less => u,
        Ordering::Equal => {
            if t.integer_subrank() >= u.integer_subrank() {
                t
            } else {
                u
            }
        }
    })
}

/// Which arithmetic conversion a binary operation uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithmeticConversion {
    /// Arithmetic ops: a tile's element type wins over a scalar's.
    Tile,
    /// Comparisons: the arithmetic common type, tile or not.
    Comparison,
}

/// The common type both operands of a binary operation are converted to
/// (element type and mutual broadcast shape; two scalars give a scalar).
pub fn arithmetic_conversion(kind: ArithmeticConversion, a: &TileLikeType, b: &TileLikeType) -> Result<TileLikeType, IllFormed> {
    let element = match kind {
        ArithmeticConversion::Tile if a.is_scalar() != b.is_scalar() => {
            if a.is_scalar() {
                b.element
            } else {
                a.element
            }
        }
        _ => arithmetic_common_type(a.element, b.element)?,
    };
    let (a2, _) = mutual_broadcast_conversion(a, b)?;
    for operand in [a, b] {
        let from = operand.element;
        if from != element && is_narrowing(from, element) && !(from.is_integral() && element.is_floating_point()) {
            return Err(IllFormed::new(Rule::Narrowing, format!("{from} -> {element} is narrowing")));
        }
    }
    Ok(a2.with_element(element))
}

/// The type arithmetic tile promotion gives: integral promotions
/// elementwise; a scalar stays a scalar.
pub fn arithmetic_tile_promotion(t: &TileLikeType) -> TileLikeType {
    use ScalarKind::*;
    let promoted = match t.element {
        Bool | Char | I8 | U8 | I16 | U16 | Char8 | Char16 => I32,
        Char32 => U32,
        WChar => I32,
        other => other,
    };
    t.with_element(promoted)
}

/// Describes a shape list for messages.
pub fn describe_shape(shape: &[u64]) -> String {
    fmt_shape(shape)
}

// ---- The arithmetic common type at the type level ----

/// `T: ArithmeticCommon<U>` holds exactly when the arithmetic scalars `T`
/// and `U` have an arithmetic common type, and `Output` is that type (the
/// same as [`arithmetic_common_type`] computes; a test checks every pair).
/// Tile-with-tile operators and comparisons require it, so a pair without a
/// common type (`f16` with `bf16`) does not compile:
///
/// ```compile_fail
/// use tilesmith::tiles::Kernel;
/// let k = Kernel::new("k");
/// let _ = k.full(&[4], half::f16::ONE) + k.full(&[4], half::bf16::ONE);
/// ```
///
/// ```compile_fail
/// use tilesmith::tiles::Kernel;
/// let k = Kernel::new("k");
/// let _ = k.full(&[4], half::bf16::ONE).equal(half::f16::ONE);
/// ```
///
/// Whether the final conversion narrows (`i32` with `u32`: the common type
/// is `u32`, and `i32 -> u32` narrows) depends on which operands are scalars,
/// so that is checked when the kernel is built.
pub trait ArithmeticCommon<U: Arithmetic>: Arithmetic {
    /// The arithmetic common type.
    type Output: Arithmetic;
}

macro_rules! common {
    // Each type with itself.
    (same: $($t:ty),*) => {$(impl ArithmeticCommon<$t> for $t { type Output = $t; })*};
    // Both orders of each unordered pair.
    (pairs: $(($a:ty, $b:ty) => $c:ty),* $(,)?) => {$(
        impl ArithmeticCommon<$b> for $a { type Output = $c; }
        impl ArithmeticCommon<$a> for $b { type Output = $c; }
    )*};
    // `bool` with an integral type, and a floating type with an integral one:
    // the other type wins.
    (wins $w:ty: $($t:ty),*) => {$(
        impl ArithmeticCommon<$t> for $w { type Output = $w; }
        impl ArithmeticCommon<$w> for $t { type Output = $w; }
    )*};
}
common!(same: bool, i8, u8, i16, u16, i32, u32, i64, u64, f16, bf16, f32, f64);
common!(wins i8: bool);
common!(wins u8: bool);
common!(wins i16: bool);
common!(wins u16: bool);
common!(wins i32: bool);
common!(wins u32: bool);
common!(wins i64: bool);
common!(wins u64: bool);
common!(wins f16: bool, i8, u8, i16, u16, i32, u32, i64, u64);
common!(wins bf16: bool, i8, u8, i16, u16, i32, u32, i64, u64);
common!(wins f32: bool, i8, u8, i16, u16, i32, u32, i64, u64);
common!(wins f64: bool, i8, u8, i16, u16, i32, u32, i64, u64);
// Floating point: the greater conversion rank (f16 and bf16 are unordered: no impl).
common!(pairs: (f16, f32) => f32, (f16, f64) => f64, (bf16, f32) => f32, (bf16, f64) => f64, (f32, f64) => f64);
// Integral: the greater rank; an unsigned type of greater or equal rank wins
// over a signed one unless the signed type holds all its values.
common!(pairs:
    (i8, u8) => u8, (i8, i16) => i16, (i8, u16) => u16, (i8, i32) => i32, (i8, u32) => u32, (i8, i64) => i64, (i8, u64) => u64,
    (u8, i16) => i16, (u8, u16) => u16, (u8, i32) => i32, (u8, u32) => u32, (u8, i64) => i64, (u8, u64) => u64,
    (i16, u16) => u16, (i16, i32) => i32, (i16, u32) => u32, (i16, i64) => i64, (i16, u64) => u64,
    (u16, i32) => i32, (u16, u32) => u32, (u16, i64) => i64, (u16, u64) => u64,
    (i32, u32) => u32, (i32, i64) => i64, (i32, u64) => u64,
    (u32, i64) => i64, (u32, u64) => u64,
    (i64, u64) => u64,
);
