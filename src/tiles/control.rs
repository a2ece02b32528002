//! Control flow and diagnostics in kernels: counted loops with carried
//! tiles (`for`), unbounded loops left by `break` with `continue`
//! (`loop`), `if`/`else` yielding tiles, `print` and `assert`. Bodies are
//! Rust closures traced once into the op's region.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::panic::Location as Caller;

use tilesmith_dialect::generated::ops::{control_flow as cf, misc};
use tilesmith_dialect::ir::{Attribute, BlockId, OpId, Value};

use super::convert::TileLikeType;
use super::error::{IllFormed, Rule};
use super::kernel::{Kernel, Raw, Tile};
use super::scalar::{Element, ScalarKind};

/// Values a loop carries or a branch yields: a tile, a tuple of tiles, or nothing.
pub trait Carried: Sized {
    /// How many values this carries.
    const LEN: usize;
    #[doc(hidden)]
    fn raws(&self) -> Vec<Raw>;
    #[doc(hidden)]
    fn rebuild(kernel: &Kernel, raws: Vec<Raw>) -> Self;
}

impl Carried for () {
    const LEN: usize = 0;
    fn raws(&self) -> Vec<Raw> {
        Vec::new()
    }
    fn rebuild(_: &Kernel, _: Vec<Raw>) -> Self {}
}
impl<T: Element> Carried for Tile<T> {
    const LEN: usize = 1;
    fn raws(&self) -> Vec<Raw> {
        vec![self.raw.clone()]
    }
    fn rebuild(k: &Kernel, mut raws: Vec<Raw>) -> Self {
        Tile::from_raw(&k.cx, raws.remove(0))
    }
}
impl<A: Carried, B: Carried> Carried for (A, B) {
    const LEN: usize = A::LEN + B::LEN;
    fn raws(&self) -> Vec<Raw> {
        let mut v = self.0.raws();
        v.extend(self.1.raws());
        v
    }
    fn rebuild(k: &Kernel, mut raws: Vec<Raw>) -> Self {
        let n = A::LEN;
        let rest = raws.split_off(n);
        (A::rebuild(k, raws), B::rebuild(k, rest))
    }
}

fn with_types(raws: &[Raw], values: Vec<Value>) -> Vec<Raw> {
    raws.iter().zip(values).map(|(r, v)| Raw { value: Some(v), ty: r.ty.clone(), pointer: r.pointer }).collect()
}

impl Kernel {
    fn open_block(&self, op: OpId, region: usize, args: &[Raw], caller: &'static Caller<'static>) -> BlockId {
        let mut s = self.cx.borrow_mut();
        let at = s.loc(caller);
        let types: Vec<_> = args.iter().map(|r| (s.tile_type(r.ty.element, r.pointer, r.shape()), at)).collect();
        let region = s.ir.ops[op].regions[region];
        let block = s.ir.append_block(region, &types);
        s.blocks.push(block);
        block
    }

    fn close_block(&self, block: BlockId, expected: &[Raw], got: &[Raw], terminator: fn(&mut tilesmith_dialect::ir::Ir, tilesmith_dialect::ir::LocId, &[Value]) -> OpId, caller: &'static Caller<'static>) {
        let mut s = self.cx.borrow_mut();
        let same = expected.len() == got.len() && expected.iter().zip(got).all(|(e, g)| e.ty == g.ty && e.pointer == g.pointer);
        if !same {
            let want: Vec<String> = expected.iter().map(|r| r.ty.to_string()).collect();
            let have: Vec<String> = got.iter().map(|r| r.ty.to_string()).collect();
            s.fail(IllFormed::new(Rule::ShapeMismatch, format!("the body yields ({}) where ({}) is carried", have.join(", "), want.join(", "))), caller, TileLikeType::scalar(super::ScalarKind::I32));
        } else if let Some(values) = got.iter().map(|r| r.value).collect::<Option<Vec<_>>>() {
            let at = s.loc(caller);
            let op = terminator(&mut s.ir, at, &values);
            s.ir.append_op(block, op);
        }
        s.blocks.pop();
    }

