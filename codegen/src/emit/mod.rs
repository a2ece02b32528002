//! Emitters: the model to Rust source (`rust`) and to reference pages (`docs`).
//! Output is deterministic: everything is emitted in sorted or declaration order.

pub mod docs;
pub mod rust;

use handlebars::Handlebars;

/// A template engine with our templates registered and HTML escaping off.
pub(crate) fn engine() -> Handlebars<'static> {
    let mut hb = Handlebars::new();
    hb.register_escape_fn(handlebars::no_escape);
    hb.set_strict_mode(true);
    let templates: &[(&str, &str)] = &[
        ("header", include_str!("../../templates/header.hbs")),
        ("enums", include_str!("../../templates/enums.rs.hbs")),
        ("op_group", include_str!("../../templates/op_group.rs.hbs")),
        ("registry", include_str!("../../templates/registry.rs.hbs")),
        ("predicates", include_str!("../../templates/predicates.rs.hbs")),
        ("scalars", include_str!("../../templates/scalars.rs.hbs")),
        ("docs_ops", include_str!("../../templates/docs_ops.md.hbs")),
        ("docs_types", include_str!("../../templates/docs_types.md.hbs")),
    ];
    for (name, text) in templates {
        hb.register_template_string(name, *text).unwrap_or_else(|e| panic!("template {name} is malformed: {e}"));
    }
    hb
}

/// `file:line` of a spec location, with forward slashes on every platform.
pub(crate) fn spec_loc(loc: &crate::diag::SpecLoc) -> String {
    format!("{}:{}", loc.file.display().to_string().replace('\\', "/"), loc.line)
}

/// A template's data: `source` (the spec folder, for headers) and the given entries.
pub(crate) fn template_data(source: &str, entries: Vec<(&str, handlebars::JsonValue)>) -> handlebars::JsonValue {
    let mut map: std::collections::BTreeMap<String, handlebars::JsonValue> = entries.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    map.insert("source".into(), handlebars::to_json(source));
    handlebars::to_json(map)
}

/// Escapes a string for a Rust string literal.
pub(crate) fn rust_str(s: &str) -> String {
    s.chars().flat_map(|c| c.escape_default()).collect()
}

/// Splits a description into doc-comment lines.
pub(crate) fn doc_lines(s: &str) -> Vec<String> {
    s.lines().map(|l| l.trim_end().to_string()).collect()
}
