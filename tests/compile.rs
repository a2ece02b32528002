//! `tilesmith compile` and the `tileiras`/`tileirdisasm` fronts (issue 19):
//!
//! - line information: the `--lineinfo` PTX of every cuTile kernel of
//!   tests/cutile that has debug info (its `tileirdisasm -g` text names its
//!   Python source) declares that source with `.file` and marks
//!   instructions with `.loc` lines naming it; every `.loc` names a declared
//!   file; every entry of the module is in the PTX; without `--lineinfo`
//!   there is neither;
//! - `tileirdisasm` prints every sm_90 cuTile kernel as NVIDIA's does (in
//!   as it is, tests/support/disasm.rs);
//! - the command lines: tileiras's spellings, defaults, refusals and exit
//!   codes, the version probe, errors naming the op's source position, the
//!   flags handed to ptxas (a stand-in ptxas that records them), how ptxas
//!   is found; with NVIDIA's ptxas (`cargo xtask tools`), real cubins;
//! - kernels past 48 KiB of shared memory: ptxas given
//!   `--enable-extended-smem=true` where a cubin's kernel needs it, PTX kept
//!   within 48 KiB with an error that says how to raise it;
//! - remarks (`--remarks`, `--remark-format`, `--remarks-output-file`): the
//!   text and YAML forms, filters, refusals; every sm_90 cuTile kernel's YAML
//!   remarks read as documents, one tensor-core remark per matrix product.
//!
//! `COMPILE_FILTER=<substring>` keeps only the checks whose name contains it.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

#[path = "support/disasm.rs"]
mod disasm;

#[path = "support/nvidia.rs"]
mod nvidia;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

type Check = Result<(), String>;

/// What a command did.
struct Ran {
    code: i32,
    stdout: Vec<u8>,
    stderr: String,
}

