//! `prefetch-loads`: the tile loads of a matrix-product loop fetch one
//! iteration ahead, so that a load's memory latency overlaps the previous
//! iteration's products instead of stalling its own.
//!
//! ```text
//! for %i in (%lb to %ub, step %s) iter_values(%acc = %c) {
//!   %a, %t = load_view_tko weak %view[%x, %i] token = %tok
//!   %next = mmaf %a, %b, %acc
//!   continue %next
//! }
//! ```
//!
//! becomes
//!
//! ```text
//! %a0, %t0 = load_view_tko weak %view[%x, %lb] token = %tok
//! for %i in (%lb to %ub, step %s) iter_values(%acc = %c, %a = %a0) {
//!   %i1 = addi %i, %s
//!   %a1, %t1 = load_view_tko weak %view[%x, %i1] token = %tok
//!   %next = mmaf %a, %b, %acc
//!   continue %next, %a1
//! }
//! ```
//!
//! The meaning is kept because a view load of a tile outside the index space
//! is defined (its elements are the padding, or unspecified without one, and
//! it touches no memory): the load before a loop that does not run, and the
//! load for the iteration after the last (or past a wrapped index), read
//! values that are never used. A load qualifies when it is a direct child of
//! the loop's body, `weak`, without `inbounds` (which would make those extra
//! loads undefined), its token and its view made outside the loop (or the
//! view by a `make_partition_view` of the body whose operands are), its
//! indices the induction variable or values from outside, at least one of
//! them the induction variable, and its result token unused. The loop must
//! hold a `mmaf` or `mmai`, end its body with its only `continue`, and
//! write no memory anywhere inside (every op pure, without memory effects,
//! a load, or a terminator), so no load moves past a store.
//!
//! The PTX backend runs it before lowering when asked
//! (`ptx::ModuleOptions::prefetch`, `tilesmith ptx --prefetch`).

use std::collections::HashMap;

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::generated::enums::MemoryOrderingSemantics;
use tilesmith_dialect::generated::ops::control_flow::ForOp;
use tilesmith_dialect::generated::ops::integer::AddiOp;
use tilesmith_dialect::generated::ops::view::LoadViewTkoOp;
use tilesmith_dialect::ir::{BlockId, Ir, OpId, Value};
use tilesmith_dialect::registry::{OpKind, SimpleTrait};

use crate::{Anchor, Pass, PassOptions};

pub static PREFETCH_LOADS: Pass = Pass {
    name: "prefetch-loads",
    summary: "Load the tiles of a matrix-product loop one iteration ahead (software pipelining)",
    anchor: Anchor::Function,
    options: &[],
    test_only: false,
    run,
};

fn run(ir: &mut Ir, func: OpId, _: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    prefetch_loads(ir, func);
    Ok(())
}

/// Rewrites the loops inside `op`; returns how many loads now fetch ahead.
pub fn prefetch_loads(ir: &mut Ir, op: OpId) -> usize {
    let loops: Vec<OpId> = ir.nested_ops(op).into_iter().filter(|&o| ir.kind(o) == Some(OpKind::For)).collect();
    loops.into_iter().map(|f| prefetch_loop(ir, f)).sum()
}

/// The body block of `for` op `f`.
fn body(ir: &Ir, f: OpId) -> Option<BlockId> {
    let region = ForOp(f).region(ir)?;
    ir.regions[region].blocks.first().copied()
}

/// Whether `v` is defined outside op `f`.
fn outside(ir: &Ir, f: OpId, v: Value) -> bool {
    let op = match v {
        Value::Result(op, _) => Some(op),
        Value::Argument(block, _) => ir.blocks[block].parent.and_then(|r| ir.regions[r].parent),
    };
    op.is_none_or(|o| o != f && !ir.is_within(o, f))
}

/// Whether loop `f` may have its loads moved: it multiplies matrices,
/// writes no memory, and leaves each iteration only by its body's final
/// `continue`.
fn loop_qualifies(ir: &Ir, f: OpId, block: BlockId) -> bool {
    let nested = ir.nested_ops(f);
    let product = nested.iter().any(|&o| matches!(ir.kind(o), Some(OpKind::Mmaf | OpKind::Mmai)));
    let last = ir.blocks[block].ops.last().copied();
    let only_continue = last.is_some_and(|t| ir.kind(t) == Some(OpKind::Continue))
        && nested.iter().all(|&o| !matches!(ir.kind(o), Some(OpKind::Continue | OpKind::Break)) || Some(o) == last || encloses_loop(ir, f, o));
    let no_writes = nested.iter().all(|&o| {
        matches!(ir.kind(o), Some(OpKind::LoadViewTko | OpKind::LoadPtrTko))
            || ir.op_info(o).is_some_and(|i| {
                [SimpleTrait::Pure, SimpleTrait::NoMemoryEffect, SimpleTrait::RecursiveMemoryEffects, SimpleTrait::Terminator].iter().any(|&t| i.has_trait(t))
            })
    });
    product && only_continue && no_writes
}

