//! NVIDIA's CPU-side tools for the tests and benches that use them as
//! oracles: `cargo xtask tools --env` installs them into .cache/tools on first
//! use and prints where they are and the environment they need.

// Each test or bench uses some of the tools.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub struct NvidiaTools {
    pub tileiras: PathBuf,
    pub tileirdisasm: PathBuf,
    pub ptxas: PathBuf,
    /// A cubin's SASS (`cuobjdump -sass`; it runs nvdisasm, found on the tools' PATH).
    pub cuobjdump: PathBuf,
    /// PATH, LD_LIBRARY_PATH (and PYTHONPATH) as the tools need them.
    pub env: Vec<(String, String)>,
}

impl NvidiaTools {
    /// A command running `program` in the tools' environment.
    pub fn command(&self, program: &Path) -> Command {
        let mut command = Command::new(program);
        command.envs(self.env.iter().map(|(k, v)| (k, v)));
        command
    }
}

/// The tools, installed first if needed (once per process).
pub fn nvidia_tools() -> Result<&'static NvidiaTools, String> {
    static TOOLS: OnceLock<Result<NvidiaTools, String>> = OnceLock::new();
    TOOLS.get_or_init(find).as_ref().map_err(Clone::clone)
}

fn find() -> Result<NvidiaTools, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["xtask", "tools", "--env"])
        .output()
        .map_err(|e| format!("cargo xtask tools: {e}"))?;
    if !out.status.success() {
        return Err(format!("cargo xtask tools failed:\n{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)));
    }
    let vars: BTreeMap<String, String> = String::from_utf8_lossy(&out.stdout).lines().filter_map(|l| l.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let get = |k: &str| vars.get(k).map(PathBuf::from).ok_or_else(|| format!("cargo xtask tools --env did not give {k}"));
    let env = ["PATH", "LD_LIBRARY_PATH", "PYTHONPATH"].iter().filter_map(|k| vars.get(*k).map(|v| (k.to_string(), v.clone()))).collect();
    Ok(NvidiaTools { tileiras: get("tileiras")?, tileirdisasm: get("tileirdisasm")?, ptxas: get("ptxas")?, cuobjdump: get("cuobjdump")?, env })
}
