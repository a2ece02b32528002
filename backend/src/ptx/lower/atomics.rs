//! Atomic read-modify-write and compare-and-swap (`atomic_rmw_tko`,
//! `atomic_cas_tko`) on global memory, as PTX `atom` instructions, and
//! atomic reduction of a tile into a partition view (`atomic_red_view_tko`,
//! 13.3): each thread combines the elements it holds that lie inside the
//! tensor (a one-element tile: one thread), at their view addresses.
//! bf16 addition is `atom.add.noftz.bf16` from sm_90; before, a
//! compare-and-swap loop on the 32-bit word holding the element, adding in
//! f32 and rounding once to bf16.
//!
//! Each thread performs the accesses of the elements it holds. A
//! one-element tile is held by every thread, so one thread performs the
//! access and hands the old value to the others through shared memory
//! ([`Lowerer::once_and_share`]).
//! Positions cleared in the mask touch no memory: `atomic_cas_tko` yields
//! their `cmp` element, `atomic_rmw_tko` zero bits (as the interpreter does).
//! f32 addition is a compare-and-swap loop around `add.rn.f32`, because
//! PTX's `atom.add.f32` may flush subnormals to zero.

use crate::ptx::isa::{op, Flag, Mnemonic, Modifier, Opcode, Operation, Order, Scope, Space, Type};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::{AtomicRMWMode, MemoryOrderingSemantics, MemoryScope};
use tilesmith_dialect::generated::ops::atomics::{AtomicCasTkoOp, AtomicRedViewTkoOp, AtomicRmwTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::{Feature, LowerError};
use super::memory::both;
use super::{imm_bits, Layout, Lowered, Lowerer, TileRegs};

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::AtomicRmwTko => rmw(cx, op)?,
        OpKind::AtomicCasTko => cas(cx, op)?,
        OpKind::AtomicRedViewTko => red_view(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The ordering and scope of a global atomic access.
#[derive(Clone, Copy)]
struct Atom {
    order: Order,
    scope: Scope,
}

impl Atom {
    /// `atom.relaxed.gpu.global` (without the operation).
    fn prefix(self) -> Opcode {
        Mnemonic::Atom.with(self.order).with(self.scope).with(Space::Global)
    }

    /// The load that starts a compare-and-swap loop: acquiring where the
    /// atomic acquires (`ld` has no `.acq_rel` or `.release`).
    fn load(self) -> Opcode {
        let order = match self.order {
            Order::AcqRel | Order::Acquire => Order::Acquire,
            _ => Order::Relaxed,
        };
        Mnemonic::Ld.with(order).with(self.scope).with(Space::Global)
    }
}

fn atom_prefix(cx: &Lowerer<'_>, op: OpId, ordering: Option<MemoryOrderingSemantics>, scope: Option<MemoryScope>) -> Result<Atom> {
    let order = match ordering {
        None | Some(MemoryOrderingSemantics::Relaxed) => Order::Relaxed,
        Some(MemoryOrderingSemantics::Acquire) => Order::Acquire,
        Some(MemoryOrderingSemantics::Release) => Order::Release,
        Some(MemoryOrderingSemantics::AcqRel) => Order::AcqRel,
        Some(MemoryOrderingSemantics::Weak) => return Err(cx.cannot(op, "weak atomics")),
    };
    let scope = match scope {
        Some(MemoryScope::TlBlk) => Scope::Cta,
        Some(MemoryScope::Sys) => Scope::Sys,
        _ => Scope::Gpu,
    };
    Ok(Atom { order, scope })
}

/// The operation and type (and `.noftz`) of a mode on an element type.
fn rmw_suffix(mode: AtomicRMWMode, s: Scalar) -> Option<&'static [Modifier]> {
    use Modifier::{Flag as F, Operation as O, Type as T};
    let wide = s.width() == 64;
    Some(match (mode, s) {
        (AtomicRMWMode::And, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::And), T(Type::B64)] } else { &[O(Operation::And), T(Type::B32)] },
        (AtomicRMWMode::Or, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Or), T(Type::B64)] } else { &[O(Operation::Or), T(Type::B32)] },
        (AtomicRMWMode::Xor, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Xor), T(Type::B64)] } else { &[O(Operation::Xor), T(Type::B32)] },
        (AtomicRMWMode::Add, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Add), T(Type::U64)] } else { &[O(Operation::Add), T(Type::U32)] },
        (AtomicRMWMode::Max, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Max), T(Type::S64)] } else { &[O(Operation::Max), T(Type::S32)] },
        (AtomicRMWMode::Min, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Min), T(Type::S64)] } else { &[O(Operation::Min), T(Type::S32)] },
        (AtomicRMWMode::Umax, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Max), T(Type::U64)] } else { &[O(Operation::Max), T(Type::U32)] },
        (AtomicRMWMode::Umin, Scalar::I32 | Scalar::I64) => if wide { &[O(Operation::Min), T(Type::U64)] } else { &[O(Operation::Min), T(Type::U32)] },
        (AtomicRMWMode::Xchg, Scalar::I32 | Scalar::F32) => &[O(Operation::Exch), T(Type::B32)],
        (AtomicRMWMode::Xchg, Scalar::I64 | Scalar::F64) => &[O(Operation::Exch), T(Type::B64)],
        (AtomicRMWMode::Addf, Scalar::F64) => &[O(Operation::Add), T(Type::F64)],
        (AtomicRMWMode::Addf, Scalar::F16) => &[O(Operation::Add), F(Flag::Noftz), T(Type::F16)],
        _ => return None,
    })
}

