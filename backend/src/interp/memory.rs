//! Host memory as kernels see it: buffers at distinct addresses, accessed
//! with bounds, alignment and memory-ordering checks.
//!
//! Buffer `i` starts at address `(i + 1) << 40`, so an address names its
//! buffer and offset, a null or wild pointer is caught, and no access ever
//! reaches outside the buffer's storage. Storage is made of `AtomicU64`
//! words; an access of width 1, 2, 4 or 8 bytes is one atomic access of that
//! width at a naturally aligned address. Plain (weak) accesses are relaxed
//! atomics, so tile blocks running in parallel never make a Rust data race,
//! and ordered accesses use the ordering they ask for.
//!
//! `alloca` (13.3) takes memory while the kernel runs: the heap, from
//! buffer [`HEAP_FIRST`] on, behind a lock that tile blocks running in
//! parallel share. Its buffers are freed at the end of the block that made
//! them, and their addresses are never handed out again, so an access after
//! the free names the alloca it used.

use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering};
use std::sync::{Arc, RwLock};

use super::limits::{try_vec, try_zeroed_words, AllocFailed};

const BUFFER_SHIFT: u32 = 40;
const OFFSET_MASK: u64 = (1 << BUFFER_SHIFT) - 1;
/// The first buffer index of the heap; the launch's own buffers come before it.
const HEAP_FIRST: u64 = 1 << 22;
/// One past the last buffer index an address holds.
const BUFFER_END: u64 = (1 << (64 - BUFFER_SHIFT)) - 1;

/// One allocation: a kernel buffer argument or a global.
pub struct Buffer {
    /// What it is, for error messages (`argument #2`, `global @table`).
    pub name: String,
    pub len: usize,
    words: Box<[AtomicU64]>,
}

impl Buffer {
    /// A buffer of `len` zero bytes (whose storage takes memory only where written).
    fn zeroed(name: String, len: usize) -> Result<Buffer, AllocFailed> {
        Ok(Buffer { name, len, words: try_zeroed_words(len.div_ceil(8))? })
    }

    fn new(name: String, bytes: &[u8]) -> Result<Buffer, AllocFailed> {
        let buffer = Buffer::zeroed(name, bytes.len())?;
        for (word, chunk) in buffer.words.iter().zip(bytes.chunks(8)) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            let bits = u64::from_le_bytes(w);
            if bits != 0 {
                word.store(bits, Ordering::Relaxed);
            }
        }
        Ok(buffer)
    }

    /// The buffer's bytes now (an error when the copy cannot be allocated).
    pub fn to_bytes(&self) -> Result<Vec<u8>, AllocFailed> {
        let mut out = try_vec(self.words.len() * 8)?;
        out.extend(self.words.iter().flat_map(|w| w.load(Ordering::Relaxed).to_le_bytes()));
        out.truncate(self.len);
        Ok(out)
    }
}

/// Why an access failed.
#[derive(Debug, Clone, PartialEq)]
pub enum AccessError {
    Null,
    Wild(u64),
    OutOfBounds { buffer: String, offset: u64, width: usize, len: usize },
    Misaligned { addr: u64, width: usize },
    /// An access to heap memory after its block ended.
    Freed { buffer: String },
}

impl std::fmt::Display for AccessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccessError::Null => write!(f, "access through a null pointer"),
            AccessError::Wild(a) => write!(f, "access at address {a:#x}, which is in no buffer"),
            AccessError::OutOfBounds { buffer, offset, width, len } => {
                write!(f, "out-of-bounds access of {width} bytes at byte offset {} of {buffer} ({len} bytes)", *offset as i64)
            }
            AccessError::Misaligned { addr, width } => write!(f, "misaligned access of {width} bytes at address {addr:#x}"),
            AccessError::Freed { buffer } => write!(f, "access to {buffer}, whose memory was freed at the end of its block"),
        }
    }
}

/// Every buffer of one kernel launch.
#[derive(Default)]
pub struct Memory {
    buffers: Vec<Buffer>,
    heap: RwLock<Vec<HeapSlot>>,
}

