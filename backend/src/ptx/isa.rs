//! The typed PTX vocabulary: an instruction's [`Opcode`] is a [`Mnemonic`]
//! and the [`Modifier`]s after it (types, roundings, comparisons, state
//! spaces, scopes, shapes, ...), each an enum value, never free text.
//!
//! The lowering builds opcodes from these values (literal ones through
//! [`op!`], checked when the backend is compiled), [`Opcode`]'s `Display` is
//! the one spelling of them, and the emulator's parser reads the text a
//! driver would see back into the same values before decoding them. Every
//! spelling is written once, in the `name` of its enum; parsing (also at
//! compile time, for `op!`) walks the same lists.

use std::fmt;

/// Declares a closed set of spellings: the enum, `ALL`, `name` and `from_name`.
macro_rules! spelled {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant),*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The spelling in PTX, without the dot.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),*
                }
            }

            /// The value spelled by `text[start..end]`.
            pub const fn from_name(text: &[u8], start: usize, end: usize) -> Option<$name> {
                let mut i = 0;
                while i < Self::ALL.len() {
                    if spelled_as(Self::ALL[i].name(), text, start, end) {
                        return Some(Self::ALL[i]);
                    }
                    i += 1;
                }
                None
            }
        }
    };
}

/// Whether `text[start..end]` is `name` (a `const` comparison).
const fn spelled_as(name: &str, text: &[u8], start: usize, end: usize) -> bool {
    let name = name.as_bytes();
    if end - start != name.len() {
        return false;
    }
    let mut i = 0;
    while i < name.len() {
        if name[i] != text[start + i] {
            return false;
        }
        i += 1;
    }
    true
}

spelled! {
    /// The instruction before its first dot.
    Mnemonic {
        Abs = "abs", Add = "add", And = "and", Atom = "atom", Bar = "bar", Barrier = "barrier", Bra = "bra",
        Call = "call", Cp = "cp", Cvt = "cvt", Cvta = "cvta", Div = "div", Ex2 = "ex2", Exit = "exit", Fence = "fence", Fma = "fma",
        Griddepcontrol = "griddepcontrol", Ld = "ld", Ldmatrix = "ldmatrix", Mad = "mad", Max = "max", Min = "min",
        Mma = "mma", Mov = "mov", Mul = "mul", Neg = "neg", Not = "not", Or = "or", Rcp = "rcp", Rem = "rem",
        Ret = "ret", Selp = "selp", Setp = "setp", Shfl = "shfl", Shl = "shl", Shr = "shr", Sqrt = "sqrt", St = "st", Sub = "sub",
        Trap = "trap", Wgmma = "wgmma", Xor = "xor",
    }
}

spelled! {
    /// An instruction type (`.f32`, `.u64`, ...), including the tensor-core input formats.
    Type {
        Pred = "pred", B8 = "b8", B16 = "b16", B32 = "b32", B64 = "b64", U8 = "u8", U16 = "u16", U32 = "u32",
        U64 = "u64", S8 = "s8", S16 = "s16", S32 = "s32", S64 = "s64", F16 = "f16", Bf16 = "bf16", Tf32 = "tf32",
        F32 = "f32", F64 = "f64", E4m3 = "e4m3", E5m2 = "e5m2",
    }
}

impl Mnemonic {
    /// The opcode of this mnemonic and `modifier`.
    pub fn with(self, modifier: impl Into<Modifier>) -> Opcode {
        Opcode::new(self).with(modifier)
    }
}

impl Type {
    /// The integer type of `bits` (8, 16, 32 or 64): signed, unsigned or untyped bits.
    pub fn int(kind: IntKind, bits: u32) -> Type {
        match (kind, bits) {
            (IntKind::S, 8) => Type::S8,
            (IntKind::S, 16) => Type::S16,
            (IntKind::S, 32) => Type::S32,
            (IntKind::S, _) => Type::S64,
            (IntKind::U, 8) => Type::U8,
            (IntKind::U, 16) => Type::U16,
            (IntKind::U, 32) => Type::U32,
            (IntKind::U, _) => Type::U64,
            (IntKind::B, 8) => Type::B8,
            (IntKind::B, 16) => Type::B16,
            (IntKind::B, 32) => Type::B32,
            (IntKind::B, _) => Type::B64,
        }
    }

