//! Bytecode to IR. Sections are located first, then read in dependency
//! order (strings, types, constants, globals, functions, debug info); types
//! and debug-info entries are decoded lazily, by index, with a guard
//! against cycles and a bound on nesting. Ops are read generically from
//! their [`OpInfo`]: result count (when the op has a variadic group), result
//! types, the flags word of optional fields, attributes in declaration
//! order, operands, regions.

use crate::ir::AttrName;
use std::sync::Arc;

use super::encoding::{Cursor, Error, Result};
use super::{attr_tag, debug_tag, section, type_tag, DEBUG_RESERVED, MAGIC};
use crate::generated::enums::PaddingValue;
use crate::ir::{Attribute, BlockId, Ir, LocId, Location, OpName, Operation, Region, TypeData, TypeId, Value};
use crate::registry::{self, Arity, AttrInfo, AttrKind, OpInfo, SimpleTrait, Version};
use crate::Scalar;
use crate::text::types::{check_partition_view, check_tensor_view, check_tile_shape};

/// How deep regions, types, attributes and debug info may nest.
const MAX_DEPTH: usize = 256;

/// Reads a whole bytecode file into an [`Ir`] whose one top-level op is a
/// `cuda_tile.module @kernels`. The result is not verified.
pub fn read(bytes: &[u8]) -> Result<Ir> {
    let mut cur = Cursor::new(bytes);
    let version = read_header(&mut cur)?;
    let mut sections = read_sections(&mut cur)?;
    let mut r = Reader { ir: Ir::new(), version, strings: StringTable::default(), types: LazyTypes::default(), constants: Vec::new(), debug: DebugTable::default(), unknown: None };
    match sections[section::STRING as usize].take() {
        Some(s) => r.strings = StringTable::parse(s)?,
        None => return cur.error("string section is mandatory"),
    }
    if let Some(s) = sections[section::TYPE as usize].take() {
        r.types = LazyTypes::parse(s)?;
    }
    if let Some(s) = sections[section::CONSTANT as usize].take() {
        r.constants = parse_constants(s)?;
    }
    let globals = match sections[section::GLOBAL as usize].take() {
        Some(s) => parse_globals(s)?,
        None => Vec::new(),
    };
    let Some(func_section) = sections[section::FUNC as usize].take() else {
        return cur.error("function section is mandatory");
    };
    if let Some(s) = sections[section::DEBUG as usize].take() {
        r.debug = DebugTable::parse(s)?;
    }
    r.build_module(&globals, func_section)?;
    Ok(r.ir)
}

fn read_header(cur: &mut Cursor) -> Result<Version> {
    for (i, want) in MAGIC.iter().enumerate() {
        let got = if cur.is_empty() { 0 } else { cur.byte()? };
        if got != *want {
            return Err(Error { offset: i, message: format!("invalid magic number at position {i}, got {got} expected {want}") });
        }
    }
    let major = cur.byte()?;
    let minor = cur.byte()?;
    let tag = cur.u16_le()?;
    let version = Version::new(major.into(), minor.into());
    if !super::is_supported(version) {
        return cur.error(format!("unsupported Tile version {major}.{minor}.{tag}, this reader supports versions {}", super::supported_range()));
    }
    Ok(version)
}

/// Each section's payload, as a cursor positioned at its file offset.
type Sections<'a> = [Option<Cursor<'a>>; section::COUNT as usize];

fn read_sections<'a>(cur: &mut Cursor<'a>) -> Result<Sections<'a>> {
    let mut sections: Sections<'a> = Default::default();
    loop {
        if cur.is_empty() {
            return cur.error("unexpected end of data while reading section header");
        }
        let first = cur.byte()?;
        let id = first & 0x7F;
        let aligned = first & 0x80 != 0;
        if id == section::END {
            if aligned {
                return cur.error("end section should not have alignment flag set");
            }
            if !cur.is_empty() {
                return cur.error("end section is not the last section");
            }
            return Ok(sections);
        }
        if id >= section::COUNT {
            return cur.error(format!("unknown section ID: {id}"));
        }
        let length = cur.varint()?;
        if length > cur.remaining() as u64 {
            return cur.error(format!("section length {length} exceeds remaining data size {}", cur.remaining()));
        }
        let mut alignment = 1u64;
        if aligned {
            alignment = cur.varint()?;
            if alignment == 0 || !alignment.is_power_of_two() || alignment > (1 << 16) {
                return cur.error(format!("invalid alignment value: {alignment}"));
            }
            cur.align(alignment as usize)?;
        }
        let required: u64 = match id {
            section::STRING | section::TYPE => 4,
            section::CONSTANT | section::DEBUG | section::FUNC => 8,
            _ => 1,
        };
        if required > 1 && (!aligned || !alignment.is_multiple_of(required)) {
            let has = if aligned { format!("has alignment of {alignment}") } else { "has no alignment flag set".to_string() };
            return cur.error(format!("section {id} must have alignment that is a multiple of {required} bytes, but {has}"));
        }
        if length > cur.remaining() as u64 {
            return cur.error(format!("section length {length} exceeds remaining bytecode data. {}", cur.remaining()));
        }
        let base = cur.offset();
        let payload = cur.bytes(length as usize)?;
        if sections[id as usize].is_some() {
            return Err(Error { offset: base, message: format!("duplicate section {id}") });
        }
        sections[id as usize] = Some(Cursor::at(payload, base));
    }
}

/// A table of `count` little-endian u32 offsets into the data that follows
/// it, after `count` and padding to 4 bytes.
fn offset_table<'a>(cur: &mut Cursor<'a>, what: &str) -> Result<(Vec<u32>, Cursor<'a>)> {
    let count = cur.count(4, what)?;
    if count == 0 {
        return Ok((Vec::new(), Cursor::at(&[], cur.offset())));
    }
    cur.align(4)?;
    let offsets = (0..count).map(|_| cur.u32_le()).collect::<Result<Vec<_>>>()?;
    let base = cur.offset();
    Ok((offsets, Cursor::at(cur.rest(), base)))
}