/// The bf16 add of sm_90 (`.add.noftz.bf16`).
const ADD_BF16: &[Modifier] = &[Modifier::Operation(Operation::Add), Modifier::Flag(Flag::Noftz), Modifier::Type(Type::Bf16)];

/// Runs `access(cx, slot, guard, dst)` for every slot of the result; for a
/// one-element result one thread runs it and shares the value.
fn per_element(cx: &mut Lowerer<'_>, op: OpId, mask: Option<&TileRegs>, mut access: impl FnMut(&mut Lowerer<'_>, usize, Option<Reg>, Reg) -> Result<()>) -> Result<()> {
    let result = cx.fresh_result(op, 0)?;
    if result.layout == Layout::Replicated {
        cx.once_and_share(result.slots[0], |cx, first, old| {
            let guard = both(cx, Some(first), mask.map(|m| m.slot(0)));
            access(cx, 0, guard, old)
        })?;
    } else {
        let valid = cx.layout_guard(result.layout);
        for (s, &d) in result.slots.iter().enumerate() {
            let guard = both(cx, valid, mask.map(|m| m.slot(s)));
            access(cx, s, guard, d)?;
        }
    }
    cx.bind_tile_and_token(op, result);
    Ok(())
}

fn rmw(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = AtomicRmwTkoOp(op);
    let ir = cx.ir;
    let pointers = cx.tile(op, view.pointers(cx.verified))?;
    let arg = cx.tile(op, view.arg(cx.verified))?;
    let mask = cx.optional_tile(op, view.mask(ir))?;
    let mode = view.mode(cx.verified);
    let s = arg.elem.scalar().ok_or_else(|| cx.internal(op, "a pointer argument"))?;
    let prefix = atom_prefix(cx, op, view.memory_ordering_semantics(ir), view.memory_scope(ir))?;
    let float_add_loop = mode == AtomicRMWMode::Addf && s == Scalar::F32;
    let suffix = match rmw_suffix(mode, s) {
        Some(suffix) => suffix,
        None if float_add_loop => &[],
        None => return Err(cx.cannot(op, format!("mode {mode:?} on {}", s.name()))),
    };
    per_element(cx, op, mask.as_ref(), |cx, slot, guard, d| {
        let address = Operand::Addr(pointers.slot(slot), 0);
        if guard.is_some() {
            cx.mov(d, imm_bits(d.class, 0));
        }
        let Some(pred) = guard else {
            emit_rmw(cx, prefix, suffix, float_add_loop, d, address, arg.slot(slot));
            return Ok(());
        };
        // Branch around the access (the f32 loop has branches of its own).
        let skip = cx.label();
        cx.branch(Some(Guard { pred, negated: true }), skip);
        emit_rmw(cx, prefix, suffix, float_add_loop, d, address, arg.slot(slot));
        cx.place(skip);
        Ok(())
    })
}

