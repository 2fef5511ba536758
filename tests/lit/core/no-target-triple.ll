;; A module without a target triple is taken as SPIR, as the reference
;; translator takes it: spir64 (Physical64), or spir (Physical32) where the
;; data layout's pointers are 32-bit. A warning says so when the module has
;; anything to translate; an empty module becomes a valid empty module.
; RUN: split-file %s %t
; RUN: %opt -passes='spirv-emit<out=%t/empty.spv>' -disable-output %t/empty.ll 2>&1 | count 0
; RUN: %spirv-val %t/empty.spv
; RUN: %spirv-dis %t/empty.spv | FileCheck %s --check-prefix=EMPTY
; RUN: %opt -passes='spirv-emit<out=%t/k64.spv>' -disable-output %t/k64.ll 2>&1 | FileCheck %s --check-prefix=WARN64
; RUN: %spirv-val %t/k64.spv
; RUN: %spirv-dis %t/k64.spv | FileCheck %s --check-prefix=K64
; RUN: %opt -passes='spirv-emit<out=%t/k32.spv>' -disable-output %t/k32.ll 2>&1 | FileCheck %s --check-prefix=WARN32
; RUN: %spirv-val %t/k32.spv
; RUN: %spirv-dis %t/k32.spv | FileCheck %s --check-prefix=K32

; EMPTY-DAG: OpCapability Addresses
; EMPTY-DAG: OpCapability Kernel
; EMPTY: OpMemoryModel Physical64 OpenCL
; WARN64: spirv-emit: warning: the module has no target triple: translated as spir64-unknown-unknown
; K64: OpMemoryModel Physical64 OpenCL
; K64: OpEntryPoint Kernel %[[#]] "k"
; WARN32: spirv-emit: warning: the module has no target triple: translated as spir-unknown-unknown
; K32: OpMemoryModel Physical32 OpenCL

;--- empty.ll
;--- k64.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
;--- k32.ll
target datalayout = "e-p:32:32-i64:64"
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
