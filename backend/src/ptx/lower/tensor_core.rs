//! `mmaf` and `mmai` on tensor cores: `mma.sync.aligned` warp instructions
//! (sm_80 and newer; f16 and f8 on sm_75 too), for the input types and
//! shapes that have one.
//!
//! The instruction forms (PTX ISA, "Warp Level Matrix Multiply-Accumulate
//! Instructions"), each computing one 16x8 output fragment per warp:
//! - f16 x f16 into f32 or f16: `m16n8k16.row.col.{f32,f16}.f16.f16.{f32,f16}`;
//! - bf16 x bf16 into f32: `m16n8k16 ... .f32.bf16.bf16.f32`;
//! - tf32 x tf32 into f32: `m16n8k8 ... .f32.tf32.tf32.f32`;
//! - f8 (e4m3, e5m2) into f32 or f16: converted to f16 (exactly: every f8
//!   value is an f16) and multiplied as f16;
//! - i8 x i8 into i32, each operand signed or unsigned: `m16n8k32` (or
//!   `m16n8k16` where K is not a multiple of 32) `.s32.{s8,u8}.{s8,u8}.s32`,
//!   without `.satfinite`, so sums wrap as the interpreter's do.
//!
//! sm_75 (Turing) has one form, `m16n8k8.row.col.{f32,f16}.f16.f16.{f32,f16}`:
//! there f16 and f8 products take the f16 path above with each k16 step
//! issued as two m16n8k8 instructions (A's registers 0-1 with B's 0, then
//! A's 2-3 with B's 1: the ISA's m16n8k16 fragments are two m16n8k8
//! fragments side by side along K), so staging and `ldmatrix` are unchanged.
//!
//! The rest (f32 and f64 inputs, and shapes whose M is not a multiple of 16,
//! N of 8 or K of the instruction's k) stays on the scalar path
//! ([`super::mma`]), as do bf16, tf32 and i8 on sm_75.
//!
//! Where layout assignment gave the accumulator and the result the
//! fragment layout ([`fragment_layout`], [`Layout::Fragment`]), only A and B
//! are staged and the instructions work on the result's own registers
//! ([`TensorCore::emit_direct`]). Otherwise (a first design: operands pass
//! through shared memory):
//! 1. Every thread writes the operand elements it holds into shared memory:
//!    A as rows of K elements (`[batch * M][K]`), B transposed (`[batch * N][K]`),
//!    so that the 2 (16-bit), 4 (8-bit) or 1 (tf32) consecutive elements of
//!    one fragment register are one 32-bit word, and the registers of a
//!    fragment are 8x8 matrices of 16-byte rows, which one `ldmatrix`
//!    (`.m8n8.x4`, `.x2`, `.x1`, `.b16`: it moves bits, so 8-bit and tf32
//!    elements go as well) hands out in the fragment layout. The rows are
//!    staged as planes of 16-byte chunks ([`staging_rows`]): chunk `c` of
//!    every row, row after row, then chunk `c + 1`, so that the 8 rows an
//!    `ldmatrix` matrix reads are 128 consecutive bytes, in all 32 banks,
//!    and each plane is padded so that a warp's stores of consecutive
//!    chunks of a row land in different banks too (f64, read by
//!    `ld.shared.f64`, keeps rows padded by 16 bytes).
//! 2. The output is done in bands of rows (all of it when it fits): the
//!    accumulator elements of a band are written to a band buffer in shared
//!    memory (unless the accumulator is one value, a splat constant or a
//!    broadcast scalar: then its fragments start from that register), the
//!    CTA synchronizes, and the band's 16x8 fragments are dealt
//!    to the 4 warps in turn (warp `w` takes fragments `w, w + 4, ...`). A
//!    warp loads its accumulator fragments from the buffer, runs the K loop
//!    (a PTX loop when K spans several instructions: an `ldmatrix` per A
//!    and per B fragment, one `mma.sync` per output fragment), and writes
//!    the fragments back in place. After a second barrier every thread reads
//!    the result elements it holds. Two band buffers alternate, so staging
//!    the next band's accumulator needs no third barrier.
//!
//! The fragment layouts are the ISA's ("Matrix Fragments for mma.m16n8k16",
//! "... mma.m16n8k8", "... mma.m16n8k32"): with `g = lane / 4` and `t = lane
//! % 4`, register `r` of A holds row `g + 8 (r % 2)`, columns from `t p + (r
//! / 2) k / 2` (`p` elements per register), register `r` of B holds column
//! `g`, rows from `t p + r k / 2`, and accumulator element `i` is row `g + 8
//! (i / 2)`, column `2 t + i % 2`.

use crate::ptx::isa::{op, Count, Flag, Mnemonic, Opcode, Shape, Space, Type, Vector};
use tilesmith_dialect::generated::ops::core::{BroadcastOp, ConstantOp};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::{Ir, OpId, TypeData, Value};
use tilesmith_dialect::registry::OpKind;

use super::super::instr::{Guard, Operand, Reg, RegClass};
use super::super::layout::{Layout, Layouts};
use super::super::{Arch, Feature, LowerError};
use super::shape::{log2, shape_of, shared_base};
use super::placement::{self, Placement, Swizzle};
use super::resident::MmaOperand;
use super::{imm, Lowered, Lowerer, TileRegs};
use crate::shared::value::{dense_tile, Elem};

type Result<T> = std::result::Result<T, LowerError>;

/// Threads per warp, and per warpgroup.
const WARP: u64 = 32;
const WARPGROUP: i64 = 128;

/// The shared-memory limits a product's plan is sought under, in turn: the
/// portable 48 KiB first (a plan that fits there is taken as it would be
/// anywhere: more shared memory costs CTAs a multiprocessor), then the
/// kernel's `limit` ([`Arch::shared_limit`]) where it is more.
fn shared_limits(limit: u64) -> impl Iterator<Item = i64> {
    let portable = crate::ptx::arch::PORTABLE_SHARED;
    [portable].into_iter().chain((limit > portable).then_some(limit)).map(|l| l as i64)
}

/// The most output elements a band holds when the whole output does not
/// fit in one: 32 fragments, 8 per warp, so 32 accumulator registers a thread.
const BAND_ELEMENTS: i64 = 4096;

/// Bytes each staged f64 row is padded by (bank-conflict-free fragment
/// loads), and each band buffer row where [`band_pads`]' first does not fit.
const ROW_PAD: i64 = 16;

/// The pads to try, in order, for band buffer rows of accumulators of
/// `acc`: the accumulator's bytes times 8, then (if that differs and does
/// not fit) [`ROW_PAD`]. A warp's fragment accesses are `2 t` columns of
/// rows `g` (and `g + 8`), 4 bytes a thread (f16 pairs: the whole warp's 8
/// rows in one phase), 8 (f32, i32: half warps, 4 rows) or 16 (f64: quarter
/// warps, 2 rows), so the rows of one phase start 4, 8 or 16 banks apart
/// when a row is the accumulator's bytes times 8 past a multiple of 128 bytes.
fn band_pads(acc: Acc) -> Vec<i64> {
    let pad = 8 * acc.bytes();
    if pad == ROW_PAD {
        vec![pad]
    } else {
        vec![pad, ROW_PAD]
    }
}

/// How `rows` staged rows of `row_bytes` bytes lie: the bytes from one row
/// to the next, from one 16-byte chunk of a row to the next, and in all.
/// For `ldmatrix` (all but f64) the rows are planes of chunks: chunk `c` of
/// row `r` at `c P + 16 r`, so the 8 rows a matrix reads are 128
/// consecutive bytes. `P` is the plane's `16 rows` bytes, padded (where
/// `pad` is not 0) by 16 bytes times 8 over the chunks a row has (at least
/// 16), so that the chunks a quarter warp stores, consecutive chunks of
/// consecutive rows, start in 8 different groups of 4 banks. f64 rows
/// (read by `ld.shared.f64`) follow each other, padded (where `pad` is
/// not 0) by 32 bytes: a half warp's fragment loads are 4 rows (`g`) of 4
/// consecutive elements (`t`), 8 banks a row, so the rows start 8 banks apart.
fn staging_rows(i: &Instruction, rows: i64, row_bytes: i64, pad: i64) -> (i64, i64, i64) {
    if i.staging == Staging::F64 {
        let stride = row_bytes + if pad == 0 { 0 } else { 32 };
        return (stride, 16, rows * stride);
    }
    let chunks = row_bytes / 16;
    let plane = 16 * rows + if pad == 0 { 0 } else { 16 * (8 / chunks).max(1) };
    (16, plane, chunks * plane)
}

/// The accumulator of an instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Acc {
    F32,
    F16,
    S32,
    F64,
}

impl Acc {
    fn ty(self) -> Type {
        match self {
            Acc::F32 => Type::F32,
            Acc::F16 => Type::F16,
            Acc::S32 => Type::S32,
            Acc::F64 => Type::F64,
        }
    }

    fn bytes(self) -> i64 {
        match self {
            Acc::F16 => 2,
            Acc::F32 | Acc::S32 => 4,
            Acc::F64 => 8,
        }
    }

    /// Registers of one 16x8 fragment: four elements, two per register for f16.
    fn registers(self) -> usize {
        match self {
            Acc::F16 => 2,
            Acc::F32 | Acc::S32 | Acc::F64 => 4,
        }
    }

    fn class(self) -> RegClass {
        match self {
            Acc::F32 => RegClass::F32,
            Acc::F64 => RegClass::F64,
            Acc::F16 | Acc::S32 => RegClass::B32,
        }
    }
}

/// How an input element is written to shared memory.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Staging {
    /// Its 16 bits as they are (f16, bf16).
    Half,
    /// Converted to f16, exactly (f8).
    F8ToF16,
    /// Its 32 bits with the 13 bits below tf32's mantissa cleared.
    Tf32,
    /// Its low byte (i8, signed or unsigned).
    Byte,
    /// Its 64 bits (f64: fragments are read by `ld.shared.f64`, not `ldmatrix`).
    F64,
}

impl Staging {
    fn bytes(self) -> i64 {
        match self {
            Staging::Half | Staging::F8ToF16 => 2,
            Staging::Tf32 => 4,
            Staging::Byte => 1,
            Staging::F64 => 8,
        }
    }
}

/// One `mma.sync` form: `m16n8k{k}`, or, where `halves` is set, a k step
/// issued as two `m16n8k{k / 2}` instructions (f16 on sm_75).
#[derive(Clone, Copy, Debug)]
struct Instruction {
    k: i64,
    halves: bool,
    a_type: Type,
    b_type: Type,
    acc: Acc,
    staging: Staging,
}

impl Instruction {
    fn opcode(&self) -> Opcode {
        if self.staging == Staging::F64 {
            return op!("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64");
        }
        let acc = self.acc.ty();
        let k = if self.halves { self.k / 2 } else { self.k };
        let shape = Shape { m: 16, n: 8, k: k as u16 };
        op!("mma.sync.aligned").with(shape).with(Flag::Row).with(Flag::Col).with(acc).with(self.a_type).with(self.b_type).with(acc)
    }

    /// The `wgmma.mma_async` of this input and accumulator with N = `n`.
    fn wgmma_opcode(&self, n: i64) -> Opcode {
        let shape = Shape { m: 64, n: n as u16, k: self.k as u16 };
        op!("wgmma.mma_async.sync.aligned").with(shape).with(self.acc.ty()).with(self.a_type).with(self.b_type)
    }

    /// 32-bit registers of an A fragment (16 x k) and of a B fragment (k x 8).
    fn a_registers(&self) -> i64 {
        self.k * self.staging.bytes() / 8
    }

    fn b_registers(&self) -> i64 {
        self.k * self.staging.bytes() / 16
    }

    /// Bytes of one K step along a staged row.
    fn step_bytes(&self) -> i64 {
        self.k * self.staging.bytes()
    }

    /// Whether `mma.sync` reads B with `ldmatrix.trans` from rows of N
    /// ([`Plan::b_n_major`]): for 16-bit staged elements, which is what
    /// `.trans` moves (i8's and tf32's B fragments pair elements along K in
    /// other widths, and f64 reads B by `ld.shared`).
    fn ldmatrix_trans(&self) -> bool {
        matches!(self.staging, Staging::Half | Staging::F8ToF16)
    }
}

/// The instruction for these element types on `arch`, if there is one.
fn instruction(arch: Arch, lhs: Scalar, rhs: Scalar, acc: Scalar, integer: bool, signed: [bool; 2], k: i64) -> Option<Instruction> {
    if lhs != rhs {
        return None;
    }
    if !arch.has(Feature::MmaSync) {
        // sm_75: f16 m16n8k8, two to each k16 step of the f16 forms below.
        let acc = match acc {
            Scalar::F32 => Acc::F32,
            Scalar::F16 => Acc::F16,
            _ => return None,
        };
        let staging = match lhs {
            Scalar::F16 if !integer => Staging::Half,
            Scalar::F8E4m3fn | Scalar::F8E5m2 if !integer => Staging::F8ToF16,
            _ => return None,
        };
        return Some(Instruction { k: 16, halves: true, a_type: Type::F16, b_type: Type::F16, acc, staging });
    }
    let float = |k, ty, acc, staging| Some(Instruction { k, halves: false, a_type: ty, b_type: ty, acc, staging });
    match (lhs, acc) {
        (Scalar::I8, Scalar::I32) if integer => {
            let ty = |s: bool| if s { Type::S8 } else { Type::U8 };
            let k = if k % 32 == 0 { 32 } else { 16 };
            Some(Instruction { k, halves: false, a_type: ty(signed[0]), b_type: ty(signed[1]), acc: Acc::S32, staging: Staging::Byte })
        }
        _ if integer => None,
        (Scalar::F16, Scalar::F32) => float(16, Type::F16, Acc::F32, Staging::Half),
        (Scalar::F16, Scalar::F16) => float(16, Type::F16, Acc::F16, Staging::Half),
        (Scalar::Bf16, Scalar::F32) => float(16, Type::Bf16, Acc::F32, Staging::Half),
        (Scalar::Tf32, Scalar::F32) => float(8, Type::Tf32, Acc::F32, Staging::Tf32),
        (Scalar::F8E4m3fn | Scalar::F8E5m2, Scalar::F32) => float(16, Type::F16, Acc::F32, Staging::F8ToF16),
        (Scalar::F8E4m3fn | Scalar::F8E5m2, Scalar::F16) => float(16, Type::F16, Acc::F16, Staging::F8ToF16),
        // m8n8k4 DMMA, two to each 16x8 fragment (rows g and g + 8).
        (Scalar::F64, Scalar::F64) => float(4, Type::F64, Acc::F64, Staging::F64),
        _ => None,
    }
}

