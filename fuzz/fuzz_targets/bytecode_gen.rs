//! Structurally valid bytecode with hostile types. From the fuzzer's bytes
//! it picks a kernel (element-wise through pointers, a reduction, a copy
//! through partition views, nested regions) with shapes and views of its
//! choosing, writes it with our writer, then rewrites entries of the type
//! table: tile shapes (odd, huge, negative, of many dimensions, claiming
//! more dimensions than the bytes hold), element and component indices (out
//! of range, naming the type itself), `dim_map`s, paddings, tensor view
//! sizes and strides, chains of function types as the signature. The file
//! stays well formed, so the reader gets past the framing to the types.
//!
//! Then: read; if it reads, verify; if it verifies, print, write (the writer
//! must accept what the reader accepted: they share the limits), read that
//! back (it must print the same), and lower every kernel to PTX, where an
//! internal error (something the verifier should have ruled out) is a
//! failure. A panic, an abort, a hang or an allocation past libFuzzer's
//! limits is a failure anywhere.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_backend::ptx::{self, Arch, LowerErrorKind};
use tilesmith_dialect::bytecode::{self, encoding::Buf};
use tilesmith_dialect::ir::{Attribute, Ir};
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

/// The fuzzer's bytes as choices (zeros once they run out).
struct Choices<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        let v = u16::from(self.byte()) | u16::from(self.byte()) << 8;
        usize::from(v) % n.max(1)
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| acc << 8 | u64::from(self.byte()))
    }
    /// A power of two up to 2^`max_log`.
    fn power_of_two(&mut self, max_log: usize) -> i64 {
        1 << self.below(max_log + 1)
    }
    /// A tile dimension: mostly valid ones, then the edges of every rule.
    fn dimension(&mut self) -> i64 {
        match self.below(4) {
            0 | 1 => self.power_of_two(12),
            2 => self.pick(&[1, 1 << 24, 1 << 23, 1 << 25, 3, 6, 0, -1, -4, 1 << 31, 1 << 32, 1 << 62, i64::MAX, i64::MIN, (1 << 31) - 1]),
            _ => self.u64() as i64,
        }
    }
    fn shape(&mut self, max_rank: usize) -> Vec<i64> {
        let rank = self.below(max_rank + 1);
        (0..rank).map(|_| self.dimension()).collect()
    }
    /// A tensor view size or stride: valid, dynamic, or past the rules.
    fn extent(&mut self) -> i64 {
        match self.below(4) {
            0 | 1 => self.power_of_two(20),
            2 => self.pick(&[i64::MIN, 0, -1, 3, 1 << 40, 1 << 62, i64::MAX, (1 << 31) - 1, 1 << 31]),
            _ => self.u64() as i64,
        }
    }
    fn i32_value(&mut self, small: i32) -> i32 {
        match self.below(3) {
            0 => self.below(small as usize + 1) as i32,
            1 => self.pick(&[-1, 5, 1 << 16, i32::MAX, i32::MIN, i32::MAX - 1, 3]),
            _ => self.u64() as i32,
        }
    }
}

const ELEMENTS: &[&str] = &["f32", "f16", "bf16", "f64", "i8", "i16", "i32", "i64", "i1", "tf32", "f8E4M3FN", "f8E5M2"];

fn is_float(e: &str) -> bool {
    e.starts_with('f') || e == "bf16" || e == "tf32"
}

/// Whether arithmetic takes the element type (tf32 and the f8 types are only loaded and stored).
fn has_arithmetic(e: &str) -> bool {
    !matches!(e, "tf32" | "f8E4M3FN" | "f8E5M2")
}

fn dims_text(shape: &[i64]) -> String {
    shape.iter().map(|d| format!("{d}x")).collect()
}

