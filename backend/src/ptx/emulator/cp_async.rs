//! sm_80's `cp.async`: copies from global to shared memory that a thread
//! issues now and that complete later, in the groups `cp.async.commit_group`
//! makes and `cp.async.wait_group N` / `cp.async.wait_all` wait for (PTX ISA,
//! "Data Movement and Conversion Instructions: cp.async").
//!
//! [`CpAsync`] is one CTA's state, made only for a kernel that has a
//! `cp.async`. Each thread keeps its copies in issue order, each marked with
//! the number of its group: the copies issued since the thread's last commit
//! are its open group, and a commit closes it (with no copies too: an empty
//! group still counts for `wait_group`, as the ISA says). `wait_group N`
//! completes the copies of every committed group but the N most recent;
//! `wait_all` commits, then waits for every group. A copy writes its
//! destination only when it completes, in issue order, so code that reads
//! the destination before its wait reads what was there before. The machine
//! reads the source when the copy is issued (checking its bounds and the
//! alignment there, so a bad source faults at the instruction's line), and
//! completes what a thread left pending when it exits. A barrier completes
//! nothing.
//!
//! The machine runs a CTA's threads one after another up to each barrier
//! ([`super::machine`]), so an access that nothing orders against a copy
//! does not show by itself. This state keeps, for each shared byte, the
//! copies pending on it and the threads that accessed it since the CTA's
//! last barrier, and the machine reports as faults:
//!
//! - a shared access (`ld`, `st`, `atom`, `ldmatrix`, a `wgmma` operand) to
//!   a byte that a copy of any thread, the accessing one too, writes and no
//!   wait has completed: a missing `wait_group`;
//! - a copy issued to a byte that another thread accessed since the last
//!   barrier (a missing barrier before the copy), or that a pending copy,
//!   the thread's own too, writes (copies land in no defined order until
//!   a wait completes one);
//! - an access to a byte that another thread's copy wrote, completed since
//!   the last barrier: a missing barrier between the wait and the access.

use std::collections::VecDeque;

use crate::shared::limits::try_filled;

/// What a shared access does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
    /// An atomic read-modify-write.
    Update,
}

/// What a thread did to a shared byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Read,
    Write,
    /// One of its copies completed there.
    Copy,
}

/// A thread's access to a shared byte: the thread ([`NOBODY`] for none),
/// the line of the instruction and what it did.
#[derive(Clone, Copy, Debug)]
struct Accessor {
    line: u32,
    thread: u16,
    kind: Kind,
}

/// The thread of an empty [`Accessor`] (a CTA has at most 1,024 threads).
const NOBODY: u16 = u16::MAX;

const NO_ACCESSOR: Accessor = Accessor { line: 0, thread: NOBODY, kind: Kind::Read };

impl Accessor {
    /// How a message names the access.
    fn describe(&self) -> String {
        match self.kind {
            Kind::Read => format!("thread {} read (line {})", self.thread, self.line),
            Kind::Write => format!("thread {} wrote (line {})", self.thread, self.line),
            Kind::Copy => format!("a cp.async of thread {} (line {}) wrote", self.thread, self.line),
        }
    }

    /// Puts `who` in this slot if the slot is its thread's or empty: a
    /// thread's latest access, but a completed copy stays until the next
    /// barrier (the access a later one of another thread must not follow).
    fn merge(&mut self, who: Accessor) -> bool {
        if self.thread == who.thread {
            if self.kind != Kind::Copy || who.kind == Kind::Copy {
                *self = who;
            }
            return true;
        }
        false
    }
}

/// What the CTA knows of one shared byte.
#[derive(Clone, Copy, Debug)]
struct Byte {
    /// The copies issued and not completed that write the byte (all of one thread).
    pending: u32,
    /// The line of the last of them, and its thread.
    writer_line: u32,
    writer: u16,
    /// The barrier interval `first` and `second` belong to (0: none).
    epoch: u32,
    /// The first thread that accessed the byte in that interval, and the
    /// latest other one (if any): enough to find, for any thread, another
    /// that accessed it.
    first: Accessor,
    second: Accessor,
}

const UNTOUCHED: Byte = Byte { pending: 0, writer_line: 0, writer: NOBODY, epoch: 0, first: NO_ACCESSOR, second: NO_ACCESSOR };

/// A copy issued and not completed: its group's number, the shared
/// address it writes, the line of its instruction, and the `size` bytes it
/// writes (the source's bytes, then zeros).
#[derive(Clone, Debug)]
struct Pending {
    group: u64,
    to: u64,
    line: u32,
    size: u8,
    data: [u8; 16],
}

/// One thread's copies not completed, in issue order, and the groups it
/// has committed (the open group's number).
#[derive(Clone, Debug, Default)]
struct Queue {
    copies: VecDeque<Pending>,
    committed: u64,
}

/// A queue keeps at least this many copies' room however few it holds.
const QUEUE_ROOM: usize = 16;

/// One CTA's `cp.async` state.
pub struct CpAsync {
    /// Per byte of shared memory.
    bytes: Vec<Byte>,
    /// Per thread.
    queues: Vec<Queue>,
    /// The barrier interval: counts the barriers released, from 1.
    epoch: u32,
}

