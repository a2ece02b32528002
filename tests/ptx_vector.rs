//! Which global loads and stores the PTX backend emits as vectors
//! (`ld.global.v4.b32`, ...) and which it must leave scalar, counted in the
//! PTX of known kernels, so that the optimization cannot disappear (or
//! spread to a kernel where alignment is not provable) without a test
//! failing. That the vector code computes the right thing is
//! tests/ptx_emulator.rs's job (the tests/run/vector cases), and that ptxas
//! takes it tests/ptx.rs's.

use std::collections::BTreeMap;
use std::path::Path;

use tilesmith_backend::ptx::{self, Arch};
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::verify::verify;

fn load(relative: &str) -> Ir {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if bytes.starts_with(&tilesmith_dialect::bytecode::MAGIC) {
        return tilesmith_dialect::bytecode::read(&bytes).unwrap_or_else(|d| panic!("{relative}: {}", d.message));
    }
    let text = String::from_utf8(bytes).expect("UTF-8");
    parse(&text, relative, 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).unwrap_or_else(|d| panic!("{relative}: {}", d.message))
}

/// How many of each global load and store opcode (without the guard) the
/// sm_90 PTX of `kernel` has, as `"ld.global.v4.b32" -> 2`.
fn memory_opcodes(relative: &str, kernel: &str) -> BTreeMap<String, usize> {
    let ir = load(relative);
    let verified = verify(&ir).unwrap_or_else(|e| panic!("{relative}: {e:?}"));
    let text = ptx::compile(verified, kernel, Arch::Sm90).unwrap_or_else(|e| panic!("{relative} {kernel}: {e}"));
    let mut counts = BTreeMap::new();
    for line in text.lines() {
        let instruction = line.trim_start();
        let instruction = if instruction.starts_with('@') { instruction.split_once(' ').map_or("", |(_, rest)| rest) } else { instruction };
        let opcode = instruction.split_whitespace().next().unwrap_or("");
        if opcode.starts_with("ld.global") || opcode.starts_with("st.global") {
            *counts.entry(opcode.to_string()).or_insert(0) += 1;
        }
    }
    counts
}

fn counts(pairs: &[(&str, usize)]) -> BTreeMap<String, usize> {
    pairs.iter().map(|&(k, n)| (k.to_string(), n)).collect()
}

#[test]
fn the_vector_add_example_moves_four_floats_per_access() {
    // 128 elements a block, pointers from an aligned base plus block * 128 + iota.
    assert_eq!(memory_opcodes("examples/vector_add.mlir", "vector_add"), counts(&[("ld.global.v4.b32", 2), ("st.global.v4.b32", 1)]));
}

#[test]
fn aligned_views_move_vectors_of_each_element_type() {
    let file = "tests/run/vector/kernel.mlir";
    // Whole groups (a static size, a multiple of 4): nothing scalar.
    assert_eq!(memory_opcodes(file, "add_f32_static"), counts(&[("ld.global.v4.b32", 2), ("st.global.v4.b32", 1)]));
    // n assumed a multiple of 8: whole groups; 16-byte loads, 8-byte stores.
    assert_eq!(memory_opcodes(file, "cast_f32_bf16"), counts(&[("ld.global.v4.b32", 1), ("st.global.v4.b16", 1)]));
    // A dynamic size: each vector has its element-by-element fallback for the group at the end.
    assert_eq!(memory_opcodes(file, "add_f32_dynamic"), counts(&[("ld.global.b32", 8), ("ld.global.v4.b32", 2), ("st.global.b32", 4), ("st.global.v4.b32", 1)]));
    assert_eq!(memory_opcodes(file, "add_f16_dynamic"), counts(&[("ld.global.b16", 8), ("ld.global.v4.b16", 2), ("st.global.b16", 4), ("st.global.v4.b16", 1)]));
    assert_eq!(memory_opcodes(file, "add_i8_dynamic"), counts(&[("ld.global.s8", 8), ("ld.global.v4.s8", 2), ("st.global.b8", 4), ("st.global.v4.b8", 1)]));
    // f64 two at a time; the load's groups may straddle the matrix's edge, the store's (a static 12x16) may not.
    assert_eq!(memory_opcodes(file, "scale_f64_padded"), counts(&[("ld.global.b64", 2), ("ld.global.v2.b64", 1), ("st.global.v2.b64", 1)]));
    // A load that feeds two row reductions and a broadcast (staged through
    // shared memory, which reads the blocked layout): 8x64 elements, one v4
    // load and one v4 store of the centered rows per thread; the 8 row sums
    // (also blocked: the reduction writes them by index) one v4 store in each
    // of 2 threads, with its element-by-element fallback (n is unknown).
    // While reductions pinned the cyclic layout: 4 ld.global.b32, 5 st.global.b32.
    assert_eq!(memory_opcodes(file, "row_sum_max_f32"), counts(&[("ld.global.v4.b32", 1), ("st.global.b32", 4), ("st.global.v4.b32", 2)]));
    // Pointer tiles with a mask: the vector goes when the whole group is unmasked.
    assert_eq!(memory_opcodes(file, "add_f32_pointers_masked"), counts(&[("ld.global.b32", 8), ("ld.global.v4.b32", 2), ("st.global.b32", 4), ("st.global.v4.b32", 1)]));
}

#[test]
fn accesses_stay_scalar_where_alignment_is_not_provable() {
    // The view starts one f32 past an aligned pointer.
    assert_eq!(memory_opcodes("tests/run/vector/kernel.mlir", "unaligned_f32"), counts(&[("ld.global.b32", 1), ("st.global.b32", 1)]));
    // cuTile's vector_add passes each array's strides as parameters (no
    // static stride 1, no assumption), so nothing proves its elements contiguous.
    let cutile = memory_opcodes("tests/cutile/sm_90/vector_add.tileirbc", "vector_add_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128");
    assert_eq!(cutile, counts(&[("ld.global.b32", 2), ("st.global.b32", 1)]));
}

#[test]
fn a_product_accumulator_in_the_fragment_layout_moves_pairs() {
    // 32x32 f32, 8 elements a thread in 16x8 fragments: each thread's
    // adjacent columns, loaded and stored through aligned pointers, go in pairs.
    let counts_of = memory_opcodes("tests/run/mma/kernels.mlir", "tc_aligned_f16_f32");
    assert_eq!(counts_of.get("ld.global.v2.b32"), Some(&4));
    assert_eq!(counts_of.get("st.global.v2.b32"), Some(&4));
    // A and B are not known to be aligned: one f16 at a time.
    assert_eq!(counts_of.get("ld.global.b16"), Some(&32));
}
