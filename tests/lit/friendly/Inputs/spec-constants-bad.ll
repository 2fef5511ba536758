target triple = "spir64-unknown-unknown"
%struct.A = type { i32, float }
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare %struct.A @_Z29__spirv_SpecConstantCompositeif(i32, float)

define spir_kernel void @dynamic_id(ptr addrspace(1) %o, i32 %id) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 %id, i32 7)
  store i32 %a, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @part(ptr addrspace(1) %o) {
  %x = load i32, ptr addrspace(1) %o, align 4
  %s = call %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %x, float 1.0)
  store %struct.A %s, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @types(ptr addrspace(1) %o) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 7)
  %b = call float @_Z20__spirv_SpecConstantif(i32 1, float 1.0)
  store i32 %a, ptr addrspace(1) %o
  store float %b, ptr addrspace(1) %o
  ret void
}
