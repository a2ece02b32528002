//! Register naming: gives the virtual registers the lowering used dense
//! names per class (`%r0`, `%r1`, ...) in order of first appearance, and
//! counts them, so emission declares exactly the registers the body names.
//! (ptxas does the real allocation.)
//!
//! Emission names each register as it writes it, in the one pass over the
//! instructions. Virtual register ids are handed out in sequence by the
//! lowering, so the names live in a vector indexed by id: naming touches
//! memory in the order the registers were made and costs the same per
//! register however large the kernel is (a hash map here made large kernels
//! wait on the cache).

use super::instr::{push_decimal, Reg, RegClass};

/// Marks an id not named yet.
const UNNAMED: u32 = u32::MAX;

/// The PTX names given so far, and how many of each class.
#[derive(Debug, Default)]
pub struct RegNames {
    /// The dense number of register id `i` within its class, or [`UNNAMED`].
    names: Vec<u32>,
    counts: [u32; RegClass::ALL.len()],
}

impl RegNames {
    /// Appends the register's name (`%r3`) to `out`, naming it with the next
    /// number of its class if this is its first appearance.
    pub fn write_name(&mut self, r: Reg, out: &mut String) {
        let id = r.id as usize;
        if id >= self.names.len() {
            self.names.resize(id + 1, UNNAMED);
        }
        if self.names[id] == UNNAMED {
            let count = &mut self.counts[r.class as usize];
            self.names[id] = *count;
            *count += 1;
        }
        out.push_str(r.class.prefix());
        push_decimal(out, self.names[id].into());
    }

    /// How many registers of `class` have been named.
    pub fn count(&self, class: RegClass) -> u32 {
        self.counts[class as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_dense_per_class_in_order_of_first_appearance() {
        let a = Reg { class: RegClass::B32, id: 10 };
        let b = Reg { class: RegClass::F32, id: 3 };
        let c = Reg { class: RegClass::B32, id: 7 };
        let mut names = RegNames::default();
        let mut text = String::new();
        for r in [a, c, a, b, c] {
            names.write_name(r, &mut text);
            text.push(' ');
        }
        assert_eq!(text, "%r0 %r1 %r0 %f0 %r1 ");
        assert_eq!(names.count(RegClass::B32), 2);
        assert_eq!(names.count(RegClass::F32), 1);
        assert_eq!(names.count(RegClass::Pred), 0);
    }
}
