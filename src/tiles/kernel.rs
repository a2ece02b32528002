//! The tracing builder: a [`Kernel`] records every operation on its
//! [`Tile`]s as cuda_tile ops (through the generated typed builders), each
//! located at the Rust line that asked for it. Conversions follow
//! [`convert`](super::convert); what is ill-formed is recorded as the
//! kernel's error (see [`error`](super::error)) instead of being emitted.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::panic::Location as Caller;
use std::rc::Rc;
use std::sync::Arc;

use tilesmith_dialect::numerics::float::FloatFormat;
use tilesmith_dialect::enums::{ComparisonOrdering, ComparisonPredicate, Signedness};
use tilesmith_dialect::generated::ops::{control_flow as cf, conversion as cv, core, float, integer as int};
use tilesmith_dialect::ir::{Attribute, BlockId, Ir, LocId, Location, TypeData, TypeId, Value};
use tilesmith_dialect::text::attrs::dense_elements;
use tilesmith_dialect::verify::{verify, Verified};

use super::convert::{arithmetic_conversion, ArithmeticConversion, TileLikeType};
use super::error::{IllFormed, Rule};
use super::scalar::{Element, Integral, Numeric, Ptr, ScalarKind, ScalarValue};
use super::shape::{check_broadcastable_to, check_tile_shape, fmt_shape};

/// An untyped traced value: its SSA value (None once the kernel has failed)
/// and its tile like type.
#[derive(Clone, Debug)]
#[doc(hidden)]
pub struct Raw {
    pub(crate) value: Option<Value>,
    pub(crate) ty: TileLikeType,
    pub(crate) pointer: bool,
}

impl Raw {
    pub(crate) fn shape(&self) -> &[u64] {
        self.ty.shape()
    }
}

#[doc(hidden)]
pub struct State {
    pub(crate) ir: Ir,
    /// Where ops go: the innermost block being traced.
    pub(crate) blocks: Vec<BlockId>,
    pub(crate) error: Option<IllFormed>,
    pub(crate) entry_block: BlockId,
    pub(crate) files: Vec<Arc<str>>,
}

#[doc(hidden)]
pub type Cx = Rc<RefCell<State>>;

impl State {
    pub(crate) fn loc(&mut self, caller: &'static Caller<'static>) -> LocId {
        let file = match self.files.iter().find(|f| &***f == caller.file()) {
            Some(f) => f.clone(),
            None => {
                let f: Arc<str> = caller.file().into();
                self.files.push(f.clone());
                f
            }
        };
        self.ir.location(Location::FileLineCol { file, line: caller.line(), col: caller.column() })
    }

    pub(crate) fn emit(&mut self, op: tilesmith_dialect::ir::OpId) {
        let block = *self.blocks.last().expect("a kernel always has its body block open");
        self.ir.append_op(block, op);
    }

    /// Records the first ill-formed request; returns a failed value of `ty`.
    pub(crate) fn fail(&mut self, error: IllFormed, caller: &'static Caller<'static>, ty: TileLikeType) -> Raw {
        if self.error.is_none() {
            self.error = Some(error.at(caller));
        }
        Raw { value: None, ty, pointer: false }
    }

    pub(crate) fn elem_type(&mut self, kind: ScalarKind, pointer: bool) -> TypeId {
        let s = self.ir.types.scalar(kind.ir_scalar());
        if pointer {
            self.ir.types.pointer(s)
        } else {
            s
        }
    }

    pub(crate) fn tile_type(&mut self, kind: ScalarKind, pointer: bool, shape: &[u64]) -> TypeId {
        let e = self.elem_type(kind, pointer);
        let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        self.ir.types.tile(&dims, e)
    }

    /// A constant tile of `shape` with every element `bits`.
    pub(crate) fn constant(&mut self, kind: ScalarKind, shape: &[u64], bits: u64, at: LocId) -> Value {
        let ty = self.tile_type(kind, false, shape);
        let scalar = kind.ir_scalar();
        let bytes = (scalar.width().div_ceil(8)) as usize;
        let value = dense_elements(ty, scalar, bits.to_le_bytes()[..bytes].to_vec());
        let op = core::ConstantOp::build(&mut self.ir, at, value, ty);
        self.emit(op.0);
        op.result(&self.ir).expect("constant has a result")
    }

