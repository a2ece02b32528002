//! `tilesmith run`: runs a kernel of a Tile IR file (text or bytecode) on the
//! CPU reference interpreter (or a GPU, or the PTX emulator), with buffers
//! from `.npy` files or zeroed, and scalars from the command line.

use std::path::{Path, PathBuf};

use tilesmith_backend::interp::{self, RunOptions};
use tilesmith_backend::shared::launch::{self, KernelArg, ParamKind, RunError, TableWord};
use tilesmith_backend::shared::limits::{self, Limits};
use tilesmith_backend::shared::value;
use tilesmith_backend::npy;
use tilesmith_backend::ptx::emulator::{self, EmulatorRunError};
use tilesmith_backend::ptx::{Arch, Checks, ModuleOptions};
use tilesmith_dialect::bytecode;
use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::generated::scalars::Scalar;
use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::text::{parse, ParseOptions};
use tilesmith_dialect::numerics::float::{self, FloatFormat};
use tilesmith_dialect::verify::verify;

use crate::driver::{render, Chunk};

const ARG_HELP: &str = "\
Each ARG is one kernel parameter, in order:
  data/a.npy            a buffer read from a .npy file; its dtype is the pointee type
                        (f16 <f2, f32 <f4, f64 <f8, i8 |i1, i16 <i2, i32 <i4, i64 <i8, i1 |b1)
                        or an unsigned integer of the same width carrying the raw bits
                        (the only way for bf16, tf32, f8E4M3FN and f8E5M2)
  zeros:<type>:<count>  a fresh zeroed buffer of <count> elements, e.g. zeros:f32:1024
                        (f4E2M1FN elements are packed two to a byte, the even one in
                        the low half, as in a .npy of raw |u1 bytes)
  <type>:<value>        a scalar, e.g. i32:1024, f32:2.5, i1:true, i64:0x10
  table:<word>,...      a buffer of 64-bit words for a pointer to i64; each word is an
                        integer, or @ and a buffer (a .npy file or zeros:<type>:<count>),
                        which is placed as a buffer of its own and stands for its address.
                        cuTile Python passes a list of arrays so, one row per array (its
                        address, shape and strides): table:@a.npy,300,1,@b.npy,300,1

A buffer holds at most 4 GiB; a .npy file must be little-endian, C-ordered (or 1-D) and
hold exactly the data its header describes. An integer scalar must fit its width (signed
or unsigned: i8:-128 to i8:255); a float scalar must be finite in its type unless written
inf, -inf or nan. The limits (--max-steps, --max-work, --memory-budget) are explained in
docs/interpreter.md, \"Limits and the memory budget\".

