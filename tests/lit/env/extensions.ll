;; ext= takes the reference translator's syntax; unknown names are errors;
;; a construct that needs a forbidden extension is an error naming both.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: spirv-emit: unknown SPIR-V extension 'SPV_KHR_bogus'
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=-all>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DENIED
; DENIED: error: spirv-emit: extension SPV_EXT_shader_atomic_float_add is not allowed by the target (needed by capability AtomicFloat32AddEXT (atomicrmw fadd/fsub)) [env=default]
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK: OpCapability AtomicFloat32AddEXT
; CHECK: OpExtension "SPV_EXT_shader_atomic_float_add"
;; linkonce_odr is LinkOnceODR only with SPV_KHR_linkonce_odr allowed, else Export.
; CHECK: LinkageAttributes "helper" Export
; CHECK: OpAtomicFAddEXT
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: %spirv-dis %t.all.spv | FileCheck %s --check-prefix=ALL
; ALL: OpExtension "SPV_KHR_linkonce_odr"
; ALL: LinkageAttributes "helper" LinkOnceODR

target triple = "spir64-unknown-unknown"

define linkonce_odr spir_func float @helper(float %x) {
  ret float %x
}

define spir_kernel void @k(ptr addrspace(1) %p, float %v) {
  %h = call spir_func float @helper(float %v)
  %old = atomicrmw fadd ptr addrspace(1) %p, float %h seq_cst
  ret void
}
