//! Spec diagnostics: an error at a `file:line:col` with a message a person can act on.

use std::fmt;
use std::path::PathBuf;

/// A position in a spec file (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SpecLoc {
    pub file: PathBuf,
    pub line: usize,
    pub col: usize,
}

impl fmt::Display for SpecLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file.display(), self.line, self.col)
    }
}

/// One error found in the specs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub loc: SpecLoc,
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: error: {}", self.loc, self.message)
    }
}

/// All errors of one run, sorted by location so output is deterministic.
#[derive(Clone, Debug, Default)]
pub struct SpecErrors(pub Vec<SpecError>);

impl SpecErrors {
    pub fn push(&mut self, loc: &SpecLoc, message: impl Into<String>) {
        self.0.push(SpecError { loc: loc.clone(), message: message.into() });
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn sorted(mut self) -> Self {
        self.0.sort_by(|a, b| (&a.loc, &a.message).cmp(&(&b.loc, &b.message)));
        self.0.dedup();
        self
    }
}

impl fmt::Display for SpecErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.0 {
            writeln!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SpecErrors {}

/// The closest candidate to `name` within a small edit distance, for "did you mean" hints.
pub fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(&name.to_ascii_lowercase(), &c.to_ascii_lowercase());
        let limit = (name.len().max(3)) / 3;
        if d <= limit && best.is_none_or(|(bd, bc)| (d, c) < (bd, bc)) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}
