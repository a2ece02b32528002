//! Structural identity of attributes and locations, for the printer's
//! aliases: equal structures get equal numbers ([`Id`]), as MLIR, which
//! uniques attributes and locations, makes them one object with one alias.
//!
//! A structure's number comes from its own fields and the numbers of its
//! parts, so it costs the size of the node, not of its expansion; the parts
//! that are shared (behind an `Arc` in an attribute, or a `LocId`) are
//! numbered once, and kept alive here so that their addresses stay theirs.
//! An attribute DAG such as `#a1 = [#a0, #a0]`, sixty-four levels deep, is
//! numbered in sixty-four steps.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{AttrName, Attribute, Ir, LocId, Location, TypeId};

/// The number of one attribute or location structure (equal structures, equal numbers).
pub type Id = u32;

/// A node with its parts replaced by their numbers.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Unit,
    Bool(bool),
    Integer(i64, TypeId),
    Float(u64, TypeId),
    Type(TypeId),
    String(Id),
    SymbolRef(Id),
    Opaque(Id),
    Array(Box<[Id]>),
    Dictionary(Box<[(Id, Id)]>),
    OptimizationHints(Box<[(Id, Id)]>),
    DenseI32Array(Id),
    DenseBoolArray(Id),
    DenseI64Array(Id),
    SameElements(Id),
    DenseElements(TypeId, Id, bool),
    /// An enum case: the enum by its (static) address, the value.
    Enum(usize, u32),
    DivBy(u64, Option<i64>, Option<i64>),
    Bounded(Option<i64>, Option<i64>),
    DIFile(Id, Id),
    DICompileUnit(Id),
    DISubprogram { file: Id, line: u32, name: Id, linkage_name: Id, compile_unit: Id, scope_line: Option<u32> },
    DILexicalBlock(Id, Id, u32, Option<u32>),
    UnknownLoc,
    FileLineCol(Id, u32, u32),
    NameLoc(Id, Option<Id>),
    CallSite(Id, Id),
    Fused(Box<[Id]>, Option<Id>),
    DebugInfo(Id, Id),
}

/// A leaf's payload, by content.
#[derive(PartialEq, Eq, Hash)]
enum Payload {
    Str(Arc<str>),
    I32s(Arc<[i32]>),
    I64s(Arc<[i64]>),
    Bytes(Arc<[u8]>),
}

/// What is kept alive so that a remembered address cannot be reused.
#[allow(dead_code)]
enum Kept {
    Attributes(Arc<[Attribute]>),
    Entries(Arc<[(AttrName, Attribute)]>),
    Node(Arc<Attribute>),
    Payload(Payload),
}

/// Numbers attributes and locations of one [`Ir`].
pub struct Identities<'ir> {
    ir: &'ir Ir,
    keys: FxHashMap<Key, Id>,
    /// Shared attribute parts by address (the `Arc`'s data).
    shared: FxHashMap<usize, Id>,
    payloads: FxHashMap<Payload, Id>,
    /// Shared payloads by address.
    payload_addresses: FxHashMap<usize, Id>,
    locations: Vec<Option<Id>>,
    kept: Vec<Kept>,
}

impl<'ir> Identities<'ir> {
    pub fn new(ir: &'ir Ir) -> Self {
        Identities { ir, keys: FxHashMap::default(), shared: FxHashMap::default(), payloads: FxHashMap::default(), payload_addresses: FxHashMap::default(), locations: vec![None; ir.locations.len()], kept: Vec::new() }
    }

    fn number(&mut self, key: Key) -> Id {
        let next = self.keys.len() as Id;
        *self.keys.entry(key).or_insert(next)
    }

    fn payload(&mut self, address: usize, payload: impl FnOnce() -> Payload) -> Id {
        if let Some(&id) = self.payload_addresses.get(&address) {
            return id;
        }
        let payload = payload();
        let next = self.payloads.len() as Id;
        let id = match self.payloads.get(&payload) {
            Some(&id) => id,
            None => {
                let kept = match &payload {
                    Payload::Str(s) => Payload::Str(s.clone()),
                    Payload::I32s(v) => Payload::I32s(v.clone()),
                    Payload::I64s(v) => Payload::I64s(v.clone()),
                    Payload::Bytes(v) => Payload::Bytes(v.clone()),
                };
                self.payloads.insert(kept, next);
                next
            }
        };
        self.kept.push(Kept::Payload(payload));
        self.payload_addresses.insert(address, id);
        id
    }

