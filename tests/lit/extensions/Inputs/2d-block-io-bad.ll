;; Invalid uses of the 2D block IO friendly calls (see 2d-block-io.ll).
target triple = "spir64-unknown-unknown"

define spir_func void @local_base(ptr addrspace(3) %base, <2 x i32> %xy) {
  %d = alloca [8 x i16]
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS3KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 1, ptr addrspace(3) %base, i32 64, i32 8, i32 64, <2 x i32> %xy, ptr %d)
  ret void
}

define spir_func void @global_data(ptr addrspace(1) %base, ptr addrspace(1) %src, <2 x i32> %xy) {
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPU3AS1KvPU3AS1viiiDv2_i(i32 4, i32 16, i32 8, i32 1, ptr addrspace(1) %src, ptr addrspace(1) %base, i32 64, i32 8, i32 64, <2 x i32> %xy)
  ret void
}

define spir_func void @short_coordinate(ptr addrspace(1) %base, <2 x i16> %xy) {
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_s(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 64, i32 8, i32 64, <2 x i16> %xy)
  ret void
}

define spir_func void @missing_operand(ptr addrspace(1) %base, <2 x i32> %xy) {
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_i(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 64, i32 8, i32 64, <2 x i32> %xy)
  ret void
}

declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS3KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(3), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPU3AS1KvPU3AS1viiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_s(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i16>)
declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
