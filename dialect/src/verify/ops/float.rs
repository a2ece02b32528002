//! Hand-written verifiers of the float ops (spec group `float`): the
//! operand shapes and element-type pairs of mmaf and mmaf_scaled. The mma
//! shape rule is shared with mmai (group `integer`). Which rounding modes
//! each op accepts (the spec's `only`) and the modifiers that only f32
//! allows (`for`) are checked for every op by [`crate::verify::ods`].

use crate::ir::{OpId, TypeData, TypeId};
use crate::verify::ods::element_or_self;
use crate::verify::{Verifier, VerifyResult};
use crate::Scalar;

/// `'<type>'`, a type quoted as MLIR quotes a type streamed into a diagnostic.
fn quoted(cx: &Verifier, t: TypeId) -> String {
    format!("'{}'", cx.type_str(t))
}

/// Shape of operand `i`, if it is a tile.
fn operand_shape<'a>(cx: &Verifier<'a>, op: OpId, i: usize) -> Option<&'a [i64]> {
    let v = cx.operand(op, i)?;
    match cx.ir.types.get(cx.ty(v)) {
        TypeData::Tile { shape, .. } => Some(shape),
        _ => None,
    }
}

/// A shape as MLIR streams an `ArrayRef<int64_t>`: `4, 16`.
fn dims(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

/// Dim `a.2` of operand `a.0` (shape `a.1`) equals dim `b.2` of operand
/// `b.0`; `lead` starts the message as upstream's does.
fn dims_must_match(cx: &Verifier, op: OpId, lead: &str, a: (&str, &[i64], usize), b: (&str, &[i64], usize)) -> VerifyResult {
    let ((a_name, a, a_dim), (b_name, b, b_dim)) = (a, b);
    let (x, y) = (a.get(a_dim).copied(), b.get(b_dim).copied());
    if x == y {
        return Ok(());
    }
    cx.fail(
        op,
        format!(
            "{lead}shape error: dim {a_dim} of {a_name} ({}) and dim {b_dim} of {b_name} ({}) must match, but got {a_name} shape ({}) and {b_name} shape ({})",
            x.unwrap_or_default(),
            y.unwrap_or_default(),
            dims(a),
            dims(b)
        ),
    )
}

/// The shape rule of mmaf and mmai: lhs, rhs and acc (operands 0, 1, 2) are
/// all 2-d (M x K, K x N, M x N) or all 3-d with a shared leading batch
/// dimension. Equal ranks were already checked by the op's traits.
pub(crate) fn verify_mma_shapes(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(lhs), Some(rhs), Some(acc)) = (operand_shape(cx, op, 0), operand_shape(cx, op, 1), operand_shape(cx, op, 2))
    else {
        return Ok(());
    };
    if lhs.len() != 2 && lhs.len() != 3 {
        return cx.fail(op, "operands must be 2D or 3D tiles");
    }
    let batched = usize::from(lhs.len() == 3);
    if batched == 1 {
        for side in [("rhs", rhs, 0), ("acc", acc, 0)] {
            dims_must_match(cx, op, "", ("lhs", lhs, 0), side)?;
        }
    }
    let (row, col) = (batched, batched + 1);
    // Upstream's message for these three starts with a space.
    dims_must_match(cx, op, " ", ("lhs", lhs, col), ("rhs", rhs, row))?;
    dims_must_match(cx, op, " ", ("lhs", lhs, row), ("acc", acc, row))?;
    dims_must_match(cx, op, " ", ("rhs", rhs, col), ("acc", acc, col))?;
    Ok(())
}

/// The accumulator element types mmaf allows for each input element type.
fn mmaf_accumulators(input: Scalar) -> Option<&'static [Scalar]> {
    Some(match input {
        Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F16 => &[Scalar::F16, Scalar::F32],
        Scalar::Bf16 | Scalar::Tf32 | Scalar::F32 => &[Scalar::F32],
        Scalar::F64 => &[Scalar::F64],
        _ => return None,
    })
}

/// `cuda_tile.mmaf`: the mma shape rule, then a supported pairing of input
/// and accumulator element types.
pub fn verify_mmaf(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_mma_shapes(cx, op)?;
    let (Some(lhs), Some(acc)) = (cx.operand(op, 0), cx.operand(op, 2)) else { return Ok(()) };
    let input = element_or_self(cx, cx.ty(lhs));
    let acc_element = element_or_self(cx, cx.ty(acc));
    let allowed = match cx.ir.types.get(input) {
        TypeData::Scalar(s) => mmaf_accumulators(*s),
        _ => None,
    };
    let Some(allowed) = allowed else {
        return cx.fail(op, format!("unsupported input element type: {}", quoted(cx, input)));
    };
    if !matches!(cx.ir.types.get(acc_element), TypeData::Scalar(s) if allowed.contains(s)) {
        let list = allowed.iter().map(|s| format!("'{}'", s.name())).collect::<Vec<_>>().join(", ");
        return cx.fail(
            op,
            format!(
                "unsupported combination of element types. Input type {} expects accumulator/result type to be one of {{{list}}}, but got {}",
                quoted(cx, input),
                quoted(cx, acc_element)
            ),
        );
    }
    Ok(())
}

