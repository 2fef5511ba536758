;; SPV_INTEL_cache_controls from !spirv.Decorations (DPC++'s annotated_ptr):
;; CacheControlLoadINTEL / CacheControlStoreINTEL on pointers (instructions and
;; parameters). The extension allows one per cache level on an id, which
;; SPIRV-Tools 2025.5 rejects ("decorated ... multiple times"): one here. SPIRV-Tools 2023.1 and llvm-spirv-15 -r
;; do not know the extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_cache_controls>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability CacheControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_cache_controls"
; CHECK-DAG: OpDecorate %[[#a:]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK-DAG: OpDecorate %[[#p:]] CacheControlLoadINTEL 1 UncachedINTEL
; CHECK-DAG: OpDecorate %[[#q:]] CacheControlStoreINTEL 0 WriteBackINTEL
; CHECK: %[[#a]] = OpFunctionParameter
; CHECK: %[[#p]] = OpInBoundsPtrAccessChain
; CHECK-NEXT: OpLoad %[[#]] %[[#p]]
; CHECK-NEXT: %[[#q]] = OpInBoundsPtrAccessChain
; CHECK-NEXT: OpStore %[[#q]]

; ERR: error: spirv-emit: extension SPV_INTEL_cache_controls is not allowed by the target (needed by capability CacheControlsINTEL (operand CacheControlLoadINTEL of OpDecorate))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i) !spirv.ParameterDecorations !3 {
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i, !spirv.Decorations !0
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i, !spirv.Decorations !4
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

!0 = !{!2}
!1 = !{i32 6442, i32 0, i32 1}
!2 = !{i32 6442, i32 1, i32 0}
!3 = !{!5, !6, !6}
!4 = !{!8}
!5 = !{!1}
!6 = !{}
!8 = !{i32 6443, i32 0, i32 2}
