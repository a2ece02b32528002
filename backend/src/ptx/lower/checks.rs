//! Run-time checks, emitted before an op when [`Checks`] asks for them.
//! Each tests, per element, what the interpreter reports as an error for
//! the op, and on a violation prints the interpreter's message as a
//! [`report`](super::super::report) and traps:
//!
//! - undefined behaviour: the overflow promises of `addi`, `subi`, `muli`,
//!   `shli` and `trunci`; `divi` and `remi` by zero and signed `divi`
//!   overflow; `ftoi` of an infinity; an `extract` index outside the
//!   source; a `for` step that is not positive; an `offset` whose scaled
//!   offset or sum overflows; a view element without a 64-bit address; a
//!   negative tensor view size; an extent that does not fit its result;
//! - assumptions: `assume`'s `bounded`, `div_by` and `same_elements` on tiles.
//!
//! The cost while nothing fails: the test itself and, for a tile spread
//! over the CTA, one `bar.red.or` telling every thread whether some element
//! failed. Only then does the CTA find the first failing element (the
//! lowest index, the one the interpreter names) with a shared-memory
//! `atom.min`; the thread holding it prints the report; every thread waits
//! at a barrier (so the print is done) and traps. A tile every thread holds
//! whole (one element) needs no barrier: thread 0 reports. `assert`
//! ([`super::debug`]) reports through the same path.
//!
//! Messages carry the element's values through `vprintf` (integers widened
//! to 64 bits). One difference from the interpreter: a 64-bit `addi`,
//! `subi` or `muli` whose exact result does not fit names its operands
//! ("the signed result of 9223372036854775807 + 1 does not fit in i64")
//! where the interpreter prints the exact result, which needs 65 to 128 bits.

use crate::ptx::isa::{op, Axis, Mnemonic, Opcode, SpecialReg, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::{IntegerOverflow, Signedness};
use tilesmith_dialect::generated::ops::atomics::AtomicRedViewTkoOp;
use tilesmith_dialect::generated::ops::control_flow::ForOp;
use tilesmith_dialect::generated::ops::conversion::TrunciOp;
use tilesmith_dialect::generated::ops::core::{ExtractOp, InsertOp};
use tilesmith_dialect::generated::ops::integer::{AddiOp, DiviOp, MuliOp, RemiOp, ShliOp, SubiOp};
use tilesmith_dialect::generated::ops::misc::AssumeOp;
use tilesmith_dialect::generated::ops::view::{LoadViewTkoOp, MakeTensorViewOp, StoreViewTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, OpId, TypeData, Value, DYNAMIC};

use super::super::emit::LOCAL_ARRAY;
use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::report::{location_text, PREFIX};
use super::super::{Checks, LowerError};
use super::shape::{coordinates, read_staged, shape_of, shared_base, stage};
use super::{imm, imm_bits, imm_signed, Layout, Lowered, Lowerer, TileRegs};
use crate::shared::checks::predicate_text;
use crate::shared::value::{row_major_strides, scalar_bytes, Elem};

type Result<T> = std::result::Result<T, LowerError>;

/// The note of a broken assumption (the interpreter's).
const ASSUMPTION_NOTE: &str = "a false assumption is undefined behavior; --no-check-assumptions trusts them instead";

/// Emits the checks `cx.checks` asks for on `op`, before the op itself.
pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let Checks { undefined_behaviour, assumptions } = cx.checks;
    match kind {
        OpKind::Addi | OpKind::Subi | OpKind::Muli if undefined_behaviour => overflow(cx, op, kind),
        OpKind::Shli if undefined_behaviour => shift_left(cx, op),
        OpKind::Trunci if undefined_behaviour => truncation(cx, op),
        OpKind::Divi | OpKind::Remi if undefined_behaviour => division(cx, op, kind),
        OpKind::Ftoi if undefined_behaviour => ftoi_infinity(cx, op),
        OpKind::Extract if undefined_behaviour => extract_index(cx, op),
        OpKind::Insert if undefined_behaviour => insert_index(cx, op),
        OpKind::For if undefined_behaviour => loop_step(cx, op),
        OpKind::Offset if undefined_behaviour => pointer_offset(cx, op),
        OpKind::LoadViewTko | OpKind::StoreViewTko | OpKind::AtomicRedViewTko if undefined_behaviour => view_addresses(cx, op, kind),
        OpKind::MakeTensorView if undefined_behaviour => tensor_sizes(cx, op),
        OpKind::GetTensorShape | OpKind::GetIndexSpaceShape if undefined_behaviour => extents_fit(cx, op, kind),
        OpKind::Assume if assumptions => assume(cx, op),
        _ => Ok(()),
    }
}

// ---- messages ----

/// A `vprintf` format and its arguments in order (a `.b32` register for a
/// 32-bit conversion, a 64-bit one for an `ll` conversion or `%#llx`).
#[derive(Clone, Debug, Default)]
pub struct Text {
    format: String,
    args: Vec<Reg>,
}

impl Text {
    pub fn new(text: &str) -> Text {
        Text::default().text(text)
    }

    /// Literal text (`%` escaped).
    pub fn text(mut self, text: &str) -> Text {
        self.format.push_str(&text.replace('%', "%%"));
        self
    }

    /// A conversion (`%u`, `%lld`, ...) and the register it prints.
    pub fn arg(mut self, conversion: &str, r: Reg) -> Text {
        self.format.push_str(conversion);
        self.args.push(r);
        self
    }

    pub fn append(mut self, other: Text) -> Text {
        self.format.push_str(&other.format);
        self.args.extend(other.args);
        self
    }
}

/// Prints, from the calling thread, the report of a failure at `op`:
/// `message` and the `notes`, as [`super::super::report`] lays them out.
pub fn print_report(cx: &mut Lowerer<'_>, op: OpId, message: Text, notes: &[Text]) {
    let location = location_text(cx.ir, cx.ir.op(op).location);
    let mut text = Text::new(&format!("{PREFIX}{location}")).append(message).text(" (in tile block (");
    for (i, &axis) in Axis::ALL.iter().enumerate() {
        let r = cx.fresh(RegClass::B32);
        cx.emit(op!("mov.u32"), vec![r.into(), Operand::Special(SpecialReg::Ctaid, axis)]);
        text = text.text(if i == 0 { "" } else { ", " }).arg("%u", r);
    }
    text = text.text("))\n");
    for note in notes {
        text = text.text(&format!("{PREFIX}note: ")).append(note.clone()).text("\n");
    }
    cx.need_local(8);
    let local = cx.fresh(RegClass::B64);
    cx.emit(op!("mov.u64"), vec![local.into(), Operand::Sym(LOCAL_ARRAY.into())]);
    let mut offset = 0u64;
    for &r in &text.args {
        let (size, ty) = match r.class {
            RegClass::B64 => (8, Type::B64),
            RegClass::F64 => (8, Type::F64),
            _ => (4, Type::B32),
        };
        offset = offset.next_multiple_of(size);
        cx.emit(op!("st.local").with(ty), vec![Operand::Addr(local, offset as i64), r.into()]);
        offset += size;
    }
    cx.need_local(offset);
    let arguments = cx.fresh(RegClass::B64);
    cx.emit(op!("cvta.local.u64"), vec![arguments.into(), local.into()]);
    super::debug::call_vprintf(cx, &text.format, Some(arguments));
}

