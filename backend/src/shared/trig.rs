//! The table of the Payne-Hanek reduction of sin, cos and tan arguments,
//! which the interpreter (`interp::trig`) and the PTX backend
//! (`ptx/lower/math.rs`) both use.

/// The bits of 2/pi after the binary point, 64 to a word, most significant
/// first, after one word of zeros: bit `j` of the table (from the top of
/// word 0) is the bit of 2/pi worth `2^(63 - j)`. Word `i >= 1` is
/// `floor(2/pi 2^(64 i)) mod 2^64`; `interp::trig`'s tests check it against pi.
/// With the padding word, the 192 bits a reduction of `|x| >= 2^-10`
/// needs start at bit `e - 1013` for the biased exponent `e` of `x`.
pub const TWO_OVER_PI_BITS: [u64; 20] = [
    0,
    0xA2F9_836E_4E44_1529,
    0xFC27_57D1_F534_DDC0,
    0xDB62_9599_3C43_9041,
    0xFE51_63AB_DEBB_C561,
    0xB724_6E3A_424D_D2E0,
    0x0649_2EEA_09D1_921C,
    0xFE1D_EB1C_B129_A73E,
    0xE882_35F5_2EBB_4484,
    0xE99C_7026_B45F_7E41,
    0x3991_D639_8353_39F4,
    0x9C84_5F8B_BDF9_283B,
    0x1FF8_97FF_DE05_980F,
    0xEF2F_118B_5A0A_6D1F,
    0x6D36_7ECF_27CB_09B7,
    0x4F46_3F66_9E5F_EA2D,
    0x7527_BAC7_EBE5_F17B,
    0x3D07_39F7_8A52_92EA,
    0x6BFB_5FB1_1F8D_5D08,
    0x5603_3046_FC7B_6BAB,
];

/// The table bit where the window of `x`'s biased exponent 0 would start.
pub const TWO_OVER_PI_WINDOW_BIAS: i64 = 1013;
