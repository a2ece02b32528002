//! Differential fuzzing of the two executors: from the fuzzer's bytes, a
//! random small kernel (element-wise integer and float ops, comparisons and
//! selects, conversions and bitcasts, reductions and scans, `for` loops and
//! `if`s, tiles loaded from and stored to buffers through views, over a
//! grid of one or two tile blocks) with random input data, run on the CPU
//! interpreter and, lowered to PTX with run-time checks, on the PTX
//! emulator for sm_90, sm_80 and sm_75. It fails when they disagree: every output
//! buffer bit for bit (any NaN equals any NaN: payloads are canonical on
//! both, but an input NaN's payload may travel differently), or the error
//! either reports (message, location and tile block: undefined behaviour
//! is reported by both with the same words).
//!
//! Only ops whose results are exact are made (no `exp`, no `approx`), no
//! 64-bit overflow promise on `addi`, `subi`, `muli` (whose message names
//! the operands on the PTX side and the exact result in the interpreter,
//! docs/ptx.md), and no access outside the buffers (whose errors only the
//! interpreter words its way). A generated kernel that does not verify is
//! a bug of this generator and fails too.
//!
//! Where the interpreter runs the kernel, it runs it a second time after
//! loop-split, prefetch-loads and canonicalize (the passes that keep
//! results exact, as every run case does in tests/run.rs), which must give
//! the same buffers and printed text.
//!
//! One input in five makes a matrix-product loop instead ([`generate_product`]):
//! i8 x i8 into i32, or f16 x f16 into f32 on small integers (exact in any
//! order, so tensor cores must agree bit for bit), over tiles and tensors
//! of random sizes (ragged edges, K of 0, padding or none), which the
//! emulator also runs with `--prefetch` on sm_80 and sm_90a, where the
//! tiles go into shared memory with `cp.async` where they qualify.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_backend::interp::{self, KernelArg, Limits, RunOptions};
use tilesmith_backend::ptx::emulator::{self, EmulatorRunError};
use tilesmith_backend::ptx::{Arch, Checks};
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;
use tilesmith_transforms::pipeline::{parse_pipeline, run_pipeline};

/// The passes a kernel's results must survive.
const PASSES: &str = "builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=1}, prefetch-loads)), canonicalize)";

/// The fuzzer's bytes, read front to back; zeros once they run out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        self.byte() as usize % n.max(1)
    }
    fn pick<'t, T>(&mut self, items: &'t [T]) -> &'t T {
        &items[self.below(items.len())]
    }
    fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }
    fn bits(&mut self, bytes: usize) -> u64 {
        (0..bytes).fold(0u64, |v, i| v | (u64::from(self.byte()) << (8 * i)))
    }
    fn exhausted(&self) -> bool {
        self.at >= self.data.len()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    Bf16,
    F32,
    F64,
}

use Ty::*;

/// Overflow promises, none twice as likely as each.
const PROMISES: [&str; 5] = ["", "", " overflow<no_signed_wrap>", " overflow<no_unsigned_wrap>", " overflow<no_wrap>"];

const NUMBERS: [Ty; 8] = [I8, I16, I32, I64, F16, Bf16, F32, F64];
const INTEGERS: [Ty; 4] = [I8, I16, I32, I64];
const FLOATS: [Ty; 4] = [F16, Bf16, F32, F64];

impl Ty {
    fn name(self) -> &'static str {
        match self {
            I1 => "i1",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            F16 => "f16",
            Bf16 => "bf16",
            F32 => "f32",
            F64 => "f64",
        }
    }
    fn bits(self) -> u32 {
        match self {
            I1 => 1,
            I8 => 8,
            I16 | F16 | Bf16 => 16,
            I32 | F32 => 32,
            I64 | F64 => 64,
        }
    }
    fn bytes(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }
    fn is_float(self) -> bool {
        matches!(self, F16 | Bf16 | F32 | F64)
    }
    fn is_nan(self, bits: u64) -> bool {
        match self {
            F16 => bits & 0x7c00 == 0x7c00 && bits & 0x3ff != 0,
            Bf16 => bits & 0x7f80 == 0x7f80 && bits & 0x7f != 0,
            F32 => bits & 0x7f80_0000 == 0x7f80_0000 && bits & 0x7f_ffff != 0,
            F64 => bits & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && bits & 0xf_ffff_ffff_ffff != 0,
            _ => false,
        }
    }
    /// The integer type of the same width (bitcasts).
    fn same_width_integer(self) -> Ty {
        match self.bits() {
            16 => I16,
            32 => I32,
            _ => I64,
        }
    }
}

/// A kernel being written: its text, its parameters and the values in scope.
struct Gen<'a, 'b> {
    bytes: &'b mut Bytes<'a>,
    rows: usize,
    cols: usize,
    body: String,
    indent: usize,
    next: usize,
    /// Tiles of the kernel's shape in scope, innermost region last.
    scopes: Vec<Vec<(String, Ty)>>,
    depth: usize,
}

