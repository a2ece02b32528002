//! `cargo xtask lit`: runs LLVM's lit over one of upstream's conformance suites
//! (`../shared/conformance/cuda-tile-<release>/test`, read in place, never copied;
//! `--suite 13.1.6`, the default, or `--suite 13.3.2`), with `tilesmith opt` and
//! `tilesmith translate` standing in for `cuda-tile-opt` and `cuda-tile-translate`, and
//! our built-in FileCheck (`xtask/src/bin/filecheck.rs`, LLVM's semantics; the PyPI
//! `filecheck` port with `--filecheck pypi`) for `FileCheck`.
//!
//! The configuration is ours: `xtask/python/lit/lit.cfg.py` (substitutions) and
//! `round_trip_test.py` (`%round_trip_test`). This command writes the site configuration
//! that points them at the suite's tests and the binaries,
//! `.cache/lit/<release>/lit.site.cfg.py`, and runs `lit .cache/lit/<release>`.

use std::path::{Path, PathBuf};

use crate::{build_tilesmith, target_dir, tools, workspace_root};

/// Builds the built-in FileCheck (`xtask/src/bin/filecheck.rs`); its path.
fn build_filecheck() -> Result<PathBuf, String> {
    let root = workspace_root();
    let status = std::process::Command::new(env!("CARGO")).args(["build", "--quiet", "--release", "-p", "xtask", "--bin", "filecheck"]).current_dir(&root).status().map_err(|e| format!("cargo: {e}"))?;
    if !status.success() {
        return Err("`cargo build -p xtask --bin filecheck` failed".to_string());
    }
    Ok(target_dir().join("release").join("filecheck"))
}

/// The upstream releases whose lit tests lie beside the project, oldest
/// first, with the dialect version of their tools: tilesmith runs each suite
/// as that version's tools (`--target-version`), whose messages it expects.
const SUITES: [(&str, &str); 2] = [("13.1.6", "13.1"), ("13.3.2", "13.3")];
/// The suite run when none is named: the release tilesmith passes in full.
const DEFAULT_SUITE: &str = "13.1.6";

/// Upstream's lit tests of `release`, relative to the workspace root.
fn suite_tests(release: &str) -> String {
    format!("../shared/conformance/cuda-tile-{release}/test")
}

