//! What can be proven, before lowering, about the values of integer and
//! pointer tiles and of tensor views: runs of consecutive values and the
//! powers of two that divide them. Layout assignment ([`super::layout`])
//! uses these facts to decide where one vector instruction may load or store
//! several elements of a tile at once; nothing here emits code.
//!
//! The facts are those of Triton's axis analysis, on the row-major (flat)
//! element order: [`Facts::run`] and [`Facts::divisor`] say that in every
//! aligned run of `run` elements (elements `k * run .. (k + 1) * run`), element
//! `j` is the run's first plus `j` (plus `j` times the pointee's size for
//! pointers), and that the first is a multiple of `divisor` (bytes for
//! pointers). Integer facts hold modulo `2^width`: a run may wrap around
//! inside, so only [`Facts::vector`]'s answer, which never exceeds the
//! divisor, may be relied on: a group of `w` elements whose first is a
//! multiple of `w` cannot straddle a wrap-around point, since those are
//! multiples of every power of two up to the width.
//!
//! Where the facts come from: constants and `iota`; broadcasts of one
//! element; `assume div_by<d>` (every element a multiple of `d`) and
//! `assume div_by<d, every e along a>` along the innermost dimension (runs
//! of `e` starting at multiples of `d`); and what `addi`, `subi`, `muli`,
//! `shli`, `exti`, `trunci`, `reshape` and `offset` keep of their operands'.
//! Anything else (kernel parameters included) is unknown: runs of one,
//! divisible by one. A false assumption is undefined behaviour, as
//! everywhere; with run-time checks on, the kernel reports it before
//! anything relies on it.

use std::rc::Rc;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::core::ConstantOp;
use tilesmith_dialect::generated::ops::misc::AssumeOp;
use tilesmith_dialect::generated::ops::view::MakeTensorViewOp;
use tilesmith_dialect::ir::{Attribute, Ir, OpId, RegionId, TypeData, Value};

use super::values::{ValueNumbering, ValueTable};
use crate::shared::value::{scalar_bytes, sext, Elem};

/// The largest divisor tracked: a value known to be zero is divisible by
/// every power of two, which this stands for.
pub const ANY_DIVISOR: u64 = 1 << 62;

/// What is proven about one tile (or, for a tensor view, its base address).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// Length of the aligned runs of consecutive values (a power of two).
    pub run: u64,
    /// A power of two dividing the first value of every run (bytes for
    /// pointers and tensor views).
    pub divisor: u64,
    /// Whether every element is the same.
    pub uniform: bool,
    /// The value of a uniform integer tile, when it is a known constant.
    pub constant: Option<i64>,
}

impl Facts {
    /// Nothing known about a tile of `elements` elements (one element is
    /// always uniform).
    pub fn unknown(elements: u64) -> Facts {
        Facts { run: 1, divisor: 1, uniform: elements <= 1, constant: None }
    }

    /// A tile whose every element is `value`.
    pub fn constant(value: i64) -> Facts {
        Facts { run: 1, divisor: divisor_of(value), uniform: true, constant: Some(value) }
    }

    /// A uniform tile whose value is a multiple of `divisor`.
    fn uniform(divisor: u64) -> Facts {
        Facts { run: 1, divisor, uniform: true, constant: None }
    }

    /// A power of two dividing every element (not only each run's first).
    pub fn element_divisor(self) -> u64 {
        if self.run > 1 {
            1
        } else {
            self.divisor
        }
    }

    /// The most elements of `bytes` bytes each, up to `limit` (a power of
    /// two), that one access may move at once when these are the facts of
    /// the pointers: each aligned group of that many elements is contiguous
    /// and its first address is a multiple of the group's size.
    pub fn vector(self, bytes: u64, limit: u64) -> u64 {
        let mut width = limit.min(self.run);
        while width > 1 && !self.divisor.is_multiple_of(width * bytes) {
            width /= 2;
        }
        width.max(1)
    }

    /// Runs no longer than the divisor: what survives a change of width (a
    /// run that wraps around inside would not be consecutive afterwards).
    fn without_wrap_around(self) -> Facts {
        Facts { run: self.run.min(self.divisor).max(1), ..self }
    }
}

