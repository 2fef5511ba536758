; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

;; memcpy is OpCopyMemorySized (a zero length vanishes: spirv-val rejects a
;; constant zero size); memmove copies through a private temporary for a
;; constant length, and with a byte loop whose direction follows the address
;; order for a variable one; memset stores a constant byte array, or loops.

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PG8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I64]] 16
; CHECK-DAG: %[[#C16W:]] = OpConstant %[[#I32]] 16
; CHECK-DAG: %[[#C12:]] = OpConstant %[[#I32]] 12
; CHECK-DAG: %[[#TMP_ARR:]] = OpTypeArray %[[#I8]] %[[#C12]]
; CHECK-DAG: %[[#TMP_PTR:]] = OpTypePointer Function %[[#TMP_ARR]]
; CHECK-DAG: %[[#L12:]] = OpConstant %[[#I64]] 12
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I64]] 0
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#ARR8:]] = OpTypeArray %[[#I8]] %[[#C8]]
; CHECK-DAG: %[[#NULL8:]] = OpConstantNull %[[#ARR8]]
; CHECK-DAG: %[[#PARR8:]] = OpTypePointer CrossWorkgroup %[[#ARR8]]
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#ARR3:]] = OpTypeArray %[[#I8]] %[[#C3]]
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I8]] 7
; CHECK-DAG: %[[#SEVENS:]] = OpConstantComposite %[[#ARR3]] %[[#SEVEN]] %[[#SEVEN]] %[[#SEVEN]]
; CHECK-DAG: %[[#PARR3:]] = OpTypePointer CrossWorkgroup %[[#ARR3]]

;; copies
; CHECK: %[[#D:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpVariable %{{.*}} Function
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#S]] %[[#N]]{{$}}
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#S]] %[[#C16]] Volatile
; CHECK-NEXT: OpLifetimeStart %[[#A]] 0
; CHECK-NEXT: OpCopyMemorySized %[[#A]] %[[#S]] %[[#C16W]]
; CHECK-NEXT: OpLifetimeStop %[[#A]] 0
; CHECK-NEXT: OpReturn

;; move_const
; CHECK: %[[#D:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#T:]] = OpVariable %[[#TMP_PTR]] Function
; CHECK-NEXT: OpCopyMemorySized %[[#T]] %[[#S]] %[[#L12]]
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#T]] %[[#L12]]
; CHECK-NEXT: OpReturn

;; move_var: backwards when dst > src; the phi in the next block comes from
;; the loop's exit block.
; CHECK: %[[#D:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#DA:]] = OpConvertPtrToU %[[#I64]] %[[#D]]
; CHECK-NEXT: %[[#SA:]] = OpConvertPtrToU %[[#I64]] %[[#S]]
; CHECK-NEXT: %[[#BACK:]] = OpUGreaterThan %[[#BOOL]] %[[#DA]] %[[#SA]]
; CHECK-NEXT: %[[#LAST:]] = OpISub %[[#I64]] %[[#N]] %[[#ONE]]
; CHECK-NEXT: OpBranch %[[#HEAD:]]
; CHECK-NEXT: %[[#HEAD]] = OpLabel
; CHECK-NEXT: %[[#K:]] = OpPhi %[[#I64]] %[[#ZERO]] %[[#ENTRY]] %[[#K1:]] %[[#BODY:]]
; CHECK-NEXT: %[[#MORE:]] = OpULessThan %[[#BOOL]] %[[#K]] %[[#N]]
; CHECK-NEXT: OpBranchConditional %[[#MORE]] %[[#BODY]] %[[#EXIT:]]
; CHECK-NEXT: %[[#BODY]] = OpLabel
; CHECK-NEXT: %[[#DOWN:]] = OpISub %[[#I64]] %[[#LAST]] %[[#K]]
; CHECK-NEXT: %[[#IDX:]] = OpSelect %[[#I64]] %[[#BACK]] %[[#DOWN]] %[[#K]]
; CHECK-NEXT: %[[#FROM:]] = OpPtrAccessChain %[[#PG8]] %[[#S]] %[[#IDX]]
; CHECK-NEXT: %[[#TO:]] = OpPtrAccessChain %[[#PG8]] %[[#D]] %[[#IDX]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#I8]] %[[#FROM]]
; CHECK-NEXT: OpStore %[[#TO]] %[[#B]]
; CHECK-NEXT: %[[#K1]] = OpIAdd %[[#I64]] %[[#K]] %[[#ONE]]
; CHECK-NEXT: OpBranch %[[#HEAD]]
; CHECK-NEXT: %[[#EXIT]] = OpLabel
; CHECK-NEXT: OpBranch %[[#NEXT:]]
; CHECK-NEXT: %[[#NEXT]] = OpLabel
; CHECK-NEXT: OpPhi %[[#I64]] %[[#N]] %[[#EXIT]]

;; sets
; CHECK: %[[#D:]] = OpFunctionParameter %[[#PG8]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#P8:]] = OpBitcast %[[#PARR8]] %[[#D]]
; CHECK-NEXT: OpStore %[[#P8]] %[[#NULL8]]
; CHECK-NEXT: %[[#P3:]] = OpBitcast %[[#PARR3]] %[[#D]]
; CHECK-NEXT: OpStore %[[#P3]] %[[#SEVENS]] Volatile
; CHECK-NEXT: OpBranch %[[#HEAD:]]
; CHECK-NEXT: %[[#HEAD]] = OpLabel
; CHECK-NEXT: %[[#K:]] = OpPhi %[[#I64]] %[[#ZERO]] %[[#ENTRY]] %[[#K1:]] %[[#BODY:]]
; CHECK-NEXT: %[[#MORE:]] = OpULessThan %[[#BOOL]] %[[#K]] %[[#N]]
; CHECK-NEXT: OpBranchConditional %[[#MORE]] %[[#BODY]] %[[#EXIT:]]
; CHECK-NEXT: %[[#BODY]] = OpLabel
; CHECK-NEXT: %[[#TO:]] = OpPtrAccessChain %[[#PG8]] %[[#D]] %[[#K]]
; CHECK-NEXT: OpStore %[[#TO]] %[[#V]]
; CHECK-NEXT: %[[#K1]] = OpIAdd %[[#I64]] %[[#K]] %[[#ONE]]
; CHECK-NEXT: OpBranch %[[#HEAD]]
; CHECK-NEXT: %[[#EXIT]] = OpLabel
; CHECK-NEXT: OpReturn

;; set_private: 300 bytes is past the constant-store limit: a loop.
; CHECK: OpVariable %{{.*}} Function
; CHECK-NEXT: OpBitcast
; CHECK-NEXT: OpBranch
; CHECK: OpULessThan

target triple = "spir64-unknown-unknown"

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.inline.p0.p1.i32(ptr, ptr addrspace(1), i32, i1)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define spir_func void @copies(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 16, i1 true)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 0, i1 false)
  %a = alloca [4 x i32]
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  call void @llvm.memcpy.inline.p0.p1.i32(ptr %a, ptr addrspace(1) %s, i32 16, i1 false)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a)
  ret void
}

define spir_func void @move_const(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 12, i1 false)
  ret void
}

define spir_func void @move_var(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
entry:
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  br label %next
next:
  %x = phi i64 [ %n, %entry ]
  ret void
}

define spir_func void @sets(ptr addrspace(1) %d, i8 %v, i64 %n) {
  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 0, i64 8, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 7, i64 3, i1 true)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 %v, i64 %n, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 0, i64 0, i1 false)
  ret void
}

define spir_func void @set_private(i8 %v) {
  %a = alloca [300 x i8]
  call void @llvm.memset.p0.i32(ptr %a, i8 1, i32 300, i1 false)
  ret void
}
