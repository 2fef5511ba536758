// Arrays of clk_event_t: `clk_event_t evts[2]` is an OpVariable of an
// OpTypeArray of OpTypeDeviceEvent; `&evts[i]` and the decayed `evts` are
// access chains to an element (cast to generic for OpEnqueueKernel and
// OpEnqueueMarker), and `evts[i]` loads an event (here released).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s
// RUN: %clang -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.opt.spv>' -disable-output %t.ll
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.opt.spv

// CHECK-DAG: %[[#EVENT:]] = OpTypeDeviceEvent
// CHECK-DAG: %[[#TWO:]] = OpConstant %[[#]] 2
// CHECK-DAG: %[[#ARRAY:]] = OpTypeArray %[[#EVENT]] %[[#TWO]]
// CHECK-DAG: %[[#ARRAYPTR:]] = OpTypePointer Function %[[#ARRAY]]{{$}}
// CHECK-DAG: %[[#ELEMPTR:]] = OpTypePointer Function %[[#EVENT]]{{$}}
// CHECK-DAG: %[[#GENPTR:]] = OpTypePointer Generic %[[#EVENT]]{{$}}
// CHECK: %[[#EVTS:]] = OpVariable %[[#ARRAYPTR]] Function
// CHECK: %[[#E1:]] = OpInBoundsAccessChain %[[#ELEMPTR]] %[[#EVTS]] %[[#]]
// CHECK: OpPtrCastToGeneric %[[#GENPTR]] %[[#E1]]
// CHECK: OpEnqueueKernel
// CHECK: OpEnqueueKernel
// (the list is element 0: the access chain of &evts[0], which clang may reuse)
// CHECK: OpEnqueueKernel %[[#]] %[[#]] %[[#]] %[[#]] %[[#TWO]] %[[#]]
// CHECK: OpEnqueueMarker %[[#]] %[[#]] %[[#TWO]]
// CHECK: %[[#AT:]] = OpInBoundsAccessChain %[[#ELEMPTR]] %[[#EVTS]] %[[#]]
// CHECK: %[[#EV:]] = OpLoad %[[#EVENT]] %[[#AT]]
// CHECK: OpReleaseEvent %[[#EV]]

kernel void parent(global int *out, int k) {
  queue_t q = get_default_queue();
  clk_event_t evts[2];
  clk_event_t done, marker;
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, 0, &evts[0], ^{ out[0] = 1; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, 0, &evts[1], ^{ out[1] = 2; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 2, evts, &done, ^{ out[2] = out[0] + out[1]; });
  enqueue_marker(q, 2, evts, &marker);
  release_event(evts[k & 1]);
  release_event(evts[(k + 1) & 1]);
  release_event(done);
  release_event(marker);
}
