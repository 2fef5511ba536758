// Integer builtins -> OpenCL.std integer instructions; signedness from the mangled
// parameter types: _Z3maxii -> s_max, _Z3maxjj -> u_max; scalars beside vectors splatted.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL3.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
// CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_max
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_max
// CHECK: OpExtInst %[[#I8]] %[[#STD]] s_min
// CHECK: OpExtInst %[[#I8]] %[[#STD]] u_min
// CHECK: OpExtInst %[[#I64]] %[[#STD]] s_clamp
// CHECK: OpExtInst %[[#I16]] %[[#STD]] u_clamp
kernel void minmax(global int *i, global uint *u, global char *c, global uchar *uc, global long *l,
                   global ushort *s) {
    i[0] = max(i[1], i[2]);
    u[0] = max(u[1], u[2]);
    c[0] = min(c[1], c[2]);
    uc[0] = min(uc[1], uc[2]);
    l[0] = clamp(l[1], l[2], l[3]);
    s[0] = clamp(s[1], s[2], s[3]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_abs
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_abs_diff
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_add_sat
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_sub_sat
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_hadd
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_rhadd
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_mul_hi
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_mad_hi
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_mad_sat
// CHECK: OpExtInst %[[#I32]] %[[#STD]] u_mul24
// CHECK: OpExtInst %[[#I32]] %[[#STD]] s_mad24
kernel void arithmetic(global int *i, global uint *u) {
    i[0] = abs(i[1]);
    u[0] = abs_diff(u[1], u[2]);
    i[1] = add_sat(i[2], i[3]);
    u[1] = sub_sat(u[2], u[3]);
    i[2] = hadd(i[3], i[4]);
    u[2] = rhadd(u[3], u[4]);
    i[3] = mul_hi(i[4], i[5]);
    u[3] = mad_hi(u[4], u[5], u[6]);
    i[4] = mad_sat(i[5], i[6], i[7]);
    u[4] = mul24(u[5], u[6]);
    i[5] = mad24(i[6], i[7], i[8]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpExtInst %[[#I32]] %[[#STD]] clz
// CHECK: OpExtInst %[[#I32]] %[[#STD]] ctz
// CHECK: OpExtInst %[[#I32]] %[[#STD]] popcount
// CHECK: OpExtInst %[[#I32]] %[[#STD]] rotate
// CHECK: OpExtInst %[[#I64]] %[[#STD]] u_upsample
// CHECK: OpExtInst %[[#I16]] %[[#STD]] s_upsample
kernel void bits(global uint *u, global ulong *l, global short *s, global char *c, global uchar *uc) {
    u[0] = clz(u[1]) + ctz(u[2]) + popcount(u[3]) + rotate(u[4], u[5]);
    l[0] = upsample(u[0], u[1]);
    s[0] = upsample(c[0], uc[0]);
}

// A scalar beside vectors is splatted.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpVectorShuffle %[[#V4]] %{{[0-9]+}} %{{[0-9]+}} 0 0 0 0
// CHECK-NEXT: OpExtInst %[[#V4]] %[[#STD]] s_min
// CHECK: OpVectorShuffle %[[#V4]]
// CHECK: OpVectorShuffle %[[#V4]]
// CHECK-NEXT: OpExtInst %[[#V4]] %[[#STD]] u_clamp
kernel void vectors(global int4 *v, global uint4 *w, global int *s) {
    v[0] = min(v[1], s[0]);
    w[0] = clamp(w[1], (uint)s[1], (uint)s[2]);
}
