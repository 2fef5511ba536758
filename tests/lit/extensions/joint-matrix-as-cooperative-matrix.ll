;; SPV_INTEL_joint_matrix is in no SPIR-V grammar (SDK 1.4.341; SPIRV-Tools
;; 2025.5 rejects it); where its meaning agrees with SPV_KHR_cooperative_matrix,
;; DPC++'s older friendly IR becomes the KHR form: JointMatrixINTEL types ->
;; OpTypeCooperativeMatrixKHR (Scope, Rows, Columns, Use; the layout moves to
;; loads and stores), loads/stores with the pointer cast to the component
;; type (both count the stride in components), Mad/SUMad/USMad/UUMad ->
;; OpCooperativeMatrixMulAddKHR with the signedness of the name,
;; WorkItemLength -> OpCooperativeMatrixLengthKHR. The packed and dynamic
;; layouts, types without Use or with a component interpretation, and the
;; other JointMatrix*INTEL instructions are errors, as are typed-pointer joint
;; matrices (pointers to opaque %spirv.JointMatrixINTEL.* structs, no Use).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv;ext=+SPV_INTEL_joint_matrix>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+all>' -disable-output %S/Inputs/joint-matrix-unmapped.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-NOT: JointMatrix
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#c0:]] = OpConstant %[[#int]] 0{{$}}
; CHECK-DAG: %[[#c1:]] = OpConstant %[[#int]] 1{{$}}
; CHECK-DAG: %[[#c2:]] = OpConstant %[[#int]] 2{{$}}
; CHECK-DAG: %[[#c3:]] = OpConstant %[[#int]] 3{{$}}
; CHECK-DAG: %[[#c8:]] = OpConstant %[[#int]] 8{{$}}
; CHECK-DAG: %[[#c16:]] = OpConstant %[[#int]] 16{{$}}
; CHECK-DAG: %[[#c32:]] = OpConstant %[[#int]] 32{{$}}
; CHECK-DAG: %[[#C:]] = OpTypeCooperativeMatrixKHR %[[#int]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#A:]] = OpTypeCooperativeMatrixKHR %[[#char]] %[[#c3]] %[[#c8]] %[[#c32]] %[[#c0]]
; CHECK-DAG: %[[#B:]] = OpTypeCooperativeMatrixKHR %[[#char]] %[[#c3]] %[[#c32]] %[[#c16]] %[[#c1]]
; CHECK-DAG: %[[#gint:]] = OpTypePointer CrossWorkgroup %[[#int]]
; CHECK: %[[#a:]] = OpFunctionParameter
; CHECK-NEXT: %[[#b:]] = OpFunctionParameter
; CHECK-NEXT: %[[#c:]] = OpFunctionParameter
; CHECK-NEXT: %[[#stride:]] = OpFunctionParameter %[[#long]]
; CHECK: %[[#cptr:]] = OpBitcast %[[#gint]] %[[#c]]
; CHECK-NEXT: %[[#mc0:]] = OpCooperativeMatrixLoadKHR %[[#C]] %[[#cptr]] %[[#c0]] %[[#stride]]
; CHECK-NEXT: %[[#ma:]] = OpCooperativeMatrixLoadKHR %[[#A]] %[[#a]] %[[#c0]] %[[#stride]]
;; ColumnMajor.
; CHECK-NEXT: %[[#mb:]] = OpCooperativeMatrixLoadKHR %[[#B]] %[[#b]] %[[#c1]] %[[#stride]]
; CHECK-NEXT: %[[#m1:]] = OpCooperativeMatrixMulAddKHR %[[#C]] %[[#ma]] %[[#mb]] %[[#mc0]] MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR
; CHECK-NEXT: %[[#m2:]] = OpCooperativeMatrixMulAddKHR %[[#C]] %[[#ma]] %[[#mb]] %[[#m1]] MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR
; CHECK-NEXT: %[[#n:]] = OpCooperativeMatrixLengthKHR %[[#int]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpUConvert %[[#long]] %[[#n]]
; CHECK: %[[#cptr:]] = OpBitcast %[[#gint]] %[[#c]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#cptr]] %[[#m2]] %[[#c0]] %[[#stride]]

; ERR: '__spirv_JointMatrixLoadINTEL' needs the SPIR-V extension SPV_KHR_cooperative_matrix, which the target does not allow (allow it with ext=+SPV_KHR_cooperative_matrix)

; BAD-DAG: in function 'packed_type': target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) uses the packed (VNNI) layout of SPV_INTEL_joint_matrix, which spirv-emit does not emit: SPV_KHR_cooperative_matrix, which spirv-emit maps joint matrices to, has no equivalent
; BAD-DAG: in function 'packed_load': '__spirv_JointMatrixLoadINTEL' uses the packed (VNNI) layout of SPV_INTEL_joint_matrix
; BAD-DAG: target("spirv.JointMatrixINTEL", i16, 2, 2, 0, 3) uses a matrix type without Use of SPV_INTEL_joint_matrix
; BAD-DAG: target("spirv.JointMatrixINTEL", float, 8, 8, 0, 3, 0, 1) uses a component type interpretation of SPV_INTEL_joint_matrix
; BAD-DAG: in function 'coordinates': '__spirv_JointMatrixGetElementCoordINTEL' is an instruction of SPV_INTEL_joint_matrix, which spirv-emit does not emit
; BAD-DAG: in function 'typed_pointer': '__spirv_JointMatrixLoadINTEL' on a typed-pointer joint matrix (a pointer to an opaque %spirv.JointMatrixINTEL.* struct, SPV_INTEL_joint_matrix without Use), which spirv-emit does not emit: SPV_KHR_cooperative_matrix has no matrix type without Use
; BAD-DAG: in function 'typed_pointer': '__spirv_VectorExtractDynamic' on a typed-pointer joint matrix

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %stride, ptr addrspace(1) %len) {
entry:
  %mc0 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z28__spirv_JointMatrixLoadINTELPU3AS1ilii(ptr addrspace(1) %c, i64 %stride, i32 0, i32 3, i32 0)
  %ma = call spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3)
  %mb = call spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii_b(ptr addrspace(1) %b, i64 %stride, i32 1, i32 3)
  %m1 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %mc0, i32 3)
  %m2 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %m1, i32 3)
  %n = call spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTEL(target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %m2)
  store i64 %n, ptr addrspace(1) %len
  call spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1i(ptr addrspace(1) %c, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %m2, i64 %stride, i32 0, i32 3, i32 0)
  ret void
}

declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z28__spirv_JointMatrixLoadINTELPU3AS1ilii(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii_b(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 1, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTEL(target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2))
declare spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1i(ptr addrspace(1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i64, i32, i32, i32)
