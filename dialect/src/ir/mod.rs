//! The IR core: plain data in arenas with typed handles.
//!
//! An [`Ir`] owns everything parsed from one input: operations, blocks, regions,
//! locations and the type table. Ops refer to each other only through handles
//! (`OpId`, `BlockId`, `RegionId`), and values are `(op, result)` or
//! `(block, argument)` pairs, so the whole graph is `Copy` indices into arenas.
//!
//! Rules the rest of the crate relies on:
//! - an op's `operands` are stored flat; when the op has several optional or
//!   variadic operand groups, `operand_segments` records each group's size;
//! - a registered op points at its static [`OpInfo`]; unregistered ops keep their
//!   name as text and are never interpreted;
//! - handles are only valid for the `Ir` that made them.

pub mod attrs;
pub mod edit;
pub mod handle;
pub mod rules;
pub mod types;

pub use attrs::Attribute;

/// The attribute a `Symbol` op names itself with (MLIR's symbol name).
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding a function-like op's signature (MLIR's function
/// interface).
pub const FUNCTION_TYPE: &str = "function_type";
pub use handle::{Arena, Handle};
pub use types::{TypeData, TypeId, TypeTable, DYNAMIC};

use crate::registry::{Arity, OpInfo, ValueInfo};

pub type OpId = Handle<Operation>;
pub type BlockId = Handle<Block>;
pub type RegionId = Handle<Region>;
pub type LocId = Handle<Location>;

/// An attribute's name: borrowed when it is a name the registry knows (most
/// are), owned otherwise, so reading an op allocates no names.
pub type AttrName = std::borrow::Cow<'static, str>;

/// An SSA value: an op's result or a block's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Result(OpId, u32),
    Argument(BlockId, u32),
}

/// Where something came from, in MLIR's location kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum Location {
    Unknown,
    FileLineCol { file: std::sync::Arc<str>, line: u32, col: u32 },
    Name { name: Box<str>, child: Option<LocId> },
    CallSite { callee: LocId, caller: LocId },
    Fused { locations: Box<[LocId]>, metadata: Option<Box<Attribute>> },
    /// `#cuda_tile.di_loc<file:line:col in scope>`: a position with its debug scope.
    DebugInfo { source: LocId, scope: Box<Attribute> },
}

impl Location {
    /// The locations this one refers to, in the order they are written.
    pub fn children(&self) -> impl Iterator<Item = LocId> + '_ {
        let (pair, list): ([Option<LocId>; 2], &[LocId]) = match self {
            Location::Name { child, .. } => ([*child, None], &[]),
            Location::CallSite { callee, caller } => ([Some(*callee), Some(*caller)], &[]),
            Location::DebugInfo { source, .. } => ([Some(*source), None], &[]),
            Location::Fused { locations, .. } => ([None, None], locations),
            Location::Unknown | Location::FileLineCol { .. } => ([None, None], &[]),
        };
        pair.into_iter().flatten().chain(list.iter().copied())
    }

    /// The `i`-th of [`Self::children`], found at once (a fused location may have many).
    pub fn child(&self, i: usize) -> Option<LocId> {
        match self {
            Location::Fused { locations, .. } => locations.get(i).copied(),
            _ => self.children().nth(i),
        }
    }
}

/// An op's name: a registered op's static description, or an unregistered name.
#[derive(Clone, Debug)]
pub enum OpName {
    Registered(&'static OpInfo),
    Unregistered(Box<str>),
}

impl PartialEq for OpName {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (OpName::Registered(a), OpName::Registered(b)) => std::ptr::eq(*a, *b),
            (OpName::Unregistered(a), OpName::Unregistered(b)) => a == b,
            _ => false,
        }
    }
}

impl OpName {
    pub fn as_str(&self) -> &str {
        match self {
            OpName::Registered(info) => info.name,
            OpName::Unregistered(name) => name,
        }
    }
}

/// An op's operands, inline up to two (most ops have at most two).
pub type OpOperands = smallvec::SmallVec<[Value; 2]>;
/// An op's result types, inline up to four (u32 handles).
pub type OpResultTypes = smallvec::SmallVec<[TypeId; 4]>;
/// An op's regions, inline up to two.
pub type OpRegions = smallvec::SmallVec<[RegionId; 2]>;

/// One op. The short lists are inline, so most ops own no heap memory but
/// their attributes.
#[derive(Clone, Debug)]
pub struct Operation {
    pub name: OpName,
    pub operands: OpOperands,
    /// Sizes of the operand groups, when the op declares several optional or variadic ones.
    pub operand_segments: Option<Box<[u32]>>,
    pub result_types: OpResultTypes,
    /// Sizes of the result groups, when the op declares several optional or variadic ones.
    pub result_segments: Option<Box<[u32]>>,
    /// Attributes by name, in the order they were written or built.
    pub attributes: Vec<(AttrName, Attribute)>,
    pub regions: OpRegions,
    pub location: LocId,
    pub parent: Option<BlockId>,
}

