;; 100 MB constant arrays: all zeros is one OpConstantNull (valid SPIR-V at
;; once); 100 MB of bytes cannot be one OpConstantComposite (at most 65,532
;; elements) and is refused before its elements are read (it used to make
;; 100 million LLVM constants first).
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 %S/Inputs/hostile.py zeros 104857600 > %t.d/zeros.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/zeros.spv>' -disable-output %t.d/zeros.ll
; RUN: %spirv-val %t.d/zeros.spv
; RUN: %spirv-dis %t.d/zeros.spv | FileCheck %s --check-prefix=ZEROS
; RUN: python3 %S/Inputs/hostile.py bytes 104857600 > %t.d/bytes.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/bytes.spv>' -disable-output %t.d/bytes.ll 2>&1 | FileCheck %s
; RUN: rm %t.d/bytes.ll %t.d/zeros.ll
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not={{.}}
; ZEROS: %[[LEN:[0-9]+]] = OpConstant %{{[0-9]+}} 104857600
; ZEROS: %[[ARR:[0-9]+]] = OpTypeArray %{{[0-9]+}} %[[LEN]]
; ZEROS: OpConstantNull %[[ARR]]
; CHECK: error: spirv-emit: global variable '@g': an OpConstantComposite would need 104857603 words, more than the 65535 a SPIR-V instruction can have
; LEFT: zeros.spv
