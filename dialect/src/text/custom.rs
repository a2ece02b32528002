//! Hand-written syntax, both directions: the custom directives that specs'
//! formats name (`custom<CudaTileType>(...)`, rounding modes, predicates,
//! dense constants, regions with arguments, memory attributes) and the ops
//! whose whole syntax upstream writes by hand (`entry` and the test function,
//! `for`, `loop`, `get_index_space_shape`, `get_tensor_shape`,
//! `make_tensor_view`, `make_partition_view`). Wording of errors follows
//! upstream's parsers.

use super::lexer::Punctuated;
use crate::ir::{SYM_NAME, FUNCTION_TYPE};
use super::attrs::{dense_elements, encode_dense, shape_list, AttrPrinter, DenseNumber};
use super::format::FormatState;
use super::lexer::Token;
use super::parser::{ArgumentDecl, OpState, PResult, Parser};
use super::printer::Printer;
use super::types::TypeStyle;
use crate::diag::Diagnostic;
use crate::enums::{AtomicRMWMode, MemoryOrderingSemantics, MemoryScope, RoundingMode, SymbolVisibility, ENUMS};
use crate::ir::{Attribute, OpId, RegionId, TypeData, TypeId, Value, DYNAMIC};
use crate::registry::{EnumInfo, FormatElement as F, HandwrittenOp, OpInfo, OpKind, Slot};
use crate::Scalar;

/// The slot a directive argument names: `$x`, `type($x)` or `ref($x)`.
fn arg_slot(e: &F) -> Option<Slot> {
    match e {
        F::Var(s) => Some(*s),
        F::TypeOf(inner) | F::Ref(F::TypeOf(inner)) => inner.first().and_then(arg_slot),
        F::Ref(inner) => arg_slot(inner),
        _ => None,
    }
}

fn enum_named(name: &str) -> &'static EnumInfo {
    ENUMS.iter().find(|e| e.name == name).copied().expect("enum declared in the specs")
}

const IEEE_MODES: &[&str] = &["nearest_even", "zero", "negative_inf", "positive_inf"];
const DIVF_MODES: &[&str] = &["nearest_even", "zero", "negative_inf", "positive_inf", "approx", "full"];
const SQRT_MODES: &[&str] = &["nearest_even", "zero", "negative_inf", "positive_inf", "approx"];
const INTEGER_MODES: &[&str] = &["nearest_int_to_zero"];
const FULL_OR_APPROX: &[&str] = &["approx", "full"];

impl<'a> Parser<'a> {
    /// A custom directive of a declarative format.
    pub fn parse_custom_directive(&mut self, info: &'static OpInfo, name: &str, args: &[F], fs: &mut FormatState<'a>) -> PResult<()> {
        let slot = |i: usize| args.get(i).and_then(arg_slot);
        let attr_index = |i: usize| match slot(i) {
            Some(Slot::Attribute(a)) => a as usize,
            _ => usize::MAX,
        };
        match name {
            "CudaTileType" => {
                let Some(s) = slot(0) else { return self.error_here("CudaTileType needs a type") };
                let types = self.parse_slot_types(info, s)?;
                match s {
                    Slot::Operand(i) => fs.operand_types[i as usize] = Some(types),
                    Slot::Result(i) => fs.result_types[i as usize] = Some(types),
                    _ => {}
                }
            }
            "CudaTileTypeSplat" => {
                // One type for all the operands, or (13.3) one type each.
                let t = self.parse_cuda_tile_type()?;
                let mut types: smallvec::SmallVec<[TypeId; 4]> = smallvec::smallvec![t];
                while self.eat_punct(",") {
                    types.push(self.parse_cuda_tile_type()?);
                }
                if let Some(Slot::Operand(i)) = slot(0) {
                    let n = fs.operands[i as usize].as_ref().map_or(1, |l| l.len());
                    if types.len() == 1 {
                        types = smallvec::smallvec![t; n];
                    }
                    fs.operand_types[i as usize] = Some(types.into_iter().collect());
                }
            }
            "TanHOpRoundingMode" | "ExpOpRoundingMode" => {
                let mode = self.parse_rounding_mode(FULL_OR_APPROX, RoundingMode::Full, false)?;
                fs.attributes[attr_index(0)] = Some(Attribute::Enum { info: RoundingMode::INFO, value: mode.value() });
            }
            "SymbolVisibility" => {
                // `public` (the default: absent, and not printed) or `private`, before the other keywords.
                let visibility = if self.eat_keyword("private") {
                    Some(SymbolVisibility::Private)
                } else if self.eat_keyword("public") {
                    Some(SymbolVisibility::Public)
                } else {
                    None
                };
                if let Some(v) = visibility {
                    fs.attributes[attr_index(0)] = Some(Attribute::Enum { info: SymbolVisibility::INFO, value: v.value() });
                }
            }
            "IEEERoundingMode" | "DivFOpRoundingMode" | "SqrtOpRoundingMode" | "IntegerRoundingMode" => {
                let (allowed, default, strict) = match name {
                    "IEEERoundingMode" => (IEEE_MODES, RoundingMode::NearestEven, true),
                    "DivFOpRoundingMode" => (DIVF_MODES, RoundingMode::NearestEven, false),
                    "SqrtOpRoundingMode" => (SQRT_MODES, RoundingMode::NearestEven, false),
                    _ => (INTEGER_MODES, RoundingMode::NearestIntToZero, true),
                };
                let mode = self.parse_rounding_mode(allowed, default, strict)?;
                fs.attributes[attr_index(0)] = Some(Attribute::Enum { info: RoundingMode::INFO, value: mode.value() });
            }
            "Signedness" | "ComparisonPredicate" | "ComparisonOrdering" => {
                let (info_e, message) = match name {
                    "Signedness" => (enum_named("Signedness"), "expected signedness to be one of: {'signed', 'unsigned'}"),
                    "ComparisonPredicate" => (enum_named("ComparisonPredicate"), "expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}"),
                    _ => (enum_named("ComparisonOrdering"), "expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}"),
                };
                let word = self.parse_keyword_then(name, message)?;
                let Some(value) = info_e.value(word.0) else { return self.asm_error(word.1, message) };
                fs.attributes[attr_index(0)] = Some(Attribute::Enum { info: info_e, value });
            }
            "AssumePredicate" => {
                let offset = self.offset();
                let attribute_start = match self.peek() {
                    Token::HashId(_) | Token::Integer(_) | Token::Float(_) | Token::String(_) | Token::BangId(_) | Token::Punct("[" | "{" | "-") => true,
                    Token::BareId(w) => matches!(w, "true" | "false" | "dense" | "unit" | "array" | "sparse" | "dense_resource"),
                    _ => false,
                };
                let a = if attribute_start {
                    let a = self.parse_attribute()?;
                    if !matches!(a, Attribute::DivBy { .. } | Attribute::SameElements(_) | Attribute::Bounded { .. }) {
                        return self.asm_error(offset, "expected assume predicate attribute");
                    }
                    a
                } else {
                    let (word, _) = self.parse_keyword_then("AssumePredicate", "expected attribute name")?;
                    match word {
                        "div_by" => self.parse_div_by_body()?,
                        "same_elements" => self.parse_same_elements_body()?,
                        "bounded" => self.parse_bounded_body()?,
                        other => return self.asm_error(offset, format!("unknown assume predicate attribute: {other} (expected 'div_by', 'same_elements', or 'bounded')")),
                    }
                };
                fs.attributes[attr_index(0)] = Some(a);
            }
            "DenseIntOrFPElementsAttr" | "DenseIntOrFPElementsAttrNoResult" => {
                let (attr, ty) = self.parse_dense_constant()?;
                fs.attributes[attr_index(0)] = Some(attr);
                if let Some(Slot::Result(i)) = slot(1) {
                    fs.result_types[i as usize] = Some(smallvec::smallvec![ty]);
                }
            }
            "IfOpRegion" => {
                let name_offset = self.offset();
                let r = self.parse_region(&[], false)?;
                self.ensure_terminator(info, r, name_offset);
                if let Some(Slot::Region(i)) = slot(0) {
                    fs.regions[i as usize] = Some(r);
                }
            }
            "ArgumentRegion" => {
                let args = self.parse_argument_list(false)?;
                let r = self.parse_region(&args, false)?;
                if let Some(Slot::Region(i)) = slot(0) {
                    fs.regions[i as usize] = Some(r);
                }
            }
            "MemoryAttributes" => {
                let offset = self.offset();
                let sem_info = enum_named("MemoryOrderingSemantics");
                // Upstream reads a keyword and ignores its failure (which is still reported).
                let word = match self.parse_keyword() {
                    Ok(w) => w,
                    Err(d) => {
                        self.emit(*d);
                        ""
                    }
                };
                let Some(sem) = sem_info.value(word) else {
                    return self.asm_error(offset, format!("invalid memory_ordering_semantics attribute specification. Got \"{word}\" but expect one of: weak, relaxed, acquire, release, acq_rel"));
                };
                fs.attributes[attr_index(0)] = Some(Attribute::Enum { info: sem_info, value: sem });
                let scope_offset = self.offset();
                if let Token::BareId(scope) = self.peek() {
                    self.bump();
                    if word == "weak" {
                        return self.asm_error(scope_offset, format!("operation specifies weak memory ordering semantics, but then provides \"{scope}\" scope, expected no memory scope."));
                    }
                    let scope_info = enum_named("MemoryScope");
                    let Some(v) = scope_info.value(scope) else {
                        return self.asm_error(scope_offset, format!("invalid memory_scope attribute specification. Got \"{scope}\" but expect one of: tl_blk, device, sys"));
                    };
                    fs.attributes[attr_index(1)] = Some(Attribute::Enum { info: scope_info, value: v });
                }
            }
            other => return self.error_here(format!("custom directive '{other}' has no parser")),
        }
        Ok(())
    }

