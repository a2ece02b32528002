//! Arithmetic on tiles: the operators (`+ - * / %`, bitwise, shifts, unary
//! minus) with arithmetic tile conversion, comparisons with arithmetic
//! comparison conversion, and named functions taking numeric modifiers
//! (rounding, subnormals, NaN propagation), each checked against what the
//! op supports. Also `select`, math functions, reduce, scan and mma.

use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Rem, Shl, Shr, Sub};
use std::panic::Location as Caller;

use tilesmith_dialect::enums::{ComparisonPredicate, RoundingMode, Signedness};
use tilesmith_dialect::generated::ops::{bitwise, core, float, integer as int};
use tilesmith_dialect::ir::{Attribute, Ir, LocId, OpId, TypeId, Value};
use tilesmith_dialect::registry::{AttrKind, OpKind};

use super::convert::{ArithmeticCommon, ArithmeticConversion, TileLikeType};
use super::error::{IllFormed, Rule};
use super::kernel::{Operand, Raw, State, Tile};
use super::modifiers::{FpModifiers, NanPropagation, Rounding, Subnormals};
use super::scalar::{Arithmetic, BasicFloat, Element, Integral, Numeric, ScalarKind, ScalarValue};
use super::shape::fmt_shape;

/// A binary elementwise operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Max,
    Min,
    Pow,
}

impl BinaryOp {
    fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::Div => "div",
            BinaryOp::Rem => "rem",
            BinaryOp::BitAnd => "bit_and",
            BinaryOp::BitOr => "bit_or",
            BinaryOp::BitXor => "bit_xor",
            BinaryOp::Shl => "shift_left",
            BinaryOp::Shr => "shift_right",
            BinaryOp::Max => "max",
            BinaryOp::Min => "min",
            BinaryOp::Pow => "pow",
        }
    }
    fn integral_only(self) -> bool {
        matches!(self, BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor | BinaryOp::Shl | BinaryOp::Shr)
    }
}

fn signedness(k: ScalarKind) -> Signedness {
    if k.is_signed() {
        Signedness::Signed
    } else {
        Signedness::Unsigned
    }
}

/// The dialect op a float binary op builds.
fn float_kind(op: BinaryOp) -> Option<OpKind> {
    Some(match op {
        BinaryOp::Add => OpKind::Addf,
        BinaryOp::Sub => OpKind::Subf,
        BinaryOp::Mul => OpKind::Mulf,
        BinaryOp::Div => OpKind::Divf,
        BinaryOp::Max => OpKind::Maxf,
        BinaryOp::Min => OpKind::Minf,
        _ => return None,
    })
}

/// Whether the dialect op `kind` on `element` flushes subnormals: where it
/// has `flush_to_zero` for that element type (its spec's `for [f32]`).
fn takes_ftz(kind: OpKind, element: ScalarKind) -> bool {
    kind.info()
        .and_then(|info| info.attributes.iter().find(|a| a.name == "flush_to_zero"))
        .is_some_and(|a| a.allowed_with(None, element.ir_scalar()))
}

/// Whether the dialect op `kind` has a NaN propagation mode (its spec's
/// `propagate_nan`).
fn takes_nan_propagation(kind: OpKind) -> bool {
    kind.info().is_some_and(|info| info.attributes.iter().any(|a| a.name == "propagate_nan"))
}

/// Whether the dialect op `kind` on `element` takes the rounding `r`: one of
/// its rounding mode's `only` cases allowed for that element type (its
/// spec's `for [approx: f32]`), or the IEEE default where it has none.
fn takes_rounding(kind: OpKind, element: ScalarKind, r: Rounding) -> bool {
    let rounding = kind.info().and_then(|info| info.attributes.iter().find(|a| matches!(a.kind, AttrKind::Enum(e) if e.name == RoundingMode::INFO.name)));
    match rounding {
        Some(a) => {
            let case = r.ir().value();
            a.admits(case) && a.allowed_with(Some(case), element.ir_scalar())
        }
        None => r == Rounding::TiesToEven,
    }
}

