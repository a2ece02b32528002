//! Layer normalization of 4 rows of 32 f32: y = (x - mean) * rsqrt(var + eps)
//! times gamma plus beta, one row per tile block through pointer tiles. Verified,
//! printed, and run on the CPU interpreter against Rust.
//!
//!     cargo run --example layernorm

use tilesmith::tiles::{IllFormed, Kernel, KernelModule};
use tilesmith_backend::interp::KernelArg;

mod support;
use support::{bytes, f32s};

const ROWS: usize = 4;
const COLS: u64 = 32;
const EPS: f32 = 1e-5;

pub fn build() -> Result<KernelModule, IllFormed> {
    let k = Kernel::new("layernorm");
    let (x, gamma, beta, y) = (k.pointer_param::<f32>(), k.pointer_param::<f32>(), k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let [row, _, _] = k.bid();
    let cols = k.iota::<i32>(COLS);
    let at = &cols + &(row * COLS as i32);
    let t = (&x + &at).load();
    let n = COLS as f32;
    let mean = t.reduce(0, 0.0f32, |a, b| a + b) / n;
    let centered = &t - &mean.reshape(&[1]);
    let var = (&centered * &centered).reduce(0, 0.0f32, |a, b| a + b) / n;
    let inv = (var + EPS).rsqrt().reshape(&[1]);
    let out = &(&centered * &inv) * &(&gamma + &cols).load() + (&beta + &cols).load();
    (&y + &at).store(&out);
    k.finish()
}

pub fn input() -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let x = (0..ROWS * COLS as usize).map(|i| ((i * 13 % 29) as f32) * 0.3 - 4.0).collect();
    let g = (0..COLS).map(|i| 1.0 + i as f32 * 0.01).collect();
    let b = (0..COLS).map(|i| i as f32 * -0.02).collect();
    (x, g, b)
}

pub fn reference(x: &[f32], g: &[f32], b: &[f32]) -> Vec<f32> {
    x.chunks(COLS as usize)
        .flat_map(|row| {
            let n = row.len() as f32;
            let mean = row.iter().sum::<f32>() / n;
            let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f32>() / n;
            let inv = 1.0 / (var + EPS).sqrt();
            row.iter().zip(g).zip(b).map(move |((v, g), b)| (v - mean) * inv * g + b).collect::<Vec<_>>()
        })
        .collect()
}

pub fn run(kernel: &KernelModule) -> Result<(Vec<f32>, Vec<f32>), Box<dyn std::error::Error>> {
    let (x, g, b) = input();
    let args = vec![KernelArg::Buffer(bytes(&x)), KernelArg::Buffer(bytes(&g)), KernelArg::Buffer(bytes(&b)), KernelArg::Buffer(vec![0; x.len() * 4])];
    let out = kernel.run([ROWS as i64, 1, 1], args)?;
    Ok((f32s(&out, 3)?, reference(&x, &g, &b)))
}

#[allow(dead_code)]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    support::check_against_reference("layernorm", 1e-4, build, run)
}
