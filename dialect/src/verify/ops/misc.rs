//! Hand-written verifiers of the misc ops (spec group `misc`): the predicate
//! of `assume` checked against the value it constrains, and the operands of
//! `print` counted from its format string.

use crate::generated::ops::misc::{AssumeOp, PrintOp, PrintTkoOp};
use crate::ir::{Attribute, OpId, TypeData, TypeId};
use crate::verify::{Verifier, VerifyResult};

/// The shape and element of a tile type.
fn tile_parts<'a>(cx: &Verifier<'a>, t: TypeId) -> Option<(&'a [i64], &'a TypeData)> {
    match cx.ir.types.get(t) {
        TypeData::Tile { shape, element } => Some((shape, cx.ir.types.get(*element))),
        _ => None,
    }
}

fn is_integer(e: &TypeData) -> bool {
    matches!(e, TypeData::Scalar(s) if !s.is_float())
}

fn is_integer_or_pointer(e: &TypeData) -> bool {
    is_integer(e) || matches!(e, TypeData::Pointer { .. })
}

/// The largest divisor `div_by` accepts (2^62).
const MAX_DIVISOR: u64 = 1 << 62;

/// `cuda_tile.assume`: the predicate must make sense for the constrained value.
pub fn verify_assume(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(&t) = cx.result_types(op).first() else { return Ok(()) };
    match AssumeOp(op).predicate(cx.ir) {
        Some(Attribute::DivBy { divisor, every, along }) => verify_div_by(cx, op, t, *divisor, *every, *along),
        Some(Attribute::SameElements(values)) => verify_same_elements(cx, op, t, values),
        Some(Attribute::Bounded { lb, ub }) => verify_bounded(cx, op, t, *lb, *ub),
        _ => Ok(()),
    }
}

fn verify_div_by(cx: &Verifier, op: OpId, t: TypeId, divisor: u64, every: Option<i64>, along: Option<i64>) -> VerifyResult {
    const NAME: &str = "'cuda_tile.div_by'";
    if !divisor.is_power_of_two() {
        return cx.fail(op, format!("{NAME} divisor must be a power of 2"));
    }
    if every.is_some() != along.is_some() {
        return cx.fail(op, format!("{NAME} 'every'/'along' must be used in combination"));
    }
    if divisor > MAX_DIVISOR {
        return cx.fail(op, format!("{NAME} divisor is too large"));
    }
    if let TypeData::TensorView { .. } = cx.ir.types.get(t) {
        if every.is_some() {
            return cx.fail(op, format!("{NAME} 'every'/'along' cannot be used if the constrained value is a tensor_view"));
        }
        return Ok(());
    }
    let Some((shape, element)) = tile_parts(cx, t) else {
        return cx.fail(op, format!("{NAME} is valid only for tile of integer/pointer or tensor_view values"));
    };
    if shape.is_empty() && every.is_some() {
        return cx.fail(op, format!("{NAME} 'every'/'along' cannot be used if the constrained value is a 0D tile"));
    }
    if !is_integer_or_pointer(element) {
        return cx.fail(op, format!("{NAME} is valid only for tile of integer/pointer or tensor_view values"));
    }
    let (Some(every), Some(along)) = (every, along) else { return Ok(()) };
    let rank = shape.len();
    let size = usize::try_from(along).ok().and_then(|a| shape.get(a));
    let Some(&size) = size else {
        return cx.fail(op, format!("{NAME} every_dim ({along}) must be >= 0 and < tile rank ({rank})"));
    };
    if every < 0 || every > size {
        return cx.fail(op, format!("expected {NAME} every_dim to be within 0 and the size of the respective dimension ({size})"));
    }
    Ok(())
}

fn verify_same_elements(cx: &Verifier, op: OpId, t: TypeId, values: &[i64]) -> VerifyResult {
    const NAME: &str = "'cuda_tile.same_elements'";
    let Some((shape, _)) = tile_parts(cx, t).filter(|(_, e)| is_integer_or_pointer(e)) else {
        return cx.fail(op, format!("{NAME} is valid only for tile of integer/pointer values"));
    };
    if values.len() != shape.len() {
        return cx.fail(op, format!("expected number of values in {NAME} ({}) to match rank of constrained tile ({})", values.len(), shape.len()));
    }
    for (i, (&v, &size)) in values.iter().zip(shape).enumerate() {
        if v < 0 || v > size {
            return cx.fail(op, format!("expected {NAME} value {i} to be within 0 and the size of the respective dimension ({size})"));
        }
    }
    Ok(())
}

fn verify_bounded(cx: &Verifier, op: OpId, t: TypeId, lb: Option<i64>, ub: Option<i64>) -> VerifyResult {
    const NAME: &str = "'cuda_tile.bounded'";
    let width = match tile_parts(cx, t) {
        Some((_, TypeData::Scalar(s))) if !s.is_float() => s.width(),
        _ => return cx.fail(op, format!("{NAME} is valid only for tile of integer values")),
    };
    // The signed range of the element type.
    let half = 1i128 << (width.clamp(1, 64) - 1);
    let (min, max) = (-half, half - 1);
    let outside = |v: i64| i128::from(v) < min || i128::from(v) > max;
    if lb.is_some_and(outside) {
        return cx.fail(op, format!("{NAME} expects lower bound to be within [{min}, {max}]"));
    }
    if ub.is_some_and(outside) {
        return cx.fail(op, format!("{NAME} expects upper bound to be within [{min}, {max}]"));
    }
    if let (Some(lb), Some(ub)) = (lb, ub) {
        if lb > ub {
            return cx.fail(op, format!("{NAME} expects lower bound to be less than or equal to upper bound"));
        }
    }
    Ok(())
}

/// The characters that end a printf conversion (`%` included, for `%%`),
/// and NUL, which ends the C string upstream scans.
const CONVERSION_ENDS: &[u8] = b"diuoxXeEfFgGaAcspn%\0";

/// `cuda_tile.print_tko` (13.2's name): as `print`; its token is not a
/// format argument.
pub fn verify_print_tko(cx: &Verifier, op: OpId) -> VerifyResult {
    let print = PrintTkoOp(op);
    verify_format(cx, op, print.str(cx.ir), print.args(cx.ir).len())
}

/// `cuda_tile.print`: one operand per conversion of the format string.
pub fn verify_print(cx: &Verifier, op: OpId) -> VerifyResult {
    let print = PrintOp(op);
    verify_format(cx, op, print.str(cx.ir), print.args(cx.ir).len())
}

/// A format string (`None`: the spec checks reported it) and the number
/// of arguments given for it.
fn verify_format(cx: &Verifier, op: OpId, format: Option<&str>, found: usize) -> VerifyResult {
    let Some(format) = format.map(str::as_bytes) else { return Ok(()) };
    let mut expected = 0usize;
    let mut pos = 0usize;
    while pos < format.len() {
        if format[pos] != b'%' {
            pos += 1;
            continue;
        }
        let rest = &format[pos..];
        let end = rest.iter().skip(1).position(|c| CONVERSION_ENDS.contains(c)).map(|i| i + 1);
        let Some(end) = end else {
            return cx.fail(op, "found unterminated format expression");
        };
        if end == 1 && rest.get(1) == Some(&b'%') {
            // `%%` prints a percent sign; skip both.
            pos += 2;
            continue;
        }
        expected += 1;
        pos += 1;
    }
    if expected != found {
        return cx.fail(op, format!("incorrect number of operands: expected {expected}, found {found}"));
    }
    Ok(())
}
