;; Identities (expect, annotation, ptr.annotation, launder.invariant.group),
;; markers that vanish (var.annotation, invariant.start/end,
;; stacksave/stackrestore, assume, trap), and compile-time queries
;; (objectsize: unknown; is.constant: false).
;; LLVM 15's annotation intrinsics take default address space strings: there
;; the module is first rewritten into that form (tools/llvm15-annotations.sed).
; RUN: %if llvm15 %{sed -f %S/../tools/llvm15-annotations.sed%} %else %{cat%} %s > %t.in.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %t.in.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [5 x i8] c"note\00"
@.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00"

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#MINUS1:]] = OpConstant %[[#I64]] 18446744073709551615
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I64]] 0
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse %[[#BOOL]]
; CHECK-DAG: %[[#ONE32:]] = OpConstant %[[#I32]] 1

; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpSGreaterThan %[[#BOOL]] %[[#X]]
; CHECK-NEXT: %[[#S:]] = OpIAdd %[[#I32]] %[[#X]] %[[#X]]
; CHECK-NEXT: OpReturnValue %[[#S]]
define spir_func i32 @identities(i32 %x, i64 %y) {
  %a = call i32 @llvm.expect.i32(i32 %x, i32 1)
  %b = call i64 @llvm.expect.with.probability.i64(i64 %y, i64 0, double 0.5)
  %c = call i32 @llvm.annotation.i32.p1(i32 %x, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 3)
  %d = icmp sgt i32 %a, 0
  call void @llvm.assume(i1 %d)
  %s = add i32 %a, %c
  ret i32 %s
}

;; ptr.annotation returns its pointer, cast to the type its users want.
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#V:]] = OpVariable %{{.*}} Function
; CHECK-NEXT: %[[#Q:]] = OpBitcast %{{.*}} %[[#P]]
; CHECK-NEXT: %[[#QF:]] = OpBitcast %[[#PF]] %[[#Q]]
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#F32]] %[[#QF]]
; CHECK-NEXT: OpStore %[[#P]] %[[#L]]
; CHECK-NEXT: OpReturn
define spir_func void @pointers(ptr addrspace(1) %p) {
  %v = alloca i32
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 7, ptr addrspace(1) null)
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 9, ptr addrspace(1) null)
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %v)
  call void @llvm.invariant.end.p0(ptr %t, i64 4, ptr %v)
  %s = call ptr @llvm.stacksave()
  call void @llvm.stackrestore(ptr %s)
  %r = call ptr addrspace(1) @llvm.launder.invariant.group.p1(ptr addrspace(1) %q)
  %f = load float, ptr addrspace(1) %r
  store float %f, ptr addrspace(1) %p
  ret void
}

; CHECK: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpIAdd %[[#I64]] %[[#MINUS1]] %[[#ZERO]]
; CHECK-NEXT: OpSelect %[[#I64]] %[[#FALSE]]
define spir_func i64 @queries(ptr addrspace(1) %p) {
  %a = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 false)
  %b = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 true, i1 true, i1 false)
  %s = add i64 %a, %b
  %c = call i1 @llvm.is.constant.i64(i64 %s)
  %r = select i1 %c, i64 %s, i64 1
  ret i64 %r
}

;; A trap is followed by `unreachable`: the trap itself emits nothing.
; CHECK: OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpIEqual
; CHECK-NEXT: OpBranchConditional %{{.*}} %[[#BAD:]] %[[#GOOD:]]
; CHECK-NEXT: %[[#GOOD]] = OpLabel
; CHECK-NEXT: OpReturn
; CHECK-NEXT: %[[#BAD]] = OpLabel
; CHECK-NEXT: OpUnreachable
define spir_func void @traps(i32 %x) {
  call void @llvm.debugtrap()
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bad, label %good
bad:
  call void @llvm.trap()
  unreachable
good:
  ret void
}

;; A result that a phi uses before its definition (loop-carried).
; CHECK: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK: OpBranch %[[#HEAD:]]
; CHECK-NEXT: %[[#HEAD]] = OpLabel
; CHECK-NEXT: %[[#ACC:]] = OpPhi %[[#I32]] %{{.*}} %{{.*}} %[[#NEXT:]] %[[#HEAD]]
; CHECK: %[[#M:]] = OpExtInst %[[#I32]] %{{.*}} u_max %[[#ACC]] %[[#N]]
; CHECK-NEXT: %[[#NEXT]] = OpCopyObject %[[#I32]] %[[#M]]
define spir_func i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %acc = phi i32 [ 0, %entry ], [ %next, %head ]
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %next = call i32 @llvm.umax.i32(i32 %acc, i32 %n)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %head, label %exit
exit:
  ret i32 %next
}

;; ptrmask goes through integers; get.rounding is 1 (to nearest).
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PG:]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpConvertPtrToU %[[#I64]] %[[#P]]
; CHECK-NEXT: %[[#B:]] = OpBitwiseAnd %[[#I64]] %[[#A]] %[[#M]]
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PG]] %[[#B]]
; CHECK-NEXT: %[[#Q32:]] = OpBitcast %{{.*}} %[[#Q]]
; CHECK-NEXT: OpStore %[[#Q32]] %[[#ONE32]]
define spir_func void @ptrmask(ptr addrspace(1) %p, i64 %m) {
  %q = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 %m)
  %r = call i32 @llvm.get.rounding()
  store i32 %r, ptr addrspace(1) %q
  ret void
}

declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
declare i32 @llvm.get.rounding()
declare i32 @llvm.expect.i32(i32, i32)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
declare void @llvm.assume(i1)
declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.invariant.start.p0(i64, ptr)
declare void @llvm.invariant.end.p0(ptr, i64, ptr)
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare ptr addrspace(1) @llvm.launder.invariant.group.p1(ptr addrspace(1))
declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)
declare i1 @llvm.is.constant.i64(i64)
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare i32 @llvm.umax.i32(i32, i32)
