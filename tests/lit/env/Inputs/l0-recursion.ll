target triple = "spir64-unknown-unknown"

define spir_func i32 @even(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @odd(i32 %m)
  ret i32 %r
}

define spir_func i32 @odd(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @even(i32 %m)
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %r = call spir_func i32 @even(i32 %n)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
