//! The GPU benchmarks (benches/gpu/bench.py, run by the GPU bundle) can only
//! time kernels on a GPU, but what they pass can be checked without one:
//! `bench.py --plan` lowers every benchmark kernel for sm_80 and sm_90a,
//! as lowered by default, with `--prefetch` and with `--prefetch-distance 2`,
//! with this build's tilesmith, and compares the parameters the PTX declares
//! (and its `.reqntid`) with the arguments the script would pass. That the
//! kernels compute the right thing is the job of their small instances in
//! tests/run/bench (interpreter, PTX emulator) and of tests/tensor_cores.rs
//! (tensor-core instructions in their SASS). Needs `python3` (no packages);
//! fails, never skips, without it.

use std::path::Path;
use std::process::Command;

#[test]
fn benchmark_arguments_match_the_kernels() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scratch = std::env::temp_dir().join(format!("tilesmith-gpu-bench-plan-{}", std::process::id()));
    let output = Command::new("python3")
        .arg(root.join("benches/gpu/bench.py"))
        .args(["--plan", "--tilesmith", env!("CARGO_BIN_EXE_tilesmith"), "--out"])
        .arg(&scratch)
        .output()
        .unwrap_or_else(|e| panic!("python3 (needed to check benches/gpu/bench.py): {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(output.status.success(), "bench.py --plan failed:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    // Six kernels for two architectures, loading 0, 1 and 2 iterations ahead, each checked.
    assert_eq!(stdout.lines().filter(|l| l.starts_with("plan: ") && l.contains(" parameters, ")).count(), 36, "{stdout}");
}
