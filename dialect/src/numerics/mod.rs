//! The dialect's numbers, owned in one place: the float formats and their
//! bits, rounding, decoding, the exact arithmetic the interpreter and the
//! PTX emulator compute with, and the text of float literals.
//!
//! - [`float`]: each float format's APFloat semantics and layout
//!   ([`float::FloatFormat`]), conversion to and from `f64`, and literals
//!   printed and parsed exactly as MLIR does.
//! - [`exact`]: `+ - * / fma sqrt` and conversions computed exactly and
//!   rounded once, in any IEEE direction, to any binary format.
//!
//! The text layer, the interpreter, the PTX emulator and the CLI's `.npy`
//! handling use these; none of them decodes float bits on its own.

pub mod exact;
pub mod float;
