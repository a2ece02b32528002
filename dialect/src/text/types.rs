//! Type syntax: parsing and printing the dialect's types and the builtin types
//! the tests use.
//!
//! Two printed styles: `Full` (`!cuda_tile.tile<2xptr<i32>>`, as MLIR prints a
//! dialect type anywhere outside cuda_tile's own syntax) and `Short`
//! (`tile<2xptr<i32>>`, as inside cuda_tile ops' custom syntax). Types nested
//! in a dialect type never carry the prefix (upstream's type printers strip
//! it); types nested in builtin ones (function types, `tensor`) do in `Full`.
//! The parser accepts both forms anywhere.

use super::lexer::Punctuated;
use super::lexer::{Lexer, Spanned, Token};
use crate::enums::{PaddingValue, PtrAttr};
use crate::ir::{TypeData, TypeId, TypeTable, DYNAMIC};
use crate::registry::Version;
use crate::Scalar;

/// How dialect types are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeStyle {
    Full,
    Short,
}

/// A parse error at a byte offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub offset: usize,
    pub message: String,
}

type Result<T> = std::result::Result<T, SyntaxError>;

fn error<T>(offset: usize, message: impl Into<String>) -> Result<T> {
    Err(SyntaxError { offset, message: message.into() })
}

const DIALECT_TYPES: &[&str] = &["ptr", "tile", "tensor_view", "partition_view", "strided_view", "gather_scatter_view", "token", "string"];

/// Prints `t` in the given style.
pub fn print_type(types: &TypeTable, t: TypeId, style: TypeStyle, out: &mut String) {
    let prefix = if style == TypeStyle::Full { "!cuda_tile." } else { "" };
    match types.get(t) {
        TypeData::Scalar(s) => out.push_str(s.name()),
        TypeData::Index => out.push_str("index"),
        TypeData::Pointer { pointee, ptr_attr } => {
            out.push_str(prefix);
            out.push_str("ptr<");
            print_type(types, *pointee, TypeStyle::Short, out);
            if let Some(a) = ptr_attr {
                out.push_str(&format!(", <{a}>"));
            }
            out.push('>');
        }
        TypeData::Tile { shape, element } => {
            out.push_str(prefix);
            out.push_str("tile<");
            print_dims(shape, out);
            print_type(types, *element, TypeStyle::Short, out);
            out.push('>');
        }
        TypeData::TensorView { element, shape, strides, ptr_attr } => {
            out.push_str(prefix);
            print_tensor_view(types, *element, shape, strides, *ptr_attr, out);
        }
        TypeData::PartitionView { tile_shape, tensor_view, dim_map, padding_value } => {
            out.push_str(prefix);
            out.push_str("partition_view<");
            print_view_tile(tile_shape, out);
            print_view_padding(*padding_value, out);
            print_view_tensor_view(types, *tensor_view, out);
            print_view_dim_map(dim_map, out);
            out.push('>');
        }
        TypeData::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding_value } => {
            out.push_str(prefix);
            out.push_str("strided_view<");
            print_view_tile(tile_shape, out);
            out.push_str("traversal_strides=[");
            out.push_str(&traversal_strides.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","));
            out.push_str("], ");
            print_view_padding(*padding_value, out);
            print_view_tensor_view(types, *tensor_view, out);
            print_view_dim_map(dim_map, out);
            out.push('>');
        }
        TypeData::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding_value } => {
            out.push_str(prefix);
            out.push_str("gather_scatter_view<");
            print_view_tile(tile_shape, out);
            print_view_padding(*padding_value, out);
            print_view_tensor_view(types, *tensor_view, out);
            out.push_str(&format!(", sparse_dim={sparse_dim}>"));
        }
        TypeData::Token => {
            out.push_str(prefix);
            out.push_str("token");
        }
        TypeData::String { length } => {
            out.push_str(prefix);
            out.push_str(&format!("string<{length}>"));
        }
        TypeData::Function { inputs, results } => {
            print_type_list(types, inputs, style, out);
            out.push_str(" -> ");
            if results.len() == 1 && !matches!(types.get(results[0]), TypeData::Function { .. }) {
                print_type(types, results[0], style, out);
            } else {
                print_type_list(types, results, style, out);
            }
        }
        TypeData::RankedTensor { shape, element } => {
            out.push_str("tensor<");
            print_dims(shape, out);
            print_type(types, *element, style, out);
            out.push('>');
        }
        TypeData::Opaque(text) => out.push_str(text),
    }
}

