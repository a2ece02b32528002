//! Debug-info rules: the scopes that `#cuda_tile.di_loc` locations give
//! functions, the ops inside them, and module-level ops.
//!
//! - a function's own location, when it carries a scope, must carry a
//!   subprogram whose linkage name is the function's name, and must not be a
//!   call site;
//! - an op inside a function may carry a scope only when the function does,
//!   and then one that leads (through lexical blocks) to the same subprogram;
//! - ops directly in a module other than functions carry no scope.
//!
//! The `entry` and `module` verifiers call these where upstream's do:
//! [`verify_function`] and [`verify_module`] with the op's own checks,
//! [`verify_function_body`] after the ops nested in it are verified.

use crate::ir::{Attribute, LocId, Location, OpId};
use crate::text::printer::Printer;
use crate::verify::{VerifyResult, Verifier};

/// A function's own location (called by the `entry` verifier).
pub fn verify_function(cx: &Verifier, func: OpId) -> VerifyResult {
    let loc = cx.ir.ops[func].location;
    if matches!(cx.ir.locations[loc], Location::CallSite { .. }) {
        let root = top_of(cx, func);
        let shown = Printer::location_for_diagnostic(cx.ir, root, loc);
        return cx.fail(func, format!("invalid function debug info location: {shown}. Function location must not be a CallSiteLoc."));
    }
    let Some(scope) = di_scope(cx, loc) else { return Ok(()) };
    let Attribute::DISubprogram { linkage_name, .. } = scope else {
        return cx.fail(func, format!("invalid function debug info scope: {}. Function location must have cuda_tile.di_subprogram debug info scope.", cx.attr_str(scope)));
    };
    let name = cx.ir.symbol_name(func).unwrap_or("");
    if **linkage_name != *name {
        return cx.fail(func, format!("invalid function debug info scope: {}. Function name \"{name}\" does not match subprogram scope linkage name \"{linkage_name}\".", cx.attr_str(scope)));
    }
    Ok(())
}

/// The ops inside a function, against its scope (called after they are verified).
pub fn verify_function_body(cx: &Verifier, func: OpId) -> VerifyResult {
    let func_subprogram = di_scope(cx, cx.ir.ops[func].location).and_then(subprogram_of);
    // Every op nested in the function, in MLIR's walk order (an op after the ops inside it).
    let mut result = Ok(());
    walk_post_order(cx, func, &mut |op| {
        if result.is_err() {
            return;
        }
        let Some(op_subprogram) = di_scope(cx, cx.ir.ops[op].location).and_then(subprogram_of) else { return };
        match func_subprogram {
            None => {
                result = cx.fail(op, format!("invalid operation debug info scope: {}. Operation has debug info scope, but function debug info scope is undefined.", cx.attr_str(op_subprogram)));
            }
            Some(f) if f != op_subprogram => {
                result = Err(cx.error(op, format!("invalid operation debug info scope: {}. Operation debug info scope does not match function debug info scope: {}.", cx.attr_str(op_subprogram), cx.attr_str(f))));
            }
            Some(_) => {}
        }
    });
    result
}

/// Module-level ops other than functions (called by the `module` verifier).
pub fn verify_module(cx: &Verifier, module: OpId) -> VerifyResult {
    let Some(body) = cx.body(module, 0) else { return Ok(()) };
    for &op in &cx.ir.blocks[body].ops {
        let is_function = cx.ir.op_info(op).is_some_and(|i| i.has_trait(crate::registry::SimpleTrait::FunctionLike));
        if is_function {
            continue;
        }
        if let Some(di_loc) = di_loc_of(cx, cx.ir.ops[op].location) {
            let root = top_of(cx, op);
            let shown = Printer::location_for_diagnostic(cx.ir, root, di_loc);
            let shown = shown.strip_prefix("loc(").and_then(|s| s.strip_suffix(')')).unwrap_or(&shown).to_string();
            return cx.fail(op, format!("invalid operation debug info scope: {shown}. Global variables must not have scope."));
        }
    }
    Ok(())
}

/// The `di_loc` a location carries: itself, the caller of a call site, the
/// first fused part that has one, or the child of a name. Each location is
/// looked into once per verification (the readers bound their depth).
fn di_loc_of(cx: &Verifier, loc: LocId) -> Option<LocId> {
    if let Some(&found) = cx.di_locs.borrow().get(&loc) {
        return found;
    }
    let found = match &cx.ir.locations[loc] {
        Location::DebugInfo { .. } => Some(loc),
        Location::CallSite { caller, .. } => di_loc_of(cx, *caller),
        Location::Name { child: Some(child), .. } => di_loc_of(cx, *child),
        Location::Fused { locations, .. } => locations.iter().find_map(|&l| di_loc_of(cx, l)),
        _ => None,
    };
    cx.di_locs.borrow_mut().insert(loc, found);
    found
}

/// The scope of the `di_loc` a location carries.
fn di_scope<'a>(cx: &Verifier<'a>, loc: LocId) -> Option<&'a Attribute> {
    match &cx.ir.locations[di_loc_of(cx, loc)?] {
        Location::DebugInfo { scope, .. } => Some(scope),
        _ => None,
    }
}

/// The subprogram a scope belongs to (through enclosing lexical blocks).
fn subprogram_of(scope: &Attribute) -> Option<&Attribute> {
    let mut current = scope;
    for _ in 0..256 {
        match current {
            Attribute::DISubprogram { .. } => return Some(current),
            Attribute::DILexicalBlock { scope, .. } => current = scope,
            _ => return None,
        }
    }
    None
}

/// Visits the ops nested in `op` (not `op` itself), each after the ops inside it.
fn walk_post_order(cx: &Verifier, op: OpId, f: &mut dyn FnMut(OpId)) {
    for &region in &cx.ir.ops[op].regions {
        for &block in &cx.ir.regions[region].blocks {
            for &child in &cx.ir.blocks[block].ops {
                walk_post_order(cx, child, f);
                f(child);
            }
        }
    }
}

/// The outermost op enclosing `op` (for printing with value names).
fn top_of(cx: &Verifier, op: OpId) -> OpId {
    let mut current = op;
    while let Some(parent) = cx.ir.parent_op(current) {
        current = parent;
    }
    current
}
