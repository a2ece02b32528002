//! What each op does at runtime, one module per op family, and the table
//! that maps each op kind to its [`ExecFn`].
//!
//! Ops without runtime meaning of their own (`module`, `entry`, `global`)
//! are not in the table: the launch handles them.

pub mod atomics;
pub mod control_flow;
pub mod conversion;
pub mod core;
pub mod elementwise;
pub mod float;
pub mod integer;
pub mod memory;
pub mod misc;
pub mod mma;
pub use crate::shared::printf;
pub mod reduction;
pub mod shape;
pub mod view;

use tilesmith_dialect::ir::{OpId, TypeId, Value};
use tilesmith_dialect::registry::OpKind;

use super::exec::{BlockCx, ExecFn, RunError};
use super::value::Elem;

/// The 13.2 and 13.3 ops the interpreter does not run yet; a kernel using
/// one fails at it with "the interpreter cannot run '<op>' yet" (none now).
pub const NOT_RUN_YET: &[OpKind] = &[];

/// The implementation of each op kind; `None` for the ops that only
/// structure a module (the launch handles them), upstream's test-only ops,
/// and the 13.2 and 13.3 ops without an implementation yet.
/// The match is exhaustive: an op added to a spec does not compile until it
/// is given an implementation here or an explicit `None`.
pub fn exec_fn(kind: OpKind) -> Option<ExecFn> {
    Some(match kind {
        OpKind::Absf => float::exec_absf,
        OpKind::Atan2 => float::exec_atan2,
        OpKind::Absi => integer::exec_absi,
        OpKind::Addf => float::exec_addf,
        OpKind::Addi => integer::exec_addi,
        OpKind::Andi => integer::exec_andi,
        OpKind::Alloca => memory::exec_alloca,
        OpKind::Assert => misc::exec_assert,
        OpKind::Assume => misc::exec_assume,
        OpKind::AtomicCasTko => atomics::exec_atomic_cas,
        OpKind::AtomicRmwTko => atomics::exec_atomic_rmw,
        OpKind::AtomicRedViewTko => atomics::exec_atomic_red_view,
        OpKind::Bitcast => conversion::exec_same_bits,
        OpKind::Break => control_flow::exec_break,
        OpKind::Broadcast => shape::exec_broadcast,
        OpKind::Cat => shape::exec_cat,
        OpKind::Ceil => float::exec_ceil,
        OpKind::Cmpf => float::exec_cmpf,
        OpKind::Cmpi => integer::exec_cmpi,
        OpKind::Constant => core::exec_constant,
        OpKind::Continue => control_flow::exec_continue,
        OpKind::Cos => float::exec_cos,
        OpKind::Cosh => float::exec_cosh,
        OpKind::Divf => float::exec_divf,
        OpKind::Divi => integer::exec_divi,
        OpKind::Exp => float::exec_exp,
        OpKind::Exp2 => float::exec_exp2,
        OpKind::Exti => conversion::exec_exti,
        OpKind::Extract => shape::exec_extract,
        OpKind::Floor => float::exec_floor,
        OpKind::Fma => float::exec_fma,
        OpKind::For => control_flow::exec_for,
        OpKind::Ftof => conversion::exec_ftof,
        OpKind::Ftoi => conversion::exec_ftoi,
        OpKind::GetGlobal => memory::exec_get_global,
        OpKind::GetIndexSpaceShape => view::exec_get_index_space_shape,
        OpKind::GetNumTileBlocks => core::exec_get_num_tile_blocks,
        OpKind::GetTensorShape => view::exec_get_tensor_shape,
        OpKind::GetTileBlockId => core::exec_get_tile_block_id,
        OpKind::If => control_flow::exec_if,
        OpKind::IntToPtr => conversion::exec_same_bits,
        OpKind::Iota => shape::exec_iota,
        OpKind::Itof => conversion::exec_itof,
        OpKind::JoinTokens => memory::exec_token,
        OpKind::LoadPtrTko => memory::exec_load_ptr,
        OpKind::LoadViewTko => view::exec_load_view,
        OpKind::Log => float::exec_log,
        OpKind::Log2 => float::exec_log2,
        OpKind::Loop => control_flow::exec_loop,
        OpKind::MakeGatherScatterView => view::exec_make_gather_scatter_view,
        OpKind::MakePartitionView => view::exec_make_partition_view,
        OpKind::MakeStridedView => view::exec_make_strided_view,
        OpKind::MakeTensorView => view::exec_make_tensor_view,
        OpKind::MakeToken => memory::exec_token,
        OpKind::Maxf => float::exec_maxf,
        OpKind::Maxi => integer::exec_maxi,
        OpKind::Minf => float::exec_minf,
        OpKind::Mini => integer::exec_mini,
        OpKind::Mmaf => mma::exec_mmaf,
        OpKind::Mmai => mma::exec_mmai,
        OpKind::MmafScaled => mma::exec_mmaf_scaled,
        OpKind::Mulf => float::exec_mulf,
        OpKind::Mulhii => integer::exec_mulhii,
        OpKind::Muli => integer::exec_muli,
        OpKind::Negf => float::exec_negf,
        OpKind::Negi => integer::exec_negi,
        OpKind::Offset => memory::exec_offset,
        OpKind::Ori => integer::exec_ori,
        OpKind::Permute => shape::exec_permute,
        OpKind::Pack => shape::exec_pack,
        OpKind::Unpack => shape::exec_unpack,
        OpKind::Pow => float::exec_pow,
        OpKind::Fpowf => float::exec_fpowf,
        OpKind::Fpowi => float::exec_fpowi,
        OpKind::Insert => shape::exec_insert,
        // Grid dependency control and the alias fence order nothing the
        // interpreter could observe: it runs one grid, with one address per byte.
        OpKind::GdcLaunchDependentsTko | OpKind::GdcWaitTko | OpKind::MemoryFenceAliasTko => memory::exec_token,
        OpKind::Print | OpKind::PrintTko => misc::exec_print,
        OpKind::PtrToInt => conversion::exec_same_bits,
        OpKind::PtrToPtr => conversion::exec_same_bits,
        OpKind::Reduce => reduction::exec_reduce,
        OpKind::Remf => float::exec_remf,
        OpKind::Remi => integer::exec_remi,
        OpKind::Reshape => shape::exec_reshape,
        OpKind::Return => control_flow::exec_return,
        OpKind::Rsqrt => float::exec_rsqrt,
        OpKind::Scan => reduction::exec_scan,
        OpKind::Select => conversion::exec_select,
        OpKind::Shli => integer::exec_shli,
        OpKind::Shri => integer::exec_shri,
        OpKind::Sin => float::exec_sin,
        OpKind::Sinh => float::exec_sinh,
        OpKind::Sqrt => float::exec_sqrt,
        OpKind::StorePtrTko => memory::exec_store_ptr,
        OpKind::StoreViewTko => view::exec_store_view,
        OpKind::Subf => float::exec_subf,
        OpKind::Subi => integer::exec_subi,
        OpKind::Tan => float::exec_tan,
        OpKind::Tanh => float::exec_tanh,
        OpKind::Trunci => conversion::exec_trunci,
        OpKind::Xori => integer::exec_xori,
        OpKind::Yield => control_flow::exec_yield,
        OpKind::Entry | OpKind::Global | OpKind::Module | OpKind::TestingFunc => return None,
        // Upstream's bytecode versioning tests; they have no meaning to run.
        OpKind::TestingBytecodeTestEvolution | OpKind::TestingBytecodeTestNewAttribute => return None,
    })
}

