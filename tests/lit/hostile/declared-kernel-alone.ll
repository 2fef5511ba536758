;; A spir_kernel declaration without a body and without callers (valid on every
;; LLVM version, unlike the call of declared-kernel.ll, which LLVM 22's verifier
;; rejects) is an imported function, not an entry point.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %S/Inputs/declared-kernel-only.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: OpCapability Linkage
; CHECK-NOT: OpEntryPoint
; CHECK: OpDecorate %[[#K:]] LinkageAttributes "k" Import
; CHECK: %[[#K]] = OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionEnd
