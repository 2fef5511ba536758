;; Blocks in reverse post-order, phis (with duplicate and unreachable
;; predecessors dropped), switch on 32 and 64 bits, unreachable.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#U32]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
; CHECK-NEXT: %[[#I:]] = OpPhi %[[#U32]] %[[#ZERO:]] %[[#ENTRY]] %[[#NEXT:]] %[[#LOOP]]
; CHECK-NEXT: %[[#NEXT]] = OpIAdd %[[#U32]] %[[#I]]
; CHECK-NEXT: %[[#DONE:]] = OpSGreaterThanEqual
; CHECK-NEXT: OpBranchConditional %[[#DONE]] %[[#EXIT:]] %[[#LOOP]]
; CHECK-NEXT: %[[#EXIT]] = OpLabel
; CHECK-NEXT: OpReturnValue %[[#NEXT]]
define spir_func i32 @loop(i32 %n) {
entry:
  br label %loop
dead:                                  ; unreachable: dropped
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ], [ 7, %dead ]
  %next = add i32 %i, 1
  %done = icmp sge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}

; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpSwitch %{{[0-9]+}} %[[#DEFAULT:]] 0 [[A:%[0-9]+]] 1 [[A]] 7 %[[#B:]]
define spir_func i32 @switch32(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %a
    i32 1, label %a
    i32 7, label %b
  ]
a:
  br label %join
b:
  br label %join
default:
  unreachable
join:
;; %a is one predecessor even though two cases reach it.
; CHECK: OpPhi %[[#U32]] %{{[0-9]+}} [[A]] %{{[0-9]+}} %[[#B]]
  %r = phi i32 [ 10, %a ], [ 20, %b ]
  ret i32 %r
}

; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpSwitch %{{[0-9]+}} %{{[0-9]+}} 4294967296 %{{[0-9]+}} 3 %{{[0-9]+}}
; CHECK: OpUnreachable
define spir_func i64 @switch64(i64 %x) {
entry:
  switch i64 %x, label %other [
    i64 4294967296, label %big
    i64 3, label %small
  ]
big:
  ret i64 1
small:
  ret i64 2
other:
  unreachable
}
