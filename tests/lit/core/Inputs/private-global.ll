target triple = "spir64-unknown-unknown"

@g = global i32 0

define void @bump() {
  %v = load i32, ptr @g
  %w = add i32 %v, 1
  store i32 %w, ptr @g
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  call void @bump()
  %v = load i32, ptr @g
  store i32 %v, ptr addrspace(1) %out
  ret void
}
