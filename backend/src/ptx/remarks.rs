//! Optimization remarks: what the PTX lowering decided for an op, and why
//! (whether a load or store moves vectors, whether a matrix product runs on
//! tensor cores), and how remarks print, in the two forms of NVIDIA's
//! `tileiras` (`--remark-format=yaml`: LLVM's remark YAML documents;
//! `command-line`: a report grouped by kernel and category).
//!
//! The lowering records every remark ([`super::lower`]); a [`Filter`] built
//! from the command line (`--remarks=all`, `--remarks-missed=memory`, ...)
//! keeps those asked for.

use std::fmt::Write as _;

use tilesmith_dialect::diag::{resolve_location, DiagLoc};
use tilesmith_dialect::ir::{Ir, LocId};

/// What a remark says of the decision, as LLVM classes remarks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The optimization was made.
    Passed,
    /// It was possible in principle and not made, with the reason.
    Missed,
    /// It was tried and could not be made, with the reason.
    Failure,
    /// A fact about the code, no decision.
    Analysis,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Passed, Kind::Missed, Kind::Failure, Kind::Analysis];

    /// The YAML document tag (`--- !Passed`).
    fn tag(self) -> &'static str {
        match self {
            Kind::Passed => "Passed",
            Kind::Missed => "Missed",
            Kind::Failure => "Failure",
            Kind::Analysis => "Analysis",
        }
    }

    /// The command-line form's word (`remark[failed]`).
    fn word(self) -> &'static str {
        match self {
            Kind::Passed => "passed",
            Kind::Missed => "missed",
            Kind::Failure => "failed",
            Kind::Analysis => "analysis",
        }
    }
}

/// What a remark is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// Global loads and stores.
    Memory,
    /// Matrix products.
    TensorCore,
}

impl Category {
    /// The remark's pass name (`Pass: Memory`, `category: Tensor-core`).
    fn pass(self) -> &'static str {
        match self {
            Category::Memory => "Memory",
            Category::TensorCore => "Tensor-core",
        }
    }
}

/// One remark at an op.
#[derive(Clone, Debug, PartialEq)]
pub struct Remark {
    pub kind: Kind,
    pub category: Category,
    /// A stable name for tools (`RemarkTensorCoreMMA`).
    pub name: &'static str,
    pub location: LocId,
    /// The kernel.
    pub function: String,
    pub message: String,
    /// Further facts, in order: `Instruction`, `Shape`, `Reason`, ...
    pub args: Vec<(&'static str, String)>,
}

/// Which remarks to keep: per kind, a set of categories.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Indexed as [`Kind::ALL`]: (memory, tensor core).
    wanted: [(bool, bool); 4],
}

impl Filter {
    /// Sets the categories of `kind` (every kind for `None`, as
    /// `--remarks=` does) from a value `none`, `all`, `memory` or
    /// `tensorcore`; the error names a value that is none of them.
    pub fn set(&mut self, kind: Option<Kind>, value: &str) -> Result<(), String> {
        let categories = match value {
            "none" => (false, false),
            "all" => (true, true),
            "memory" => (true, false),
            "tensorcore" => (false, true),
            other => return Err(format!("unknown remark category '{other}' (none, all, memory or tensorcore)")),
        };
        for (k, wanted) in Kind::ALL.iter().zip(&mut self.wanted) {
            if kind.is_none_or(|kind| kind == *k) {
                *wanted = categories;
            }
        }
        Ok(())
    }

    /// Whether any remark is wanted.
    pub fn any(&self) -> bool {
        self.wanted.iter().any(|&(m, t)| m || t)
    }

    pub fn keeps(&self, remark: &Remark) -> bool {
        let at = Kind::ALL.iter().position(|&k| k == remark.kind).unwrap_or(0);
        let (memory, tensor_core) = self.wanted[at];
        match remark.category {
            Category::Memory => memory,
            Category::TensorCore => tensor_core,
        }
    }
}

