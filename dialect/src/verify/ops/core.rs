//! Hand-written verifiers of the core ops (spec group `core`): the shape
//! rules of broadcast, cat, extract, iota, permute and reshape; the signature
//! of `entry`; `global`'s buffer; the combining regions of `reduce` and `scan`
//! and the result types they infer; symbol uses of `get_global`.

use crate::registry::OpKind;
use crate::generated::ops::core::{GetGlobalOp, GlobalOp, PermuteOp, ReduceOp, ScanOp};
use crate::diag::{Diagnostic, Severity};
use crate::generated::scalars::Scalar;
use crate::ir::{Attribute, BlockId, OpId, TypeData, TypeId};
use crate::registry::{SimpleTrait, Version};
use crate::text::types::{print_type, TypeStyle};
use crate::verify::{Verifier, VerifyResult};

fn tile_parts<'a>(cx: &Verifier<'a>, t: TypeId) -> Option<(&'a [i64], TypeId)> {
    match cx.ir.types.get(t) {
        TypeData::Tile { shape, element } => Some((shape, *element)),
        _ => None,
    }
}

fn shape_of<'a>(cx: &Verifier<'a>, t: TypeId) -> &'a [i64] {
    tile_parts(cx, t).map_or(&[], |(s, _)| s)
}

/// A shape as MLIR streams an `ArrayRef<int64_t>`: `4, 4`.
fn dims(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

fn operand_type(cx: &Verifier, op: OpId, i: usize) -> Option<TypeId> {
    cx.operand(op, i).map(|v| cx.ty(v))
}

fn int_attr(cx: &Verifier, op: OpId, name: &str) -> Option<i64> {
    match cx.attr(op, name) {
        Some(Attribute::Integer { value, .. }) => Some(*value),
        _ => None,
    }
}

/// The number of elements of a static shape, without overflow.
fn element_count(shape: &[i64]) -> i128 {
    shape.iter().fold(1i128, |n, &d| n.saturating_mul(i128::from(d)))
}

/// `cuda_tile.broadcast`.
pub fn verify_broadcast(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(&res)) = (operand_type(cx, op, 0), cx.result_types(op).first()) else { return Ok(()) };
    let (src, res) = (shape_of(cx, src), shape_of(cx, res));
    if src.iter().zip(res).any(|(&s, &r)| s != r && s != 1) {
        return cx.fail(op, format!("expects the shape of source tile to be compatible with that of the result tile, but got: {} and {}", dims(src), dims(res)));
    }
    Ok(())
}

/// `cuda_tile.cat`.
pub fn verify_cat(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(lhs), Some(rhs), Some(&res)) = (operand_type(cx, op, 0), operand_type(cx, op, 1), cx.result_types(op).first()) else { return Ok(()) };
    let Some(dim) = int_attr(cx, op, "dim") else { return Ok(()) };
    let (lhs, rhs, res) = (shape_of(cx, lhs), shape_of(cx, rhs), shape_of(cx, res));
    let rank = lhs.len();
    let Some(d) = usize::try_from(dim).ok().filter(|&d| d < rank) else {
        return cx.fail(op, format!("expect dim to be [0, {rank}), but got: {dim}"));
    };
    let (Some(&l), Some(&r), Some(&o)) = (lhs.get(d), rhs.get(d), res.get(d)) else { return Ok(()) };
    let joined = i128::from(l) + i128::from(r);
    if joined != i128::from(o) {
        return cx.fail(op, format!("invalid concat at position {d}, expected: {joined} but got: {o}"));
    }
    for i in (0..rank).filter(|&i| i != d) {
        let (Some(&l), Some(&r), Some(&o)) = (lhs.get(i), rhs.get(i), res.get(i)) else { continue };
        if cx.version >= Version::new(13, 3) {
            if l != r {
                return cx.fail(op, format!("expect lhs and rhs shapes to match at non-concat position {i}, expected: {l} but got: {r}"));
            }
            if l != o {
                return cx.fail(op, format!("expect lhs and result shapes to match at non-concat position {i}, expected: {l} but got: {o}"));
            }
        } else if l != o || r != o {
            return cx.fail(op, format!("expect {{lhs, rhs, and result}} shape to match at non-concat position {i}, expected: {l} but got: {o}"));
        }
    }
    Ok(())
}

/// The results of a function-like op's signature, and its arguments.
fn signature<'a>(cx: &Verifier<'a>, op: OpId) -> (&'a [TypeId], &'a [TypeId]) {
    cx.ir.signature(op).unwrap_or((&[], &[]))
}

