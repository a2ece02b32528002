//! `wgmma.mma_async` (sm_90a): the warpgroup's matrix multiply-accumulate
//! with B in shared memory, described by a 64-bit matrix descriptor, and A
//! either there too or in registers, for the forms the backend emits:
//! `m64n{N}k{k}` with f16, bf16 (k16), tf32 (k8) or s8/u8 (k32) inputs,
//! unswizzled or in the 32-, 64- and 128-byte swizzle modes, A K-major and
//! B K-major or (f16 and bf16, imm-trans-b 1) MN-major, into f32, f16 or s32.
//!
//! A in registers (the ISA's "Register Fragments" for matrix A of `wgmma`):
//! each thread gives four 32-bit registers, and warp `w`'s 16 rows of A
//! (rows `16 w ..` of the 64) lie in its registers as the A fragment of
//! `mma.sync.m16n8k{k}` of the same types lies ([`super::mma`]): for 16-bit
//! elements, with `g = lane / 4` and `t = lane % 4`, register 0 holds row
//! `g`, columns `2 t` and `2 t + 1`, register 1 row `g + 8`, register 2 row
//! `g`, columns `2 t + 8 ..`, register 3 row `g + 8`, columns `2 t + 8 ..`.
//! The registers are read when the instruction issues; the ISA leaves them
//! undefined to write before the `wgmma.wait_group` that completes it, so
//! the emulator checks at that wait that none changed.
//!
//! The four warps of a warpgroup each compute 16 rows of the 64 x N result:
//! warp `w` (of the warpgroup) rows `16 w ..`. A warp's rows depend only on
//! shared memory and the descriptors, so the emulator runs the instruction
//! for each warp when the warp's 32 threads have arrived at it, as it runs
//! `mma.sync`, checking that they agree on the descriptors and the scale
//! operands. It keeps the asynchrony the ISA leaves to the code to respect:
//! `commit_group` makes the warp's `wgmma`s since the last one a group, and
//! the results reach the accumulator registers only at the `wgmma.wait_group
//! N` that completes their group (every committed group but the newest `N`,
//! oldest first); until then the registers hold what they held, and a later
//! `wgmma` on the same accumulator adds to the newest pending result, as the
//! hardware's pipeline does; and the shared memory a group read must not
//! have changed by its wait (an error names the address). So code that
//! reads its accumulators, or overwrites its operands, before the wait that
//! covers them shows it here. `wgmma.fence` and `fence.proxy.async` have
//! nothing left to order.
//!
//! The descriptor (PTX ISA, "Matrix Descriptor Format"): bits 0-13 the
//! start address, 16-29 the leading-dimension byte offset (LBO), 32-45 the
//! stride-dimension byte offset (SBO), each in units of 16 bytes, 49-51 the
//! base offset, 62-63 the swizzle mode. Unswizzled K-major operands are
//! "core matrices" of 8 rows of 16 bytes each, stored as 128 contiguous
//! bytes; LBO is the distance between core matrices adjacent along K, SBO
//! between those adjacent along M (or N). So row `r`, byte `c` of the K
//! extent lies at `start + (r / 8) SBO + (c / 16) LBO + 16 (r % 8) + c % 16`.
//! An unswizzled MN-major operand's core matrices are 8 rows along K of 16
//! bytes along M (or N), again 128 contiguous bytes, with LBO between
//! those adjacent along K and SBO between those adjacent along M (or N)
//! (CUTLASS's "INTERLEAVE" MN-major canonical layout): element `(n, k)` of
//! `e`-byte elements lies at `start + (n e / 16) SBO + (k / 8) LBO + 16 (k %
//! 8) + n e % 16`.
//!
//! The swizzle modes (descriptor mode 1: 128 bytes, 2: 64, 3: 32; `W` that
//! width, `2^b` its 16-byte chunks) are CUTLASS's canonical swizzled
//! layouts (`cute/atom/mma_traits_sm90_gmma.hpp`): rows of `W` bytes, 8 of
//! them a pattern of `8 W` bytes, and the address's bits 4 to `3 + b` (the
//! chunk of the row) XORed with bits 7 to `6 + b` (which row of the pattern,
//! over `8 / 2^b`), as TMA's swizzles store them. K-major, row `r`, byte
//! `c` of the instruction's K (32 bytes, within one row: LBO is unused)
//! lies at `start + (r / 8) SBO + (r % 8) W + c` before the XOR; MN-major,
//! element `(n, k)` at `start + (n e / W) LBO + n e % W + (k % 8) W + (k /
//! 8) SBO` (LBO now between groups along N, SBO along K). The XOR reads the
//! absolute address, which agrees with the hardware's pattern when the
//! start lies in the first row of a pattern (address bits 7 to `6 + b`
//! zero) and the base offset is 0; other starts are refused, since the
//! base-offset field exists for them and the emulator does not model it.
//!
//! The accumulator fragment is the ISA's "WGMMA .m64nNk{8,16,32}" register
//! layout: with `g = lane / 4` and `t = lane % 4`, register `4 j + i` of a
//! thread of warp `w` holds row `16 w + g + 8 (i / 2)`, column `8 j + 2 t + i
//! % 2` (f16 accumulators: two to a register, `2 j` row `g`, `2 j + 1` row `g
//! + 8`). Numerics as for `mma.sync` ([`super::mma`]): each element of D is
//! `D + sum over k of a[k] b[k]`, summed exactly and rounded once.