/// Checks the modifiers an op accepts: which rounding modes, whether
/// subnormal flushing (f32 only) and NaN propagation apply.
fn check_modifiers(op: BinaryOp, element: ScalarKind, m: FpModifiers, nan: NanPropagation) -> Result<(), IllFormed> {
    let default = FpModifiers::default();
    if element.is_integral() {
        if m != default || nan != NanPropagation::default() {
            return Err(IllFormed::new(Rule::NumericModifier, format!("{} on {element} takes no rounding, subnormal or NaN modifiers", op.name())));
        }
        return Ok(());
    }
    let kind = float_kind(op);
    if !kind.map_or(m.rounding == Rounding::TiesToEven, |k| takes_rounding(k, element, m.rounding)) {
        return Err(IllFormed::new(Rule::NumericModifier, format!("{} on {element} does not support the rounding mode {:?}", op.name(), m.rounding)));
    }
    if m.subnormals == Subnormals::RoundToZero && !kind.is_some_and(|k| takes_ftz(k, element)) {
        return Err(IllFormed::new(Rule::NumericModifier, format!("{} on {element} does not support rounding subnormals to zero (float only)", op.name())));
    }
    if nan == NanPropagation::Propagate && !kind.is_some_and(takes_nan_propagation) {
        return Err(IllFormed::new(Rule::NumericModifier, format!("{} has no NaN propagation mode (maximum and minimum do)", op.name())));
    }
    Ok(())
}

impl State {
    /// `rust_scalar`: which operand (0 or 1), if any, is a Rust scalar.
    pub(crate) fn binary(&mut self, op: BinaryOp, a: &Raw, b: &Raw, rust_scalar: Option<usize>, (m, nan): (FpModifiers, NanPropagation), caller: &'static Caller<'static>) -> Raw {
        let Ok((common, a, b)) = self.arithmetic_operands(ArithmeticConversion::Tile, a, b, rust_scalar, caller) else {
            return Raw { value: None, ty: a.ty.clone(), pointer: false };
        };
        let k = common.element;
        if op.integral_only() && !k.is_integral() {
            return self.fail(IllFormed::new(Rule::ElementType, format!("{} needs integral operands, not {k}", op.name())), caller, common);
        }
        if op == BinaryOp::Pow && !k.is_floating_point() {
            return self.fail(IllFormed::new(Rule::ElementType, format!("pow needs floating point operands, not {k}")), caller, common);
        }
        if !k.is_arithmetic() {
            return self.fail(IllFormed::new(Rule::ElementType, format!("{} needs arithmetic operands; {k} is a restricted floating point type", op.name())), caller, common);
        }
        if let Err(e) = check_modifiers(op, k, m, nan) {
            return self.fail(e, caller, common);
        }
        let (Some(x), Some(y)) = (a.value, b.value) else { return Raw { value: None, ty: common, pointer: false } };
        let at = self.loc(caller);
        let ty = self.tile_type(k, false, common.shape());
        let rm = m.rounding.ir();
        let ftz = m.subnormals == Subnormals::RoundToZero;
        let ir = &mut self.ir;
        let id = if k.is_integral() {
            match op {
                BinaryOp::Add => int::AddiOp::build(ir, at, x, y, None, ty).0,
                BinaryOp::Sub => int::SubiOp::build(ir, at, x, y, None, ty).0,
                BinaryOp::Mul => int::MuliOp::build(ir, at, x, y, None, ty).0,
                BinaryOp::Div => int::DiviOp::build(ir, at, x, y, signedness(k), None, ty).0,
                BinaryOp::Rem => int::RemiOp::build(ir, at, x, y, signedness(k), ty).0,
                BinaryOp::BitAnd => bitwise::AndiOp::build(ir, at, x, y, ty).0,
                BinaryOp::BitOr => bitwise::OriOp::build(ir, at, x, y, ty).0,
                BinaryOp::BitXor => bitwise::XoriOp::build(ir, at, x, y, ty).0,
                BinaryOp::Shl => int::ShliOp::build(ir, at, x, y, None, ty).0,
                BinaryOp::Shr => int::ShriOp::build(ir, at, x, y, signedness(k), ty).0,
                BinaryOp::Max => int::MaxiOp::build(ir, at, x, y, signedness(k), ty).0,
                BinaryOp::Min => int::MiniOp::build(ir, at, x, y, signedness(k), ty).0,
                BinaryOp::Pow => unreachable!("pow was checked to be floating point above"),
            }
        } else {
            let nan = nan == NanPropagation::Propagate;
            match op {
                BinaryOp::Add => float::AddfOp::build(ir, at, x, y, rm, ftz, ty).0,
                BinaryOp::Sub => float::SubfOp::build(ir, at, x, y, rm, ftz, ty).0,
                BinaryOp::Mul => float::MulfOp::build(ir, at, x, y, rm, ftz, ty).0,
                BinaryOp::Div => float::DivfOp::build(ir, at, x, y, rm, ftz, ty).0,
                BinaryOp::Rem => float::RemfOp::build(ir, at, x, y, ty).0,
                BinaryOp::Max => float::MaxfOp::build(ir, at, x, y, nan, ftz, ty).0,
                BinaryOp::Min => float::MinfOp::build(ir, at, x, y, nan, ftz, ty).0,
                BinaryOp::Pow => float::PowOp::build(ir, at, x, y, ty).0,
                _ => unreachable!("integral-only ops were rejected above"),
            }
        };
        self.emit(id);
        Raw { value: Some(Value::Result(id, 0)), ty: common, pointer: false }
    }

