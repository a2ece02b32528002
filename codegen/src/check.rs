//! Resolves the syntax trees of all spec files into one checked `Model`,
//! reporting every inconsistency at its spec location.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::ast;
use crate::diag::{suggest, SpecErrors, SpecLoc};
use crate::model::*;

/// Traits that take no arguments.
pub const SIMPLE_TRAITS: &[&str] = &[
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "AutomaticAllocationScope",
    "ConstantLike",
    "DefaultDialect",
    "ElementwiseMappable",
    "FunctionLike",
    "GraphRegion",
    "InferTypes",
    "IsolatedFromAbove",
    "LoopLike",
    "MemoryEffects",
    "NoMemoryEffect",
    "NoRegionArguments",
    "NoTerminator",
    "OpAsmResultNames",
    "Pure",
    "RecursiveMemoryEffects",
    "RegionBranch",
    "ReturnLike",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultShape",
    "SameOperandsShape",
    "SingleBlock",
    "Symbol",
    "SymbolTable",
    "SymbolUser",
    "Terminator",
];

/// Traits that take arguments.
const PARAM_TRAITS: &[&str] = &[
    "AllElementTypesMatch",
    "AllRanksMatch",
    "AllShapesMatch",
    "AllTypesMatch",
    "HasParent",
    "OptionalTypesMatchWith",
    "ParentOneOf",
    "SingleBlockImplicitTerminator",
    "TypesMatchWith",
];

/// Hand-written format directives the text runtime provides (`custom<Name>(...)`).
pub const CUSTOM_DIRECTIVES: &[&str] = &[
    "ArgumentRegion",
    "AssumePredicate",
    "ComparisonOrdering",
    "ComparisonPredicate",
    "CudaTileType",
    "CudaTileTypeSplat",
    "DenseIntOrFPElementsAttr",
    "DenseIntOrFPElementsAttrNoResult",
    "DivFOpRoundingMode",
    "ExpOpRoundingMode",
    "IEEERoundingMode",
    "IfOpRegion",
    "IntegerRoundingMode",
    "MemoryAttributes",
    "Signedness",
    "SqrtOpRoundingMode",
    "SymbolVisibility",
    "TanHOpRoundingMode",
];

/// The builtin attribute constraints: name, kind, and the summary diagnostics use.
fn builtin_attrs() -> [(&'static str, AttrKind, &'static str); 14] {
    [
        ("Unit", AttrKind::Unit, "unit attribute"),
        ("Bool", AttrKind::Bool, "bool attribute"),
        ("Str", AttrKind::Str, "string attribute"),
        ("I32", AttrKind::I32, "32-bit signless integer attribute"),
        ("I64", AttrKind::I64, "64-bit signless integer attribute"),
        ("SymbolName", AttrKind::SymbolName, "string attribute"),
        ("FlatSymbolRef", AttrKind::FlatSymbolRef, "flat symbol reference attribute"),
        ("Array", AttrKind::Array, "array attribute"),
        ("DictArray", AttrKind::DictArray, "Array of dictionary attributes"),
        ("DenseI32Array", AttrKind::DenseI32Array, "i32 dense array attribute"),
        ("DenseI64Array", AttrKind::DenseI64Array, "i64 dense array attribute"),
        ("DenseBoolArray", AttrKind::DenseBoolArray, "i1 dense array attribute"),
        ("DenseElements", AttrKind::DenseElements, "integer or floating point elements attribute"),
        ("FunctionType", AttrKind::FunctionType, "type attribute of function type"),
    ]
}

/// Builds the model from parsed files; errors are collected, never fatal midway.
pub fn check(files: &[(std::path::PathBuf, ast::SpecFile)], errors: &mut SpecErrors) -> Model {
    let mut cx = Checker { errors, decls: BTreeMap::new(), model: Model::default(), pred_index: HashMap::new(), named: HashMap::new(), resolving: vec![], ops: vec![], all_ops: HashSet::new(), at: None };
    cx.model.files = files.iter().map(|(p, _)| p.clone()).collect();
    cx.declare_all(files);
    cx.resolve_scalars_types_enums_attrs();
    cx.resolve_named_constraints();
    cx.resolve_ops();
    cx.model
}

