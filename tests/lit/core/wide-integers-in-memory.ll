;; Integers wider than 64 bits other than i128 have no SPIR-V type (SPIRV-Tools
;; 2025.5 rejects OpTypeInt 96 even with SPV_INTEL_arbitrary_precision_integers'
;; capability), but memory holding them is kept: an array of integers of the
;; type's ABI alignment covering its alloc size (i96: [2 x i64], 16 bytes
;; aligned to 8, as LLVM lays it out), so globals, struct members and allocas
;; keep LLVM's layout; an initializer is the constant's little-endian words; a
;; store of a constant writes its store size only (12 bytes of an i96), as
;; bytes. Anything else on such a value is an error (errors/unsupported-type.ll).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: rm -f %t.bad.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/wide-integer-load.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.bad.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#uchar:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#two:]] = OpConstant %[[#uint]] 2
; CHECK-DAG: %[[#w96:]] = OpTypeArray %[[#ulong]] %[[#two]]
; CHECK-DAG: %[[#lo:]] = OpConstant %[[#ulong]] 4
; CHECK-DAG: %[[#hi:]] = OpConstant %[[#ulong]] 1
; CHECK-DAG: %[[#init:]] = OpConstantComposite %[[#w96]] %[[#lo]] %[[#hi]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#init]]
;; { i8, i96 }: the i96 at offset 8 both in LLVM and to consumers.
; CHECK-DAG: %[[#pair:]] = OpTypeStruct %[[#uchar]] %[[#w96]]
; CHECK-DAG: %[[#twelve:]] = OpConstant %[[#uint]] 12
; CHECK-DAG: %[[#b12:]] = OpTypeArray %[[#uchar]] %[[#twelve]]
; CHECK-DAG: %[[#pb12:]] = OpTypePointer CrossWorkgroup %[[#b12]]
; CHECK-DAG: %[[#nine:]] = OpConstant %[[#uint]] 9
; CHECK-DAG: %[[#b9:]] = OpTypeArray %[[#uchar]] %[[#nine]]
; CHECK-DAG: %[[#pb9:]] = OpTypePointer Function %[[#b9]]

; CHECK: OpFunction
; CHECK: %[[#slot:]] = OpVariable %[[#]] Function
; CHECK: %[[#cast:]] = OpBitcast %[[#pb12]] %[[#]]
; CHECK-NEXT: OpStore %[[#cast]] %[[#]] Aligned 8
; CHECK: %[[#c9:]] = OpBitcast %[[#pb9]] %[[#slot]]
; CHECK-NEXT: OpStore %[[#c9]] %[[#]] Aligned 8

@d = addrspace(1) global i96 18446744073709551620, align 8
@p = addrspace(1) global { i8, i96 } { i8 1, i96 2 }, align 8
@big = addrspace(1) global [2 x i256] zeroinitializer, align 8

define spir_kernel void @k(ptr addrspace(1) %out) {
  %slot = alloca i65, align 8
  %m = getelementptr inbounds { i8, i96 }, ptr addrspace(1) @p, i64 0, i32 1
  store i96 -1, ptr addrspace(1) %m, align 8
  store i65 -18446744073709551615, ptr %slot, align 8
  %e = getelementptr inbounds [2 x i256], ptr addrspace(1) @big, i64 0, i64 1
  store i256 3, ptr addrspace(1) %e, align 8
  ret void
}

; ERR: in function 'k': 'load' on i96 values is not supported (integers wider than 64 bits other than i128 are kept only in memory
