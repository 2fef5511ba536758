;; Module-scope variables in address space 0 (clang-16's @constinit copies of
;; OpenCL C aggregate initializers, private globals of other front ends): each
;; function that uses one gets a Function variable that its entry block copies
;; from a UniformConstant variable holding the initializer. Valid in the
;; OpenCL environments, and read back by the reference reader.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: spirv-val --target-env opencl2.0 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@table = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@constinit = private global [3 x i32] [i32 1, i32 2, i32 3], align 4
@counter = internal global i32 5, align 4

; CHECK-NOT: OpVariable {{.*}} Private
; CHECK-DAG: OpDecorate %[[#TABLE_SRC:]] Constant
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ARR4:]] = OpTypeArray %[[#U32]] %{{[0-9]+}}
; CHECK-DAG: %[[#PARR4:]] = OpTypePointer Function %[[#ARR4]]
; CHECK-DAG: %[[#TABLE_INIT:]] = OpConstantComposite %[[#ARR4]]
; CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#U32]] 5
; CHECK-DAG: %[[#TABLE_SRC]] = OpVariable %{{[0-9]+}} UniformConstant %[[#TABLE_INIT]]
; CHECK-DAG: %[[#COUNTER_SRC:]] = OpVariable %{{[0-9]+}} UniformConstant %[[#FIVE]]
; CHECK-DAG: %[[#C16:]] = OpConstant %{{[0-9]+}} 16

;; The helper's own copy of @table.
; CHECK: OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#H_TABLE:]] = OpVariable %[[#PARR4]] Function{{$}}
; CHECK-NEXT: OpCopyMemorySized %[[#H_TABLE]] %[[#TABLE_SRC]] %[[#C16]]
; CHECK: OpInBoundsPtrAccessChain %{{[0-9]+}} %[[#H_TABLE]]
define i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

;; The kernel's: @table (read), @constinit (memcpy source), @counter (written, one kernel).
; CHECK: OpFunction
; CHECK: OpLabel
; CHECK-DAG: OpVariable %[[#PARR4]] Function{{$}}
; CHECK-DAG: OpCopyMemorySized %{{[0-9]+}} %[[#TABLE_SRC]] %[[#C16]]
; CHECK-DAG: OpCopyMemorySized %{{[0-9]+}} %[[#COUNTER_SRC]] %{{[0-9]+}}
; CHECK: OpCopyMemorySized
; CHECK: OpPtrCastToGeneric
define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
  %local = alloca [3 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %local, ptr align 4 @constinit, i64 12, i1 false)
  %q = getelementptr inbounds [3 x i32], ptr %local, i64 0, i64 %i
  %a = load i32, ptr %q, align 4
  %b = call i32 @lookup(i64 %i)
  %t = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i
  %tg = addrspacecast ptr %t to ptr addrspace(4)
  %c = load i32, ptr addrspace(4) %tg, align 4
  %n = load i32, ptr @counter, align 4
  %n1 = add i32 %n, %a
  store i32 %n1, ptr @counter, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %n1
  store i32 %s3, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