/// Where everything lives in shared memory, and how the output is banded.
#[derive(Clone, Copy, Debug)]
struct Plan {
    batch: i64,
    m: i64,
    n: i64,
    k: i64,
    /// Row strides in bytes: A's rows, B's rows (of K elements, B
    /// transposed; or of N elements, see `b_n_major`), a band's rows.
    a_stride: i64,
    b_stride: i64,
    /// Bytes from one 16-byte chunk of a staged A or B row to the next
    /// ([`staging_rows`]; 16 for `wgmma`'s core matrices, whose own layout
    /// [`Warpgroup`] gives).
    a_chunk: i64,
    b_chunk: i64,
    /// B staged as it is, a row of N elements per k (16-bit elements for
    /// `mma.sync`, read by `ldmatrix.trans`), so that a thread's elements
    /// side by side along N store as one vector; otherwise transposed.
    b_n_major: bool,
    d_stride: i64,
    b_start: i64,
    /// The first band buffer; the second (if any) follows it.
    d_start: i64,
    /// Rows of the output (over all batches) a band covers.
    band_rows: i64,
    buffers: i64,
    /// sm_90a's warpgroup products, where the plan is for them.
    warpgroup: Option<Warpgroup>,
    /// Warps in the CTA (4, or 8 in a CTA of 256 threads).
    warps: i64,
    /// For a direct plan, the warps down the fragment rows
    /// ([`Layout::Fragment`]'s `row_warps`; set by [`direct_plan`]).
    row_warps: i64,
    /// Where A's or B's planes are unpadded (padding did not fit), the
    /// [`Placement`] swizzle of their chunks (`(shift, spread)`), so that
    /// a row's chunks still land in different banks ([`Plan::with_swizzles`];
    /// B's only as rows of N).
    a_swizzle: Option<(u32, u32)>,
    b_swizzle: Option<(u32, u32)>,
}

/// How `wgmma.mma_async` covers the output: each instruction a block of
/// `block_rows` rows of one batch (64, the instruction's M, or all of M
/// where M is smaller: the warps past M then compute rows nobody reads) by
/// `n` columns. A and B are staged in the ISA's canonical layouts
/// ([`CoreMatrices`]; docs/ptx.md, "Tensor cores"): A K-major, B K-major
/// (B transposed) or, for 16-bit elements, MN-major (`b_mn_major`: B as it
/// is, rows of N, read with imm-trans-b 1).
#[derive(Clone, Copy, Debug)]
struct Warpgroup {
    block_rows: i64,
    n: i64,
    a: CoreMatrices,
    b: CoreMatrices,
    b_mn_major: bool,
    /// K as staged: K, or the instruction's k where K is half of it (the
    /// second half zeros).
    k: i64,
    /// Rows of A staged (and, past K, zeroed).
    a_rows: i64,
}

/// Where an operand lies for `wgmma`'s descriptors: LBO and SBO, and the
/// swizzle (`swizzle` its chunk bits `b`: rows of `16 << b` bytes, 0
/// unswizzled).
///
/// Swizzled (where a row of the operand's major dimension is 32 bytes, 64,
/// or a multiple of 128: the widest mode that divides it), the operand is
/// patterns of 8 rows of `W = 16 << b` bytes, 16-byte chunk `j` of pattern
/// row `r` at slot `j ^ (r >> (3 - b))` of its row ([`Swizzle::Rows`]), so
/// that 8 threads storing 8 consecutive chunks, along one row or down
/// consecutive rows, meet no bank twice, with no padding. K-major (A, and
/// B transposed; rows of `R` bytes of K): row `r`, byte `c` at
/// `(r / 8) 8 R + (c / W) 8 W + (r % 8) W + c % W`; SBO is `8 R`, LBO
/// unused (16: a K step, 32 bytes, stays in one row). MN-major (B as it
/// is; `k` rows of `R` bytes of N): element `(n, k)` at
/// `(k / 8) 8 R + (n e / W) 8 W + (k % 8) W + n e % W`; LBO (between
/// groups along N) is `8 W`, SBO (along K) `8 R`.
///
/// Unswizzled, the operand is core matrices of 8 rows of 16 bytes, 128
/// contiguous bytes: LBO the bytes between core matrices adjacent along K,
/// SBO between those adjacent along M or N, each padded where that fits
/// so that stores of consecutive chunks start in different banks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CoreMatrices {
    lbo: i64,
    sbo: i64,
    swizzle: u32,
}

impl CoreMatrices {
    /// The swizzle's chunk bits for rows of `row_bytes` (0: none fits).
    fn swizzle_for(row_bytes: i64) -> u32 {
        match row_bytes {
            32 => 1,
            64 => 2,
            b if b > 0 && b % 128 == 0 => 3,
            _ => 0,
        }
    }

    /// K-major rows of `row_bytes` bytes of K: swizzled where `swizzle`
    /// allows and a mode fits, else core matrices adjacent along K `128 +
    /// pad` bytes apart (LBO), groups of 8 rows the row's core matrices
    /// apart (SBO), `pad` 16 bytes times 8 over the 16-byte chunks a row
    /// has (at least 16; 0 where `padded` is false).
    fn k_major(row_bytes: i64, padded: bool, swizzle: bool) -> CoreMatrices {
        let b = if swizzle { CoreMatrices::swizzle_for(row_bytes) } else { 0 };
        if b > 0 {
            return CoreMatrices { lbo: 16, sbo: 8 * row_bytes, swizzle: b };
        }
        let chunks = row_bytes / 16;
        let lbo = CORE_MATRIX + if padded { 16 * (8 / chunks).max(1) } else { 0 };
        CoreMatrices { lbo, sbo: chunks * lbo, swizzle: 0 }
    }

    /// MN-major, `k` rows of `n_bytes` bytes of N: swizzled where a mode
    /// fits, else core matrices (8 rows along K of 16 bytes along N) adjacent
    /// along K contiguous (LBO 128), columns of them (`k / 8` core
    /// matrices) `k / 8` core matrices plus a pad apart (SBO), the pad as
    /// [`CoreMatrices::k_major`]'s over the chunks of a row of N.
    fn mn_major(k: i64, n_bytes: i64, padded: bool) -> CoreMatrices {
        let b = CoreMatrices::swizzle_for(n_bytes);
        if b > 0 {
            return CoreMatrices { lbo: 8 * (16 << b), sbo: 8 * n_bytes, swizzle: b };
        }
        let chunks = n_bytes / 16;
        let pad = if padded { 16 * (8 / chunks).max(1) } else { 0 };
        CoreMatrices { lbo: CORE_MATRIX, sbo: k / 8 * CORE_MATRIX + pad, swizzle: 0 }
    }

    /// Whether both offsets fit the descriptor's 14-bit fields (16-byte units).
    fn fits(self) -> bool {
        self.lbo >> 4 < 1 << 14 && self.sbo >> 4 < 1 << 14
    }

    /// The bytes of a swizzled row (`W`), 0 unswizzled.
    fn row(self) -> i64 {
        if self.swizzle == 0 {
            0
        } else {
            16 << self.swizzle
        }
    }

    /// The bytes the operand's start is aligned to: its swizzle's pattern
    /// (8 rows), 128 unswizzled.
    fn alignment(self) -> u64 {
        128 << self.swizzle
    }

    /// The descriptor's layout-type field (bits 62-63): 1 for 128 bytes, 2 for 64, 3 for 32.
    fn mode(self) -> u64 {
        [0, 3, 2, 1][self.swizzle as usize]
    }

    /// The placement's swizzle.
    fn placement_swizzle(self) -> Option<Swizzle> {
        (self.swizzle > 0).then_some(Swizzle::Rows { bits: self.swizzle })
    }

    /// The index fields of a K-major operand's element `(r, c)` of rows of
    /// `k` elements of `eb` bytes (`c` the index's low bits, `r` the rest).
    fn k_major_fields(self, k: i64, eb: i64) -> Vec<(u32, i64, i64)> {
        let lk = log2(k);
        if self.swizzle == 0 {
            let per16 = 16 / eb;
            return vec![(0, per16 - 1, eb), (log2(per16), k / per16 - 1, self.lbo), (lk, 7, 16), (lk + 3, -1, self.sbo)];
        }
        let (row, per_row) = (self.row(), self.row() / eb);
        vec![(0, per_row - 1, eb), (log2(per_row), k / per_row - 1, 8 * row), (lk, 7, row), (lk + 3, -1, self.sbo)]
    }

    /// The byte offset a descriptor moves by to reach K step `s`, for an
    /// instruction of `k` elements (`bytes` of them: 32 for every input)
    /// along K. Within a swizzled K-major row the steps are 32 bytes apart;
    /// the next row of the pattern (a multiple of the row's steps on) is
    /// `8 W` on.
    fn step_offset(self, s: i64, mn_major: bool, k: i64, bytes: i64) -> i64 {
        match (mn_major, self.swizzle) {
            (false, 0) => s * (bytes / 16) * self.lbo,
            (false, _) => {
                let c = s * bytes;
                c / self.row() * 8 * self.row() + c % self.row()
            }
            (true, 0) => s * (k / 8) * self.lbo,
            (true, _) => s * (k / 8) * self.sbo,
        }
    }

    /// The K steps after which [`CoreMatrices::step_offset`] repeats itself
    /// shifted (a swizzled K-major row's steps; 1 otherwise).
    fn step_period(self, mn_major: bool, bytes: i64) -> i64 {
        if mn_major || self.swizzle == 0 {
            1
        } else {
            (self.row() / bytes).max(1)
        }
    }
}

/// A [`Plan`]'s swizzle of `mma.sync` planes as a [`Placement`]'s.
fn chunks(swizzle: Option<(u32, u32)>) -> Option<Swizzle> {
    swizzle.map(|(shift, spread)| Swizzle::Chunks { shift, spread })
}

/// The K of `wgmma` for an input staged as `staging` (the instruction's k must be it).
fn wgmma_k(staging: Staging) -> Option<i64> {
    match staging {
        Staging::Half | Staging::F8ToF16 => Some(16),
        Staging::Tf32 => Some(8),
        Staging::Byte => Some(32),
        Staging::F64 => None,
    }
}

/// Bytes between core matrices adjacent along K (LBO): 8 rows of 16 bytes.
const CORE_MATRIX: i64 = 128;

/// Bytes a skewed B row moves per step of bits 2 and 3 of its index
/// ([`Plan::b_skewed`]).
const B_SKEW: i64 = 8;

/// The most K steps of `wgmma` issued as one group, without a loop.
const WGMMA_UNROLLED: i64 = 8;

/// The most accumulator registers a thread holds in one `wgmma` K loop.
const WGMMA_REGISTERS: i64 = 64;

impl Plan {
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's warps and the shared limit
    fn new(i: &Instruction, batch: i64, m: i64, n: i64, k: i64, warps: i64, limit: i64) -> Option<Plan> {
        if m % 16 != 0 || n % 8 != 0 || k % i.k != 0 {
            return None;
        }
        let eb = i.staging.bytes();
        let b_n_major = i.ldmatrix_trans();
        let (a_stride, a_chunk, b_start) = staging_rows(i, batch * m, k * eb, ROW_PAD);
        let (b_stride, b_chunk, b_bytes) = if b_n_major { staging_rows(i, batch * k, n * eb, ROW_PAD) } else { staging_rows(i, batch * n, k * eb, ROW_PAD) };
        let d_start = b_start + b_bytes;
        let rows = batch * m;
        band_pads(i.acc).into_iter().find_map(|pad| {
            let d_stride = n * i.acc.bytes() + pad;
            let fits = |band_rows: i64, buffers: i64| d_start + buffers * band_rows * d_stride <= limit;
            let plan = |band_rows, buffers| Plan { batch, m, n, k, a_stride, b_stride, a_chunk, b_chunk, b_n_major, d_stride, b_start, d_start, band_rows, buffers, warpgroup: None, warps, row_warps: 0, a_swizzle: None, b_swizzle: None };
            if rows * n <= BAND_ELEMENTS && fits(rows, 1) {
                return Some(plan(rows, 1));
            }
            // Bands of a power of two rows, at least one fragment high, within a
            // batch or covering whole ones (tiles are powers of two).
            let mut band_rows = rows;
            while band_rows >= 16 {
                if band_rows < rows && band_rows * n <= BAND_ELEMENTS.max(16 * n) && fits(band_rows, 2) {
                    return Some(plan(band_rows, 2));
                }
                band_rows /= 2;
            }
            None
        })
    }

