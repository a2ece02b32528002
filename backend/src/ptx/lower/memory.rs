//! Memory through pointer tiles: `offset`, `load_ptr_tko`, `store_ptr_tko`,
//! globals (`get_global`), 13.3's `alloca` (the device heap, [`alloca`]), and
//! tokens (`make_token`, `join_tokens`).
//!
//! Accesses are predicated on the element's mask and, for tiles smaller than
//! the CTA, on the thread holding an element. Masked-off positions read the
//! padding value (zero bits without one) and are never dereferenced.
//! Orderings map to PTX's: `weak` is a plain `ld.global`/`st.global`;
//! `relaxed`, `acquire` and `release` are `ld.relaxed`, `ld.acquire`,
//! `st.relaxed`, `st.release` at the op's scope (`tl_blk` is `.cta`,
//! `device` is `.gpu`, `sys` is `.sys`).
//!
//! Where layout assignment found a weak access's pointers consecutive and
//! aligned in groups ([`super::super::layout::VectorAccess`]), each group
//! of a thread's consecutive slots is one `ld/st.global.v2/.v4`; a group a
//! mask may cut goes element by element, behind a branch, when not wholly
//! unmasked.

use crate::ptx::isa::{op, Mnemonic, Opcode, Order, Scope, Space, Type, Vector};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::enums::{MemoryOrderingSemantics, MemoryScope};
use tilesmith_dialect::generated::ops::core::GetGlobalOp;
use tilesmith_dialect::generated::ops::memory::{AllocaOp, LoadPtrTkoOp, StorePtrTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, OpId, Value};

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::remarks::{Category, Kind};
use super::super::{Feature, LowerError};
use super::{imm, imm_bits, Lowered, Lowerer, TileRegs};
use crate::shared::value::Elem;

type Result<T> = std::result::Result<T, LowerError>;

