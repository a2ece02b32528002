//! The aliases the printer gives, as MLIR's printer does: a part of the IR
//! that would be written out many times is written once, as an alias
//! definition, and named by its alias everywhere else.
//!
//! - Under `--mlir-print-debuginfo`, every location an op carries, and every
//!   location inside one, is printed as `loc(#locN)` with `#locN = loc(...)`
//!   after the ops, and the debug-info attributes they hold as `#di_file`,
//!   `#di_subprogram`, ... among them (MLIR's names and order: by alias
//!   depth, then name, then first use; MLIR defers aliases only locations use). Block arguments print their own
//!   location written out (MLIR allows no alias there), its parts by alias.
//! - Always, an array, dictionary, optimization-hints, string or dense
//!   attribute that the IR shares (one value used in more than one place, as
//!   an alias of the input makes it: two equal attributes written out apart
//!   are not shared) and whose text, its own aliased
//!   parts by alias, would be longer than [`SHARED_ATTRIBUTE_TEXT`] bytes is
//!   defined once before the ops, as `#array`, `#dict`,
//!   `#optimization_hints`, `#string`, `#dense` or `#dense_array` (then `1`,
//!   `2`, ...). MLIR gives these no alias and would write them out at every
//!   use; an input such as `#a1 = [#a0, #a0]` chained 64 times then stands
//!   for 2^64 elements. With these aliases the output grows with the input,
//!   not with its expansion, and reads back to the same IR; no attribute of
//!   ordinary size is affected. An op whose own syntax would write out such
//!   a string or dense attribute (a constant's value, a print's format) is
//!   printed in the generic form, where the alias can stand for it.
//!
//! Equal structures share one alias, as MLIR's uniqued attributes and
//! locations do ([`super::identity`]); every shared part is visited once.

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use super::attrs::{print_string, AttrPrinter, AttributeAliases};
use super::identity::{Id, Identities};
use crate::ir::{Attribute, Ir, LocId, Location, OpId};

/// How long the text of a shared array, dictionary or optimization-hints
/// attribute may be before it gets an alias.
pub const SHARED_ATTRIBUTE_TEXT: usize = 1024;

/// A rough length of an alias's name, for the text of what refers to it.
const ALIAS_TEXT: usize = 8;

/// What a visited structure is.
enum Subject {
    Location(LocId),
    Attribute(Attribute),
}

/// One visited structure (one per [`Id`]).
struct Node {
    subject: Subject,
    /// The alias kind for locations and debug-info attributes reached from
    /// locations (always aliased under debug info); for the attributes that
    /// may be, when they turn out shared and long.
    base: Option<&'static str>,
    may_be_aliased: Option<&'static str>,
    /// Parts, as often as they are referred to.
    parts: Vec<Id>,
    /// The length of its own text, without its parts.
    own_text: usize,
    /// How often one value of this structure is used (the most of any of
    /// its values: equal values written out apart do not add up).
    uses: u32,
    /// When it was first reached.
    order: usize,
}

/// The aliases of the IR under one top-level op, with their definitions.
pub struct Aliases<'ir> {
    ir: &'ir Ir,
    identities: RefCell<Identities<'ir>>,
    names: FxHashMap<Id, Box<str>>,
    /// What each alias stands for, in the order of the definitions.
    defined: Vec<(Box<str>, Subject)>,
    /// Whether some string or dense attribute has an alias (ops that write
    /// one out are then printed in the generic form).
    written_out_aliased: bool,
}

/// The attributes an op's own syntax writes out in full.
fn written_out(a: &Attribute) -> bool {
    matches!(a, Attribute::String(_) | Attribute::DenseElements { .. } | Attribute::DenseI32Array(_) | Attribute::DenseI64Array(_))
}

/// Alias definitions, each a line: attributes ops hold (printed before the
/// ops), and locations with the debug-info attributes only they hold (after
/// them, in one order, as MLIR defers what only locations use).
pub struct Definitions {
    pub before: Vec<String>,
    pub after: Vec<String>,
}

