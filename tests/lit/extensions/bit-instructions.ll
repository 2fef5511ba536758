;; SPV_KHR_bit_instructions: llvm.bitreverse -> OpBitReverse (capability
;; BitInstructions) where allowed, on integers held at their own width (8-64
;; bits, scalars and vectors); otherwise shifts and masks (intrinsics/bits.ll).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_bit_instructions>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability BitInstructions
; CHECK-DAG: OpExtension "SPV_KHR_bit_instructions"
; CHECK-DAG: %[[#i8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#i32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#i64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#v4:]] = OpTypeVector %[[#i32]] 4
; CHECK: OpBitReverse %[[#i32]]
; CHECK: OpBitReverse %[[#i64]]
; CHECK: OpBitReverse %[[#i8]]
; CHECK: OpBitReverse %[[#v4]]
; CHECK-NOT: OpBitReverse
; CHECK: OpReturn

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: OpBitReverse

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r, ptr addrspace(1) %v) {
  %a = load i32, ptr addrspace(1) %p, align 4
  %ra = call i32 @llvm.bitreverse.i32(i32 %a)
  store i32 %ra, ptr addrspace(1) %p, align 4
  %b = load i64, ptr addrspace(1) %q, align 8
  %rb = call i64 @llvm.bitreverse.i64(i64 %b)
  store i64 %rb, ptr addrspace(1) %q, align 8
  %c = load i8, ptr addrspace(1) %r, align 1
  %rc = call i8 @llvm.bitreverse.i8(i8 %c)
  store i8 %rc, ptr addrspace(1) %r, align 1
  %d = load <4 x i32>, ptr addrspace(1) %v, align 16
  %rd = call <4 x i32> @llvm.bitreverse.v4i32(<4 x i32> %d)
  store <4 x i32> %rd, ptr addrspace(1) %v, align 16
  ret void
}

declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i8 @llvm.bitreverse.i8(i8)
declare <4 x i32> @llvm.bitreverse.v4i32(<4 x i32>)