fn emit_rmw(cx: &mut Lowerer<'_>, atom: Atom, suffix: &[Modifier], float_add_loop: bool, d: Reg, address: Operand, value: Reg) {
    if !float_add_loop {
        let opcode = suffix.iter().fold(atom.prefix(), |o, m| o.with(*m));
        cx.emit(opcode, vec![d.into(), address, value.into()]);
        return;
    }
    // old = *p; loop { new = old + v; seen = cas(p, old, new); if seen == old: done; old = seen }
    let (old, new, seen) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::F32), cx.fresh(RegClass::B32));
    let again = cx.fresh(RegClass::Pred);
    cx.emit(atom.load().with(Type::B32), vec![old.into(), address.clone()]);
    let top = cx.label();
    cx.place(top);
    cx.emit(op!("mov.b32"), vec![new.into(), old.into()]);
    cx.emit(op!("add.rn.f32"), vec![new.into(), new.into(), value.into()]);
    cx.emit(atom.prefix().with(Operation::Cas).with(Type::B32), vec![seen.into(), address, old.into(), new.into()]);
    cx.emit(op!("setp.ne.b32"), vec![again.into(), seen.into(), old.into()]);
    cx.emit(op!("mov.b32"), vec![old.into(), seen.into()]);
    cx.branch(Some(Guard { pred: again, negated: false }), top);
    cx.emit(op!("mov.b32"), vec![d.into(), old.into()]);
}

fn red_view(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = AtomicRedViewTkoOp(op);
    let ir = cx.ir;
    let partition = super::view::partition_operand(cx, op, view.view(ir))?;
    let tile = cx.tile(op, view.value(cx.verified))?;
    let index = super::view::view_index(cx, op, view.index(ir), &partition)?;
    let mode = view.mode(cx.verified);
    let s = tile.elem.scalar().ok_or_else(|| cx.internal(op, "a pointer tile"))?;
    let prefix = atom_prefix(cx, op, view.memory_ordering_semantics(ir), view.memory_scope(ir))?;
    let bf16_loop = mode == AtomicRMWMode::Addf && s == Scalar::Bf16 && !cx.arch.has(Feature::Bf16Atomics);
    let float_add_loop = mode == AtomicRMWMode::Addf && s == Scalar::F32;
    let suffix = match rmw_suffix(mode, s) {
        Some(suffix) => suffix,
        None if mode == AtomicRMWMode::Addf && s == Scalar::Bf16 && !bf16_loop => ADD_BF16,
        None if float_add_loop || bf16_loop => &[],
        None => return Err(cx.cannot(op, format!("mode {mode:?} on {}", s.name()))),
    };
    // A one-element tile is held by every thread: one of them combines it.
    let valid = match tile.layout {
        Layout::Replicated => Some(cx.valid_pred(1)),
        l => cx.layout_guard(l),
    };
    for slot in 0..tile.slots.len() {
        let (address, inside) = super::view::element_address(cx, &partition, &index, tile.layout, slot);
        let pred = both(cx, valid, Some(inside)).unwrap_or(inside);
        let skip = cx.label();
        cx.branch(Some(Guard { pred, negated: true }), skip);
        if bf16_loop {
            bf16_add_loop(cx, prefix, address, tile.slot(slot));
        } else {
            // The old value `atom` returns is not used.
            let old = cx.fresh(if s.width() == 64 { RegClass::B64 } else { tile.slot(slot).class });
            emit_rmw(cx, prefix, suffix, float_add_loop, old, Operand::Addr(address, 0), tile.slot(slot));
        }
        cx.place(skip);
    }
    cx.bind(Value::Result(op, 0), Lowered::Token);
    Ok(())
}

