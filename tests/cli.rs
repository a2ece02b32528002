//! The `tilesmith` command line, and the checked-in artifacts derived from specs.
//! `BLESS=1` rewrites golden files under tests/cli/.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tilesmith(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tilesmith")).args(args).output().expect("run tilesmith");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn golden(path: &Path, actual: &str) {
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(path, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e} (BLESS=1 creates it)", path.display()));
    assert_eq!(actual, expected, "output differs from {}", path.display());
}

#[test]
fn ops_lists_the_92_ops_of_13_1() {
    let (ok, stdout, stderr) = tilesmith(&["ops"]);
    assert!(ok, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 92);
    assert!(lines.iter().all(|l| l.starts_with("cuda_tile.") && l.ends_with(" 13.1")));
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "ops are printed sorted");
    assert!(lines.contains(&"cuda_tile.print 13.1"));
    assert!(!lines.iter().any(|l| l.starts_with("cuda_tile.print_tko") || l.starts_with("cuda_tile.atan2")));
    golden(&root().join("tests/cli/ops.expected"), &stdout);
}

#[test]
fn test_only_ops_are_listed_on_request() {
    let (ok, stdout, _) = tilesmith(&["ops", "--include-testing"]);
    assert!(ok);
    assert!(stdout.lines().any(|l| l == "cuda_tile.testing$func 250.0"), "{stdout}");
    assert_eq!(stdout.lines().count(), 93);
}

#[test]
fn bad_arguments_are_an_error() {
    let (ok, _, stderr) = tilesmith(&["ops", "--no-such-flag"]);
    assert!(!ok);
    assert!(stderr.contains("--no-such-flag"), "{stderr}");
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

/// The registry agrees with the specs: every op has a distinct opcode and all
/// 92 dialect ops are 13.1.
#[test]
fn registry_matches_the_specs() {
    let ops = tilesmith_dialect::registry::ops();
    let mut opcodes: Vec<u32> = ops.iter().map(|o| o.opcode).collect();
    opcodes.sort();
    opcodes.dedup();
    assert_eq!(opcodes.len(), ops.len());
    for op in ops {
        assert_eq!(tilesmith_dialect::registry::lookup(op.name).map(|o| o.name), Some(op.name));
        assert_eq!(tilesmith_dialect::registry::by_opcode(op.opcode).map(|o| o.name), Some(op.name));
    }
    assert!(tilesmith_dialect::registry::lookup("cuda_tile.atan2").is_none());
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
    for unknown in ["sm_70", "sm_90a", "compute_90", "70"] {
        let (ok, stdout, stderr) = tilesmith(&["ptx", input, "--kernel", "k", "--arch", unknown]);
        assert!(!ok && stdout.is_empty(), "{unknown} was accepted");
        assert!(stderr.contains(&format!("invalid value '{unknown}' for '--arch <ARCH>'")) && stderr.contains(&listed), "{unknown}:\n{stderr}");
    }
    let (ok, _, stderr) = tilesmith(&["run", input, "--kernel", "k", "--device", "ptx-emulator", "--arch", "sm_75", "--grid", "2", "zeros:f32:4"]);
    assert!(ok, "{stderr}");
}
