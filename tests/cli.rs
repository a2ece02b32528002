//! The `tilesmith` command line, and the checked-in artifacts derived from specs.
//! `BLESS=1` rewrites golden files under tests/cli/.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[path = "support/golden.rs"]
mod golden;

fn tilesmith(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).args(args).output().expect("run tilesmith");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn golden(path: &Path, actual: &str) {
    if let Err(e) = golden::check(path, actual, "output") {
        panic!("{e}");
    }
}

#[test]
fn ops_lists_the_ops_of_each_version() {
    let (ok, stdout, stderr) = tilesmith(&["ops"]);
    assert!(ok, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "ops are printed sorted");
    let since = |v: &str| lines.iter().filter(|l| l.split(' ').nth(1) == Some(v)).count();
    // 13.1's 92 ops, print_tko and fpowf (the later names of print and pow,
    // 13.1 too, for 13.1's opcodes); 13.2 adds atan2; 13.3 seven more; 13.4 five.
    assert_eq!((since("13.1"), since("13.2"), since("13.3"), since("13.4")), (94, 1, 7, 5), "{stdout}");
    assert_eq!(lines.len(), 107);
    assert!(lines.contains(&"cuda_tile.print 13.1 until 13.2"));
    assert!(lines.contains(&"cuda_tile.pow 13.1 until 13.4"));
    assert!(lines.contains(&"cuda_tile.fpowi 13.4"));
    assert!(lines.contains(&"cuda_tile.print_tko 13.1"));
    assert!(lines.contains(&"cuda_tile.atan2 13.2"));
    assert!(lines.contains(&"cuda_tile.mmaf_scaled 13.3"));
    golden(&root().join("tests/cli/ops.expected"), &stdout);
}

#[test]
fn test_only_ops_are_listed_on_request() {
    let (ok, stdout, _) = tilesmith(&["ops", "--include-testing"]);
    assert!(ok);
    assert!(stdout.lines().any(|l| l == "cuda_tile.testing$func 250.0"), "{stdout}");
    assert!(stdout.lines().any(|l| l == "cuda_tile.testing$bytecode_test_evolution 250.0"), "{stdout}");
    assert_eq!(stdout.lines().count(), 110);
}

#[test]
fn bad_arguments_are_an_error() {
    let (ok, _, stderr) = tilesmith(&["ops", "--no-such-flag"]);
    assert!(!ok);
    assert!(stderr.contains("--no-such-flag"), "{stderr}");
}

#[test]
fn run_profile_reports_on_the_emulator_only() {
    let case = root().join("tests/run/bench/copy_f32");
    let kernels = root().join("benches/gpu/kernels.mlir");
    let x = case.join("x.npy");
    let args = |device: &'static str| -> Vec<String> {
        let mut a: Vec<String> = ["run", "--profile", "--device", device, "--arch", "sm_80", "--kernel", "copy_f32", "--grid", "3"].map(String::from).to_vec();
        a.extend([kernels.display().to_string(), x.display().to_string(), "zeros:f32:12288".into(), "i32:12288".into()]);
        a
    };
    let run = |device| {
        let a = args(device);
        tilesmith(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let (ok, _, stderr) = run("cpu");
    assert!(!ok && stderr.contains("--profile") && stderr.contains("--device ptx-emulator"), "{stderr}");
    // A copy of 12,288 f32 in 3 CTAs: every warp request reads and writes
    // 4 full sectors (128 bytes), none wasted, and touches no shared memory.
    let (ok, stdout, stderr) = run("ptx-emulator");
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("#0 f32: ["), "{stdout}");
    assert!(stderr.starts_with("profile of 'copy_f32' on the PTX emulator"), "{stderr}");
    assert!(stderr.contains("shared memory: 0 requests, 0 wavefronts, ideal 0, 0 from bank conflicts"), "{stderr}");
    assert!(stderr.contains("global memory: 192 requests, 3072 sectors of 32 bytes, ideal 3072 (1.00x)"), "{stderr}");
}

