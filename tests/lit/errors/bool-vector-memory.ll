;; Loads and stores of i1 vectors longer than 64 lanes are errors naming
;; them (their bitcasts are supported: core/bitcast-shapes.ll), never an
;; invalid module.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'bools': memory access of type <128 x i1> is not supported (vectors of up to 64 i1 are)
; CHECK-NEXT: %v = load <128 x i1>, ptr addrspace(1) %p, align 16
; CHECK-NEXT: in function 'bools': memory access of type <128 x i1> is not supported (vectors of up to 64 i1 are)
; CHECK-NEXT: store <128 x i1> %v, ptr addrspace(1) %q, align 16

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @bools(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <128 x i1>, ptr addrspace(1) %p, align 16
  store <128 x i1> %v, ptr addrspace(1) %q, align 16
  ret void
}
