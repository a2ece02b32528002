//! Where a tile's elements go in a shared-memory array, as a sum over
//! bit fields of their row-major index ([`Placement`]), and which of a
//! thread's slots one vector access can move ([`vector_width`]): shared by
//! the tensor cores' staging, the `cp.async` copies and the scratch array's
//! padded rows.

use super::super::instr::{Operand, Reg, RegClass};
use super::super::layout::Layout;
use super::shape::log2;
use super::{imm, Lowerer};
use crate::ptx::isa::op;

/// Where a tile's elements go in a staged array: the byte offset of
/// row-major element `i` is `offset + sum over fields of ((i >> shift) &
/// mask) * stride` (a mask of -1 keeps every bit). That is linear in the
/// index's bit fields, and the element a thread holds in a slot is the sum
/// of a part from the thread and a part from the slot with no bit in common
/// ([`Layout::element`]: `t + 128 s` cyclic, `t run + ...` blocked), so its
/// offset is the thread part's (computed once, in registers) plus the slot
/// part's (a constant in the address).
///
/// With a [`Swizzle`], 16-byte chunks then move within their 128-byte
/// lines, so that the chunks of one row land in different banks.
#[derive(Clone, Debug)]
pub(super) struct Placement {
    pub(super) fields: Vec<(u32, i64, i64)>,
    pub(super) offset: i64,
    pub(super) swizzle: Option<Swizzle>,
}

/// How a [`Placement`] moves the 16-byte chunks of its offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Swizzle {
    /// The offset's bits 4 to 6 (which of 8 16-byte slots of a 128-byte
    /// line) XORed with `((i >> shift) << spread) & 7` of element `i`'s
    /// index: for `mma.sync`'s planes of 16-byte chunks, the chunk index
    /// (from bit `shift` of the index) moves each row's chunk to another
    /// slot of its 128-byte line. The offset and the array's start are
    /// multiples of 128.
    Chunks { shift: u32, spread: u32 },
    /// `wgmma`'s swizzle modes (32, 64 and 128 bytes for `bits` 1, 2, 3):
    /// the linear offset's bits 4 to `3 + bits` XORed with its bits 7 to
    /// `6 + bits`, which the hardware reads from the address. The array's
    /// start and the placement's offset are multiples of the pattern's `128
    /// << bits` bytes, so the offset's bits are the address's.
    Rows { bits: u32 },
}

