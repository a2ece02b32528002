//! Atomic read-modify-write and compare-and-swap on global memory
//! (`atomic_rmw_tko`, `atomic_cas_tko`), and atomic reduction of a tile into
//! a view (`atomic_red_view_tko`, 13.3: the elements a store through the
//! view would write, each combined atomically; those outside the tensor are
//! skipped, as stores skip them).
//!
//! Each enabled position is one atomic access of the element's width,
//! done in the tile's row-major order, so tile blocks running in parallel
//! (and positions of one tile naming the same address) never lose an update.
//! Positions cleared in the mask touch no memory: `atomic_cas_tko` yields
//! their `cmp` element, and `atomic_rmw_tko`, whose value there is
//! implementation-defined, yields zero bits. Every memory scope acts as the
//! widest one (see [`super::memory`]).

use tilesmith_dialect::generated::enums::AtomicRMWMode;
use tilesmith_dialect::generated::ops::atomics::{AtomicCasTkoOp, AtomicRedViewTkoOp, AtomicRmwTkoOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{OpId, Value};

use std::rc::Rc;

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::memory::{AccessError, Memory};
use tilesmith_dialect::numerics::exact::{self as numeric, Format, Rounding};
use super::super::value::{scalar_bits, sext, Elem, RtValue, Tile};
use super::memory::{enabled, order_of};
use super::view::{address_error, index_operands, partition_view_operand, tile_addresses};


/// The element types each mode takes (the verifier's rule; the interpreter
/// checks it again rather than guess at another width's meaning).
fn mode_allows(mode: AtomicRMWMode, s: Scalar) -> bool {
    match mode {
        AtomicRMWMode::Addf => matches!(s, Scalar::F16 | Scalar::F32 | Scalar::F64),
        AtomicRMWMode::Xchg => matches!(s, Scalar::I32 | Scalar::I64 | Scalar::F32 | Scalar::F64),
        _ => matches!(s, Scalar::I32 | Scalar::I64),
    }
}

/// The canonical NaN of a float format (positive, every other bit set), as
/// the interpreter's float arithmetic produces it (docs/interpreter.md) and
/// as NVIDIA GPUs do.
fn quiet_nan(s: Scalar) -> u64 {
    match s {
        Scalar::F16 | Scalar::Bf16 => 0x7fff,
        Scalar::F64 => 0x7fff_ffff_ffff_ffff,
        _ => 0x7fff_ffff,
    }
}

/// `a + b` in float format `s`, rounded to nearest even once (exactly, by
/// [`numeric`]; a NaN result is the format's canonical NaN).
fn add_float(s: Scalar, a: u64, b: u64) -> u64 {
    let Some(f) = Format::of(s) else { return quiet_nan(s) };
    numeric::encode(f, numeric::add(f.decode(a), f.decode(b), Rounding::NearestEven), Rounding::NearestEven)
}

/// The new memory value of a read-modify-write, from the old one and `arg`.
fn combine(mode: AtomicRMWMode, s: Scalar, old: u64, arg: u64) -> u64 {
    let bits = scalar_bits(s);
    let (signed_old, signed_arg) = (sext(old, bits), sext(arg, bits));
    let mask = super::super::value::bit_mask(bits);
    let new = match mode {
        AtomicRMWMode::And => old & arg,
        AtomicRMWMode::Or => old | arg,
        AtomicRMWMode::Xor => old ^ arg,
        AtomicRMWMode::Add => old.wrapping_add(arg),
        AtomicRMWMode::Addf => add_float(s, old, arg),
        AtomicRMWMode::Max => signed_old.max(signed_arg) as u64,
        AtomicRMWMode::Min => signed_old.min(signed_arg) as u64,
        AtomicRMWMode::Umax => old.max(arg),
        AtomicRMWMode::Umin => old.min(arg),
        AtomicRMWMode::Xchg => arg,
    };
    new & mask
}

pub(super) fn exec_atomic_rmw(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AtomicRmwTkoOp(op);
    let pointers = cx.operand(op, view.pointers(cx.ir))?;
    let arg = cx.operand(op, view.arg(cx.ir))?;
    let mask = view.mask(cx.ir).map(|m| cx.tile(op, m)).transpose()?;
    let mode = view.mode(cx.verified);
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let Elem::Scalar(scalar) = arg.elem else { return Err(cx.error(op, "internal error: atomic_rmw_tko on pointers")) };
    if !mode_allows(mode, scalar) {
        return Err(cx.error(op, format!("atomic_rmw_tko mode {mode:?} does not take {} elements", scalar.name())));
    }
    if pointers.len() != arg.len() {
        return Err(cx.error(op, "internal error: pointers and arg differ in shape"));
    }
    let width = arg.elem.bytes();
    each_position(cx, op, &mask, &arg, |_| 0, |memory, i| memory.update(pointers.data[i], width, order, |old| combine(mode, scalar, old, arg.data[i])))
}

pub(super) fn exec_atomic_red_view(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AtomicRedViewTkoOp(op);
    let partition = partition_view_operand(cx, op, view.view(cx.ir))?;
    let value = cx.operand(op, view.value(cx.ir))?;
    let index = index_operands(cx, op, view.index(cx.ir), &partition)?;
    let mode = view.mode(cx.verified);
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let Elem::Scalar(scalar) = value.elem else { return Err(cx.error(op, "internal error: atomic_red_view_tko of pointers")) };
    // The verifier's rule: integer modes on i32 and i64, addf on every float width but tf32.
    let allowed = match mode {
        AtomicRMWMode::Addf => matches!(scalar, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64),
        AtomicRMWMode::Xchg => false,
        _ => matches!(scalar, Scalar::I32 | Scalar::I64),
    };
    if !allowed {
        return Err(cx.error(op, format!("atomic_red_view_tko mode {mode:?} does not take {} elements", scalar.name())));
    }
    let addresses = tile_addresses(&partition, &index).map_err(|e| address_error(cx, op, e))?;
    if addresses.len() != value.len() {
        return Err(cx.error(op, "internal error: the tile's shape differs from the view's tile shape"));
    }
    let width = value.elem.bytes();
    let memory = cx.memory();
    for (i, address) in addresses.iter().enumerate() {
        if let Some(address) = *address {
            memory
                .update(address, width, order, |old| combine(mode, scalar, old, value.data[i]))
                .map_err(|e| cx.access_error(op, e).with_note(format!("at element {i} of the tile at index {index}")))?;
        }
    }
    cx.set(Value::Result(op, 0), RtValue::Token);
    Ok(Flow::Next)
}

pub(super) fn exec_atomic_cas(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = AtomicCasTkoOp(op);
    let pointers = cx.operand(op, view.pointers(cx.ir))?;
    let cmp = cx.operand(op, view.cmp(cx.ir))?;
    let val = cx.operand(op, view.val(cx.ir))?;
    let mask = view.mask(cx.ir).map(|m| cx.tile(op, m)).transpose()?;
    let order = order_of(view.memory_ordering_semantics(cx.ir));
    let Elem::Scalar(scalar) = val.elem else { return Err(cx.error(op, "internal error: atomic_cas_tko on pointers")) };
    if !matches!(scalar, Scalar::I32 | Scalar::I64 | Scalar::F32 | Scalar::F64) {
        return Err(cx.error(op, format!("atomic_cas_tko does not take {} elements", scalar.name())));
    }
    if pointers.len() != cmp.len() || pointers.len() != val.len() {
        return Err(cx.error(op, "internal error: pointers, cmp and val differ in shape"));
    }
    let width = val.elem.bytes();
    // Floats compare bit for bit: the raw bits are what is compared.
    each_position(cx, op, &mask, &val, |i| cmp.data[i], |memory, i| memory.compare_and_swap(pointers.data[i], width, cmp.data[i], val.data[i], order))
}

/// The atomic accesses of `atomic_rmw_tko` and `atomic_cas_tko`, one per
/// position of the pointer tile in row-major order: `access` does the one at
/// an enabled position and gives the old value; a position cleared in `mask`
/// touches no memory and gives `cleared(i)`. The old values, a tile of
/// `like`'s type and shape, are result 0; the token is result 1.
fn each_position(
    cx: &mut BlockCx<'_>,
    op: OpId,
    mask: &Option<Rc<Tile>>,
    like: &Tile,
    cleared: impl Fn(usize) -> u64,
    access: impl Fn(&Memory, usize) -> Result<u64, AccessError>,
) -> Result<Flow, RunError> {
    let memory = cx.memory();
    let mut old_values = cx.alloc(op, like.len())?;
    for i in 0..like.len() {
        if !enabled(mask, i) {
            old_values.push(cleared(i));
            continue;
        }
        let old = access(memory, i).map_err(|e| cx.access_error(op, e).with_note(format!("at position {i} of the pointer tile")))?;
        old_values.push(old);
    }
    cx.set_tile_and_token(op, Tile::new(like.elem, like.shape.clone(), old_values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_combine_at_the_element_width() {
        assert_eq!(combine(AtomicRMWMode::Max, Scalar::I32, 0xffff_ffff, 3), 3);
        assert_eq!(combine(AtomicRMWMode::Umax, Scalar::I32, 0xffff_ffff, 3), 0xffff_ffff);
        assert_eq!(combine(AtomicRMWMode::Min, Scalar::I64, 5, u64::MAX), u64::MAX);
        assert_eq!(combine(AtomicRMWMode::Add, Scalar::I32, 0xffff_ffff, 2), 1);
        assert_eq!(combine(AtomicRMWMode::Addf, Scalar::F32, 1.5f32.to_bits() as u64, 2.25f32.to_bits() as u64), 3.75f32.to_bits() as u64);
        // 2048 + 1 in f16 is a tie between 2048 and 2050: even wins.
        assert_eq!(combine(AtomicRMWMode::Addf, Scalar::F16, 0x6800, 0x3c00), 0x6800);
        assert_eq!(combine(AtomicRMWMode::Addf, Scalar::F32, 0x7f80_0000, 0xff80_0000), 0x7fff_ffff);
    }
}
