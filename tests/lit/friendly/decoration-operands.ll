;; !spirv.Decorations / !spirv.ParameterDecorations with the operands the
;; grammar gives each decoration: id operands (AlignmentId, MaxByteOffsetId)
;; are written as integers and become constants of that width, decorated by
;; OpDecorateId (SPIR-V 1.2; the constants come before the decorated variable);
;; string operands (UserSemantic); decorations newer than 1.0 raise the version
;; (MaxByteOffset: 1.1; NoSignedWrap and UserSemantic: core in 1.4, whose
;; extensions the default target does not allow); an empty parameter list
;; decorates nothing. Operands past the grammar's are dropped with a warning
;; (front ends write them: RelaxedPrecision 2); a missing operand or a wrong
;; kind is an error naming it.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/decoration-operands-bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.bad.spv

; CHECK: Version: 1.4
; CHECK-NOT: OpExtension
; CHECK-DAG: OpDecorateId %[[#G:]] AlignmentId %[[#C16:]]
; CHECK-DAG: OpDecorate %[[#G]] UserSemantic "hint"
; CHECK-DAG: OpDecorateId %[[#H:]] MaxByteOffsetId %[[#C12:]]
; CHECK-DAG: OpDecorate %[[#P:]] MaxByteOffset 64
; CHECK-DAG: OpDecorate %[[#A:]] NoSignedWrap
; CHECK-DAG: %[[#C16]] = OpConstant %[[#]] 16
; CHECK-DAG: %[[#C12]] = OpConstant %[[#]] 12
; CHECK-DAG: %[[#G]] = OpVariable
; CHECK-DAG: %[[#H]] = OpVariable
; CHECK: %[[#P]] = OpFunctionParameter
; CHECK: %[[#A]] = OpIAdd

; ERR: warning: !spirv.Decorations: decoration MaxByteOffset of variable 'g' takes 1 operand(s), not 2: the 1 extra one(s) are dropped
; ERR: error: spirv-emit: 2 problems; no SPIR-V was written:
; ERR-DAG: !spirv.Decorations: decoration Alignment takes 1 operand(s), not 0
; ERR-DAG: !spirv.Decorations: operand 1 of decoration UserSemantic must be a string

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@h = addrspace(1) global [4 x i32] zeroinitializer, align 4, !spirv.Decorations !3

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !spirv.ParameterDecorations !10 {
  %a = add i32 %n, 1, !spirv.Decorations !5
  store i32 %a, ptr addrspace(1) %p, align 4
  store i32 1, ptr addrspace(1) @g, align 4
  store i32 2, ptr addrspace(1) @h, align 4
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 46, i64 16}
!2 = !{i32 5635, !"hint"}
!3 = !{!4}
!4 = !{i32 47, i32 12}
!5 = !{!6}
!6 = !{i32 4469}
!10 = !{!11, !12}
!11 = !{!13}
!12 = !{}
!13 = !{i32 45, i32 64}
