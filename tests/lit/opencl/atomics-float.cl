// cl_ext_float_atomics: atomic_fetch_add/sub/min/max on atomic_float and atomic_double ->
// OpAtomicFAddEXT (sub adds the negation) and OpAtomicFMinEXT/OpAtomicFMaxEXT, with their
// capabilities and extensions.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL3.0 -target spir64 -O2 -Xclang -cl-ext=+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp32_local_atomic_add,+__opencl_c_ext_fp32_global_atomic_min_max,+__opencl_c_ext_fp64_global_atomic_add -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,%if llvm15 %{TYPED%} %else %{OPAQUE%}

// CHECK-DAG: OpCapability AtomicFloat32AddEXT
// CHECK-DAG: OpCapability AtomicFloat64AddEXT
// CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
// CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
// CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
// CHECK-LABEL: OpFunction{{ }}
// CHECK-NEXT: %[[#G:]] = OpFunctionParameter
// CHECK-NEXT: %[[#L:]] = OpFunctionParameter
// (clang-15's typed-pointer parameters are already float pointers: TYPED)
// OPAQUE: %[[#GF:]] = OpBitcast %{{[0-9]+}} %[[#G]]
// OPAQUE-NEXT: OpAtomicFAddEXT %[[#F32]] %[[#GF]]
// TYPED: OpAtomicFAddEXT %[[#F32]] %[[#G]]
// CHECK: OpAtomicFMaxEXT %[[#F32]]
// OPAQUE: %[[#LF:]] = OpBitcast %{{[0-9]+}} %[[#L]]
// CHECK: %[[#N:]] = OpFNegate %[[#F32]]
// OPAQUE-NEXT: OpAtomicFAddEXT %[[#F32]] %[[#LF]] %{{[0-9]+}} %{{[0-9]+}} %[[#N]]
// TYPED-NEXT: OpAtomicFAddEXT %[[#F32]] %[[#L]] %{{[0-9]+}} %{{[0-9]+}} %[[#N]]
// CHECK: OpAtomicFMinEXT %[[#F32]]
// CHECK: OpAtomicFAddEXT %[[#F64]]
kernel void k(volatile global atomic_float *f, volatile local atomic_float *l, volatile global atomic_double *d,
              global float *r) {
    r[0] = atomic_fetch_add(f, 1.0f) + atomic_fetch_max_explicit(f, 2.0f, memory_order_relaxed) +
           atomic_fetch_sub(l, 3.0f) + atomic_fetch_min(f, r[1]);
    r[2] = (float)atomic_fetch_add(d, 1.0);
}
