// Pipes and device-side enqueue are not translated: each builtin is an error naming it and
// the feature (never a silently imported function); nothing is written.
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK-DAG: OpenCL builtin function '__read_pipe_2' (__read_pipe_2) is not supported yet (pipes are not translated)
// CHECK-DAG: OpenCL builtin function '__write_pipe_2' (__write_pipe_2) is not supported yet (pipes are not translated)
// CHECK-DAG: OpenCL builtin function '__reserve_read_pipe' (__reserve_read_pipe) is not supported yet (pipes are not translated)
// CHECK-DAG: OpenCL builtin function 'is_valid_reserve_id' (_Z19is_valid_reserve_id13ocl_reserveid) is not supported yet (pipes are not translated)
// CHECK-DAG: OpenCL builtin function 'get_default_queue' (_Z17get_default_queuev) is not supported yet (device-side enqueue and its events are not translated)
// CHECK-DAG: OpenCL builtin function 'ndrange_1D' (_Z10ndrange_1Dm) is not supported yet (device-side enqueue and its events are not translated)
// CHECK-DAG: OpenCL builtin function '__enqueue_kernel_basic' (__enqueue_kernel_basic) is not supported yet (device-side enqueue and its events are not translated)
// CHECK: 1 error generated.

kernel void pipes(read_only pipe int in, write_only pipe int out, global int *r) {
    int v;
    read_pipe(in, &v);
    write_pipe(out, &v);
    reserve_id_t id = reserve_read_pipe(in, 1);
    r[0] = is_valid_reserve_id(id);
}

kernel void enqueue(global int *r) {
    queue_t q = get_default_queue();
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ r[0] = 1; });
}
