//! Register naming: gives the virtual registers the lowering used dense
//! names per class (`%r0`, `%r1`, ...) and counts them, so emission declares
//! exactly the registers the body names. (ptxas does the real allocation.)

use std::collections::HashMap;

use super::instr::{Instr, Reg, RegClass};

/// The PTX name of every register used, and how many of each class.
#[derive(Debug, Default)]
pub struct RegNames {
    names: HashMap<u32, u32>,
    counts: [u32; 6],
}

impl RegNames {
    /// Numbers registers per class in order of first appearance.
    pub fn assign(instrs: &[Instr]) -> RegNames {
        let mut names = RegNames::default();
        for instr in instrs {
            instr.for_each_reg(|r| {
                let slot = class_index(r.class);
                if let std::collections::hash_map::Entry::Vacant(e) = names.names.entry(r.id) {
                    e.insert(names.counts[slot]);
                    names.counts[slot] += 1;
                }
            });
        }
        names
    }

    /// How many registers of `class` the body uses.
    pub fn count(&self, class: RegClass) -> u32 {
        self.counts[class_index(class)]
    }

    /// Appends the register's name (`%r3`) to `out`.
    pub fn write_name(&self, r: Reg, out: &mut String) {
        use std::fmt::Write;
        out.push_str(r.class.prefix());
        // Every register reaching emission was seen by `assign`; an unseen one
        // still gets a name that cannot collide with the dense ones.
        match self.names.get(&r.id) {
            Some(n) => {
                let _ = write!(out, "{n}");
            }
            None => {
                let _ = write!(out, "_unassigned{}", r.id);
            }
        }
    }
}

fn class_index(c: RegClass) -> usize {
    RegClass::ALL.iter().position(|&k| k == c).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::super::instr::{Operand, RegClass};
    use super::*;

    #[test]
    fn names_are_dense_per_class() {
        let a = Reg { class: RegClass::B32, id: 10 };
        let b = Reg { class: RegClass::F32, id: 3 };
        let c = Reg { class: RegClass::B32, id: 7 };
        let instrs = vec![
            Instr::Op { guard: None, opcode: "mov.b32".into(), operands: vec![Operand::Reg(a), Operand::Imm("1".into())] },
            Instr::Op { guard: None, opcode: "add.s32".into(), operands: vec![Operand::Reg(c), Operand::Reg(a), Operand::Reg(a)] },
            Instr::Op { guard: None, opcode: "mov.f32".into(), operands: vec![Operand::Reg(b), Operand::Imm("0f00000000".into())] },
        ];
        let names = RegNames::assign(&instrs);
        let name = |r: Reg| {
            let mut s = String::new();
            names.write_name(r, &mut s);
            s
        };
        assert_eq!(name(a), "%r0");
        assert_eq!(name(c), "%r1");
        assert_eq!(name(b), "%f0");
        assert_eq!(names.count(RegClass::B32), 2);
        assert_eq!(names.count(RegClass::F32), 1);
        assert_eq!(names.count(RegClass::Pred), 0);
    }
}