/// A product whose operands fill the static 48 KiB of shared memory on
/// tensor cores (i8 A 256x128 and B 128x128, staged a byte each) but not on
/// sm_75, where i8 stays scalar and stages two bytes an element: there the
/// lowering says so at the op, instead of writing PTX that ptxas refuses.
#[test]
fn shared_memory_past_the_static_limit_is_refused_at_the_op() {
    let dir = scratch("shared_limit");
    let input = dir.join("big.mlir");
    std::fs::write(
        &input,
        "cuda_tile.module @m {\n  entry @big(%out: tile<ptr<i32>>) {\n    %ta = constant <i8: 1> : tile<256x128xi8>\n    %tb = constant <i8: 2> : tile<128x128xi8>\n    %tc = constant <i32: 0> : tile<256x128xi32>\n    %r = mmai %ta, %tb, %tc signed signed : tile<256x128xi8>, tile<128x128xi8>, tile<256x128xi32>\n    %i = iota : tile<32768xi32>\n    %p1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<32768xptr<i32>>\n    %pp = offset %pb, %i : tile<32768xptr<i32>>, tile<32768xi32> -> tile<32768xptr<i32>>\n    %v = reshape %r : tile<256x128xi32> -> tile<32768xi32>\n    %t = store_ptr_tko weak %pp, %v : tile<32768xptr<i32>>, tile<32768xi32> -> token\n    return\n  }\n}\n",
    )
    .expect("write the kernel");
    let input = input.display().to_string();
    let (ok, _, stderr) = tilesmith(&["ptx", &input, "--kernel", "big", "--arch", "sm_75"]);
    assert!(!ok, "{stderr}");
    assert!(stderr.contains("big.mlir:6:5: error: the PTX backend cannot lower 'cuda_tile.mmai' yet: it needs 98304 bytes of shared memory, more than the 49152"), "{stderr}");
    let (ok, stdout, stderr) = tilesmith(&["ptx", &input, "--kernel", "big", "--arch", "sm_80"]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains(".shared .align 128 .b8 tilesmith_smem[49152];") && stdout.contains("mma.sync.aligned"), "{stdout}");
}

/// What `cargo xtask regen --check` checks, in the test suite.
#[test]
fn derived_docs_are_up_to_date() {
    let model = tilesmith_codegen::load_dir(&root().join("specs"), &root()).unwrap_or_else(|e| panic!("specs do not load:\n{e}"));
    for file in tilesmith_codegen::emit::docs::emit(&model, "specs/") {
        let path = root().join("docs/reference").join(&file.path);
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(current == file.contents, "{} is stale: run `cargo xtask regen`", path.display());
    }
}

/// The registry agrees with the specs: every op has a distinct opcode but
/// for renamed ops, which share their replacement's, and an opcode names the
/// newest op that has it.
#[test]
fn registry_matches_the_specs() {
    use tilesmith_dialect::registry;
    let ops = registry::ops();
    let mut opcodes: Vec<u32> = ops.iter().filter(|o| o.until.is_none()).map(|o| o.opcode).collect();
    opcodes.sort();
    let live = opcodes.len();
    opcodes.dedup();
    assert_eq!(opcodes.len(), live);
    for op in ops {
        assert_eq!(registry::lookup(op.name).map(|o| o.name), Some(op.name));
        let newest = op.replaced_by.unwrap_or(op.name);
        assert_eq!(registry::by_opcode(op.opcode).map(|o| o.name), Some(newest));
    }
    let print = registry::lookup("cuda_tile.print").expect("print is registered");
    assert_eq!(registry::by_opcode_for(print.opcode, registry::Version::new(13, 1)).map(|o| o.name), Some("cuda_tile.print"));
    assert_eq!(registry::by_opcode_for(print.opcode, registry::Version::new(13, 2)).map(|o| o.name), Some("cuda_tile.print_tko"));
    assert!(registry::lookup("cuda_tile.no_such_op").is_none());
}

