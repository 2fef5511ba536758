;; atomicrmw, cmpxchg, fence and atomic load/store: scope from the syncscope,
;; semantics from the ordering plus the pointer's memory class; a pointer cast
;; to generic is used in its original storage class.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
;; Scopes: CrossDevice 0, Device 1, Workgroup 2, Invocation 4.
; CHECK-DAG: %[[#CROSSDEVICE:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#U32]] 2
;; Semantics: SequentiallyConsistent|CrossWorkgroupMemory = 0x210, relaxed 0,
;; AcquireRelease|WorkgroupMemory = 0x108, Acquire|CrossWorkgroup = 0x202.
; CHECK-DAG: %[[#SC_GLOBAL:]] = OpConstant %[[#U32]] 528
; CHECK-DAG: %[[#ACQREL_LOCAL:]] = OpConstant %[[#U32]] 264
; CHECK-DAG: %[[#ACQ_GLOBAL:]] = OpConstant %[[#U32]] 514
; CHECK-DAG: %[[#FENCE:]] = OpConstant %[[#U32]] 784

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#G:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
define spir_kernel void @atomics(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %v) {
; CHECK: OpAtomicIAdd %[[#U32]] %[[#G]] %[[#CROSSDEVICE]] %[[#SC_GLOBAL]]
  %a = atomicrmw add ptr addrspace(1) %g, i32 %v seq_cst
; CHECK: OpAtomicSMax %[[#U32]] %[[#L]] %[[#WG]] %[[#ACQREL_LOCAL]]
  %b = atomicrmw max ptr addrspace(3) %l, i32 %v syncscope("workgroup") acq_rel
; CHECK: OpAtomicUMin %[[#U32]] %[[#G]] %[[#DEVICE]] %[[#ZERO:]]
  %c = atomicrmw umin ptr addrspace(1) %g, i32 %v syncscope("device") monotonic
;; A generic pointer made from a global one: the atomic uses the global pointer.
  %gen = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
; CHECK: OpAtomicExchange %[[#U32]] %[[#G]]
  %d = atomicrmw xchg ptr addrspace(4) %gen, i32 %v seq_cst
; CHECK: %[[#OLD:]] = OpAtomicCompareExchange %[[#U32]] %[[#G]] %[[#CROSSDEVICE]] %[[#SC_GLOBAL]] %[[#ACQ_GLOBAL]] %[[#A:]] %[[#V:]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#OLD]] %[[#V]]
; CHECK-NEXT: %[[#S:]] = OpCompositeInsert %{{[0-9]+}} %[[#OLD]] %{{[0-9]+}} 0
; CHECK-NEXT: OpCompositeInsert %{{[0-9]+}} %[[#OK]] %[[#S]] 1
  %e = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %a seq_cst acquire
; CHECK: OpAtomicLoad %[[#U64]]
  %f = load atomic i64, ptr addrspace(1) %g acquire, align 8
; CHECK: OpAtomicStore
  store atomic i64 %f, ptr addrspace(1) %g seq_cst, align 8
; CHECK: OpMemoryBarrier %[[#WG]] %[[#FENCE]]
  fence syncscope("workgroup") seq_cst
;; nand has no SPIR-V atomic: a compare-exchange loop.
; CHECK: OpAtomicLoad %[[#U32]]
; CHECK: OpBranch %[[#LOOP:]]
; CHECK: %[[#LOOP]] = OpLabel
; CHECK-NEXT: %[[#PHI:]] = OpPhi %[[#U32]]
; CHECK-NEXT: OpBitwiseAnd %[[#U32]] %[[#PHI]]
; CHECK-NEXT: OpNot
; CHECK-NEXT: OpAtomicCompareExchange
; CHECK: OpBranchConditional %{{[0-9]+}} %{{[0-9]+}} %[[#LOOP]]
  %n = atomicrmw nand ptr addrspace(1) %g, i32 %v seq_cst
  store i32 %n, ptr addrspace(1) %g
  ret void
}
