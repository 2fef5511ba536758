;; Carrying function attributes and metadata in NonSemantic.AuxData (the
;; translator's --spirv-preserve-auxdata, LLVM 23's -spirv-preserve-auxdata) is
;; refused with the reason, in the pass and in the command, and nothing is
;; written: the translator's format names functions at module scope before
;; their definitions, which SPIRV-Tools rejects.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not %spirv-emit --spirv-preserve-auxdata %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %not %spirv-emit -spirv-preserve-auxdata %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: spirv-emit does not write NonSemantic.AuxData (preserve-auxdata, --spirv-preserve-auxdata): the reference translator's format names each function at module scope before its definition, which SPIRV-Tools rejects

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }
