;; __spirv_ocl_printf (SYCL's printf) is lowered like OpenCL C's printf: a
;; format string in constant memory is the address of its first character;
;; one in generic (or other) memory needs SPV_EXT_relaxed_printf_string_address_space,
;; declared when allowed and a clear error otherwise (Debian's SPIRV-Tools
;; 2023.1 does not know the extension, and llvm-spirv-15 -r crashes on it:
;; the newer validator checks it).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_relaxed_printf_string_address_space>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK: OpExtension "SPV_EXT_relaxed_printf_string_address_space"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ConstI8:]] = OpTypePointer UniformConstant %[[#I8]]
; CHECK-DAG: %[[#GenericI8:]] = OpTypePointer Generic %[[#I8]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#GenericI8]]
; CHECK: OpExtInst %[[#]] %[[#]] printf %[[#S]] %[[#]]
; CHECK: %[[#F:]] = OpInBoundsPtrAccessChain %[[#ConstI8]] %[[#]]
; CHECK: OpExtInst %[[#]] %[[#]] printf %[[#F]] %[[#]]

; ERR: printf with its format string in Generic memory (address space 4) needs the SPIR-V extension SPV_EXT_relaxed_printf_string_address_space

target triple = "spir64-unknown-unknown"

@fmt = internal addrspace(2) constant [4 x i8] c"%d\0A\00", align 1

define spir_kernel void @k(ptr addrspace(4) %s, i32 %x) {
entry:
  %n = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS4ci(ptr addrspace(4) %s, i32 %x)
  %m = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2) @fmt, i32 %x)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS4ci(ptr addrspace(4), i32)
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2), i32)
