//! The CUDA runtime: runs a kernel on a GPU through the driver API
//! (cudarc, with libcuda loaded at run time, so nothing here needs CUDA to
//! build or to test).
//!
//! A launch: the arguments are checked exactly as the interpreter checks
//! them ([`launch::check_launch`]: counts, kinds, types, buffer sizes
//! against the views they back), the kernel is lowered to PTX for the
//! device's architecture (the newest one the backend knows that the device
//! runs; newer devices JIT the sm_90 PTX), loaded, buffers are copied to the
//! device, the grid is launched (one CTA per tile block, of the threads the
//! kernel requires: [`ptx::kernel_threads`], 128 or 256
//! for large products or as the entry's hint asks), and the buffers are copied back.
//!
//! The kernel is lowered with the [`Checks`] the caller asks for. `print`
//! output goes through the driver's printf buffer, which the driver writes
//! to file descriptor 1 at synchronization; the launch and the
//! synchronization run with that descriptor sent to a temporary file, so
//! the text comes back as [`RunOutput::printed`] (tile blocks print in no
//! fixed order). A failed check or `assert` prints a report
//! ([`crate::ptx::report`]) and traps; the trap fails the synchronization,
//! and the report becomes the interpreter's error ([`GpuError::Kernel`]).
//! (Not yet run on a GPU: no session so far has had one.)

use std::sync::Arc;

use cudarc::driver::{CudaContext, CudaSlice, DevicePtr, LaunchConfig, PushKernelArg};
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::verify::Verified;

use crate::shared::launch::{self, KernelArg, ParamKind, RunError, RunOutput};
use crate::ptx::{self, Arch, LowerError};

/// Why a GPU run did not happen or failed.
#[derive(Debug)]
pub enum GpuError {
    /// No CUDA driver could be loaded, or it reports no device.
    Unavailable(String),
    /// The launch is wrong (the launch contract's check and message, as the interpreter gives them).
    Launch(RunError),
    /// The kernel could not be lowered to PTX.
    Lower(LowerError),
    /// The kernel failed: a check's report read back as the interpreter's
    /// error, or the driver's error when there is no report; with what the
    /// kernel printed besides.
    Kernel { error: RunError, printed: String },
    /// The driver failed (loading the module, the launch, a copy).
    Driver(String),
}

impl std::fmt::Display for GpuError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GpuError::Unavailable(m) => write!(f, "no GPU: {m}"),
            GpuError::Launch(e) => write!(f, "{e}"),
            GpuError::Lower(e) => write!(f, "{e}"),
            GpuError::Kernel { error, .. } => write!(f, "{error}"),
            GpuError::Driver(m) => write!(f, "CUDA driver: {m}"),
        }
    }
}

impl std::error::Error for GpuError {}

fn driver(e: impl std::fmt::Debug) -> GpuError {
    GpuError::Driver(format!("{e:?}"))
}

/// Device 0, if a CUDA driver loads and reports a device; why not otherwise.
pub fn device() -> Result<Arc<CudaContext>, GpuError> {
    // SAFETY: only probes whether the shared library can be opened.
    if !unsafe { cudarc::driver::sys::is_culib_present() } {
        return Err(GpuError::Unavailable("no CUDA driver (libcuda could not be loaded)".into()));
    }
    let count = CudaContext::device_count().map_err(|e| GpuError::Unavailable(format!("the CUDA driver did not start: {e:?}")))?;
    if count < 1 {
        return Err(GpuError::Unavailable("the CUDA driver reports no device".into()));
    }
    CudaContext::new(0).map_err(|e| GpuError::Unavailable(format!("device 0: {e:?}")))
}

/// The architecture to compile for on a device of compute capability
/// `major.minor`: the newest the device runs ([`Arch::for_compute_capability`]).
pub fn arch_for(major: i32, minor: i32) -> Option<Arch> {
    Arch::for_compute_capability(u32::try_from(major).ok()?, u32::try_from(minor).ok()?)
}

/// A kernel argument as its `.param` takes it.
enum Param {
    Buffer(usize),
    U8(u8),
    U16(u16),
    U32(u32),
    U64(u64),
}

