//! The Rust tile API against seed 000 (the Tile C++ programming model):
//! every table and example of the seed as a row of a table, with the seed's
//! expected result; then kernels built with the API: they verify, round-trip
//! through text and bytecode, and compute the right results on the CPU
//! interpreter; and ill-formed requests fail at build time naming the rule
//! and the caller's line.

use std::cmp::Ordering;

use tilesmith::tiles::convert::{
    arithmetic_common_type, arithmetic_conversion, arithmetic_tile_promotion, bool_tile_conversion, broadcast_conversion, float_rank_cmp, is_narrowing, mutual_broadcast_conversion,
    tile_conversion, ArithmeticConversion, TileLikeType,
};
use tilesmith::tiles::scalar::is_pointer_scalar_cpp;
use tilesmith::tiles::shape::{broadcastable_to, check_broadcastable_to, index_space, mutual_broadcast_compatible, mutual_broadcast_shape, row_major_offset, shape_equivalent, Dim, Extents};
use tilesmith::tiles::{select, FpModifiers, Kernel, MemoryOrder, NanPropagation, Rounding, Rule, ScalarKind, Subnormals, TensorSpan, ThreadScope, ViewPadding};

// Each example is a whole program with its own `mod support;`, so the
// shared support file is loaded once per example here.
#[path = "../examples/layernorm.rs"]
#[allow(dead_code, clippy::duplicate_mod)]
mod layernorm;
#[path = "../examples/matmul.rs"]
#[allow(dead_code, clippy::duplicate_mod)]
mod matmul;
#[path = "../examples/softmax.rs"]
#[allow(dead_code, clippy::duplicate_mod)]
mod softmax;
#[path = "../examples/vector_add.rs"]
#[allow(dead_code, clippy::duplicate_mod)]
mod vector_add;

fn kind(name: &str) -> ScalarKind {
    ScalarKind::from_cpp_name(name).unwrap_or_else(|| panic!("{name} is a scalar of the model"))
}

/// `ct::tile<E, ct::shape<...>>` or a scalar, written as the seed writes them.
fn ty(spec: &str) -> TileLikeType {
    match spec.strip_prefix("tile<") {
        Some(rest) => {
            let rest = rest.strip_suffix('>').expect("tile<...>");
            let (element, shape) = rest.split_once(';').expect("tile<E; d, d>");
            let dims: Vec<u64> = shape.split(',').map(str::trim).filter(|d| !d.is_empty()).map(|d| d.parse().expect("a dimension")).collect();
            TileLikeType::tile(kind(element.trim()), &dims)
        }
        None => TileLikeType::scalar(kind(spec)),
    }
}

// ---- Scalars ----

#[test]
fn scalar_categories() {
    // (type, integral, basic float, restricted float)
    let table = [
        ("char", true, false, false),
        ("unsigned int", true, false, false),
        ("long long", true, false, false),
        ("char32_t", true, false, false),
        ("wchar_t", true, false, false),
        ("bool", true, false, false),
        ("double", false, true, false),
        ("float", false, true, false),
        ("__half", false, true, false),
        ("__nv_bfloat16", false, true, false),
        ("__nv_fp8_e4m3", false, false, true),
        ("__nv_fp8_e5m2", false, false, true),
        ("__nv_tf32", false, false, true),
        ("int const", true, false, false),
    ];
    for (name, integral, basic, restricted) in table {
        let k = kind(name);
        assert_eq!((k.is_integral(), k.is_basic_floating_point(), k.is_restricted_floating_point()), (integral, basic, restricted), "{name}");
        assert_eq!(k.is_arithmetic(), integral || basic, "{name}: arithmetic = integral or basic floating point");
    }
    // Not scalars: too wide, an enumeration, C++23 extended floating point types.
    for name in ["int128_t", "std::byte", "std::bfloat16_t", "std::float16_t", "std::float32_t", "std::float64_t", "std::float128_t"] {
        assert_eq!(ScalarKind::from_cpp_name(name), None, "{name} is not a scalar");
    }
}

#[test]
fn pointer_scalars() {
    for p in ["int* const", "double const*", "void*", "__half volatile const*"] {
        assert!(is_pointer_scalar_cpp(p), "{p} is a pointer scalar");
    }
    for p in ["int**", "int Foo::*", "void (*)(int, double)", "Foo const*"] {
        assert!(!is_pointer_scalar_cpp(p), "{p} is not a pointer scalar");
    }
}

#[test]
fn integral_properties() {
    assert_eq!(ScalarKind::Bool.bitwidth(), 1);
    assert_eq!(ScalarKind::I32.bitwidth(), 32);
    assert_eq!(ScalarKind::Bool.integer_range(), (0, 1));
}

// ---- Extents and shapes ----

#[test]
fn extents() {
    let a = Extents::shape(&[4, 8]);
    let b = Extents::new(ScalarKind::U32, &[Dim::Dynamic, Dim::Static(8)]);
    let c = Extents::new(ScalarKind::U32, &[Dim::Dynamic, Dim::Dynamic]);
    assert_eq!((a.rank(), a.rank_dynamic(), b.rank_dynamic(), c.rank_dynamic()), (2, 0, 1, 2));
    assert_eq!(Extents::shape(&[3, 4, 5]).rank(), 3);
    assert_eq!(Extents::shape(&[]).rank(), 0);
    assert_eq!(Extents::shape(&[]).size(), Some(1), "rank 0 has one element");
    assert_eq!(Extents::shape(&[4, 8]).size(), Some(32));
    assert_eq!(Extents::shape(&[5]).size(), Some(5));
    let mixed = Extents::new(ScalarKind::U32, &[Dim::Static(4), Dim::Dynamic, Dim::Static(7)]);
    assert_eq!((mixed.static_extent(0), mixed.static_extent(1), mixed.static_extent(2)), (Some(4), None, Some(7)));
    assert!(Extents::shape(&[4, 1]).static_dims().is_some_and(|d| d[1] == 1), "dimension 1 is singleton");
    // Shape equivalent despite index types.
    assert!(shape_equivalent(&Extents::shape(&[4, 8]), &Extents::new(ScalarKind::U64, &[Dim::Static(4), Dim::Static(8)])));
    // Index space of a 2x3 extents.
    assert_eq!(index_space(&[2, 3]), vec![vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0], vec![1, 1], vec![1, 2]]);
}

#[test]
fn tile_compatible_shapes() {
    assert!(Extents::shape(&[4, 7]).check_tile_compatible().is_err(), "7 is not a power of two");
    assert!(Extents::shape(&[0]).check_tile_compatible().is_err(), "0 is not a power of two");
    assert!(Extents::new(ScalarKind::I16, &[Dim::Static(4), Dim::Static(8)]).check_tile_compatible().is_err(), "index type is not uint32_t");
    assert!(Extents::shape(&[]).check_tile_compatible().is_ok(), "ct::shape<> is tile compatible");
    assert!(Extents::shape(&[1 << 13, 1 << 12]).check_tile_compatible().is_err(), "over the size limit");
    assert_eq!(Extents::shape(&[4, 7]).check_tile_compatible().unwrap_err().rule, Rule::TileCompatibleShape);
}

#[test]
fn row_major_arrangement() {
    // A 4x2 tile holding 0..8: its row-major arrangement is 0..8.
    let order: Vec<u64> = index_space(&[4, 2]).iter().map(|i| row_major_offset(&[4, 2], i)).collect();
    assert_eq!(order, (0..8).collect::<Vec<_>>());
}

