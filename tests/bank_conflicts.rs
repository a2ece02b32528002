//! Shared-memory bank conflicts, counted by the PTX emulator's profile
//! (`tilesmith run --device ptx-emulator --profile`, docs/ptx.md): the
//! kernels below stage tiles through shared memory (tensor-core operands,
//! a reduction along rows, a transpose) and must keep their wavefronts at
//! the ideal, or within the bound given, where a layout without padding,
//! planes or swizzle takes up to 32 times as many. No GPU and no NVIDIA tool needed.

use std::path::Path;
use std::process::Command;

/// A run case, its architecture and flags, and the most shared-memory
/// wavefronts it may take per ideal one.
const CASES: &[(&str, &str, &[&str], f64)] = &[
    // mma.sync operands as planes of chunks (ldmatrix and stores).
    ("bench/gemm_f16_128x128x32", "sm_80", &[], 1.0),
    ("bench/gemm_f16_128x128x32", "sm_80", &["--prefetch"], 1.0),
    // Planes without room for padding, swizzled instead; with --prefetch its
    // tiles are staged from registers, runs of 8 halves as one 16-byte store.
    ("bench/gemm_f16_128x256x64", "sm_80", &[], 1.0),
    ("bench/gemm_f16_128x256x64", "sm_80", &["--prefetch"], 1.0),
    // wgmma, in the hardware's swizzle modes: A K-major (64-byte rows),
    // B MN-major (128-byte), copied there by cp.async with --prefetch.
    ("bench/gemm_f16_128x128x32", "sm_90a", &[], 1.0),
    ("bench/gemm_f16_128x128x32", "sm_90a", &["--prefetch"], 1.0),
    // The same with 128-byte rows both, filling 48 KiB: no room for padding.
    ("bench/gemm_f16_128x256x64", "sm_90a", &[], 1.0),
    ("bench/gemm_f16_128x256x64", "sm_90a", &["--prefetch"], 1.0),
    // Row reductions (softmax's max and sum) and K's transpose: rows of
    // 256 bytes 8 banks apart, the second four of eight skewed by 4 more,
    // so the fragment layout's 8-byte stores and the reduction's 16-byte
    // reads both meet no bank twice (a uniform pad left the stores 2-way).
    ("bench/attention_f16_64x64_d64", "sm_80", &[], 1.0),
    ("bench/attention_f16_64x64_d64", "sm_80", &["--prefetch"], 1.0),
    ("bench/attention_f16_64x64_d64", "sm_90a", &[], 1.0),
    ("bench/attention_f16_64x64_d64", "sm_90a", &["--prefetch"], 1.0),
    // 128 queries a tile block, in 256 threads.
    ("bench/attention_f16_128x64_d64", "sm_80", &[], 1.0),
    ("bench/attention_f16_128x64_d64", "sm_90a", &["--prefetch"], 1.0),
    // Band buffers: f32 accumulators loaded and stored as 8-byte pairs,
    // rows padded by 32 bytes (4 rows of a half warp 8 banks apart).
    ("cutile/matmul_splitk", "sm_80", &[], 1.0),
    ("cutile/matmul_splitk", "sm_90a", &[], 1.0),
    // f64 (DMMA): staged rows padded by 32 bytes, the fragment loads
    // conflict-free, and B's transposed rows skewed by 8 bytes per step of
    // bits 2 and 3 of their index, so its element stores down 16 rows are too.
    ("cutile/matmul_f64", "sm_80", &[], 1.0),
    ("cutile/matmul_f64", "sm_80", &["--prefetch"], 1.0),
    ("cutile/matmul_f64", "sm_90a", &[], 1.0),
    // Transposes and reductions through the scratch array.
    ("cutile/transpose", "sm_80", &[], 1.0),
    ("cutile/outer_product", "sm_80", &[], 1.0),
    ("cutile/reduce_ints", "sm_80", &[], 1.0),
];

/// The profile's shared-memory line: requests, wavefronts, ideal.
fn shared_line(report: &str) -> Option<(u64, u64, u64)> {
    let line = report.lines().find(|l| l.trim_start().starts_with("shared memory:"))?;
    let numbers: Vec<u64> = line.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).filter_map(|w| w.parse().ok()).collect();
    Some((*numbers.first()?, *numbers.get(1)?, *numbers.get(2)?))
}

#[test]
fn staged_tiles_stay_within_their_wavefront_bounds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut failures = Vec::new();
    for &(case, arch, flags, bound) in CASES {
        let dir = root.join(case);
        let args = std::fs::read_to_string(dir.join("args")).unwrap_or_else(|e| panic!("{case}/args: {e}"));
        let output = Command::new(env!("CARGO_BIN_EXE_tilesmith"))
            .current_dir(&dir)
            .args(["run", "--device", "ptx-emulator", "--profile", "--no-checks", "--arch", arch])
            .args(flags)
            .args(args.split_whitespace())
            .output()
            .expect("run tilesmith");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{case} ({arch} {flags:?}) failed:\n{stderr}");
        let (requests, wavefronts, ideal) = shared_line(&stderr).unwrap_or_else(|| panic!("{case}: no shared-memory line in\n{stderr}"));
        println!("{case} ({arch} {}): {requests} requests, {wavefronts} wavefronts, ideal {ideal}", flags.join(" "));
        assert!(requests > 0, "{case}: no shared-memory access; the case no longer stages anything");
        if wavefronts as f64 > bound * ideal as f64 {
            failures.push(format!("{case} ({arch} {}): {wavefronts} wavefronts, more than {bound} x the ideal {ideal}:\n{stderr}", flags.join(" ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