/// `alloca` (13.3), as tileiras does it: thread 0 takes the memory from the
/// device heap (`malloc`, asking for `alignment - 1` more bytes where the
/// alignment passes the 16 bytes malloc gives, and rounding the address up),
/// reports and traps when there is none, and shares the address through shared
/// memory; the memory is freed ([`free_allocas`]) where the block holding the
/// op ends ([`Lowerer::lower_region`], and before the branches that leave it).
fn alloca(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = AllocaOp(op);
    let count = view.num_elem(cx.ir).unwrap_or(0);
    let alignment = view.alignment(cx.ir).unwrap_or(1).max(1) as u64;
    let result = cx.fresh_result(op, 0)?;
    let Elem::Ptr(pointee) = result.elem else { return Err(cx.internal(op, "alloca of something other than a pointer")) };
    let width = crate::shared::value::scalar_bytes(pointee) as u64;
    let extra = if alignment > 16 { alignment - 1 } else { 0 };
    let Some(bytes) = u64::try_from(count).ok().and_then(|c| c.checked_mul(width)).and_then(|b| b.checked_add(extra)) else {
        return Err(cx.cannot(op, format!("an alloca of {count} elements of {}: the size does not fit in 64 bits", pointee.name())));
    };
    cx.calls_heap = true;
    let raw = cx.fresh(RegClass::B64);
    cx.once_and_share(raw, |cx, first, tmp| {
        let skip = cx.label();
        cx.branch(Some(Guard { pred: first, negated: true }), skip);
        cx.raw("{");
        cx.declare_call_param(crate::ptx::isa::Type::B64, "tilesmith_size");
        cx.emit(op!("st.param.b64"), vec![Operand::SymAddr("tilesmith_size".into(), 0), imm(bytes)]);
        cx.declare_call_param(crate::ptx::isa::Type::B64, "tilesmith_memory");
        cx.emit(op!("call.uni"), vec![Operand::List(vec!["tilesmith_memory"]), Operand::Sym("malloc".into()), Operand::List(vec!["tilesmith_size"])]);
        cx.emit(op!("ld.param.b64"), vec![tmp.into(), Operand::SymAddr("tilesmith_memory".into(), 0)]);
        cx.raw("}");
        let none = cx.fresh(RegClass::Pred);
        cx.emit(op!("setp.eq.u64"), vec![none.into(), tmp.into(), imm(0)]);
        let got = cx.label();
        cx.branch(Some(Guard { pred: none, negated: true }), got);
        let message = super::checks::Text::new(&format!("'alloca' of {} bytes cannot be had: the device heap has no room", bytes - extra));
        super::checks::print_report(cx, op, message, &[]);
        cx.emit(op!("trap"), vec![]);
        cx.place(got);
        cx.place(skip);
        Ok(())
    })?;
    let address = result.slots[0];
    if extra > 0 {
        cx.emit(op!("add.u64"), vec![address.into(), raw.into(), imm(extra)]);
        cx.emit(op!("and.b64"), vec![address.into(), address.into(), imm(!(alignment - 1))]);
    } else {
        cx.mov(address, raw);
    }
    if let Some(frame) = cx.alloca_frames.last_mut() {
        frame.raw.push(raw);
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

/// Frees heap memory `alloca` took (what `malloc` returned, in `raw`): once
/// every thread is done with it, thread 0 calls `free` on each.
pub fn free_allocas(cx: &mut Lowerer<'_>, raw: &[Reg]) {
    if raw.is_empty() {
        return;
    }
    cx.emit(op!("bar.sync"), vec![imm(0)]);
    let first = cx.valid_pred(1);
    let skip = cx.label();
    cx.branch(Some(Guard { pred: first, negated: true }), skip);
    for &r in raw {
        cx.raw("{");
        cx.declare_call_param(crate::ptx::isa::Type::B64, "tilesmith_freed");
        cx.emit(op!("st.param.b64"), vec![Operand::SymAddr("tilesmith_freed".into(), 0), r.into()]);
        cx.emit(op!("call.uni"), vec![Operand::Sym("free".into()), Operand::List(vec!["tilesmith_freed"])]);
        cx.raw("}");
    }
    cx.place(skip);
}

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::Offset => offset(cx, op)?,
        OpKind::Alloca => alloca(cx, op)?,
        OpKind::LoadPtrTko => load_ptr(cx, op)?,
        OpKind::StorePtrTko => store_ptr(cx, op)?,
        OpKind::MakeToken | OpKind::JoinTokens => cx.bind(Value::Result(op, 0), Lowered::Token),
        // Grid dependency control (13.4): the instructions from sm_90, where
        // programmatic dependent launch exists; before, no grid can depend on
        // this one or it on another, and there is nothing to do.
        OpKind::GdcWaitTko | OpKind::GdcLaunchDependentsTko => {
            if cx.arch.has(Feature::GridDependencyControl) {
                let opcode = if kind == OpKind::GdcWaitTko { op!("griddepcontrol.wait") } else { op!("griddepcontrol.launch_dependents") };
                cx.emit(opcode, vec![]);
            }
            cx.bind(Value::Result(op, 0), Lowered::Token)
        }
        // The module then declares PTX 7.5 at least (fence.proxy.alias came
        // with it), also for targets whose modules otherwise declare less.
        OpKind::MemoryFenceAliasTko => {
            cx.alias_fence = true;
            cx.emit(op!("fence.proxy.alias"), vec![]);
            cx.bind(Value::Result(op, 0), Lowered::Token)
        }
        OpKind::GetGlobal => get_global(cx, op)?,
        _ => return Ok(false),
    }
    Ok(true)
}