impl AttributeAliases for Aliases<'_> {
    fn alias_of(&self, a: &Attribute) -> Option<&str> {
        if self.names.is_empty() || !may_have_alias(a) {
            return None;
        }
        let id = self.identities.borrow_mut().attribute(a);
        self.names.get(&id).map(|n| &**n)
    }
}

/// The attributes that may have an alias.
fn may_have_alias(a: &Attribute) -> bool {
    shared_base(a).is_some() || debug_info_base(a).is_some()
}

/// The alias kind of an attribute that gets one when it is shared and long.
fn shared_base(a: &Attribute) -> Option<&'static str> {
    Some(match a {
        Attribute::Array(_) => "array",
        Attribute::Dictionary(_) => "dict",
        Attribute::OptimizationHints(_) => "optimization_hints",
        Attribute::String(_) => "string",
        Attribute::DenseElements { .. } => "dense",
        Attribute::DenseI32Array(_) | Attribute::DenseI64Array(_) => "dense_array",
        _ => return None,
    })
}

/// Whether a shared attribute's text could be longer than
/// [`SHARED_ATTRIBUTE_TEXT`] (a cheap bound: none of an element's text is
/// longer than 32 bytes).
fn may_be_long(a: &Attribute) -> bool {
    let payload = match a {
        Attribute::Array(_) | Attribute::Dictionary(_) | Attribute::OptimizationHints(_) => return true,
        Attribute::String(s) => s.len() * 4,
        Attribute::DenseElements { data, .. } => data.len() * 32,
        Attribute::DenseI32Array(v) => v.len() * 12,
        Attribute::DenseI64Array(v) => v.len() * 21,
        _ => 0,
    };
    payload + 64 > SHARED_ATTRIBUTE_TEXT
}

/// The alias kind of a debug-info attribute.
fn debug_info_base(a: &Attribute) -> Option<&'static str> {
    Some(match a {
        Attribute::DIFile { .. } => "di_file",
        Attribute::DICompileUnit { .. } => "di_compile_unit",
        Attribute::DISubprogram { .. } => "di_subprogram",
        Attribute::DILexicalBlock { .. } => "di_lexical_block",
        _ => return None,
    })
}

/// Walks what will be printed, once per structure.
struct Collector<'a, 'ir> {
    ir: &'ir Ir,
    identities: &'a mut Identities<'ir>,
    nodes: FxHashMap<Id, Node>,
    /// Each structure after its parts.
    post_order: Vec<Id>,
    /// Uses of each shared value, by the address of what it shares.
    value_uses: FxHashMap<usize, (Id, u32)>,
}

/// The address of what an attribute that may get a shared alias shares.
fn shared_address(a: &Attribute) -> Option<usize> {
    let address = match a {
        Attribute::Array(v) => std::sync::Arc::as_ptr(v) as *const u8,
        Attribute::Dictionary(v) | Attribute::OptimizationHints(v) => std::sync::Arc::as_ptr(v) as *const u8,
        Attribute::String(v) => std::sync::Arc::as_ptr(v) as *const u8,
        Attribute::DenseElements { data, .. } => std::sync::Arc::as_ptr(data) as *const u8,
        Attribute::DenseI32Array(v) => std::sync::Arc::as_ptr(v) as *const u8,
        Attribute::DenseI64Array(v) => std::sync::Arc::as_ptr(v) as *const u8,
        _ => return None,
    };
    Some(address as usize)
}

impl Collector<'_, '_> {
    /// Counts a use of `id`; whether it was reached before.
    fn reached(&mut self, id: Id) -> bool {
        match self.nodes.get_mut(&id) {
            Some(node) => {
                node.uses += 1;
                true
            }
            None => false,
        }
    }

    fn add(&mut self, id: Id, subject: Subject, base: Option<&'static str>, may_be_aliased: Option<&'static str>, own_text: usize) {
        let order = self.nodes.len();
        self.nodes.insert(id, Node { subject, base, may_be_aliased, parts: Vec::new(), own_text, uses: 1, order });
    }

    fn part(&mut self, of: Id, part: Id) {
        if let Some(node) = self.nodes.get_mut(&of) {
            node.parts.push(part);
        }
    }

