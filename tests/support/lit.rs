//! Runs the `RUN:` lines of upstream's lit tests, without a shell.
//!
//! [`run_lines`] reads a test file's commands as lit does: `RUN:` anywhere on
//! a line, and a trailing `\` continues on the next `RUN:` line.
//! [`execute`] runs one command as a pipeline: it splits it on `|`, expands
//! lit's substitutions (`%s`, `%S`, `%t`, `%%`) and runs each stage with the
//! previous stage's stdout as its stdin:
//!
//! - `cuda-tile-opt` and `cuda-tile-translate` are `tilesmith opt` and
//!   `tilesmith translate`;
//! - `FileCheck` is the built-in one (`filecheck.rs`), in-process;
//! - `diff [-B] A B` and `%round_trip_test INPUT BASE [FLAGS]` (upstream's
//!   test/Dialect/CudaTile/round_trip_test.sh: MLIR to bytecode and back,
//!   compared with `cuda-tile-opt`'s output, blank lines ignored) are
//!   in-process too;
//! - `not` before a stage expects it to exit non-zero (a crash still fails),
//!   and `2>&1` sends the stage's stderr into the pipe.
//!
//! As under lit's `pipefail`, a command passes when every stage does. Other
//! shell syntax or commands fail that command with a message.

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::filecheck;

/// How long one tool may run before it is killed and counted as failed.
const TOOL_TIMEOUT: Duration = Duration::from_secs(120);

/// Lines of a stage's output shown when a command fails: the end of a tool's
/// stderr, the start of FileCheck's report or of the last stage's stdout.
const SHOWN_LINES: usize = 40;

/// One command of a test file.
pub struct RunLine {
    /// The 1-based line its first `RUN:` is on.
    pub line: usize,
    /// The command, or why it cannot be read.
    pub command: Result<String, String>,
}

/// The commands in a test file, in order.
pub fn run_lines(source: &str) -> Vec<RunLine> {
    let mut runs: Vec<RunLine> = Vec::new();
    let mut continued = false;
    for (index, line) in source.lines().enumerate() {
        let Some(at) = line.find("RUN:") else { continue };
        let text = line[at + "RUN:".len()..].trim_end();
        let (text, continues) = match text.strip_suffix('\\') {
            Some(text) => (text, true),
            None => (text, false),
        };
        match runs.last_mut() {
            Some(RunLine { command: Ok(command), .. }) if continued => command.push_str(text),
            _ => runs.push(RunLine { line: index + 1, command: Ok(text.trim().to_string()) }),
        }
        continued = continues;
    }
    if continued {
        if let Some(last) = runs.last_mut() {
            last.command = Err("the last RUN: line ends with '\\' but no RUN: line follows".to_string());
        }
    }
    runs
}

/// What a command runs with.
pub struct Context<'a> {
    /// The `tilesmith` binary.
    pub tilesmith: &'a Path,
    /// Flags every `tilesmith` command gets after its subcommand: the
    /// `--target-version` of the suite's release, so that tilesmith behaves
    /// as that release's tools.
    pub tool_flags: &'a [String],
    /// The test file (`%s`).
    pub source: &'a Path,
    /// A scratch directory for this test file: `%t` is a path in it, and
    /// tools run in it.
    pub scratch: &'a Path,
}

impl Context<'_> {
    fn temp_base(&self) -> String {
        self.scratch.join("tmp").display().to_string()
    }
}

