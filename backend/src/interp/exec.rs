//! The execution engine: one tile block's state, the op dispatch, and the
//! running of regions.
//!
//! Each op kind has an [`ExecFn`] (chosen by [`super::ops::exec_fn`], an exhaustive match on the op kind) that reads
//! its operands from the block's value slots and writes its results there.
//! Terminators return a [`Flow`] that the op owning the region acts on
//! (`if` passes `break`, `continue` and `return` up to its loop or kernel).

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tilesmith_dialect::ir::{Ir, OpId, RegionId, Value};
use tilesmith_dialect::verify::Verified;

use super::limits::{op_costs, try_vec, Budget, Charge, OpCost, CHARGED_TILE_BYTES};
use super::memory::{AccessError, Memory};
use super::value::{RtValue, Tile};
use super::RunOptions;

/// A tile block adds its work to the launch's count in steps of this many
/// (so blocks running in parallel rarely touch the shared counter).
const WORK_FLUSH: u64 = 1 << 16;

/// Runs one op in a tile block.
pub type ExecFn = fn(&mut BlockCx<'_>, OpId) -> Result<Flow, RunError>;

/// What running an op or a region leads to.
#[derive(Debug)]
pub enum Flow {
    /// Go on with the next op.
    Next,
    /// The region ended with `yield` (or without a terminator: no values).
    Yield(Vec<RtValue>),
    /// `continue`: the next iteration of the enclosing loop, with these carried values.
    Continue(Vec<RtValue>),
    /// `break`: leave the enclosing loop with these results.
    Break(Vec<RtValue>),
    /// `return`: leave the kernel.
    Return,
}

pub use crate::shared::launch::RunError;


/// Where each SSA value of the IR lives in a block's slot vector.
pub struct Slots {
    op_base: Vec<u32>,
    block_base: Vec<u32>,
    pub count: usize,
}

impl Slots {
    pub fn new(ir: &Ir) -> Slots {
        let mut count = 0u32;
        let mut op_base = Vec::with_capacity(ir.ops.len());
        for (_, op) in ir.ops.iter() {
            op_base.push(count);
            count += op.result_types.len() as u32;
        }
        let mut block_base = Vec::with_capacity(ir.blocks.len());
        for (_, block) in ir.blocks.iter() {
            block_base.push(count);
            count += block.arguments.len() as u32;
        }
        Slots { op_base, block_base, count: count as usize }
    }

    fn index(&self, v: Value) -> usize {
        match v {
            Value::Result(op, i) => (self.op_base[op.index()] + i) as usize,
            Value::Argument(b, i) => (self.block_base[b.index()] + i) as usize,
        }
    }
}

/// What every tile block of a launch shares: the IR,
/// each op's cost, the globals' addresses, the memory, the memory budget
/// and the launch's count of work done.
pub struct Program<'a> {
    pub ir: &'a Ir,
    /// The same module as verified: typed views read required slots from it as values.
    pub verified: Verified<'a>,
    pub slots: Slots,
    costs: Vec<OpCost>,
    pub globals: HashMap<String, u64>,
    pub memory: Memory,
    pub budget: Arc<Budget>,
    pub options: RunOptions,
    pub grid: [i64; 3],
    work_done: AtomicU64,
}

impl<'a> Program<'a> {
    pub fn new(verified: Verified<'a>, memory: Memory, globals: HashMap<String, u64>, budget: Arc<Budget>, grid: [i64; 3], options: RunOptions) -> Program<'a> {
        let ir = verified.ir();
        Program { ir, verified, slots: Slots::new(ir), costs: op_costs(ir), globals, memory, budget, options, grid, work_done: AtomicU64::new(0) }
    }

    /// Adds `work` steps to the launch's count; an error past `--max-work`.
    pub fn count_work(&self, work: u64) -> Result<(), RunError> {
        let max = self.options.limits.max_work;
        let before = self.work_done.fetch_add(work, Ordering::Relaxed);
        if before.saturating_add(work) > max {
            return Err(RunError::launch(format!(
                "the launch did more than {max} steps of work over its tile blocks; it may be too large to be meant (raise the limit with --max-work)"
            )));
        }
        Ok(())
    }

}

/// The state of one tile block while it runs.
pub struct BlockCx<'a> {
    pub prog: &'a Program<'a>,
    pub ir: &'a Ir,
    /// The module as verified ([`Program::verified`]).
    pub verified: Verified<'a>,
    pub block_id: [i64; 3],
    env: Vec<Option<RtValue>>,
    /// What `print` wrote, in order.
    pub output: String,
    /// The work this tile block did, and the part not yet added to the launch's count.
    steps: u64,
    unflushed: u64,
    /// Bytes taken from the budget for the results of the op running now,
    /// which [`BlockCx::set_result`] hands to them.
    reserved: u64,
    /// Bytes of `output` charged to the budget.
    output_charged: u64,
    /// Per block running now (innermost last), the heap memory its `alloca`s
    /// took: base address and bytes charged, freed when the block ends.
    allocas: Vec<Vec<(u64, u64)>>,
}