    /// A counted loop `for i in (lower..upper).step_by(step)` carrying `init`:
    /// `body(i, carried)` returns the next carried values; the loop returns the last.
    #[track_caller]
    pub fn for_range<C: Carried>(&self, lower: &Tile<i32>, upper: &Tile<i32>, step: &Tile<i32>, init: C, body: impl FnOnce(Tile<i32>, C) -> C) -> C {
        let caller = Caller::caller();
        let inits = init.raws();
        let bounds = [&lower.raw, &upper.raw, &step.raw];
        let values: Option<Vec<Value>> = bounds.iter().map(|r| r.value).chain(inits.iter().map(|r| r.value)).collect();
        if bounds.iter().any(|r| !r.shape().is_empty()) {
            let mut s = self.cx.borrow_mut();
            s.fail(IllFormed::new(Rule::ShapeMismatch, "loop bounds must be scalars"), caller, TileLikeType::scalar(super::ScalarKind::I32));
        }
        let Some(values) = values.filter(|_| self.error().is_none()) else {
            return C::rebuild(self, inits.iter().map(|r| Raw { value: None, ..r.clone() }).collect());
        };
        let op = {
            let mut s = self.cx.borrow_mut();
            let at = s.loc(caller);
            let types: Vec<_> = inits.iter().map(|r| s.tile_type(r.ty.element, r.pointer, r.shape())).collect();
            let op = cf::ForOp::build(&mut s.ir, at, values[0], values[1], values[2], &values[3..], false, &types);
            s.emit(op.0);
            op.0
        };
        let iv = Raw { value: None, ty: TileLikeType::tile(super::ScalarKind::I32, &[]), pointer: false };
        let mut args = vec![iv];
        args.extend(inits.iter().cloned());
        let block = self.open_block(op, 0, &args, caller);
        let arg_raws = with_types(&args, (0..args.len() as u32).map(|i| Value::Argument(block, i)).collect());
        let index = Tile::from_raw(&self.cx, Raw { ty: TileLikeType::scalar(super::ScalarKind::I32), ..arg_raws[0].clone() });
        let carried = C::rebuild(self, arg_raws[1..].to_vec());
        let next = body(index, carried).raws();
        self.close_block(block, &inits, &next, |ir, at, v| cf::ContinueOp::build(ir, at, v).0, caller);
        C::rebuild(self, with_types(&inits, (0..inits.len() as u32).map(|i| Value::Result(op, i)).collect()))
    }

    /// `if cond { then() } else { otherwise() }`, both yielding values of the same types.
    #[track_caller]
    pub fn if_else<C: Carried>(&self, cond: &Tile<bool>, then: impl FnOnce() -> C, otherwise: impl FnOnce() -> C) -> C {
        let caller = Caller::caller();
        if !cond.raw.shape().is_empty() {
            let mut s = self.cx.borrow_mut();
            s.fail(IllFormed::new(Rule::ShapeMismatch, "an if condition must be a scalar bool"), caller, TileLikeType::scalar(super::ScalarKind::Bool));
        }
        // Trace `then` first into a detached op to learn the result types.
        let Some(c) = cond.raw.value.filter(|_| self.error().is_none()) else {
            return then();
        };
        let op = {
            let mut s = self.cx.borrow_mut();
            let at = s.loc(caller);
            let op = cf::IfOp::build(&mut s.ir, at, c, &[]);
            s.emit(op.0);
            op.0
        };
        let block = self.open_block(op, 0, &[], caller);
        let then_values = then();
        let raws = then_values.raws();
        self.close_block(block, &raws, &raws, |ir, at, v| cf::YieldOp::build(ir, at, v).0, caller);
        let block = self.open_block(op, 1, &[], caller);
        let else_raws = otherwise().raws();
        self.close_block(block, &raws, &else_raws, |ir, at, v| cf::YieldOp::build(ir, at, v).0, caller);
        let mut s = self.cx.borrow_mut();
        let types: Vec<_> = raws.iter().map(|r| s.tile_type(r.ty.element, r.pointer, r.shape())).collect();
        s.ir.ops[op].result_types = types.into();
        drop(s);
        C::rebuild(self, with_types(&raws, (0..raws.len() as u32).map(|i| Value::Result(op, i)).collect()))
    }

    /// `printf`-style printing of tiles (`%d`, `%f`, ... one per argument).
    #[track_caller]
    pub fn print<T: Element>(&self, format: &str, args: &[&Tile<T>]) {
        let caller = Caller::caller();
        let Some(values) = args.iter().map(|t| t.raw.value).collect::<Option<Vec<_>>>() else { return };
        let mut s = self.cx.borrow_mut();
        let at = s.loc(caller);
        let op = misc::PrintOp::build(&mut s.ir, at, &values, Attribute::String(format.into()));
        s.emit(op.0);
    }

    /// `assert`: every element of `cond` must hold; `message` is reported otherwise.
    #[track_caller]
    pub fn assert(&self, cond: &Tile<bool>, message: &str) {
        let caller = Caller::caller();
        let Some(v) = cond.raw.value else { return };
        let mut s = self.cx.borrow_mut();
        let at = s.loc(caller);
        let op = cf::AssertOp::build(&mut s.ir, at, v, Attribute::String(message.into()));
        s.emit(op.0);
    }
}

/// How one pass through a [`Kernel::loop_with`] body ends.
pub enum Next<C, R> {
    /// `continue`: run the body again with these carried values.
    Continue(C),
    /// `break`: leave the loop; these are its results.
    Break(R),
}

/// The loop being traced, for leaving it early from inside its body.
pub struct LoopScope<'k, C, R> {
    kernel: &'k Kernel,
    carried: Vec<Raw>,
    /// The result types, fixed by the first `break` traced.
    results: RefCell<Option<Vec<Raw>>>,
    _values: PhantomData<(C, R)>,
}

