;; Builtin variables read across two components: the load's value is the
;; variable's bytes it covers (little-endian, as LLVM's load sees them), each
;; overlapped component shifted into place and or-ed. One path for every
;; builtin variable and width: i64 at byte 4 of a <3 x i64>, <4 x i32> of a
;; <3 x i64>, i128 (carried as <2 x i64>) across three components, and clang
;; -O0's memcpy of a builtin to a stack slot (stored piece by piece).
;; tests/exec/friendly_ir.py runs tests/exec/friendly/builtin_spans.ll.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rev.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInLocalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external addrspace(1) constant i32, align 4

; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#LID:]] BuiltIn LocalInvocationId
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#U64]] 3
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#U64]] 2
; CHECK-DAG: %[[#C32:]] = OpConstant %[[#U64]] 32
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#U32]] 16
; CHECK-DAG: %[[#C48:]] = OpConstant %[[#U64]] 48

; CHECK: OpFunction
;; i64 at byte 4: component 0 >> 32 | component 1 << 32.
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#U64]] %[[#G]] 0
; CHECK-NEXT: %[[#A0S:]] = OpShiftRightLogical %[[#U64]] %[[#A0]] %[[#C32]]
; CHECK-NEXT: %[[#A1:]] = OpCompositeExtract %[[#U64]] %[[#G]] 1
; CHECK-NEXT: %[[#A1S:]] = OpShiftLeftLogical %[[#U64]] %[[#A1]] %[[#C32]]
; CHECK-NEXT: %[[#A:]] = OpBitwiseOr %[[#U64]] %[[#A0S]] %[[#A1S]]
; CHECK-NEXT: OpStore %[[#]] %[[#A]]
;; i32 at byte 6: component 0 >> 48, narrowed | (component 1 narrowed) << 16.
; CHECK: %[[#L:]] = OpLoad %[[#V3]] %[[#LID]]
; CHECK-NEXT: %[[#B0:]] = OpCompositeExtract %[[#U64]] %[[#L]] 0
; CHECK-NEXT: %[[#B0S:]] = OpShiftRightLogical %[[#U64]] %[[#B0]] %[[#C48]]
; CHECK-NEXT: %[[#B0N:]] = OpUConvert %[[#U32]] %[[#B0S]]
; CHECK-NEXT: %[[#B1:]] = OpCompositeExtract %[[#U64]] %[[#L]] 1
; CHECK-NEXT: %[[#B1N:]] = OpUConvert %[[#U32]] %[[#B1]]
; CHECK-NEXT: %[[#B1S:]] = OpShiftLeftLogical %[[#U32]] %[[#B1N]] %[[#C16]]
; CHECK-NEXT: OpBitwiseOr %[[#U32]] %[[#B0N]] %[[#B1S]]
;; i128 at byte 4: two i64 halves, each across two components, as <2 x i64>.
; CHECK: OpLoad %[[#V3]] %[[#GID]]
; CHECK-COUNT-2: OpBitwiseOr %[[#U64]]
; CHECK: OpCompositeInsert %[[#V2]]
; CHECK-NEXT: OpCompositeInsert %[[#V2]]
;; i16 at byte 2 of the scalar WorkDim: one component.
; CHECK: OpShiftRightLogical %[[#U32]] %[[#]] %[[#C16]]
;; memcpy of 24 bytes from GlobalInvocationId: three i64 stores, no copy.
; CHECK-NOT: OpCopyMemorySized
; CHECK: OpLoad %[[#V3]] %[[#GID]]
; CHECK-COUNT-3: OpStore
; CHECK-NOT: OpCopyMemorySized
; CHECK: OpFunctionEnd
define spir_kernel void @k(ptr addrspace(1) %o) {
  %p = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 4
  %a = load i64, ptr addrspace(1) %p, align 4
  store i64 %a, ptr addrspace(1) %o, align 8
  %pl = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, i64 6
  %b = load i32, ptr addrspace(1) %pl, align 2
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %b, ptr addrspace(1) %o1, align 4
  %c = load i128, ptr addrspace(1) %p, align 4
  %o2 = getelementptr inbounds i128, ptr addrspace(1) %o, i64 1
  store i128 %c, ptr addrspace(1) %o2, align 8
  %pd = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkDim, i64 2
  %d = load i16, ptr addrspace(1) %pd, align 2
  %o3 = getelementptr inbounds i16, ptr addrspace(1) %o, i64 20
  store i16 %d, ptr addrspace(1) %o3, align 2
  %slot = alloca <3 x i64>, align 32
  call void @llvm.memcpy.p0.p1.i64(ptr align 32 %slot, ptr addrspace(1) align 32 @__spirv_BuiltInGlobalInvocationId, i64 24, i1 false)
  %all = load <3 x i64>, ptr %slot, align 32
  %e = extractelement <3 x i64> %all, i64 2
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 6
  store i64 %e, ptr addrspace(1) %o4, align 8
  ret void
}

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
