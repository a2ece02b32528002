//! Pass pipelines: MLIR's textual form, parsed, checked against the
//! registered passes, and run on the IR.
//!
//! ```text
//! pipeline ::= element (`,` element)*
//! element  ::= op-name `(` pipeline? `)`      run on each such op inside
//!            | pass-name (`{` option* `}`)?   run on the op around it
//! option   ::= key (`=` value)?               value: a word, 'quoted' or "quoted", or {braced}
//! ```

use tilesmith_dialect::diag::{resolve_location, Diagnostic};
use tilesmith_dialect::ir::{Ir, OpId};

use crate::{lookup, Pass};

/// A pass's options as written: `key=value` pairs (a bare key is `true`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    pub values: Vec<(String, String)>,
}

impl PassOptions {
    /// The value given for `name`, or the option's declared default.
    pub fn get(&self, pass: &Pass, name: &str) -> String {
        if let Some((_, v)) = self.values.iter().rev().find(|(k, _)| k == name) {
            return v.clone();
        }
        pass.options.iter().find(|o| o.name == name).map(|o| o.default.to_owned()).unwrap_or_default()
    }

    /// The value of a boolean option (`true`/`false`, `1`/`0`).
    pub fn get_bool(&self, pass: &Pass, name: &str) -> Result<bool, String> {
        match self.get(pass, name).as_str() {
            "true" | "1" | "" => Ok(true),
            "false" | "0" => Ok(false),
            other => Err(format!("option '{name}' of pass '{}' takes true or false, not '{other}'", pass.name)),
        }
    }

    /// The value of an integer option.
    pub fn get_int(&self, pass: &Pass, name: &str) -> Result<i64, String> {
        let v = self.get(pass, name);
        v.parse().map_err(|_| format!("option '{name}' of pass '{}' takes an integer, not '{v}'", pass.name))
    }
}

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// Run `pipeline` on each op named `op` directly inside the current op.
    Nest { op: String, pipeline: Vec<Element> },
    /// Run a pass on the current op.
    Pass { pass: &'static Pass, options: PassOptions },
}

impl PartialEq for Pass {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}
impl Eq for Pass {}

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn skip_space(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += self.text[self.pos..].chars().next().map_or(1, char::len_utf8);
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.pos..].chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn error(&self, message: impl std::fmt::Display) -> String {
        format!("invalid pass pipeline '{}' at column {}: {message}", self.text, self.pos + 1)
    }

    /// An op or pass name: letters, digits and `_ - . $`.
    fn name(&mut self) -> Result<&'a str, String> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        let len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || "_-.$".contains(c))).unwrap_or(rest.len());
        if len == 0 {
            return Err(self.error(match rest.chars().next() {
                Some(c) => format!("expected a pass or op name, found '{c}'"),
                None => "expected a pass or op name, found the end".to_owned(),
            }));
        }
        self.pos += len;
        Ok(&rest[..len])
    }

    /// An option value: up to a space or `}`, or quoted, or braced.
    fn value(&mut self) -> Result<String, String> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        let close = match rest.chars().next() {
            Some(q @ ('\'' | '"')) => Some(q),
            Some('{') => Some('}'),
            _ => None,
        };
        if let Some(close) = close {
            let mut depth = 0usize;
            for (i, c) in rest.char_indices().skip(1) {
                if close == '}' && c == '{' {
                    depth += 1;
                } else if c == close {
                    if depth == 0 {
                        self.pos += i + 1;
                        return Ok(rest[1..i].to_owned());
                    }
                    depth -= 1;
                }
            }
            return Err(self.error(format!("the value is not closed with '{close}'")));
        }
        let len = rest.find(|c: char| c.is_whitespace() || c == '}').unwrap_or(rest.len());
        self.pos += len;
        Ok(rest[..len].to_owned())
    }

    fn options(&mut self, pass: &'static Pass) -> Result<PassOptions, String> {
        let mut options = PassOptions::default();
        loop {
            match self.peek() {
                Some('}') => {
                    self.pos += 1;
                    return Ok(options);
                }
                None => return Err(self.error(format!("the options of '{}' are not closed with '}}'", pass.name))),
                _ => {}
            }
            let at = self.pos;
            let key = self.name()?;
            if !pass.options.iter().any(|o| o.name == key) {
                self.pos = at;
                return Err(self.error(unknown_option(pass, key)));
            }
            let mut value_at = self.pos;
            let value = if self.eat('=') {
                self.skip_space();
                value_at = self.pos;
                self.value()?
            } else {
                "true".to_owned()
            };
            let info = pass.options.iter().find(|o| o.name == key).expect("checked above");
            let wrong = match info.kind {
                crate::OptionKind::Text => None,
                crate::OptionKind::Bool => (!matches!(value.as_str(), "true" | "false" | "1" | "0")).then_some("true or false"),
                crate::OptionKind::I32 => value.parse::<i32>().is_err().then_some("a 32-bit integer"),
            };
            if let Some(wanted) = wrong {
                self.pos = value_at;
                return Err(self.error(format!("option '{key}' of pass '{}' takes {wanted}, not '{value}'", pass.name)));
            }
            options.values.push((key.to_owned(), value));
        }
    }

    fn pipeline(&mut self, nested: bool) -> Result<Vec<Element>, String> {
        let mut out = Vec::new();
        if nested && self.peek() == Some(')') {
            return Ok(out);
        }
        loop {
            let at = self.pos;
            let name = self.name()?;
            if self.eat('(') {
                if let Err(e) = check_op_name(name) {
                    self.pos = at;
                    return Err(self.error(e));
                }
                let inner = self.pipeline(true)?;
                if !self.eat(')') {
                    return Err(self.error(format!("expected ')' to close the pipeline on '{name}'")));
                }
                out.push(Element::Nest { op: name.to_owned(), pipeline: inner });
            } else {
                let Some(pass) = lookup(name) else {
                    self.pos = at;
                    return Err(self.error(format!("'{name}' does not refer to a registered pass (passes: {})", pass_names())));
                };
                let options = if self.eat('{') { self.options(pass)? } else { PassOptions::default() };
                out.push(Element::Pass { pass, options });
            }
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(')') if nested => return Ok(out),
                None if !nested => return Ok(out),
                Some(c) => return Err(self.error(format!("expected ',' or ')', found '{c}'"))),
                None => return Err(self.error("expected ')', found the end")),
            }
        }
    }
}

