//! A second judge of `expected-*` annotations, independent of
//! `tilesmith opt -verify-diagnostics`: it reads the diagnostics tilesmith
//! printed (MLIR's `file:line:col: severity: message` lines) and matches them
//! against the annotations of the input, chunk by chunk as `-split-input-file`
//! cuts it.

/// One `// expected-<severity>[-re] [@ref] {{message}}` annotation.
#[derive(Debug)]
struct Annotation {
    severity: String,
    /// The 1-based line the diagnostic must be on.
    line: usize,
    /// The line the annotation is written on.
    written_at: usize,
    text: String,
    regex: bool,
}

/// One printed diagnostic.
#[derive(Debug)]
struct Printed {
    severity: String,
    line: usize,
    message: String,
}

fn is_annotation_only(line: &str) -> bool {
    line.trim_start().starts_with("//") && line.contains("expected-")
}

fn annotations(text: &str) -> Vec<Annotation> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(at) = line.find("expected-") else { continue };
        let rest = &line[at + 9..];
        let Some(severity) = ["error", "warning", "note", "remark"].into_iter().find(|s| rest.starts_with(s)) else { continue };
        let mut rest = &rest[severity.len()..];
        let regex = rest.starts_with("-re");
        if regex {
            rest = &rest[3..];
        }
        let rest = rest.trim_start();
        let (target, rest) = match rest.strip_prefix('@') {
            Some(r) => {
                let end = r.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(r.len());
                let target = match &r[..end] {
                    "below" => (i + 1..lines.len()).find(|&j| !is_annotation_only(lines[j])).unwrap_or(i),
                    "above" => (0..i).rev().find(|&j| !is_annotation_only(lines[j])).unwrap_or(i),
                    n => (i as i64 + n.parse::<i64>().unwrap_or(0)) as usize,
                };
                (target, r[end..].trim_start())
            }
            None => (i, rest),
        };
        let Some(body) = rest.strip_prefix("{{") else { continue };
        let Some(end) = body.rfind("}}") else { continue };
        out.push(Annotation { severity: severity.to_string(), line: target + 1, written_at: i + 1, text: body[..end].to_string(), regex });
    }
    out
}

/// Parses `name:line:col: severity: message` lines for `file_name`.
fn printed(stderr: &str, file_name: &str) -> Vec<Printed> {
    let mut out = Vec::new();
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix(file_name).and_then(|r| r.strip_prefix(':')) else { continue };
        let mut parts = rest.splitn(3, ':');
        let (Some(l), Some(_col), Some(tail)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let Ok(l) = l.parse::<usize>() else { continue };
        let tail = tail.trim_start();
        let Some((severity, message)) = tail.split_once(": ") else { continue };
        if !["error", "warning", "note", "remark"].contains(&severity) {
            continue;
        }
        out.push(Printed { severity: severity.to_string(), line: l, message: message.to_string() });
    }
    out
}

/// The annotation's text as a regular expression: literal, except `{{...}}`
/// pieces of `-re` annotations.
fn pattern(a: &Annotation) -> regex::Regex {
    let mut re = String::new();
    let mut rest = a.text.as_str();
    if a.regex {
        while let Some(start) = rest.find("{{") {
            re.push_str(&regex::escape(&rest[..start]));
            let end = rest[start + 2..].find("}}").map_or(rest.len(), |e| start + 2 + e);
            re.push('(');
            re.push_str(&rest[start + 2..end]);
            re.push(')');
            rest = rest.get(end + 2..).unwrap_or("");
        }
    }
    re.push_str(&regex::escape(rest));
    regex::Regex::new(&re).unwrap_or_else(|e| panic!("annotation at line {}: bad pattern: {e}", a.written_at))
}

/// Matches what tilesmith printed for `text` (run without
/// `-verify-diagnostics`) against its annotations; returns the mismatches.
pub fn check(text: &str, file_name: &str, stderr: &str) -> Vec<String> {
    let annotations = annotations(text);
    let mut used = vec![false; annotations.len()];
    let mut problems = Vec::new();
    for p in printed(stderr, file_name) {
        // As MLIR's verifier handler does, an annotation may account for
        // several diagnostics; each annotation must account for at least one.
        let matches = |a: &Annotation| a.severity == p.severity && a.line == p.line && pattern(a).is_match(&p.message);
        let hit = annotations.iter().enumerate().find(|(i, a)| !used[*i] && matches(a)).or_else(|| annotations.iter().enumerate().find(|(_, a)| matches(a)));
        match hit {
            Some((i, _)) => used[i] = true,
            None => problems.push(format!("line {}: unexpected {}: {}", p.line, p.severity, p.message)),
        }
    }
    for (a, used) in annotations.iter().zip(used) {
        if !used {
            problems.push(format!("line {}: expected {} not printed: {}", a.written_at, a.severity, a.text));
        }
    }
    problems
}