/// The slice of entry `i` of an offset table.
fn entry<'a>(offsets: &[u32], data: &Cursor<'a>, i: usize, what: &str) -> Result<Cursor<'a>> {
    let mut all = data.clone();
    let total = all.remaining();
    let start = offsets[i] as usize;
    let end = offsets.get(i + 1).map_or(total, |&e| e as usize);
    if start > end || end > total {
        return all.error(format!("{what} {i} has invalid bounds {start}..{end} (data size {total})"));
    }
    all.bytes(start)?;
    let base = all.offset();
    Ok(Cursor::at(all.bytes(end - start)?, base))
}

#[derive(Default)]
struct StringTable<'a> {
    offsets: Vec<u32>,
    data: Option<Cursor<'a>>,
}

impl<'a> StringTable<'a> {
    fn parse(mut cur: Cursor<'a>) -> Result<Self> {
        let (offsets, data) = offset_table(&mut cur, "number of strings")?;
        Ok(StringTable { offsets, data: Some(data) })
    }

    fn get(&self, index: u64, at: &Cursor) -> Result<&'a str> {
        let (Some(data), true) = (&self.data, index < self.offsets.len() as u64) else {
            return at.error(format!("string index {index} out of bounds"));
        };
        // Upstream slices strings leniently (a start past the end, or an end
        // before the start, clamps); doing the same keeps its diagnostics for
        // corrupted tables. The slice never leaves the string data.
        let mut all = data.clone();
        let total = all.remaining();
        let i = index as usize;
        let start = self.offsets[i];
        let end = self.offsets.get(i + 1).copied().unwrap_or(total as u32);
        let s = (start as usize).min(total);
        let e = s + (end.wrapping_sub(start) as usize).min(total - s);
        let bytes = &all.rest()[s..e];
        std::str::from_utf8(bytes).or_else(|_| at.error(format!("string {index} is not valid UTF-8")))
    }
}

#[derive(Default)]
struct LazyTypes<'a> {
    offsets: Vec<u32>,
    data: Option<Cursor<'a>>,
    cache: Vec<Option<TypeId>>,
    busy: Vec<bool>,
}

impl<'a> LazyTypes<'a> {
    fn parse(mut cur: Cursor<'a>) -> Result<Self> {
        let (offsets, data) = offset_table(&mut cur, "number of types")?;
        let n = offsets.len();
        Ok(LazyTypes { offsets, data: Some(data), cache: vec![None; n], busy: vec![false; n] })
    }
}

fn parse_constants(mut cur: Cursor) -> Result<Vec<Cursor>> {
    let count = cur.count(8, "number of constants")?;
    if count == 0 {
        return Ok(Vec::new());
    }
    cur.align(8)?;
    if cur.remaining() / 8 < count {
        return cur.error("insufficient data for constant indices");
    }
    let starts = (0..count).map(|_| cur.u64_le()).collect::<Result<Vec<_>>>()?;
    let base = cur.offset();
    let data = cur.rest();
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        let start = starts[i];
        let end = starts.get(i + 1).copied().unwrap_or(data.len() as u64);
        if end < start {
            return Err(Error { offset: base, message: format!("invalid constant start indices: end ({end}) is less than start ({start}) for constant {i}") });
        }
        if end > data.len() as u64 {
            return Err(Error { offset: base, message: format!("constant {i} extends beyond available data: size={}, start={start}, total data size={}", end - start, data.len()) });
        }
        out.push(Cursor::at(&data[start as usize..end as usize], base + start as usize));
    }
    Ok(out)
}

struct GlobalInfo {
    name: u64,
    ty: u64,
    constant: u64,
    alignment: u64,
    offset: usize,
}

fn parse_globals(mut cur: Cursor) -> Result<Vec<GlobalInfo>> {
    let count = cur.count(4, "number of globals")?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let offset = cur.offset();
        out.push(GlobalInfo { name: cur.varint()?, ty: cur.varint()?, constant: cur.varint()?, alignment: cur.varint()?, offset });
    }
    Ok(out)
}

/// The debug section: per function, a run of debug-info indices (its own
/// location, then its ops' in pre-order), and the entries they name.
#[derive(Default)]
struct DebugTable<'a> {
    op_offsets: Vec<u32>,
    indices: Vec<u64>,
    offsets: Vec<u32>,
    data: Option<Cursor<'a>>,
    cache: Vec<Option<DebugValue>>,
    busy: Vec<bool>,
}

#[derive(Clone)]
enum DebugValue {
    Attr(Attribute),
    Loc(LocId),
}

impl<'a> DebugTable<'a> {
    fn parse(mut cur: Cursor<'a>) -> Result<Self> {
        let ops = cur.count(4, "number of operations with debug info")?;
        cur.align(4)?;
        let op_offsets = (0..ops).map(|_| cur.u32_le()).collect::<Result<Vec<_>>>()?;
        let n = cur.count(8, "number of debug info indices")?;
        cur.align(8)?;
        let indices = (0..n).map(|_| cur.u64_le()).collect::<Result<Vec<_>>>()?;
        let (offsets, data) = offset_table(&mut cur, "number of debug info attributes")?;
        let n = offsets.len();
        Ok(DebugTable { op_offsets, indices, offsets, data: Some(data), cache: vec![None; n], busy: vec![false; n] })
    }
}

/// Hands out the locations of one function's ops, in order.
struct DebugCursor {
    function: u64,
    next: u64,
}

struct Reader<'a> {
    ir: Ir,
    version: Version,
    strings: StringTable<'a>,
    types: LazyTypes<'a>,
    constants: Vec<Cursor<'a>>,
    debug: DebugTable<'a>,
    unknown: Option<LocId>,
}

