;; Found by this suite: !spirv.ParameterDecorations
;; operands are not checked against the decoration's grammar, so
;; FuncParamAttr (38) with a string operand !"x" is encoded as the literal
;; 120 and spirv-val rejects the module ("Invalid function parameter
;; attribute operand: 120"). It should be a clean error. The module validation before writing now turns it into a clean error.
; RUN: rm -f %t.spv
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %S/Inputs/spirv-paramdecorations-bad.ll || true
; RUN: test ! -e %t.spv || %spirv-val %t.spv