    fn compare(&mut self, pred: ComparisonPredicate, a: &Raw, b: &Raw, caller: &'static Caller<'static>) -> Raw {
        let Ok((common, a, b)) = self.arithmetic_operands(ArithmeticConversion::Comparison, a, b, None, caller) else {
            return Raw { value: None, ty: a.ty.with_element(ScalarKind::Bool), pointer: false };
        };
        let ty = common.with_element(ScalarKind::Bool);
        let (Some(x), Some(y)) = (a.value, b.value) else { return Raw { value: None, ty, pointer: false } };
        let at = self.loc(caller);
        let v = self.compare_values(common.element, pred, x, y, common.shape(), at);
        Raw { value: Some(v), ty, pointer: false }
    }

    fn unary(&mut self, r: &Raw, name: &str, float_only: bool, caller: &'static Caller<'static>, build: impl FnOnce(&mut State, LocId, Value, tilesmith_dialect::ir::TypeId) -> tilesmith_dialect::ir::OpId) -> Raw {
        let k = r.ty.element;
        if (float_only && !k.is_floating_point()) || !k.is_arithmetic() {
            return self.fail(IllFormed::new(Rule::ElementType, format!("{name} does not take {k} elements")), caller, r.ty.clone());
        }
        let Some(v) = r.value else { return r.clone() };
        let at = self.loc(caller);
        let ty = self.tile_type(k, false, r.shape());
        let id = build(self, at, v, ty);
        self.emit(id);
        Raw { value: Some(Value::Result(id, 0)), ty: r.ty.clone(), pointer: false }
    }
}

/// What a `Tile<T>` may be combined with by an arithmetic operator, a named
/// binary function or a comparison: another tile like value `Tile<U>` when
/// `T` and `U` have an arithmetic common type (the result has that type), or
/// a Rust scalar (the tile's element type wins, as arithmetic tile
/// conversion prefers a tile's type over a scalar's).
pub trait BinaryOperand<T: Arithmetic>: Operand {
    /// The result's element type under arithmetic tile conversion.
    type Output: Arithmetic;
    #[doc(hidden)]
    const RUST_SCALAR: bool;
}
impl<T: ArithmeticCommon<U>, U: Arithmetic> BinaryOperand<T> for Tile<U> {
    type Output = <T as ArithmeticCommon<U>>::Output;
    const RUST_SCALAR: bool = false;
}
impl<T: ArithmeticCommon<U>, U: Arithmetic> BinaryOperand<T> for &Tile<U> {
    type Output = <T as ArithmeticCommon<U>>::Output;
    const RUST_SCALAR: bool = false;
}
impl<T: ArithmeticCommon<S>, S: ScalarValue + Arithmetic> BinaryOperand<T> for S {
    type Output = T;
    const RUST_SCALAR: bool = true;
}