/// Loads `n` elements at `ptr` into `%name` of type tile<{shape}x{e}>.
fn load(name: &str, ptr: &str, n: i64, shape: &[i64], e: &str) -> String {
    let s = dims_text(shape);
    format!(
        "    %{name}_i = iota : tile<{n}xi32>\n    %{name}_p1 = reshape %{ptr} : tile<ptr<{e}>> -> tile<1xptr<{e}>>\n    %{name}_pb = broadcast %{name}_p1 : tile<1xptr<{e}>> -> tile<{n}xptr<{e}>>\n    %{name}_pp = offset %{name}_pb, %{name}_i : tile<{n}xptr<{e}>>, tile<{n}xi32> -> tile<{n}xptr<{e}>>\n    %{name}_flat, %{name}_tok = load_ptr_tko weak %{name}_pp : tile<{n}xptr<{e}>> -> tile<{n}x{e}>, token\n    %{name} = reshape %{name}_flat : tile<{n}x{e}> -> tile<{s}{e}>\n"
    )
}

/// Stores `%value` of type tile<{shape}x{e}> to `n` elements at `ptr`.
fn store(value: &str, ptr: &str, n: i64, shape: &[i64], e: &str) -> String {
    let s = dims_text(shape);
    format!(
        "    %{value}_si = iota : tile<{n}xi32>\n    %{value}_s1 = reshape %{ptr} : tile<ptr<{e}>> -> tile<1xptr<{e}>>\n    %{value}_sb = broadcast %{value}_s1 : tile<1xptr<{e}>> -> tile<{n}xptr<{e}>>\n    %{value}_sp = offset %{value}_sb, %{value}_si : tile<{n}xptr<{e}>>, tile<{n}xi32> -> tile<{n}xptr<{e}>>\n    %{value}_out = reshape %{value} : tile<{s}{e}> -> tile<{n}x{e}>\n    %{value}_st = store_ptr_tko weak %{value}_sp, %{value}_out : tile<{n}xptr<{e}>>, tile<{n}x{e}> -> token\n"
    )
}

