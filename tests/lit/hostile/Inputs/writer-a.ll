;; Input of a tests/lit/hostile test (concurrent writes): a big module, so the
;; two writers overlap.
target triple = "spir64-unknown-unknown"
@table = addrspace(2) constant [60000 x i32] zeroinitializer, align 4
define spir_kernel void @a(ptr addrspace(1) %p, i64 %i) {
  %g = getelementptr inbounds [60000 x i32], ptr addrspace(2) @table, i64 0, i64 %i
  %v = load i32, ptr addrspace(2) %g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
