//! Emission: the PTX text of a lowered module: the module header, the
//! source files of its line information, its constant arrays (each once,
//! whichever kernels use it), and one `.entry` per kernel with its
//! parameters, register and shared-memory declarations, and body.
//!
//! A kernel's body is written first, in one pass that also names the
//! registers (see [`super::regalloc`]); the declarations before it need the
//! counts, so they are written after it and inserted in front. Every step is
//! a sequential walk, so emission costs the same per instruction whatever
//! the kernel's size.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;

use super::instr::{offset_text, push_decimal, Instr, Operand, RegClass};
use super::regalloc::RegNames;
use super::remarks::Remark;
use super::Arch;

/// A kernel parameter as the `.entry` declares it.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamDecl {
    pub name: String,
    /// `.u64`, `.u32`, `.f32`, `.u8`, ...
    pub ptx_type: &'static str,
}

/// A module-level read-only array (non-splat constants).
#[derive(Clone, Debug, PartialEq)]
pub struct ConstArray {
    /// `.const` (constants) or `.global` (the module's globals).
    pub space: &'static str,
    pub name: String,
    /// `.b8`, `.b16`, `.b32` or `.b64`.
    pub ptx_type: &'static str,
    pub align: u32,
    pub values: Vec<u64>,
}

/// The module-level arrays of a PTX module as lowering adds them: an array
/// with the same space, type, alignment and values as one added before is
/// that one (kernels of a module that use the same constant share it), and
/// a global is one array per name.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    arrays: Vec<ConstArray>,
    /// Arrays by a hash of their contents (several per hash when they collide).
    by_contents: HashMap<u64, Vec<usize>>,
}

impl ConstPool {
    /// The symbol of an array holding `values`: an existing array with the
    /// same contents, or a new one named `<prefix><n>`.
    pub fn intern(&mut self, space: &'static str, prefix: &str, ptx_type: &'static str, align: u32, values: Vec<u64>) -> String {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (space, ptx_type, align, &values).hash(&mut hasher);
        let same = |c: &ConstArray| c.space == space && c.ptx_type == ptx_type && c.align == align && c.values == values;
        let candidates = self.by_contents.entry(hasher.finish()).or_default();
        if let Some(&i) = candidates.iter().find(|&&i| same(&self.arrays[i])) {
            return self.arrays[i].name.clone();
        }
        let name = format!("{prefix}{}", self.arrays.len());
        candidates.push(self.arrays.len());
        self.arrays.push(ConstArray { space, name: name.clone(), ptx_type, align, values });
        name
    }

    /// The symbol `name` of a `.global` byte array: added with `bytes` the
    /// first time (a module's global has one value, whoever asks for it).
    pub fn global(&mut self, name: String, align: u32, bytes: Vec<u64>) -> String {
        if !self.arrays.iter().any(|c| c.name == name) {
            self.arrays.push(ConstArray { space: ".global", name: name.clone(), ptx_type: ".b8", align, values: bytes });
        }
        name
    }

    /// Bytes of the `.global` arrays added so far.
    pub fn global_bytes(&self) -> usize {
        self.arrays.iter().filter(|c| c.space == ".global").map(|c| c.values.len()).sum()
    }

    pub fn arrays(&self) -> &[ConstArray] {
        &self.arrays
    }

    pub fn into_arrays(self) -> Vec<ConstArray> {
        self.arrays
    }
}

/// The source files `.loc` lines name, numbered from 1 in the order they
/// were first used (`.file 1 "kernel.py"`).
#[derive(Clone, Debug, Default)]
pub struct SourceFiles {
    names: Vec<Arc<str>>,
    numbers: HashMap<Arc<str>, u32>,
}

impl SourceFiles {
    /// The number of file `name`, given it on first use.
    pub fn number(&mut self, name: &Arc<str>) -> u32 {
        if let Some(&n) = self.numbers.get(name) {
            return n;
        }
        self.names.push(name.clone());
        let n = self.names.len() as u32;
        self.numbers.insert(name.clone(), n);
        n
    }

    /// The files in number order (file `i + 1` at index `i`).
    pub fn names(&self) -> &[Arc<str>] {
        &self.names
    }
}

