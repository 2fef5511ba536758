; A module the C API refuses: @bad_kernel uses an intrinsic spirv-emit does not
; translate. The tests expect a diagnostic naming that function, and the host
; to go on translating.
target triple = "spir64-unknown-unknown"

define spir_kernel void @fine(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @bad_kernel(ptr addrspace(1) %p) {
  %r = call ptr @llvm.returnaddress(i32 0)
  store ptr %r, ptr addrspace(1) %p
  ret void
}

declare ptr @llvm.returnaddress(i32)
