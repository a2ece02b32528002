//! The limits every front door enforces alike: the text parser, the bytecode
//! reader and writer, and the builders. Real kernels stay far inside them;
//! past them an input is refused with an error naming the limit, so no input
//! can make a reader recurse or allocate without bound.

/// The most elements a tile may have (each dimension a power of two).
pub const MAX_TILE_ELEMENTS: i64 = 1 << 24;

/// The deepest type nesting accepted; real types nest a few levels.
pub const MAX_TYPE_DEPTH: usize = 256;

/// The deepest nesting of regions (ops inside ops, modules inside modules).
pub const MAX_REGION_DEPTH: usize = 256;

/// The deepest nesting of attributes (arrays, dictionaries, debug info).
pub const MAX_ATTRIBUTE_DEPTH: usize = 256;

/// The deepest nesting of locations (fused, call-site, named, debug locations).
pub const MAX_LOCATION_DEPTH: usize = 256;
