//! Hand-written verifiers of the control flow ops (spec group `control_flow`):
//! where `break`, `continue` and `return` may appear and what they carry,
//! what the branches of `if` yield, and the loop-carried values of `for` and
//! `loop`.

use crate::registry::OpKind;
use crate::diag::DiagLoc;
use crate::ir::{OpId, TypeData, TypeId};
use crate::verify::{Verifier, VerifyResult, WithNote};

/// A type list as MLIR streams one into a diagnostic: each quoted, comma separated.
pub(crate) fn type_list(cx: &Verifier, types: impl IntoIterator<Item = TypeId>) -> String {
    types.into_iter().map(|t| format!("'{}'", cx.type_str(t))).collect::<Vec<_>>().join(", ")
}

fn operand_types(cx: &Verifier, op: OpId) -> Vec<TypeId> {
    cx.operands(op).iter().map(|v| cx.ty(*v)).collect()
}

/// `break` and `continue` leave the nearest enclosing loop of one of `loops`,
/// possibly from inside `if`s, and nothing else may stand in between.
fn verify_early_exit(cx: &Verifier, op: OpId, loops: &[OpKind]) -> VerifyResult {
    let mut current = op;
    // Each step goes one op up; the depth of the nest bounds the walk.
    for _ in 0..=cx.ir.ops.len() {
        let parent = cx.ir.parent_op(current);
        if let Some(p) = parent {
            if loops.iter().any(|&l| cx.is(p, l)) {
                return Ok(());
            }
            if cx.is(p, OpKind::If) {
                current = p;
                continue;
            }
        }
        let chain: Vec<String> = loops.iter().chain(std::iter::once(&OpKind::If)).map(|k| format!("'{}'", k.name())).collect();
        let loc = parent.map_or(DiagLoc::Unknown, |p| cx.op_loc(p));
        return Err(cx
            .op_error(op, format!("can only be nested within a ancestor chain of {} operations", chain.join(", ")))
            .with_boxed_note(loc, "see unexpected ancestor operation"));
    }
    Ok(())
}

/// The nearest op above `op` that is one of `kinds`.
fn nearest_ancestor(cx: &Verifier, op: OpId, kinds: &[OpKind]) -> Option<OpId> {
    let mut current = op;
    for _ in 0..=cx.ir.ops.len() {
        let p = cx.ir.parent_op(current)?;
        if kinds.iter().any(|&k| cx.is(p, k)) {
            return Some(p);
        }
        current = p;
    }
    None
}

/// `cuda_tile.break`.
pub fn verify_break(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_early_exit(cx, op, &[OpKind::Loop])?;
    let Some(parent_loop) = nearest_ancestor(cx, op, &[OpKind::Loop]) else { return Ok(()) };
    let carried = operand_types(cx, op);
    let results = cx.result_types(parent_loop);
    if carried.as_slice() != results {
        return cx.fail(
            op,
            format!("operand types must correspond to the parent loop result types: ({}) vs ({})", type_list(cx, carried), type_list(cx, results.iter().copied())),
        );
    }
    Ok(())
}

/// `cuda_tile.continue`.
pub fn verify_continue(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_early_exit(cx, op, &[OpKind::For, OpKind::Loop])?;
    let Some(parent_loop) = nearest_ancestor(cx, op, &[OpKind::For, OpKind::Loop]) else { return Ok(()) };
    let carried = operand_types(cx, op);
    if cx.is(parent_loop, OpKind::Loop) {
        let inits = operand_types(cx, parent_loop);
        if carried != inits {
            return Err(cx.error(
                op,
                format!(
                    "`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ({}), but found: ({})",
                    type_list(cx, inits),
                    type_list(cx, carried)
                ),
            ));
        }
    } else {
        let results = cx.result_types(parent_loop);
        if carried.as_slice() != results {
            return Err(cx.error(
                op,
                format!(
                    "`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ({}), but found: ({})",
                    type_list(cx, results.iter().copied()),
                    type_list(cx, carried)
                ),
            ));
        }
    }
    Ok(())
}

fn is_tensor_view(cx: &Verifier, t: TypeId) -> bool {
    matches!(cx.ir.types.get(t), TypeData::TensorView { .. })
}

fn is_tile_view(cx: &Verifier, t: TypeId) -> bool {
    cx.ir.types.implements(t, "TileView")
}

/// The loop-carried values of `for` and `loop`: as many region values as
/// inits, of the same types, and no views carried or returned.
fn verify_iter_values(cx: &Verifier, op: OpId, inits: &[TypeId], iter_values: &[TypeId]) -> VerifyResult {
    if iter_values.len() != inits.len() {
        return cx.fail(op, format!("mismatch in number of region iterator values and loop iterator inits: {} vs {}", iter_values.len(), inits.len()));
    }
    for (i, (&init, &iter)) in inits.iter().zip(iter_values).enumerate() {
        if is_tensor_view(cx, iter) {
            return cx.fail(op, format!("loop-carried value {i} is a tensor_view, which is not supported"));
        }
        if is_tile_view(cx, iter) {
            return cx.fail(op, format!("loop-carried value {i} is a tile view, which is not supported"));
        }
        if init != iter {
            return cx.fail(op, format!("init value {i} and region iter_value {i} have different type: '{}' != '{}'", cx.type_str(init), cx.type_str(iter)));
        }
    }
    for (i, &t) in cx.result_types(op).iter().enumerate() {
        if is_tensor_view(cx, t) {
            return cx.fail(op, format!("result type {i} is a tensor_view, which is not supported"));
        }
        if is_tile_view(cx, t) {
            return cx.fail(op, format!("result type {i} is a tile view, which is not supported"));
        }
    }
    Ok(())
}

