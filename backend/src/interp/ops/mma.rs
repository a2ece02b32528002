//! Matrix multiply-accumulate: `mmaf` (floats), `mmai` (8-bit integers) and
//! 13.3's `mmaf_scaled` (block-scaled fp8 and fp4).
//!
//! Operands are `M x K`, `K x N` and an `M x N` accumulator, or the same
//! with a leading batch dimension `B` shared by all three; the result has
//! the accumulator's type.
//!
//! # How the sums are formed
//!
//! The op's definition is `r[i][j] = sum_k a[i][k] * b[k][j] + c[i][j]` and
//! leaves the order and the intermediate precision open. The interpreter
//! fixes them so that every run on every machine gives the same bits:
//!
//! - `mmaf`: starting from `c[i][j]`, for `k = 0, 1, ..., K-1` in turn,
//!   `acc = fma(a[i][k], b[k][j], acc)`: the product is exact and the sum is
//!   rounded once, to nearest even, in the accumulator's type (f16, f32 or
//!   f64). There is no flush of subnormals. Inputs are read exactly (f8,
//!   f16, bf16 and f32 all widen to f64 without loss); a tf32 input is read
//!   as its 19 significant bits, the low 13 mantissa bits of its 32-bit
//!   storage being ignored as the tensor cores ignore them. Hardware adds
//!   several products at a time with its own internal precision, so a GPU
//!   may differ from this in the last bits; this order is the reference.
//! - `mmai`: each `i8` is read as signed or unsigned as its signedness
//!   attribute says, products and sums are exact integers, and the final
//!   `c + sum` wraps to i32 (two's complement), which is also what a
//!   sequence of wrapping i32 additions in any order gives.
//! - `mmaf_scaled`: each input element is multiplied by the factor of its
//!   block (`lhs_scale[i][k / B]`, `rhs_scale[k / B][j]`, `B` = K over the
//!   scales' K extent); then as `mmaf` into f32: starting from `c[i][j]`, for
//!   `k` in turn, `acc = a'[i][k] * b'[k][j] + acc` rounded once to nearest
//!   even. The scaled product is exact in f64 (at most 16 significant bits,
//!   exponents within +-300), so the step is exact but for its one rounding
//!   (made single by rounding the f64 sum to odd first, as for f16). An
//!   f8E8M0FNU factor of 0xFF is NaN, which makes the element NaN.

use tilesmith_dialect::generated::enums::Signedness;
use tilesmith_dialect::generated::ops::float::{MmafOp, MmafScaledOp};
use tilesmith_dialect::generated::ops::integer::MmaiOp;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::OpId;

use super::super::exec::{BlockCx, Flow, RunError};
use tilesmith_dialect::numerics::exact::{self as numeric, Rounding};
use super::super::value::{float_to_f64, Elem, Tile};


/// The problem size: batches, rows, columns and the summed dimension.
#[derive(Clone, Copy)]
struct Dims {
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
}

fn dims(cx: &BlockCx<'_>, op: OpId, lhs: &Tile, rhs: &Tile, acc: &Tile) -> Result<Dims, RunError> {
    let bad = || cx.error(op, "internal error: the operands' shapes do not form a matrix product");
    let (l, r, a) = (&lhs.shape, &rhs.shape, &acc.shape);
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank || a.len() != rank {
        return Err(bad());
    }
    let lead = rank - 2;
    let batch = if rank == 3 { l[0] } else { 1 };
    if rank == 3 && (r[0] != batch || a[0] != batch) {
        return Err(bad());
    }
    let (m, k, n) = (l[lead], l[lead + 1], r[lead + 1]);
    if r[lead] != k || a[lead] != m || a[lead + 1] != n {
        return Err(bad());
    }
    Ok(Dims { batch: batch as usize, m: m as usize, n: n as usize, k: k as usize })
}

