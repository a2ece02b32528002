//! Decoding an entry's statements into a flat instruction vector: every
//! register resolved to an index into the thread's register file, every
//! label to an instruction index, every symbol to its address, immediates
//! to bits, and each opcode to an [`Op`] with its modifiers checked.
//!
//! An opcode, modifier, type or operand form outside the subset the
//! emulator executes is an [`EmulatorError::unsupported`] naming the
//! instruction and its line; nothing is guessed.

use std::collections::HashMap;

use super::mma::{Accumulator, Form};
use super::wgmma::Form as WgmmaForm;
use super::parse::{parse_integer, Entry, Operand, Space, Statement};
use crate::ptx::isa::{self, Flag, IntRound, Mnemonic, Modifier, Opcode, Operation, Order, Round, Scope};
use super::EmulatorError;
use tilesmith_dialect::numerics::exact::{self as numeric, Format, Rounding};

type Result<T> = std::result::Result<T, EmulatorError>;

/// A PTX scalar type of an instruction or register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Pred,
    /// Untyped bits of a width.
    B(u32),
    U(u32),
    S(u32),
    F16,
    Bf16,
    F32,
    F64,
}

impl Ty {
    /// The type a register declaration names (`f32`, `b16`, `pred`): the
    /// vocabulary's spelling, where the emulator has the type.
    pub fn parse(name: &str) -> Option<Ty> {
        isa::Type::from_name(name.as_bytes(), 0, name.len()).and_then(ty_of)
    }

    pub fn bits(self) -> u32 {
        match self {
            Ty::Pred => 1,
            Ty::B(b) | Ty::U(b) | Ty::S(b) => b,
            Ty::F16 | Ty::Bf16 => 16,
            Ty::F32 => 32,
            Ty::F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::Bf16 | Ty::F32 | Ty::F64)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, Ty::S(_))
    }

    /// The float format of a float type.
    pub fn format(self) -> Option<Format> {
        match self {
            Ty::F16 => Some(numeric::F16),
            Ty::Bf16 => Some(numeric::BF16),
            Ty::F32 => Some(numeric::F32),
            Ty::F64 => Some(numeric::F64),
            _ => None,
        }
    }

    pub fn mask(self) -> u64 {
        mask(self.bits())
    }
}

// Bit helpers shared with the interpreter, which holds values the same way.
pub use crate::shared::value::{bit_mask as mask, sext};

/// A source operand: a register index or immediate bits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Src {
    Reg(u32),
    Imm(u64),
}

/// A special register (`%tid.x`, ...).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Special {
    Tid(usize),
    Ntid(usize),
    Ctaid(usize),
    Nctaid(usize),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IntOp {
    Add,
    Sub,
    MulLo,
    MulHi,
    Div,
    Rem,
    Min,
    Max,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UnaryOp {
    Neg,
    Abs,
    Not,
}

/// A comparison of `setp`: the vocabulary's own.
pub use crate::ptx::isa::Cmp;

/// The boolean operation that combines a `setp` result, a `bar.red` or a predicate op.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BoolOp {
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatUnaryOp {
    Sqrt,
    Rcp,
    /// `ex2.approx.f32`: 2 to the power of the operand.
    Ex2,
    Neg,
    Abs,
}

/// The rounding of a `cvt`: none, to a float (`.rn` ...), or to an integer value (`.rni` ...).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CvtRounding {
    None,
    Float(Rounding),
    Integer(Rounding),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AtomOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
    Exch,
    Cas,
}

/// A memory address: a base (register or symbol address) and a byte offset.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Address {
    pub base: Src,
    pub offset: i64,
}

/// How `shfl.sync` picks each lane's source lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

/// The lane whose `a` lane `lane` receives from `shfl.sync` in `mode`
/// with operands `b` and `c`: the PTX ISA's rule, where `c` holds the
/// clamp (bits 0-4) and the segment mask (bits 8-12), and a source outside
/// the lane's segment or past the clamp leaves the lane its own value.
pub fn shuffle_source(mode: ShflMode, lane: u32, b: u32, c: u32) -> u32 {
    let (b, clamp, segment) = (b & 0x1f, c & 0x1f, (c >> 8) & 0x1f);
    let max_lane = (lane & segment) | (clamp & !segment);
    let min_lane = lane & segment;
    let (j, valid) = match mode {
        ShflMode::Up => (lane as i64 - b as i64, lane as i64 - b as i64 >= max_lane as i64),
        ShflMode::Down => (i64::from(lane + b), lane + b <= max_lane),
        ShflMode::Bfly => (i64::from(lane ^ b), lane ^ b <= max_lane),
        ShflMode::Idx => (i64::from(min_lane | (b & !segment)), (min_lane | (b & !segment)) <= max_lane),
    };
    if valid { j as u32 } else { lane }
}

