//! Hostile inputs at every front door (tests/hostile/README.md).
//!
//! - `hostile/error/<case>.<ext>`: the command must refuse the input: a
//!   non-zero exit that is not a panic (101), a signal (stack overflow,
//!   abort) or the time limit; its standard error must equal `<case>.expected`.
//! - `hostile/ok/<case>.<ext>`: the command must succeed; its standard error
//!   must equal `<case>.expected` (standard output is not compared: some of
//!   these print megabytes).
//!
//! `<case>.cmd` gives the command: its first line is the tilesmith arguments,
//! `{}` standing for the input's file name; an optional line `stdout: full`
//! sends standard output to /dev/full, `stdout: closed` to a pipe whose reader
//! has gone. Every command runs from the case's folder under an address-space
//! cap (4 GiB), a main-thread stack of 1 MiB and a time limit (20 s).
//!
//! `BLESS=1` rewrites the `.expected` files from the current output.

use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "support/golden.rs"]
mod golden;

const ADDRESS_SPACE_CAP: u64 = 4 << 30;
/// The main thread's stack: smaller than platforms give (8 MiB on Linux), so
/// that no case passes by the platform's grace; tilesmith runs its work on
/// a thread with a stack of its own.
const MAIN_STACK_CAP: u64 = 1 << 20;
const TIME_LIMIT: Duration = Duration::from_secs(20);

enum Stdout {
    Null,
    Full,
    Closed,
}

struct Spec {
    args: Vec<String>,
    stdout: Stdout,
}

fn spec(case: &Path) -> datatest_stable::Result<Spec> {
    let cmd_file = case.with_extension("cmd");
    let text = std::fs::read_to_string(&cmd_file).map_err(|e| format!("{}: {e}", cmd_file.display()))?;
    let mut lines = text.lines();
    let name = case.file_name().and_then(|n| n.to_str()).ok_or("a UTF-8 file name")?;
    let args = lines.next().unwrap_or_default().split_whitespace().map(|a| a.replace("{}", name)).collect();
    let mut stdout = Stdout::Null;
    for line in lines.filter(|l| !l.trim().is_empty()) {
        stdout = match line.trim() {
            "stdout: full" => Stdout::Full,
            "stdout: closed" => Stdout::Closed,
            other => return Err(format!("{}: unknown line '{other}'", cmd_file.display()).into()),
        };
    }
    Ok(Spec { args, stdout })
}

/// The write end of a pipe whose read end is already closed: every write
/// gets EPIPE (SIGPIPE is ignored by Rust programs). The read end is closed
/// before the command starts, so no other command started meanwhile by a
/// parallel test can hold it open.
fn pipe_without_reader() -> std::io::Result<Stdio> {
    use std::os::fd::{FromRawFd, OwnedFd};
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills both descriptors on success; each is owned once below.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: fresh descriptors from pipe2, owned by nothing else.
    let (reader, writer) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    drop(reader);
    Ok(Stdio::from(writer))
}

struct Outcome {
    status: std::process::ExitStatus,
    stderr: String,
    elapsed: Duration,
}

fn run(case: &Path) -> datatest_stable::Result<Outcome> {
    let spec = spec(case)?;
    let dir = case.parent().ok_or("a case folder")?;
    let mut command = Command::new(env!("CARGO_BIN_EXE_tilesmith"));
    command.current_dir(dir).args(&spec.args).stdin(Stdio::null()).stderr(Stdio::piped());
    match spec.stdout {
        Stdout::Null => command.stdout(Stdio::null()),
        Stdout::Full => command.stdout(std::fs::OpenOptions::new().write(true).open("/dev/full")?),
        Stdout::Closed => command.stdout(pipe_without_reader()?),
    };
    // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        command.pre_exec(|| {
            for (resource, cap) in [(libc::RLIMIT_AS, ADDRESS_SPACE_CAP), (libc::RLIMIT_STACK, MAIN_STACK_CAP)] {
                let limit = libc::rlimit { rlim_cur: cap, rlim_max: cap };
                if libc::setrlimit(resource, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let start = Instant::now();
    let mut child = command.spawn()?;
    let mut stderr_pipe = child.stderr.take().ok_or("stderr is piped")?;
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr_pipe.read_to_end(&mut buf);
        buf
    });
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {} s (killed)", TIME_LIMIT.as_secs()).into());
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&reader.join().map_err(|_| "stderr reader")?).into_owned();
    Ok(Outcome { status, stderr, elapsed })
}

fn compare(case: &Path, actual: &str) -> datatest_stable::Result<()> {
    Ok(golden::check(&case.with_extension("expected"), actual, "standard error")?)
}

/// A panic, a signal or an abort is never an acceptable answer.
fn check_clean_exit(outcome: &Outcome) -> datatest_stable::Result<()> {
    if let Some(signal) = outcome.status.signal() {
        return Err(format!("killed by signal {signal} after {:?}\n{}", outcome.elapsed, outcome.stderr).into());
    }
    if outcome.status.code() == Some(101) || outcome.stderr.contains("panicked at") {
        return Err(format!("panicked\n{}", outcome.stderr).into());
    }
    if outcome.stderr.contains("memory allocation of") || outcome.stderr.contains("has overflowed its stack") {
        return Err(format!("aborted\n{}", outcome.stderr).into());
    }
    Ok(())
}

fn error_case(case: &Path) -> datatest_stable::Result<()> {
    let outcome = run(case)?;
    check_clean_exit(&outcome)?;
    if outcome.status.success() {
        return Err(format!("expected the command to fail, it succeeded\n{}", outcome.stderr).into());
    }
    compare(case, &outcome.stderr)
}

fn ok_case(case: &Path) -> datatest_stable::Result<()> {
    let outcome = run(case)?;
    check_clean_exit(&outcome)?;
    if !outcome.status.success() {
        return Err(format!("expected the command to succeed, it exited with {}\n{}", outcome.status, outcome.stderr).into());
    }
    compare(case, &outcome.stderr)
}

datatest_stable::harness! {
    { test = error_case, root = "tests/hostile/error", pattern = r"\.(mlir|tileirbc)$" },
    { test = ok_case, root = "tests/hostile/ok", pattern = r"\.(mlir|tileirbc)$" },
}
