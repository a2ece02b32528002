//! Floating-point element-wise ops: arithmetic rounded exactly under each
//! rounding mode, `flush_to_zero`, minimum and maximum with and without NaN
//! propagation, comparisons, rounding to integral values, and the math
//! functions.
//!
//! - `addf subf mulf divf fma sqrt` are computed exactly and rounded once to
//!   the element type with the op's direction (see [`numeric`]); on f16 and
//!   bf16 the spec says the directed modes are "emulated through f32", and the
//!   reference gives the correctly rounded result such an emulation must
//!   match. `approx` and `full` (f32 `divf`/`sqrt` only) are approximations
//!   whose error the spec does not bound; the reference gives the correctly
//!   rounded value, which every such approximation is meant to be near.
//! - `flush_to_zero` (f32 only) turns subnormal operands into zeros of their
//!   sign before the op, and a subnormal result (after rounding) into a zero
//!   of its sign.
//! - `absf` and `negf` only touch the sign bit; every other NaN result is the
//!   canonical NaN of the type.
//! - The math functions (`exp exp2 log log2 sinh cosh tanh pow rsqrt`) use
//!   Rust's f64 functions, `sin cos tan` those of [`trig`] (the platform's
//!   are hundreds of ulps off next to multiples of pi/2 for huge
//!   arguments): an f64 result is what they return (within 1 ulp on common
//!   platforms; sin, cos and tan correctly rounded but for near-ties); an
//!   f32 result is the f64 result rounded to nearest, within 1 ulp of the
//!   exact value; f16 and bf16 are evaluated as f32 and rounded, as the spec
//!   says. The tests allow 1 ulp.
//!   `ceil`, `floor` and `remf` are exact.
//!
//! [`numeric`]: tilesmith_dialect::numerics::exact
//! [`trig`]: super::super::trig

use tilesmith_dialect::generated::enums::{ComparisonOrdering, RoundingMode};
use tilesmith_dialect::generated::ops::float::{
    AbsfOp, AddfOp, Atan2Op, CeilOp, CmpfOp, CosOp, CoshOp, DivfOp, Exp2Op, ExpOp, FloorOp, FmaOp, FpowfOp, FpowiOp, Log2Op, LogOp, MaxfOp, MinfOp, MulfOp, NegfOp, PowOp, RemfOp, RsqrtOp, SinOp, SinhOp, SqrtOp, SubfOp, TanOp, TanhOp,
};
use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use tilesmith_dialect::numerics::exact::{self as numeric, Format, Num, Rounding, F32, F64};
use super::super::trig;
use super::elementwise::{map, operand_elem};
use super::integer::holds;


/// The float format of an operand.
fn format(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Format, RunError> {
    let elem = operand_elem(cx, op, v)?;
    elem.scalar().and_then(Format::of).ok_or_else(|| cx.error(op, format!("internal error: '{}' is not a float type the interpreter computes with", elem.name())))
}

/// The IEEE direction of a rounding mode attribute; the approximate modes get
/// the correctly rounded result (see the module doc).
pub fn direction(mode: Option<RoundingMode>) -> Rounding {
    match mode {
        Some(RoundingMode::Zero) | Some(RoundingMode::NearestIntToZero) => Rounding::TowardZero,
        Some(RoundingMode::NegativeInf) => Rounding::Down,
        Some(RoundingMode::PositiveInf) => Rounding::Up,
        Some(RoundingMode::NearestAway) => Rounding::NearestAway,
        _ => Rounding::NearestEven,
    }
}

/// How an arithmetic op reads and writes its elements.
#[derive(Clone, Copy)]
struct Arith {
    format: Format,
    mode: Rounding,
    ftz: bool,
}

impl Arith {
    fn read(self, bits: u64) -> Num {
        self.format.decode(if self.ftz { self.format.flush(bits) } else { bits })
    }
    fn write(self, n: Num) -> u64 {
        let bits = numeric::encode(self.format, n, self.mode);
        if self.ftz {
            self.format.flush(bits)
        } else {
            bits
        }
    }
}

fn arith(cx: &mut BlockCx<'_>, op: OpId, operands: &[Option<Value>], mode: RoundingMode, ftz: bool, f: fn(&[Num], Rounding) -> Num) -> Result<Flow, RunError> {
    let a = Arith { format: format(cx, op, operands[0])?, mode: direction(Some(mode)), ftz };
    map(cx, op, operands, |_, x| {
        let nums: Vec<Num> = x.iter().map(|&b| a.read(b)).collect();
        Ok(a.write(f(&nums, a.mode)))
    })
}

fn negate(n: Num) -> Num {
    match n {
        Num::Nan => Num::Nan,
        Num::Inf(s) => Num::Inf(!s),
        Num::Zero(s) => Num::Zero(!s),
        Num::Finite(x) => Num::Finite(numeric::Exact { negative: !x.negative, ..x }),
    }
}

pub(super) fn exec_addf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = AddfOp(op);
    arith(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, m| numeric::add(x[0], x[1], m))
}

