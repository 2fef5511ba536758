;; Globals: storage class from the address space, initializers (constant
;; expressions become OpSpecConstantOp), Constant and Alignment decorations,
;; linkage: definitions exported, declarations imported, internal ones neither;
;; __local variables have no initializer.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpDecorate %[[#TABLE:]] Constant
; CHECK-DAG: OpDecorate %[[#TABLE]] Alignment 4
; CHECK-DAG: OpDecorate %[[#TABLE]] LinkageAttributes "table" Export
; CHECK-DAG: OpDecorate %[[#EXT:]] LinkageAttributes "ext" Import
; CHECK-DAG: OpDecorate %[[#P:]] LinkageAttributes "p" Export
; CHECK-NOT: LinkageAttributes "internal_counter"
; CHECK-NOT: LinkageAttributes "tile"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#U32]] %{{[0-9]+}}
; CHECK-DAG: %[[#INIT:]] = OpConstantComposite %[[#ARR]]
; CHECK-DAG: %[[#TABLE]] = OpVariable %{{[0-9]+}} UniformConstant %[[#INIT]]
; CHECK-DAG: %[[#EXT]] = OpVariable %{{[0-9]+}} CrossWorkgroup{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U64]] 2
; CHECK-DAG: %[[#ADDR:]] = OpSpecConstantOp %{{[0-9]+}} InBoundsPtrAccessChain %[[#DATA:]] %{{[0-9]+}} %[[#C2]]
; CHECK-DAG: %[[#CAST:]] = OpSpecConstantOp %{{[0-9]+}} Bitcast %[[#ADDR]]
; CHECK-DAG: %[[#P]] = OpVariable %{{[0-9]+}} CrossWorkgroup %[[#CAST]]
; CHECK-DAG: %[[#COUNTER:]] = OpVariable %{{[0-9]+}} CrossWorkgroup %{{[0-9]+}}
; CHECK-DAG: %[[#TILE:]] = OpVariable %{{[0-9]+}} Workgroup{{$}}

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@ext = external addrspace(1) global i32
@data = addrspace(1) global [4 x i32] zeroinitializer, align 4
@p = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @data, i64 0, i64 2), align 8
@internal_counter = internal addrspace(1) global i32 0, align 4
@tile = internal addrspace(3) global [64 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(2) getelementptr inbounds ([4 x i32], ptr addrspace(2) @table, i64 0, i64 1)
  %b = load i32, ptr addrspace(1) @ext
  %q = load ptr addrspace(1), ptr addrspace(1) @p
  %c = load i32, ptr addrspace(1) %q
  %d = load i32, ptr addrspace(1) @internal_counter
  store float 1.0, ptr addrspace(3) @tile
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  store i32 %s3, ptr addrspace(1) %out
  ret void
}

;; A private (addrspace 0) global written by one function and read by another
;; has no faithful lowering (private-globals.ll has the ones that do).
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/private-global.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t2.spv
; ERR: global variable '@g' in address space 0 (private), written and used by bump, k (or escaping) has no SPIR-V equivalent
