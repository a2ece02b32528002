//! Conformance with upstream's lit tests: runs every `RUN:` line of the
//! `.mlir` files of upstream's releases 13.1.6 and 13.3.2, under
//! `../shared/conformance/cuda-tile-<release>/test` (kept beside the project,
//! never copied into it), against `tilesmith` run as the tools of that
//! release (`--target-version=13.1`, `13.3`), one case per RUN line named
//! `<file>:RUN#<n>` (`13.3.2/<file>:RUN#<n>` for 13.3.2; see support/lit.rs
//! for what a RUN line may hold), and compares each outcome with the
//! release's expectations, tests/conformance/expectations.txt (13.1.6) and
//! expectations-13.3.2.txt, where every case is `pass` or `xfail` with a
//! reason. A case fails the run when it fails but should pass, passes
//! but is marked xfail (XPASS), or is not listed. The built-in FileCheck's
//! worked examples (support/filecheck.rs) run first.
//!
//! - `BLESS=1 cargo test --test conformance` rewrites the expectations from
//!   the outcomes, keeping the reasons of cases still failing.
//! - Arguments filter cases as libtest's do (substrings, `--exact`,
//!   `--skip`); `--list` lists them; `--show-output` (or `--nocapture`) also
//!   prints why each xfail case fails.
//! - Without the upstream directory (a fresh clone) the RUN lines are skipped
//!   with a message, and the run succeeds.
//!
//! Files whose RUN line runs `cuda-tile-opt ... -verify-diagnostics` get one
//! more case, `<file>:annotations`: the same command without
//! `-verify-diagnostics`, whose printed diagnostics a second matcher
//! (support/annotations.rs) compares with the file's annotations, so that
//! `-verify-diagnostics` is not the only judge of them.
//!
//! A file's RUN lines run in order in one scratch directory, as lit runs
//! them, because later lines may read what earlier ones wrote (`%t`); lines
//! a filter leaves out still run when a later selected line needs them.
//! Files run in parallel.

#[path = "support/annotations.rs"]
mod annotations;
#[path = "support/filecheck.rs"]
mod filecheck;
#[path = "support/lit.rs"]
mod lit;

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// An upstream release whose lit tests run here.
struct Suite {
    /// `13.1.6`; its tests are under `../shared/conformance/cuda-tile-<release>/test`.
    release: &'static str,
    /// The dialect version of its tools, which tilesmith runs as.
    dialect_version: &'static str,
    /// Its expectations, relative to the project root.
    expectations: &'static str,
    /// What its case names start with (none for the first suite, whose names predate the others).
    prefix: &'static str,
}

const SUITES: [Suite; 2] = [
    Suite { release: "13.1.6", dialect_version: "13.1", expectations: "tests/conformance/expectations.txt", prefix: "" },
    Suite { release: "13.3.2", dialect_version: "13.3", expectations: "tests/conformance/expectations-13.3.2.txt", prefix: "13.3.2/" },
];

impl Suite {
    fn upstream(&self) -> String {
        format!("../shared/conformance/cuda-tile-{}", self.release)
    }

    fn tool_flags(&self) -> Vec<String> {
        vec![format!("--target-version={}", self.dialect_version)]
    }

    fn header(&self) -> String {
        format!(
            "# The expected outcome of each RUN line of upstream's lit tests
# ({}/test), checked by tests/conformance.rs with tilesmith run as the
# {} tools (--target-version={}):
#   {}<file under test/>:RUN#<n> pass
#   {}<file under test/>:RUN#<n> xfail <reason>
# `BLESS=1 cargo test --test conformance` rewrites the statuses from the actual
# outcomes, keeping reasons; it rewrites this header and drops other comments.
",
            self.upstream(),
            self.dialect_version,
            self.dialect_version,
            self.prefix,
            self.prefix
        )
    }
}

/// The reason BLESS gives a newly failing case.
const DEFAULT_REASON: &str = "not yet passing";

/// libtest's command line, as far as it matters here; other flags are
/// accepted and ignored, so that `cargo test -- <flags>` works across test
/// binaries.
#[derive(Default)]
struct Args {
    filters: Vec<String>,
    skip: Vec<String>,
    exact: bool,
    list: bool,
    show_output: bool,
    threads: Option<usize>,
}

