;; !spirv.MemoryModel and the target triple disagree (Physical32 with spir64):
;; the module's pointers are the triple's, so its addressing model is kept, as
;; the reference translator does, with a warning; the memory model comes from
;; the metadata.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; WARN: spirv-emit: warning: !spirv.MemoryModel says Physical32, but the target triple 'spir64-unknown-unknown' has 64-bit pointers: the module is written with the triple's Physical64
; CHECK: OpMemoryModel Physical64 OpenCL

target triple = "spir64-unknown-unknown"

!spirv.MemoryModel = !{!0}
!0 = !{i32 1, i32 2}

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
