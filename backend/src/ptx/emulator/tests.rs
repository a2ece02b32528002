//! The emulator on small hand-written kernels: rounding, barriers,
//! atomics across CTAs, printing, and the errors it must report.

use super::{run_ptx, run_ptx_profiled, EmulatorErrorKind, PtxArg, PtxOutput};
use crate::shared::limits::Limits;

fn limits() -> Limits {
    Limits { max_steps: 1_000_000, ..Limits::default() }
}

/// A module with one entry `k(.u64 out)` and `body`.
fn module(body: &str, declarations: &str) -> String {
    format!(".version 7.8\n.target sm_90\n.address_size 64\n{declarations}\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n.maxntid 128, 1, 1\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<12>;\n\t.reg .f32 %f<8>;\n\t.reg .b64 %rd<8>;\n{body}\n\tret;\n}}\n")
}

fn run(body: &str, out_bytes: usize, grid: u32) -> Result<PtxOutput, super::EmulatorError> {
    run_ptx(&module(body, ""), "k", [grid, 1, 1], vec![PtxArg::Buffer(vec![0; out_bytes])], &limits())
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Thread 0 stores `%r1..%r4` to out[0..4].
const STORE_FOUR: &str = "\tmov.u32 %r0, %tid.x;\n\tsetp.ne.u32 %p0, %r0, 0;\n\t@%p0 bra $Ldone;\n\tld.param.u64 %rd0, [k_param_0];\n\tst.global.b32 [%rd0], %r1;\n\tst.global.b32 [%rd0+4], %r2;\n\tst.global.b32 [%rd0+8], %r3;\n\tst.global.b32 [%rd0+12], %r4;\n$Ldone:";

#[test]
fn rounds_each_direction() {
    // 1 + 2^-30 is between 1 and the next f32; -1 - 2^-30 likewise below -1.
    let body = format!(
        "\tmov.f32 %f0, 0f3F800000;\n\tmov.f32 %f1, 0f30800000;\n\tadd.rn.f32 %f2, %f0, %f1;\n\tadd.rz.f32 %f3, %f0, %f1;\n\tadd.rp.f32 %f4, %f0, %f1;\n\tneg.f32 %f5, %f1;\n\tsub.rm.f32 %f6, %f5, %f0;\n\tmov.b32 %r1, %f2;\n\tmov.b32 %r2, %f3;\n\tmov.b32 %r3, %f4;\n\tmov.b32 %r4, %f6;\n{STORE_FOUR}"
    );
    let out = run(&body, 16, 1).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0x3F80_0000, 0x3F80_0000, 0x3F80_0001, 0xBF80_0001]);
}

#[test]
fn ex2_approx_gives_two_to_the_power() {
    // 2^3 = 8, 2^-inf = 0, 2^NaN the canonical NaN, and with .ftz a
    // subnormal result (2^-140) flushed to zero.
    let body = format!(
        "\tmov.f32 %f0, 0f40400000;\n\tex2.approx.f32 %f1, %f0;\n\tmov.f32 %f0, 0fFF800000;\n\tex2.approx.f32 %f2, %f0;\n\tmov.f32 %f0, 0f7FC00000;\n\tex2.approx.f32 %f3, %f0;\n\tmov.f32 %f0, 0fC30C0000;\n\tex2.approx.ftz.f32 %f4, %f0;\n\tmov.b32 %r1, %f1;\n\tmov.b32 %r2, %f2;\n\tmov.b32 %r3, %f3;\n\tmov.b32 %r4, %f4;\n{STORE_FOUR}"
    );
    let out = run(&body, 16, 1).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0x4100_0000, 0, 0x7FFF_FFFF, 0]);
}

#[test]
fn converts_with_saturation_and_integer_rounding() {
    let body = format!(
        "\tmov.f32 %f0, 0fC0200000;\n\tcvt.rni.s32.f32 %r1, %f0;\n\tcvt.rmi.s32.f32 %r2, %f0;\n\tmov.f32 %f1, 0f7F800000;\n\tcvt.rzi.u32.f32 %r3, %f1;\n\tmov.b32 %r5, -1;\n\tcvt.s64.s32 %rd1, %r5;\n\tshr.u64 %rd1, %rd1, 40;\n\tcvt.u32.u64 %r4, %rd1;\n{STORE_FOUR}"
    );
    let out = run(&body, 16, 1).expect("runs");
    // -2.5 to nearest even is -2, down is -3; +inf saturates; -1 sign-extended then shifted.
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![(-2i32) as u32, (-3i32) as u32, u32::MAX, 0x00FF_FFFF]);
}

#[test]
fn mov_packs_registers_first_lowest() {
    let body = format!(
        "\t.reg .b16 %h<4>;\n\tmov.b16 %h0, 0x1234;\n\tmov.b16 %h1, 0xABCD;\n\tmov.b16 %h2, 0x0F0F;\n\tmov.b16 %h3, 0x8001;\n\tmov.b32 %r1, {{%h0, %h1}};\n\tmov.b64 %rd1, {{%h0, %h1, %h2, %h3}};\n\tcvt.u32.u64 %r2, %rd1;\n\tshr.u64 %rd1, %rd1, 32;\n\tcvt.u32.u64 %r3, %rd1;\n\tmov.b64 %rd2, {{%r3, %r1}};\n\tshr.u64 %rd2, %rd2, 16;\n\tcvt.u32.u64 %r4, %rd2;\n{STORE_FOUR}"
    );
    let out = run(&body, 16, 1).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0xABCD_1234, 0xABCD_1234, 0x8001_0F0F, 0x1234_8001]);
    let bad = "\t.reg .b16 %h<4>;\n\tmov.b32 %r1, {%h0, %h1, %h2};";
    assert!(run(bad, 16, 1).is_err());
}

#[test]
fn a_barrier_makes_other_threads_writes_visible() {
    let declarations = "";
    let body = "\t.shared .align 4 .b8 smem[512];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmad.lo.u32 %r2, %r0, 4, %r1;\n\tst.shared.b32 [%r2], %r0;\n\tbar.sync 0;\n\tadd.u32 %r3, %r0, 1;\n\tand.b32 %r3, %r3, 127;\n\tmad.lo.u32 %r4, %r3, 4, %r1;\n\tld.shared.b32 %r5, [%r4];\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 4;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tst.global.b32 [%rd1], %r5;";
    let out = run_ptx(&module(body, declarations), "k", [1, 1, 1], vec![PtxArg::Buffer(vec![0; 512])], &limits()).expect("runs");
    let expected: Vec<u32> = (0..128).map(|i| (i + 1) % 128).collect();
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), expected);
}

