//! Tile IR bytecode (versions 13.1 to 13.3), both directions, interoperable
//! with NVIDIA's tools (`tileirdisasm`, `tileiras`, `cuda-tile-translate`).
//!
//! This module owns the binary format: [`encoding`] (varints, the bounded
//! cursor every read goes through, section framing), [`reader`] (bytes to an
//! [`Ir`](crate::ir::Ir) holding one `cuda_tile.module`) and [`writer`] (the
//! reverse). Per-op encodings are not tabulated here: both directions walk an
//! op's [`OpInfo`](crate::registry::OpInfo) (results, optional-field flags,
//! attributes in declaration order, operands, regions), and opcodes come from
//! the specs through [`registry::by_opcode`](crate::registry::by_opcode).
//! Versions follow upstream's rules: a file of version V holds what exists in
//! V, laid out as V lays it out; fields newer than the version are left out
//! (newer optional ones must be absent, newer defaulted attributes must hold
//! their default, newer results must be unused). docs/bytecode.md describes
//! the layout.

pub mod encoding;
pub mod reader;
pub mod writer;

#[cfg(test)]
mod tests;

pub use reader::{read, read_up_to};
pub use writer::{accepted_as, write, write_oldest, write_oldest_with, write_with, Locations};

use crate::registry::Version;

/// The file magic: `\x7fTileIR\0`.
pub const MAGIC: [u8; 8] = [0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0];

/// The bytecode versions this build reads and writes, lowest first: the
/// dialect's versions (from the specs), then, with the `testing` feature,
/// the test-only versions of upstream's tests (250.0, 250.1), as upstream's
/// test builds list them.
pub fn supported() -> Vec<Version> {
    let dialect = crate::registry::versions().iter().copied();
    #[cfg(feature = "testing")]
    let dialect = dialect.chain(crate::generated::registry::TEST_VERSIONS.iter().copied());
    dialect.collect()
}

/// Whether `v` is one of the test-only versions (250.x) of upstream's tests.
pub fn is_test_version(v: Version) -> bool {
    is_supported(v) && !crate::registry::versions().contains(&v)
}

/// Whether `v` is a version this build reads and writes.
pub fn is_supported(v: Version) -> bool {
    supported().contains(&v)
}

/// The range of dialect versions from the oldest to `newest`, as the tools
/// of release `newest` write it in their messages: `[13.1, 13.1]` (13.1's
/// tools), `[13.1 - 13.3]` (from 13.2 on).
pub fn supported_range(newest: Version) -> String {
    let oldest = crate::registry::oldest_version();
    if newest <= oldest {
        format!("[{oldest}, {newest}]")
    } else {
        format!("[{oldest} - {newest}]")
    }
}

/// The version in which bytecode first holds the bitfield of a type's
/// optional parameters (before it, a byte per optional enum parameter).
pub const UNIFIED_TYPE_FLAGS: Version = Version::new(13, 3);

/// The version in which pointer and tensor view types gain a flags word
/// (bit 0: the optional `ptr_attr` parameter, one byte after the others).
pub const POINTER_FLAGS: Version = Version::new(13, 4);

/// The version in which globals gain their visibility and `constant` flag,
/// and the producer section appears.
pub const GLOBAL_EXTENSIONS: Version = Version::new(13, 3);

/// One optional field of an op, as its encoding's flags word counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OptionalField {
    /// An optional or unit attribute, by index among the op's attributes.
    Attribute(usize),
    /// An optional operand (of an `AttrSizedOperandSegments` op), by group.
    Operand(usize),
}

/// The op's optional fields present in version `v`, in the order of their
/// bits in the flags word: by the version they appeared in, attributes
/// before operands within a version, each in declaration order. (Upstream's
/// rule: fields added later take the next bits, so an older file's bits
/// mean what they meant.) The flags word is written when this is not empty.
pub(crate) fn optional_fields(info: &crate::registry::OpInfo, v: Version) -> Vec<OptionalField> {
    use crate::registry::{Arity, SimpleTrait};
    let mut fields: Vec<(Version, OptionalField)> = Vec::new();
    for (i, a) in info.attributes.iter().enumerate() {
        if reader::is_optional(a) {
            fields.push((a.since, OptionalField::Attribute(i)));
        }
    }
    if info.has_trait(SimpleTrait::AttrSizedOperandSegments) {
        for (g, o) in info.operands.iter().enumerate() {
            if o.arity == Arity::Optional {
                fields.push((o.since, OptionalField::Operand(g)));
            }
        }
    }
    // A stable sort keeps attributes before operands, and declaration order, within a version.
    fields.sort_by_key(|(since, _)| *since);
    fields.into_iter().filter(|(since, _)| *since <= v).map(|(_, f)| f).collect()
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
    /// The module's producer string (13.3).
    pub const PRODUCER: u8 = 0x07;
    pub const COUNT: u8 = 0x08;
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
    /// 13.2.
    pub const F8E8M0FNU: u64 = 18;
    /// 13.3.
    pub const F4E2M1FN: u64 = 19;
    pub const GATHER_SCATTER_VIEW: u64 = 20;
    pub const STRIDED_VIEW: u64 = 21;
    pub const I4: u64 = 22;
    /// 13.4 (a two-byte varint).
    pub const FNV8E5M3FNU: u64 = 130;

    /// Upstream's name of a type tag, as its version errors print it.
    pub fn name(tag: u64) -> &'static str {
        match tag {
            I1 => "Int1",
            I8 => "Int8",
            I16 => "Int16",
            I32 => "Int32",
            I64 => "Int64",
            F16 => "Float16",
            BF16 => "BFloat16",
            F32 => "Float32",
            TF32 => "TFloat32",
            F64 => "Float64",
            F8E4M3FN => "Float8E4M3FN",
            F8E5M2 => "Float8E5M2",
            POINTER => "PointerType",
            TILE => "TileType",
            TENSOR_VIEW => "TensorViewType",
            PARTITION_VIEW => "PartitionViewType",
            FUNC => "FunctionType",
            TOKEN => "TokenType",
            F8E8M0FNU => "Float8E8M0FNU",
            F4E2M1FN => "Float4E2M1FN",
            GATHER_SCATTER_VIEW => "GatherScatterViewType",
            STRIDED_VIEW => "StridedViewType",
            I4 => "Int4",
            FNV8E5M3FNU => "Float8E5M3FNU",
            _ => "unknown",
        }
    }
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
