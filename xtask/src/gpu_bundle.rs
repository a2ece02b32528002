//! `cargo xtask gpu-bundle [--out DIR]`: a folder that takes the run cases to
//! a GPU machine with no Rust toolchain and no network (CUDA's driver and
//! `compute-sanitizer` are all it needs), under the 64 MiB a device call
//! carries:
//!
//! - `bin/tilesmith`: the release build, debug info stripped;
//! - `bin/gpu-tests`: the release build of tests/gpu.rs, which runs every run
//!   case through `tilesmith run --device gpu` and compares the buffers with
//!   the expected ones exactly as CI's test does;
//! - `tests/run/`: the run cases, and the modules they name outside it (the
//!   cuTile exports of `tests/cutile/`, the benchmark kernels), at the same
//!   paths relative to the bundle as to the repository;
//! - `benches/gpu/`: the benchmark kernels and `bench.py`, which times them
//!   against a device-to-device copy, cuBLAS and PyTorch's attention;
//! - `launch-probe/`: cubins of one kernel, ours plain, ours marked as
//!   tileiras marks its own, and tileiras's (made with NVIDIA's tools of
//!   `cargo xtask tools`), which `benches/gpu/launch_probe.py` launches as
//!   cuTile Python does, with a block of one thread;
//! - `run.sh`: runs all of it and writes one report folder (`$OUT`, else
//!   `report/` beside the script): the device (`nvidia-smi`), the launch
//!   probe (`launch-probe.txt`), the benchmarks
//!   first (`bench.txt`, `bench.json`, the PTX they ran, `bench.log`), every
//!   run case (`run-cases.txt`, its last line the counts), then
//!   `compute-sanitizer` (memcheck, racecheck and synccheck) on a sample of
//!   the cases (`sanitizer.txt`) with the time left, each phase within its
//!   share of `BUNDLE_SECONDS` (default 540, under a device call's 600 s;
//!   `times.txt` says what each took). It fails if a case failed, if any was
//!   skipped (no GPU was used), if the sanitizer found an error, if a
//!   benchmark's result was wrong or could not be measured (no PyTorch), or
//!   if a phase was cut short.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{build_tilesmith, workspace_root};

pub const USAGE: &str = "usage: cargo xtask gpu-bundle [--out DIR]
  Builds the folder that runs every run case on a GPU machine without Rust (default
  target/gpu-bundle): the release tilesmith, the release GPU test, tests/run (and the
  modules its cases name), the GPU benchmarks (benches/gpu) and run.sh.
  On the device: `target/gpu-bundle/run.sh` (writes its report to $OUT, else report/).";

/// What a device call may carry in all.
const LIMIT_BYTES: u64 = 64 << 20;

/// The cases `compute-sanitizer` runs: element-wise with vector accesses,
/// tensor cores, a reduction through shared memory, atomics, and cuTile's
/// softmax and attention; and [`SANITIZED_PREFETCH`].
const SANITIZED: &[&str] = &[
    "tests/run/vector/add_f32_static",
    "tests/run/vector/add_f32_dynamic_1001",
    "tests/run/mma/tc_f16_f32",
    "tests/run/mma/tc_i8_signed_signed",
    "tests/run/reduction/sum_rows",
    "tests/run/atomics/histogram_i32",
    "tests/run/cutile/softmax",
    "tests/run/cutile/attention",
];

/// The cases `compute-sanitizer` also runs with `--prefetch --no-checks`:
/// tiles copied into shared memory with `cp.async` (racecheck and
/// synccheck judge its waits and barriers on the hardware; the run-time
/// checks' own barriers would hide a missing one).
const SANITIZED_PREFETCH: &[&str] = &["tests/run/async_copy/ragged_f16", "tests/run/async_copy/outer_loop_f16"];

/// The cases of [`SANITIZED_PREFETCH`] it runs a third time with their
/// tiles loaded two iterations ahead (`--prefetch-distance 2 --no-checks`:
/// rings of four buffers on sm_90a, one barrier an iteration).
const SANITIZED_AHEAD: &[&str] = &["tests/run/async_copy/ragged_f16"];