/// Runs a command. The error is a report for a person: each stage's command
/// line, exit status, the tail of its stderr, and FileCheck's or diff's
/// findings.
pub fn execute(command: &str, context: &Context) -> Result<(), String> {
    let stages = parse_pipeline(command, context).map_err(|e| format!("$ {command}\ncannot run this command: {e}\n"))?;
    let mut input = Vec::new();
    let mut runs = Vec::new();
    for stage in &stages {
        let run = run_stage(stage, &input, context);
        input.clone_from(&run.stdout);
        runs.push(run);
    }
    if stages.iter().zip(&runs).all(|(stage, run)| stage.passes(&run.status)) {
        return Ok(());
    }
    let mut report = format!("$ {command}\n");
    for (number, (stage, run)) in stages.iter().zip(&runs).enumerate() {
        let expected = if stage.negated { "non-zero" } else { "0" };
        let verdict = if stage.passes(&run.status) { "ok" } else { "FAILED" };
        report += &format!("stage {}: {}\n  {}, expected {expected}: {verdict}\n", number + 1, stage.display(context), run.status.describe());
        let from_start = matches!(stage.program, Program::FileCheck);
        report += &excerpt("stderr", &run.stderr, from_start);
        if number + 1 == stages.len() {
            report += &excerpt("stdout", &run.stdout, true);
        }
    }
    Err(report)
}

/// The first or last lines of an output, indented, under a heading; nothing
/// for an empty output.
fn excerpt(name: &str, bytes: &[u8], from_start: bool) -> String {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return String::new();
    }
    let shown = if from_start { &lines[..lines.len().min(SHOWN_LINES)] } else { &lines[lines.len().saturating_sub(SHOWN_LINES)..] };
    let heading = if shown.len() == lines.len() {
        format!("  {name}:\n")
    } else {
        format!("  {name} ({} {} of {} lines):\n", if from_start { "first" } else { "last" }, shown.len(), lines.len())
    };
    shown.iter().fold(heading, |out, line| out + "    " + line + "\n")
}

enum Program {
    /// A `tilesmith` subcommand.
    Tilesmith(&'static str),
    FileCheck,
    Diff,
    RoundTrip,
}

struct Stage {
    program: Program,
    args: Vec<String>,
    /// Preceded by `not` (an odd number of times).
    negated: bool,
    /// `2>&1`.
    merge_stderr: bool,
}

impl Stage {
    fn passes(&self, status: &Status) -> bool {
        match status {
            Status::Exited(code) => (*code != 0) == self.negated,
            Status::Signaled(_) | Status::TimedOut | Status::NotRun(_) => false,
        }
    }

    /// The stage as it runs, for reports.
    fn display(&self, context: &Context) -> String {
        let mut words = Vec::new();
        if self.negated {
            words.push("not".to_string());
        }
        match self.program {
            Program::Tilesmith(subcommand) => words.extend([context.tilesmith.display().to_string(), subcommand.to_string()]),
            Program::FileCheck => words.push("FileCheck (built-in)".to_string()),
            Program::Diff => words.push("diff (built-in)".to_string()),
            Program::RoundTrip => words.push("%round_trip_test (built-in)".to_string()),
        }
        words.extend(self.args.iter().map(|a| quote(a)));
        if self.merge_stderr {
            words.push("2>&1".to_string());
        }
        words.join(" ")
    }
}

/// Quotes a word for display when a shell would split it.
fn quote(word: &str) -> String {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=,:%+@".contains(c)) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

enum Token {
    Word(String),
    Pipe,
    MergeStderr,
}

/// A command's words, quotes and backslashes honoured as a shell would;
/// an operator (`|`, `2>&1`) is an error.
pub fn words(command: &str) -> Result<Vec<String>, String> {
    tokenize(command)?.into_iter().map(|t| match t {
        Token::Word(w) => Ok(w),
        _ => Err(format!("`{command}` is not one command")),
    }).collect()
}

/// Splits a command into words and operators, honouring quotes and
/// backslashes; rejects what needs a real shell.
fn tokenize(command: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => tokens.extend(word.take().map(Token::Word)),
            '\'' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated single quote".to_string()),
                    }
                }
            }
            '"' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                            Some(c) => word.extend(['\\', c]),
                            None => return Err("unterminated double quote".to_string()),
                        },
                        Some(c @ ('$' | '`')) => return Err(format!("`{c}` needs a shell, and the harness runs commands without one")),
                        Some(c) => word.push(c),
                        None => return Err("unterminated double quote".to_string()),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).push(chars.next().ok_or("a backslash ends the command")?),
            '|' if chars.peek() == Some(&'|') => return Err("`||` needs a shell, and the harness runs commands without one".to_string()),
            '|' => {
                tokens.extend(word.take().map(Token::Word));
                tokens.push(Token::Pipe);
            }
            '>' if word.as_deref() == Some("2") && chars.next_if_eq(&'&').is_some() && chars.next_if_eq(&'1').is_some() => {
                word = None;
                tokens.push(Token::MergeStderr);
            }
            '>' | '<' | '&' | ';' | '$' | '`' | '(' | ')' => {
                return Err(format!("`{c}` needs a shell, and the harness runs commands without one"));
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    tokens.extend(word.map(Token::Word));
    Ok(tokens)
}

