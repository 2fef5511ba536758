;; allow-unknown-intrinsics (the reference translator's
;; --spirv-allow-unknown-intrinsics): a call to an llvm.* intrinsic no table
;; lowers stays a call to an imported function named after the intrinsic;
;; intrinsics a table lowers are lowered as always. Without a value every
;; unknown intrinsic is kept; with prefixes (`:` or spaces in a pipeline,
;; `,` in the variable) those only; an empty entry keeps everything.
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;allow-unknown-intrinsics>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: %spirv-dis %t.all.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.some.spv;allow-unknown-intrinsics=llvm.vendor.:llvm.other.>' -disable-output %s
; RUN: cmp %t.all.spv %t.some.spv
; RUN: %opt -passes='spirv-emit<out=%t.space.spv;allow-unknown-intrinsics=llvm.vendor. llvm.other.>' -disable-output %s
; RUN: cmp %t.all.spv %t.space.spv
; RUN: env SPIRV_EMIT_ALLOW_UNKNOWN_INTRINSICS=llvm.vendor.,llvm.other. %opt -passes='spirv-emit<out=%t.env.spv>' -disable-output %s
; RUN: cmp %t.all.spv %t.env.spv
; RUN: env SPIRV_EMIT_ALLOW_UNKNOWN_INTRINSICS=1 %opt -passes='spirv-emit<out=%t.env1.spv>' -disable-output %s
; RUN: cmp %t.all.spv %t.env1.spv
; RUN: %opt -passes='spirv-emit<out=%t.empty.spv;allow-unknown-intrinsics=no.such.prefix:>' -disable-output %s
; RUN: cmp %t.all.spv %t.empty.spv
;; A prefix list that leaves one out: that call is an error naming it.
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv;allow-unknown-intrinsics=llvm.vendor.>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NONE

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpDecorate %[[#VLOAD:]] LinkageAttributes "llvm.vendor.load.v4f32.p1" Import
; CHECK-DAG: OpDecorate %[[#OTHER:]] LinkageAttributes "llvm.other.thing" Import
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-NOT: LinkageAttributes "llvm.fma
; CHECK: %[[#VLOAD]] = OpFunction %[[#V4]] None
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionEnd
; CHECK: %[[#OTHER]] = OpFunction %[[#I64]] None
; CHECK-NEXT: OpFunctionEnd
; CHECK: OpFunction
; CHECK: %[[#V:]] = OpFunctionCall %[[#V4]] %[[#VLOAD]] %[[#]]
; CHECK: OpExtInst %[[#V4]] %[[#]] fma %[[#V]] %[[#V]] %[[#V]]
; CHECK: OpFunctionCall %[[#I64]] %[[#OTHER]]

; ERR: in function 'k': intrinsic llvm.other.thing is not supported (allow-unknown-intrinsics would keep it as a call to an imported function)
; ERR-NOT: llvm.vendor
; NONE: 2 problems
; NONE: intrinsic llvm.vendor.load.v4f32.p1 is not supported

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = call <4 x float> @llvm.vendor.load.v4f32.p1(ptr addrspace(1) %p)
  %f = call <4 x float> @llvm.fma.v4f32(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  store <4 x float> %f, ptr addrspace(1) %q
  %t = call i64 @llvm.other.thing()
  %r = getelementptr i8, ptr addrspace(1) %q, i64 16
  store i64 %t, ptr addrspace(1) %r
  ret void
}

declare <4 x float> @llvm.vendor.load.v4f32.p1(ptr addrspace(1))
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare i64 @llvm.other.thing()
