//! `fuse-fma`: a product added to or subtracted from something becomes one
//! fused multiply-add, `(a * b) + c` to `fma(a, b, c)` and `(a * b) - c` to
//! `fma(a, b, -c)`, where the product has no other use and both ops round
//! the same way with the same flush-to-zero setting. This changes results
//! (one rounding instead of two): it runs only when asked for.
//!
//! With it runs the canonicalization of `addf` that puts a product on the
//! left ([`reorder_addf`]), so `c + a * b` fuses too.

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::enums::RoundingMode;
use tilesmith_dialect::generated::ops::float::{AddfOp, FmaOp, MulfOp, NegfOp, SubfOp};
use tilesmith_dialect::ir::{Ir, OpId, Value};
use tilesmith_dialect::registry::OpKind;

use crate::rewrite::{apply_greedily, Rewriter};
use crate::{Anchor, Pass, PassOptions};

pub static FUSE_FMA: Pass = Pass {
    name: "fuse-fma",
    summary: "Fuse a product and an addition or subtraction into fma (changes rounding: one instead of two)",
    anchor: Anchor::Function,
    options: &[],
    test_only: false,
    run,
};

fn run(ir: &mut Ir, func: OpId, _: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    apply_greedily(ir, func, &[reorder_addf, mul_add, mul_sub]);
    Ok(())
}

/// `addf` canonicalization: `x + (a * b)`, `x` no product, becomes `(a * b) + x`.
pub fn reorder_addf(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(add) = AddfOp::cast(rw.ir, op) else { return false };
    let o = &rw.ir.op(op).operands;
    let (lhs, rhs) = (o[0], o[1]);
    if rw.defined_by(rhs) != Some(OpKind::Mulf) || rw.defined_by(lhs) == Some(OpKind::Mulf) {
        return false;
    }
    // (An op without its required rounding is left alone: the pass does not guess it.)
    let Some(rounding) = add.rounding_mode(&*rw.ir) else { return false };
    let ftz = add.flush_to_zero(&*rw.ir);
    let (location, ty) = (rw.ir.op(op).location, rw.ir.op(op).result_types[0]);
    let new = AddfOp::build(rw.ir, location, rhs, lhs, rounding, ftz, ty).0;
    rw.replace_op_with(op, new);
    true
}

/// The product `v` stands for, when it is a `mulf` with this one use that
/// rounds as `rounding` and flushes as `ftz`: its factors.
fn fusable_product(rw: &Rewriter, v: Value, rounding: RoundingMode, ftz: bool) -> Option<(OpId, Value, Value)> {
    let mul = MulfOp::cast(rw.ir, rw.defining_op(v)?)?;
    if !rw.has_one_use(v) || mul.rounding_mode(&*rw.ir) != Some(rounding) || mul.flush_to_zero(&*rw.ir) != ftz {
        return None;
    }
    let o = &rw.ir.op(mul.0).operands;
    Some((mul.0, o[0], o[1]))
}

/// Replaces `op` by `fma(a, b, c)`, rounded as it was, and erases the product.
fn fuse(rw: &mut Rewriter, op: OpId, mul: OpId, (a, b, c): (Value, Value, Value), rounding: RoundingMode, ftz: bool) {
    let (location, ty) = (rw.ir.op(op).location, rw.ir.op(op).result_types[0]);
    let fma = FmaOp::build(rw.ir, location, a, b, c, rounding, ftz, ty).0;
    rw.replace_op_with(op, fma);
    rw.erase_op(mul);
}

/// `(a * b) + c` to `fma(a, b, c)`.
fn mul_add(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(add) = AddfOp::cast(rw.ir, op) else { return false };
    let Some(rounding) = add.rounding_mode(&*rw.ir) else { return false };
    let ftz = add.flush_to_zero(&*rw.ir);
    let (lhs, rhs) = (rw.ir.op(op).operands[0], rw.ir.op(op).operands[1]);
    let Some((mul, a, b)) = fusable_product(rw, lhs, rounding, ftz) else { return false };
    fuse(rw, op, mul, (a, b, rhs), rounding, ftz);
    true
}

/// `(a * b) - c` to `fma(a, b, -c)`.
fn mul_sub(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(sub) = SubfOp::cast(rw.ir, op) else { return false };
    let Some(rounding) = sub.rounding_mode(&*rw.ir) else { return false };
    let ftz = sub.flush_to_zero(&*rw.ir);
    let (lhs, rhs) = (rw.ir.op(op).operands[0], rw.ir.op(op).operands[1]);
    let Some((mul, a, b)) = fusable_product(rw, lhs, rounding, ftz) else { return false };
    let location = rw.ir.op(op).location;
    let ty = rw.ir.value_type(rhs);
    let neg = NegfOp::build(rw.ir, location, rhs, ty).0;
    rw.insert_before(op, neg);
    fuse(rw, op, mul, (a, b, Value::Result(neg, 0)), rounding, ftz);
    true
}
