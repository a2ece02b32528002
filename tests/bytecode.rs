//! The bytecode reader and writer against real files:
//!
//! - `cutile/<target>/<kernel>.tileirbc` (made by cuTile Python, one export
//!   per target, as 13.1) and `cutile/<version>/sm_90/<kernel>.tileirbc` (the
//!   same kernels exported as 13.2, 13.3 and 13.4, and those that need those
//!   versions): read and printed, it must equal NVIDIA's `tileirdisasm`
//!   text of it, wrapped as tests/text.rs wraps it; written back at its own
//!   version and at the oldest that holds it, and read again, it must print
//!   the same (round trip through our writer);
//! - every export converted to every other version (`tilesmith translate
//!   -bytecode-version=V`): up always succeeds, and converting back down gives
//!   the module read at first; down either succeeds, and converting back up
//!   gives it too, or fails; each outcome, with the writer's exact error, is
//!   in `cutile/conversions.txt` (`BLESS=1` rewrites it), and converting up
//!   also says whether cuTile's own export at that version is the same module;
//! - a kernel's sm_80 export must read to the same module as its sm_90
//!   export, locations included, but for their optimization hints (which name
//!   the target, and may hold per-target options; the run cases, which run the
//!   sm_90 exports, cover both);
//! - every truncation of the sm_90 files, and single-byte corruptions of
//!   them, must give an error or a module, never a panic.

use std::path::Path;

use tilesmith_dialect::bytecode;
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::registry::Version;
use tilesmith_dialect::text::{print_ir, PrintOptions};

#[path = "support/disasm.rs"]
mod disasm;

fn print(ir: &Ir) -> String {
    print_ir(ir, &PrintOptions { generic: false, debug_info: false })
}

fn cutile_read(case: &Path) -> datatest_stable::Result<()> {
    let bytes = std::fs::read(case)?;
    let ir = bytecode::read(&bytes).map_err(|e| format!("{}: {e}", case.display()))?;
    let disasm = std::fs::read_to_string(case.with_extension("tileirdisasm.mlir"))?;
    let want = disasm::as_module(&disasm);
    let got = print(&ir);
    for (i, (w, g)) in want.lines().zip(got.lines()).enumerate() {
        if w != g {
            return Err(format!("line {} differs\n  tileirdisasm: {w}\n  tilesmith:    {g}", i + 1).into());
        }
    }
    if want.lines().count() != got.lines().count() {
        return Err(format!("{} lines printed, tileirdisasm has {}", got.lines().count(), want.lines().count()).into());
    }
    Ok(())
}

/// The dialect version a bytecode file declares (bytes 8 and 9).
fn file_version(bytes: &[u8]) -> Version {
    Version::new(u16::from(bytes[8]), u16::from(bytes[9]))
}

fn cutile_round_trip(case: &Path) -> datatest_stable::Result<()> {
    let bytes = std::fs::read(case)?;
    let ir = bytecode::read(&bytes)?;
    let module = ir.top_level[0];
    let own = file_version(&bytes);
    let with_debug = PrintOptions { generic: false, debug_info: true };
    // At its own version, and at the oldest that holds it: a 13.1 export stays 13.1,
    // and no export needs a version newer than its own.
    let (oldest, _) = bytecode::write_oldest(&ir, module).map_err(|d| d.message.clone())?;
    if oldest > own || (own == tilesmith_dialect::registry::oldest_version() && oldest != own) {
        return Err(format!("a {own} file was written back as {oldest}").into());
    }
    for version in [own, oldest] {
        let written = bytecode::write(&ir, module, version).map_err(|d| d.message.clone())?;
        if file_version(&written) != version {
            return Err(format!("writing at {version} gave a {} file", file_version(&written)).into());
        }
        let again = bytecode::read(&written).map_err(|e| format!("our own {version} bytecode does not read back: {e}"))?;
        if version == own && print(&again) != print(&ir) {
            return Err(format!("round trip at {version} changed the module\n--- first\n{}\n--- second\n{}", print(&ir), print(&again)).into());
        }
        if version == own && print_ir(&again, &with_debug) != print_ir(&ir, &with_debug) {
            return Err(format!("round trip at {version} changed the locations").into());
        }
        // Writing is deterministic, and a fixpoint after one round.
        let twice = bytecode::write(&again, again.top_level[0], version).map_err(|d| d.message.clone())?;
        if twice != written {
            return Err(format!("writing the read-back module at {version} gives different bytes").into());
        }
    }
    Ok(())
}

