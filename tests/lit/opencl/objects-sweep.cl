// Every OpenCL object kind kept in memory, as real programs write it: events
// of async copies in private arrays (run-time indices) and passed by pointer
// to a function; device events in arrays (enqueue_kernel's event lists), in
// struct members, passed by pointer, captured by a block; queues in struct
// members, arrays and captured by nested blocks; an image captured by a block
// and a sampler in a private variable; reserve ids in private struct members
// and passed by pointer. (OpenCL C forbids images, samplers, pipes and event_t
// in structs and arrays, and images and pipes in variables.) Every clang at
// -O0 and -O2 and clang-15's typed pointers give modules both validators
// accept and the reference translator reads back; the checks are the struct
// types holding objects.
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.O2.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O2.spv
// RUN: %llvm-spirv -r --spirv-target-env=CL2.0 %t.O2.spv -o %t.rev.O2.bc
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.O0.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// RUN: %llvm-spirv -r --spirv-target-env=CL2.0 %t.O0.spv -o %t.rev.O0.bc
// RUN: %spirv-dis %t.O0.spv | FileCheck %s
// RUN: %if typed-pointers %{ clang-15 -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.15.O0.bc %}
// RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.15.O0.spv>' -disable-output %t.15.O0.bc %}
// RUN: %if typed-pointers %{ env SPIRV_READ_ENV=CL2.0 %spirv-val %t.15.O0.spv %}
// RUN: %if typed-pointers %{ %spirv-dis %t.15.O0.spv | FileCheck %s %}
// RUN: %if typed-pointers %{ clang-15 -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.15.O2.bc %}
// RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.15.O2.spv>' -disable-output %t.15.O2.bc %}
// RUN: %if typed-pointers %{ env SPIRV_READ_ENV=CL2.0 %spirv-val %t.15.O2.spv %}

// CHECK-DAG: %[[#QUEUE:]] = OpTypeQueue
// CHECK-DAG: %[[#EVENT:]] = OpTypeDeviceEvent
// CHECK-DAG: %[[#RID:]] = OpTypeReserveId
// CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
// CHECK-DAG: OpTypeStruct %[[#EVENT]] %[[#INT]]{{$}}
// CHECK-DAG: OpTypeStruct %[[#QUEUE]] %[[#INT]]{{$}}
// CHECK-DAG: OpTypeStruct %[[#RID]] %[[#INT]]{{$}}
// CHECK-DAG: OpTypeArray %[[#EVENT]] %[[#]]

// events from async copies
kernel void ev_arr(global const int *src, global int *dst, local int *tmp) {
  event_t e[2];
  e[0] = async_work_group_copy(tmp, src, 16, 0);
  e[1] = async_work_group_copy(tmp + 16, src + 16, 16, 0);
  wait_group_events(2, e);
  dst[get_global_id(0)] = tmp[get_local_id(0)];
}
kernel void ev_var(global const int *src, global int *dst, local int *tmp) {
  event_t e = async_work_group_copy(tmp, src, 32, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = tmp[get_local_id(0)];
}
void waiter(event_t *e) { wait_group_events(1, e); }
kernel void ev_byptr(global const int *src, global int *dst, local int *tmp) {
  event_t e = async_work_group_copy(tmp, src, 32, 0);
  waiter(&e);
  dst[get_global_id(0)] = tmp[get_local_id(0)];
}
kernel void ev_var_idx(global const int *src, global int *dst, local int *tmp, int k) {
  event_t e[3];
  for (int i = 0; i < 3; i++) e[i] = async_work_group_copy(tmp + 8 * i, src + 8 * i, 8, 0);
  wait_group_events(1, &e[k]);
  wait_group_events(3, e);
  dst[get_global_id(0)] = tmp[get_local_id(0)];
}
// clk events
kernel void ce_arr(global int *res) {
  queue_t q = get_default_queue();
  clk_event_t evts[2];
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &evts[0], ^{ res[0] = 1; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &evts[1], ^{ res[1] = 2; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 2, evts, NULL, ^{ res[2] = 3; });
  release_event(evts[0]);
  release_event(evts[1]);
}
void rel(clk_event_t *e) { release_event(*e); }
kernel void ce_byptr(global int *res) {
  clk_event_t e = create_user_event();
  set_user_event_status(e, CL_COMPLETE);
  rel(&e);
}
typedef struct { clk_event_t e; int n; } ces;
kernel void ce_struct(global int *res) {
  ces s;
  s.e = create_user_event();
  s.n = 1;
  set_user_event_status(s.e, CL_COMPLETE);
  res[0] = is_valid_event(s.e);
  release_event(s.e);
}
kernel void ce_capture(global int *res) {
  queue_t q = get_default_queue();
  clk_event_t e = create_user_event();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ res[0] = is_valid_event(e); });
  set_user_event_status(e, CL_COMPLETE);
  release_event(e);
}
// queues
typedef struct { queue_t q; int n; } qs;
kernel void q_struct(global int *res) {
  qs s;
  s.q = get_default_queue();
  enqueue_kernel(s.q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ res[0] = 1; });
}
kernel void q_arr(global int *res, int k) {
  queue_t qs2[2];
  qs2[0] = get_default_queue();
  qs2[1] = get_default_queue();
  enqueue_kernel(qs2[k & 1], CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ res[0] = 1; });
}
kernel void q_capture(global int *res) {
  queue_t q = get_default_queue();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ res[0] = 1; }); });
}
// images and samplers in private variables / by pointer
kernel void img_var(read_only image2d_t img, global float4 *out) {
  sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;
  out[0] = read_imagef(img, s, (int2)(0, 0));
}
kernel void img_capture(read_only image2d_t img, global float4 *out) {
  queue_t q = get_default_queue();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ out[0] = read_imagef(img, (int2)(0, 0)); });
}
// pipes captured / reserve ids in private struct
typedef struct { reserve_id_t r; int n; } rs;
kernel void rid_struct(write_only pipe int p, global const int *src) {
  rs s;
  s.r = reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(s.r)) {
    write_pipe(p, s.r, 0, &src[get_global_id(0)]);
    commit_write_pipe(p, s.r);
  }
}
void commit(write_only pipe int p, reserve_id_t *r) { commit_write_pipe(p, *r); }
kernel void rid_byptr(write_only pipe int p, global const int *src) {
  reserve_id_t r = reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, &src[get_global_id(0)]);
    commit(p, &r);
  }
}
