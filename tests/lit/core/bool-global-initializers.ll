;; Globals of type i1 and <N x i1> (also with SPV_INTEL_global_variable_host_access,
;; as SYCL device globals): memory holds them as integers (i1 as a byte, <N x i1>
;; as its bits), so their initializers are integer constants of that type
;; (lane k is bit k), which the variable's type must match.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-DAG: %[[#uchar:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ptr:]] = OpTypePointer CrossWorkgroup %[[#uchar]]
; CHECK-DAG: %[[#one:]] = OpConstant %[[#uchar]] 1{{$}}
; CHECK-DAG: %[[#five:]] = OpConstant %[[#uchar]] 5{{$}}
; CHECK-DAG: %[[#]] = OpVariable %[[#ptr]] CrossWorkgroup %[[#one]]
; CHECK-DAG: %[[#]] = OpVariable %[[#ptr]] CrossWorkgroup %[[#five]]
; CHECK-DAG: OpDecorate %[[#]] HostAccessINTEL ReadWriteINTEL "flag"

target triple = "spir64-unknown-unknown"

@flag = addrspace(1) global i1 true, !spirv.Decorations !0
@lanes = addrspace(1) global <4 x i1> <i1 true, i1 false, i1 true, i1 false>

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i8, ptr addrspace(1) @flag, align 1
  %y = load i8, ptr addrspace(1) @lanes, align 1
  %s = add i8 %x, %y
  store i8 %s, ptr addrspace(1) %p, align 1
  ret void
}

!0 = !{!1}
!1 = !{i32 6188, i32 3, !"flag"}