    /// How A and B are staged for `wgmma`: the instruction (i8's k is 32
    /// there), the warpgroup's shape, the bytes from one staged row of A to
    /// the next 8 over 8 (and of B: from one column of its core matrices to
    /// the next 8 over 8, where it is MN-major), and where B and the space
    /// past it start. B is MN-major where its elements are 16-bit and it is
    /// not staged as rows of K (`b_rows`); the core matrices are padded
    /// where `padded` says.
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), B's staging and the padding
    fn warpgroup_staging(i: &Instruction, batch: i64, m: i64, n: i64, k: i64, b_rows: bool, padded: bool) -> Option<(Instruction, Warpgroup, [i64; 2], i64, i64)> {
        let i = Instruction { k: wgmma_k(i.staging)?, ..*i };
        let eb = i.staging.bytes();
        // K as staged: K itself, or the instruction's k where K is half of it (i8's K of 16).
        let staged_k = if k % i.k == 0 { k } else if 2 * k == i.k && k * eb % 16 == 0 { i.k } else { return None };
        if m % 16 != 0 || n % 8 != 0 || i.halves {
            return None;
        }
        let row_bytes = staged_k * eb;
        let rows = batch * m;
        let block_rows = m.min(64);
        let a_rows = rows.max((batch - 1) * m + 64);
        let b_mn_major = eb == 2 && !b_rows && staged_k == k;
        // Zeros past K are stored as whole core matrices ([`TensorCore::zero_k_padding`]): unswizzled there.
        let a = CoreMatrices::k_major(row_bytes, padded, staged_k == k);
        let b = if b_mn_major { CoreMatrices::mn_major(k, n * eb, padded) } else { a };
        let b_start = a_rows / 8 * a.sbo;
        let b_bytes = match (b_mn_major, b.swizzle) {
            (true, 1..) => k / 8 * b.sbo,
            (true, 0) => n * eb / 16 * b.sbo,
            (false, _) => n / 8 * b.sbo,
        };
        let d_start = b_start + batch * b_bytes;
        let per_column = if i.acc == Acc::F16 { 4 } else { 2 };
        let warpgroup = Warpgroup { block_rows, n: n.min(WGMMA_REGISTERS * per_column), a, b, b_mn_major, k: staged_k, a_rows };
        if !a.fits() || !b.fits() {
            return None;
        }
        Some((i, warpgroup, [a.sbo / 8, b.sbo / 8], b_start, d_start))
    }

    /// A plan for `wgmma` (sm_90a), with the instruction it takes (i8's k
    /// is 32 there): A and B staged as core matrices (A with room for a
    /// last block of 64 rows where M is smaller; K padded with zeros to the
    /// instruction's k where it is one core matrix short of it), bands of
    /// whole instruction blocks, two band buffers where they fit and one
    /// otherwise, rows padded where that fits.
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's warps and the shared limit
    fn warpgroup(i: &Instruction, batch: i64, m: i64, n: i64, k: i64, warps: i64, limit: i64) -> Option<(Plan, Instruction)> {
        // One warpgroup, the CTA's: bands run their blocks one after another.
        if warps != 4 {
            return None;
        }
        let rows = batch * m;
        let pads = band_pads(i.acc).into_iter().map(|pad| (true, pad)).chain([(false, 0)]);
        for (padded, pad) in pads {
            let (i, warpgroup, [a_stride, b_stride], b_start, d_start) = Plan::warpgroup_staging(i, batch, m, n, k, false, padded)?;
            let d_stride = n * i.acc.bytes() + pad;
            let fits = |band_rows: i64, buffers: i64| d_start + buffers * band_rows * d_stride <= limit;
            let plan = |band_rows, buffers| Plan { batch, m, n, k, a_stride, b_stride, a_chunk: 16, b_chunk: 16, b_n_major: false, d_stride, b_start, d_start, band_rows, buffers, warpgroup: Some(warpgroup), warps, row_warps: 0, a_swizzle: None, b_swizzle: None };
            if fits(rows, 1) {
                return Some((plan(rows, 1), i));
            }
            for buffers in [2, 1] {
                let mut band_rows = rows / 2;
                while band_rows >= warpgroup.block_rows {
                    if fits(band_rows, buffers) {
                        return Some((plan(band_rows, buffers), i));
                    }
                    band_rows /= 2;
                }
            }
        }
        None
    }

    /// A plan for a product whose accumulator and result are held in the
    /// fragment layout ([`Layout::Fragment`]): only A and B are staged
    /// (rows padded where that fits), no band buffer. At least 4 fragments,
    /// one a warp.
    /// With `b_rows`, B is staged transposed (a row of K elements per
    /// column) even for 16-bit elements: where B waits in shared memory as
    /// the transpose of a tile of such rows ([`super::resident`]).
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's warps, B's staging and the shared limit
    fn direct(i: &Instruction, batch: i64, m: i64, n: i64, k: i64, warps: i64, b_rows: bool, limit: i64) -> Option<Plan> {
        if m % 16 != 0 || n % 8 != 0 || k % i.k != 0 || batch * m / 16 * (n / 8) < warps {
            return None;
        }
        let eb = i.staging.bytes();
        let b_n_major = i.ldmatrix_trans() && !b_rows;
        [ROW_PAD, 0].into_iter().find_map(|pad| {
            let (a_stride, a_chunk, b_start) = staging_rows(i, batch * m, k * eb, pad);
            let (b_stride, b_chunk, b_bytes) = if b_n_major { staging_rows(i, batch * k, n * eb, pad) } else { staging_rows(i, batch * n, k * eb, pad) };
            let d_start = b_start + b_bytes;
            (d_start <= limit).then_some(Plan { batch, m, n, k, a_stride, b_stride, a_chunk, b_chunk, b_n_major, d_stride: 0, b_start, d_start, band_rows: batch * m, buffers: 0, warpgroup: None, warps, row_warps: 0, a_swizzle: None, b_swizzle: None })
        })
    }

    /// [`Plan::direct`] for `wgmma` (sm_90a): M a multiple of 64, so that the
    /// fragment layout's warp `w` holds rows `16 w ..` of every 64, as the
    /// instruction's accumulator does.
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's warps, B's staging and the shared limit
    fn warpgroup_direct(i: &Instruction, batch: i64, m: i64, n: i64, k: i64, warps: i64, b_rows: bool, limit: i64) -> Option<(Plan, Instruction)> {
        // Each warpgroup takes every (warps / 4)th block of 64 rows, all in one batch.
        if m % (16 * warps) != 0 {
            return None;
        }
        [true, false].into_iter().find_map(|padded| {
            let (i, warpgroup, [a_stride, b_stride], b_start, d_start) = Plan::warpgroup_staging(i, batch, m, n, k, b_rows, padded)?;
            let plan = Plan { batch, m, n, k, a_stride, b_stride, a_chunk: 16, b_chunk: 16, b_n_major: false, d_stride: 0, b_start, d_start, band_rows: batch * m, buffers: 0, warpgroup: Some(warpgroup), warps, row_warps: 0, a_swizzle: None, b_swizzle: None };
            (d_start <= limit).then_some((plan, i))
        })
    }

    /// The direct plan for `arch` (`wgmma` where it has it and the shape
    /// allows, `mma.sync` otherwise), with its instruction, in the first of
    /// [`shared_limits`] where one fits.
    #[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's warps, B's staging and the shared limit
    fn direct_for(arch: Arch, i: &Instruction, batch: i64, m: i64, n: i64, k: i64, warps: i64, b_rows: bool, shared_limit: u64) -> Option<(Plan, Instruction)> {
        shared_limits(shared_limit).find_map(|limit| {
            let warpgroup = if arch.has(Feature::Wgmma) { Plan::warpgroup_direct(i, batch, m, n, k, warps, b_rows, limit) } else { None };
            warpgroup.or_else(|| Plan::direct(i, batch, m, n, k, warps, b_rows, limit).map(|plan| (plan, *i)))
        })
    }

    /// This plan with its unpadded planes swizzled: in an unpadded plane
    /// (`16 rows` bytes, a multiple of 128) chunk `c` of every row lies in
    /// the same 4 banks, so a quarter warp's stores of a row's chunks would
    /// all meet there. Swizzled, row `r`'s chunk `c` takes slot `r ^ ((c
    /// << spread) & 7)` of its 128-byte line instead of `r % 8` (`spread`
    /// the shift that spreads a row's chunks over 8 slots), which keeps the
    /// 8 rows an `ldmatrix` matrix reads in one line. Only for `mma.sync`
    /// operands staged from registers (`a`, `b`: whether each is), not
    /// those a `cp.async` copied as they are; B only as rows of N (16-bit
    /// elements: where B goes transposed, i8 and tf32, staging it takes
    /// scalar stores across rows, which no swizzle of chunks helps).
    fn with_swizzles(mut self, i: &Instruction, a: bool, b: bool) -> Plan {
        if self.warpgroup.is_some() || i.staging == Staging::F64 {
            return self;
        }
        let eb = i.staging.bytes();
        let per16 = 16 / eb;
        let spread = |chunks: i64| log2((8 / chunks).max(1));
        if a && self.a_chunk == 16 * self.batch * self.m {
            self.a_swizzle = Some((log2(per16), spread(self.k * eb / 16)));
        }
        if b && self.b_n_major && self.b_chunk == 16 * self.batch * self.k {
            self.b_swizzle = Some((log2(per16), spread(self.n * eb / 16)));
        }
        self
    }

    /// The alignment the scratch array needs for this plan's swizzles:
    /// `wgmma`'s patterns (up to 1024 bytes; 128 otherwise).
    fn alignment(&self) -> u64 {
        self.warpgroup.map_or(128, |w| w.a.alignment().max(w.b.alignment()))
    }

    /// This plan with no room for A (read from registers: [`a_in_registers`]): B from the start.
    fn without_a(self) -> Plan {
        Plan { b_start: 0, d_start: self.d_start - self.b_start, ..self }
    }

    fn shared_bytes(&self) -> i64 {
        self.d_start + self.buffers * self.band_rows * self.d_stride
    }

    /// Where B's `wgmma` descriptors for batch `batch` from column `column`
    /// (a multiple of the instruction's N) start, from B's start.
    fn b_descriptor_offset(&self, w: &Warpgroup, batch: i64, column: i64, eb: i64) -> i64 {
        if w.b_mn_major && w.b.swizzle > 0 {
            batch * self.k / 8 * w.b.sbo + column * eb / w.b.row() * w.b.lbo
        } else {
            (batch * self.n + column) * self.b_stride
        }
    }

    /// Where B's fragments of batch `batch` and first column `column` (a
    /// multiple of 8, or 1 for the bytes a column adds to a multiple of 8)
    /// start, from B's start, for `mma.sync` (elements of `eb` bytes).
    /// Whether B's rows are skewed: f64 staged transposed (a row of K a
    /// column), rows 32 bytes past a multiple of 64 apart, N a multiple of
    /// 16. Row `n` then starts `((n >> 2) & 3) 8` bytes further
    /// ([`B_SKEW`]): a half warp's 8-byte stores of one k down 16
    /// consecutive rows meet no bank twice (without the skew, rows 4 apart
    /// shared their banks: 4-way), and the DMMA fragment loads (4 rows of 4
    /// elements a half warp) still do not either.
    fn b_skewed(&self, i: &Instruction) -> bool {
        i.staging == Staging::F64 && !self.b_n_major && self.warpgroup.is_none() && self.b_stride % 64 == 32 && self.n % 16 == 0
    }

    /// The skew of B's row `n` (a constant), 0 where B is not skewed.
    fn b_skew(&self, i: &Instruction, n: i64) -> i64 {
        if self.b_skewed(i) { ((n >> 2) & 3) * B_SKEW } else { 0 }
    }

    fn b_offset(&self, batch: i64, column: i64, eb: i64) -> i64 {
        if self.b_n_major {
            batch * self.k * self.b_stride + column * eb * self.b_chunk / 16
        } else {
            (batch * self.n + column) * self.b_stride
        }
    }

    /// How far A's fragment addresses move a K step.
    fn a_step(&self, i: &Instruction) -> i64 {
        i.step_bytes() / 16 * self.a_chunk
    }

    /// How far B's fragment addresses move a K step.
    fn b_step(&self, i: &Instruction) -> i64 {
        if self.b_n_major {
            i.k * self.b_stride
        } else {
            i.step_bytes() / 16 * self.b_chunk
        }
    }

    /// The warps down for `mma.sync` on fragments held in place: the grid
    /// of warps (a power of two down, the rest across) that loads the
    /// fewest A and B fragment registers a K step, the taller on a tie.
    fn best_row_warps(&self, i: &Instruction) -> i64 {
        let (rows, columns) = (self.batch * self.m / 16, self.n / 8);
        let (a, b) = if i.staging == Staging::F64 { (2, 1) } else { (i.a_registers(), i.b_registers()) };
        let cost = |down: i64| rows / down * a + columns / (self.warps / down) * b;
        let mut best = 0;
        let mut down = 1;
        while down <= self.warps {
            if down <= rows && self.warps / down <= columns && (best == 0 || cost(down) <= cost(best)) {
                best = down;
            }
            down *= 2;
        }
        best
    }

    fn bands(&self) -> i64 {
        self.batch * self.m / self.band_rows
    }

    /// 16x8 fragments in a band, and per warp (the last warps of a band of
    /// fewer than 4 fragments repeat the last fragment without storing it).
    fn fragments(&self) -> i64 {
        (self.band_rows / 16) * (self.n / 8)
    }

    fn per_warp(&self) -> i64 {
        (self.fragments() + self.warps - 1) / self.warps
    }
}

/// Where A's element `i` goes: row `i / K`, column `i % K` of the rows of K elements.
fn a_placement(plan: &Plan, i: &Instruction) -> Placement {
    let (k, eb) = (plan.k, i.staging.bytes());
    if let Some(w) = plan.warpgroup {
        let fields = w.a.k_major_fields(k, eb);
        return Placement { swizzle: w.a.placement_swizzle(), ..Placement::linear(fields.into_iter().filter(|f| f.1 != 0).collect(), 0) };
    }
    // Row r, element k: chunk k / per16 of the row.
    let per16 = 16 / eb;
    let fields = vec![(0, per16 - 1, eb), (log2(per16), k / per16 - 1, plan.a_chunk), (log2(k), -1, plan.a_stride)];
    Placement { swizzle: chunks(plan.a_swizzle), ..Placement::linear(fields.into_iter().filter(|f| f.1 != 0).collect(), 0) }
}

/// Where B's element `(b, k, n)` goes: row `b N + n`, column `k` (B
/// transposed), or row `b K + k`, column `n` (`b_n_major`).
fn b_placement(plan: &Plan, i: &Instruction) -> Placement {
    let (k, n, eb, stride) = (plan.k, plan.n, i.staging.bytes(), plan.b_stride);
    if let Some(w) = plan.warpgroup {
        let per16 = 16 / eb;
        let (ln, lk) = (log2(n), log2(k));
        let (row, per_row) = (w.b.row(), w.b.row() / eb);
        let fields = match (w.b_mn_major, w.b.swizzle) {
            // B as it is, swizzled: element n of row k, chunk n / per_row along N, row k % 8 of the pattern.
            (true, 1..) => vec![(0, per_row - 1, eb), (log2(per_row), n / per_row - 1, w.b.lbo), (ln, 7, row), (ln + 3, k / 8 - 1, w.b.sbo), (ln + lk, -1, k / 8 * w.b.sbo)],
            // B as it is: element n of row k in core matrix (n / 8, k / 8), row k % 8 in it.
            (true, 0) => vec![(0, 7, eb), (3, n / 8 - 1, w.b.sbo), (ln, 7, 16), (ln + 3, k / 8 - 1, w.b.lbo), (ln + lk, -1, n / 8 * w.b.sbo)],
            // B transposed, as A (swizzled): row b N + n, element k.
            (false, 1..) => vec![(0, 7, row), (3, n / 8 - 1, w.b.sbo), (ln, per_row - 1, eb), (ln + log2(per_row), k / per_row - 1, 8 * row), (ln + lk, -1, n / 8 * w.b.sbo)],
            // B transposed, as A: row b N + n, element k.
            (false, 0) => vec![(0, 7, 16), (3, n / 8 - 1, w.b.sbo), (ln, per16 - 1, eb), (ln + log2(per16), k / per16 - 1, w.b.lbo), (ln + lk, -1, n / 8 * w.b.sbo)],
        };
        return Placement { swizzle: w.b.placement_swizzle(), ..Placement::linear(fields.into_iter().filter(|f| f.1 != 0).collect(), plan.b_start) };
    }
    let per16 = 16 / eb;
    if plan.b_n_major {
        // B as it is: row b K + k, element n (chunk n / per16 of the row).
        let fields = vec![(0, per16 - 1, eb), (log2(per16), n / per16 - 1, plan.b_chunk), (log2(n), k - 1, stride), (log2(k * n), -1, k * stride)];
        return Placement { swizzle: chunks(plan.b_swizzle), ..Placement::linear(fields.into_iter().filter(|f| f.1 != 0).collect(), plan.b_start) };
    }
    // B transposed: row b N + n, element k (chunk k / per16 of the row);
    // skewed rows weigh bits 2 and 3 of n by 8 and 16 bytes more.
    let rows = if plan.b_skewed(i) {
        vec![(0, 3, stride), (2, 1, 4 * stride + B_SKEW), (3, 1, 8 * stride + 2 * B_SKEW), (4, n / 16 - 1, 16 * stride)]
    } else {
        vec![(0, n - 1, stride)]
    };
    let fields = rows.into_iter().chain([(log2(n), per16 - 1, eb), (log2(n) + log2(per16), k / per16 - 1, plan.b_chunk), (log2(k * n), -1, n * stride)]).collect::<Vec<_>>();
    Placement { swizzle: chunks(plan.b_swizzle), ..Placement::linear(fields.into_iter().filter(|f| f.1 != 0).collect(), plan.b_start) }
}