/// `tile=(2x4), ` of a view.
fn print_view_tile(tile_shape: &[i32], out: &mut String) {
    out.push_str("tile=(");
    out.push_str(&tile_shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x"));
    out.push_str("), ");
}

/// `padding_value = nan, ` of a view that has one.
fn print_view_padding(padding_value: Option<PaddingValue>, out: &mut String) {
    if let Some(p) = padding_value {
        out.push_str("padding_value = ");
        out.push_str(p.spelling());
        out.push_str(", ");
    }
}

/// A view's tensor view, without the dialect prefix.
fn print_view_tensor_view(types: &TypeTable, tensor_view: TypeId, out: &mut String) {
    match types.get(tensor_view) {
        TypeData::TensorView { element, shape, strides, ptr_attr } => print_tensor_view(types, *element, shape, strides, *ptr_attr, out),
        _ => print_type(types, tensor_view, TypeStyle::Short, out),
    }
}

/// `, dim_map=[1, 0]` of a view whose map is not the identity.
fn print_view_dim_map(dim_map: &[i32], out: &mut String) {
    let identity = dim_map.iter().enumerate().all(|(i, d)| *d as usize == i);
    if !identity {
        out.push_str(", dim_map=[");
        out.push_str(&dim_map.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "));
        out.push(']');
    }
}

/// `(a, b, c)`.
fn print_type_list(types: &TypeTable, list: &[TypeId], style: TypeStyle, out: &mut String) {
    out.push('(');
    for (i, t) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type(types, *t, style, out);
    }
    out.push(')');
}

fn print_dims(shape: &[i64], out: &mut String) {
    for &d in shape {
        print_dim(d, out);
        out.push('x');
    }
}

/// A dimension or stride: `?` when dynamic, else its decimal digits.
fn print_dim(d: i64, out: &mut String) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        super::printer::push_int(out, d);
    }
}

fn print_tensor_view(types: &TypeTable, element: TypeId, shape: &[i64], strides: &[i64], ptr_attr: Option<PtrAttr>, out: &mut String) {
    out.push_str("tensor_view<");
    print_dims(shape, out);
    print_type(types, element, TypeStyle::Short, out);
    if !shape.is_empty() {
        out.push_str(", strides=[");
        for (i, &s) in strides.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            print_dim(s, out);
        }
        out.push(']');
    }
    if let Some(a) = ptr_attr {
        out.push_str(&format!(", #cuda_tile.{}<{a}>", PtrAttr::INFO.attr_mnemonic.unwrap_or("ptr_attr")));
    }
    out.push('>');
}

/// Reads types from a lexer into a type table.
pub struct TypeParser<'l, 'a> {
    pub lexer: &'l mut Lexer<'a>,
    pub src: &'a str,
    /// How many types enclose the one being parsed (bounded: no stack overflow on hostile input).
    pub depth: usize,
    /// Errors reported before the one returned (MLIR reports some failures
    /// twice: the type's own error, then its caller's).
    pub emitted: Vec<SyntaxError>,
    /// The op whose parser asks for the type: the errors of the outermost
    /// [`Self::parse_cuda_tile_type`] start with `custom op '<name>' `.
    pub op_context: Option<&'static str>,
}

/// The most elements a tile may have.
pub use crate::limits::MAX_TILE_ELEMENTS;

/// The type rules live with the types ([`crate::ir::rules`]); the parser
/// applies them through [`TypeTable::checked`].
pub use crate::ir::rules::check_tile_shape;

/// Whether `word` starts one of MLIR's builtin types (what `parseOptionalType` accepts).
fn is_builtin_type_keyword(word: &str) -> bool {
    let int_width = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    Scalar::from_name(word).is_some()
        || matches!(word, "index" | "tensor" | "memref" | "vector" | "complex" | "tuple" | "none" | "f80" | "f128" | "bf16" | "tf32")
        || word.strip_prefix('i').is_some_and(int_width)
        || word.strip_prefix("si").is_some_and(int_width)
        || word.strip_prefix("ui").is_some_and(int_width)
        || (word.starts_with("f8E") || word.starts_with("f6E") || word.starts_with("f4E"))
}

pub use crate::limits::MAX_TYPE_DEPTH;

impl super::lexer::Punctuated for TypeParser<'_, '_> {
    type Error = SyntaxError;
    fn eat(&mut self, p: &'static str) -> bool {
        self.eat_punct(p)
    }
    fn expect(&mut self, p: &'static str) -> Result<()> {
        self.expect_punct(p)
    }
}

