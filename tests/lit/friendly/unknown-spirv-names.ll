;; A declared `__spirv_*` function whose name is no SPIR-V instruction (nor an
;; OpenCL.std call, BuiltIn or anything else of the friendly convention) is an
;; ordinary function, imported through linkage, as the reference translator
;; treats it. A name a typo away from an instruction is imported too, with a
;; warning suggesting the instruction; a defined one is just a function.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; WARN: warning: '__spirv_ControlBarier' is no SPIR-V friendly name (did you mean '__spirv_ControlBarrier'?): it is imported as an ordinary function
; WARN-NOT: warning

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpDecorate %[[#some:]] LinkageAttributes "_Z22__spirv_some_user_funcv" Import
; CHECK-DAG: OpDecorate %[[#typo:]] LinkageAttributes "_Z21__spirv_ControlBarieriii" Import
; CHECK: %[[#some]] = OpFunction %[[#uint:]]
; CHECK-NEXT: OpFunctionEnd
; CHECK: %[[#typo]] = OpFunction
; CHECK: OpFunction
; CHECK: OpFunctionCall %[[#uint]] %[[#defined:]]
; CHECK: OpFunctionCall %[[#uint]] %[[#some]]
; CHECK: OpFunctionCall %[[#]] %[[#typo]]

target triple = "spir64-unknown-unknown"

define spir_func i32 @__spirv_defined_helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = call spir_func i32 @__spirv_defined_helper(i32 1)
  %b = call spir_func i32 @_Z22__spirv_some_user_funcv()
  call spir_func void @_Z21__spirv_ControlBarieriii(i32 2, i32 2, i32 272)
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z22__spirv_some_user_funcv()
declare spir_func void @_Z21__spirv_ControlBarieriii(i32, i32, i32)
