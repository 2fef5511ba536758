;; SPV_INTEL_predicated_io: OpPredicatedLoadINTEL/OpPredicatedStoreINTEL are
;; in no SPIR-V grammar of SDK 1.4.341 (rspirv 0.13) and SPIRV-Tools 2025.5
;; rejects the PredicatedIOINTEL capability: the friendly calls are refused
;; with that reason, even with every extension allowed, and nothing is written.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=+all>' -disable-output %s 2>&1 | FileCheck %s
; RUN: test ! -e %t.spv

; CHECK-DAG: '__spirv_PredicatedLoadINTEL' is an instruction of SPV_INTEL_predicated_io, which spirv-emit does not emit: SPIR-V's grammar (SPIRV-Headers of SDK 1.4.341, which rspirv 0.13 carries) does not have it and SPIRV-Tools 2025.5 rejects it
; CHECK-DAG: '__spirv_PredicatedStoreINTEL' is an instruction of SPV_INTEL_predicated_io, which spirv-emit does not emit

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i1 %pred) {
entry:
  %v = call spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1) %p, i1 %pred, i32 0)
  call spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1iib(ptr addrspace(1) %p, i32 %v, i1 %pred)
  ret void
}

declare spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1), i1, i32)
declare spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1iib(ptr addrspace(1), i32, i1)