After the run, --out DIR writes every buffer as DIR/<parameter-index>.npy (same dtype
rule: the pointee type, or raw unsigned bits), and the k-th buffer of a table as
DIR/<parameter-index>.<k>.npy (its file's dtype); without it, buffers are printed
(long ones shortened).";

#[derive(clap::Args, Debug)]
#[command(after_help = ARG_HELP)]
pub struct RunArgs {
    /// The kernel's module: Tile IR text or bytecode.
    pub input: PathBuf,
    /// The `entry` to run.
    #[arg(long)]
    pub kernel: String,
    /// The grid of tile blocks: X[,Y[,Z]].
    #[arg(long, default_value = "1")]
    pub grid: String,
    /// Write every buffer argument after the run as DIR/<parameter-index>.npy.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Trust `assume` ops instead of checking them.
    #[arg(long)]
    pub no_check_assumptions: bool,
    /// With --device gpu or ptx-emulator: lower the kernel without run-time
    /// checks (no code tests for undefined behaviour or assumptions, as
    /// `tilesmith ptx` lowers by default). The interpreter, which has no
    /// value to give undefined behaviour, still reports it; here the flag
    /// only trusts assumptions, like --no-check-assumptions.
    #[arg(long)]
    pub no_checks: bool,
    /// With --device gpu or ptx-emulator: load the tiles of a
    /// matrix-product loop one iteration ahead (as `tilesmith ptx --prefetch`).
    #[arg(long)]
    pub prefetch: bool,
    /// Load the tiles that many iterations ahead (1 to 8; implies
    /// --prefetch). Past 1, a kernel loads so far ahead only where every
    /// such tile waits in shared memory (sm_80 and newer) within the shared
    /// limit, else as far as that holds, else a step ahead.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=8))]
    pub prefetch_distance: Option<u32>,
    /// With --device ptx-emulator: let a kernel declare more than 48 KiB of
    /// shared memory (as `tilesmith ptx --extended-shared`). A GPU run
    /// loads PTX through the driver's JIT, which takes no such option: there
    /// only an `a` target (sm_90a) has more.
    #[arg(long)]
    pub extended_shared: bool,
    /// With --device ptx-emulator: after the run, print to stderr what its
    /// memory accesses would cost a GPU's memory pipelines (shared-memory
    /// wavefronts and bank conflicts, global 32-byte sectors, each beside
    /// its ideal), in total and for the instructions that waste the most.
    /// Counts, not time.
    #[arg(long)]
    pub profile: bool,
    /// Run tile blocks one after another on one thread.
    #[arg(long)]
    pub sequential: bool,
    /// Stop a tile block after this many steps of work (a guard against
    /// kernels that never end): an op counts one step per tile element it
    /// reads or writes (its tile operands' elements together, or its
    /// results', whichever is more), an mmaf or
    /// mmai M*N*K (one per multiply-add), an op that only passes values on
    /// (control flow, views, tokens) one. With --device ptx-emulator: PTX
    /// instructions per CTA.
    #[arg(long, value_name = "N", default_value_t = limits::DEFAULT_MAX_STEPS)]
    pub max_steps: u64,
    /// Stop the launch after this many steps of work over all its tile
    /// blocks, each counting at least one (a guard against grids too large
    /// to be meant). With --device ptx-emulator: PTX instructions over all CTAs.
    #[arg(long, value_name = "N", default_value_t = limits::DEFAULT_MAX_WORK)]
    pub max_work: u64,
    /// The most bytes the run may hold for the module's globals, the
    /// constants and tiles the kernel makes (8 bytes per element, as the
    /// interpreter holds them) and what it prints; more is an error naming
    /// the size. With --device ptx-emulator: also a CTA's registers, shared
    /// and local memory. Buffer arguments are not counted (each is at most
    /// 4 GiB).
    #[arg(long, value_name = "BYTES", default_value_t = limits::DEFAULT_MEMORY_BUDGET)]
    pub memory_budget: u64,
    /// Where to run: cpu (the reference interpreter), gpu (CUDA, an error
    /// without a driver or device), auto (the GPU when a driver loads and
    /// reports a device, else the CPU, quietly), or ptx-emulator (the PTX
    /// backend's output run by the CPU PTX emulator; --max-steps then counts
    /// PTX instructions per CTA).
    #[arg(long, default_value = "cpu", value_parser = ["cpu", "gpu", "auto", "ptx-emulator"])]
    pub device: String,
    /// The architecture the PTX is lowered for with --device ptx-emulator.
    #[arg(long, default_value = "sm_90", value_parser = crate::ptx::arch_parser())]
    pub arch: Arch,
    /// The kernel's arguments (see below).
    #[arg(value_name = "ARG")]
    pub args: Vec<String>,
}

/// The largest buffer `zeros:` makes (a guard against typos).
const MAX_BUFFER_BYTES: u64 = 1 << 32;

/// Loads and verifies the input; diagnostics are rendered into the error.
pub fn load(path: &Path) -> Result<Ir, String> {
    let name = path.display().to_string();
    let (_, bytes) = crate::input::read_bytes(Some(&name))?;
    if bytes.starts_with(&bytecode::MAGIC) {
        return bytecode::read(&bytes).map_err(|e| format!("{name}: {e}"));
    }
    let text = String::from_utf8(bytes).map_err(|e| format!("input file '{name}' is neither bytecode nor UTF-8 text (byte {})", e.utf8_error().valid_up_to()))?;
    let chunk = Chunk { text: &text, first_line: 1 };
    let options = ParseOptions { allow_unregistered: false, implicit_module: true };
    let ir = parse(&text, &name, 1, &options).map_err(|d| render(&[d], &chunk, &name).trim_end().to_string())?;
    if let Err(d) = verify(&ir) {
        let d: Diagnostic = *d;
        return Err(render(&[d], &chunk, &name).trim_end().to_string());
    }
    Ok(ir)
}

fn parse_grid(text: &str) -> Result<[i64; 3], String> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("--grid '{text}': expected X, X,Y or X,Y,Z"));
    }
    let mut grid = [1i64; 3];
    for (i, p) in parts.iter().enumerate() {
        grid[i] = p.trim().parse::<i64>().ok().filter(|&v| (1..=i32::MAX as i64).contains(&v)).ok_or_else(|| format!("--grid '{text}': '{p}' is not a positive 32-bit number"))?;
    }
    Ok(grid)
}

