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
//! unverified reaches them. Among what it proves: every result and block
//! argument has a type that keeps the dialect's type rules
//! ([`crate::ir::rules`]; the readers refuse any other, builders may not).

pub mod debuginfo;
pub mod hints;
pub mod ods;
pub mod ops;
pub mod structure;

use crate::diag::{resolve_location, DiagLoc, Diagnostic};
use crate::ir::{Attribute, BlockId, Ir, LocId, OpId, OpName, TypeId, Value};
use crate::registry::{OpInfo, SimpleTrait, Version};
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

/// What a typed view (`generated::ops`) reads an op from: the IR as it is
/// (`&Ir`, where a slot a malformed op lacks reads as `None`), or a verified
/// module ([`Verified`], where every required operand, result, region and
/// attribute is there, so its accessor gives the value itself).
pub trait Reader<'a>: Copy {
    /// What an accessor of a required slot returns: `Option<T>`, or `T`.
    type Required<T>;
    fn ir(self) -> &'a Ir;
    /// `value`, the reading of required slot `slot`, as this reader gives it.
    fn required<T>(value: Option<T>, slot: &'static str) -> Self::Required<T>;
}

impl<'a> Reader<'a> for &'a Ir {
    type Required<T> = Option<T>;

    fn ir(self) -> &'a Ir {
        self
    }

    fn required<T>(value: Option<T>, _: &'static str) -> Option<T> {
        value
    }
}

impl<'a> Reader<'a> for Verified<'a> {
    type Required<T> = T;

    fn ir(self) -> &'a Ir {
        self.ir
    }

    /// The verifier (ODS's checks of every op) admits no op without a
    /// required slot, so a missing one is the verifier's defect.
    fn required<T>(value: Option<T>, slot: &'static str) -> T {
        value.unwrap_or_else(|| panic!("a verified module's op lacks its required {slot}: the verifier let it through"))
    }
}

/// Verifies every op of `ir`; the first failure is returned as MLIR reports
/// it. The rules and words are those of the version of its type table
/// ([`crate::ir::TypeTable::version`]: the newest unless the IR was made for
/// another); when the IR was made for a version, what it holds must exist
/// in that version.
pub fn verify(ir: &Ir) -> Result<Verified<'_>, Box<Diagnostic>> {
    verify_with(ir, &VerifyOptions::default(), &mut Vec::new())
}

/// What a verification is asked to say beyond errors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Optimization hints it cannot use, from 13.3 (`-Wunsupported-hints`,
    /// `-Werr-hints`).
    pub hints: hints::HintChecks,
}

/// [`verify`] with `options`; the warnings given (in the order given) are
/// appended to `warnings`, whether or not verification succeeds.
pub fn verify_with<'a>(ir: &'a Ir, options: &VerifyOptions, warnings: &mut Vec<Diagnostic>) -> Result<Verified<'a>, Box<Diagnostic>> {
    let cx = Verifier { ir, version: ir.types.version(), target: ir.types.target(), options: *options, warnings: Default::default(), dominance_marks: Default::default(), di_locs: Default::default(), type_rules: Default::default() };
    let mut result = Ok(());
    for &op in &ir.top_level {
        result = cx.verify_op_and_dominance(op);
        if result.is_err() {
            break;
        }
    }
    warnings.extend(cx.warnings.into_inner());
    result.map(|()| Verified { ir })
}

