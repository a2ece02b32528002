//! tilesmith-backend: runs verified cuda_tile modules.
//!
//! - [`interp`]: the CPU reference interpreter (every op, exact semantics).
//! - [`ptx`]: the PTX backend, kernels lowered to PTX text by hand.
//! - The CUDA driver runtime (issue 7) is not written yet.

pub mod interp;
pub mod npy;
pub mod ptx;
