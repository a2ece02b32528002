//! What a run's memory accesses would cost a GPU's memory pipelines, counted
//! per instruction as NVIDIA's profilers count them (`tilesmith run --device
//! ptx-emulator --profile`). It says nothing about time: it counts.
//!
//! - **Requests.** A warp's `n`th execution of a memory instruction is one
//!   request: lane `l`'s access joins the request of its warp, the
//!   instruction and `n` (the times lane `l` reached the instruction,
//!   predicated off or not). Requests are settled when every thread of the
//!   warp has run its part of a round (up to a barrier, a warp instruction or
//!   its exit), or when more than [`OPEN_ACCESSES`] accesses wait: a lane that
//!   reaches an instruction later than the rest of its warp (a divergent
//!   loop) then counts as a request of its own.
//! - **Shared memory** (`ld`, `st`, `atom`, `ldmatrix`, a `cp.async`'s
//!   destination): 32 banks of 4 bytes. A request is served in phases: the
//!   whole warp for accesses of at most 4 bytes a lane, half warps for 8,
//!   quarter warps for 16 (and an `ldmatrix`'s matrices, 8 rows of 16 bytes
//!   each, one phase each). A phase takes as many wavefronts as the most
//!   distinct 4-byte words any one bank holds among its accesses (one word
//!   read by many lanes is one). Its ideal is the wavefronts its distinct
//!   words would take in distinct banks: a 32nd of them, rounded up. The
//!   wavefronts past the ideal are bank conflicts. `wgmma` reads its
//!   operands in a pattern the ISA does not document, so it is not counted.
//! - **Global memory** (`ld`, `st`, `atom`, a `cp.async`'s source, the
//!   bytes its source size reads): the distinct 32-byte sectors a request
//!   touches, beside its ideal, the distinct bytes it touches over 32,
//!   rounded up. Sectors past the ideal are bytes moved and not used.

use std::collections::HashMap;

use super::decode::{Kernel, Op};
use super::mma::WARP;

/// The most accesses waiting for their request to settle; past it, every
/// open request is settled at once.
pub const OPEN_ACCESSES: usize = 1 << 20;

/// Counts of one instruction, over every CTA of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub shared_requests: u64,
    pub wavefronts: u64,
    pub ideal_wavefronts: u64,
    pub global_requests: u64,
    pub sectors: u64,
    pub ideal_sectors: u64,
}

impl Counts {
    fn add(&mut self, other: &Counts) {
        self.shared_requests += other.shared_requests;
        self.wavefronts += other.wavefronts;
        self.ideal_wavefronts += other.ideal_wavefronts;
        self.global_requests += other.global_requests;
        self.sectors += other.sectors;
        self.ideal_sectors += other.ideal_sectors;
    }

    /// Shared wavefronts past the ideal (bank conflicts).
    pub fn conflicts(&self) -> u64 {
        self.wavefronts - self.ideal_wavefronts
    }

    /// Global sectors past the ideal.
    pub fn excess_sectors(&self) -> u64 {
        self.sectors - self.ideal_sectors
    }
}

/// A run's counts, per instruction of its kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Threads the run executed instructions in, over all CTAs (each
    /// instruction a thread reached counts, predicated off or not).
    pub thread_instructions: u64,
    /// Per instruction (by position in the kernel): its counts.
    pub counts: Vec<Counts>,
}

impl Profile {
    pub fn new(kernel: &Kernel) -> Profile {
        Profile { thread_instructions: 0, counts: vec![Counts::default(); kernel.code.len()] }
    }

    /// Every instruction's counts together.
    pub fn total(&self) -> Counts {
        let mut total = Counts::default();
        for c in &self.counts {
            total.add(c);
        }
        total
    }

    fn absorb(&mut self, cta: &CtaProfile) {
        for (mine, theirs) in self.counts.iter_mut().zip(&cta.counts) {
            mine.add(theirs);
        }
    }

