;; An addrspacecast between two named address spaces (clang -O2 folds
;; `(global int *)(generic int *)local_ptr` into one) goes through generic:
;; OpPtrCastToGeneric, then OpGenericCastToPtr (null when the pointer is not in
;; the target space, as OpenCL's to_global); in an instruction, in a constant
;; expression, and per lane of a vector of addresses. Constant memory is not
;; covered by generic: a cast from it stays an error.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed 's/;ERR //' %s > %t.err.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv>' -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.err.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#CW:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#WG:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#SHARED:]] = OpVariable %[[#WG]] Workgroup
; CHECK-DAG: %[[#GEN:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#FN:]] = OpTypePointer Function %[[#I32]]
;; a global initializer: spec constant operations
; CHECK-DAG: %[[#SHAREDG:]] = OpSpecConstantOp %[[#GEN]] PtrCastToGeneric %[[#SHARED]]
; CHECK-DAG: %[[#SHAREDCW:]] = OpSpecConstantOp %[[#CW]] GenericCastToPtr %[[#SHAREDG]]
; CHECK-DAG: %[[#TABLEINIT:]] = OpSpecConstantOp %[[#]] Bitcast %[[#SHAREDCW]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#TABLEINIT]]

; CHECK: %[[#OUT:]] = OpFunctionParameter %[[#CW]]
; CHECK-NEXT: %[[#LOC:]] = OpFunctionParameter
; CHECK: %[[#LG:]] = OpPtrCastToGeneric %[[#]] %[[#LOC]]
; CHECK-NEXT: OpGenericCastToPtr %[[#]] %[[#LG]]
; CHECK: %[[#OG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#OUT]]
; CHECK-NEXT: %[[#L:]] = OpGenericCastToPtr %[[#WG]] %[[#OG]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#L]]
; CHECK-NEXT: %[[#PG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#OUT]]
; CHECK-NEXT: %[[#P:]] = OpGenericCastToPtr %[[#FN]] %[[#PG]]
; CHECK-NEXT: OpStore %[[#P]]
;; the constant expression
; CHECK: %[[#SG:]] = OpPtrCastToGeneric %[[#GEN]] %[[#SHARED]]
; CHECK-NEXT: %[[#S:]] = OpGenericCastToPtr %[[#CW]] %[[#SG]]
; CHECK-NEXT: OpStore %[[#S]]
;; two lanes of addresses, each through generic
; CHECK: OpFunction
; CHECK-COUNT-2: OpPtrCastToGeneric %[[#]] %[[#]]{{[[:space:]].*}}OpGenericCastToPtr

; ERR: in function 'bad': addrspacecast from address space 2 to 1 has no SPIR-V equivalent (only casts to and from generic, 4, and between private, global and local (through generic))

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@shared = internal addrspace(3) global i32 undef, align 4

@table = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(3) @shared to ptr addrspace(1)), align 8

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %loc) {
  %g = addrspacecast ptr addrspace(3) %loc to ptr addrspace(1)
  %isnull = icmp eq ptr addrspace(1) %g, %out
  %l = addrspacecast ptr addrspace(1) %out to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %l, align 4
  %slot = alloca i32, align 4
  %p = addrspacecast ptr addrspace(1) %out to ptr addrspace(0)
  store i32 %v, ptr %p, align 4
  %z = zext i1 %isnull to i32
  %same = icmp eq ptr %p, %slot
  %s = zext i1 %same to i32
  %sum = add i32 %z, %s
  store i32 %sum, ptr addrspace(1) addrspacecast (ptr addrspace(3) @shared to ptr addrspace(1)), align 4
  ret void
}

define spir_kernel void @lanes(ptr addrspace(1) %a, ptr addrspace(1) %out) {
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %v1 = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %out, i32 1
  %c = addrspacecast <2 x ptr addrspace(1)> %v1 to <2 x ptr addrspace(3)>
  %e = extractelement <2 x ptr addrspace(3)> %c, i32 1
  %i = ptrtoint ptr addrspace(3) %e to i64
  store i64 %i, ptr addrspace(1) %out
  ret void
}

;ERR define spir_kernel void @bad(ptr addrspace(2) %c, ptr addrspace(1) %out) {
;ERR   %g = addrspacecast ptr addrspace(2) %c to ptr addrspace(1)
;ERR   store ptr addrspace(1) %g, ptr addrspace(1) %out
;ERR   ret void
;ERR }
