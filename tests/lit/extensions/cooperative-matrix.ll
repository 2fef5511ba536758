;; SPV_KHR_cooperative_matrix in SPIR-V friendly IR (as DPC++'s joint_matrix
;; lowers): target("spirv.CooperativeMatrixKHR", component, scope, rows,
;; columns, use) -> OpTypeCooperativeMatrixKHR, __spirv_CooperativeMatrix*KHR
;; calls -> the instructions. SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not
;; know the extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+all>' -disable-output %S/Inputs/unknown-target-type.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
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
; CHECK: %[[#a:]] = OpCooperativeMatrixLoadKHR %[[#A]] %[[#]] %[[#c0]] %[[#]]
; CHECK: %[[#b:]] = OpCooperativeMatrixLoadKHR %[[#B]] %[[#]] %[[#c0]] %[[#]]
; CHECK: %[[#c:]] = OpCompositeConstruct %[[#C]] %[[#c0]]
; CHECK: %[[#d:]] = OpCooperativeMatrixMulAddKHR %[[#C]] %[[#a]] %[[#b]] %[[#c]] MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR
; CHECK: OpCooperativeMatrixStoreKHR %[[#]] %[[#d]] %[[#c0]] %[[#]]

; ERR: target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) needs the SPIR-V extension SPV_KHR_cooperative_matrix, which the target does not allow
; UNKNOWN: target("spirv.NoSuchThing"): not a SPIR-V type (the grammar has no OpTypeNoSuchThing); known: Image

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1ail(ptr addrspace(1) %a, i32 0, i64 32)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1bil(ptr addrspace(1) %b, i32 0, i64 16)
  %mc = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32 0)
  %md = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRabci(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) %ma, target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) %mb, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %mc, i32 15)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iil(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %md, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1ail(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1bil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRabci(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32, i64)
