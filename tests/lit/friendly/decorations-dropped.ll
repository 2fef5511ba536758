;; Explicit decorations as front ends write them, kept going as the reference
;; translator does, each drop with a warning naming the decoration and what it
;; decorated: operands past the grammar's (Restrict 1, RelaxedPrecision 2);
;; decorations whose every capability the target denies (Binding and
;; RelaxedPrecision need Shader); decorations on objects SPIRV-Tools refuses
;; them on (Restrict, Volatile on a non-pointer parameter; Constant on an
;; instruction); a second decoration of one kind on one id, which SPIRV-Tools
;; 2025.5 refuses even at another cache level (the first is kept; an identical
;; repeat is merged silently).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_cache_controls>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; WARN-DAG: warning: !spirv.Decorations: decoration RelaxedPrecision of function 'k' takes 0 operand(s), not 1: the 1 extra one(s) are dropped
; WARN-DAG: warning: decoration RelaxedPrecision of function 'k' is dropped: it needs capability Shader, which the target (default) does not allow
; WARN-DAG: warning: decoration Binding of variable 'g' is dropped: it needs capability Shader, which the target (default) does not allow
; WARN-DAG: warning: !spirv.ParameterDecorations: decoration Restrict of parameter '%p' of 'k' takes 0 operand(s), not 1: the 1 extra one(s) are dropped
; WARN-DAG: warning: decoration Restrict of parameter '%x' of 'k' is dropped: it applies to pointer variables and pointer parameters only
; WARN-DAG: warning: decoration Volatile of parameter '%x' of 'k' is dropped: it applies to pointer variables and pointer parameters only
; WARN-DAG: warning: decoration Constant of '%sum' in function 'k' is dropped: it applies to variables only
; WARN-DAG: warning: decoration CacheControlLoadINTEL of '%q' in function 'k' is dropped: SPIRV-Tools allows it once per id (even with other operands), and the first one is kept

; CHECK-NOT: RelaxedPrecision
; CHECK-NOT: Binding
; CHECK-DAG: OpDecorate %[[#g:]] Constant
; CHECK-DAG: OpDecorate %[[#p:]] Restrict
; CHECK-DAG: OpDecorate %[[#q:]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK-NOT: OpDecorate %[[#q]] CacheControlLoadINTEL
; CHECK: %[[#g]] = OpVariable
; CHECK: %[[#p]] = OpFunctionParameter
; CHECK-NOT: OpDecorate
; CHECK: %[[#q]] = OpInBoundsPtrAccessChain

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) !spirv.Decorations !3 !spirv.ParameterDecorations !10 {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1, !spirv.Decorations !20
  %v = load i32, ptr addrspace(1) %q, align 4
  %sum = add i32 %v, %x, !spirv.Decorations !30
  store i32 %sum, ptr addrspace(1) %p, align 4
  store i32 %sum, ptr addrspace(1) @g, align 4
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 22}
!2 = !{i32 33, i32 1}
!3 = !{!4}
!4 = !{i32 0, i32 2}
!10 = !{!11, !12}
!11 = !{!13}
!12 = !{!13, !14}
!13 = !{i32 19, i32 1}
!14 = !{i32 21}
!20 = !{!21, !22, !21}
!21 = !{i32 6442, i32 0, i32 1}
!22 = !{i32 6442, i32 1, i32 1}
!30 = !{!1}