/// The verifier's view of an `Ir`, with the helpers hand-written verifiers use.
pub struct Verifier<'a> {
    pub ir: &'a Ir,
    /// The dialect version whose tools' rules and summaries apply.
    pub version: Version,
    /// The version checked against, when the IR was made for one: what the
    /// IR holds must exist in it. (Without one, every version's ops are
    /// accepted: 13.1's `print` beside 13.3's `alloca`.)
    pub target: Option<Version>,
    /// What to say beyond errors.
    pub options: VerifyOptions,
    /// The warnings given so far.
    warnings: std::cell::RefCell<Vec<Diagnostic>>,
    /// Scratch of the dominance check (values defined, blocks open), made
    /// once per `verify` and left all false after each isolated op.
    dominance_marks: std::cell::RefCell<structure::DominanceMarks>,
    /// The `di_loc` each location carries, found once per location (locations
    /// form a DAG through aliases: walking it afresh from every op could take
    /// time exponential in its depth).
    di_locs: std::cell::RefCell<rustc_hash::FxHashMap<LocId, Option<LocId>>>,
    /// Per type (by index), whether it keeps the type rules, once checked.
    type_rules: std::cell::RefCell<Vec<Option<bool>>>,
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
        self.verify_version(op)?;
        ods::verify_invariants(self, op)?;
        self.verify_type_rules(op)?;
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

    /// The types of `op`'s results and of its blocks' arguments keep the
    /// type rules (what the readers check when a type is made; IR built
    /// with [`TypeTable::intern`](crate::ir::TypeTable::intern) may break them).
    fn verify_type_rules(&self, op: OpId) -> VerifyResult {
        let o = &self.ir.ops[op];
        let results = o.result_types.iter().enumerate().map(|(i, &t)| (format!("result #{i}"), t));
        let arguments = o.regions.iter().flat_map(|&r| self.ir.regions[r].blocks.iter()).flat_map(|&b| self.ir.blocks[b].arguments.iter().enumerate().map(|(i, &(t, _))| (format!("block argument #{i}"), t)));
        for (what, t) in results.chain(arguments) {
            if let Err(m) = self.type_keeps_rules(t) {
                return self.fail(op, format!("{what} has a type that breaks the type rules: {m}"));
            }
        }
        Ok(())
    }

    fn type_keeps_rules(&self, t: TypeId) -> Result<(), String> {
        let types = &self.ir.types;
        if self.type_rules.borrow().get(t.index()).copied().flatten() == Some(true) {
            return Ok(());
        }
        // (A type that broke them is checked again: an error ends verification anyway.)
        // Components first (the depth check bounds the recursion).
        let verdict = if types.depth(t) > crate::limits::MAX_TYPE_DEPTH {
            Err(crate::ir::rules::too_deep_message())
        } else {
            types.get(t).components().try_for_each(|c| self.type_keeps_rules(c)).and_then(|()| crate::ir::rules::check_type(types, types.get(t)))
        };
        let mut cache = self.type_rules.borrow_mut();
        if cache.len() <= t.index() {
            cache.resize(types.len(), None);
        }
        cache[t.index()] = Some(verdict.is_ok());
        verdict
    }

    /// What `op` holds exists in the version checked against: the op itself,
    /// its optional fields that are present, its defaulted attributes that
    /// differ from their default, its enum values, and its used results.
    fn verify_version(&self, op: OpId) -> VerifyResult {
        let (Some(info), Some(v)) = (self.info(op), self.target) else { return Ok(()) };
        // Upstream's test-only versions (250.x) are checked by the writer only.
        if info.test_only {
            return Ok(());
        }
        if info.since > v {
            return self.fail(op, format!("is not available in version {v}: it requires version {}+", info.since));
        }
        if let Some(until) = info.until.filter(|u| v >= *u) {
            let renamed = info.replaced_by.map_or(String::new(), |r| format!(" (renamed '{r}')"));
            return self.fail(op, format!("is not available in version {v}: it exists up to version {until}{renamed}"));
        }
        for a in info.attributes {
            let Some(value) = self.attr(op, a.name) else { continue };
            let newer = a.since > v && (crate::bytecode::reader::is_optional(a) || !crate::text::format::is_default_value(a, value));
            if newer {
                return self.fail(op, format!("attribute '{}' requires version {}+, targeting {v}", a.name, a.since));
            }
            if let (crate::registry::AttrKind::Enum(e), Some(x)) = (&a.kind, value.enum_value()) {
                if let Some(case) = e.case(x).filter(|c| c.since > v) {
                    return self.fail(op, format!("attribute '{}' value '{}' requires version {}+, targeting {v}", a.name, case.spelling, case.since));
                }
            }
        }
        for (g, o) in info.operands.iter().enumerate() {
            if o.since > v && !self.ir.operand_group(op, g).is_empty() {
                return self.fail(op, format!("operand '{}' requires version {}+, targeting {v}", o.name, o.since));
            }
        }
        Ok(())
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

    /// MLIR's `emitWarning` at the op: the message alone; verification goes on.
    pub fn warn(&self, op: OpId, message: impl Into<String>) {
        let mut d = Diagnostic::error(self.op_loc(op), message);
        d.severity = crate::diag::Severity::Warning;
        self.warnings.borrow_mut().push(d);
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

    /// Whether `op` is an op of `kind`.
    pub fn is(&self, op: OpId, kind: crate::registry::OpKind) -> bool {
        self.ir.kind(op) == Some(kind)
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
    /// The message for a rounding mode an op does not take: `invalid rounding
    /// mode specified<rest>` (13.1 says `rounding error`).
    /// A message as the target version's tools word it: before 13.2 they
    /// said "invalid rounding error specified" where later ones say "mode".
    pub fn upstream_words(&self, message: String) -> String {
        if self.version < Version::new(13, 2) {
            if let Some(rest) = message.strip_prefix("invalid rounding mode specified") {
                return format!("invalid rounding error specified{rest}");
            }
        }
        message
    }

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

#[cfg(test)]
mod reader_tests {
    use super::verify;
    use crate::generated::enums::RoundingMode;
    use crate::generated::ops::float::AddfOp;
    use crate::text::{parse, ParseOptions};

    /// A typed view reads a required slot as an `Option` from the IR, and as
    /// the value itself from the verified module; the text's omitted
    /// rounding is the parser's nearest_even, not a reader's default.
    #[test]
    fn views_read_required_slots_as_values_from_a_verified_module() {
        let text = "cuda_tile.module @m {\n  entry @k() {\n    %a = constant <f32: 1.0> : tile<4xf32>\n    %b = addf %a, %a : tile<4xf32>\n    %c = addf %b, %a rounding<zero> : tile<4xf32>\n    return\n  }\n}\n";
        let ir = parse(text, "t.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).expect("parses");
        let verified = verify(&ir).expect("verifies");
        let adds: Vec<AddfOp> = ir.ops.iter().filter_map(|(id, _)| AddfOp::cast(&ir, id)).collect();
        assert_eq!(adds.len(), 2);
        assert_eq!(adds[0].rounding_mode(&ir), Some(RoundingMode::NearestEven));
        let modes: Vec<RoundingMode> = adds.iter().map(|a| a.rounding_mode(verified)).collect();
        assert_eq!(modes, [RoundingMode::NearestEven, RoundingMode::Zero]);
        assert_eq!(adds[1].lhs(verified), adds[0].result(verified));
    }
}
