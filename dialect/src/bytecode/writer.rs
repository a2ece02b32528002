//! IR to bytecode of a chosen version. Strings, types, constants and
//! debug-info entries are interned as they are met (a type after the types
//! it names), then the sections are laid out: globals, functions,
//! constants, debug info, types, producer (13.3), strings, end marker. Ops
//! are written generically from their [`OpInfo`], mirroring the reader.
//!
//! What the target version lacks is left out when nothing is lost (an absent
//! optional field, a defaulted attribute holding its default, an unused
//! result, a module's producer) and refused otherwise, in upstream's words
//! ("attribute 'overflow' requires bytecode version 13.2+, but targeting
//! 13.1"); [`write_oldest`] picks the oldest version that loses nothing.
//!
//! The writer refuses what the reader would: a type that breaks the
//! dialect's rules ([`crate::ir::rules`]; builders can make one), and
//! types, regions, attributes and debug info nested past
//! [`crate::limits`], counted as the reader counts them.

use crate::enums::{PtrAttr, SymbolVisibility};
use crate::ir::AttrName;
use std::collections::{HashMap, HashSet};

use super::encoding::Buf;
use super::reader::is_optional;
use super::{attr_tag, debug_tag, func_flag, section, type_tag, OptionalField, DEBUG_RESERVED, MAGIC};
use crate::diag::{resolve_location, DiagLoc, Diagnostic, Severity};
use super::reader::FUNCTION_BODY_DEPTH;
use crate::ir::{rules, Attribute, BlockId, Ir, LocId, Location, OpId, OpName, RegionId, TypeData, TypeId, Value};
use crate::limits::{MAX_ATTRIBUTE_DEPTH, MAX_LOCATION_DEPTH, MAX_REGION_DEPTH, MAX_TYPE_DEPTH};
use crate::registry::{Arity, AttrDefault, AttrInfo, AttrKind, OpInfo, OpKind, SimpleTrait, Version};
use crate::Scalar;

type WResult<T> = Result<T, Box<Diagnostic>>;

/// Writes `module` at the oldest dialect version that holds all of it (so
/// a module of 13.1 features stays a 13.1 file), and says which; when no
/// version does, the newest version's error.
/// Upstream's test-only versions (250.x, with the `testing` feature) come
/// last, for modules of its test-only ops.
pub fn write_oldest(ir: &Ir, module: OpId) -> WResult<(Version, Vec<u8>)> {
    write_oldest_with(ir, module, Locations::Fold)
}

/// [`write_oldest`] with a rule for locations.
///
/// A version's tools must also accept what is written: where a rule of the
/// verifier changed between versions (13.3 allows rounding toward zero in an
/// `ftof` to f8E8M0FNU, 13.2 only to nearest), the file is read back as that
/// version's tools read it and verified, and a version whose tools refuse it
/// is passed over for the next.
pub fn write_oldest_with(ir: &Ir, module: OpId, locations: Locations) -> WResult<(Version, Vec<u8>)> {
    let mut newest_error = None;
    let newest = crate::registry::newest_version();
    for v in super::supported() {
        match write_with(ir, module, v, locations) {
            Ok(bytes) if v == newest || super::is_test_version(v) => return Ok((v, bytes)),
            Ok(bytes) => match accepted_as(&bytes, v) {
                Ok(()) => return Ok((v, bytes)),
                Err(e) => newest_error = Some(e),
            },
            Err(e) if !super::is_test_version(v) => newest_error = Some(e),
            Err(_) => {}
        }
    }
    Err(newest_error.expect("at least one dialect version is supported"))
}

/// Whether `version`'s tools accept `bytes` (written as that version): read
/// back as they read it and verified as their verifier would, the
/// verifier's diagnostic when not (13.2's refuses an `ftof` to f8E8M0FNU
/// rounding toward zero, which 13.3 allows and which the writer writes at
/// any version from 13.2, as NVIDIA's does).
pub fn accepted_as(bytes: &[u8], version: Version) -> WResult<()> {
    let back = super::read_up_to(bytes, version).map_err(|e| Box::new(Diagnostic::error(DiagLoc::Unknown, format!("the module written as {version} does not read back: {e}"))))?;
    crate::verify::verify(&back).map(|_| ())
}

/// What the writer does with an op's location that bytecode cannot hold
/// (a name, a fused location, or a call site of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Locations {
    /// Keep the first debug-info location inside it, or none (as the 13.1
    /// tools did): nothing is refused, the rest of the location is lost.
    Fold,
    /// Refuse it, naming its kind, as the tools from 13.2 on do ("unsupported
    /// location, got FusedLoc, expected DILocAttr or CallSiteLoc").
    Refuse,
}

/// Writes `module` (a `cuda_tile.module`) as bytecode of `version`, folding
/// locations bytecode cannot hold ([`Locations::Fold`]).
pub fn write(ir: &Ir, module: OpId, version: Version) -> WResult<Vec<u8>> {
    write_with(ir, module, version, Locations::Fold)
}