    /// Broadcast conversion of `r` to `shape` (reshape to the rank, then broadcast).
    pub(crate) fn broadcast(&mut self, r: &Raw, shape: &[u64], at: LocId) -> Raw {
        let Some(mut v) = r.value else { return Raw { value: None, ty: TileLikeType::tile(r.ty.element, shape), pointer: r.pointer } };
        let src = r.shape().to_vec();
        if src.len() < shape.len() {
            let mut padded = vec![1; shape.len() - src.len()];
            padded.extend_from_slice(&src);
            let ty = self.tile_type(r.ty.element, r.pointer, &padded);
            let op = core::ReshapeOp::build(&mut self.ir, at, v, ty);
            self.emit(op.0);
            v = op.result(&self.ir).expect("reshape has a result");
            if padded != shape {
                let ty = self.tile_type(r.ty.element, r.pointer, shape);
                let op = core::BroadcastOp::build(&mut self.ir, at, v, ty);
                self.emit(op.0);
                v = op.result(&self.ir).expect("broadcast has a result");
            }
        } else if src != shape {
            let ty = self.tile_type(r.ty.element, r.pointer, shape);
            let op = core::BroadcastOp::build(&mut self.ir, at, v, ty);
            self.emit(op.0);
            v = op.result(&self.ir).expect("broadcast has a result");
        }
        Raw { value: Some(v), ty: TileLikeType::tile(r.ty.element, shape), pointer: r.pointer }
    }

    /// Scalar conversion of each element of `r` to `to` (tile conversion).
    pub(crate) fn convert(&mut self, r: &Raw, to: ScalarKind, at: LocId) -> Raw {
        let from = r.ty.element;
        let out_ty = r.ty.with_element(to);
        let Some(v) = r.value else { return Raw { value: None, ty: out_ty, pointer: false } };
        let same_ir = from.ir_scalar() == to.ir_scalar();
        if from == to || (same_ir && from.is_integral() && to != ScalarKind::Bool && from != ScalarKind::Bool) {
            return Raw { value: Some(v), ty: out_ty, pointer: false };
        }
        let shape = r.shape().to_vec();
        let ty = self.tile_type(to, false, &shape);
        let signedness = |k: ScalarKind| if k.is_signed() { Signedness::Signed } else { Signedness::Unsigned };
        let value = if to == ScalarKind::Bool {
            // C++'s boolean conversion: x != 0.
            let zero = self.constant(from, &shape, 0, at);
            self.compare_values(from, ComparisonPredicate::NotEqual, v, zero, &shape, at)
        } else {
            let op = match (from.is_integral(), to.is_integral()) {
                (true, true) if from.bit_size() < to.bit_size() || from == ScalarKind::Bool => cv::ExtiOp::build(&mut self.ir, at, v, signedness(from), ty).0,
                (true, true) => cv::TrunciOp::build(&mut self.ir, at, v, None, ty).0,
                (true, false) => {
                    let op = cv::ItofOp::build(&mut self.ir, at, v, signedness(from), tilesmith_dialect::enums::RoundingMode::NearestEven, ty).0;
                    self.emit(op);
                    let rounded = Value::Result(op, 0);
                    return Raw { value: Some(self.int_to_float_overflow(from, to, v, rounded, &shape, at)), ty: out_ty, pointer: false };
                }
                // C++'s floating-integral conversion truncates (`ftoi`'s only rounding).
                (false, true) => cv::FtoiOp::build(&mut self.ir, at, v, signedness(to), tilesmith_dialect::enums::RoundingMode::NearestIntToZero, false, ty).0,
                (false, false) => cv::FtofOp::build(&mut self.ir, at, v, None, ty).0,
            };
            self.emit(op);
            Value::Result(op, 0)
        };
        Raw { value: Some(value), ty: out_ty, pointer: false }
    }

