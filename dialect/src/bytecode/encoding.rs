//! The primitives of the format: LEB128 varints (zigzag for signed ones),
//! little-endian fixed-width integers, and alignment padding. Reading goes
//! through [`Cursor`], which checks every access against the bytes left, so
//! no length read from a file can make the reader allocate more than the
//! file holds.

use std::fmt;
use std::sync::Arc;

/// A problem with the bytes being read: the offset in the file of what is
/// wrong, the message, and where in the module it was met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub offset: usize,
    pub message: String,
    /// The function being read, when the error is inside one.
    pub function: Option<Box<str>>,
    /// The innermost op being read, when the error is inside one (boxed:
    /// results of errors fill the reader's frames, nested as deep as ops).
    pub op: Option<Box<ErrorOp>>,
}

/// The op an [`Error`] was met in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorOp {
    pub name: &'static str,
    /// Where the op starts in the file.
    pub offset: usize,
    /// The op's source position, when its debug info gives one.
    pub location: Option<(Arc<str>, u32, u32)>,
}

impl Error {
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        Error { offset, message: message.into(), function: None, op: None }
    }
}

impl fmt::Display for Error {
    /// `error at offset 150 in function 'k', op 'cuda_tile.iota' at offset 98 (k.py:3:5): message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error at offset {}", self.offset)?;
        if let Some(name) = &self.function {
            write!(f, " in function '{name}'")?;
        }
        if let Some(op) = &self.op {
            let sep = if self.function.is_some() { "," } else { " in" };
            write!(f, "{sep} op '{}' at offset {}", op.name, op.offset)?;
            if let Some((file, line, col)) = &op.location {
                write!(f, " ({file}:{line}:{col})")?;
            }
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// A bounded reader over a slice; offsets in errors are from the file start.
#[derive(Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// Where `data` starts in the file.
    base: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Cursor { data, pos: 0, base: 0 }
    }

    /// A cursor over `data`, which starts at `base` in the file.
    pub fn at(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// The offset in the file of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// The position within this cursor's slice.
    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    pub fn error<T>(&self, message: impl Into<String>) -> Result<T> {
        Err(Error::new(self.offset(), message))
    }

    pub fn byte(&mut self) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.error("unexpected end of data"),
        }
    }

    /// An unsigned LEB128 varint of at most 10 bytes (64 bits, see the tenth byte).
    pub fn varint(&mut self) -> Result<u64> {
        let start = self.offset();
        let mut result: u64 = 0;
        let mut shift = 0u32;
        loop {
            let b = self.byte()?;
            if shift == 63 {
                // The tenth byte holds bit 63 in its lowest bit. NVIDIA's reader drops
                // its other payload bits (bits 64 and up), and cuTile Python 1.7 writes
                // them: its zigzag encoding of an f64 float attribute with the sign bit
                // set (the -inf identity of an f64 max) is 65 bits long, read as +inf.
                if b & 0x80 != 0 {
                    return Err(Error::new(start, "varint longer than 10 bytes"));
                }
                return Ok(result | u64::from(b & 1) << 63);
            }
            result |= u64::from(b & 0x7F) << shift;
            if b & 0x80 == 0 {
                return Ok(result);
            }
            shift += 7;
        }
    }

    /// A varint that must not exceed `max`.
    pub fn varint_max(&mut self, max: u64, what: &str) -> Result<u64> {
        let start = self.offset();
        let v = self.varint()?;
        if v > max {
            return Err(Error::new(start, format!("{what} ({v}) exceeds the maximum of {max}")));
        }
        Ok(v)
    }

    /// A count of items each taking at least `min_item_bytes`: bounded by
    /// the bytes left, so that it can size an allocation.
    pub fn count(&mut self, min_item_bytes: usize, what: &str) -> Result<usize> {
        let start = self.offset();
        let v = self.varint()?;
        let max = (self.remaining() / min_item_bytes.max(1)) as u64;
        if v > max {
            return Err(Error::new(start, format!("{what} ({v}) exceeds the {max} that fit in the remaining {} bytes", self.remaining())));
        }
        Ok(v as usize)
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> Result<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return self.error(format!("{n} bytes requested, {} left", self.remaining()));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    pub fn rest(&mut self) -> &'a [u8] {
        let s = &self.data[self.pos..];
        self.pos = self.data.len();
        s
    }

    pub fn u16_le(&mut self) -> Result<u16> {
        Ok(u16::from_le_bytes(self.bytes(2)?.try_into().expect("two bytes")))
    }

    pub fn u32_le(&mut self) -> Result<u32> {
        Ok(u32::from_le_bytes(self.bytes(4)?.try_into().expect("four bytes")))
    }

    pub fn u64_le(&mut self) -> Result<u64> {
        Ok(u64::from_le_bytes(self.bytes(8)?.try_into().expect("eight bytes")))
    }

    /// A varint count then that many little-endian `i32`s.
    pub fn i32_array(&mut self) -> Result<Vec<i32>> {
        let n = self.count(4, "array size")?;
        (0..n).map(|_| self.u32_le().map(|v| v as i32)).collect()
    }

    /// A varint count then that many little-endian `i64`s.
    pub fn i64_array(&mut self) -> Result<Vec<i64>> {
        let n = self.count(8, "array size")?;
        (0..n).map(|_| self.u64_le().map(|v| v as i64)).collect()
    }

    /// A varint count then that many bytes, each a bool (nonzero is true).
    pub fn bool_array(&mut self) -> Result<Vec<bool>> {
        let n = self.count(1, "array size")?;
        (0..n).map(|_| self.byte().map(|b| b != 0)).collect()
    }

    /// Skips padding up to a multiple of `alignment` (of the position in this slice).
    pub fn align(&mut self, alignment: usize) -> Result<()> {
        if alignment < 2 {
            return Ok(());
        }
        let pad = (alignment - self.pos % alignment) % alignment;
        self.bytes(pad).map(|_| ())
    }
}

