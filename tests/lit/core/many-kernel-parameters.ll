;; A kernel with 300 parameters: SPIR-V's universal limit of 255 function
;; parameters (section 2.17) is a minimum, not an OpenCL rule (OpenCL bounds the
;; parameters' size in bytes), so the module is validated with the encoding's
;; bound instead. The kernel is generated: `define spir_kernel void @many(ptr
;; addrspace(1) %out, i32 %a1, ..., i32 %a299)` storing a1 + a299.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: python3 -c "P = chr(37); n = 300; ps = ', '.join(['ptr addrspace(1) ' + P + 'out'] + ['i32 ' + P + 'a' + str(i) for i in range(1, n)]); print('target triple = \"spir64-unknown-unknown\"\ndefine spir_kernel void @many(' + ps + ') {\n  ' + P + 's = add i32 ' + P + 'a1, ' + P + 'a' + str(n - 1) + '\n  store i32 ' + P + 's, ptr addrspace(1) ' + P + 'out\n  ret void\n}')" > %t.d/many.ll
; RUN: %opt -passes='spirv-emit<out=%t.d/many.spv>' -disable-output %t.d/many.ll
; RUN: %spirv-val --max-function-args 65532 %t.d/many.spv
; RUN: %spirv-dis %t.d/many.spv | FileCheck %s
; CHECK: OpEntryPoint Kernel %[[#many:]] "many"
; CHECK: %[[#many]] = OpFunction
; CHECK-NEXT: %[[#out:]] = OpFunctionParameter
; CHECK-NEXT: %[[#a1:]] = OpFunctionParameter
; CHECK-COUNT-297: OpFunctionParameter
; CHECK-NEXT: %[[#a299:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#sum:]] = OpIAdd %[[#]] %[[#a1]] %[[#a299]]
; CHECK-NEXT: OpStore %[[#out]] %[[#sum]]
