//! Where the commands' results go, and how failing to put them there is
//! reported.
//!
//! - Standard output is written with [`stdout`], never with `print!` (which
//!   panics when the write fails): an error becomes [`Failure::Message`], and
//!   a reader that has gone away (`tilesmith opt big.mlir | head`) becomes
//!   [`Failure::ClosedPipe`], a non-zero exit with no message, as Unix tools
//!   end quietly on SIGPIPE.
//! - Standard error is written with [`stderr`], which cannot fail: when even
//!   the report cannot be written, the exit status still says so.
//! - Output files (`-o`, `--out`) are written by [`write_file`] atomically:
//!   into a new file in the same folder, then renamed over the target, so a
//!   failed or interrupted command leaves either nothing or the whole file
//!   (and an earlier file of that name untouched).

use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a command stopped without finishing its job.
#[derive(Debug)]
pub enum Failure {
    /// An error to report: `tilesmith <command>: error: <message>`.
    Message(String),
    /// Standard output's reader went away: stop quietly, non-zero.
    ClosedPipe,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Message(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Failure::Message(message.to_string())
    }
}

/// A command's outcome: `Ok(true)` done, `Ok(false)` failed with its
/// diagnostics already reported, `Err` stopped.
pub type Outcome = Result<bool, Failure>;

/// Writes `bytes` to standard output, then flushes it.
pub fn stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes).and_then(|()| out.flush()).map_err(|e| match e.kind() {
        std::io::ErrorKind::BrokenPipe => Failure::ClosedPipe,
        _ => Failure::Message(format!("could not write standard output: {e}")),
    })
}

/// Writes `text` to standard error. A failure there has nowhere to be
/// reported; the command's exit status still tells.
pub fn stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}

/// Writes `bytes` to the file `path` atomically: a new file beside it is
/// written, flushed to disk and renamed over `path`. A path that names
/// something other than a regular file (`/dev/null`, a pipe) is written
/// directly; a symbolic link is followed and its target replaced.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let fail = |e: std::io::Error| Failure::Message(format!("could not write '{}': {e}", path.display()));
    let target = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => std::fs::canonicalize(path).map_err(fail)?,
        _ => path.to_path_buf(),
    };
    if std::fs::metadata(&target).is_ok_and(|m| !m.is_file()) {
        return std::fs::write(&target, bytes).map_err(fail);
    }
    let (temporary, mut file) = create_beside(&target).map_err(fail)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all()).and_then(|()| {
        drop(file);
        std::fs::rename(&temporary, &target)
    });
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        fail(e)
    })
}

/// A new, empty file in the folder of `target`, named after it.
fn create_beside(target: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    let folder = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = target.file_name().ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file name"))?;
    let mut attempt = 0u32;
    loop {
        let mut temporary_name = std::ffi::OsString::from(".");
        temporary_name.push(name);
        temporary_name.push(format!(".tilesmith-{}-{attempt}.tmp", std::process::id()));
        let temporary = folder.join(temporary_name);
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&temporary) {
            Ok(file) => return Ok((temporary, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tilesmith-output-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn a_file_is_replaced_whole_and_nothing_is_left_beside_it() {
        let dir = scratch("replace");
        let path = dir.join("out.txt");
        std::fs::write(&path, "old").expect("write");
        write_file(&path, b"new contents").expect("written");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "new contents");
        assert_eq!(std::fs::read_dir(&dir).expect("list").count(), 1, "no temporary file is left");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let dir = scratch("fail");
        let missing = dir.join("no-such-folder").join("out.txt");
        assert!(matches!(write_file(&missing, b"x"), Err(Failure::Message(m)) if m.contains("could not write")));
        assert!(!missing.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_symbolic_link_is_followed() {
        let dir = scratch("link");
        let real = dir.join("real.txt");
        std::fs::write(&real, "old").expect("write");
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        write_file(&link, b"new").expect("written");
        assert!(std::fs::symlink_metadata(&link).expect("link").file_type().is_symlink());
        assert_eq!(std::fs::read_to_string(&real).expect("read"), "new");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn devices_are_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        write_file(Path::new("/dev/null"), b"discarded").expect("/dev/null takes anything");
        assert!(std::fs::metadata("/dev/null").expect("still there").file_type().is_char_device());
    }
}
