//! Matrix products reach the tensor cores: the machine code ptxas makes
//! from our PTX holds tensor-core instructions (HMMA, IMMA, DMMA) for every
//! matmul-class kernel, judged without a GPU (docs/ptx.md, "Tensor cores").
//!
//! The kernels:
//! - the kernels of the mma run cases (tests/run/mma): the tensor-core ones,
//!   `tc_*`, must have them; the others (4x16 by 16x8, which does not tile
//!   into 16x8 fragments) must not, which shows the test can tell;
//! - every cuTile kernel of tests/cutile with an `mmaf` or `mmai` must have
//!   them, but those in [`SCALAR`], which must not (each says why; one that
//!   starts using tensor cores fails until it leaves the list);
//! - the GEMM and attention kernels the GPU benchmarks time
//!   (benches/gpu/kernels.mlir, [`BENCH_PRODUCTS`]) must have them.
//!
//! Each kernel is lowered as `tilesmith compile` lowers it (kernels may
//! take more than 48 KiB of shared memory, ptxas given
//! `--enable-extended-smem=true` where one does) for sm_75, sm_80, sm_90
//! and sm_90a (the cuTile
//! kernel exported for that target, or the sm_90 export where there is none;
//! on sm_75, whose one `mma.sync` form is f16 m16n8k8, only kernels whose
//! products are all f16 or f8 must have them, and the others must not; on
//! sm_90a, what a cubin for an H100 is compiled for, they must be the
//! warpgroup instructions HGMMA or IGMMA where every product has M a
//! multiple of 64, but for the kernels of [`NO_WARPGROUP`]; smaller products
//! may keep HMMA or IMMA there, as tileiras's do), assembled by
//! `ptxas -arch=sm_XX`, and the cubin read by `cuobjdump -sass`. The GEMM
//! tiles of `benches/gemm_tiles.mlir` (128x128x32, 128x256x64 and, past 48
//! KiB of shared memory, 128x256x128, f16 into f32), lowered as `tilesmith
//! compile` lowers them (`--extended-shared`, ptxas given
//! `--enable-extended-smem=true` where a kernel needs it), must also
//! assemble without spill stores (`ptxas -v`) on sm_80, sm_90 and sm_90a,
//! but for [`GEMM_SPILLS`]. With `--prefetch` (and `--extended-shared`
//! where listed), the
//! benchmarks' kernels of [`ASYNC_COPIES`] must copy their tiles ahead with
//! `cp.async` (LDGSTS in the SASS) where the list says so, and not where it
//! says why not, still on the tensor cores and without spill stores. The tools
//! are installed by `cargo xtask tools` into .cache/tools; the test fails,
//! never skips, when that fails. The counts are printed.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tilesmith_backend::ptx::{self, Arch, ModuleOptions};
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Ir, OpId, TypeData, Value};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::verify::verify;

#[path = "support/cases.rs"]
mod cases;
#[path = "support/kernels.rs"]
mod kernels;
use kernels::{load_module, run_kernels};
#[path = "support/nvidia.rs"]
mod nvidia;
use nvidia::{nvidia_tools, NvidiaTools};

const ARCHES: [Arch; 4] = [Arch::Sm75, Arch::Sm80, Arch::Sm90, Arch::Sm90a];

/// Tensor-core kernels whose products have no `wgmma` form on sm_90a (they
/// keep `mma.sync`'s HMMA, IMMA or DMMA there), and why.
const NO_WARPGROUP: &[(&str, &str)] = &[
    ("tests/run/mma::tc_f64_f64", "f64: wgmma has no f64 form (DMMA it is)"),
    ("tests/run/mma::tc_f64_skewed_columns", "f64: wgmma has no f64 form (DMMA it is)"),
    ("tests/cutile/matmul_f64", "f64: wgmma has no f64 form (DMMA it is)"),
    ("tests/run/mma::tc_cta256_bands", "its products keep the bands, which use wgmma only in CTAs of one warpgroup (this one has two)"),
    ("tests/run/mma::tc_cta256_batched_f16_f32", "M = 64 in a CTA of two warpgroups, each of which takes every other 64-row block of a batch: mma.sync"),
];