/// `cuda_tile.entry`.
pub fn verify_entry(cx: &Verifier, op: OpId) -> VerifyResult {
    let (inputs, results) = signature(cx, op);
    if !results.is_empty() {
        return cx.fail(op, "entry op must not return values");
    }
    if inputs.iter().any(|&t| tile_parts(cx, t).is_some_and(|(shape, _)| !shape.is_empty())) {
        return cx.fail(op, "entry op must have scalar types (rank 0 !cuda_tile.tile)");
    }
    crate::verify::debuginfo::verify_function(cx, op)?;
    let allowed: &[&str] = if cx.version >= crate::verify::hints::ADVICE_SINCE { &["num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"] } else { &["num_cta_in_cga", "occupancy"] };
    crate::verify::hints::verify(cx, op, allowed, true)
}

/// `cuda_tile.entry`, after the ops in its regions.
pub fn verify_entry_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    crate::verify::debuginfo::verify_function_body(cx, op)
}

/// `cuda_tile.extract`.
pub fn verify_extract(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(&res)) = (operand_type(cx, op, 0), cx.result_types(op).first()) else { return Ok(()) };
    let (Some((src_shape, src_el)), Some((res_shape, res_el))) = (tile_parts(cx, src), tile_parts(cx, res)) else { return Ok(()) };
    if src_el != res_el {
        return cx.fail(op, "source and result element type do not match");
    }
    let indices = cx.operands(op).len().saturating_sub(1);
    if cx.version < Version::new(13, 3) {
        for (&s, &r) in src_shape.iter().zip(res_shape) {
            if r == 0 || s.checked_rem(r).is_some_and(|m| m != 0) {
                return cx.fail(op, "result dim size must divide source dim size evenly");
            }
        }
        if indices != src_shape.len() {
            return cx.fail(op, format!("incorrect number of indices, expected {}, but found {indices}", src_shape.len()));
        }
        return Ok(());
    }
    // 13.3 words each check on its own.
    if src_shape.len() != res_shape.len() {
        return cx.fail(op, "source and result must have the same rank");
    }
    for (i, (&s, &r)) in src_shape.iter().zip(res_shape).enumerate() {
        if r == 0 || s.checked_rem(r).is_some_and(|m| m != 0) {
            return cx.fail(op, format!("source dimension {i} size ({s}) must be evenly divisible by result dimension {i} size ({r})"));
        }
    }
    if indices != src_shape.len() {
        return cx.fail(op, format!("expected {} indices, but got {indices}", src_shape.len()));
    }
    for (i, &index) in cx.operands(op)[1..].iter().enumerate() {
        let t = cx.ty(index);
        let Some((shape, element)) = tile_parts(cx, t) else {
            return cx.fail(op, format!("index {i} must be a Tile type"));
        };
        if !shape.is_empty() {
            return cx.fail(op, format!("index {i} must be a scalar tile, got rank {}", shape.len()));
        }
        if !matches!(cx.ir.types.get(element), TypeData::Scalar(Scalar::I32)) {
            return cx.fail(op, format!("index {i} must have i32 element type"));
        }
    }
    Ok(())
}

/// `cuda_tile.insert` (13.4): the converse of `extract`, with its rules
/// (`source` is the slice, `destination` the whole).
pub fn verify_insert(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(dst)) = (operand_type(cx, op, 0), operand_type(cx, op, 1)) else { return Ok(()) };
    let (Some((src_shape, _)), Some((dst_shape, _))) = (tile_parts(cx, src), tile_parts(cx, dst)) else { return Ok(()) };
    for (i, (&d, &s)) in dst_shape.iter().zip(src_shape).enumerate() {
        if s == 0 || d.checked_rem(s).is_some_and(|m| m != 0) {
            return cx.fail(op, format!("destination dimension {i} size ({d}) must be evenly divisible by source dimension {i} size ({s})"));
        }
    }
    let indices = cx.operands(op).len().saturating_sub(2);
    if indices != dst_shape.len() {
        return cx.fail(op, format!("expected {} indices, but got {indices}", dst_shape.len()));
    }
    Ok(())
}