impl Operation {
    /// An op with attributes only (no operands, results or regions), not
    /// yet in a block.
    pub fn new(name: OpName, attributes: Vec<(AttrName, Attribute)>, location: LocId) -> Self {
        Operation {
            name,
            operands: Default::default(),
            operand_segments: None,
            result_types: Default::default(),
            result_segments: None,
            attributes,
            regions: Default::default(),
            location,
            parent: None,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub arguments: Vec<(TypeId, LocId)>,
    pub ops: Vec<OpId>,
    pub parent: Option<RegionId>,
    /// Where in `ops` an op was last looked up ([`Ir::position`] searches
    /// outward from it: passes edit near where they last looked).
    position_hint: PositionHint,
}

/// A block's lookup hint: an index, shared freely (relaxed atomics keep the
/// IR `Sync`; a stale hint only makes a search start elsewhere).
#[derive(Debug, Default)]
struct PositionHint(std::sync::atomic::AtomicUsize);

impl PositionHint {
    fn get(&self) -> usize {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn set(&self, i: usize) {
        self.0.store(i, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Clone for PositionHint {
    fn clone(&self) -> Self {
        PositionHint(std::sync::atomic::AtomicUsize::new(self.get()))
    }
}

#[derive(Clone, Debug, Default)]
pub struct Region {
    pub blocks: Vec<BlockId>,
    pub parent: Option<OpId>,
}

/// Everything parsed from one input.
#[derive(Clone, Debug, Default)]
pub struct Ir {
    pub ops: Arena<Operation>,
    pub blocks: Arena<Block>,
    pub regions: Arena<Region>,
    pub locations: Arena<Location>,
    pub types: TypeTable,
    /// The ops at the top of the input, in order.
    pub top_level: Vec<OpId>,
    /// While a pass edits in linked mode ([`Ir::begin_linked_edits`]): the
    /// order of the ops of each block it has edited, as links.
    links: Option<Box<edit::Links>>,
}

/// Values (operands) or types (results) being assembled by a generated
/// `build`, group by group, with each group's size.
pub struct SegmentedList<T> {
    info: &'static OpInfo,
    items: Vec<T>,
    segments: Vec<u32>,
}

/// An op's operands, by declared group.
pub type OperandList = SegmentedList<Value>;
/// An op's result types, by declared group.
pub type ResultTypeList = SegmentedList<TypeId>;

impl<T: Copy> SegmentedList<T> {
    /// A list for `info`'s op (checked when the op is created).
    pub fn new(info: &'static OpInfo) -> Self {
        SegmentedList { info, items: Vec::new(), segments: Vec::new() }
    }
    pub fn push_single(&mut self, v: T) {
        self.items.push(v);
        self.segments.push(1);
    }
    pub fn push_optional(&mut self, v: Option<T>) {
        self.items.extend(v);
        self.segments.push(u32::from(v.is_some()));
    }
    pub fn push_variadic(&mut self, v: &[T]) {
        self.items.extend_from_slice(v);
        self.segments.push(v.len() as u32);
    }
}

/// Group sizes: inline for ops with few groups (no allocation).
pub type Segments = smallvec::SmallVec<[u32; 8]>;

/// Where the one open (optional or variadic) group among `groups` is and
/// how many of `total` flat values it takes, when the sizes follow without
/// recorded ones: `Some(None)` when every group is single and `total`
/// matches, `None` when they cannot be inferred (a count that does not fit,
/// an optional group of more than one, or several open groups).
fn open_group(groups: &[ValueInfo], total: usize) -> Option<Option<(usize, usize)>> {
    let mut open = None;
    for (i, g) in groups.iter().enumerate() {
        if g.arity != Arity::Single {
            if open.is_some() {
                return None;
            }
            open = Some((i, g.arity));
        }
    }
    let fixed = groups.len() - usize::from(open.is_some());
    match open {
        None => (total == fixed).then_some(None),
        Some((i, arity)) => {
            let open_len = total.checked_sub(fixed)?;
            if arity == Arity::Optional && open_len > 1 {
                return None;
            }
            Some(Some((i, open_len)))
        }
    }
}

/// Splits `total` flat values into `groups`, when that is possible without
/// recorded sizes (at most one optional or variadic group).
fn infer_segments(groups: &[ValueInfo], total: usize) -> Option<Segments> {
    let open = open_group(groups, total)?;
    Some((0..groups.len()).map(|g| match open {
        Some((i, len)) if i == g => len as u32,
        _ => 1,
    }).collect())
}

/// The range of group `group` among `total` flat values, inferred as
/// [`infer_segments`] does, without building the sizes (this runs for
/// every operand an op prints or verifies).
fn infer_group_range(groups: &[ValueInfo], total: usize, group: usize) -> Option<std::ops::Range<usize>> {
    if group >= groups.len() {
        return None;
    }
    match open_group(groups, total)? {
        None => Some(group..group + 1),
        // Every group before `group` has one value, but the open one.
        Some((i, open_len)) => {
            let start = if group <= i { group } else { group - 1 + open_len };
            Some(start..start + if group == i { open_len } else { 1 })
        }
    }
}

fn group_range(segments: &[u32], group: usize) -> Option<std::ops::Range<usize>> {
    let start: usize = segments.get(..group)?.iter().map(|&n| n as usize).sum();
    let len = *segments.get(group)? as usize;
    Some(start..start + len)
}

impl Ir {
    pub fn new() -> Self {
        Ir::default()
    }

    pub fn op(&self, op: OpId) -> &Operation {
        &self.ops[op]
    }

    pub fn op_mut(&mut self, op: OpId) -> &mut Operation {
        &mut self.ops[op]
    }

    /// The static description of a registered op.
    pub fn op_info(&self, op: OpId) -> Option<&'static OpInfo> {
        match self.ops[op].name {
            OpName::Registered(info) => Some(info),
            OpName::Unregistered(_) => None,
        }
    }

    /// Which op `op` is (`None` for an op of another dialect).
    pub fn kind(&self, op: OpId) -> Option<crate::registry::OpKind> {
        self.op_info(op).map(|info| info.kind)
    }

    /// Whether `op` is the op `info` describes.
    pub fn is_op(&self, op: OpId, info: &'static OpInfo) -> bool {
        self.op_info(op).is_some_and(|i| std::ptr::eq(i, info))
    }

    pub fn location(&mut self, loc: Location) -> LocId {
        self.locations.push(loc)
    }

    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attribute> {
        self.ops[op].attributes.iter().find(|(n, _)| &**n == name).map(|(_, a)| a)
    }

    /// The name a `Symbol` op (module, entry, global, function) gives itself.
    pub fn symbol_name(&self, op: OpId) -> Option<&str> {
        self.attr(op, SYM_NAME).and_then(Attribute::as_str)
    }

    /// The signature of a function-like op (`entry`, `testing$func`): its
    /// `function_type`, a function type.
    pub fn function_type(&self, op: OpId) -> Option<TypeId> {
        self.attr(op, FUNCTION_TYPE).and_then(Attribute::as_type).filter(|&t| matches!(self.types.get(t), TypeData::Function { .. }))
    }

    /// The inputs and results of a function-like op's signature.
    pub fn signature(&self, op: OpId) -> Option<(&[TypeId], &[TypeId])> {
        match self.types.get(self.function_type(op)?) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    pub fn value_type(&self, v: Value) -> TypeId {
        match v {
            Value::Result(op, i) => self.ops[op].result_types[i as usize],
            Value::Argument(b, i) => self.blocks[b].arguments[i as usize].0,
        }
    }

    /// The operand sizes per declared group: recorded, or inferred when unambiguous.
    pub fn operand_segments(&self, op: OpId) -> Option<Segments> {
        let o = &self.ops[op];
        let info = self.op_info(op)?;
        match &o.operand_segments {
            Some(s) => Some(Segments::from_slice(s)),
            None => infer_segments(info.operands, o.operands.len()),
        }
    }

    /// The result sizes per declared group.
    pub fn result_segments(&self, op: OpId) -> Option<Segments> {
        let o = &self.ops[op];
        let info = self.op_info(op)?;
        match &o.result_segments {
            Some(s) => Some(Segments::from_slice(s)),
            None => infer_segments(info.results, o.result_types.len()),
        }
    }

    /// The operands of declared group `group` (empty if the op's shape is malformed).
    pub fn operand_group(&self, op: OpId, group: usize) -> &[Value] {
        let o = &self.ops[op];
        let range = match (&o.operand_segments, self.op_info(op)) {
            (Some(s), _) => group_range(s, group),
            (None, Some(info)) => infer_group_range(info.operands, o.operands.len(), group),
            (None, None) => None,
        };
        match range {
            Some(r) => o.operands.get(r).unwrap_or(&[]),
            None => &[],
        }
    }

    /// Which results belong to declared group `group`.
    pub fn result_range(&self, op: OpId, group: usize) -> Option<std::ops::Range<usize>> {
        let o = &self.ops[op];
        match (&o.result_segments, self.op_info(op)) {
            (Some(s), _) => group_range(s, group),
            (None, Some(info)) => infer_group_range(info.results, o.result_types.len(), group),
            (None, None) => None,
        }
    }

    /// The first result of declared group `group` (the result of a single or
    /// optional group), without building the group.
    pub fn first_result(&self, op: OpId, group: usize) -> Option<Value> {
        self.result_range(op, group).filter(|r| !r.is_empty() && r.end <= self.ops[op].result_types.len()).map(|r| Value::Result(op, r.start as u32))
    }

    /// The results of declared group `group`, as values.
    pub fn result_group(&self, op: OpId, group: usize) -> Vec<Value> {
        let range = self.result_range(op, group);
        match range {
            Some(r) if r.end <= self.ops[op].result_types.len() => r.map(|i| Value::Result(op, i as u32)).collect(),
            _ => Vec::new(),
        }
    }

    /// Creates a detached registered op with one empty region per declared region.
    pub fn create_op(&mut self, info: &'static OpInfo, operands: OperandList, attributes: Vec<(AttrName, Attribute)>, results: ResultTypeList, location: LocId) -> OpId {
        debug_assert!(std::ptr::eq(operands.info, info) && std::ptr::eq(results.info, info));
        let several = |arities: &mut dyn Iterator<Item = Arity>| arities.filter(|a| *a != Arity::Single).count() > 1;
        let operand_segments = several(&mut info.operands.iter().map(|v| v.arity)).then(|| operands.segments.into_boxed_slice());
        let result_segments = several(&mut info.results.iter().map(|v| v.arity)).then(|| results.segments.into_boxed_slice());
        let op = self.ops.push(Operation {
            name: OpName::Registered(info),
            operands: operands.items.into(),
            operand_segments,
            result_types: results.items.into(),
            result_segments,
            attributes,
            regions: Default::default(),
            location,
            parent: None,
        });
        for _ in info.regions {
            self.append_region(op);
        }
        op
    }

    /// Adds an empty region at the end of `op`'s regions.
    pub fn append_region(&mut self, op: OpId) -> RegionId {
        let r = self.regions.push(Region { blocks: Vec::new(), parent: Some(op) });
        self.ops[op].regions.push(r);
        r
    }

    /// Adds a block to a region, with arguments of the given types.
    pub fn append_block(&mut self, region: RegionId, arguments: &[(TypeId, LocId)]) -> BlockId {
        let b = self.blocks.push(Block { arguments: arguments.to_vec(), ops: Vec::new(), parent: Some(region), ..Block::default() });
        self.regions[region].blocks.push(b);
        b
    }

    /// Appends a detached op to the end of a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        if self.is_linked(block) {
            self.link_at_end(block, op);
            return;
        }
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.push(op);
    }

    /// The op that holds the block that holds `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].parent?;
        let region = self.blocks[block].parent?;
        self.regions[region].parent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Declared groups of the given arities (the constraint does not matter here).
    fn groups(arities: &[Arity]) -> Vec<ValueInfo> {
        let any = crate::registry::lookup("cuda_tile.addi").expect("addi is registered").operands[0].constraint;
        arities.iter().map(|&arity| ValueInfo { name: "x", arity, constraint: any, since: crate::registry::Version::new(13, 1) }).collect()
    }

    #[test]
    fn group_ranges_agree_with_inferred_segments() {
        use Arity::*;
        let shapes: &[&[Arity]] = &[&[Single, Variadic, Single], &[Single, Optional], &[Variadic, Variadic], &[Single], &[], &[Optional], &[Variadic, Single, Single]];
        for arities in shapes {
            for total in 0..6 {
                for group in 0..arities.len() + 1 {
                    let via_segments = infer_segments(&groups(arities), total).and_then(|s| group_range(&s, group));
                    assert_eq!(infer_group_range(&groups(arities), total, group), via_segments, "{arities:?} total {total} group {group}");
                }
            }
        }
    }

    #[test]
    fn segments_are_inferred_with_one_open_group() {
        assert_eq!(infer_segments(&groups(&[Arity::Single, Arity::Variadic, Arity::Single]), 5).map(|s| s.to_vec()), Some(vec![1, 3, 1]));
        assert_eq!(infer_segments(&groups(&[Arity::Single, Arity::Optional]), 1).map(|s| s.to_vec()), Some(vec![1, 0]));
        assert_eq!(infer_segments(&groups(&[Arity::Single, Arity::Optional]), 3), None);
        assert_eq!(infer_segments(&groups(&[Arity::Variadic, Arity::Variadic]), 2), None);
        assert_eq!(infer_segments(&groups(&[Arity::Single]), 0), None);
    }
}
