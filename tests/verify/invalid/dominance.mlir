// Uses must be dominated by their definitions: the parser accepts a name used
// before its definition in the region, the verifier rejects the use.
"cuda_tile.module"() <{sym_name = "k"}> ({
  "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i32>) -> (), sym_name = "fw"}> ({
  ^bb0(%arg0: !cuda_tile.tile<i32>):
    %c = "cuda_tile.constant"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%c) ({
      // expected-error @below {{'cuda_tile.print' op operand #0 does not dominate this use}}
      "cuda_tile.print"(%later) <{str = "%d"}> : (!cuda_tile.tile<i32>) -> ()
      "cuda_tile.yield"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    // expected-note @below {{operand defined here}}
    %later = "cuda_tile.addi"(%arg0, %arg0) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
