target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4vi(ptr addrspace(4), i32)

define spir_kernel void @k(ptr addrspace(1) %p) {
  %gen = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %back = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4vi(ptr addrspace(4) %gen, i32 5)
  store i32 1, ptr addrspace(1) %back
  ret void
}
