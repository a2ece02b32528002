//! `cargo xtask cutile-corpus`: the real-kernel corpus in `tests/cutile/`.
//!
//! Our cuTile Python kernels (`xtask/python/kernels/`) are exported by cuda-tile once per
//! slot of [`SLOTS`] (`xtask/python/cutile_export.py`), then given to NVIDIA's tools. A
//! slot is a bytecode version and a target: 13.1 for `sm_80` and `sm_90` (folders
//! `tests/cutile/<sm>/`), and 13.2, 13.3 and 13.4 for `sm_90` (`tests/cutile/<version>/sm_90/`).
//! A kernel that needs a newer version (its `since`) is exported from that version on.
//! In each slot's folder:
//! - `<name>.tileirbc`: the bytecode, as cuda-tile wrote it;
//! - `<name>.tileirdisasm.mlir`: `tileirdisasm <name>.tileirbc`, byte for byte;
//! - `<name>.tileirdisasm-g.mlir` (13.1 slots only): `tileirdisasm -g`, with debug locations.
//!
//! `manifest.txt` lists each kernel's source, its first version and targets, whether
//! `tileiras --gpu-name=<sm>` compiled each export, and whether the two 13.1 exports
//! differ in anything but the name of the target of their optimization hints.
//!
//! Everything is generated into `.cache/cutile/out`, then copied over the checked-in
//! files (stale generated files are removed); `--check` compares instead and fails on a
//! difference. The hand-written `tests/cutile/README.md` is left alone.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::tools::{self, Tools};
use crate::workspace_root;

const CORPUS_DIR: &str = "tests/cutile";
/// The two targets of the 13.1 exports, each in its own folder.
const TARGETS: [&str; 2] = ["sm_80", "sm_90"];
const MANIFEST: &str = "manifest.txt";

/// One export of every kernel: a bytecode version for a target, in a folder of the corpus.
struct Slot {
    folder: &'static str,
    version: &'static str,
    target: &'static str,
    /// Whether `tileirdisasm -g` is kept too (the 13.1 slots: the debug info is written
    /// alike at every version, so the newer slots leave it out to keep the corpus small).
    with_debug: bool,
}

const SLOTS: [Slot; 5] = [
    Slot { folder: "sm_80", version: "13.1", target: "sm_80", with_debug: true },
    Slot { folder: "sm_90", version: "13.1", target: "sm_90", with_debug: true },
    Slot { folder: "13.2/sm_90", version: "13.2", target: "sm_90", with_debug: false },
    Slot { folder: "13.3/sm_90", version: "13.3", target: "sm_90", with_debug: false },
    Slot { folder: "13.4/sm_90", version: "13.4", target: "sm_90", with_debug: false },
];

/// The bytecode versions of the corpus, oldest first.
fn versions() -> Vec<&'static str> {
    let mut versions: Vec<&str> = SLOTS.iter().map(|s| s.version).collect();
    versions.dedup();
    versions
}

pub const USAGE: &str = "usage: cargo xtask cutile-corpus [--check]
  Exports the kernels of xtask/python/kernels/ with cuda-tile as 13.1 bytecode for sm_80 and
  sm_90, and as 13.2, 13.3 and 13.4 bytecode for sm_90, disassembles each export with
  tileirdisasm, compiles it with tileiras for its target, and writes tests/cutile/.
  --check: fail if tests/cutile/ differs from what would be written.";

/// Whether `path` (relative to the corpus folder) is one this command writes, and so may
/// remove when stale: the manifest, and the exports and their texts in a slot's folder,
/// or at the top level (where an older layout kept them).
fn is_generated(path: &str) -> bool {
    let file_name = match path.rsplit_once('/') {
        None => path,
        Some((dir, rest)) if SLOTS.iter().any(|s| s.folder == dir) => rest,
        Some(_) => return false,
    };
    file_name == MANIFEST && !path.contains('/')
        || [".tileirbc", ".tileirdisasm.mlir", ".tileirdisasm-g.mlir"].iter().any(|s| file_name.ends_with(s))
}

