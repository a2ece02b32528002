//! Reading PTX text: tokens, then the module's declarations (module-level
//! arrays, extern functions, source files, entries with their parameters)
//! and each entry's body as a list of statements with their line numbers
//! (and the source positions of `.loc` lines).
//!
//! Only the syntax PTX modules of this backend use is accepted (see the
//! [module documentation](super)); anything else is an
//! [`EmulatorError::unsupported`] naming the line.

use crate::ptx::isa::Opcode;
use std::collections::HashMap;
use std::rc::Rc;

use super::EmulatorError;

type Result<T> = std::result::Result<T, EmulatorError>;

/// A token with the line it starts on.
#[derive(Clone, Debug, PartialEq)]
struct Token {
    text: String,
    line: u32,
}

/// Splits PTX text into tokens: words (`setp.lt.u32`, `%tid.x`, `.reg`,
/// `$L1`, `fence.proxy.async.shared::cta`), numbers (`12`, `0x1F`, `0f3F800000`), string literals (`"a.py"`,
/// kept with their quotes and escapes) and single punctuation characters;
/// comments are dropped.
fn tokenize(text: &str) -> Result<Vec<Token>> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut line = 1u32;
    let mut i = 0;
    let word = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'%' | b'.');
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if bytes[i..].starts_with(b"//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if bytes[i..].starts_with(b"/*") {
            let start_line = line;
            i += 2;
            while i < bytes.len() && !bytes[i..].starts_with(b"*/") {
                if bytes[i] == b'\n' {
                    line += 1;
                }
                i += 1;
            }
            if i >= bytes.len() {
                return Err(EmulatorError::unsupported(format!("line {start_line}: a comment that never ends")));
            }
            i += 2;
        } else if c == b'"' {
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            if i >= bytes.len() || bytes[i] != b'"' {
                return Err(EmulatorError::unsupported(format!("line {line}: a string that never ends")));
            }
            i += 1;
            tokens.push(Token { text: text[start..i].to_string(), line });
        } else if word(c) {
            let start = i;
            // `::` inside a word joins a qualifier (`shared::cta`); a label's `:` stands alone.
            let qualifier = |i: usize| bytes[i..].starts_with(b"::") && bytes.get(i + 2).is_some_and(|&c| c.is_ascii_alphanumeric());
            while i < bytes.len() && (word(bytes[i]) || qualifier(i)) {
                i += if word(bytes[i]) { 1 } else { 2 };
            }
            tokens.push(Token { text: text[start..i].to_string(), line });
        } else if b",;:[](){}<>=+-@!|".contains(&c) {
            tokens.push(Token { text: (c as char).to_string(), line });
            i += 1;
        } else {
            return Err(EmulatorError::unsupported(format!("line {line}: unexpected character '{}'", text[i..].chars().next().unwrap_or('?'))));
        }
    }
    Ok(tokens)
}

/// A module-level array (`.const` or `.global`), with its initial bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayDecl {
    pub space: Space,
    pub name: String,
    pub align: u64,
    /// Little-endian bytes: the initializer, or zeros.
    pub bytes: Vec<u8>,
}

/// A state space of PTX memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    Const,
    Shared,
    Local,
    /// Kernel parameters (`ld.param` of an entry's `.param`s).
    Param,
    /// No space named: a generic address.
    Generic,
}

impl Space {
    pub fn from_name(name: &str) -> Option<Space> {
        Some(match name {
            "global" => Space::Global,
            "const" => Space::Const,
            "shared" => Space::Shared,
            "local" => Space::Local,
            "param" => Space::Param,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Const => "const",
            Space::Shared => "shared",
            Space::Local => "local",
            Space::Param => "param",
            Space::Generic => "generic",
        }
    }
}

/// One `.param` of an entry.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamDecl {
    pub name: String,
    /// `.u64`, `.u32`, `.f32`, `.b16`, `.u8`, ...
    pub ptx_type: String,
}

/// An operand as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A register, special register or symbol (`%r3`, `%tid.x`, `tilesmith_smem`).
    Name(String),
    /// A number as written, with its sign (`-1`, `0x0000FFFF`, `0f3F800000`).
    Number(String),
    /// `[base+offset]`: a register or symbol and a byte offset.
    Address(String, i64),
    /// `(a, b)`: a call's return or argument list.
    List(Vec<String>),
    /// `{a, b, c, d}`: the registers of a vector load or store.
    Vector(Vec<String>),
}

