//! Control flow and diagnostics in kernels: counted loops with carried
//! tiles (`for`), `if`/`else` yielding tiles, `print` and `assert`.
//! Bodies are Rust closures traced once into the op's region.

use std::panic::Location as Caller;

use tilesmith_dialect::generated::ops::{control_flow as cf, misc};
use tilesmith_dialect::ir::{Attribute, BlockId, OpId, Value};

use super::convert::TileLikeType;
use super::error::{IllFormed, Rule};
use super::kernel::{Kernel, Raw, Tile};
use super::scalar::Element;

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
            let op = cf::ForOp::build(&mut s.ir, at, values[0], values[1], values[2], &values[3..], &types);
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
        s.ir.ops[op].result_types = types;
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
