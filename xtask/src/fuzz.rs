//! `cargo xtask fuzz <target> [--minutes N] [--jobs N]`: runs a cargo-fuzz
//! target of fuzz/ with a seed corpus and a dictionary, and reports what ran.
//!
//! - Seeds: every `.mlir` file under tests/, cut at `// -----` lines, plus
//!   upstream's lit files when ../shared/conformance is present (read in place,
//!   never copied into the repository: the corpus lives in fuzz/corpus/, ignored).
//! - Dictionary: the dialect's op mnemonics and the keywords of its syntax,
//!   from the specs (fuzz/corpus/<target>.dict).
//! - Needs a nightly toolchain and `cargo install cargo-fuzz`.
//!
//! It prints libFuzzer's final statistics (executions, coverage) and fails if
//! the fuzzer found a crash (left in fuzz/artifacts/<target>/).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::workspace_root;

pub const USAGE: &str = "cargo xtask fuzz <parse_verify | print_roundtrip | passes | bytecode_read | text_gen | bytecode_gen | interp_vs_emulator> [--minutes N] [--jobs N]
    Fuzz a target of fuzz/ for N minutes (default 10) with N jobs (default 1).";

pub fn run(args: &[String]) -> Result<(), String> {
    let target = args.first().filter(|a| !a.starts_with("--")).ok_or_else(|| USAGE.to_string())?;
    let mut minutes: u64 = 10;
    let mut jobs: u64 = 1;
    let mut i = 1;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match (args[i].as_str(), value) {
            ("--minutes", Some(v)) => minutes = v,
            ("--jobs", Some(v)) => jobs = v.max(1),
            _ => return Err(format!("unexpected argument '{}'\n{USAGE}", args[i])),
        }
        i += 2;
    }
    let root = workspace_root();
    let fuzz = root.join("fuzz");
    let corpus = fuzz.join("corpus").join(target);
    std::fs::create_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
    // The generators' inputs are strings of choices, not text: no dictionary;
    // text_gen needs no seeds, bytecode_gen and interp_vs_emulator start from
    // pseudo-random ones.
    let generated = matches!(target.as_str(), "text_gen" | "bytecode_gen" | "interp_vs_emulator");
    let seeds = match target.as_str() {
        "bytecode_read" => write_bytecode_seeds(&root, &corpus)?,
        "text_gen" => 0,
        "bytecode_gen" | "interp_vs_emulator" => write_random_seeds(&corpus)?,
        _ => write_seeds(&root, &corpus)?,
    };
    let dict = fuzz.join("corpus").join(format!("{target}.dict"));
    if !generated {
        write_dictionary(&root, &dict)?;
    }
    println!("fuzz {target}: {seeds} seeds written, {minutes} min, {jobs} job(s)");
    let seconds = (minutes * 60).to_string();
    let mut cmd = Command::new("cargo");
    cmd.current_dir(&fuzz).args(["+nightly", "fuzz", "run"]);
    if target == "interp_vs_emulator" {
        // Safe Rust run twice over; AddressSanitizer would only make it several times slower.
        cmd.args(["--sanitizer", "none"]);
    }
    cmd.args([target.as_str(), corpus.to_str().ok_or("non-UTF-8 path")?, "--"]);
    cmd.arg(format!("-max_total_time={seconds}")).arg("-timeout=10").arg("-rss_limit_mb=4096");
    match target.as_str() {
        // Long inputs from the start: each byte is a choice, not a character.
        "text_gen" => cmd.arg("-max_len=16384").arg("-len_control=0"),
        // Kernels grow with their bytes: a few hundred are enough, and come soon.
        "interp_vs_emulator" => cmd.arg("-max_len=2048").arg("-len_control=10"),
        // Choices, not text: no dictionary.
        "bytecode_gen" => cmd.arg("-max_len=16384"),
        _ => cmd.arg(format!("-dict={}", dict.display())).arg("-max_len=16384"),
    };
    if jobs > 1 {
        cmd.arg(format!("-fork={jobs}"));
    }
    let status = cmd.status().map_err(|e| format!("cargo fuzz: {e} (install it: cargo install cargo-fuzz)"))?;
    if !status.success() {
        return Err(format!("fuzz {target} stopped with {status}: see fuzz/artifacts/{target}/"));
    }
    Ok(())
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Writes one seed per `// -----` chunk of every test input; returns how many.
fn write_seeds(root: &Path, corpus: &Path) -> Result<usize, String> {
    let mut files = Vec::new();
    mlir_files(&root.join("tests"), &mut files);
    mlir_files(&root.join("../shared/conformance/cuda-tile-13.1.6/test"), &mut files);
    let mut n = 0;
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        for chunk in text.split("\n// -----") {
            let path = corpus.join(format!("seed-{n:05}.mlir"));
            std::fs::write(&path, chunk).map_err(|e| format!("{}: {e}", path.display()))?;
            n += 1;
        }
    }
    Ok(n)
}