/// A heap buffer: in use, or freed (its name kept for the errors).
enum HeapSlot {
    Live(Arc<Buffer>),
    Freed(String),
}

/// How an access is ordered (the atomic orderings of the memory model).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Weak and relaxed accesses.
    Relaxed,
    Acquire,
    Release,
    AcqRel,
}

impl Order {
    fn load(self) -> Ordering {
        match self {
            Order::Acquire | Order::AcqRel => Ordering::Acquire,
            _ => Ordering::Relaxed,
        }
    }
    fn store(self) -> Ordering {
        match self {
            Order::Release | Order::AcqRel => Ordering::Release,
            _ => Ordering::Relaxed,
        }
    }
    pub fn rmw(self) -> Ordering {
        match self {
            Order::Relaxed => Ordering::Relaxed,
            Order::Acquire => Ordering::Acquire,
            Order::Release => Ordering::Release,
            Order::AcqRel => Ordering::AcqRel,
        }
    }
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Adds a buffer holding `bytes`; returns its base address, or an
    /// error when its storage cannot be allocated.
    pub fn allocate(&mut self, name: impl Into<String>, bytes: &[u8]) -> Result<u64, AllocFailed> {
        self.add(bytes.len(), |len| Buffer::new(name.into(), &bytes[..len]))
    }

    /// Adds a buffer of `len` zero bytes; returns its base address.
    pub fn allocate_zeroed(&mut self, name: impl Into<String>, len: usize) -> Result<u64, AllocFailed> {
        self.add(len, |len| Buffer::zeroed(name.into(), len))
    }

    fn add(&mut self, len: usize, make: impl FnOnce(usize) -> Result<Buffer, AllocFailed>) -> Result<u64, AllocFailed> {
        if len as u64 > OFFSET_MASK {
            // Larger than a buffer's address range (1 TiB).
            return Err(AllocFailed { bytes: len as u64 });
        }
        if self.buffers.len() as u64 + 1 >= HEAP_FIRST {
            return Err(AllocFailed { bytes: len as u64 });
        }
        let buffer = make(len)?;
        self.buffers.try_reserve(1).map_err(|_| AllocFailed { bytes: std::mem::size_of::<Buffer>() as u64 })?;
        self.buffers.push(buffer);
        Ok((self.buffers.len() as u64) << BUFFER_SHIFT)
    }

    /// Adds a heap buffer of `len` zero bytes (an `alloca`'s); returns its base
    /// address. Tile blocks may call it at once.
    pub fn heap_allocate(&self, name: impl Into<String>, len: usize) -> Result<u64, AllocFailed> {
        if len as u64 > OFFSET_MASK {
            return Err(AllocFailed { bytes: len as u64 });
        }
        let buffer = Arc::new(Buffer::zeroed(name.into(), len)?);
        let mut heap = self.heap.write().unwrap_or_else(|e| e.into_inner());
        let index = HEAP_FIRST + heap.len() as u64;
        if index >= BUFFER_END {
            return Err(AllocFailed { bytes: len as u64 });
        }
        heap.try_reserve(1).map_err(|_| AllocFailed { bytes: std::mem::size_of::<HeapSlot>() as u64 })?;
        heap.push(HeapSlot::Live(buffer));
        Ok((index + 1) << BUFFER_SHIFT)
    }

    /// Frees the heap buffer at `base` (later accesses are errors naming it).
    pub fn heap_free(&self, base: u64) {
        let Some(index) = (base >> BUFFER_SHIFT).checked_sub(1 + HEAP_FIRST) else { return };
        let mut heap = self.heap.write().unwrap_or_else(|e| e.into_inner());
        if let Some(slot) = heap.get_mut(index as usize) {
            if let HeapSlot::Live(b) = slot {
                *slot = HeapSlot::Freed(b.name.clone());
            }
        }
    }