    fn string(&mut self, s: &Arc<str>) -> Id {
        self.payload(Arc::as_ptr(s) as *const u8 as usize, || Payload::Str(s.clone()))
    }

    /// A string that is not shared (a name): by content.
    fn text(&mut self, s: &str) -> Id {
        let payload = Payload::Str(Arc::from(s));
        let next = self.payloads.len() as Id;
        *self.payloads.entry(payload).or_insert(next)
    }

    /// A shared part of an attribute, numbered once.
    fn shared<T: ?Sized>(&mut self, part: &Arc<T>, keep: impl FnOnce() -> Kept, key: impl FnOnce(&mut Self) -> Key) -> Id {
        let address = Arc::as_ptr(part) as *const u8 as usize;
        if let Some(&id) = self.shared.get(&address) {
            return id;
        }
        let key = key(self);
        let id = self.number(key);
        self.kept.push(keep());
        self.shared.insert(address, id);
        id
    }

    fn entries(&mut self, entries: &Arc<[(AttrName, Attribute)]>) -> Box<[(Id, Id)]> {
        entries.iter().map(|(k, v)| (self.text(k), self.attribute(v))).collect()
    }

    /// The number of an attribute's structure.
    pub fn attribute(&mut self, a: &Attribute) -> Id {
        let key = match a {
            Attribute::Array(items) => {
                let kept = items.clone();
                return self.shared(items, || Kept::Attributes(kept), |s| Key::Array(items.iter().map(|i| s.attribute(i)).collect()));
            }
            Attribute::Dictionary(entries) => {
                let kept = entries.clone();
                return self.shared(entries, || Kept::Entries(kept), |s| Key::Dictionary(s.entries(entries)));
            }
            Attribute::OptimizationHints(entries) => {
                let kept = entries.clone();
                return self.shared(entries, || Kept::Entries(kept), |s| Key::OptimizationHints(s.entries(entries)));
            }
            Attribute::Unit => Key::Unit,
            Attribute::Bool(b) => Key::Bool(*b),
            Attribute::Integer { value, ty } => Key::Integer(*value, *ty),
            Attribute::Float { bits, ty } => Key::Float(*bits, *ty),
            Attribute::Type(t) => Key::Type(*t),
            Attribute::String(s) => Key::String(self.string(s)),
            Attribute::SymbolRef(s) => Key::SymbolRef(self.string(s)),
            Attribute::Opaque(s) => Key::Opaque(self.string(s)),
            Attribute::DenseI32Array(v) => Key::DenseI32Array(self.payload(Arc::as_ptr(v) as *const u8 as usize, || Payload::I32s(v.clone()))),
            Attribute::DenseBoolArray(v) => Key::DenseBoolArray(self.payload(Arc::as_ptr(v) as *const u8 as usize, || Payload::I64s(v.iter().map(|&b| i64::from(b)).collect()))),
            Attribute::DenseI64Array(v) => Key::DenseI64Array(self.payload(Arc::as_ptr(v) as *const u8 as usize, || Payload::I64s(v.clone()))),
            Attribute::SameElements(v) => Key::SameElements(self.payload(Arc::as_ptr(v) as *const u8 as usize, || Payload::I64s(v.clone()))),
            Attribute::DenseElements { ty, data, splat } => Key::DenseElements(*ty, self.payload(Arc::as_ptr(data) as *const u8 as usize, || Payload::Bytes(data.clone())), *splat),
            Attribute::Enum { info, value } => Key::Enum(*info as *const _ as usize, *value),
            Attribute::DivBy { divisor, every, along } => Key::DivBy(*divisor, *every, *along),
            Attribute::Bounded { lb, ub } => Key::Bounded(*lb, *ub),
            Attribute::DIFile { name, directory } => Key::DIFile(self.string(name), self.string(directory)),
            Attribute::DICompileUnit { file } => Key::DICompileUnit(self.node(file)),
            Attribute::DISubprogram { file, line, name, linkage_name, compile_unit, scope_line } => Key::DISubprogram {
                file: self.node(file),
                line: *line,
                name: self.string(name),
                linkage_name: self.string(linkage_name),
                compile_unit: self.node(compile_unit),
                scope_line: *scope_line,
            },
            Attribute::DILexicalBlock { scope, file, line, column } => Key::DILexicalBlock(self.node(scope), self.node(file), *line, *column),
        };
        self.number(key)
    }

