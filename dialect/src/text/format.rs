//! The declarative assembly format interpreter, both directions.
//!
//! Each op's format comes from its spec as `FormatElement` data in the
//! registry; this file reads and prints any such format, with ODS's rules:
//! optional groups keyed by an anchor, `oilist`, `attr-dict`, type inference
//! through the op's type traits and buildable types, and ODS's spacing (a
//! state machine over literals and elements that advances even through
//! optional groups that are absent). Custom directives are delegated to
//! `custom.rs`.

use super::lexer::Punctuated;
use smallvec::{smallvec, SmallVec};

use crate::ir::AttrName;
use super::lexer::Token;
use super::parser::{OpState, PResult, Parser, UnresolvedOperand};
use super::printer::Printer;
use crate::diag::Diagnostic;
use crate::ir::{Attribute, OpId, RegionId, TypeData, TypeId};
use crate::registry::{Arity, AttrDefault, AttrKind, AttrInfo, FormatElement as F, MatchProperty, OpInfo, Slot, Trait, TypeRule};

/// The values or types one slot collects: most slots hold one or two, so
/// they stay inline.
pub type SlotList<T> = SmallVec<[T; 2]>;

/// What a format parse collects per declared slot before the op exists.
/// The parser keeps a stack of boxed ones for reuse, one per nesting level,
/// so an op costs no allocation and no state is ever copied.
#[derive(Default)]
pub struct FormatState<'a> {
    pub operands: Vec<Option<SlotList<UnresolvedOperand<'a>>>>,
    pub operand_types: Vec<Option<SlotList<TypeId>>>,
    pub result_types: Vec<Option<SlotList<TypeId>>>,
    pub attributes: Vec<Option<Attribute>>,
    pub regions: Vec<Option<RegionId>>,
    /// Entries of `attr-dict`.
    pub extra: Vec<(AttrName, Attribute)>,
}

impl FormatState<'_> {
    /// Makes room for `info`'s slots. A state comes back to the pool only
    /// after a successful parse, which takes every slot it filled, so all
    /// slots are already empty; slots past the op's own are never read.
    fn prepare(&mut self, info: &OpInfo) {
        fn grow<T>(slots: &mut Vec<Option<T>>, len: usize) {
            if slots.len() < len {
                slots.resize_with(len, || None);
            }
        }
        grow(&mut self.operands, info.operands.len());
        grow(&mut self.operand_types, info.operands.len());
        grow(&mut self.result_types, info.results.len());
        grow(&mut self.attributes, info.attributes.len());
        grow(&mut self.regions, info.regions.len());
        debug_assert!(self.is_empty());
    }

    fn is_empty(&self) -> bool {
        self.operands.iter().all(Option::is_none)
            && self.operand_types.iter().all(Option::is_none)
            && self.result_types.iter().all(Option::is_none)
            && self.attributes.iter().all(Option::is_none)
            && self.regions.iter().all(Option::is_none)
            && self.extra.is_empty()
    }
}

impl<'a> Parser<'a> {
    /// Reads an op's syntax with its declarative format.
    pub fn parse_declarative(&mut self, info: &'static OpInfo, format: &'static [F], state: &mut OpState, name_offset: usize) -> PResult<()> {
        // A region in the format parses nested ops, each with its own state.
        let mut fs = self.format_states.pop().unwrap_or_default();
        fs.prepare(info);
        for element in format {
            self.parse_element(info, element, &mut fs)?;
        }
        self.finish_format(info, &mut fs, state, name_offset)?;
        self.format_states.push(fs);
        Ok(())
    }

