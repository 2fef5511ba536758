;; Replacing an existing output file keeps its permissions (the atomic
;; rename used to give it the temporary's default mode); the text output too.
;; A new file gets the usual 0666 & ~umask.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: touch %t.d/k.spv %t.d/k.spvasm
; RUN: chmod 640 %t.d/k.spv
; RUN: chmod 604 %t.d/k.spvasm
; RUN: %opt -passes='spirv-emit<out=%t.d/k.spv;text>' -disable-output %s
; RUN: %spirv-val %t.d/k.spv
; RUN: stat -c '%%a %%n' %t.d/k.spv %t.d/k.spvasm | FileCheck %s
; RUN: FileCheck %s --check-prefix=TEXT < %t.d/k.spvasm
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
; RUN: sh -c 'umask 027 && %opt -passes="spirv-emit<out=%t.d/new.spv>" -disable-output %s'
; RUN: stat -c '%%a' %t.d/new.spv | FileCheck %s --check-prefix=NEW
; CHECK: 640 {{.*}}k.spv
; CHECK-NEXT: 604 {{.*}}k.spvasm
; TEXT: OpEntryPoint Kernel
; LEFT: k.spv
; LEFT-NEXT: k.spvasm
; NEW: 640

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