/// cuTile matmul kernels that stay on the scalar path, and why.
const SCALAR: &[(&str, &str)] = &[
    ("matmul_f32", "f32 inputs: no tensor-core instruction keeps f32 products exact (tf32 drops 13 bits)"),
    ("tiny_tiles", "a 4x4 by 4x2 product does not tile into 16x8 fragments"),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A kernel to look at: a module per architecture, the entry, and whether
/// tensor-core instructions must be there.
struct Kernel {
    shown: String,
    modules: Vec<(Arch, PathBuf)>,
    entry: Option<String>,
    /// On sm_80 and sm_90.
    expected: bool,
    /// On sm_75: `expected`, and every product of the entry is f16 or f8
    /// (set once the module is read).
    turing: bool,
    /// On sm_90a, whether HGMMA or IGMMA must be there: `expected`, and
    /// every product's M a multiple of 64 (set once the module is read).
    warpgroup: bool,
}

/// The `mmaf`/`mmai` ops of the entry `entry` (the first entry where none is named).
fn products(ir: &Ir, entry: Option<&str>) -> Vec<OpId> {
    let in_entry = |mut op: OpId| loop {
        if let Some(e) = EntryOp::cast(ir, op) {
            return entry.is_none_or(|name| e.sym_name(ir) == Some(name));
        }
        let Some(parent) = ir.ops[op].parent.and_then(|b| ir.blocks[b].parent).and_then(|r| ir.regions[r].parent) else { return false };
        op = parent;
    };
    ir.ops.iter().map(|(id, _)| id).filter(|&id| matches!(ir.kind(id), Some(OpKind::Mmaf | OpKind::Mmai)) && in_entry(id)).collect()
}

/// Whether every product of the entry multiplies f16 or f8 elements: the
/// products sm_75's tensor cores take.
fn turing_products(ir: &Ir, entry: Option<&str>) -> bool {
    let element = |v: Value| match ir.types.get(ir.value_type(v)) {
        TypeData::Tile { element, .. } => match ir.types.get(*element) {
            TypeData::Scalar(s) => Some(*s),
            _ => None,
        },
        _ => None,
    };
    let products = products(ir, entry);
    !products.is_empty() && products.iter().all(|&id| matches!(element(ir.ops[id].operands[0]), Some(Scalar::F16 | Scalar::F8E4m3fn | Scalar::F8E5m2)) && ir.kind(id) == Some(OpKind::Mmaf))
}

/// Whether every product of the entry has M (rows a batch) a multiple of
/// 64, the rows of one `wgmma`: on sm_90a those must be warpgroup
/// instructions. Smaller ones may keep `mma.sync`, as tileiras does.
fn warpgroup_products(ir: &Ir, entry: Option<&str>) -> bool {
    let rows = |v: Value| match ir.types.get(ir.value_type(v)) {
        TypeData::Tile { shape, .. } if shape.len() >= 2 => Some(shape[shape.len() - 2]),
        _ => None,
    };
    let products = products(ir, entry);
    !products.is_empty() && products.iter().all(|&id| rows(ir.ops[id].operands[0]).is_some_and(|m| m % 64 == 0))
}

/// The kernels of the GPU benchmarks that multiply matrices.
const BENCH_PRODUCTS: [&str; 5] = ["gemm_f16_128x128x32", "gemm_bf16_128x128x32", "gemm_f16_128x256x64", "attention_f16_64x64_d64", "attention_f16_128x64_d64"];

fn kernels() -> Result<Vec<Kernel>, String> {
    let mut out = Vec::new();
    for k in run_kernels(&root().join("tests/run/mma"), None)? {
        let expected = k.kernel.starts_with("tc_");
        out.push(Kernel { shown: format!("tests/run/mma::{}", k.kernel), modules: ARCHES.map(|a| (a, k.module.clone())).to_vec(), entry: Some(k.kernel), expected, turing: false, warpgroup: false });
    }
    // The GPU benchmarks' products (benches/gpu/kernels.mlir).
    let bench = root().join("benches/gpu/kernels.mlir");
    for entry in BENCH_PRODUCTS {
        out.push(Kernel { shown: format!("benches/gpu/kernels.mlir::{entry}"), modules: ARCHES.map(|a| (a, bench.clone())).to_vec(), entry: Some(entry.to_string()), expected: true, turing: false, warpgroup: false });
    }
    let sm90 = root().join("tests/cutile/sm_90");
    let mut names: Vec<String> = std::fs::read_dir(&sm90)
        .map_err(|e| format!("{}: {e}", sm90.display()))?
        .flatten()
        .filter_map(|e| e.file_name().to_str().and_then(|n| n.strip_suffix(".tileirdisasm.mlir")).map(String::from))
        .collect();
    names.sort();
    for name in names {
        let text = std::fs::read_to_string(sm90.join(format!("{name}.tileirdisasm.mlir"))).map_err(|e| e.to_string())?;
        if !text.contains(" mmaf ") && !text.contains(" mmai ") {
            continue;
        }
        let modules = ARCHES
            .map(|arch| {
                let own = root().join(format!("tests/cutile/{}/{name}.tileirbc", arch.name()));
                (arch, if own.exists() { own } else { sm90.join(format!("{name}.tileirbc")) })
            })
            .to_vec();
        out.push(Kernel { shown: format!("tests/cutile/{name}"), modules, entry: None, expected: !SCALAR.iter().any(|(n, _)| *n == name), turing: false, warpgroup: false });
    }
    Ok(out)
}

/// The instructions of `cuobjdump -sass` text (`/*0120*/  HMMA.16816.F32 R4, R8, R12, R4 ;  /* 0x... */`), as their text.
fn instructions(sass: &str) -> impl Iterator<Item = &str> {
    sass.lines().filter_map(|line| {
        let code = line.trim_start().strip_prefix("/*")?.split_once("*/")?.1;
        let code = code.split("/*").next()?.trim();
        code.ends_with(';').then_some(code)
    })
}

/// An instruction's opcode, after an optional predicate.
fn opcode(instruction: &str) -> &str {
    let code = if instruction.starts_with('@') { instruction.split_once(' ').map_or("", |(_, rest)| rest.trim_start()) } else { instruction };
    code.split(|c: char| c == '.' || c.is_whitespace()).next().unwrap_or("")
}

/// Whether an instruction is a tensor-core one: HMMA, IMMA, DMMA, HGMMA or IGMMA.
fn is_tensor_core(instruction: &str) -> bool {
    matches!(opcode(instruction), "HMMA" | "IMMA" | "DMMA" | "HGMMA" | "IGMMA")
}

/// Whether an instruction is a warpgroup one (sm_90a's `wgmma`): HGMMA or IGMMA.
fn is_warpgroup(instruction: &str) -> bool {
    matches!(opcode(instruction), "HGMMA" | "IGMMA")
}

/// What the SASS of a kernel holds: tensor-core instructions, warpgroup ones among them, and all.
struct Counts {
    tensor: usize,
    warpgroup: usize,
    total: usize,
    /// `cp.async` copies (LDGSTS).
    async_copies: usize,
    /// `BAR.SYNC`s.
    barriers: usize,
    /// What `ptxas -v` reports: registers a thread, and bytes of spill stores.
    registers: u64,
    spilled: u64,
}

/// The SASS of `module`'s kernel for `arch`, lowered as `tilesmith
/// compile` lowers it (`--extended-shared`): its tensor-core instructions
/// and all its instructions.
fn sass_counts(tools: &NvidiaTools, scratch: &Path, module: &Path, entry: Option<&str>, arch: Arch) -> Result<Counts, String> {
    sass_counts_with(tools, scratch, module, entry, arch, &ModuleOptions { extended_shared: true, ..ModuleOptions::default() })
}

fn sass_counts_with(tools: &NvidiaTools, scratch: &Path, module: &Path, entry: Option<&str>, arch: Arch, options: &ModuleOptions) -> Result<Counts, String> {
    let ir = load_module(module)?;
    let verified = verify(&ir).map_err(|_| "does not verify".to_string())?;
    let entry = match entry {
        Some(e) => e.to_string(),
        None => ir.ops.iter().find_map(|(id, _)| EntryOp::cast(&ir, id).and_then(|e| e.sym_name(&ir)).map(String::from)).ok_or("no entry")?,
    };
    let compiled = ptx::compile_kernel_module(verified, &entry, arch, options).map_err(|e| e.to_string())?;
    let (ptx_file, cubin) = (scratch.join(format!("{entry}.{}.ptx", arch.name())), scratch.join(format!("{entry}.{}.cubin", arch.name())));
    std::fs::write(&ptx_file, compiled.text).map_err(|e| e.to_string())?;
    let mut ptxas = tools.command(&tools.ptxas);
    ptxas.arg(format!("-arch={}", arch.name())).arg("-v");
    if ptx::ptxas_needs_extended_shared(arch, compiled.shared_bytes) {
        ptxas.arg("--enable-extended-smem=true");
    }
    let out = ptxas.arg(&ptx_file).arg("-o").arg(&cubin).output().map_err(|e| format!("ptxas: {e}"))?;
    if !out.status.success() {
        return Err(format!("ptxas: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let (registers, spilled) = resources(&String::from_utf8_lossy(&out.stderr));
    let out = tools.command(&tools.cuobjdump).arg("-sass").arg(&cubin).output().map_err(|e| format!("cuobjdump: {e}"))?;
    if !out.status.success() {
        return Err(format!("cuobjdump: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let sass = String::from_utf8_lossy(&out.stdout);
    Ok(Counts {
        tensor: instructions(&sass).filter(|i| is_tensor_core(i)).count(),
        warpgroup: instructions(&sass).filter(|i| is_warpgroup(i)).count(),
        async_copies: instructions(&sass).filter(|i| opcode(i).starts_with("LDGSTS")).count(),
        barriers: instructions(&sass).filter(|i| opcode(i) == "BAR" && i.contains("BAR.SYNC")).count(),
        total: instructions(&sass).count(),
        registers,
        spilled,
    })
}

/// Registers a thread and bytes of spill stores, from `ptxas -v`'s lines
/// (`Used 120 registers, ...`, `0 bytes stack frame, 24 bytes spill stores, ...`).
fn resources(verbose: &str) -> (u64, u64) {
    let number_before = |line: &str, words: &str| -> Option<u64> { line.split(", ").find_map(|part| part.trim().strip_suffix(words)?.trim().rsplit(' ').next()?.parse().ok()) };
    let registers = verbose.lines().find_map(|l| l.split_once("Used ").and_then(|(_, rest)| rest.split(' ').next()?.parse().ok())).unwrap_or(0);
    let spilled = verbose.lines().filter_map(|l| number_before(l, "bytes spill stores")).sum();
    (registers, spilled)
}

/// The GEMM tiles of issue 17 (`benches/gemm_tiles.mlir`): each must reach
/// the tensor cores and `ptxas -v` must report no spill stores, but for
/// those listed with the reason they spill. 128x256x128's operands take 96
/// KiB of shared memory (`--extended-shared`).
const GEMM_TILES: &[(&str, Arch)] = &[
    ("g128x128x32", Arch::Sm80),
    ("g128x128x32", Arch::Sm90),
    ("g128x128x32", Arch::Sm90a),
    ("g128x256x64", Arch::Sm80),
    ("g128x256x64", Arch::Sm90),
    ("g128x256x64", Arch::Sm90a),
    ("g128x256x128", Arch::Sm80),
    ("g128x256x128", Arch::Sm90),
    ("g128x256x128", Arch::Sm90a),
];
/// None spills now; a kernel that must is listed with why, and fails the
/// test once it stops.
const GEMM_SPILLS: &[(&str, Arch, &str)] = &[];

/// A kernel, its architecture, whether `--extended-shared`, how many
/// iterations ahead (`--prefetch-distance`), the LDGSTS it must hold at
/// least (or why none), and its `BAR.SYNC`s.
type AsyncCopy = (&'static str, Arch, bool, u32, Result<usize, &'static str>, usize);

/// The benchmarks' kernels (benches/gpu/kernels.mlir) with `--prefetch`,
/// and `--extended-shared` where the third field says: whether their loops
/// copy tiles ahead into shared memory with `cp.async` (docs/ptx.md, "Loads
/// a step ahead"), or why not; with the LDGSTS they must hold at least,
/// and their barriers.
const ASYNC_COPIES: &[AsyncCopy] = &[
    // Rings of 3 buffers where they fit (the 128x128x32 GEMM's padded
    // operands take 16,768 bytes a buffer: 3 pass 48 KiB), else pairs, whose
    // loop holds one barrier more (every warp done reading the buffer its
    // copies overwrite); the last field counts BAR.SYNC in the SASS.
    ("gemm_f16_128x128x32", Arch::Sm80, false, 1, Ok(16), 3),
    ("gemm_f16_128x128x32", Arch::Sm80, true, 1, Ok(16), 2),
    ("gemm_f16_128x128x32", Arch::Sm90, false, 1, Ok(16), 3),
    ("gemm_f16_128x128x32", Arch::Sm90a, false, 1, Ok(16), 2),
    ("gemm_bf16_128x128x32", Arch::Sm80, false, 1, Ok(16), 3),
    // K's pair only: V's would pass 48 KiB beside it. 15 barriers (16
    // before the rows of the scores were reduced in quads).
    ("attention_f16_64x64_d64", Arch::Sm80, false, 1, Ok(8), 15),
    // K's and V's rings: sm_90a, and --extended-shared, have the room. With
    // V waiting in shared memory and P read from registers, P V stages
    // nothing, so it needs no barrier before staging (one fewer).
    ("attention_f16_64x64_d64", Arch::Sm80, true, 1, Ok(16), 14),
    ("attention_f16_64x64_d64", Arch::Sm90a, false, 1, Ok(16), 14),
    // 128 queries, 256 threads: each thread copies half of K's and V's tiles.
    ("attention_f16_128x64_d64", Arch::Sm90a, false, 1, Ok(8), 14),
    // A's and B's rings (144 KiB).
    ("gemm_f16_128x256x64", Arch::Sm80, true, 1, Ok(24), 2),
    ("gemm_f16_128x256x64", Arch::Sm90, true, 1, Ok(24), 2),
    ("gemm_f16_128x256x64", Arch::Sm90a, false, 1, Ok(24), 2),
    ("gemm_f16_128x128x32", Arch::Sm75, false, 1, Err("sm_75 has no cp.async: the tiles are carried in registers"), 2),
    ("gemm_f16_128x256x64", Arch::Sm80, false, 1, Err("two buffers of A and B (2 x 48 KiB) do not fit in the 48 KiB ptxas takes by default: the tiles are carried in registers (--extended-shared has the room)"), 2),
    // Two iterations ahead (docs/ptx.md, "Further ahead"): a third buffer
    // of each tile copied before the loop, and rings of 4 (one barrier in
    // the loop) where they fit, of 3 (two) where not; the 128x128x32 GEMM
    // within 48 KiB on sm_80 falls back to a step ahead (as above).
    ("gemm_f16_128x128x32", Arch::Sm80, false, 2, Ok(16), 3),
    ("gemm_f16_128x128x32", Arch::Sm80, true, 2, Ok(24), 2),
    ("gemm_f16_128x128x32", Arch::Sm90a, false, 2, Ok(24), 2),
    ("gemm_f16_128x256x64", Arch::Sm80, true, 2, Ok(36), 3),
    ("gemm_f16_128x256x64", Arch::Sm90a, false, 2, Ok(36), 2),
    ("attention_f16_64x64_d64", Arch::Sm90a, false, 2, Ok(24), 14),
    ("attention_f16_128x64_d64", Arch::Sm90a, false, 2, Ok(12), 14),
    // Three ahead: rings of 4 for the 128x256x64 GEMM (4 x 48 KiB), with
    // the barrier before the copies.
    ("gemm_f16_128x256x64", Arch::Sm90a, false, 3, Ok(48), 3),
];

fn main() -> ExitCode {
    // The reading of SASS, on a sample of what cuobjdump prints.
    let sample = "        /*3fe0*/                   HMMA.16816.F16 R38, R24, R30.reuse, RZ ;              /* 0x0000001e1826723c */\n                                                                                         /* 0x000fe20000000800 */\n        /*0010*/                   @P0 IMMA.16832.S8.S8 R4, R8, R12, R4 ;  /* 0x0 */\n        /*0020*/                   FFMA R1, R2, R3, R4 ;  /* 0x0 */";
    assert_eq!(instructions(sample).count(), 3, "SASS instructions are read");
    assert_eq!(instructions(sample).filter(|i| is_tensor_core(i)).count(), 2, "HMMA and a predicated IMMA are tensor-core instructions, FFMA is not");
    assert_eq!(instructions(sample).filter(|i| is_warpgroup(i)).count(), 0, "neither is a warpgroup instruction");
    assert!(is_warpgroup("HGMMA.64x64x16.F32 R24, gdesc[UR4], RZ, !UPT, gsb0 ;") && is_warpgroup("@P1 IGMMA.64x32x32.S8.S8 R4, gdesc[UR8], R4, gsb0 ;"));
    let verbose = "ptxas info    : Function properties for k\n    136 bytes stack frame, 24 bytes spill stores, 24 bytes spill loads\nptxas info    : Used 80 registers, used 1 barriers, 49152 bytes smem";
    assert_eq!(resources(verbose), (80, 24), "ptxas -v is read");
    let tools = match nvidia_tools() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let kernels = match kernels() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let scratch = std::env::temp_dir().join(format!("tilesmith-tensor-cores-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut failures = Vec::new();
    let mut kernels = kernels;
    for kernel in &mut kernels {
        match load_module(&kernel.modules[0].1) {
            Ok(ir) => {
                kernel.turing = kernel.expected && turing_products(&ir, kernel.entry.as_deref());
                kernel.warpgroup = kernel.expected && warpgroup_products(&ir, kernel.entry.as_deref());
            }
            Err(e) => failures.push(format!("{}: {e}", kernel.shown)),
        }
    }
    let (mut with, mut without) = (0, 0);
    for kernel in &kernels {
        for (arch, module) in &kernel.modules {
            let expected = if *arch == Arch::Sm75 { kernel.turing } else { kernel.expected };
            let shown = format!("{} ({})", kernel.shown, arch.name());
            match sass_counts(tools, &scratch, module, kernel.entry.as_deref(), *arch) {
                Ok(Counts { tensor: found, warpgroup, total, .. }) => {
                    println!("{shown}: {found} tensor-core instructions ({warpgroup} warpgroup) of {total}");
                    let warpgroup_expected = *arch == Arch::Sm90a && kernel.warpgroup && !NO_WARPGROUP.iter().any(|(n, _)| *n == kernel.shown);
                    match (expected, found > 0) {
                        (true, true) if warpgroup_expected && warpgroup == 0 => failures.push(format!("{shown}: {found} tensor-core instructions, but no HGMMA or IGMMA")),
                        (true, true) => with += 1,
                        (false, false) => without += 1,
                        (true, false) => failures.push(format!("{shown}: no tensor-core instruction in its SASS")),
                        (false, true) if *arch == Arch::Sm75 && kernel.expected => failures.push(format!("{shown}: {found} tensor-core instructions, but sm_75 has them only for f16 and f8 products")),
                        (false, true) => {
                            let why = SCALAR.iter().find(|(n, _)| kernel.shown.ends_with(n)).map_or("its shape does not tile", |(_, why)| why);
                            failures.push(format!("{shown}: {found} tensor-core instructions, but it is listed as scalar ({why}); update the list"));
                        }
                    }
                }
                Err(e) => failures.push(format!("{shown}: {e}")),
            }
        }
    }
    let gemm = root().join("benches/gemm_tiles.mlir");
    for &(kernel, arch) in GEMM_TILES {
        let shown = format!("benches/gemm_tiles.mlir::{kernel} ({})", arch.name());
        let known = GEMM_SPILLS.iter().find(|(k, a, _)| *k == kernel && *a == arch);
        match sass_counts(tools, &scratch, &gemm, Some(kernel), arch) {
            Ok(c) => {
                println!("{shown}: {} tensor-core instructions, {} registers, {} bytes spilled", c.tensor, c.registers, c.spilled);
                if c.tensor == 0 {
                    failures.push(format!("{shown}: no tensor-core instruction"));
                }
                match (c.spilled > 0, known) {
                    (true, None) => failures.push(format!("{shown}: {} bytes of spill stores", c.spilled)),
                    (false, Some(_)) => failures.push(format!("{shown}: no spill any more; take it off GEMM_SPILLS")),
                    _ => {}
                }
            }
            Err(e) => failures.push(format!("{shown}: {e}")),
        }
    }
    let bench = root().join("benches/gpu/kernels.mlir");
    for &(kernel, arch, extended_shared, distance, expected, barriers) in ASYNC_COPIES {
        let ahead = if distance == 1 { "--prefetch".to_string() } else { format!("--prefetch-distance {distance}") };
        let shown = format!("benches/gpu/kernels.mlir::{kernel} ({}, {ahead}{})", arch.name(), if extended_shared { " --extended-shared" } else { "" });
        let prefetch = ModuleOptions { prefetch: true, prefetch_distance: distance, extended_shared, ..ModuleOptions::default() };
        match sass_counts_with(tools, &scratch, &bench, Some(kernel), arch, &prefetch) {
            Ok(c) => {
                println!("{shown}: {} LDGSTS, {} tensor-core instructions of {}, {} registers, {} bytes spilled", c.async_copies, c.tensor, c.total, c.registers, c.spilled);
                match expected {
                    Ok(least) if c.async_copies < least => failures.push(format!("{shown}: {} cp.async (LDGSTS) in its SASS, where {least} are expected", c.async_copies)),
                    Err(why) if c.async_copies > 0 => failures.push(format!("{shown}: {} LDGSTS, but it is listed without ({why}); update the list", c.async_copies)),
                    _ => {}
                }
                if c.tensor == 0 {
                    failures.push(format!("{shown}: no tensor-core instruction"));
                }
                if c.spilled > 0 {
                    failures.push(format!("{shown}: {} bytes of spill stores", c.spilled));
                }
                if c.barriers != barriers {
                    failures.push(format!("{shown}: {} BAR.SYNC, where {barriers} are expected", c.barriers));
                }
            }
            Err(e) => failures.push(format!("{shown}: {e}")),
        }
    }
    for (kernel, arch, _, _, expected, _) in ASYNC_COPIES {
        if let Err(why) = expected {
            println!("  no cp.async by design: {kernel} ({}): {why}", arch.name());
        }
    }
    for (kernel, arch, why) in GEMM_SPILLS {
        println!("  spills by design: {kernel} ({}): {why}", arch.name());
    }
    println!("{} kernels x {} architectures: {with} with tensor-core instructions as expected, {without} without as expected, {} failed", kernels.len(), ARCHES.len(), failures.len());
    for (name, why) in SCALAR {
        println!("  scalar by design: {name}: {why}");
    }
    for (name, why) in NO_WARPGROUP {
        println!("  no warpgroup instruction on sm_90a: {name}: {why}");
    }
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&scratch);
        return ExitCode::SUCCESS;
    }
    for f in &failures {
        eprintln!("FAILED {f}");
    }
    ExitCode::FAILURE
}