use super::mma::{input_value, signed, Accumulator, Input, WARP};
use crate::ptx::isa::{Flag, Modifier};
use tilesmith_dialect::numerics::exact::{self as numeric, Num, OnOverflow, Rounding};

/// One `wgmma.mma_async.sync.aligned.m64n{n}k{k}.{d}.{a}.{b}` form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    pub n: usize,
    pub k: usize,
    pub a: Input,
    pub b: Input,
    pub acc: Accumulator,
}

impl Form {
    /// The form of the modifiers after `wgmma` (`mma_async.sync.aligned.m64n64k16.f32.f16.f16`),
    /// if it is one the emulator runs.
    pub fn parse(parts: &[Modifier]) -> Option<Form> {
        let [Modifier::Flag(Flag::MmaAsync), Modifier::Flag(Flag::Sync), Modifier::Flag(Flag::Aligned), Modifier::Shape(shape), Modifier::Type(d), Modifier::Type(a), Modifier::Type(b)] = *parts else { return None };
        if shape.m != 64 {
            return None;
        }
        let (n, k) = (usize::from(shape.n), usize::from(shape.k));
        let acc = Accumulator::parse(d)?;
        let (a, b) = (Input::parse(a)?, Input::parse(b)?);
        let integer = |t: Input| matches!(t, Input::S8 | Input::U8);
        let ok = match (k, a, acc) {
            (16, Input::F16, Accumulator::F32 | Accumulator::F16) | (16, Input::Bf16, Accumulator::F32) | (8, Input::Tf32, Accumulator::F32) => a == b,
            (32, Input::S8 | Input::U8, Accumulator::S32) => integer(b),
            _ => false,
        };
        // N: multiples of 8 up to 256 (the integer forms skip 40, 56 and 72).
        let n_ok = n % 8 == 0 && (8..=256).contains(&n) && (!integer(a) || n <= 32 || n % 16 == 0);
        (ok && n_ok).then_some(Form { n, k, a, b, acc })
    }

    /// 32-bit registers of a thread's A fragment, where A is in registers
    /// (16 rows by k elements a warp: 16 bytes a thread in every form).
    pub const A_REGISTERS: usize = 4;

    /// The operands after D: the two descriptors, scale-d, then the
    /// immediate scales of A and B (float forms) and the transposes (f16 and bf16).
    pub fn operands(&self) -> usize {
        match self.a {
            Input::F16 | Input::Bf16 => 8,
            Input::Tf32 => 6,
            _ => 4,
        }
    }