/// Where operand `side` (0: A, 1: B) of product `op` is staged, when the
/// product takes the direct plan on `arch` (its accumulator and result in
/// the fragment layout `layouts` gave them): the placement of its elements
/// from the start of its region, the region's bytes, and the bytes of an
/// element. `None` where the product takes another plan, or the operand is
/// not staged as the bits it holds (tf32 is masked, f8 widened to f16) or
/// has zeros past K (`wgmma`'s k32 for a K of 16): then it cannot be copied
/// there from global memory as it is ([`super::resident`]).
pub(super) fn staged_region(ir: &Ir, op: OpId, arch: Arch, layouts: &Layouts, side: usize, transposed: bool) -> Option<(Placement, i64, i64)> {
    let (plan, i, fragment) = direct_plan_of(ir, op, arch, layouts.cta, layouts.shared_limit, side == 1 && transposed)?;
    let held = layouts.get(*ir.op(op).operands.get(2)?);
    let (plan, fragment) = follow_held(plan, fragment, held);
    if held != Some(fragment) || layouts.get(Value::Result(op, 0)) != Some(fragment) || !staged_as_held(&plan, &i) {
        return None;
    }
    let eb = i.staging.bytes();
    if side == 0 {
        Some((a_placement(&plan, &i), plan.b_start, eb))
    } else {
        let mut placement = b_placement(&plan, &i);
        placement.offset -= plan.b_start;
        if transposed {
            placement = placement.transposed(plan.k, plan.n)?;
        }
        Some((placement, plan.d_start - plan.b_start, eb))
    }
}

/// Whether `plan` stages its operands as the bits they hold (not tf32,
/// masked, nor f8, widened), without zeros past K.
fn staged_as_held(plan: &Plan, i: &Instruction) -> bool {
    matches!(i.staging, Staging::Half | Staging::Byte | Staging::F64) && plan.warpgroup.is_none_or(|w| w.k <= plan.k)
}

/// Whether operand `side` of product `op`, taking the direct plan on
/// `arch` in a CTA of `cta` threads (with `shared_limit` bytes of shared
/// memory, [`Arch::shared_limit`]), is staged as the bits it holds with
/// the loaded tile's last dimension running along its rows (A; B as it is
/// for `mma.sync` on 16-bit elements; B `transposed`, the permute of a tile
/// of rows of K, staged as rows of K), so that groups of a load's elements
/// along that dimension land side by side: what [`staged_region`] will
/// find copyable, asked before layouts are assigned.
#[allow(clippy::too_many_arguments)] // the product, where it runs (architecture, CTA, shared limit) and which operand
pub(in crate::ptx) fn staged_as_loaded(ir: &Ir, op: OpId, arch: Arch, cta: u64, shared_limit: u64, side: usize, transposed: bool) -> bool {
    let b_rows = side == 1 && transposed;
    direct_plan_of(ir, op, arch, cta, shared_limit, b_rows).is_some_and(|(plan, i, _)| staged_as_held(&plan, &i) && (side == 0 || b_rows || plan.warpgroup.map_or(plan.b_n_major, |w| w.b_mn_major)))
}

/// `r + v` in a fresh register, or `r` itself when `v` is 0.
fn add_imm(cx: &mut Lowerer<'_>, r: Reg, v: i64) -> Reg {
    if v == 0 {
        return r;
    }
    let sum = cx.fresh(RegClass::B32);
    if v > 0 {
        cx.emit(op!("add.u32"), vec![sum.into(), r.into(), imm(v as u64)]);
    } else {
        cx.emit(op!("sub.u32"), vec![sum.into(), r.into(), imm(v.unsigned_abs())]);
    }
    sum
}

/// The band of output slot `s` of a tile laid out as `layout`, if every
/// thread's element in that slot lies in the same band.
fn band_of(layout: Layout, s: usize, band_elements: u64) -> Option<u64> {
    let first = layout.element(0, s as u64) / band_elements;
    let last = layout.element(layout.threads() - 1, s as u64) / band_elements;
    (first == last).then_some(first)
}

/// Lowers `op` (`mmaf` or `mmai`) to tensor-core instructions when its
/// types, shapes and the architecture allow; `false` leaves it to the
/// scalar path.
/// The instruction a matrix product was lowered to (its opcode and
/// `[m, n, k]` shape), or why it stays on the CUDA cores (for remarks).
pub type Outcome = std::result::Result<(String, [i64; 3]), String>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, integer: bool, signed: [bool; 2]) -> Result<Outcome> {
    let operands = &cx.ir.op(op).operands;
    let (l, r, a) = (shape_of(cx, operands[0]), shape_of(cx, operands[1]), shape_of(cx, operands[2]));
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank || a.len() != rank {
        return Ok(Err(format!("operands of rank {rank}")));
    }
    let lead = rank - 2;
    let (batch, m, k, n) = (if rank == 3 { l[0] } else { 1 }, l[lead], l[lead + 1], r[lead + 1]);
    // A and B each in registers, or in shared memory already ([`super::resident`]).
    let (lhs, rhs) = (super::resident::operand(cx, op, 0)?, super::resident::operand(cx, op, 1)?);
    let acc = cx.operand(op, 2)?;
    let scalar = |v: Value| Elem::of_type(cx.ir, cx.ir.value_type(v)).and_then(|e| e.scalar());
    let (Some(ls), Some(rs), Some(accs)) = (scalar(operands[0]), scalar(operands[1]), acc.elem.scalar()) else { return Ok(Err("non-scalar elements".into())) };
    let Some(instruction) = instruction(cx.arch, ls, rs, accs, integer, signed, k) else { return Ok(Err(no_instruction(cx.arch, ls, rs, accs))) };
    // Accumulator and result in the fragment layout: straight into the instructions' registers.
    let warps = (cx.cta() / WARP) as i64;
    if let Some((plan, instruction, fragment)) = direct_plan(cx.arch, &instruction, batch, m, n, k, cx.cta(), cx.residency.b_transposed(op), cx.shared_limit) {
        let (plan, fragment) = follow_held(plan, fragment, Some(acc.layout));
        if acc.layout == fragment && cx.result_shape(op, 0).is_ok_and(|(_, l)| l == fragment) {
            let plan = plan.with_swizzles(&instruction, lhs.tile().is_some(), rhs.tile().is_some());
            let uniform = uniform_value(cx, cx.ir.op(op).operands[2], &acc);
            // A held in `wgmma`'s A fragments already: read from its registers, not staged.
            let a_registers = lhs.tile().is_some_and(|a| a_in_registers(&plan, &instruction, a.layout));
            let plan = if a_registers { plan.without_a() } else { plan };
            // A product whose group stays in flight accumulates in its
            // accumulator's registers (the loop's carried ones): nothing
            // may read them until a later wait (nor write A's, were they registers).
            let keep_in_flight = cx.residency.in_flight_across(op) && uniform.is_none() && plan.warpgroup.is_some() && !a_registers;
            let result = if keep_in_flight { acc.clone() } else { cx.fresh_result(op, 0)? };
            // Scratch for the operands staged here: A's rows, then B's (B's
            // alone, from the scratch's start, where A is in registers).
            let scratch = match (&lhs, &rhs) {
                (_, MmaOperand::Resident(_)) if a_registers => 0,
                (MmaOperand::Resident(_), MmaOperand::Resident(_)) => 0,
                (MmaOperand::Resident(_), _) => plan.d_start,
                (_, MmaOperand::Resident(_)) => plan.b_start,
                _ => plan.shared_bytes(),
            };
            cx.need_shared(scratch as u64);
            if scratch > 0 {
                cx.align_shared(plan.alignment());
            }
            // Nothing staged: no scratch array to name (the base is then unused).
            let base = match (&lhs, &rhs) {
                (MmaOperand::Resident(r), _) if scratch == 0 => *r,
                (_, MmaOperand::Resident(r)) if scratch == 0 => *r,
                _ => shared_base(cx),
            };
            let a_base = match lhs {
                MmaOperand::Resident(r) => r,
                MmaOperand::Tile(_) => base,
            };
            let b_base = match rhs {
                MmaOperand::Resident(r) => {
                    let b = cx.fresh(RegClass::B32);
                    cx.emit(op!("sub.u32"), vec![b.into(), r.into(), imm(plan.b_start as u64)]);
                    b
                }
                MmaOperand::Tile(_) => base,
            };
            let mut lowering = TensorCore { plan, instruction, base, a_base, b_base, warp: None, uniform, keep_in_flight };
            let wait = cx.residency.wait_before(op);
            lowering.emit_direct(cx, lhs.tile(), a_registers, rhs.tile(), wait, &acc, &result);
            cx.bind(Value::Result(op, 0), Lowered::Tile(result));
            return Ok(Ok(lowering.outcome()));
        }
    }
    let (MmaOperand::Tile(lhs), MmaOperand::Tile(rhs)) = (lhs, rhs) else { return Err(cx.internal(op, "an operand waits in shared memory for a product that takes no direct plan")) };
    let chosen = shared_limits(cx.shared_limit).find_map(|limit| {
        let warpgroup = if cx.arch.has(Feature::Wgmma) { Plan::warpgroup(&instruction, batch, m, n, k, warps, limit) } else { None };
        warpgroup.or_else(|| Plan::new(&instruction, batch, m, n, k, warps, limit).map(|plan| (plan, instruction)))
    });
    let Some((plan, instruction)) = chosen else {
        let step = instruction.k;
        return Ok(Err(if m % 16 != 0 || n % 8 != 0 || k % step != 0 {
            format!("the {m}x{n}x{k} product does not tile into 16x8x{step} fragments (M a multiple of 16, N of 8, K of {step})")
        } else {
            format!("the {m}x{n}x{k} product's operands need more shared memory than {}", cx.shared_limit_text())
        }));
    };
    let result = cx.fresh_result(op, 0)?;
    // Every slot of the accumulator and the result must fall in one band.
    let band_elements = (plan.band_rows * plan.n) as u64;
    let acc_bands: Option<Vec<u64>> = (0..acc.layout.slots()).map(|s| band_of(acc.layout, s, band_elements)).collect();
    let result_bands: Option<Vec<u64>> = (0..result.layout.slots()).map(|s| band_of(result.layout, s, band_elements)).collect();
    let (Some(acc_bands), Some(result_bands)) = (acc_bands, result_bands) else { return Ok(Err("a thread's accumulator or result elements span several bands of output rows".into())) };
    cx.need_shared(plan.shared_bytes() as u64);
    cx.align_shared(plan.alignment());
    let uniform = uniform_value(cx, cx.ir.op(op).operands[2], &acc);
    let base = shared_base(cx);
    let mut lowering = TensorCore { plan, instruction, base, a_base: base, b_base: base, warp: None, uniform, keep_in_flight: false };
    lowering.emit(cx, &lhs, &rhs, &acc, &result, &acc_bands, &result_bands);
    cx.bind(Value::Result(op, 0), Lowered::Tile(result));
    Ok(Ok(lowering.outcome()))
}

/// The layout in which `op` (`mmaf` or `mmai`) would take its accumulator
/// and give its result straight in the tensor-core instructions' registers
/// on `arch` ([`Layout::Fragment`]), if its types and shapes have such an
/// instruction and its A and B fit in shared memory without band buffers.
/// Layout assignment asks; [`lower`] then skips the accumulator's round
/// trip through shared memory.
///
/// With `whole_rows` (the result feeds another product's A, element-wise),
/// an `mma.sync` plan puts all its warps down, where there are as many
/// fragment rows: each warp then holds whole rows, which the next product
/// reads as its A fragments from registers ([`a_in_registers`]).
pub fn fragment_layout(ir: &Ir, op: OpId, arch: Arch, cta: u64, shared_limit: u64, whole_rows: bool) -> Option<Layout> {
    let (plan, _, layout) = direct_plan_of(ir, op, arch, cta, shared_limit, false)?;
    let Layout::Fragment { rows, columns, cta, .. } = layout else { return Some(layout) };
    let warps = plan.warps as u64;
    let whole = Layout::Fragment { rows, columns, cta, row_warps: warps };
    Some(if whole_rows && plan.warpgroup.is_none() && warps <= rows / 16 { whole } else { layout })
}

/// A direct plan and its fragment layout, its warps down as in `held` (the
/// layout the accumulator was given: [`fragment_layout`] may have put all
/// warps down) where `held` is that fragment layout but for its warps down
/// and the plan takes any grid (`mma.sync`, not `wgmma`'s warpgroups).
fn follow_held(mut plan: Plan, fragment: Layout, held: Option<Layout>) -> (Plan, Layout) {
    if let (None, Layout::Fragment { rows, columns, cta, .. }, Some(Layout::Fragment { rows: r, columns: c, cta: t, row_warps })) = (plan.warpgroup, fragment, held) {
        let warps = plan.warps as u64;
        if (rows, columns, cta) == (r, c, t) && row_warps.is_power_of_two() && row_warps <= warps && row_warps <= rows / 16 && warps / row_warps <= columns / 8 {
            plan.row_warps = row_warps as i64;
            return (plan, Layout::Fragment { rows, columns, cta, row_warps });
        }
    }
    (plan, fragment)
}

/// [`direct_plan`] for product `op` (`mmaf` or `mmai`) as its types and
/// shapes ask, on `arch` in a CTA of `cta` threads.
/// Whether product `op`, with both operands waiting in shared memory
/// ([`super::resident`]), lowers on `arch` to `wgmma` issued as one group
/// (at most [`WGMMA_UNROLLED`] K steps, no PTX K loop), whose accumulator is
/// the fragment layout `layouts` gave: such a product may leave its group in
/// flight past its end ([`super::resident::Residency::in_flight_across`]).
pub(super) fn one_wgmma_group(ir: &Ir, op: OpId, arch: Arch, layouts: &Layouts, b_rows: bool) -> bool {
    let Some((plan, i, fragment)) = direct_plan_of(ir, op, arch, layouts.cta, layouts.shared_limit, b_rows) else { return false };
    let in_fragments = ir.op(op).operands.get(2).is_some_and(|&acc| layouts.get(acc) == Some(fragment)) && layouts.get(Value::Result(op, 0)) == Some(fragment);
    in_fragments && plan.warpgroup.is_some_and(|w| w.k / i.k <= WGMMA_UNROLLED)
}

