;; Found by scripts/fuzz.py (a mutated lit input, seed 1302, reduced with
;; llvm-reduce-16): !reqd_work_group_size !{i32 0, i32 0, i32 0} gave
;; OpExecutionMode LocalSize 0 0 0, which spirv-val rejects. A size that is not
;; three integers from 1 up is now a clean error (tests/lit/hostile/ has the
;; other malformed forms).
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: test ! -e %t.spv
; CHECK: error: spirv-emit: in function 'k': !reqd_work_group_size: expected one to three integers from 1 to 4294967295

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}

!0 = !{i32 0, i32 0, i32 0}