/// A decoded operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// A bit copy (`mov` of any type, and the address of a symbol).
    Mov { d: u32, a: Src },
    /// `mov.b32 d, {a, b}` (16-bit parts) or `mov.b64 d, {a, b}` (32-bit)
    /// or `{a, b, c, d}` (16-bit): the parts' low `bits` each, the first lowest.
    Pack { d: u32, parts: Vec<u32>, bits: u32 },
    Special { d: u32, reg: Special },
    Int { op: IntOp, ty: Ty, d: u32, a: Src, b: Src },
    /// `mul.wide`: the full product of two `ty` operands, twice as wide.
    MulWide { ty: Ty, d: u32, a: Src, b: Src },
    /// `mad.lo`, `mad.hi` (`hi`) or `mad.wide` (`wide`): a product plus `c`.
    Mad { wide: bool, hi: bool, ty: Ty, d: u32, a: Src, b: Src, c: Src },
    Unary { op: UnaryOp, ty: Ty, d: u32, a: Src },
    /// `setp`, with the optional combining predicate (operation, predicate, negated).
    Setp { cmp: Cmp, ty: Ty, ftz: bool, d: u32, a: Src, b: Src, combine: Option<(BoolOp, Src, bool)> },
    Selp { ty: Ty, d: u32, a: Src, b: Src, p: Src },
    Float { op: FloatOp, ty: Ty, rounding: Rounding, ftz: bool, nan: bool, d: u32, a: Src, b: Src },
    Fma { ty: Ty, rounding: Rounding, ftz: bool, d: u32, a: Src, b: Src, c: Src },
    FloatUnary { op: FloatUnaryOp, ty: Ty, rounding: Rounding, ftz: bool, d: u32, a: Src },
    Cvt { to: Ty, from: Ty, rounding: CvtRounding, ftz: bool, sat: bool, d: u32, a: Src },
    /// `cvta.<space>` (to generic) or `cvta.to.<space>` (from generic).
    Cvta { to_generic: bool, space: Space, d: u32, a: Src },
    Ld { space: Space, ty: Ty, d: u32, address: Address },
    St { space: Space, ty: Ty, address: Address, a: Src },
    /// `ld.v2` / `ld.v4`: consecutive elements of `ty` into the registers
    /// `d`, from an address aligned to the whole vector.
    LdVector { space: Space, ty: Ty, d: Vec<u32>, address: Address },
    /// `st.v2` / `st.v4`: the sources `a` to consecutive elements, at an
    /// address aligned to the whole vector.
    StVector { space: Space, ty: Ty, address: Address, a: Vec<Src> },
    Atom { op: AtomOp, space: Space, ty: Ty, d: u32, address: Address, b: Src, c: Src },
    /// `bar.sync id` and `bar.red.<op>.pred d, id, p` (`reduce`: op, d, p, p negated).
    Bar { id: Src, reduce: Option<(BoolOp, u32, Src, bool)> },
    Bra { target: u32 },
    Ret,
    Trap,
    /// What has no effect on one grid with one address per byte:
    /// `griddepcontrol.wait` (no grid this one depends on is running),
    /// `griddepcontrol.launch_dependents` (none waits for it) and
    /// `fence.proxy.alias` (no two addresses reach the same byte).
    Nothing,
    /// `st.param` into a call's parameter (a slot of the thread's call area).
    StCallParam { slot: u32, ty: Ty, a: Src },
    /// `call vprintf` with the call-area slots of its format and argument pointers.
    Vprintf { format: u32, arguments: u32 },
    /// `call malloc`: the call-area slots of the size and of the returned address.
    Malloc { size: u32, ret: u32 },
    /// `call free` with the call-area slot of the address.
    Free { pointer: u32 },
    /// `ld.param` from a call's return value (a slot of the thread's call area).
    LdCallParam { ty: Ty, d: u32, slot: u32 },
    /// `mma.sync.aligned`: a warp instruction, run when all 32 threads of
    /// the warp have arrived at it ([`super::mma`]); each thread's D, A, B
    /// and C fragment registers.
    Mma { form: Form, d: Vec<u32>, a: Vec<u32>, b: Vec<u32>, c: Vec<u32> },
    /// `ldmatrix.sync.aligned.m8n8.x{1,2,4}.shared.b16`: a warp instruction
    /// loading `d.len()` 8x8 matrices of 16-bit elements from shared memory,
    /// each row at the address one thread gives ([`super::mma::ldmatrix`]).
    Ldmatrix { d: Vec<u32>, address: Address, trans: bool },
    /// `shfl.sync.{up,down,bfly,idx}.b32 d, a, b, c, 0xffffffff`: a warp
    /// instruction, run when all 32 threads of the warp have arrived at it
    /// (so the member mask must name them all); each thread's `d` is `a`
    /// of the lane that [`shuffle_source`] picks from its `b` and `c`.
    Shfl { mode: ShflMode, d: u32, a: Src, b: Src, c: Src },
    /// `wgmma.mma_async.sync.aligned`: a warpgroup instruction, run for
    /// each warp when its 32 threads have arrived ([`super::wgmma`]); the
    /// accumulator registers, the descriptors' registers, and scale-d.
    /// `a`: A's descriptor, or (A in registers) its fragment registers.
    /// `trans_b`: B MN-major (imm-trans-b 1, f16 and bf16 only).
    Wgmma { form: WgmmaForm, d: Vec<u32>, a: WgmmaA, b: Src, scale_d: Src, trans_b: bool },
    /// `wgmma.commit_group.sync.aligned`: the warp's `wgmma`s since the
    /// last commit become a group ([`super::wgmma`]).
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned N`: a warp instruction completing the
    /// warp's committed groups but the newest `N` ([`super::wgmma`]: their
    /// results reach the registers).
    WgmmaWait(u32),
    /// `cp.async.{ca,cg}.shared.global [dst], [src], size[, src_size]`: the
    /// thread's copy of `size` bytes (4, 8 or 16) into shared memory, the
    /// first `src_size` (a 32-bit value, at most `size`; `size` when the
    /// instruction has none) read from global memory and the rest zeros,
    /// written when a wait completes its group ([`super::cp_async`]).
    CpAsync { dst: Address, src: Address, size: u32, src_size: Src },
    /// `cp.async.commit_group`: the thread's open group of copies is committed.
    CpAsyncCommit,
    /// `cp.async.wait_group keep`: the thread's committed groups but the
    /// `keep` most recent complete.
    CpAsyncWait { keep: u64 },
    /// `cp.async.wait_all`: a commit, then every group completes.
    CpAsyncWaitAll,
}

/// Where a `wgmma` reads A: through a shared-memory matrix descriptor, or
/// from each thread's fragment registers ([`super::wgmma`]).
#[derive(Clone, Debug, PartialEq)]
pub enum WgmmaA {
    Descriptor(Src),
    Registers(Vec<u32>),
}

/// An instruction: its guard (`@%p` / `@!%p`), operation and line, and the
/// source position the last `.loc` before it gave (an index into
/// [`Kernel::sources`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub guard: Option<(u32, bool)>,
    pub op: Op,
    pub line: u32,
    pub source: Option<u32>,
}

/// Where a symbol lives: its state space and address there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Symbol {
    pub space: Space,
    pub address: u64,
}

/// A decoded kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub code: Vec<Inst>,
    /// Each instruction's opcode as written, for messages.
    pub texts: Vec<String>,
    /// The source positions of the `.loc` lines, `FILE:LINE:COL`, for messages.
    pub sources: Vec<String>,
    /// Each register's width in bits (1 for predicates), by index.
    pub register_bits: Vec<u32>,
    /// Each parameter's byte offset and size in the parameter buffer.
    pub params: Vec<(u64, u64)>,
    pub param_bytes: u64,
    pub shared_bytes: u64,
    pub local_bytes: u64,
    /// 64-bit slots of the call area (a call's `.param`s).
    pub call_slots: u32,
    pub max_threads: Option<u64>,
    /// Whether the CTA must have exactly `max_threads` threads (`.reqntid`).
    pub exact_threads: bool,
}

fn align_up(v: u64, align: u64) -> u64 {
    v.div_ceil(align.max(1)) * align.max(1)
}

struct Decoder<'a> {
    registers: HashMap<String, (u32, Ty)>,
    register_bits: Vec<u32>,
    symbols: &'a HashMap<String, Symbol>,
    locals: HashMap<String, Symbol>,
    /// Call parameters in the open scopes: name to slot.
    call_scopes: Vec<HashMap<String, u32>>,
    call_slots: u32,
    labels: HashMap<String, u32>,
    extern_functions: &'a [String],
    line: u32,
    text: String,
}

/// Decodes `entry` given the addresses of the module-level symbols.
pub fn decode(entry: &Entry, symbols: &HashMap<String, Symbol>, extern_functions: &[String]) -> Result<Kernel> {
    let mut params = Vec::new();
    let mut locals = HashMap::new();
    let mut param_bytes = 0;
    for p in &entry.params {
        let size = super::parse::type_bytes(&p.ptx_type).unwrap_or(8);
        param_bytes = align_up(param_bytes, size);
        locals.insert(p.name.clone(), Symbol { space: Space::Param, address: param_bytes });
        params.push((param_bytes, size));
        param_bytes += size;
    }
    let mut cx = Decoder {
        registers: HashMap::new(),
        register_bits: Vec::new(),
        symbols,
        locals,
        call_scopes: Vec::new(),
        call_slots: 0,
        labels: HashMap::new(),
        extern_functions,
        line: 0,
        text: String::new(),
    };
    // First pass: declarations and label positions.
    let (mut shared_bytes, mut local_bytes, mut count) = (0u64, 0u64, 0u32);
    for (line, statement) in &entry.body {
        cx.line = *line;
        match statement {
            Statement::Registers { ptx_type, names } => {
                let ty = ptx_type.strip_prefix('.').and_then(Ty::parse).ok_or_else(|| cx.error(format!("unsupported register type '{ptx_type}'")))?;
                for name in names {
                    let index = cx.register_bits.len() as u32;
                    if cx.registers.insert(name.clone(), (index, ty)).is_some() {
                        return Err(cx.error(format!("register '{name}' is declared twice")));
                    }
                    cx.register_bits.push(ty.bits());
                }
            }
            Statement::Variable { space: space @ (Space::Shared | Space::Local), name, bytes, align, .. } => {
                let top = if *space == Space::Shared { &mut shared_bytes } else { &mut local_bytes };
                let address = align_up(*top, *align);
                *top = address + bytes;
                cx.locals.insert(name.clone(), Symbol { space: *space, address });
            }
            Statement::Label(name) => {
                let previous = cx.labels.insert(name.clone(), count);
                if previous.is_some() {
                    return Err(cx.error(format!("label '{name}' is defined twice")));
                }
            }
            Statement::Instruction { .. } => count += 1,
            _ => {}
        }
    }
    // Second pass: instructions, with call scopes.
    let mut code = Vec::with_capacity(count as usize);
    let mut texts = Vec::with_capacity(count as usize);
    let mut sources = Vec::new();
    for (line, statement) in &entry.body {
        cx.line = *line;
        match statement {
            Statement::Open => cx.call_scopes.push(HashMap::new()),
            Statement::Close => {
                cx.call_scopes.pop().ok_or_else(|| cx.error("'}' without '{'"))?;
            }
            Statement::Variable { space: Space::Param, name, bytes, .. } => {
                if *bytes > 8 {
                    return Err(cx.error(format!("call parameter '{name}' is wider than 64 bits")));
                }
                let slot = cx.call_slots;
                cx.call_slots += 1;
                let scope = cx.call_scopes.last_mut().ok_or_else(|| EmulatorError::unsupported(format!("line {line}: a .param outside a call scope")))?;
                scope.insert(name.clone(), slot);
            }
            Statement::Variable { space, .. } if !matches!(space, Space::Shared | Space::Local) => {
                return Err(cx.error(format!("a .{} variable in a kernel body", space.name())));
            }
            Statement::Instruction { guard, opcode, operands } => {
                cx.text = opcode.to_string();
                let guard = match guard {
                    Some((name, negated)) => Some((cx.register(name, Some(Ty::Pred))?, *negated)),
                    None => None,
                };
                let op = cx.instruction(opcode, operands)?;
                let source = sources.len().checked_sub(1).map(|i| i as u32);
                code.push(Inst { guard, op, line: *line, source });
                texts.push(cx.text.clone());
            }
            Statement::Loc { file, line, col } => sources.push(format!("{file}:{line}:{col}")),
            _ => {}
        }
    }
    Ok(Kernel {
        name: entry.name.clone(),
        code,
        texts,
        sources,
        register_bits: cx.register_bits,
        params,
        param_bytes,
        shared_bytes,
        local_bytes,
        call_slots: cx.call_slots,
        max_threads: entry.max_threads,
        exact_threads: entry.exact_threads,
    })
}

/// The rounding of a float operation (`rn`, `rz`, `rm`, `rp`; not `rna`).
fn rounding_of(m: &Modifier) -> Option<Rounding> {
    Some(match m {
        Modifier::Round(Round::Rn) => Rounding::NearestEven,
        Modifier::Round(Round::Rz) => Rounding::TowardZero,
        Modifier::Round(Round::Rm) => Rounding::Down,
        Modifier::Round(Round::Rp) => Rounding::Up,
        _ => return None,
    })
}

/// The rounding to an integral value of a conversion (`rni`, `rzi`, `rmi`, `rpi`).
fn integer_rounding_of(m: &Modifier) -> Option<Rounding> {
    Some(match m {
        Modifier::IntRound(IntRound::Rni) => Rounding::NearestEven,
        Modifier::IntRound(IntRound::Rzi) => Rounding::TowardZero,
        Modifier::IntRound(IntRound::Rmi) => Rounding::Down,
        Modifier::IntRound(IntRound::Rpi) => Rounding::Up,
        _ => return None,
    })
}

fn cmp_of(m: &Modifier) -> Option<Cmp> {
    match m {
        Modifier::Cmp(c) => Some(*c),
        _ => None,
    }
}

fn bool_op_of(m: &Modifier) -> Option<BoolOp> {
    Some(match m {
        Modifier::Operation(Operation::And) => BoolOp::And,
        Modifier::Operation(Operation::Or) => BoolOp::Or,
        Modifier::Operation(Operation::Xor) => BoolOp::Xor,
        _ => return None,
    })
}

/// The emulator's type of a vocabulary type (none for the tensor-core input formats).
fn ty_of(t: isa::Type) -> Option<Ty> {
    use isa::Type as T;
    Some(match t {
        T::Pred => Ty::Pred,
        T::B8 => Ty::B(8),
        T::B16 => Ty::B(16),
        T::B32 => Ty::B(32),
        T::B64 => Ty::B(64),
        T::U8 => Ty::U(8),
        T::U16 => Ty::U(16),
        T::U32 => Ty::U(32),
        T::U64 => Ty::U(64),
        T::S8 => Ty::S(8),
        T::S16 => Ty::S(16),
        T::S32 => Ty::S(32),
        T::S64 => Ty::S(64),
        T::F16 => Ty::F16,
        T::Bf16 => Ty::Bf16,
        T::F32 => Ty::F32,
        T::F64 => Ty::F64,
        T::Tf32 | T::E4m3 | T::E5m2 => return None,
    })
}

/// The state space of a modifier (`shared::cta` is the CTA's shared memory).
fn space_of(m: &Modifier) -> Option<Space> {
    Some(match m {
        Modifier::Space(isa::Space::Global) => Space::Global,
        Modifier::Space(isa::Space::Const) => Space::Const,
        Modifier::Space(isa::Space::Shared | isa::Space::SharedCta) => Space::Shared,
        Modifier::Space(isa::Space::Local) => Space::Local,
        Modifier::Space(isa::Space::Param) => Space::Param,
        _ => return None,
    })
}

/// The modifiers of an opcode, taken in order as they are recognised; what
/// is left at the end is an error.
struct Modifiers {
    parts: Vec<Modifier>,
}

impl Modifiers {
    fn take(&mut self, modifier: impl Into<Modifier>) -> bool {
        let modifier = modifier.into();
        match self.parts.iter().position(|p| *p == modifier) {
            Some(i) => {
                self.parts.remove(i);
                true
            }
            None => false,
        }
    }

    fn take_any<T>(&mut self, f: impl Fn(&Modifier) -> Option<T>) -> Option<T> {
        let i = self.parts.iter().position(|p| f(p).is_some())?;
        f(&self.parts.remove(i))
    }

    /// The last part as a type.
    fn ty(&mut self) -> Option<Ty> {
        let Some(Modifier::Type(t)) = self.parts.last() else { return None };
        let t = ty_of(*t)?;
        self.parts.pop();
        Some(t)
    }

    /// Memory-ordering and scope qualifiers (sequential execution keeps every order they ask for).
    fn take_ordering(&mut self) {
        for o in Order::ALL {
            self.take(*o);
        }
        for q in Scope::ALL {
            self.take(*q);
        }
    }
}

impl Decoder<'_> {
    fn error(&self, message: impl AsRef<str>) -> EmulatorError {
        if self.text.is_empty() {
            EmulatorError::unsupported(format!("line {}: {}", self.line, message.as_ref()))
        } else {
            EmulatorError::unsupported(format!("line {}: '{}': {}", self.line, self.text, message.as_ref()))
        }
    }

    fn unsupported(&self) -> EmulatorError {
        EmulatorError::unsupported(format!("line {}: the PTX emulator does not support the instruction '{}'", self.line, self.text))
    }

    fn register(&self, name: &str, want: Option<Ty>) -> Result<u32> {
        let &(index, ty) = self.registers.get(name).ok_or_else(|| self.error(format!("'{name}' is not a declared register")))?;
        if let Some(w) = want {
            let ok = if w == Ty::Pred || ty == Ty::Pred { w == ty } else { ty.bits() >= w.bits() };
            if !ok {
                return Err(self.error(format!("register '{name}' ({} bits) does not fit the instruction type ({} bits)", ty.bits(), w.bits())));
            }
        }
        Ok(index)
    }

    fn dst(&self, operands: &[Operand], i: usize, ty: Ty) -> Result<u32> {
        match operands.get(i) {
            Some(Operand::Name(n)) => self.register(n, Some(ty)),
            _ => Err(self.error(format!("operand {} must be a register", i + 1))),
        }
    }

    /// A source operand of type `ty`: a register, an immediate, or a symbol's address.
    fn src(&self, operands: &[Operand], i: usize, ty: Ty) -> Result<Src> {
        match operands.get(i) {
            Some(Operand::Name(n)) if n.starts_with('%') => Ok(Src::Reg(self.register(n, Some(ty))?)),
            Some(Operand::Name(n)) => {
                let symbol = self.symbol(n)?;
                Ok(Src::Imm(symbol.address))
            }
            Some(Operand::Number(text)) => Ok(Src::Imm(self.immediate(text, ty)?)),
            _ => Err(self.error(format!("operand {} must be a register or an immediate", i + 1))),
        }
    }

    fn symbol(&self, name: &str) -> Result<Symbol> {
        self.locals.get(name).or_else(|| self.symbols.get(name)).copied().ok_or_else(|| self.error(format!("'{name}' is not a declared symbol")))
    }

    fn immediate(&self, text: &str, ty: Ty) -> Result<u64> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        let bits = if let Some(hex) = digits.strip_prefix("0f").or_else(|| digits.strip_prefix("0F")) {
            if ty != Ty::F32 || hex.len() != 8 || negative {
                return Err(self.error(format!("the f32 literal '{text}' does not fit the instruction type")));
            }
            u64::from_str_radix(hex, 16).map_err(|_| self.error(format!("'{text}' is not a number")))?
        } else if let Some(hex) = digits.strip_prefix("0d").or_else(|| digits.strip_prefix("0D")) {
            if ty != Ty::F64 || hex.len() != 16 || negative {
                return Err(self.error(format!("the f64 literal '{text}' does not fit the instruction type")));
            }
            u64::from_str_radix(hex, 16).map_err(|_| self.error(format!("'{text}' is not a number")))?
        } else {
            if ty.is_float() {
                return Err(self.error(format!("the integer literal '{text}' in a float instruction")));
            }
            let v = parse_integer(digits).ok_or_else(|| self.error(format!("'{text}' is not a number")))?;
            if negative {
                v.wrapping_neg()
            } else {
                v
            }
        };
        Ok(bits & ty.mask())
    }

    fn address(&self, operands: &[Operand], i: usize, space: Space) -> Result<Address> {
        let Some(Operand::Address(base, offset)) = operands.get(i) else {
            return Err(self.error(format!("operand {} must be an address", i + 1)));
        };
        let base = if base.starts_with('%') {
            let &(index, ty) = self.registers.get(base).ok_or_else(|| self.error(format!("'{base}' is not a declared register")))?;
            if !matches!(ty.bits(), 32 | 64) || ty.is_float() {
                return Err(self.error(format!("the address register '{base}' is not a 32- or 64-bit integer")));
            }
            Src::Reg(index)
        } else {
            let symbol = self.symbol(base)?;
            if symbol.space != space && space != Space::Generic {
                return Err(self.error(format!("'{base}' is in the .{} space, not .{}", symbol.space.name(), space.name())));
            }
            Src::Imm(symbol.address)
        };
        Ok(Address { base, offset: *offset })
    }

    fn expect_operands(&self, operands: &[Operand], n: usize) -> Result<()> {
        if operands.len() != n {
            return Err(self.error(format!("expected {n} operands, found {}", operands.len())));
        }
        Ok(())
    }

    fn instruction(&mut self, opcode: &Opcode, operands: &[Operand]) -> Result<Op> {
        use Mnemonic as N;
        let base = opcode.mnemonic;
        let mut m = Modifiers { parts: opcode.modifiers().to_vec() };
        let flags = |m: &Modifiers, want: &[Flag]| m.parts.len() == want.len() && m.parts.iter().zip(want).all(|(p, f)| *p == Modifier::Flag(*f));
        let op = match base {
            N::Mov => self.mov(&mut m, operands)?,
            N::Add | N::Sub | N::Mul | N::Div | N::Rem | N::Min | N::Max | N::And | N::Or | N::Xor | N::Shl | N::Shr | N::Mad | N::Fma => self.arith(base, &mut m, operands)?,
            N::Neg | N::Abs | N::Not | N::Sqrt | N::Rcp | N::Ex2 => self.unary(base, &mut m, operands)?,
            N::Setp => self.setp(&mut m, operands)?,
            N::Selp => {
                let ty = m.ty().ok_or_else(|| self.unsupported())?;
                self.expect_operands(operands, 4)?;
                Op::Selp { ty, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)?, p: self.src(operands, 3, Ty::Pred)? }
            }
            N::Cvt => self.cvt(&mut m, operands)?,
            N::Cvta => {
                let to_generic = !m.take(Flag::To);
                let space = m.take_any(|p| space_of(p).filter(|s| !matches!(s, Space::Param))).ok_or_else(|| self.unsupported())?;
                let ty = m.ty().filter(|t| matches!(t, Ty::U(64) | Ty::U(32))).ok_or_else(|| self.unsupported())?;
                self.expect_operands(operands, 2)?;
                Op::Cvta { to_generic, space, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)? }
            }
            N::Ld | N::St => self.memory(base, &mut m, operands)?,
            N::Atom => self.atom(&mut m, operands)?,
            N::Bar | N::Barrier => self.bar(&mut m, operands)?,
            N::Bra => {
                m.take(Flag::Uni);
                self.expect_operands(operands, 1)?;
                let Some(Operand::Name(label)) = operands.first() else { return Err(self.error("expected a label")) };
                Op::Bra { target: *self.labels.get(label).ok_or_else(|| self.error(format!("no label '{label}'")))? }
            }
            N::Ret | N::Exit => {
                self.expect_operands(operands, 0)?;
                Op::Ret
            }
            N::Trap => {
                self.expect_operands(operands, 0)?;
                Op::Trap
            }
            N::Griddepcontrol => {
                m.take_any(|p| matches!(p, Modifier::Flag(Flag::Wait | Flag::LaunchDependents)).then_some(())).ok_or_else(|| self.unsupported())?;
                self.expect_operands(operands, 0)?;
                Op::Nothing
            }
            N::Fence if flags(&m, &[Flag::Proxy, Flag::Alias]) || m.parts == [Modifier::Flag(Flag::Proxy), Modifier::Flag(Flag::Async), Modifier::Space(isa::Space::SharedCta)] => {
                m.parts.clear();
                self.expect_operands(operands, 0)?;
                Op::Nothing
            }
            // wgmma's fence: nothing to order where operands are read at issue ([`super::wgmma`]).
            N::Wgmma if flags(&m, &[Flag::Fence, Flag::Sync, Flag::Aligned]) => {
                m.parts.clear();
                self.expect_operands(operands, 0)?;
                Op::Nothing
            }
            N::Wgmma if flags(&m, &[Flag::CommitGroup, Flag::Sync, Flag::Aligned]) => {
                m.parts.clear();
                self.expect_operands(operands, 0)?;
                Op::WgmmaCommit
            }
            N::Wgmma if flags(&m, &[Flag::WaitGroup, Flag::Sync, Flag::Aligned]) => {
                m.parts.clear();
                self.expect_operands(operands, 1)?;
                match self.src(operands, 0, Ty::U(32))? {
                    Src::Imm(n) => Op::WgmmaWait(u32::try_from(n).map_err(|_| self.error("wgmma.wait_group takes a 32-bit count"))?),
                    Src::Reg(_) => return Err(self.error("wgmma.wait_group takes an immediate")),
                }
            }
            N::Wgmma => self.wgmma(&mut m, operands)?,
            N::Call => self.call(&mut m, operands)?,
            N::Mma => self.mma(&mut m, operands)?,
            N::Ldmatrix => self.ldmatrix(&mut m, operands)?,
            N::Shfl => self.shfl(&mut m, operands)?,
            N::Cp => self.cp(&mut m, operands)?,
            N::Fence => return Err(self.unsupported()),
        };
        if !m.parts.is_empty() {
            let left: Vec<String> = m.parts.iter().map(Modifier::to_string).collect();
            return Err(self.error(format!("the PTX emulator does not support the modifier(s) .{} here", left.join("."))));
        }
        Ok(op)
    }

    fn mov(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        self.expect_operands(operands, 2)?;
        let d = self.dst(operands, 0, ty)?;
        if let Some(Operand::Vector(names)) = operands.get(1) {
            let bits = match (ty.bits(), names.len()) {
                (32, 2) | (64, 4) => 16,
                (64, 2) => 32,
                _ => return Err(self.error(format!("a {}-bit mov packs 2 (or, 64 bits, 4) registers, not {}", ty.bits(), names.len()))),
            };
            let parts = names.iter().map(|n| self.register(n, Some(Ty::B(bits)))).collect::<Result<Vec<u32>>>()?;
            return Ok(Op::Pack { d, parts, bits });
        }
        if let Some(Operand::Name(name)) = operands.get(1) {
            let special = |prefix: &str| -> Option<usize> { name.strip_prefix(prefix).and_then(|axis| ["x", "y", "z"].iter().position(|a| *a == axis)) };
            let reg = if let Some(a) = special("%tid.") {
                Some(Special::Tid(a))
            } else if let Some(a) = special("%ntid.") {
                Some(Special::Ntid(a))
            } else if let Some(a) = special("%ctaid.") {
                Some(Special::Ctaid(a))
            } else {
                special("%nctaid.").map(Special::Nctaid)
            };
            if let Some(reg) = reg {
                if ty.bits() != 32 {
                    return Err(self.error("special registers are 32 bits"));
                }
                return Ok(Op::Special { d, reg });
            }
        }
        Ok(Op::Mov { d, a: self.src(operands, 1, ty)? })
    }

    fn arith(&self, base: Mnemonic, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        if ty.is_float() {
            return self.float_arith(base, m, ty, operands);
        }
        let mode = m.take_any(|p| match p {
            Modifier::Flag(Flag::Lo) => Some(0),
            Modifier::Flag(Flag::Hi) => Some(1),
            Modifier::Flag(Flag::Wide) => Some(2),
            _ => None,
        });
        if base == Mnemonic::Mad {
            self.expect_operands(operands, 4)?;
            let mode = mode.ok_or_else(|| self.error("mad needs .lo, .hi or .wide"))?;
            let wide = mode == 2;
            let dty = if wide { Ty::S(ty.bits() * 2) } else { ty };
            let cty = if wide { Ty::B(ty.bits() * 2) } else { ty };
            return Ok(Op::Mad { wide, hi: mode == 1, ty, d: self.dst(operands, 0, dty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)?, c: self.src(operands, 3, cty)? });
        }
        self.expect_operands(operands, 3)?;
        let op = match (base, mode) {
            (Mnemonic::Add, None) => IntOp::Add,
            (Mnemonic::Sub, None) => IntOp::Sub,
            (Mnemonic::Mul, Some(0)) => IntOp::MulLo,
            (Mnemonic::Mul, Some(1)) => IntOp::MulHi,
            (Mnemonic::Mul, Some(2)) => {
                return Ok(Op::MulWide { ty, d: self.dst(operands, 0, Ty::B(ty.bits() * 2))?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)? });
            }
            (Mnemonic::Div, None) => IntOp::Div,
            (Mnemonic::Rem, None) => IntOp::Rem,
            (Mnemonic::Min, None) => IntOp::Min,
            (Mnemonic::Max, None) => IntOp::Max,
            (Mnemonic::And, None) => IntOp::And,
            (Mnemonic::Or, None) => IntOp::Or,
            (Mnemonic::Xor, None) => IntOp::Xor,
            (Mnemonic::Shl, None) => IntOp::Shl,
            (Mnemonic::Shr, None) => IntOp::Shr,
            _ => return Err(self.unsupported()),
        };
        let typed_ok = match op {
            IntOp::And | IntOp::Or | IntOp::Xor => matches!(ty, Ty::B(16 | 32 | 64) | Ty::Pred),
            IntOp::Shl => matches!(ty, Ty::B(16 | 32 | 64)),
            IntOp::Shr => matches!(ty, Ty::B(16 | 32 | 64) | Ty::U(16 | 32 | 64) | Ty::S(16 | 32 | 64)),
            _ => matches!(ty, Ty::U(16 | 32 | 64) | Ty::S(16 | 32 | 64)),
        };
        if !typed_ok {
            return Err(self.unsupported());
        }
        let bty = if matches!(op, IntOp::Shl | IntOp::Shr) { Ty::U(32) } else { ty };
        Ok(Op::Int { op, ty, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, bty)? })
    }

    fn float_arith(&self, base: Mnemonic, m: &mut Modifiers, ty: Ty, operands: &[Operand]) -> Result<Op> {
        let rounding = m.take_any(rounding_of);
        let ftz = m.take(Flag::Ftz);
        if ftz && ty != Ty::F32 {
            return Err(self.error(".ftz applies to f32 only here"));
        }
        let approx = m.take(Flag::Approx);
        let full = m.take(Flag::Full);
        let nan = m.take(Flag::NaN);
        let half_precision = matches!(ty, Ty::F16 | Ty::Bf16);
        // Without a rounding modifier add, sub, mul and fma round to nearest
        // (PTX lets ptxas fuse a mul and an add then; the emulator does not).
        let rounding = match (base, rounding, approx || full) {
            (Mnemonic::Min | Mnemonic::Max, Some(_), _) | (_, Some(_), true) => return Err(self.unsupported()),
            (Mnemonic::Min | Mnemonic::Max, None, _) => Rounding::NearestEven,
            (Mnemonic::Div, None, false) => return Err(self.error("div of floats needs .rn, .rz, .rm, .rp, .approx or .full")),
            (Mnemonic::Fma, None, _) => return Err(self.error("fma needs a rounding modifier")),
            (_, r, _) => r.unwrap_or(Rounding::NearestEven),
        };
        if (approx || full) && !(base == Mnemonic::Div && ty == Ty::F32) {
            return Err(self.unsupported());
        }
        if nan && !matches!(base, Mnemonic::Min | Mnemonic::Max) {
            return Err(self.unsupported());
        }
        if half_precision && base == Mnemonic::Div {
            return Err(self.unsupported());
        }
        match base {
            Mnemonic::Fma | Mnemonic::Mad => {
                self.expect_operands(operands, 4)?;
                Ok(Op::Fma { ty, rounding, ftz, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)?, c: self.src(operands, 3, ty)? })
            }
            _ => {
                let op = match base {
                    Mnemonic::Add => FloatOp::Add,
                    Mnemonic::Sub => FloatOp::Sub,
                    Mnemonic::Mul => FloatOp::Mul,
                    Mnemonic::Div => FloatOp::Div,
                    Mnemonic::Min => FloatOp::Min,
                    Mnemonic::Max => FloatOp::Max,
                    _ => return Err(self.unsupported()),
                };
                self.expect_operands(operands, 3)?;
                Ok(Op::Float { op, ty, rounding, ftz, nan, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)? })
            }
        }
    }

    fn unary(&self, base: Mnemonic, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        self.expect_operands(operands, 2)?;
        if ty.is_float() {
            let rounding = m.take_any(rounding_of);
            let ftz = m.take(Flag::Ftz);
            let approx = m.take(Flag::Approx);
            if ftz && ty != Ty::F32 {
                return Err(self.error(".ftz applies to f32 only here"));
            }
            let op = match base {
                Mnemonic::Sqrt => FloatUnaryOp::Sqrt,
                Mnemonic::Rcp => FloatUnaryOp::Rcp,
                Mnemonic::Ex2 => FloatUnaryOp::Ex2,
                Mnemonic::Neg => FloatUnaryOp::Neg,
                Mnemonic::Abs => FloatUnaryOp::Abs,
                _ => return Err(self.unsupported()),
            };
            let rounding = match (op, rounding, approx) {
                (FloatUnaryOp::Sqrt | FloatUnaryOp::Rcp, Some(r), false) if matches!(ty, Ty::F32 | Ty::F64) => r,
                // `.approx` is evaluated correctly rounded (see the module documentation).
                (FloatUnaryOp::Sqrt | FloatUnaryOp::Rcp | FloatUnaryOp::Ex2, None, true) if ty == Ty::F32 => Rounding::NearestEven,
                (FloatUnaryOp::Neg | FloatUnaryOp::Abs, None, false) => Rounding::NearestEven,
                _ => return Err(self.unsupported()),
            };
            return Ok(Op::FloatUnary { op, ty, rounding, ftz, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)? });
        }
        let op = match (base, ty) {
            (Mnemonic::Neg | Mnemonic::Abs, Ty::S(16 | 32 | 64)) => {
                if base == Mnemonic::Neg {
                    UnaryOp::Neg
                } else {
                    UnaryOp::Abs
                }
            }
            (Mnemonic::Not, Ty::B(16 | 32 | 64) | Ty::Pred) => UnaryOp::Not,
            _ => return Err(self.unsupported()),
        };
        Ok(Op::Unary { op, ty, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)? })
    }

    fn setp(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        let cmp = m.take_any(cmp_of).ok_or_else(|| self.error("setp needs a comparison"))?;
        let combine_op = m.take_any(bool_op_of);
        let ftz = m.take(Flag::Ftz);
        let float_only = matches!(cmp, Cmp::Equ | Cmp::Neu | Cmp::Ltu | Cmp::Leu | Cmp::Gtu | Cmp::Geu | Cmp::Num | Cmp::Nan);
        let unsigned_only = matches!(cmp, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs);
        let ok = match ty {
            Ty::F32 | Ty::F64 | Ty::F16 | Ty::Bf16 => !unsigned_only,
            Ty::B(16 | 32 | 64) => matches!(cmp, Cmp::Eq | Cmp::Ne),
            Ty::U(16 | 32 | 64) | Ty::S(16 | 32 | 64) => !float_only,
            _ => false,
        };
        if !ok || (ftz && ty != Ty::F32) {
            return Err(self.unsupported());
        }
        let d = match operands.first() {
            Some(Operand::Name(n)) => self.register(n, Some(Ty::Pred))?,
            _ => return Err(self.error("operand 1 must be a predicate")),
        };
        let expected = if combine_op.is_some() { 4 } else { 3 };
        self.expect_operands(operands, expected)?;
        let combine = match combine_op {
            Some(op) => {
                let (negated, p) = match &operands[3] {
                    Operand::Name(n) => match n.strip_prefix('!') {
                        Some(rest) => (true, self.register(rest, Some(Ty::Pred))?),
                        None => (false, self.register(n, Some(Ty::Pred))?),
                    },
                    _ => return Err(self.error("operand 4 must be a predicate")),
                };
                Some((op, Src::Reg(p), negated))
            }
            None => None,
        };
        Ok(Op::Setp { cmp, ty, ftz, d, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)?, combine })
    }

    fn cvt(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        self.expect_operands(operands, 2)?;
        let from = m.ty().ok_or_else(|| self.unsupported())?;
        let to = m.ty().ok_or_else(|| self.unsupported())?;
        let integer_rounding = m.take_any(integer_rounding_of);
        let float_rounding = m.take_any(rounding_of);
        let ftz = m.take(Flag::Ftz);
        let sat = m.take(Flag::Sat);
        let rounding = match (integer_rounding, float_rounding) {
            (Some(r), None) => CvtRounding::Integer(r),
            (None, Some(r)) => CvtRounding::Float(r),
            (None, None) => CvtRounding::None,
            _ => return Err(self.error("two rounding modifiers")),
        };
        if from == Ty::Pred || to == Ty::Pred || matches!(from, Ty::B(_)) || matches!(to, Ty::B(_)) {
            return Err(self.unsupported());
        }
        // The rounding PTX requires for each kind of conversion.
        let required_ok = match (from.is_float(), to.is_float()) {
            (false, false) => rounding == CvtRounding::None,
            (true, false) => matches!(rounding, CvtRounding::Integer(_)),
            (false, true) => matches!(rounding, CvtRounding::Float(_)),
            (true, true) if from == to => matches!(rounding, CvtRounding::Integer(_)),
            (true, true) if wider_or_equal(to, from) => !matches!(rounding, CvtRounding::Float(_)),
            (true, true) => matches!(rounding, CvtRounding::Float(_)),
        };
        if !required_ok {
            return Err(self.error("the rounding modifier does not match the conversion (PTX requires .rn/.rz/.rm/.rp into a narrower float or from an integer, .rni/.rzi/.rmi/.rpi into an integer or the same float type, and none between integers)"));
        }
        if ftz && from != Ty::F32 && to != Ty::F32 {
            return Err(self.error(".ftz applies to f32 conversions only"));
        }
        Ok(Op::Cvt { to, from, rounding, ftz, sat, d: self.dst(operands, 0, to)?, a: self.src(operands, 1, from)? })
    }

    fn memory(&self, base: Mnemonic, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        if ty == Ty::Pred {
            return Err(self.unsupported());
        }
        let lanes = m.take_any(|p| match p {
            Modifier::Vector(isa::Vector::V2) => Some(2u32),
            Modifier::Vector(isa::Vector::V4) => Some(4),
            _ => None,
        });
        m.take_ordering();
        let space = m.take_any(space_of).unwrap_or(Space::Generic);
        self.expect_operands(operands, 2)?;
        if let Some(lanes) = lanes {
            return self.vector_memory(base, ty, lanes, space, operands);
        }
        if base == Mnemonic::Ld {
            let d = self.dst(operands, 0, ty)?;
            if space == Space::Param {
                if let Some(Operand::Address(name, 0)) = operands.get(1) {
                    if let Some(slot) = self.call_scopes.iter().rev().find_map(|s| s.get(name)) {
                        return Ok(Op::LdCallParam { ty, d, slot: *slot });
                    }
                }
            }
            return Ok(Op::Ld { space, ty, d, address: self.address(operands, 1, space)? });
        }
        if space == Space::Param {
            if let Some(Operand::Address(name, 0)) = operands.first() {
                if let Some(slot) = self.call_scopes.iter().rev().find_map(|s| s.get(name)) {
                    return Ok(Op::StCallParam { slot: *slot, ty, a: self.src(operands, 1, ty)? });
                }
            }
            return Err(self.error("st.param only writes a call's parameters"));
        }
        Ok(Op::St { space, ty, address: self.address(operands, 0, space)?, a: self.src(operands, 1, ty)? })
    }

    /// `ld.v2/.v4` and `st.v2/.v4`: at most 16 bytes (what PTX allows), never
    /// on the parameter space, with exactly `lanes` registers in braces.
    fn vector_memory(&self, base: Mnemonic, ty: Ty, lanes: u32, space: Space, operands: &[Operand]) -> Result<Op> {
        if lanes * ty.bits() > 128 || space == Space::Param {
            return Err(self.unsupported());
        }
        let (registers_at, address_at) = if base == Mnemonic::Ld { (0, 1) } else { (1, 0) };
        let Some(Operand::Vector(names)) = operands.get(registers_at) else {
            return Err(self.error(format!("operand {} must be a vector of {lanes} registers in braces", registers_at + 1)));
        };
        if names.len() != lanes as usize {
            return Err(self.error(format!("a .v{lanes} access needs {lanes} registers, not {}", names.len())));
        }
        let address = self.address(operands, address_at, space)?;
        let as_operands: Vec<Operand> = names.iter().map(|n| Operand::Name(n.clone())).collect();
        if base == Mnemonic::Ld {
            let d = (0..names.len()).map(|i| self.dst(&as_operands, i, ty)).collect::<Result<_>>()?;
            return Ok(Op::LdVector { space, ty, d, address });
        }
        let a = (0..names.len()).map(|i| self.src(&as_operands, i, ty)).collect::<Result<_>>()?;
        Ok(Op::StVector { space, ty, address, a })
    }

    fn atom(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let ty = m.ty().ok_or_else(|| self.unsupported())?;
        m.take_ordering();
        let space = m.take_any(|p| space_of(p).filter(|s| matches!(s, Space::Global | Space::Shared))).unwrap_or(Space::Generic);
        let noftz = m.take(Flag::Noftz);
        let op = m
            .take_any(|p| {
                let Modifier::Operation(o) = p else { return None };
                Some(match o {
                    Operation::Add => AtomOp::Add,
                    Operation::Min => AtomOp::Min,
                    Operation::Max => AtomOp::Max,
                    Operation::And => AtomOp::And,
                    Operation::Or => AtomOp::Or,
                    Operation::Xor => AtomOp::Xor,
                    Operation::Exch => AtomOp::Exch,
                    Operation::Cas => AtomOp::Cas,
                })
            })
            .ok_or_else(|| self.unsupported())?;
        let typed_ok = match op {
            AtomOp::Add => matches!(ty, Ty::U(32 | 64) | Ty::S(32) | Ty::F32 | Ty::F64) || (matches!(ty, Ty::F16 | Ty::Bf16) && noftz),
            AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U(32 | 64) | Ty::S(32 | 64)),
            AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch | AtomOp::Cas => matches!(ty, Ty::B(32 | 64)),
        };
        if !typed_ok || (noftz && !matches!(ty, Ty::F16 | Ty::Bf16)) {
            return Err(self.unsupported());
        }
        let n = if op == AtomOp::Cas { 4 } else { 3 };
        self.expect_operands(operands, n)?;
        let d = self.dst(operands, 0, ty)?;
        let address = self.address(operands, 1, space)?;
        let b = self.src(operands, 2, ty)?;
        let c = if op == AtomOp::Cas { self.src(operands, 3, ty)? } else { Src::Imm(0) };
        Ok(Op::Atom { op, space, ty, d, address, b, c })
    }

    fn bar(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        m.take(Scope::Cta);
        m.take(Flag::Aligned);
        if m.take(Flag::Sync) {
            self.expect_operands(operands, 1)?;
            return Ok(Op::Bar { id: self.src(operands, 0, Ty::U(32))?, reduce: None });
        }
        if m.take(Flag::Red) {
            let op = m.take_any(bool_op_of).filter(|o| *o != BoolOp::Xor).ok_or_else(|| self.unsupported())?;
            if m.ty() != Some(Ty::Pred) {
                return Err(self.unsupported());
            }
            self.expect_operands(operands, 3)?;
            let d = self.dst(operands, 0, Ty::Pred)?;
            let (negated, p) = match &operands[2] {
                Operand::Name(n) => match n.strip_prefix('!') {
                    Some(rest) => (true, self.register(rest, Some(Ty::Pred))?),
                    None => (false, self.register(n, Some(Ty::Pred))?),
                },
                _ => return Err(self.error("operand 3 must be a predicate")),
            };
            return Ok(Op::Bar { id: self.src(operands, 1, Ty::U(32))?, reduce: Some((op, d, Src::Reg(p), negated)) });
        }
        Err(self.unsupported())
    }

    /// `mma.sync.aligned.<shape>.row.col.<d>.<a>.<b>.<c> {d}, {a}, {b}, {c}`, in the forms [`Form::parse`] takes.
    fn mma(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let form = Form::parse(&m.parts).ok_or_else(|| self.unsupported())?;
        m.parts.clear();
        self.expect_operands(operands, 4)?;
        let (a_count, b_count, acc_count) = form.registers();
        let acc_ty = match form.acc {
            Accumulator::F32 => Ty::F32,
            Accumulator::F64 => Ty::F64,
            _ => Ty::B(32),
        };
        let input_ty = if form.acc == Accumulator::F64 { Ty::F64 } else { Ty::B(32) };
        let vector = |i: usize, count: usize, ty: Ty| -> Result<Vec<u32>> {
            let Some(Operand::Vector(names)) = operands.get(i) else {
                return Err(self.error(format!("operand {} must be a vector of {count} registers in braces", i + 1)));
            };
            if names.len() != count {
                return Err(self.error(format!("operand {} needs {count} registers, not {}", i + 1, names.len())));
            }
            names.iter().map(|n| self.register(n, Some(ty))).collect()
        };
        Ok(Op::Mma { form, d: vector(0, acc_count, acc_ty)?, a: vector(1, a_count, input_ty)?, b: vector(2, b_count, input_ty)?, c: vector(3, acc_count, acc_ty)? })
    }

    /// `wgmma.mma_async.sync.aligned.m64n{N}k{k}.<d>.<a>.<b> {d}, a-desc, b-desc, scale-d[, 1, 1[, 0, 0|1]]`:
    /// both operands from descriptors, unit scales, A K-major, B K-major or
    /// (imm-trans-b 1) MN-major; or `{d}, {a0, a1, a2, a3}, b-desc,
    /// scale-d[, 1, 1[, 0|1]]`: A from the warp's fragment registers (no
    /// imm-trans-a).
    fn wgmma(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let form = WgmmaForm::parse(&m.parts).ok_or_else(|| self.unsupported())?;
        m.parts.clear();
        let a_registers = matches!(operands.get(1), Some(Operand::Vector(_)));
        let expected = form.operands() - usize::from(a_registers && form.operands() == 8);
        self.expect_operands(operands, expected)?;
        let count = form.registers();
        let Some(Operand::Vector(names)) = operands.first() else {
            return Err(self.error(format!("operand 1 must be a vector of {count} registers in braces")));
        };
        if names.len() != count {
            return Err(self.error(format!("operand 1 needs {count} registers, not {}", names.len())));
        }
        let acc_ty = if form.acc == Accumulator::F32 { Ty::F32 } else { Ty::B(32) };
        let d = names.iter().map(|n| self.register(n, Some(acc_ty))).collect::<Result<_>>()?;
        let a = match &operands[1] {
            Operand::Vector(names) => {
                let want = WgmmaForm::A_REGISTERS;
                if names.len() != want {
                    return Err(self.error(format!("operand 2 (A's fragment) needs {want} registers, not {}", names.len())));
                }
                WgmmaA::Registers(names.iter().map(|n| self.register(n, Some(Ty::B(32)))).collect::<Result<_>>()?)
            }
            _ => WgmmaA::Descriptor(self.src(operands, 1, Ty::B(64))?),
        };
        let b = self.src(operands, 2, Ty::B(64))?;
        let scale_d = self.src(operands, 3, Ty::Pred)?;
        // imm-scale-a, imm-scale-b (1: as they are), imm-trans-a (0: K-major; none with A in registers).
        let immediates: &[u64] = if a_registers { &[1, 1] } else { &[1, 1, 0] };
        for (i, &want) in (4..expected - usize::from(form.operands() == 8)).zip(immediates) {
            match self.src(operands, i, Ty::S(32))? {
                Src::Imm(v) if v == want => {}
                _ => return Err(self.error(format!("operand {} of wgmma must be the immediate {want} (the emulator runs unscaled operands, A K-major)", i + 1))),
            }
        }
        // imm-trans-b: 0 K-major, 1 MN-major.
        let trans_b = match form.operands() {
            8 => match self.src(operands, expected - 1, Ty::S(32))? {
                Src::Imm(v) if v <= 1 => v == 1,
                _ => return Err(self.error(format!("operand {expected} of wgmma (imm-trans-b) must be the immediate 0 or 1"))),
            },
            _ => false,
        };
        Ok(Op::Wgmma { form, d, a, b, scale_d, trans_b })
    }

    /// `ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16 {d...}, [address]` (shared space only).
    fn ldmatrix(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let trans = m.take(Flag::Trans);
        let count = match m.parts.as_slice() {
            [Modifier::Flag(Flag::Sync), Modifier::Flag(Flag::Aligned), Modifier::Shape(isa::Shape { m: 8, n: 8, k: 0 }), Modifier::Count(count), Modifier::Space(isa::Space::Shared | isa::Space::SharedCta), Modifier::Type(isa::Type::B16)] => match count {
                isa::Count::X1 => 1,
                isa::Count::X2 => 2,
                isa::Count::X4 => 4,
            },
            _ => return Err(self.unsupported()),
        };
        m.parts.clear();
        self.expect_operands(operands, 2)?;
        let Some(Operand::Vector(names)) = operands.first() else {
            return Err(self.error(format!("operand 1 must be a vector of {count} registers in braces")));
        };
        if names.len() != count {
            return Err(self.error(format!("operand 1 needs {count} registers, not {}", names.len())));
        }
        let d = names.iter().map(|n| self.register(n, Some(Ty::B(32)))).collect::<Result<_>>()?;
        Ok(Op::Ldmatrix { d, address: self.address(operands, 1, Space::Shared)?, trans })
    }

    /// `shfl.sync.mode.b32 d, a, b, c, membermask`, the member mask the
    /// immediate 0xffffffff (or -1): the emulator runs a warp instruction
    /// with all 32 threads, and a shuffle among fewer would leave the others'
    /// sources undefined. The optional predicate destination (`d|p`) is not
    /// supported.
    fn shfl(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        let mode = match m.parts.as_slice() {
            [Modifier::Flag(Flag::Sync), Modifier::Flag(mode), Modifier::Type(isa::Type::B32)] => match mode {
                Flag::Up => ShflMode::Up,
                Flag::Down => ShflMode::Down,
                Flag::Bfly => ShflMode::Bfly,
                Flag::Idx => ShflMode::Idx,
                _ => return Err(self.unsupported()),
            },
            _ => return Err(self.unsupported()),
        };
        m.parts.clear();
        self.expect_operands(operands, 5)?;
        let ty = Ty::B(32);
        match self.src(operands, 4, ty)? {
            Src::Imm(mask) if mask as u32 == u32::MAX => {}
            _ => return Err(self.error("the PTX emulator runs shfl.sync with the member mask 0xffffffff (the whole warp) only")),
        }
        Ok(Op::Shfl { mode, d: self.dst(operands, 0, ty)?, a: self.src(operands, 1, ty)?, b: self.src(operands, 2, ty)?, c: self.src(operands, 3, ty)? })
    }

    /// `cp.async.commit_group`, `cp.async.wait_group N` (an immediate),
    /// `cp.async.wait_all`, and `cp.async.{ca,cg}.shared{::cta}.global [dst],
    /// [src], cp-size[, src-size]` with cp-size the immediate 4, 8 or 16
    /// (`.cg`: 16 only) and src-size a 32-bit register or an immediate of
    /// at most cp-size (PTX ISA 7.0, sm_80).
    fn cp(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        use Modifier::{Flag as F, Space as S};
        let op = match m.parts.as_slice() {
            [F(Flag::Async), F(Flag::CommitGroup)] => {
                self.expect_operands(operands, 0)?;
                Op::CpAsyncCommit
            }
            [F(Flag::Async), F(Flag::WaitAll)] => {
                self.expect_operands(operands, 0)?;
                Op::CpAsyncWaitAll
            }
            [F(Flag::Async), F(Flag::WaitGroup)] => {
                self.expect_operands(operands, 1)?;
                match &operands[0] {
                    Operand::Number(text) if !text.starts_with('-') => Op::CpAsyncWait { keep: self.immediate(text, Ty::U(64))? },
                    _ => return Err(self.error("cp.async.wait_group takes an immediate of at least 0")),
                }
            }
            [F(Flag::Async), F(level @ (Flag::Ca | Flag::Cg)), S(isa::Space::Shared | isa::Space::SharedCta), S(isa::Space::Global)] => {
                let global_only = *level == Flag::Cg;
                if !matches!(operands.len(), 3 | 4) {
                    return Err(self.error(format!("expected 3 or 4 operands, found {}", operands.len())));
                }
                let size = match self.src(operands, 2, Ty::U(32))? {
                    Src::Imm(size @ (4 | 8 | 16)) => size as u32,
                    _ => return Err(self.error("cp-size (operand 3) must be the immediate 4, 8 or 16")),
                };
                if global_only && size != 16 {
                    return Err(self.error(format!("cp.async.cg copies 16 bytes, not {size} (cp-size 4 and 8 take .ca)")));
                }
                let src_size = match operands.len() {
                    4 => self.src(operands, 3, Ty::U(32))?,
                    _ => Src::Imm(u64::from(size)),
                };
                if let Src::Imm(n) = src_size {
                    if n > u64::from(size) {
                        return Err(self.error(format!("src-size {n} is more than the cp-size of {size} bytes")));
                    }
                }
                Op::CpAsync { dst: self.address(operands, 0, Space::Shared)?, src: self.address(operands, 1, Space::Global)?, size, src_size }
            }
            _ => return Err(self.unsupported()),
        };
        m.parts.clear();
        Ok(op)
    }

    fn call(&self, m: &mut Modifiers, operands: &[Operand]) -> Result<Op> {
        m.take(Flag::Uni);
        let (ret, function, args) = match operands {
            [Operand::List(ret), Operand::Name(f), Operand::List(args)] => (Some(ret), f, args),
            [Operand::Name(f), Operand::List(args)] => (None, f, args),
            _ => return Err(self.error("expected 'call (ret), function, (arguments)'")),
        };
        if !["vprintf", "malloc", "free"].contains(&function.as_str()) || !self.extern_functions.iter().any(|f| f == function) {
            return Err(self.error(format!("the PTX emulator can only call the extern functions vprintf, malloc and free, not '{function}'")));
        }
        let slot = |name: &String| -> Result<u32> { self.call_scopes.iter().rev().find_map(|s| s.get(name)).copied().ok_or_else(|| self.error(format!("'{name}' is not a parameter of this call's scope"))) };
        let ret: Vec<u32> = ret.map(|r| r.iter().map(slot).collect::<Result<_>>()).transpose()?.unwrap_or_default();
        match (function.as_str(), ret.as_slice(), args.as_slice()) {
            ("vprintf", _, [format, arguments]) => Ok(Op::Vprintf { format: slot(format)?, arguments: slot(arguments)? }),
            ("vprintf", _, _) => Err(self.error("vprintf takes two arguments")),
            ("malloc", [r], [size]) => Ok(Op::Malloc { size: slot(size)?, ret: *r }),
            ("malloc", _, _) => Err(self.error("malloc takes one argument and returns one value")),
            ("free", [], [pointer]) => Ok(Op::Free { pointer: slot(pointer)? }),
            _ => Err(self.error("free takes one argument and returns nothing")),
        }
    }
}

/// Whether every value of float type `from` is exactly a value of `to`.
fn wider_or_equal(to: Ty, from: Ty) -> bool {
    match (from, to) {
        (Ty::F16, Ty::F32 | Ty::F64) | (Ty::Bf16, Ty::F32 | Ty::F64) | (Ty::F32, Ty::F64) => true,
        (a, b) => a == b,
    }
}
