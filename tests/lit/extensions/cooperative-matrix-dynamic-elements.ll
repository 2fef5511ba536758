;; __spirv_VectorExtractDynamic / __spirv_VectorInsertDynamic on a cooperative
;; matrix (DPC++'s element access before __spirv_AccessChain): OpVector*Dynamic
;; needs a vector, so the element is read or written through an OpAccessChain
;; into a Function variable holding the matrix, which an insert loads back.
;; An element wrapped in a single-member struct (SYCL's half class) is taken
;; out of it (by value, or loaded through a byval pointer) and rebuilt around
;; the component for an extract returning it (through sret).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#wrap:]] = OpTypeStruct %[[#half]]
; CHECK-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#half]]
; CHECK-DAG: %[[#pM:]] = OpTypePointer Function %[[#M]]
; CHECK-DAG: %[[#phalf:]] = OpTypePointer Function %[[#half]]

; CHECK: OpFunction
; CHECK: %[[#r:]] = OpFunctionParameter
; CHECK: %[[#v1:]] = OpVariable %[[#pM]] Function
; CHECK: %[[#m1:]] = OpCooperativeMatrixLoadKHR %[[#M]]
; CHECK: OpStore %[[#v1]] %[[#m1]]
; CHECK: %[[#e1:]] = OpAccessChain %[[#phalf]] %[[#v1]]
; CHECK: %[[#h1:]] = OpLoad %[[#half]] %[[#e1]]
; CHECK: %[[#w1:]] = OpCompositeConstruct %[[#wrap]] %[[#h1]]
; CHECK: OpStore %[[#r]] %[[#w1]]

; CHECK: OpFunction
; CHECK: %[[#e2:]] = OpAccessChain %[[#phalf]]
; CHECK: %[[#h2:]] = OpLoad %[[#half]] %[[#e2]]
; CHECK: OpReturnValue %[[#h2]]

; CHECK: OpFunction
; CHECK: OpFunctionParameter
; CHECK: %[[#byval:]] = OpFunctionParameter
; CHECK: %[[#v3:]] = OpVariable %[[#pM]] Function
; CHECK: %[[#e3:]] = OpAccessChain %[[#phalf]] %[[#v3]]
; CHECK: %[[#w3:]] = OpLoad %[[#wrap]] %[[#byval]]
; CHECK: %[[#h3:]] = OpCompositeExtract %[[#half]] %[[#w3]] 0
; CHECK: OpStore %[[#e3]] %[[#h3]]
; CHECK: %[[#n3:]] = OpLoad %[[#M]] %[[#v3]]
; CHECK: OpCooperativeMatrixStoreKHR %[[#]] %[[#n3]]

; CHECK: OpFunction
; CHECK: OpFunctionParameter
; CHECK: %[[#byvalue:]] = OpFunctionParameter %[[#wrap]]
; CHECK: %[[#e4:]] = OpAccessChain %[[#phalf]]
; CHECK: %[[#h4:]] = OpCompositeExtract %[[#half]] %[[#byvalue]] 0
; CHECK: OpStore %[[#e4]] %[[#h4]]

target triple = "spir64-unknown-unknown"

%half_class = type { half }

define spir_func void @extract_to_sret(ptr addrspace(4) sret(%half_class) %r, ptr addrspace(1) %in, i64 %i) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhil(ptr addrspace(1) %in, i32 0, i64 16)
  call spir_func void @_Z28__spirv_VectorExtractDynamicm(ptr addrspace(4) sret(%half_class) %r, target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %m, i64 %i)
  ret void
}

define spir_func half @extract_scalar(ptr addrspace(1) %in, i64 %i) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhil(ptr addrspace(1) %in, i32 0, i64 16)
  %e = call spir_func half @_Z28__spirv_VectorExtractDynamicl(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %m, i64 %i)
  ret half %e
}

define spir_func void @insert_byval(ptr addrspace(1) %io, ptr byval(%half_class) %v, i64 %i) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhil(ptr addrspace(1) %io, i32 0, i64 16)
  %n = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z27__spirv_VectorInsertDynamicP(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %m, ptr %v, i64 %i)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1Dhil(ptr addrspace(1) %io, target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %n, i32 0, i64 16)
  ret void
}

define spir_func void @insert_value(ptr addrspace(1) %io, %half_class %v, i64 %i) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhil(ptr addrspace(1) %io, i32 0, i64 16)
  %n = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z27__spirv_VectorInsertDynamicS(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %m, %half_class %v, i64 %i)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1Dhil(ptr addrspace(1) %io, target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %n, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhil(ptr addrspace(1), i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1Dhil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), i32, i64)
declare spir_func void @_Z28__spirv_VectorExtractDynamicm(ptr addrspace(4) sret(%half_class), target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), i64)
declare spir_func half @_Z28__spirv_VectorExtractDynamicl(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), i64)
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z27__spirv_VectorInsertDynamicP(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), ptr, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z27__spirv_VectorInsertDynamicS(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), %half_class, i64)
