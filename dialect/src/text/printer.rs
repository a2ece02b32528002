//! The op printer: an [`Ir`] back to MLIR's textual form.
//!
//! It owns the layout around ops: indentation, result lists, regions and
//! blocks, dialect-prefix omission inside ops that set a default dialect, the
//! generic op form, attribute dictionaries, trailing locations, and the
//! alias definitions (`#array = ...` before the ops, `#loc = loc(...)` and
//! the `#di_file = ...` they hold after them; which parts get aliases is `aliases.rs`'s
//! call). An op's own syntax is printed by `format.rs` or `custom.rs`; value
//! names come from `names.rs`.

use crate::ir::SYM_NAME;
use super::aliases::Aliases;
use super::attrs::AttrPrinter;
use super::names::Names;
use super::parser::BUILTIN_MODULE;
use super::types::{print_type, TypeStyle};
use crate::ir::{AttrName, Attribute, BlockId, Ir, LocId, OpId, OpName, RegionId, TypeId, Value};
use crate::registry::SimpleTrait;

/// How to print.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Every op in the generic form (`-mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
}

pub struct Printer<'ir> {
    pub ir: &'ir Ir,
    pub out: String,
    indent: usize,
    names: Names,
    options: PrintOptions,
    /// The aliases of attributes and locations under the op being printed.
    aliases: Aliases<'ir>,
    default_dialects: Vec<&'static str>,
    /// Per op kind, the attributes its format prints itself.
    mentioned: rustc_hash::FxHashMap<&'static str, std::rc::Rc<[&'static str]>>,
    /// Types already printed (a module repeats a few types many times).
    type_texts: TypeTexts,
}

/// The printed text of types, per style, kept to be copied again.
#[derive(Default)]
struct TypeTexts {
    text: String,
    /// Per style, per type index: its span in `text` (empty: not printed yet).
    spans: [Vec<(u32, u32)>; 2],
}

/// Prints every top-level op of `ir`: each with the definitions of its
/// aliases, attributes' before it and locations' after it.
pub fn print_ir(ir: &Ir, options: &PrintOptions) -> String {
    let mut out = String::new();
    for &op in &ir.top_level {
        let mut p = Printer::new(ir, op, options.clone());
        let definitions = p.aliases.definitions();
        for line in &definitions.before {
            p.out.push_str(line);
            p.out.push('\n');
        }
        p.print_op(op);
        p.out.push('\n');
        for line in &definitions.after {
            p.out.push_str(line);
            p.out.push('\n');
        }
        out.push_str(&p.out);
    }
    out
}

impl<'ir> Printer<'ir> {
    fn new(ir: &'ir Ir, root: OpId, options: PrintOptions) -> Self {
        let names = Names::compute(ir, root, options.generic);
        let aliases = Aliases::collect(ir, root, options.debug_info, options.generic);
        Printer { ir, out: String::new(), indent: 0, names, options, aliases, default_dialects: Vec::new(), mentioned: Default::default(), type_texts: TypeTexts::default() }
    }

    /// The attributes `info`'s format prints itself (elided from its attr-dict).
    pub fn mentioned_attrs(&mut self, info: &'static crate::registry::OpInfo) -> std::rc::Rc<[&'static str]> {
        self.mentioned.entry(info.name).or_insert_with(|| super::format::format_mentioned_attrs(info).into()).clone()
    }

