//! Value names as MLIR's printer chooses them, so our output diffs cleanly
//! against NVIDIA's tools.
//!
//! MLIR numbers values region by region: a region's values are numbered
//! before the regions nested in it, which start from the counters their
//! parent region ended with (siblings share that start). Ops may suggest
//! names (upstream's `getAsmResultNames`/`getAsmBlockArgumentNames`: the table
//! in [`suggested_result_name`] and [`suggested_argument_names`]); a suggested
//! name already visible gets a `_N` suffix from a conflict counter. Ops with
//! several fixed results name them after their declarations, as NVIDIA's
//! `tileirdisasm` does (`%blockId_x, %blockId_y, %blockId_z`). Entry
//! block arguments are `%argN`; everything else is numbered. In the generic
//! form no op suggests names.

use rustc_hash::FxHashSet as HashSet;

use super::attrs::sign_extend;
use crate::numerics::float::{to_f64, FloatFormat};
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, TypeData, Value};
use crate::registry::{OpKind, ResultNamesOp};
use crate::Scalar;

/// A name: a number (`%3`) or a string (`%cst_1_i32`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Name {
    Number(u32),
    /// Shared with the scope's set of used names (one allocation per name).
    Text(std::rc::Rc<str>),
}

impl Name {
    /// Appends the name without the `%`.
    pub fn write_to(&self, out: &mut String) {
        match self {
            Name::Number(n) => super::printer::push_int(out, i64::from(*n)),
            Name::Text(t) => out.push_str(t),
        }
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Name::Number(n) => write!(f, "{n}"),
            Name::Text(t) => f.write_str(t),
        }
    }
}

/// The names of every value under some root ops.
pub struct Names {
    /// Per op index: where its result groups are in `groups` (start, count).
    results: Vec<(u32, u32)>,
    /// Every op's result groups, (first result, name), op after op.
    groups: Vec<(u32, Name)>,
    /// Per block index: argument names.
    arguments: Vec<Option<Box<[Name]>>>,
    /// Per block index: its label number within its region.
    block_numbers: Vec<u32>,
}

#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
}

struct Namer<'ir> {
    ir: &'ir Ir,
    generic: bool,
    names: Names,
    /// Names visible per nested region scope.
    scopes: Vec<HashSet<std::rc::Rc<str>>>,
}

impl Names {
    /// Names the values of `root` and everything nested in it.
    pub fn compute(ir: &Ir, root: OpId, generic: bool) -> Names {
        let mut namer = Namer {
            ir,
            generic,
            names: Names { results: vec![(0, 0); ir.ops.len()], groups: Vec::with_capacity(ir.ops.len()), arguments: vec![None; ir.blocks.len()], block_numbers: vec![0; ir.blocks.len()] },
            scopes: vec![HashSet::default()],
        };
        let start = Counters::default();
        let mut root_counters = start;
        namer.number_op(root, &mut root_counters);
        for &r in &ir.ops[root].regions {
            namer.number_region(r, start);
        }
        namer.names
    }

    /// The result groups of `op`: (first result, name).
    pub fn result_groups(&self, op: OpId) -> &[(u32, Name)] {
        let Some(&(start, count)) = self.results.get(op.index()) else { return &[] };
        self.groups.get(start as usize..(start + count) as usize).unwrap_or(&[])
    }

    pub fn block_number(&self, b: BlockId) -> u32 {
        self.block_numbers.get(b.index()).copied().unwrap_or(0)
    }

    /// `%name`, `%name#2`, or `%<<UNKNOWN SSA VALUE>>` for a value not named here.
    pub fn write_value(&self, ir: &Ir, v: Value, out: &mut String) {
        use std::fmt::Write;
        match v {
            Value::Argument(b, i) => match self.arguments.get(b.index()).and_then(|a| a.as_deref()).and_then(|a| a.get(i as usize)) {
                Some(n) => {
                    out.push('%');
                    n.write_to(out);
                }
                None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
            },
            Value::Result(op, i) => {
                let groups = self.result_groups(op);
                let Some(pos) = groups.iter().rposition(|(start, _)| *start <= i) else {
                    out.push_str("%<<UNKNOWN SSA VALUE>>");
                    return;
                };
                let (start, name) = &groups[pos];
                let end = groups.get(pos + 1).map_or(ir.ops[op].result_types.len() as u32, |g| g.0);
                out.push('%');
                name.write_to(out);
                if end - start > 1 {
                    let _ = write!(out, "#{}", i - start);
                }
            }
        }
    }
}