    /// The signed or unsigned integer type of `bits`.
    pub fn signed(signed: bool, bits: u32) -> Type {
        Type::int(if signed { IntKind::S } else { IntKind::U }, bits)
    }
}

/// The kinds of integer types: `.s`, `.u`, `.b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntKind {
    S,
    U,
    B,
}

spelled! {
    /// A float rounding (`.rn` ...) of arithmetic and conversions into floats.
    Round { Rn = "rn", Rna = "rna", Rz = "rz", Rm = "rm", Rp = "rp" }
}

spelled! {
    /// A rounding to an integral value (`.rni` ...) of conversions into integers.
    IntRound { Rni = "rni", Rzi = "rzi", Rmi = "rmi", Rpi = "rpi" }
}

spelled! {
    /// A comparison of `setp`.
    Cmp {
        Eq = "eq", Ne = "ne", Lt = "lt", Le = "le", Gt = "gt", Ge = "ge", Lo = "lo", Ls = "ls", Hi = "hi",
        Hs = "hs", Equ = "equ", Neu = "neu", Ltu = "ltu", Leu = "leu", Gtu = "gtu", Geu = "geu", Num = "num",
        Nan = "nan",
    }
}

spelled! {
    /// The operation of an `atom`, and the boolean combination of `setp` and `bar.red`.
    Operation { Add = "add", Min = "min", Max = "max", And = "and", Or = "or", Xor = "xor", Exch = "exch", Cas = "cas" }
}

spelled! {
    /// A state space.
    Space { Global = "global", Const = "const", Shared = "shared", SharedCta = "shared::cta", Local = "local", Param = "param" }
}

spelled! {
    /// The scope of a memory access.
    Scope { Cta = "cta", Cluster = "cluster", Gpu = "gpu", Sys = "sys" }
}

spelled! {
    /// The memory-ordering semantics of an access.
    Order { Weak = "weak", Relaxed = "relaxed", Acquire = "acquire", Release = "release", AcqRel = "acq_rel", Volatile = "volatile" }
}

spelled! {
    /// A modifier that stands alone.
    Flag {
        Ftz = "ftz", Sat = "sat", Approx = "approx", Full = "full", NaN = "NaN", Noftz = "noftz", Lo = "lo",
        Hi = "hi", Wide = "wide", Uni = "uni", To = "to", Sync = "sync", Aligned = "aligned", Nc = "nc",
        Red = "red", Wait = "wait", LaunchDependents = "launch_dependents", Proxy = "proxy", Alias = "alias",
        Async = "async", Fence = "fence", CommitGroup = "commit_group", WaitGroup = "wait_group",
        MmaAsync = "mma_async", Row = "row", Col = "col", Trans = "trans", Ca = "ca", Cg = "cg",
        WaitAll = "wait_all", Up = "up", Down = "down", Bfly = "bfly", Idx = "idx",
    }
}

spelled! {
    /// The lanes of a vector access.
    Vector { V2 = "v2", V4 = "v4" }
}

spelled! {
    /// The matrices an `ldmatrix` loads.
    Count { X1 = "x1", X2 = "x2", X4 = "x4" }
}

spelled! {
    /// A special register of the thread's place in the grid (`%tid`, ...), read per axis.
    SpecialReg { Tid = "%tid", Ntid = "%ntid", Ctaid = "%ctaid", Nctaid = "%nctaid" }
}

spelled! {
    /// An axis of a special register.
    Axis { X = "x", Y = "y", Z = "z" }
}

/// A matrix shape: `m16n8k16`, or `m8n8` without a K (`k` 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    pub m: u16,
    pub n: u16,
    pub k: u16,
}

