;; Found by scripts/fuzz.py (a mutated lit input, seed 4281, reduced with
;; llvm-reduce-16): a getelementptr with an i1 index gave an access chain with
;; a bool index, which spirv-val rejects ("Indexes passed to
;; OpInBoundsPtrAccessChain must be of type integer"). LLVM sign-extends the
;; index, so it is now selected as 0 or -1.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#U32]] 4294967295
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#U32]] 0
; CHECK: %[[#I:]] = OpSelect %[[#U32]] %[[#C:]] %[[#M1]] %[[#Z]]
; CHECK-NEXT: OpInBoundsPtrAccessChain %{{.*}} %{{.*}} %[[#I]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %c = icmp sgt i32 %x, 0
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i1 %c
  store i32 %x, ptr addrspace(1) %q, align 4
  ret void
}