/// The numpy dtype of a scalar type, if numpy has one.
fn numpy_dtype(s: Scalar) -> Option<&'static str> {
    Some(match s {
        Scalar::I1 => "|b1",
        Scalar::I8 => "|i1",
        Scalar::I16 => "<i2",
        Scalar::I32 => "<i4",
        Scalar::I64 => "<i8",
        Scalar::F16 => "<f2",
        Scalar::F32 => "<f4",
        Scalar::F64 => "<f8",
        _ => return None,
    })
}

/// The unsigned dtype of the same width, carrying raw bits.
fn raw_dtype(s: Scalar) -> &'static str {
    match value::scalar_bytes(s) {
        1 => "|u1",
        2 => "<u2",
        4 => "<u4",
        _ => "<u8",
    }
}

/// The dtype buffers of `s` are written with.
fn output_dtype(s: Scalar) -> &'static str {
    numpy_dtype(s).unwrap_or_else(|| raw_dtype(s))
}

/// The element type of a `.npy` dtype as `tilesmith run` reads it (raw unsigned
/// bits as the integer of their width), and whether it is one.
fn scalar_of_dtype(descr: &str) -> Option<Scalar> {
    Some(match descr {
        "|b1" => Scalar::I1,
        "|i1" | "|u1" => Scalar::I8,
        "<i2" | "<u2" => Scalar::I16,
        "<i4" | "<u4" => Scalar::I32,
        "<i8" | "<u8" => Scalar::I64,
        "<f2" => Scalar::F16,
        "<f4" => Scalar::F32,
        "<f8" => Scalar::F64,
        _ => return None,
    })
}

/// One buffer of a table, with the dtype it is written back with and the
/// element type it is shown as.
struct TableBuffer {
    bytes: Vec<u8>,
    dtype: String,
    shown_as: Scalar,
}

/// The buffer a table word `@<buffer>` names: a `.npy` file or `zeros:<type>:<count>`.
fn parse_table_buffer(spec: &str) -> Result<TableBuffer, String> {
    if let Some(rest) = spec.strip_prefix("zeros:") {
        let (ty, count) = rest.split_once(':').ok_or("expected zeros:<type>:<count>")?;
        let s = Scalar::from_name(ty).ok_or_else(|| format!("unknown element type '{ty}'"))?;
        let count: u64 = count.parse().map_err(|_| format!("'{count}' is not an element count"))?;
        let bytes = value::buffer_bytes(s, count).filter(|&b| b <= MAX_BUFFER_BYTES).ok_or_else(|| format!("a buffer larger than {MAX_BUFFER_BYTES} bytes"))?;
        return Ok(TableBuffer { bytes: vec![0; bytes as usize], dtype: output_dtype(s).to_string(), shown_as: s });
    }
    let bytes = std::fs::read(spec).map_err(|e| format!("could not read '{spec}': {e}"))?;
    let array = npy::read(&bytes).map_err(|e| format!("{spec}: {e}"))?;
    let shown_as = scalar_of_dtype(&array.descr).ok_or_else(|| format!("{spec}: dtype '{}' is not one tilesmith reads", array.descr))?;
    Ok(TableBuffer { bytes: array.data, dtype: array.descr, shown_as })
}

