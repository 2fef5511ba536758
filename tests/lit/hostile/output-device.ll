;; An output path naming a character device (here a null device made with
;; mknod in a temporary directory, standing in for /dev/null) is written in
;; place: it stays a device, and no temporary is left beside it. Before, the
;; temporary file was renamed over it, so `SPIRV_EMIT_OUT=/dev/null` run as
;; root replaced the system's /dev/null with a regular file.
; RUN: rm -rf %t.d && mkdir -p %t.d && mknod %t.d/null c 1 3
; RUN: %opt -passes='spirv-emit<out=%t.d/null>' -disable-output %s
; RUN: test -c %t.d/null
; RUN: env SPIRV_EMIT_OUT=%t.d/null %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/output-kernel.cl -o %t.d/k.bc
; RUN: test -c %t.d/null
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
;; The text disassembly goes beside a file output; beside a device it is an
;; error, before anything is written (no '<device>asm' file appears).
; RUN: %not %opt -passes='spirv-emit<out=%t.d/null;text>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TEXT
; RUN: test -c %t.d/null
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
; LEFT: k.bc
; LEFT-NEXT: null
; TEXT: error: spirv-emit: option 'text' writes the disassembly to '<out>asm' beside a file output, but the output '{{.*}}/null' is not a regular file

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
