//! The small PTX instruction list the lowering produces: virtual registers
//! typed by register class, operands, labels, and instructions that may be
//! guarded by a predicate. Nothing here knows about tiles or ops.

use std::rc::Rc;

use super::isa::{Axis, Opcode, SpecialReg, Type};

/// A PTX register class (the `.reg` type a register is declared with).
/// The discriminants are the positions in [`RegClass::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegClass {
    Pred = 0,
    B16 = 1,
    B32 = 2,
    F32 = 3,
    B64 = 4,
    F64 = 5,
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

    /// The type of moves, loads and stores of the class: the type it is
    /// declared with.
    pub fn bits_type(self) -> Type {
        match self {
            RegClass::Pred => Type::Pred,
            RegClass::B16 => Type::B16,
            RegClass::B32 => Type::B32,
            RegClass::F32 => Type::F32,
            RegClass::B64 => Type::B64,
            RegClass::F64 => Type::F64,
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

/// An immediate operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imm {
    /// An integer, in decimal (`7`).
    Unsigned(u64),
    /// A signed integer, in decimal (`-1`).
    Signed(i64),
    /// Raw bits for a register of the class, as PTX spells them: `0x0000FFFF`
    /// for integers, `0f3F800000` and `0d...` for floats, 0 or 1 for predicates.
    Bits(RegClass, u64),
}

impl Imm {
    /// Appends the PTX spelling.
    pub fn write(self, out: &mut String) {
        use std::fmt::Write as _;
        let _ = match self {
            Imm::Unsigned(v) => write!(out, "{v}"),
            Imm::Signed(v) => write!(out, "{v}"),
            Imm::Bits(RegClass::Pred, bits) => write!(out, "{}", bits & 1),
            Imm::Bits(RegClass::B16, bits) => write!(out, "0x{:04X}", bits & 0xffff),
            Imm::Bits(RegClass::B32, bits) => write!(out, "0x{:08X}", bits & 0xffff_ffff),
            Imm::Bits(RegClass::F32, bits) => write!(out, "0f{:08X}", bits & 0xffff_ffff),
            Imm::Bits(RegClass::B64, bits) => write!(out, "0x{bits:016X}"),
            Imm::Bits(RegClass::F64, bits) => write!(out, "0d{bits:016X}"),
        };
    }
}

/// One operand of an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Reg(Reg),
    Imm(Imm),
    /// A special register on one axis (`%tid.x`).
    Special(SpecialReg, Axis),
    /// A symbol: a parameter, an array, a called function.
    Sym(String),
    /// The parameters of a call, in parentheses: `(tilesmith_format, tilesmith_arguments)`.
    List(Vec<&'static str>),
    /// A memory address `[reg+offset]`.
    Addr(Reg, i64),
    /// A memory address `[symbol+offset]`.
    SymAddr(String, i64),
    /// The registers of a vector load or store: `{%f1, %f2, %f3, %f4}`.
    Vector(Vec<Reg>),
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

/// An opcode with its spelling, shared by the instructions that use it: the
/// lowering interns it, so a kernel holds and spells each distinct opcode
/// once however many times it is used.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedOpcode {
    pub opcode: Opcode,
    pub text: Box<str>,
}

impl SharedOpcode {
    pub fn new(opcode: Opcode) -> Rc<SharedOpcode> {
        Rc::new(SharedOpcode { opcode, text: opcode.to_string().into() })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Instr {
    /// An instruction.
    Op { guard: Option<Guard>, opcode: Rc<SharedOpcode>, operands: Vec<Operand> },
    /// `.param .<type> <name>;`: a parameter of the call that follows, inside its braces.
    Param { ty: Type, name: &'static str },
    Label(Label),
    /// A line written as is (the braces that scope a call's parameters).
    Raw(&'static str),
    /// `.loc FILE LINE COL`: the instructions that follow come from this
    /// source position (file numbered as in [`super::emit::SourceFiles`]).
    Loc { file: u32, line: u32, col: u32 },
}

/// Spells an address offset: `+8`, `-4`, or nothing.
pub fn offset_text(out: &mut String, offset: i64) {
    if offset > 0 {
        out.push('+');
    } else if offset < 0 {
        out.push('-');
    }
    if offset != 0 {
        push_decimal(out, offset.unsigned_abs());
    }
}

/// Appends `n` in decimal: register numbers and labels, written for every
/// operand, without the formatting machinery.
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &digit in &digits[start..] {
        out.push(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_and_offsets_are_spelled_as_format_does() {
        let mut out = String::new();
        for n in [0, 7, 10, 1234, u64::MAX] {
            push_decimal(&mut out, n);
            out.push(' ');
        }
        assert_eq!(out, format!("0 7 10 1234 {} ", u64::MAX));
        let spelled = |offset: i64| {
            let mut s = String::new();
            offset_text(&mut s, offset);
            s
        };
        assert_eq!(spelled(0), "");
        assert_eq!(spelled(8), "+8");
        assert_eq!(spelled(-4), "-4");
        assert_eq!(spelled(i64::MIN), format!("{}", i64::MIN));
    }
}
