//! `cargo xtask tools`: installs NVIDIA's CPU-side tools (tileiras, tileirdisasm, ptxas,
//! cuobjdump, cuTile Python) and LLVM's lit with the Python FileCheck into `.cache/tools/`, and finds
//! them for the other commands ([`ensure`] returns a [`Tools`]).
//!
//! The versions live in one place, `xtask/python/requirements.txt`. The install is a
//! Python virtual environment, `.cache/tools/venv`; where `python3 -m venv` does not work
//! (no ensurepip, say), `pip install --target .cache/tools/site` and `PYTHONPATH`.
//! A stamp file, `.cache/tools/stamp`, records the layout and the requirements that were
//! installed: while it matches requirements.txt, nothing is installed again.
//!
//! `cargo xtask tools --cutile-alone` installs a second environment,
//! `.cache/tools/cutile-alone` ([`ensure_cutile_alone`]): cuTile Python, ptxas and cuobjdump
//! without NVIDIA's tileiras (`xtask/python/requirements-cutile-alone.txt`), so that cuTile
//! compiles through tilesmith's `tileiras` shim (tests/cutile_shims.rs).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::workspace_root;

/// Paths of the installed tools, and the environment they need.
pub struct Tools {
    /// The Python interpreter that sees the installed packages (cuda.tile, lit).
    pub python: PathBuf,
    pub lit: PathBuf,
    pub filecheck: PathBuf,
    pub tileiras: PathBuf,
    pub tileirdisasm: PathBuf,
    pub ptxas: PathBuf,
    /// `cuobjdump`: a cubin's SASS (`-sass`), for tests that look at the machine code.
    pub cuobjdump: PathBuf,
    /// The folder of `libnvvm.so`, which tileiras loads.
    pub nvvm_lib_dir: PathBuf,
    /// Folders that go first on `PATH`: NVIDIA's `bin` (ptxas, for tileiras) and the
    /// environment's scripts (lit, filecheck).
    bin_dirs: Vec<PathBuf>,
    /// Set in the `pip install --target` layout only: where the packages are.
    pythonpath: Option<PathBuf>,
}

impl Tools {
    /// The variables to set for any of the tools: `PATH` with ptxas's folder,
    /// `LD_LIBRARY_PATH` with libnvvm's, and `PYTHONPATH` in the `--target` layout.
    pub fn env(&self) -> Vec<(&'static str, OsString)> {
        let mut vars = vec![
            ("PATH", prepend(&self.bin_dirs, "PATH")),
            ("LD_LIBRARY_PATH", prepend(std::slice::from_ref(&self.nvvm_lib_dir), "LD_LIBRARY_PATH")),
        ];
        if let Some(dir) = &self.pythonpath {
            vars.push(("PYTHONPATH", prepend(std::slice::from_ref(dir), "PYTHONPATH")));
        }
        vars
    }

    /// Where the packages are, in the `pip install --target` layout only (a virtual
    /// environment's interpreter and scripts find them without help).
    pub fn pythonpath(&self) -> Option<&Path> {
        self.pythonpath.as_deref()
    }

    /// A command running `program` with [`Tools::env`] set.
    pub fn command(&self, program: &Path) -> Command {
        let mut command = Command::new(program);
        command.envs(self.env());
        command
    }

    fn list(&self) -> [(&'static str, &Path); 8] {
        [
            ("python", &self.python),
            ("lit", &self.lit),
            ("filecheck", &self.filecheck),
            ("tileiras", &self.tileiras),
            ("tileirdisasm", &self.tileirdisasm),
            ("ptxas", &self.ptxas),
            ("cuobjdump", &self.cuobjdump),
            ("libnvvm", &self.nvvm_lib_dir),
        ]
    }
}

fn prepend(dirs: &[PathBuf], var: &str) -> OsString {
    let current = std::env::var_os(var).unwrap_or_default();
    let all = dirs.iter().cloned().chain(std::env::split_paths(&current).filter(|p| !p.as_os_str().is_empty()));
    std::env::join_paths(all).expect("tool folders are inside the checkout, whose path is a valid PATH entry")
}

/// How the packages were installed.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Layout {
    /// `python3 -m venv .cache/tools/venv`.
    Venv,
    /// `pip install --target .cache/tools/site`, run with the system `python3`.
    Target,
}

impl Layout {
    fn name(self) -> &'static str {
        match self {
            Layout::Venv => "venv",
            Layout::Target => "target",
        }
    }

    fn parse(name: &str) -> Option<Layout> {
        [Layout::Venv, Layout::Target].into_iter().find(|l| l.name() == name)
    }
}

fn tools_dir() -> PathBuf {
    workspace_root().join(".cache/tools")
}