impl Gen<'_, '_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.body.push_str("  ");
        }
        self.body.push_str(text);
        self.body.push('\n');
    }
    fn tile(&self, ty: Ty) -> String {
        format!("tile<{}x{}x{}>", self.rows, self.cols, ty.name())
    }
    fn values(&self) -> Vec<(String, Ty)> {
        self.scopes.iter().flatten().cloned().collect()
    }
    fn add(&mut self, name: String, ty: Ty) {
        self.scopes.last_mut().expect("a scope").push((name, ty));
    }
    /// A value of type `ty` in scope, or a new constant of it.
    fn value_of(&mut self, ty: Ty) -> String {
        let candidates: Vec<String> = self.values().into_iter().filter(|(_, t)| *t == ty).map(|(n, _)| n).collect();
        if !candidates.is_empty() && self.bytes.below(4) != 0 {
            return self.bytes.pick(&candidates).clone();
        }
        self.constant(ty)
    }
    fn constant(&mut self, ty: Ty) -> String {
        let name = self.fresh();
        let value = self.literal(ty);
        let tile = self.tile(ty);
        self.line(&format!("{name} = constant <{}: {value}> : {tile}", ty.name()));
        name
    }
    /// A literal of `ty`: a small, special or raw integer, or a float's
    /// special or raw bits.
    fn literal(&mut self, ty: Ty) -> String {
        let special = self.bytes.below(3) == 0;
        match ty {
            I1 => (if self.bytes.flag() { "true" } else { "false" }).to_string(),
            _ if ty.is_float() => {
                let bits = if special { *self.bytes.pick(&float_specials(ty)) } else { self.bytes.bits(ty.bytes()) };
                format!("0x{bits:0width$X}", width = ty.bytes() * 2)
            }
            _ => {
                let bits = ty.bits();
                let v = if special {
                    let (min, max) = (i64::MIN >> (64 - bits), i64::MAX >> (64 - bits));
                    *self.bytes.pick(&[min, min + 1, max, max - 1, -1, bits as i64, bits as i64 - 1, bits as i64 + 1])
                } else {
                    let raw = self.bytes.bits(ty.bytes());
                    if self.bytes.flag() {
                        (raw % 9) as i64 - 4
                    } else {
                        sext(raw, bits)
                    }
                };
                v.to_string()
            }
        }
    }
    /// Any number-typed value in scope (or a constant).
    fn any_number(&mut self) -> (String, Ty) {
        let candidates: Vec<(String, Ty)> = self.values().into_iter().filter(|(_, t)| *t != I1).collect();
        if !candidates.is_empty() && self.bytes.below(5) != 0 {
            return self.bytes.pick(&candidates).clone();
        }
        let ty = *self.bytes.pick(&NUMBERS);
        (self.constant(ty), ty)
    }

    /// One op (or a loop or an if with ops inside).
    fn op(&mut self) {
        match self.bytes.below(14) {
            0..=3 => self.integer_op(),
            4..=6 => self.float_op(),
            7 => self.compare_select(),
            8 | 9 => self.conversion(),
            10 => self.reduction(),
            11 if self.depth < 2 => self.for_loop(),
            12 if self.depth < 2 => self.if_op(),
            _ => {
                let ty = *self.bytes.pick(&NUMBERS);
                let name = self.constant(ty);
                self.add(name, ty);
            }
        }
    }

    fn integer_op(&mut self) {
        let ty = *self.bytes.pick(&INTEGERS);
        let (a, b) = (self.value_of(ty), self.value_of(ty));
        let tile = self.tile(ty);
        let name = self.fresh();
        let signedness = if self.bytes.flag() { "signed" } else { "unsigned" };
        let promise = |g: &mut Self| -> &'static str {
            // 64-bit promises are left out: the backends word them differently (docs/ptx.md).
            if ty == I64 {
                return "";
            }
            PROMISES[g.bytes.below(PROMISES.len())]
        };
        let text = match self.bytes.below(16) {
            0 => format!("addi {a}, {b}{} : {tile}", promise(self)),
            1 => format!("subi {a}, {b}{} : {tile}", promise(self)),
            2 => format!("muli {a}, {b}{} : {tile}", promise(self)),
            3 => format!("divi {a}, {b} {signedness} : {tile}"),
            4 => format!("remi {a}, {b} {signedness} : {tile}"),
            5 => format!("maxi {a}, {b} {signedness} : {tile}"),
            6 => format!("mini {a}, {b} {signedness} : {tile}"),
            7 => format!("andi {a}, {b} : {tile}"),
            8 => format!("ori {a}, {b} : {tile}"),
            9 => format!("xori {a}, {b} : {tile}"),
            10 => {
                let p = *self.bytes.pick(&["", " overflow<no_signed_wrap>", " overflow<no_unsigned_wrap>"]);
                format!("shli {a}, {b}{p} : {tile}")
            }
            11 => format!("shri {a}, {b} {signedness} : {tile}"),
            12 => format!("mulhii {a}, {b} : {tile}"),
            13 => format!("negi {a} : {tile}"),
            14 => format!("absi {a} : {tile}"),
            _ => format!("xori {a}, {a} : {tile}"),
        };
        self.line(&format!("{name} = {text}"));
        self.add(name, ty);
    }

    fn float_op(&mut self) {
        let ty = *self.bytes.pick(&FLOATS);
        let (a, b, c) = (self.value_of(ty), self.value_of(ty), self.value_of(ty));
        let tile = self.tile(ty);
        let name = self.fresh();
        let rounding = *self.bytes.pick(&["", "", " rounding<zero>", " rounding<negative_inf>", " rounding<positive_inf>"]);
        let text = match self.bytes.below(13) {
            0 => format!("addf {a}, {b}{rounding} : {tile}"),
            1 => format!("subf {a}, {b}{rounding} : {tile}"),
            2 => format!("mulf {a}, {b}{rounding} : {tile}"),
            3 => format!("divf {a}, {b}{rounding} : {tile}"),
            4 => format!("fma {a}, {b}, {c}{rounding} : {tile}"),
            5 => format!("maxf {a}, {b} : {tile}"),
            6 => format!("minf {a}, {b} propagate_nan : {tile}"),
            7 => format!("negf {a} : {tile}"),
            8 => format!("absf {a} : {tile}"),
            9 => format!("ceil {a} : {tile}"),
            10 => format!("floor {a} : {tile}"),
            11 => format!("sqrt {a}{rounding} : {tile}"),
            _ => format!("remf {a}, {b} : {tile}"),
        };
        self.line(&format!("{name} = {text}"));
        self.add(name, ty);
    }

    fn compare_select(&mut self) {
        let (a, ty) = self.any_number();
        let b = self.value_of(ty);
        let predicate = *self.bytes.pick(&["equal", "not_equal", "less_than", "less_than_or_equal", "greater_than", "greater_than_or_equal"]);
        let name = self.fresh();
        let (tile, mask) = (self.tile(ty), self.tile(I1));
        if ty.is_float() {
            let ordered = if self.bytes.flag() { "ordered" } else { "unordered" };
            self.line(&format!("{name} = cmpf {predicate} {ordered} {a}, {b} : {tile} -> {mask}"));
        } else {
            let signedness = if self.bytes.flag() { "signed" } else { "unsigned" };
            self.line(&format!("{name} = cmpi {predicate} {a}, {b}, {signedness} : {tile} -> {mask}"));
        }
        self.add(name.clone(), I1);
        let (x, y) = (self.value_of(ty), self.value_of(ty));
        let chosen = self.fresh();
        self.line(&format!("{chosen} = select {name}, {x}, {y} : {mask}, {tile}"));
        self.add(chosen, ty);
    }

    fn conversion(&mut self) {
        let (a, from) = self.any_number();
        let name = self.fresh();
        let signedness = if self.bytes.flag() { "signed" } else { "unsigned" };
        let from_tile = self.tile(from);
        let to = match (from.is_float(), self.bytes.below(3)) {
            (false, 0) => {
                let to = *self.bytes.pick(&INTEGERS);
                if to.bits() > from.bits() {
                    self.line(&format!("{name} = exti {a} {signedness} : {from_tile} -> {}", self.tile(to)));
                } else if to.bits() < from.bits() {
                    let p = if from == I64 { "" } else { *self.bytes.pick(&["", " overflow<no_signed_wrap>", " overflow<no_unsigned_wrap>"]) };
                    self.line(&format!("{name} = trunci {a}{p} : {from_tile} -> {}", self.tile(to)));
                } else {
                    return;
                }
                to
            }
            (false, 1) => {
                let to = *self.bytes.pick(&FLOATS);
                self.line(&format!("{name} = itof {a} {signedness} : {from_tile} -> {}", self.tile(to)));
                to
            }
            (true, 0) => {
                let to = *self.bytes.pick(&INTEGERS);
                self.line(&format!("{name} = ftoi {a} {signedness} : {from_tile} -> {}", self.tile(to)));
                to
            }
            (true, 1) => {
                let to = *self.bytes.pick(&FLOATS);
                if to == from {
                    return;
                }
                if to == F32 && self.bytes.flag() {
                    // Through f8E8M0FNU (13.3), the scale format nothing else holds.
                    let scale = self.fresh();
                    let direction = *self.bytes.pick(&["zero", "positive_inf"]);
                    let scales = format!("tile<{}x{}xf8E8M0FNU>", self.rows, self.cols);
                    self.line(&format!("{scale} = ftof {a} rounding<{direction}> : {from_tile} -> {scales}"));
                    self.line(&format!("{name} = ftof {scale} : {scales} -> {}", self.tile(to)));
                } else {
                    self.line(&format!("{name} = ftof {a} : {from_tile} -> {}", self.tile(to)));
                }
                to
            }
            _ => {
                if from == I8 {
                    return;
                }
                let to = if from.is_float() {
                    from.same_width_integer()
                } else {
                    match from {
                        I16 => *self.bytes.pick(&[F16, Bf16]),
                        I32 => F32,
                        _ => F64,
                    }
                };
                self.line(&format!("{name} = bitcast {a} : {from_tile} -> {}", self.tile(to)));
                to
            }
        };
        self.add(name, to);
    }

    /// A reduction or a scan along one dimension, its result broadcast back
    /// to the kernel's shape.
    fn reduction(&mut self) {
        let ty = *self.bytes.pick(&[I32, I64, F32, F64]);
        let a = self.value_of(ty);
        let dim = self.bytes.below(2);
        let (combine, identity) = match (ty.is_float(), self.bytes.below(2)) {
            (false, 0) => ("addi", "0".to_string()),
            (false, _) => ("maxi", "0".to_string()),
            (true, 0) => ("addf", if ty == F32 { "0x00000000".to_string() } else { "0x0000000000000000".to_string() }),
            (true, _) => ("maxf", if ty == F32 { "0xFF800000".to_string() } else { "0xFFF0000000000000".to_string() }),
        };
        let combine_text = if combine == "maxi" { format!("maxi %e, %acc signed : tile<{}>", ty.name()) } else { format!("{combine} %e, %acc : tile<{}>", ty.name()) };
        let tile = self.tile(ty);
        let name = self.fresh();
        let scan = self.bytes.flag();
        let scalar = format!("tile<{}>", ty.name());
        if scan {
            let reverse = if self.bytes.flag() { "true" } else { "false" };
            self.line(&format!("{name} = scan {a} dim={dim} reverse={reverse} identities=[{identity} : {}] : {tile} -> {tile}", ty.name()));
        } else {
            let reduced = if dim == 0 { self.cols } else { self.rows };
            self.line(&format!("{name} = reduce {a} dim={dim} identities=[{identity} : {}] : {tile} -> tile<{reduced}x{}>", ty.name(), ty.name()));
        }
        self.line(&format!("(%e: {scalar}, %acc: {scalar}) {{"));
        self.indent += 1;
        let sum = self.fresh();
        self.line(&format!("{sum} = {combine_text}"));
        self.line(&format!("yield {sum} : {scalar}"));
        self.indent -= 1;
        self.line("}");
        if scan {
            self.add(name, ty);
            return;
        }
        let (reduced, kept) = if dim == 0 { (self.cols, format!("tile<1x{}x{}>", self.cols, ty.name())) } else { (self.rows, format!("tile<{}x1x{}>", self.rows, ty.name())) };
        let reshaped = self.fresh();
        self.line(&format!("{reshaped} = reshape {name} : tile<{reduced}x{}> -> {kept}", ty.name()));
        let unit = if dim == 0 { self.rows } else { self.cols };
        if unit == 1 {
            self.add(reshaped, ty);
            return;
        }
        let wide = self.fresh();
        self.line(&format!("{wide} = broadcast {reshaped} : {kept} -> {tile}"));
        self.add(wide, ty);
    }

    fn body_ops(&mut self) {
        for _ in 0..1 + self.bytes.below(3) {
            self.op();
        }
    }

    /// `for` over 0 to 3 iterations carrying one tile.
    fn for_loop(&mut self) {
        let (init, ty) = self.any_number();
        let (lo, hi, step) = (self.bytes.below(3), self.bytes.below(5), 1 + self.bytes.below(2));
        let (l, h, s) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{l} = constant <i32: {lo}> : tile<i32>"));
        self.line(&format!("{h} = constant <i32: {hi}> : tile<i32>"));
        self.line(&format!("{s} = constant <i32: {step}> : tile<i32>"));
        let (name, iv, acc) = (self.fresh(), self.fresh(), self.fresh());
        let tile = self.tile(ty);
        self.line(&format!("{name} = for {iv} in ({l} to {h}, step {s}) : tile<i32> iter_values({acc} = {init}) -> ({tile}) {{"));
        self.indent += 1;
        self.depth += 1;
        self.scopes.push(vec![(acc, ty)]);
        self.body_ops();
        let next = self.value_of(ty);
        self.line(&format!("continue {next} : {tile}"));
        self.scopes.pop();
        self.depth -= 1;
        self.indent -= 1;
        self.line("}");
        self.add(name, ty);
    }

    /// `if` on the scalar parameter, each branch yielding one tile.
    fn if_op(&mut self) {
        let ty = *self.bytes.pick(&NUMBERS);
        let k = self.fresh();
        let literal = (self.bytes.below(5) as i64) - 2;
        self.line(&format!("{k} = constant <i32: {literal}> : tile<i32>"));
        let predicate = *self.bytes.pick(&["equal", "less_than", "greater_than"]);
        let condition = self.fresh();
        self.line(&format!("{condition} = cmpi {predicate} %flag, {k}, signed : tile<i32> -> tile<i1>"));
        let name = self.fresh();
        let tile = self.tile(ty);
        self.line(&format!("{name} = if {condition} -> ({tile}) {{"));
        for branch in 0..2 {
            self.indent += 1;
            self.depth += 1;
            self.scopes.push(Vec::new());
            self.body_ops();
            let v = self.value_of(ty);
            self.line(&format!("yield {v} : {tile}"));
            self.scopes.pop();
            self.depth -= 1;
            self.indent -= 1;
            self.line(if branch == 0 { "} else {" } else { "}" });
        }
        self.add(name, ty);
    }
}

