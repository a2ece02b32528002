//! A tiled matmul C (32x32) = A (32x16) * B (16x32) in f32: each tile block
//! computes one 16x16 tile of C, looping over K in steps of 8 with the
//! accumulator carried through the loop and `mma` on 16x8 and 8x16 tiles
//! loaded through partition views. Verified, printed, and run on the CPU
//! interpreter against a plain Rust matmul.
//!
//!     cargo run --example matmul

use tilesmith::tiles::{mma, IllFormed, Kernel, KernelModule, TensorSpan};
use tilesmith_backend::interp::KernelArg;

mod support;
use support::{bytes, f32s};

const M: u64 = 32;
const N: u64 = 32;
const K: u64 = 16;
const TM: u64 = 16;
const TN: u64 = 16;
const TK: u64 = 8;

pub fn build() -> Result<KernelModule, IllFormed> {
    let k = Kernel::new("matmul");
    let (a, b, c) = (k.pointer_param::<f32>(), k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let [bx, by, _] = k.bid();
    let a_tiles = TensorSpan::row_major(&a, &[M, K]).partition(&[TM, TK], None);
    let b_tiles = TensorSpan::row_major(&b, &[K, N]).partition(&[TK, TN], None);
    let c_tiles = TensorSpan::row_major(&c, &[M, N]).partition(&[TM, TN], None);
    let (lower, upper, step) = (k.scalar(0i32), k.scalar((K / TK) as i32), k.scalar(1i32));
    let acc = k.for_range(&lower, &upper, &step, k.full(&[TM, TN], 0.0f32), |kk, acc| mma(&a_tiles.load(&[&bx, &kk]), &b_tiles.load(&[&kk, &by]), &acc));
    c_tiles.store(&[&bx, &by], &acc);
    k.finish()
}

pub fn input() -> (Vec<f32>, Vec<f32>) {
    let a = (0..M * K).map(|i| ((i * 7 % 11) as f32) - 5.0).collect();
    let b = (0..K * N).map(|i| ((i * 5 % 13) as f32) * 0.5 - 3.0).collect();
    (a, b)
}

pub fn reference(a: &[f32], b: &[f32]) -> Vec<f32> {
    let (m, n, k) = (M as usize, N as usize, K as usize);
    (0..m * n).map(|ij| (0..k).map(|p| a[ij / n * k + p] * b[p * n + ij % n]).sum()).collect()
}

pub fn run(kernel: &KernelModule) -> Result<(Vec<f32>, Vec<f32>), Box<dyn std::error::Error>> {
    let (a, b) = input();
    let args = vec![KernelArg::Buffer(bytes(&a)), KernelArg::Buffer(bytes(&b)), KernelArg::Buffer(vec![0; (M * N * 4) as usize])];
    let out = kernel.run([(M / TM) as i64, (N / TN) as i64, 1], args)?;
    Ok((f32s(&out, 2)?, reference(&a, &b)))
}

#[allow(dead_code)]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    support::check_against_reference("matmul", 1e-3, build, run)
}
