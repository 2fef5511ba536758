// Reserve ids (the work-group pipe functions' __local reserve_id_t) in arrays
// and structs: arrays of objects become OpTypeArray of OpTypeReserveId (nested
// for reserve_id_t[2][3]), struct members holding them members of that type,
// and every getelementptr form clang writes an access chain to the object:
// constant and run-time indices (-O0: one getelementptr per index; -O2: one
// for the whole path, or, on clang 19+, byte offsets), a struct member
// holding an array, arrays of structs, a struct whose first member is the
// object stored to through the struct itself (-O2 drops the zero indices).
// The same in private memory. Every clang version, -O0 and -O2, and
// clang-15's typed pointers are validated; the checks are the types and the
// access chains the -O0 forms and clang 15/16's -O2 forms give.
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.O2.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O2.spv
// clang 19+ at -O2 forwards the stored reserve ids and splits some arrays:
// its module is validated, the checks describe clang 15/16's -O2 form.
// RUN: %if !llvm19 && !llvm22 %{ %spirv-dis %t.O2.spv | FileCheck %s --check-prefixes=TYPES,CHECK %}
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.O0.bc
// RUN: env SPIRV_READ_ENV=CL2.0 %spirv-val %t.O0.spv
// clang 19+ wraps each kernel's body in a function of its own: the types are
// checked there, the functions on clang 15/16.
// RUN: %if !llvm19 && !llvm22 %{ %spirv-dis %t.O0.spv | FileCheck %s --check-prefixes=TYPES,CHECK %}
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefix=TYPES
// RUN: %if typed-pointers %{ clang-15 -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.15.O0.bc %}
// RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.15.O0.spv>' -disable-output %t.15.O0.bc %}
// RUN: %if typed-pointers %{ env SPIRV_READ_ENV=CL2.0 %spirv-val %t.15.O0.spv %}
// RUN: %if typed-pointers %{ %spirv-dis %t.15.O0.spv | FileCheck %s --check-prefixes=TYPES,CHECK %}
// RUN: %if typed-pointers %{ clang-15 -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.15.O2.bc %}
// RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.15.O2.spv>' -disable-output %t.15.O2.bc %}
// RUN: %if typed-pointers %{ env SPIRV_READ_ENV=CL2.0 %spirv-val %t.15.O2.spv %}
// RUN: %if typed-pointers %{ %spirv-dis %t.15.O2.spv | FileCheck %s --check-prefixes=TYPES,CHECK %}
// A byte offset into the middle of an object is an error naming function and instruction.
// RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/objects-misplaced.ll 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: in function 'misaligned': a byte offset of 12 into memory holding OpenCL objects is not supported (it points into the middle of an object)
// ERR-NEXT: %mid = getelementptr inbounds i8, ptr addrspace(3) @misaligned.ids, i64 12
// The reference translator reads the modules back.
// RUN: %llvm-spirv -r --spirv-target-env=CL2.0 %t.O2.spv -o %t.rev.O2.bc
// RUN: %llvm-spirv -r --spirv-target-env=CL2.0 %t.O0.spv -o %t.rev.O0.bc

// TYPES-DAG: %[[#RID:]] = OpTypeReserveId
// TYPES-DAG: %[[#WGRID:]] = OpTypePointer Workgroup %[[#RID]]{{$}}
// TYPES-DAG: %[[#RID2:]] = OpTypeArray %[[#RID]] %[[#TWO:]]
// TYPES-DAG: %[[#RID3:]] = OpTypeArray %[[#RID]] %[[#THREE:]]
// TYPES-DAG: %[[#RID23:]] = OpTypeArray %[[#RID3]] %[[#TWO]]{{$}}
// TYPES-DAG: OpVariable %[[#]] Workgroup
// TYPES-DAG: %[[#HOLDER:]] = OpTypeStruct %[[#]] %[[#RID2]]{{$}}
// TYPES-DAG: %[[#ONE:]] = OpTypeStruct %[[#]] %[[#RID]]{{$}}
// TYPES-DAG: %[[#ONES:]] = OpTypeArray %[[#ONE]] %[[#TWO]]{{$}}
// TYPES-DAG: %[[#FIRST:]] = OpTypeStruct %[[#RID]] %[[#]]
// TYPES-DAG: %[[#WG23:]] = OpTypePointer Workgroup %[[#RID23]]{{$}}
// TYPES-DAG: %[[#V23:]] = OpVariable %[[#WG23]] Workgroup
// TYPES-DAG: %[[#WGHOLDER:]] = OpTypePointer Workgroup %[[#HOLDER]]{{$}}
// TYPES-DAG: %[[#VHOLDER:]] = OpVariable %[[#WGHOLDER]] Workgroup
// TYPES-DAG: %[[#WGONES:]] = OpTypePointer Workgroup %[[#ONES]]{{$}}
// TYPES-DAG: %[[#VONES:]] = OpVariable %[[#WGONES]] Workgroup

