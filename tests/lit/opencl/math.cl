// Math, common and geometric builtins -> OpenCL.std instructions: same-name functions,
// max/min/clamp on floats -> fmax/fmin/fclamp, scalars beside vectors splatted with
// OpCompositeConstruct, pointer operands with their mangled pointee, dot -> OpDot.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: env SPIRV_EMIT_OUT=%t.cl12.spv %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv
// RUN: %spirv-dis %t.cl12.spv | FileCheck %s --check-prefix=CL12

// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
// CHECK-DAG: %[[#I4:]] = OpTypeVector %[[#I32]] 4
// CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F32]]{{$}}
// CHECK-DAG: %[[#PI:]] = OpTypePointer Function %[[#I32]]{{$}}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#F32]] %[[#STD]] sqrt
// CHECK: OpExtInst %[[#F32]] %[[#STD]] exp
// CHECK: OpExtInst %[[#F32]] %[[#STD]] atan2
// CHECK: OpExtInst %[[#F32]] %[[#STD]] fma
// CHECK: OpExtInst %[[#F32]] %[[#STD]] erfc
// CHECK: OpExtInst %[[#F32]] %[[#STD]] native_sin
// CHECK: OpExtInst %[[#F32]] %[[#STD]] half_exp
// CHECK: OpExtInst %[[#F32]] %[[#STD]] fmax
// CHECK: OpExtInst %[[#F32]] %[[#STD]] fmin
// CHECK: OpExtInst %[[#F32]] %[[#STD]] fclamp
// CHECK: OpExtInst %[[#I32]] %[[#STD]] ilogb
// CHECK: OpExtInst %[[#F32]] %[[#STD]] degrees
// CHECK: OpExtInst %[[#F32]] %[[#STD]] smoothstep
kernel void scalar(global float *f, global int *i) {
    float x = f[0], y = f[1], z = f[2];
    f[3] = sqrt(x) + exp(y) + atan2(x, y) + fma(x, y, z) + erfc(x) + native_sin(x) + half_exp(y);
    f[4] = max(x, y) + min(x, z) + clamp(x, y, z);
    i[0] = ilogb(x);
    f[5] = degrees(x) + smoothstep(x, y, z);
}

// A scalar beside vectors is splatted; ldexp's int too.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#X:]] = OpLoad %[[#F32]]
// CHECK-NEXT: %[[#T:]] = OpCompositeInsert %[[#V4]] %[[#X]] %{{[0-9]+}} 0
// CHECK-NEXT: %[[#S:]] = OpVectorShuffle %[[#V4]] %[[#T]] %[[#T]] 0 0 0 0
// CHECK-NEXT: OpExtInst %[[#V4]] %[[#STD]] fmin %{{[0-9]+}} %[[#S]]
// CHECK: OpVectorShuffle %[[#I4]]
// CHECK-NEXT: OpExtInst %[[#V4]] %[[#STD]] ldexp
// CHECK: OpExtInst %[[#V4]] %[[#STD]] mix
// CHECK: OpVectorShuffle %[[#V4]]
// CHECK-NEXT: OpExtInst %[[#V4]] %[[#STD]] step
kernel void mixed(global float4 *v, global float *s, global int *k) {
    v[1] = fmin(v[0], s[0]);
    v[2] = ldexp(v[0], k[0]);
    v[3] = mix(v[0], v[1], s[1]);
    v[4] = step(s[2], v[0]);
}

// Pointer results: the pointer points to the mangled pointee type.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#IP:]] = OpVariable %[[#PF]] Function
// CHECK: %[[#EP:]] = OpVariable %[[#PI]] Function
// CHECK: OpExtInst %[[#F32]] %[[#STD]] fract %{{[0-9]+}} %[[#IP]]
// CHECK: OpExtInst %[[#F32]] %[[#STD]] frexp %{{[0-9]+}} %[[#EP]]
kernel void pointers(global float *f, global int *i) {
    float ip;
    int e;
    f[1] = fract(f[0], &ip) + ip;
    f[2] = frexp(f[0], &e);
    i[0] = e;
}

// Geometric functions; dot is OpDot on vectors and a product on scalars.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpDot %[[#F32]]
// CHECK: OpFMul %[[#F32]]
// CHECK: OpExtInst %[[#F32]] %[[#STD]] length
// CHECK: OpExtInst %[[#F32]] %[[#STD]] distance
// CHECK: OpExtInst %[[#V4]] %[[#STD]] normalize
// CHECK: OpExtInst %[[#V4]] %[[#STD]] cross
kernel void geometric(global float4 *v, global float *f) {
    f[0] = dot(v[0], v[1]) + dot(f[1], f[2]) + length(v[0]) + distance(v[0], v[1]);
    v[2] = normalize(v[0]) + cross(v[0], v[1]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#F64]] %[[#STD]] pow
kernel void doubles(global double *d) {
    d[0] = pow(d[1], d[2]);
}

// OpenCL 1.2 has no generic address space: a private pointer operand stays Function.
// CL12-NOT: OpCapability GenericPointer
// CL12: OpExtInst %{{[0-9]+}} %{{[0-9]+}} fract %{{[0-9]+}} %{{[0-9]+}}
