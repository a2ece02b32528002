// What a cuda_tile.module holds of the dialect's ops: functions and globals
// (upstream's bytecode writer's rule and words). Ops of other dialects are
// left to them.

// expected-error @below {{'cuda_tile.module' op only function and global ops are allowed in the body}}
cuda_tile.module @m {
  // expected-remark @below {{invalid op: cuda_tile.constant}}
  %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
}

// -----

// expected-error @below {{'cuda_tile.module' op only function and global ops are allowed in the body}}
cuda_tile.module @m {
  cuda_tile.global @g <f32: 1.0> : !cuda_tile.tile<1xf32>
  // expected-remark @below {{invalid op: cuda_tile.module}}
  cuda_tile.module @inner {
  }
}

// -----

// expected-error @below {{'cuda_tile.module' op only function and global ops are allowed in the body}}
cuda_tile.module @m {
  "other.op"() : () -> ()
  cuda_tile.entry @k() {
    cuda_tile.return
  }
  // expected-remark @below {{invalid op: cuda_tile.get_tile_block_id}}
  %x, %y, %z = cuda_tile.get_tile_block_id : !cuda_tile.tile<i32>
}
