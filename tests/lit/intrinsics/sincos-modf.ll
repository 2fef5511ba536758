;; llvm.sincos (LLVM 20+) and llvm.modf (LLVM 21+) return a pair: OpenCL.std
;; sincos and modf return the first member and store the second through a
;; function-scope variable. Misdeclared (LLVM 15 and 16 do not define them,
;; so their verifier checks nothing): an error.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %if llvm15 || llvm16 %{ %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/sincos-shape.ll 2>&1 | FileCheck %s --check-prefix=SHAPE %}

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F32]]
; CHECK-DAG: %[[#PV:]] = OpTypePointer Function %[[#V2]]
; CHECK: %[[#COS:]] = OpVariable %[[#PF]] Function
; CHECK: %[[#INT:]] = OpVariable %[[#PV]] Function
; CHECK: %[[#X:]] = OpLoad %[[#F32]]
; CHECK: %[[#SIN:]] = OpExtInst %[[#F32]] %[[#STD]] sincos %[[#X]] %[[#COS]]
; CHECK: %[[#C:]] = OpLoad %[[#F32]] %[[#COS]]
; CHECK: OpCompositeInsert %[[#]] %[[#SIN]] %[[#]] 0
; CHECK: OpCompositeInsert %[[#]] %[[#C]] %[[#]] 1
; CHECK: %[[#FR:]] = OpExtInst %[[#V2]] %[[#STD]] modf %[[#]] %[[#INT]]
; CHECK: %[[#I:]] = OpLoad %[[#V2]] %[[#INT]]
; CHECK: OpCompositeInsert %[[#]] %[[#FR]] %[[#]] 0
; CHECK: OpCompositeInsert %[[#]] %[[#I]] %[[#]] 1

; SHAPE: llvm.sincos.f32 is declared with a signature that does not match its definition in newer LLVM versions

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, <2 x float> %v, ptr addrspace(1) %q) {
  %x = load float, ptr addrspace(1) %p
  %sc = call { float, float } @llvm.sincos.f32(float %x)
  %s = extractvalue { float, float } %sc, 0
  %c = extractvalue { float, float } %sc, 1
  %a = fadd float %s, %c
  store float %a, ptr addrspace(1) %p
  %m = call { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float> %v)
  %f = extractvalue { <2 x float>, <2 x float> } %m, 0
  %i = extractvalue { <2 x float>, <2 x float> } %m, 1
  %b = fadd <2 x float> %f, %i
  store <2 x float> %b, ptr addrspace(1) %q
  ret void
}

declare { float, float } @llvm.sincos.f32(float)
declare { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float>)