/// Prints the report of the first alternative whose predicate holds (the
/// last one's is not tested: it is what remains): a message shared by all,
/// then each alternative's own text.
fn print_first_report(cx: &mut Lowerer<'_>, op: OpId, head: Text, alternatives: Vec<(Reg, Text)>, notes: &[Text]) {
    let done = cx.label();
    let last = alternatives.len().saturating_sub(1);
    for (i, (holds, why)) in alternatives.into_iter().enumerate() {
        let next = cx.label();
        if i < last {
            cx.branch(Some(Guard { pred: holds, negated: true }), next);
        }
        print_report(cx, op, head.clone().append(why), notes);
        cx.branch(None, done);
        cx.place(next);
    }
    cx.place(done);
}

// ---- the check of a tile's elements ----

/// The first failing element, in the thread that holds it: its row-major
/// index (`.b32`), its value in each tile the check was given, and, when
/// asked for, how many elements failed (`.b32`).
pub struct Failing {
    pub index: Reg,
    pub values: Vec<Reg>,
    pub count: Option<Reg>,
}

/// Checks the elements of tiles laid out as `layout`: `violated` gets one
/// element's value in each of `tiles`, emits its test and returns the
/// predicate that holds when the element fails. When some element fails,
/// the thread holding the first one runs `report` (which prints), and the
/// CTA traps. With `count`, [`Failing::count`] is the number that failed.
pub fn check_elements(
    cx: &mut Lowerer<'_>,
    layout: Layout,
    tiles: &[TileRegs],
    count: bool,
    mut violated: impl FnMut(&mut Lowerer<'_>, &[Reg]) -> Result<Reg>,
    report: impl FnOnce(&mut Lowerer<'_>, &Failing) -> Result<()>,
) -> Result<()> {
    let guard = cx.layout_guard(layout);
    let mut failed = Vec::with_capacity(layout.slots());
    for s in 0..layout.slots() {
        let values: Vec<Reg> = tiles.iter().map(|t| t.slot(s)).collect();
        let bad = violated(cx, &values)?;
        failed.push(match guard {
            Some(valid) => {
                let p = cx.fresh(RegClass::Pred);
                cx.emit(op!("and.pred"), vec![p.into(), bad.into(), valid.into()]);
                p
            }
            None => bad,
        });
    }
    let holds = cx.label();
    let first_thread = cx.fresh(RegClass::Pred);
    let tid = cx.tid();
    if layout == Layout::Replicated {
        // Every thread holds the element and takes the same branch.
        cx.branch(Some(Guard { pred: failed[0], negated: true }), holds);
        let index = cx.fresh(RegClass::B32);
        cx.mov(index, imm(0));
        let count = count.then(|| {
            let one = cx.fresh(RegClass::B32);
            cx.mov(one, imm(1));
            one
        });
        cx.emit(op!("setp.eq.u32"), vec![first_thread.into(), tid.into(), imm(0)]);
        let failing = Failing { index, values: tiles.iter().map(|t| t.slots[0]).collect(), count };
        report_and_trap(cx, first_thread, |cx| report(cx, &failing))?;
        cx.place(holds);
        return Ok(());
    }
    let here = cx.fresh(RegClass::Pred);
    cx.emit(op!("mov.pred"), vec![here.into(), failed[0].into()]);
    for &f in &failed[1..] {
        cx.emit(op!("or.pred"), vec![here.into(), here.into(), f.into()]);
    }
    let anywhere = cx.fresh(RegClass::Pred);
    cx.emit(op!("bar.red.or.pred"), vec![anywhere.into(), imm(0), here.into()]);
    cx.branch(Some(Guard { pred: anywhere, negated: true }), holds);

    // Some element failed: find the first (and count them).
    let first_here = cx.fresh(RegClass::B32);
    cx.mov(first_here, imm(u64::from(u32::MAX)));
    for s in (0..failed.len()).rev() {
        let index = cx.element_index(layout, s);
        cx.emit_guarded(Some(Guard { pred: failed[s], negated: false }), op!("mov.b32"), vec![first_here.into(), index.into()]);
    }
    let base = shared_base(cx);
    cx.need_shared(8);
    cx.emit(op!("setp.eq.u32"), vec![first_thread.into(), tid.into(), imm(0)]);
    let by_first = Some(Guard { pred: first_thread, negated: false });
    cx.emit_guarded(by_first, op!("st.shared.u32"), vec![Operand::Addr(base, 0), imm(u64::from(u32::MAX))]);
    if count {
        cx.emit_guarded(by_first, op!("st.shared.u32"), vec![Operand::Addr(base, 4), imm(0)]);
    }
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let by_failing = Some(Guard { pred: here, negated: false });
    let old = cx.fresh(RegClass::B32);
    cx.emit_guarded(by_failing, op!("atom.shared.min.u32"), vec![old.into(), Operand::Addr(base, 0), first_here.into()]);
    if count {
        let count_here = cx.fresh(RegClass::B32);
        cx.mov(count_here, imm(0));
        for &f in &failed {
            cx.emit_guarded(Some(Guard { pred: f, negated: false }), op!("add.u32"), vec![count_here.into(), count_here.into(), imm(1)]);
        }
        cx.emit_guarded(by_failing, op!("atom.shared.add.u32"), vec![old.into(), Operand::Addr(base, 4), count_here.into()]);
    }
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let index = cx.fresh(RegClass::B32);
    cx.emit(op!("ld.shared.u32"), vec![index.into(), Operand::Addr(base, 0)]);
    let count = count.then(|| {
        let n = cx.fresh(RegClass::B32);
        cx.emit(op!("ld.shared.u32"), vec![n.into(), Operand::Addr(base, 4)]);
        n
    });
    let holder = cx.holder_of(layout, index);
    let holds_it = cx.fresh(RegClass::Pred);
    cx.emit(op!("setp.eq.u32"), vec![holds_it.into(), tid.into(), holder.into()]);
    // The failing element's values: the slot that holds it.
    let mut values = Vec::with_capacity(tiles.len());
    for t in tiles {
        let v = cx.fresh(t.slots[0].class);
        cx.mov(v, t.slots[0]);
        for (s, &slot) in t.slots.iter().enumerate().skip(1) {
            let here = cx.fresh(RegClass::Pred);
            let element = cx.element_index(layout, s);
            cx.emit(op!("setp.eq.u32"), vec![here.into(), index.into(), element.into()]);
            cx.emit_guarded(Some(Guard { pred: here, negated: false }), crate::ptx::isa::Mnemonic::Mov.with(v.class.bits_type()), vec![v.into(), slot.into()]);
        }
        values.push(v);
    }
    let failing = Failing { index, values, count };
    report_and_trap(cx, holds_it, |cx| report(cx, &failing))?;
    cx.place(holds);
    Ok(())
}

/// The thread where `reporter` holds runs `report`; then every thread of
/// the CTA waits for it and traps.
fn report_and_trap(cx: &mut Lowerer<'_>, reporter: Reg, report: impl FnOnce(&mut Lowerer<'_>) -> Result<()>) -> Result<()> {
    let reported = cx.label();
    cx.branch(Some(Guard { pred: reporter, negated: true }), reported);
    report(cx)?;
    cx.place(reported);
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    cx.emit(op!("trap"), vec![]);
    Ok(())
}

/// `(i, j, ...)`: the coordinates of row-major element `index` of `shape`.
pub fn index_text(cx: &mut Lowerer<'_>, index: Reg, shape: &[i64]) -> Text {
    let mut text = Text::new("(");
    for (d, c) in coordinates(cx, index, shape).into_iter().enumerate() {
        text = text.text(if d == 0 { "" } else { ", " }).arg("%u", c);
    }
    text.text(")")
}

// ---- integers ----

/// An integer element of `s` (in its register) widened to 64 bits.
fn widen(cx: &mut Lowerer<'_>, s: Scalar, r: Reg, signed: bool) -> Reg {
    let w = cx.fresh(RegClass::B64);
    match r.class {
        RegClass::Pred => cx.emit(op!("selp.b64"), vec![w.into(), if signed { imm_signed(-1) } else { imm(1) }, imm(0), r.into()]),
        RegClass::B16 if signed => cx.emit(op!("cvt.s64.s16"), vec![w.into(), r.into()]),
        RegClass::B16 => {
            cx.emit(op!("cvt.u64.u16"), vec![w.into(), r.into()]);
            if s == Scalar::I8 {
                cx.emit(op!("and.b64"), vec![w.into(), w.into(), imm(0xff)]);
            }
        }
        RegClass::B32 | RegClass::F32 => {
            let bits = cx.fresh(RegClass::B32);
            cx.emit(op!("mov.b32"), vec![bits.into(), r.into()]);
            cx.emit(if signed { op!("cvt.s64.s32") } else { op!("cvt.u64.u32") }, vec![w.into(), bits.into()]);
        }
        RegClass::B64 | RegClass::F64 => cx.emit(op!("mov.b64"), vec![w.into(), r.into()]),
    }
    w
}

/// The low `bits` of 64-bit `r`, sign- or zero-extended.
fn extend_low(cx: &mut Lowerer<'_>, r: Reg, bits: u32, signed: bool) -> Reg {
    if bits >= 64 {
        return r;
    }
    let t = cx.fresh(RegClass::B64);
    cx.emit(op!("shl.b64"), vec![t.into(), r.into(), imm(u64::from(64 - bits))]);
    cx.emit(if signed { op!("shr.s64") } else { op!("shr.u64") }, vec![t.into(), t.into(), imm(u64::from(64 - bits))]);
    t
}

/// A predicate: `a <op>.<ty> b`.
fn compare(cx: &mut Lowerer<'_>, opcode: Opcode, a: Reg, b: Operand) -> Reg {
    let p = cx.fresh(RegClass::Pred);
    cx.emit(opcode, vec![p.into(), a.into(), b]);
    p
}

fn either(cx: &mut Lowerer<'_>, a: Reg, b: Reg) -> Reg {
    let p = cx.fresh(RegClass::Pred);
    cx.emit(op!("or.pred"), vec![p.into(), a.into(), b.into()]);
    p
}

fn any_of(cx: &mut Lowerer<'_>, tests: &[(Reg, Text)]) -> Reg {
    let mut p = tests[0].0;
    for (t, _) in &tests[1..] {
        p = either(cx, p, *t);
    }
    p
}

fn promises(overflow: IntegerOverflow) -> (bool, bool) {
    (matches!(overflow, IntegerOverflow::NoSignedWrap | IntegerOverflow::NoWrap), matches!(overflow, IntegerOverflow::NoUnsignedWrap | IntegerOverflow::NoWrap))
}

fn scalar(cx: &Lowerer<'_>, op: OpId, tile: &TileRegs) -> Result<Scalar> {
    tile.elem.scalar().ok_or_else(|| cx.internal(op, "expected an integer tile"))
}

/// `'op' has undefined behaviour at element N: `.
fn undefined_behaviour(cx: &Lowerer<'_>, op: OpId, index: Reg) -> Text {
    Text::new(&format!("'{}' has undefined behaviour at element ", cx.op_name(op).trim_start_matches("cuda_tile."))).arg("%u", index).text(": ")
}

/// Checks per element that the first test holding in `tests(values)` does
/// not exist; the report is the undefined-behaviour message with its text.
fn check_undefined(cx: &mut Lowerer<'_>, op: OpId, tiles: &[TileRegs], tests: impl Fn(&mut Lowerer<'_>, &[Reg]) -> Vec<(Reg, Text)>) -> Result<()> {
    let layout = tiles[0].layout;
    check_elements(
        cx,
        layout,
        tiles,
        false,
        |cx, values| {
            let found = tests(cx, values);
            Ok(any_of(cx, &found))
        },
        |cx, failing| {
            let found = tests(cx, &failing.values);
            let head = undefined_behaviour(cx, op, failing.index);
            print_first_report(cx, op, head, found, &[]);
            Ok(())
        },
    )
}

