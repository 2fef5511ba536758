;; Builtin variables in both forms of "SPIR-V Representation in LLVM IR": __spirv_BuiltIn* calls (scalar,
;; or vector element by index) and @__spirv_BuiltIn* globals (whole loads,
;; constant GEPs, casts to generic, dynamic element indices) all use one
;; Input variable per builtin, decorated BuiltIn.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInLocalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external addrspace(1) constant i32

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()

; CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "k" %[[#GID:]] %[[#LID:]] %[[#DIM:]] %[[#LIN:]]
; CHECK-DAG: OpDecorate %[[#GID]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#LID]] BuiltIn LocalInvocationId
; CHECK-DAG: OpDecorate %[[#DIM]] BuiltIn WorkDim
; CHECK-DAG: OpDecorate %[[#LIN]] BuiltIn GlobalLinearId
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#U64]] 3
; CHECK-DAG: %[[#GID]] = OpVariable %{{[0-9]+}} Input
; CHECK-COUNT-1: OpVariable %{{[0-9]+}} Input{{$}}

; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#V:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#V]] 0
; CHECK-NEXT: %[[#V1:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#V1]] 1
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#V3]] %[[#LID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#L]] 0
; CHECK-NEXT: %[[#L2:]] = OpLoad %[[#V3]] %[[#LID]]
; CHECK-NEXT: OpVectorExtractDynamic %[[#U64]] %[[#L2]]
; CHECK-NEXT: OpLoad %{{[0-9]+}} %[[#DIM]]
; CHECK-NEXT: %[[#C:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: OpCompositeExtract %[[#U64]] %[[#C]] 2
; CHECK-NEXT: OpLoad %[[#U64]] %[[#LIN]]
define spir_kernel void @k(ptr addrspace(1) %out, i32 %d) {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %x = extractelement <3 x i64> %v, i64 0
  %y = load i64, ptr addrspace(1) getelementptr inbounds (<3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 0, i64 1), align 8
  %g = addrspacecast ptr addrspace(1) @__spirv_BuiltInLocalInvocationId to ptr addrspace(4)
  %l0 = load i64, ptr addrspace(4) %g
  %gp = getelementptr inbounds <3 x i64>, ptr addrspace(4) %g, i64 0, i32 %d
  %ld = load i64, ptr addrspace(4) %gp
  %w = load i32, ptr addrspace(1) @__spirv_BuiltInWorkDim
  %z = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 2)
  %lin = call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
  %s1 = add i64 %x, %y
  %s2 = add i64 %s1, %l0
  %s3 = add i64 %s2, %ld
  %wz = zext i32 %w to i64
  %s4 = add i64 %s3, %wz
  %s5 = add i64 %s4, %z
  %s6 = add i64 %s5, %lin
  store i64 %s6, ptr addrspace(1) %out
  ret void
}

;; A builtin pointer used other than by loads is an error.
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/builtin-escape.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: a pointer into builtin variable '__spirv_BuiltInGlobalInvocationId' used by 'store ptr addrspace(4) %g, ptr addrspace(1) %out, align 8' is not supported (only loads from builtin variables are)
