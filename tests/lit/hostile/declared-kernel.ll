;; A spir_kernel declaration without a body, called, is an imported function,
;; not an entry point: valid output with Linkage (alone: declared-kernel-alone.ll).
; UNSUPPORTED: llvm22
;; (the LLVM 22 verifier rejects calls to spir_kernel functions: such a module
;; does not exist there)
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %{{.*}} "caller"
; CHECK-NOT: OpEntryPoint Kernel %{{.*}} "k"
; CHECK: OpDecorate %{{.*}} LinkageAttributes "k" Import

target triple = "spir64-unknown-unknown"
declare spir_kernel void @k(ptr addrspace(1))
define spir_kernel void @caller(ptr addrspace(1) %p) {
  call spir_kernel void @k(ptr addrspace(1) %p)
  ret void
}