/// `addi`, `subi`, `muli` with an overflow promise.
fn overflow(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let promise = match kind {
        OpKind::Addi => AddiOp(op).overflow(cx.ir),
        OpKind::Subi => SubiOp(op).overflow(cx.ir),
        _ => MuliOp(op).overflow(cx.ir),
    };
    let (nsw, nuw) = promises(promise);
    if !nsw && !nuw {
        return Ok(());
    }
    let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
    let s = scalar(cx, op, &a)?;
    let bits = s.width();
    let (opcode, sign) = match kind {
        OpKind::Addi => (op!("add.s64"), "+"),
        OpKind::Subi => (op!("sub.s64"), "-"),
        _ => (op!("mul.lo.s64"), "*"),
    };
    let name = s.name();
    check_undefined(cx, op, &[a, b], |cx, v| {
        let mut tests = Vec::new();
        if bits < 64 {
            // The exact results fit in 64 bits.
            if nsw {
                let (x, y) = (widen(cx, s, v[0], true), widen(cx, s, v[1], true));
                let exact = cx.fresh(RegClass::B64);
                cx.emit(opcode, vec![exact.into(), x.into(), y.into()]);
                let kept = extend_low(cx, exact, bits, true);
                let bad = compare(cx, op!("setp.ne.s64"), kept, exact.into());
                tests.push((bad, Text::new("the signed result ").arg("%lld", exact).text(&format!(" does not fit in {name}, breaking the no_signed_wrap promise"))));
            }
            if nuw {
                let (x, y) = (widen(cx, s, v[0], false), widen(cx, s, v[1], false));
                let exact = cx.fresh(RegClass::B64);
                cx.emit(opcode, vec![exact.into(), x.into(), y.into()]);
                let high = cx.fresh(RegClass::B64);
                cx.emit(op!("shr.u64"), vec![high.into(), exact.into(), imm(u64::from(bits))]);
                let bad = compare(cx, op!("setp.ne.u64"), high, imm(0));
                // A difference may be negative; a product of two 32-bit numbers needs all 64 bits.
                let conversion = if kind == OpKind::Muli { "%llu" } else { "%lld" };
                tests.push((bad, Text::new("the unsigned result ").arg(conversion, exact).text(&format!(" does not fit in {name}, breaking the no_unsigned_wrap promise"))));
            }
            return tests;
        }
        let (x, y) = (v[0], v[1]);
        if nsw {
            let bad = match kind {
                OpKind::Muli => {
                    let (low, high, sign_of_low) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
                    cx.emit(op!("mul.lo.s64"), vec![low.into(), x.into(), y.into()]);
                    cx.emit(op!("mul.hi.s64"), vec![high.into(), x.into(), y.into()]);
                    cx.emit(op!("shr.s64"), vec![sign_of_low.into(), low.into(), imm(63)]);
                    compare(cx, op!("setp.ne.s64"), high, sign_of_low.into())
                }
                _ => {
                    // Signed overflow: the result's sign differs from both
                    // addends' (add) or from the minuend's, the operands' signs differing (sub).
                    let (result, t1, t2) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
                    cx.emit(opcode, vec![result.into(), x.into(), y.into()]);
                    if kind == OpKind::Addi {
                        cx.emit(op!("xor.b64"), vec![t1.into(), x.into(), result.into()]);
                        cx.emit(op!("xor.b64"), vec![t2.into(), y.into(), result.into()]);
                    } else {
                        cx.emit(op!("xor.b64"), vec![t1.into(), x.into(), y.into()]);
                        cx.emit(op!("xor.b64"), vec![t2.into(), x.into(), result.into()]);
                    }
                    cx.emit(op!("and.b64"), vec![t1.into(), t1.into(), t2.into()]);
                    compare(cx, op!("setp.lt.s64"), t1, imm(0))
                }
            };
            tests.push((bad, Text::new("the signed result of ").arg("%lld", x).text(&format!(" {sign} ")).arg("%lld", y).text(&format!(" does not fit in {name}, breaking the no_signed_wrap promise"))));
        }
        if nuw {
            let bad = match kind {
                OpKind::Addi => {
                    let result = cx.fresh(RegClass::B64);
                    cx.emit(op!("add.u64"), vec![result.into(), x.into(), y.into()]);
                    compare(cx, op!("setp.lo.u64"), result, x.into())
                }
                OpKind::Subi => compare(cx, op!("setp.lo.u64"), x, y.into()),
                _ => {
                    let high = cx.fresh(RegClass::B64);
                    cx.emit(op!("mul.hi.u64"), vec![high.into(), x.into(), y.into()]);
                    compare(cx, op!("setp.ne.u64"), high, imm(0))
                }
            };
            tests.push((bad, Text::new("the unsigned result of ").arg("%llu", x).text(&format!(" {sign} ")).arg("%llu", y).text(&format!(" does not fit in {name}, breaking the no_unsigned_wrap promise"))));
        }
        tests
    })
}