/// The type of result `index` of `op`.
pub fn result_type(cx: &BlockCx<'_>, op: OpId, index: usize) -> TypeId {
    cx.ir.op(op).result_types[index]
}

/// The element type and shape of the tile result `index` of `op`.
pub fn result_tile_type(cx: &BlockCx<'_>, op: OpId, index: usize) -> Result<(Elem, Vec<i64>), RunError> {
    let ty = result_type(cx, op, index);
    let elem = Elem::of_type(cx.ir, ty).ok_or_else(|| cx.error(op, "internal error: the result is not a tile"))?;
    let shape = cx.ir.types.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
    Ok((elem, shape))
}

/// A required operand, which the verifier guarantees.
pub fn required(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Value, RunError> {
    v.ok_or_else(|| cx.error(op, "internal error: a required operand is missing"))
}

/// The value of a rank-0 integer tile operand, sign-extended.
pub fn scalar_operand(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<i64, RunError> {
    let t = cx.operand(op, v)?;
    if t.len() != 1 {
        return Err(cx.error(op, "internal error: expected a scalar operand"));
    }
    Ok(t.signed(0))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    /// Ops that only structure a module; the launch handles them.
    const STRUCTURE: &[&str] = &["cuda_tile.module", "cuda_tile.entry", "cuda_tile.global"];

    /// The ops with a meaning at run time that the interpreter runs.
    fn runtime_ops() -> Vec<&'static str> {
        let not_yet: Vec<&str> = super::NOT_RUN_YET.iter().map(|k| k.name()).collect();
        tilesmith_dialect::registry::ops().iter().filter(|op| !op.test_only && !STRUCTURE.contains(&op.name) && !not_yet.contains(&op.name)).map(|op| op.name).collect()
    }

    #[test]
    fn every_op_with_runtime_meaning_runs() {
        let table: BTreeSet<&str> = tilesmith_dialect::registry::OpKind::ALL.iter().filter(|k| super::exec_fn(**k).is_some()).map(|k| k.name()).collect();
        let missing: Vec<&str> = runtime_ops().into_iter().filter(|name| !table.contains(name)).collect();
        assert!(missing.is_empty(), "the interpreter has no implementation of {missing:?}");
        // The list of ops not run yet is exact: none of them runs.
        let listed_but_run: Vec<&str> = super::NOT_RUN_YET.iter().filter(|k| super::exec_fn(**k).is_some()).map(|k| k.name()).collect();
        assert!(listed_but_run.is_empty(), "NOT_RUN_YET lists ops that run: {listed_but_run:?}");
    }

    fn kernel_texts(dir: &Path, out: &mut String) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                kernel_texts(&p, out);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
            }
        }
    }

    /// The ops a kernel text uses: the first word of each op line (after
    /// `%results = `), in custom or generic form.
    fn used_ops(text: &str) -> BTreeSet<String> {
        let mut used = BTreeSet::new();
        for line in text.lines() {
            let line = line.split("//").next().unwrap_or("").trim();
            let op = match line.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
                _ => line,
            };
            let word: String = op.trim_start_matches('"').chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.').collect();
            used.insert(if word.starts_with("cuda_tile.") { word } else { format!("cuda_tile.{word}") });
        }
        used
    }

    /// Every op with runtime meaning is used by a text kernel of tests/run
    /// or examples/ (the cuTile bytecode cases come on top).
    #[test]
    fn every_op_with_runtime_meaning_has_a_run_case() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut text = String::new();
        kernel_texts(&root.join("tests/run"), &mut text);
        kernel_texts(&root.join("examples"), &mut text);
        let used = used_ops(&text);
        let missing: Vec<&str> = runtime_ops().into_iter().filter(|name| !used.contains(*name)).collect();
        assert!(missing.is_empty(), "no run case uses {missing:?}");
    }
}
