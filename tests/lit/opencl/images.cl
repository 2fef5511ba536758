// Images and samplers: clang 16 passes them as ptr addrspace(1) / ptr addrspace(2); their
// types come from !kernel_arg_type/!kernel_arg_access_qual and the manglings of the builtins
// using them, and follow the values through calls and (at -O0) stack slots. OpTypeImage has
// sampled type void, format Unknown and an access qualifier; literal samplers are
// OpConstantSampler.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefix=O0
// RUN: env SPIRV_EMIT_OUT=%t.cl12.spv %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %s -o %t.bc -DCL12
// RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv

// CHECK-DAG: OpCapability ImageBasic
// CHECK-DAG: OpCapability LiteralSampler
// CHECK-DAG: %[[#VOID:]] = OpTypeVoid
// CHECK-DAG: %[[#RO2D:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: %[[#WO2D:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: %[[#RO3D:]] = OpTypeImage %[[#VOID]] 3D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: %[[#DEPTH:]] = OpTypeImage %[[#VOID]] 2D 1 1 0 0 Unknown ReadOnly
// CHECK-DAG: %[[#SAMPLER:]] = OpTypeSampler
// CHECK-DAG: %[[#SI:]] = OpTypeSampledImage %[[#RO2D]]
// CHECK-DAG: %[[#LIT:]] = OpConstantSampler %[[#SAMPLER]] Repeat 1 Linear
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
// CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
// CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
// CHECK-DAG: %[[#V3I:]] = OpTypeVector %[[#I32]] 3
// CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F32]] 0{{$}}
// CHECK-DAG: %[[#CLK_R:]] = OpConstant %[[#I32]] 4272{{$}}

constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

// CHECK-LABEL: OpFunction{{ }}
// CHECK-NEXT: %[[#IMG:]] = OpFunctionParameter %[[#RO2D]]
// CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#SAMPLER]]
// CHECK-NEXT: %[[#OUT:]] = OpFunctionParameter %[[#WO2D]]
// CHECK: %[[#C:]] = OpSampledImage %[[#SI]] %[[#IMG]] %[[#S]]
// CHECK-NEXT: OpImageSampleExplicitLod %[[#V4F]] %[[#C]] %{{[0-9]+}} Lod %[[#ZERO]]
// CHECK: %[[#L:]] = OpSampledImage %[[#SI]] %[[#IMG]] %[[#LIT]]
// CHECK-NEXT: OpImageSampleExplicitLod %[[#V4F]] %[[#L]]
// CHECK: OpImageRead %[[#V4I]] %[[#IMG]]
// CHECK: OpImageWrite %[[#OUT]]
// CHECK: %[[#Q:]] = OpImageQuerySize %[[#V2I]] %[[#IMG]]
// CHECK-NEXT: OpCompositeExtract %[[#I32]] %[[#Q]] 0
// CHECK: %[[#O:]] = OpImageQueryOrder %[[#I32]] %[[#IMG]]
// CHECK-NEXT: OpIAdd %[[#I32]] %[[#O]] %[[#CLK_R]]
kernel void sample(read_only image2d_t img, sampler_t s, write_only image2d_t out, global int *info) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float4 a = read_imagef(img, s, p);
    float4 b = read_imagef(img, linear, (float2)(0.5f, 0.25f));
    int4 c = read_imagei(img, p);
    write_imagef(out, p, a + b + convert_float4(c));
    info[0] = get_image_width(img) + get_image_channel_order(img);
}

// A 3D image's dim is (w, h, d, 0); a depth image array reads a scalar.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#Q3:]] = OpImageQuerySize %[[#V3I]]
// CHECK-NEXT: OpVectorShuffle %[[#V4I]] %[[#Q3]] %{{[0-9]+}} 0 1 2 3
// CHECK: %[[#T:]] = OpImageSampleExplicitLod %[[#V4F]]
// CHECK-NEXT: OpCompositeExtract %[[#F32]] %[[#T]] 0
kernel void shapes(read_only image3d_t cube, read_only image2d_array_depth_t depth, global int4 *dims,
                   global float *d) {
    dims[0] = get_image_dim(cube);
    const sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
    d[0] = read_imagef(depth, nearest, (float4)(0.5f, 0.5f, 1.0f, 0.0f));
}

// A helper receiving an image: at -O0 the image and sampler are spilled to stack slots,
// which vanish (no Function variable of an image type).
// O0-NOT: OpTypePointer Function %{{[0-9]+}} Image
// O0: OpFunctionParameter
float4 helper(read_only image2d_t img, sampler_t s) {
    return read_imagef(img, s, (int2)(0, 0));
}

#ifndef CL12
kernel void through(read_only image2d_t img, sampler_t s, global float4 *o) {
    o[0] = helper(img, s);
}
#endif