/// `shli` with an overflow promise: shifting the result back must give the
/// operand (the interpreter's test; the amount saturates at the width).
fn shift_left(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (nsw, nuw) = promises(ShliOp(op).overflow(cx.ir));
    if !nsw && !nuw {
        return Ok(());
    }
    let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
    let s = scalar(cx, op, &a)?;
    let bits = s.width();
    check_undefined(cx, op, &[a, b], |cx, v| {
        let amount64 = widen(cx, s, v[1], false);
        cx.emit(op!("min.u64"), vec![amount64.into(), amount64.into(), imm(u64::from(bits))]);
        let amount = cx.fresh(RegClass::B32);
        cx.emit(op!("cvt.u32.u64"), vec![amount.into(), amount64.into()]);
        let mut tests = Vec::new();
        for (signed, wanted) in [(true, nsw), (false, nuw)] {
            if !wanted {
                continue;
            }
            let x = widen(cx, s, v[0], signed);
            let shifted = cx.fresh(RegClass::B64);
            cx.emit(op!("shl.b64"), vec![shifted.into(), x.into(), amount.into()]);
            let result = extend_low(cx, shifted, bits, signed);
            let back = cx.fresh(RegClass::B64);
            cx.emit(if signed { op!("shr.s64") } else { op!("shr.u64") }, vec![back.into(), result.into(), amount.into()]);
            let bad = compare(cx, op!("setp.ne.b64"), back, x.into());
            let why = if signed {
                Text::new("").arg("%lld", x).text(" << ").arg("%u", amount).text(" loses significant bits, breaking the no_signed_wrap promise")
            } else {
                Text::new("").arg("%llu", x).text(" << ").arg("%u", amount).text(" loses nonzero bits, breaking the no_unsigned_wrap promise")
            };
            tests.push((bad, why));
        }
        tests
    })
}

/// `trunci` with an overflow promise: the kept bits, extended again, must
/// give the operand.
fn truncation(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (nsw, nuw) = promises(TrunciOp(op).overflow(cx.ir));
    if !nsw && !nuw {
        return Ok(());
    }
    let from = cx.operand(op, 0)?;
    let s = scalar(cx, op, &from)?;
    let (to_elem, _) = cx.result_shape(op, 0)?;
    let to = to_elem.scalar().ok_or_else(|| cx.internal(op, "expected an integer result"))?;
    check_undefined(cx, op, &[from], |cx, v| {
        let mut tests = Vec::new();
        for (signed, wanted) in [(true, nsw), (false, nuw)] {
            if !wanted {
                continue;
            }
            let x = widen(cx, s, v[0], signed);
            let kept = extend_low(cx, x, to.width(), signed);
            let bad = compare(cx, op!("setp.ne.b64"), kept, x.into());
            let (conversion, promise) = if signed { ("%lld", "no_signed_wrap") } else { ("%llu", "no_unsigned_wrap") };
            tests.push((bad, Text::new("").arg(conversion, x).text(&format!(" does not fit in {}, breaking the {promise} promise", to.name()))));
        }
        tests
    })
}

