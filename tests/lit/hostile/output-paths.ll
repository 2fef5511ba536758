;; Output paths that cannot be written: a directory, a path under a regular
;; file, a path ending in '/', an empty out=. Each is a clean error, and no
;; file (not even a temporary) is left anywhere.
; RUN: rm -rf %t.dir && mkdir -p %t.dir/d && touch %t.dir/f
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/d>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DIR
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/f/k.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNDERFILE
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/d/>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SLASH
; RUN: %not %opt -passes='spirv-emit<out=>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: ls -A %t.dir | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
; RUN: ls -A %t.dir/d | count 0
; DIR: error: spirv-emit: cannot write '{{.*}}/d': Is a directory
; UNDERFILE: error: spirv-emit: cannot write '{{.*}}/f/k.spv': Not a directory
; SLASH: error: spirv-emit: cannot write '{{.*}}/d/'
; EMPTY: error: spirv-emit: unknown or malformed option 'out='
; LEFT: d
; LEFT-NEXT: f

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
