;; A module that would not validate (here: a FuncParamAttr operand that names no
;; attribute, asked for by hand-written metadata) is never written: the emitted
;; SPIR-V is validated in-process first, and the error quotes the validator.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: the SPIR-V emitted for this module does not validate ({{.*}}); no SPIR-V was written.

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  ret void
}

!0 = !{!1}
!1 = !{!2}
!2 = !{i32 38, i32 120}
;; validate=off writes it anyway (for huge modules, where the validator is slow).
; RUN: %opt -passes='spirv-emit<out=%t.off.spv;validate=off>' -disable-output %s
; RUN: %not spirv-val %t.off.spv
;; (removed: the suites validate every module left behind, scripts/validate_outputs.py)
; RUN: rm %t.off.spv