#[derive(Clone)]
enum Decl<'a> {
    Scalar(&'a ast::ScalarDef),
    Type(&'a ast::TypeDef),
    Constraint(&'a ast::ConstraintDef),
    Enum(&'a ast::EnumDef),
    Attr(&'a ast::AttrDef),
}

impl Decl<'_> {
    fn loc(&self) -> &SpecLoc {
        match self {
            Decl::Scalar(d) => &d.name.loc,
            Decl::Type(d) => &d.name.loc,
            Decl::Constraint(d) => &d.name.loc,
            Decl::Enum(d) => &d.name.loc,
            Decl::Attr(d) => &d.name.loc,
        }
    }
}

struct Checker<'a, 'e> {
    errors: &'e mut SpecErrors,
    /// Every named declaration except ops.
    decls: BTreeMap<String, Decl<'a>>,
    model: Model,
    pred_index: HashMap<(TypeMatcher, String), usize>,
    /// Named constraint name -> predicate index, once resolved.
    named: HashMap<String, usize>,
    resolving: Vec<String>,
    /// Op declarations, resolved last (they refer to everything else).
    ops: Vec<&'a ast::OpDef>,
    /// Every op mnemonic declared, for trait references.
    all_ops: HashSet<String>,
    /// While a constraint's summary is computed as of an older version: that
    /// version (alternatives newer than it are left out).
    at: Option<Version>,
}

/// Parses `MAJOR.MINOR`, the version of the `field` (`since`, `until`).
fn parse_version(text: &ast::Text, field: &str, errors: &mut SpecErrors) -> Version {
    let parsed = text.text.split_once('.').and_then(|(a, b)| Some(Version { major: a.parse().ok()?, minor: b.parse().ok()? }));
    parsed.unwrap_or_else(|| {
        errors.push(&text.loc, format!("bad {field}-version \"{}\": expected MAJOR.MINOR, such as \"13.1\"", text.text));
        Version { major: 0, minor: 0 }
    })
}

impl<'a> Checker<'a, '_> {
    fn declare_all(&mut self, files: &'a [(std::path::PathBuf, ast::SpecFile)]) {
        for (_, file) in files {
            for item in &file.items {
                let (name, decl) = match item {
                    ast::Item::Scalar(d) => (&d.name, Decl::Scalar(d)),
                    ast::Item::Type(d) => (&d.name, Decl::Type(d)),
                    ast::Item::Constraint(d) => (&d.name, Decl::Constraint(d)),
                    ast::Item::Enum(d) => (&d.name, Decl::Enum(d)),
                    ast::Item::Attr(d) => (&d.name, Decl::Attr(d)),
                    ast::Item::Op(op) => {
                        self.ops.push(op);
                        self.all_ops.insert(op.name.text.clone());
                        continue;
                    }
                };
                let reserved = ["Any", "AnyOf", "TileOf", "RankedTileOf", "ScalarTileOf", "Interface", "Variadic", "Optional", "Default", "NonNegative", "MinValue"];
                if reserved.contains(&name.text.as_str()) || builtin_attrs().iter().any(|(n, _, _)| *n == name.text) {
                    self.errors.push(&name.loc, format!("`{}` is a built-in name and cannot be declared", name.text));
                    continue;
                }
                if let Some(prev) = self.decls.get(&name.text) {
                    let prev = prev.loc().clone();
                    self.errors.push(&name.loc, format!("`{}` is already declared at {prev}", name.text));
                    continue;
                }
                self.decls.insert(name.text.clone(), decl);
            }
        }
    }

    fn required<'t>(&mut self, field: &'t Option<ast::Text>, what: &str, owner: &ast::Name) -> Option<&'t ast::Text> {
        if field.is_none() {
            self.errors.push(&owner.loc, format!("`{}` needs a `{what}` field", owner.text));
        }
        field.as_ref()
    }

    fn version_of(&mut self, common: &ast::Common, owner: &ast::Name) -> Version {
        match self.required(&common.since, "since", owner) {
            Some(t) => parse_version(t, "since", self.errors),
            None => Version { major: 0, minor: 0 },
        }
    }

    /// A type or an attribute, checked.
    fn param_def(&mut self, d: &ast::ParamDef) -> ParamDef {
        let since = self.version_of(&d.common, &d.name);
        let mnemonic = self.required(&d.common.mnemonic, "mnemonic", &d.name).map(|t| t.text.clone()).unwrap_or_default();
        let summary = self.required(&d.common.summary, "summary", &d.name).map(|t| t.text.clone()).unwrap_or_default();
        let params = params(&d.params, self.errors);
        let format = self.param_format(&d.syntax, &params, &d.name);
        let interfaces = d.interfaces.iter().map(|n| n.text.clone()).collect();
        ParamDef { name: d.name.text.clone(), mnemonic, since, summary, description: text_or_empty(&d.common.description), params, interfaces, format, loc: d.name.loc.clone() }
    }

    fn resolve_scalars_types_enums_attrs(&mut self) {
        let decls: Vec<Decl<'a>> = self.decls.values().cloned().collect();
        for decl in decls {
            match decl {
                Decl::Scalar(d) => {
                    let since = parse_version(&d.since, "since", self.errors);
                    self.model.scalars.push(Scalar { name: d.name.text.clone(), is_float: d.is_float, width: d.width, element: d.element, since, loc: d.name.loc.clone() });
                }
                Decl::Type(d) => {
                    let def = self.param_def(d);
                    self.model.types.push(def);
                }
                Decl::Enum(d) => self.enum_def(d),
                Decl::Attr(d) => {
                    let def = self.param_def(d);
                    self.model.attrs.push(def);
                }
                Decl::Constraint(_) => {}
            }
        }
        for (list, what) in [
            (self.model.types.iter().map(|t| (&t.mnemonic, &t.loc)).collect::<Vec<_>>(), "type"),
            (self.model.attrs.iter().map(|t| (&t.mnemonic, &t.loc)).collect::<Vec<_>>(), "attribute"),
        ] {
            let mut seen: HashMap<&String, &SpecLoc> = HashMap::new();
            for (m, loc) in list {
                if let Some(prev) = seen.insert(m, loc) {
                    self.errors.push(loc, format!("{what} mnemonic \"{m}\" is already used at {prev}"));
                }
            }
        }
    }

    fn enum_def(&mut self, d: &ast::EnumDef) {
        let since = self.version_of(&d.common, &d.name);
        let summary = self.required(&d.common.summary, "summary", &d.name).map(|t| t.text.clone()).unwrap_or_default();
        let mut cases = vec![];
        let mut seen_names: HashMap<&str, &SpecLoc> = HashMap::new();
        let mut seen_values: HashMap<i64, &str> = HashMap::new();
        for c in &d.cases {
            if let Some(prev) = seen_names.insert(&c.name.text, &c.name.loc) {
                self.errors.push(&c.name.loc, format!("case `{}` of enum `{}` is already declared at {prev}", c.name.text, d.name.text));
            }
            if let Some(prev) = seen_values.insert(c.value, &c.name.text) {
                self.errors.push(&c.name.loc, format!("case `{}` of enum `{}` has value {}, which `{prev}` already has", c.name.text, d.name.text, c.value));
            }
            if !(0..=i64::from(u32::MAX)).contains(&c.value) {
                self.errors.push(&c.name.loc, format!("case value {} is out of range (0 to 4294967295)", c.value));
            }
            let case_since = match &c.since {
                Some(t) => {
                    let v = parse_version(t, "since", self.errors);
                    if v < since {
                        self.errors.push(&t.loc, format!("case `{}` cannot exist since {v}, before its enum `{}` (since {since})", c.name.text, d.name.text));
                    }
                    v
                }
                None => since,
            };
            cases.push(EnumCase { spelling: c.name.text.clone(), value: c.value.clamp(0, i64::from(u32::MAX)) as u32, since: case_since, doc: c.doc.text.clone() });
        }
        if cases.is_empty() {
            self.errors.push(&d.name.loc, format!("enum `{}` has no cases", d.name.text));
        }
        self.model.enums.push(EnumDef { name: d.name.text.clone(), since, summary, description: text_or_empty(&d.common.description), attr_mnemonic: d.attr_mnemonic.as_ref().map(|t| t.text.clone()), cases, loc: d.name.loc.clone() });
    }

    /// Checks a type's or attribute's own format: its variables name its params.
    fn param_format(&mut self, syntax: &Option<ast::Syntax>, params: &[Param], owner: &ast::Name) -> Option<Format> {
        let format = match syntax {
            None => {
                self.errors.push(&owner.loc, format!("`{}` needs a `syntax` field (a format, or `syntax custom;`)", owner.text));
                return None;
            }
            Some(ast::Syntax::Custom(_)) => return None,
            Some(ast::Syntax::Format(f)) => f,
        };
        let mut used = HashSet::new();
        let elements = self.param_elements(&format.elements, params, &mut used);
        for (i, p) in params.iter().enumerate() {
            if !used.contains(&i) && !format.elements.iter().any(|e| matches!(e, ast::FormatElement::Keyword(k) if k.text == "struct(params)")) {
                self.errors.push(&format.loc, format!("the syntax of `{}` never mentions its parameter `{}`", owner.text, p.name));
            }
        }
        Some(Format { elements, source: format_source(&format.elements) })
    }

    fn param_elements(&mut self, elements: &[ast::FormatElement], params: &[Param], used: &mut HashSet<usize>) -> Vec<FormatElement> {
        let mut out = vec![];
        for e in elements {
            match e {
                ast::FormatElement::Literal(t) => out.push(FormatElement::Literal(t.text.clone())),
                ast::FormatElement::Variable { name, .. } => match params.iter().position(|p| p.name == name.text) {
                    Some(i) => {
                        used.insert(i);
                        out.push(FormatElement::Param(i));
                    }
                    None => self.errors.push(&name.loc, format!("format variable `${}` is not a parameter", name.text)),
                },
                ast::FormatElement::Keyword(k) if k.text == "struct(params)" => out.push(FormatElement::StructParams),
                ast::FormatElement::Custom { name, args, .. } => {
                    self.check_directive_name(name);
                    let args = self.param_elements(args, params, used);
                    out.push(FormatElement::Custom { name: name.text.clone(), args });
                }
                other => self.errors.push(element_loc(other), "only literals, parameters, `struct(params)` and custom directives may appear in a type or attribute syntax"),
            }
        }
        out
    }

    fn check_directive_name(&mut self, name: &ast::Name) {
        if !CUSTOM_DIRECTIVES.contains(&name.text.as_str()) {
            let hint = suggest(&name.text, CUSTOM_DIRECTIVES.iter().copied()).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
            self.errors.push(&name.loc, format!("unknown custom directive `{}`{hint} (the text runtime provides: {})", name.text, CUSTOM_DIRECTIVES.join(", ")));
        }
    }

    // ---- type constraints ----

    /// The index of the predicate with this check and summary, added if new.
    /// (The same check with another summary is another predicate: diagnostics differ.)
    fn intern(&mut self, matcher: TypeMatcher, summary: String, history: Vec<(Version, String)>) -> usize {
        let key = (matcher, summary);
        if let Some(&i) = self.pred_index.get(&key) {
            return i;
        }
        let buildable = buildable(&key.0);
        self.model.predicates.push(TypePred { matcher: key.0.clone(), summary: key.1.clone(), buildable, history });
        let i = self.model.predicates.len() - 1;
        self.pred_index.insert(key, i);
        i
    }

    fn resolve_named_constraints(&mut self) {
        let names: Vec<String> = self.decls.iter().filter(|(_, d)| matches!(d, Decl::Constraint(_))).map(|(n, _)| n.clone()).collect();
        for name in names {
            self.named_constraint(&name);
        }
        let mut named: Vec<NamedConstraint> = vec![];
        for (name, decl) in &self.decls {
            if let (Decl::Constraint(d), Some(&pred)) = (decl, self.named.get(name)) {
                named.push(NamedConstraint { name: name.clone(), pred, loc: d.name.loc.clone() });
            }
        }
        named.sort_by(|a, b| a.loc.cmp(&b.loc));
        self.model.named_constraints = named;
    }

    fn named_constraint(&mut self, name: &str) -> Option<usize> {
        if let Some(&i) = self.named.get(name) {
            return Some(i);
        }
        let Some(Decl::Constraint(d)) = self.decls.get(name).cloned() else { return None };
        if self.resolving.iter().any(|n| n == name) {
            self.errors.push(&d.name.loc, format!("constraint `{name}` refers to itself (through {})", self.resolving.join(" -> ")));
            return None;
        }
        self.resolving.push(name.to_string());
        let resolved = self.type_expr(&d.expr);
        self.resolving.pop();
        let (matcher, summary) = resolved?;
        let (summary, history) = match &d.summary {
            Some(s) => (s.text.clone(), vec![]),
            None => (summary, self.summary_history(&d.expr, |s| s)),
        };
        let i = self.intern(matcher, summary, history);
        self.named.insert(name.to_string(), i);
        Some(i)
    }

    /// The versions in which scalars and types first appeared, oldest first.
    fn versions_of_types(&self) -> Vec<Version> {
        let mut versions: Vec<Version> = self.decls.values().filter_map(|d| match d {
            Decl::Scalar(s) => {
                let mut scratch = SpecErrors::default();
                Some(parse_version(&s.since, "since", &mut scratch))
            }
            Decl::Type(t) => {
                let mut scratch = SpecErrors::default();
                t.common.since.as_ref().map(|v| parse_version(v, "since", &mut scratch))
            }
            _ => None,
        }).collect();
        versions.sort();
        versions.dedup();
        versions
    }

    /// The summary of `e` (shaped by `wrap`) in each version it changed in, as
    /// [`TypePred::history`] holds it: empty when it is the same in every version.
    fn summary_history(&mut self, e: &ast::Expr, wrap: impl Fn(String) -> String) -> Vec<(Version, String)> {
        let mut history: Vec<(Version, String)> = vec![];
        for v in self.versions_of_types() {
            // Errors were reported when the newest summary was made.
            let mut scratch = SpecErrors::default();
            let errors = std::mem::replace(self.errors, std::mem::take(&mut scratch));
            let saved = self.at.replace(v);
            let resolved = self.type_expr(e);
            self.at = saved;
            *self.errors = errors;
            if let Some((_, summary)) = resolved {
                let summary = wrap(summary);
                if history.last().is_none_or(|(_, last)| *last != summary) {
                    history.push((v, summary));
                }
            }
        }
        if history.len() < 2 {
            history.clear();
        }
        history
    }

    /// Resolves a type constraint expression to a matcher and its summary.
    fn type_expr(&mut self, e: &ast::Expr) -> Option<(TypeMatcher, String)> {
        let head = e.head.text.as_str();
        let arity_ok = |n: usize, this: &mut Self| -> bool {
            if e.args.len() != n {
                this.errors.push(&e.head.loc, format!("`{head}` takes {n} argument{}, got {}", if n == 1 { "" } else { "s" }, e.args.len()));
                return false;
            }
            true
        };
        match head {
            "Any" => {
                if !arity_ok(0, self) {
                    return None;
                }
                Some((TypeMatcher::Any, "any type".into()))
            }
            "AnyOf" => {
                if !arity_ok(1, self) {
                    return None;
                }
                let alts = self.type_list(&e.args[0])?;
                let summary = alts.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>().join(" or ");
                Some((TypeMatcher::AnyOf(alts.into_iter().map(|(m, _)| m).collect()), summary))
            }
            "TileOf" | "RankedTileOf" | "ScalarTileOf" => {
                let (elems, ranks, prefix) = match head {
                    "TileOf" => {
                        if e.args.is_empty() || e.args.len() > 2 {
                            self.errors.push(&e.head.loc, "`TileOf` takes a list of element constraints and an optional summary prefix");
                            return None;
                        }
                        let prefix = match e.args.get(1) {
                            None => "tile".to_string(),
                            Some(ast::Arg::Str(t)) => t.text.clone(),
                            Some(other) => {
                                self.errors.push(other.loc(), "the second argument of `TileOf` is a summary prefix string");
                                return None;
                            }
                        };
                        (self.type_list(&e.args[0])?, None, prefix)
                    }
                    "RankedTileOf" => {
                        if !arity_ok(2, self) {
                            return None;
                        }
                        let ranks = self.int_list(&e.args[1])?;
                        let prefix = format!("{} tile", ranks.iter().map(|r| format!("{r}D")).collect::<Vec<_>>().join("/"));
                        (self.type_list(&e.args[0])?, Some(ranks), prefix)
                    }
                    _ => {
                        if !arity_ok(1, self) {
                            return None;
                        }
                        let ast::Arg::Expr(inner) = &e.args[0] else {
                            self.errors.push(e.args[0].loc(), "`ScalarTileOf` takes one element constraint");
                            return None;
                        };
                        (vec![self.type_expr(inner)?], Some(vec![0]), "0D tile".to_string())
                    }
                };
                let summary = format!("{prefix} of {} values", elems.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>().join(" or "));
                let element = if elems.len() == 1 { elems.into_iter().next().map(|(m, _)| m).expect("one element") } else { TypeMatcher::AnyOf(elems.into_iter().map(|(m, _)| m).collect()) };
                Some((TypeMatcher::Tile { element: Box::new(element), ranks }, summary))
            }
            "Interface" => {
                if !arity_ok(1, self) {
                    return None;
                }
                let ast::Arg::Str(t) = &e.args[0] else {
                    self.errors.push(e.args[0].loc(), "`Interface` takes the interface name as a string");
                    return None;
                };
                Some((TypeMatcher::Interface(t.text.clone()), t.text.clone()))
            }
            "Variadic" | "Optional" => {
                self.errors.push(&e.head.loc, format!("`{head}` may only wrap the whole constraint of an operand or result"));
                None
            }
            _ => {
                if !e.args.is_empty() {
                    self.errors.push(&e.head.loc, format!("`{head}` takes no arguments"));
                    return None;
                }
                let newer_than_at = |since: Option<&ast::Text>, at: Option<Version>| {
                    let mut scratch = SpecErrors::default();
                    matches!((since.map(|t| parse_version(t, "since", &mut scratch)), at), (Some(v), Some(at)) if v > at)
                };
                match self.decls.get(head).cloned() {
                    Some(Decl::Scalar(s)) if newer_than_at(Some(&s.since), self.at) => None,
                    Some(Decl::Type(t)) if newer_than_at(t.common.since.as_ref(), self.at) => None,
                    Some(Decl::Scalar(s)) => Some((TypeMatcher::Scalar(s.name.text.clone()), s.name.text.clone())),
                    Some(Decl::Type(t)) => Some((TypeMatcher::DialectType(t.name.text.clone()), t.common.summary.as_ref().map_or(String::new(), |s| s.text.clone()))),
                    Some(Decl::Constraint(d)) if self.at.is_some() => {
                        if self.resolving.iter().any(|n| n == head) {
                            return None;
                        }
                        self.resolving.push(head.to_string());
                        let resolved = self.type_expr(&d.expr);
                        self.resolving.pop();
                        let (matcher, summary) = resolved?;
                        Some((matcher, d.summary.as_ref().map_or(summary, |s| s.text.clone())))
                    }
                    Some(Decl::Constraint(_)) => {
                        let i = self.named_constraint(head)?;
                        let p = &self.model.predicates[i];
                        Some((p.matcher.clone(), p.summary.clone()))
                    }
                    Some(Decl::Enum(_)) | Some(Decl::Attr(_)) => {
                        self.errors.push(&e.head.loc, format!("`{head}` is an attribute, not a type constraint"));
                        None
                    }
                    None => {
                        self.unknown(&e.head, "constraint", |d| matches!(d, Decl::Scalar(_) | Decl::Type(_) | Decl::Constraint(_)));
                        None
                    }
                }
            }
        }
    }

    fn unknown(&mut self, name: &ast::Name, what: &str, wanted: impl Fn(&Decl) -> bool) {
        let candidates: Vec<&str> = self.decls.iter().filter(|(_, d)| wanted(d)).map(|(n, _)| n.as_str()).collect();
        let hint = suggest(&name.text, candidates.iter().copied()).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
        self.errors.push(&name.loc, format!("unknown {what} `{}`{hint}", name.text));
    }

    fn type_list(&mut self, arg: &ast::Arg) -> Option<Vec<(TypeMatcher, String)>> {
        let ast::Arg::List(items, _) = arg else {
            self.errors.push(arg.loc(), "expected a list of constraints `[a, b, ...]`");
            return None;
        };
        let mut out = vec![];
        for item in items {
            let ast::Arg::Expr(e) = item else {
                self.errors.push(item.loc(), "expected a constraint");
                return None;
            };
            match self.type_expr(e) {
                Some(x) => out.push(x),
                // As of an older version, an alternative that did not exist yet is left out.
                None if self.at.is_some() => {}
                None => return None,
            }
        }
        if out.is_empty() {
            if self.at.is_none() {
                self.errors.push(arg.loc(), "the list of constraints is empty");
            }
            return None;
        }
        Some(out)
    }

    fn int_list(&mut self, arg: &ast::Arg) -> Option<Vec<i64>> {
        let ast::Arg::List(items, _) = arg else {
            self.errors.push(arg.loc(), "expected a list of integers `[0, 1, ...]`");
            return None;
        };
        items
            .iter()
            .map(|i| match i {
                ast::Arg::Int(v, _) if *v >= 0 => Some(*v),
                other => {
                    self.errors.push(other.loc(), "expected a non-negative integer");
                    None
                }
            })
            .collect()
    }

    // ---- ops ----

    fn resolve_ops(&mut self) {
        let ops = std::mem::take(&mut self.ops);
        let mut by_name: HashMap<String, SpecLoc> = HashMap::new();
        let mut by_opcode: HashMap<u32, (String, SpecLoc, Option<String>)> = HashMap::new();
        let replaced: HashMap<&str, &ast::Name> = ops.iter().filter_map(|d| Some((d.name.text.as_str(), d.replaced_by.as_ref()?))).collect();
        for d in &ops {
            let Some(op) = self.op(d) else { continue };
            if let Some(prev) = by_name.insert(op.full_name.clone(), op.loc.clone()) {
                self.errors.push(&op.loc, format!("op `{}` is already declared at {prev}", op.mnemonic));
                continue;
            }
            if let Some((prev, loc, prev_replaced_by)) = by_opcode.insert(op.opcode, (op.mnemonic.clone(), op.loc.clone(), op.replaced_by.clone())) {
                // An op shares its opcode with the op that replaced it, and only with it.
                let pair = prev_replaced_by.as_deref() == Some(op.mnemonic.as_str()) || op.replaced_by.as_deref() == Some(prev.as_str());
                if !pair {
                    self.errors.push(&op.loc, format!("opcode {:#x} of `{}` is already used by `{prev}` at {loc}", op.opcode, op.mnemonic));
                }
            }
            self.model.ops.push(op);
        }
        // Each replacement: a declared op, with the replaced op's opcode, present when the replaced one ends.
        for (old, new) in replaced {
            let Some(old_op) = self.model.ops.iter().find(|o| o.mnemonic == old) else { continue };
            let Some(new_op) = self.model.ops.iter().find(|o| o.mnemonic == new.text) else {
                let hint = suggest(&new.text, self.model.ops.iter().map(|o| o.mnemonic.as_str())).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
                self.errors.push(&new.loc, format!("`{old}` is replaced by `{}`, which is not a declared op{hint}", new.text));
                continue;
            };
            let message = if new_op.opcode != old_op.opcode {
                Some(format!("`{old}` (opcode {:#x}) is replaced by `{}` (opcode {:#x}): an op and its replacement share an opcode, so that files of the older versions read back as the replacement", old_op.opcode, new_op.mnemonic, new_op.opcode))
            } else if new_op.until.is_some() {
                Some(format!("`{old}` is replaced by `{}`, which ends itself: name the op that replaces both", new_op.mnemonic))
            } else if old_op.until.is_some_and(|u| new_op.since > u) {
                Some(format!("`{old}` ends in {} but its replacement `{}` begins only in {}", old_op.until.expect("checked"), new_op.mnemonic, new_op.since))
            } else {
                None
            };
            if let Some(m) = message {
                self.errors.push(&new.loc, m);
            }
        }
        self.model.ops.sort_by(|a, b| a.full_name.cmp(&b.full_name));
    }

}

