; llvm.readsteadycounter declared with an argument (runtime-errors.ll).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %s = call i64 @llvm.readsteadycounter(i32 0)
  store i64 %s, ptr addrspace(1) %out
  ret void
}

declare i64 @llvm.readsteadycounter(i32)
