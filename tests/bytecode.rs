//! The bytecode reader and writer against real files:
//!
//! - `cutile/<target>/<kernel>.tileirbc` (made by cuTile Python, one export
//!   per target): read and printed, it must equal NVIDIA's `tileirdisasm`
//!   text of it, wrapped as tests/text.rs wraps it; written back and read
//!   again, it must print the same (round trip through our writer);
//! - a kernel's sm_80 export must read to the same module as its sm_90
//!   export, locations included, but for their optimization hints (which name
//!   the target, and may hold per-target options; the run cases, which run the
//!   sm_90 exports, cover both);
//! - every truncation of the sm_90 files, and single-byte corruptions of
//!   them, must give an error or a module, never a panic.

use std::path::Path;

use tilesmith_dialect::bytecode;
use tilesmith_dialect::ir::Ir;
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

fn cutile_round_trip(case: &Path) -> datatest_stable::Result<()> {
    let bytes = std::fs::read(case)?;
    let ir = bytecode::read(&bytes)?;
    let module = ir.top_level[0];
    // A 13.1 file is written back as 13.1, the oldest version that holds it.
    let (version, written) = bytecode::write_oldest(&ir, module).map_err(|d| d.message.clone())?;
    if version != tilesmith_dialect::registry::oldest_version() || written[8..10] != bytes[8..10] {
        return Err(format!("a {}.{} file was written back as {version}", bytes[8], bytes[9]).into());
    }
    let again = bytecode::read(&written).map_err(|e| format!("our own bytecode does not read back: {e}"))?;
    if print(&again) != print(&ir) {
        return Err(format!("round trip changed the module\n--- first\n{}\n--- second\n{}", print(&ir), print(&again)).into());
    }
    let with_debug = PrintOptions { generic: false, debug_info: true };
    if print_ir(&again, &with_debug) != print_ir(&ir, &with_debug) {
        return Err("round trip changed the locations".into());
    }
    // Writing is deterministic, and a fixpoint after one round.
    let twice = bytecode::write(&again, again.top_level[0], version).map_err(|d| d.message.clone())?;
    if twice != written {
        return Err("writing the read-back module gives different bytes".into());
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
    { test = cutile_hostile, root = "tests/cutile", pattern = r"^sm_90/.*\.tileirbc$" },
    { test = cutile_targets_agree, root = "tests/cutile", pattern = r"^sm_80/.*\.tileirbc$" },
}
