;; !spirv.Generator forms: !{i16 id, i16 version} sets the generator word;
;; an empty node (as front ends leave it) keeps spirv-emit's own, silently;
;; any other form is ignored with a warning (the word is only informative).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed 's/^!0 = !{}$/!0 = !{!"tool"}/' %s > %t.odd.ll
; RUN: %opt -passes='spirv-emit<out=%t.odd.spv>' -disable-output %t.odd.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.odd.spv

; QUIET-NOT: warning
; CHECK: Generator: {{.*}}
; WARN: warning: !spirv.Generator is not !{i16 generator id, i16 version}: it is ignored

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!spirv.Generator = !{!0}
!0 = !{}
