//! Executing a decoded kernel over a grid.
//!
//! Up to [`RESIDENT`] CTAs are resident at once, admitted in linear order (x
//! fastest) as earlier ones finish, as a GPU keeps several CTAs on its
//! multiprocessors. Every thread has its own registers, program counter and
//! local memory. A round runs, for each thread index in turn, that thread
//! of every resident CTA, each until it arrives at a barrier or exits; so
//! the threads of one CTA interleave with those of the others, and a kernel
//! whose threads must agree on what they read from memory that other CTAs
//! write shows it. Each instruction is executed whole, so atomics are
//! atomic. When every thread of a CTA has arrived at a barrier, the barrier
//! releases them (computing the reduction of a `bar.red`) at the end of the
//! round. A warp instruction (`mma.sync`, `ldmatrix`) stops a thread the same way; at
//! the end of the round each warp whose 32 threads all wait at one runs it
//! (one that some of its threads miss is an error, as `.aligned` makes it
//! undefined), and the next round goes on from there. A thread that exits while others wait at a barrier, or threads
//! waiting at different kinds of barrier, are a deadlock error; more
//! instructions than the step limit (over the CTA) are an error, so a
//! kernel that never ends stops, and so are more than the work limit over
//! all CTAs, so a grid too large to be meant stops too. The resident CTAs'
//! state and the printed text are held to the memory budget, and allocated
//! fallibly. Printed text comes out CTA by CTA, in linear order.
//!
//! A `cp.async` is a thread's instruction: the copy joins the thread's open
//! group and writes shared memory only when a `cp.async.wait_group` (or
//! `wait_all`, or the thread's exit) completes the group; a barrier does
//! not. As a CTA's threads run one after another, a read that a missing wait
//! or barrier leaves unordered would not show by itself, so for a kernel
//! with `cp.async` the CTA keeps per shared byte the copies pending on it and
//! the threads that accessed it since the last barrier
//! ([`super::cp_async`]): a shared access (`ld`, `st`, `atom`, `ldmatrix`, a
//! `wgmma` operand) to a byte a pending copy writes is an error, and so is a
//! copy to a byte another thread accessed since the last barrier (or an
//! access to a byte another thread's copy wrote since then).
//!
//! Registers, shared memory and local memory start as all-ones bits (NaN
//! for floats, -1 for integers, true for predicates), not zeros, so code
//! that reads what it never wrote shows up in its results.

use super::cp_async::{Access, CpAsync};
use super::profile::{CtaProfile, Profile};
use super::decode::{mask, sext, Address, AtomOp, BoolOp, FloatOp, Inst, IntOp, Kernel, Op, shuffle_source, Special, Src, Ty, UnaryOp, WgmmaA};
use super::float;
use super::memory::{load_le, store_le, Region, CONST_WINDOW, LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE};
use super::mma::{self, Fragments, WARP};
use super::wgmma;
use super::parse::Space;
use super::{vprintf, EmulatorError};
use crate::shared::limits::{try_filled, try_vec, Limits};
use tilesmith_dialect::numerics::exact::Rounding;

/// Threads per CTA.
pub const CTA_THREADS: usize = super::super::layout::CTA_SIZE as usize;

/// The threads a CTA of `kernel` is launched with: what its `.reqntid`
/// requires (a multiple of 32, at most 1,024), or else [`CTA_THREADS`],
/// which its `.maxntid` must allow. The backend's kernels say `.reqntid`.
fn cta_threads(kernel: &Kernel) -> Result<usize, EmulatorError> {
    match kernel.max_threads {
        Some(n) if kernel.exact_threads => {
            if n == 0 || n % WARP as u64 != 0 || n > 1024 {
                return Err(EmulatorError::unsupported(format!("the kernel requires {n} threads per CTA (.reqntid); the emulator runs whole warps, 32 to 1024 threads")));
            }
            Ok(n as usize)
        }
        Some(max) if (max as usize) < CTA_THREADS => Err(EmulatorError::unsupported(format!("the kernel allows {max} threads per CTA; the backend launches {CTA_THREADS}"))),
        _ => Ok(CTA_THREADS),
    }
}

/// CTAs resident at once.
pub const RESIDENT: usize = 4;

/// The memory a launch shares across CTAs.
pub struct Spaces<'m> {
    pub global: &'m mut Region,
    pub constant: &'m Region,
    /// The kernel parameters' bytes.
    pub params: &'m [u8],
    /// Bytes `malloc` may still give (the run's memory budget; `free` gives back).
    pub heap_left: u64,
}

/// The name of heap memory `malloc` gave, and of what `free` left of it.
const HEAP_NAME: &str = "heap memory from malloc";
const FREED_NAME: &str = "heap memory from malloc, freed";

#[derive(Clone, Copy, Debug, PartialEq)]
enum Status {
    Ready,
    AtBarrier,
    /// At a warp instruction (`mma.sync`), waiting for the rest of its warp.
    AtWarp,
    Exited,
}

/// Why a thread stopped running: the fault and the instruction it was at.
struct Stop {
    message: String,
    pc: usize,
}

/// What `wgmma`s read of shared memory: address, bytes, bits.
type SharedReads = Vec<(u64, usize, u64)>;

/// A group of one warp's `wgmma`s ([`wgmma`]).
#[derive(Default)]
struct WgmmaGroup {
    /// The accumulators' pending values, by lane and register.
    values: std::collections::HashMap<(usize, u32), u64>,
    /// What they read of shared memory.
    reads: SharedReads,
    /// The A registers they read (lane, register, bits), which must not
    /// change before the group completes.
    registers: Vec<(usize, u32, u64)>,
}

/// One warp's `wgmma`s issued and not yet waited for ([`wgmma`]): those
/// since the last `commit_group`, and the committed groups, oldest first.
#[derive(Default)]
struct InFlight {
    open: WgmmaGroup,
    committed: std::collections::VecDeque<WgmmaGroup>,
}

/// Whether `reads` take any of `bytes` bytes of shared memory from `at`.
fn overlaps(reads: &[(u64, usize, u64)], at: u64, bytes: u64) -> bool {
    reads.iter().any(|&(a, n, _)| a < at.saturating_add(bytes) && at < a.saturating_add(n as u64))
}

impl InFlight {
    /// Whether a `wgmma` of these groups reads any of `bytes` bytes of shared memory from `at`.
    fn reads(&self, at: u64, bytes: u64) -> bool {
        std::iter::once(&self.open).chain(&self.committed).any(|g| overlaps(&g.reads, at, bytes))
    }

    /// The newest pending value of lane `lane`'s register `r`, if any.
    fn pending(&self, lane: usize, r: u32) -> Option<u64> {
        std::iter::once(&self.open).chain(self.committed.iter().rev()).find_map(|g| g.values.get(&(lane, r)).copied())
    }
}

