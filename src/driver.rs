//! What `tilesmith opt` and `tilesmith translate` share with MLIR's tool
//! drivers: reading the input, `-split-input-file` chunks, and
//! `-verify-diagnostics` (matching produced diagnostics against the
//! `// expected-error {{...}}` annotations of the input).


use tilesmith_dialect::bytecode;
use tilesmith_dialect::diag::{position_in, render_mlir, DiagLoc, Diagnostic, Severity, SourceFile};
use tilesmith_dialect::registry::{self, Version};

/// The flags cuda-tile-opt and cuda-tile-translate share (as upstream's
/// tests use them).
#[derive(clap::Args, Debug)]
pub struct ToolArgs {
    /// The input file (`-` or nothing: standard input).
    pub input: Option<String>,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<String>,
    /// Process each `// -----` chunk of the input on its own.
    #[arg(long)]
    pub split_input_file: bool,
    /// Check diagnostics against the input's `// expected-error {{...}}` annotations.
    #[arg(long)]
    pub verify_diagnostics: bool,
    /// Accept ops of dialects other than cuda_tile.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print locations.
    #[arg(long)]
    pub mlir_print_debuginfo: bool,
    /// Do not wrap the input in a builtin module.
    #[arg(long)]
    pub no_implicit_module: bool,
    /// The dialect version to check against (default: the newest). What it
    /// lacks is an error, diagnostics list what its tools list, and bytecode
    /// newer than it is refused: `--target-version=13.1` behaves as the
    /// 13.1 tools do.
    #[arg(long, value_name = "MAJOR.MINOR")]
    pub target_version: Option<String>,
}

impl ToolArgs {
    /// The version asked for with `--target-version`, if one is.
    pub fn target(&self) -> Result<Option<Version>, String> {
        match &self.target_version {
            None => Ok(None),
            Some(text) => match parse_version(text) {
                Some(v) if registry::versions().contains(&v) => Ok(Some(v)),
                _ => Err(format!("for the --target-version option: Invalid argument '{text}': the supported versions are {}", bytecode::supported_range(registry::newest_version()))),
            },
        }
    }
}

/// `MAJOR.MINOR`, as upstream's tools spell a version.
pub fn parse_version(text: &str) -> Option<Version> {
    let (major, minor) = text.split_once('.')?;
    Some(Version::new(major.parse().ok()?, minor.parse().ok()?))
}

/// The input text and the name diagnostics use for it.
pub struct Input {
    pub name: String,
    pub text: String,
}

/// Reads `path` (`-` or none: standard input), within [`crate::input::MAX_INPUT_BYTES`].
pub fn read_input(path: Option<&str>) -> Result<Input, String> {
    let (name, text) = crate::input::read_text(path)?;
    Ok(Input { name, text })
}

/// One chunk of a split input: its text and the 1-based line it starts at.
pub struct Chunk<'a> {
    pub text: &'a str,
    pub first_line: usize,
}

/// The marker `-split-input-file` splits on.
pub const SPLIT_MARKER: &str = "// -----";

/// The chunks between `// -----` lines (one chunk when not splitting).
pub fn split_input(text: &str, split: bool) -> Vec<Chunk<'_>> {
    if !split {
        return vec![Chunk { text, first_line: 1 }];
    }
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut start_line = 1;
    let mut offset = 0;
    for (line_no, line) in (1..).zip(text.split_inclusive('\n')) {
        if line.trim_start().starts_with(SPLIT_MARKER) {
            chunks.push(Chunk { text: &text[start..offset], first_line: start_line });
            start = offset + line.len();
            start_line = line_no + 1;
        }
        offset += line.len();
    }
    chunks.push(Chunk { text: &text[start..], first_line: start_line });
    chunks
}

/// One `// expected-<severity> {{message}}` annotation.
#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// The line the diagnostic must be reported on (1-based, whole file);
    /// `None` (`@unknown`) for a diagnostic without a location in the file.
    line: Option<usize>,
    /// The line of the annotation itself (for reporting it).
    at_line: usize,
    at_col: usize,
    pattern: String,
    is_regex: bool,
    matched: bool,
}

