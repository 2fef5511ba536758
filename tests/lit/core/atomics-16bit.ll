;; Atomics on 16-bit integers and on bfloat (SPV_INTEL_16bit_atomics, which
;; no released SPIRV-Tools knows) and on half (AtomicFloat16AddEXT, which
;; Intel's runtime cannot link) are written portably, with or without the
;; extensions: a compare-exchange loop on the aligned 32-bit word holding the
;; location, which changes only its 16 bits; an atomic load is a word load.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.all.spv
; RUN: %spirv-dis-new %t.all.spv | FileCheck %s --check-prefix=ALL
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefix=KHR

; ALL-NOT: SPV_INTEL_16bit_atomics
; CHECK-NOT: OpCapability AtomicFloat16
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#GWORD:]] = OpTypePointer CrossWorkgroup %[[#U32]]
; CHECK-DAG: %[[#LWORD:]] = OpTypePointer Workgroup %[[#U32]]
; CHECK-DAG: %[[#ALIGN:]] = OpConstant %[[#U64]] 18446744073709551612
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#U64]] 2
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#U32]] 3
; CHECK-DAG: %[[#LOW16:]] = OpConstant %[[#U32]] 65535
; CHECK-DAG: %[[#RELAXED:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#U32]] 2
;; SequentiallyConsistent|CrossWorkgroupMemory = 0x210, Release|CrossWorkgroupMemory = 0x204.
; CHECK-DAG: %[[#SC_GLOBAL:]] = OpConstant %[[#U32]] 528
; CHECK-DAG: %[[#REL_GLOBAL:]] = OpConstant %[[#U32]] 516

target triple = "spir64-unknown-unknown"

;; i16 add on global memory: word address, shift, then the loop.
; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#ADDR:]] = OpConvertPtrToU %[[#U64]] %[[#P]]
; CHECK-NEXT: %[[#ALIGNED:]] = OpBitwiseAnd %[[#U64]] %[[#ADDR]] %[[#ALIGN]]
; CHECK-NEXT: %[[#WORD:]] = OpConvertUToPtr %[[#GWORD]] %[[#ALIGNED]]
; CHECK-NEXT: %[[#BYTE:]] = OpBitwiseAnd %[[#U64]] %[[#ADDR]] %[[#TWO]]
; CHECK-NEXT: %[[#BYTE32:]] = OpUConvert %[[#U32]] %[[#BYTE]]
; CHECK-NEXT: %[[#SHIFT:]] = OpShiftLeftLogical %[[#U32]] %[[#BYTE32]] %[[#THREE]]
; CHECK-NEXT: %[[#MASK:]] = OpShiftLeftLogical %[[#U32]] %[[#LOW16]] %[[#SHIFT]]
; CHECK-NEXT: %[[#KEEP:]] = OpNot %[[#U32]] %[[#MASK]]
; CHECK-NEXT: %[[#FIRST:]] = OpAtomicLoad %[[#U32]] %[[#WORD]] %[[#DEVICE]] %[[#RELAXED]]
; CHECK-NEXT: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
; CHECK-NEXT: %[[#OLDW:]] = OpPhi %[[#U32]] %[[#FIRST]] %[[#ENTRY]] %[[#SEEN:]] %[[#LOOP]]
; CHECK-NEXT: %[[#DOWN:]] = OpShiftRightLogical %[[#U32]] %[[#OLDW]] %[[#SHIFT]]
; CHECK-NEXT: %[[#OLD:]] = OpUConvert %[[#U16]] %[[#DOWN]]
; CHECK-NEXT: %[[#SUM:]] = OpIAdd %[[#U16]] %[[#OLD]] %[[#V:]]
; CHECK-NEXT: %[[#WIDE:]] = OpUConvert %[[#U32]] %[[#SUM]]
; CHECK-NEXT: %[[#UP:]] = OpShiftLeftLogical %[[#U32]] %[[#WIDE]] %[[#SHIFT]]
; CHECK-NEXT: %[[#KEPT:]] = OpBitwiseAnd %[[#U32]] %[[#OLDW]] %[[#KEEP]]
; CHECK-NEXT: %[[#NEWW:]] = OpBitwiseOr %[[#U32]] %[[#KEPT]] %[[#UP]]
; CHECK-NEXT: %[[#SEEN]] = OpAtomicCompareExchange %[[#U32]] %[[#WORD]] %[[#DEVICE]] %[[#SC_GLOBAL]] %[[#RELAXED]] %[[#NEWW]] %[[#OLDW]]
; CHECK-NEXT: %[[#DONE:]] = OpIEqual %[[#BOOL]] %[[#SEEN]] %[[#OLDW]]
; CHECK-NEXT: OpBranchConditional %[[#DONE]] %[[#AFTER:]] %[[#LOOP]]
; CHECK-NEXT: %[[#AFTER]] = OpLabel
; CHECK-NEXT: OpStore %[[#]] %[[#OLD]]
define spir_func void @add_i16(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %old = atomicrmw add ptr addrspace(1) %p, i16 3 syncscope("device") seq_cst
  store i16 %old, ptr addrspace(1) %out
  ret void
}

;; The other integer operations, on local memory, and a release ordering
;; (the first load stays relaxed: a load may not release).
; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpConvertUToPtr %[[#LWORD]]
; CHECK: OpAtomicLoad %[[#U32]] %[[#]] %[[#WG]] %[[#RELAXED]]
; CHECK: OpBitwiseOr %[[#U16]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpSGreaterThan %[[#BOOL]]{{ }}
; CHECK: OpSelect %[[#U16]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpULessThan %[[#BOOL]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpBitwiseAnd %[[#U16]]{{ }}
; CHECK: OpNot %[[#U16]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpUConvert %[[#U16]]{{ }}
; CHECK-NEXT: OpUConvert %[[#U32]] %[[#]]
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
define spir_func i16 @ops_i16(ptr addrspace(3) %p, i16 %v) {
  %a = atomicrmw or ptr addrspace(3) %p, i16 %v syncscope("workgroup") release
  %b = atomicrmw max ptr addrspace(3) %p, i16 %a syncscope("workgroup") monotonic
  %c = atomicrmw umin ptr addrspace(3) %p, i16 %b syncscope("workgroup") monotonic
  %d = atomicrmw nand ptr addrspace(3) %p, i16 %c syncscope("workgroup") monotonic
  %e = atomicrmw xchg ptr addrspace(3) %p, i16 %d syncscope("workgroup") monotonic
  ret i16 %e
}

;; cmpxchg compares the 16 bits only: when they differ the word is written back unchanged.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpBranch %[[#CLOOP:]]
; CHECK-NEXT: %[[#CLOOP]] = OpLabel
; CHECK-NEXT: %[[#COLDW:]] = OpPhi %[[#U32]]{{ }}
; CHECK: %[[#COLD:]] = OpUConvert %[[#U16]]{{ }}
; CHECK-NEXT: %[[#SAME:]] = OpIEqual %[[#BOOL]] %[[#COLD]] %[[#EXPECTED:]]
; CHECK-NEXT: %[[#PICK:]] = OpSelect %[[#U16]] %[[#SAME]] %[[#]] %[[#COLD]]
; CHECK: %[[#CSEEN:]] = OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK-NEXT: %[[#CDONE:]] = OpIEqual %[[#BOOL]] %[[#CSEEN]] %[[#COLDW]]
; CHECK-NEXT: OpBranchConditional %[[#CDONE]] %[[#]] %[[#CLOOP]]
; CHECK: OpCompositeInsert %[[#]] %[[#COLD]]
; CHECK-NEXT: OpCompositeInsert %[[#]] %[[#SAME]]
define spir_func i1 @cas_i16(ptr addrspace(4) %p, i16 %expected, i16 %new) {
  %pair = cmpxchg ptr addrspace(4) %p, i16 %expected, i16 %new seq_cst acquire
  %ok = extractvalue { i16, i1 } %pair, 1
  ret i1 %ok
}

;; Atomic load: one word load; store: an exchange loop.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#LW:]] = OpAtomicLoad %[[#U32]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#LD:]] = OpShiftRightLogical %[[#U32]] %[[#LW]]
; CHECK-NEXT: OpUConvert %[[#U16]] %[[#LD]]
; CHECK: OpAtomicCompareExchange %[[#U32]] %[[#]] %[[#]] %[[#REL_GLOBAL]]
define spir_func i16 @load_store_i16(ptr addrspace(1) %p) {
  %v = load atomic i16, ptr addrspace(1) %p acquire, align 2
  store atomic i16 %v, ptr addrspace(1) %p release, align 2
  ret i16 %v
}

;; bfloat: computed in float, rounded back (the i16 carrier by default).
; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#BOLD:]] = OpUConvert %[[#U16]]{{ }}
; CHECK-NEXT: %[[#BA:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#BOLD]]
; CHECK-NEXT: %[[#BB:]] = OpConvertBF16ToFINTEL %[[#F32]]{{ }}
; CHECK-NEXT: %[[#BSUM:]] = OpFAdd %[[#F32]] %[[#BA]] %[[#BB]]
; CHECK-NEXT: OpConvertFToBF16INTEL %[[#U16]] %[[#BSUM]]
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpExtInst %[[#F32]] %[[#]] fmin
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpExtInst %[[#F32]] %[[#]] fmax
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; KHR-DAG: %[[#BF16:]] = OpTypeFloat 16 BFloat16KHR
; KHR-DAG: %[[#K16:]] = OpTypeInt 16 0
; KHR: OpFunction %[[#BF16]]
; KHR: %[[#KBITS:]] = OpUConvert %[[#K16]]{{ }}
; KHR-NEXT: %[[#KOLD:]] = OpBitcast %[[#BF16]] %[[#KBITS]]
; KHR-NEXT: OpFConvert %[[#]] %[[#KOLD]]
; KHR: OpFConvert %[[#BF16]]
; KHR-NEXT: OpBitcast %[[#K16]]
define spir_func bfloat @bfloat_ops(ptr addrspace(1) %p, bfloat %v) {
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat %v seq_cst
  %b = atomicrmw fmin ptr addrspace(1) %p, bfloat %a seq_cst
  %c = atomicrmw fmax ptr addrspace(1) %p, bfloat %b seq_cst
  ret bfloat %c
}

;; half: computed in half.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#HBITS:]] = OpUConvert %[[#U16]] %[[#]]
; CHECK-NEXT: %[[#HOLD:]] = OpBitcast %[[#F16]] %[[#HBITS]]
; CHECK-NEXT: %[[#HSUB:]] = OpFSub %[[#F16]] %[[#HOLD]] %[[#]]
; CHECK-NEXT: %[[#HNEW:]] = OpBitcast %[[#U16]] %[[#HSUB]]
; CHECK-NEXT: OpUConvert %[[#U32]] %[[#HNEW]]
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpExtInst %[[#F16]] %[[#]] fmax
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK-NOT: OpAtomicFAddEXT
; CHECK: OpFunctionEnd
define spir_func half @half_ops(ptr addrspace(3) %p, half %v) {
  %a = atomicrmw fsub ptr addrspace(3) %p, half %v seq_cst
  %b = atomicrmw fmax ptr addrspace(3) %p, half %a seq_cst
  ret half %b
}

;; The instructions written as calls take the same path.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpConvertBF16ToFINTEL
; CHECK: OpFAdd %[[#F32]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpIAdd %[[#U16]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpSelect %[[#U16]]{{ }}
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpAtomicLoad %[[#U32]]{{ }}
; CHECK-NOT: OpAtomicCompareExchange
; CHECK: OpAtomicCompareExchange %[[#U32]]{{ }}
; CHECK: OpFunctionEnd
define spir_func i16 @calls(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %f = call spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1) %q, i32 1, i32 0, bfloat 1.0)
  %i = call spir_func i16 @_Z24__spirv_AtomicIIncrementPU3AS1sii(ptr addrspace(1) %p, i32 1, i32 0)
  %c = call spir_func i16 @_Z29__spirv_AtomicCompareExchangePU3AS1siiiss(ptr addrspace(1) %p, i32 1, i32 0, i32 0, i16 5, i16 %i)
  %l = call spir_func i16 @_Z18__spirv_AtomicLoadPU3AS1sii(ptr addrspace(1) %p, i32 1, i32 0)
  call spir_func void @_Z19__spirv_AtomicStorePU3AS1siis(ptr addrspace(1) %p, i32 1, i32 0, i16 %l)
  ret i16 %c
}

declare spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1), i32, i32, bfloat)
declare spir_func i16 @_Z24__spirv_AtomicIIncrementPU3AS1sii(ptr addrspace(1), i32, i32)
declare spir_func i16 @_Z29__spirv_AtomicCompareExchangePU3AS1siiiss(ptr addrspace(1), i32, i32, i32, i16, i16)
declare spir_func i16 @_Z18__spirv_AtomicLoadPU3AS1sii(ptr addrspace(1), i32, i32)
declare spir_func void @_Z19__spirv_AtomicStorePU3AS1siis(ptr addrspace(1), i32, i32, i16)
