// Pipes (OpenCL C 6.15.16): clang 16 passes pipes as ptr addrspace(1) (the
// kernel_arg_type_qual "pipe" and kernel_arg_access_qual give OpTypePipe and
// its access qualifier) and calls unmangled builtins with the packet size and
// alignment last; reserve ids are OpTypeReserveId. Environments without pipes
// (opencl1.2) refuse the module with a clear error. At -O0 clang-22 kernels
// call their body, __clang_ocl_kern_imp_<kernel> (STUB-O0), right after them.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s %if llvm22 %{--check-prefixes=CHECK,STUB-O0%}
// RUN: %clang -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.opt.spv>' -disable-output %t.ll
// RUN: %spirv-val %t.opt.spv
// RUN: %not %opt -passes='spirv-emit<out=%t.cl12.spv;env=opencl1.2>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.cl12.spv

// CHECK-DAG: OpCapability Kernel
// CHECK-DAG: OpCapability Pipes
// CHECK-DAG: %[[#RID:]] = OpTypeReserveId
// CHECK-DAG: %[[#RO:]] = OpTypePipe ReadOnly
// CHECK-DAG: %[[#WO:]] = OpTypePipe WriteOnly
// CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#C4:]] = OpConstant %[[#UINT]] 4{{$}}
// CHECK-DAG: %[[#C16:]] = OpConstant %[[#UINT]] 16{{$}}
// CHECK-DAG: %[[#WG:]] = OpConstant %[[#UINT]] 2{{$}}
// CHECK-DAG: %[[#SG:]] = OpConstant %[[#UINT]] 3{{$}}

// CHECK: OpFunction
// CHECK: %[[#P:]] = OpFunctionParameter %[[#WO]]{{$}}
// STUB-O0: OpFunction{{ }}
// STUB-O0: %[[#P:]] = OpFunctionParameter %[[#WO]]{{$}}
// CHECK: OpWritePipe %[[#UINT]] %[[#P]] %[[#]] %[[#C4]] %[[#C4]]
kernel void producer(global const int *src, write_only pipe int p) {
  write_pipe(p, &src[get_global_id(0)]);
}

// CHECK: OpFunction
// CHECK: %[[#P:]] = OpFunctionParameter %[[#RO]]{{$}}
// STUB-O0: OpFunction{{ }}
// STUB-O0: %[[#P:]] = OpFunctionParameter %[[#RO]]{{$}}
// CHECK: OpReadPipe %[[#UINT]] %[[#P]] %[[#]] %[[#C4]] %[[#C4]]
kernel void consumer(global int *dst, read_only pipe int p) {
  int v = 0;
  if (read_pipe(p, &v) == 0) dst[get_global_id(0)] = v;
}

// CHECK: OpFunction
// CHECK: %[[#P:]] = OpFunctionParameter %[[#WO]]{{$}}
// STUB-O0: OpFunction{{ }}
// STUB-O0: %[[#P:]] = OpFunctionParameter %[[#WO]]{{$}}
// CHECK: %[[#R:]] = OpReserveWritePipePackets %[[#RID]] %[[#P]] %[[#]] %[[#C4]] %[[#C4]]
// CHECK: OpIsValidReserveId %[[#]] %[[#R]]
// CHECK: OpReservedWritePipe %[[#UINT]] %[[#P]] %[[#R]] %[[#]] %[[#]] %[[#C4]] %[[#C4]]
// CHECK: OpCommitWritePipe %[[#P]] %[[#R]] %[[#C4]] %[[#C4]]
// CHECK: %[[#W:]] = OpGroupReserveWritePipePackets %[[#RID]] %[[#WG]] %[[#P]] %[[#]] %[[#C4]] %[[#C4]]
// CHECK: OpGroupCommitWritePipe %[[#WG]] %[[#P]] %[[#W]] %[[#C4]] %[[#C4]]
// CHECK: %[[#S:]] = OpGroupReserveWritePipePackets %[[#RID]] %[[#SG]] %[[#P]] %[[#]] %[[#C4]] %[[#C4]]
// CHECK: OpGroupCommitWritePipe %[[#SG]] %[[#P]] %[[#S]] %[[#C4]] %[[#C4]]
// CHECK: OpGetNumPipePackets %[[#UINT]] %[[#P]] %[[#C4]] %[[#C4]]
kernel void reserve_write(global const int *src, write_only pipe int p, global int *n) {
  reserve_id_t r = reserve_write_pipe(p, 2);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 1, &src[1]);
    commit_write_pipe(p, r);
  }
  reserve_id_t w = work_group_reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(w)) {
    write_pipe(p, w, 0, &src[0]);
    work_group_commit_write_pipe(p, w);
  }
  reserve_id_t s = sub_group_reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(s))
    sub_group_commit_write_pipe(p, s);
  n[0] = get_pipe_num_packets(p);
}

// CHECK: OpFunction
// CHECK: %[[#P:]] = OpFunctionParameter %[[#RO]]{{$}}
// STUB-O0: OpFunction{{ }}
// STUB-O0: %[[#P:]] = OpFunctionParameter %[[#RO]]{{$}}
// CHECK: %[[#R:]] = OpReserveReadPipePackets %[[#RID]] %[[#P]] %[[#]] %[[#C16]] %[[#C16]]
// CHECK: OpReservedReadPipe %[[#UINT]] %[[#P]] %[[#R]] %[[#]] %[[#]] %[[#C16]] %[[#C16]]
// CHECK: OpCommitReadPipe %[[#P]] %[[#R]] %[[#C16]] %[[#C16]]
// CHECK: %[[#W:]] = OpGroupReserveReadPipePackets %[[#RID]] %[[#WG]] %[[#P]] %[[#]] %[[#C16]] %[[#C16]]
// CHECK: OpGroupCommitReadPipe %[[#WG]] %[[#P]] %[[#W]] %[[#C16]] %[[#C16]]
// CHECK: %[[#S:]] = OpGroupReserveReadPipePackets %[[#RID]] %[[#SG]] %[[#P]] %[[#]] %[[#C16]] %[[#C16]]
// CHECK: OpGroupCommitReadPipe %[[#SG]] %[[#P]] %[[#S]] %[[#C16]] %[[#C16]]
// CHECK: OpGetMaxPipePackets %[[#UINT]] %[[#P]] %[[#C16]] %[[#C16]]
// (Only the write side asks for the packet count: llvm-spirv-15 -r, run by
// %spirv-val, declares __get_pipe_num_packets_{ro,wo} under one name and
// aborts on modules with both, its own output included.)
kernel void reserve_read(global int *dst, read_only pipe int4 p) {
  int4 v;
  reserve_id_t r = reserve_read_pipe(p, 1);
  if (is_valid_reserve_id(r)) {
    read_pipe(p, r, 0, &v);
    commit_read_pipe(p, r);
    dst[0] = v.x;
  }
  reserve_id_t w = work_group_reserve_read_pipe(p, 1);
  work_group_commit_read_pipe(p, w);
  reserve_id_t s = sub_group_reserve_read_pipe(p, 1);
  sub_group_commit_read_pipe(p, s);
  dst[1] = get_pipe_max_packets(p);
}

// ERR: error: spirv-emit:
// ERR: capability Pipes is not allowed by the target (needed by OpenCL pipe) [env=opencl1.2]