/// One CTA's state.
struct Cta<'k> {
    kernel: &'k Kernel,
    ctaid: [u32; 3],
    grid: [u32; 3],
    register_masks: Vec<u64>,
    regs: Vec<u64>,
    pcs: Vec<usize>,
    status: Vec<Status>,
    shared: Vec<u8>,
    local: Vec<u8>,
    call: Vec<u64>,
    steps: u64,
    max_steps: u64,
    /// Per warp: its `wgmma`s in flight.
    in_flight: Vec<InFlight>,
    /// The shared memory the `wgmma` groups completed since the last
    /// barrier read, by warp: another warp's write there is unordered with
    /// the read (only a barrier after the wait orders it).
    completed: Vec<(usize, SharedReads)>,
    /// The `cp.async` copies and shared accesses, for a kernel that has a
    /// `cp.async` ([`super::cp_async`]).
    copies: Option<Box<CpAsync>>,
    /// Threads in the CTA ([`cta_threads`]).
    threads: usize,
    /// The CTA's memory-access counts, when the run is profiled ([`super::profile`]).
    profile: Option<Box<CtaProfile>>,
}

/// Runs `kernel` over `grid` within `limits` (instructions per CTA and
/// over the launch; the memory budget for the resident CTAs' registers,
/// shared and local memory, and the printed text); the text its `vprintf`
/// calls printed, and with `profile` the run's memory-access counts.
pub fn run(kernel: &Kernel, grid: [u32; 3], spaces: &mut Spaces<'_>, limits: &Limits, profile: bool) -> Result<(String, Option<Profile>), EmulatorError> {
    let threads = cta_threads(kernel)?;
    let cp_async = kernel.code.iter().any(|inst| matches!(inst.op, Op::CpAsync { .. }));
    let state = cta_bytes(kernel, threads, cp_async).saturating_mul(RESIDENT as u64);
    if state > limits.memory_budget {
        return Err(EmulatorError::fault(format!(
            "the resident CTAs' registers, shared and local memory take {state} bytes, more than the memory budget of {} bytes; raise it with --memory-budget",
            limits.memory_budget
        )));
    }
    // Up to (2^32 - 1)^3 CTAs: their linear indices take 96 bits.
    let [gx, gy, gz] = grid.map(u128::from);
    let total = gx * gy * gz;
    let ctaid = |i: u128| [(i % gx) as u32, ((i / gx) % gy) as u32, (i / (gx * gy)) as u32];
    let mut output = Output::default();
    let mut counts = profile.then(|| Profile::new(kernel));
    let mut next = 0u128;
    let mut round = 0usize;
    // The instructions of the CTAs that finished.
    let mut finished_work = 0u64;
    // (linear index, state, what it printed)
    let mut resident: Vec<(u128, Cta<'_>, String)> = Vec::with_capacity(RESIDENT);
    // The fault of the first CTA (in linear order) known to have failed. A
    // fault stops no CTA before it, which runs on and may fail first: the
    // launch fails as the interpreter's does, at its first failing tile block.
    let mut failure: Option<(u128, EmulatorError)> = None;
    loop {
        while failure.is_none() && resident.len() < RESIDENT && next < total {
            match Cta::new(kernel, ctaid(next), grid, limits.max_steps, threads, cp_async, profile) {
                Ok(cta) => resident.push((next, cta, String::new())),
                Err(e) => return Err(output.fail(e, resident)),
            }
            next += 1;
        }
        if resident.is_empty() {
            return match failure {
                Some((_, e)) => Err(output.fail(e, resident)),
                None => Ok((output.text, counts)),
            };
        }
        // The CTA that goes first changes from round to round, so that the
        // accesses of one CTA's threads fall before, between and after those
        // of the others.
        let first = round % resident.len();
        round += 1;
        let count = resident.len();
        // Positions in `resident` of the CTAs that failed in this round.
        let mut failed: Vec<usize> = Vec::new();
        for t in 0..threads {
            for k in 0..count {
                let position = (first + k) % count;
                if failed.contains(&position) {
                    continue;
                }
                let (index, cta, printed) = &mut resident[position];
                if cta.status[t] == Status::Ready {
                    if let Err(stop) = cta.run_thread(t, spaces, printed) {
                        let e = cta.fault(t, stop.pc, stop.message);
                        if failure.as_ref().is_none_or(|(first, _)| *index < *first) {
                            failure = Some((*index, e));
                        }
                        failed.push(position);
                    }
                }
            }
            if (t + 1) % WARP == 0 {
                // Every lane of the warp has run its part of the round.
                for (_, cta, _) in resident.iter_mut() {
                    if let Some(p) = cta.profile.as_deref_mut() {
                        p.settle(Some(t / WARP));
                    }
                }
            }
        }
        if let Some((first_failed, _)) = &failure {
            // The failed CTAs keep what they printed (a check's report); those
            // after the first failure are not run further.
            let first_failed = *first_failed;
            let mut position = 0;
            resident.retain_mut(|(index, _, printed)| {
                let keep = !failed.contains(&position) && *index < first_failed;
                if !keep && *index <= first_failed {
                    output.finished(*index, std::mem::take(printed));
                }
                position += 1;
                keep
            });
        }
        let work = resident.iter().fold(finished_work, |w, (_, cta, _)| w.saturating_add(cta.steps));
        if work > limits.max_work {
            let e = EmulatorError::fault(format!(
                "the launch ran more than {} instructions over its CTAs; it may be too large to be meant (raise the limit with --max-work)",
                limits.max_work
            ));
            return Err(output.fail(e, resident));
        }
        let printed = resident.iter().fold(output.held(), |n, (_, _, p)| n.saturating_add(p.len() as u64));
        if state.saturating_add(printed) > limits.memory_budget {
            let e = EmulatorError::fault(format!("the printed text takes more than the memory budget of {} bytes; raise it with --memory-budget", limits.memory_budget));
            return Err(output.fail(e, resident));
        }
        let mut i = 0;
        while i < resident.len() {
            match resident[i].1.end_round() {
                Ok(false) => i += 1,
                Ok(true) => {
                    let (index, mut cta, printed) = resident.remove(i);
                    if let (Some(p), Some(counts)) = (cta.profile.take(), counts.as_mut()) {
                        p.finish(counts);
                    }
                    // Each CTA counts at least one, so an empty kernel's grid counts too.
                    finished_work = finished_work.saturating_add(cta.steps.max(1));
                    output.finished(index, printed);
                }
                Err(e) => {
                    let (index, _, printed) = resident.remove(i);
                    output.finished(index, printed);
                    if failure.as_ref().is_none_or(|(first, _)| index < *first) {
                        failure = Some((index, e));
                    }
                }
            }
        }
        if let Some((first_failed, _)) = &failure {
            let first_failed = *first_failed;
            resident.retain(|(index, _, _)| *index < first_failed);
        }
    }
}

/// The bytes a CTA's state takes: every thread's registers, local memory
/// and call slots, the shared memory, and with `cp_async` what
/// [`CpAsync`] keeps of it.
fn cta_bytes(kernel: &Kernel, threads: usize, cp_async: bool) -> u64 {
    let per_thread = (kernel.register_bits.len() as u64).saturating_add(u64::from(kernel.call_slots)).saturating_mul(8).saturating_add(kernel.local_bytes);
    let tracking = if cp_async { CpAsync::state_bytes(kernel.shared_bytes, threads) } else { 0 };
    per_thread.saturating_mul(threads as u64).saturating_add(kernel.shared_bytes).saturating_add(tracking)
}

/// `n` copies of `value`, or a fault when the allocation is refused.
fn filled<T: Clone>(n: usize, value: T) -> Result<Vec<T>, EmulatorError> {
    try_filled(n, value).map_err(|e| EmulatorError::fault(format!("a CTA's state: {e}")))
}

/// The text printed by finished CTAs, put in linear order.
#[derive(Default)]
struct Output {
    /// What CTAs `0 .. flushed` printed.
    text: String,
    flushed: u128,
    /// Finished CTAs waiting for an earlier one, by linear index.
    waiting: std::collections::BTreeMap<u128, String>,
}

impl Output {
    /// The bytes of text held.
    fn held(&self) -> u64 {
        self.waiting.values().fold(self.text.len() as u64, |n, p| n.saturating_add(p.len() as u64))
    }

    fn finished(&mut self, index: u128, printed: String) {
        self.waiting.insert(index, printed);
        while let Some(printed) = self.waiting.remove(&self.flushed) {
            self.text.push_str(&printed);
            self.flushed += 1;
        }
    }

    /// `e`, with everything printed so far, CTA by CTA.
    fn fail(mut self, mut e: EmulatorError, resident: Vec<(u128, Cta<'_>, String)>) -> EmulatorError {
        for (index, _, printed) in resident {
            self.waiting.insert(index, printed);
        }
        for printed in self.waiting.into_values() {
            self.text.push_str(&printed);
        }
        e.printed = self.text;
        e
    }
}

fn get(regs: &[u64], s: Src) -> u64 {
    match s {
        Src::Reg(r) => regs[r as usize],
        Src::Imm(v) => v,
    }
}

/// Writes a `ty` result into register `d`, extended to the register's width
/// as PTX does (sign-extended for signed types, zero-extended otherwise).
fn put(regs: &mut [u64], masks: &[u64], d: u32, ty: Ty, v: u64) {
    let v = if ty.is_signed() { sext(v, ty.bits()) as u64 } else { v & ty.mask() };
    regs[d as usize] = v & masks[d as usize];
}

fn combine(op: BoolOp, a: bool, b: bool) -> bool {
    match op {
        BoolOp::And => a && b,
        BoolOp::Or => a || b,
        BoolOp::Xor => a != b,
    }
}

/// A generic address as its state space and address there.
fn resolve(space: Space, address: u64) -> (Space, u64) {
    if space != Space::Generic {
        return (space, address);
    }
    for (window, space) in [(CONST_WINDOW, Space::Const), (SHARED_WINDOW, Space::Shared), (LOCAL_WINDOW, Space::Local)] {
        if (window..window + WINDOW_SIZE).contains(&address) {
            return (space, address - window);
        }
    }
    (Space::Global, address)
}

fn window(space: Space) -> u64 {
    match space {
        Space::Const => CONST_WINDOW,
        Space::Shared => SHARED_WINDOW,
        Space::Local => LOCAL_WINDOW,
        _ => 0,
    }
}

/// The bytes of a per-CTA or per-thread array at `address`, bounds-checked.
fn in_array(bytes: &mut [u8], space: Space, address: u64, size: u64) -> Result<&mut [u8], String> {
    let len = bytes.len() as u64;
    if address.checked_add(size).is_none_or(|end| end > len) {
        return Err(format!("an access of {size} bytes at .{} address {address:#x} is outside the {len} bytes the kernel declares", space.name()));
    }
    Ok(&mut bytes[address as usize..(address + size) as usize])
}

impl<'k> Cta<'k> {
    fn new(kernel: &'k Kernel, ctaid: [u32; 3], grid: [u32; 3], max_steps: u64, threads: usize, cp_async: bool, profile: bool) -> Result<Cta<'k>, EmulatorError> {
        let n = kernel.register_bits.len();
        let register_masks: Vec<u64> = kernel.register_bits.iter().map(|&b| mask(b)).collect();
        let mut regs = try_vec(n.saturating_mul(threads)).map_err(|e| EmulatorError::fault(format!("a CTA's registers: {e}")))?;
        for _ in 0..threads {
            regs.extend_from_slice(&register_masks);
        }
        Ok(Cta {
            kernel,
            ctaid,
            grid,
            register_masks,
            regs,
            pcs: vec![0; threads],
            status: vec![Status::Ready; threads],
            shared: filled(kernel.shared_bytes as usize, 0xff)?,
            local: filled((kernel.local_bytes as usize).saturating_mul(threads), 0xff)?,
            call: filled((kernel.call_slots as usize).saturating_mul(threads), u64::MAX)?,
            steps: 0,
            max_steps,
            in_flight: (0..threads / WARP).map(|_| InFlight::default()).collect(),
            completed: Vec::new(),
            copies: match cp_async {
                true => Some(Box::new(CpAsync::new(kernel.shared_bytes as usize, threads).map_err(EmulatorError::fault)?)),
                false => None,
            },
            threads,
            profile: profile.then(|| Box::new(CtaProfile::new(kernel, threads))),
        })
    }

    fn fault(&self, t: usize, pc: usize, message: impl AsRef<str>) -> EmulatorError {
        let [x, y, z] = self.ctaid;
        let at = match self.kernel.code.get(pc) {
            Some(inst) => format!("line {} ('{}')", inst.line, self.kernel.texts[pc]),
            None => "the end of the kernel".to_string(),
        };
        let source = match self.kernel.code.get(pc).and_then(|inst| inst.source) {
            Some(i) => format!(" (source: {})", self.kernel.sources[i as usize]),
            None => String::new(),
        };
        EmulatorError::fault(format!("{at}, thread {t} of CTA ({x}, {y}, {z}): {}{source}", message.as_ref()))
    }

    /// Ends a round (every thread ran until it arrived at a barrier or a
    /// warp instruction, or exited): runs the warp instructions whose warps
    /// have all arrived, or else releases the barrier all threads wait at;
    /// whether every thread has exited.
    fn end_round(&mut self) -> Result<bool, EmulatorError> {
        if self.run_warp_instructions()? {
            return Ok(false);
        }
        let waiting: Vec<usize> = (0..self.threads).filter(|&t| self.status[t] == Status::AtBarrier).collect();
        let Some(&first) = waiting.first() else { return Ok(true) };
        if let Some(exited) = (0..self.threads).find(|&t| self.status[t] == Status::Exited) {
            return Err(self.fault(
                first,
                self.pcs[first],
                format!("deadlock: {} thread(s) wait at this barrier, but thread {exited} (and {} more) exited without arriving", waiting.len(), self.threads - waiting.len() - 1),
            ));
        }
        self.release(&waiting)?;
        Ok(false)
    }

    /// Runs the warp instruction each warp waits at, if any; whether one
    /// ran. `.aligned` warp instructions need all 32 threads of the warp at
    /// the same instruction: one that is missing (exited, at a barrier, at
    /// another instruction) is an error, as the ISA leaves it undefined.
    fn run_warp_instructions(&mut self) -> Result<bool, EmulatorError> {
        let mut ran = false;
        for warp in 0..self.threads / WARP {
            let lanes = warp * WARP..(warp + 1) * WARP;
            let Some(first) = lanes.clone().find(|&t| self.status[t] == Status::AtWarp) else { continue };
            let pc = self.pcs[first];
            if let Some(other) = lanes.clone().find(|&t| self.status[t] != Status::AtWarp || self.pcs[t] != pc) {
                let what = match self.status[other] {
                    Status::Exited => "has exited".to_string(),
                    Status::AtBarrier => format!("waits at a barrier (line {})", self.kernel.code[self.pcs[other]].line),
                    _ => format!("waits at another warp instruction (line {})", self.kernel.code[self.pcs[other]].line),
                };
                return Err(self.fault(first, pc, format!("a warp instruction needs all 32 threads of warp {warp}, but thread {other} {what}")));
            }
            self.run_warp_instruction(lanes.start, pc).map_err(|m| self.fault(first, pc, m))?;
            for t in lanes {
                self.pcs[t] += 1;
                self.status[t] = Status::Ready;
            }
            ran = true;
        }
        Ok(ran)
    }

    /// The warp instruction at `pc` (`mma.sync`, `ldmatrix`, `shfl.sync`, `wgmma`) for the warp
    /// whose first thread is `first`.
    fn run_warp_instruction(&mut self, first: usize, pc: usize) -> Result<(), String> {
        let n = self.kernel.register_bits.len();
        let line = self.kernel.code[pc].line;
        let (d, results) = match &self.kernel.code[pc].op {
            Op::Mma { form, d, a, b, c } => {
                let fragments: Vec<Fragments> = (first..first + WARP)
                    .map(|t| {
                        let regs = &self.regs[t * n..(t + 1) * n];
                        let read = |list: &[u32]| list.iter().map(|&r| regs[r as usize]).collect();
                        Fragments { a: read(a), b: read(b), c: read(c) }
                    })
                    .collect();
                (d, mma::execute(form, &fragments))
            }
            Op::Ldmatrix { d, address, trans } => {
                let addresses: Vec<u64> = (first..first + WARP).map(|t| get(&self.regs[t * n..(t + 1) * n], address.base).wrapping_add(address.offset as u64)).collect();
                let results = mma::ldmatrix(d.len(), *trans, &addresses, &self.shared)?;
                if let Some(p) = self.profile.as_deref_mut() {
                    // Lane l gives the address of row l, 16 bytes.
                    for (lane, &row) in addresses.iter().enumerate().take(8 * d.len()) {
                        p.access(first + lane, pc, true, row, 16);
                    }
                }
                if let Some(copies) = self.copies.as_deref_mut() {
                    // Each row is read by the thread that gives its address.
                    for (lane, &row) in addresses.iter().enumerate().take(8 * d.len()) {
                        let t = first + lane;
                        copies.access(t, line, Access::Read, "ldmatrix", row, 16).map_err(|m| format!("{m} (the row thread {t} gives)"))?;
                    }
                }
                (d, results)
            }
            Op::Shfl { mode, d, a, b, c } => {
                // Every lane's value is read before any is written (d may be a).
                let values: Vec<u64> = (first..first + WARP)
                    .map(|t| {
                        let regs = &self.regs[t * n..(t + 1) * n];
                        let source = shuffle_source(*mode, (t - first) as u32, get(regs, *b) as u32, get(regs, *c) as u32);
                        get(&self.regs[(first + source as usize) * n..(first + source as usize + 1) * n], *a) & 0xffff_ffff
                    })
                    .collect();
                for (lane, value) in values.into_iter().enumerate() {
                    self.regs[(first + lane) * n + *d as usize] = value & self.register_masks[*d as usize];
                }
                return Ok(());
            }
            Op::Wgmma { form, d, a, b, scale_d, trans_b } => {
                let regs = |t: usize| &self.regs[t * n..(t + 1) * n];
                let descriptor = match a {
                    WgmmaA::Descriptor(src) => Some(*src),
                    WgmmaA::Registers(_) => None,
                };
                let operands = |t: usize| (descriptor.map(|a| get(regs(t), a)), get(regs(t), *b), get(regs(t), *scale_d) & 1 == 1);
                let issued = operands(first);
                if let Some(t) = (first..first + WARP).find(|&t| operands(t) != issued) {
                    return Err(format!("wgmma: thread {t} gives other descriptors or scale-d than thread {first} of its warp"));
                }
                // The accumulator: an earlier wgmma's pending result, or the register.
                let in_flight = &self.in_flight[first / WARP];
                let accumulators: Vec<Vec<u64>> = (0..WARP).map(|lane| d.iter().map(|&r| in_flight.pending(lane, r).unwrap_or(regs(first + lane)[r as usize])).collect()).collect();
                // A in registers: each lane's, as they are now.
                let a_registers: Vec<Vec<u64>> = match a {
                    WgmmaA::Registers(rs) => (0..WARP).map(|lane| rs.iter().map(|&r| regs(first + lane)[r as usize]).collect()).collect(),
                    WgmmaA::Descriptor(_) => Vec::new(),
                };
                let a_operand = match issued.0 {
                    Some(bits) => wgmma::A::Shared(wgmma::Descriptor::decode(bits)?),
                    None => wgmma::A::Registers(&a_registers),
                };
                let issue = wgmma::Issue { warp: (first / WARP) % 4, a: a_operand, b: wgmma::Descriptor::decode(issued.1)?, b_mn_major: *trans_b, accumulate: issued.2, d: &accumulators };
                let executed = wgmma::execute(form, &issue, &self.shared)?;
                if let Some(copies) = self.copies.as_deref_mut() {
                    // The warp's first thread stands for the warp.
                    for &(address, bytes, _) in &executed.reads {
                        copies.access(first, line, Access::Read, "wgmma", address, bytes as u64)?;
                    }
                }
                let open = &mut self.in_flight[first / WARP].open;
                for (lane, values) in executed.d.into_iter().enumerate() {
                    for (&r, v) in d.iter().zip(values) {
                        open.values.insert((lane, r), v & self.register_masks[r as usize]);
                    }
                }
                open.reads.extend(executed.reads);
                if let WgmmaA::Registers(rs) = a {
                    for (lane, values) in a_registers.iter().enumerate() {
                        open.registers.extend(rs.iter().zip(values).map(|(&r, &v)| (lane, r, v)));
                    }
                }
                return Ok(());
            }
            Op::WgmmaCommit => {
                let in_flight = &mut self.in_flight[first / WARP];
                let open = std::mem::take(&mut in_flight.open);
                in_flight.committed.push_back(open);
                return Ok(());
            }
            Op::WgmmaWait(keep) => {
                // The oldest committed groups complete, all but the newest `keep`,
                // each writing its registers (a newer group's value, for a
                // register both accumulate into, arrives when that one completes).
                while self.in_flight[first / WARP].committed.len() > *keep as usize {
                    let Some(group) = self.in_flight[first / WARP].committed.pop_front() else { break };
                    if let Some(address) = wgmma::changed(&group.reads, &self.shared) {
                        return Err(format!("wgmma: .shared address {address:#x}, which a wgmma of this warp reads, changed before the wgmma.wait_group that completes it"));
                    }
                    if let Some(&(lane, _, _)) = group.registers.iter().find(|&&(lane, r, bits)| self.regs[(first + lane) * n + r as usize] != bits) {
                        return Err(format!("wgmma: a register of thread {} that a wgmma of this warp reads as A changed before the wgmma.wait_group that completes it", first + lane));
                    }
                    for ((lane, r), v) in group.values {
                        self.regs[(first + lane) * n + r as usize] = v;
                    }
                    self.completed.push((first / WARP, group.reads));
                }
                return Ok(());
            }
            _ => return Ok(()),
        };
        for (lane, values) in results.into_iter().enumerate() {
            let t = first + lane;
            for (&r, v) in d.iter().zip(values) {
                self.regs[t * n + r as usize] = v & self.register_masks[r as usize];
            }
        }
        Ok(())
    }

    /// Releases a barrier every thread has arrived at.
    fn release(&mut self, waiting: &[usize]) -> Result<(), EmulatorError> {
        let n = self.kernel.register_bits.len();
        let barrier = |t: usize| match &self.kernel.code[self.pcs[t]].op {
            Op::Bar { id, reduce } => Some((get(&self.regs[t * n..(t + 1) * n], *id), reduce.map(|(op, ..)| op))),
            _ => None,
        };
        let first = waiting[0];
        let expected = barrier(first);
        if let Some(&other) = waiting.iter().find(|&&t| barrier(t) != expected) {
            let line = self.kernel.code[self.pcs[first]].line;
            return Err(self.fault(other, self.pcs[other], format!("deadlock: this barrier differs in id or kind from the one thread {first} waits at (line {line})")));
        }
        if let Some((_, Some(op))) = expected {
            let mut total = op == BoolOp::And;
            let mut votes = Vec::with_capacity(waiting.len());
            for &t in waiting {
                let regs = &self.regs[t * n..(t + 1) * n];
                let Op::Bar { reduce: Some((_, d, p, negated)), .. } = &self.kernel.code[self.pcs[t]].op else { continue };
                let vote = (get(regs, *p) != 0) != *negated;
                total = combine(op, total, vote);
                votes.push((t, *d));
            }
            for (t, d) in votes {
                self.regs[t * n + d as usize] = u64::from(total);
            }
        }
        for &t in waiting {
            self.pcs[t] += 1;
            self.status[t] = Status::Ready;
        }
        if let Some(copies) = self.copies.as_deref_mut() {
            copies.barrier();
        }
        self.completed.clear();
        Ok(())
    }

    /// Runs thread `t` until it arrives at a barrier or exits.
    fn run_thread(&mut self, t: usize, spaces: &mut Spaces<'_>, printed: &mut String) -> Result<(), Stop> {
        let kernel = self.kernel;
        let code: &[Inst] = &kernel.code;
        let n = kernel.register_bits.len();
        let masks = &self.register_masks;
        let regs = &mut self.regs[t * n..(t + 1) * n];
        let local_bytes = kernel.local_bytes as usize;
        let local = &mut self.local[t * local_bytes..(t + 1) * local_bytes];
        let slots = kernel.call_slots as usize;
        let call = &mut self.call[t * slots..(t + 1) * slots];
        let shared = &mut self.shared[..];
        let copies = &mut self.copies;
        // A write to shared memory that an uncompleted wgmma (of any warp)
        // reads, or one another warp completed since the last barrier, races
        // with it: the tensor cores may read either value.
        let (in_flight, completed, warp) = (&self.in_flight, &self.completed, t / WARP);
        let under_wgmma = |what: &str, at: u64, bytes: u64| -> Result<(), String> {
            if let Some(w) = in_flight.iter().position(|f| f.reads(at, bytes)) {
                return Err(format!("{what} writes .shared address {at:#x}, which a wgmma of warp {w} reads, before the wgmma.wait_group that completes it"));
            }
            match completed.iter().find(|(w, reads)| *w != warp && overlaps(reads, at, bytes)) {
                Some((w, _)) => Err(format!("{what} writes .shared address {at:#x}, which a wgmma of warp {w} read, with no barrier since the wgmma.wait_group that completed it")),
                None => Ok(()),
            }
        };
        let profile = &mut self.profile;
        let mut pc = self.pcs[t];
        let stop = |pc: usize, message: String| Stop { message, pc };
        loop {
            let Some(inst) = code.get(pc) else {
                if let Some(copies) = copies.as_deref_mut() {
                    copies.finish(t, shared);
                }
                self.status[t] = Status::Exited;
                return Ok(());
            };
            self.steps += 1;
            if self.steps > self.max_steps {
                return Err(stop(pc, format!("the CTA ran more than {} instructions; it may not terminate (raise the limit with --max-steps)", self.max_steps)));
            }
            if let Some(p) = profile.as_deref_mut() {
                p.reach(t, pc);
            }
            if let Some((p, negated)) = inst.guard {
                if (regs[p as usize] != 0) == negated {
                    pc += 1;
                    continue;
                }
            }
            match &inst.op {
                Op::Mov { d, a } => regs[*d as usize] = get(regs, *a) & masks[*d as usize],
                Op::Pack { d, parts, bits } => {
                    let part = (1u64 << bits) - 1;
                    regs[*d as usize] = parts.iter().enumerate().fold(0, |v, (i, &p)| v | (regs[p as usize] & part) << (i as u32 * bits));
                }
                Op::Special { d, reg } => {
                    let v = match *reg {
                        Special::Tid(0) => t as u64,
                        Special::Tid(_) => 0,
                        Special::Ntid(0) => self.threads as u64,
                        Special::Ntid(_) => 1,
                        Special::Ctaid(a) => u64::from(self.ctaid[a]),
                        Special::Nctaid(a) => u64::from(self.grid[a]),
                    };
                    regs[*d as usize] = v & masks[*d as usize];
                }
                Op::Int { op, ty, d, a, b } => {
                    let v = int_op(*op, *ty, get(regs, *a), get(regs, *b));
                    put(regs, masks, *d, *ty, v);
                }
                Op::MulWide { ty, d, a, b } => {
                    let v = wide_product(*ty, get(regs, *a), get(regs, *b));
                    regs[*d as usize] = v & masks[*d as usize];
                }
                Op::Mad { wide, hi, ty, d, a, b, c } => {
                    let (a, b, c) = (get(regs, *a), get(regs, *b), get(regs, *c));
                    if *wide {
                        regs[*d as usize] = wide_product(*ty, a, b).wrapping_add(c) & masks[*d as usize];
                    } else {
                        let product = int_op(if *hi { IntOp::MulHi } else { IntOp::MulLo }, *ty, a, b);
                        put(regs, masks, *d, *ty, product.wrapping_add(c));
                    }
                }
                Op::Unary { op, ty, d, a } => {
                    let a = get(regs, *a);
                    let v = match op {
                        UnaryOp::Neg => a.wrapping_neg(),
                        UnaryOp::Abs => sext(a, ty.bits()).unsigned_abs(),
                        UnaryOp::Not => !a,
                    };
                    put(regs, masks, *d, *ty, v);
                }
                Op::Setp { cmp, ty, ftz, d, a, b, combine: with } => {
                    let r = float::compare(*cmp, *ty, *ftz, get(regs, *a), get(regs, *b));
                    let r = match with {
                        Some((op, p, negated)) => combine(*op, r, (get(regs, *p) != 0) != *negated),
                        None => r,
                    };
                    regs[*d as usize] = u64::from(r);
                }
                Op::Selp { ty, d, a, b, p } => {
                    let v = if get(regs, *p) != 0 { get(regs, *a) } else { get(regs, *b) };
                    put(regs, masks, *d, *ty, v);
                }
                Op::Float { op, ty, rounding, ftz, nan, d, a, b } => {
                    let v = float::binary(*op, *ty, *rounding, *ftz, *nan, get(regs, *a), get(regs, *b));
                    put(regs, masks, *d, *ty, v);
                }
                Op::Fma { ty, rounding, ftz, d, a, b, c } => {
                    let v = float::fma(*ty, *rounding, *ftz, get(regs, *a), get(regs, *b), get(regs, *c));
                    put(regs, masks, *d, *ty, v);
                }
                Op::FloatUnary { op, ty, rounding, ftz, d, a } => {
                    let v = float::unary(*op, *ty, *rounding, *ftz, get(regs, *a));
                    put(regs, masks, *d, *ty, v);
                }
                Op::Cvt { to, from, rounding, ftz, sat, d, a } => {
                    let v = float::convert(*to, *from, *rounding, *ftz, *sat, get(regs, *a));
                    put(regs, masks, *d, *to, v);
                }
                Op::Cvta { to_generic, space, d, a } => {
                    let a = get(regs, *a);
                    let v = if *to_generic {
                        a.wrapping_add(window(*space))
                    } else {
                        let (found, address) = resolve(Space::Generic, a);
                        if found != *space {
                            return Err(stop(pc, format!("the generic address {a:#x} is not in the .{} space", space.name())));
                        }
                        address
                    };
                    regs[*d as usize] = v & masks[*d as usize];
                }
                Op::Ld { space, ty, d, address } => {
                    let size = u64::from(ty.bits() / 8);
                    let at = get(regs, address.base).wrapping_add(address.offset as u64);
                    let v = load(*space, at, size, shared, local, spaces).map_err(|m| stop(pc, m))?;
                    track(copies, t, inst.line, Access::Read, *space, at, size).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, *space, at, size);
                    put(regs, masks, *d, *ty, v);
                }
                Op::St { space, ty, address, a } => {
                    let size = u64::from(ty.bits() / 8);
                    let at = get(regs, address.base).wrapping_add(address.offset as u64);
                    let v = get(regs, *a);
                    if *space == Space::Shared {
                        under_wgmma("st.shared", at, size).map_err(|m| stop(pc, m))?;
                    }
                    let bytes = store(*space, at, size, shared, local, spaces.global).map_err(|m| stop(pc, m))?;
                    store_le(bytes, v);
                    track(copies, t, inst.line, Access::Write, *space, at, size).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, *space, at, size);
                }
                Op::LdVector { space, ty, d, address } => {
                    let size = u64::from(ty.bits() / 8);
                    let at = get(regs, address.base).wrapping_add(address.offset as u64);
                    vector_aligned(*space, at, size * d.len() as u64).map_err(|m| stop(pc, m))?;
                    for (i, &d) in d.iter().enumerate() {
                        let v = load(*space, at + i as u64 * size, size, shared, local, spaces).map_err(|m| stop(pc, m))?;
                        put(regs, masks, d, *ty, v);
                    }
                    track(copies, t, inst.line, Access::Read, *space, at, size * d.len() as u64).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, *space, at, size * d.len() as u64);
                }
                Op::StVector { space, ty, address, a } => {
                    let size = u64::from(ty.bits() / 8);
                    let at = get(regs, address.base).wrapping_add(address.offset as u64);
                    vector_aligned(*space, at, size * a.len() as u64).map_err(|m| stop(pc, m))?;
                    if *space == Space::Shared {
                        under_wgmma("st.shared", at, size * a.len() as u64).map_err(|m| stop(pc, m))?;
                    }
                    for (i, &a) in a.iter().enumerate() {
                        let v = get(regs, a);
                        let bytes = store(*space, at + i as u64 * size, size, shared, local, spaces.global).map_err(|m| stop(pc, m))?;
                        store_le(bytes, v);
                    }
                    track(copies, t, inst.line, Access::Write, *space, at, size * a.len() as u64).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, *space, at, size * a.len() as u64);
                }
                Op::Atom { op, space, ty, d, address, b, c } => {
                    let size = u64::from(ty.bits() / 8);
                    let Address { base, offset } = *address;
                    let at = get(regs, base).wrapping_add(offset as u64);
                    let (b, c) = (get(regs, *b), get(regs, *c));
                    let bytes = store(*space, at, size, shared, local, spaces.global).map_err(|m| stop(pc, m))?;
                    let old = load_le(bytes);
                    store_le(bytes, atomic(*op, *ty, old, b, c));
                    track(copies, t, inst.line, Access::Update, *space, at, size).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, *space, at, size);
                    put(regs, masks, *d, *ty, old);
                }
                Op::CpAsync { dst, src, size, src_size } => {
                    let Some(copies) = copies.as_deref_mut() else {
                        return Err(stop(pc, "internal error: a cp.async without the CTA's cp.async state".to_string()));
                    };
                    let to = get(regs, dst.base).wrapping_add(dst.offset as u64);
                    let from = get(regs, src.base).wrapping_add(src.offset as u64);
                    let read = get(regs, *src_size) & 0xffff_ffff;
                    let data = copy_source(*size, to, from, read, shared.len(), spaces.global).map_err(|m| stop(pc, m))?;
                    under_wgmma(&format!("cp.async of thread {t}"), to, u64::from(*size)).map_err(|m| stop(pc, m))?;
                    copies.issue(t, inst.line, to, *size as usize, data).map_err(|m| stop(pc, m))?;
                    note(profile, t, pc, Space::Shared, to, u64::from(*size));
                    note(profile, t, pc, Space::Global, from, read);
                }
                Op::CpAsyncCommit => {
                    if let Some(copies) = copies.as_deref_mut() {
                        copies.commit(t);
                    }
                }
                Op::CpAsyncWait { keep } => {
                    if let Some(copies) = copies.as_deref_mut() {
                        copies.wait(t, *keep, shared);
                    }
                }
                Op::CpAsyncWaitAll => {
                    if let Some(copies) = copies.as_deref_mut() {
                        copies.commit(t);
                        copies.wait(t, 0, shared);
                    }
                }
                Op::Bar { .. } => {
                    self.pcs[t] = pc;
                    self.status[t] = Status::AtBarrier;
                    return Ok(());
                }
                Op::Mma { .. } | Op::Ldmatrix { .. } | Op::Shfl { .. } | Op::Wgmma { .. } | Op::WgmmaCommit | Op::WgmmaWait(_) => {
                    self.pcs[t] = pc;
                    self.status[t] = Status::AtWarp;
                    return Ok(());
                }
                Op::Bra { target } => {
                    pc = *target as usize;
                    continue;
                }
                Op::Ret => {
                    if let Some(copies) = copies.as_deref_mut() {
                        copies.finish(t, shared);
                    }
                    self.pcs[t] = pc;
                    self.status[t] = Status::Exited;
                    return Ok(());
                }
                Op::Trap => return Err(stop(pc, "the kernel executed trap".to_string())),
                Op::Nothing => {}
                Op::StCallParam { slot, ty, a } => call[*slot as usize] = get(regs, *a) & ty.mask(),
                Op::LdCallParam { ty, d, slot } => put(regs, masks, *d, *ty, call[*slot as usize]),
                // The device heap: zeroed memory (the GPU's is unset) within the memory
                // budget, and NULL past it, as CUDA's malloc returns when the heap is full.
                Op::Malloc { size, ret } => {
                    let bytes = call[*size as usize];
                    call[*ret as usize] = if bytes <= spaces.heap_left {
                        spaces.heap_left -= bytes;
                        spaces.global.allocate(HEAP_NAME, vec![0; bytes as usize], 16)
                    } else {
                        0
                    };
                }
                Op::Free { pointer } => {
                    let address = call[*pointer as usize];
                    if address != 0 {
                        let allocation = spaces.global.allocations.iter_mut().find(|a| a.base == address && a.name == HEAP_NAME);
                        let Some(allocation) = allocation else {
                            return Err(stop(pc, format!("free of {address:#x}, which malloc did not return (or which was freed already)")));
                        };
                        spaces.heap_left += allocation.bytes.len() as u64;
                        allocation.bytes = Vec::new();
                        allocation.name = FREED_NAME.to_string();
                    }
                }
                Op::Vprintf { format, arguments } => {
                    let text = print(call[*format as usize], call[*arguments as usize], shared, local, spaces).map_err(|m| stop(pc, format!("vprintf: {m}")))?;
                    printed.push_str(&text);
                }
            }
            pc += 1;
        }
    }
}

