;; An image of 64-bit integers needs capability Int64ImageEXT
;; (SPV_EXT_shader_image_int64), which implies Shader: the universal
;; environment writes it; an OpenCL environment, which allows no Shader
;; capability, gives the image the void sampled type OpenCL images have (each
;; read names its result type), with a warning.
;; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15
; RUN: %opt -passes='spirv-emit<out=%t.spv;env=universal>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.cl.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.cl.spv
; RUN: %spirv-dis %t.cl.spv | FileCheck %s --check-prefix=OPENCL

; CHECK-DAG: OpCapability Int64ImageEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_image_int64"
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: OpTypeImage %[[#long]] 2D 0 0 0 0 Unknown ReadOnly

; WARN: warning: target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0): an image of 64-bit integers needs the Shader capability Int64ImageEXT; written with the void sampled type of OpenCL images
; OPENCL-NOT: Int64ImageEXT
; OPENCL: %[[#void:]] = OpTypeVoid
; OPENCL: OpTypeImage %[[#void]] 2D 0 0 0 0 Unknown ReadOnly

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %out) {
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}
