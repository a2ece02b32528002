//! Debug-info passes: `synthesize-debug-info-scopes` gives every function of
//! a module a subprogram and every op in it a debug-info location (line
//! tables for frontends that write only file locations), and
//! `test-debuginfo-update-symbol-name` renames a symbol together with the
//! linkage name of its subprogram (upstream's test of that utility).

use std::collections::HashMap;
use std::sync::Arc;

use tilesmith_dialect::diag::{resolve_location, DiagLoc, Diagnostic};
use tilesmith_dialect::ir::{Attribute, Ir, LocId, Location, OpId, SYM_NAME};
use tilesmith_dialect::registry::SimpleTrait;

use crate::{Anchor, OptionInfo, OptionKind, Pass, PassOptions};

pub static SYNTHESIZE_SCOPES: Pass = Pass {
    name: "synthesize-debug-info-scopes",
    summary: "Give each function of a module a subprogram and each op a debug-info location, from the file locations there are",
    anchor: Anchor::Module,
    options: &[],
    test_only: false,
    run: synthesize_scopes,
};

pub static UPDATE_SYMBOL_NAME: Pass = Pass {
    name: "test-debuginfo-update-symbol-name",
    summary: "Rename a symbol and the linkage name of its subprogram (upstream's test of that utility)",
    anchor: Anchor::Any,
    options: &[
        OptionInfo { name: "symbol-to-rename", kind: OptionKind::Text, default: "", help: "the symbol to rename, as outer::inner" },
        OptionInfo { name: "scope", kind: OptionKind::Text, default: "", help: "the symbol whose op is searched for subprograms to update, as outer::inner; without it, the op the pass runs on" },
        OptionInfo { name: "new-name", kind: OptionKind::Text, default: "", help: "the symbol's new name (its last part only)" },
        OptionInfo { name: "update-uses", kind: OptionKind::Bool, default: "false", help: "rename the symbol's uses too" },
    ],
    test_only: true,
    run: update_symbol_name,
};

/// The file position a location stands for: itself, the child of a name,
/// the first file position of a fused location, a call site's caller.
fn file_position(ir: &Ir, loc: LocId) -> Option<LocId> {
    match &ir.locations[loc] {
        Location::FileLineCol { .. } => Some(loc),
        Location::Name { child, .. } => child.and_then(|c| file_position(ir, c)),
        Location::Fused { locations, .. } => locations.iter().copied().find(|&l| matches!(ir.locations[l], Location::FileLineCol { .. })),
        Location::CallSite { caller, .. } => file_position(ir, *caller),
        Location::Unknown | Location::DebugInfo { .. } => None,
    }
}