#[test]
fn bar_red_or_tells_every_thread_whether_any_voted() {
    let body = format!("\tmov.u32 %r0, %tid.x;\n\tsetp.eq.u32 %p1, %r0, 77;\n\tbar.red.or.pred %p2, 0, %p1;\n\tselp.b32 %r1, 1, 0, %p2;\n\tsetp.eq.u32 %p3, %r0, 1000;\n\tbar.red.or.pred %p2, 0, %p3;\n\tselp.b32 %r2, 1, 0, %p2;\n\tbar.red.and.pred %p2, 0, !%p3;\n\tselp.b32 %r3, 1, 0, %p2;\n\tmov.b32 %r4, 9;\n{STORE_FOUR}");
    let out = run(&body, 16, 1).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![1, 0, 1, 9]);
}

#[test]
fn atomics_are_atomic_across_ctas() {
    let body = "\tld.param.u64 %rd0, [k_param_0];\n\tatom.relaxed.gpu.global.add.u32 %r0, [%rd0], 1;\n\tmov.b32 %r1, 0;\n\tmov.b32 %r2, 5;\n\tatom.global.cas.b32 %r3, [%rd0+4], %r1, %r2;";
    let out = run(body, 8, 4).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![512, 5]);
}

#[test]
fn vprintf_formats_its_argument_buffer() {
    let declarations = ".extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n);\n.global .align 1 .b8 fmt[13] = {98, 108, 111, 99, 107, 32, 37, 100, 32, 37, 102, 10, 0};";
    let body = "\t.local .align 8 .b8 args[16];\n\t.reg .f64 %fd<1>;\n\tmov.u32 %r0, %tid.x;\n\tsetp.ne.u32 %p0, %r0, 0;\n\t@%p0 bra $Ldone;\n\tmov.u64 %rd1, args;\n\tmov.u32 %r1, %ctaid.x;\n\tst.local.b32 [%rd1], %r1;\n\tmov.f64 %fd0, 0d3FF8000000000000;\n\tst.local.f64 [%rd1+8], %fd0;\n\tcvta.local.u64 %rd2, %rd1;\n\tmov.u64 %rd3, fmt;\n\tcvta.global.u64 %rd3, %rd3;\n\t{\n\t.param .b64 f;\n\tst.param.b64 [f], %rd3;\n\t.param .b64 a;\n\tst.param.b64 [a], %rd2;\n\t.param .b32 r;\n\tcall.uni (r), vprintf, (f, a);\n\t}\n$Ldone:";
    let out = run_ptx(&module(body, declarations), "k", [2, 1, 1], vec![PtxArg::Buffer(vec![])], &limits()).expect("runs");
    assert_eq!(out.printed, "block 0 1.500000\nblock 1 1.500000\n");
}

#[test]
fn a_thread_that_exits_before_a_barrier_is_a_deadlock() {
    let body = "\tmov.u32 %r0, %tid.x;\n\tsetp.lt.u32 %p0, %r0, 64;\n\t@%p0 ret;\n\tbar.sync 0;";
    let err = run(body, 4, 1).expect_err("deadlocks");
    assert_eq!(err.kind, EmulatorErrorKind::Fault);
    assert!(err.message.contains("deadlock") && err.message.contains("line 17"), "{}", err.message);
}

#[test]
fn an_instruction_outside_the_subset_is_named_with_its_line() {
    let err = run("\tpopc.b32 %r0, %r1;", 4, 1).expect_err("popc is not emulated");
    assert_eq!(err.kind, EmulatorErrorKind::Unsupported);
    assert!(err.message.contains("line 14") && err.message.contains("'popc.b32'"), "{}", err.message);
    let err = run("\tadd.sat.s32 %r0, %r1, %r2;", 4, 1).expect_err("add.sat is not emulated");
    assert!(err.message.contains(".sat"), "{}", err.message);
}

#[test]
fn an_access_past_a_buffer_faults() {
    let err = run("\tld.param.u64 %rd0, [k_param_0];\n\tld.global.b32 %r0, [%rd0+16];", 16, 1).expect_err("out of bounds");
    assert_eq!(err.kind, EmulatorErrorKind::Fault);
    assert!(err.message.contains("byte offset 16 of argument #0 (16 bytes)"), "{}", err.message);
}

#[test]
fn a_loop_that_never_ends_hits_the_step_limit() {
    let err = run("$Lspin:\n\tbra $Lspin;", 4, 1).expect_err("never ends");
    assert!(err.message.contains("more than 1000000 instructions"), "{}", err.message);
}

#[test]
fn trap_is_an_error_and_keeps_what_was_printed_before() {
    let err = run("\ttrap;", 4, 1).expect_err("traps");
    assert_eq!(err.kind, EmulatorErrorKind::Fault);
    assert!(err.message.contains("trap"), "{}", err.message);
}

#[test]
fn integer_division_by_zero_gives_all_ones() {
    let body = format!("\tmov.b32 %r0, 0;\n\tdiv.u32 %r1, 7, %r0;\n\trem.s32 %r2, -7, %r0;\n\tmov.b32 %r3, 3;\n\tdiv.s32 %r3, -7, %r3;\n\tmov.b32 %r4, 0;\n{STORE_FOUR}");
    let out = run(&body, 16, 1).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![u32::MAX, u32::MAX, (-2i32) as u32, 0]);
}

/// Thread `t` of one CTA reads its four words at `out + 16 t + skew` with one
/// `ld.global.v4.b32`, adds `t` to each and writes them back with one
/// `st.global.v4.b32`.
fn vector_round_trip(skew: u32) -> String {
    format!("\tmov.u32 %r0, %tid.x;\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 16;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tld.global.v4.b32 {{%r1, %r2, %r3, %r4}}, [%rd1+{skew}];\n\tadd.u32 %r1, %r1, %r0;\n\tadd.u32 %r2, %r2, %r0;\n\tadd.u32 %r3, %r3, %r0;\n\tadd.u32 %r4, %r4, %r0;\n\tst.global.v4.b32 [%rd1+{skew}], {{%r1, %r2, %r3, %r4}};")
}