    fn location(&mut self, loc: LocId) -> Id {
        let id = self.identities.location(loc);
        if self.reached(id) {
            return id;
        }
        self.add(id, Subject::Location(loc), Some("loc"), None, 0);
        let ir = self.ir;
        for child in ir.locations[loc].children() {
            let c = self.location(child);
            self.part(id, c);
        }
        match &ir.locations[loc] {
            Location::DebugInfo { scope, .. } => {
                let s = self.attribute(scope, true);
                self.part(id, s);
            }
            Location::Fused { metadata: Some(m), .. } => {
                let m = self.attribute(m, false);
                self.part(id, m);
            }
            _ => {}
        }
        self.post_order.push(id);
        id
    }

    /// The parts of a location printed written out (a block argument's).
    fn location_parts(&mut self, loc: LocId) {
        let ir = self.ir;
        for child in ir.locations[loc].children() {
            self.location(child);
        }
        match &ir.locations[loc] {
            Location::DebugInfo { scope, .. } => {
                self.attribute(scope, true);
            }
            Location::Fused { metadata: Some(m), .. } => {
                self.attribute(m, false);
            }
            _ => {}
        }
    }

    /// `in_location`: reached from a location, where debug-info attributes get aliases.
    fn attribute(&mut self, a: &Attribute, in_location: bool) -> Id {
        let id = self.identities.attribute(a);
        if let Some(address) = shared_address(a) {
            self.value_uses.entry(address).or_insert((id, 0)).1 += 1;
        }
        if self.reached(id) {
            return id;
        }
        let base = if in_location { debug_info_base(a) } else { None };
        let own_text = match a {
            Attribute::Array(items) => 2 + 2 * items.len(),
            Attribute::Dictionary(entries) => 2 + entries.iter().map(|(k, _)| k.len() + 5).sum::<usize>(),
            Attribute::OptimizationHints(entries) => 32 + entries.iter().map(|(k, _)| k.len() + 5).sum::<usize>(),
            Attribute::DIFile { name, directory } => 32 + name.len() + directory.len(),
            Attribute::DICompileUnit { .. } => 32,
            Attribute::DISubprogram { name, linkage_name, .. } => 96 + name.len() + linkage_name.len(),
            Attribute::DILexicalBlock { .. } => 64,
            leaf => AttrPrinter::plain(&self.ir.types).to_string(leaf).len(),
        };
        self.add(id, Subject::Attribute(a.clone()), base, shared_base(a), own_text);
        match a {
            Attribute::Array(items) => {
                for item in items.iter() {
                    let p = self.attribute(item, false);
                    self.part(id, p);
                }
            }
            Attribute::Dictionary(entries) | Attribute::OptimizationHints(entries) => {
                for (_, value) in entries.iter() {
                    let p = self.attribute(value, false);
                    self.part(id, p);
                }
            }
            Attribute::DICompileUnit { file } => {
                let p = self.attribute(file, in_location);
                self.part(id, p);
            }
            Attribute::DISubprogram { file, compile_unit, .. } => {
                for part in [file, compile_unit] {
                    let p = self.attribute(part, in_location);
                    self.part(id, p);
                }
            }
            Attribute::DILexicalBlock { scope, file, .. } => {
                for part in [scope, file] {
                    let p = self.attribute(part, in_location);
                    self.part(id, p);
                }
            }
            _ => {}
        }
        self.post_order.push(id);
        id
    }
}

