;; KHR-named cooperative matrix calls in no known shape (see
;; cooperative-matrix-joint-shapes.ll).
target triple = "spir64-unknown-unknown"

; A 64-bit stride first, but the layout is not a constant.
define spir_func void @runtime_layout(ptr addrspace(1) %p, i64 %stride, i32 %layout) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_a(ptr addrspace(1) %p, i64 %stride, i32 %layout, i32 3)
  ret void
}

; The joint order with the packed (VNNI) layout: no KHR layout.
define spir_func void @packed(ptr addrspace(1) %p, i64 %stride) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_b(ptr addrspace(1) %p, i64 %stride, i32 2, i32 3)
  ret void
}

; A store with the stride first and no scope.
define spir_func void @store_no_scope(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %m, i64 %stride) {
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %m, i64 %stride, i32 0)
  ret void
}

; Mad with a fifth operand.
define spir_func void @mad_five(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %c) {
  %r = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z31__spirv_CooperativeMatrixMadKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %c, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %c, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %c, i32 3, i32 0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_a(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_b(ptr addrspace(1), i64, i32, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z31__spirv_CooperativeMatrixMadKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i32)
