;; preserve-auxdata (the translator's --spirv-preserve-auxdata, LLVM 23's
;; -spirv-preserve-auxdata) needs SPV_KHR_non_semantic_info: without it
;; allowed and with a version cap below 1.6 (where it is core), the target
;; refuses it, naming the extension and what needed it, in the pass and in the
;; command, and nothing is written. (Validation is on: the module it writes
;; validates, extensions/aux-data.ll.)
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;version=1.4>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not %spirv-emit --spirv-preserve-auxdata --spirv-max-version=1.4 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: extension SPV_KHR_non_semantic_info is not allowed by the target (needed by function attributes and metadata in NonSemantic.AuxData (preserve-auxdata))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }
