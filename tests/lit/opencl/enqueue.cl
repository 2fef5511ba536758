// Device-side enqueue and blocks (OpenCL C 6.15.17): clang's
// __enqueue_kernel_* calls become OpEnqueueKernel naming the invoke kernel
// (its parameters point to i8), with the block literal's size and alignment
// and pointers to the local sizes (as the translator passes them);
// ndrange_ND -> OpBuildNDRange stored to the sret result; clk_event_t
// variables are OpVariables of OpTypeDeviceEvent; kernel queries name the
// invoke function; a block called directly is an ordinary function call.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.spv
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %clang -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.opt.spv>' -disable-output %t.ll
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.opt.spv
// RUN: %not %opt -passes='spirv-emit<out=%t.cl12.spv;env=opencl1.2>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.cl12.spv

// CHECK-DAG: OpCapability Kernel
// CHECK-DAG: OpCapability DeviceEnqueue
// CHECK-DAG: OpEntryPoint Kernel %[[#INVOKE:]] "__parent_block_invoke_kernel"
// CHECK-DAG: OpEntryPoint Kernel %[[#INVOKE3:]] "__parent_block_invoke_3_kernel"
// CHECK-DAG: %[[#QUEUE:]] = OpTypeQueue
// CHECK-DAG: %[[#EVENT:]] = OpTypeDeviceEvent
// CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#ULONG:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#UCHAR:]] = OpTypeInt 8 0
// CHECK-DAG: %[[#NDRANGE:]] = OpTypeStruct %[[#UINT]] [[ARR:%[0-9]+]] [[ARR]] [[ARR]]{{$}}
// CHECK-DAG: %[[#GENERIC_EVENT:]] = OpTypePointer Generic %[[#EVENT]]{{$}}
// CHECK-DAG: %[[#NULL_EVENT:]] = OpConstantNull %[[#GENERIC_EVENT]]{{$}}
// CHECK-DAG: %[[#GENERIC_BYTE:]] = OpTypePointer Generic %[[#UCHAR]]{{$}}
// CHECK-DAG: %[[#LOCAL_BYTE:]] = OpTypePointer Workgroup %[[#UCHAR]]{{$}}
// CHECK-DAG: %[[#C16:]] = OpConstant %[[#ULONG]] 16{{$}}

// CHECK: OpFunction
// CHECK: %[[#Q:]] = OpGetDefaultQueue %[[#QUEUE]]
// CHECK: OpBuildNDRange %[[#NDRANGE]] %[[#C16]]
// CHECK: OpEnqueueKernel %[[#UINT]] %[[#Q]] %[[#]] %[[#]] %[[#]] %[[#NULL_EVENT]] %[[#NULL_EVENT]] %[[#INVOKE]] %[[#]] %[[#]] %[[#]]{{$}}
// CHECK: OpBuildNDRange %[[#NDRANGE]]
// CHECK: OpPtrCastToGeneric %[[#GENERIC_EVENT]]
// CHECK: OpEnqueueKernel %[[#UINT]] %[[#Q]]
// CHECK: OpEnqueueKernel %[[#UINT]] %[[#Q]] %[[#]] %[[#]] %[[#]] %[[#NULL_EVENT]] %[[#NULL_EVENT]] %[[#INVOKE3]] %[[#]] %[[#]] %[[#]] %[[#]]{{$}}
// CHECK: OpEnqueueKernel %[[#UINT]] %[[#Q]] {{.*}} %[[#]] %[[#]]{{$}}
// CHECK: OpEnqueueMarker %[[#UINT]] %[[#Q]]
// CHECK: %[[#U:]] = OpCreateUserEvent %[[#EVENT]]
// CHECK: OpIsValidEvent %[[#]] %[[#U]]
// CHECK: OpSetUserEventStatus %[[#U]]
// CHECK: OpRetainEvent %[[#U]]
// CHECK: OpReleaseEvent %[[#U]]
// CHECK: OpGetKernelWorkGroupSize %[[#UINT]]
// CHECK: OpGetKernelPreferredWorkGroupSizeMultiple %[[#UINT]]
// O0: OpFunctionCall
// CHECK: OpGetKernelNDrangeSubGroupCount %[[#UINT]]
// CHECK: OpGetKernelNDrangeMaxSubGroupSize %[[#UINT]]
// CHECK: OpCaptureEventProfilingInfo
// CHECK: %[[#INVOKE]] = OpFunction
// CHECK-NEXT: OpFunctionParameter %[[#GENERIC_BYTE]]
// CHECK: %[[#INVOKE3]] = OpFunction
// CHECK-NEXT: OpFunctionParameter %[[#GENERIC_BYTE]]
// CHECK-NEXT: OpFunctionParameter %[[#LOCAL_BYTE]]

// ERR: capability DeviceEnqueue is not allowed by the target
kernel void child(global int *a, int v) { a[get_global_id(0)] = v; }
kernel void parent(global int *a, global int *status) {
  queue_t q = get_default_queue();
  ndrange_t nd = ndrange_1D(16);
  size_t gs2[2] = {4, 4};
  int v = 7;
  status[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{ a[get_global_id(0)] = v; });
  clk_event_t e1, e2;
  status[1] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_2D(gs2), 0, NULL, &e1, ^{ a[16+get_global_id(0)] = 1; });
  status[2] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd, ^(local void *l){ ((local int*)l)[0]=1; a[32]= ((local int*)l)[0]; }, 64u);
  status[3] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, 1, &e1, &e2, ^(local void *l, local void *m){ a[33]=2; }, 64u, 32u);
  status[4] = enqueue_marker(q, 1, &e2, &e1);
  clk_event_t u = create_user_event();
  status[5] = is_valid_event(u);
  set_user_event_status(u, CL_COMPLETE);
  retain_event(u); release_event(u); release_event(u); release_event(e1); release_event(e2);
  void (^b)(void) = ^{ a[40] = 3; };
  status[6] = get_kernel_work_group_size(b);
  status[7] = get_kernel_preferred_work_group_size_multiple(b);
  b();
  status[8] = get_kernel_sub_group_count_for_ndrange(nd, b);
  status[9] = get_kernel_max_sub_group_size_for_ndrange(nd, b);
  capture_event_profiling_info(e1, CLK_PROFILING_COMMAND_EXEC_TIME, status);
}