#[test]
fn check_explains_errors_for_people() {
    let input = root().join("tests/cli/check_input.mlir");
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith"))
        .current_dir(root().join("tests/cli"))
        .args(["check", "--split-input-file", "--color=never", "check_input.mlir"])
        .output()
        .expect("run tilesmith");
    assert!(!out.status.success(), "check must fail on {}", input.display());
    assert!(out.stdout.is_empty());
    golden(&root().join("tests/cli/check.expected"), &String::from_utf8_lossy(&out.stderr));
    let (ok, _, stderr) = tilesmith(&["check", root().join("tests/verify/valid/basic.mlir").to_str().expect("UTF-8 path")]);
    assert!(ok && stderr.is_empty(), "a valid file checks silently: {stderr}");
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

const PRINTING_KERNEL: &str = "cuda_tile.module @m {\n  entry @k(%out: tile<ptr<f32>>) {\n    %x, %y, %z = get_tile_block_id : tile<i32>\n    print \"block %d\\n\", %x : tile<i32>\n    return\n  }\n}\n";

/// Every command that writes a file, given `input` and told to write `out`.
fn writing_commands<'a>(input: &'a str, out: &'a str) -> Vec<Vec<&'a str>> {
    vec![
        vec!["opt", input, "-o", out],
        vec!["translate", "-mlir-to-cudatilebc", input, "-o", out],
        vec!["translate", "-test-cudatile-roundtrip", input, "-o", out],
        vec!["ptx", input, "--kernel", "k", "-o", out],
        vec!["run", input, "--kernel", "k", "--grid", "2", "zeros:f32:4", "--out", out],
    ]
}

/// A command that fails writes no output file (cuda-tile-opt and
/// cuda-tile-translate keep theirs only on success), and a file already
/// there is left as it was.
#[test]
fn failed_commands_write_no_output_file() {
    let dir = scratch("failed");
    let bad = dir.join("bad.mlir");
    std::fs::write(&bad, "cuda_tile.module @m {\n  entry @k(%out: tile<ptr<f32>>) {\n    bogus\n  }\n}\n").expect("write the input");
    let out = dir.join("out");
    for args in writing_commands(bad.to_str().expect("UTF-8"), out.to_str().expect("UTF-8")) {
        let _ = std::fs::remove_file(&out);
        let (ok, _, stderr) = tilesmith(&args);
        assert!(!ok, "{args:?} must fail");
        assert!(!out.exists(), "{args:?} left an output file behind\n{stderr}");
        std::fs::write(&out, "before").expect("write");
        assert!(!tilesmith(&args).0);
        assert_eq!(std::fs::read_to_string(&out).expect("read"), "before", "{args:?} touched the file already there");
    }
    let names: Vec<String> = std::fs::read_dir(&dir).expect("list").map(|e| e.expect("entry").file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names.len(), 2, "only the input and the output: {names:?}");
}

/// Output files replace what was there, whole, and leave no temporary file beside them.
#[test]
fn output_files_replace_the_old_ones_whole() {
    let dir = scratch("written");
    let input = dir.join("k.mlir");
    std::fs::write(&input, PRINTING_KERNEL).expect("write the input");
    for (i, args) in writing_commands(input.to_str().expect("UTF-8"), "out").into_iter().enumerate() {
        let folder = dir.join(format!("case{i}"));
        std::fs::create_dir_all(&folder).expect("a folder");
        let is_run = args[0] == "run";
        let out = if is_run { folder.join("out").join("0.npy") } else { folder.join("out") };
        std::fs::create_dir_all(out.parent().expect("a parent")).expect("a folder");
        std::fs::write(&out, "old contents").expect("write");
        let status = Command::new(env!("CARGO_BIN_EXE_tilesmith")).current_dir(&folder).args(&args).output().expect("run tilesmith");
        assert!(status.status.success(), "{args:?}: {}", String::from_utf8_lossy(&status.stderr));
        let written = std::fs::read(&out).expect("read");
        assert_ne!(written, b"old contents", "{args:?} did not replace the file");
        let leftovers: Vec<_> = std::fs::read_dir(out.parent().expect("a parent")).expect("list").filter_map(|e| e.ok()).filter(|e| e.file_name().to_string_lossy().ends_with(".tmp")).collect();
        assert!(leftovers.is_empty(), "{args:?} left {leftovers:?}");
    }
}

/// An output file that cannot be written is an error that says so.
#[test]
fn an_unwritable_output_file_is_an_error() {
    let dir = scratch("unwritable");
    let input = dir.join("k.mlir");
    std::fs::write(&input, PRINTING_KERNEL).expect("write the input");
    let out = dir.join("no-such-folder").join("out");
    for args in writing_commands(input.to_str().expect("UTF-8"), out.to_str().expect("UTF-8")) {
        if args[0] == "run" {
            continue; // --out makes its folder.
        }
        let (ok, _, stderr) = tilesmith(&args);
        assert!(!ok, "{args:?} must fail");
        assert!(stderr.contains(&format!("error: could not write '{}'", out.display())), "{args:?}: {stderr}");
    }
}

/// `--arch` of `ptx` and `run` takes every architecture the backend
/// targets, by name or number; the PTX names the target and its PTX version;
/// `--help` lists them all, and any other value is an error that lists them.
#[test]
fn every_architecture_is_accepted_and_listed() {
    use tilesmith_backend::ptx::Arch;
    let dir = scratch("arch");
    let input = dir.join("k.mlir");
    std::fs::write(&input, PRINTING_KERNEL).expect("write the input");
    let input = input.to_str().expect("UTF-8");
    let listed = Arch::names();
    assert!(listed.starts_with("sm_75, sm_80, ") && listed.ends_with(", sm_120, sm_121"), "{listed}");
    for arch in Arch::ALL {
        let (major, minor) = arch.ptx_version();
        let header = format!("\n.version {major}.{minor}\n.target {}\n", arch.name());
        for spelled in [arch.name(), &arch.name()[3..]] {
            let (ok, stdout, stderr) = tilesmith(&["ptx", input, "--kernel", "k", "--arch", spelled]);
            assert!(ok, "{spelled}: {stderr}");
            assert!(stdout.contains(&header), "{spelled}:\n{stdout}");
        }
    }
    for command in ["ptx", "run"] {
        let (ok, stdout, stderr) = tilesmith(&[command, "--help"]);
        assert!(ok, "{stderr}");
        assert!(stdout.contains(&format!("[possible values: {listed}]")), "{command} --help:\n{stdout}");
    }
    for unknown in ["sm_70", "sm_100a", "compute_90", "70"] {
        let (ok, stdout, stderr) = tilesmith(&["ptx", input, "--kernel", "k", "--arch", unknown]);
        assert!(!ok && stdout.is_empty(), "{unknown} was accepted");
        assert!(stderr.contains(&format!("invalid value '{unknown}' for '--arch <ARCH>'")) && stderr.contains(&listed), "{unknown}:\n{stderr}");
    }
    let (ok, _, stderr) = tilesmith(&["run", input, "--kernel", "k", "--device", "ptx-emulator", "--arch", "sm_75", "--grid", "2", "zeros:f32:4"]);
    assert!(ok, "{stderr}");
}

/// `translate --list-versions`: the bytecode versions the writer and reader
/// know, as upstream lists them (its test-only 250.x with the `testing` ops).
#[test]
fn translate_lists_the_versions() {
    let (ok, stdout, stderr) = tilesmith(&["translate", "--list-versions"]);
    assert!(ok, "{stderr}");
    assert_eq!(stdout, "13.1\n13.2\n13.3\n13.4\n250.0\n250.1\n");
}

/// The bytecode version of a file: bytes 8 and 9 after the magic.
fn bytecode_version(bytes: &[u8]) -> (u8, u8) {
    (bytes[8], bytes[9])
}

/// `translate -mlir-to-cudatilebc` writes the oldest version that holds the
/// module, any version asked for with `-bytecode-version` that holds it, and
/// refuses one that lacks an op or attribute of it, naming what and the
/// version it needs; read back, every version gives the same module.
#[test]
fn translate_writes_each_version_that_holds_the_module() {
    let dir = scratch("versions");
    let input = root().join("tests/text/roundtrip/versions_13_2.mlir");
    let input = input.to_str().expect("UTF-8 path");
    let write = |version: Option<&str>, out: &Path| {
        let out = out.to_str().expect("UTF-8 path");
        let mut args = vec!["translate", "-mlir-to-cudatilebc", input, "-o", out];
        let flag = version.map(|v| format!("-bytecode-version={v}"));
        args.extend(flag.as_deref());
        tilesmith(&args)
    };
    let read = |file: &Path| tilesmith(&["translate", "-cudatilebc-to-mlir", file.to_str().expect("UTF-8 path")]);
    let oldest = dir.join("oldest.tileirbc");
    let (ok, _, stderr) = write(None, &oldest);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&oldest).expect("written")), (13, 2), "atan2 and the rest are 13.2's");
    let (_, text, _) = read(&oldest);
    for v in ["13.2", "13.3", "13.4"] {
        let file = dir.join(format!("{v}.tileirbc"));
        let (ok, _, stderr) = write(Some(v), &file);
        assert!(ok, "{v}: {stderr}");
        let bytes = std::fs::read(&file).expect("written");
        assert_eq!(format!("{}.{}", bytes[8], bytes[9]), v);
        assert_eq!(read(&file).1, text, "{v} reads back as the same module");
    }
    let (ok, _, stderr) = write(Some("13.1"), &dir.join("13.1.tileirbc"));
    assert!(!ok && !dir.join("13.1.tileirbc").exists());
    assert!(stderr.contains("error: operation 'cuda_tile.atan2' is not available in bytecode version 13.1"), "{stderr}");
    let (ok, _, stderr) = write(Some("13.5"), &dir.join("13.5.tileirbc"));
    assert!(!ok);
    assert!(stderr.contains("Invalid argument '13.5': the supported versions are [13.1 - 13.4]"), "{stderr}");
}

