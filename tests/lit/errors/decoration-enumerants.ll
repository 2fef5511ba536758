;; An operand of an extension decoration that names no enumerant of its kind
;; (a cache control beyond the grammar's, a host access qualifier) is an
;; error naming the decoration, not a module SPIRV-Tools rejects.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=+all>' -disable-output %s 2>&1 | FileCheck %s
; RUN: test ! -e %t.spv
; RUN: sed 's/i32 6442, i32 0, i32 9/i32 6442, i32 0, i32 4/' %s > %t.ok.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.host.spv;ext=+all>' -disable-output %t.ok.ll 2>&1 | FileCheck %s --check-prefix=HOST
; RUN: sed 's/i32 6188, i32 7/i32 6188, i32 3/' %t.ok.ll > %t.ok2.ll
; RUN: %opt -passes='spirv-emit<out=%t.ok.spv;ext=+all>' -disable-output %t.ok2.ll
; RUN: %spirv-val --new-only --no-reader %t.ok.spv

; CHECK: operand 2 of decoration CacheControlLoadINTEL is 9, which is no LoadCacheControl of the SPIR-V grammar
; HOST: operand 1 of decoration HostAccessINTEL is 7, which is no HostAccessQualifier of the SPIR-V grammar

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, !spirv.Decorations !2

define spir_kernel void @k(ptr addrspace(1) %a, i64 %i) {
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i, !spirv.Decorations !0
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr addrspace(1) %a, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6442, i32 0, i32 9}
!2 = !{!3}
!3 = !{i32 6188, i32 7, !"g"}