fn requirements_path() -> PathBuf {
    workspace_root().join("xtask/python/requirements.txt")
}

/// The stamp: `layout=<venv|target>`, `python=<path>`, then the requirements installed.
fn stamp_path() -> PathBuf {
    tools_dir().join("stamp")
}

fn stamp_text(layout: Layout, python: &Path, requirements: &str) -> String {
    format!("layout={}\npython={}\n{requirements}", layout.name(), python.display())
}

/// `cargo xtask tools [--force] [--no-venv]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut force = false;
    let mut no_venv = false;
    let mut env = false;
    let mut cutile_alone = false;
    for arg in args {
        match arg.as_str() {
            "--force" => force = true,
            "--no-venv" => no_venv = true,
            "--env" => env = true,
            "--cutile-alone" => cutile_alone = true,
            other => return Err(format!("cargo xtask tools: unknown argument `{other}`\n{USAGE}")),
        }
    }
    if cutile_alone {
        let (alone, fresh) = install_cutile_alone_if_needed(force)?;
        if env {
            for (name, path) in alone.list() {
                println!("{name}={}", path.display());
            }
        } else {
            if !fresh {
                println!("tools: cutile-alone up to date ({}; `--force` reinstalls)", alone_stamp_path().display());
            }
            for (name, path) in alone.list() {
                println!("  {name:<13} {}", path.display());
            }
        }
        return Ok(());
    }
    let (tools, fresh) = install_if_needed(force, no_venv)?;
    if env {
        // For tests that run the tools: one `NAME=value` per line, nothing else.
        for (name, path) in tools.list() {
            println!("{name}={}", path.display());
        }
        for (name, value) in tools.env() {
            println!("{name}={}", value.to_string_lossy());
        }
        return Ok(());
    }
    if !fresh {
        println!("tools: up to date ({}; `--force` reinstalls)", stamp_path().display());
    }
    for (name, path) in tools.list() {
        println!("  {name:<13} {}", path.display());
    }
    if fresh {
        print_versions(&tools)?;
    }
    Ok(())
}

pub const USAGE: &str = "usage: cargo xtask tools [--force] [--no-venv] [--env] [--cutile-alone]
  Installs lit, filecheck, cuda-tile, tileiras/tileirdisasm, ptxas and libnvvm (versions in
  xtask/python/requirements.txt) into .cache/tools/. A second run does nothing.
  --force    reinstall from scratch
  --no-venv  use `pip install --target` instead of a virtual environment
  --env      print only NAME=value lines: each tool's path, then PATH, LD_LIBRARY_PATH
             (and PYTHONPATH) as the tools need them (for tests)
  --cutile-alone  install instead .cache/tools/cutile-alone, a virtual environment with
             cuTile Python, ptxas and cuobjdump but no tileiras
             (xtask/python/requirements-cutile-alone.txt); with --env, print python=,
             bin= (its scripts and python3) and cuobjdump=";

/// The tools, installed first if the stamp is missing or stale.
pub fn ensure() -> Result<Tools, String> {
    install_if_needed(false, false).map(|(tools, _)| tools)
}

/// Returns the tools and whether they were installed just now.
fn install_if_needed(force: bool, no_venv: bool) -> Result<(Tools, bool), String> {
    let requirements = read(&requirements_path())?;
    if !force {
        if let Some(tools) = installed(&requirements) {
            if !no_venv || tools.pythonpath.is_some() {
                return Ok((tools, false));
            }
        }
    }
    install(&requirements, no_venv).map(|tools| (tools, true))
}

/// The installed tools, if the stamp matches `requirements` and every tool is there.
fn installed(requirements: &str) -> Option<Tools> {
    let stamp = std::fs::read_to_string(stamp_path()).ok()?;
    let mut lines = stamp.splitn(3, '\n');
    let layout = Layout::parse(lines.next()?.strip_prefix("layout=")?)?;
    let python = PathBuf::from(lines.next()?.strip_prefix("python=")?);
    if lines.next()? != requirements {
        return None;
    }
    locate(layout, python).ok()
}