    pub fn attr_printer(&self) -> AttrPrinter<'_> {
        self.aliases.attr_printer()
    }

    pub fn print_type(&mut self, t: TypeId, style: TypeStyle) {
        let cache = &mut self.type_texts;
        let spans = &mut cache.spans[style as usize];
        if spans.len() <= t.index() {
            spans.resize(t.index() + 1, (0, 0));
        }
        let (start, end) = spans[t.index()];
        if start == end {
            let start = cache.text.len();
            print_type(&self.ir.types, t, style, &mut cache.text);
            spans[t.index()] = (start as u32, cache.text.len() as u32);
            self.out.push_str(&cache.text[start..]);
        } else {
            self.out.push_str(&cache.text[start as usize..end as usize]);
        }
    }

    pub fn print_value(&mut self, v: Value) {
        self.names.write_value(self.ir, v, &mut self.out);
    }

    pub fn print_value_list(&mut self, values: &[Value]) {
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(*v);
        }
    }

    /// A newline, then the current indentation.
    pub fn newline(&mut self) {
        self.out.push('\n');
        self.push_indent();
    }

    fn push_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// One op, without a trailing newline.
    pub fn print_op(&mut self, op: OpId) {
        self.push_indent();
        self.print_results(op);
        let o = &self.ir.ops[op];
        match &o.name {
            OpName::Unregistered(n) if &**n == BUILTIN_MODULE && !self.options.generic => self.print_builtin_module(op),
            OpName::Registered(info) if !self.options.generic && !self.aliases.writes_out_an_alias(op) => {
                let name = match self.default_dialects.last() {
                    Some(d) => info.name.strip_prefix(d).and_then(|n| n.strip_prefix('.')).unwrap_or(info.name),
                    None => info.name,
                };
                self.out.push_str(name);
                let dialect = info.has_trait(SimpleTrait::DefaultDialect).then_some("cuda_tile");
                if let Some(d) = dialect {
                    self.default_dialects.push(d);
                }
                match info.format {
                    Some(format) => self.print_declarative(op, info, format),
                    None => self.print_handwritten(op, info),
                }
                if dialect.is_some() {
                    self.default_dialects.pop();
                }
            }
            _ => self.print_generic(op),
        }
        if self.options.debug_info {
            let loc = self.ir.ops[op].location;
            self.out.push_str(" loc(");
            match self.aliases.location(loc) {
                Some(alias) => self.out.push_str(alias),
                None => self.aliases.write_location(loc, &mut self.out),
            }
            self.out.push(')');
        }
    }

    fn print_results(&mut self, op: OpId) {
        let n = self.ir.ops[op].result_types.len() as u32;
        if n == 0 {
            return;
        }
        let groups = self.names.result_groups(op);
        for (i, (start, name)) in groups.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let end = groups.get(i + 1).map_or(n, |g| g.0);
            self.out.push('%');
            match name {
                super::names::Name::Number(k) => push_int(&mut self.out, i64::from(*k)),
                super::names::Name::Text(t) => self.out.push_str(t),
            }
            if end - start > 1 {
                self.out.push(':');
                self.out.push_str(&(end - start).to_string());
            }
        }
        self.out.push_str(" = ");
    }

    /// `module @name attributes {...} {...}`.
    fn print_builtin_module(&mut self, op: OpId) {
        self.out.push_str("module");
        if let Some(name) = self.ir.symbol_name(op) {
            self.out.push(' ');
            super::attrs::print_symbol_ref(name, &mut self.out);
        }
        self.print_attr_dict(op, &[SYM_NAME], true);
        self.out.push(' ');
        self.default_dialects.push("builtin");
        if let Some(&r) = self.ir.ops[op].regions.first() {
            self.print_region(r, false, true, false);
        }
        self.default_dialects.pop();
    }

    /// `"name"(%a) <{props}> ({...}) {attrs} : (T) -> U`.
    fn print_generic(&mut self, op: OpId) {
        let o = &self.ir.ops[op];
        self.out.push('"');
        self.out.push_str(o.name.as_str());
        self.out.push_str("\"(");
        let operands = o.operands.clone();
        self.print_value_list(&operands);
        self.out.push(')');
        let info = self.ir.op_info(op);
        let mut props: Vec<(AttrName, Attribute)> = Vec::new();
        let mut discardable: Vec<(AttrName, Attribute)> = Vec::new();
        for (n, a) in &o.attributes {
            let inherent = info.is_some_and(|i| i.attributes.iter().any(|x| x.name == &**n));
            if inherent {
                props.push((n.clone(), a.clone()));
            } else {
                discardable.push((n.clone(), a.clone()));
            }
        }
        if let Some(seg) = &o.operand_segments {
            props.push(("operandSegmentSizes".into(), Attribute::DenseI32Array(seg.iter().map(|&x| x as i32).collect())));
        }
        if let Some(seg) = &o.result_segments {
            props.push(("resultSegmentSizes".into(), Attribute::DenseI32Array(seg.iter().map(|&x| x as i32).collect())));
        }
        if !props.is_empty() {
            props.sort_by(|a, b| a.0.cmp(&b.0));
            self.out.push_str(" <");
            let mut s = String::new();
            self.attr_printer().print_dict(&props, &mut s);
            self.out.push_str(&s);
            self.out.push('>');
        }
        let regions = o.regions.clone();
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(*r, true, true, true);
            }
            self.out.push(')');
        }
        if !discardable.is_empty() {
            discardable.sort_by(|a, b| a.0.cmp(&b.0));
            self.out.push(' ');
            let mut s = String::new();
            self.attr_printer().print_dict(&discardable, &mut s);
            self.out.push_str(&s);
        }
        self.out.push_str(" : (");
        let o = &self.ir.ops[op];
        let inputs: Vec<TypeId> = o.operands.iter().map(|v| self.ir.value_type(*v)).collect();
        let results = o.result_types.clone();
        for (i, t) in inputs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t, TypeStyle::Full);
        }
        self.out.push_str(") -> ");
        let single = results.len() == 1 && !matches!(self.ir.types.get(results[0]), crate::ir::TypeData::Function { .. });
        if !single {
            self.out.push('(');
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t, TypeStyle::Full);
        }
        if !single {
            self.out.push(')');
        }
    }

    /// ` {a = 1, b}` with the op's attributes minus `elided` (and, for
    /// registered ops, minus attributes equal to their default); nothing when
    /// empty. `with_keyword` writes ` attributes {...}`.
    pub fn print_attr_dict(&mut self, op: OpId, elided: &[&str], with_keyword: bool) {
        if self.ir.ops[op].attributes.iter().all(|(n, _)| elided.contains(&&**n)) {
            return;
        }
        let info = self.ir.op_info(op);
        let mut entries: Vec<(AttrName, Attribute)> = self.ir.ops[op]
            .attributes
            .iter()
            .filter(|(n, a)| {
                if elided.contains(&&**n) {
                    return false;
                }
                match info.and_then(|i| i.attributes.iter().find(|x| x.name == &**n)) {
                    Some(ai) => !super::format::is_default_value(ai, a),
                    None => true,
                }
            })
            .cloned()
            .collect();
        if entries.is_empty() {
            return;
        }
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        self.out.push_str(if with_keyword { " attributes " } else { " " });
        let mut s = String::new();
        self.attr_printer().print_dict(&entries, &mut s);
        self.out.push_str(&s);
    }

    /// `{ ... }` (MLIR's `printRegion`).
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool, print_empty_block: bool) {
        self.out.push_str("{\n");
        let blocks = self.ir.regions[r].blocks.clone();
        if let Some((&entry, rest)) = blocks.split_first() {
            let entry_data = &self.ir.blocks[entry];
            let header = (print_empty_block && entry_data.ops.is_empty()) || (print_entry_args && !entry_data.arguments.is_empty());
            self.print_block(entry, header, print_terminators);
            for &b in rest {
                self.print_block(b, true, true);
            }
        }
        self.push_indent();
        self.out.push('}');
    }

    fn print_block(&mut self, b: BlockId, header: bool, print_terminator: bool) {
        if header {
            self.push_indent();
            self.out.push_str("^bb");
            self.out.push_str(&self.names.block_number(b).to_string());
            let n = self.ir.blocks[b].arguments.len();
            if n > 0 {
                self.out.push('(');
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(Value::Argument(b, i as u32));
                    self.out.push_str(": ");
                    let (t, loc) = self.ir.blocks[b].arguments[i];
                    self.print_type(t, TypeStyle::Full);
                    if self.options.debug_info {
                        // Written out, as MLIR writes block arguments' locations (its parts by alias).
                        self.out.push_str(" loc(");
                        self.aliases.write_location(loc, &mut self.out);
                        self.out.push(')');
                    }
                }
                self.out.push(')');
            }
            self.out.push_str(":\n");
        }
        self.indent += 2;
        let ops = &self.ir.blocks[b].ops;
        let has_terminator = ops.last().is_some_and(|&op| self.ir.op_info(op).is_some_and(|i| i.has_trait(SimpleTrait::Terminator)));
        let count = if !print_terminator && has_terminator { ops.len() - 1 } else { ops.len() };
        for i in 0..count {
            let op = self.ir.blocks[b].ops[i];
            self.print_op(op);
            self.out.push('\n');
        }
        self.indent -= 2;
    }

    /// A location as diagnostics show it: `loc(...)` written out, no
    /// aliases, cut short when very long.
    pub fn location_for_diagnostic(ir: &'ir Ir, _root: OpId, loc: LocId) -> String {
        super::aliases::location_for_diagnostic(ir, loc)
    }
}

/// Appends `n` in decimal, without allocating or going through `fmt`.
pub fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut rest = n.unsigned_abs();
    loop {
        i -= 1;
        digits[i] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_print_as_fmt_prints_them() {
        for n in [0, 7, -7, 10, 1234567890, i64::MAX, i64::MIN, -1] {
            let mut out = String::new();
            push_int(&mut out, n);
            assert_eq!(out, n.to_string());
        }
    }
}
