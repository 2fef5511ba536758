;; Vector lengths SPIR-V lacks (it has 2, 3, 4, 8 and 16 components): <1 x T>,
;; <5 x T>, <32 x T> and a huge <65536 x T> are clean errors, with no output.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/1.spv>' -disable-output %S/Inputs/vec1.ll 2>&1 | FileCheck %s --check-prefix=V1
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/5.spv>' -disable-output %S/Inputs/vec5.ll 2>&1 | FileCheck %s --check-prefix=V5
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/32.spv>' -disable-output %S/Inputs/vec32.ll 2>&1 | FileCheck %s --check-prefix=V32
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/huge.spv>' -disable-output %S/Inputs/hugevec.ll 2>&1 | FileCheck %s --check-prefix=HUGE
; RUN: ls -A %t.dir | count 0
; V1: error: spirv-emit: in function 'k': vector type <1 x i32> has 1 elements; SPIR-V vectors have 2, 3, 4, 8 or 16
; V5: error: spirv-emit: in function 'k': vector type <5 x float> has 5 elements; SPIR-V vectors have 2, 3, 4, 8 or 16
; V32: error: spirv-emit: in function 'k': vector type <32 x i8> has 32 elements; SPIR-V vectors have 2, 3, 4, 8 or 16
; HUGE: error: spirv-emit: in function 'k': vector type <65536 x i32> has 65536 elements; SPIR-V vectors have 2, 3, 4, 8 or 16