impl<T: Arithmetic> Tile<T> {
    #[track_caller]
    fn binary_with<R: BinaryOperand<T>>(&self, op: BinaryOp, rhs: R, m: FpModifiers, nan: NanPropagation) -> Tile<R::Output> {
        let caller = Caller::caller();
        let b = rhs.to_raw(&self.cx, caller);
        let a = self.raw.clone();
        let rust_scalar = R::RUST_SCALAR.then_some(1);
        let t: Tile<R::Output> = self.with(|s| s.binary(op, &a, &b, rust_scalar, (m, nan), caller));
        // A well-formed conversion gives the common type of the element types
        // (a scalar's type converts to a tile's only when that is the common type).
        debug_assert!(t.raw.value.is_none() || t.raw.ty.element == <R::Output as Element>::KIND, "{:?} is not {:?}", t.raw.ty, <R::Output as Element>::KIND);
        t
    }

    /// `ct::max`: elementwise maximum (NaN suppressed by default).
    #[track_caller]
    pub fn max<R: BinaryOperand<T>>(&self, rhs: R) -> Tile<R::Output> {
        self.binary_with(BinaryOp::Max, rhs, FpModifiers::default(), NanPropagation::default())
    }
    /// `ct::min`: elementwise minimum.
    #[track_caller]
    pub fn min<R: BinaryOperand<T>>(&self, rhs: R) -> Tile<R::Output> {
        self.binary_with(BinaryOp::Min, rhs, FpModifiers::default(), NanPropagation::default())
    }
    /// `ct::max` with a NaN propagation mode and subnormal mode.
    #[track_caller]
    pub fn max_with<R: BinaryOperand<T>>(&self, rhs: R, nan: NanPropagation, subnormals: Subnormals) -> Tile<R::Output> {
        self.binary_with(BinaryOp::Max, rhs, FpModifiers { rounding: Rounding::TiesToEven, subnormals }, nan)
    }
    /// `ct::min` with a NaN propagation mode and subnormal mode.
    #[track_caller]
    pub fn min_with<R: BinaryOperand<T>>(&self, rhs: R, nan: NanPropagation, subnormals: Subnormals) -> Tile<R::Output> {
        self.binary_with(BinaryOp::Min, rhs, FpModifiers { rounding: Rounding::TiesToEven, subnormals }, nan)
    }
    /// `ct::pow` (floating point).
    #[track_caller]
    pub fn pow<R: BinaryOperand<T>>(&self, rhs: R) -> Tile<R::Output> {
        self.binary_with(BinaryOp::Pow, rhs, FpModifiers::default(), NanPropagation::default())
    }

    #[track_caller]
    fn cmp(&self, pred: ComparisonPredicate, rhs: impl BinaryOperand<T>) -> Tile<bool> {
        let caller = Caller::caller();
        let b = rhs.to_raw(&self.cx, caller);
        let a = self.raw.clone();
        self.with(|s| s.compare(pred, &a, &b, caller))
    }
    /// `ct::abs`.
    #[track_caller]
    pub fn abs(&self) -> Tile<T> {
        let r = self.raw.clone();
        let caller = Caller::caller();
        self.with(|s| s.unary(&r, "abs", false, caller, |s, at, v, ty| if T::KIND.is_integral() { int::AbsiOp::build(&mut s.ir, at, v, ty).0 } else { float::AbsfOp::build(&mut s.ir, at, v, ty).0 }))
    }
}

/// Binary ops with their numeric modifiers: `ct::add` and company (the
/// operators use the default modifiers).
macro_rules! binary_with {
    ($($name:ident => $op:ident, $doc:literal;)*) => {
        impl<T: Arithmetic> Tile<T> {$(
            #[doc = $doc]
            #[track_caller]
            pub fn $name<R: BinaryOperand<T>>(&self, rhs: R, m: FpModifiers) -> Tile<R::Output> {
                self.binary_with(BinaryOp::$op, rhs, m, NanPropagation::default())
            }
        )*}
    };
}
binary_with! {
    add_with => Add, "`ct::add` with numeric modifiers (the `+` operator uses the defaults).";
    sub_with => Sub, "`ct::sub` with numeric modifiers.";
    mul_with => Mul, "`ct::mul` with numeric modifiers.";
    div_with => Div, "`ct::div` with numeric modifiers (approximate and full: f32 only).";
}

