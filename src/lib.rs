//! tilesmith as a library: the Rust tile API ([`tiles`]), which writes kernels
//! in Rust with the CUDA Tile C++ API's semantics and emits verified cuda_tile IR.
//! The command line (src/main.rs) is the package's binary.

pub mod tiles;
