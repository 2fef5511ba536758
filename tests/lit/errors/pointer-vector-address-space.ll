;; An addrspacecast of a vector of pointers from constant to global has no
;; SPIR-V instruction (generic does not cover constant memory): the error names
;; both address spaces (it once printed "{from}" and "{to}" literally). Between
;; global and local it goes through generic (core/addrspacecast-named.ll).
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: in function 'k': addrspacecast from address space 2 to 1 has no SPIR-V equivalent (only casts to and from generic, 4, and between private, global and local (through generic))
; CHECK-NOT: {from}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(2) %p, ptr addrspace(1) %out) {
  %a = insertelement <2 x ptr addrspace(2)> poison, ptr addrspace(2) %p, i32 0
  %b = insertelement <2 x ptr addrspace(2)> %a, ptr addrspace(2) %p, i32 1
  %c = addrspacecast <2 x ptr addrspace(2)> %b to <2 x ptr addrspace(1)>
  %e = extractelement <2 x ptr addrspace(1)> %c, i32 1
  %i = ptrtoint ptr addrspace(1) %e to i64
  store i64 %i, ptr addrspace(1) %out
  ret void
}
