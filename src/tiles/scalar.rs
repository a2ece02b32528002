//! Scalars: the element types a tile may hold, their categories (integral,
//! basic and restricted floating point, pointer) as runtime kinds and as
//! Rust traits, and the properties the conversions are defined with
//! (bitwidth, signedness, integer conversion rank and subrank).
//!
//! C++ has several integral types of one width (`int`, `wchar_t`, `char32_t`
//! ...); [`ScalarKind`] keeps those the conversion rules tell apart, modelled
//! on a typical 64-bit Linux target (`char` signed, `wchar_t` 32-bit signed,
//! `long` and `long long` 64-bit).

use std::fmt;

use tilesmith_dialect::Scalar;

/// One scalar type of the Tile C++ programming model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarKind {
    Bool,
    /// `char` (signed on the modelled target, a distinct type).
    Char,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    /// `long`: 64-bit, rank between `int` and `long long`.
    Long,
    /// `unsigned long`.
    ULong,
    /// `long long` (what Rust's `i64` maps to).
    I64,
    /// `unsigned long long` (Rust's `u64`).
    U64,
    Char8,
    Char16,
    Char32,
    WChar,
    F16,
    BF16,
    Tf32,
    F32,
    F64,
    F8E4M3,
    F8E5M2,
}

/// The category of a scalar, as seed 000 names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    Integral,
    BasicFloatingPoint,
    RestrictedFloatingPoint,
}

impl ScalarKind {
    pub const ALL: &'static [ScalarKind] = &[
        ScalarKind::Bool,
        ScalarKind::Char,
        ScalarKind::I8,
        ScalarKind::U8,
        ScalarKind::I16,
        ScalarKind::U16,
        ScalarKind::I32,
        ScalarKind::U32,
        ScalarKind::Long,
        ScalarKind::ULong,
        ScalarKind::I64,
        ScalarKind::U64,
        ScalarKind::Char8,
        ScalarKind::Char16,
        ScalarKind::Char32,
        ScalarKind::WChar,
        ScalarKind::F16,
        ScalarKind::BF16,
        ScalarKind::Tf32,
        ScalarKind::F32,
        ScalarKind::F64,
        ScalarKind::F8E4M3,
        ScalarKind::F8E5M2,
    ];

    /// The C++ spelling.
    pub fn cpp_name(self) -> &'static str {
        use ScalarKind::*;
        match self {
            Bool => "bool",
            Char => "char",
            I8 => "signed char",
            U8 => "unsigned char",
            I16 => "short",
            U16 => "unsigned short",
            I32 => "int",
            U32 => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            I64 => "long long",
            U64 => "unsigned long long",
            Char8 => "char8_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            WChar => "wchar_t",
            F16 => "__half",
            BF16 => "__nv_bfloat16",
            Tf32 => "__nv_tf32",
            F32 => "float",
            F64 => "double",
            F8E4M3 => "__nv_fp8_e4m3",
            F8E5M2 => "__nv_fp8_e5m2",
        }
    }

    /// The scalar a C++ type name (without cv-qualifiers or with them) names,
    /// if it is a scalar of the model. `int128_t`, `std::byte` and the C++23
    /// extended floating point types are not.
    pub fn from_cpp_name(name: &str) -> Option<ScalarKind> {
        let name = strip_cv(name);
        let aliases: &[(&str, ScalarKind)] = &[
            ("short int", ScalarKind::I16),
            ("unsigned short int", ScalarKind::U16),
            ("unsigned", ScalarKind::U32),
            ("long int", ScalarKind::Long),
            ("long long int", ScalarKind::I64),
            ("int8_t", ScalarKind::I8),
            ("uint8_t", ScalarKind::U8),
            ("int16_t", ScalarKind::I16),
            ("uint16_t", ScalarKind::U16),
            ("int32_t", ScalarKind::I32),
            ("uint32_t", ScalarKind::U32),
            ("int64_t", ScalarKind::Long),
            ("uint64_t", ScalarKind::ULong),
            ("half", ScalarKind::F16),
        ];
        ScalarKind::ALL
            .iter()
            .copied()
            .find(|k| k.cpp_name() == name)
            .or_else(|| aliases.iter().find(|(a, _)| *a == name).map(|(_, k)| *k))
    }

    pub fn category(self) -> Category {
        use ScalarKind::*;
        match self {
            F16 | BF16 | F32 | F64 => Category::BasicFloatingPoint,
            Tf32 | F8E4M3 | F8E5M2 => Category::RestrictedFloatingPoint,
            _ => Category::Integral,
        }
    }

    pub fn is_integral(self) -> bool {
        self.category() == Category::Integral
    }
    pub fn is_floating_point(self) -> bool {
        !self.is_integral()
    }
    pub fn is_basic_floating_point(self) -> bool {
        self.category() == Category::BasicFloatingPoint
    }
    pub fn is_restricted_floating_point(self) -> bool {
        self.category() == Category::RestrictedFloatingPoint
    }
    /// Integral or basic floating point.
    pub fn is_arithmetic(self) -> bool {
        !self.is_restricted_floating_point()
    }

    /// Whether an integral type is signed (`bool` and the `charN_t` are not).
    pub fn is_signed(self) -> bool {
        use ScalarKind::*;
        matches!(self, Char | I8 | I16 | I32 | Long | I64 | WChar) || self.is_floating_point()
    }

    /// Bits of the object representation.
    pub fn bit_size(self) -> u32 {
        use ScalarKind::*;
        match self {
            Bool | Char | I8 | U8 | Char8 | F8E4M3 | F8E5M2 => 8,
            I16 | U16 | Char16 | F16 | BF16 => 16,
            I32 | U32 | Char32 | WChar | F32 | Tf32 => 32,
            Long | ULong | I64 | U64 | F64 => 64,
        }
    }

    /// The bitwidth of seed 000: 1 for `bool`, the bit size otherwise.
    pub fn bitwidth(self) -> u32 {
        if self == ScalarKind::Bool {
            1
        } else {
            self.bit_size()
        }
    }

    /// The integer conversion rank ([conv.rank]) of an integral type.
    pub fn integer_rank(self) -> u32 {
        use ScalarKind::*;
        match self {
            Bool => 0,
            Char | I8 | U8 | Char8 => 1,
            I16 | U16 | Char16 => 2,
            I32 | U32 | Char32 | WChar => 3,
            Long | ULong => 4,
            I64 | U64 => 5,
            _ => u32::MAX,
        }
    }

    /// The subrank among integral types of one rank and signedness: the
    /// character types rank below their underlying integer type, and `char`
    /// below `char8_t`, which shares its underlying type.
    pub fn integer_subrank(self) -> u32 {
        use ScalarKind::*;
        match self {
            Char => 0,
            Char8 | Char16 | Char32 | WChar => 1,
            _ => 2,
        }
    }

    /// The unsigned type corresponding to a signed integral type.
    pub fn to_unsigned(self) -> ScalarKind {
        use ScalarKind::*;
        match self {
            Char | I8 => U8,
            I16 => U16,
            I32 | WChar => U32,
            Long => ULong,
            I64 => U64,
            other => other,
        }
    }

    /// The range of values of an integral type.
    pub fn integer_range(self) -> (i128, i128) {
        if self == ScalarKind::Bool {
            return (0, 1);
        }
        let bits = self.bit_size();
        if self.is_signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    /// The cuda_tile element type that holds this scalar.
    pub fn ir_scalar(self) -> Scalar {
        use ScalarKind::*;
        match self {
            Bool => Scalar::I1,
            F16 => Scalar::F16,
            BF16 => Scalar::Bf16,
            Tf32 => Scalar::Tf32,
            F32 => Scalar::F32,
            F64 => Scalar::F64,
            F8E4M3 => Scalar::F8E4m3fn,
            F8E5M2 => Scalar::F8E5m2,
            k => match k.bit_size() {
                8 => Scalar::I8,
                16 => Scalar::I16,
                32 => Scalar::I32,
                _ => Scalar::I64,
            },
        }
    }
}