    fn parse_element(&mut self, info: &'static OpInfo, element: &F, fs: &mut FormatState<'a>) -> PResult<()> {
        match element {
            F::Literal(text) => self.parse_literal(text),
            F::Var(slot) => self.parse_variable(info, *slot, fs),
            F::AttrDict { with_keyword } => {
                if *with_keyword {
                    if self.eat_keyword("attributes") {
                        fs.extra.extend(self.parse_optional_attr_dict()?);
                    }
                } else {
                    fs.extra.extend(self.parse_optional_attr_dict()?);
                }
                Ok(())
            }
            F::Custom { name, args } => self.parse_custom_directive(info, name, args, fs),
            F::Optional { anchor, then, otherwise } => {
                let first = then.iter().find(|e| !matches!(e, F::Literal("") | F::Literal(" ")));
                let present = match first {
                    Some(e) => self.element_present(info, e),
                    None => false,
                };
                let elements = if present { then } else { otherwise };
                if present {
                    // A unit anchor that the group does not print is set by its presence.
                    if let Slot::Attribute(i) = anchor {
                        if matches!(info.attributes[*i as usize].kind, AttrKind::Unit) {
                            fs.attributes[*i as usize] = Some(Attribute::Unit);
                        }
                    }
                }
                for e in elements.iter() {
                    self.parse_element(info, e, fs)?;
                }
                Ok(())
            }
            F::OIList(clauses) => {
                let mut seen = vec![false; clauses.len()];
                while let Some(i) = clauses.iter().enumerate().position(|(i, c)| !seen[i] && c.first().is_some_and(|e| self.element_present(info, e))) {
                    seen[i] = true;
                    for e in clauses[i].iter() {
                        if let F::Var(Slot::Attribute(a)) = e {
                            if matches!(info.attributes[*a as usize].kind, AttrKind::Unit) {
                                fs.attributes[*a as usize] = Some(Attribute::Unit);
                                continue;
                            }
                        }
                        self.parse_element(info, e, fs)?;
                    }
                }
                Ok(())
            }
            // `type($x)` on its own: MLIR's type syntax (a dialect type in full, `!cuda_tile.tile<...>`).
            F::TypeOf(inner) if matches!(inner, [F::Var(Slot::Operand(_) | Slot::Result(_))]) => {
                let [F::Var(slot)] = inner else { unreachable!("matched just above") };
                let arity = match *slot {
                    Slot::Operand(i) => info.operands[i as usize].arity,
                    Slot::Result(i) => info.results[i as usize].arity,
                    _ => Arity::Single,
                };
                let types: SlotList<TypeId> = match arity {
                    Arity::Variadic => SmallVec::from_vec(self.parse_type_list()?),
                    _ => smallvec![self.parse_type()?],
                };
                match *slot {
                    Slot::Operand(i) => fs.operand_types[i as usize] = Some(types),
                    Slot::Result(i) => fs.result_types[i as usize] = Some(types),
                    _ => {}
                }
                Ok(())
            }
            F::TypeOf(_) | F::FunctionalType(..) | F::Ref(_) | F::Operands | F::Results | F::Regions | F::StructParams | F::Param(_) => {
                self.error_here(format!("format element {element:?} is not supported outside a custom directive"))
            }
        }
    }

    fn parse_literal(&mut self, text: &str) -> PResult<()> {
        match text {
            "" | " " => Ok(()),
            t if t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => self.expect_keyword(t),
            t => self.expect_punct(t),
        }
    }

    /// Whether an optional group starting with `e` is present.
    fn element_present(&mut self, info: &OpInfo, e: &F) -> bool {
        match e {
            F::Literal(t) if t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => matches!(self.peek(), Token::BareId(w) if w == *t),
            F::Literal(t) => matches!(self.peek(), Token::Punct(p) if p == *t),
            F::Var(Slot::Operand(_)) => self.at_operand(),
            F::Var(Slot::Region(_)) => matches!(self.peek(), Token::Punct("{")),
            F::Var(Slot::Attribute(i)) => match &info.attributes[*i as usize].kind {
                AttrKind::Enum(e) if e.attr_mnemonic.is_none() => matches!(self.peek(), Token::BareId(w) if e.value(w).is_some()),
                AttrKind::Enum(_) | AttrKind::DialectAttr(_) => matches!(self.peek(), Token::Punct("<")),
                AttrKind::SymbolName | AttrKind::FlatSymbolRef => matches!(self.peek(), Token::SymbolId(_)),
                AttrKind::Str => matches!(self.peek(), Token::String(_)),
                AttrKind::I32 | AttrKind::I64 => matches!(self.peek(), Token::Integer(_) | Token::Punct("-")),
                _ => !matches!(self.peek(), Token::Punct(":") | Token::Eof),
            },
            F::Custom { args, .. } => args.first().is_some_and(|a| self.element_present(info, a)),
            F::TypeOf(_) => self.at_type(),
            _ => false,
        }
    }

