;; An output path naming a FIFO is opened and written in place (a reader gets
;; the whole module), and the FIFO is not replaced by a regular file.
; RUN: bash %S/Inputs/fifo-output.sh %opt -- %s %t.d | FileCheck %s
; RUN: %spirv-val %t.d/read.spv
; RUN: %spirv-dis %t.d/read.spv | FileCheck %s --check-prefix=SPIRV
; CHECK: still a fifo
; CHECK-NEXT: fifo
; CHECK-NEXT: read.spv
; CHECK-EMPTY:
; SPIRV: OpEntryPoint Kernel %{{[0-9]+}} "k"

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
