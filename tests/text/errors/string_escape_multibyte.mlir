// flags: -allow-unregistered-dialect
// A string escape of a multi-byte character: an error, and the lexer stays on
// a character boundary (found by fuzzing: it used to split the character).
cuda_tile.module @m {
  "test.op"() {s = "a\־"} : () -> ()
}