/// An attribute newer than the version written is an error in upstream's
/// words; at its default value it is simply left out.
#[test]
fn translate_refuses_attributes_newer_than_the_version() {
    let dir = scratch("newer_attribute");
    let input = dir.join("negi.mlir");
    let module = |overflow: &str| format!("cuda_tile.module @m {{\n  entry @k() {{\n    %i = constant <i32: [3, -3]> : tile<2xi32>\n    %n = negi %i{overflow} : tile<2xi32>\n    return\n  }}\n}}\n");
    let out = dir.join("negi.tileirbc");
    let args = ["translate", "-mlir-to-cudatilebc", "-bytecode-version=13.1", input.to_str().expect("UTF-8"), "-o", out.to_str().expect("UTF-8")];
    std::fs::write(&input, module(" overflow<no_signed_wrap>")).expect("write");
    let (ok, _, stderr) = tilesmith(&args);
    assert!(!ok);
    assert!(stderr.contains("error: attribute 'overflow' requires bytecode version 13.2+, but targeting 13.1"), "{stderr}");
    std::fs::write(&input, module(" overflow<none>")).expect("write");
    let (ok, _, stderr) = tilesmith(&args);
    assert!(ok, "the default value is 13.1's meaning: {stderr}");
}

/// The reader takes 13.1 to 13.4 and refuses a later version with the range
/// it supports; `--target-version` reads as that version's tools do.
#[test]
fn translate_reads_the_supported_versions_only() {
    let dir = scratch("read_versions");
    let input = root().join("tests/text/roundtrip/versions_13_2.mlir");
    let file = dir.join("13.3.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", "-bytecode-version=13.3", input.to_str().expect("UTF-8"), "-o", file.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    let mut bytes = std::fs::read(&file).expect("written");
    bytes[9] = 5;
    let newer = dir.join("13.5.tileirbc");
    std::fs::write(&newer, &bytes).expect("write");
    let (ok, _, stderr) = tilesmith(&["translate", "-cudatilebc-to-mlir", newer.to_str().expect("UTF-8")]);
    assert!(!ok);
    assert!(stderr.contains("unsupported Tile version 13.5.0, this reader supports versions [13.1 - 13.4]"), "{stderr}");
    let (ok, _, stderr) = tilesmith(&["translate", "--target-version=13.1", "-cudatilebc-to-mlir", file.to_str().expect("UTF-8")]);
    assert!(!ok);
    assert!(stderr.contains("unsupported Tile version 13.3.0, this reader supports versions [13.1, 13.1]"), "{stderr}");
}

/// 13.2 renamed `print` `print_tko` (same opcode) and gave it tokens: a 13.1
/// file's print reads as `print_tko` to the newest tools and as `print` to
/// 13.1's; a print_tko whose token is unused is written to 13.1 as a print.
#[test]
fn print_is_print_tko_from_13_2() {
    let dir = scratch("print_rename");
    let input = dir.join("print.mlir");
    std::fs::write(&input, "cuda_tile.module @m {\n  entry @k() {\n    %x = constant <i32: 7> : tile<i32>\n    %t = print_tko \"%d\", %x : tile<i32> -> token\n    return\n  }\n}\n").expect("write");
    let file = dir.join("print.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", input.to_str().expect("UTF-8"), "-o", file.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&file).expect("written")), (13, 1));
    let (ok, newest, stderr) = tilesmith(&["translate", "-cudatilebc-to-mlir", file.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    assert!(newest.contains("%0 = print_tko \"%d\", %cst_7_i32 : tile<i32> -> token"), "{newest}");
    let (ok, old, stderr) = tilesmith(&["translate", "--target-version=13.1", "-cudatilebc-to-mlir", file.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    assert!(old.contains("    print \"%d\", %cst_7_i32 : tile<i32>\n"), "{old}");
}

/// From 13.3 optimization hints are advice: `-Wunsupported-hints` warns
/// (the module still verifies and prints), 13.2's tools refuse the same
/// hints, and `default` is a key only from 13.3.
#[test]
fn hints_warn_from_13_3_and_fail_before() {
    let dir = scratch("hint_advice");
    let input = dir.join("hints.mlir");
    std::fs::write(&input, "cuda_tile.module @m {\n  entry @k() optimization_hints=<sm_70 = {occupancy = 2}, default = {num_worker_warps_per_cta = 4}> {\n    return\n  }\n}\n").expect("write");
    let input = input.to_str().expect("UTF-8");
    let (ok, stdout, stderr) = tilesmith(&["opt", input]);
    assert!(ok && stderr.is_empty() && stdout.contains("optimization_hints=<sm_70 = {occupancy = 2}, default = {num_worker_warps_per_cta = 4}>"), "{stderr}{stdout}");
    let (ok, stdout, stderr) = tilesmith(&["opt", "-Wunsupported-hints", input]);
    assert!(ok && stdout.contains("entry @k()"), "{stderr}");
    assert!(stderr.contains("hints.mlir:2:3: warning: unknown hint key sm_70"), "{stderr}");
    assert_eq!(stderr.matches("warning:").count(), 1, "default is a known key: {stderr}");
    let (ok, _, stderr) = tilesmith(&["opt", "-Wunsupported-hints", "-Werr-hints", input]);
    assert!(!ok && stderr.contains("error: 'cuda_tile.entry' op Optimization hints verification failed"), "{stderr}");
    let (ok, _, stderr) = tilesmith(&["opt", "--target-version=13.2", input]);
    assert!(!ok && stderr.contains("unallowed key sm_70"), "{stderr}");
    // Such hints make a 13.3 file: 13.1 and 13.2 would refuse them.
    let out = dir.join("hints.tileirbc");
    let out = out.to_str().expect("UTF-8");
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", input, "-o", out]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(out).expect("written")), (13, 3));
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", "-bytecode-version=13.2", input, "-o", out]);
    assert!(!ok && stderr.contains("error: optimization hints that bytecode version 13.2 refuses (unallowed key sm_70); they are advice from 13.3"), "{stderr}");
}

#[test]
fn translate_converts_bytecode_between_versions() {
    let out = scratch("convert").join("out.tileirbc");
    let out_s = out.to_str().expect("a UTF-8 path");
    // cuTile's 13.4 export of a 13.1 kernel converts down, and names the version asked for.
    let newer = root().join("tests/cutile/13.4/sm_90/vector_add.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-bytecode-version=13.1", newer.to_str().expect("path"), "-o", out_s]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&out).expect("the converted file")), (13, 1));
    // Without a version: the oldest that holds the module.
    let (ok, _, stderr) = tilesmith(&["translate", newer.to_str().expect("path"), "-o", out_s]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&out).expect("the converted file")), (13, 1));
    // Up: a 13.1 export written as 13.4.
    let older = root().join("tests/cutile/sm_90/vector_add.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-bytecode-version=13.4", older.to_str().expect("path"), "-o", out_s]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&out).expect("the converted file")), (13, 4));
    // What 13.1 cannot hold: the op, its place in the kernel's source, the version; no output file.
    std::fs::remove_file(&out).expect("remove the scratch file");
    let atan2 = root().join("tests/cutile/13.2/sm_90/atan2_f32.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-bytecode-version=13.1", atan2.to_str().expect("path"), "-o", out_s]);
    assert!(!ok);
    assert_eq!(stderr, "xtask/python/kernels/atan2_rows.py:13:35: error: operation 'cuda_tile.atan2' is not available in bytecode version 13.1\n");
    assert!(!out.exists(), "a failed conversion wrote its output file");
    // Bytecode where text is read: said so, with the commands that take it.
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", newer.to_str().expect("path")]);
    assert!(!ok && stderr.contains("is Tile IR bytecode, not text") && stderr.contains("-cudatilebc-to-mlir"), "{stderr}");
    // Text without a mode is not converted.
    let text = root().join("examples/vector_add.mlir");
    let (ok, _, stderr) = tilesmith(&["translate", text.to_str().expect("path")]);
    assert!(!ok && stderr.contains("give exactly one of"), "{stderr}");
}