impl Args {
    fn parse() -> Args {
        let mut args = Args::default();
        let mut words = std::env::args().skip(1);
        while let Some(word) = words.next() {
            let (flag, inline) = match word.split_once('=') {
                Some((flag, value)) if flag.starts_with('-') => (flag.to_string(), Some(value.to_string())),
                _ => (word.clone(), None),
            };
            let takes_value = ["--skip", "--test-threads", "--color", "--format", "--logfile", "--shuffle-seed", "-Z"].contains(&flag.as_str());
            let value = if takes_value { inline.or_else(|| words.next()) } else { None };
            match flag.as_str() {
                "--skip" => args.skip.extend(value),
                "--test-threads" => args.threads = value.and_then(|v| v.parse().ok()),
                "--exact" => args.exact = true,
                "--list" => args.list = true,
                "--show-output" | "--nocapture" => args.show_output = true,
                flag if flag.starts_with('-') => {}
                _ => args.filters.push(word),
            }
        }
        args
    }

    fn selects(&self, name: &str) -> bool {
        let matches = |filter: &String| if self.exact { name == filter } else { name.contains(filter.as_str()) };
        (self.filters.is_empty() || self.filters.iter().any(matches)) && !self.skip.iter().any(matches)
    }

    fn threads(&self) -> usize {
        let from_env = std::env::var("RUST_TEST_THREADS").ok().and_then(|v| v.parse().ok());
        self.threads.or(from_env).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1)
    }
}

/// How a case went: the failure report if it failed.
type CaseResult = Result<(), String>;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Expected {
    Pass,
    Xfail(String),
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Expected::Pass => f.write_str("pass"),
            Expected::Xfail(reason) if reason.is_empty() => f.write_str("xfail"),
            Expected::Xfail(reason) => write!(f, "xfail {reason}"),
        }
    }
}

/// Reads the expectations; a missing file lists nothing.
fn read_expectations(path: &Path) -> Result<HashMap<String, Expected>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut entries = HashMap::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let error = |message: &str| format!("{}:{}: {message}: `{line}`", path.display(), index + 1);
        let (name, rest) = line.split_once(char::is_whitespace).ok_or_else(|| error("expected `<case> pass|xfail [reason]`"))?;
        let (status, reason) = rest.trim_start().split_once(char::is_whitespace).unwrap_or((rest.trim_start(), ""));
        let expected = match (status, reason.trim()) {
            ("pass", "") => Expected::Pass,
            ("pass", _) => return Err(error("a `pass` case takes no reason")),
            ("xfail", reason) => Expected::Xfail(reason.to_string()),
            _ => return Err(error("the status must be `pass` or `xfail`")),
        };
        if entries.insert(name.to_string(), expected).is_some() {
            return Err(error("the case is listed twice"));
        }
    }
    Ok(entries)
}

/// The expectation BLESS gives a case that ran: its actual status, keeping
/// the reason of a case still failing.
fn blessed(result: &CaseResult, previous: Option<&Expected>) -> Expected {
    match (result, previous) {
        (Ok(()), _) => Expected::Pass,
        (Err(_), Some(Expected::Xfail(reason))) => Expected::Xfail(reason.clone()),
        (Err(_), _) => Expected::Xfail(DEFAULT_REASON.to_string()),
    }
}

/// A test file and its commands.
struct TestFile {
    /// The path under the test directory, with `/`, after the suite's prefix.
    relative: String,
    path: PathBuf,
    runs: Vec<lit::RunLine>,
    /// The flags of the suite's tools (`--target-version`).
    tool_flags: Vec<String>,
}

impl TestFile {
    fn case_names(&self) -> impl Iterator<Item = String> + '_ {
        let annotations = self.annotation_flags().map(|_| format!("{}:annotations", self.relative));
        (1..=self.runs.len()).map(|n| format!("{}:RUN#{n}", self.relative)).chain(annotations)
    }

    /// The flags of the file's `cuda-tile-opt ... -verify-diagnostics` line,
    /// without `-verify-diagnostics` and `%s`, if it has one.
    fn annotation_flags(&self) -> Option<Vec<String>> {
        let command = self.runs.iter().filter_map(|r| r.command.as_ref().ok()).find(|c| c.contains("-verify-diagnostics") && c.trim_start().starts_with("cuda-tile-opt"))?;
        let words = lit::words(command).ok()?;
        Some(words.into_iter().skip(1).filter(|w| w != "-verify-diagnostics" && w != "--verify-diagnostics" && w != "%s").collect())
    }
}