    /// Seed 000's rule for integers converted to a float type (not fp8)
    /// whose finite range they exceed: the result is the infinity of the
    /// source's sign, where `itof` rounds to nearest even (so 65519 becomes
    /// +inf in `__half`, where `itof` gives 65504, the value it rounds to).
    /// Only `__half` is narrower than some integer types; fp8 results are
    /// unspecified there and keep `itof`'s.
    fn int_to_float_overflow(&mut self, from: ScalarKind, to: ScalarKind, source: Value, rounded: Value, shape: &[u64], at: LocId) -> Value {
        const HALF_MAX: u64 = 65504;
        let signed = from.is_signed();
        let bits = from.bit_size();
        let source_max: u128 = if signed { (1 << (bits - 1)) - 1 } else { (1 << bits) - 1 };
        if to != ScalarKind::F16 || from == ScalarKind::Bool || source_max <= u128::from(HALF_MAX) {
            return rounded;
        }
        let limit = self.constant(from, shape, HALF_MAX, at);
        let above = self.compare_values(from, ComparisonPredicate::GreaterThan, source, limit, shape, at);
        let half_infinity = FloatFormat::F16.infinity(false).unwrap_or_default();
        let infinity = self.constant(to, shape, half_infinity, at);
        let ty = self.tile_type(to, false, shape);
        let op = core::SelectOp::build(&mut self.ir, at, above, infinity, rounded, ty);
        self.emit(op.0);
        let mut value = Value::Result(op.0, 0);
        if signed {
            let low = self.constant(from, shape, HALF_MAX.wrapping_neg(), at);
            let below = self.compare_values(from, ComparisonPredicate::LessThan, source, low, shape, at);
            let negative_infinity = self.constant(to, shape, FloatFormat::F16.infinity(true).unwrap_or_default(), at);
            let op = core::SelectOp::build(&mut self.ir, at, below, negative_infinity, value, ty);
            self.emit(op.0);
            value = Value::Result(op.0, 0);
        }
        value
    }

    pub(crate) fn compare_values(&mut self, kind: ScalarKind, pred: ComparisonPredicate, a: Value, b: Value, shape: &[u64], at: LocId) -> Value {
        let ty = self.tile_type(ScalarKind::Bool, false, shape);
        let op = if kind.is_integral() {
            let s = if kind.is_signed() { Signedness::Signed } else { Signedness::Unsigned };
            int::CmpiOp::build(&mut self.ir, at, a, b, pred, s, ty).0
        } else {
            let ordering = if pred == ComparisonPredicate::NotEqual { ComparisonOrdering::Unordered } else { ComparisonOrdering::Ordered };
            float::CmpfOp::build(&mut self.ir, at, a, b, pred, ordering, ty).0
        };
        self.emit(op);
        Value::Result(op, 0)
    }

    /// Applies an arithmetic conversion to two operands: the common type and both converted values.
    ///
    /// `rust_scalar` names the operand (0 or 1) that is a Rust scalar, if
    /// one is: its type never changes the other operand's element type, even
    /// when that operand is itself a scalar `Tile` (the result keeps the
    /// `Tile`'s static element type; see docs/tiles-api.md).
    pub(crate) fn arithmetic_operands(&mut self, kind: ArithmeticConversion, a: &Raw, b: &Raw, rust_scalar: Option<usize>, caller: &'static Caller<'static>) -> Result<(TileLikeType, Raw, Raw), ()> {
        if a.pointer || b.pointer {
            self.fail(IllFormed::new(Rule::ElementType, "arithmetic needs arithmetic tiles, not pointer tiles"), caller, a.ty.clone());
            return Err(());
        }
        let (mut at, mut bt) = (a.ty.clone(), b.ty.clone());
        let both_scalars = at.is_scalar() && bt.is_scalar();
        if both_scalars && kind == ArithmeticConversion::Tile {
            // Convert as if the traced operand were a rank 0 tile, so its type wins.
            match rust_scalar {
                Some(0) => bt.shape = Some(Vec::new()),
                Some(_) => at.shape = Some(Vec::new()),
                None => {}
            }
        }
        let converted = arithmetic_conversion(kind, &at, &bt).map(|c| if both_scalars { TileLikeType::scalar(c.element) } else { c });
        let common = match converted {
            Ok(c) => c,
            Err(e) => {
                self.fail(e, caller, a.ty.clone());
                return Err(());
            }
        };
        let at = self.loc(caller);
        let mut out = Vec::new();
        for r in [a, b] {
            let r = if common.is_scalar() { r.clone() } else { self.broadcast(r, common.shape(), at) };
            out.push(self.convert(&r, common.element, at));
        }
        let b2 = out.pop().expect("two operands");
        let a2 = out.pop().expect("two operands");
        Ok((common, a2, b2))
    }
}