impl<'a> TypeParser<'_, 'a> {
    fn expect_punct(&mut self, p: &'static str) -> Result<()> {
        let t = self.lexer.next_significant();
        if t.token == Token::Punct(p) {
            Ok(())
        } else {
            error(super::lexer::wrong_token_offset(self.src, t.start), format!("expected '{p}'"))
        }
    }

    fn eat_punct(&mut self, p: &'static str) -> bool {
        let save = self.lexer.position();
        if self.lexer.next_significant().token == Token::Punct(p) {
            true
        } else {
            self.lexer.reset(save);
            false
        }
    }

    /// Parses one type.
    pub fn parse_type(&mut self, types: &mut TypeTable) -> Result<TypeId> {
        if self.depth >= MAX_TYPE_DEPTH {
            return error(self.lexer.position(), format!("types nest more than {MAX_TYPE_DEPTH} levels deep"));
        }
        self.depth += 1;
        let result = self.parse_type_inner(types);
        self.depth -= 1;
        result
    }

    fn parse_type_inner(&mut self, types: &mut TypeTable) -> Result<TypeId> {
        let t = self.lexer.next_significant();
        match t.token {
            Token::BangId(name) => match name.strip_prefix("cuda_tile.") {
                Some(m) if DIALECT_TYPES.contains(&m) => self.dialect_type(m, t.start, types),
                Some(m) => error(t.start, format!("unknown cuda_tile type '{m}'")),
                None => self.opaque_type(t.start, types),
            },
            Token::BareId(name) if DIALECT_TYPES.contains(&name) => self.dialect_type(name, t.start, types),
            Token::BareId("index") => Ok(types.intern(TypeData::Index)),
            Token::BareId("tensor") => {
                self.expect_punct("<")?;
                let (shape, element) = self.shape_and_element(types, true)?;
                self.expect_punct(">")?;
                Ok(types.intern(TypeData::RankedTensor { shape: shape.into(), element }))
            }
            Token::BareId(name) => match Scalar::from_name(name) {
                Some(s) => Ok(types.scalar(s)),
                // Other builtin integer widths (`i28`) exist; no cuda_tile type accepts them.
                None if is_builtin_type_keyword(name) && name.contains(|c: char| c.is_ascii_digit()) && !name.starts_with('f') => Ok(types.intern(TypeData::Opaque(name.into()))),
                None => error(t.start, format!("unknown type '{name}'")),
            },
            Token::Punct("(") => self.function_type(types),
            _ => error(t.start, "expected non-function type"),
        }
    }

    /// A type where cuda_tile's syntax allows the dialect prefix to be left
    /// out (upstream's `parseCudaTileType`): a builtin or `!`-prefixed type,
    /// else a cuda_tile type by its bare keyword. When the first fails, the
    /// keyword is still tried after it (and reports its own error), as upstream does.
    pub fn parse_cuda_tile_type(&mut self, types: &mut TypeTable) -> Result<TypeId> {
        if self.depth >= MAX_TYPE_DEPTH {
            return error(self.lexer.position(), format!("types nest more than {MAX_TYPE_DEPTH} levels deep"));
        }
        let outermost = self.depth == 0;
        let save = self.lexer.position();
        let first = self.lexer.next_significant();
        self.lexer.reset(save);
        let builtin = match first.token {
            Token::BangId(_) | Token::Punct("(") => true,
            Token::BareId(w) => is_builtin_type_keyword(w),
            _ => false,
        };
        if builtin {
            match self.parse_type(types) {
                Ok(t) => return Ok(t),
                // 13.3 stops at a type that does not parse; 13.1 and 13.2 report it and
                // try the text again as one of the dialect's unprefixed types.
                Err(e) if types.version() >= Version::new(13, 3) => return Err(e),
                Err(e) => {
                    // A `!dialect.type<...>` is read as a whole before its body is parsed.
                    let resume = if matches!(first.token, Token::BangId(_)) { self.end_of_bang_type(first.start) } else { e.offset };
                    self.emitted.push(e);
                    self.lexer.reset(resume);
                }
            }
        }
        let t = self.lexer.next_significant();
        let prefix = match self.op_context {
            Some(name) if outermost => format!("custom op '{name}' "),
            _ => String::new(),
        };
        match t.token {
            Token::BareId(w) if DIALECT_TYPES.contains(&w) => {
                self.depth += 1;
                let r = self.dialect_type(w, t.start, types);
                self.depth -= 1;
                r
            }
            Token::BareId(w) => error(self.lexer.position(), format!("{prefix}unknown type: {w}")),
            _ => error(t.start, format!("{prefix}expected valid keyword")),
        }
    }

    /// Where a `!name<...>` starting at `start` ends (its brackets balanced).
    fn end_of_bang_type(&mut self, start: usize) -> usize {
        self.lexer.reset(start);
        self.lexer.next_significant();
        let after_name = self.lexer.position();
        if self.lexer.next_significant().token != Token::Punct("<") {
            return after_name;
        }
        match self.close_angles() {
            Ok(()) => self.lexer.position(),
            Err(eof) => eof,
        }
    }

    /// Reads up to the `>` that closes an already read `<`, nested brackets
    /// balanced; `Err` holds where the text ended first.
    fn close_angles(&mut self) -> std::result::Result<(), usize> {
        let mut depth = 1usize;
        loop {
            let t = self.lexer.next_significant();
            match t.token {
                Token::Punct("<") => depth += 1,
                Token::Punct(">") => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::Eof => return Err(t.start),
                _ => {}
            }
        }
    }


    fn function_type(&mut self, types: &mut TypeTable) -> Result<TypeId> {
        let inputs = self.list_until(")", |p| p.parse_type(types))?;
        self.expect_punct("->")?;
        let results = if self.eat_punct("(") { self.list_until(")", |p| p.parse_type(types))? } else { vec![self.parse_type(types)?] };
        Ok(types.intern(TypeData::Function { inputs: inputs.into(), results: results.into() }))
    }

    /// `!other.thing<...>`: kept as text, brackets balanced.
    fn opaque_type(&mut self, start: usize, types: &mut TypeTable) -> Result<TypeId> {
        if self.eat_punct("<") {
            if let Err(eof) = self.close_angles() {
                return error(eof, "unbalanced '<' in dialect type");
            }
        }
        let text = self.src[start..self.lexer.position()].to_string();
        Ok(types.intern(TypeData::Opaque(text.into())))
    }

    /// `4x?x8xf32`: the dimensions, then the element type.
    fn shape_and_element(&mut self, types: &mut TypeTable, allow_dynamic: bool) -> Result<(Vec<i64>, TypeId)> {
        self.shape_and_element_with(types, allow_dynamic, false)
    }

    /// The same; `dialect`: the element as cuda_tile's types read it (prefix optional).
    fn shape_and_element_with(&mut self, types: &mut TypeTable, allow_dynamic: bool, dialect: bool) -> Result<(Vec<i64>, TypeId)> {
        let start = self.lexer.position();
        let dims = self.lexer.dimension_list().map_err(|message| SyntaxError { offset: start, message })?;
        let mut shape = Vec::with_capacity(dims.len());
        for d in dims {
            match d {
                Some(n) => shape.push(n),
                None if allow_dynamic => shape.push(DYNAMIC),
                None => return error(start, "expected static shape"),
            }
        }
        let element = if dialect { self.parse_cuda_tile_type(types)? } else { self.parse_type(types)? };
        Ok((shape, element))
    }

    /// One stride: `?` or a strictly positive integer.
    fn stride(&mut self) -> Result<i64> {
        let save = self.lexer.position();
        let t = self.lexer.next_significant();
        match t.token {
            Token::Punct("?") => Ok(DYNAMIC),
            Token::Integer(_) | Token::Punct("-") => {
                let negative = t.token == Token::Punct("-");
                let digits = if negative {
                    match self.lexer.next_significant() {
                        Spanned { token: Token::Integer(d), .. } => d,
                        _ => {
                            self.lexer.reset(save);
                            return error(t.start, "expected either 64-bit integer or question mark");
                        }
                    }
                } else if let Token::Integer(d) = t.token {
                    d
                } else {
                    ""
                };
                let magnitude = super::parser::parse_int_literal(digits).map(i128::from);
                let value = magnitude.map(|m| if negative { -m } else { m }).and_then(|v| i64::try_from(v).ok());
                let Some(value) = value else { return error(t.start, "integer value too large") };
                if value <= 0 {
                    return error(t.start, format!("expected strictly positive integer, got {value}"));
                }
                Ok(value)
            }
            _ => error(t.start, "expected either 64-bit integer or question mark"),
        }
    }

    fn int_or_dynamic(&mut self) -> Result<i64> {
        let t = self.lexer.next_significant();
        match t.token {
            Token::Punct("?") => Ok(DYNAMIC),
            Token::Integer(s) => s.parse::<i64>().or_else(|_| error(t.start, format!("integer '{s}' is too large"))),
            Token::Punct("-") => match self.lexer.next_significant().token {
                Token::Integer(s) => s.parse::<i64>().map(|v| -v).or_else(|_| error(t.start, format!("integer '-{s}' is too large"))),
                _ => error(t.start, "expected an integer"),
            },
            _ => error(t.start, "expected an integer or '?'"),
        }
    }

    fn dialect_type(&mut self, mnemonic: &str, start: usize, types: &mut TypeTable) -> Result<TypeId> {
        match mnemonic {
            "token" => Ok(types.token()),
            "ptr" => {
                self.expect_punct("<")?;
                let pointee = self.parse_cuda_tile_type(types)?;
                // 13.4's pointer attribute, in its short form: `ptr<f32, <none>>`.
                let ptr_attr = if self.eat_punct(",") {
                    self.expect_punct("<")?;
                    let a = self.ptr_attr_case()?;
                    self.expect_punct(">")?;
                    Some(a)
                } else {
                    None
                };
                self.expect_punct(">")?;
                types.checked(TypeData::Pointer { pointee, ptr_attr }).or_else(|m| error(start, m))
            }
            "tile" => {
                self.expect_punct("<")?;
                let (shape, element) = self.shape_and_element_with(types, false, true)?;
                self.expect_punct(">")?;
                types.checked(TypeData::Tile { shape: shape.into(), element }).or_else(|m| error(start, m))
            }
            "string" => {
                self.expect_punct("<")?;
                let length = self.int_or_dynamic()?;
                if length < 0 {
                    return error(start, "string length must be a non-negative integer");
                }
                self.expect_punct(">")?;
                Ok(types.intern(TypeData::String { length }))
            }
            "tensor_view" => {
                self.expect_punct("<")?;
                let (shape, element) = self.shape_and_element_with(types, true, true)?;
                let mut strides = vec![];
                let mut ptr_attr = None;
                if shape.is_empty() {
                    if self.eat_punct(",") {
                        if let Some(a) = self.full_ptr_attr()? {
                            ptr_attr = Some(a);
                            self.expect_punct(">")?;
                            return types.checked(TypeData::TensorView { element, shape: shape.into(), strides: strides.into(), ptr_attr }).or_else(|m| error(start, m));
                        }
                        let save = self.lexer.position();
                        let t = self.lexer.next_significant();
                        if t.token == Token::BareId("strides") {
                            return error(self.lexer.position(), "strides must not be provided for 0-d tiles");
                        }
                        self.lexer.reset(save);
                        return error(t.start, "unexpected token after element type in 0-d tensor_view");
                    }
                } else {
                    let save = self.lexer.position();
                    if !self.eat_punct(",") {
                        let at = self.lexer.next_significant().start;
                        self.lexer.reset(save);
                        return error(at, "expected 'strides'");
                    }
                    let t = self.lexer.next_significant();
                    if t.token != Token::BareId("strides") {
                        return error(t.start, "expected 'strides'");
                    }
                    self.expect_punct("=")?;
                    self.expect_punct("[")?;
                    strides = self.list_until("]", Self::stride)?;
                    if self.eat_punct(",") {
                        match self.full_ptr_attr()? {
                            Some(a) => ptr_attr = Some(a),
                            None => {
                                let at = self.lexer.next_significant().start;
                                return error(at, "expected '#cuda_tile.ptr_attr<...>'");
                            }
                        }
                    }
                }
                self.expect_punct(">")?;
                types.checked(TypeData::TensorView { element, shape: shape.into(), strides: strides.into(), ptr_attr }).or_else(|m| error(start, m))
            }
            "partition_view" | "strided_view" | "gather_scatter_view" => {
                let since = crate::generated::scalars::TYPE_DEFS.iter().find(|t| t.mnemonic == mnemonic).map_or(crate::registry::oldest_version(), |t| t.since);
                if since > types.version() {
                    return error(start, format!("type '{mnemonic}' is not available in dialect version {}: it is new in {since}", types.version()));
                }
                self.view(mnemonic, types)
            }
            _ => error(start, format!("unknown cuda_tile type '{mnemonic}'")),
        }
    }

    /// A pointer attribute's case (`none`), after its `<`.
    fn ptr_attr_case(&mut self) -> Result<PtrAttr> {
        let t = self.lexer.next_significant();
        match t.token {
            Token::BareId(word) => PtrAttr::from_spelling(word).ok_or(()).or_else(|_| error(t.start, format!("unknown pointer attribute '{word}' (expected {})", PtrAttr::ALL.iter().map(|a| format!("'{a}'")).collect::<Vec<_>>().join(", ")))),
            _ => error(t.start, "expected a pointer attribute ('none')"),
        }
    }

    /// `#cuda_tile.ptr_attr<none>` if it comes next (nothing read otherwise).
    fn full_ptr_attr(&mut self) -> Result<Option<PtrAttr>> {
        let save = self.lexer.position();
        let t = self.lexer.next_significant();
        let full = format!("cuda_tile.{}", PtrAttr::INFO.attr_mnemonic.unwrap_or("ptr_attr"));
        if t.token != Token::HashId(&full) {
            self.lexer.reset(save);
            return Ok(None);
        }
        self.expect_punct("<")?;
        let a = self.ptr_attr_case()?;
        self.expect_punct(">")?;
        Ok(Some(a))
    }

    /// `keyword=` (`tile=`, `sparse_dim=`).
    fn expect_keyword_equals(&mut self, keyword: &str) -> Result<()> {
        let t = self.lexer.next_significant();
        if t.token != Token::BareId(keyword) {
            return error(t.start, format!("expected '{keyword}'"));
        }
        self.expect_punct("=")
    }

    /// A partition, strided or gather/scatter view, after its mnemonic.
    fn view(&mut self, mnemonic: &str, types: &mut TypeTable) -> Result<TypeId> {
        let start = self.lexer.position();
        self.expect_punct("<")?;
        self.expect_keyword_equals("tile")?;
        let dims_at = self.lexer.position();
        self.expect_punct("(")?;
        let mut tile_shape: Vec<i64> = vec![];
        if !self.eat_punct(")") {
            // `2x2`: dimensions separated by `x`, the last without one.
            let at = self.lexer.position();
            let dims = self.lexer.dimension_list().map_err(|message| SyntaxError { offset: at, message })?;
            for d in dims {
                match d {
                    Some(n) => tile_shape.push(n),
                    None => return error(at, "expected static shape"),
                }
            }
            let last_at = self.lexer.position();
            let last = self.int_or_dynamic()?;
            if last == DYNAMIC {
                return error(last_at, "expected static shape");
            }
            tile_shape.push(last);
            self.expect_punct(")")?;
        }
        self.expect_punct(",")?;
        let mut traversal_strides: Vec<i32> = vec![];
        if mnemonic == "strided_view" {
            self.expect_keyword_equals("traversal_strides")?;
            self.expect_punct("[")?;
            traversal_strides = self.list_until("]", |p| {
                let at = p.lexer.position();
                let v = p.int_or_dynamic()?;
                i32::try_from(v).or_else(|_| error(at, "expected integer value"))
            })?;
            self.expect_punct(",")?;
        }
        let mut padding_value = None;
        let save = self.lexer.position();
        if self.lexer.next_significant().token == Token::BareId("padding_value") {
            self.expect_punct("=")?;
            let t = self.lexer.next_significant();
            let Token::BareId(word) = t.token else { return error(t.start, "expected valid keyword") };
            padding_value = PaddingValue::from_spelling(word);
            if padding_value.is_none() {
                return error(t.start, format!("invalid padding_value attribute specification. Got \"{word}\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf"));
            }
            self.expect_punct(",")?;
        } else {
            self.lexer.reset(save);
        }
        let tensor_view = self.parse_cuda_tile_type(types)?;
        if !matches!(types.get(tensor_view), TypeData::TensorView { .. }) {
            let mut shown = String::new();
            print_type(types, tensor_view, TypeStyle::Full, &mut shown);
            return error(self.lexer.position(), format!("expected 'tensor_view' type, but got '{shown}'"));
        }
        let mut sparse_dim = 0u32;
        if mnemonic == "gather_scatter_view" {
            self.expect_punct(",")?;
            self.expect_keyword_equals("sparse_dim")?;
            let at = self.lexer.position();
            let v = self.int_or_dynamic()?;
            sparse_dim = u32::try_from(v).or_else(|_| error(at, "expected integer value"))?;
        }
        let mut dim_map: Vec<i64> = (0..tile_shape.len() as i64).collect();
        if mnemonic != "gather_scatter_view" && self.eat_punct(",") {
            let t = self.lexer.next_significant();
            if t.token != Token::BareId("dim_map") {
                return error(t.start, "expected 'dim_map'");
            }
            self.expect_punct("=")?;
            self.expect_punct("[")?;
            dim_map = self.list_until("]", |p| {
                let at = p.lexer.position();
                let v = p.int_or_dynamic()?;
                if v == DYNAMIC || i32::try_from(v).is_err() {
                    return error(at, "expected integer value");
                }
                Ok(v)
            })?;
        }
        self.expect_punct(">")?;
        for (i, &d) in tile_shape.iter().enumerate() {
            if d <= 0 || d > i64::from(i32::MAX) {
                return error(dims_at, format!("tile dimension {i} exceeds i32 limitations (got {d}, expected strictly positive and less than or equal to {})", i32::MAX));
            }
        }
        // Both fit in i32 now: the tile dimensions were checked above, `dim_map` as it was read.
        let tile_shape: Vec<i32> = tile_shape.iter().map(|&d| d as i32).collect();
        let dim_map: Vec<i32> = dim_map.iter().map(|&d| d as i32).collect();
        let data = match mnemonic {
            "strided_view" => TypeData::StridedView { tile_shape: tile_shape.into(), traversal_strides: traversal_strides.into(), tensor_view, dim_map: dim_map.into(), padding_value },
            "gather_scatter_view" => TypeData::GatherScatterView { tile_shape: tile_shape.into(), tensor_view, sparse_dim, padding_value },
            _ => TypeData::PartitionView { tile_shape: tile_shape.into(), tensor_view, dim_map: dim_map.into(), padding_value },
        };
        types.checked(data).or_else(|m| error(start, m))
    }
}

