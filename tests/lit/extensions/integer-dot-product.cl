// cl_khr_integer_dot_product as SPV_KHR_integer_dot_product instructions when
// the extension (or SPIR-V 1.6) is allowed; tests/lit/opencl/bits.cl checks
// the emulation used otherwise.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_KHR_integer_dot_product %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.16.spv SPIRV_EMIT_VERSION=1.6 %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: /usr/bin/spirv-val %t.16.spv
// RUN: %spirv-dis %t.16.spv | FileCheck %s --check-prefix=V16

// CHECK-DAG: OpCapability DotProduct{{$}}
// CHECK-DAG: OpCapability DotProductInput4x8Bit{{$}}
// CHECK-DAG: OpCapability DotProductInput4x8BitPacked
// CHECK-DAG: OpExtension "SPV_KHR_integer_dot_product"
// CHECK: OpUDot
// dot(uchar4 a, char4 b): SUDot takes the signed operand first.
// CHECK: %[[#a:]] = OpLoad %[[#]] %[[#pa:]]
// CHECK-NEXT: %[[#b:]] = OpLoad %[[#]] %[[#pb:]]
// CHECK-NEXT: OpSUDot %[[#]] %[[#b]] %[[#a]]
// CHECK: OpUDotAccSat %[[#]] %[[#]] %[[#]] %[[#]]
// CHECK: OpSDot %[[#]] %[[#]] %[[#]] PackedVectorFormat4x8Bit
// CHECK: OpSUDotAccSat %[[#]] %[[#]] %[[#]] %[[#]] PackedVectorFormat4x8Bit

// V16: Version: 1.6
// V16-NOT: OpExtension
// V16: OpUDot

kernel void dots(global uchar4 *a, global char4 *b, global uint *u, global int *i) {
    u[0] = dot(a[0], a[1]);
    i[0] = dot(a[0], b[0]);
    u[1] = dot_acc_sat(a[0], a[1], u[2]);
    i[1] = dot_4x8packed_ss_int(u[3], u[4]) + dot_acc_sat_4x8packed_su_int(u[5], u[6], i[2]);
}
