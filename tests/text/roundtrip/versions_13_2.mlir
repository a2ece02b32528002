// What 13.2 added (and nothing of 13.3): written as 13.2 bytecode.
cuda_tile.module @added_in_13_2 {
  entry @k() {
    %x = constant <f32: [1.0, -2.0]> : tile<2xf32>
    %a = atan2 %x, %x : tile<2xf32>
    %h = tanh %x rounding<approx> : tile<2xf32>
    %i = constant <i32: [3, -3]> : tile<2xi32>
    %n = negi %i overflow<no_signed_wrap> : tile<2xi32>
    %e = constant <f8E8M0FNU: [1.0, 8.0]> : tile<2xf8E8M0FNU>
    %w = ftof %e : tile<2xf8E8M0FNU> -> tile<2xf32>
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 4> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for unsigned %k in (%lo to %hi, step %one) : tile<i32> {
      %t0 = print_tko "%d\n", %k : tile<i32> -> token
      %t1 = print_tko "after\n" token=%t0 -> token
    }
    return
  }
}
