;; LLVM 22: the plugin is llc's code generator for SPIR-V triples
;; (-load-pass-plugin), writing where llc writes (-o, -filetype), and LLVM's
;; own SPIR-V back end (generator 43) does not run.
; REQUIRES: codegen-callback
; RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
; RUN: llc -load-pass-plugin=%plugin -filetype=obj %s -o k.spv
; RUN: %spirv-val k.spv
; RUN: %spirv-dis k.spv | FileCheck %s
; RUN: llc -load-pass-plugin=%plugin -filetype=obj %s -o - > stdout.spv
; RUN: cmp k.spv stdout.spv
; RUN: llc -load-pass-plugin=%plugin -filetype=asm %s -o k.spvasm
; RUN: FileCheck %s < k.spvasm
; RUN: llc -load-pass-plugin=%plugin -filetype=null %s -o nothing
; RUN: ls | FileCheck %s --check-prefix=FILES --implicit-check-not=.spv
; FILES: k.spv
; FILES: k.spvasm
; FILES: stdout.spv
;; Without the plugin, llc runs LLVM's back end: a different module.
; RUN: llc -filetype=obj %s -o backend.spv
; RUN: %spirv-dis backend.spv | FileCheck %s --check-prefix=BACKEND
;; Errors are llc's errors: non-zero exit, and nothing written (llc exits
;; at once after a plugin's code generation with errors, which leaves its
;; output file empty, where clang removes it).
; RUN: sed 's/@llvm.trap/@llvm.not.an.intrinsic/' %s > bad.ll
; RUN: %not llc -load-pass-plugin=%plugin -filetype=obj bad.ll -o bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -s bad.spv
;; Another target is left to its back end.
; RUN: sed 's/^target triple = .*/target triple = "x86_64-unknown-linux-gnu"/; s/spir_kernel //; s/^target datalayout.*//' %s > x86.ll
; RUN: llc -load-pass-plugin=%plugin -filetype=obj x86.ll -o x86.o
; RUN: llvm-readobj --file-headers x86.o | FileCheck %s --check-prefix=OBJ

; CHECK: ; Version: 1.0
; CHECK-NOT: Unknown(43)
; CHECK: OpEntryPoint Kernel %{{.*}} "k"
; BACKEND: Generator: Unknown(43)
; ERR: error: spirv-emit:
; ERR-SAME: llvm.not.an.intrinsic
; OBJ: Format: elf64-x86-64

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) %a) {
  store i32 1, ptr addrspace(1) %a
  br i1 false, label %t, label %e
t:
  call void @llvm.trap()
  unreachable
e:
  ret void
}

declare void @llvm.trap()
