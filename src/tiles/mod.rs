//! The Rust tile API: write kernels in Rust with the CUDA Tile C++ API's
//! semantics (seed 000) and get verified cuda_tile IR.
//!
//! - [`scalar`]: element types and their categories;
//! - [`shape`]: extents, tile compatible shapes, broadcasting;
//! - [`convert`]: the conversion rules (ranks, common types, narrowing);
//! - [`modifiers`]: rounding, subnormal and NaN modes, view padding, memory
//!   orders and thread scopes;
//! - [`kernel`]: the tracing builder: [`Kernel`], [`Tile`], operators,
//!   named functions, control flow, memory;
//! - [`error`]: [`IllFormed`], what C++ rejects at compile time.

pub mod convert;
pub mod error;
pub mod scalar;
pub mod shape;

pub use error::{IllFormed, Rule};
pub use scalar::{Arithmetic, BasicFloat, Element, FloatingPoint, Integral, Numeric, Ptr, RestrictedFloat, ScalarKind, Tf32, F8E4M3, F8E5M2};
pub mod kernel;
pub mod modifiers;

pub use kernel::{Kernel, KernelModule, Operand, Tile};
pub use modifiers::{FpModifiers, MemoryOrder, NanPropagation, Rounding, Subnormals, ThreadScope, ViewPadding};
pub mod ops;
pub use ops::{fma, mma, select, BinaryOp, BinaryOperand};
pub use convert::ArithmeticCommon;
pub mod memory;
pub use memory::{Ordering, PartitionView, Stride, TensorSpan};
pub use tilesmith_dialect::enums::AtomicRMWMode;
pub mod control;
pub use control::{Carried, LoopScope, Next};