fn pass_names() -> String {
    crate::PASSES.iter().filter(|p| !p.test_only).map(|p| p.name).collect::<Vec<_>>().join(", ")
}

fn unknown_option(pass: &Pass, key: &str) -> String {
    let known: Vec<&str> = pass.options.iter().map(|o| o.name).collect();
    if known.is_empty() {
        format!("pass '{}' takes no options, but was given '{key}'", pass.name)
    } else {
        format!("pass '{}' has no option '{key}' (its options: {})", pass.name, known.join(", "))
    }
}

/// Parses a pipeline (the value of `--pass-pipeline`).
pub fn parse_pipeline(text: &str) -> Result<Vec<Element>, String> {
    let mut c = Cursor { text, pos: 0 };
    if c.peek().is_none() {
        return Ok(Vec::new());
    }
    c.pipeline(false)
}

/// Parses one pass's options as given to its own flag
/// (`--test-debuginfo-update-symbol-name="symbol-to-rename=a::b new-name=c"`).
pub fn parse_options(pass: &'static Pass, text: &str) -> Result<PassOptions, String> {
    let braced = format!("{text}}}");
    let mut c = Cursor { text: &braced, pos: 0 };
    c.options(pass).map_err(|e| e.replace(&format!("invalid pass pipeline '{braced}'"), &format!("invalid options '{text}' for pass '{}'", pass.name)))
}

/// Runs `pipeline` on the IR: its top level as MLIR's is, the ops of
/// `top_level` (a `builtin.module` unless `--no-implicit-module` gave another op).
pub fn run_pipeline(ir: &mut Ir, pipeline: &[Element]) -> Result<(), Vec<Diagnostic>> {
    for element in pipeline {
        match element {
            Element::Nest { op, pipeline } => {
                for top in ir.top_level.clone() {
                    if ir.op(top).name.as_str() == op {
                        run_on(ir, top, pipeline)?;
                    }
                }
            }
            Element::Pass { .. } => {
                for top in ir.top_level.clone() {
                    run_on(ir, top, std::slice::from_ref(element))?;
                }
            }
        }
    }
    Ok(())
}