/// A `table:<word>,...` argument: its words, and its buffers in the order the words name them.
fn parse_table(words: &str) -> Result<(Vec<TableWord>, Vec<TableBuffer>), String> {
    let mut table = Vec::new();
    let mut buffers = Vec::new();
    for word in words.split(',') {
        let word = word.trim();
        if let Some(spec) = word.strip_prefix('@') {
            buffers.push(parse_table_buffer(spec)?);
            table.push(TableWord::AddressOf(buffers.len() - 1));
        } else {
            let bits = parse_scalar(Scalar::I64, word).map_err(|e| format!("word '{word}': {e}"))?;
            table.push(TableWord::Value(bits as i64));
        }
    }
    Ok((table, buffers))
}

/// One command-line argument as a launch argument; for a table, also its buffers'
/// dtypes and element types (for writing them back).
fn parse_arg(index: usize, text: &str, param: ParamKind) -> Result<(KernelArg, Vec<(String, Scalar)>), String> {
    let fail = |m: String| format!("argument #{index} '{text}': {m}");
    if let Some(words) = text.strip_prefix("table:") {
        let (words, buffers) = parse_table(words).map_err(fail)?;
        let kinds = buffers.iter().map(|b| (b.dtype.clone(), b.shown_as)).collect();
        let buffers: Vec<Vec<u8>> = buffers.into_iter().map(|b| b.bytes).collect();
        launch::check_table(index, param, &words, &buffers).map_err(|e| fail(e.to_string()))?;
        return Ok((KernelArg::Table { words, buffers }, kinds));
    }
    parse_plain_arg(index, text, param).map(|a| (a, Vec::new()))
}

fn parse_plain_arg(index: usize, text: &str, param: ParamKind) -> Result<KernelArg, String> {
    let fail = |m: String| format!("argument #{index} '{text}': {m}");
    if let Some(rest) = text.strip_prefix("zeros:") {
        let (ty, count) = rest.split_once(':').ok_or_else(|| fail("expected zeros:<type>:<count>".into()))?;
        let s = Scalar::from_name(ty).ok_or_else(|| fail(format!("unknown element type '{ty}'")))?;
        let ParamKind::Pointer(pointee) = param else { return Err(fail(format!("parameter #{index} is {param}, not a buffer"))) };
        if s != pointee {
            return Err(fail(format!("parameter #{index} points to {}, not {ty}", pointee.name())));
        }
        let count: u64 = count.parse().map_err(|_| fail(format!("'{count}' is not an element count")))?;
        let bytes = value::buffer_bytes(s, count).filter(|&b| b <= MAX_BUFFER_BYTES).ok_or_else(|| fail(format!("a buffer larger than {MAX_BUFFER_BYTES} bytes")))?;
        return Ok(KernelArg::Zeroed(bytes as usize));
    }
    if let Some((ty, value)) = text.split_once(':').filter(|(ty, _)| Scalar::from_name(ty).is_some()) {
        let s = Scalar::from_name(ty).unwrap_or(Scalar::I32);
        let ParamKind::Scalar(expected) = param else { return Err(fail(format!("parameter #{index} is {param}, not a scalar"))) };
        if s != expected {
            return Err(fail(format!("parameter #{index} is {param}, not {ty}")));
        }
        return parse_scalar(s, value).map(KernelArg::Scalar).map_err(fail);
    }
    let ParamKind::Pointer(pointee) = param else { return Err(fail(format!("parameter #{index} is {param}; give it as {}:<value>", scalar_name(param)))) };
    let bytes = read_npy_file(text).map_err(fail)?;
    let array = npy::read_owned(bytes).map_err(fail)?;
    let natural = numpy_dtype(pointee);
    if Some(array.descr.as_str()) != natural && array.descr != raw_dtype(pointee) {
        let wanted = match natural {
            Some(n) => format!("'{n}' or '{}'", raw_dtype(pointee)),
            None => format!("'{}' (raw bits)", raw_dtype(pointee)),
        };
        return Err(fail(format!("dtype '{}' does not match parameter #{index}, a pointer to {}: expected {wanted}", array.descr, pointee.name())));
    }
    Ok(KernelArg::Buffer(array.data))
}