fn offset(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let ptr = cx.operand(op, 0)?;
    let off = cx.operand(op, 1)?;
    let Elem::Ptr(pointee) = ptr.elem else { return Err(cx.internal(op, "offset of a non-pointer")) };
    let size = crate::shared::value::scalar_bytes(pointee) as u64;
    let result = cx.fresh_result(op, 0)?;
    for (s, &d) in result.slots.iter().enumerate() {
        let (p, o) = (ptr.slot(s), off.slot(s));
        match o.class {
            RegClass::B64 => cx.emit(op!("mad.lo.s64"), vec![d.into(), o.into(), imm(size), p.into()]),
            RegClass::B32 => cx.emit(op!("mad.wide.s32"), vec![d.into(), o.into(), imm(size), p.into()]),
            RegClass::B16 => {
                let wide = cx.fresh(RegClass::B32);
                cx.emit(op!("cvt.s32.s16"), vec![wide.into(), o.into()]);
                cx.emit(op!("mad.wide.s32"), vec![d.into(), wide.into(), imm(size), p.into()]);
            }
            _ => return Err(cx.cannot(op, format!("offsets of type {}", off.elem.name()))),
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}

fn scope_of(scope: Option<MemoryScope>) -> Scope {
    match scope {
        Some(MemoryScope::TlBlk) => Scope::Cta,
        Some(MemoryScope::Sys) => Scope::Sys,
        _ => Scope::Gpu,
    }
}

/// `ld.global`, `ld.relaxed.gpu.global`, ... (without the type).
pub fn access_opcode(cx: &Lowerer<'_>, op: OpId, base: Mnemonic, ordering: Option<MemoryOrderingSemantics>, scope: Option<MemoryScope>) -> Result<Opcode> {
    let ordering = match (base, ordering) {
        (_, None | Some(MemoryOrderingSemantics::Weak)) => return Ok(Opcode::new(base).with(Space::Global)),
        (_, Some(MemoryOrderingSemantics::Relaxed)) => Order::Relaxed,
        (Mnemonic::Ld, Some(MemoryOrderingSemantics::Acquire)) => Order::Acquire,
        (Mnemonic::St, Some(MemoryOrderingSemantics::Release)) => Order::Release,
        (_, Some(other)) => return Err(cx.cannot(op, format!("memory ordering {other:?}"))),
    };
    Ok(Opcode::new(base).with(ordering).with(scope_of(scope)).with(Space::Global))
}

/// The type of a memory access of `elem` (i1 is a byte).
pub fn memory_type(elem: Elem) -> Type {
    match elem {
        Elem::Scalar(Scalar::I1) => Type::U8,
        Elem::Scalar(Scalar::I8) => Type::S8,
        Elem::Ptr(_) => Type::B64,
        Elem::Scalar(s) => match s.width() {
            // 4-bit elements take a byte each outside global memory.
            4 | 8 => Type::U8,
            16 => Type::B16,
            32 => Type::B32,
            _ => Type::B64,
        },
    }
}

/// The vector modifier of `lanes` elements (2 or 4).
pub fn vector_of(lanes: usize) -> Vector {
    if lanes == 2 {
        Vector::V2
    } else {
        Vector::V4
    }
}

/// The conjunction of two optional guards.
pub fn both(cx: &mut Lowerer<'_>, a: Option<Reg>, b: Option<Reg>) -> Option<Reg> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let p = cx.fresh(RegClass::Pred);
            cx.emit(op!("and.pred"), vec![p.into(), a.into(), b.into()]);
            Some(p)
        }
        (a, b) => a.or(b),
    }
}

/// Loads one element of `elem` from `address` into `dst`, under `guard`.
pub fn load_element(cx: &mut Lowerer<'_>, opcode: Opcode, elem: Elem, dst: Reg, address: Operand, guard: Option<Reg>) {
    let guard = guard.map(|pred| Guard { pred, negated: false });
    if dst.class == RegClass::Pred {
        let byte = cx.fresh(RegClass::B16);
        cx.emit_guarded(guard, opcode.with(Type::U8), vec![byte.into(), address]);
        cx.emit_guarded(guard, op!("setp.ne.b16"), vec![dst.into(), byte.into(), imm(0)]);
    } else {
        cx.emit_guarded(guard, opcode.with(memory_type(elem)), vec![dst.into(), address]);
    }
}

/// Loads the element of a replicated tile: every thread holds it, so one
/// reads it and shares it, so that all agree on it even where other threads
/// or tile blocks write the memory. `address` sets the register read into to
/// the padding where the element may not be read, and gives the element's
/// address and its own guard (besides being the thread that reads).
pub fn load_replicated(cx: &mut Lowerer<'_>, opcode: Opcode, result: &TileRegs, address: impl FnOnce(&mut Lowerer<'_>, Reg) -> (Reg, Option<Reg>)) -> Result<()> {
    let elem = result.elem;
    cx.once_and_share(result.slots[0], |cx, first, tmp| {
        let (at, each) = address(cx, tmp);
        let guard = both(cx, Some(first), each);
        load_element(cx, opcode, elem, tmp, Operand::Addr(at, 0), guard);
        Ok(())
    })
}

