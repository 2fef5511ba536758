;; A switch of 16,383 cases (SPIR-V's universal limit for OpSwitch) and a
;; phi of 16,384 incoming values translate; 20,000 cases used to give an
;; OpSwitch spirv-val rejects ("Number of (literal, label) pairs in OpSwitch
;; (20000) exceeds the limit (16383)"), now a clean error, no output; 40,000
;; cases would not even fit in one instruction.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 %S/Inputs/hostile.py switch 16383 > %t.d/fits.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/fits.spv>' -disable-output %t.d/fits.ll
; RUN: spirv-val %t.d/fits.spv
; RUN: %spirv-dis %t.d/fits.spv | FileCheck %s --check-prefix=FITS
; RUN: python3 %S/Inputs/hostile.py switch 20000 > %t.d/over.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/over.spv>' -disable-output %t.d/over.ll 2>&1 | FileCheck %s --check-prefix=OVER
; RUN: python3 %S/Inputs/hostile.py switch 40000 > %t.d/big.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/big.spv>' -disable-output %t.d/big.ll 2>&1 | FileCheck %s --check-prefix=BIG
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not=.spv
; FITS: OpSwitch %{{[0-9]+}} %{{[0-9]+}} 0 %{{[0-9]+}} 1 %{{[0-9]+}} {{.*}} 16382 %{{[0-9]+}}{{$}}
; OVER: error: spirv-emit: in function 'k': a switch with 20000 cases; SPIR-V allows at most 16383 (universal limits, SPIR-V 2.17)
; BIG: a switch with 40000 cases; SPIR-V allows at most 16383
; LEFT: fits.spv