/// Writes `module` as bytecode of `version`, with a rule for locations.
pub fn write_with(ir: &Ir, module: OpId, version: Version, locations: Locations) -> WResult<Vec<u8>> {
    let mut w = Writer { ir, version, module, locations, strings: Interner::default(), types: Interner::default(), type_ids: HashMap::new(), constants: Interner::default(), debug: Interner::default(), debug_runs: Vec::new(), debug_locs: HashMap::new(), debug_attrs: HashMap::new(), canonical_locs: HashMap::new(), values: HashMap::new(), next_value: 0, used: HashSet::new() };
    if !super::is_supported(version) {
        return Err(w.error(module, format!("unsupported version requested {version}, must be in range {}", super::supported_range(crate::registry::newest_version()))));
    }
    w.used = used_values(ir, module);
    w.check_self_contained()?;
    let items: Vec<OpId> = w.module_items();
    // Function metadata first (names, signatures, locations), as the sections refer to them.
    let mut funcs = Vec::new();
    for &op in &items {
        if ir.kind(op) == Some(OpKind::Entry) {
            w.check_hints_for_version(op)?;
            let name = w.strings.intern(ir.symbol_name(op).unwrap_or("").as_bytes().to_vec());
            let sig = match ir.function_type(op) {
                Some(t) => w.type_index(t, op)?,
                None => return Err(w.error(op, "entry without a function type")),
            };
            let loc_index = w.function_debug_index(op)?;
            funcs.push((op, name, sig, loc_index));
        }
    }
    let mut out = Buf::new();
    out.extend(&MAGIC);
    out.byte(version.major as u8);
    out.byte(version.minor as u8);
    out.u16_le(0);
    // Globals: from 13.3 with their visibility and `constant` flag.
    let globals: Vec<OpId> = items.iter().copied().filter(|&op| ir.kind(op) == Some(OpKind::Global)).collect();
    if !globals.is_empty() {
        let mut b = Buf::new();
        b.varint(globals.len() as u64);
        for &g in &globals {
            let name = ir.symbol_name(g).unwrap_or("");
            let visibility = ir.attr(g, "symbol_visibility").and_then(Attribute::enum_value).unwrap_or(SymbolVisibility::Public.value());
            let constant = ir.attr(g, "constant").is_some();
            if version < super::GLOBAL_EXTENSIONS {
                if visibility != SymbolVisibility::Public.value() {
                    return Err(w.error(g, format!("global `{name}` uses non-public symbol visibility, which cannot be encoded in bytecode version {version} (requires bytecode {}+)", super::GLOBAL_EXTENSIONS)));
                }
                if constant {
                    return Err(w.error(g, format!("constant global `{name}` cannot be encoded in bytecode version {version} (the `constant` attribute requires bytecode {}+)", super::GLOBAL_EXTENSIONS)));
                }
            }
            b.varint(w.strings.intern(name.as_bytes().to_vec()));
            let Some(Attribute::DenseElements { ty, data, splat }) = ir.attr(g, "value") else {
                return Err(w.error(g, "global without a dense value"));
            };
            b.varint(w.type_index(*ty, g)?);
            b.varint(w.constant_index(*ty, data, *splat, g)?);
            b.varint(ir.attr(g, "alignment").and_then(Attribute::as_int).unwrap_or(0) as u64);
            if version >= super::GLOBAL_EXTENSIONS {
                b.varint(u64::from(visibility));
                b.varint(u64::from(constant));
            }
        }
        section_out(&mut out, section::GLOBAL, b);
    }
    // Functions.
    let mut b = Buf::new();
    b.varint(funcs.len() as u64);
    for &(op, name, sig, loc_index) in &funcs {
        b.varint(name);
        b.varint(sig);
        let hints = w.entry_hints(op);
        b.byte(func_flag::KERNEL | if hints.is_some() { func_flag::HAS_HINTS } else { 0 });
        b.varint(loc_index);
        if let Some(h) = &hints {
            w.self_contained(h, op, &mut b, 0)?;
        }
        let mut body = Buf::new();
        w.values.clear();
        w.next_value = 0;
        let region = ir.op(op).regions[0];
        for &block in &ir.regions[region].blocks {
            for i in 0..ir.blocks[block].arguments.len() {
                w.define(Value::Argument(block, i as u32));
            }
            for &inner in &ir.blocks[block].ops {
                w.write_op(inner, loc_index, &mut body, FUNCTION_BODY_DEPTH)?;
            }
        }
        b.varint(body.len() as u64);
        b.extend(&body.bytes);
    }
    b.align(8);
    section_out(&mut out, section::FUNC, b);
    // Constants.
    if !w.constants.items.is_empty() {
        let mut b = Buf::new();
        b.varint(w.constants.items.len() as u64);
        b.align(8);
        let mut running = 0u64;
        for c in &w.constants.items {
            b.u64_le(running);
            running += c.len() as u64;
        }
        for c in &w.constants.items {
            b.extend(c);
        }
        section_out(&mut out, section::CONSTANT, b);
    }
    // Debug info.
    if !w.debug_runs.is_empty() || !w.debug.items.is_empty() {
        let mut b = Buf::new();
        b.varint(w.debug_runs.len() as u64);
        b.align(4);
        let mut offset = 0u32;
        for run in &w.debug_runs {
            b.u32_le(offset);
            offset += run.len() as u32;
        }
        b.varint(u64::from(offset));
        b.align(8);
        for run in &w.debug_runs {
            for i in run {
                b.u64_le(*i);
            }
        }
        b.offset_table(&w.debug.items);
        section_out(&mut out, section::DEBUG, b);
    }
    // Types, the producer (13.3; older versions have no place for it and
    // leave it out, as upstream does) and strings.
    let mut b = Buf::new();
    b.offset_table(&w.types.items);
    section_out(&mut out, section::TYPE, b);
    if let (true, Some(producer)) = (version >= super::GLOBAL_EXTENSIONS, ir.attr(module, "producer").and_then(Attribute::as_str)) {
        let mut b = Buf::new();
        b.varint(w.strings.intern(producer.as_bytes().to_vec()));
        section_out(&mut out, section::PRODUCER, b);
    }
    let mut b = Buf::new();
    b.offset_table(&w.strings.items);
    section_out(&mut out, section::STRING, b);
    out.byte(section::END);
    Ok(out.bytes)
}

/// A section: id (high bit when aligned), length, alignment and padding, payload.
fn section_out(out: &mut Buf, id: u8, payload: Buf) {
    let alignment = payload.required_alignment;
    out.byte(if alignment > 1 { id | 0x80 } else { id });
    out.varint(payload.len() as u64);
    if alignment > 1 {
        out.varint(alignment as u64);
        let keep = out.required_alignment;
        out.align(alignment);
        out.required_alignment = keep;
    }
    out.extend(&payload.bytes);
}

/// Values numbered in order of first appearance, by their encoding.
#[derive(Default)]
struct Interner {
    items: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, u64>,
}

impl Interner {
    fn intern(&mut self, bytes: Vec<u8>) -> u64 {
        if let Some(&i) = self.index.get(&bytes) {
            return i;
        }
        let i = self.items.len() as u64;
        self.items.push(bytes.clone());
        self.index.insert(bytes, i);
        i
    }
}