impl Namer<'_> {
    fn number_region(&mut self, region: RegionId, start: Counters) {
        let mut c = start;
        self.scopes.push(HashSet::default());
        let ir = self.ir;
        let blocks = &ir.regions[region].blocks;
        // Names the parent op suggests for the region's arguments.
        let suggested = if self.generic { None } else { ir.regions[region].parent.and_then(|p| suggested_argument_names(ir, p, region)) };
        for (bi, &b) in blocks.iter().enumerate() {
            self.names.block_numbers[b.index()] = bi as u32;
            let args = &ir.blocks[b].arguments;
            let mut names = Vec::with_capacity(args.len());
            for i in 0..args.len() {
                let name = match (bi, &suggested) {
                    (0, Some(s)) if i < s.len() => self.unique(&s[i], &mut c),
                    (0, _) => {
                        let n = format!("arg{}", c.argument);
                        c.argument += 1;
                        self.unique(&n, &mut c)
                    }
                    _ => {
                        c.value += 1;
                        Name::Number(c.value - 1)
                    }
                };
                names.push(name);
            }
            self.names.arguments[b.index()] = Some(names.into());
            for &op in &ir.blocks[b].ops {
                self.number_op(op, &mut c);
            }
        }
        for &b in blocks {
            for &op in &ir.blocks[b].ops {
                for &r in &ir.ops[op].regions {
                    self.number_region(r, c);
                }
            }
        }
        self.scopes.pop();
    }

    fn number_op(&mut self, op: OpId, c: &mut Counters) {
        let ir = self.ir;
        let n = ir.ops[op].result_types.len();
        if n == 0 {
            return;
        }
        let start = self.names.groups.len();
        if !self.generic {
            if let Some(name) = suggested_result_name(ir, op) {
                let unique = self.unique(&name, c);
                self.names.groups.push((0, unique));
            } else if let Some(info) = ir.op_info(op) {
                // Several fixed results are named after their declarations
                // (`%tile, %result_token = load_view_tko ...`), as NVIDIA's tools print them.
                let fixed = info.results.len() == n && n >= 2 && info.results.iter().all(|r| r.arity == crate::registry::Arity::Single);
                if fixed {
                    for (i, r) in info.results.iter().enumerate() {
                        let unique = self.unique(r.name, c);
                        self.names.groups.push((i as u32, unique));
                    }
                }
            }
        }
        if self.names.groups.len() == start {
            self.names.groups.push((0, Name::Number(c.value)));
            c.value += 1;
        }
        self.names.results[op.index()] = (start as u32, (self.names.groups.len() - start) as u32);
    }

    /// MLIR's `uniqueValueName`: sanitized, then `_N` until unused in visible scopes.
    fn unique(&mut self, name: &str, c: &mut Counters) -> Name {
        let name = sanitize(name);
        let used = |scopes: &[HashSet<std::rc::Rc<str>>], n: &str| scopes.iter().any(|s| s.contains(n));
        let chosen: std::rc::Rc<str> = if !used(&self.scopes, &name) {
            std::rc::Rc::from(&*name)
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&name);
                probe.push('_');
                super::printer::push_int(&mut probe, i64::from(c.conflict));
                c.conflict += 1;
                if !used(&self.scopes, &probe) {
                    break std::rc::Rc::from(probe);
                }
            }
        };
        self.scopes.last_mut().expect("a scope").insert(chosen.clone());
        Name::Text(chosen)
    }
}

/// MLIR's identifier sanitizing: invalid characters become hex (spaces `_`),
/// and a leading digit gets a `_` prefix.
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    let valid = |c: char| c.is_ascii_alphanumeric() || matches!(c, '$' | '.' | '_' | '-');
    if !name.starts_with(|c: char| c.is_ascii_digit()) && name.chars().all(valid) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if valid(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("{b:X}"));
            }
        }
    }
    std::borrow::Cow::Owned(out)
}