/// Reads the annotations of a chunk.
fn expectations(chunk: &Chunk, file: &str) -> Result<Vec<Expected>, Diagnostic> {
    let mut out = Vec::new();
    let lines: Vec<&str> = chunk.text.split('\n').collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(pos) = line.find("expected-") else { continue };
        let rest = &line[pos + "expected-".len()..];
        let Some((kind, severity)) = [("error", Severity::Error), ("warning", Severity::Warning), ("note", Severity::Note), ("remark", Severity::Remark)].into_iter().find(|(k, _)| rest.starts_with(k)) else { continue };
        let mut rest = &rest[kind.len()..];
        let is_regex = rest.starts_with("-re");
        if is_regex {
            rest = &rest[3..];
        }
        let this_line = chunk.first_line + i;
        let mut target = Some(this_line);
        rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix('@') {
            let end = r.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(r.len());
            let spec = &r[..end];
            rest = &r[end..];
            target = match spec {
                "above" => Some(find_code_line(&lines, i, false).map(|l| chunk.first_line + l).unwrap_or(this_line)),
                "below" => Some(find_code_line(&lines, i, true).map(|l| chunk.first_line + l).unwrap_or(this_line)),
                "unknown" => None,
                s => {
                    let n: i64 = s.parse().map_err(|_| Diagnostic::error(file_line(file, this_line, pos + 1), format!("unknown line reference '@{s}' in expected-{kind}")))?;
                    Some((this_line as i64 + n).max(1) as usize)
                }
            };
        }
        let rest = rest.trim_start();
        let Some(body) = rest.strip_prefix("{{") else { continue };
        let Some(end) = body.rfind("}}") else {
            return Err(Diagnostic::error(file_line(file, this_line, pos + 1), "expected '}}' to end the expected diagnostic"));
        };
        out.push(Expected { severity, line: target, at_line: this_line, at_col: pos + 1, pattern: body[..end].to_string(), is_regex, matched: false });
    }
    Ok(out)
}

/// The nearest line above or below `i` that is not only an annotation comment.
fn find_code_line(lines: &[&str], i: usize, below: bool) -> Option<usize> {
    let is_annotation = |l: &str| l.trim_start().starts_with("//") && l.contains("expected-");
    if below {
        (i + 1..lines.len()).find(|&j| !is_annotation(lines[j]))
    } else {
        (0..i).rev().find(|&j| !is_annotation(lines[j]))
    }
}

fn file_line(file: &str, line: usize, col: usize) -> DiagLoc {
    DiagLoc::FileLineCol { file: file.into(), line: line as u32, col: col as u32 }
}

/// Whether `message` satisfies an annotation: a substring, or (`-re`) a
/// pattern whose `{{regex}}` parts are regular expressions.
fn annotation_matches(e: &Expected, message: &str) -> bool {
    if !e.is_regex {
        return message.contains(&e.pattern);
    }
    // Literal text with {{...}} regex pieces, matched anywhere in the message.
    let mut regex = String::new();
    let mut rest = e.pattern.as_str();
    while let Some(start) = rest.find("{{") {
        regex.push_str(&regex_escape(&rest[..start]));
        let Some(end) = rest[start + 2..].find("}}") else { return false };
        regex.push('(');
        regex.push_str(&rest[start + 2..start + 2 + end]);
        regex.push(')');
        rest = &rest[start + 2 + end + 2..];
    }
    regex.push_str(&regex_escape(rest));
    regex::Regex::new(&regex).is_ok_and(|r| r.is_match(message))
}

