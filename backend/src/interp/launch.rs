//! A kernel launch: finds the `entry`, checks the arguments against its
//! parameters and the globals against the memory budget, allocates buffers
//! and globals, and runs every tile block, batch after batch, so that
//! nothing it holds grows with the grid.

use std::collections::HashMap;

use rayon::prelude::*;
use tilesmith_dialect::generated::ops::core::{EntryOp, GlobalOp, ModuleOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, Ir, OpId, TypeData, TypeId};
use tilesmith_dialect::verify::Verified;

use super::exec::{BlockCx, Flow, Program, RunError};
use super::limits::Budget;
use super::memory::Memory;
use super::value::{Elem, RtValue, Tile};
use super::RunOptions;

/// What a kernel parameter takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A pointer to a buffer of this element type (`tile<ptr<f32>>`).
    Pointer(Scalar),
    /// A scalar of this type (`tile<i32>`).
    Scalar(Scalar),
}

impl std::fmt::Display for ParamKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParamKind::Pointer(s) => write!(f, "a pointer to {}", s.name()),
            ParamKind::Scalar(s) => write!(f, "a scalar {}", s.name()),
        }
    }
}

/// One launch argument.
#[derive(Clone, Debug, PartialEq)]
pub enum KernelArg {
    /// A buffer's bytes (little-endian elements of the pointee type).
    Buffer(Vec<u8>),
    /// A fresh buffer of this many zero bytes (allocated by the backend,
    /// lazily where it can).
    Zeroed(usize),
    /// A scalar's bits (low bits, in the parameter's type).
    Scalar(u64),
    /// A buffer of 64-bit words, for a `tile<ptr<i64>>` parameter, some of
    /// which are the addresses of the `buffers` given with it: how cuTile
    /// Python passes a list of arrays (one row per array: its base address,
    /// then its shape and strides). The runtime places the buffers, writes
    /// their addresses into the table, and hands back their bytes after the
    /// run ([`RunOutput::tables`]).
    Table { words: Vec<TableWord>, buffers: Vec<Vec<u8>> },
}

/// One word of a [`KernelArg::Table`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableWord {
    /// This value.
    Value(i64),
    /// The base address of the table's buffer at this index.
    AddressOf(usize),
}

/// The bytes of a table whose buffers were placed at `bases` (the runtimes
/// check every [`TableWord::AddressOf`] index against the buffers first).
pub fn table_bytes(words: &[TableWord], bases: &[u64]) -> Vec<u8> {
    words
        .iter()
        .flat_map(|w| match *w {
            TableWord::Value(v) => v.to_le_bytes(),
            TableWord::AddressOf(k) => bases[k].to_le_bytes(),
        })
        .collect()
}

impl KernelArg {
    /// The bytes of a buffer argument.
    pub fn buffer_len(&self) -> Option<usize> {
        match self {
            KernelArg::Buffer(bytes) => Some(bytes.len()),
            KernelArg::Zeroed(len) => Some(*len),
            KernelArg::Table { words, .. } => Some(words.len() * 8),
            KernelArg::Scalar(_) => None,
        }
    }
}

/// What a run leaves: each buffer argument's bytes afterwards (`None` for
/// scalar parameters), the bytes of the buffers of each table argument (empty
/// for other parameters), and what `print` wrote, tile block by tile block in
/// linear order.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOutput {
    pub buffers: Vec<Option<Vec<u8>>>,
    pub tables: Vec<Vec<Vec<u8>>>,
    pub printed: String,
}

/// Checks a table argument's shape of things: a `tile<ptr<i64>>` parameter,
/// and buffer indices that exist. The runtimes share it.
pub fn check_table(i: usize, param: ParamKind, words: &[TableWord], buffers: &[Vec<u8>]) -> Result<(), RunError> {
    if param != ParamKind::Pointer(Scalar::I64) {
        return Err(RunError::launch(format!("argument #{i}: parameter #{i} is {param}; a table of addresses goes to a pointer to i64")));
    }
    if let Some(k) = words.iter().find_map(|w| match *w {
        TableWord::AddressOf(k) if k >= buffers.len() => Some(k),
        _ => None,
    }) {
        return Err(RunError::launch(format!("argument #{i}: the table names buffer #{k}, but has {} buffer(s)", buffers.len())));
    }
    Ok(())
}

