;; Builtin variables under the spellings DPC++ declares: __spirv_<BuiltIn>_x/y/z()
;; (a component), __spirv_<BuiltIn>() (a scalar) and __spirv_<BuiltIn>(i32 d)
;; (a component by argument) read the BuiltIn variable. (Defined functions of
;; those names are functions: builtin-reinterpret.ll.)
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#SGS:]] BuiltIn SubgroupSize
; CHECK-DAG: OpDecorate %[[#LID:]] BuiltIn LocalInvocationId
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#U64]] 3
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#G]] 1
; CHECK-NEXT: OpLoad %[[#U32]] %[[#SGS]]
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#V3]] %[[#LID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#L]] 2
; CHECK-NOT: OpFunctionCall

target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z28__spirv_GlobalInvocationId_yv()
declare spir_func i32 @_Z20__spirv_SubgroupSizev()
declare spir_func i64 @_Z25__spirv_LocalInvocationIdi(i32)

define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = call spir_func i64 @_Z28__spirv_GlobalInvocationId_yv()
  %b = call spir_func i32 @_Z20__spirv_SubgroupSizev()
  %c = call spir_func i64 @_Z25__spirv_LocalInvocationIdi(i32 2)
  %bz = zext i32 %b to i64
  %s = add i64 %a, %bz
  %t = add i64 %s, %c
  store i64 %t, ptr addrspace(1) %o
  ret void
}

;; BuiltIn variables that SPIR-V lacks are errors naming them; a friendly
;; call that is no instruction nor work-item function is imported, with a
;; warning suggesting the name it is a typo of.
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/builtin-spellings-bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: global variable '@__spirv_BuiltInGlobalInvocationIdd': '@__spirv_BuiltInGlobalInvocationIdd': unknown SPIR-V builtin variable (no BuiltIn named 'GlobalInvocationIdd')
; ERR-DAG: '__spirv_BuiltInNope': unknown SPIR-V builtin variable (no BuiltIn named 'Nope')
; ERR-DAG: warning: '__spirv_GlobalInvocationIdd_x' is no SPIR-V friendly name (did you mean '__spirv_GlobalInvocationId_x'?)
