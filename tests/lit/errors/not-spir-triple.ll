;; A module for another target is rejected with a hint, and nothing is written.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: target triple 'x86_64-unknown-linux-gnu' is not a SPIR target; compile with -target spir64

target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  ret void
}