pub fn run(args: &[String]) -> Result<(), String> {
    let root = workspace_root();
    let mut out = root.join("target/gpu-bundle");
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--out" => {
                out = PathBuf::from(args.get(i + 1).ok_or_else(|| format!("--out needs a folder\n{USAGE}"))?);
                i += 2;
            }
            other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
        }
    }
    let sanitized: Vec<&str> = SANITIZED.iter().chain(SANITIZED_PREFETCH).copied().filter(|c| root.join(c).join("args").exists()).collect();
    if sanitized.len() != SANITIZED.len() + SANITIZED_PREFETCH.len() {
        let missing: Vec<&&str> = SANITIZED.iter().chain(SANITIZED_PREFETCH).filter(|c| !sanitized.contains(c)).collect();
        return Err(format!("the sanitizer's sample names cases that are not there: {missing:?} (xtask/src/gpu_bundle.rs)"));
    }

    let tilesmith = build_tilesmith(false)?;
    let test_binary = gpu_test_binary(&root)?;

    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(out.join("bin")).map_err(|e| format!("{}: {e}", out.display()))?;
    copy_stripped(&tilesmith, &out.join("bin/tilesmith"))?;
    copy_stripped(&test_binary, &out.join("bin/gpu-tests"))?;
    copy_tree(&root.join("tests/run"), &out.join("tests/run"))?;
    for file in files_named_outside(&root)? {
        let target = out.join(&file);
        std::fs::create_dir_all(target.parent().unwrap_or(&out)).map_err(|e| format!("{}: {e}", target.display()))?;
        std::fs::copy(root.join(&file), &target).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    copy_tree(&root.join("benches/gpu"), &out.join("benches/gpu"))?;
    launch_probe(&root, &out.join("launch-probe"), &tilesmith)?;
    write_script(&out.join("run.sh"), &sanitized)?;

    let bytes = tree_bytes(&out);
    if bytes > LIMIT_BYTES {
        return Err(format!("{} holds {bytes} bytes, more than the {LIMIT_BYTES} a device call carries", out.display()));
    }
    let shown = out.strip_prefix(&root).unwrap_or(&out).display().to_string();
    println!("gpu-bundle: {shown} ({:.1} MiB): bin/tilesmith, bin/gpu-tests, tests/run and the modules it names, benches/gpu, run.sh", bytes as f64 / (1 << 20) as f64);
    println!("on the device: {shown}/run.sh   (carry {shown}; the report goes to $OUT, else {shown}/report)");
    Ok(())
}

