;; An output path naming a symbolic link: the link is followed (through a
;; chain, relative to the link's directory, also when the target does not
;; exist yet) and the target is replaced atomically; the links stay links.
; RUN: rm -rf %t.d && mkdir -p %t.d/real
; RUN: ln -s real/k.spv %t.d/link.spv
; RUN: ln -s link.spv %t.d/link2.spv
; RUN: %opt -passes='spirv-emit<out=%t.d/link2.spv>' -disable-output %s
; RUN: test -L %t.d/link.spv
; RUN: test -L %t.d/link2.spv
; RUN: %spirv-val %t.d/real/k.spv
;; Again, now that the target exists (it is replaced, not written through).
; RUN: %opt -passes='spirv-emit<out=%t.d/link.spv>' -disable-output %s
; RUN: test -L %t.d/link.spv
; RUN: %spirv-val %t.d/real/k.spv
; RUN: ls -A %t.d/real | FileCheck %s --check-prefix=REAL --implicit-check-not={{.}}
; RUN: ls -A %t.d | FileCheck %s --check-prefix=TOP --implicit-check-not={{.}}
;; A symlink loop is a clean error.
; RUN: ln -s loop.spv %t.d/loop.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.d/loop.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOOP
; REAL: k.spv
; TOP: link.spv
; TOP-NEXT: link2.spv
; TOP-NEXT: real
; LOOP: error: spirv-emit: cannot write '{{.*}}/loop.spv': Too many levels of symbolic links

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
