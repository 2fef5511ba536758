;; alloca (OpVariable Function at the top of the entry block, arrays for an
;; element count), load/store memory operands, getelementptr with struct indices.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, [4 x float] }

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#U32]] %{{[0-9]+}}
; CHECK-DAG: OpName %[[#PAIR]] "struct.Pair"
; CHECK-DAG: %[[#FPTR:]] = OpTypePointer Function %[[#F32]]{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#U32]] 1

; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpLabel
; CHECK-NEXT: %[[#S:]] = OpVariable %{{[0-9]+}} Function
; CHECK-NEXT: %[[#ARR:]] = OpVariable %{{[0-9]+}} Function
; CHECK-NEXT: %[[#BUF:]] = OpInBoundsAccessChain %[[#FPTR]] %[[#ARR]]
define spir_func float @memory(ptr addrspace(1) %p, i64 %i) {
entry:
  %s = alloca %struct.Pair, align 4
  %buf = alloca float, i32 8, align 4
; CHECK: %[[#FIELD:]] = OpInBoundsPtrAccessChain %[[#FPTR]] %[[#S]] %{{[0-9]+}} %[[#C1]] %{{[0-9]+}}
  %field = getelementptr inbounds %struct.Pair, ptr %s, i64 0, i32 1, i64 %i
; CHECK: OpStore %[[#FIELD]] %{{[0-9]+}} Aligned 4
  store float 2.0, ptr %field, align 4
; CHECK: OpLoad %[[#F32]] %{{[0-9]+}} Volatile|Aligned 16
  %v = load volatile float, ptr addrspace(1) %p, align 16
  %slot = getelementptr float, ptr %buf, i64 %i
; CHECK: OpPtrAccessChain %[[#FPTR]] %[[#BUF]]
  store float %v, ptr %slot
  %w = load float, ptr %field
  ret float %w
}
