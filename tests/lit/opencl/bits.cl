// cl_khr_extended_bit_ops and cl_khr_integer_dot_product. The bit operations are the
// SPV_KHR_bit_instructions instructions when the target allows that extension, and shifts
// and masks otherwise; integer dot products are widened lane products and a sum (OpSDot
// needs SPIR-V 1.6), with s_add_sat/u_add_sat for dot_acc_sat.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=EMULATED
// RUN: env SPIRV_EMIT_OUT=%t.ext.spv SPIRV_EMIT_EXT=+SPV_KHR_bit_instructions %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: /usr/bin/spirv-val %t.ext.spv
// RUN: %spirv-dis %t.ext.spv | FileCheck %s --check-prefix=NATIVE

// EMULATED-NOT: OpCapability BitInstructions
// EMULATED-NOT: OpBitFieldInsert
// EMULATED-LABEL: OpFunction{{ }}
// EMULATED: OpShiftRightLogical
// EMULATED: OpShiftLeftLogical
// EMULATED: OpShiftRightArithmetic

// NATIVE-DAG: OpCapability BitInstructions
// NATIVE-DAG: OpExtension "SPV_KHR_bit_instructions"
// NATIVE-NOT: OpCapability Shader
// NATIVE-LABEL: OpFunction{{ }}
// NATIVE: OpBitFieldInsert
// NATIVE: OpBitFieldUExtract
// NATIVE: OpBitFieldSExtract
// NATIVE: OpBitReverse
kernel void bitops(global uint *u, global int *i, global uchar4 *c) {
    u[0] = bitfield_insert(u[1], u[2], 4, 8);
    u[3] = bitfield_extract_unsigned(u[4], 3, 5);
    i[0] = bitfield_extract_signed(i[1], 2, 6);
    u[5] = bit_reverse(u[6]);
    c[0] = bit_reverse(c[1]);
}

// EMULATED-LABEL: OpFunction{{ }}
// EMULATED: OpUConvert
// EMULATED: OpSConvert
// EMULATED: OpIMul
// EMULATED: OpExtInst %{{[0-9]+}} %{{[0-9]+}} u_add_sat
// EMULATED: OpBitcast
// EMULATED: OpExtInst %{{[0-9]+}} %{{[0-9]+}} s_add_sat
kernel void dots(global uchar4 *a, global char4 *b, global uint *u, global int *i) {
    u[0] = dot(a[0], a[1]);
    i[0] = dot(a[0], b[0]);
    u[1] = dot_acc_sat(a[0], a[1], u[2]);
    i[1] = dot_4x8packed_ss_int(u[3], u[4]) + dot_acc_sat_4x8packed_su_int(u[5], u[6], i[2]);
}
