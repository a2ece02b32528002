//! Memory through pointer tiles: the address of a global (`get_global`),
//! pointer arithmetic (`offset`, whose overflow is reported as undefined
//! behaviour), gathers and scatters (`load_ptr_tko`, `store_ptr_tko`), 13.3's
//! `alloca` (heap memory for the rest of its block), and tokens.
//!
//! Memory scopes (`tl_blk`, `device`, `sys`) all act as the widest one: the
//! host memory is one coherent memory, so an ordering that holds for every
//! thread holds for the threads of any narrower scope too.

use tilesmith_dialect::generated::enums::MemoryOrderingSemantics;
use tilesmith_dialect::generated::ops::core::{GetGlobalOp, OffsetOp};
use tilesmith_dialect::generated::ops::memory::{AllocaOp, LoadPtrTkoOp, StorePtrTkoOp};
use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::memory::Order;
use super::super::value::{scalar_bytes, sext, Elem, RtValue, Tile};
use super::elementwise::{elem_bits, map, operand_elem};
use super::result_tile_type;


/// The memory order of an ordering attribute. Weak accesses promise that no
/// other thread touches the location concurrently; reading them as relaxed
/// atomics keeps the interpreter free of data races either way.
pub fn order_of(ordering: Option<MemoryOrderingSemantics>) -> Order {
    match ordering {
        Some(MemoryOrderingSemantics::Acquire) => Order::Acquire,
        Some(MemoryOrderingSemantics::Release) => Order::Release,
        Some(MemoryOrderingSemantics::AcqRel) => Order::AcqRel,
        _ => Order::Relaxed,
    }
}

/// The launch allocated every global into its own buffer.
pub(super) fn exec_get_global(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let name = GetGlobalOp(op).name(cx.ir).unwrap_or_default();
    let Some(&address) = cx.prog.globals.get(name) else {
        return Err(cx.error(op, format!("no global named @{name} was allocated for this launch")));
    };
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    cx.set_result(op, 0, Tile::new(elem, shape, vec![address]))
}

/// `ptr + offset * size` per element, the pointer unsigned and the offset
/// signed. Undefined (reported, at the first such element): the scaled
/// offset overflowing a signed 64-bit number, or the sum leaving the
/// unsigned 64-bit range. Both messages leave the address out, so the PTX
/// backend's checks, whose buffers lie elsewhere, report them word for word.
pub(super) fn exec_offset(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = OffsetOp(op);
    let Elem::Ptr(pointee) = operand_elem(cx, op, view.ptr(cx.ir))? else { return Err(cx.error(op, "internal error: offset of a non-pointer")) };
    let offset_bits = elem_bits(operand_elem(cx, op, view.offset(cx.ir))?);
    let size = scalar_bytes(pointee) as i64;
    map(cx, op, &[view.ptr(cx.ir), view.offset(cx.ir)], |_, v| {
        let elements = sext(v[1], offset_bits);
        let bytes = elements.checked_mul(size).ok_or_else(|| format!("an offset of {elements} elements of {size} bytes does not fit in a signed 64-bit byte offset"))?;
        v[0].checked_add_signed(bytes).ok_or_else(|| format!("advancing the pointer by {bytes} bytes wraps around the 64-bit address space"))
    })
}

/// Whether position `i` is enabled by an optional mask.
pub fn enabled(mask: &Option<std::rc::Rc<Tile>>, i: usize) -> bool {
    mask.as_ref().is_none_or(|m| m.data[i] & 1 == 1)
}

pub(super) fn exec_load_ptr(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = LoadPtrTkoOp(op);
    let source = cx.operand(op, view.source(cx.ir))?;
    let mask = view.mask(cx.ir).map(|m| cx.tile(op, m)).transpose()?;
    let padding = view.padding_value(cx.ir).map(|p| cx.tile(op, p)).transpose()?;
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let width = elem.bytes();
    let memory = cx.memory();
    let mut data = cx.alloc(op, source.len())?;
    for i in 0..source.len() {
        if !enabled(&mask, i) {
            // Without a padding value the element is undefined; it reads as
            // zero. The padding tile has the result's type (the verifier checks it).
            data.push(padding.as_ref().map_or(0, |p| p.data[if p.len() == 1 { 0 } else { i }]));
            continue;
        }
        let bits = memory.load(source.data[i], width, order).map_err(|e| cx.access_error(op, e).with_note(format!("at position {i} of the pointer tile")))?;
        data.push(if elem == Elem::Scalar(tilesmith_dialect::generated::scalars::Scalar::I1) { u64::from(bits != 0) } else { bits });
    }
    cx.set_tile_and_token(op, Tile::new(elem, shape, data))
}

pub(super) fn exec_store_ptr(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = StorePtrTkoOp(op);
    let destination = cx.operand(op, view.destination(cx.ir))?;
    let value = cx.operand(op, view.value(cx.ir))?;
    let mask = view.mask(cx.ir).map(|m| cx.tile(op, m)).transpose()?;
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let width = value.elem.bytes();
    let memory = cx.memory();
    for i in 0..destination.len() {
        if enabled(&mask, i) {
            memory.store(destination.data[i], width, value.data[i], order).map_err(|e| cx.access_error(op, e).with_note(format!("at position {i} of the pointer tile")))?;
        }
    }
    cx.set(Value::Result(op, 0), RtValue::Token);
    Ok(Flow::Next)
}

/// The largest alignment heap addresses have (each buffer starts at a multiple of 2^40).
const HEAP_ALIGNMENT: i64 = 1 << 40;

/// `alloca`: `num_elem` zeroed elements of the pointee type from the heap, held
/// against the memory budget until the end of the block holding the op (see
/// [`BlockCx::run_region`]). A GPU leaves the memory unset; the interpreter
/// zeroes it. `global` changes nothing here: every tile block sees all memory.
pub(super) fn exec_alloca(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AllocaOp(op);
    let count = view.num_elem(cx.ir).unwrap_or(0);
    let alignment = view.alignment(cx.ir).unwrap_or(1);
    let (elem, _) = result_tile_type(cx, op, 0)?;
    let Elem::Ptr(pointee) = elem else { return Err(cx.error(op, "internal error: alloca of something other than a pointer")) };
    let width = scalar_bytes(pointee) as i64;
    let bytes = count.checked_mul(width).filter(|b| *b >= 0).ok_or_else(|| cx.error(op, format!("'alloca' of {count} elements of {}: the size does not fit in 64 bits", pointee.name())))?;
    if alignment > HEAP_ALIGNMENT {
        return Err(cx.error(op, format!("'alloca' asks for an alignment of {alignment} bytes; the interpreter aligns to 2^40 at most")));
    }
    cx.prog.budget.charge(bytes as u64).map_err(|e| cx.error(op, format!("'alloca' of {bytes} bytes cannot be had: {e}")))?;
    let name = format!("the memory of 'alloca' ({count} x {})", pointee.name());
    let base = match cx.memory().heap_allocate(name, bytes as usize) {
        Ok(base) => base,
        Err(e) => {
            cx.prog.budget.release(bytes as u64);
            return Err(cx.error(op, format!("'alloca' of {bytes} bytes cannot be had: {e}")));
        }
    };
    cx.hold_alloca(base, bytes as u64);
    cx.set_result(op, 0, Tile::scalar(elem, base))
}

pub(super) fn exec_token(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    cx.set(Value::Result(op, 0), RtValue::Token);
    Ok(Flow::Next)
}