#[test]
fn broadcastable_to_table() {
    for (src, dst) in [(&[4u64, 1][..], &[4u64, 8][..]), (&[2], &[4, 2]), (&[5, 2], &[5, 2])] {
        assert!(broadcastable_to(src, dst), "{src:?} -> {dst:?}");
    }
    // Tile like sources: the target must also be tile compatible.
    for (src, dst) in [(ty("double"), &[4u64, 8][..]), (ty("tile<float; 2>"), &[8, 2]), (ty("tile<float; 2, 1, 8>"), &[2, 16, 8])] {
        assert!(check_broadcastable_to(src.shape(), dst).is_ok(), "{src} -> {dst:?}");
        assert_eq!(broadcast_conversion(&src, dst).unwrap(), TileLikeType::tile(src.element, dst), "broadcast of a scalar is a tile");
    }
    assert!(!broadcastable_to(&[4, 2], &[4, 8]));
    assert!(check_broadcastable_to(&[5, 2], &[5, 2]).is_err(), "5x2 is not tile compatible");
}

#[test]
fn mutual_broadcast_table() {
    for (a, b) in [(&[5u64, 1][..], &[1u64, 3][..]), (&[2, 4, 1], &[4, 3]), (&[], &[3, 4, 5])] {
        assert!(mutual_broadcast_compatible(a, b), "{a:?} and {b:?}");
    }
    assert!(!mutual_broadcast_compatible(&[4, 2], &[5, 2]));
    assert_eq!(mutual_broadcast_shape(&[4, 2], &[5, 2]).unwrap_err().rule, Rule::MutualBroadcastCompatible);
    let table: [(&[u64], &[u64], &[u64]); 4] = [(&[4, 1], &[4, 8], &[4, 8]), (&[1, 5], &[3, 1], &[3, 5]), (&[4, 2, 1], &[2, 6], &[4, 2, 6]), (&[4], &[1, 2, 1], &[1, 2, 4])];
    for (a, b, want) in table {
        assert_eq!(mutual_broadcast_shape(a, b).unwrap(), want, "{a:?} and {b:?}");
    }
    // Tile like types pairwise broadcast compatible.
    let types = [ty("tile<int; 2, 1, 8>"), ty("tile<int; 1, 4, 1>"), ty("tile<float; 4, 8>"), ty("double")];
    for a in &types {
        for b in &types {
            assert!(mutual_broadcast_conversion(a, b).is_ok(), "{a} and {b}");
        }
    }
    // Scalar and tile give two tiles; two scalars stay scalars.
    let (x, y) = mutual_broadcast_conversion(&ty("int"), &ty("tile<int; 2>")).unwrap();
    assert!(!x.is_scalar() && !y.is_scalar());
    let (x, y) = mutual_broadcast_conversion(&ty("int"), &ty("float")).unwrap();
    assert!(x.is_scalar() && y.is_scalar());
}

// ---- Conversions ----

#[test]
fn floating_point_conversion_ranks() {
    let less = [
        ("__nv_fp8_e4m3", "__half"),
        ("__nv_fp8_e4m3", "__nv_bfloat16"),
        ("__nv_fp8_e5m2", "__half"),
        ("__nv_fp8_e5m2", "__nv_bfloat16"),
        ("__half", "__nv_tf32"),
        ("__nv_bfloat16", "__nv_tf32"),
        ("__nv_tf32", "float"),
        ("float", "double"),
    ];
    for (lo, hi) in less {
        assert_eq!(float_rank_cmp(kind(lo), kind(hi)), Some(Ordering::Less), "{lo} < {hi}");
        assert_eq!(float_rank_cmp(kind(hi), kind(lo)), Some(Ordering::Greater), "{hi} > {lo}");
    }
    assert_eq!(float_rank_cmp(kind("__nv_fp8_e4m3"), kind("__nv_fp8_e5m2")), None, "fp8 types are unordered");
    assert_eq!(float_rank_cmp(kind("__half"), kind("__nv_bfloat16")), None, "half and bfloat16 are unordered");
    assert_eq!(float_rank_cmp(kind("__nv_fp8_e4m3"), kind("double")), Some(Ordering::Less), "transitive");
    // No two distinct types share a rank.
    let floats: Vec<ScalarKind> = ScalarKind::ALL.iter().copied().filter(|k| k.is_floating_point()).collect();
    for &a in &floats {
        for &b in &floats {
            assert_eq!(float_rank_cmp(a, b) == Some(Ordering::Equal), a == b);
        }
    }
}

#[test]
fn scalar_and_tile_conversions() {
    assert!(is_narrowing(kind("double"), kind("__half")), "double -> __half exists and narrows");
    assert!(is_narrowing(kind("__nv_bfloat16"), kind("__half")), "unordered ranks narrow");
    assert!(!is_narrowing(kind("__half"), kind("float")));
    assert!(is_narrowing(kind("unsigned int"), kind("int")));
    assert!(!is_narrowing(kind("bool"), kind("int")));
    assert!(tile_conversion(&ty("int"), &ty("tile<int;>")).is_ok(), "int -> tile<int, shape<>>");
    assert_eq!(tile_conversion(&ty("int"), &ty("tile<int; 1>")).unwrap_err().rule, Rule::TileConversion, "int -> tile<int, shape<1>> does not exist");
    assert_eq!(bool_tile_conversion(&ty("tile<float; 4>")), ty("tile<bool; 4>"));
    assert_eq!(bool_tile_conversion(&ty("float")), ty("bool"), "a scalar stays a scalar");
}

#[test]
fn arithmetic_common_type_table() {
    let table = [
        ("int", "double", Some("double")),
        ("__half", "float", Some("float")),
        ("__half", "__nv_bfloat16", None),
        ("short", "short", Some("short")),
        ("char16_t", "unsigned short", Some("unsigned short")),
        // The integral rules spelled out.
        ("int", "unsigned int", Some("unsigned int")),
        ("int", "unsigned short", Some("int")),
        ("long long", "unsigned int", Some("long long")),
        ("unsigned long long", "int", Some("unsigned long long")),
        ("long", "unsigned long long", Some("unsigned long long")),
        ("char", "signed char", Some("signed char")),
        ("char32_t", "unsigned int", Some("unsigned int")),
        ("wchar_t", "int", Some("int")),
        ("__nv_fp8_e4m3", "__nv_fp8_e5m2", None),
    ];
    for (a, b, want) in table {
        let got = arithmetic_common_type(kind(a), kind(b));
        match want {
            Some(c) => assert_eq!(got.unwrap(), kind(c), "{a}, {b}"),
            None => assert_eq!(got.unwrap_err().rule, Rule::ArithmeticCommonType, "{a}, {b}"),
        }
        assert_eq!(arithmetic_common_type(kind(b), kind(a)).ok(), want.map(kind), "symmetric: {b}, {a}");
    }
}

