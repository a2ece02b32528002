//! The tokens of MLIR's textual form, with their byte offsets.
//!
//! The lexer never fails: anything it cannot read becomes a `Token::Error`
//! carrying a message, so the parser reports it at the right place. Shapes
//! such as `4x8xf32` lex as an integer followed by a bare identifier, as in
//! MLIR; the parser splits dimension lists itself (`Lexer::dimension_list`).

/// A lexed token. Text-carrying variants borrow from the input, so tokens
/// are plain copies: the parser peeks and moves them on every step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Token<'a> {
    /// `foo`, `cuda_tile.addi`, `tile`, `x8xf32`.
    BareId(&'a str),
    /// `%name`, `%0`, `%x#1` (without the `%`).
    ValueId(&'a str),
    /// `^bb0` (without the `^`).
    BlockId(&'a str),
    /// `@name` or `@"quoted name"` (without the `@`).
    SymbolId(SymbolText<'a>),
    /// `#name` / `#cuda_tile.div_by` (without the `#`).
    HashId(&'a str),
    /// `!name` / `!cuda_tile.tile` (without the `!`).
    BangId(&'a str),
    /// An integer literal as written (decimal or `0x...` hexadecimal), without sign.
    Integer(&'a str),
    /// A float literal as written (`1.0`, `1.5e-3`), without sign.
    Float(&'a str),
    /// A string literal (its escapes already checked).
    String(StringLiteral<'a>),
    /// Punctuation: `(`, `)`, `{`, `}`, `[`, `]`, `<`, `>`, `,`, `:`, `=`, `?`,
    /// `*`, `+`, `-`, `|`, `->`, `...`, `::`.
    Punct(&'static str),
    /// `// ...` up to the end of the line (kept for `-verify-diagnostics`).
    Comment(&'a str),
    Eof,
    /// Something that is not a token.
    Error(LexError),
}

/// A string literal's text between its quotes, escapes not yet resolved
/// (the lexer checked them, so resolving cannot fail).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StringLiteral<'a>(pub &'a str);

impl<'a> StringLiteral<'a> {
    /// The value, with MLIR's escapes resolved (`\n`, `\t`, `\"`, `\\`, `\XX`).
    pub fn value(self) -> std::borrow::Cow<'a, [u8]> {
        if !self.0.contains('\\') {
            return std::borrow::Cow::Borrowed(self.0.as_bytes());
        }
        let bytes = self.0.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] != b'\\' {
                out.push(bytes[i]);
                i += 1;
                continue;
            }
            let (byte, width) = escape_at(&bytes[i + 1..]).unwrap_or((bytes[i], 0));
            out.push(byte);
            i += 1 + width;
        }
        std::borrow::Cow::Owned(out)
    }

    /// The value as text (invalid UTF-8 replaced).
    pub fn text(self) -> String {
        String::from_utf8_lossy(&self.value()).into_owned()
    }
}

/// A symbol's name: bare (`@f`) or quoted (`@"g h"`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SymbolText<'a> {
    Bare(&'a str),
    Quoted(StringLiteral<'a>),
}

impl SymbolText<'_> {
    /// The name, unescaped.
    pub fn text(self) -> String {
        match self {
            SymbolText::Bare(name) => name.to_string(),
            SymbolText::Quoted(literal) => literal.text(),
        }
    }
}

/// Why some text is not a token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LexError {
    /// A string literal without its closing quote on the same line.
    UnterminatedString,
    /// A backslash not followed by a known escape.
    UnknownEscape,
    /// `%`, `^`, `#` or `!` with no identifier after it.
    MissingIdentifier(char),
    /// `@` with no name after it.
    MissingSymbolName,
    /// A character no token starts with.
    UnexpectedCharacter(char),
}

impl LexError {
    pub fn message(self) -> String {
        match self {
            LexError::UnterminatedString => "expected '\"' in string literal".to_string(),
            LexError::UnknownEscape => "unknown escape in string literal".to_string(),
            LexError::MissingIdentifier(sigil) => format!("expected an identifier after '{sigil}'"),
            LexError::MissingSymbolName => "expected a symbol name after '@'".to_string(),
            LexError::UnexpectedCharacter(c) => format!("unexpected character '{c}'"),
        }
    }
}

/// The byte an escape stands for and how many bytes after the backslash it
/// takes, or `None` for an unknown escape.
fn escape_at(after_backslash: &[u8]) -> Option<(u8, usize)> {
    match after_backslash {
        [b'n', ..] => Some((b'\n', 1)),
        [b't', ..] => Some((b'\t', 1)),
        [b'"', ..] => Some((b'"', 1)),
        [b'\\', ..] => Some((b'\\', 1)),
        [high, low, ..] if high.is_ascii_hexdigit() && low.is_ascii_hexdigit() => {
            let digit = |d: u8| (d as char).to_digit(16).unwrap_or(0) as u8;
            Some((digit(*high) << 4 | digit(*low), 2))
        }
        _ => None,
    }
}

/// A token with where it starts and ends in the input.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spanned<'a> {
    pub token: Token<'a>,
    pub start: usize,
    pub end: usize,
}

pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}


/// The punctuation token at the start of `rest`, chosen by its first byte
/// (the longer tokens `->`, `...`, `::` before their first characters).
fn punct_at(rest: &[u8]) -> Option<&'static str> {
    let second = rest.get(1).copied();
    Some(match rest.first()? {
        b'-' if second == Some(b'>') => "->",
        b'.' if rest.starts_with(b"...") => "...",
        b':' if second == Some(b':') => "::",
        b'(' => "(",
        b')' => ")",
        b'{' => "{",
        b'}' => "}",
        b'[' => "[",
        b']' => "]",
        b'<' => "<",
        b'>' => ">",
        b',' => ",",
        b':' => ":",
        b'=' => "=",
        b'?' => "?",
        b'*' => "*",
        b'+' => "+",
        b'-' => "-",
        b'|' => "|",
        _ => return None,
    })
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// Characters allowed after `%`, `^`, `#`, `!` (MLIR's suffix-id, plus `-`).
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The byte offset of the next token (after whitespace).
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Moves back to an earlier position (for the parser's lookahead).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn peek_byte(&self, ahead: usize) -> Option<u8> {
        self.src.as_bytes().get(self.pos + ahead).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(c) = self.peek_byte(0) {
            if c.is_ascii_whitespace() {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let start = self.pos;
        while self.peek_byte(0).is_some_and(&f) {
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    /// The next token, comments included.
    pub fn next_token(&mut self) -> Spanned<'a> {
        self.skip_whitespace();
        let start = self.pos;
        let token = self.lex_token();
        Spanned { token, start, end: self.pos }
    }

    /// The next token that is not a comment.
    pub fn next_significant(&mut self) -> Spanned<'a> {
        loop {
            let t = self.next_token();
            if !matches!(t.token, Token::Comment(_)) {
                return t;
            }
        }
    }

    fn lex_token(&mut self) -> Token<'a> {
        let Some(c) = self.peek_byte(0) else { return Token::Eof };
        match c {
            b'/' if self.peek_byte(1) == Some(b'/') => {
                self.pos += 2;
                let text = self.take_while(|c| c != b'\n');
                Token::Comment(text)
            }
            b'%' | b'^' | b'#' | b'!' => {
                self.pos += 1;
                let body_start = self.pos;
                self.take_while(is_suffix_char);
                // `%x#1` names result 1 of `%x`: the suffix stays in the token.
                if c == b'%' && self.peek_byte(0) == Some(b'#') && self.peek_byte(1).is_some_and(|d| d.is_ascii_digit()) {
                    self.pos += 1;
                    self.take_while(|c| c.is_ascii_digit());
                }
                let body = &self.src[body_start..self.pos];
                if body.is_empty() {
                    return Token::Error(LexError::MissingIdentifier(c as char));
                }
                match c {
                    b'%' => Token::ValueId(body),
                    b'^' => Token::BlockId(body),
                    b'#' => Token::HashId(body),
                    _ => Token::BangId(body),
                }
            }
            b'@' => {
                self.pos += 1;
                if self.peek_byte(0) == Some(b'"') {
                    return match self.lex_string() {
                        Ok(literal) => Token::SymbolId(SymbolText::Quoted(literal)),
                        Err(e) => Token::Error(e),
                    };
                }
                let body = self.take_while(is_suffix_char);
                if body.is_empty() {
                    Token::Error(LexError::MissingSymbolName)
                } else {
                    Token::SymbolId(SymbolText::Bare(body))
                }
            }
            b'"' => match self.lex_string() {
                Ok(literal) => Token::String(literal),
                Err(e) => Token::Error(e),
            },
            c if c.is_ascii_digit() => self.lex_number(),
            c if is_id_start(c) => Token::BareId(self.take_while(is_id_char)),
            _ => {
                if let Some(p) = punct_at(&self.src.as_bytes()[self.pos..]) {
                    self.pos += p.len();
                    return Token::Punct(p);
                }
                let ch = self.src[self.pos..].chars().next().unwrap_or('?');
                self.pos += ch.len_utf8();
                Token::Error(LexError::UnexpectedCharacter(ch))
            }
        }
    }

    fn lex_number(&mut self) -> Token<'a> {
        let start = self.pos;
        if self.src[self.pos..].starts_with("0x") && self.peek_byte(2).is_some_and(|c| c.is_ascii_hexdigit()) {
            self.pos += 2;
            self.take_while(|c| c.is_ascii_hexdigit());
            return Token::Integer(&self.src[start..self.pos]);
        }
        self.take_while(|c| c.is_ascii_digit());
        // A '.' followed by a digit or nothing numeric still makes a float: `1.` is `1.0`.
        if self.peek_byte(0) == Some(b'.') && self.peek_byte(1) != Some(b'.') {
            self.pos += 1;
            self.take_while(|c| c.is_ascii_digit());
            if matches!(self.peek_byte(0), Some(b'e' | b'E')) {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.peek_byte(0), Some(b'+' | b'-')) {
                    self.pos += 1;
                }
                if self.peek_byte(0).is_some_and(|c| c.is_ascii_digit()) {
                    self.take_while(|c| c.is_ascii_digit());
                } else {
                    self.pos = save;
                }
            }
            return Token::Float(&self.src[start..self.pos]);
        }
        Token::Integer(&self.src[start..self.pos])
    }

    /// A `"..."` string: checks MLIR's escapes (`\n`, `\t`, `\"`, `\\` and
    /// `\XX` hex bytes) and returns the text between the quotes.
    fn lex_string(&mut self) -> Result<StringLiteral<'a>, LexError> {
        self.pos += 1; // opening quote
        let body_start = self.pos;
        let bytes = self.src.as_bytes();
        loop {
            let Some(&c) = bytes.get(self.pos) else { return Err(LexError::UnterminatedString) };
            self.pos += 1;
            match c {
                b'"' => return Ok(StringLiteral(&self.src[body_start..self.pos - 1])),
                b'\n' => return Err(LexError::UnterminatedString),
                b'\\' => match escape_at(&bytes[self.pos..]) {
                    Some((_, width)) => self.pos += width,
                    // Leave the position on the escaped character (which
                    // may be several bytes long), never inside it.
                    None => return Err(LexError::UnknownEscape),
                },
                _ => {}
            }
        }
    }

    /// Reads a dimension list such as `4x8x` or `?x16x` starting at the current
    /// position, stopping before the element type. Returns the sizes
    /// (`None` for `?`). Used for `tile<4x8xf32>` where MLIR's lexer would read
    /// `4` then `x8xf32`.
    pub fn dimension_list(&mut self) -> Result<Vec<Option<i64>>, String> {
        self.skip_whitespace();
        let mut dims = Vec::new();
        loop {
            let start = self.pos;
            let dim = match self.peek_byte(0) {
                Some(b'?') => {
                    self.pos += 1;
                    None
                }
                Some(c) if c.is_ascii_digit() => {
                    let digits = self.take_while(|c| c.is_ascii_digit());
                    Some(digits.parse::<i64>().map_err(|_| format!("dimension '{digits}' is too large"))?)
                }
                _ => return Ok(dims),
            };
            if self.peek_byte(0) == Some(b'x') {
                self.pos += 1;
                dims.push(dim);
            } else {
                // Not a dimension (e.g. a bare integer element count): give it back.
                self.pos = start;
                return Ok(dims);
            }
        }
    }
}

/// Where MLIR reports a missing token expected at `offset`: a token that
/// starts a line is reported at the end of the last line with code before it
/// (blank lines and `//` comments skipped); at the end of input, one back.
pub fn wrong_token_offset(src: &str, offset: usize) -> usize {
    let mut offset = offset.min(src.len());
    if offset == src.len() && offset > 0 {
        offset -= 1;
    }
    let original = offset;
    let mut before = src.get(..offset).unwrap_or("");
    // Each pass drops one line; bounded by the number of lines.
    loop {
        before = before.trim_end_matches([' ', '\t']);
        let Some(last) = before.chars().last() else { return original };
        if last != '\n' && last != '\r' {
            return before.len();
        }
        before = &before[..before.len() - 1];
        let line_start = before.rfind(['\n', '\r']).unwrap_or(0);
        if let Some(comment) = before[line_start..].find("//") {
            before = &before[..line_start + comment];
        }
    }
}

/// 1-based line and column of a byte offset, for diagnostics.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let col = before.rfind('\n').map_or(offset, |nl| offset - nl - 1) + 1;
    (line, col)
}