    /// A keyword and its offset; when there is none, MLIR's generic "expected
    /// valid keyword" is reported, then `message` (both by the op parser).
    fn parse_keyword_then(&mut self, _what: &str, message: &str) -> PResult<(&'a str, usize)> {
        let offset = self.offset();
        match self.parse_keyword() {
            Ok(w) => Ok((w, offset)),
            Err(first) => {
                self.emit(*first);
                self.asm_error(offset, message)
            }
        }
    }

    /// `rounding<mode>` or nothing (the default).
    fn parse_rounding_mode(&mut self, allowed: &[&str], default: RoundingMode, strict: bool) -> PResult<RoundingMode> {
        if !self.eat_keyword("rounding") {
            return Ok(default);
        }
        self.expect_punct("<")?;
        let word = self.parse_keyword()?;
        self.expect_punct(">")?;
        let listed: Vec<String> = allowed.iter().map(|m| format!("'{m}'")).collect();
        let offset = self.offset();
        match RoundingMode::from_spelling(word) {
            Some(m) if !strict || allowed.contains(&word) => Ok(m),
            Some(_) => self.asm_error(offset, format!("expected rounding mode to be one of: {}, got: '{word}'", listed.join(", "))),
            None if strict => self.asm_error(offset, format!("expected rounding mode to be one of: {}, got: '{word}'", listed.join(", "))),
            None => self.asm_error(offset, format!("expected rounding mode to be one of: {}", listed.join(", "))),
        }
    }

    /// `<elem: literal> : type` as `constant` and `global` write it. Checks
    /// run in upstream's order: the element type, each value as it is read,
    /// then the type after the literal.
    fn parse_dense_constant(&mut self) -> PResult<(Attribute, TypeId)> {
        self.expect_punct("<")?;
        // The element types of a number tile, in the version parsed for.
        let version = self.ir.types.version();
        let tile_summary = crate::generated::predicates::NUMBER_TILE.summary_at(version);
        let elements = tile_summary.strip_prefix("tile of ").and_then(|s| s.strip_suffix(" values")).unwrap_or(tile_summary);
        let allowed = format!("expect element type to be one of {elements} values, but got ");
        let prefix = match self.parse_cuda_tile_type() {
            Ok(t) => t,
            Err(d) => {
                self.emit(*d);
                let at = self.offset();
                return self.asm_error(at, format!("{allowed}'<<NULL TYPE>>'"));
            }
        };
        let scalar = match self.ir.types.get(prefix) {
            TypeData::Scalar(s) if (crate::generated::predicates::NUMBER.check)(&self.ir.types, prefix) && s.since() <= version => *s,
            _ => {
                let text = self.type_string(prefix);
                let at = self.offset();
                return self.asm_error(at, format!("{allowed}'{text}'"));
            }
        };
        self.expect_punct(":")?;
        let literal = match self.parse_dense_literal() {
            Ok(l) => l,
            Err(mut d) if d.message == "expected integer or floating point literal" => {
                d.message = if scalar.is_float() { "expected floating point literal".into() } else { self.asm_message("expected integer value") };
                return Err(d);
            }
            Err(d) => return Err(d),
        };
        for (v, &at) in literal.values.iter().zip(&literal.offsets) {
            self.check_dense_number(v, at, scalar)?;
        }
        self.expect_punct(">")?;
        self.expect_punct(":")?;
        let type_offset = self.offset();
        let ty = self.parse_cuda_tile_type()?;
        let (shape, element) = match self.ir.types.get(ty) {
            TypeData::Tile { shape, element } => (shape.clone(), *element),
            _ => {
                let text = self.type_string(ty);
                return self.asm_error(type_offset, format!("result #0 must be {tile_summary}, but got '{text}'"));
            }
        };
        if element != prefix {
            let (a, b) = (self.type_string(prefix), self.type_string(element));
            return self.asm_error(type_offset, format!("mismatch between the element type: '{a}' and the tile element type '{b}'"));
        }
        if shape.is_empty() && !literal.shape.is_empty() {
            return self.asm_error(type_offset, format!("inferred shape of elements literal ({}) does not match type ([])", shape_list(&literal.shape)));
        }
        if !shape.is_empty() && !literal.shape.is_empty() && *literal.shape != *shape {
            return self.asm_error(type_offset, format!("inferred shape of elements literal ({}) does not match type ({})", shape_list(&literal.shape), shape_list(&shape)));
        }
        if literal.values.is_empty() {
            let at = self.offset();
            return self.asm_error(at, "dense attribute cannot be empty");
        }
        let data = encode_dense(&literal, scalar).map_err(|(i, m)| Diagnostic::at_offset(literal.offsets.get(i).copied().unwrap_or(type_offset), m))?;
        Ok((dense_elements(ty, scalar, data), ty))
    }