    /// The report `tilesmith run --profile` prints: the totals, then the
    /// instructions with the most bank conflicts and the most excess
    /// sectors (at most `top` each), with their PTX line and source position.
    pub fn render(&self, kernel: &Kernel, top: usize) -> String {
        let total = self.total();
        let ratio = |a: u64, b: u64| if b == 0 { String::new() } else { format!(" ({:.2}x)", a as f64 / b as f64) };
        let mut text = format!("profile of '{}' on the PTX emulator (counts, not time):\n", kernel.name);
        text.push_str(&format!("  thread instructions: {}\n", self.thread_instructions));
        text.push_str(&format!(
            "  shared memory: {} requests, {} wavefronts, ideal {}{}, {} from bank conflicts\n",
            total.shared_requests,
            total.wavefronts,
            total.ideal_wavefronts,
            ratio(total.wavefronts, total.ideal_wavefronts),
            total.conflicts()
        ));
        text.push_str(&format!(
            "  global memory: {} requests, {} sectors of 32 bytes, ideal {}{}\n",
            total.global_requests,
            total.sectors,
            total.ideal_sectors,
            ratio(total.sectors, total.ideal_sectors)
        ));
        let at = |pc: usize| {
            let inst = &kernel.code[pc];
            let source = inst.source.map(|i| format!(", source {}", kernel.sources[i as usize])).unwrap_or_default();
            format!("line {} '{}'{source}", inst.line, kernel.texts[pc])
        };
        let lists = [
            List { heading: "bank conflicts", waste: Counts::conflicts, numbers: |c| (c.shared_requests, c.wavefronts, c.ideal_wavefronts), unit: "wavefronts" },
            List { heading: "global sectors past the ideal", waste: Counts::excess_sectors, numbers: |c| (c.global_requests, c.sectors, c.ideal_sectors), unit: "sectors" },
        ];
        for list in lists {
            let mut worst: Vec<usize> = (0..self.counts.len()).filter(|&pc| (list.waste)(&self.counts[pc]) > 0).collect();
            worst.sort_by_key(|&pc| (std::cmp::Reverse((list.waste)(&self.counts[pc])), pc));
            if !worst.is_empty() {
                text.push_str(&format!("  {}, by instruction:\n", list.heading));
            }
            for &pc in worst.iter().take(top) {
                let (requests, got, ideal) = (list.numbers)(&self.counts[pc]);
                text.push_str(&format!("    {}: {requests} requests, {got} {}, ideal {ideal}\n", at(pc), list.unit));
            }
        }
        text
    }
}

/// One list of [`Profile::render`]'s report: its heading, what an
/// instruction wastes (the list's order), and its line's requests, count
/// and ideal, in `unit`s.
struct List {
    heading: &'static str,
    waste: fn(&Counts) -> u64,
    numbers: fn(&Counts) -> (u64, u64, u64),
    unit: &'static str,
}

/// One access of a lane: its state space, address and bytes.
#[derive(Clone, Copy, Debug)]
struct Access {
    shared: bool,
    lane: u8,
    address: u64,
    bytes: u8,
}

/// One CTA's part of a profile.
pub struct CtaProfile {
    /// Per instruction: its index among the memory instructions, if it is one.
    slot: Vec<Option<u32>>,
    memory_instructions: usize,
    /// Per thread and memory instruction: the times the thread reached it.
    reached: Vec<u32>,
    /// Accesses by (warp, instruction, execution), not yet settled.
    open: HashMap<(u32, u32, u32), Vec<Access>>,
    open_accesses: usize,
    counts: Vec<Counts>,
    thread_instructions: u64,
}

impl CtaProfile {
    pub fn new(kernel: &Kernel, threads: usize) -> CtaProfile {
        let mut memory_instructions = 0;
        let slot = kernel
            .code
            .iter()
            .map(|inst| match inst.op {
                Op::Ld { .. } | Op::St { .. } | Op::LdVector { .. } | Op::StVector { .. } | Op::Atom { .. } | Op::Ldmatrix { .. } | Op::CpAsync { .. } => {
                    memory_instructions += 1;
                    Some(memory_instructions as u32 - 1)
                }
                _ => None,
            })
            .collect();
        CtaProfile {
            slot,
            memory_instructions,
            reached: vec![0; threads * memory_instructions],
            open: HashMap::new(),
            open_accesses: 0,
            counts: vec![Counts::default(); kernel.code.len()],
            thread_instructions: 0,
        }
    }

    /// Thread `t` reached instruction `pc` (before its guard is tested).
    pub fn reach(&mut self, t: usize, pc: usize) {
        self.thread_instructions += 1;
        if let Some(s) = self.slot[pc] {
            self.reached[t * self.memory_instructions + s as usize] += 1;
        }
    }

    /// Thread `t`, at instruction `pc`, accessed `bytes` bytes at `address`
    /// of shared (else global) memory.
    pub fn access(&mut self, t: usize, pc: usize, shared: bool, address: u64, bytes: u64) {
        let Some(s) = self.slot[pc] else { return };
        let execution = self.reached[t * self.memory_instructions + s as usize];
        let key = ((t / WARP) as u32, pc as u32, execution);
        self.open.entry(key).or_default().push(Access { shared, lane: (t % WARP) as u8, address, bytes: bytes.min(255) as u8 });
        self.open_accesses += 1;
        if self.open_accesses > OPEN_ACCESSES {
            self.settle(None);
        }
    }

    /// Settles the open requests of `warp` (of every warp with `None`).
    pub fn settle(&mut self, warp: Option<usize>) {
        let keys: Vec<(u32, u32, u32)> = self.open.keys().filter(|k| warp.is_none_or(|w| k.0 as usize == w)).copied().collect();
        for key in keys {
            let accesses = self.open.remove(&key).unwrap_or_default();
            self.open_accesses -= accesses.len();
            let counts = &mut self.counts[key.1 as usize];
            let shared: Vec<Access> = accesses.iter().filter(|a| a.shared).copied().collect();
            if !shared.is_empty() {
                let (wavefronts, ideal) = shared_wavefronts(&shared);
                counts.shared_requests += 1;
                counts.wavefronts += wavefronts;
                counts.ideal_wavefronts += ideal;
            }
            let global: Vec<Access> = accesses.iter().filter(|a| !a.shared).copied().collect();
            if !global.is_empty() {
                let (sectors, ideal) = global_sectors(&global);
                counts.global_requests += 1;
                counts.sectors += sectors;
                counts.ideal_sectors += ideal;
            }
        }
    }

