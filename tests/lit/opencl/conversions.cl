// convert_<type>[_sat][_<rounding>]: the opcode from the source and destination types
// (sign or zero extension by the mangled source type), SaturatedConversion and
// FPRoundingMode decorations from the name, OpSatConvertSToU/UToS across signedness,
// nothing at all for a same-width, same-signedness conversion; as_<type> is a bitcast.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: OpDecorate %[[#SAT1:]] SaturatedConversion
// CHECK-DAG: OpDecorate %[[#RTE:]] FPRoundingMode RTE
// CHECK-DAG: OpDecorate %[[#RTZ:]] FPRoundingMode RTZ
// CHECK-DAG: OpDecorate %[[#RTP:]] FPRoundingMode RTP
// CHECK-DAG: OpDecorate %[[#RTN:]] FPRoundingMode RTN
// CHECK-DAG: OpDecorate %[[#FSAT:]] SaturatedConversion
// CHECK-DAG: OpDecorate %[[#FSAT]] FPRoundingMode RTP
// CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
// CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
// CHECK-DAG: %[[#I4:]] = OpTypeVector %[[#I32]] 4
// CHECK-DAG: %[[#C4:]] = OpTypeVector %[[#I8]] 4

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpSConvert %[[#I64]]
// CHECK: OpUConvert %[[#I64]]
// CHECK: %[[#SAT1]] = OpSConvert %[[#I8]]
// CHECK: OpSatConvertSToU %[[#I8]]
// CHECK: OpSatConvertUToS %[[#I16]]
// CHECK: OpSatConvertSToU %[[#I32]]
// CHECK-NOT: Convert
// CHECK: OpReturn
kernel void integers(global int *i, global uint *u, global long *l, global ulong *ul, global char *c,
                     global uchar *uc, global short *s, global uint *r) {
    l[0] = convert_long(i[0]);
    ul[0] = convert_ulong(u[0]);
    c[0] = convert_char_sat(i[1]);
    uc[0] = convert_uchar_sat(i[2]);
    s[0] = convert_short_sat(u[1]);
    r[0] = convert_uint_sat(i[3]);
    r[1] = convert_uint(i[4]) + convert_uint(u[2]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#RTE]] = OpConvertFToS %[[#I4]]
// CHECK: %[[#RTZ]] = OpConvertSToF %[[#V4]]
// CHECK: %[[#RTP]] = OpConvertUToF %[[#F32]]
// CHECK: %[[#RTN]] = OpFConvert %[[#F32]]
// CHECK: %[[#FSAT]] = OpConvertFToU %[[#C4]]
// CHECK: OpConvertFToS %[[#I32]]
// CHECK: OpFConvert %[[#F64]]
kernel void floats(global float4 *f, global int4 *i, global uint *u, global double *d, global float *r,
                   global uchar4 *c, global int *n) {
    i[0] = convert_int4_rte(f[0]);
    f[1] = convert_float4_rtz(i[1]);
    r[0] = convert_float_rtp(u[0]);
    r[1] = convert_float_rtn(d[0]);
    c[0] = convert_uchar4_sat_rtp(f[2]);
    n[0] = convert_int(r[2]);
    d[1] = convert_double(r[3]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#X:]] = OpFMul %[[#V4]]
// CHECK-NEXT: OpBitcast %[[#I4]] %[[#X]]
kernel void reinterpret(global float4 *f, global int4 *i) {
    i[0] = as_int4(f[0] * 2.0f) + 1;
}