    /// One value of a dense constant, as upstream reads it: integers as i64
    /// within the union of the signed and unsigned ranges of the element,
    /// floats as float literals or hexadecimal bit patterns.
    fn check_dense_number(&self, v: &DenseNumber, at: usize, scalar: Scalar) -> PResult<()> {
        if !scalar.is_float() {
            let value: i128 = match v {
                DenseNumber::Bool(b) if scalar == Scalar::I1 => i128::from(*b),
                DenseNumber::Bool(_) | DenseNumber::Float { .. } => return self.asm_error(at, "expected integer value"),
                DenseNumber::Int { negative, text } => {
                    let magnitude = super::parser::parse_int_literal(text).map(i128::from);
                    match magnitude.map(|m| if *negative { -m } else { m }).filter(|v| i64::try_from(*v).is_ok()) {
                        Some(v) => v,
                        None => return self.error(at, "integer value too large"),
                    }
                }
            };
            let (min, max): (i128, i128) = match scalar.width() {
                1 => (-1, 1),
                w @ (8 | 16 | 32) => (-(1i128 << (w - 1)), (1i128 << w) - 1),
                _ => (i128::from(i64::MIN), i128::from(i64::MAX)),
            };
            if value < min || value > max {
                return self.asm_error(at, "integer constant out of range for type");
            }
            return Ok(());
        }
        match v {
            DenseNumber::Float { .. } => Ok(()),
            DenseNumber::Bool(_) => self.error(at, "expected floating point literal"),
            DenseNumber::Int { text, .. } if !text.starts_with("0x") => Err(Box::new(Diagnostic::at_offset(at, "unexpected decimal integer literal for a floating point value").with_note(crate::diag::DiagLoc::Offset(at), "add a trailing dot to make the literal a float"))),
            DenseNumber::Int { negative: true, .. } => self.error(at, "hexadecimal float literal should not have a leading minus"),
            DenseNumber::Int { text, .. } => {
                // The literal's significant bits against the format's size (19 for tf32).
                let significant = text.trim_start_matches("0x").trim_start_matches('0');
                let active_bits = match u128::from_str_radix(if significant.is_empty() { "0" } else { significant }, 16) {
                    Ok(v) => 128 - v.leading_zeros(),
                    Err(_) => u32::MAX,
                };
                let size = if scalar == Scalar::Tf32 { 19 } else { scalar.width() };
                if active_bits > size {
                    return self.error(at, "hexadecimal float constant out of range for type");
                }
                Ok(())
            }
        }
    }