fn install(requirements: &str, no_venv: bool) -> Result<Tools, String> {
    let dir = tools_dir();
    let system_python = PathBuf::from("python3");
    check_python(&system_python)?;
    for old in ["venv", "site", "stamp"] {
        let path = dir.join(old);
        if path.is_dir() {
            std::fs::remove_dir_all(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        } else if path.exists() {
            std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;

    let venv = dir.join("venv");
    let layout = if !no_venv && succeeds(Command::new(&system_python).args(["-m", "venv"]).arg(&venv)) {
        Layout::Venv
    } else {
        if !no_venv {
            println!("tools: `python3 -m venv` failed; installing with `pip install --target` instead");
            let _ = std::fs::remove_dir_all(&venv);
        }
        Layout::Target
    };
    let (python, target_args): (PathBuf, Vec<OsString>) = match layout {
        Layout::Venv => (venv.join("bin/python"), vec![]),
        Layout::Target => (absolute_python(&system_python)?, vec!["--target".into(), dir.join("site").into()]),
    };
    println!("tools: installing xtask/python/requirements.txt into {} ({} layout)", dir.display(), layout.name());
    let status = Command::new(&python)
        .args(["-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off", "-r"])
        .arg(requirements_path())
        .args(&target_args)
        .status()
        .map_err(|e| format!("{}: {e}", python.display()))?;
    if !status.success() {
        let hint = match layout {
            Layout::Venv => "",
            Layout::Target => " (without venv and pip, python3 cannot install packages: install python3-venv or python3-pip)",
        };
        return Err(format!("tools: pip install failed ({status}); see its output above{hint}"));
    }
    let tools = locate(layout, python.clone())?;
    let stamp = stamp_path();
    std::fs::write(&stamp, stamp_text(layout, &python, requirements)).map_err(|e| format!("{}: {e}", stamp.display()))?;
    println!("tools: installed; stamp {}", stamp.display());
    Ok(tools)
}

/// Where each tool is in `layout`; an error names the first one missing.
fn locate(layout: Layout, python: PathBuf) -> Result<Tools, String> {
    let dir = tools_dir();
    let (site, scripts, pythonpath) = match layout {
        Layout::Venv => {
            let venv = dir.join("venv");
            (venv_site_packages(&venv)?, venv.join("bin"), None)
        }
        Layout::Target => {
            let site = dir.join("site");
            (site.clone(), site.join("bin"), Some(site))
        }
    };
    let cuda = site.join("nvidia/cu13");
    let nvvm_lib_dir = ["lib", "nvvm/lib64"]
        .iter()
        .map(|d| cuda.join(d))
        .find(|d| d.join("libnvvm.so.4").exists() || d.join("libnvvm.so").exists())
        .ok_or_else(|| format!("tools: no libnvvm.so under {} (run `cargo xtask tools --force`)", cuda.display()))?;
    let tools = Tools {
        python,
        lit: scripts.join("lit"),
        filecheck: scripts.join("filecheck"),
        tileiras: cuda.join("bin/tileiras"),
        tileirdisasm: cuda.join("bin/tileirdisasm"),
        ptxas: cuda.join("bin/ptxas"),
        cuobjdump: cuda.join("bin/cuobjdump"),
        nvvm_lib_dir,
        bin_dirs: vec![cuda.join("bin"), scripts],
        pythonpath,
    };
    for (name, path) in tools.list() {
        if !path.exists() {
            return Err(format!("tools: {name} is missing: {} (run `cargo xtask tools --force`)", path.display()));
        }
    }
    Ok(tools)
}

/// `venv/lib/python3.X/site-packages`.
fn venv_site_packages(venv: &Path) -> Result<PathBuf, String> {
    let lib = venv.join("lib");
    let entries = std::fs::read_dir(&lib).map_err(|e| format!("{}: {e}", lib.display()))?;
    entries
        .filter_map(Result::ok)
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.is_dir())
        .ok_or_else(|| format!("tools: no python*/site-packages under {}", lib.display()))
}

/// cuda-tile needs Python 3.10 or newer; say so before pip does, less clearly.
fn check_python(python: &Path) -> Result<(), String> {
    let output = Command::new(python)
        .args(["-c", "import sys; print('%d.%d' % sys.version_info[:2]); sys.exit(sys.version_info < (3, 10))"])
        .output()
        .map_err(|e| format!("tools: cannot run {}: {e}", python.display()))?;
    if !output.status.success() {
        let version = String::from_utf8_lossy(&output.stdout);
        return Err(format!("tools: {} is Python {}; cuda-tile needs 3.10 or newer", python.display(), version.trim()));
    }
    Ok(())
}

/// The system interpreter's absolute path, for the stamp of the `--target` layout.
fn absolute_python(python: &Path) -> Result<PathBuf, String> {
    let output = Command::new(python)
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .map_err(|e| format!("tools: cannot run {}: {e}", python.display()))?;
    Ok(PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()))
}

fn succeeds(command: &mut Command) -> bool {
    command.status().map(|s| s.success()).unwrap_or(false)
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// One line per tool: its own `--version` (first line) or the package version.
fn print_versions(tools: &Tools) -> Result<(), String> {
    println!("tools: versions");
    for (name, path, arg) in [
        ("lit", &tools.lit, "--version"),
        ("filecheck", &tools.filecheck, "--version"),
        ("tileiras", &tools.tileiras, "--version"),
        ("tileirdisasm", &tools.tileirdisasm, "--version"),
        ("ptxas", &tools.ptxas, "--version"),
    ] {
        let output = tools.command(path).arg(arg).output().map_err(|e| format!("{}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr);
        // NVIDIA's tools print a banner; the line with "release" carries the version.
        let line = text.lines().find(|l| l.contains("release")).or_else(|| text.lines().next()).unwrap_or("");
        println!("  {name:<13} {}", line.trim());
    }
    let output = tools
        .command(&tools.python)
        .args(["-c", "import cuda.tile; print(cuda.tile.__version__)"])
        .output()
        .map_err(|e| format!("{}: {e}", tools.python.display()))?;
    if !output.status.success() {
        return Err(format!("tools: `import cuda.tile` failed:\n{}", String::from_utf8_lossy(&output.stderr)));
    }
    println!("  {:<13} {}", "cuda-tile", String::from_utf8_lossy(&output.stdout).trim());
    Ok(())
}

/// The `cutile-alone` environment: cuTile Python without NVIDIA's tileiras.
pub struct CutileAlone {
    /// Its interpreter (`bin/python`, with `bin/python3` beside it).
    pub python: PathBuf,
    /// Its scripts folder: first on `PATH`, it makes `python3` this interpreter.
    pub bin: PathBuf,
    pub cuobjdump: PathBuf,
    pub ptxas: PathBuf,
}

impl CutileAlone {
    fn list(&self) -> [(&'static str, &Path); 4] {
        [("python", &self.python), ("bin", &self.bin), ("cuobjdump", &self.cuobjdump), ("ptxas", &self.ptxas)]
    }
}

fn alone_dir() -> PathBuf {
    tools_dir().join("cutile-alone")
}

fn alone_requirements_path() -> PathBuf {
    workspace_root().join("xtask/python/requirements-cutile-alone.txt")
}

fn alone_stamp_path() -> PathBuf {
    tools_dir().join("cutile-alone.stamp")
}

/// The `cutile-alone` environment, installed first if its stamp is missing or stale.
pub fn ensure_cutile_alone() -> Result<CutileAlone, String> {
    install_cutile_alone_if_needed(false).map(|(alone, _)| alone)
}

fn install_cutile_alone_if_needed(force: bool) -> Result<(CutileAlone, bool), String> {
    let requirements = read(&alone_requirements_path())?;
    if !force && std::fs::read_to_string(alone_stamp_path()).is_ok_and(|s| s == requirements) {
        if let Ok(alone) = locate_cutile_alone() {
            return Ok((alone, false));
        }
    }
    let system_python = PathBuf::from("python3");
    check_python(&system_python)?;
    let dir = alone_dir();
    let stamp = alone_stamp_path();
    let _ = std::fs::remove_file(&stamp);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(tools_dir()).map_err(|e| format!("{}: {e}", tools_dir().display()))?;
    if !succeeds(Command::new(&system_python).args(["-m", "venv"]).arg(&dir)) {
        return Err(format!("tools: `python3 -m venv {}` failed (install python3-venv)", dir.display()));
    }
    println!("tools: installing xtask/python/requirements-cutile-alone.txt into {}", dir.display());
    let python = dir.join("bin/python");
    let status = Command::new(&python)
        .args(["-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off", "-r"])
        .arg(alone_requirements_path())
        .status()
        .map_err(|e| format!("{}: {e}", python.display()))?;
    if !status.success() {
        return Err(format!("tools: pip install of requirements-cutile-alone.txt failed ({status}); see its output above"));
    }
    let alone = locate_cutile_alone()?;
    std::fs::write(&stamp, requirements).map_err(|e| format!("{}: {e}", stamp.display()))?;
    println!("tools: cutile-alone installed; stamp {}", stamp.display());
    Ok((alone, true))
}

fn locate_cutile_alone() -> Result<CutileAlone, String> {
    let dir = alone_dir();
    let cuda = venv_site_packages(&dir)?.join("nvidia/cu13");
    let alone = CutileAlone { python: dir.join("bin/python"), bin: dir.join("bin"), cuobjdump: cuda.join("bin/cuobjdump"), ptxas: cuda.join("bin/ptxas") };
    for (name, path) in alone.list() {
        if !path.exists() {
            return Err(format!("tools: {name} is missing from cutile-alone: {} (run `cargo xtask tools --cutile-alone --force`)", path.display()));
        }
    }
    if cuda.join("bin/tileiras").exists() {
        return Err(format!("tools: cutile-alone holds NVIDIA's tileiras ({}), which cuTile Python would use instead of tilesmith's", cuda.join("bin/tileiras").display()));
    }
    Ok(alone)
}