impl fmt::Display for ScalarKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cpp_name())
    }
}

fn strip_cv(name: &str) -> &str {
    let mut n = name.trim();
    loop {
        let before = n;
        for q in ["const ", "volatile "] {
            n = n.strip_prefix(q).unwrap_or(n).trim();
        }
        for q in [" const", " volatile"] {
            n = n.strip_suffix(q).unwrap_or(n).trim();
        }
        if n == before {
            return n;
        }
    }
}

/// Whether a C++ type, as written, is a pointer scalar: a single-level
/// pointer (itself possibly cv-qualified) to a numeric scalar or to `void`,
/// each possibly cv-qualified.
pub fn is_pointer_scalar_cpp(name: &str) -> bool {
    let outer = strip_cv(name);
    let Some(pointee) = outer.strip_suffix('*') else { return false };
    if pointee.contains(['*', '(', ')', ':', '&', '[']) {
        return false;
    }
    let pointee = strip_cv(pointee);
    pointee == "void" || ScalarKind::from_cpp_name(pointee).is_some()
}

// ---- Element types as Rust types ----

/// `__nv_tf32`: 32-bit storage, 8 exponent bits and at least 10 mantissa bits.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Default)]
pub struct Tf32(pub f32);

/// `__nv_fp8_e4m3`: 1 sign, 4 exponent and 3 mantissa bits (stored as bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct F8E4M3(pub u8);

/// `__nv_fp8_e5m2`: 1 sign, 5 exponent and 2 mantissa bits (stored as bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct F8E5M2(pub u8);

/// The pointer scalar `T*` as a tile element (an address in the kernel).
#[derive(Debug)]
pub struct Ptr<T>(std::marker::PhantomData<T>);

mod sealed {
    pub trait Sealed {}
}

