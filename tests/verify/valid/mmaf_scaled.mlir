// mmaf_scaled's input, scale and block-size pairings that verify, as NVIDIA's
// tileirdisasm 13.5 accepts them: fp8 inputs with f8E8M0FNU scales in blocks
// of 32; f4E2M1FN inputs with f8E4M3FN scales in blocks of 16, and with
// f8E8M0FNU or (13.4) fnv8E5M3FNU scales in blocks of 16 or 32.
cuda_tile.module @m {
  entry @k() {
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %a8 = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %a4 = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b4 = constant <f4E2M1FN: 1.0> : tile<64x16xf4E2M1FN>
    %e2a = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %e2b = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    %e4a = constant <f8E8M0FNU: 1.0> : tile<16x4xf8E8M0FNU>
    %e4b = constant <f8E8M0FNU: 1.0> : tile<4x16xf8E8M0FNU>
    %m4a = constant <f8E4M3FN: 1.0> : tile<16x4xf8E4M3FN>
    %m4b = constant <f8E4M3FN: 1.0> : tile<4x16xf8E4M3FN>
    %u2a = constant <fnv8E5M3FNU: 1.0> : tile<16x2xfnv8E5M3FNU>
    %u2b = constant <fnv8E5M3FNU: 1.0> : tile<2x16xfnv8E5M3FNU>
    %u4a = constant <fnv8E5M3FNU: 1.0> : tile<16x4xfnv8E5M3FNU>
    %u4b = constant <fnv8E5M3FNU: 1.0> : tile<4x16xfnv8E5M3FNU>
    %0 = mmaf_scaled %a8, %b8, %acc, %e2a, %e2b : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %1 = mmaf_scaled %a4, %b4, %acc, %m4a, %m4b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
    %2 = mmaf_scaled %a4, %b4, %acc, %e2a, %e2b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %3 = mmaf_scaled %a4, %b4, %acc, %e4a, %e4b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
    %4 = mmaf_scaled %a4, %b4, %acc, %u2a, %u2b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x16xfnv8E5M3FNU>
    %5 = mmaf_scaled %a4, %b4, %acc, %u4a, %u4b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xfnv8E5M3FNU>, tile<4x16xfnv8E5M3FNU>
    return
  }
}