fn direct_plan_of(ir: &Ir, op: OpId, arch: Arch, cta: u64, shared_limit: u64, b_rows: bool) -> Option<(Plan, Instruction, Layout)> {
    let data = ir.op(op);
    let tile = |v: Value| match ir.types.get(ir.value_type(v)) {
        TypeData::Tile { shape, .. } => Some((shape.clone(), Elem::of_type(ir, ir.value_type(v))?.scalar()?)),
        _ => None,
    };
    let ((l, ls), (r, rs), (_, accs)) = (tile(*data.operands.first()?)?, tile(*data.operands.get(1)?)?, tile(*data.operands.get(2)?)?);
    let rank = l.len();
    if !(rank == 2 || rank == 3) || r.len() != rank {
        return None;
    }
    let lead = rank - 2;
    let (batch, m, k, n) = (if rank == 3 { l[0] } else { 1 }, l[lead], l[lead + 1], r[lead + 1]);
    let integer = ir.kind(op) == Some(OpKind::Mmai);
    let instruction = instruction(arch, ls, rs, accs, integer, [true, true], k)?;
    direct_plan(arch, &instruction, batch, m, n, k, cta, b_rows, shared_limit)
}

/// The plan for a product whose accumulator and result are in the fragment
/// layout, on `arch` in a CTA of `cta` threads ([`Plan::direct_for`]), its
/// instruction, and that layout: all warps down for `wgmma` (its warpgroup
/// layout), the cheapest grid of warps for `mma.sync`.
#[allow(clippy::too_many_arguments)] // a product's shape (batch, M, N, K), the CTA's threads and B's staging
fn direct_plan(arch: Arch, i: &Instruction, batch: i64, m: i64, n: i64, k: i64, cta: u64, b_rows: bool, shared_limit: u64) -> Option<(Plan, Instruction, Layout)> {
    let (mut plan, instruction) = Plan::direct_for(arch, i, batch, m, n, k, (cta / WARP) as i64, b_rows, shared_limit)?;
    plan.row_warps = if plan.warpgroup.is_some() { plan.warps } else { plan.best_row_warps(&instruction) };
    let layout = Layout::Fragment { rows: (batch * m) as u64, columns: n as u64, cta, row_warps: plan.row_warps as u64 };
    Some((plan, instruction, layout))
}

/// Why no `mma.sync` form takes these element types on `arch`.
fn no_instruction(arch: Arch, lhs: Scalar, rhs: Scalar, acc: Scalar) -> String {
    let (l, r, a) = (lhs.name(), rhs.name(), acc.name());
    if lhs != rhs {
        return format!("{l} x {r}: the two inputs differ in type, and every tensor-core form takes one input type");
    }
    match lhs {
        Scalar::F32 => "f32 inputs: no tensor-core instruction keeps f32 products exact (tf32 drops 13 bits of each input)".into(),
        Scalar::F64 => format!("f64 inputs on {arch}: the m8n8k4 DMMA form is {} and newer's", Feature::MmaSync.since()),
        _ if !arch.has(Feature::MmaSync) => format!("{l} inputs on {arch}: its tensor cores (mma.sync m16n8k8) take f16 (and f8 as f16) only; {} and newer take {l}", Feature::MmaSync.since()),
        _ => format!("{l} x {l} into {a}: no tensor-core form with that accumulator"),
    }
}

/// The register holding every element of `v`, when all its elements are
/// one value held alike by every thread: a splat constant, or a broadcast
/// of a one-element tile (an accumulator starting from zero). Such an
/// accumulator is not staged; its fragments start from the register.
fn uniform_value(cx: &Lowerer<'_>, v: Value, lowered: &TileRegs) -> Option<Reg> {
    let Value::Result(producer, _) = v else { return None };
    let ir = cx.ir;
    let uniform = if let Some(constant) = ConstantOp::cast(ir, producer) {
        let tile = constant.value(ir).and_then(|attr| dense_tile(ir, attr))?;
        tile.data.iter().all(|&bits| Some(&bits) == tile.data.first())
    } else if BroadcastOp::cast(ir, producer).is_some() {
        cx.tile(producer, ir.op(producer).operands[0]).ok()?.layout == Layout::Replicated
    } else {
        false
    };
    // A splat lowers to one register in every slot.
    (uniform && lowered.slots.iter().all(|&r| r == lowered.slots[0])).then_some(lowered.slots[0])
}

/// A K loop of `steps` instruction steps: a PTX loop when there are
/// several, the body once otherwise.
struct KLoop {
    steps: i64,
    counter: Reg,
    top: super::super::instr::Label,
}

impl KLoop {
    fn start(cx: &mut Lowerer<'_>, steps: i64) -> KLoop {
        let (counter, top) = (cx.fresh(RegClass::B32), cx.label());
        if steps > 1 {
            cx.mov(counter, imm(steps as u64));
            cx.place(top);
        }
        KLoop { steps, counter, top }
    }

    /// Counts the step down and branches back while steps remain.
    fn end(self, cx: &mut Lowerer<'_>) {
        if self.steps > 1 {
            cx.emit(op!("sub.u32"), vec![self.counter.into(), self.counter.into(), imm(1)]);
            let more = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.ne.u32"), vec![more.into(), self.counter.into(), imm(0)]);
            cx.branch(Some(Guard { pred: more, negated: false }), self.top);
        }
    }
}

/// A predicate that is true (`wgmma`'s scale-d: add to the accumulator).
fn accumulate_always(cx: &mut Lowerer<'_>) -> Reg {
    let (tid, accumulate) = (cx.tid(), cx.fresh(RegClass::Pred));
    cx.emit(op!("setp.eq.u32"), vec![accumulate.into(), tid.into(), tid.into()]);
    accumulate
}

/// Two f16 elements (16-bit registers) packed in one 32-bit register, `low` first.
fn pack_halves(cx: &mut Lowerer<'_>, low: Reg, high: Reg) -> Reg {
    // `mov.b32 d, {low, high}`: ptxas packs two f16 conversions feeding it into one F2FP.
    let word = cx.fresh(RegClass::B32);
    cx.emit(op!("mov.b32"), vec![word.into(), Operand::Vector(vec![low, high])]);
    word
}

/// The four A fragment registers of one K step, from A held in the
/// fragment layout ([`a_in_registers`]): the thread's fragments `first`
/// (the step's columns 0-7) and `second` (8-15), each one's rows `g` and `g
/// + 8` packed as pairs of adjacent columns.
fn a_step_registers(cx: &mut Lowerer<'_>, held: &TileRegs, first: i64, second: i64) -> [Reg; 4] {
    let (first, second) = (4 * first as usize, 4 * second as usize);
    [first, first + 2, second, second + 2].map(|slot| pack_halves(cx, held.slot(slot), held.slot(slot + 1)))
}

/// The thread's warp, lane, `g = lane / 4` and `t = lane % 4`, in registers.
fn lane_parts(cx: &mut Lowerer<'_>) -> [Reg; 4] {
    let tid = cx.tid();
    let parts @ [warp, lane, g, t] = [(); 4].map(|_| cx.fresh(RegClass::B32));
    cx.emit(op!("shr.u32"), vec![warp.into(), tid.into(), imm(5)]);
    cx.emit(op!("and.b32"), vec![lane.into(), tid.into(), imm(WARP - 1)]);
    cx.emit(op!("shr.u32"), vec![g.into(), lane.into(), imm(2)]);
    cx.emit(op!("and.b32"), vec![t.into(), lane.into(), imm(3)]);
    parts
}

/// Per-lane registers every fragment address starts from.
#[derive(Clone, Copy)]
struct Lane {
    warp: Reg,
    /// `lane / 4`.
    g: Reg,
    /// `2 (lane % 4)` accumulator elements, in bytes.
    acc_column: Reg,
    /// The row of an A fragment whose address this lane gives `ldmatrix`,
    /// as an address: `base + (lane % 8 + 8 ((lane / 8) % 2)) A's stride +
    /// 16 (lane / 16)` (matrices 0 to 3 are A's registers 0 to 3: rows 0-7
    /// and 8-15 of the first 16 bytes, then of the next 16).
    a_row: Reg,
    /// The same for a B fragment: `base + (lane % 8) B's stride + 16 ((lane
    /// / 8) % 2)` (matrices 0 and 1 are B's registers: the fragment's 8
    /// staged rows, first 16 bytes, then the next 16).
    b_row: Reg,
}

struct TensorCore {
    plan: Plan,
    instruction: Instruction,
    base: Reg,
    /// Where A's and B's placements count from: `base`, or for an operand
    /// that lives in shared memory already ([`super::resident`]), its
    /// buffer (less B's start in the plan, for B).
    a_base: Reg,
    b_base: Reg,
    warp: Option<Lane>,
    /// The accumulator's one value, when it has one ([`uniform_value`]).
    uniform: Option<Reg>,
    /// The product's `wgmma` group stays in flight past its end: it waits
    /// with `wgmma.wait_group 1`, for the group before it
    /// ([`super::resident::Residency::in_flight_across`]).
    keep_in_flight: bool,
}

/// Where one `wgmma` reads A: through a descriptor, or from registers (a
/// thread's four A fragment registers for each K step).
#[derive(Clone, Debug)]
enum WgmmaA {
    Descriptor(Reg),
    Registers(Vec<[Reg; 4]>),
}

/// Whether a direct plan (`plan`, for `i`) reads A, held as `layout`, from
/// registers rather than shared memory: where A's elements are 16-bit (f16,
/// bf16) and A is in the fragment layout of the product's rows with K for
/// its columns and all warps down, each warp holding whole rows (as the
/// result of a previous product is, in attention: P = softmax(Q K^T)
/// feeding P V; [`fragment_layout`]'s `whole_rows`). Two accumulator
/// fragments side by side, 16x8 fragments `2 s` and `2 s + 1` of a row of
/// fragments, are element for element the A fragment of K step `s` (the
/// ISA's A fragment of `mma.m16n8k16`, and `wgmma`'s "Register Fragments"
/// for A, the same per warp), so each register is two adjacent columns of
/// one fragment, packed. For `wgmma`, K must be a multiple of its 16 (no
/// zeros past K) and M of 64; for `mma.sync`, the plan's warps must all be
/// down as well.
fn a_in_registers(plan: &Plan, i: &Instruction, layout: Layout) -> bool {
    let fragment = Layout::Fragment { rows: (plan.batch * plan.m) as u64, columns: plan.k as u64, cta: (plan.warps * WARP as i64) as u64, row_warps: plan.warps as u64 };
    let shape = match plan.warpgroup {
        Some(w) => w.k == plan.k && w.block_rows == 64 && plan.m % 64 == 0,
        None => plan.row_warps == plan.warps,
    };
    i.staging == Staging::Half && shape && layout == fragment
}

/// The registers of one fragment a warp computes in a band.
struct Fragment {
    /// Which A and B fragments it multiplies (indices into the band's lists).
    a: usize,
    b: usize,
    /// Its accumulator in the band buffer (this lane's first element).
    d_address: Reg,
    acc: Vec<Reg>,
    /// Whether this warp stores it (only when warps repeat a fragment).
    stores: Option<Reg>,
}

impl TensorCore {
    #[allow(clippy::too_many_arguments)] // the four tiles and two band lists of one mmaf/mmai
    fn emit(&mut self, cx: &mut Lowerer<'_>, lhs: &TileRegs, rhs: &TileRegs, acc: &TileRegs, result: &TileRegs, acc_bands: &[u64], result_bands: &[u64]) {
        let p = self.plan;
        self.stage_operands(cx, lhs, rhs);
        self.stage_acc(cx, acc, acc_bands, 0);
        for band in 0..p.bands() {
            cx.emit(op!("bar.sync"), vec![imm(0)]);
            match p.warpgroup {
                Some(w) => self.band_warpgroup(cx, band, w),
                None => self.band(cx, band),
            }
            let next = band + 1 < p.bands();
            if next && p.buffers == 2 {
                self.stage_acc(cx, acc, acc_bands, band + 1);
            }
            cx.emit(op!("bar.sync"), vec![imm(0)]);
            self.read_result(cx, result, result_bands, band);
            if next && p.buffers == 1 && self.uniform.is_none() {
                // One buffer: the band's results are read before the next band's accumulator overwrites them.
                cx.emit(op!("bar.sync"), vec![imm(0)]);
                self.stage_acc(cx, acc, acc_bands, band + 1);
            }
        }
    }

    /// Stages A and B (after a barrier: earlier readers of the scratch
    /// array must be done before it is overwritten), `wgmma`'s K padding
    /// zeroed; for `wgmma`, which reads them through the async proxy, the
    /// stores are made visible to that proxy (the caller's barrier follows).
    fn stage_operands(&self, cx: &mut Lowerer<'_>, lhs: &TileRegs, rhs: &TileRegs) {
        self.stage_some_operands(cx, Some(lhs), Some(rhs), None);
    }

    /// [`Self::stage_operands`] for the operands in registers (`None`: in
    /// shared memory already); with `wait`, the operands' `cp.async`
    /// copies are waited for (all groups but the `wait` newest, which are
    /// later tiles'), before the fence that `wgmma` needs: the caller's
    /// barrier then makes every thread's copies visible to all.
    fn stage_some_operands(&self, cx: &mut Lowerer<'_>, lhs: Option<&TileRegs>, rhs: Option<&TileRegs>, wait: Option<u32>) {
        let p = self.plan;
        if lhs.is_some() || rhs.is_some() {
            cx.emit(op!("bar.sync"), vec![imm(0)]);
        }
        if let Some(w) = p.warpgroup.filter(|w| w.k > p.k) {
            self.zero_k_padding(cx, w);
        }
        if let Some(lhs) = lhs {
            self.stage_a(cx, lhs);
        }
        if let Some(rhs) = rhs {
            self.stage_b(cx, rhs);
        }
        if let Some(n) = wait {
            cx.emit(op!("cp.async.wait_group"), vec![imm(u64::from(n))]);
        }
        if p.warpgroup.is_some() {
            cx.emit(op!("fence.proxy.async.shared::cta"), vec![]);
        }
    }

    /// The instruction and its `[m, n, k]` shape, for remarks.
    fn outcome(&self) -> (String, [i64; 3]) {
        let i = self.instruction;
        if let Some(w) = self.plan.warpgroup {
            return (i.wgmma_opcode(w.n).to_string(), [64, w.n, i.k]);
        }
        let hardware_k = if i.halves { i.k / 2 } else { i.k };
        let shape = if i.staging == Staging::F64 { [8, 8, 4] } else { [16, 8, hardware_k] };
        (i.opcode().to_string(), shape)
    }

