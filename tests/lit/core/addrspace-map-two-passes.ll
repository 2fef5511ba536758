;; Two translations of one module in one opt process, each with its own
;; address-space map: the map travels with each pass's options, so neither
;; sees the other's. Address space 4 is generic in SPIR's numbering and
;; constant memory in AMDGPU's; run in both orders.
; RUN: %opt -passes='spirv-emit<addrspace-map=amdgcn;out=%t.amd.spv>,spirv-emit<out=%t.spir.spv>' -disable-output %s
; RUN: %spirv-val %t.amd.spv
; RUN: %spirv-val %t.spir.spv
; RUN: %spirv-dis %t.amd.spv | FileCheck %s --check-prefix=AMD --implicit-check-not=Generic
; RUN: %spirv-dis %t.spir.spv | FileCheck %s --check-prefix=SPIR --implicit-check-not=UniformConstant
; RUN: %opt -passes='spirv-emit<out=%t.spir2.spv>,spirv-emit<addrspace-map=amdgcn;out=%t.amd2.spv>' -disable-output %s
; RUN: cmp %t.amd.spv %t.amd2.spv
; RUN: cmp %t.spir.spv %t.spir2.spv

; AMD-DAG: %[[#U32:]] = OpTypeInt 32 0
; AMD-DAG: %[[#P:]] = OpTypePointer UniformConstant %[[#U32]]
; AMD: OpFunctionParameter %[[#P]]

; SPIR-DAG: %[[#U32:]] = OpTypeInt 32 0
; SPIR-DAG: %[[#P:]] = OpTypePointer Generic %[[#U32]]
; SPIR: OpFunctionParameter %[[#P]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(4) %p, ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(4) %p, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