fn scalar_of_tag(tag: u64) -> Option<Scalar> {
    Some(match tag {
        type_tag::I1 => Scalar::I1,
        type_tag::I8 => Scalar::I8,
        type_tag::I16 => Scalar::I16,
        type_tag::I32 => Scalar::I32,
        type_tag::I64 => Scalar::I64,
        type_tag::F16 => Scalar::F16,
        type_tag::BF16 => Scalar::Bf16,
        type_tag::F32 => Scalar::F32,
        type_tag::TF32 => Scalar::Tf32,
        type_tag::F64 => Scalar::F64,
        type_tag::F8E4M3FN => Scalar::F8E4m3fn,
        type_tag::F8E5M2 => Scalar::F8E5m2,
        _ => return None,
    })
}

fn fits_unsigned(value: u64, width: u32) -> bool {
    width >= 64 || value >> width == 0
}

fn sign_extend(value: u64, width: u32) -> i64 {
    if width >= 64 {
        value as i64
    } else {
        let shift = 64 - width;
        ((value << shift) as i64) >> shift
    }
}

fn to_u32(cur: &Cursor, v: u64, what: &str) -> Result<u32> {
    u32::try_from(v).or_else(|_| cur.error(format!("{what} {v} does not fit in 32 bits")))
}

impl<'a> Reader<'a> {
    fn unknown_loc(&mut self) -> LocId {
        *self.unknown.get_or_insert_with(|| self.ir.locations.push(Location::Unknown))
    }