/// Comparisons under arithmetic comparison conversion, to `Tile<bool>`.
macro_rules! comparisons {
    ($($name:ident => $pred:ident, $doc:literal;)*) => {
        impl<T: Arithmetic> Tile<T> {$(
            #[doc = $doc]
            #[track_caller]
            pub fn $name(&self, rhs: impl BinaryOperand<T>) -> Tile<bool> {
                self.cmp(ComparisonPredicate::$pred, rhs)
            }
        )*}
    };
}
comparisons! {
    equal => Equal, "`==` under arithmetic comparison conversion.";
    not_equal => NotEqual, "`!=` under arithmetic comparison conversion.";
    less => LessThan, "`<` under arithmetic comparison conversion.";
    less_equal => LessThanOrEqual, "`<=` under arithmetic comparison conversion.";
    greater => GreaterThan, "`>` under arithmetic comparison conversion.";
    greater_equal => GreaterThanOrEqual, "`>=` under arithmetic comparison conversion.";
}

macro_rules! float_unary {
    ($($name:ident => $op:ident $(, $ftz:tt)?;)*) => {
        impl<T: BasicFloat + Arithmetic> Tile<T> {$(
            #[doc = concat!("`ct::", stringify!($name), "` elementwise.")]
            #[track_caller]
            pub fn $name(&self) -> Tile<T> {
                let r = self.raw.clone();
                let caller = Caller::caller();
                self.with(|s| s.unary(&r, stringify!($name), true, caller, |s, at, v, ty| float::$op::build(&mut s.ir, at, v, $($ftz,)? ty).0))
            }
        )*}
    };
}
float_unary! {
    exp => ExpOp, None;
    exp2 => Exp2Op, false;
    log => LogOp;
    log2 => Log2Op;
    rsqrt => RsqrtOp, false;
    sin => SinOp;
    cos => CosOp;
    tanh => TanhOp, None;
    floor => FloorOp;
    ceil => CeilOp;
}

impl<T: BasicFloat + Arithmetic> Tile<T> {
    /// `ct::sqrt` with numeric modifiers (approximate: f32 only).
    #[track_caller]
    pub fn sqrt_with(&self, m: FpModifiers) -> Tile<T> {
        let caller = Caller::caller();
        let r = self.raw.clone();
        let k = T::KIND;
        if !takes_rounding(OpKind::Sqrt, k, m.rounding) || (m.subnormals == Subnormals::RoundToZero && !takes_ftz(OpKind::Sqrt, k)) {
            return self.with(|s| s.fail(IllFormed::new(Rule::NumericModifier, format!("sqrt on {k} does not support {m:?}")), caller, r.ty.clone()));
        }
        let ftz = m.subnormals == Subnormals::RoundToZero;
        self.with(|s| s.unary(&r, "sqrt", true, caller, |s, at, v, ty| float::SqrtOp::build(&mut s.ir, at, v, m.rounding.ir(), ftz, ty).0))
    }
    /// `ct::sqrt`.
    #[track_caller]
    pub fn sqrt(&self) -> Tile<T> {
        self.sqrt_with(FpModifiers::default())
    }
}

impl<T: Arithmetic> Neg for Tile<T> {
    type Output = Tile<T>;
    #[track_caller]
    fn neg(self) -> Tile<T> {
        -&self
    }
}
impl<T: Arithmetic> Neg for &Tile<T> {
    type Output = Tile<T>;
    #[track_caller]
    fn neg(self) -> Tile<T> {
        let r = self.raw.clone();
        let caller = Caller::caller();
        self.with(|s| s.unary(&r, "negation", false, caller, |s, at, v, ty| if T::KIND.is_integral() { int::NegiOp::build(&mut s.ir, at, v, None, ty).0 } else { float::NegfOp::build(&mut s.ir, at, v, ty).0 }))
    }
}