/// Bit patterns of a float type where arithmetic has its edges: zeros,
/// infinities, a quiet and a payload NaN, the largest finite, the smallest
/// normal and subnormal, one and minus one, one half.
fn float_specials(ty: Ty) -> [u64; 12] {
    match ty {
        F16 => [0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7d01, 0x7bff, 0x0400, 0x0001, 0x3c00, 0xbc00, 0x3800],
        Bf16 => [0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0x7fa1, 0x7f7f, 0x0080, 0x0001, 0x3f80, 0xbf80, 0x3f00],
        F32 => [0, 0x8000_0000, 0x7f80_0000, 0xff80_0000, 0x7fc0_0000, 0x7fa0_0001, 0x7f7f_ffff, 0x0080_0000, 1, 0x3f80_0000, 0xbf80_0000, 0x3f00_0000],
        _ => [
            0,
            0x8000_0000_0000_0000,
            0x7ff0_0000_0000_0000,
            0xfff0_0000_0000_0000,
            0x7ff8_0000_0000_0000,
            0x7ff4_0000_0000_0001,
            0x7fef_ffff_ffff_ffff,
            0x0010_0000_0000_0000,
            1,
            0x3ff0_0000_0000_0000,
            0xbff0_0000_0000_0000,
            0x3fe0_0000_0000_0000,
        ],
    }
}

