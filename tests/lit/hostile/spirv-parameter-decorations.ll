;; Found by this suite: !spirv.ParameterDecorations
;; operands are not checked against the decoration's grammar, so
;; FuncParamAttr (38) with a string operand !"x" is encoded as the literal
;; 120 and spirv-val rejects the module ("Invalid function parameter
;; attribute operand: 120"). Fixed: decoration operands are checked against the
;; grammar (a string where a number is wanted is an error naming the decoration).
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %S/Inputs/spirv-paramdecorations-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.spv
; BAD: error: {{.*}}!spirv.ParameterDecorations: operand 1 of decoration FuncParamAttr must be an integer
; BAD-NOT: does not validate
