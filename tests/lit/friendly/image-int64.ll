;; An image of 64-bit integers needs capability Int64ImageEXT
;; (SPV_EXT_shader_image_int64), which implies Shader: the universal
;; environment writes it; a kernel environment refuses the module with an
;; error naming the capability and the image, instead of writing a module
;; SPIRV-Tools rejects.
;; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15
; RUN: %opt -passes='spirv-emit<out=%t.spv;env=universal>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability Int64ImageEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_image_int64"
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: OpTypeImage %[[#long]] 2D 0 0 0 0 Unknown ReadOnly

; ERR: capability Int64ImageEXT is not allowed by the target (needed by image of 64-bit integers)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %out) {
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}
