;; SPV_INTEL_sigmoid: OpFSigmoidINTEL is in no grammar spirv-emit is built with
;; (nor in SPIRV-Tools 2025.5), so `intel_sigmoid` (cl_intel_sigmoid) and
;; `__spirv_FSigmoidINTEL` are computed as 1 / (1 + exp(-x)) with OpenCL.std
;; exp, with or without the extension allowed (half, float, double; scalars
;; and vectors). Execution test: tests/exec/kernels/ext_sigmoid.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.ext.spv;ext=+SPV_INTEL_sigmoid>' -disable-output %s
; RUN: cmp %t.spv %t.ext.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/sigmoid-int.ll 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: SPV_INTEL_sigmoid
; CHECK-DAG: %[[#std:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#h4:]] = OpTypeVector %[[#half]] 4
; CHECK-DAG: %[[#one:]] = OpConstant %[[#float]] 1{{$}}
; CHECK-DAG: %[[#hone:]] = OpConstant %[[#half]] 0x1p+0
; CHECK-DAG: %[[#hones:]] = OpConstantComposite %[[#h4]] %[[#hone]] %[[#hone]] %[[#hone]] %[[#hone]]
; CHECK: %[[#x:]] = OpLoad %[[#float]]
; CHECK-NEXT: %[[#n:]] = OpFNegate %[[#float]] %[[#x]]
; CHECK-NEXT: %[[#e:]] = OpExtInst %[[#float]] %[[#std]] exp %[[#n]]
; CHECK-NEXT: %[[#d:]] = OpFAdd %[[#float]] %[[#one]] %[[#e]]
; CHECK-NEXT: OpFDiv %[[#float]] %[[#one]] %[[#d]]
; CHECK: %[[#v:]] = OpLoad %[[#h4]]
; CHECK-NEXT: %[[#vn:]] = OpFNegate %[[#h4]] %[[#v]]
; CHECK-NEXT: %[[#ve:]] = OpExtInst %[[#h4]] %[[#std]] exp %[[#vn]]
; CHECK-NEXT: %[[#vd:]] = OpFAdd %[[#h4]] %[[#hones]] %[[#ve]]
; CHECK-NEXT: OpFDiv %[[#h4]] %[[#hones]] %[[#vd]]

; ERR: 'intel_sigmoid': its argument and result must be half, float or double scalars or vectors of one type

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load float, ptr addrspace(1) %p
  %y = call spir_func float @_Z13intel_sigmoidf(float %x)
  store float %y, ptr addrspace(1) %p
  %v = load <4 x half>, ptr addrspace(1) %q
  %w = call spir_func <4 x half> @_Z21__spirv_FSigmoidINTELDv4_Dh(<4 x half> %v)
  store <4 x half> %w, ptr addrspace(1) %q
  ret void
}

declare spir_func float @_Z13intel_sigmoidf(float)
declare spir_func <4 x half> @_Z21__spirv_FSigmoidINTELDv4_Dh(<4 x half>)
