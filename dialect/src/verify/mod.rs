//! The verifier: decides whether an [`Ir`] is valid Tile IR, and says why not
//! in upstream's words.
//!
//! It walks ops in the order MLIR's verifier does, and stops at the first
//! failure as MLIR does (one error, with its notes):
//! - entering an op, its invariants ([`ods`]: counts, attributes, type
//!   constraints, traits), then its hand-written verifier (`verify_<op>` in
//!   [`ops`], named by the spec's `verifier;`);
//! - its blocks ([`structure`]: terminators) and the ops in them, except ops
//!   isolated from above, which are verified whole when their parent is left;
//! - leaving an op, its region traits and its region verifier (`region_verifier;`);
//! - after an isolated op and everything in it, dominance of its regions.
//!
//! [`verify`] returns a [`Verified`] proof that backends take, so nothing
//! unverified reaches them.

pub mod debuginfo;
pub mod hints;
pub mod ods;
pub mod ops;
pub mod structure;

use crate::diag::{resolve_location, DiagLoc, Diagnostic};
use crate::ir::{Attribute, BlockId, Ir, LocId, OpId, OpName, TypeId, Value};
use crate::registry::{OpInfo, SimpleTrait};
use crate::text::types::{print_type, TypeStyle};

/// The outcome of one check: the first error found, with its notes.
pub type VerifyResult = Result<(), Box<Diagnostic>>;

/// A hand-written verifier of one op, named by its spec.
pub type VerifyFn = fn(&Verifier, OpId) -> VerifyResult;

/// Proof that an `Ir` passed the verifier; backends require it.
#[derive(Clone, Copy)]
pub struct Verified<'a> {
    ir: &'a Ir,
}

impl<'a> Verified<'a> {
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }
}

/// Verifies every op of `ir`; the first failure is returned as MLIR reports it.
pub fn verify(ir: &Ir) -> Result<Verified<'_>, Box<Diagnostic>> {
    let cx = Verifier { ir, dominance_marks: Default::default(), di_locs: Default::default() };
    for &op in &ir.top_level {
        cx.verify_op_and_dominance(op)?;
    }
    Ok(Verified { ir })
}

/// The verifier's view of an `Ir`, with the helpers hand-written verifiers use.
pub struct Verifier<'a> {
    pub ir: &'a Ir,
    /// Scratch of the dominance check (values defined, blocks open), made
    /// once per `verify` and left all false after each isolated op.
    dominance_marks: std::cell::RefCell<structure::DominanceMarks>,
    /// The `di_loc` each location carries, found once per location (locations
    /// form a DAG through aliases: walking it afresh from every op could take
    /// time exponential in its depth).
    di_locs: std::cell::RefCell<rustc_hash::FxHashMap<LocId, Option<LocId>>>,
}

impl<'a> Verifier<'a> {
    // ---- walking ----

    fn verify_op_and_dominance(&self, op: OpId) -> VerifyResult {
        self.verify_operation(op)?;
        structure::verify_dominance(self, op)
    }

    fn verify_operation(&self, op: OpId) -> VerifyResult {
        if matches!(&self.ir.ops[op].name, OpName::Unregistered(n) if &**n == crate::text::parser::BUILTIN_MODULE) {
            structure::verify_builtin_module(self, op)?;
        }
        ods::verify_invariants(self, op)?;
        let mut isolated = Vec::new();
        for &region in &self.ir.ops[op].regions {
            for &block in &self.ir.regions[region].blocks {
                structure::verify_block(self, block)?;
                for &child in &self.ir.blocks[block].ops {
                    if self.is_isolated(child) && !self.ir.ops[child].regions.is_empty() {
                        isolated.push(child);
                    } else {
                        self.verify_operation(child)?;
                    }
                }
            }
        }
        for child in isolated {
            self.verify_op_and_dominance(child)?;
        }
        if matches!(&self.ir.ops[op].name, OpName::Unregistered(n) if &**n == crate::text::parser::BUILTIN_MODULE) {
            structure::verify_builtin_module_symbols(self, op)?;
        }
        ods::verify_region_invariants(self, op)
    }

