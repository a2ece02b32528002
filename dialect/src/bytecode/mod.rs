//! Tile IR bytecode (version 13.1), both directions, interoperable with
//! NVIDIA's tools (`tileirdisasm`, `tileiras`, `cuda-tile-translate`).
//!
//! This module owns the binary format: [`encoding`] (varints, the bounded
//! cursor every read goes through, section framing), [`reader`] (bytes to an
//! [`Ir`](crate::ir::Ir) holding one `cuda_tile.module`) and [`writer`] (the
//! reverse). Per-op encodings are not tabulated here: both directions walk an
//! op's [`OpInfo`](crate::registry::OpInfo) (results, optional-field flags,
//! attributes in declaration order, operands, regions), and opcodes come from
//! the specs through [`registry::by_opcode`](crate::registry::by_opcode).
//! docs/bytecode.md describes the layout.

pub mod encoding;
pub mod reader;
pub mod writer;

#[cfg(test)]
mod tests;

pub use reader::read;
pub use writer::write;

use crate::registry::Version;

/// The file magic: `\x7fTileIR\0`.
pub const MAGIC: [u8; 8] = [0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0];

/// The bytecode versions this build reads and writes, lowest first.
pub const SUPPORTED: [Version; 1] = [Version::new(13, 1)];

/// The version written unless another is asked for.
pub const CURRENT: Version = Version::new(13, 1);

/// Whether `v` is a version this build reads and writes.
pub fn is_supported(v: Version) -> bool {
    SUPPORTED.contains(&v)
}

/// `[13.1, 13.1]`: the supported range as upstream's messages write it.
pub fn supported_range() -> String {
    format!("[{}, {}]", SUPPORTED[0], SUPPORTED[SUPPORTED.len() - 1])
}

/// Section identifiers (the low 7 bits of a section's first byte).
pub mod section {
    pub const END: u8 = 0x00;
    pub const STRING: u8 = 0x01;
    pub const FUNC: u8 = 0x02;
    pub const DEBUG: u8 = 0x03;
    pub const CONSTANT: u8 = 0x04;
    pub const TYPE: u8 = 0x05;
    pub const GLOBAL: u8 = 0x06;
    pub const COUNT: u8 = 0x07;
}

/// Type tags of the type section.
pub mod type_tag {
    pub const I1: u64 = 0;
    pub const I8: u64 = 1;
    pub const I16: u64 = 2;
    pub const I32: u64 = 3;
    pub const I64: u64 = 4;
    pub const F16: u64 = 5;
    pub const BF16: u64 = 6;
    pub const F32: u64 = 7;
    pub const TF32: u64 = 8;
    pub const F64: u64 = 9;
    pub const F8E4M3FN: u64 = 10;
    pub const F8E5M2: u64 = 11;
    pub const POINTER: u64 = 12;
    pub const TILE: u64 = 13;
    pub const TENSOR_VIEW: u64 = 14;
    pub const PARTITION_VIEW: u64 = 15;
    pub const FUNC: u64 = 16;
    pub const TOKEN: u64 = 17;
}

/// Tags of debug-info entries.
pub mod debug_tag {
    pub const UNKNOWN: u64 = 0;
    pub const COMPILE_UNIT: u64 = 1;
    pub const FILE: u64 = 2;
    pub const LEXICAL_BLOCK: u64 = 3;
    pub const LOC: u64 = 4;
    pub const SUBPROGRAM: u64 = 5;
    pub const CALL_SITE: u64 = 6;
}

/// Debug-info indices below this are reserved (0: unknown location).
pub const DEBUG_RESERVED: u64 = 1;

/// Tags of self-contained attributes.
pub mod attr_tag {
    pub const INTEGER: u64 = 1;
    pub const FLOAT: u64 = 2;
    pub const BOOL: u64 = 3;
    pub const TYPE: u64 = 4;
    pub const STRING: u64 = 5;
    pub const ARRAY: u64 = 6;
    pub const DENSE_ELEMENTS: u64 = 7;
    pub const DIV_BY: u64 = 8;
    pub const SAME_ELEMENTS: u64 = 9;
    pub const DICTIONARY: u64 = 10;
    pub const OPTIMIZATION_HINTS: u64 = 11;
    pub const BOUNDED: u64 = 12;
}

/// Function flags of the function table.
pub mod func_flag {
    pub const PRIVATE: u8 = 0x01;
    pub const KERNEL: u8 = 0x02;
    pub const HAS_HINTS: u8 = 0x04;
}

/// The byte that fills alignment padding.
pub const PADDING_BYTE: u8 = 0xCB;