/// Stores `value` (one element of `elem`) to `address`, under `guard`.
pub fn store_element(cx: &mut Lowerer<'_>, opcode: Opcode, elem: Elem, value: Reg, address: Operand, guard: Option<Reg>) {
    let guard = guard.map(|pred| Guard { pred, negated: false });
    if value.class == RegClass::Pred {
        let byte = cx.fresh(RegClass::B16);
        cx.emit(op!("selp.b16"), vec![byte.into(), imm(1), imm(0), value.into()]);
        cx.emit_guarded(guard, opcode.with(Type::U8), vec![address, byte.into()]);
    } else {
        let ty = if elem == Elem::Scalar(Scalar::I8) { Type::B8 } else { memory_type(elem) };
        cx.emit_guarded(guard, opcode.with(ty), vec![address, value.into()]);
    }
}

/// Loads `dsts.len()` (2 or 4) consecutive elements of `elem` from
/// `address`, which is aligned to the whole vector, with one instruction
/// under `guard`.
pub fn load_vector(cx: &mut Lowerer<'_>, opcode: Opcode, elem: Elem, dsts: &[Reg], address: Operand, guard: Option<Reg>) {
    let guard = guard.map(|pred| Guard { pred, negated: false });
    cx.emit_guarded(guard, opcode.with(vector_of(dsts.len())).with(memory_type(elem)), vec![Operand::Vector(dsts.to_vec()), address]);
}

/// Stores `values` (2 or 4 elements of `elem`) to consecutive elements at
/// `address`, which is aligned to the whole vector, with one instruction
/// under `guard`.
pub fn store_vector(cx: &mut Lowerer<'_>, opcode: Opcode, elem: Elem, values: &[Reg], address: Operand, guard: Option<Reg>) {
    let guard = guard.map(|pred| Guard { pred, negated: false });
    let ty = if elem == Elem::Scalar(Scalar::I8) { Type::B8 } else { memory_type(elem) };
    cx.emit_guarded(guard, opcode.with(vector_of(values.len())).with(ty), vec![address, Operand::Vector(values.to_vec())]);
}

/// The guard of a vector instruction moving a group of elements: the
/// thread holds elements (`valid`) and every element's own condition holds
/// (its mask, or whether it is in bounds).
pub fn all_of(cx: &mut Lowerer<'_>, valid: Option<Reg>, each: &[Option<Reg>]) -> Option<Reg> {
    each.iter().fold(valid, |all, &e| both(cx, all, e))
}

/// Emits `alone` (each element of a group by itself, under its own guard)
/// behind a branch taken where the group's vector instruction, guarded by
/// `vector`, went: only threads whose group is partly in bounds (or masked)
/// run it, and it moves the elements the vector did not.
pub fn fallback(cx: &mut Lowerer<'_>, vector: Option<Reg>, alone: impl FnOnce(&mut Lowerer<'_>)) {
    let done = cx.label();
    if let Some(pred) = vector {
        cx.branch(Some(Guard { pred, negated: false }), done);
    }
    alone(cx);
    cx.place(done);
}

/// Sets `dst` to the padding of slot `s` (zero bits without a padding tile).
pub fn set_padding(cx: &mut Lowerer<'_>, dst: Reg, padding: Option<&TileRegs>, s: usize) {
    match padding {
        Some(p) => cx.mov(dst, p.slot(s)),
        None => cx.mov(dst, imm_bits(dst.class, 0)),
    }
}

