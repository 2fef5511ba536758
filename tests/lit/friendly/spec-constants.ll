;; Specialization constants in the SPIR-V friendly form SYCL's compiler writes:
;; __spirv_SpecConstant(id, default) of every scalar type (bool as i1, and as
;; the i8 SYCL keeps bools in) and __spirv_SpecConstantComposite of structs,
;; arrays (of composites) and vectors, with constants (the undef SYCL writes
;; for padding) among the parts. One SpecId is one constant, in every
;; function; equal composites are one constant.
;; tests/exec/friendly_ir.py runs tests/exec/friendly/spec_constants.ll with
;; the defaults and with values set by clSetProgramSpecializationConstant.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#A:]] SpecId 3
; CHECK-DAG: OpDecorate %[[#B:]] SpecId 4
; CHECK-DAG: OpDecorate %[[#C:]] SpecId 5
; CHECK-DAG: OpDecorate %[[#D:]] SpecId 6
; CHECK-DAG: OpDecorate %[[#E:]] SpecId 7
; CHECK-DAG: OpDecorate %[[#F:]] SpecId 8
; CHECK-DAG: OpDecorate %[[#H:]] SpecId 9
; CHECK-DAG: OpDecorate %[[#G:]] SpecId 10
; CHECK-NOT: SpecId
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#SA:]] = OpTypeStruct %[[#U32]] %[[#F32]]
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#A]] = OpSpecConstant %[[#U32]] 7
; CHECK-DAG: %[[#B]] = OpSpecConstant %[[#F32]] 1.5
; CHECK-DAG: %[[#C]] = OpSpecConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#G]] = OpSpecConstantFalse %[[#BOOL]]
; CHECK-DAG: %[[#D]] = OpSpecConstant %[[#U8]] 1
; CHECK-DAG: %[[#E]] = OpSpecConstant %[[#F64]] 2.5
; CHECK-DAG: %[[#F]] = OpSpecConstant %[[#U64]] 18446744073709551614
; CHECK-DAG: %[[#H]] = OpSpecConstant %[[#F16]] 0x1p+0
; CHECK-DAG: %[[#S:]] = OpSpecConstantComposite %[[#SA]] %[[#A]] %[[#B]]
; CHECK-DAG: %[[#ARR:]] = OpSpecConstantComposite %[[#]] %[[#S]] %[[#S]]
; CHECK-DAG: %[[#PAD:]] = OpUndef %[[#]]
; CHECK-DAG: OpSpecConstantComposite %[[#]] %[[#B]] %[[#A]] %[[#D]] %[[#PAD]]
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#F32]] 4
; CHECK-DAG: OpSpecConstantComposite %[[#V2F]] %[[#B]] %[[#FOUR]]
;; The helper reads SpecId 3 too: the same constant.
; CHECK: OpFunction
; CHECK: OpIMul %[[#U32]] %[[#]] %[[#A]]
; CHECK: OpFunction
; CHECK: OpCompositeExtract %[[#U32]] %[[#ARR]] 1 0
; CHECK: OpSelect %[[#U32]] %[[#C]]

target triple = "spir64-unknown-unknown"
%struct.A = type { i32, float }
%struct.P = type { float, i32, i8, [3 x i8] }
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare double @_Z20__spirv_SpecConstantid(i32, double)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare i8 @_Z20__spirv_SpecConstantia(i32, i8)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare half @_Z20__spirv_SpecConstantiDh(i32, half)
declare %struct.A @_Z29__spirv_SpecConstantCompositeif(i32, float)
declare [2 x %struct.A] @_Z29__spirv_SpecConstantCompositestruct.Astruct.A(%struct.A, %struct.A)
declare %struct.P @_Z29__spirv_SpecConstantCompositefiaA3_a_Rstruct.P(float, i32, i8, [3 x i8])
declare <2 x float> @_Z29__spirv_SpecConstantCompositeff(float, float)


define internal spir_func i32 @helper(i32 %x) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 7)
  %r = mul i32 %x, %a
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 7)
  %b = call float @_Z20__spirv_SpecConstantif(i32 4, float 1.5)
  %c = call i1 @_Z20__spirv_SpecConstantib(i32 5, i1 true)
  %d = call i8 @_Z20__spirv_SpecConstantia(i32 6, i8 1)
  %e = call double @_Z20__spirv_SpecConstantid(i32 7, double 2.5)
  %f = call i64 @_Z20__spirv_SpecConstantix(i32 8, i64 -2)
  %h = call half @_Z20__spirv_SpecConstantiDh(i32 9, half 0xH3C00)
  %s = call %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %a, float %b)
  %a2 = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 7)
  %s2 = call %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %a2, float %b)
  %arr = call [2 x %struct.A] @_Z29__spirv_SpecConstantCompositestruct.Astruct.A(%struct.A %s, %struct.A %s2)
  %p = call %struct.P @_Z29__spirv_SpecConstantCompositefiaA3_a_Rstruct.P(float %b, i32 %a, i8 %d, [3 x i8] undef)
  %v = call <2 x float> @_Z29__spirv_SpecConstantCompositeff(float %b, float 4.0)
  %x = extractvalue [2 x %struct.A] %arr, 1, 0
  %y = select i1 %c, i32 %x, i32 0
  %g = call i1 @_Z20__spirv_SpecConstantib(i32 10, i1 false)
  %gz = zext i1 %g to i32
  %hy = call spir_func i32 @helper(i32 %gz)
  store i32 %hy, ptr addrspace(1) %o
  store i32 %y, ptr addrspace(1) %o
  %q = getelementptr i8, ptr addrspace(1) %o, i64 8
  store double %e, ptr addrspace(1) %q
  store %struct.P %p, ptr addrspace(1) %q
  store <2 x float> %v, ptr addrspace(1) %q
  store i64 %f, ptr addrspace(1) %q
  store half %h, ptr addrspace(1) %q
  ret void
}

;; A SpecId that is not a constant, a part that is not a constant, and one
;; SpecId read as two types are errors.
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/spec-constants-bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: the SpecId of __spirv_SpecConstant
; ERR-DAG: '%x = load i32, ptr addrspace(1) %o, align 4', a part of __spirv_SpecConstantComposite (parts are spec constants or constants)
; ERR-DAG: SpecId 1 is read as two different types ('float')
