;; !spirv.Decorations on globals and instructions, !spirv.ParameterDecorations
;; on kernel parameters (the examples of "SPIR-V Representation in LLVM IR"), and their errors.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#V:]] Constant
; CHECK-DAG: OpDecorate %[[#V]] LinkageAttributes "v" Export
; CHECK-DAG: OpDecorate %[[#B:]] Restrict
; CHECK-DAG: OpDecorate %[[#IDX:]] FPFastMathMode NotNaN
; CHECK-DAG: %[[#V]] = OpVariable %{{[0-9]+}} CrossWorkgroup
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#B]] = OpFunctionParameter
; CHECK: %[[#IDX]] = OpFMul

target triple = "spir64-unknown-unknown"

@v = addrspace(1) global i32 0, !spirv.Decorations !1

define spir_kernel void @k(float %a, ptr addrspace(1) %b) !spirv.ParameterDecorations !4 {
  %m = fmul float %a, %a, !spirv.Decorations !7
  store float %m, ptr addrspace(1) %b
  ret void
}

!1 = !{!2, !3}
!2 = !{i32 22}
!3 = !{i32 41, !"v", i32 0}
!4 = !{!5, !6}
!5 = !{}
!6 = !{!8}
!7 = !{!9}
!8 = !{i32 19}
!9 = !{i32 40, i32 1}

; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/bad-decoration.ll 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: error: spirv-emit: global variable '@w': !spirv.Decorations: 99999 is not a SPIR-V decoration