    /// `(%a: type, ...)` as functions and argument regions declare them.
    fn parse_argument_list(&mut self, allow_attrs: bool) -> PResult<Vec<ArgumentDecl<'a>>> {
        self.expect_punct("(")?;
        let mut out: Vec<ArgumentDecl<'a>> = Vec::new();
        if self.eat_punct(")") {
            return Ok(out);
        }
        loop {
            let offset = self.offset();
            if !self.at_operand() {
                return self.error(offset, "expected SSA identifier");
            }
            let u = self.parse_operand()?;
            self.expect_punct(":")?;
            let ty = self.parse_cuda_tile_type()?;
            if allow_attrs {
                // Argument attributes: parsed and dropped (none are defined for 13.1).
                self.parse_optional_attr_dict()?;
            }
            let location = self.parse_optional_trailing_location()?;
            out.push(ArgumentDecl { name: u.name, offset, ty, location });
            if self.eat_punct(")") {
                return Ok(out);
            }
            self.expect_punct(",")?;
        }
    }

    /// `(%inner = %outer, ...)` of `for` and `loop`.
    fn parse_assignment_list(&mut self) -> PResult<Vec<(super::parser::UnresolvedOperand<'a>, super::parser::UnresolvedOperand<'a>)>> {
        self.expect_punct("(")?;
        self.list_until(")", |p| {
            let inner = p.parse_operand()?;
            p.expect_punct("=")?;
            let outer = p.parse_operand()?;
            Ok((inner, outer))
        })
    }

    /// Ops whose whole syntax is hand-written.
    pub fn parse_handwritten(&mut self, info: &'static OpInfo, state: &mut OpState, name_offset: usize) -> PResult<()> {
        let Some(which) = info.kind.handwritten() else {
            return self.error(name_offset, format!("op '{}' has no hand-written parser", info.mnemonic));
        };
        match which {
            HandwrittenOp::Entry | HandwrittenOp::TestingFunc => self.parse_function(info, state, name_offset),
            HandwrittenOp::For => self.parse_for(info, state, name_offset),
            HandwrittenOp::Loop => self.parse_loop(info, state, name_offset),
            HandwrittenOp::GetIndexSpaceShape | HandwrittenOp::GetTensorShape => self.parse_get_shape(info, state),
            HandwrittenOp::MakeTensorView => self.parse_make_tensor_view(state),
            HandwrittenOp::MakePartitionView => self.parse_make_view(state, "partition_view"),
            HandwrittenOp::MakeStridedView => self.parse_make_view(state, "strided_view"),
            HandwrittenOp::MakeGatherScatterView => self.parse_make_view(state, "gather_scatter_view"),
            HandwrittenOp::AtomicRedViewTko => self.parse_atomic_red_view_tko(state),
        }
    }

    fn parse_function(&mut self, info: &'static OpInfo, state: &mut OpState, name_offset: usize) -> PResult<()> {
        let name = self.parse_symbol_name()?;
        state.set_attr(SYM_NAME, Attribute::String(name.into()));
        let args = self.parse_argument_list(true)?;
        let mut results = Vec::new();
        if self.eat_punct("->") {
            if self.eat_punct("(") {
                if !self.eat_punct(")") {
                    results = self.comma_list(|p| {
                        let t = p.parse_cuda_tile_type()?;
                        p.parse_optional_attr_dict()?;
                        Ok(t)
                    })?;
                    self.expect_punct(")")?;
                }
            } else {
                results.push(self.parse_cuda_tile_type()?);
            }
        }
        let inputs: Vec<TypeId> = args.iter().map(|a| a.ty).collect();
        let fn_type = self.ir.types.intern(TypeData::Function { inputs: inputs.into(), results: results.into() });
        state.set_attr(FUNCTION_TYPE, Attribute::Type(fn_type));
        state.set_attr("arg_attrs", Attribute::Array(args.iter().map(|_| Attribute::Dictionary(std::sync::Arc::new([]))).collect()));
        if info.kind == OpKind::Entry && self.eat_keyword("optimization_hints") {
            self.expect_punct("=")?;
            let hints = self.parse_optimization_hints_body()?;
            state.set_attr("optimization_hints", hints);
        }
        let region = self.parse_region(&args, true)?;
        if self.ir.regions[region].blocks.is_empty() {
            self.ir.append_block(region, &[]);
        }
        self.ensure_terminator(info, region, name_offset);
        state.regions.push(region);
        for (n, a) in self.parse_optional_attr_dict()? {
            state.set_attr(n, a);
        }
        Ok(())
    }

    fn parse_for(&mut self, info: &'static OpInfo, state: &mut OpState, name_offset: usize) -> PResult<()> {
        // `for unsigned %iv ...` (13.2): the bounds compare as unsigned integers.
        if self.eat_keyword("unsigned") {
            state.set_attr("unsignedCmp", Attribute::Unit);
        }
        let iv = self.parse_operand()?;
        self.expect_keyword("in")?;
        self.expect_punct("(")?;
        let lb = self.parse_operand()?;
        self.expect_keyword("to")?;
        let ub = self.parse_operand()?;
        self.expect_punct(",")?;
        self.expect_keyword("step")?;
        let step = self.parse_operand()?;
        self.expect_punct(")")?;
        self.expect_punct(":")?;
        let iv_type = self.parse_cuda_tile_type()?;
        let mut args = vec![ArgumentDecl { name: iv.name, offset: iv.offset, ty: iv_type, location: None }];
        let mut inits = Vec::new();
        if self.eat_keyword("iter_values") {
            let assignments = self.parse_assignment_list()?;
            self.expect_punct("->")?;
            self.expect_punct("(")?;
            let types = self.parse_cuda_tile_type_list()?;
            self.expect_punct(")")?;
            if assignments.len() != types.len() {
                return self.error(name_offset, "mismatch in number of loop-carried values and defined values");
            }
            for ((inner, outer), ty) in assignments.into_iter().zip(&types) {
                args.push(ArgumentDecl { name: inner.name, offset: inner.offset, ty: *ty, location: None });
                inits.push(outer);
            }
            state.result_types = types.into();
        }
        let region = self.parse_region(&args, false)?;
        self.ensure_terminator(info, region, name_offset);
        state.regions.push(region);
        for (n, a) in self.parse_optional_attr_dict()? {
            state.set_attr(n, a);
        }
        let bounds = self.resolve_operands(&[lb, ub, step], &[iv_type; 3], name_offset)?;
        let init_types = state.result_types.clone();
        let init_values = self.resolve_operands(&inits, &init_types, name_offset)?;
        state.operands = bounds.into();
        state.operands.extend(init_values);
        Ok(())
    }

    fn parse_loop(&mut self, info: &'static OpInfo, state: &mut OpState, name_offset: usize) -> PResult<()> {
        let mut args = Vec::new();
        let mut inits = Vec::new();
        let mut iter_types = Vec::new();
        if self.eat_keyword("iter_values") {
            let assignments = self.parse_assignment_list()?;
            self.expect_punct(":")?;
            iter_types = self.parse_cuda_tile_type_list()?;
            if assignments.len() != iter_types.len() {
                return self.error_here("found different number of iter_values and types");
            }
            if self.eat_punct("->") {
                state.result_types = self.parse_cuda_tile_type_list()?.into();
            }
            for ((inner, outer), ty) in assignments.into_iter().zip(&iter_types) {
                args.push(ArgumentDecl { name: inner.name, offset: inner.offset, ty: *ty, location: None });
                inits.push(outer);
            }
        } else if self.eat_punct(":") {
            state.result_types = self.parse_cuda_tile_type_list()?.into();
        }
        let region = self.parse_region(&args, false)?;
        self.ensure_terminator(info, region, name_offset);
        state.regions.push(region);
        for (n, a) in self.parse_optional_attr_dict()? {
            state.set_attr(n, a);
        }
        state.operands = self.resolve_operands(&inits, &iter_types, name_offset)?.into();
        Ok(())
    }

    fn parse_get_shape(&mut self, info: &'static OpInfo, state: &mut OpState) -> PResult<()> {
        let src = self.parse_operand()?;
        self.expect_punct(":")?;
        let type_offset = self.offset();
        let src_type = self.parse_cuda_tile_type()?;
        self.expect_punct("->")?;
        let result_type = self.parse_cuda_tile_type()?;
        let rank = match (info.kind, self.ir.types.get(src_type)) {
            (OpKind::GetTensorShape, TypeData::TensorView { shape, .. }) => shape.len(),
            (OpKind::GetIndexSpaceShape, TypeData::PartitionView { tile_shape, .. } | TypeData::StridedView { tile_shape, .. } | TypeData::GatherScatterView { tile_shape, .. }) => tile_shape.len(),
            (OpKind::GetTensorShape, _) => return self.asm_error(type_offset, format!("expected tensor_view, got '{}'", self.type_string(src_type))),
            _ => return self.asm_error(type_offset, format!("expected tile view, got '{}'", self.type_string(src_type))),
        };
        state.operands = vec![self.resolve_operand(src, src_type)?].into();
        state.result_types = vec![result_type; rank].into();
        Ok(())
    }

    fn parse_make_tensor_view(&mut self, state: &mut OpState) -> PResult<()> {
        let base = self.parse_operand()?;
        self.expect_punct(",")?;
        type Mixed<'x> = (Vec<(i64, usize)>, Vec<super::parser::UnresolvedOperand<'x>>);
        let parse_mixed = |p: &mut Self| -> PResult<Mixed<'a>> {
            p.expect_punct("[")?;
            let mut elements = Vec::new();
            let mut dynamic = Vec::new();
            p.list_until("]", |p| {
                let at = p.offset();
                if matches!(p.peek(), Token::Integer(_) | Token::Punct("-")) {
                    elements.push((p.parse_integer()?, at));
                } else if p.at_operand() {
                    dynamic.push(p.parse_operand()?);
                    elements.push((DYNAMIC, at));
                } else {
                    return p.asm_error(at, "expected either integer or SSA value");
                }
                Ok(())
            })?;
            Ok((elements, dynamic))
        };
        self.expect_keyword("shape")?;
        self.expect_punct("=")?;
        let shape_offset = self.offset();
        let (shape, dyn_shape) = parse_mixed(self)?;
        self.expect_punct(",")?;
        self.expect_keyword("strides")?;
        self.expect_punct("=")?;
        let stride_offset = self.offset();
        let (strides, dyn_strides) = parse_mixed(self)?;
        let attrs = self.parse_optional_attr_dict()?;
        self.expect_punct(":")?;
        // `[BASE ->]`, `INDEX ->` or `BASE, INDEX ->` before the view: the base's type is
        // written when it carries 13.4's pointer attribute (a tile of pointers).
        let mut index_type = None;
        let mut base_type = None;
        let dynamic = !dyn_shape.is_empty() || !dyn_strides.is_empty();
        let first = self.parse_cuda_tile_type()?;
        // (A tile of plain pointers there is an index type, which the verifier refuses, as upstream's parser reads it.)
        let attributed_pointers = |p: &Self, t| matches!(p.ir.types.get(t), TypeData::Tile { element, .. } if matches!(p.ir.types.get(*element), TypeData::Pointer { ptr_attr: Some(_), .. }));
        let view_type = if attributed_pointers(self, first) && (!dynamic || self.peek() == Token::Punct(",")) {
            base_type = Some(first);
            if dynamic {
                self.expect_punct(",")?;
                index_type = Some(self.parse_cuda_tile_type()?);
            }
            self.expect_punct("->")?;
            self.parse_cuda_tile_type()?
        } else if dynamic {
            index_type = Some(first);
            self.expect_punct("->")?;
            self.parse_cuda_tile_type()?
        } else {
            first
        };
        let TypeData::TensorView { element, shape: tv_shape, strides: tv_strides, .. } = self.ir.types.get(view_type).clone() else {
            let text = self.type_string(view_type);
            let at = self.offset();
            return self.asm_error(at, format!("expected 'tensor_view' type, but got '{text}'"));
        };
        let base_type = match base_type {
            Some(t) => t,
            None => {
                let ptr = self.ir.types.pointer(element);
                self.ir.types.tile(&[], ptr)
            }
        };
        let base_value = self.resolve_operand(base, base_type)?;
        let compare = |p: &Self, given: &[(i64, usize)], expected: &[i64], decl: usize, name: &str| -> PResult<()> {
            if given.len() != expected.len() {
                return p.asm_error(decl, format!("expected {name} declaration to contain {} elements due to tensor_view type, but {} were provided", expected.len(), given.len()));
            }
            for (i, ((g, at), e)) in given.iter().zip(expected).enumerate() {
                if g != e {
                    let show = |v: i64| if v == DYNAMIC { "dynamic".to_string() } else { v.to_string() };
                    return p.asm_error(*at, format!("input {name} dimension {i} does not match tensor_view type (expected {}, got {})", show(*e), show(*g)));
                }
            }
            Ok(())
        };
        compare(self, &shape, &tv_shape, shape_offset, "shape")?;
        compare(self, &strides, &tv_strides, stride_offset, "stride")?;
        state.operands.push(base_value);
        if let Some(it) = index_type {
            for u in dyn_shape.iter().chain(&dyn_strides) {
                let v = self.resolve_operand(*u, it)?;
                state.operands.push(v);
            }
        }
        state.operand_segments = Some(vec![1, dyn_shape.len() as u32, dyn_strides.len() as u32]);
        for (n, a) in attrs {
            state.set_attr(n, a);
        }
        state.result_types.push(view_type);
        Ok(())
    }

    /// `make_partition_view`, `make_strided_view` and `make_gather_scatter_view`:
    /// `%tensor_view : <view type>`, the view type of `mnemonic`.
    fn parse_make_view(&mut self, state: &mut OpState, mnemonic: &str) -> PResult<()> {
        let view = self.parse_operand()?;
        let attrs = self.parse_optional_attr_dict()?;
        self.expect_punct(":")?;
        let offset = self.offset();
        let t = self.parse_cuda_tile_type()?;
        let kind_matches = match self.ir.types.get(t) {
            TypeData::PartitionView { .. } => mnemonic == "partition_view",
            TypeData::StridedView { .. } => mnemonic == "strided_view",
            TypeData::GatherScatterView { .. } => mnemonic == "gather_scatter_view",
            _ => false,
        };
        let tensor_view = match self.ir.types.view_tiles(t) {
            Some((_, tensor_view, _)) if kind_matches => tensor_view,
            _ => {
                let text = self.type_string(t);
                return self.asm_error(offset, format!("expected '{mnemonic}' type, but got '{text}'"));
            }
        };
        state.operands.push(self.resolve_operand(view, tensor_view)?);
        state.result_types.push(t);
        for (n, a) in attrs {
            state.set_attr(n, a);
        }
        Ok(())
    }
}

