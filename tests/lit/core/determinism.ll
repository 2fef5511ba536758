;; The same input gives byte-identical output.
; RUN: %opt -passes='spirv-emit<out=%t.1.spv>' -disable-output %S/pointee.ll
; RUN: %opt -passes='spirv-emit<out=%t.2.spv>' -disable-output %S/pointee.ll
; RUN: cmp %t.1.spv %t.2.spv
; RUN: %opt -passes='spirv-emit<out=%t.3.spv>' -disable-output %S/globals.ll
; RUN: %opt -passes='spirv-emit<out=%t.4.spv>' -disable-output %S/globals.ll
; RUN: cmp %t.3.spv %t.4.spv
