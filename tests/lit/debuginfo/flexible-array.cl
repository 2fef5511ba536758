// Flexible array members (`int data[];`: DISubrange count -1) and GNU
// zero-length arrays (count 0) keep their debug information. OpenCL.DebugInfo.100
// takes no zero Component Count (SPIRV-Tools rejects it, and DebugInfoNone):
// there such an array has one element, as C's pre-C99 `data[1]` idiom wrote
// it; NonSemantic.Shader.DebugInfo.100 takes 0.
// LLVM 15 (typed pointers): with -g the local struct copy is stored at a
// mismatched pointer type (OpStore type mismatch), so the debug information
// falls back; a known gap of the typed-pointer lowering, not of the arrays.
// XFAIL: llvm15
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=OCL
// RUN: env SPIRV_EMIT_OUT=%t.o2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val %t.o2.spv
// RUN: env SPIRV_EMIT_OUT=%t.ns.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val --no-reader %t.ns.spv
// RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefix=NS

// QUIET-NOT: warning
// OCL-DAG: %[[#ONE:]] = OpConstant %[[#]] 1
// OCL-DAG: %[[#DATA:]] = OpString "data"
// OCL-DAG: %[[#ARR:]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#]] %[[#ONE]]
// OCL-DAG: DebugTypeMember %[[#DATA]] %[[#ARR]]
// OCL-DAG: %[[#V:]] = OpString "v"
// OCL-DAG: %[[#ARR2:]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#]] %[[#ONE]]
// OCL-DAG: DebugTypeMember %[[#V]] %[[#ARR2]]
// NS-DAG: %[[#ZERO:]] = OpConstant %[[#]] 0
// NS-DAG: DebugTypeArray %[[#]] %[[#ZERO]]

struct S { int n; int data[]; };
struct T { int n; float v[0]; };

kernel void k(global struct S *s, global struct T *t, global int *o) {
  struct S local_s;
  local_s.n = s->n;
  o[0] = s->data[1] + local_s.n + (int)t->v[0];
}