fn regex_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if "\\.+*?()|[]{}^$".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Matches the diagnostics of one chunk against its annotations; returns the
/// problems (unexpected or missing diagnostics) as diagnostics themselves.
pub fn verify_chunk(chunk: &Chunk, file: &str, produced: &[Diagnostic]) -> Vec<Diagnostic> {
    let source = SourceFile { name: file, text: chunk.text, first_line: chunk.first_line };
    let mut expected = match expectations(chunk, file) {
        Ok(e) => e,
        Err(d) => return vec![d],
    };
    let mut problems = Vec::new();
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in produced {
        all.push(d);
        all.extend(d.notes.iter());
    }
    for d in all {
        let line = position_in(d, &source).map(|(l, _)| l);
        // As MLIR's verifier: an annotation may account for several
        // identical diagnostics (a matched one still matches).
        let found = expected.iter_mut().find(|e| e.severity == d.severity && e.line == line && annotation_matches(e, &d.message));
        match found {
            Some(e) => e.matched = true,
            None => {
                let mut u = d.clone();
                u.severity = Severity::Error;
                u.message = format!("unexpected {}: {}", d.severity.as_str(), d.message);
                u.notes.clear();
                problems.push(u);
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        problems.push(Diagnostic::error(file_line(file, e.at_line, e.at_col), format!("expected {} \"{}\" was not produced", e.severity.as_str(), e.pattern)));
    }
    problems
}

/// MLIR-style text of diagnostics for a chunk.
pub fn render(diags: &[Diagnostic], chunk: &Chunk, file: &str) -> String {
    let source = SourceFile { name: file, text: chunk.text, first_line: chunk.first_line };
    let mut out = String::new();
    for d in diags {
        render_mlir(d, &source, &mut out);
    }
    out
}

/// An error at an op of `input` (a file read again for its source line), as
/// MLIR tools print errors; without a location, `error: message`. For the
/// errors of running or compiling a verified module.
pub fn render_at_op(ir: &tilesmith_dialect::ir::Ir, input: &std::path::Path, location: Option<tilesmith_dialect::ir::LocId>, message: &str) -> String {
    match location {
        Some(loc) => {
            let d = Diagnostic::error(tilesmith_dialect::diag::resolve_location(ir, loc), message);
            let source = input.to_str().and_then(|p| crate::input::read_text(Some(p)).ok()).map(|(_, text)| text).unwrap_or_default();
            let chunk = Chunk { text: &source, first_line: 1 };
            render(&[d], &chunk, &input.display().to_string()).trim_end().to_string()
        }
        None => format!("error: {message}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_whole_file_line_numbers() {
        let chunks = split_input("a\n// -----\nb\nc\n// -----\nd", true);
        assert_eq!(chunks.len(), 3);
        assert_eq!((chunks[1].text, chunks[1].first_line), ("b\nc\n", 3));
        assert_eq!((chunks[2].text, chunks[2].first_line), ("d", 6));
    }

    #[test]
    fn annotations_resolve_their_lines() {
        let text = "// expected-error@below {{boom}}\nop\n// expected-note @+1 {{n}}\nx\nop // expected-error {{here}}\n// expected-error@unknown {{nowhere}}\n";
        let chunk = Chunk { text, first_line: 10 };
        let e = expectations(&chunk, "f").unwrap();
        assert_eq!(e.iter().map(|e| (e.line, e.pattern.as_str())).collect::<Vec<_>>(), vec![(Some(11), "boom"), (Some(13), "n"), (Some(14), "here"), (None, "nowhere")]);
    }

    /// `@unknown` matches a diagnostic without a location, and only such a one.
    #[test]
    fn unknown_annotations_match_diagnostics_without_a_location() {
        let text = "// expected-error@unknown {{no place}}\nop\n";
        let chunk = Chunk { text, first_line: 1 };
        let nowhere = Diagnostic::error(DiagLoc::Unknown, "no place");
        assert!(verify_chunk(&chunk, "f", &[nowhere]).is_empty());
        let somewhere = Diagnostic::error(file_line("f", 2, 1), "no place");
        assert_eq!(verify_chunk(&chunk, "f", &[somewhere]).len(), 2, "unexpected at line 2, and the annotation unmatched");
    }
}