/// A statement of an entry's body.
#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    /// `.reg .b32 %r<12>;` or `.reg .pred %p, %q;`: each name with its type.
    Registers { ptx_type: String, names: Vec<String> },
    /// `.shared .align 16 .b8 name[64];`, `.local ...`, or a call's `.param .b64 name;`.
    Variable { space: Space, ptx_type: String, name: String, bytes: u64, align: u64 },
    Label(String),
    /// `.loc FILE LINE COL`: the instructions that follow come from this
    /// source position (the file's name, from its `.file` line).
    Loc { file: Rc<str>, line: u32, col: u32 },
    /// `{`: a scope opens (a call's parameters live in one).
    Open,
    /// `.pragma "nounroll";`: advice to ptxas, nothing to run.
    Pragma,
    Close,
    /// An instruction, its opcode read into the backend's vocabulary ([`crate::ptx::isa`]).
    Instruction { guard: Option<(String, bool)>, opcode: Opcode, operands: Vec<Operand> },
}

/// An `.entry` and its body.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub name: String,
    pub params: Vec<ParamDecl>,
    /// `.maxntid` or `.reqntid`, multiplied out.
    pub max_threads: Option<u64>,
    /// Whether that count is `.reqntid`'s: the CTA must have exactly as many.
    pub exact_threads: bool,
    pub body: Vec<(u32, Statement)>,
}

/// A parsed module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// The first name of `.target` (`sm_90a`), if given.
    pub target: Option<String>,
    pub arrays: Vec<ArrayDecl>,
    /// Names of `.extern .func` declarations.
    pub extern_functions: Vec<String>,
    pub entries: Vec<Entry>,
}

/// A declaration after its state space: alignment, element type and its
/// width in bytes, name, element count.
struct DeclShape {
    align: u64,
    ptx_type: String,
    width: u64,
    name: String,
    count: u64,
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    /// The `.file` lines read so far: number to name.
    files: HashMap<u64, Rc<str>>,
}

/// The byte size of a PTX scalar type name (`.b8` .. `.f64`; `.pred` as a byte).
pub fn type_bytes(ptx_type: &str) -> Option<u64> {
    Some(match ptx_type {
        ".pred" | ".b8" | ".u8" | ".s8" => 1,
        ".b16" | ".u16" | ".s16" | ".f16" | ".bf16" => 2,
        ".b32" | ".u32" | ".s32" | ".f32" => 4,
        ".b64" | ".u64" | ".s64" | ".f64" => 8,
        _ => return None,
    })
}