/// `ir`'s module written at `version`, and read back.
fn convert(ir: &Ir, version: Version) -> Result<(Vec<u8>, Ir), String> {
    let written = bytecode::write(ir, ir.top_level[0], version).map_err(|d| format!("{}{}", d.location.file_line_col().map(|p| format!("{p}: ")).unwrap_or_default(), d.message))?;
    let again = bytecode::read(&written).map_err(|e| format!("our own {version} bytecode does not read back: {e}"))?;
    Ok((written, again))
}

/// Every export of the corpus converted to every other version of the corpus (one
/// case: the outcomes are one golden file, `tests/cutile/conversions.txt`).
fn cutile_conversions(manifest: &Path) -> datatest_stable::Result<()> {
    let corpus = manifest.parent().ok_or("the corpus folder")?;
    let versions = ["13.1", "13.2", "13.3", "13.4"].map(|v| {
        let (major, minor) = v.split_once('.').expect("a version");
        Version::new(major.parse().expect("major"), minor.parse().expect("minor"))
    });
    let folder = |v: Version| if v == versions[0] { corpus.join("sm_90") } else { corpus.join(format!("{v}/sm_90")) };
    let with_debug = PrintOptions { generic: false, debug_info: true };
    let mut golden = String::from(
        "# Generated by tests/bytecode.rs (cutile_conversions); BLESS=1 rewrites it.\n\
         # Each sm_90 export of tests/cutile converted to every other version of the corpus:\n\
         # <kernel> <from> -> <to>: ok, or the writer's error (at the op's place in the kernel's source);\n\
         # converting up, whether cuTile's own export at <to> is the same module (but for its hints\n\
         # and locations) or differs: cuTile writes some kernels differently at newer versions.\n",
    );
    let mut problems = Vec::new();
    let mut names = std::collections::BTreeSet::new();
    for &v in &versions {
        for entry in std::fs::read_dir(folder(v))? {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "tileirbc") {
                names.insert(path.file_stem().and_then(|n| n.to_str()).ok_or("a file name")?.to_string());
            }
        }
    }
    for name in &names {
        for &from in &versions {
            let path = folder(from).join(format!("{name}.tileirbc"));
            let Ok(bytes) = std::fs::read(&path) else { continue };
            let ir = bytecode::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            let original = print_ir(&ir, &with_debug);
            for &to in versions.iter().filter(|&&to| to != from) {
                let conversion = convert(&ir, to);
                let outcome = match &conversion {
                    Ok((_, converted)) => {
                        // Back to the first version: the module read at first, locations included.
                        match convert(converted, from) {
                            Ok((_, back)) if print_ir(&back, &with_debug) == original => "ok".to_string(),
                            // Before 13.3, hints name targets only: 13.3's empty `default = {}` gives no advice and is left out.
                            Ok((_, back)) if to < Version::new(13, 3) && original.contains("<default = {}>") && without_hints(&print_ir(&back, &with_debug)) == without_hints(&original) => {
                                "ok (the empty `default` hints are left out)".to_string()
                            }
                            Ok((_, back)) => {
                                let (a, b) = (original.lines(), print_ir(&back, &with_debug));
                                let at = a.clone().zip(b.lines()).position(|(x, y)| x != y).unwrap_or(0);
                                problems.push(format!("{name} {from} -> {to} -> {from} changed the module, first at line {}:\n  before: {}\n  after:  {}", at + 1, original.lines().nth(at).unwrap_or("<end>"), b.lines().nth(at).unwrap_or("<end>")));
                                "ok".to_string()
                            }
                            Err(e) => {
                                problems.push(format!("{name} {from} -> {to} converts, but not back: {e}"));
                                "ok".to_string()
                            }
                        }
                    }
                    Err(e) if to > from => {
                        problems.push(format!("{name} {from} -> {to}: converting to a newer version failed: {e}"));
                        format!("error: {e}")
                    }
                    Err(e) => format!("error: {e}"),
                };
                // Up, where cuTile exported the kernel at `to` too: whether its export is the
                // module converted here (tests/run/gen/cutile.py runs the exports that are not).
                let theirs = folder(to).join(format!("{name}.tileirbc"));
                let outcome = match (&conversion, to > from && outcome == "ok", std::fs::read(&theirs)) {
                    (Ok((_, converted)), true, Ok(their_bytes)) => {
                        let their_ir = bytecode::read(&their_bytes).map_err(|e| format!("{}: {e}", theirs.display()))?;
                        if without_hints(&print(converted)) == without_hints(&print(&their_ir)) {
                            format!("{outcome}; cuTile's {to} export is the same module")
                        } else {
                            format!("{outcome}; cuTile's {to} export differs")
                        }
                    }
                    _ => outcome,
                };
                golden.push_str(&format!("{name} {from} -> {to}: {outcome}\n"));
            }
        }
    }
    if !problems.is_empty() {
        return Err(format!("{} problem(s):\n{}", problems.len(), problems.join("\n")).into());
    }
    let golden_path = corpus.join("conversions.txt");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&golden_path, &golden)?;
        return Ok(());
    }
    let want = std::fs::read_to_string(&golden_path).map_err(|e| format!("{}: {e} (BLESS=1 writes it)", golden_path.display()))?;
    if want != golden {
        let at = want.lines().zip(golden.lines()).position(|(x, y)| x != y).unwrap_or_else(|| want.lines().count().min(golden.lines().count()));
        return Err(format!(
            "{} differs from the conversions (BLESS=1 rewrites it), first at line {}:\n  expected: {}\n  got:      {}",
            golden_path.display(),
            at + 1,
            want.lines().nth(at).unwrap_or("<end>"),
            golden.lines().nth(at).unwrap_or("<end>")
        )
        .into());
    }
    Ok(())
}

