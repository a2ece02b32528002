//! Matrix multiply-accumulate, `mmaf` and `mmai`: on tensor cores where the
//! types, shapes and architecture have an instruction
//! ([`super::tensor_core`]), and otherwise computed simply and in the
//! interpreter's order, as below.
//!
//! Both operands are staged through shared memory ([`super::shape::stage`]);
//! each thread then computes the result elements it holds: starting from
//! the accumulator element, one step per `k` in increasing `k`.
//! - `mmaf`: the step is one fused multiply-add in the accumulator's type
//!   (`fma.rn.f16`, `.f32` or `.f64`), its inputs widened exactly to that
//!   type first (f8, f16, bf16 and f32 widen without loss; a tf32 input is
//!   read as its 19 significant bits). That is the interpreter's sum, bit
//!   for bit: the product is exact and each addition rounds once to nearest.
//! - `mmai`: each i8 is widened as its signedness says and the products are
//!   summed with wrapping i32 multiply-adds; the interpreter's exact sum
//!   followed by one wrapping `acc + sum` is the same number modulo 2^32.
//! - `mmaf_scaled` (13.3; fp8 inputs, f8E8M0FNU or f8E4M3FN scales): always on
//!   the CUDA cores. Inputs and factors are decoded exactly to f64 and the
//!   scaled product formed there (exact: at most 16 significant bits); each
//!   step adds it to the f32 accumulator with one rounding (the f64 sum rounded
//!   to odd, then to f32), the interpreter's sum bit for bit. The K loop runs
//!   block by block, reading each block's two factors once. f4E2M1FN inputs
//!   are not held in registers yet and are refused.

