//! `tilesmith check`: verifies Tile IR text and explains what is wrong for a
//! person: rustc-style diagnostics (a header, the source lines with the
//! offending token underlined and labelled, notes with their own snippets),
//! in colour on a terminal. `tilesmith opt` keeps MLIR's plain form for tools.

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

/// Runs `check`; `Ok(true)` when every chunk verified.
pub fn run(args: &CheckArgs) -> Result<bool, String> {
    let input = read_input(args.input.as_deref())?;
    let styled = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let renderer = if styled { Renderer::styled() } else { Renderer::plain() };
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
        eprint!("{out}");
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

/// The byte range to underline for a 1-based (line, column) of `chunk`: the
/// token there (an SSA name, a symbol, a keyword, a number, a string), or
/// the rest of the line.
fn span_at(chunk: &Chunk, line: usize, col: usize, whole_line: bool) -> Option<std::ops::Range<usize>> {
    let index = line.checked_sub(chunk.first_line)?;
    let mut line_start = 0usize;
    for (i, l) in chunk.text.split_inclusive('\n').enumerate() {
        if i == index {
            let text = l.trim_end_matches(['\n', '\r']);
            let start = col.saturating_sub(1).min(text.len());
            let rest = &text[start..];
            let len = if whole_line { rest.trim_end().len() } else { token_len(rest) }.max(1).min(rest.len().max(1));
            return Some(line_start + start..line_start + (start + len).min(text.len().max(start + 1)));
        }
        line_start += l.len();
    }
    None
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
    // Where each one points: a span in this chunk, or words for elsewhere.
    let places: Vec<Result<std::ops::Range<usize>, String>> = all.iter().map(|x| place(x, chunk, &source)).collect();
    let mut messages: Vec<Message<'_>> = Vec::new();
    for i in 0..all.len() {
        messages.push(message_for(all[i], &places[i], &labels[i], chunk.text, chunk.first_line, file));
    }
    let mut messages = messages.into_iter();
    let Some(mut message) = messages.next() else { return String::new() };
    for m in messages {
        message = message.footer(m);
    }
    let rendered = renderer.render(message).to_string();
    rendered
}

fn message_for<'m>(d: &'m Diagnostic, place: &'m Result<std::ops::Range<usize>, String>, label: &'m str, text: &'m str, first_line: usize, file: &'m str) -> Message<'m> {
    let m = level(d.severity).title(&d.message);
    match place {
        Ok(span) => m.snippet(Snippet::source(text).line_start(first_line).origin(file).fold(true).annotation(level(d.severity).span(span.clone()).label(label))),
        Err(words) => m.footer(Level::Note.title(words)),
    }
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

fn place(d: &Diagnostic, chunk: &Chunk, source: &SourceFile) -> Result<std::ops::Range<usize>, String> {
    if let Some((line, col)) = position_in(d, source) {
        if let Some(span) = span_at(chunk, line, col, is_op_error(d)) {
            return Ok(span);
        }
    }
    Err(match &d.location {
        DiagLoc::FileLineCol { file, line, col } => format!("at {file}:{line}:{col}"),
        _ => "at an unknown location".to_string(),
    })
}