    /// A shared attribute (a debug-info attribute's part): its structure's number, found once.
    fn node(&mut self, a: &Arc<Attribute>) -> Id {
        let address = Arc::as_ptr(a) as usize;
        if let Some(&id) = self.shared.get(&address) {
            return id;
        }
        let id = self.attribute(a);
        self.kept.push(Kept::Node(a.clone()));
        self.shared.insert(address, id);
        id
    }

    /// The number of a location's structure.
    pub fn location(&mut self, loc: LocId) -> Id {
        if let Some(Some(id)) = self.locations.get(loc.index()) {
            return *id;
        }
        let ir = self.ir;
        let key = match &ir.locations[loc] {
            Location::Unknown => Key::UnknownLoc,
            Location::FileLineCol { file, line, col } => Key::FileLineCol(self.string(file), *line, *col),
            Location::Name { name, child } => {
                let name = self.text(name);
                Key::NameLoc(name, child.map(|c| self.location(c)))
            }
            Location::CallSite { callee, caller } => Key::CallSite(self.location(*callee), self.location(*caller)),
            Location::Fused { locations, metadata } => {
                let parts = locations.iter().map(|l| self.location(*l)).collect();
                Key::Fused(parts, metadata.as_deref().map(|m| self.attribute(m)))
            }
            Location::DebugInfo { source, scope } => Key::DebugInfo(self.location(*source), self.attribute(scope)),
        };
        let id = self.number(key);
        if self.locations.len() <= loc.index() {
            self.locations.resize(loc.index() + 1, None);
        }
        self.locations[loc.index()] = Some(id);
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{parse, ParseOptions};

    fn module_attributes(src: &str) -> (Ir, Vec<Attribute>) {
        let ir = parse(src, "t.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).expect("parses");
        let attrs = ir.ops.iter().flat_map(|(_, op)| op.attributes.iter().filter(|(n, _)| n.starts_with('x')).map(|(_, a)| a.clone())).collect();
        (ir, attrs)
    }

    #[test]
    fn equal_structures_get_equal_numbers_whether_shared_or_written_apart() {
        let src = "#a = [1, \"é\", {k = [2]}]\ncuda_tile.module @m {\n  cuda_tile.entry @k() {\n    %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32> {x0 = #a, x1 = [1, \"é\", {k = [2]}], x2 = [1, \"é\", {k = [3]}], x3 = #a}\n    cuda_tile.return\n  }\n}\n";
        let (ir, attrs) = module_attributes(src);
        let mut ids = Identities::new(&ir);
        let numbers: Vec<Id> = attrs.iter().map(|a| ids.attribute(a)).collect();
        assert_eq!(numbers[0], numbers[1]);
        assert_eq!(numbers[0], numbers[3]);
        assert_ne!(numbers[0], numbers[2]);
    }

    #[test]
    fn a_doubling_dag_is_numbered_in_steps_of_its_depth() {
        let mut src = String::from("#a0 = [1]\n");
        for i in 1..64 {
            src.push_str(&format!("#a{i} = [#a{}, #a{}]\n", i - 1, i - 1));
        }
        src.push_str("cuda_tile.module @m {\n  cuda_tile.entry @k() {\n    %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32> {x = #a63}\n    cuda_tile.return\n  }\n}\n");
        let (ir, attrs) = module_attributes(&src);
        let mut ids = Identities::new(&ir);
        ids.attribute(&attrs[0]);
        // One number per level, and the leaf's element.
        assert_eq!(ids.keys.len(), 65);
    }

    #[test]
    fn locations_are_numbered_by_structure() {
        let src = "cuda_tile.module @m {\n  cuda_tile.global @g <f32: 1.0> : !cuda_tile.tile<1xf32> loc(fused[\"a\":1:2, \"b\"(\"a\":1:2)])\n  cuda_tile.global @h <f32: 1.0> : !cuda_tile.tile<1xf32> loc(fused[\"a\":1:2, \"b\"(\"a\":1:2)])\n}\n";
        let ir = parse(src, "t.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: true }).expect("parses");
        let globals: Vec<LocId> = ir.ops.iter().filter(|(_, op)| op.name.as_str() == "cuda_tile.global").map(|(_, op)| op.location).collect();
        let mut ids = Identities::new(&ir);
        assert_ne!(globals[0], globals[1]);
        assert_eq!(ids.location(globals[0]), ids.location(globals[1]));
    }
}
