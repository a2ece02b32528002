//! Emits the reference pages under `docs/reference/`: every op, type, enum and
//! attribute, rendered from the specs (checked in; `cargo xtask regen --check`).

use serde::Serialize;

use super::{engine, spec_loc, template_data};
use crate::model::*;
use crate::GeneratedFile;

/// Makes text safe inside a Markdown table cell.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// Generates `ops.md` and `types.md`.
pub fn emit(model: &Model, source: &str) -> Vec<GeneratedFile> {
    let hb = engine();
    vec![
        GeneratedFile { path: "ops.md".into(), contents: hb.render("docs_ops", &ops_data(model, source)).expect("docs_ops template renders") },
        GeneratedFile { path: "types.md".into(), contents: hb.render("docs_types", &types_data(model, source)).expect("docs_types template renders") },
    ]
}

fn trait_text(t: &Trait) -> String {
    match t {
        Trait::Simple(n) => n.clone(),
        Trait::AllMatch { property, slots } => format!("all of {{{}}} {}", slots.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", "), property.phrase()),
        Trait::TypesMatchWith { summary, .. } => summary.clone(),
        Trait::ParentOneOf(p) => format!("parent is one of {}", p.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")),
        Trait::SingleBlockImplicitTerminator { implicit, others } => {
            let mut s = format!("single block ending in `{implicit}`");
            for o in others {
                s.push_str(&format!(" or `{o}`"));
            }
            s
        }
    }
}

fn ops_data(model: &Model, source: &str) -> handlebars::JsonValue {
    #[derive(Serialize)]
    struct SlotRow {
        kind: &'static str,
        name: String,
        since: String,
        constraint: String,
        doc: String,
    }
    #[derive(Serialize)]
    struct O {
        full_name: String,
        summary: String,
        since: String,
        until: String,
        opcode: String,
        spec: String,
        description: String,
        format: String,
        traits: String,
        slots: Vec<SlotRow>,
    }
    #[derive(Serialize)]
    struct G {
        name: String,
        ops: Vec<O>,
    }
    let mut groups: Vec<String> = model.ops.iter().filter(|o| !o.test_only).map(|o| o.group.clone()).collect();
    groups.sort();
    groups.dedup();
    let arity = |a: Arity| match a {
        Arity::Single => "",
        Arity::Optional => "optional ",
        Arity::Variadic => "",
    };
    let data: Vec<G> = groups
        .iter()
        .map(|g| G {
            name: g.clone(),
            ops: model
                .ops
                .iter()
                .filter(|o| &o.group == g && !o.test_only)
                .map(|o| {
                    let mut slots = vec![];
                    for s in &o.argument_order {
                        match s {
                            SlotRef::Operand(i) => {
                                let v = &o.operands[*i];
                                slots.push(SlotRow { kind: "operand", name: v.name.clone(), since: v.since.to_string(), constraint: cell(&format!("{}{}", arity(v.arity), model.predicates[v.pred].summary)), doc: cell(&v.doc) });
                            }
                            SlotRef::Attribute(i) => {
                                let a = &o.attributes[*i];
                                let mut c = a.summary.clone();
                                if a.optional {
                                    c = format!("optional {c}");
                                }
                                if let Some(d) = &a.default {
                                    c = format!("{c}, default {}", match d {
                                        AttrDefault::EnumCase(s) => s.clone(),
                                        AttrDefault::Int(v) => v.to_string(),
                                        AttrDefault::AllFalse => "all false".to_string(),
                                    });
                                }
                                if !a.only.is_empty() {
                                    c = format!("{c}, one of {}", a.only.join(", "));
                                }
                                for (case, element) in &a.elements {
                                    c = match case {
                                        None => format!("{c}, {element} only"),
                                        Some(case) => format!("{c}, `{case}` on {element} only"),
                                    };
                                }
                                slots.push(SlotRow { kind: "attribute", name: a.name.clone(), since: a.since.to_string(), constraint: cell(&c), doc: cell(&a.doc) });
                            }
                            _ => {}
                        }
                    }
                    for v in &o.results {
                        slots.push(SlotRow { kind: "result", name: v.name.clone(), since: v.since.to_string(), constraint: cell(&format!("{}{}", arity(v.arity), model.predicates[v.pred].summary)), doc: cell(&v.doc) });
                    }
                    for r in &o.regions {
                        slots.push(SlotRow { kind: "region", name: r.name.clone(), since: o.since.to_string(), constraint: format!("{:?}", r.kind), doc: cell(&r.doc) });
                    }
                    O {
                        full_name: o.full_name.clone(),
                        summary: o.summary.clone(),
                        since: o.since.to_string(),
                        until: match (&o.until, &o.replaced_by) {
                            (Some(u), Some(r)) => format!(", until {u}: replaced by `cuda_tile.{r}`"),
                            (Some(u), None) => format!(", until {u}"),
                            _ => String::new(),
                        },
                        opcode: format!("{:#x}", o.opcode),
                        spec: spec_loc(&o.loc),
                        description: o.description.clone(),
                        format: o.format.as_ref().map_or(String::new(), |f| f.source.clone()),
                        traits: o.traits.iter().map(trait_text).collect::<Vec<_>>().join("; "),
                        slots,
                    }
                })
                .collect(),
        })
        .collect();
    let count = model.ops.iter().filter(|o| !o.test_only).count();
    template_data(source, vec![("count", handlebars::to_json(count)), ("groups", handlebars::to_json(data))])
}

