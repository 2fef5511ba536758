;; OpenCL.std prefetch takes a CrossWorkgroup pointer (SPIRV-Tools checks it).
;; SYCL hands __spirv_ocl_prefetch a generic pointer (the global one that
;; GenericCastToPtrExplicit_ToGlobal returned, cast to generic again): it is
;; cast back with OpGenericCastToPtr, for the friendly call and for OpenCL C's
;; prefetch whose mangling says global while the IR's pointer is generic. A
;; prefetch of local memory has nothing to fetch: the hint is dropped.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#uchar:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#gchar:]] = OpTypePointer CrossWorkgroup %[[#uchar]]
; CHECK-DAG: %[[#gfloat:]] = OpTypePointer CrossWorkgroup %[[#float]]

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; CHECK: %[[#g:]] = OpFunctionParameter
; CHECK: %[[#generic:]] = OpPtrCastToGeneric %{{[0-9]+}} %[[#g]]
; CHECK: %[[#back:]] = OpGenericCastToPtr %[[#gchar]] %[[#generic]]
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} prefetch %[[#back]]
define spir_kernel void @friendly_generic(ptr addrspace(1) %g) {
  %p = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(4) %p, i64 1)
  ret void
}

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; CHECK: %[[#p:]] = OpFunctionParameter
; CHECK: %[[#float_generic:]] = OpBitcast %{{[0-9]+}} %[[#p]]
; CHECK: %[[#cast:]] = OpGenericCastToPtr %[[#gfloat]] %[[#float_generic]]
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} prefetch %[[#cast]]
define spir_func void @opencl_generic(ptr addrspace(4) %p) {
  call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(4) %p, i64 4)
  ret void
}

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; CHECK-NOT: prefetch
; CHECK: OpFunctionEnd
define spir_kernel void @friendly_local(ptr addrspace(3) %l) {
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS3Kcm(ptr addrspace(3) %l, i64 1)
  ret void
}

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; CHECK: %[[#q:]] = OpFunctionParameter %[[#gchar]]
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} prefetch %[[#q]]
define spir_kernel void @friendly_global(ptr addrspace(1) %q) {
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %q, i64 2)
  ret void
}

declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(4), i64)
declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS3Kcm(ptr addrspace(3), i64)
declare spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(4), i64)
