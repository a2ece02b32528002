//! tilesmith-backend: lowers verified cuda_tile modules to PTX and runs them
//! through the CUDA driver. Not written yet: the PTX backend is issue 7, and
//! this crate holds no code until then.
