//! A built-in FileCheck: LLVM FileCheck's semantics for the part of it that
//! upstream's lit tests use, run in-process on a string.
//!
//! - Directives `CHECK:`, `CHECK-NEXT:`, `CHECK-SAME:`, `CHECK-NOT:`,
//!   `CHECK-DAG:`, `CHECK-LABEL:` and `CHECK-EMPTY:`, under the prefixes given
//!   with `--check-prefix`/`--check-prefixes`; `COM:` and `RUN:` lines are
//!   comments. A prefix counts only at the start of a word.
//! - Patterns: literal text, `{{regex}}`, `[[VAR:regex]]` definitions and
//!   `[[VAR]]` uses, also of a variable defined earlier on the same line.
//! - Runs of spaces and tabs become one space in both files, and a pattern's
//!   leading and trailing whitespace is dropped, as without
//!   `--strict-whitespace`.
//! - Regexes are read as LLVM reads them (POSIX extended, newline-sensitive):
//!   `.` and `[^...]` never match a newline, `^` and `$` also match at line
//!   boundaries, and `\` inside brackets is a literal.
//! - CHECK-LABEL splits the input into blocks first; a failing check skips to
//!   the next block, so one run reports every failing block.
//! - Failures read like FileCheck's: `error: CHECK: expected string not found
//!   in input`, the check line with a caret, and where scanning started.
//!
//! Rejected with an error rather than ignored: `-COUNT-n`, `{LITERAL}`,
//! numeric `[[#...]]` blocks, `@LINE`, `$` globals and any other option.
//!
//! [`EXAMPLES`] show each feature on small inputs; tests/conformance.rs runs
//! them. Another test binary can use this file through
//! `#[path = "support/filecheck.rs"] mod filecheck;`.

use std::collections::HashMap;

use fancy_regex::Regex;

/// What a FileCheck command line asks for, besides the check file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The check prefixes, `CHECK` unless given.
    pub prefixes: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options { prefixes: vec!["CHECK".to_string()] }
    }
}

/// A parsed FileCheck command line: `FileCheck <check-file> [options]`.
#[derive(Debug, PartialEq, Eq)]
pub struct Invocation {
    pub check_file: String,
    pub options: Options,
}

/// Prefixes that make a line a comment, as FileCheck's defaults.
const COMMENT_PREFIXES: [&str; 2] = ["COM", "RUN"];

/// Parses FileCheck's arguments (single or double dash, `=value` or a
/// separate value).
pub fn parse_args(args: &[String]) -> Result<Invocation, String> {
    let mut check_file = None;
    let mut prefixes = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let Some(option) = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')).filter(|o| !o.is_empty()) else {
            if check_file.replace(arg.clone()).is_some() {
                return Err(format!("FileCheck: more than one check file given (`{arg}`)\n"));
            }
            continue;
        };
        let (name, inline_value) = match option.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (option, None),
        };
        if name != "check-prefix" && name != "check-prefixes" {
            return Err(format!("FileCheck: unsupported option `{arg}` (the built-in FileCheck knows --check-prefix and --check-prefixes)\n"));
        }
        let value = match inline_value {
            Some(value) => value,
            None => args.next().cloned().ok_or_else(|| format!("FileCheck: `{arg}` needs a value\n"))?,
        };
        prefixes.extend(value.split(',').map(str::to_string));
    }
    let check_file = check_file.ok_or("FileCheck: no check file given\n")?;
    if prefixes.is_empty() {
        prefixes.push("CHECK".to_string());
    }
    for (i, prefix) in prefixes.iter().enumerate() {
        if !prefix.starts_with(|c: char| c.is_ascii_alphabetic()) || !prefix.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(format!("error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{prefix}'\n"));
        }
        if prefixes[..i].contains(prefix) || COMMENT_PREFIXES.contains(&prefix.as_str()) {
            return Err(format!("error: supplied check prefix must be unique among check and comment prefixes: '{prefix}'\n"));
        }
    }
    Ok(Invocation { check_file, options: Options { prefixes } })
}

/// Checks `input` against the directives in `check_text`; `check_name` names
/// the check file in messages. The error is FileCheck's report, every
/// failure in it.
pub fn check(check_name: &str, check_text: &str, input: &str, options: &Options) -> Result<(), String> {
    let check_text = canonicalize(check_text);
    let steps = parse_check_file(check_name, &check_text, options)?;
    if input.is_empty() {
        return Err("FileCheck error: '<stdin>' is empty.\n".to_string());
    }
    let input = canonicalize(input);
    let mut matcher = Matcher::new(check_name, &input);
    matcher.run(&steps);
    if matcher.errors.is_empty() {
        Ok(())
    } else {
        Err(matcher.errors.concat())
    }
}

/// Collapses each run of spaces and tabs into one space and drops the `\r`
/// of `\r\n`, as FileCheck does to both files.
fn canonicalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' if chars.peek() == Some(&'\n') => {}
            ' ' | '\t' => {
                out.push(' ');
                while matches!(chars.peek(), Some(' ' | '\t')) {
                    chars.next();
                }
            }
            _ => out.push(c),
        }
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    /// The implicit end-of-input check that carries trailing DAGs and NOTs.
    Eof,
}

/// Directive spellings after the prefix.
const SUFFIXES: [(&str, Kind); 7] =
    [(":", Kind::Plain), ("-NEXT:", Kind::Next), ("-SAME:", Kind::Same), ("-NOT:", Kind::Not), ("-DAG:", Kind::Dag), ("-LABEL:", Kind::Label), ("-EMPTY:", Kind::Empty)];