    fn string(&self, cur: &mut Cursor) -> Result<&'a str> {
        let i = cur.varint()?;
        self.strings.get(i, cur)
    }

    // ---- types ----

    fn type_at(&mut self, index: u64, at: &Cursor, depth: usize) -> Result<TypeId> {
        if index >= self.types.offsets.len() as u64 {
            return at.error(format!("type index {index} out of bounds (size={})", self.types.offsets.len()));
        }
        let i = index as usize;
        if let Some(t) = self.types.cache[i] {
            return Ok(t);
        }
        if self.types.busy[i] || depth > MAX_DEPTH {
            return at.error(format!("type {index} refers to itself or nests too deeply"));
        }
        let data = self.types.data.as_ref().expect("offsets imply data");
        let mut c = entry(&self.types.offsets, data, i, "type")?;
        self.types.busy[i] = true;
        let t = self.decode_type(&mut c, depth + 1);
        self.types.busy[i] = false;
        let t = t?;
        self.types.cache[i] = Some(t);
        Ok(t)
    }

    fn read_type(&mut self, cur: &mut Cursor, depth: usize) -> Result<TypeId> {
        let i = cur.varint()?;
        self.type_at(i, cur, depth)
    }

    fn decode_type(&mut self, c: &mut Cursor, depth: usize) -> Result<TypeId> {
        let tag = c.varint()?;
        if let Some(s) = scalar_of_tag(tag) {
            return Ok(self.ir.types.scalar(s));
        }
        let data = match tag {
            type_tag::POINTER => TypeData::Pointer { pointee: self.read_type(c, depth)? },
            type_tag::TILE => {
                let element = self.read_type(c, depth)?;
                if !matches!(self.ir.types.get(element), TypeData::Scalar(_) | TypeData::Pointer { .. }) {
                    return c.error("tile element type must be integer, float, or valid pointer");
                }
                let shape = c.i64_array()?;
                // The rules the text parser checks too (upstream's reader builds types checked).
                if let Err(m) = check_tile_shape(&shape) {
                    return c.error(m);
                }
                TypeData::Tile { shape: shape.into(), element }
            }
            type_tag::TENSOR_VIEW => {
                let element = self.read_type(c, depth)?;
                if !matches!(self.ir.types.get(element), TypeData::Scalar(_)) {
                    return c.error("tensor_view element type must be integer or float");
                }
                let shape = c.i64_array()?;
                let strides = c.i64_array()?;
                if let Err(m) = check_tensor_view(&shape, &strides) {
                    return c.error(m);
                }
                TypeData::TensorView { element, shape: shape.into(), strides: strides.into() }
            }
            type_tag::PARTITION_VIEW => {
                let tile_shape = c.i32_array()?;
                if let Some(v) = tile_shape.iter().find(|&&v| v == i32::MAX || v == i32::MIN) {
                    return c.error(format!("tile shape contains unsupported value {v}"));
                }
                let tensor_view = self.read_type(c, depth)?;
                let (tv_element, tv_rank) = match self.ir.types.get(tensor_view) {
                    TypeData::TensorView { element, shape, .. } => (*element, shape.len()),
                    _ => return c.error("invalid tensor_view type for tile partition view"),
                };
                let dim_map = c.i32_array()?;
                let padding_value = match c.byte()? {
                    0 => None,
                    _ => {
                        let v = c.varint()?;
                        match PaddingValue::ALL.iter().find(|p| u64::from(p.value()) == v) {
                            Some(p) => Some(*p),
                            None => return c.error(format!("invalid integer value for enum type: {v}")),
                        }
                    }
                };
                let wide = |v: &[i32]| v.iter().map(|&d| i64::from(d)).collect::<Vec<i64>>();
                if let Err(m) = check_partition_view(&wide(&tile_shape), tv_rank, tv_element, &wide(&dim_map), padding_value, &self.ir.types) {
                    return c.error(m);
                }
                TypeData::PartitionView { tile_shape: tile_shape.into(), tensor_view, dim_map: dim_map.into(), padding_value }
            }
            type_tag::FUNC => {
                let n = c.count(1, "number of parameters")?;
                let inputs = (0..n).map(|_| self.read_type(c, depth)).collect::<Result<Vec<_>>>()?;
                let n = c.count(1, "number of results")?;
                let results = (0..n).map(|_| self.read_type(c, depth)).collect::<Result<Vec<_>>>()?;
                TypeData::Function { inputs: inputs.into(), results: results.into() }
            }
            type_tag::TOKEN => TypeData::Token,
            other => return c.error(format!("unknown type tag: {other}")),
        };
        Ok(self.ir.types.intern(data))
    }

    fn scalar_of(&self, t: TypeId) -> Option<Scalar> {
        match self.ir.types.get(t) {
            TypeData::Scalar(s) => Some(*s),
            _ => None,
        }
    }

    // ---- constants ----

    /// The dense constant `index` as an attribute of tile type `ty`.
    fn dense_constant(&mut self, ty: TypeId, index: u64, at: &Cursor) -> Result<Attribute> {
        let Some(c) = self.constants.get(index as usize) else {
            return at.error(format!("constant index {index} out of bounds"));
        };
        let mut c = c.clone();
        let (shape, element) = match self.ir.types.get(ty) {
            TypeData::Tile { shape, element } => (shape.clone(), *element),
            _ => return c.error("expect Cuda Tile integer or float type for a dense constant"),
        };
        let Some(scalar) = self.scalar_of(element) else {
            return c.error("expect Cuda Tile integer or float type for a dense constant");
        };
        let count = shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d as u64));
        let size = c.varint()?;
        let raw = match usize::try_from(size) {
            Ok(n) => c.bytes(n)?,
            Err(_) => return c.error("failed to read the raw byte data"),
        };
        let Some(count) = count.and_then(|n| usize::try_from(n).ok()) else {
            return c.error("failed to validate buffer size and format");
        };
        let width = crate::text::attrs::element_bytes(scalar);
        let data: Vec<u8> = if scalar == Scalar::I1 {
            // MLIR's layout: one byte 0x00 or 0xFF is a splat, otherwise bits packed LSB first.
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
                vec![u8::from(raw[0] != 0)]
            } else if raw.len() == count.div_ceil(8) {
                (0..count).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect()
            } else {
                return c.error("failed to validate buffer size and format");
            }
        } else if scalar == Scalar::Tf32 {
            // 3 bytes per element in MLIR's layout (19 bits), 4 in our attributes.
            if raw.len() != 3 && Some(raw.len()) != count.checked_mul(3) {
                return c.error("failed to validate buffer size and format");
            }
            raw.chunks_exact(3).flat_map(|e| [e[0], e[1], e[2] & 0x07, 0]).collect()
        } else if raw.len() == width || Some(raw.len()) == count.checked_mul(width) {
            raw.to_vec()
        } else {
            return c.error("failed to validate buffer size and format");
        };
        Ok(crate::text::attrs::dense_elements(ty, scalar, data))
    }

    // ---- attributes ----

    fn self_contained(&mut self, c: &mut Cursor, depth: usize) -> Result<Attribute> {
        if depth > MAX_DEPTH {
            return c.error("attributes nest too deeply");
        }
        let tag = c.varint()?;
        match tag {
            attr_tag::INTEGER => {
                let ty = self.read_type(c, depth)?;
                match self.scalar_of(ty) {
                    Some(s) if !s.is_float() => self.inline_integer(c, ty, s.width()),
                    _ => c.error("failed to read valid IntegerType for IntegerAttr"),
                }
            }
            attr_tag::FLOAT => {
                let ty = self.read_type(c, depth)?;
                match self.scalar_of(ty) {
                    Some(s) if s.is_float() => {
                        let width = if s == Scalar::Tf32 { 19 } else { s.width() };
                        let bits = if width <= 8 { u64::from(c.byte()?) } else { c.signed_varint()? as u64 };
                        if !fits_unsigned(bits, width) {
                            return c.error(format!("value {bits} does not fit in {width} bits"));
                        }
                        Ok(Attribute::Float { bits, ty })
                    }
                    _ => c.error("failed to read valid FloatType for FloatAttr"),
                }
            }
            attr_tag::BOOL => Ok(Attribute::Bool(c.byte()? != 0)),
            attr_tag::TYPE => Ok(Attribute::Type(self.read_type(c, depth)?)),
            attr_tag::STRING => Ok(Attribute::String(self.string(c)?.into())),
            attr_tag::ARRAY => {
                let n = c.count(1, "size for ArrayAttr")?;
                let items = (0..n).map(|_| self.self_contained(c, depth + 1)).collect::<Result<Vec<_>>>()?;
                Ok(Attribute::Array(items.into()))
            }
            attr_tag::DENSE_ELEMENTS => {
                let ty = self.read_type(c, depth)?;
                let index = c.varint()?;
                self.dense_constant(ty, index, c)
            }
            attr_tag::DIV_BY => self.div_by(c),
            attr_tag::SAME_ELEMENTS => self.same_elements(c),
            attr_tag::DICTIONARY => Ok(Attribute::Dictionary(self.dictionary(c, depth)?.into())),
            attr_tag::OPTIMIZATION_HINTS => Ok(Attribute::OptimizationHints(self.dictionary(c, depth)?.into())),
            attr_tag::BOUNDED => self.bounded(c),
            other => c.error(format!("unsupported AttributeTag {other} for self-contained attribute")),
        }
    }

    fn inline_integer(&mut self, c: &mut Cursor, ty: TypeId, width: u32) -> Result<Attribute> {
        if width == 1 {
            return Ok(Attribute::Bool(c.byte()? != 0));
        }
        let v = c.varint()?;
        if !fits_unsigned(v, width) {
            return c.error(format!("value {v} does not fit in {width} bits"));
        }
        Ok(Attribute::Integer { value: sign_extend(v, width), ty })
    }

    fn dictionary(&mut self, c: &mut Cursor, depth: usize) -> Result<Vec<(AttrName, Attribute)>> {
        let n = c.count(2, "size for DictionaryAttr")?;
        let mut out: Vec<(AttrName, Attribute)> = Vec::with_capacity(n);
        for i in 0..n {
            let key = self.string(c)?;
            if key.is_empty() {
                return c.error(format!("invalid empty attribute name for DictionaryAttr element {i}"));
            }
            let value = self.self_contained(c, depth + 1)?;
            if out.iter().any(|(k, _)| &**k == key) {
                return c.error(format!("failed to parse DictionaryAttr, duplicate key found: {key}"));
            }
            out.push((AttrName::Owned(key.to_string()), value));
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out)
    }

    fn div_by(&mut self, c: &mut Cursor) -> Result<Attribute> {
        let divisor = c.varint()?;
        let flags = c.byte()?;
        let every = if flags & 1 != 0 { Some(c.signed_varint()?) } else { None };
        let along = if flags & 2 != 0 { Some(c.signed_varint()?) } else { None };
        Ok(Attribute::DivBy { divisor, every, along })
    }

    fn same_elements(&mut self, c: &mut Cursor) -> Result<Attribute> {
        let values = c.i64_array()?;
        if let Some(v) = values.iter().find(|&&v| v == i64::MAX || v == i64::MIN) {
            return c.error(format!("array contains unsupported value {v}"));
        }
        Ok(Attribute::SameElements(values.into()))
    }

    fn bounded(&mut self, c: &mut Cursor) -> Result<Attribute> {
        let flags = c.byte()?;
        let lb = if flags & 1 != 0 { Some(c.signed_varint()?) } else { None };
        let ub = if flags & 2 != 0 { Some(c.signed_varint()?) } else { None };
        Ok(Attribute::Bounded { lb, ub })
    }

    /// An op attribute in its inline encoding, chosen by its declared kind.
    fn op_attribute(&mut self, c: &mut Cursor, op: &OpInfo, a: &AttrInfo, result_types: &[TypeId]) -> Result<Attribute> {
        let wrap = |e: Error| Error { offset: e.offset, message: format!("failed to parse attribute '{}' of '{}': {}", a.name, op.name, e.message) };
        let r: Result<Attribute> = (|| match &a.kind {
            AttrKind::Enum(info) => {
                let v = c.varint()?;
                match u32::try_from(v).ok().filter(|v| info.spelling(*v).is_some()) {
                    Some(v) => Ok(Attribute::Enum { info, value: v }),
                    None => c.error(format!("invalid integer value for enum type: {v}")),
                }
            }
            AttrKind::DialectAttr(name) => match *name {
                "OptimizationHints" => Ok(Attribute::OptimizationHints(self.dictionary(c, 0)?.into())),
                "DivBy" => self.div_by(c),
                "SameElements" => self.same_elements(c),
                "Bounded" => self.bounded(c),
                other => c.error(format!("attribute kind '{other}' has no bytecode encoding")),
            },
            AttrKind::Interface(_) => self.self_contained(c, 0),
            AttrKind::Unit => Ok(Attribute::Unit),
            AttrKind::Bool => Ok(Attribute::Bool(c.byte()? != 0)),
            AttrKind::Str | AttrKind::SymbolName => Ok(Attribute::String(self.string(c)?.into())),
            AttrKind::FlatSymbolRef => Ok(Attribute::SymbolRef(self.string(c)?.into())),
            AttrKind::I32 | AttrKind::I64 => {
                let (scalar, width) = if matches!(a.kind, AttrKind::I32) { (Scalar::I32, 32) } else { (Scalar::I64, 64) };
                let ty = self.ir.types.scalar(scalar);
                self.inline_integer(c, ty, width)
            }
            AttrKind::Array => {
                let n = c.count(1, "size for ArrayAttr")?;
                let items = (0..n).map(|_| self.self_contained(c, 1)).collect::<Result<Vec<_>>>()?;
                Ok(Attribute::Array(items.into()))
            }
            AttrKind::DenseI32Array => {
                let values = c.i32_array()?;
                if let Some(v) = values.iter().find(|&&v| v == i32::MAX || v == i32::MIN) {
                    return c.error(format!("array contains unsupported value {v}"));
                }
                Ok(Attribute::DenseI32Array(values.into()))
            }
            AttrKind::DenseI64Array => {
                let values = c.i64_array()?;
                if let Some(v) = values.iter().find(|&&v| v == i64::MAX || v == i64::MIN) {
                    return c.error(format!("array contains unsupported value {v}"));
                }
                Ok(Attribute::DenseI64Array(values.into()))
            }
            AttrKind::DenseElements => {
                let ty = match result_types.first() {
                    Some(t) => *t,
                    None => self.read_type(c, 0)?,
                };
                let index = c.varint()?;
                self.dense_constant(ty, index, c)
            }
            AttrKind::FunctionType => Ok(Attribute::Type(self.read_type(c, 0)?)),
            AttrKind::DictArray => c.error("per-argument attribute arrays have no bytecode encoding"),
        })();
        r.map_err(wrap)
    }

    // ---- debug info ----

    fn debug_value(&mut self, index: u64, at: &Cursor, depth: usize) -> Result<DebugValue> {
        if index < DEBUG_RESERVED {
            return Ok(DebugValue::Loc(self.unknown_loc()));
        }
        let i = index - DEBUG_RESERVED;
        if i >= self.debug.offsets.len() as u64 {
            return at.error(format!("debug info index {index} out of bounds"));
        }
        let i = i as usize;
        if let Some(v) = &self.debug.cache[i] {
            return Ok(v.clone());
        }
        if self.debug.busy[i] || depth > MAX_DEPTH {
            return at.error(format!("debug info entry {index} refers to itself or nests too deeply"));
        }
        let data = self.debug.data.as_ref().expect("offsets imply data");
        let mut c = entry(&self.debug.offsets, data, i, "debug info entry")?;
        self.debug.busy[i] = true;
        let v = self.decode_debug(&mut c, depth + 1);
        self.debug.busy[i] = false;
        let v = v?;
        self.debug.cache[i] = Some(v.clone());
        Ok(v)
    }

    fn debug_attr(&mut self, c: &mut Cursor, depth: usize, ok: fn(&Attribute) -> bool, what: &str) -> Result<Attribute> {
        let index = c.varint()?;
        match self.debug_value(index, c, depth)? {
            DebugValue::Attr(a) if ok(&a) => Ok(a),
            _ => c.error(format!("debug info entry {index} is not a {what}")),
        }
    }

    fn decode_debug(&mut self, c: &mut Cursor, depth: usize) -> Result<DebugValue> {
        let is_file = |a: &Attribute| matches!(a, Attribute::DIFile { .. });
        let is_scope = |a: &Attribute| matches!(a, Attribute::DISubprogram { .. } | Attribute::DILexicalBlock { .. });
        let is_unit = |a: &Attribute| matches!(a, Attribute::DICompileUnit { .. });
        let tag = c.varint()?;
        Ok(match tag {
            debug_tag::COMPILE_UNIT => {
                let file = self.debug_attr(c, depth, is_file, "file")?;
                DebugValue::Attr(Attribute::DICompileUnit { file: std::sync::Arc::new(file) })
            }
            debug_tag::FILE => {
                let name = self.string(c)?;
                let directory = self.string(c)?;
                DebugValue::Attr(Attribute::DIFile { name: name.into(), directory: directory.into() })
            }
            debug_tag::LEXICAL_BLOCK => {
                let scope = self.debug_attr(c, depth, is_scope, "local scope")?;
                let file = self.debug_attr(c, depth, is_file, "file")?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let column = c.varint()?;
                let column = to_u32(c, column, "column")?;
                DebugValue::Attr(Attribute::DILexicalBlock { scope: std::sync::Arc::new(scope), file: std::sync::Arc::new(file), line, column: (column != 0).then_some(column) })
            }
            debug_tag::LOC => {
                let scope = self.debug_attr(c, depth, is_scope, "local scope")?;
                let file = self.string(c)?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let col = c.varint()?;
                let col = to_u32(c, col, "column")?;
                let source = self.ir.locations.push(Location::FileLineCol { file: Arc::from(file), line, col });
                DebugValue::Loc(self.ir.locations.push(Location::DebugInfo { source, scope: Box::new(scope) }))
            }
            debug_tag::SUBPROGRAM => {
                let file = self.debug_attr(c, depth, is_file, "file")?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let name = self.string(c)?;
                let linkage_name = self.string(c)?;
                let compile_unit = self.debug_attr(c, depth, is_unit, "compile unit")?;
                let scope_line = c.varint()?;
                let scope_line = to_u32(c, scope_line, "scope line")?;
                DebugValue::Attr(Attribute::DISubprogram {
                    file: std::sync::Arc::new(file),
                    line,
                    name: name.into(),
                    linkage_name: linkage_name.into(),
                    compile_unit: std::sync::Arc::new(compile_unit),
                    scope_line: (scope_line != 0).then_some(scope_line),
                })
            }
            debug_tag::CALL_SITE => {
                let callee = self.debug_loc(c, depth)?;
                let caller = self.debug_loc(c, depth)?;
                DebugValue::Loc(self.ir.locations.push(Location::CallSite { callee, caller }))
            }
            _ => DebugValue::Loc(self.unknown_loc()),
        })
    }

    fn debug_loc(&mut self, c: &mut Cursor, depth: usize) -> Result<LocId> {
        let index = c.varint()?;
        match self.debug_value(index, c, depth)? {
            DebugValue::Loc(l) => Ok(l),
            DebugValue::Attr(_) => c.error(format!("debug info entry {index} is not a location")),
        }
    }

    fn next_location(&mut self, di: &mut DebugCursor, at: &Cursor) -> Result<LocId> {
        if di.function < DEBUG_RESERVED {
            return Ok(self.unknown_loc());
        }
        let f = di.function - DEBUG_RESERVED;
        let Some(&start) = self.debug.op_offsets.get(f as usize) else {
            return at.error("failed to read operation location.");
        };
        let k = u64::from(start) + di.next;
        let Some(&index) = self.debug.indices.get(k as usize) else {
            return at.error("failed to read operation location.");
        };
        di.next += 1;
        match self.debug_value(index, at, 0)? {
            DebugValue::Loc(l) => Ok(l),
            DebugValue::Attr(_) => at.error(format!("debug info entry {index} is not a location")),
        }
    }

    // ---- ops ----

    fn read_op(&mut self, c: &mut Cursor, values: &mut Vec<Value>, di: &mut DebugCursor, block: BlockId, depth: usize) -> Result<()> {
        let start = c.offset();
        let opcode = c.varint()?;
        let location = self.next_location(di, c)?;
        let Some(info) = u32::try_from(opcode).ok().and_then(registry::by_opcode).filter(|i| !i.test_only) else {
            return Err(Error { offset: start, message: format!("unknown or unimplemented opcode: {opcode}") });
        };
        if info.since > self.version {
            return Err(Error { offset: start, message: format!("'{}' (opcode {opcode:#x}) is not in bytecode version {}: it is new in {}", info.name, self.version, info.since) });
        }
        let v = self.version;
        // Results.
        let variadic = info.operands.iter().chain(info.results).any(|x| x.arity == Arity::Variadic);
        let n_results = if variadic { c.count(1, "number of results")? } else { info.results.len() };
        let result_types = (0..n_results).map(|_| self.read_type(c, 0)).collect::<Result<Vec<_>>>()?;
        // Flags of the optional fields.
        let attrs: Vec<&AttrInfo> = info.attributes.iter().filter(|a| a.since <= v).collect();
        let attr_sized = info.has_trait(SimpleTrait::AttrSizedOperandSegments);
        let optional_attrs = attrs.iter().filter(|a| is_optional(a)).count();
        let optional_operands = if attr_sized { info.operands.iter().filter(|o| o.since <= v && o.arity == Arity::Optional).count() } else { 0 };
        let flags = if optional_attrs + optional_operands > 0 { c.varint()? } else { 0 };
        // Attributes.
        let mut attributes = Vec::new();
        let mut bit = 0;
        for a in attrs {
            if is_optional(a) {
                let present = bit < 64 && flags & (1 << bit) != 0;
                bit += 1;
                if !present {
                    continue;
                }
                if matches!(a.kind, AttrKind::Unit) {
                    attributes.push((a.name.into(), Attribute::Unit));
                    continue;
                }
            }
            let value = self.op_attribute(c, info, a, &result_types)?;
            attributes.push((a.name.into(), value));
        }
        // Operands.
        let mut operands = Vec::new();
        let mut segments = Vec::new();
        let read_values = |c: &mut Cursor, n: usize, operands: &mut Vec<Value>| -> Result<()> {
            for i in 0..n {
                let index = c.varint()?;
                match values.get(index as usize) {
                    Some(val) => operands.push(*val),
                    None => return c.error(format!("operand index {index} out of bounds (size={}) for operand {i}", values.len())),
                }
            }
            Ok(())
        };
        if attr_sized {
            for o in info.operands.iter().filter(|o| o.since <= v) {
                let n = match o.arity {
                    Arity::Single => 1,
                    Arity::Optional => {
                        let present = bit < 64 && flags & (1 << bit) != 0;
                        bit += 1;
                        usize::from(present)
                    }
                    Arity::Variadic => c.count(1, "size of a variadic operand group")?,
                };
                read_values(c, n, &mut operands)?;
                segments.push(n as u32);
            }
        } else {
            let open = info.operands.iter().any(|o| o.arity != Arity::Single);
            let n = if open { c.count(1, "operand count")? } else { info.operands.len() };
            read_values(c, n, &mut operands)?;
        }
        let several = info.operands.iter().filter(|o| o.arity != Arity::Single).count() > 1;
        let op = self.ir.ops.push(Operation {
            name: OpName::Registered(info),
            operands: operands.into(),
            operand_segments: (several && attr_sized).then(|| segments.into_boxed_slice()),
            result_types: result_types.as_slice().into(),
            result_segments: None,
            attributes,
            regions: Default::default(),
            location,
            parent: None,
        });
        self.ir.append_op(block, op);
        // Regions.
        if !info.regions.is_empty() {
            let n = c.varint()?;
            if n != info.regions.len() as u64 {
                return c.error(format!("{} op expected {} regions, got {n}", info.name, info.regions.len()));
            }
            if depth > MAX_DEPTH {
                return c.error("regions nest too deeply");
            }
            for _ in 0..n {
                let region = self.ir.regions.push(Region { blocks: Vec::new(), parent: Some(op) });
                self.ir.ops[op].regions.push(region);
                let blocks = c.count(2, "region block count")?;
                for _ in 0..blocks {
                    self.read_block(c, values, di, region, location, depth + 1)?;
                }
            }
        }
        values.extend((0..n_results as u32).map(|i| Value::Result(op, i)));
        Ok(())
    }

    fn read_block(&mut self, c: &mut Cursor, values: &mut Vec<Value>, di: &mut DebugCursor, region: crate::ir::RegionId, loc: LocId, depth: usize) -> Result<()> {
        let scope = values.len();
        let n_args = c.count(1, "block argument count")?;
        let mut args = Vec::with_capacity(n_args);
        for _ in 0..n_args {
            args.push((self.read_type(c, 0)?, loc));
        }
        let block = self.ir.append_block(region, &args);
        values.extend((0..n_args as u32).map(|i| Value::Argument(block, i)));
        let n_ops = c.count(1, "block operation count")?;
        for _ in 0..n_ops {
            self.read_op(c, values, di, block, depth)?;
        }
        match self.ir.blocks[block].ops.last() {
            None => return c.error("invalid block structure: block is expected to have a terminator operation, but it is empty"),
            Some(&last) => {
                let info = self.ir.op_info(last).expect("read ops are registered");
                if !info.has_trait(SimpleTrait::Terminator) {
                    return c.error(format!("invalid block structure: block is expected to have a terminator operation, but the last operation '{}' is not a terminator.", info.name));
                }
            }
        }
        values.truncate(scope);
        Ok(())
    }

    // ---- module ----

    fn build_module(&mut self, globals: &[GlobalInfo], mut funcs: Cursor<'a>) -> Result<()> {
        let module_info = registry::lookup("cuda_tile.module").expect("the module op is registered");
        let entry_info = registry::lookup("cuda_tile.entry").expect("the entry op is registered");
        let global_info = registry::lookup("cuda_tile.global").expect("the global op is registered");
        let unknown = self.unknown_loc();
        let module = self.ir.ops.push(Operation {
            name: OpName::Registered(module_info),
            operands: Default::default(),
            operand_segments: None,
            result_types: Default::default(),
            result_segments: None,
            attributes: vec![("sym_name".into(), Attribute::String("kernels".into()))],
            regions: Default::default(),
            location: unknown,
            parent: None,
        });
        let region = self.ir.regions.push(Region { blocks: Vec::new(), parent: Some(module) });
        self.ir.ops[module].regions.push(region);
        let body = self.ir.append_block(region, &[]);
        self.ir.top_level.push(module);

        for g in globals {
            let at = Cursor::at(&[], g.offset);
            let name = self.strings.get(g.name, &at)?;
            let ty = self.type_at(g.ty, &at, 0)?;
            let value = self.dense_constant(ty, g.constant, &at)?;
            let i64_ty = self.ir.types.scalar(Scalar::I64);
            let op = self.ir.ops.push(Operation {
                name: OpName::Registered(global_info),
                operands: Default::default(),
                operand_segments: None,
                result_types: Default::default(),
                result_segments: None,
                attributes: vec![("sym_name".into(), Attribute::String(name.into())), ("value".into(), value), ("alignment".into(), Attribute::Integer { value: g.alignment as i64, ty: i64_ty })],
                regions: Default::default(),
                location: unknown,
                parent: None,
            });
            self.ir.append_op(body, op);
        }

        let n = funcs.count(1, "number of functions")?;
        for _ in 0..n {
            let at = funcs.clone();
            let name = self.string(&mut funcs)?;
            let sig_index = funcs.varint()?;
            let flags = funcs.byte()?;
            let loc_index = funcs.varint()?;
            let is_entry = flags & super::func_flag::KERNEL != 0;
            let hints = if is_entry && flags & super::func_flag::HAS_HINTS != 0 {
                match self.self_contained(&mut funcs, 0)? {
                    h @ Attribute::OptimizationHints(_) => Some(h),
                    _ => return at.error(format!("invalid optimization hints attribute for function '{name}'")),
                }
            } else {
                None
            };
            let len = funcs.varint()?;
            if len > funcs.remaining() as u64 {
                return funcs.error(format!("function body length {len} exceeds remaining bytecode data ({} bytes)", funcs.remaining()));
            }
            let body_base = funcs.offset();
            let mut body_cur = Cursor::at(funcs.bytes(len as usize)?, body_base);
            if !is_entry {
                return at.error(format!("un-expected non-entry function '{name}'"));
            }
            let sig = self.type_at(sig_index, &at, 0)?;
            let TypeData::Function { inputs, .. } = self.ir.types.get(sig).clone() else {
                return at.error(format!("function signature index {sig_index} does not refer to a function type for function '{name}'"));
            };
            let mut di = DebugCursor { function: loc_index, next: 0 };
            let loc = self.next_location(&mut di, &at).map_err(|e| Error { offset: e.offset, message: format!("failed to read function location for '{name}': {}", e.message) })?;
            let mut attributes: Vec<(AttrName, Attribute)> = vec![
                ("sym_name".into(), Attribute::String(name.into())),
                ("function_type".into(), Attribute::Type(sig)),
                ("arg_attrs".into(), Attribute::Array(inputs.iter().map(|_| Attribute::Dictionary(std::sync::Arc::new([]))).collect())),
            ];
            if let Some(h) = hints {
                attributes.push(("optimization_hints".into(), h));
            }
            let op = self.ir.ops.push(Operation {
                name: OpName::Registered(entry_info),
                operands: Default::default(),
                operand_segments: None,
                result_types: Default::default(),
                result_segments: None,
                attributes,
                regions: Default::default(),
                location: loc,
                parent: None,
            });
            self.ir.append_op(body, op);
            let region = self.ir.regions.push(Region { blocks: Vec::new(), parent: Some(op) });
            self.ir.ops[op].regions.push(region);
            let args: Vec<(TypeId, LocId)> = inputs.iter().map(|t| (*t, loc)).collect();
            let block = self.ir.append_block(region, &args);
            let mut values: Vec<Value> = (0..args.len() as u32).map(|i| Value::Argument(block, i)).collect();
            while !body_cur.is_empty() {
                self.read_op(&mut body_cur, &mut values, &mut di, block, 0).map_err(|e| Error { offset: e.offset, message: format!("{} (in function '{name}')", e.message) })?;
            }
        }
        Ok(())
    }
}

