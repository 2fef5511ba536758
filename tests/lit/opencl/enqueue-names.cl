// The kernels of enqueued blocks get entry-point names (and OpNames, which
// Intel's runtime names kernels by) without dots: with -g,
// clang-22 names blocks `__k_block_invoke.1`, and Intel's CPU runtime cannot
// map an enqueued block to a kernel named so ("CPUBlockToKernelMapper not found
// key in map"). Host code never looks these kernels up by name. (A renamed one
// avoids the names of the others: unit test in plugin/src/lower/module/kernel.rs;
// on Intel's runtime: tests/exec/kernels/enqueue_*.cl in the clang-O2-g mode.)
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s

// CHECK-NOT: OpEntryPoint Kernel %{{[0-9]+}} "{{[^"]*[.][^"]*}}"
// CHECK: OpEntryPoint Kernel %{{[0-9]+}} "parent"
// CHECK-NOT: OpEntryPoint Kernel %{{[0-9]+}} "{{[^"]*[.][^"]*}}"
// CHECK-COUNT-4: OpEntryPoint Kernel %{{[0-9]+}} "__parent_block_invoke{{[_0-9]*}}_kernel"
// CHECK-NOT: OpEntryPoint
// CHECK-NOT: OpName %{{[0-9]+}} "{{[^"]*[.][^"]*}}_kernel"

kernel void parent(global int *a, int n) {
  queue_t q = get_default_queue();
  ndrange_t r = ndrange_1D(4);
  clk_event_t e1, e2;
  enqueue_kernel(q, 0, r, 0, 0, &e1, ^{ a[get_global_id(0)] = n; });
  enqueue_kernel(q, 0, r, 1, &e1, &e2, ^{ a[get_global_id(0)] += 1; });
  enqueue_kernel(q, 0, r, ^{ a[get_global_id(0) + 4] = 2 * n; });
  enqueue_kernel(q, 0, r, 1, &e2, 0, ^{ a[get_global_id(0) + 8] = 3; });
  release_event(e1);
  release_event(e2);
}