impl Kind {
    /// The directive's name as FileCheck's messages spell it.
    fn describe(self, prefix: &str) -> String {
        let suffix = match self {
            Kind::Plain => "",
            Kind::Next => "-NEXT",
            Kind::Same => "-SAME",
            Kind::Not => "-NOT",
            Kind::Dag => "-DAG",
            Kind::Label => "-LABEL",
            Kind::Empty => "-EMPTY",
            Kind::Eof => return "implicit EOF".to_string(),
        };
        format!("{prefix}{suffix}")
    }
}

#[derive(Debug)]
enum Piece {
    Literal(String),
    /// A `{{...}}` regex, already translated for fancy-regex.
    Regex(String),
    /// `[[NAME:regex]]`, the regex translated.
    Define {
        name: String,
        regex: String,
    },
    /// `[[NAME]]`, and where the name starts in the pattern.
    Use {
        name: String,
        offset: usize,
    },
}

#[derive(Debug)]
struct Directive {
    kind: Kind,
    prefix: String,
    pieces: Vec<Piece>,
    /// 1-based line and column of the pattern in the check file.
    line: usize,
    column: usize,
    /// The check file's line, for messages.
    source_line: String,
}

/// A positive directive with the DAG and NOT directives written before it.
#[derive(Debug)]
struct Step {
    directive: Directive,
    dags_and_nots: Vec<Directive>,
}

/// A directive found on a line: its prefix, where the prefix starts, its
/// kind, and where the text after the colon starts.
type Found<'p> = (&'p str, usize, Kind, usize);

fn parse_check_file(check_name: &str, text: &str, options: &Options) -> Result<Vec<Step>, String> {
    let mut prefixes: Vec<&str> = options.prefixes.iter().map(String::as_str).collect();
    // At one position the longest prefix wins (`CHECK-A` over `CHECK`).
    prefixes.sort_by_key(|p| std::cmp::Reverse(p.len()));
    let mut steps = Vec::new();
    let mut pending = Vec::new();
    for (index, line) in text.split('\n').enumerate() {
        let error = |column: usize, message: &str| location_error(check_name, index + 1, column, line, message);
        let Some((prefix, prefix_start, kind, after_colon)) = find_directive(line, &prefixes).map_err(|(column, message)| error(column, &message))? else {
            continue;
        };
        let after = &line[after_colon..];
        let pattern_start = after_colon + (after.len() - after.trim_start_matches([' ', '\t']).len());
        let pattern = line[pattern_start..].trim_end_matches([' ', '\t']);
        let column = pattern_start + 1;
        if pattern.is_empty() && kind != Kind::Empty {
            return Err(error(column, &format!("found empty check string with prefix '{prefix}:'")));
        }
        if !pattern.is_empty() && kind == Kind::Empty {
            return Err(error(column, &format!("found non-empty check string for empty check with prefix '{prefix}:'")));
        }
        let pieces = parse_pattern(pattern).map_err(|(offset, message)| error(column + offset, &message))?;
        let has_variable = pieces.iter().any(|p| matches!(p, Piece::Define { .. } | Piece::Use { .. }));
        if kind == Kind::Label && has_variable {
            return Err(error(prefix_start + 1, &format!("found '{prefix}-LABEL:' with variable definition or use")));
        }
        if matches!(kind, Kind::Next | Kind::Same | Kind::Empty) && steps.is_empty() {
            let what = kind.describe(prefix);
            return Err(error(prefix_start + 1, &format!("found '{what}' without previous '{prefix}: line")));
        }
        let directive = Directive { kind, prefix: prefix.to_string(), pieces, line: index + 1, column, source_line: line.to_string() };
        if matches!(kind, Kind::Dag | Kind::Not) {
            pending.push(directive);
        } else {
            steps.push(Step { directive, dags_and_nots: std::mem::take(&mut pending) });
        }
    }
    if steps.is_empty() && pending.is_empty() {
        let names: Vec<String> = options.prefixes.iter().map(|p| format!("'{p}:'")).collect();
        let plural = if names.len() > 1 { "es" } else { "" };
        return Err(format!("error: no check strings found with prefix{plural} {}\n", names.join(", ")));
    }
    if !pending.is_empty() {
        let last = pending.last().expect("pending is not empty");
        let eof = Directive { kind: Kind::Eof, prefix: last.prefix.clone(), pieces: Vec::new(), line: last.line, column: last.column, source_line: last.source_line.clone() };
        steps.push(Step { directive: eof, dags_and_nots: pending });
    }
    Ok(steps)
}

/// Finds the directive on a line, if any: the first prefix at the start of a
/// word that a directive suffix follows. A comment prefix (`COM:`, `RUN:`)
/// found first makes the line a comment. Errors carry a 1-based column.
fn find_directive<'p>(line: &str, prefixes: &[&'p str]) -> Result<Option<Found<'p>>, (usize, String)> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    for (at, _) in line.char_indices() {
        if line[..at].chars().next_back().is_some_and(is_word) {
            continue;
        }
        let rest = &line[at..];
        if COMMENT_PREFIXES.iter().any(|c| rest.strip_prefix(c).is_some_and(|r| r.starts_with(':'))) {
            return Ok(None);
        }
        for prefix in prefixes {
            let Some(after) = rest.strip_prefix(prefix) else { continue };
            if let Some((suffix, kind)) = SUFFIXES.iter().find(|(s, _)| after.starts_with(s)) {
                return Ok(Some((prefix, at, *kind, at + prefix.len() + suffix.len())));
            }
            let modifier = after.strip_prefix('-').map_or(after, |a| a.trim_start_matches(|c: char| c.is_ascii_uppercase()));
            if after.starts_with("-COUNT-") || modifier.starts_with("{LITERAL}") {
                return Err((at + 1, format!("'{prefix}{}' is not supported by the built-in FileCheck", &after[..after.find(':').unwrap_or(after.len())])));
            }
        }
    }
    Ok(None)
}

