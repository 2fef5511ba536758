;; Function indices (function-pointer-indices.ll) in the other places a
;; function address appears: constant expressions over it in global
;; initializers (ptrtoint, bitcast to bytes, extractelement), an alias of a
;; function, a vector of function pointers (a vector of addresses), a pointer
;; received from the host as an integer (the host passes the index), a
;; function in the code-section address space 9, a call of the alias (direct), a function returning a
;; pointer (the result cast back to the call's type), and a call no function
;; matches (the switch has its default only). On spir (32-bit) the switch
;; literals are 32-bit.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed -e 's/spir64-unknown/spir-unknown/' %s > %t.32.ll
; RUN: %opt -passes='spirv-emit<out=%t.32.spv>' -disable-output %t.32.ll
; RUN: %spirv-val %t.32.spv
; RUN: %spirv-dis %t.32.spv | FileCheck %s --check-prefix=SPIR32

; SPIR32: OpMemoryModel Physical32 OpenCL
; SPIR32: OpSwitch %[[#]] %[[#]] 1 %[[#]] 2 %[[#]]

; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#byte:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#fptr:]] = OpTypePointer Function %[[#byte]]
; CHECK-DAG: %[[#one:]] = OpConstant %[[#long]] 1
; CHECK-DAG: %[[#two:]] = OpConstant %[[#long]] 2
; CHECK-DAG: %[[#three:]] = OpConstant %[[#long]] 3
; CHECK-DAG: %[[#twicep:]] = OpSpecConstantOp %[[#fptr]] ConvertUToPtr %[[#one]]
; CHECK-DAG: %[[#twicei:]] = OpSpecConstantOp %[[#long]] ConvertPtrToU %[[#twicep]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#twicei]]
; CHECK-DAG: %[[#v8:]] = OpTypeVector %[[#byte]] 8
; CHECK-DAG: %[[#bytes:]] = OpSpecConstantOp %[[#v8]] Bitcast %[[#twicei]]
; CHECK-DAG: %[[#lane:]] = OpSpecConstantOp %[[#byte]] CompositeExtract %[[#bytes]] 0
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#lane]]
; CHECK-DAG: %[[#v2:]] = OpTypeVector %[[#long]] 2
; CHECK: %[[#twice:]] = OpFunction %
; CHECK: %[[#code:]] = OpFunction %
; CHECK: %[[#first:]] = OpFunction %
; CHECK: OpFunction

;; A vector of two addresses (the second through the alias); lane 1 called.
; CHECK: %[[#t:]] = OpConvertUToPtr %[[#fptr]] %[[#one]]
; CHECK-NEXT: %[[#ti:]] = OpConvertPtrToU %[[#long]] %[[#t]]
; CHECK-NEXT: %[[#v:]] = OpCompositeInsert %[[#v2]] %[[#ti]] %[[#]] 0
; CHECK-NEXT: %[[#ai:]] = OpConvertPtrToU %[[#long]] %[[#twicep]]
; CHECK-NEXT: %[[#w:]] = OpCompositeInsert %[[#v2]] %[[#ai]] %[[#v]] 1
; CHECK-NEXT: %[[#e:]] = OpCompositeExtract %[[#long]] %[[#w]] 1
; CHECK-NEXT: %[[#ep:]] = OpConvertUToPtr %[[#fptr]] %[[#e]]
; CHECK-NEXT: %[[#es:]] = OpConvertPtrToU %[[#long]] %[[#ep]]
; CHECK-NEXT: OpSwitch %[[#es]] %[[#]] 1 %[[#c1:]] 2 %[[#]]
; CHECK-NEXT: %[[#c1]] = OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#twice]]
;; The host's index: the kernel argument as the pointer.
; CHECK: %[[#hp:]] = OpConvertUToPtr %[[#fptr]] %[[#host:]]
; CHECK-NEXT: %[[#hs:]] = OpConvertPtrToU %[[#long]] %[[#hp]]
; CHECK-NEXT: OpSwitch %[[#hs]] %[[#]] 1 %[[#]] 2 %[[#c2:]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#twice]]
; CHECK-NEXT: OpBranch
; CHECK-NEXT: %[[#c2]] = OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#code]]
;; The address-space-9 function's address stored and loaded.
; CHECK: %[[#cp:]] = OpConvertUToPtr %[[#fptr]] %[[#two]]
; CHECK-NEXT: OpStore %[[#]] %[[#cp]]
;; The pointer-returning function: its result as the call's pointer type.
; CHECK: OpSwitch %[[#]] %[[#]] 3 %[[#]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpBitcast
; CHECK-NEXT: %[[#fr:]] = OpFunctionCall %[[#]] %[[#first]]
;; A call of the alias: the function itself, called directly.
; CHECK: OpPhi
; CHECK: OpFunctionCall %[[#]] %[[#twice]] %[[#]]
; CHECK-NEXT: OpPtrAccessChain
;; No function has type float(float): default only, the result undefined.
; CHECK: OpSwitch %[[#]] %[[#nd:]]{{$}}
; CHECK-NEXT: %[[#nd]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpUndef

target triple = "spir64-unknown-unknown"

@addr = addrspace(1) global i64 ptrtoint (ptr @twice to i64)
@bytes = addrspace(1) global i8 extractelement (<8 x i8> bitcast (i64 ptrtoint (ptr @twice to i64) to <8 x i8>), i32 0)
@twice.alias = internal alias i32 (i32), ptr @twice

define spir_func i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_func i32 @code(i32 %x) addrspace(9) {
  %r = add i32 %x, 100
  ret i32 %r
}

define spir_func ptr addrspace(1) @first(ptr addrspace(1) %p) {
  ret ptr addrspace(1) %p
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %host) {
  %v0 = insertelement <2 x ptr> undef, ptr @twice, i32 0
  %v1 = insertelement <2 x ptr> %v0, ptr @twice.alias, i32 1
  %e = extractelement <2 x ptr> %v1, i32 1
  %r1 = call spir_func i32 %e(i32 1)
  store i32 %r1, ptr addrspace(1) %out
  %fromhost = inttoptr i64 %host to ptr
  %r2 = call spir_func i32 %fromhost(i32 2)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %r2, ptr addrspace(1) %o1
  %fp9 = alloca ptr addrspace(9)
  store ptr addrspace(9) @code, ptr %fp9
  %c9 = load ptr addrspace(9), ptr %fp9
  %r3 = call spir_func addrspace(9) i32 %c9(i32 3)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %r3, ptr addrspace(1) %o2
  %pf = select i1 true, ptr @first, ptr null
  %p = call spir_func ptr addrspace(1) %pf(ptr addrspace(1) %out)
  store i32 4, ptr addrspace(1) %p
  %r5 = call spir_func i32 @twice.alias(i32 5)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %r5, ptr addrspace(1) %o4
  %r4 = call spir_func float %fromhost(float 1.0)
  %o3 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %r4, ptr addrspace(1) %o3
  ret void
}
