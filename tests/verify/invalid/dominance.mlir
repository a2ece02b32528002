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

// -----

// An op's results are not defined inside its own regions.
cuda_tile.module @self_use {
  entry @k(%c: tile<i1>, %p: tile<ptr<i32>>) {
    %a = constant <i32: 1> : tile<i32>
    // expected-note @below {{operand defined here}}
    %r = if %c -> (tile<i32>) {
      // expected-error @below {{'cuda_tile.yield' op operand #0 does not dominate this use}}
      yield %r : tile<i32>
    } else {
      yield %a : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// Nor inside the regions of an op nested in them.
cuda_tile.module @nested_self_use {
  entry @k(%c: tile<i1>, %p: tile<ptr<i32>>) {
    %a = constant <i32: 1> : tile<i32>
    // expected-note @below {{operand defined here}}
    %r = if %c -> (tile<i32>) {
      %s = if %c -> (tile<i32>) {
        // expected-error @below {{'cuda_tile.addi' op operand #0 does not dominate this use}}
        %x = addi %r, %a : tile<i32>
        yield %x : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      yield %s : tile<i32>
    } else {
      yield %a : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// After the op, its results are defined, also after ops with regions of their own.
cuda_tile.module @after_regions {
  entry @k(%c: tile<i1>, %p: tile<ptr<i32>>) {
    %a = constant <i32: 1> : tile<i32>
    %r = if %c -> (tile<i32>) {
      %s = if %c -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      yield %s : tile<i32>
    } else {
      yield %a : tile<i32>
    }
    // expected-error @below {{'cuda_tile.addi' op operand #1 does not dominate this use}}
    %y = addi %r, %z : tile<i32>
    // expected-note @below {{operand defined here}}
    %z = addi %r, %r : tile<i32>
    %t = store_ptr_tko weak %p, %y : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
