// Uses the op declared only in tests/spec_fixture/fixture.spec through the
// generated typed API and the registry; prints what it found.
use tilesmith_dialect::enums::IntegerOverflow;
use tilesmith_dialect::ir::{Ir, Location, TypeData, Value};
use tilesmith_dialect::ops::fixture::FrobnicateOp;
use tilesmith_dialect::registry;
use tilesmith_dialect::Scalar;

fn main() {
    let info = registry::lookup("cuda_tile.frobnicate").expect("the fixture op is registered");
    println!("registered {} since {} opcode {:#x}", info.name, info.since, info.opcode);
    println!("by opcode: {}", registry::by_opcode(0x7000).map_or("none", |o| o.name));
    println!("operand #0 must be {}", info.operands[0].constraint.summary);

    let mut ir = Ir::new();
    let i32_ty = ir.types.scalar(Scalar::I32);
    let tile = ir.types.intern(TypeData::Tile { shape: vec![8].into(), element: i32_ty });
    let loc = ir.location(Location::Unknown);
    let region = ir.regions.push(Default::default());
    let block = ir.append_block(region, &[(tile, loc), (tile, loc)]);
    let (a, b) = (Value::Argument(block, 0), Value::Argument(block, 1));
    let op = FrobnicateOp::build(&mut ir, loc, a, b, Some(IntegerOverflow::NoWrap), tile);
    ir.append_op(block, op.0);
    let view = FrobnicateOp::cast(&ir, op.0).expect("the built op is a frobnicate");
    println!("lhs is arg 0: {}", view.lhs(&ir) == Some(a));
    println!("rhs is arg 1: {}", view.rhs(&ir) == Some(b));
    println!("overflow: {}", view.overflow(&ir));
    println!("result type is the tile: {}", view.result(&ir).map(|r| ir.value_type(r)) == Some(tile));
    println!("check accepts the tile: {}", (info.operands[0].constraint.check)(&ir.types, tile));
    println!("check rejects i32: {}", !(info.operands[0].constraint.check)(&ir.types, i32_ty));
}
