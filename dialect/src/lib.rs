//! tilesmith-dialect: the `cuda_tile` dialect (13.1) as Rust data.
//!
//! - [`ir`]: the hand-written IR core (arenas, typed handles, types, attributes).
//! - [`limits`]: the sizes and depths every reader and writer enforces.
//! - [`registry`]: static descriptions of every op and lookups.
//! - [`text`]: the MLIR-compatible textual form; [`diag`]: diagnostics.
//! - [`ops`]: generated typed views and builders, e.g. `ops::integer::AddiOp`.
//! - [`enums`], [`Scalar`]: generated from `specs/`.
//!
//! Everything op-specific is generated from `specs/` by `build.rs`; nothing
//! generated is checked in.

pub mod bytecode;
pub mod diag;
pub mod generated;
pub mod ir;
pub mod limits;
pub mod numerics;
pub mod registry;
pub mod text;
pub mod verify;
pub mod vocabulary;

pub use generated::enums;
pub use generated::ops::all as ops_all;
pub use generated::ops;
pub use generated::scalars::{Scalar, ATTR_DEFS, TYPE_DEFS};