pub const USAGE: &str = "usage: cargo xtask lit [--suite 13.1.6|13.3.2] [--debug | --tilesmith PATH] [--filecheck builtin|pypi] [-- LIT_ARGS...]
  Runs lit over ../shared/conformance/cuda-tile-<suite>/test (default 13.1.6) with
  `tilesmith opt` and `tilesmith translate` as cuda-tile-opt and cuda-tile-translate.
  Builds tilesmith first (release; --debug for the debug build); --tilesmith PATH uses
  that binary, unbuilt. FileCheck is our built-in one (LLVM's semantics), or with
  --filecheck pypi the PyPI port (which also searches a CHECK-NOT's pattern on the
  line of the next match). LIT_ARGS go to lit, e.g. `-- -v --filter ops.mlir`.";

pub fn run(args: &[String]) -> Result<(), String> {
    let (ours, lit_args) = match args.iter().position(|a| a == "--") {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let mut debug = false;
    let mut tilesmith = None;
    let mut release = DEFAULT_SUITE;
    let mut pypi_filecheck = false;
    let mut rest = ours.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--debug" => debug = true,
            "--suite" => {
                let name = rest.next().ok_or_else(|| format!("--suite needs a release\n{USAGE}"))?;
                release = SUITES.iter().map(|(r, _)| *r).find(|r| *r == name.as_str()).ok_or_else(|| format!("cargo xtask lit: unknown suite `{name}` (suites: {})\n{USAGE}", SUITES.map(|(r, _)| r).join(", ")))?;
            }
            "--filecheck" => match rest.next().map(String::as_str) {
                Some("builtin") => pypi_filecheck = false,
                Some("pypi") => pypi_filecheck = true,
                other => return Err(format!("--filecheck takes builtin or pypi, not {}\n{USAGE}", other.unwrap_or("nothing"))),
            },
            "--tilesmith" => {
                let path = rest.next().ok_or_else(|| format!("--tilesmith needs a path\n{USAGE}"))?;
                tilesmith = Some(std::path::absolute(path).map_err(|e| format!("{path}: {e}"))?);
            }
            other => return Err(format!("cargo xtask lit: unknown argument `{other}` (lit's arguments go after `--`)\n{USAGE}")),
        }
    }

    let root = workspace_root();
    let tests = root.join(suite_tests(release));
    if !tests.is_dir() {
        println!("lit: skipped: no conformance tests at {}", tests.display());
        return Ok(());
    }
    let tests = tests.canonicalize().map_err(|e| format!("{}: {e}", tests.display()))?;
    let tools = tools::ensure()?;
    let tilesmith = match tilesmith {
        Some(path) => path,
        None => build_tilesmith(debug)?,
    };
    let filecheck = if pypi_filecheck { tools.filecheck.clone() } else { build_filecheck()? };

    let suite = root.join(".cache/lit").join(release);
    let exec_root = suite.join("exec");
    std::fs::create_dir_all(&exec_root).map_err(|e| format!("{}: {e}", exec_root.display()))?;
    let site_config = suite.join("lit.site.cfg.py");
    let scripts = root.join("xtask/python/lit");
    let dialect_version = SUITES.iter().find(|(r, _)| *r == release).map_or("13.1", |(_, v)| v);
    let mut settings = vec![
        ("target_version", PathBuf::from(dialect_version)),
        ("test_source_root", tests),
        ("test_exec_root", exec_root),
        ("tilesmith", tilesmith),
        ("filecheck", filecheck),
        ("python_executable", tools.python.clone()),
        ("round_trip_script", scripts.join("round_trip_test.py")),
    ];
    if let Some(pythonpath) = tools.pythonpath() {
        settings.push(("extra_pythonpath", pythonpath.to_path_buf()));
    }
    let text = site_config_text(&settings, &scripts.join("lit.cfg.py"))?;
    std::fs::write(&site_config, text).map_err(|e| format!("{}: {e}", site_config.display()))?;

    let status = tools
        .command(&tools.lit)
        .arg(&suite)
        .args(lit_args)
        .status()
        .map_err(|e| format!("{}: {e}", tools.lit.display()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("lit: tests failed ({status}); site configuration {}", site_config.display()))
    }
}

/// The site configuration: sets each value on `config`, then loads our lit.cfg.py.
fn site_config_text(settings: &[(&str, PathBuf)], main_config: &Path) -> Result<String, String> {
    let mut text = String::from("# Generated by `cargo xtask lit`; do not edit (xtask/src/lit.rs).\n\n");
    for (name, path) in settings {
        text.push_str(&format!("config.{name} = {}\n", python_string(path)?));
    }
    text.push_str(&format!("\nlit_config.load_config(config, {})\n", python_string(main_config)?));
    Ok(text)
}

/// A Python string literal for `path`.
fn python_string(path: &Path) -> Result<String, String> {
    let text = path.to_str().ok_or_else(|| format!("lit: path is not UTF-8: {}", path.display()))?;
    let mut literal = String::from("\"");
    for c in text.chars() {
        match c {
            '\\' | '"' => {
                literal.push('\\');
                literal.push(c);
            }
            c if c.is_control() => literal.push_str(&format!("\\U{:08x}", c as u32)),
            c => literal.push(c),
        }
    }
    literal.push('"');
    Ok(literal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_string_escapes_quotes_backslashes_and_controls() {
        assert_eq!(python_string(Path::new("/a b/c")).unwrap(), r#""/a b/c""#);
        assert_eq!(python_string(Path::new("/a\"b\\c\n")).unwrap(), r#""/a\"b\\c\U0000000a""#);
    }

    #[test]
    fn site_config_sets_each_value_then_loads_ours() {
        let text = site_config_text(&[("tilesmith", PathBuf::from("/t/tilesmith"))], Path::new("/x/lit.cfg.py")).unwrap();
        assert_eq!(
            text,
            "# Generated by `cargo xtask lit`; do not edit (xtask/src/lit.rs).\n\n\
             config.tilesmith = \"/t/tilesmith\"\n\n\
             lit_config.load_config(config, \"/x/lit.cfg.py\")\n"
        );
    }
}
