;; A struct of more members than SPIR-V allows is kept in memory only
;; (core/long-structs.ll): a value of it, or of an aggregate holding it, would
;; need the struct type itself. Each use is an error naming the function and
;; the instruction (or the parameter, or the global with a constant of it);
;; no SPIR-V is written.
; RUN: rm -rf %t && split-file %s %t
; RUN: python3 %S/../core/Inputs/long-struct.py type 20000 > %t/long.ll
; RUN: cat %t/head.ll %t/long.ll %t/values.ll > %t/values-m.ll
; RUN: %not %opt -passes='spirv-emit<out=%t/values.spv>' -disable-output %t/values-m.ll 2>&1 | FileCheck %s
; RUN: python3 %S/../core/Inputs/long-struct.py constant 20000 > %t/constant.ll
; RUN: cat %t/head.ll %t/constant.ll %t/kernel.ll > %t/constant-m.ll
; RUN: %not %opt -passes='spirv-emit<out=%t/constant.spv>' -disable-output %t/constant-m.ll 2>&1 | FileCheck %s --check-prefix=CONST
; RUN: test ! -e %t/values.spv
; RUN: test ! -e %t/constant.spv

; CHECK: error: spirv-emit: 5 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'by_value': parameter 0 of a value of %long, a struct type of 20004 members; SPIR-V allows at most 16383 members; such a struct is kept in memory only, as an array of its alignment unit (SPV_INTEL_long_composites' OpTypeStructContinuedINTEL is not emitted: SPIRV-Tools 2025.5 rejects its member types) (universal limits, SPIR-V 2.17)
; CHECK-NEXT: in function 'copy': 'load' of a value of %long, a struct type of 20004 members
; CHECK-NEXT: %v = load %long, ptr %p
; CHECK-NEXT: in function 'copy': 'store' of a value of %long, a struct type of 20004 members
; CHECK-NEXT: store %long %v, ptr %q
; CHECK-NEXT: in function 'copy': 'load' of a value holding %long, a struct type of 20004 members
; CHECK-NEXT: %w = load [2 x %long], ptr %p
; CHECK-NEXT: in function 'copy': 'insertvalue' of a value of %long, a struct type of 20004 members
; CHECK-NEXT: %x = insertvalue %long zeroinitializer, i8 1, 2

; CONST: error: spirv-emit: global variable '@init': a constant with members of %long, a struct type of 20004 members; SPIR-V allows at most 16383 members

;--- head.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
;--- values.ll
define spir_func void @by_value(%long %s) {
entry:
  ret void
}

define spir_kernel void @copy(ptr %p, ptr %q, ptr addrspace(1) %out) {
entry:
  %v = load %long, ptr %p, align 8
  store %long %v, ptr %q, align 8
  %w = load [2 x %long], ptr %p, align 8
  %x = insertvalue %long zeroinitializer, i8 1, 2
  ret void
}
;--- kernel.ll
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) getelementptr inbounds (%long, ptr addrspace(1) @init, i64 0, i32 20002), align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
