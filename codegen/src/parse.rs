//! Reads spec text into the syntax tree (`ast`), using the pest grammar in `spec.pest`.

use std::path::Path;

use pest::iterators::Pair;
use pest::Parser;

use crate::ast::*;
use crate::diag::{SpecErrors, SpecLoc};

#[derive(pest_derive::Parser)]
#[grammar = "spec.pest"]
struct SpecParser;

/// Parses one spec file. Syntax errors and repeated fields are reported in `errors`.
pub fn parse_file(path: &Path, source: &str, errors: &mut SpecErrors) -> SpecFile {
    let pairs = match SpecParser::parse(Rule::file, source) {
        Ok(pairs) => pairs,
        Err(e) => {
            let (line, col) = match e.line_col {
                pest::error::LineColLocation::Pos(p) | pest::error::LineColLocation::Span(p, _) => p,
            };
            let loc = SpecLoc { file: path.to_path_buf(), line, col };
            errors.push(&loc, describe_syntax_error(&e));
            return SpecFile::default();
        }
    };
    let mut reader = Reader { path, errors };
    let mut file = SpecFile::default();
    for pair in pairs.flatten().filter(|p| is_item(p.as_rule())) {
        file.items.push(reader.item(pair));
    }
    file
}

fn is_item(rule: Rule) -> bool {
    // (`semi` pairs are filtered where fields are read.)
    matches!(rule, Rule::scalar_def | Rule::type_def | Rule::constraint_def | Rule::enum_def | Rule::attr_def | Rule::op_def)
}

