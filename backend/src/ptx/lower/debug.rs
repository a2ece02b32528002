//! `print` (and 13.2's `print_tko`) and `assert`, through CUDA's device-side `vprintf`.
//!
//! A `print` becomes one `vprintf` call made by thread 0 of the CTA, so its
//! text comes out whole: the format string is expanded at compile time to
//! the interpreter's layout of tiles (`[[a, b], [c, d]]`, each element under
//! the op's conversion), and the arguments, one per element in row-major
//! order, are written to a local-memory buffer (each aligned to its size, as
//! `vprintf` reads them). Elements held by other threads are first staged
//! through shared memory. Conversions follow the interpreter's rules: an
//! integer is passed at its own width (signed for `d i`, unsigned for
//! `u o x X c`, 64-bit ones with `ll`), floats and integers under a float
//! conversion as a double, a float under an integer conversion truncated.
//!
//! Order: within a tile block, prints come out in program order. Across
//! tile blocks CUDA gives no order (the interpreter writes them by block
//! index), and the text is only flushed at kernel end or synchronization.
//!
//! `assert` is a check ([`super::checks::check_elements`]): when some
//! element is false, the thread holding the first prints the interpreter's
//! error as a report (`assertion failed: <message>`, and a note naming that
//! element and how many more failed) and the CTA traps, which ends the
//! launch with an error.

