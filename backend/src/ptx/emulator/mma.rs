//! `mma.sync.aligned`: the warp's matrix multiply-accumulate, for the forms
//! the backend emits, and `ldmatrix`, the warp's load of its fragments
//! (`m16n8k16` f16 and bf16, `m16n8k8` f16 (sm_75's form) and tf32,
//! `m16n8k16` and `m16n8k32` s8/u8, `m8n8k4` f64; `.row.col`, no `.satfinite`).
//!
//! The 32 threads of a warp each hold a fragment of A (16 x k), B (k x 8)
//! and the accumulator C (16 x 8); which elements a thread holds, and where,
//! is the PTX ISA's table for each shape ("Matrix Fragments for
//! mma.m16n8k16", "... mma.m16n8k8", "... mma.m16n8k32"), written out here
//! as it is there, on its own, so that a lowering that misplaces an element
//! computes wrong results here too.
//!
//! Numerics: the ISA leaves the order and internal precision of float
//! accumulation open ("at least single precision"; at least half precision
//! for an f16 accumulator). This emulator computes each element of D as
//! `c + sum over k of a[k] b[k]` exactly (products exact, sum exact) and
//! rounds it once, to nearest even, to the accumulator's type: one rounding
//! per instruction, where the interpreter rounds once per product. Real
//! tensor cores differ from both in the last bits (they align and truncate
//! within groups of products); docs/ptx.md gives the bound run cases are
//! held to. Integer accumulation is exact and wraps to 32 bits, as the ISA
//! says of `mma` without `.satfinite`.

use crate::ptx::isa::{Flag, Modifier, Type};
use tilesmith_dialect::numerics::exact::{self as numeric, Exact, Num, OnOverflow, Rounding};

/// Threads per warp.
pub const WARP: usize = 32;

/// An input type of A or B.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    F16,
    Bf16,
    Tf32,
    S8,
    U8,
    F64,
}

impl Input {
    /// The input type of a type modifier (`f16`, `bf16`, `tf32`, `s8`, `u8`; f64 is m8n8k4's alone).
    pub fn parse(t: Type) -> Option<Input> {
        Some(match t {
            Type::F16 => Input::F16,
            Type::Bf16 => Input::Bf16,
            Type::Tf32 => Input::Tf32,
            Type::S8 => Input::S8,
            Type::U8 => Input::U8,
            _ => return None,
        })
    }
}

/// The accumulator type (C and D).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accumulator {
    F32,
    F16,
    S32,
    F64,
}

impl Accumulator {
    /// The accumulator of a type modifier (`f32`, `f16`, `s32`; f64 is m8n8k4's alone).
    pub fn parse(t: Type) -> Option<Accumulator> {
        Some(match t {
            Type::F32 => Accumulator::F32,
            Type::F16 => Accumulator::F16,
            Type::S32 => Accumulator::S32,
            _ => return None,
        })
    }
}

/// One `mma.sync.aligned.m{m}n8k{k}.row.col` form (`m` 16, or 8 for f64's m8n8k4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    pub m: usize,
    pub k: usize,
    pub a: Input,
    pub b: Input,
    pub acc: Accumulator,
}

impl Form {
    /// The form of the modifiers after `mma` (`sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`),
    /// if it is one the emulator runs.
    pub fn parse(parts: &[Modifier]) -> Option<Form> {
        let [Modifier::Flag(Flag::Sync), Modifier::Flag(Flag::Aligned), Modifier::Shape(shape), Modifier::Flag(Flag::Row), Modifier::Flag(Flag::Col), Modifier::Type(d), Modifier::Type(a), Modifier::Type(b), Modifier::Type(c)] = *parts else { return None };
        if d != c {
            return None;
        }
        if ((shape.m, shape.n, shape.k), d, a, b) == ((8, 8, 4), Type::F64, Type::F64, Type::F64) {
            return Some(Form { m: 8, k: 4, a: Input::F64, b: Input::F64, acc: Accumulator::F64 });
        }
        if (shape.m, shape.n) != (16, 8) {
            return None;
        }
        let k = usize::from(shape.k);
        let acc = Accumulator::parse(d)?;
        let (a, b) = (Input::parse(a)?, Input::parse(b)?);
        let integer = |t: Input| matches!(t, Input::S8 | Input::U8);
        let ok = match (k, a, acc) {
            (8 | 16, Input::F16, Accumulator::F32 | Accumulator::F16) | (16, Input::Bf16, Accumulator::F32) | (8, Input::Tf32, Accumulator::F32) => a == b,
            (16 | 32, Input::S8 | Input::U8, Accumulator::S32) => integer(b),
            _ => false,
        };
        ok.then_some(Form { m: 16, k, a, b, acc })
    }

