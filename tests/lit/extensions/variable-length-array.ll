;; SPV_INTEL_variable_length_array: an alloca with a run-time count is
;; OpVariableLengthArrayINTEL; stacksave/stackrestore around it are
;; OpSaveMemoryINTEL/OpRestoreMemoryINTEL. Without the extension the alloca is
;; an error naming it.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_variable_length_array>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability VariableLengthArrayINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_variable_length_array"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#pfloat:]] = OpTypePointer Function %[[#float]]
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#pchar:]] = OpTypePointer Function %[[#char]]
; CHECK: %[[#sp:]] = OpSaveMemoryINTEL %[[#pchar]]
; CHECK-NEXT: %[[#vla:]] = OpVariableLengthArrayINTEL %[[#pfloat]] %[[#n:]]
; CHECK: OpStore %[[#]] %[[#]]
; CHECK: OpRestoreMemoryINTEL %[[#sp]]

; ERR: in function 'k': an alloca with a run-time element count needs the SPIR-V extension SPV_INTEL_variable_length_array, which the target does not allow (allow it with ext=+SPV_INTEL_variable_length_array)
; ERR-NEXT: %vla = alloca float, i32 %n

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %sp = call ptr @llvm.stacksave()
  %vla = alloca float, i32 %n
  %last = add i32 %n, -1
  %p = getelementptr float, ptr %vla, i32 %last
  store float 1.0, ptr %p
  %v = load float, ptr %vla
  store float %v, ptr addrspace(1) %out
  call void @llvm.stackrestore(ptr %sp)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
