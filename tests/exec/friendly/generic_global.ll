; A program-scope variable in the generic address space (HIP/SYCL-style IR):
; a global-memory variable used through its generic address
; (run by tests/exec/friendly_ir.py).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@table = addrspace(4) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@counter = addrspace(4) global i32 7, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
  %c = load i32, ptr addrspace(4) @counter, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr addrspace(4) @counter, align 4
  %p = getelementptr inbounds [4 x i32], ptr addrspace(4) @table, i64 0, i64 2
  %t = load i32, ptr addrspace(4) %p, align 4
  %g = addrspacecast ptr addrspace(4) @counter to ptr addrspace(1)
  %again = load i32, ptr addrspace(1) %g, align 4
  store i32 %t, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %again, ptr addrspace(1) %o1, align 4
  ret void
}