/// The cubins of the launch probe (benches/gpu/launch_probe.py, which says
/// what each is) in `dir`, made from benches/gpu/launch_probe.mlir for
/// sm_90a with tilesmith, and with NVIDIA's ptxas and tileiras of `cargo
/// xtask tools`.
fn launch_probe(root: &Path, dir: &Path, tilesmith: &Path) -> Result<(), String> {
    let nvidia = crate::tools::ensure()?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let kernel = root.join("benches/gpu/launch_probe.mlir");
    let run = |mut command: Command, what: &str| -> Result<(), String> {
        let output = command.output().map_err(|e| format!("{what}: {e}"))?;
        if !output.status.success() {
            return Err(format!("launch probe: {what} failed:\n{}", String::from_utf8_lossy(&output.stderr)));
        }
        Ok(())
    };
    let bytecode = dir.join("probe.tileirbc");
    let mut c = Command::new(tilesmith);
    c.arg("translate").arg("--mlir-to-cudatilebc").arg(&kernel).arg("-o").arg(&bytecode);
    run(c, "tilesmith translate")?;
    let mut c = nvidia.command(&nvidia.tileiras);
    c.arg(&bytecode).args(["--gpu-name", "sm_90", "-o"]).arg(dir.join("tileiras.cubin"));
    run(c, "tileiras")?;
    let ptx = dir.join("plain.ptx");
    let mut c = Command::new(tilesmith);
    c.arg("ptx").arg(&kernel).args(["--kernel", "probe", "--arch", "sm_90a", "-o"]).arg(&ptx);
    run(c, "tilesmith ptx")?;
    let ptxas = |input: &Path, cubin: &str, extra: &[String]| -> Result<(), String> {
        let mut c = nvidia.command(&nvidia.ptxas);
        c.args(["-arch", "sm_90a"]).arg(input).arg("-o").arg(dir.join(cubin)).args(extra);
        run(c, &format!("ptxas for {cubin}"))
    };
    ptxas(&ptx, "plain.cubin", &[])?;
    // tileiras's PTX declares its kernels' language (`.language 7`, which
    // PTX ISA 9.2 brings) and a 64-byte global the driver knows by name.
    let text = std::fs::read_to_string(&ptx).map_err(|e| format!("{}: {e}", ptx.display()))?;
    let version = text.lines().find(|l| l.starts_with(".version ")).ok_or("launch probe: the PTX has no .version")?;
    let marked = text
        .replacen(version, ".version 9.2", 1)
        .replacen(".visible .entry probe(", ".visible .global .align 8 .b8 ___NV_TILE_LAUNCH_META_DATA___[64];\n\n.visible .entry probe(", 1)
        .replacen("\n{\n", "\n.language 7\n{\n", 1);
    if !marked.contains(".language 7") || !marked.contains("___NV_TILE_LAUNCH_META_DATA___") {
        return Err("launch probe: the PTX's entry is not where the probe looks for it".into());
    }
    let marked_ptx = dir.join("marked.ptx");
    std::fs::write(&marked_ptx, marked).map_err(|e| format!("{}: {e}", marked_ptx.display()))?;
    ptxas(&marked_ptx, "marked.cubin", &[])?;
    // tileiras gives ptxas a host object (x86-64) for the driver to call,
    // which ptxas keeps in the cubin's `.nv.host` section.
    let cubin = std::fs::read(dir.join("tileiras.cubin")).map_err(|e| format!("tileiras.cubin: {e}"))?;
    let host = elf_section(&cubin, ".nv.host").ok_or("launch probe: tileiras's cubin has no .nv.host section")?;
    let host_object = dir.join("host.o");
    std::fs::write(&host_object, host).map_err(|e| format!("{}: {e}", host_object.display()))?;
    ptxas(&marked_ptx, "host.cubin", &[format!("--nv-host={}", host_object.display()), "-uumn".into()])
}

/// The bytes of section `name` of a 64-bit little-endian ELF file.
fn elf_section<'a>(elf: &'a [u8], name: &str) -> Option<&'a [u8]> {
    // The N little-endian bytes at `base + field` (none past the file, or
    // where the sum overflows).
    fn bytes<const N: usize>(elf: &[u8], base: usize, field: usize) -> Option<[u8; N]> {
        let at = base.checked_add(field)?;
        elf.get(at..at.checked_add(N)?)?.try_into().ok()
    }
    let u16_at = |base, field| bytes(elf, base, field).map(u16::from_le_bytes).map(usize::from);
    let u32_at = |base, field| bytes(elf, base, field).map(u32::from_le_bytes).and_then(|v| usize::try_from(v).ok());
    let u64_at = |base, field| bytes(elf, base, field).map(u64::from_le_bytes).and_then(|v| usize::try_from(v).ok());
    if elf.get(..5)? != b"\x7fELF\x02" {
        return None;
    }
    let (table, entry, count, names) = (u64_at(0, 0x28)?, u16_at(0, 0x3a)?, u16_at(0, 0x3c)?, u16_at(0, 0x3e)?);
    let header = |i: usize| table.checked_add(i.checked_mul(entry)?);
    let names_at = u64_at(header(names)?, 0x18)?;
    (0..count).find_map(|i| {
        let at = header(i)?;
        let start = names_at.checked_add(u32_at(at, 0)?)?;
        let end = start + elf.get(start..)?.iter().position(|&b| b == 0)?;
        if elf.get(start..end)? != name.as_bytes() {
            return None;
        }
        let (offset, size) = (u64_at(at, 0x18)?, u64_at(at, 0x20)?);
        elf.get(offset..offset.checked_add(size)?)
    })
}

