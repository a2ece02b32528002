//! Proves that an op is defined by a spec file alone: copies the generator, the
//! dialect crate and `specs/` to a scratch workspace, adds
//! `tests/spec_fixture/fixture.spec` (an op no release has), builds a small
//! program that uses the op through the generated typed API and the registry,
//! and checks what it prints. No Rust file of the dialect is edited.
//!
//! Past the verifier the op needs hand-written meaning: the same workspace
//! then checks the backend, which must fail to compile exactly at the places
//! that dispatch on `OpKind` with exhaustive matches (each one an error
//! naming `OpKind::Frobnicate`), and nowhere else. Those are the places
//! README's "Adding an op" sends a contributor to.

use std::path::{Path, PathBuf};
use std::process::Command;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create scratch folder");
    for entry in std::fs::read_dir(from).expect("read source folder") {
        let entry = entry.expect("folder entry");
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy file");
        }
    }
}

#[test]
fn an_op_added_to_a_spec_file_reaches_the_registry_and_typed_api() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("spec-fixture");
    let ws = scratch.join("ws");
    let _ = std::fs::remove_dir_all(&ws);
    for dir in ["codegen/src", "codegen/templates", "dialect/src", "specs"] {
        copy_dir(&root.join(dir), &ws.join(dir));
    }
    for file in ["codegen/Cargo.toml", "dialect/Cargo.toml", "dialect/build.rs", "Cargo.lock"] {
        std::fs::copy(root.join(file), ws.join(file)).expect("copy manifest");
    }
    // The codegen manifest names a test target we do not copy.
    let codegen_manifest = std::fs::read_to_string(ws.join("codegen/Cargo.toml")).expect("read manifest");
    let codegen_manifest = codegen_manifest.split("[dev-dependencies]").next().expect("split keeps the head").to_string();
    std::fs::write(ws.join("codegen/Cargo.toml"), codegen_manifest).expect("write manifest");
    copy_dir(&root.join("tests/spec_fixture/probe"), &ws.join("probe"));
    std::fs::copy(root.join("tests/spec_fixture/fixture.spec"), ws.join("specs/ops/fixture.spec")).expect("add the fixture spec");
    std::fs::write(
        ws.join("Cargo.toml"),
        r#"[workspace]
members = ["codegen", "dialect", "probe"]
resolver = "2"

[workspace.package]
version = "0.1.0"
edition = "2021"
license = "Apache-2.0"

[workspace.dependencies]
tilesmith-codegen = { path = "codegen" }
tilesmith-dialect = { path = "dialect" }
"#,
    )
    .expect("write workspace manifest");

    let output = Command::new(env!("CARGO"))
        .args(["run", "--quiet", "--offline", "-p", "probe"])
        .current_dir(&ws)
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "building the fixture workspace failed:\n{stderr}");
    let expected = "\
registered cuda_tile.frobnicate since 13.1 opcode 0x7000
by opcode: cuda_tile.frobnicate
operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values
lhs is arg 0: true
rhs is arg 1: true
overflow: no_wrap
result type is the tile: true
check accepts the tile: true
check rejects i32: true
";
    assert_eq!(stdout, expected);

    // The backend (and the passes it runs before lowering): the compiler
    // must point at every place that dispatches on op kinds.
    for dir in ["backend", "transforms"] {
        copy_dir(&root.join(dir).join("src"), &ws.join(dir).join("src"));
        std::fs::copy(root.join(dir).join("Cargo.toml"), ws.join(dir).join("Cargo.toml")).expect("copy manifest");
    }
    let manifest = std::fs::read_to_string(ws.join("Cargo.toml")).expect("read workspace manifest");
    let manifest = manifest.replace(r#"members = ["codegen", "dialect", "probe"]"#, r#"members = ["codegen", "dialect", "probe", "backend", "transforms"]"#);
    let manifest = manifest.replace("tilesmith-dialect = { path = \"dialect\" }\n", "tilesmith-dialect = { path = \"dialect\" }\ntilesmith-transforms = { path = \"transforms\" }\n");
    std::fs::write(ws.join("Cargo.toml"), manifest).expect("write workspace manifest");
    let output = Command::new(env!("CARGO"))
        .args(["check", "--quiet", "--offline", "--message-format=short", "-p", "tilesmith-backend"])
        .current_dir(&ws)
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the backend compiled without handling the new op:\n{stderr}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(": error")).collect();
    let places: std::collections::BTreeSet<&str> = errors.iter().filter(|l| l.contains("error[E0004]") && l.contains("OpKind::Frobnicate")).filter_map(|l| l.split(':').next()).collect();
    let others: Vec<&&str> = errors.iter().filter(|l| !(l.contains("error[E0004]") && l.contains("OpKind::Frobnicate"))).collect();
    assert!(others.is_empty(), "errors other than the unhandled op kind:\n{stderr}");
    let expected_places: std::collections::BTreeSet<&str> = ["backend/src/interp/ops/mod.rs", "backend/src/ptx/lower/mod.rs"].into();
    assert_eq!(places, expected_places, "the places that must handle a new op:\n{stderr}");
}