use crate::ptx::isa::op;
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::Signedness;
use tilesmith_dialect::generated::ops::integer::MmaiOp;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::remarks::{Category, Kind};
use super::super::LowerError;
use super::shape::{coordinates, shape_of, stage};
use super::{imm, Lowered, Lowerer};
use crate::shared::value::Elem;

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Mmaf | OpKind::Mmai => mma(cx, op, kind == OpKind::Mmai)?,
        OpKind::MmafScaled => mma_scaled(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Rows, columns, and the summed dimension.
struct Dims {
    m: i64,
    n: i64,
    k: i64,
}

fn mma(cx: &mut Lowerer<'_>, op: OpId, integer: bool) -> Result<()> {
    let acc = cx.operand(op, 2)?;
    let (l, r, a) = (shape_of(cx, cx.ir.op(op).operands[0]), shape_of(cx, cx.ir.op(op).operands[1]), shape_of(cx, cx.ir.op(op).operands[2]));
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank || a.len() != rank {
        return Err(cx.internal(op, "the operands' shapes do not form a matrix product"));
    }
    let lead = rank - 2;
    let d = Dims { m: l[lead], k: l[lead + 1], n: r[lead + 1] };
    let lhs_elem = crate::shared::value::Elem::of_type(cx.ir, cx.ir.value_type(cx.ir.op(op).operands[0]));
    let (Some(_), Some(output)) = (lhs_elem.and_then(|e| e.scalar()), acc.elem.scalar()) else {
        return Err(cx.internal(op, "mma of non-scalar tiles"));
    };
    let signed = if integer {
        let v = MmaiOp(op);
        [v.signedness_lhs(cx.ir) != Some(Signedness::Unsigned), v.signedness_rhs(cx.ir) != Some(Signedness::Unsigned)]
    } else {
        [true, true]
    };
    let fma = if integer {
        op!("mad.lo.s32")
    } else {
        match output {
            Scalar::F16 => op!("fma.rn.f16"),
            Scalar::F32 => op!("fma.rn.f32"),
            Scalar::F64 => op!("fma.rn.f64"),
            _ => return Err(cx.cannot(op, format!("a {} accumulator", output.name()))),
        }
    };
    let shape = format!("[{}, {}, {}]", d.m, d.n, d.k);
    match super::tensor_core::lower(cx, op, integer, signed)? {
        Ok((instruction, [m, n, k])) => {
            let args = vec![("Instruction", instruction), ("Shape", format!("[{m}, {n}, {k}]")), ("Product", shape)];
            cx.remark(op, Kind::Passed, Category::TensorCore, "RemarkTensorCoreMMA", "MMA operation uses tensor cores", args);
            return Ok(());
        }
        Err(reason) => {
            let args = vec![("Instruction", fma.to_string()), ("Product", shape), ("Reason", reason)];
            cx.remark(op, Kind::Failure, Category::TensorCore, "RemarkTensorCoreMMA", "MMA operation runs on the CUDA cores (one multiply-add per product), not tensor cores", args);
        }
    }
    // A and B in registers (only a tensor-core product takes them from shared memory: super::resident).
    let lhs = cx.operand(op, 0)?;
    let rhs = cx.operand(op, 1)?;
    let rhs_elem = rhs.elem;
    let (base, placed) = stage(cx, &[lhs.clone(), rhs]);
    let result = cx.fresh_result(op, 0)?;
    for (s, &dst) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        let coords = coordinates(cx, index, &a);
        let (i, j) = (coords[lead], coords[lead + 1]);
        // Row start of lhs: ((b * M + i) * K) elements; column start of rhs: (b * K * N + j).
        let lhs_row = cx.fresh(RegClass::B32);
        cx.emit(op!("mul.lo.u32"), vec![lhs_row.into(), i.into(), imm(d.k as u64)]);
        let rhs_col = cx.fresh(RegClass::B32);
        cx.mov(rhs_col, j);
        if rank == 3 {
            cx.emit(op!("mad.lo.u32"), vec![lhs_row.into(), coords[0].into(), imm((d.m * d.k) as u64), lhs_row.into()]);
            cx.emit(op!("mad.lo.u32"), vec![rhs_col.into(), coords[0].into(), imm((d.k * d.n) as u64), rhs_col.into()]);
        }
        let (lhs_at, rhs_at) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        cx.emit(op!("mad.lo.u32"), vec![lhs_at.into(), lhs_row.into(), imm(placed[0].width), base.into()]);
        cx.emit(op!("mad.lo.u32"), vec![rhs_at.into(), rhs_col.into(), imm(placed[1].width), base.into()]);
        cx.mov(dst, acc.slot(s));
        let (counter, top) = count_from(cx, d.k);
        let x = load_input(cx, lhs.elem, Operand::Addr(lhs_at, placed[0].start as i64), output, signed[0], integer);
        let y = load_input(cx, rhs_elem, Operand::Addr(rhs_at, placed[1].start as i64), output, signed[1], integer);
        cx.emit(fma, vec![dst.into(), x.into(), y.into(), dst.into()]);
        cx.emit(op!("add.u32"), vec![lhs_at.into(), lhs_at.into(), imm(placed[0].width)]);
        cx.emit(op!("add.u32"), vec![rhs_at.into(), rhs_at.into(), imm(placed[1].width * d.n as u64)]);
        count_down(cx, counter, top);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// The start of a counted loop of `count` (at least one) turns: the counter,
/// and the loop's top, placed here, for [`count_down`] to go back to.
fn count_from(cx: &mut Lowerer<'_>, count: i64) -> (Reg, super::Label) {
    let counter = cx.fresh(RegClass::B32);
    cx.mov(counter, imm(count as u64));
    let top = cx.label();
    cx.place(top);
    (counter, top)
}

/// The end of a counted loop: one less to go, and back to `top` while some are left.
fn count_down(cx: &mut Lowerer<'_>, counter: Reg, top: super::Label) {
    cx.emit(op!("sub.u32"), vec![counter.into(), counter.into(), imm(1)]);
    let more = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.ne.u32"), vec![more.into(), counter.into(), imm(0)]);
    cx.branch(Some(Guard { pred: more, negated: false }), top);
}

/// Loads one staged input element and widens it exactly to the accumulator's
/// type (`.s32` for `mmai`).
fn load_input(cx: &mut Lowerer<'_>, elem: Elem, address: Operand, output: Scalar, signed: bool, integer: bool) -> Reg {
    let s = elem.scalar().unwrap_or(Scalar::F32);
    if integer {
        // Staged i8 is the sign-extended 16-bit register.
        let h = cx.fresh(RegClass::B16);
        cx.emit(op!("ld.shared.b16"), vec![h.into(), address]);
        let w = cx.fresh(RegClass::B32);
        if signed {
            cx.emit(op!("cvt.s32.s16"), vec![w.into(), h.into()]);
        } else {
            cx.emit(op!("cvt.u32.u8"), vec![w.into(), h.into()]);
        }
        return w;
    }
    let class = super::reg_class(elem).unwrap_or(RegClass::B16);
    let raw = cx.fresh(class);
    super::memory::load_element(cx, op!("ld.shared"), elem, raw, address, None);
    super::arith::widen_float(cx, s, raw, output)
}

/// `mmaf_scaled` on the CUDA cores (see the module's comment).
fn mma_scaled(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let operands: Vec<_> = (0..5).map(|i| cx.operand(op, i)).collect::<Result<_>>()?;
    let [lhs, rhs, acc, lhs_scale, rhs_scale] = <[_; 5]>::try_from(operands).map_err(|_| cx.internal(op, "five operands expected"))?;
    let shapes: Vec<Vec<i64>> = (0..5).map(|i| shape_of(cx, cx.ir.op(op).operands[i])).collect();
    let (l, r, a, ls) = (&shapes[0], &shapes[1], &shapes[2], &shapes[3]);
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank || a.len() != rank || ls.len() != rank {
        return Err(cx.internal(op, "the operands' shapes do not form a matrix product"));
    }
    let lead = rank - 2;
    let d = Dims { m: l[lead], k: l[lead + 1], n: r[lead + 1] };
    let ks = ls[lead + 1];
    if ks <= 0 || d.k % ks != 0 {
        return Err(cx.internal(op, "the scales do not divide K into blocks"));
    }
    let block = d.k / ks;
    let (Some(input), Some(scale), Some(Scalar::F32)) = (lhs.elem.scalar(), lhs_scale.elem.scalar(), acc.elem.scalar()) else {
        return Err(cx.internal(op, "mmaf_scaled of other than float inputs and an f32 accumulator"));
    };
    if super::reg_class(lhs.elem).is_none() {
        return Err(cx.cannot(op, format!("{} inputs", input.name())));
    }
    if super::reg_class(lhs_scale.elem).is_none() {
        return Err(cx.cannot(op, format!("{} scales", scale.name())));
    }
    let args = vec![("Instruction", "mul.f64, add.f64".to_string()), ("Product", format!("[{}, {}, {}]", d.m, d.n, d.k)), ("Reason", "block-scaled products are computed on the CUDA cores".to_string())];
    cx.remark(op, Kind::Failure, Category::TensorCore, "RemarkTensorCoreMMA", "MMA operation runs on the CUDA cores (one multiply-add per product), not tensor cores", args);
    let elems = [lhs.elem, rhs.elem, lhs_scale.elem, rhs_scale.elem];
    let (base, placed) = stage(cx, &[lhs, rhs, lhs_scale, rhs_scale]);
    let result = cx.fresh_result(op, 0)?;
    for (s, &dst) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        let coords = coordinates(cx, index, a);
        let (i, j) = (coords[lead], coords[lead + 1]);
        // Element offsets of the row of lhs and of its scales, and of the column of rhs and of its scales.
        let row = cx.fresh(RegClass::B32);
        cx.mov(row, i);
        let col = cx.fresh(RegClass::B32);
        cx.mov(col, j);
        let (row_k, row_s, col_k, col_s) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        if rank == 3 {
            cx.emit(op!("mad.lo.u32"), vec![row.into(), coords[0].into(), imm(d.m as u64), row.into()]);
            cx.emit(op!("mad.lo.u32"), vec![col_k.into(), coords[0].into(), imm((d.k * d.n) as u64), col.into()]);
            cx.emit(op!("mad.lo.u32"), vec![col_s.into(), coords[0].into(), imm((ks * d.n) as u64), col.into()]);
        } else {
            cx.mov(col_k, col);
            cx.mov(col_s, col);
        }
        cx.emit(op!("mul.lo.u32"), vec![row_k.into(), row.into(), imm(d.k as u64)]);
        cx.emit(op!("mul.lo.u32"), vec![row_s.into(), row.into(), imm(ks as u64)]);
        let at: Vec<Reg> = [row_k, col_k, row_s, col_s]
            .iter()
            .zip(&placed)
            .map(|(&offset, &super::shape::Staged { width, .. })| {
                let r = cx.fresh(RegClass::B32);
                cx.emit(op!("mad.lo.u32"), vec![r.into(), offset.into(), imm(width), base.into()]);
                r
            })
            .collect();
        let read = |cx: &mut Lowerer<'_>, which: usize| -> Reg {
            let s = elems[which].scalar().unwrap_or(Scalar::F32);
            let raw = cx.fresh(RegClass::B16);
            super::memory::load_element(cx, op!("ld.shared"), elems[which], raw, Operand::Addr(at[which], placed[which].start as i64), None);
            super::arith::widen_float(cx, s, raw, Scalar::F64)
        };
        cx.mov(dst, acc.slot(s));
        let (blocks, outer) = count_from(cx, ks);
        let x_factor = read(cx, 2);
        let y_factor = read(cx, 3);
        let (steps, inner) = count_from(cx, block);
        let x = read(cx, 0);
        let y = read(cx, 1);
        let (sx, sy, p) = (cx.fresh(RegClass::F64), cx.fresh(RegClass::F64), cx.fresh(RegClass::F64));
        cx.emit(op!("mul.rn.f64"), vec![sx.into(), x.into(), x_factor.into()]);
        cx.emit(op!("mul.rn.f64"), vec![sy.into(), y.into(), y_factor.into()]);
        cx.emit(op!("mul.rn.f64"), vec![p.into(), sx.into(), sy.into()]);
        add_rounded_f32(cx, dst, p);
        cx.emit(op!("add.u32"), vec![at[0].into(), at[0].into(), imm(placed[0].width)]);
        cx.emit(op!("add.u32"), vec![at[1].into(), at[1].into(), imm(placed[1].width * d.n as u64)]);
        count_down(cx, steps, inner);
        cx.emit(op!("add.u32"), vec![at[2].into(), at[2].into(), imm(placed[2].width)]);
        cx.emit(op!("add.u32"), vec![at[3].into(), at[3].into(), imm(placed[3].width * d.n as u64)]);
        count_down(cx, blocks, outer);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// `acc = p + acc` rounded once to f32, `p` an exact f64: the f64 sum is rounded to
/// odd (TwoSum gives the error of the nearest sum; where it is not zero and the sum's
/// last bit is even, the sum moves one unit towards the error), then to f32 to
/// nearest, the interpreter's `add_rounded`.
fn add_rounded_f32(cx: &mut Lowerer<'_>, acc: Reg, p: Reg) {
    let c = cx.fresh(RegClass::F64);
    cx.emit(op!("cvt.f64.f32"), vec![c.into(), acc.into()]);
    let (sum, err) = super::arith::two_sum_f64(cx, p, c);
    // Inexact (a non-zero, non-NaN error; an infinite sum has a NaN error) and even.
    let bits = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.b64"), vec![bits.into(), sum.into()]);
    let (inexact, odd, adjust) = (cx.fresh(RegClass::Pred), cx.fresh(RegClass::Pred), cx.fresh(RegClass::Pred));
    cx.emit(op!("setp.ne.f64"), vec![inexact.into(), err.into(), imm_f64(0.0)]);
    let low = cx.fresh(RegClass::B64);
    cx.emit(op!("and.b64"), vec![low.into(), bits.into(), imm(1)]);
    cx.emit(op!("setp.ne.u64"), vec![odd.into(), low.into(), imm(0)]);
    cx.emit(op!("and.pred"), vec![adjust.into(), inexact.into(), odd.into()]);
    // adjust = inexact and even.
    cx.emit(op!("xor.pred"), vec![adjust.into(), adjust.into(), inexact.into()]);
    // Towards the error: a larger magnitude when the error has the sum's sign (or the sum is zero).
    let (sum_negative, err_negative, zero, larger) = (cx.fresh(RegClass::Pred), cx.fresh(RegClass::Pred), cx.fresh(RegClass::Pred), cx.fresh(RegClass::Pred));
    cx.emit(op!("setp.lt.f64"), vec![sum_negative.into(), sum.into(), imm_f64(0.0)]);
    cx.emit(op!("setp.lt.f64"), vec![err_negative.into(), err.into(), imm_f64(0.0)]);
    cx.emit(op!("setp.eq.f64"), vec![zero.into(), sum.into(), imm_f64(0.0)]);
    cx.emit(op!("xor.pred"), vec![larger.into(), sum_negative.into(), err_negative.into()]);
    cx.emit(op!("not.pred"), vec![larger.into(), larger.into()]);
    let step = cx.fresh(RegClass::B64);
    cx.emit(op!("selp.b64"), vec![step.into(), imm(1), imm(u64::MAX), larger.into()]);
    let moved = cx.fresh(RegClass::B64);
    cx.emit(op!("add.s64"), vec![moved.into(), bits.into(), step.into()]);
    // A zero sum becomes the smallest subnormal with the error's sign.
    let tiny = cx.fresh(RegClass::B64);
    cx.emit(op!("selp.b64"), vec![tiny.into(), imm(0x8000_0000_0000_0001), imm(1), err_negative.into()]);
    cx.emit(op!("selp.b64"), vec![moved.into(), tiny.into(), moved.into(), zero.into()]);
    cx.emit(op!("selp.b64"), vec![bits.into(), moved.into(), bits.into(), adjust.into()]);
    let odd_sum = cx.fresh(RegClass::F64);
    cx.emit(op!("mov.b64"), vec![odd_sum.into(), bits.into()]);
    cx.emit(op!("cvt.rn.f32.f64"), vec![acc.into(), odd_sum.into()]);
}

fn imm_f64(v: f64) -> Operand {
    super::imm_bits(RegClass::F64, v.to_bits())
}