fn params(list: &[ast::Param], errors: &mut SpecErrors) -> Vec<Param> {
    let mut seen: HashMap<&str, &SpecLoc> = HashMap::new();
    let mut out = vec![];
    for p in list {
        if let Some(prev) = seen.insert(&p.name.text, &p.name.loc) {
            errors.push(&p.name.loc, format!("parameter `{}` is already declared at {prev}", p.name.text));
        }
        out.push(Param { name: p.name.text.clone(), kind: p.kind.text.clone(), doc: p.doc.text.clone() });
    }
    out
}

fn text_or_empty(t: &Option<ast::Text>) -> String {
    t.as_ref().map_or(String::new(), |t| t.text.clone())
}

fn buildable(m: &TypeMatcher) -> Option<String> {
    match m {
        TypeMatcher::Scalar(s) => Some(s.clone()),
        TypeMatcher::DialectType(t) if t == "Token" => Some("!cuda_tile.token".into()),
        TypeMatcher::Tile { element, ranks: Some(r) } if r == &[0] => match &**element {
            TypeMatcher::Scalar(s) => Some(format!("!cuda_tile.tile<{s}>")),
            _ => None,
        },
        _ => None,
    }
}

pub(crate) fn element_loc(e: &ast::FormatElement) -> &SpecLoc {
    match e {
        ast::FormatElement::Literal(t) => &t.loc,
        ast::FormatElement::Variable { name, .. } | ast::FormatElement::Keyword(name) | ast::FormatElement::Custom { name, .. } => &name.loc,
        ast::FormatElement::Type { loc, .. } | ast::FormatElement::FunctionalType { loc, .. } | ast::FormatElement::Ref { loc, .. } | ast::FormatElement::Optional { loc, .. } | ast::FormatElement::OIList { loc, .. } => loc,
    }
}