/// Replaces lit's substitutions in a word.
fn substitute(word: &str, context: &Context) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = word.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('s') => out.push_str(&context.source.display().to_string()),
            Some('S') => out.push_str(&context.source.parent().unwrap_or(Path::new(".")).display().to_string()),
            Some('t') => out.push_str(&context.temp_base()),
            Some('%') => out.push('%'),
            _ => return Err(format!("unknown substitution in `{word}` (the harness knows %s, %S, %t, %% and %round_trip_test)")),
        }
    }
    Ok(out)
}

fn parse_pipeline(command: &str, context: &Context) -> Result<Vec<Stage>, String> {
    let mut stages = Vec::new();
    for tokens in tokenize(command)?.split(|t| matches!(t, Token::Pipe)) {
        let merge_stderr = tokens.iter().any(|t| matches!(t, Token::MergeStderr));
        let mut words = tokens.iter().filter_map(|t| match t {
            Token::Word(word) => Some(word.as_str()),
            _ => None,
        });
        let mut negated = false;
        let program = loop {
            match words.next() {
                Some("not") => negated = !negated,
                Some("cuda-tile-opt") => break Program::Tilesmith("opt"),
                Some("cuda-tile-translate") => break Program::Tilesmith("translate"),
                Some("FileCheck") => break Program::FileCheck,
                Some("diff") => break Program::Diff,
                Some("%round_trip_test") => break Program::RoundTrip,
                Some(other) => {
                    return Err(format!("unknown command `{other}` (the harness runs cuda-tile-opt, cuda-tile-translate, FileCheck, diff, not and %round_trip_test)"));
                }
                None => return Err("empty pipeline stage".to_string()),
            }
        };
        let args = words.map(|w| substitute(w, context)).collect::<Result<_, _>>()?;
        stages.push(Stage { program, args, negated, merge_stderr });
    }
    Ok(stages)
}

/// How a stage ended.
enum Status {
    Exited(i32),
    Signaled(String),
    TimedOut,
    NotRun(String),
}

impl Status {
    fn describe(&self) -> String {
        match self {
            Status::Exited(code) => format!("exit code {code}"),
            Status::Signaled(how) => format!("killed ({how})"),
            Status::TimedOut => format!("timed out after {} s and was killed", TOOL_TIMEOUT.as_secs()),
            Status::NotRun(why) => format!("did not run: {why}"),
        }
    }
}

struct StageRun {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: Status,
}

impl StageRun {
    /// An in-process command's result.
    fn exited(code: i32, stdout: impl Into<Vec<u8>>, stderr: impl Into<Vec<u8>>) -> Self {
        StageRun { stdout: stdout.into(), stderr: stderr.into(), status: Status::Exited(code) }
    }

    fn not_run(why: String) -> Self {
        StageRun { stdout: Vec::new(), stderr: Vec::new(), status: Status::NotRun(why) }
    }
}

fn run_stage(stage: &Stage, stdin: &[u8], context: &Context) -> StageRun {
    let mut run = match stage.program {
        Program::Tilesmith(subcommand) => return run_tilesmith(subcommand, &stage.args, stdin, stage.merge_stderr, context),
        Program::FileCheck => file_check(&stage.args, stdin),
        Program::Diff => diff(&stage.args),
        Program::RoundTrip => round_trip(&stage.args, context),
    };
    if stage.merge_stderr {
        let stderr = std::mem::take(&mut run.stderr);
        run.stdout.extend(stderr);
    }
    run
}