    /// Registers of a thread's A, B and accumulator fragments.
    pub fn registers(&self) -> (usize, usize, usize) {
        if self.acc == Accumulator::F64 {
            // One f64 of A (8x4), one of B (4x8), two of C (8x8) a thread.
            return (1, 1, 2);
        }
        let per_register = self.per_register();
        let acc = if self.acc == Accumulator::F16 { 2 } else { 4 };
        (16 * self.k / WARP / per_register, 8 * self.k / WARP / per_register, acc)
    }

    /// Input elements per 32-bit register.
    pub(super) fn per_register(&self) -> usize {
        match self.a {
            Input::F16 | Input::Bf16 => 2,
            Input::Tf32 | Input::F64 => 1,
            Input::S8 | Input::U8 => 4,
        }
    }
}

/// Row and column of element `i` of a lane's A fragment (the ISA's tables).
pub(super) fn a_position(form: &Form, lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    match (form.a, form.k) {
        // m8n8k4 .f64: row g, column t.
        (Input::F64, _) => (g, t),
        // m16n8k16 .f16/.bf16: rows g (a0, a1, a4, a5) and g + 8; columns 2t + (i & 1), + 8 from a4.
        // m16n8k8 .f16 (a0 to a3): the first half of that.
        (Input::F16 | Input::Bf16, _) => (if matches!(i, 0 | 1 | 4 | 5) { g } else { g + 8 }, t * 2 + (i & 1) + if i >= 4 { 8 } else { 0 }),
        // m16n8k8 .tf32: rows g (a0, a2) and g + 8 (a1, a3); columns t (a0, a1) and t + 4.
        (Input::Tf32, _) => (if i.is_multiple_of(2) { g } else { g + 8 }, if i < 2 { t } else { t + 4 }),
        // m16n8k16 .s8/.u8: rows g (a0..a3) and g + 8; columns 4t + (i & 3).
        (_, 16) => (if i < 4 { g } else { g + 8 }, t * 4 + (i & 3)),
        // m16n8k32 .s8/.u8: rows g (a0..a3, a8..a11) and g + 8; columns 4t + (i & 3), + 16 from a8.
        _ => (if i < 4 || (8..12).contains(&i) { g } else { g + 8 }, t * 4 + (i & 3) + if i >= 8 { 16 } else { 0 }),
    }
}

/// Row and column of element `i` of a lane's B fragment.
fn b_position(form: &Form, lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    let row = match (form.b, form.k) {
        // m8n8k4 .f64: row t.
        (Input::F64, _) => t,
        // m16n8k16 .f16/.bf16: rows 2t + (i & 1), + 8 from b2; m16n8k8 .f16 (b0, b1): the first half.
        (Input::F16 | Input::Bf16, _) => t * 2 + (i & 1) + if i >= 2 { 8 } else { 0 },
        // m16n8k8 .tf32: rows t (b0) and t + 4 (b1).
        (Input::Tf32, _) => t + 4 * i,
        // m16n8k16 .s8/.u8: rows 4t + i.
        (_, 16) => t * 4 + i,
        // m16n8k32 .s8/.u8: rows 4t + (i & 3), + 16 from b4.
        _ => t * 4 + (i & 3) + if i >= 4 { 16 } else { 0 },
    };
    (row, g)
}

/// Row and column of accumulator element `i` (c0..c3; m8n8k4's c0, c1 are rows g) of a lane.
fn c_position(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    (if i < 2 { g } else { g + 8 }, t * 2 + (i & 1))
}

/// Accumulator elements a lane holds: four, or two for m8n8k4.
fn c_elements(form: &Form) -> usize {
    if form.m == 8 {
        2
    } else {
        4
    }
}

