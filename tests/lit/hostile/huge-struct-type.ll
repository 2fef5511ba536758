;; A struct type of more than 16,383 members is beyond SPIR-V's universal
;; limits (SPIR-V 2.17; SPIRV-Tools checks it), and past 65,533 members its
;; OpTypeStruct would not fit one instruction. It is a clean error naming the
;; function and instructions that use it, found before any member is lowered,
;; and saying why SPV_INTEL_long_composites does not help, even when allowed
;; (SPIRV-Tools 2025.5 rejects OpTypeStructContinuedINTEL's member types).
;; 16,383 members still translate.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: awk -v n=16384 -f %S/Inputs/struct-module.awk < /dev/null > %t.big.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/big.spv;ext=+all>' -disable-output %t.big.ll 2>&1 | FileCheck %s
; RUN: ls -A %t.dir | count 0
; RUN: awk -v n=16383 -f %S/Inputs/struct-module.awk < /dev/null > %t.fits.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/fits.spv>' -disable-output %t.fits.ll
; RUN: %spirv-val %t.dir/fits.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'k': a struct type of 16384 members; SPIR-V allows at most 16383 members (SPV_INTEL_long_composites' OpTypeStructContinuedINTEL is not emitted: SPIRV-Tools 2025.5 rejects its member types) (universal limits, SPIR-V 2.17)
; CHECK-NEXT: %s = alloca %big
; CHECK-NEXT: in function 'k': a struct type of 16384 members
; CHECK-NEXT: store i8 1, ptr %s
