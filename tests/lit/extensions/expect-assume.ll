;; SPV_KHR_expect_assume: llvm.expect -> OpExpectKHR, llvm.assume ->
;; OpAssumeTrueKHR, only when the user allows the extension explicitly (they
;; only add information); by default expect is its value and assume is dropped.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_expect_assume>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability ExpectAssumeKHR
; CHECK-DAG: OpExtension "SPV_KHR_expect_assume"
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#one:]] = OpConstant %[[#int]] 1
; CHECK: %[[#c:]] = OpSGreaterThan %[[#]] %[[#n:]] %[[#]]
; CHECK-NEXT: OpAssumeTrueKHR %[[#c]]
; CHECK-NEXT: %[[#e:]] = OpExpectKHR %[[#int]] %[[#n]] %[[#one]]
; CHECK-NOT: OpAssumeTrueKHR
; CHECK: OpReturn

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: ExpectKHR
; DEFAULT-NOT: AssumeTrueKHR

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %c = icmp sgt i32 %n, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %n, i32 1)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %out, i64 16) ]
  store i32 %e, ptr addrspace(1) %out
  ret void
}

declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