/// Counts an access of thread `t` at instruction `pc` in a profiled run:
/// shared and global ones (a generic address as the space it falls in).
fn note(profile: &mut Option<Box<CtaProfile>>, t: usize, pc: usize, space: Space, address: u64, size: u64) {
    let Some(p) = profile.as_deref_mut() else { return };
    if size == 0 {
        return;
    }
    match resolve(space, address) {
        (Space::Shared, at) => p.access(t, pc, true, at, size),
        (Space::Global, at) => p.access(t, pc, false, at, size),
        _ => {}
    }
}

/// An integer (or predicate) operation of type `ty` on raw operand bits.
fn int_op(op: IntOp, ty: Ty, a: u64, b: u64) -> u64 {
    let bits = ty.bits();
    let m = ty.mask();
    let signed = ty.is_signed();
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::MulLo => a.wrapping_mul(b),
        IntOp::MulHi if signed => ((i128::from(sa) * i128::from(sb)) >> bits) as u64,
        IntOp::MulHi => ((u128::from(a & m) * u128::from(b & m)) >> bits) as u64,
        // PTX leaves division by zero unspecified; NVIDIA GPUs give all ones.
        // (Threads that hold no element of a partial tile divide by zero
        // harmlessly, so it cannot be an error.)
        IntOp::Div | IntOp::Rem if b & m == 0 => m,
        IntOp::Div if signed => sa.wrapping_div(sb) as u64,
        IntOp::Div => (a & m) / (b & m),
        IntOp::Rem if signed => sa.wrapping_rem(sb) as u64,
        IntOp::Rem => (a & m) % (b & m),
        IntOp::Min if signed => sa.min(sb) as u64,
        IntOp::Min => (a & m).min(b & m),
        IntOp::Max if signed => sa.max(sb) as u64,
        IntOp::Max => (a & m).max(b & m),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        // Shift amounts are unsigned 32-bit values, clamped to the width.
        IntOp::Shl => {
            let amount = b & 0xffff_ffff;
            if amount >= u64::from(bits) {
                0
            } else {
                a << amount
            }
        }
        IntOp::Shr if signed => (sa >> (b & 0xffff_ffff).min(u64::from(bits) - 1)) as u64,
        IntOp::Shr => {
            let amount = b & 0xffff_ffff;
            if amount >= u64::from(bits) {
                0
            } else {
                (a & m) >> amount
            }
        }
    }
}

