"""A small Tile IR bytecode (13.1) writer for gen.py's hostile inputs.

It writes what it is told, field by field (docs/bytecode.md): types are raw
entries, so a generator can declare a tile of 3 elements or of 2^63 - 1, a
type that names itself, or an index past the end of a table; ops are an
opcode and their fields as the reader reads them (see `op`). Nothing is
checked: that is the reader's job.
"""

import struct

MAGIC = b"\x7fTileIR\x00"

# Type tags (dialect/src/bytecode/mod.rs, type_tag).
SCALAR_TAGS = {"i1": 0, "i8": 1, "i16": 2, "i32": 3, "i64": 4, "f16": 5, "bf16": 6, "f32": 7, "tf32": 8, "f64": 9}
POINTER, TILE, TENSOR_VIEW, PARTITION_VIEW, FUNC, TOKEN = 12, 13, 14, 15, 16, 17

# Opcodes (specs/ops/*.spec).
OPCODES = {
    "addf": 0x02,
    "broadcast": 0x0B,
    "constant": 0x10,
    "for": 0x29,
    "get_tile_block_id": 0x30,
    "if": 0x32,
    "iota": 0x3A,
    "load_ptr_tko": 0x3D,
    "load_view_tko": 0x3E,
    "make_partition_view": 0x42,
    "make_tensor_view": 0x43,
    "offset": 0x51,
    "reshape": 0x5B,
    "return": 0x5C,
    "store_ptr_tko": 0x65,
    "store_view_tko": 0x66,
    "yield": 0x6D,
}

KERNEL = 0x02
HAS_HINTS = 0x04

# Debug-info entry tags (dialect/src/bytecode/mod.rs, debug_tag).
DI_COMPILE_UNIT, DI_FILE, DI_LEXICAL_BLOCK, DI_LOC, DI_SUBPROGRAM = 1, 2, 3, 4, 5


def varint(v):
    """Unsigned LEB128 (v < 2^64)."""
    assert 0 <= v < 1 << 64, v
    out = bytearray()
    while True:
        low = v & 0x7F
        v >>= 7
        if v == 0:
            out.append(low)
            return bytes(out)
        out.append(low | 0x80)


def i64_array(values):
    return varint(len(values)) + b"".join(struct.pack("<Q", v & (1 << 64) - 1) for v in values)


def i32_array(values):
    return varint(len(values)) + b"".join(struct.pack("<I", v & (1 << 32) - 1) for v in values)


def fields(*items):
    """Ints as varints, bytes as they are."""
    return b"".join(varint(x) if isinstance(x, int) else bytes(x) for x in items)


def op(name, *items):
    """An op: its opcode, then its fields in the reader's order (results
    count when the op has a variadic group, result types, the flags of
    optional fields, attributes, operands, regions)."""
    return fields(OPCODES[name], *items)


def region(*blocks):
    """A region of blocks, each a (argument type indices, [ops]) pair."""
    out = varint(len(blocks))
    for args, ops in blocks:
        out += varint(len(args)) + b"".join(varint(a) for a in args)
        out += varint(len(ops)) + b"".join(ops)
    return out


def pad(buf, alignment):
    while len(buf) % alignment:
        buf.append(0xCB)


class Module:
    def __init__(self):
        self.strings = []
        self.types = []
        self.constants = []
        self.functions = []
        self.debug_entries = []
        self.debug_runs = []

    def string(self, s):
        data = s.encode()
        if data not in self.strings:
            self.strings.append(data)
        return self.strings.index(data)

    def raw_type(self, payload):
        """A type entry as given (interned by content)."""
        if payload not in self.types:
            self.types.append(payload)
        return self.types.index(payload)

    def scalar(self, name):
        return self.raw_type(varint(SCALAR_TAGS[name]))

    def ptr(self, pointee):
        return self.raw_type(fields(POINTER, pointee))

    def tile(self, shape, element):
        return self.raw_type(fields(TILE, element) + i64_array(shape))

    def tensor_view(self, element, shape, strides):
        return self.raw_type(fields(TENSOR_VIEW, element) + i64_array(shape) + i64_array(strides))

    def partition_view(self, tile_shape, tensor_view, dim_map, padding=None):
        payload = fields(PARTITION_VIEW) + i32_array(tile_shape) + varint(tensor_view) + i32_array(dim_map)
        payload += b"\x00" if padding is None else b"\x01" + varint(padding)
        return self.raw_type(payload)

    def func(self, inputs, results):
        return self.raw_type(fields(FUNC, len(inputs), *inputs, len(results), *results))

    def token(self):
        return self.raw_type(varint(TOKEN))

    def constant(self, data):
        """A dense constant's raw buffer (a splat stored once)."""
        self.constants.append(varint(len(data)) + data)
        return len(self.constants) - 1

    def debug_entry(self, payload):
        """A debug-info entry; its index (0 is the unknown location)."""
        self.debug_entries.append(payload)
        return len(self.debug_entries)

    def debug_run(self, indices):
        """A function's debug indices (its location's, then its ops'): the
        value of `function(debug=...)`."""
        self.debug_runs.append(indices)
        return len(self.debug_runs)

    def function(self, name, signature, body, flags=KERNEL, debug=0, hints=b""):
        self.functions.append(fields(self.string(name), signature) + bytes([flags]) + varint(debug) + hints + varint(len(body)) + body)

    def bytes(self):
        out = bytearray(MAGIC + bytes([13, 1, 0, 0]))
        sections = []
        funcs = bytearray(varint(len(self.functions)) + b"".join(self.functions))
        sections.append((2, funcs, 8))
        if self.constants:
            sections.append((4, table(self.constants, "<Q", 8), 8))
        if self.debug_runs or self.debug_entries:
            b = bytearray(varint(len(self.debug_runs)))
            pad(b, 4)
            start = 0
            for run in self.debug_runs:
                b += struct.pack("<I", start)
                start += len(run)
            b += varint(start)
            pad(b, 8)
            b += b"".join(struct.pack("<Q", i) for run in self.debug_runs for i in run)
            b += table(self.debug_entries)
            sections.append((3, b, 8))
        sections.append((5, table(self.types), 4))
        sections.append((1, table(self.strings), 4))
        for ident, payload, alignment in sections:
            out.append(ident | 0x80)
            out += varint(len(payload)) + varint(alignment)
            pad(out, alignment)
            out += payload
        out.append(0)
        return bytes(out)


def table(items, offset="<I", alignment=4):
    """Count, padding to `alignment`, start offsets (`offset`, a struct
    format: u32 unless said otherwise), the items back to back."""
    b = bytearray(varint(len(items)))
    pad(b, alignment)
    start = 0
    for item in items:
        b += struct.pack(offset, start)
        start += len(item)
    return b + b"".join(items)