#[test]
fn vector_loads_and_stores_move_consecutive_elements() {
    let input: Vec<u8> = (0u32..512).flat_map(|w| (w * 3).to_le_bytes()).collect();
    let out = run_ptx(&module(&vector_round_trip(0), ""), "k", [1, 1, 1], vec![PtxArg::Buffer(input)], &limits()).expect("runs");
    let expected: Vec<u32> = (0u32..512).map(|w| w * 3 + w / 4).collect();
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), expected);

    // Two 64-bit lanes, and 16-bit lanes into 16-bit registers.
    let body = "\t.reg .b16 %rs<4>;\n\tmov.u32 %r0, %tid.x;\n\tsetp.ne.u32 %p0, %r0, 0;\n\t@%p0 bra $Ldone;\n\tld.param.u64 %rd0, [k_param_0];\n\tld.global.v2.b64 {%rd1, %rd2}, [%rd0];\n\tst.global.v2.b64 [%rd0+16], {%rd2, %rd1};\n\tld.global.v4.b16 {%rs0, %rs1, %rs2, %rs3}, [%rd0+8];\n\tst.global.v4.b16 [%rd0+32], {%rs3, %rs2, %rs1, %rs1};\n$Ldone:";
    let input: Vec<u8> = (1u8..=40).collect();
    let out = run_ptx(&module(body, ""), "k", [1, 1, 1], vec![PtxArg::Buffer(input.clone())], &limits()).expect("runs");
    let mut expected = input.clone();
    expected[16..24].copy_from_slice(&input[8..16]);
    expected[24..32].copy_from_slice(&input[0..8]);
    expected[32..40].copy_from_slice(&[15, 16, 13, 14, 11, 12, 11, 12]);
    assert_eq!(out.buffers[0].as_ref().expect("a buffer"), &expected);
}

#[test]
fn a_misaligned_vector_access_faults() {
    // Each element would be aligned on its own (4 bytes); the vector of 16 is not.
    let err = run_ptx(&module(&vector_round_trip(4), ""), "k", [1, 1, 1], vec![PtxArg::Buffer(vec![0; 2064])], &limits()).expect_err("misaligned");
    assert_eq!(err.kind, EmulatorErrorKind::Fault);
    assert!(err.message.contains("misaligned vector access of 16 bytes"), "{}", err.message);
    let body = "\tld.param.u64 %rd0, [k_param_0];\n\tst.global.v2.b32 [%rd0+4], {%r1, %r2};";
    let err = run(body, 16, 1).expect_err("misaligned");
    assert!(err.message.contains("misaligned vector access of 8 bytes"), "{}", err.message);
}

#[test]
fn vector_forms_past_what_ptx_allows_are_refused() {
    let err = run("\tld.param.u64 %rd0, [k_param_0];\n\tld.global.v4.b64 {%rd1, %rd2, %rd3, %rd4}, [%rd0];", 64, 1).expect_err("32 bytes");
    assert_eq!(err.kind, EmulatorErrorKind::Unsupported);
    let err = run("\tld.param.u64 %rd0, [k_param_0];\n\tld.global.v4.b32 {%r1, %r2}, [%rd0];", 64, 1).expect_err("two registers for four lanes");
    assert!(err.message.contains("needs 4 registers"), "{}", err.message);
}

/// Every thread stores `%r4..%r7` to out[16 tid ..].
const STORE_D: &str = "\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 16;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tst.global.v4.b32 [%rd1], {%r4, %r5, %r6, %r7};";

/// Runs `body`, which ends in [`STORE_D`], in one CTA of 128 threads, and
/// checks the four words each thread stored against `expected(tid)`.
fn check_store_d(body: &str, expected: impl Fn(u32) -> [u32; 4]) {
    let out = run(body, 16 * 128, 1).expect("runs");
    let got = words(out.buffers[0].as_ref().expect("a buffer"));
    for tid in 0..128 {
        assert_eq!(got[tid * 4..tid * 4 + 4], expected(tid as u32), "thread {tid}");
    }
}

#[test]
fn mma_sync_runs_once_the_whole_warp_has_arrived() {
    // A (16x16 s8) all ones, B's column g holds g in every row (each lane's
    // B register holds column g = lane / 4), C = 1000: D[row][col] = 1000 + 16 col,
    // and lane 4g + t holds columns 2t and 2t + 1. Each thread runs up to the
    // instruction and waits there for the rest of its warp.
    let body = format!(
        "\tmov.u32 %r0, %tid.x;\n\tand.b32 %r1, %r0, 31;\n\tshr.u32 %r1, %r1, 2;\n\tmul.lo.u32 %r3, %r1, 0x01010101;\n\tmov.b32 %r2, 0x01010101;\n\tmov.b32 %r4, 1000;\n\tmov.b32 %r5, 1000;\n\tmov.b32 %r6, 1000;\n\tmov.b32 %r7, 1000;\n\tmma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {{%r4, %r5, %r6, %r7}}, {{%r2, %r2}}, {{%r3}}, {{%r4, %r5, %r6, %r7}};\n{STORE_D}"
    );
    check_store_d(&body, |tid| {
        let t = tid % 4;
        [1000 + 32 * t, 1016 + 32 * t, 1000 + 32 * t, 1016 + 32 * t]
    });
}

#[test]
fn mma_sync_without_the_whole_warp_is_an_error() {
    // Lanes 0..15 of every warp skip the instruction.
    let body = format!("\tmov.u32 %r0, %tid.x;\n\tand.b32 %r1, %r0, 31;\n\tsetp.lt.u32 %p0, %r1, 16;\n\tmov.b32 %r2, 0;\n\tmov.b32 %r4, 0;\n\t@%p0 bra $Lskip;\n\tmma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {{%r4, %r5, %r6, %r7}}, {{%r2, %r2}}, {{%r2}}, {{%r4, %r5, %r6, %r7}};\n$Lskip:\n{STORE_D}");
    let e = run(&body, 16 * 128, 1).expect_err("half of each warp exits without the instruction");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    assert!(e.message.contains("a warp instruction needs all 32 threads of warp 0, but thread 0 has exited"), "{}", e.message);
}

#[test]
fn mma_forms_outside_the_subset_are_refused() {
    let body = "\tmov.b32 %r2, 0;\n\tmma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.s8.s32 {%r4, %r5, %r6, %r7}, {%r2, %r2}, {%r2}, {%r4, %r5, %r6, %r7};";
    let e = run(body, 16, 1).expect_err("satfinite is not emitted");
    assert_eq!(e.kind, EmulatorErrorKind::Unsupported);
    let body = "\tmov.b32 %r2, 0;\n\tmma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%r4, %r5, %r6, %r7}, {%r2}, {%r2}, {%r4, %r5, %r6, %r7};";
    let e = run(body, 16, 1).expect_err("A needs two registers");
    assert!(e.message.contains("operand 2 needs 2 registers, not 1"), "{}", e.message);
}

