;; `text` also writes the disassembly beside the binary.
; RUN: rm -f %t.spv %t.spvasm
; RUN: %opt -passes='spirv-emit<out=%t.spv;text>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: FileCheck %s < %t.spvasm
; CHECK: OpEntryPoint Kernel %{{.*}} "k"

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
