;; Found by scripts/fuzz.py (a mutated lit input, seed 1085): a module without
;; kernels gave SPIR-V without OpEntryPoint and without the Linkage
;; capability, which spirv-val rejects ("No OpEntryPoint instruction was
;; found"). Such a module is a library: it now declares Linkage, as the
;; reference translator does.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.helper.spv>' -disable-output %S/Inputs/internal-helper-only.ll
; RUN: %spirv-val %t.helper.spv
; RUN: %spirv-dis %t.helper.spv | FileCheck %s

; CHECK: OpCapability Linkage
; CHECK-NOT: OpEntryPoint

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