fn cutile_hostile(case: &Path) -> datatest_stable::Result<()> {
    let bytes = std::fs::read(case)?;
    for len in 0..bytes.len() {
        if bytecode::read(&bytes[..len]).is_ok() {
            return Err(format!("a file cut to {len} bytes was accepted").into());
        }
    }
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..3000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mut corrupt = bytes.clone();
        let at = (state % bytes.len() as u64) as usize;
        corrupt[at] = (state >> 32) as u8;
        // Either outcome is fine; the call must return.
        let _ = bytecode::read(&corrupt);
    }
    Ok(())
}

/// `text` without its optimization hints (`optimization_hints=<sm_90 = {...}>`
/// on entries, `optimization_hints = <...>` on ops): they name the target, and
/// may hold per-target options (`ct.ByTarget`).
fn without_hints(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("optimization_hints") {
        out.push_str(rest[..at].trim_end_matches(' '));
        let after = &rest[at..];
        let Some(open) = after.find('<') else { break };
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after.char_indices().skip(open) {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The sm_80 export of a kernel against its sm_90 export.
fn cutile_targets_agree(sm_80: &Path) -> datatest_stable::Result<()> {
    let name = sm_80.file_name().ok_or("a file name")?;
    let sm_90 = sm_80.parent().and_then(Path::parent).ok_or("a target folder")?.join("sm_90").join(name);
    let read = |path: &Path| -> datatest_stable::Result<Ir> {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(bytecode::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?)
    };
    let (ir_80, ir_90) = (read(sm_80)?, read(&sm_90)?);
    for debug_info in [false, true] {
        let options = PrintOptions { generic: false, debug_info };
        let (text_80, text_90) = (print_ir(&ir_80, &options), print_ir(&ir_90, &options));
        if !text_80.contains("optimization_hints=<sm_80") || !text_90.contains("optimization_hints=<sm_90") {
            return Err(format!("{}: the entries' hints do not name their targets", sm_80.display()).into());
        }
        let (text_80, text_90) = (without_hints(&text_80), without_hints(&text_90));
        if text_80 != text_90 {
            let at = text_80.lines().zip(text_90.lines()).position(|(a, b)| a != b).unwrap_or(0);
            return Err(format!(
                "the sm_80 and sm_90 exports differ beyond their optimization hints (debug info {debug_info}), first at line {}\n  sm_80: {}\n  sm_90: {}",
                at + 1,
                text_80.lines().nth(at).unwrap_or("<end>"),
                text_90.lines().nth(at).unwrap_or("<end>")
            )
            .into());
        }
    }
    Ok(())
}

datatest_stable::harness! {
    { test = cutile_read, root = "tests/cutile", pattern = r"\.tileirbc$" },
    { test = cutile_round_trip, root = "tests/cutile", pattern = r"\.tileirbc$" },
    // The sm_80 exports are the sm_90 ones but for their hints (cutile_targets_agree).
    { test = cutile_hostile, root = "tests/cutile", pattern = r"^(sm_90|13\.4/sm_90)/.*\.tileirbc$" },
    { test = cutile_targets_agree, root = "tests/cutile", pattern = r"^sm_80/.*\.tileirbc$" },
    { test = cutile_conversions, root = "tests/cutile", pattern = r"^manifest\.txt$" },
}