/// The most bytes a `.npy` argument may have: the largest buffer and a
/// header (numpy's are at most a few kilobytes; version 2 allows 4 GiB).
const MAX_NPY_FILE_BYTES: u64 = MAX_BUFFER_BYTES + (1 << 20);

/// A `.npy` file's bytes, read into one fallible allocation and never more
/// than [`MAX_NPY_FILE_BYTES`] (a device or a pipe says no size, and may
/// never end).
fn read_npy_file(path: &str) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| format!("could not read it: {e}"))?;
    let metadata = file.metadata().map_err(|e| format!("could not read it: {e}"))?;
    if metadata.is_dir() {
        return Err("could not read it: it is a directory".into());
    }
    if metadata.len() > MAX_NPY_FILE_BYTES {
        return Err(format!("the file has {} bytes, more than a buffer may (at most {MAX_BUFFER_BYTES} bytes of data)", metadata.len()));
    }
    let mut bytes = limits::try_vec(metadata.len() as usize).map_err(|e| format!("{e}"))?;
    file.take(MAX_NPY_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| format!("could not read it: {e}"))?;
    if bytes.len() as u64 > MAX_NPY_FILE_BYTES {
        return Err(format!("it holds more than {MAX_NPY_FILE_BYTES} bytes, more than a buffer may (at most {MAX_BUFFER_BYTES} bytes of data)"));
    }
    Ok(bytes)
}

fn scalar_name(p: ParamKind) -> &'static str {
    match p {
        ParamKind::Scalar(s) | ParamKind::Pointer(s) => s.name(),
    }
}

/// A scalar's bits from its command-line spelling.
fn parse_scalar(s: Scalar, value: &str) -> Result<u64, String> {
    let v = value.trim();
    if s.is_float() {
        let x: f64 = match v {
            "inf" | "+inf" => f64::INFINITY,
            "-inf" => f64::NEG_INFINITY,
            "nan" => f64::NAN,
            _ => v.parse().map_err(|_| format!("'{v}' is not a number"))?,
        };
        let (bits, infinite) = match s {
            Scalar::F64 => (x.to_bits(), x.is_infinite()),
            Scalar::F32 => {
                let f = v.parse::<f32>().unwrap_or(x as f32);
                (f.to_bits() as u64, f.is_infinite())
            }
            // Rounded once from the decimal, as the text parser rounds `<f16: 0.1>`
            // (half's from_f64 may round to f32 first); infinities and NaN from f64.
            Scalar::F16 | Scalar::Bf16 => {
                let format = if s == Scalar::F16 { FloatFormat::F16 } else { FloatFormat::Bf16 };
                let bits = float::parse_decimal(format, v).unwrap_or_else(|_| float::from_f64(format, x));
                (bits, format.is_infinite(bits))
            }
            other => return Err(format!("{} scalars cannot be given on the command line", other.name())),
        };
        // A finite number too large for the type is a mistake, not infinity.
        let word = v.trim_start_matches(['+', '-']).to_ascii_lowercase();
        if infinite && word != "inf" && word != "infinity" {
            return Err(format!("{v} is too large for {} (its largest finite value is {})", s.name(), largest_finite(s)));
        }
        return Ok(bits);
    }
    let bits = s.width();
    if bits == 1 {
        return match v {
            "true" | "1" => Ok(1),
            "false" | "0" => Ok(0),
            _ => Err(format!("'{v}' is not a boolean (true, false, 1, 0)")),
        };
    }
    let (negative, digits) = match v.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, v),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16),
        None => digits.parse::<u64>(),
    }
    .map_err(|_| format!("'{v}' is not an integer"))?;
    let mask = value::bit_mask(bits);
    if negative {
        let limit = 1u64 << (bits - 1);
        if magnitude > limit {
            return Err(format!("{v} does not fit in {}", s.name()));
        }
        Ok(magnitude.wrapping_neg() & mask)
    } else if magnitude > mask {
        Err(format!("{v} does not fit in {}", s.name()))
    } else {
        Ok(magnitude)
    }
}

