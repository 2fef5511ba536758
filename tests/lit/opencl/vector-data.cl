// vload/vstore -> OpenCL.std vloadn (literal n), vstoren, vload_half[n], vloada_halfn,
// vstore_half[n][_r] (rounding mode operand), vstorea_halfn[_r]; the pointer points to the
// mangled element type in its own storage class (generic casts are looked through). Half
// data that is only pointed to needs Float16Buffer, not Float16.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: env SPIRV_EMIT_OUT=%t.cl12.spv %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv

// CHECK-DAG: OpCapability Float16Buffer
// CHECK-NOT: OpCapability Float16{{$}}
// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#VOID:]] = OpTypeVoid
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
// CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F32]] 3
// CHECK-DAG: %[[#I16:]] = OpTypeVector %[[#I32]] 16
// CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
// CHECK-DAG: %[[#PH:]] = OpTypePointer CrossWorkgroup %[[#F16]]
// CHECK-DAG: %[[#PI:]] = OpTypePointer Workgroup %[[#I32]]

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#F:]] = OpFunctionParameter %[[#PF]]
// CHECK: %[[#H:]] = OpFunctionParameter %[[#PH]]
// CHECK: %[[#L:]] = OpFunctionParameter %[[#PI]]
// CHECK: OpExtInst %[[#V4]] %[[#STD]] vloadn %{{[0-9]+}} %[[#F]] 4
// CHECK: OpExtInst %[[#V3]] %[[#STD]] vloadn %{{[0-9]+}} %[[#F]] 3
// CHECK: OpExtInst %[[#I16]] %[[#STD]] vloadn %{{[0-9]+}} %[[#L]] 16
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstoren %{{[0-9]+}} %{{[0-9]+}} %[[#F]]
// CHECK: OpExtInst %[[#F32]] %[[#STD]] vload_half %{{[0-9]+}} %[[#H]]
// CHECK: OpExtInst %[[#V4]] %[[#STD]] vload_halfn %{{[0-9]+}} %[[#H]] 4
// CHECK: OpExtInst %[[#V4]] %[[#STD]] vloada_halfn %{{[0-9]+}} %[[#H]] 4
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstore_half %{{[0-9]+}} %{{[0-9]+}} %[[#H]]
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstore_half_r %{{[0-9]+}} %{{[0-9]+}} %[[#H]] RTZ
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstore_halfn_r %{{[0-9]+}} %{{[0-9]+}} %[[#H]] RTP
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstorea_halfn %{{[0-9]+}} %{{[0-9]+}} %[[#H]]
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] vstorea_halfn_r %{{[0-9]+}} %{{[0-9]+}} %[[#H]] RTN
kernel void data(global float *f, global half *h, local int *l, global int16 *o) {
    size_t i = get_global_id(0);
    float4 a = vload4(i, f);
    float3 b = vload3(i, f);
    o[i] = vload16(i, l);
    vstore4(a + b.xyzx, i, f);
    float x = vload_half(i, h);
    float4 y = vload_half4(i, h) + vloada_half4(i, h);
    vstore_half(x, i, h);
    vstore_half_rtz(x, i, h);
    vstore_half4_rtp(y, i, h);
    vstorea_half2(y.xy, i, h);
    vstorea_half4_rtn(y, i, h);
}
