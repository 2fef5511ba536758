// SPV_KHR_untyped_pointers where an instruction still wants a typed
// pointer: SPIRV-Tools checks the pointee of OpenCL.std pointer operands
// (vloadn, vstoren, fract, printf), so those operands are cast back to a
// typed pointer with OpBitcast; DebugDeclare wants an OpVariable, so a
// variable it names stays typed behind a cast; DebugGlobalVariable of an
// untyped variable names DebugInfoNone. Program-scope variables (constant
// with initializer, global, local) and generic casts are untyped.
// A getelementptr constant expression has no untyped form: an error, no file.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_KHR_untyped_pointers %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.spv
// The checks describe clang-16's IR forms (clang-15's typed pointers and clang 19+'s byte getelementptrs give other instruction sequences); every version's modules are validated.
// RUN: %if llvm16 %{ %spirv-dis-new %t.spv | FileCheck %s %}
// RUN: env SPIRV_EMIT_OUT=%t.g.spv SPIRV_EMIT_EXT=+SPV_KHR_untyped_pointers %clang -g -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.g.spv
// RUN: %if llvm16 %{ %spirv-dis-new %t.g.spv | FileCheck %s --check-prefix=GLOBALS %}
// RUN: %opt -passes='spirv-emit<out=%t.declare.spv;ext=+SPV_KHR_untyped_pointers>' -disable-output %S/../debuginfo/variable-locations.ll
// RUN: %spirv-val --new-only --no-reader %t.declare.spv
// RUN: %if llvm16 %{ %spirv-dis-new %t.declare.spv | FileCheck %s --check-prefix=DECLARE %}
// RUN: %if llvm16 %{ %not %opt -passes='spirv-emit<out=%t.gep.spv;ext=+SPV_KHR_untyped_pointers>' -disable-output %S/../core/globals.ll 2>&1 | FileCheck %s --check-prefix=ERR %}
// RUN: test ! -e %t.gep.spv

// CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
// CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: %[[LONG:[0-9]+]] = OpTypeInt 64 0
// CHECK-DAG: %[[GLOBAL_INT:[0-9]+]] = OpTypePointer CrossWorkgroup %[[INT]]
// CHECK-DAG: %[[CONSTANT:[0-9]+]] = OpTypeUntypedPointerKHR UniformConstant
// CHECK-DAG: %[[GLOBAL:[0-9]+]] = OpTypeUntypedPointerKHR CrossWorkgroup
// CHECK-DAG: %[[LOCAL:[0-9]+]] = OpTypeUntypedPointerKHR Workgroup
// CHECK-DAG: %[[GENERIC:[0-9]+]] = OpTypeUntypedPointerKHR Generic
// CHECK-DAG: %[[PRIVATE:[0-9]+]] = OpTypeUntypedPointerKHR Function
// A recursive struct has the untyped pointer as member (the forward pointer
// case: untyped-pointers-recursive.ll). Pointers to events (opaque
// objects) stay typed.
// CHECK-DAG: OpTypeStruct %[[INT]] %[[GLOBAL]]{{$}}
// CHECK-DAG: %[[EVENT:[0-9]+]] = OpTypeEvent
// CHECK-DAG: OpTypePointer Function %[[EVENT]]
// CHECK-DAG: %[[GLOBAL_FLOAT:[0-9]+]] = OpTypePointer CrossWorkgroup %[[FLOAT]]
// CHECK-DAG: %[[PRIVATE_FLOAT:[0-9]+]] = OpTypePointer Function %[[FLOAT]]
// CHECK-DAG: %[[STRING:[0-9]+]] = OpTypePointer UniformConstant %{{[0-9]+}}
// CHECK-DAG: %[[WEIGHTS:[0-9]+]] = OpUntypedVariableKHR %[[CONSTANT]] UniformConstant %{{[0-9]+}} %{{[0-9]+}}
// CHECK-DAG: %[[HITS:[0-9]+]] = OpUntypedVariableKHR %[[GLOBAL]] CrossWorkgroup %{{[0-9]+}} %{{[0-9]+}}
// CHECK-DAG: %[[TILE:[0-9]+]] = OpUntypedVariableKHR %[[LOCAL]] Workgroup %{{[0-9]+}}
// CHECK: %[[WHOLE:[0-9]+]] = OpUntypedVariableKHR %[[PRIVATE]] Function %[[FLOAT]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[CONSTANT]] %{{[0-9]+}} %[[WEIGHTS]]
// CHECK: %[[WHOLE_TYPED:[0-9]+]] = OpBitcast %[[PRIVATE_FLOAT]] %[[WHOLE]]
// CHECK-NEXT: OpExtInst %[[FLOAT]] %{{[0-9]+}} fract %{{[0-9]+}} %[[WHOLE_TYPED]]
// CHECK: %[[IN:[0-9]+]] = OpBitcast %[[GLOBAL_FLOAT]]
// CHECK-NEXT: OpExtInst %{{[0-9]+}} %{{[0-9]+}} vloadn %{{[0-9]+}} %[[IN]] 4
// CHECK: %[[OUT:[0-9]+]] = OpBitcast %[[GLOBAL_FLOAT]]
// CHECK-NEXT: OpExtInst %{{[0-9]+}} %{{[0-9]+}} vstoren %{{[0-9]+}} %{{[0-9]+}} %[[OUT]]
// CHECK: OpPtrCastToGeneric %[[GENERIC]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[GENERIC]]
// CHECK: OpAtomicIAdd %{{[0-9]+}} %[[HITS]]
// CHECK: %[[FORMAT:[0-9]+]] = OpBitcast %[[STRING]]
// CHECK-NEXT: OpExtInst %{{[0-9]+}} %{{[0-9]+}} printf %[[FORMAT]]