/// A kernel being traced: an `entry` in a `cuda_tile.module`.
pub struct Kernel {
    pub(crate) cx: Cx,
    name: String,
}

/// A built kernel: the module holding it, ready to verify, print and run.
#[derive(Debug)]
pub struct KernelModule {
    pub ir: Ir,
    pub name: String,
}

impl KernelModule {
    /// Verifies the module (a built kernel always should).
    pub fn verify(&self) -> Result<Verified<'_>, Box<tilesmith_dialect::diag::Diagnostic>> {
        verify(&self.ir)
    }
    /// The module's text, without locations.
    pub fn to_text(&self) -> String {
        tilesmith_dialect::text::print_ir(&self.ir, &tilesmith_dialect::text::PrintOptions { generic: false, debug_info: false })
    }
    /// The module's text with the Rust source locations.
    pub fn to_text_with_locations(&self) -> String {
        tilesmith_dialect::text::print_ir(&self.ir, &tilesmith_dialect::text::PrintOptions { generic: false, debug_info: true })
    }
    /// The module as Tile IR bytecode, of the oldest version that holds it
    /// (13.1: the tile API makes 13.1 ops).
    pub fn to_bytecode(&self) -> Result<Vec<u8>, Box<tilesmith_dialect::diag::Diagnostic>> {
        let module = self.ir.top_level[0];
        tilesmith_dialect::bytecode::write_oldest(&self.ir, module).map(|(_, bytes)| bytes)
    }
}

impl Kernel {
    /// Starts a kernel named `name`.
    pub fn new(name: &str) -> Kernel {
        let mut ir = Ir::new();
        let region = ir.regions.push(Default::default());
        let entry_block = ir.append_block(region, &[]);
        let state = State { ir, blocks: vec![entry_block], error: None, entry_block, files: Vec::new() };
        Kernel { cx: Rc::new(RefCell::new(state)), name: name.to_string() }
    }

    fn param(&self, kind: ScalarKind, pointer: bool, caller: &'static Caller<'static>) -> Raw {
        let mut s = self.cx.borrow_mut();
        let ty = s.tile_type(kind, pointer, &[]);
        let loc = s.loc(caller);
        let block = s.entry_block;
        s.ir.blocks[block].arguments.push((ty, loc));
        let index = s.ir.blocks[block].arguments.len() as u32 - 1;
        Raw { value: Some(Value::Argument(block, index)), ty: TileLikeType::scalar(kind), pointer }
    }

    /// A kernel parameter `T*`: a pointer scalar.
    #[track_caller]
    pub fn pointer_param<T: Numeric>(&self) -> Tile<Ptr<T>> {
        Tile::from_raw(&self.cx, self.param(T::KIND, true, Caller::caller()))
    }

    /// A kernel parameter of scalar type `T`.
    #[track_caller]
    pub fn scalar_param<T: Numeric>(&self) -> Tile<T> {
        Tile::from_raw(&self.cx, self.param(T::KIND, false, Caller::caller()))
    }

    /// The first error recorded while tracing, if any.
    pub fn error(&self) -> Option<IllFormed> {
        self.cx.borrow().error.clone()
    }