    /// 32-bit registers of a thread's accumulator.
    pub fn registers(&self) -> usize {
        if self.acc == Accumulator::F16 {
            self.n / 4
        } else {
            self.n / 2
        }
    }

    fn element_bytes(&self) -> usize {
        match self.a {
            Input::F16 | Input::Bf16 => 2,
            Input::Tf32 => 4,
            _ => 1,
        }
    }
}

/// A decoded matrix descriptor: where a K-major or MN-major operand lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    pub start: u64,
    pub leading: u64,
    pub stride: u64,
    /// The swizzle's chunk bits `b` (0 unswizzled; 1, 2, 3 for rows of 32,
    /// 64 and 128 bytes: modes 3, 2 and 1).
    pub swizzle: u32,
}

impl Descriptor {
    /// The descriptor `bits`, or why the emulator does not run it.
    pub fn decode(bits: u64) -> Result<Descriptor, String> {
        let field = |shift: u32| ((bits >> shift) & 0x3fff) << 4;
        let (base_offset, mode) = ((bits >> 49) & 7, bits >> 62);
        if base_offset != 0 {
            return Err(format!("wgmma: the descriptor {bits:#018x} asks for base offset {base_offset}; the emulator runs base offset 0 only"));
        }
        let swizzle = [0, 3, 2, 1][mode as usize];
        let start = field(0);
        let row = 16u64 << swizzle;
        if swizzle != 0 && start % (8 * row) >= row {
            return Err(format!(
                "wgmma: the descriptor {bits:#018x} starts at {start:#x}, past the first row of its {}-byte swizzle pattern (address bits 7 to {} not 0); the emulator runs swizzled operands from a pattern's first row only",
                8 * row,
                6 + swizzle
            ));
        }
        Ok(Descriptor { start, leading: field(16), stride: field(32), swizzle })
    }

    /// `address` with the swizzle's XOR: bits 4 to `3 + b` with bits 7 to `6 + b`.
    fn swizzled(&self, address: u64) -> u64 {
        let mask = ((1u64 << self.swizzle) - 1) << 4;
        address ^ ((address >> 3) & mask)
    }

    /// The shared-memory address of byte `c` (along K) of row `r`.
    fn address(&self, r: usize, c: usize) -> u64 {
        let (r, c) = (r as u64, c as u64);
        if self.swizzle == 0 {
            return self.start + (r / 8) * self.stride + (c / 16) * self.leading + 16 * (r % 8) + c % 16;
        }
        self.swizzled(self.start + (r / 8) * self.stride + (r % 8) * (16 << self.swizzle) + c)
    }

    /// The shared-memory address of MN-major element `(n, k)` of `bytes`-byte elements.
    fn mn_major_address(&self, n: usize, k: usize, bytes: usize) -> u64 {
        let (c, k) = ((n * bytes) as u64, k as u64);
        if self.swizzle == 0 {
            return self.start + (c / 16) * self.stride + (k / 8) * self.leading + 16 * (k % 8) + c % 16;
        }
        let row = 16u64 << self.swizzle;
        self.swizzled(self.start + (c / row) * self.leading + c % row + (k % 8) * row + (k / 8) * self.stride)
    }
}

/// Where a warp's `wgmma` reads A.
pub enum A<'a> {
    /// Shared memory, through a descriptor.
    Shared(Descriptor),
    /// Each of the warp's threads' fragment registers, as bits.
    Registers(&'a [Vec<u64>]),
}

/// What one warp's threads give the instruction.
pub struct Issue<'a> {
    /// The warp within its warpgroup (0 to 3).
    pub warp: usize,
    pub a: A<'a>,
    pub b: Descriptor,
    /// imm-trans-b: B MN-major (else K-major).
    pub b_mn_major: bool,
    /// scale-d: whether D is added to (false: D = A B).
    pub accumulate: bool,
    /// Each thread's D registers, as bits.
    pub d: &'a [Vec<u64>],
}