pub(super) fn exec_subf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = SubfOp(op);
    arith(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, m| numeric::add(x[0], negate(x[1]), m))
}

pub(super) fn exec_mulf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MulfOp(op);
    arith(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, _| numeric::mul(x[0], x[1]))
}

pub(super) fn exec_divf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = DivfOp(op);
    arith(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, _| numeric::div(x[0], x[1]))
}

pub(super) fn exec_fma(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = FmaOp(op);
    arith(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir), v.acc(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, m| numeric::fma(x[0], x[1], x[2], m))
}

pub(super) fn exec_sqrt(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = SqrtOp(op);
    arith(cx, op, &[v.source(cx.ir)], v.rounding_mode(cx.verified), v.flush_to_zero(cx.ir), |x, _| numeric::sqrt(x[0]))
}

pub(super) fn exec_absf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = AbsfOp(op).source(cx.ir);
    let f = format(cx, op, source)?;
    map(cx, op, &[source], |_, x| Ok(f.abs(x[0])))
}

pub(super) fn exec_negf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = NegfOp(op).source(cx.ir);
    let f = format(cx, op, source)?;
    map(cx, op, &[source], |_, x| Ok(f.negate(x[0])))
}

/// An exact function of f64 values whose result is representable in the
/// operand type (ceil, floor, remf).
fn exact_f64(cx: &mut BlockCx<'_>, op: OpId, operands: &[Option<Value>], f: fn(&[f64]) -> f64) -> Result<Flow, RunError> {
    let fmt = format(cx, op, operands[0])?;
    map(cx, op, operands, |_, x| {
        let values: Vec<f64> = x.iter().map(|&b| numeric::to_f64(fmt.decode(b))).collect();
        Ok(numeric::encode(fmt, numeric::from_f64(f(&values)), Rounding::NearestEven))
    })
}

pub(super) fn exec_ceil(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    exact_f64(cx, op, &[CeilOp(op).source(cx.ir)], |x| x[0].ceil())
}

pub(super) fn exec_floor(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    exact_f64(cx, op, &[FloorOp(op).source(cx.ir)], |x| x[0].floor())
}

pub(super) fn exec_remf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = RemfOp(op);
    // Rust's `%` on f64 is C's fmod: exact, with the dividend's sign.
    exact_f64(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |x| x[0] % x[1])
}

fn min_max(cx: &mut BlockCx<'_>, op: OpId, lhs: Option<Value>, rhs: Option<Value>, propagate_nan: bool, ftz: bool, max: bool) -> Result<Flow, RunError> {
    let fmt = format(cx, op, lhs)?;
    map(cx, op, &[lhs, rhs], |_, x| {
        let (a, b) = if ftz { (fmt.flush(x[0]), fmt.flush(x[1])) } else { (x[0], x[1]) };
        let (fa, fb) = (numeric::to_f64(fmt.decode(a)), numeric::to_f64(fmt.decode(b)));
        Ok(match (fa.is_nan(), fb.is_nan()) {
            (true, true) => fmt.nan(),
            (true, false) | (false, true) if propagate_nan => fmt.nan(),
            (true, false) => b,
            (false, true) => a,
            // -0 ranks below +0.
            (false, false) => {
                let a_first = (fa, fa.is_sign_positive()) > (fb, fb.is_sign_positive());
                if a_first == max {
                    a
                } else {
                    b
                }
            }
        })
    })
}

pub(super) fn exec_maxf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MaxfOp(op);
    min_max(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.propagate_nan(cx.ir), v.flush_to_zero(cx.ir), true)
}

pub(super) fn exec_minf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = MinfOp(op);
    min_max(cx, op, v.lhs(cx.ir), v.rhs(cx.ir), v.propagate_nan(cx.ir), v.flush_to_zero(cx.ir), false)
}

pub(super) fn exec_cmpf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = CmpfOp(op);
    let fmt = format(cx, op, v.lhs(cx.ir))?;
    let predicate = v.comparison_predicate(cx.verified);
    let unordered_holds = v.comparison_ordering(cx.ir) == Some(ComparisonOrdering::Unordered);
    map(cx, op, &[v.lhs(cx.ir), v.rhs(cx.ir)], |_, x| {
        let (a, b) = (numeric::to_f64(fmt.decode(x[0])), numeric::to_f64(fmt.decode(x[1])));
        Ok(u64::from(match a.partial_cmp(&b) {
            Some(ordering) => holds(predicate, ordering),
            None => unordered_holds,
        }))
    })
}