#[test]
fn arithmetic_tile_versus_comparison_conversion() {
    // (T, U, arithmetic tile conversion, arithmetic comparison conversion); Err names the rule.
    type Row = (&'static str, &'static str, Result<&'static str, Rule>, Result<&'static str, Rule>);
    let table: [Row; 6] = [
        // Example 1: float 1x2 - double 2x1.
        ("tile<float; 1, 2>", "tile<double; 2, 1>", Ok("tile<double; 2, 2>"), Ok("tile<double; 2, 2>")),
        // Example 2: 2.0 * x is ill-formed, 2.0 == x is fine.
        ("double", "tile<int; 8>", Err(Rule::Narrowing), Ok("tile<double; 8>")),
        // Example 3 A to D.
        ("tile<int; 4, 1>", "tile<float; 1, 8>", Ok("tile<float; 4, 8>"), Ok("tile<float; 4, 8>")),
        ("float", "tile<int; 4, 8>", Err(Rule::Narrowing), Ok("tile<float; 4, 8>")),
        ("__nv_bfloat16", "tile<__half; 4, 8>", Err(Rule::Narrowing), Err(Rule::ArithmeticCommonType)),
        ("unsigned int", "tile<int; 4, 8>", Err(Rule::Narrowing), Err(Rule::Narrowing)),
    ];
    for (t, u, tile_want, cmp_want) in table {
        for (kind_, want) in [(ArithmeticConversion::Tile, tile_want), (ArithmeticConversion::Comparison, cmp_want)] {
            let got = arithmetic_conversion(kind_, &ty(t), &ty(u));
            match want {
                Ok(w) => assert_eq!(got.unwrap(), ty(w), "{kind_:?}: {t}, {u}"),
                Err(rule) => assert_eq!(got.unwrap_err().rule, rule, "{kind_:?}: {t}, {u}"),
            }
        }
    }
    // Two scalars give a scalar; integral -> floating is allowed narrowing.
    assert_eq!(arithmetic_conversion(ArithmeticConversion::Tile, &ty("int"), &ty("float")).unwrap(), ty("float"));
    assert_eq!(arithmetic_conversion(ArithmeticConversion::Tile, &ty("tile<float; 4>"), &ty("long long")).unwrap(), ty("tile<float; 4>"));
    // Shapes that do not broadcast make the conversion ill-formed.
    assert_eq!(arithmetic_conversion(ArithmeticConversion::Tile, &ty("tile<int; 4, 2>"), &ty("tile<int; 8, 2>")).unwrap_err().rule, Rule::MutualBroadcastCompatible);
}

#[test]
fn arithmetic_tile_promotion_table() {
    let table = [("tile<bool; 4>", "tile<int; 4>"), ("short", "int"), ("unsigned char", "int"), ("char32_t", "unsigned int"), ("tile<float; 2>", "tile<float; 2>"), ("long long", "long long")];
    for (from, to) in table {
        assert_eq!(arithmetic_tile_promotion(&ty(from)), ty(to), "{from}");
    }
}

// ---- Kernels built with the API ----

fn check_kernel(kernel: &tilesmith::tiles::KernelModule) {
    kernel.verify().unwrap_or_else(|d| panic!("{} does not verify: {}\n{}", kernel.name, d.message, kernel.to_text()));
    kernel.check_round_trips().unwrap();
}

fn worst(got: &[f32], want: &[f32]) -> f32 {
    assert_eq!(got.len(), want.len());
    got.iter().zip(want).map(|(g, w)| (g - w).abs()).fold(0.0, f32::max)
}

#[test]
fn examples_verify_round_trip_and_compute() {
    let k = vector_add::build().unwrap();
    check_kernel(&k);
    let k = softmax::build().unwrap();
    check_kernel(&k);
    let (got, want) = softmax::run(&k).unwrap();
    assert!(worst(&got, &want) < 1e-5);
    let k = layernorm::build().unwrap();
    check_kernel(&k);
    let (got, want) = layernorm::run(&k).unwrap();
    assert!(worst(&got, &want) < 1e-4);
    let k = matmul::build().unwrap();
    check_kernel(&k);
    let (got, want) = matmul::run(&k).unwrap();
    assert!(worst(&got, &want) < 1e-3);
}

fn i32_bytes(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

#[test]
fn integer_ops_masks_if_scan_and_atomics_run() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("mixed");
    let (x, out, count) = (k.pointer_param::<i32>(), k.pointer_param::<i32>(), k.pointer_param::<i32>());
    let lanes = k.iota::<i32>(16);
    let v = (&x + &lanes).load();
    // Broadcast a 16x1 against 1x16, bitwise and shifts, comparisons with a scalar.
    let odd = (&v & 1).equal(1);
    let shifted = &(&v << 2) >> 1;
    let picked = tilesmith::tiles::select(&odd, &shifted, &-&v);
    let prefix = picked.scan(0, false, 0, |a, b| a + b);
    let total = prefix.reduce(0, 0, |a, b| a + b);
    let doubled: tilesmith::tiles::Tile<i32> = k.if_else(&total.greater(0), || &total * 2, || total.clone());
    (&out + &lanes).store_masked(&prefix, &lanes.less(8));
    let _ = (&count + &k.iota::<i32>(1)).atomic_rmw(tilesmith::tiles::AtomicRMWMode::Add, &doubled.reshape(&[1]), MemoryOrder::Relaxed, ThreadScope::Device);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let xs: Vec<i32> = (0..16).map(|i| i * 3 - 20).collect();
    let picked: Vec<i32> = xs.iter().map(|&v| if v & 1 == 1 { (v << 2) >> 1 } else { -v }).collect();
    let prefix: Vec<i32> = picked.iter().scan(0, |s, v| { *s += v; Some(*s) }).collect();
    let total: i32 = prefix.iter().sum();
    let doubled = if total > 0 { total * 2 } else { total };
    let run = kernel.run([2, 1, 1], vec![KernelArg::Buffer(i32_bytes(&xs)), KernelArg::Buffer(vec![0; 64]), KernelArg::Buffer(vec![0; 4])]).unwrap();
    let got = i32s(run.buffers[1].as_ref().unwrap());
    assert_eq!(&got[..8], &prefix[..8]);
    assert_eq!(&got[8..], &[0; 8], "masked off");
    assert_eq!(i32s(run.buffers[2].as_ref().unwrap()), vec![2 * doubled], "two blocks added atomically");
}

#[test]
fn conversions_in_kernels() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("convert");
    let (x, out) = (k.pointer_param::<i32>(), k.pointer_param::<f32>());
    let lanes = k.iota::<i32>(8);
    let v = (&x + &lanes).load();
    // Tile of f32 times an integer scalar: integral -> floating is allowed, the tile's type wins.
    let f = v.convert::<f32>() * 3i32;
    // A comparison of an int tile with a double scalar compares as double.
    let big = v.greater(2.5f64);
    let r = tilesmith::tiles::select(&big, &f, &k.full(&[8], -1.0f32));
    (&out + &lanes).store(&r);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let xs: Vec<i32> = (0..8).collect();
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(i32_bytes(&xs)), KernelArg::Buffer(vec![0; 32])]).unwrap();
    let got: Vec<f32> = run.buffers[1].as_ref().unwrap().chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let want: Vec<f32> = xs.iter().map(|&v| if f64::from(v) > 2.5 { v as f32 * 3.0 } else { -1.0 }).collect();
    assert_eq!(got, want);
}

