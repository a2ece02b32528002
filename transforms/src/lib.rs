//! Passes over verified IR, and the pipelines that run them.
//!
//! A pass edits the IR in place ([`tilesmith_dialect::ir::edit`]) on one op
//! it is anchored on: a `cuda_tile.module`, a function (`entry`, or the
//! test-only `testing$func`), or any op. Pipelines are written as MLIR
//! writes them (`builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=2})))`):
//! an op name with a nested pipeline runs it on each op of that name
//! directly inside the op around it; a pass name runs that pass on the op
//! around it. [`PASSES`] lists every pass with its options.
//!
//! Passes run on verified IR and leave IR that must verify again; the
//! caller verifies after each pipeline, as cuda-tile-opt does.

pub mod canonicalize;
mod constants;
pub mod debuginfo;
pub mod fuse_fma;
pub mod loop_split;
pub mod pipeline;
pub mod prefetch;
pub mod rewrite;

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::ir::{Ir, OpId};
use tilesmith_dialect::registry::{OpKind, SimpleTrait};

pub use pipeline::{parse_pipeline, run_pipeline, Element, PassOptions};

/// What a pass may be anchored on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Any op.
    Any,
    /// A `cuda_tile.module`.
    Module,
    /// A function: an op with the FunctionLike trait (`entry`, `testing$func`).
    Function,
}

impl Anchor {
    pub fn accepts(self, ir: &Ir, op: OpId) -> bool {
        match self {
            Anchor::Any => true,
            Anchor::Module => ir.kind(op) == Some(OpKind::Module),
            Anchor::Function => ir.op_info(op).is_some_and(|i| i.has_trait(SimpleTrait::FunctionLike)),
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Anchor::Any => "any op",
            Anchor::Module => "'cuda_tile.module'",
            Anchor::Function => "a function ('cuda_tile.entry' or another function-like op)",
        }
    }
}

/// One pass option: its name, what it holds, its default, what it means.
#[derive(Debug)]
pub struct OptionInfo {
    pub name: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
    pub help: &'static str,
}

/// What an option's value must be (checked when the pipeline is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Text,
    /// `true`/`false` (or `1`/`0`; a bare option is `true`).
    Bool,
    /// A 32-bit signed integer.
    I32,
}

/// A pass's run function: the IR, the op it is anchored on, its options
/// (checked against [`Pass::options`]). Errors are diagnostics at ops.
pub type RunFn = fn(&mut Ir, OpId, &PassOptions) -> Result<(), Vec<Diagnostic>>;

/// A registered pass.
#[derive(Debug)]
pub struct Pass {
    /// Its name in pipelines (`fuse-fma`).
    pub name: &'static str,
    pub summary: &'static str,
    pub anchor: Anchor,
    pub options: &'static [OptionInfo],
    /// Registered for upstream's tests only (`test-...`): listed apart.
    pub test_only: bool,
    pub run: RunFn,
}

/// Every pass, by name.
pub static PASSES: &[&Pass] = &[&canonicalize::CANONICALIZE, &fuse_fma::FUSE_FMA, &loop_split::LOOP_SPLIT, &prefetch::PREFETCH_LOADS, &debuginfo::SYNTHESIZE_SCOPES, &debuginfo::UPDATE_SYMBOL_NAME];

/// The pass named `name`.
pub fn lookup(name: &str) -> Option<&'static Pass> {
    PASSES.iter().copied().find(|p| p.name == name)
}