    /// Ends the kernel: the module, or the first ill-formed request.
    #[track_caller]
    pub fn finish(self) -> Result<KernelModule, IllFormed> {
        let caller = Caller::caller();
        let mut s = self.cx.borrow_mut();
        if let Some(e) = s.error.clone() {
            return Err(e);
        }
        let loc = s.loc(caller);
        let ret = cf::ReturnOp::build(&mut s.ir, loc, &[]);
        s.emit(ret.0);
        let block = s.entry_block;
        let inputs: Box<[TypeId]> = s.ir.blocks[block].arguments.iter().map(|(t, _)| *t).collect();
        let fn_type = s.ir.types.intern(TypeData::Function { inputs, results: Box::new([]) });
        let module = core::ModuleOp::build(&mut s.ir, loc, Attribute::String("kernels".into()), None);
        let entry = core::EntryOp::build(&mut s.ir, loc, Attribute::String(self.name.as_str().into()), Attribute::Type(fn_type), None, None, None);
        let body = s.ir.ops[entry.0].regions[0];
        s.ir.regions[body].blocks.push(block);
        s.ir.blocks[block].parent = Some(body);
        let module_region = s.ir.ops[module.0].regions[0];
        let module_block = s.ir.append_block(module_region, &[]);
        s.ir.append_op(module_block, entry.0);
        s.ir.top_level.push(module.0);
        let ir = std::mem::take(&mut s.ir);
        Ok(KernelModule { ir, name: self.name.clone() })
    }

    /// `ct::bid()`: this tile block's coordinates (x, y, z), as i32 scalars.
    #[track_caller]
    pub fn bid(&self) -> [Tile<i32>; 3] {
        self.block_triple(true, Caller::caller())
    }

    /// The grid's size in tile blocks (x, y, z), as i32 scalars.
    #[track_caller]
    pub fn num_blocks(&self) -> [Tile<i32>; 3] {
        self.block_triple(false, Caller::caller())
    }

    fn block_triple(&self, id: bool, caller: &'static Caller<'static>) -> [Tile<i32>; 3] {
        let mut s = self.cx.borrow_mut();
        let at = s.loc(caller);
        let ty = s.tile_type(ScalarKind::I32, false, &[]);
        let op = if id { core::GetTileBlockIdOp::build(&mut s.ir, at, ty, ty, ty).0 } else { core::GetNumTileBlocksOp::build(&mut s.ir, at, ty, ty, ty).0 };
        s.emit(op);
        drop(s);
        [0, 1, 2].map(|i| Tile::from_raw(&self.cx, Raw { value: Some(Value::Result(op, i)), ty: TileLikeType::scalar(ScalarKind::I32), pointer: false }))
    }

    /// `ct::iota`: the tile `[0, 1, ..., len-1]`.
    #[track_caller]
    pub fn iota<T: Integral>(&self, len: u64) -> Tile<T> {
        let caller = Caller::caller();
        let mut s = self.cx.borrow_mut();
        let ty = TileLikeType::tile(T::KIND, &[len]);
        if let Err(e) = check_tile_shape(&[len]) {
            let r = s.fail(e, caller, ty);
            drop(s);
            return Tile::from_raw(&self.cx, r);
        }
        let at = s.loc(caller);
        let t = s.tile_type(T::KIND, false, &[len]);
        let op = core::IotaOp::build(&mut s.ir, at, t);
        s.emit(op.0);
        drop(s);
        Tile::from_raw(&self.cx, Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: false })
    }

    /// `ct::full`: a tile of `shape` with every element `value`.
    #[track_caller]
    pub fn full<T: Numeric>(&self, shape: &[u64], value: T) -> Tile<T> {
        let caller = Caller::caller();
        let mut s = self.cx.borrow_mut();
        let ty = TileLikeType::tile(T::KIND, shape);
        if let Err(e) = check_tile_shape(shape) {
            let r = s.fail(e, caller, ty);
            drop(s);
            return Tile::from_raw(&self.cx, r);
        }
        let at = s.loc(caller);
        let v = s.constant(T::KIND, shape, value.to_bits(), at);
        drop(s);
        Tile::from_raw(&self.cx, Raw { value: Some(v), ty, pointer: false })
    }

    /// A scalar constant (rank 0, a scalar in the model).
    #[track_caller]
    pub fn scalar<T: Numeric>(&self, value: T) -> Tile<T> {
        let caller = Caller::caller();
        let mut s = self.cx.borrow_mut();
        let at = s.loc(caller);
        let v = s.constant(T::KIND, &[], value.to_bits(), at);
        drop(s);
        Tile::from_raw(&self.cx, Raw { value: Some(v), ty: TileLikeType::scalar(T::KIND), pointer: false })
    }
}