fn sext(v: u64, bits: u32) -> i64 {
    let shift = 64 - bits;
    ((v << shift) as i64) >> shift
}

/// A kernel, its launch and how to read its outputs.
struct Case {
    text: String,
    grid: [i64; 3],
    args: Vec<KernelArg>,
    /// Each buffer parameter's element type (`None` for scalars).
    buffer_types: Vec<Option<Ty>>,
    /// A matrix-product loop: run with `--prefetch` too.
    product: bool,
}

fn view_type(rows: usize, cols: usize, blocks: usize, ty: Ty) -> (String, String) {
    let tensor = format!("tensor_view<{}x{cols}x{}, strides=[{cols},1]>", rows * blocks, ty.name());
    let partition = format!("partition_view<tile=({rows}x{cols}), {tensor}>");
    (tensor, partition)
}

/// A K loop of tile products: `C[bx, by] = sum over k of A[bx, k] B[k,
/// by]` from zero, i8 x i8 into i32 (signedness random) or f16 x f16 into
/// f32 with elements in [-4, 4] (every sum exact), each tile size and
/// tensor size random (a tensor may end inside a tile, K may be 0), rows
/// padded to a multiple of 16 elements from buffers assumed 16-byte
/// aligned (as launches give them), the views' padding zero or none (or
/// NaN for f16, which a copy cannot make), B given as it is or as its
/// transpose (each tile permuted into B).
fn generate_product(bytes: &mut Bytes<'_>) -> Case {
    let f16 = bytes.flag();
    let (elem, acc) = if f16 { ("f16", "f32") } else { ("i8", "i32") };
    let (tm, tn, tk) = (16 << bytes.below(3), 16 << bytes.below(3), if f16 { 16 << bytes.below(3) } else { 32 << bytes.below(2) });
    let (bm, bn) = (1 + bytes.below(2), 1 + bytes.below(2));
    let m = (tm * bm - bytes.below(tm)).max(1);
    let n = (tn * bn - bytes.below(tn)).max(1);
    let k = bytes.below(3 * tk + 1);
    let (lda, ldb) = (k.next_multiple_of(16).max(16) + 16 * bytes.below(2), n.next_multiple_of(16) + 16 * bytes.below(2));
    let paddings: &[&str] = if f16 { &["", "padding_value = zero, ", "padding_value = nan, "] } else { &["", "padding_value = zero, "] };
    let (pad_a, pad_b) = (*bytes.pick(paddings), *bytes.pick(paddings));
    // B given as its transpose (N rows of K), each tile permuted into B.
    let bt = bytes.flag();
    let ldb = if bt { k.next_multiple_of(16).max(16) + 16 * bytes.below(2) } else { ldb };
    let signs = ["signed", "unsigned"];
    let (sa, sb) = (*bytes.pick(&signs), *bytes.pick(&signs));
    let element = |bytes: &mut Bytes<'_>| -> Vec<u8> {
        let b = bytes.byte();
        if f16 {
            // (b % 9) - 4 as an f16: small integers, exact products and sums.
            let v = (b % 9) as i32 - 4;
            let bits: u16 = match v {
                0 => 0,
                _ => {
                    let a = v.unsigned_abs();
                    let e = 31 - a.leading_zeros();
                    let mantissa = (a << (10 - e)) & 0x3ff;
                    (if v < 0 { 0x8000 } else { 0 }) | ((e as u16 + 15) << 10) | mantissa as u16
                }
            };
            bits.to_le_bytes().to_vec()
        } else {
            vec![b]
        }
    };
    let buffer = |bytes: &mut Bytes<'_>, rows: usize, stride: usize| -> Vec<u8> { (0..rows.max(1) * stride).flat_map(|_| element(bytes)).collect() };
    let a = buffer(bytes, m, lda);
    let b = if bt { buffer(bytes, n, ldb) } else { buffer(bytes, k, ldb) };
    let view = |rows: usize, cols: usize, stride: usize, tr: usize, tc: usize, pad: &str, ty: &str| {
        let tensor = format!("tensor_view<{rows}x{cols}x{ty}, strides=[{stride},1]>");
        (format!("partition_view<tile=({tr}x{tc}), {pad}{tensor}>"), tensor)
    };
    let (a_pv, a_tv) = view(m, k.max(1), lda, tm, tk, pad_a, elem);
    let (b_pv, b_tv) = if bt { view(n, k.max(1), ldb, tn, tk, pad_b, elem) } else { view(k.max(1), n, ldb, tk, tn, pad_b, elem) };
    let (c_pv, c_tv) = view(m, n, n, tm, tn, "", acc);
    let product = if f16 {
        format!("mmaf %ta, %tb, %sum : tile<{tm}x{tk}x{elem}>, tile<{tk}x{tn}x{elem}>, tile<{tm}x{tn}x{acc}>")
    } else {
        format!("mmai %ta, %tb, %sum {sa} {sb} : tile<{tm}x{tk}x{elem}>, tile<{tk}x{tn}x{elem}>, tile<{tm}x{tn}x{acc}>")
    };
    let zero = if f16 { "0.000000e+00" } else { "0" };
    // K of 0: the tensors keep one column (a shape of 0 is not a tensor), and the loop runs no step.
    let steps = k.div_ceil(tk);
    let body = format!(
        "    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<{elem}>>
    %b16 = assume div_by<16>, %b : tile<ptr<{elem}>>
    %a_tv = make_tensor_view %a16, shape = [{m}, {ka}], strides = [{lda}, 1] : {a_tv}
    %b_tv = make_tensor_view %b16, shape = [{b_shape}], strides = [{ldb}, 1] : {b_tv}
    %c_tv = make_tensor_view %c, shape = [{m}, {n}], strides = [{n}, 1] : {c_tv}
    %a_pv = make_partition_view %a_tv : {a_pv}
    %b_pv = make_partition_view %b_tv : {b_pv}
    %c_pv = make_partition_view %c_tv : {c_pv}
    %zero = constant <{acc}: {zero}> : tile<{tm}x{tn}x{acc}>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %steps = constant <i32: {steps}> : tile<i32>
    %r = for %i in (%c0 to %steps, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<{tm}x{tn}x{acc}>) {{
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %i] : {a_pv}, tile<i32> -> tile<{tm}x{tk}x{elem}>, token
{load_b}      %next = {product}
      continue %next : tile<{tm}x{tn}x{acc}>
    }}
    %st = store_view_tko weak %r, %c_pv[%bx, %by] : tile<{tm}x{tn}x{acc}>, {c_pv}, tile<i32> -> token
    return