impl Ran {
    fn out(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    fn expect(&self, code: i32, stderr_has: &str) -> Check {
        if self.code != code || !self.stderr.contains(stderr_has) {
            return Err(format!("expected exit {code} and '{stderr_has}' on stderr; got exit {}:\n{}{}", self.code, self.out(), self.stderr));
        }
        Ok(())
    }
}

fn ran(command: &mut Command) -> Ran {
    let out = command.output().expect("the command runs");
    Ran { code: out.status.code().unwrap_or(-1), stdout: out.stdout, stderr: String::from_utf8_lossy(&out.stderr).into_owned() }
}

/// A scratch folder with the fronts' links in it (`tilesmith install-shims`).
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("tilesmith-compile-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("cwd")).expect("a scratch folder");
        let r = ran(Command::new(env!("CARGO_BIN_EXE_tilesmith")).arg("install-shims").arg(dir.join("shims")));
        assert_eq!(r.code, 0, "install-shims: {}", r.stderr);
        Scratch { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// A front, run in `cwd/` of the scratch folder.
    fn front(&self, name: &str) -> Command {
        let mut c = Command::new(self.dir.join("shims").join(name));
        c.current_dir(self.dir.join("cwd"));
        c
    }

    fn write(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, bytes).expect("write");
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn tilesmith() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tilesmith"))
}

/// Text to bytecode with `tilesmith translate`.
fn bytecode_of(scratch: &Scratch, name: &str, text: &str) -> PathBuf {
    let mlir = scratch.write(&format!("{name}.mlir"), text.as_bytes());
    let bc = scratch.path(&format!("{name}.tileirbc"));
    let r = ran(tilesmith().args(["translate", "-mlir-to-cudatilebc", "-o"]).arg(&bc).arg(&mlir));
    assert_eq!(r.code, 0, "translate {name}: {}", r.stderr);
    bc
}

const EMPTY: &str = "cuda_tile.module @m {\n}\n";

/// Two kernels sharing a constant.
const TWO_KERNELS: &str = "cuda_tile.module @m {\n  entry @first(%p: tile<ptr<i32>>) {\n    %c = constant <i32: [5, 6, 7, 8]> : tile<4xi32>\n    %i = iota : tile<4xi32>\n    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>\n    %pp = offset %pb, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n    %t = store_ptr_tko weak %pp, %c : tile<4xptr<i32>>, tile<4xi32> -> token\n    return\n  }\n  entry @second(%p: tile<ptr<i32>>) {\n    %c = constant <i32: [5, 6, 7, 8]> : tile<4xi32>\n    %i = iota : tile<4xi32>\n    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>\n    %pp = offset %pb, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n    %t = store_ptr_tko weak %pp, %c : tile<4xptr<i32>>, tile<4xi32> -> token\n    return\n  }\n}\n";

/// A module tilesmith verifies but cannot lower (a conversion to 13.4's
/// fnv8E5M3FNU, whose rounding NVIDIA does not document), at a
/// Python position given as cuTile gives it (a debug-info location).
const UNLOWERABLE: &str = "#di_file = #cuda_tile.di_file<\"k.py\" in \"dir\">\n#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>\n#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = \"k\", linkageName = \"k\", compileUnit = #di_compile_unit, scopeLine = 5>\ncuda_tile.module @m {\n  entry @k(%x: tile<f32>, %p: tile<ptr<fnv8E5M3FNU>>) {\n    %e = ftof %x : tile<f32> -> tile<fnv8E5M3FNU> loc(#cuda_tile.di_loc<loc(\"dir/k.py\":7:9) in #di_subprogram>)\n    %t = store_ptr_tko weak %p, %e : tile<ptr<fnv8E5M3FNU>>, tile<fnv8E5M3FNU> -> token loc(#cuda_tile.di_loc<loc(\"dir/k.py\":8:5) in #di_subprogram>)\n    return\n  } loc(#cuda_tile.di_loc<loc(\"dir/k.py\":5:0) in #di_subprogram>)\n}\n";

/// A stand-in ptxas: writes its arguments, one a line, into the `-o` file.
const FAKE_PTXAS: &str = "#!/bin/sh\nout=\nprev=\nfor a in \"$@\"; do\n  if [ \"$prev\" = \"-o\" ]; then out=\"$a\"; fi\n  prev=\"$a\"\ndone\n: > \"$out\"\nfor a in \"$@\"; do\n  printf '%s\\n' \"$a\" >> \"$out\"\ndone\n";

fn fake_ptxas(scratch: &Scratch, folder: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch.path(folder);
    std::fs::create_dir_all(&dir).expect("a folder");
    let p = dir.join("ptxas");
    std::fs::write(&p, FAKE_PTXAS).expect("write");
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    p
}

// ---- line information, per cuTile kernel ----

/// The `--lineinfo` PTX of one cuTile export, and the one without.
fn lineinfo_case(bc: &Path) -> Check {
    let target = bc.parent().and_then(Path::file_name).and_then(|n| n.to_str()).ok_or("a target folder")?;
    let disasm_g = std::fs::read_to_string(bc.with_extension("tileirdisasm-g.mlir")).map_err(|e| e.to_string())?;
    // The Python source of the kernel, as tileirdisasm -g names it.
    let sources: Vec<&str> = disasm_g.lines().filter_map(|l| l.split("loc(\"xtask/python/kernels/").nth(1)).filter_map(|r| r.split('"').next()).collect();
    let Some(first) = sources.first() else { return Ok(()) };
    let source = format!("xtask/python/kernels/{first}");
    let disasm = std::fs::read_to_string(bc.with_extension("tileirdisasm.mlir")).map_err(|e| e.to_string())?;
    let entries: Vec<&str> = disasm.lines().filter_map(|l| l.strip_prefix("entry @")).filter_map(|r| r.split('(').next()).collect();
    let r = ran(tilesmith().arg("compile").arg(bc).args(["--arch", target, "--emit", "ptx", "--lineinfo", "-o", "-"]));
    if r.code != 0 {
        return Err(format!("compile --lineinfo failed: {}", r.stderr));
    }
    let ptx = r.out();
    let files: Vec<(String, String)> = ptx.lines().filter_map(|l| l.strip_prefix(".file ")).filter_map(|r| r.split_once(' ')).map(|(n, name)| (n.to_string(), name.trim_matches('"').to_string())).collect();
    let number = files.iter().find(|(_, name)| *name == source).map(|(n, _)| n.clone()).ok_or_else(|| format!("no `.file N \"{source}\"` line; files: {files:?}"))?;
    let locs: Vec<&str> = ptx.lines().filter_map(|l| l.trim_start().strip_prefix(".loc ")).collect();
    if !locs.iter().any(|l| l.split(' ').next() == Some(number.as_str())) {
        return Err(format!("no `.loc {number} ...` line naming {source}"));
    }
    if let Some(bad) = locs.iter().find(|l| !files.iter().any(|(n, _)| l.split(' ').next() == Some(n.as_str()))) {
        return Err(format!("`.loc {bad}` names an undeclared file"));
    }
    for e in &entries {
        if !ptx.contains(&format!(".visible .entry {e}(")) {
            return Err(format!("the PTX has no entry {e}"));
        }
    }
    let plain = ran(tilesmith().arg("compile").arg(bc).args(["--arch", target, "--emit", "ptx", "-o", "-"]));
    let marked = |l: &str| l.starts_with(".file ") || l.trim_start().starts_with(".loc ");
    if plain.code != 0 || plain.out().lines().any(marked) {
        return Err(format!("without --lineinfo the PTX must have no .file or .loc (exit {}): {}", plain.code, plain.stderr));
    }
    Ok(())
}

/// tileirdisasm's text of one sm_90 export, against NVIDIA's.
fn disasm_case(scratch: &Scratch, bc: &Path) -> Check {
    let r = ran(scratch.front("tileirdisasm").arg(bc));
    if r.code != 0 {
        return Err(format!("tileirdisasm failed: {}", r.stderr));
    }
    let theirs = disasm::lines(&std::fs::read_to_string(bc.with_extension("tileirdisasm.mlir")).map_err(|e| e.to_string())?);
    let ours = r.out();
    let ours: Vec<&str> = ours.lines().collect();
    if ours != theirs {
        let at = ours.iter().zip(&theirs).position(|(a, b)| a != b).unwrap_or(ours.len().min(theirs.len()));
        return Err(format!("line {} differs\n  tilesmith:    {}\n  tileirdisasm: {}", at + 1, ours.get(at).unwrap_or(&"<end>"), theirs.get(at).map_or("<end>", |s| s)));
    }
    let g = ran(scratch.front("tileirdisasm").arg("-g").arg(bc));
    if g.code != 0 || !g.out().contains(" loc(") {
        return Err(format!("tileirdisasm -g printed no locations: {}", g.stderr));
    }
    Ok(())
}

// ---- the command lines ----

fn tileiras_version_and_versions() -> Check {
    let s = Scratch::new("version");
    let v = ran(s.front("tileiras").arg("--version"));
    let text = v.out();
    if v.code != 0 || !text.contains(concat!("tilesmith ", env!("CARGO_PKG_VERSION"))) || text.contains("NVIDIA (R)") {
        return Err(format!("--version must be tilesmith's: {text}"));
    }
    let l = ran(s.front("tileiras").arg("--list-versions"));
    if l.code != 0 || l.out() != "13.1\n13.2\n13.3\n13.4\n" {
        return Err(format!("--list-versions: {}", l.out()));
    }
    let d = ran(s.front("tileirdisasm").arg("--version"));
    if d.code != 0 || !d.out().starts_with("tileirdisasm: tilesmith") {
        return Err(format!("tileirdisasm --version: {}", d.out()));
    }
    let h = ran(s.front("tileiras").arg("--help"));
    if h.code != 0 || !h.out().contains("--gpu-name") || !h.out().contains("Not implemented") {
        return Err(format!("--help: {}", h.out()));
    }
    Ok(())
}

/// cuTile's probe (13.5 and down, as a newer cuTile would send): an empty module
/// at every version up to 13.4 compiles; 13.5 is refused with tileiras's exit code.
fn tileiras_probe() -> Check {
    let s = Scratch::new("probe");
    let empty = std::fs::read(bytecode_of(&s, "empty", EMPTY)).map_err(|e| e.to_string())?;
    if empty[8..10] != [13, 1] {
        return Err(format!("the version bytes of 13.1 bytecode are {:?}", &empty[8..10]));
    }
    for minor in [5u8, 4, 3, 2, 1] {
        let mut bytes = empty.clone();
        bytes[9] = minor;
        let input = s.write(&format!("probe13.{minor}.bytecode"), &bytes);
        let out = s.path(&format!("probe13.{minor}.cubin"));
        let ptxas = fake_ptxas(&s, "fake");
        let r = ran(s.front("tileiras").arg(&input).arg("-o").arg(&out).args(["--gpu-name", "sm_90"]).env("TILESMITH_PTXAS", &ptxas));
        if minor <= 4 {
            r.expect(0, "")?;
            if !out.exists() {
                return Err(format!("13.{minor}: no output"));
            }
        } else {
            r.expect(3, &format!("unsupported Tile version 13.{minor}"))?;
            if out.exists() {
                return Err(format!("13.{minor}: an output was written"));
            }
        }
    }
    Ok(())
}

fn tileiras_spellings_and_flags() -> Check {
    let s = Scratch::new("spellings");
    let bc = bytecode_of(&s, "two", TWO_KERNELS);
    let ptxas = fake_ptxas(&s, "fake");
    let args_of = |out: &Path| std::fs::read_to_string(out).map(|t| t.lines().map(String::from).collect::<Vec<_>>()).map_err(|e| format!("{}: {e}", out.display()));
    // The default output, elf.o in the current folder, and -O3.
    ran(s.front("tileiras").arg(&bc).args(["--gpu-name", "sm_90"]).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
    let a = args_of(&s.path("cwd/elf.o"))?;
    // A cubin for sm_90 is sm_90a's (wgmma), as tileiras's is.
    if !(a.contains(&"-arch=sm_90a".to_string()) && a.contains(&"-O3".to_string()) && !a.iter().any(|x| x.contains("line-info") || x.contains("debug"))) {
        return Err(format!("defaults handed to ptxas: {a:?}"));
    }
    // LLVM spellings.
    let out = s.path("a.cubin");
    ran(s.front("tileiras").arg(&bc).arg(format!("-o={}", out.display())).args(["--gpu-name=sm_80", "-O2", "--lineinfo"]).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
    let a = args_of(&out)?;
    if !(a.contains(&"-arch=sm_80".to_string()) && a.contains(&"-O2".to_string()) && a.contains(&"--generate-line-info".to_string())) {
        return Err(format!("-o= --gpu-name= -O2 --lineinfo handed to ptxas: {a:?}"));
    }
    let out = s.path("b.cubin");
    ran(s.front("tileiras").arg(&bc).arg("--output-file").arg(&out).args(["--arch", "sm_90", "--opt-level", "0", "-g"]).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
    let a = args_of(&out)?;
    if !(a.contains(&"-O0".to_string()) && a.contains(&"--device-debug".to_string())) {
        return Err(format!("--opt-level 0 -g handed to ptxas: {a:?}"));
    }
    // The PTX ptxas got: both kernels, one array for the constant they share.
    let ptx_of = |args: &[&str]| ran(tilesmith().arg("compile").arg(&bc).args(args)).out();
    let ptx = ptx_of(&["--arch", "sm_90", "--emit", "ptx", "-o", "-"]);
    if ptx.matches(".visible .entry ").count() != 2 || ptx.matches(".const ").count() != 1 || ptx.matches(".version").count() != 1 {
        return Err(format!("the module's PTX:\n{ptx}"));
    }
    Ok(())
}

fn tileiras_refusals() -> Check {
    let s = Scratch::new("refusals");
    let bc = bytecode_of(&s, "two", TWO_KERNELS);
    let ptxas = fake_ptxas(&s, "fake");
    let front = |args: &[&str]| ran(s.front("tileiras").args(args).env("TILESMITH_PTXAS", &ptxas));
    let k = bc.to_str().ok_or("a path")?;
    for flag in ["-l", "--preview=x", "--sanitize=memcheck", "--host-arch=x86_64", "--host-os=linux"] {
        let mut args = vec![k, "--gpu-name", "sm_90", flag];
        if flag == "-l" {
            args.push("lib.bc");
        }
        front(&args).expect(1, "is not implemented by tilesmith")?;
    }
    front(&[k, "--gpu-name", "sm_90", "--bogus"]).expect(1, "unknown command line argument '--bogus'")?;
    front(&["--gpu-name", "sm_90"]).expect(1, "no input file provided")?;
    front(&[k, k, "--gpu-name", "sm_90"]).expect(1, "one input file at most")?;
    front(&[k, "--gpu-name", "sm_1"]).expect(1, "unknown GPU name 'sm_1'")?;
    front(&[k, "--gpu-name"]).expect(1, "requires a value")?;
    front(&[k, "-O", "--gpu-name", "sm_90"]).expect(1, "requires a value")?;
    front(&[k]).expect(2, "no GPU name given")?;
    front(&[k, "--gpu-name", "sm_90", "-O4"]).expect(2, "invalid optimization level: 4")?;
    front(&[k, "--gpu-name", "sm_90", "-g"]).expect(2, "optimized debugging is not supported")?;
    front(&[k, "--gpu-name", "sm_90", "--remarks=bogus"]).expect(1, "for the --remarks option: unknown remark category 'bogus'")?;
    front(&[k, "--gpu-name", "sm_90", "--remarks-missed", "loads"]).expect(1, "for the --remarks-missed option: unknown remark category 'loads'")?;
    front(&[k, "--gpu-name", "sm_90", "--remark-format=html"]).expect(1, "unknown format 'html' (command-line or yaml)")?;
    let no_folder = s.path("no/such/folder/r.yaml");
    front(&[k, "--gpu-name", "sm_90", "--remarks=all", "--remark-format=yaml", "--remarks-output-file", no_folder.to_str().ok_or("a path")?]).expect(3, "failed to enable optimization remarks")?;
    front(&["missing.bytecode", "--gpu-name", "sm_90"]).expect(1, "missing.bytecode")?;
    let text = s.write("k.mlir", EMPTY.as_bytes());
    front(&[text.to_str().ok_or("a path")?, "--gpu-name", "sm_90"]).expect(3, "tileiras reads bytecode only")?;
    let unwritable = s.path("no/such/folder/out.cubin");
    front(&[k, "--gpu-name", "sm_90", "-o", unwritable.to_str().ok_or("a path")?]).expect(2, "could not write")?;
    if s.path("cwd/elf.o").exists() {
        return Err("a refused command wrote elf.o".into());
    }
    Ok(())
}

/// An op tilesmith cannot lower: its source position first, exit 5, as
/// cuTile Python shows it (`error: FILE:LINE:COL: message`).
fn tileiras_compile_error() -> Check {
    let s = Scratch::new("error");
    let bc = bytecode_of(&s, "bad", UNLOWERABLE);
    let ptxas = fake_ptxas(&s, "fake");
    let r = ran(s.front("tileiras").arg(&bc).args(["--gpu-name", "sm_90", "-o", "x.cubin"]).env("TILESMITH_PTXAS", &ptxas));
    r.expect(5, "error: dir/k.py:7:9: the PTX backend cannot lower 'cuda_tile.ftof' yet: f32 to fnv8E5M3FNU (NVIDIA documents no rounding to it, and its tools refuse the type)\n")?;
    if r.stderr.contains("loc(") || s.path("cwd/x.cubin").exists() {
        return Err(format!("no loc(...) form, no output: {}", r.stderr));
    }
    // tilesmith compile: as the rest of the CLI renders diagnostics.
    let c = ran(tilesmith().arg("compile").arg(&bc).args(["--arch", "sm_90", "--emit", "ptx", "-o", "-"]));
    c.expect(1, "dir/k.py:7:9: error: the PTX backend cannot lower 'cuda_tile.ftof' yet")?;
    let text = s.write("bad.mlir", b"cuda_tile.module @m {\n  entry @k() {\n    %x = addi\n  }\n}\n");
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "--emit", "ptx", "-o", "-"])).expect(1, "bad.mlir:4:3: error: expected SSA operand\n  }\n  ^")?;
    Ok(())
}

/// `--remarks`: what the lowering decided, in tileiras's two forms.
fn tileiras_remarks() -> Check {
    let s = Scratch::new("remarks");
    let ptxas = fake_ptxas(&s, "fake");
    let vector_add = bytecode_of(&s, "vector_add", &std::fs::read_to_string(root().join("examples/vector_add.mlir")).map_err(|e| e.to_string())?);
    let cutile = |target: &str, name: &str| root().join(format!("tests/cutile/{target}/{name}.tileirbc"));
    let front = |bc: &Path, arch: &str, args: &[&str]| ran(s.front("tileiras").arg(bc).args(["--gpu-name", arch, "-o", "x.cubin"]).args(args).env("TILESMITH_PTXAS", &ptxas));
    // Text on standard output, filtered by category and kind (bytecode made
    // from text keeps no locations: no `-->` lines).
    let r = front(&vector_add, "sm_90", &["--remarks=memory"]);
    r.expect(0, "")?;
    let out = r.out();
    if !(out.starts_with("in function: vector_add:\n\n  category: Memory\n    remark[passed]: Load vectorized\n       |\n       = name: RemarkMemoryVectorized\n") && out.matches("= note: Instruction = ld.global.v4.b32").count() == 2 && out.contains("remark[passed]: Store vectorized") && !out.contains("Tensor-core")) {
        return Err(format!("--remarks=memory on vector_add:\n{out}"));
    }
    let r = front(&cutile("sm_90", "matmul_f32"), "sm_90", &["--remarks-failed=tensorcore"]);
    r.expect(0, "")?;
    let out = r.out();
    if !(out.contains("  category: Tensor-core\n    remark[failed]: MMA operation runs on the CUDA cores") && out.contains("--> \"xtask/python/kernels/matmul_typed.py\":17:14") && out.contains("= reason: f32 inputs: no tensor-core instruction keeps f32 products exact") && !out.contains("Memory")) {
        return Err(format!("--remarks-failed=tensorcore on matmul_f32:\n{out}"));
    }
    let r = front(&cutile("sm_90", "matmul_bf16"), "sm_75", &["--remarks=tensorcore"]);
    if !r.out().contains("= reason: bf16 inputs on sm_75: its tensor cores (mma.sync m16n8k8) take f16 (and f8 as f16) only; sm_80 and newer take bf16") {
        return Err(format!("bf16 on sm_75:\n{}{}", r.out(), r.stderr));
    }
    // YAML into a file, nothing on standard output.
    let r = front(&cutile("sm_80", "matmul_f16"), "sm_80", &["--remark-format=yaml", "--remarks=all", "--remarks-output-file=r.yaml"]);
    r.expect(0, "")?;
    let yaml = std::fs::read_to_string(s.path("cwd/r.yaml")).map_err(|e| format!("r.yaml: {e}"))?;
    let mma = "--- !Passed\nPass:            Tensor-core\nName:            RemarkTensorCoreMMA\nDebugLoc:        { File: 'xtask/python/kernels/matmul_f16.py', Line: 16, Column: 14 }\nFunction:        matmul_f16_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I128_I128_I32\nArgs:\n  - RemarkId:    3\n  - Remark:      MMA operation uses tensor cores\n  - Instruction: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32\n  - Shape:       '[16, 8, 16]'\n  - Product:     '[128, 128, 32]'\n...\n";
    if !r.out().is_empty() || !yaml.contains(mma) || yaml_problem(&yaml).is_some() {
        return Err(format!("YAML remarks of matmul_f16 ({:?}):\n{yaml}", yaml_problem(&yaml)));
    }
    // The file is for YAML only; no remarks asked for, no file.
    let r = front(&vector_add, "sm_90", &["--remarks=all", "--remarks-output-file=t.yaml"]);
    if !r.out().contains("remark[passed]: Load vectorized") || s.path("cwd/t.yaml").exists() {
        return Err(format!("text remarks with an output file: {}", r.out()));
    }
    front(&vector_add, "sm_90", &["--remark-format=yaml", "--remarks=none"]).expect(0, "")?;
    if s.path("cwd/tileir_remarks.yaml").exists() {
        return Err("--remarks=none wrote a remarks file".into());
    }
    front(&vector_add, "sm_90", &["--remark-format=yaml", "--remarks=tensorcore"]).expect(0, "")?;
    if !std::fs::read_to_string(s.path("cwd/tileir_remarks.yaml")).map_err(|e| e.to_string())?.is_empty() {
        return Err("vector_add has no matrix product: the tensor-core remarks file is empty".into());
    }
    // tilesmith compile takes the same options.
    let r = ran(tilesmith().arg("compile").arg(&vector_add).args(["--arch", "sm_90", "--emit", "ptx", "-o"]).arg(s.path("v.ptx")).arg("--remarks-passed=all"));
    r.expect(0, "")?;
    if r.out().matches("remark[passed]").count() != 3 {
        return Err(format!("tilesmith compile --remarks-passed=all:\n{}", r.out()));
    }
    ran(tilesmith().arg("compile").arg(&vector_add).args(["--arch", "sm_90", "--emit", "ptx", "-o", "-", "--remarks=most"])).expect(1, "unknown remark category 'most'")?;
    Ok(())
}

/// What is wrong with a remarks file, if anything: each document is `---
/// !Kind`, `Pass`, `Name`, an optional `DebugLoc`, `Function`, `Args` with
/// `RemarkId` (numbered from 1) and `Remark` first, then `...`.
fn yaml_problem(yaml: &str) -> Option<String> {
    let mut lines = yaml.lines().peekable();
    let mut id = 0;
    while let Some(first) = lines.next() {
        id += 1;
        if !["--- !Passed", "--- !Missed", "--- !Failure", "--- !Analysis"].contains(&first) {
            return Some(format!("document {id} starts with {first:?}"));
        }
        for key in ["Pass:            ", "Name:            "] {
            if !lines.next().is_some_and(|l| l.starts_with(key)) {
                return Some(format!("document {id}: no {key:?}"));
            }
        }
        if lines.peek().is_some_and(|l| l.starts_with("DebugLoc:        { File: '")) {
            lines.next();
        }
        let expected = ["Function:        ".to_string(), "Args:".to_string(), format!("  - RemarkId:    {id}"), "  - Remark:      ".to_string()];
        for e in &expected {
            if !lines.next().is_some_and(|l| l.starts_with(e.as_str())) {
                return Some(format!("document {id}: expected {e:?}"));
            }
        }
        loop {
            match lines.next() {
                Some("...") => break,
                Some(l) if l.starts_with("  - ") && l[4..].split_once(": ").is_some() => {}
                other => return Some(format!("document {id}: {other:?} in Args")),
            }
        }
    }
    None
}

/// Every cuTile kernel's YAML remarks read as documents, one tensor-core
/// remark per matrix product of the module.
fn remarks_case(scratch: &Scratch, bc: &Path) -> Check {
    let name = bc.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    let ptxas = fake_ptxas(scratch, "fake");
    let file = scratch.path(&format!("{name}.yaml"));
    let r = ran(scratch.front("tileiras").arg(bc).args(["--gpu-name", "sm_90", "-o", "x.cubin", "--remark-format=yaml", "--remarks=all", "--remarks-output-file"]).arg(&file).env("TILESMITH_PTXAS", &ptxas));
    r.expect(0, "")?;
    let yaml = std::fs::read_to_string(&file).map_err(|e| e.to_string())?;
    if let Some(problem) = yaml_problem(&yaml) {
        return Err(problem);
    }
    let text = std::fs::read_to_string(bc.with_extension("tileirdisasm.mlir")).map_err(|e| e.to_string())?;
    let products = text.matches(" mmaf ").count() + text.matches(" mmai ").count();
    let remarks = yaml.matches("Name:            RemarkTensorCoreMMA").count();
    if products != remarks {
        return Err(format!("{products} matrix products, {remarks} tensor-core remarks"));
    }
    Ok(())
}

fn compile_command() -> Check {
    let s = Scratch::new("command");
    let text = s.write("two.mlir", TWO_KERNELS.as_bytes());
    // The default output: the input's name, in the current folder.
    let r = ran(tilesmith().current_dir(s.path("cwd")).arg("compile").arg(&text).args(["--arch", "sm_86", "--emit", "ptx"]));
    r.expect(0, "")?;
    let ptx = std::fs::read_to_string(s.path("cwd/two.ptx")).map_err(|e| e.to_string())?;
    if !ptx.contains(".target sm_86") || ptx.matches(".visible .entry").count() != 2 {
        return Err(format!("two.ptx:\n{ptx}"));
    }
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_7"])).expect(1, "unknown architecture 'sm_7' (this build compiles for sm_75, sm_80")?;
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "-g"])).expect(1, "optimized debugging is not supported")?;
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "-O4"])).expect(2, "-O")?;
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "-O1", "-O0", "-g", "--emit", "ptx", "-o", "-"])).expect(0, "")?;
    ran(tilesmith().arg("compile").arg("-").args(["--arch", "sm_90"])).expect(1, "give the output file with -o")?;
    // How ptxas is found.
    let missing = s.path("nowhere/ptxas");
    ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "-o", "x.cubin"]).env("TILESMITH_PTXAS", &missing)).expect(1, "TILESMITH_PTXAS names")?;
    let cuda_home = fake_ptxas(&s, "cuda/bin");
    let empty_path = s.path("empty");
    std::fs::create_dir_all(&empty_path).map_err(|e| e.to_string())?;
    let out = s.path("home.cubin");
    let r = ran(tilesmith().arg("compile").arg(&text).args(["--arch", "sm_90", "--lineinfo", "-O1", "-o"]).arg(&out).env_remove("TILESMITH_PTXAS").env("PATH", &empty_path).env("CUDA_HOME", s.path("cuda")));
    r.expect(0, "")?;
    let args = std::fs::read_to_string(&out).map_err(|e| e.to_string())?;
    if !args.lines().any(|l| l == "-O1") || !args.lines().any(|l| l == "--generate-line-info") {
        return Err(format!("ptxas from $CUDA_HOME/bin ({}) got: {args}", cuda_home.display()));
    }
    Ok(())
}