/// The largest finite value of a float type that scalars can be given in.
fn largest_finite(s: Scalar) -> String {
    match s {
        Scalar::F16 => half::f16::MAX.to_string(),
        Scalar::Bf16 => half::bf16::MAX.to_string(),
        Scalar::F32 => format!("{:e}", f32::MAX),
        _ => format!("{:e}", f64::MAX),
    }
}

/// A buffer's elements as text, for small outputs.
fn show_buffer(s: Scalar, bytes: &[u8]) -> String {
    let width = value::scalar_bytes(s);
    let four_bit = value::is_four_bit(s);
    let count = value::buffer_elements(s, bytes.len() as u64) as usize;
    let element = |i: usize| {
        let bits = if four_bit {
            u64::from(bytes[i / 2] >> (4 * (i % 2)) & 0xf)
        } else {
            let mut w = [0u8; 8];
            w[..width].copy_from_slice(&bytes[i * width..(i + 1) * width]);
            u64::from_le_bytes(w)
        };
        if s == Scalar::F32 {
            format!("{}", f32::from_bits(bits as u32))
        } else if s == Scalar::F16 {
            format!("{}", half::f16::from_bits(bits as u16))
        } else if s == Scalar::Bf16 {
            format!("{}", half::bf16::from_bits(bits as u16))
        } else if s.is_float() {
            format!("{}", value::float_to_f64(s, bits))
        } else {
            format!("{}", value::sext(bits, s.width()))
        }
    };
    const SHOWN: usize = 16;
    let mut items: Vec<String> = (0..count.min(SHOWN)).map(element).collect();
    if count > SHOWN {
        items.push(format!("... ({count} elements; --out DIR writes them all)"));
    }
    format!("[{}]", items.join(", "))
}

