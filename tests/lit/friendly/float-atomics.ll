;; SPIR-V friendly __spirv_AtomicFAddEXT / FMinEXT / FMaxEXT calls (what
;; numba-dpex writes) declare the capability of their value's width: the
;; grammar lists the 16-, 32- and 64-bit ones as alternatives, and a module
;; declaring AtomicFloat16AddEXT for a float add crashes Intel's runtime.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_shader_atomic_float_add+SPV_EXT_shader_atomic_float_min_max>' -disable-output %s
; RUN: %spirv-val --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: OpCapability AtomicFloat32AddEXT
; CHECK-DAG: OpCapability AtomicFloat64AddEXT
; CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
; CHECK-NOT: OpCapability AtomicFloat16AddEXT
; CHECK-NOT: SPV_EXT_shader_atomic_float16_add
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK: OpAtomicFAddEXT %[[#F32]]
; CHECK: OpAtomicFAddEXT %[[#F64]]
; CHECK: OpAtomicFMaxEXT %[[#F32]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d, float %x, double %y) {
  %a = call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEf(ptr addrspace(1) %f, i32 1, i32 896, float %x)
  %b = call spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1dN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEd(ptr addrspace(1) %d, i32 1, i32 896, double %y)
  %c = call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEf(ptr addrspace(1) %f, i32 1, i32 896, float %x)
  ret void
}

declare spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEf(ptr addrspace(1), i32, i32, float)
declare spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1dN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEd(ptr addrspace(1), i32, i32, double)
declare spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagEN5__spv19MemorySemanticsMask4FlagEf(ptr addrspace(1), i32, i32, float)