/// Runs `convert::<U>()` of `xs` (8 elements of `T`) on the interpreter; the results as raw bytes.
fn converted<T: tilesmith::tiles::Numeric, U: tilesmith::tiles::Numeric>(xs: &[u8], out_bytes: usize) -> Vec<u8> {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("convert");
    let (x, out) = (k.pointer_param::<T>(), k.pointer_param::<U>());
    let lanes = k.iota::<i32>(8);
    (&out + &lanes).store(&(&x + &lanes).load().convert::<U>());
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(xs.to_vec()), KernelArg::Buffer(vec![0; out_bytes])]).unwrap();
    run.buffers[1].clone().unwrap()
}

#[test]
fn float_to_integer_conversion_truncates() {
    // Seed 000: the floating-integral conversion truncates, as C++ does (ftoi's rounding).
    let xs: [f32; 8] = [2.7, -2.7, -0.5, 1_000_000.75, 0.99, -0.99, 7.0, -8.5];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(i32s(&converted::<f32, i32>(&bytes, 32)), vec![2, -2, 0, 1_000_000, 0, 0, 7, -8]);
    let xs: [f64; 8] = [2.7, -2.7, -0.5, 1e15 + 0.5, 0.99, -0.99, 7.0, -8.5];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let got: Vec<i64> = converted::<f64, i64>(&bytes, 64).chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, vec![2, -2, 0, 1_000_000_000_000_000, 0, 0, 7, -8]);
    let xs: [half::f16; 8] = [2.7, -2.7, -0.5, 1000.5, 0.99, -0.99, 7.0, -8.5].map(half::f16::from_f32);
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let got: Vec<i16> = converted::<half::f16, i16>(&bytes, 16).chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
    assert_eq!(got, vec![2, -2, 0, 1000, 0, 0, 7, -8]);
    let xs: [f32; 8] = [2.7, 3e9, 0.5, 4_000_000_000.0, 1.99, 0.0, 7.0, 65_536.9];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let got: Vec<u32> = converted::<f32, u32>(&bytes, 32).chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, vec![2, 3_000_000_000, 0, 4_000_000_000, 1, 0, 7, 65_536]);
}

#[test]
fn integer_to_half_beyond_its_range_is_infinite() {
    // Seed 000, rule 3.2: an integer outside the finite range of the destination is the
    // infinity of its sign; inside, it rounds to nearest even (65504 is the largest __half).
    let (inf, ninf, max) = (f32::INFINITY, f32::NEG_INFINITY, 65504.0);
    let halves = |b: Vec<u8>| -> Vec<f32> { b.chunks_exact(2).map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f32()).collect() };
    let xs: [i32; 8] = [65504, 65519, -65519, 70000, i32::MAX, i32::MIN, 65505, -2049];
    assert_eq!(halves(converted::<i32, half::f16>(&i32_bytes(&xs), 16)), vec![max, inf, ninf, inf, inf, ninf, inf, -2048.0]);
    let xs: [u32; 8] = [65504, 65535, 65505, 0, u32::MAX, 2049, 2051, 1];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(halves(converted::<u32, half::f16>(&bytes, 16)), vec![max, inf, inf, 0.0, inf, 2048.0, 2052.0, 1.0]);
    let xs: [i64; 8] = [65504, 65519, -65519, i64::MAX, i64::MIN, -65504, 3, -3];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(halves(converted::<i64, half::f16>(&bytes, 16)), vec![max, inf, ninf, inf, ninf, -max, 3.0, -3.0]);
    // i16 and u8 fit __half's range: plain rounding (32767 rounds to 32768).
    let xs: [i16; 8] = [32767, -32768, 2049, -2051, 0, 1, -1, 4097];
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(halves(converted::<i16, half::f16>(&bytes, 16)), vec![32768.0, -32768.0, 2048.0, -2052.0, 0.0, 1.0, -1.0, 4096.0]);
    // f32 is wide enough for every integer: no infinities.
    let xs: [i32; 8] = [i32::MAX, i32::MIN, 16_777_217, 3, -3, 0, 1, -1];
    let got: Vec<f32> = converted::<i32, f32>(&i32_bytes(&xs), 32).chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, vec![2_147_483_648.0, -2_147_483_648.0, 16_777_216.0, 3.0, -3.0, 0.0, 1.0, -1.0]);
}

// ---- Ill-formed kernels fail at build time, naming the rule and the line ----

#[test]
fn double_times_int_tile_is_ill_formed_at_the_callers_line() {
    let k = Kernel::new("bad");
    let x = k.full(&[8], 42i32);
    let line = line!() + 1;
    let _ = 2.0f64 * x.clone();
    let _ = x.equal(2.0f64); // fine: comparison conversion
    let err = k.finish().unwrap_err();
    assert_eq!(err.rule, Rule::Narrowing);
    let at = err.location.expect("the caller's location");
    assert_eq!((at.file(), at.line()), (file!(), line));
    assert!(err.to_string().contains("ill-formed (narrowing conversion)"), "{err}");
}

/// A request the API must refuse: what it is, the rule it breaks, and the
/// calls that make it.
type IllFormedCase = (&'static str, Rule, fn(&Kernel));

/// Each case's kernel must fail to finish, naming the case's rule and a line
/// of this file.
fn assert_ill_formed(cases: &[IllFormedCase]) {
    for &(name, rule, build) in cases {
        let k = Kernel::new("bad");
        build(&k);
        let err = k.finish().expect_err(name);
        assert_eq!(err.rule, rule, "{name}: {err}");
        assert_eq!(err.location.map(|l| l.file()), Some(file!()), "{name}: located in this file");
    }
}

#[test]
fn ill_formed_requests_are_rejected() {
    let cases: [IllFormedCase; 19] = [
        // bf16 with f16 has no common type: that does not compile (see ArithmeticCommon).
        ("i32 tile == u32 tile: int -> unsigned int narrows", Rule::Narrowing, |k| {
            let _ = k.full(&[4], 1i32).equal(k.full(&[4], 1u32));
        }),
        ("u32 scalar + i32 tile", Rule::Narrowing, |k| {
            let _ = k.full(&[4], 1i32) + 1u32;
        }),
        ("shape not power of two", Rule::TileCompatibleShape, |k| {
            let _ = k.full(&[4, 7], 1i32);
        }),
        ("no mutual broadcast", Rule::MutualBroadcastCompatible, |k| {
            let _ = k.full(&[4, 2], 1.0f32) + k.full(&[8, 2], 1.0f32);
        }),
        ("broadcast to smaller", Rule::BroadcastableTo, |k| {
            let _ = k.full(&[4, 2], 1.0f32).broadcast(&[4, 4]);
        }),
        ("reshape changes size", Rule::ShapeMismatch, |k| {
            let _ = k.full(&[4, 2], 1.0f32).reshape(&[4]);
        }),
        ("approximate add", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 1.0f32).add_with(1.0f32, FpModifiers::rounding(Rounding::Approximate));
        }),
        ("full rounding on f16 division", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], half::f16::ONE).div_with(half::f16::ONE, FpModifiers::rounding(Rounding::Full));
        }),
        ("flush subnormals on f64", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 1.0f64).add_with(1.0f64, FpModifiers::default().flush_subnormals());
        }),
        ("approximate sqrt on f64", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 2.0f64).sqrt_with(FpModifiers::rounding(Rounding::Approximate));
        }),
        ("full rounding on sqrt", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 2.0f32).sqrt_with(FpModifiers::rounding(Rounding::Full));
        }),
        ("approximate fma", Rule::NumericModifier, |k| {
            let x = k.full(&[4], 2.0f32);
            let _ = tilesmith::tiles::fma(&x, &x, &x, FpModifiers::rounding(Rounding::Approximate));
        }),
        ("flush subnormals in an f64 fma", Rule::NumericModifier, |k| {
            let x = k.full(&[4], 2.0f64);
            let _ = tilesmith::tiles::fma(&x, &x, &x, FpModifiers::default().flush_subnormals());
        }),
        ("full rounding on add", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 2.0f32).add_with(1.0f32, FpModifiers::rounding(Rounding::Full));
        }),
        ("rounding on integers", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 1i32).add_with(1i32, FpModifiers::rounding(Rounding::TowardZero));
        }),
        ("NaN propagation on add", Rule::NumericModifier, |k| {
            let _ = k.full(&[4], 1i32).max_with(1i32, NanPropagation::Propagate, Subnormals::Preserve);
        }),
        ("release load", Rule::MemoryOrder, |k| {
            let p = k.pointer_param::<f32>();
            let _ = (&p + &k.iota::<i32>(4)).load_ordered(tilesmith::tiles::Ordering::strong(MemoryOrder::Release, ThreadScope::System));
        }),
        ("acquire atomic store", Rule::MemoryOrder, |k| {
            let p = k.pointer_param::<i32>();
            (&p + &k.iota::<i32>(4)).atomic_store(&k.iota::<i32>(4), MemoryOrder::Acquire, ThreadScope::Block);
        }),
        ("NaN padding for integers", Rule::ViewPadding, |k| {
            let p = k.pointer_param::<i32>();
            let _ = TensorSpan::row_major(&p, &[8]).partition(&[8], Some(ViewPadding::Nan));
        }),
    ];
    assert_ill_formed(&cases);
}

