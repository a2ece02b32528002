//! Tiles of raw element bits, as the interpreter holds them and the PTX
//! backend reads constants and globals: element types, widths, masks, sign
//! extension, and dense attributes decoded to tiles.
//!
//! A tile stores every element as the bit pattern of its element type in the
//! low bits of a `u64` (i1 as 0 or 1, pointers as addresses). Ops decode and
//! encode through [`Elem`], so every width and float format is handled in one
//! place and nothing is approximated by storing a wider type.

use tilesmith_dialect::numerics::float::{self, FloatFormat};
use tilesmith_dialect::generated::enums::PaddingValue;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Ir, TypeData, TypeId};

use super::limits::{try_filled, try_vec, AllocFailed, Charge};

/// The element type of a tile: a scalar, or a pointer to a scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    Scalar(Scalar),
    /// A pointer, with the scalar it points to (offsets count in its size).
    Ptr(Scalar),
}

impl Elem {
    /// The element type of a tile type, scalar type or pointer type.
    pub fn of_type(ir: &Ir, ty: TypeId) -> Option<Elem> {
        match ir.types.get(ty) {
            TypeData::Scalar(s) => Some(Elem::Scalar(*s)),
            TypeData::Pointer { pointee, .. } => match ir.types.get(*pointee) {
                TypeData::Scalar(s) => Some(Elem::Ptr(*s)),
                _ => None,
            },
            TypeData::Tile { element, .. } => Elem::of_type(ir, *element),
            _ => None,
        }
    }

    /// Bytes one element takes in memory.
    pub fn bytes(self) -> usize {
        match self {
            Elem::Ptr(_) => 8,
            Elem::Scalar(s) => scalar_bytes(s),
        }
    }

    pub fn scalar(self) -> Option<Scalar> {
        match self {
            Elem::Scalar(s) => Some(s),
            Elem::Ptr(_) => None,
        }
    }

    /// The bit mask of the element's significant bits.
    pub fn mask(self) -> u64 {
        match self {
            Elem::Ptr(_) => u64::MAX,
            Elem::Scalar(s) => bit_mask(scalar_bits(s)),
        }
    }

    pub fn name(self) -> String {
        match self {
            Elem::Scalar(s) => s.name().to_string(),
            Elem::Ptr(s) => format!("ptr<{}>", s.name()),
        }
    }
}

/// Bits a scalar takes in a tile element (tf32 in an f32's layout: its 19
/// bits are the top ones of 32, the low 13 zero).
pub fn scalar_bits(s: Scalar) -> u32 {
    match s {
        Scalar::I1 => 1,
        Scalar::I4 | Scalar::F4E2m1fn => 4,
        Scalar::I8 | Scalar::F8E4m3fn | Scalar::F8E5m2 | Scalar::F8E8m0fnu | Scalar::Fnv8E5m3fnu => 8,
        Scalar::I16 | Scalar::F16 | Scalar::Bf16 => 16,
        Scalar::I32 | Scalar::F32 | Scalar::Tf32 => 32,
        Scalar::I64 | Scalar::F64 => 64,
    }
}

/// Bytes a scalar takes in memory (i1 takes a byte; tf32 takes an f32's four).
pub fn scalar_bytes(s: Scalar) -> usize {
    (scalar_bits(s).max(8) / 8) as usize
}

/// Whether elements of `s` are 4 bits wide (i4, f4E2M1FN): in memory, two
/// to a byte, the even one in bits 3..0 (the tensor view type's layout).
pub fn is_four_bit(s: Scalar) -> bool {
    scalar_bits(s) == 4
}

/// Bytes `count` elements of `s` take in a buffer: 4-bit elements two to a
/// byte, the last byte half used when `count` is odd.
pub fn buffer_bytes(s: Scalar, count: u64) -> Option<u64> {
    if is_four_bit(s) {
        Some(count.div_ceil(2))
    } else {
        count.checked_mul(scalar_bytes(s) as u64)
    }
}

/// How many elements of `s` a buffer of `bytes` bytes holds.
pub fn buffer_elements(s: Scalar, bytes: u64) -> u64 {
    if is_four_bit(s) {
        bytes.saturating_mul(2)
    } else {
        bytes / scalar_bytes(s) as u64
    }
}

pub fn bit_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Sign-extends the low `bits` bits of `v`.
pub fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let shift = 64 - bits;
        ((v << shift) as i64) >> shift
    }
}

/// A float element decoded to f64 (exact for every float format of the dialect).
pub fn float_to_f64(s: Scalar, bits: u64) -> f64 {
    match FloatFormat::of(s) {
        // tf32 is held as an f32 whose low 13 bits are ignored; the format's own encoding is the top 19.
        Some(FloatFormat::Tf32) => float::to_f64(FloatFormat::Tf32, (bits >> 13) & 0x7_ffff),
        Some(format) => float::to_f64(format, bits),
        None => f64::NAN,
    }
}

/// A tile value: its element type, shape and elements in row-major order.
/// A tile a kernel made holds its bytes against the run's memory budget
/// until it is dropped ([`Charge`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    pub elem: Elem,
    pub shape: Vec<i64>,
    pub data: Vec<u64>,
    charge: Charge,
}