/// An input element: `bits` of `ty` as a number (integers as exact integers).
pub fn input_value(ty: Input, bits: u64) -> Num {
    match ty {
        Input::F16 => numeric::F16.decode(bits & 0xffff),
        Input::Bf16 => numeric::BF16.decode(bits & 0xffff),
        // A tf32 operand is read as its 19 significant bits.
        Input::Tf32 => numeric::F32.decode(bits & 0xffff_e000),
        Input::S8 => integer(i64::from(bits as u8 as i8)),
        Input::U8 => integer(i64::from(bits as u8)),
        Input::F64 => numeric::F64.decode(bits),
    }
}

fn integer(v: i64) -> Num {
    if v == 0 {
        Num::Zero(false)
    } else {
        Num::Finite(Exact::integer(v < 0, u128::from(v.unsigned_abs())))
    }
}

/// The bits of element `i` of a fragment held in 32-bit registers of `per_register` elements each.
pub(super) fn element_bits(registers: &[u64], per_register: usize, i: usize) -> u64 {
    let width = 32 / per_register;
    let word = registers[i / per_register];
    (word >> ((i % per_register) * width)) & numeric_mask(width)
}

fn numeric_mask(bits: usize) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// One thread's fragments, as the bits of its registers.
#[derive(Clone, Debug, Default)]
pub struct Fragments {
    pub a: Vec<u64>,
    pub b: Vec<u64>,
    pub c: Vec<u64>,
}

/// Executes `form` over the warp's 32 `fragments`; each thread's D registers.
pub fn execute(form: &Form, fragments: &[Fragments]) -> Vec<Vec<u64>> {
    let per_register = form.per_register();
    // An element of a fragment register: its bits (f64: all 64 of the register).
    let bits = |registers: &[u64], i: usize| if form.acc == Accumulator::F64 { registers[i] } else { element_bits(registers, per_register, i) };
    let (a_registers, b_registers, _) = form.registers();
    let mut a = vec![vec![Num::Zero(false); form.k]; 16];
    let mut b = vec![vec![Num::Zero(false); 8]; form.k];
    let mut c = [[0u64; 8]; 16];
    for (lane, f) in fragments.iter().enumerate().take(WARP) {
        for i in 0..a_registers * per_register {
            let (row, col) = a_position(form, lane, i);
            a[row][col] = input_value(form.a, bits(&f.a, i));
        }
        for i in 0..b_registers * per_register {
            let (row, col) = b_position(form, lane, i);
            b[row][col] = input_value(form.b, bits(&f.b, i));
        }
        for i in 0..c_elements(form) {
            let (row, col) = c_position(lane, i);
            c[row][col] = match form.acc {
                Accumulator::F16 => element_bits(&f.c, 2, i),
                _ => f.c[i],
            };
        }
    }
    let d = |row: usize, col: usize| -> u64 {
        match form.acc {
            Accumulator::S32 => {
                let sum = (0..form.k).fold(c[row][col] as u32 as i32 as i64, |s, k| s.wrapping_add(signed(a[row][k]) * signed(b[k][col])));
                sum as u32 as u64
            }
            Accumulator::F32 | Accumulator::F16 | Accumulator::F64 => {
                let format = match form.acc {
                    Accumulator::F32 => numeric::F32,
                    Accumulator::F64 => numeric::F64,
                    _ => numeric::F16,
                };
                let mut terms = Vec::with_capacity(form.k + 1);
                terms.push(format.decode(c[row][col]));
                terms.extend((0..form.k).map(|k| numeric::mul(a[row][k], b[k][col])));
                numeric::encode_with(format, exact_sum(&terms), Rounding::NearestEven, OnOverflow::Ieee)
            }
        }
    };
    (0..WARP)
        .map(|lane| {
            let elements: Vec<u64> = (0..c_elements(form)).map(|i| c_position(lane, i)).map(|(row, col)| d(row, col)).collect();
            match form.acc {
                Accumulator::F16 => vec![elements[0] | elements[1] << 16, elements[2] | elements[3] << 16],
                _ => elements,
            }
        })
        .collect()
}

