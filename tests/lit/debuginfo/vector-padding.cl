// Odd-length vectors (clang's ext_vector_type(5)) are described by their
// lanes (a DebugTypeArray of 5), while LLVM pads them to 8: at -O2 clang
// describes the padding lanes too (a DW_OP_LLVM_fragment at bit 160 of a
// 160-bit variable). Those locations are left out, since readers reject a
// fragment outside its variable (llvm-spirv-15 -r: "fragment is larger than
// or outside of variable"); the variables and their other locations stay.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ

// QUIET-NOT: warning
// CHECK-DAG: %[[#X:]] = OpString "x"
// CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#]] 5
// CHECK-DAG: DebugTypeArray %[[#]] %[[#FIVE]]
// CHECK-DAG: DebugLocalVariable %[[#X]]
// READ-NOT: DW_OP_LLVM_fragment, 160
// READ: !DILocalVariable(name: "x"

typedef int int5 __attribute__((ext_vector_type(5)));

kernel void k(global int *out, global const int *a) {
  int gid = get_global_id(0);
  int5 x = *(global const int5 *)(a + 8 * gid);
  int5 y = x * 3 + (int5)(1, 2, 3, 4, 5);
  *(global int5 *)(out + 8 * gid) = y;
}
