//! The small PTX instruction list the lowering produces: virtual registers
//! typed by register class, operands, labels, and instructions that may be
//! guarded by a predicate. Nothing here knows about tiles or ops.

use std::fmt::Write;

/// A PTX register class (the `.reg` type a register is declared with).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegClass {
    Pred,
    B16,
    B32,
    F32,
    B64,
    F64,
}

impl RegClass {
    pub const ALL: [RegClass; 6] = [RegClass::Pred, RegClass::B16, RegClass::B32, RegClass::F32, RegClass::B64, RegClass::F64];

    /// The type the class is declared with (`.reg .b32 %r<4>;`).
    pub fn ptx_type(self) -> &'static str {
        match self {
            RegClass::Pred => ".pred",
            RegClass::B16 => ".b16",
            RegClass::B32 => ".b32",
            RegClass::F32 => ".f32",
            RegClass::B64 => ".b64",
            RegClass::F64 => ".f64",
        }
    }

    /// The prefix of the class's register names.
    pub fn prefix(self) -> &'static str {
        match self {
            RegClass::Pred => "%p",
            RegClass::B16 => "%rs",
            RegClass::B32 => "%r",
            RegClass::F32 => "%f",
            RegClass::B64 => "%rd",
            RegClass::F64 => "%fd",
        }
    }

    /// The untyped-bits suffix for moves, loads and stores of the class.
    pub fn bits_suffix(self) -> &'static str {
        match self {
            RegClass::Pred => ".pred",
            RegClass::B16 => ".b16",
            RegClass::B32 => ".b32",
            RegClass::F32 => ".f32",
            RegClass::B64 => ".b64",
            RegClass::F64 => ".f64",
        }
    }
}

/// A virtual register: numbered in creation order, across all classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub class: RegClass,
    pub id: u32,
}

/// A branch target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(pub u32);

/// One operand of an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Reg(Reg),
    /// An immediate, already spelled as PTX wants it (`7`, `0f3F800000`).
    Imm(String),
    /// A symbol or special register (`%tid.x`, a parameter, a `.const` array).
    Sym(String),
    /// A memory address `[reg+offset]`.
    Addr(Reg, i64),
    /// A memory address `[symbol+offset]`.
    SymAddr(String, i64),
    Label(Label),
}

impl From<Reg> for Operand {
    fn from(r: Reg) -> Operand {
        Operand::Reg(r)
    }
}

/// A predicate guard: `@%p` or `@!%p`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Guard {
    pub pred: Reg,
    pub negated: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Instr {
    Op { guard: Option<Guard>, opcode: String, operands: Vec<Operand> },
    Label(Label),
    /// A line written as is (the braces that scope a call's parameters).
    Raw(&'static str),
}

impl Instr {
    /// Calls `f` with every register the instruction names.
    pub fn for_each_reg(&self, mut f: impl FnMut(Reg)) {
        if let Instr::Op { guard, operands, .. } = self {
            if let Some(g) = guard {
                f(g.pred);
            }
            for o in operands {
                match o {
                    Operand::Reg(r) | Operand::Addr(r, _) => f(*r),
                    _ => {}
                }
            }
        }
    }
}

/// Spells an address offset: `+8`, `-4`, or nothing.
pub fn offset_text(out: &mut String, offset: i64) {
    if offset > 0 {
        let _ = write!(out, "+{offset}");
    } else if offset < 0 {
        let _ = write!(out, "{offset}");
    }
}
