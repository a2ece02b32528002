//! A kernel launch on the interpreter: checks it (`crate::shared::launch`),
//! allocates buffers and globals, and runs every tile block, batch after batch, so that
//! nothing it holds grows with the grid.

use std::collections::HashMap;

use rayon::prelude::*;
use tilesmith_dialect::verify::Verified;

use super::exec::{BlockCx, Flow, Program, RunError};
pub use crate::shared::launch::{check_launch, check_table, kernel_params, table_bytes, KernelArg, ParamKind, RunOutput, TableWord};
use crate::shared::launch::{check, check_views, global_memory, globals, globals_size};
use super::limits::Budget;
use super::memory::Memory;
use super::value::{RtValue, Tile};
use super::RunOptions;

/// How many tile blocks run together before their results are gathered
/// (per thread): what a launch holds at once does not grow with the grid.
const BLOCKS_PER_BATCH: u64 = 64;

/// The tile block at linear index `i` (x fastest) of `grid`.
fn block_at(grid: [i64; 3], i: u128) -> [i64; 3] {
    let (x, y) = (grid[0] as u128, grid[1] as u128);
    [(i % x) as i64, (i / x % y) as i64, (i / (x * y)) as i64]
}

/// Runs kernel `kernel` over `grid` tile blocks with `args`.
///
/// Tile blocks run in batches, in linear order (x fastest); a batch runs
/// in parallel unless asked not to. The run stops after the first batch in
/// which a tile block failed, with the error of the first failing block.
pub fn run(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, options: RunOptions) -> Result<RunOutput, RunError> {
    let ir = verified.ir();
    let mut checked = check(verified, kernel, grid, &args)?;
    let budget = Budget::new(options.limits.memory_budget);
    let globals_total = globals_size(ir, budget.limit())?;
    check_views(ir, &checked)?;
    let mut memory = Memory::new();
    let mut buffer_bases = Vec::with_capacity(args.len());
    let mut table_bases = vec![Vec::new(); args.len()];
    for (i, arg) in args.into_iter().enumerate() {
        let name = format!("argument #{i}");
        let base = match arg {
            KernelArg::Buffer(bytes) => memory.allocate(name, &bytes),
            KernelArg::Zeroed(len) => memory.allocate_zeroed(name, len),
            KernelArg::Table { words, buffers } => {
                let mut bases = Vec::with_capacity(buffers.len());
                for (k, b) in buffers.iter().enumerate() {
                    bases.push(memory.allocate(format!("buffer #{k} of the table of argument #{i}"), b).map_err(|e| RunError::launch(format!("argument #{i}, buffer #{k}: {e}")))?);
                }
                let table = memory.allocate(name, &table_bytes(&words, &bases));
                table_bases[i] = bases;
                table
            }
            KernelArg::Scalar(_) => {
                buffer_bases.push(None);
                continue;
            }
        }
        .map_err(|e| RunError::launch(format!("argument #{i}: {e}")))?;
        checked.param_values[i] = Tile::scalar(checked.param_values[i].elem, base);
        buffer_bases.push(Some(base));
    }
    budget.charge(globals_total).map_err(|e| RunError::launch(format!("the module's globals: {e}")))?;
    let mut globals = HashMap::new();
    for (name, value) in self::globals(ir) {
        let bytes = global_memory(ir, name, value)?;
        let address = memory.allocate(format!("global @{name}"), &bytes).map_err(|e| RunError::launch(format!("global @{name}: {e}")))?;
        globals.insert(name.to_string(), address);
    }
    let body = checked.entry.body(ir).ok_or_else(|| RunError::launch("the kernel has no body"))?;
    let param_values = checked.param_values;
    let program = Program::new(verified, memory, globals, budget, grid, options);

    let run_block = |id: [i64; 3]| -> Result<String, RunError> {
        let mut cx = BlockCx::new(&program, id)?;
        let flow = cx.run_region(body, param_values.iter().map(|t| RtValue::tile(t.clone())).collect())?;
        cx.flush_work()?;
        match flow {
            Flow::Yield(_) | Flow::Return | Flow::Next => Ok(std::mem::take(&mut cx.output)),
            Flow::Break(_) | Flow::Continue(_) => Err(RunError::launch("internal error: a loop exit escaped the kernel")),
        }
    };
    let total = grid.iter().map(|&d| d as u128).product::<u128>();
    let parallel = program.options.parallel;
    let batch = if parallel { BLOCKS_PER_BATCH * rayon::current_num_threads() as u64 } else { BLOCKS_PER_BATCH };
    let mut printed = String::new();
    let mut first = 0u128;
    while first < total {
        let count = (total - first).min(batch as u128) as u64;
        let outputs: Vec<Result<String, RunError>> = if parallel {
            (0..count).into_par_iter().map(|k| run_block(block_at(grid, first + k as u128))).collect()
        } else {
            (0..count).map(|k| run_block(block_at(grid, first + k as u128))).collect()
        };
        for out in outputs {
            printed.push_str(&out?);
        }
        first += count as u128;
    }
    let mut buffers = Vec::with_capacity(buffer_bases.len());
    for (i, base) in buffer_bases.iter().enumerate() {
        buffers.push(match base.and_then(|b| program.memory.buffer(b)) {
            Some(buffer) => Some(buffer.to_bytes().map_err(|e| RunError::launch(format!("argument #{i} after the run: {e}")))?),
            None => None,
        });
    }
    let mut tables = Vec::with_capacity(table_bases.len());
    for (i, bases) in table_bases.iter().enumerate() {
        let mut table = Vec::with_capacity(bases.len());
        for (k, &b) in bases.iter().enumerate() {
            let bytes = program.memory.buffer(b).map(|buffer| buffer.to_bytes()).transpose().map_err(|e| RunError::launch(format!("argument #{i}, buffer #{k} after the run: {e}")))?;
            table.push(bytes.unwrap_or_default());
        }
        tables.push(table);
    }
    Ok(RunOutput { buffers, tables, printed })
}
