//! MLIR's structural rules, which hold for every op whatever its dialect:
//! blocks end in terminators, implicit terminators are the declared ones,
//! isolated regions use no outer values, symbols are unique in their table,
//! and every use is dominated by its definition; and the shape of the
//! builtin module, the one builtin op the dialect's files hold.

use super::{Verifier, VerifyResult, WithNote};
use crate::diag::Diagnostic;
use crate::ir::{BlockId, OpId, OpName, RegionId, Value, SYM_NAME};
use crate::registry::SimpleTrait;

/// `builtin.module`'s traits, as MLIR checks them: no operands or results,
/// one region of at most one block without arguments, and a string name.
/// (The printer's `module @name {...}` form can only say that much.)
pub fn verify_builtin_module(cx: &Verifier, op: OpId) -> VerifyResult {
    let o = &cx.ir.ops[op];
    if !o.operands.is_empty() {
        return cx.fail(op, "requires zero operands");
    }
    if !o.result_types.is_empty() {
        return cx.fail(op, "requires zero results");
    }
    let &[region] = o.regions.as_slice() else { return cx.fail(op, "requires one region") };
    let blocks = &cx.ir.regions[region].blocks;
    if blocks.len() > 1 {
        return cx.fail(op, "expects region #0 to have 0 or 1 blocks");
    }
    if blocks.iter().any(|&b| !cx.ir.blocks[b].arguments.is_empty()) {
        return cx.fail(op, "region should have no arguments");
    }
    if cx.ir.attr(op, SYM_NAME).is_some_and(|a| a.as_str().is_none()) {
        return cx.fail(op, "attribute 'sym_name' failed to satisfy constraint: string attribute");
    }
    Ok(())
}

/// Whether a block of this region may lack a terminator (MLIR's
/// `mayBeValidWithoutTerminator`): single-block regions of unregistered ops or
/// of ops with `NoTerminator`.
fn may_lack_terminator(cx: &Verifier, block: BlockId) -> bool {
    let Some(region) = cx.ir.blocks[block].parent else { return true };
    if cx.ir.regions[region].blocks.len() != 1 {
        return false;
    }
    match cx.ir.regions[region].parent {
        None => true,
        Some(op) => match cx.info(op) {
            None => true,
            Some(info) => info.has_trait(SimpleTrait::NoTerminator),
        },
    }
}

/// Whether `op` may be a terminator (unregistered ops might be).
fn might_be_terminator(cx: &Verifier, op: OpId) -> bool {
    match &cx.ir.ops[op].name {
        OpName::Registered(info) => info.has_trait(SimpleTrait::Terminator),
        OpName::Unregistered(_) => true,
    }
}

/// The checks MLIR makes when entering a block.
pub fn verify_block(cx: &Verifier, block: BlockId) -> VerifyResult {
    let ops = &cx.ir.blocks[block].ops;
    let Some(&last) = ops.last() else {
        if may_lack_terminator(cx, block) {
            return Ok(());
        }
        let owner = cx.ir.blocks[block].parent.and_then(|r| cx.ir.regions[r].parent);
        let loc = owner.map_or(crate::diag::DiagLoc::Unknown, |o| cx.op_loc(o));
        return Err(Box::new(Diagnostic::error(loc, "empty block: expect at least a terminator")));
    };
    if !may_lack_terminator(cx, block) && !might_be_terminator(cx, last) {
        return Err(cx.error(last, format!("block with no terminator, has {}", generic_op_head(cx, last))));
    }
    Ok(())
}

/// A short generic rendering of an op for messages that quote one.
fn generic_op_head(cx: &Verifier, op: OpId) -> String {
    let mut ir_text = String::new();
    let name = cx.name(op);
    ir_text.push('"');
    ir_text.push_str(name);
    ir_text.push('"');
    ir_text
}

/// `SingleBlockImplicitTerminator<T, ...>`: every non-empty region ends in
/// `T` or one of the other admitted terminators (messages name `T` only).
pub fn verify_implicit_terminator(cx: &Verifier, op: OpId, implicit: &str, others: &[&str]) -> VerifyResult {
    let full = implicit;
    for &region in &cx.ir.ops[op].regions {
        let Some(&block) = cx.ir.regions[region].blocks.first() else { continue };
        let Some(last) = cx.terminator(block) else { continue };
        let name = cx.name(last);
        if name != full && !others.contains(&name) {
            return Err(cx
                .op_error(op, format!("expects regions to end with '{full}', found '{}'", cx.name(last)))
                .with_boxed_note(cx.op_loc(op), format!("in custom textual format, the absence of terminator implies '{full}'")));
        }
    }
    Ok(())
}

