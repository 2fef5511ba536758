;; Structs nested 256 deep exceed SPIR-V's universal limit of 255 (SPIR-V
;; 2.17); spirv-val rejects such a module ("Structure Nesting Depth may not be
;; larger than 255"), as it does the reference translator's. Found by
;; scripts/bench.py (deep_structs). Now a clean error; 255 levels still work.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: seq 1 255 | awk -f %S/Inputs/nested-structs.awk > %t.255.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/255.spv>' -disable-output %t.255.ll
; RUN: %spirv-val %t.dir/255.spv
; RUN: seq 1 256 | awk -f %S/Inputs/nested-structs.awk > %t.256.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/256.spv>' -disable-output %t.256.ll 2>&1 | FileCheck %s
; RUN: test ! -e %t.dir/256.spv
; CHECK: error: spirv-emit: struct type %{{[0-9]+}} is nested 256 deep; SPIR-V allows at most 255
