;; __spirv_PtrEqual / PtrNotEqual / PtrDiff are SPIR-V 1.4 instructions.
;; Below 1.4 (no version cap asks for it) they are computed on the addresses:
;; OpConvertPtrToU, then IEqual / INotEqual, or the byte distance divided by
;; the pointee's size (PtrDiff counts elements). With version=1.4 they stay.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.14.spv;version=1.4>' -disable-output %s
;; (llvm-spirv-15 -r aborts reading OpPtrDiff: no reader check at 1.4.)
; RUN: %spirv-val --no-reader %t.14.spv
; RUN: %spirv-dis %t.14.spv | FileCheck %s --check-prefix=V14

; CHECK: Version: 1.0
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK-DAG: %[[#ulong_4:]] = OpConstant %[[#ulong]] 4
; CHECK: %[[#A:]] = OpConvertPtrToU %[[#ulong]] %[[#]]
; CHECK-NEXT: %[[#B:]] = OpConvertPtrToU %[[#ulong]] %[[#]]
; CHECK-NEXT: OpIEqual %[[#bool]] %[[#A]] %[[#B]]
; CHECK: OpINotEqual %[[#bool]]
; CHECK: %[[#N:]] = OpINotEqual %[[#bool]]
; CHECK-NEXT: OpSelect %[[#uint]] %[[#N]]
; CHECK: %[[#D:]] = OpISub %[[#ulong]]
; CHECK-NEXT: OpSDiv %[[#ulong]] %[[#D]] %[[#ulong_4]]
; CHECK-NOT: OpPtr

; V14: Version: 1.4
; V14: OpPtrEqual
; V14: OpPtrNotEqual
; V14: OpPtrNotEqual
; V14: OpPtrDiff

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 3
  %v = load float, ptr addrspace(1) %q, align 4
  store float %v, ptr addrspace(1) %p, align 4
  %eq = call spir_func i1 @_Z16__spirv_PtrEqualPU3AS1fS0_(ptr addrspace(1) %p, ptr addrspace(1) %q)
  %ne = call spir_func i1 @_Z19__spirv_PtrNotEqualPU3AS1fS0_(ptr addrspace(1) %p, ptr addrspace(1) %q)
  %ni = call spir_func i32 @_Z19__spirv_PtrNotEqualPU3AS1fS0_i(ptr addrspace(1) %p, ptr addrspace(1) %q)
  %d = call spir_func i64 @_Z15__spirv_PtrDiffPU3AS1fS0_(ptr addrspace(1) %q, ptr addrspace(1) %p)
  %both = and i1 %eq, %ne
  %z = zext i1 %both to i64
  %s = add i64 %d, %z
  %t = zext i32 %ni to i64
  %u = add i64 %s, %t
  store i64 %u, ptr addrspace(1) %out, align 8
  ret void
}

declare spir_func i1 @_Z16__spirv_PtrEqualPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func i1 @_Z19__spirv_PtrNotEqualPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func i32 @_Z19__spirv_PtrNotEqualPU3AS1fS0_i(ptr addrspace(1), ptr addrspace(1))
declare spir_func i64 @_Z15__spirv_PtrDiffPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
