;; An address space the map gives no storage class is an error naming it, the
;; function and the instruction, and nothing is written: AMDGPU's region
;; memory (2) under addrspace-map=amdgcn, and 7 under SPIR's numbering (which
;; stops at 6). A malformed map is an error before any work, from the pass
;; parameter, the variable and the command line alike.
; RUN: not %opt -passes='spirv-emit<addrspace-map=amdgcn;out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=AMD
; RUN: not test -e %t.spv
; RUN: not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SPIR
; RUN: not test -e %t.spv
; RUN: not %opt -passes='spirv-emit<addrspace-map=9:0;out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=INDEX
; RUN: not env SPIRV_EMIT_ADDRSPACE_MAP=hip %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NAME
; RUN: not %spirv-emit --spirv-addrspace-map=0:5,0:4 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not test -e %t.spv

; AMD: error: spirv-emit: 4 problems; no SPIR-V was written:
; AMD-NEXT: in function 'region': address space 2 has no SPIR-V equivalent (the address-space map gives it no storage class: 0 generic, 1 global, 3 local, 4 constant, 5 private; addrspace-map= chooses the map)
; AMD-NEXT: %p = inttoptr i64 %a to ptr addrspace(2)
; AMD-NEXT: in function 'region': address space 2
; AMD-NEXT: %v = load i32, ptr addrspace(2) %p, align 4
; AMD-NEXT: in function 'beyond': address space 7
; AMD-NEXT: %p = inttoptr i64 %a to ptr addrspace(7)

;; SPIR's numbering: 2 is constant memory, 7 nothing.
; SPIR: error: spirv-emit: 2 problems; no SPIR-V was written:
; SPIR-NEXT: in function 'beyond': address space 7 has no SPIR-V equivalent (the address-space map gives it no storage class: 0 private, 1 global, 2 constant, 3 local, 4 generic, 5 global device, 6 global host; addrspace-map= chooses the map)
; SPIR-NEXT: %p = inttoptr i64 %a to ptr addrspace(7)
; SPIR-NEXT: in function 'beyond': address space 7
; SPIR-NEXT: %v = load i32, ptr addrspace(7) %p, align 4

; INDEX: addrspace-map entry '9:0': 9 is not a SPIR address space (0 private, 1 global, 2 constant, 3 local, 4 generic, 5 global device, 6 global host)
; NAME: SPIRV_EMIT_ADDRSPACE_MAP: malformed addrspace-map entry 'hip' (expected spir, amdgcn, or from:to pairs such as 0:5,2:4,4:0)
; TWICE: addrspace-map names SPIR address space 0 twice ('0:5,0:4')

target triple = "spir64-unknown-unknown"

define spir_kernel void @region(i64 %a, ptr addrspace(1) %o) {
  %p = inttoptr i64 %a to ptr addrspace(2)
  %v = load i32, ptr addrspace(2) %p, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

define spir_kernel void @beyond(i64 %a, ptr addrspace(1) %o) {
  %p = inttoptr i64 %a to ptr addrspace(7)
  %v = load i32, ptr addrspace(7) %p, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