#[test]
fn shfl_sync_gives_each_lane_the_source_lane_cuda_names() {
    // Each thread shuffles its tid four ways and stores the four results:
    // __shfl_down_sync(v, 1), __shfl_xor_sync(v, 2), __shfl_sync(v, 1, 4)
    // (segments of 4 lanes) and __shfl_up_sync(v, 1), spelled as CUDA
    // compiles them (c = 0x1f for down, xor and idx over the whole warp,
    // (32 - width) << 8 | 0x1f for a segment, 0 for up).
    let body = "\tmov.u32 %r0, %tid.x;\n\tshfl.sync.down.b32 %r1, %r0, 1, 0x1f, 0xffffffff;\n\tshfl.sync.bfly.b32 %r2, %r0, 2, 0x1f, 0xffffffff;\n\tshfl.sync.idx.b32 %r3, %r0, 1, 0x1c1f, -1;\n\tshfl.sync.up.b32 %r4, %r0, 1, 0, 0xffffffff;\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 16;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tst.global.b32 [%rd1], %r1;\n\tst.global.b32 [%rd1+4], %r2;\n\tst.global.b32 [%rd1+8], %r3;\n\tst.global.b32 [%rd1+12], %r4;";
    let out = run(body, 128 * 16, 1).expect("runs");
    let expected: Vec<u32> = (0..128u32)
        .flat_map(|t| {
            let (warp, lane) = (t & !31, t % 32);
            let down = if lane + 1 < 32 { lane + 1 } else { lane };
            let up = if lane >= 1 { lane - 1 } else { lane };
            [warp + down, warp + (lane ^ 2), warp + (lane & !3) + 1, warp + up]
        })
        .collect();
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), expected);
}

#[test]
fn shfl_sync_needs_the_whole_warp() {
    let partial = "\tmov.u32 %r0, %tid.x;\n\tshfl.sync.bfly.b32 %r1, %r0, 1, 0x1f, 0xffff;";
    let error = run(partial, 16, 1).expect_err("a partial member mask is refused").to_string();
    assert!(error.contains("member mask 0xffffffff"), "{error}");
    let diverged = "\tmov.u32 %r0, %tid.x;\n\tsetp.eq.u32 %p0, %r0, 5;\n\t@%p0 bra $Lout;\n\tshfl.sync.bfly.b32 %r1, %r0, 1, 0x1f, 0xffffffff;\n$Lout:";
    let error = run(diverged, 16, 1).expect_err("a lane that skips the shuffle").to_string();
    assert!(error.contains("needs all 32 threads of warp 0"), "{error}");
}

#[test]
fn ldmatrix_gives_each_thread_its_pair_of_every_row() {
    // Shared word i holds i; lane l gives the address of row l (16 bytes, words
    // 4l .. 4l + 4): matrix j is rows 8j .. 8j + 8, and lane l receives in
    // register j the word at row 8j + l / 4, column l % 4, which is 32 j + l.
    let body = format!(
        "\t.shared .align 16 .b8 smem[512];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmad.lo.u32 %r2, %r0, 4, %r1;\n\tst.shared.b32 [%r2], %r0;\n\tbar.sync 0;\n\tand.b32 %r3, %r0, 31;\n\tmad.lo.u32 %r3, %r3, 16, %r1;\n\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {{%r4, %r5, %r6, %r7}}, [%r3];\n{STORE_D}"
    );
    check_store_d(&body, |tid| {
        let l = tid % 32;
        [l, 32 + l, 64 + l, 96 + l]
    });
    let misaligned = body.replace("mad.lo.u32 %r3, %r3, 16, %r1;", "mad.lo.u32 %r3, %r3, 16, %r1;\n\tadd.u32 %r3, %r3, 4;");
    let e = run(&misaligned, 16 * 128, 1).expect_err("rows must be 16-byte aligned");
    assert!(e.message.contains("is not 16-byte aligned"), "{}", e.message);
}

#[test]
fn ldmatrix_trans_gives_each_thread_a_pair_of_one_column() {
    // Shared 16-bit element h holds h; lane l gives the address of row l
    // (elements 8l .. 8l + 8). With .trans, lane l receives in register j
    // element l / 4 of rows 8j + 2 (l % 4) (low half) and the row after it
    // (high half): the matrix transposed.
    let body = format!(
        "\t.shared .align 16 .b8 smem[512];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmul.lo.u32 %r2, %r0, 2;\n\tshl.b32 %r3, %r0, 17;\n\tor.b32 %r3, %r3, %r2;\n\tadd.u32 %r3, %r3, 65536;\n\tmad.lo.u32 %r2, %r0, 4, %r1;\n\tst.shared.b32 [%r2], %r3;\n\tbar.sync 0;\n\tand.b32 %r3, %r0, 31;\n\tmad.lo.u32 %r3, %r3, 16, %r1;\n\tldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {{%r4, %r5, %r6, %r7}}, [%r3];\n{STORE_D}"
    );
    check_store_d(&body, |tid| {
        let l = tid % 32;
        [0, 1, 2, 3].map(|j| {
            let low = 8 * (8 * j + 2 * (l % 4)) + l / 4;
            low | (low + 8) << 16
        })
    });
}

/// A wgmma (m64n8k16, f16 into f32) over zeroed operands with scale-d
/// false, so D becomes 0 where the accumulator held 1.0; `between` runs
/// after its issue and before its wait. Thread 0 stores `%f0` as read before
/// the wait and after it.
fn wgmma_around(between: &str) -> Result<PtxOutput, super::EmulatorError> {
    wgmma_around_with("\tbar.sync 0;\n", between, "")
}

/// [`wgmma_around`] with `before` in place of the barrier after its
/// operands are zeroed, and `after` right after the wait.
fn wgmma_around_with(before: &str, between: &str, after: &str) -> Result<PtxOutput, super::EmulatorError> {
    run(&wgmma_body(before, between, after), 8, 1)
}

/// The kernel body of [`wgmma_around_with`].
fn wgmma_body(before: &str, between: &str, after: &str) -> String {
    // A at 0 (64 rows of 32 bytes: SBO 256), B at 2048; LBO 128.
    let (a_desc, b_desc) = (8u64 << 16 | 16 << 32, 128 | 8u64 << 16 | 16 << 32);
    format!(
        "\t.shared .align 16 .b8 smem[4096];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmad.lo.u32 %r2, %r0, 16, %r1;\n\tmov.b32 %r3, 0;\n\tst.shared.v4.b32 [%r2], {{%r3, %r3, %r3, %r3}};\n\tst.shared.v4.b32 [%r2+2048], {{%r3, %r3, %r3, %r3}};\n{before}\tmov.f32 %f0, 0f3F800000;\n\tmov.f32 %f1, 0f3F800000;\n\tmov.f32 %f2, 0f3F800000;\n\tmov.f32 %f3, 0f3F800000;\n\tmov.b64 %rd1, {a_desc};\n\tmov.b64 %rd2, {b_desc};\n\tsetp.ne.u32 %p1, %r0, %r0;\n\twgmma.fence.sync.aligned;\n\twgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{%f0, %f1, %f2, %f3}}, %rd1, %rd2, %p1, 1, 1, 0, 0;\n\twgmma.commit_group.sync.aligned;\n\tmov.b32 %r4, %f0;\n{between}\twgmma.wait_group.sync.aligned 0;\n{after}\tmov.b32 %r5, %f0;\n\tsetp.ne.u32 %p0, %r0, 0;\n\t@%p0 bra $Ldone;\n\tld.param.u64 %rd0, [k_param_0];\n\tst.global.b32 [%rd0], %r4;\n\tst.global.b32 [%rd0+4], %r5;\n$Ldone:"
    )
}