/// `divi` and `remi` by zero, and signed `divi` of the smallest value by -1.
fn division(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let signedness = if kind == OpKind::Divi { DiviOp(op).signedness(cx.ir) } else { RemiOp(op).signedness(cx.ir) };
    let signed = signedness == Some(Signedness::Signed);
    let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
    let s = scalar(cx, op, &a)?;
    let bits = s.width();
    let conversion = if signed { "%lld" } else { "%llu" };
    let what = if kind == OpKind::Divi { "division" } else { "remainder" };
    check_undefined(cx, op, &[a, b], |cx, v| {
        let (x, y) = (widen(cx, s, v[0], signed), widen(cx, s, v[1], signed));
        let by_zero = compare(cx, op!("setp.eq.b64"), y, imm(0));
        let mut tests = vec![(by_zero, Text::new(&format!("{what} of ")).arg(conversion, x).text(" by zero"))];
        if signed && kind == OpKind::Divi {
            let smallest = compare(cx, op!("setp.eq.s64"), x, imm_signed(i64::MIN >> (64 - bits)));
            let minus_one = compare(cx, op!("setp.eq.s64"), y, imm_signed(-1));
            let both = cx.fresh(RegClass::Pred);
            cx.emit(op!("and.pred"), vec![both.into(), smallest.into(), minus_one.into()]);
            tests.push((both, Text::new("the signed quotient ").arg("%lld", x).text(" / ").arg("%lld", y).text(&format!(" overflows {}", s.name()))));
        }
        tests
    })
}

/// `offset` whose scaled offset overflows a signed 64-bit number, or whose
/// sum wraps around the unsigned 64-bit address space (the interpreter's
/// tests, in its order, and its messages).
fn pointer_offset(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (ptr, offset) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
    let Elem::Ptr(pointee) = ptr.elem else { return Err(cx.internal(op, "offset of a non-pointer")) };
    let s = scalar(cx, op, &offset)?;
    let size = scalar_bytes(pointee) as u64;
    let shift = u64::from(size.trailing_zeros());
    check_undefined(cx, op, &[ptr, offset], |cx, v| {
        let elements = widen(cx, s, v[1], true);
        let mut tests = Vec::new();
        if shift > 0 {
            let below = compare(cx, op!("setp.lt.s64"), elements, imm_signed(i64::MIN >> shift));
            let above = compare(cx, op!("setp.gt.s64"), elements, imm_signed(i64::MAX >> shift));
            let scaled_overflows = either(cx, below, above);
            tests.push((scaled_overflows, Text::new("an offset of ").arg("%lld", elements).text(&format!(" elements of {size} bytes does not fit in a signed 64-bit byte offset"))));
        }
        let bytes = cx.fresh(RegClass::B64);
        cx.emit(op!("shl.b64"), vec![bytes.into(), elements.into(), imm(shift)]);
        let sum = cx.fresh(RegClass::B64);
        cx.emit(op!("add.u64"), vec![sum.into(), v[0].into(), bytes.into()]);
        // Adding a non-negative amount must not make the address smaller,
        // nor a negative one larger: the sum wrapped when these differ.
        let smaller = compare(cx, op!("setp.lo.u64"), sum, v[0].into());
        let backwards = compare(cx, op!("setp.lt.s64"), bytes, imm(0));
        let wraps = cx.fresh(RegClass::Pred);
        cx.emit(op!("xor.pred"), vec![wraps.into(), smaller.into(), backwards.into()]);
        tests.push((wraps, Text::new("advancing the pointer by ").arg("%lld", bytes).text(" bytes wraps around the 64-bit address space")));
        tests
    })
}

/// `load_view_tko` and `store_view_tko`: an element inside the tensor
/// whose distance along a dimension (coordinate x stride x element size,
/// in bytes) does not fit in an i64, or whose address (the base plus the
/// distances, summed in 128 bits) leaves the unsigned 64-bit range, has no
/// address: the interpreter's test and message, for the first such element.
fn view_addresses(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let ir = cx.ir;
    let (view, index_values, layout) = match kind {
        OpKind::LoadViewTko => {
            let v = LoadViewTkoOp(op);
            (v.view(ir), v.index(ir), cx.result_shape(op, 0)?.1)
        }
        OpKind::AtomicRedViewTko => {
            let v = AtomicRedViewTkoOp(op);
            let tile = cx.tile(op, v.value(cx.verified))?;
            (v.view(ir), v.index(ir), tile.layout)
        }
        _ => {
            let v = StoreViewTkoOp(op);
            let tile = cx.tile(op, v.tile(cx.verified))?;
            (v.view(ir), v.index(ir), tile.layout)
        }
    };
    let partition = super::view::partition_operand(cx, op, view)?;
    let index = super::view::view_index(cx, op, index_values, &partition)?;
    let tensor = partition.tensor.clone();
    let size = scalar_bytes(tensor.elem) as u64;
    let shift = u64::from(size.trailing_zeros());
    // check_elements tests the slots in order, 0 first.
    let mut slot = 0;
    check_elements(
        cx,
        layout,
        &[],
        false,
        |cx, _| {
            let (coordinates, inside) = super::view::element_coordinates(cx, &partition, &index, layout, slot);
            slot += 1;
            // The address as a 128-bit number (high, low), from the base.
            let (high, low) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
            cx.mov(high, imm(0));
            cx.mov(low, tensor.base);
            let overflow = cx.fresh(RegClass::Pred);
            cx.mov(overflow, imm(0));
            for (i, c) in coordinates.into_iter().enumerate() {
                let stride = tensor.strides[partition.tiling.dim_map[i]];
                // coordinate x stride must fit in 64 bits (the coordinate is not negative inside the tensor).
                let (product, product_high, sign) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
                cx.emit(op!("mul.lo.s64"), vec![product.into(), c.into(), stride.into()]);
                cx.emit(op!("mul.hi.s64"), vec![product_high.into(), c.into(), stride.into()]);
                cx.emit(op!("shr.s64"), vec![sign.into(), product.into(), imm(63)]);
                cx.emit(op!("setp.ne.or.s64"), vec![overflow.into(), product_high.into(), sign.into(), overflow.into()]);
                // ... and so must the bytes.
                if shift > 0 {
                    cx.emit(op!("setp.lt.or.s64"), vec![overflow.into(), product.into(), imm_signed(i64::MIN >> shift), overflow.into()]);
                    cx.emit(op!("setp.gt.or.s64"), vec![overflow.into(), product.into(), imm_signed(i64::MAX >> shift), overflow.into()]);
                }
                let bytes = cx.fresh(RegClass::B64);
                cx.emit(op!("shl.b64"), vec![bytes.into(), product.into(), imm(shift)]);
                // (high, low) += the sign-extended bytes.
                let sum = cx.fresh(RegClass::B64);
                cx.emit(op!("add.u64"), vec![sum.into(), low.into(), bytes.into()]);
                let carry = compare(cx, op!("setp.lo.u64"), sum, low.into());
                cx.mov(low, sum);
                let (carried, extension) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B64));
                cx.emit(op!("selp.b64"), vec![carried.into(), imm(1), imm(0), carry.into()]);
                cx.emit(op!("shr.s64"), vec![extension.into(), bytes.into(), imm(63)]);
                cx.emit(op!("add.s64"), vec![high.into(), high.into(), carried.into()]);
                cx.emit(op!("add.s64"), vec![high.into(), high.into(), extension.into()]);
            }
            cx.emit(op!("setp.ne.or.s64"), vec![overflow.into(), high.into(), imm(0), overflow.into()]);
            let bad = cx.fresh(RegClass::Pred);
            cx.emit(op!("and.pred"), vec![bad.into(), overflow.into(), inside.into()]);
            Ok(bad)
        },
        |cx, failing| {
            // The failing element's tensor coordinates, from its index.
            let strides = row_major_strides(&partition.tiling.tile_shape);
            let mut by_dimension = vec![None; partition.tiling.tile_shape.len()];
            for (i, &t) in partition.tiling.tile_shape.iter().enumerate() {
                let within = cx.fresh(RegClass::B32);
                cx.emit(op!("shr.u32"), vec![within.into(), failing.index.into(), imm(u64::from((strides[i].max(1) as u64).trailing_zeros()))]);
                cx.emit(op!("and.b32"), vec![within.into(), within.into(), imm((t.max(1) - 1) as u64)]);
                let c = super::view::coordinate(cx, &partition, &index, i, within);
                by_dimension[partition.tiling.dim_map[i]] = Some(c);
            }
            let mut text = undefined_behaviour(cx, op, failing.index).text("the address of tensor element (");
            for (d, c) in by_dimension.into_iter().enumerate() {
                let c = c.ok_or_else(|| cx.internal(op, "dim_map is not a permutation"))?;
                text = text.text(if d == 0 { "" } else { ", " }).arg("%lld", c);
            }
            print_report(cx, op, text.text(") is outside the 64-bit address space"), &[]);
            Ok(())
        },
    )
}

