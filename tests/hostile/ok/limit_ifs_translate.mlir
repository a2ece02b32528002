cuda_tile.module @m {
  entry @k(%out: tile<ptr<f32>>) {
    %c = constant <i1: true> : tile<i1>
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
if %c {
print "deep\n"
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    return
  }
}