    fn parse_variable(&mut self, info: &'static OpInfo, slot: Slot, fs: &mut FormatState<'a>) -> PResult<()> {
        match slot {
            Slot::Operand(i) => {
                let v = &info.operands[i as usize];
                let list: SlotList<_> = match v.arity {
                    Arity::Single => smallvec![self.parse_operand()?],
                    Arity::Optional => {
                        if self.at_operand() {
                            smallvec![self.parse_operand()?]
                        } else {
                            SmallVec::new()
                        }
                    }
                    Arity::Variadic => SmallVec::from_vec(self.parse_operand_list()?),
                };
                fs.operands[i as usize] = Some(list);
            }
            Slot::Attribute(i) => {
                let a = &info.attributes[i as usize];
                let value = self.parse_format_attribute(a)?;
                fs.attributes[i as usize] = Some(value);
            }
            Slot::Region(i) => {
                let isolated = info.has_trait(crate::registry::SimpleTrait::IsolatedFromAbove);
                let name_offset = self.offset();
                let r = self.parse_region(&[], isolated)?;
                // Upstream's generated parsers give single-block regions their
                // block (and implicit terminator) when the text has none.
                if info.traits.iter().any(|t| matches!(t, crate::registry::Trait::SingleBlockImplicitTerminator { .. })) {
                    self.ensure_terminator(info, r, name_offset);
                } else if info.has_trait(crate::registry::SimpleTrait::SingleBlock) && self.ir.regions[r].blocks.is_empty() {
                    self.ir.append_block(r, &[]);
                }
                fs.regions[i as usize] = Some(r);
            }
            Slot::Result(_) => return self.error_here("a result cannot appear in a format outside type()"),
        }
        Ok(())
    }

    /// An attribute written inside an op's format, without its prefix or type.
    pub fn parse_format_attribute(&mut self, a: &AttrInfo) -> PResult<Attribute> {
        let offset = self.offset();
        match &a.kind {
            AttrKind::Enum(e) if e.attr_mnemonic.is_none() => {
                // A plain enum attribute: one of its keywords, or its spelling as a string.
                let keyword = match self.peek() {
                    Token::BareId(w) => e.value(w),
                    _ => None,
                };
                if let Some(value) = keyword {
                    self.bump();
                    return Ok(Attribute::Enum { info: e, value });
                }
                match self.peek() {
                    Token::String(bytes) => {
                        self.bump();
                        let text = bytes.text();
                        match e.value(&text) {
                            Some(v) => Ok(Attribute::Enum { info: e, value: v }),
                            None => self.asm_error(offset, format!("invalid {} attribute specification: \"{text}\"", e.summary)),
                        }
                    }
                    _ => {
                        let cases: Vec<&str> = e.cases.iter().map(|c| c.spelling).collect();
                        self.asm_error(offset, format!("expected string or keyword containing one of the following enum values for attribute '{}' [{}]", a.name, cases.join(", ")))
                    }
                }
            }
            AttrKind::Enum(e) => {
                let m = e.attr_mnemonic.unwrap_or_default();
                self.parse_dialect_attribute(m, offset)
            }
            AttrKind::DialectAttr(name) => match *name {
                "OptimizationHints" => self.parse_optimization_hints_body(),
                "DivBy" => self.parse_div_by_body(),
                "SameElements" => self.parse_same_elements_body(),
                "Bounded" => self.parse_bounded_body(),
                other => self.error(offset, format!("attribute '{other}' has no stripped syntax")),
            },
            AttrKind::SymbolName => Ok(Attribute::String(self.parse_symbol_name()?.into())),
            AttrKind::FlatSymbolRef => Ok(Attribute::SymbolRef(self.parse_symbol_name()?.into())),
            AttrKind::Str => match self.peek() {
                Token::String(_) => Ok(Attribute::String(self.parse_string()?.into())),
                // Read as any attribute, then required to be a string (MLIR's typed attribute parsing).
                Token::Punct(":" | "," | ")" | "}" | "]" | ">" | "=" | "->") | Token::Eof => self.error_here("expected attribute value"),
                _ => {
                    self.parse_attribute()?;
                    self.asm_error(offset, "invalid kind of attribute specified")
                }
            },
            AttrKind::I32 | AttrKind::I64 => {
                let v = self.parse_integer()?;
                let scalar = if matches!(a.kind, AttrKind::I32) { crate::Scalar::I32 } else { crate::Scalar::I64 };
                if scalar == crate::Scalar::I32 && i32::try_from(v).is_err() {
                    return self.error(offset, "integer value out of range for i32");
                }
                let ty = self.ir.types.scalar(scalar);
                Ok(Attribute::Integer { value: v, ty })
            }
            AttrKind::Bool => Ok(Attribute::Bool(self.parse_bool_keyword()?)),
            AttrKind::DenseI32Array | AttrKind::DenseI64Array => {
                self.expect_punct("[")?;
                let values = self.list_until("]", Self::parse_integer)?;
                if matches!(a.kind, AttrKind::DenseI32Array) {
                    let mut out = Vec::with_capacity(values.len());
                    for v in values {
                        out.push(i32::try_from(v).map_err(|_| Box::new(Diagnostic::at_offset(offset, "integer value out of range for i32")))?);
                    }
                    Ok(Attribute::DenseI32Array(out.into()))
                } else {
                    Ok(Attribute::DenseI64Array(values.into()))
                }
            }
            AttrKind::DenseBoolArray => {
                self.expect_punct("[")?;
                let values = self.list_until("]", Self::parse_bool_keyword)?;
                Ok(Attribute::DenseBoolArray(values.into()))
            }
            AttrKind::Unit => Ok(Attribute::Unit),
            AttrKind::FunctionType => Ok(Attribute::Type(self.parse_type()?)),
            _ => self.parse_attribute(),
        }
    }