/// Splits a pattern into literal text, regexes and variables, as FileCheck
/// does: `{{` up to the first `}}`, `[[` up to the matching `]]` (but `[[[`
/// starts with a literal `[`). Errors carry a 0-based offset.
fn parse_pattern(pattern: &str) -> Result<Vec<Piece>, (usize, String)> {
    let mut pieces = Vec::new();
    let mut defined = Vec::new();
    let mut at = 0;
    while at < pattern.len() {
        let rest = &pattern[at..];
        if let Some(body) = rest.strip_prefix("{{") {
            let end = body.find("}}").ok_or((at, "found start of regex string with no end '}}'".to_string()))?;
            pieces.push(Piece::Regex(checked_regex(&body[..end]).map_err(|e| (at + 2, e))?));
            at += end + 4;
        } else if rest.starts_with("[[") && !rest.starts_with("[[[") {
            let body = &rest[2..];
            let end = substitution_end(body).ok_or((at, "invalid substitution block, no ]] found".to_string()))?;
            pieces.push(parse_substitution(&body[..end], at + 2, &mut defined)?);
            at += end + 4;
        } else {
            let end = [rest[1..].find("{{"), rest[1..].find("[[")].into_iter().flatten().min().map_or(rest.len(), |e| e + 1);
            pieces.push(Piece::Literal(rest[..end].to_string()));
            at += end;
        }
    }
    Ok(pieces)
}

/// The offset of the `]]` closing a substitution block, skipping brackets
/// nested in its regex and escaped characters.
fn substitution_end(body: &str) -> Option<usize> {
    let bytes = body.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b']' if depth == 0 && bytes.get(i + 1) == Some(&b']') => return Some(i),
            b'\\' => i += 1,
            b'[' => depth += 1,
            b']' => depth = depth.checked_sub(1)?,
            _ => {}
        }
        i += 1;
    }
    None
}

/// `NAME:regex` or `NAME`, at `offset` in the pattern; `defined` lists the
/// names this pattern defined so far. Errors carry a 0-based offset.
fn parse_substitution(block: &str, offset: usize, defined: &mut Vec<String>) -> Result<Piece, (usize, String)> {
    if block.starts_with(['#', '@', '$']) {
        return Err((offset, format!("'[[{block}]]': numeric blocks, @LINE and global variables are not supported by the built-in FileCheck")));
    }
    let (name, regex) = match block.split_once(':') {
        Some((name, regex)) => (name, Some(regex)),
        None => (block, None),
    };
    let valid = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid {
        return Err((offset, format!("invalid variable name '{name}'")));
    }
    let Some(regex) = regex else { return Ok(Piece::Use { name: name.to_string(), offset }) };
    if defined.iter().any(|d| d == name) {
        return Err((offset, format!("variable '{name}' defined earlier in the same CHECK directive")));
    }
    defined.push(name.to_string());
    let regex = checked_regex(regex).map_err(|e| (offset + name.len() + 1, e))?;
    Ok(Piece::Define { name: name.to_string(), regex })
}

/// Translates a regex and makes sure it compiles on its own.
fn checked_regex(posix: &str) -> Result<String, String> {
    let translated = translate_regex(posix);
    Regex::new(&translated).map_err(|e| format!("invalid regex: {e}"))?;
    Ok(translated)
}

/// Rewrites a FileCheck regex (POSIX extended, compiled newline-sensitive by
/// LLVM) for fancy-regex: a negated bracket also excludes `\n`, and inside
/// brackets `\` and `[` (other than `[:class:]`) are literals.
fn translate_regex(posix: &str) -> String {
    let mut out = String::with_capacity(posix.len() + 8);
    let mut chars = posix.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                out.push('\\');
                out.extend(chars.next());
            }
            '[' => {
                out.push('[');
                if chars.next_if_eq(&'^').is_some() {
                    out.push_str("^\\n");
                }
                if chars.next_if_eq(&']').is_some() {
                    out.push_str("\\]");
                }
                while let Some(c) = chars.next() {
                    match c {
                        ']' => {
                            out.push(']');
                            break;
                        }
                        '[' if chars.peek() == Some(&':') => {
                            out.push('[');
                            while let Some(c) = chars.next() {
                                out.push(c);
                                if c == ':' && chars.peek() == Some(&']') {
                                    out.extend(chars.next());
                                    break;
                                }
                            }
                        }
                        '[' | '\\' | '&' | '~' => {
                            out.push('\\');
                            out.push(c);
                        }
                        _ => out.push(c),
                    }
                }
            }
            _ => out.push(c),
        }
    }
    out
}

fn caret(column: usize) -> String {
    format!("{}^", " ".repeat(column.saturating_sub(1)))
}