impl CpAsync {
    /// The most copies a CTA with `shared_bytes` of shared memory can have
    /// pending: one per 4 bytes (the smallest copy), since no two pending
    /// copies may write the same byte ([`CpAsync::issue`]).
    fn cap(shared_bytes: u64) -> usize {
        (shared_bytes / 4).min(u64::from(u32::MAX)) as usize
    }

    /// About the most bytes the state of a CTA with `shared_bytes` of shared
    /// memory and `threads` threads holds: the bytes' records, and the
    /// queues (each at most four times what it holds, or [`QUEUE_ROOM`]).
    pub fn state_bytes(shared_bytes: u64, threads: usize) -> u64 {
        let (byte, copy, queue) = (std::mem::size_of::<Byte>() as u64, std::mem::size_of::<Pending>() as u64, std::mem::size_of::<Queue>() as u64);
        let per_thread = queue.saturating_add(copy * QUEUE_ROOM as u64);
        let copies = (Self::cap(shared_bytes) as u64).saturating_mul(4 * copy);
        shared_bytes.saturating_mul(byte).saturating_add(per_thread.saturating_mul(threads as u64)).saturating_add(copies)
    }

    /// The state of a CTA with `shared_bytes` of shared memory and
    /// `threads` threads: nothing pending, nothing accessed.
    pub fn new(shared_bytes: usize, threads: usize) -> Result<CpAsync, String> {
        let bytes = try_filled(shared_bytes, UNTOUCHED).map_err(|e| format!("a CTA's state: {e}"))?;
        let queues = try_filled(threads, Queue::default()).map_err(|e| format!("a CTA's state: {e}"))?;
        Ok(CpAsync { bytes, queues, epoch: 1 })
    }

    /// A barrier released every thread: a new interval begins.
    pub fn barrier(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // After 2^32 - 1 barriers: forget every access rather than mistake an old one for a new one.
            for byte in &mut self.bytes {
                byte.epoch = 0;
            }
            self.epoch = 1;
        }
    }

    /// Thread `t`'s instruction `what` at `line` accesses the `size` bytes at
    /// shared `address` (which the caller has bounds-checked; bytes outside
    /// are not tracked): an error if a pending copy writes one, or another
    /// thread's copy wrote one since the last barrier.
    pub fn access(&mut self, t: usize, line: u32, access: Access, what: &str, address: u64, size: u64) -> Result<(), String> {
        let epoch = self.epoch;
        let Some(bytes) = address.checked_add(size).filter(|&end| end <= self.bytes.len() as u64).map(|end| &mut self.bytes[address as usize..end as usize]) else {
            return Ok(());
        };
        let (verb, kind) = match access {
            Access::Read => ("reads", Kind::Read),
            Access::Write => ("writes", Kind::Write),
            Access::Update => ("updates", Kind::Write),
        };
        let who = Accessor { line, thread: t as u16, kind };
        for (i, byte) in bytes.iter_mut().enumerate() {
            let at = address + i as u64;
            if byte.pending > 0 {
                return Err(format!("{what} {verb} .shared address {at:#x}, which a cp.async of thread {} (line {}) writes, before a cp.async.wait_group completes it", byte.writer, byte.writer_line));
            }
            if byte.epoch == epoch {
                if let Some(copy) = [byte.first, byte.second].into_iter().find(|a| a.kind == Kind::Copy && usize::from(a.thread) != t) {
                    return Err(format!(
                        "{what} {verb} .shared address {at:#x}, which a cp.async of thread {} (line {}) wrote, with no barrier between the wait that completed it and this access",
                        copy.thread, copy.line
                    ));
                }
            }
            record(byte, epoch, who);
        }
        Ok(())
    }

    /// Thread `t`'s `cp.async` at `line` writes the first `size` bytes of
    /// `data` at shared `to` (bounds- and alignment-checked by the caller)
    /// when it completes: an error if another thread accessed one of those
    /// bytes since the last barrier, or a pending copy (of any thread)
    /// writes one.
    pub fn issue(&mut self, t: usize, line: u32, to: u64, size: usize, data: [u8; 16]) -> Result<(), String> {
        let Some(bytes) = (to as usize).checked_add(size).and_then(|end| self.bytes.get_mut(to as usize..end)) else {
            return Err(format!("cp.async: the destination of {size} bytes at .shared address {to:#x} is outside the {} bytes the kernel declares", self.bytes.len()));
        };
        for (i, byte) in bytes.iter().enumerate() {
            let at = to + i as u64;
            // Two copies in flight to one byte land in no defined order (the
            // ISA orders copies only through waits), a thread's own too.
            if byte.pending > 0 {
                return Err(format!(
                    "cp.async of thread {t} writes .shared address {at:#x}, which a cp.async of thread {} (line {}) also writes, before a cp.async.wait_group completes it",
                    byte.writer, byte.writer_line
                ));
            }
            if byte.epoch == self.epoch {
                let other = if usize::from(byte.first.thread) != t { byte.first } else { byte.second };
                if other.thread != NOBODY {
                    return Err(format!("cp.async of thread {t} writes .shared address {at:#x}, which {} since the last barrier", other.describe()));
                }
            }
        }
        let queue = &mut self.queues[t];
        queue.copies.try_reserve(1).map_err(|e| format!("cp.async: a CTA's state: {e}"))?;
        queue.copies.push_back(Pending { group: queue.committed, to, line, size: size as u8, data });
        for byte in bytes {
            byte.pending += 1;
            byte.writer = t as u16;
            byte.writer_line = line;
        }
        Ok(())
    }

    /// Copies pending over the CTA.
    #[cfg(test)]
    fn pending(&self) -> usize {
        self.queues.iter().map(|q| q.copies.len()).sum()
    }

    /// `cp.async.commit_group` of thread `t`: its open group (perhaps empty) is committed.
    pub fn commit(&mut self, t: usize) {
        self.queues[t].committed += 1;
    }

    /// `cp.async.wait_group keep` of thread `t`: the copies of its committed
    /// groups but the `keep` most recent complete, writing `shared`.
    pub fn wait(&mut self, t: usize, keep: u64, shared: &mut [u8]) {
        let done = self.queues[t].committed.saturating_sub(keep);
        self.complete(t, done, shared);
    }

    /// Thread `t` exits: every copy it left pending completes, the open group's too.
    pub fn finish(&mut self, t: usize, shared: &mut [u8]) {
        self.complete(t, u64::MAX, shared);
    }

    /// Completes thread `t`'s copies of the groups numbered below `done`, in issue order.
    fn complete(&mut self, t: usize, done: u64, shared: &mut [u8]) {
        let epoch = self.epoch;
        let queue = &mut self.queues[t];
        while queue.copies.front().is_some_and(|c| c.group < done) {
            let Some(copy) = queue.copies.pop_front() else { break };
            let (start, size) = (copy.to as usize, usize::from(copy.size));
            // Both were checked against shared memory, whose size does not change, at issue.
            if let Some(destination) = shared.get_mut(start..start + size) {
                destination.copy_from_slice(&copy.data[..size]);
            }
            let who = Accessor { line: copy.line, thread: t as u16, kind: Kind::Copy };
            for byte in self.bytes.get_mut(start..start + size).into_iter().flatten() {
                byte.pending = byte.pending.saturating_sub(1);
                record(byte, epoch, who);
            }
        }
        if queue.copies.capacity() > QUEUE_ROOM && queue.copies.len() * 4 < queue.copies.capacity() {
            queue.copies.shrink_to((queue.copies.len() * 2).max(QUEUE_ROOM));
        }
    }
}