impl<C: Carried, R: Carried> LoopScope<'_, C, R> {
    /// `if cond { break values() }`: leaves the loop with `values` where the
    /// scalar `cond` holds; otherwise the body goes on.
    #[track_caller]
    pub fn break_if(&self, cond: &Tile<bool>, values: impl FnOnce() -> R) {
        let caller = Caller::caller();
        self.exit_if(cond, caller, |scope| {
            let got = values().raws();
            scope.break_terminator(&got)
        });
    }

    /// `if cond { continue values() }`: starts the next pass with `values`
    /// where the scalar `cond` holds; otherwise the body goes on.
    #[track_caller]
    pub fn continue_if(&self, cond: &Tile<bool>, values: impl FnOnce() -> C) {
        let caller = Caller::caller();
        self.exit_if(cond, caller, |scope| {
            let got = values().raws();
            (scope.carried.clone(), got, |ir, at, v| cf::ContinueOp::build(ir, at, v).0)
        });
    }

    /// What a `break` of `got` must match: the first break fixes the result types.
    fn break_terminator(&self, got: &[Raw]) -> (Vec<Raw>, Vec<Raw>, Terminator) {
        let expected = self.results.borrow_mut().get_or_insert_with(|| got.to_vec()).clone();
        (expected, got.to_vec(), |ir, at, v| cf::BreakOp::build(ir, at, v).0)
    }

    /// An `if` without results whose then-branch ends the pass (break or continue).
    fn exit_if(&self, cond: &Tile<bool>, caller: &'static Caller<'static>, branch: impl FnOnce(&Self) -> (Vec<Raw>, Vec<Raw>, Terminator)) {
        let k = self.kernel;
        if !cond.raw.shape().is_empty() {
            k.cx.borrow_mut().fail(IllFormed::new(Rule::ShapeMismatch, "a break or continue condition must be a scalar bool"), caller, TileLikeType::scalar(ScalarKind::Bool));
        }
        let Some(c) = cond.raw.value.filter(|_| k.error().is_none()) else { return };
        let op = {
            let mut s = k.cx.borrow_mut();
            let at = s.loc(caller);
            let op = cf::IfOp::build(&mut s.ir, at, c, &[]);
            s.emit(op.0);
            op.0
        };
        let block = k.open_block(op, 0, &[], caller);
        let (expected, got, terminator) = branch(self);
        k.close_block(block, &expected, &got, terminator, caller);
        let block = k.open_block(op, 1, &[], caller);
        k.close_block(block, &[], &[], |ir, at, v| cf::YieldOp::build(ir, at, v).0, caller);
    }
}

type Terminator = fn(&mut tilesmith_dialect::ir::Ir, tilesmith_dialect::ir::LocId, &[Value]) -> OpId;

impl Kernel {
    /// An unbounded loop (`cuda_tile.loop`) carrying `init`: `body` gets a
    /// [`LoopScope`] (for [`break_if`](LoopScope::break_if) and
    /// [`continue_if`](LoopScope::continue_if)) and the carried values, and
    /// ends each pass with [`Next::Continue`] or [`Next::Break`]. The loop
    /// returns the values of the `break` that left it; every `break` must
    /// give values of the same types, every `continue` the carried types.
    #[track_caller]
    pub fn loop_with<C: Carried, R: Carried>(&self, init: C, body: impl FnOnce(&LoopScope<'_, C, R>, C) -> Next<C, R>) -> R {
        let caller = Caller::caller();
        let inits = init.raws();
        let failed = || R::rebuild(self, vec![Raw { value: None, ty: TileLikeType::scalar(ScalarKind::I32), pointer: false }; R::LEN]);
        let Some(values) = inits.iter().map(|r| r.value).collect::<Option<Vec<_>>>().filter(|_| self.error().is_none()) else {
            return failed();
        };
        let op = {
            let mut s = self.cx.borrow_mut();
            let at = s.loc(caller);
            let op = cf::LoopOp::build(&mut s.ir, at, &values, &[]);
            s.emit(op.0);
            op.0
        };
        let block = self.open_block(op, 0, &inits, caller);
        let carried = C::rebuild(self, with_types(&inits, (0..inits.len() as u32).map(|i| Value::Argument(block, i)).collect()));
        let scope = LoopScope { kernel: self, carried: inits.clone(), results: RefCell::new(None), _values: PhantomData };
        match body(&scope, carried) {
            Next::Continue(next) => self.close_block(block, &inits, &next.raws(), |ir, at, v| cf::ContinueOp::build(ir, at, v).0, caller),
            Next::Break(results) => {
                let (expected, got, terminator) = scope.break_terminator(&results.raws());
                self.close_block(block, &expected, &got, terminator, caller);
            }
        }
        let Some(results) = scope.results.into_inner() else {
            if R::LEN > 0 {
                self.cx.borrow_mut().fail(IllFormed::new(Rule::ShapeMismatch, "the loop never breaks, so it has no results"), caller, TileLikeType::scalar(ScalarKind::I32));
            }
            return failed();
        };
        let mut s = self.cx.borrow_mut();
        let types: Vec<_> = results.iter().map(|r| s.tile_type(r.ty.element, r.pointer, r.shape())).collect();
        s.ir.ops[op].result_types = types.into();
        drop(s);
        if self.error().is_some() {
            return failed();
        }
        R::rebuild(self, with_types(&results, (0..results.len() as u32).map(|i| Value::Result(op, i)).collect()))
    }
}