/// `name:line:column: error: message`, the line, and a caret under the column.
fn location_error(check_name: &str, line: usize, column: usize, source_line: &str, message: &str) -> String {
    format!("{check_name}:{line}:{column}: error: {message}\n{source_line}\n{}\n", caret(column))
}

/// A match: byte offsets into the canonical input.
#[derive(Clone, Copy, Debug)]
struct Match {
    start: usize,
    end: usize,
}

/// How a pattern is searched for, once variables are substituted.
enum Compiled {
    Fixed(String),
    /// The regex source and the variables it defines.
    Regex(String, Vec<String>),
}

/// Runs the steps over the input, collecting FileCheck-style errors.
struct Matcher<'a> {
    check_name: &'a str,
    input: &'a str,
    line_starts: Vec<usize>,
    variables: HashMap<String, String>,
    regexes: HashMap<String, Regex>,
    errors: Vec<String>,
}

impl<'a> Matcher<'a> {
    fn new(check_name: &'a str, input: &'a str) -> Self {
        let line_starts = std::iter::once(0).chain(input.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Matcher { check_name, input, line_starts, variables: HashMap::new(), regexes: HashMap::new(), errors: Vec::new() }
    }

    /// FileCheck's main loop: find the next CHECK-LABEL in what is left of
    /// the input, then run the steps up to and including it inside that
    /// region. A failing step abandons its region; a missing label ends the
    /// run.
    fn run(&mut self, steps: &[Step]) {
        let mut block_start = 0;
        let mut rest_start = 0;
        loop {
            let label = steps[block_start..].iter().position(|s| s.directive.kind == Kind::Label).map(|i| block_start + i);
            let (region_end, block_end) = match label {
                None => (self.input.len(), steps.len()),
                Some(label) => match self.check_step(&steps[label], rest_start, self.input.len(), true) {
                    Some(found) => (found.end, label + 1),
                    None => return,
                },
            };
            let mut region_start = rest_start;
            for step in &steps[block_start..block_end] {
                match self.check_step(step, region_start, region_end, false) {
                    Some(found) => region_start = found.end,
                    None => break,
                }
            }
            if block_end == steps.len() {
                return;
            }
            block_start = block_end;
            rest_start = region_end;
        }
    }

    /// One positive directive with its DAGs and NOTs, searched in
    /// `start..end`. In label-scan mode only the directive itself is matched.
    fn check_step(&mut self, step: &Step, start: usize, end: usize, label_scan: bool) -> Option<Match> {
        let mut nots = Vec::new();
        let after_dags = if label_scan { start } else { self.check_dags(step, start, end, &mut nots)? };
        let directive = &step.directive;
        let found = self.find_or_report(directive, after_dags, end)?;
        if label_scan {
            return Some(found);
        }
        let skipped = &self.input[after_dags..found.start];
        let newlines = skipped.matches('\n').count();
        let what = directive.kind.describe(&directive.prefix);
        let line_error = match directive.kind {
            Kind::Next | Kind::Empty if newlines == 0 => Some(format!("{what}: is on the same line as previous match")),
            Kind::Next | Kind::Empty if newlines > 1 => Some(format!("{what}: is not on the line after the previous match")),
            Kind::Same if newlines > 0 => Some(format!("{what}: is not on the same line as the previous match")),
            _ => None,
        };
        if let Some(message) = line_error {
            let mut report = self.directive_error(directive, &message);
            let point = |at: usize| Match { start: at, end: at };
            report += &self.input_note(point(found.start), "'next' match was here");
            report += &self.input_note(point(after_dags), "previous match ended here");
            if newlines > 1 && directive.kind != Kind::Same {
                let first_newline = after_dags + skipped.find('\n').expect("more than one newline was counted");
                report += &self.input_note(point(first_newline + 1), "non-matching line after previous match is here");
            }
            self.errors.push(report);
            return None;
        }
        self.check_nots(&nots, after_dags, found.start)?;
        Some(found)
    }

    /// Matches a step's DAG groups in order; within a group in any order and
    /// without overlap. NOTs before a group must not occur between the
    /// previous group and this one's first match; NOTs after the last group
    /// are returned for the caller. Returns where the last group ended.
    fn check_dags<'s>(&mut self, step: &'s Step, start: usize, end: usize, nots: &mut Vec<&'s Directive>) -> Option<usize> {
        let mut group_start = start;
        let mut group: Vec<Match> = Vec::new();
        for (index, directive) in step.dags_and_nots.iter().enumerate() {
            if directive.kind == Kind::Not {
                nots.push(directive);
                continue;
            }
            let mut from = group_start;
            loop {
                let found = self.find_or_report(directive, from, end)?;
                let later = group.iter().position(|m| found.start < m.end);
                match later {
                    Some(i) if group[i].start < found.end => from = group[i].end,
                    Some(i) => {
                        group.insert(i, found);
                        break;
                    }
                    None => {
                        group.push(found);
                        break;
                    }
                }
            }
            let group_ends = !matches!(step.dags_and_nots.get(index + 1), Some(d) if d.kind == Kind::Dag);
            if group_ends {
                self.check_nots(nots, group_start, group[0].start)?;
                nots.clear();
                group_start = group.last().expect("the group has a match").end;
                group.clear();
            }
        }
        Some(group_start)
    }