/// `cuda_tile.select`: not on f4E2M1FN tiles, whose elements share bytes (13.3).
pub fn verify_select(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(&res) = cx.result_types(op).first() else { return Ok(()) };
    match tile_parts(cx, res) {
        Some((_, element)) if matches!(cx.ir.types.get(element), TypeData::Scalar(Scalar::F4E2m1fn)) => cx.fail(op, "cannot operate on sub-byte type F4E2M1FN"),
        _ => Ok(()),
    }
}

/// `cuda_tile.global`.
pub fn verify_global(cx: &Verifier, op: OpId) -> VerifyResult {
    if let Some(Attribute::DenseElements { ty, .. }) = GlobalOp(op).value(cx.ir) {
        if cx.ir.types.shape(*ty).map_or(0, |s| s.len()) != 1 {
            return cx.fail(op, "type must have rank 1");
        }
    }
    Ok(())
}

/// `cuda_tile.iota`.
pub fn verify_iota(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(&res) = cx.result_types(op).first() else { return Ok(()) };
    let Some((shape, element)) = tile_parts(cx, res) else { return Ok(()) };
    let [count] = shape else {
        return cx.fail(op, "expects result type to be 1-d tile");
    };
    if let TypeData::Scalar(s) = cx.ir.types.get(element) {
        let width = s.width();
        if width < 64 && i128::from(*count) > (1i128 << width) {
            return cx.fail(op, format!("the number of elements {count} exceeds the maximum value of element type '{}'", cx.type_str(element)));
        }
    }
    Ok(())
}

/// `cuda_tile.module`.
pub fn verify_module(cx: &Verifier, op: OpId) -> VerifyResult {
    crate::verify::structure::verify_module_body(cx, op)?;
    crate::verify::debuginfo::verify_module(cx, op)
}

/// `cuda_tile.permute`.
pub fn verify_permute(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(&res)) = (operand_type(cx, op, 0), cx.result_types(op).first()) else { return Ok(()) };
    let Some(permutation) = PermuteOp(op).permutation(cx.ir) else { return Ok(()) };
    let (src, res) = (shape_of(cx, src), shape_of(cx, res));
    let rank = src.len();
    if rank < 2 {
        return cx.fail(op, format!("expects at least rank 2, but got: {rank}"));
    }
    if permutation.len() != rank {
        return cx.fail(op, format!("expect permutation size ({}) to equal the rank of the source ({rank})", permutation.len()));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    if !permutation.iter().all(|p| seen.insert(*p)) {
        return cx.fail(op, "expect permutation elements to be unique");
    }
    for (i, &p) in permutation.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return cx.fail(op, format!("permutation element at index {i} ({p}) is out of bound [0, {rank})"));
        }
    }
    for (i, &p) in permutation.iter().enumerate() {
        let (Some(&want), Some(&got)) = (src.get(p as usize), res.get(i)) else { continue };
        if want != got {
            return cx.fail(op, format!("result shape invalid at index {i}, expected: {want}, but got: {got}"));
        }
    }
    Ok(())
}

// ---- reduce and scan ----