",
        ka = k.max(1),
        b_shape = if bt { format!("{n}, {}", k.max(1)) } else { format!("{}, {n}", k.max(1)) },
        load_b = if bt {
            format!("      %tbt, %tbt_tok = load_view_tko weak %b_pv[%by, %i] : {b_pv}, tile<i32> -> tile<{tn}x{tk}x{elem}>, token\n      %tb = permute %tbt [1, 0] : tile<{tn}x{tk}x{elem}> -> tile<{tk}x{tn}x{elem}>\n")
        } else {
            format!("      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %by] : {b_pv}, tile<i32> -> tile<{tk}x{tn}x{elem}>, token\n")
        },
    );
    let text = format!("cuda_tile.module @fuzz {{\n  entry @k(%a: tile<ptr<{elem}>>, %b: tile<ptr<{elem}>>, %c: tile<ptr<{acc}>>) {{\n{body}  }}\n}}\n");
    let (ty_in, ty_out) = if f16 { (F16, F32) } else { (I8, I32) };
    Case { text, grid: [bm as i64, bn as i64, 1], args: vec![KernelArg::Buffer(a), KernelArg::Buffer(b), KernelArg::Zeroed(m * n * 4)], buffer_types: vec![Some(ty_in), Some(ty_in), Some(ty_out)], product: true }
}

