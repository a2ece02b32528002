//! Element-wise ops: integer and float arithmetic, comparisons, select and
//! conversions. Every element is computed in the thread that holds it, so
//! these ops move no data.
//!
//! Representation rules: i8 lives in a 16-bit register, sign-extended (every
//! op that makes an i8 re-extends its result; unsigned i8 ops zero-extend
//! their operands first). f16 and bf16 live in 16-bit registers; where PTX
//! lacks a single correctly rounded instruction, the operation is done in
//! f32 and rounded once to the result type, which is exact for products and,
//! with round-to-nearest, for sums, quotients and square roots (f32 has more
//! than twice the precision plus two bits).

use crate::ptx::isa::{op, Cmp, Flag, IntKind, IntRound, Mnemonic, Modifier, Opcode, Round, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::{ComparisonOrdering, ComparisonPredicate, RoundingMode, Signedness};
use tilesmith_dialect::generated::ops::conversion::{ExtiOp, FtofOp, FtoiOp, ItofOp};
use tilesmith_dialect::generated::ops::float::{AddfOp, CmpfOp, DivfOp, FmaOp, MaxfOp, MinfOp, MulfOp, SqrtOp, SubfOp};
use tilesmith_dialect::generated::ops::integer::{CmpiOp, DiviOp, MaxiOp, MiniOp, RemiOp, ShriOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::{imm, imm_bits, int_type, Lowered, Lowerer, TileRegs};
use super::super::{Feature, LowerError};
use crate::shared::value::Elem;

type Result<T> = std::result::Result<T, LowerError>;

/// Lowers `op` if it is an element-wise op; `Ok(false)` if it is not one.
pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Addi | OpKind::Subi | OpKind::Muli | OpKind::Andi | OpKind::Ori | OpKind::Xori | OpKind::Shli | OpKind::Shri | OpKind::Divi | OpKind::Remi | OpKind::Maxi | OpKind::Mini | OpKind::Mulhii => int_binary(cx, op, kind)?,
        OpKind::Negi | OpKind::Absi => int_unary(cx, op, kind)?,
        OpKind::Cmpi => cmpi(cx, op)?,
        OpKind::Addf | OpKind::Subf | OpKind::Mulf | OpKind::Divf => float_binary(cx, op, kind)?,
        OpKind::Fma => fma(cx, op)?,
        OpKind::Sqrt => sqrt(cx, op)?,
        OpKind::Negf | OpKind::Absf => float_sign(cx, op, kind)?,
        OpKind::Maxf | OpKind::Minf => float_minmax(cx, op, kind)?,
        OpKind::Floor | OpKind::Ceil => float_round_integral(cx, op, kind)?,
        OpKind::Cmpf => cmpf(cx, op)?,
        OpKind::Select => select(cx, op)?,
        OpKind::Exti | OpKind::Trunci => int_resize(cx, op, kind)?,
        OpKind::Itof => itof(cx, op)?,
        OpKind::Ftoi => ftoi(cx, op)?,
        OpKind::Ftof => ftof(cx, op)?,
        OpKind::Bitcast | OpKind::PtrToInt | OpKind::IntToPtr | OpKind::PtrToPtr => bitcast(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Makes result 0 of `op` slot by slot: `f(cx, dst, operand slots)`.
fn map(cx: &mut Lowerer<'_>, op: OpId, operands: &[usize], mut f: impl FnMut(&mut Lowerer<'_>, Reg, &[Reg]) -> Result<()>) -> Result<()> {
    let inputs: Vec<TileRegs> = operands.iter().map(|&i| cx.operand(op, i)).collect::<Result<_>>()?;
    let result = cx.fresh_result(op, 0)?;
    let mut regs = Vec::with_capacity(inputs.len());
    for (s, &dst) in result.slots.iter().enumerate() {
        regs.clear();
        regs.extend(inputs.iter().map(|t| t.slot(s)));
        f(cx, dst, &regs)?;
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

fn scalar_of(cx: &Lowerer<'_>, op: OpId, index: usize) -> Result<Scalar> {
    let t = cx.operand(op, index)?;
    t.elem.scalar().ok_or_else(|| cx.internal(op, "expected a scalar element type"))
}

fn result_scalar(cx: &Lowerer<'_>, op: OpId) -> Result<Scalar> {
    cx.result_shape(op, 0)?.0.scalar().ok_or_else(|| cx.internal(op, "expected a scalar result"))
}

/// Re-extends an i8 result held in a 16-bit register.
fn canonical_i8(cx: &mut Lowerer<'_>, s: Scalar, r: Reg) {
    if s == Scalar::I8 {
        cx.emit(op!("cvt.s16.s8"), vec![r.into(), r.into()]);
    }
}

/// The operand as an unsigned value of its width (zero-extends an i8).
fn unsigned_view(cx: &mut Lowerer<'_>, s: Scalar, r: Reg) -> Reg {
    if s != Scalar::I8 {
        return r;
    }
    let t = cx.fresh(RegClass::B16);
    cx.emit(op!("and.b16"), vec![t.into(), r.into(), imm(0xff)]);
    t
}

fn is_signed(signedness: Option<Signedness>) -> bool {
    signedness != Some(Signedness::Unsigned)
}

// ---- integers ----

fn int_binary(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    if s == Scalar::I1 {
        let opcode = match kind {
            OpKind::Andi | OpKind::Muli => op!("and.pred"),
            OpKind::Ori => op!("or.pred"),
            OpKind::Xori | OpKind::Addi | OpKind::Subi => op!("xor.pred"),
            _ => return Err(cx.cannot(op, "on i1 tiles")),
        };
        return map(cx, op, &[0, 1], |cx, d, a| {
            cx.emit(opcode, vec![d.into(), a[0].into(), a[1].into()]);
            Ok(())
        });
    }
    let class = super::reg_class(Elem::Scalar(s)).ok_or_else(|| cx.cannot(op, format!("on {} tiles", s.name())))?;
    let signed = match kind {
        OpKind::Divi => is_signed(DiviOp(op).signedness(cx.ir)),
        OpKind::Remi => is_signed(RemiOp(op).signedness(cx.ir)),
        OpKind::Maxi => is_signed(MaxiOp(op).signedness(cx.ir)),
        OpKind::Mini => is_signed(MiniOp(op).signedness(cx.ir)),
        OpKind::Shri => is_signed(ShriOp(op).signedness(cx.ir)),
        OpKind::Mulhii => false,
        _ => true,
    };
    let division_rounding = DiviOp(op).rounding(cx.ir);
    if kind == OpKind::Divi && !matches!(division_rounding, RoundingMode::Zero | RoundingMode::NegativeInf | RoundingMode::PositiveInf) {
        return Err(cx.cannot(op, format!("division rounding {}", mode_name(division_rounding))));
    }
    let (s_ty, u_ty, b_ty) = (int_type(IntKind::S, class), int_type(IntKind::U, class), int_type(IntKind::B, class));
    let typed = if signed { s_ty } else { u_ty };
    map(cx, op, &[0, 1], |cx, d, a| {
        let (x, y) = if signed { (a[0], a[1]) } else { (unsigned_view(cx, s, a[0]), unsigned_view(cx, s, a[1])) };
        match kind {
            OpKind::Addi => cx.emit(Mnemonic::Add.with(s_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Subi => cx.emit(Mnemonic::Sub.with(s_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Muli => cx.emit(op!("mul.lo").with(s_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Andi => cx.emit(Mnemonic::And.with(b_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Ori => cx.emit(Mnemonic::Or.with(b_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Xori => cx.emit(Mnemonic::Xor.with(b_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Divi => {
                cx.emit(Mnemonic::Div.with(typed), vec![d.into(), x.into(), y.into()]);
                if division_rounding != RoundingMode::Zero {
                    round_quotient(cx, d, x, y, signed, division_rounding == RoundingMode::PositiveInf, typed, b_ty);
                }
            }
            OpKind::Remi => cx.emit(Mnemonic::Rem.with(typed), vec![d.into(), x.into(), y.into()]),
            OpKind::Maxi => cx.emit(Mnemonic::Max.with(typed), vec![d.into(), x.into(), y.into()]),
            OpKind::Mini => cx.emit(Mnemonic::Min.with(typed), vec![d.into(), x.into(), y.into()]),
            OpKind::Mulhii if s == Scalar::I8 => {
                cx.emit(op!("mul.lo.u16"), vec![d.into(), x.into(), y.into()]);
                cx.emit(op!("shr.u16"), vec![d.into(), d.into(), imm(8)]);
            }
            OpKind::Mulhii => cx.emit(op!("mul.hi").with(u_ty), vec![d.into(), x.into(), y.into()]),
            OpKind::Shli | OpKind::Shri => {
                let amount = shift_amount(cx, a[1]);
                let opcode = if kind == OpKind::Shli { Mnemonic::Shl.with(b_ty) } else { Mnemonic::Shr.with(typed) };
                cx.emit(opcode, vec![d.into(), x.into(), amount.into()]);
            }
            _ => return Err(cx.cannot(op, "")),
        }
        canonical_i8(cx, s, d);
        Ok(())
    })
}

/// Moves a truncated quotient `d = x / y` one step towards an infinity
/// where the division was inexact: down (floor) when the exact quotient is
/// negative, up (ceiling) when it is positive.
#[allow(clippy::too_many_arguments)]
fn round_quotient(cx: &mut Lowerer<'_>, d: Reg, x: Reg, y: Reg, signed: bool, up: bool, typed: Type, b_ty: Type) {
    let class = d.class;
    let remainder = cx.fresh(class);
    cx.emit(Mnemonic::Rem.with(typed), vec![remainder.into(), x.into(), y.into()]);
    let inexact = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne").with(b_ty), vec![inexact.into(), remainder.into(), imm(0)]);
    let adjust = if signed {
        // The exact quotient is negative when the remainder and divisor differ in sign.
        let signs = cx.fresh(class);
        cx.emit(Mnemonic::Xor.with(b_ty), vec![signs.into(), remainder.into(), y.into()]);
        let s_ty = int_type(IntKind::S, class);
        let negative = cx.fresh(RegClass::Pred);
        cx.emit(Mnemonic::Setp.with(if up { Cmp::Ge } else { Cmp::Lt }).with(s_ty), vec![negative.into(), signs.into(), imm(0)]);
        let both = cx.fresh(RegClass::Pred);
        cx.emit(op!("and.pred"), vec![both.into(), inexact.into(), negative.into()]);
        both
    } else if up {
        inexact
    } else {
        // Unsigned floor division is truncation.
        return;
    };
    let s_ty = int_type(IntKind::S, class);
    cx.emit_guarded(Some(Guard { pred: adjust, negated: false }), Mnemonic::Add.with(s_ty), vec![d.into(), d.into(), super::imm_signed(if up { 1 } else { -1 })]);
}

/// A shift amount as the `.u32` PTX shifts take (amounts past the width
/// saturate, as PTX's shifts do).
fn shift_amount(cx: &mut Lowerer<'_>, r: Reg) -> Reg {
    let t = cx.fresh(RegClass::B32);
    match r.class {
        RegClass::B16 => cx.emit(op!("cvt.u32.u16"), vec![t.into(), r.into()]),
        RegClass::B64 => {
            let clamped = cx.fresh(RegClass::B64);
            cx.emit(op!("min.u64"), vec![clamped.into(), r.into(), imm(64)]);
            cx.emit(op!("cvt.u32.u64"), vec![t.into(), clamped.into()]);
        }
        _ => return r,
    }
    t
}

fn int_unary(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    if s == Scalar::I1 {
        // -x and |x| of a 1-bit two's complement number are x.
        return map(cx, op, &[0], |cx, d, a| {
            cx.mov(d, a[0]);
            Ok(())
        });
    }
    let class = super::reg_class(Elem::Scalar(s)).ok_or_else(|| cx.cannot(op, format!("on {} tiles", s.name())))?;
    let opcode = if kind == OpKind::Negi { Mnemonic::Neg } else { Mnemonic::Abs }.with(int_type(IntKind::S, class));
    map(cx, op, &[0], |cx, d, a| {
        cx.emit(opcode, vec![d.into(), a[0].into()]);
        canonical_i8(cx, s, d);
        Ok(())
    })
}

/// The `setp` comparison of a predicate: ordered, or (`unordered`, floats) true also where an operand is NaN.
fn comparison(p: ComparisonPredicate, unordered: bool) -> Cmp {
    match (p, unordered) {
        (ComparisonPredicate::Equal, false) => Cmp::Eq,
        (ComparisonPredicate::NotEqual, false) => Cmp::Ne,
        (ComparisonPredicate::LessThan, false) => Cmp::Lt,
        (ComparisonPredicate::LessThanOrEqual, false) => Cmp::Le,
        (ComparisonPredicate::GreaterThan, false) => Cmp::Gt,
        (ComparisonPredicate::GreaterThanOrEqual, false) => Cmp::Ge,
        (ComparisonPredicate::Equal, true) => Cmp::Equ,
        (ComparisonPredicate::NotEqual, true) => Cmp::Neu,
        (ComparisonPredicate::LessThan, true) => Cmp::Ltu,
        (ComparisonPredicate::LessThanOrEqual, true) => Cmp::Leu,
        (ComparisonPredicate::GreaterThan, true) => Cmp::Gtu,
        (ComparisonPredicate::GreaterThanOrEqual, true) => Cmp::Geu,
    }
}

fn cmpi(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let view = CmpiOp(op);
    let predicate = view.comparison_predicate(cx.verified);
    let signed = is_signed(view.signedness(cx.ir));
    let class = match s {
        Scalar::I1 => RegClass::B16,
        _ => super::reg_class(Elem::Scalar(s)).ok_or_else(|| cx.cannot(op, format!("on {} tiles", s.name())))?,
    };
    let ty = int_type(if signed { IntKind::S } else { IntKind::U }, class);
    let opcode = Mnemonic::Setp.with(comparison(predicate, false)).with(ty);
    map(cx, op, &[0, 1], |cx, d, a| {
        let widen = |cx: &mut Lowerer<'_>, r: Reg| -> Reg {
            if s == Scalar::I1 {
                // As a signed number, true is -1.
                let t = cx.fresh(RegClass::B16);
                cx.emit(op!("selp.b16"), vec![t.into(), imm_bits(RegClass::B16, if signed { 0xffff } else { 1 }), imm(0), r.into()]);
                t
            } else if signed {
                r
            } else {
                unsigned_view(cx, s, r)
            }
        };
        let (x, y) = (widen(cx, a[0]), widen(cx, a[1]));
        cx.emit(opcode, vec![d.into(), x.into(), y.into()]);
        Ok(())
    })
}

// ---- floats ----

/// PTX's rounding modifier of an IEEE rounding mode, if it is one.
fn ieee_rounding(mode: RoundingMode) -> Option<Round> {
    match mode {
        RoundingMode::NearestEven => Some(Round::Rn),
        RoundingMode::Zero => Some(Round::Rz),
        RoundingMode::NegativeInf => Some(Round::Rm),
        RoundingMode::PositiveInf => Some(Round::Rp),
        _ => None,
    }
}

/// The PTX type of a float scalar (f16, bf16, f32, f64: the only ones called with).
fn float_type(s: Scalar) -> Type {
    match s {
        Scalar::F16 => Type::F16,
        Scalar::Bf16 => Type::Bf16,
        Scalar::F64 => Type::F64,
        _ => Type::F32,
    }
}

fn mode_name(mode: RoundingMode) -> String {
    format!("{mode:?}")
}

/// `.ftz` where asked for (the verifier admits it on f32 only: the spec's `for [f32]`).
fn ftz(asked: bool) -> Option<Flag> {
    asked.then_some(Flag::Ftz)
}

/// Widens a 16-bit float register to f32 (exact; a NaN becomes the
/// canonical NaN, as `cvt` makes it). Without [`Feature::Bf16Conversions`]
/// (sm_75), a bf16 is moved to the top half of an f32's bits, which is what
/// it is.
fn to_f32(cx: &mut Lowerer<'_>, s: Scalar, r: Reg) -> Reg {
    let t = cx.fresh(RegClass::F32);
    if s == Scalar::Bf16 && !cx.arch.has(Feature::Bf16Conversions) {
        let bits = cx.fresh(RegClass::B32);
        cx.emit(op!("cvt.u32.u16"), vec![bits.into(), r.into()]);
        cx.emit(op!("shl.b32"), vec![bits.into(), bits.into(), imm(16)]);
        cx.emit(op!("mov.b32"), vec![t.into(), bits.into()]);
        let nan = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.nan.f32"), vec![nan.into(), t.into(), t.into()]);
        cx.emit_guarded(Some(Guard { pred: nan, negated: false }), op!("mov.f32"), vec![t.into(), imm_bits(RegClass::F32, 0x7fff_ffff)]);
        return t;
    }
    cx.emit(op!("cvt.f32").with(if s == Scalar::Bf16 { Type::Bf16 } else { Type::F16 }), vec![t.into(), r.into()]);
    t
}

/// Rounds an f32 register to a 16-bit float with `rounding` (`.rn`, ...).
///
/// PTX converts f32 to bf16 with `.rn` and `.rz` from sm_80 on
/// ([`Feature::Bf16Conversions`]); `.rm` and `.rp`, and everything on sm_75,
/// are done on the bits: bf16 is the top half of an f32. Towards zero
/// drops the low half. To nearest even adds 0x7fff, plus 1 when the kept
/// half is odd, before dropping it: a low half above 0x8000, or equal to it
/// with an odd top, carries into the top. Downwards and upwards, the
/// truncated top half moves one step away from zero when the dropped half
/// is not zero and the direction points away from zero. Either way a carry
/// into the exponent is the next binade, or infinity past the largest
/// finite value, as it should be. A NaN becomes the canonical NaN.
///
/// Used after an f32 operation rounded in the same direction, this rounds
/// once: with `r = round_f32(x)` and `R` the 16-bit rounding, `R(r) = R(x)`,
/// because `R(x)` is an f32 lying on the same side of `x` as `r` does not
/// cross it (e.g. downwards `R(x) <= r <= x`, and monotonic `R` gives
/// `R(x) = R(R(x)) <= R(r) <= R(x)`).
pub fn from_f32(cx: &mut Lowerer<'_>, s: Scalar, rounding: Round, d: Reg, r: Reg) {
    let native = s == Scalar::F16 || (matches!(rounding, Round::Rn | Round::Rz) && cx.arch.has(Feature::Bf16Conversions));
    if native {
        cx.emit(Mnemonic::Cvt.with(rounding).with(if s == Scalar::Bf16 { Type::Bf16 } else { Type::F16 }).with(Type::F32), vec![d.into(), r.into()]);
        return;
    }
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![bits.into(), r.into()]);
    let top = cx.fresh(RegClass::B32);
    match rounding {
        Round::Rz => cx.emit(op!("shr.u32"), vec![top.into(), bits.into(), imm(16)]),
        Round::Rn => {
            cx.emit(op!("shr.u32"), vec![top.into(), bits.into(), imm(16)]);
            cx.emit(op!("and.b32"), vec![top.into(), top.into(), imm(1)]);
            cx.emit(op!("add.u32"), vec![top.into(), top.into(), imm(0x7fff)]);
            cx.emit(op!("add.u32"), vec![top.into(), top.into(), bits.into()]);
            cx.emit(op!("shr.u32"), vec![top.into(), top.into(), imm(16)]);
        }
        _ => {
            let low = cx.fresh(RegClass::B32);
            cx.emit(op!("and.b32"), vec![low.into(), bits.into(), imm(0xffff)]);
            let inexact = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.ne.b32"), vec![inexact.into(), low.into(), imm(0)]);
            let negative = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.lt.s32"), vec![negative.into(), bits.into(), imm(0)]);
            let away = cx.fresh(RegClass::Pred);
            // Downwards moves negative values away from zero, upwards positive ones.
            if rounding != Round::Rm {
                cx.emit(op!("not.pred"), vec![negative.into(), negative.into()]);
            }
            cx.emit(op!("and.pred"), vec![away.into(), inexact.into(), negative.into()]);
            cx.emit(op!("shr.u32"), vec![top.into(), bits.into(), imm(16)]);
            cx.emit_guarded(Some(Guard { pred: away, negated: false }), op!("add.u32"), vec![top.into(), top.into(), imm(1)]);
        }
    }
    let nan = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.nan.f32"), vec![nan.into(), r.into(), r.into()]);
    cx.emit_guarded(Some(Guard { pred: nan, negated: false }), op!("mov.b32"), vec![top.into(), imm(0x7fff)]);
    cx.emit(op!("cvt.u16.u32"), vec![d.into(), top.into()]);
}

fn float_binary(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let (mode, asked_ftz, base) = match kind {
        OpKind::Addf => (AddfOp(op).rounding_mode(cx.verified), AddfOp(op).flush_to_zero(cx.ir), Mnemonic::Add),
        OpKind::Subf => (SubfOp(op).rounding_mode(cx.verified), SubfOp(op).flush_to_zero(cx.ir), Mnemonic::Sub),
        OpKind::Mulf => (MulfOp(op).rounding_mode(cx.verified), MulfOp(op).flush_to_zero(cx.ir), Mnemonic::Mul),
        _ => (DivfOp(op).rounding_mode(cx.verified), DivfOp(op).flush_to_zero(cx.ir), Mnemonic::Div),
    };
    let ftz = ftz(asked_ftz);
    let rounding: Modifier = match (ieee_rounding(mode), mode, base, s) {
        (Some(r), ..) => r.into(),
        (None, RoundingMode::Approx, Mnemonic::Div, Scalar::F32) => Flag::Approx.into(),
        (None, RoundingMode::Full, Mnemonic::Div, Scalar::F32) => Flag::Full.into(),
        _ => return Err(cx.cannot(op, format!("rounding mode {} on {} tiles", mode_name(mode), s.name()))),
    };
    match s {
        Scalar::F32 | Scalar::F64 => {
            let opcode = base.with(rounding).with_opt(ftz).with(float_type(s));
            map(cx, op, &[0, 1], |cx, d, a| {
                cx.emit(opcode, vec![d.into(), a[0].into(), a[1].into()]);
                Ok(())
            })
        }
        Scalar::F16 | Scalar::Bf16 => {
            let rn = ieee_rounding(mode) == Some(Round::Rn);
            let native_rn = base != Mnemonic::Div && rn && (s == Scalar::F16 || cx.arch.has(Feature::Bf16Arithmetic));
            // Round to nearest: f32 has more than 2p+2 bits, so rounding twice
            // is rounding once (a bf16 product below f32's normal range is
            // exact in f32 whenever its rounding to bf16 is a tie: its 16
            // significant bits then end above 2^-150). Directed modes:
            // rounding in f32 and then in the 16-bit type in the same
            // direction is rounding once, since every 16-bit value is an f32
            // and rounding is monotonic (see [`from_f32`]).
            if native_rn {
                let opcode = base.with(Round::Rn).with(float_type(s));
                map(cx, op, &[0, 1], |cx, d, a| {
                    cx.emit(opcode, vec![d.into(), a[0].into(), a[1].into()]);
                    Ok(())
                })
            } else if s == Scalar::Bf16 && rn && base != Mnemonic::Div && cx.arch.has(Feature::Bf16Fma) {
                // sm_80's bf16 fma rounds once: a+b = fma(a, 1, b), a-b = fma(b, -1, a), a*b = fma(a, b, -0).
                map(cx, op, &[0, 1], |cx, d, a| {
                    let (x, y, z): (Operand, Operand, Operand) = match base {
                        Mnemonic::Add => (a[0].into(), imm_bits(RegClass::B16, 0x3f80), a[1].into()),
                        Mnemonic::Sub => (a[1].into(), imm_bits(RegClass::B16, 0xbf80), a[0].into()),
                        _ => (a[0].into(), a[1].into(), imm_bits(RegClass::B16, 0x8000)),
                    };
                    let (x, y, z) = (in_reg(cx, x), in_reg(cx, y), in_reg(cx, z));
                    cx.emit(op!("fma.rn.bf16"), vec![d.into(), x.into(), y.into(), z.into()]);
                    Ok(())
                })
            } else if let Some(rounding) = ieee_rounding(mode) {
                map(cx, op, &[0, 1], |cx, d, a| {
                    let (x, y) = (to_f32(cx, s, a[0]), to_f32(cx, s, a[1]));
                    let t = cx.fresh(RegClass::F32);
                    cx.emit(base.with(rounding).with(Type::F32), vec![t.into(), x.into(), y.into()]);
                    from_f32(cx, s, rounding, d, t);
                    Ok(())
                })
            } else {
                Err(cx.cannot(op, format!("rounding mode {} on {} tiles", mode_name(mode), s.name())))
            }
        }
        _ => Err(cx.cannot(op, format!("on {} tiles", s.name()))),
    }
}

/// An operand in a register (PTX's 16-bit float instructions take no immediates).
fn in_reg(cx: &mut Lowerer<'_>, o: Operand) -> Reg {
    match o {
        Operand::Reg(r) => r,
        other => {
            let r = cx.fresh(RegClass::B16);
            cx.mov(r, other);
            r
        }
    }
}

fn fma(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let view = FmaOp(op);
    let mode = view.rounding_mode(cx.verified);
    let ftz = ftz(view.flush_to_zero(cx.ir));
    let rounding = ieee_rounding(mode).ok_or_else(|| cx.cannot(op, format!("rounding mode {}", mode_name(mode))))?;
    let opcode = match s {
        Scalar::F32 | Scalar::F64 => Mnemonic::Fma.with(rounding).with_opt(ftz).with(float_type(s)),
        Scalar::Bf16 if rounding == Round::Rn && !cx.arch.has(Feature::Bf16Fma) => {
            return map(cx, op, &[0, 1, 2], |cx, d, a| {
                bf16_fma_via_f64(cx, d, a[0], a[1], a[2]);
                Ok(())
            })
        }
        Scalar::F16 | Scalar::Bf16 if rounding == Round::Rn => op!("fma.rn").with(float_type(s)),
        // Directed: fma in f32 rounded in the same direction, then rounded
        // again that way, which is rounding once (see [`from_f32`]).
        Scalar::F16 | Scalar::Bf16 => {
            return map(cx, op, &[0, 1, 2], |cx, d, a| {
                let (x, y, z) = (to_f32(cx, s, a[0]), to_f32(cx, s, a[1]), to_f32(cx, s, a[2]));
                let t = cx.fresh(RegClass::F32);
                cx.emit(Mnemonic::Fma.with(rounding).with(Type::F32), vec![t.into(), x.into(), y.into(), z.into()]);
                from_f32(cx, s, rounding, d, t);
                Ok(())
            })
        }
        _ => return Err(cx.cannot(op, format!("rounding mode {} on {} tiles", mode_name(mode), s.name()))),
    };
    map(cx, op, &[0, 1, 2], |cx, d, a| {
        cx.emit(opcode, vec![d.into(), a[0].into(), a[1].into(), a[2].into()]);
        Ok(())
    })
}

/// `d = fma(x, y, z)` of bf16 rounded once to nearest even, without
/// `fma.rn.bf16` (sm_75). In f64 the product of two bf16 (8 significant
/// bits each) is exact; the sum is rounded to odd (truncated, the last bit
/// set when the exact error, from Knuth's two-sum, is not zero), then to
/// f32 to odd, then to nearest bf16: rounding to odd at p bits and then to
/// nearest at q <= p - 2 bits is the single rounding to nearest.
///
/// f32 could not do it: a bf16 product may leave f32's range. An infinite
/// or NaN operand gives a NaN error term, which the ordered comparison
/// takes for exact (the sum is then exactly infinity or NaN).
fn bf16_fma_via_f64(cx: &mut Lowerer<'_>, d: Reg, x: Reg, y: Reg, z: Reg) {
    let [x, y, z] = [x, y, z].map(|r| {
        let t = to_f32(cx, Scalar::Bf16, r);
        let w = cx.fresh(RegClass::F64);
        cx.emit(op!("cvt.f64.f32"), vec![w.into(), t.into()]);
        w
    });
    let product = cx.fresh(RegClass::F64);
    cx.emit(op!("mul.rn.f64"), vec![product.into(), x.into(), y.into()]);
    let (_, error) = two_sum_f64(cx, product, z);
    let inexact = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne.f64"), vec![inexact.into(), error.into(), imm_bits(RegClass::F64, 0)]);
    let truncated = cx.fresh(RegClass::F64);
    cx.emit(op!("add.rz.f64"), vec![truncated.into(), product.into(), z.into()]);
    let bits = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.b64"), vec![bits.into(), truncated.into()]);
    cx.emit_guarded(Some(Guard { pred: inexact, negated: false }), op!("or.b64"), vec![bits.into(), bits.into(), imm(1)]);
    let odd = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![odd.into(), bits.into()]);
    let narrow = f64_to_f32_odd(cx, odd);
    from_f32(cx, Scalar::Bf16, Round::Rn, d, narrow);
}

/// Knuth's two-sum of f64 registers: `(sum, error)` with `sum` the rounded
/// `a + b` and `sum + error = a + b` exactly (the error is NaN where the sum
/// is infinite or NaN).
pub(super) fn two_sum_f64(cx: &mut Lowerer<'_>, a: Reg, b: Reg) -> (Reg, Reg) {
    let [sum, b_part, a_part, a_error, b_error, error] = [0; 6].map(|_| cx.fresh(RegClass::F64));
    cx.emit(op!("add.rn.f64"), vec![sum.into(), a.into(), b.into()]);
    cx.emit(op!("sub.rn.f64"), vec![b_part.into(), sum.into(), a.into()]);
    cx.emit(op!("sub.rn.f64"), vec![a_part.into(), sum.into(), b_part.into()]);
    cx.emit(op!("sub.rn.f64"), vec![a_error.into(), a.into(), a_part.into()]);
    cx.emit(op!("sub.rn.f64"), vec![b_error.into(), b.into(), b_part.into()]);
    cx.emit(op!("add.rn.f64"), vec![error.into(), a_error.into(), b_error.into()]);
    (sum, error)
}

fn sqrt(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let view = SqrtOp(op);
    let mode = view.rounding_mode(cx.verified);
    let ftz = ftz(view.flush_to_zero(cx.ir));
    let rounding: Modifier = match (ieee_rounding(mode), mode, s) {
        (Some(r), ..) => r.into(),
        (None, RoundingMode::Approx, Scalar::F32) => Flag::Approx.into(),
        _ => return Err(cx.cannot(op, format!("rounding mode {} on {} tiles", mode_name(mode), s.name()))),
    };
    match (s, ieee_rounding(mode)) {
        (Scalar::F32 | Scalar::F64, _) => {
            let opcode = Mnemonic::Sqrt.with(rounding).with_opt(ftz).with(float_type(s));
            map(cx, op, &[0], |cx, d, a| {
                cx.emit(opcode, vec![d.into(), a[0].into()]);
                Ok(())
            })
        }
        // Nearest: f32 has more than 2p+2 bits; directed: the same direction
        // twice is rounding once (see [`from_f32`]).
        (Scalar::F16 | Scalar::Bf16, Some(rounding)) => map(cx, op, &[0], |cx, d, a| {
            let x = to_f32(cx, s, a[0]);
            let t = cx.fresh(RegClass::F32);
            cx.emit(Mnemonic::Sqrt.with(rounding).with(Type::F32), vec![t.into(), x.into()]);
            from_f32(cx, s, rounding, d, t);
            Ok(())
        }),
        _ => Err(cx.cannot(op, format!("rounding mode {} on {} tiles", mode_name(mode), s.name()))),
    }
}

/// `negf` flips the sign bit, `absf` clears it (NaN payloads kept).
fn float_sign(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let (ty, sign): (Type, u64) = match s {
        Scalar::F16 | Scalar::Bf16 => (Type::B16, 0x8000),
        Scalar::F32 => (Type::B32, 0x8000_0000),
        Scalar::F64 => (Type::B64, 0x8000_0000_0000_0000),
        _ => return Err(cx.cannot(op, format!("on {} tiles", s.name()))),
    };
    let (opcode, mask) = if kind == OpKind::Negf { (Mnemonic::Xor.with(ty), sign) } else { (Mnemonic::And.with(ty), !sign & crate::shared::value::bit_mask(s.width())) };
    map(cx, op, &[0], |cx, d, a| {
        let class = d.class;
        cx.emit(opcode, vec![d.into(), a[0].into(), imm_bits(if class == RegClass::F32 { RegClass::B32 } else if class == RegClass::F64 { RegClass::B64 } else { class }, mask)]);
        Ok(())
    })
}

/// `minf`/`maxf`. Without [`Feature::HalfMinMax`] (sm_75), f16 and bf16 go
/// through f32: the result is an operand (or the canonical NaN), so
/// exact. Where there is no `.NaN` form (f64 everywhere, f32 on sm_75), the
/// plain max/min, then the canonical NaN where either operand is one.
fn float_minmax(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let (nan, asked_ftz) = if kind == OpKind::Maxf { (MaxfOp(op).propagate_nan(cx.ir), MaxfOp(op).flush_to_zero(cx.ir)) } else { (MinfOp(op).propagate_nan(cx.ir), MinfOp(op).flush_to_zero(cx.ir)) };
    let ftz = ftz(asked_ftz);
    if !matches!(s, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64) {
        return Err(cx.cannot(op, format!("on {} tiles", s.name())));
    }
    let via_f32 = matches!(s, Scalar::F16 | Scalar::Bf16) && !cx.arch.has(Feature::HalfMinMax);
    let ty = if via_f32 { Scalar::F32 } else { s };
    let nan_form = nan && ty != Scalar::F64 && cx.arch.has(Feature::MinMaxNaN);
    let nan_by_hand = nan && !nan_form;
    let opcode = Opcode::new(if kind == OpKind::Maxf { Mnemonic::Max } else { Mnemonic::Min }).with_opt(ftz).with_opt(nan_form.then_some(Flag::NaN)).with(float_type(ty));
    map(cx, op, &[0, 1], |cx, d, a| {
        let (x, y) = if via_f32 { (to_f32(cx, s, a[0]), to_f32(cx, s, a[1])) } else { (a[0], a[1]) };
        let out = if via_f32 { cx.fresh(RegClass::F32) } else { d };
        cx.emit(opcode, vec![out.into(), x.into(), y.into()]);
        if nan_by_hand {
            let unordered = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.nan").with(float_type(ty)), vec![unordered.into(), x.into(), y.into()]);
            let canonical = match ty {
                Scalar::F64 => 0x7fff_ffff_ffff_ffff,
                Scalar::F32 => 0x7fff_ffff,
                _ => 0x7fff,
            };
            cx.emit_guarded(Some(Guard { pred: unordered, negated: false }), Mnemonic::Mov.with(out.class.bits_type()), vec![out.into(), imm_bits(out.class, canonical)]);
        }
        if via_f32 {
            from_f32(cx, s, Round::Rn, d, out);
        }
        Ok(())
    })
}

fn float_round_integral(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let rounding = if kind == OpKind::Floor { IntRound::Rmi } else { IntRound::Rpi };
    match s {
        Scalar::F16 | Scalar::F32 | Scalar::F64 => map(cx, op, &[0], |cx, d, a| {
            cx.emit(Mnemonic::Cvt.with(rounding).with(float_type(s)).with(float_type(s)), vec![d.into(), a[0].into()]);
            Ok(())
        }),
        // The integral value of a bf16 is a bf16: the round trip through f32 is exact.
        Scalar::Bf16 => map(cx, op, &[0], |cx, d, a| {
            let x = to_f32(cx, s, a[0]);
            cx.emit(Mnemonic::Cvt.with(rounding).with(Type::F32).with(Type::F32), vec![x.into(), x.into()]);
            from_f32(cx, s, Round::Rn, d, x);
            Ok(())
        }),
        _ => Err(cx.cannot(op, format!("on {} tiles", s.name()))),
    }
}

fn cmpf(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let s = scalar_of(cx, op, 0)?;
    let view = CmpfOp(op);
    let predicate = view.comparison_predicate(cx.verified);
    let unordered = view.comparison_ordering(cx.ir) == Some(ComparisonOrdering::Unordered);
    let (ty, widen) = match s {
        Scalar::F32 => (Type::F32, false),
        Scalar::F64 => (Type::F64, false),
        Scalar::F16 | Scalar::Bf16 => (Type::F32, true),
        _ => return Err(cx.cannot(op, format!("on {} tiles", s.name()))),
    };
    let opcode = Mnemonic::Setp.with(comparison(predicate, unordered)).with(ty);
    map(cx, op, &[0, 1], |cx, d, a| {
        let (x, y) = if widen { (to_f32(cx, s, a[0]), to_f32(cx, s, a[1])) } else { (a[0], a[1]) };
        cx.emit(opcode, vec![d.into(), x.into(), y.into()]);
        Ok(())
    })
}

fn select(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    map(cx, op, &[0, 1, 2], |cx, d, a| {
        if d.class == RegClass::Pred {
            cx.emit_guarded(Some(Guard { pred: a[0], negated: false }), op!("mov.pred"), vec![d.into(), a[1].into()]);
            cx.emit_guarded(Some(Guard { pred: a[0], negated: true }), op!("mov.pred"), vec![d.into(), a[2].into()]);
        } else {
            cx.emit(Mnemonic::Selp.with(d.class.bits_type()), vec![d.into(), a[1].into(), a[2].into(), a[0].into()]);
        }
        Ok(())
    })
}

// ---- conversions ----

/// The PTX integer type of an integer scalar (`s8`, `u32`, ...).
fn int_name(s: Scalar, signed: bool) -> Type {
    Type::signed(signed, s.width())
}

fn int_resize(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let from = scalar_of(cx, op, 0)?;
    let to = result_scalar(cx, op)?;
    let signed = kind == OpKind::Trunci || is_signed(ExtiOp(op).signedness(cx.ir));
    map(cx, op, &[0], |cx, d, a| {
        if from == Scalar::I1 {
            let one = if signed { crate::shared::value::bit_mask(to.width()) } else { 1 };
            cx.emit(Mnemonic::Selp.with(d.class.bits_type()), vec![d.into(), imm_bits(d.class, one), imm(0), a[0].into()]);
        } else if to == Scalar::I1 {
            let t = cx.fresh(a[0].class);
            cx.emit(Mnemonic::And.with(int_type(IntKind::B, a[0].class)), vec![t.into(), a[0].into(), imm(1)]);
            cx.emit(op!("setp.ne").with(int_type(IntKind::B, a[0].class)), vec![d.into(), t.into(), imm(0)]);
        } else if to == Scalar::I4 {
            // The low four bits, the others cleared.
            let t = if a[0].class == RegClass::B16 {
                a[0]
            } else {
                let t = cx.fresh(RegClass::B16);
                cx.emit(op!("cvt.u16").with(int_name(from, false)), vec![t.into(), a[0].into()]);
                t
            };
            cx.emit(op!("and.b16"), vec![d.into(), t.into(), imm(0xf)]);
        } else if from == Scalar::I4 {
            let t = cx.fresh(RegClass::B16);
            if signed {
                cx.emit(op!("shl.b16"), vec![t.into(), a[0].into(), imm(12)]);
                cx.emit(op!("shr.s16"), vec![t.into(), t.into(), imm(12)]);
            } else {
                cx.emit(op!("and.b16"), vec![t.into(), a[0].into(), imm(0xf)]);
            }
            if d.class == RegClass::B16 {
                cx.mov(d, t);
            } else {
                cx.emit(Mnemonic::Cvt.with(Type::signed(signed, to.width())).with(Type::signed(signed, 16)), vec![d.into(), t.into()]);
            }
        } else if a[0].class == d.class {
            // i8 <-> i16 in 16-bit registers.
            let x = if signed { a[0] } else { unsigned_view(cx, from, a[0]) };
            cx.mov(d, x);
            canonical_i8(cx, to, d);
        } else {
            let x = if signed { a[0] } else { unsigned_view(cx, from, a[0]) };
            let from_name = if from == Scalar::I8 { Type::signed(signed, 16) } else { int_name(from, signed) };
            cx.emit(Mnemonic::Cvt.with(int_name(to, true)).with(from_name), vec![d.into(), x.into()]);
        }
        Ok(())
    })
}

fn itof(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let from = scalar_of(cx, op, 0)?;
    let to = result_scalar(cx, op)?;
    let view = ItofOp(op);
    let signed = is_signed(view.signedness(cx.ir));
    let mode = view.rounding_mode(cx.verified);
    let rounding = ieee_rounding(mode).ok_or_else(|| cx.cannot(op, format!("rounding mode {}", mode_name(mode))))?;
    let to_tf32 = to == Scalar::Tf32 && rounding == Round::Rn;
    let to_fp8 = fp8(to).filter(|f| rounding == Round::Rn && f.signed);
    if !matches!(to, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64) && !to_tf32 && to_fp8.is_none() {
        return Err(cx.cannot(op, format!("to {}", to.name())));
    }
    // bf16 on sm_80 goes through f32: exact for integers of up to 16 bits;
    // wider ones are rounded to f32 to odd for round-to-nearest (f32 has more
    // than bf16's 8 + 2 bits), or in the same direction for the directed
    // modes (see [`from_f32`]), so the second rounding is the only one.
    let bf16_via_f32 = to == Scalar::Bf16 && !cx.arch.has(Feature::Bf16Arithmetic);
    map(cx, op, &[0], |cx, d, a| {
        let (x, from_name) = if from == Scalar::I1 {
            let t = cx.fresh(RegClass::B16);
            cx.emit(op!("selp.b16"), vec![t.into(), imm_bits(RegClass::B16, if signed { 0xffff } else { 1 }), imm(0), a[0].into()]);
            (t, int_name(Scalar::I16, signed))
        } else if from == Scalar::I8 {
            let x = if signed { a[0] } else { unsigned_view(cx, from, a[0]) };
            (x, int_name(Scalar::I16, signed))
        } else {
            (a[0], int_name(from, signed))
        };
        if to_tf32 {
            let t = int_to_f32_odd(cx, x, from_name);
            tf32_from_f32(cx, d, t);
        } else if let Some(f) = &to_fp8 {
            // As the specification says: past the range, infinity (NaN in f8E4M3FN).
            let t = int_to_f32_odd(cx, x, from_name);
            fp8_from_f32(cx, f, d, t, false);
        } else if bf16_via_f32 {
            let t = if rounding == Round::Rn {
                int_to_f32_odd(cx, x, from_name)
            } else {
                let t = cx.fresh(RegClass::F32);
                cx.emit(Mnemonic::Cvt.with(rounding).with(Type::F32).with(from_name), vec![t.into(), x.into()]);
                t
            };
            from_f32(cx, Scalar::Bf16, rounding, d, t);
        } else {
            cx.emit(Mnemonic::Cvt.with(rounding).with(float_type(to)).with(from_name), vec![d.into(), x.into()]);
        }
        Ok(())
    })
}

fn ftoi(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let from = scalar_of(cx, op, 0)?;
    let to = result_scalar(cx, op)?;
    let view = FtoiOp(op);
    let signed = is_signed(view.signedness(cx.ir));
    let rounding = match view.rounding_mode(cx.verified) {
        RoundingMode::NearestIntToZero | RoundingMode::Zero => IntRound::Rzi,
        RoundingMode::NearestEven => IntRound::Rni,
        RoundingMode::NegativeInf => IntRound::Rmi,
        RoundingMode::PositiveInf => IntRound::Rpi,
        other => return Err(cx.cannot(op, format!("rounding mode {}", mode_name(other)))),
    };
    if !matches!(from, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64) {
        return Err(cx.cannot(op, format!("{} to {}", from.name(), to.name())));
    }
    if to == Scalar::I1 {
        // The interpreter truncates, saturates to the 1-bit range and keeps
        // the low bit: signed, [-1, 0], so true exactly when x <= -1;
        // unsigned, [0, 1], so true exactly when x >= 1 (NaN is 0 either way).
        let (compare, bound) = if signed { (Cmp::Le, -1.0f64) } else { (Cmp::Ge, 1.0) };
        return map(cx, op, &[0], |cx, d, a| {
            let (x, ty, bound) = match from {
                Scalar::F64 => (a[0], Type::F64, imm_bits(RegClass::F64, bound.to_bits())),
                Scalar::F32 => (a[0], Type::F32, imm_bits(RegClass::F32, u64::from((bound as f32).to_bits()))),
                _ => (to_f32(cx, from, a[0]), Type::F32, imm_bits(RegClass::F32, u64::from((bound as f32).to_bits()))),
            };
            cx.emit(Mnemonic::Setp.with(compare).with(ty), vec![d.into(), x.into(), bound]);
            Ok(())
        });
    }
    let bf16_via_f32 = from == Scalar::Bf16 && !cx.arch.has(Feature::Bf16Arithmetic);
    map(cx, op, &[0], |cx, d, a| {
        let (x, from_name) = if bf16_via_f32 { (to_f32(cx, from, a[0]), Type::F32) } else { (a[0], float_type(from)) };
        cx.emit(Mnemonic::Cvt.with(rounding).with(int_name(to, signed)).with(from_name), vec![d.into(), x.into()]);
        if to == Scalar::I8 && !signed {
            // A u8 result is kept sign-extended like every i8.
            canonical_i8(cx, to, d);
        }
        Ok(())
    })
}

fn ftof(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let from = scalar_of(cx, op, 0)?;
    let to = result_scalar(cx, op)?;
    let mode = FtofOp(op).rounding_mode(cx.ir);
    let rounding = ieee_rounding(mode).ok_or_else(|| cx.cannot(op, format!("rounding mode {}", mode_name(mode))))?;
    if to == Scalar::F8E8m0fnu && matches!(rounding, Round::Rz | Round::Rp) {
        return ftof_e8m0(cx, op, from, rounding == Round::Rp);
    }
    let floats = [Scalar::F16, Scalar::Bf16, Scalar::F32, Scalar::F64];
    if (is_narrow(from) || is_narrow(to)) && rounding == Round::Rn && (floats.contains(&from) || is_narrow(from)) && (floats.contains(&to) || is_narrow(to)) {
        return ftof_narrow(cx, op, from, to);
    }
    if !floats.contains(&from) || !floats.contains(&to) {
        return Err(cx.cannot(op, format!("{} to {}", from.name(), to.name())));
    }
    let widening = from.width() < to.width() && !(from == Scalar::F16 && to == Scalar::Bf16);
    let bf16_arithmetic = cx.arch.has(Feature::Bf16Arithmetic);
    map(cx, op, &[0], |cx, d, a| {
        match (from, to) {
            // f16 <-> bf16: exact to f32, then one rounding.
            (Scalar::F16, Scalar::Bf16) | (Scalar::Bf16, Scalar::F16) => {
                let t = to_f32(cx, from, a[0]);
                from_f32(cx, to, rounding, d, t);
            }
            (Scalar::Bf16, Scalar::F64) if !bf16_arithmetic => {
                let t = to_f32(cx, from, a[0]);
                cx.emit(op!("cvt.f64.f32"), vec![d.into(), t.into()]);
            }
            // Through f32 rounded to odd, then to nearest: one rounding (the
            // verifier admits no other mode for `ftof`).
            (Scalar::F64, Scalar::Bf16) if !bf16_arithmetic => {
                let t = f64_to_f32_odd(cx, a[0]);
                from_f32(cx, to, rounding, d, t);
            }
            (Scalar::Bf16, Scalar::F32) if !cx.arch.has(Feature::Bf16Conversions) => {
                let t = to_f32(cx, from, a[0]);
                cx.mov(d, t);
            }
            (Scalar::F32, Scalar::Bf16) if !cx.arch.has(Feature::Bf16Conversions) => from_f32(cx, to, rounding, d, a[0]),
            _ if widening => cx.emit(Mnemonic::Cvt.with(float_type(to)).with(float_type(from)), vec![d.into(), a[0].into()]),
            _ => cx.emit(Mnemonic::Cvt.with(rounding).with(float_type(to)).with(float_type(from)), vec![d.into(), a[0].into()]),
        }
        Ok(())
    })
}

/// Same-width reinterpretations: a move between register classes.
fn bitcast(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let from = cx.operand(op, 0)?;
    let (to, _) = cx.result_shape(op, 0)?;
    let (Some(fc), Some(tc)) = (super::reg_class(from.elem), super::reg_class(to)) else {
        return Err(cx.cannot(op, format!("{} to {}", from.elem.name(), to.name())));
    };
    if fc == RegClass::Pred || tc == RegClass::Pred || (to == Elem::Scalar(Scalar::I8)) != (from.elem == Elem::Scalar(Scalar::I8)) {
        return Err(cx.cannot(op, format!("{} to {}", from.elem.name(), to.name())));
    }
    let width = match tc {
        RegClass::B16 => Type::B16,
        RegClass::B32 | RegClass::F32 => Type::B32,
        _ => Type::B64,
    };
    map(cx, op, &[0], |cx, d, a| {
        cx.emit(Mnemonic::Mov.with(width), vec![d.into(), a[0].into()]);
        Ok(())
    })
}

// ---- narrow formats: tf32 and the fp8 formats, in software ----

/// A small float format handled in software: its width (8, or 4 for
/// f4E2M1FN), mantissa bits, exponent bias, the largest finite code, and
/// whether it has infinities (f8E5M2), only a NaN (f8E4M3FN) or neither
/// (f4E2M1FN, where a NaN converts to +0 and overflow saturates, as the
/// interpreter does).
struct Fp8 {
    bits: u32,
    /// Whether the top bit is a sign (not in fnv8E5M3FNU, which is unsigned).
    signed: bool,
    mant: u32,
    bias: i32,
    max_code: u64,
    has_inf: bool,
    has_nan: bool,
}

fn fp8(s: Scalar) -> Option<Fp8> {
    match s {
        Scalar::F8E4m3fn => Some(Fp8 { bits: 8, signed: true, mant: 3, bias: 7, max_code: 0x7e, has_inf: false, has_nan: true }),
        Scalar::F8E5m2 => Some(Fp8 { bits: 8, signed: true, mant: 2, bias: 15, max_code: 0x7b, has_inf: true, has_nan: true }),
        Scalar::F4E2m1fn => Some(Fp8 { bits: 4, signed: true, mant: 1, bias: 1, max_code: 0x7, has_inf: false, has_nan: false }),
        // Decoded only: NVIDIA documents no rounding to it.
        Scalar::Fnv8E5m3fnu => Some(Fp8 { bits: 8, signed: false, mant: 3, bias: 15, max_code: 0xfe, has_inf: false, has_nan: true }),
        _ => None,
    }
}

impl Fp8 {
    /// The sign bit (none: 0).
    fn sign_bit(&self) -> u64 {
        if self.signed {
            1 << (self.bits - 1)
        } else {
            0
        }
    }

    /// The bits below the sign.
    fn magnitude_mask(&self) -> u64 {
        if self.signed {
            self.sign_bit() - 1
        } else {
            (1 << self.bits) - 1
        }
    }

    /// The code of NaN, all ones below the sign (+0 in a format without one).
    fn nan_code(&self) -> u64 {
        if self.has_nan {
            self.magnitude_mask()
        } else {
            0
        }
    }
}

fn is_narrow(s: Scalar) -> bool {
    s == Scalar::Tf32 || s == Scalar::F8E8m0fnu || fp8(s).is_some()
}

fn f32_imm(v: f32) -> Operand {
    imm_bits(RegClass::F32, u64::from(v.to_bits()))
}

/// The exact f32 value of an element of a format f32 holds exactly (f8,
/// f16, bf16, tf32 read as its 19 significant bits, f32).
pub fn to_f32_exact(cx: &mut Lowerer<'_>, s: Scalar, r: Reg) -> Reg {
    match s {
        Scalar::F32 => r,
        Scalar::F8E8m0fnu => e8m0_to_f32(cx, r),
        Scalar::F16 | Scalar::Bf16 => to_f32(cx, s, r),
        Scalar::Tf32 => {
            let bits = cx.fresh(RegClass::B32);
            cx.emit(op!("and.b32"), vec![bits.into(), r.into(), imm_bits(RegClass::B32, 0xffff_e000)]);
            let f = cx.fresh(RegClass::F32);
            cx.emit(op!("mov.b32"), vec![f.into(), bits.into()]);
            f
        }
        _ => match fp8(s) {
            Some(f) => fp8_to_f32(cx, &f, r),
            None => r,
        },
    }
}

/// Decodes an f8E8M0FNU byte (the low byte of a 16-bit register): 2^(byte - 127),
/// an f32 exponent field of `byte` (0 is 2^-127, an f32 subnormal: bit 22), and
/// NaN for 0xFF.
fn e8m0_to_f32(cx: &mut Lowerer<'_>, r: Reg) -> Reg {
    let byte = cx.fresh(RegClass::B32);
    cx.emit(op!("cvt.u32.u16"), vec![byte.into(), r.into()]);
    cx.emit(op!("and.b32"), vec![byte.into(), byte.into(), imm(0xff)]);
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("shl.b32"), vec![bits.into(), byte.into(), imm(23)]);
    let special = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.eq.u32"), vec![special.into(), byte.into(), imm(0)]);
    cx.emit_guarded(Some(Guard { pred: special, negated: false }), op!("mov.b32"), vec![bits.into(), imm(0x0040_0000)]);
    cx.emit(op!("setp.eq.u32"), vec![special.into(), byte.into(), imm(0xff)]);
    cx.emit_guarded(Some(Guard { pred: special, negated: false }), op!("mov.b32"), vec![bits.into(), imm(0x7fff_ffff)]);
    let value = cx.fresh(RegClass::F32);
    cx.emit(op!("mov.b32"), vec![value.into(), bits.into()]);
    value
}

/// Decodes an fp8 byte (the low byte of a 16-bit register). The magnitude's
/// bits placed at the top of an f32's exponent and mantissa fields are the
/// value scaled by 2^(bias - 127), subnormals included (they land on f32
/// subnormals), so one exact multiplication by a power of two decodes it.
fn fp8_to_f32(cx: &mut Lowerer<'_>, f: &Fp8, r: Reg) -> Reg {
    let byte = cx.fresh(RegClass::B32);
    cx.emit(op!("cvt.u32.u16"), vec![byte.into(), r.into()]);
    cx.emit(op!("and.b32"), vec![byte.into(), byte.into(), imm((1 << f.bits) - 1)]);
    let magnitude = cx.fresh(RegClass::B32);
    cx.emit(op!("and.b32"), vec![magnitude.into(), byte.into(), imm(f.magnitude_mask())]);
    let placed = cx.fresh(RegClass::B32);
    cx.emit(op!("shl.b32"), vec![placed.into(), magnitude.into(), imm(u64::from(23 - f.mant))]);
    let value = cx.fresh(RegClass::F32);
    cx.emit(op!("mov.b32"), vec![value.into(), placed.into()]);
    cx.emit(op!("mul.rn.f32"), vec![value.into(), value.into(), f32_imm(2f32.powi(127 - f.bias))]);
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![bits.into(), value.into()]);
    let special = cx.fresh(RegClass::Pred);
    if f.has_inf {
        // 0x7c is infinity, above it NaN.
        let inf = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.eq.u32"), vec![inf.into(), magnitude.into(), imm(0x7c)]);
        cx.emit_guarded(Some(Guard { pred: inf, negated: false }), op!("mov.b32"), vec![bits.into(), imm_bits(RegClass::B32, 0x7f80_0000)]);
        cx.emit(op!("setp.gt.u32"), vec![special.into(), magnitude.into(), imm(0x7c)]);
    } else if f.has_nan {
        cx.emit(op!("setp.eq.u32"), vec![special.into(), magnitude.into(), imm(f.magnitude_mask())]);
    }
    if f.signed {
        let sign = cx.fresh(RegClass::B32);
        cx.emit(op!("and.b32"), vec![sign.into(), byte.into(), imm(f.sign_bit())]);
        cx.emit(op!("shl.b32"), vec![sign.into(), sign.into(), imm(u64::from(32 - f.bits))]);
        cx.emit(op!("or.b32"), vec![bits.into(), bits.into(), sign.into()]);
    }
    if f.has_nan {
        cx.emit_guarded(Some(Guard { pred: special, negated: false }), op!("mov.b32"), vec![bits.into(), imm_bits(RegClass::B32, 0x7fff_ffff)]);
    }
    let out = cx.fresh(RegClass::F32);
    cx.emit(op!("mov.b32"), vec![out.into(), bits.into()]);
    out
}

/// Rounds an f32 to an fp8 format, to nearest even, saturating to the
/// largest finite value (infinities included) as the interpreter does; NaN
/// becomes the canonical 0x7f. Below the smallest normal, adding the magic
/// number `q * 2^23` (q the subnormal spacing) makes the f32 adder round to
/// a multiple of `q`, and the difference of the bits is the code; above it,
/// the usual round-half-even on the bits, whose carry runs into the exponent.
///
/// With `saturate` false (`itof`), a value that rounds past the largest
/// finite one becomes infinity of its sign (f8E5M2) or the canonical NaN
/// 0x7f (f8E4M3FN, whatever the sign) instead.
fn fp8_from_f32(cx: &mut Lowerer<'_>, f: &Fp8, d: Reg, x: Reg, saturate: bool) {
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![bits.into(), x.into()]);
    let sign = cx.fresh(RegClass::B32);
    cx.emit(op!("shr.u32"), vec![sign.into(), bits.into(), imm(u64::from(32 - f.bits))]);
    cx.emit(op!("and.b32"), vec![sign.into(), sign.into(), imm(f.sign_bit())]);
    let magnitude = cx.fresh(RegClass::B32);
    cx.emit(op!("and.b32"), vec![magnitude.into(), bits.into(), imm(0x7fff_ffff)]);
    let a = cx.fresh(RegClass::F32);
    cx.emit(op!("mov.b32"), vec![a.into(), magnitude.into()]);
    // Subnormal path.
    let spacing_exp = 1 - f.bias - f.mant as i32;
    let magic = 2f32.powi(spacing_exp + 23);
    let sum = cx.fresh(RegClass::F32);
    cx.emit(op!("add.rn.f32"), vec![sum.into(), a.into(), f32_imm(magic)]);
    let small_code = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![small_code.into(), sum.into()]);
    cx.emit(op!("sub.u32"), vec![small_code.into(), small_code.into(), imm(u64::from(magic.to_bits()))]);
    // Normal path.
    let shift = 23 - f.mant;
    let lsb = cx.fresh(RegClass::B32);
    cx.emit(op!("shr.u32"), vec![lsb.into(), magnitude.into(), imm(u64::from(shift))]);
    cx.emit(op!("and.b32"), vec![lsb.into(), lsb.into(), imm(1)]);
    let code = cx.fresh(RegClass::B32);
    cx.emit(op!("add.u32"), vec![code.into(), magnitude.into(), imm((1u64 << (shift - 1)) - 1)]);
    cx.emit(op!("add.u32"), vec![code.into(), code.into(), lsb.into()]);
    cx.emit(op!("shr.u32"), vec![code.into(), code.into(), imm(u64::from(shift))]);
    cx.emit(op!("sub.u32"), vec![code.into(), code.into(), imm(((127 - f.bias) as u64) << f.mant)]);
    // Past the largest finite value without saturation: infinity of the
    // sign (f8E5M2), or the canonical NaN (f8E4M3FN, like a NaN input).
    let overflow = cx.fresh(RegClass::Pred);
    // A format without infinities or NaN saturates either way.
    let saturate = saturate || !f.has_nan;
    if saturate {
        cx.emit(op!("min.u32"), vec![code.into(), code.into(), imm(f.max_code)]);
    } else {
        cx.emit(op!("setp.gt.u32"), vec![overflow.into(), code.into(), imm(f.max_code)]);
        cx.emit_guarded(Some(Guard { pred: overflow, negated: false }), op!("mov.b32"), vec![code.into(), imm(if f.has_inf { 0x7c } else { 0x7f })]);
    }
    let small = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.lt.f32"), vec![small.into(), a.into(), f32_imm(2f32.powi(1 - f.bias))]);
    cx.emit_guarded(Some(Guard { pred: small, negated: false }), op!("mov.b32"), vec![code.into(), small_code.into()]);
    cx.emit(op!("or.b32"), vec![code.into(), code.into(), sign.into()]);
    let nan = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.nan.f32"), vec![nan.into(), x.into(), x.into()]);
    if !saturate && !f.has_inf {
        // (The normal path's code is meaningless below the smallest normal.)
        let normal = cx.fresh(RegClass::Pred);
        cx.emit(op!("not.pred"), vec![normal.into(), small.into()]);
        cx.emit(op!("and.pred"), vec![overflow.into(), overflow.into(), normal.into()]);
        cx.emit(op!("or.pred"), vec![nan.into(), nan.into(), overflow.into()]);
    }
    cx.emit_guarded(Some(Guard { pred: nan, negated: false }), op!("mov.b32"), vec![code.into(), imm(f.nan_code())]);
    cx.emit(op!("cvt.u16.u32"), vec![d.into(), code.into()]);
}

/// Rounds an f32 to tf32 (kept in f32's layout), to nearest even on the
/// bits; NaN becomes the canonical tf32 NaN.
fn tf32_from_f32(cx: &mut Lowerer<'_>, d: Reg, x: Reg) {
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![bits.into(), x.into()]);
    cx.emit(op!("shr.u32"), vec![d.into(), bits.into(), imm(13)]);
    cx.emit(op!("and.b32"), vec![d.into(), d.into(), imm(1)]);
    cx.emit(op!("add.u32"), vec![d.into(), d.into(), imm(0xfff)]);
    cx.emit(op!("add.u32"), vec![d.into(), d.into(), bits.into()]);
    cx.emit(op!("and.b32"), vec![d.into(), d.into(), imm_bits(RegClass::B32, 0xffff_e000)]);
    let nan = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.nan.f32"), vec![nan.into(), x.into(), x.into()]);
    cx.emit_guarded(Some(Guard { pred: nan, negated: false }), op!("mov.b32"), vec![d.into(), imm_bits(RegClass::B32, 0x7fff_e000)]);
}

/// Rounds an f64 to f32 to odd: truncated, with the last bit set when
/// anything was dropped. A later round to nearest to a format at least two
/// bits narrower (tf32, fp8) is then the single correct rounding.
fn f64_to_f32_odd(cx: &mut Lowerer<'_>, x: Reg) -> Reg {
    let t = cx.fresh(RegClass::F32);
    cx.emit(op!("cvt.rz.f32.f64"), vec![t.into(), x.into()]);
    sticky(cx, t, |cx, t| {
        let back = cx.fresh(RegClass::F64);
        cx.emit(op!("cvt.f64.f32"), vec![back.into(), t.into()]);
        let inexact = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.neu.f64"), vec![inexact.into(), back.into(), x.into()]);
        inexact
    })
}

/// Sets the last bit of the f32 `t` where `inexact(t)` holds.
fn sticky(cx: &mut Lowerer<'_>, t: Reg, inexact: impl FnOnce(&mut Lowerer<'_>, Reg) -> Reg) -> Reg {
    let p = inexact(cx, t);
    let bits = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![bits.into(), t.into()]);
    cx.emit_guarded(Some(Guard { pred: p, negated: false }), op!("or.b32"), vec![bits.into(), bits.into(), imm(1)]);
    let out = cx.fresh(RegClass::F32);
    cx.emit(op!("mov.b32"), vec![out.into(), bits.into()]);
    out
}

/// An integer (already widened to at least 16 bits, `from_name` its PTX
/// type) rounded to f32 to odd (see [`f64_to_f32_odd`]).
fn int_to_f32_odd(cx: &mut Lowerer<'_>, x: Reg, from_name: Type) -> Reg {
    let t = cx.fresh(RegClass::F32);
    cx.emit(op!("cvt.rz.f32").with(from_name), vec![t.into(), x.into()]);
    if matches!(from_name, Type::S16 | Type::U16) {
        return t;
    }
    sticky(cx, t, |cx, t| {
        let back = cx.fresh(x.class);
        cx.emit(op!("cvt.rzi").with(from_name).with(Type::F32), vec![back.into(), t.into()]);
        let inexact = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.ne").with(int_type(IntKind::B, x.class)), vec![inexact.into(), back.into(), x.into()]);
        inexact
    })
}

/// Widens a float exactly to the accumulator type `to` (f16, f32 or f64).
pub fn widen_float(cx: &mut Lowerer<'_>, s: Scalar, r: Reg, to: Scalar) -> Reg {
    if s == to {
        return r;
    }
    match to {
        Scalar::F64 => {
            let x = to_f32_exact(cx, s, r);
            let d = cx.fresh(RegClass::F64);
            cx.emit(op!("cvt.f64.f32"), vec![d.into(), x.into()]);
            d
        }
        Scalar::F16 => {
            let x = to_f32_exact(cx, s, r);
            let d = cx.fresh(RegClass::B16);
            cx.emit(op!("cvt.rn.f16.f32"), vec![d.into(), x.into()]);
            d
        }
        _ => to_f32_exact(cx, s, r),
    }
}

/// `ftof` to f8E8M0FNU (13.3): the magnitude rounded to a power of two
/// toward zero or (`up`) toward +infinity, saturated into [2^-127, 2^127],
/// NaN to 0xFF, as the interpreter does (`numerics::exact::to_e8m0`) and
/// NVIDIA's `cvt.{rz,rp}.satfinite.ue8m0x2.f32` does on sm_100. Computed on
/// the f32 bits, so it runs on every architecture: the source is exact in
/// f32, or f64 rounded to odd, which keeps a value strictly between two
/// powers of two strictly between them.
fn ftof_e8m0(cx: &mut Lowerer<'_>, op: OpId, from: Scalar, up: bool) -> Result<()> {
    map(cx, op, &[0], |cx, d, a| {
        let x = to_f32_for_one_rounding(cx, from, a[0]);
        let magnitude = cx.fresh(RegClass::B32);
        cx.emit(op!("mov.b32"), vec![magnitude.into(), x.into()]);
        cx.emit(op!("and.b32"), vec![magnitude.into(), magnitude.into(), imm(0x7fff_ffff)]);
        // The exponent field: floor(log2 |x|) + 127 for normal values, 0
        // (2^-127, the smallest code) for zeros and subnormals.
        let code = cx.fresh(RegClass::B32);
        cx.emit(op!("shr.u32"), vec![code.into(), magnitude.into(), imm(23)]);
        if up {
            let p = cx.fresh(RegClass::Pred);
            let fraction = cx.fresh(RegClass::B32);
            cx.emit(op!("and.b32"), vec![fraction.into(), magnitude.into(), imm(0x007f_ffff)]);
            cx.emit(op!("setp.ne.u32"), vec![p.into(), fraction.into(), imm(0)]);
            cx.emit_guarded(Some(Guard { pred: p, negated: false }), op!("add.u32"), vec![code.into(), code.into(), imm(1)]);
            // Zero and subnormals up to 2^-127 (f32 bits 0x00400000) round up to 2^-127.
            cx.emit(op!("setp.le.u32"), vec![p.into(), magnitude.into(), imm(0x0040_0000)]);
            cx.emit_guarded(Some(Guard { pred: p, negated: false }), op!("mov.b32"), vec![code.into(), imm(0)]);
        }
        // Infinities and values past 2^127 saturate; NaN is 0xFF.
        cx.emit(op!("min.u32"), vec![code.into(), code.into(), imm(0xfe)]);
        let nan = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.gt.u32"), vec![nan.into(), magnitude.into(), imm(0x7f80_0000)]);
        cx.emit_guarded(Some(Guard { pred: nan, negated: false }), op!("mov.b32"), vec![code.into(), imm(0xff)]);
        cx.emit(op!("cvt.u16.u32"), vec![d.into(), code.into()]);
        Ok(())
    })
}

/// A float of any width as an f32 that rounds to any narrower format as
/// the value itself would: exact, or an f64 rounded to odd.
fn to_f32_for_one_rounding(cx: &mut Lowerer<'_>, from: Scalar, r: Reg) -> Reg {
    if from == Scalar::F64 {
        f64_to_f32_odd(cx, r)
    } else {
        to_f32_exact(cx, from, r)
    }
}

/// `ftof` where tf32 or an fp8 format is involved: through an exact f32
/// (or an f32 rounded to odd from f64), then one rounding to the target.
fn ftof_narrow(cx: &mut Lowerer<'_>, op: OpId, from: Scalar, to: Scalar) -> Result<()> {
    map(cx, op, &[0], |cx, d, a| {
        let x = to_f32_for_one_rounding(cx, from, a[0]);
        match to {
            Scalar::F64 => cx.emit(op!("cvt.f64.f32"), vec![d.into(), x.into()]),
            Scalar::F32 => cx.mov(d, x),
            Scalar::F16 | Scalar::Bf16 => from_f32(cx, to, crate::ptx::isa::Round::Rn, d, x),
            Scalar::Tf32 => tf32_from_f32(cx, d, x),
            _ => match fp8(to) {
                Some(f) if f.signed => fp8_from_f32(cx, &f, d, x, true),
                _ if to == Scalar::Fnv8E5m3fnu => return Err(cx.cannot(op, format!("{} to {} (NVIDIA documents no rounding to it, and its tools refuse the type)", from.name(), to.name()))),
                _ => return Err(cx.cannot(op, format!("{} to {}", from.name(), to.name()))),
            },
        }
        Ok(())
    })
}