    /// Fails when any of the NOT directives matches in `start..end`,
    /// reporting each one that does.
    fn check_nots(&mut self, nots: &[&Directive], start: usize, end: usize) -> Option<()> {
        let mut failed = false;
        for directive in nots {
            match self.find(directive, start, end) {
                Ok(None) => continue,
                Ok(Some(found)) => {
                    let what = directive.kind.describe(&directive.prefix);
                    let report = self.directive_error(directive, &format!("{what}: excluded string found in input")) + &self.input_note(found, "found here");
                    self.errors.push(report);
                }
                Err(error) => self.report_find_error(directive, error),
            }
            failed = true;
        }
        (!failed).then_some(())
    }

    fn find_or_report(&mut self, directive: &Directive, start: usize, end: usize) -> Option<Match> {
        match self.find(directive, start, end) {
            Ok(Some(found)) => Some(found),
            Ok(None) => {
                self.report_no_match(directive, start);
                None
            }
            Err(error) => {
                self.report_find_error(directive, error);
                None
            }
        }
    }

    /// Searches `start..end` for the directive's pattern, recording the
    /// variables it defines. `^` and `$` match at the ends of that range, as
    /// in FileCheck.
    fn find(&mut self, directive: &Directive, start: usize, end: usize) -> Result<Option<Match>, FindError> {
        let haystack = &self.input[start..end];
        let at = |s: usize, e: usize| Match { start: start + s, end: start + e };
        let (source, defines) = match directive.kind {
            Kind::Eof => return Ok(Some(Match { start: end, end })),
            // The match starts after the newline it consumes, as FileCheck's.
            Kind::Empty => (r"(?m)\n$".to_string(), Vec::new()),
            _ => match self.compile(directive)? {
                Compiled::Fixed(text) => return Ok(haystack.find(&text).map(|s| at(s, s + text.len()))),
                Compiled::Regex(source, defines) => (source, defines),
            },
        };
        if !self.regexes.contains_key(&source) {
            // Each piece compiled alone when the check file was read, so the
            // whole compiles too; this reports the unexpected rather than panic.
            let regex = Regex::new(&source).map_err(|e| FindError::Engine(format!("cannot compile '{source}': {e}")))?;
            self.regexes.insert(source.clone(), regex);
        }
        let regex = &self.regexes[&source];
        let captures = regex.captures(haystack).map_err(|e| FindError::Engine(format!("the regex engine gave up: {e}")))?;
        let Some(captures) = captures else { return Ok(None) };
        let whole = captures.get(0).expect("group 0 is the whole match");
        for name in defines {
            let value = captures.name(&name).map_or("", |m| m.as_str()).to_string();
            self.variables.insert(name, value);
        }
        let skip = usize::from(directive.kind == Kind::Empty);
        Ok(Some(at(whole.start() + skip, whole.end())))
    }

    /// The pattern with the current values of its variables: a fixed string
    /// when it has no regex, else a regex where a variable defined earlier on
    /// the same line is a backreference.
    fn compile(&self, directive: &Directive) -> Result<Compiled, FindError> {
        let is_fixed = directive.pieces.iter().all(|p| matches!(p, Piece::Literal(_) | Piece::Use { .. }));
        let mut text = String::new();
        let mut defines = Vec::new();
        let mut undefined = Vec::new();
        for piece in &directive.pieces {
            match piece {
                Piece::Literal(literal) if is_fixed => text.push_str(literal),
                Piece::Literal(literal) => text.push_str(&fancy_regex::escape(literal)),
                Piece::Regex(regex) => text.push_str(&format!("(?:{regex})")),
                Piece::Define { name, regex } => {
                    text.push_str(&format!("(?P<{name}>{regex})"));
                    defines.push(name.clone());
                }
                Piece::Use { name, .. } if defines.contains(name) => text.push_str(&format!("\\k<{name}>")),
                Piece::Use { name, offset } => match self.variables.get(name) {
                    Some(value) if is_fixed => text.push_str(value),
                    Some(value) => text.push_str(&fancy_regex::escape(value)),
                    None => undefined.push((name.clone(), directive.column + offset)),
                },
            }
        }
        if !undefined.is_empty() {
            return Err(FindError::Undefined(undefined));
        }
        Ok(if is_fixed { Compiled::Fixed(text) } else { Compiled::Regex(format!("(?m){text}"), defines) })
    }

    /// FileCheck's report of a pattern not found from `start` on: the
    /// directive, where scanning started, and the values of the variables it
    /// used.
    fn report_no_match(&mut self, directive: &Directive, start: usize) {
        let what = directive.kind.describe(&directive.prefix);
        let mut report = self.directive_error(directive, &format!("{what}: expected string not found in input"));
        let from = Match { start, end: start };
        report += &self.input_note(from, "scanning from here");
        for piece in &directive.pieces {
            if let Piece::Use { name, .. } = piece {
                if let Some(value) = self.variables.get(name) {
                    report += &self.input_note(from, &format!("with \"{name}\" equal to \"{value}\""));
                }
            }
        }
        self.errors.push(report);
    }

    fn report_find_error(&mut self, directive: &Directive, error: FindError) {
        match error {
            FindError::Undefined(names) => {
                for (name, column) in names {
                    let report = location_error(self.check_name, directive.line, column, &directive.source_line, &format!("undefined variable: {name}"));
                    self.errors.push(report);
                }
            }
            FindError::Engine(message) => {
                let report = self.directive_error(directive, &message);
                self.errors.push(report);
            }
        }
    }

    fn directive_error(&self, directive: &Directive, message: &str) -> String {
        location_error(self.check_name, directive.line, directive.column, &directive.source_line, message)
    }

