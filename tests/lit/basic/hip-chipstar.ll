;; chipStar's route for HIP: clang's HIPSPV toolchain (--offload=spirv64) writes
;; spirv64 IR with spir_kernel kernels, generic (addrspace 4) pointers cast
;; from the global arguments, __shared__ arrays in addrspace(3) and OpenCL
;; builtin calls; spirv-emit translates it at -O0 and -O2 (the execution
;; suite runs such kernels: tests/exec/kernels/hip_*.hip). The weak abort
;; flag is an ordinary exported definition (SPV_AMD_weak_linkage's Weak
;; is not written: docs/EXTENSIONS.md).
; RUN: clang -x hip --offload=spirv64 --offload-device-only -nogpuinc -nogpulib -emit-llvm -S -O0 %S/Inputs/hip-chipstar.hip -o %t.O0.ll
; RUN: %opt -passes='spirv-emit<out=%t.O0.spv>' -disable-output %t.O0.ll
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-dis %t.O0.spv | FileCheck %s
; RUN: clang -x hip --offload=spirv64 --offload-device-only -nogpuinc -nogpulib -emit-llvm -S -O2 %S/Inputs/hip-chipstar.hip -o %t.O2.ll
; RUN: %opt -passes='spirv-emit<out=%t.O2.spv>' -disable-output %t.O2.ll
; RUN: %spirv-val %t.O2.spv
; RUN: %spirv-dis %t.O2.spv | FileCheck %s
;; The HIPSPV driver's own route runs llvm-spirv: the spirv-emit command.
; RUN: clang -x hip --offload=spirv64 --offload-device-only --no-gpu-bundle-output -nogpuinc -nogpulib -O2 -B %link-dir -c %S/Inputs/hip-chipstar.hip -o %t.drv.spv
; RUN: %spirv-val %t.drv.spv
; RUN: %spirv-dis %t.drv.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "smooth"
; CHECK-DAG: OpDecorate %[[#FLAG:]] LinkageAttributes "abort_flag" Export
; CHECK-DAG: %[[#FLAG]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#TILE:]] = OpVariable %[[#]] Workgroup
; CHECK-DAG: OpDecorate %[[#]] BuiltIn LocalInvocationId
; CHECK-DAG: OpDecorate %[[#]] BuiltIn WorkgroupId
; CHECK-DAG: OpDecorate %[[#]] BuiltIn WorkgroupSize
; CHECK: %[[#WAVE:]] = OpFunction
; CHECK: OpExtInst %[[#]] %[[#]] sin
; CHECK: %[[#K]] = OpFunction
; CHECK: OpFunctionCall %[[#]] %[[#WAVE]]
; CHECK: OpControlBarrier %[[#]] %[[#]] %[[#]]