impl<'ir> Aliases<'ir> {
    /// The aliases for printing `root` and everything in it; locations and
    /// debug-info attributes only with `debug_info`, and only of the ops
    /// printed (the custom form leaves out some terminators, `generic` none).
    pub fn collect(ir: &'ir Ir, root: OpId, debug_info: bool, generic: bool) -> Self {
        let mut identities = Identities::new(ir);
        let mut collector = Collector { ir, identities: &mut identities, nodes: FxHashMap::default(), post_order: Vec::new(), value_uses: FxHashMap::default() };
        // The ops in print order: each before the ops inside it.
        let mut ops = Vec::new();
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            ops.push(op);
            for &r in ir.ops[op].regions.iter().rev() {
                for &b in ir.regions[r].blocks.iter().rev() {
                    stack.extend(ir.blocks[b].ops.iter().rev().copied());
                }
            }
        }
        if debug_info {
            for &op in &ops {
                if generic || !super::custom::is_elided_terminator(ir, op) {
                    collector.location(ir.ops[op].location);
                }
            }
            for &op in &ops {
                for &r in &ir.ops[op].regions {
                    for &b in &ir.regions[r].blocks {
                        for &(_, loc) in &ir.blocks[b].arguments {
                            collector.location_parts(loc);
                        }
                    }
                }
            }
        }
        // Attributes of ops that cannot be long are not visited.
        for &op in &ops {
            for (_, a) in &ir.ops[op].attributes {
                if shared_base(a).is_some() && may_be_long(a) {
                    collector.attribute(a, false);
                }
            }
        }
        let Collector { mut nodes, post_order, value_uses, .. } = collector;
        for node in nodes.values_mut() {
            node.uses = 0;
        }
        for (id, uses) in value_uses.into_values() {
            if let Some(node) = nodes.get_mut(&id) {
                node.uses = node.uses.max(uses);
            }
        }
        // Parts before wholes: each structure's text length and alias depth.
        let mut text: FxHashMap<Id, usize> = FxHashMap::default();
        let mut depth: FxHashMap<Id, usize> = FxHashMap::default();
        let mut aliased: FxHashMap<Id, &'static str> = FxHashMap::default();
        for &id in &post_order {
            let node = &nodes[&id];
            let mut length = node.own_text;
            let mut d = 0;
            for part in &node.parts {
                match aliased.contains_key(part) {
                    true => {
                        length = length.saturating_add(ALIAS_TEXT);
                        d = d.max(depth[part] + 1);
                    }
                    false => {
                        length = length.saturating_add(text[part]);
                        d = d.max(depth[part]);
                    }
                }
            }
            text.insert(id, length);
            depth.insert(id, d);
            let base = node.base.or(node.may_be_aliased.filter(|_| node.uses > 1 && length > SHARED_ATTRIBUTE_TEXT));
            if let Some(base) = base {
                aliased.insert(id, base);
            }
        }
        // MLIR's order: by depth (what others refer to first), then name, then first use.
        let mut order: Vec<(usize, &str, usize, Id)> = aliased.iter().map(|(&id, &base)| (depth[&id], base, nodes[&id].order, id)).collect();
        order.sort_unstable();
        let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
        let mut names: FxHashMap<Id, Box<str>> = FxHashMap::default();
        for &(_, base, _, id) in &order {
            let n = counts.entry(base).or_insert(0);
            let name = if *n == 0 { format!("#{base}") } else { format!("#{base}{n}") };
            *n += 1;
            names.insert(id, name.into());
        }
        let mut defined = Vec::with_capacity(order.len());
        for &(_, _, _, id) in &order {
            if let Some(node) = nodes.remove(&id) {
                defined.push((names[&id].clone(), node.subject));
            }
        }
        let written_out_aliased = defined.iter().any(|(_, subject)| matches!(subject, Subject::Attribute(a) if written_out(a)));
        Aliases { ir, identities: RefCell::new(identities), names, defined, written_out_aliased }
    }

    /// The attribute printer that prints by these aliases.
    pub fn attr_printer(&self) -> AttrPrinter<'_> {
        AttrPrinter { types: &self.ir.types, aliases: (!self.names.is_empty()).then_some(self as &dyn AttributeAliases), limit: usize::MAX }
    }

    /// Whether `op`'s own syntax would write out an attribute that has an
    /// alias (the op is then printed in the generic form).
    pub fn writes_out_an_alias(&self, op: OpId) -> bool {
        if !self.written_out_aliased {
            return false;
        }
        let Some(info) = self.ir.op_info(op) else { return false };
        self.ir.ops[op].attributes.iter().any(|(name, a)| written_out(a) && info.attributes.iter().any(|d| d.name == &**name) && self.alias_of(a).is_some())
    }

    /// A location's alias, if it has one.
    pub fn location(&self, loc: LocId) -> Option<&str> {
        if self.names.is_empty() {
            return None;
        }
        let id = self.identities.borrow_mut().location(loc);
        self.names.get(&id).map(|n| &**n)
    }

    /// A location written out, its parts by alias (the inside of `loc(...)`).
    pub fn write_location(&self, loc: LocId, out: &mut String) {
        write_location(self.ir, loc, &self.attr_printer(), &|l| self.location(l), out);
    }

    /// The alias definitions, each a line.
    pub fn definitions(&self) -> Definitions {
        let attrs = self.attr_printer();
        let mut definitions = Definitions { before: Vec::new(), after: Vec::new() };
        for (name, subject) in &self.defined {
            match subject {
                Subject::Location(l) => {
                    let mut body = String::new();
                    self.write_location(*l, &mut body);
                    let line = if body.starts_with("#cuda_tile.di_loc") { format!("{name} = {body}") } else { format!("{name} = loc({body})") };
                    definitions.after.push(line);
                }
                Subject::Attribute(a) => {
                    let mut body = String::new();
                    if debug_info_base(a).is_some() {
                        // Held only by locations: deferred with them, as MLIR defers them.
                        body.push_str("#cuda_tile.");
                        attrs.print_dialect_stripped(a, &mut body);
                        definitions.after.push(format!("{name} = {body}"));
                    } else {
                        attrs.print_written_out(a, &mut body);
                        definitions.before.push(format!("{name} = {body}"));
                    }
                }
            }
        }
        definitions
    }
}

