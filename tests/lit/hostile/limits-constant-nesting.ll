;; Constant expressions nested 500 deep translate; nested 5000 deep (which
;; LLVM itself still reads), lowering would recurse past any sensible stack:
;; a clean error at 512 levels instead of a stack overflow in the host.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 %S/Inputs/hostile.py constexpr 500 > %t.d/500.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/500.spv>' -disable-output %t.d/500.ll
; RUN: %spirv-val %t.d/500.spv
; RUN: %spirv-dis %t.d/500.spv | FileCheck %s --check-prefix=OK
; RUN: python3 %S/Inputs/hostile.py constexpr 5000 > %t.d/5000.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/5000.spv>' -disable-output %t.d/5000.ll 2>&1 | FileCheck %s
; RUN: test ! -e %t.d/5000.spv
; OK-COUNT-500: OpSpecConstantOp %{{[0-9]+}} {{(InBounds)?PtrAccessChain}}
; CHECK: error: spirv-emit: global variable '@p': types and constants nest more than 512 levels deep here (at a constant of type ptr addrspace(1)); spirv-emit stops there