/// Whether the attribute is a flagged optional field (unit attributes always are).
pub(crate) fn is_optional(a: &AttrInfo) -> bool {
    a.optional || matches!(a.kind, AttrKind::Unit)
}

#[cfg(test)]
mod tests {
    use crate::bytecode;
    use crate::ir::{Ir, TypeData};
    use crate::text::{parse, ParseOptions};

    const MODULE: &str = "cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %c = constant <i32: 4> : tile<4xi32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    return
  }
}";

    fn find(ir: &Ir, op: crate::ir::OpId, name: &str) -> Option<crate::ir::OpId> {
        if ir.op(op).name.as_str().ends_with(name) {
            return Some(op);
        }
        let regions = ir.op(op).regions.iter();
        regions.flat_map(|&r| ir.regions[r].blocks.iter()).flat_map(|&b| ir.blocks[b].ops.iter()).find_map(|&o| find(ir, o, name))
    }

    /// MODULE with the result type of its op `name` replaced by `make(types)`,
    /// written by our writer (which writes types as they are), then read back.
    fn read_with_result_type(name: &str, make: impl FnOnce(&mut Ir) -> TypeData) -> String {
        let mut ir = parse(MODULE, "m.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: false }).expect("MODULE parses");
        let op = find(&ir, ir.top_level[0], name).expect("the op is in MODULE");
        let data = make(&mut ir);
        let bad = ir.types.intern(data);
        ir.op_mut(op).result_types[0] = bad;
        let bytes = bytecode::write(&ir, ir.top_level[0], bytecode::CURRENT).expect("the writer writes any type");
        match bytecode::read(&bytes) {
            Ok(_) => "read".to_string(),
            Err(e) => e.message,
        }
    }

    #[test]
    fn types_break_the_same_rules_as_in_text() {
        let message = read_with_result_type("constant", |ir| {
            let i32_ = ir.types.scalar(crate::Scalar::I32);
            TypeData::Tile { shape: vec![3].into(), element: i32_ }
        });
        assert!(message.contains("all dimensions must be powers of two, got 3"), "{message}");
        let message = read_with_result_type("make_tensor_view", |ir| {
            let i32_ = ir.types.scalar(crate::Scalar::I32);
            TypeData::TensorView { element: i32_, shape: vec![8].into(), strides: vec![1, 1].into() }
        });
        assert!(message.contains("expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 2"), "{message}");
        let message = read_with_result_type("make_partition_view", |ir| {
            let i32_ = ir.types.scalar(crate::Scalar::I32);
            let tv = ir.types.intern(TypeData::TensorView { element: i32_, shape: vec![8, 8].into(), strides: vec![8, 1].into() });
            TypeData::PartitionView { tile_shape: vec![4].into(), tensor_view: tv, dim_map: vec![0].into(), padding_value: None }
        });
        assert!(message.contains("expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1"), "{message}");
    }
}