struct Writer<'ir> {
    ir: &'ir Ir,
    version: Version,
    locations: Locations,
    module: OpId,
    strings: Interner,
    types: Interner,
    type_ids: HashMap<TypeId, u64>,
    constants: Interner,
    debug: Interner,
    /// Per function with debug info: its location's entry, then its ops'.
    debug_runs: Vec<Vec<u64>>,
    /// Each location's and each debug-info attribute's (by address) entry,
    /// and each location's canonical form: aliases share them, and each is
    /// encoded once (walking them afresh at every use could take time
    /// exponential in their depth).
    debug_locs: HashMap<LocId, (u64, usize)>,
    debug_attrs: HashMap<usize, (u64, usize)>,
    canonical_locs: HashMap<LocId, Option<LocId>>,
    values: HashMap<Value, u64>,
    next_value: u64,
    /// Every value some op uses (a result newer than the target version
    /// may be left out only when unused).
    used: HashSet<Value>,
}

/// The values the ops of `module` use as operands.
fn used_values(ir: &Ir, module: OpId) -> HashSet<Value> {
    let mut used = HashSet::new();
    let mut stack = vec![module];
    while let Some(op) = stack.pop() {
        used.extend(ir.op(op).operands.iter().copied());
        for r in &ir.op(op).regions {
            for b in &ir.regions[*r].blocks {
                stack.extend(ir.blocks[*b].ops.iter().copied());
            }
        }
    }
    used
}

fn scalar_tag(s: Scalar) -> u64 {
    match s {
        Scalar::I1 => type_tag::I1,
        Scalar::I8 => type_tag::I8,
        Scalar::I16 => type_tag::I16,
        Scalar::I32 => type_tag::I32,
        Scalar::I64 => type_tag::I64,
        Scalar::F16 => type_tag::F16,
        Scalar::Bf16 => type_tag::BF16,
        Scalar::F32 => type_tag::F32,
        Scalar::Tf32 => type_tag::TF32,
        Scalar::F64 => type_tag::F64,
        Scalar::F8E4m3fn => type_tag::F8E4M3FN,
        Scalar::F8E5m2 => type_tag::F8E5M2,
        Scalar::F8E8m0fnu => type_tag::F8E8M0FNU,
        Scalar::F4E2m1fn => type_tag::F4E2M1FN,
        Scalar::Fnv8E5m3fnu => type_tag::FNV8E5M3FNU,
        Scalar::I4 => type_tag::I4,
    }
}

/// The tag and first version of a dialect type, by its spec name.
fn type_since(name: &str) -> Version {
    crate::generated::scalars::TYPE_DEFS.iter().find(|t| t.name == name).map_or(crate::registry::oldest_version(), |t| t.since)
}

impl<'ir> Writer<'ir> {
    fn error(&self, op: OpId, message: impl Into<String>) -> Box<Diagnostic> {
        Box::new(Diagnostic::error(resolve_location(self.ir, self.ir.op(op).location), message))
    }

    fn module_items(&self) -> Vec<OpId> {
        let ir = self.ir;
        ir.op(self.module).regions.iter().flat_map(|r| ir.regions[*r].blocks.iter()).flat_map(|b| ir.blocks[*b].ops.iter().copied()).collect()
    }

    /// Only kernels and globals in the module, and only cuda_tile ops anywhere.
    fn check_self_contained(&self) -> WResult<()> {
        let ir = self.ir;
        let remark = |op: OpId| Diagnostic { severity: Severity::Remark, location: resolve_location(ir, ir.op(op).location), message: format!("invalid op: {}", ir.op(op).name.as_str()), notes: Vec::new() };
        for op in self.module_items() {
            if !matches!(ir.op(op).name.as_str(), "cuda_tile.entry" | "cuda_tile.global") {
                let mut d = self.error(self.module, "'cuda_tile.module' op only function and global ops are allowed in the body");
                d.notes.push(remark(op));
                return Err(d);
            }
        }
        let mut stack = vec![self.module];
        while let Some(op) = stack.pop() {
            if matches!(ir.op(op).name, OpName::Unregistered(_)) {
                let mut d = self.error(self.module, "'cuda_tile.module' op only ops from the 'cuda_tile' dialect are allowed");
                d.notes.push(remark(op));
                return Err(d);
            }
            for r in &ir.op(op).regions {
                for b in &ir.regions[*r].blocks {
                    stack.extend(ir.blocks[*b].ops.iter().rev());
                }
            }
        }
        Ok(())
    }

    // ---- tables ----