    /// Types for a slot from a custom<CudaTileType>-like position: one type, or a list for variadics.
    pub fn parse_slot_types(&mut self, info: &OpInfo, slot: Slot) -> PResult<SlotList<TypeId>> {
        let arity = match slot {
            Slot::Operand(i) => info.operands[i as usize].arity,
            Slot::Result(i) => info.results[i as usize].arity,
            _ => Arity::Single,
        };
        match arity {
            Arity::Variadic => self.parse_cuda_tile_type_list().map(SmallVec::from_vec),
            _ => Ok(smallvec![self.parse_cuda_tile_type()?]),
        }
    }

    /// After the format: infer the types it does not give, resolve operands, and fill `state`.
    fn finish_format(&mut self, info: &'static OpInfo, fs: &mut FormatState<'a>, state: &mut OpState, name_offset: usize) -> PResult<()> {
        // Operands that the format never mentions are empty groups.
        for i in 0..info.operands.len() {
            if fs.operands[i].is_none() {
                fs.operands[i] = Some(SmallVec::new());
            }
        }
        self.settle_ambiguous_optionals(info, fs);
        self.infer_types(info, fs, name_offset)?;
        let segmented = info.operands.iter().filter(|v| v.arity != Arity::Single).count() > 1;
        let mut segments = Vec::with_capacity(if segmented { info.operands.len() } else { 0 });
        for i in 0..info.operands.len() {
            let us = fs.operands[i].take().unwrap_or_default();
            let types = match fs.operand_types[i].take() {
                Some(t) if t.len() == 1 && us.len() > 1 => smallvec![t[0]; us.len()],
                Some(t) => t,
                None if us.is_empty() => SmallVec::new(),
                None => return self.error(name_offset, format!("cannot infer the type of operand '{}'", info.operands[i].name)),
            };
            self.resolve_operands_into(&us, &types, name_offset, &mut state.operands)?;
            if segmented {
                segments.push(us.len() as u32);
            }
        }
        if segmented {
            state.operand_segments = Some(segments);
        }
        let segmented = info.results.iter().filter(|v| v.arity != Arity::Single).count() > 1;
        let mut result_segments = Vec::with_capacity(if segmented { info.results.len() } else { 0 });
        for i in 0..info.results.len() {
            let types = match fs.result_types[i].take() {
                Some(t) => t,
                None if info.results[i].arity != Arity::Single => SmallVec::new(),
                None => return self.error(name_offset, format!("cannot infer the type of result '{}'", info.results[i].name)),
            };
            if segmented {
                result_segments.push(types.len() as u32);
            }
            state.result_types.extend(types);
        }
        if segmented {
            state.result_segments = Some(result_segments);
        }
        for (i, a) in fs.attributes[..info.attributes.len()].iter_mut().enumerate() {
            if let Some(a) = a.take() {
                state.set_attr(info.attributes[i].name, a);
            }
        }
        for (n, a) in fs.extra.drain(..) {
            state.set_attr(n, a);
        }
        state.regions.extend(fs.regions[..info.regions.len()].iter_mut().filter_map(Option::take));
        // Regions the format did not fill (absent optional ones) are empty.
        while state.regions.len() < info.regions.len() {
            let r = self.ir.regions.push(crate::ir::Region::default());
            state.regions.push(r);
        }
        Ok(())
    }

