//! Comparing a buffer a run left with the case's expected `.npy`: bit for
//! bit, or within a number of ulps for float elements (NaN matches NaN), or
//! within a per-element bound (`tensor_core_bound/`, for devices only).

use std::path::Path;

use tilesmith_backend::npy;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// A float element's distance in units in the last place (`None` when not comparable).
fn ulp_distance(descr: &str, a: u64, b: u64) -> Option<u64> {
    let (bits, exp_bits) = match &descr[1..] {
        "f2" => (16, 5),
        "f4" => (32, 8),
        "f8" => (64, 11),
        _ => return None,
    };
    let sign = 1u64 << (bits - 1);
    let mantissa_bits = bits - 1 - exp_bits;
    let is_nan = |x: u64| (x & !sign) >> mantissa_bits == (1 << exp_bits) - 1 && x & ((1 << mantissa_bits) - 1) != 0;
    if is_nan(a) || is_nan(b) {
        return (is_nan(a) && is_nan(b)).then_some(0);
    }
    // Map the sign-magnitude order onto integers.
    let key = |x: u64| if x & sign != 0 { -((x & !sign) as i128) } else { x as i128 };
    Some((key(a) - key(b)).unsigned_abs() as u64)
}

/// Fails unless `actual` holds as many bytes of the same element type as `expected`.
fn same_layout(path: &Path, expected: &npy::NpyArray, actual: &npy::NpyArray) -> Result<()> {
    if expected.descr != actual.descr || expected.data.len() != actual.data.len() {
        return Err(format!("{}: expected {} bytes of '{}', got {} bytes of '{}'", path.display(), expected.data.len(), expected.descr, actual.data.len(), actual.descr).into());
    }
    Ok(())
}

/// Element `i` of `data`, `size` bytes little-endian, as bits.
fn element(data: &[u8], i: usize, size: usize) -> u64 {
    let mut w = [0u8; 8];
    w[..size].copy_from_slice(&data[i * size..(i + 1) * size]);
    u64::from_le_bytes(w)
}

/// Fails with the count of `mismatches` and the first eight, if there are any.
fn report(path: &Path, mut mismatches: Vec<String>, differ: &str) -> Result<()> {
    if !mismatches.is_empty() {
        let n = mismatches.len();
        mismatches.truncate(8);
        return Err(format!("{}: {n} element(s) {differ}\n{}", path.display(), mismatches.join("\n")).into());
    }
    Ok(())
}

pub fn compare(path: &Path, expected: &npy::NpyArray, actual: &npy::NpyArray, ulps: Option<u64>) -> Result<()> {
    same_layout(path, expected, actual)?;
    let size = npy::item_size(&expected.descr).unwrap_or(1);
    let mut mismatches = Vec::new();
    for i in 0..expected.data.len() / size {
        let (e, a) = (element(&expected.data, i, size), element(&actual.data, i, size));
        let ok = match (ulps, ulp_distance(&expected.descr, e, a)) {
            (Some(max), Some(d)) => d <= max,
            _ => e == a,
        };
        if !ok {
            mismatches.push(format!("element {i}: expected bits {e:#x}, got {a:#x}"));
        }
    }
    report(path, mismatches, "differ")
}


/// The value of a float element (f16, f32, f64), `None` for other types.
fn float_value(descr: &str, bits: u64) -> Option<f64> {
    match &descr[1..] {
        "f2" => Some(f64::from(half::f16::from_bits(bits as u16))),
        "f4" => Some(f64::from(f32::from_bits(bits as u32))),
        "f8" => Some(f64::from_bits(bits)),
        _ => None,
    }
}

/// Compares float elements within `bound` (f64, one per element): `|actual -
/// expected| <= bound[i]`; NaN matches NaN, infinities and integers must
/// match exactly. The devices hold matrix products on tensor cores to this
/// (docs/ptx.md, "Tensor cores"); the interpreter is held to exact results.
#[allow(dead_code)] // tests/run.rs compares the interpreter's results exactly.
pub fn compare_within(path: &Path, expected: &npy::NpyArray, actual: &npy::NpyArray, bound: &npy::NpyArray) -> Result<()> {
    let size = npy::item_size(&expected.descr).unwrap_or(1);
    let count = expected.data.len() / size;
    same_layout(path, expected, actual)?;
    if bound.descr != "<f8" || bound.data.len() != count * 8 {
        return Err(format!("{}: the bound must hold one '<f8' per element ({count}), not {} bytes of '{}'", path.display(), bound.data.len(), bound.descr).into());
    }
    let mut mismatches = Vec::new();
    for i in 0..count {
        let (e, a) = (element(&expected.data, i, size), element(&actual.data, i, size));
        let limit = f64::from_bits(element(&bound.data, i, 8));
        let ok = match (float_value(&expected.descr, e), float_value(&expected.descr, a)) {
            (Some(x), Some(y)) if x.is_nan() => y.is_nan(),
            (Some(x), Some(y)) if x.is_finite() && y.is_finite() => (y - x).abs() <= limit,
            _ => e == a,
        };
        if !ok {
            let values = float_value(&expected.descr, e).zip(float_value(&expected.descr, a)).map(|(x, y)| format!(" ({x:e} and {y:e}, {:e} apart, bound {limit:e})", (y - x).abs())).unwrap_or_default();
            mismatches.push(format!("element {i}: expected bits {e:#x}, got {a:#x}{values}"));
        }
    }
    report(path, mismatches, "differ by more than the bound")
}