/// A traced tile like value with element type `T`: a `ct::tile` of a shape,
/// or a scalar (kernel parameters, `bid()`, constants from
/// [`Kernel::scalar`]). Values are immutable; operations make new ones.
pub struct Tile<T: Element> {
    pub(crate) cx: Cx,
    pub(crate) raw: Raw,
    _element: PhantomData<T>,
}

impl<T: Element> Clone for Tile<T> {
    fn clone(&self) -> Self {
        Tile { cx: self.cx.clone(), raw: self.raw.clone(), _element: PhantomData }
    }
}

impl<T: Element> std::fmt::Debug for Tile<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tile({})", self.raw.ty)
    }
}

impl<T: Element> Tile<T> {
    pub(crate) fn from_raw(cx: &Cx, raw: Raw) -> Self {
        Tile { cx: cx.clone(), raw, _element: PhantomData }
    }
    /// The shape (empty for scalars and rank 0 tiles).
    pub fn shape(&self) -> &[u64] {
        self.raw.shape()
    }
    pub fn rank(&self) -> usize {
        self.shape().len()
    }
    /// The number of elements.
    pub fn size(&self) -> u64 {
        self.shape().iter().product()
    }
    /// Whether this is a scalar rather than a `ct::tile`.
    pub fn is_scalar(&self) -> bool {
        self.raw.ty.is_scalar()
    }
    /// The tile like type (element kind and shape).
    pub fn tile_type(&self) -> &TileLikeType {
        &self.raw.ty
    }
    /// The SSA value, unless the kernel has failed.
    pub fn value(&self) -> Option<Value> {
        self.raw.value
    }

    pub(crate) fn with<U: Element>(&self, f: impl FnOnce(&mut State) -> Raw) -> Tile<U> {
        let raw = f(&mut self.cx.borrow_mut());
        Tile::from_raw(&self.cx, raw)
    }

    /// `ct::reshape`: the same elements in row-major arrangement, another shape.
    #[track_caller]
    pub fn reshape(&self, shape: &[u64]) -> Tile<T> {
        let caller = Caller::caller();
        let r = self.raw.clone();
        self.with(|s| {
            let ty = TileLikeType::tile(r.ty.element, shape);
            if let Err(e) = check_tile_shape(shape) {
                return s.fail(e, caller, ty);
            }
            if shape.iter().product::<u64>() != r.shape().iter().product::<u64>() {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("cannot reshape {} into {}: the sizes differ", fmt_shape(r.shape()), fmt_shape(shape))), caller, ty);
            }
            let Some(v) = r.value else { return Raw { value: None, ty, pointer: r.pointer } };
            let at = s.loc(caller);
            let t = s.tile_type(r.ty.element, r.pointer, shape);
            let op = core::ReshapeOp::build(&mut s.ir, at, v, t);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: r.pointer }
        })
    }

    /// `ct::broadcast`: broadcast conversion to `shape`.
    #[track_caller]
    pub fn broadcast(&self, shape: &[u64]) -> Tile<T> {
        let caller = Caller::caller();
        let r = self.raw.clone();
        self.with(|s| {
            if let Err(e) = check_broadcastable_to(r.shape(), shape) {
                return s.fail(e, caller, TileLikeType::tile(r.ty.element, shape));
            }
            let at = s.loc(caller);
            s.broadcast(&r, shape, at)
        })
    }

    /// `ct::permute`: result dimension k is source dimension `permutation[k]`.
    #[track_caller]
    pub fn permute(&self, permutation: &[usize]) -> Tile<T> {
        let caller = Caller::caller();
        let r = self.raw.clone();
        self.with(|s| {
            let src = r.shape().to_vec();
            let mut sorted = permutation.to_vec();
            sorted.sort_unstable();
            if sorted != (0..src.len()).collect::<Vec<_>>() {
                return s.fail(IllFormed::new(Rule::ShapeMismatch, format!("{permutation:?} is not a permutation of the {} dimensions", src.len())), caller, r.ty.clone());
            }
            let shape: Vec<u64> = permutation.iter().map(|&p| src[p]).collect();
            let ty = TileLikeType::tile(r.ty.element, &shape);
            let Some(v) = r.value else { return Raw { value: None, ty, pointer: r.pointer } };
            let at = s.loc(caller);
            let t = s.tile_type(r.ty.element, r.pointer, &shape);
            let perm = Attribute::DenseI32Array(permutation.iter().map(|&p| p as i32).collect());
            let op = core::PermuteOp::build(&mut s.ir, at, v, perm, t);
            s.emit(op.0);
            Raw { value: Some(Value::Result(op.0, 0)), ty, pointer: r.pointer }
        })
    }
}