/// Notes `who`'s access to `byte` in barrier interval `epoch`.
fn record(byte: &mut Byte, epoch: u32, who: Accessor) {
    if byte.epoch != epoch {
        byte.epoch = epoch;
        byte.first = who;
        byte.second = NO_ACCESSOR;
    } else if !byte.first.merge(who) && !byte.second.merge(who) {
        byte.second = who;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_complete_oldest_first_and_empty_ones_count() {
        let mut state = CpAsync::new(64, 2).expect("state");
        let mut shared = vec![0xffu8; 64];
        let data = |b: u8| [b; 16];
        state.issue(0, 10, 0, 16, data(1)).expect("first");
        state.commit(0);
        state.issue(0, 11, 16, 16, data(2)).expect("second");
        state.commit(0);
        state.commit(0);
        // Three groups: the second copy's group and an empty one stay.
        state.wait(0, 2, &mut shared);
        assert_eq!((shared[0], shared[16]), (1, 0xff));
        assert!(state.access(0, 12, Access::Read, "ld.shared", 16, 4).unwrap_err().contains("thread 0 (line 11) writes"));
        state.wait(0, 1, &mut shared);
        assert_eq!((shared[16], state.pending()), (2, 0));
        // Another thread reads the completed bytes before a barrier, then after one.
        assert!(state.access(1, 13, Access::Read, "ld.shared", 20, 4).unwrap_err().contains("with no barrier between"));
        state.barrier();
        state.access(1, 13, Access::Read, "ld.shared", 20, 4).expect("ordered by the barrier");
        let e = state.issue(0, 14, 16, 16, data(3)).unwrap_err();
        assert!(e.contains("which thread 1 read (line 13) since the last barrier"), "{e}");
    }

    #[test]
    fn the_last_access_of_each_of_two_threads_is_kept() {
        let mut state = CpAsync::new(16, 3).expect("state");
        state.access(0, 1, Access::Read, "ld", 0, 4).expect("read");
        state.access(1, 2, Access::Write, "st", 0, 4).expect("write");
        state.access(0, 3, Access::Read, "ld", 0, 4).expect("read again");
        assert!(state.issue(0, 4, 0, 4, [0; 16]).unwrap_err().contains("thread 1 wrote (line 2)"));
        assert!(state.issue(1, 4, 0, 4, [0; 16]).unwrap_err().contains("thread 0 read (line 3)"));
        assert!(state.issue(2, 4, 0, 4, [0; 16]).unwrap_err().contains("thread 0 read (line 3)"));
    }
}
