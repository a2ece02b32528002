//! A failed check's report: the text a checked kernel prints through
//! `vprintf` just before it traps (see [`super::Checks`]), and how a
//! runtime reads it back into the interpreter's error.
//!
//! A report is the output of one `vprintf` call, so its lines come out
//! together even when other CTAs print:
//!
//! ```text
//! tilesmith: FILE:LINE:COL: error: MESSAGE (in tile block (X, Y, Z))
//! tilesmith: note: NOTE
//! ```
//!
//! (`tilesmith: error: MESSAGE ...` when the op has no file location). The
//! message and the notes are the interpreter's, word for word, so a runtime
//! that finds a report gives the interpreter's error at the same op.

use tilesmith_dialect::diag::{resolve_location, DiagLoc};
use tilesmith_dialect::ir::{Ir, LocId};

use crate::shared::launch::RunError;

/// What every line of a report starts with.
pub const PREFIX: &str = "tilesmith: ";

/// The first line's text between the location and the message.
const ERROR: &str = "error: ";

/// The first line's tail before the tile block's coordinates.
const IN_TILE_BLOCK: &str = " (in tile block (";

/// The text of an op's location at the start of a report's first line
/// (after [`PREFIX`]): `FILE:LINE:COL: error: `, or `error: `.
pub fn location_text(ir: &Ir, location: LocId) -> String {
    match resolve_location(ir, location) {
        DiagLoc::FileLineCol { file, line, col } => format!("{file}:{line}:{col}: {ERROR}"),
        _ => ERROR.to_string(),
    }
}

/// A report read back from printed text.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// `FILE:LINE:COL`, when the first line has one.
    pub location: Option<(String, u32, u32)>,
    pub message: String,
    pub tile_block: Option<[i64; 3]>,
    pub notes: Vec<String>,
}

impl Report {
    /// The interpreter's error for the report: at the op of `ir` the
    /// location names (the first op there), in its tile block, with its notes.
    pub fn into_run_error(self, ir: &Ir) -> RunError {
        let location = self.location.as_ref().and_then(|(file, line, col)| {
            ir.ops.iter().map(|(_, op)| op.location).find(|&l| matches!(resolve_location(ir, l), DiagLoc::FileLineCol { file: f, line: n, col: c } if *f == **file && n == *line && c == *col))
        });
        let mut message = self.message;
        if location.is_none() {
            if let Some((file, line, col)) = &self.location {
                message = format!("{file}:{line}:{col}: {message}");
            }
        }
        RunError { message, location, tile_block: self.tile_block, notes: self.notes }
    }
}

/// Parses `FILE:LINE:COL: error: MESSAGE (in tile block (X, Y, Z))`
/// (the part after [`PREFIX`]).
fn parse_first_line(line: &str) -> Option<Report> {
    let (location, rest) = match line.strip_prefix(ERROR) {
        Some(rest) => (None, rest),
        None => {
            let at = line.find(&format!(": {ERROR}"))?;
            let mut parts = line[..at].rsplitn(3, ':');
            let col = parts.next()?.parse().ok()?;
            let number = parts.next()?.parse().ok()?;
            let file = parts.next()?.to_string();
            (Some((file, number, col)), &line[at + 2 + ERROR.len()..])
        }
    };
    let (message, tile_block) = match rest.rfind(IN_TILE_BLOCK) {
        Some(at) => {
            let coordinates = rest[at + IN_TILE_BLOCK.len()..].strip_suffix("))")?;
            let values: Vec<i64> = coordinates.split(", ").map(str::parse).collect::<Result<_, _>>().ok()?;
            let block: [i64; 3] = values.try_into().ok()?;
            (&rest[..at], Some(block))
        }
        None => (rest, None),
    };
    Some(Report { location, message: message.to_string(), tile_block, notes: Vec::new() })
}

/// The first report in `printed` (a kernel's output), and the printed text
/// without it; `None` when there is none.
pub fn take_report(printed: &str) -> Option<(Report, String)> {
    let mut report: Option<Report> = None;
    let mut reading_notes = false;
    let mut rest = String::with_capacity(printed.len());
    for line in printed.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        if let Some(text) = body.strip_prefix(PREFIX) {
            if reading_notes {
                if let (Some(r), Some(note)) = (report.as_mut(), text.strip_prefix("note: ")) {
                    r.notes.push(note.to_string());
                    continue;
                }
            }
            if report.is_none() {
                if let Some(r) = parse_first_line(text) {
                    report = Some(r);
                    reading_notes = true;
                    continue;
                }
            }
        }
        reading_notes = false;
        rest.push_str(line);
    }
    report.map(|r| (r, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_first_report_and_keeps_the_other_text() {
        let printed = "before\ntilesmith: dir/k.mlir:12:5: error: 'divi' has undefined behaviour at element 3: division of 4 by zero (in tile block (1, 0, 2))\ntilesmith: note: a note\ntilesmith: note: another\nafter\n";
        let (report, rest) = take_report(printed).expect("a report");
        assert_eq!(report.location, Some(("dir/k.mlir".to_string(), 12, 5)));
        assert_eq!(report.message, "'divi' has undefined behaviour at element 3: division of 4 by zero");
        assert_eq!(report.tile_block, Some([1, 0, 2]));
        assert_eq!(report.notes, vec!["a note".to_string(), "another".to_string()]);
        assert_eq!(rest, "before\nafter\n");
    }

    #[test]
    fn a_report_without_a_location_and_text_without_a_report() {
        let (report, _) = take_report("tilesmith: error: assertion failed: x (in tile block (0, 0, 0))\n").expect("a report");
        assert_eq!((report.location, report.message.as_str()), (None, "assertion failed: x"));
        assert_eq!(take_report("tilesmith: hello\nnote: x\n"), None);
    }

    #[test]
    fn a_file_name_with_colons_keeps_them() {
        let (report, _) = take_report("tilesmith: C:/a:b.mlir:3:7: error: m (in tile block (0, 0, 0))\n").expect("a report");
        assert_eq!(report.location, Some(("C:/a:b.mlir".to_string(), 3, 7)));
    }
}
