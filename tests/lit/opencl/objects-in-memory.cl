// OpenCL objects kept in memory. A `__local reserve_id_t` (as the work-group
// pipe functions are written) is a Workgroup OpVariable of OpTypeReserveId,
// an array of them an array variable; an event a block captures is a member
// of the block literal, whose struct type gets an OpTypeDeviceEvent member
// (in the kernel, which stores it, and in the invoke function, which loads
// it). The reference translator makes the same, and reads it back.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.spv
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val --target-env opencl2.0 %t.spv
// clang 19+ splits the __local array into variables and reaches the captured event through a
// byte offset: their modules are validated (above), the checks below are clang 15/16's forms.
// RUN: %if !llvm19 && !llvm22 %{ %spirv-dis %t.spv | FileCheck %s %}
// At -O0 every clang's getelementptr into the __local array of reserve ids translates.
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.O0.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// clang-15's -O0 form (typed pointers) reaches the slots otherwise: validated above.
// RUN: %if llvm16 %{ %spirv-dis %t.O0.spv | FileCheck %s %}
// RUN: %llvm-spirv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
// clang-15's typed-pointer IR (%opencl.reserve_id_t* in memory, the event's
// member reached through a byte getelementptr and a cast) gives the same.
// RUN: %if typed-pointers %{ clang-15 -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.15.bc %}
// RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.15.spv>' -disable-output %t.15.bc %}
// RUN: %if typed-pointers %{ env SPIRV_READ_ENV=CL2.0 %spirv-val %t.15.spv %}
// RUN: %if typed-pointers %{ %spirv-dis %t.15.spv | FileCheck %s %}
// RUN: %llvm-spirv -r --spirv-target-env=SPV-IR %t.O0.spv -o %t.rev.O0.bc

// CHECK-DAG: %[[#RID:]] = OpTypeReserveId
// CHECK-DAG: %[[#EVENT:]] = OpTypeDeviceEvent
// CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#WGRID:]] = OpTypePointer Workgroup %[[#RID]]
// CHECK-DAG: %[[#RIDS:]] = OpTypeArray %[[#RID]] %[[#]]
// CHECK-DAG: %[[#WGRIDS:]] = OpTypePointer Workgroup %[[#RIDS]]
// CHECK-DAG: OpTypeStruct %[[#UINT]] %[[#UINT]] {{.*}}%[[#EVENT]]
// CHECK-DAG: %[[#PR:]] = OpVariable %[[#WGRID]] Workgroup
// CHECK-DAG: %[[#CS:]] = OpVariable %[[#WGRIDS]] Workgroup

kernel void producer(global const int *src, write_only pipe int p) {
  __local reserve_id_t r;
  r = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, r);
  }
}
// CHECK: OpFunction
// CHECK: %[[#R:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: OpStore %[[#PR]] %[[#R]]
// CHECK: OpIsValidReserveId
// CHECK: %[[#L:]] = OpLoad %[[#RID]] %[[#PR]]
// CHECK: OpReservedWritePipe %[[#]] %[[#]] %[[#L]]
// CHECK: OpGroupCommitWritePipe

kernel void consumer(read_only pipe int p, global int *dst, int which) {
  __local reserve_id_t spare[2];
  int v = -1;
  spare[which] = work_group_reserve_read_pipe(p, get_local_size(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  reserve_id_t r = spare[which];
  if (is_valid_reserve_id(r)) {
    read_pipe(p, r, get_local_id(0), &v);
    work_group_commit_read_pipe(p, r);
  }
  dst[get_global_id(0)] = v;
}
// CHECK: OpFunction
// CHECK: %[[#R2:]] = OpGroupReserveReadPipePackets %[[#RID]]
// CHECK: OpStore %[[#]] %[[#R2]]
// CHECK: OpLoad %[[#RID]]
// CHECK: OpGroupCommitReadPipe

kernel void capture(global int *res) {
  queue_t q = get_default_queue();
  clk_event_t evt;
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &evt, ^{ res[0] = 1; });
  void (^second)(void) = ^{ res[1] = is_valid_event(evt) ? 10 : 20; };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 1, &evt, NULL, second);
  release_event(evt);
}
// CHECK: OpFunction
// CHECK: %[[#E:]] = OpLoad %[[#EVENT]]
// CHECK: OpStore %[[#]] %[[#E]]
// CHECK: OpEnqueueKernel
// CHECK: OpFunction
// CHECK: %[[#CAPTURED:]] = OpLoad %[[#EVENT]]
// CHECK: OpIsValidEvent %[[#]] %[[#CAPTURED]]

// A pointer to reserve ids from the caller (at -O0 spilled to a stack slot
// whose loads are the parameter): element pointers into Workgroup memory.
kernel void slots(write_only pipe int p, global const int *src, local reserve_id_t *slots) {
  int slot = get_group_id(0) & 1;
  slots[slot] = work_group_reserve_write_pipe(p, get_local_size(0));
  reserve_id_t r = slots[slot];
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, r);
  }
}
// CHECK: OpFunction
// CHECK: %[[#SLOTS:]] = OpFunctionParameter %[[#WGRID]]
// CHECK: %[[#R3:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#ELEMENT:]] = OpInBoundsPtrAccessChain %[[#WGRID]] %[[#SLOTS]]
// CHECK: OpStore %[[#ELEMENT]] %[[#R3]]
