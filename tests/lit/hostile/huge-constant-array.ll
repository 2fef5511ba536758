;; A constant array initializer of 70,000 distinct values needs an
;; OpConstantComposite of 70,003 words, more than the 65,535 a SPIR-V
;; instruction can have (16-bit word count). It was written silently corrupt
;; (spirv-val: "Invalid instruction word count: 0"); now it is a clean error
;; naming the global, found before any element is read.
;; 65,532 elements (the most that fit) still translate. The error names
;; SPV_INTEL_long_composites and why it is not used, even when allowed.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: seq 0 69999 | awk -f %S/Inputs/array-module.awk > %t.big.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/big.spv>' -disable-output %t.big.ll 2>&1 | FileCheck %s
; RUN: ls -A %t.dir | count 0
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/big.spv;ext=+all>' -disable-output %t.big.ll 2>&1 | FileCheck %s
; RUN: ls -A %t.dir | count 0
; RUN: seq 0 65531 | awk -f %S/Inputs/array-module.awk > %t.fits.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/fits.spv>' -disable-output %t.fits.ll
; RUN: %spirv-val %t.dir/fits.spv
; CHECK: error: spirv-emit: global variable '@table': an OpConstantComposite would need 70003 words, more than the 65535 a SPIR-V instruction can have (its word count is 16 bits)
; CHECK-SAME: SPV_INTEL_long_composites (the reference translator's SPV_INTEL_long_constant_composite) would continue it in OpConstantCompositeContinuedINTEL instructions, but spirv-emit does not emit them: SPIRV-Tools 2023.1 and 2025.5 reject them
