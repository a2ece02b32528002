//! Bytecode to IR. Sections are located first, then read in dependency
//! order (strings, types, constants, globals, functions, debug info); types
//! and debug-info entries are decoded lazily, by index, with a guard
//! against cycles and a bound on nesting. Ops are read generically from
//! their [`OpInfo`]: result count (when the op has a variadic group), result
//! types, the flags word of optional fields, attributes in declaration
//! order, operands, regions.
//!
//! Nothing read is trusted: counts are bounded by the bytes left before
//! anything is allocated for them, indices are checked against their
//! tables, every type passes the dialect's rules ([`crate::ir::rules`],
//! through [`TypeTable::checked`](crate::ir::TypeTable::checked)) before
//! anything uses it, and nesting is bounded by [`crate::limits`], as the
//! text parser and the writer bound it. Errors carry the file offset of
//! what is wrong and the function and op being read.

use crate::ir::{SYM_NAME, FUNCTION_TYPE};
use crate::ir::AttrName;
use std::sync::Arc;

use super::encoding::{Cursor, Error, ErrorOp, Result};
use super::{attr_tag, debug_tag, section, type_tag, DEBUG_RESERVED, MAGIC};
use crate::generated::enums::{PaddingValue, PtrAttr, SymbolVisibility};
use crate::diag::{resolve_location, DiagLoc};
use crate::ir::rules;
use crate::ir::{Attribute, BlockId, Ir, LocId, Location, OpId, OpName, Operation, RegionId, TypeData, TypeId, Value};
use crate::limits::{MAX_ATTRIBUTE_DEPTH, MAX_LOCATION_DEPTH, MAX_REGION_DEPTH, MAX_TYPE_DEPTH};
use crate::registry::{self, Arity, AttrInfo, AttrKind, OpInfo, SimpleTrait, Version};
use crate::Scalar;

/// The region depth of a function's body: the module's body is 1 (see
/// [`MAX_REGION_DEPTH`]).
pub(crate) const FUNCTION_BODY_DEPTH: usize = 2;

/// Reads a whole bytecode file of any supported version into an [`Ir`]
/// whose one top-level op is a `cuda_tile.module @kernels`, checked against
/// the file's version ([`crate::ir::TypeTable::version`]). The result is not
/// verified.
pub fn read(bytes: &[u8]) -> Result<Ir> {
    read_up_to(bytes, registry::newest_version())
}

/// [`read`], refusing dialect versions newer than `newest`, as the tools of
/// that release refuse them (with the range they support).
pub fn read_up_to(bytes: &[u8], newest: Version) -> Result<Ir> {
    let mut cur = Cursor::new(bytes);
    let version = read_header(&mut cur, newest)?;
    let mut sections = read_sections(&mut cur)?;
    // A test-only version (250.x) keeps the newest dialect's type rules.
    let rules = if super::is_test_version(version) { registry::newest_version() } else { version };
    let mut ir = Ir::new();
    ir.types = crate::ir::TypeTable::at_version(rules);
    let mut r = Reader { ir, version, tools: newest, strings: StringTable::default(), types: LazyTypes::default(), constants: Vec::new(), debug: DebugTable::default(), unknown: None };
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
    let globals = sections[section::GLOBAL as usize].take();
    let globals = parse_globals(globals, version)?;
    let Some(func_section) = sections[section::FUNC as usize].take() else {
        return cur.error("function section is mandatory");
    };
    if let Some(s) = sections[section::DEBUG as usize].take() {
        r.debug = DebugTable::parse(s)?;
    }
    let producer = match sections[section::PRODUCER as usize].take() {
        Some(mut s) => Some(r.string(&mut s)?),
        None => None,
    };
    r.build_module(&globals, func_section, producer)?;
    Ok(r.ir)
}

