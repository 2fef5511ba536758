;; Integer and float constants are interned by type and bits: the same bits of
;; different types (i32 1 and the float whose bits are 1; i16, half and
;; bfloat 1) are distinct constants, and a value met again, in an array's
;; bytes or an instruction, is the constant declared first. More than a few
;; elements, so the interning reads ahead. With SPV_INTEL_bfloat16_conversion
;; (the default) a bfloat is its i16 carrier: the same constant as the i16.
;; (SPV_KHR_bfloat16: the newer validator and disassembler only.)
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.carrier.spv>' -disable-output %s
; RUN: %spirv-val %t.carrier.spv
; RUN: %spirv-dis %t.carrier.spv | FileCheck %s --check-prefix=CARRIER

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@ints = addrspace(1) global [20 x i32] [i32 1, i32 2, i32 1, i32 3, i32 2, i32 1, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 1], align 4
@floats = addrspace(1) global [3 x float] [float 0x36A0000000000000, float 1.0, float 0x36A0000000000000], align 4
@shorts = addrspace(1) global [2 x i16] [i16 1, i16 1], align 2
@halves = addrspace(1) global [2 x half] [half 0xH0001, half 0xH0001], align 2
@bfloats = addrspace(1) global [2 x bfloat] [bfloat 0xR0001, bfloat 0xR0001], align 2

; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#bfloat:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#i1:]] = OpConstant %[[#uint]] 1{{$}}
; CHECK-DAG: %[[#i2:]] = OpConstant %[[#uint]] 2{{$}}
; CHECK-DAG: %[[#f1:]] = OpConstant %[[#float]] 0x1p-149{{$}}
; CHECK-DAG: %[[#s1:]] = OpConstant %[[#ushort]] 1{{$}}
; CHECK-DAG: %[[#h1:]] = OpConstant %[[#half]] 0x1p-24{{$}}
; CHECK-DAG: %[[#b1:]] = OpConstant %[[#bfloat]] 0x1p-133{{$}}
; CHECK-DAG: OpConstantComposite %{{.*}} %[[#i1]] %[[#i2]] %[[#i1]] %{{.*}} %[[#i2]] %[[#i1]]
; CHECK-DAG: OpConstantComposite %{{.*}} %[[#f1]] %{{.*}} %[[#f1]]{{$}}
; CHECK-DAG: OpConstantComposite %{{.*}} %[[#s1]] %[[#s1]]{{$}}
; CHECK-DAG: OpConstantComposite %{{.*}} %[[#h1]] %[[#h1]]{{$}}
; CHECK-DAG: OpConstantComposite %{{.*}} %[[#b1]] %[[#b1]]{{$}}
; CHECK-DAG: OpConstant %[[#ulong:]] 1{{$}}
; CHECK-DAG: OpStore %{{.*}} %[[#i1]]

; One OpConstant per type and value.
; CHECK-NOT: OpConstant %[[#uint]] 1{{$}}
; CHECK-NOT: OpConstant %[[#uint]] 2{{$}}

; CARRIER: OpName %[[#shorts:]] "shorts"
; CARRIER: OpName %[[#bfloats:]] "bfloats"
; CARRIER: %[[#ushort:]] = OpTypeInt 16 0
; CARRIER: %[[#s1:]] = OpConstant %[[#ushort]] 1{{$}}
; CARRIER: %[[#arr:]] = OpConstantComposite %{{.*}} %[[#s1]] %[[#s1]]{{$}}
; CARRIER: %[[#shorts]] = OpVariable %{{.*}} %[[#arr]]{{$}}
; CARRIER: %[[#bfloats]] = OpVariable %{{.*}} %[[#arr]]{{$}}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  ; The same 1 as the array's, and a 64-bit 1 (another type).
  store i32 1, ptr addrspace(1) %out, align 4
  %wide = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store i64 1, ptr addrspace(1) %wide, align 8
  ret void
}