fn describe_syntax_error(e: &pest::error::Error<Rule>) -> String {
    match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut wanted: Vec<String> = positives.iter().map(|r| rule_name(*r)).collect();
            wanted.sort();
            wanted.dedup();
            if wanted.is_empty() {
                "syntax error".to_string()
            } else {
                format!("syntax error: expected {}", wanted.join(", "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    }
}

fn rule_name(rule: Rule) -> String {
    match rule {
        Rule::EOI => "end of file".into(),
        Rule::ident | Rule::op_name => "a name".into(),
        Rule::string | Rule::short_string | Rule::long_string => "a string".into(),
        Rule::integer => "an integer".into(),
        Rule::semi => "`;`".into(),
        Rule::scalar_def | Rule::type_def | Rule::constraint_def | Rule::enum_def | Rule::attr_def | Rule::op_def => {
            "a declaration (`scalar`, `type`, `constraint`, `enum`, `attr` or `op`)".into()
        }
        Rule::format_block => "a format `{ ... }`".into(),
        Rule::cexpr => "a constraint".into(),
        Rule::f_literal | Rule::f_variable | Rule::f_custom | Rule::f_type | Rule::f_optional
        | Rule::f_functional_type | Rule::f_keyword_directive => "a format element".into(),
        other => {
            let raw = format!("{other:?}");
            let field = raw.trim_end_matches("_field");
            format!("`{field}`")
        }
    }
}

/// The children of a pair, without the `;` that ends fields.
fn inner(pair: Pair<'_, Rule>) -> impl Iterator<Item = Pair<'_, Rule>> {
    pair.into_inner().filter(|p| p.as_rule() != Rule::semi)
}

/// The one value of a `keyword value;` field.
fn value(field: Pair<'_, Rule>) -> Pair<'_, Rule> {
    inner(field).next().expect("grammar: a field's value")
}

struct Reader<'a> {
    path: &'a Path,
    errors: &'a mut SpecErrors,
}

impl Reader<'_> {
    fn loc(&self, pair: &Pair<Rule>) -> SpecLoc {
        let (line, col) = pair.line_col();
        SpecLoc { file: self.path.to_path_buf(), line, col }
    }

    fn name(&self, pair: Pair<Rule>) -> Name {
        Name { loc: self.loc(&pair), text: pair.as_str().to_string() }
    }

    fn text(&self, pair: Pair<Rule>) -> Text {
        let loc = self.loc(&pair);
        let literal = inner(pair).next().expect("grammar: string has one alternative");
        let text = match literal.as_rule() {
            Rule::long_string => dedent(inner(literal).next().map_or("", |p| p.as_str())),
            _ => unescape(inner(literal).next().map_or("", |p| p.as_str())),
        };
        Text { text, loc }
    }

    fn int(&mut self, pair: Pair<Rule>) -> (i64, SpecLoc) {
        let loc = self.loc(&pair);
        let s = pair.as_str();
        let (neg, digits) = s.strip_prefix('-').map_or((false, s), |d| (true, d));
        let parsed = match digits.strip_prefix("0x") {
            Some(hex) => i64::from_str_radix(hex, 16),
            None => digits.parse::<i64>(),
        };
        match parsed {
            Ok(v) => (if neg { -v } else { v }, loc),
            Err(_) => {
                self.errors.push(&loc, format!("integer `{s}` does not fit in 64 bits"));
                (0, loc)
            }
        }
    }

    fn item(&mut self, pair: Pair<Rule>) -> Item {
        match pair.as_rule() {
            Rule::scalar_def => Item::Scalar(self.scalar(pair)),
            Rule::constraint_def => Item::Constraint(self.constraint(pair)),
            Rule::type_def => Item::Type(self.param_def(pair, "type")),
            Rule::attr_def => Item::Attr(self.param_def(pair, "attr")),
            Rule::enum_def => Item::Enum(self.enum_def(pair)),
            Rule::op_def => Item::Op(self.op_def(pair)),
            other => unreachable!("is_item admits only declarations, got {other:?}"),
        }
    }

    fn scalar(&mut self, pair: Pair<Rule>) -> ScalarDef {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: scalar name"));
        let is_float = it.next().expect("grammar: scalar kind").as_str() == "float";
        let (width, loc) = self.int(it.next().expect("grammar: scalar width"));
        let mut element = true;
        let mut since = None;
        for p in it {
            match p.as_rule() {
                Rule::not_element => element = false,
                Rule::arg_since => since = Some(self.text(inner(p).next().expect("grammar: since string"))),
                other => unreachable!("grammar: scalar part {other:?}"),
            }
        }
        if !(1..=128).contains(&width) {
            self.errors.push(&loc, format!("scalar width {width} is out of range (1 to 128)"));
        }
        let since = since.expect("grammar: a scalar has a since");
        ScalarDef { name, is_float, width: width.clamp(1, 128) as u32, element, since }
    }

    fn expr(&mut self, pair: Pair<Rule>) -> Expr {
        let mut it = inner(pair);
        let head = self.name(it.next().expect("grammar: expression head"));
        let args = it.map(|p| self.arg(p)).collect();
        Expr { head, args }
    }

    fn arg(&mut self, pair: Pair<Rule>) -> Arg {
        match pair.as_rule() {
            Rule::cexpr => Arg::Expr(self.expr(pair)),
            Rule::tlist => {
                let loc = self.loc(&pair);
                Arg::List(inner(pair).map(|p| self.arg(p)).collect(), loc)
            }
            Rule::string => Arg::Str(self.text(pair)),
            Rule::integer => {
                let (v, loc) = self.int(pair);
                Arg::Int(v, loc)
            }
            other => unreachable!("grammar: unexpected argument {other:?}"),
        }
    }

    fn constraint(&mut self, pair: Pair<Rule>) -> ConstraintDef {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: constraint name"));
        let expr = self.expr(it.next().expect("grammar: constraint expression"));
        let summary = it.next().map(|p| self.text(inner(p).next().expect("grammar: summary string")));
        ConstraintDef { name, expr, summary }
    }

    /// Sets a once-only field from what `read` makes of it, reporting a repeat.
    fn set_once<'p, T>(&mut self, slot: &mut Option<T>, field: Pair<'p, Rule>, what: &str, read: impl FnOnce(&mut Self, Pair<'p, Rule>) -> T) {
        let loc = self.loc(&field);
        let value = read(self, field);
        if slot.is_some() {
            self.errors.push(&loc, format!("`{what}` is given more than once"));
        } else {
            *slot = Some(value);
        }
    }

    /// Handles the fields every declaration may have; returns false for others.
    fn common_field(&mut self, common: &mut Common, pair: &Pair<Rule>) -> bool {
        let rule = pair.as_rule();
        let (slot, field) = match rule {
            Rule::mnemonic_field => (&mut common.mnemonic, "mnemonic"),
            Rule::since_field => (&mut common.since, "since"),
            Rule::summary_field => (&mut common.summary, "summary"),
            Rule::description_field => (&mut common.description, "description"),
            _ => return false,
        };
        let loc = self.loc(pair);
        let text = self.text(inner(pair.clone()).next().expect("grammar: field string"));
        if slot.is_some() {
            self.errors.push(&loc, format!("`{field}` is given more than once"));
        } else {
            *slot = Some(text);
        }
        true
    }

    fn param(&mut self, pair: Pair<Rule>) -> Param {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: param name"));
        let kind = self.text(it.next().expect("grammar: param kind"));
        let doc = self.text(it.next().expect("grammar: param doc"));
        Param { name, kind, doc }
    }

    fn syntax(&mut self, pair: Pair<Rule>) -> Syntax {
        let inner = inner(pair).next().expect("grammar: syntax body");
        match inner.as_rule() {
            Rule::custom_mark => Syntax::Custom(self.loc(&inner)),
            _ => Syntax::Format(self.format(inner)),
        }
    }

    /// A type or an attribute (`what`, for the grammar's messages).
    fn param_def(&mut self, pair: Pair<Rule>, what: &str) -> ParamDef {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: type or attr name"));
        let mut def = ParamDef { name, common: Common::default(), params: vec![], syntax: None, interfaces: vec![] };
        for field in it {
            if self.common_field(&mut def.common, &field) {
                continue;
            }
            match field.as_rule() {
                Rule::param_field => def.params.push(self.param(field)),
                Rule::syntax_field => self.set_once(&mut def.syntax, field, "syntax", |p, f| p.syntax(f)),
                Rule::interfaces_field => def.interfaces.extend(inner(field).map(|p| self.name(p))),
                other => unreachable!("grammar: {what} field {other:?}"),
            }
        }
        def
    }

    fn enum_def(&mut self, pair: Pair<Rule>) -> EnumDef {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: enum name"));
        let mut def = EnumDef { name, common: Common::default(), attr_mnemonic: None, cases: vec![] };
        for field in it {
            if self.common_field(&mut def.common, &field) {
                continue;
            }
            match field.as_rule() {
                Rule::attr_mnemonic_field => self.set_once(&mut def.attr_mnemonic, field, "attr_mnemonic", |p, f| p.text(value(f))),
                Rule::case_field => {
                    let mut c = inner(field);
                    let name = self.name(c.next().expect("grammar: case name"));
                    let (value, _) = self.int(c.next().expect("grammar: case value"));
                    let mut since = None;
                    let mut doc = None;
                    for p in c {
                        match p.as_rule() {
                            Rule::arg_since => since = Some(self.text(inner(p).next().expect("grammar: since string"))),
                            _ => doc = Some(self.text(p)),
                        }
                    }
                    let doc = doc.expect("grammar: case doc");
                    def.cases.push(EnumCase { name, value, since, doc });
                }
                other => unreachable!("grammar: enum field {other:?}"),
            }
        }
        def
    }

    fn op_arg(&mut self, kind: ArgKind, pair: Pair<Rule>) -> OpArg {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: argument name"));
        let constraint = self.expr(it.next().expect("grammar: argument constraint"));
        let mut arg = OpArg { kind, name, constraint, only: vec![], refusal: None, elements: vec![], since: None, doc: Text { text: String::new(), loc: SpecLoc { file: self.path.to_path_buf(), line: 0, col: 0 } } };
        for p in it {
            match p.as_rule() {
                Rule::only_clause => {
                    for n in inner(p) {
                        match n.as_rule() {
                            Rule::refusal => arg.refusal = Some(self.text(inner(n).next().expect("grammar: refusal string"))),
                            _ => arg.only.push(self.name(n)),
                        }
                    }
                }
                Rule::for_clause => {
                    for item in inner(p) {
                        let mut names: Vec<Name> = inner(item).map(|n| self.name(n)).collect();
                        let element = names.pop().expect("grammar: an element type");
                        arg.elements.push((names.pop(), element));
                    }
                }
                Rule::arg_since => arg.since = Some(self.text(inner(p).next().expect("grammar: since string"))),
                Rule::string => arg.doc = self.text(p),
                other => unreachable!("grammar: argument part {other:?}"),
            }
        }
        arg
    }

    fn op_def(&mut self, pair: Pair<Rule>) -> OpDef {
        let mut it = inner(pair);
        let name = self.name(it.next().expect("grammar: op name"));
        let mut def = OpDef {
            name,
            common: Common::default(),
            until: None,
            replaced_by: None,
            opcode: None,
            group: None,
            traits: vec![],
            args: vec![],
            format: None,
            verifier: false,
            region_verifier: false,
            test_only: false,
        };
        let mut traits_seen = false;
        for field in it {
            if self.common_field(&mut def.common, &field) {
                continue;
            }
            let loc = self.loc(&field);
            match field.as_rule() {
                Rule::opcode_field => self.set_once(&mut def.opcode, field, "opcode", |p, f| p.int(value(f))),
                Rule::until_field => self.set_once(&mut def.until, field, "until", |p, f| p.text(value(f))),
                Rule::replaced_by_field => self.set_once(&mut def.replaced_by, field, "replaced_by", |p, f| p.name(value(f))),
                Rule::group_field => self.set_once(&mut def.group, field, "group", |p, f| p.name(value(f))),
                Rule::traits_field => {
                    if traits_seen {
                        self.errors.push(&loc, "`traits` is given more than once");
                    }
                    traits_seen = true;
                    let traits: Vec<Expr> = inner(field).map(|p| self.expr(p)).collect();
                    def.traits.extend(traits);
                }
                Rule::operand_field => def.args.push(self.op_arg(ArgKind::Operand, field)),
                Rule::attribute_field => def.args.push(self.op_arg(ArgKind::Attribute, field)),
                Rule::result_field => def.args.push(self.op_arg(ArgKind::Result, field)),
                Rule::region_field => def.args.push(self.op_arg(ArgKind::Region, field)),
                Rule::format_field => self.set_once(&mut def.format, field, "format", |p, f| p.syntax(f)),
                Rule::verifier_field => def.verifier = true,
                Rule::region_verifier_field => def.region_verifier = true,
                Rule::test_only_field => def.test_only = true,
                other => unreachable!("grammar: op field {other:?}"),
            }
        }
        def
    }

    fn format(&mut self, pair: Pair<Rule>) -> Format {
        let loc = self.loc(&pair);
        let elements = inner(pair).map(|p| self.format_element(p)).collect();
        Format { elements, loc }
    }

    fn format_element(&mut self, pair: Pair<Rule>) -> FormatElement {
        let loc = self.loc(&pair);
        match pair.as_rule() {
            Rule::f_literal => {
                let text = inner(pair).next().map_or(String::new(), |p| p.as_str().to_string());
                FormatElement::Literal(Text { text, loc })
            }
            Rule::f_variable => {
                let mut it = inner(pair);
                let name = self.name(it.next().expect("grammar: variable name"));
                FormatElement::Variable { name, anchor: it.next().is_some() }
            }
            Rule::f_keyword_directive => FormatElement::Keyword(self.name(pair)),
            Rule::f_type | Rule::f_functional_type => {
                let is_type = pair.as_rule() == Rule::f_type;
                let mut args = vec![];
                let mut anchor = false;
                for p in inner(pair) {
                    match p.as_rule() {
                        Rule::f_args => args = inner(p).map(|a| self.format_element(a)).collect(),
                        Rule::f_anchor => anchor = true,
                        other => unreachable!("grammar: type directive part {other:?}"),
                    }
                }
                if is_type {
                    FormatElement::Type { args, anchor, loc }
                } else {
                    FormatElement::FunctionalType { args, loc }
                }
            }
            Rule::f_ref => {
                let args = inner(pair).next().map(|a| inner(a).map(|e| self.format_element(e)).collect()).unwrap_or_default();
                FormatElement::Ref { args, loc }
            }
            Rule::f_custom => {
                let mut it = inner(pair);
                let name = self.name(it.next().expect("grammar: custom directive name"));
                let mut args = vec![];
                let mut anchor = false;
                for p in it {
                    match p.as_rule() {
                        Rule::f_args => args = inner(p).map(|a| self.format_element(a)).collect(),
                        Rule::f_anchor => anchor = true,
                        other => unreachable!("grammar: custom directive part {other:?}"),
                    }
                }
                FormatElement::Custom { name, args, anchor }
            }
            Rule::f_optional => {
                let mut groups = vec![];
                for p in inner(pair) {
                    if p.as_rule() == Rule::f_group {
                        groups.push(inner(p).map(|e| self.format_element(e)).collect::<Vec<_>>());
                    }
                }
                let mut groups = groups.into_iter();
                let then = groups.next().unwrap_or_default();
                FormatElement::Optional { then, otherwise: groups.next(), loc }
            }
            Rule::f_oilist => {
                let clauses = inner(pair).map(|g| inner(g).map(|e| self.format_element(e)).collect()).collect();
                FormatElement::OIList { clauses, loc }
            }
            other => unreachable!("grammar: format element {other:?}"),
        }
    }
}

fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Removes the common leading indentation of a long string and its blank edges.
fn dedent(s: &str) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let body: Vec<&str> = lines.iter().map(|l| if l.len() >= indent { &l[indent..] } else { l.trim_start() }).collect();
    let start = body.iter().position(|l| !l.trim().is_empty()).unwrap_or(body.len());
    let end = body.iter().rposition(|l| !l.trim().is_empty()).map_or(start, |e| e + 1);
    body[start..end].iter().map(|l| l.trim_end()).collect::<Vec<_>>().join("\n")
}