/// Seeds of a target that reads its bytes as choices: 64 deterministic
/// pseudo-random byte strings of 32 to 512 bytes.
fn write_random_seeds(corpus: &Path) -> Result<usize, String> {
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for n in 0..64 {
        let len = 32 << (n % 5);
        let bytes: Vec<u8> = (0..len).map(|_| (next() >> 56) as u8).collect();
        let path = corpus.join(format!("seed-{n:05}"));
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(64)
}

/// Seeds of the bytecode reader: every bytecode file of the tests and of
/// upstream's (the invalid ones included), and the bytecode our writer makes
/// of every text test module (`tilesmith translate`, built first).
fn write_bytecode_seeds(root: &Path, corpus: &Path) -> Result<usize, String> {
    let mut n = 0;
    let mut save = |bytes: &[u8]| -> Result<(), String> {
        let path = corpus.join(format!("seed-{n:05}.tileirbc"));
        n += 1;
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))
    };
    let mut binaries = Vec::new();
    files_with(&root.join("tests"), &["tileirbc", "bc"], &mut binaries);
    files_with(&root.join("../shared/conformance/cuda-tile-13.1.6/test"), &["tileirbc", "bc"], &mut binaries);
    for f in &binaries {
        save(&std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?)?;
    }
    let built = Command::new("cargo").current_dir(root).args(["build", "--quiet", "--bin", "tilesmith"]).status().map_err(|e| format!("cargo build: {e}"))?;
    if !built.success() {
        return Err("cargo build --bin tilesmith failed".into());
    }
    let tilesmith = root.join("target/debug/tilesmith");
    let mut texts = Vec::new();
    mlir_files(&root.join("tests"), &mut texts);
    for f in texts {
        let out = Command::new(&tilesmith).arg("translate").arg("-mlir-to-cudatilebc").arg(&f).output().map_err(|e| format!("{}: {e}", tilesmith.display()))?;
        if out.status.success() && !out.stdout.is_empty() {
            save(&out.stdout)?;
        }
    }
    Ok(n)
}

fn files_with(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_with(&p, extensions, out);
        } else if p.extension().and_then(|e| e.to_str()).is_some_and(|e| extensions.contains(&e)) {
            out.push(p);
        }
    }
}

/// libFuzzer's dictionary: op names and the words of the syntax.
fn write_dictionary(root: &Path, path: &Path) -> Result<(), String> {
    let model = tilesmith_codegen::load_dir(&root.join("specs"), root).map_err(|e| e.to_string())?;
    let mut words: Vec<String> = Vec::new();
    for op in &model.ops {
        words.push(op.mnemonic.clone());
        words.push(op.full_name.clone());
    }
    for e in &model.enums {
        for c in &e.cases {
            words.push(c.spelling.clone());
        }
    }
    for w in [
        "!cuda_tile.tile<", "!cuda_tile.ptr<", "!cuda_tile.tensor_view<", "!cuda_tile.partition_view<", "!cuda_tile.token", "tile<", "ptr<", "tensor_view<",
        "partition_view<", "strides=", "tile=", "dim_map=", "padding_value", "loc(", "#loc", "#cuda_tile.", "dense<", "array<i32:", "-> ", " : ", "// -----", "%", "^bb0(", "iter_values(",
        "in", "to", "step", "f32", "f16", "bf16", "tf32", "f64", "i1", "i8", "i16", "i32", "i64", "f8E4M3FN", "f8E5M2", "?", "unit", "true", "false", "0x7F800000",
    ] {
        words.push(w.to_string());
    }
    words.sort();
    words.dedup();
    let mut text = String::new();
    for w in words {
        text.push('"');
        for c in w.chars() {
            match c {
                '"' | '\\' => {
                    text.push('\\');
                    text.push(c);
                }
                _ => text.push(c),
            }
        }
        text.push_str("\"\n");
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}