/// `#cuda_tile.di_file` of a path: its last component in the folder before it.
fn file_attr(path: &str) -> Attribute {
    let (directory, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    Attribute::DIFile { name: name.into(), directory: directory.into() }
}

fn has_debug_info(ir: &Ir, loc: LocId) -> bool {
    matches!(ir.locations[loc], Location::DebugInfo { .. }) || ir.locations[loc].children().any(|c| has_debug_info(ir, c))
}

fn synthesize_scopes(ir: &mut Ir, module: OpId, _: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    let unit_file = match file_position(ir, ir.op(module).location).map(|l| ir.locations[l].clone()) {
        Some(Location::FileLineCol { file, .. }) => file_attr(&file),
        _ => Attribute::DIFile { name: "<unknown>".into(), directory: "".into() },
    };
    let compile_unit = Arc::new(Attribute::DICompileUnit { file: Arc::new(unit_file.clone()) });
    let functions: Vec<OpId> = ir.nested_ops(module).into_iter().filter(|&o| ir.parent_op(o) == Some(module) && ir.op_info(o).is_some_and(|i| i.has_trait(SimpleTrait::FunctionLike))).collect();
    for func in functions {
        if has_debug_info(ir, ir.op(func).location) {
            continue;
        }
        let (file, line, position) = match file_position(ir, ir.op(func).location) {
            Some(l) => {
                let Location::FileLineCol { file, line, .. } = &ir.locations[l] else { unreachable!("a file position") };
                (file_attr(file), *line, l)
            }
            None => {
                let Attribute::DIFile { name, .. } = &unit_file else { unreachable!("a file") };
                let l = ir.location(Location::FileLineCol { file: name.clone(), line: 1, col: 1 });
                (unit_file.clone(), 1, l)
            }
        };
        let name: Arc<str> = ir.symbol_name(func).unwrap_or("").into();
        let scope = Box::new(Attribute::DISubprogram { file: Arc::new(file), line, name: name.clone(), linkage_name: name, compile_unit: compile_unit.clone(), scope_line: Some(line) });
        let mut made: HashMap<LocId, LocId> = HashMap::new();
        for op in std::iter::once(func).chain(ir.nested_ops(func)) {
            let source = file_position(ir, ir.op(op).location).unwrap_or(position);
            let loc = *made.entry(source).or_insert_with(|| ir.location(Location::DebugInfo { source, scope: scope.clone() }));
            ir.op_mut(op).location = loc;
        }
    }
    Ok(())
}

/// `a::b::c` as its parts.
fn symbol_path(text: &str) -> Vec<&str> {
    text.split("::").collect()
}

/// The op the nested symbol `path` names, looked up from `from`'s body.
fn lookup_symbol(ir: &Ir, from: OpId, path: &[&str]) -> Option<OpId> {
    let mut cur = from;
    for part in path {
        cur = ir.op(cur).regions.iter().flat_map(|&r| ir.regions[r].blocks.iter()).flat_map(|&b| ir.blocks[b].ops.iter().copied()).find(|&o| ir.symbol_name(o) == Some(part))?;
    }
    Some(cur)
}

fn at(ir: &Ir, op: OpId) -> DiagLoc {
    resolve_location(ir, ir.op(op).location)
}

fn update_symbol_name(ir: &mut Ir, root: OpId, options: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    let pass = &UPDATE_SYMBOL_NAME;
    let fail = |ir: &Ir, op: OpId, m: String| vec![Diagnostic::error(at(ir, op), m)];
    let spelled = |p: &[&str]| p.iter().map(|s| format!("@{s}")).collect::<Vec<_>>().join("::");
    let target_path_text = options.get(pass, "symbol-to-rename");
    let target_path = symbol_path(&target_path_text);
    let scope_text = options.get(pass, "scope");
    let scope = if scope_text.is_empty() {
        root
    } else {
        let p = symbol_path(&scope_text);
        lookup_symbol(ir, root, &p).ok_or_else(|| fail(ir, root, format!("could not find symbol op with name '{}'", spelled(&p))))?
    };
    let sym = lookup_symbol(ir, root, &target_path).ok_or_else(|| fail(ir, root, format!("could not find symbol op with name '{}'", spelled(&target_path))))?;
    let update_uses = options.get_bool(pass, "update-uses").map_err(|m| fail(ir, root, m))?;
    let new_name: Arc<str> = options.get(pass, "new-name").into();
    if ir.op(sym).parent.is_some() && !ir.is_within(sym, scope) {
        let d = Diagnostic::error(at(ir, sym), "attempted to update symbol names in a scope that did not enclose the symbol itself").with_note(at(ir, scope), "scope defined here");
        return Err(vec![d]);
    }
    let old_name: Arc<str> = ir.symbol_name(sym).unwrap_or("").into();
    if update_uses {
        // Uses are references by name inside the symbol table around the symbol.
        if let Some(table) = ir.parent_op(sym) {
            for op in std::iter::once(table).chain(ir.nested_ops(table)) {
                for (_, a) in ir.op_mut(op).attributes.iter_mut() {
                    rename_refs(a, &old_name, &new_name);
                }
            }
        }
    }
    if let Some((_, a)) = ir.op_mut(sym).attributes.iter_mut().find(|(n, _)| n == SYM_NAME) {
        *a = Attribute::String(new_name.clone());
    }
    let Location::DebugInfo { scope: sp, .. } = &ir.locations[ir.op(sym).location] else { return Ok(()) };
    let old_sp = (**sp).clone();
    let Attribute::DISubprogram { file, line, name, compile_unit, scope_line, .. } = &old_sp else { return Ok(()) };
    let new_sp = Attribute::DISubprogram { file: file.clone(), line: *line, name: name.clone(), linkage_name: new_name, compile_unit: compile_unit.clone(), scope_line: *scope_line };
    let mut memo = HashMap::new();
    for op in std::iter::once(scope).chain(ir.nested_ops(scope)) {
        let loc = ir.op(op).location;
        let new = replace_in_location(ir, loc, &old_sp, &new_sp, &mut memo);
        ir.op_mut(op).location = new;
        for r in ir.op(op).regions.clone() {
            for b in ir.regions[r].blocks.clone() {
                for i in 0..ir.blocks[b].arguments.len() {
                    let loc = ir.blocks[b].arguments[i].1;
                    let new = replace_in_location(ir, loc, &old_sp, &new_sp, &mut memo);
                    ir.blocks[b].arguments[i].1 = new;
                }
            }
        }
    }
    Ok(())
}

/// Renames `@old` references (the first part of a nested one) to `@new`.
fn rename_refs(a: &mut Attribute, old: &str, new: &Arc<str>) {
    match a {
        Attribute::SymbolRef(s) if &**s == old => *s = new.clone(),
        Attribute::SymbolRef(s) if s.starts_with(&format!("{old}::")) => *s = format!("{new}{}", &s[old.len()..]).into(),
        Attribute::Array(items) => {
            let mut v = items.to_vec();
            v.iter_mut().for_each(|x| rename_refs(x, old, new));
            *items = v.into();
        }
        Attribute::Dictionary(items) => {
            let mut v = items.to_vec();
            v.iter_mut().for_each(|(_, x)| rename_refs(x, old, new));
            *items = v.into();
        }
        _ => {}
    }
}

/// `a` with every `old` subprogram in it (scopes of lexical blocks included)
/// replaced by `new`; `None` when it holds none.
fn replace_in_attr(a: &Attribute, old: &Attribute, new: &Attribute) -> Option<Attribute> {
    if a == old {
        return Some(new.clone());
    }
    match a {
        Attribute::DILexicalBlock { scope, file, line, column } => replace_in_attr(scope, old, new).map(|s| Attribute::DILexicalBlock { scope: Arc::new(s), file: file.clone(), line: *line, column: *column }),
        _ => None,
    }
}

/// `loc` with the subprogram replaced in it (a new location where it changes).
fn replace_in_location(ir: &mut Ir, loc: LocId, old: &Attribute, new: &Attribute, memo: &mut HashMap<LocId, LocId>) -> LocId {
    if let Some(&done) = memo.get(&loc) {
        return done;
    }
    let replaced = match ir.locations[loc].clone() {
        Location::DebugInfo { source, scope } => {
            let s = replace_in_location(ir, source, old, new, memo);
            match replace_in_attr(&scope, old, new) {
                Some(scope) => Some(Location::DebugInfo { source: s, scope: Box::new(scope) }),
                None if s != source => Some(Location::DebugInfo { source: s, scope }),
                None => None,
            }
        }
        Location::Name { name, child: Some(c) } => {
            let n = replace_in_location(ir, c, old, new, memo);
            (n != c).then_some(Location::Name { name, child: Some(n) })
        }
        Location::CallSite { callee, caller } => {
            let (a, b) = (replace_in_location(ir, callee, old, new, memo), replace_in_location(ir, caller, old, new, memo));
            (a != callee || b != caller).then_some(Location::CallSite { callee: a, caller: b })
        }
        Location::Fused { locations, metadata } => {
            let new_locs: Box<[LocId]> = locations.iter().map(|&l| replace_in_location(ir, l, old, new, memo)).collect();
            (new_locs != locations).then_some(Location::Fused { locations: new_locs, metadata })
        }
        _ => None,
    };
    let out = replaced.map_or(loc, |l| ir.location(l));
    memo.insert(loc, out);
    out
}
