//! Debugging and static facts: `print`, `assert` and `assume`.
//!
//! - `print` formats its tiles into the tile block's output (see
//!   [`super::printf`] for the conversions). A rank-0 tile is its element; a
//!   larger tile is printed as nested brackets in row-major order, each
//!   element under the same specifier: `[[1, 2], [3, 4]]`. The launch
//!   writes each tile block's output whole, in linear block order, so the
//!   output does not depend on threads.
//! - `assert` fails the run when any element of its condition is false,
//!   with the op's message and location and the index of the first false
//!   element (the op's definition lets the kernel go on after a failed
//!   assertion; the interpreter stops, which is the observable part: the
//!   host sees an error).
//! - `assume` returns its operand. A false predicate is undefined behavior,
//!   so with [`RunOptions::check_assumptions`](super::super::RunOptions)
//!   (the default) the interpreter checks it and reports the predicate and
//!   the first element that breaks it; without, it trusts it.

use crate::shared::checks::predicate_text;
use tilesmith_dialect::generated::ops::control_flow::AssertOp;
use tilesmith_dialect::generated::ops::misc::{AssumeOp, PrintOp, PrintTkoOp};
use tilesmith_dialect::ir::{Attribute, OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::limits::OverBudget;
use super::super::value::{row_major_strides, scalar_bits, scalar_bytes, Elem, RtValue, Tile};
use super::printf::{self, Piece, Spec};


fn element_bits(elem: Elem) -> u32 {
    match elem {
        Elem::Scalar(s) => scalar_bits(s),
        Elem::Ptr(_) => 64,
    }
}

/// A tile under one specifier: its element, or nested brackets of them.
/// Stops (with `Err`) once `out` holds more than `room` bytes.
fn format_tile(spec: &Spec, tile: &Tile, out: &mut String, room: u64) -> Result<(), ()> {
    let width = element_bits(tile.elem);
    let one = |i: usize| printf::format(spec, printf::decode(tile.elem, tile.data[i]), width);
    if tile.shape.is_empty() {
        out.push_str(&one(0));
        return if out.len() as u64 > room { Err(()) } else { Ok(()) };
    }
    let strides = row_major_strides(&tile.shape);
    for i in 0..tile.len() {
        // Open a bracket for every dimension that starts at this element, close those that end.
        let starts = (0..tile.shape.len()).filter(|&d| i as i64 % (strides[d] * tile.shape[d]) == 0).count();
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&"[".repeat(starts));
        out.push_str(&one(i));
        let ends = (0..tile.shape.len()).filter(|&d| (i as i64 + 1) % (strides[d] * tile.shape[d]) == 0).count();
        out.push_str(&"]".repeat(ends));
        if out.len() as u64 > room {
            return Err(());
        }
    }
    Ok(())
}

/// `print`, and 13.2's `print_tko` (whose token result needs no value).
pub(super) fn exec_print(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let (format, args) = match PrintTkoOp::cast(cx.ir, op) {
        Some(p) => (p.str(cx.verified), p.args(cx.verified)),
        None => (PrintOp(op).str(cx.verified), PrintOp(op).args(cx.verified)),
    };
    let pieces = printf::parse(format).map_err(|e| cx.error(op, format!("cannot print with the format \"{}\": {e}", format.escape_debug())))?;
    let mut text = String::new();
    let mut next = 0;
    // What the budget has room for: a print can make far more text than its tiles hold.
    let budget = &cx.prog.budget;
    let room = budget.limit().saturating_sub(budget.used());
    let over = |cx: &BlockCx<'_>, text: &String| {
        let asked = text.len() as u64;
        cx.error(op, format!("the printed output: {}", OverBudget { asked, used: cx.prog.budget.used(), limit: cx.prog.budget.limit() }))
    };
    for piece in &pieces {
        match piece {
            Piece::Text(t) => text.push_str(t),
            Piece::Spec(spec) => {
                let Some(&arg) = args.get(next) else { return Err(cx.error(op, "the format string has more conversions than the print has arguments")) };
                next += 1;
                let tile = cx.tile(op, arg)?;
                if format_tile(spec, &tile, &mut text, room).is_err() {
                    return Err(over(cx, &text));
                }
            }
        }
    }
    if next != args.len() {
        return Err(cx.error(op, "the print has more arguments than its format string has conversions"));
    }
    cx.output.push_str(&text);
    cx.charge_output(op)?;
    // print_tko's completion token.
    if !cx.ir.op(op).result_types.is_empty() {
        cx.set(Value::Result(op, 0), RtValue::Token);
    }
    Ok(Flow::Next)
}

