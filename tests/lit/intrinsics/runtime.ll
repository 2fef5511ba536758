;; Intrinsics about the running program, which LLVM's SPIR-V back end and the
;; reference translator refuse: the clocks become OpReadClockKHR
;; (SPV_KHR_shader_clock: readcyclecounter per core, Subgroup scope;
;; readsteadycounter at a fixed rate, Device scope), allow.runtime.check and
;; allow.ubsan.check are true, returnaddress/frameaddress null, prefetch of
;; global memory OpenCL.std prefetch (elsewhere nothing), and the profiling
;; counters (llvm.instrprof.*) vanish. (The translator's reader does not know
;; SPV_KHR_shader_clock: --no-reader.)
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_shader_clock>' -disable-output %s
; RUN: %spirv-val --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --implicit-check-not=instrprof --implicit-check-not=OpFunctionCall

; CHECK-DAG: OpCapability ShaderClockKHR
; CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PP:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#SUBGROUP:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1
; CHECK-DAG: %[[#TRUE:]] = OpConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#PP]]

; CHECK: OpFunction
; CHECK: %[[#G:]] = OpFunctionParameter %[[#PG]]
; CHECK: OpReadClockKHR %[[#I64]] %[[#SUBGROUP]]
; CHECK: OpReadClockKHR %[[#I64]] %[[#DEVICE]]
; CHECK: OpSelect %[[#I32]] %[[#TRUE]]
; CHECK: OpSelect %[[#I32]] %[[#TRUE]]
; CHECK: OpStore %[[#]] %[[#NULL]]
; CHECK: OpStore %[[#]] %[[#NULL]]
; CHECK: OpExtInst %[[#]] %[[#STD]] prefetch %[[#G]] %[[#ONE]]
; CHECK-NOT: prefetch
; CHECK: OpReturn

target triple = "spir64-unknown-unknown"

@__profn_k = private constant [1 x i8] c"k"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %out, ptr addrspace(1) %where) {
  call void @llvm.instrprof.increment(ptr @__profn_k, i64 0, i32 1, i32 0)
  call void @llvm.instrprof.increment.step(ptr @__profn_k, i64 0, i32 1, i32 0, i64 2)
  %c = call i64 @llvm.readcyclecounter()
  %s = call i64 @llvm.readsteadycounter()
  %t = add i64 %c, %s
  store i64 %t, ptr addrspace(1) %out
  %check = call i1 @llvm.allow.runtime.check(metadata !"array-bounds")
  %u = call i1 @llvm.allow.ubsan.check(i8 3)
  %a = select i1 %check, i32 1, i32 2
  %b = select i1 %u, i32 %a, i32 3
  store i32 %b, ptr addrspace(1) %out
  %ra = call ptr @llvm.returnaddress(i32 0)
  %fa = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %ra, ptr addrspace(1) %where
  store ptr %fa, ptr addrspace(1) %where
  call void @llvm.prefetch.p1(ptr addrspace(1) %g, i32 0, i32 3, i32 1)
  call void @llvm.prefetch.p3(ptr addrspace(3) %l, i32 1, i32 0, i32 1)
  ret void
}

declare void @llvm.instrprof.increment(ptr, i64, i32, i32)
declare void @llvm.instrprof.increment.step(ptr, i64, i32, i32, i64)
declare i64 @llvm.readcyclecounter()
declare i64 @llvm.readsteadycounter()
declare i1 @llvm.allow.runtime.check(metadata)
declare i1 @llvm.allow.ubsan.check(i8)
declare ptr @llvm.returnaddress(i32)
declare ptr @llvm.frameaddress.p0(i32)
declare void @llvm.prefetch.p1(ptr addrspace(1), i32, i32, i32)
declare void @llvm.prefetch.p3(ptr addrspace(3), i32, i32, i32)
