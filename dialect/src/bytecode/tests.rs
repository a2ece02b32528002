//! The writer and the reader agree on the limits: whatever the writer
//! writes reads back, and one level past each limit the writer refuses
//! (with the limit in its message) rather than write what the reader would
//! refuse. The IR here is built directly, so no text parser limit gets in
//! the way.

use std::sync::Arc;

use crate::ir::{Attribute, BlockId, Ir, Location, OpId, TypeData, Value};
use crate::ops::control_flow::{IfOp, YieldOp};
use crate::text::{parse, print_ir, ParseOptions, PrintOptions};
use crate::Scalar;

fn module(src: &str) -> Ir {
    parse(src, "t.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: false }).expect("parses")
}

fn body_ops(ir: &Ir, op: OpId) -> (BlockId, Vec<OpId>) {
    let block = ir.regions[ir.op(op).regions[0]].blocks[0];
    (block, ir.blocks[block].ops.clone())
}

/// The module's one entry.
fn entry(ir: &Ir) -> OpId {
    body_ops(ir, ir.top_level[0]).1[0]
}

/// Adds `op` to `block` before its terminator.
fn insert_before_terminator(ir: &mut Ir, block: BlockId, op: OpId) {
    let last = ir.blocks[block].ops.pop().expect("a terminator");
    ir.append_op(block, op);
    ir.append_op(block, last);
}

/// An entry holding `depth` ifs, each in the then-region of the one before.
fn nested_ifs(depth: usize) -> Ir {
    let mut ir = module("cuda_tile.module @kernels {\n  entry @nest() {\n    %c = constant <i1: true> : tile<i1>\n    return\n  }\n}\n");
    let (mut block, ops) = body_ops(&ir, entry(&ir));
    let (c, loc) = (Value::Result(ops[0], 0), ir.op(ops[0]).location);
    for _ in 0..depth {
        let op = IfOp::build(&mut ir, loc, c, &[]).0;
        insert_before_terminator(&mut ir, block, op);
        block = ir.append_block(ir.op(op).regions[0], &[]);
        let y = YieldOp::build(&mut ir, loc, &[]).0;
        ir.append_op(block, y);
    }
    ir
}

fn write(ir: &Ir) -> Result<Vec<u8>, String> {
    crate::verify::verify(ir).map_err(|d| d.message.clone())?;
    super::write(ir, ir.top_level[0], crate::registry::oldest_version()).map_err(|d| d.message.clone())
}

fn print(ir: &Ir) -> String {
    print_ir(ir, &PrintOptions { generic: false, debug_info: false })
}

/// What the writer writes reads back, the same (plain file:line:col locations are not written).
fn round_trips(ir: &Ir) {
    let bytes = write(ir).expect("written");
    let back = super::read(&bytes).unwrap_or_else(|e| panic!("written, then refused: {e}"));
    assert_eq!(print(&back), print(ir));
}

#[test]
fn regions_as_deep_as_the_reader_reads_are_written_and_no_deeper() {
    // The module's body is at depth 1, the entry's at 2: 254 ifs reach 256.
    round_trips(&nested_ifs(254));
    assert_eq!(write(&nested_ifs(255)), Err("cannot write regions nested more than 256 levels deep".to_string()));
}

#[test]
fn types_breaking_the_rules_are_not_written() {
    let mut ir = module("cuda_tile.module @kernels {\n  entry @k() {\n    %i = iota : tile<4xi32>\n    return\n  }\n}\n");
    let (_, ops) = body_ops(&ir, entry(&ir));
    round_trips(&ir);
    // A builder can intern what no reader accepts; the writer refuses it as the reader would.
    let i32t = ir.types.scalar(Scalar::I32);
    let three = ir.types.tile(&[3], i32t);
    ir.ops[ops[0]].result_types = [three].as_slice().into();
    let e = super::write(&ir, ir.top_level[0], crate::registry::oldest_version()).expect_err("tile<3xi32>");
    assert_eq!(e.message, "cannot write type '!cuda_tile.tile<3xi32>': all dimensions must be powers of two, got 3");
    // Nor does such IR verify, so no backend meets it.
    let e = crate::verify::verify(&ir).err().expect("tile<3xi32> does not verify");
    assert_eq!(e.message, "'cuda_tile.iota' op result #0 has a type that breaks the type rules: all dimensions must be powers of two, got 3");
    // A component breaking them is found too: a tile of pointers to pointers.
    let f32t = ir.types.scalar(Scalar::F32);
    let p = ir.types.pointer(f32t);
    let pp = ir.types.pointer(p);
    let bad = ir.types.tile(&[4], pp);
    ir.ops[ops[0]].result_types = [bad].as_slice().into();
    let e = crate::verify::verify(&ir).err().expect("tile<4xptr<ptr<f32>>> does not verify");
    assert!(e.message.contains("failed to verify 'pointeeType'") || e.message.contains("must be"), "{}", e.message);
}

#[test]
fn types_as_deep_as_the_reader_reads_are_written_and_no_deeper() {
    let mut ir = module("cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n");
    let k = entry(&ir);
    // The signature `(t) -> ()`, `t` a chain of function types.
    let mut t = ir.types.intern(TypeData::Function { inputs: Box::new([]), results: Box::new([]) });
    let mut deepest_written = None;
    for depth in 2..300 {
        let sig = ir.types.intern(TypeData::Function { inputs: Box::new([t]), results: Box::new([]) });
        ir.ops[k].attributes.retain(|(n, _)| n != "function_type");
        ir.ops[k].attributes.push(("function_type".into(), Attribute::Type(sig)));
        match super::write(&ir, ir.top_level[0], crate::registry::oldest_version()) {
            Ok(bytes) => {
                super::read(&bytes).unwrap_or_else(|e| panic!("signature {depth} deep written, then refused: {e}"));
                deepest_written = Some(depth);
            }
            Err(d) => {
                assert_eq!(d.message, "cannot write a type: types nest more than 256 levels deep");
                break;
            }
        }
        t = ir.types.intern(TypeData::Function { inputs: Box::new([t]), results: Box::new([]) });
    }
    assert_eq!(deepest_written, Some(crate::limits::MAX_TYPE_DEPTH));
}

#[test]
fn attributes_as_deep_as_the_reader_reads_are_written_and_no_deeper() {
    let mut ir = module("cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n");
    let k = entry(&ir);
    // Optimization hints holding arrays in arrays: the hints are level 1, their entry level 2.
    let hints = |levels: usize| {
        let mut a = Attribute::Array(Arc::new([]));
        for _ in 2..levels {
            a = Attribute::Array(Arc::new([a]));
        }
        Attribute::OptimizationHints(Arc::new([("sm_90".into(), a)]))
    };
    let set = |ir: &mut Ir, h: Attribute| {
        ir.ops[k].attributes.retain(|(n, _)| n != "optimization_hints");
        ir.ops[k].attributes.push(("optimization_hints".into(), h));
    };
    set(&mut ir, hints(crate::limits::MAX_ATTRIBUTE_DEPTH));
    let bytes = super::write(&ir, ir.top_level[0], crate::registry::oldest_version()).expect("256 levels are written");
    super::read(&bytes).unwrap_or_else(|e| panic!("written, then refused: {e}"));
    set(&mut ir, hints(crate::limits::MAX_ATTRIBUTE_DEPTH + 1));
    let e = super::write(&ir, ir.top_level[0], crate::registry::oldest_version()).expect_err("257 levels");
    assert_eq!(e.message, "cannot write attributes nested more than 256 levels deep");
}

#[test]
fn debug_info_as_deep_as_the_reader_reads_is_written_and_no_deeper() {
    let mut ir = module("cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n");
    let k = entry(&ir);
    let file = Attribute::DIFile { name: "k.py".into(), directory: "/src".into() };
    let unit = Attribute::DICompileUnit { file: Arc::new(file.clone()) };
    let subprogram = Attribute::DISubprogram { file: Arc::new(file.clone()), line: 1, name: "k".into(), linkage_name: "k".into(), compile_unit: Arc::new(unit), scope_line: None };
    let source = ir.locations.push(Location::FileLineCol { file: Arc::from("k.py"), line: 2, col: 3 });
    let mut scope = subprogram;
    let mut deepest_written = 0;
    for blocks in 0..300 {
        let loc = ir.locations.push(Location::DebugInfo { source, scope: Box::new(scope.clone()) });
        ir.ops[k].location = loc;
        match super::write(&ir, ir.top_level[0], crate::registry::oldest_version()) {
            Ok(bytes) => {
                super::read(&bytes).unwrap_or_else(|e| panic!("{blocks} lexical blocks written, then refused: {e}"));
                deepest_written = blocks;
            }
            Err(d) => {
                assert_eq!(d.message, "cannot write attributes nested more than 256 levels deep");
                break;
            }
        }
        scope = Attribute::DILexicalBlock { scope: Arc::new(scope), file: Arc::new(file.clone()), line: 1, column: None };
    }
    // The scope chain, the subprogram, its compile unit, the unit's file: 256
    // levels of attributes (the location holding them counts as locations).
    assert_eq!(deepest_written, crate::limits::MAX_ATTRIBUTE_DEPTH - 3);
}


#[test]
fn a_signature_of_many_distinct_types_reads_in_linear_time() {
    // Each parameter's type is decoded once, and the scan of the signature's
    // components resumes where it stopped (restarting it per component was
    // quadratic in the parameters: 10^10 steps for these 100000).
    let mut ir = module("cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n");
    let k = entry(&ir);
    let f32t = ir.types.scalar(Scalar::F32);
    let inputs: Vec<_> = (1..=100_000).map(|n| ir.types.intern(TypeData::TensorView { element: f32t, shape: Box::new([n]), strides: Box::new([1]), ptr_attr: None })).collect();
    let sig = ir.types.intern(TypeData::Function { inputs: inputs.into(), results: Box::new([]) });
    ir.ops[k].attributes.retain(|(n, _)| n != "function_type");
    ir.ops[k].attributes.push(("function_type".into(), Attribute::Type(sig)));
    let bytes = super::write(&ir, ir.top_level[0], crate::registry::oldest_version()).expect("written");
    let back = super::read(&bytes).expect("read");
    let k = entry(&back);
    let Some(Attribute::Type(t)) = back.attr(k, "function_type") else { panic!("a signature") };
    assert!(matches!(back.types.get(*t), TypeData::Function { inputs, .. } if inputs.len() == 100_000));
}

/// Dense integer arrays refuse their type's extremes, as upstream's reader
/// does, naming the value at the array's offset.
#[test]
fn dense_arrays_refuse_extremes() {
    let c = super::encoding::Cursor::at(&[], 40);
    assert!(super::reader::refuse_extremes(&c, &[0i32, -5, 7], [i32::MIN, i32::MAX]).is_ok());
    let e = super::reader::refuse_extremes(&c, &[1i64, i64::MIN], [i64::MIN, i64::MAX]).unwrap_err();
    assert!(e.to_string().contains("array contains unsupported value -9223372036854775808"), "{e}");
    assert!(super::reader::refuse_extremes(&c, &[i32::MAX], [i32::MIN, i32::MAX]).is_err());
}
