;; A struct type of more than 16,383 members is beyond SPIR-V's universal
;; limits (SPIR-V 2.17; SPIRV-Tools checks it), and past 65,533 members its
;; OpTypeStruct would not fit one instruction. In memory it is an array of its
;; alignment unit (body::long_structs; SPV_INTEL_long_composites is not used
;; even when allowed: SPIRV-Tools 2025.5 rejects OpTypeStructContinuedINTEL's
;; member types), so an alloca of one and a store to its first member
;; translate and validate at any member count; 16,383 members stay a struct.
;; Values of such a struct are errors (errors/long-struct-values.ll).
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: awk -v n=16384 -f %S/Inputs/struct-module.awk < /dev/null > %t.big.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/big.spv;ext=+all>' -disable-output %t.big.ll
; RUN: %spirv-val %t.dir/big.spv
; RUN: %spirv-dis %t.dir/big.spv | FileCheck %s --check-prefix=BIG
; RUN: awk -v n=70000 -f %S/Inputs/struct-module.awk < /dev/null > %t.huge.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/huge.spv>' -disable-output %t.huge.ll
; RUN: %spirv-val %t.dir/huge.spv
; RUN: %spirv-dis %t.dir/huge.spv | FileCheck %s --check-prefix=HUGE
; RUN: awk -v n=16383 -f %S/Inputs/struct-module.awk < /dev/null > %t.fits.ll
; RUN: %opt -passes='spirv-emit<out=%t.dir/fits.spv>' -disable-output %t.fits.ll
; RUN: %spirv-val %t.dir/fits.spv
; RUN: %spirv-dis %t.dir/fits.spv | FileCheck %s --check-prefix=FITS
; BIG-NOT: OpTypeStruct
; BIG-DAG: %[[#n:]] = OpConstant %[[#]] 16384
; BIG-DAG: %[[#]] = OpTypeArray %[[#]] %[[#n]]
; HUGE-NOT: OpTypeStruct
; HUGE-DAG: %[[#n:]] = OpConstant %[[#]] 70000
; HUGE-DAG: %[[#]] = OpTypeArray %[[#]] %[[#n]]
; FITS: OpTypeStruct
