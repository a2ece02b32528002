//! Reading the values of `cuda_tile.constant`s, for the passes that fold
//! or test them (canonicalize, loop-split).

use tilesmith_dialect::generated::ops::core::ConstantOp;
use tilesmith_dialect::ir::{Attribute, Ir, TypeData, Value};
use tilesmith_dialect::text::attrs::element_bytes;
use tilesmith_dialect::Scalar;

/// A constant's elements: its scalar type and each element's bits (one
/// element when it is a splat), with how many elements the tile has.
pub(crate) struct Elements {
    pub(crate) scalar: Scalar,
    bits: Vec<u64>,
    pub(crate) count: usize,
}

impl Elements {
    /// The value of every element, when there is one (a splat, or one element).
    pub(crate) fn single(&self) -> Option<u64> {
        (self.bits.len() == 1 || self.count == 1).then(|| self.bits[0])
    }

    /// Element `i`'s bits.
    pub(crate) fn at(&self, i: usize) -> u64 {
        if self.bits.len() == 1 {
            self.bits[0]
        } else {
            self.bits[i]
        }
    }
}

/// The elements of the `constant` that defines `v`.
pub(crate) fn constant_elements(ir: &Ir, v: Value) -> Option<Elements> {
    let Value::Result(op, 0) = v else { return None };
    let Some(Attribute::DenseElements { ty, data, .. }) = ConstantOp::cast(ir, op)?.value(ir) else { return None };
    let element = ir.types.element(*ty)?;
    let TypeData::Scalar(scalar) = *ir.types.get(element) else { return None };
    let count = usize::try_from(ir.types.shape(*ty)?.iter().product::<i64>()).ok()?;
    let width = element_bytes(scalar);
    let mask = if scalar.width() >= 64 { u64::MAX } else { (1u64 << scalar.width()) - 1 };
    let bits: Vec<u64> = data
        .chunks_exact(width)
        .map(|c| {
            let mut raw = [0u8; 8];
            raw[..width].copy_from_slice(c);
            u64::from_le_bytes(raw) & mask
        })
        .collect();
    if bits.is_empty() || bits.len() != 1 && bits.len() != count {
        return None;
    }
    Some(Elements { scalar, bits, count })
}

/// The value of an i1 constant whose elements are all alike.
pub(crate) fn const_bool(ir: &Ir, v: Value) -> Option<bool> {
    let e = constant_elements(ir, v)?;
    (e.scalar == Scalar::I1).then_some(())?;
    e.single().map(|b| b != 0)
}

/// The value of an integer constant whose elements are all alike.
pub(crate) fn const_int(ir: &Ir, v: Value) -> Option<u64> {
    let e = constant_elements(ir, v)?;
    (!e.scalar.is_float()).then_some(())?;
    e.single()
}