/// `remarks` as YAML documents, one per remark, numbered from 1 in order
/// (`RemarkId`), in the layout of LLVM's remark serializer.
pub fn to_yaml(ir: &Ir, remarks: &[&Remark]) -> String {
    let mut out = String::new();
    for (i, r) in remarks.iter().enumerate() {
        let _ = writeln!(out, "--- !{}", r.kind.tag());
        key(&mut out, "", "Pass", r.category.pass(), 17);
        key(&mut out, "", "Name", r.name, 17);
        if let DiagLoc::FileLineCol { file, line, col } = resolve_location(ir, r.location) {
            let _ = writeln!(out, "{:<17}{{ File: {}, Line: {line}, Column: {col} }}", "DebugLoc:", single_quoted(&file));
        }
        key(&mut out, "", "Function", &r.function, 17);
        out.push_str("Args:\n");
        let _ = writeln!(out, "  - {:<12} {}", "RemarkId:", i + 1);
        key(&mut out, "  - ", "Remark", &r.message, 13);
        for (name, value) in &r.args {
            key(&mut out, "  - ", name, value, 13);
        }
        out.push_str("...\n");
    }
    out
}

/// `remarks` for people, grouped by kernel, then category, as tileiras's
/// `--remark-format=command-line` prints them.
pub fn to_text(ir: &Ir, remarks: &[&Remark]) -> String {
    let mut out = String::new();
    let mut functions: Vec<&str> = Vec::new();
    for r in remarks {
        if !functions.contains(&r.function.as_str()) {
            functions.push(&r.function);
        }
    }
    for function in functions {
        let _ = writeln!(out, "in function: {function}:");
        for category in [Category::Memory, Category::TensorCore] {
            let mine: Vec<&&Remark> = remarks.iter().filter(|r| r.function == function && r.category == category).collect();
            if mine.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n  category: {}", category.pass());
            for r in mine {
                let _ = writeln!(out, "    remark[{}]: {}", r.kind.word(), r.message);
                if let DiagLoc::FileLineCol { file, line, col } = resolve_location(ir, r.location) {
                    let _ = writeln!(out, "      --> \"{file}\":{line}:{col}");
                }
                out.push_str("       |\n");
                let _ = writeln!(out, "       = name: {}", r.name);
                for (name, value) in &r.args {
                    match *name {
                        "Reason" => {
                            let _ = writeln!(out, "       = reason: {value}");
                        }
                        _ => {
                            let _ = writeln!(out, "       = note: {name} = {value}");
                        }
                    }
                }
                out.push('\n');
            }
        }
    }
    out
}

/// `prefix` then `name:` padded to `width` columns (at least one space),
/// then the value as a YAML scalar.
fn key(out: &mut String, prefix: &str, name: &str, value: &str, width: usize) {
    let label = format!("{name}:");
    let _ = writeln!(out, "{prefix}{label:<width$} {}", scalar(value), width = width.saturating_sub(1));
}

/// A YAML plain scalar where that reads back as the same string, else a
/// quoted one.
fn scalar(value: &str) -> String {
    let plain = !value.is_empty()
        && !value.starts_with(|c: char| " -?:,[]{}#&*!|>'\"%@`".contains(c))
        && !value.ends_with([' ', ':'])
        && !value.contains(": ")
        && !value.contains(" #")
        && !value.chars().any(|c| c.is_control())
        && !matches!(value, "true" | "false" | "null" | "~" | "yes" | "no" | "on" | "off")
        && value.parse::<f64>().is_err();
    if plain {
        value.to_string()
    } else if value.chars().any(|c| c.is_control()) {
        format!("{value:?}")
    } else {
        single_quoted(value)
    }
}