/// One generic impl per operator: `Tile<T> op R` for every [`BinaryOperand`]
/// `R` of `T` (tiles of any element type with a common type, Rust scalars),
/// by value and by reference.
macro_rules! operator {
    ($trait:ident, $method:ident, $op:expr, $bound:ident) => {
        operator!(@on [Tile<T>] $trait, $method, $op, $bound);
        operator!(@on [&Tile<T>] $trait, $method, $op, $bound);
    };
    (@on [$($lhs:tt)*] $trait:ident, $method:ident, $op:expr, $bound:ident) => {
        impl<T: $bound + Arithmetic, R: BinaryOperand<T>> $trait<R> for $($lhs)*
        where
            R::Output: $bound,
        {
            type Output = Tile<R::Output>;
            #[track_caller]
            fn $method(self, rhs: R) -> Tile<R::Output> {
                self.binary_with($op, rhs, FpModifiers::default(), NanPropagation::default())
            }
        }
    };
}
operator!(Add, add, BinaryOp::Add, Arithmetic);
operator!(Sub, sub, BinaryOp::Sub, Arithmetic);
operator!(Mul, mul, BinaryOp::Mul, Arithmetic);
operator!(Div, div, BinaryOp::Div, Arithmetic);
operator!(Rem, rem, BinaryOp::Rem, Arithmetic);
operator!(BitAnd, bitand, BinaryOp::BitAnd, Integral);
operator!(BitOr, bitor, BinaryOp::BitOr, Integral);
operator!(BitXor, bitxor, BinaryOp::BitXor, Integral);
operator!(Shl, shl, BinaryOp::Shl, Integral);
operator!(Shr, shr, BinaryOp::Shr, Integral);

/// `scalar op tile` for Rust scalars on the left (`2.0 * x`): the same
/// arithmetic tile conversion, with the operands in C++'s order.
macro_rules! scalar_lhs {
    ($($s:ty),*) => {$(
        scalar_lhs!(@ops $s: Mul mul, Add add, Sub sub, Div div);
    )*};
    (@ops $s:ty: $($op:ident $f:ident),*) => {$(
        impl<T: Arithmetic> $op<Tile<T>> for $s {
            type Output = Tile<T>;
            #[track_caller]
            fn $f(self, rhs: Tile<T>) -> Tile<T> { scalar_first(self, &rhs, BinaryOp::$op) }
        }
    )*};
}
scalar_lhs!(i8, u8, i16, u16, i32, u32, i64, u64, f32, f64);

#[track_caller]
fn scalar_first<S: Operand, T: Arithmetic>(lhs: S, rhs: &Tile<T>, op: BinaryOp) -> Tile<T> {
    let caller = Caller::caller();
    let a = lhs.to_raw(&rhs.cx, caller);
    let b = rhs.raw.clone();
    rhs.with(|s| s.binary(op, &a, &b, Some(0), Default::default(), caller))
}

/// An elementwise op of three tiles broadcast together (`select`, `fma`)
/// with `element` results: `build` makes it from the broadcast values and
/// the result tile type. Where the tiles have no common shape, the failure
/// is reported and its placeholder has type `fallback`.
fn ternary(
    s: &mut State,
    element: ScalarKind,
    parts: [&Raw; 3],
    caller: &'static Caller<'static>,
    fallback: &TileLikeType,
    build: impl FnOnce(&mut Ir, LocId, [Value; 3], TypeId) -> OpId,
) -> Raw {
    let shape = super::shape::check_tile_mutual_broadcast(parts[0].shape(), parts[1].shape()).and_then(|q| super::shape::check_tile_mutual_broadcast(&q, parts[2].shape()));
    let shape = match shape {
        Ok(q) => q,
        Err(e) => return s.fail(e, caller, fallback.clone()),
    };
    let at = s.loc(caller);
    let [x, y, z] = parts.map(|r| s.broadcast(r, &shape, at));
    let ty = TileLikeType::tile(element, &shape);
    let (Some(xv), Some(yv), Some(zv)) = (x.value, y.value, z.value) else { return Raw { value: None, ty, pointer: false } };
    let t = s.tile_type(element, false, &shape);
    let op = build(&mut s.ir, at, [xv, yv, zv], t);
    s.emit(op);
    Raw { value: Some(Value::Result(op, 0)), ty, pointer: false }
}