#[test]
fn check_reads_bytecode_too() {
    let export = root().join("tests/cutile/13.4/sm_90/vector_add.tileirbc");
    let (ok, _, stderr) = tilesmith(&["check", "--color=never", export.to_str().expect("path")]);
    assert!(ok, "{stderr}");
    let bytes = std::fs::read(&export).expect("the export");
    let cut = scratch("check_bytecode").join("cut.tileirbc");
    std::fs::write(&cut, &bytes[..100]).expect("a scratch file");
    let (ok, _, stderr) = tilesmith(&["check", "--color=never", cut.to_str().expect("path")]);
    assert!(!ok && stderr.contains("exceeds remaining data size") && stderr.contains("could not verify"), "{stderr}");
}

/// Locations bytecode cannot hold: tilesmith folds a name or fused location
/// to the debug-info location inside it (as the 13.1 tools did); run as the
/// tools of 13.2 or later it refuses them as they do, call sites searched
/// through, and writes no file.
#[test]
fn locations_bytecode_cannot_hold() {
    let dir = scratch("locations");
    let module = |loc: &str| {
        format!("#f = loc(\"/tmp/k.py\":1:1)\n#g = loc(\"/tmp/k.py\":2:1)\n#l = {loc}\ncuda_tile.module @m {{\n  entry @k() {{\n    %a = constant <i32: 1> : tile<i32> loc(#l)\n    return\n  }}\n}}\n")
    };
    let cases = [
        ("fused", "loc(fused[#f, #g])", "FusedLoc"),
        ("name", "loc(\"x\"(#f))", "NameLoc"),
        ("callsite", "loc(callsite(#f at \"y\"(#g)))", "NameLoc"),
    ];
    for (name, loc, kind) in cases {
        let input = dir.join(format!("{name}.mlir"));
        std::fs::write(&input, module(loc)).expect("write");
        let out = dir.join(format!("{name}.tileirbc"));
        let _ = std::fs::remove_file(&out);
        let path = |p: &Path| p.to_str().expect("UTF-8").to_owned();
        let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", &path(&input), "-o", &path(&out)]);
        assert!(ok, "{name}: folded by default: {stderr}");
        std::fs::remove_file(&out).expect("written");
        for target in ["--target-version=13.2", "--target-version=13.3", "--target-version=13.4"] {
            let (ok, _, stderr) = tilesmith(&["translate", target, "-mlir-to-cudatilebc", &path(&input), "-o", &path(&out)]);
            assert!(!ok, "{name} {target}");
            let expected = format!("/tmp/k.py:1:1: error: unsupported location, got {kind}, expected DILocAttr or CallSiteLoc");
            assert!(stderr.contains(&expected), "{name} {target}: {stderr}");
            assert!(!out.exists(), "{name} {target}: no file after an error");
        }
        let (ok, _, stderr) = tilesmith(&["translate", "--target-version=13.1", "-mlir-to-cudatilebc", &path(&input), "-o", &path(&out)]);
        assert!(ok, "{name}: the 13.1 tools fold it: {stderr}");
    }
}

