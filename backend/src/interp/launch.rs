//! A kernel launch: finds the `entry`, checks the arguments against its
//! parameters, allocates buffers and globals, and runs every tile block.

use std::collections::HashMap;

use rayon::prelude::*;
use tilesmith_dialect::generated::ops::core::{EntryOp, GlobalOp, ModuleOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, Ir, OpId, TypeData, TypeId};
use tilesmith_dialect::verify::Verified;

use super::exec::{BlockCx, Flow, Program, RunError};
use super::memory::Memory;
use super::value::{dense_tile, Elem, RtValue, Tile};
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

/// The launch state every backend checks before running: the arguments in
/// the interpreter's memory, and the kernel's entry.
struct Prepared {
    memory: Memory,
    globals: HashMap<String, u64>,
    param_values: Vec<Tile>,
    buffer_bases: Vec<Option<u64>>,
    /// Per parameter, where the buffers of its table are (empty for others).
    table_bases: Vec<Vec<u64>>,
    entry: EntryOp,
}

/// Checks a launch exactly as [`run`] does before any tile block runs: the
/// argument count, the grid, each argument's kind and type, buffer sizes,
/// and every tensor view backed by a buffer argument against that buffer.
/// The GPU runtime calls this so both backends refuse the same launches.
pub fn check_launch(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: &[KernelArg]) -> Result<(), RunError> {
    prepare(verified, kernel, grid, args.to_vec()).map(|_| ())
}

fn prepare(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>) -> Result<Prepared, RunError> {
    let ir = verified.ir();
    let params = kernel_params(verified, kernel)?;
    if args.len() != params.len() {
        return Err(RunError::launch(format!("kernel '{kernel}' takes {} argument(s), {} given", params.len(), args.len())));
    }
    if let Some(d) = grid.iter().position(|&d| d < 1 || d > i32::MAX as i64) {
        return Err(RunError::launch(format!("grid dimension {} is {}; each must be between 1 and {}", ["x", "y", "z"][d], grid[d], i32::MAX)));
    }
    let mut memory = Memory::new();
    let mut param_values = Vec::new();
    let mut buffer_bases = Vec::new();
    let mut table_bases = vec![Vec::new(); params.len()];
    for (i, (param, arg)) in params.iter().zip(args).enumerate() {
        match (param, arg) {
            (_, KernelArg::Table { words, buffers }) => {
                check_table(i, *param, &words, &buffers)?;
                let bases: Vec<u64> = buffers.iter().enumerate().map(|(k, b)| memory.allocate(format!("buffer #{k} of the table of argument #{i}"), b)).collect();
                let base = memory.allocate(format!("argument #{i}"), &table_bytes(&words, &bases));
                table_bases[i] = bases;
                buffer_bases.push(Some(base));
                param_values.push(Tile::scalar(Elem::Ptr(Scalar::I64), base));
            }
            (ParamKind::Pointer(s), KernelArg::Buffer(bytes)) => {
                let width = super::value::scalar_bytes(*s);
                if bytes.len() % width != 0 {
                    return Err(RunError::launch(format!("argument #{i}: a buffer of {} bytes is not a whole number of {} elements", bytes.len(), s.name())));
                }
                let base = memory.allocate(format!("argument #{i}"), &bytes);
                buffer_bases.push(Some(base));
                param_values.push(Tile::scalar(Elem::Ptr(*s), base));
            }
            (ParamKind::Scalar(s), KernelArg::Scalar(bits)) => {
                buffer_bases.push(None);
                param_values.push(Tile::scalar(Elem::Scalar(*s), bits));
            }
            (p, KernelArg::Buffer(_)) => return Err(RunError::launch(format!("argument #{i}: parameter #{i} is {p}, but a buffer was given"))),
            (p, KernelArg::Scalar(_)) => return Err(RunError::launch(format!("argument #{i}: parameter #{i} is {p}, but a scalar was given"))),
        }
    }
    let mut globals = HashMap::new();
    for op in module_ops(ir) {
        let Some(g) = GlobalOp::cast(ir, op) else { continue };
        let (Some(name), Some(value @ Attribute::DenseElements { .. })) = (g.sym_name(ir), g.value(ir)) else { continue };
        let tile = dense_tile(ir, value).ok_or_else(|| RunError::launch(format!("global @{name} has a value the interpreter cannot hold")))?;
        let width = tile.elem.bytes();
        let bytes: Vec<u8> = tile.data.iter().flat_map(|b| b.to_le_bytes()[..width].to_vec()).collect();
        globals.insert(name.to_string(), memory.allocate(format!("global @{name}"), &bytes));
    }
    let entry = find_entry(ir, kernel)?;
    super::ops::view::check_view_extents(ir, entry, &params, &buffer_bases, &param_values, &memory)?;
    Ok(Prepared { memory, globals, param_values, buffer_bases, table_bases, entry })
}

/// Runs kernel `kernel` over `grid` tile blocks with `args`.
pub fn run(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, options: RunOptions) -> Result<RunOutput, RunError> {
    let ir = verified.ir();
    let Prepared { memory, globals, param_values, buffer_bases, table_bases, entry } = prepare(verified, kernel, grid, args)?;
    let body = entry.body(ir).ok_or_else(|| RunError::launch("the kernel has no body"))?;
    let program = Program::new(ir, memory, globals, grid, options);

    let blocks: Vec<[i64; 3]> = (0..grid[2]).flat_map(|z| (0..grid[1]).flat_map(move |y| (0..grid[0]).map(move |x| [x, y, z]))).collect();
    let run_block = |id: &[i64; 3]| -> Result<String, RunError> {
        let mut cx = BlockCx::new(&program, *id);
        match cx.run_region(body, param_values.iter().map(|t| RtValue::tile(t.clone())).collect())? {
            Flow::Yield(_) | Flow::Return | Flow::Next => Ok(cx.output),
            Flow::Break(_) | Flow::Continue(_) => Err(RunError::launch("internal error: a loop exit escaped the kernel")),
        }
    };
    let outputs: Vec<Result<String, RunError>> =
        if program.options.parallel { blocks.par_iter().map(&run_block).collect() } else { blocks.iter().map(run_block).collect() };
    let mut printed = String::new();
    for out in outputs {
        printed.push_str(&out?);
    }
    let bytes_at = |base: u64| program.memory.buffer(base).map(|b| b.to_bytes()).unwrap_or_default();
    let buffers = buffer_bases.iter().map(|b| b.map(bytes_at)).collect();
    let tables = table_bases.iter().map(|bases| bases.iter().map(|&b| bytes_at(b)).collect()).collect();
    Ok(RunOutput { buffers, tables, printed })
}