impl<'a> BlockCx<'a> {
    /// A tile block's state; the launch counts one step for starting it.
    pub fn new(prog: &'a Program<'a>, block_id: [i64; 3]) -> Result<BlockCx<'a>, RunError> {
        let mut env = try_vec(prog.slots.count).map_err(|e| RunError::launch(format!("a tile block's values: {e}")))?;
        env.resize(prog.slots.count, None);
        Ok(BlockCx { prog, ir: prog.ir, verified: prog.verified, block_id, env, output: String::new(), steps: 0, unflushed: 1, reserved: 0, output_charged: 0, allocas: Vec::new() })
    }

    /// Adds the work not yet counted to the launch's count (at the end of
    /// the tile block, and every [`WORK_FLUSH`] steps).
    pub fn flush_work(&mut self) -> Result<(), RunError> {
        let work = std::mem::take(&mut self.unflushed);
        self.prog.count_work(work)
    }

    /// A vector with room for `n` elements, for a result of `op`: a refused
    /// allocation is an error at the op.
    pub fn alloc<T>(&self, op: OpId, n: usize) -> Result<Vec<T>, RunError> {
        try_vec(n).map_err(|e| self.error(op, format!("'{}' {e}", self.ir.op(op).name.as_str())))
    }

    /// Charges the text `print` added to the output against the budget.
    pub fn charge_output(&mut self, op: OpId) -> Result<(), RunError> {
        let now = self.output.len() as u64;
        let added = now.saturating_sub(self.output_charged);
        self.prog.budget.charge(added).map_err(|e| self.error(op, format!("the printed output: {e}")))?;
        self.output_charged = now;
        Ok(())
    }

    pub fn memory(&self) -> &'a Memory {
        &self.prog.memory
    }

    /// An error at `op`'s location in this tile block.
    pub fn error(&self, op: OpId, message: impl Into<String>) -> RunError {
        RunError { message: message.into(), location: Some(self.ir.op(op).location), tile_block: Some(self.block_id), notes: Vec::new() }
    }

    /// A memory access error at `op`.
    pub fn access_error(&self, op: OpId, e: AccessError) -> RunError {
        self.error(op, format!("'{}' made an invalid memory access: {e}", self.ir.op(op).name.as_str()))
    }

    pub fn value(&self, op: OpId, v: Value) -> Result<&RtValue, RunError> {
        self.env[self.prog.slots.index(v)].as_ref().ok_or_else(|| self.error(op, "internal error: a value was used before it was computed"))
    }

    pub fn tile(&self, op: OpId, v: Value) -> Result<Rc<Tile>, RunError> {
        match self.value(op, v)? {
            RtValue::Tile(t) => Ok(t.clone()),
            _ => Err(self.error(op, "internal error: expected a tile value")),
        }
    }

    /// The operand `v` of `op`, which the verifier guarantees to exist.
    pub fn operand(&self, op: OpId, v: Option<Value>) -> Result<Rc<Tile>, RunError> {
        let v = v.ok_or_else(|| self.error(op, "internal error: a required operand is missing"))?;
        self.tile(op, v)
    }

    pub fn set(&mut self, v: Value, value: RtValue) {
        let i = self.prog.slots.index(v);
        self.env[i] = Some(value);
    }

    /// Sets result `index` of `op` to a tile, which holds its bytes
    /// against the budget (taken before the op ran, see [`Self::run_op`]).
    pub fn set_result(&mut self, op: OpId, index: u32, mut tile: Tile) -> Result<Flow, RunError> {
        let bytes = tile.bytes();
        if bytes >= CHARGED_TILE_BYTES {
            let reserved = bytes.min(self.reserved);
            self.reserved -= reserved;
            // An op's results never take more than their types say; should
            // one, the excess is charged here.
            self.prog.budget.charge(bytes - reserved).map_err(|e| self.error(op, format!("'{}' needs {bytes} bytes for its result: {e}", self.ir.op(op).name.as_str())))?;
            tile.hold(Charge::taken(&self.prog.budget, bytes));
        }
        self.set(Value::Result(op, index), RtValue::tile(tile));
        Ok(Flow::Next)
    }

    /// Sets the results of a memory op that yields a tile and a token:
    /// result 0 to `tile` (as [`Self::set_result`]), result 1 to the token.
    pub fn set_tile_and_token(&mut self, op: OpId, tile: Tile) -> Result<Flow, RunError> {
        self.set_result(op, 0, tile)?;
        self.set(Value::Result(op, 1), RtValue::Token);
        Ok(Flow::Next)
    }

    /// The values of `values`, in order.
    pub fn values(&self, op: OpId, values: &[Value]) -> Result<Vec<RtValue>, RunError> {
        values.iter().map(|v| self.value(op, *v).cloned()).collect()
    }

    /// Runs the single block of `region` with `args` bound to its arguments.
    /// The heap memory its `alloca`s took is freed when it ends, however it ends.
    pub fn run_region(&mut self, region: RegionId, args: Vec<RtValue>) -> Result<Flow, RunError> {
        let ir = self.ir;
        let Some(&block) = ir.regions[region].blocks.first() else { return Ok(Flow::Yield(Vec::new())) };
        for (i, a) in args.into_iter().enumerate() {
            self.set(Value::Argument(block, i as u32), a);
        }
        self.allocas.push(Vec::new());
        let mut flow = Ok(Flow::Yield(Vec::new()));
        for &op in &ir.blocks[block].ops {
            match self.run_op(op) {
                Ok(Flow::Next) => {}
                other => {
                    flow = other;
                    break;
                }
            }
        }
        for (base, bytes) in self.allocas.pop().unwrap_or_default() {
            self.prog.memory.heap_free(base);
            self.prog.budget.release(bytes);
        }
        flow
    }

    /// Records heap memory an `alloca` of the block running now took.
    pub fn hold_alloca(&mut self, base: u64, bytes: u64) {
        match self.allocas.last_mut() {
            Some(frame) => frame.push((base, bytes)),
            // Outside every block (not reached: ops run inside one): freed at once, never used.
            None => {
                self.prog.memory.heap_free(base);
                self.prog.budget.release(bytes);
            }
        }
    }

    /// Runs `op` once its cost is allowed: its work within the tile
    /// block's and the launch's limits, the bytes of its results taken from
    /// the memory budget (before it allocates them).
    pub fn run_op(&mut self, op: OpId) -> Result<Flow, RunError> {
        let OpCost { work, result_bytes } = self.prog.costs.get(op.index()).copied().unwrap_or_default();
        let max_steps = self.prog.options.limits.max_steps;
        self.steps = self.steps.saturating_add(work);
        if self.steps > max_steps {
            let what = if work > max_steps { format!("'{}' alone does {work} steps of work", self.ir.op(op).name.as_str()) } else { "it may not terminate".to_string() };
            return Err(self.error(op, format!("the tile block did more than {max_steps} steps of work; {what} (raise the limit with --max-steps)")));
        }
        self.unflushed = self.unflushed.saturating_add(work);
        if self.unflushed >= WORK_FLUSH {
            self.flush_work()?;
        }
        let Some(info) = self.ir.op_info(op) else {
            return Err(self.error(op, format!("cannot run the unregistered op '{}'", self.ir.op(op).name.as_str())));
        };
        let Some(f) = super::ops::exec_fn(info.kind) else {
            return Err(self.error(op, format!("the interpreter cannot run '{}' yet", info.name)));
        };
        let reserve = if result_bytes >= CHARGED_TILE_BYTES { result_bytes } else { 0 };
        if reserve > 0 {
            self.prog.budget.charge(reserve).map_err(|e| self.error(op, format!("'{}' needs {reserve} bytes for its results: {e}", info.name)))?;
        }
        let outer = std::mem::replace(&mut self.reserved, reserve);
        let flow = f(self, op);
        let unused = std::mem::replace(&mut self.reserved, outer);
        self.prog.budget.release(unused);
        flow
    }
}