impl<'a> Parser<'a> {
    /// `atomic_red_view_tko` (13.3): `relaxed device %view[%i, %j], addf,
    /// %value (token = %t)? (attributes {...})? : value type, view type(,
    /// index type)* -> token type`, as upstream's parser reads it.
    fn parse_atomic_red_view_tko(&mut self, state: &mut OpState) -> PResult<()> {
        let sem_at = self.offset();
        let sem_word = self.parse_keyword()?;
        let Some(sem) = MemoryOrderingSemantics::from_spelling(sem_word) else {
            return self.asm_error(sem_at, format!("invalid memory_ordering_semantics: '{sem_word}'; expected one of: weak, relaxed, acquire, release, acq_rel"));
        };
        let mut scope = None;
        let scope_at = self.offset();
        if let Token::BareId(word) = self.peek() {
            self.bump();
            let Some(s) = MemoryScope::from_spelling(word) else {
                return self.asm_error(scope_at, format!("invalid memory_scope: '{word}'; expected one of: tl_blk, device, sys"));
            };
            scope = Some(s);
        }
        let view = self.parse_operand()?;
        self.expect_punct("[")?;
        let indices = self.parse_operand_list()?;
        self.expect_punct("]")?;
        self.expect_punct(",")?;
        let mode_at = self.offset();
        let mode_word = self.parse_keyword()?;
        self.expect_punct(",")?;
        let value = self.parse_operand()?;
        let Some(mode) = AtomicRMWMode::from_spelling(mode_word) else {
            return self.asm_error(mode_at, format!("unknown atomic RMW mode: '{mode_word}'; expected one of: and, or, xor, add, addf, max, min, umax, umin"));
        };
        let token = if self.eat_keyword("token") {
            self.expect_punct("=")?;
            Some(self.parse_operand()?)
        } else {
            None
        };
        let attrs = if self.eat_keyword("attributes") { self.parse_optional_attr_dict()? } else { Vec::new() };
        self.expect_punct(":")?;
        let types_at = self.offset();
        let value_type = self.parse_cuda_tile_type()?;
        self.expect_punct(",")?;
        let view_type = self.parse_cuda_tile_type()?;
        let mut index_types = Vec::new();
        if self.eat_punct(",") {
            index_types.push(self.parse_cuda_tile_type()?);
            while self.eat_punct(",") {
                index_types.push(self.parse_cuda_tile_type()?);
            }
            if index_types.len() == 1 {
                index_types = vec![index_types[0]; indices.len()];
            }
        }
        self.expect_punct("->")?;
        let token_type = self.parse_cuda_tile_type()?;
        state.operands.push(self.resolve_operand(view, view_type)?);
        if !indices.is_empty() && index_types.is_empty() {
            return self.error_here("index types must be specified when indices are present");
        }
        if !index_types.is_empty() && index_types.len() != indices.len() {
            return self.asm_error(types_at, format!("expected {} index types, got {}", indices.len(), index_types.len()));
        }
        let index_values = self.resolve_operands(&indices, &index_types, types_at)?;
        state.operands.extend(index_values);
        state.operands.push(self.resolve_operand(value, value_type)?);
        if let Some(t) = token {
            let token_ty = self.ir.types.token();
            state.operands.push(self.resolve_operand(t, token_ty)?);
        }
        state.operand_segments = Some(vec![1, indices.len() as u32, 1, u32::from(token.is_some())]);
        state.set_attr("memory_ordering_semantics", Attribute::Enum { info: MemoryOrderingSemantics::INFO, value: sem.value() });
        if let Some(s) = scope {
            state.set_attr("memory_scope", Attribute::Enum { info: MemoryScope::INFO, value: s.value() });
        }
        state.set_attr("mode", Attribute::Enum { info: AtomicRMWMode::INFO, value: mode.value() });
        for (n, a) in attrs {
            state.set_attr(n, a);
        }
        state.result_types.push(token_type);
        Ok(())
    }
}

