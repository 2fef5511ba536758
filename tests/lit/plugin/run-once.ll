;; With default<O2> in the pipeline, the optimizer-last instance stays quiet
;; when spirv-emit is named explicitly: one output, at the explicit path.
; RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/src.ll
; RUN: cd %t.dir && %opt -passes='default<O2>,spirv-emit<out=explicit.spv>' -disable-output src.ll
; RUN: ls %t.dir | FileCheck %s
; RUN: %spirv-val %t.dir/explicit.spv
; CHECK-NOT: src.spv
; CHECK: explicit.spv
; CHECK-NOT: src.spv

;; With only default<O2>, the plugin runs at the optimizer-last point, as under clang.
; RUN: cd %t.dir && %opt -passes='default<O2>' -disable-output src.ll
; RUN: %spirv-val %t.dir/src.spv

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
