target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @straddle(ptr addrspace(1) %o) {
  %p = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 4
  %v = load i64, ptr addrspace(1) %p, align 4
  store i64 %v, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @past(ptr addrspace(1) %o) {
  %v = load <4 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  store <4 x i64> %v, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @two(ptr addrspace(1) %o, i64 %a, i64 %b) {
  %p = getelementptr inbounds i64, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 %a
  %q = getelementptr inbounds i64, ptr addrspace(1) %p, i64 %b
  %v = load i64, ptr addrspace(1) %q
  store i64 %v, ptr addrspace(1) %o
  ret void
}