impl Printer<'_> {
    fn print_atomic_red_view_tko(&mut self, op: OpId) {
        let ir = self.ir;
        let spelling = |name: &str| match ir.attr(op, name) {
            Some(Attribute::Enum { info, value }) => info.spelling(*value).unwrap_or("?"),
            _ => "",
        };
        self.out.push(' ');
        self.out.push_str(spelling("memory_ordering_semantics"));
        if ir.attr(op, "memory_scope").is_some() {
            self.out.push(' ');
            self.out.push_str(spelling("memory_scope"));
        }
        let (view, index, value, token) = (ir.operand_group(op, 0).to_vec(), ir.operand_group(op, 1).to_vec(), ir.operand_group(op, 2).to_vec(), ir.operand_group(op, 3).to_vec());
        self.out.push(' ');
        if let Some(&v) = view.first() {
            self.print_value(v);
        }
        self.out.push('[');
        self.print_value_list(&index);
        self.out.push_str("], ");
        self.out.push_str(spelling("mode"));
        self.out.push_str(", ");
        if let Some(&v) = value.first() {
            self.print_value(v);
        }
        if let Some(&t) = token.first() {
            self.out.push_str(" token = ");
            self.print_value(t);
        }
        self.print_attr_dict(op, &["memory_ordering_semantics", "memory_scope", "mode"], true);
        self.out.push_str(" : ");
        let types: Vec<TypeId> = value.iter().chain(&view).map(|v| ir.value_type(*v)).collect();
        self.short_types(&types);
        let index_types: Vec<TypeId> = index.iter().map(|v| ir.value_type(*v)).collect();
        if !index_types.is_empty() {
            self.out.push_str(", ");
            let all_same = index_types.windows(2).all(|w| w[0] == w[1]);
            self.short_types(if all_same { &index_types[..1] } else { &index_types });
        }
        self.out.push_str(" -> ");
        if let Some(&t) = ir.ops[op].result_types.first() {
            self.print_type(t, TypeStyle::Short);
        }
    }

    fn short_types(&mut self, types: &[TypeId]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t, TypeStyle::Short);
        }
    }

    /// A custom directive of a declarative format.
    pub fn print_custom_directive(&mut self, op: OpId, info: &'static OpInfo, name: &str, args: &[F]) {
        let slot = |i: usize| args.get(i).and_then(arg_slot);
        let attr = |p: &Self, i: usize| match slot(i) {
            Some(Slot::Attribute(a)) => p.ir.attr(op, info.attributes[a as usize].name).cloned(),
            _ => None,
        };
        match name {
            "CudaTileType" | "CudaTileTypeSplat" => {
                let ir = self.ir;
                let types: smallvec::SmallVec<[TypeId; 4]> = match slot(0) {
                    Some(Slot::Operand(i)) => ir.operand_group(op, i as usize).iter().map(|v| ir.value_type(*v)).collect(),
                    Some(Slot::Result(i)) => ir.result_range(op, i as usize).and_then(|r| ir.ops[op].result_types.get(r)).unwrap_or(&[]).iter().copied().collect(),
                    _ => smallvec::SmallVec::new(),
                };
                if name == "CudaTileTypeSplat" && types.windows(2).all(|w| w[0] == w[1]) {
                    self.short_types(&types[..types.len().min(1)]);
                } else {
                    self.short_types(&types);
                }
            }
            "TanHOpRoundingMode" | "ExpOpRoundingMode" => {
                if let Some(Attribute::Enum { value, .. }) = attr(self, 0) {
                    if value != RoundingMode::Full.value() {
                        self.out.push_str("rounding<");
                        self.out.push_str(RoundingMode::INFO.spelling(value).unwrap_or("?"));
                        self.out.push('>');
                    }
                }
            }
            "SymbolVisibility" => {
                if let Some(Attribute::Enum { value, .. }) = attr(self, 0) {
                    if value != SymbolVisibility::Public.value() {
                        self.out.push_str(SymbolVisibility::INFO.spelling(value).unwrap_or("?"));
                        self.out.push(' ');
                    }
                }
            }
            "IEEERoundingMode" | "DivFOpRoundingMode" | "SqrtOpRoundingMode" | "IntegerRoundingMode" => {
                let default = if name == "IntegerRoundingMode" { RoundingMode::NearestIntToZero } else { RoundingMode::NearestEven };
                if let Some(Attribute::Enum { value, .. }) = attr(self, 0) {
                    if value != default.value() {
                        self.out.push_str("rounding<");
                        self.out.push_str(RoundingMode::INFO.spelling(value).unwrap_or("?"));
                        self.out.push('>');
                    }
                }
            }
            "Signedness" | "ComparisonPredicate" | "ComparisonOrdering" => {
                if let Some(Attribute::Enum { info: e, value }) = attr(self, 0) {
                    self.out.push_str(e.spelling(value).unwrap_or("?"));
                }
            }
            "MemoryAttributes" => {
                if let Some(Attribute::Enum { info: e, value }) = attr(self, 0) {
                    self.out.push_str(e.spelling(value).unwrap_or("?"));
                }
                if let Some(Attribute::Enum { info: e, value }) = attr(self, 1) {
                    self.out.push(' ');
                    self.out.push_str(e.spelling(value).unwrap_or("?"));
                }
            }
            "AssumePredicate" => {
                if let Some(a) = attr(self, 0) {
                    let mut s = String::new();
                    self.attr_printer().print_dialect_stripped(&a, &mut s);
                    self.out.push_str(&s);
                }
            }
            "DenseIntOrFPElementsAttr" | "DenseIntOrFPElementsAttrNoResult" => {
                if let Some(Attribute::DenseElements { ty, data, splat }) = attr(self, 0) {
                    let element = self.ir.types.element(ty).unwrap_or(ty);
                    self.out.push('<');
                    self.print_type(element, TypeStyle::Full);
                    self.out.push_str(": ");
                    let mut s = String::new();
                    AttrPrinter::plain(&self.ir.types).print_dense_values(ty, &data, splat, &mut s);
                    self.out.push_str(&s);
                    self.out.push_str("> : ");
                    self.print_type(ty, TypeStyle::Short);
                }
            }
            "IfOpRegion" => {
                if let Some(Slot::Region(i)) = slot(0) {
                    let r = self.ir.ops[op].regions[i as usize];
                    let print_terminators = self.region_terminator_has_operands_or_is_explicit(r, OpKind::Yield);
                    self.print_region(r, false, print_terminators, false);
                }
            }
            "ArgumentRegion" => {
                if let Some(Slot::Region(i)) = slot(0) {
                    let r = self.ir.ops[op].regions[i as usize];
                    self.newline();
                    self.print_block_arguments_signature(r);
                    self.out.push(' ');
                    self.print_region(r, false, true, false);
                }
            }
            _ => {}
        }
    }

    /// Whether a control-flow region prints its terminator: unless it is the
    /// implicit kind with no operands.
    /// Whether a region's terminator is printed: unless it is the implicit
    /// one without operands (see [`is_elided_terminator`]).
    fn region_terminator_has_operands_or_is_explicit(&self, r: RegionId, implicit: OpKind) -> bool {
        let Some(&b) = self.ir.regions[r].blocks.first() else { return true };
        let Some(&last) = self.ir.blocks[b].ops.last() else { return true };
        !self.ir.ops[last].operands.is_empty() || self.ir.kind(last) != Some(implicit)
    }

    /// `(%a: type, %b: type)` from a region's entry block.
    fn print_block_arguments_signature(&mut self, r: RegionId) {
        self.out.push('(');
        if let Some(&b) = self.ir.regions[r].blocks.first() {
            let n = self.ir.blocks[b].arguments.len();
            for i in 0..n {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_value(Value::Argument(b, i as u32));
                self.out.push_str(": ");
                let t = self.ir.blocks[b].arguments[i].0;
                self.print_type(t, TypeStyle::Short);
            }
        }
        self.out.push(')');
    }

    /// Ops whose whole syntax is hand-written (after the name).
    pub fn print_handwritten(&mut self, op: OpId, info: &'static OpInfo) {
        let Some(which) = info.kind.handwritten() else {
            // The printer calls this only for ops without a declarative format.
            self.out.push_str(" <no hand-written printer>");
            return;
        };
        match which {
            HandwrittenOp::Entry | HandwrittenOp::TestingFunc => self.print_function(op, info),
            HandwrittenOp::For => self.print_for(op),
            HandwrittenOp::Loop => self.print_loop(op),
            HandwrittenOp::GetIndexSpaceShape | HandwrittenOp::GetTensorShape => {
                let o = &self.ir.ops[op];
                let (src, result) = (o.operands.first().copied(), o.result_types.first().copied());
                self.out.push(' ');
                if let Some(src) = src {
                    self.print_value(src);
                    self.out.push_str(" : ");
                    let t = self.ir.value_type(src);
                    self.print_type(t, TypeStyle::Short);
                }
                self.out.push_str(" -> ");
                if let Some(r) = result {
                    self.print_type(r, TypeStyle::Short);
                }
            }
            HandwrittenOp::MakeTensorView => self.print_make_tensor_view(op),
            HandwrittenOp::AtomicRedViewTko => self.print_atomic_red_view_tko(op),
            HandwrittenOp::MakePartitionView | HandwrittenOp::MakeStridedView | HandwrittenOp::MakeGatherScatterView => {
                let o = &self.ir.ops[op];
                let (src, result) = (o.operands.first().copied(), o.result_types.first().copied());
                self.out.push(' ');
                if let Some(src) = src {
                    self.print_value(src);
                }
                self.print_attr_dict(op, &[], false);
                self.out.push_str(" : ");
                if let Some(r) = result {
                    self.print_type(r, TypeStyle::Short);
                }
            }
        }
    }

    fn print_function(&mut self, op: OpId, info: &'static OpInfo) {
        let name = self.ir.symbol_name(op).unwrap_or("").to_string();
        self.out.push(' ');
        super::attrs::print_symbol_ref(&name, &mut self.out);
        let fn_type = self.ir.function_type(op);
        let results = match fn_type.map(|t| self.ir.types.get(t)) {
            Some(TypeData::Function { results, .. }) => results.to_vec(),
            _ => Vec::new(),
        };
        let region = self.ir.ops[op].regions.first().copied();
        match region {
            Some(r) => self.print_block_arguments_signature(r),
            None => self.out.push_str("()"),
        }
        if !results.is_empty() {
            self.out.push_str(" -> ");
            if results.len() == 1 {
                self.print_type(results[0], TypeStyle::Short);
            } else {
                self.out.push('(');
                self.short_types(&results);
                self.out.push(')');
            }
        }
        if info.kind == OpKind::Entry {
            if let Some(Attribute::OptimizationHints(entries)) = self.ir.attr(op, "optimization_hints").cloned() {
                if !entries.is_empty() {
                    self.out.push_str(" optimization_hints=");
                    let mut s = String::new();
                    self.attr_printer().print_hints_body(&entries, &mut s);
                    self.out.push_str(&s);
                }
            }
        }
        self.out.push(' ');
        if let Some(r) = region {
            self.print_region(r, false, true, false);
        }
        self.print_attr_dict(op, &["arg_attrs", FUNCTION_TYPE, SYM_NAME, "res_attrs", "optimization_hints"], false);
    }

    fn print_for(&mut self, op: OpId) {
        let o = self.ir.ops[op].clone();
        let Some(&region) = o.regions.first() else { return };
        let Some(&body) = self.ir.regions[region].blocks.first() else { return };
        if self.ir.attr(op, "unsignedCmp").is_some() {
            self.out.push_str(" unsigned");
        }
        self.out.push(' ');
        self.print_value(Value::Argument(body, 0));
        self.out.push_str(" in (");
        if let [lb, ub, step, ..] = o.operands[..] {
            self.print_value(lb);
            self.out.push_str(" to ");
            self.print_value(ub);
            self.out.push_str(", step ");
            self.print_value(step);
        }
        self.out.push_str(") : ");
        let iv_type = self.ir.blocks[body].arguments.first().map(|a| a.0);
        if let Some(t) = iv_type {
            self.print_type(t, TypeStyle::Short);
        }
        self.out.push(' ');
        let inits = o.operands.get(3..).unwrap_or(&[]).to_vec();
        if !inits.is_empty() {
            self.out.push_str("iter_values(");
            for (i, init) in inits.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_value(Value::Argument(body, i as u32 + 1));
                self.out.push_str(" = ");
                self.print_value(*init);
            }
            self.out.push_str(") -> (");
            let types: Vec<TypeId> = inits.iter().map(|v| self.ir.value_type(*v)).collect();
            self.short_types(&types);
            self.out.push_str(") ");
        }
        let print_terminators = self.region_terminator_has_operands_or_is_explicit(region, OpKind::Continue);
        self.print_region(region, false, print_terminators, false);
        self.print_attr_dict(op, &["unsignedCmp"], false);
    }

    fn print_loop(&mut self, op: OpId) {
        let o = self.ir.ops[op].clone();
        let Some(&region) = o.regions.first() else { return };
        let body = self.ir.regions[region].blocks.first().copied();
        self.out.push(' ');
        let has_iters = !o.operands.is_empty();
        let has_results = !o.result_types.is_empty();
        if has_iters {
            self.out.push_str("iter_values(");
            for (i, init) in o.operands.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if let Some(b) = body {
                    self.print_value(Value::Argument(b, i as u32));
                }
                self.out.push_str(" = ");
                self.print_value(*init);
            }
            self.out.push_str(") ");
        }
        if has_iters || has_results {
            self.out.push_str(": ");
        }
        if has_iters {
            let types: Vec<TypeId> = o.operands.iter().map(|v| self.ir.value_type(*v)).collect();
            self.short_types(&types);
            self.out.push(' ');
            if has_results {
                self.out.push_str("-> ");
            }
        }
        if has_results {
            self.short_types(&o.result_types);
            self.out.push(' ');
        }
        let print_terminators = self.region_terminator_has_operands_or_is_explicit(region, OpKind::Continue);
        self.print_region(region, false, print_terminators, false);
        self.print_attr_dict(op, &[], false);
    }

    fn print_make_tensor_view(&mut self, op: OpId) {
        let o = self.ir.ops[op].clone();
        let Some(&result) = o.result_types.first() else { return };
        let TypeData::TensorView { shape, strides, .. } = self.ir.types.get(result).clone() else { return };
        let dyn_shape = self.ir.operand_group(op, 1).to_vec();
        let dyn_strides = self.ir.operand_group(op, 2).to_vec();
        self.out.push(' ');
        if let Some(&base) = o.operands.first() {
            self.print_value(base);
        }
        let mixed = |p: &mut Self, elements: &[i64], dynamic: &[Value]| {
            let mut it = dynamic.iter();
            for (i, e) in elements.iter().enumerate() {
                if i > 0 {
                    p.out.push_str(", ");
                }
                if *e == DYNAMIC {
                    if let Some(v) = it.next() {
                        p.print_value(*v);
                    }
                } else {
                    p.out.push_str(&e.to_string());
                }
            }
        };
        self.out.push_str(", shape = [");
        mixed(self, &shape, &dyn_shape);
        self.out.push_str("], strides = [");
        mixed(self, &strides, &dyn_strides);
        self.out.push(']');
        self.print_attr_dict(op, &[], false);
        self.out.push_str(" : ");
        // A base with 13.4's pointer attribute is shown: `: BASE[, INDEX] -> VIEW`.
        let shown_base = o.operands.first().map(|&b| self.ir.value_type(b)).filter(|&t| {
            let element = match self.ir.types.get(t) {
                TypeData::Tile { element, .. } => *element,
                _ => t,
            };
            matches!(self.ir.types.get(element), TypeData::Pointer { ptr_attr: Some(_), .. })
        });
        if let Some(t) = shown_base {
            self.print_type(t, TypeStyle::Short);
        }
        match dyn_shape.first().or(dyn_strides.first()) {
            Some(v) => {
                if shown_base.is_some() {
                    self.out.push_str(", ");
                }
                let t = self.ir.value_type(*v);
                self.print_type(t, TypeStyle::Short);
                self.out.push_str(" -> ");
            }
            None if shown_base.is_some() => self.out.push_str(" -> "),
            None => {}
        }
        self.print_type(result, TypeStyle::Short);
    }
}