/// The type of a typed attribute (an identity value).
fn typed_attr_type(a: &Attribute) -> Option<TypeId> {
    match a {
        Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } | Attribute::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

fn is_scalar(cx: &Verifier, t: TypeId, s: Scalar) -> bool {
    matches!(cx.ir.types.get(t), TypeData::Scalar(x) if *x == s)
}

/// The checks `reduce` and `scan` share when the verifier enters them.
fn verify_aggregate(cx: &Verifier, op: OpId, identities: Option<&Attribute>, same_result_types: bool) -> VerifyResult {
    let operands: Vec<TypeId> = cx.operands(op).iter().map(|v| cx.ty(*v)).collect();
    let results = cx.result_types(op);
    let n = operands.len();
    if n == 0 {
        return cx.fail(op, "expect at least 1 operand");
    }
    if n != results.len() {
        return cx.fail(op, "expect same number of operands and results");
    }
    if let Some(Attribute::Array(identities)) = identities {
        if identities.len() != n {
            return cx.fail(op, format!("expect identities to match the number of operands but got: {n} operands and {} identities", identities.len()));
        }
        for (i, (&operand, identity)) in operands.iter().zip(identities.iter()).enumerate() {
            let Some((_, element)) = tile_parts(cx, operand) else {
                return cx.fail(op, format!("expected TileType for operand at index {i} but got: '{}'", cx.type_str(operand)));
            };
            let Some(id_ty) = typed_attr_type(identity) else { continue };
            let half_pair = (is_scalar(cx, element, Scalar::Bf16) && is_scalar(cx, id_ty, Scalar::F16))
                || (is_scalar(cx, element, Scalar::F16) && is_scalar(cx, id_ty, Scalar::Bf16));
            if half_pair {
                continue;
            }
            if element != id_ty {
                return cx.fail(
                    op,
                    format!("expect same type for operand at index: {i} and identity at index: {i} but got: '{}' and '{}'", cx.type_str(element), cx.type_str(id_ty)),
                );
            }
        }
    }
    let Some(&first) = operands.first() else { return Ok(()) };
    let Some((shape, _)) = tile_parts(cx, first) else {
        return cx.fail(op, format!("expected TileType for first operand but got: '{}'", cx.type_str(first)));
    };
    let rank = shape.len();
    let dim = int_attr(cx, op, "dim").unwrap_or(0);
    if dim < 0 || dim >= rank as i64 {
        return cx.fail(op, format!("dimension ({dim}) is out of bound [0, {rank})"));
    }
    if same_result_types {
        for (i, (&operand, &result)) in operands.iter().zip(results).enumerate() {
            if tile_parts(cx, operand).is_none() || tile_parts(cx, result).is_none() {
                return cx.fail(
                    op,
                    format!("expected TileType for operand and result at index {i} but got: '{}' and '{}'", cx.type_str(operand), cx.type_str(result)),
                );
            }
            if operand != result {
                return cx.fail(op, format!("expect same type for operand at index: {i} and result at index: {i}"));
            }
        }
    }
    Ok(())
}

fn is_pure(cx: &Verifier, op: OpId) -> bool {
    cx.info(op).is_some_and(|i| i.has_trait(SimpleTrait::Pure))
}

/// The first op in `block` (nested ones included) that is not pure, in
/// post-order: an op's nested ops come before it.
fn first_impure(cx: &Verifier, block: BlockId) -> Option<OpId> {
    let mut stack: Vec<(OpId, bool)> = cx.ir.blocks[block].ops.iter().rev().map(|&o| (o, false)).collect();
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            if !is_pure(cx, op) {
                return Some(op);
            }
            continue;
        }
        stack.push((op, true));
        for &region in cx.ir.ops[op].regions.iter().rev() {
            for &b in cx.ir.regions[region].blocks.iter().rev() {
                stack.extend(cx.ir.blocks[b].ops.iter().rev().map(|&o| (o, false)));
            }
        }
    }
    None
}

/// The checks `reduce` and `scan` share on their combining region.
fn verify_aggregate_region(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(block) = cx.body(op, 0) else { return Ok(()) };
    let operands: Vec<TypeId> = cx.operands(op).iter().map(|v| cx.ty(*v)).collect();
    let n = operands.len();
    let expected_args = n.saturating_mul(2);
    if cx.ir.blocks[block].ops.is_empty() {
        return cx.fail(op, "expect non-empty block");
    }
    let args: Vec<TypeId> = cx.ir.blocks[block].arguments.iter().map(|(t, _)| *t).collect();
    if args.len() != expected_args {
        return cx.fail(op, format!("expect {expected_args} block arguments but got: {}", args.len()));
    }
    for (i, &t) in args.iter().enumerate() {
        if !tile_parts(cx, t).is_some_and(|(shape, _)| shape.is_empty()) {
            return cx.fail(op, format!("expect 0-rank tile type at index: {i} but got: '{}'", cx.type_str(t)));
        }
    }
    let element = |t: TypeId| tile_parts(cx, t).map(|(_, e)| e);
    for (pair, chunk) in args.chunks_exact(2).enumerate() {
        let (Some(a), Some(b)) = (element(chunk[0]), element(chunk[1])) else { continue };
        if a != b {
            let i = pair * 2;
            return cx.fail(
                op,
                format!("expect same element type for block argument at index: {i} and {} but got: '{}' and '{}'", i + 1, cx.type_str(a), cx.type_str(b)),
            );
        }
    }
    for (i, &operand) in operands.iter().enumerate() {
        let Some(&arg) = args.get(i * 2) else { continue };
        let (Some(a), Some(b)) = (element(operand), element(arg)) else {
            return cx.fail(
                op,
                format!("expected TileType for operand and block argument but got types: '{}' and '{}'", cx.type_str(operand), cx.type_str(arg)),
            );
        };
        if a != b {
            return cx.fail(
                op,
                format!("expect same type for operand at index: {i} and block argument at index: {} but got: '{}' and '{}'", i * 2, cx.type_str(a), cx.type_str(b)),
            );
        }
    }
    let Some(terminator) = cx.terminator(block) else { return Ok(()) };
    let yielded: Vec<TypeId> = cx.operands(terminator).iter().map(|v| cx.ty(*v)).collect();
    if yielded.len() != n {
        return cx.fail(op, format!("expect number of terminators operands ({}) to match number of operands ({n})", yielded.len()));
    }
    for (i, (&operand, &y)) in operands.iter().zip(&yielded).enumerate() {
        let (Some(a), Some(b)) = (element(operand), element(y)) else {
            return cx.fail(op, format!("expected TileType for operand and terminator types but got: '{}' and '{}'", cx.type_str(operand), cx.type_str(y)));
        };
        if a != b {
            return cx.fail(
                op,
                format!("expect same type for operand at index: {i} and terminator argument at index: {i} but got: '{}' and '{}'", cx.type_str(a), cx.type_str(b)),
            );
        }
    }
    if cx.version >= Version::new(13, 3) {
        // 13.3 names the first impure op of the body itself (not nested ones).
        let terminator = cx.terminator(block);
        if let Some(&bad) = cx.ir.blocks[block].ops.iter().find(|&&o| Some(o) != terminator && !is_pure(cx, o)) {
            return cx.fail(bad, format!("only pure operations are allowed inside '{}'", cx.name(op)));
        }
        return Ok(());
    }
    if cx.version >= Version::new(13, 2) {
        // 13.2 checks no purity.
        return Ok(());
    }
    if let Some(bad) = first_impure(cx, block) {
        let mut err = cx.op_error(op, "only pure operations allowed");
        // Upstream reports the culprit as a separate remark after the error.
        err.notes.push(Diagnostic { severity: Severity::Remark, location: cx.op_loc(bad), message: format!("invalid op: {}", cx.name(bad)), notes: Vec::new() });
        return Err(err);
    }
    Ok(())
}