impl Placement {
    /// This placement of B's element `(b, k, n)` as the placement of
    /// element `(b, n, k)` of the tile whose transpose B is (K and N powers
    /// of two): the index fields of n and k trade places. `None` where a
    /// field spans both.
    pub(super) fn transposed(&self, k: i64, n: i64) -> Option<Placement> {
        // A swizzle of the index's bits would need its own transpose; one of the offset's does not.
        if matches!(self.swizzle, Some(Swizzle::Chunks { .. })) {
            return None;
        }
        let (lk, ln) = (log2(k), log2(n));
        let fields = self
            .fields
            .iter()
            .map(|&(shift, mask, stride)| {
                let end = if mask == -1 { u32::MAX } else { shift + (mask + 1).trailing_zeros() };
                match shift {
                    s if s < ln && end <= ln => Some((s + lk, mask, stride)),
                    s if s >= ln && s < ln + lk && end <= ln + lk => Some((s - ln, mask, stride)),
                    s if s >= ln + lk => Some((s, mask, stride)),
                    _ => None,
                }
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Placement { fields, offset: self.offset, swizzle: self.swizzle })
    }

    /// The alignment in bytes the array's start (and the placement's
    /// offset) needs: the swizzle's pattern, 16 without one.
    pub(super) fn alignment(&self) -> u64 {
        match self.swizzle {
            None => 16,
            Some(Swizzle::Chunks { .. }) => 128,
            Some(Swizzle::Rows { bits }) => 128 << bits,
        }
    }

    /// A placement without a swizzle.
    pub(super) fn linear(fields: Vec<(u32, i64, i64)>, offset: i64) -> Placement {
        Placement { fields, offset, swizzle: None }
    }

    /// The byte offset of element `index`, less the placement's `offset`.
    pub(super) fn offset_of(&self, index: u64) -> i64 {
        let linear = self.linear_of(index);
        match self.swizzle {
            Some(Swizzle::Rows { bits }) => linear ^ ((linear >> 3) & rows_mask(bits)),
            _ => linear ^ self.xor_of(index),
        }
    }

    /// [`Placement::offset_of`] before the swizzle.
    fn linear_of(&self, index: u64) -> i64 {
        self.fields.iter().map(|&(shift, mask, stride)| (((index >> shift) as i64) & mask) * stride).sum()
    }

    /// What a [`Swizzle::Chunks`] XORs into element `index`'s offset (0 without one).
    fn xor_of(&self, index: u64) -> i64 {
        match self.swizzle {
            Some(Swizzle::Chunks { shift, spread }) => ((((index >> shift) << spread) & 7) << 4) as i64,
            _ => 0,
        }
    }

    /// Whether slot `s`'s part of the address (element `e`'s) changes
    /// what the swizzle XORs, so that the slot's address cannot be the
    /// thread's plus a constant.
    fn slot_touches_swizzle(&self, e: u64) -> bool {
        match self.swizzle {
            None => false,
            Some(Swizzle::Chunks { .. }) => self.xor_of(e) != 0 || self.linear_of(e) & 0x70 != 0,
            // The bits XORed, and the bits they are XORed with.
            Some(Swizzle::Rows { bits }) => self.linear_of(e) & ((rows_mask(bits) << 3) | rows_mask(bits)) != 0,
        }
    }

    /// The address of slot `s` of `layout` as an operand, from the thread's
    /// address ([`Placement::thread_address`]): that address plus a constant where
    /// the slot part leaves the swizzled bits alone; otherwise that address
    /// XORed with the slot's swizzled offset below the swizzle's alignment,
    /// plus the rest of it as a constant (one instruction). The thread's and
    /// the slot's parts have no bit in common, so below the alignment their
    /// sum is their XOR, as the swizzle, linear in the bits it reads, is the
    /// XOR of theirs; above it, nothing is swizzled and nothing carries.
    pub(super) fn slot_address(&self, cx: &mut Lowerer<'_>, layout: Layout, thread: Reg, s: usize) -> Operand {
        let e = layout.element(0, s as u64);
        if !self.slot_touches_swizzle(e) {
            return Operand::Addr(thread, self.slot_offset(layout, s));
        }
        let below = self.alignment() as i64 - 1;
        let address = cx.fresh(RegClass::B32);
        cx.emit(op!("xor.b32"), vec![address.into(), thread.into(), imm((self.offset_of(e) & below) as u64)]);
        Operand::Addr(address, self.offset + (self.linear_of(e) & !below))
    }

    /// `base +` the offset of the thread part of the elements this thread
    /// holds: the linear offset, XORed with what the swizzle (if any) gives
    /// it (the array's start aligned as [`Placement::alignment`] says).
    pub(super) fn thread_address(&self, cx: &mut Lowerer<'_>, layout: Layout, base: Reg) -> Reg {
        let index = cx.element_index(layout, 0);
        let mut address = base;
        for &(shift, mask, stride) in &self.fields {
            let field = if shift == 0 {
                index
            } else {
                let shifted = cx.fresh(RegClass::B32);
                cx.emit(op!("shr.u32"), vec![shifted.into(), index.into(), imm(u64::from(shift))]);
                shifted
            };
            let field = if mask == -1 {
                field
            } else {
                let masked = cx.fresh(RegClass::B32);
                cx.emit(op!("and.b32"), vec![masked.into(), field.into(), imm(mask as u64)]);
                masked
            };
            let sum = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![sum.into(), field.into(), imm(stride as u64), address.into()]);
            address = sum;
        }
        let Some(swizzle) = self.swizzle else { return address };
        let bits = cx.fresh(RegClass::B32);
        match swizzle {
            Swizzle::Chunks { shift, spread } => {
                cx.emit(op!("shr.u32"), vec![bits.into(), index.into(), imm(u64::from(shift))]);
                cx.emit(op!("shl.b32"), vec![bits.into(), bits.into(), imm(u64::from(spread + 4))]);
                cx.emit(op!("and.b32"), vec![bits.into(), bits.into(), imm(0x70)]);
            }
            Swizzle::Rows { bits: b } => rows_xor_bits(cx, bits, address, b),
        }
        let swizzled = cx.fresh(RegClass::B32);
        cx.emit(op!("xor.b32"), vec![swizzled.into(), address.into(), bits.into()]);
        swizzled
    }

    /// The constant part of the address of slot `s`: the slot part's offset, plus the placement's.
    pub(super) fn slot_offset(&self, layout: Layout, s: usize) -> i64 {
        self.offset + self.offset_of(layout.element(0, s as u64))
    }
}

/// The bits a [`Swizzle::Rows`] of `bits` XORs: 4 to `3 + bits`.
fn rows_mask(bits: u32) -> i64 {
    ((1 << bits) - 1) << 4
}

/// `into = (address >> 3) & ` [`rows_mask`]: what a [`Swizzle::Rows`] XORs into `address`.
fn rows_xor_bits(cx: &mut Lowerer<'_>, into: Reg, address: Reg, bits: u32) {
    cx.emit(op!("shr.u32"), vec![into.into(), address.into(), imm(3)]);
    cx.emit(op!("and.b32"), vec![into.into(), into.into(), imm(rows_mask(bits) as u64)]);
}

/// How many slots from `s` on one vector access can move (1, 2 or 4, and
/// 8 where `most` allows it: a caller that packs 16-bit elements in pairs;
/// at most 16 bytes, elements of `bytes` bytes): for every one of the `cta`
/// threads their elements land on consecutive addresses, the first aligned
/// to the vector's size (the arrays are 16-byte aligned).
pub(super) fn vector_width(cta: u64, layout: Layout, placement: &Placement, s: usize, slots: usize, bytes: i64, most: usize) -> usize {
    [8, 4, 2]
        .into_iter()
        .filter(|&w| w <= most)
        .find(|&w| {
            let size = w as i64 * bytes;
            s.is_multiple_of(w)
                && s + w <= slots
                && size <= 16
                && (0..cta).all(|t| {
                    let at = |j: usize| placement.offset + placement.offset_of(layout.element(t, (s + j) as u64));
                    let first = at(0);
                    first % size == 0 && (1..w).all(|j| at(j) == first + j as i64 * bytes)
                })
        })
        .unwrap_or(1)
}