fn generate(data: &[u8]) -> Case {
    let mut bytes = Bytes { data, at: 0 };
    if bytes.below(5) == 4 {
        return generate_product(&mut bytes);
    }
    let rows = 1 << bytes.below(5);
    let cols = 1 << bytes.below(5);
    let blocks = 1 + bytes.below(2);
    let flag = (bytes.below(5) as i64) - 2;
    let inputs: Vec<Ty> = (0..1 + bytes.below(3)).map(|_| *bytes.pick(&NUMBERS)).collect();
    let mut args = Vec::new();
    let mut buffer_types = Vec::new();
    let mut params = Vec::new();
    for (i, &ty) in inputs.iter().enumerate() {
        params.push(format!("%in{i}: tile<ptr<{}>>", ty.name()));
        let len = rows * cols * blocks * ty.bytes();
        args.push(KernelArg::Buffer((0..len).map(|_| bytes.byte()).collect()));
        buffer_types.push(Some(ty));
    }
    let mut gen = Gen { bytes: &mut bytes, rows, cols, body: String::new(), indent: 2, next: 0, scopes: vec![Vec::new()], depth: 0 };
    gen.line("%bx, %by, %bz = get_tile_block_id : tile<i32>");
    gen.line("%c0 = constant <i32: 0> : tile<i32>");
    for (i, &ty) in inputs.iter().enumerate() {
        let (tensor, partition) = view_type(rows, cols, blocks, ty);
        gen.line(&format!("%tv_in{i} = make_tensor_view %in{i}, shape = [{}, {cols}], strides = [{cols}, 1] : {tensor}", rows * blocks));
        gen.line(&format!("%pv_in{i} = make_partition_view %tv_in{i} : {partition}"));
        gen.line(&format!("%x{i}, %tok_in{i} = load_view_tko weak %pv_in{i}[%bx, %c0] : {partition}, tile<i32> -> {}, token", gen.tile(ty)));
        gen.add(format!("%x{i}"), ty);
    }
    for _ in 0..1 + gen.bytes.below(12) {
        if gen.bytes.exhausted() {
            break;
        }
        gen.op();
    }
    // Store some of what was computed (at least the last value).
    let values = gen.values();
    let mut stored: Vec<(String, Ty)> = values.iter().filter(|_| gen.bytes.below(3) == 0).cloned().collect();
    if let Some(last) = values.last() {
        stored.push(last.clone());
    }
    for (j, (name, ty)) in stored.iter().enumerate() {
        let (tensor, partition) = view_type(rows, cols, blocks, *ty);
        params.push(format!("%out{j}: tile<ptr<{}>>", ty.name()));
        args.push(KernelArg::Zeroed(rows * cols * blocks * ty.bytes()));
        buffer_types.push(Some(*ty));
        gen.line(&format!("%tv_out{j} = make_tensor_view %out{j}, shape = [{}, {cols}], strides = [{cols}, 1] : {tensor}", rows * blocks));
        gen.line(&format!("%pv_out{j} = make_partition_view %tv_out{j} : {partition}"));
        gen.line(&format!("%tok_out{j} = store_view_tko weak {name}, %pv_out{j}[%bx, %c0] : {}, {partition}, tile<i32> -> token", gen.tile(*ty)));
    }
    gen.line("return");
    params.push("%flag: tile<i32>".to_string());
    args.push(KernelArg::Scalar(flag as u64 & 0xffff_ffff));
    buffer_types.push(None);
    let text = format!("cuda_tile.module @fuzz {{\n  entry @k({}) {{\n{}  }}\n}}\n", params.join(", "), gen.body);
    Case { text, grid: [blocks as i64, 1, 1], args, buffer_types, product: false }
}