    /// Upstream's formats have runs of optional operand groups spelled alike,
    /// `$source (`,` $mask^)? (`,` $paddingValue^)?`: with one of the two
    /// present, the text does not say which, and MLIR's generated parser takes
    /// the first, refusing what its own printer writes for a module with only
    /// the second (cuTile's unmasked loads with a padding value). Here, when
    /// the first group's operand has a type its constraint refuses and the
    /// second group's accepts, the operand (and its type) belong to the second.
    /// Where both accept it (an `i1` padding value), the text stays the first's.
    fn settle_ambiguous_optionals(&self, info: &'static OpInfo, fs: &mut FormatState<'a>) {
        let Some(format) = info.format else { return };
        for pair in format.windows(2) {
            let (F::Optional { anchor: Slot::Operand(a), then: first, .. }, F::Optional { anchor: Slot::Operand(b), then: second, .. }) = (&pair[0], &pair[1]) else { continue };
            let alike = matches!((first, second), ([F::Literal(x), F::Var(Slot::Operand(_))], [F::Literal(y), F::Var(Slot::Operand(_))]) if x == y);
            let (a, b) = (*a as usize, *b as usize);
            if !alike || info.operands[a].arity != Arity::Optional || info.operands[b].arity != Arity::Optional {
                continue;
            }
            let one_in_first = fs.operands[a].as_ref().is_some_and(|l| l.len() == 1);
            let second_absent = fs.operands[b].as_ref().is_none_or(|l| l.is_empty()) && fs.operand_types[b].is_none();
            let Some(&[t]) = fs.operand_types[a].as_deref() else { continue };
            let types = &self.ir.types;
            if one_in_first && second_absent && !(info.operands[a].constraint.check)(types, t) && (info.operands[b].constraint.check)(types, t) {
                fs.operands[b] = fs.operands[a].replace(SmallVec::new());
                fs.operand_types[b] = fs.operand_types[a].take();
            }
        }
    }