/// Whether two exports of one kernel are the same bytes once the target named in the
/// first is replaced by the second's (the optimization hints are the only place
/// cuda-tile writes the target; a kernel that chose code by target would differ).
fn same_but_target(first: &[u8], first_target: &str, second: &[u8], second_target: &str) -> bool {
    let (from, to) = (first_target.as_bytes(), second_target.as_bytes());
    if first.len() != second.len() || from.len() != to.len() {
        return false;
    }
    let mut i = 0;
    while i < first.len() {
        if first[i..].starts_with(from) && second[i..].starts_with(to) {
            i += from.len();
        } else if first[i] == second[i] {
            i += 1;
        } else {
            return false;
        }
    }
    true
}

pub fn run(args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err(USAGE.to_string()),
    };
    let tools = tools::ensure()?;
    let root = workspace_root();
    let work = root.join(".cache/cutile");
    let out = work.join("out");
    let cubins = work.join("cubin");
    for dir in [&out, &cubins] {
        if dir.exists() {
            std::fs::remove_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    for slot in &SLOTS {
        std::fs::create_dir_all(out.join(slot.folder)).map_err(|e| format!("{}: {e}", out.join(slot.folder).display()))?;
    }

    let kernels = export(&tools, &out)?;
    let mut failures = vec![];
    let mut manifest = format!(
        "# Generated by `cargo xtask cutile-corpus`; do not edit (see README.md).\n\
         # <name> <kernel source> since=<version> targets=<targets> {} <same-but-target | differ | one-export | none> {}\n\
         # since: the oldest version the kernel is exported at; targets: those it may be exported for (its `only_targets`).\n\
         # <slot>=: whether `tileiras --gpu-name=<target>` compiled the slot's export, sm_80= and\n\
         # sm_90= being the 13.1 exports, <version>= the sm_90 export at that version\n\
         # (not-exported: the kernel leaves the slot out, by its `only_targets` or its `since`);\n\
         # same-but-target...: whether the 13.1 exports are the same bytes but for the target their hints name.\n",
        TARGETS.map(|t| format!("{t}=<ok | failed | not-exported>")).join(" "),
        SLOTS[2..].iter().map(|s| format!("{}=<...>", s.version)).collect::<Vec<_>>().join(" ")
    );
    for (name, kernel) in &kernels {
        let mut line = format!("{name} {} since={} targets={}", kernel.source, kernel.since, kernel.targets.join(","));
        let mut shown = String::new();
        let mut comparison = String::new();
        for (i, slot) in SLOTS.iter().enumerate() {
            let label = if slot.version == "13.1" { slot.target } else { slot.version };
            if !kernel.exported.contains(&slot.folder) {
                line.push_str(&format!(" {label}=not-exported"));
                shown.push_str(&format!(" {label} -     "));
            } else {
                let dir = out.join(slot.folder);
                let bytecode = dir.join(format!("{name}.tileirbc"));
                let texts: &[(&[&str], &str)] = if slot.with_debug {
                    &[(&[], "tileirdisasm.mlir"), (&["-g"], "tileirdisasm-g.mlir")]
                } else {
                    &[(&[], "tileirdisasm.mlir")]
                };
                for (flags, suffix) in texts {
                    let text = capture(&tools, &tools.tileirdisasm, flags, &bytecode)?;
                    write(&dir.join(format!("{name}.{suffix}")), &text)?;
                }
                let cubin = cubins.join(format!("{name}.{}.cubin", slot.folder.replace('/', "-")));
                let compiled = tools
                    .command(&tools.tileiras)
                    .arg(format!("--gpu-name={}", slot.target))
                    .arg(&bytecode)
                    .arg("-o")
                    .arg(&cubin)
                    .status()
                    .map_err(|e| format!("{}: {e}", tools.tileiras.display()))?
                    .success();
                if !compiled {
                    failures.push(format!("{name} ({})", slot.folder));
                }
                line.push_str(&format!(" {label}={}", if compiled { "ok" } else { "failed" }));
                shown.push_str(&format!(" {label} {}", if compiled { "ok    " } else { "FAILED" }));
            }
            // After the two 13.1 slots: how their exports compare.
            if i == 1 {
                let [first, second] = TARGETS;
                let has = |t: &str| kernel.exported.contains(&t);
                comparison = match (has(first), has(second)) {
                    (true, true) => {
                        let read = |t: &str| std::fs::read(out.join(t).join(format!("{name}.tileirbc"))).map_err(|e| format!("{name} ({t}): {e}"));
                        if same_but_target(&read(first)?, first, &read(second)?, second) { "same-but-target" } else { "differ" }
                    }
                    (false, false) => "none",
                    _ => "one-export",
                }
                .to_string();
                line.push_str(&format!(" {comparison}"));
            }
        }
        line.push('\n');
        manifest.push_str(&line);
        println!("  {name:<24} {:<48} tileiras{shown} {comparison}", kernel.source);
    }
    write(&out.join(MANIFEST), manifest.as_bytes())?;

    let corpus = root.join(CORPUS_DIR);
    let exports: usize = kernels.values().map(|k| k.exported.len()).sum();
    if check {
        let stale = differences(&out, &corpus)?;
        if !stale.is_empty() {
            return Err(format!("cutile-corpus --check: {CORPUS_DIR}/ is stale (run `cargo xtask cutile-corpus`): {}", stale.join(", ")));
        }
        println!("cutile-corpus --check: {CORPUS_DIR}/ is up to date ({} kernels, {exports} exports in {} slots)", kernels.len(), SLOTS.len());
    } else {
        sync(&out, &corpus)?;
        println!("cutile-corpus: {} kernels, {exports} exports in {} slots, in {CORPUS_DIR}/", kernels.len(), SLOTS.len());
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("cutile-corpus: tileiras failed on: {}", failures.join(", ")))
    }
}

