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
//! With `distance=D` (default 1) each load fetches `D` iterations ahead:
//! the first `D` tiles are loaded before the loop (stage by stage: every
//! load's first tile, then every load's second, so the earliest tile is
//! the earliest loaded), the loop carries `D` tiles per load, and each
//! iteration loads the tile of iteration `i + D s` (its index `D` additions
//! of the step, wrapping as the loop's own increment does), passing the
//! carried tiles down by one:
//!
//! ```text
//! %a0 = load_view_tko weak %view[%x, %lb] token = %tok
//! %lb1 = addi %lb, %s
//! %a1 = load_view_tko weak %view[%x, %lb1] token = %tok
//! for %i in (%lb to %ub, step %s) iter_values(%acc = %c, %a = %a0, %an = %a1) {
//!   %i1 = addi %i, %s
//!   %i2 = addi %i1, %s
//!   %a2 = load_view_tko weak %view[%x, %i2] token = %tok
//!   %next = mmaf %a, %b, %acc
//!   continue %next, %an, %a2
//! }
//! ```
//!
//! The PTX backend runs it before lowering when asked
//! (`ptx::ModuleOptions::prefetch` and `prefetch_distance`, `tilesmith ptx
//! --prefetch`, `--prefetch-distance D`).

use std::collections::HashMap;

use tilesmith_dialect::diag::{resolve_location, Diagnostic};
use tilesmith_dialect::generated::enums::MemoryOrderingSemantics;
use tilesmith_dialect::generated::ops::control_flow::ForOp;
use tilesmith_dialect::generated::ops::integer::AddiOp;
use tilesmith_dialect::generated::ops::view::LoadViewTkoOp;
use tilesmith_dialect::ir::{BlockId, Ir, OpId, Value};
use tilesmith_dialect::registry::{OpKind, SimpleTrait};

use crate::{Anchor, OptionInfo, OptionKind, Pass, PassOptions};

pub static PREFETCH_LOADS: Pass = Pass {
    name: "prefetch-loads",
    summary: "Load the tiles of a matrix-product loop one or more iterations ahead (software pipelining)",
    anchor: Anchor::Function,
    options: &[OptionInfo {
        name: "distance",
        kind: OptionKind::I32,
        default: "1",
        help: "how many iterations ahead each tile is loaded (1 to 8)",
    }],
    test_only: false,
    run,
};

/// The most iterations ahead a load may fetch: each iteration ahead is one
/// more tile a load carries.
pub const MAX_DISTANCE: u32 = 8;

fn run(ir: &mut Ir, func: OpId, options: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    let at = || resolve_location(ir, ir.op(func).location);
    let distance = options.get_int(&PREFETCH_LOADS, "distance").map_err(|e| vec![Diagnostic::error(at(), e)])?;
    let distance = u32::try_from(distance)
        .ok()
        .filter(|d| (1..=MAX_DISTANCE).contains(d))
        .ok_or_else(|| vec![Diagnostic::error(at(), format!("option 'distance' of pass 'prefetch-loads' takes 1 to {MAX_DISTANCE}, not {distance}"))])?;
    prefetch_loads(ir, func, distance);
    Ok(())
}