/// Whether the custom form leaves `op` out: the implicit terminator, without
/// operands, that ends the body of an `if` (`yield`), a `for` or a `loop`
/// (`continue`), as their printers do. The printer's aliases skip what is
/// not printed.
pub fn is_elided_terminator(ir: &crate::ir::Ir, op: OpId) -> bool {
    let Some(block) = ir.ops[op].parent else { return false };
    if ir.blocks[block].ops.last() != Some(&op) || !ir.ops[op].operands.is_empty() {
        return false;
    }
    let Some(parent) = ir.parent_op(op) else { return false };
    let (Some(parent), Some(this)) = (ir.op_info(parent), ir.op_info(op)) else { return false };
    let elides = match parent.kind.handwritten() {
        // Function printers print every terminator.
        Some(HandwrittenOp::Entry | HandwrittenOp::TestingFunc) => false,
        Some(HandwrittenOp::For | HandwrittenOp::Loop) => true,
        Some(
            HandwrittenOp::GetIndexSpaceShape
            | HandwrittenOp::GetTensorShape
            | HandwrittenOp::MakeTensorView
            | HandwrittenOp::MakePartitionView
            | HandwrittenOp::MakeStridedView
            | HandwrittenOp::MakeGatherScatterView
            | HandwrittenOp::AtomicRedViewTko,
        ) => false,
        // Declarative formats leave out an implicit terminator without operands, as ODS's printers do.
        None => true,
    };
    elides && parent.kind.implicit_terminator() == Some(this.kind)
}