fn file_check(args: &[String], stdin: &[u8]) -> StageRun {
    let invocation = match filecheck::parse_args(args) {
        Ok(invocation) => invocation,
        Err(e) => return StageRun::exited(2, "", e),
    };
    let check_text = match std::fs::read_to_string(&invocation.check_file) {
        Ok(text) => text,
        Err(e) => return StageRun::exited(2, "", format!("FileCheck: cannot read {}: {e}\n", invocation.check_file)),
    };
    let input = String::from_utf8_lossy(stdin);
    match filecheck::check(&invocation.check_file, &check_text, &input, &invocation.options) {
        Ok(()) => StageRun::exited(0, "", ""),
        Err(report) => StageRun::exited(1, "", report),
    }
}

/// `diff [-B] A B`: exit 0 when the files are the same, 1 and the first
/// difference when not, 2 when one cannot be read.
fn diff(args: &[String]) -> StageRun {
    let ignore_blank_lines = args.iter().any(|a| a == "-B");
    let files: Vec<&String> = args.iter().filter(|a| *a != "-B").collect();
    if let Some(option) = files.iter().find(|a| a.starts_with('-')) {
        return StageRun::exited(2, "", format!("diff: unsupported option {option} (the built-in diff knows -B)\n"));
    }
    let [left, right] = files[..] else {
        return StageRun::exited(2, "", "diff: expected two files\n");
    };
    let read = |path: &str| std::fs::read(path).map(|bytes| String::from_utf8_lossy(&bytes).into_owned()).map_err(|e| format!("diff: {path}: {e}\n"));
    let (left_text, right_text) = match (read(left), read(right)) {
        (Ok(l), Ok(r)) => (l, r),
        (Err(e), _) | (_, Err(e)) => return StageRun::exited(2, "", e),
    };
    let keep = |line: &&str| !ignore_blank_lines || !line.trim().is_empty();
    let left_lines: Vec<&str> = left_text.lines().filter(keep).collect();
    let right_lines: Vec<&str> = right_text.lines().filter(keep).collect();
    if left_lines == right_lines {
        return StageRun::exited(0, "", "");
    }
    StageRun::exited(1, first_difference(left, &left_lines, right, &right_lines), "")
}

/// The differing middle of two line lists (after their common start and
/// end), with a few lines of context before it.
fn first_difference(left_name: &str, left: &[&str], right_name: &str, right: &[&str]) -> String {
    const CONTEXT: usize = 3;
    const MAX_LINES: usize = 15;
    let same_start = left.iter().zip(right).take_while(|(l, r)| l == r).count();
    let same_end = left[same_start..].iter().rev().zip(right[same_start..].iter().rev()).take_while(|(l, r)| l == r).count();
    let mut out = format!("--- {left_name}\n+++ {right_name}\n@@ first difference at line {} (of the compared lines) @@\n", same_start + 1);
    for line in &left[same_start.saturating_sub(CONTEXT)..same_start] {
        out += &format!(" {line}\n");
    }
    for (sign, lines) in [('-', &left[same_start..left.len() - same_end]), ('+', &right[same_start..right.len() - same_end])] {
        for line in lines.iter().take(MAX_LINES) {
            out += &format!("{sign}{line}\n");
        }
        if lines.len() > MAX_LINES {
            out += &format!("{sign}... {} more lines\n", lines.len() - MAX_LINES);
        }
    }
    out
}

