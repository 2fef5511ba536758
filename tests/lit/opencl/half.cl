// cl_khr_fp16 arithmetic and builtins on half: Float16 (not only Float16Buffer).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: OpCapability Float16{{$}}
// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
// CHECK-DAG: %[[#H4:]] = OpTypeVector %[[#F16]] 4
// CHECK: OpExtInst %[[#F16]] %[[#STD]] sqrt
// CHECK: OpExtInst %[[#H4]] %[[#STD]] fmax
// CHECK: OpConvertFToS
// CHECK: OpFConvert %[[#F16]]
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void halves(global half *h, global half4 *v, global int *i, global float *f) {
    h[0] = sqrt(h[1]) * h[2];
    v[0] = fmax(v[1], h[3]);
    i[0] = convert_int(h[4]);
    h[5] = convert_half_rtz(f[0]);
}