/// [`wgmma_around`] with A in registers `%r6` to `%r9` (zero), not in shared memory.
fn wgmma_from_registers(between: &str) -> Result<PtxOutput, super::EmulatorError> {
    let body = wgmma_body("\tbar.sync 0;\n\tmov.b32 %r6, 0;\n\tmov.b32 %r7, 0;\n\tmov.b32 %r8, 0;\n\tmov.b32 %r9, 0;\n", between, "");
    let shared_a = "{%f0, %f1, %f2, %f3}, %rd1, %rd2, %p1, 1, 1, 0, 0;";
    assert_eq!(body.matches(shared_a).count(), 1);
    run(&body.replace(shared_a, "{%f0, %f1, %f2, %f3}, {%r6, %r7, %r8, %r9}, %rd2, %p1, 1, 1, 0;"), 8, 1)
}

#[test]
fn wgmma_reads_a_from_registers_that_must_stay_until_the_wait() {
    let out = wgmma_from_registers("").expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0x3F80_0000, 0]);
    let e = wgmma_from_registers("\tmov.b32 %r8, 1;\n").expect_err("A changed under the wgmma");
    assert!(e.to_string().contains("that a wgmma of this warp reads as A changed before the wgmma.wait_group that completes it"), "{e}");
    // Written after the wait, A is the code's again.
    wgmma_from_registers("").expect("runs");
    // Three registers, or an imm-trans-a with A in registers, are refused.
    let body = wgmma_body("\tbar.sync 0;\n", "", "").replace("%rd1, %rd2, %p1, 1, 1, 0, 0;", "{%r6, %r7, %r8}, %rd2, %p1, 1, 1, 0;");
    assert!(run(&body, 8, 1).expect_err("three registers").to_string().contains("needs 4 registers"));
    let body = wgmma_body("\tbar.sync 0;\n", "", "").replace("%rd1, %rd2, %p1, 1, 1, 0, 0;", "{%r6, %r7, %r8, %r9}, %rd2, %p1, 1, 1, 0, 0;");
    assert!(run(&body, 8, 1).is_err(), "A in registers takes no imm-trans-a");
}

#[test]
fn wgmma_results_arrive_at_the_wait() {
    let out = wgmma_around("").expect("runs");
    // Before the wait the accumulator still holds 1.0; after it, 0 * 0.
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0x3F80_0000, 0]);
}

#[test]
fn wgmma_operands_must_stay_until_the_wait() {
    let e = wgmma_around("\tst.shared.b32 [%r1+2048], %r0;\n").expect_err("B changed under the wgmma");
    assert!(e.to_string().contains("which a wgmma of warp 0 reads, before the wgmma.wait_group that completes it"), "{e}");
}

#[test]
fn another_warp_writes_wgmma_operands_only_after_a_barrier_past_the_wait() {
    // Thread 32 (warp 1) overwrites B after the waits: warp 0's group read it,
    // and nothing orders warp 0's wait before the store but a barrier.
    let store = "\tsetp.eq.u32 %p3, %r0, 32;\n\t@%p3 st.shared.b32 [%r1+2048], %r0;\n";
    let e = wgmma_around_with("\tbar.sync 0;\n", "", store).expect_err("unordered with warp 0's read");
    assert!(e.to_string().contains("which a wgmma of warp 0 read, with no barrier since the wgmma.wait_group that completed it"), "{e}");
    wgmma_around_with("\tbar.sync 0;\n", "", &format!("\tbar.sync 0;\n{store}")).expect("a barrier orders it");
}

/// A second wgmma on the same accumulator, committed as a second group.
const SECOND_GROUP: &str = "\twgmma.fence.sync.aligned;\n\twgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f0, %f1, %f2, %f3}, %rd1, %rd2, %p1, 1, 1, 0, 0;\n\twgmma.commit_group.sync.aligned;\n";

#[test]
fn wgmma_wait_group_n_completes_all_but_the_newest_n_groups() {
    // One group, `wait_group 1`: still pending (1.0), then 0 at the wait for all.
    let out = wgmma_around("\twgmma.wait_group.sync.aligned 1;\n\tmov.b32 %r4, %f0;\n").expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0x3F80_0000, 0]);
    // Two groups, `wait_group 1`: the first has completed (0).
    let out = wgmma_around(&format!("{SECOND_GROUP}\twgmma.wait_group.sync.aligned 1;\n\tmov.b32 %r4, %f0;\n")).expect("runs");
    assert_eq!(words(out.buffers[0].as_ref().expect("a buffer")), vec![0, 0]);
    // The second group's operands must stay until the wait that completes it, not the first's.
    let e = wgmma_around(&format!("{SECOND_GROUP}\twgmma.wait_group.sync.aligned 1;\n\tst.shared.b32 [%r1+2048], %r0;\n")).expect_err("B changed under the second group");
    assert!(e.to_string().contains("which a wgmma of warp 0 reads, before the wgmma.wait_group that completes it"), "{e}");
}

#[test]
fn wgmma_operands_must_not_be_pending_cp_async_destinations() {
    // Thread 0 copies 16 zero bytes (src-size 0) over the start of B, and nothing waits for it.
    let copy = "\tbar.sync 0;\n\tsetp.eq.u32 %p2, %r0, 0;\n\tmov.b64 %rd5, 0;\n\t@%p2 cp.async.cg.shared.global [%r1+2048], [%rd5], 16, 0;\n\tcp.async.commit_group;\n\tbar.sync 0;\n";
    let e = wgmma_around_with(copy, "", "").expect_err("B is pending");
    assert!(e.message.contains("wgmma reads .shared address 0x800, which a cp.async of thread 0 (line"), "{}", e.message);
    wgmma_around_with(&copy.replace("commit_group", "wait_all"), "", "").expect("waited for");
}