/// `ldmatrix...m8n8.x{n}...b16` over shared memory `shared`, given each
/// thread's row address (`addresses[t]`, bytes): matrix `j`'s rows start at
/// the addresses of threads `8 j .. 8 j + 8`, each 16 bytes, 16-byte
/// aligned, and thread `t` receives in register `j` the 32 bits at bytes `4
/// (t % 4)` of row `t / 4` of matrix `j` (the ISA's "ldmatrix fragment
/// layout for one 8x8 Matrix with 16-bit elements"); with `.trans`
/// (`trans`), the matrix transposed: the 16-bit elements `t / 4` of rows
/// `2 (t % 4)` (low half) and `2 (t % 4) + 1` (high half). Each thread's
/// registers, or what is wrong with an address.
pub fn ldmatrix(count: usize, trans: bool, addresses: &[u64], shared: &[u8]) -> Result<Vec<Vec<u64>>, String> {
    let mut rows = Vec::with_capacity(8 * count);
    for (t, &address) in addresses.iter().enumerate().take(8 * count) {
        if address % 16 != 0 {
            return Err(format!("ldmatrix: thread {t} gives row address {address:#x}, which is not 16-byte aligned"));
        }
        let row = address.checked_add(16).filter(|&end| end <= shared.len() as u64).map(|end| &shared[address as usize..end as usize]);
        rows.push(row.ok_or_else(|| format!("ldmatrix: thread {t}'s row of 16 bytes at .shared address {address:#x} is outside the {} bytes the kernel declares", shared.len()))?);
    }
    Ok((0..WARP)
        .map(|t| {
            (0..count)
                .map(|j| {
                    if trans {
                        // The matrix transposed: elements (2 (t % 4), t / 4) and (2 (t % 4) + 1, t / 4) of the rows read.
                        let (low, high) = (rows[8 * j + 2 * (t % 4)], rows[8 * j + 2 * (t % 4) + 1]);
                        let at = 2 * (t / 4);
                        return u64::from(u32::from_le_bytes([low[at], low[at + 1], high[at], high[at + 1]]));
                    }
                    let row = rows[8 * j + t / 4];
                    let at = 4 * (t % 4);
                    u64::from(u32::from_le_bytes([row[at], row[at + 1], row[at + 2], row[at + 3]]))
                })
                .collect()
        })
        .collect())
}

/// An integer input as an i64 (the inputs are 8-bit, so this is exact).
pub fn signed(n: Num) -> i64 {
    match n {
        Num::Finite(x) => {
            let v = x.mant as i64;
            if x.negative {
                -v
            } else {
                v
            }
        }
        _ => 0,
    }
}

/// The exact sum of `terms` (products of inputs and the accumulator, none
/// sticky): NaN if any is NaN or infinities of both signs meet, an infinity
/// if one is present, -0 only when every term is -0 (an exact zero sum
/// otherwise is +0, as rounding to nearest gives), and otherwise the finite
/// sum, as an exact value with at most 126 significant bits and the rest
/// kept as sticky.
pub fn exact_sum(terms: &[Num]) -> Num {
    let (mut nan, mut positive_infinity, mut negative_infinity, mut all_negative_zero) = (false, false, false, true);
    let mut finite: Vec<Exact> = Vec::new();
    for &term in terms {
        match term {
            Num::Nan => nan = true,
            Num::Inf(negative) => {
                if negative {
                    negative_infinity = true;
                } else {
                    positive_infinity = true;
                }
            }
            Num::Zero(negative) => all_negative_zero &= negative,
            Num::Finite(x) => {
                all_negative_zero = false;
                finite.push(x);
            }
        }
    }
    if nan || (positive_infinity && negative_infinity) {
        return Num::Nan;
    }
    if positive_infinity || negative_infinity {
        return Num::Inf(negative_infinity);
    }
    let Some(low) = finite.iter().map(|x| x.exp).min() else { return Num::Zero(all_negative_zero) };
    let high = finite.iter().map(|x| x.exp + (128 - x.mant.leading_zeros()) as i32).max().unwrap_or(low);
    // Room for the widest term and a carry per term.
    let words = ((high - low) as usize + 64 - (terms.len().leading_zeros() as usize)) / 64 + 2;
    let (mut positive, mut negative) = (vec![0u64; words], vec![0u64; words]);
    for x in &finite {
        add_shifted(if x.negative { &mut negative } else { &mut positive }, x.mant, (x.exp - low) as usize);
    }
    let (is_negative, magnitude) = match compare(&positive, &negative) {
        std::cmp::Ordering::Equal => return Num::Zero(false),
        std::cmp::Ordering::Greater => (false, subtract(&positive, &negative)),
        std::cmp::Ordering::Less => (true, subtract(&negative, &positive)),
    };
    let top = top_bit(&magnitude);
    // Keep the top 126 bits; what is below goes into the sticky flag.
    let shift = top.saturating_sub(125);
    let mut mant = 0u128;
    for bit in (shift..=top).rev() {
        mant = (mant << 1) | u128::from(magnitude[bit / 64] >> (bit % 64) & 1);
    }
    let sticky = (0..shift).any(|bit| magnitude[bit / 64] >> (bit % 64) & 1 == 1);
    Num::Finite(Exact { negative: is_negative, mant, exp: low + shift as i32, sticky })
}