impl Shape {
    /// The shape spelled by `text[start..end]`: `m<digits>n<digits>[k<digits>]`, each part at least 1.
    const fn parse(text: &[u8], start: usize, end: usize) -> Option<Shape> {
        let mut at = start;
        let mut parts = [0u16; 3];
        let letters = [b'm', b'n', b'k'];
        let mut p = 0;
        while p < 3 {
            if at == end && p == 2 {
                return Some(Shape { m: parts[0], n: parts[1], k: 0 });
            }
            if at == end || text[at] != letters[p] {
                return None;
            }
            at += 1;
            let mut value: u32 = 0;
            let first = at;
            while at < end && text[at].is_ascii_digit() {
                value = value * 10 + (text[at] - b'0') as u32;
                if value > 4096 {
                    return None;
                }
                at += 1;
            }
            if at == first || value == 0 {
                return None;
            }
            parts[p] = value as u16;
            p += 1;
        }
        if at == end {
            Some(Shape { m: parts[0], n: parts[1], k: parts[2] })
        } else {
            None
        }
    }
}

/// One modifier after the mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    Type(Type),
    Round(Round),
    IntRound(IntRound),
    Cmp(Cmp),
    Operation(Operation),
    Space(Space),
    Scope(Scope),
    Order(Order),
    Flag(Flag),
    Vector(Vector),
    Count(Count),
    Shape(Shape),
}

/// `Modifier::Type(t)` from `t`, and so on for each kind.
macro_rules! modifier_from {
    ($($kind:ident),*) => {
        $(impl From<$kind> for Modifier {
            fn from(m: $kind) -> Modifier {
                Modifier::$kind(m)
            }
        })*
    };
}
modifier_from!(Type, Round, IntRound, Cmp, Operation, Space, Scope, Order, Flag, Vector, Count, Shape);

impl Modifier {
    /// The modifier spelled by `text[start..end]` after `mnemonic`. Where
    /// two kinds share a spelling (`lo` and `hi`: a comparison of `setp`,
    /// a half of `mul` and `mad`), the mnemonic decides.
    const fn parse(mnemonic: Mnemonic, text: &[u8], start: usize, end: usize) -> Option<Modifier> {
        if let Mnemonic::Setp = mnemonic {
            if let Some(c) = Cmp::from_name(text, start, end) {
                return Some(Modifier::Cmp(c));
            }
        }
        if let Some(t) = Type::from_name(text, start, end) {
            return Some(Modifier::Type(t));
        }
        if let Some(r) = Round::from_name(text, start, end) {
            return Some(Modifier::Round(r));
        }
        if let Some(r) = IntRound::from_name(text, start, end) {
            return Some(Modifier::IntRound(r));
        }
        if let Some(f) = Flag::from_name(text, start, end) {
            return Some(Modifier::Flag(f));
        }
        if let Some(c) = Cmp::from_name(text, start, end) {
            return Some(Modifier::Cmp(c));
        }
        if let Some(o) = Operation::from_name(text, start, end) {
            return Some(Modifier::Operation(o));
        }
        if let Some(s) = Space::from_name(text, start, end) {
            return Some(Modifier::Space(s));
        }
        if let Some(s) = Scope::from_name(text, start, end) {
            return Some(Modifier::Scope(s));
        }
        if let Some(o) = Order::from_name(text, start, end) {
            return Some(Modifier::Order(o));
        }
        if let Some(v) = Vector::from_name(text, start, end) {
            return Some(Modifier::Vector(v));
        }
        if let Some(c) = Count::from_name(text, start, end) {
            return Some(Modifier::Count(c));
        }
        match Shape::parse(text, start, end) {
            Some(s) => Some(Modifier::Shape(s)),
            None => None,
        }
    }
}

impl fmt::Display for Modifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Modifier::Type(t) => t.name(),
            Modifier::Round(r) => r.name(),
            Modifier::IntRound(r) => r.name(),
            Modifier::Cmp(c) => c.name(),
            Modifier::Operation(o) => o.name(),
            Modifier::Space(s) => s.name(),
            Modifier::Scope(s) => s.name(),
            Modifier::Order(o) => o.name(),
            Modifier::Flag(x) => x.name(),
            Modifier::Vector(v) => v.name(),
            Modifier::Count(c) => c.name(),
            Modifier::Shape(s) if s.k == 0 => return write!(f, "m{}n{}", s.m, s.n),
            Modifier::Shape(s) => return write!(f, "m{}n{}k{}", s.m, s.n, s.k),
        };
        f.write_str(name)
    }
}

/// The most modifiers an opcode holds (`mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` has 9).
pub const MAX_MODIFIERS: usize = 12;