    fn is_isolated(&self, op: OpId) -> bool {
        self.ir.op_info(op).is_some_and(|i| i.has_trait(SimpleTrait::IsolatedFromAbove))
    }

    // ---- diagnostics ----

    /// Where `op` is, for diagnostics.
    pub fn op_loc(&self, op: OpId) -> DiagLoc {
        self.loc(self.ir.ops[op].location)
    }

    pub fn loc(&self, loc: LocId) -> DiagLoc {
        resolve_location(self.ir, loc)
    }

    /// MLIR's `emitOpError`: `'cuda_tile.x' op <message>` at the op.
    pub fn op_error(&self, op: OpId, message: impl std::fmt::Display) -> Box<Diagnostic> {
        Box::new(Diagnostic::error(self.op_loc(op), format!("'{}' op {message}", self.ir.ops[op].name.as_str())))
    }

    /// MLIR's `emitError`: the message alone, at the op.
    pub fn error(&self, op: OpId, message: impl Into<String>) -> Box<Diagnostic> {
        Box::new(Diagnostic::error(self.op_loc(op), message))
    }

    /// `Err(op_error(..))`, for `return cx.fail(op, ..)`.
    pub fn fail(&self, op: OpId, message: impl std::fmt::Display) -> VerifyResult {
        Err(self.op_error(op, message))
    }

    // ---- reading the IR ----

    pub fn info(&self, op: OpId) -> Option<&'static OpInfo> {
        self.ir.op_info(op)
    }

    pub fn name(&self, op: OpId) -> &str {
        self.ir.ops[op].name.as_str()
    }

    pub fn is(&self, op: OpId, name: &str) -> bool {
        matches!(&self.ir.ops[op].name, OpName::Registered(i) if i.name == name)
    }

    pub fn attr(&self, op: OpId, name: &str) -> Option<&'a Attribute> {
        self.ir.ops[op].attributes.iter().find(|(n, _)| &**n == name).map(|(_, a)| a)
    }

    pub fn has_attr(&self, op: OpId, name: &str) -> bool {
        self.attr(op, name).is_some()
    }

    pub fn ty(&self, v: Value) -> TypeId {
        self.ir.value_type(v)
    }

    /// The `i`-th operand, if there is one.
    pub fn operand(&self, op: OpId, i: usize) -> Option<Value> {
        self.ir.ops[op].operands.get(i).copied()
    }

    pub fn operands(&self, op: OpId) -> &'a [Value] {
        &self.ir.ops[op].operands
    }

    pub fn result_types(&self, op: OpId) -> &'a [TypeId] {
        &self.ir.ops[op].result_types
    }

    /// The ops of the first block of region `i`, if it has one.
    pub fn body(&self, op: OpId, region: usize) -> Option<BlockId> {
        let r = *self.ir.ops[op].regions.get(region)?;
        self.ir.regions[r].blocks.first().copied()
    }

    /// The last op of a block.
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.ir.blocks[block].ops.last().copied()
    }

    // ---- printing for messages ----

    /// A type as MLIR prints it in diagnostics (`!cuda_tile.tile<4xf32>`).
    pub fn type_str(&self, t: TypeId) -> String {
        let mut s = String::new();
        print_type(&self.ir.types, t, TypeStyle::Full, &mut s);
        s
    }

    /// An attribute as MLIR prints it in diagnostics.
    pub fn attr_str(&self, a: &Attribute) -> String {
        crate::text::attrs::attr_to_string(self.ir, a)
    }
}

/// Adds a note to a boxed diagnostic (`cx.op_error(..).with_boxed_note(..)`).
pub trait WithNote {
    fn with_boxed_note(self, location: DiagLoc, message: impl Into<String>) -> Self;
}

impl WithNote for Box<Diagnostic> {
    fn with_boxed_note(mut self, location: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic { severity: crate::diag::Severity::Note, location, message: message.into(), notes: Vec::new() });
        self
    }
}