/// The `:annotations` case: the printed diagnostics against the annotations.
fn check_annotations(file: &TestFile, flags: &[String]) -> CaseResult {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tilesmith"))
        .current_dir(file.path.parent().unwrap_or(Path::new(".")))
        .arg("opt")
        .args(&file.tool_flags)
        .args(flags)
        .arg(file.path.file_name().unwrap_or_default())
        .output()
        .map_err(|e| format!("cannot run tilesmith: {e}\n"))?;
    let text = std::fs::read_to_string(&file.path).map_err(|e| format!("{}: {e}\n", file.path.display()))?;
    let name = file.path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let problems = annotations::check(&text, name, &String::from_utf8_lossy(&out.stderr));
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{} mismatches between printed diagnostics and annotations:\n{}\n", problems.len(), problems.join("\n")))
    }
}

/// The `.mlir` files under `dir`, sorted by path.
fn discover(test_dir: &Path, suite: &Suite) -> Result<Vec<TestFile>, String> {
    let mut paths = Vec::new();
    let mut pending = vec![test_dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                paths.push(path);
            }
        }
    }
    let mut files = Vec::new();
    for path in paths {
        let source = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let relative = path.strip_prefix(test_dir).unwrap_or(&path).components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
        let relative = format!("{}{relative}", suite.prefix);
        files.push(TestFile { relative, runs: lit::run_lines(&source), path, tool_flags: suite.tool_flags() });
    }
    files.sort_by(|a, b| a.relative.cmp(&b.relative));
    Ok(files)
}

/// How a case went, given its expectation.
enum Verdict {
    Passed,
    Xfail(String),
    Failed { short: &'static str, details: String },
}

fn judge(result: &CaseResult, expected: Option<&Expected>, expectations: &str) -> Verdict {
    match (expected, result) {
        (Some(Expected::Pass), Ok(())) => Verdict::Passed,
        (Some(Expected::Pass), Err(report)) => Verdict::Failed { short: "FAILED", details: format!("expected to pass, but it fails:\n{report}") },
        (Some(Expected::Xfail(reason)), Err(_)) => Verdict::Xfail(reason.clone()),
        (Some(Expected::Xfail(reason)), Ok(())) => {
            Verdict::Failed { short: "FAILED (XPASS, mark it pass)", details: format!("XPASS, mark it pass: {expectations} marks this case xfail ({reason}), but it passes.\n") }
        }
        (None, result) => {
            let how = match result {
                Ok(()) => "it passes.\n".to_string(),
                Err(report) => format!("it fails:\n{report}"),
            };
            Verdict::Failed {
                short: "FAILED (not in expectations.txt)",
                details: format!("not listed in {expectations} (add it, or run BLESS=1 cargo test --test conformance); {how}"),
            }
        }
    }
}

/// A case that ran.
struct Outcome {
    name: String,
    result: CaseResult,
    verdict: Verdict,
}

/// Runs the selected cases of one file, and the lines before them that they
/// may depend on; calls `record` for each selected case.
fn run_file(file: &TestFile, args: &Args, scratch_root: &Path, record: &(dyn Fn(&str, CaseResult) + Sync)) {
    let names: Vec<String> = file.case_names().collect();
    let Some(last) = names.iter().rposition(|name| args.selects(name)) else { return };
    let scratch = scratch_root.join(&file.relative);
    // A fresh directory, so that no case passes thanks to an earlier run's files.
    let prepared = match std::fs::remove_dir_all(&scratch) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => std::fs::create_dir_all(&scratch),
    };
    let context = lit::Context { tilesmith: Path::new(env!("CARGO_BIN_EXE_tilesmith")), tool_flags: &file.tool_flags, source: &file.path, scratch: &scratch };
    for (run, name) in file.runs.iter().zip(&names).take(last + 1) {
        let result = match (&prepared, &run.command) {
            (Err(e), _) => Err(format!("cannot prepare the scratch directory {}: {e}\n", scratch.display())),
            (Ok(()), Err(e)) => Err(format!("line {}: {e}\n", run.line)),
            (Ok(()), Ok(command)) => lit::execute(command, &context).map_err(|report| format!("line {} of {}:\n{report}", run.line, file.path.display())),
        };
        if args.selects(name) {
            record(name, result);
        }
    }
    if let Some(flags) = file.annotation_flags() {
        let name = format!("{}:annotations", file.relative);
        if args.selects(&name) {
            record(&name, check_annotations(file, &flags));
        }
    }
}

