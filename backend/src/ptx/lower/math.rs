//! The math functions (`exp exp2 log log2 sin cos tan sinh cosh tanh pow
//! rsqrt`, and 13.2's `atan2`) and `remf`, in software on f64 (no `.approx` instruction meets
//! the interpreter's 1 ulp contract), but for 13.3's `exp ... rounding<approx>`,
//! which asks for an approximation and gets tileiras's: `ex2.approx.f32`
//! ([`exp_approx`]).
//!
//! Every element is evaluated as the interpreter does: the operands widened
//! exactly to f64, an f64 function, then the result rounded to nearest to
//! f64, to f32, and (f16, bf16) from that f32 to the element type.
//!
//! The f64 functions: argument reduction with constants split in two or
//! three parts (fused multiply-adds keep each step exact or nearly), then a
//! Taylor polynomial long enough that truncation is below 2^-60 relative on
//! the reduced interval. An f32 (hence f16, bf16) result is within 1 ulp of
//! the exact value: the f64 error, some 2^-50 relative at worst, is far
//! below half an f32 ulp (2^-24).
//!
//! For f64 results, `exp`, `exp2`, `log`, `log2` and `pow` carry the
//! reduced argument and the leading terms of their series in double-double
//! arithmetic (`hi + lo`, about 106 bits; two-sum and fma two-product):
//! `ln x` to about 2^-68 relative, `y ln x` as a double-double, and `e^t`
//! of a double-double `t` to about 2^-60 relative before one final
//! rounding, so each result is the correctly rounded one but for some
//! 2^-8 ulp (a subnormal result is rounded twice: still within 1 ulp).
//! `pow` needs this: an error `d` in `y ln x` is an error `d` relative in
//! the result, and `|y ln x|` reaches 745. sinh, cosh and tanh combine
//! `e^|x|` as a double-double (and a double-double division); sin, cos and
//! tan reduce `x - k pi/2` to a double-double and evaluate sin r and cos r
//! (and their quotient) in double-double. The reduction is good to about
//! 2^-70 relative for every finite `x`, the closest approaches to multiples
//! of pi/2 included: a four-part pi/2 below 2^20, and above, Payne-Hanek
//! (the bits of 2/pi in a `.const` table, exact integer products) in a
//! subroutine shared by the kernel's elements (see [`super::subroutine`]).
//! `atan2(y, x)` divides the smaller magnitude by the larger in
//! double-double (`t` in [0, 1]), reduces `t` to `u = (t - c) / (1 + t c)`
//! with `c` the nearest multiple of 1/8 (|u| <= 1/16), adds the series of
//! atan u to atan c from a double-double table, and folds the quadrant in
//! with pi/2 and pi as double-doubles: about 2^-65 relative before the
//! final rounding.
//! All are within 1 ulp on the sample of
//! tests/run/float/measure_math_ulps.py (docs/ptx.md).
//!
//! `remf` is C's `fmod`, exact: long division on the magnitudes, each step
//! subtracting `|y| * 2^k` from a remainder in `[|y| 2^k, |y| 2^(k+1))`, which
//! Sterbenz's lemma makes exact.

