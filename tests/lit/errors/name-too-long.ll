;; A name too long for one OpName (its word count is 16 bits: at most 65,535
;; words) is an error, and no file is written: by default, and where untyped
;; pointers rewrite the names with the rest of the module (the names leave
;; their table as instructions; the error stays). LLVM cuts local names at
;; 1,024 bytes, so the long name is a global's.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 -c "n = 'g' * 300001; v = chr(37) + 'x'; print('target triple = \"spir64-unknown-unknown\"'); print('@' + n + ' = internal addrspace(1) global i32 0'); print('define spir_kernel void @k(i32 ' + v + ') {'); print('  store i32 ' + v + ', ptr addrspace(1) @' + n); print('  ret void'); print('}')" > %t.d/long.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/default.spv>' -disable-output %t.d/long.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.d/untyped.spv;ext=+SPV_KHR_untyped_pointers>' -disable-output %t.d/long.ll 2>&1 | FileCheck %s
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not=.spv

; CHECK: error: spirv-emit: an OpName would need 75003 words, more than the 65535 a SPIR-V instruction can have
; LEFT: long.ll
