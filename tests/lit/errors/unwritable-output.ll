;; An output path that cannot be written is a clean error, with no temporary left behind.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/missing/k.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: ls -A %t.dir | count 0
; CHECK: error: spirv-emit: cannot write '{{.*}}/missing/k.spv'

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