use crate::ptx::isa::{op, Cmp, Mnemonic, Opcode, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::RoundingMode;
use tilesmith_dialect::generated::ops::float::{Exp2Op, ExpOp, RsqrtOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::LowerError;
use super::subroutine::SubroutineDef;
use crate::shared::trig::{TWO_OVER_PI_BITS, TWO_OVER_PI_WINDOW_BIAS};
use super::{imm, imm_bits, Lowered, Lowerer};

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    if kind == OpKind::Exp && ExpOp(op).rounding_mode(cx.ir) == RoundingMode::Approx {
        exp_approx(cx, op)?;
        return Ok(true);
    }
    // Long functions a thread computes for several elements are one shared
    // subroutine (sin, cos and tan call one of their own, which a
    // subroutine may not, so they stay inline, as rsqrt, which is short).
    let body = match kind {
        OpKind::Exp => Body::Shared(&EXP),
        OpKind::Exp2 => Body::Shared(&EXP2),
        OpKind::Log => Body::Shared(&LOG),
        OpKind::Log2 => Body::Shared(&LOG2),
        OpKind::Sin => Body::Inline(|cx, a| sin_cos(cx, a[0], Trig::Sin)),
        OpKind::Cos => Body::Inline(|cx, a| sin_cos(cx, a[0], Trig::Cos)),
        OpKind::Tan => Body::Inline(|cx, a| sin_cos(cx, a[0], Trig::Tan)),
        OpKind::Sinh => Body::Shared(&SINH),
        OpKind::Cosh => Body::Shared(&COSH),
        OpKind::Tanh => Body::Shared(&TANH),
        OpKind::Pow | OpKind::Fpowf | OpKind::Fpowi => Body::Shared(&POW),
        OpKind::Atan2 => Body::Shared(&ATAN2),
        OpKind::Rsqrt => Body::Inline(|cx, a| {
            let s = cx.fresh(RegClass::F64);
            cx.emit(op!("sqrt.rn.f64"), vec![s.into(), a[0].into()]);
            let r = cx.fresh(RegClass::F64);
            cx.emit(op!("rcp.rn.f64"), vec![r.into(), s.into()]);
            r
        }),
        OpKind::Remf => Body::Shared(&REMF),
        _ => return Ok(false),
    };
    let ftz = match kind {
        OpKind::Exp2 => Exp2Op(op).flush_to_zero(cx.ir),
        OpKind::Rsqrt => RsqrtOp(op).flush_to_zero(cx.ir),
        _ => false,
    };
    let arity = if matches!(kind, OpKind::Pow | OpKind::Fpowf | OpKind::Fpowi | OpKind::Remf | OpKind::Atan2) { 2 } else { 1 };
    let inputs: Vec<_> = (0..arity).map(|i| cx.operand(op, i)).collect::<Result<_>>()?;
    let s = inputs[0].elem.scalar().ok_or_else(|| cx.internal(op, "expected a float tile"))?;
    // (ftz is on f32 alone: the spec's `for [f32]`, which the verifier enforces.)
    if !matches!(s, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64) {
        return Err(cx.cannot(op, format!("on {} tiles", s.name())));
    }
    let result = cx.fresh_result(op, 0)?;
    for (slot, &d) in result.slots.iter().enumerate() {
        let args: Vec<Reg> = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let mut r = t.slot(slot);
                if kind == OpKind::Fpowi && i == 1 {
                    // fpowi's exponent: an integer, exact in f64 (i8 lives
                    // sign-extended in a 16-bit register).
                    return int_to_f64(cx, r);
                }
                if ftz {
                    r = flush_f32(cx, r);
                }
                to_f64(cx, s, r)
            })
            .collect();
        let y = match body {
            Body::Shared(def) if result.slots.len() > 1 => cx.call_subroutine(def, &args)[0],
            Body::Shared(def) => (def.body)(cx, &args)[0],
            Body::Inline(f) => f(cx, &args),
        };
        match s {
            Scalar::F64 => cx.mov(d, y),
            _ => {
                let t = cx.fresh(RegClass::F32);
                cx.emit(op!("cvt.rn.f32.f64"), vec![t.into(), y.into()]);
                match s {
                    Scalar::F32 if ftz => cx.emit(op!("add.rn.ftz.f32"), vec![d.into(), t.into(), f32_bits(0x8000_0000)]),
                    Scalar::F32 => cx.mov(d, t),
                    _ => super::arith::from_f32(cx, s, crate::ptx::isa::Round::Rn, d, t),
                }
            }
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(true)
}

/// log2(e) rounded to f32 (1.44269502162933349609375).
const LOG2_E_F32: u32 = 0x3FB8_AA3B;

/// 13.3's `exp ... rounding<approx>` (f32 alone, which the verifier
/// enforces): `e^x` as `2^(x log2 e)`, the product rounded to f32 and
/// `ex2.approx.f32` (the hardware's approximation, subnormal results kept),
/// as tileiras computes it. The error grows with |x|: the product's rounding
/// moves the exponent by up to |x| 2^-24 log2 e, a relative error of about
/// |x| 2^-24 in the result, beside ex2's own (docs/ptx.md, "Math").
fn exp_approx(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let input = cx.operand(op, 0)?;
    let result = cx.fresh_result(op, 0)?;
    for (slot, &d) in result.slots.iter().enumerate() {
        let t = cx.fresh(RegClass::F32);
        cx.emit(op!("mul.rn.f32"), vec![t.into(), input.slot(slot).into(), f32_bits(LOG2_E_F32)]);
        cx.emit(op!("ex2.approx.f32"), vec![d.into(), t.into()]);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// How an op's function is emitted for each element: inline, or through a
/// subroutine shared by the elements when a thread holds several (inline
/// when it holds one).
enum Body {
    Inline(fn(&mut Lowerer<'_>, &[Reg]) -> Reg),
    Shared(&'static SubroutineDef),
}

/// A function of one f64 as a subroutine of the same name.
macro_rules! unary_subroutine {
    ($def:ident, $name:literal, $body:expr) => {
        const $def: SubroutineDef = SubroutineDef { name: $name, inputs: &[RegClass::F64], outputs: &[RegClass::F64], body: |cx, a| vec![$body(cx, a[0])] };
    };
}
unary_subroutine!(EXP, "exp", exp);
unary_subroutine!(EXP2, "exp2", exp2);
unary_subroutine!(LOG, "log", |cx, x| log(cx, x, false));
unary_subroutine!(LOG2, "log2", |cx, x| log(cx, x, true));
unary_subroutine!(SINH, "sinh", |cx, x| hyperbolic(cx, x, Trig::Sin));
unary_subroutine!(COSH, "cosh", |cx, x| hyperbolic(cx, x, Trig::Cos));
unary_subroutine!(TANH, "tanh", |cx, x| hyperbolic(cx, x, Trig::Tan));
const POW: SubroutineDef = SubroutineDef { name: "pow", inputs: &[RegClass::F64, RegClass::F64], outputs: &[RegClass::F64], body: |cx, a| vec![pow(cx, a[0], a[1])] };
const ATAN2: SubroutineDef = SubroutineDef { name: "atan2", inputs: &[RegClass::F64, RegClass::F64], outputs: &[RegClass::F64], body: |cx, a| vec![atan2(cx, a[0], a[1])] };
const REMF: SubroutineDef = SubroutineDef { name: "remf", inputs: &[RegClass::F64, RegClass::F64], outputs: &[RegClass::F64], body: |cx, a| vec![remf(cx, a[0], a[1])] };

fn f32_bits(bits: u32) -> Operand {
    imm_bits(RegClass::F32, u64::from(bits))
}

/// A subnormal f32 to a zero of its sign (`x + -0` under `.ftz`).
fn flush_f32(cx: &mut Lowerer<'_>, r: Reg) -> Reg {
    let t = cx.fresh(RegClass::F32);
    cx.emit(op!("add.rn.ftz.f32"), vec![t.into(), r.into(), f32_bits(0x8000_0000)]);
    t
}

/// A signed integer register (16 or 32 bits) as an f64, exactly.
fn int_to_f64(cx: &mut Lowerer<'_>, r: Reg) -> Reg {
    let d = cx.fresh(RegClass::F64);
    let from = if r.class == RegClass::B16 { Type::S16 } else { Type::S32 };
    cx.emit(op!("cvt.rn.f64").with(from), vec![d.into(), r.into()]);
    d
}

fn to_f64(cx: &mut Lowerer<'_>, s: Scalar, r: Reg) -> Reg {
    if s == Scalar::F64 {
        return r;
    }
    let x = super::arith::to_f32_exact(cx, s, r);
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.f64.f32"), vec![d.into(), x.into()]);
    d
}

// ---- small f64 helpers ----

fn c(v: f64) -> Operand {
    imm_bits(RegClass::F64, v.to_bits())
}

fn op2(cx: &mut Lowerer<'_>, opcode: Opcode, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(opcode, vec![d.into(), a.into(), b.into()]);
    d
}

fn add(cx: &mut Lowerer<'_>, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    op2(cx, op!("add.rn.f64"), a, b)
}

fn sub(cx: &mut Lowerer<'_>, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    op2(cx, op!("sub.rn.f64"), a, b)
}

fn mul(cx: &mut Lowerer<'_>, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    op2(cx, op!("mul.rn.f64"), a, b)
}

fn div(cx: &mut Lowerer<'_>, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    op2(cx, op!("div.rn.f64"), a, b)
}

fn fma(cx: &mut Lowerer<'_>, a: impl Into<Operand>, b: impl Into<Operand>, c: impl Into<Operand>) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("fma.rn.f64"), vec![d.into(), a.into(), b.into(), c.into()]);
    d
}

fn abs(cx: &mut Lowerer<'_>, a: Reg) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("abs.f64"), vec![d.into(), a.into()]);
    d
}

/// Round to the nearest integer (an f64).
fn rint(cx: &mut Lowerer<'_>, a: Reg) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.rni.f64.f64"), vec![d.into(), a.into()]);
    d
}

fn setp(cx: &mut Lowerer<'_>, cmp: Cmp, a: impl Into<Operand>, b: impl Into<Operand>) -> Reg {
    let p = cx.fresh(RegClass::Pred);
    cx.emit(Mnemonic::Setp.with(cmp).with(Type::F64), vec![p.into(), a.into(), b.into()]);
    p
}

/// `d = v` where `p` holds.
fn set_if(cx: &mut Lowerer<'_>, p: Reg, d: Reg, v: impl Into<Operand>) {
    cx.emit_guarded(Some(Guard { pred: p, negated: false }), op!("mov.f64"), vec![d.into(), v.into()]);
}

/// `Σ coefficients[i] * x^i` by Horner's rule.
fn poly(cx: &mut Lowerer<'_>, x: Reg, coefficients: &[f64]) -> Reg {
    let last = coefficients.len() - 1;
    let acc = cx.fresh(RegClass::F64);
    cx.mov(acc, c(coefficients[last]));
    let mut acc = acc;
    for &k in coefficients[..last].iter().rev() {
        acc = fma(cx, acc, x, c(k));
    }
    acc
}

/// `1/i!` for `i` in `from..=to`, stepping by `step`, with alternating signs if asked.
fn factorial_series(from: u32, to: u32, step: u32, alternate: bool) -> Vec<f64> {
    let mut out = Vec::new();
    let mut i = from;
    let mut sign = 1.0;
    while i <= to {
        let f: f64 = (1..=i).map(f64::from).product();
        out.push(sign / f);
        if alternate {
            sign = -sign;
        }
        i += step;
    }
    out
}

/// 2^k for an integer-valued f64 `k` in [-1022, 1023] (built from bits).
fn pow2(cx: &mut Lowerer<'_>, k: Reg) -> Reg {
    let ki = cx.fresh(RegClass::B64);
    cx.emit(op!("cvt.rni.s64.f64"), vec![ki.into(), k.into()]);
    cx.emit(op!("add.s64"), vec![ki.into(), ki.into(), imm(1023)]);
    cx.emit(op!("shl.b64"), vec![ki.into(), ki.into(), imm(52)]);
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![d.into(), ki.into()]);
    d
}

// ---- double-double arithmetic: a value as an unevaluated sum hi + lo ----

/// A double-double: `hi + lo` with `|lo| <= ulp(hi) / 2`.
#[derive(Clone, Copy)]
struct Dd {
    hi: Reg,
    lo: Reg,
}

/// A double-double constant.
#[derive(Clone, Copy)]
struct DdConst {
    hi: f64,
    lo: f64,
}

impl DdConst {
    /// `1 / n`, to about 106 bits (the residual of the division is exact under an fma).
    fn reciprocal(n: f64) -> DdConst {
        let hi = 1.0 / n;
        DdConst { hi, lo: (-hi).mul_add(n, 1.0) / n }
    }
}

/// ln 2 and log2(e) as double-doubles (hi, lo rounded from the exact values).
const LN2_DD: DdConst = DdConst { hi: f64::from_bits(0x3FE6_2E42_FEFA_39EF), lo: f64::from_bits(0x3C7A_BC9E_3B39_803F) };
const LOG2E_DD: DdConst = DdConst { hi: f64::from_bits(0x3FF7_1547_652B_82FE), lo: f64::from_bits(0x3C77_77D0_FFDA_0D24) };

/// `a + b` exactly, as a double-double (Knuth's two-sum).
fn two_sum(cx: &mut Lowerer<'_>, a: impl Into<Operand> + Clone, b: impl Into<Operand> + Clone) -> Dd {
    let s = add(cx, a.clone(), b.clone());
    let bb = sub(cx, s, a.clone());
    let ab = sub(cx, s, bb);
    let ea = sub(cx, a, ab);
    let eb = sub(cx, b, bb);
    let e = add(cx, ea, eb);
    Dd { hi: s, lo: e }
}

/// `a + b` exactly for `|a| >= |b|` (Dekker's fast two-sum): normalizes.
fn fast_two_sum(cx: &mut Lowerer<'_>, a: Reg, b: Reg) -> Dd {
    let s = add(cx, a, b);
    let t = sub(cx, s, a);
    let e = sub(cx, b, t);
    Dd { hi: s, lo: e }
}

/// `a * b` exactly, as a double-double (the fma gives the product's error).
fn two_prod(cx: &mut Lowerer<'_>, a: impl Into<Operand> + Clone, b: impl Into<Operand> + Clone) -> Dd {
    let p = mul(cx, a.clone(), b.clone());
    let np = op_neg(cx, p);
    let e = fma(cx, a, b, np);
    Dd { hi: p, lo: e }
}

/// `a + b`, relative error about 2^-104 when the sum does not cancel most of
/// `a` (every use here adds terms of one sign, or a smaller one).
fn dd_add(cx: &mut Lowerer<'_>, a: Dd, b: Dd) -> Dd {
    let s = two_sum(cx, a.hi, b.hi);
    let lo = add(cx, a.lo, b.lo);
    let e = add(cx, s.lo, lo);
    fast_two_sum(cx, s.hi, e)
}

fn dd_add_const(cx: &mut Lowerer<'_>, a: Dd, k: DdConst) -> Dd {
    let s = two_sum(cx, a.hi, c(k.hi));
    let lo = add(cx, a.lo, c(k.lo));
    let e = add(cx, s.lo, lo);
    fast_two_sum(cx, s.hi, e)
}

/// `a * b`, relative error about 2^-104.
fn dd_mul(cx: &mut Lowerer<'_>, a: Dd, b: Dd) -> Dd {
    let p = two_prod(cx, a.hi, b.hi);
    let cross = mul(cx, a.hi, b.lo);
    let cross = fma(cx, a.lo, b.hi, cross);
    let e = add(cx, p.lo, cross);
    fast_two_sum(cx, p.hi, e)
}

fn dd_mul_const(cx: &mut Lowerer<'_>, a: Dd, k: DdConst) -> Dd {
    let p = two_prod(cx, a.hi, c(k.hi));
    let cross = mul(cx, a.hi, c(k.lo));
    let cross = fma(cx, a.lo, c(k.hi), cross);
    let e = add(cx, p.lo, cross);
    fast_two_sum(cx, p.hi, e)
}

/// `a * b` for a double `b`.
fn dd_mul_d(cx: &mut Lowerer<'_>, a: Dd, b: Reg) -> Dd {
    let p = two_prod(cx, a.hi, b);
    let e = fma(cx, a.lo, b, p.lo);
    fast_two_sum(cx, p.hi, e)
}

/// `k + a * w` by Horner's rule, in double-double.
fn dd_horner_step(cx: &mut Lowerer<'_>, k: DdConst, a: Dd, w: Dd) -> Dd {
    let product = dd_mul(cx, a, w);
    dd_add_const(cx, product, k)
}

const CANONICAL_NAN: u64 = 0x7fff_ffff_ffff_ffff;
/// ln 2 split so that `k * LN2_HI` is exact for |k| < 2^21 (fdlibm's split).
const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
const LN2_LO: f64 = f64::from_bits(0x3DEA_39EF_3579_3C76);

/// `p * 2^k`, `k` an integer-valued f64 in [-1080, 1030], in two exact steps.
fn scale(cx: &mut Lowerer<'_>, p: Reg, k: Reg) -> Reg {
    let half = mul(cx, k, c(0.5));
    let k1 = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.rmi.f64.f64"), vec![k1.into(), half.into()]);
    let k2 = sub(cx, k, k1);
    let (s1, s2) = (pow2(cx, k1), pow2(cx, k2));
    let t = mul(cx, p, s1);
    mul(cx, t, s2)
}

/// e^x.
fn exp(cx: &mut Lowerer<'_>, x: Reg) -> Reg {
    let zero = cx.fresh(RegClass::F64);
    cx.mov(zero, c(0.0));
    let d = exp_dd(cx, Dd { hi: x, lo: zero }, None);
    exp_specials(cx, d, x, 709.782_712_893_384, -745.133_219_101_941_1);
    d
}

/// `e^t * 2^extra` for a double-double `t` (|t| below 746) and an
/// integer-valued `extra`, without special cases. `t = k ln2 + r` with `r`
/// a double-double (|r| <= ln2/2 + a little), `e^r` by its Taylor series:
/// the terms to r^5 in double-double, the rest (to r^20) in double, whose
/// rounding is then below 2^-67 relative; the result is `e^r` rounded once
/// and scaled exactly by `2^(k + extra)`, so its error is half an ulp and
/// some 2^-60 relative (more only where a subnormal result rounds twice).
fn exp_dd(cx: &mut Lowerer<'_>, t: Dd, extra: Option<Reg>) -> Reg {
    exp_dd_parts(cx, t, extra).0
}

/// [`exp_dd`] as a double-double (its `hi` is `exp_dd`'s result, its `lo`
/// the rest, scaled alike: exact where the result is normal), for sinh,
/// cosh and tanh, which combine it further.
fn exp_dd_pair(cx: &mut Lowerer<'_>, t: Dd, extra: Option<Reg>) -> Dd {
    let (hi, lo) = exp_dd_parts(cx, t, extra);
    Dd { hi, lo }
}

fn exp_dd_parts(cx: &mut Lowerer<'_>, t: Dd, extra: Option<Reg>) -> (Reg, Reg) {
    let scaled = mul(cx, t.hi, c(std::f64::consts::LOG2_E));
    let k = rint(cx, scaled);
    let neg_k = op_neg(cx, k);
    // t.hi - k LN2_HI is exact (k LN2_HI is exact, and close to t.hi).
    let r1 = fma(cx, neg_k, c(LN2_HI), t.hi);
    let p = two_prod(cx, neg_k, c(LN2_LO));
    let s = two_sum(cx, r1, p.hi);
    let lo = add(cx, p.lo, t.lo);
    let lo = add(cx, s.lo, lo);
    let r = fast_two_sum(cx, s.hi, lo);
    let tail = poly(cx, r.hi, &factorial_series(5, 20, 1, false));
    let mut w = dd_mul_d(cx, r, tail);
    w = dd_add_const(cx, w, DdConst::reciprocal(24.0));
    for k in [DdConst::reciprocal(6.0), DdConst { hi: 0.5, lo: 0.0 }, DdConst { hi: 1.0, lo: 0.0 }, DdConst { hi: 1.0, lo: 0.0 }] {
        w = dd_horner_step(cx, k, r, w);
    }
    let k = match extra {
        Some(m) => add(cx, k, m),
        None => k,
    };
    (scale(cx, w.hi, k), scale(cx, w.lo, k))
}

/// `a / b`, relative error about 2^-100 (one correction step).
fn dd_div(cx: &mut Lowerer<'_>, a: Dd, b: Dd) -> Dd {
    let q1 = div(cx, a.hi, b.hi);
    let p = dd_mul_d(cx, b, q1);
    let r_hi = sub(cx, a.hi, p.hi);
    let r = sub(cx, r_hi, p.lo);
    let r = add(cx, r, a.lo);
    let q2 = div(cx, r, b.hi);
    fast_two_sum(cx, q1, q2)
}

fn dd_neg(cx: &mut Lowerer<'_>, a: Dd) -> Dd {
    Dd { hi: op_neg(cx, a.hi), lo: op_neg(cx, a.lo) }
}

fn dd_of(cx: &mut Lowerer<'_>, v: f64) -> Dd {
    let (hi, lo) = (cx.fresh(RegClass::F64), cx.fresh(RegClass::F64));
    cx.mov(hi, c(v));
    cx.mov(lo, c(0.0));
    Dd { hi, lo }
}

/// `x + x^3 S(x^2)` (S the rest of an odd series, from its x^3 coefficient)
/// as a double-double: `x` exact, the small rest rounded in double.
fn odd_series_dd(cx: &mut Lowerer<'_>, x: Dd, coefficients: &[f64]) -> Dd {
    let x2 = mul(cx, x.hi, x.hi);
    let series = poly(cx, x2, coefficients);
    let t = mul(cx, x2, series);
    let rest = fma(cx, x.hi, t, x.lo);
    fast_two_sum(cx, x.hi, rest)
}

fn op_neg(cx: &mut Lowerer<'_>, a: Reg) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("neg.f64"), vec![d.into(), a.into()]);
    d
}

/// Overflow to infinity above `high`, zero below `low`, NaN kept.
fn exp_specials(cx: &mut Lowerer<'_>, d: Reg, x: Reg, high: f64, low: f64) {
    let over = setp(cx, Cmp::Gt, x, c(high));
    set_if(cx, over, d, c(f64::INFINITY));
    let under = setp(cx, Cmp::Lt, x, c(low));
    set_if(cx, under, d, c(0.0));
    let nan = setp(cx, Cmp::Nan, x, x);
    set_if(cx, nan, d, imm_bits(RegClass::F64, CANONICAL_NAN));
}

/// 2^x: `x = k + f` with `f` exact, `2^x = 2^k e^(f ln2)`, `f ln2` a double-double.
fn exp2(cx: &mut Lowerer<'_>, x: Reg) -> Reg {
    let k = rint(cx, x);
    let f = sub(cx, x, k);
    let t = two_prod(cx, f, c(LN2_DD.hi));
    let lo = fma(cx, f, c(LN2_DD.lo), t.lo);
    let t = fast_two_sum(cx, t.hi, lo);
    let d = exp_dd(cx, t, Some(k));
    exp_specials(cx, d, x, 1024.0, -1075.0);
    d
}

/// ln x (or log2 x), rounded once from a double-double.
fn log(cx: &mut Lowerer<'_>, x: Reg, base2: bool) -> Reg {
    let (e, ln_m) = log_parts(cx, x);
    let d = if base2 {
        // log2 x = e + ln(m) log2(e): e is exact.
        let l = dd_mul_const(cx, ln_m, LOG2E_DD);
        let sum = two_sum(cx, e, l.hi);
        let lo = add(cx, sum.lo, l.lo);
        add(cx, sum.hi, lo)
    } else {
        ln_dd(cx, e, ln_m).hi
    };
    // x = 0: -inf; x < 0 or NaN: NaN; x = +inf: +inf.
    let zero = setp(cx, Cmp::Eq, x, c(0.0));
    set_if(cx, zero, d, c(f64::NEG_INFINITY));
    let inf = setp(cx, Cmp::Eq, x, c(f64::INFINITY));
    set_if(cx, inf, d, c(f64::INFINITY));
    let bad = setp(cx, Cmp::Ltu, x, c(0.0));
    set_if(cx, bad, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    d
}

/// `ln x = e ln2 + ln m` as a double-double, from [`log_parts`].
fn ln_dd(cx: &mut Lowerer<'_>, e: Reg, ln_m: Dd) -> Dd {
    let zero = cx.fresh(RegClass::F64);
    cx.mov(zero, c(0.0));
    let e_ln2 = dd_mul_const(cx, Dd { hi: e, lo: zero }, LN2_DD);
    dd_add(cx, e_ln2, ln_m)
}

/// For positive finite x (no special cases): `x = 2^e m` with `m` in
/// [sqrt(1/2), sqrt(2)), and `ln m` as a double-double, relative error
/// below 2^-68. `ln m = 2 atanh(s)`, `s = (m - 1)/(m + 1)` (|s| < 0.172) a
/// double-double; `2 atanh(s) = 2s (1 + z/3 + z^2/5 + z^3 R(z))`, z = s^2,
/// with the last two steps of Horner's rule in double-double and R (below
/// 0.0042 times z^3 < 2.6e-5 ... relative 2^-70 after rounding) in double.
fn log_parts(cx: &mut Lowerer<'_>, x: Reg) -> (Reg, Dd) {
    // Subnormals: scale by 2^54 first.
    let tiny = setp(cx, Cmp::Lt, x, c(f64::MIN_POSITIVE));
    let scaled = mul(cx, x, c(2f64.powi(54)));
    let xs = cx.fresh(RegClass::F64);
    cx.emit(op!("selp.f64"), vec![xs.into(), scaled.into(), x.into(), tiny.into()]);
    let bias = cx.fresh(RegClass::F64);
    cx.emit(op!("selp.f64"), vec![bias.into(), c(-54.0), c(0.0), tiny.into()]);
    let bits = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.b64"), vec![bits.into(), xs.into()]);
    let e_bits = cx.fresh(RegClass::B64);
    cx.emit(op!("shr.u64"), vec![e_bits.into(), bits.into(), imm(52)]);
    let e_int = cx.fresh(RegClass::B64);
    cx.emit(op!("sub.s64"), vec![e_int.into(), e_bits.into(), imm(1023)]);
    let e = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.rn.f64.s64"), vec![e.into(), e_int.into()]);
    let e = add(cx, e, bias);
    cx.emit(op!("and.b64"), vec![bits.into(), bits.into(), imm_bits(RegClass::B64, 0x000f_ffff_ffff_ffff)]);
    cx.emit(op!("or.b64"), vec![bits.into(), bits.into(), imm_bits(RegClass::B64, 0x3ff0_0000_0000_0000)]);
    let m = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![m.into(), bits.into()]);
    let big = setp(cx, Cmp::Gt, m, c(std::f64::consts::SQRT_2));
    let m_half = mul(cx, m, c(0.5));
    set_if(cx, big, m, m_half);
    let e_up = add(cx, e, c(1.0));
    set_if(cx, big, e, e_up);
    // s = (m - 1) / (m + 1): m - 1 is exact, m + 1 a double-double.
    let f = sub(cx, m, c(1.0));
    let d = two_sum(cx, m, c(1.0));
    let s_hi = div(cx, f, d.hi);
    let neg_s = op_neg(cx, s_hi);
    let residual = fma(cx, neg_s, d.hi, f);
    let residual = fma(cx, neg_s, d.lo, residual);
    let s_lo = div(cx, residual, d.hi);
    let s = fast_two_sum(cx, s_hi, s_lo);
    let z = dd_mul(cx, s, s);
    let coefficients: Vec<f64> = (3..=16).map(|i| 1.0 / f64::from(2 * i + 1)).collect();
    let rest = poly(cx, z.hi, &coefficients);
    let mut w = dd_mul_d(cx, z, rest);
    w = dd_add_const(cx, w, DdConst::reciprocal(5.0));
    w = dd_horner_step(cx, DdConst::reciprocal(3.0), z, w);
    w = dd_horner_step(cx, DdConst { hi: 1.0, lo: 0.0 }, z, w);
    let half_log = dd_mul(cx, s, w);
    let two = cx.fresh(RegClass::F64);
    cx.mov(two, c(2.0));
    let ln_m = Dd { hi: mul(cx, half_log.hi, two), lo: mul(cx, half_log.lo, two) };
    (e, ln_m)
}

#[derive(Clone, Copy, PartialEq)]
enum Trig {
    Sin,
    Cos,
    Tan,
}

/// pi/2 in four parts (fdlibm's `pio2_1`, `pio2_2`, `pio2_3` and
/// `pio2_3t`): the first three have at most 32 significant bits, so that
/// `k` times each is exact for `k < 2^20`; together they are pi/2 to about
/// 2^-152.
const PIO2_1: f64 = f64::from_bits(0x3FF9_21FB_5440_0000);
const PIO2_2: f64 = f64::from_bits(0x3DD0_B461_1A60_0000);
const PIO2_3: f64 = f64::from_bits(0x3BA3_198A_2E00_0000);
const PIO2_4: f64 = f64::from_bits(0x397B_839A_2520_49C1);
/// pi/2 as a double-double.
const PIO2_DD: DdConst = DdConst { hi: f64::from_bits(0x3FF9_21FB_5444_2D18), lo: f64::from_bits(0x3C91_A626_3314_5C07) };
/// Below this |x| the quadrant `k` is under 2^20 and the four-part
/// reduction is used; from it up to the largest finite value, Payne-Hanek.
const CODY_WAITE_LIMIT: f64 = 1_048_576.0;

/// `x = q pi/2 + r` with `r` a double-double, |r| <= pi/4 (and a little),
/// for any finite `x`: the quadrant `q` (a `.b64`, only `q mod 4` is
/// meaningful) and `r`. Infinities and NaN give meaningless values.
///
/// Below [`CODY_WAITE_LIMIT`], `k = rint(x 2/pi)` and `x - k pi/2` with
/// pi/2 in four parts: `x - k PIO2_1` (fused) and the products with
/// `PIO2_2` and `PIO2_3` are exact, the sums of the parts are error-free
/// two-sums, and what is rounded (the sum of their errors and `k PIO2_4`'s
/// low part) is below 2^-130 absolute; the closest a double below 2^20
/// comes to a multiple of pi/2 is 2^-60.5 (45.553093477052), so `r` is
/// within about 2^-70 relative. Three parts, as before, left 2^-100
/// absolute: up to 2^-52 relative on the hard cases, an ulp or two off.
/// Above the limit, [`PAYNE_HANEK`] as a shared subroutine.
fn reduce_quarter_turns(cx: &mut Lowerer<'_>, x: Reg) -> (Reg, Dd) {
    let t = mul(cx, x, c(std::f64::consts::FRAC_2_PI));
    let k = rint(cx, t);
    let neg_k = op_neg(cx, k);
    let r1 = fma(cx, neg_k, c(PIO2_1), x);
    let p2 = mul(cx, neg_k, c(PIO2_2));
    let s2 = two_sum(cx, r1, p2);
    let p3 = mul(cx, neg_k, c(PIO2_3));
    let s3 = two_sum(cx, s2.hi, p3);
    let p4 = two_prod(cx, neg_k, c(PIO2_4));
    let s4 = two_sum(cx, s3.hi, p4.hi);
    let lo = add(cx, s2.lo, s3.lo);
    let lo = add(cx, lo, s4.lo);
    let lo = add(cx, lo, p4.lo);
    let near = fast_two_sum(cx, s4.hi, lo);
    let quadrant = cx.fresh(RegClass::B64);
    cx.emit(op!("cvt.rni.s64.f64"), vec![quadrant.into(), k.into()]);
    let r = Dd { hi: cx.fresh(RegClass::F64), lo: cx.fresh(RegClass::F64) };
    cx.mov(r.hi, near.hi);
    cx.mov(r.lo, near.lo);
    // Finite and at least the limit (NaN fails both comparisons).
    let ax = abs(cx, x);
    let far = setp(cx, Cmp::Ge, ax, c(CODY_WAITE_LIMIT));
    let finite = setp(cx, Cmp::Lt, ax, c(f64::INFINITY));
    cx.emit(op!("and.pred"), vec![far.into(), far.into(), finite.into()]);
    let done = cx.label();
    cx.branch(Some(Guard { pred: far, negated: true }), done);
    let out = cx.call_subroutine(&PAYNE_HANEK, &[x]);
    cx.mov(quadrant, out[0]);
    cx.mov(r.hi, out[1]);
    cx.mov(r.lo, out[2]);
    cx.place(done);
    (quadrant, r)
}

/// The Payne-Hanek reduction of a finite `x` with |x| >= 2^-10 (used from
/// [`CODY_WAITE_LIMIT`] up): outputs the quadrant (`.b64`) and `r` (hi, lo).
const PAYNE_HANEK: SubroutineDef = SubroutineDef {
    name: "payne_hanek",
    inputs: &[RegClass::F64],
    outputs: &[RegClass::B64, RegClass::F64, RegClass::F64],
    body: |cx, inputs| {
        let (quadrant, r) = payne_hanek(cx, inputs[0]);
        vec![quadrant, r.hi, r.lo]
    },
};

/// `|x| = m 2^(e - 1075)` with `m` the 53-bit integer significand, so `|x|
/// 2/pi = m Σ b_i 2^(e - 1075 - i)` over the bits `b_i` of 2/pi (worth
/// `2^-i`). Bits with `e - 1075 - i >= 2` add multiples of 4 (nothing to
/// the quadrant or the fraction), so the 192 bits from `i = e - 1076` on
/// suffice: `m` times them, modulo 2^192 (three 64-bit products, the top one
/// only its low half), is `|x| 2/pi mod 4` in units of 2^-190, short by
/// less than `m 2^-190 < 2^-137` for the bits left out. The top two bits are
/// the quadrant, the other 190 the fraction `f`; from `f >= 1/2` on, the
/// quadrant goes up by one and `f` becomes `1 - f` (the complement of the
/// bits, off by 2^-190) and counts negative. `f` is normalized (a word
/// shift if its top word is zero, then the leading zeros of that word, found
/// from the exponent of its conversion toward zero, shifted out); its top
/// 53 bits and the next 64 (rounded to 53) are an exact double and a double
/// within 2^-105 relative. `f` is at least 2^-62 for every double (the
/// closest approach to a multiple of pi/2 is 2^-60.9, at 6381956970095103
/// 2^797), so `r = f pi/2`, a double-double product, is within about 2^-75
/// relative. A negative `x` negates `q` and `r`.
fn payne_hanek(cx: &mut Lowerer<'_>, x: Reg) -> (Reg, Dd) {
    let b64 = |cx: &mut Lowerer<'_>| cx.fresh(RegClass::B64);
    let bits = b64(cx);
    cx.emit(op!("mov.b64"), vec![bits.into(), x.into()]);
    let exponent = b64(cx);
    cx.emit(op!("shr.u64"), vec![exponent.into(), bits.into(), imm(52)]);
    cx.emit(op!("and.b64"), vec![exponent.into(), exponent.into(), imm(0x7ff)]);
    let m = b64(cx);
    cx.emit(op!("and.b64"), vec![m.into(), bits.into(), imm_bits(RegClass::B64, 0x000f_ffff_ffff_ffff)]);
    cx.emit(op!("or.b64"), vec![m.into(), m.into(), imm_bits(RegClass::B64, 0x0010_0000_0000_0000)]);
    // The window starts at bit `e - 1076` of 2/pi: bit `e - 1013` of the table.
    let first = b64(cx);
    cx.emit(op!("sub.s64"), vec![first.into(), exponent.into(), imm(TWO_OVER_PI_WINDOW_BIAS as u64)]);
    let word = b64(cx);
    cx.emit(op!("shr.u64"), vec![word.into(), first.into(), imm(6)]);
    cx.emit(op!("shl.b64"), vec![word.into(), word.into(), imm(3)]);
    let table = cx.add_const_array(".b64", 8, TWO_OVER_PI_BITS.to_vec());
    let address = b64(cx);
    cx.emit(op!("mov.u64"), vec![address.into(), Operand::Sym(table)]);
    cx.emit(op!("add.s64"), vec![address.into(), address.into(), word.into()]);
    let shift = cx.fresh(RegClass::B32);
    cx.emit(op!("cvt.u32.u64"), vec![shift.into(), first.into()]);
    cx.emit(op!("and.b32"), vec![shift.into(), shift.into(), imm(63)]);
    let words: Vec<Reg> = (0..4)
        .map(|i| {
            let w = b64(cx);
            cx.emit(op!("ld.const.b64"), vec![w.into(), Operand::Addr(address, 8 * i)]);
            w
        })
        .collect();
    // The window's three words (a shift by 64 gives 0, as a shift of 0 needs).
    let window: Vec<Reg> = (0..3).map(|i| shift_left_pair(cx, words[i], words[i + 1], shift)).collect();
    // m * window mod 2^192 as (top, middle, low).
    let low = b64(cx);
    cx.emit(op!("mul.lo.u64"), vec![low.into(), m.into(), window[2].into()]);
    let carry_in = b64(cx);
    cx.emit(op!("mul.hi.u64"), vec![carry_in.into(), m.into(), window[2].into()]);
    let middle_part = b64(cx);
    cx.emit(op!("mul.lo.u64"), vec![middle_part.into(), m.into(), window[1].into()]);
    let middle = b64(cx);
    cx.emit(op!("add.u64"), vec![middle.into(), carry_in.into(), middle_part.into()]);
    let wrapped = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.lt.u64"), vec![wrapped.into(), middle.into(), middle_part.into()]);
    let top = b64(cx);
    cx.emit(op!("mul.hi.u64"), vec![top.into(), m.into(), window[1].into()]);
    cx.emit(op!("mad.lo.u64"), vec![top.into(), m.into(), window[0].into(), top.into()]);
    let carry = b64(cx);
    cx.emit(op!("selp.u64"), vec![carry.into(), imm(1), imm(0), wrapped.into()]);
    cx.emit(op!("add.u64"), vec![top.into(), top.into(), carry.into()]);
    // The quadrant, and the fraction's half bit.
    let quadrant = b64(cx);
    cx.emit(op!("shr.u64"), vec![quadrant.into(), top.into(), imm(62)]);
    let half = b64(cx);
    cx.emit(op!("shr.u64"), vec![half.into(), top.into(), imm(61)]);
    cx.emit(op!("and.b64"), vec![half.into(), half.into(), imm(1)]);
    cx.emit(op!("add.u64"), vec![quadrant.into(), quadrant.into(), half.into()]);
    let upper_half = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne.u64"), vec![upper_half.into(), half.into(), imm(0)]);
    // The fraction (190 bits), complemented in the upper half.
    const LOW_62: u64 = (1 << 62) - 1;
    let (top_mask, word_mask) = (b64(cx), b64(cx));
    cx.emit(op!("selp.b64"), vec![top_mask.into(), imm_bits(RegClass::B64, LOW_62), imm(0), upper_half.into()]);
    cx.emit(op!("selp.b64"), vec![word_mask.into(), imm_bits(RegClass::B64, u64::MAX), imm(0), upper_half.into()]);
    let (a, b, c_word) = (b64(cx), b64(cx), b64(cx));
    cx.emit(op!("and.b64"), vec![a.into(), top.into(), imm_bits(RegClass::B64, LOW_62)]);
    cx.emit(op!("xor.b64"), vec![a.into(), a.into(), top_mask.into()]);
    cx.emit(op!("xor.b64"), vec![b.into(), middle.into(), word_mask.into()]);
    cx.emit(op!("xor.b64"), vec![c_word.into(), low.into(), word_mask.into()]);
    // Normalize: a word shift if the top word is zero...
    let empty = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.eq.u64"), vec![empty.into(), a.into(), imm(0)]);
    cx.emit(op!("selp.b64"), vec![a.into(), b.into(), a.into(), empty.into()]);
    cx.emit(op!("selp.b64"), vec![b.into(), c_word.into(), b.into(), empty.into()]);
    cx.emit(op!("selp.b64"), vec![c_word.into(), imm(0), c_word.into(), empty.into()]);
    let shifted = cx.fresh(RegClass::B32);
    cx.emit(op!("selp.u32"), vec![shifted.into(), imm(64), imm(0), empty.into()]);
    // ... then its leading zeros: 1086 minus the biased exponent of `a`
    // converted toward zero (which never rounds up to the next power of two).
    let a_float = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.rz.f64.u64"), vec![a_float.into(), a.into()]);
    let a_bits = b64(cx);
    cx.emit(op!("mov.b64"), vec![a_bits.into(), a_float.into()]);
    cx.emit(op!("shr.u64"), vec![a_bits.into(), a_bits.into(), imm(52)]);
    let leading = cx.fresh(RegClass::B32);
    cx.emit(op!("cvt.u32.u64"), vec![leading.into(), a_bits.into()]);
    cx.emit(op!("sub.u32"), vec![leading.into(), imm(1086), leading.into()]);
    let a = shift_left_pair(cx, a, b, leading);
    let b = shift_left_pair(cx, b, c_word, leading);
    cx.emit(op!("add.u32"), vec![shifted.into(), shifted.into(), leading.into()]);
    // f = (a 2^128 + b 2^64 + ...) 2^-(190 + shifted): the top 53 bits of
    // `a`, and its other 11 with the top 53 of `b`.
    let head = b64(cx);
    cx.emit(op!("shr.u64"), vec![head.into(), a.into(), imm(11)]);
    let tail = b64(cx);
    cx.emit(op!("and.b64"), vec![tail.into(), a.into(), imm(0x7ff)]);
    cx.emit(op!("shl.b64"), vec![tail.into(), tail.into(), imm(53)]);
    let b_top = b64(cx);
    cx.emit(op!("shr.u64"), vec![b_top.into(), b.into(), imm(11)]);
    cx.emit(op!("or.b64"), vec![tail.into(), tail.into(), b_top.into()]);
    // 2^(-51 - shifted), built from its exponent field.
    let scale_bits = b64(cx);
    cx.emit(op!("cvt.u64.u32"), vec![scale_bits.into(), shifted.into()]);
    cx.emit(op!("sub.s64"), vec![scale_bits.into(), imm(1023 - 51), scale_bits.into()]);
    cx.emit(op!("shl.b64"), vec![scale_bits.into(), scale_bits.into(), imm(52)]);
    let scale = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![scale.into(), scale_bits.into()]);
    let (head_f, tail_f) = (cx.fresh(RegClass::F64), cx.fresh(RegClass::F64));
    cx.emit(op!("cvt.rn.f64.u64"), vec![head_f.into(), head.into()]);
    cx.emit(op!("cvt.rn.f64.u64"), vec![tail_f.into(), tail.into()]);
    let hi = mul(cx, head_f, scale);
    let lo = mul(cx, tail_f, scale);
    let lo = mul(cx, lo, c(2f64.powi(-64)));
    let f = fast_two_sum(cx, hi, lo);
    let r = dd_mul_const(cx, f, PIO2_DD);
    // The sign: negative in the upper half, and again for a negative x.
    let negative = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.lt.s64"), vec![negative.into(), bits.into(), imm(0)]);
    let flip = cx.fresh(RegClass::Pred);
    cx.emit(op!("xor.pred"), vec![flip.into(), upper_half.into(), negative.into()]);
    let minus_r = dd_neg(cx, r);
    set_if(cx, flip, r.hi, minus_r.hi);
    set_if(cx, flip, r.lo, minus_r.lo);
    let minus_quadrant = b64(cx);
    cx.emit(op!("neg.s64"), vec![minus_quadrant.into(), quadrant.into()]);
    cx.emit_guarded(Some(Guard { pred: negative, negated: false }), op!("mov.b64"), vec![quadrant.into(), minus_quadrant.into()]);
    (quadrant, r)
}

/// The high word of `(high 2^64 + low) << shift` for `shift` in 0..=63 (PTX
/// clamps the right shift by `64 - shift` to 64, which gives 0).
fn shift_left_pair(cx: &mut Lowerer<'_>, high: Reg, low: Reg, shift: Reg) -> Reg {
    let back = cx.fresh(RegClass::B32);
    cx.emit(op!("sub.u32"), vec![back.into(), imm(64), shift.into()]);
    let (up, down) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
    cx.emit(op!("shl.b64"), vec![up.into(), high.into(), shift.into()]);
    cx.emit(op!("shr.u64"), vec![down.into(), low.into(), back.into()]);
    cx.emit(op!("or.b64"), vec![up.into(), up.into(), down.into()]);
    up
}

/// sin, cos or tan: `x = q pi/2 + r` ([`reduce_quarter_turns`]), sin r and
/// cos r as double-doubles (the leading terms exact, the rest of the series
/// rounded in double), chosen and signed by `q mod 4`, rounded once.
fn sin_cos(cx: &mut Lowerer<'_>, x: Reg, which: Trig) -> Reg {
    let (quadrant, r) = reduce_quarter_turns(cx, x);
    let sine_rest: Vec<f64> = factorial_series(3, 25, 2, true).into_iter().map(|v| -v).collect();
    let sin_dd = odd_series_dd(cx, r, &sine_rest);
    // cos r = 1 - r^2/2 + r^4 C(r^2): r_hi^2/2 exact, the cross term r_hi r_lo, the rest in double.
    let r2 = two_prod(cx, r.hi, r.hi);
    let half_hi = mul(cx, r2.hi, c(0.5));
    let half_lo = mul(cx, r2.lo, c(0.5));
    let minus_half = op_neg(cx, half_hi);
    let one_minus = two_sum(cx, c(1.0), minus_half);
    let cross = mul(cx, r.hi, r.lo);
    let cosine_rest = poly(cx, r2.hi, &factorial_series(4, 26, 2, true));
    let r4 = mul(cx, r2.hi, r2.hi);
    let tail = mul(cx, r4, cosine_rest);
    let tail = sub(cx, tail, cross);
    let tail = sub(cx, tail, half_lo);
    let lo = add(cx, one_minus.lo, tail);
    let cos_dd = fast_two_sum(cx, one_minus.hi, lo);
    let (sin_r, cos_r) = (sin_dd.hi, cos_dd.hi);
    let q = cx.fresh(RegClass::B64);
    cx.emit(op!("and.b64"), vec![q.into(), quadrant.into(), imm(3)]);
    let odd_bits = cx.fresh(RegClass::B64);
    cx.emit(op!("and.b64"), vec![odd_bits.into(), q.into(), imm(1)]);
    let odd = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne.b64"), vec![odd.into(), odd_bits.into(), imm(0)]);
    let d = match which {
        Trig::Tan => {
            // tan = sin r / cos r, or -cos r / sin r in odd quadrants.
            let direct = dd_div(cx, sin_dd, cos_dd).hi;
            let other = dd_div(cx, cos_dd, sin_dd).hi;
            let other = op_neg(cx, other);
            let d = cx.fresh(RegClass::F64);
            cx.emit(op!("selp.f64"), vec![d.into(), other.into(), direct.into(), odd.into()]);
            d
        }
        _ => {
            // sin: q = 0 sin, 1 cos, 2 -sin, 3 -cos; cos is sin shifted by one quadrant.
            if which == Trig::Cos {
                cx.emit(op!("add.s64"), vec![q.into(), q.into(), imm(1)]);
                cx.emit(op!("and.b64"), vec![odd_bits.into(), q.into(), imm(1)]);
                cx.emit(op!("setp.ne.b64"), vec![odd.into(), odd_bits.into(), imm(0)]);
            }
            let base = cx.fresh(RegClass::F64);
            cx.emit(op!("selp.f64"), vec![base.into(), cos_r.into(), sin_r.into(), odd.into()]);
            let negate_bits = cx.fresh(RegClass::B64);
            cx.emit(op!("and.b64"), vec![negate_bits.into(), q.into(), imm(2)]);
            let negate = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.ne.b64"), vec![negate.into(), negate_bits.into(), imm(0)]);
            let negated = op_neg(cx, base);
            set_if(cx, negate, base, negated);
            base
        }
    };
    if which != Trig::Cos {
        // sin and tan of a zero are that zero (the reduction's fma would
        // turn -0 into +0).
        let zero = setp(cx, Cmp::Eq, x, c(0.0));
        set_if(cx, zero, d, x);
    }
    // Infinities and NaN give NaN.
    let ax = abs(cx, x);
    let bad = setp(cx, Cmp::Equ, ax, c(f64::INFINITY));
    set_if(cx, bad, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    d
}

/// sinh, cosh, tanh, in double-double before one rounding. With
/// `h = e^|x| / 2`: cosh = h + 1/(4h); sinh = h - 1/(4h) for |x| >= 1/2 and
/// its Taylor series below; tanh = sinh/cosh for |x| < 1/2 and
/// `1 - 2/(e^(2|x|) + 1)` above, 1 from |x| > 22.
fn hyperbolic(cx: &mut Lowerer<'_>, x: Reg, which: Trig) -> Reg {
    let ax = abs(cx, x);
    let zero = cx.fresh(RegClass::F64);
    cx.mov(zero, c(0.0));
    let half = cx.fresh(RegClass::F64);
    cx.mov(half, c(-1.0));
    // e^|x| / 2, overflowing only where it exceeds the largest f64.
    let h = exp_dd_pair(cx, Dd { hi: ax, lo: zero }, Some(half));
    let quarter = dd_of(cx, 0.25);
    let q = dd_div(cx, quarter, h);
    let cosh_dd = dd_add(cx, h, q);
    let cosh = cx.fresh(RegClass::F64);
    cx.mov(cosh, cosh_dd.hi);
    exp_specials(cx, cosh, ax, 710.475_860_073_943_9, -1.0);
    if which == Trig::Cos {
        return cosh;
    }
    let x_dd = Dd { hi: x, lo: zero };
    let sinh_small = odd_series_dd(cx, x_dd, &factorial_series(3, 19, 2, false));
    let small = setp(cx, Cmp::Lt, ax, c(0.5));
    let d = cx.fresh(RegClass::F64);
    if which == Trig::Sin {
        let minus_q = dd_neg(cx, q);
        let big = dd_add(cx, h, minus_q);
        let big = big.hi;
        exp_specials(cx, big, ax, 710.475_860_073_943_9, -1.0);
        let signed = copysign(cx, big, x);
        cx.emit(op!("selp.f64"), vec![d.into(), sinh_small.hi.into(), signed.into(), small.into()]);
        keep_zero(cx, d, x);
        // NaN: the small branch is skipped by the comparison; keep NaN.
        let nan = setp(cx, Cmp::Nan, x, x);
        set_if(cx, nan, d, imm_bits(RegClass::F64, CANONICAL_NAN));
        return d;
    }
    let tanh_small = dd_div(cx, sinh_small, cosh_dd);
    let two_ax = add(cx, ax, ax);
    let e2 = exp_dd_pair(cx, Dd { hi: two_ax, lo: zero }, None);
    let e2p1 = dd_add_const(cx, e2, DdConst { hi: 1.0, lo: 0.0 });
    let two = dd_of(cx, 2.0);
    let q = dd_div(cx, two, e2p1);
    let minus_q = dd_neg(cx, q);
    let big = dd_add_const(cx, minus_q, DdConst { hi: 1.0, lo: 0.0 });
    let big = big.hi;
    let huge = setp(cx, Cmp::Gt, ax, c(22.0));
    set_if(cx, huge, big, c(1.0));
    let signed = copysign(cx, big, x);
    cx.emit(op!("selp.f64"), vec![d.into(), tanh_small.hi.into(), signed.into(), small.into()]);
    keep_zero(cx, d, x);
    let nan = setp(cx, Cmp::Nan, x, x);
    set_if(cx, nan, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    d
}

/// `d = x` where `x` is a zero (odd functions keep the sign of -0, which a
/// double-double sum loses).
fn keep_zero(cx: &mut Lowerer<'_>, d: Reg, x: Reg) {
    let zero = setp(cx, Cmp::Eq, x, c(0.0));
    set_if(cx, zero, d, x);
}

/// |m| with the sign of `s`.
fn copysign(cx: &mut Lowerer<'_>, m: Reg, s: Reg) -> Reg {
    let (mb, sb) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
    cx.emit(op!("mov.b64"), vec![mb.into(), m.into()]);
    cx.emit(op!("mov.b64"), vec![sb.into(), s.into()]);
    cx.emit(op!("and.b64"), vec![mb.into(), mb.into(), imm_bits(RegClass::B64, 0x7fff_ffff_ffff_ffff)]);
    cx.emit(op!("and.b64"), vec![sb.into(), sb.into(), imm_bits(RegClass::B64, 0x8000_0000_0000_0000)]);
    cx.emit(op!("or.b64"), vec![mb.into(), mb.into(), sb.into()]);
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![d.into(), mb.into()]);
    d
}

/// x^y = e^(y ln|x|), with C's special cases: y = 0 or x = 1 give 1; |x| = 1
/// with infinite y gives 1; a negative base (-0 and -inf included) keeps
/// its sign for an odd integer y; a finite negative x needs an integer y,
/// else NaN; NaN otherwise propagates.
fn pow(cx: &mut Lowerer<'_>, x: Reg, y: Reg) -> Reg {
    let ax = abs(cx, x);
    // y ln|x| as a double-double (see `log_parts` and `exp_dd` for the error).
    let (e, ln_m) = log_parts(cx, ax);
    let l = ln_dd(cx, e, ln_m);
    let t = dd_mul_d(cx, l, y);
    let d = exp_dd(cx, t, None);
    // Out of range (an infinite y included, where the double-double is NaN).
    let product = mul(cx, y, l.hi);
    exp_specials(cx, d, product, 709.782_712_893_384, -745.133_219_101_941_1);
    // |x| = 0 or infinite: y ln|x| is an infinity or NaN (0 * inf).
    let zero_base = setp(cx, Cmp::Eq, ax, c(0.0));
    let inf_base = setp(cx, Cmp::Eq, ax, c(f64::INFINITY));
    let y_positive = setp(cx, Cmp::Gt, y, c(0.0));
    let to_inf = cx.fresh(RegClass::Pred);
    let to_zero = cx.fresh(RegClass::Pred);
    // 0^y: inf for y < 0, 0 for y > 0; inf^y: inf for y > 0, 0 for y < 0.
    cx.emit(op!("xor.pred"), vec![to_inf.into(), zero_base.into(), y_positive.into()]);
    cx.emit(op!("or.pred"), vec![to_zero.into(), zero_base.into(), inf_base.into()]);
    cx.emit(op!("and.pred"), vec![to_inf.into(), to_inf.into(), to_zero.into()]);
    set_if(cx, to_zero, d, c(0.0));
    set_if(cx, to_inf, d, c(f64::INFINITY));
    // A negative base.
    let yr = rint(cx, y);
    let integer = setp(cx, Cmp::Eq, yr, y);
    let half = mul(cx, y, c(0.5));
    let half_r = rint(cx, half);
    let odd = setp(cx, Cmp::Ne, half_r, half);
    // The sign bit, so that -0 and -inf count as negative bases too.
    let bits = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.b64"), vec![bits.into(), x.into()]);
    let negative = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.lt.s64"), vec![negative.into(), bits.into(), imm(0)]);
    let p = cx.fresh(RegClass::Pred);
    cx.emit(op!("and.pred"), vec![p.into(), negative.into(), odd.into()]);
    cx.emit(op!("and.pred"), vec![p.into(), p.into(), integer.into()]);
    let flipped = op_neg(cx, d);
    set_if(cx, p, d, flipped);
    // Only a finite negative base needs an integer exponent (-inf and -0
    // give an infinity or a zero).
    let finite_negative = setp(cx, Cmp::Lt, x, c(0.0));
    let above_neg_inf = setp(cx, Cmp::Gt, x, c(f64::NEG_INFINITY));
    cx.emit(op!("and.pred"), vec![finite_negative.into(), finite_negative.into(), above_neg_inf.into()]);
    let not_integer = cx.fresh(RegClass::Pred);
    cx.emit(op!("not.pred"), vec![not_integer.into(), integer.into()]);
    cx.emit(op!("and.pred"), vec![not_integer.into(), not_integer.into(), finite_negative.into()]);
    set_if(cx, not_integer, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    let nan = setp(cx, Cmp::Nan, x, y);
    set_if(cx, nan, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    let unit = setp(cx, Cmp::Eq, ax, c(1.0));
    let ay = abs(cx, y);
    let y_inf = setp(cx, Cmp::Eq, ay, c(f64::INFINITY));
    cx.emit(op!("and.pred"), vec![unit.into(), unit.into(), y_inf.into()]);
    set_if(cx, unit, d, c(1.0));
    let one = setp(cx, Cmp::Eq, x, c(1.0));
    set_if(cx, one, d, c(1.0));
    let zero = setp(cx, Cmp::Eq, y, c(0.0));
    set_if(cx, zero, d, c(1.0));
    d
}

/// atan(k / 8) for k in 0..=8, as double-doubles (mpmath at 300 bits,
/// rounded: hi to nearest, lo the rest to nearest).
const ATAN_EIGHTHS: [DdConst; 9] = [
    DdConst { hi: 0.0, lo: 0.0 },
    DdConst { hi: f64::from_bits(0x3FBF_D5BA_9AAC_2F6E), lo: f64::from_bits(0xBC4C_D376_8676_0C17) },
    DdConst { hi: f64::from_bits(0x3FCF_5B75_F92C_80DD), lo: f64::from_bits(0x3C68_AB6E_3CF7_AFBD) },
    DdConst { hi: f64::from_bits(0x3FD6_F619_41E4_DEF1), lo: f64::from_bits(0xBC7C_63AA_E6F6_E918) },
    DdConst { hi: f64::from_bits(0x3FDD_AC67_0561_BB4F), lo: f64::from_bits(0x3C7A_2B7F_222F_65E2) },
    DdConst { hi: f64::from_bits(0x3FE1_E00B_ABDE_FEB4), lo: f64::from_bits(0xBC59_28DF_287A_668F) },
    DdConst { hi: f64::from_bits(0x3FE4_978F_A326_9EE1), lo: f64::from_bits(0x3C72_419A_87F2_A458) },
    DdConst { hi: f64::from_bits(0x3FE7_00A7_C578_4634), lo: f64::from_bits(0xBC78_C34D_25AA_DEF6) },
    DdConst { hi: f64::from_bits(0x3FE9_21FB_5444_2D18), lo: f64::from_bits(0x3C81_A626_3314_5C07) },
];
/// pi and pi/2 as double-doubles; 3pi/4 and pi/4 rounded to f64.
const PI_DD: DdConst = DdConst { hi: f64::from_bits(0x4009_21FB_5444_2D18), lo: f64::from_bits(0x3CA1_A626_3314_5C07) };
const HALF_PI_DD: DdConst = DdConst { hi: f64::from_bits(0x3FF9_21FB_5444_2D18), lo: f64::from_bits(0x3C91_A626_3314_5C07) };
const THREE_QUARTER_PI: f64 = f64::from_bits(0x4002_D97C_7F33_21D2);
const QUARTER_PI: f64 = f64::from_bits(0x3FE9_21FB_5444_2D18);

/// `d = if p { a } else { b }` for f64 registers.
fn select(cx: &mut Lowerer<'_>, p: Reg, a: Reg, b: Reg) -> Reg {
    let d = cx.fresh(RegClass::F64);
    cx.emit(op!("selp.f64"), vec![d.into(), a.into(), b.into(), p.into()]);
    d
}

/// atan2(y, x), the angle of the point (x, y), with C's special cases: a
/// NaN gives NaN; the sign of a zero y picks the sign of the result, that of
/// a zero x (-0 counts as negative) picks 0 or pi; infinities give the
/// multiples of pi/4 (see the module doc for the evaluation).
fn atan2(cx: &mut Lowerer<'_>, y: Reg, x: Reg) -> Reg {
    let (ay, ax) = (abs(cx, y), abs(cx, x));
    let swap = setp(cx, Cmp::Gt, ay, ax);
    let num = op2(cx, op!("min.f64"), ay, ax);
    let den = op2(cx, op!("max.f64"), ay, ax);
    // A zero or infinite denominator: the quotient is 0 (both infinite and
    // NaN are put right at the end).
    let zero = setp(cx, Cmp::Eq, den, c(0.0));
    let inf = setp(cx, Cmp::Eq, den, c(f64::INFINITY));
    let degenerate = cx.fresh(RegClass::Pred);
    cx.emit(op!("or.pred"), vec![degenerate.into(), zero.into(), inf.into()]);
    let (one, nothing) = (dd_of(cx, 1.0), dd_of(cx, 0.0));
    let num = select(cx, degenerate, nothing.hi, num);
    let den = select(cx, degenerate, one.hi, den);
    let t = dd_div(cx, Dd { hi: num, lo: nothing.lo }, Dd { hi: den, lo: nothing.lo });
    // c = k / 8 nearest t; u = (t - c) / (1 + t c), |u| <= 1/16.
    let eighths = mul(cx, t.hi, c(8.0));
    let k = rint(cx, eighths);
    let cc = mul(cx, k, c(0.125));
    let minus_c = op_neg(cx, cc);
    let above = dd_add(cx, t, Dd { hi: minus_c, lo: nothing.lo });
    let tc = dd_mul_d(cx, t, cc);
    let below = dd_add_const(cx, tc, DdConst { hi: 1.0, lo: 0.0 });
    let u = dd_div(cx, above, below);
    // atan u = u - u^3/3 + u^5/5 - ... (to u^21: the rest is below 2^-92 u).
    let series: Vec<f64> = (1..=10).map(|i| if i % 2 == 1 { -1.0 } else { 1.0 } / f64::from(2 * i + 1)).collect();
    let r = odd_series_dd(cx, u, &series);
    // + atan c, from the table.
    let (base_hi, base_lo) = (cx.fresh(RegClass::F64), cx.fresh(RegClass::F64));
    cx.mov(base_hi, c(0.0));
    cx.mov(base_lo, c(0.0));
    for (i, entry) in ATAN_EIGHTHS.iter().enumerate().skip(1) {
        let here = setp(cx, Cmp::Eq, k, c(i as f64));
        set_if(cx, here, base_hi, c(entry.hi));
        set_if(cx, here, base_lo, c(entry.lo));
    }
    let angle = dd_add(cx, Dd { hi: base_hi, lo: base_lo }, r);
    // |y| > |x|: pi/2 - angle; then x negative: pi - angle.
    let flipped = dd_neg(cx, angle);
    let complement = dd_add_const(cx, flipped, HALF_PI_DD);
    let angle = Dd { hi: select(cx, swap, complement.hi, angle.hi), lo: select(cx, swap, complement.lo, angle.lo) };
    let bits = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.b64"), vec![bits.into(), x.into()]);
    let negative_x = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.lt.s64"), vec![negative_x.into(), bits.into(), imm(0)]);
    let flipped = dd_neg(cx, angle);
    let supplement = dd_add_const(cx, flipped, PI_DD);
    let hi = select(cx, negative_x, supplement.hi, angle.hi);
    let lo = select(cx, negative_x, supplement.lo, angle.lo);
    let m = add(cx, hi, lo);
    // Both infinite: pi/4, or 3pi/4 for x = -inf.
    let both_inf = setp(cx, Cmp::Eq, ay, c(f64::INFINITY));
    let x_inf = setp(cx, Cmp::Eq, ax, c(f64::INFINITY));
    cx.emit(op!("and.pred"), vec![both_inf.into(), both_inf.into(), x_inf.into()]);
    let corner = cx.fresh(RegClass::F64);
    cx.emit(op!("selp.f64"), vec![corner.into(), c(THREE_QUARTER_PI), c(QUARTER_PI), negative_x.into()]);
    set_if(cx, both_inf, m, corner);
    let d = copysign(cx, m, y);
    let nan = setp(cx, Cmp::Nan, x, y);
    set_if(cx, nan, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    d
}

/// C's fmod (see the module doc).
fn remf(cx: &mut Lowerer<'_>, x: Reg, y: Reg) -> Reg {
    let ax = abs(cx, x);
    let ay = abs(cx, y);
    let r = cx.fresh(RegClass::F64);
    cx.mov(r, ax);
    let t = cx.fresh(RegClass::F64);
    cx.mov(t, ay);
    let steps = cx.fresh(RegClass::B32);
    cx.mov(steps, imm(1));
    // Nothing to divide when |x| < |y|, y is 0, or anything is NaN or infinite.
    let finite = setp(cx, Cmp::Lt, ax, c(f64::INFINITY));
    let nonzero = setp(cx, Cmp::Gt, ay, c(0.0));
    let go = cx.fresh(RegClass::Pred);
    cx.emit(op!("and.pred"), vec![go.into(), finite.into(), nonzero.into()]);
    let done = cx.label();
    cx.branch(Some(Guard { pred: go, negated: true }), done);
    // t = |y| 2^k with t <= |x| < 2t.
    let grow = cx.label();
    let divide = cx.label();
    cx.place(grow);
    let twice = add(cx, t, t);
    let fits = setp(cx, Cmp::Le, twice, ax);
    cx.branch(Some(Guard { pred: fits, negated: true }), divide);
    cx.mov(t, twice);
    cx.emit(op!("add.u32"), vec![steps.into(), steps.into(), imm(1)]);
    cx.branch(None, grow);
    cx.place(divide);
    let again = cx.label();
    cx.place(again);
    let ge = setp(cx, Cmp::Ge, r, t);
    let less = sub(cx, r, t);
    set_if(cx, ge, r, less);
    let halved = mul(cx, t, c(0.5));
    cx.mov(t, halved);
    cx.emit(op!("sub.u32"), vec![steps.into(), steps.into(), imm(1)]);
    let more = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne.u32"), vec![more.into(), steps.into(), imm(0)]);
    cx.branch(Some(Guard { pred: more, negated: false }), again);
    cx.place(done);
    let d = copysign(cx, r, x);
    // x infinite, y zero, or a NaN: NaN. (y infinite keeps x, as above.)
    let bad_x = setp(cx, Cmp::Equ, ax, c(f64::INFINITY));
    set_if(cx, bad_x, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    let bad_y = setp(cx, Cmp::Equ, ay, c(0.0));
    set_if(cx, bad_y, d, imm_bits(RegClass::F64, CANONICAL_NAN));
    d
}

