target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(4)
  store ptr addrspace(4) %g, ptr addrspace(1) %out, align 8
  ret void
}
