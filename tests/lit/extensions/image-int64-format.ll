;; The R64ui and R64i image formats need Int64ImageEXT (SPV_EXT_shader_image_int64)
;; like the 64-bit sampled type they go with: a Shader capability no kernel
;; module can take, even where the extension is named. An OpenCL image's
;; format is the runtime image object's, so the image is written with the
;; Unknown format (and the void sampled type), with a warning each.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_shader_image_int64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; UNSUPPORTED: llvm15

; WARN: warning: target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 2): an image of 64-bit integers
; WARN-NEXT: warning: target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 2): a 64-bit integer image format needs the Shader capability Int64ImageEXT; written with the Unknown format of OpenCL images
; WARN: warning: target("spirv.Image", void, 1, 0, 0, 0, 0, 41, 0): a 64-bit integer image format
; WARN-NOT: warning

; CHECK-NOT: Int64ImageEXT
; CHECK-NOT: SPV_EXT_shader_image_int64
; CHECK-DAG: %[[#void:]] = OpTypeVoid
; CHECK-DAG: %[[#rw:]] = OpTypeImage %[[#void]] 2D 0 0 0 2 Unknown ReadWrite
; CHECK-DAG: %[[#ro:]] = OpTypeImage %[[#void]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK: OpFunctionParameter %[[#rw]]
; CHECK: OpFunctionParameter %[[#ro]]

target triple = "spir64-unknown-unknown"

define spir_func void @u64(target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 2) %img) {
  ret void
}

define spir_func void @s64(target("spirv.Image", void, 1, 0, 0, 0, 0, 41, 0) %img) {
  ret void
}
