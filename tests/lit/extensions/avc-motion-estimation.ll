;; cl_intel_device_side_avc_motion_estimation: the builtins map by name onto
;; SPV_INTEL_device_side_avc_motion_estimation's OpSubgroupAvc*INTEL (with the
;; grammar's renames, `get_best_inter_distortion` is ...Distortions). The
;; extension's opaque types are not emitted (SPIRV-Tools rejects them at module
;; scope), so a builtin taking a payload, here a wrapper, is an error saying
;; so. A user function that only shares the prefix stays an ordinary function.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_device_side_avc_motion_estimation>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed 's/^;ERR //' %s > %t.err.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv;ext=+SPV_INTEL_device_side_avc_motion_estimation>' -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.err.spv

; CHECK-DAG: OpCapability SubgroupAvcMotionEstimationINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_device_side_avc_motion_estimation"
; CHECK-DAG: %[[#uchar:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#uint2:]] = OpTypeVector %[[#uint]] 2
; CHECK: %[[#s:]] = OpFunctionParameter %[[#uchar]]
; CHECK-NEXT: %[[#q:]] = OpFunctionParameter %[[#uchar]]
; CHECK: OpSubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL %[[#uchar]] %[[#s]] %[[#q]]
; CHECK: OpSubgroupAvcMceGetDefaultInterShapePenaltyINTEL %[[#ulong]] %[[#s]] %[[#q]]
; CHECK: OpSubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL %[[#uint2]]
; CHECK: OpFunctionCall %[[#]] %[[#boo:]]
; CHECK: %[[#boo]] = OpFunction

; ERR: in function 'wrapper': 'intel_sub_group_avc_ime_set_inter_base_multi_reference_penalty' works on intel_sub_group_avc_*_t objects, which spirv-emit does not emit: SPIRV-Tools up to 2025.5 rejects the extension's types at module scope

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %l, ptr addrspace(1) %c, i8 %s, i8 %q) {
  %a = call spir_func i8 @_Z70intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penaltyhh(i8 %s, i8 %q)
  store i8 %a, ptr addrspace(1) %o, align 1
  %b = call spir_func i64 @_Z55intel_sub_group_avc_mce_get_default_inter_shape_penaltyhh(i8 %s, i8 %q)
  store i64 %b, ptr addrspace(1) %l, align 8
  %t = call spir_func <2 x i32> @_Z59intel_sub_group_avc_mce_get_default_high_penalty_cost_tablev()
  store <2 x i32> %t, ptr addrspace(1) %c, align 8
  call spir_func void @_Z31intel_sub_group_avc_mce_ime_boov()
  ret void
}

define spir_func void @_Z31intel_sub_group_avc_mce_ime_boov() {
  ret void
}

declare spir_func i8 @_Z70intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penaltyhh(i8, i8)
declare spir_func i64 @_Z55intel_sub_group_avc_mce_get_default_inter_shape_penaltyhh(i8, i8)
declare spir_func <2 x i32> @_Z59intel_sub_group_avc_mce_get_default_high_penalty_cost_tablev()

;ERR define spir_func ptr @wrapper(ptr %payload) {
;ERR   %r = call spir_func ptr @_Z62intel_sub_group_avc_ime_set_inter_base_multi_reference_penaltyh37ocl_intel_sub_group_avc_ime_payload_t(i8 0, ptr %payload)
;ERR   ret ptr %r
;ERR }
;ERR declare spir_func ptr @_Z62intel_sub_group_avc_ime_set_inter_base_multi_reference_penaltyh37ocl_intel_sub_group_avc_ime_payload_t(i8, ptr)
