// Relational builtins: comparisons and classifications give bools (OpFOrd*, OpIsNan, ...),
// made into OpenCL's ints with OpSelect: scalars 1/0, vector components -1/0. any/all test
// the sign bit (OpSLessThan 0) with OpAny/OpAll; select, bitselect, shuffle, shuffle2 are
// OpenCL.std instructions.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL1.2 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#BOOL:]] = OpTypeBool
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
// CHECK-DAG: %[[#I4:]] = OpTypeVector %[[#I32]] 4
// CHECK-DAG: %[[#L2:]] = OpTypeVector %[[#I64]] 2
// CHECK-DAG: %[[#B4:]] = OpTypeVector %[[#BOOL]] 4
// CHECK-DAG: %[[#B2:]] = OpTypeVector %[[#BOOL]] 2
// CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
// CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0{{$}}
// CHECK-DAG: %[[#ALL1:]] = OpConstant %[[#I32]] 4294967295
// CHECK-DAG: %[[#TRUE4:]] = OpConstantComposite %[[#I4]] %[[#ALL1]] %[[#ALL1]] %[[#ALL1]] %[[#ALL1]]
// CHECK-DAG: %[[#ZERO4:]] = OpConstantNull %[[#I4]]

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#B:]] = OpFOrdLessThan %[[#BOOL]]
// CHECK-NEXT: OpSelect %[[#I32]] %[[#B]] %[[#ONE]] %[[#ZERO]]
// CHECK: %[[#B:]] = OpFUnordNotEqual %[[#BOOL]]
// CHECK: %[[#B:]] = OpFOrdNotEqual %[[#BOOL]]
// CHECK: %[[#B:]] = OpIsNan %[[#BOOL]]
// CHECK: %[[#B:]] = OpIsInf %[[#BOOL]]
// CHECK: %[[#B:]] = OpIsFinite %[[#BOOL]]
// CHECK: %[[#B:]] = OpIsNormal %[[#BOOL]]
// CHECK: %[[#B:]] = OpSignBitSet %[[#BOOL]]
// CHECK: %[[#B:]] = OpUnordered %[[#BOOL]]
kernel void scalars(global float *f, global int *r) {
    r[0] = isless(f[0], f[1]);
    r[1] = isnotequal(f[0], f[1]);
    r[2] = islessgreater(f[0], f[1]);
    r[3] = isnan(f[0]);
    r[4] = isinf(f[0]);
    r[5] = isfinite(f[0]);
    r[6] = isnormal(f[0]);
    r[7] = signbit(f[0]);
    r[8] = isunordered(f[0], f[1]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#B:]] = OpFOrdGreaterThanEqual %[[#B4]]
// CHECK-NEXT: OpSelect %[[#I4]] %[[#B]] %[[#TRUE4]] %[[#ZERO4]]
// CHECK: %[[#B:]] = OpIsNan %[[#B2]]
// CHECK-NEXT: OpSelect %[[#L2]] %[[#B]]
kernel void vectors(global float4 *f, global int4 *r, global double2 *d, global long2 *l) {
    r[0] = isgreaterequal(f[0], f[1]);
    l[0] = isnan(d[0]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#N:]] = OpSLessThan %[[#B4]] %{{[0-9]+}} %[[#ZERO4]]
// CHECK-NEXT: %[[#A:]] = OpAny %[[#BOOL]] %[[#N]]
// CHECK-NEXT: OpSelect %[[#I32]] %[[#A]] %[[#ONE]] %[[#ZERO]]
// CHECK: OpAll %[[#BOOL]]
// CHECK: %[[#N:]] = OpSLessThan %[[#BOOL]] %{{[0-9]+}} %[[#ZERO]]
// CHECK-NEXT: OpSelect %[[#I32]] %[[#N]] %[[#ONE]] %[[#ZERO]]
kernel void anyall(global int4 *v, global int *r) {
    r[0] = any(v[0]);
    r[1] = all(v[1]);
    r[2] = any(r[3]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#V4]] %[[#STD]] select
// CHECK: OpExtInst %[[#I4]] %[[#STD]] bitselect
// CHECK: OpExtInst %[[#V4]] %[[#STD]] shuffle
// CHECK: OpExtInst %[[#I4]] %[[#STD]] shuffle2
kernel void selects(global float4 *f, global int4 *i, global uint4 *m) {
    f[0] = select(f[1], f[2], i[0]);
    i[1] = bitselect(i[2], i[3], i[4]);
    f[3] = shuffle(f[4], m[0]);
    i[5] = shuffle2(i[6], i[7], m[1]);
}