/// A tile type as diagnostics print it, for a tile that may not be interned.
fn tile_str(cx: &Verifier, shape: &[i64], element: TypeId) -> String {
    let mut s = String::from("!cuda_tile.tile<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    print_type(&cx.ir.types, element, TypeStyle::Short, &mut s);
    s.push('>');
    s
}

/// `InferTypes`, checked when the verifier leaves the op: the result types
/// must be those `reduce` (the operands without dimension `dim`) or `scan`
/// (the operand types) infer. Upstream reports the mismatch, then that
/// inference failed: two errors.
pub fn verify_inferred_types(cx: &Verifier, op: OpId) -> VerifyResult {
    let operands: Vec<TypeId> = cx.operands(op).iter().map(|v| cx.ty(*v)).collect();
    if operands.is_empty() {
        return cx.fail(op, "failed to infer returned types");
    }
    let dim = int_attr(cx, op, "dim").unwrap_or(0);
    let reduces = cx.is(op, OpKind::Reduce);
    let mut inferred: Vec<(Vec<i64>, TypeId)> = Vec::new();
    for &t in &operands {
        let Some((shape, element)) = tile_parts(cx, t) else { return Ok(()) };
        let shape: Vec<i64> = if reduces { shape.iter().enumerate().filter(|(i, _)| *i as i64 != dim).map(|(_, d)| *d).collect() } else { shape.to_vec() };
        inferred.push((shape, element));
    }
    let results = cx.result_types(op);
    let same = inferred.len() == results.len()
        && inferred.iter().zip(results).all(|((shape, element), &r)| tile_parts(cx, r).is_some_and(|(s, e)| s == shape.as_slice() && e == *element));
    if same {
        return Ok(());
    }
    let inferred_str = inferred.iter().map(|(s, e)| format!("'{}'", tile_str(cx, s, *e))).collect::<Vec<_>>().join(", ");
    let results_str = super::control_flow::type_list(cx, results.iter().copied());
    let mut err = cx.error(op, format!("'{}' op inferred type(s) {inferred_str} are incompatible with return type(s) of operation {results_str}", cx.name(op)));
    err.notes.push(*cx.op_error(op, "failed to infer returned types"));
    Err(err)
}

/// `cuda_tile.reduce`.
pub fn verify_reduce(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_aggregate(cx, op, ReduceOp(op).identities(cx.ir), false)
}

/// `cuda_tile.reduce`, after the ops in its regions.
pub fn verify_reduce_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_aggregate_region(cx, op)
}

