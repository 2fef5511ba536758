;; Without out=, the output is the source file's stem + .spv in the current directory.
; RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/kernel_src.ll
; RUN: cd %t.dir && %opt -passes=spirv-emit -disable-output kernel_src.ll
; RUN: %spirv-val %t.dir/kernel_src.spv
; RUN: %spirv-dis %t.dir/kernel_src.spv | FileCheck %s
; CHECK: OpEntryPoint Kernel %{{[0-9]+}} "k"

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
