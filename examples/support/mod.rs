//! What the examples share: f32 buffers as the interpreter's bytes and back,
//! and the checks each example's `main` runs on its kernel. A folder without
//! a main.rs, so cargo does not take it for an example of its own.

use std::error::Error;

use tilesmith::tiles::{IllFormed, KernelModule};
use tilesmith_backend::interp::RunOutput;

/// `v` as the bytes of a buffer argument (little-endian f32s).
pub fn bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Buffer `index` of a run, read as f32s.
pub fn f32s(out: &RunOutput, index: usize) -> Result<Vec<f32>, &'static str> {
    Ok(out.buffers[index].as_ref().ok_or("no output")?.chunks_exact(4).map(|x| f32::from_le_bytes([x[0], x[1], x[2], x[3]])).collect())
}

/// Runs a kernel: the interpreter's result, then the Rust reference's.
pub type RunAndReference = fn(&KernelModule) -> Result<(Vec<f32>, Vec<f32>), Box<dyn Error>>;

/// An example's `main`: builds the kernel, verifies it, prints it, checks
/// that it round-trips through text and bytecode, and runs it (`run` gives
/// the interpreter's result and the Rust reference's), which must agree
/// within `tolerance`.
pub fn check_against_reference(
    name: &str,
    tolerance: f32,
    build: fn() -> Result<KernelModule, IllFormed>,
    run: RunAndReference,
) -> Result<(), Box<dyn Error>> {
    let kernel = build()?;
    kernel.verify().map_err(|d| d.message.clone())?;
    print!("{}", kernel.to_text());
    kernel.check_round_trips()?;
    let (got, want) = run(&kernel)?;
    let worst = got.iter().zip(&want).map(|(g, w)| (g - w).abs()).fold(0.0f32, f32::max);
    if worst > tolerance {
        return Err(format!("{name} differs from the Rust reference by {worst}").into());
    }
    println!("// {name}: {} elements within {tolerance:e} of the Rust reference", got.len());
    Ok(())
}