/// Everything emission needs of a lowered module: its kernels, and what
/// they share.
#[derive(Clone, Debug, Default)]
pub struct LoweredModule {
    pub kernels: Vec<LoweredKernel>,
    pub consts: Vec<ConstArray>,
    /// The files the kernels' `.loc` lines name (none without line information).
    pub files: Vec<Arc<str>>,
}

/// Everything emission needs of one lowered kernel.
#[derive(Clone, Debug, Default)]
pub struct LoweredKernel {
    pub name: String,
    /// Threads a CTA (`.reqntid`): what every launch must give it.
    pub threads: u64,
    pub params: Vec<ParamDecl>,
    /// Instructions run once at kernel entry, before the body (thread index,
    /// per-slot element indices, validity predicates), so they dominate
    /// every use. Kept apart so that the body is never copied to put them first.
    pub prologue: Vec<Instr>,
    pub body: Vec<Instr>,
    /// Bytes of the one shared-memory scratch array (0: none).
    pub shared_bytes: u64,
    /// The scratch array's alignment in bytes, past 128 (0: 128): a
    /// `wgmma` operand swizzled there needs its pattern's (1024 at most).
    pub shared_align: u64,
    /// Bytes of the array of tiles that live in shared memory (0: none):
    /// the buffers `cp.async` copies a matrix-product loop's tiles into
    /// ([`super::lower`]'s `resident`), apart from the scratch array, which
    /// other ops reuse while the tiles wait there.
    pub resident_bytes: u64,
    /// That array's alignment in bytes, past 16 (0: 16), as for `shared_align`.
    pub resident_align: u64,
    /// Bytes of the one local-memory array (0: none), `vprintf`'s arguments.
    pub local_bytes: u64,
    /// Whether the body calls `vprintf` (declared as an extern function).
    pub calls_vprintf: bool,
    /// Whether the body calls `malloc` and `free` (`alloca`; extern functions).
    pub calls_heap: bool,
    /// Uses `fence.proxy.alias` (PTX 7.5): the module declares at least 7.5.
    pub alias_fence: bool,
    /// What the lowering decided, and why ([`super::remarks`]).
    pub remarks: Vec<Remark>,
    /// CTAs a multiprocessor should hold at once (`.minnctapersm`): the
    /// entry's `occupancy` hint for the target, within what it can hold.
    pub min_ctas_per_sm: Option<u64>,
}

/// The name of the local-memory array.
pub const LOCAL_ARRAY: &str = "tilesmith_local";

/// The declaration of CUDA's device-side `vprintf(format, arguments)`.
const VPRINTF_DECL: &str = ".extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n);\n";

/// The declarations of CUDA's device-side heap, `malloc(size)` and `free(pointer)`.
const HEAP_DECL: &str = ".extern .func (.param .b64 func_retval0) malloc\n(\n\t.param .b64 malloc_param_0\n);\n.extern .func free\n(\n\t.param .b64 free_param_0\n);\n";

/// The name of the shared-memory scratch array.
pub const SHARED_ARRAY: &str = "tilesmith_smem";

/// The name of the shared-memory array of tiles loaded ahead ([`LoweredKernel::resident_bytes`]).
pub const RESIDENT_ARRAY: &str = "tilesmith_smem_async";

/// The PTX module text of `module` for `arch`: the header, the `.file`
/// lines, `vprintf`'s declaration if a kernel calls it, the arrays, then
/// every kernel's `.entry`, in order.
pub fn emit_module(module: &LoweredModule, arch: Arch) -> String {
    let mut out = String::with_capacity(1024 + module.consts.iter().map(|c| 64 + c.values.len() * 4).sum::<usize>());
    write_header(&mut out, arch, module.kernels.iter().any(|k| k.alias_fence));
    for (i, file) in module.files.iter().enumerate() {
        let _ = write!(out, ".file {} ", i + 1);
        push_string_literal(&mut out, file);
        out.push('\n');
    }
    if !module.files.is_empty() {
        out.push('\n');
    }
    if module.kernels.iter().any(|k| k.calls_vprintf) {
        let _ = writeln!(out, "{VPRINTF_DECL}");
    }
    if module.kernels.iter().any(|k| k.calls_heap) {
        let _ = writeln!(out, "{HEAP_DECL}");
    }
    for c in &module.consts {
        let _ = write!(out, "{} .align {} {} {}[{}] = {{", c.space, c.align, c.ptx_type, c.name, c.values.len());
        for (i, &v) in c.values.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            push_decimal(&mut out, v);
        }
        out.push_str("};\n");
    }
    if !module.consts.is_empty() {
        out.push('\n');
    }
    for (i, kernel) in module.kernels.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        write_entry(&mut out, kernel);
    }
    out
}