/// `make_tensor_view` with a negative dynamic size (the interpreter's error).
fn tensor_sizes(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let TypeData::TensorView { shape, .. } = ir.types.get(ir.op(op).result_types[0]) else { return Ok(()) };
    let dimensions: Vec<usize> = shape.iter().enumerate().filter(|(_, &s)| s == DYNAMIC).map(|(d, _)| d).collect();
    for (&d, &v) in dimensions.iter().zip(MakeTensorViewOp(op).dynamic_shape(ir)) {
        let size = cx.tile(op, v)?;
        let s = scalar(cx, op, &size)?;
        check_elements(
            cx,
            Layout::Replicated,
            &[size],
            false,
            |cx, v| {
                let x = widen(cx, s, v[0], true);
                Ok(compare(cx, op!("setp.lt.s64"), x, imm(0)))
            },
            |cx, failing| {
                let x = widen(cx, s, failing.values[0], true);
                print_report(cx, op, Text::new(&format!("dimension {d} of the tensor view has the negative size ")).arg("%lld", x), &[]);
                Ok(())
            },
        )?;
    }
    Ok(())
}

/// `get_tensor_shape` and `get_index_space_shape` whose extent does not fit
/// in its result type (the interpreter's error).
fn extents_fit(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<()> {
    let extents = if kind == OpKind::GetTensorShape {
        super::view::tensor_operand(cx, op, 0)?.shape.clone()
    } else {
        let partition = super::view::partition_operand(cx, op, cx.ir.op(op).operands.first().copied())?;
        super::view::index_space_extents(cx, &partition)
    };
    for (i, extent) in extents.into_iter().enumerate() {
        let (elem, _) = cx.result_shape(op, i)?;
        let bits = elem.scalar().map_or(64, |s| s.width());
        if bits >= 64 {
            continue;
        }
        let largest = if bits == 1 { 1 } else { (1u64 << (bits - 1)) - 1 };
        let holder = TileRegs { elem: Elem::Scalar(Scalar::I64), layout: Layout::Replicated, slots: vec![extent].into() };
        check_elements(
            cx,
            Layout::Replicated,
            &[holder],
            false,
            |cx, v| Ok(compare(cx, op!("setp.gt.u64"), v[0], imm(largest))),
            |cx, failing| {
                let message = Text::new("extent ").arg("%lld", failing.values[0]).text(&format!(" of dimension {i} does not fit in the result type {}", elem.name()));
                print_report(cx, op, message, &[]);
                Ok(())
            },
        )?;
    }
    Ok(())
}

/// `ftoi` of an infinity.
fn ftoi_infinity(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let x = cx.operand(op, 0)?;
    let s = scalar(cx, op, &x)?;
    if !matches!(s, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64) {
        return Ok(());
    }
    check_undefined(cx, op, &[x], |cx, v| {
        let (value, ty, infinity) = match s {
            Scalar::F64 => (v[0], Type::F64, imm_bits(RegClass::F64, f64::INFINITY.to_bits())),
            _ => (super::arith::to_f32_exact(cx, s, v[0]), Type::F32, imm_bits(RegClass::F32, u64::from(f32::INFINITY.to_bits()))),
        };
        let magnitude = cx.fresh(value.class);
        cx.emit(Mnemonic::Abs.with(ty), vec![magnitude.into(), value.into()]);
        let infinite = compare(cx, op!("setp.eq").with(ty), magnitude, infinity);
        let zero = imm_bits(value.class, 0);
        let negative = compare(cx, op!("setp.lt").with(ty), value, zero);
        let negative_infinity = cx.fresh(RegClass::Pred);
        cx.emit(op!("and.pred"), vec![negative_infinity.into(), infinite.into(), negative.into()]);
        vec![(negative_infinity, Text::new("converting -infinity to an integer")), (infinite, Text::new("converting +infinity to an integer"))]
    })
}

/// An `extract` index that names no block of the source.
fn extract_index(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let shape = shape_of(cx, Value::Result(op, 0));
    let source_shape = shape_of(cx, cx.ir.op(op).operands[0]);
    let indices = ExtractOp(op).indices(cx.ir).to_vec();
    block_index(cx, op, "extract", "source", &shape, &source_shape, &indices)
}

/// `insert` (13.4): as `extract`, the block counted in source-shaped blocks
/// of the destination.
fn insert_index(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let shape = shape_of(cx, cx.ir.op(op).operands[0]);
    let destination_shape = shape_of(cx, cx.ir.op(op).operands[1]);
    let indices = InsertOp(op).indices(cx.ir).to_vec();
    block_index(cx, op, "insert", "destination", &shape, &destination_shape, &indices)
}

/// Block indices of `extract` and `insert`: each must name one of the
/// `whole` extent's blocks of the `block` extent, as the interpreter says.
fn block_index(cx: &mut Lowerer<'_>, op: OpId, word: &str, whole: &str, shape: &[i64], source_shape: &[i64], indices: &[Value]) -> Result<()> {
    for (d, &v) in indices.iter().enumerate() {
        let (Some(&extent), Some(&source_extent)) = (shape.get(d), source_shape.get(d)) else { break };
        let index = cx.tile(op, v)?;
        let s = scalar(cx, op, &index)?;
        let blocks = if extent == 0 { 0 } else { source_extent / extent };
        let why = format!(" along dimension {d} names no block: the {whole}'s {source_extent} elements hold {blocks} block(s) of {extent}");
        check_elements(
            cx,
            Layout::Replicated,
            &[index],
            false,
            |cx, v| {
                let i = widen(cx, s, v[0], true);
                Ok(compare(cx, op!("setp.ge.u64"), i, imm(blocks as u64)))
            },
            |cx, failing| {
                let i = widen(cx, s, failing.values[0], true);
                print_report(cx, op, Text::new(&format!("{word} index ")).arg("%lld", i).text(&why), &[]);
                Ok(())
            },
        )?;
    }
    Ok(())
}

/// A `for` step that is not positive.
fn loop_step(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let Some(step) = ForOp(op).step(cx.ir) else { return Ok(()) };
    // `for unsigned` reads the step as unsigned: only zero is not positive.
    let unsigned = ForOp(op).unsigned_cmp(cx.ir);
    let step = cx.tile(op, step)?;
    let s = scalar(cx, op, &step)?;
    check_elements(
        cx,
        Layout::Replicated,
        &[step],
        false,
        |cx, v| {
            let x = widen(cx, s, v[0], !unsigned);
            Ok(compare(cx, if unsigned { op!("setp.eq.s64") } else { op!("setp.le.s64") }, x, imm(0)))
        },
        |cx, failing| {
            let x = widen(cx, s, failing.values[0], true);
            print_report(cx, op, Text::new("the step of the loop is ").arg("%lld", x).text("; it must be positive"), &[]);
            Ok(())
        },
    )
}

// ---- assumptions ----

/// An element's value as the interpreter prints it in an assumption's
/// message: integers (and the raw bits of floats) signed, pointers unsigned.
fn assumed_value(cx: &mut Lowerer<'_>, elem: Elem, r: Reg) -> (Reg, &'static str) {
    match elem {
        Elem::Ptr(_) => (r, "%llu"),
        Elem::Scalar(s) => (widen(cx, s, r, true), "%lld"),
    }
}

/// The raw bits of an element, zero-extended to 64 bits.
fn raw_bits(cx: &mut Lowerer<'_>, r: Reg) -> Reg {
    widen(cx, Scalar::I64, r, false)
}

/// Whether an element is not a multiple of `divisor` (nonzero).
fn not_divisible(cx: &mut Lowerer<'_>, elem: Elem, r: Reg, divisor: u64) -> Reg {
    let (x, _) = assumed_value(cx, elem, r);
    let remainder = cx.fresh(RegClass::B64);
    let opcode = if matches!(elem, Elem::Ptr(_)) { op!("rem.u64") } else { op!("rem.s64") };
    cx.emit(opcode, vec![remainder.into(), x.into(), imm(divisor)]);
    compare(cx, op!("setp.ne.b64"), remainder, imm(0))
}

/// The position of element `index` in its group of `every` along a
/// dimension of `extent` elements `stride` apart (0: the group's first).
fn group_member(cx: &mut Lowerer<'_>, index: Reg, stride: i64, extent: i64, every: i64) -> Reg {
    let coordinate = cx.fresh(RegClass::B32);
    cx.emit(op!("div.u32"), vec![coordinate.into(), index.into(), imm(stride as u64)]);
    cx.emit(op!("rem.u32"), vec![coordinate.into(), coordinate.into(), imm(extent.max(1) as u64)]);
    let member = cx.fresh(RegClass::B32);
    cx.emit(op!("rem.u32"), vec![member.into(), coordinate.into(), imm(every as u64)]);
    member
}

/// A tile holding, for each element of `tile`, the element `partner(index)`
/// of `tile` (through shared memory; every thread takes part).
fn staged_partner(cx: &mut Lowerer<'_>, tile: &TileRegs, partner: impl Fn(&mut Lowerer<'_>, Reg) -> Reg) -> TileRegs {
    let (base, placed) = stage(cx, std::slice::from_ref(tile));
    let last = tile.layout.elements().max(1) - 1;
    let slots = (0..tile.slots.len())
        .map(|s| {
            let index = cx.element_index(tile.layout, s);
            let other = partner(cx, index);
            // Threads holding no element read a real one all the same.
            cx.emit(op!("and.b32"), vec![other.into(), other.into(), imm(last)]);
            let r = cx.fresh(tile.slots[0].class);
            read_staged(cx, base, placed[0], tile.elem, r, other);
            r
        })
        .collect();
    TileRegs { elem: tile.elem, layout: tile.layout, slots }
}

