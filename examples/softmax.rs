//! Row-wise softmax of an 8x16 f32 matrix, one tile loaded through a
//! partition view: subtract the row maximum, exponentiate, divide by the
//! row sum. Verified, printed, and run on the CPU interpreter against Rust.
//!
//!     cargo run --example softmax

use tilesmith::tiles::{IllFormed, Kernel, KernelModule, TensorSpan, ViewPadding};
use tilesmith_backend::interp::KernelArg;

mod support;
use support::{bytes, f32s};

const ROWS: u64 = 8;
const COLS: u64 = 16;

pub fn build() -> Result<KernelModule, IllFormed> {
    let k = Kernel::new("softmax");
    let (x, y) = (k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let zero = k.scalar(0i32);
    let input = TensorSpan::row_major(&x, &[ROWS, COLS]).partition(&[ROWS, COLS], Some(ViewPadding::NegativeInfinity));
    let t = input.load(&[&zero, &zero]);
    let row_max = t.reduce(1, f32::NEG_INFINITY, |a, b| a.max(b)).reshape(&[ROWS, 1]);
    let e = (&t - &row_max).exp();
    let row_sum = e.reduce(1, 0.0f32, |a, b| a + b).reshape(&[ROWS, 1]);
    let out = &e / &row_sum;
    TensorSpan::row_major(&y, &[ROWS, COLS]).partition(&[ROWS, COLS], None).store(&[&zero, &zero], &out);
    k.finish()
}

pub fn reference(x: &[f32]) -> Vec<f32> {
    x.chunks(COLS as usize)
        .flat_map(|row| {
            let m = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            let e: Vec<f32> = row.iter().map(|v| (v - m).exp()).collect();
            let s: f32 = e.iter().sum();
            e.into_iter().map(move |v| v / s)
        })
        .collect()
}

pub fn input() -> Vec<f32> {
    (0..ROWS * COLS).map(|i| ((i * 37 % 23) as f32 - 11.0) * 0.25).collect()
}

pub fn run(kernel: &KernelModule) -> Result<(Vec<f32>, Vec<f32>), Box<dyn std::error::Error>> {
    let x = input();
    let out = kernel.run([1, 1, 1], vec![KernelArg::Buffer(bytes(&x)), KernelArg::Buffer(vec![0; x.len() * 4])])?;
    Ok((f32s(&out, 1)?, reference(&x)))
}

#[allow(dead_code)]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    support::check_against_reference("softmax", 1e-5, build, run)
}
