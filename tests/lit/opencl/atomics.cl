// OpenCL 1.x atomic_*/atom_* and OpenCL 2.0 atomic_*[_explicit] -> OpAtomic*: 1.x atomics
// are Device scope, sequentially consistent on the pointer's memory class; 2.0 ones take
// memory_order/memory_scope (defaults seq_cst, device); signed or unsigned min/max by the
// mangled pointee; a pointer cast to generic is used in its original storage class.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,%if llvm15 %{TYPED%} %else %{OPAQUE%}
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: env SPIRV_EMIT_OUT=%t.cl30.spv %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.cl30.spv

// CHECK-NOT: OpCapability Int64Atomics
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#BOOL:]] = OpTypeBool
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#I32]] 1{{$}}
// CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
// CHECK-DAG: %[[#RELAXED:]] = OpConstant %[[#I32]] 0{{$}}
// CHECK-DAG: %[[#SC_G:]] = OpConstant %[[#I32]] 528{{$}}
// CHECK-DAG: %[[#SC_L:]] = OpConstant %[[#I32]] 272{{$}}
// CHECK-DAG: %[[#ACQ_L:]] = OpConstant %[[#I32]] 258{{$}}
// CHECK-DAG: %[[#REL_G:]] = OpConstant %[[#I32]] 516{{$}}
// CHECK-DAG: %[[#GENERIC:]] = OpConstant %[[#I32]] 784{{$}}
// CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I32]]{{$}}
// CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#I32]]{{$}}
// CHECK-DAG: %[[#PGF:]] = OpTypePointer CrossWorkgroup %[[#F32]]{{$}}

// CHECK-LABEL: OpFunction{{ }}
// CHECK-NEXT: %[[#G:]] = OpFunctionParameter %[[#PG]]
// CHECK-NEXT: %[[#U:]] = OpFunctionParameter %[[#PG]]
// CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#PL]]
// CHECK-NEXT: %[[#F:]] = OpFunctionParameter %[[#PGF]]
// CHECK: OpAtomicIAdd %[[#I32]] %[[#G]] %[[#DEVICE]] %[[#SC_G]]
// CHECK: OpAtomicISub %[[#I32]] %[[#G]] %[[#DEVICE]] %[[#SC_G]]
// CHECK: OpAtomicIIncrement %[[#I32]] %[[#G]] %[[#DEVICE]] %[[#SC_G]]
// CHECK: OpAtomicIDecrement %[[#I32]] %[[#L]] %[[#DEVICE]] %[[#SC_L]]
// CHECK: OpAtomicSMin %[[#I32]] %[[#G]]
// CHECK: OpAtomicUMax %[[#I32]] %[[#U]]
// CHECK: OpAtomicAnd %[[#I32]]
// CHECK: OpAtomicOr %[[#I32]]
// CHECK: OpAtomicXor %[[#I32]]
// CHECK: OpAtomicExchange %[[#I32]]
// CHECK: OpAtomicExchange %[[#F32]] %[[#F]]
// CHECK: OpAtomicCompareExchange %[[#I32]] %[[#G]] %[[#DEVICE]] %[[#SC_G]] %[[#SC_G]]
// CHECK: OpAtomicIAdd %[[#I32]] %[[#G]] %[[#DEVICE]] %[[#SC_G]]
kernel void legacy(volatile global int *g, volatile global uint *u, volatile local int *l,
                   volatile global float *f) {
    atomic_add(g, 1);
    atomic_sub(g, 2);
    atomic_inc(g);
    atomic_dec(l);
    atomic_min(g, 3);
    atomic_max(u, 4u);
    atomic_and(u, 5u);
    atomic_or(u, 6u);
    atomic_xor(u, 7u);
    atomic_xchg(g, 8);
    atomic_xchg(f, 1.0f);
    atomic_cmpxchg(g, 9, 10);
    atom_add(g, 11);
}

// The generic pointers clang passes are casts of the global and local arguments.
// CHECK-LABEL: OpFunction{{ }}
// CHECK-NEXT: %[[#G:]] = OpFunctionParameter
// CHECK-NEXT: %[[#L:]] = OpFunctionParameter
// (clang-15's typed-pointer parameter is already an int pointer: TYPED)
// OPAQUE: %[[#GI:]] = OpBitcast %[[#PG]] %[[#G]]
// OPAQUE-NEXT: OpStore %[[#GI]]
// TYPED: OpStore %[[#G]] %{{[0-9]+}}
// CHECK: OpAtomicStore %[[#GI2:]] %[[#DEVICE]] %[[#SC_G]]
// CHECK: OpAtomicLoad %[[#I32]] %{{[0-9]+}} %[[#WG]] %[[#ACQ_L]]
// CHECK: OpAtomicIAdd %[[#I32]] %{{[0-9]+}} %[[#DEVICE]] %[[#RELAXED]]
// CHECK: OpAtomicUMin %[[#I32]]
// CHECK: OpAtomicSMax %[[#I32]] %{{[0-9]+}} %[[#DEVICE]] %[[#REL_G]]
// CHECK: OpAtomicExchange %[[#I32]]
// CHECK: %[[#OLD:]] = OpAtomicCompareExchange %[[#I32]] %{{[0-9]+}} %[[#DEVICE]] %[[#SC_G]] %[[#SC_G]] %{{[0-9]+}} %[[#EXP:]]
// CHECK-NEXT: OpStore %{{[0-9]+}} %[[#OLD]]
// CHECK-NEXT: OpIEqual %[[#BOOL]] %[[#OLD]] %[[#EXP]]
// CHECK: OpAtomicCompareExchange %[[#I32]] %{{[0-9]+}} %[[#WG]]
// CHECK: OpAtomicFlagTestAndSet %[[#BOOL]]
// CHECK: OpAtomicFlagClear %{{[0-9]+}} %[[#DEVICE]] %[[#SC_G]]
kernel void c11(volatile global atomic_int *g, volatile local atomic_int *l, global int *r) {
    atomic_init(g, 0);
    atomic_store(g, 1);
    r[0] = atomic_load_explicit(l, memory_order_acquire, memory_scope_work_group);
    atomic_fetch_add_explicit(g, 2, memory_order_relaxed);
    atomic_fetch_min((volatile global atomic_uint *)g, 3u);
    atomic_fetch_max_explicit(g, 4, memory_order_release, memory_scope_device);
    r[1] = atomic_exchange(g, 5);
    int expected = r[2];
    r[3] = atomic_compare_exchange_strong(g, &expected, 6);
    r[4] = atomic_compare_exchange_weak_explicit(l, &expected, 7, memory_order_acq_rel, memory_order_acquire,
                                                 memory_scope_work_group);
    r[5] = atomic_flag_test_and_set((volatile global atomic_flag *)g);
    atomic_flag_clear((volatile global atomic_flag *)g);
}

// A generic pointer that is not a cast keeps its class: semantics name both memory classes.
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpAtomicIAdd %[[#I32]] %{{[0-9]+}} %[[#DEVICE]] %[[#GENERIC]]
int add_generic(volatile generic atomic_int *p) {
    return atomic_fetch_add(p, 1);
}