/// A location as diagnostics quote it: `loc(...)` written out, no aliases,
/// cut short past [`super::attrs::DIAGNOSTIC_TEXT_LIMIT`].
pub fn location_for_diagnostic(ir: &Ir, loc: LocId) -> String {
    let mut s = String::from("loc(");
    write_location(ir, loc, &AttrPrinter::for_diagnostics(&ir.types), &|_| None, &mut s);
    super::attrs::cut_short(&mut s);
    s.push(')');
    s
}

/// `loc` written out; each part by `alias` when it has one, else written
/// out too. Stops adding once the output is longer than `attrs.limit`.
fn write_location<'a>(ir: &Ir, loc: LocId, attrs: &AttrPrinter, alias: &dyn Fn(LocId) -> Option<&'a str>, out: &mut String) {
    use std::fmt::Write;
    if out.len() > attrs.limit {
        return;
    }
    let part = |l: LocId, out: &mut String| match alias(l) {
        Some(a) => out.push_str(a),
        None => write_location(ir, l, attrs, alias, out),
    };
    match &ir.locations[loc] {
        Location::Unknown => out.push_str("unknown"),
        Location::FileLineCol { file, line, col } => {
            print_string(file, out);
            let _ = write!(out, ":{line}:{col}");
        }
        Location::Name { name, child } => {
            print_string(name, out);
            if let Some(c) = child {
                out.push('(');
                part(*c, out);
                out.push(')');
            }
        }
        Location::CallSite { callee, caller } => {
            out.push_str("callsite(");
            part(*callee, out);
            out.push_str(" at ");
            part(*caller, out);
            out.push(')');
        }
        Location::Fused { locations, metadata } => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                attrs.print(m, out);
                out.push('>');
            }
            out.push('[');
            for (i, l) in locations.iter().enumerate() {
                if out.len() > attrs.limit {
                    break;
                }
                if i > 0 {
                    out.push_str(", ");
                }
                part(*l, out);
            }
            out.push(']');
        }
        Location::DebugInfo { source, scope } => {
            out.push_str("#cuda_tile.di_loc<");
            match alias(*source) {
                Some(a) => out.push_str(a),
                None => {
                    out.push_str("loc(");
                    write_location(ir, *source, attrs, alias, out);
                    out.push(')');
                }
            }
            out.push_str(" in ");
            attrs.print(scope, out);
            out.push('>');
        }
    }
}