fn body_argument_types(cx: &Verifier, op: OpId) -> Vec<TypeId> {
    cx.body(op, 0).map(|b| cx.ir.blocks[b].arguments.iter().map(|(t, _)| *t).collect()).unwrap_or_default()
}

/// `cuda_tile.for`, after the ops in its regions.
pub fn verify_for_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let args = body_argument_types(cx, op);
    let Some((&induction, iter_values)) = args.split_first() else {
        return cx.fail(op, "expected at least one block argument for induction variable");
    };
    let operands = operand_types(cx, op);
    let Some(&lower) = operands.first() else { return Ok(()) };
    if induction != lower {
        return cx.fail(op, format!("expected induction variable to be same type as bounds and step: '{}' vs '{}'", cx.type_str(induction), cx.type_str(lower)));
    }
    let inits = operands.get(3..).unwrap_or(&[]);
    verify_iter_values(cx, op, inits, iter_values)
}

/// `cuda_tile.if`.
pub fn verify_if(cx: &Verifier, op: OpId) -> VerifyResult {
    let results = cx.result_types(op);
    let has_results = !results.is_empty();
    for (i, &t) in results.iter().enumerate() {
        if is_tensor_view(cx, t) {
            return cx.fail(op, format!("result type {i} is a tensor_view, which is not supported"));
        }
        if is_tile_view(cx, t) {
            return cx.fail(op, format!("result type {i} is a tile view, which is not supported"));
        }
    }
    // A branch ending in `yield` must yield exactly the op's result types;
    // one ending in another terminator leaves the `if` and is not checked here.
    let check_branch = |block: crate::ir::BlockId, name: &str| -> VerifyResult {
        let Some(last) = cx.terminator(block) else { return Ok(()) };
        if !cx.is(last, OpKind::Yield) {
            return Ok(());
        }
        let yielded = operand_types(cx, last);
        if has_results && yielded.is_empty() {
            return cx.fail(op, format!("has return type of {} but {name} branch does not yield anything", type_list(cx, results.iter().copied())));
        }
        if !has_results && !yielded.is_empty() {
            return cx.fail(op, format!("does not return a value, but {name} branch yields {}", type_list(cx, yielded)));
        }
        if yielded.as_slice() != results {
            return cx.fail(
                op,
                format!("type does not match yield type, {name} branch yields {} but op result type is {}", type_list(cx, yielded), type_list(cx, results.iter().copied())),
            );
        }
        Ok(())
    };
    let Some(then_block) = cx.body(op, 0) else {
        return cx.fail(op, "must define then branch");
    };
    check_branch(then_block, "then")?;
    match cx.body(op, 1) {
        Some(else_block) => check_branch(else_block, "else"),
        None if has_results => cx.fail(op, "has non-empty return type, must define else branch"),
        None => Ok(()),
    }
}

/// `cuda_tile.loop`, after the ops in its regions.
pub fn verify_loop_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    let inits = operand_types(cx, op);
    let iter_values = body_argument_types(cx, op);
    verify_iter_values(cx, op, &inits, &iter_values)
}

/// The name and signature of a function-like op (`entry`, `testing$func`).
fn function_signature<'a>(cx: &Verifier<'a>, func: OpId) -> (&'a str, &'a [TypeId]) {
    let name = cx.ir.symbol_name(func).unwrap_or("");
    let results = cx.ir.signature(func).map_or(&[][..], |(_, results)| results);
    (name, results)
}

/// `cuda_tile.return`.
pub fn verify_return(cx: &Verifier, op: OpId) -> VerifyResult {
    let returned = operand_types(cx, op);
    let mut current = op;
    for _ in 0..=cx.ir.ops.len() {
        let parent = cx.ir.parent_op(current);
        match parent {
            Some(p) if cx.is(p, OpKind::If) => {
                current = p;
                continue;
            }
            Some(p) if cx.is(p, OpKind::Entry) => {
                let (name, results) = function_signature(cx, p);
                if returned.len() != results.len() {
                    return cx.fail(op, format!("has {} operands, but enclosing function (@{name}) returns {}", returned.len(), results.len()));
                }
                if !returned.is_empty() {
                    return cx.fail(op, format!("has {} operands, but entry function must return 0 operands", returned.len()));
                }
                return Ok(());
            }
            Some(p) if cx.is(p, OpKind::TestingFunc) => {
                let (name, results) = function_signature(cx, p);
                if returned.len() != results.len() {
                    return cx.fail(op, format!("has {} operands, but enclosing function (@{name}) returns {}", returned.len(), results.len()));
                }
                for (i, (&got, &want)) in returned.iter().zip(results).enumerate() {
                    if got != want {
                        return Err(cx.error(
                            op,
                            format!("type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}", cx.type_str(got), cx.type_str(want)),
                        ));
                    }
                }
                return Ok(());
            }
            _ => return cx.fail(op, "must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation"),
        }
    }
    Ok(())
}
