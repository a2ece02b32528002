//! `filecheck CHECK-FILE [--check-prefix(es)=...]`: the project's built-in
//! FileCheck (tests/support/filecheck.rs, LLVM FileCheck's semantics for what
//! upstream's lit tests use) as a command, reading the input from standard
//! input, for `cargo xtask lit`. Exit status 1 with FileCheck's report on a
//! mismatch, 2 on a usage error.

#[allow(dead_code)]
#[path = "../../../tests/support/filecheck.rs"]
mod filecheck;

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let invocation = match filecheck::parse_args(&args) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("filecheck: {e}");
            return ExitCode::from(2);
        }
    };
    let check_text = match std::fs::read(&invocation.check_file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("filecheck: could not read {}: {e}", invocation.check_file);
            return ExitCode::from(2);
        }
    };
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("filecheck: could not read standard input: {e}");
        return ExitCode::from(2);
    }
    match filecheck::check(&invocation.check_file, &check_text, &String::from_utf8_lossy(&input), &invocation.options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprint!("{report}");
            ExitCode::from(1)
        }
    }
}
