;; icmp and fcmp with every predicate (scalar and vector), pointer compares
;; through integers, select with scalar and vector conditions.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4BOOL:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#TRUE:]] = OpConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse %[[#BOOL]]

; CHECK-LABEL: OpFunction{{ }}
define spir_func i32 @cmp(i32 %a, i32 %b, float %x, float %y, <4 x i32> %v, <4 x float> %w, ptr addrspace(1) %p, ptr addrspace(1) %q) {
; CHECK: OpIEqual %[[#BOOL]]
; CHECK-NEXT: OpINotEqual
; CHECK-NEXT: OpUGreaterThan
; CHECK-NEXT: OpUGreaterThanEqual
; CHECK-NEXT: OpULessThan
; CHECK-NEXT: OpULessThanEqual
; CHECK-NEXT: OpSGreaterThan
; CHECK-NEXT: OpSGreaterThanEqual
; CHECK-NEXT: OpSLessThan
; CHECK-NEXT: OpSLessThanEqual
  %i0 = icmp eq i32 %a, %b
  %i1 = icmp ne i32 %a, %b
  %i2 = icmp ugt i32 %a, %b
  %i3 = icmp uge i32 %a, %b
  %i4 = icmp ult i32 %a, %b
  %i5 = icmp ule i32 %a, %b
  %i6 = icmp sgt i32 %a, %b
  %i7 = icmp sge i32 %a, %b
  %i8 = icmp slt i32 %a, %b
  %i9 = icmp sle i32 %a, %b
; CHECK-NEXT: OpFOrdEqual
; CHECK-NEXT: OpFOrdGreaterThan
; CHECK-NEXT: OpFOrdGreaterThanEqual
; CHECK-NEXT: OpFOrdLessThan
; CHECK-NEXT: OpFOrdLessThanEqual
; CHECK-NEXT: OpFOrdNotEqual
; CHECK-NEXT: OpOrdered
; CHECK-NEXT: OpUnordered
; CHECK-NEXT: OpFUnordEqual
; CHECK-NEXT: OpFUnordGreaterThan
; CHECK-NEXT: OpFUnordGreaterThanEqual
; CHECK-NEXT: OpFUnordLessThan
; CHECK-NEXT: OpFUnordLessThanEqual
; CHECK-NEXT: OpFUnordNotEqual
  %f0 = fcmp oeq float %x, %y
  %f1 = fcmp ogt float %x, %y
  %f2 = fcmp oge float %x, %y
  %f3 = fcmp olt float %x, %y
  %f4 = fcmp ole float %x, %y
  %f5 = fcmp one float %x, %y
  %f6 = fcmp ord float %x, %y
  %f7 = fcmp uno float %x, %y
  %f8 = fcmp ueq float %x, %y
  %f9 = fcmp ugt float %x, %y
  %f10 = fcmp uge float %x, %y
  %f11 = fcmp ult float %x, %y
  %f12 = fcmp ule float %x, %y
  %f13 = fcmp une float %x, %y
;; fcmp true/false are constants.
  %ft = fcmp true float %x, %y
  %ff = fcmp false float %x, %y
; CHECK-NEXT: OpSLessThan %[[#V4BOOL]]
  %vi = icmp slt <4 x i32> %v, zeroinitializer
; CHECK-NEXT: OpFOrdLessThan %[[#V4BOOL]]
  %vf = fcmp olt <4 x float> %w, zeroinitializer
; CHECK-NEXT: OpLogicalAnd %[[#V4BOOL]]
  %both = and <4 x i1> %vi, %vf
; CHECK-NEXT: OpSelect %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
  %sel = select <4 x i1> %both, <4 x i32> %v, <4 x i32> zeroinitializer
; CHECK-NEXT: %[[#PA:]] = OpConvertPtrToU
; CHECK-NEXT: %[[#PB:]] = OpConvertPtrToU
; CHECK-NEXT: OpIEqual %[[#BOOL]] %[[#PA]] %[[#PB]]
  %pe = icmp eq ptr addrspace(1) %p, %q
; CHECK-NEXT: OpLogicalOr %[[#BOOL]]
; CHECK-NEXT: OpLogicalNotEqual %[[#BOOL]] %{{[0-9]+}} %[[#TRUE]]
; CHECK-NEXT: OpLogicalAnd %[[#BOOL]] %{{[0-9]+}} %[[#FALSE]]
  %o1 = or i1 %i0, %f0
  %o2 = xor i1 %o1, %ft
  %o3 = and i1 %o2, %ff
  %o4 = and i1 %o3, %pe
  %e = extractelement <4 x i32> %sel, i32 1
; CHECK: OpSelect %{{[0-9]+}} %{{[0-9]+}}
  %r = select i1 %o4, i32 %a, i32 %e
  ret i32 %r
}
