;; The call form of a decoration, as Triton's Intel back end writes cache
;; controls: __spirv_Decoration{Name}(ptr, operands...) returns the pointer
;; (OpCopyObject) carrying decoration Name with the grammar's operands, so
;; the loads and stores through it use the decorated pointer itself.
;; Debian's SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know SPV_INTEL_cache_controls.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_cache_controls>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+SPV_INTEL_cache_controls>' -disable-output %S/Inputs/bad-decoration-calls.ll 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-DAG: OpCapability CacheControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_cache_controls"
; CHECK-DAG: OpDecorate %[[#L1:]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK-DAG: OpDecorate %[[#L2:]] CacheControlLoadINTEL 1 CachedINTEL
; CHECK-DAG: OpDecorate %[[#S1:]] CacheControlStoreINTEL 0 WriteThroughINTEL
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Ptr:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: %[[#Src:]] = OpInBoundsPtrAccessChain %[[#Ptr]]
; CHECK-NEXT: %[[#L1]] = OpCopyObject %[[#Ptr]] %[[#Src]]
; CHECK-NEXT: %[[#L2]] = OpCopyObject %[[#Ptr]] %[[#Src]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#L1]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#L2]]
; CHECK-NEXT: %[[#S1]] = OpCopyObject %[[#Ptr]]
; CHECK: OpStore %[[#S1]]

; ERR: extension SPV_INTEL_cache_controls is not allowed by the target
; BAD: '__spirv_DecorationCacheControlLoadINTEL' takes a pointer and 2 decoration operand(s), but the call passes 2
; BAD: operand 2 of '__spirv_DecorationCacheControlStoreINTEL'

target triple = "spir64-unknown-unknown"

define spir_kernel void @test(ptr addrspace(1) %buffer) {
entry:
  %src = getelementptr inbounds i32, ptr addrspace(1) %buffer, i64 1
  %l1 = call ptr addrspace(1) @__spirv_DecorationCacheControlLoadINTEL(ptr addrspace(1) %src, i32 0, i32 1)
  %l2 = call ptr addrspace(1) @__spirv_DecorationCacheControlLoadINTEL(ptr addrspace(1) %src, i32 1, i32 1)
  %a = load i32, ptr addrspace(1) %l1, align 4
  %b = load i32, ptr addrspace(1) %l2, align 4
  %s1 = call ptr addrspace(1) @__spirv_DecorationCacheControlStoreINTEL(ptr addrspace(1) %buffer, i32 0, i32 1)
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(1) %s1, align 4
  ret void
}

declare ptr @__spirv_DecorationCacheControlLoadINTEL(ptr addrspace(1), i32, i32)
declare ptr @__spirv_DecorationCacheControlStoreINTEL(ptr addrspace(1), i32, i32)