#[test]
fn supported_modifiers_verify() {
    let k = Kernel::new("modifiers");
    let x = k.full(&[4], 8.0f32);
    let _ = x.add_with(1.0f32, FpModifiers::rounding(Rounding::TowardNegative));
    let _ = x.sub_with(1.0f32, FpModifiers::rounding(Rounding::TiesToEven).flush_subnormals());
    let _ = x.div_with(3.0f32, FpModifiers::rounding(Rounding::Approximate));
    let _ = x.div_with(3.0f32, FpModifiers::rounding(Rounding::Full));
    let _ = x.sqrt_with(FpModifiers::rounding(Rounding::Approximate));
    let _ = x.max_with(1.0f32, NanPropagation::Propagate, Subnormals::RoundToZero);
    let _ = tilesmith::tiles::fma(&x, &x, &x, FpModifiers::rounding(Rounding::TowardPositive));
    let _ = tilesmith::tiles::fma(&x, &x, &x, FpModifiers::rounding(Rounding::TowardZero).flush_subnormals());
    let _ = x.sqrt_with(FpModifiers::rounding(Rounding::TowardZero).flush_subnormals());
    let p = k.pointer_param::<f32>();
    let ptrs = &p + &k.iota::<i32>(4);
    let _ = ptrs.load_ordered(tilesmith::tiles::Ordering::strong(MemoryOrder::Acquire, ThreadScope::Device));
    ptrs.store_ordered(&x, tilesmith::tiles::Ordering::strong(MemoryOrder::Release, ThreadScope::Block));
    let _ = ptrs.atomic_rmw(tilesmith::tiles::AtomicRMWMode::Addf, &x, MemoryOrder::AcqRel, ThreadScope::default());
    let n = k.length_param();
    let span = TensorSpan::new(&p, Extents::new(ScalarKind::I64, &[Dim::Dynamic, Dim::Static(4)]), vec![n], vec![tilesmith::tiles::Stride::Static(4), tilesmith::tiles::Stride::Static(1)]);
    let view = span.partition(&[2, 4], Some(ViewPadding::PositiveInfinity));
    let zero = k.scalar(0i32);
    let t = view.load(&[&zero, &zero]);
    view.store(&[&zero, &zero], &t.permute(&[0, 1]));
    let [_, _, _] = k.num_blocks();
    k.print("%f\n", &[&x]);
    k.assert(&x.greater(0.0f32), "positive");
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    assert!(kernel.to_text_with_locations().contains("tests/tiles.rs"), "ops carry the Rust source line");
}

// ---- Mixed element types: seed 000's arithmetic conversions, run on the interpreter ----

fn f64_bytes(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn f64s(b: &[u8]) -> Vec<f64> {
    b.chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes"))).collect()
}
fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes"))).collect()
}

/// The type-level table (`ArithmeticCommon`) agrees with the rule function
/// for every pair of Rust arithmetic element types.
#[test]
fn arithmetic_common_trait_matches_the_rule() {
    use tilesmith::tiles::{ArithmeticCommon, Element};
    fn output<T: ArithmeticCommon<U>, U: tilesmith::tiles::Arithmetic>() -> ScalarKind {
        <<T as ArithmeticCommon<U>>::Output as Element>::KIND
    }
    macro_rules! row {
        ($t:ty; $($u:ty),*) => {$(
            assert_eq!(Ok(output::<$t, $u>()), arithmetic_common_type(<$t as Element>::KIND, <$u as Element>::KIND).map_err(|e| e.rule), "{} with {}", stringify!($t), stringify!($u));
        )*};
    }
    macro_rules! table {
        ($($t:ty),*) => {$(row!($t; bool, i8, u8, i16, u16, i32, u32, i64, u64, f32, f64);)*};
    }
    table!(bool, i8, u8, i16, u16, i32, u32, i64, u64, f32, f64);
    use half::{bf16, f16};
    row!(f16; bool, i8, u8, i16, u16, i32, u32, i64, u64, f16, f32, f64);
    row!(bf16; bool, i8, u8, i16, u16, i32, u32, i64, u64, bf16, f32, f64);
    row!(f32; f16, bf16);
    row!(f64; f16, bf16);
    row!(i32; f16, bf16);
    // The one pair of Rust arithmetic types without a common type has no impl
    // (a compile_fail doctest on ArithmeticCommon checks that).
    assert_eq!(arithmetic_common_type(ScalarKind::F16, ScalarKind::BF16).unwrap_err().rule, Rule::ArithmeticCommonType);
}

/// Seed Example 1: `f32x1x2 x - f64x2x1 y` is an f64x2x2 tile: the float
/// values become double and both broadcast to 2x2.
#[test]
fn seed_example_1_float_tile_minus_double_tile() {
    use tilesmith::tiles::Tile;
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("example_1");
    let (x_data, y_data, out) = (k.pointer_param::<f32>(), k.pointer_param::<f64>(), k.pointer_param::<f64>());
    let x: Tile<f32> = (&x_data + &k.iota::<i32>(2).reshape(&[1, 2])).load();
    let y: Tile<f64> = (&y_data + &k.iota::<i32>(2).reshape(&[2, 1])).load();
    let result: Tile<f64> = &x - &y;
    assert_eq!(result.shape(), &[2, 2]);
    (&out + &k.iota::<i32>(4).reshape(&[2, 2])).store(&result);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(f32_bytes(&[2.0, 6.0])), KernelArg::Buffer(f64_bytes(&[4.0, 1.0])), KernelArg::Buffer(vec![0; 32])]).unwrap();
    assert_eq!(f64s(run.buffers[2].as_ref().unwrap()), vec![-2.0, 2.0, 1.0, 5.0]);
}