/// The name upstream's op suggests for its first result.
pub fn suggested_result_name(ir: &Ir, op: OpId) -> Option<String> {
    let info = ir.op_info(op)?;
    match info.kind.result_names()? {
        ResultNamesOp::Broadcast => Some("bcast".into()),
        ResultNamesOp::For => Some("for".into()),
        ResultNamesOp::MakeTensorView => Some("tview".into()),
        ResultNamesOp::MakePartitionView => Some("pview".into()),
        ResultNamesOp::MakeStridedView => Some("sview".into()),
        ResultNamesOp::MakeGatherScatterView => Some("gsview".into()),
        ResultNamesOp::Reduce => Some("reduce".into()),
        ResultNamesOp::Reshape => Some("reshape".into()),
        // A function has no results (its arguments are named by their declarations).
        ResultNamesOp::TestingFunc => None,
        ResultNamesOp::Constant => constant_name(ir, op),
        ResultNamesOp::Assume => {
            // "assume_" + the producer's suggestion, through chains of assumes.
            let mut prefix = String::new();
            let mut current = op;
            for _ in 0..1024 {
                let Some(&Value::Result(producer, index)) = ir.ops[current].operands.first() else { break };
                let Some(pinfo) = ir.op_info(producer) else { break };
                if pinfo.kind.result_names().is_none() {
                    break;
                }
                prefix.push_str("assume_");
                if pinfo.kind == OpKind::Assume && index == 0 {
                    current = producer;
                    continue;
                }
                let inner = if index == 0 { suggested_result_name(ir, producer).unwrap_or_default() } else { String::new() };
                return Some(format!("{prefix}{inner}"));
            }
            if prefix.is_empty() {
                Some("assume".into())
            } else {
                Some(format!("{prefix}assume"))
            }
        }
    }
}

/// `constant`'s names: `true`/`false`/`cst_i1` for i1; otherwise `cst`, the
/// value when there is one (integers signed; floats when exactly a
/// non-negative integer, +0.0 but not -0.0; `NaN`), and the element type.
fn constant_name(ir: &Ir, op: OpId) -> Option<String> {
    let Some(Attribute::DenseElements { ty, data, splat }) = ir.attr(op, "value") else { return None };
    let element = ir.types.element(*ty)?;
    let TypeData::Scalar(scalar) = *ir.types.get(element) else { return None };
    let width = super::attrs::element_bytes(scalar);
    let count = if *splat { 1 } else { data.len() / width.max(1) };
    let element_bits = |i: usize| -> u64 {
        let mut raw = [0u8; 8];
        raw[..width].copy_from_slice(&data[i * width..(i + 1) * width]);
        u64::from_le_bytes(raw)
    };
    if scalar == Scalar::I1 {
        let values: Vec<bool> = (0..count).map(|i| element_bits(i) != 0).collect();
        return Some(if values.iter().all(|v| *v) {
            "true".into()
        } else if values.iter().all(|v| !*v) {
            "false".into()
        } else {
            "cst_i1".into()
        });
    }
    let mut name = String::from("cst");
    if count == 1 {
        let bits = element_bits(0);
        if scalar.is_float() {
            if let Some(fmt) = FloatFormat::of(scalar) {
                let v = to_f64(fmt, bits);
                if v.is_nan() {
                    name.push_str("_NaN");
                } else if !v.is_sign_negative() && v.fract() == 0.0 && v < 18446744073709551616.0 {
                    // Not -0.0, which upstream leaves unnamed (`%cst_f32`), as it does -1.0.
                    name.push_str(&format!("_{}", v as u64));
                }
            }
        } else {
            name.push_str(&format!("_{}", sign_extend(bits, scalar.width())));
        }
    }
    name.push('_');
    name.push_str(scalar.name());
    Some(name)
}

/// The names upstream's op suggests for a region's arguments.
fn suggested_argument_names(ir: &Ir, op: OpId, region: RegionId) -> Option<Vec<String>> {
    let info = ir.op_info(op)?;
    let block = *ir.regions[region].blocks.first()?;
    let n = ir.blocks[block].arguments.len();
    match info.kind.result_names()? {
        ResultNamesOp::For => Some((0..n).map(|i| if i == 0 { "loopIdx".to_string() } else { format!("iterArg{}", i - 1) }).collect()),
        ResultNamesOp::Reduce => Some(
            (0..n)
                .map(|i| {
                    let base = if i % 2 == 0 { "reduce_lhs" } else { "reduce_rhs" };
                    if n > 2 {
                        format!("{base}{}", i / 2)
                    } else {
                        base.to_string()
                    }
                })
                .collect(),
        ),
        // Their regions, if any, take no arguments, or name them elsewhere (a function's declarations).
        ResultNamesOp::Assume
        | ResultNamesOp::Broadcast
        | ResultNamesOp::Constant
        | ResultNamesOp::MakePartitionView
        | ResultNamesOp::MakeStridedView
        | ResultNamesOp::MakeGatherScatterView
        | ResultNamesOp::MakeTensorView
        | ResultNamesOp::Reshape
        | ResultNamesOp::TestingFunc => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_follows_mlir() {
        assert_eq!(sanitize("cst_-1_i32"), "cst_-1_i32");
        assert_eq!(sanitize("1abc"), "_1abc");
        assert_eq!(sanitize("a b"), "a_b");
        assert_eq!(sanitize("a/b"), "a2Fb");
    }
}