/// A type that may be a tile's element: a numeric or pointer scalar.
pub trait Element: sealed::Sealed + 'static {
    /// The pointee's kind for pointer scalars; the scalar's kind otherwise.
    const KIND: ScalarKind;
    /// Whether this is a pointer scalar.
    const IS_POINTER: bool = false;
}

/// Integral and floating point scalars.
pub trait Numeric: Element {
    /// The value's bits, as the IR stores a constant of this type.
    fn to_bits(self) -> u64;
}
/// Integral scalars (`bool` and the fixed-width integers).
pub trait Integral: Numeric {}
/// `f16`, `bf16`, `f32`, `f64`.
pub trait BasicFloat: Numeric {}
/// `tf32`, fp8 e4m3, fp8 e5m2: loaded, stored and used by mma; little arithmetic.
pub trait RestrictedFloat: Numeric {}
/// Basic and restricted floating point scalars.
pub trait FloatingPoint: Numeric {}
/// Integral and basic floating point scalars: most arithmetic takes them.
pub trait Arithmetic: Numeric {}

macro_rules! integral {
    ($($t:ty => $k:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t { const KIND: ScalarKind = ScalarKind::$k; }
        impl Numeric for $t {
            #[allow(clippy::cast_lossless)]
            fn to_bits(self) -> u64 { self as i64 as u64 }
        }
        impl Integral for $t {}
        impl Arithmetic for $t {}
    )*};
}
integral!(i8 => I8, u8 => U8, i16 => I16, u16 => U16, i32 => I32, u32 => U32, i64 => I64, u64 => U64);
impl sealed::Sealed for bool {}
impl Element for bool {
    const KIND: ScalarKind = ScalarKind::Bool;
}
impl Numeric for bool {
    fn to_bits(self) -> u64 {
        u64::from(self)
    }
}
impl Integral for bool {}
impl Arithmetic for bool {}

macro_rules! float {
    ($($t:ty => $k:ident, $bits:expr, $($cat:ident),*;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t { const KIND: ScalarKind = ScalarKind::$k; }
        impl Numeric for $t { fn to_bits(self) -> u64 { let f: fn($t) -> u64 = $bits; f(self) } }
        impl FloatingPoint for $t {}
        $(impl $cat for $t {})*
    )*};
}
float! {
    half::f16 => F16, |v| u64::from(v.to_bits()), BasicFloat, Arithmetic;
    half::bf16 => BF16, |v| u64::from(v.to_bits()), BasicFloat, Arithmetic;
    f32 => F32, |v| u64::from(v.to_bits()), BasicFloat, Arithmetic;
    f64 => F64, |v| v.to_bits(), BasicFloat, Arithmetic;
    Tf32 => Tf32, |v| u64::from(v.0.to_bits()), RestrictedFloat;
    F8E4M3 => F8E4M3, |v| u64::from(v.0), RestrictedFloat;
    F8E5M2 => F8E5M2, |v| u64::from(v.0), RestrictedFloat;
}

impl<T: Numeric> sealed::Sealed for Ptr<T> {}
impl<T: Numeric> Element for Ptr<T> {
    const KIND: ScalarKind = T::KIND;
    const IS_POINTER: bool = true;
}

/// A Rust scalar value usable where C++ takes a scalar operand (`2.0 * x`).
pub trait ScalarValue: Numeric + Copy {
    /// The value as f64 (for conversion into a constant of another type).
    fn as_f64(self) -> f64;
    /// The value as an integer, if it is integral.
    fn as_i128(self) -> Option<i128>;
}
macro_rules! scalar_value_int {
    ($($t:ty),*) => {$(impl ScalarValue for $t {
        #[allow(clippy::cast_lossless, clippy::cast_precision_loss)]
        fn as_f64(self) -> f64 { self as f64 }
        #[allow(clippy::cast_lossless)]
        fn as_i128(self) -> Option<i128> { Some(self as i128) }
    })*};
}
scalar_value_int!(i8, u8, i16, u16, i32, u32, i64, u64);
impl ScalarValue for bool {
    fn as_f64(self) -> f64 {
        f64::from(u8::from(self))
    }
    fn as_i128(self) -> Option<i128> {
        Some(i128::from(self))
    }
}
impl ScalarValue for f32 {
    fn as_f64(self) -> f64 {
        f64::from(self)
    }
    fn as_i128(self) -> Option<i128> {
        None
    }
}
impl ScalarValue for f64 {
    fn as_f64(self) -> f64 {
        self
    }
    fn as_i128(self) -> Option<i128> {
        None
    }
}
impl ScalarValue for half::f16 {
    fn as_f64(self) -> f64 {
        self.to_f64()
    }
    fn as_i128(self) -> Option<i128> {
        None
    }
}
impl ScalarValue for half::bf16 {
    fn as_f64(self) -> f64 {
        self.to_f64()
    }
    fn as_i128(self) -> Option<i128> {
        None
    }
}