/// Seed Example 2 (2): `2.0 == x` with `x` an int tile of 42s compares as double.
/// (1), `2.0 * x`, is ill-formed: see `double_times_int_tile_is_ill_formed_at_the_callers_line`.
#[test]
fn seed_example_2_double_equals_int_tile() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("example_2");
    let out = k.pointer_param::<i32>();
    let x = k.full(&[8], 42i32);
    let lanes = k.iota::<i32>(8);
    let eq = x.equal(2.0f64).convert::<i32>() + x.equal(42.0f64).convert::<i32>() * 2;
    (&out + &lanes).store(&eq);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 32])]).unwrap();
    assert_eq!(i32s(run.buffers[0].as_ref().unwrap()), vec![2; 8], "2.0 == 42 is false, 42.0 == 42 is true");
}

/// Seed Example 3: (T, U) under arithmetic tile conversion and arithmetic
/// comparison conversion, as kernels. C (bf16 with an f16 tile) has no
/// common type and does not compile (doctests on `ArithmeticCommon`).
#[test]
fn seed_example_3_rows_as_kernels() {
    use tilesmith::tiles::Tile;
    use tilesmith_backend::interp::KernelArg;
    // A: int 4x1 with float 1x8: both conversions give float 4x8.
    let k = Kernel::new("example_3a");
    let out = k.pointer_param::<f32>();
    let t: Tile<i32> = k.iota::<i32>(4).reshape(&[4, 1]);
    let u: Tile<f32> = k.iota::<i32>(8).convert::<f32>().reshape(&[1, 8]) * 0.5f32;
    let sum: Tile<f32> = &t + &u;
    let less = t.less(&u);
    assert_eq!((sum.shape(), less.shape()), (&[4u64, 8][..], &[4u64, 8][..]));
    let both = select(&less, &sum, &-&sum);
    (&out + &k.iota::<i32>(32).reshape(&[4, 8])).store(&both);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 128])]).unwrap();
    let want: Vec<f32> = (0..4).flat_map(|i| (0..8).map(move |j| (i as f32, j as f32 * 0.5))).map(|(a, b)| if a < b { a + b } else { -(a + b) }).collect();
    assert_eq!(f32s(run.buffers[0].as_ref().unwrap()), want);

    // B: a float scalar with an int 4x8 tile: arithmetic is ill-formed
    // (float -> int narrows), the comparison converts the tile to float.
    let k = Kernel::new("example_3b");
    let out = k.pointer_param::<i32>();
    let u = k.iota::<i32>(32).reshape(&[4, 8]);
    let ge = u.greater_equal(15.5f32);
    (&out + &k.iota::<i32>(32).reshape(&[4, 8])).store(&ge.convert::<i32>());
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 128])]).unwrap();
    assert_eq!(i32s(run.buffers[0].as_ref().unwrap()), (0..32).map(|v| i32::from(v >= 16)).collect::<Vec<_>>());
    let k = Kernel::new("example_3b_bad");
    let _ = 2.5f32 * k.iota::<i32>(32).reshape(&[4, 8]);
    assert_eq!(k.finish().unwrap_err().rule, Rule::Narrowing);

    // D: an unsigned scalar with an int tile: both conversions narrow.
    let k = Kernel::new("example_3d_arith");
    let _ = k.full(&[4, 8], 1i32) + 1u32;
    assert_eq!(k.finish().unwrap_err().rule, Rule::Narrowing, "unsigned int -> int");
    let k = Kernel::new("example_3d_cmp");
    let _ = k.full(&[4, 8], 1i32).equal(1u32);
    assert_eq!(k.finish().unwrap_err().rule, Rule::Narrowing, "int -> unsigned int");
}

/// More mixed pairs: two scalars give the common type (a scalar); a scalar
/// `Tile` with a tile takes the tile's type; integral -> floating is the
/// allowed narrowing; a Rust scalar never changes a `Tile`'s type.
#[test]
fn mixed_element_types_run() {
    use tilesmith::tiles::Tile;
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("mixed_types");
    let (scale, out) = (k.scalar_param::<f64>(), k.pointer_param::<f64>());
    let lanes = k.iota::<i32>(4);
    let half_up: Tile<f64> = k.scalar(1i32) + k.scalar(2.5f64);
    assert!(half_up.is_scalar(), "two scalars stay a scalar");
    let widened: Tile<i64> = k.iota::<u8>(4) * k.full(&[4], 3i64);
    // A tile with a scalar Tile takes the tile's type (i64 + f64 scalar would narrow);
    // broadcast the scalar first to get the common type.
    let floated: Tile<f64> = &widened + &scale.broadcast(&[4]);
    let shorts: Tile<i16> = k.iota::<i8>(4) - k.full(&[4], 1i16);
    let total: Tile<f64> = &(&floated * &half_up) + &shorts;
    (&out + &lanes).store(&total);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Scalar(0.5f64.to_bits()), KernelArg::Buffer(vec![0; 32])]).unwrap();
    let want: Vec<f64> = (0..4).map(|i| (f64::from(i * 3) + 0.5) * 3.5 + f64::from(i - 1)).collect();
    assert_eq!(f64s(run.buffers[1].as_ref().unwrap()), want);

    // Ill-formed mixes are caught when the kernel is built.
    let cases: [IllFormedCase; 5] = [
        ("i64 tile + f64 scalar Tile: the tile's type wins, double -> long long narrows", Rule::Narrowing, |k| {
            let _ = k.full(&[4], 1i64) + k.scalar_param::<f64>();
        }),
        ("i32 tile - u32 tile: int -> unsigned int narrows", Rule::Narrowing, |k| {
            let _ = k.full(&[4], 1i32) - k.full(&[4], 1u32);
        }),
        ("f64 scalar Tile * i32 tile: the tile's int wins, double -> int narrows", Rule::Narrowing, |k| {
            let _ = k.scalar(2.0f64) * k.full(&[8], 42i32);
        }),
        ("scalar Tile<i32> * 2.5: a Rust scalar does not change the Tile's type", Rule::Narrowing, |k| {
            let [bx, _, _] = k.bid();
            let _ = bx * 2.5f64;
        }),
        ("f32 4x2 + f64 8x2: no mutual broadcast", Rule::MutualBroadcastCompatible, |k| {
            let _ = k.full(&[4, 2], 1.0f32) + k.full(&[8, 2], 1.0f64);
        }),
    ];
    assert_ill_formed(&cases);
}

// ---- Atomics, loops and views ----