/// `name` names an op a pipeline can run on.
fn check_op_name(name: &str) -> Result<(), String> {
    if name == tilesmith_dialect::text::parser::BUILTIN_MODULE || tilesmith_dialect::registry::lookup(name).is_some() {
        return Ok(());
    }
    let hint = if name.contains('.') { String::new() } else { format!(" (ops are named with their dialect: 'cuda_tile.{name}')") };
    Err(format!("'{name}' is not an op{hint}"))
}

/// Runs `pipeline` on `op`.
fn run_on(ir: &mut Ir, op: OpId, pipeline: &[Element]) -> Result<(), Vec<Diagnostic>> {
    for element in pipeline {
        match element {
            Element::Nest { op: name, pipeline } => {
                let children: Vec<OpId> = ir.op(op).regions.iter().flat_map(|&r| ir.regions[r].blocks.iter()).flat_map(|&b| ir.blocks[b].ops.iter().copied()).filter(|&c| ir.op(c).name.as_str() == name).collect();
                for child in children {
                    run_on(ir, child, pipeline)?;
                }
            }
            Element::Pass { pass, options } => {
                if !pass.anchor.accepts(ir, op) {
                    let at = resolve_location(ir, ir.op(op).location);
                    return Err(vec![Diagnostic::error(at, format!("pass '{}' runs on {}, not on '{}'", pass.name, pass.anchor.describe(), ir.op(op).name.as_str()))]);
                }
                (pass.run)(ir, op, options)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_parse_as_mlir_writes_them() {
        let p = parse_pipeline("builtin.module(cuda_tile.module(synthesize-debug-info-scopes))").expect("parses");
        let Element::Nest { op, pipeline } = &p[0] else { panic!("{p:?}") };
        assert_eq!(op, "builtin.module");
        let Element::Nest { op, pipeline } = &pipeline[0] else { panic!("{p:?}") };
        assert_eq!(op, "cuda_tile.module");
        assert!(matches!(&pipeline[0], Element::Pass { pass, .. } if pass.name == "synthesize-debug-info-scopes"));
        assert_eq!(parse_pipeline(" cuda_tile.module( ) , builtin.module()").expect("parses").len(), 2);
        let e = parse_pipeline("builtin.module(cuda_tile.modul(fuse-fma))").unwrap_err();
        assert!(e.contains("at column 16: 'cuda_tile.modul' is not an op"), "{e}");
        let e = parse_pipeline("builtin.module(module(fuse-fma))").unwrap_err();
        assert!(e.contains("'module' is not an op (ops are named with their dialect: 'cuda_tile.module')"), "{e}");
        let e = parse_pipeline("builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=few})))").unwrap_err();
        assert!(e.contains("at column 76: option 'split-threshold' of pass 'loop-split' takes a 32-bit integer, not 'few'"), "{e}");
    }

    #[test]
    fn bad_pipelines_say_where() {
        let e = parse_pipeline("builtin.module(no-such-pass)").unwrap_err();
        assert!(e.contains("at column 16: 'no-such-pass' does not refer to a registered pass"), "{e}");
        let e = parse_pipeline("builtin.module(synthesize-debug-info-scopes").unwrap_err();
        assert!(e.contains("expected ')', found the end"), "{e}");
        let e = parse_pipeline("builtin.module(synthesize-debug-info-scopes{x=1})").unwrap_err();
        assert!(e.contains("pass 'synthesize-debug-info-scopes' takes no options, but was given 'x'"), "{e}");
        let e = parse_pipeline("cuda_tile.module(synthesize-debug-info-scopes,)").unwrap_err();
        assert!(e.contains("expected a pass or op name, found ')'"), "{e}");
    }

    #[test]
    fn options_take_words_quotes_and_braces() {
        let pass = &crate::debuginfo::UPDATE_SYMBOL_NAME;
        let o = parse_options(pass, "symbol-to-rename=a::b new-name='x y' scope={c::d} update-uses").expect("parses");
        assert_eq!(o.get(pass, "symbol-to-rename"), "a::b");
        assert_eq!(o.get(pass, "new-name"), "x y");
        assert_eq!(o.get(pass, "scope"), "c::d");
        assert_eq!(o.get_bool(pass, "update-uses"), Ok(true));
        let e = parse_options(pass, "new-name=x bogus=1").unwrap_err();
        assert!(e.starts_with("invalid options 'new-name=x bogus=1' for pass 'test-debuginfo-update-symbol-name'"), "{e}");
        assert!(e.contains("has no option 'bogus'"), "{e}");
    }
}