/// Whether terminator `o`, nested in loop `f`, belongs to a loop inside `f`.
fn encloses_loop(ir: &Ir, f: OpId, o: OpId) -> bool {
    let mut at = o;
    while let Some(parent) = ir.op(at).parent.and_then(|b| ir.blocks[b].parent).and_then(|r| ir.regions[r].parent) {
        if parent == f {
            return false;
        }
        if matches!(ir.kind(parent), Some(OpKind::For | OpKind::Loop)) {
            return true;
        }
        at = parent;
    }
    false
}

/// The next load of `f`'s body that can fetch ahead, and the op making its
/// view in the body, if any.
fn candidate(ir: &Ir, f: OpId, block: BlockId) -> Option<(OpId, Option<OpId>)> {
    let iv = Value::Argument(block, 0);
    ir.blocks[block].ops.iter().find_map(|&o| {
        let load = LoadViewTkoOp::cast(ir, o)?;
        let weak = load.memory_ordering_semantics(ir) == Some(MemoryOrderingSemantics::Weak);
        let inbounds = load.inbounds(ir).is_some_and(|b| b.iter().any(|&x| x));
        let token = load.token(ir).is_none_or(|t| outside(ir, f, t));
        let index = load.index(ir);
        let indices = index.iter().all(|&v| v == iv || outside(ir, f, v)) && index.contains(&iv);
        let result_token = load.result_token(ir)?;
        let token_unused = ir.uses_in(f, result_token).is_empty();
        let view = load.view(ir)?;
        let view_op = if outside(ir, f, view) {
            None
        } else {
            let Value::Result(p, _) = view else { return None };
            let made_here = ir.kind(p) == Some(OpKind::MakePartitionView) && ir.op(p).parent == Some(block);
            if !made_here || !ir.op(p).operands.iter().all(|&v| outside(ir, f, v)) {
                return None;
            }
            Some(p)
        };
        (weak && !inbounds && token && indices && token_unused).then_some((o, view_op))
    })
}

/// Makes the eligible loads of loop `f` fetch ahead; how many.
fn prefetch_loop(ir: &mut Ir, f: OpId) -> usize {
    let Some(block) = body(ir, f) else { return 0 };
    if !loop_qualifies(ir, f, block) {
        return 0;
    }
    let (Some(lower), Some(step)) = (ForOp(f).lower_bound(&*ir), ForOp(f).step(&*ir)) else { return 0 };
    let iv = Value::Argument(block, 0);
    let mut moved = 0;
    let mut next_index = None;
    while let Some((load, view_op)) = candidate(ir, f, block) {
        let location = ir.op(load).location;
        let tile = Value::Result(load, 0);
        let tile_type = ir.value_type(tile);
        // Before the loop: the first iteration's tile.
        let mut first = HashMap::from([(iv, lower)]);
        if let Some(p) = view_op {
            let view = ir.clone_op(p, &mut HashMap::new());
            ir.insert_before(f, view);
            first.insert(Value::Result(p, 0), Value::Result(view, 0));
        }
        let prologue = ir.clone_op(load, &mut first);
        ir.insert_before(f, prologue);
        // In the body: the next iteration's tile, where the load was (the
        // next index made once, at the top of the body).
        let index = *next_index.get_or_insert_with(|| {
            let iv_type = ir.value_type(iv);
            let add = AddiOp::build(ir, location, iv, step, None, iv_type).0;
            ir.insert_at(block, 0, add);
            Value::Result(add, 0)
        });
        let next = ir.clone_op(load, &mut HashMap::from([(iv, index)]));
        ir.insert_before(load, next);
        // The tile is carried: an init value, a body argument, a result.
        let op = ir.op_mut(f);
        op.operands.push(Value::Result(prologue, 0));
        if let Some(segments) = op.operand_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += 1;
        }
        op.result_types.push(tile_type);
        if let Some(segments) = op.result_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += 1;
        }
        ir.blocks[block].arguments.push((tile_type, location));
        let carried = Value::Argument(block, (ir.blocks[block].arguments.len() - 1) as u32);
        ir.replace_uses_in(f, tile, carried);
        let Some(&terminator) = ir.blocks[block].ops.last() else { return moved };
        let terminator = ir.op_mut(terminator);
        terminator.operands.push(Value::Result(next, 0));
        if let Some(segments) = terminator.operand_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += 1;
        }
        ir.detach(load);
        moved += 1;
    }
    moved
}