/// What the op parser and the type parser share over these tokens: lists.
pub trait Punctuated: Sized {
    type Error;
    /// Reads the punctuation `p` if it comes next.
    fn eat(&mut self, p: &'static str) -> bool;
    /// Reads the punctuation `p`, which must come next.
    fn expect(&mut self, p: &'static str) -> Result<(), Self::Error>;

    /// `open`, an item, `close`, where `open` comes next; `None` otherwise.
    fn optional_between<T>(&mut self, open: &'static str, close: &'static str, item: impl FnOnce(&mut Self) -> Result<T, Self::Error>) -> Result<Option<T>, Self::Error> {
        if !self.eat(open) {
            return Ok(None);
        }
        let value = item(self)?;
        self.expect(close)?;
        Ok(Some(value))
    }

    /// Items separated by `,` up to `close` (the opening bracket already read).
    fn list_until<T>(&mut self, close: &'static str, mut item: impl FnMut(&mut Self) -> Result<T, Self::Error>) -> Result<Vec<T>, Self::Error> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> Vec<Token<'_>> {
        let mut lx = Lexer::new(src);
        let mut out = vec![];
        loop {
            let t = lx.next_token();
            if t.token == Token::Eof {
                return out;
            }
            out.push(t.token);
        }
    }

    #[test]
    fn punctuation_is_found_by_its_first_byte() {
        const PUNCT: &[&str] = &["->", "...", "::", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "?", "*", "+", "-", "|"];
        for p in PUNCT {
            assert_eq!(punct_at(p.as_bytes()), Some(*p));
            assert_eq!(punct_at(format!("{p}x").as_bytes()), Some(*p));
        }
        assert_eq!(punct_at(b".."), None);
        assert_eq!(punct_at(b"@"), None);
    }

    #[test]
    fn lexes_an_op_line() {
        let toks = tokens("%0 = cuda_tile.addi %a, %b overflow<nsw> : !cuda_tile.tile<4xi32> loc(#loc1)");
        assert_eq!(
            toks,
            vec![
                Token::ValueId("0"),
                Token::Punct("="),
                Token::BareId("cuda_tile.addi"),
                Token::ValueId("a"),
                Token::Punct(","),
                Token::ValueId("b"),
                Token::BareId("overflow"),
                Token::Punct("<"),
                Token::BareId("nsw"),
                Token::Punct(">"),
                Token::Punct(":"),
                Token::BangId("cuda_tile.tile"),
                Token::Punct("<"),
                Token::Integer("4"),
                Token::BareId("xi32"),
                Token::Punct(">"),
                Token::BareId("loc"),
                Token::Punct("("),
                Token::HashId("loc1"),
                Token::Punct(")"),
            ]
        );
    }

    #[test]
    fn lexes_numbers_strings_symbols_and_comments() {
        let toks = tokens(r#"%x#1 1.000000e+00 0x7FC0 -2 "a\"b\0A" @f @"g h" ^bb0 -> ... // note"#);
        assert_eq!(
            toks,
            vec![
                Token::ValueId("x#1"),
                Token::Float("1.000000e+00"),
                Token::Integer("0x7FC0"),
                Token::Punct("-"),
                Token::Integer("2"),
                Token::String(StringLiteral(r#"a\"b\0A"#)),
                Token::SymbolId(SymbolText::Bare("f")),
                Token::SymbolId(SymbolText::Quoted(StringLiteral("g h"))),
                Token::BlockId("bb0"),
                Token::Punct("->"),
                Token::Punct("..."),
                Token::Comment(" note"),
            ]
        );
    }

    #[test]
    fn string_values_resolve_escapes() {
        let value = |src: &str| match tokens(src)[0] {
            Token::String(literal) => literal.value().into_owned(),
            other => panic!("{src}: {other:?}"),
        };
        assert_eq!(value(r#""plain""#), b"plain");
        assert_eq!(value(r#""a\"b\n\t\\\0A\ff""#), b"a\"b\n\t\\\n\xff");
        assert_eq!(tokens(r#""a\q""#)[0], Token::Error(LexError::UnknownEscape));
        assert_eq!(tokens(r#""a\""#), vec![Token::Error(LexError::UnterminatedString)]);
    }

    #[test]
    fn bad_input_becomes_error_tokens_not_panics() {
        assert!(matches!(tokens("\"open")[0], Token::Error(_)));
        assert!(matches!(tokens("\"bad \\q\"")[0], Token::Error(_)));
        assert!(matches!(tokens("%")[0], Token::Error(_)));
        assert!(matches!(tokens("é")[0], Token::Error(_)));
        assert!(matches!(tokens("@")[0], Token::Error(_)));
    }

    #[test]
    fn dimension_lists_stop_before_the_element_type() {
        let mut lx = Lexer::new("4x?x16xf32>");
        assert_eq!(lx.dimension_list(), Ok(vec![Some(4), None, Some(16)]));
        assert_eq!(lx.next_token().token, Token::BareId("f32"));
        let mut lx = Lexer::new("i32>");
        assert_eq!(lx.dimension_list(), Ok(vec![]));
        let mut lx = Lexer::new("99999999999999999999x");
        assert!(lx.dimension_list().is_err());
    }

    #[test]
    fn line_and_column_are_one_based() {
        let src = "ab\ncd\nef";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 4), (2, 2));
        assert_eq!(line_col(src, 100), (3, 3));
    }
}