/// The format written back as text (for docs), normalized to single spaces.
pub(crate) fn format_source(elements: &[ast::FormatElement]) -> String {
    elements.iter().map(element_source).collect::<Vec<_>>().join(" ")
}

fn element_source(e: &ast::FormatElement) -> String {
    let list = |args: &[ast::FormatElement]| args.iter().map(element_source).collect::<Vec<_>>().join(", ");
    match e {
        ast::FormatElement::Literal(t) => format!("`{}`", t.text),
        ast::FormatElement::Variable { name, anchor } => format!("${}{}", name.text, if *anchor { "^" } else { "" }),
        ast::FormatElement::Keyword(k) => k.text.clone(),
        ast::FormatElement::Type { args, anchor, .. } => format!("type({}){}", list(args), if *anchor { "^" } else { "" }),
        ast::FormatElement::FunctionalType { args, .. } => format!("functional-type({})", list(args)),
        ast::FormatElement::Ref { args, .. } => format!("ref({})", list(args)),
        ast::FormatElement::Custom { name, args, anchor } => format!("custom<{}>({}){}", name.text, list(args), if *anchor { "^" } else { "" }),
        ast::FormatElement::Optional { then, otherwise, .. } => match otherwise {
            None => format!("({})?", format_source(then)),
            Some(o) => format!("({}) : ({})?", format_source(then), format_source(o)),
        },
        ast::FormatElement::OIList { clauses, .. } => format!("oilist({})", clauses.iter().map(|c| format_source(c)).collect::<Vec<_>>().join(" | ")),
    }
}

// ---- ops: slots, traits and formats ----

/// Where a format may find each slot's value and type, for the coverage check.
#[derive(Default)]
struct Coverage {
    vars: HashSet<SlotRefKey>,
    types: HashSet<SlotRefKey>,
    attr_dict: bool,
    all_operands: bool,
    all_results_types: bool,
    all_operand_types: bool,
    all_regions: bool,
}

type SlotRefKey = (u8, usize);

fn key(s: &SlotRef) -> SlotRefKey {
    match s {
        SlotRef::Operand(i) => (0, *i),
        SlotRef::Result(i) => (1, *i),
        SlotRef::Attribute(i) => (2, *i),
        SlotRef::Region(i) => (3, *i),
    }
}