fn single_quoted(value: &str) -> String {
    format!("'{}'", value.replace('\'', "''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_are_plain_only_where_they_read_back_the_same() {
        assert_eq!(scalar("MMA operation uses tensor cores"), "MMA operation uses tensor cores");
        assert_eq!(scalar("[16, 8, 16]"), "'[16, 8, 16]'");
        assert_eq!(scalar("f32 inputs: no instruction"), "'f32 inputs: no instruction'");
        assert_eq!(scalar("it's"), "it's");
        assert_eq!(scalar("'quoted'"), "'''quoted'''");
        assert_eq!(scalar("2"), "'2'");
        assert_eq!(scalar("true"), "'true'");
        assert_eq!(scalar(""), "''");
        assert_eq!(scalar("a\nb"), "\"a\\nb\"");
    }

    #[test]
    fn keys_are_padded_as_llvm_pads_them() {
        let mut out = String::new();
        key(&mut out, "", "Pass", "Memory", 17);
        key(&mut out, "  - ", "Reason", "7", 13);
        key(&mut out, "  - ", "Instruction", "ld.global.v4.b32", 13);
        assert_eq!(out, "Pass:            Memory\n  - Reason:      '7'\n  - Instruction: ld.global.v4.b32\n");
    }

    #[test]
    fn prints_yaml_documents_and_the_command_line_report() {
        let mut ir = Ir::new();
        let at = ir.location(tilesmith_dialect::ir::Location::FileLineCol { file: "k's.py".into(), line: 16, col: 14 });
        let nowhere = ir.location(tilesmith_dialect::ir::Location::Unknown);
        let passed = Remark { kind: Kind::Passed, category: Category::TensorCore, name: "RemarkTensorCoreMMA", location: at, function: "mm".into(), message: "MMA operation uses tensor cores".into(), args: vec![("Instruction", "mma.sync".into()), ("Shape", "[16, 8, 16]".into())] };
        let missed = Remark { kind: Kind::Missed, category: Category::Memory, name: "RemarkMemoryNotVectorized", location: nowhere, function: "mm".into(), message: "Load not vectorized".into(), args: vec![("Reason", "a reason: here".into())] };
        assert_eq!(
            to_yaml(&ir, &[&passed, &missed]),
            "--- !Passed\nPass:            Tensor-core\nName:            RemarkTensorCoreMMA\nDebugLoc:        { File: 'k''s.py', Line: 16, Column: 14 }\nFunction:        mm\nArgs:\n  - RemarkId:    1\n  - Remark:      MMA operation uses tensor cores\n  - Instruction: mma.sync\n  - Shape:       '[16, 8, 16]'\n...\n\
             --- !Missed\nPass:            Memory\nName:            RemarkMemoryNotVectorized\nFunction:        mm\nArgs:\n  - RemarkId:    2\n  - Remark:      Load not vectorized\n  - Reason:      'a reason: here'\n...\n"
        );
        assert_eq!(
            to_text(&ir, &[&passed, &missed]),
            "in function: mm:\n\n  category: Memory\n    remark[missed]: Load not vectorized\n       |\n       = name: RemarkMemoryNotVectorized\n       = reason: a reason: here\n\n\n  category: Tensor-core\n    remark[passed]: MMA operation uses tensor cores\n      --> \"k's.py\":16:14\n       |\n       = name: RemarkTensorCoreMMA\n       = note: Instruction = mma.sync\n       = note: Shape = [16, 8, 16]\n\n"
        );
    }

    #[test]
    fn filters_by_kind_and_category() {
        let mut f = Filter::default();
        assert!(!f.any());
        f.set(None, "tensorcore").unwrap();
        f.set(Some(Kind::Missed), "all").unwrap();
        let location = Ir::new().location(tilesmith_dialect::ir::Location::Unknown);
        let remark = |kind, category| Remark { kind, category, name: "R", location, function: "k".into(), message: "m".into(), args: vec![] };
        assert!(f.keeps(&remark(Kind::Passed, Category::TensorCore)));
        assert!(!f.keeps(&remark(Kind::Passed, Category::Memory)));
        assert!(f.keeps(&remark(Kind::Missed, Category::Memory)));
        assert!(f.set(None, "bogus").unwrap_err().contains("'bogus'"));
        f.set(None, "none").unwrap();
        assert!(!f.any());
    }
}
