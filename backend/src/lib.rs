//! tilesmith-backend: runs verified cuda_tile modules.
//!
//! - [`interp`]: the CPU reference interpreter (every op, exact semantics).
//! - The PTX backend and the CUDA driver runtime (issue 7) are not written yet.

pub mod interp;
pub mod npy;