/// The largest power of two dividing `value` (capped at [`ANY_DIVISOR`]).
pub fn divisor_of(value: i64) -> u64 {
    if value == 0 {
        ANY_DIVISOR
    } else {
        (1u64 << value.trailing_zeros()).min(ANY_DIVISOR)
    }
}

/// The largest power of two dividing `value`, a divisor given in the IR (not 0).
fn power_of_two_part(value: u64) -> u64 {
    (1u64 << value.trailing_zeros()).min(ANY_DIVISOR)
}

/// The facts of every integer and pointer tile and tensor view of a body.
#[derive(Debug)]
pub struct Analysis {
    facts: ValueTable<Facts>,
}

impl Analysis {
    /// The facts of `v` (unknown when nothing was recorded).
    pub fn of(&self, ir: &Ir, v: Value) -> Facts {
        self.facts.get(v).copied().unwrap_or_else(|| Facts::unknown(elements_of(ir, v)))
    }
}

/// Elements of a tile value (1 for anything else).
pub fn elements_of(ir: &Ir, v: Value) -> u64 {
    ir.types.shape(ir.value_type(v)).map_or(1, |s| s.iter().map(|&d| d.max(0) as u64).product())
}

/// Bytes of one element of a pointer tile's pointee, if `v` is one.
fn pointee_bytes(ir: &Ir, v: Value) -> Option<u64> {
    match Elem::of_type(ir, ir.value_type(v))? {
        Elem::Ptr(pointee) => Some(scalar_bytes(pointee) as u64),
        Elem::Scalar(_) => None,
    }
}

/// Computes the facts of the values of `body`, in program order (an op's
/// regions before the ops after it).
pub fn analyze(ir: &Ir, body: RegionId, numbering: Rc<ValueNumbering>) -> Analysis {
    let mut analysis = Analysis { facts: ValueTable::new(numbering) };
    walk(ir, body, &mut analysis);
    analysis
}

fn walk(ir: &Ir, region: RegionId, analysis: &mut Analysis) {
    for &block in &ir.regions[region].blocks {
        for &op in &ir.blocks[block].ops {
            if let Some(facts) = facts_of_op(ir, op, analysis) {
                analysis.facts.insert(Value::Result(op, 0), facts);
            }
            for &nested in &ir.op(op).regions {
                walk(ir, nested, analysis);
            }
        }
    }
}

/// The facts of result 0 of `op`, where the op gives any.
fn facts_of_op(ir: &Ir, op: OpId, analysis: &Analysis) -> Option<Facts> {
    let data = ir.op(op);
    let kind = ir.kind(op)?;
    let operand = |i: usize| data.operands.get(i).map(|&v| analysis.of(ir, v));
    let facts = match kind {
        OpKind::Constant => Facts::constant(uniform_constant(ir, op)?),
        OpKind::Iota => {
            let elements = elements_of(ir, Value::Result(op, 0));
            Facts { run: elements.max(1), divisor: ANY_DIVISOR, uniform: elements <= 1, constant: None }
        }
        OpKind::Reshape => operand(0)?,
        OpKind::Broadcast => {
            let source = operand(0)?;
            if !source.uniform {
                return None;
            }
            Facts { run: 1, ..source }
        }
        OpKind::Assume => assumed(ir, op, operand(0)?),
        OpKind::Addi => add(operand(0)?, operand(1)?),
        OpKind::Subi => {
            let (a, b) = (operand(0)?, operand(1)?);
            if b.uniform {
                add(a, b)
            } else {
                Facts { run: 1, divisor: a.element_divisor().min(b.element_divisor()), uniform: false, constant: None }
            }
        }
        OpKind::Muli => {
            let (a, b) = (operand(0)?, operand(1)?);
            let divisor = a.element_divisor().saturating_mul(b.element_divisor()).min(ANY_DIVISOR);
            Facts { run: 1, divisor, uniform: a.uniform && b.uniform, constant: None }
        }
        OpKind::Shli => {
            let (a, b) = (operand(0)?, operand(1)?);
            let shift = b.constant.filter(|s| (0..62).contains(s))?;
            let divisor = a.element_divisor().saturating_mul(1 << shift).min(ANY_DIVISOR);
            Facts { run: 1, divisor, uniform: a.uniform, constant: None }
        }
        OpKind::Exti | OpKind::Trunci => operand(0)?.without_wrap_around(),
        OpKind::Offset => {
            let bytes = pointee_bytes(ir, Value::Result(op, 0))?;
            let (pointers, offsets) = (operand(0)?, operand(1)?.without_wrap_around());
            let in_bytes = Facts { divisor: offsets.divisor.saturating_mul(bytes).min(ANY_DIVISOR), constant: None, ..offsets };
            add(pointers, in_bytes)
        }
        OpKind::MakeTensorView => {
            let base = MakeTensorViewOp(op).base(ir)?;
            Facts::uniform(analysis.of(ir, base).element_divisor())
        }
        _ => return None,
    };
    Some(facts)
}

