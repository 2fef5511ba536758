// OpenCL.DebugInfo.100 (the default) from clang -g: compile unit, files,
// functions, lexical blocks, parameters and locals (DebugDeclare at -O0,
// DebugValue and inlined-at chains at -O2), globals, DebugScope and OpLine.
// Both validators and llvm-spirv-15 -r accept it at both levels.
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefixes=CHECK,O0,%if llvm22 %{STUB,O0-STUB%} %else %{DIRECT,O0-DIRECT%}
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s --check-prefixes=CHECK,O2,%if llvm22 %{STUB,O2-STUB%} %else %{DIRECT,O2-DIRECT%}
// The reference reader gets a DISubprogram for each function back.
// RUN: %llvm-spirv -r %t.O0.spv -o %t.rev.bc
// RUN: llvm-dis-15 %t.rev.bc -o - | FileCheck %s --check-prefix=READ

// CHECK-DAG: %[[#set:]] = OpExtInstImport "OpenCL.DebugInfo.100"
// CHECK-DAG: %[[#void:]] = OpTypeVoid
// CHECK-DAG: %[[#file:]] = OpString "{{.*}}Inputs/program.cl"
// CHECK-DAG: %[[#md5:]] = OpString "//__CSK_MD5:{{[0-9a-f]+}}"
// CHECK-DAG: %[[#kname:]] = OpString "k"
// CHECK-DAG: %[[#hname:]] = OpString "helper"
// CHECK-DAG: %[[#iname:]] = OpString "i"
// CHECK-DAG: %[[#tname:]] = OpString "table"
// CHECK-DAG: %[[#cname:]] = OpString "counter"
// CHECK-DAG: %[[#int:]] = OpString "int"
// CHECK-DAG: %[[#table:]] = OpVariable %{{[0-9]+}} UniformConstant
// CHECK-DAG: %[[#counter:]] = OpVariable %{{[0-9]+}} CrossWorkgroup
// CHECK-DAG: %[[#src:]] = OpExtInst %[[#void]] %[[#set]] DebugSource %[[#file]] %[[#md5]]
// CHECK-DAG: %[[#cu:]] = OpExtInst %[[#void]] %[[#set]] DebugCompilationUnit 65536 5 %[[#src]] OpenCL_C
// CHECK-DAG: %[[#dint:]] = OpExtInst %[[#void]] %[[#set]] DebugTypeBasic %[[#int]] %{{[0-9]+}} Signed
// CHECK-DAG: %[[#k:]] = OpExtInst %[[#void]] %[[#set]] DebugFunction %[[#kname]] %{{[0-9]+}} %[[#src]] 18 0 %[[#cu]] %{{[0-9]+}} FlagIsDefinition|FlagPrototyped{{.*}} 18 %[[#kfn:]]
// O0-DAG: %[[#helper:]] = OpExtInst %[[#void]] %[[#set]] DebugFunction %[[#hname]] %{{[0-9]+}} %[[#src]] 12 0 %[[#cu]] %{{[0-9]+}} FlagIsLocal|FlagIsDefinition|FlagPrototyped 12 %[[#hfn:]]
;; At -O2 helper is inlined everywhere and gone: its DebugFunction has no function.
// O2-DAG: %[[#none:]] = OpExtInst %[[#void]] %[[#set]] DebugInfoNone
// O2-DAG: %[[#helper:]] = OpExtInst %[[#void]] %[[#set]] DebugFunction %[[#hname]] %{{[0-9]+}} %[[#src]] 12 0 %[[#cu]] %{{[0-9]+}} FlagIsLocal|FlagIsDefinition|FlagPrototyped|FlagIsOptimized 12 %[[#none]]
// CHECK-DAG: DebugGlobalVariable %[[#tname]] %{{[0-9]+}} %[[#src]] 9 0 %[[#cu]] %{{[0-9]+}} %[[#table]] FlagIsDefinition
// CHECK-DAG: DebugGlobalVariable %[[#cname]] %[[#dint]] %[[#src]] 10 0 %[[#cu]] %{{[0-9]+}} %[[#counter]] FlagIsDefinition
;; The kernel's locals belong to its DebugFunction (DIRECT). clang-22 (STUB)
;; moves each kernel's body into an always-inline __clang_ocl_kern_imp_<kernel>
;; with a DISubprogram of its own (name "k", linkage name
;; "__clang_ocl_kern_imp_k"): the locals belong to that one, which the kernel
;; calls at -O0 and has inlined (DebugInlinedAt 18) at -O2.
// DIRECT-DAG: %[[#ivar:]] = OpExtInst %[[#void]] %[[#set]] DebugLocalVariable %[[#iname]] %[[#dint]] %[[#src]] 19 0 %[[#k]] None{{$}}
// DIRECT-DAG: DebugLexicalBlock %[[#src]] 21 3 %[[#k]]
// STUB-DAG: %[[#impname:]] = OpString "__clang_ocl_kern_imp_k"
// STUB-DAG: %[[#body:]] = OpExtInst %[[#void]] %[[#set]] DebugFunction %[[#kname]] %{{[0-9]+}} %[[#src]] 18 0 %[[#cu]] %[[#impname]] FlagIsDefinition|FlagPrototyped{{.*}} 18 %{{[0-9]+}}
// STUB-DAG: %[[#ivar:]] = OpExtInst %[[#void]] %[[#set]] DebugLocalVariable %[[#iname]] %[[#dint]] %[[#src]] 19 0 %[[#body]] None{{$}}
// STUB-DAG: DebugLexicalBlock %[[#src]] 21 3 %[[#body]]
// O2-DIRECT-DAG: %[[#inlined:]] = OpExtInst %[[#void]] %[[#set]] DebugInlinedAt 25 %[[#k]]
// O2-STUB-DAG: %[[#bodyat:]] = OpExtInst %[[#void]] %[[#set]] DebugInlinedAt 18 %[[#k]]
// O2-STUB-DAG: %[[#inlined:]] = OpExtInst %[[#void]] %[[#set]] DebugInlinedAt 25 %[[#body]] %[[#bodyat]]
// CHECK: %[[#kfn]] = OpFunction
// CHECK: DebugScope %[[#k]]
// O0-NEXT: OpLine %[[#file]] 18 34
// O2-NEXT: OpLine %[[#file]] 0 0
// O0: DebugDeclare %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// O0-DIRECT: DebugDeclare %[[#ivar]] %{{[0-9]+}} %{{[0-9]+}}
// O0-STUB: DebugScope %[[#body]]
// O0-STUB: DebugDeclare %[[#ivar]] %{{[0-9]+}} %{{[0-9]+}}
// O2: DebugValue %[[#ivar]] %{{[0-9]+}} %{{[0-9]+}}
// O0: OpLine %[[#file]] 19 11
// O2: OpLine %[[#file]] 22 15
// O2: DebugScope %[[#helper]] %[[#inlined]]
// O0: %[[#hfn]] = OpFunction

// READ-DAG: define spir_kernel void @k({{.*}}!dbg ![[#]]
// READ-DAG: define spir_kernel void @types({{.*}}!dbg ![[#]]
// READ-DAG: !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]]
// READ-DAG: !DISubprogram(name: "helper"
// READ-DAG: !DILocalVariable(name: "i", scope: ![[#]], file: ![[#]], line: 19
// READ-DAG: !DIGlobalVariable(name: "counter"
