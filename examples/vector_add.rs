//! c = a + b over 1024 f32 elements, one 128-element tile per tile block,
//! written with the Rust tile API, verified, printed, and run on the CPU
//! interpreter against a plain Rust sum.
//!
//!     cargo run --example vector_add

use tilesmith::tiles::{IllFormed, Kernel, KernelModule};
use tilesmith_backend::interp::KernelArg;

#[allow(dead_code)] // main compares exactly, not check_against_reference's tolerance.
mod support;
use support::{bytes, f32s};

const N: usize = 1024;
const TILE: u64 = 128;

/// The kernel: each block adds its 128 elements.
pub fn build() -> Result<KernelModule, IllFormed> {
    let k = Kernel::new("vector_add");
    let (a, b, c) = (k.pointer_param::<f32>(), k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let [bx, _, _] = k.bid();
    let index = k.iota::<i32>(TILE) + bx * TILE as i32;
    let sum = (&a + &index).load() + (&b + &index).load();
    (&c + &index).store(&sum);
    k.finish()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let kernel = build()?;
    kernel.verify().map_err(|d| d.message.clone())?;
    print!("{}", kernel.to_text());
    kernel.check_round_trips()?;
    let a: Vec<f32> = (0..N).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..N).map(|i| 1000.0 - i as f32).collect();
    let out = kernel.run([(N as u64 / TILE) as i64, 1, 1], vec![KernelArg::Buffer(bytes(&a)), KernelArg::Buffer(bytes(&b)), KernelArg::Buffer(vec![0; N * 4])])?;
    let c = f32s(&out, 2)?;
    let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    if c != expected {
        return Err("the interpreter's c differs from the Rust reference".into());
    }
    println!("// vector_add: {N} elements match the Rust reference");
    Ok(())
}