impl<'a> Checker<'a, '_> {
    fn op(&mut self, d: &'a ast::OpDef) -> Option<Op> {
        let since = self.version_of(&d.common, &d.name);
        let summary = self.required(&d.common.summary, "summary", &d.name).map(|t| t.text.clone()).unwrap_or_default();
        let opcode = match d.opcode {
            Some((v, ref loc)) if !(0..=0xFFFF).contains(&v) => {
                self.errors.push(loc, format!("opcode {v} is out of range (0 to 0xffff)"));
                0
            }
            Some((v, _)) => v as u32,
            None => {
                self.errors.push(&d.name.loc, format!("`{}` needs an `opcode` field", d.name.text));
                0
            }
        };
        let group = match &d.group {
            Some(g) => g.text.clone(),
            None => {
                self.errors.push(&d.name.loc, format!("`{}` needs a `group` field", d.name.text));
                String::new()
            }
        };
        if d.common.mnemonic.is_some() {
            self.errors.push(&d.name.loc, "an op's mnemonic is its name; remove the `mnemonic` field");
        }
        let until = d.until.as_ref().map(|t| {
            let v = parse_version(t, "until", self.errors);
            let parsed = v != Version { major: 0, minor: 0 };
            if parsed && v <= since {
                self.errors.push(&t.loc, format!("`{}` cannot end in {v}: it begins in {since} (`until` must be a later version than `since`)", d.name.text));
            }
            v
        });
        if let (Some(r), None) = (&d.replaced_by, &d.until) {
            self.errors.push(&r.loc, format!("`{}` is replaced by `{}` but never ends: add `until` with the version that replaced it", d.name.text, r.text));
        }
        let mut op = Op {
            full_name: format!("cuda_tile.{}", d.name.text),
            mnemonic: d.name.text.clone(),
            since,
            until,
            replaced_by: d.replaced_by.as_ref().map(|n| n.text.clone()),
            opcode,
            group,
            summary,
            description: text_or_empty(&d.common.description),
            traits: vec![],
            operands: vec![],
            attributes: vec![],
            results: vec![],
            regions: vec![],
            argument_order: vec![],
            format: None,
            custom_verifier: d.verifier,
            custom_region_verifier: d.region_verifier,
            test_only: d.test_only,
            loc: d.name.loc.clone(),
        };
        let mut names: HashMap<&str, &SpecLoc> = HashMap::new();
        for arg in &d.args {
            if let Some(prev) = names.insert(&arg.name.text, &arg.name.loc) {
                self.errors.push(&arg.name.loc, format!("`{}` already names an operand, attribute, result or region of `{}` at {prev}", arg.name.text, d.name.text));
                continue;
            }
            let arg_since = match &arg.since {
                Some(t) => {
                    let v = parse_version(t, "since", self.errors);
                    if v < since {
                        self.errors.push(&t.loc, format!("`{}` cannot exist since {v}, before its op (since {since})", arg.name.text));
                    }
                    if let Some(until) = until.filter(|u| v >= *u) {
                        self.errors.push(&t.loc, format!("`{}` cannot exist since {v}: its op `{}` ends in {until}", arg.name.text, d.name.text));
                    }
                    if v > since {
                        self.check_newer_slot(arg, v, since);
                    }
                    v
                }
                None => since,
            };
            if !arg.only.is_empty() && arg.kind != ast::ArgKind::Attribute {
                self.errors.push(&arg.name.loc, "`only` narrows enum attributes; it cannot be used here");
            }
            match arg.kind {
                ast::ArgKind::Operand | ast::ArgKind::Result => {
                    let Some(slot) = self.value_slot(arg, arg_since) else { continue };
                    if arg.kind == ast::ArgKind::Operand {
                        op.argument_order.push(SlotRef::Operand(op.operands.len()));
                        op.operands.push(slot);
                    } else {
                        op.results.push(slot);
                    }
                }
                ast::ArgKind::Attribute => {
                    let Some(slot) = self.attr_slot(arg, arg_since) else { continue };
                    op.argument_order.push(SlotRef::Attribute(op.attributes.len()));
                    op.attributes.push(slot);
                }
                ast::ArgKind::Region => {
                    let kind = match (arg.constraint.head.text.as_str(), arg.constraint.args.as_slice()) {
                        ("AnyRegion", []) => Some(RegionKind::Any),
                        ("SizedRegion", [ast::Arg::Int(1, _)]) => Some(RegionKind::Sized1),
                        ("MaxSizedRegion", [ast::Arg::Int(1, _)]) => Some(RegionKind::MaxSized1),
                        _ => None,
                    };
                    match kind {
                        Some(kind) => op.regions.push(RegionSlot { name: arg.name.text.clone(), kind, doc: arg.doc.text.clone(), loc: arg.name.loc.clone() }),
                        None => self.errors.push(&arg.constraint.head.loc, "a region is `AnyRegion`, `SizedRegion<1>` or `MaxSizedRegion<1>`"),
                    }
                }
            }
        }
        if op.results.is_empty() {
            if let Some(a) = op.attributes.iter().find(|a| !a.elements.is_empty()) {
                self.errors.push(&a.loc, format!("`for` restricts `{}` by the result's element type, but `{}` has no result", a.name, d.name.text));
            }
        }
        // Results newer than their op come after the older ones: a file of an
        // older version holds the older ones, and readers number them first.
        if let Some(pos) = op.results.iter().position(|r| r.since > since) {
            if let Some(older) = op.results[pos..].iter().find(|r| r.since == since) {
                self.errors.push(&older.loc, format!("result `{}` (since {since}) comes after `{}` (since {}): results added in later versions must come last", older.name, op.results[pos].name, op.results[pos].since));
            }
        }
        let variadic_operands = op.operands.iter().filter(|o| o.arity != Arity::Single).count();
        let variadic_results = op.results.iter().filter(|o| o.arity != Arity::Single).count();
        for t in &d.traits {
            if let Some(tr) = self.op_trait(t, &op) {
                op.traits.push(tr);
            }
        }
        if variadic_operands > 1 && !op.has_trait("AttrSizedOperandSegments") {
            self.errors.push(&d.name.loc, format!("`{}` has {variadic_operands} optional or variadic operands: add the `AttrSizedOperandSegments` trait so their sizes are recorded", d.name.text));
        }
        if variadic_results > 1 && !op.has_trait("AttrSizedResultSegments") {
            self.errors.push(&d.name.loc, format!("`{}` has {variadic_results} optional or variadic results: add the `AttrSizedResultSegments` trait", d.name.text));
        }
        op.format = match &d.format {
            None => {
                self.errors.push(&d.name.loc, format!("`{}` needs a `format` (or `format custom;` for a hand-written one)", d.name.text));
                None
            }
            Some(ast::Syntax::Custom(_)) => None,
            Some(ast::Syntax::Format(f)) => self.op_format(f, &op),
        };
        Some(op)
    }

    /// A slot added after its op (`since` later than the op's): modules of the
    /// op's older versions lack it, so they must stay valid without it. An
    /// operand must be optional or variadic, an attribute optional, defaulted
    /// or a unit; a result may be anything (writers of older versions leave it
    /// out when nothing uses it).
    fn check_newer_slot(&mut self, arg: &ast::OpArg, v: Version, op_since: Version) {
        let head = arg.constraint.head.text.as_str();
        let may_be_missing = match arg.kind {
            ast::ArgKind::Operand => matches!(head, "Optional" | "Variadic"),
            ast::ArgKind::Attribute => matches!(head, "Optional" | "Default" | "Unit"),
            ast::ArgKind::Result => true,
            ast::ArgKind::Region => false,
        };
        if !may_be_missing {
            let what = match arg.kind {
                ast::ArgKind::Operand => "operand: make it `Optional<...>` or `Variadic<...>`",
                ast::ArgKind::Attribute => "attribute: make it `Optional<...>`, `Default<...>` or `Unit`",
                _ => "region: regions cannot be added to an op",
            };
            self.errors.push(&arg.name.loc, format!("`{}` is new in {v}, after its op (since {op_since}), so ops of {op_since} lack it; it cannot be a required {what}", arg.name.text));
        }
    }

    fn value_slot(&mut self, arg: &ast::OpArg, since: Version) -> Option<ValueSlot> {
        let (arity, inner) = match arg.constraint.head.text.as_str() {
            w @ ("Variadic" | "Optional") => match arg.constraint.args.as_slice() {
                [ast::Arg::Expr(inner)] => (if w == "Variadic" { Arity::Variadic } else { Arity::Optional }, inner),
                _ => {
                    self.errors.push(&arg.constraint.head.loc, format!("`{w}` takes one constraint"));
                    return None;
                }
            },
            _ => (Arity::Single, &arg.constraint),
        };
        // On an error (already reported) the slot still exists, so formats and
        // traits that name it do not report it again.
        let (matcher, summary) = self.type_expr(inner).unwrap_or((TypeMatcher::Any, String::new()));
        let wrap = |s: String| if arity == Arity::Variadic { format!("variadic of {s}") } else { s };
        let summary = wrap(summary);
        let history = self.summary_history(inner, wrap);
        let pred = self.intern(matcher, summary, history);
        Some(ValueSlot { name: arg.name.text.clone(), arity, pred, since, doc: arg.doc.text.clone(), loc: arg.name.loc.clone() })
    }

    fn attr_slot(&mut self, arg: &ast::OpArg, since: Version) -> Option<AttrSlot> {
        let mut e = &arg.constraint;
        let mut optional = false;
        let mut default = None;
        let mut non_negative = false;
        // How the summary words the non-negative rule (ODS: `NonNegativeI64Attr` or `IntMinValue<0>`).
        let mut non_negative_words = " whose value is non-negative";
        loop {
            match (e.head.text.as_str(), e.args.as_slice()) {
                ("Optional", [ast::Arg::Expr(inner)]) => {
                    optional = true;
                    e = inner;
                }
                ("Default", [ast::Arg::Expr(inner), value]) => {
                    default = Some(match value {
                        ast::Arg::Int(v, _) => AttrDefault::Int(*v),
                        ast::Arg::Expr(x) if x.args.is_empty() && x.head.text == "all_false" => AttrDefault::AllFalse,
                        ast::Arg::Expr(x) if x.args.is_empty() => AttrDefault::EnumCase(x.head.text.clone()),
                        other => {
                            self.errors.push(other.loc(), "a default is an enum case or an integer");
                            return None;
                        }
                    });
                    e = inner;
                }
                ("NonNegative", [ast::Arg::Expr(inner)]) => {
                    non_negative = true;
                    e = inner;
                }
                ("MinValue", [ast::Arg::Expr(inner), ast::Arg::Int(0, _)]) => {
                    non_negative = true;
                    non_negative_words = " whose minimum value is 0";
                    e = inner;
                }
                ("MinValue", [_, ast::Arg::Int(_, loc)]) => {
                    self.errors.push(loc, "`MinValue` takes 0 only (the one bound the dialect uses)");
                    return None;
                }
                ("Optional" | "Default" | "NonNegative" | "MinValue", _) => {
                    self.errors.push(&e.head.loc, format!("`{}` has the wrong arguments (see docs/spec-language.md)", e.head.text));
                    return None;
                }
                _ => break,
            }
        }
        let head = e.head.text.as_str();
        let (kind, mut summary) = if let Some((_, k, s)) = builtin_attrs().into_iter().find(|(n, _, _)| *n == head) {
            (k, s.to_string())
        } else if head == "Interface" {
            match e.args.as_slice() {
                [ast::Arg::Str(t)] => (AttrKind::Interface(t.text.clone()), t.text.clone()),
                _ => {
                    self.errors.push(&e.head.loc, "`Interface` takes the interface name as a string");
                    return None;
                }
            }
        } else {
            match self.decls.get(head).cloned() {
                Some(Decl::Enum(en)) => (AttrKind::Enum(head.to_string()), en.common.summary.as_ref().map_or(String::new(), |s| s.text.clone())),
                Some(Decl::Attr(at)) => (AttrKind::DialectAttr(head.to_string()), at.common.summary.as_ref().map_or(String::new(), |s| s.text.clone())),
                Some(_) => {
                    self.errors.push(&e.head.loc, format!("`{head}` is a type constraint, not an attribute"));
                    return None;
                }
                None => {
                    let mut candidates: Vec<&str> = builtin_attrs().iter().map(|(n, _, _)| *n).collect();
                    candidates.extend(self.decls.iter().filter(|(_, d)| matches!(d, Decl::Enum(_) | Decl::Attr(_))).map(|(n, _)| n.as_str()));
                    let hint = suggest(head, candidates.iter().copied()).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
                    self.errors.push(&e.head.loc, format!("unknown attribute constraint `{head}`{hint}"));
                    return None;
                }
            }
        };
        if non_negative {
            summary.push_str(non_negative_words);
        }
        let mut only = vec![];
        if let AttrKind::Enum(en) = &kind {
            let cases: Vec<String> = self.model.enums.iter().find(|x| &x.name == en).map(|x| x.cases.iter().map(|c| c.spelling.clone()).collect()).unwrap_or_default();
            for n in &arg.only {
                if !cases.contains(&n.text) {
                    self.errors.push(&n.loc, format!("`{}` is not a case of enum `{en}` (cases: {})", n.text, cases.join(", ")));
                }
                only.push(n.text.clone());
            }
            if let Some(AttrDefault::EnumCase(c)) = &default {
                if !cases.contains(c) {
                    self.errors.push(&arg.constraint.head.loc, format!("default `{c}` is not a case of enum `{en}` (cases: {})", cases.join(", ")));
                }
                let case_since = self.model.enums.iter().find(|x| &x.name == en).and_then(|x| x.cases.iter().find(|k| &k.spelling == c)).map(|k| k.since);
                if let Some(v) = case_since.filter(|v| *v > since) {
                    self.errors.push(&arg.constraint.head.loc, format!("default `{c}` is new in {v}, but `{}` exists since {since}: its default must exist whenever it does", arg.name.text));
                }
            }
        } else if matches!(default, Some(AttrDefault::EnumCase(_))) {
            self.errors.push(&arg.constraint.head.loc, "only enum attributes take a case as their default");
        }
        if matches!(default, Some(AttrDefault::AllFalse)) != (matches!(kind, AttrKind::DenseBoolArray) && default.is_some()) {
            self.errors.push(&arg.constraint.head.loc, "`all_false` is the default of a `DenseBoolArray` attribute, and its only one");
        }
        if kind == AttrKind::Unit && (optional || default.is_some()) {
            self.errors.push(&arg.constraint.head.loc, "a `Unit` attribute is already optional (present or absent)");
        }
        let elements = self.attr_elements(arg, &kind);
        let refusal = arg.refusal.as_ref().map(|r| {
            self.check_refusal(r);
            r.text.clone()
        });
        Some(AttrSlot { name: arg.name.text.clone(), kind, optional, default, non_negative, only, refusal, elements, summary, since, doc: arg.doc.text.clone(), loc: arg.name.loc.clone() })
    }

    /// The `for [...]` clause of an attribute: a `Unit` attribute names
    /// element types (`for [f32]`), an enum attribute cases and their
    /// element types (`for [approx: f32]`).
    /// An `only` clause's `else` message fills in `{got}` (the case
    /// written), `{cases}` ("a, b, c") and `{cases_or}` ("a, b, or c");
    /// any other brace is a mistake.
    fn check_refusal(&mut self, refusal: &ast::Text) {
        let mut rest = refusal.text.as_str();
        while let Some(open) = rest.find(['{', '}']) {
            let after = &rest[open..];
            let field = ["{got}", "{cases}", "{cases_or}"].into_iter().find(|f| after.starts_with(f));
            match field {
                Some(f) => rest = &after[f.len()..],
                None => {
                    let shown: String = after.chars().take(12).collect();
                    self.errors.push(&refusal.loc, format!("unknown field in an `else` message at `{shown}`; it may use {{got}}, {{cases}} and {{cases_or}}"));
                    return;
                }
            }
        }
    }

    fn attr_elements(&mut self, arg: &ast::OpArg, kind: &AttrKind) -> Vec<(Option<String>, String)> {
        let mut elements = vec![];
        for (case, element) in &arg.elements {
            if !self.model.scalars.iter().any(|s| s.name == element.text) {
                let names: Vec<&str> = self.model.scalars.iter().map(|s| s.name.as_str()).collect();
                self.errors.push(&element.loc, format!("`{}` is not a scalar type (scalars: {})", element.text, names.join(", ")));
            }
            match (kind, case) {
                (AttrKind::Unit, None) => {}
                (AttrKind::Enum(en), Some(c)) => {
                    let cases: Vec<String> = self.model.enums.iter().find(|x| &x.name == en).map(|x| x.cases.iter().map(|k| k.spelling.clone()).collect()).unwrap_or_default();
                    if !cases.contains(&c.text) {
                        self.errors.push(&c.loc, format!("`{}` is not a case of enum `{en}` (cases: {})", c.text, cases.join(", ")));
                    }
                }
                (AttrKind::Unit, Some(c)) => self.errors.push(&c.loc, "a `Unit` attribute has no cases: write `for [f32]`"),
                (AttrKind::Enum(_), None) => self.errors.push(&element.loc, "`for` on an enum attribute names a case and its element types: `for [approx: f32]`"),
                _ => self.errors.push(&element.loc, "`for` restricts `Unit` and enum attributes only"),
            }
            elements.push((case.as_ref().map(|c| c.text.clone()), element.text.clone()));
        }
        elements
    }

    fn slot_named(&self, op: &Op, name: &str) -> Option<SlotRef> {
        if let Some(i) = op.operands.iter().position(|s| s.name == name) {
            return Some(SlotRef::Operand(i));
        }
        if let Some(i) = op.results.iter().position(|s| s.name == name) {
            return Some(SlotRef::Result(i));
        }
        if let Some(i) = op.attributes.iter().position(|s| s.name == name) {
            return Some(SlotRef::Attribute(i));
        }
        op.regions.iter().position(|s| s.name == name).map(SlotRef::Region)
    }

    fn all_slot_names(op: &Op) -> Vec<&str> {
        op.operands.iter().chain(&op.results).map(|s| s.name.as_str()).chain(op.attributes.iter().map(|a| a.name.as_str())).chain(op.regions.iter().map(|r| r.name.as_str())).collect()
    }

    fn slot_arg(&mut self, arg: &ast::Arg, op: &Op) -> Option<(String, SlotRef)> {
        let ast::Arg::Expr(e) = arg else {
            self.errors.push(arg.loc(), "expected the name of an operand, result or attribute");
            return None;
        };
        match self.slot_named(op, &e.head.text) {
            Some(s) => Some((e.head.text.clone(), s)),
            None => {
                let names = Self::all_slot_names(op);
                let hint = suggest(&e.head.text, names.iter().copied()).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
                self.errors.push(&e.head.loc, format!("`{}` is not an operand, result or attribute of `{}`{hint}", e.head.text, op.mnemonic));
                None
            }
        }
    }

    fn op_trait(&mut self, t: &ast::Expr, op: &Op) -> Option<Trait> {
        let name = t.head.text.as_str();
        if SIMPLE_TRAITS.contains(&name) {
            if !t.args.is_empty() {
                self.errors.push(&t.head.loc, format!("trait `{name}` takes no arguments"));
                return None;
            }
            return Some(Trait::Simple(name.to_string()));
        }
        if !PARAM_TRAITS.contains(&name) {
            let all = SIMPLE_TRAITS.iter().chain(PARAM_TRAITS).copied();
            let hint = suggest(name, all).map_or(String::new(), |s| format!("; did you mean `{s}`?"));
            self.errors.push(&t.head.loc, format!("unknown trait `{name}`{hint}"));
            return None;
        }
        match name {
            "AllTypesMatch" | "AllShapesMatch" | "AllRanksMatch" | "AllElementTypesMatch" => {
                let property = match name {
                    "AllTypesMatch" => MatchProperty::Type,
                    "AllShapesMatch" => MatchProperty::Shape,
                    "AllRanksMatch" => MatchProperty::Rank,
                    _ => MatchProperty::ElementType,
                };
                let [ast::Arg::List(items, _)] = t.args.as_slice() else {
                    self.errors.push(&t.head.loc, format!("`{name}` takes a list of names: `{name}<[a, b]>`"));
                    return None;
                };
                let slots: Option<Vec<_>> = items.iter().map(|a| self.slot_arg(a, op)).collect();
                let slots = slots?;
                if slots.len() < 2 {
                    self.errors.push(&t.head.loc, format!("`{name}` needs at least two names"));
                }
                Some(Trait::AllMatch { property, slots })
            }
            "TypesMatchWith" | "OptionalTypesMatchWith" => {
                let [from, to, ast::Arg::Expr(rule), ast::Arg::Str(summary)] = t.args.as_slice() else {
                    self.errors.push(&t.head.loc, format!("`{name}` takes `<from, to, rule, \"summary\">`"));
                    return None;
                };
                let from = self.slot_arg(from, op)?;
                let to = self.slot_arg(to, op)?;
                let rule = match rule.head.text.as_str() {
                    "same" => TypeRule::Same,
                    "i1_same_shape" => TypeRule::I1SameShape,
                    "pointer_to" => TypeRule::PointerTo,
                    "same_shape" => TypeRule::SameShape,
                    other => {
                        self.errors.push(&rule.head.loc, format!("unknown type rule `{other}` (rules: same, i1_same_shape, pointer_to, same_shape)"));
                        return None;
                    }
                };
                Some(Trait::TypesMatchWith { from, to, rule, summary: summary.text.clone(), optional: name == "OptionalTypesMatchWith" })
            }
            "ParentOneOf" | "HasParent" => {
                let names: Vec<&ast::Arg> = match (name, t.args.as_slice()) {
                    ("ParentOneOf", [ast::Arg::List(items, _)]) => items.iter().collect(),
                    ("HasParent", [one]) => vec![one],
                    _ => {
                        self.errors.push(&t.head.loc, format!("`{name}` takes op names: `ParentOneOf<[entry, if]>` or `HasParent<entry>`"));
                        return None;
                    }
                };
                let mut out = vec![];
                for n in names {
                    match n {
                        ast::Arg::Expr(e) if e.args.is_empty() => {
                            if !self.all_ops.contains(&e.head.text) {
                                self.errors.push(&e.head.loc, format!("`{}` is not a declared op", e.head.text));
                            }
                            out.push(e.head.text.clone());
                        }
                        other => self.errors.push(other.loc(), "expected an op mnemonic"),
                    }
                }
                Some(Trait::ParentOneOf(out))
            }
            "SingleBlockImplicitTerminator" => {
                // The first op is the implicit one; any others may end the block too.
                let mut names = Vec::new();
                for a in &t.args {
                    match a {
                        ast::Arg::Expr(e) if e.args.is_empty() => {
                            if !self.all_ops.contains(&e.head.text) {
                                self.errors.push(&e.head.loc, format!("`{}` is not a declared op", e.head.text));
                            }
                            names.push(e.head.text.clone());
                        }
                        _ => names.clear(),
                    }
                }
                if names.is_empty() || names.len() != t.args.len() {
                    self.errors.push(&t.head.loc, "`SingleBlockImplicitTerminator` takes op mnemonics: the implicit terminator, then others the block may end with");
                    return None;
                }
                let implicit = names.remove(0);
                Some(Trait::SingleBlockImplicitTerminator { implicit, others: names })
            }
            _ => unreachable!("PARAM_TRAITS entries are all handled above"),
        }
    }

    fn op_format(&mut self, f: &ast::Format, op: &Op) -> Option<Format> {
        let mut cov = Coverage::default();
        let elements = self.op_elements(&f.elements, op, &mut cov, false)?;
        // Every operand must be parsed, every attribute reachable, every type resolvable.
        for (i, o) in op.operands.iter().enumerate() {
            if !cov.all_operands && !cov.vars.contains(&(0, i)) {
                self.errors.push(&f.loc, format!("the format of `{}` never mentions operand `{}`", op.mnemonic, o.name));
            }
        }
        for (i, a) in op.attributes.iter().enumerate() {
            if !cov.attr_dict && !cov.vars.contains(&(2, i)) {
                self.errors.push(&f.loc, format!("the format of `{}` never mentions attribute `{}` and has no `attr-dict`", op.mnemonic, a.name));
            }
        }
        for (i, r) in op.regions.iter().enumerate() {
            if !cov.all_regions && !cov.vars.contains(&(3, i)) {
                self.errors.push(&f.loc, format!("the format of `{}` never mentions region `{}`", op.mnemonic, r.name));
            }
        }
        // Type resolution: written types, buildable types, and types equal to resolved ones.
        let mut resolved: HashSet<SlotRefKey> = cov.types.clone();
        for (i, o) in op.operands.iter().enumerate() {
            if cov.all_operand_types || self.model.predicates[o.pred].buildable.is_some() {
                resolved.insert((0, i));
            }
        }
        for (i, o) in op.results.iter().enumerate() {
            if cov.all_results_types || self.model.predicates[o.pred].buildable.is_some() {
                resolved.insert((1, i));
            }
        }
        for (i, _) in op.attributes.iter().enumerate() {
            resolved.insert((2, i));
        }
        loop {
            let before = resolved.len();
            for t in &op.traits {
                match t {
                    Trait::AllMatch { property: MatchProperty::Type, slots }
                        if slots.iter().any(|(_, s)| resolved.contains(&key(s))) => {
                            resolved.extend(slots.iter().map(|(_, s)| key(s)));
                        }
                    Trait::TypesMatchWith { from, to, .. } if resolved.contains(&key(&from.1)) => {
                        resolved.insert(key(&to.1));
                    }
                    _ => {}
                }
            }
            if resolved.len() == before {
                break;
            }
        }
        for (i, o) in op.operands.iter().enumerate() {
            if !resolved.contains(&(0, i)) {
                self.errors.push(&f.loc, format!("the format of `{}` cannot infer the type of operand `{}`: write `type(${})`, or relate it with a trait", op.mnemonic, o.name, o.name));
            }
        }
        for (i, o) in op.results.iter().enumerate() {
            if !resolved.contains(&(1, i)) {
                self.errors.push(&f.loc, format!("the format of `{}` cannot infer the type of result `{}`: write `type(${})`, or relate it with a trait", op.mnemonic, o.name, o.name));
            }
        }
        Some(Format { elements, source: format_source(&f.elements) })
    }

    fn op_elements(&mut self, elements: &[ast::FormatElement], op: &Op, cov: &mut Coverage, in_type: bool) -> Option<Vec<FormatElement>> {
        let mut out = vec![];
        for e in elements {
            let el = match e {
                ast::FormatElement::Literal(t) => FormatElement::Literal(t.text.clone()),
                ast::FormatElement::Variable { name, .. } => {
                    let Some(slot) = self.slot_named(op, &name.text) else {
                        let names = Self::all_slot_names(op);
                        let hint = suggest(&name.text, names.iter().copied()).map_or(String::new(), |s| format!("; did you mean `${s}`?"));
                        self.errors.push(&name.loc, format!("format variable `${}` does not name an operand, attribute, result or region of `{}`{hint}", name.text, op.mnemonic));
                        continue;
                    };
                    if in_type {
                        cov.types.insert(key(&slot));
                    } else {
                        if matches!(slot, SlotRef::Result(_)) {
                            self.errors.push(&name.loc, format!("result `${}` can only appear inside `type(...)`", name.text));
                        }
                        cov.vars.insert(key(&slot));
                    }
                    FormatElement::Var(slot)
                }
                ast::FormatElement::Keyword(k) => match k.text.as_str() {
                    "attr-dict" | "attr-dict-with-keyword" => {
                        cov.attr_dict = true;
                        FormatElement::AttrDict { with_keyword: k.text == "attr-dict-with-keyword" }
                    }
                    "operands" => {
                        if in_type {
                            cov.all_operand_types = true;
                        } else {
                            cov.all_operands = true;
                        }
                        FormatElement::Operands
                    }
                    "results" => {
                        if in_type {
                            cov.all_results_types = true;
                        } else {
                            self.errors.push(&k.loc, "`results` can only appear inside `type(...)`");
                        }
                        FormatElement::Results
                    }
                    "regions" => {
                        cov.all_regions = true;
                        FormatElement::Regions
                    }
                    other => {
                        self.errors.push(&k.loc, format!("`{other}` cannot appear in an op format"));
                        continue;
                    }
                },
                ast::FormatElement::Type { args, loc, .. } => {
                    if args.len() != 1 {
                        self.errors.push(loc, "`type(...)` takes one variable");
                        continue;
                    }
                    FormatElement::TypeOf(self.op_elements(args, op, cov, true)?)
                }
                ast::FormatElement::FunctionalType { args, loc } => {
                    if args.len() != 2 {
                        self.errors.push(loc, "`functional-type(...)` takes two arguments");
                        continue;
                    }
                    let mut v = self.op_elements(args, op, cov, true)?;
                    let b = v.pop().expect("two arguments");
                    let a = v.pop().expect("two arguments");
                    FormatElement::FunctionalType(Box::new(a), Box::new(b))
                }
                ast::FormatElement::Ref { args, loc } => {
                    if args.len() != 1 {
                        self.errors.push(loc, "`ref(...)` takes one variable");
                        continue;
                    }
                    // A reference re-reads an already parsed value: it adds no coverage.
                    let mut scratch = Coverage::default();
                    let mut v = self.op_elements(args, op, &mut scratch, in_type)?;
                    FormatElement::Ref(Box::new(v.pop().expect("one argument")))
                }
                ast::FormatElement::Custom { name, args, .. } => {
                    self.check_directive_name(name);
                    let args = self.op_elements(args, op, cov, in_type)?;
                    FormatElement::Custom { name: name.text.clone(), args }
                }
                ast::FormatElement::Optional { then, otherwise, loc } => {
                    let anchors = anchors_in(then);
                    if anchors.len() != 1 {
                        self.errors.push(loc, format!("an optional group needs exactly one anchor `^`, found {}", anchors.len()));
                        continue;
                    }
                    let anchor_name = anchors[0];
                    let Some(anchor) = self.slot_named(op, &anchor_name.text) else {
                        self.errors.push(&anchor_name.loc, format!("anchor `${}` does not name an operand, attribute, result or region of `{}`", anchor_name.text, op.mnemonic));
                        continue;
                    };
                    if !may_be_absent(op, &anchor) {
                        self.errors.push(&anchor_name.loc, format!("anchor `${}` is always present: an anchor must be optional, variadic, a unit attribute or have a default", anchor_name.text));
                    }
                    let then = self.op_elements(then, op, cov, in_type)?;
                    let otherwise = match otherwise {
                        Some(o) => self.op_elements(o, op, cov, in_type)?,
                        None => vec![],
                    };
                    FormatElement::Optional { anchor, then, otherwise }
                }
                ast::FormatElement::OIList { clauses, loc } => {
                    let mut out_clauses = vec![];
                    for c in clauses {
                        if !c.iter().any(|e| matches!(e, ast::FormatElement::Variable { .. })) {
                            self.errors.push(loc, "each `oilist` clause needs a variable");
                        }
                        out_clauses.push(self.op_elements(c, op, cov, in_type)?);
                    }
                    FormatElement::OIList(out_clauses)
                }
            };
            out.push(el);
        }
        Some(out)
    }
}

