;; SPV_INTEL_vector_compute's buffer surfaces (target("spirv.BufferSurfaceINTEL",
;; access), or a pointer to %intel.buffer_{ro,wo,rw}_t in typed-pointer IR)
;; would be OpTypeBufferSurfaceINTEL, which SPIRV-Tools 2023.1 and 2025.5
;; reject at module scope, where every type is declared ("must appear in a
;; block"), the reference translator's output included: an error naming the
;; type, the extension and why; nothing is written.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_vector_compute>' -disable-output %S/Inputs/buffer-surface.ll 2>&1 | FileCheck %s
; RUN: %if typed-pointers %{ %not %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_vector_compute>' -disable-output %S/Inputs/buffer-surface-typed.ll 2>&1 | FileCheck %s --check-prefix=TYPED %}
; RUN: %not test -e %t.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK: target("spirv.BufferSurfaceINTEL", 2) is a type of SPV_INTEL_vector_compute, which spirv-emit does not emit: SPIRV-Tools 2023.1 and 2025.5 reject OpTypeBufferSurfaceINTEL
; TYPED: %intel.buffer_ro_t is a type of SPV_INTEL_vector_compute, which spirv-emit does not emit
