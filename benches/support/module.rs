//! The benchmarks' generated module: at least N ops across every op family
//! (shared by benches/text.rs and benches/bytecode.rs).

// Each bench uses a part of this module.
#![allow(dead_code)]

use std::fmt::Write;

/// One kernel body's worth of ops, `$` standing for a per-copy suffix. Every
/// family appears: constants and shapes, integer and float arithmetic,
/// comparisons, conversions, views and token-ordered memory, pointer memory and
/// atomics, control flow with regions, reductions.
const BODY: &str = r#"
    %c0$ = constant <i32: 0> : tile<i32>
    %c1$ = constant <i32: 1> : tile<i32>
    %f$ = constant <f32: [1.5, 2.5, 3.5, 4.5]> : tile<4xf32>
    %a$ = addi %n, %c1$ overflow<no_signed_wrap> : tile<i32>
    %b$ = muli %a$, %a$ : tile<i32>
    %d$ = divi %b$, %c1$ signed : tile<i32>
    %x$ = xori %d$, %a$ : tile<i32>
    %cmp$ = cmpi less_than %x$, %n, signed : tile<i32> -> tile<i1>
    %g$ = addf %f$, %f$ : tile<4xf32>
    %h$ = mulf %g$, %f$ rounding<zero> flush_to_zero : tile<4xf32>
    %e$ = exp %h$ : tile<4xf32>
    %m$ = maxf %e$, %f$ : tile<4xf32>
    %s$ = fma %m$, %g$, %h$ : tile<4xf32>
    %fc$ = cmpf greater_than ordered %s$, %f$ : tile<4xf32> -> tile<4xi1>
    %sel$ = select %fc$, %s$, %f$ : tile<4xi1>, tile<4xf32>
    %hf$ = ftof %sel$ : tile<4xf32> -> tile<4xf16>
    %ext$ = exti %x$ signed : tile<i32> -> tile<i64>
    %io$ = iota : tile<4xi32>
    %r$ = reshape %io$ : tile<4xi32> -> tile<2x2xi32>
    %p$ = permute %r$ [1, 0] : tile<2x2xi32> -> tile<2x2xi32>
    %rr$ = reshape %c0$ : tile<i32> -> tile<1xi32>
    %bc$ = broadcast %rr$ : tile<1xi32> -> tile<4xi32>
    %tv$ = make_tensor_view %base, shape = [%rows, 4], strides = [4, 1] : tile<i64> -> tensor_view<?x4xf32, strides=[4,1]>
    %pv$ = make_partition_view %tv$ : partition_view<tile=(1x4), tensor_view<?x4xf32, strides=[4,1]>>
    %t$, %tok$ = load_view_tko weak %pv$[%c0$, %c0$] : partition_view<tile=(1x4), tensor_view<?x4xf32, strides=[4,1]>>, tile<i32> -> tile<1x4xf32>, token
    %st$ = store_view_tko weak %t$, %pv$[%c0$, %c0$] token = %tok$ : tile<1x4xf32>, partition_view<tile=(1x4), tensor_view<?x4xf32, strides=[4,1]>>, tile<i32> -> token
    %pr$ = reshape %ip : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb$ = broadcast %pr$ : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %po$ = offset %pb$, %io$ : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v$, %vt$ = load_ptr_tko weak %po$ token=%st$ : tile<4xptr<i32>> -> tile<4xi32>, token
    %old$, %at$ = atomic_rmw_tko relaxed device %po$, add, %v$ token=%vt$ : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %j$ = join_tokens %at$, %vt$ : token
    %if$ = if %cmp$ -> (tile<i32>) {
      %y$ = subi %x$, %c1$ : tile<i32>
      yield %y$ : tile<i32>
    } else {
      yield %x$ : tile<i32>
    }
    %for$ = for %i$ in (%c0$ to %n, step %c1$) : tile<i32> iter_values(%acc$ = %c0$) -> (tile<i32>) {
      %acc2$ = addi %acc$, %i$ : tile<i32>
      continue %acc2$ : tile<i32>
    }
    %red$ = reduce %io$ dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
    (%l$: tile<i32>, %rh$: tile<i32>) {
      %sum$ = addi %l$, %rh$ : tile<i32>
      yield %sum$ : tile<i32>
    }
"#;

/// Ops in one copy of `BODY` (regions' ops included).
pub fn ops_per_body() -> usize {
    BODY.lines().filter(|l| l.contains(" = ") || l.trim_start().starts_with("yield") || l.trim_start().starts_with("continue")).count()
}

pub fn generate(target_ops: usize) -> (String, usize) {
    let per = ops_per_body();
    let copies_per_kernel = 50;
    let mut text = String::from("cuda_tile.module @bench {\n");
    let mut ops = 1;
    let mut kernel = 0;
    while ops < target_ops {
        let _ = writeln!(text, "  entry @k{kernel}(%base: tile<ptr<f32>>, %ip: tile<ptr<i32>>, %rows: tile<i64>, %n: tile<i32>) {{");
        for copy in 0..copies_per_kernel {
            text.push_str(&BODY.replace('$', &format!("_{copy}")));
        }
        text.push_str("    return\n  }\n");
        ops += per * copies_per_kernel + 2;
        kernel += 1;
    }
    text.push_str("}\n");
    (text, ops)
}

pub fn peak_rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// A stopwatch for one phase: wall time, and the CPU time of this thread
/// (what the phase costs on one core, however busy the host is).
pub struct Phase {
    wall: std::time::Instant,
    cpu: f64,
}

/// Seconds of CPU time this thread has used.
pub fn thread_cpu_seconds() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return f64::NAN;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

impl Phase {
    pub fn start() -> Phase {
        Phase { wall: std::time::Instant::now(), cpu: thread_cpu_seconds() }
    }

    /// (wall seconds, CPU seconds) since the start.
    pub fn stop(self) -> (f64, f64) {
        (self.wall.elapsed().as_secs_f64(), thread_cpu_seconds() - self.cpu)
    }
}