    /// The product with the accumulator and the result in the fragment
    /// layout ([`Plan::direct`]): A and B are staged, and the instructions
    /// work on the result's registers themselves, started from the
    /// accumulator's (fragment `q` of a warp is slots `4 q` to `4 q + 3`;
    /// f16 elements are packed two to a register around the instructions).
    /// With `a_registers`, A (`lhs`) is not staged: `wgmma` reads it from
    /// its registers ([`a_in_registers`]).
    #[allow(clippy::too_many_arguments)] // A (and where it is read from), B, the wait for resident operands, the accumulator and the result
    fn emit_direct(&mut self, cx: &mut Lowerer<'_>, lhs: Option<&TileRegs>, a_registers: bool, rhs: Option<&TileRegs>, wait: Option<u32>, acc: &TileRegs, result: &TileRegs) {
        let p = self.plan;
        self.stage_some_operands(cx, lhs.filter(|_| !a_registers), rhs, wait);
        cx.emit(op!("bar.sync"), vec![imm(0)]);
        let packed = self.instruction.acc == Acc::F16;
        let fragments: Vec<Vec<Reg>> = (0..result.slots.len() / 4)
            .map(|q| {
                let start = |s: usize| self.uniform.unwrap_or_else(|| acc.slot(s));
                if packed {
                    (0..2).map(|h| pack_halves(cx, start(4 * q + 2 * h), start(4 * q + 2 * h + 1))).collect()
                } else {
                    (4 * q..4 * q + 4)
                        .map(|s| {
                            let from = start(s);
                            if from != result.slots[s] {
                                cx.mov(result.slots[s], from);
                            }
                            result.slots[s]
                        })
                        .collect()
                }
            })
            .collect();
        match p.warpgroup {
            Some(w) => self.direct_warpgroup(cx, w, &fragments, lhs.filter(|_| a_registers)),
            None => self.direct_warps(cx, &fragments, lhs.filter(|_| a_registers)),
        }
        if packed {
            for (q, regs) in fragments.iter().enumerate() {
                for (h, &word) in regs.iter().enumerate() {
                    cx.emit(op!("cvt.u16.u32"), vec![result.slots[4 * q + 2 * h].into(), word.into()]);
                    let high = cx.fresh(RegClass::B32);
                    cx.emit(op!("shr.b32"), vec![high.into(), word.into(), imm(16)]);
                    cx.emit(op!("cvt.u16.u32"), vec![result.slots[4 * q + 2 * h + 1].into(), high.into()]);
                }
            }
        }
    }

    /// `mma.sync` on fragments held in place: the warps form a grid of
    /// `row_warps` down ([`Layout::Fragment`]), warp `w`'s fragment `q` at
    /// fragment row `w % down + down (q % (R / down))` and column
    /// `w / down + across (q / (R / down))`. A fragments are shared by a
    /// warp's fragments of one row, B fragments by those of one batch and column.
    ///
    /// With `a_registers` (A in the fragment layout of whole rows a warp,
    /// its columns K: [`a_in_registers`]), the A fragment of a warp's
    /// fragment row at K step `s` is its fragments `2 s` and `2 s + 1` of
    /// that row, each one's pairs of adjacent columns packed into a
    /// register, and the K steps are unrolled.
    fn direct_warps(&mut self, cx: &mut Lowerer<'_>, fragments: &[Vec<Reg>], a_registers: Option<&TileRegs>) {
        let p = self.plan;
        let lane = self.lane(cx);
        // With W warps, `down` of them down R fragment rows and `across`
        // across (powers of two), warp w's fragment q has row w % down +
        // down (q % (R / down)) and column w / down + across (q / (R /
        // down)), and its batch, M / 16 rows each, splits the same way:
        // every address is a per-warp register plus a constant of q.
        let (down, fragment_rows, batch_rows) = (p.row_warps, p.batch * p.m / 16, p.m / 16);
        let (across, rows_a_warp) = (p.warps / down, fragment_rows / down);
        let (row, column, batch) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        cx.emit(op!("and.b32"), vec![row.into(), lane.warp.into(), imm((down - 1) as u64)]);
        cx.emit(op!("shr.u32"), vec![column.into(), lane.warp.into(), imm(u64::from(log2(down)))]);
        cx.emit(op!("shr.u32"), vec![batch.into(), row.into(), imm(u64::from(log2(batch_rows)))]);
        // A: base + 16 row A's stride; B: base + B's offset of the batch and column 8 column.
        let a_base = cx.fresh(RegClass::B32);
        if a_registers.is_none() {
            cx.emit(op!("mad.lo.u32"), vec![a_base.into(), row.into(), imm((16 * p.a_stride) as u64), lane.a_row.into()]);
        }
        let eb = self.instruction.staging.bytes();
        let b_base = cx.fresh(RegClass::B32);
        cx.emit(op!("mad.lo.u32"), vec![b_base.into(), column.into(), imm(p.b_offset(0, 8, eb) as u64), lane.b_row.into()]);
        cx.emit(op!("mad.lo.u32"), vec![b_base.into(), batch.into(), imm(p.b_offset(1, 0, eb) as u64), b_base.into()]);
        if p.b_skewed(&self.instruction) {
            // Skewed rows: bit 3 of the warp's column's first row (8 column).
            cx.add_if_bit(b_base, column, 1, (2 * B_SKEW) as u64);
        }
        // B as rows of N, swizzled: each fragment's chunk is its column
        // (the warp's, in a register, plus a constant of q, no bit in
        // common), whose spread bits XOR the row's slot.
        let n_major_swizzle = p.b_swizzle.map(|(_, spread)| spread);
        let chunk_xor = |chunk: i64, spread: u32| (((chunk << spread) & 7) << 4) as u64;
        if let Some(spread) = n_major_swizzle {
            let bits = cx.fresh(RegClass::B32);
            cx.emit(op!("shl.b32"), vec![bits.into(), column.into(), imm(u64::from(spread + 4))]);
            cx.emit(op!("and.b32"), vec![bits.into(), bits.into(), imm(0x70)]);
            cx.emit(op!("xor.b32"), vec![b_base.into(), b_base.into(), bits.into()]);
        }
        let mut a_offsets: Vec<i64> = Vec::new();
        // Each A offset's fragment row among the warp's (`q % rows_a_warp`).
        let mut a_rows: Vec<i64> = Vec::new();
        let mut b_offsets: Vec<i64> = Vec::new();
        // The constant part of each B offset's column chunk.
        let mut b_columns: Vec<i64> = Vec::new();
        let mut work = Vec::new();
        for (q, acc) in fragments.iter().enumerate() {
            let q = q as i64;
            let (row_part, column_part) = (down * (q % rows_a_warp), across * (q / rows_a_warp));
            let a_offset = 16 * row_part * p.a_stride;
            // The warp's column and q's share no bit: their skews add.
            let b_offset = p.b_offset(row_part / batch_rows, 8 * column_part, eb) + p.b_skew(&self.instruction, 8 * column_part);
            let index = |offsets: &mut Vec<i64>, offset: i64| offsets.iter().position(|&o| o == offset).unwrap_or_else(|| {
                offsets.push(offset);
                offsets.len() - 1
            });
            let b = index(&mut b_offsets, b_offset);
            if b == b_columns.len() {
                b_columns.push(column_part);
            }
            let a = index(&mut a_offsets, a_offset);
            if a == a_rows.len() {
                a_rows.push(q % rows_a_warp);
            }
            work.push((a, b, acc.clone()));
        }
        // A held: fragment row r's fragment of K columns 8 c is the thread's `r + rows_a_warp c`th.
        let steps = p.k / self.instruction.k;
        let a_held: Option<Vec<Vec<Vec<Reg>>>> = a_registers.map(|held| {
            a_rows
                .iter()
                .map(|&r| {
                    (0..steps)
                        .map(|s| {
                            a_step_registers(cx, held, r + rows_a_warp * 2 * s, r + rows_a_warp * (2 * s + 1)).to_vec()
                        })
                        .collect()
                })
                .collect()
        });
        let a: Vec<(Reg, i64)> = a_offsets.iter().map(|&o| (a_base, o)).collect();
        let b: Vec<(Reg, i64)> = b_offsets
            .iter()
            .zip(&b_columns)
            .map(|(&o, &c)| match n_major_swizzle.map(|spread| chunk_xor(c, spread)).filter(|&x| x != 0) {
                Some(x) => {
                    let r = cx.fresh(RegClass::B32);
                    cx.emit(op!("xor.b32"), vec![r.into(), b_base.into(), imm(x)]);
                    (r, o)
                }
                None => (b_base, o),
            })
            .collect();
        self.mma_k_loop(cx, &a, &b, &work, a_held.as_deref());
    }