/// An instruction's opcode: a mnemonic and its modifiers, in PTX's order.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Opcode {
    pub mnemonic: Mnemonic,
    len: u8,
    /// The modifiers; past `len`, filler that is always the same value.
    parts: [Modifier; MAX_MODIFIERS],
}

/// Why a text is not an [`Opcode`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpcodeError {
    /// The mnemonic (the text before the first dot) is not one of [`Mnemonic`]'s.
    Mnemonic,
    /// The modifier at bytes `start..end` is none this vocabulary has.
    Modifier { start: usize, end: usize },
    /// An empty modifier (`..`, or a dot at the end).
    Empty,
    /// More than [`MAX_MODIFIERS`] modifiers.
    TooMany,
}

const FILLER: Modifier = Modifier::Flag(Flag::Sync);

impl Opcode {
    /// An opcode with no modifiers.
    pub const fn new(mnemonic: Mnemonic) -> Opcode {
        Opcode { mnemonic, len: 0, parts: [FILLER; MAX_MODIFIERS] }
    }

    /// This opcode with `modifier` appended. More than [`MAX_MODIFIERS`] is a
    /// bug of the caller (no PTX instruction has that many).
    pub fn with(mut self, modifier: impl Into<Modifier>) -> Opcode {
        assert!((self.len as usize) < MAX_MODIFIERS, "a PTX opcode with more than {MAX_MODIFIERS} modifiers");
        self.parts[self.len as usize] = modifier.into();
        self.len += 1;
        self
    }

    /// This opcode with `modifier` appended where it is `Some`.
    pub fn with_opt(self, modifier: Option<impl Into<Modifier>>) -> Opcode {
        match modifier {
            Some(m) => self.with(m),
            None => self,
        }
    }

    /// The modifiers after the mnemonic, in order.
    pub fn modifiers(&self) -> &[Modifier] {
        &self.parts[..self.len as usize]
    }

    /// Reads an opcode's text (`setp.lt.u32`); usable in constants.
    pub const fn parse(text: &str) -> Result<Opcode, OpcodeError> {
        let text = text.as_bytes();
        let mut end = 0;
        while end < text.len() && text[end] != b'.' {
            end += 1;
        }
        let Some(mnemonic) = Mnemonic::from_name(text, 0, end) else { return Err(OpcodeError::Mnemonic) };
        let mut opcode = Opcode::new(mnemonic);
        while end < text.len() {
            let start = end + 1;
            end = start;
            while end < text.len() && text[end] != b'.' {
                end += 1;
            }
            if end == start {
                return Err(OpcodeError::Empty);
            }
            let Some(modifier) = Modifier::parse(mnemonic, text, start, end) else { return Err(OpcodeError::Modifier { start, end }) };
            if opcode.len as usize == MAX_MODIFIERS {
                return Err(OpcodeError::TooMany);
            }
            opcode.parts[opcode.len as usize] = modifier;
            opcode.len += 1;
        }
        Ok(opcode)
    }

    /// [`Opcode::parse`] for literals: a text that is not an opcode stops compilation (see [`op!`]).
    pub const fn literal(text: &str) -> Opcode {
        match Opcode::parse(text) {
            Ok(opcode) => opcode,
            Err(_) => panic!("not a PTX opcode of tilesmith's vocabulary (backend/src/ptx/isa.rs)"),
        }
    }

    /// [`Opcode::parse`] with the error in words, naming the part of `text` it is about.
    pub fn read(text: &str) -> Result<Opcode, String> {
        Opcode::parse(text).map_err(|e| match e {
            OpcodeError::Mnemonic => format!("'{text}': unknown PTX instruction '{}'", text.split('.').next().unwrap_or_default()),
            OpcodeError::Modifier { start, end } => format!("'{text}': unknown PTX modifier '.{}'", &text[start..end]),
            OpcodeError::Empty => format!("'{text}': an empty PTX modifier"),
            OpcodeError::TooMany => format!("'{text}': more than {MAX_MODIFIERS} modifiers"),
        })
    }
}

/// The mnemonic and the modifiers in use (not the filler after them): the
/// lowering interns an opcode per instruction it emits.
impl std::hash::Hash for Opcode {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.mnemonic.hash(state);
        self.modifiers().hash(state);
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mnemonic.name())?;
        for m in self.modifiers() {
            write!(f, ".{m}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Opcode({self})")
    }
}