/// Collects the regions nested in `op` (all depths), for ancestry checks.
fn is_inside(cx: &Verifier, mut block: BlockId, ancestor: OpId) -> bool {
    for _ in 0..cx.ir.blocks.len() + 1 {
        let Some(region) = cx.ir.blocks[block].parent else { return false };
        let Some(owner) = cx.ir.regions[region].parent else { return false };
        if owner == ancestor {
            return true;
        }
        match cx.ir.ops[owner].parent {
            Some(b) => block = b,
            None => return false,
        }
    }
    false
}

fn defining_block(cx: &Verifier, v: Value) -> Option<BlockId> {
    match v {
        Value::Result(op, _) => cx.ir.ops[op].parent,
        Value::Argument(b, _) => Some(b),
    }
}

/// `IsolatedFromAbove`: no op inside `op` uses a value defined outside it.
pub fn verify_isolation(cx: &Verifier, op: OpId) -> VerifyResult {
    let mut stack: Vec<RegionId> = cx.ir.ops[op].regions.to_vec();
    while let Some(region) = stack.pop() {
        for &block in &cx.ir.regions[region].blocks {
            for &inner in &cx.ir.blocks[block].ops {
                for &v in &cx.ir.ops[inner].operands {
                    let inside = defining_block(cx, v).is_some_and(|b| is_inside(cx, b, op));
                    if !inside {
                        return Err(cx.op_error(inner, "using value defined outside the region").with_boxed_note(cx.op_loc(op), "required by region isolation constraints"));
                    }
                }
                // Isolated ops below check their own regions.
                if !cx.info(inner).is_some_and(|i| i.has_trait(SimpleTrait::IsolatedFromAbove)) {
                    stack.extend(cx.ir.ops[inner].regions.iter().copied());
                }
            }
        }
    }
    Ok(())
}

/// `SymbolTable`: symbol names are unique among the ops of its block, and
/// symbol uses inside refer to what they must.
pub fn verify_symbol_table(cx: &Verifier, op: OpId) -> VerifyResult {
    let o = &cx.ir.ops[op];
    if o.regions.len() != 1 {
        return cx.fail(op, "Operations with a 'SymbolTable' must have exactly one region");
    }
    let blocks = &cx.ir.regions[o.regions[0]].blocks;
    if blocks.len() != 1 {
        return cx.fail(op, "Operations with a 'SymbolTable' must have exactly one block");
    }
    let seen = unique_symbols(cx, blocks[0])?;
    for &child in &cx.ir.blocks[blocks[0]].ops {
        verify_symbol_uses_in(cx, child, &seen)?;
    }
    Ok(())
}

/// The ops of `block` by their `sym_name`, which must be unique (MLIR's
/// symbol table check counts every op with a string `sym_name`).
fn unique_symbols<'a>(cx: &Verifier<'a>, block: BlockId) -> Result<rustc_hash::FxHashMap<&'a str, OpId>, Box<crate::diag::Diagnostic>> {
    let mut seen: rustc_hash::FxHashMap<&str, OpId> = rustc_hash::FxHashMap::default();
    for &child in &cx.ir.blocks[block].ops {
        let Some(name) = cx.ir.symbol_name(child) else { continue };
        if let Some(&first) = seen.get(name) {
            return Err(cx.error(child, format!("redefinition of symbol named '{name}'")).with_boxed_note(cx.op_loc(first), "see existing symbol definition here"));
        }
        seen.insert(name, child);
    }
    Ok(seen)
}

/// The builtin module is a symbol table too: the modules (and any op with a
/// `sym_name`) in it have distinct names. Checked after the ops in it, as
/// MLIR checks region traits.
pub fn verify_builtin_module_symbols(cx: &Verifier, op: OpId) -> VerifyResult {
    for &region in &cx.ir.ops[op].regions {
        for &block in &cx.ir.regions[region].blocks {
            unique_symbols(cx, block)?;
        }
    }
    Ok(())
}