/// `words += value << shift` (little-endian 64-bit words, room to spare).
fn add_shifted(words: &mut [u64], value: u128, shift: usize) {
    let (word, bit) = (shift / 64, shift % 64);
    let (lo, hi) = (value as u64, (value >> 64) as u64);
    let parts = if bit == 0 { [lo, hi, 0] } else { [lo << bit, (hi << bit) | (lo >> (64 - bit)), hi >> (64 - bit)] };
    let mut carry = 0u64;
    for (i, slot) in words.iter_mut().enumerate().skip(word) {
        let part = parts.get(i - word).copied().unwrap_or(0);
        let (s1, c1) = slot.overflowing_add(part);
        let (s2, c2) = s1.overflowing_add(carry);
        *slot = s2;
        carry = u64::from(c1) + u64::from(c2);
        if carry == 0 && i - word >= parts.len() {
            break;
        }
    }
}

fn compare(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// `a - b` for `a >= b`.
fn subtract(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut borrow = 0u64;
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (d1, b1) = x.overflowing_sub(y);
            let (d2, b2) = d1.overflowing_sub(borrow);
            borrow = u64::from(b1) + u64::from(b2);
            d2
        })
        .collect()
}

/// The index of the highest set bit of a nonzero number.
fn top_bit(words: &[u64]) -> usize {
    let (i, w) = words.iter().enumerate().rev().find(|(_, w)| **w != 0).expect("a nonzero magnitude");
    i * 64 + 63 - w.leading_zeros() as usize
}

