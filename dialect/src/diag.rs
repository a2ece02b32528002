//! Diagnostics as values: a severity, a location, a message and notes.
//!
//! Everything that reports a problem with the input (the parser, the
//! verifier, the bytecode reader) produces [`Diagnostic`]s; nothing prints
//! directly. Two renderings exist: [`render_mlir`] here, MLIR's plain form for
//! tools (`file:line:col: error: message`, then the source line and a caret),
//! and a human-first one in the CLI.

use std::sync::Arc;

use crate::ir::{Ir, LocId, Location};
use crate::text::lexer::line_col;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagLoc {
    /// A byte offset in the source being read.
    Offset(usize),
    /// A position in some file (resolved from an op's location).
    FileLineCol { file: Arc<str>, line: u32, col: u32 },
    /// No usable position.
    Unknown,
}

impl DiagLoc {
    /// `file:line:col`, for a position in some file (what tools print before `: error:`).
    pub fn file_line_col(&self) -> Option<String> {
        match self {
            DiagLoc::FileLineCol { file, line, col } => Some(format!("{file}:{line}:{col}")),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub location: DiagLoc,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(location: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, location, message: message.into(), notes: Vec::new() }
    }

    pub fn at_offset(offset: usize, message: impl Into<String>) -> Self {
        Diagnostic::error(DiagLoc::Offset(offset), message)
    }

    pub fn with_note(mut self, location: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic { severity: Severity::Note, location, message: message.into(), notes: Vec::new() });
        self
    }
}

/// The position an IR location stands for, when it has one: the first
/// file:line:col found through names, call sites (the callee), fusions and
/// debug-info locations.
pub fn resolve_location(ir: &Ir, loc: LocId) -> DiagLoc {
    let mut current = loc;
    // Bounded walk: the readers keep locations within MAX_LOCATION_DEPTH, but never trust depth.
    for _ in 0..=crate::limits::MAX_LOCATION_DEPTH {
        match &ir.locations[current] {
            Location::FileLineCol { file, line, col } => return DiagLoc::FileLineCol { file: file.clone(), line: *line, col: *col },
            Location::Name { child: Some(child), .. } => current = *child,
            Location::CallSite { callee, .. } => current = *callee,
            Location::DebugInfo { source, .. } => current = *source,
            Location::Fused { locations, .. } => match locations.first() {
                Some(first) => current = *first,
                None => return DiagLoc::Unknown,
            },
            Location::Name { child: None, .. } | Location::Unknown => return DiagLoc::Unknown,
        }
    }
    DiagLoc::Unknown
}

/// The source a diagnostic may quote from.
pub struct SourceFile<'a> {
    /// The name used in `file:line:col` (as given on the command line).
    pub name: &'a str,
    pub text: &'a str,
    /// The 1-based line the text starts at in `name` (for split inputs).
    pub first_line: usize,
}

impl SourceFile<'_> {
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let (line, col) = line_col(self.text, offset);
        (line + self.first_line - 1, col)
    }

    /// The text of a 1-based line of the whole file, if it is in this source.
    fn line_text(&self, line: usize) -> Option<&str> {
        let index = line.checked_sub(self.first_line)?;
        self.text.split('\n').nth(index).map(|l| l.strip_suffix('\r').unwrap_or(l))
    }
}

/// The 1-based (line, column) a diagnostic points at in `source`, if it points into it.
pub fn position_in(diag: &Diagnostic, source: &SourceFile) -> Option<(usize, usize)> {
    match &diag.location {
        DiagLoc::Offset(o) => Some(source.line_col(*o)),
        DiagLoc::FileLineCol { file, line, col } if &**file == source.name => Some((*line as usize, *col as usize)),
        _ => None,
    }
}

/// Renders in MLIR's form: `name:line:col: error: message`, the source line
/// and a caret under the column; notes follow the same way.
pub fn render_mlir(diag: &Diagnostic, source: &SourceFile, out: &mut String) {
    render_one(diag, source, out);
    for note in &diag.notes {
        render_mlir(note, source, out);
    }
}

fn render_one(diag: &Diagnostic, source: &SourceFile, out: &mut String) {
    use std::fmt::Write;
    let severity = diag.severity.as_str();
    match &diag.location {
        DiagLoc::Offset(_) | DiagLoc::FileLineCol { .. } => {
            let (name, line, col) = match &diag.location {
                DiagLoc::Offset(o) => {
                    let (l, c) = source.line_col(*o);
                    (source.name.to_string(), l, c)
                }
                DiagLoc::FileLineCol { file, line, col } => (file.to_string(), *line as usize, *col as usize),
                DiagLoc::Unknown => unreachable!(),
            };
            let _ = writeln!(out, "{name}:{line}:{col}: {severity}: {}", diag.message);
            if name == source.name {
                if let Some(text) = source.line_text(line) {
                    let _ = writeln!(out, "{text}");
                    // The column counts bytes (as MLIR's); the caret goes under the character there.
                    let mut end = col.saturating_sub(1).min(text.len());
                    while !text.is_char_boundary(end) {
                        end -= 1;
                    }
                    let pad: String = text[..end].chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
                    let _ = writeln!(out, "{pad}^");
                }
            }
        }
        DiagLoc::Unknown => {
            let _ = writeln!(out, "loc(unknown): {severity}: {}", diag.message);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_with_source_line_and_caret() {
        let src = "line one\n  bad thing\n";
        let source = SourceFile { name: "in.mlir", text: src, first_line: 1 };
        let d = Diagnostic::at_offset(11, "expected 'x'").with_note(DiagLoc::Offset(0), "see here");
        let mut out = String::new();
        render_mlir(&d, &source, &mut out);
        assert_eq!(out, "in.mlir:2:3: error: expected 'x'\n  bad thing\n  ^\nin.mlir:1:1: note: see here\nline one\n^\n");
    }

    #[test]
    fn split_inputs_keep_whole_file_line_numbers() {
        let source = SourceFile { name: "f", text: "a\nbb", first_line: 10 };
        let d = Diagnostic::at_offset(3, "m");
        let mut out = String::new();
        render_mlir(&d, &source, &mut out);
        assert_eq!(out, "f:11:2: error: m\nbb\n ^\n");
    }

    #[test]
    fn the_caret_goes_under_the_character_at_a_byte_column() {
        let source = SourceFile { name: "f", text: "\"é€\" x\tb", first_line: 1 };
        let mut out = String::new();
        render_mlir(&Diagnostic::at_offset(8, "m"), &source, &mut out);
        render_mlir(&Diagnostic::at_offset(10, "m"), &source, &mut out);
        assert_eq!(out, "f:1:9: error: m\n\"é€\" x\tb\n     ^\nf:1:11: error: m\n\"é€\" x\tb\n      \t^\n");
    }
}