/// The full product of two `ty` operands (`mul.wide`, `mad.wide`).
fn wide_product(ty: Ty, a: u64, b: u64) -> u64 {
    let bits = ty.bits();
    if ty.is_signed() {
        (sext(a, bits).wrapping_mul(sext(b, bits))) as u64
    } else {
        (a & ty.mask()).wrapping_mul(b & ty.mask())
    }
}

/// The new value of an atomic read-modify-write.
fn atomic(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let m = ty.mask();
    let signed = ty.is_signed();
    match op {
        // atom.add.f32 flushes subnormal inputs and results (PTX); f64, f16
        // and bf16 (.noftz) do not.
        AtomOp::Add if ty.is_float() => float::binary(FloatOp::Add, ty, Rounding::NearestEven, ty == Ty::F32, false, old, b),
        AtomOp::Add => old.wrapping_add(b) & m,
        AtomOp::Min if signed => sext(old, bits).min(sext(b, bits)) as u64 & m,
        AtomOp::Min => (old & m).min(b & m),
        AtomOp::Max if signed => sext(old, bits).max(sext(b, bits)) as u64 & m,
        AtomOp::Max => (old & m).max(b & m),
        AtomOp::And => old & b,
        AtomOp::Or => old | b,
        AtomOp::Xor => old ^ b,
        AtomOp::Exch => b,
        AtomOp::Cas => {
            if old & m == b & m {
                c
            } else {
                old
            }
        }
    }
}