/// Reads the `bytes`-byte little-endian element at `address` of `shared`.
fn read(shared: &[u8], address: u64, bytes: usize, what: &str) -> Result<u64, String> {
    let end = address.checked_add(bytes as u64).filter(|&end| end <= shared.len() as u64);
    let Some(end) = end else {
        return Err(format!("wgmma: {what} reads .shared address {address:#x}, outside the {} bytes the kernel declares", shared.len()));
    };
    Ok(shared[address as usize..end as usize].iter().rev().fold(0, |v, &b| v << 8 | u64::from(b)))
}

/// What one warp's part of a `wgmma` gives: each thread's D registers,
/// and the shared-memory elements it read (address, bytes, bits), which must
/// not change before the instruction is waited for.
pub struct Executed {
    pub d: Vec<Vec<u64>>,
    pub reads: Vec<(u64, usize, u64)>,
}

/// Reads `reads`' addresses again: the first whose bits changed, if any.
pub fn changed(reads: &[(u64, usize, u64)], shared: &[u8]) -> Option<u64> {
    reads.iter().find(|&&(address, bytes, bits)| read(shared, address, bytes, "").ok() != Some(bits)).map(|r| r.0)
}

/// Executes `form` for one warp of a warpgroup over shared memory
/// `shared`: each of the warp's threads' D registers, and what it read.
pub fn execute(form: &Form, issue: &Issue<'_>, shared: &[u8]) -> Result<Executed, String> {
    let eb = form.element_bytes();
    let rows = 16 * issue.warp..16 * issue.warp + 16;
    let mut reads = Vec::with_capacity((16 + form.n) * form.k);
    let mut element = |address: u64, what: &str| -> Result<u64, String> {
        let bits = read(shared, address, eb, what)?;
        reads.push((address, eb, bits));
        Ok(bits)
    };
    let mut a = vec![vec![Num::Zero(false); form.k]; 16];
    match issue.a {
        A::Shared(descriptor) => {
            for (i, r) in rows.clone().enumerate() {
                for (k, slot) in a[i].iter_mut().enumerate() {
                    *slot = input_value(form.a, element(descriptor.address(r, k * eb), "A")?);
                }
            }
        }
        A::Registers(registers) => {
            // The warp's 16 rows as `mma.sync.m16n8k{k}`'s A fragment.
            let fragment = super::mma::Form { m: 16, k: form.k, a: form.a, b: form.b, acc: form.acc };
            for (lane, words) in registers.iter().enumerate().take(WARP) {
                for i in 0..16 * form.k / WARP {
                    let (row, column) = super::mma::a_position(&fragment, lane, i);
                    a[row][column] = input_value(form.a, super::mma::element_bits(words, fragment.per_register(), i));
                }
            }
        }
    }
    let mut b = vec![vec![Num::Zero(false); form.k]; form.n];
    for (n, row) in b.iter_mut().enumerate() {
        for (k, slot) in row.iter_mut().enumerate() {
            let at = if issue.b_mn_major { issue.b.mn_major_address(n, k, eb) } else { issue.b.address(n, k * eb) };
            *slot = input_value(form.b, element(at, "B")?);
        }
    }
    // This warp's accumulator elements, [row - 16 warp][column], as bits.
    let mut c = vec![vec![0u64; form.n]; 16];
    for (lane, d) in issue.d.iter().enumerate().take(WARP) {
        let (g, t) = (lane / 4, lane % 4);
        for j in 0..form.n / 8 {
            for i in 0..4 {
                let (row, col) = (g + 8 * (i / 2), 8 * j + 2 * t + i % 2);
                c[row][col] = match form.acc {
                    Accumulator::F16 => (d[2 * j + i / 2] >> (16 * (i % 2))) & 0xffff,
                    _ => d[4 * j + i],
                };
            }
        }
    }
    let element = |row: usize, col: usize| -> u64 {
        match form.acc {
            Accumulator::S32 => {
                let start = if issue.accumulate { c[row][col] as u32 as i32 as i64 } else { 0 };
                (0..form.k).fold(start, |s, k| s.wrapping_add(signed(a[row][k]) * signed(b[col][k]))) as u32 as u64
            }
            _ => {
                let format = if form.acc == Accumulator::F32 { numeric::F32 } else { numeric::F16 };
                let mut terms = Vec::with_capacity(form.k + 1);
                terms.push(if issue.accumulate { format.decode(c[row][col]) } else { Num::Zero(false) });
                terms.extend((0..form.k).map(|k| numeric::mul(a[row][k], b[col][k])));
                numeric::encode_with(format, super::mma::exact_sum(&terms), Rounding::NearestEven, OnOverflow::Ieee)
            }
        }
    };
    let d = (0..WARP)
        .map(|lane| {
            let (g, t) = (lane / 4, lane % 4);
            let mut out = Vec::with_capacity(form.registers());
            for j in 0..form.n / 8 {
                let e: Vec<u64> = (0..4).map(|i| element(g + 8 * (i / 2), 8 * j + 2 * t + i % 2)).collect();
                match form.acc {
                    Accumulator::F16 => out.extend([e[0] | e[1] << 16, e[2] | e[3] << 16]),
                    _ => out.extend(e),
                }
            }
            out
        })
        .collect();
    Ok(Executed { d, reads })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form_of(text: &str) -> Vec<Modifier> {
        super::super::mma::tests::modifiers(text)
    }

    #[test]
    fn forms_follow_the_isa() {
        let f = Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16")).expect("f16 into f32");
        assert_eq!((f.n, f.k, f.registers(), f.operands()), (64, 16, 32, 8));
        assert_eq!(Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.u8")).map(|f| f.operands()), Some(4));
        assert_eq!(Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32")).map(|f| f.registers()), Some(4));
        assert_eq!(Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16")).map(|f| f.registers()), Some(4));
        for bad in ["m64n40k32.s32.s8.s8", "m64n264k16.f32.f16.f16", "m64n64k16.f16.bf16.bf16", "m64n12k16.f32.f16.f16", "m32n64k16.f32.f16.f16"] {
            assert_eq!(Form::parse(&form_of(&format!("wgmma.mma_async.sync.aligned.{bad}"))), None, "{bad}");
        }
    }

    #[test]
    fn descriptors_decode_and_refuse_what_is_not_modelled() {
        let bits = (0x100 >> 4) | (128 >> 4) << 16 | (1024u64 >> 4) << 32;
        assert_eq!(Descriptor::decode(bits), Ok(Descriptor { start: 0x100, leading: 128, stride: 1024, swizzle: 0 }));
        assert!(Descriptor::decode(bits | 1 << 49).unwrap_err().contains("base offset 1"));
        // 0x100 is row 2 of a 128-byte pattern, row 1 of a 64-byte one, and row 0 of a 32-byte one.
        assert!(Descriptor::decode(bits | 1 << 62).unwrap_err().contains("past the first row of its 1024-byte"));
        assert!(Descriptor::decode(bits | 2 << 62).unwrap_err().contains("past the first row of its 512-byte"));
        assert_eq!(Descriptor::decode(bits | 3 << 62).map(|d| d.swizzle), Ok(1));
        // A K step into a 128-byte row is still its first row.
        assert_eq!(Descriptor::decode((0x460 >> 4) | 1 << 62).map(|d| (d.start, d.swizzle)), Ok((0x460, 3)));
    }

    /// Where the 128-byte swizzle puts things: chunk `j` of row `r` at
    /// slot `j ^ r` of its 128-byte line (the pattern TMA's 128-byte mode
    /// stores), K-major and MN-major alike; the 64- and 32-byte modes XOR
    /// the chunk with `r / 2` and `r / 4`.
    #[test]
    fn swizzles_move_chunks_within_their_rows() {
        let d = |swizzle| Descriptor { start: 2048, leading: 1, stride: 1024, swizzle };
        // K-major, 128 bytes: row 3, byte 16 (chunk 1) at slot 1 ^ 3 = 2 of row 3.
        assert_eq!(d(3).address(3, 16), 2048 + 3 * 128 + 2 * 16);
        // Row 9 is row 1 of the second 8-row group (SBO on).
        assert_eq!(d(3).address(9, 0), 2048 + 1024 + 128 + 16);
        // 64 bytes: row 5 (pattern row 5, XOR 5 / 2 = 2), chunk 1 to slot 3.
        assert_eq!(d(2).address(5, 18), 2048 + 5 * 64 + 3 * 16 + 2);
        // 32 bytes: rows 4 to 7 swap their two chunks.
        assert_eq!((d(1).address(3, 0), d(1).address(4, 0)), (2048 + 96, 2048 + 128 + 16));
        // MN-major, 128 bytes, f16: n = 70 is chunk 0 of the second group
        // along N (LBO on), byte 12; k = 10 is row 2 of the second group along K (SBO on).
        let mn = Descriptor { start: 0, leading: 4096, stride: 1024, swizzle: 3 };
        assert_eq!(mn.mn_major_address(70, 10, 2), 4096 + 1024 + 2 * 128 + 2 * 16 + 12);
        // n = 8 (chunk 1) in row k = 1: slot 1 ^ 1 = 0 of row 1.
        assert_eq!(mn.mn_major_address(8, 1, 2), 128);
    }

    /// A 64x16 f16 A and a 16x8 f16 B (stored as 8 rows of K) in the
    /// unswizzled K-major layout, multiplied into f32: every element of D
    /// against the plain sum, and every thread's registers where the ISA's
    /// table puts them.
    #[test]
    fn an_f16_product_lands_in_the_isa_fragments() {
        let form = Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16")).expect("a form");
        // Core matrices along K 128 bytes apart; groups of 8 rows 256 bytes apart.
        let (lbo, sbo) = (128u64, 256u64);
        let a_at = |r: usize, k: usize| (r / 8) as u64 * sbo + (k * 2 / 16) as u64 * lbo + 16 * (r % 8) as u64 + (k * 2 % 16) as u64;
        let b_start = 64 * 16 * 2;
        let mut shared = vec![0u8; b_start as usize + 8 * 16 * 2];
        let (av, bv) = (|r: usize, k: usize| ((r * 3 + k) % 7) as f32 - 3.0, |n: usize, k: usize| ((n + 2 * k) % 5) as f32 - 2.0);
        let f16 = |x: f32| half::f16::from_f32(x).to_bits().to_le_bytes();
        for r in 0..64 {
            for k in 0..16 {
                let at = a_at(r, k) as usize;
                shared[at..at + 2].copy_from_slice(&f16(av(r, k)));
            }
        }
        for n in 0..8 {
            for k in 0..16 {
                let at = (b_start + a_at(n, k)) as usize;
                shared[at..at + 2].copy_from_slice(&f16(bv(n, k)));
            }
        }
        let desc = |start: u64| Descriptor { start, leading: lbo, stride: sbo, swizzle: 0 };
        for warp in 0..4 {
            let d: Vec<Vec<u64>> = (0..WARP).map(|_| vec![u64::from(1.0f32.to_bits()); 4]).collect();
            let issue = Issue { warp, a: A::Shared(desc(0)), b: desc(b_start), b_mn_major: false, accumulate: true, d: &d };
            let out = execute(&form, &issue, &shared).expect("runs");
            assert!(changed(&out.reads, &shared).is_none());
            for (lane, regs) in out.d.iter().enumerate() {
                let (g, t) = (lane / 4, lane % 4);
                for (i, &bits) in regs.iter().enumerate() {
                    let (row, col) = (16 * warp + g + 8 * (i / 2), 2 * t + i % 2);
                    let want = 1.0 + (0..16).map(|k| av(row, k) * bv(col, k)).sum::<f32>();
                    assert_eq!(f32::from_bits(bits as u32), want, "warp {warp} lane {lane} register {i}");
                }
            }
        }
        // The same A from registers: the ISA's A fragment of m64nNk16,
        // written out here (register r: row g + 8 (r % 2), columns 2 t + 8
        // (r / 2), two halves), gives the same D, and reads only B.
        for warp in 0..4 {
            let d: Vec<Vec<u64>> = (0..WARP).map(|_| vec![u64::from(1.0f32.to_bits()); 4]).collect();
            let registers: Vec<Vec<u64>> = (0..WARP)
                .map(|lane| {
                    let (g, t) = (lane / 4, lane % 4);
                    (0..4)
                        .map(|r| {
                            let (row, col) = (16 * warp + g + 8 * (r % 2), 2 * t + 8 * (r / 2));
                            let half = |c: usize| u64::from(half::f16::from_f32(av(row, c)).to_bits());
                            half(col) | half(col + 1) << 16
                        })
                        .collect()
                })
                .collect();
            let shared_a = execute(&form, &Issue { warp, a: A::Shared(desc(0)), b: desc(b_start), b_mn_major: false, accumulate: true, d: &d }, &shared).expect("runs");
            let registers_a = execute(&form, &Issue { warp, a: A::Registers(&registers), b: desc(b_start), b_mn_major: false, accumulate: true, d: &d }, &shared).expect("runs");
            assert_eq!(registers_a.d, shared_a.d, "warp {warp}");
            assert!(registers_a.reads.iter().all(|&(address, _, _)| address >= b_start), "A in registers reads no shared memory");
            assert_eq!(registers_a.reads.len(), 8 * 16);
        }
        let none = vec![vec![0u64; 4]; WARP];
        let issue = Issue { warp: 3, a: A::Shared(desc(shared.len() as u64 - 16)), b: desc(0), b_mn_major: false, accumulate: false, d: &none };
        assert!(execute(&form, &issue, &shared).err().is_some_and(|e| e.contains("outside the")));
        // A change to an element read is seen.
        let issue = Issue { warp: 0, a: A::Shared(desc(0)), b: desc(b_start), b_mn_major: false, accumulate: true, d: &none };
        let out = execute(&form, &issue, &shared).expect("runs");
        shared[b_start as usize] ^= 1;
        assert_eq!(changed(&out.reads, &shared), Some(b_start));
    }

    /// The same kind of product with B MN-major (imm-trans-b 1): a 16x16 B
    /// stored as rows of N, core matrices of 8 k by 8 n, 128 bytes apart
    /// along K and 272 along N (padded by 16 bytes).
    #[test]
    fn an_mn_major_b_is_read_along_n() {
        let form = Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16")).expect("a form");
        let a_at = |r: usize, k: usize| (r / 8) as u64 * 256 + (k * 2 / 16) as u64 * 128 + 16 * (r % 8) as u64 + (k * 2 % 16) as u64;
        let (b_start, lbo, sbo) = (64 * 16 * 2, 128u64, 272u64);
        let b_at = |n: usize, k: usize| b_start + (n * 2 / 16) as u64 * sbo + (k / 8) as u64 * lbo + 16 * (k % 8) as u64 + (n * 2 % 16) as u64;
        let mut shared = vec![0u8; (b_start + 2 * sbo) as usize];
        let (av, bv) = (|r: usize, k: usize| ((r + 2 * k) % 7) as f32 - 3.0, |n: usize, k: usize| ((3 * n + k) % 5) as f32 - 2.0);
        let f16 = |x: f32| half::f16::from_f32(x).to_bits().to_le_bytes();
        for k in 0..16 {
            for r in 0..64 {
                let at = a_at(r, k) as usize;
                shared[at..at + 2].copy_from_slice(&f16(av(r, k)));
            }
            for n in 0..16 {
                let at = b_at(n, k) as usize;
                shared[at..at + 2].copy_from_slice(&f16(bv(n, k)));
            }
        }
        let zero = vec![vec![0u64; 8]; WARP];
        for warp in 0..4 {
            let issue = Issue { warp, a: A::Shared(Descriptor { start: 0, leading: 128, stride: 256, swizzle: 0 }), b: Descriptor { start: b_start, leading: lbo, stride: sbo, swizzle: 0 }, b_mn_major: true, accumulate: false, d: &zero };
            let out = execute(&form, &issue, &shared).expect("runs");
            for (lane, regs) in out.d.iter().enumerate() {
                let (g, t) = (lane / 4, lane % 4);
                for (i, &bits) in regs.iter().enumerate() {
                    let (row, col) = (16 * warp + g + 8 * (i % 4 / 2), 8 * (i / 4) + 2 * t + i % 2);
                    let want: f32 = (0..16).map(|k| av(row, k) * bv(col, k)).sum();
                    assert_eq!(f32::from_bits(bits as u32), want, "warp {warp} lane {lane} register {i}");
                }
            }
        }
    }

    /// A 64x64 f16 A, K-major with the 128-byte swizzle (a 128-byte row of
    /// K per row, SBO 1024), times a 64x128 B, MN-major with the 128-byte
    /// swizzle (two groups of 64 along N 1024 bytes apart, LBO; groups of 8
    /// k 2048 apart, SBO), over four k16 steps: the A descriptor moves 32
    /// bytes into its rows a step, the B one two groups of k. Every element
    /// of D against the plain sum, the operands stored by the chunk-XOR-row
    /// rule written out here, not by the emulator's own addressing.
    #[test]
    fn swizzled_operands_multiply_as_stored() {
        let form = Form::parse(&form_of("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16")).expect("a form");
        let a_at = |r: usize, k: usize| (r / 8) * 1024 + (r % 8) * 128 + ((2 * k / 16) ^ (r % 8)) * 16 + 2 * k % 16;
        let b_start = 64 * 128;
        let b_at = |n: usize, k: usize| b_start + (k / 8) * 2048 + (2 * n / 128) * 1024 + (k % 8) * 128 + ((2 * n % 128 / 16) ^ (k % 8)) * 16 + 2 * n % 16;
        let mut shared = vec![0u8; b_start + 8 * 2048];
        let (av, bv) = (|r: usize, k: usize| ((r * 5 + 3 * k) % 7) as f32 - 3.0, |n: usize, k: usize| ((7 * n + k) % 5) as f32 - 2.0);
        let f16 = |x: f32| half::f16::from_f32(x).to_bits().to_le_bytes();
        for k in 0..64 {
            for r in 0..64 {
                shared[a_at(r, k)..a_at(r, k) + 2].copy_from_slice(&f16(av(r, k)));
            }
            for n in 0..128 {
                shared[b_at(n, k)..b_at(n, k) + 2].copy_from_slice(&f16(bv(n, k)));
            }
        }
        let desc = |start: usize, leading: u64, stride: u64| {
            let bits = (start as u64 >> 4) | (leading >> 4) << 16 | (stride >> 4) << 32 | 1 << 62;
            Descriptor::decode(bits).expect("a 128-byte swizzled descriptor")
        };
        for warp in 0..4 {
            let mut d: Vec<Vec<u64>> = vec![vec![0; form.registers()]; WARP];
            for step in 0..4 {
                let issue = Issue { warp, a: A::Shared(desc(32 * step, 16, 1024)), b: desc(b_start + 2 * 2048 * step, 1024, 2048), b_mn_major: true, accumulate: step > 0, d: &d };
                d = execute(&form, &issue, &shared).expect("runs").d;
            }
            for (lane, regs) in d.iter().enumerate() {
                let (g, t) = (lane / 4, lane % 4);
                for (i, &bits) in regs.iter().enumerate() {
                    let (row, col) = (16 * warp + g + 8 * (i % 4 / 2), 8 * (i / 4) + 2 * t + i % 2);
                    let want: f32 = (0..64).map(|k| av(row, k) * bv(col, k)).sum();
                    assert_eq!(f32::from_bits(bits as u32), want, "warp {warp} lane {lane} register {i}");
                }
            }
        }
    }
}
