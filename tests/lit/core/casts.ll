;; Every cast: integer widths, float conversions, bool to and from numbers,
;; pointer/integer, addrspacecast to and from generic, bitcasts of values.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4U8:]] = OpTypeVector %[[#U8]] 4
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#ALLONES:]] = OpConstant %[[#U32]] 4294967295
; CHECK-DAG: %[[#FONE:]] = OpConstant %[[#F32]] 1
; CHECK-DAG: %[[#FZERO:]] = OpConstant %[[#F32]] 0
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#U32]]{{$}}
; CHECK-DAG: %[[#PGEN:]] = OpTypePointer Generic %[[#U32]]{{$}}

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#U32]]
; CHECK-NEXT: %[[#F:]] = OpFunctionParameter %[[#F32]]
;; Nothing dereferences %p itself, so it points to i8.
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %{{[0-9]+}}
define spir_func void @casts(i32 %i, float %f, ptr addrspace(1) %p) {
; CHECK: OpUConvert %[[#U8]] %[[#I]]
  %t = trunc i32 %i to i8
; CHECK-NEXT: OpUConvert %[[#U64]] %[[#I]]
  %z = zext i32 %i to i64
; CHECK-NEXT: OpSConvert %[[#U64]] %[[#I]]
  %s = sext i32 %i to i64
; CHECK-NEXT: OpConvertFToU %[[#U32]] %[[#F]]
  %fu = fptoui float %f to i32
; CHECK-NEXT: OpConvertFToS %[[#U32]] %[[#F]]
  %fs = fptosi float %f to i32
; CHECK-NEXT: OpConvertUToF %[[#F32]] %[[#I]]
  %uf = uitofp i32 %i to float
; CHECK-NEXT: OpConvertSToF %[[#F32]] %[[#I]]
  %sf = sitofp i32 %i to float
; CHECK-NEXT: OpFConvert %[[#F64]] %[[#F]]
  %fe = fpext float %f to double
; CHECK-NEXT: OpFConvert %[[#F32]]
  %ft = fptrunc double %fe to float
; CHECK-NEXT: %[[#LOW:]] = OpBitwiseAnd %[[#U32]] %[[#I]] %[[#ONE]]
; CHECK-NEXT: %[[#B:]] = OpINotEqual %[[#BOOL]] %[[#LOW]] %[[#ZERO]]
  %b = trunc i32 %i to i1
; CHECK-NEXT: OpSelect %[[#U32]] %[[#B]] %[[#ONE]] %[[#ZERO]]
  %bz = zext i1 %b to i32
; CHECK-NEXT: OpSelect %[[#U32]] %[[#B]] %[[#ALLONES]] %[[#ZERO]]
  %bs = sext i1 %b to i32
; CHECK-NEXT: OpSelect %[[#F32]] %[[#B]] %[[#FONE]] %[[#FZERO]]
  %bf = uitofp i1 %b to float
; CHECK-NEXT: OpConvertPtrToU %[[#U64]] %[[#P]]
  %pi = ptrtoint ptr addrspace(1) %p to i64
; CHECK-NEXT: %[[#IP:]] = OpConvertUToPtr %[[#PG]]
  %ip = inttoptr i64 %pi to ptr addrspace(1)
; CHECK-NEXT: %[[#GEN:]] = OpPtrCastToGeneric %[[#PGEN]] %[[#IP]]
  %gen = addrspacecast ptr addrspace(1) %ip to ptr addrspace(4)
; CHECK-NEXT: %[[#BACK:]] = OpGenericCastToPtr %[[#PG]] %[[#GEN]]
  %back = addrspacecast ptr addrspace(4) %gen to ptr addrspace(1)
; CHECK-NEXT: OpBitcast %[[#V4U8]] %[[#I]]
  %bytes = bitcast i32 %i to <4 x i8>
; CHECK-NEXT: OpBitcast %[[#U32]] %[[#F]]
  %bits = bitcast float %f to i32
  store i32 %bits, ptr addrspace(1) %back
  ret void
}