// GLOBALS: %[[NONE:[0-9]+]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugInfoNone
// GLOBALS-NEXT: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} {{[0-9]+}} 0 %{{[0-9]+}} %{{[0-9]+}} %[[NONE]] FlagIsDefinition

// DECLARE-DAG: %[[UNTYPED:[0-9]+]] = OpTypeUntypedPointerKHR Function
// DECLARE-DAG: %[[TYPED:[0-9]+]] = OpTypePointer Function %{{[0-9]+}}
// DECLARE: %[[VAR:[0-9]+]] = OpVariable %[[TYPED]] Function
// DECLARE-NEXT: OpBitcast %[[UNTYPED]] %[[VAR]]
// DECLARE: DebugDeclare %{{[0-9]+}} %[[VAR]]

// ERR: error: spirv-emit: the constant address into data (a getelementptr constant expression) has no untyped form (SPV_KHR_untyped_pointers)

constant float weights[4] = {0.5f, 1.0f, 1.5f, 2.0f};
global int hits = 0;

int sum_generic(int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += p[i];
  return s;
}

kernel void fallbacks(global const float *in, global float *out, global int *gout) {
  size_t i = get_global_id(0);
  local int tile[16];
  tile[get_local_id(0) % 16] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = in[i] * weights[i % 4];
  float whole;
  out[i] += fract(in[i], &whole) + whole;
  float4 q = vload4(i, in);
  vstore4(q * 2.0f, i, out);
  gout[i] = sum_generic(tile, 16) + sum_generic(gout, 2);
  atomic_fetch_add((volatile global atomic_int *)&hits, 1);
  printf("%d\n", (int)i);
}

// An access chain stepping over pointers has the pointer-sized integer as
// base type (SPIR-V wants a non-pointer one; the stride is the same).
// CHECK: = OpFunction %
// CHECK-NEXT: %[[PP:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[LONG]] %[[PP]]
kernel void pointers(global int *global *pp, global int *out) {
  size_t i = get_global_id(0);
  out[i] = *pp[i];
}

// Atomic flag instructions take no untyped pointer: a cast to the typed one.
// CHECK: = OpFunction %
// CHECK-NEXT: OpFunctionParameter %[[GLOBAL]]
// CHECK: %[[TYPED_FLAG:[0-9]+]] = OpBitcast %[[GLOBAL_INT]] %{{[0-9]+}}
// CHECK-NEXT: OpAtomicFlagTestAndSet %{{[0-9]+}} %[[TYPED_FLAG]]
kernel void flag(global atomic_flag *f, global int *out) {
  out[get_global_id(0)] = atomic_flag_test_and_set(f);
}

typedef struct node { int v; global struct node *next; } node_t;
kernel void walk(global node_t *head, global int *out) {
  int s = 0;
  for (global node_t *n = head; n; n = n->next) s += n->v;
  out[get_global_id(0)] = s;
}

kernel void events(global int *dst, global const int *src) {
  local int buf[64];
  event_t e[2];
  e[0] = async_work_group_copy(buf, src, 32, 0);
  e[1] = async_work_group_copy(buf + 32, src + 32, 32, 0);
  wait_group_events(2, e);
  dst[get_local_id(0)] = buf[get_local_id(0)];
}