/// `ct::select`: `if_true` where `cond` holds, `if_false` elsewhere (all broadcast together).
#[track_caller]
pub fn select<T: Numeric>(cond: &Tile<bool>, if_true: &Tile<T>, if_false: &Tile<T>) -> Tile<T> {
    let caller = Caller::caller();
    let (c, a, b) = (cond.raw.clone(), if_true.raw.clone(), if_false.raw.clone());
    cond.with(|s| ternary(s, T::KIND, [&c, &a, &b], caller, &a.ty, |ir, at, [c, a, b], t| core::SelectOp::build(ir, at, c, a, b, t).0))
}

fn identity_attr(s: &mut State, kind: ScalarKind, bits: u64) -> Attribute {
    let ty = s.elem_type(kind, false);
    if kind.is_integral() {
        let width = kind.bitwidth();
        let value = if width < 64 && kind.is_signed() && bits >> (width - 1) & 1 == 1 { (bits | (!0u64 << width)) as i64 } else { bits as i64 };
        Attribute::Integer { value, ty }
    } else {
        Attribute::Float { bits, ty }
    }
}

impl<T: Arithmetic> Tile<T> {
    /// `ct::reduce`: collapses dimension `dim` with `combine`, starting from `identity`.
    #[track_caller]
    pub fn reduce(&self, dim: usize, identity: T, combine: impl FnOnce(Tile<T>, Tile<T>) -> Tile<T>) -> Tile<T> {
        self.region_op(dim, None, identity, combine, Caller::caller())
    }
    /// `ct::scan`: running combination along `dim` (from the end when `reverse`).
    #[track_caller]
    pub fn scan(&self, dim: usize, reverse: bool, identity: T, combine: impl FnOnce(Tile<T>, Tile<T>) -> Tile<T>) -> Tile<T> {
        self.region_op(dim, Some(reverse), identity, combine, Caller::caller())
    }

    fn region_op(&self, dim: usize, scan_reverse: Option<bool>, identity: T, combine: impl FnOnce(Tile<T>, Tile<T>) -> Tile<T>, caller: &'static Caller<'static>) -> Tile<T> {
        let r = self.raw.clone();
        let shape = r.shape().to_vec();
        if dim >= shape.len() {
            return self.with(|s| s.fail(IllFormed::new(Rule::ShapeMismatch, format!("dimension {dim} is outside the shape {}", fmt_shape(&shape))), caller, r.ty.clone()));
        }
        let out_shape: Vec<u64> = if scan_reverse.is_some() { shape.clone() } else { shape.iter().enumerate().filter(|(i, _)| *i != dim).map(|(_, &d)| d).collect() };
        let Some(v) = r.value else { return self.with(|_| Raw { value: None, ty: TileLikeType::tile(T::KIND, &out_shape), pointer: false }) };
        let (op, block, elem_ty) = {
            let mut s = self.cx.borrow_mut();
            let at = s.loc(caller);
            let out_ty = s.tile_type(T::KIND, false, &out_shape);
            let elem_ty = s.tile_type(T::KIND, false, &[]);
            let ident = Attribute::Array(std::sync::Arc::new([identity_attr(&mut s, T::KIND, identity.to_bits())]));
            let i32_ty = s.ir.types.scalar(tilesmith_dialect::Scalar::I32);
            let dim_attr = Attribute::Integer { value: dim as i64, ty: i32_ty };
            let op = match scan_reverse {
                None => core::ReduceOp::build(&mut s.ir, at, &[v], dim_attr, ident, &[out_ty]).0,
                Some(rev) => core::ScanOp::build(&mut s.ir, at, &[v], dim_attr, Attribute::Bool(rev), ident, &[out_ty]).0,
            };
            s.emit(op);
            let region = s.ir.ops[op].regions[0];
            let block = s.ir.append_block(region, &[(elem_ty, at), (elem_ty, at)]);
            s.blocks.push(block);
            (op, block, elem_ty)
        };
        let _ = elem_ty;
        let arg = |i| Tile::<T>::from_raw(&self.cx, Raw { value: Some(Value::Argument(block, i)), ty: TileLikeType::tile(T::KIND, &[]), pointer: false });
        let result = combine(arg(0), arg(1));
        let mut s = self.cx.borrow_mut();
        if let Some(rv) = result.raw.value {
            if result.raw.shape().is_empty() && result.raw.ty.element == T::KIND {
                let at = s.loc(caller);
                let y = super::kernel::yield_op(&mut s, at, &[rv]);
                s.ir.append_op(block, y);
            } else {
                s.fail(IllFormed::new(Rule::ShapeMismatch, "the combining function must return one element of the tile's type"), caller, r.ty.clone());
            }
        }
        s.blocks.pop();
        drop(s);
        Tile::from_raw(&self.cx, Raw { value: Some(Value::Result(op, 0)), ty: TileLikeType::tile(T::KIND, &out_shape), pointer: false })
    }
}