// ids[g] with a run-time g
kernel void array_var(write_only pipe int p, global const int *src) {
  local reserve_id_t ids[2];
  int g = get_group_id(0) & 1;
  ids[g] = work_group_reserve_write_pipe(p, get_local_size(0));
  reserve_id_t r = ids[g];
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, r);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R1:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#E1:]] = OpIn{{.*}}AccessChain %[[#WGRID]] %[[#]]
// CHECK-NEXT: OpStore %[[#E1]] %[[#R1]]
// CHECK: OpGroupCommitWritePipe

// ids[g][2]: an array of arrays, the inner array reached first at -O0
kernel void array_2d(write_only pipe int p, global const int *src) {
  local reserve_id_t ids[2][3];
  int g = get_group_id(0) & 1;
  ids[g][2] = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(ids[g][2])) {
    write_pipe(p, ids[g][2], get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, ids[g][2]);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R2:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#E2:]] = OpIn{{.*}}AccessChain %[[#WGRID]] %[[#]]
// CHECK-NEXT: OpStore %[[#E2]] %[[#R2]]
// CHECK: OpLoad %[[#RID]] %[[#]]
// CHECK: OpGroupCommitWritePipe

// h.r[g]: an array in a struct
typedef struct { int n; reserve_id_t r[2]; } holder;
kernel void array_in_struct(write_only pipe int p, global const int *src) {
  local holder h;
  int g = get_group_id(0) & 1;
  h.r[g] = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(h.r[g])) {
    write_pipe(p, h.r[g], get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, h.r[g]);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R3:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#E3:]] = OpIn{{.*}}AccessChain %[[#WGRID]] %[[#]]
// CHECK-NEXT: OpStore %[[#E3]] %[[#R3]]
// CHECK: OpGroupCommitWritePipe

// hs[g].r: structs in an array
typedef struct { int n; reserve_id_t r; } one;
kernel void struct_in_array(write_only pipe int p, global const int *src) {
  local one hs[2];
  int g = get_group_id(0) & 1;
  hs[g].r = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(hs[g].r)) {
    write_pipe(p, hs[g].r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, hs[g].r);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R4:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#E4:]] = OpIn{{.*}}AccessChain %[[#WGRID]] %[[#]]
// CHECK-NEXT: OpStore %[[#E4]] %[[#R4]]
// CHECK: OpGroupCommitWritePipe

// s.r with r the first member: stored through &s (clang -O0; at -O2 the
// struct is split into variables)
typedef struct { reserve_id_t r; int n; } first;
kernel void first_member(write_only pipe int p, global const int *src) {
  local first s;
  s.r = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(s.r)) {
    write_pipe(p, s.r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, s.r);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R5:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: OpStore %[[#]] %[[#R5]]
// CHECK: OpGroupCommitWritePipe

// s.in[k].r[g]: arrays in structs in arrays in a struct; hs[g][1].r with r first
typedef struct { int n; struct { reserve_id_t r[2]; int m; } in[2]; } nested;
kernel void nested_paths(write_only pipe int p, global const int *src, int k) {
  local nested s;
  local first hs[2][2];
  int g = get_group_id(0) & 1;
  s.in[k & 1].r[g] = work_group_reserve_write_pipe(p, get_local_size(0));
  hs[g][1].r = s.in[k & 1].r[g];
  if (is_valid_reserve_id(hs[g][1].r)) {
    write_pipe(p, hs[g][1].r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, s.in[k & 1].r[g]);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#R6:]] = OpGroupReserveWritePipePackets %[[#RID]]
// CHECK: %[[#E6:]] = OpIn{{.*}}AccessChain %[[#WGRID]] %[[#]]
// CHECK-NEXT: OpStore %[[#E6]] %[[#R6]]
// CHECK: OpStore %[[#]] %[[#]]
// CHECK: OpGroupCommitWritePipe

// private: reserve_id_t ids[2], a Function array variable
kernel void private_array(write_only pipe int p, global const int *src) {
  reserve_id_t ids[2];
  int g = get_global_id(0) & 1;
  ids[g] = reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(ids[g])) {
    write_pipe(p, ids[g], 0, &src[get_global_id(0)]);
    commit_write_pipe(p, ids[g]);
  }
}
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpReserveWritePipePackets %[[#RID]]
// CHECK: OpCommitWritePipe