fn types_data(model: &Model, source: &str) -> handlebars::JsonValue {
    #[derive(Serialize)]
    struct S {
        name: String,
        kind: &'static str,
        width: u32,
        element: &'static str,
        since: String,
    }
    #[derive(Serialize)]
    struct P {
        name: String,
        kind: String,
        doc: String,
    }
    #[derive(Serialize)]
    struct T {
        mnemonic: String,
        summary: String,
        since: String,
        spec: String,
        description: String,
        params: Vec<P>,
        interfaces: String,
    }
    #[derive(Serialize)]
    struct C {
        name: String,
        summary: String,
    }
    #[derive(Serialize)]
    struct EC {
        spelling: String,
        value: u32,
        since: String,
        doc: String,
    }
    #[derive(Serialize)]
    struct E {
        name: String,
        attr_mnemonic: String,
        description: String,
        since: String,
        spec: String,
        cases: Vec<EC>,
    }
    let params = |ps: &[Param]| ps.iter().map(|p| P { name: p.name.clone(), kind: cell(&p.kind), doc: cell(&p.doc) }).collect::<Vec<_>>();
    let scalars: Vec<S> = model.scalars.iter().map(|s| S { name: s.name.clone(), kind: if s.is_float { "float" } else { "integer" }, width: s.width, element: if s.element { "yes" } else { "no" }, since: s.since.to_string() }).collect();
    let types: Vec<T> = model.types.iter().map(|t| T { mnemonic: t.mnemonic.clone(), summary: t.summary.clone(), since: t.since.to_string(), spec: spec_loc(&t.loc), description: t.description.clone(), params: params(&t.params), interfaces: String::new() }).collect();
    let attrs: Vec<T> = model.attrs.iter().map(|t| T { mnemonic: t.mnemonic.clone(), summary: t.summary.clone(), since: t.since.to_string(), spec: spec_loc(&t.loc), description: t.description.clone(), params: params(&t.params), interfaces: t.interfaces.join(", ") }).collect();
    let constraints: Vec<C> = model
        .named_constraints
        .iter()
        .map(|n| {
            let p = &model.predicates[n.pred];
            // Older summaries, newest first, after the current one.
            let older: Vec<String> = p.history.iter().rev().skip(1).map(|(v, s)| format!("{v}: {s}")).collect();
            let summary = if older.is_empty() { p.summary.clone() } else { format!("{} (before: {})", p.summary, older.join("; ")) };
            C { name: n.name.clone(), summary: cell(&summary) }
        })
        .collect();
    let enums: Vec<E> = model
        .enums
        .iter()
        .map(|e| E {
            name: e.name.clone(),
            attr_mnemonic: e.attr_mnemonic.clone().unwrap_or_default(),
            description: e.description.clone(),
            since: e.since.to_string(),
            spec: spec_loc(&e.loc),
            cases: e.cases.iter().map(|c| EC { spelling: c.spelling.clone(), value: c.value, since: c.since.to_string(), doc: cell(&c.doc) }).collect(),
        })
        .collect();
    template_data(
        source,
        vec![
            ("scalars", handlebars::to_json(scalars)),
            ("types", handlebars::to_json(types)),
            ("constraints", handlebars::to_json(constraints)),
            ("enums", handlebars::to_json(enums)),
            ("attrs", handlebars::to_json(attrs)),
        ],
    )
}