/// `cuda_tile.mmaf_scaled` (13.3): the mma shape rule; each scale tile
/// agrees with its operand in the batch and row (lhs) or column (rhs)
/// dimension, and the two scales in K; the element types pair up; and the
/// block size along K (K over the scales' K) suits them.
pub fn verify_mmaf_scaled(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_mma_shapes(cx, op)?;
    let (Some(lhs), Some(rhs), Some(lhs_scale), Some(rhs_scale)) = (operand_shape(cx, op, 0), operand_shape(cx, op, 1), operand_shape(cx, op, 3), operand_shape(cx, op, 4)) else {
        return Ok(());
    };
    let batched = usize::from(lhs.len() == 3);
    let (row, col) = (batched, batched + 1);
    let dim = |s: &[i64], i: usize| s.get(i).copied().unwrap_or_default();
    let mismatch = |a_name: &str, a: &[i64], a_dim: usize, b_name: &str, b: &[i64], b_dim: usize| {
        format!(
            "shape error: dim {a_dim} of {a_name} ({}) and dim {b_dim} of {b_name} ({}) must match, but got {a_name} shape ({}) and {b_name} shape ({})",
            dim(a, a_dim),
            dim(b, b_dim),
            dims(a),
            dims(b)
        )
    };
    if batched == 1 {
        if dim(lhs, 0) != dim(lhs_scale, 0) {
            return cx.fail(op, mismatch("lhs", lhs, 0, "lhs_scale", lhs_scale, 0));
        }
        if dim(rhs, 0) != dim(rhs_scale, 0) {
            return cx.fail(op, mismatch("rhs", rhs, 0, "rhs_scale", rhs_scale, 0));
        }
    }
    if dim(lhs, row) != dim(lhs_scale, row) {
        return cx.fail(op, mismatch("lhs", lhs, row, "lhs_scale", lhs_scale, row));
    }
    if dim(rhs, col) != dim(rhs_scale, col) {
        return cx.fail(op, mismatch("rhs", rhs, col, "rhs_scale", rhs_scale, col));
    }
    if dim(lhs_scale, col) != dim(rhs_scale, row) {
        return cx.fail(op, mismatch("lhs_scale", lhs_scale, col, "rhs_scale", rhs_scale, row));
    }
    let scalar_of = |i: usize| cx.operand(op, i).map(|v| element_or_self(cx, cx.ty(v))).and_then(|t| match cx.ir.types.get(t) {
        TypeData::Scalar(s) => Some(*s),
        _ => None,
    });
    let (Some(input), Some(scale)) = (scalar_of(0), scalar_of(3)) else { return Ok(()) };
    let q = |s: Scalar| format!("'{}'", s.name());
    if matches!(scale, Scalar::F8E4m3fn | Scalar::Fnv8E5m3fnu) && input != Scalar::F4E2m1fn {
        return cx.fail(op, format!("unsupported combination of element types. Scale type {} expects lhs and rhs element types to be {}, but got {}", q(scale), q(Scalar::F4E2m1fn), q(input)));
    }
    if scale == Scalar::F8E8m0fnu && !matches!(input, Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F4E2m1fn) {
        return cx.fail(
            op,
            format!(
                "unsupported combination of element types. Scale type {} expects lhs and rhs element types to be one of {{{}, {}, {}}}, but got {}",
                q(scale),
                q(Scalar::F8E4m3fn),
                q(Scalar::F8E5m2),
                q(Scalar::F4E2m1fn),
                q(input)
            ),
        );
    }
    let (k, scale_k) = (dim(lhs, col), dim(lhs_scale, col));
    if scale_k == 0 || k % scale_k != 0 {
        return cx.fail(
            op,
            format!("shape error: dim {col} of lhs_scale ({scale_k}) must be a divisor of dim {col} of lhs ({k}), but got lhs_scale shape ({}) and lhs shape ({})", dims(lhs_scale), dims(lhs)),
        );
    }
    let block = k / scale_k;
    match (input, scale) {
        (Scalar::F8E4m3fn | Scalar::F8E5m2, _) if block != 32 => {
            cx.fail(op, format!("shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got {block}"))
        }
        (Scalar::F4E2m1fn, Scalar::F8E4m3fn) if block != 16 => cx.fail(
            op,
            format!("shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of lhs_scale and rhs_scale to be 16, but got {block}"),
        ),
        (Scalar::F4E2m1fn, Scalar::F8E8m0fnu | Scalar::Fnv8E5m3fnu) if block != 16 && block != 32 => cx.fail(
            op,
            format!("shape error: f4E2M1FN element type with {} scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got {block}", scale.name()),
        ),
        _ => Ok(()),
    }
}