fn read_header(cur: &mut Cursor, newest: Version) -> Result<Version> {
    for (i, want) in MAGIC.iter().enumerate() {
        let got = if cur.is_empty() { 0 } else { cur.byte()? };
        if got != *want {
            return Err(Error::new(i, format!("invalid magic number at position {i}, got {got} expected {want}")));
        }
    }
    let major = cur.byte()?;
    let minor = cur.byte()?;
    let tag = cur.u16_le()?;
    let version = Version::new(major.into(), minor.into());
    let known = super::is_test_version(version) || (super::is_supported(version) && version <= newest);
    if !known {
        return cur.error(format!("unsupported Tile version {major}.{minor}.{tag}, this reader supports versions {}", super::supported_range(newest)));
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
            return Err(Error::new(base, format!("duplicate section {id}")));
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

/// A type being decoded: the types it names, and how many of them are done.
struct PendingType {
    index: usize,
    components: Vec<u64>,
    next: usize,
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
            return Err(Error::new(base, format!("invalid constant start indices: end ({end}) is less than start ({start}) for constant {i}")));
        }
        if end > data.len() as u64 {
            return Err(Error::new(base, format!("constant {i} extends beyond available data: size={}, start={start}, total data size={}", end - start, data.len())));
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
    /// From 13.3: the symbol visibility and whether the buffer is read-only.
    visibility: u64,
    read_only: bool,
    offset: usize,
}

/// The global section: four varints per global, six from 13.3.
fn parse_globals(cur: Option<Cursor>, version: Version) -> Result<Vec<GlobalInfo>> {
    let Some(mut cur) = cur else { return Ok(Vec::new()) };
    let extended = version >= super::GLOBAL_EXTENSIONS;
    let count = cur.count(if extended { 6 } else { 4 }, "number of globals")?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let offset = cur.offset();
        let (name, ty, constant, alignment) = (cur.varint()?, cur.varint()?, cur.varint()?, cur.varint()?);
        let (visibility, read_only) = if extended { (cur.varint()?, cur.varint()? != 0) } else { (0, false) };
        out.push(GlobalInfo { name, ty, constant, alignment, visibility, read_only, offset });
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
    /// Per decoded entry: its value and how many levels it nests (using it
    /// shares its parts: attributes keep them behind `Arc`s).
    cache: Vec<Option<(DebugValue, u16)>>,
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
    /// The file's version.
    version: Version,
    /// The newest version the caller reads, as the tools of that release
    /// (a 13.1 file's `print` is `print` to 13.1's tools, `print_tko` to later ones).
    tools: Version,
    strings: StringTable<'a>,
    types: LazyTypes<'a>,
    constants: Vec<Cursor<'a>>,
    debug: DebugTable<'a>,
    unknown: Option<LocId>,
}

/// The type indices a type entry of a file of `version` names, in the
/// order its decoder reads them (as many as can be read: the decoder
/// reports what cannot).
fn type_components(mut c: Cursor, version: Version) -> Vec<u64> {
    let mut out = Vec::new();
    let _ = (|| -> Result<()> {
        match c.varint()? {
            type_tag::POINTER | type_tag::TENSOR_VIEW => {
                // 13.4: the flags word of the optional ptr_attr comes first.
                if version >= super::POINTER_FLAGS {
                    c.varint()?;
                }
                out.push(c.varint()?);
            }
            type_tag::TILE => out.push(c.varint()?),
            type_tag::PARTITION_VIEW => {
                if version >= super::UNIFIED_TYPE_FLAGS {
                    c.varint()?;
                }
                c.i32_array()?;
                out.push(c.varint()?);
            }
            type_tag::STRIDED_VIEW => {
                c.varint()?;
                c.i32_array()?;
                c.i32_array()?;
                out.push(c.varint()?);
            }
            type_tag::GATHER_SCATTER_VIEW => {
                c.varint()?;
                c.i32_array()?;
                out.push(c.varint()?);
            }
            type_tag::FUNC => {
                for _ in 0..2 {
                    let n = c.count(1, "number of types")?;
                    for _ in 0..n {
                        out.push(c.varint()?);
                    }
                }
            }
            _ => {}
        }
        Ok(())
    })();
    out
}

/// The debug-info indices an entry names, in the order its decoder reads
/// them (as many as can be read: the decoder reports what cannot).
fn debug_components(mut c: Cursor) -> Vec<u64> {
    let mut out = Vec::new();
    let _ = (|| -> Result<()> {
        match c.varint()? {
            debug_tag::COMPILE_UNIT | debug_tag::LOC => out.push(c.varint()?),
            debug_tag::LEXICAL_BLOCK | debug_tag::CALL_SITE => {
                out.push(c.varint()?);
                out.push(c.varint()?);
            }
            debug_tag::SUBPROGRAM => {
                out.push(c.varint()?);
                for _ in 0..3 {
                    c.varint()?; // line, name, linkage name
                }
                out.push(c.varint()?);
            }
            _ => {}
        }
        Ok(())
    })();
    out
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
        type_tag::F8E8M0FNU => Scalar::F8E8m0fnu,
        type_tag::F4E2M1FN => Scalar::F4E2m1fn,
        type_tag::I4 => Scalar::I4,
        type_tag::FNV8E5M3FNU => Scalar::Fnv8E5m3fnu,
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

/// Upstream's dense integer arrays refuse their type's two extremes.
pub(super) fn refuse_extremes<T: Copy + PartialEq + std::fmt::Display>(c: &Cursor, values: &[T], extremes: [T; 2]) -> Result<()> {
    match values.iter().find(|v| extremes.contains(v)) {
        Some(v) => c.error(format!("array contains unsupported value {v}")),
        None => Ok(()),
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

    /// Type `index`, decoded on first use. Types nest only through indices,
    /// so the types it names are decoded first, depth first with an explicit
    /// stack (no recursion: a deep chain of types costs no call stack), each
    /// once; a type met again while its own components are being decoded
    /// refers to itself.
    fn type_at(&mut self, index: u64, at: &Cursor) -> Result<TypeId> {
        let n = self.types.offsets.len();
        if index >= n as u64 {
            return at.error(format!("type index {index} out of bounds (size={n})"));
        }
        if let Some(t) = self.types.cache[index as usize] {
            return Ok(t);
        }
        let mut stack = Vec::new();
        let result = self.decode_types(index as usize, &mut stack);
        for frame in &stack {
            self.types.busy[frame.index] = false;
        }
        result
    }

    /// Decodes type `index` and, first, the types it names.
    fn decode_types(&mut self, index: usize, stack: &mut Vec<PendingType>) -> Result<TypeId> {
        let data = self.types.data.clone().expect("offsets imply data");
        let n = self.types.offsets.len() as u64;
        let version = self.version;
        let open = |offsets: &[u32], i: usize| -> Result<PendingType> { Ok(PendingType { index: i, components: type_components(entry(offsets, &data, i, "type")?, version), next: 0 }) };
        self.types.busy[index] = true;
        stack.push(open(&self.types.offsets, index)?);
        loop {
            let top = stack.last_mut().expect("the stack holds the type asked for until it is decoded");
            // The next component still to decode (out-of-range ones are the decoder's to report).
            while top.next < top.components.len() && (top.components[top.next] >= n || self.types.cache[top.components[top.next] as usize].is_some()) {
                top.next += 1;
            }
            let at = top.index;
            if let Some(&d) = top.components.get(top.next) {
                let d = d as usize;
                let c = entry(&self.types.offsets, &data, at, "type")?;
                if self.types.busy[d] {
                    return c.error(format!("type {d} refers to itself"));
                }
                if stack.len() >= MAX_TYPE_DEPTH {
                    return c.error(rules::too_deep_message());
                }
                self.types.busy[d] = true;
                stack.push(open(&self.types.offsets, d)?);
                continue;
            }
            // Every component is decoded: reading them below looks them up.
            let mut c = entry(&self.types.offsets, &data, at, "type")?;
            let t = self.decode_type(&mut c, at as u64)?;
            self.types.cache[at] = Some(t);
            self.types.busy[at] = false;
            stack.pop();
            if stack.is_empty() {
                return Ok(t);
            }
        }
    }

    fn read_type(&mut self, cur: &mut Cursor) -> Result<TypeId> {
        let i = cur.varint()?;
        self.type_at(i, cur)
    }

    /// Type `index` from its entry (the types it names are decoded).
    fn decode_type(&mut self, c: &mut Cursor, index: u64) -> Result<TypeId> {
        let start = c.offset();
        let tag = c.varint()?;
        let since = match tag {
            type_tag::STRIDED_VIEW => crate::generated::scalars::TYPE_DEFS.iter().find(|t| t.name == "StridedView").map(|t| t.since),
            type_tag::GATHER_SCATTER_VIEW => crate::generated::scalars::TYPE_DEFS.iter().find(|t| t.name == "GatherScatterView").map(|t| t.since),
            _ => scalar_of_tag(tag).map(Scalar::since),
        };
        if let Some(since) = since.filter(|s| *s > self.version) {
            return Err(Error::new(start, format!("type '{}' requires bytecode version {since}+, file version is {}", type_tag::name(tag), self.version)));
        }
        if let Some(s) = scalar_of_tag(tag) {
            return Ok(self.ir.types.scalar(s));
        }
        let unified_flags = self.version >= super::UNIFIED_TYPE_FLAGS;
        // 13.4: pointers and tensor views start with a flags word; bit 0 says
        // an optional `ptr_attr` byte ends the entry.
        let pointer_flags = |c: &mut Cursor| -> Result<bool> {
            if self.version < super::POINTER_FLAGS {
                return Ok(false);
            }
            let at = c.offset();
            match c.varint()? {
                0 => Ok(false),
                1 => Ok(true),
                other => Err(Error::new(at, format!("invalid optional-parameter flags {other:#x} of type '{}'", type_tag::name(tag)))),
            }
        };
        let ptr_attr = |c: &mut Cursor| -> Result<PtrAttr> {
            let at = c.offset();
            let value = c.varint()?;
            u32::try_from(value).ok().and_then(PtrAttr::from_value).ok_or_else(|| Error::new(at, format!("invalid ptr_attr value {value} of type '{}'", type_tag::name(tag))))
        };
        let data = match tag {
            type_tag::POINTER => {
                let has_attr = pointer_flags(c)?;
                let pointee = self.read_type(c)?;
                let ptr_attr = if has_attr { Some(ptr_attr(c)?) } else { None };
                TypeData::Pointer { pointee, ptr_attr }
            }
            type_tag::TILE => {
                let element = self.read_type(c)?;
                if !matches!(self.ir.types.get(element), TypeData::Scalar(_) | TypeData::Pointer { .. }) {
                    return c.error(format!("tile element type must be integer, float, or valid pointer, got: {}", self.type_name(element)));
                }
                let shape = c.i64_array()?;
                TypeData::Tile { shape: shape.into(), element }
            }
            type_tag::TENSOR_VIEW => {
                let has_attr = pointer_flags(c)?;
                let element = self.read_type(c)?;
                if !matches!(self.ir.types.get(element), TypeData::Scalar(_)) {
                    return c.error(format!("tensor_view element type must be integer or float, got: {}", self.type_name(element)));
                }
                let shape = c.i64_array()?;
                let strides = c.i64_array()?;
                let ptr_attr = if has_attr { Some(ptr_attr(c)?) } else { None };
                TypeData::TensorView { element, shape: shape.into(), strides: strides.into(), ptr_attr }
            }
            type_tag::PARTITION_VIEW | type_tag::STRIDED_VIEW | type_tag::GATHER_SCATTER_VIEW => {
                // From 13.3 (and in views of 13.3) a flags word of the optional
                // parameters follows the tag; before, the padding has a presence byte.
                let flags = if unified_flags { Some(c.varint()?) } else { None };
                let tile_shape = c.i32_array()?;
                if let Some(v) = tile_shape.iter().find(|&&v| v == i32::MAX || v == i32::MIN) {
                    return c.error(format!("tile shape contains unsupported value {v}"));
                }
                let traversal_strides = if tag == type_tag::STRIDED_VIEW { c.i32_array()? } else { Vec::new() };
                let tensor_view = self.read_type(c)?;
                if !matches!(self.ir.types.get(tensor_view), TypeData::TensorView { .. }) {
                    return c.error("invalid tensor_view type for tile partition view");
                }
                let (dim_map, sparse_dim) = if tag == type_tag::GATHER_SCATTER_VIEW {
                    let v = c.varint()?;
                    (Vec::new(), to_u32(c, v, "sparse_dim")?)
                } else {
                    (c.i32_array()?, 0)
                };
                let present = match flags {
                    Some(f) => f & 1 != 0,
                    None => c.byte()? != 0,
                };
                let padding_value = if present {
                    let v = c.varint()?;
                    match PaddingValue::ALL.iter().find(|p| u64::from(p.value()) == v) {
                        Some(p) => Some(*p),
                        None => return c.error(format!("invalid integer value for enum type: {v}")),
                    }
                } else {
                    None
                };
                match tag {
                    type_tag::STRIDED_VIEW => TypeData::StridedView { tile_shape: tile_shape.into(), traversal_strides: traversal_strides.into(), tensor_view, dim_map: dim_map.into(), padding_value },
                    type_tag::GATHER_SCATTER_VIEW => TypeData::GatherScatterView { tile_shape: tile_shape.into(), tensor_view, sparse_dim, padding_value },
                    _ => TypeData::PartitionView { tile_shape: tile_shape.into(), tensor_view, dim_map: dim_map.into(), padding_value },
                }
            }
            type_tag::FUNC => {
                let n = c.count(1, "number of parameters")?;
                let inputs = (0..n).map(|_| self.read_type(c)).collect::<Result<Vec<_>>>()?;
                let n = c.count(1, "number of results")?;
                let results = (0..n).map(|_| self.read_type(c)).collect::<Result<Vec<_>>>()?;
                TypeData::Function { inputs: inputs.into(), results: results.into() }
            }
            type_tag::TOKEN => TypeData::Token,
            other => return c.error(format!("unknown type tag: {other}")),
        };
        // The dialect's rules, as the text parser applies them (upstream's getChecked).
        self.ir.types.checked(data).map_err(|m| Error::new(start, format!("type {index}: {m}")))
    }

    /// A type as diagnostics print it.
    fn type_name(&self, t: TypeId) -> String {
        let mut s = String::new();
        crate::text::types::print_type(&self.ir.types, t, crate::text::types::TypeStyle::Full, &mut s);
        s
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

    /// A self-contained attribute; `depth`: how many attributes enclose it.
    fn self_contained(&mut self, c: &mut Cursor, depth: usize) -> Result<Attribute> {
        if depth >= MAX_ATTRIBUTE_DEPTH {
            return c.error(format!("attributes nest more than {MAX_ATTRIBUTE_DEPTH} levels deep"));
        }
        // Only the kinds that nest are read in this frame, which nesting repeats.
        match c.varint()? {
            attr_tag::ARRAY => Ok(Attribute::Array(self.array_items(c, depth)?.into())),
            attr_tag::DICTIONARY => Ok(Attribute::Dictionary(self.dictionary(c, depth)?.into())),
            attr_tag::OPTIMIZATION_HINTS => Ok(Attribute::OptimizationHints(self.dictionary(c, depth)?.into())),
            tag => self.leaf_attribute(c, tag),
        }
    }

    /// The items of an array at `depth`.
    fn array_items(&mut self, c: &mut Cursor, depth: usize) -> Result<Vec<Attribute>> {
        let n = c.count(1, "size for ArrayAttr")?;
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(self.self_contained(c, depth + 1)?);
        }
        Ok(items)
    }

    /// A self-contained attribute that holds no attributes, after its tag.
    #[inline(never)]
    fn leaf_attribute(&mut self, c: &mut Cursor, tag: u64) -> Result<Attribute> {
        match tag {
            attr_tag::INTEGER => {
                let ty = self.read_type(c)?;
                match self.scalar_of(ty) {
                    Some(s) if !s.is_float() => self.inline_integer(c, ty, s.width()),
                    _ => c.error("failed to read valid IntegerType for IntegerAttr"),
                }
            }
            attr_tag::FLOAT => {
                let ty = self.read_type(c)?;
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
            attr_tag::TYPE => Ok(Attribute::Type(self.read_type(c)?)),
            attr_tag::STRING => Ok(Attribute::String(self.string(c)?.into())),
            attr_tag::DENSE_ELEMENTS => {
                let ty = self.read_type(c)?;
                let index = c.varint()?;
                self.dense_constant(ty, index, c)
            }
            attr_tag::DIV_BY => self.div_by(c),
            attr_tag::SAME_ELEMENTS => self.same_elements(c),
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
        // Keys seen so far (a set: a dictionary may have as many entries as its bytes allow).
        let mut keys = rustc_hash::FxHashSet::default();
        for i in 0..n {
            let key = self.string(c)?;
            if key.is_empty() {
                return c.error(format!("invalid empty attribute name for DictionaryAttr element {i}"));
            }
            let value = self.self_contained(c, depth + 1)?;
            if !keys.insert(key) {
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
        let wrap = |e: Error| Error { message: format!("failed to parse attribute '{}' of '{}': {}", a.name, op.name, e.message), ..e };
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
                refuse_extremes(c, &values, [i32::MIN, i32::MAX])?;
                Ok(Attribute::DenseI32Array(values.into()))
            }
            AttrKind::DenseBoolArray => Ok(Attribute::DenseBoolArray(c.bool_array()?.into())),
            AttrKind::DenseI64Array => {
                let values = c.i64_array()?;
                refuse_extremes(c, &values, [i64::MIN, i64::MAX])?;
                Ok(Attribute::DenseI64Array(values.into()))
            }
            AttrKind::DenseElements => {
                let ty = match result_types.first() {
                    Some(t) => *t,
                    None => self.read_type(c)?,
                };
                let index = c.varint()?;
                self.dense_constant(ty, index, c)
            }
            AttrKind::FunctionType => Ok(Attribute::Type(self.read_type(c)?)),
            AttrKind::DictArray => c.error("per-argument attribute arrays have no bytecode encoding"),
        })();
        r.map_err(wrap)
    }

    // ---- debug info ----

    /// Debug-info entry `index`, decoded on first use, after the entries
    /// it names (depth first with an explicit stack, as types are).
    fn debug_value(&mut self, index: u64, at: &Cursor) -> Result<DebugValue> {
        if index < DEBUG_RESERVED {
            return Ok(DebugValue::Loc(self.unknown_loc()));
        }
        let i = index - DEBUG_RESERVED;
        if i >= self.debug.offsets.len() as u64 {
            return at.error(format!("debug info index {index} out of bounds"));
        }
        if let Some((v, _)) = &self.debug.cache[i as usize] {
            return Ok(v.clone());
        }
        let mut stack = vec![i as usize];
        self.debug.busy[i as usize] = true;
        let result = self.decode_debug_entries(&mut stack);
        for &k in &stack {
            self.debug.busy[k] = false;
        }
        result
    }

    /// Decodes the entries on `stack` (the last on top) and what they name.
    fn decode_debug_entries(&mut self, stack: &mut Vec<usize>) -> Result<DebugValue> {
        let data = self.debug.data.clone().expect("offsets imply data");
        loop {
            let top = *stack.last().expect("the stack holds the entry asked for until it is decoded");
            let mut c = entry(&self.debug.offsets, &data, top, "debug info entry")?;
            let named: Vec<usize> = debug_components(c.clone()).into_iter().filter(|&d| d >= DEBUG_RESERVED && d - DEBUG_RESERVED < self.debug.offsets.len() as u64).map(|d| (d - DEBUG_RESERVED) as usize).collect();
            if let Some(&d) = named.iter().find(|&&d| self.debug.cache[d].is_none()) {
                if self.debug.busy[d] {
                    return c.error(format!("debug info entry {} refers to itself", d as u64 + DEBUG_RESERVED));
                }
                self.debug.busy[d] = true;
                stack.push(d);
                continue;
            }
            // Every entry it names is decoded: reading them looks them up.
            let at = c.clone();
            let v = self.decode_debug(&mut c)?;
            let levels = self.debug_levels(&v, &named);
            match v {
                DebugValue::Attr(_) if levels > MAX_ATTRIBUTE_DEPTH => return at.error(format!("attributes nest more than {MAX_ATTRIBUTE_DEPTH} levels deep")),
                DebugValue::Loc(_) if levels > MAX_LOCATION_DEPTH => return at.error(format!("locations nest more than {MAX_LOCATION_DEPTH} levels deep")),
                _ => {}
            }
            self.debug.cache[top] = Some((v.clone(), levels as u16));
            self.debug.busy[top] = false;
            stack.pop();
            if stack.is_empty() {
                return Ok(v);
            }
        }
    }

    /// How many levels `v`, decoded from an entry naming `named`, nests, as
    /// the text parser counts them: attributes (files, compile units,
    /// scopes) and locations apart; a `di_loc` is two levels (its position
    /// is a location of its own in the IR), its scope counting as attributes.
    fn debug_levels(&self, v: &DebugValue, named: &[usize]) -> usize {
        let deepest = |locations: bool| {
            let levels = named.iter().filter_map(|&d| match &self.debug.cache[d] {
                Some((DebugValue::Loc(_), l)) if locations => Some(usize::from(*l)),
                Some((DebugValue::Attr(_), l)) if !locations => Some(usize::from(*l)),
                _ => None,
            });
            levels.max().unwrap_or(0)
        };
        match v {
            DebugValue::Attr(_) => deepest(false) + 1,
            DebugValue::Loc(l) => match &self.ir.locations[*l] {
                Location::DebugInfo { .. } => 2,
                Location::CallSite { .. } => deepest(true) + 1,
                _ => 1,
            },
        }
    }

    fn debug_attr(&mut self, c: &mut Cursor, ok: fn(&Attribute) -> bool, what: &str) -> Result<Attribute> {
        let index = c.varint()?;
        match self.debug_value(index, c)? {
            DebugValue::Attr(a) if ok(&a) => Ok(a),
            _ => c.error(format!("debug info entry {index} is not a {what}")),
        }
    }

    /// An entry whose named entries are decoded (reading them looks them up).
    fn decode_debug(&mut self, c: &mut Cursor) -> Result<DebugValue> {
        let is_file = |a: &Attribute| matches!(a, Attribute::DIFile { .. });
        let is_scope = |a: &Attribute| matches!(a, Attribute::DISubprogram { .. } | Attribute::DILexicalBlock { .. });
        let is_unit = |a: &Attribute| matches!(a, Attribute::DICompileUnit { .. });
        let tag = c.varint()?;
        Ok(match tag {
            debug_tag::COMPILE_UNIT => {
                let file = self.debug_attr(c, is_file, "file")?;
                DebugValue::Attr(Attribute::DICompileUnit { file: Arc::new(file) })
            }
            debug_tag::FILE => {
                let name = self.string(c)?;
                let directory = self.string(c)?;
                DebugValue::Attr(Attribute::DIFile { name: name.into(), directory: directory.into() })
            }
            debug_tag::LEXICAL_BLOCK => {
                let scope = self.debug_attr(c, is_scope, "local scope")?;
                let file = self.debug_attr(c, is_file, "file")?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let column = c.varint()?;
                let column = to_u32(c, column, "column")?;
                DebugValue::Attr(Attribute::DILexicalBlock { scope: std::sync::Arc::new(scope), file: std::sync::Arc::new(file), line, column: (column != 0).then_some(column) })
            }
            debug_tag::LOC => {
                let scope = self.debug_attr(c, is_scope, "local scope")?;
                let file = self.string(c)?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let col = c.varint()?;
                let col = to_u32(c, col, "column")?;
                let source = self.ir.locations.push(Location::FileLineCol { file: Arc::from(file), line, col });
                DebugValue::Loc(self.ir.locations.push(Location::DebugInfo { source, scope: Box::new(scope) }))
            }
            debug_tag::SUBPROGRAM => {
                let file = self.debug_attr(c, is_file, "file")?;
                let line = c.varint()?;
                let line = to_u32(c, line, "line")?;
                let name = self.string(c)?;
                let linkage_name = self.string(c)?;
                let compile_unit = self.debug_attr(c, is_unit, "compile unit")?;
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
                let callee = self.debug_loc(c)?;
                let caller = self.debug_loc(c)?;
                DebugValue::Loc(self.ir.locations.push(Location::CallSite { callee, caller }))
            }
            _ => DebugValue::Loc(self.unknown_loc()),
        })
    }

    fn debug_loc(&mut self, c: &mut Cursor) -> Result<LocId> {
        let index = c.varint()?;
        match self.debug_value(index, c)? {
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
        match self.debug_value(index, at)? {
            DebugValue::Loc(l) => Ok(l),
            DebugValue::Attr(_) => at.error(format!("debug info entry {index} is not a location")),
        }
    }

    // ---- ops ----

    /// One op into `block`, whose region is at depth `depth` (see [`MAX_REGION_DEPTH`]).
    /// Errors inside the op name it (the innermost op, when ops nest).
    fn read_op(&mut self, c: &mut Cursor, values: &mut Vec<Value>, di: &mut DebugCursor, block: BlockId, depth: usize) -> Result<()> {
        let start = c.offset();
        let (info, location) = self.read_opcode(c, di)?;
        match self.read_op_fields(c, values, di, block, depth, info, location) {
            Ok(()) => Ok(()),
            Err(e) => Err(self.within_op(e, info, start, location)),
        }
    }

    /// An op's opcode, and its location from the function's debug info.
    #[inline(never)]
    fn read_opcode(&mut self, c: &mut Cursor, di: &mut DebugCursor) -> Result<(&'static OpInfo, LocId)> {
        let start = c.offset();
        let opcode = c.varint()?;
        let location = self.next_location(di, c)?;
        let Some(info) = u32::try_from(opcode).ok().and_then(|o| registry::by_opcode_for(o, self.tools)) else {
            return Err(Error::new(start, format!("unknown or unimplemented opcode: {opcode}")));
        };
        if info.since > self.version {
            return Err(Error::new(start, format!("'{}' (opcode {opcode:#x}) is not in bytecode version {}: it is new in {}", info.name, self.version, info.since)));
        }
        Ok((info, location))
    }

    /// `e` placed in the op starting at `start`, unless an op inside it has it already.
    #[cold]
    #[inline(never)]
    fn within_op(&self, mut e: Error, info: &'static OpInfo, start: usize, location: LocId) -> Error {
        if e.op.is_none() {
            let location = match resolve_location(&self.ir, location) {
                DiagLoc::FileLineCol { file, line, col } => Some((file, line, col)),
                _ => None,
            };
            e.op = Some(Box::new(ErrorOp { name: info.name, offset: start, location }));
        }
        e
    }

    /// The fields of an op after its opcode, then its regions (in a frame
    /// of its own: nested regions recurse through here, so what the fields
    /// need stays out of the recursion's frames).
    #[allow(clippy::too_many_arguments)]
    fn read_op_fields(&mut self, c: &mut Cursor, values: &mut Vec<Value>, di: &mut DebugCursor, block: BlockId, depth: usize, info: &'static OpInfo, location: LocId) -> Result<()> {
        let (op, n_results) = self.read_op_header(c, values, block, info, location)?;
        if !info.regions.is_empty() {
            let n = Self::region_count(c, info, depth)?;
            for _ in 0..n {
                let (region, blocks) = self.start_region(c, op)?;
                for _ in 0..blocks {
                    self.read_block(c, values, di, region, location, depth + 1)?;
                }
            }
        }
        values.extend((0..n_results as u32).map(|i| Value::Result(op, i)));
        Ok(())
    }

    /// An op's results, attributes and operands: the op, appended to `block`,
    /// and the number of its results the file holds (the first ones: results
    /// newer than their op come last, which the spec checker ensures).
    #[inline(never)]
    fn read_op_header(&mut self, c: &mut Cursor, values: &[Value], block: BlockId, info: &'static OpInfo, location: LocId) -> Result<(OpId, usize)> {
        let v = self.version;
        // Results: those of slots newer than the file are not in it. The op
        // has them all the same (upstream's reader makes them), of the one
        // type their constraint admits: a 13.1 `print` is read as a
        // `print_tko` with its token.
        let variadic = info.operands.iter().chain(info.results).any(|x| x.arity == Arity::Variadic);
        let n_written = if variadic { c.count(1, "number of results")? } else { info.results.iter().filter(|r| r.since <= v).count() };
        let written = (0..n_written).map(|_| self.read_type(c)).collect::<Result<Vec<_>>>()?;
        let mut result_types = written.clone();
        for r in info.results.iter().filter(|r| r.since > v) {
            let Some(text) = r.constraint.buildable.filter(|_| r.arity == Arity::Single) else {
                return c.error(format!("result '{}' is new in {} and has no type to give it in a file of version {v}", r.name, r.since));
            };
            let t = crate::text::types::parse_type_str(text, &mut self.ir.types).map_err(|e| Error::new(c.offset(), e.message))?;
            result_types.push(t);
        }
        // Flags of the optional fields.
        let attr_sized = info.has_trait(SimpleTrait::AttrSizedOperandSegments);
        let fields = super::optional_fields(info, v);
        let flags = if fields.is_empty() { 0 } else { c.varint()? };
        let present = |field: super::OptionalField| fields.iter().position(|f| *f == field).is_some_and(|bit| bit < 64 && flags & (1 << bit) != 0);
        // Attributes.
        let mut attributes = Vec::new();
        for (i, a) in info.attributes.iter().enumerate().filter(|(_, a)| a.since <= v) {
            if is_optional(a) {
                if !present(super::OptionalField::Attribute(i)) {
                    continue;
                }
                if matches!(a.kind, AttrKind::Unit) {
                    attributes.push((a.name.into(), Attribute::Unit));
                    continue;
                }
            }
            let value = self.op_attribute(c, info, a, &written)?;
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
            for (g, o) in info.operands.iter().enumerate() {
                // A group newer than the file is empty.
                let n = match o.arity {
                    _ if o.since > v => 0,
                    Arity::Single => 1,
                    Arity::Optional => usize::from(present(super::OptionalField::Operand(g))),
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
        // Only the results in the file have value numbers (the writer numbers those it writes).
        Ok((op, n_written))
    }

    /// A new region of `op`, and its block count.
    #[inline(never)]
    fn start_region(&mut self, c: &mut Cursor, op: OpId) -> Result<(RegionId, usize)> {
        let region = self.ir.append_region(op);
        Ok((region, c.count(2, "region block count")?))
    }

    /// The region count of an op whose block is at `depth` (its regions one deeper).
    #[inline(never)]
    fn region_count(c: &mut Cursor, info: &OpInfo, depth: usize) -> Result<u64> {
        let n = c.varint()?;
        if n != info.regions.len() as u64 {
            return c.error(format!("{} op expected {} regions, got {n}", info.name, info.regions.len()));
        }
        if depth + 1 > MAX_REGION_DEPTH {
            return c.error(format!("regions nest more than {MAX_REGION_DEPTH} levels deep"));
        }
        Ok(n)
    }

    fn read_block(&mut self, c: &mut Cursor, values: &mut Vec<Value>, di: &mut DebugCursor, region: RegionId, loc: LocId, depth: usize) -> Result<()> {
        let scope = values.len();
        let (block, n_ops) = self.read_block_header(c, values, region, loc)?;
        for _ in 0..n_ops {
            self.read_op(c, values, di, block, depth)?;
        }
        self.check_terminator(c, block)?;
        values.truncate(scope);
        Ok(())
    }

    /// A block's arguments (now values) and its op count.
    #[inline(never)]
    fn read_block_header(&mut self, c: &mut Cursor, values: &mut Vec<Value>, region: RegionId, loc: LocId) -> Result<(BlockId, usize)> {
        let n_args = c.count(1, "block argument count")?;
        let mut args = Vec::with_capacity(n_args);
        for _ in 0..n_args {
            args.push((self.read_type(c)?, loc));
        }
        let block = self.ir.append_block(region, &args);
        values.extend((0..n_args as u32).map(|i| Value::Argument(block, i)));
        Ok((block, c.count(1, "block operation count")?))
    }

    #[inline(never)]
    fn check_terminator(&self, c: &Cursor, block: BlockId) -> Result<()> {
        match self.ir.blocks[block].ops.last() {
            None => return c.error("invalid block structure: block is expected to have a terminator operation, but it is empty"),
            Some(&last) => {
                let info = self.ir.op_info(last).expect("read ops are registered");
                if !info.has_trait(SimpleTrait::Terminator) {
                    return c.error(format!("invalid block structure: block is expected to have a terminator operation, but the last operation '{}' is not a terminator.", info.name));
                }
            }
        }
        Ok(())
    }

    // ---- module ----

    fn build_module(&mut self, globals: &[GlobalInfo], mut funcs: Cursor<'a>, producer: Option<&str>) -> Result<()> {
        let module_info = registry::lookup("cuda_tile.module").expect("the module op is registered");
        let entry_info = registry::lookup("cuda_tile.entry").expect("the entry op is registered");
        let global_info = registry::lookup("cuda_tile.global").expect("the global op is registered");
        let unknown = self.unknown_loc();
        let attributes = std::iter::once((SYM_NAME.into(), Attribute::String("kernels".into()))).chain(producer.map(|p| ("producer".into(), Attribute::String(p.into())))).collect();
        let module = self.ir.ops.push(Operation::new(OpName::Registered(module_info), attributes, unknown));
        let region = self.ir.append_region(module);
        let body = self.ir.append_block(region, &[]);
        self.ir.top_level.push(module);

        for g in globals {
            let at = Cursor::at(&[], g.offset);
            let name = self.strings.get(g.name, &at)?;
            let ty = self.type_at(g.ty, &at)?;
            let value = self.dense_constant(ty, g.constant, &at)?;
            let i64_ty = self.ir.types.scalar(Scalar::I64);
            let mut attributes: Vec<(AttrName, Attribute)> = vec![(SYM_NAME.into(), Attribute::String(name.into())), ("value".into(), value), ("alignment".into(), Attribute::Integer { value: g.alignment as i64, ty: i64_ty })];
            if g.read_only {
                attributes.push(("constant".into(), Attribute::Unit));
            }
            if g.visibility != u64::from(SymbolVisibility::Public.value()) {
                let Some(v) = u32::try_from(g.visibility).ok().and_then(SymbolVisibility::from_value) else {
                    return at.error(format!("invalid integer value for enum type: {}", g.visibility));
                };
                attributes.push(("symbol_visibility".into(), Attribute::Enum { info: SymbolVisibility::INFO, value: v.value() }));
            }
            let op = self.ir.ops.push(Operation::new(OpName::Registered(global_info), attributes, unknown));
            self.ir.append_op(body, op);
        }

        let n = funcs.count(1, "number of functions")?;
        for _ in 0..n {
            let at = funcs.clone();
            let name = self.string(&mut funcs)?;
            self.read_function(&mut funcs, at, name, body, entry_info).map_err(|e| Error { function: Some(name.into()), ..e })?;
        }
        Ok(())
    }

    /// The rest of function `name` (`at`: its first byte) into the module's `body`.
    fn read_function(&mut self, funcs: &mut Cursor<'a>, at: Cursor<'a>, name: &'a str, body: BlockId, entry_info: &'static OpInfo) -> Result<()> {
        let sig_index = funcs.varint()?;
        let flags = funcs.byte()?;
        let loc_index = funcs.varint()?;
        let is_entry = flags & super::func_flag::KERNEL != 0;
        let hints = if is_entry && flags & super::func_flag::HAS_HINTS != 0 {
            match self.self_contained(funcs, 0)? {
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
        // The signature first: a type newer than the file is reported before the kind of function.
        let sig = self.type_at(sig_index, &at)?;
        if !is_entry {
            return at.error(format!("un-expected non-entry function '{name}'"));
        }
        let TypeData::Function { inputs, .. } = self.ir.types.get(sig).clone() else {
            return at.error(format!("function signature index {sig_index} does not refer to a function type for function '{name}'"));
        };
        let mut di = DebugCursor { function: loc_index, next: 0 };
        let loc = self.next_location(&mut di, &at).map_err(|e| Error::new(e.offset, format!("failed to read function location for '{name}': {}", e.message)))?;
        let mut attributes: Vec<(AttrName, Attribute)> = vec![
            (SYM_NAME.into(), Attribute::String(name.into())),
            (FUNCTION_TYPE.into(), Attribute::Type(sig)),
            ("arg_attrs".into(), Attribute::Array(inputs.iter().map(|_| Attribute::Dictionary(Arc::new([]))).collect())),
        ];
        if let Some(h) = hints {
            attributes.push(("optimization_hints".into(), h));
        }
        let op = self.ir.ops.push(Operation::new(OpName::Registered(entry_info), attributes, loc));
        self.ir.append_op(body, op);
        let region = self.ir.append_region(op);
        let args: Vec<(TypeId, LocId)> = inputs.iter().map(|t| (*t, loc)).collect();
        let block = self.ir.append_block(region, &args);
        let mut values: Vec<Value> = (0..args.len() as u32).map(|i| Value::Argument(block, i)).collect();
        while !body_cur.is_empty() {
            self.read_op(&mut body_cur, &mut values, &mut di, block, FUNCTION_BODY_DEPTH)?;
        }
        Ok(())
    }
}

/// Whether the attribute is a flagged optional field (unit attributes always are).
pub(crate) fn is_optional(a: &AttrInfo) -> bool {
    a.optional || matches!(a.kind, AttrKind::Unit)
}
