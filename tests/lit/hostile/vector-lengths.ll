;; Vector lengths SPIR-V lacks (it has 2, 3, 4, 8 and 16 components): <1 x T>,
;; <5 x T> and <32 x T> are legalized (core/vector-lengths.ll has the details)
;; and validate; a huge <65536 x T> is a clean error, with no output.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %opt -passes='spirv-emit<out=%t.dir/1.spv>' -disable-output %S/Inputs/vec1.ll
; RUN: %spirv-val %t.dir/1.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/5.spv>' -disable-output %S/Inputs/vec5.ll
; RUN: %spirv-val %t.dir/5.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/32.spv>' -disable-output %S/Inputs/vec32.ll
; RUN: %spirv-val %t.dir/32.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/huge.spv>' -disable-output %S/Inputs/hugevec.ll 2>&1 | FileCheck %s --check-prefix=HUGE
; RUN: ls -A %t.dir | count 3
; HUGE: error: spirv-emit: in function 'k': vector type <65536 x i32> with 65536 elements is not supported (vectors of 1 to 1024 elements are)