/// More than 48 KiB of shared memory: a cubin's kernels may take it, and
/// ptxas is given `--enable-extended-smem=true` where one does (not for
/// sm_90a, whose default it is, nor for a module within 48 KiB); PTX keeps
/// to 48 KiB, and says what would raise it; with NVIDIA's ptxas, the cubin.
fn extended_shared() -> Check {
    let s = Scratch::new("extended");
    let gemm = root().join("benches/gemm_tiles.mlir");
    let small = s.write("two.mlir", TWO_KERNELS.as_bytes());
    let ptxas = fake_ptxas(&s, "fake");
    let args_of = |input: &Path, arch: &str, name: &str| -> Result<Vec<String>, String> {
        let out = s.path(name);
        ran(tilesmith().arg("compile").arg(input).args(["--arch", arch, "-o"]).arg(&out).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
        std::fs::read_to_string(&out).map(|t| t.lines().map(String::from).collect()).map_err(|e| e.to_string())
    };
    let flag = "--enable-extended-smem=true".to_string();
    for (input, arch, wanted) in [(&gemm, "sm_80", true), (&gemm, "sm_86", true), (&gemm, "sm_90", false), (&small, "sm_80", false)] {
        let a = args_of(input, arch, &format!("{arch}_{wanted}.cubin"))?;
        if a.contains(&flag) != wanted {
            return Err(format!("{} for {arch}: ptxas got {a:?}, {} {flag}", input.display(), if wanted { "without" } else { "with" }));
        }
    }
    let bc = s.path("gemm.tileirbc");
    ran(tilesmith().args(["translate", "-mlir-to-cudatilebc", "-o"]).arg(&bc).arg(&gemm)).expect(0, "")?;
    let out = s.path("front.cubin");
    ran(s.front("tileiras").arg(&bc).arg("-o").arg(&out).args(["--gpu-name", "sm_80"]).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
    if !std::fs::read_to_string(&out).map_err(|e| e.to_string())?.lines().any(|l| l == flag) {
        return Err(format!("the tileiras front for sm_80: ptxas not given {flag}"));
    }
    ran(tilesmith().arg("compile").arg(&gemm).args(["--arch", "sm_80", "--emit", "ptx", "-o", "-"]))
        .expect(1, "of shared memory, more than the 49152 bytes ptxas lets a kernel declare for sm_80 by default (up to 166912 with ptxas's --enable-extended-smem=true: `tilesmith ptx --extended-shared`")?;
    ran(tilesmith().arg("compile").arg(&gemm).args(["--arch", "sm_75", "-o"]).arg(s.path("x.cubin")).env("TILESMITH_PTXAS", &ptxas)).expect(1, "of shared memory, more than the 65536 bytes a CTA can have on sm_75")?;
    let tools = match nvidia::nvidia_tools() {
        Ok(t) => t,
        Err(e) => {
            println!("skipped: extended_shared with ptxas: NVIDIA's tools could not be installed: {e}");
            return Ok(());
        }
    };
    let out = s.path("real.cubin");
    let r = ran(tilesmith().arg("compile").arg(&gemm).args(["--arch", "sm_80", "-o"]).arg(&out).env("TILESMITH_PTXAS", &tools.ptxas));
    r.expect(0, "")?;
    if !std::fs::read(&out).map_err(|e| e.to_string())?.starts_with(b"\x7fELF") {
        return Err("sm_80's cubin is not an ELF file".into());
    }
    Ok(())
}

/// `--prefetch` and `--prefetch-distance N`: the benchmark GEMM's tiles go
/// into shared memory with cp.async, waited for with one group a tile in
/// flight per iteration ahead (the 128x128x32 GEMM on sm_90a: A and B, so
/// `wait_group 2` at 1 and 4 at 2), and its wgmma group left in flight
/// across iterations (`wgmma.wait_group 1`, docs/ptx.md "Products left in
/// flight"); without either, none of these; a distance
/// outside 1 to 8 is refused; a cubin compile takes them (ptxas a
/// stand-in here).
fn prefetch() -> Check {
    let s = Scratch::new("prefetch");
    let bench = root().join("benches/gpu/kernels.mlir");
    let ptx_with = |flags: &[&str]| -> Result<String, String> {
        let r = ran(tilesmith().arg("compile").arg(&bench).args(["--arch", "sm_90a", "--emit", "ptx", "-o", "-"]).args(flags));
        r.expect(0, "")?;
        Ok(r.out())
    };
    let gemm = |ptx: &str| -> String { ptx.split(".entry gemm_f16_128x128x32").nth(1).and_then(|t| t.split(".entry ").next()).unwrap_or_default().to_string() };
    let in_flight = "wgmma.wait_group.sync.aligned 1;";
    for (flags, wait) in [(&[][..], None), (&["--prefetch"][..], Some("cp.async.wait_group 2;")), (&["--prefetch-distance", "2"][..], Some("cp.async.wait_group 4;"))] {
        let kernel = gemm(&ptx_with(flags)?);
        match wait {
            None if kernel.contains("cp.async") || kernel.contains(in_flight) => return Err(format!("{flags:?}: cp.async or a wgmma group in flight without --prefetch")),
            Some(w) if !kernel.contains(w) || !kernel.contains(in_flight) => return Err(format!("{flags:?}: no '{w}' or no '{in_flight}' in gemm_f16_128x128x32")),
            _ => {}
        }
    }
    ran(tilesmith().arg("compile").arg(&bench).args(["--arch", "sm_90a", "--prefetch-distance", "9"])).expect(2, "--prefetch-distance")?;
    let ptxas = fake_ptxas(&s, "fake");
    let out = s.path("ahead.cubin");
    ran(tilesmith().arg("compile").arg(&bench).args(["--arch", "sm_90", "--prefetch-distance", "2", "-o"]).arg(&out).env("TILESMITH_PTXAS", &ptxas)).expect(0, "")?;
    Ok(())
}

/// With NVIDIA's ptxas: real cubins, with line information and device debug.
fn real_cubins() -> Check {
    let tools = match nvidia::nvidia_tools() {
        Ok(t) => t,
        Err(e) => {
            println!("skipped: real_cubins: NVIDIA's tools could not be installed: {e}");
            return Ok(());
        }
    };
    let s = Scratch::new("real");
    let bc = root().join("tests/cutile/sm_90/attention.tileirbc");
    for (name, args) in [("plain", &["-O3"][..]), ("lineinfo", &["--lineinfo"][..]), ("debug", &["-g", "-O0"][..])] {
        let out = s.path(&format!("{name}.cubin"));
        let r = ran(tilesmith().arg("compile").arg(&bc).args(["--arch", "sm_90", "-o"]).arg(&out).args(args).env("TILESMITH_PTXAS", &tools.ptxas));
        r.expect(0, "")?;
        if !r.stderr.is_empty() {
            return Err(format!("{name}: ptxas warned: {}", r.stderr));
        }
        let cubin = std::fs::read(&out).map_err(|e| e.to_string())?;
        if !cubin.starts_with(b"\x7fELF") {
            return Err(format!("{name}: not an ELF file"));
        }
    }
    let size = |n: &str| std::fs::metadata(s.path(n)).map(|m| m.len()).unwrap_or(0);
    if !(size("lineinfo.cubin") > size("plain.cubin") && size("debug.cubin") > size("plain.cubin")) {
        return Err(format!("line tables must make the cubin larger: plain {}, lineinfo {}, debug {}", size("plain.cubin"), size("lineinfo.cubin"), size("debug.cubin")));
    }
    Ok(())
}

fn exports(target: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/cutile").join(target)).map(|d| d.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "tileirbc")).collect()).unwrap_or_default();
    files.sort();
    files
}

fn main() -> ExitCode {
    let mut checks: Vec<(String, Box<dyn Fn() -> Check>)> = vec![
        ("tileiras_version_and_versions".into(), Box::new(tileiras_version_and_versions)),
        ("tileiras_probe".into(), Box::new(tileiras_probe)),
        ("tileiras_spellings_and_flags".into(), Box::new(tileiras_spellings_and_flags)),
        ("tileiras_refusals".into(), Box::new(tileiras_refusals)),
        ("tileiras_compile_error".into(), Box::new(tileiras_compile_error)),
        ("compile_command".into(), Box::new(compile_command)),
        ("tileiras_remarks".into(), Box::new(tileiras_remarks)),
        ("real_cubins".into(), Box::new(real_cubins)),
        ("extended_shared".into(), Box::new(extended_shared)),
        ("prefetch".into(), Box::new(prefetch)),
    ];
    let disasm_scratch = std::rc::Rc::new(Scratch::new("disasm"));
    for target in ["sm_80", "sm_90"] {
        for bc in exports(target) {
            let name = bc.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            let b = bc.clone();
            checks.push((format!("lineinfo/{target}/{name}"), Box::new(move || lineinfo_case(&b))));
            if target == "sm_90" {
                let scratch = disasm_scratch.clone();
                let b = bc.clone();
                checks.push((format!("tileirdisasm/{target}/{name}"), Box::new(move || disasm_case(&scratch, &b))));
                let scratch = disasm_scratch.clone();
                checks.push((format!("remarks/{target}/{name}"), Box::new(move || remarks_case(&scratch, &bc))));
            }
        }
    }
    let filter = std::env::var("COMPILE_FILTER").ok();
    let mut failures = Vec::new();
    let mut passed = 0;
    for (name, check) in checks.iter().filter(|(n, _)| filter.as_deref().is_none_or(|f| n.contains(f))) {
        match check() {
            Ok(()) => passed += 1,
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!("compile: {passed} checks passed, {} failed", failures.len());
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        for f in &failures {
            eprintln!("FAILED {f}");
        }
        ExitCode::FAILURE
    }
}