/// `.version`, `.target` and `.address_size`, after a comment.
fn write_header(out: &mut String, arch: Arch, alias_fence: bool) {
    let _ = writeln!(out, "//\n// Generated by tilesmith from cuda_tile\n//\n");
    let (major, minor) = if alias_fence { arch.ptx_version().max((7, 5)) } else { arch.ptx_version() };
    let _ = writeln!(out, ".version {major}.{minor}\n.target {}\n.address_size 64\n", arch.name());
}

/// `text` as a PTX string literal: in double quotes, with `"` and `\`
/// escaped by a backslash. A control character (which no string of ours
/// needs, and a file name seldom has) is written as `?`.
pub fn push_string_literal(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push('?'),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// One kernel's `.entry`: the parameters, the declarations the body needs,
/// and the body. The body is written first (naming the registers), then the
/// declarations are inserted in front of it, in place: a copy of a large
/// body would double the memory the text takes.
fn write_entry(out: &mut String, kernel: &LoweredKernel) {
    let mut names = RegNames::default();
    let start = out.len();
    // About 40 bytes per instruction (`\tadd.rn.f32 %f12, %f11, %f1;\n`).
    out.reserve((kernel.prologue.len() + kernel.body.len()) * 40 + 1024);
    for instr in kernel.prologue.iter().chain(&kernel.body) {
        write_instr(out, instr, &mut names);
    }
    out.push_str("}\n");
    let mut head = String::with_capacity(512);
    let _ = write!(head, ".visible .entry {}(", kernel.name);
    for (i, p) in kernel.params.iter().enumerate() {
        let _ = write!(head, "{}\n\t.param {} {}", if i == 0 { "" } else { "," }, p.ptx_type, p.name);
    }
    // Exactly that many threads: a launch with any other block size fails
    // in the driver rather than running with threads missing (cuTile Python
    // launches its tile kernels with a block of 1: docs/compile.md).
    let _ = writeln!(head, "\n)\n.reqntid {}, 1, 1", kernel.threads);
    if let Some(n) = kernel.min_ctas_per_sm {
        let _ = writeln!(head, ".minnctapersm {n}");
    }
    head.push_str("{\n");
    for class in RegClass::ALL {
        let n = names.count(class);
        if n > 0 {
            let _ = writeln!(head, "\t.reg {} {}<{n}>;", class.ptx_type(), class.prefix());
        }
    }
    if kernel.local_bytes > 0 {
        let _ = writeln!(head, "\t.local .align 8 .b8 {LOCAL_ARRAY}[{}];", kernel.local_bytes);
    }
    if kernel.shared_bytes > 0 {
        // At least 128-byte aligned: swizzled tensor-core staging XORs the
        // address bits that pick a 16-byte slot of a 128-byte line (lower/placement.rs).
        let _ = writeln!(head, "\t.shared .align {} .b8 {SHARED_ARRAY}[{}];", kernel.shared_align.max(128), kernel.shared_bytes);
    }
    if kernel.resident_bytes > 0 {
        let _ = writeln!(head, "\t.shared .align {} .b8 {RESIDENT_ARRAY}[{}];", kernel.resident_align.max(16), kernel.resident_bytes);
    }
    head.push('\n');
    out.insert_str(start, &head);
}

fn write_instr(out: &mut String, instr: &Instr, names: &mut RegNames) {
    match instr {
        Instr::Label(l) => {
            out.push_str("$L");
            push_decimal(out, l.0.into());
            out.push_str(":\n");
        }
        Instr::Raw(text) => {
            out.push('\t');
            out.push_str(text);
            out.push('\n');
        }
        Instr::Param { ty, name } => {
            out.push_str("\t.param .");
            out.push_str(ty.name());
            out.push(' ');
            out.push_str(name);
            out.push_str(";\n");
        }
        Instr::Loc { file, line, col } => {
            out.push_str("\t.loc ");
            push_decimal(out, (*file).into());
            out.push(' ');
            push_decimal(out, (*line).into());
            out.push(' ');
            push_decimal(out, (*col).into());
            out.push('\n');
        }
        Instr::Op { guard, opcode, operands } => {
            out.push('\t');
            if let Some(g) = guard {
                out.push_str(if g.negated { "@!" } else { "@" });
                names.write_name(g.pred, out);
                out.push(' ');
            }
            out.push_str(&opcode.text);
            for (i, o) in operands.iter().enumerate() {
                out.push_str(if i == 0 { " " } else { ", " });
                match o {
                    Operand::Reg(r) => names.write_name(*r, out),
                    Operand::Imm(imm) => imm.write(out),
                    Operand::Sym(s) => out.push_str(s),
                    Operand::Special(register, axis) => {
                        out.push_str(register.name());
                        out.push('.');
                        out.push_str(axis.name());
                    }
                    Operand::List(names) => {
                        out.push('(');
                        out.push_str(&names.join(", "));
                        out.push(')');
                    }
                    Operand::Addr(r, offset) => {
                        out.push('[');
                        names.write_name(*r, out);
                        offset_text(out, *offset);
                        out.push(']');
                    }
                    Operand::SymAddr(s, offset) => {
                        out.push('[');
                        out.push_str(s);
                        offset_text(out, *offset);
                        out.push(']');
                    }
                    Operand::Vector(regs) => {
                        out.push('{');
                        for (i, &r) in regs.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            names.write_name(r, out);
                        }
                        out.push('}');
                    }
                    Operand::Label(l) => {
                        out.push_str("$L");
                        push_decimal(out, l.0.into());
                    }
                }
            }
            out.push_str(";\n");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::instr::{Guard, Imm, Label, Reg, SharedOpcode};
    use super::super::isa::op;
    use super::*;

    #[test]
    fn emits_header_params_declarations_and_body() {
        let p = Reg { class: RegClass::Pred, id: 0 };
        let a = Reg { class: RegClass::B64, id: 1 };
        let kernel = LoweredKernel {
            name: "k".into(),
            params: vec![ParamDecl { name: "k_param_0".into(), ptx_type: ".u64" }],
            body: vec![
                Instr::Op { guard: None, opcode: SharedOpcode::new(op!("ld.param.u64")), operands: vec![Operand::Reg(a), Operand::SymAddr("k_param_0".into(), 0)] },
                Instr::Op { guard: None, opcode: SharedOpcode::new(op!("setp.eq.u64")), operands: vec![Operand::Reg(p), Operand::Reg(a), Operand::Imm(Imm::Unsigned(0))] },
                Instr::Op { guard: Some(Guard { pred: p, negated: true }), opcode: SharedOpcode::new(op!("bra")), operands: vec![Operand::Label(Label(0))] },
                Instr::Op { guard: None, opcode: SharedOpcode::new(op!("st.global.b32")), operands: vec![Operand::Addr(a, 4), Operand::Imm(Imm::Unsigned(1))] },
                Instr::Op { guard: None, opcode: SharedOpcode::new(op!("st.global.v2.b64")), operands: vec![Operand::Addr(a, 0), Operand::Vector(vec![a, a])] },
                Instr::Label(Label(0)),
                Instr::Op { guard: None, opcode: SharedOpcode::new(op!("ret")), operands: vec![] },
            ],
            shared_bytes: 64,
            ..LoweredKernel::default()
        };
        let consts = vec![ConstArray { space: ".const", name: "c0".into(), ptx_type: ".b32", align: 4, values: vec![1, 2] }];
        let module = LoweredModule { kernels: vec![kernel], consts, files: Vec::new() };
        let text = emit_module(&module, Arch::Sm90);
        assert!(text.contains(".version 7.8\n.target sm_90\n.address_size 64\n"), "{text}");
        // Each target names the PTX version it needs.
        assert!(emit_module(&module, Arch::Sm75).starts_with("//\n// Generated by tilesmith from cuda_tile\n//\n\n.version 6.5\n.target sm_75\n"));
        assert!(emit_module(&module, Arch::Sm120).contains("\n.version 8.7\n.target sm_120\n"));
        assert!(text.contains(".const .align 4 .b32 c0[2] = {1, 2};"), "{text}");
        assert!(text.contains(".visible .entry k(\n\t.param .u64 k_param_0\n)"), "{text}");
        assert!(text.contains("\t.reg .pred %p<1>;\n\t.reg .b64 %rd<1>;\n"), "{text}");
        assert!(!text.contains(".reg .b32"), "{text}");
        assert!(text.contains(".shared .align 128 .b8 tilesmith_smem[64];"), "{text}");
        assert!(text.contains("\t@!%p0 bra $L0;\n\tst.global.b32 [%rd0+4], 1;\n\tst.global.v2.b64 [%rd0], {%rd0, %rd0};\n$L0:\n\tret;\n}"), "{text}");
    }

    fn kernel_named(name: &str, body: Vec<Instr>) -> LoweredKernel {
        LoweredKernel { name: name.into(), body, ..LoweredKernel::default() }
    }

    #[test]
    fn a_module_has_one_header_and_an_entry_per_kernel() {
        let ret = || Instr::Op { guard: None, opcode: SharedOpcode::new(op!("ret")), operands: vec![] };
        let module = LoweredModule { kernels: vec![kernel_named("a", vec![ret()]), kernel_named("b", vec![ret()])], consts: Vec::new(), files: Vec::new() };
        let text = emit_module(&module, Arch::Sm80);
        assert_eq!(text.matches(".version").count(), 1, "{text}");
        assert_eq!(text.matches(".target sm_80").count(), 1, "{text}");
        let a = text.find(".visible .entry a(").expect("a");
        let b = text.find(".visible .entry b(").expect("b");
        assert!(a < b, "{text}");
        assert!(!text.contains(".file"), "{text}");
    }

    #[test]
    fn line_information_names_files_and_positions() {
        let body = vec![Instr::Loc { file: 1, line: 12, col: 5 }, Instr::Op { guard: None, opcode: SharedOpcode::new(op!("ret")), operands: vec![] }];
        let module = LoweredModule { kernels: vec![kernel_named("k", body)], consts: Vec::new(), files: vec!["dir/k\"q\".py".into()] };
        let text = emit_module(&module, Arch::Sm90);
        assert!(text.contains(".address_size 64\n\n.file 1 \"dir/k\\\"q\\\".py\"\n"), "{text}");
        assert!(text.contains("\t.loc 1 12 5\n\tret;\n"), "{text}");
    }

    #[test]
    fn the_pool_shares_equal_arrays_and_globals_by_name() {
        let mut pool = ConstPool::default();
        let a = pool.intern(".const", "c", ".b32", 4, vec![1, 2]);
        let b = pool.intern(".const", "c", ".b32", 4, vec![1, 2]);
        let c = pool.intern(".const", "c", ".b32", 4, vec![1, 3]);
        let d = pool.intern(".global", "s", ".b8", 1, vec![1, 2]);
        assert_eq!((a.as_str(), b.as_str(), c.as_str(), d.as_str()), ("c0", "c0", "c1", "s2"));
        assert_eq!(pool.global("g".into(), 8, vec![0; 16]), "g");
        assert_eq!(pool.global("g".into(), 8, vec![0; 16]), "g");
        assert_eq!(pool.arrays().len(), 4);
        assert_eq!(pool.global_bytes(), 18);
    }

    #[test]
    fn files_are_numbered_from_one_in_order_of_first_use() {
        let mut files = SourceFiles::default();
        let (x, y): (Arc<str>, Arc<str>) = ("x.py".into(), "y.py".into());
        assert_eq!((files.number(&x), files.number(&y), files.number(&x)), (1, 2, 1));
        assert_eq!(files.names(), &[x, y]);
    }
}
