//! The op parser: MLIR's textual form into an [`Ir`].
//!
//! It owns the grammar around ops: alias definitions, the implicit builtin
//! module, op results and names, regions and blocks, SSA name scopes and
//! forward references, trailing locations, and the generic op form. An op's
//! own syntax is read by the declarative-format interpreter (`format.rs`) or a
//! hand-written parser (`custom.rs`); attributes by `attrs.rs`; types by
//! `types.rs`. The first error ends parsing, as in MLIR.

use super::lexer::Punctuated;
use crate::ir::SYM_NAME;
use crate::ir::AttrName;
use std::collections::HashMap;

use rustc_hash::FxHashMap;
use std::sync::Arc;

use super::lexer::{Lexer, Spanned, Token};
use super::types::TypeParser;
use crate::diag::{DiagLoc, Diagnostic};
use crate::ir::{Attribute, Block, BlockId, Ir, LocId, Location, OpId, OpName, OpOperands, OpRegions, OpResultTypes, Operation, Region, RegionId, TypeId, Value};
use crate::limits::{MAX_ATTRIBUTE_DEPTH, MAX_LOCATION_DEPTH, MAX_REGION_DEPTH};
use crate::registry::{self, OpInfo, SimpleTrait, Trait};

/// A parse result. The error is boxed: parse functions return on every
/// token, and a one-word error keeps their results small to move.
pub type PResult<T> = Result<T, Box<Diagnostic>>;

/// What the parser accepts.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops of unknown dialects (`-allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Wrap the top-level ops in a `builtin.module` unless the input is
    /// exactly one (MLIR's default; `-no-implicit-module` turns it off).
    pub implicit_module: bool,
}

/// The name of the builtin module op (not a cuda_tile op: handled here and by the printer).
pub const BUILTIN_MODULE: &str = "builtin.module";

/// An operand as written, before it is resolved to a value: `%name` or `%name#3`.
#[derive(Clone, Copy, Debug)]
pub struct UnresolvedOperand<'a> {
    pub name: &'a str,
    pub number: u32,
    pub offset: usize,
}

/// A block argument being declared: name, type, location.
#[derive(Clone, Copy, Debug)]
pub struct ArgumentDecl<'a> {
    pub name: &'a str,
    pub offset: usize,
    pub ty: TypeId,
    pub location: Option<LocId>,
}

/// An op being assembled by a parser, before it is created.
pub struct OpState {
    pub operands: OpOperands,
    pub operand_segments: Option<Vec<u32>>,
    pub result_types: OpResultTypes,
    pub result_segments: Option<Vec<u32>>,
    pub attributes: Vec<(AttrName, Attribute)>,
    pub regions: OpRegions,
}

impl OpState {
    fn new() -> Self {
        OpState { operands: OpOperands::new(), operand_segments: None, result_types: OpResultTypes::new(), result_segments: None, attributes: Vec::new(), regions: OpRegions::new() }
    }

    /// Sets an attribute; `name` is borrowed when it is `'static` (a name the
    /// registry knows), owned otherwise.
    pub fn set_attr(&mut self, name: impl Into<AttrName>, value: Attribute) {
        let name = name.into();
        match self.attributes.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.attributes.push((name, value)),
        }
    }
}

#[derive(Clone, Copy)]
struct ValueDef {
    /// The first value of the group (`%x` names results `first .. first + count`).
    first: Value,
    count: u32,
    offset: usize,
}

struct ForwardRef {
    placeholder: OpId,
    offset: usize,
    uses: Vec<(OpId, usize)>,
}

/// SSA names visible in one region.
#[derive(Default)]
struct Scope<'a> {
    values: FxHashMap<&'a str, ValueDef>,
    /// Set for regions of ops isolated from above: outer names are not visible.
    isolated: bool,
    /// Names used before their definition (only in isolated scopes: they
    /// collect the forward references of every region nested in them).
    forward: FxHashMap<(&'a str, u32), ForwardRef>,
}

/// Sorted byte offsets of line starts, for offset -> line:col in O(log n).
struct LineIndex {
    /// Where each line starts, for the text up to `counted_to`: the index is
    /// built as far as lookups reach (ops are read in order, so it grows
    /// with the parse), and a lookup is a binary search.
    starts: Vec<usize>,
    counted_to: usize,
    /// The line the last lookup found (1-based).
    last_line: usize,
}

impl LineIndex {
    fn new() -> Self {
        LineIndex { starts: vec![0], counted_to: 0, last_line: 1 }
    }
    fn line_col(&mut self, src: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(src.len());
        if offset > self.counted_to {
            push_line_starts(src.as_bytes(), self.counted_to, offset, &mut self.starts);
            self.counted_to = offset;
        }
        // Most lookups land on the line of the previous one or the next.
        let at = |line: usize| self.starts[line - 1] <= offset && self.starts.get(line).is_none_or(|&next| offset < next);
        let line = if at(self.last_line) {
            self.last_line
        } else if self.last_line < self.starts.len() && at(self.last_line + 1) {
            self.last_line + 1
        } else {
            self.starts.partition_point(|&s| s <= offset).max(1)
        };
        self.last_line = line;
        (line, offset - self.starts[line - 1] + 1)
    }
}

/// Appends the start of every line that begins after a newline in
/// `bytes[from..to]`. Eight bytes at a time: a word with no newline byte is
/// skipped with one test (most of a line is not a newline).
fn push_line_starts(bytes: &[u8], from: usize, to: usize, starts: &mut Vec<usize>) {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const NEWLINES: u64 = u64::from_ne_bytes([b'\n'; 8]);
    let mut i = from;
    while i + 8 <= to {
        let word = u64::from_ne_bytes(bytes[i..i + 8].try_into().expect("eight bytes"));
        let zero_where_newline = word ^ NEWLINES;
        // Nonzero exactly when some byte of the word is zero.
        if zero_where_newline.wrapping_sub(ONES) & !zero_where_newline & HIGHS != 0 {
            starts.extend((i..i + 8).filter(|&j| bytes[j] == b'\n').map(|j| j + 1));
        }
        i += 8;
    }
    starts.extend((i..to).filter(|&j| bytes[j] == b'\n').map(|j| j + 1));
}

