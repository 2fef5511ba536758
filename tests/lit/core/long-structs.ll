;; A struct of more members than SPIR-V allows (16383, universal limits) kept
;; in memory is an array of its alignment unit covering its alloc size (here
;; 20064 bytes aligned to 8: 2508 x i64), so LLVM's layout holds: allocas,
;; a global (zeroinitializer: OpConstantNull), byval pointees of a declared
;; and a defined function, a struct and an array holding one; getelementptr
;; into it is byte arithmetic (member offsets from the data layout), in
;; functions and in global initializers. Whole
;; values of it are refused (errors/long-struct-values.ll).
; RUN: split-file %s %t
; RUN: python3 %S/Inputs/long-struct.py type 20000 > %t/long.ll
; RUN: cat %t/head.ll %t/long.ll %t/body.ll > %t/m.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %t/m.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

;; %long: ptr at 0, [10 x float] at 8, i8 member 2+k at 48+k, i32 (member
;; 20002) at 20048, i64 (member 20003) at 20056.
; CHECK-DAG: %[[#uchar:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#n2508:]] = OpConstant %[[#]] 2508
; CHECK-DAG: %[[#long:]] = OpTypeArray %[[#ulong]] %[[#n2508]]
; CHECK-DAG: %[[#plong:]] = OpTypePointer Function %[[#long]]
; CHECK-DAG: %[[#glong:]] = OpTypePointer CrossWorkgroup %[[#long]]
; CHECK-DAG: %[[#pbyte:]] = OpTypePointer Function %[[#uchar]]
; CHECK-DAG: %[[#off_i64:]] = OpConstant %[[#ulong]] 20056
; CHECK-DAG: %[[#off_i32:]] = OpConstant %[[#ulong]] 20048
; CHECK-DAG: %[[#off_f3:]] = OpConstant %[[#ulong]] 20
; CHECK-DAG: %[[#off_f:]] = OpConstant %[[#ulong]] 8
; CHECK-DAG: %[[#off_outer:]] = OpConstant %[[#ulong]] 20064
; CHECK-DAG: %[[#off_second:]] = OpConstant %[[#ulong]] 40120
; CHECK-DAG: %[[#null:]] = OpConstantNull %[[#long]]
; CHECK-DAG: %[[#g:]] = OpVariable %[[#glong]] CrossWorkgroup %[[#null]]
;; A global initializer's address of a member: a byte offset as well.
; CHECK-DAG: %[[#gbyte:]] = OpTypePointer CrossWorkgroup %[[#uchar]]
; CHECK-DAG: %[[#gb:]] = OpSpecConstantOp %[[#gbyte]] Bitcast %[[#g]]
; CHECK-DAG: %[[#gm:]] = OpSpecConstantOp %[[#gbyte]] InBoundsPtrAccessChain %[[#gb]] %[[#off_i32]]
; CHECK-DAG: %[[#]] = OpSpecConstantOp %[[#]] Bitcast %[[#gm]]
; CHECK-DAG: %[[#fty:]] = OpTypeFunction %[[#]] %[[#plong]]{{$}}

; CHECK: %[[#ext:]] = OpFunction %[[#]] None %[[#fty]]
; CHECK: %[[#def:]] = OpFunction %[[#ulong]] None %[[#]]
; CHECK-NEXT: %[[#p:]] = OpFunctionParameter %[[#plong]]
; CHECK: %[[#pb:]] = OpBitcast %[[#pbyte]] %[[#p]]
; CHECK-NEXT: %[[#at:]] = OpPtrAccessChain %[[#pbyte]] %[[#pb]] %[[#off_i64]]
; CHECK-NEXT: %[[#last:]] = OpBitcast %[[#]] %[[#at]]
; CHECK-NEXT: OpLoad %[[#ulong]] %[[#last]] Aligned 8

; CHECK: OpFunction
; CHECK: %[[#s:]] = OpVariable %[[#plong]] Function
; CHECK: %[[#sb:]] = OpBitcast %[[#pbyte]] %[[#s]]
; CHECK-NEXT: OpPtrAccessChain %[[#pbyte]] %[[#sb]] %[[#off_i64]]
; CHECK: OpPtrAccessChain %[[#pbyte]] %[[#]] %[[#off_f3]]
; CHECK: %[[#n:]] = OpIMul %[[#ulong]] %[[#]] %[[#]]
; CHECK: OpIAdd %[[#ulong]] %[[#off_f]] %[[#n]]
; CHECK: OpPtrAccessChain %[[#pbyte]] %[[#]] %[[#off_i32]]
; CHECK: OpStore %[[#i:]] %[[#]] Aligned 4
; CHECK-NEXT: OpLoad %[[#]] %[[#i]] Aligned 4
; CHECK: OpFunctionCall %[[#]] %[[#ext]] %[[#s]]
; CHECK: OpFunctionCall %[[#ulong]] %[[#def]] %[[#s]]
; CHECK: OpPtrAccessChain %[[#]] %[[#]] %[[#off_i32]]
; CHECK: OpPtrAccessChain %[[#pbyte]] %[[#]] %[[#off_outer]]
; CHECK: OpPtrAccessChain %[[#pbyte]] %[[#]] %[[#off_second]]

;--- head.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
;--- body.ll

%outer = type { i32, %long }

@g = addrspace(1) global %long zeroinitializer, align 8
@member = addrspace(1) global ptr addrspace(1) getelementptr inbounds (%long, ptr addrspace(1) @g, i64 0, i32 20002), align 8

declare spir_func void @ext(ptr byval(%long) align 8)

define spir_func i64 @def(ptr byval(%long) align 8 %p) {
entry:
  %last = getelementptr inbounds %long, ptr %p, i64 0, i32 20003
  %x = load i64, ptr %last, align 8
  ret i64 %x
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %n) {
entry:
  %s = alloca %long, align 8
  %last = getelementptr inbounds %long, ptr %s, i64 0, i32 20003
  store i64 5, ptr %last, align 8
  %f3 = getelementptr inbounds %long, ptr %s, i64 0, i32 1, i64 3
  store float 2.0, ptr %f3, align 4
  %fn = getelementptr inbounds %long, ptr %s, i64 0, i32 1, i64 %n
  store float 1.0, ptr %fn, align 4
  %i = getelementptr inbounds %long, ptr %s, i64 0, i32 20002
  store i32 3, ptr %i, align 4
  %v = load i32, ptr %i, align 4
  call spir_func void @ext(ptr byval(%long) align 8 %s)
  %r = call spir_func i64 @def(ptr byval(%long) align 8 %s)
  store i32 %v, ptr addrspace(1) getelementptr inbounds (%long, ptr addrspace(1) @g, i64 0, i32 20002), align 4
  %o = alloca %outer, align 8
  %ol = getelementptr inbounds %outer, ptr %o, i64 0, i32 1, i32 20003
  store i64 %r, ptr %ol, align 8
  %a = alloca [2 x %long], align 8
  %a1 = getelementptr inbounds [2 x %long], ptr %a, i64 0, i64 1, i32 20003
  store i64 %r, ptr %a1, align 8
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}