#[test]
fn a_cta_has_the_threads_the_kernel_requires() {
    // `.reqntid` is exact: the CTA gets that many threads (whole warps);
    // `.maxntid` must allow the backend's 128.
    for (directive, threads) in [(".reqntid 256, 1, 1", Some(256)), (".reqntid 128, 1, 1", Some(128)), (".maxntid 256, 1, 1", Some(128)), (".reqntid 64, 2, 1", Some(128)), (".reqntid 48, 1, 1", None), (".maxntid 64, 1, 1", None)] {
        // Thread 0 stores %ntid.x.
        let body = "\tmov.u32 %r1, %ntid.x;\n\tmov.u32 %r2, 0;\n\tmov.u32 %r3, 0;\n\tmov.u32 %r4, 0;\n".to_string() + STORE_FOUR;
        let text = module(&body, "").replace(".maxntid 128, 1, 1", directive);
        match (run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(vec![0; 16])], &limits()), threads) {
            (Ok(out), Some(n)) => assert_eq!(words(out.buffers[0].as_ref().expect("a buffer"))[0], n, "{directive}"),
            (Err(e), None) => assert!(e.to_string().contains("threads per CTA"), "{directive}: {e}"),
            (result, _) => panic!("{directive}: {:?}", result.map(|_| ())),
        }
    }
}

/// A kernel over one buffer of 4096 bytes, whose first half is the input:
/// thread t copies the 16 input bytes at 16 t into shared memory at 16 t
/// with `copy` (its destination `[%r2]`, its source `[%rd2]`; `%r1` is the
/// shared array), runs `between`, then reads the 16 shared bytes of thread
/// t + `step` (mod 128) and stores them at 2048 + 16 t.
fn cp_async_kernel(copy: &str, between: &str, step: u32) -> String {
    let body = format!(
        "\t.shared .align 16 .b8 smem[4096];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 16;\n\tadd.s64 %rd2, %rd0, %rd1;\n\tmad.lo.u32 %r2, %r0, 16, %r1;\n{copy}\n{between}\n\tadd.u32 %r3, %r0, {step};\n\tand.b32 %r3, %r3, 127;\n\tmad.lo.u32 %r3, %r3, 16, %r1;\n\tld.shared.v4.b32 {{%r4, %r5, %r6, %r7}}, [%r3];\n\tst.global.v4.b32 [%rd2+2048], {{%r4, %r5, %r6, %r7}};"
    );
    module(&body, "")
}

/// The input bytes of [`cp_async_kernel`].
fn cp_async_input() -> Vec<u8> {
    (0..4096u32).map(|i| if i < 2048 { (i * 7 + 3) as u8 } else { 0 }).collect()
}

/// Runs [`cp_async_kernel`]: the 16 bytes each thread stored.
fn run_cp_async(copy: &str, between: &str, step: u32) -> Result<Vec<[u8; 16]>, super::EmulatorError> {
    let out = run_ptx(&cp_async_kernel(copy, between, step), "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits())?;
    let bytes = out.buffers[0].clone().expect("a buffer");
    Ok((0..128).map(|t| bytes[2048 + 16 * t..2048 + 16 * (t + 1)].try_into().expect("16 bytes")).collect())
}

/// The line (from 1) of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).expect("the line is there") + 1
}

#[test]
fn cp_async_copies_arrive_at_the_wait() {
    let input = cp_async_input();
    let neighbour = |t: usize| -> [u8; 16] { input[16 * ((t + 1) % 128)..][..16].try_into().expect("16 bytes") };
    let copies = [
        "\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.commit_group;\n\tcp.async.wait_group 0;",
        "\tcp.async.ca.shared.global [%r2], [%rd2], 16, 16;\n\tcp.async.wait_all;",
        // Smaller copies, at offsets of both addresses.
        "\tcp.async.ca.shared.global [%r2], [%rd2], 4;\n\tcp.async.ca.shared.global [%r2+4], [%rd2+4], 4;\n\tcp.async.ca.shared.global [%r2 + 8], [%rd2+8], 8;\n\tcp.async.commit_group;\n\tcp.async.wait_group 0;",
    ];
    for copy in copies {
        let got = run_cp_async(copy, "\tbar.sync 0;", 1).unwrap_or_else(|e| panic!("{copy}: {e}"));
        for (t, bytes) in got.iter().enumerate() {
            assert_eq!(*bytes, neighbour(t), "{copy}: thread {t}");
        }
    }
    // Predicated: threads 64 and up copy nothing, so their shared bytes keep their all-ones start.
    let copy = "\tsetp.lt.u32 %p1, %r0, 64;\n\t@%p1 cp.async.cg.shared.global [%r2], [%rd2], 16, 16;\n\tcp.async.commit_group;\n\tcp.async.wait_group 0;";
    let got = run_cp_async(copy, "\tbar.sync 0;", 1).expect("runs");
    for (t, bytes) in got.iter().enumerate() {
        let want = if (t + 1) % 128 < 64 { neighbour(t) } else { [0xff; 16] };
        assert_eq!(*bytes, want, "thread {t}");
    }
}

#[test]
fn cp_async_src_size_zero_fills_the_rest() {
    let input = cp_async_input();
    // Thread t reads t % 17 bytes (0 to 16) of its source.
    let copy = "\trem.u32 %r5, %r0, 17;\n\tcp.async.cg.shared.global [%r2], [%rd2], 16, %r5;\n\tcp.async.wait_all;";
    let got = run_cp_async(copy, "\tbar.sync 0;", 1).expect("runs");
    for (t, bytes) in got.iter().enumerate() {
        let u = (t + 1) % 128;
        let want: Vec<u8> = (0..16).map(|i| if i < u % 17 { input[16 * u + i] } else { 0 }).collect();
        assert_eq!(bytes[..], want[..], "thread {t}");
    }
    // src-size 0 reads nothing: a source far outside any buffer does not fault.
    let copy = "\tadd.s64 %rd3, %rd2, 1048576;\n\tmov.b32 %r5, 0;\n\tcp.async.cg.shared.global [%r2], [%rd3], 16, %r5;\n\tcp.async.wait_all;\n\tcp.async.ca.shared.global [%r2+8], [%rd3], 8, 0;\n\tcp.async.wait_all;";
    let got = run_cp_async(copy, "\tbar.sync 0;", 1).expect("runs");
    assert!(got.iter().all(|b| *b == [0; 16]));
    // With a src-size, the source is checked.
    let copy = "\tadd.s64 %rd3, %rd2, 1048576;\n\tcp.async.cg.shared.global [%r2], [%rd3], 16, 1;\n\tcp.async.wait_all;";
    let e = run_cp_async(copy, "\tbar.sync 0;", 1).expect_err("out of bounds");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    assert!(e.message.contains("cp.async: its source: an access of 1 bytes"), "{}", e.message);
}