/// Appends encoded values to a byte buffer.
#[derive(Default, Clone, Debug)]
pub struct Buf {
    pub bytes: Vec<u8>,
    /// The largest alignment padded to so far.
    pub required_alignment: usize,
}

impl Buf {
    pub fn new() -> Self {
        Buf { bytes: Vec::new(), required_alignment: 1 }
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
    }

    pub fn varint(&mut self, mut v: u64) {
        loop {
            let low = (v & 0x7F) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(low);
                return;
            }
            self.bytes.push(low | 0x80);
        }
    }

    pub fn signed_varint(&mut self, v: i64) {
        self.varint(((v as u64) << 1) ^ ((v >> 63) as u64));
    }

    pub fn u16_le(&mut self, v: u16) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    pub fn u32_le(&mut self, v: u32) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    pub fn u64_le(&mut self, v: u64) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    pub fn i32_array(&mut self, values: &[i32]) {
        self.varint(values.len() as u64);
        for v in values {
            self.u32_le(*v as u32);
        }
    }

    pub fn i64_array(&mut self, values: &[i64]) {
        self.varint(values.len() as u64);
        for v in values {
            self.u64_le(*v as u64);
        }
    }

    pub fn bool_array(&mut self, values: &[bool]) {
        self.varint(values.len() as u64);
        for v in values {
            self.byte(u8::from(*v));
        }
    }

    pub fn extend(&mut self, b: &[u8]) {
        self.bytes.extend_from_slice(b);
    }

    /// Pads with [`PADDING_BYTE`](super::PADDING_BYTE) to a multiple of `alignment`.
    /// An offset table (the string, type and debug sections): the count,
    /// padding to 4, each item's u32 offset, then the items back to back.
    pub fn offset_table(&mut self, items: &[Vec<u8>]) {
        self.varint(items.len() as u64);
        self.align(4);
        let mut running = 0u32;
        for item in items {
            self.u32_le(running);
            running += item.len() as u32;
        }
        for item in items {
            self.extend(item);
        }
    }

    pub fn align(&mut self, alignment: usize) {
        if alignment < 2 {
            return;
        }
        while !self.bytes.len().is_multiple_of(alignment) {
            self.bytes.push(super::PADDING_BYTE);
        }
        self.required_alignment = self.required_alignment.max(alignment);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        for v in [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            let mut b = Buf::new();
            b.varint(v);
            assert_eq!(Cursor::new(&b.bytes).varint().unwrap(), v);
        }
        for v in [0i64, -1, 1, i64::MIN, i64::MAX, -300] {
            let mut b = Buf::new();
            b.signed_varint(v);
            assert_eq!(Cursor::new(&b.bytes).signed_varint().unwrap(), v);
        }
    }

    #[test]
    fn overlong_and_truncated_varints_are_errors() {
        assert!(Cursor::new(&[0xFF; 11]).varint().is_err());
        assert!(Cursor::new(&[0x80]).varint().is_err());
        assert!(Cursor::new(&[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x81]).varint().is_err());
    }

    #[test]
    fn a_tenth_byte_gives_bit_63_only_as_nvidia_reads_it() {
        // tileirdisasm 13.4 reads these bytes (from cuTile Python 1.7's `-inf : f64`
        // identity) as a signed varint of 0x7FF0000000000000, +inf; with 0x02 last, 1.0.
        let inf = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xF0, 0xFF, 0x03];
        assert_eq!(Cursor::new(&inf).signed_varint().unwrap() as u64, 0x7FF0_0000_0000_0000);
        let one = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xF0, 0xFF, 0x02];
        assert_eq!(Cursor::new(&one).signed_varint().unwrap() as u64, 0x3FF0_0000_0000_0000);
        assert_eq!(Cursor::new(&[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]).varint().unwrap(), u64::MAX);
    }

    #[test]
    fn counts_are_bounded_by_the_bytes_left() {
        let mut b = Buf::new();
        b.varint(1 << 40);
        b.extend(&[0; 16]);
        assert!(Cursor::new(&b.bytes).count(4, "array size").is_err());
    }
}