/// The value of an integer constant whose elements are all the same, read
/// from its attribute as stored: a splat is not expanded (it may stand for
/// 2^24 elements), the elements of any other are compared where they are.
fn uniform_constant(ir: &Ir, op: OpId) -> Option<i64> {
    let Attribute::DenseElements { ty, data, splat } = ConstantOp(op).value(ir)? else { return None };
    let TypeData::Scalar(scalar) = ir.types.get(ir.types.element(*ty)?) else { return None };
    if scalar.is_float() {
        return None;
    }
    let width = (scalar.width() as usize).div_ceil(8);
    let first = data.get(..width)?;
    if !splat && data.chunks(width).any(|element| element != first) {
        return None;
    }
    let mut bits = [0u8; 8];
    bits[..width].copy_from_slice(first);
    Some(sext(u64::from_le_bytes(bits), scalar.width()))
}

/// `a + b`, elementwise: a uniform term keeps the other's runs. (Only
/// constants themselves are known constants: a sum's value would depend on
/// its width.)
fn add(a: Facts, b: Facts) -> Facts {
    match (a.uniform, b.uniform) {
        (true, true) => Facts { run: 1, divisor: a.divisor.min(b.divisor), uniform: true, constant: None },
        (true, false) => Facts { run: b.run, divisor: a.divisor.min(b.divisor), uniform: false, constant: None },
        (false, true) => Facts { run: a.run, divisor: a.divisor.min(b.divisor), uniform: false, constant: None },
        (false, false) => Facts { run: 1, divisor: a.element_divisor().min(b.element_divisor()), uniform: false, constant: None },
    }
}

/// The facts of an `assume`'s result: its operand's, with the predicate's.
fn assumed(ir: &Ir, op: OpId, operand: Facts) -> Facts {
    let Some(Attribute::DivBy { divisor, every, along }) = AssumeOp(op).predicate(ir) else { return operand };
    if *divisor == 0 {
        return operand;
    }
    let divisor = power_of_two_part(*divisor);
    let shape = ir.types.shape(ir.op(op).result_types[0]).map(<[i64]>::to_vec).unwrap_or_default();
    match (every, along) {
        // Runs of `every` along the innermost dimension are runs of the
        // row-major order when `every` (a power of two) divides its extent.
        (Some(every), Some(along)) if *every > 1 => {
            let innermost = shape.len().checked_sub(1) == Some(*along as usize);
            let extent = shape.last().copied().unwrap_or(1);
            let run = *every as u64;
            if innermost && run.is_power_of_two() && extent % *every == 0 && run >= operand.run {
                Facts { run, divisor, uniform: false, constant: None }
            } else {
                operand
            }
        }
        // Every element is a multiple of the divisor.
        _ if operand.run == 1 => Facts { divisor: operand.divisor.max(divisor), ..operand },
        _ => operand,
    }
}

/// The sizes and strides of a tensor view, where static or provably
/// divisible, and the divisor of its base address.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewFacts {
    /// Bytes of one element.
    pub element_bytes: u64,
    pub base_divisor: u64,
    /// Per dimension: the static stride, if any, and a power of two dividing it.
    pub strides: Vec<(Option<i64>, u64)>,
    /// Per dimension: a power of two dividing the size.
    pub size_divisors: Vec<u64>,
}

