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
    let lhs = cx.operand(op, 0)?;
    let rhs = cx.operand(op, 1)?;
    let acc = cx.operand(op, 2)?;
    let (l, r, a) = (shape_of(cx, cx.ir.op(op).operands[0]), shape_of(cx, cx.ir.op(op).operands[1]), shape_of(cx, cx.ir.op(op).operands[2]));
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank || a.len() != rank {
        return Err(cx.internal(op, "the operands' shapes do not form a matrix product"));
    }
    let lead = rank - 2;
    let d = Dims { m: l[lead], k: l[lead + 1], n: r[lead + 1] };
    let (Some(_), Some(output)) = (lhs.elem.scalar(), acc.elem.scalar()) else {
        return Err(cx.internal(op, "mma of non-scalar tiles"));
    };
    let signed = if integer {
        let v = MmaiOp(op);
        [v.signedness_lhs(cx.ir) != Some(Signedness::Unsigned), v.signedness_rhs(cx.ir) != Some(Signedness::Unsigned)]
    } else {
        [true, true]
    };
    let fma = if integer {
        "mad.lo.s32".to_string()
    } else {
        match output {
            Scalar::F16 | Scalar::F32 | Scalar::F64 => format!("fma.rn.{}", output.name()),
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
            let args = vec![("Instruction", fma.clone()), ("Product", shape), ("Reason", reason)];
            cx.remark(op, Kind::Failure, Category::TensorCore, "RemarkTensorCoreMMA", "MMA operation runs on the CUDA cores (one multiply-add per product), not tensor cores", args);
        }
    }
    let rhs_elem = rhs.elem;
    let (base, placed) = stage(cx, &[lhs.clone(), rhs]);
    let result = cx.fresh_result(op, 0)?;
    for (s, &dst) in result.slots.iter().enumerate() {
        let index = cx.element_index(result.layout, s);
        let coords = coordinates(cx, index, &a);
        let (i, j) = (coords[lead], coords[lead + 1]);
        // Row start of lhs: ((b * M + i) * K) elements; column start of rhs: (b * K * N + j).
        let lhs_row = cx.fresh(RegClass::B32);
        cx.emit("mul.lo.u32", vec![lhs_row.into(), i.into(), imm(d.k as u64)]);
        let rhs_col = cx.fresh(RegClass::B32);
        cx.mov(rhs_col, j);
        if rank == 3 {
            cx.emit("mad.lo.u32", vec![lhs_row.into(), coords[0].into(), imm((d.m * d.k) as u64), lhs_row.into()]);
            cx.emit("mad.lo.u32", vec![rhs_col.into(), coords[0].into(), imm((d.k * d.n) as u64), rhs_col.into()]);
        }
        let (lhs_at, rhs_at) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        cx.emit("mad.lo.u32", vec![lhs_at.into(), lhs_row.into(), imm(placed[0].1), base.into()]);
        cx.emit("mad.lo.u32", vec![rhs_at.into(), rhs_col.into(), imm(placed[1].1), base.into()]);
        cx.mov(dst, acc.slot(s));
        let counter = cx.fresh(RegClass::B32);
        cx.mov(counter, imm(d.k as u64));
        let top = cx.label();
        cx.place(top);
        let x = load_input(cx, lhs.elem, Operand::Addr(lhs_at, placed[0].0 as i64), output, signed[0], integer);
        let y = load_input(cx, rhs_elem, Operand::Addr(rhs_at, placed[1].0 as i64), output, signed[1], integer);
        cx.emit(&fma, vec![dst.into(), x.into(), y.into(), dst.into()]);
        cx.emit("add.u32", vec![lhs_at.into(), lhs_at.into(), imm(placed[0].1)]);
        cx.emit("add.u32", vec![rhs_at.into(), rhs_at.into(), imm(placed[1].1 * d.n as u64)]);
        cx.emit("sub.u32", vec![counter.into(), counter.into(), imm(1)]);
        let more = cx.fresh(RegClass::Pred);
        cx.emit("setp.ne.u32", vec![more.into(), counter.into(), imm(0)]);
        cx.branch(Some(Guard { pred: more, negated: false }), top);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// Loads one staged input element and widens it exactly to the accumulator's
/// type (`.s32` for `mmai`).
fn load_input(cx: &mut Lowerer<'_>, elem: Elem, address: Operand, output: Scalar, signed: bool, integer: bool) -> Reg {
    let s = elem.scalar().unwrap_or(Scalar::F32);
    if integer {
        // Staged i8 is the sign-extended 16-bit register.
        let h = cx.fresh(RegClass::B16);
        cx.emit("ld.shared.b16", vec![h.into(), address]);
        let w = cx.fresh(RegClass::B32);
        if signed {
            cx.emit("cvt.s32.s16", vec![w.into(), h.into()]);
        } else {
            cx.emit("cvt.u32.u8", vec![w.into(), h.into()]);
        }
        return w;
    }
    let class = super::reg_class(elem).unwrap_or(RegClass::B16);
    let raw = cx.fresh(class);
    super::memory::load_element(cx, "ld.shared", elem, raw, address, None);
    super::arith::widen_float(cx, s, raw, output)
}