#[test]
fn cp_async_wait_group_completes_all_but_the_newest_groups() {
    // Group 1 to shared 16 t, group 2 to shared 2048 + 16 t; wait_group 1
    // leaves the second pending.
    let copy = "\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.commit_group;\n\tcp.async.cg.shared.global [%r2+2048], [%rd2], 16;\n\tcp.async.commit_group;\n\tcp.async.wait_group 1;";
    let input = cp_async_input();
    let got = run_cp_async(copy, "\tbar.sync 0;", 1).expect("the older group is complete");
    for (t, bytes) in got.iter().enumerate() {
        assert_eq!(bytes[..], input[16 * ((t + 1) % 128)..][..16], "thread {t}");
    }
    // Reading the newer group's destination before its wait is an error.
    let between = "\tbar.sync 0;\n\tld.shared.b32 %r6, [%r1+2064];";
    let text = cp_async_kernel(copy, between, 1);
    let e = run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits()).expect_err("the newer group is pending");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    let line = line_of(&text, "[%r2+2048]");
    let want = format!("ld.shared reads .shared address 0x810, which a cp.async of thread 1 (line {line}) writes, before a cp.async.wait_group completes it");
    assert!(e.message.contains(&want) && e.message.contains("thread 0 of CTA"), "{}", e.message);
    // An empty group counts: with one committed after the second copy, wait_group 1 completes both.
    let copy = copy.replace("wait_group 1", "commit_group;\n\tcp.async.wait_group 1");
    run_ptx(&cp_async_kernel(&copy, between, 1), "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits()).expect("both groups are complete");
}

#[test]
fn cp_async_without_a_wait_is_an_error() {
    let copy = "\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.commit_group;";
    let text = cp_async_kernel(copy, "\tbar.sync 0;", 1);
    let e = run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits()).expect_err("a barrier completes no copy");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    let line = line_of(&text, "cp.async.cg");
    assert!(e.message.contains(&format!("ld.shared reads .shared address 0x10, which a cp.async of thread 1 (line {line}) writes, before a cp.async.wait_group")), "{}", e.message);
    // Nor does committing without waiting; and reading one's own destination is no different.
    let e = run_cp_async(copy, "\tld.shared.b32 %r6, [%r2+12];", 1).expect_err("its own copy is pending");
    assert!(e.message.contains("ld.shared reads .shared address 0xc, which a cp.async of thread 0"), "{}", e.message);
    // ldmatrix reads each row for the thread that gives its address.
    let between = "\tbar.sync 0;\n\tand.b32 %r6, %r0, 31;\n\tmad.lo.u32 %r6, %r6, 16, %r1;\n\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r4, %r5, %r6, %r7}, [%r6];";
    let e = run_cp_async(copy, between, 1).expect_err("ldmatrix of pending rows");
    assert!(e.message.contains("ldmatrix reads .shared address 0x0, which a cp.async of thread 0") && e.message.contains("(the row thread 0 gives)"), "{}", e.message);
}

#[test]
fn cp_async_over_bytes_another_thread_accessed_needs_a_barrier() {
    // Each thread reads its neighbour's shared bytes, then copies over its
    // own, which its other neighbour read: with nothing between, a race.
    let copy = "\tadd.u32 %r6, %r2, 16;\n\tld.shared.b32 %r7, [%r6];\n\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.wait_all;";
    let text = cp_async_kernel(copy, "\tbar.sync 0;", 1);
    let e = run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits()).expect_err("a write-after-read race");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    let line = line_of(&text, "ld.shared.b32 %r7");
    let want = format!("cp.async of thread 1 writes .shared address 0x10, which thread 0 read (line {line}) since the last barrier");
    assert!(e.message.contains(&want) && e.message.contains("thread 1 of CTA"), "{}", e.message);
    // A barrier between the read and the copy orders them.
    let ordered = copy.replace("\tcp.async.cg", "\tbar.sync 0;\n\tcp.async.cg");
    run_cp_async(&ordered, "\tbar.sync 0;", 1).expect("ordered by the barrier");
    // Two threads' copies to the same bytes race too, pending or completed.
    let copy = "\tand.b32 %r6, %r2, -32;\n\tcp.async.cg.shared.global [%r6], [%rd2], 16;\n\tcp.async.commit_group;";
    let text = cp_async_kernel(copy, "\tbar.sync 0;", 1);
    let e = run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(cp_async_input())], &limits()).expect_err("threads 0 and 1 copy to the same bytes");
    let line = line_of(&text, "cp.async.cg");
    let want = format!("cp.async of thread 1 writes .shared address 0x0, which a cp.async of thread 0 (line {line}) also writes, before a cp.async.wait_group completes it");
    assert!(e.message.contains(&want), "{}", e.message);
    let e = run_cp_async(&copy.replace("commit_group", "wait_all"), "\tbar.sync 0;", 1).expect_err("threads 0 and 1 copy to the same bytes");
    let want = format!("cp.async of thread 1 writes .shared address 0x0, which a cp.async of thread 0 (line {line}) wrote since the last barrier");
    assert!(e.message.contains(&want), "{}", e.message);
    // And so does reading another thread's completed copy before a barrier:
    // thread 1 reads thread 0's bytes right after its own wait.
    let e = run_cp_async("\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.wait_all;", "", 127).expect_err("no barrier after the wait");
    assert!(e.message.contains("ld.shared reads .shared address 0x0, which a cp.async of thread 0 (line") && e.message.contains("with no barrier between the wait"), "{}", e.message);
}

