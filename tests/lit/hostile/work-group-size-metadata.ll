;; Malformed !reqd_work_group_size / !work_group_size_hint (no or four operands, wrong
;; operand types, null or nested operands, zero, negative, over 32 bits) are
;; clean errors naming the kernel: dropping them would lose a requirement.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-arity4.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-empty.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-string.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-float.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-null.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-nested.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-negative.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/rwgs-huge.ll 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/wgsh-null.ll 2>&1 | FileCheck %s --check-prefix=HINT
; RUN: ls -A %t.dir | count 0
; CHECK: error: spirv-emit: in function 'k': !reqd_work_group_size: expected one to three integers from 1 to 4294967295
; HINT: error: spirv-emit: in function 'k': !work_group_size_hint: expected one to three integers from 1 to 4294967295