/// `*address += value` for a bf16 element, atomically, without bf16 atomics:
/// a compare-and-swap loop on the aligned 32-bit word holding it, adding in
/// f32 and rounding to nearest even once (f32 holds every sum of two bf16
/// values closely enough that rounding twice is rounding once).
fn bf16_add_loop(cx: &mut Lowerer<'_>, atom: Atom, address: Reg, value: Reg) {
    let (word, shift) = (cx.fresh(RegClass::B64), cx.fresh(RegClass::B32));
    let low = cx.fresh(RegClass::B32);
    cx.emit(op!("and.b64"), vec![word.into(), address.into(), super::imm_bits(RegClass::B64, !3u64)]);
    cx.emit(op!("cvt.u32.u64"), vec![low.into(), address.into()]);
    cx.emit(op!("and.b32"), vec![shift.into(), low.into(), super::imm(2)]);
    cx.emit(op!("shl.b32"), vec![shift.into(), shift.into(), super::imm(3)]);
    let addend = super::arith::to_f32_exact(cx, Scalar::Bf16, value);
    let (old, seen, half, new) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
    let (h16, sum16) = (cx.fresh(RegClass::B16), cx.fresh(RegClass::B16));
    let (mask, sum32) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
    let again = cx.fresh(RegClass::Pred);
    cx.emit(atom.load().with(Type::B32), vec![old.into(), Operand::Addr(word, 0)]);
    let top = cx.label();
    cx.place(top);
    cx.emit(op!("shr.b32"), vec![half.into(), old.into(), shift.into()]);
    cx.emit(op!("cvt.u16.u32"), vec![h16.into(), half.into()]);
    let current = super::arith::to_f32_exact(cx, Scalar::Bf16, h16);
    let sum = cx.fresh(RegClass::F32);
    cx.emit(op!("add.rn.f32"), vec![sum.into(), current.into(), addend.into()]);
    super::arith::from_f32(cx, Scalar::Bf16, crate::ptx::isa::Round::Rn, sum16, sum);
    cx.emit(op!("cvt.u32.u16"), vec![sum32.into(), sum16.into()]);
    cx.emit(op!("shl.b32"), vec![sum32.into(), sum32.into(), shift.into()]);
    cx.emit(op!("shl.b32"), vec![mask.into(), super::imm(0xffff), shift.into()]);
    cx.emit(op!("not.b32"), vec![mask.into(), mask.into()]);
    cx.emit(op!("and.b32"), vec![new.into(), old.into(), mask.into()]);
    cx.emit(op!("or.b32"), vec![new.into(), new.into(), sum32.into()]);
    cx.emit(atom.prefix().with(Operation::Cas).with(Type::B32), vec![seen.into(), Operand::Addr(word, 0), old.into(), new.into()]);
    cx.emit(op!("setp.ne.b32"), vec![again.into(), seen.into(), old.into()]);
    cx.emit(op!("mov.b32"), vec![old.into(), seen.into()]);
    cx.branch(Some(Guard { pred: again, negated: false }), top);
}

fn cas(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = AtomicCasTkoOp(op);
    let ir = cx.ir;
    let pointers = cx.tile(op, view.pointers(cx.verified))?;
    let compare = cx.tile(op, view.cmp(cx.verified))?;
    let value = cx.tile(op, view.val(cx.verified))?;
    let mask = cx.optional_tile(op, view.mask(ir))?;
    let s = value.elem.scalar().ok_or_else(|| cx.internal(op, "a pointer value"))?;
    let bits = match s.width() {
        32 => Type::B32,
        64 => Type::B64,
        _ => return Err(cx.cannot(op, format!("on {}", s.name()))),
    };
    let opcode = atom_prefix(cx, op, view.memory_ordering_semantics(ir), view.memory_scope(ir))?.prefix().with(Operation::Cas).with(bits);
    per_element(cx, op, mask.as_ref(), |cx, slot, guard, d| {
        if guard.is_some() {
            cx.mov(d, compare.slot(slot));
        }
        cx.emit_guarded(guard.map(|pred| Guard { pred, negated: false }), opcode, vec![d.into(), Operand::Addr(pointers.slot(slot), 0), compare.slot(slot).into(), value.slot(slot).into()]);
        Ok(())
    })
}
