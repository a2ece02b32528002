// flags: --target-version=13.3
// Type rules checked while types are read: tile shapes and elements,
// pointees, tensor_view and partition_view layouts.

// expected-error @below {{all dimensions must be powers of two, got 4, 6}}
%0 = "t.use"() : () -> !cuda_tile.tile<4x6xf32>

// -----

// expected-error @below {{all dimensions must be positive constants, got 8, 0}}
%0 = "t.use"() : () -> !cuda_tile.tile<8x0xi16>

// -----

// expected-error @below {{tile would exceed the maximum of 16777216 elements}}
%0 = "t.use"() : () -> !cuda_tile.tile<4096x8192xi8>

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type or i4}}
%0 = "t.use"() : () -> !cuda_tile.tile<4xi7>

// -----

// expected-error @below {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64}}
%0 = "t.use"() : () -> !cuda_tile.ptr<ptr<f32>>

// -----

// expected-error @below {{expected 'strides'}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<8x8xf16>

// -----

// expected-error @below {{expected strictly positive integer, got -2}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<8xf16, strides=[-2]>

// -----

// expected-error @below {{expected either 64-bit integer or question mark}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<8xf16, strides=[x]>

// -----

// expected-error @below {{expected shape and stride to be of same rank but got shape of rank 2 and stride of rank 1}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<8x?xf16, strides=[1]>

// -----

// expected-error @below {{dimensions must have strictly positive constant sizes but got [?, 0]}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<?x0xf16, strides=[1,1]>

// -----

// expected-error @below {{strides must not be provided for 0-d tiles}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<i64, strides=[1]>

// -----

// expected-error @below {{unexpected token after element type in 0-d tensor_view}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<i64, [1]>

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64}}
%0 = "t.use"() : () -> !cuda_tile.tensor_view<4xptr<f32>, strides=[1]>

// -----

// expected-error @below {{0-dimension tile shape is not supported}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(), tensor_view<i32>>

// -----

// expected-error @below {{expected tensor_view rank and tile rank to match, got tensor_view of rank 1 and tiles of rank 2}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<64xf32, strides=[1]>>

// -----

// expected-error @below {{expected dim_map to map exactly all 2 dimensions of the tile, got 3 mappings}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1, 1]>

// -----

// expected-error @below {{tile shape dimensions must have power of two length but got [4, 12]}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x12), tensor_view<64x64xf32, strides=[64,1]>>

// -----

// expected-error @below {{target dimension must not be negative, got -3}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, -3]>

// -----

// expected-error @below {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 5}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[5, 0]>

// -----

// expected-error @below {{target dimension 1 mapped at least twice (for tile dimensions 0 and 1)}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, 1]>

// -----

// expected-error @below {{tile dimension 1 exceeds i32 limitations (got 4294967296, expected strictly positive and less than or equal to 2147483647)}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(2x4294967296), tensor_view<64x64xf32, strides=[64,1]>>

// -----

// expected-error @below {{padding_value nan can only be used with floating point element types, got 'i32'}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(8), padding_value = nan, tensor_view<64xi32, strides=[1]>>

// -----

// expected-error @below {{invalid padding_value attribute specification. Got "huge" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
%0 = "t.use"() : () -> !cuda_tile.partition_view<tile=(8), padding_value = huge, tensor_view<64xf32, strides=[1]>>

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // Inside an op's syntax, an unprefixed name that is no type is reported as such.
    // expected-error @below {{custom op 'cuda_tile.negf' unknown type: tyle}}
    %b = cuda_tile.negf %a : tyle<4xf32>
  }
}