    /// Settles everything and adds the CTA's counts to `profile`.
    pub fn finish(mut self, profile: &mut Profile) {
        self.settle(None);
        profile.thread_instructions += self.thread_instructions;
        profile.absorb(&self);
    }
}

/// The wavefronts of one shared request, and their ideal.
fn shared_wavefronts(accesses: &[Access]) -> (u64, u64) {
    let widest = accesses.iter().map(|a| a.bytes).max().unwrap_or(4);
    // Lanes per phase: 32 for accesses of up to 4 bytes, 16 for 8, 8 for 16.
    let lanes = WARP / (usize::from(widest).div_ceil(4)).clamp(1, 4);
    let (mut wavefronts, mut ideal) = (0, 0);
    for phase in 0..WARP / lanes {
        let mut words: Vec<u64> = accesses
            .iter()
            .filter(|a| usize::from(a.lane) / lanes == phase)
            .flat_map(|a| (a.address / 4)..(a.address + u64::from(a.bytes.max(1))).div_ceil(4))
            .collect();
        if words.is_empty() {
            continue;
        }
        words.sort_unstable();
        words.dedup();
        let mut per_bank = [0u64; 32];
        for w in &words {
            per_bank[(w % 32) as usize] += 1;
        }
        wavefronts += per_bank.iter().copied().max().unwrap_or(0);
        ideal += (words.len() as u64).div_ceil(32);
    }
    (wavefronts, ideal)
}

/// The 32-byte sectors one global request touches, and their ideal.
fn global_sectors(accesses: &[Access]) -> (u64, u64) {
    let mut ranges: Vec<(u64, u64)> = accesses.iter().filter(|a| a.bytes > 0).map(|a| (a.address, a.address + u64::from(a.bytes))).collect();
    ranges.sort_unstable();
    let (mut bytes, mut sectors) = (0u64, Vec::new());
    let mut end = 0u64;
    for (start, stop) in ranges {
        let start = start.max(end);
        if stop > start {
            bytes += stop - start;
            sectors.extend(start / 32..stop.div_ceil(32));
            end = stop;
        }
    }
    sectors.dedup();
    (sectors.len() as u64, bytes.div_ceil(32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lanes(shared: bool, bytes: u8, address: impl Fn(u64) -> u64) -> Vec<Access> {
        (0..32).map(|l| Access { shared, lane: l as u8, address: address(l), bytes }).collect()
    }

    #[test]
    fn consecutive_words_take_one_wavefront_a_phase() {
        assert_eq!(shared_wavefronts(&lanes(true, 4, |l| 4 * l)), (1, 1));
        assert_eq!(shared_wavefronts(&lanes(true, 8, |l| 8 * l)), (2, 2));
        assert_eq!(shared_wavefronts(&lanes(true, 16, |l| 16 * l)), (4, 4));
        // Every lane reading one word: a broadcast.
        assert_eq!(shared_wavefronts(&lanes(true, 4, |_| 64)), (1, 1));
    }

    #[test]
    fn words_in_one_bank_conflict() {
        // A column of a 32x32 f32 matrix: every word in bank 0.
        assert_eq!(shared_wavefronts(&lanes(true, 4, |l| 128 * l)), (32, 1));
        // Padded by one word: no conflict.
        assert_eq!(shared_wavefronts(&lanes(true, 4, |l| 132 * l)), (1, 1));
        // 16-byte rows 80 bytes apart (rows of 32 f16 padded by 16 bytes): a
        // quarter warp's 8 rows fall in distinct banks.
        assert_eq!(shared_wavefronts(&lanes(true, 16, |l| 80 * l)), (4, 4));
        // 16-byte rows 32 bytes apart: two rows per bank in each phase.
        assert_eq!(shared_wavefronts(&lanes(true, 16, |l| 32 * l)), (8, 4));
        // 64 bytes apart: four.
        assert_eq!(shared_wavefronts(&lanes(true, 16, |l| 64 * l)), (16, 4));
        // 2-byte stores down a column of rows of 80 bytes: 4-way.
        assert_eq!(shared_wavefronts(&lanes(true, 2, |l| 80 * l)), (4, 1));
    }

    #[test]
    fn global_sectors_count_what_a_warp_touches() {
        assert_eq!(global_sectors(&lanes(false, 4, |l| 4 * l)), (4, 4));
        assert_eq!(global_sectors(&lanes(false, 16, |l| 16 * l)), (16, 16));
        // Misaligned by 4 bytes: one sector more.
        assert_eq!(global_sectors(&lanes(false, 4, |l| 4 + 4 * l)), (5, 4));
        // One 2-byte element from each of 32 rows: 32 sectors for 64 bytes.
        assert_eq!(global_sectors(&lanes(false, 2, |l| 4096 * l)), (32, 2));
        // Every lane the same word.
        assert_eq!(global_sectors(&lanes(false, 4, |_| 0)), (1, 1));
    }
}