    /// The heap buffer an address names, if it names one.
    fn heap_buffer(&self, addr: u64) -> Option<Result<Arc<Buffer>, AccessError>> {
        let index = (addr >> BUFFER_SHIFT).checked_sub(1)?;
        if index < HEAP_FIRST {
            return None;
        }
        let heap = self.heap.read().unwrap_or_else(|e| e.into_inner());
        Some(match heap.get((index - HEAP_FIRST) as usize) {
            Some(HeapSlot::Live(b)) => Ok(b.clone()),
            Some(HeapSlot::Freed(name)) => Err(AccessError::Freed { buffer: name.clone() }),
            None => Err(AccessError::Wild(addr)),
        })
    }

    pub fn buffer(&self, base: u64) -> Option<&Buffer> {
        let index = (base >> BUFFER_SHIFT).checked_sub(1)? as usize;
        self.buffers.get(index)
    }

    /// The buffer and byte offset an address falls in, when all `width`
    /// bytes are inside it and the address is aligned to `width`.
    fn locate(&self, addr: u64, width: usize) -> Result<(&Buffer, usize), AccessError> {
        if addr == 0 {
            return Err(AccessError::Null);
        }
        let index = (addr >> BUFFER_SHIFT).checked_sub(1).ok_or(AccessError::Wild(addr))? as usize;
        let buffer = self.buffers.get(index).ok_or(AccessError::Wild(addr))?;
        let offset = within(buffer, addr, width)?;
        Ok((buffer, offset))
    }

    /// The atomic cell of `width` bytes at `addr`, run through `f`.
    fn with_cell<R>(&self, addr: u64, width: usize, f: impl FnOnce(Cell<'_>) -> R) -> Result<R, AccessError> {
        if let Some(heap) = self.heap_buffer(addr) {
            let buffer = heap?;
            let offset = within(&buffer, addr, width)?;
            return Ok(f(cell(&buffer, offset, width)));
        }
        let (buffer, offset) = self.locate(addr, width)?;
        Ok(f(cell(buffer, offset, width)))
    }

    /// Reads `width` (1, 2, 4 or 8) bytes at `addr`, zero-extended.
    pub fn load(&self, addr: u64, width: usize, order: Order) -> Result<u64, AccessError> {
        self.with_cell(addr, width, |c| c.load(order.load()))
    }

    /// Writes the low `width` bytes of `bits` at `addr`.
    pub fn store(&self, addr: u64, width: usize, bits: u64, order: Order) -> Result<(), AccessError> {
        self.with_cell(addr, width, |c| c.store(bits, order.store()))
    }

    /// Atomically replaces the value at `addr` by `f(old)` (a compare-and-swap
    /// loop); returns the old value.
    pub fn update(&self, addr: u64, width: usize, order: Order, mut f: impl FnMut(u64) -> u64) -> Result<u64, AccessError> {
        self.with_cell(addr, width, |c| {
            let mut old = c.load(Ordering::Relaxed);
            loop {
                match c.compare_exchange(old, f(old), order.rmw()) {
                    Ok(prev) => return prev,
                    Err(now) => old = now,
                }
            }
        })
    }

    /// Atomically writes `new` at `addr` if it holds `expected`; returns the old value.
    pub fn compare_and_swap(&self, addr: u64, width: usize, expected: u64, new: u64, order: Order) -> Result<u64, AccessError> {
        self.with_cell(addr, width, |c| match c.compare_exchange(expected, new, order.rmw()) {
            Ok(v) | Err(v) => v,
        })
    }
}

/// The offset of `addr` in `buffer`, when all `width` bytes are inside it and
/// the address is aligned to `width`.
fn within(buffer: &Buffer, addr: u64, width: usize) -> Result<usize, AccessError> {
    let offset = addr & OFFSET_MASK;
    if offset as usize + width > buffer.len {
        return Err(AccessError::OutOfBounds { buffer: buffer.name.clone(), offset, width, len: buffer.len });
    }
    if addr & (width as u64 - 1) != 0 {
        return Err(AccessError::Misaligned { addr, width });
    }
    Ok(offset as usize)
}

/// The cell of `width` bytes at `offset` of `buffer` (checked by [`within`]).
fn cell(buffer: &Buffer, offset: usize, width: usize) -> Cell<'_> {
    let word = &buffer.words[offset / 8];
    let ptr = word.as_ptr().cast::<u8>().wrapping_add(offset % 8);
    // SAFETY: `ptr` is inside `word` (offset % 8 + width <= 8 by alignment),
    // aligned to `width`, and every access to the storage is atomic.
    unsafe {
        match width {
            1 => Cell::W8(AtomicU8::from_ptr(ptr)),
            2 => Cell::W16(AtomicU16::from_ptr(ptr.cast())),
            4 => Cell::W32(AtomicU32::from_ptr(ptr.cast())),
            _ => Cell::W64(AtomicU64::from_ptr(ptr.cast())),
        }
    }
}

