;; SPV_INTEL_function_pointers' own form, on request (function-pointers=intel,
;; for hosts that exchange device function pointers): function addresses become
;; OpConstantFunctionPointerINTEL (pointers to the OpTypeFunction in the
;; CodeSectionINTEL storage class), calls through them
;; OpFunctionPointerCallINTEL; a table of function pointers in a global holds
;; them as data pointers (through an integer), and `referenced-indirectly`
;; functions are decorated ReferencedIndirectlyINTEL.
;; No spirv-val here: SPIRV-Tools up to 2025.5 rejects every module of this
;; extension (pointer to OpTypeFunction, and the forward reference to the
;; function), the reference translator's too; so the form is written only with
;; validate=off, and is an error otherwise. llvm-spirv-15 -r aborts on
;; CodeSectionINTEL. The default form: function-pointer-indices.ll.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_function_pointers;function-pointers=intel;validate=off>' -disable-output %s
; RUN: %spirv-dis %t.spv | FileCheck %s
;; No validator accepts this form: the module is removed once checked (the suite validates every module left).
; RUN: rm %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv;function-pointers=intel;validate=off>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.val.spv;ext=+SPV_INTEL_function_pointers;function-pointers=intel>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=VAL
; RUN: test ! -e %t.val.spv

; VAL: global variable '@table': the address of function 'add' in SPV_INTEL_function_pointers' form (function-pointers=intel), which spirv-emit does not emit: no SPIRV-Tools release validates it (OpConstantFunctionPointerINTEL names a function defined later, SPIRV-Tools PR #6232); add validate=off to write the module unvalidated, or leave function-pointers= at its default, indices
; VAL: in function 'k': an indirect call in SPV_INTEL_function_pointers' form

; CHECK-DAG: OpCapability FunctionPointersINTEL
; CHECK-DAG: OpCapability IndirectReferencesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_function_pointers"
; CHECK-DAG: OpDecorate %[[#add:]] ReferencedIndirectlyINTEL
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#fnty:]] = OpTypeFunction %[[#int]] %[[#int]] %[[#int]]
; CHECK-DAG: %[[#fnptr:]] = OpTypePointer CodeSectionINTEL %[[#fnty]]
; CHECK-DAG: %[[#addp:]] = OpConstantFunctionPointerINTEL %[[#fnptr]] %[[#add]]
; CHECK-DAG: %[[#mulp:]] = OpConstantFunctionPointerINTEL %[[#fnptr]] %[[#mul:]]
; CHECK-DAG: %[[#addi:]] = OpSpecConstantOp %[[#long]] ConvertPtrToU %[[#addp]]
; CHECK-DAG: %[[#addd:]] = OpSpecConstantOp %[[#dataptr:]] ConvertUToPtr %[[#addi]]
; CHECK-DAG: OpConstantComposite %[[#]] %[[#addd]] %[[#]]
; CHECK: %[[#add]] = OpFunction %[[#int]] None %[[#fnty]]
; CHECK: %[[#f:]] = OpSelect %[[#fnptr]] %[[#]] %[[#addp]] %[[#mulp]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#int]] %[[#f]] %[[#]] %[[#]]
; CHECK: %[[#g:]] = OpLoad %[[#dataptr]]
; CHECK-NEXT: %[[#gi:]] = OpConvertPtrToU %[[#long]] %[[#g]]
; CHECK-NEXT: %[[#gp:]] = OpConvertUToPtr %[[#fnptr]] %[[#gi]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#int]] %[[#gp]]

; ERR: error: spirv-emit: 4 problems; no SPIR-V was written:
; ERR-NEXT: global variable '@table': the address of function 'add' used as a value needs the SPIR-V extension SPV_INTEL_function_pointers, which the target does not allow (allow it with ext=+SPV_INTEL_function_pointers)
; ERR: in function 'k': an indirect call (through a function pointer) needs the SPIR-V extension SPV_INTEL_function_pointers

target triple = "spir64-unknown-unknown"

@table = addrspace(1) constant [2 x ptr] [ptr @add, ptr @mul]

define spir_func i32 @add(i32 %a, i32 %b) #0 {
  %r = add i32 %a, %b
  ret i32 %r
}

define spir_func i32 @mul(i32 %a, i32 %b) #0 {
  %r = mul i32 %a, %b
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %which) {
  %c = icmp eq i32 %which, 0
  %f = select i1 %c, ptr @add, ptr @mul
  %r = call spir_func i32 %f(i32 3, i32 4)
  store i32 %r, ptr addrspace(1) %out
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @table, i64 0, i32 %which
  %g = load ptr, ptr addrspace(1) %slot
  %r2 = call spir_func i32 %g(i32 5, i32 6)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %r2, ptr addrspace(1) %o2
  ret void
}

attributes #0 = { "referenced-indirectly" }