/// Two runs' buffers agree: bit for bit, any NaN matching any NaN.
fn same_buffers(case: &Case, a: &[Option<Vec<u8>>], b: &[Option<Vec<u8>>]) -> Result<(), String> {
    for (i, ((x, y), ty)) in a.iter().zip(b).zip(&case.buffer_types).enumerate() {
        let (Some(x), Some(y), Some(ty)) = (x, y, ty) else { continue };
        if x.len() != y.len() {
            return Err(format!("buffer #{i}: {} bytes against {}", x.len(), y.len()));
        }
        let width = ty.bytes();
        for (e, (u, v)) in x.chunks(width).zip(y.chunks(width)).enumerate() {
            let read = |c: &[u8]| c.iter().rev().fold(0u64, |v, &b| (v << 8) | u64::from(b));
            let (u, v) = (read(u), read(v));
            if u != v && !(ty.is_nan(u) && ty.is_nan(v)) {
                return Err(format!("buffer #{i} ({}) element {e}: interpreter {u:#x}, emulator {v:#x}", ty.name()));
            }
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let case = generate(data);
    // To read what an input makes: INTERP_VS_EMULATOR_PRINT=1 .../interp_vs_emulator <input>
    let show = std::env::var_os("INTERP_VS_EMULATOR_PRINT").is_some();
    if show {
        eprintln!("{}grid {:?}", case.text, case.grid);
    }
    let ir = match parse(&case.text, "fuzz.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: true }) {
        Ok(ir) => ir,
        Err(d) => panic!("the generated kernel does not parse: {}\n{}", d.message, case.text),
    };
    let verified = match verify(&ir) {
        Ok(v) => v,
        Err(d) => panic!("the generated kernel does not verify: {}\n{}", d.message, case.text),
    };
    let limits = Limits { max_steps: 10_000_000, max_work: 100_000_000, memory_budget: 1 << 28 };
    let options = RunOptions { check_assumptions: true, parallel: false, limits };
    let reference = interp::run(verified, "k", case.grid, case.args.clone(), options.clone());
    if show {
        eprintln!("interpreter: {:?}", reference.as_ref().map(|o| &o.buffers).map_err(|e| e.to_string()));
    }
    if let Ok(r) = &reference {
        // The passes that keep results exact change none of them.
        let mut passed = ir.clone();
        let pipeline = parse_pipeline(PASSES).unwrap_or_else(|e| panic!("the pipeline does not parse: {e}"));
        if run_pipeline(&mut passed, &pipeline).is_ok() {
            let printed = || print_ir(&passed, &PrintOptions::default());
            let again = verify(&passed).unwrap_or_else(|d| panic!("after {PASSES} the kernel does not verify: {}\n{}", d.message, printed()));
            match interp::run(again, "k", case.grid, case.args.clone(), options) {
                Ok(p) => {
                    if let Err(why) = same_buffers(&case, &r.buffers, &p.buffers) {
                        panic!("the results differ after {PASSES}: {why}\n{}\n{}", case.text, printed());
                    }
                    assert_eq!(r.printed, p.printed, "the printed text differs after {PASSES}\n{}", case.text);
                }
                Err(e) => panic!("after {PASSES} the interpreter failed: {e}\n{}\n{}", case.text, printed()),
            }
        }
    }
    let checks = Checks { undefined_behaviour: true, assumptions: true };
    // Per run: the architecture, and how many iterations ahead loops load (0: not at all).
    let mut runs: Vec<(Arch, u32)> = [Arch::Sm90, Arch::Sm80, Arch::Sm75].into_iter().map(|a| (a, 0)).collect();
    if case.product {
        runs.extend([(Arch::Sm80, 1), (Arch::Sm90a, 1), (Arch::Sm90a, 2)]);
    }
    for (arch, ahead) in runs {
        // With --prefetch, without run-time checks (their barriers would order what the copies must).
        let prefetch = ahead > 0;
        let checks = if prefetch { Checks::NONE } else { checks };
        let options = tilesmith_backend::ptx::ModuleOptions { checks, prefetch, prefetch_distance: ahead.max(1), ..Default::default() };
        let emulated = emulator::run(verified, "k", case.grid, case.args.clone(), arch, &options, &Limits { max_steps: 1_000_000_000, ..limits });
        let context = || format!("on {arch:?}{}\n{}", if prefetch { format!(" with --prefetch-distance {ahead}") } else { String::new() }, case.text);
        match (&reference, emulated) {
            (Ok(r), Ok(e)) => {
                if let Err(why) = same_buffers(&case, &r.buffers, &e.buffers) {
                    panic!("the results differ: {why}\n{}", context());
                }
                assert_eq!(r.printed, e.printed, "the printed text differs {}", context());
            }
            // An op the PTX backend does not lower yet is not a disagreement.
            (_, Err(EmulatorRunError::Lower(e))) if e.message.contains("cannot lower") => return,
            (Err(r), Err(EmulatorRunError::Kernel { error, .. })) => {
                let (a, b) = ((&r.message, r.location, r.tile_block), (&error.message, error.location, error.tile_block));
                assert_eq!(a, b, "the errors differ {}", context());
            }
            (Err(r), Err(EmulatorRunError::Launch(e))) => assert_eq!(r.message, e.message, "the launch errors differ {}", context()),
            (Ok(_), Err(e)) => panic!("the emulator failed where the interpreter ran: {e}\n{}", context()),
            (Err(r), Ok(_)) => panic!("the interpreter failed where the emulator ran: {r}\n{}", context()),
            (Err(r), Err(e)) => panic!("the interpreter failed with '{r}', the emulator with '{e}'\n{}", context()),
        }
    }
});
