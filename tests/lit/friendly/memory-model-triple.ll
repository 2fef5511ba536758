;; !spirv.MemoryModel and the target triple disagree (Physical32 with spir64):
;; the module's pointers are the triple's, so its addressing model is kept, as
;; the reference translator does, with a warning. Logical addressing and a
;; memory model other than OpenCL (GLSL450) are no models for OpenCL kernels:
;; the triple's addressing model and OpenCL, each with a warning.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; WARN: spirv-emit: warning: !spirv.MemoryModel says Physical32, but the target triple 'spir64-unknown-unknown' has 64-bit pointers: the module is written with the triple's Physical64
; CHECK: OpMemoryModel Physical64 OpenCL
; RUN: %opt -passes='spirv-emit<out=%t.logical.spv>' -disable-output %S/Inputs/memory-model-logical.ll 2>&1 | FileCheck %s --check-prefix=LWARN
; RUN: %spirv-val %t.logical.spv
; RUN: %spirv-dis %t.logical.spv | FileCheck %s --check-prefix=LOGICAL
; LWARN: spirv-emit: warning: !spirv.MemoryModel says Logical, which is no addressing model for OpenCL kernels, but the target triple 'spir-unknown-unknown' has 32-bit pointers: the module is written with the triple's Physical32
; LWARN: spirv-emit: warning: !spirv.MemoryModel says memory model GLSL450, which is none for OpenCL kernels: the module is written with the OpenCL memory model
; LOGICAL: OpMemoryModel Physical32 OpenCL

target triple = "spir64-unknown-unknown"

!spirv.MemoryModel = !{!0}
!0 = !{i32 1, i32 2}

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
