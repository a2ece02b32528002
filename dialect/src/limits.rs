//! The limits every front door enforces alike: the text parser, the bytecode
//! reader and writer, and the builders. Real kernels stay far inside them;
//! past them an input is refused with an error naming the limit, so no input
//! can make a reader recurse or allocate without bound.

/// The most elements a tile may have (each dimension a power of two).
pub const MAX_TILE_ELEMENTS: i64 = 1 << 24;

/// The deepest type nesting accepted; real types nest a few levels. A type
/// without components is one level, `ptr<f32>` two
/// ([`TypeTable::depth`](crate::ir::TypeTable::depth)).
pub const MAX_TYPE_DEPTH: usize = 256;

/// The deepest nesting of regions (ops inside ops, modules inside modules).
/// A `cuda_tile.module`'s body is at depth 1, an entry's body at 2, the
/// regions of an op in it at 3. The outermost builtin module is not a level:
/// bytecode has none, and text written without one gets one around it when
/// read, so a module counts alike however it is written, read or printed.
pub const MAX_REGION_DEPTH: usize = 256;

/// The deepest nesting of attributes (arrays, dictionaries, debug info). An
/// attribute holding no attributes is one level; in bytecode, debug-info
/// files, compile units and scopes count as attributes.
pub const MAX_ATTRIBUTE_DEPTH: usize = 256;

/// The deepest nesting of locations (fused, call-site, named, debug
/// locations). A debug-info location is two levels (it holds its position),
/// the scope it holds counting as attributes.
pub const MAX_LOCATION_DEPTH: usize = 256;