/// The multi-index of flat position `i` in `shape`, as `(a, b, c)`.
fn index_text(shape: &[i64], i: usize) -> String {
    let strides = row_major_strides(shape);
    let coords: Vec<String> = strides.iter().zip(shape).map(|(s, n)| ((i as i64 / s) % n).to_string()).collect();
    format!("({})", coords.join(", "))
}

pub(super) fn exec_assert(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AssertOp(op);
    let condition = cx.operand(op, view.condition(cx.ir))?;
    let failed: Vec<usize> = (0..condition.len()).filter(|&i| condition.data[i] & 1 == 0).collect();
    let Some(&first) = failed.first() else { return Ok(Flow::Next) };
    let message = view.message(cx.ir).unwrap_or("");
    let mut error = cx.error(op, format!("assertion failed: {message}"));
    if !condition.shape.is_empty() {
        let more = if failed.len() > 1 { format!(" (and {} more)", failed.len() - 1) } else { String::new() };
        error = error.with_note(format!("the condition is false at index {}{more}", index_text(&condition.shape, first)));
    }
    Err(error)
}

/// The first element of a tile that breaks `predicate`, with why.
fn violation(tile: &Tile, predicate: &Attribute) -> Option<(usize, String)> {
    let strides = row_major_strides(&tile.shape);
    let coord = |i: usize, d: usize| (i as i64 / strides[d]) % tile.shape[d];
    // Integers are read signed; pointers are addresses.
    let value = |i: usize| -> i128 {
        match tile.elem {
            Elem::Ptr(_) => tile.data[i] as i128,
            Elem::Scalar(_) => tile.signed(i) as i128,
        }
    };
    match predicate {
        Attribute::DivBy { divisor, every, along } => {
            let divisor = *divisor as i128;
            let (every, along) = match (every, along) {
                (Some(e), Some(a)) if *e > 0 && (*a as usize) < tile.shape.len() => (*e, *a as usize),
                _ => (1, 0),
            };
            let step = match tile.elem {
                Elem::Ptr(s) => scalar_bytes(s) as i128,
                Elem::Scalar(_) => 1,
            };
            for i in 0..tile.len() {
                let in_group = if tile.shape.is_empty() { 0 } else { coord(i, along) % every };
                if in_group == 0 {
                    if divisor != 0 && value(i) % divisor != 0 {
                        return Some((i, format!("is {}, which is not divisible by {divisor}", value(i))));
                    }
                } else {
                    let previous = i - strides[along] as usize;
                    if value(i) != value(previous) + step {
                        return Some((i, format!("is {}, but the element before it in its group is {} (it must be {step} more)", value(i), value(previous))));
                    }
                }
            }
            None
        }
        Attribute::Bounded { lb, ub } => (0..tile.len()).find_map(|i| {
            let v = value(i);
            let below = lb.is_some_and(|lb| v < lb as i128);
            let above = ub.is_some_and(|ub| v > ub as i128);
            (below || above).then(|| (i, format!("is {v}")))
        }),
        Attribute::SameElements(sizes) => {
            if sizes.len() != tile.shape.len() {
                return None;
            }
            (0..tile.len()).find_map(|i| {
                let group_start: i64 = (0..tile.shape.len()).map(|d| (coord(i, d) / sizes[d].max(1)) * sizes[d].max(1) * strides[d]).sum();
                let start = group_start as usize;
                (tile.data[i] != tile.data[start]).then(|| (i, format!("is {}, but its group's first element, at {}, is {}", value(i), index_text(&tile.shape, start), value(start))))
            })
        }
        _ => None,
    }
}


pub(super) fn exec_assume(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AssumeOp(op);
    let operand = view.value(cx.verified);
    let value = cx.value(op, operand)?.clone();
    if cx.prog.options.check_assumptions {
        if let Some(predicate) = view.predicate(cx.ir) {
            let broken = match &value {
                RtValue::Tile(t) => violation(t, predicate).map(|(i, why)| if t.shape.is_empty() { format!("the value {why}") } else { format!("element {} {why}", index_text(&t.shape, i)) }),
                RtValue::TensorView(v) => match predicate {
                    Attribute::DivBy { divisor, .. } if *divisor != 0 && v.base % divisor != 0 => Some(format!("the tensor view's base address {:#x} is not divisible by {divisor}", v.base)),
                    _ => None,
                },
                _ => None,
            };
            if let Some(why) = broken {
                return Err(cx
                    .error(op, format!("the assumption {} does not hold: {why}", predicate_text(predicate)))
                    .with_note("a false assumption is undefined behavior; --no-check-assumptions trusts them instead"));
            }
        }
    }
    cx.set(Value::Result(op, 0), value);
    Ok(Flow::Next)
}
