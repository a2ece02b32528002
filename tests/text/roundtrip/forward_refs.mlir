// A value used in a nested region before its definition, multi-result
// groups, and top-level ops without an explicit module (one is implied).
"cuda_tile.module"() <{sym_name = "k"}> ({
  "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i32>) -> (), sym_name = "fw"}> ({
  ^bb0(%arg0: !cuda_tile.tile<i32>):
    %c = "cuda_tile.constant"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%c) ({
      "cuda_tile.print"(%later) <{str = "%d"}> : (!cuda_tile.tile<i32>) -> ()
      "cuda_tile.yield"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    %later = "cuda_tile.addi"(%arg0, %arg0) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
