//! The execution engine: one tile block's state, the op dispatch, and the
//! running of regions.
//!
//! Each op kind has an [`ExecFn`] (listed in [`super::ops::table`]) that reads
//! its operands from the block's value slots and writes its results there.
//! Terminators return a [`Flow`] that the op owning the region acts on
//! (`if` passes `break`, `continue` and `return` up to its loop or kernel).

use std::collections::HashMap;
use std::rc::Rc;

use tilesmith_dialect::ir::{Ir, LocId, OpId, RegionId, Value};
use tilesmith_dialect::registry::OpInfo;

use super::memory::{AccessError, Memory};
use super::value::{RtValue, Tile};
use super::RunOptions;

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

/// A runtime failure, at the op that failed, in the tile block that ran it.
#[derive(Debug, Clone, PartialEq)]
pub struct RunError {
    pub message: String,
    pub location: Option<LocId>,
    pub tile_block: Option<[i64; 3]>,
    pub notes: Vec<String>,
}

impl RunError {
    /// An error that belongs to no op (launch arguments, the kernel's name).
    pub fn launch(message: impl Into<String>) -> RunError {
        RunError { message: message.into(), location: None, tile_block: None, notes: Vec::new() }
    }
    pub fn with_note(mut self, note: impl Into<String>) -> RunError {
        self.notes.push(note.into());
        self
    }
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)?;
        if let Some([x, y, z]) = self.tile_block {
            write!(f, " (in tile block ({x}, {y}, {z}))")?;
        }
        Ok(())
    }
}

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

/// What every tile block of a launch shares: the IR, the dispatch table,
/// the globals' addresses and the memory.
pub struct Program<'a> {
    pub ir: &'a Ir,
    pub slots: Slots,
    dispatch: HashMap<usize, ExecFn>,
    pub globals: HashMap<String, u64>,
    pub memory: Memory,
    pub options: RunOptions,
    pub grid: [i64; 3],
}

fn info_key(info: &'static OpInfo) -> usize {
    info as *const OpInfo as usize
}

impl<'a> Program<'a> {
    pub fn new(ir: &'a Ir, memory: Memory, globals: HashMap<String, u64>, grid: [i64; 3], options: RunOptions) -> Program<'a> {
        let dispatch = super::ops::table().iter().map(|(info, f)| (info_key(info), *f)).collect();
        Program { ir, slots: Slots::new(ir), dispatch, globals, memory, options, grid }
    }

    /// Whether the interpreter has an implementation of this op kind.
    pub fn can_run(&self, info: &'static OpInfo) -> bool {
        self.dispatch.contains_key(&info_key(info))
    }
}

/// The state of one tile block while it runs.
pub struct BlockCx<'a> {
    pub prog: &'a Program<'a>,
    pub ir: &'a Ir,
    pub block_id: [i64; 3],
    env: Vec<Option<RtValue>>,
    /// What `print` wrote, in order.
    pub output: String,
    steps: u64,
}

impl<'a> BlockCx<'a> {
    pub fn new(prog: &'a Program<'a>, block_id: [i64; 3]) -> BlockCx<'a> {
        BlockCx { prog, ir: prog.ir, block_id, env: vec![None; prog.slots.count], output: String::new(), steps: 0 }
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

    /// Sets result `index` of `op` to a tile.
    pub fn set_result(&mut self, op: OpId, index: u32, tile: Tile) -> Result<Flow, RunError> {
        self.set(Value::Result(op, index), RtValue::tile(tile));
        Ok(Flow::Next)
    }

    /// The values of `values`, in order.
    pub fn values(&self, op: OpId, values: &[Value]) -> Result<Vec<RtValue>, RunError> {
        values.iter().map(|v| self.value(op, *v).cloned()).collect()
    }

    /// Runs the single block of `region` with `args` bound to its arguments.
    pub fn run_region(&mut self, region: RegionId, args: Vec<RtValue>) -> Result<Flow, RunError> {
        let ir = self.ir;
        let Some(&block) = ir.regions[region].blocks.first() else { return Ok(Flow::Yield(Vec::new())) };
        for (i, a) in args.into_iter().enumerate() {
            self.set(Value::Argument(block, i as u32), a);
        }
        for &op in &ir.blocks[block].ops {
            match self.run_op(op)? {
                Flow::Next => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Yield(Vec::new()))
    }

    pub fn run_op(&mut self, op: OpId) -> Result<Flow, RunError> {
        self.steps += 1;
        if self.steps > self.prog.options.max_steps {
            return Err(self.error(op, format!("the tile block ran more than {} ops; it may not terminate (raise the limit with --max-steps)", self.prog.options.max_steps)));
        }
        let Some(info) = self.ir.op_info(op) else {
            return Err(self.error(op, format!("cannot run the unregistered op '{}'", self.ir.op(op).name.as_str())));
        };
        match self.prog.dispatch.get(&info_key(info)) {
            Some(f) => f(self, op),
            None => Err(self.error(op, format!("the interpreter cannot run '{}' yet", info.name))),
        }
    }
}
