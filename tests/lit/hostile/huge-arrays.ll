;; Arrays longer than 2^32 elements (a global of 2^32 bytes, one of 2^40 x 1000 ints)
;; and a private array of 10^8 ints: the length is read as 64 bits (LLVM-C 16
;; truncates it to 32, which made [4294967296 x i8] a "zero-length array");
;; lengths past 32 bits become 64-bit OpConstants.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#N32:]] = OpConstant %[[#U64]] 4294967296
; CHECK-DAG: %[[#N40:]] = OpConstant %[[#U64]] 1099511627776
; CHECK-DAG: OpTypeArray %{{.*}} %[[#N32]]
; CHECK-DAG: OpTypeArray %{{.*}} %[[#N40]]
; CHECK-DAG: OpConstant %{{.*}} 100000000

target triple = "spir64-unknown-unknown"
@big = addrspace(1) global [4294967296 x i8] zeroinitializer, align 1
@huge = addrspace(1) global [1099511627776 x [1000 x i32]] zeroinitializer, align 4
define spir_kernel void @k(i64 %i) {
  %g = getelementptr inbounds [4294967296 x i8], ptr addrspace(1) @big, i64 0, i64 %i
  store i8 1, ptr addrspace(1) %g, align 1
  %h = getelementptr inbounds [1099511627776 x [1000 x i32]], ptr addrspace(1) @huge, i64 0, i64 %i, i64 3
  store i32 2, ptr addrspace(1) %h, align 4
  %a = alloca [100000000 x i32], align 4
  store i32 3, ptr %a, align 4
  ret void
}
