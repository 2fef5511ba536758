;; An image whose sampled type is a 64-bit integer would need Int64ImageEXT
;; (SPV_EXT_shader_image_int64), a Shader capability no kernel module can
;; take; OpenCL images carry no sampled type (each read names its result), so
;; it gets the void sampled type, with a warning per type. Other sampled types
;; stay as they are.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_bindless_images>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; UNSUPPORTED: llvm15

; WARN: warning: target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 1): an image of 64-bit integers needs the Shader capability Int64ImageEXT; written with the void sampled type of OpenCL images
; WARN-NEXT: warning: target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0): an image of 64-bit integers
; WARN-NOT: warning

; CHECK-NOT: Int64ImageEXT
; CHECK-NOT: SPV_EXT_shader_image_int64
; CHECK-DAG: %[[#void:]] = OpTypeVoid
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#image:]] = OpTypeImage %[[#void]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#fimage:]] = OpTypeImage %[[#float]] 2D 0 0 0 1 Unknown ReadOnly
; CHECK-DAG: %[[#sampled:]] = OpTypeSampledImage %[[#simage:]]
; CHECK-DAG: %[[#simage]] = OpTypeImage %[[#void]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK: OpConvertHandleToImageINTEL %[[#image]]
; CHECK: OpConvertHandleToSampledImageINTEL %[[#sampled]]
; CHECK: OpConvertHandleToImageINTEL %[[#fimage]]

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i64 %h) {
  %img = call spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 1) @_Z33__spirv_ConvertHandleToImageINTELm(i64 %h)
  %si = call spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64 %h)
  %fimg = call spir_func target("spirv.Image", float, 1, 0, 0, 0, 1, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELmf(i64 %h)
  ret void
}
declare spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 1) @_Z33__spirv_ConvertHandleToImageINTELm(i64)
declare spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64)
declare spir_func target("spirv.Image", float, 1, 0, 0, 0, 1, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELmf(i64)