/// Tells the `cp.async` state `copies` (when the kernel has one) of thread
/// `t`'s access at `line` to `size` bytes at `address` of `space`
/// (checked already): only shared memory is tracked.
fn track(copies: &mut Option<Box<CpAsync>>, t: usize, line: u32, access: Access, space: Space, address: u64, size: u64) -> Result<(), String> {
    let Some(copies) = copies.as_deref_mut() else { return Ok(()) };
    let (resolved, address) = resolve(space, address);
    if resolved != Space::Shared {
        return Ok(());
    }
    let what = match (access, space) {
        (Access::Read, Space::Shared) => "ld.shared",
        (Access::Read, _) => "ld",
        (Access::Write, Space::Shared) => "st.shared",
        (Access::Write, _) => "st",
        (Access::Update, Space::Shared) => "atom.shared",
        (Access::Update, _) => "atom",
    };
    copies.access(t, line, access, what, address, size)
}

/// What a `cp.async` of `size` bytes from global `from` to shared `to`
/// writes when it completes: its first `src_size` bytes read from global
/// memory now (none when `src_size` is 0), the rest zeros. Both addresses
/// must be aligned to `size`, the destination inside the `shared_len` bytes
/// of shared memory, and `src_size` at most `size`.
fn copy_source(size: u32, to: u64, from: u64, src_size: u64, shared_len: usize, global: &Region) -> Result<[u8; 16], String> {
    let size = u64::from(size);
    if src_size > size {
        return Err(format!("cp.async: src-size {src_size} is more than the cp-size of {size} bytes"));
    }
    if !to.is_multiple_of(size) {
        return Err(format!("cp.async: the .shared destination address {to:#x} is not aligned to the cp-size of {size} bytes"));
    }
    if !from.is_multiple_of(size) {
        return Err(format!("cp.async: the .global source address {from:#x} is not aligned to the cp-size of {size} bytes"));
    }
    if to.checked_add(size).is_none_or(|end| end > shared_len as u64) {
        return Err(format!("cp.async: the destination of {size} bytes at .shared address {to:#x} is outside the {shared_len} bytes the kernel declares"));
    }
    let mut data = [0u8; 16];
    if src_size > 0 {
        let bytes = global.read(from, src_size).map_err(|m| format!("cp.async: its source: {m}"))?;
        data[..bytes.len()].copy_from_slice(bytes);
    }
    Ok(data)
}

