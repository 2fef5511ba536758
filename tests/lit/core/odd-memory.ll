;; Integers of odd widths in memory take LLVM's store size: i4 and i12 are
;; their carrier (one and two bytes), i24 is three single-byte accesses (never
;; the fourth byte); global aliases are their aliasee; getelementptr through a
;; zero-length array (a C flexible array member) is byte arithmetic.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: spirv-val --target-env opencl2.0 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.flex = type { i32, [0 x i32] }

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@alias = alias [4 x i32], ptr addrspace(1) @table

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#MASK24:]] = OpConstant %[[#I32]] 16777215
; CHECK-DAG: %[[#MASK4:]] = OpConstant %[[#I8]] 15
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I64]] 4
; CHECK-DAG: %[[#TABLE:]] = OpVariable %{{[0-9]+}} CrossWorkgroup
; CHECK-DAG: %[[#ALIAS:]] = OpSpecConstantOp %{{[0-9]+}} Bitcast %[[#TABLE]]

;; i24: three byte loads, three byte stores.
; CHECK: OpFunction
; CHECK-COUNT-3: OpLoad %[[#I8]]
; CHECK: OpBitwiseAnd %[[#I32]] %{{[0-9]+}} %[[#MASK24]]
; CHECK-COUNT-3: OpStore %{{[0-9]+}} %{{[0-9]+}} Aligned 1
; CHECK-NOT: OpStore
; CHECK: OpReturn
define spir_kernel void @i24(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i24, ptr addrspace(1) %p, align 1
  %w = add i24 %v, 1
  store i24 %w, ptr addrspace(1) %q, align 1
  ret void
}

;; i4: one byte, masked after the load.
; CHECK: OpFunction
; CHECK: %[[#B:]] = OpLoad %[[#I8]] %{{[0-9]+}} Aligned 1
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %[[#B]] %[[#MASK4]]
define spir_kernel void @i4(ptr addrspace(1) %p) {
  %v = load i4, ptr addrspace(1) %p, align 1
  %w = xor i4 %v, 5
  store i4 %w, ptr addrspace(1) %p, align 1
  ret void
}

;; The alias is @table; the flexible array member is at byte offset 4 + 4 * %i.
; CHECK: OpFunction
; CHECK: %[[#VIEW:]] = OpBitcast %{{[0-9]+}} %[[#ALIAS]]
; CHECK-NEXT: OpInBoundsPtrAccessChain %{{[0-9]+}} %[[#VIEW]]
; CHECK: %[[#SCALED:]] = OpIMul %[[#I64]] %{{[0-9]+}} %[[#C4]]
; CHECK: %[[#OFFSET:]] = OpIAdd %[[#I64]] %[[#C4]] %[[#SCALED]]
; CHECK: OpPtrAccessChain %{{[0-9]+}} %{{[0-9]+}} %[[#OFFSET]]
define spir_kernel void @misc(ptr addrspace(1) %f, i64 %i, ptr addrspace(1) %out) {
  %a = getelementptr inbounds [4 x i32], ptr addrspace(1) @alias, i64 0, i64 %i
  %x = load i32, ptr addrspace(1) %a, align 4
  %e = getelementptr inbounds %struct.flex, ptr addrspace(1) %f, i64 0, i32 1, i64 %i
  %y = load i32, ptr addrspace(1) %e, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
