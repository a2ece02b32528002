//! Tensor and partition views (not lowered yet).

use tilesmith_dialect::ir::OpId;

use super::super::LowerError;
use super::Lowerer;

/// A tensor view's registers: base address, shape and strides (in elements).
#[derive(Clone, Debug)]
pub struct TensorViewRegs;

/// A partition view's registers.
#[derive(Clone, Debug)]
pub struct PartitionViewRegs;

pub fn lower(_cx: &mut Lowerer<'_>, _op: OpId, _mnemonic: &str) -> Result<bool, LowerError> {
    Ok(false)
}
