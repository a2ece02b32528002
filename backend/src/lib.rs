//! tilesmith-backend: runs verified cuda_tile modules.
//!
//! - [`interp`]: the CPU reference interpreter (every op, exact semantics).
//! - [`ptx`]: the PTX backend, kernels lowered to PTX text by hand.
//! - [`gpu`]: the CUDA driver runtime: runs a kernel's PTX on a GPU.

pub mod gpu;
pub mod interp;
pub mod npy;
pub mod ptx;
