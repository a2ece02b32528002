//! Attribute syntax, both directions: the builtin attributes the dialect and
//! its tests use (integers, floats, strings, symbols, types, arrays,
//! dictionaries, `array<i32: ...>`, `dense<...>`, `unit`) and cuda_tile's own
//! (`#cuda_tile.<enum>`, assume predicates, optimization hints, debug info).
//! Also the dense literal reader shared with the `constant` syntax.

use super::lexer::Punctuated;
use crate::ir::AttrName;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use crate::numerics::float::{format_float, from_hex_bits, parse_decimal_via_f64, FloatFormat};
use super::lexer::Token;
use super::parser::{parse_int_literal, PResult, Parser};
use super::types::{print_type, TypeStyle};
use crate::diag::Diagnostic;
use crate::enums::ENUMS;
use crate::ir::{Attribute, Ir, TypeData, TypeId, TypeTable};
use crate::Scalar;

// ---- parsing ----

impl<'a> Parser<'a> {
    /// Any attribute (nesting past [`crate::limits::MAX_ATTRIBUTE_DEPTH`] is an error).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.nested_attribute(Self::parse_attribute_here)
    }

    fn parse_attribute_here(&mut self) -> PResult<Attribute> {
        let offset = self.offset();
        match self.peek() {
            Token::BareId("unit") => {
                self.bump();
                Ok(Attribute::Unit)
            }
            Token::BareId("true") | Token::BareId("false") => {
                let v = matches!(self.bump().token, Token::BareId("true"));
                Ok(Attribute::Bool(v))
            }
            Token::BareId("array") => self.parse_dense_array(),
            Token::BareId("dense") => self.parse_builtin_dense(),
            Token::Integer(_) | Token::Float(_) | Token::Punct("-") => self.parse_number_attr(),
            Token::String(bytes) => {
                self.bump();
                let s = bytes.text();
                if self.eat_punct(":") {
                    // Typed strings are not used by the dialect; keep the type out of the way.
                    self.parse_type()?;
                }
                Ok(Attribute::String(s.into()))
            }
            Token::SymbolId(s) => {
                self.bump();
                let mut name = s.text();
                while self.eat_punct("::") {
                    let nested = self.parse_symbol_name()?;
                    name = format!("{name}::@{nested}");
                }
                Ok(Attribute::SymbolRef(name.into()))
            }
            Token::Punct("[") => {
                self.bump();
                let items = self.list_until("]", Self::parse_attribute)?;
                Ok(Attribute::Array(items.into()))
            }
            Token::Punct("{") => {
                self.bump();
                let entries = self.parse_attr_dict_body()?;
                Ok(Attribute::Dictionary(entries.into()))
            }
            Token::HashId(name) => self.parse_hash_attribute(name, offset),
            _ if self.at_type() => Ok(Attribute::Type(self.parse_type()?)),
            Token::Error(e) => self.error(offset, e.message()),
            _ => self.error(offset, "expected attribute value"),
        }
    }

    /// `{...}` if present: the entries in the order written.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<(AttrName, Attribute)>> {
        if !self.eat_punct("{") {
            return Ok(Vec::new());
        }
        self.parse_attr_dict_body()
    }

    /// The entries of a dictionary after its `{`: `name (= value)?`.
    pub fn parse_attr_dict_body(&mut self) -> PResult<Vec<(AttrName, Attribute)>> {
        let mut seen: Vec<(AttrName, Attribute)> = Vec::new();
        let entries = self.list_until("}", |p| {
            let offset = p.offset();
            let name: AttrName = match p.bump().token {
                Token::BareId(w) => AttrName::Owned(w.to_string()),
                Token::String(b) => AttrName::Owned(b.text()),
                _ => return p.error(offset, "expected attribute name"),
            };
            let value = if p.eat_punct("=") { p.parse_attribute()? } else { Attribute::Unit };
            Ok((name, value, offset))
        })?;
        for (name, value, offset) in entries {
            if seen.iter().any(|(n, _)| *n == name) {
                return self.error(offset, format!("duplicate key '{name}' in dictionary attribute"));
            }
            seen.push((name, value));
        }
        Ok(seen)
    }

    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        let offset = self.offset();
        let negative = self.eat_punct("-");
        let t = self.bump();
        let (text, is_float) = match t.token {
            Token::Integer(s) => (s, false),
            Token::Float(s) => (s, true),
            _ => return self.error(t.start, "expected attribute value"),
        };
        let ty = if self.eat_punct(":") { Some(self.parse_type()?) } else { None };
        let ty = match ty {
            Some(t) => t,
            None if is_float => self.ir.types.scalar(Scalar::F64),
            None => self.ir.types.scalar(Scalar::I64),
        };
        match self.ir.types.get(ty).clone() {
            TypeData::Scalar(s) if s.is_float() => {
                let fmt = FloatFormat::of(s).ok_or_else(|| Diagnostic::at_offset(offset, "unsupported float type"))?;
                let bits = if !is_float && text.starts_with("0x") {
                    if negative {
                        return self.error(offset, "hexadecimal float literal should not have a leading minus");
                    }
                    from_hex_bits(fmt, text).map_err(|e| Diagnostic::at_offset(offset, e))?
                } else {
                    let literal = if negative { format!("-{text}") } else { text.to_string() };
                    parse_decimal_via_f64(fmt, &literal).map_err(|e| Diagnostic::at_offset(offset, e))?
                };
                Ok(Attribute::Float { bits, ty })
            }
            TypeData::Scalar(s) if !is_float => {
                let width = s.width();
                let magnitude = parse_int_literal(text).ok_or_else(|| Diagnostic::at_offset(offset, "integer constant out of range for attribute"))?;
                let value = integer_in_width(magnitude, negative, width).ok_or_else(|| Diagnostic::at_offset(offset, "integer constant out of range for attribute"))?;
                if width == 1 {
                    return Ok(Attribute::Bool(value != 0));
                }
                Ok(Attribute::Integer { value, ty })
            }
            TypeData::Index if !is_float => {
                let magnitude = parse_int_literal(text).ok_or_else(|| Diagnostic::at_offset(offset, "integer constant out of range for attribute"))?;
                let value = integer_in_width(magnitude, negative, 64).ok_or_else(|| Diagnostic::at_offset(offset, "integer constant out of range for attribute"))?;
                Ok(Attribute::Integer { value, ty })
            }
            _ if is_float => self.error(offset, "floating point value not valid for specified type"),
            _ => self.error(offset, "integer literal not valid for specified type"),
        }
    }

    /// `array<i32: 1, 2>` / `array<i64>`.
    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_punct("<")?;
        let offset = self.offset();
        let element = self.parse_keyword()?;
        let wide = match element {
            "i1" => return self.parse_dense_bool_array(),
            "i32" => false,
            "i64" => true,
            other => return self.error(offset, format!("unsupported dense array element type '{other}'")),
        };
        let mut values = Vec::new();
        if self.eat_punct(":") {
            values = self.comma_list(|p| {
                let at = p.offset();
                let v = p.parse_integer()?;
                if !wide && i32::try_from(v).is_err() {
                    return p.error(at, "integer constant out of range for attribute");
                }
                Ok(v)
            })?;
        }
        self.expect_punct(">")?;
        Ok(if wide { Attribute::DenseI64Array(values.into()) } else { Attribute::DenseI32Array(values.iter().map(|&v| v as i32).collect()) })
    }

    /// The rest of `array<i1: true, false>`, after `i1`.
    fn parse_dense_bool_array(&mut self) -> PResult<Attribute> {
        let mut values = Vec::new();
        if self.eat_punct(":") {
            values = self.comma_list(Self::parse_bool_keyword)?;
        }
        self.expect_punct(">")?;
        Ok(Attribute::DenseBoolArray(values.into()))
    }

    /// `dense<literal> : type`.
    fn parse_builtin_dense(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_punct("<")?;
        let literal = self.parse_dense_literal()?;
        self.expect_punct(">")?;
        self.expect_punct(":")?;
        let type_offset = self.offset();
        let ty = self.parse_type()?;
        let (shape, element) = match self.ir.types.get(ty) {
            TypeData::Tile { shape, element } | TypeData::RankedTensor { shape, element } => (shape.clone(), *element),
            _ => return self.error(type_offset, "elements literal type must be a shaped type"),
        };
        let TypeData::Scalar(scalar) = *self.ir.types.get(element) else {
            return self.error(type_offset, "unsupported dense element type");
        };
        if !literal.shape.is_empty() && *literal.shape != *shape {
            return self.error(type_offset, format!("inferred shape of elements literal ({}) does not match type ({})", shape_list(&literal.shape), shape_list(&shape)));
        }
        let data = encode_dense(&literal, scalar).map_err(|(i, m)| Diagnostic::at_offset(literal.offsets.get(i).copied().unwrap_or(type_offset), m))?;
        Ok(dense_elements(ty, scalar, data))
    }

    /// Nested `[...]` lists of numbers (or one number), with the shape they form.
    pub fn parse_dense_literal(&mut self) -> PResult<DenseLiteral> {
        let mut lit = DenseLiteral::default();
        if matches!(self.peek(), Token::Punct("[")) {
            lit.shape = self.parse_dense_list(&mut lit.values, &mut lit.offsets, 0)?;
        } else {
            let offset = self.offset();
            lit.values.push(self.parse_dense_number()?);
            lit.offsets.push(offset);
        }
        Ok(lit)
    }

    fn parse_dense_list(&mut self, values: &mut Vec<DenseNumber>, offsets: &mut Vec<usize>, depth: usize) -> PResult<Vec<i64>> {
        if depth > 64 {
            return self.error_here("tensor literal nests too deeply");
        }
        self.expect_punct("[")?;
        let mut element_shape: Option<Vec<i64>> = None;
        let mut count = 0i64;
        if !self.eat_punct("]") {
            loop {
                let shape = if matches!(self.peek(), Token::Punct("[")) {
                    self.parse_dense_list(values, offsets, depth + 1)?
                } else {
                    offsets.push(self.offset());
                    values.push(self.parse_dense_number()?);
                    Vec::new()
                };
                match &element_shape {
                    None => element_shape = Some(shape),
                    Some(s) if *s != shape => return self.error_here("tensor literal is invalid; ranks are not consistent between elements"),
                    _ => {}
                }
                count += 1;
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut shape = vec![count];
        shape.extend(element_shape.unwrap_or_default());
        Ok(shape)
    }

    /// One element of a dense literal, kept as written.
    fn parse_dense_number(&mut self) -> PResult<DenseNumber> {
        let offset = self.offset();
        match self.peek() {
            Token::BareId("true") => {
                self.bump();
                Ok(DenseNumber::Bool(true))
            }
            Token::BareId("false") => {
                self.bump();
                Ok(DenseNumber::Bool(false))
            }
            _ => {
                let negative = self.eat_punct("-");
                match self.bump().token {
                    Token::Integer(s) => Ok(DenseNumber::Int { negative, text: s.to_string() }),
                    Token::Float(s) => Ok(DenseNumber::Float { negative, text: s.to_string() }),
                    Token::Error(e) => self.error(offset, e.message()),
                    _ => self.error(offset, "expected integer or floating point literal"),
                }
            }
        }
    }

    fn parse_hash_attribute(&mut self, name: &'a str, offset: usize) -> PResult<Attribute> {
        if let Some(mnemonic) = name.strip_prefix("cuda_tile.") {
            self.bump();
            // A dialect attribute's own parser reports its errors plainly.
            let mnemonic = mnemonic.to_string();
            return self.in_op_context(None, |p| p.parse_dialect_attribute(&mnemonic, offset));
        }
        if !name.contains('.') {
            self.bump();
            return match self.use_attr_alias(name, offset)? {
                Some(a) => Ok(a),
                None => self.error(offset, format!("undefined symbol alias id '{name}'")),
            };
        }
        if !self.options.allow_unregistered {
            return self.error(offset, format!("dialect '{}' not found for attribute", name.split('.').next().unwrap_or(name)));
        }
        // `#other.thing<...>`: kept as text, brackets balanced.
        self.bump();
        let end = self.skip_balanced_angles()?;
        Ok(Attribute::Opaque(self.src[offset..end].into()))
    }

    /// Skips a `<...>` group if one follows; returns the end offset.
    fn skip_balanced_angles(&mut self) -> PResult<usize> {
        let mut end = self.offset();
        if !matches!(self.peek(), Token::Punct("<")) {
            return Ok(end);
        }
        let mut depth = 0usize;
        loop {
            let t = self.bump();
            match t.token {
                Token::Punct("<") => depth += 1,
                Token::Punct(">") => {
                    depth -= 1;
                    if depth == 0 {
                        end = t.end;
                        return Ok(end);
                    }
                }
                Token::Eof => return self.error(t.start, "unbalanced '<' in dialect attribute"),
                _ => {}
            }
        }
    }

    /// `#cuda_tile.<mnemonic>` after the name.
    pub fn parse_dialect_attribute(&mut self, mnemonic: &str, offset: usize) -> PResult<Attribute> {
        if let Some(info) = ENUMS.iter().find(|e| e.attr_mnemonic == Some(mnemonic)) {
            self.expect_punct("<")?;
            let at = self.offset();
            let word = self.parse_keyword()?;
            let Some(value) = info.value(word) else {
                let cases: Vec<String> = info.cases.iter().map(|c| format!("'{}'", c.spelling)).collect();
                return self.error(at, format!("expected {} to be one of: {}", info.summary, cases.join(", ")));
            };
            self.expect_punct(">")?;
            return Ok(Attribute::Enum { info, value });
        }
        match mnemonic {
            "div_by" => self.parse_div_by_body(),
            "same_elements" => self.parse_same_elements_body(),
            "bounded" => self.parse_bounded_body(),
            "optimization_hints" => self.parse_optimization_hints_body(),
            "di_file" => {
                self.expect_punct("<")?;
                let name = self.parse_string()?;
                self.expect_keyword("in")?;
                let directory = self.parse_string()?;
                self.expect_punct(">")?;
                Ok(Attribute::DIFile { name: name.into(), directory: directory.into() })
            }
            "di_compile_unit" | "di_subprogram" | "di_lexical_block" => self.parse_debug_info_struct(mnemonic, offset),
            "di_loc" => self.error(offset, "a '#cuda_tile.di_loc' is a location: write it inside 'loc(...)'"),
            _ => self.error(offset, format!("unknown attribute `{mnemonic}` in dialect `cuda_tile`")),
        }
    }

    /// `<D>` or `<D, every N along K>`.
    pub fn parse_div_by_body(&mut self) -> PResult<Attribute> {
        self.expect_punct("<")?;
        let offset = self.offset();
        let divisor = match self.peek() {
            Token::Integer(t) => {
                self.bump();
                parse_int_literal(t).ok_or_else(|| Diagnostic::at_offset(offset, "failed to parse parameter 'divisor' which is expected to be an integer"))?
            }
            _ => return self.error(offset, "failed to parse parameter 'divisor' which is expected to be an integer"),
        };
        let (mut every, mut along) = (None, None);
        if self.eat_punct(",") {
            self.expect_keyword("every")?;
            every = Some(self.parse_integer()?);
            self.expect_keyword("along")?;
            along = Some(self.parse_integer()?);
        }
        self.expect_punct(">")?;
        Ok(Attribute::DivBy { divisor, every, along })
    }

    /// `<[a, b, ...]>`.
    pub fn parse_same_elements_body(&mut self) -> PResult<Attribute> {
        self.expect_punct("<")?;
        self.expect_punct("[")?;
        let values = self.list_until("]", Self::parse_integer)?;
        self.expect_punct(">")?;
        Ok(Attribute::SameElements(values.into()))
    }

    /// `<lb, ub>` with `?` for an open bound.
    pub fn parse_bounded_body(&mut self) -> PResult<Attribute> {
        self.expect_punct("<")?;
        let lb = if self.eat_punct("?") { None } else { Some(self.parse_integer()?) };
        self.expect_punct(",")?;
        let ub = if self.eat_punct("?") { None } else { Some(self.parse_integer()?) };
        self.expect_punct(">")?;
        Ok(Attribute::Bounded { lb, ub })
    }

    /// `<sm_90 = {key = value, ...}, ...>`.
    pub fn parse_optimization_hints_body(&mut self) -> PResult<Attribute> {
        self.expect_punct("<")?;
        let mut out: Vec<(AttrName, Attribute)> = Vec::new();
        if self.eat_punct(">") {
            return Ok(Attribute::OptimizationHints(out.into()));
        }
        // Each entry is checked as soon as it is read (upstream's order).
        loop {
            let offset = self.offset();
            let key: AttrName = match self.peek() {
                Token::BareId(w) => AttrName::Owned(w.to_string()),
                Token::String(b) => AttrName::Owned(b.text()),
                _ => return self.asm_error(offset, "expected valid keyword or string"),
            };
            self.bump();
            self.expect_punct("=")?;
            let value = self.parse_attribute()?;
            let at = self.offset();
            if out.iter().any(|(k, _)| *k == key) {
                return self.asm_error(at, format!("duplicate optimization_hints key `{key}`"));
            }
            // From 13.3 any key reads (hints are advice: the verifier may warn).
            let advice = self.ir.types.version() >= crate::verify::hints::ADVICE_SINCE;
            if !advice && !crate::verify::hints::TARGETS.contains(&&*key) {
                return self.asm_error(at, format!("unallowed key {key}"));
            }
            let Attribute::Dictionary(params) = &value else {
                let shown = match &value {
                    Attribute::Integer { value: v, ty } => format!("{v} : {}", self.type_string(*ty)),
                    other => attr_to_string(&self.ir, other),
                };
                return self.asm_error(at, format!("expected dictionary attribute for optimization_hints entry `{key}` got value={shown}"));
            };
            let params: Vec<&(AttrName, Attribute)> = params.iter().collect();
            if !advice {
                if let Err(m) = crate::verify::hints::check_params(&self.ir.types, &key, &[], &params) {
                    return self.asm_error(at, m);
                }
            }
            out.push((key, value));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(">")?;
        Ok(Attribute::OptimizationHints(out.into()))
    }

    /// `<key = value, ...>` for the debug-info attributes, keys in any order.
    fn parse_debug_info_struct(&mut self, mnemonic: &str, offset: usize) -> PResult<Attribute> {
        self.expect_punct("<")?;
        let mut fields: HashMap<&'a str, (Attribute, usize)> = HashMap::new();
        let mut entries = Vec::new();
        loop {
            let at = self.offset();
            let key = match self.parse_keyword() {
                Ok(k) => k,
                Err(d) => {
                    self.emit(*d);
                    return self.error(at, "expected a parameter name in struct");
                }
            };
            self.expect_punct("=")?;
            let value = self.parse_attribute()?;
            entries.push((key, value, at));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(">")?;
        for (key, value, at) in entries {
            if fields.insert(key, (value, at)).is_some() {
                return self.error(at, format!("duplicate parameter '{key}'"));
            }
        }
        let mut take = |key: &str| fields.remove(key);
        let missing = |key: &str| Diagnostic::at_offset(offset, format!("struct is missing required parameter: {key}"));
        fn as_u32(a: &Attribute, at: usize, key: &str) -> PResult<u32> {
            match a {
                Attribute::Integer { value, .. } => u32::try_from(*value).map_err(|_| Box::new(Diagnostic::at_offset(at, format!("invalid value for parameter '{key}'")))),
                _ => Err(Box::new(Diagnostic::at_offset(at, format!("expected an integer for parameter '{key}'")))),
            }
        }
        fn as_str(a: &Attribute, at: usize, key: &str) -> PResult<Arc<str>> {
            match a {
                Attribute::String(s) => Ok(s.clone()),
                _ => Err(Box::new(Diagnostic::at_offset(at, format!("expected a string for parameter '{key}'")))),
            }
        }
        fn expect_kind(a: Attribute, at: usize, key: &str, ok: fn(&Attribute) -> bool, what: &str) -> PResult<Arc<Attribute>> {
            if ok(&a) {
                Ok(Arc::new(a))
            } else {
                Err(Box::new(Diagnostic::at_offset(at, format!("expected {what} for parameter '{key}'"))))
            }
        }
        let is_file = |a: &Attribute| matches!(a, Attribute::DIFile { .. });
        let is_scope = |a: &Attribute| matches!(a, Attribute::DISubprogram { .. } | Attribute::DILexicalBlock { .. });
        let is_unit = |a: &Attribute| matches!(a, Attribute::DICompileUnit { .. });
        let attr = match mnemonic {
            "di_compile_unit" => {
                let (f, at) = take("file").ok_or_else(|| missing("file"))?;
                Attribute::DICompileUnit { file: expect_kind(f, at, "file", is_file, "a '#cuda_tile.di_file'")? }
            }
            "di_subprogram" => {
                let (f, f_at) = take("file").ok_or_else(|| missing("file"))?;
                let (l, l_at) = take("line").ok_or_else(|| missing("line"))?;
                let (n, n_at) = take("name").ok_or_else(|| missing("name"))?;
                let (ln, ln_at) = take("linkageName").ok_or_else(|| missing("linkageName"))?;
                let (cu, cu_at) = take("compileUnit").ok_or_else(|| missing("compileUnit"))?;
                let scope_line = match take("scopeLine") {
                    Some((s, at)) => Some(as_u32(&s, at, "scopeLine")?),
                    None => None,
                };
                Attribute::DISubprogram {
                    file: expect_kind(f, f_at, "file", is_file, "a '#cuda_tile.di_file'")?,
                    line: as_u32(&l, l_at, "line")?,
                    name: as_str(&n, n_at, "name")?,
                    linkage_name: as_str(&ln, ln_at, "linkageName")?,
                    compile_unit: expect_kind(cu, cu_at, "compileUnit", is_unit, "a '#cuda_tile.di_compile_unit'")?,
                    scope_line,
                }
            }
            _ => {
                let (s, s_at) = take("scope").ok_or_else(|| missing("scope"))?;
                let (f, f_at) = take("file").ok_or_else(|| missing("file"))?;
                let (l, l_at) = take("line").ok_or_else(|| missing("line"))?;
                let column = match take("column") {
                    Some((c, at)) => Some(as_u32(&c, at, "column")?),
                    None => None,
                };
                Attribute::DILexicalBlock {
                    scope: expect_kind(s, s_at, "scope", is_scope, "a debug info scope")?,
                    file: expect_kind(f, f_at, "file", is_file, "a '#cuda_tile.di_file'")?,
                    line: as_u32(&l, l_at, "line")?,
                    column,
                }
            }
        };
        if let Some((key, (_, at))) = fields.into_iter().min_by_key(|(_, (_, at))| *at) {
            return self.error(at, format!("unknown parameter '{key}'"));
        }
        Ok(attr)
    }
}

/// A dense literal as written: its elements in order and the shape of the
/// nested lists (empty for a single value).
#[derive(Clone, Debug, Default)]
pub struct DenseLiteral {
    pub shape: Vec<i64>,
    pub values: Vec<DenseNumber>,
    pub offsets: Vec<usize>,
}

#[derive(Clone, Debug)]
pub enum DenseNumber {
    Bool(bool),
    Int { negative: bool, text: String },
    Float { negative: bool, text: String },
}

/// `magnitude` (negated if asked) as a `width`-bit integer, sign-extended into
/// an i64; the accepted range is the union of the signed and unsigned ranges.
pub fn integer_in_width(magnitude: u64, negative: bool, width: u32) -> Option<i64> {
    let value: i128 = if negative { -(magnitude as i128) } else { magnitude as i128 };
    let (min, max) = if width >= 64 { (i64::MIN as i128, u64::MAX as i128) } else { (-(1i128 << (width - 1)), (1i128 << width) - 1) };
    if value < min || value > max {
        return None;
    }
    Some(sign_extend(value as u64, width))
}

pub fn sign_extend(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width;
        ((bits << shift) as i64) >> shift
    }
}

/// The bytes one element of `scalar` takes in a dense attribute.
pub fn element_bytes(scalar: Scalar) -> usize {
    (scalar.width() as usize).div_ceil(8)
}

/// The literal's elements as little-endian bytes of `scalar`; on error the
/// element index and a message.
pub fn encode_dense(lit: &DenseLiteral, scalar: Scalar) -> Result<Vec<u8>, (usize, String)> {
    let width = element_bytes(scalar);
    let mut out = Vec::with_capacity(lit.values.len() * width);
    for (i, v) in lit.values.iter().enumerate() {
        let bits: u64 = if scalar.is_float() {
            let fmt = FloatFormat::of(scalar).ok_or((i, "unsupported float type".to_string()))?;
            match v {
                DenseNumber::Int { negative, text } if text.starts_with("0x") && !negative => from_hex_bits(fmt, text).map_err(|e| (i, e))?,
                DenseNumber::Float { negative, text } | DenseNumber::Int { negative, text } => {
                    let literal: Cow<str> = if *negative { format!("-{text}").into() } else { text.as_str().into() };
                    parse_decimal_via_f64(fmt, &literal).map_err(|e| (i, e))?
                }
                DenseNumber::Bool(_) => return Err((i, "expected floating point literal".into())),
            }
        } else {
            let w = scalar.width();
            match v {
                DenseNumber::Bool(b) if w == 1 => u64::from(*b),
                DenseNumber::Bool(_) => return Err((i, "expected integer value".into())),
                DenseNumber::Int { negative, text } => {
                    let magnitude = parse_int_literal(text).ok_or((i, "integer constant out of range for type".to_string()))?;
                    integer_in_width(magnitude, *negative, w).ok_or((i, "integer constant out of range for type".to_string()))? as u64
                }
                DenseNumber::Float { .. } => return Err((i, "expected integer value".into())),
            }
        };
        let bits = if scalar.width() == 1 { u64::from(bits != 0) } else { bits };
        out.extend_from_slice(&bits.to_le_bytes()[..width]);
    }
    Ok(out)
}

/// A dense attribute from encoded elements; like MLIR, elements that are all
/// equal are kept once, as a splat.
pub fn dense_elements(ty: TypeId, scalar: Scalar, data: Vec<u8>) -> Attribute {
    let width = element_bytes(scalar);
    let splat = data.len() >= width && data.chunks_exact(width).all(|c| c == &data[..width]);
    let data = if splat { data[..width].to_vec() } else { data };
    Attribute::DenseElements { ty, data: data.into(), splat }
}

/// `[1, 2, 3]` as upstream's diagnostics write shapes.
pub fn shape_list(shape: &[i64]) -> String {
    format!("[{}]", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "))
}

// ---- printing ----

/// Attributes printed by alias: the name to print instead of an attribute,
/// if it has one (see the printer's aliases).
pub trait AttributeAliases {
    fn alias_of(&self, a: &Attribute) -> Option<&str>;
}

/// How long a diagnostic's quoted attribute or location may get before it is
/// cut short with `...` (an attribute can stand for far more text than its
/// input held: `#a1 = [#a0, #a0]` doubles at each alias).
pub const DIAGNOSTIC_TEXT_LIMIT: usize = 4096;

/// What attribute printing needs: the types, the aliases to print instead
/// of attributes that have one, and for diagnostics a length past which the
/// text is cut short.
pub struct AttrPrinter<'t> {
    pub types: &'t TypeTable,
    pub aliases: Option<&'t dyn AttributeAliases>,
    /// Stop adding to the output once it is this long.
    pub limit: usize,
}

/// An attribute's text with no aliases, as diagnostics quote it (cut short
/// past [`DIAGNOSTIC_TEXT_LIMIT`]).
pub fn attr_to_string(ir: &Ir, a: &Attribute) -> String {
    let mut s = String::new();
    AttrPrinter::for_diagnostics(&ir.types).print(a, &mut s);
    cut_short(&mut s);
    s
}

/// Ends text longer than [`DIAGNOSTIC_TEXT_LIMIT`] with `...` at that length.
pub fn cut_short(s: &mut String) {
    if s.len() > DIAGNOSTIC_TEXT_LIMIT {
        let mut end = DIAGNOSTIC_TEXT_LIMIT;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s.push_str("...");
    }
}

impl<'t> AttrPrinter<'t> {
    /// Everything written out, no aliases.
    pub fn plain(types: &'t TypeTable) -> Self {
        AttrPrinter { types, aliases: None, limit: usize::MAX }
    }

    /// No aliases, and the text cut short past [`DIAGNOSTIC_TEXT_LIMIT`].
    pub fn for_diagnostics(types: &'t TypeTable) -> Self {
        AttrPrinter { types, aliases: None, limit: DIAGNOSTIC_TEXT_LIMIT }
    }

    fn full(&self, out: &str) -> bool {
        out.len() > self.limit
    }

    pub fn to_string(&self, a: &Attribute) -> String {
        let mut s = String::new();
        self.print(a, &mut s);
        s
    }

    fn ty(&self, t: TypeId, out: &mut String) {
        print_type(self.types, t, TypeStyle::Full, out);
    }

    /// The attribute as MLIR prints it, with its type where MLIR shows one;
    /// by its alias if it has one.
    pub fn print(&self, a: &Attribute, out: &mut String) {
        if self.full(out) {
            return;
        }
        if let Some(alias) = self.aliases.and_then(|aliases| aliases.alias_of(a)) {
            out.push_str(alias);
            return;
        }
        self.print_written_out(a, out);
    }

    /// The attribute written out, not by its alias (its parts by theirs).
    pub fn print_written_out(&self, a: &Attribute, out: &mut String) {
        match a {
            Attribute::Unit => out.push_str("unit"),
            Attribute::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Attribute::Integer { value, ty } => {
                out.push_str(&value.to_string());
                if !matches!(self.types.get(*ty), TypeData::Scalar(Scalar::I64)) {
                    out.push_str(" : ");
                    self.ty(*ty, out);
                }
            }
            Attribute::Float { bits, ty } => {
                let (text, hex) = self.float_text(*bits, *ty);
                out.push_str(&text);
                if hex || !matches!(self.types.get(*ty), TypeData::Scalar(Scalar::F64)) {
                    out.push_str(" : ");
                    self.ty(*ty, out);
                }
            }
            Attribute::String(s) => print_string(s, out),
            Attribute::SymbolRef(s) => print_symbol_ref(s, out),
            Attribute::Type(t) => self.ty(*t, out),
            Attribute::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if self.full(out) {
                        break;
                    }
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print(item, out);
                }
                out.push(']');
            }
            Attribute::Dictionary(entries) => self.print_dict(entries, out),
            Attribute::DenseI32Array(v) => print_dense_array("i32", v.iter().map(|x| *x as i64), out),
            Attribute::DenseI64Array(v) => print_dense_array("i64", v.iter().copied(), out),
            Attribute::DenseBoolArray(v) => {
                out.push_str("array<i1");
                for (i, b) in v.iter().enumerate() {
                    out.push_str(if i == 0 { ": " } else { ", " });
                    out.push_str(if *b { "true" } else { "false" });
                }
                out.push('>');
            }
            Attribute::DenseElements { ty, data, splat } => {
                out.push_str("dense<");
                self.print_dense_values(*ty, data, *splat, out);
                out.push_str("> : ");
                self.ty(*ty, out);
            }
            Attribute::Enum { info, value } => match (info.attr_mnemonic, info.spelling(*value)) {
                (Some(m), Some(s)) => {
                    out.push_str("#cuda_tile.");
                    out.push_str(m);
                    out.push('<');
                    out.push_str(s);
                    out.push('>');
                }
                _ => {
                    out.push_str(&value.to_string());
                    out.push_str(" : i32");
                }
            },
            Attribute::DivBy { .. } | Attribute::SameElements(_) | Attribute::Bounded { .. } | Attribute::OptimizationHints(_) => {
                out.push_str("#cuda_tile.");
                self.print_dialect_stripped(a, out);
            }
            Attribute::DIFile { .. } | Attribute::DICompileUnit { .. } | Attribute::DISubprogram { .. } | Attribute::DILexicalBlock { .. } => {
                out.push_str("#cuda_tile.");
                self.print_dialect_stripped(a, out);
            }
            Attribute::Opaque(text) => out.push_str(text),
        }
    }

    /// A cuda_tile attribute without `#cuda_tile.`: `div_by<4>`.
    pub fn print_dialect_stripped(&self, a: &Attribute, out: &mut String) {
        use std::fmt::Write;
        match a {
            Attribute::DivBy { divisor, every, along } => {
                let _ = write!(out, "div_by<{divisor}");
                if let (Some(e), Some(l)) = (every, along) {
                    let _ = write!(out, ", every {e} along {l}");
                }
                out.push('>');
            }
            Attribute::SameElements(v) => {
                let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                let _ = write!(out, "same_elements<[{}]>", items.join(", "));
            }
            Attribute::Bounded { lb, ub } => {
                let bound = |b: &Option<i64>| b.map_or("?".to_string(), |v| v.to_string());
                let _ = write!(out, "bounded<{}, {}>", bound(lb), bound(ub));
            }
            Attribute::OptimizationHints(entries) => {
                out.push_str("optimization_hints");
                self.print_hints_body(entries, out);
            }
            Attribute::DIFile { name, directory } => {
                out.push_str("di_file<");
                print_string(name, out);
                out.push_str(" in ");
                print_string(directory, out);
                out.push('>');
            }
            Attribute::DICompileUnit { file } => {
                out.push_str("di_compile_unit<file = ");
                self.print(file, out);
                out.push('>');
            }
            Attribute::DISubprogram { file, line, name, linkage_name, compile_unit, scope_line } => {
                out.push_str("di_subprogram<file = ");
                self.print(file, out);
                let _ = write!(out, ", line = {line}, name = ");
                print_string(name, out);
                out.push_str(", linkageName = ");
                print_string(linkage_name, out);
                out.push_str(", compileUnit = ");
                self.print(compile_unit, out);
                if let Some(s) = scope_line {
                    let _ = write!(out, ", scopeLine = {s}");
                }
                out.push('>');
            }
            Attribute::DILexicalBlock { scope, file, line, column } => {
                out.push_str("di_lexical_block<scope = ");
                self.print(scope, out);
                out.push_str(", file = ");
                self.print(file, out);
                let _ = write!(out, ", line = {line}");
                if let Some(c) = column {
                    let _ = write!(out, ", column = {c}");
                }
                out.push('>');
            }
            other => self.print(other, out),
        }
    }

    /// `<sm_90 = {key = value}>` (values without their types, as upstream).
    pub fn print_hints_body(&self, entries: &[(AttrName, Attribute)], out: &mut String) {
        out.push('<');
        for (i, (key, value)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(key);
            out.push_str(" = {");
            if let Attribute::Dictionary(d) = value {
                for (j, (k, v)) in d.iter().enumerate() {
                    if j > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(k);
                    out.push_str(" = ");
                    self.print_without_type(v, out);
                }
            }
            out.push('}');
        }
        out.push('>');
    }

    /// The attribute without its ` : type` suffix.
    pub fn print_without_type(&self, a: &Attribute, out: &mut String) {
        match a {
            Attribute::Integer { value, .. } => out.push_str(&value.to_string()),
            Attribute::Float { bits, ty } => out.push_str(&self.float_text(*bits, *ty).0),
            Attribute::DenseElements { ty, data, splat } => {
                out.push_str("dense<");
                self.print_dense_values(*ty, data, *splat, out);
                out.push('>');
            }
            other => self.print(other, out),
        }
    }

    /// `{a = 1 : i32, b}`.
    pub fn print_dict(&self, entries: &[(AttrName, Attribute)], out: &mut String) {
        self.print_entries(entries.iter().map(|(k, v)| (&**k, v)), out);
    }

    /// `{a = 1 : i32, b}` from (name, value) pairs.
    pub fn print_entries<'e>(&self, entries: impl Iterator<Item = (&'e str, &'e Attribute)>, out: &mut String) {
        out.push('{');
        for (i, (k, v)) in entries.enumerate() {
            if self.full(out) {
                break;
            }
            if i > 0 {
                out.push_str(", ");
            }
            print_attr_name(k, out);
            if !matches!(v, Attribute::Unit) {
                out.push_str(" = ");
                self.print(v, out);
            }
        }
        out.push('}');
    }

    fn float_text(&self, bits: u64, ty: TypeId) -> (String, bool) {
        let fmt = match self.types.get(ty) {
            TypeData::Scalar(s) => FloatFormat::of(*s),
            _ => None,
        };
        match fmt {
            Some(f) => {
                let text = format_float(f, bits);
                let hex = text.starts_with("0x");
                (text, hex)
            }
            None => (format!("0x{bits:X}"), true),
        }
    }

    /// The elements of a dense attribute: one value for a splat, else nested lists.
    pub fn print_dense_values(&self, ty: TypeId, data: &[u8], splat: bool, out: &mut String) {
        let (shape, element) = match self.types.get(ty) {
            TypeData::Tile { shape, element } | TypeData::RankedTensor { shape, element } => (shape.clone(), *element),
            _ => (Box::from([]), ty),
        };
        let TypeData::Scalar(scalar) = *self.types.get(element) else { return };
        let width = element_bytes(scalar);
        let count = data.len() / width.max(1);
        let element_text = |i: usize, out: &mut String| {
            let mut raw = [0u8; 8];
            raw[..width].copy_from_slice(&data[i * width..(i + 1) * width]);
            let bits = u64::from_le_bytes(raw);
            if scalar.is_float() {
                let text = FloatFormat::of(scalar).map_or_else(|| format!("0x{bits:X}"), |f| format_float(f, bits));
                out.push_str(&text);
            } else if scalar.width() == 1 {
                out.push_str(if bits != 0 { "true" } else { "false" });
            } else {
                out.push_str(&sign_extend(bits, scalar.width()).to_string());
            }
        };
        if splat || shape.is_empty() || count == 0 {
            if count > 0 {
                element_text(0, out);
            }
            return;
        }
        // Nested lists, one level per dimension, written in one pass (no
        // recursion, whatever the rank): before element `i`, as many lists
        // close and open again as there are inner dimensions `i` completes.
        let mut sizes = vec![1usize; shape.len() + 1];
        for d in (0..shape.len()).rev() {
            sizes[d] = sizes[d + 1].saturating_mul(usize::try_from(shape[d]).unwrap_or(0));
        }
        if sizes[0] != count {
            // Not the shape's element count (never so for a verified attribute): one flat list.
            sizes = vec![count, 1];
        }
        let levels = sizes.len() - 1;
        for _ in 0..levels {
            out.push('[');
        }
        for i in 0..count {
            if i > 0 {
                // Sizes grow outwards, each a multiple of the next: count from the innermost.
                let completed = sizes[1..levels].iter().rev().take_while(|&&size| i % size == 0).count();
                for _ in 0..completed {
                    out.push(']');
                }
                out.push_str(", ");
                for _ in 0..completed {
                    out.push('[');
                }
            }
            element_text(i, out);
        }
        for _ in 0..levels {
            out.push(']');
        }
    }
}