/// The variables marked `^` in a group (looking into directives, not nested groups).
fn anchors_in(elements: &[ast::FormatElement]) -> Vec<&ast::Name> {
    let mut out = vec![];
    for e in elements {
        match e {
            ast::FormatElement::Variable { name, anchor: true } => out.push(name),
            ast::FormatElement::Type { args, anchor: true, .. } | ast::FormatElement::Custom { args, anchor: true, .. } => {
                if let Some(n) = first_variable(args) {
                    out.push(n);
                }
            }
            _ => {}
        }
    }
    out
}

fn first_variable(elements: &[ast::FormatElement]) -> Option<&ast::Name> {
    elements.iter().find_map(|e| match e {
        ast::FormatElement::Variable { name, .. } => Some(name),
        ast::FormatElement::Type { args, .. } | ast::FormatElement::Custom { args, .. } | ast::FormatElement::Ref { args, .. } => first_variable(args),
        _ => None,
    })
}

fn may_be_absent(op: &Op, slot: &SlotRef) -> bool {
    match slot {
        SlotRef::Operand(i) => op.operands[*i].arity != Arity::Single,
        SlotRef::Result(i) => op.results[*i].arity != Arity::Single,
        SlotRef::Attribute(i) => {
            let a = &op.attributes[*i];
            a.optional || a.default.is_some() || a.kind == AttrKind::Unit
        }
        SlotRef::Region(_) => true,
    }
}