fn load_ptr(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = LoadPtrTkoOp(op);
    let source = cx.optional_tile(op, view.source(cx.ir))?.ok_or_else(|| cx.internal(op, "no source"))?;
    let mask = cx.optional_tile(op, view.mask(cx.ir))?;
    let padding = cx.optional_tile(op, view.padding_value(cx.ir))?;
    let opcode = access_opcode(cx, op, Mnemonic::Ld, view.memory_ordering_semantics(cx.ir), view.memory_scope(cx.ir))?;
    let result = cx.fresh_result(op, 0)?;
    if result.layout == super::Layout::Replicated {
        load_replicated(cx, opcode, &result, |cx, tmp| {
            let each = mask.as_ref().map(|m| m.slot(0));
            if mask.is_some() {
                set_padding(cx, tmp, padding.as_ref(), 0);
            }
            (source.slot(0), each)
        })?;
        cx.bind_tile_and_token(op, result);
        return Ok(());
    }
    let valid = cx.layout_guard(result.layout);
    let width = vector_width(cx, op, &result, opcode)?;
    for first in (0..result.slots.len()).step_by(width) {
        let group = first..first + width;
        let each: Vec<Option<Reg>> = group.clone().map(|s| mask.as_ref().map(|m| m.slot(s))).collect();
        if valid.is_some() || mask.is_some() {
            for s in group.clone() {
                set_padding(cx, result.slots[s], padding.as_ref(), s);
            }
        }
        if width == 1 {
            let guard = both(cx, valid, each[0]);
            load_element(cx, opcode, result.elem, result.slots[first], Operand::Addr(source.slot(first), 0), guard);
            continue;
        }
        let whole = cx.vector_access(op).is_some_and(|a| a.whole);
        let guard = if whole { both(cx, valid, each[0]) } else { all_of(cx, valid, &each) };
        load_vector(cx, opcode, result.elem, &result.slots[group.clone()], Operand::Addr(source.slot(first), 0), guard);
        if !whole {
            fallback(cx, guard, |cx| {
                for (s, &e) in group.zip(&each) {
                    let own = both(cx, valid, e);
                    load_element(cx, opcode, result.elem, result.slots[s], Operand::Addr(source.slot(s), 0), own);
                }
            });
        }
    }
    cx.bind_tile_and_token(op, result);
    Ok(())
}

/// Elements per instruction for `op` moving `tile` with `opcode` (`ld.global`,
/// `st.global`, ...): the width layout assignment chose (1: one by one). A
/// vector must fall on consecutive slots of one run of the tile's blocked
/// layout. Records the decision as a remark (not for a one-element tile).
pub fn vector_width(cx: &mut Lowerer<'_>, op: OpId, tile: &TileRegs, opcode: Opcode) -> Result<usize> {
    // A group wider than registers take (a load planned for `cp.async`
    // that stayed in registers: super::resident) goes as several vectors.
    let most = |width: u64| width.min(crate::ptx::layout::REGISTER_VECTOR.min(crate::ptx::layout::VECTOR_BYTES / tile.elem.bytes() as u64));
    let width = match cx.vector_access(op) {
        None => 1,
        Some(access) if tile.layout.run().is_multiple_of(access.width) && (tile.slots.len() as u64).is_multiple_of(access.width) => most(access.width) as usize,
        Some(_) => return Err(cx.internal(op, "a vector access of a tile whose layout has no runs of its width")),
    };
    if tile.layout != super::Layout::Replicated {
        let what = if opcode.mnemonic == Mnemonic::Ld { "Load" } else { "Store" };
        let ty = memory_type(tile.elem);
        if width > 1 {
            let mut args = vec![("Instruction", opcode.with(vector_of(width)).with(ty).to_string()), ("Width", format!("{width} elements ({} bytes) per instruction", width * tile.elem.bytes()))];
            if !cx.vector_access(op).is_some_and(|a| a.whole) {
                args.push(("Note", "a group of elements partly in bounds (or masked) moves element by element".into()));
            }
            cx.remark(op, Kind::Passed, Category::Memory, "RemarkMemoryVectorized", &format!("{what} vectorized"), args);
        } else {
            let reason = cx.layouts.scalar_reason(op).unwrap_or("no vector form was found for it");
            let args = vec![("Instruction", opcode.with(ty).to_string()), ("Reason", reason.to_string())];
            cx.remark(op, Kind::Missed, Category::Memory, "RemarkMemoryNotVectorized", &format!("{what} moves one element per instruction"), args);
        }
    }
    Ok(width)
}