/// `ct::mma`: `a` (M x K) times `b` (K x N) plus `acc` (M x N). Floating
/// inputs (including tf32 and fp8) accumulate in f16/f32/f64; integer inputs (i8) in i32.
#[track_caller]
pub fn mma<A: Numeric, C: Numeric>(a: &Tile<A>, b: &Tile<A>, acc: &Tile<C>) -> Tile<C> {
    let caller = Caller::caller();
    let (x, y, z) = (a.raw.clone(), b.raw.clone(), acc.raw.clone());
    acc.with(|s| {
        let (xs, ys, zs) = (x.shape().to_vec(), y.shape().to_vec(), z.shape().to_vec());
        let ok = xs.len() == 2 && ys.len() == 2 && zs.len() == 2 && xs[1] == ys[0] && zs[0] == xs[0] && zs[1] == ys[1];
        if !ok {
            return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("mma needs MxK, KxN and MxN tiles, got {}, {} and {}", fmt_shape(&xs), fmt_shape(&ys), fmt_shape(&zs))), caller, z.ty.clone());
        }
        let (Some(xv), Some(yv), Some(zv)) = (x.value, y.value, z.value) else { return z.clone() };
        let at = s.loc(caller);
        let ty = s.tile_type(C::KIND, false, &zs);
        let op = if A::KIND.is_integral() {
            int::MmaiOp::build(&mut s.ir, at, xv, yv, zv, signedness(A::KIND), signedness(A::KIND), ty).0
        } else {
            float::MmafOp::build(&mut s.ir, at, xv, yv, zv, false, ty).0
        };
        s.emit(op);
        Raw { value: Some(Value::Result(op, 0)), ty: z.ty.clone(), pointer: false }
    })
}

/// The elementwise `ct::fma` (a * b + c) with numeric modifiers.
#[track_caller]
pub fn fma<T: BasicFloat + Arithmetic>(a: &Tile<T>, b: &Tile<T>, c: &Tile<T>, m: FpModifiers) -> Tile<T> {
    let caller = Caller::caller();
    let (x, y, z) = (a.raw.clone(), b.raw.clone(), c.raw.clone());
    a.with(|s| {
        if !takes_rounding(OpKind::Fma, T::KIND, m.rounding) || (m.subnormals == Subnormals::RoundToZero && !takes_ftz(OpKind::Fma, T::KIND)) {
            return s.fail(IllFormed::new(Rule::NumericModifier, format!("fma on {} does not support {m:?}", T::KIND)), caller, x.ty.clone());
        }
        let ftz = m.subnormals == Subnormals::RoundToZero;
        ternary(s, T::KIND, [&x, &y, &z], caller, &x.ty, |ir, at, [x, y, z], t| float::FmaOp::build(ir, at, x, y, z, m.rounding.ir(), ftz, t).0)
    })
}