/// Rounds an exact sum to `format` (for tests).
#[cfg(test)]
fn rounded(format: numeric::Format, n: Num) -> u64 {
    numeric::encode_with(format, n, Rounding::NearestEven, OnOverflow::Ieee)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    fn f32_num(v: f32) -> Num {
        numeric::F32.decode(u64::from(v.to_bits()))
    }

    #[test]
    fn sums_exactly_and_rounds_once() {
        // 2^100 - 2^100 + 2^-100: cancellation leaves the smallest term exactly.
        let (big, tiny) = (f32_num(2f32.powi(100)), f32_num(2f32.powi(-100)));
        let sum = exact_sum(&[big, numeric::mul(f32_num(-1.0), big), tiny]);
        assert_eq!(rounded(numeric::F32, sum), u64::from(2f32.powi(-100).to_bits()));
        // 1 + 2^-24 + 2^-24 is 1 + 2^-23 when summed exactly (sequentially
        // in f32 each addition rounds back to 1).
        let half_ulp = f32_num(2f32.powi(-24));
        let sum = exact_sum(&[f32_num(1.0), half_ulp, half_ulp]);
        assert_eq!(rounded(numeric::F32, sum), u64::from((1.0 + 2f32.powi(-23)).to_bits()));
        // 1 + 2^-24 + 2^-80: just above the tie, rounds up.
        let sum = exact_sum(&[f32_num(1.0), half_ulp, f32_num(2f32.powi(-80))]);
        assert_eq!(rounded(numeric::F32, sum), u64::from((1.0 + 2f32.powi(-23)).to_bits()));
        // Signs of zero and specials.
        assert_eq!(exact_sum(&[Num::Zero(true), Num::Zero(true)]), Num::Zero(true));
        assert_eq!(exact_sum(&[Num::Zero(true), Num::Zero(false)]), Num::Zero(false));
        assert_eq!(exact_sum(&[f32_num(1.0), f32_num(-1.0)]), Num::Zero(false));
        assert_eq!(exact_sum(&[Num::Inf(false), Num::Inf(true)]), Num::Nan);
        assert_eq!(exact_sum(&[Num::Inf(true), f32_num(1.0)]), Num::Inf(true));
    }

    /// The modifiers of an opcode's text.
    pub fn modifiers(text: &str) -> Vec<Modifier> {
        crate::ptx::isa::Opcode::read(text).expect("an opcode").modifiers().to_vec()
    }

    #[test]
    fn dmma_follows_the_isa_fragments() {
        // m8n8k4 f64: lane (g, t) holds A[g][t], B[t][g] and C[g][2t], C[g][2t + 1].
        let form = Form::parse(&modifiers("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64")).expect("a form");
        let a = |r: usize, k: usize| (r * 4 + k) as f64 + 0.5;
        let b = |k: usize, c: usize| (k * 8 + c) as f64 - 3.0;
        let c = |r: usize, col: usize| (r * 100 + col) as f64;
        let fragments: Vec<Fragments> = (0..WARP)
            .map(|lane| {
                let (g, t) = (lane / 4, lane % 4);
                Fragments { a: vec![a(g, t).to_bits()], b: vec![b(t, g).to_bits()], c: vec![c(g, 2 * t).to_bits(), c(g, 2 * t + 1).to_bits()] }
            })
            .collect();
        let d = execute(&form, &fragments);
        for (lane, regs) in d.iter().enumerate() {
            let (g, t) = (lane / 4, lane % 4);
            for (i, &bits) in regs.iter().enumerate() {
                let col = 2 * t + i;
                let want = c(g, col) + (0..4).map(|k| a(g, k) * b(k, col)).sum::<f64>();
                assert_eq!(f64::from_bits(bits), want, "lane {lane} element {i}");
            }
        }
    }

    #[test]
    fn parses_the_forms_the_backend_emits_and_no_others() {
        // Text outside the vocabulary (`.satfinite`) is no form either.
        let form = |text: &str| crate::ptx::isa::Opcode::read(&format!("mma.{text}")).ok().and_then(|o| Form::parse(o.modifiers()));
        assert_eq!(form("sync.aligned.m16n8k16.row.col.f32.f16.f16.f32").map(|f| f.registers()), Some((4, 2, 4)));
        assert_eq!(form("sync.aligned.m16n8k16.row.col.f16.f16.f16.f16").map(|f| f.registers()), Some((4, 2, 2)));
        assert_eq!(form("sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32").map(|f| f.registers()), Some((4, 2, 4)));
        assert_eq!(form("sync.aligned.m16n8k8.row.col.f32.f16.f16.f32").map(|f| f.registers()), Some((2, 1, 4)));
        assert_eq!(form("sync.aligned.m16n8k8.row.col.f16.f16.f16.f16").map(|f| f.registers()), Some((2, 1, 2)));
        assert_eq!(form("sync.aligned.m16n8k32.row.col.s32.u8.s8.s32").map(|f| f.registers()), Some((4, 2, 4)));
        assert_eq!(form("sync.aligned.m16n8k16.row.col.s32.s8.s8.s32").map(|f| f.registers()), Some((2, 1, 4)));
        assert_eq!(form("sync.aligned.m8n8k4.row.col.f64.f64.f64.f64").map(|f| f.registers()), Some((1, 1, 2)));
        for unsupported in [
            "sync.aligned.m8n8k4.row.col.f32.f64.f64.f32",
            "sync.aligned.m8n8k4.row.col.f64.f16.f16.f64",
            "sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16",
            "sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32",
            "sync.aligned.m16n8k16.row.col.f32.f16.f16.f16",
            "sync.aligned.m16n8k16.col.row.f32.f16.f16.f32",
            "sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32",
        ] {
            assert_eq!(form(unsupported), None, "{unsupported}");
        }
    }

    #[test]
    fn fragment_positions_are_the_isa_tables() {
        let f16 = Form { m: 16, k: 16, a: Input::F16, b: Input::F16, acc: Accumulator::F32 };
        let tf32 = Form { m: 16, k: 8, a: Input::Tf32, b: Input::Tf32, acc: Accumulator::F32 };
        let i8k16 = Form { m: 16, k: 16, a: Input::S8, b: Input::U8, acc: Accumulator::S32 };
        let i8k32 = Form { m: 16, k: 32, a: Input::S8, b: Input::S8, acc: Accumulator::S32 };
        // Lane 6: groupID 1, threadID_in_group 2.
        let a = |form: &Form, i| a_position(form, 6, i);
        let b = |form: &Form, i| b_position(form, 6, i);
        assert_eq!((0..8).map(|i| a(&f16, i)).collect::<Vec<_>>(), [(1, 4), (1, 5), (9, 4), (9, 5), (1, 12), (1, 13), (9, 12), (9, 13)]);
        assert_eq!((0..4).map(|i| b(&f16, i)).collect::<Vec<_>>(), [(4, 1), (5, 1), (12, 1), (13, 1)]);
        // m16n8k8 .f16 (sm_75): a0, a1 row g, a2, a3 row g + 8, columns 2t + (i & 1); b0, b1 rows 2t + (i & 1).
        let f16k8 = Form { m: 16, k: 8, a: Input::F16, b: Input::F16, acc: Accumulator::F16 };
        assert_eq!((0..4).map(|i| a(&f16k8, i)).collect::<Vec<_>>(), [(1, 4), (1, 5), (9, 4), (9, 5)]);
        assert_eq!((0..2).map(|i| b(&f16k8, i)).collect::<Vec<_>>(), [(4, 1), (5, 1)]);
        assert_eq!((0..4).map(|i| a(&tf32, i)).collect::<Vec<_>>(), [(1, 2), (9, 2), (1, 6), (9, 6)]);
        assert_eq!((0..2).map(|i| b(&tf32, i)).collect::<Vec<_>>(), [(2, 1), (6, 1)]);
        assert_eq!((0..8).map(|i| a(&i8k16, i)).collect::<Vec<_>>(), [(1, 8), (1, 9), (1, 10), (1, 11), (9, 8), (9, 9), (9, 10), (9, 11)]);
        assert_eq!((0..4).map(|i| b(&i8k16, i)).collect::<Vec<_>>(), [(8, 1), (9, 1), (10, 1), (11, 1)]);
        assert_eq!([0, 3, 4, 8, 12, 15].map(|i| a(&i8k32, i)), [(1, 8), (1, 11), (9, 8), (1, 24), (9, 24), (9, 27)]);
        assert_eq!([0, 3, 4, 7].map(|i| b(&i8k32, i)), [(8, 1), (11, 1), (24, 1), (27, 1)]);
        assert_eq!((0..4).map(|i| c_position(6, i)).collect::<Vec<_>>(), [(1, 4), (1, 5), (9, 4), (9, 5)]);
    }

    /// Each lane's fragments for A = `a(row, k)`, B = `b(k, col)`, C = 0, as
    /// the ISA's tables place them (f16 inputs, f32 accumulator).
    #[test]
    fn f16_fragments_multiply_as_matrices() {
        let form = Form { m: 16, k: 16, a: Input::F16, b: Input::F16, acc: Accumulator::F32 };
        let a = |row: usize, k: usize| (row * 16 + k) as f32 / 64.0;
        let b = |k: usize, col: usize| if k == col + 1 { 1.0 } else { 0.0 };
        let half = |v: f32| u64::from(half::f16::from_f32(v).to_bits());
        let fragments: Vec<Fragments> = (0..WARP)
            .map(|lane| {
                let pack = |pairs: Vec<((usize, usize), (usize, usize))>, f: &dyn Fn(usize, usize) -> f32| pairs.into_iter().map(|(x, y)| half(f(x.0, x.1)) | half(f(y.0, y.1)) << 16).collect();
                let a_pairs = (0..4).map(|r| (a_position(&form, lane, 2 * r), a_position(&form, lane, 2 * r + 1))).collect();
                let b_pairs = (0..2).map(|r| (b_position(&form, lane, 2 * r), b_position(&form, lane, 2 * r + 1))).collect();
                Fragments { a: pack(a_pairs, &a), b: pack(b_pairs, &b), c: vec![0; 4] }
            })
            .collect();
        let d = execute(&form, &fragments);
        for (lane, regs) in d.iter().enumerate() {
            for (i, &bits) in regs.iter().enumerate() {
                let (row, col) = c_position(lane, i);
                // Column `col` of B picks column `col + 1` of A.
                assert_eq!(f32::from_bits(bits as u32), a(row, col + 1), "lane {lane} element {i}");
            }
        }
    }
}