pub struct Parser<'a> {
    lexer: Lexer<'a>,
    peeked: Option<Spanned<'a>>,
    pub src: &'a str,
    file: Arc<str>,
    lines: LineIndex,
    first_line: usize,
    pub ir: Ir,
    pub options: ParseOptions,
    /// Attribute aliases, with the height of each (levels of nesting, itself included).
    attr_aliases: HashMap<&'a str, (Attribute, usize)>,
    type_aliases: HashMap<&'a str, TypeId>,
    loc_aliases: HashMap<&'a str, LocId>,
    /// Types already read, by their exact text (and whether the dialect's
    /// short forms were allowed): most types repeat many times in a module.
    type_cache: FxHashMap<(&'a str, bool), TypeId>,
    /// Declarative-format states for reuse, one per op nesting level; boxed
    /// so that taking one out and putting it back moves a pointer.
    #[allow(clippy::vec_box)]
    pub(crate) format_states: Vec<Box<super::format::FormatState<'a>>>,
    /// The buildable types of constraints, by their text.
    pub(crate) buildable_types: FxHashMap<&'static str, TypeId>,
    /// Location placeholders naming an alias not yet defined: (placeholder, alias, offset).
    pending_loc_aliases: Vec<(LocId, &'a str, usize)>,
    /// How deeply the regions, attributes and locations being read nest now
    /// (each bounded by its limit in [`crate::limits`], so reading never
    /// recurses without bound).
    region_depth: usize,
    /// 1 while the outermost builtin module's region is read: it is not a
    /// level (the implicit module around an input that has none is not
    /// either, nor is there one in bytecode), so a module counts alike
    /// however it is written or read.
    uncounted_regions: usize,
    attr_depth: usize,
    loc_depth: usize,
    /// The deepest attribute level reached since the last alias definition
    /// began (an alias used at level `n` reaches `n + height - 1`).
    attr_reach: usize,
    /// The locations that refer to others, with where each was written: after
    /// parsing, their depth through aliases (which may be defined after their
    /// use) is checked against the limit.
    composite_locations: Vec<(LocId, usize)>,
    scopes: Vec<Scope<'a>>,
    /// Emptied scopes, kept for the next regions.
    spare_scopes: Vec<Scope<'a>>,
    /// The default dialects of the enclosing ops (`cuda_tile` inside a cuda_tile module).
    default_dialects: Vec<&'static str>,
    unknown_loc: Option<LocId>,
    /// Errors already reported before the one parsing stops at (MLIR reports
    /// some failures twice: a generic one from a helper, then the caller's).
    pub emitted: Vec<Diagnostic>,
    /// Whose syntax is being read: `Some(op name)` inside a custom op parser,
    /// `None` inside a region or at top level. Errors the op parser itself
    /// reports carry `custom op '<name>' ` (MLIR's CustomOpAsmParser).
    op_context: Vec<Option<&'static str>>,
}

/// Parses a whole input. `first_line` is the line `src` starts at in `file`
/// (for `-split-input-file` chunks). On failure, every error reported, in
/// order (MLIR may report more than one before it stops).
pub fn parse_all(src: &str, file: &str, first_line: usize, options: &ParseOptions) -> Result<Ir, Vec<Diagnostic>> {
    parse_all_with(src, file, first_line, options, crate::ir::TypeTable::default())
}

/// [`parse_all`] for dialect version `version` (see [`parse_at_version`]).
pub fn parse_all_at_version(src: &str, file: &str, first_line: usize, options: &ParseOptions, version: crate::registry::Version) -> Result<Ir, Vec<Diagnostic>> {
    parse_all_with(src, file, first_line, options, crate::ir::TypeTable::at_version(version))
}

fn parse_all_with(src: &str, file: &str, first_line: usize, options: &ParseOptions, types: crate::ir::TypeTable) -> Result<Ir, Vec<Diagnostic>> {
    let mut p = Parser::new(src, file, first_line, options.clone());
    p.ir.types = types;
    match p.parse_top_level() {
        Ok(()) => Ok(p.ir),
        Err(d) => {
            let mut all = std::mem::take(&mut p.emitted);
            all.push(*d);
            Err(all)
        }
    }
}

/// Parses a whole input. `first_line` is the line `src` starts at in `file`
/// (for `-split-input-file` chunks).
pub fn parse(src: &str, file: &str, first_line: usize, options: &ParseOptions) -> Result<Ir, Diagnostic> {
    let mut p = Parser::new(src, file, first_line, options.clone());
    p.parse_top_level().map_err(|d| *d)?;
    Ok(p.ir)
}

/// [`parse`] for dialect version `version`: types keep that version's rules
/// (and its tools' messages), and the IR is verified against it: what it
/// holds must exist in `version` ([`crate::ir::TypeTable::target`]).
/// Every version's spellings are read.
pub fn parse_at_version(src: &str, file: &str, first_line: usize, options: &ParseOptions, version: crate::registry::Version) -> Result<Ir, Diagnostic> {
    let mut p = Parser::new(src, file, first_line, options.clone());
    p.ir.types = crate::ir::TypeTable::at_version(version);
    p.parse_top_level().map_err(|d| *d)?;
    Ok(p.ir)
}

impl super::lexer::Punctuated for Parser<'_> {
    type Error = Box<Diagnostic>;
    fn eat(&mut self, p: &'static str) -> bool {
        self.eat_punct(p)
    }
    fn expect(&mut self, p: &'static str) -> PResult<()> {
        self.expect_punct(p)
    }
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str, file: &str, first_line: usize, options: ParseOptions) -> Self {
        // An op takes some 60 bytes of text: room for the ops and their
        // locations up front saves copying the arenas as they grow (memory
        // not yet written to is not resident).
        let mut ir = Ir::new();
        ir.ops.reserve(src.len() / 64);
        ir.locations.reserve(src.len() / 64);
        Parser {
            lexer: Lexer::new(src),
            peeked: None,
            src,
            file: file.into(),
            lines: LineIndex::new(),
            first_line,
            ir,
            options,
            attr_aliases: HashMap::new(),
            type_aliases: HashMap::new(),
            loc_aliases: HashMap::new(),
            type_cache: FxHashMap::default(),
            format_states: Vec::new(),
            buildable_types: FxHashMap::default(),
            pending_loc_aliases: Vec::new(),
            region_depth: 0,
            uncounted_regions: 0,
            attr_depth: 0,
            loc_depth: 0,
            attr_reach: 0,
            composite_locations: Vec::new(),
            scopes: Vec::new(),
            spare_scopes: Vec::new(),
            default_dialects: Vec::new(),
            unknown_loc: None,
            emitted: Vec::new(),
            op_context: Vec::new(),
        }
    }

    /// Records an error that does not stop parsing by itself.
    pub fn emit(&mut self, d: Diagnostic) {
        self.emitted.push(d);
    }

    /// `message` as the op parser being run reports it: with `custom op
    /// '<name>' ` in front inside a custom op's syntax.
    pub fn asm_message(&self, message: impl Into<String>) -> String {
        let message = message.into();
        match self.op_context.last() {
            Some(Some(name)) => format!("custom op '{name}' {message}"),
            _ => message,
        }
    }

    /// An error reported by the op parser being run (see [`Self::asm_message`]).
    pub fn asm_error<T>(&self, offset: usize, message: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::at_offset(offset, self.asm_message(message))))
    }

    /// Runs `f` with `context` as the syntax being read.
    pub fn in_op_context<T>(&mut self, context: Option<&'static str>, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.op_context.push(context);
        let result = f(self);
        self.op_context.pop();
        result
    }

    // ---- tokens ----

    pub fn peek(&mut self) -> Token<'a> {
        match self.peeked {
            Some(t) => t.token,
            None => {
                let t = self.lexer.next_significant();
                self.peeked = Some(t);
                t.token
            }
        }
    }

    /// The offset of the next token.
    pub fn offset(&mut self) -> usize {
        self.peek();
        self.peeked.as_ref().map_or(0, |t| t.start)
    }

    pub fn bump(&mut self) -> Spanned<'a> {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lexer.next_significant(),
        }
    }

    /// Hands the raw lexer to a sub-parser positioned at the next token.
    pub fn lexer(&mut self) -> &mut Lexer<'a> {
        if let Some(t) = self.peeked.take() {
            self.lexer.reset(t.start);
        }
        &mut self.lexer
    }

    pub fn error<T>(&self, offset: usize, message: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::at_offset(offset, message)))
    }

    /// An error at the next token; lexer errors win over the expectation.
    pub fn error_here<T>(&mut self, message: impl Into<String>) -> PResult<T> {
        let offset = self.offset();
        if let Token::Error(e) = self.peek() {
            let e = e.message();
            return self.error(offset, e);
        }
        self.error(offset, message)
    }

    pub fn eat_punct(&mut self, p: &str) -> bool {
        // Punctuation is one to three bytes: compare the first before the rest.
        let same = |q: &str| q.len() == p.len() && q.as_bytes()[0] == p.as_bytes()[0] && q == p;
        if matches!(self.peek(), Token::Punct(q) if same(q)) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            return Ok(());
        }
        let offset = self.offset();
        if let Token::Error(e) = self.peek() {
            let e = e.message();
            return self.error(offset, e);
        }
        self.error(super::lexer::wrong_token_offset(self.src, offset), format!("expected '{p}'"))
    }

    pub fn eat_keyword(&mut self, k: &str) -> bool {
        if matches!(self.peek(), Token::BareId(w) if w == k) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_keyword(&mut self, k: &str) -> PResult<()> {
        if self.eat_keyword(k) {
            Ok(())
        } else {
            self.error_here(format!("expected '{k}'"))
        }
    }

    /// `true` or `false`, as a bare keyword.
    pub fn parse_bool_keyword(&mut self) -> PResult<bool> {
        let at = self.offset();
        match self.parse_keyword()? {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => self.error(at, "expected 'true' or 'false'"),
        }
    }

    /// A bare identifier.
    pub fn parse_keyword(&mut self) -> PResult<&'a str> {
        match self.peek() {
            Token::BareId(w) => {
                self.bump();
                Ok(w)
            }
            _ => {
                let m = self.asm_message("expected valid keyword");
                self.error_here(m)
            }
        }
    }

    /// An optionally negative integer literal.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        let offset = self.offset();
        let negative = self.eat_punct("-");
        match self.peek() {
            Token::Integer(text) => {
                self.bump();
                let magnitude = parse_int_literal(text).ok_or_else(|| Diagnostic::at_offset(offset, "integer value too large"))?;
                let value = if negative { -(magnitude as i128) } else { magnitude as i128 };
                i64::try_from(value).map_err(|_| Box::new(Diagnostic::at_offset(offset, "integer value too large")))
            }
            _ => {
                let m = self.asm_message("expected integer value");
                self.error_here(m)
            }
        }
    }

    pub fn parse_string(&mut self) -> PResult<String> {
        match self.peek() {
            Token::String(bytes) => {
                let s = bytes.text();
                self.bump();
                Ok(s)
            }
            _ => self.error_here("expected string"),
        }
    }

    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.peek() {
            Token::SymbolId(s) => {
                let s = s.text();
                self.bump();
                Ok(s)
            }
            _ => {
                let m = self.asm_message("expected valid '@'-identifier for symbol name");
                self.error_here(m)
            }
        }
    }


    /// One or more items separated by `,`.
    pub fn comma_list<T>(&mut self, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.eat_punct(",") {
            out.push(item(self)?);
        }
        Ok(out)
    }

    /// The attribute an alias names, if it is one, used where an attribute
    /// is being read: its levels count from there (an error at `offset` past
    /// [`MAX_ATTRIBUTE_DEPTH`]).
    pub fn use_attr_alias(&mut self, name: &str, offset: usize) -> PResult<Option<Attribute>> {
        let Some((attribute, height)) = self.attr_aliases.get(name) else { return Ok(None) };
        let reach = self.attr_depth.max(1) + height - 1;
        if reach > MAX_ATTRIBUTE_DEPTH {
            return self.error(offset, attribute_depth_message());
        }
        let attribute = attribute.clone();
        self.attr_reach = self.attr_reach.max(reach);
        Ok(Some(attribute))
    }

    /// Runs `f`, which reads one attribute, one level deeper (an error at the
    /// next token past [`MAX_ATTRIBUTE_DEPTH`]).
    pub fn nested_attribute<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.attr_depth >= MAX_ATTRIBUTE_DEPTH {
            return self.error_here(attribute_depth_message());
        }
        self.attr_depth += 1;
        self.attr_reach = self.attr_reach.max(self.attr_depth);
        let result = f(self);
        self.attr_depth -= 1;
        result
    }

    // ---- types ----

    pub fn parse_type(&mut self) -> PResult<TypeId> {
        if let Token::BangId(name) = self.peek() {
            if let Some(&t) = self.type_aliases.get(name) {
                self.bump();
                return Ok(t);
            }
        }
        self.run_type_parser(false)
    }

    /// A type as cuda_tile's op syntax reads it (upstream's `parseCudaTileType`):
    /// the `!cuda_tile.` prefix may be left out.
    pub fn parse_cuda_tile_type(&mut self) -> PResult<TypeId> {
        if let Token::BangId(name) = self.peek() {
            if let Some(&t) = self.type_aliases.get(name) {
                self.bump();
                return Ok(t);
            }
        }
        self.run_type_parser(true)
    }

    /// Types separated by commas, each as [`Self::parse_cuda_tile_type`] reads it.
    pub fn parse_cuda_tile_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.comma_list(Self::parse_cuda_tile_type)
    }

    fn run_type_parser(&mut self, dialect: bool) -> PResult<TypeId> {
        let src = self.src;
        let op_context = self.op_context.last().copied().flatten();
        self.lexer();
        // The same type text always reads as the same type: look it up first.
        let start = skip_trivia(src, self.lexer.position());
        let key = type_text(src, start).map(|text| (text, dialect));
        if let Some(&t) = key.and_then(|k| self.type_cache.get(&k)) {
            self.lexer.reset(start + key.map_or(0, |(text, _)| text.len()));
            return Ok(t);
        }
        let mut tp = TypeParser { lexer: &mut self.lexer, src, depth: 0, emitted: Vec::new(), op_context };
        let result = if dialect { tp.parse_cuda_tile_type(&mut self.ir.types) } else { tp.parse_type(&mut self.ir.types) };
        let emitted = std::mem::take(&mut tp.emitted);
        let clean = emitted.is_empty();
        self.emitted.extend(emitted.into_iter().map(|e| Diagnostic::at_offset(e.offset, e.message)));
        let t = result.map_err(|e| Diagnostic::at_offset(e.offset, e.message))?;
        if let Some(k) = key.filter(|(text, _)| clean && self.lexer.position() == start + text.len()) {
            self.type_cache.insert(k, t);
        }
        Ok(t)
    }

    /// Types separated by commas (no delimiters).
    pub fn parse_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.comma_list(Self::parse_type)
    }

    /// Whether the next token can start a type.
    pub fn at_type(&mut self) -> bool {
        match self.peek() {
            Token::BangId(_) | Token::Punct("(") => true,
            Token::BareId(w) => crate::Scalar::from_name(w).is_some() || matches!(w, "index" | "tensor" | "ptr" | "tile" | "tensor_view" | "partition_view" | "token" | "string"),
            _ => false,
        }
    }

    // ---- locations ----

    /// The location of a source offset, as MLIR gives ops without `loc(...)`.
    pub fn source_location(&mut self, offset: usize) -> LocId {
        let (line, col) = self.lines.line_col(self.src, offset);
        let line = (line + self.first_line - 1) as u32;
        self.ir.location(Location::FileLineCol { file: self.file.clone(), line, col: col as u32 })
    }

    pub fn unknown_location(&mut self) -> LocId {
        match self.unknown_loc {
            Some(l) => l,
            None => {
                let l = self.ir.location(Location::Unknown);
                self.unknown_loc = Some(l);
                l
            }
        }
    }

    /// `loc(...)` if present.
    pub fn parse_optional_trailing_location(&mut self) -> PResult<Option<LocId>> {
        if !matches!(self.peek(), Token::BareId("loc")) {
            return Ok(None);
        }
        self.bump();
        self.expect_punct("(")?;
        let loc = self.parse_location_body()?;
        self.expect_punct(")")?;
        Ok(Some(loc))
    }

    /// The inside of `loc(...)`: a location or a `#alias`.
    pub fn parse_location_body(&mut self) -> PResult<LocId> {
        let offset = self.offset();
        match self.peek() {
            Token::HashId(name) if !name.contains('.') => {
                self.bump();
                if let Some(&l) = self.loc_aliases.get(name) {
                    return Ok(l);
                }
                if let Some((attr, _)) = self.attr_aliases.get(name) {
                    let attr = attr.clone();
                    return self.error(offset, format!("expected location, but found '{}'", super::attrs::attr_to_string(&self.ir, &attr)));
                }
                // Defined later in the file: a placeholder filled in at the end.
                let l = self.ir.location(Location::Unknown);
                self.pending_loc_aliases.push((l, name, offset));
                self.composite_locations.push((l, offset));
                Ok(l)
            }
            _ => self.parse_location_literal(),
        }
    }

    /// A location written out: `unknown`, `"file":line:col`, `"name"(child)`,
    /// `callsite(a at b)`, `fused[...]`, `fused<meta>[...]`, `#cuda_tile.di_loc<...>`.
    /// Nesting past [`MAX_LOCATION_DEPTH`] is an error.
    pub fn parse_location_literal(&mut self) -> PResult<LocId> {
        if self.loc_depth >= MAX_LOCATION_DEPTH {
            return self.error_here(location_depth_message());
        }
        let offset = self.offset();
        self.loc_depth += 1;
        let result = self.parse_location_literal_at(offset);
        self.loc_depth -= 1;
        let loc = result?;
        if !matches!(self.ir.locations[loc], Location::Unknown | Location::FileLineCol { .. } | Location::Name { child: None, .. }) {
            self.composite_locations.push((loc, offset));
        }
        Ok(loc)
    }

    fn parse_location_literal_at(&mut self, offset: usize) -> PResult<LocId> {
        match self.peek() {
            Token::BareId("unknown") => {
                self.bump();
                Ok(self.unknown_location())
            }
            Token::String(bytes) => {
                self.bump();
                let text: Box<str> = bytes.text().into();
                if self.eat_punct(":") {
                    let line = self.parse_loc_number()?;
                    self.expect_punct(":")?;
                    let col = self.parse_loc_number()?;
                    return Ok(self.ir.location(Location::FileLineCol { file: Arc::from(&*text), line, col }));
                }
                let child = if self.eat_punct("(") {
                    let c = self.parse_location_body()?;
                    self.expect_punct(")")?;
                    Some(c)
                } else {
                    None
                };
                Ok(self.ir.location(Location::Name { name: text, child }))
            }
            Token::BareId("callsite") => {
                self.bump();
                self.expect_punct("(")?;
                let callee = self.parse_location_body()?;
                self.expect_keyword("at")?;
                let caller = self.parse_location_body()?;
                self.expect_punct(")")?;
                Ok(self.ir.location(Location::CallSite { callee, caller }))
            }
            Token::BareId("fused") => {
                self.bump();
                let metadata = self.optional_between("<", ">", Self::parse_attribute)?;
                self.expect_punct("[")?;
                let locations = self.list_until("]", Self::parse_location_body)?;
                Ok(self.ir.location(Location::Fused { locations: locations.into(), metadata: metadata.map(Box::new) }))
            }
            Token::HashId("cuda_tile.di_loc") => {
                self.bump();
                self.expect_punct("<")?;
                // The position: `loc(...)` written out, or a `#alias`.
                let source = match self.parse_optional_trailing_location()? {
                    Some(l) => l,
                    None => self.parse_location_body()?,
                };
                self.expect_keyword("in")?;
                let scope_offset = self.offset();
                let scope = self.parse_attribute()?;
                if !matches!(scope, Attribute::DISubprogram { .. } | Attribute::DILexicalBlock { .. }) {
                    return self.error(scope_offset, "expected a debug info scope (#cuda_tile.di_subprogram or #cuda_tile.di_lexical_block)");
                }
                self.expect_punct(">")?;
                Ok(self.ir.location(Location::DebugInfo { source, scope: Box::new(scope) }))
            }
            _ => self.error(offset, "expected location instance"),
        }
    }

    fn parse_loc_number(&mut self) -> PResult<u32> {
        let offset = self.offset();
        let v = self.parse_integer()?;
        u32::try_from(v).map_err(|_| Box::new(Diagnostic::at_offset(offset, "expected a line or column number")))
    }

    // ---- top level ----

    fn parse_top_level(&mut self) -> PResult<()> {
        let top_block = self.ir.blocks.push(Block::default());
        self.scopes.push(Scope { isolated: true, ..Scope::default() });
        loop {
            match self.peek() {
                Token::Eof => break,
                Token::HashId(name) => self.parse_alias_definition(name, true)?,
                Token::BangId(name) => self.parse_alias_definition(name, false)?,
                _ => {
                    self.parse_operation(top_block)?;
                }
            }
        }
        self.finish_scope()?;
        self.resolve_pending_locations()?;
        self.check_location_depths()?;
        let ops = std::mem::take(&mut self.ir.blocks[top_block].ops);
        let single_module = ops.len() == 1 && self.ir.ops[ops[0]].name.as_str() == BUILTIN_MODULE;
        if self.options.implicit_module && !single_module {
            let loc = self.ir.location(Location::FileLineCol { file: self.file.clone(), line: 0, col: 0 });
            let module = self.ir.ops.push(Operation::new(OpName::Unregistered(BUILTIN_MODULE.into()), Vec::new(), loc));
            let region = self.ir.append_region(module);
            let body = self.ir.append_block(region, &[]);
            for op in ops {
                self.ir.append_op(body, op);
            }
            self.ir.top_level = vec![module];
        } else {
            for &op in &ops {
                self.ir.ops[op].parent = None;
            }
            self.ir.top_level = ops;
        }
        Ok(())
    }

    /// `#name = attribute-or-location` / `!name = type`.
    fn parse_alias_definition(&mut self, name: &'a str, is_attr: bool) -> PResult<()> {
        let offset = self.offset();
        self.bump();
        if !self.eat_punct("=") {
            return self.error_here("expected '=' in alias definition");
        }
        if is_attr {
            if self.attr_aliases.contains_key(name) || self.loc_aliases.contains_key(name) {
                return self.error(offset, format!("redefinition of attribute alias id '{name}'"));
            }
            if matches!(self.peek(), Token::BareId("loc")) {
                self.bump();
                self.expect_punct("(")?;
                let loc = self.parse_location_body()?;
                self.expect_punct(")")?;
                self.loc_aliases.insert(name, loc);
            } else if matches!(self.peek(), Token::HashId("cuda_tile.di_loc")) {
                let loc = self.parse_location_literal()?;
                self.loc_aliases.insert(name, loc);
            } else {
                self.attr_reach = 0;
                let attr = self.parse_attribute()?;
                self.attr_aliases.insert(name, (attr, self.attr_reach));
            }
        } else {
            if self.type_aliases.contains_key(name) {
                return self.error(offset, format!("redefinition of type alias id '{name}'"));
            }
            let t = self.parse_type()?;
            self.type_aliases.insert(name, t);
        }
        Ok(())
    }

    /// Points every `loc(#alias)` used before its definition at the
    /// alias's location: each use refers to the one location, as every use
    /// of an alias defined earlier does (nothing is copied). An alias may be
    /// defined as another that waits too: each chain is followed once; one
    /// that comes back to itself is an error at the first use (in the
    /// input's order) that waits on it.
    fn resolve_pending_locations(&mut self) -> PResult<()> {
        let pending = &self.pending_loc_aliases;
        if pending.is_empty() {
            return Ok(());
        }
        if let Some(&(_, name, offset)) = pending.iter().find(|(_, name, _)| !self.loc_aliases.contains_key(name)) {
            return self.error(offset, format!("undefined symbol alias id '{name}'"));
        }
        let waiting: FxHashMap<LocId, usize> = pending.iter().enumerate().map(|(i, p)| (p.0, i)).collect();
        // Per use: the location it stands for (None: not found yet).
        let mut target: Vec<Option<LocId>> = vec![None; pending.len()];
        let mut on_chain = vec![false; pending.len()];
        let mut chain = Vec::new();
        for first in 0..pending.len() {
            let mut i = first;
            chain.clear();
            let end = loop {
                if let Some(t) = target[i] {
                    break t;
                }
                if on_chain[i] {
                    let (_, name, offset) = pending[first];
                    return self.error(offset, format!("location alias '#{name}' refers to itself"));
                }
                on_chain[i] = true;
                chain.push(i);
                let named = self.loc_aliases[pending[i].1];
                match waiting.get(&named) {
                    Some(&next) => i = next,
                    None => break named,
                }
            };
            for &i in &chain {
                target[i] = Some(end);
                on_chain[i] = false;
            }
        }
        let redirect: FxHashMap<LocId, LocId> = pending.iter().zip(&target).filter_map(|(p, t)| Some((p.0, (*t)?))).collect();
        let to = |l: &mut LocId| {
            if let Some(&t) = redirect.get(l) {
                *l = t;
            }
        };
        for (_, op) in self.ir.ops.iter_mut() {
            to(&mut op.location);
        }
        for (_, block) in self.ir.blocks.iter_mut() {
            block.arguments.iter_mut().for_each(|(_, l)| to(l));
        }
        for (_, loc) in self.ir.locations.iter_mut() {
            match loc {
                Location::Name { child: Some(c), .. } => to(c),
                Location::CallSite { callee, caller } => {
                    to(callee);
                    to(caller);
                }
                Location::Fused { locations, .. } => locations.iter_mut().for_each(to),
                Location::DebugInfo { source, .. } => to(source),
                Location::Unknown | Location::FileLineCol { .. } | Location::Name { child: None, .. } => {}
            }
        }
        for l in self.loc_aliases.values_mut() {
            to(l);
        }
        Ok(())
    }

    /// Every location that refers to others nests at most
    /// [`MAX_LOCATION_DEPTH`] levels deep through the aliases it names, and
    /// none refers to itself (aliases may be used before their definition,
    /// so this is known only once all are read). One walk, each location
    /// visited once.
    fn check_location_depths(&mut self) -> PResult<()> {
        const ON_PATH: u32 = u32::MAX;
        let mut height = vec![0u32; self.ir.locations.len()];
        let offsets: FxHashMap<LocId, usize> = self.composite_locations.iter().copied().collect();
        for &(root, _) in &self.composite_locations {
            if height[root.index()] != 0 {
                continue;
            }
            // (location, children visited so far)
            let mut path: Vec<(LocId, usize)> = vec![(root, 0)];
            height[root.index()] = ON_PATH;
            while let Some(&mut (loc, ref mut next)) = path.last_mut() {
                let child = self.ir.locations[loc].child(*next);
                *next += 1;
                match child {
                    Some(c) if height[c.index()] == ON_PATH => {
                        // A cycle: it passes through an alias used before its
                        // definition; named by its first such use.
                        let start = path.iter().position(|(l, _)| *l == c).unwrap_or(0);
                        let cycle: rustc_hash::FxHashSet<LocId> = path[start..].iter().map(|(l, _)| *l).collect();
                        let first_use = self.pending_loc_aliases.iter().find(|(_, name, _)| cycle.contains(&self.loc_aliases[name]));
                        let (name, at) = first_use.map_or(("?", offsets.get(&c).copied().unwrap_or(0)), |&(_, name, at)| (name, at));
                        return self.error(at, format!("location alias '#{name}' refers to itself"));
                    }
                    Some(c) if height[c.index()] == 0 => {
                        height[c.index()] = ON_PATH;
                        path.push((c, 0));
                    }
                    Some(_) => {}
                    None => {
                        path.pop();
                        let h = 1 + self.ir.locations[loc].children().map(|c| height[c.index()]).max().unwrap_or(0);
                        if h as usize > MAX_LOCATION_DEPTH {
                            return self.error(offsets.get(&loc).copied().unwrap_or(0), location_depth_message());
                        }
                        height[loc.index()] = h;
                    }
                }
            }
        }
        Ok(())
    }

    // ---- SSA names ----

    fn push_scope(&mut self, isolated: bool) {
        // A finished scope's tables keep their capacity for the next region.
        let mut scope = self.spare_scopes.pop().unwrap_or_default();
        scope.isolated = isolated;
        self.scopes.push(scope);
    }

    /// Ends a region's scope; in an isolated scope, every forward reference
    /// must have been defined.
    fn finish_scope(&mut self) -> PResult<()> {
        let mut scope = self.scopes.pop().expect("balanced scopes");
        if scope.isolated {
            if let Some((_, f)) = scope.forward.iter().min_by_key(|(_, f)| f.offset) {
                return self.error(f.offset, "use of undeclared SSA value name");
            }
        }
        scope.values.clear();
        scope.forward.clear();
        self.spare_scopes.push(scope);
        Ok(())
    }

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let offset = self.offset();
        match self.peek() {
            Token::ValueId(text) => {
                self.bump();
                // A byte search: the names are short, and most have no `#`.
                match text.bytes().position(|b| b == b'#').map(|i| (&text[..i], &text[i + 1..])) {
                    Some((name, number)) => {
                        let number = number.parse::<u32>().map_err(|_| Box::new(Diagnostic::at_offset(offset, "invalid SSA value result number")))?;
                        Ok(UnresolvedOperand { name, number, offset })
                    }
                    None => Ok(UnresolvedOperand { name: text, number: 0, offset }),
                }
            }
            _ => self.error_here("expected SSA operand"),
        }
    }

    pub fn at_operand(&mut self) -> bool {
        matches!(self.peek(), Token::ValueId(_))
    }

    /// Zero or more operands separated by commas.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        if !self.at_operand() {
            return Ok(Vec::new());
        }
        self.comma_list(Self::parse_operand)
    }

    fn lookup(&self, name: &str) -> Option<ValueDef> {
        for scope in self.scopes.iter().rev() {
            if let Some(d) = scope.values.get(name) {
                return Some(*d);
            }
            if scope.isolated {
                break;
            }
        }
        None
    }

    fn isolated_scope_index(&self) -> usize {
        self.scopes.iter().rposition(|s| s.isolated).unwrap_or(0)
    }

    /// The value an operand names, which must have type `ty`.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: TypeId) -> PResult<Value> {
        if let Some(def) = self.lookup(u.name) {
            if u.number >= def.count {
                return self.error(u.offset, "reference to invalid result number");
            }
            let v = match def.first {
                Value::Result(op, i) => Value::Result(op, i + u.number),
                Value::Argument(b, i) => Value::Argument(b, i + u.number),
            };
            let actual = self.ir.value_type(v);
            if actual != ty {
                let (expected, found) = (self.type_string(ty), self.type_string(actual));
                return Err(Box::new(Diagnostic::at_offset(u.offset, format!("use of value '%{}' expects different type than prior uses: '{expected}' vs '{found}'", u.name))
                    .with_note(DiagLoc::Offset(def.offset), "prior use here")));
            }
            return Ok(v);
        }
        // A forward reference: a placeholder op stands in until the definition.
        let iso = self.isolated_scope_index();
        if let Some(f) = self.scopes[iso].forward.get(&(u.name, u.number)) {
            let v = Value::Result(f.placeholder, 0);
            let actual = self.ir.value_type(v);
            if actual != ty {
                let (expected, found) = (self.type_string(ty), self.type_string(actual));
                let prior = f.offset;
                return Err(Box::new(Diagnostic::at_offset(u.offset, format!("use of value '%{}' expects different type than prior uses: '{expected}' vs '{found}'", u.name))
                    .with_note(DiagLoc::Offset(prior), "prior use here")));
            }
            return Ok(v);
        }
        let loc = self.unknown_location();
        let placeholder = self.ir.ops.push(Operation { result_types: vec![ty].into(), ..Operation::new(OpName::Unregistered("<forward reference>".into()), Vec::new(), loc) });
        self.scopes[iso].forward.insert((u.name, u.number), ForwardRef { placeholder, offset: u.offset, uses: Vec::new() });
        Ok(Value::Result(placeholder, 0))
    }

    pub fn resolve_operands(&mut self, us: &[UnresolvedOperand<'a>], types: &[TypeId], offset: usize) -> PResult<Vec<Value>> {
        let mut values = Vec::with_capacity(us.len());
        self.resolve_operands_into(us, types, offset, &mut values)?;
        Ok(values)
    }

    /// [`Self::resolve_operands`], appending to `out`.
    pub fn resolve_operands_into(&mut self, us: &[UnresolvedOperand<'a>], types: &[TypeId], offset: usize, out: &mut impl Extend<Value>) -> PResult<()> {
        if us.len() != types.len() {
            return self.asm_error(offset, format!("number of operands and types do not match: got {} operands and {} types", us.len(), types.len()));
        }
        for (u, t) in us.iter().zip(types) {
            let value = self.resolve_operand(*u, *t)?;
            out.extend([value]);
        }
        Ok(())
    }

    /// Records that `name` (with `count` values starting at `first`) is defined here.
    /// A name visible here may not be defined again, in this region or in
    /// one nested in it (as MLIR's parser keeps one table of names per
    /// isolated region).
    fn define(&mut self, name: &'a str, offset: usize, first: Value, count: u32) -> PResult<()> {
        for scope in self.scopes.iter().rev() {
            if let Some(prev) = scope.values.get(name) {
                return Err(Box::new(Diagnostic::at_offset(offset, format!("redefinition of SSA value '%{name}'")).with_note(DiagLoc::Offset(prev.offset), "previously defined here")));
            }
            if scope.isolated {
                break;
            }
        }
        let iso = self.isolated_scope_index();
        for n in 0..count {
            if let Some(f) = self.scopes[iso].forward.remove(&(name, n)) {
                let v = match first {
                    Value::Result(op, i) => Value::Result(op, i + n),
                    Value::Argument(b, i) => Value::Argument(b, i + n),
                };
                let (expected, actual) = (self.ir.value_type(Value::Result(f.placeholder, 0)), self.ir.value_type(v));
                if expected != actual {
                    let suffix = if count > 1 { format!("#{n}") } else { String::new() };
                    return Err(Box::new(Diagnostic::at_offset(offset, format!("definition of SSA value '%{name}{suffix}' has type '{}'", self.type_string(actual)))
                        .with_note(DiagLoc::Offset(f.offset), format!("previously used here with type '{}'", self.type_string(expected)))));
                }
                for (op, index) in f.uses {
                    self.ir.ops[op].operands[index] = v;
                }
            }
        }
        self.scopes.last_mut().expect("a scope").values.insert(name, ValueDef { first, count, offset });
        Ok(())
    }

    fn record_forward_uses(&mut self, op: OpId) {
        let iso = self.isolated_scope_index();
        if self.scopes[iso].forward.is_empty() {
            return;
        }
        let operands = self.ir.ops[op].operands.clone();
        for (index, v) in operands.into_iter().enumerate() {
            if let Value::Result(p, _) = v {
                if let Some(f) = self.scopes[iso].forward.values_mut().find(|f| f.placeholder == p) {
                    f.uses.push((op, index));
                }
            }
        }
    }

    pub fn type_string(&self, t: TypeId) -> String {
        let mut s = String::new();
        super::types::print_type(&self.ir.types, t, super::types::TypeStyle::Full, &mut s);
        s
    }

    // ---- regions ----

    /// `{ ... }` with the entry block's arguments declared by the op's syntax.
    /// An empty `{}` without arguments is a region with no blocks.
    /// Nesting past [`MAX_REGION_DEPTH`] is an error at the `{`.
    pub fn parse_region(&mut self, arguments: &[ArgumentDecl<'a>], isolated: bool) -> PResult<RegionId> {
        self.parse_region_counted(arguments, isolated)
    }

    /// The region of a builtin module: not a level when it is the outermost
    /// one (see `uncounted_regions`).
    fn parse_module_region(&mut self) -> PResult<RegionId> {
        let outermost = self.region_depth == 0;
        self.uncounted_regions += usize::from(outermost);
        let result = self.parse_region_counted(&[], true);
        self.uncounted_regions -= usize::from(outermost);
        result
    }

    fn parse_region_counted(&mut self, arguments: &[ArgumentDecl<'a>], isolated: bool) -> PResult<RegionId> {
        if self.region_depth.saturating_sub(self.uncounted_regions) >= MAX_REGION_DEPTH {
            return self.error_here(format!("regions nest more than {MAX_REGION_DEPTH} levels deep"));
        }
        self.region_depth += 1;
        let result = self.parse_region_at_depth(arguments, isolated);
        self.region_depth -= 1;
        result
    }

    fn parse_region_at_depth(&mut self, arguments: &[ArgumentDecl<'a>], isolated: bool) -> PResult<RegionId> {
        self.expect_punct("{")?;
        let region = self.ir.regions.push(Region::default());
        self.push_scope(isolated);
        let result = self.in_op_context(None, |p| p.parse_region_body(region, arguments));
        let finish = self.finish_scope();
        result?;
        finish?;
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId, arguments: &[ArgumentDecl<'a>]) -> PResult<()> {
        if arguments.is_empty() && self.eat_punct("}") {
            return Ok(());
        }
        // The entry block: its arguments come from the op's syntax or a label.
        let mut block_labels: HashMap<&'a str, (BlockId, usize)> = HashMap::new();
        let entry = if matches!(self.peek(), Token::BlockId(_)) {
            if !arguments.is_empty() {
                return self.error_here("invalid block name in region with named arguments");
            }
            self.parse_block_label(region, &mut block_labels)?
        } else {
            self.append_block(region, arguments)?
        };
        let mut block = entry;
        loop {
            match self.peek() {
                Token::Punct("}") => {
                    self.bump();
                    return Ok(());
                }
                Token::BlockId(_) => block = self.parse_block_label(region, &mut block_labels)?,
                Token::Eof => return self.error_here("expected '}' in region"),
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
    }

    /// `^bb1(%a: type, ...):` starts a new block.
    fn parse_block_label(&mut self, region: RegionId, labels: &mut HashMap<&'a str, (BlockId, usize)>) -> PResult<BlockId> {
        let offset = self.offset();
        let Token::BlockId(name) = self.peek() else { return self.error_here("expected block name") };
        self.bump();
        if let Some((_, prev)) = labels.get(name) {
            return Err(Box::new(Diagnostic::at_offset(offset, format!("redefinition of block '^{name}'")).with_note(DiagLoc::Offset(*prev), "previously defined here")));
        }
        let mut decls = Vec::new();
        if self.eat_punct("(") {
            decls = self.list_until(")", |p| {
                let u = p.parse_operand()?;
                p.expect_punct(":")?;
                let ty = p.parse_type()?;
                let location = p.parse_optional_trailing_location()?;
                Ok(ArgumentDecl { name: u.name, offset: u.offset, ty, location })
            })?;
        }
        self.expect_punct(":")?;
        let b = self.append_block(region, &decls)?;
        labels.insert(name, (b, offset));
        Ok(b)
    }

    /// A new block at the end of `region` with `arguments` (located where
    /// they say, else where they are written), each defined by its name.
    fn append_block(&mut self, region: RegionId, arguments: &[ArgumentDecl<'a>]) -> PResult<BlockId> {
        let args: Vec<(TypeId, LocId)> = arguments.iter().map(|a| (a.ty, a.location.unwrap_or_else(|| self.source_location(a.offset)))).collect();
        let b = self.ir.append_block(region, &args);
        for (i, a) in arguments.iter().enumerate() {
            self.define(a.name, a.offset, Value::Argument(b, i as u32), 1)?;
        }
        Ok(b)
    }

    // ---- operations ----

    /// One op with its results and trailing location, appended to `block`.
    pub fn parse_operation(&mut self, block: BlockId) -> PResult<OpId> {
        let start = self.offset();
        // `%a, %b:2 =`
        let mut result_names: smallvec::SmallVec<[(&'a str, u32, usize); 4]> = smallvec::SmallVec::new();
        if self.at_operand() {
            loop {
                let offset = self.offset();
                let Token::ValueId(name) = self.peek() else { return self.error_here("expected SSA identifier") };
                if name.bytes().any(|b| b == b'#') {
                    return self.error(offset, "expected valid ssa identifier");
                }
                self.bump();
                let mut count = 1;
                if self.eat_punct(":") {
                    let c_off = self.offset();
                    let c = self.parse_integer()?;
                    if !(1..=u32::MAX as i64).contains(&c) {
                        return self.error(c_off, "expected named operation to have at least 1 result");
                    }
                    count = c as u32;
                }
                result_names.push((name, count, offset));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct("=")?;
        }
        let name_offset = self.offset();
        let (name, state) = match self.peek() {
            Token::String(bytes) => {
                self.bump();
                let name = bytes.text();
                let op_name = self.resolve_op_name(&name, name_offset, true)?;
                let state = self.parse_generic_op(&op_name, name_offset)?;
                (op_name, state)
            }
            Token::BareId(word) => {
                self.bump();
                let op_name = self.resolve_op_name(word, name_offset, false)?;
                let state = self.parse_custom_op(&op_name, name_offset)?;
                (op_name, state)
            }
            _ => return self.error_here("expected operation name in quotes"),
        };
        let location = match self.parse_optional_trailing_location()? {
            Some(l) => l,
            None => self.source_location(start),
        };
        let declared: u32 = result_names.iter().map(|r| r.1).sum();
        if !result_names.is_empty() && state.result_types.is_empty() {
            return self.error(start, "cannot name an operation with no results");
        }
        if !result_names.is_empty() && declared as usize != state.result_types.len() {
            return self.error(start, format!("operation defines {} results but was provided {} to bind", state.result_types.len(), declared));
        }
        let op = self.create(name, state, location);
        self.ir.append_op(block, op);
        self.record_forward_uses(op);
        let mut index = 0;
        for (name, count, offset) in result_names {
            self.define(name, offset, Value::Result(op, index), count)?;
            index += count;
        }
        Ok(op)
    }

    fn create(&mut self, name: OpName, mut state: OpState, location: LocId) -> OpId {
        if let OpName::Registered(info) = &name {
            normalize_inherent_attrs(info, &mut state.attributes);
        }
        let op = self.ir.ops.push(Operation {
            name,
            operands: state.operands,
            operand_segments: state.operand_segments.map(Vec::into_boxed_slice),
            result_types: state.result_types,
            result_segments: state.result_segments.map(Vec::into_boxed_slice),
            attributes: state.attributes,
            regions: state.regions,
            location,
            parent: None,
        });
        for i in 0..self.ir.ops[op].regions.len() {
            let r = self.ir.ops[op].regions[i];
            self.ir.regions[r].parent = Some(op);
        }
        op
    }

    /// Finds the op a name refers to, with the enclosing default dialect for bare names.
    fn resolve_op_name(&mut self, name: &str, offset: usize, generic: bool) -> PResult<OpName> {
        let has_dialect = name.bytes().any(|b| b == b'.');
        // The common case first: a short name inside a cuda_tile region.
        if !has_dialect && !generic && self.default_dialects.last() == Some(&"cuda_tile") {
            if let Some(info) = registry::lookup_mnemonic(name) {
                return Ok(OpName::Registered(info));
            }
        }
        if let Some(info) = registry::lookup(name) {
            return Ok(OpName::Registered(info));
        }
        if name == BUILTIN_MODULE || (!generic && name == "module" && self.default_dialects.last().is_none_or(|d| *d == "builtin")) {
            return Ok(OpName::Unregistered(BUILTIN_MODULE.into()));
        }
        let dialect = name.split_once('.').map(|(d, _)| d);
        if generic {
            return match dialect {
                Some(d @ ("cuda_tile" | "builtin")) => self.error(offset, format!("unregistered operation '{name}' found in dialect ('{d}') that does not allow unknown operations")),
                _ if !self.options.allow_unregistered => self.error(offset, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"),
                _ => Ok(OpName::Unregistered(name.into())),
            };
        }
        match (dialect, self.default_dialects.last()) {
            (None, Some(d)) => match (*d == "cuda_tile").then(|| registry::lookup_mnemonic(name)).flatten() {
                Some(info) => Ok(OpName::Registered(info)),
                None => self.error(offset, format!("custom op '{name}' is unknown (tried '{d}.{name}' as well)")),
            },
            _ => self.error(offset, format!("custom op '{name}' is unknown")),
        }
    }

    /// The generic form after the name: `(%a) <{props}> ({...}) {attrs} : (T) -> U`.
    fn parse_generic_op(&mut self, name: &OpName, name_offset: usize) -> PResult<OpState> {
        let mut state = OpState::new();
        self.expect_punct("(")?;
        let operands = self.list_until(")", Self::parse_operand)?;
        if matches!(self.peek(), Token::Punct("[")) {
            return self.error_here("successors are not supported by cuda_tile ops");
        }
        let props = self.optional_between("<", ">", |p| {
            p.expect_punct("{")?;
            p.parse_attr_dict_body()
        })?;
        for (n, a) in props.into_iter().flatten() {
            state.set_attr(n, a);
        }
        let isolated = match name {
            OpName::Registered(info) => info.has_trait(SimpleTrait::IsolatedFromAbove),
            OpName::Unregistered(n) => &**n == BUILTIN_MODULE,
        };
        if self.eat_punct("(") {
            self.with_default_dialect(name, |p| {
                let module = matches!(name, OpName::Unregistered(n) if &**n == BUILTIN_MODULE);
                let regions = p.list_until(")", |p| if module { p.parse_module_region() } else { p.parse_region(&[], isolated) })?;
                state.regions = regions.into();
                Ok(())
            })?;
        }
        if matches!(self.peek(), Token::Punct("{")) {
            for (n, a) in self.parse_optional_attr_dict()? {
                state.set_attr(n, a);
            }
        }
        self.expect_punct(":")?;
        let type_offset = self.offset();
        let fn_type = self.parse_type()?;
        let crate::ir::TypeData::Function { inputs, results } = self.ir.types.get(fn_type).clone() else {
            return self.error(type_offset, "expected function type");
        };
        if operands.len() != inputs.len() {
            let plural = if operands.len() == 1 { "" } else { "s" };
            return self.error(type_offset, format!("expected {} operand type{plural} but had {}", operands.len(), inputs.len()));
        }
        state.operands = self.resolve_operands(&operands, &inputs, name_offset)?.into();
        state.result_types = results.to_vec().into();
        // Segment sizes travel as the `operandSegmentSizes`/`resultSegmentSizes` property.
        let take_segments = |state: &mut OpState, key: &str| -> PResult<Option<Vec<u32>>> {
            let Some(i) = state.attributes.iter().position(|(n, _)| &**n == key) else { return Ok(None) };
            let (_, a) = state.attributes.remove(i);
            match a.as_dense_i32() {
                Some(sizes) if sizes.iter().any(|&n| n < 0) => Err(Box::new(Diagnostic::at_offset(name_offset, format!("'{}' op '{key}' attribute cannot have negative elements", name.as_str())))),
                Some(sizes) => Ok(Some(sizes.iter().map(|&n| n as u32).collect())),
                None => Err(Box::new(Diagnostic::at_offset(name_offset, format!("'{}' op '{key}' must be an array<i32: ...> of group sizes", name.as_str())))),
            }
        };
        if let OpName::Registered(_) = name {
            state.operand_segments = take_segments(&mut state, "operandSegmentSizes")?;
            state.result_segments = take_segments(&mut state, "resultSegmentSizes")?;
        }
        Ok(state)
    }

    /// Runs `f` with the default dialect that `name`'s regions use.
    pub fn with_default_dialect<T>(&mut self, name: &OpName, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let dialect = match name {
            OpName::Registered(info) if info.has_trait(SimpleTrait::DefaultDialect) => Some("cuda_tile"),
            OpName::Unregistered(n) if &**n == BUILTIN_MODULE => Some("builtin"),
            _ => None,
        };
        if let Some(d) = dialect {
            self.default_dialects.push(d);
        }
        let result = f(self);
        if dialect.is_some() {
            self.default_dialects.pop();
        }
        result
    }

    /// An op's own syntax after its name.
    fn parse_custom_op(&mut self, name: &OpName, name_offset: usize) -> PResult<OpState> {
        let mut state = OpState::new();
        match name {
            OpName::Registered(info) => {
                self.with_default_dialect(name, |p| {
                    p.in_op_context(Some(info.name), |p| match info.format {
                        Some(format) => p.parse_declarative(info, format, &mut state, name_offset),
                        None => p.parse_handwritten(info, &mut state, name_offset),
                    })
                })?;
            }
            OpName::Unregistered(_) => {
                // `module @name attributes {...} { ... }`
                self.with_default_dialect(name, |p| {
                    if let Token::SymbolId(_) = p.peek() {
                        let s = p.parse_symbol_name()?;
                        state.set_attr(SYM_NAME, Attribute::String(s.into()));
                    }
                    if p.eat_keyword("attributes") {
                        for (n, a) in p.parse_optional_attr_dict()? {
                            state.set_attr(n, a);
                        }
                    }
                    let r = p.parse_module_region()?;
                    if p.ir.regions[r].blocks.is_empty() {
                        p.ir.append_block(r, &[]);
                    }
                    state.regions.push(r);
                    Ok(())
                })?;
            }
        }
        Ok(state)
    }

    /// Makes sure a region of an op with an implicit terminator has its block
    /// and terminator (MLIR's `ensureTerminator`).
    pub fn ensure_terminator(&mut self, info: &'static OpInfo, region: RegionId, location: usize) {
        let Some(terminator) = info.traits.iter().find_map(|t| match t {
            Trait::SingleBlockImplicitTerminator { implicit, .. } => Some(*implicit),
            _ => None,
        }) else {
            return;
        };
        if self.ir.regions[region].blocks.is_empty() {
            self.ir.append_block(region, &[]);
        }
        let block = self.ir.regions[region].blocks[0];
        let last_is_terminator = self.ir.blocks[block].ops.last().is_some_and(|&op| self.ir.op_info(op).is_some_and(|i| i.has_trait(SimpleTrait::Terminator)));
        if last_is_terminator {
            return;
        }
        let Some(term_info) = registry::lookup(terminator) else { return };
        let loc = self.source_location(location);
        let op = self.create(OpName::Registered(term_info), OpState::new(), loc);
        self.ir.append_op(block, op);
    }
}

/// Gives declared attributes their kind: enums written as plain integers (as
/// the generic form prints enums without a dialect attribute) become enum values.
fn normalize_inherent_attrs(info: &OpInfo, attributes: &mut [(AttrName, Attribute)]) {
    for (name, value) in attributes.iter_mut() {
        let Some(declared) = info.attributes.iter().find(|a| a.name == &**name) else { continue };
        if let (crate::registry::AttrKind::Enum(e), Attribute::Integer { value: v, .. }) = (&declared.kind, &*value) {
            if let Ok(v) = u32::try_from(*v) {
                if e.spelling(v).is_some() {
                    *value = Attribute::Enum { info: e, value: v };
                }
            }
        }
    }
}

fn attribute_depth_message() -> String {
    format!("attributes nest more than {MAX_ATTRIBUTE_DEPTH} levels deep")
}

fn location_depth_message() -> String {
    format!("locations nest more than {MAX_LOCATION_DEPTH} levels deep")
}

/// An integer literal's magnitude: decimal or `0x` hexadecimal.
pub fn parse_int_literal(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse::<u64>().ok(),
    }
}

/// The offset of the first significant byte at or after `pos` (past spaces
/// and `//` comments).
fn skip_trivia(src: &str, mut pos: usize) -> usize {
    let bytes = src.as_bytes();
    loop {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if bytes.get(pos..pos + 2) == Some(b"//") {
            while pos < bytes.len() && bytes[pos] != b'\n' {
                pos += 1;
            }
        } else {
            return pos;
        }
    }
}

/// The text of the type starting at `start`, for the type cache: a keyword
/// (`i32`, `!cuda_tile.token`) and its balanced `<...>` body if one follows.
/// `None` for anything else (function types, quoted text inside the body),
/// which is parsed every time.
fn type_text(src: &str, start: usize) -> Option<&str> {
    let bytes = src.as_bytes();
    let mut pos = start;
    if bytes.get(pos) == Some(&b'!') {
        pos += 1;
    }
    let word_start = pos;
    while pos < bytes.len() && (bytes[pos].is_ascii_alphanumeric() || bytes[pos] == b'_' || bytes[pos] == b'.') {
        pos += 1;
    }
    if pos == word_start || !bytes[word_start].is_ascii_alphabetic() {
        return None;
    }
    if bytes.get(pos) == Some(&b'<') {
        let mut depth = 0usize;
        loop {
            match bytes.get(pos)? {
                b'<' => depth += 1,
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        pos += 1;
                        break;
                    }
                }
                b'"' | b'\n' | b'/' => return None,
                _ => {}
            }
            pos += 1;
        }
    }
    src.get(start..pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module `ifs` ifs deep in an entry, with no builtin module around it.
    fn nested_ifs(ifs: usize) -> String {
        let mut s = String::from("cuda_tile.module @m {\n  entry @k() {\n    %c = constant <i1: true> : tile<i1>\n");
        s.push_str(&"if %c {\n".repeat(ifs));
        s.push_str(&"}\n".repeat(ifs));
        s.push_str("    return\n  }\n}\n");
        s
    }

    #[test]
    fn the_deepest_module_prints_to_text_that_reads_back() {
        // Found by the text_gen fuzzer: the builtin module printed around a
        // module written without one counted as a level, so a module at the
        // limit printed to text that the parser refused.
        // The CLI's stack (a debug build walks 256 levels in a few MiB).
        std::thread::Builder::new().stack_size(64 << 20).spawn(deepest_module_round_trip).expect("a thread").join().expect("no panic");
    }

    fn deepest_module_round_trip() {
        let options = ParseOptions { allow_unregistered: false, implicit_module: true };
        let deepest = nested_ifs(MAX_REGION_DEPTH - 2);
        let ir = parse(&deepest, "deep.mlir", 1, &options).expect("at the limit");
        let printed = crate::text::print_ir(&ir, &crate::text::PrintOptions::default());
        assert!(printed.starts_with("module {"), "{printed}");
        let again = parse(&printed, "printed.mlir", 1, &options).expect("the printed module reads back");
        assert_eq!(crate::text::print_ir(&again, &crate::text::PrintOptions::default()), printed);
        let e = parse(&nested_ifs(MAX_REGION_DEPTH - 1), "deeper.mlir", 1, &options).expect_err("past the limit");
        assert_eq!(e.message, format!("regions nest more than {MAX_REGION_DEPTH} levels deep"));
    }

    #[test]
    fn line_starts_match_a_byte_by_byte_scan() {
        // Newlines at every position of the eight-byte words, runs of them,
        // and ranges that start and end mid-word.
        let text: Vec<u8> = (0..200u32).map(|i| if i % 7 == 0 || i % 11 == 3 || (40..44).contains(&i) { b'\n' } else { b'a' }).collect();
        for from in [0, 1, 5, 8, 13] {
            for to in [from, from + 3, 64, 99, 200] {
                let mut found = Vec::new();
                push_line_starts(&text, from, to, &mut found);
                let expected: Vec<usize> = (from..to).filter(|&j| text[j] == b'\n').map(|j| j + 1).collect();
                assert_eq!(found, expected, "from {from} to {to}");
            }
        }
    }

    #[test]
    fn line_index_finds_lines_and_columns() {
        let src = "ab\ncd\n\nef";
        let mut idx = LineIndex::new();
        assert_eq!(idx.line_col(src, 0), (1, 1));
        assert_eq!(idx.line_col(src, 3), (2, 1));
        assert_eq!(idx.line_col(src, 4), (2, 2));
        assert_eq!(idx.line_col(src, 6), (3, 1));
        assert_eq!(idx.line_col(src, 8), (4, 2));
        // Going back starts the count again.
        assert_eq!(idx.line_col(src, 1), (1, 2));
        assert_eq!(idx.line_col(src, 7), (4, 1));
        assert_eq!(idx.line_col(src, 99), (4, 3));
    }
}