    /// Fills the types the format leaves out, through the op's traits and buildable types.
    fn infer_types(&mut self, info: &'static OpInfo, fs: &mut FormatState<'a>, offset: usize) -> PResult<()> {
        let get = |fs: &FormatState, slot: Slot| -> Option<TypeId> {
            match slot {
                Slot::Operand(i) => fs.operand_types[i as usize].as_ref().and_then(|v| v.first().copied()),
                Slot::Result(i) => fs.result_types[i as usize].as_ref().and_then(|v| v.first().copied()),
                _ => None,
            }
        };
        let needs = |fs: &FormatState, slot: Slot| -> bool {
            match slot {
                Slot::Operand(i) => fs.operand_types[i as usize].is_none() && fs.operands[i as usize].as_ref().is_some_and(|v| !v.is_empty()),
                Slot::Result(i) => fs.result_types[i as usize].is_none(),
                _ => false,
            }
        };
        let set = |fs: &mut FormatState, slot: Slot, t: TypeId| match slot {
            Slot::Operand(i) => {
                let n = fs.operands[i as usize].as_ref().map_or(1, |v| v.len().max(1));
                fs.operand_types[i as usize] = Some(smallvec![t; n]);
            }
            Slot::Result(i) => fs.result_types[i as usize] = Some(smallvec![t]),
            _ => {}
        };
        for _ in 0..4 {
            let mut progress = false;
            for t in info.traits {
                match t {
                    Trait::AllMatch { property: MatchProperty::Type, slots } => {
                        if let Some(known) = slots.iter().find_map(|(_, s)| get(fs, *s)) {
                            for (_, s) in slots.iter() {
                                if needs(fs, *s) {
                                    set(fs, *s, known);
                                    progress = true;
                                }
                            }
                        }
                    }
                    Trait::TypesMatchWith { from, to, rule, .. } if needs(fs, to.1) => {
                        if let Some(t) = get(fs, from.1).and_then(|f| self.apply_type_rule(*rule, f)) {
                            set(fs, to.1, t);
                            progress = true;
                        }
                    }
                    _ => {}
                }
            }
            if !progress {
                break;
            }
        }
        // Buildable types.
        for (i, v) in info.operands.iter().enumerate() {
            let slot = Slot::Operand(i as u16);
            if needs(fs, slot) {
                if let Some(text) = v.constraint.buildable {
                    let t = self.buildable_type(text, offset)?;
                    set(fs, slot, t);
                }
            }
        }
        for (i, v) in info.results.iter().enumerate() {
            let slot = Slot::Result(i as u16);
            if needs(fs, slot) && v.arity == Arity::Single {
                if let Some(text) = v.constraint.buildable {
                    let t = self.buildable_type(text, offset)?;
                    set(fs, slot, t);
                }
            }
        }
        Ok(())
    }

    /// A constraint's buildable type (`!cuda_tile.token`), parsed once per parse.
    fn buildable_type(&mut self, text: &'static str, offset: usize) -> PResult<TypeId> {
        if let Some(&t) = self.buildable_types.get(text) {
            return Ok(t);
        }
        let t = super::types::parse_type_str(text, &mut self.ir.types).map_err(|e| Diagnostic::at_offset(offset, e.message))?;
        self.buildable_types.insert(text, t);
        Ok(t)
    }

    fn apply_type_rule(&mut self, rule: TypeRule, from: TypeId) -> Option<TypeId> {
        let types = &mut self.ir.types;
        match rule {
            TypeRule::Same => Some(from),
            TypeRule::I1SameShape | TypeRule::SameShape => {
                let shape = types.shape(from)?.to_vec();
                let i1 = types.scalar(crate::Scalar::I1);
                Some(types.tile(&shape, i1))
            }
            TypeRule::PointerTo => {
                let TypeData::Tile { shape, element } = types.get(from).clone() else { return None };
                let p = types.pointer(element);
                Some(types.tile(&shape, p))
            }
        }
    }
}

/// ODS's spacing state: whether a space is due, and whether the last thing
/// printed was punctuation.
#[derive(Clone, Copy)]
pub struct Spacing {
    pub emit_space: bool,
    pub last_was_punct: bool,
}

impl Spacing {
    pub fn start() -> Self {
        Spacing { emit_space: true, last_was_punct: false }
    }
}

fn space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punct {
        return !matches!(c, '>' | ')' | '}' | ']' | ',');
    }
    !matches!(c, '<' | '>' | '(' | ')' | '{' | '}' | '[' | ']' | ',')
}

