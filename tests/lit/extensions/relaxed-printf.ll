;; printf with its format string outside the constant address space:
;; SPV_EXT_relaxed_printf_string_address_space where allowed (the reference
;; translator 15's SPV_INTEL_non_constant_addrspace_printf, under the name
;; SPIRV-Tools validates); otherwise an error naming the extension.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know the extension.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_relaxed_printf_string_address_space>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK: OpExtension "SPV_EXT_relaxed_printf_string_address_space"
; CHECK: %[[#std:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#global:]] = OpTypePointer CrossWorkgroup %[[#char]]
; CHECK: %[[#f:]] = OpInBoundsPtrAccessChain %[[#global]]
; CHECK: OpExtInst %[[#]] %[[#std]] printf %[[#f]]

; ERR: in function 'k': printf with its format string in CrossWorkgroup memory (address space 1) needs the SPIR-V extension SPV_EXT_relaxed_printf_string_address_space, which the target does not allow

target triple = "spir64-unknown-unknown"

@fmt = addrspace(1) global [4 x i8] c"%d\0A\00"

define spir_kernel void @k(i32 %n) {
  %c = call spir_func i32 (ptr addrspace(1), ...) @printf(ptr addrspace(1) @fmt, i32 %n)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(1), ...)
