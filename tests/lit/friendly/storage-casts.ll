;; Storage-class casts in SPIR-V friendly form, as SYCL's headers write them:
;; __spirv_GenericCastToPtr_To{Global|Local|Private}(ptr, int) passes the
;; target storage class as a second argument, which OpGenericCastToPtr does
;; not take (the result type names it): the constant is dropped. The casts
;; keep the pointee ("Result Type and Pointer must point to the same type"):
;; the result points to what its uses read, and when the argument's inferred
;; pointee differs, the argument is bitcast in its own storage class first.
;; OpenCL.std frexp/lgamma_r/remquo write an int of x's shape through their
;; pointer (modf/fract/sincos x's type): a pointer inferred to point to
;; bytes is bitcast to that type.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#GenericI8:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#GenericI16:]] = OpTypePointer Generic %[[#I16]]
; CHECK-DAG: %[[#GenericI32:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#GenericI64:]] = OpTypePointer Generic %[[#I64]]
; CHECK-DAG: %[[#GlobalI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#GlobalI64:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#LocalI16:]] = OpTypePointer Workgroup %[[#I16]]
; CHECK-DAG: %[[#PrivateI32:]] = OpTypePointer Function %[[#I32]]

; CHECK: OpFunction
; CHECK: %[[#GenG:]] = OpPtrCastToGeneric %[[#GenericI8]]
; CHECK: %[[#GenL:]] = OpPtrCastToGeneric %[[#GenericI8]]
; CHECK: %[[#GenP:]] = OpPtrCastToGeneric %[[#GenericI32]]
; CHECK: %[[#G32:]] = OpBitcast %[[#GenericI32]] %[[#GenG]]
; CHECK-NEXT: %[[#G:]] = OpGenericCastToPtr %[[#GlobalI32]] %[[#G32]]{{$}}
; CHECK-NEXT: %[[#L16:]] = OpBitcast %[[#GenericI16]] %[[#GenL]]
; CHECK-NEXT: %[[#L:]] = OpGenericCastToPtr %[[#LocalI16]] %[[#L16]]{{$}}
; CHECK-NEXT: %[[#P:]] = OpGenericCastToPtr %[[#PrivateI32]] %[[#GenP]]{{$}}
; CHECK-NEXT: %[[#G64:]] = OpBitcast %[[#GenericI64]] %[[#GenG]]
; CHECK-NEXT: %[[#GE:]] = OpGenericCastToPtrExplicit %[[#GlobalI64]] %[[#G64]] CrossWorkgroup
; CHECK: OpStore %[[#G]]
; CHECK: OpStore %[[#L]]
; CHECK: OpStore %[[#P]]
; CHECK: OpStore %[[#GE]]
; CHECK: OpFunctionEnd

; CHECK: OpFunction
; CHECK: %[[#Exp:]] = OpBitcast %[[#PrivateI32]]
; CHECK: OpExtInst %[[#]] %[[#]] frexp %[[#]] %[[#Exp]]
; CHECK: OpFunctionEnd

;; DPC++'s __spirv_PtrCastToGeneric of a pointer that is already generic is
;; the identity (OpPtrCastToGeneric takes no Generic pointer).
; CHECK: OpFunction
; CHECK-NEXT: %[[#GP:]] = OpFunctionParameter %[[#GenericI8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#GP32:]] = OpBitcast %[[#GenericI32]] %[[#GP]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#GP32]]
; CHECK: OpFunctionEnd

target triple = "spir64-unknown-unknown"

define spir_kernel void @sycl_form(ptr addrspace(1) %g, ptr addrspace(3) %l) {
entry:
  %p = alloca i32, align 4
  %gen.g = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gen.l = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %gen.p = addrspacecast ptr %p to ptr addrspace(4)
  %byte = load i8, ptr addrspace(4) %gen.g, align 1
  %G = call spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4) %gen.g, i32 5)
  %L = call spir_func ptr addrspace(3) @_Z32__spirv_GenericCastToPtr_ToLocalPvi(ptr addrspace(4) %gen.l, i32 4)
  %P = call spir_func ptr @_Z34__spirv_GenericCastToPtr_ToPrivatePvi(ptr addrspace(4) %gen.p, i32 7)
  %GE = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) %gen.g, i32 5)
  %wide = zext i8 %byte to i32
  store i32 %wide, ptr addrspace(1) %G, align 4
  store i16 1, ptr addrspace(3) %L, align 2
  store i32 2, ptr %P, align 4
  store i64 3, ptr addrspace(1) %GE, align 8
  ret void
}

define spir_func float @frexp_through_bytes(float %x) {
entry:
  %buf = alloca [8 x i8], align 4
  %q = getelementptr inbounds i8, ptr %buf, i64 4
  %m = call spir_func float @_Z17__spirv_ocl_frexpfPi(float %x, ptr %q)
  %e = load i32, ptr %q, align 4
  %ef = sitofp i32 %e to float
  %r = fadd float %m, %ef
  ret float %r
}

declare spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @_Z32__spirv_GenericCastToPtr_ToLocalPvi(ptr addrspace(4), i32)
declare spir_func ptr @_Z34__spirv_GenericCastToPtr_ToPrivatePvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func float @_Z17__spirv_ocl_frexpfPi(float, ptr)

define spir_func i32 @generic_to_generic(ptr addrspace(4) %p) {
entry:
  %g = call spir_func ptr addrspace(4) @_Z24__spirv_PtrCastToGenericPKv(ptr addrspace(4) %p)
  %v = load i32, ptr addrspace(4) %g, align 4
  ret i32 %v
}

declare spir_func ptr addrspace(4) @_Z24__spirv_PtrCastToGenericPKv(ptr addrspace(4))
