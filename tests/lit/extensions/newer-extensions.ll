;; Extensions of the translator's list that SPIR-V registered after the
;; grammar spirv-emit is built with (SPIRV-Headers of SDK 1.4.341) and that
;; SPIRV-Tools 2025.5 does not know: their names are accepted in ext= (so
;; translator command lines work), and their IR forms are either lowered
;; without them where core SPIR-V means the same, or an error naming the
;; extension (Inputs/newer-extension-forms.ll). docs/EXTENSIONS.md has the table.
;;
;; Accepted names; allowing them changes nothing for IR that does not need them:
;; weak definitions stay exported (SPV_AMD_weak_linkage's LinkageType Weak is
;; not in the grammar), `poison` is OpUndef and `freeze` its operand
;; (SPV_KHR_poison_freeze), bfloat arithmetic is computed in float and rounded
;; (SPV_INTEL_bfloat16_arithmetic), `llvm.trap` ends the block as OpUnreachable
;; (SPV_KHR_abort), and !intel_reqd_sub_group_size 0 (the primary sub-group
;; size, SPV_INTEL_subgroup_requirements) sets no sub-group size.
; RUN: %opt -passes='spirv-emit<out=%t.plain.spv;ext=+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion+SPV_AMD_weak_linkage+SPV_EXT_image_raw10_raw12+SPV_EXT_ocp_microscaling_types+SPV_INTEL_16bit_atomics+SPV_INTEL_bfloat16_arithmetic+SPV_INTEL_device_barrier+SPV_INTEL_float4+SPV_INTEL_fp_conversions+SPV_INTEL_predicated_io+SPV_INTEL_rounded_divide_sqrt+SPV_INTEL_sigmoid+SPV_INTEL_subgroup_matrix_multiply_accumulate_float4+SPV_INTEL_subgroup_matrix_multiply_accumulate_float8+SPV_INTEL_subgroup_requirements+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate+SPV_KHR_abort+SPV_KHR_poison_freeze+SPV_INTEL_tensor_float32_rounding>' -disable-output %s
; RUN: cmp %t.plain.spv %t.spv
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
;; Every IR form that needs one of them is an error, even with every extension allowed.
; RUN: %not %opt -passes='spirv-emit<out=%t.forms.spv;ext=+all>' -disable-output %S/Inputs/newer-extension-forms.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.forms.spv
;; A work-group barrier (scope 2) stays what it was.
; RUN: %not %opt -passes='spirv-emit<out=%t.forms.spv;ext=+all>' -disable-output %S/Inputs/newer-extension-forms.ll 2>&1 | FileCheck %s --check-prefix=SCOPE --implicit-check-not='ControlBarrieriii(i32 2'
; SCOPE: ControlBarrieriii(i32 1, i32 1, i32 520)

; CHECK-NOT: OpExtension "SPV_AMD
; CHECK-NOT: OpExtension "SPV_INTEL
; CHECK-NOT: OpExtension "SPV_KHR_abort
; CHECK-NOT: OpExtension "SPV_KHR_poison
; CHECK-NOT: SubgroupSize
; CHECK-DAG: OpDecorate %[[#weak:]] LinkageAttributes "weak_helper" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "weak_odr_helper" Export
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#void:]] = OpTypeVoid
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#undef:]] = OpUndef %[[#uint]]
; CHECK: OpFunction
; CHECK: %[[#x:]] = OpFunctionParameter %[[#uint]]
; CHECK: OpIAdd %[[#uint]] %[[#x]] %[[#undef]]
; CHECK: OpFunction %[[#void]]
; CHECK-NEXT: %[[#k:]] = OpFunctionParameter %[[#uint]]
; CHECK: OpFunctionCall %[[#uint]] %[[#weak]] %[[#k]]
; CHECK: %[[#fa:]] = OpFConvert %[[#float]] %[[#]]
; CHECK: %[[#fb:]] = OpFConvert %[[#float]] %[[#]]
; CHECK: %[[#sum:]] = OpFAdd %[[#float]] %[[#fa]] %[[#fb]]
; CHECK: OpFConvert %[[#bf]] %[[#sum]]
; CHECK: OpUnreachable

; ERR-DAG: '__spirv_AbortKHR' is an instruction of SPV_KHR_abort, which spirv-emit does not emit: it was registered in SPIR-V after the grammar spirv-emit is built with (SPIRV-Headers of SDK 1.4.341), and SPIRV-Tools 2025.5 does not know it either
; ERR-DAG: '__spirv_FreezeKHR' is an instruction of SPV_KHR_poison_freeze
; ERR-DAG: '__builtin_spirv_ConvertE2M1ToFP16INTEL': its argument and result must be 4-bit values
; ERR-DAG: '__builtin_spirv_ClampConvertFP16ToE2M1INTEL' is a conversion of SPV_INTEL_float4
; ERR-DAG: '__builtin_spirv_ConvertE4M3ToE2M1EXT' is a conversion of SPV_EXT_ocp_microscaling_types
; ERR-DAG: '__builtin_spirv_ConvertFP32ToUE8M0EXT' is a conversion of SPV_EXT_ocp_microscaling_types
; ERR-DAG: '__builtin_spirv_StochasticRoundFP16ToE5M2INTEL' is a conversion of SPV_INTEL_fp_conversions
; ERR-DAG: '__spirv_ClampStochasticRoundFToFINTEL' is an instruction of SPV_INTEL_fp_conversions
; ERR-DAG: '__spirv_ControlBarrier' with Device execution scope is a device barrier of SPV_INTEL_device_barrier
; ERR-DAG: FPRoundingMode (!spirv.Decorations) on a division or square root is a rounded division or square root of SPV_INTEL_rounded_divide_sqrt
; ERR-DAG: %rdiv = fdiv
; ERR-DAG: %rsqrt = call float @llvm.sqrt.f32
; ERR-DAG: SPIR-V builtin '__builtin_spirv_NotAConversion' (_Z30__builtin_spirv_NotAConversionc) is not supported yet

target triple = "spir64-unknown-unknown"

define weak spir_func i32 @weak_helper(i32 %x) {
  %f = freeze i32 %x
  %y = add i32 %f, poison
  ret i32 %y
}

define weak_odr spir_func i32 @weak_odr_helper(i32 %x) {
  ret i32 %x
}

define spir_kernel void @k(i32 %n, ptr addrspace(1) %p, ptr addrspace(1) %b) !intel_reqd_sub_group_size !0 {
  %r = call spir_func i32 @weak_helper(i32 %n)
  %s = call spir_func i32 @weak_odr_helper(i32 %r)
  store i32 %s, ptr addrspace(1) %p
  %x = load bfloat, ptr addrspace(1) %b
  %y = fadd bfloat %x, %x
  store bfloat %y, ptr addrspace(1) %b
  %c = icmp eq i32 %n, 0
  br i1 %c, label %trap, label %done
trap:
  call void @llvm.trap()
  unreachable
done:
  ret void
}

declare void @llvm.trap()

!0 = !{i32 0}
