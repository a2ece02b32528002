//! tilesmith-backend: runs verified cuda_tile modules.
//!
//! - [`interp`]: the CPU reference interpreter (every op, exact semantics).
//! - [`ptx`]: the PTX backend, kernels lowered to PTX text by hand.
//! - [`gpu`]: the CUDA driver runtime: runs a kernel's PTX on a GPU.
//! - [`shared`]: what these share (tiles of element bits, run limits, the
//!   launch contract, printf), so that the interpreter and the PTX backend
//!   do not import each other.

pub mod gpu;
pub mod interp;
pub mod npy;
pub mod ptx;
pub mod shared;