    /// `<stdin>:line:column: note: message`, the input line, and a caret
    /// under the match, with `~` under the rest of it on that line.
    fn input_note(&self, at: Match, message: &str) -> String {
        let index = self.line_starts.partition_point(|&s| s <= at.start) - 1;
        let line_start = self.line_starts[index];
        let line = self.input[line_start..].split('\n').next().unwrap_or("");
        let column = at.start - line_start + 1;
        let width = at.end.min(line_start + line.len()).saturating_sub(at.start);
        format!("<stdin>:{}:{column}: note: {message}\n{line}\n{}{}\n", index + 1, caret(column), "~".repeat(width.saturating_sub(1)))
    }
}

/// Why a pattern could not be searched for.
enum FindError {
    /// Variables used before any definition, with their 1-based columns.
    Undefined(Vec<(String, usize)>),
    /// The regex engine failed.
    Engine(String),
}

/// A worked example: FileCheck given `args` after the check file's name
/// (`check`), with `check` as the check file and `input` on stdin, must pass
/// (`error: None`) or fail with exactly `error`.
pub struct Example {
    pub name: &'static str,
    pub args: &'static [&'static str],
    pub check: &'static str,
    pub input: &'static str,
    pub error: Option<&'static str>,
}

impl Example {
    /// Runs the example; the error says how the outcome differs.
    pub fn run(&self) -> Result<(), String> {
        let args: Vec<String> = std::iter::once("check").chain(self.args.iter().copied()).map(String::from).collect();
        let outcome = parse_args(&args).and_then(|invocation| check(&invocation.check_file, self.check, self.input, &invocation.options));
        match (outcome, self.error) {
            (Ok(()), None) => Ok(()),
            (Err(actual), Some(expected)) if actual == expected => Ok(()),
            (Ok(()), Some(expected)) => Err(format!("FileCheck passed, but should fail with:\n{expected}")),
            (Err(actual), None) => Err(format!("FileCheck should pass, but failed with:\n{actual}")),
            (Err(actual), Some(expected)) => Err(format!("FileCheck failed with:\n{actual}but should fail with:\n{expected}")),
        }
    }
}

