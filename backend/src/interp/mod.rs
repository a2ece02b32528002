//! The CPU reference interpreter: runs `entry` kernels of a verified module
//! over a 3-D grid of tile blocks, on host memory, with the exact semantics
//! of every 13.1 op. It is also the oracle the PTX backend is checked against.
//!
//! - [`value`]: runtime values (tiles of raw element bits, views, tokens);
//! - [`memory`]: buffers at checked addresses, accessed atomically;
//! - [`numeric`]: exact float arithmetic and rounding to every float format;
//! - [`trig`]: sin, cos and tan, reduced and summed in double-double;
//! - [`exec`]: one tile block's state, op dispatch and regions;
//! - [`limits`]: the work limits and the memory budget of a run, and
//!   fallible allocation;
//! - [`ops`]: what each op does, one module per op family;
//! - [`launch`](run): finding the kernel, checking the arguments against its
//!   parameters before anything runs, allocating globals, and running the
//!   tile blocks (in parallel with rayon unless asked not to).

pub mod exec;
pub mod launch;
pub use crate::shared::limits;
pub mod memory;
pub mod ops;
pub mod trig;
pub mod value;

pub use exec::RunError;
pub use launch::{check_launch, check_table, kernel_params, run, table_bytes, KernelArg, ParamKind, RunOutput, TableWord};
pub use limits::Limits;

/// How a launch runs.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Check every `assume` and report a violated one (instead of trusting it).
    pub check_assumptions: bool,
    /// Run tile blocks on several threads.
    pub parallel: bool,
    /// The work limits and the memory budget.
    pub limits: Limits,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { check_assumptions: true, parallel: true, limits: Limits::default() }
    }
}