/// `assume` on a tile: the predicate must hold (the interpreter's test and message).
fn assume(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let Some(value) = AssumeOp(op).value(cx.ir) else { return Ok(()) };
    let Some(predicate) = AssumeOp(op).predicate(cx.ir).cloned() else { return Ok(()) };
    let Lowered::Tile(tile) = cx.value(op, value)?.clone() else { return Ok(()) };
    let shape = shape_of(cx, value);
    let strides = row_major_strides(&shape);
    let elem = tile.elem;
    let head = Text::new(&format!("the assumption {} does not hold: ", predicate_text(&predicate)));
    // How the message names the element: "the value " or "element (i, j) ".
    let element_text = |cx: &mut Lowerer<'_>, index: Reg| -> Text {
        if shape.is_empty() {
            Text::new("the value ")
        } else {
            Text::new("element ").append(index_text(cx, index, &shape)).text(" ")
        }
    };
    let notes = [Text::new(ASSUMPTION_NOTE)];
    match predicate {
        Attribute::Bounded { lb, ub } => {
            if lb.is_none() && ub.is_none() {
                return Ok(());
            }
            check_elements(
                cx,
                tile.layout,
                std::slice::from_ref(&tile),
                false,
                |cx, v| {
                    let (x, _) = assumed_value(cx, elem, v[0]);
                    let below = lb.map(|lb| compare(cx, op!("setp.lt.s64"), x, imm_signed(lb)));
                    let above = ub.map(|ub| compare(cx, op!("setp.gt.s64"), x, imm_signed(ub)));
                    Ok(match (below, above) {
                        (Some(a), Some(b)) => either(cx, a, b),
                        (Some(p), _) | (_, Some(p)) => p,
                        (None, None) => unreachable!("returned above"),
                    })
                },
                |cx, failing| {
                    let (x, conversion) = assumed_value(cx, elem, failing.values[0]);
                    let message = head.append(element_text(cx, failing.index)).text("is ").arg(conversion, x);
                    print_report(cx, op, message, &notes);
                    Ok(())
                },
            )
        }
        Attribute::DivBy { divisor, every, along } => {
            let (every, along) = match (every, along) {
                (Some(e), Some(a)) if e > 0 && (a as usize) < shape.len() => (e, a as usize),
                _ => (1, 0),
            };
            let step = match elem {
                Elem::Ptr(s) => scalar_bytes(s) as i64,
                Elem::Scalar(_) => 1,
            };
            let divisible_text = move |divisor: u64| Text::new(&format!(", which is not divisible by {divisor}"));
            if every == 1 || tile.layout == Layout::Replicated {
                // Every element is the first of its group.
                if divisor == 0 {
                    return Ok(());
                }
                return check_elements(
                    cx,
                    tile.layout,
                    std::slice::from_ref(&tile),
                    false,
                    |cx, v| Ok(not_divisible(cx, elem, v[0], divisor)),
                    |cx, failing| {
                        let (x, conversion) = assumed_value(cx, elem, failing.values[0]);
                        let message = head.append(element_text(cx, failing.index)).text("is ").arg(conversion, x).append(divisible_text(divisor));
                        print_report(cx, op, message, &notes);
                        Ok(())
                    },
                );
            }
            // The first element of each group of `every` along `along` must
            // be divisible; each other one `step` more than the one before it.
            let (stride, extent) = (strides[along], shape[along]);
            let member = TileRegs {
                elem: Elem::Scalar(Scalar::I32),
                layout: tile.layout,
                slots: (0..tile.slots.len())
                    .map(|s| {
                        let index = cx.element_index(tile.layout, s);
                        group_member(cx, index, stride, extent, every)
                    })
                    .collect(),
            };
            let previous = staged_partner(cx, &tile, |cx, index| {
                let before = cx.fresh(RegClass::B32);
                cx.emit(op!("sub.u32"), vec![before.into(), index.into(), imm(stride as u64)]);
                before
            });
            check_elements(
                cx,
                tile.layout,
                &[tile.clone(), previous, member],
                false,
                |cx, v| {
                    let first = compare(cx, op!("setp.eq.u32"), v[2], imm(0));
                    let (x, _) = assumed_value(cx, elem, v[0]);
                    let (before, _) = assumed_value(cx, elem, v[1]);
                    let wanted = cx.fresh(RegClass::B64);
                    cx.emit(op!("add.s64"), vec![wanted.into(), before.into(), imm_signed(step)]);
                    let bad = compare(cx, op!("setp.ne.b64"), x, wanted.into());
                    if divisor != 0 {
                        let indivisible = not_divisible(cx, elem, v[0], divisor);
                        let chosen = cx.fresh(RegClass::Pred);
                        // first ? indivisible : bad
                        let t = cx.fresh(RegClass::Pred);
                        cx.emit(op!("and.pred"), vec![t.into(), first.into(), indivisible.into()]);
                        cx.emit(op!("not.pred"), vec![chosen.into(), first.into()]);
                        cx.emit(op!("and.pred"), vec![chosen.into(), chosen.into(), bad.into()]);
                        cx.emit(op!("or.pred"), vec![chosen.into(), chosen.into(), t.into()]);
                        return Ok(chosen);
                    }
                    let chosen = cx.fresh(RegClass::Pred);
                    cx.emit(op!("not.pred"), vec![chosen.into(), first.into()]);
                    cx.emit(op!("and.pred"), vec![chosen.into(), chosen.into(), bad.into()]);
                    Ok(chosen)
                },
                |cx, failing| {
                    let v = &failing.values;
                    let (x, conversion) = assumed_value(cx, elem, v[0]);
                    let (before, _) = assumed_value(cx, elem, v[1]);
                    let named = head.append(element_text(cx, failing.index)).text("is ").arg(conversion, x);
                    let not_first = compare(cx, op!("setp.ne.u32"), v[2], imm(0));
                    let step_text = Text::new(", but the element before it in its group is ").arg(conversion, before).text(&format!(" (it must be {step} more)"));
                    print_first_report(cx, op, named, vec![(not_first, step_text), (not_first, divisible_text(divisor))], &notes);
                    Ok(())
                },
            )
        }
        Attribute::SameElements(sizes) => {
            if sizes.len() != shape.len() {
                return Ok(());
            }
            // The row-major index of the first element of an element's group.
            let group_start = |cx: &mut Lowerer<'_>, index: Reg| {
                let start = cx.fresh(RegClass::B32);
                cx.mov(start, imm(0));
                for (d, c) in coordinates(cx, index, &shape).into_iter().enumerate() {
                    let size = sizes[d].max(1) as u64;
                    let t = cx.fresh(RegClass::B32);
                    cx.emit(op!("div.u32"), vec![t.into(), c.into(), imm(size)]);
                    cx.emit(op!("mul.lo.u32"), vec![t.into(), t.into(), imm(size * strides[d] as u64)]);
                    cx.emit(op!("add.u32"), vec![start.into(), start.into(), t.into()]);
                }
                start
            };
            let first = staged_partner(cx, &tile, group_start);
            check_elements(
                cx,
                tile.layout,
                &[tile.clone(), first],
                false,
                |cx, v| {
                    let (x, y) = (raw_bits(cx, v[0]), raw_bits(cx, v[1]));
                    Ok(compare(cx, op!("setp.ne.b64"), x, y.into()))
                },
                |cx, failing| {
                    let (x, conversion) = assumed_value(cx, elem, failing.values[0]);
                    let (y, _) = assumed_value(cx, elem, failing.values[1]);
                    let start = group_start(cx, failing.index);
                    let message = head.append(element_text(cx, failing.index)).text("is ").arg(conversion, x).text(", but its group's first element, at ").append(index_text(cx, start, &shape)).text(", is ").arg(conversion, y);
                    print_report(cx, op, message, &notes);
                    Ok(())
                },
            )
        }
        _ => Ok(()),
    }
}