/// Every `cuda_tile.module` in the input and the ops directly in them.
fn module_ops(ir: &Ir) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = ir.top_level.iter().rev().copied().collect();
    while let Some(op) = stack.pop() {
        if EntryOp::cast(ir, op).is_some() || GlobalOp::cast(ir, op).is_some() {
            out.push(op);
            continue;
        }
        // The builtin module and cuda_tile.module hold kernels and globals.
        let regions = &ir.op(op).regions;
        if ModuleOp::cast(ir, op).is_some() || ir.op(op).name.as_str() == "builtin.module" {
            for &r in regions.iter().rev() {
                for &b in ir.regions[r].blocks.iter().rev() {
                    stack.extend(ir.blocks[b].ops.iter().rev().copied());
                }
            }
        }
    }
    out
}

fn find_entry(ir: &Ir, kernel: &str) -> Result<EntryOp, RunError> {
    let entries: Vec<EntryOp> = module_ops(ir).into_iter().filter_map(|op| EntryOp::cast(ir, op)).collect();
    if let Some(e) = entries.iter().find(|e| e.sym_name(ir) == Some(kernel)) {
        return Ok(*e);
    }
    let names: Vec<String> = entries.iter().filter_map(|e| e.sym_name(ir)).map(|n| format!("'{n}'")).collect();
    Err(RunError::launch(if names.is_empty() {
        format!("no kernel named '{kernel}': the input has no entry")
    } else {
        format!("no kernel named '{kernel}'; the input has {}", names.join(", "))
    }))
}

fn param_kind(ir: &Ir, ty: TypeId) -> Option<ParamKind> {
    let TypeData::Tile { shape, element } = ir.types.get(ty) else { return None };
    if !shape.is_empty() {
        return None;
    }
    match Elem::of_type(ir, *element)? {
        Elem::Scalar(s) => Some(ParamKind::Scalar(s)),
        Elem::Ptr(s) => Some(ParamKind::Pointer(s)),
    }
}

/// The parameters of kernel `kernel`, in order.
pub fn kernel_params(verified: Verified<'_>, kernel: &str) -> Result<Vec<ParamKind>, RunError> {
    let ir = verified.ir();
    let entry = find_entry(ir, kernel)?;
    let body = entry.body(ir).ok_or_else(|| RunError::launch("the kernel has no body"))?;
    let Some(&block) = ir.regions[body].blocks.first() else { return Ok(Vec::new()) };
    ir.blocks[block]
        .arguments
        .iter()
        .enumerate()
        .map(|(i, (ty, _))| {
            param_kind(ir, *ty).ok_or_else(|| RunError::launch(format!("parameter #{i} of '{kernel}' has a type the interpreter cannot pass")))
        })
        .collect()
}

/// What every backend checks before a launch: the kernel's entry and
/// parameters, and the scalar arguments as tiles (a buffer argument's
/// place holds a null pointer until it is allocated).
struct Checked {
    entry: EntryOp,
    params: Vec<ParamKind>,
    param_values: Vec<Tile>,
    buffer_lens: Vec<Option<usize>>,
}

/// Checks a launch exactly as [`run`] does before any tile block runs: the
/// argument count, the grid, each argument's kind and type, buffer sizes,
/// every tensor view backed by a buffer argument against that buffer, and
/// the globals against the memory budget. Nothing is allocated or copied.
/// The GPU runtime and the PTX emulator call this so every backend refuses
/// the same launches.
pub fn check_launch(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: &[KernelArg], memory_budget: u64) -> Result<(), RunError> {
    let checked = check(verified, kernel, grid, args)?;
    globals_size(verified.ir(), memory_budget)?;
    check_views(verified.ir(), &checked)
}

