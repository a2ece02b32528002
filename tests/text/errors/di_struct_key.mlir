#file = #cuda_tile.di_file<"a.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<>
