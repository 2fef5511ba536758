;; __spirv_AtomicFAddEXT / FMinEXT / FMaxEXT called directly (numba-dpex,
;; DPC++): the capability follows the value's width, as for atomicrmw
;; (AtomicFloat64AddEXT, AtomicFloat32AddEXT with SPV_EXT_shader_atomic_float_add;
;; AtomicFloat32MinMaxEXT with SPV_EXT_shader_atomic_float_min_max), never the
;; grammar's first alternative AtomicFloat16AddEXT, which Intel's runtime
;; refuses. numba-dpex mangles scope and semantics as DPC++'s enum types
;; (N5__spv5Scope4FlagE).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpCapability AtomicFloat64AddEXT
; CHECK-DAG: OpCapability AtomicFloat32AddEXT
; CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
; CHECK-NOT: AtomicFloat16AddEXT
; CHECK-NOT: SPV_EXT_shader_atomic_float16_add
; CHECK-DAG: %[[#double:]] = OpTypeFloat 64
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK: OpAtomicFAddEXT %[[#double]]
; CHECK: OpAtomicFAddEXT %[[#double]]
; CHECK: OpAtomicFAddEXT %[[#float]]
; CHECK: OpAtomicFMinEXT %[[#float]]
; CHECK: OpAtomicFMaxEXT %[[#float]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %d, ptr addrspace(1) %f, double %x, float %y) {
  %a = call spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1diid(ptr addrspace(1) %d, i32 1, i32 896, double %x)
  %b = call spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd(ptr addrspace(1) %d, i32 1, i32 896, double %x)
  %c = call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1) %f, i32 1, i32 896, float %y)
  %e = call spir_func float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1) %f, i32 1, i32 896, float %y)
  %g = call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fiif(ptr addrspace(1) %f, i32 1, i32 896, float %y)
  ret void
}

declare spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1diid(ptr addrspace(1), i32, i32, double)
declare spir_func double @_Z21__spirv_AtomicFAddEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd(ptr addrspace(1), i32, i32, double)
declare spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float)
declare spir_func float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float)
declare spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float)
