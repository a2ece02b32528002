//! `tilesmith check`: verifies Tile IR text and explains what is wrong for a
//! person: rustc-style diagnostics (a header, the source lines with the
//! offending token underlined and labelled, notes with their own snippets),
//! in colour on a terminal. `tilesmith opt` keeps MLIR's plain form for tools.
//! Bytecode (recognised by its magic) is read and verified too; its
//! diagnostics point into the kernel's source through the file's debug info.

use std::io::IsTerminal;

use annotate_snippets::{Level, Message, Renderer, Snippet};
use tilesmith_dialect::diag::{position_in, DiagLoc, Diagnostic, Severity, SourceFile};
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::verify;

use crate::driver::{read_input, split_input, Chunk};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour when standard error is a terminal and NO_COLOR is unset.
    Auto,
    Always,
    Never,
}

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The input file (`-` or nothing: standard input).
    pub input: Option<String>,
    /// Check each `// -----` chunk of the input on its own.
    #[arg(long)]
    pub split_input_file: bool,
    /// Accept ops of dialects other than cuda_tile.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Do not wrap the input in a builtin module.
    #[arg(long)]
    pub no_implicit_module: bool,
    /// When to colour the output.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
}

/// `check` of a bytecode file: read and verified; the error at the op's place in
/// the kernel's source when the file's debug info gives one (the source itself is
/// not read: it may be anywhere, or gone).
fn check_bytecode(name: &str, bytes: &[u8], renderer: &Renderer) -> crate::output::Outcome {
    let diagnostic = match tilesmith_dialect::bytecode::read(bytes) {
        Err(e) => Diagnostic::error(DiagLoc::Unknown, e.to_string()),
        Ok(ir) => match verify(&ir) {
            Ok(_) => return Ok(true),
            Err(d) => *d,
        },
    };
    let place = diagnostic.location.file_line_col().unwrap_or_else(|| name.to_string());
    let mut out = renderer.render(Level::Error.title(&diagnostic.message)).to_string();
    out.push_str(&format!("\n --> {place}\n"));
    for note in &diagnostic.notes {
        out.push_str(&format!("  = note: {}\n", note.message));
    }
    out.push('\n');
    out.push_str(&renderer.render(Level::Error.title(&format!("could not verify `{name}` (1 error)"))).to_string());
    out.push('\n');
    crate::output::stderr(&out);
    Ok(false)
}

/// Runs `check`; `Ok(true)` when every chunk verified.
pub fn run(args: &CheckArgs) -> crate::output::Outcome {
    let styled = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let renderer = if styled { Renderer::styled() } else { Renderer::plain() };
    let (name, bytes) = crate::input::read_bytes(args.input.as_deref())?;
    if bytes.starts_with(&tilesmith_dialect::bytecode::MAGIC) {
        return check_bytecode(&name, &bytes, &renderer);
    }
    let input = read_input(args.input.as_deref())?;
    let options = ParseOptions { allow_unregistered: args.allow_unregistered_dialect, implicit_module: !args.no_implicit_module };
    let mut errors = 0usize;
    let mut out = String::new();
    for chunk in split_input(&input.text, args.split_input_file) {
        let diagnostic = match parse(chunk.text, &input.name, chunk.first_line, &options) {
            Err(d) => Some(d),
            Ok(ir) => verify(&ir).err().map(|d| *d),
        };
        if let Some(d) = diagnostic {
            errors += 1;
            out.push_str(&render_human(&d, &chunk, &input.name, &renderer));
            out.push_str("\n\n");
        }
    }
    if errors > 0 {
        let plural = if errors == 1 { "" } else { "s" };
        let summary = format!("could not verify `{}` ({errors} error{plural})", input.name);
        out.push_str(&renderer.render(Level::Error.title(&summary)).to_string());
        out.push('\n');
        crate::output::stderr(&out);
    }
    Ok(errors == 0)
}

fn level(s: Severity) -> Level {
    match s {
        Severity::Error => Level::Error,
        Severity::Warning => Level::Warning,
        Severity::Note => Level::Note,
        Severity::Remark => Level::Info,
    }
}

/// What a diagnostic quotes: the source line it points into (with the last
/// lines before it that hold text, when that line is blank), the file line
/// the quoted text starts at, the byte range to underline in it, and the
/// character column the renderer computes for the range's start.
struct Quote {
    source: String,
    first_line: usize,
    span: std::ops::Range<usize>,
    char_col: usize,
}

/// How many lines above a blank line are quoted to find one with text
/// (the renderer cannot show a snippet of blank lines only).
const BLANK_CONTEXT: usize = 3;

/// The quote for a 1-based (line, column) of `chunk`, the column in bytes as
/// MLIR counts it: the token there (an SSA name, a symbol, a keyword, a
/// number, a string) or, with `whole_line`, the rest of the line. The line
/// after a final newline (where the input ends) is a line of its own, as
/// `opt` counts lines. `None` when the position is not in the chunk.
fn quote_at(chunk: &Chunk, line: usize, col: usize, whole_line: bool) -> Option<Quote> {
    let index = line.checked_sub(chunk.first_line)?;
    let lines: Vec<&str> = chunk.text.split('\n').take(index + 1).map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    let text = *lines.get(index)?;
    let has_text = |l: &str| l.chars().any(|c| !c.is_whitespace());
    if has_text(text) {
        let mut start = col.saturating_sub(1).min(text.len());
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let rest = &text[start..];
        let len = if whole_line { rest.trim_end().len() } else { token_len(rest) };
        // Past the end of the line (where the input ends without a newline) the span is empty.
        let span = start..start + len.max(1).min(rest.len());
        return Some(Quote { source: text.to_string(), first_line: line, span, char_col: text[..start].chars().count() + 1 });
    }
    // A blank line: quoted after the nearest line above it that has text,
    // with one space to underline (an empty line cannot be pointed into).
    let from = (index.saturating_sub(BLANK_CONTEXT)..index).rev().find(|&i| has_text(lines[i]))?;
    let mut source = lines[from..index].join("\n");
    source.push('\n');
    let at = source.len();
    source.push(' ');
    Some(Quote { source, first_line: chunk.first_line + from, span: at..at + 1, char_col: 1 })
}