fn print_dense_array(element: &str, values: impl Iterator<Item = i64>, out: &mut String) {
    out.push_str("array<");
    out.push_str(element);
    let items: Vec<String> = values.map(|v| v.to_string()).collect();
    if !items.is_empty() {
        out.push_str(": ");
        out.push_str(&items.join(", "));
    }
    out.push('>');
}

/// MLIR's string escaping (`llvm::printEscapedString`): `\` doubled, printable
/// ASCII but `"` as is, every other byte (`"` too) as `\XX`.
pub fn print_string(s: &str, out: &mut String) {
    out.push('"');
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e if b != b'"' => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
}

fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_') && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// A dictionary key: bare when it is an identifier, quoted otherwise.
pub fn print_attr_name(name: &str, out: &mut String) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        print_string(name, out);
    }
}

/// `@name`, quoted when needed (nested references keep their `::@`).
pub fn print_symbol_ref(name: &str, out: &mut String) {
    for (i, part) in name.split("::@").enumerate() {
        if i > 0 {
            out.push_str("::");
        }
        out.push('@');
        let valid = is_bare_identifier(part) || (!part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')) && !part.starts_with(|c: char| c.is_ascii_digit()));
        if valid {
            out.push_str(part);
        } else {
            print_string(part, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_fit_the_union_of_signed_and_unsigned_ranges() {
        assert_eq!(integer_in_width(255, false, 8), Some(-1));
        assert_eq!(integer_in_width(128, true, 8), Some(-128));
        assert_eq!(integer_in_width(256, false, 8), None);
        assert_eq!(integer_in_width(129, true, 8), None);
        assert_eq!(integer_in_width(1, false, 1), Some(-1));
        assert_eq!(integer_in_width(u64::MAX, false, 64), Some(-1));
    }

    #[test]
    fn strings_escape_like_mlir() {
        let mut s = String::new();
        print_string("a\"b\\c\nd", &mut s);
        // As tileirdisasm prints a cuTile printf format with a quote in it.
        assert_eq!(s, r#""a\22b\\c\0Ad""#);
    }

    #[test]
    fn symbols_are_quoted_only_when_needed() {
        let mut s = String::new();
        print_symbol_ref("kernels", &mut s);
        print_symbol_ref("a b", &mut s);
        assert_eq!(s, "@kernels@\"a b\"");
    }
}
