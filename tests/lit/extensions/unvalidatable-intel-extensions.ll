;; Extensions the reference translator accepts that spirv-emit refuses with an
;; error naming the extension and why: their instructions or types are in no
;; SPIR-V grammar (SPIRV-Tools 2023.1 and 2025.5 reject the translator's
;; output), or the translator's encoding fails both validators (I/O pipes).
;; Even with every extension allowed, nothing is written. (Blocking pipes are
;; core pipe instructions retried: blocking-pipes.ll.)
; RUN: %not %opt -passes='spirv-emit<out=%t.calls.spv;ext=+all>' -disable-output %S/Inputs/intel-unvalidatable-calls.ll 2>&1 | FileCheck %s --check-prefix=CALLS
; RUN: test ! -e %t.calls.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.io.spv;ext=+all>' -disable-output %S/Inputs/io-pipe.ll 2>&1 | FileCheck %s --check-prefix=IO
; RUN: test ! -e %t.io.spv

; CALLS: '__spirv_ComplexFMulINTEL' is an instruction of SPV_INTEL_complex_float_mul_div, which spirv-emit does not emit
; CALLS: '__spirv_ComplexFDivINTEL' is an instruction of SPV_INTEL_complex_float_mul_div
; CALLS: '__spirv_CooperativeMatrixPrefetchINTEL' is an instruction of SPV_INTEL_joint_matrix, which spirv-emit does not emit

; IO: global variable '@mygpipe': !io_pipe_id makes it an I/O pipe (SPV_INTEL_io_pipes), which spirv-emit does not emit
