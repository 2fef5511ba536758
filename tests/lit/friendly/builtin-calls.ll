;; __spirv_{OpCodeName}{_postfixes} calls become the named instruction, with
;; literal operands from i32 constants, _sat/_rt* as decorations ("SPIR-V Representation in LLVM IR").
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpDecorate %[[#SAT:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#RTZ:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#BOTH:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#BOTH]] FPRoundingMode RTE
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16

declare spir_func i32 @_Z25__spirv_ConvertFToU_Ruintf(float)
declare spir_func i32 @_Z28__spirv_ConvertFToS_Rint_satf(float)
declare spir_func half @_Z26__spirv_FConvert_Rhalf_rtzf(float)
declare spir_func i8 @_Z34__spirv_ConvertFToU_Ruchar_sat_rtef(float)
declare spir_func float @_Z22__spirv_Bitcast_Rfloatj(i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32, i32)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4v(ptr addrspace(4))
declare spir_func i32 @_Z20__spirv_GroupIAddKHRiii(i32, i32, i32)

; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpConvertFToU %[[#U32]]
; CHECK-NEXT: %[[#SAT]] = OpConvertFToS %[[#U32]]
; CHECK-NEXT: %[[#RTZ]] = OpFConvert %[[#F16]]
; CHECK-NEXT: %[[#BOTH]] = OpConvertFToU %[[#U8]]
; CHECK-NEXT: OpBitcast %[[#F32]]
; CHECK: OpAtomicIAdd %[[#U32]]
; CHECK-NEXT: OpControlBarrier
; CHECK-NEXT: OpPtrCastToGeneric
; CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} CrossWorkgroup
define spir_kernel void @k(ptr addrspace(1) %p, float %f, i32 %u) {
  %a = call spir_func i32 @_Z25__spirv_ConvertFToU_Ruintf(float %f)
  %b = call spir_func i32 @_Z28__spirv_ConvertFToS_Rint_satf(float %f)
  %c = call spir_func half @_Z26__spirv_FConvert_Rhalf_rtzf(float %f)
  %d = call spir_func i8 @_Z34__spirv_ConvertFToU_Ruchar_sat_rtef(float %f)
  %e = call spir_func float @_Z22__spirv_Bitcast_Rfloatj(i32 %u)
  %old = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 1, i32 16, i32 %a)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %gen = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %back = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4v(ptr addrspace(4) %gen)
  store i32 %b, ptr addrspace(1) %back
  ret void
}

;; Errors name the call: a wrong operand count, a literal that is not a
;; constant, an instruction that cannot be a call. A name that is no
;; instruction is an imported function (as the reference translator has it),
;; with a warning when it is a typo away from one.
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/bad-builtin-calls.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: warning: '__spirv_FAddd' is no SPIR-V friendly name (did you mean '__spirv_FAdd'?): it is imported as an ordinary function
; ERR: error: spirv-emit: 3 problems; no SPIR-V was written:
; ERR-NEXT: in function 'bad': '__spirv_FAdd' takes 2 operands, but the call passes 1
; ERR: in function 'bad': operand 1 of '__spirv_GroupIAdd' (a literal GroupOperation in SPIR-V; the call passes i32 %n) must be a compile-time constant
; ERR: in function 'bad': '__spirv_TypeInt': OpTypeInt cannot be written as a call

;; The reference reader passes the storage class as a second argument too.
; RUN: %opt -passes='spirv-emit<out=%t3.spv>' -disable-output %S/Inputs/generic-cast-two-args.ll
; RUN: %spirv-val %t3.spv
