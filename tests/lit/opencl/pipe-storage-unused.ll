;; Program-scope pipe storage (%spirv.ConstantPipeStorage) that no function
;; reaches, directly or through the globals holding it (a cl::pipe_storage
;; global, a global pointing to that one), is dropped with a warning naming
;; every dropped global: OpenCL pipe storage is observable only through a pipe a
;; kernel creates from it. The rest of the module is translated; llvm.used does
;; not count as a use. Used storage stays an error (errors/pipe-storage.ll).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --implicit-check-not=PipeStorage --implicit-check-not=holder --implicit-check-not=outer

; WARN: spirv-emit: warning: program-scope pipe storage nothing uses is dropped: global variables '@storage', '@holder', '@outer'
; WARN-NOT: warning

; CHECK-DAG: OpEntryPoint Kernel %[[#worker:]] "worker"
; CHECK-DAG: OpEntryPoint Kernel %[[#other:]] "other"
; CHECK-DAG: OpName %[[#kept:]] "kept"
; CHECK-DAG: %[[#seven:]] = OpConstant %[[#]] 7
; CHECK-DAG: %[[#kept]] = OpVariable %[[#]] CrossWorkgroup %[[#seven]]
; CHECK: %[[#worker]] = OpFunction
; CHECK: OpLoad %[[#]] %[[#kept]]
; CHECK: %[[#other]] = OpFunction

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%"class.cl::pipe_storage" = type { ptr addrspace(1) }

@storage = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 4, i32 4, i32 8 }, align 4
@holder = addrspace(1) global %"class.cl::pipe_storage" { ptr addrspace(1) @storage }, align 8
@outer = addrspace(1) global ptr addrspace(1) getelementptr (%"class.cl::pipe_storage", ptr addrspace(1) @holder, i64 0, i32 0), align 8
@kept = addrspace(1) global i32 7, align 4
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @holder to ptr)], section "llvm.metadata"

define spir_kernel void @worker(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) @kept, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @other() {
entry:
  ret void
}