/// Runs kernel `kernel` over `grid` on `ctx`'s device with `args`, lowered
/// with `checks`; the module's globals must fit in `memory_budget` bytes.
pub fn run(ctx: &Arc<CudaContext>, verified: Verified<'_>, kernel: &str, grid: [i64; 3], args: Vec<KernelArg>, lowering: &ptx::ModuleOptions, memory_budget: u64) -> Result<RunOutput, GpuError> {
    launch::check_launch(verified, kernel, grid, &args, memory_budget).map_err(GpuError::Launch)?;
    let params = launch::kernel_params(verified, kernel).map_err(GpuError::Launch)?;
    let (major, minor) = ctx.compute_capability().map_err(driver)?;
    let arch = arch_for(major, minor).ok_or_else(|| GpuError::Unavailable(format!("compute capability {major}.{minor} is older than sm_75")))?;
    let compiled = ptx::compile_kernel_module(verified, kernel, arch, lowering).map_err(GpuError::Lower)?;
    if ptx::ptxas_needs_extended_shared(arch, compiled.shared_bytes) {
        return Err(GpuError::Launch(RunError::launch(format!(
            "'{kernel}' declares {} bytes of shared memory, which needs ptxas's --enable-extended-smem=true on {arch}; the driver's JIT, which loads the PTX of a run, takes no such option (compile a cubin with `tilesmith compile`, which passes it)",
            compiled.shared_bytes
        ))));
    }
    let text = compiled.text;
    let threads = ptx::kernel_threads(verified, kernel, arch).ok_or_else(|| GpuError::Launch(RunError::launch(format!("no kernel named '{kernel}'"))))?;
    let module = ctx.load_module(cudarc::nvrtc::Ptx::from_src(text)).map_err(driver)?;
    let function = module.load_function(kernel).map_err(driver)?;
    let stream = ctx.default_stream();

    let mut buffers: Vec<CudaSlice<u8>> = Vec::new();
    let mut lengths = Vec::new();
    let mut values = Vec::with_capacity(args.len());
    // Per parameter, the indices in `buffers` of its table's buffers.
    let mut table_buffers = vec![Vec::new(); args.len()];
    for (i, (param, arg)) in params.iter().zip(&args).enumerate() {
        values.push(match (param, arg) {
            (ParamKind::Pointer(_), KernelArg::Table { words, buffers: inner }) => {
                let mut bases = Vec::with_capacity(inner.len());
                for bytes in inner {
                    let slice = if bytes.is_empty() { stream.alloc_zeros::<u8>(1) } else { stream.clone_htod(bytes.as_slice()) };
                    let slice = slice.map_err(driver)?;
                    // The address is only written into the table; the stream orders the accesses.
                    let (address, record) = slice.device_ptr(&stream);
                    bases.push(address);
                    drop(record);
                    buffers.push(slice);
                    lengths.push(bytes.len());
                    table_buffers[i].push(buffers.len() - 1);
                }
                let table = launch::table_bytes(words, &bases);
                buffers.push(stream.clone_htod(table.as_slice()).map_err(driver)?);
                lengths.push(table.len());
                Param::Buffer(buffers.len() - 1)
            }
            (ParamKind::Pointer(_), KernelArg::Buffer(bytes)) => {
                // An empty buffer still gets a (one-byte) allocation, so its pointer is real.
                let slice = if bytes.is_empty() { stream.alloc_zeros::<u8>(1) } else { stream.clone_htod(bytes.as_slice()) };
                buffers.push(slice.map_err(driver)?);
                lengths.push(bytes.len());
                Param::Buffer(buffers.len() - 1)
            }
            (ParamKind::Pointer(_), KernelArg::Zeroed(len)) => {
                buffers.push(stream.alloc_zeros::<u8>((*len).max(1)).map_err(driver)?);
                lengths.push(*len);
                Param::Buffer(buffers.len() - 1)
            }
            (ParamKind::Scalar(s), KernelArg::Scalar(bits)) => match s {
                Scalar::I1 => Param::U8(u8::from(*bits & 1 == 1)),
                Scalar::I8 => Param::U8(*bits as u8),
                Scalar::I16 | Scalar::F16 | Scalar::Bf16 => Param::U16(*bits as u16),
                Scalar::I32 | Scalar::F32 | Scalar::Tf32 => Param::U32(*bits as u32),
                _ => Param::U64(*bits),
            },
            // check_launch has ruled the rest out.
            _ => return Err(GpuError::Launch(RunError::launch("internal error: an argument does not match its parameter"))),
        });
    }
    let dims = |d: usize| u32::try_from(grid[d]).map_err(|_| GpuError::Launch(RunError::launch("a grid dimension is out of range")));
    let config = LaunchConfig { grid_dim: (dims(0)?, dims(1)?, dims(2)?), block_dim: (threads as u32, 1, 1), shared_mem_bytes: 0 };
    let (finished, printed) = capture_stdout(|| {
        let mut launch = stream.launch_builder(&function);
        for v in &values {
            match v {
                Param::Buffer(i) => launch.arg(&buffers[*i]),
                Param::U8(x) => launch.arg(x),
                Param::U16(x) => launch.arg(x),
                Param::U32(x) => launch.arg(x),
                Param::U64(x) => launch.arg(x),
            };
        }
        // SAFETY: the PTX declares exactly these parameters, in this order and
        // of these sizes (see `ptx`'s kernel ABI), and every buffer access the
        // kernel makes was checked against its buffer by check_launch.
        unsafe { launch.launch(config) }.map_err(|e| format!("{e:?}"))?;
        stream.synchronize().map_err(|e| format!("{e:?}"))
    });
    if let Err(driver_error) = finished {
        return Err(match ptx::report::take_report(&printed) {
            Some((report, rest)) => GpuError::Kernel { error: report.into_run_error(verified.ir()), printed: rest },
            None => GpuError::Kernel { error: RunError::launch(format!("the kernel failed on the GPU: {driver_error}")), printed },
        });
    }
    let mut out = Vec::with_capacity(values.len());
    for v in &values {
        out.push(match v {
            Param::Buffer(i) => {
                let mut bytes = stream.clone_dtoh(&buffers[*i]).map_err(driver)?;
                bytes.truncate(lengths[*i]);
                Some(bytes)
            }
            _ => None,
        });
    }
    let mut tables = Vec::with_capacity(table_buffers.len());
    for indices in &table_buffers {
        let mut table = Vec::with_capacity(indices.len());
        for &k in indices {
            let mut bytes = stream.clone_dtoh(&buffers[k]).map_err(driver)?;
            bytes.truncate(lengths[k]);
            table.push(bytes);
        }
        tables.push(table);
    }
    Ok(RunOutput { buffers: out, tables, printed })
}