/// Resolves a generic address and checks natural alignment.
fn place(space: Space, address: u64, size: u64) -> Result<(Space, u64), String> {
    let (space, address) = resolve(space, address);
    if address % size != 0 {
        return Err(format!("a misaligned access of {size} bytes at .{} address {address:#x}", space.name()));
    }
    Ok((space, address))
}

/// A vector access must be aligned to its whole size (`bytes`), as on a GPU,
/// where a misaligned one faults; each of its elements is then checked as a
/// scalar access.
fn vector_aligned(space: Space, address: u64, bytes: u64) -> Result<(), String> {
    let (space, address) = resolve(space, address);
    if address % bytes != 0 {
        return Err(format!("a misaligned vector access of {bytes} bytes at .{} address {address:#x}", space.name()));
    }
    Ok(())
}

/// Reads `size` bytes at `address` in `space`, checked for bounds and alignment.
fn load(space: Space, address: u64, size: u64, shared: &mut [u8], local: &mut [u8], spaces: &Spaces<'_>) -> Result<u64, String> {
    let (space, address) = place(space, address, size)?;
    match space {
        Space::Global => spaces.global.read(address, size).map(load_le),
        Space::Const => spaces.constant.read(address, size).map(load_le),
        Space::Shared => in_array(shared, space, address, size).map(|b| load_le(b)),
        Space::Local => in_array(local, space, address, size).map(|b| load_le(b)),
        Space::Param => {
            let end = address.checked_add(size).filter(|&e| e <= spaces.params.len() as u64).ok_or_else(|| format!("an access of {size} bytes at .param offset {address} is outside the parameters"))?;
            Ok(load_le(&spaces.params[address as usize..end as usize]))
        }
        Space::Generic => Err("an unresolved generic address".to_string()),
    }
}

