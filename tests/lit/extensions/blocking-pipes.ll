;; Blocking pipe reads and writes (cl_intel_blocking_pipes' __read_pipe_2_bl,
;; SPV_INTEL_blocking_pipes' __spirv_ReadPipeBlockingINTEL) are the core
;; OpReadPipe/OpWritePipe retried until they return 0: SPIR-V's grammar gives
;; OpReadPipeBlockingINTEL a result and only size and alignment operands, the
;; extension's specification pipe, pointer, size and alignment and no result,
;; so no encoding of it both validates and keeps its operands. Valid with and
;; without the extension allowed.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.core.spv>' -disable-output %s
; RUN: %spirv-val %t.core.spv
;; A pipe operand nothing makes a pipe: an error, not a module.
; RUN: rm -f %t.bad.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/blocking-pipe-not-a-pipe.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.bad.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK-DAG: %[[#ro:]] = OpTypePipe ReadOnly
; CHECK-DAG: %[[#wo:]] = OpTypePipe WriteOnly
; CHECK-DAG: %[[#zero:]] = OpConstant %[[#uint]] 0
; CHECK-DAG: %[[#four:]] = OpConstant %[[#uint]] 4
; CHECK-DAG: %[[#two:]] = OpConstant %[[#uint]] 2
; CHECK: %[[#p:]] = OpFunctionParameter %[[#ro]]
; CHECK: %[[#q:]] = OpFunctionParameter %[[#wo]]
; CHECK: OpBranch %[[#retry:]]
; CHECK-NEXT: %[[#retry]] = OpLabel
; CHECK-NEXT: %[[#r:]] = OpReadPipe %[[#uint]] %[[#p]] %[[#data:]] %[[#four]] %[[#four]]
; CHECK-NEXT: %[[#ok:]] = OpIEqual %[[#bool]] %[[#r]] %[[#zero]]
; CHECK-NEXT: OpBranchConditional %[[#ok]] %[[#done:]] %[[#retry]]
; CHECK-NEXT: %[[#done]] = OpLabel
; CHECK: OpBranch %[[#retry2:]]
; CHECK-NEXT: %[[#retry2]] = OpLabel
; CHECK-NEXT: %[[#w:]] = OpWritePipe %[[#uint]] %[[#q]] %[[#]] %[[#four]] %[[#four]]
; CHECK-NEXT: %[[#ok2:]] = OpIEqual %[[#bool]] %[[#w]] %[[#zero]]
; CHECK-NEXT: OpBranchConditional %[[#ok2]] %[[#]] %[[#retry2]]
;; The friendly forms: `8ocl_pipe` parameters; the instruction gives the access.
; CHECK: %[[#fp:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#fq:]] = OpFunctionParameter %[[#]]
; CHECK: OpReadPipe %[[#uint]] %[[#fp]]
; CHECK: OpWritePipe %[[#uint]] %[[#fq]]
;; A template argument of _BitInt type (`DU9_`) in the mangling.
; CHECK: OpWritePipe %[[#uint]] %[[#]] %[[#]] %[[#two]] %[[#two]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Pipe", 0) %p, target("spirv.Pipe", 1) %q) {
  %v = alloca i32
  %g = addrspacecast ptr %v to ptr addrspace(4)
  call spir_func void @__read_pipe_2_bl(target("spirv.Pipe", 0) %p, ptr addrspace(4) %g, i32 4, i32 4)
  call spir_func void @__write_pipe_2_bl(target("spirv.Pipe", 1) %q, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}

define spir_kernel void @friendly(ptr addrspace(1) %p, ptr addrspace(1) %q) !kernel_arg_type_qual !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 {
  %v = alloca i32
  %g = addrspacecast ptr %v to ptr addrspace(4)
  call spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePiii(ptr addrspace(1) %p, ptr addrspace(4) %g, i32 4, i32 4)
  call spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePiii(ptr addrspace(1) %q, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}

define spir_kernel void @bitint(ptr addrspace(1) %q, ptr addrspace(1) %d) !kernel_arg_type_qual !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 {
  %g = addrspacecast ptr addrspace(1) %d to ptr addrspace(4)
  call spir_func void @_Z30__spirv_WritePipeBlockingINTELIDU9_Ev8ocl_pipePKT_ii(ptr addrspace(1) %q, ptr addrspace(4) %g, i32 2, i32 2)
  ret void
}

declare spir_func void @_Z30__spirv_WritePipeBlockingINTELIDU9_Ev8ocl_pipePKT_ii(ptr addrspace(1), ptr addrspace(4), i32, i32)
declare spir_func void @__read_pipe_2_bl(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func void @__write_pipe_2_bl(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)
declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePiii(ptr addrspace(1), ptr addrspace(4), i32, i32)
declare spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePiii(ptr addrspace(1), ptr addrspace(4), i32, i32)

!0 = !{!"pipe", !"pipe"}
!1 = !{!"read_only", !"write_only"}
!2 = !{!"int", !"int"}
!3 = !{!"pipe", !""}
!4 = !{!"write_only", !"none"}
!5 = !{!"short", !"short*"}

; ERR: in function 'k': '__spirv_ReadPipeBlockingINTEL': the pipe ptr addrspace(1) %pipe must be a pipe
