// 64-bit OpenCL 2.0 atomics: compare-exchange on atomic_long, and on
// atomic_double (compared as an i64), and exchange on atomic_double all need
// Int64Atomics (OpenCL C ties atomic_double to cl_khr_int64_base_atomics).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s

// CHECK-DAG: OpCapability Int64Atomics
// CHECK-DAG: %[[#ULONG:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#DOUBLE:]] = OpTypeFloat 64
// CHECK: OpAtomicCompareExchange %[[#ULONG]]
// CHECK: OpAtomicCompareExchange %[[#ULONG]]
// CHECK: OpAtomicExchange %[[#DOUBLE]]
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global atomic_long *l, global atomic_double *d, global long *out) {
  long el = out[0];
  out[1] = atomic_compare_exchange_strong(l, &el, 7L);
  double ed = 1.0;
  out[2] = atomic_compare_exchange_weak(d, &ed, 2.0);
  out[3] = (long)atomic_exchange(d, 3.0);
  out[4] = el;
}