#[test]
fn cp_async_operands_are_checked() {
    let run_copy = |copy: &str| run_cp_async(&format!("{copy}\n\tcp.async.wait_all;"), "\tbar.sync 0;", 1);
    let e = run_copy("\tcp.async.cg.shared.global [%r2+4], [%rd2], 16;").expect_err("misaligned destination");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    assert!(e.message.contains("the .shared destination address 0x4 is not aligned to the cp-size of 16 bytes"), "{}", e.message);
    let e = run_copy("\tcp.async.ca.shared.global [%r2], [%rd2+4], 8;").expect_err("misaligned source");
    assert!(e.message.contains("is not aligned to the cp-size of 8 bytes") && e.message.contains(".global source address"), "{}", e.message);
    let e = run_copy("\tmov.b32 %r5, 20;\n\tcp.async.cg.shared.global [%r2], [%rd2], 16, %r5;").expect_err("src-size past cp-size");
    assert_eq!(e.kind, EmulatorErrorKind::Fault);
    assert!(e.message.contains("cp.async: src-size 20 is more than the cp-size of 16 bytes"), "{}", e.message);
    let e = run_copy("\tcp.async.cg.shared.global [%r2+4096], [%rd2], 16;").expect_err("past shared memory");
    assert!(e.message.contains("outside the 4096 bytes the kernel declares"), "{}", e.message);
    // A thread's second copy to bytes its first has pending: the two land in no defined order.
    let e = run_copy("\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tcp.async.commit_group;\n\tcp.async.cg.shared.global [%r2], [%rd2], 16;").expect_err("two pending copies to the same bytes");
    assert!(e.message.contains("also writes, before a cp.async.wait_group completes it"), "{}", e.message);
    // Copies to the same bytes over and over, never waited for: the second is that error.
    let e = run_copy("\tmov.u32 %r6, 0;\n$Lagain:\n\tcp.async.cg.shared.global [%r2], [%rd2], 16;\n\tadd.u32 %r6, %r6, 1;\n\tsetp.lt.u32 %p2, %r6, 2000;\n\t@%p2 bra $Lagain;").expect_err("copies over pending copies");
    assert!(e.message.contains("also writes"), "{}", e.message);
    // Decode errors: forms outside the subset.
    for (copy, want) in [
        ("\tcp.async.cg.shared.global [%r2], [%rd2], 8;", "cp.async.cg copies 16 bytes, not 8"),
        ("\tcp.async.ca.shared.global [%r2], [%rd2], 16, 20;", "src-size 20 is more than the cp-size of 16 bytes"),
        ("\tcp.async.ca.shared.global [%r2], [%rd2], 2;", "cp-size (operand 3) must be the immediate 4, 8 or 16"),
        ("\tcp.async.ca.shared.global [%r2], [%rd2], %r5;", "cp-size (operand 3) must be the immediate 4, 8 or 16"),
        ("\tcp.async.wait_group %r5;", "takes an immediate"),
        ("\tcp.async.ca.global.shared [%r2], [%rd2], 16;", "does not support the instruction 'cp.async.ca.global.shared'"),
    ] {
        let e = run_copy(copy).expect_err(copy);
        assert_eq!(e.kind, EmulatorErrorKind::Unsupported, "{copy}");
        assert!(e.message.contains(want), "{copy}: {}", e.message);
    }
}

#[test]
fn a_profile_counts_wavefronts_and_sectors_per_warp() {
    // Per warp: a column store (32 lanes 128 bytes apart: all in bank 0, 32
    // wavefronts), a row load (1), an ldmatrix.x4 whose rows are 64 bytes
    // apart (each matrix's 8 rows in 2 groups of 4 banks: 4 wavefronts, 16
    // in all, ideal 4); then a global store of consecutive words (4 sectors)
    // and one of words 32 bytes apart (32 sectors, ideal 4).
    let body = "\t.shared .align 16 .b8 smem[16384];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmad.lo.u32 %r2, %r0, 128, %r1;\n\tst.shared.b32 [%r2], %r0;\n\tbar.sync 0;\n\tmad.lo.u32 %r2, %r0, 4, %r1;\n\tld.shared.b32 %r3, [%r2];\n\tand.b32 %r2, %r0, 31;\n\tmad.lo.u32 %r2, %r2, 64, %r1;\n\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r4, %r5, %r6, %r7}, [%r2];\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 4;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tst.global.b32 [%rd1], %r3;\n\tmul.wide.u32 %rd1, %r0, 32;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tst.global.b32 [%rd1+512], %r4;";
    for grid in [1u32, 2] {
        let (_, profiled) = run_ptx_profiled(&module(body, ""), "k", [grid, 1, 1], vec![PtxArg::Buffer(vec![0; 4608])], &limits()).expect("runs");
        let total = profiled.profile.total();
        let g = u64::from(grid);
        assert_eq!((total.shared_requests, total.wavefronts, total.ideal_wavefronts), (12 * g, (4 * 32 + 4 + 4 * 16) * g, (4 + 4 + 4 * 4) * g), "{}", profiled.report);
        assert_eq!((total.global_requests, total.sectors, total.ideal_sectors), (8 * g, (4 * 4 + 4 * 32) * g, (4 * 4 + 4 * 4) * g), "{}", profiled.report);
        // Every instruction each of 128 threads reached: the body's 17 and ret.
        assert_eq!(profiled.profile.thread_instructions, 128 * 18 * g);
        // The worst instruction first, named with its line.
        let conflicts = profiled.report.lines().skip_while(|l| !l.contains("bank conflicts, by instruction")).nth(1).unwrap_or_default().to_string();
        assert!(conflicts.contains("'st.shared.b32'") && conflicts.contains(&format!("{} requests, {} wavefronts, ideal {}", 4 * g, 128 * g, 4 * g)), "{}", profiled.report);
    }
}

#[test]
fn a_profile_counts_a_copy_on_both_sides() {
    // Each thread copies 16 bytes: from consecutive global addresses (4
    // sectors per 8 lanes: 16 a warp), to shared rows 64 bytes apart (each
    // quarter warp's 8 rows in 2 groups of 4 banks: 4 wavefronts, ideal 1).
    let body = "\t.shared .align 16 .b8 smem[8192];\n\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, smem;\n\tmad.lo.u32 %r2, %r0, 64, %r1;\n\tld.param.u64 %rd0, [k_param_0];\n\tmul.wide.u32 %rd1, %r0, 16;\n\tadd.s64 %rd1, %rd0, %rd1;\n\tcp.async.cg.shared.global [%r2], [%rd1], 16;\n\tcp.async.wait_all;";
    let (_, profiled) = run_ptx_profiled(&module(body, ""), "k", [1, 1, 1], vec![PtxArg::Buffer(vec![0; 2048])], &limits()).expect("runs");
    let total = profiled.profile.total();
    assert_eq!((total.shared_requests, total.wavefronts, total.ideal_wavefronts), (4, 4 * 16, 4 * 4), "{}", profiled.report);
    assert_eq!((total.global_requests, total.sectors, total.ideal_sectors), (4, 4 * 16, 4 * 16), "{}", profiled.report);
}

#[test]
fn shared_memory_past_what_a_cta_can_have_is_refused() {
    // sm_80's CTAs have at most 163 KiB; two arrays sum (the second aligned).
    let kernel = |target: &str, first: u64| {
        module(&format!("\t.shared .align 16 .b8 a[{first}];\n\t.shared .align 128 .b8 b[1024];\n{STORE_FOUR}"), "").replace(".target sm_90", &format!(".target {target}"))
    };
    let run_kernel = |text: String| run_ptx(&text, "k", [1, 1, 1], vec![PtxArg::Buffer(vec![0; 16])], &limits());
    run_kernel(kernel("sm_80", 163 * 1024 - 1024)).expect("163 KiB in all fit sm_80");
    let err = run_kernel(kernel("sm_80", 163 * 1024 - 1023)).expect_err("past 163 KiB");
    assert_eq!(err.kind, EmulatorErrorKind::Unsupported);
    assert!(err.message.contains("declares 167040 bytes of shared memory, more than the 166912 a CTA can have on sm_80"), "{}", err.message);
    run_kernel(kernel("sm_90a", 163 * 1024 - 1023)).expect("sm_90a has 227 KiB");
}
