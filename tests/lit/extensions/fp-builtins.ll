;; llvm.fpbuiltin.* with "fpbuiltin-max-error": core instructions and OpenCL.std;
;; with SPV_INTEL_fp_max_error the accuracy is FPMaxErrorDecorationINTEL;
;; without it, a requirement tighter than OpenCL's accuracy for the instruction
;; is an error naming the extension.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=PLAIN
; RUN: %opt -passes='spirv-emit<out=%t.ext.spv;ext=+SPV_INTEL_fp_max_error>' -disable-output %s
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know the extension.
; RUN: %spirv-val --new-only --no-reader %t.ext.spv
; RUN: %spirv-dis-new %t.ext.spv | FileCheck %s --check-prefix=EXT
; RUN: %not %opt -passes='spirv-emit<out=%t.tight.spv>' -disable-output %S/Inputs/fpbuiltin-tight.ll 2>&1 | FileCheck %s --check-prefix=TIGHT

; PLAIN-NOT: OpExtension
; PLAIN-NOT: FPMaxError
; PLAIN: %[[#a:]] = OpFAdd %[[#float:]] %[[#x:]] %[[#y:]]
; PLAIN-NEXT: %[[#s:]] = OpExtInst %[[#float]] %[[#]] sin %[[#a]]
; PLAIN-NEXT: %[[#d:]] = OpFDiv %[[#float]] %[[#s]] %[[#y]]
; PLAIN-NEXT: OpExtInst %[[#float]] %[[#]] pow %[[#d]] %[[#x]]

; EXT-DAG: OpCapability FPMaxErrorINTEL
; EXT-DAG: OpExtension "SPV_INTEL_fp_max_error"
; EXT-DAG: OpDecorate %[[#a:]] FPMaxErrorDecorationINTEL 0.5
; EXT-DAG: OpDecorate %[[#s:]] FPMaxErrorDecorationINTEL 4
; EXT-DAG: OpDecorate %[[#d:]] FPMaxErrorDecorationINTEL 2.5
; EXT: %[[#a]] = OpFAdd
; EXT-NEXT: %[[#s]] = OpExtInst %[[#]] %[[#]] sin %[[#a]]
; EXT-NEXT: %[[#d]] = OpFDiv

; TIGHT: llvm.fpbuiltin.fdiv with at most 1 ULP (tighter than the 2.5 ULP OpenCL allows its SPIR-V instruction) needs the SPIR-V extension SPV_INTEL_fp_max_error, which the target does not allow (allow it with ext=+SPV_INTEL_fp_max_error)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, float %y) {
  %a = call float @llvm.fpbuiltin.fadd.f32(float %x, float %y) #0
  %s = call float @llvm.fpbuiltin.sin.f32(float %a) #1
  %d = call float @llvm.fpbuiltin.fdiv.f32(float %s, float %y) #2
  %w = call float @llvm.fpbuiltin.pow.f32(float %d, float %x)
  store float %w, ptr addrspace(1) %p
  ret void
}

declare float @llvm.fpbuiltin.fadd.f32(float, float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.pow.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="0.5" }
attributes #1 = { "fpbuiltin-max-error"="4.0" }
attributes #2 = { "fpbuiltin-max-error"="2.5" }
