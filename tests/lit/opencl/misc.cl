// printf -> OpenCL.std printf with the format as a pointer to its first character in
// UniformConstant; to_global/to_local/to_private -> OpGenericCastToPtrExplicit; get_fence
// from the pointer's storage (OpGenericPtrMemSemantics for a generic pointer);
// async_work_group_copy -> OpGroupAsyncCopy waited for at once (the event list cast to generic,
// as the translator passes it; private under env=opencl1.2); prefetch -> OpenCL.std prefetch.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,%if llvm15 %{TYPED%} %else %{OPAQUE%}
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: env SPIRV_EMIT_OUT=%t.cl12.spv %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %s -o %t.bc -DCL12
// RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv
// RUN: env SPIRV_EMIT_OUT=%t.env12.spv SPIRV_EMIT_ENV=opencl1.2 %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %s -o %t.bc -DCL12
// RUN: %spirv-val --target-env opencl1.2 %t.env12.spv
// RUN: %spirv-dis %t.env12.spv | FileCheck %s --check-prefix=CL12

// CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#VOID:]] = OpTypeVoid
// CHECK-DAG: %[[#EVENT:]] = OpTypeEvent
// CHECK-DAG: %[[#PC:]] = OpTypePointer UniformConstant %[[#I8]]
// CHECK-DAG: %[[#FMT:]] = OpVariable %{{[0-9]+}} UniformConstant %{{[0-9]+}}
// CHECK-DAG: %[[#Z64:]] = OpConstant %[[#I64]] 0{{$}}
// OPAQUE-DAG: %[[#Z32:]] = OpConstant %[[#I32]] 0{{$}}
// CHECK-DAG: %[[#NOEVENT:]] = OpConstantNull %[[#EVENT]]
// CHECK-DAG: %[[#PEVENT:]] = OpTypePointer Function %[[#EVENT]]
// CHECK-DAG: %[[#GEVENT:]] = OpTypePointer Generic %[[#EVENT]]
// CL12-NOT: OpCapability GenericPointer
// CL12: OpGroupAsyncCopy
// CL12-NEXT: OpStore %[[#E:]]
// CL12-NEXT: OpGroupWaitEvents %{{[0-9]+}} %{{[0-9]+}} %[[#E]]

// CHECK-LABEL: OpFunction{{ }}
// (clang-15 indexes the format string with i64 zeros: TYPED)
// OPAQUE: %[[#F:]] = OpInBoundsPtrAccessChain %[[#PC]] %[[#FMT]] %[[#Z64]] %[[#Z32]]
// TYPED: %[[#F:]] = OpInBoundsPtrAccessChain %[[#PC]] %[[#FMT]] %[[#Z64]] %[[#Z64]]
// CHECK: OpExtInst %[[#I32]] %[[#STD]] printf %[[#F]]
kernel void print(global int *a) {
    a[1] = printf("a[0] = %d, %f\n", a[0], (float)a[0]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} CrossWorkgroup
// CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} Workgroup
// CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} Function
// CHECK: OpGenericPtrMemSemantics %[[#I32]]
#ifndef CL12
int casts(generic int *p) {
    return *to_global(p) + *to_local(p) + *to_private(p) + (int)get_fence(p);
}
#endif

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpVariable %[[#PEVENT]] Function
// CHECK: OpExtInst %[[#VOID]] %[[#STD]] prefetch
// CHECK: %[[#C:]] = OpGroupAsyncCopy %[[#EVENT]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[#NOEVENT]]
// CHECK-NEXT: OpStore %[[#E:]] %[[#C]]
// CHECK-NEXT: %[[#GE:]] = OpPtrCastToGeneric %[[#GEVENT]] %[[#E]]
// CHECK-NEXT: OpGroupWaitEvents %{{[0-9]+}} %{{[0-9]+}} %[[#GE]]
// CHECK: OpGroupAsyncCopy %[[#EVENT]]
kernel void copies(global float *g, local float *l) {
    prefetch(g, 16);
    event_t e = async_work_group_copy(l, g, 64, 0);
    wait_group_events(1, &e);
    e = async_work_group_strided_copy(g, l, 16, 4, 0);
    wait_group_events(1, &e);
}
