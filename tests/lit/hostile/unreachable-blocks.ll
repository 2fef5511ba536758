;; Unreachable blocks (a cycle of them feeding a phi of a reachable block, and
;; an unreachable self-loop) are dropped, with the phi's incoming edges from
;; them: the output is valid.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK: OpPhi %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}{{$}}

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %a, label %b
dead:
  %d = add i32 %dd, 1
  br label %dead2
dead2:
  %dd = phi i32 [ %d, %dead ]
  br i1 %c, label %dead, label %join
a:
  br label %join
b:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ %dd, %dead2 ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
selfloop:
  br label %selfloop
}