/// Parses a whole string as one type (for tests and the command line).
pub fn parse_type_str(src: &str, types: &mut TypeTable) -> Result<TypeId> {
    let mut lexer = Lexer::new(src);
    let t = TypeParser { lexer: &mut lexer, src, depth: 0, emitted: Vec::new(), op_context: None }.parse_type(types)?;
    let end = lexer.next_significant();
    if end.token != Token::Eof {
        return error(end.start, "unexpected text after the type");
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(src: &str, style: TypeStyle) -> String {
        let mut types = TypeTable::default();
        let t = parse_type_str(src, &mut types).unwrap_or_else(|e| panic!("{src}: {e:?}"));
        let mut out = String::new();
        print_type(&types, t, style, &mut out);
        out
    }

    #[test]
    fn types_of_upstream_types_test_print_as_it_expects() {
        let cases = [
            ("!cuda_tile.ptr<i1>", "ptr<i1>"),
            ("!cuda_tile.tile<2xf32>", "tile<2xf32>"),
            ("!cuda_tile.tile<f32>", "tile<f32>"),
            ("!cuda_tile.tensor_view<f32>", "tensor_view<f32>"),
            ("!cuda_tile.tensor_view<2xf32, strides=[1]>", "tensor_view<2xf32, strides=[1]>"),
            ("!cuda_tile.tensor_view<?x2xf32, strides=[1,?]>", "tensor_view<?x2xf32, strides=[1,?]>"),
            ("!cuda_tile.partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>", "partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>"),
            ("!cuda_tile.partition_view<tile=(2), padding_value = neg_inf, tensor_view<16xf32, strides=[1]>>", "partition_view<tile=(2), padding_value = neg_inf, tensor_view<16xf32, strides=[1]>>"),
            ("!cuda_tile.partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 1]>", "partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>>"),
            ("!cuda_tile.partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>", "partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>"),
            ("tile<4x4xptr<f32>>", "tile<4x4xptr<f32>>"),
            ("!cuda_tile.string<12>", "string<12>"),
            ("token", "token"),
        ];
        for (src, short) in cases {
            assert_eq!(round_trip(src, TypeStyle::Short), short, "{src}");
            // Printing is a fixpoint: the printed form parses to the same type.
            assert_eq!(round_trip(short, TypeStyle::Short), short, "{short}");
        }
    }

    #[test]
    fn full_style_prefixes_only_the_outer_dialect_type() {
        assert_eq!(round_trip("tile<2xptr<i32>>", TypeStyle::Full), "!cuda_tile.tile<2xptr<i32>>");
        assert_eq!(round_trip("tensor<2x!cuda_tile.ptr<i32>>", TypeStyle::Full), "tensor<2x!cuda_tile.ptr<i32>>");
        assert_eq!(round_trip("(tile<i32>, f32) -> token", TypeStyle::Full), "(!cuda_tile.tile<i32>, f32) -> !cuda_tile.token");
        assert_eq!(round_trip("() -> ()", TypeStyle::Full), "() -> ()");
        assert_eq!(round_trip("tensor<4x?xf16>", TypeStyle::Full), "tensor<4x?xf16>");
        assert_eq!(round_trip("!test.thing<a, <b>>", TypeStyle::Full), "!test.thing<a, <b>>");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let mut types = TypeTable::default();
        let src = format!("{}i32{}", "ptr<".repeat(100_000), ">".repeat(100_000));
        let e = parse_type_str(&src, &mut types).expect_err("too deep");
        assert_eq!(e.message, "types nest more than 256 levels deep");
        let ok = format!("{}i32{}", "ptr<".repeat(200), ">".repeat(200));
        // 200 levels are read (then the pointee rule rejects pointers to pointers).
        let e = parse_type_str(&ok, &mut types).expect_err("pointer to pointer");
        assert!(e.message.starts_with("failed to verify 'pointeeType'"), "{}", e.message);
    }

    #[test]
    fn types_are_interned() {
        let mut types = TypeTable::default();
        let a = parse_type_str("!cuda_tile.tile<4xi32>", &mut types).unwrap();
        let b = parse_type_str("tile<4xi32>", &mut types).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn bad_types_are_errors_with_offsets() {
        let mut types = TypeTable::default();
        let cases = [
            ("tile<?xf32>", 5, "expected static shape"),
            ("tile<4xfoo>", 10, "unknown type: foo"),
            ("!cuda_tile.tyle<4xf32>", 0, "unknown cuda_tile type 'tyle'"),
            ("tile<4xf32", 9, "expected '>'"),
            ("partition_view<tile=(2), padding_value = blue, tensor_view<16xf32, strides=[1]>>", 41, "invalid padding_value attribute specification. Got \"blue\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf"),
            ("tile<3xf32>", 0, "all dimensions must be powers of two, got 3"),
            ("ptr<tile<2xf32>>", 0, "failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or fnv8E5M3FNU or i1 or i8 or i16 or i32 or i64"),
            ("ptr<i4>", 0, "failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or fnv8E5M3FNU or i1 or i8 or i16 or i32 or i64"),
            ("tile<f4E2M1FN>", 0, "F4E2M1FN tiles must have an even number of elements"),
            ("tile<4xptr<f4E2M1FN>>", 0, "tiles of ptr<f4E2M1FN> must have rank 0; use an f4 tile view for memory accesses"),
            ("tile<99999999999999999999xf32>", 5, "dimension '99999999999999999999' is too large"),
            ("!test.unbalanced<<", 18, "unbalanced '<' in dialect type"),
            ("tile<4xf32> extra", 12, "unexpected text after the type"),
        ];
        for (src, offset, message) in cases {
            let e = parse_type_str(src, &mut types).expect_err(src);
            assert_eq!((e.offset, e.message.as_str()), (offset, message), "{src}");
        }
    }

    #[test]
    fn each_version_has_its_own_type_rules_and_words() {
        let v = |minor| crate::registry::Version::new(13, minor);
        // What 13.1 lacks: its element types, its tools' list of them.
        let mut types = TypeTable::at_version(v(1));
        let cases = [
            ("tile<8xf4E2M1FN>", 0, "failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64 or Pointer type"),
            ("tile<8xf8E8M0FNU>", 0, "failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64 or Pointer type"),
            ("ptr<tile<2xf32>>", 0, "failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64"),
            ("strided_view<tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>", 0, "type 'strided_view' is not available in dialect version 13.1: it is new in 13.3"),
        ];
        for (src, offset, message) in cases {
            let e = parse_type_str(src, &mut types).expect_err(src);
            assert_eq!((e.offset, e.message.as_str()), (offset, message), "{src}");
        }
        // 13.2 has f8E8M0FNU, and 13.3 the 4-bit types and views.
        assert!(parse_type_str("tile<8xf8E8M0FNU>", &mut TypeTable::at_version(v(2))).is_ok());
        assert!(parse_type_str("tile<8xf4E2M1FN>", &mut TypeTable::at_version(v(2))).is_err());
        let mut types = TypeTable::at_version(v(3));
        for src in ["tile<8xf4E2M1FN>", "tile<8xi4>", "strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>", "gather_scatter_view<tile=(8x4), tensor_view<64x4xf32, strides=[4,1]>, sparse_dim=0>"] {
            let t = parse_type_str(src, &mut types).unwrap_or_else(|e| panic!("{src}: {}", e.message));
            let mut printed = String::new();
            print_type(&types, t, TypeStyle::Short, &mut printed);
            assert_eq!(printed, src);
        }
    }
}