/// The facts of the tensor view `view` (a `make_tensor_view`, possibly
/// through `assume`s, which may add a divisor of the base address).
pub fn view_facts(ir: &Ir, analysis: &Analysis, view: Value) -> Option<ViewFacts> {
    let Value::Result(op, 0) = view else { return None };
    if AssumeOp::cast(ir, op).is_some() {
        // The assumption's divisor is in the result's facts (see `assumed`).
        let mut facts = view_facts(ir, analysis, AssumeOp(op).value(ir)?)?;
        facts.base_divisor = facts.base_divisor.max(analysis.of(ir, view).divisor);
        return Some(facts);
    }
    let make = MakeTensorViewOp::cast(ir, op)?;
    let TypeData::TensorView { element, shape, strides, .. } = ir.types.get(ir.op(op).result_types[0]) else { return None };
    let TypeData::Scalar(elem) = ir.types.get(*element) else { return None };
    let fixed_or_dynamic = |fixed: &[i64], dynamic: &[Value]| -> Vec<(Option<i64>, u64)> {
        let mut dynamic = dynamic.iter();
        fixed
            .iter()
            .map(|&v| {
                if v == tilesmith_dialect::ir::DYNAMIC {
                    let divisor = dynamic.next().map_or(1, |&d| analysis.of(ir, d).element_divisor());
                    (None, divisor)
                } else {
                    (Some(v), divisor_of(v))
                }
            })
            .collect()
    };
    let strides = fixed_or_dynamic(strides, make.dynamic_strides(ir));
    let size_divisors = fixed_or_dynamic(shape, make.dynamic_shape(ir)).into_iter().map(|(_, d)| d).collect();
    Some(ViewFacts { element_bytes: scalar_bytes(*elem) as u64, base_divisor: analysis.of(ir, view).divisor, strides, size_divisors })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uniform_multiple_plus_iota_runs_the_whole_tile() {
        let start = Facts::constant(128);
        let iota = Facts { run: 128, divisor: ANY_DIVISOR, uniform: false, constant: None };
        let index = add(start, iota);
        assert_eq!((index.run, index.divisor), (128, 128));
        // Pointers to f32 16-byte aligned: four elements at once.
        let base = Facts::uniform(16);
        let pointers = add(base, Facts { divisor: index.divisor * 4, ..index });
        assert_eq!(pointers.vector(4, 4), 4);
        // A base aligned to 8 bytes only: two; unknown: one.
        assert_eq!(add(Facts::uniform(8), Facts { divisor: 512, ..index }).vector(4, 4), 2);
        assert_eq!(add(Facts::unknown(1), Facts { divisor: 512, ..index }).vector(4, 4), 1);
    }

    #[test]
    fn runs_never_outgrow_their_divisor_when_vectorized() {
        // Runs of 8 starting at odd values: no group of two is aligned.
        let odd = Facts { run: 8, divisor: 1, uniform: false, constant: None };
        assert_eq!(odd.vector(1, 4), 1);
        assert_eq!(odd.without_wrap_around().run, 1);
        let even = Facts { run: 8, divisor: 2, uniform: false, constant: None };
        assert_eq!(even.vector(1, 4), 2);
    }

    #[test]
    fn products_and_shifts_multiply_divisors_and_lose_runs() {
        let iota = Facts { run: 16, divisor: ANY_DIVISOR, uniform: false, constant: None };
        assert_eq!(iota.element_divisor(), 1);
        assert_eq!(divisor_of(0), ANY_DIVISOR);
        assert_eq!(divisor_of(-24), 8);
        let sum = add(Facts::constant(6), Facts::constant(10));
        assert_eq!((sum.uniform, sum.constant, sum.divisor), (true, None, 2));
        let mixed = add(Facts { run: 4, divisor: 4, uniform: false, constant: None }, Facts { run: 4, divisor: 4, uniform: false, constant: None });
        assert_eq!((mixed.run, mixed.divisor), (1, 1));
    }
}
