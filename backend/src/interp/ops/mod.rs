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
pub mod printf;
pub mod reduction;
pub mod shape;
pub mod view;

use tilesmith_dialect::ir::{OpId, TypeId, Value};
use tilesmith_dialect::registry::OpInfo;

use super::exec::{BlockCx, ExecFn, RunError};
use super::value::Elem;

/// Every op kind the interpreter runs, with its implementation.
pub fn table() -> Vec<(&'static OpInfo, ExecFn)> {
    let mut t = Vec::new();
    t.extend_from_slice(atomics::OPS);
    t.extend_from_slice(control_flow::OPS);
    t.extend_from_slice(core::OPS);
    t.extend_from_slice(memory::OPS);
    t.extend_from_slice(misc::OPS);
    t.extend_from_slice(mma::OPS);
    t.extend_from_slice(reduction::OPS);
    t.extend_from_slice(shape::OPS);
    t.extend_from_slice(view::OPS);
    t.extend_from_slice(integer::OPS);
    t.extend_from_slice(float::OPS);
    t.extend_from_slice(conversion::OPS);
    t
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

    fn runtime_ops() -> Vec<&'static str> {
        tilesmith_dialect::registry::ops().iter().filter(|op| !op.test_only && !STRUCTURE.contains(&op.name)).map(|op| op.name).collect()
    }

    #[test]
    fn every_op_with_runtime_meaning_runs() {
        let table: BTreeSet<&str> = super::table().iter().map(|(info, _)| info.name).collect();
        let missing: Vec<&str> = runtime_ops().into_iter().filter(|name| !table.contains(name)).collect();
        assert!(missing.is_empty(), "the interpreter has no implementation of {missing:?}");
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