/// `atomic_cas` with memory orders and scopes: each block claims the lanes
/// still holding 0; the old values come back.
#[test]
fn atomic_compare_and_swap_runs() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("cas");
    let (slots, old_out) = (k.pointer_param::<i32>(), k.pointer_param::<i32>());
    let lanes = k.iota::<i32>(8);
    let [bx, _, _] = k.bid();
    let ptrs = &slots + &lanes;
    let mine = k.full(&[8], 1i32) + &bx;
    let old = ptrs.atomic_cas(&k.full(&[8], 0i32), &mine, MemoryOrder::AcqRel, ThreadScope::Device);
    let _ = ptrs.atomic_cas(&k.full(&[8], 99i32), &k.full(&[8], 7i32), MemoryOrder::Relaxed, ThreadScope::Block);
    (&old_out + &(&lanes + &(&bx * 8))).store(&old);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    assert!(kernel.to_text().contains("atomic_cas_tko acq_rel device"), "{}", kernel.to_text());
    // Lanes 0..4 start at 0 and each is claimed by whichever block gets to
    // it first: the tile's compare-and-swap is atomic per element, not per
    // tile, and blocks run concurrently, so the two blocks may split the
    // lanes. Lanes 4..8 hold 5 and never match.
    let start = [0, 0, 0, 0, 5, 5, 5, 5];
    let run = kernel.run([2, 1, 1], vec![KernelArg::Buffer(i32_bytes(&start)), KernelArg::Buffer(vec![0; 64])]).unwrap();
    let slots = i32s(run.buffers[0].as_ref().unwrap());
    assert!(slots[..4].iter().all(|&s| s == 1 || s == 2) && slots[4..] == [5, 5, 5, 5], "{slots:?}");
    let old = i32s(run.buffers[1].as_ref().unwrap());
    for block in 0..2i32 {
        // The winner of a lane saw its 0; the other block saw the winner's value.
        let expected: Vec<i32> = (0..8).map(|lane| if lane >= 4 { 5 } else if slots[lane] == block + 1 { 0 } else { slots[lane] }).collect();
        assert_eq!(&old[block as usize * 8..][..8], &expected[..], "block {block}: {old:?}");
    }

    // 16-bit elements are not supported by atomic_cas_tko.
    let k = Kernel::new("cas_i16");
    let p = k.pointer_param::<i16>();
    let _ = (&p + &k.iota::<i32>(4)).atomic_cas(&k.full(&[4], 0i16), &k.full(&[4], 1i16), MemoryOrder::Relaxed, ThreadScope::System);
    assert_eq!(k.finish().unwrap_err().rule, Rule::ElementType);
}

/// `loop` with `break` and `continue` and carried tiles: sum the even
/// numbers 0, 2, 4, ... until the sum passes 30 (skipping multiples of 3).
#[test]
fn loop_with_break_and_continue_runs() {
    use tilesmith::tiles::{Next, Tile};
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("loop");
    let out = k.pointer_param::<i32>();
    let init = (k.scalar(0i32), k.full(&[4], 0i32));
    let (count, sums): (Tile<i32>, Tile<i32>) = k.loop_with(init, |lp, (i, acc): (Tile<i32>, Tile<i32>)| {
        let next = &i + 2;
        lp.continue_if(&((&i % 3).equal(0) & i.not_equal(0)), || (next.clone(), acc.clone()));
        let acc = &acc + &i;
        lp.break_if(&acc.reduce(0, 0, |a, b| a.max(b)).greater(30), || (i.clone(), acc.clone()));
        Next::Continue((next, acc))
    });
    (&out + &k.iota::<i32>(4)).store(&(&sums + &count));
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let (mut i, mut acc) = (0, 0);
    let (stop, total) = loop {
        if i % 3 == 0 && i != 0 {
            i += 2;
            continue;
        }
        acc += i;
        if acc > 30 {
            break (i, acc);
        }
        i += 2;
    };
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 16])]).unwrap();
    assert_eq!(i32s(run.buffers[0].as_ref().unwrap()), vec![total + stop; 4]);
}

/// A partition view with `dim_map = [1, 0]` loads a 4x8 matrix's tiles
/// transposed (8x4); ordered view loads and stores (acquire / release with a
/// scope) write them through an identity-mapped view.
#[test]
fn partition_view_dim_map_and_ordered_view_access_run() {
    use tilesmith::tiles::Ordering as MemOrdering;
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("transpose");
    let (src, dst) = (k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let transposed = TensorSpan::row_major(&src, &[4, 8]).partition_mapped(&[8, 4], &[1, 0], None);
    let out = TensorSpan::row_major(&dst, &[8, 4]).partition(&[8, 4], None);
    let zero = k.scalar(0i32);
    let t = transposed.load_ordered(&[&zero, &zero], MemOrdering::strong(MemoryOrder::Acquire, ThreadScope::Device));
    assert_eq!(t.shape(), &[8, 4]);
    out.store_ordered(&[&zero, &zero], &t, MemOrdering::strong(MemoryOrder::Release, ThreadScope::Block));
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let text = kernel.to_text();
    assert!(text.contains("dim_map = [1, 0]") || text.contains("dim_map=[1, 0]"), "{text}");
    let m: Vec<f32> = (0..32).map(|v| v as f32).collect();
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(f32_bytes(&m)), KernelArg::Buffer(vec![0; 128])]).unwrap();
    let want: Vec<f32> = (0..8).flat_map(|j| (0..4).map(move |i| (i * 8 + j) as f32)).collect();
    assert_eq!(f32s(run.buffers[1].as_ref().unwrap()), want);

    // A dim_map that is not a permutation, and an acquire store, are ill-formed.
    let k = Kernel::new("bad_dim_map");
    let p = k.pointer_param::<f32>();
    let _ = TensorSpan::row_major(&p, &[4, 8]).partition_mapped(&[4, 8], &[0, 0], None);
    assert_eq!(k.finish().unwrap_err().rule, Rule::ShapeMismatch);
    let k = Kernel::new("acquire_view_store");
    let p = k.pointer_param::<f32>();
    let view = TensorSpan::row_major(&p, &[8]).partition(&[8], None);
    let zero = k.scalar(0i32);
    view.store_ordered(&[&zero], &k.full(&[8], 1.0f32), MemOrdering::strong(MemoryOrder::Acquire, ThreadScope::System));
    assert_eq!(k.finish().unwrap_err().rule, Rule::MemoryOrder);
}

// ---- The remaining seed 000 examples, each a row with the seed's expected result ----

/// The header example: `c[idx] = ct::add(a[idx], b[idx])` with `idx = bid().x`, one element per block.
#[test]
fn seed_basic_kernel_adds_one_element_per_block() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("kernel");
    let (a, b, c) = (k.pointer_param::<i32>(), k.pointer_param::<i32>(), k.pointer_param::<i32>());
    let [idx, _, _] = k.bid();
    (&c + &idx).store(&((&a + &idx).load() + (&b + &idx).load()));
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([4, 1, 1], vec![KernelArg::Buffer(i32_bytes(&[1, 2, 3, 4])), KernelArg::Buffer(i32_bytes(&[10, 20, 30, 40])), KernelArg::Buffer(vec![0; 16])]).unwrap();
    assert_eq!(i32s(run.buffers[2].as_ref().unwrap()), vec![11, 22, 33, 44]);
}

