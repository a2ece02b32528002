//! Row-wise softmax of an 8x16 f32 matrix, one tile loaded through a
//! partition view: subtract the row maximum, exponentiate, divide by the
//! row sum. Verified, printed, and run on the CPU interpreter against Rust.
//!
//!     cargo run --example softmax

use tilesmith::tiles::{IllFormed, Kernel, KernelModule, TensorSpan, ViewPadding};
use tilesmith_backend::interp::KernelArg;

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
    let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
    let out = kernel.run([1, 1, 1], vec![KernelArg::Buffer(bytes), KernelArg::Buffer(vec![0; x.len() * 4])])?;
    let y = out.buffers[1].as_ref().ok_or("no output")?.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
    Ok((y, reference(&x)))
}

#[allow(dead_code)]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let kernel = build()?;
    kernel.verify().map_err(|d| d.message.clone())?;
    print!("{}", kernel.to_text());
    kernel.check_round_trips()?;
    let (got, want) = run(&kernel)?;
    let worst = got.iter().zip(&want).map(|(g, w)| (g - w).abs()).fold(0.0f32, f32::max);
    if worst > 1e-5 {
        return Err(format!("softmax differs from the Rust reference by {worst}").into());
    }
    println!("// softmax: {} elements within 1e-5 of the Rust reference", got.len());
    Ok(())
}