/// Computes every result element with `element(acc_bits, lhs_index_of_k, rhs_index_of_k)`, into `out`.
fn for_each_element(d: Dims, acc: &Tile, mut out: Vec<u64>, mut element: impl FnMut(u64, &dyn Fn(usize) -> usize, &dyn Fn(usize) -> usize) -> u64) -> Vec<u64> {
    for b in 0..d.batch {
        for i in 0..d.m {
            for j in 0..d.n {
                let lhs_at = |k: usize| (b * d.m + i) * d.k + k;
                let rhs_at = |k: usize| (b * d.k + k) * d.n + j;
                out.push(element(acc.data[(b * d.m + i) * d.n + j], &lhs_at, &rhs_at));
            }
        }
    }
    out
}

/// An input element as an exact f64 (tf32 keeps its 19 significant bits).
fn input_value(s: Scalar, bits: u64) -> f64 {
    match s {
        Scalar::Tf32 => f32::from_bits(bits as u32 & 0xffff_e000) as f64,
        _ => float_to_f64(s, bits),
    }
}

/// `a * b + c` rounded once to f16. The product of two inputs that fit in
/// f32 is exact in f64 (see [`add_rounded`]).
/// (`half::f16::from_f64` is not that rounding: on x86 with F16C it rounds
/// to f32 first, and its portable path ignores the low 32 bits.)
fn fma_f16(a: f64, b: f64, c: f64) -> u64 {
    add_rounded(a * b, c, numeric::F16)
}

/// `p + c` rounded once to `format` (f16 or f32), for `p` and `c` exact f64 values:
/// the sum is made exact-or-sticky by rounding it to odd in f64 (53 bits, more than
/// the format's precision + 2), so the final rounding (exact, by [`numeric::encode`])
/// is the single correct one.
fn add_rounded(p: f64, c: f64, format: numeric::Format) -> u64 {
    let round = |v: f64| numeric::encode(format, numeric::from_f64(v), Rounding::NearestEven);
    let s = p + c;
    if !s.is_finite() {
        return round(s);
    }
    // TwoSum: the exact error of the addition.
    let bp = s - p;
    let err = (p - (s - bp)) + (c - bp);
    let mut s_odd = s;
    if err != 0.0 && s.to_bits() & 1 == 0 {
        // Move one unit towards the lost error, which makes the last bit odd.
        let toward_larger_magnitude = (err > 0.0) == (s > 0.0) || s == 0.0;
        let bits = s.to_bits();
        s_odd = if s == 0.0 {
            f64::from_bits(1).copysign(err)
        } else if toward_larger_magnitude {
            f64::from_bits(bits + 1)
        } else {
            f64::from_bits(bits - 1)
        };
    }
    round(s_odd)
}

pub(super) fn exec_mmaf(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = MmafOp(op);
    let lhs = cx.operand(op, view.lhs(cx.ir))?;
    let rhs = cx.operand(op, view.rhs(cx.ir))?;
    let acc = cx.operand(op, view.acc(cx.ir))?;
    let d = dims(cx, op, &lhs, &rhs, &acc)?;
    let (Some(input), Some(accumulator)) = (lhs.elem.scalar(), acc.elem.scalar()) else {
        return Err(cx.error(op, "internal error: mmaf of non-float tiles"));
    };
    let mut a: Vec<f64> = cx.alloc(op, lhs.len())?;
    a.extend(lhs.data.iter().map(|&b| input_value(input, b)));
    let mut b: Vec<f64> = cx.alloc(op, rhs.len())?;
    b.extend(rhs.data.iter().map(|&b| input_value(input, b)));
    let out = cx.alloc(op, acc.len())?;
    let data = match accumulator {
        Scalar::F64 => for_each_element(d, &acc, out, |c, la, rb| (0..d.k).fold(f64::from_bits(c), |s, k| a[la(k)].mul_add(b[rb(k)], s)).to_bits()),
        // Every input type that accumulates in f32 is exact in f32, so f32's fma is the single rounding.
        Scalar::F32 => for_each_element(d, &acc, out, |c, la, rb| u64::from((0..d.k).fold(f32::from_bits(c as u32), |s, k| (a[la(k)] as f32).mul_add(b[rb(k)] as f32, s)).to_bits())),
        Scalar::F16 => for_each_element(d, &acc, out, |c, la, rb| (0..d.k).fold(c, |s, k| fma_f16(a[la(k)], b[rb(k)], float_to_f64(Scalar::F16, s)))),
        other => return Err(cx.error(op, format!("internal error: mmaf cannot accumulate in {}", other.name()))),
    };
    cx.set_result(op, 0, Tile::new(acc.elem, acc.shape.clone(), data))
}

