target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @past(ptr addrspace(1) %o) {
  %v = load <4 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  store <4 x i64> %v, ptr addrspace(1) %o
  ret void
}

; a copy whose offset is chosen at run time
define spir_kernel void @copy(ptr addrspace(1) %o, i64 %a) {
  %s = alloca i64, align 8
  %p = getelementptr inbounds i64, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 %a
  call void @llvm.memcpy.p0.p1.i64(ptr align 8 %s, ptr addrspace(1) align 8 %p, i64 8, i1 false)
  %v = load i64, ptr %s
  store i64 %v, ptr addrspace(1) %o
  ret void
}

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)

define spir_kernel void @two(ptr addrspace(1) %o, i64 %a, i64 %b) {
  %p = getelementptr inbounds i64, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 %a
  %q = getelementptr inbounds i64, ptr addrspace(1) %p, i64 %b
  %v = load i64, ptr addrspace(1) %q
  store i64 %v, ptr addrspace(1) %o
  ret void
}