impl<T: Numeric> Tile<T> {
    /// Tile conversion to element type `U` (explicit: narrowing is allowed).
    #[track_caller]
    pub fn convert<U: Numeric>(&self) -> Tile<U> {
        let caller = Caller::caller();
        let r = self.raw.clone();
        self.with(|s| {
            let at = s.loc(caller);
            s.convert(&r, U::KIND, at)
        })
    }

    /// Bool tile conversion (`x != 0` elementwise).
    #[track_caller]
    pub fn to_bool(&self) -> Tile<bool> {
        self.convert::<bool>()
    }
}

/// Something usable as an operand: a traced tile like value or a Rust scalar.
pub trait Operand {
    #[doc(hidden)]
    fn to_raw(&self, cx: &Cx, caller: &'static Caller<'static>) -> Raw;
}

impl<T: Element> Operand for Tile<T> {
    fn to_raw(&self, _: &Cx, _: &'static Caller<'static>) -> Raw {
        self.raw.clone()
    }
}
impl<T: Element> Operand for &Tile<T> {
    fn to_raw(&self, _: &Cx, _: &'static Caller<'static>) -> Raw {
        self.raw.clone()
    }
}
impl<S: ScalarValue> Operand for S {
    fn to_raw(&self, cx: &Cx, caller: &'static Caller<'static>) -> Raw {
        let mut s = cx.borrow_mut();
        let at = s.loc(caller);
        let v = s.constant(S::KIND, &[], self.to_bits(), at);
        Raw { value: Some(v), ty: TileLikeType::scalar(S::KIND), pointer: false }
    }
}

/// Builds a `yield` of `values` (detached).
pub(crate) fn yield_op(s: &mut State, at: LocId, values: &[Value]) -> tilesmith_dialect::ir::OpId {
    cf::YieldOp::build(&mut s.ir, at, values).0
}

impl KernelModule {
    /// Verifies and runs the kernel on the CPU interpreter over `grid`.
    pub fn run(&self, grid: [i64; 3], args: Vec<tilesmith_backend::interp::KernelArg>) -> Result<tilesmith_backend::interp::RunOutput, String> {
        let verified = self.verify().map_err(|d| d.message.clone())?;
        tilesmith_backend::interp::run(verified, &self.name, grid, args, tilesmith_backend::interp::RunOptions::default()).map_err(|e| e.to_string())
    }

    /// Checks that printing, parsing and printing again, and writing and
    /// reading bytecode, all give back the same text.
    pub fn check_round_trips(&self) -> Result<(), String> {
        let text = self.to_text();
        let parsed = tilesmith_dialect::text::parse(&text, "kernel.mlir", 1, &tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: false }).map_err(|d| format!("the printed kernel does not parse: {d:?}"))?;
        let printed = tilesmith_dialect::text::print_ir(&parsed, &tilesmith_dialect::text::PrintOptions { generic: false, debug_info: false });
        if printed != text {
            return Err(format!("print -> parse -> print changed the text:\n{text}\n---\n{printed}"));
        }
        let (version, bytes) = tilesmith_dialect::bytecode::write_oldest(&self.ir, self.ir.top_level[0]).map_err(|d| d.message.clone())?;
        // Read as the tools of the bytecode's version read it (13.1's call its print `print`, later ones `print_tko`).
        let read = tilesmith_dialect::bytecode::read_up_to(&bytes, version).map_err(|e| format!("our bytecode does not read back: {e}"))?;
        let printed = tilesmith_dialect::text::print_ir(&read, &tilesmith_dialect::text::PrintOptions { generic: false, debug_info: false });
        if printed != text {
            return Err(format!("write -> read changed the text:\n{text}\n---\n{printed}"));
        }
        Ok(())
    }
}