/// Runs `f` with file descriptor 1 sent to a temporary file, and returns
/// its result and what was written there. Where the descriptor cannot be
/// redirected, `f` runs as it is and nothing is read back.
#[cfg(unix)]
fn capture_stdout<T>(f: impl FnOnce() -> T) -> (T, String) {
    use std::io::{Read, Seek, Write};
    use std::os::fd::AsRawFd;
    let path = std::env::temp_dir().join(format!("tilesmith-gpu-stdout-{}", std::process::id()));
    let Ok(mut file) = std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(true).open(&path) else { return (f(), String::new()) };
    let _ = std::fs::remove_file(&path);
    let _ = std::io::stdout().flush();
    // SAFETY: dup, dup2, close and fflush on descriptors this function owns
    // (the duplicate of 1, the file) or on descriptor 1 itself, which is
    // restored before returning; fflush(NULL) flushes C's streams.
    let saved = unsafe { libc::dup(1) };
    if saved < 0 {
        return (f(), String::new());
    }
    unsafe {
        libc::fflush(std::ptr::null_mut());
        libc::dup2(file.as_raw_fd(), 1);
    }
    let result = f();
    unsafe {
        libc::fflush(std::ptr::null_mut());
        libc::dup2(saved, 1);
        libc::close(saved);
    }
    let mut printed = String::new();
    if file.rewind().is_ok() {
        let _ = file.read_to_string(&mut printed);
    }
    (result, printed)
}

#[cfg(not(unix))]
fn capture_stdout<T>(f: impl FnOnce() -> T) -> (T, String) {
    (f(), String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_newest_known_arch_a_device_runs() {
        assert_eq!(arch_for(7, 5), Some(Arch::Sm75));
        assert_eq!(arch_for(8, 0), Some(Arch::Sm80));
        assert_eq!(arch_for(8, 6), Some(Arch::Sm86));
        assert_eq!(arch_for(8, 7), Some(Arch::Sm87));
        assert_eq!(arch_for(8, 9), Some(Arch::Sm89));
        assert_eq!(arch_for(9, 0), Some(Arch::Sm90a));
        assert_eq!(arch_for(10, 0), Some(Arch::Sm100));
        assert_eq!(arch_for(12, 0), Some(Arch::Sm120));
        assert_eq!(arch_for(7, 0), None);
        assert_eq!(arch_for(-1, 0), None);
    }
}
