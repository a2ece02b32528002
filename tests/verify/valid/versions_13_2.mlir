// flags: --target-version=13.2
// 13.2's additions, and what 13.2 accepts that 13.1 and 13.3 refuse.

cuda_tile.module @m {
  entry @k() {
    %y = constant <f32: [1.0, -1.0]> : tile<2xf32>
    %a = atan2 %y, %y : tile<2xf32>
    %n = constant <i32: [1, -1]> : tile<2xi32>
    %m = negi %n overflow<no_signed_wrap> : tile<2xi32>
    %h = tanh %y rounding<approx> : tile<2xf32>
    %e = constant <f8E8M0FNU: [1.0, 2.0]> : tile<2xf8E8M0FNU>
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 4> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for unsigned %i in (%lo to %hi, step %one) : tile<i32> {
      %t0 = print_tko "%d\n", %i : tile<i32> -> token
      %t1 = print_tko "after\n" token=%t0 -> token
    }
    // 13.2 checks no purity in a scan's body (13.1 and 13.3 do).
    %s = constant <i32: 0> : tile<8xi32>
    %r = scan %s dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%x : tile<i32>, %z : tile<i32>) {
      %t = print_tko "%d", %x : tile<i32> -> token
      yield %x : tile<i32>
    }
    return
  }
}