fn store_ptr(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = StorePtrTkoOp(op);
    let destination = cx.optional_tile(op, view.destination(cx.ir))?.ok_or_else(|| cx.internal(op, "no destination"))?;
    let value = cx.optional_tile(op, view.value(cx.ir))?.ok_or_else(|| cx.internal(op, "no value"))?;
    let mask = cx.optional_tile(op, view.mask(cx.ir))?;
    let opcode = access_opcode(cx, op, Mnemonic::St, view.memory_ordering_semantics(cx.ir), view.memory_scope(cx.ir))?;
    // A one-element tile is held by every thread; one of them stores it.
    let valid = match destination.layout.partial() {
        Some(n) => Some(cx.valid_pred(n)),
        None if destination.layout == super::Layout::Replicated => Some(cx.valid_pred(1)),
        None => None,
    };
    let width = vector_width(cx, op, &value, opcode)?;
    for first in (0..destination.slots.len()).step_by(width) {
        let group = first..first + width;
        let each: Vec<Option<Reg>> = group.clone().map(|s| mask.as_ref().map(|m| m.slot(s))).collect();
        if width == 1 {
            let guard = both(cx, valid, each[0]);
            store_element(cx, opcode, value.elem, value.slot(first), Operand::Addr(destination.slot(first), 0), guard);
            continue;
        }
        let whole = cx.vector_access(op).is_some_and(|a| a.whole);
        let guard = if whole { both(cx, valid, each[0]) } else { all_of(cx, valid, &each) };
        let values: Vec<Reg> = group.clone().map(|s| value.slot(s)).collect();
        store_vector(cx, opcode, value.elem, &values, Operand::Addr(destination.slot(first), 0), guard);
        if !whole {
            fallback(cx, guard, |cx| {
                for (s, &e) in group.zip(&each) {
                    let own = both(cx, valid, e);
                    store_element(cx, opcode, value.elem, value.slot(s), Operand::Addr(destination.slot(s), 0), own);
                }
            });
        }
    }
    cx.bind(Value::Result(op, 0), Lowered::Token);
    Ok(())
}

/// The most bytes of initialized globals one kernel's PTX module holds (its
/// initializers are text, a few characters a byte; a splat of 2^24 elements
/// is a few bytes of bytecode).
pub const MAX_GLOBAL_BYTES: u64 = 1 << 24;

/// A global's address: module-level data of this kernel's PTX module.
fn get_global(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let name = GetGlobalOp(op).name(cx.ir).unwrap_or_default().to_string();
    let ir = cx.ir;
    let global = ir
        .ops
        .iter()
        .filter_map(|(id, _)| tilesmith_dialect::generated::ops::core::GlobalOp::cast(ir, id))
        .find(|g| g.sym_name(ir) == Some(name.as_str()))
        .ok_or_else(|| cx.internal(op, format!("no global named @{name}")))?;
    // The initializer is PTX text, byte by byte: its size is bounded before a splat is expanded.
    let value = global.value(ir).ok_or_else(|| cx.cannot(op, format!("the value of global @{name}")))?;
    let Attribute::DenseElements { ty, .. } = value else { return Err(cx.cannot(op, format!("the value of global @{name}"))) };
    let elements: i64 = ir.types.shape(*ty).map_or(1, |s| s.iter().product());
    let element_bytes = ir.types.element(*ty).and_then(|e| Elem::of_type(ir, e)).map_or(8, |e| e.bytes());
    let initialized: usize = cx.global_bytes();
    if initialized as u64 + elements as u64 * element_bytes as u64 > MAX_GLOBAL_BYTES {
        return Err(cx.cannot(op, format!("global @{name}: the kernel's globals would hold more than {MAX_GLOBAL_BYTES} bytes")));
    }
    let tile = crate::shared::value::dense_tile(ir, value).ok_or_else(|| cx.cannot(op, format!("the value of global @{name}")))?;
    let width = tile.elem.bytes();
    let bytes: Vec<u64> = tile.data.iter().flat_map(|b| b.to_le_bytes()[..width].to_vec()).map(u64::from).collect();
    // PTX aligns to powers of two (add_global rounds up); past 2^31 it is no alignment PTX states.
    let requested = global.alignment(ir);
    let align = u32::try_from(requested.max(width as i64)).ok().filter(|&a| a <= 1 << 31).ok_or_else(|| cx.cannot(op, format!("global @{name} is aligned to {requested} bytes")))?;
    let symbol = cx.add_global(&name, align, bytes);
    let result = cx.fresh_result(op, 0)?;
    let d = result.slots[0];
    cx.emit(op!("mov.u64"), vec![d.into(), Operand::Sym(symbol)]);
    cx.emit(op!("cvta.global.u64"), vec![d.into(), d.into()]);
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(())
}