    fn type_index(&mut self, t: TypeId, op: OpId) -> WResult<u64> {
        if let Some(&i) = self.type_ids.get(&t) {
            return Ok(i);
        }
        // What the reader would refuse (checked before recursing into the components).
        if self.ir.types.depth(t) > MAX_TYPE_DEPTH {
            return Err(self.error(op, format!("cannot write a type: {}", rules::too_deep_message())));
        }
        if let Err(m) = rules::check_type(&self.ir.types, self.ir.types.get(t)) {
            let mut name = String::new();
            crate::text::types::print_type(&self.ir.types, t, crate::text::types::TypeStyle::Full, &mut name);
            return Err(self.error(op, format!("cannot write type '{name}': {m}")));
        }
        // A type newer than the target version: upstream reports it at no location.
        let (tag, since) = match self.ir.types.get(t) {
            TypeData::Scalar(s) => (scalar_tag(*s), s.since()),
            TypeData::StridedView { .. } => (type_tag::STRIDED_VIEW, type_since("StridedView")),
            TypeData::GatherScatterView { .. } => (type_tag::GATHER_SCATTER_VIEW, type_since("GatherScatterView")),
            _ => (0, crate::registry::oldest_version()),
        };
        if since > self.version {
            return Err(Box::new(Diagnostic::error(DiagLoc::Unknown, format!("type '{}' requires bytecode version {since}+, targeting {}", type_tag::name(tag), self.version))));
        }
        let unified_flags = self.version >= super::UNIFIED_TYPE_FLAGS;
        let mut b = Buf::new();
        match self.ir.types.get(t).clone() {
            TypeData::Scalar(s) => b.varint(scalar_tag(s)),
            TypeData::Pointer { pointee, ptr_attr } => {
                let p = self.type_index(pointee, op)?;
                b.varint(type_tag::POINTER);
                self.pointer_flags(ptr_attr, &mut b)?;
                b.varint(p);
                if let Some(a) = ptr_attr {
                    b.varint(u64::from(a.value()));
                }
            }
            TypeData::Tile { shape, element } => {
                let e = self.type_index(element, op)?;
                b.varint(type_tag::TILE);
                b.varint(e);
                b.i64_array(&shape);
            }
            TypeData::TensorView { element, shape, strides, ptr_attr } => {
                let e = self.type_index(element, op)?;
                b.varint(type_tag::TENSOR_VIEW);
                self.pointer_flags(ptr_attr, &mut b)?;
                b.varint(e);
                b.i64_array(&shape);
                b.i64_array(&strides);
                if let Some(a) = ptr_attr {
                    b.varint(u64::from(a.value()));
                }
            }
            TypeData::PartitionView { tile_shape, tensor_view, dim_map, padding_value } => {
                // Before 13.3 the padding value has a presence byte; from 13.3 a
                // flags word (bit 0: padding) follows the tag.
                let tv = self.type_index(tensor_view, op)?;
                b.varint(type_tag::PARTITION_VIEW);
                if unified_flags {
                    b.varint(u64::from(padding_value.is_some()));
                }
                b.i32_array(&tile_shape);
                b.varint(tv);
                b.i32_array(&dim_map);
                match padding_value {
                    Some(p) if unified_flags => b.varint(u64::from(p.value())),
                    Some(p) => {
                        b.byte(1);
                        b.varint(u64::from(p.value()));
                    }
                    None if unified_flags => {}
                    None => b.byte(0),
                }
            }
            TypeData::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding_value } => {
                let tv = self.type_index(tensor_view, op)?;
                b.varint(type_tag::STRIDED_VIEW);
                b.varint(u64::from(padding_value.is_some()));
                b.i32_array(&tile_shape);
                b.i32_array(&traversal_strides);
                b.varint(tv);
                b.i32_array(&dim_map);
                if let Some(p) = padding_value {
                    b.varint(u64::from(p.value()));
                }
            }
            TypeData::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding_value } => {
                let tv = self.type_index(tensor_view, op)?;
                b.varint(type_tag::GATHER_SCATTER_VIEW);
                b.varint(u64::from(padding_value.is_some()));
                b.i32_array(&tile_shape);
                b.varint(tv);
                b.varint(u64::from(sparse_dim));
                if let Some(p) = padding_value {
                    b.varint(u64::from(p.value()));
                }
            }
            TypeData::Function { inputs, results } => {
                let ins = inputs.iter().map(|t| self.type_index(*t, op)).collect::<WResult<Vec<_>>>()?;
                let outs = results.iter().map(|t| self.type_index(*t, op)).collect::<WResult<Vec<_>>>()?;
                b.varint(type_tag::FUNC);
                b.varint(ins.len() as u64);
                ins.iter().for_each(|i| b.varint(*i));
                b.varint(outs.len() as u64);
                outs.iter().for_each(|i| b.varint(*i));
            }
            TypeData::Token => b.varint(type_tag::TOKEN),
            TypeData::String { .. } | TypeData::Index | TypeData::RankedTensor { .. } | TypeData::Opaque(_) => return Err(self.error(op, "unsupported type in bytecode writer")),
        }
        let i = self.types.intern(b.bytes);
        self.type_ids.insert(t, i);
        Ok(i)
    }

    fn string(&mut self, s: &str) -> u64 {
        self.strings.intern(s.as_bytes().to_vec())
    }

    /// A dense constant's raw buffer (MLIR's layout: i1 bit-packed, a splat stored once).
    fn constant_index(&mut self, ty: TypeId, data: &[u8], splat: bool, op: OpId) -> WResult<u64> {
        let element = self.ir.types.element(ty);
        let scalar = match element.map(|e| self.ir.types.get(e)) {
            Some(TypeData::Scalar(s)) => *s,
            _ => return Err(self.error(op, "unsupported DenseElementsAttr element type during serialization")),
        };
        let raw: Vec<u8> = if scalar == Scalar::I1 {
            if splat {
                vec![if data.first().copied().unwrap_or(0) != 0 { 0xFF } else { 0 }]
            } else {
                let mut packed = vec![0u8; data.len().div_ceil(8)];
                for (i, v) in data.iter().enumerate() {
                    if *v != 0 {
                        packed[i / 8] |= 1 << (i % 8);
                    }
                }
                packed
            }
        } else if scalar == Scalar::Tf32 {
            // MLIR stores tf32's 19 bits in 3 bytes; our attributes keep them in 4.
            data.chunks(4).flat_map(|c| c[..c.len().min(3)].to_vec()).collect()
        } else {
            data.to_vec()
        };
        let mut b = Buf::new();
        b.varint(raw.len() as u64);
        b.extend(&raw);
        // Keyed by type too, as MLIR's uniqued attributes are.
        let mut key = b.bytes.clone();
        key.extend_from_slice(&(ty.index() as u64).to_le_bytes());
        if let Some(&i) = self.constants.index.get(&key) {
            return Ok(i);
        }
        let i = self.constants.items.len() as u64;
        self.constants.items.push(b.bytes);
        self.constants.index.insert(key, i);
        Ok(i)
    }

    // ---- debug info ----

    /// The debug index of a function: 0 when its location carries no debug
    /// info (its ops' locations are then dropped, as upstream does).
    fn function_debug_index(&mut self, op: OpId) -> WResult<u64> {
        let loc = self.ir.op(op).location;
        if matches!(self.ir.locations[loc], Location::FileLineCol { .. } | Location::Unknown) {
            return Ok(0);
        }
        let (entry, _) = self.debug_loc(loc, op, 0)?;
        self.debug_runs.push(vec![entry]);
        Ok(self.debug_runs.len() as u64 - 1 + DEBUG_RESERVED)
    }

    /// Debug info as deep as the reader reads, counted as it counts (and as
    /// the text parser does): locations and the attributes they hold apart.
    fn check_debug_levels(&self, op: OpId, levels: usize, locations: bool) -> WResult<()> {
        let (what, max) = if locations { ("locations", MAX_LOCATION_DEPTH) } else { ("attributes", MAX_ATTRIBUTE_DEPTH) };
        if levels > max {
            return Err(self.error(op, format!("cannot write {what} nested more than {max} levels deep")));
        }
        Ok(())
    }

    /// Under [`Locations::Refuse`]: `loc` (of `op`, or inside its location)
    /// is one bytecode holds: a debug-info, file or unknown location, or a
    /// call site of such (its caller checked first, as upstream does).
    fn check_location(&self, op: OpId, loc: LocId) -> WResult<()> {
        let kind = match &self.ir.locations[loc] {
            Location::DebugInfo { .. } | Location::FileLineCol { .. } | Location::Unknown => return Ok(()),
            Location::CallSite { callee, caller } => {
                self.check_location(op, *caller)?;
                return self.check_location(op, *callee);
            }
            Location::Name { .. } => "NameLoc",
            Location::Fused { .. } => "FusedLoc",
        };
        Err(self.error(op, format!("unsupported location, got {kind}, expected DILocAttr or CallSiteLoc")))
    }

    /// The location to encode: a debug-info location, a call site of two, or none.
    fn canonical(&mut self, loc: LocId) -> Option<LocId> {
        if let Some(&found) = self.canonical_locs.get(&loc) {
            return found;
        }
        let ir = self.ir;
        let found = match &ir.locations[loc] {
            Location::DebugInfo { .. } => Some(loc),
            Location::Name { child: Some(c), .. } => self.canonical(*c),
            Location::Fused { locations, .. } => locations.iter().find_map(|l| self.canonical(*l)),
            Location::CallSite { callee, caller } => self.canonical(*callee).and(self.canonical(*caller)).map(|_| loc),
            _ => None,
        };
        self.canonical_locs.insert(loc, found);
        found
    }

    /// The debug-info entry of `loc` (0: none), for `op`, and how many levels
    /// of locations it nests; `depth` locations enclose it.
    fn debug_loc(&mut self, loc: LocId, op: OpId, depth: usize) -> WResult<(u64, usize)> {
        let Some(loc) = self.canonical(loc) else { return Ok((0, 0)) };
        if let Some(&found) = self.debug_locs.get(&loc) {
            return Ok(found);
        }
        self.check_debug_levels(op, depth + 1, true)?;
        let ir = self.ir;
        let mut b = Buf::new();
        let levels = match &ir.locations[loc] {
            Location::DebugInfo { source, scope } => {
                let (scope, _) = self.debug_attr(scope, op, 0)?;
                let (file, line, col) = match &ir.locations[*source] {
                    Location::FileLineCol { file, line, col } => (&**file, *line, *col),
                    _ => ("", 0, 0),
                };
                b.varint(debug_tag::LOC);
                b.varint(scope);
                b.varint(self.string(file));
                b.varint(u64::from(line));
                b.varint(u64::from(col));
                // The debug-info location and its position.
                2
            }
            Location::CallSite { callee, caller } => {
                let (callee, callee_levels) = self.debug_loc(*callee, op, depth + 1)?;
                let (caller, caller_levels) = self.debug_loc(*caller, op, depth + 1)?;
                b.varint(debug_tag::CALL_SITE);
                b.varint(callee);
                b.varint(caller);
                callee_levels.max(caller_levels) + 1
            }
            _ => return Ok((0, 0)),
        };
        self.check_debug_levels(op, levels, true)?;
        let found = (self.debug.intern(b.bytes) + DEBUG_RESERVED, levels);
        self.debug_locs.insert(loc, found);
        Ok(found)
    }

    /// `a` is in the IR (its address is its own while the writer runs); its
    /// entry and how many levels of attributes it nests, `depth` enclosing it.
    fn debug_attr(&mut self, a: &'ir Attribute, op: OpId, depth: usize) -> WResult<(u64, usize)> {
        let address = a as *const Attribute as usize;
        if let Some(&found) = self.debug_attrs.get(&address) {
            return Ok(found);
        }
        self.check_debug_levels(op, depth + 1, false)?;
        let found = self.encode_debug_attr(a, op, depth)?;
        self.check_debug_levels(op, found.1, false)?;
        self.debug_attrs.insert(address, found);
        Ok(found)
    }

    fn encode_debug_attr(&mut self, a: &'ir Attribute, op: OpId, depth: usize) -> WResult<(u64, usize)> {
        let mut b = Buf::new();
        let below = match a {
            Attribute::DIFile { name, directory } => {
                b.varint(debug_tag::FILE);
                b.varint(self.string(name));
                b.varint(self.string(directory));
                0
            }
            Attribute::DICompileUnit { file } => {
                let (f, below) = self.debug_attr(file, op, depth + 1)?;
                b.varint(debug_tag::COMPILE_UNIT);
                b.varint(f);
                below
            }
            Attribute::DILexicalBlock { scope, file, line, column } => {
                let (s, scope_levels) = self.debug_attr(scope, op, depth + 1)?;
                let (f, file_levels) = self.debug_attr(file, op, depth + 1)?;
                b.varint(debug_tag::LEXICAL_BLOCK);
                b.varint(s);
                b.varint(f);
                b.varint(u64::from(*line));
                b.varint(u64::from(column.unwrap_or(0)));
                scope_levels.max(file_levels)
            }
            Attribute::DISubprogram { file, line, name, linkage_name, compile_unit, scope_line } => {
                let (f, file_levels) = self.debug_attr(file, op, depth + 1)?;
                let n = self.string(name);
                let l = self.string(linkage_name);
                let (cu, unit_levels) = self.debug_attr(compile_unit, op, depth + 1)?;
                b.varint(debug_tag::SUBPROGRAM);
                b.varint(f);
                b.varint(u64::from(*line));
                b.varint(n);
                b.varint(l);
                b.varint(cu);
                b.varint(u64::from(scope_line.unwrap_or(0)));
                file_levels.max(unit_levels)
            }
            _ => {
                b.varint(debug_tag::UNKNOWN);
                0
            }
        };
        Ok((self.debug.intern(b.bytes) + DEBUG_RESERVED, below + 1))
    }

    // ---- attributes ----

    /// A self-contained attribute; `depth`: how many attributes enclose it.
    fn self_contained(&mut self, a: &Attribute, op: OpId, b: &mut Buf, depth: usize) -> WResult<()> {
        if depth >= MAX_ATTRIBUTE_DEPTH {
            return Err(self.error(op, format!("cannot write attributes nested more than {MAX_ATTRIBUTE_DEPTH} levels deep")));
        }
        match a {
            Attribute::Integer { value, ty } => {
                let width = match self.ir.types.get(*ty) {
                    TypeData::Scalar(s) if !s.is_float() => s.width(),
                    _ => return Err(self.error(op, "unsupported integer attribute type in bytecode writer")),
                };
                let t = self.type_index(*ty, op)?;
                b.varint(attr_tag::INTEGER);
                b.varint(t);
                inline_integer(*value, width, b);
            }
            Attribute::Float { bits, ty } => {
                let t = self.type_index(*ty, op)?;
                b.varint(attr_tag::FLOAT);
                b.varint(t);
                let width = match self.ir.types.get(*ty) {
                    TypeData::Scalar(Scalar::Tf32) => 19,
                    TypeData::Scalar(s) => s.width(),
                    _ => 64,
                };
                if width <= 8 {
                    b.byte(*bits as u8);
                } else {
                    b.signed_varint(*bits as i64);
                }
            }
            Attribute::Bool(v) => {
                b.varint(attr_tag::BOOL);
                b.byte(u8::from(*v));
            }
            Attribute::Type(t) => {
                let t = self.type_index(*t, op)?;
                b.varint(attr_tag::TYPE);
                b.varint(t);
            }
            Attribute::String(s) => {
                b.varint(attr_tag::STRING);
                b.varint(self.string(s));
            }
            Attribute::Array(items) => {
                b.varint(attr_tag::ARRAY);
                b.varint(items.len() as u64);
                for item in items.iter() {
                    self.self_contained(item, op, b, depth + 1)?;
                }
            }
            Attribute::DenseElements { ty, data, splat } => {
                let t = self.type_index(*ty, op)?;
                let c = self.constant_index(*ty, data, *splat, op)?;
                b.varint(attr_tag::DENSE_ELEMENTS);
                b.varint(t);
                b.varint(c);
            }
            Attribute::DivBy { .. } => {
                b.varint(attr_tag::DIV_BY);
                self.dialect_body(a, op, b)?;
            }
            Attribute::SameElements(_) => {
                b.varint(attr_tag::SAME_ELEMENTS);
                self.dialect_body(a, op, b)?;
            }
            Attribute::Bounded { .. } => {
                b.varint(attr_tag::BOUNDED);
                self.dialect_body(a, op, b)?;
            }
            Attribute::Dictionary(entries) => {
                b.varint(attr_tag::DICTIONARY);
                self.dictionary(entries, op, b, depth)?;
            }
            Attribute::OptimizationHints(entries) => {
                b.varint(attr_tag::OPTIMIZATION_HINTS);
                self.dictionary(entries, op, b, depth)?;
            }
            other => return Err(self.error(op, format!("unsupported attribute type encountered during serialization: {}", crate::text::attrs::attr_to_string(self.ir, other)))),
        }
        Ok(())
    }

    /// A dictionary's entries; `depth`: how many attributes enclose them, the dictionary included.
    fn dictionary(&mut self, entries: &[(AttrName, Attribute)], op: OpId, b: &mut Buf, depth: usize) -> WResult<()> {
        b.varint(entries.len() as u64);
        for (k, v) in entries {
            b.varint(self.string(k));
            self.self_contained(v, op, b, depth + 1)?;
        }
        Ok(())
    }

    /// The bodies of div_by, same_elements and bounded (shared by both encodings).
    fn dialect_body(&mut self, a: &Attribute, op: OpId, b: &mut Buf) -> WResult<()> {
        match a {
            Attribute::DivBy { divisor, every, along } => {
                b.varint(*divisor);
                b.byte(u8::from(every.is_some()) | (u8::from(along.is_some()) << 1));
                every.iter().for_each(|v| b.signed_varint(*v));
                along.iter().for_each(|v| b.signed_varint(*v));
            }
            Attribute::SameElements(values) => b.i64_array(values),
            Attribute::Bounded { lb, ub } => {
                b.byte(u8::from(lb.is_some()) | (u8::from(ub.is_some()) << 1));
                lb.iter().for_each(|v| b.signed_varint(*v));
                ub.iter().for_each(|v| b.signed_varint(*v));
            }
            Attribute::OptimizationHints(entries) => self.dictionary(entries, op, b, 0)?,
            _ => return Err(self.error(op, "unexpected attribute for a dialect attribute field")),
        }
        Ok(())
    }

    /// An op attribute in its inline encoding, chosen by its declared kind.
    fn op_attribute(&mut self, op: OpId, a: &AttrInfo, v: &Attribute, b: &mut Buf) -> WResult<()> {
        let bad = |w: &Self| w.error(op, format!("attribute '{}' does not hold what its declaration says", a.name));
        match &a.kind {
            AttrKind::Enum(e) => {
                let value = v.enum_value().ok_or_else(|| bad(self))?;
                if e.case(value).is_some_and(|c| c.since > self.version) {
                    return Err(self.error(op, format!("enum value for attribute '{}' is not available in bytecode version {}", a.name, self.version)));
                }
                b.varint(u64::from(value));
            }
            AttrKind::DialectAttr(_) => self.dialect_body(v, op, b)?,
            AttrKind::Interface(_) => self.self_contained(v, op, b, 0)?,
            AttrKind::Unit => {}
            AttrKind::Bool => b.byte(u8::from(v.as_bool().ok_or_else(|| bad(self))?)),
            AttrKind::Str | AttrKind::SymbolName | AttrKind::FlatSymbolRef => {
                let s = v.as_str().ok_or_else(|| bad(self))?;
                b.varint(self.string(s));
            }
            AttrKind::I32 => inline_integer(v.as_int().ok_or_else(|| bad(self))?, 32, b),
            AttrKind::I64 => inline_integer(v.as_int().ok_or_else(|| bad(self))?, 64, b),
            AttrKind::Array => {
                let Attribute::Array(items) = v else { return Err(bad(self)) };
                b.varint(items.len() as u64);
                for item in items.iter() {
                    self.self_contained(item, op, b, 1)?;
                }
            }
            AttrKind::DenseI32Array => b.i32_array(v.as_dense_i32().ok_or_else(|| bad(self))?),
            AttrKind::DenseI64Array => b.i64_array(v.as_dense_i64().ok_or_else(|| bad(self))?),
            AttrKind::DenseBoolArray => {
                b.bool_array(v.as_dense_bool().ok_or_else(|| bad(self))?);
            }
            AttrKind::DenseElements => {
                let Attribute::DenseElements { ty, data, splat } = v else { return Err(bad(self)) };
                if self.ir.op(op).result_types.is_empty() {
                    let t = self.type_index(*ty, op)?;
                    b.varint(t);
                }
                let c = self.constant_index(*ty, data, *splat, op)?;
                b.varint(c);
            }
            AttrKind::FunctionType => {
                let t = v.as_type().ok_or_else(|| bad(self))?;
                let t = self.type_index(t, op)?;
                b.varint(t);
            }
            AttrKind::DictArray => return Err(self.error(op, format!("attribute '{}' has no bytecode encoding", a.name))),
        }
        Ok(())
    }

    // ---- ops ----

    fn define(&mut self, v: Value) {
        self.values.insert(v, self.next_value);
        self.next_value += 1;
    }

    fn operand(&self, op: OpId, v: Value) -> WResult<u64> {
        self.values.get(&v).copied().ok_or_else(|| self.error(op, "operand does not dominate its use in bytecode order"))
    }

    /// One op of a block whose region is at depth `depth` (see [`MAX_REGION_DEPTH`]):
    /// its fields, then its regions (in a frame of its own: nested regions
    /// recurse through here, so what the fields need stays out of the
    /// recursion's frames).
    fn write_op(&mut self, op: OpId, function_debug: u64, b: &mut Buf, depth: usize) -> WResult<()> {
        let (info, written_results) = self.write_op_fields(op, function_debug, b)?;
        let o = self.ir.op(op);
        if !info.regions.is_empty() {
            if depth + 1 > MAX_REGION_DEPTH {
                return Err(self.error(op, format!("cannot write regions nested more than {MAX_REGION_DEPTH} levels deep")));
            }
            b.varint(o.regions.len() as u64);
            for &r in &o.regions {
                self.write_region(r, function_debug, b, depth + 1)?;
            }
        }
        // Only the results written get value numbers (the reader numbers those it reads).
        for i in written_results {
            self.define(Value::Result(op, i as u32));
        }
        Ok(())
    }

    /// The flags word of a pointer or tensor view type (13.4; bit 0: a `ptr_attr`
    /// follows), or, before 13.4, the refusal of a pointer attribute.
    fn pointer_flags(&self, ptr_attr: Option<PtrAttr>, b: &mut Buf) -> WResult<()> {
        if self.version >= super::POINTER_FLAGS {
            b.varint(u64::from(ptr_attr.is_some()));
        } else if ptr_attr.is_some() {
            return Err(Box::new(Diagnostic::error(DiagLoc::Unknown, format!("type parameter 'ptr_attr' requires bytecode version {}+, targeting {}", super::POINTER_FLAGS, self.version))));
        }
        Ok(())
    }

    /// An entry's optimization hints as this version writes them. Before 13.3, where
    /// hints name targets only, an entry for another key (13.3's `default`) with an
    /// empty dictionary gives no advice and is left out, so that a newer module
    /// converts to an older version; hints left with no entry are not written.
    fn entry_hints(&self, op: OpId) -> Option<Attribute> {
        use crate::verify::hints;
        let hints = self.ir.attr(op, "optimization_hints")?;
        let Attribute::OptimizationHints(entries) = hints else { return Some(hints.clone()) };
        if self.version >= hints::ADVICE_SINCE || !entries.iter().any(Self::empty_advice) {
            return Some(hints.clone());
        }
        let kept: Vec<(crate::ir::AttrName, Attribute)> = entries.iter().filter(|e| !Self::empty_advice(e)).cloned().collect();
        (!kept.is_empty()).then(|| Attribute::OptimizationHints(kept.into()))
    }

    /// Whether a hints entry names no target and advises nothing (`default = {}`).
    fn empty_advice((key, value): &(crate::ir::AttrName, Attribute)) -> bool {
        !crate::verify::hints::TARGETS.contains(&&**key) && matches!(value, Attribute::Dictionary(d) if d.is_empty())
    }

    /// Before 13.3 the tools refuse optimization hints they cannot use (from
    /// 13.3 hints are advice: a `default` entry, `num_worker_warps_per_cta`,
    /// keys of other targets): a module holding such hints is refused for
    /// those versions rather than written as a file their tools reject.
    fn check_hints_for_version(&self, op: OpId) -> WResult<()> {
        use crate::verify::hints;
        let v = self.version;
        if v >= hints::ADVICE_SINCE {
            return Ok(());
        }
        let Some(Attribute::OptimizationHints(entries)) = self.ir.attr(op, "optimization_hints") else { return Ok(()) };
        for (key, value) in entries.iter().filter(|e| !Self::empty_advice(e)) {
            let problem = if !hints::TARGETS.contains(&&**key) {
                Some(format!("unallowed key {key}"))
            } else if let Attribute::Dictionary(params) = value {
                let params: Vec<&(crate::ir::AttrName, Attribute)> = params.iter().collect();
                hints::check_params(&self.ir.types, key, &[], &params).err()
            } else {
                None
            };
            if let Some(problem) = problem {
                return Err(self.error(op, format!("optimization hints that bytecode version {v} refuses ({problem}); they are advice from {}", hints::ADVICE_SINCE)));
            }
        }
        Ok(())
    }

    /// An op's opcode, results, attributes and operands, as the target
    /// version lays them out; returns the op's info and the indices of the
    /// results written.
    #[inline(never)]
    fn write_op_fields(&mut self, op: OpId, function_debug: u64, b: &mut Buf) -> WResult<(&'static OpInfo, Vec<usize>)> {
        let ir = self.ir;
        let Some(info) = ir.op_info(op) else {
            return Err(self.error(op, "operation not supported in bytecode"));
        };
        let v = self.version;
        if !info.exists_in(v) {
            return Err(self.error(op, format!("operation '{}' is not available in bytecode version {v}", info.name)));
        }
        b.varint(u64::from(info.opcode));
        if self.locations == Locations::Refuse {
            self.check_location(op, ir.op(op).location)?;
        }
        if function_debug >= DEBUG_RESERVED {
            let (entry, _) = self.debug_loc(ir.op(op).location, op, 0)?;
            self.debug_runs[(function_debug - DEBUG_RESERVED) as usize].push(entry);
        }
        let o = ir.op(op);
        // Results: those of slots newer than the target are left out, if unused.
        let mut written_results = Vec::new();
        for (slot, r) in info.results.iter().enumerate() {
            let range = ir.result_range(op, slot).unwrap_or(0..0);
            if r.since <= v {
                written_results.extend(range);
            } else if range.clone().any(|i| self.used.contains(&Value::Result(op, i as u32))) {
                return Err(self.error(
                    op,
                    format!("result '{}' requires bytecode version {} but is being used and targeting {v}. Cannot serialize to older bytecode version when newer features are used.", r.name, r.since),
                ));
            }
        }
        let variadic = info.operands.iter().chain(info.results).any(|x| x.arity == Arity::Variadic);
        if variadic {
            b.varint(written_results.len() as u64);
        }
        for &i in &written_results {
            let t = self.type_index(o.result_types[i], op)?;
            b.varint(t);
        }
        self.check_hints_for_version(op)?;
        // The flags word: present optional fields newer than the target are refused.
        let segments = ir.operand_segments(op).ok_or_else(|| self.error(op, "operand groups cannot be determined"))?;
        let attr_sized = info.has_trait(SimpleTrait::AttrSizedOperandSegments);
        for a in info.attributes {
            if is_optional(a) && a.since > v && ir.attr(op, a.name).is_some() {
                return Err(self.error(op, format!("optional attribute '{}' is provided but requires bytecode version {}, targeting {v}", a.name, a.since)));
            }
        }
        for (g, o_info) in info.operands.iter().enumerate() {
            if o_info.since > v && segments.get(g).copied().unwrap_or(0) > 0 {
                let what = if o_info.arity == Arity::Optional { "optional operand" } else { "operand" };
                return Err(self.error(op, format!("{what} '{}' is provided but requires bytecode version {}, targeting {v}", o_info.name, o_info.since)));
            }
        }
        let fields = super::optional_fields(info, v);
        if !fields.is_empty() {
            let mut flags = 0u64;
            for (bit, f) in fields.iter().enumerate() {
                let present = match *f {
                    OptionalField::Attribute(i) => ir.attr(op, info.attributes[i].name).is_some(),
                    OptionalField::Operand(g) => segments.get(g).copied().unwrap_or(0) > 0,
                };
                if present {
                    flags |= 1 << bit;
                }
            }
            b.varint(flags);
        }
        // Attributes in declaration order: units only as flags; optional ones
        // when present; the others always, when the target has them (a newer
        // defaulted one must hold its default).
        for a in info.attributes {
            let value = ir.attr(op, a.name);
            if is_optional(a) {
                if let (Some(value), false, true) = (value, matches!(a.kind, AttrKind::Unit), a.since <= v) {
                    self.op_attribute(op, a, value, b)?;
                }
                continue;
            }
            if a.since > v {
                if value.is_some_and(|x| !crate::text::format::is_default_value(a, x)) {
                    return Err(self.error(op, format!("attribute '{}' requires bytecode version {}+, but targeting {v}", a.name, a.since)));
                }
                continue;
            }
            let default;
            let value = match (value, &a.default) {
                (Some(x), _) => x,
                (None, AttrDefault::EnumCase(c)) => {
                    let AttrKind::Enum(e) = a.kind else { return Err(self.error(op, "enum default on a non-enum attribute")) };
                    default = Attribute::Enum { info: e, value: *c };
                    &default
                }
                (None, AttrDefault::Int(i)) => {
                    inline_integer(*i, if matches!(a.kind, AttrKind::I32) { 32 } else { 64 }, b);
                    continue;
                }
                (None, AttrDefault::AllFalse) => {
                    // One `false` per operand of the op's variadic group.
                    let n = info.operands.iter().position(|x| x.arity == Arity::Variadic).map_or(0, |g| ir.operand_group(op, g).len());
                    b.varint(n as u64);
                    for _ in 0..n {
                        b.byte(0);
                    }
                    continue;
                }
                (None, AttrDefault::None) => return Err(self.error(op, format!("'{}' op requires attribute '{}'", info.name, a.name))),
            };
            self.op_attribute(op, a, value, b)?;
        }
        // Operands.
        let operand_ids = o.operands.iter().map(|x| self.operand(op, *x)).collect::<WResult<Vec<_>>>()?;
        if attr_sized {
            let mut at = 0usize;
            for (g, o_info) in info.operands.iter().enumerate() {
                let n = segments.get(g).copied().unwrap_or(0) as usize;
                if o_info.since <= v {
                    if o_info.arity == Arity::Variadic {
                        b.varint(n as u64);
                    }
                    for id in &operand_ids[at..at + n] {
                        b.varint(*id);
                    }
                }
                at += n;
            }
        } else {
            if info.operands.iter().any(|x| x.arity != Arity::Single) {
                b.varint(operand_ids.len() as u64);
            }
            for id in &operand_ids {
                b.varint(*id);
            }
        }
        Ok((info, written_results))
    }

    fn write_region(&mut self, r: RegionId, function_debug: u64, b: &mut Buf, depth: usize) -> WResult<()> {
        let blocks: Vec<BlockId> = self.ir.regions[r].blocks.clone();
        b.varint(blocks.len() as u64);
        for block in blocks {
            let saved = self.next_value;
            let bl = &self.ir.blocks[block];
            b.varint(bl.arguments.len() as u64);
            for (i, (t, _)) in bl.arguments.iter().enumerate() {
                let op = self.ir.regions[r].parent.unwrap_or(self.module);
                let t = self.type_index(*t, op)?;
                b.varint(t);
                self.define(Value::Argument(block, i as u32));
            }
            b.varint(bl.ops.len() as u64);
            for &op in &bl.ops {
                self.write_op(op, function_debug, b, depth)?;
            }
            self.next_value = saved;
        }
        Ok(())
    }
}

/// An integer attribute inline: one byte for i1, else the value's low
/// `width` bits as a varint.
fn inline_integer(value: i64, width: u32, b: &mut Buf) {
    if width == 1 {
        b.byte(u8::from(value != 0));
    } else if width >= 64 {
        b.varint(value as u64);
    } else {
        b.varint((value as u64) & ((1u64 << width) - 1));
    }
}

