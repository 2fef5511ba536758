;; SPV_INTEL_media_block_io (cl_intel_media_block_io) in SPIR-V friendly IR:
;; __spirv_SubgroupImageMediaBlock{Read,Write}INTEL(image, coordinate, width,
;; height[, data]) -> OpSubgroupImageMediaBlock{Read,Write}INTEL.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_media_block_io>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability SubgroupImageMediaBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_media_block_io"
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#short2:]] = OpTypeVector %[[#short]] 2
; CHECK-DAG: %[[#c1:]] = OpConstant %[[#int]] 1{{$}}
; CHECK-DAG: %[[#c2:]] = OpConstant %[[#int]] 2{{$}}
; CHECK-DAG: %[[#c4:]] = OpConstant %[[#int]] 4{{$}}
; CHECK: %[[#ri:]] = OpFunctionParameter
; CHECK: %[[#wi:]] = OpFunctionParameter
; CHECK: %[[#d:]] = OpSubgroupImageMediaBlockReadINTEL %[[#int]] %[[#ri]] %[[#coord:]] %[[#c4]] %[[#c1]]
; CHECK-NEXT: %[[#e:]] = OpSubgroupImageMediaBlockReadINTEL %[[#short2]] %[[#ri]] %[[#coord]] %[[#c2]] %[[#c2]]
; CHECK-NEXT: OpSubgroupImageMediaBlockWriteINTEL %[[#wi]] %[[#coord]] %[[#c4]] %[[#c1]] %[[#d]]
; CHECK-NEXT: OpSubgroupImageMediaBlockWriteINTEL %[[#wi]] %[[#coord]] %[[#c2]] %[[#c2]] %[[#e]]

; ERR: extension SPV_INTEL_media_block_io is not allowed by the target (needed by capability SubgroupImageMediaBlockIOINTEL (instruction OpSubgroupImageMediaBlockReadINTEL))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ri, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wi, i32 %x) {
  %c = insertelement <2 x i32> <i32 0, i32 8>, i32 %x, i32 0
  %d = call spir_func i32 @_Z40__spirv_SubgroupImageMediaBlockReadINTELDv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ri, <2 x i32> %c, i32 4, i32 1)
  %e = call spir_func <2 x i16> @_Z40__spirv_SubgroupImageMediaBlockReadINTELDv2_iiis(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ri, <2 x i32> %c, i32 2, i32 2)
  call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELDv2_iiij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wi, <2 x i32> %c, i32 4, i32 1, i32 %d)
  call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELDv2_iiis(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wi, <2 x i32> %c, i32 2, i32 2, <2 x i16> %e)
  ret void
}

declare spir_func i32 @_Z40__spirv_SubgroupImageMediaBlockReadINTELDv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32, i32)
declare spir_func <2 x i16> @_Z40__spirv_SubgroupImageMediaBlockReadINTELDv2_iiis(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32, i32)
declare spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELDv2_iiij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32, i32, i32)
declare spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELDv2_iiis(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32, i32, <2 x i16>)
