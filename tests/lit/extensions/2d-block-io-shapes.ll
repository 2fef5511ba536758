;; SPV_INTEL_2d_block_io shapes SPIRV-Tools (2025.5) accepts although the
;; extension's environment table has no such block: an Element Size outside
;; 1, 2, 4, 8 (written as given, with a warning) and shape operands known only
;; at run time. Both go on byte pointers, since no element type is known.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_2d_block_io>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; WARN: warning: '__spirv_Subgroup2DBlockPrefetchINTEL': Element Size 3 is none of the extension's (1, 2, 4 or 8 bytes); it is written as given, with byte pointers
; WARN-NOT: warning

; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#gchar:]] = OpTypePointer CrossWorkgroup %[[#char]]
; CHECK-DAG: %[[#c3:]] = OpConstant %[[#]] 3
; CHECK-DAG: %[[#c16:]] = OpConstant %[[#]] 16
; CHECK: %[[#base:]] = OpFunctionParameter %[[#gchar]]
; CHECK: OpSubgroup2DBlockPrefetchINTEL %[[#c3]] %[[#c16]] %[[#]] %[[#]] %[[#base]]
; CHECK: %[[#size:]] = OpFunctionParameter
; CHECK: %[[#width:]] = OpFunctionParameter
; CHECK: OpSubgroup2DBlockLoadINTEL %[[#size]] %[[#width]] %[[#]] %[[#]] %[[#]]

target triple = "spir64-unknown-unknown"

define spir_func void @odd_element(ptr addrspace(1) %base, <2 x i32> %xy) {
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 3, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 64, i32 8, i32 64, <2 x i32> %xy)
  ret void
}

define spir_func void @run_time_shape(i32 %size, i32 %width, ptr addrspace(1) %base, <2 x i32> %xy) {
  %d = alloca [8 x i16]
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32 %size, i32 %width, i32 8, i32 1, ptr addrspace(1) %base, i32 64, i32 8, i32 64, <2 x i32> %xy, ptr %d)
  ret void
}

declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