/// The files outside tests/run that run cases name (relative to `root`):
/// every argument of a case's `args` that is a path to an existing file
/// once taken from the case's folder. A path that escapes the repository is
/// an error.
fn files_named_outside(root: &Path) -> Result<Vec<PathBuf>, String> {
    let (root, run) = (root.canonicalize().map_err(|e| e.to_string())?, root.join("tests/run"));
    let mut args_files = Vec::new();
    collect_args(&run, &mut args_files)?;
    let mut files = std::collections::BTreeSet::new();
    for args in args_files {
        let text = std::fs::read_to_string(&args).map_err(|e| format!("{}: {e}", args.display()))?;
        let dir = args.parent().unwrap_or(&run);
        for word in text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(str::split_whitespace) {
            let Ok(path) = dir.join(word).canonicalize() else { continue };
            if !path.is_file() || path.starts_with(root.join("tests/run")) {
                continue;
            }
            let inside = path.strip_prefix(&root).map_err(|_| format!("{}: '{word}' names a file outside the repository", args.display()))?;
            files.insert(inside.to_path_buf());
        }
    }
    Ok(files.into_iter().collect())
}

fn collect_args(dir: &Path, found: &mut Vec<PathBuf>) -> Result<(), String> {
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            collect_args(&path, found)?;
        } else if path.file_name().is_some_and(|n| n == "args") {
            found.push(path);
        }
    }
    Ok(())
}

fn cargo(root: &Path, args: &[&str]) -> Result<String, String> {
    let output = Command::new(env!("CARGO"))
        .current_dir(root)
        .args(args)
        .output()
        .map_err(|e| format!("cargo {}: {e}", args.join(" ")))?;
    if !output.status.success() {
        return Err(format!("cargo {} failed:\n{}", args.join(" "), String::from_utf8_lossy(&output.stderr)));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Builds tests/gpu.rs in release and returns its executable, read from
/// cargo's JSON messages (the artifact whose target is `gpu`).
fn gpu_test_binary(root: &Path) -> Result<PathBuf, String> {
    let messages = cargo(root, &["test", "--release", "--test", "gpu", "--no-run", "--message-format=json"])?;
    messages
        .lines()
        .filter(|l| l.contains("\"reason\":\"compiler-artifact\"") && l.contains("\"name\":\"gpu\""))
        .find_map(|l| {
            let start = l.find("\"executable\":\"")? + "\"executable\":\"".len();
            let end = start + l[start..].find('"')?;
            Some(PathBuf::from(&l[start..end]))
        })
        .ok_or_else(|| "cargo built the GPU test but named no executable".to_string())
}

/// Copies a binary without its debug information (`strip`; a plain copy where
/// there is no `strip`).
fn copy_stripped(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::copy(from, to).map_err(|e| format!("{} to {}: {e}", from.display(), to.display()))?;
    match Command::new("strip").arg("--strip-debug").arg(to).status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("strip {}: {s}", to.display())),
        Err(_) => Ok(()),
    }
}

fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| format!("{}: {e}", to.display()))?;
    for entry in std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if entry.file_type().map_err(|e| e.to_string())?.is_dir() {
            copy_tree(&source, &target)?;
        } else {
            std::fs::copy(&source, &target).map_err(|e| format!("{}: {e}", source.display()))?;
        }
    }
    Ok(())
}

fn tree_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| match e.file_type() {
            Ok(t) if t.is_dir() => tree_bytes(&e.path()),
            _ => e.metadata().map_or(0, |m| m.len()),
        })
        .sum()
}