/// A literal opcode, checked when the backend is compiled: `op!("setp.lt.u32")`.
macro_rules! op {
    ($text:literal) => {
        const { $crate::ptx::isa::Opcode::literal($text) }
    };
}
pub(crate) use op;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcodes_read_back_as_they_print() {
        for text in [
            "add.rn.ftz.f32",
            "setp.lo.u32",
            "mul.lo.s32",
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
            "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16",
            "fence.proxy.async.shared::cta",
            "cp.async.cg.shared.global",
            "cp.async.ca.shared.global",
            "cp.async.commit_group",
            "cp.async.wait_group",
            "cp.async.wait_all",
            "shfl.sync.down.b32",
            "shfl.sync.bfly.b32",
            "atom.global.acq_rel.gpu.cas.b32",
            "cvt.rni.s32.f32",
            "bar.red.or.pred",
            "ret",
        ] {
            let opcode = Opcode::read(text).unwrap();
            assert_eq!(opcode.to_string(), text);
        }
        assert_eq!(Opcode::read("setp.lo.u32").unwrap().modifiers()[0], Modifier::Cmp(Cmp::Lo));
        assert_eq!(Opcode::read("mul.lo.s32").unwrap().modifiers()[0], Modifier::Flag(Flag::Lo));
        const LT: Opcode = op!("setp.lt.u32");
        assert_eq!(LT, Opcode::new(Mnemonic::Setp).with(Cmp::Lt).with(Type::U32));
    }

    /// Every spelling reads back as the value it spells: no two modifiers
    /// share one, but for `lo` and `hi`, which `setp` reads as comparisons.
    #[test]
    fn every_spelling_is_one_value() {
        let mut all: Vec<Modifier> = vec![];
        all.extend(Type::ALL.iter().map(|&x| Modifier::Type(x)));
        all.extend(Round::ALL.iter().map(|&x| Modifier::Round(x)));
        all.extend(IntRound::ALL.iter().map(|&x| Modifier::IntRound(x)));
        all.extend(Cmp::ALL.iter().map(|&x| Modifier::Cmp(x)));
        all.extend(Operation::ALL.iter().map(|&x| Modifier::Operation(x)));
        all.extend(Space::ALL.iter().map(|&x| Modifier::Space(x)));
        all.extend(Scope::ALL.iter().map(|&x| Modifier::Scope(x)));
        all.extend(Order::ALL.iter().map(|&x| Modifier::Order(x)));
        all.extend(Flag::ALL.iter().map(|&x| Modifier::Flag(x)));
        all.extend(Vector::ALL.iter().map(|&x| Modifier::Vector(x)));
        all.extend(Count::ALL.iter().map(|&x| Modifier::Count(x)));
        all.push(Modifier::Shape(Shape { m: 16, n: 8, k: 16 }));
        all.push(Modifier::Shape(Shape { m: 8, n: 8, k: 0 }));
        for m in all {
            let mnemonic = if matches!(m, Modifier::Cmp(_)) { Mnemonic::Setp } else { Mnemonic::Mov };
            let text = format!("{}.{m}", mnemonic.name());
            assert_eq!(Opcode::read(&text).map(|o| o.modifiers().to_vec()), Ok(vec![m]), "{text}");
        }
        for m in Mnemonic::ALL {
            assert_eq!(Opcode::read(m.name()).map(|o| o.mnemonic), Ok(*m));
        }
    }

    #[test]
    fn texts_outside_the_vocabulary_are_refused_with_their_part() {
        assert_eq!(Opcode::read("frob.f32").unwrap_err(), "'frob.f32': unknown PTX instruction 'frob'");
        assert_eq!(Opcode::read("add.rq.f32").unwrap_err(), "'add.rq.f32': unknown PTX modifier '.rq'");
        assert_eq!(Opcode::read("add..f32").unwrap_err(), "'add..f32': an empty PTX modifier");
        assert!(Opcode::read("mma.m0n8k16").is_err());
        assert!(Opcode::read("mma.m16n8k").is_err());
        assert!(Opcode::read(&format!("mov{}", ".b32".repeat(13))).is_err());
    }
}