/// A valid kernel module to start from.
fn kernel_text(c: &mut Choices) -> String {
    let e = c.pick(ELEMENTS);
    // A benign shape: the type rewrites make it hostile.
    let shape: Vec<i64> = (0..1 + c.below(3)).map(|_| c.power_of_two(5)).collect();
    let n: i64 = shape.iter().product();
    let mut body = String::new();
    match c.below(4) {
        0 if has_arithmetic(e) => {
            body += &load("x", "a", n, &shape, e);
            let op = if is_float(e) { c.pick(&["addf", "mulf", "maxf", "subf"]) } else if e == "i1" { "xori" } else { c.pick(&["addi", "muli", "xori", "subi"]) };
            let s = dims_text(&shape);
            body += &format!("    %w = {op} %x, %x : tile<{s}{e}>\n");
            body += &store("w", "b", n, &shape, e);
        }
        1 if matches!(e, "f32" | "f64" | "i8" | "i16" | "i32" | "i64") => {
            body += &load("x", "a", n, &shape, e);
            let dim = c.below(shape.len());
            let mut out = shape.clone();
            out.remove(dim);
            let (identity, op) = if is_float(e) { ("0.000000e+00", "addf") } else { ("0", "addi") };
            let (s, o) = (dims_text(&shape), dims_text(&out));
            body += &format!("    %r = reduce %x dim={dim} identities=[{identity} : {e}] : tile<{s}{e}> -> tile<{o}{e}>\n    (%u: tile<{e}>, %v: tile<{e}>) {{\n      %sum = {op} %u, %v : tile<{e}>\n      yield %sum : tile<{e}>\n    }}\n");
            body += &store("r", "b", out.iter().product(), &out, e);
        }
        2 => {
            // A copy through partition views: tile `shape` of a tensor view.
            let rank = shape.len();
            let tv: Vec<i64> = shape.iter().map(|&d| d * c.power_of_two(3)).collect();
            let mut strides = vec![1i64; rank];
            for k in (0..rank.saturating_sub(1)).rev() {
                strides[k] = strides[k + 1] * tv[k + 1];
            }
            let mut dim_map: Vec<usize> = (0..rank).collect();
            for k in (1..rank).rev() {
                let j = c.below(k + 1);
                dim_map.swap(k, j);
            }
            // The tile's dimension k runs along the view's dim_map[k].
            let tile: Vec<i64> = (0..rank).map(|k| shape[k].min(tv[dim_map[k]])).collect();
            let list = |v: &[i64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
            let tvt = format!("tensor_view<{}{e}, strides=[{}]>", dims_text(&tv), strides.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","));
            let pad = if is_float(e) && c.below(2) == 0 { "padding_value = nan, " } else { "" };
            let pvt = format!("partition_view<tile=({}), {pad}{tvt}, dim_map=[{}]>", tile.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("x"), dim_map.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
            let idx = vec!["%bid"; rank].join(", ");
            let ts = dims_text(&tile);
            body += &format!(
                "    %bid, %by, %bz = get_tile_block_id : tile<i32>\n    %va = make_tensor_view %a, shape = [{s}], strides = [{st}] : {tvt}\n    %vb = make_tensor_view %b, shape = [{s}], strides = [{st}] : {tvt}\n    %pa = make_partition_view %va : {pvt}\n    %pb = make_partition_view %vb : {pvt}\n    %t, %tok = load_view_tko weak %pa[{idx}] : {pvt}, tile<i32> -> tile<{ts}{e}>, token\n    %tok2 = store_view_tko weak %t, %pb[{idx}] : tile<{ts}{e}>, {pvt}, tile<i32> -> token\n",
                s = list(&tv),
                st = list(&strides)
            );
        }
        _ => {
            // Element-wise inside regions nested `depth` deep (the limit is 254 ifs).
            let depth = c.pick(&[1, 2, 16, 200, 253, 254, 255, 300]);
            body += "    %cond = constant <i1: true> : tile<i1>\n";
            body += &"    if %cond {\n".repeat(depth);
            body += &load("x", "a", n, &shape, e);
            body += &store("x", "b", n, &shape, e);
            body += &"    }\n".repeat(depth);
        }
    }
    format!("cuda_tile.module @kernels {{\n  entry @k(%a: tile<ptr<{e}>>, %b: tile<ptr<{e}>>) {{\n{body}    return\n  }}\n}}\n")
}

/// A bytecode file split into its header and sections (id with flags, alignment, payload).
struct File {
    header: Vec<u8>,
    sections: Vec<(u8, u64, Vec<u8>)>,
}

fn varint(data: &[u8], pos: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *data.get(*pos)?;
        *pos += 1;
        v |= u64::from(b & 0x7F) << shift;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

/// Our writer's output, split (it is well formed).
fn split(bytes: &[u8]) -> Option<File> {
    let mut pos = 12;
    let mut sections = Vec::new();
    while bytes[pos] != 0 {
        let id = bytes[pos];
        pos += 1;
        let len = varint(bytes, &mut pos)? as usize;
        let mut alignment = 1;
        if id & 0x80 != 0 {
            alignment = varint(bytes, &mut pos)?;
            while pos % alignment as usize != 0 {
                pos += 1;
            }
        }
        sections.push((id, alignment, bytes.get(pos..pos + len)?.to_vec()));
        pos += len;
    }
    Some(File { header: bytes[..12].to_vec(), sections })
}

fn join(file: &File) -> Vec<u8> {
    let mut out = Buf::new();
    out.extend(&file.header);
    for (id, alignment, payload) in &file.sections {
        out.byte(*id);
        out.varint(payload.len() as u64);
        if id & 0x80 != 0 {
            out.varint(*alignment);
            out.align(*alignment as usize);
        }
        out.extend(payload);
    }
    out.byte(0);
    out.bytes
}

/// The entries of an offset table (count, padding to 4, u32 offsets, data).
fn table_entries(payload: &[u8]) -> Option<Vec<Vec<u8>>> {
    let mut pos = 0;
    let n = varint(payload, &mut pos)? as usize;
    if n == 0 {
        return Some(Vec::new());
    }
    pos = pos.next_multiple_of(4);
    let offsets: Vec<usize> = (0..n).map(|i| u32::from_le_bytes(payload[pos + 4 * i..pos + 4 * i + 4].try_into().unwrap()) as usize).collect();
    let data = &payload[pos + 4 * n..];
    Some((0..n).map(|i| data[offsets[i]..offsets.get(i + 1).copied().unwrap_or(data.len())].to_vec()).collect())
}

fn table_payload(entries: &[Vec<u8>]) -> Vec<u8> {
    let mut b = Buf::new();
    b.offset_table(entries);
    b.bytes
}

/// A type index: mostly a real one, sometimes itself or past the table.
fn type_index(c: &mut Choices, n: usize, this: usize) -> u64 {
    match c.below(6) {
        0 => this as u64,
        1 => (n + c.below(4)) as u64,
        2 => c.u64(),
        _ => c.below(n) as u64,
    }
}

/// Rewrites entry `i` of the type table (`n` entries, more may be appended).
fn rewrite_type(c: &mut Choices, types: &mut Vec<Vec<u8>>, i: usize) {
    let n = types.len();
    let tag = varint(&types[i], &mut 0).unwrap_or(0);
    let mut b = Buf::new();
    match (tag, c.below(8)) {
        // A tile: new dimensions, or a count the bytes do not hold, or a new element.
        (13, 0..=3) => {
            let mut pos = 0;
            varint(&types[i], &mut pos);
            let element = varint(&types[i], &mut pos).unwrap_or(0);
            b.varint(13);
            b.varint(if c.below(4) == 0 { type_index(c, n, i) } else { element });
            if c.below(8) == 0 {
                b.varint(c.pick(&[1 << 40, u64::MAX >> 1, 1 << 20]));
            } else {
                b.i64_array(&c.shape(6));
            }
        }
        // A tensor view: sizes and strides.
        (14, 0..=3) => {
            let mut pos = 0;
            varint(&types[i], &mut pos);
            let element = varint(&types[i], &mut pos).unwrap_or(0);
            let rank = c.below(4);
            let shape: Vec<i64> = (0..rank).map(|_| c.extent()).collect();
            let strides: Vec<i64> = (0..if c.below(8) == 0 { c.below(4) } else { rank }).map(|_| c.extent()).collect();
            b.varint(14);
            b.varint(element);
            b.i64_array(&shape);
            b.i64_array(&strides);
        }
        // A partition view: tile shape, tensor view, dim_map, padding.
        (15, 0..=5) => {
            let rank = c.below(4) + usize::from(c.below(4) == 0);
            let tile: Vec<i32> = (0..rank).map(|_| if c.below(3) == 0 { c.i32_value(8) } else { c.power_of_two(10) as i32 }).collect();
            let mut pos = 0;
            varint(&types[i], &mut pos);
            let old_tile = {
                let count = varint(&types[i], &mut pos).unwrap_or(0) as usize;
                pos += 4 * count;
                count
            };
            let tv = varint(&types[i], &mut pos).unwrap_or(0);
            let dims = if c.below(4) == 0 { c.below(5) } else { rank };
            let dim_map: Vec<i32> = (0..dims).map(|k| if c.below(3) == 0 { c.i32_value(rank as i32) } else { k as i32 }).collect();
            b.varint(15);
            b.i32_array(if c.below(3) == 0 { &tile } else { &tile[..rank.min(old_tile).min(tile.len())] });
            b.varint(if c.below(6) == 0 { type_index(c, n, i) } else { tv });
            b.i32_array(&dim_map);
            match c.below(3) {
                0 => b.byte(0),
                1 => {
                    b.byte(1);
                    b.varint(c.below(6) as u64);
                }
                _ => {
                    b.byte(1);
                    b.varint(c.u64());
                }
            }
        }
        // A pointer to something else.
        (12, 0..=3) => {
            b.varint(12);
            b.varint(type_index(c, n, i));
        }
        // A function type: a chain of function types as deep as chosen, or odd counts.
        (16, 0..=4) => {
            let depth: usize = c.pick(&[1, 2, 100, 255, 256, 257, 300]);
            let mut inner = {
                let mut e = Buf::new();
                e.varint(16);
                e.varint(0);
                e.varint(0);
                types.push(e.bytes);
                types.len() - 1
            };
            for _ in 1..depth.saturating_sub(1) {
                let mut e = Buf::new();
                e.varint(16);
                e.varint(1);
                e.varint(inner as u64);
                e.varint(0);
                types.push(e.bytes);
                inner = types.len() - 1;
            }
            b.varint(16);
            match c.below(3) {
                0 => {
                    b.varint(1);
                    b.varint(inner as u64);
                }
                1 => b.varint(c.pick(&[1 << 40, u64::MAX])),
                _ => {
                    b.varint(2);
                    b.varint(type_index(c, types.len(), i));
                    b.varint(type_index(c, types.len(), i));
                }
            }
            b.varint(0);
        }
        // Anything: a few raw bytes.
        _ => {
            let len = c.below(12);
            for _ in 0..len {
                b.byte(c.byte());
            }
        }
    }
    types[i] = b.bytes;
}

/// The kernel's bytes with rewritten types, or None when it nests regions past the limit.
fn generate(c: &mut Choices) -> Option<Vec<u8>> {
    let text = kernel_text(c);
    let ir = match parse(&text, "gen.mlir", 1, &ParseOptions { allow_unregistered: false, implicit_module: false }) {
        Ok(ir) => ir,
        // Regions nested past the limit: the text parser refuses them, as the writer and the reader would.
        Err(d) if d.message.starts_with("regions nest more than") => return None,
        Err(d) => panic!("a generated kernel does not parse: {}\n{text}", d.message),
    };
    if let Err(d) = verify(&ir) {
        panic!("a generated kernel does not verify: {}\n{text}", d.message);
    }
    let bytes = bytecode::write_oldest(&ir, ir.top_level[0]).map(|(_, b)| b).unwrap_or_else(|d| panic!("the writer refuses a kernel the text parser read: {}\n{text}", d.message));
    let mut file = split(&bytes).expect("our writer's output is well formed");
    let types_at = file.sections.iter().position(|s| s.0 & 0x7F == bytecode::section::TYPE)?;
    let mut types = table_entries(&file.sections[types_at].2)?;
    for _ in 0..c.below(4) {
        let i = c.below(types.len());
        rewrite_type(c, &mut types, i);
    }
    file.sections[types_at].2 = table_payload(&types);
    Some(join(&file))
}

fn print(ir: &Ir) -> String {
    print_ir(ir, &PrintOptions { generic: false, debug_info: false })
}

fn kernels(ir: &Ir) -> Vec<String> {
    let module = ir.top_level[0];
    let ops = ir.op(module).regions.iter().flat_map(|r| ir.regions[*r].blocks.iter()).flat_map(|b| ir.blocks[*b].ops.iter().copied());
    ops.filter(|&op| ir.op(op).name.as_str() == "cuda_tile.entry").filter_map(|op| ir.attr(op, "sym_name").and_then(Attribute::as_str).map(str::to_string)).collect()
}

fuzz_target!(|data: &[u8]| {
    let mut c = Choices { data, pos: 0 };
    let Some(bytes) = generate(&mut c) else { return };
    let Ok(ir) = bytecode::read(&bytes) else { return };
    let Ok(verified) = verify(&ir) else { return };
    let text = print(&ir);
    let written = bytecode::write_oldest(&ir, ir.top_level[0]).map(|(_, b)| b).unwrap_or_else(|d| panic!("the writer refuses what the reader read: {}", d.message));
    let back = bytecode::read(&written).unwrap_or_else(|e| panic!("bytecode we wrote does not read back: {e}"));
    assert_eq!(print(&back), text, "the module changed through the writer");
    for kernel in kernels(&ir) {
        if let Err(e) = ptx::compile(verified, &kernel, Arch::Sm90) {
            assert!(e.kind != LowerErrorKind::Invalid || !e.message.starts_with("internal error"), "{}\n{text}", e.message);
        }
    }
});