fn write_script(path: &Path, sanitized: &[&str]) -> Result<(), String> {
    // Each `case` or `case:flags` (the flags joined by commas).
    let cases = sanitized
        .iter()
        .map(|c| if SANITIZED_PREFETCH.contains(c) { format!("  {c}:--prefetch,--no-checks") } else { format!("  {c}") })
        .chain(sanitized.iter().filter(|c| SANITIZED_AHEAD.contains(c)).map(|c| format!("  {c}:--prefetch-distance,2,--no-checks")))
        .collect::<Vec<_>>()
        .join(" \\\n");
    let script = format!(
        r#"#!/usr/bin/env bash
# tilesmith GPU bundle (made by `cargo xtask gpu-bundle`): the benchmarks
# against a device-to-device copy, cuBLAS and PyTorch's attention, then
# every run case on this machine's GPU, then compute-sanitizer on a sample,
# each phase within its share of BUNDLE_SECONDS (default 540: one device
# call may run 600 s), so that what matters most is measured first and a
# slow phase cannot starve the others. Writes its report to $OUT (else
# report/ beside this script), with each phase's seconds in times.txt;
# exits non-zero if anything failed or was cut short.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${{OUT:-$here/report}}"
mkdir -p "$out"
status=0
budget="${{BUNDLE_SECONDS:-540}}"
: > "$out/times.txt"
# phase NAME SECONDS COMMAND...: runs COMMAND for at most SECONDS, notes the time.
phase() {{
  local name="$1" limit="$2" begin=$SECONDS rc
  shift 2
  timeout --kill-after=10 "$limit" "$@"
  rc=$?
  echo "$name: $((SECONDS - begin)) s of $limit s, exit $rc" >> "$out/times.txt"
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    echo "$name: cut short after $limit s (see $out/times.txt)"
  fi
  return $rc
}}

nvidia-smi > "$out/nvidia-smi.txt" 2>&1

# The launch probe: do cubins of tilesmith's start with cuTile Python's
# block of (1, 1, 1)? An experiment: its answers are the report, not a failure.
if python3 -c "import torch" > /dev/null 2>&1; then
  phase launch-probe 60 python3 "$here/benches/gpu/launch_probe.py" --dir "$here/launch-probe" --out "$out/launch-probe.txt" > "$out/launch-probe.log" 2>&1
  cat "$out/launch-probe.txt" 2>/dev/null || tail -n 5 "$out/launch-probe.log"
fi

# The benchmarks first: tilesmith's kernels against a device-to-device copy,
# cuBLAS and PyTorch's attention (benches/gpu/bench.py; needs PyTorch with CUDA).
if python3 -c "import torch" > /dev/null 2>&1; then
  phase benchmarks $((budget * 2 / 5)) python3 "$here/benches/gpu/bench.py" --tilesmith "$here/bin/tilesmith" --out "$out/bench" > "$out/bench.log" 2>&1 || status=1
  cat "$out/bench/bench.txt" 2>/dev/null || tail -n 20 "$out/bench.log"
else
  echo "benchmarks: no PyTorch (python3 -c 'import torch' failed); nothing measured" | tee "$out/bench.log"
  status=1
fi

# Every run case, compared with its expected buffers as CI compares them.
TILESMITH_ROOT="$here" TILESMITH_BIN="$here/bin/tilesmith" phase run-cases $((budget * 2 / 5)) "$here/bin/gpu-tests" > "$out/run-cases.txt" 2>&1 || status=1
tail -n 1 "$out/run-cases.txt"
grep '^FAILED' "$out/run-cases.txt" | head -n 20
# Cases skipped mean no GPU was used (no driver, no device): that is a failure here.
skipped=$(tail -n 1 "$out/run-cases.txt" | sed -n 's/.* \([0-9][0-9]*\) skipped$/\1/p')
if [ "${{skipped:-missing}}" != "0" ]; then
  echo "run cases: ${{skipped:-all}} skipped, or cut short: the GPU was not used for all of them (see $out/run-cases.txt)"
  status=1
fi

# compute-sanitizer on a sample, with what time is left: each case's own command line, on the GPU.
sanitizer="$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)"
: > "$out/sanitizer.txt"
if [ -z "$sanitizer" ]; then
  echo "compute-sanitizer: not found; skipped" | tee -a "$out/sanitizer.txt"
else
  for case in \
{cases}; do
    flags=""
    case "$case" in *:*) flags=$(echo "${{case#*:}}" | tr ',' ' '); case="${{case%%:*}}";; esac
    args="$(grep -v '^[[:space:]]*#' "$here/$case/args" | tr '\n' ' ') $flags"
    for tool in memcheck racecheck synccheck; do
      left=$((budget - SECONDS))
      if [ $left -lt 10 ]; then
        echo "sanitizer $tool $case${{flags:+ $flags}}: not run, the budget of $budget s is spent" | tee -a "$out/sanitizer.txt"
        status=1
        continue
      fi
      scratch=$(mktemp -d)
      if (cd "$here/$case" && phase "sanitizer $tool $case${{flags:+ $flags}}" $left "$sanitizer" --tool "$tool" --error-exitcode 3 "$here/bin/tilesmith" run $args --device gpu --out "$scratch") >> "$out/sanitizer.txt" 2>&1; then
        echo "sanitizer $tool $case${{flags:+ $flags}}: ok" | tee -a "$out/sanitizer.txt"
      else
        echo "sanitizer $tool $case${{flags:+ $flags}}: FAILED" | tee -a "$out/sanitizer.txt"
        status=1
      fi
      rm -rf "$scratch"
    done
  done
fi
echo "total: $SECONDS s of $budget s" >> "$out/times.txt"
cat "$out/times.txt"
exit $status
"#
    );
    std::fs::write(path, script).map_err(|e| format!("{}: {e}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::elf_section;

    /// A 64-bit little-endian ELF file of no program, with a section-name
    /// table and the sections `named` (name, bytes), in that order.
    fn elf(named: &[(&str, &[u8])]) -> Vec<u8> {
        let mut names = vec![0u8];
        let mut name_at = Vec::new();
        for (name, _) in named.iter().copied().chain([(".shstrtab", &[][..])]) {
            name_at.push(names.len() as u32);
            names.extend_from_slice(name.as_bytes());
            names.push(0);
        }
        let mut file = vec![0u8; 64];
        file[..5].copy_from_slice(b"\x7fELF\x02");
        let mut placed = Vec::new();
        for (_, bytes) in named {
            placed.push((file.len() as u64, bytes.len() as u64));
            file.extend_from_slice(bytes);
        }
        placed.push((file.len() as u64, names.len() as u64));
        file.extend_from_slice(&names);
        let table = file.len() as u64;
        file.extend_from_slice(&[0u8; 64]); // the null section
        for (i, &(offset, size)) in placed.iter().enumerate() {
            let mut header = [0u8; 64];
            header[..4].copy_from_slice(&name_at[i].to_le_bytes());
            header[0x18..0x20].copy_from_slice(&offset.to_le_bytes());
            header[0x20..0x28].copy_from_slice(&size.to_le_bytes());
            file.extend_from_slice(&header);
        }
        file[0x28..0x30].copy_from_slice(&table.to_le_bytes());
        file[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes());
        file[0x3c..0x3e].copy_from_slice(&(placed.len() as u16 + 1).to_le_bytes());
        file[0x3e..0x40].copy_from_slice(&(placed.len() as u16).to_le_bytes());
        file
    }

    #[test]
    fn finds_a_section_by_name() {
        let file = elf(&[(".text", b"code"), (".nv.host", b"host object")]);
        assert_eq!(elf_section(&file, ".nv.host"), Some(&b"host object"[..]));
        assert_eq!(elf_section(&file, ".text"), Some(&b"code"[..]));
        assert_eq!(elf_section(&file, ".nv.info"), None);
    }

    #[test]
    fn a_damaged_file_has_no_section_and_no_panic() {
        let file = elf(&[(".nv.host", b"host object")]);
        assert_eq!(elf_section(b"\x7fELF\x01", ".nv.host"), None);
        // Cut before the header table's end, inside .nv.host's own header
        // (the table is last: the null header, .nv.host's, .shstrtab's).
        for cut in [0, 5, 0x28, 0x40, file.len() / 2, file.len() - 2 * 64 + 0x20] {
            assert_eq!(elf_section(&file[..cut], ".nv.host"), None, "cut at {cut}");
        }
        let mut bad = file.clone();
        bad[0x28..0x30].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(elf_section(&bad, ".nv.host"), None);
    }
}