fn token_len(s: &str) -> usize {
    let mut chars = s.char_indices();
    let Some((_, first)) = chars.next() else { return 0 };
    if first == '"' {
        let mut escaped = false;
        for (i, c) in chars {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => return i + 1,
                _ => escaped = false,
            }
        }
        return s.len();
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || "_.$-%#@!".contains(c);
    if !is_word(first) {
        return first.len_utf8();
    }
    s.find(|c: char| !is_word(c)).unwrap_or(s.len())
}

/// One diagnostic in rustc's style.
fn render_human(d: &Diagnostic, chunk: &Chunk, file: &str, renderer: &Renderer) -> String {
    let source = SourceFile { name: file, text: chunk.text, first_line: chunk.first_line };
    let all: Vec<&Diagnostic> = std::iter::once(d).chain(d.notes.iter()).collect();
    let labels: Vec<String> = all.iter().map(|x| label_for(x)).collect();
    // Where each one points: a quote of this chunk, or words for elsewhere.
    let places: Vec<Place> = all.iter().map(|x| place(x, chunk, &source)).collect();
    let mut messages: Vec<Message<'_>> = Vec::new();
    for i in 0..all.len() {
        messages.push(message_for(all[i], &places[i], &labels[i], file));
    }
    let mut messages = messages.into_iter();
    let Some(mut message) = messages.next() else { return String::new() };
    for m in messages {
        message = message.footer(m);
    }
    let rendered = renderer.render(message).to_string();
    with_byte_columns(&rendered, &places)
}

fn message_for<'m>(d: &'m Diagnostic, place: &'m Place, label: &'m str, file: &'m str) -> Message<'m> {
    let m = level(d.severity).title(&d.message);
    match place {
        Place::Quoted { quote, .. } => m.snippet(Snippet::source(&quote.source).line_start(quote.first_line).origin(file).annotation(level(d.severity).span(quote.span.clone()).label(label))),
        Place::Elsewhere(words) => m.footer(Level::Note.title(words)),
    }
}

/// The renderer names a position by its character column; `opt`, as MLIR,
/// by its byte column. Each `--> file:line:col` header (one per quote, in
/// order) is given the byte column, so both commands name every position
/// alike.
fn with_byte_columns(rendered: &str, places: &[Place]) -> String {
    let mut quotes = places.iter().filter_map(|p| match p {
        Place::Quoted { quote, line, col } => Some((quote, *line, *col)),
        Place::Elsewhere(_) => None,
    });
    let mut out = String::with_capacity(rendered.len());
    for text in rendered.split_inclusive('\n') {
        let plain = strip_ansi(text);
        let header = plain.trim_start().starts_with("--> ") || plain.trim_start().starts_with("::: ");
        match header.then(|| quotes.next()).flatten() {
            Some((quote, line, col)) => {
                let shown = format!(":{line}:{}", quote.char_col);
                match text.trim_end().strip_suffix(&shown) {
                    Some(head) => {
                        out.push_str(head);
                        out.push_str(&format!(":{line}:{col}"));
                        out.push_str(&text[text.trim_end().len()..]);
                    }
                    None => out.push_str(text),
                }
            }
            None => out.push_str(text),
        }
    }
    out
}

/// `text` without its terminal colour sequences (`ESC [ ... m`).
fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The label under the underlined code: errors about an op point at the
/// whole op; others repeat their first clause under the token.
fn label_for(d: &Diagnostic) -> String {
    let m = d.message.as_str();
    if is_op_error(d) {
        return "this op".to_string();
    }
    match m.find(", but ") {
        Some(i) => m[..i].to_string(),
        None => m.to_string(),
    }
}

/// `'cuda_tile.x' op ...`: an op verifier's message.
fn is_op_error(d: &Diagnostic) -> bool {
    d.message.starts_with('\'') && d.message.contains("' op ")
}

/// Where a diagnostic points: a quote of the chunk with the (line, byte
/// column) `opt` names, or words for a position the chunk does not hold.
enum Place {
    Quoted { quote: Quote, line: usize, col: usize },
    Elsewhere(String),
}

fn place(d: &Diagnostic, chunk: &Chunk, source: &SourceFile) -> Place {
    if let Some((line, col)) = position_in(d, source) {
        if let Some(quote) = quote_at(chunk, line, col, is_op_error(d)) {
            return Place::Quoted { quote, line, col };
        }
        return Place::Elsewhere(format!("at {}:{line}:{col}", source.name));
    }
    Place::Elsewhere(d.location.file_line_col().map_or_else(|| "at an unknown location".to_string(), |p| format!("at {p}")))
}
