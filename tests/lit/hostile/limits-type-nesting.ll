;; Array types nested 500 deep translate; 20,000 deep is a clean error (512
;; levels at most) rather than a stack overflow. Structs are limited to 255
;; by SPIR-V itself (deep-struct-nesting.ll); 20,000 of them stop at 512 too.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 %S/Inputs/hostile.py types 500 > %t.d/500.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/500.spv>' -disable-output %t.d/500.ll
; RUN: %spirv-val %t.d/500.spv
; RUN: python3 %S/Inputs/hostile.py types 20000 > %t.d/arrays.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/arrays.spv>' -disable-output %t.d/arrays.ll 2>&1 | FileCheck %s
; RUN: python3 %S/Inputs/hostile.py structs 20000 > %t.d/structs.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/structs.spv>' -disable-output %t.d/structs.ll 2>&1 | FileCheck %s
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not=.spv
; CHECK: types and constants nest more than 512 levels deep here (at a type); spirv-emit stops there
; LEFT: 500.spv