pub(super) fn exec_mmaf_scaled(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = MmafScaledOp(op);
    let lhs = cx.operand(op, view.lhs(cx.ir))?;
    let rhs = cx.operand(op, view.rhs(cx.ir))?;
    let acc = cx.operand(op, view.acc(cx.ir))?;
    let lhs_scale = cx.operand(op, view.lhs_scale(cx.ir))?;
    let rhs_scale = cx.operand(op, view.rhs_scale(cx.ir))?;
    let d = dims(cx, op, &lhs, &rhs, &acc)?;
    let (Some(input), Some(scale), Some(Scalar::F32)) = (lhs.elem.scalar(), lhs_scale.elem.scalar(), acc.elem.scalar()) else {
        return Err(cx.error(op, "internal error: mmaf_scaled of other than float inputs and an f32 accumulator"));
    };
    // The scales: [B,] M x Ks for lhs, [B,] Ks x N for rhs; the verifier checked that Ks divides K.
    let lead = lhs.shape.len() - 2;
    let ks = lhs_scale.shape.get(lead + 1).copied().unwrap_or(0) as usize;
    if ks == 0 || d.k % ks != 0 || lhs_scale.len() != d.batch * d.m * ks || rhs_scale.len() != d.batch * ks * d.n {
        return Err(cx.error(op, "internal error: the scales' shapes do not match the operands"));
    }
    let block = d.k / ks;
    let factor = |bits: u64| float_to_f64(scale, bits);
    let mut a: Vec<f64> = cx.alloc(op, lhs.len())?;
    a.extend(lhs.data.iter().enumerate().map(|(at, &bits)| {
        let (row, k) = (at / d.k, at % d.k);
        float_to_f64(input, bits) * factor(lhs_scale.data[row * ks + k / block])
    }));
    let mut b: Vec<f64> = cx.alloc(op, rhs.len())?;
    b.extend(rhs.data.iter().enumerate().map(|(at, &bits)| {
        let (batch, k, j) = (at / (d.k * d.n), at / d.n % d.k, at % d.n);
        float_to_f64(input, bits) * factor(rhs_scale.data[(batch * ks + k / block) * d.n + j])
    }));
    let out = cx.alloc(op, acc.len())?;
    let data = for_each_element(d, &acc, out, |c, la, rb| (0..d.k).fold(c, |s, k| add_rounded(a[la(k)] * b[rb(k)], float_to_f64(Scalar::F32, s), numeric::F32)));
    cx.set_result(op, 0, Tile::new(acc.elem, acc.shape.clone(), data))
}

pub(super) fn exec_mmai(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = MmaiOp(op);
    let lhs = cx.operand(op, view.lhs(cx.ir))?;
    let rhs = cx.operand(op, view.rhs(cx.ir))?;
    let acc = cx.operand(op, view.acc(cx.ir))?;
    let d = dims(cx, op, &lhs, &rhs, &acc)?;
    let read = |t: &Tile, signedness: Option<Signedness>| -> Result<Vec<i64>, RunError> {
        let mut out = cx.alloc(op, t.len())?;
        match signedness {
            Some(Signedness::Unsigned) => out.extend(t.data.iter().map(|&v| (v & 0xff) as i64)),
            _ => out.extend((0..t.len()).map(|i| t.signed(i))),
        }
        Ok(out)
    };
    let a = read(&lhs, view.signedness_lhs(cx.ir))?;
    let b = read(&rhs, view.signedness_rhs(cx.ir))?;
    let out = cx.alloc(op, acc.len())?;
    let data = for_each_element(d, &acc, out, |c, la, rb| {
        let sum: i64 = (0..d.k).map(|k| a[la(k)] * b[rb(k)]).sum();
        (c as i32 as i64).wrapping_add(sum) as u32 as u64
    });
    debug_assert!(acc.elem == Elem::Scalar(Scalar::I32));
    cx.set_result(op, 0, Tile::new(acc.elem, acc.shape.clone(), data))
}