/// The bytes a store or atomic of `size` bytes at `address` in `space` writes.
fn store<'b>(space: Space, address: u64, size: u64, shared: &'b mut [u8], local: &'b mut [u8], global: &'b mut Region) -> Result<&'b mut [u8], String> {
    let (space, address) = place(space, address, size)?;
    match space {
        Space::Global => global.write(address, size),
        Space::Shared => in_array(shared, space, address, size),
        Space::Local => in_array(local, space, address, size),
        other => Err(format!("a store to the read-only .{} space", other.name())),
    }
}

/// `vprintf(format, arguments)`: the format string and argument buffer at generic addresses.
fn print(format: u64, arguments: u64, shared: &mut [u8], local: &mut [u8], spaces: &Spaces<'_>) -> Result<String, String> {
    let mut text = Vec::new();
    loop {
        let byte = load(Space::Generic, format + text.len() as u64, 1, shared, local, spaces)? as u8;
        if byte == 0 {
            break;
        }
        text.push(byte);
        if text.len() > 1 << 16 {
            return Err("the format string has no end".to_string());
        }
    }
    let text = String::from_utf8(text).map_err(|_| "the format string is not UTF-8".to_string())?;
    vprintf::format(&text, |offset, bytes| {
        if arguments == 0 {
            return Err("the format has conversions but the argument pointer is null".to_string());
        }
        load(Space::Generic, arguments + offset, bytes, shared, local, spaces)
    })
}
