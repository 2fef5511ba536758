;; Builtin variables read at another type than their own: optimizers load the
;; <3 x i64> @__spirv_BuiltInWorkgroupSize as <6 x i32> (numba's LLVM -O2), or
;; one component's bytes through an i8 getelementptr (instruction or constant
;; expression). The Input variable keeps its type; the load takes the bytes
;; it reads from the components (little-endian): extract, shift, narrow.
;; A function with a body whose name looks like a builtin (DPC++'s device
;; library defines __spirv_GlobalInvocationId_x on top of the variable) is a
;; function: called, never an instruction.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkgroupSize = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalOffset = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external addrspace(1) constant i32, align 4

; CHECK-DAG: OpName %[[#GIDX:]] "_Z28__spirv_GlobalInvocationId_xv"
; CHECK-DAG: OpDecorate %[[#WGS:]] BuiltIn WorkgroupSize
; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#OFF:]] BuiltIn GlobalOffset
; CHECK-DAG: OpDecorate %[[#DIM:]] BuiltIn WorkDim
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#U64]] 3
; CHECK-DAG: %[[#V2U32:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#C32:]] = OpConstant %[[#U64]] 32
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#U32]] 16

;; The defined function reads element 0 of the variable.
; CHECK: %[[#GIDX]] = OpFunction %[[#U64]]
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: %[[#X:]] = OpCompositeExtract %[[#U64]] %[[#G]] 0
; CHECK-NEXT: OpReturnValue %[[#X]]
define weak spir_func i64 @_Z28__spirv_GlobalInvocationId_xv() {
  %1 = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  ret i64 %1
}

; CHECK: OpFunctionEnd
; CHECK: OpFunction{{ }}
;; <6 x i32>: lane 2 is the low half of component 1, lane 3 its high half.
; CHECK: %[[#W:]] = OpLoad %[[#V3]] %[[#WGS]]
; CHECK: %[[#C1:]] = OpCompositeExtract %[[#U64]] %[[#W]] 1
; CHECK-NEXT: %[[#LO:]] = OpUConvert %[[#U32]] %[[#C1]]
; CHECK-NEXT: %[[#C1B:]] = OpCompositeExtract %[[#U64]] %[[#W]] 1
; CHECK-NEXT: %[[#SH:]] = OpShiftRightLogical %[[#U64]] %[[#C1B]] %[[#C32]]
; CHECK-NEXT: %[[#HI:]] = OpUConvert %[[#U32]] %[[#SH]]
;; The call stays a call.
; CHECK: OpFunctionCall %[[#U64]] %[[#GIDX]]
;; i32 at byte 16 (GEP i8): component 2, low half.
; CHECK: %[[#W2:]] = OpLoad %[[#V3]] %[[#WGS]]
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#U64]] %[[#W2]] 2
; CHECK-NEXT: OpUConvert %[[#U32]] %[[#E2]]
;; i32 at byte 12 (a constant expression): component 1, high half.
; CHECK: %[[#W3:]] = OpLoad %[[#V3]] %[[#OFF]]
; CHECK-NEXT: %[[#E3:]] = OpCompositeExtract %[[#U64]] %[[#W3]] 1
; CHECK-NEXT: OpShiftRightLogical %[[#U64]] %[[#E3]] %[[#C32]]
;; <2 x i32> at byte 8: both halves of component 1, built lane by lane.
; CHECK: %[[#W4:]] = OpLoad %[[#V3]] %[[#WGS]]
; CHECK: OpCompositeInsert %[[#V2U32]]
;; i16 at byte 2 of the scalar WorkDim.
; CHECK: %[[#D:]] = OpLoad %[[#U32]] %[[#DIM]]
; CHECK-NEXT: %[[#DS:]] = OpShiftRightLogical %[[#U32]] %[[#D]] %[[#C16]]
; CHECK-NEXT: OpUConvert %[[#U16]] %[[#DS]]
;; i64 elements chosen at run time from byte 8 on: index + 1.
; CHECK: %[[#W5:]] = OpLoad %[[#V3]] %[[#WGS]]
; CHECK-NEXT: %[[#I:]] = OpIAdd %[[#U64]] %{{[0-9]+}} %{{[0-9]+}}
; CHECK-NEXT: OpVectorExtractDynamic %[[#U64]] %[[#W5]] %[[#I]]
;; A double view of component 0.
; CHECK: %[[#W6:]] = OpLoad %[[#V3]] %[[#WGS]]
; CHECK-NEXT: %[[#E6:]] = OpCompositeExtract %[[#U64]] %[[#W6]] 0
; CHECK-NEXT: OpBitcast %{{[0-9]+}} %[[#E6]]
define spir_kernel void @k(ptr addrspace(1) %o, i64 %n) {
  %v = load <6 x i32>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  %x = extractelement <6 x i32> %v, i64 2
  %x3 = extractelement <6 x i32> %v, i64 3
  %s0 = add i32 %x, %x3
  %g = call i64 @_Z28__spirv_GlobalInvocationId_xv()
  %p = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 16
  %y = load i32, ptr addrspace(1) %p, align 16
  %s1 = add i32 %s0, %y
  %z = load i32, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__spirv_BuiltInGlobalOffset, i64 12), align 4
  %s2 = add i32 %s1, %z
  %p8 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 8
  %pair = load <2 x i32>, ptr addrspace(1) %p8, align 8
  %pl = extractelement <2 x i32> %pair, i64 1
  %s3 = add i32 %s2, %pl
  %pd = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkDim, i64 2
  %dh = load i16, ptr addrspace(1) %pd, align 2
  %dz = zext i16 %dh to i32
  %s4 = add i32 %s3, %dz
  %pn = getelementptr inbounds i64, ptr addrspace(1) %p8, i64 %n
  %dyn = load i64, ptr addrspace(1) %pn, align 8
  %dt = trunc i64 %dyn to i32
  %s5 = add i32 %s4, %dt
  %f = load double, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  %fi = fptoui double %f to i32
  %s6 = add i32 %s5, %fi
  %gt = trunc i64 %g to i32
  %s7 = add i32 %s6, %gt
  store i32 %s7, ptr addrspace(1) %o, align 4
  ret void
}

;; Bytes past the end, two run-time indices and a copy at a run-time offset are
;; errors (bytes across two components: builtin-spans.ll).
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/builtin-reinterpret-bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: in function 'copy': this access to builtin variable '__spirv_BuiltInWorkgroupSize' (<3 x i64>) is not supported (a copy must have a constant length and offset)
; ERR-DAG: this access to builtin variable '__spirv_BuiltInWorkgroupSize' (<3 x i64>) is not supported (it reads past the end of the variable)
; ERR-DAG: this access to builtin variable '__spirv_BuiltInWorkgroupSize' (<3 x i64>) is not supported (two run-time indices)