const fn pass(name: &'static str, args: &'static [&'static str], check: &'static str, input: &'static str) -> Example {
    Example { name, args, check, input, error: None }
}

const fn fail(name: &'static str, args: &'static [&'static str], check: &'static str, input: &'static str, error: &'static str) -> Example {
    Example { name, args, check, input, error: Some(error) }
}

/// Each directive and pattern form on a small input, passing and failing.
#[rustfmt::skip]
pub const EXAMPLES: &[Example] = &[
    pass("plain-in-order", &[], "CHECK: foo\nCHECK: bar\n", "foo\nbaz bar\n"),
    fail("plain-out-of-order", &[], "CHECK: bar\nCHECK: foo\n", "foo\nbar\n", concat!(
        "check:2:8: error: CHECK: expected string not found in input\n",
        "CHECK: foo\n",
        "       ^\n",
        "<stdin>:2:4: note: scanning from here\n",
        "bar\n",
        "   ^\n",
    )),
    pass("whitespace-runs-match-any-run", &[], "CHECK:   a   b  \n", "x a\t \tb y\n"),
    pass("regex", &[], "CHECK: %{{[0-9]+}} = addi\n", "%12 = addi %a\n"),
    fail("regex-alternation-is-grouped", &[], "CHECK: x{{a|b}}y\n", "xaz\n", concat!(
        "check:1:8: error: CHECK: expected string not found in input\n",
        "CHECK: x{{a|b}}y\n",
        "       ^\n",
        "<stdin>:1:1: note: scanning from here\n",
        "xaz\n",
        "^\n",
    )),
    fail("negated-bracket-stops-at-newline", &[], "CHECK: a{{[^x]*}}b\n", "a\nb\n", concat!(
        "check:1:8: error: CHECK: expected string not found in input\n",
        "CHECK: a{{[^x]*}}b\n",
        "       ^\n",
        "<stdin>:1:1: note: scanning from here\n",
        "a\n",
        "^\n",
    )),
    pass("backslash-in-brackets-is-literal", &[], "CHECK: {{x[\\]y}}\n", "x\\y\n"),
    pass("brackets-through-regex", &[], "CHECK: <{{\\[\\[}}1, 2], [3, 4]]>\n", "<[[1, 2], [3, 4]]>\n"),
    pass("triple-bracket-is-a-literal-bracket", &[], "CHECK: [[X:[0-9]]]\nCHECK: a[[[X]]]\n", "5\na[5]\n"),
    pass("variable-defined-then-used", &[], "CHECK: %[[A:[0-9]+]] = constant\nCHECK: use %[[A]]\n", "%7 = constant\nuse %7\n"),
    fail("variable-mismatch", &[], "CHECK: %[[A:[0-9]+]] = constant\nCHECK: use %[[A]]\n", "%7 = constant\nuse %8\n", concat!(
        "check:2:8: error: CHECK: expected string not found in input\n",
        "CHECK: use %[[A]]\n",
        "       ^\n",
        "<stdin>:1:14: note: scanning from here\n",
        "%7 = constant\n",
        "             ^\n",
        "<stdin>:1:14: note: with \"A\" equal to \"7\"\n",
        "%7 = constant\n",
        "             ^\n",
    )),
    pass("variable-used-on-its-line", &[], "CHECK: [[X:[a-z]+]] == [[X]]\n", "foo == bar\nbaz == baz\n"),
    fail("variable-used-on-its-line-mismatch", &[], "CHECK: [[X:[a-z]+]] == [[X]]\n", "foo == bar\n", concat!(
        "check:1:8: error: CHECK: expected string not found in input\n",
        "CHECK: [[X:[a-z]+]] == [[X]]\n",
        "       ^\n",
        "<stdin>:1:1: note: scanning from here\n",
        "foo == bar\n",
        "^\n",
    )),
    fail("variable-undefined", &[], "CHECK: a [[NOPE]]\n", "a b\n", concat!(
        "check:1:12: error: undefined variable: NOPE\n",
        "CHECK: a [[NOPE]]\n",
        "           ^\n",
    )),
    pass("next", &[], "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n"),
    fail("next-on-the-same-line", &[], "CHECK: a\nCHECK-NEXT: b\n", "a b\n", concat!(
        "check:2:13: error: CHECK-NEXT: is on the same line as previous match\n",
        "CHECK-NEXT: b\n",
        "            ^\n",
        "<stdin>:1:3: note: 'next' match was here\n",
        "a b\n",
        "  ^\n",
        "<stdin>:1:2: note: previous match ended here\n",
        "a b\n",
        " ^\n",
    )),
    fail("next-lines-later", &[], "CHECK: a\nCHECK-NEXT: b\n", "a\nx\nb\n", concat!(
        "check:2:13: error: CHECK-NEXT: is not on the line after the previous match\n",
        "CHECK-NEXT: b\n",
        "            ^\n",
        "<stdin>:3:1: note: 'next' match was here\n",
        "b\n",
        "^\n",
        "<stdin>:1:2: note: previous match ended here\n",
        "a\n",
        " ^\n",
        "<stdin>:2:1: note: non-matching line after previous match is here\n",
        "x\n",
        "^\n",
    )),
    pass("same", &[], "CHECK: a\nCHECK-SAME: b\n", "a b\n"),
    fail("same-on-a-later-line", &[], "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", concat!(
        "check:2:13: error: CHECK-SAME: is not on the same line as the previous match\n",
        "CHECK-SAME: b\n",
        "            ^\n",
        "<stdin>:2:1: note: 'next' match was here\n",
        "b\n",
        "^\n",
        "<stdin>:1:2: note: previous match ended here\n",
        "a\n",
        " ^\n",
    )),
    pass("empty", &[], "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n"),
    fail("empty-missing", &[], "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n", concat!(
        "check:2:13: error: CHECK-EMPTY: is not on the line after the previous match\n",
        "CHECK-EMPTY:\n",
        "            ^\n",
        "<stdin>:3:1: note: 'next' match was here\n",
        "\n",
        "^\n",
        "<stdin>:1:2: note: previous match ended here\n",
        "a\n",
        " ^\n",
        "<stdin>:2:1: note: non-matching line after previous match is here\n",
        "b\n",
        "^\n",
    )),
    pass("not-after-the-range", &[], "CHECK: start\nCHECK-NOT: wrong\nCHECK: end\n", "start\nend\nwrong\n"),
    // The range ends where the next match starts (the PyPI port also searches that match's line).
    pass("not-range-ends-at-the-next-match", &[], "CHECK: a\nCHECK-NOT: if\nCHECK: foo_if\n", "a\nfoo_if\n"),
    fail("not-between", &[], "CHECK: start\nCHECK-NOT: wrong\nCHECK: end\n", "start\nwrong\nend\n", concat!(
        "check:2:12: error: CHECK-NOT: excluded string found in input\n",
        "CHECK-NOT: wrong\n",
        "           ^\n",
        "<stdin>:2:1: note: found here\n",
        "wrong\n",
        "^~~~~\n",
    )),
    fail("not-at-the-end", &[], "CHECK: start\nCHECK-NOT: wrong\n", "start\nwrong\n", concat!(
        "check:2:12: error: CHECK-NOT: excluded string found in input\n",
        "CHECK-NOT: wrong\n",
        "           ^\n",
        "<stdin>:2:1: note: found here\n",
        "wrong\n",
        "^~~~~\n",
    )),
    fail("not-at-the-start", &[], "CHECK-NOT: wrong\nCHECK: end\n", "wrong\nend\n", concat!(
        "check:1:12: error: CHECK-NOT: excluded string found in input\n",
        "CHECK-NOT: wrong\n",
        "           ^\n",
        "<stdin>:1:1: note: found here\n",
        "wrong\n",
        "^~~~~\n",
    )),
    pass("dag-any-order", &[], "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n"),
    fail("dag-then-check-after-the-group", &[], "CHECK-DAG: b\nCHECK: a\n", "a\nb\n", concat!(
        "check:2:8: error: CHECK: expected string not found in input\n",
        "CHECK: a\n",
        "       ^\n",
        "<stdin>:2:2: note: scanning from here\n",
        "b\n",
        " ^\n",
    )),
    pass("dag-matches-do-not-overlap", &[], "CHECK-DAG: x\nCHECK-DAG: x\n", "x x\n"),
    fail("dag-needs-a-second-occurrence", &[], "CHECK-DAG: x\nCHECK-DAG: x\n", "x\n", concat!(
        "check:2:12: error: CHECK-DAG: expected string not found in input\n",
        "CHECK-DAG: x\n",
        "           ^\n",
        "<stdin>:1:2: note: scanning from here\n",
        "x\n",
        " ^\n",
    )),
    fail("dag-groups-with-not-between", &[], "CHECK-DAG: one\nCHECK-NOT: wrong\nCHECK-DAG: two\n", "one\nwrong\ntwo\n", concat!(
        "check:2:12: error: CHECK-NOT: excluded string found in input\n",
        "CHECK-NOT: wrong\n",
        "           ^\n",
        "<stdin>:2:1: note: found here\n",
        "wrong\n",
        "^~~~~\n",
    )),
    pass("not-before-a-dag-group-ends-at-its-first-match", &[], "CHECK: start\nCHECK-NOT: wrong\nCHECK-DAG: two\nCHECK-DAG: one\n", "start\none\nwrong\ntwo\n"),
    pass("dag-defines-variables", &[], "CHECK-DAG: #[[F:[a-z]+]] = file\nCHECK-DAG: #[[U:[a-z]+]] = unit<#[[F]]>\nCHECK: loc<#[[U]]>\n", "#u = unit<#f>\n#f = file\nloc<#u>\n"),
    fail("label-bounds-the-checks-before-it", &[], "CHECK-LABEL: func @f\nCHECK: ret\nCHECK-LABEL: func @g\nCHECK: ret\n", "func @f\nnop\nfunc @g\nret\n", concat!(
        "check:2:8: error: CHECK: expected string not found in input\n",
        "CHECK: ret\n",
        "       ^\n",
        "<stdin>:1:8: note: scanning from here\n",
        "func @f\n",
        "       ^\n",
    )),
    fail("label-blocks-fail-separately", &[], "CHECK-LABEL: @f\nCHECK: x\nCHECK-LABEL: @g\nCHECK: y\n", "@f\n@g\n", concat!(
        "check:2:8: error: CHECK: expected string not found in input\n",
        "CHECK: x\n",
        "       ^\n",
        "<stdin>:1:3: note: scanning from here\n",
        "@f\n",
        "  ^\n",
        "check:4:8: error: CHECK: expected string not found in input\n",
        "CHECK: y\n",
        "       ^\n",
        "<stdin>:2:3: note: scanning from here\n",
        "@g\n",
        "  ^\n",
    )),
    fail("label-missing-stops-the-run", &[], "CHECK-LABEL: @f\nCHECK: x\nCHECK-LABEL: @g\n", "@g\nx\n", concat!(
        "check:1:14: error: CHECK-LABEL: expected string not found in input\n",
        "CHECK-LABEL: @f\n",
        "             ^\n",
        "<stdin>:1:1: note: scanning from here\n",
        "@g\n",
        "^\n",
    )),
    pass("check-prefixes", &["--check-prefixes=A,B"], "A: one\nB: two\nCHECK: ignored\n", "one two\n"),
    pass("check-prefix-separate-value", &["-check-prefix", "MAGIC"], "MAGIC: invalid magic number\n", "error: invalid magic number\n"),
    pass("comments-and-non-directives", &[], "// RUN: FileCheck %s CHECK: no\nCOM: CHECK: nothing\nXCHECK: no\nCHECK-SAME (DISABLED): no\nCHECK: real\n", "real\n"),
    fail("no-check-strings", &["--check-prefix=MAGIC"], "CHECK: a\n", "a\n", "error: no check strings found with prefix 'MAGIC:'\n"),
    fail("empty-input", &[], "CHECK: a\n", "", "FileCheck error: '<stdin>' is empty.\n"),
    fail("empty-check-string", &[], "CHECK: a\nCHECK:\n", "a\n", concat!(
        "check:2:7: error: found empty check string with prefix 'CHECK:'\n",
        "CHECK:\n",
        "      ^\n",
    )),
    fail("next-without-previous-check", &[], "CHECK-NEXT: a\n", "a\n", concat!(
        "check:1:1: error: found 'CHECK-NEXT' without previous 'CHECK: line\n",
        "CHECK-NEXT: a\n",
        "^\n",
    )),
    fail("label-with-variable", &[], "CHECK-LABEL: [[F:.*]]\n", "a\n", concat!(
        "check:1:1: error: found 'CHECK-LABEL:' with variable definition or use\n",
        "CHECK-LABEL: [[F:.*]]\n",
        "^\n",
    )),
    fail("unterminated-regex", &[], "CHECK: {{a\n", "a\n", concat!(
        "check:1:8: error: found start of regex string with no end '}}'\n",
        "CHECK: {{a\n",
        "       ^\n",
    )),
    fail("invalid-regex", &[], "CHECK: {{(}}\n", "a\n", concat!(
        "check:1:10: error: invalid regex: Parsing error at position 1: Opening parenthesis without closing parenthesis\n",
        "CHECK: {{(}}\n",
        "         ^\n",
    )),
    fail("count-is-not-supported", &[], "CHECK-COUNT-2: a\n", "a a\n", concat!(
        "check:1:1: error: 'CHECK-COUNT-2' is not supported by the built-in FileCheck\n",
        "CHECK-COUNT-2: a\n",
        "^\n",
    )),
    fail("invalid-prefix", &["--check-prefix=A.B"], "CHECK: a\n", "a\n", "error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: 'A.B'\n"),
    fail("unsupported-option", &["--strict-whitespace"], "CHECK: a\n", "a\n", "FileCheck: unsupported option `--strict-whitespace` (the built-in FileCheck knows --check-prefix and --check-prefixes)\n"),
];
