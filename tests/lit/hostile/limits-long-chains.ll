;; Long chains, which lowering used to follow recursively (a stack overflow)
;; or once per link (quadratic time): 50,000 pointer casts, 30,000 pointer
;; phis in a row, 2,000 functions each passing a pointer to the next, and
;; 200,000 dependent adds. Each is valid SPIR-V in a few seconds.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 %S/Inputs/hostile.py casts 50000 > %t.d/casts.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/casts.spv>' -disable-output %t.d/casts.ll
; RUN: spirv-val %t.d/casts.spv
; RUN: %spirv-dis %t.d/casts.spv | FileCheck %s --check-prefix=CASTS
; RUN: python3 %S/Inputs/hostile.py phis 30000 > %t.d/phis.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/phis.spv>' -disable-output %t.d/phis.ll
; RUN: spirv-val %t.d/phis.spv
; RUN: python3 %S/Inputs/hostile.py calls 2000 > %t.d/calls.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/calls.spv;validate=off>' -disable-output %t.d/calls.ll
; RUN: spirv-val %t.d/calls.spv
; RUN: python3 %S/Inputs/hostile.py users 200000 > %t.d/users.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/users.spv>' -disable-output %t.d/users.ll
; RUN: spirv-val %t.d/users.spv
;; The cast chain's pointee is the i32 its final store demands, found once.
; CASTS: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CASTS: %[[PTR:[0-9]+]] = OpTypePointer CrossWorkgroup %[[INT]]
; CASTS: OpFunctionParameter %[[PTR]]
; CASTS-COUNT-2: OpPtrCastToGeneric