impl Parser {
    fn line(&self) -> u32 {
        self.tokens.get(self.at).or(self.tokens.last()).map_or(0, |t| t.line)
    }

    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.at).map(|t| t.text.as_str())
    }

    fn next(&mut self) -> Result<String> {
        let t = self.tokens.get(self.at).ok_or_else(|| EmulatorError::unsupported(format!("line {}: the text ends early", self.line())))?;
        self.at += 1;
        Ok(t.text.clone())
    }

    fn error(&self, message: impl AsRef<str>) -> EmulatorError {
        EmulatorError::unsupported(format!("line {}: {}", self.line(), message.as_ref()))
    }

    fn expect(&mut self, text: &str) -> Result<()> {
        let line = self.line();
        let got = self.next()?;
        if got != text {
            return Err(EmulatorError::unsupported(format!("line {line}: expected '{text}', found '{got}'")));
        }
        Ok(())
    }

    fn eat(&mut self, text: &str) -> bool {
        if self.peek() == Some(text) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Result<u64> {
        let line = self.line();
        let text = self.next()?;
        parse_integer(&text).ok_or_else(|| EmulatorError::unsupported(format!("line {line}: expected a number, found '{text}'")))
    }

    fn module(&mut self) -> Result<Module> {
        let mut module = Module::default();
        while let Some(word) = self.peek() {
            match word {
                ".version" => {
                    self.at += 1;
                    self.next()?;
                }
                ".target" => {
                    self.at += 1;
                    module.target = Some(self.next()?);
                    while self.eat(",") {
                        self.next()?;
                    }
                }
                ".address_size" => {
                    self.at += 1;
                    if self.number()? != 64 {
                        return Err(self.error("only .address_size 64 is supported"));
                    }
                }
                ".extern" => {
                    self.at += 1;
                    self.expect(".func")?;
                    if self.eat("(") {
                        self.skip_to(")")?;
                    }
                    module.extern_functions.push(self.next()?);
                    if self.eat("(") {
                        self.skip_to(")")?;
                    }
                    self.expect(";")?;
                }
                ".visible" | ".entry" => {
                    self.eat(".visible");
                    self.expect(".entry")?;
                    module.entries.push(self.entry()?);
                }
                ".const" | ".global" => module.arrays.push(self.array()?),
                ".file" => {
                    self.at += 1;
                    let number = self.number()?;
                    let name = self.string()?;
                    if self.files.insert(number, name.into()).is_some() {
                        return Err(self.error(format!(".file {number} is declared twice")));
                    }
                }
                other => return Err(self.error(format!("the PTX emulator does not support the module-level directive '{other}'"))),
            }
        }
        Ok(module)
    }

    /// A string literal's contents (`\"` and `\\` unescaped).
    fn string(&mut self) -> Result<String> {
        let line = self.line();
        let token = self.next()?;
        let quoted = token.strip_prefix('"').and_then(|t| t.strip_suffix('"')).ok_or_else(|| EmulatorError::unsupported(format!("line {line}: expected a string, found '{token}'")))?;
        let mut out = String::with_capacity(quoted.len());
        let mut chars = quoted.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    Some(e @ ('"' | '\\')) => out.push(e),
                    other => return Err(EmulatorError::unsupported(format!("line {line}: the escape '\\{}' in a string", other.map_or(String::new(), String::from)))),
                },
                c => out.push(c),
            }
        }
        Ok(out)
    }

    /// `.loc FILE LINE COL` (the directive read): the position, its file declared by `.file`.
    fn loc(&mut self) -> Result<Statement> {
        let number = self.number()?;
        let file = self.files.get(&number).cloned().ok_or_else(|| self.error(format!(".loc names file {number}, which no .file declares")))?;
        let line = u32::try_from(self.number()?).map_err(|_| self.error("a .loc line past 2^32"))?;
        let col = u32::try_from(self.number()?).map_err(|_| self.error("a .loc column past 2^32"))?;
        Ok(Statement::Loc { file, line, col })
    }

    /// Skips tokens up to and including `close` (no nesting).
    fn skip_to(&mut self, close: &str) -> Result<()> {
        while self.next()? != close {}
        Ok(())
    }

    /// Names separated by commas up to `close` (the opening bracket read).
    fn names_until(&mut self, close: &str) -> Result<Vec<String>> {
        let mut names = Vec::new();
        loop {
            names.push(self.next()?);
            if self.eat(close) {
                return Ok(names);
            }
            self.expect(",")?;
        }
    }

    /// What follows a declaration's state space: `[.align N] .type name[[count]]`.
    fn decl_shape(&mut self) -> Result<DeclShape> {
        let mut align = 1;
        if self.eat(".align") {
            align = self.number()?;
        }
        let ptx_type = self.next()?;
        let width = type_bytes(&ptx_type).ok_or_else(|| self.error(format!("unknown type '{ptx_type}'")))?;
        let name = self.next()?;
        let count = if self.eat("[") {
            let n = self.number()?;
            self.expect("]")?;
            n
        } else {
            1
        };
        Ok(DeclShape { align, ptx_type, width, name, count })
    }

    /// `.const .align 4 .b32 name[2] = {1, 2};`
    fn array(&mut self) -> Result<ArrayDecl> {
        let space = Space::from_name(&self.next()?[1..]).ok_or_else(|| self.error("expected a state space"))?;
        let DeclShape { align, ptx_type: _, width, name, count } = self.decl_shape()?;
        let mut bytes = vec![0u8; (count * width) as usize];
        if self.eat("=") {
            let braced = self.eat("{");
            let mut i = 0;
            loop {
                let value = self.signed_number()?;
                let at = (i * width) as usize;
                let slot = bytes.get_mut(at..at + width as usize).ok_or_else(|| self.error(format!("too many initializers for '{name}'")))?;
                slot.copy_from_slice(&value.to_le_bytes()[..width as usize]);
                i += 1;
                if !braced || !self.eat(",") {
                    break;
                }
            }
            if braced {
                self.expect("}")?;
            }
        }
        self.expect(";")?;
        Ok(ArrayDecl { space, name, align, bytes })
    }

    fn signed_number(&mut self) -> Result<u64> {
        let negative = self.eat("-");
        let v = self.number()?;
        Ok(if negative { v.wrapping_neg() } else { v })
    }

    fn entry(&mut self) -> Result<Entry> {
        let name = self.next()?;
        let mut params = Vec::new();
        self.expect("(")?;
        if !self.eat(")") {
            loop {
                self.expect(".param")?;
                let ptx_type = self.next()?;
                type_bytes(&ptx_type).ok_or_else(|| self.error(format!("unsupported parameter type '{ptx_type}'")))?;
                params.push(ParamDecl { ptx_type, name: self.next()? });
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let (mut max_threads, mut exact_threads) = (None, false);
        while let Some(directive @ (".maxntid" | ".reqntid" | ".minnctapersm")) = self.peek() {
            let directive = directive.to_string();
            self.at += 1;
            let mut product = self.number()?;
            while self.eat(",") {
                product *= self.number()?;
            }
            // `.minnctapersm` (CTAs a multiprocessor should hold) changes nothing here.
            if directive == ".minnctapersm" {
                continue;
            }
            if directive == ".reqntid" || max_threads.is_none() {
                max_threads = Some(product);
                exact_threads = directive == ".reqntid";
            }
        }
        self.expect("{")?;
        let mut body = Vec::new();
        let mut depth = 1;
        while depth > 0 {
            let line = self.line();
            let statement = self.statement()?;
            match statement {
                Statement::Open => depth += 1,
                Statement::Close => depth -= 1,
                _ => {}
            }
            if depth > 0 {
                body.push((line, statement));
            }
        }
        Ok(Entry { name, params, max_threads, exact_threads, body })
    }

    fn statement(&mut self) -> Result<Statement> {
        let first = self.next()?;
        match first.as_str() {
            "{" => return Ok(Statement::Open),
            "}" => return Ok(Statement::Close),
            ".loc" => return self.loc(),
            ".pragma" => {
                let text = self.next()?;
                if text != "\"nounroll\"" {
                    return Err(self.error(format!("the PTX emulator does not know the pragma {text}")));
                }
                self.expect(";")?;
                return Ok(Statement::Pragma);
            }
            ".reg" => {
                let ptx_type = self.next()?;
                let mut names = Vec::new();
                loop {
                    let name = self.next()?;
                    if self.eat("<") {
                        let count = self.number()?;
                        self.expect(">")?;
                        names.extend((0..count).map(|i| format!("{name}{i}")));
                    } else {
                        names.push(name);
                    }
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect(";")?;
                return Ok(Statement::Registers { ptx_type, names });
            }
            ".shared" | ".local" | ".param" => {
                let space = Space::from_name(&first[1..]).ok_or_else(|| self.error("expected a state space"))?;
                let DeclShape { align, ptx_type, width, name, count } = self.decl_shape()?;
                self.expect(";")?;
                return Ok(Statement::Variable { space, ptx_type, name, bytes: count * width, align: align.max(width) });
            }
            _ => {}
        }
        if self.eat(":") {
            return Ok(Statement::Label(first));
        }
        let (guard, opcode) = if first == "@" {
            let negated = self.eat("!");
            let pred = self.next()?;
            (Some((pred, negated)), self.next()?)
        } else {
            (None, first)
        };
        if opcode.starts_with('.') {
            return Err(self.error(format!("the PTX emulator does not support the directive '{opcode}' in a kernel body")));
        }
        let opcode = Opcode::read(&opcode).map_err(|e| self.error(format!("the PTX emulator does not support the instruction {e}")))?;
        let mut operands = Vec::new();
        if !self.eat(";") {
            loop {
                operands.push(self.operand()?);
                if self.eat(";") {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok(Statement::Instruction { guard, opcode, operands })
    }

    fn operand(&mut self) -> Result<Operand> {
        if self.eat("[") {
            let base = self.next()?;
            let offset = if self.eat("+") {
                self.number()? as i64
            } else if self.eat("-") {
                (self.number()? as i64).wrapping_neg()
            } else {
                0
            };
            self.expect("]")?;
            return Ok(Operand::Address(base, offset));
        }
        if self.eat("(") {
            return Ok(Operand::List(self.names_until(")")?));
        }
        if self.eat("{") {
            return Ok(Operand::Vector(self.names_until("}")?));
        }
        if self.eat("!") {
            return Ok(Operand::Name(format!("!{}", self.next()?)));
        }
        let negative = self.eat("-");
        let text = self.next()?;
        if text.as_bytes()[0].is_ascii_digit() {
            return Ok(Operand::Number(if negative { format!("-{text}") } else { text }));
        }
        if negative {
            return Err(self.error(format!("'-{text}' is not an operand")));
        }
        Ok(Operand::Name(text))
    }
}

/// An integer literal: decimal, `0x` hex, `0` octal, `0b` binary, with an
/// optional `U` suffix.
pub fn parse_integer(text: &str) -> Option<u64> {
    let t = text.strip_suffix('U').unwrap_or(text);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

/// Parses a PTX module's text.
pub fn parse_module(text: &str) -> Result<Module> {
    let tokens = tokenize(text)?;
    Parser { tokens, at: 0, files: HashMap::new() }.module()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_declarations_and_statements() {
        let text = ".version 7.8\n.target sm_90\n.address_size 64\n.const .align 4 .b32 c[2] = {1, -2};\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n.maxntid 128, 1, 1\n{\n\t.reg .b32 %r<2>;\n\t@!%p0 bra $L1; // a comment\n$L1:\n\tld.param.u64 %rd0, [k_param_0+8];\n\tret;\n}\n";
        let module = parse_module(text).expect("parses");
        assert_eq!(module.arrays[0].bytes, vec![1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]);
        let entry = &module.entries[0];
        assert_eq!(entry.params, vec![ParamDecl { name: "k_param_0".into(), ptx_type: ".u64".into() }]);
        assert_eq!(entry.max_threads, Some(128));
        assert_eq!(entry.body[0], (10, Statement::Registers { ptx_type: ".b32".into(), names: vec!["%r0".into(), "%r1".into()] }));
        assert_eq!(entry.body[1].1, Statement::Instruction { guard: Some(("%p0".into(), true)), opcode: Opcode::literal("bra"), operands: vec![Operand::Name("$L1".into())] });
        assert_eq!(entry.body[2].1, Statement::Label("$L1".into()));
        assert_eq!(entry.body[3].1, Statement::Instruction { guard: None, opcode: Opcode::literal("ld.param.u64"), operands: vec![Operand::Name("%rd0".into()), Operand::Address("k_param_0".into(), 8)] });
    }

    #[test]
    fn reads_the_nounroll_pragma_and_no_other() {
        let kernel = |pragma: &str| format!(".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry k()\n{{\n$L1:\n\t.pragma {pragma};\n\tret;\n}}\n");
        let module = parse_module(&kernel("\"nounroll\"")).expect("parses");
        assert_eq!(module.entries[0].body[1].1, Statement::Pragma);
        let err = parse_module(&kernel("\"unroll 4\"")).expect_err("an unknown pragma");
        assert!(err.message.contains("line 7") && err.message.contains("\"unroll 4\""), "{}", err.message);
    }

    #[test]
    fn names_the_line_of_what_it_cannot_read() {
        let err = parse_module(".version 7.8\n.func f()\n{\n}\n").expect_err("a .func is not supported");
        assert!(err.message.contains("line 2") && err.message.contains(".func"), "{}", err.message);
    }

    #[test]
    fn reads_source_files_and_positions() {
        let text = ".version 7.8\n.target sm_90\n.address_size 64\n.file 1 \"dir/a \\\"b\\\".py\"\n.visible .entry k()\n{\n\t.loc 1 12 5\n\tret;\n}\n";
        let module = parse_module(text).expect("parses");
        let body = &module.entries[0].body;
        assert_eq!(body[0], (7, Statement::Loc { file: "dir/a \"b\".py".into(), line: 12, col: 5 }));
        assert_eq!(body[1].1, Statement::Instruction { guard: None, opcode: Opcode::literal("ret"), operands: vec![] });
        let undeclared = parse_module(".visible .entry k()\n{\n\t.loc 2 1 1\n}\n").expect_err("file 2 is not declared");
        assert!(undeclared.message.contains("line 3") && undeclared.message.contains("file 2"), "{}", undeclared.message);
        let open = parse_module(".file 1 \"a.py\n").expect_err("the string never ends");
        assert!(open.message.contains("never ends"), "{}", open.message);
    }
}