/// Runs `run`; `Ok(false)` when the kernel failed (the error is printed).
pub fn run(args: &RunArgs) -> crate::output::Outcome {
    if args.profile && args.device != "ptx-emulator" {
        return Err(format!("--profile counts the PTX emulator's memory accesses: it needs --device ptx-emulator, not --device {}", args.device).into());
    }
    let grid = parse_grid(&args.grid)?;
    let ir = load(&args.input)?;
    let verified = verify(&ir).map_err(|d| d.message.clone())?;
    let params = launch::kernel_params(verified, &args.kernel).map_err(|e| e.to_string())?;
    if args.args.len() != params.len() {
        let list: Vec<String> = params.iter().enumerate().map(|(i, p)| format!("#{i}: {p}")).collect();
        return Err(format!("kernel '{}' takes {} argument(s) ({}), {} given", args.kernel, params.len(), list.join(", "), args.args.len()).into());
    }
    let parsed = args.args.iter().zip(&params).enumerate().map(|(i, (a, p))| parse_arg(i, a, *p)).collect::<Result<Vec<_>, _>>()?;
    let (kernel_args, table_kinds): (Vec<KernelArg>, Vec<Vec<(String, Scalar)>>) = parsed.into_iter().unzip();
    let check_assumptions = !args.no_check_assumptions && !args.no_checks;
    let limits = Limits { max_steps: args.max_steps, max_work: args.max_work, memory_budget: args.memory_budget };
    let options = RunOptions { check_assumptions, parallel: !args.sequential, limits };
    let checks = Checks { undefined_behaviour: !args.no_checks, assumptions: check_assumptions };
    let lowering = ModuleOptions { checks, prefetch: args.prefetch || args.prefetch_distance.is_some(), prefetch_distance: args.prefetch_distance.unwrap_or(1), extended_shared: args.extended_shared, ..ModuleOptions::default() };
    // The --profile report, printed after the run's own output.
    let mut report: Option<String> = None;
    let gpu = match args.device.as_str() {
        "gpu" => Some(tilesmith_backend::gpu::device().map_err(|e| e.to_string())?),
        "auto" => tilesmith_backend::gpu::device().ok(),
        _ => None,
    };
    let result = match &gpu {
        Some(ctx) => match tilesmith_backend::gpu::run(ctx, verified, &args.kernel, grid, kernel_args, &lowering, limits.memory_budget) {
            Err(tilesmith_backend::gpu::GpuError::Launch(e)) => Err(e),
            Err(tilesmith_backend::gpu::GpuError::Kernel { error, printed }) => {
                crate::output::stdout(printed.as_bytes())?;
                Err(error)
            }
            Err(e) => return Err(e.to_string().into()),
            Ok(o) => Ok(o),
        },
        None if args.device == "ptx-emulator" => {
            let result = match args.profile {
                true => emulator::run_profiled(verified, &args.kernel, grid, kernel_args, args.arch, &lowering, &limits).map(|(output, profiled)| {
                    report = Some(profiled.report);
                    output
                }),
                false => emulator::run(verified, &args.kernel, grid, kernel_args, args.arch, &lowering, &limits),
            };
            match result {
                Err(EmulatorRunError::Launch(e)) => Err(e),
                Err(EmulatorRunError::Kernel { error, printed }) => {
                    // What the kernel printed before the check failed, then the interpreter's error.
                    crate::output::stdout(printed.as_bytes())?;
                    Err(error)
                }
                Err(EmulatorRunError::Emulator(e)) => {
                    // What the kernel printed before it failed, then why.
                    crate::output::stdout(e.printed.as_bytes())?;
                    crate::output::stderr(&format!("{}\n", render_emulator_error(&args.input, &e)));
                    return Ok(false);
                }
                Err(e) => return Err(e.to_string().into()),
                Ok(o) => Ok(o),
            }
        }
        None => interp::run(verified, &args.kernel, grid, kernel_args, options),
    };
    let output = match result {
        Ok(o) => o,
        Err(e) => {
            crate::output::stderr(&format!("{}\n", render_run_error(&ir, &args.input, &e)));
            return Ok(false);
        }
    };
    crate::output::stdout(output.printed.as_bytes())?;
    let mut shown = String::new();
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir).map_err(|e| format!("could not create '{}': {e}", dir.display()))?;
    }
    for (i, (buffer, param)) in output.buffers.iter().zip(&params).enumerate() {
        let (Some(bytes), ParamKind::Pointer(s)) = (buffer, param) else { continue };
        match &args.out {
            Some(dir) => crate::output::write_file(&dir.join(format!("{i}.npy")), &npy::write(output_dtype(*s), bytes))?,
            None => shown.push_str(&format!("#{i} {}: {}\n", s.name(), show_buffer(*s, bytes))),
        }
    }
    for (i, (table, kinds)) in output.tables.iter().zip(&table_kinds).enumerate() {
        for (k, (bytes, (dtype, shown_as))) in table.iter().zip(kinds).enumerate() {
            match &args.out {
                Some(dir) => crate::output::write_file(&dir.join(format!("{i}.{k}.npy")), &npy::write(dtype, bytes))?,
                None => shown.push_str(&format!("#{i}.{k} {}: {}\n", shown_as.name(), show_buffer(*shown_as, bytes))),
            }
        }
    }
    crate::output::stdout(shown.as_bytes())?;
    if let Some(report) = report {
        crate::output::stderr(&report);
    }
    Ok(true)
}

/// An emulator failure, as an error about the input file.
fn render_emulator_error(input: &Path, e: &emulator::EmulatorError) -> String {
    format!("{}: error: {e}", input.display())
}

/// A run error as MLIR tools print errors: at the op's source position when
/// there is one, with the tile block and notes.
fn render_run_error(ir: &Ir, input: &Path, e: &RunError) -> String {
    let mut text = crate::driver::render_at_op(ir, input, e.location, &e.to_string());
    for n in &e.notes {
        text.push_str(&format!("\nnote: {n}"));
    }
    text
}
