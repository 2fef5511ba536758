// Barriers and fences: flags CLK_LOCAL_MEM_FENCE (1) -> WorkgroupMemory (0x100),
// CLK_GLOBAL_MEM_FENCE (2) -> CrossWorkgroupMemory (0x200), CLK_IMAGE_MEM_FENCE (4) ->
// ImageMemory (0x800); barrier -> OpControlBarrier Workgroup Workgroup SequentiallyConsistent|flags,
// memory_scope -> Scope, memory_order -> ordering bits; mem_fence family -> OpMemoryBarrier.
// Flags and orders that are not constants are mapped at run time.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// Scopes: CrossDevice 0, Device 1, Workgroup 2, Subgroup 3, Invocation 4.
// CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#I32]] 1{{$}}
// CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
// CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3{{$}}
// SequentiallyConsistent 0x10 | WorkgroupMemory 0x100 = 272; | CrossWorkgroupMemory = 784;
// | ImageMemory 0x800 = 2064; AcquireRelease 0x8 | 0x100 = 264; Acquire 0x2 | 0x200 = 514;
// Release 0x4 | 0x100 = 260; Acquire|Release... acq_rel 0x8 | 0x200 = 520.
// CHECK-DAG: %[[#SEQ:]] = OpConstant %[[#I32]] 16{{$}}
// CHECK-DAG: %[[#SC_L:]] = OpConstant %[[#I32]] 272{{$}}
// CHECK-DAG: %[[#SC_LG:]] = OpConstant %[[#I32]] 784{{$}}
// CHECK-DAG: %[[#SC_I:]] = OpConstant %[[#I32]] 2064{{$}}
// CHECK-DAG: %[[#AR_L:]] = OpConstant %[[#I32]] 264{{$}}
// CHECK-DAG: %[[#A_G:]] = OpConstant %[[#I32]] 514{{$}}
// CHECK-DAG: %[[#R_L:]] = OpConstant %[[#I32]] 260{{$}}
// CHECK-DAG: %[[#AR_G:]] = OpConstant %[[#I32]] 520{{$}}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SC_L]]
// CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SC_LG]]
// CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#DEVICE]] %[[#SC_LG]]
// CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SC_I]]
// CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#AR_L]]
// CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#A_G]]
// CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#R_L]]
// CHECK-NEXT: OpMemoryBarrier %[[#DEVICE]] %[[#AR_G]]
// CHECK-NEXT: OpControlBarrier %[[#SG]] %[[#SG]] %[[#SC_L]]
// CHECK-NEXT: OpReturn
kernel void constant_flags(void) {
    barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_device);
    work_group_barrier(CLK_IMAGE_MEM_FENCE);
    mem_fence(CLK_LOCAL_MEM_FENCE);
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    write_mem_fence(CLK_LOCAL_MEM_FENCE);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
}

// A computed flags argument becomes its semantics bits at run time.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpBitwiseAnd %[[#I32]]
// CHECK: OpSelect %[[#I32]]
// CHECK: %[[#SEM:]] = OpBitwiseOr %[[#I32]] %{{[0-9]+}} %[[#SEQ]]
// CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SEM]]
kernel void computed_flags(global uint *f) {
    barrier(f[0]);
}