/// What a `cuda_tile.module` may hold of the dialect's ops: functions and
/// globals, nothing else (upstream's bytecode writer's rule and words, with
/// its remark naming the first other op: a constant or a nested module has
/// no meaning there to run or compile). Ops of other dialects, admitted by
/// `-allow-unregistered-dialect`, are left to their dialect, as upstream's
/// verifier leaves them (its debug-info rules are tested on such ops).
pub fn verify_module_body(cx: &Verifier, module: OpId) -> VerifyResult {
    let Some(body) = cx.body(module, 0) else { return Ok(()) };
    for &op in &cx.ir.blocks[body].ops {
        let allowed = cx.info(op).is_none_or(|i| i.has_trait(SimpleTrait::FunctionLike) || i.kind == crate::registry::OpKind::Global);
        if !allowed {
            let mut d = cx.op_error(module, "only function and global ops are allowed in the body");
            d.notes.push(crate::diag::Diagnostic { severity: crate::diag::Severity::Remark, location: cx.op_loc(op), message: format!("invalid op: {}", cx.name(op)), notes: Vec::new() });
            return Err(d);
        }
    }
    Ok(())
}

fn verify_symbol_uses_in(cx: &Verifier, op: OpId, table: &rustc_hash::FxHashMap<&str, OpId>) -> VerifyResult {
    let mut stack = vec![op];
    while let Some(current) = stack.pop() {
        if cx.info(current).is_some_and(|i| i.has_trait(SimpleTrait::SymbolUser)) {
            super::ops::verify_symbol_uses(cx, current, &|name| table.get(name).copied())?;
        }
        for &region in &cx.ir.ops[current].regions {
            for &block in &cx.ir.regions[region].blocks {
                stack.extend(cx.ir.blocks[block].ops.iter().rev().copied());
            }
        }
    }
    Ok(())
}

/// Dominance in the regions of `op`: in a block, a value is used after its
/// definition; a block argument or outer value is used inside its block's
/// nest. Isolated ops nested here are checked by their own call.
pub fn verify_dominance(cx: &Verifier, op: OpId) -> VerifyResult {
    let mut marks = cx.dominance_marks.borrow_mut();
    let DominanceMarks { defined, open_blocks } = &mut *marks;
    defined.resize(cx.ir.ops.len(), false);
    open_blocks.resize(cx.ir.blocks.len(), false);
    dominance_in(cx, op, defined, open_blocks)
}

/// Per-op and per-block marks of the dominance walk, shared by the isolated
/// ops of one `verify` (so a module of many functions costs no more than one).
#[derive(Default)]
pub struct DominanceMarks {
    defined: Vec<bool>,
    open_blocks: Vec<bool>,
}

fn dominance_in(cx: &Verifier, op: OpId, defined: &mut [bool], open_blocks: &mut [bool]) -> VerifyResult {
    // Explicit stack of (block, next op index) so deep nesting cannot overflow.
    let mut stack: Vec<(BlockId, usize)> = Vec::new();
    let push_regions = |op: OpId, stack: &mut Vec<(BlockId, usize)>, open: &mut [bool]| {
        for &region in cx.ir.ops[op].regions.iter().rev() {
            for &block in cx.ir.regions[region].blocks.iter().rev() {
                stack.push((block, 0));
                open[block.index()] = true;
            }
        }
    };
    push_regions(op, &mut stack, open_blocks);
    // An op with regions is defined (its results usable) once its regions
    // are done, not inside them: (op, the stack's depth below its blocks).
    let mut pending: Vec<(OpId, usize)> = Vec::new();
    // Blocks of one region are pushed together; each is opened when pushed.
    while let Some(&(block, i)) = stack.last() {
        let ops = &cx.ir.blocks[block].ops;
        if i == ops.len() {
            for &done in ops {
                defined[done.index()] = false;
            }
            open_blocks[block.index()] = false;
            stack.pop();
            if let Some(&(owner, depth)) = pending.last() {
                if stack.len() == depth {
                    defined[owner.index()] = true;
                    pending.pop();
                }
            }
            continue;
        }
        stack.last_mut().unwrap().1 += 1;
        let current = ops[i];
        for (index, &v) in cx.ir.ops[current].operands.iter().enumerate() {
            let ok = match v {
                Value::Result(def, _) => defined.get(def.index()).copied().unwrap_or(false),
                Value::Argument(b, _) => open_blocks.get(b.index()).copied().unwrap_or(false),
            };
            if !ok {
                let mut d = cx.op_error(current, format!("operand #{index} does not dominate this use"));
                if let Value::Result(def, _) = v {
                    d = d.with_boxed_note(cx.op_loc(def), "operand defined here");
                }
                return Err(d);
            }
        }
        let isolated = cx.info(current).is_some_and(|i| i.has_trait(SimpleTrait::IsolatedFromAbove));
        let depth = stack.len();
        if !isolated && !cx.ir.ops[current].regions.is_empty() {
            push_regions(current, &mut stack, open_blocks);
        }
        if stack.len() == depth {
            defined[current.index()] = true;
        } else {
            pending.push((current, depth));
        }
    }
    Ok(())
}