/// Broadcast conversion Examples 1 and 2 and the mutual broadcast conversion example, with their values.
#[test]
fn seed_broadcast_examples_run() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("broadcasts");
    let out = k.pointer_param::<i32>();
    let column = (k.iota::<i32>(4) + 1).reshape(&[4, 1]); // (1 2 3 4)^T
    let row = k.iota::<i32>(2) + 1; // (1 2)
    let ex1 = column.broadcast(&[4, 8]);
    let ex2 = row.broadcast(&[4, 2]);
    let a = (k.iota::<i32>(4) + 1).reshape(&[1, 4]); // (1 2 3 4)
    let b = (k.iota::<i32>(2) + 5).reshape(&[2, 1]); // (5 6)^T
    // Mutual broadcast of a and b: adding zeros of the other's shape shows each elementwise.
    let (a2, b2) = (&a + &k.full(&[2, 1], 0i32), &b + &k.full(&[1, 4], 0i32));
    (&out + &k.iota::<i32>(32).reshape(&[4, 8])).store(&ex1);
    (&out + &(k.iota::<i32>(8).reshape(&[4, 2]) + 32)).store(&ex2);
    (&out + &(k.iota::<i32>(8).reshape(&[2, 4]) + 40)).store(&a2);
    (&out + &(k.iota::<i32>(8).reshape(&[2, 4]) + 48)).store(&b2);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 56 * 4])]).unwrap();
    let got = i32s(run.buffers[0].as_ref().unwrap());
    let ex1: Vec<i32> = (1..=4).flat_map(|v| [v; 8]).collect();
    assert_eq!(&got[..32], &ex1[..], "4x1 broadcast to 4x8");
    assert_eq!(&got[32..40], &[1, 2, 1, 2, 1, 2, 1, 2], "(1 2) broadcast to 4x2");
    assert_eq!(&got[40..48], &[1, 2, 3, 4, 1, 2, 3, 4], "1x4 mutually broadcast to 2x4");
    assert_eq!(&got[48..56], &[5, 5, 5, 5, 6, 6, 6, 6], "2x1 mutually broadcast to 2x4");
}

/// The tensor span example: a 2x4 span over `{{0, 1, 2, 3}, {4, 5, 6, 7}}` with the default row-major layout.
#[test]
fn seed_tensor_span_example_runs() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("span");
    let (data, out) = (k.pointer_param::<f32>(), k.pointer_param::<f32>());
    let span = TensorSpan::row_major(&data, &[2, 4]);
    assert_eq!(span.extents(), &Extents::shape(&[2, 4]));
    let zero = k.scalar(0i32);
    let tile = span.partition(&[2, 4], None).load(&[&zero, &zero]);
    (&out + &k.iota::<i32>(8).reshape(&[2, 4])).store(&(&tile * 2.0f32));
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let m: Vec<f32> = (0..8).map(|v| v as f32).collect();
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(f32_bytes(&m)), KernelArg::Buffer(vec![0; 32])]).unwrap();
    assert_eq!(f32s(run.buffers[1].as_ref().unwrap()), m.iter().map(|v| v * 2.0).collect::<Vec<_>>());
}

/// The rounding mode example (`8.0f + 5 * eps` toward negative is 8.0f, by
/// default 8.0f + 8 * eps), the subnormals example (flushed to 0.0), and
/// the NaN propagation modes of max.
#[test]
fn seed_numeric_modifier_examples_run() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("modifier_examples");
    let out = k.pointer_param::<f32>();
    let eps = 2f32.powi(-23); // 0x0.000002p0f
    let eight = k.full(&[1], 8.0f32);
    let down = eight.add_with(5.0 * eps, FpModifiers::rounding(Rounding::TowardNegative));
    let nearest = &eight + 5.0 * eps;
    let (a, b) = (k.full(&[1], f32::from_bits(0x0088_0000)), f32::from_bits(0x0080_0000)); // 0x1.1p-126, 0x1.0p-126
    let flushed = a.sub_with(b, FpModifiers::rounding(Rounding::TiesToEven).flush_subnormals());
    let kept = &a - b;
    let nan = k.full(&[1], f32::NAN);
    let suppressed = nan.max(1.0f32);
    let propagated = nan.max_with(1.0f32, NanPropagation::Propagate, Subnormals::Preserve);
    for (i, t) in [down, nearest, flushed, kept, suppressed, propagated].iter().enumerate() {
        (&out + &(k.iota::<i32>(1) + i as i32)).store(t);
    }
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(vec![0; 24])]).unwrap();
    let got = f32s(run.buffers[0].as_ref().unwrap());
    assert_eq!(got[0], 8.0, "round toward negative");
    assert_eq!(got[1], 8.0 + 8.0 * eps, "ties to even by default");
    assert_eq!(got[2].to_bits(), 0, "a subnormal result flushed to +0.0");
    assert_eq!(got[3], f32::from_bits(0x0008_0000), "2^-130: subnormals preserved by default");
    assert_eq!(got[4], 1.0, "suppress NaN: the number wins");
    assert!(got[5].is_nan(), "propagate NaN");
    // The defaults the seed names.
    assert_eq!((Rounding::default(), Subnormals::default(), NanPropagation::default(), ViewPadding::default(), ThreadScope::default()), (Rounding::TiesToEven, Subnormals::Preserve, NanPropagation::Suppress, ViewPadding::Zero, ThreadScope::System));
}

/// The memory model example: an atomic store of `iota` through four copies
/// of `&x` leaves one of 0, 1, 2, 3 in `x` (no data race).
#[test]
fn seed_memory_model_atomic_store_runs() {
    use tilesmith_backend::interp::KernelArg;
    let k = Kernel::new("memory_model");
    let x = k.pointer_param::<i32>();
    let ptrs = x.broadcast(&[4]);
    ptrs.atomic_store(&k.iota::<i32>(4), MemoryOrder::Relaxed, ThreadScope::Block);
    let kernel = k.finish().unwrap();
    check_kernel(&kernel);
    let run = kernel.run([1, 1, 1], vec![KernelArg::Buffer(i32_bytes(&[-1]))]).unwrap();
    let v = i32s(run.buffers[0].as_ref().unwrap())[0];
    assert!((0..4).contains(&v), "x is one of 0..4, got {v}");
}

/// Extents, tile like and singleton examples not covered above.
#[test]
fn seed_extents_and_tile_like_examples() {
    // ct::shape<4, 5> is ct::extents<uint32_t, 4, 5>.
    assert_eq!(Extents::shape(&[4, 5]), Extents::new(ScalarKind::U32, &[Dim::Static(4), Dim::Static(5)]));
    // Index types of extents: int16_t and uint64_t.
    assert_eq!(Extents::new(ScalarKind::I16, &[Dim::Static(3), Dim::Dynamic]).index_type, ScalarKind::I16);
    assert_eq!(Extents::new(ScalarKind::U64, &[Dim::Dynamic, Dim::Dynamic]).rank_dynamic(), 2);
    // 3x4x7 three ways, and extents<int16_t, 4, 8> vs extents<uint32_t, dyn, 8>{4}: extent equivalent.
    assert!(tilesmith::tiles::shape::extent_equivalent(&[3, 4, 7], &[3, 4, 7]));
    assert!(tilesmith::tiles::shape::extent_equivalent(&[4, 8], &[4, 8]));
    // Tile like types and their shapes; singleton tiles.
    for (spec, shape, singleton) in [("double", &[][..], true), ("int const", &[], true), ("tile<double;>", &[], true), ("tile<float; 4, 8>", &[4, 8], false), ("tile<float; 1, 1>", &[1, 1], true)] {
        let t = ty(spec);
        assert_eq!(t.shape(), shape, "{spec}");
        assert_eq!(t.shape().iter().product::<u64>() == 1, singleton, "{spec}");
    }
    // A scalar's shape type is ct::shape<>; the element type of tile<double, shape<4>> is double.
    assert_eq!(ty("int").shape(), &[] as &[u64]);
    assert_eq!(ty("tile<double; 4>").element, ScalarKind::F64);
}