fn check(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: &[KernelArg]) -> Result<Checked, RunError> {
    let ir = verified.ir();
    let params = kernel_params(verified, kernel)?;
    if args.len() != params.len() {
        return Err(RunError::launch(format!("kernel '{kernel}' takes {} argument(s), {} given", params.len(), args.len())));
    }
    if let Some(d) = grid.iter().position(|&d| d < 1 || d > i32::MAX as i64) {
        return Err(RunError::launch(format!("grid dimension {} is {}; each must be between 1 and {}", ["x", "y", "z"][d], grid[d], i32::MAX)));
    }
    let mut param_values = Vec::with_capacity(params.len());
    let mut buffer_lens = Vec::with_capacity(params.len());
    for (i, (param, arg)) in params.iter().zip(args).enumerate() {
        match (param, arg) {
            (ParamKind::Pointer(s), KernelArg::Buffer(_) | KernelArg::Zeroed(_)) => {
                let len = arg.buffer_len().unwrap_or(0);
                let width = super::value::scalar_bytes(*s);
                if len % width != 0 {
                    return Err(RunError::launch(format!("argument #{i}: a buffer of {len} bytes is not a whole number of {} elements", s.name())));
                }
                buffer_lens.push(Some(len));
                param_values.push(Tile::scalar(Elem::Ptr(*s), 0));
            }
            (_, KernelArg::Table { words, buffers }) => {
                check_table(i, *param, words, buffers)?;
                buffer_lens.push(Some(words.len() * 8));
                param_values.push(Tile::scalar(Elem::Ptr(Scalar::I64), 0));
            }
            (ParamKind::Scalar(s), KernelArg::Scalar(bits)) => {
                buffer_lens.push(None);
                param_values.push(Tile::scalar(Elem::Scalar(*s), *bits));
            }
            (p, KernelArg::Buffer(_) | KernelArg::Zeroed(_)) => return Err(RunError::launch(format!("argument #{i}: parameter #{i} is {p}, but a buffer was given"))),
            (p, KernelArg::Scalar(_)) => return Err(RunError::launch(format!("argument #{i}: parameter #{i} is {p}, but a scalar was given"))),
        }
    }
    let entry = find_entry(ir, kernel)?;
    Ok(Checked { entry, params, param_values, buffer_lens })
}

fn check_views(ir: &Ir, checked: &Checked) -> Result<(), RunError> {
    super::ops::view::check_view_extents(ir, checked.entry, &checked.params, &checked.buffer_lens, &checked.param_values)
}

/// The module's globals with their values.
fn globals(ir: &Ir) -> Vec<(&str, &Attribute)> {
    module_ops(ir)
        .into_iter()
        .filter_map(|op| GlobalOp::cast(ir, op))
        .filter_map(|g| match (g.sym_name(ir), g.value(ir)) {
            (Some(name), Some(value @ Attribute::DenseElements { .. })) => Some((name, value)),
            _ => None,
        })
        .collect()
}

/// The bytes a global takes in memory, from its type.
fn global_bytes(ir: &Ir, value: &Attribute) -> u64 {
    let Attribute::DenseElements { ty, .. } = value else { return 0 };
    let width = ir.types.element(*ty).and_then(|e| Elem::of_type(ir, e)).map_or(8, Elem::bytes) as u64;
    super::limits::tile_elements(ir, *ty).unwrap_or(0).saturating_mul(width)
}

/// The bytes all globals take; an error when they exceed `memory_budget`.
fn globals_size(ir: &Ir, memory_budget: u64) -> Result<u64, RunError> {
    let all = globals(ir);
    let total = all.iter().fold(0u64, |n, (_, v)| n.saturating_add(global_bytes(ir, v)));
    if total > memory_budget {
        let largest = all.iter().max_by_key(|(_, v)| global_bytes(ir, v)).map(|(name, v)| format!(" (the largest, @{name}, takes {})", global_bytes(ir, v)));
        return Err(RunError::launch(format!(
            "the module's {} global(s) take {total} bytes{}, more than the memory budget of {memory_budget} bytes; raise it with --memory-budget",
            all.len(),
            largest.unwrap_or_default()
        )));
    }
    Ok(total)
}

/// A global's bytes in memory (little-endian elements of its type).
fn global_memory(ir: &Ir, name: &str, value: &Attribute) -> Result<Vec<u8>, RunError> {
    let failed = |e: super::limits::AllocFailed| RunError::launch(format!("global @{name}: {e}"));
    let tile = super::value::try_dense_tile(ir, value).map_err(failed)?.ok_or_else(|| RunError::launch(format!("global @{name} has a value the interpreter cannot hold")))?;
    let width = tile.elem.bytes();
    let mut bytes = super::limits::try_vec(tile.len().saturating_mul(width)).map_err(failed)?;
    for b in &tile.data {
        bytes.extend_from_slice(&b.to_le_bytes()[..width]);
    }
    Ok(bytes)
}

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
    let program = Program::new(ir, memory, globals, budget, grid, options);

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
