//! Shared subroutines: code too long to repeat for every element that needs
//! it (the large-argument reduction of sin, cos and tan), emitted once per
//! kernel after its final `ret` and entered by a branch.
//!
//! A call site moves its arguments into the subroutine's input registers,
//! sets the return-site register to its own number and branches to the
//! subroutine's entry; the subroutine ends by branching back to the label
//! that follows the call site with that number (a chain of compares, one per
//! call site), where the caller copies the output registers before anything
//! else can call again. The input, output and return-site registers are the
//! subroutine's own, so a call clobbers nothing of the caller's.
//!
//! This is a `.func` without the ABI: no `.param` copies and no call
//! instruction, so the PTX emulator runs it as plain branches, and ptxas sees
//! one function whose control flow it can allocate across. A subroutine
//! contains no barrier, so threads may take it or not independently.

use crate::ptx::isa::op;
use super::super::instr::{Guard, Label, Reg, RegClass};
use super::{imm, Lowerer};

/// What a subroutine is: its name, the classes of its inputs and outputs,
/// and the code that computes the outputs from the inputs.
pub struct SubroutineDef {
    pub name: &'static str,
    pub inputs: &'static [RegClass],
    pub outputs: &'static [RegClass],
    /// Emits the body given the input registers; returns the registers
    /// holding the outputs, in order.
    pub body: fn(&mut Lowerer<'_>, &[Reg]) -> Vec<Reg>,
}

/// A subroutine called at least once in the kernel being lowered.
pub struct Subroutine {
    def: &'static SubroutineDef,
    entry: Label,
    inputs: Vec<Reg>,
    outputs: Vec<Reg>,
    /// The number of the call site to return to: an index into `returns`.
    return_site: Reg,
    returns: Vec<Label>,
}

impl Lowerer<'_> {
    /// Calls `def` with `args`: the registers holding its outputs, which
    /// the caller must copy before the next call of the same subroutine.
    pub fn call_subroutine(&mut self, def: &'static SubroutineDef, args: &[Reg]) -> Vec<Reg> {
        let index = match self.subroutines.iter().position(|s| s.def.name == def.name) {
            Some(i) => i,
            None => {
                let entry = self.label();
                let inputs = def.inputs.iter().map(|&class| self.fresh(class)).collect();
                let outputs = def.outputs.iter().map(|&class| self.fresh(class)).collect();
                let return_site = self.fresh(RegClass::B32);
                self.subroutines.push(Subroutine { def, entry, inputs, outputs, return_site, returns: Vec::new() });
                self.subroutines.len() - 1
            }
        };
        let back = self.label();
        let site = self.subroutines[index].returns.len() as u64;
        self.subroutines[index].returns.push(back);
        let (entry, return_site) = (self.subroutines[index].entry, self.subroutines[index].return_site);
        let inputs = self.subroutines[index].inputs.clone();
        for (&input, &arg) in inputs.iter().zip(args) {
            self.mov(input, arg);
        }
        self.mov(return_site, imm(site));
        self.branch(None, entry);
        self.place(back);
        self.subroutines[index].outputs.clone()
    }

    /// Emits every called subroutine: its body, then the branch back to
    /// the call site. Runs after the kernel's final `ret`. A body calls no
    /// subroutine (its call sites would be added after the return chain
    /// that must name them).
    pub(super) fn emit_subroutines(&mut self) {
        let call_sites = |cx: &Self| cx.subroutines.iter().map(|s| s.returns.len()).sum::<usize>();
        let before = call_sites(self);
        for index in 0..self.subroutines.len() {
            let (def, entry, inputs, outputs) = {
                let s = &self.subroutines[index];
                (s.def, s.entry, s.inputs.clone(), s.outputs.clone())
            };
            self.place(entry);
            let results = (def.body)(self, &inputs);
            for (&output, &result) in outputs.iter().zip(&results) {
                self.mov(output, result);
            }
            let (return_site, returns) = (self.subroutines[index].return_site, self.subroutines[index].returns.clone());
            let (last, others) = returns.split_last().expect("a subroutine is only listed once it has been called");
            for (site, &back) in others.iter().enumerate() {
                let here = self.fresh(RegClass::Pred);
                self.emit(op!("setp.eq.u32"), vec![here.into(), return_site.into(), imm(site as u64)]);
                self.branch(Some(Guard { pred: here, negated: false }), back);
            }
            self.branch(None, *last);
        }
        debug_assert_eq!(call_sites(self), before, "a subroutine body called a subroutine");
    }
}