/// What the export script said of one kernel.
struct Kernel {
    source: String,
    /// The oldest version that holds it.
    since: &'static str,
    /// The targets it may be exported for (all, unless its `only_targets` says otherwise).
    targets: Vec<String>,
    /// The slots (by folder) it was exported into.
    exported: Vec<&'static str>,
}

/// Runs the export script once per version; returns each exported name with what it
/// said of it, sorted by name.
fn export(tools: &Tools, out: &Path) -> Result<BTreeMap<String, Kernel>, String> {
    let root = workspace_root();
    let mut kernels: BTreeMap<String, Kernel> = BTreeMap::new();
    for version in versions() {
        let slots: Vec<&Slot> = SLOTS.iter().filter(|s| s.version == version).collect();
        // The script writes OUT/<target>/; a version's slots share their parent folder.
        let base = match slots[0].folder.rsplit_once('/') {
            Some((parent, _)) => out.join(parent),
            None => out.to_path_buf(),
        };
        let output = tools
            .command(&tools.python)
            .arg(root.join("xtask/python/cutile_export.py"))
            .arg(&base)
            .arg(version)
            .args(slots.iter().map(|s| s.target))
            .current_dir(&root)
            // No __pycache__ beside the kernels; the same hash seed on every run.
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .env("PYTHONHASHSEED", "0")
            .output()
            .map_err(|e| format!("{}: {e}", tools.python.display()))?;
        if !output.status.success() {
            return Err(format!(
                "cutile-corpus: exporting the kernels at {version} failed ({}):\n{}{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            let (name, source, written, allowed) = match line.split(' ').collect::<Vec<_>>()[..] {
                [name, source, written, allowed] => (name, source, written, allowed),
                _ => return Err(format!("cutile-corpus: unexpected line from cutile_export.py: {line:?}")),
            };
            let written: Vec<&str> = written.split(',').filter(|t| *t != "-").collect();
            let targets: Vec<String> = if allowed == "all" { TARGETS.map(String::from).to_vec() } else { allowed.split(',').map(String::from).collect() };
            let kernel = kernels.entry(name.to_string()).or_insert_with(|| Kernel { source: source.to_string(), since: "", targets, exported: vec![] });
            for target in &written {
                let slot = slots.iter().find(|s| s.target == *target).ok_or_else(|| format!("cutile-corpus: cutile_export.py wrote {name} for {target}, not asked for"))?;
                kernel.exported.push(slot.folder);
            }
            if kernel.since.is_empty() && !written.is_empty() {
                kernel.since = version;
            }
        }
    }
    for kernel in kernels.values_mut() {
        kernel.targets.sort();
    }
    Ok(kernels)
}

/// The standard output of `program FLAGS FILE`; an error with its standard error if it fails.
fn capture(tools: &Tools, program: &Path, flags: &[&str], file: &Path) -> Result<Vec<u8>, String> {
    let output = tools.command(program).args(flags).arg(file).output().map_err(|e| format!("{}: {e}", program.display()))?;
    if !output.status.success() {
        return Err(format!(
            "cutile-corpus: `{} {} {}` failed ({}):\n{}",
            program.display(),
            flags.join(" "),
            file.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(output.stdout)
}

fn write(path: &Path, contents: &[u8]) -> Result<(), String> {
    std::fs::write(path, contents).map_err(|e| format!("{}: {e}", path.display()))
}

/// The generated files in `dir` and its target folders, by path relative to `dir`
/// (`manifest.txt`, `sm_90/vector_add.tileirbc`).
fn generated_files(dir: &Path) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut files = BTreeMap::new();
    for sub in std::iter::once("").chain(SLOTS.iter().map(|s| s.folder)) {
        let folder = dir.join(sub);
        if !folder.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&folder).map_err(|e| format!("{}: {e}", folder.display()))? {
            let path = entry.map_err(|e| format!("{}: {e}", folder.display()))?.path();
            if !path.is_file() {
                continue;
            }
            if let Some(name) = path.file_name().and_then(|n| n.to_str()) {
                let relative = if sub.is_empty() { name.to_string() } else { format!("{sub}/{name}") };
                if is_generated(&relative) {
                    files.insert(relative, path);
                }
            }
        }
    }
    Ok(files)
}

/// Names of the generated files that differ between `fresh` and `corpus`, or exist in one only.
fn differences(fresh: &Path, corpus: &Path) -> Result<Vec<String>, String> {
    let new = generated_files(fresh)?;
    let old = generated_files(corpus)?;
    let mut stale = vec![];
    for name in new.keys().chain(old.keys().filter(|k| !new.contains_key(*k))) {
        let same = match (new.get(name), old.get(name)) {
            (Some(a), Some(b)) => std::fs::read(a).ok() == std::fs::read(b).ok(),
            _ => false,
        };
        if !same {
            stale.push(name.clone());
        }
    }
    Ok(stale)
}

/// Makes the generated files of `corpus` those of `fresh`: writes what changed, removes the rest.
fn sync(fresh: &Path, corpus: &Path) -> Result<(), String> {
    for sub in std::iter::once("").chain(SLOTS.iter().map(|s| s.folder)) {
        std::fs::create_dir_all(corpus.join(sub)).map_err(|e| format!("{}: {e}", corpus.join(sub).display()))?;
    }
    let new = generated_files(fresh)?;
    for (name, path) in generated_files(corpus)? {
        if !new.contains_key(&name) {
            std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            println!("removed {CORPUS_DIR}/{name}");
        }
    }
    for (name, path) in &new {
        let contents = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let target = corpus.join(name);
        if std::fs::read(&target).ok().as_deref() != Some(&contents[..]) {
            write(&target, &contents)?;
            println!("wrote {CORPUS_DIR}/{name}");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_generated_files_are_ours_to_replace() {
        for name in ["manifest.txt", "sm_80/a.tileirbc", "sm_90/a.tileirdisasm.mlir", "sm_90/a.tileirdisasm-g.mlir", "a.tileirbc", "a.tileirdisasm.mlir", "13.4/sm_90/a.tileirbc", "13.2/sm_90/a.tileirdisasm.mlir"] {
            assert!(is_generated(name), "{name}");
        }
        for name in ["README.md", "a.mlir", ".gitattributes", "sm_90/manifest.txt", "sm_70/a.tileirbc", "sm_90/x/a.tileirbc", "sm_90/README.md", "13.4/a.tileirbc", "13.5/sm_90/a.tileirbc", "13.4/sm_80/a.tileirbc"] {
            assert!(!is_generated(name), "{name}");
        }
    }

    #[test]
    fn exports_compared_but_for_the_target() {
        assert!(same_but_target(b"ab<sm_80 = {}>c", "sm_80", b"ab<sm_90 = {}>c", "sm_90"));
        assert!(same_but_target(b"", "sm_80", b"", "sm_90"));
        assert!(!same_but_target(b"ab<sm_80 = {}>c", "sm_80", b"ab<sm_90 = {}>d", "sm_90"));
        assert!(!same_but_target(b"ab<sm_80>", "sm_80", b"ab<sm_86>", "sm_90"));
        assert!(!same_but_target(b"abc", "sm_80", b"abcd", "sm_90"));
    }
}
