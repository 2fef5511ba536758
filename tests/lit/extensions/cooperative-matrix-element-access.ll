;; Element access into cooperative matrices, __spirv_AccessChain(m, index):
;; - on the matrix value: OpAccessChain needs a pointer, so the value is stored
;;   to a Function variable first and the chain starts there;
;; - on a pointer to a struct wrapping the matrix (SYCL's joint_matrix), here
;;   an element of an array of them, cast to generic: the chain goes through
;;   member 0 of the wrapper to the matrix's component;
;; - a generic result from a Function chain: PtrCastToGeneric of the chain.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#MI:]] = OpTypeCooperativeMatrixKHR %[[#int]]
; CHECK-DAG: %[[#MF:]] = OpTypeCooperativeMatrixKHR %[[#float]]
; CHECK-DAG: %[[#pMI:]] = OpTypePointer Function %[[#MI]]
; CHECK-DAG: %[[#pint:]] = OpTypePointer Function %[[#int]]
; CHECK-DAG: %[[#wrap:]] = OpTypeStruct %[[#MF]]
; CHECK-DAG: %[[#gint:]] = OpTypePointer Generic %[[#int]]
; CHECK-DAG: %[[#gfloat:]] = OpTypePointer Generic %[[#float]]
; CHECK-DAG: %[[#zero:]] = OpConstant %[[#int]] 0

; CHECK: OpFunction
; CHECK: %[[#spill:]] = OpVariable %[[#pMI]] Function
; CHECK: %[[#m:]] = OpCompositeConstruct %[[#MI]]
; CHECK: OpStore %[[#spill]] %[[#m]]
; CHECK: %[[#e:]] = OpAccessChain %[[#pint]] %[[#spill]] %[[#]]
; CHECK: %[[#ge:]] = OpPtrCastToGeneric %[[#gint]] %[[#e]]
; CHECK: OpLoad %[[#int]] %[[#ge]]

; CHECK: OpFunction
; CHECK: %[[#slot:]] = OpInBoundsPtrAccessChain %[[#]] %[[#]]
; CHECK: %[[#g:]] = OpPtrCastToGeneric %[[#]] %[[#slot]]
; CHECK: %[[#f:]] = OpAccessChain %[[#gfloat]] %[[#g]] %[[#zero]] %[[#]]
; CHECK: OpStore %[[#f]]

target triple = "spir64-unknown-unknown"

%joint_matrix = type { target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) }

define spir_kernel void @from_value(ptr addrspace(1) %out, i32 %v, i64 %i) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32 %v)
  %p = call spir_func ptr addrspace(4) @_Z19__spirv_AccessChainl(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %m, i64 %i)
  %e = load i32, ptr addrspace(4) %p, align 4
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @from_array(ptr addrspace(1) %out, i64 %i, i64 %j, float %x) {
  %tiles = alloca [4 x [2 x %joint_matrix]], align 8
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float %x)
  %slot = getelementptr inbounds [4 x [2 x %joint_matrix]], ptr %tiles, i64 0, i64 %i, i64 %j
  store target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %m, ptr %slot, align 8
  %generic = addrspacecast ptr %slot to ptr addrspace(4)
  %p = call spir_func ptr addrspace(4) @_Z19__spirv_AccessChainPU3AS4l(ptr addrspace(4) %generic, i64 2)
  store float 1.0, ptr addrspace(4) %p, align 4
  %r = load target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), ptr %slot, align 8
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %r, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func ptr addrspace(4) @_Z19__spirv_AccessChainl(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i64)
declare spir_func ptr addrspace(4) @_Z19__spirv_AccessChainPU3AS4l(ptr addrspace(4), i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i64)
