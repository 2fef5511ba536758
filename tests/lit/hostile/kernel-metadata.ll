;; Malformed optional kernel metadata that only informs (sub-group size, vector
;; type hint, kernel_arg_* with wrong counts, integers or nulls instead of
;; strings, an unknown access qualifier, a bad !opencl.ocl.version) is
;; ignored: the output is still valid SPIR-V.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %opt -passes='spirv-emit<out=%t.dir/1.spv>' -disable-output %S/Inputs/subgroup-empty.ll
; RUN: %spirv-val %t.dir/1.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/2.spv>' -disable-output %S/Inputs/subgroup-string.ll
; RUN: %spirv-val %t.dir/2.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/3.spv>' -disable-output %S/Inputs/vth-null.ll
; RUN: %spirv-val %t.dir/3.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/4.spv>' -disable-output %S/Inputs/vth-string.ll
; RUN: %spirv-val %t.dir/4.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/5.spv>' -disable-output %S/Inputs/argtype-short.ll
; RUN: %spirv-val %t.dir/5.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/6.spv>' -disable-output %S/Inputs/argtype-int.ll
; RUN: %spirv-val %t.dir/6.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/7.spv>' -disable-output %S/Inputs/argtype-null.ll
; RUN: %spirv-val %t.dir/7.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/8.spv>' -disable-output %S/Inputs/ocl-version-bad.ll
; RUN: %spirv-val %t.dir/8.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/9.spv>' -disable-output %S/Inputs/ocl-version-null.ll
; RUN: %spirv-val %t.dir/9.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/10.spv>' -disable-output %S/Inputs/subgroup-zero.ll
; RUN: %spirv-val %t.dir/10.spv

;; A pointer argument that !kernel_arg_type calls an image, then used as a
;; pointer, is an error (it was an OpBitcast of an image: invalid SPIR-V).
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/img.spv>' -disable-output %S/Inputs/argtype-image.ll 2>&1 | FileCheck %s --check-prefix=IMG
; RUN: test ! -e %t.dir/img.spv
; IMG: error: spirv-emit: in function 'k': 'p' is used as a pointer, but its SPIR-V type is Image