impl Printer<'_> {
    /// Prints an op's syntax with its declarative format (after the name).
    pub fn print_declarative(&mut self, op: OpId, info: &'static OpInfo, format: &'static [F]) {
        let mut sp = Spacing::start();
        for e in format {
            self.print_element(op, info, e, &mut sp, true);
        }
    }

    /// Prints `e` if `emit`; advances the spacing state either way (as ODS's
    /// generated printers do, statically).
    fn print_element(&mut self, op: OpId, info: &'static OpInfo, e: &F, sp: &mut Spacing, emit: bool) {
        match e {
            F::Literal("") => {
                sp.emit_space = false;
                sp.last_was_punct = true;
            }
            F::Literal(" ") => {
                if emit {
                    self.out.push(' ');
                }
                sp.emit_space = false;
                sp.last_was_punct = false;
            }
            F::Literal(text) => {
                if emit {
                    if sp.emit_space && space_before(text, sp.last_was_punct) {
                        self.out.push(' ');
                    }
                    self.out.push_str(text);
                }
                let c = text.chars().next().unwrap_or(' ');
                sp.emit_space = text.len() != 1 || !matches!(c, '<' | '(' | '{' | '[');
                sp.last_was_punct = c != '_' && !c.is_ascii_alphabetic();
            }
            F::AttrDict { with_keyword } => {
                if emit && !self.ir.ops[op].attributes.is_empty() {
                    let elided = self.mentioned_attrs(info);
                    self.print_attr_dict(op, &elided, *with_keyword);
                }
                sp.last_was_punct = false;
            }
            F::Optional { anchor, then, otherwise } => {
                let present = self.anchor_present(op, info, *anchor);
                let unit_anchor = match anchor {
                    Slot::Attribute(i) if matches!(info.attributes[*i as usize].kind, AttrKind::Unit) => Some(*anchor),
                    _ => None,
                };
                let elide = |e: &F| unit_anchor.is_some_and(|a| matches!(e, F::Var(s) if *s == a)) && !matches!(then.first(), Some(F::Var(s)) if Some(*s) == unit_anchor);
                for child in then.iter() {
                    if !elide(child) {
                        self.print_element(op, info, child, sp, emit && present);
                    }
                }
                for child in otherwise.iter() {
                    self.print_element(op, info, child, sp, emit && !present);
                }
            }
            F::OIList(clauses) => {
                for clause in clauses.iter() {
                    let present = clause.iter().find_map(|c| match c {
                        F::Var(s @ Slot::Attribute(_)) => Some(self.anchor_present(op, info, *s)),
                        _ => None,
                    });
                    for child in clause.iter() {
                        if let F::Var(Slot::Attribute(i)) = child {
                            if matches!(info.attributes[*i as usize].kind, AttrKind::Unit) {
                                continue;
                            }
                        }
                        self.print_element(op, info, child, sp, emit && present.unwrap_or(false));
                    }
                }
            }
            _ => {
                if emit && (sp.emit_space || !sp.last_was_punct) {
                    self.out.push(' ');
                }
                sp.last_was_punct = false;
                sp.emit_space = true;
                if emit {
                    match e {
                        F::Var(slot) => self.print_variable(op, info, *slot),
                        F::Custom { name, args } => self.print_custom_directive(op, info, name, args),
                        F::TypeOf(inner) if matches!(&inner[..], [F::Var(_)]) => {
                            let [F::Var(slot)] = &inner[..] else { unreachable!("matched just above") };
                            let ir = self.ir;
                            let types: &[TypeId] = match *slot {
                                Slot::Operand(i) => &ir.operand_group(op, i as usize).iter().map(|v| ir.value_type(*v)).collect::<Vec<_>>(),
                                Slot::Result(i) => ir.result_range(op, i as usize).and_then(|r| ir.ops[op].result_types.get(r)).unwrap_or(&[]),
                                _ => &[],
                            };
                            for (n, t) in types.iter().enumerate() {
                                if n > 0 {
                                    self.out.push_str(", ");
                                }
                                self.print_type(*t, super::types::TypeStyle::Full);
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// Whether an optional group's anchor is present on `op`.
    fn anchor_present(&self, op: OpId, info: &OpInfo, anchor: Slot) -> bool {
        match anchor {
            Slot::Operand(i) => !self.ir.operand_group(op, i as usize).is_empty(),
            Slot::Result(i) => self.ir.result_range(op, i as usize).is_some_and(|r| !r.is_empty()),
            Slot::Region(i) => self.ir.ops[op].regions.get(i as usize).is_some_and(|r| !self.ir.regions[*r].blocks.is_empty()),
            Slot::Attribute(i) => {
                let a = &info.attributes[i as usize];
                match self.ir.attr(op, a.name) {
                    None => false,
                    Some(v) => !is_default_value(a, v),
                }
            }
        }
    }

    fn print_variable(&mut self, op: OpId, info: &'static OpInfo, slot: Slot) {
        match slot {
            Slot::Operand(i) => {
                // The IR outlives the printer's borrow: no copy of the operands.
                let ir = self.ir;
                self.print_value_list(ir.operand_group(op, i as usize));
            }
            Slot::Attribute(i) => {
                let a = &info.attributes[i as usize];
                let ir = self.ir;
                if let Some(v) = ir.attr(op, a.name) {
                    self.print_format_attribute(a, v);
                }
            }
            Slot::Region(i) => {
                if let Some(&r) = self.ir.ops[op].regions.get(i as usize) {
                    self.print_region(r, true, true, false);
                }
            }
            Slot::Result(_) => {}
        }
    }

    /// An attribute inside an op's format: stripped of prefix and type.
    pub fn print_format_attribute(&mut self, a: &AttrInfo, v: &Attribute) {
        // Written straight into the output (taken out while the attribute
        // printer borrows the printer).
        let mut s = std::mem::take(&mut self.out);
        let ap = self.attr_printer();
        match (&a.kind, v) {
            (AttrKind::Enum(e), Attribute::Enum { value, .. }) if e.attr_mnemonic.is_none() => s.push_str(e.spelling(*value).unwrap_or("?")),
            (AttrKind::Enum(e), Attribute::Enum { value, .. }) => {
                s.push('<');
                s.push_str(e.spelling(*value).unwrap_or("?"));
                s.push('>');
            }
            (AttrKind::DialectAttr(_), Attribute::OptimizationHints(entries)) => ap.print_hints_body(entries, &mut s),
            (AttrKind::DialectAttr(_), other) => {
                let mut full = String::new();
                ap.print_dialect_stripped(other, &mut full);
                // `div_by<4>` -> `<4>`: the mnemonic is not repeated.
                s.push_str(full.find('<').map_or(full.as_str(), |i| &full[i..]));
            }
            (AttrKind::SymbolName | AttrKind::FlatSymbolRef, Attribute::String(n) | Attribute::SymbolRef(n)) => super::attrs::print_symbol_ref(n, &mut s),
            (AttrKind::DenseI32Array, Attribute::DenseI32Array(v)) => s.push_str(&format!("[{}]", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))),
            (AttrKind::DenseBoolArray, Attribute::DenseBoolArray(v)) => s.push_str(&format!("[{}]", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))),
            (AttrKind::DenseI64Array, Attribute::DenseI64Array(v)) => s.push_str(&format!("[{}]", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))),
            (AttrKind::Unit, _) => {}
            _ => ap.print_without_type(v, &mut s),
        }
        self.out = s;
    }
}

/// Whether `v` is the attribute's declared default (elided when printing).
pub fn is_default_value(a: &AttrInfo, v: &Attribute) -> bool {
    match (&a.default, v) {
        (AttrDefault::EnumCase(d), Attribute::Enum { value, .. }) => value == d,
        (AttrDefault::Int(d), Attribute::Integer { value, .. }) => value == d,
        (AttrDefault::AllFalse, Attribute::DenseBoolArray(v)) => v.iter().all(|b| !b),
        _ => false,
    }
}

/// The attributes a format prints itself (elided from its `attr-dict`).
pub fn format_mentioned_attrs(info: &OpInfo) -> Vec<&'static str> {
    fn walk(info: &OpInfo, elements: &[F], out: &mut Vec<&'static str>) {
        for e in elements {
            match e {
                F::Var(Slot::Attribute(i)) => out.push(info.attributes[*i as usize].name),
                F::Custom { args, .. } => walk(info, args, out),
                F::Optional { then, otherwise, anchor } => {
                    if let Slot::Attribute(i) = anchor {
                        out.push(info.attributes[*i as usize].name);
                    }
                    walk(info, then, out);
                    walk(info, otherwise, out);
                }
                F::OIList(clauses) => clauses.iter().for_each(|c| walk(info, c, out)),
                F::TypeOf(inner) => walk(info, inner, out),
                F::Ref(inner) => walk(info, std::slice::from_ref(*inner), out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Some(format) = info.format {
        walk(info, format, &mut out);
    }
    out
}