/// A math function of f64 values, evaluated as the module doc says.
fn math(cx: &mut BlockCx<'_>, op: OpId, operands: &[Option<Value>], ftz: bool, f: fn(&[f64]) -> f64) -> Result<Flow, RunError> {
    let fmt = format(cx, op, operands[0])?;
    map(cx, op, operands, |_, x| {
        let values: Vec<f64> = x.iter().map(|&b| numeric::to_f64(fmt.decode(if ftz { fmt.flush(b) } else { b }))).collect();
        let bits = round_math(fmt, f(&values));
        Ok(if ftz { fmt.flush(bits) } else { bits })
    })
}

/// A math function's f64 value in `fmt`: as is for f64, through f32 for the
/// narrower types (as the PTX backend computes them).
fn round_math(fmt: Format, value: f64) -> u64 {
    let exact = numeric::from_f64(value);
    if fmt == F64 {
        numeric::encode(F64, exact, Rounding::NearestEven)
    } else {
        let as_f32 = F32.decode(numeric::encode(F32, exact, Rounding::NearestEven));
        numeric::encode(fmt, as_f32, Rounding::NearestEven)
    }
}

pub(super) fn exec_exp(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[ExpOp(op).source(cx.ir)], false, |x| x[0].exp())
}

pub(super) fn exec_exp2(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = Exp2Op(op);
    math(cx, op, &[v.source(cx.ir)], v.flush_to_zero(cx.ir), |x| x[0].exp2())
}

pub(super) fn exec_log(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[LogOp(op).source(cx.ir)], false, |x| x[0].ln())
}

pub(super) fn exec_log2(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[Log2Op(op).source(cx.ir)], false, |x| x[0].log2())
}

pub(super) fn exec_sin(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[SinOp(op).source(cx.ir)], false, |x| trig::sin(x[0]))
}

pub(super) fn exec_cos(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[CosOp(op).source(cx.ir)], false, |x| trig::cos(x[0]))
}

pub(super) fn exec_tan(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[TanOp(op).source(cx.ir)], false, |x| trig::tan(x[0]))
}

pub(super) fn exec_sinh(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[SinhOp(op).source(cx.ir)], false, |x| x[0].sinh())
}

pub(super) fn exec_cosh(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[CoshOp(op).source(cx.ir)], false, |x| x[0].cosh())
}

pub(super) fn exec_tanh(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    math(cx, op, &[TanhOp(op).source(cx.ir)], false, |x| x[0].tanh())
}

pub(super) fn exec_pow(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = PowOp(op);
    math(cx, op, &[v.source(cx.ir), v.exponent(cx.ir)], false, |x| x[0].powf(x[1]))
}

/// `fpowf` (13.4's spelling of `pow`).
pub(super) fn exec_fpowf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = FpowfOp(op);
    math(cx, op, &[v.source(cx.ir), v.exponent(cx.ir)], false, |x| x[0].powf(x[1]))
}

/// `fpowi` (13.4): `pow` with the integer exponent converted exactly to f64
/// (an i32 always is), so odd powers keep a negative base's sign.
pub(super) fn exec_fpowi(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = FpowiOp(op);
    let fmt = format(cx, op, v.source(cx.ir))?;
    let exponent_bits = match operand_elem(cx, op, v.exponent(cx.ir))?.scalar() {
        Some(s) => crate::shared::value::scalar_bits(s),
        None => return Err(cx.error(op, "internal error: fpowi's exponent is not an integer tile")),
    };
    map(cx, op, &[v.source(cx.ir), v.exponent(cx.ir)], |_, x| {
        let base = numeric::to_f64(fmt.decode(x[0]));
        let n = crate::shared::value::sext(x[1], exponent_bits);
        Ok(round_math(fmt, base.powf(n as f64)))
    })
}

/// `atan2 %x, %y` (13.2): the angle whose tangent is `x / y`, placed in its
/// quadrant by the signs of both (C's `atan2(x, y)`).
pub(super) fn exec_atan2(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = Atan2Op(op);
    math(cx, op, &[v.x(cx.ir), v.y(cx.ir)], false, |x| x[0].atan2(x[1]))
}

pub(super) fn exec_rsqrt(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let v = RsqrtOp(op);
    math(cx, op, &[v.source(cx.ir)], v.flush_to_zero(cx.ir), |x| 1.0 / x[0].sqrt())
}
