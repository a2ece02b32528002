//! The launch contract every runner keeps (the interpreter, the PTX
//! emulator, the GPU runtime): what a kernel's parameters take, the
//! arguments given, the checks made before any tile block runs (count,
//! grid, kinds, buffer sizes, the globals against the memory budget, tensor
//! views over buffer arguments), what a run gives back, and its error.

use tilesmith_dialect::generated::ops::core::{ConstantOp, EntryOp, GlobalOp, ModuleOp};
use tilesmith_dialect::generated::ops::misc::AssumeOp;
use tilesmith_dialect::generated::ops::view::MakeTensorViewOp;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Attribute, BlockId, Ir, LocId, OpId, TypeData, TypeId, Value, DYNAMIC};
use tilesmith_dialect::verify::Verified;

use super::limits;
use super::value::{dense_tile, scalar_bytes, Elem, Tile};

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
pub(crate) fn module_ops(ir: &Ir) -> Vec<OpId> {
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

pub(crate) fn find_entry(ir: &Ir, kernel: &str) -> Result<EntryOp, RunError> {
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

pub(crate) fn param_kind(ir: &Ir, ty: TypeId) -> Option<ParamKind> {
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
pub(crate) struct Checked {
    pub(crate) entry: EntryOp,
    pub(crate) params: Vec<ParamKind>,
    pub(crate) param_values: Vec<Tile>,
    pub(crate) buffer_lens: Vec<Option<usize>>,
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

pub(crate) fn check(verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: &[KernelArg]) -> Result<Checked, RunError> {
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

pub(crate) fn check_views(ir: &Ir, checked: &Checked) -> Result<(), RunError> {
    check_view_extents(ir, checked.entry, &checked.params, &checked.buffer_lens, &checked.param_values)
}

/// The module's globals with their values.
pub(crate) fn globals(ir: &Ir) -> Vec<(&str, &Attribute)> {
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
pub(crate) fn global_bytes(ir: &Ir, value: &Attribute) -> u64 {
    let Attribute::DenseElements { ty, .. } = value else { return 0 };
    let width = ir.types.element(*ty).and_then(|e| Elem::of_type(ir, e)).map_or(8, Elem::bytes) as u64;
    limits::tile_elements(ir, *ty).unwrap_or(0).saturating_mul(width)
}

/// The bytes all globals take; an error when they exceed `memory_budget`.
pub(crate) fn globals_size(ir: &Ir, memory_budget: u64) -> Result<u64, RunError> {
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
pub(crate) fn global_memory(ir: &Ir, name: &str, value: &Attribute) -> Result<Vec<u8>, RunError> {
    let failed = |e: limits::AllocFailed| RunError::launch(format!("global @{name}: {e}"));
    let tile = super::value::try_dense_tile(ir, value).map_err(failed)?.ok_or_else(|| RunError::launch(format!("global @{name} has a value the interpreter cannot hold")))?;
    let width = tile.elem.bytes();
    let mut bytes = limits::try_vec(tile.len().saturating_mul(width)).map_err(failed)?;
    for b in &tile.data {
        bytes.extend_from_slice(&b.to_le_bytes()[..width]);
    }
    Ok(bytes)
}

/// The static shape and strides of a tensor view type, with `DYNAMIC` where
/// the type says `?`.
pub(crate) fn tensor_view_type(ir: &Ir, ty: tilesmith_dialect::ir::TypeId) -> Option<(Scalar, &[i64], &[i64])> {
    let TypeData::TensorView { element, shape, strides, .. } = ir.types.get(ty) else { return None };
    let TypeData::Scalar(elem) = ir.types.get(*element) else { return None };
    Some((*elem, shape, strides))
}

/// Replaces each `DYNAMIC` entry of `fixed` by the next of `dynamic`.
pub(crate) fn fill_dynamic(fixed: &[i64], dynamic: &mut impl Iterator<Item = i64>) -> Option<Vec<i64>> {
    fixed.iter().map(|&v| if v == DYNAMIC { dynamic.next() } else { Some(v) }).collect()
}

/// What a launch knows before it runs about a value of the kernel's top
/// block: the parameter it comes from (through `assume`), or its constant.
enum Known {
    Param(usize),
    Constant(i64),
}

fn trace(ir: &Ir, body: BlockId, mut v: Value) -> Option<Known> {
    loop {
        match v {
            Value::Argument(b, i) if b == body => return Some(Known::Param(i as usize)),
            Value::Argument(..) => return None,
            Value::Result(op, _) => {
                if let Some(assume) = AssumeOp::cast(ir, op) {
                    v = assume.value(ir)?;
                } else if let Some(constant) = ConstantOp::cast(ir, op) {
                    let tile = dense_tile(ir, constant.value(ir)?)?;
                    return (tile.len() == 1).then(|| Known::Constant(tile.signed(0)));
                } else {
                    return None;
                }
            }
        }
    }
}

/// The value of an integer scalar known before the launch.
fn known_integer(ir: &Ir, body: BlockId, v: Value, params: &[ParamKind], values: &[Tile]) -> Option<i64> {
    match trace(ir, body, v)? {
        Known::Constant(c) => Some(c),
        Known::Param(i) => match params.get(i)? {
            ParamKind::Scalar(_) => Some(values.get(i)?.signed(0)),
            ParamKind::Pointer(_) => None,
        },
    }
}

/// Before a launch: every tensor view made in the kernel's top block whose
/// base is a buffer argument (possibly through `assume`) and whose sizes and
/// strides are constants or scalar arguments must lie inside that buffer.
/// (Views made elsewhere, or from computed values, are checked by every
/// access as it happens.)
pub fn check_view_extents(ir: &Ir, entry: EntryOp, params: &[ParamKind], buffer_lens: &[Option<usize>], values: &[Tile]) -> Result<(), RunError> {
    let Some(body) = entry.body(ir) else { return Ok(()) };
    let Some(&block) = ir.regions[body].blocks.first() else { return Ok(()) };
    let kernel = entry.sym_name(ir).unwrap_or_default();
    for &op in &ir.blocks[block].ops {
        let Some(view) = MakeTensorViewOp::cast(ir, op) else { continue };
        let Some(Known::Param(param)) = view.base(ir).and_then(|b| trace(ir, block, b)) else { continue };
        let (Some(&Some(buffer_len)), Some(ParamKind::Pointer(_))) = (buffer_lens.get(param), params.get(param)) else { continue };
        let Some((elem, static_shape, static_strides)) = ir.op(op).result_types.first().and_then(|&t| tensor_view_type(ir, t)) else { continue };
        let known = |vs: &[Value]| -> Option<Vec<i64>> { vs.iter().map(|&v| known_integer(ir, block, v, params, values)).collect() };
        let (Some(dynamic_shape), Some(dynamic_strides)) = (known(view.dynamic_shape(ir)), known(view.dynamic_strides(ir))) else { continue };
        let (Some(shape), Some(strides)) = (fill_dynamic(static_shape, &mut dynamic_shape.into_iter()), fill_dynamic(static_strides, &mut dynamic_strides.into_iter())) else {
            continue;
        };
        let describe = || format!("tensor view of shape {shape:?} and strides {strides:?} over parameter #{param} of '{kernel}'");
        if let Some(d) = shape.iter().position(|&s| s < 0) {
            return Err(RunError::launch(format!("the {} has the negative size {} in dimension {d}", describe(), shape[d])));
        }
        if shape.contains(&0) {
            continue;
        }
        // The lowest and highest element offsets the view reaches (each
        // dimension's reach fits in i128; their sum, over any rank, saturates).
        let (mut lowest, mut highest) = (0i128, 0i128);
        for (&s, &st) in shape.iter().zip(&strides) {
            let reach = i128::from(s - 1) * i128::from(st);
            if reach < 0 {
                lowest = lowest.saturating_add(reach);
            } else {
                highest = highest.saturating_add(reach);
            }
        }
        let width = scalar_bytes(elem) as i128;
        let elements = i128::from(super::value::buffer_elements(elem, buffer_len as u64));
        if lowest < 0 || highest >= elements {
            let offset = |v: i128| if v == i128::MAX || v == i128::MIN { format!("{}2^127", if v < 0 { "-" } else { "" }) } else { v.to_string() };
            let reach = if lowest < 0 {
                format!("element offsets {} to {}", offset(lowest), offset(highest))
            } else if highest == i128::MAX {
                "more than 2^127 elements".to_string()
            } else {
                format!("{} elements ({} bytes)", highest + 1, super::value::buffer_bytes(elem, (highest + 1) as u64).map_or(i128::MAX, i128::from).min((highest + 1).saturating_mul(width)))
            };
            return Err(RunError::launch(format!(
                "buffer too small for the view it backs: the {} reaches {reach}, but argument #{param} holds {elements} {} elements ({} bytes)",
                describe(),
                elem.name(),
                buffer_len
            ))
            .with_note("the check runs before any tile block starts"));
        }
    }
    Ok(())
}

