// Memory ops that verify: joined tokens, gathers and scatters with each
// ordering they accept, with and without scope, masks, padding and hints.
cuda_tile.module @m {
  cuda_tile.testing$func @memory(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i8>>, %m: !cuda_tile.tile<4xi1>, %z: !cuda_tile.tile<4xi8>) {
    %a = make_token : token
    %b = make_token : token
    %j2 = join_tokens %a, %b : token
    %j3 = join_tokens %a, %b, %j2 : token
    %v0, %t0 = load_ptr_tko weak %p token = %j3 optimization_hints = <sm_90 = {latency = 4}> : tile<4xptr<i8>> -> tile<4xi8>, token
    %v1, %t1 = load_ptr_tko relaxed device %p, %m, %z : tile<4xptr<i8>>, tile<4xi1>, tile<4xi8> -> tile<4xi8>, token
    %v2, %t2 = load_ptr_tko acquire tl_blk %p : tile<4xptr<i8>> -> tile<4xi8>, token
    %s0 = store_ptr_tko weak %p, %v0 optimization_hints = <sm_110 = {latency = 7}> : tile<4xptr<i8>>, tile<4xi8> -> token
    %s1 = store_ptr_tko relaxed sys %p, %v1, %m token = %s0 : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
    %s2 = store_ptr_tko release device %p, %v2 : tile<4xptr<i8>>, tile<4xi8> -> token
  }
}
