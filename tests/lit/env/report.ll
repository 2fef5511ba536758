;; `report` prints the version, capabilities and extensions chosen.
; RUN: %opt -passes='spirv-emit<out=%t.spv;report>' -disable-output %s 2>&1 | FileCheck %s
; RUN: env SPIRV_EMIT_REPORT=1 %opt -passes='spirv-emit<out=%t.spv;env=opencl2.0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ENV
; CHECK: spirv-emit report: SPIR-V 1.0 (env default, at most 1.6); capabilities: Kernel, Int64Atomics, Addresses; extensions: none
; ENV: spirv-emit report: SPIR-V 1.0 (env opencl2.0, at most 1.0)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst
  ret void
}