/// The oldest version written is one whose tools accept the module: an
/// `ftof` to f8E8M0FNU rounding toward zero exists from 13.2 (the type) but
/// verifies only from 13.3 (13.2 allows nearest only), so it is written as 13.3.
#[test]
fn oldest_version_written_is_one_its_tools_accept() {
    let dir = scratch("oldest_accepting");
    let input = dir.join("e8m0.mlir");
    std::fs::write(&input, "cuda_tile.module @m {\n  entry @k(%x: tile<f32>, %p: tile<ptr<f8E8M0FNU>>) {\n    %e = ftof %x rounding<zero> : tile<f32> -> tile<f8E8M0FNU>\n    %t = store_ptr_tko weak %p, %e : tile<ptr<f8E8M0FNU>>, tile<f8E8M0FNU> -> token\n    return\n  }\n}\n").expect("write");
    let out = dir.join("e8m0.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-mlir-to-cudatilebc", input.to_str().expect("UTF-8"), "-o", out.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&out).expect("written")), (13, 3));
    let (ok, _, stderr) = tilesmith(&["translate", "--target-version=13.2", "-cudatilebc-to-mlir", out.to_str().expect("UTF-8")]);
    assert!(!ok && stderr.contains("unsupported Tile version 13.3.0"), "{stderr}");
    // Converting the file to 13.2 would give one the 13.2 tools refuse: an error, no file.
    let down = dir.join("e8m0_13_2.tileirbc");
    let (ok, _, stderr) = tilesmith(&["translate", "-bytecode-version=13.2", out.to_str().expect("UTF-8"), "-o", down.to_str().expect("UTF-8")]);
    assert!(!ok, "{stderr}");
    assert!(stderr.contains("error: the 13.2 tools would refuse the module: 'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported"), "{stderr}");
    assert!(!down.exists(), "no file after an error");
    let (ok, _, stderr) = tilesmith(&["translate", "-bytecode-version=13.4", out.to_str().expect("UTF-8"), "-o", down.to_str().expect("UTF-8")]);
    assert!(ok, "{stderr}");
    assert_eq!(bytecode_version(&std::fs::read(&down).expect("written")), (13, 4));
}