/// Runs the selected cases, files in parallel, printing a line for each as it
/// ends; `expectation` gives a case's expected status from its name and result.
fn run_all(files: &[TestFile], args: &Args, expectations: &str, expectation: &(dyn Fn(&str, &CaseResult) -> Option<Expected> + Sync)) -> Vec<Outcome> {
    let scratch_root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance");
    let next_file = AtomicUsize::new(0);
    let outcomes = Mutex::new(Vec::new());
    let record = |name: &str, result: CaseResult| {
        let verdict = judge(&result, expectation(name, &result).as_ref(), expectations);
        let line = match &verdict {
            Verdict::Passed => "ok".to_string(),
            Verdict::Xfail(reason) => format!("xfail ({reason})"),
            Verdict::Failed { short, .. } => short.to_string(),
        };
        println!("test {name} ... {line}");
        outcomes.lock().unwrap_or_else(PoisonError::into_inner).push(Outcome { name: name.to_string(), result, verdict });
    };
    std::thread::scope(|scope| {
        for _ in 0..args.threads().min(files.len()) {
            scope.spawn(|| {
                while let Some(file) = files.get(next_file.fetch_add(1, Ordering::Relaxed)) {
                    run_file(file, args, &scratch_root, &record);
                }
            });
        }
    });
    let mut outcomes = outcomes.into_inner().unwrap_or_else(PoisonError::into_inner);
    // Back in file and RUN-line order.
    let order: HashMap<String, usize> = files.iter().flat_map(TestFile::case_names).enumerate().map(|(i, name)| (name, i)).collect();
    outcomes.sort_by_key(|o| order.get(&o.name).copied());
    outcomes
}

