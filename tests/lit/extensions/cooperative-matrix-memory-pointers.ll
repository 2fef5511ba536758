;; OpCooperativeMatrixLoadKHR / StoreKHR count the stride in elements of the
;; pointer's pointee, and DPC++ counts it in matrix components: the pointer
;; points to the component type, whatever pointee was inferred for it (bytes
;; for an argument used nowhere else, a class around the component such as
;; sycl::bfloat16 from a GEP; SPIR-V wants a scalar or vector pointee).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#pfloat:]] = OpTypePointer CrossWorkgroup %[[#float]]
; CHECK-DAG: %[[#pshort:]] = OpTypePointer CrossWorkgroup %[[#short]]
; CHECK: %[[#a:]] = OpBitcast %[[#pfloat]] %[[#]]
; CHECK: OpCooperativeMatrixLoadKHR %[[#]] %[[#a]]
; CHECK: %[[#b:]] = OpBitcast %[[#pshort]] %[[#]]
; CHECK: OpCooperativeMatrixLoadKHR %[[#]] %[[#b]]
; CHECK: %[[#c:]] = OpBitcast %[[#pfloat]] %[[#]]
; CHECK: OpCooperativeMatrixStoreKHR %[[#c]]

target triple = "spir64-unknown-unknown"

%bf16_class = type { i16 }

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %row) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fil(ptr addrspace(1) %a, i32 0, i64 16)
  %rowb = getelementptr inbounds %bf16_class, ptr addrspace(1) %b, i64 %row
  %n = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1sil(ptr addrspace(1) %rowb, i32 0, i64 16)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %m, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1sil(ptr addrspace(1), i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i64)
