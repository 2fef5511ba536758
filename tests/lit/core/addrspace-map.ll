;; IR in the address-space convention of HIP and AMDGPU (address space 0 is
;; generic; 1 global, 3 local, 4 constant, 5 private), translated with
;; addrspace-map=amdgcn, or the same map as the reference translator's
;; --spirv-addrspace-map pairs (SPIR address space:the IR's number), given as
;; a pass parameter (spaces between pairs: a comma would end the pass in an
;; opt pipeline), as SPIRV_EMIT_ADDRSPACE_MAP and on the command line: all
;; four write the same module. A global in 0 is a generic one: a
;; CrossWorkgroup variable used through its generic address.
; RUN: %opt -passes='spirv-emit<addrspace-map=amdgcn;out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<addrspace-map=0:5 1:1 2:4 3:3 4:0 5:1 6:1;out=%t.pairs.spv>' -disable-output %s
; RUN: cmp %t.spv %t.pairs.spv
; RUN: env SPIRV_EMIT_ADDRSPACE_MAP=0:5,2:4,4:0 %opt -passes='spirv-emit<out=%t.env.spv>' -disable-output %s
; RUN: cmp %t.spv %t.env.spv
; RUN: %spirv-emit --spirv-addrspace-map=0:5,2:4,4:0 %s -o %t.cli.spv
; RUN: cmp %t.spv %t.cli.spv
;; The same IR read with SPIR's numbering (the default) is not SPIR-V:
;; 0 is private there, and a cast from 5 (global device) to 0 has no
;; instruction (from 0 to 1, private to global, goes through generic).
; RUN: not %opt -passes='spirv-emit<out=%t.spir.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SPIR
; RUN: not test -e %t.spir.spv

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WGARR:]] = OpTypePointer Workgroup %[[#]]
; CHECK-DAG: %[[#WG:]] = OpVariable %[[#WGARR]] Workgroup
; CHECK-DAG: %[[#UCARR:]] = OpTypePointer UniformConstant %[[#]]
; CHECK-DAG: %[[#TABLE:]] = OpVariable %[[#UCARR]] UniformConstant %[[#]]
; CHECK-DAG: %[[#CW:]] = OpTypePointer CrossWorkgroup %[[#U32]]
; CHECK-DAG: %[[#COUNTER:]] = OpVariable %[[#CW]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#GEN:]] = OpTypePointer Generic %[[#U32]]
; CHECK-DAG: %[[#COUNTER_G:]] = OpSpecConstantOp %[[#GEN]] PtrCastToGeneric %[[#COUNTER]]
; CHECK-DAG: %[[#FN:]] = OpTypePointer Function %[[#U32]]
; CHECK-DAG: %[[#WGU:]] = OpTypePointer Workgroup %[[#U32]]
; CHECK-DAG: %[[#UC:]] = OpTypePointer UniformConstant %[[#U32]]

;; A helper with generic (0) parameters.
; CHECK: = OpFunction %[[#U32]]
; CHECK-NEXT: OpFunctionParameter %[[#GEN]]
; CHECK-NEXT: OpFunctionParameter %[[#GEN]]

; CHECK: = OpFunction %
; CHECK-NEXT: %[[#OUT:]] = OpFunctionParameter %[[#CW]]
; CHECK-NEXT: %[[#IN:]] = OpFunctionParameter %[[#CW]]
; CHECK: %[[#X:]] = OpVariable %[[#FN]] Function
; CHECK-NEXT: %[[#XG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#X]]
; CHECK-NEXT: %[[#ING:]] = OpPtrCastToGeneric %[[#GEN]] %[[#IN]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#U32]] %[[#ING]]
; CHECK-NEXT: OpStore %[[#XG]] %[[#V]]
; CHECK-NEXT: %[[#WG1:]] = OpBitcast %[[#WGU]] %[[#WG]]
; CHECK-NEXT: %[[#WGG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#WG1]]
; CHECK-NEXT: OpStore %[[#WGG]] %[[#V]]
; CHECK: OpPtrAccessChain %[[#UC]] %[[#TABLE]]
; CHECK: OpLoad %[[#U32]] %[[#COUNTER_G]]
; CHECK: OpFunctionCall %[[#U32]] %{{[0-9]+}} %[[#XG]] %[[#WGG]]
; CHECK: %[[#OUTG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#OUT]]
; CHECK-NEXT: %[[#BACK:]] = OpGenericCastToPtr %[[#CW]] %[[#OUTG]]
; CHECK-NEXT: OpStore %[[#BACK]]

; SPIR: error: spirv-emit:
; SPIR-DAG: in function 'k': addrspacecast from address space 5 to 0 has no SPIR-V equivalent (only casts to and from generic, 4, and between private, global and local (through generic))
; SPIR-NOT: from address space 0 to 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-A5"
target triple = "spir64-unknown-unknown"

@wg = internal addrspace(3) global [4 x i32] undef, align 4
@table = internal addrspace(4) constant [2 x i32] [i32 3, i32 4], align 4
@counter = global i32 5, align 4

define spir_func i32 @sum2(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %i) {
  %x = alloca i32, align 4, addrspace(5)
  %xg = addrspacecast ptr addrspace(5) %x to ptr
  %ing = addrspacecast ptr addrspace(1) %in to ptr
  %v = load i32, ptr %ing, align 4
  store i32 %v, ptr %xg, align 4
  %wgg = addrspacecast ptr addrspace(3) @wg to ptr
  store i32 %v, ptr %wgg, align 4
  %t = getelementptr [2 x i32], ptr addrspace(4) @table, i64 0, i64 %i
  %tv = load i32, ptr addrspace(4) %t, align 4
  %c = load i32, ptr @counter, align 4
  %y = call spir_func i32 @sum2(ptr %xg, ptr %wgg)
  %s = add i32 %y, %tv
  %s2 = add i32 %s, %c
  %outg = addrspacecast ptr addrspace(1) %out to ptr
  %back = addrspacecast ptr %outg to ptr addrspace(1)
  store i32 %s2, ptr addrspace(1) %back, align 4
  ret void
}
