;; `out=-` (and SPIRV_EMIT_OUT=-) writes the binary module to standard output.
; RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
; RUN: %opt -passes='spirv-emit<out=->' -disable-output %s > %t.d/opt.spv
; RUN: %spirv-val %t.d/opt.spv
; RUN: %spirv-dis %t.d/opt.spv | FileCheck %s
; RUN: env SPIRV_EMIT_OUT=- %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/output-kernel.cl -o %t.d/k.bc > %t.d/clang.spv
; RUN: %spirv-val %t.d/clang.spv
; RUN: %spirv-dis %t.d/clang.spv | FileCheck %s
;; No file named '-' (or a temporary) appears in the working directory.
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
;; The text disassembly has no place beside standard output: an error, and
;; nothing is written.
; RUN: %not %opt -passes='spirv-emit<out=-;text>' -disable-output %s > %t.d/text.out 2> %t.d/text.err
; RUN: FileCheck %s --check-prefix=TEXT < %t.d/text.err
; RUN: count 0 < %t.d/text.out
; CHECK: OpEntryPoint Kernel %{{[0-9]+}} "k"
; LEFT: clang.spv
; LEFT-NEXT: k.bc
; LEFT-NEXT: opt.spv
; TEXT: error: spirv-emit: option 'text' writes the disassembly to '<out>asm' beside a file output, but the output '-' is standard output

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
