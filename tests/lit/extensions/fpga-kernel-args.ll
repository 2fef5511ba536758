;; SYCL kernel argument metadata: `!kernel_arg_buffer_location` (DPC++ writes
;; it for every kernel, -1 meaning none) -> BufferLocationINTEL
;; (SPV_INTEL_fpga_buffer_location); `!kernel_arg_runtime_aligned` ->
;; FuncParamAttr RuntimeAlignedINTEL (SPV_INTEL_runtime_aligned), on pointer
;; parameters, where allowed; dropped otherwise (FPGA placement and alignment
;; hints). RuntimeAligned is encoded as the current grammar has it (a function
;; parameter attribute): llvm-spirv-15 -r asserts on it (it knew a decoration
;; 5940, which current SPIRV-Tools rejects), so that module is not read back.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_fpga_buffer_location>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=LOC
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
; RUN: %opt -passes='spirv-emit<out=%t.al.spv;ext=+SPV_INTEL_runtime_aligned>' -disable-output %s
; RUN: %spirv-val --no-reader %t.al.spv
; RUN: %spirv-dis-new %t.al.spv | FileCheck %s --check-prefix=ALIGNED
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; LOC-DAG: OpCapability FPGABufferLocationINTEL
; LOC-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; LOC: OpDecorate %[[#a:]] BufferLocationINTEL 3
; LOC-NOT: BufferLocationINTEL
; READ: !kernel_arg_buffer_location ![[#BL:]]
; READ: ![[#BL]] = !{i32 3, i32 -1, i32 -1}

; ALIGNED-DAG: OpCapability RuntimeAlignedAttributeALTERA
; ALIGNED-DAG: OpExtension "SPV_INTEL_runtime_aligned"
; ALIGNED: OpDecorate %[[#]] FuncParamAttr RuntimeAlignedALTERA
; ALIGNED-NOT: RuntimeAligned

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: BufferLocation
; DEFAULT-NOT: RuntimeAligned

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) !kernel_arg_buffer_location !1 !kernel_arg_runtime_aligned !2 {
  store i32 %n, ptr addrspace(1) %a, align 4
  store i32 %n, ptr addrspace(1) %b, align 4
  ret void
}

!1 = !{i32 3, i32 -1, i32 -1}
!2 = !{i1 true, i1 false, i1 false}
