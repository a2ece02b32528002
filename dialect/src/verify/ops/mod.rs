//! The hand-written verifiers, one module per spec group. The registry names
//! `verify_<mnemonic>` (and `verify_<mnemonic>_regions`) for every op whose
//! spec says `verifier;` (`region_verifier;`), so a missing one is a build error.

pub mod atomics;
pub mod control_flow;
pub mod conversion;
pub mod core;
pub mod float;
pub mod integer;
pub mod memory;
pub mod misc;
pub mod view;

use crate::registry::OpKind;
use super::{Verifier, VerifyResult};
use crate::ir::OpId;

/// Symbol uses of a `SymbolUser` op, checked by the enclosing symbol table
/// with `lookup` resolving names among its symbols.
pub fn verify_symbol_uses(cx: &Verifier, op: OpId, lookup: &dyn Fn(&str) -> Option<OpId>) -> VerifyResult {
    if cx.is(op, OpKind::GetGlobal) {
        return core::verify_get_global_uses(cx, op, lookup);
    }
    Ok(())
}
