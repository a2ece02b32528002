//! Runs tilesmith-codegen over the workspace's `specs/` and writes the generated
//! Rust into OUT_DIR. Set `TILESMITH_DUMP_GENERATED=<dir>` to also write the
//! generated sources to a folder you can read and set breakpoints in.

use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.parent().expect("the dialect crate lives in the workspace root").to_path_buf();
    let specs = root.join("specs");
    println!("cargo::rerun-if-env-changed=TILESMITH_DUMP_GENERATED");
    // Folders too, so that adding a spec file reruns the generator.
    let mut dirs = vec![specs.clone()];
    while let Some(d) = dirs.pop() {
        println!("cargo::rerun-if-changed={}", d.display());
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("cannot read {}: {e}", d.display())).flatten() {
            if entry.path().is_dir() {
                dirs.push(entry.path());
            }
        }
    }
    let files = tilesmith_codegen::spec_files(&specs).unwrap_or_else(|e| panic!("cannot list {}: {e}", specs.display()));
    for f in &files {
        println!("cargo::rerun-if-changed={}", f.display());
    }
    let model = match tilesmith_codegen::load_dir(&specs, &root) {
        Ok(m) => m,
        Err(errors) => {
            for e in &errors.0 {
                println!("cargo::error={e}");
            }
            eprintln!("{errors}");
            std::process::exit(1);
        }
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let generated = tilesmith_codegen::emit::rust::emit(&model, "specs/");
    for file in &generated {
        write_if_changed(&out.join(&file.path), &file.contents);
    }
    if let Ok(dump) = std::env::var("TILESMITH_DUMP_GENERATED") {
        let dump = Path::new(&dump);
        std::fs::create_dir_all(dump).unwrap_or_else(|e| panic!("cannot create {}: {e}", dump.display()));
        for file in &generated {
            write_if_changed(&dump.join(&file.path), &file.contents);
        }
        println!("cargo::warning=generated sources written to {}", dump.display());
    }
}

/// Leaves unchanged files untouched so their timestamps do not trigger rebuilds.
fn write_if_changed(path: &Path, contents: &str) {
    if std::fs::read_to_string(path).is_ok_and(|old| old == contents) {
        return;
    }
    std::fs::write(path, contents).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}