enum Cell<'a> {
    W8(&'a AtomicU8),
    W16(&'a AtomicU16),
    W32(&'a AtomicU32),
    W64(&'a AtomicU64),
}

impl Cell<'_> {
    fn load(&self, o: Ordering) -> u64 {
        match self {
            Cell::W8(a) => a.load(o) as u64,
            Cell::W16(a) => a.load(o) as u64,
            Cell::W32(a) => a.load(o) as u64,
            Cell::W64(a) => a.load(o),
        }
    }
    fn store(&self, v: u64, o: Ordering) {
        match self {
            Cell::W8(a) => a.store(v as u8, o),
            Cell::W16(a) => a.store(v as u16, o),
            Cell::W32(a) => a.store(v as u32, o),
            Cell::W64(a) => a.store(v, o),
        }
    }
    fn compare_exchange(&self, current: u64, new: u64, o: Ordering) -> Result<u64, u64> {
        let fail = match o {
            Ordering::AcqRel | Ordering::Acquire => Ordering::Acquire,
            _ => Ordering::Relaxed,
        };
        match self {
            Cell::W8(a) => a.compare_exchange(current as u8, new as u8, o, fail).map(u64::from).map_err(u64::from),
            Cell::W16(a) => a.compare_exchange(current as u16, new as u16, o, fail).map(u64::from).map_err(u64::from),
            Cell::W32(a) => a.compare_exchange(current as u32, new as u32, o, fail).map(u64::from).map_err(u64::from),
            Cell::W64(a) => a.compare_exchange(current, new, o, fail),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accesses_are_bounded_and_aligned() {
        let mut m = Memory::new();
        let a = m.allocate("argument #0", &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).unwrap();
        assert_eq!(m.load(a, 4, Order::Relaxed), Ok(0x04030201));
        assert_eq!(m.load(a + 8, 2, Order::Relaxed), Ok(0x0a09));
        assert!(matches!(m.load(a + 8, 4, Order::Relaxed), Err(AccessError::OutOfBounds { .. })));
        assert!(matches!(m.load(a + 1, 2, Order::Relaxed), Err(AccessError::Misaligned { .. })));
        assert_eq!(m.load(0, 4, Order::Relaxed), Err(AccessError::Null));
        assert!(matches!(m.load(a.wrapping_sub(4), 4, Order::Relaxed), Err(AccessError::Wild(_)) | Err(AccessError::OutOfBounds { .. })));
        m.store(a + 4, 4, 0xdeadbeef, Order::Release).unwrap();
        assert_eq!(m.buffer(a).unwrap().to_bytes().unwrap()[4..8], [0xef, 0xbe, 0xad, 0xde]);
        assert_eq!(m.update(a + 4, 4, Order::AcqRel, |v| v + 1), Ok(0xdeadbeef));
        assert_eq!(m.compare_and_swap(a + 4, 4, 0xdeadbef0, 7, Order::Relaxed), Ok(0xdeadbef0));
        assert_eq!(m.load(a + 4, 4, Order::Acquire), Ok(7));
    }
}