    /// `wgmma` on fragments held in place: block `b` of 64 rows is fragment
    /// rows `4 b` to `4 b + 3`, held by warpgroup `b % G` (`G` warpgroups in
    /// the CTA), its warp `w` holding row `4 b + w` (rows `64 b + 16 w ..`);
    /// the warpgroup's `j`th block's columns `8 c ..` are each of its warps'
    /// fragment `q = c rows / (64 G) + j`. One instruction a block and `w.n`
    /// columns, all in one K loop. With `a_registers` (A in the same
    /// fragment layout, its columns K: [`a_in_registers`]), a block's A at
    /// K step `s` is the thread's fragments `2 s` and `2 s + 1` of it, each
    /// one's pairs of adjacent columns packed into a register, and the K
    /// steps are unrolled (registers cannot be indexed by a loop).
    fn direct_warpgroup(&mut self, cx: &mut Lowerer<'_>, w: Warpgroup, fragments: &[Vec<Reg>], a_registers: Option<&TileRegs>) {
        let p = self.plan;
        let accumulate = accumulate_always(cx);
        let groups = p.warps / 4;
        let per_group = p.batch * p.m / 64 / groups;
        // Warpgroup g's blocks start 64 g rows further into A (within one batch: M is a multiple of 64 G).
        let a_base = if groups > 1 {
            let (tid, group, base) = (cx.tid(), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
            cx.emit(op!("shr.u32"), vec![group.into(), tid.into(), imm(WARPGROUP.trailing_zeros() as u64)]);
            cx.emit(op!("mad.lo.u32"), vec![base.into(), group.into(), imm((64 * p.a_stride) as u64), self.a_base.into()]);
            base
        } else {
            self.a_base
        };
        let mut work = Vec::new();
        // A's registers, per block and K step: fragment (2 s + h) per_group + j's slots, two a register.
        let steps = p.k / self.instruction.k;
        let a_fragments: Vec<Vec<[Reg; 4]>> = match a_registers {
            Some(a) => (0..per_group)
                .map(|j| {
                    (0..steps)
                        .map(|s| {
                            a_step_registers(cx, a, 2 * s * per_group + j, (2 * s + 1) * per_group + j)
                        })
                        .collect()
                })
                .collect(),
            None => Vec::new(),
        };
        for j in 0..per_group {
            for chunk in 0..p.n / w.n {
                let first_row = 64 * groups * j;
                let batch = first_row / p.m;
                let a = match a_fragments.get(j as usize) {
                    Some(steps) => WgmmaA::Registers(steps.clone()),
                    None => WgmmaA::Descriptor(self.descriptor_at(cx, w.a, a_base, first_row * p.a_stride)),
                };
                let b = self.descriptor_at(cx, w.b, self.b_base, p.b_start + p.b_descriptor_offset(&w, batch, chunk * w.n, self.instruction.staging.bytes()));
                let acc: Vec<Reg> = (0..w.n / 8).flat_map(|c| fragments[((chunk * w.n / 8 + c) * per_group + j) as usize].iter().copied()).collect();
                work.push((a, b, 0, acc));
            }
        }
        self.wgmma_k_loop(cx, w, &work, accumulate);
    }

    /// The byte offset of band buffer `band` from the shared base.
    fn buffer(&self, band: i64) -> i64 {
        self.plan.d_start + (band % self.plan.buffers) * self.plan.band_rows * self.plan.d_stride
    }

    fn a_placement(&self) -> Placement {
        a_placement(&self.plan, &self.instruction)
    }

    fn b_placement(&self) -> Placement {
        b_placement(&self.plan, &self.instruction)
    }

    /// Where output element `i` of band `band` goes in that band's buffer.
    fn band_placement(&self, band: i64) -> Placement {
        let (n, stride) = (self.plan.n, self.plan.d_stride);
        Placement::linear(vec![(0, n - 1, self.instruction.acc.bytes()), (log2(n), -1, stride)], self.buffer(band) - band * self.plan.band_rows * stride)
    }

    /// The register holding `value` as it is staged (masked to tf32,
    /// widened from f8 to f16), and the type it is stored as.
    fn staged_value(&self, cx: &mut Lowerer<'_>, elem: Elem, value: Reg) -> (Reg, Type) {
        match self.instruction.staging {
            Staging::Half => (value, Type::B16),
            Staging::Byte => (value, Type::B8),
            Staging::Tf32 => {
                let bits = cx.fresh(RegClass::B32);
                cx.emit(op!("and.b32"), vec![bits.into(), value.into(), super::imm_bits(RegClass::B32, 0xffff_e000)]);
                (bits, Type::B32)
            }
            Staging::F8ToF16 => {
                let s = elem.scalar().unwrap_or(Scalar::F8E4m3fn);
                (super::arith::widen_float(cx, s, value, Scalar::F16), Type::B16)
            }
            Staging::F64 => (value, Type::F64),
        }
    }

    /// How many slots from `s` on one vector store can stage
    /// ([`placement::vector_width`]; 16-bit elements 8, packed in pairs).
    fn stage_width(&self, cx: &Lowerer<'_>, layout: Layout, placement: &Placement, s: usize, slots: usize) -> usize {
        let bytes = self.instruction.staging.bytes();
        placement::vector_width(cx.cta(), layout, placement, s, slots, bytes, if bytes == 2 { 8 } else { 4 })
    }

    /// Writes an input operand's elements to shared memory as `placement`
    /// says, slots whose elements land side by side in one vector store.
    fn stage_input(&self, cx: &mut Lowerer<'_>, input: &TileRegs, placement: &Placement, base: Reg) {
        let guard = cx.layout_guard(input.layout).map(|pred| Guard { pred, negated: false });
        let thread = placement.thread_address(cx, input.layout, base);
        let mut s = 0;
        while s < input.slots.len() {
            let width = self.stage_width(cx, input.layout, placement, s, input.slots.len());
            let address = placement.slot_address(cx, input.layout, thread, s);
            let mut staged: Vec<(Reg, Type)> = (s..s + width).map(|j| self.staged_value(cx, input.elem, input.slots[j])).collect();
            if width == 8 {
                // Eight 16-bit elements: four words of two (`mov.b32 d, {low, high}`), one 16-byte store.
                staged = staged
                    .chunks(2)
                    .map(|pair| {
                        let word = cx.fresh(RegClass::B32);
                        cx.emit(op!("mov.b32"), vec![word.into(), Operand::Vector(vec![pair[0].0, pair[1].0])]);
                        (word, Type::B32)
                    })
                    .collect();
            }
            let ty = staged[0].1;
            if width == 1 {
                cx.emit_guarded(guard, op!("st.shared").with(ty), vec![address, staged[0].0.into()]);
            } else {
                cx.emit_guarded(guard, op!("st.shared").with(super::memory::vector_of(staged.len())).with(ty), vec![address, Operand::Vector(staged.iter().map(|v| v.0).collect())]);
            }
            s += width;
        }
    }

    fn stage_a(&self, cx: &mut Lowerer<'_>, lhs: &TileRegs) {
        self.stage_input(cx, lhs, &self.a_placement(), self.a_base);
    }

    fn stage_b(&self, cx: &mut Lowerer<'_>, rhs: &TileRegs) {
        self.stage_input(cx, rhs, &self.b_placement(), self.b_base);
    }

    /// Writes the accumulator elements of band `band` into its buffer.
    fn stage_acc(&self, cx: &mut Lowerer<'_>, acc: &TileRegs, acc_bands: &[u64], band: i64) {
        if self.uniform.is_some() {
            return;
        }
        let guard = cx.layout_guard(acc.layout);
        let placement = self.band_placement(band);
        let thread = placement.thread_address(cx, acc.layout, self.base);
        for (s, _) in acc_bands.iter().enumerate().filter(|&(_, &b)| b == band as u64) {
            let address = Operand::Addr(thread, placement.slot_offset(acc.layout, s));
            super::memory::store_element(cx, op!("st.shared"), acc.elem, acc.slot(s), address, guard);
        }
    }

    /// Reads the result elements of band `band` from its buffer (in the
    /// threads that hold one: a result of fewer elements than the CTA has
    /// threads leaves the others out, whose addresses would pass the buffer).
    fn read_result(&self, cx: &mut Lowerer<'_>, result: &TileRegs, result_bands: &[u64], band: i64) {
        let guard = cx.layout_guard(result.layout);
        let placement = self.band_placement(band);
        let thread = placement.thread_address(cx, result.layout, self.base);
        for (s, _) in result_bands.iter().enumerate().filter(|&(_, &b)| b == band as u64) {
            let address = Operand::Addr(thread, placement.slot_offset(result.layout, s));
            super::memory::load_element(cx, op!("ld.shared"), result.elem, result.slots[s], address, guard);
        }
    }

    /// The lane's registers, computed once per op.
    fn lane(&mut self, cx: &mut Lowerer<'_>) -> Lane {
        if let Some(lane) = self.warp {
            return lane;
        }
        let [warp, lane, g, t] = lane_parts(cx);
        let acc_column = cx.fresh(RegClass::B32);
        cx.emit(op!("mul.lo.u32"), vec![acc_column.into(), t.into(), imm((2 * self.instruction.acc.bytes()) as u64)]);
        // ldmatrix: lane % 8 is the row within a matrix, lane / 8 the matrix.
        let (row, matrix, half, block) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        cx.emit(op!("and.b32"), vec![row.into(), lane.into(), imm(7)]);
        cx.emit(op!("shr.u32"), vec![matrix.into(), lane.into(), imm(3)]);
        cx.emit(op!("and.b32"), vec![half.into(), matrix.into(), imm(1)]);
        cx.emit(op!("shr.u32"), vec![block.into(), matrix.into(), imm(1)]);
        let (a_row, b_row) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
        let a_stride = self.plan.a_stride as u64;
        if self.instruction.staging == Staging::F64 {
            // m8n8k4: A's element (g, t) and B's (t, g), B staged transposed: row g, column t.
            cx.emit(op!("mad.lo.u32"), vec![a_row.into(), g.into(), imm(a_stride), self.a_base.into()]);
            cx.emit(op!("mad.lo.u32"), vec![a_row.into(), t.into(), imm(8), a_row.into()]);
            cx.emit(op!("mad.lo.u32"), vec![b_row.into(), g.into(), imm(self.plan.b_stride as u64), self.b_base.into()]);
            cx.emit(op!("mad.lo.u32"), vec![b_row.into(), t.into(), imm(8), b_row.into()]);
            if self.plan.b_skewed(&self.instruction) {
                // Row g's skew: bit 2 of g (bit 3 is the fragment column's).
                cx.add_if_bit(b_row, g, 4, B_SKEW as u64);
            }
        } else {
            // Swizzled planes (Plan::with_swizzles): A's row's slot in its
            // line is the row XOR the spread bits of the matrix's chunk (`block`).
            let a_slot = match self.plan.a_swizzle {
                Some((_, spread)) => {
                    let (bits, slot) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
                    cx.emit(op!("shl.b32"), vec![bits.into(), block.into(), imm(u64::from(spread))]);
                    cx.emit(op!("and.b32"), vec![bits.into(), bits.into(), imm(7)]);
                    cx.emit(op!("xor.b32"), vec![slot.into(), row.into(), bits.into()]);
                    slot
                }
                None => row,
            };
            cx.emit(op!("mad.lo.u32"), vec![a_row.into(), half.into(), imm(8 * a_stride), self.a_base.into()]);
            cx.emit(op!("mad.lo.u32"), vec![a_row.into(), a_slot.into(), imm(a_stride), a_row.into()]);
            cx.emit(op!("mad.lo.u32"), vec![a_row.into(), block.into(), imm(self.plan.a_chunk as u64), a_row.into()]);
            // B's swizzle (as rows of N) XORs its fragments' columns' bits (TensorCore::direct_warps).
            cx.emit(op!("mad.lo.u32"), vec![b_row.into(), row.into(), imm(self.plan.b_stride as u64), self.b_base.into()]);
            // Matrix 1 of B's pair: k 8 to 15, a chunk on along a row of K, or 8 rows of N down.
            let next = if self.plan.b_n_major { 8 * self.plan.b_stride } else { self.plan.b_chunk };
            cx.emit(op!("mad.lo.u32"), vec![b_row.into(), half.into(), imm(next as u64), b_row.into()]);
        }
        let lane = Lane { warp, g, acc_column, a_row, b_row };
        self.warp = Some(lane);
        lane
    }

    /// One band: each warp's fragments, from the accumulator in the band
    /// buffer back into it.
    fn band(&mut self, cx: &mut Lowerer<'_>, band: i64) {
        let p = self.plan;
        let i = self.instruction;
        let lane = self.lane(cx);
        let fragments = p.fragments();
        let columns = p.n / 8;
        let buffer = self.buffer(band);
        // Fragment j of warp w is f = 4 j + w. With 4 or more fragment
        // columns, its row (f / columns) is known here and only its column
        // depends on the warp, so fragments of one row share A and those of
        // one column share B; otherwise each has its own.
        // (B also depends on the batch of the fragment's rows.)
        let shared_keys = columns >= p.warps;
        let mut a_addresses: Vec<(i64, Reg)> = Vec::new();
        let mut b_addresses: Vec<(i64, Reg)> = Vec::new();
        let mut work = Vec::new();
        for j in 0..p.per_warp() {
            let (a_key, b_key) = if shared_keys {
                let fragment_row = p.warps * j / columns;
                let batch = (band * p.band_rows + 16 * fragment_row) / p.m;
                (fragment_row, batch * columns + p.warps * j % columns)
            } else {
                (j, j)
            };
            let f = add_imm(cx, lane.warp, p.warps * j);
            let (f, stores) = if fragments < p.warps {
                let (valid, last) = (cx.fresh(RegClass::Pred), cx.fresh(RegClass::B32));
                cx.emit(op!("setp.lt.u32"), vec![valid.into(), f.into(), imm(fragments as u64)]);
                cx.emit(op!("min.u32"), vec![last.into(), f.into(), imm((fragments - 1) as u64)]);
                (last, Some(valid))
            } else {
                (f, None)
            };
            // Row (within the band) and column of the fragment's first element.
            let (row, column) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
            cx.emit(op!("shr.u32"), vec![row.into(), f.into(), imm(u64::from(log2(columns)))]);
            cx.emit(op!("shl.b32"), vec![row.into(), row.into(), imm(4)]);
            cx.emit(op!("and.b32"), vec![column.into(), f.into(), imm((columns - 1) as u64)]);
            cx.emit(op!("shl.b32"), vec![column.into(), column.into(), imm(3)]);
            let lane_row = cx.fresh(RegClass::B32);
            cx.emit(op!("add.u32"), vec![lane_row.into(), row.into(), lane.g.into()]);
            let a = match a_addresses.iter().position(|&(key, _)| key == a_key) {
                Some(at) => at,
                None => {
                    // From row band_start + row of A.
                    let a_row = add_imm(cx, row, band * p.band_rows);
                    let address = cx.fresh(RegClass::B32);
                    cx.emit(op!("mad.lo.u32"), vec![address.into(), a_row.into(), imm(p.a_stride as u64), lane.a_row.into()]);
                    a_addresses.push((a_key, address));
                    a_addresses.len() - 1
                }
            };
            let b = match b_addresses.iter().position(|&(key, _)| key == b_key) {
                Some(at) => at,
                None => {
                    // B's offset of the batch of the fragment's rows and of its column.
                    let first_row = add_imm(cx, row, band * p.band_rows);
                    let batch = cx.fresh(RegClass::B32);
                    cx.emit(op!("shr.u32"), vec![batch.into(), first_row.into(), imm(u64::from(log2(p.m)))]);
                    let eb = i.staging.bytes();
                    let address = cx.fresh(RegClass::B32);
                    cx.emit(op!("mad.lo.u32"), vec![address.into(), column.into(), imm(p.b_offset(0, 1, eb) as u64), lane.b_row.into()]);
                    cx.emit(op!("mad.lo.u32"), vec![address.into(), batch.into(), imm(p.b_offset(1, 0, eb) as u64), address.into()]);
                    if p.b_skewed(&i) {
                        // The fragment's first row (a multiple of 8): its bit 3's skew.
                        cx.add_if_bit(address, column, 8, (2 * B_SKEW) as u64);
                    }
                    b_addresses.push((b_key, address));
                    b_addresses.len() - 1
                }
            };
            // The accumulator: row + g, column + 2 (lane % 4) of the band buffer.
            let d_address = cx.fresh(RegClass::B32);
            cx.emit(op!("mad.lo.u32"), vec![d_address.into(), lane_row.into(), imm(p.d_stride as u64), self.base.into()]);
            cx.emit(op!("mad.lo.u32"), vec![d_address.into(), column.into(), imm(i.acc.bytes() as u64), d_address.into()]);
            cx.emit(op!("add.u32"), vec![d_address.into(), d_address.into(), lane.acc_column.into()]);
            let acc: Vec<Reg> = (0..i.acc.registers()).map(|_| cx.fresh(i.acc.class())).collect();
            match self.uniform {
                Some(value) => self.splat_acc(cx, &acc, value),
                None => self.access_acc(cx, Mnemonic::Ld, &acc, d_address, buffer, None),
            }
            work.push(Fragment { a, b, d_address, acc, stores });
        }
        let a_regs: Vec<(Reg, i64)> = a_addresses.iter().map(|&(_, r)| (r, 0)).collect();
        let b_regs: Vec<(Reg, i64)> = b_addresses.iter().map(|&(_, r)| (r, 0)).collect();
        let products: Vec<(usize, usize, Vec<Reg>)> = work.iter().map(|f| (f.a, f.b, f.acc.clone())).collect();
        self.mma_k_loop(cx, &a_regs, &b_regs, &products, None);
        for fragment in &work {
            self.access_acc(cx, Mnemonic::St, &fragment.acc, fragment.d_address, buffer, fragment.stores);
        }
    }

    /// The K loop of `mma.sync` for a warp's fragments: each `(a, b, acc)`
    /// multiplies A fragment `a` (read at `a_addresses[a]`, a register plus
    /// a constant) by B fragment `b` into the registers `acc`; the address
    /// registers move on by one K step an iteration.
    /// `a_held`: A's fragments in registers already, per A address and K
    /// step (the steps are then unrolled).
    fn mma_k_loop(&self, cx: &mut Lowerer<'_>, a_addresses: &[(Reg, i64)], b_addresses: &[(Reg, i64)], work: &[(usize, usize, Vec<Reg>)], a_held: Option<&[Vec<Vec<Reg>>]>) {
        let p = self.plan;
        let i = self.instruction;
        // A's swizzled chunks (along K) move each K step to other slots of
        // their lines: the steps are then unrolled, each A address XORed
        // with its step's chunks' spread bits. (B's, as rows of N, stay.)
        let steps = p.k / i.k;
        let unrolled = steps > 1 && (p.a_swizzle.is_some() || a_held.is_some());
        let k_loop = KLoop::start(cx, if unrolled { 1 } else { steps });
        // Each fragment register is one 8x8 matrix of 16-bit elements for
        // ldmatrix (rows of 16 bytes: 8 f16, 16 i8 or 4 tf32), which hands
        // thread l the 4 bytes at 4 (l % 4) of row l / 4, the ISA's layout.
        let load = |cx: &mut Lowerer<'_>, address: Reg, offset: i64, count: i64, trans: bool| -> Vec<Reg> {
            let regs: Vec<Reg> = (0..count).map(|_| cx.fresh(RegClass::B32)).collect();
            let count_modifier = match count {
                1 => Count::X1,
                2 => Count::X2,
                _ => Count::X4,
            };
            let opcode = op!("ldmatrix.sync.aligned.m8n8").with(count_modifier).with_opt(trans.then_some(Flag::Trans)).with(Space::Shared).with(Type::B16);
            cx.emit(opcode, vec![Operand::Vector(regs.clone()), Operand::Addr(address, offset)]);
            regs
        };
        // f64: A's elements of rows g and g + 8, and B's one, each by `ld.shared.f64`.
        let load_f64 = |cx: &mut Lowerer<'_>, address: Reg, offsets: &[i64]| -> Vec<Reg> {
            offsets
                .iter()
                .map(|&offset| {
                    let r = cx.fresh(RegClass::F64);
                    cx.emit(op!("ld.shared.f64"), vec![r.into(), Operand::Addr(address, offset)]);
                    r
                })
                .collect()
        };
        let dmma = i.staging == Staging::F64;
        let opcode = i.opcode();
        // An address at K step `step` of an unrolled loop: XORed with the
        // spread bits of the step's first chunk (the lane's part, `block` or
        // `half`, is in the register already), `step` steps on.
        let chunks = i.step_bytes() / 16;
        let at_step = |cx: &mut Lowerer<'_>, (r, o): (Reg, i64), swizzle: Option<(u32, u32)>, step: i64, bytes: i64| -> (Reg, i64) {
            let x = swizzle.map_or(0, |(_, spread)| (((step * chunks) << spread) & 7) << 4);
            if x == 0 {
                return (r, o + step * bytes);
            }
            let t = cx.fresh(RegClass::B32);
            cx.emit(op!("xor.b32"), vec![t.into(), r.into(), imm(x as u64)]);
            (t, o + step * bytes)
        };
        for step in 0..if unrolled { steps } else { 1 } {
            let a_now: Vec<(Reg, i64)> = if a_held.is_some() { a_addresses.to_vec() } else { a_addresses.iter().map(|&a| at_step(cx, a, p.a_swizzle, step, p.a_step(&i))).collect() };
            let b_now: Vec<(Reg, i64)> = b_addresses.iter().map(|&b| at_step(cx, b, None, step, p.b_step(&i))).collect();
            // Each fragment is loaded just before its first product, so that
            // fewer of them are live at once.
            let mut a_fragments: Vec<Option<Vec<Reg>>> = match a_held {
                Some(held) => held.iter().map(|steps| Some(steps[step as usize].clone())).collect(),
                None => vec![None; a_addresses.len()],
            };
            let mut b_fragments: Vec<Option<Vec<Reg>>> = vec![None; b_addresses.len()];
            for (a, b, acc) in work {
                let d = Operand::Vector(acc.clone());
                let (a_at, a_offset) = a_now[*a];
                let (b_at, b_offset) = b_now[*b];
                let a = a_fragments[*a].get_or_insert_with(|| if dmma { load_f64(cx, a_at, &[a_offset, a_offset + 8 * p.a_stride]) } else { load(cx, a_at, a_offset, i.a_registers(), false) }).clone();
                let b = b_fragments[*b].get_or_insert_with(|| if dmma { load_f64(cx, b_at, &[b_offset + p.b_start]) } else { load(cx, b_at, b_offset + p.b_start, i.b_registers(), p.b_n_major) }).clone();
                let (a, b) = (&a, &b);
                if dmma {
                    // Rows g (accumulator elements 0, 1) and g + 8 (2, 3): one m8n8k4 each.
                    for half in 0..2 {
                        let d = Operand::Vector(acc[2 * half..2 * half + 2].to_vec());
                        cx.emit(opcode, vec![d.clone(), Operand::Vector(vec![a[half]]), Operand::Vector(vec![b[0]]), d]);
                    }
                } else if i.halves {
                    // A's registers 0-1 and B's 0 are the first k / 2, A's 2-3 and B's 1 the rest.
                    for half in 0..2 {
                        cx.emit(opcode, vec![d.clone(), Operand::Vector(a[2 * half..2 * half + 2].to_vec()), Operand::Vector(vec![b[half]]), d.clone()]);
                    }
                } else {
                    cx.emit(opcode, vec![d.clone(), Operand::Vector(a.clone()), Operand::Vector(b.clone()), d]);
                }
            }
        }
        if k_loop.steps > 1 {
            let mut moved: Vec<Reg> = Vec::new();
            let steps = a_addresses.iter().map(|&(r, _)| (r, p.a_step(&i))).chain(b_addresses.iter().map(|&(r, _)| (r, p.b_step(&i))));
            for (address, step) in steps {
                if !moved.contains(&address) {
                    moved.push(address);
                    cx.emit(op!("add.u32"), vec![address.into(), address.into(), imm(step as u64)]);
                }
            }
        }
        k_loop.end(cx);
    }

    /// One band on sm_90a: the band's blocks of `w.block_rows` rows by
    /// `w.n` columns, each one `wgmma` per K step for the whole warpgroup,
    /// taken in groups of at most [`WGMMA_REGISTERS`] accumulator registers a
    /// thread, each group with its K loop; every accumulator from the band
    /// buffer and back. Warp `w` holds rows `16 w ..` of a block; where a
    /// block has fewer than 64 rows, the warps past them neither load nor store.
    fn band_warpgroup(&mut self, cx: &mut Lowerer<'_>, band: i64, w: Warpgroup) {
        let p = self.plan;
        let i = self.instruction;
        let acc_bytes = i.acc.bytes();
        let [warp, _, g, t] = lane_parts(cx);
        // This thread's first accumulator element of a block: row 16 warp + g, column 2 t.
        let row = cx.fresh(RegClass::B32);
        cx.emit(op!("mad.lo.u32"), vec![row.into(), warp.into(), imm(16), g.into()]);
        let d_base = cx.fresh(RegClass::B32);
        cx.emit(op!("mad.lo.u32"), vec![d_base.into(), row.into(), imm(p.d_stride as u64), self.base.into()]);
        cx.emit(op!("mad.lo.u32"), vec![d_base.into(), t.into(), imm((2 * acc_bytes) as u64), d_base.into()]);
        let holds = (w.block_rows < 64).then(|| {
            let valid = cx.fresh(RegClass::Pred);
            cx.emit(op!("setp.lt.u32"), vec![valid.into(), warp.into(), imm((w.block_rows / 16) as u64)]);
            valid
        });
        let accumulate = accumulate_always(cx);
        let blocks = p.band_rows / w.block_rows;
        let chunks = p.n / w.n;
        let column_groups = w.n / 8;
        let per_fragment = column_groups * i.acc.registers() as i64;
        let per_loop = (WGMMA_REGISTERS / per_fragment).max(1);
        let fragments: Vec<(i64, i64)> = (0..blocks).flat_map(|block| (0..chunks).map(move |chunk| (block, chunk))).collect();
        let buffer = self.buffer(band);
        for group in fragments.chunks(per_loop as usize) {
            let mut work = Vec::new();
            for &(block, chunk) in group {
                let first_row = band * p.band_rows + block * w.block_rows;
                let batch = first_row / p.m;
                let a = WgmmaA::Descriptor(self.descriptor(cx, w.a, first_row * p.a_stride));
                let b = self.descriptor(cx, w.b, p.b_start + p.b_descriptor_offset(&w, batch, chunk * w.n, i.staging.bytes()));
                let offset = buffer + block * w.block_rows * p.d_stride + chunk * w.n * acc_bytes;
                let acc: Vec<Reg> = (0..per_fragment).map(|_| cx.fresh(i.acc.class())).collect();
                for (j, regs) in acc.chunks(i.acc.registers()).enumerate() {
                    match self.uniform {
                        Some(value) => self.splat_acc(cx, regs, value),
                        None => self.access_acc(cx, Mnemonic::Ld, regs, d_base, offset + 8 * j as i64 * acc_bytes, holds),
                    }
                }
                work.push((a, b, offset, acc));
            }
            self.wgmma_k_loop(cx, w, &work, accumulate);
            for (_, _, offset, acc) in &work {
                for (j, regs) in acc.chunks(i.acc.registers()).enumerate() {
                    self.access_acc(cx, Mnemonic::St, regs, d_base, offset + 8 * j as i64 * acc_bytes, holds);
                }
            }
        }
    }

    /// The `wgmma` K loop of `work` (A and B descriptors, and the
    /// accumulator registers of one instruction): up to [`WGMMA_UNROLLED`]
    /// K steps issued back to back into the same accumulators, one group,
    /// one wait; more as a PTX loop of a swizzled row's steps (one where
    /// nothing is swizzled along K), one group and one wait an iteration.
    fn wgmma_k_loop(&self, cx: &mut Lowerer<'_>, w: Warpgroup, work: &[(WgmmaA, Reg, i64, Vec<Reg>)], accumulate: Reg) {
        let i = self.instruction;
        let opcode = i.wgmma_opcode(w.n);
        // imm-scale-a, imm-scale-b, imm-trans-a (none with A in registers), imm-trans-b.
        let a_registers = work.iter().any(|(a, ..)| matches!(a, WgmmaA::Registers(_)));
        let scales: &[u64] = match i.staging {
            Staging::Half | Staging::F8ToF16 if a_registers => &[1, 1, w.b_mn_major as u64],
            Staging::Half | Staging::F8ToF16 if w.b_mn_major => &[1, 1, 0, 1],
            Staging::Half | Staging::F8ToF16 => &[1, 1, 0, 0],
            Staging::Tf32 => &[1, 1],
            _ => &[],
        };
        // Where each operand's descriptor is at K step `s`, from its first (bytes).
        let bytes = i.k * i.staging.bytes();
        let offsets = |s: i64| [w.a.step_offset(s, false, i.k, bytes), w.b.step_offset(s, w.b_mn_major, i.k, bytes)];
        // The move from step `s - 1` to `s`, in 16-byte units.
        let step_units = |s: i64| {
            let (before, after) = (offsets(s - 1), offsets(s));
            [(after[0] - before[0]) >> 4, (after[1] - before[1]) >> 4]
        };
        let steps = w.k / i.k;
        let period = w.a.step_period(false, bytes).max(w.b.step_period(w.b_mn_major, bytes)).min(steps);
        let (k_loop, per_group) = if steps <= WGMMA_UNROLLED || a_registers { (KLoop::start(cx, 1), steps) } else { (KLoop::start(cx, steps / period), period) };
        cx.emit(op!("wgmma.fence.sync.aligned"), vec![]);
        for step in 0..per_group {
            if step > 0 {
                self.next_k_step(cx, work, step_units(step));
            }
            for (a, b, _, acc) in work {
                let a = match a {
                    WgmmaA::Descriptor(d) => (*d).into(),
                    WgmmaA::Registers(steps) => Operand::Vector(steps[step as usize].to_vec()),
                };
                let mut operands = vec![Operand::Vector(acc.clone()), a, (*b).into(), accumulate.into()];
                operands.extend(scales.iter().map(|&v| imm(v)));
                cx.emit(opcode, operands);
            }
        }
        cx.emit(op!("wgmma.commit_group.sync.aligned"), vec![]);
        // One group for the product (no K loop): it may stay in flight while
        // the next is issued, the one before it waited for.
        let keep = u64::from(self.keep_in_flight && k_loop.steps == 1);
        cx.emit(op!("wgmma.wait_group.sync.aligned"), vec![imm(keep)]);
        if k_loop.steps > 1 {
            // On to the next iteration's first step (the offsets repeat, shifted, every `period` steps).
            self.next_k_step(cx, work, step_units(per_group));
        }
        k_loop.end(cx);
    }

    /// A shared-memory matrix descriptor of data staged at `start` (bytes
    /// from the shared base) in `core`'s layout: start address, LBO and
    /// SBO, each in 16-byte units.
    fn descriptor(&self, cx: &mut Lowerer<'_>, core: CoreMatrices, start: i64) -> Reg {
        self.descriptor_at(cx, core, self.base, start)
    }

    /// [`TensorCore::descriptor`] of data at `base + start` (`base` a shared address).
    fn descriptor_at(&self, cx: &mut Lowerer<'_>, core: CoreMatrices, base: Reg, start: i64) -> Reg {
        let address = add_imm(cx, base, start);
        let (low, bits) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B64));
        cx.emit(op!("shr.u32"), vec![low.into(), address.into(), imm(4)]);
        cx.emit(op!("and.b32"), vec![low.into(), low.into(), imm(0x3fff)]);
        cx.emit(op!("or.b32"), vec![low.into(), low.into(), imm(((core.lbo >> 4) << 16) as u64)]);
        cx.emit(op!("cvt.u64.u32"), vec![bits.into(), low.into()]);
        cx.emit(op!("or.b64"), vec![bits.into(), bits.into(), imm(((core.sbo >> 4) as u64) << 32 | core.mode() << 62)]);
        bits
    }

    /// Moves both descriptors of every fragment on by one K step (`units`
    /// of 16 bytes, A's and B's: the step's core matrices). A descriptor is
    /// read when its `wgmma` issues, so the register may change while that one runs.
    fn next_k_step(&self, cx: &mut Lowerer<'_>, work: &[(WgmmaA, Reg, i64, Vec<Reg>)], units: [i64; 2]) {
        for (a, b, _, _) in work {
            // A in registers moves on by register, not by address.
            if let WgmmaA::Descriptor(d) = a {
                cx.emit(op!("add.s64"), vec![(*d).into(), (*d).into(), imm(units[0] as u64)]);
            }
            cx.emit(op!("add.s64"), vec![(*b).into(), (*b).into(), imm(units[1] as u64)]);
        }
    }

    /// Zeroes the core matrices past K in every 8-row group of staged A and
    /// B (K is half the instruction's k: one core matrix a group), each
    /// thread 16 bytes at a time.
    fn zero_k_padding(&self, cx: &mut Lowerer<'_>, w: Warpgroup) {
        let p = self.plan;
        let zero = cx.fresh(RegClass::B32);
        cx.mov(zero, imm(0));
        let tid = cx.tid();
        // B is K-major here: its K is padded too.
        for (start, groups, core) in [(0, w.a_rows / 8, w.a), (p.b_start, p.batch * p.n / 8, w.b)] {
            let past_k = p.k * self.instruction.staging.bytes() / 16 * core.lbo;
            // 8 chunks of 16 bytes a group; chunk c at start + (c / 8) SBO + past_k + 16 (c % 8).
            let chunks = 8 * groups;
            let cta = cx.cta() as i64;
            for first in (0..chunks).step_by(cta as usize) {
                let c = add_imm(cx, tid, first);
                let (group, row, address) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
                cx.emit(op!("shr.u32"), vec![group.into(), c.into(), imm(3)]);
                cx.emit(op!("and.b32"), vec![row.into(), c.into(), imm(7)]);
                cx.emit(op!("mad.lo.u32"), vec![address.into(), group.into(), imm(core.sbo as u64), self.base.into()]);
                cx.emit(op!("mad.lo.u32"), vec![address.into(), row.into(), imm(16), address.into()]);
                let guard = (first + cta > chunks).then(|| {
                    let inside = cx.fresh(RegClass::Pred);
                    cx.emit(op!("setp.lt.u32"), vec![inside.into(), c.into(), imm(chunks as u64)]);
                    Guard { pred: inside, negated: false }
                });
                cx.emit_guarded(guard, op!("st.shared.v4.b32"), vec![Operand::Addr(address, start + past_k), Operand::Vector(vec![zero; 4])]);
            }
        }
    }

    /// Sets every element of an accumulator fragment to `value`.
    fn splat_acc(&self, cx: &mut Lowerer<'_>, regs: &[Reg], value: Reg) {
        let word = if self.instruction.acc == Acc::F16 {
            // Two f16 elements a register: the value in both halves.
            let (low, high) = (cx.fresh(RegClass::B32), cx.fresh(RegClass::B32));
            cx.emit(op!("cvt.u32.u16"), vec![low.into(), value.into()]);
            cx.emit(op!("shl.b32"), vec![high.into(), low.into(), imm(16)]);
            cx.emit(op!("or.b32"), vec![high.into(), high.into(), low.into()]);
            high
        } else {
            value
        };
        for &r in regs {
            cx.mov(r, word);
        }
    }

    /// Loads or stores (`kind`) an accumulator fragment at `address +
    /// offset`: elements 0 and 1 (row g) and 2 and 3 (row g + 8), each pair
    /// adjacent.
    fn access_acc(&self, cx: &mut Lowerer<'_>, kind: Mnemonic, regs: &[Reg], address: Reg, offset: i64, guard: Option<Reg>) {
        let guard = guard.map(|pred| Guard { pred, negated: false });
        let rows = [offset, offset + 8 * self.plan.d_stride];
        let halves: Vec<&[Reg]> = regs.chunks(regs.len() / 2).collect();
        for (row, half) in rows.iter().zip(halves) {
            let at = Operand::Addr(address, *row);
            let (opcode, values) = match self.instruction.acc {
                Acc::F16 => (kind.with(Space::Shared).with(Type::B32), Operand::Reg(half[0])),
                Acc::F32 => (kind.with(Space::Shared).with(Vector::V2).with(Type::F32), Operand::Vector(half.to_vec())),
                Acc::S32 => (kind.with(Space::Shared).with(Vector::V2).with(Type::B32), Operand::Vector(half.to_vec())),
                Acc::F64 => (kind.with(Space::Shared).with(Vector::V2).with(Type::F64), Operand::Vector(half.to_vec())),
            };
            let operands = if kind == Mnemonic::Ld { vec![values, at] } else { vec![at, values] };
            cx.emit_guarded(guard, opcode, operands);
        }
    }
}
