//! The emulator's memory: global and constant allocations at their own
//! addresses, and the generic address space over them.
//!
//! Each state space numbers its own addresses. Global allocations (buffer
//! arguments and the module's `.global` arrays) start at [`GLOBAL_BASE`]
//! with unmapped gaps between them, so an access one element past a buffer
//! faults instead of reaching the next one; `.const` arrays, the CTA's
//! shared array and each thread's local array are numbered from their own
//! bases. A generic address is a global address, or a const, shared or
//! local address plus that space's window ([`CONST_WINDOW`], ...), which is
//! what `cvta` adds and `cvta.to` removes.

/// The first global address.
pub const GLOBAL_BASE: u64 = 0x0000_0001_0000_0000;
/// Unmapped bytes after each global or const allocation.
const GAP: u64 = 4096;
/// The first `.const` address.
pub const CONST_BASE: u64 = 0x1000;
/// Generic windows of the const, shared and local spaces.
pub const CONST_WINDOW: u64 = 0x0000_7c00_0000_0000;
pub const SHARED_WINDOW: u64 = 0x0000_7d00_0000_0000;
pub const LOCAL_WINDOW: u64 = 0x0000_7e00_0000_0000;
/// The size of each generic window.
pub const WINDOW_SIZE: u64 = 1 << 40;

/// One allocation: its first address, bytes and a name for messages.
#[derive(Clone, Debug)]
pub struct Allocation {
    pub base: u64,
    pub bytes: Vec<u8>,
    pub name: String,
}

/// The allocations of one state space, in address order.
#[derive(Clone, Debug)]
pub struct Region {
    next: u64,
    pub allocations: Vec<Allocation>,
}

impl Region {
    pub fn new(base: u64) -> Region {
        Region { next: base, allocations: Vec::new() }
    }

    /// Places `bytes` at the next address aligned to `align` (at least 256); its address.
    pub fn allocate(&mut self, name: impl Into<String>, bytes: Vec<u8>, align: u64) -> u64 {
        let align = align.max(256);
        let base = self.next.div_ceil(align) * align;
        self.next = base + (bytes.len() as u64).max(1) + GAP;
        self.allocations.push(Allocation { base, bytes, name: name.into() });
        base
    }

    /// The allocation and offset of `size` bytes at `address`, or why not.
    pub fn locate(&self, address: u64, size: u64) -> Result<(usize, usize), String> {
        let i = self.allocations.partition_point(|a| a.base <= address);
        if i > 0 {
            let a = &self.allocations[i - 1];
            let offset = address - a.base;
            if offset + size <= a.bytes.len() as u64 {
                return Ok((i - 1, offset as usize));
            }
            if offset < a.bytes.len() as u64 + GAP {
                return Err(format!("an access of {size} bytes at byte offset {offset} of {} ({} bytes) is out of bounds", a.name, a.bytes.len()));
            }
        }
        match self.allocations.get(i) {
            Some(next) if next.base - address < GAP => Err(format!("an access of {size} bytes at {} bytes before the start of {} is out of bounds", next.base - address, next.name)),
            _ => Err(format!("an access of {size} bytes at address {address:#x} reaches no allocation")),
        }
    }

    pub fn read(&self, address: u64, size: u64) -> Result<&[u8], String> {
        let (i, offset) = self.locate(address, size)?;
        Ok(&self.allocations[i].bytes[offset..offset + size as usize])
    }

    pub fn write(&mut self, address: u64, size: u64) -> Result<&mut [u8], String> {
        let (i, offset) = self.locate(address, size)?;
        Ok(&mut self.allocations[i].bytes[offset..offset + size as usize])
    }
}

/// Little-endian bytes as a number.
pub fn load_le(bytes: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w[..bytes.len()].copy_from_slice(bytes);
    u64::from_le_bytes(w)
}

/// Writes the low `bytes.len()` bytes of `v`.
pub fn store_le(bytes: &mut [u8], v: u64) {
    let n = bytes.len();
    bytes.copy_from_slice(&v.to_le_bytes()[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accesses_past_an_allocation_fault_with_the_offset() {
        let mut r = Region::new(GLOBAL_BASE);
        let a = r.allocate("argument #0", vec![0; 64], 256);
        let b = r.allocate("argument #1", vec![0; 64], 256);
        assert!(b > a + 64);
        assert!(r.read(a + 60, 4).is_ok());
        let past = r.read(a + 64, 4).expect_err("one past the end");
        assert!(past.contains("byte offset 64 of argument #0 (64 bytes)"), "{past}");
        let before = r.read(b - 4, 4).expect_err("before the start");
        assert!(before.contains("before the start of argument #1"), "{before}");
    }
}
