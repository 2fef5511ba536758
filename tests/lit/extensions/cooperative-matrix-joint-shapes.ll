;; SPV_INTEL_joint_matrix-era shapes under KHR names, as IR converted from
;; DPC++'s joint matrices to KHR names carries them:
;; - target("spirv.CooperativeMatrixKHR", T, Rows, Columns, Scope, Use) where the
;;   KHR order (T, Scope, Rows, Columns, Use) is no matrix (Scope no subgroup
;;   or work-group, or Use none) and that order is one: read so, with a warning;
;; - __spirv_CooperativeMatrixMadKHR(A, B, C[, scope]) (JointMatrixMadINTEL):
;;   OpCooperativeMatrixMulAddKHR, integer components signed, a scope that
;;   disagrees with the matrices' a warning;
;; - __spirv_CooperativeMatrix{Load,Store}KHR(pointer[, object], i64 stride,
;;   layout, scope[, memory operands]) (JointMatrix{Load,Store}INTEL's order):
;;   the KHR instruction (pointer[, object], layout, stride[, operands]).
;; The KHR order is kept wherever it fits. Shapes that fit neither are errors.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s 2>%t.warn
; RUN: FileCheck %s --check-prefix=WARN < %t.warn
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %S/Inputs/cooperative-matrix-joint-shapes-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#c0:]] = OpConstant %[[#int]] 0{{$}}
; CHECK-DAG: %[[#c1:]] = OpConstant %[[#int]] 1{{$}}
; CHECK-DAG: %[[#c2:]] = OpConstant %[[#int]] 2{{$}}
; CHECK-DAG: %[[#c3:]] = OpConstant %[[#int]] 3{{$}}
; CHECK-DAG: %[[#c8:]] = OpConstant %[[#int]] 8{{$}}
; CHECK-DAG: %[[#c16:]] = OpConstant %[[#int]] 16{{$}}
; CHECK-DAG: %[[#c32:]] = OpConstant %[[#int]] 32{{$}}
; CHECK-DAG: %[[#A:]] = OpTypeCooperativeMatrixKHR %[[#char]] %[[#c3]] %[[#c8]] %[[#c32]] %[[#c0]]
; CHECK-DAG: %[[#B:]] = OpTypeCooperativeMatrixKHR %[[#char]] %[[#c3]] %[[#c32]] %[[#c16]] %[[#c1]]
; CHECK-DAG: %[[#C:]] = OpTypeCooperativeMatrixKHR %[[#int]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#F:]] = OpTypeCooperativeMatrixKHR %[[#float]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-NOT: OpTypeCooperativeMatrixKHR %[[#]] %[[#c8]]

; CHECK: %[[#a:]] = OpFunctionParameter
; CHECK-NEXT: %[[#b:]] = OpFunctionParameter
; CHECK-NEXT: %[[#c:]] = OpFunctionParameter
; CHECK-NEXT: %[[#f:]] = OpFunctionParameter
; CHECK-NEXT: %[[#stride:]] = OpFunctionParameter
;; The joint order: stride and layout swapped, the scope dropped; None memory operands dropped.
; CHECK: %[[#ma:]] = OpCooperativeMatrixLoadKHR %[[#A]] %[[#a]] %[[#c0]] %[[#stride]]{{$}}
;; ColumnMajor, Volatile.
; CHECK-NEXT: %[[#mb:]] = OpCooperativeMatrixLoadKHR %[[#B]] %[[#b]] %[[#c1]] %[[#stride]] Volatile{{$}}
;; The KHR order, as given.
; CHECK: %[[#mc:]] = OpCooperativeMatrixLoadKHR %[[#C]] %[[#]] %[[#c0]] %[[#stride]]{{$}}
; CHECK-NEXT: %[[#m1:]] = OpCooperativeMatrixMulAddKHR %[[#C]] %[[#ma]] %[[#mb]] %[[#mc]] MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR
; CHECK: OpCooperativeMatrixStoreKHR %[[#]] %[[#m1]] %[[#c1]] %[[#stride]]{{$}}
; CHECK: %[[#mf:]] = OpCooperativeMatrixLoadKHR %[[#F]] %[[#]] %[[#c0]] %[[#stride]]{{$}}
;; Float components: no operands; scope 2 against the matrices' 3: a warning.
; CHECK: %[[#fa:]] = OpCooperativeMatrixLoadKHR
; CHECK: %[[#fb:]] = OpCooperativeMatrixLoadKHR
; CHECK-NEXT: %[[#m2:]] = OpCooperativeMatrixMulAddKHR %[[#F]] %[[#fa]] %[[#fb]] %[[#mf]]{{$}}
;; The KHR order, as given.
; CHECK: OpCooperativeMatrixStoreKHR %[[#]] %[[#m2]] %[[#c0]] %[[#stride]]{{$}}

; WARN: warning: target("spirv.CooperativeMatrixKHR", i8, 8, 32, 3, 0): read as (component type, Rows, Columns, Scope, Use), the order of DPC++'s joint matrices, since in the KHR order (component type, Scope, Rows, Columns, Use) it would have Scope 8 and Use 0
; WARN-NOT: i8, 8, 32, 3, 0): read as
; WARN: warning: in function 'k': '__spirv_CooperativeMatrixMadKHR' passes scope 2, but its matrices have scope 3: the matrices' scope is used

; BAD-DAG: in function 'runtime_layout': '__spirv_CooperativeMatrixLoadKHR': its operands must be in the KHR order (pointer, layout, stride[, memory operands]) or in JointMatrixLoadINTEL's (pointer, stride, layout, scope[, memory operands]), constant layout, scope and memory operands
; BAD-DAG: in function 'packed': '__spirv_CooperativeMatrixLoadKHR' uses the packed (VNNI) layout of SPV_INTEL_joint_matrix, which spirv-emit does not emit
; BAD-DAG: in function 'store_no_scope': '__spirv_CooperativeMatrixStoreKHR': its operands must be in the KHR order (pointer, object, layout, stride[, memory operands]) or in JointMatrixStoreINTEL's
; BAD-DAG: in function 'mad_five': '__spirv_CooperativeMatrixMadKHR' takes 3 to 4 operands, but the call passes 5

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %f, i64 %stride) {
entry:
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 8, 32, 3, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_A(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3, i32 0)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_B(ptr addrspace(1) %b, i64 %stride, i32 1, i32 3, i32 1)
  %mc = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_C(ptr addrspace(1) %c, i32 0, i64 %stride)
  %m1 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z31__spirv_CooperativeMatrixMadKHR_i(target("spirv.CooperativeMatrixKHR", i8, 8, 32, 3, 0) %ma, target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) %mb, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %mc, i32 3)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_C(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %m1, i64 %stride, i32 1, i32 3, i32 0)
  %mf = call spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_F(ptr addrspace(1) %f, i64 %stride, i32 0, i32 3)
  %fa = call spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_FA(ptr addrspace(1) %f, i64 %stride, i32 0, i32 3)
  %fb = call spir_func target("spirv.CooperativeMatrixKHR", float, 16, 16, 3, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_FB(ptr addrspace(1) %f, i64 %stride, i32 0, i32 3)
  %m2 = call spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) @_Z31__spirv_CooperativeMatrixMadKHR_f(target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 0) %fa, target("spirv.CooperativeMatrixKHR", float, 16, 16, 3, 1) %fb, target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) %mf, i32 2)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_F(ptr addrspace(1) %f, target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) %m2, i32 0, i64 %stride)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 8, 32, 3, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_A(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_B(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_C(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z31__spirv_CooperativeMatrixMadKHR_i(target("spirv.CooperativeMatrixKHR", i8, 8, 32, 3, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_C(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i64, i32, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_F(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_FA(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 16, 16, 3, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_FB(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) @_Z31__spirv_CooperativeMatrixMadKHR_f(target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 0), target("spirv.CooperativeMatrixKHR", float, 16, 16, 3, 1), target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2), i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_F(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2), i32, i64)