use crate::ptx::isa::{op, Mnemonic, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::control_flow::AssertOp;
use tilesmith_dialect::generated::ops::misc::{PrintOp, PrintTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::OpId;

use super::super::emit::LOCAL_ARRAY;
use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::LowerError;
use super::shape::{shape_of, shared_elem, stage};
use super::checks::{check_elements, index_text, print_report, Text};
use super::{imm, Layout, Lowerer, TileRegs};
use crate::shared::printf::{self, Piece, Spec};
use crate::shared::value::Elem;

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Print | OpKind::PrintTko => print(cx, op)?,
        OpKind::Assert => assert(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// How one element is handed to `vprintf`.
#[derive(Clone, Copy, PartialEq)]
enum ArgKind {
    I32,
    I64,
    F64,
}

/// The specifier as `vprintf` gets it, for an argument of `kind`.
fn spec_text(spec: &Spec, kind: ArgKind) -> String {
    let mut s = String::from("%");
    for (on, flag) in [(spec.left, '-'), (spec.plus, '+'), (spec.space, ' '), (spec.zero, '0'), (spec.alternate, '#')] {
        if on {
            s.push(flag);
        }
    }
    if spec.width > 0 {
        s.push_str(&spec.width.to_string());
    }
    if let Some(p) = spec.precision {
        s.push_str(&format!(".{p}"));
    }
    if kind == ArgKind::I64 {
        s.push_str("ll");
    }
    s.push(spec.conversion);
    s
}

fn is_float_conversion(c: char) -> bool {
    matches!(c, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'a' | 'A')
}

/// The kind an element of `elem` is passed as under conversion `c`.
fn arg_kind(elem: Elem, c: char) -> ArgKind {
    if is_float_conversion(c) {
        return ArgKind::F64;
    }
    if c == 'c' {
        return ArgKind::I32;
    }
    match elem {
        Elem::Scalar(s) if s.is_float() => ArgKind::I64,
        Elem::Scalar(s) if s.width() <= 32 => ArgKind::I32,
        _ => ArgKind::I64,
    }
}

/// Converts element register `r` of `elem` to the register `vprintf` reads.
fn convert(cx: &mut Lowerer<'_>, elem: Elem, r: Reg, c: char, kind: ArgKind) -> Reg {
    let signed = !matches!(c, 'u' | 'o' | 'x' | 'X' | 'c');
    let scalar = elem.scalar();
    if let Some(s) = scalar.filter(|s| s.is_float()) {
        let x = if s == Scalar::F64 {
            r
        } else {
            let f = super::arith::to_f32_exact(cx, s, r);
            let d = cx.fresh(RegClass::F64);
            cx.emit(op!("cvt.f64.f32"), vec![d.into(), f.into()]);
            d
        };
        return match kind {
            ArgKind::F64 => x,
            _ => {
                let d = cx.fresh(if kind == ArgKind::I64 { RegClass::B64 } else { RegClass::B32 });
                cx.emit(op!("cvt.rzi").with(if kind == ArgKind::I64 { Type::S64 } else { Type::S32 }).with(Type::F64), vec![d.into(), x.into()]);
                d
            }
        };
    }
    // Integers and pointers: the value as a 64-bit integer first.
    let wide = cx.fresh(RegClass::B64);
    match (scalar, r.class) {
        (Some(Scalar::I1), _) => cx.emit(op!("selp.b64"), vec![wide.into(), imm(1), imm(0), r.into()]),
        (Some(Scalar::I8), _) if !signed => {
            cx.emit(op!("cvt.u64.u16"), vec![wide.into(), r.into()]);
            cx.emit(op!("and.b64"), vec![wide.into(), wide.into(), imm(0xff)]);
        }
        (_, RegClass::B16) => cx.emit(Mnemonic::Cvt.with(Type::signed(signed, 64)).with(Type::signed(signed, 16)), vec![wide.into(), r.into()]),
        (_, RegClass::B32) => cx.emit(Mnemonic::Cvt.with(Type::signed(signed, 64)).with(Type::signed(signed, 32)), vec![wide.into(), r.into()]),
        _ => cx.mov(wide, r),
    }
    match kind {
        ArgKind::I64 => wide,
        ArgKind::I32 => {
            let d = cx.fresh(RegClass::B32);
            cx.emit(op!("cvt.u32.u64"), vec![d.into(), wide.into()]);
            d
        }
        ArgKind::F64 => {
            let d = cx.fresh(RegClass::F64);
            let from = if signed && !matches!(elem, Elem::Ptr(_)) { Type::S64 } else { Type::U64 };
            cx.emit(op!("cvt.rn.f64").with(from), vec![d.into(), wide.into()]);
            d
        }
    }
}

/// The interpreter's text of a tile under one specifier: nested brackets,
/// elements separated by ", "; `each` is the specifier's text.
fn tile_format(shape: &[i64], each: &str, out: &mut String) {
    match shape.split_first() {
        None => out.push_str(each),
        Some((&n, rest)) => {
            out.push('[');
            for i in 0..n {
                if i > 0 {
                    out.push_str(", ");
                }
                tile_format(rest, each, out);
            }
            out.push(']');
        }
    }
}

/// `print`, or 13.2's `print_tko`: its token result orders nothing more
/// than program order already does.
fn print(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (format, values) = match PrintTkoOp::cast(cx.ir, op) {
        Some(p) => (p.str(cx.verified), p.args(cx.verified)),
        None => (PrintOp(op).str(cx.verified), PrintOp(op).args(cx.verified)),
    };
    let values = values.to_vec();
    let pieces = printf::parse(format).map_err(|e| cx.cannot(op, format!("the format string: {e}")))?;
    if !cx.ir.op(op).result_types.is_empty() {
        cx.bind(tilesmith_dialect::ir::Value::Result(op, 0), super::Lowered::Token);
    }
    let tiles: Vec<TileRegs> = values.iter().map(|&v| cx.tile(op, v)).collect::<Result<_>>()?;
    let specs = pieces.iter().filter(|p| matches!(p, Piece::Spec(_))).count();
    if specs != tiles.len() {
        return Err(cx.internal(op, "the format string's conversions do not match the arguments"));
    }
    // Tiles spread over threads go through shared memory (every thread takes part).
    let spread: Vec<TileRegs> = tiles.iter().filter(|t| t.layout != Layout::Replicated).cloned().collect();
    let staged = if spread.is_empty() { None } else { Some(stage(cx, &spread)) };
    let skip = cx.label();
    let not_first = cx.fresh(RegClass::Pred);
    let tid = cx.tid();
    cx.emit(op!("setp.ne.u32"), vec![not_first.into(), tid.into(), imm(0)]);
    cx.branch(Some(Guard { pred: not_first, negated: false }), skip);

    // The buffer is declared whenever a print is (at least one slot).
    cx.need_local(8);
    let local = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.u64"), vec![local.into(), Operand::Sym(LOCAL_ARRAY.into())]);
    let mut text = String::new();
    let mut offset = 0u64;
    let mut next_tile = 0;
    let mut next_staged = 0;
    for piece in &pieces {
        match piece {
            Piece::Text(t) => text.push_str(&t.replace('%', "%%")),
            Piece::Spec(spec) => {
                let tile = &tiles[next_tile];
                let shape = shape_of(cx, values[next_tile]);
                next_tile += 1;
                let kind = arg_kind(tile.elem, spec.conversion);
                tile_format(&shape, &spec_text(spec, kind), &mut text);
                let staged_at = if tile.layout == Layout::Replicated {
                    None
                } else {
                    next_staged += 1;
                    staged.as_ref().map(|(base, placed)| (*base, placed[next_staged - 1]))
                };
                for i in 0..tile.layout.elements() {
                    let r = match staged_at {
                        None => tile.slots[0],
                        Some((base, super::shape::Staged { start, width, .. })) => {
                            let class = tile.slots[0].class;
                            let r = cx.fresh(class);
                            super::memory::load_element(cx, op!("ld.shared"), shared_elem(tile.elem), r, Operand::Addr(base, (start + i * width) as i64), None);
                            r
                        }
                    };
                    let arg = convert(cx, tile.elem, r, spec.conversion, kind);
                    let size = if kind == ArgKind::I32 { 4 } else { 8 };
                    offset = offset.next_multiple_of(size);
                    let ty = match kind {
                        ArgKind::I32 => Type::B32,
                        ArgKind::I64 => Type::B64,
                        ArgKind::F64 => Type::F64,
                    };
                    cx.emit(op!("st.local").with(ty), vec![Operand::Addr(local, offset as i64), arg.into()]);
                    offset += size;
                }
            }
        }
    }
    let arguments = if offset > 0 {
        cx.need_local(offset);
        let generic = cx.fresh(RegClass::B64);
        cx.emit(op!("cvta.local.u64"), vec![generic.into(), local.into()]);
        Some(generic)
    } else {
        None
    };
    call_vprintf(cx, &text, arguments);
    cx.place(skip);
    Ok(())
}

/// `vprintf(format, arguments)` (a null argument pointer when there are none).
pub(super) fn call_vprintf(cx: &mut Lowerer<'_>, format: &str, arguments: Option<Reg>) {
    cx.need_local(0);
    let symbol = cx.add_string(format);
    let format = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.u64"), vec![format.into(), Operand::Sym(symbol)]);
    cx.emit(op!("cvta.global.u64"), vec![format.into(), format.into()]);
    let arguments: Operand = match arguments {
        Some(r) => r.into(),
        None => imm(0),
    };
    cx.raw("{");
    cx.declare_call_param(crate::ptx::isa::Type::B64, "tilesmith_format");
    cx.emit(op!("st.param.b64"), vec![Operand::SymAddr("tilesmith_format".into(), 0), format.into()]);
    cx.declare_call_param(crate::ptx::isa::Type::B64, "tilesmith_arguments");
    cx.emit(op!("st.param.b64"), vec![Operand::SymAddr("tilesmith_arguments".into(), 0), arguments]);
    cx.declare_call_param(crate::ptx::isa::Type::B32, "tilesmith_printed");
    cx.emit(op!("call.uni"), vec![Operand::List(vec!["tilesmith_printed"]), Operand::Sym("vprintf".into()), Operand::List(vec!["tilesmith_format", "tilesmith_arguments"])]);
    cx.raw("}");
}

fn assert(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let message = AssertOp(op).message(cx.ir).unwrap_or("").to_string();
    let condition = cx.operand(op, 0)?;
    let shape = shape_of(cx, cx.ir.op(op).operands[0]);
    check_elements(
        cx,
        condition.layout,
        std::slice::from_ref(&condition),
        true,
        |cx, c| {
            let bad = cx.fresh(RegClass::Pred);
            cx.emit(op!("not.pred"), vec![bad.into(), c[0].into()]);
            Ok(bad)
        },
        |cx, failing| {
            let text = Text::new(&format!("assertion failed: {message}"));
            if shape.is_empty() {
                print_report(cx, op, text, &[]);
                return Ok(());
            }
            // The interpreter's note: the first failing index, and how many more.
            let index = index_text(cx, failing.index, &shape);
            let count = failing.count.ok_or_else(|| cx.internal(op, "the failures were not counted"))?;
            let more = cx.fresh(RegClass::B32);
            cx.emit(op!("sub.u32"), vec![more.into(), count.into(), imm(1)]);
            let several = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.ne.u32"), vec![several.into(), more.into(), imm(0)]);
            let (alone, done) = (cx.label(), cx.label());
            cx.branch(Some(Guard { pred: several, negated: true }), alone);
            let note = Text::new("the condition is false at index ").append(index.clone()).text(" (and ").arg("%u", more).text(" more)");
            print_report(cx, op, text.clone(), &[note]);
            cx.branch(None, done);
            cx.place(alone);
            print_report(cx, op, text, &[Text::new("the condition is false at index ").append(index)]);
            cx.place(done);
            Ok(())
        },
    )
}