/// Rewrites the expectations: cases that ran get their actual status (a
/// failing one keeps its xfail reason), others keep their entry, and entries
/// naming no RUN line go. Returns how many lines changed.
fn bless(path: &Path, header: &str, files: &[TestFile], outcomes: &[Outcome], old: &HashMap<String, Expected>) -> Result<usize, String> {
    let ran: HashMap<&str, &CaseResult> = outcomes.iter().map(|o| (o.name.as_str(), &o.result)).collect();
    let mut text = header.to_string();
    let mut kept = 0;
    let mut changed = 0;
    for name in files.iter().flat_map(TestFile::case_names) {
        let previous = old.get(&name);
        kept += usize::from(previous.is_some());
        let new = match ran.get(name.as_str()) {
            Some(result) => Some(blessed(result, previous)),
            None => previous.cloned(),
        };
        changed += usize::from(new.as_ref() != previous);
        if let Some(new) = new {
            text += &format!("{name} {new}\n");
        }
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(changed + (old.len() - kept))
}

/// Runs the FileCheck examples; returns (passed, failures).
fn run_examples(args: &Args) -> (usize, Vec<(String, String)>) {
    let mut passed = 0;
    let mut failures = Vec::new();
    for example in filecheck::EXAMPLES {
        let name = format!("filecheck:{}", example.name);
        if !args.selects(&name) {
            continue;
        }
        match example.run() {
            Ok(()) => {
                passed += 1;
                println!("test {name} ... ok");
            }
            Err(why) => {
                println!("test {name} ... FAILED");
                failures.push((name, why));
            }
        }
    }
    (passed, failures)
}

fn print_section(title: &str, cases: &[(String, String)]) {
    if cases.is_empty() {
        return;
    }
    println!("\n{title}:\n");
    for (name, details) in cases {
        println!("---- {name} ----\n{details}");
    }
    println!("{title}:");
    for (name, _) in cases {
        println!("    {name}");
    }
}

/// What the suites' runs add up to.
#[derive(Default)]
struct Totals {
    passed: usize,
    xfail: usize,
    failed: usize,
    failures: Vec<(String, String)>,
    xfail_details: Vec<(String, String)>,
    problems: Vec<String>,
}

/// Discovers the suite's tests, or `None` without them.
fn suite_files(root: &Path, suite: &Suite) -> Result<Option<Vec<TestFile>>, String> {
    // Canonical, so that reports show /work/shared/... rather than main/../shared/...
    let test_dir = root.join(suite.upstream()).join("test");
    let test_dir = std::fs::canonicalize(&test_dir).unwrap_or(test_dir);
    test_dir.is_dir().then(|| discover(&test_dir, suite)).transpose()
}

fn run_suite(root: &Path, suite: &Suite, files: &[TestFile], args: &Args, totals: &mut Totals) {
    let expectations_path = root.join(suite.expectations);
    let expectations = match read_expectations(&expectations_path) {
        Ok(expectations) => expectations,
        Err(e) => {
            totals.problems.push(e);
            return;
        }
    };
    let selected = files.iter().flat_map(TestFile::case_names).filter(|name| args.selects(name)).count();
    println!("\nrunning {selected} RUN lines of {}/test as the {} tools", suite.upstream(), suite.dialect_version);
    let blessing = std::env::var_os("BLESS").is_some();
    // Under BLESS the expectations follow the outcomes.
    let expectation = |name: &str, result: &CaseResult| {
        let listed = expectations.get(name);
        if blessing {
            Some(blessed(result, listed))
        } else {
            listed.cloned()
        }
    };
    let outcomes = run_all(files, args, suite.expectations, &expectation);
    for outcome in &outcomes {
        match &outcome.verdict {
            Verdict::Passed => totals.passed += 1,
            Verdict::Xfail(_) => {
                totals.xfail += 1;
                totals.xfail_details.extend(outcome.result.clone().err().map(|report| (outcome.name.clone(), report)));
            }
            Verdict::Failed { details, .. } => {
                totals.failed += 1;
                totals.failures.push((outcome.name.clone(), details.clone()));
            }
        }
    }
    if blessing {
        match bless(&expectations_path, &suite.header(), files, &outcomes, &expectations) {
            Ok(changed) => println!("\nconformance: BLESS rewrote {} ({changed} lines changed)", suite.expectations),
            Err(e) => totals.problems.push(format!("BLESS could not write the expectations: {e}")),
        }
    } else if args.filters.is_empty() && args.skip.is_empty() {
        let known: HashSet<String> = files.iter().flat_map(TestFile::case_names).collect();
        let mut stale: Vec<&String> = expectations.keys().filter(|name| !known.contains(*name)).collect();
        stale.sort();
        totals.problems.extend(stale.iter().map(|name| format!("{} lists {name}, which is no RUN line (BLESS=1 removes it)", suite.expectations)));
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut suites = Vec::new();
    for suite in &SUITES {
        match suite_files(root, suite) {
            Ok(files) => suites.push((suite, files)),
            Err(e) => {
                eprintln!("conformance: cannot read the upstream tests: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if args.list {
        let examples = filecheck::EXAMPLES.iter().map(|e| format!("filecheck:{}", e.name));
        let cases = suites.iter().flat_map(|(_, files)| files.iter().flatten()).flat_map(TestFile::case_names);
        for name in examples.chain(cases).filter(|name| args.selects(name)) {
            println!("{name}: test");
        }
        return ExitCode::SUCCESS;
    }

    let (examples_passed, failures) = run_examples(&args);
    if examples_passed + failures.len() > 0 {
        println!("filecheck: {examples_passed} examples passed, {} failed", failures.len());
    }
    let mut totals = Totals { failures, ..Totals::default() };
    for (suite, files) in &suites {
        match files {
            Some(files) => run_suite(root, suite, files, &args, &mut totals),
            None => println!("conformance: SKIPPED, {} not found", suite.upstream()),
        }
    }
    if args.show_output {
        print_section("xfail details", &totals.xfail_details);
    }
    print_section("failures", &totals.failures);
    for problem in &totals.problems {
        println!("error: {problem}");
    }
    println!("\nconformance: {} passed, {} xfail, {} failed", totals.passed, totals.xfail, totals.failed);
    if totals.failures.is_empty() && totals.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
