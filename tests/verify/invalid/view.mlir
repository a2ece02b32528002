// Verifiers of the view ops: tensor views built from pointers, partition
// views over them, shape queries, and loads and stores through views.

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<i16>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected pointer to 'f16' to build tensor_view of this type, got 'i16'}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<i16>>) -> !cuda_tile.tensor_view<8xf16, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f16>>, %n: !cuda_tile.tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 2 dynamic shape operands, got 1}}
    %v = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[16,1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f16>>, %n: !cuda_tile.tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 0 dynamic stride operands, got 2}}
    %v = "cuda_tile.make_tensor_view"(%p, %n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x8xf16, strides=[8,1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f16>>, %a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i64>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected dynamic shape index 1 to be of the same type as the other dynamic values ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %v = "cuda_tile.make_tensor_view"(%p, %a, %b) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x?xf16, strides=[16,1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f16>>, %a: !cuda_tile.tile<i64>, %b: !cuda_tile.tile<i16>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected dynamic stride index 0 to be of the same type as the other dynamic values ('!cuda_tile.tile<i64>'), got '!cuda_tile.tile<i16>'}}
    %v = "cuda_tile.make_tensor_view"(%p, %a, %b) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i16>) -> !cuda_tile.tensor_view<?x4xf16, strides=[?,1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%tv: !cuda_tile.tensor_view<64x32xf32, strides=[32,1]>) {
    // expected-error @below {{'cuda_tile.make_partition_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<64x32xf32, strides=[32,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>')}}
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%tv: !cuda_tile.tensor_view<16x16x16xi8, strides=[256,16,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op expected 3 results due to tensor rank, but got 2}}
    %a:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<16x16x16xi8, strides=[256,16,1]>) -> (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>)
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(2), tensor_view<?xf64, strides=[1]>>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op expected 1 results due to view index space rank, but got 2}}
    %a:2 = "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(2), tensor_view<?xf64, strides=[1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>) {
    %i = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 3}}
    %t, %k = "cuda_tile.load_view_tko"(%pv, %i, %i, %i) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 3, 0>}> : (!cuda_tile.partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<4x8xf16>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>) {
    %i = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<4x8xf16>' (based on view type), got '!cuda_tile.tile<8x4xf16>'}}
    %t, %k = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> tile<8x4xf16>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>) {
    %i = cuda_tile.constant <i16: 1> : !cuda_tile.tile<i16>
    %j = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i16>'), got '!cuda_tile.tile<i32>'}}
    %t, %k = "cuda_tile.load_view_tko"(%pv, %i, %j) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(4x8), tensor_view<32x32xf16, strides=[32,1]>>, !cuda_tile.tile<i16>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<4x8xf16>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expect one of: weak, relaxed, or acquire, but got: acq_rel}}
    %t, %k = load_view_tko acq_rel device %pv[%i] : partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op memory scope is required for acquire load}}
    %t, %k = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16xi32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16x2), tensor_view<128x2xi32, strides=[2,1]>>, %v: !cuda_tile.tile<16x2xi32>) {
    %i = cuda_tile.constant <i64: 0> : !cuda_tile.tile<i64>
    // expected-error @below {{'cuda_tile.store_view_tko' op expected 2 index operands (based on view type), got 0}}
    %k = "cuda_tile.store_view_tko"(%v, %pv) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<16x2xi32>, !cuda_tile.partition_view<tile=(16x2), tensor_view<128x2xi32, strides=[2,1]>>) -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, %v: !cuda_tile.tile<16xf32>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.store_view_tko' op expected tile type to be '!cuda_tile.tile<16xi32>' (based on view type), got '!cuda_tile.tile<16xf32>'}}
    %k = store_view_tko weak %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, %v: !cuda_tile.tile<16xi32>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.store_view_tko' op expect one of: weak, relaxed, or release, but got: acq_rel}}
    %k = store_view_tko acq_rel sys %v, %pv[%i] : tile<16xi32>, partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, %v: !cuda_tile.tile<16xi32>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.store_view_tko' op weak store must not have memory scope}}
    %k = "cuda_tile.store_view_tko"(%v, %pv, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<16xi32>, !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f32, <none>>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op tensor_view must preserve ptr_attr from base pointer (#cuda_tile.ptr_attr<none>)}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32, <none>>>) -> !cuda_tile.tensor_view<8xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op pointer base without ptr_attr cannot produce tensor_view with ptr_attr}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<none>>
  }
}