impl Tile {
    pub fn new(elem: Elem, shape: Vec<i64>, data: Vec<u64>) -> Tile {
        debug_assert_eq!(shape.iter().product::<i64>() as usize, data.len());
        Tile { elem, shape, data, charge: Charge::default() }
    }

    /// A rank-0 tile.
    pub fn scalar(elem: Elem, bits: u64) -> Tile {
        Tile::new(elem, Vec::new(), vec![bits & elem.mask()])
    }

    /// The bytes the tile's elements take (one `u64` each).
    pub fn bytes(&self) -> u64 {
        self.data.capacity() as u64 * 8
    }

    /// Records that the tile's bytes were taken from a budget; they go back
    /// when the tile is dropped.
    pub fn hold(&mut self, charge: Charge) {
        self.charge = charge;
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Row-major strides of the shape, in elements.
    pub fn strides(&self) -> Vec<i64> {
        row_major_strides(&self.shape)
    }

    /// The single element of a one-element tile, as raw bits.
    pub fn only(&self) -> u64 {
        self.data[0]
    }

    /// Element `i` as a signed integer of the element's width.
    pub fn signed(&self, i: usize) -> i64 {
        match self.elem {
            Elem::Scalar(s) => sext(self.data[i], scalar_bits(s)),
            Elem::Ptr(_) => self.data[i] as i64,
        }
    }

    /// Element `i` as a float (for float element types).
    pub fn float(&self, i: usize) -> f64 {
        match self.elem {
            Elem::Scalar(s) => float_to_f64(s, self.data[i]),
            Elem::Ptr(_) => f64::NAN,
        }
    }
}

pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// The tile a dense elements attribute holds (constants and globals), or
/// `None` when the attribute does not fit its type.
pub fn dense_tile(ir: &Ir, attr: &tilesmith_dialect::ir::Attribute) -> Option<Tile> {
    try_dense_tile(ir, attr).ok().flatten()
}

/// [`dense_tile`], with a refused allocation as an error.
pub fn try_dense_tile(ir: &Ir, attr: &tilesmith_dialect::ir::Attribute) -> Result<Option<Tile>, AllocFailed> {
    let tilesmith_dialect::ir::Attribute::DenseElements { ty, data, splat } = attr else { return Ok(None) };
    let (Some(shape), Some(elem)) = (ir.types.shape(*ty), ir.types.element(*ty).and_then(|e| Elem::of_type(ir, e))) else { return Ok(None) };
    let shape = shape.to_vec();
    let Some(scalar) = elem.scalar() else { return Ok(None) };
    let width = (scalar.width() as usize).div_ceil(8);
    let Some(n) = shape.iter().try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?)) else { return Ok(None) };
    let decode = |chunk: &[u8]| {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_le_bytes(w);
        // Attributes hold tf32's 19-bit pattern; tiles hold it in an f32's layout.
        if scalar == Scalar::Tf32 {
            (bits & 0x7_ffff) << 13
        } else {
            bits & elem.mask()
        }
    };
    let data: Vec<u64> = if *splat {
        let Some(first) = data.get(..width) else { return Ok(None) };
        try_filled(n, decode(first))?
    } else {
        if n.checked_mul(width) != Some(data.len()) {
            return Ok(None);
        }
        let mut out = try_vec(n)?;
        out.extend(data.chunks_exact(width).map(decode));
        out
    };
    Ok(Some(Tile::new(elem, shape, data)))
}

/// The raw bits of a padding value in the element type, if it has an encoding.
pub fn padding_bits(padding: PaddingValue, elem: Scalar) -> Option<u64> {
    let format = match FloatFormat::of(elem) {
        // tf32 is held in an f32's layout.
        Some(FloatFormat::Tf32) => FloatFormat::F32,
        Some(format) => format,
        // Integers only have zero.
        None => return (padding == PaddingValue::Zero).then_some(0),
    };
    let sign = format.sign_mask();
    match padding {
        // f8E8M0FNU has no sign and no zero.
        PaddingValue::Zero => (format != FloatFormat::F8E8M0FNU).then_some(0),
        PaddingValue::NegZero => (sign != 0).then_some(sign),
        PaddingValue::Nan => format.quiet_nan(),
        PaddingValue::PosInf => format.infinity(false),
        PaddingValue::NegInf => format.infinity(true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_values_encode_per_format() {
        assert_eq!(padding_bits(PaddingValue::NegZero, Scalar::F32), Some(0x8000_0000));
        assert_eq!(padding_bits(PaddingValue::NegInf, Scalar::F16), Some(0xfc00));
        assert_eq!(padding_bits(PaddingValue::Nan, Scalar::Bf16), Some(0x7fc0));
        assert_eq!(padding_bits(PaddingValue::PosInf, Scalar::F64), Some(0x7ff0_0000_0000_0000));
        assert_eq!(padding_bits(PaddingValue::PosInf, Scalar::F8E4m3fn), None);
        assert_eq!(padding_bits(PaddingValue::Zero, Scalar::I32), Some(0));
        assert_eq!(padding_bits(PaddingValue::Nan, Scalar::I8), None);
    }
}
