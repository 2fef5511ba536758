target triple = "spir64-unknown-unknown"
@__spirv_BuiltInGlobalInvocationIdd = external addrspace(1) constant <3 x i64>, align 32
declare spir_func i64 @_Z19__spirv_BuiltInNopev()
declare spir_func i64 @_Z29__spirv_GlobalInvocationIdd_xv()
define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationIdd, align 32
  %b = call spir_func i64 @_Z19__spirv_BuiltInNopev()
  %c = call spir_func i64 @_Z29__spirv_GlobalInvocationIdd_xv()
  store i64 %a, ptr addrspace(1) %o
  store i64 %b, ptr addrspace(1) %o
  store i64 %c, ptr addrspace(1) %o
  ret void
}
