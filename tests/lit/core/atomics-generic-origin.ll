;; An atomic on a generic pointer derived from a pointer of one named address
;; space (through getelementptr, bitcasts, an inttoptr of a ptrtoint, as
;; clang-22 writes HIP's kernel arguments, phis, selects, and at -O0 a private
;; slot the pointer was stored into and is loaded from) operates on that
;; space: OpGenericCastToPtr back to it, since Intel's CPU runtime cannot link
;; atomics on Generic pointers. Mixed or unknown origins stay generic.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#gptr:]] = OpTypePointer CrossWorkgroup %[[#uint]]
; CHECK-DAG: %[[#gfptr:]] = OpTypePointer CrossWorkgroup %[[#float]]
; CHECK-DAG: %[[#lptr:]] = OpTypePointer Workgroup %[[#uint]]
; CHECK-DAG: %[[#genptr:]] = OpTypePointer Generic %[[#uint]]

; CHECK: OpFunction
; CHECK: %[[#r1:]] = OpGenericCastToPtr %[[#gptr]] %[[#]]
; CHECK-NEXT: OpAtomicIAdd %[[#uint]] %[[#r1]]
; CHECK: %[[#r2:]] = OpGenericCastToPtr %[[#gfptr]] %[[#]]
; CHECK-NEXT: OpAtomicFAddEXT %[[#float]] %[[#r2]]
; CHECK: %[[#r3:]] = OpGenericCastToPtr %[[#lptr]] %[[#]]
; CHECK-NEXT: OpAtomicIAdd %[[#uint]] %[[#r3]]
; CHECK: %[[#r4:]] = OpGenericCastToPtr %[[#gptr]] %[[#]]
; CHECK-NEXT: OpAtomicExchange %[[#uint]] %[[#r4]]
; CHECK: %[[#mixed:]] = OpSelect
; CHECK-NEXT: OpAtomicIAdd %[[#uint]] %[[#mixed]]

;; -O0: the argument stored into a slot, loaded back as generic; a slot whose
;; address escapes stays generic.
; CHECK: OpFunction
; CHECK: %[[#r5:]] = OpGenericCastToPtr %[[#gptr]] %[[#]]
; CHECK-NEXT: OpAtomicIAdd %[[#uint]] %[[#r5]]
; CHECK: OpFunctionCall
; CHECK: %[[#escaped:]] = OpBitcast %[[#genptr]] %[[#]]
; CHECK-NEXT: OpAtomicIAdd %[[#uint]] %[[#escaped]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %hist, ptr addrspace(1) %total, i64 %i, i1 %c) {
entry:
  ;; clang-22's HIP arguments: generic through an integer
  %hi = ptrtoint ptr addrspace(1) %hist to i64
  %hg = inttoptr i64 %hi to ptr addrspace(4)
  %ti = ptrtoint ptr addrspace(1) %total to i64
  %tg = inttoptr i64 %ti to ptr addrspace(4)
  %slot = getelementptr inbounds i32, ptr addrspace(4) %hg, i64 %i
  %a = atomicrmw add ptr addrspace(4) %slot, i32 1 syncscope("device") monotonic, align 4
  %b = atomicrmw fadd ptr addrspace(4) %tg, float 1.0 syncscope("device") monotonic, align 4
  ;; local memory through generic and an offset
  %lg = addrspacecast ptr addrspace(3) @tile to ptr addrspace(4)
  %lslot = getelementptr inbounds [64 x i32], ptr addrspace(4) %lg, i64 0, i64 %i
  %d = atomicrmw add ptr addrspace(4) %lslot, i32 2 syncscope("workgroup") monotonic, align 4
  br i1 %c, label %then, label %join

then:
  %next = getelementptr inbounds i32, ptr addrspace(4) %slot, i64 1
  br label %join

join:
  ;; both ways from the global argument
  %p = phi ptr addrspace(4) [ %slot, %entry ], [ %next, %then ]
  %e = atomicrmw xchg ptr addrspace(4) %p, i32 7 syncscope("device") monotonic, align 4
  ;; global or local: stays generic
  %m = select i1 %c, ptr addrspace(4) %slot, ptr addrspace(4) %lslot
  %f = atomicrmw add ptr addrspace(4) %m, i32 3 syncscope("device") monotonic, align 4
  ret void
}

declare spir_func void @keep(ptr addrspace(4))

define spir_kernel void @slots(ptr addrspace(1) %hist) {
entry:
  %slot = alloca ptr addrspace(4), align 8
  %slot.g = addrspacecast ptr %slot to ptr addrspace(4)
  store ptr addrspace(1) %hist, ptr addrspace(4) %slot.g, align 8
  %p = load ptr addrspace(4), ptr addrspace(4) %slot.g, align 8
  %a = atomicrmw add ptr addrspace(4) %p, i32 1 syncscope("device") monotonic, align 4
  %other = alloca ptr addrspace(4), align 8
  %other.g = addrspacecast ptr %other to ptr addrspace(4)
  store ptr addrspace(1) %hist, ptr addrspace(4) %other.g, align 8
  call spir_func void @keep(ptr addrspace(4) %other.g)
  %q = load ptr addrspace(4), ptr addrspace(4) %other.g, align 8
  %b = atomicrmw add ptr addrspace(4) %q, i32 1 syncscope("device") monotonic, align 4
  ret void
}
