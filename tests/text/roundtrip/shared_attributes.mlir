// Attributes an alias shares: the long ones are printed once, by alias (#array, #string),
// the short ones written out; a print whose format is a shared long string is printed
// in the generic form, where the alias can stand for it.
#a0 = [1, 2]
#a1 = [#a0, #a0]
#a2 = [#a1, #a1]
#a3 = [#a2, #a2]
#a4 = [#a3, #a3]
#a5 = [#a4, #a4]
#a6 = [#a5, #a5]
#a7 = [#a6, #a6]
#a8 = [#a7, #a7]
#a9 = [#a8, #a8]
#a10 = [#a9, #a9]
#a11 = [#a10, #a10]
#s = "long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string long format string "
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> {small = #a3, big = #a11, strings = [#s, #s]}
    "cuda_tile.print"() <{str = #s}> : () -> ()
    print "short %d", %c : tile<i32>
    return
  }
}