/// Rewrites the loops inside `op` to load `distance` iterations ahead
/// (1 to [`MAX_DISTANCE`]); returns how many loads now fetch ahead.
pub fn prefetch_loads(ir: &mut Ir, op: OpId, distance: u32) -> usize {
    let loops: Vec<OpId> = ir.nested_ops(op).into_iter().filter(|&o| ir.kind(o) == Some(OpKind::For)).collect();
    loops.into_iter().map(|f| prefetch_loop(ir, f, distance.clamp(1, MAX_DISTANCE))).sum()
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

/// Makes the eligible loads of loop `f` fetch `distance` iterations
/// ahead; how many.
fn prefetch_loop(ir: &mut Ir, f: OpId, distance: u32) -> usize {
    let Some(block) = body(ir, f) else { return 0 };
    if !loop_qualifies(ir, f, block) {
        return 0;
    }
    let (Some(lower), Some(step)) = (ForOp(f).lower_bound(&*ir), ForOp(f).step(&*ir)) else { return 0 };
    let iv = Value::Argument(block, 0);
    let stages = distance as usize;
    let mut moved = 0;
    // The indices of the tiles loaded before the loop (the lower bound,
    // then a step more each), and that of the tile each iteration loads
    // (the induction variable and `distance` steps), made once.
    let mut first_indices: Option<Vec<Value>> = None;
    let mut next_index = None;
    // Per load, what goes before the loop: the view it is made again
    // from (if any), and its tiles by stage; inserted stage by stage below.
    let mut prologues: Vec<(Option<OpId>, Vec<OpId>)> = Vec::new();
    while let Some((load, view_op)) = candidate(ir, f, block) {
        let location = ir.op(load).location;
        let tile = Value::Result(load, 0);
        let tile_type = ir.value_type(tile);
        let indices = first_indices
            .get_or_insert_with(|| {
                let iv_type = ir.value_type(iv);
                let mut indices = vec![lower];
                for _ in 1..stages {
                    let previous = *indices.last().unwrap_or(&lower);
                    let add = AddiOp::build(ir, location, previous, step, None, iv_type).0;
                    ir.insert_before(f, add);
                    indices.push(Value::Result(add, 0));
                }
                indices
            })
            .clone();
        // Before the loop: the first iterations' tiles.
        let view = view_op.map(|p| (p, ir.clone_op(p, &mut HashMap::new())));
        let tiles = indices
            .iter()
            .map(|&index| {
                let mut map = HashMap::from([(iv, index)]);
                if let Some((p, v)) = view {
                    map.insert(Value::Result(p, 0), Value::Result(v, 0));
                }
                ir.clone_op(load, &mut map)
            })
            .collect::<Vec<_>>();
        prologues.push((view.map(|(_, v)| v), tiles.clone()));
        // In the body: the tile `distance` iterations on, where the load
        // was (its index made once, at the top of the body).
        let index = *next_index.get_or_insert_with(|| {
            let iv_type = ir.value_type(iv);
            let mut at = iv;
            for k in 0..stages {
                let add = AddiOp::build(ir, location, at, step, None, iv_type).0;
                ir.insert_at(block, k, add);
                at = Value::Result(add, 0);
            }
            at
        });
        let next = ir.clone_op(load, &mut HashMap::from([(iv, index)]));
        ir.insert_before(load, next);
        // The tiles are carried: per stage an init value, a body argument,
        // a result; the product takes the first, and the continue passes
        // each on to the one before it, the new tile to the last.
        let first_argument = ir.blocks[block].arguments.len() as u32;
        let op = ir.op_mut(f);
        op.operands.extend(tiles.iter().map(|&t| Value::Result(t, 0)));
        if let Some(segments) = op.operand_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += distance;
        }
        op.result_types.extend(std::iter::repeat_n(tile_type, stages));
        if let Some(segments) = op.result_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += distance;
        }
        ir.blocks[block].arguments.extend(std::iter::repeat_n((tile_type, location), stages));
        ir.replace_uses_in(f, tile, Value::Argument(block, first_argument));
        let Some(&terminator) = ir.blocks[block].ops.last() else { return moved };
        let terminator = ir.op_mut(terminator);
        terminator.operands.extend((1..distance).map(|k| Value::Argument(block, first_argument + k)));
        terminator.operands.push(Value::Result(next, 0));
        if let Some(segments) = terminator.operand_segments.as_mut().and_then(|s| s.last_mut()) {
            *segments += distance;
        }
        ir.detach(load);
        moved += 1;
    }
    // Stage by stage: each load's view with its first tile, then every
    // load's second tile, and so on.
    for stage in 0..stages {
        for (view, tiles) in &prologues {
            if let Some(v) = view.filter(|_| stage == 0) {
                ir.insert_before(f, v);
            }
            ir.insert_before(f, tiles[stage]);
        }
    }
    moved
}