/// `cuda_tile.reshape`.
pub fn verify_reshape(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(src), Some(&res)) = (operand_type(cx, op, 0), cx.result_types(op).first()) else { return Ok(()) };
    if element_count(shape_of(cx, src)) != element_count(shape_of(cx, res)) {
        return cx.fail(op, "expected source tile and result tile to have the same number of elements");
    }
    Ok(())
}

/// `cuda_tile.scan`.
pub fn verify_scan(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_aggregate(cx, op, ScanOp(op).identities(cx.ir), true)
}

/// `cuda_tile.scan`, after the ops in its regions.
pub fn verify_scan_regions(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_aggregate_region(cx, op)
}

/// `cuda_tile.get_global`: the name is a global of the enclosing module whose
/// element type is the result's pointee.
pub fn verify_get_global_uses(cx: &Verifier, op: OpId, lookup: &dyn Fn(&str) -> Option<OpId>) -> VerifyResult {
    use crate::ir::{Attribute, TypeData};
    let Some(name) = GetGlobalOp(op).name(cx.ir) else { return Ok(()) };
    let global = lookup(name).filter(|g| cx.is(*g, OpKind::Global));
    let Some(global) = global else {
        return cx.fail(op, format!("'{name}' does not reference a valid global"));
    };
    let global_element = match cx.attr(global, "value") {
        Some(Attribute::DenseElements { ty, .. }) => cx.ir.types.element(*ty),
        _ => None,
    };
    let Some(&result) = cx.result_types(op).first() else { return Ok(()) };
    let pointer = cx.ir.types.element(result);
    let pointee = pointer.and_then(|p| match cx.ir.types.get(p) {
        TypeData::Pointer { pointee, .. } => Some(*pointee),
        _ => None,
    });
    if let (Some(p), Some(pointee), Some(g)) = (pointer, pointee, global_element) {
        if pointee != g {
            return cx.fail(op, format!("pointee type of result type '{}' does not match type '{}' of the global @{name}", cx.type_str(p), cx.type_str(g)));
        }
    }
    Ok(())
}

/// A scalar's width as MLIR's `getIntOrFloatBitWidth` gives it (`tf32`: 19).
fn mlir_bit_width(s: Scalar) -> u32 {
    match s {
        Scalar::Tf32 => 19,
        _ => s.width(),
    }
}

/// `pack` and `unpack` (13.3): rank-1 tiles of element types of different
/// widths, holding the same whole number of bytes.
fn verify_pack_unpack(cx: &Verifier, op: OpId) -> VerifyResult {
    let (Some(source), Some(&result)) = (operand_type(cx, op, 0), cx.result_types(op).first()) else { return Ok(()) };
    let (Some((src_shape, src_el)), Some((res_shape, res_el))) = (tile_parts(cx, source), tile_parts(cx, result)) else { return Ok(()) };
    let (TypeData::Scalar(src_el), TypeData::Scalar(res_el)) = (cx.ir.types.get(src_el), cx.ir.types.get(res_el)) else { return Ok(()) };
    if src_shape.len() != 1 {
        return cx.fail(op, "expects source and result to be rank-1 tiles");
    }
    if mlir_bit_width(*src_el) == mlir_bit_width(*res_el) {
        return cx.fail(op, "expects source and result to have different element type widths");
    }
    // Sizes in bits: i1 takes one bit, tf32 its 32-bit storage.
    let bits = |s: Scalar, shape: &[i64]| u64::from(s.width()) * shape.iter().map(|&d| d as u64).product::<u64>();
    let (src_bits, res_bits) = (bits(*src_el, src_shape), bits(*res_el, res_shape));
    if src_bits % 8 != 0 {
        return cx.fail(op, "expects source tile to be byte-aligned");
    }
    if res_bits % 8 != 0 {
        return cx.fail(op, "expects result tile to be byte-aligned");
    }
    if src_bits != res_bits {
        return cx.fail(
            op,
            format!("expects source and result to have the same size in bytes, but got source tile size {} bytes and result tile size {} bytes", src_bits / 8, res_bits / 8),
        );
    }
    Ok(())
}

/// `cuda_tile.pack` (13.3).
pub fn verify_pack(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_pack_unpack(cx, op)
}

/// `cuda_tile.unpack` (13.3).
pub fn verify_unpack(cx: &Verifier, op: OpId) -> VerifyResult {
    verify_pack_unpack(cx, op)
}
