target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %a) {
  %x = add nsw i32 %a, 1
  store i32 %x, ptr addrspace(1) %p
  ret void
}
