;; preserve-auxdata (the translator's --spirv-preserve-auxdata, LLVM 23's
;; -spirv-preserve-auxdata) writes NonSemantic.AuxData only into a module that
;; is not validated (validate=off; extensions/aux-data.ll): SPIRV-Tools rejects
;; the translator's form, whose instructions name functions at module scope
;; before their definitions. Asked for in a validated module (validate=auto,
;; the default, or on), it is an error naming the reason and the way out, in
;; the pass and in the command, and nothing is written.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;validate=on>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not %spirv-emit --spirv-preserve-auxdata %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %not %spirv-emit -spirv-preserve-auxdata %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: spirv-emit: function attributes and metadata in NonSemantic.AuxData (preserve-auxdata), in a validated module, which spirv-emit does not emit: SPIRV-Tools rejects the reference translator's form (its instructions name functions at module scope, before their definitions: a forward reference, also as OpExtInstWithForwardRefsKHR) and the translator's reader aborts on them in the one place SPIRV-Tools accepts them (a function body); add validate=off to write the module unvalidated
;; Without SPV_KHR_non_semantic_info allowed and with a version cap below 1.6
;; (where it is core), the target refuses it.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;validate=off;version=1.4>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TARGET
; RUN: %not test -e %t.spv
; TARGET: extension SPV_KHR_non_semantic_info is not allowed by the target (needed by function attributes and metadata in NonSemantic.AuxData (preserve-auxdata))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }
