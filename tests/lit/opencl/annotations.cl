// __attribute__((annotate)) as each clang emits it: on a struct member
// (llvm.ptr.annotation on the member's getelementptr) -> OpMemberDecorate, on a
// local variable (llvm.var.annotation) -> OpDecorate of its OpVariable.
// clang-15's typed-pointer IR reaches both through a cast to i8*, clang-16+
// passes the pointers themselves; the strings are in address space 0 (15) or
// the constant address space (16+).
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_INTEL_fpga_memory_attributes %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

// CHECK-DAG: OpCapability FPGAMemoryAttributesINTEL
// CHECK-DAG: OpMemberDecorate %[[#S:]] 1 NumbanksINTEL 4
// CHECK-DAG: OpMemberDecorate %[[#S]] 1 RegisterINTEL
// CHECK-DAG: OpDecorate %[[#V:]] MaxPrivateCopiesINTEL 2
// CHECK-DAG: %[[#S]] = OpTypeStruct
// CHECK: OpFunction
// CHECK: %[[#V]] = OpVariable %{{[0-9]+}} Function

struct S { int a; int b __attribute__((annotate("{numbanks:4}{register:1}"))); };

kernel void k(global int *out) {
  int v __attribute__((annotate("{private_copies:2}"))) = out[1];
  struct S s;
  s.a = v;
  s.b = v + 1;
  out[0] = s.a + s.b;
}
