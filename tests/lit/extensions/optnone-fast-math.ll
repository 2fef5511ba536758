;; SPV_INTEL_optnone: `optnone` -> FunctionControl OptNoneINTEL (with the
;; DontInline LLVM requires beside it). SPV_INTEL_fp_fast_math_mode: the
;; `contract` and `reassoc` flags -> FPFastMathMode AllowContractFastINTEL /
;; AllowReassocINTEL. Both only where allowed; by default they are dropped
;; (they only permit or forbid optimizations), the SPIR-V 1.0 bits stay.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_optnone+SPV_INTEL_fp_fast_math_mode>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
;; SPV_EXT_optnone, the newer name, works too.
; RUN: %opt -passes='spirv-emit<out=%t.ext.spv;ext=+SPV_EXT_optnone>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.ext.spv
; RUN: %spirv-dis-new %t.ext.spv | FileCheck %s --check-prefix=EXT
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability OptNoneEXT
; CHECK-DAG: OpCapability FPFastMathModeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_optnone"
; CHECK-DAG: OpExtension "SPV_INTEL_fp_fast_math_mode"
; CHECK-DAG: OpDecorate %[[#mul:]] FPFastMathMode AllowContract|AllowReassoc
; CHECK-DAG: OpDecorate %[[#add:]] FPFastMathMode NotNaN|NotInf|AllowContract
; CHECK-DAG: OpDecorate %[[#fast:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast{{$}}
; CHECK: OpFunction %[[#]] None
; CHECK: %[[#mul]] = OpFMul
; CHECK: %[[#add]] = OpFAdd
; CHECK: %[[#fast]] = OpFSub
; CHECK: OpFunction %[[#]] DontInline|OptNoneEXT

; READ: fmul reassoc contract float
; READ: fadd nnan ninf contract float
; READ: attributes #[[#]] = { noinline nounwind optnone }

; EXT: OpExtension "SPV_EXT_optnone"
; EXT: OpFunction %[[#]] DontInline|OptNoneEXT

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: OptNone
; DEFAULT-DAG: OpDecorate %[[#add:]] FPFastMathMode NotNaN|NotInf{{$}}
; DEFAULT-DAG: OpDecorate %[[#fast:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast{{$}}
; DEFAULT: OpFunction %[[#]] DontInline

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fmul contract reassoc float %x, %x
  %z = fadd nnan ninf contract float %y, 1.0
  %w = fsub fast float %z, %x
  store float %w, ptr addrspace(1) %p, align 4
  call spir_func void @slow(ptr addrspace(1) %p)
  ret void
}

define spir_func void @slow(ptr addrspace(1) %p) #0 {
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { noinline optnone nounwind }