/// Upstream's round-trip script: MLIR to bytecode, bytecode back to MLIR
/// (with the extra flags), the reference from `cuda-tile-opt` (with the
/// extra flags), and a diff ignoring blank lines. Stops at the first failing
/// step.
fn round_trip(args: &[String], context: &Context) -> StageRun {
    let [input, base, extra @ ..] = args else {
        return StageRun::exited(2, "", "%round_trip_test: expected INPUT BASE [FLAGS...]\n");
    };
    let bytecode = format!("{base}.out.tilebc");
    let round_tripped = format!("{base}.roundtrip.mlir");
    let reference = format!("{base}.ref.mlir");
    let owned = |list: &[&str]| list.iter().map(|w| w.to_string()).collect::<Vec<_>>();
    let with_extra = |list: &[&str]| [owned(list), extra.to_vec()].concat();
    let steps = [
        ("translate", owned(&["-mlir-to-cudatilebc", "-no-implicit-module", input, "-o", &bytecode])),
        ("translate", with_extra(&["-cudatilebc-to-mlir", &bytecode, "-o", &round_tripped])),
        ("opt", with_extra(&[input, "-no-implicit-module", "-o", &reference])),
    ];
    for (number, (subcommand, step_args)) in steps.iter().enumerate() {
        let run = run_tilesmith(subcommand, step_args, &[], false, context);
        if !matches!(run.status, Status::Exited(0)) {
            let shown: Vec<String> = step_args.iter().map(|a| quote(a)).collect();
            let mut stderr = format!("%round_trip_test: step {} failed: tilesmith {subcommand} {}\n", number + 1, shown.join(" ")).into_bytes();
            stderr.extend(run.stderr);
            return StageRun { stdout: run.stdout, stderr, status: run.status };
        }
    }
    diff(&["-B".to_string(), reference, round_tripped])
}

fn run_tilesmith(subcommand: &str, args: &[String], stdin: &[u8], merge_stderr: bool, context: &Context) -> StageRun {
    let mut command = Command::new(context.tilesmith);
    command.arg(subcommand).args(context.tool_flags).args(args).current_dir(context.scratch).stdin(Stdio::piped());
    let merged = context.scratch.join("merged-stdout-stderr");
    if merge_stderr {
        // One file for both streams keeps their interleaving, as a shell's 2>&1.
        let opened = File::create(&merged).and_then(|file| Ok((file.try_clone()?, file)));
        let (stdout, stderr) = match opened {
            Ok(files) => files,
            Err(e) => return StageRun::not_run(format!("cannot create {}: {e}", merged.display())),
        };
        command.stdout(stdout).stderr(stderr);
    } else {
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
    }
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(e) => return StageRun::not_run(format!("cannot start {}: {e}", context.tilesmith.display())),
    };
    let (status, stdout, stderr) = std::thread::scope(|scope| {
        let stdin_pipe = child.stdin.take();
        // A tool that never reads its stdin closes the pipe; that is fine.
        scope.spawn(move || stdin_pipe.map(|mut pipe| pipe.write_all(stdin)));
        let stdout = child.stdout.take().map(|pipe| scope.spawn(move || read_all(pipe)));
        let stderr = child.stderr.take().map(|pipe| scope.spawn(move || read_all(pipe)));
        let status = wait(&mut child);
        let collect = |reader: Option<std::thread::ScopedJoinHandle<Vec<u8>>>| reader.map(|r| r.join().unwrap_or_default()).unwrap_or_default();
        (status, collect(stdout), collect(stderr))
    });
    let stdout = if merge_stderr { std::fs::read(&merged).unwrap_or_default() } else { stdout };
    StageRun { stdout, stderr, status }
}

fn read_all(mut pipe: impl Read) -> Vec<u8> {
    let mut bytes = Vec::new();
    // A read error ends the output early; the exit status tells what happened.
    let _ = pipe.read_to_end(&mut bytes);
    bytes
}

/// Waits for the child, killing it after [`TOOL_TIMEOUT`].
fn wait(child: &mut Child) -> Status {
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status.code().map_or_else(|| Status::Signaled(status.to_string()), Status::Exited),
            Ok(None) if started.elapsed() > TOOL_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Status::TimedOut;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Status::NotRun(format!("cannot wait for it: {e}")),
        }
    }
}
