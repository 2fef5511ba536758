// OpenCL.DebugInfo.100 (the default) from clang -g: compile unit, files,
// functions, lexical blocks, parameters and locals (DebugDeclare at -O0,
// DebugValue and inlined-at chains at -O2), globals, DebugScope and OpLine.
// Both validators and llvm-spirv-15 -r accept it at both levels.
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefixes=CHECK,O0
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s --check-prefixes=CHECK,O2
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
// CHECK-DAG: %[[#ivar:]] = OpExtInst %[[#void]] %[[#set]] DebugLocalVariable %[[#iname]] %[[#dint]] %[[#src]] 19 0 %[[#k]] None{{$}}
// CHECK-DAG: DebugLexicalBlock %[[#src]] 21 3 %[[#k]]
// O2-DAG: %[[#inlined:]] = OpExtInst %[[#void]] %[[#set]] DebugInlinedAt 25 %[[#k]]
// CHECK: %[[#kfn]] = OpFunction
// CHECK: DebugScope %[[#k]]
// O0-NEXT: OpLine %[[#file]] 18 34
// O2-NEXT: OpLine %[[#file]] 0 0
// O0: DebugDeclare %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// O0: DebugDeclare %[[#ivar]] %{{[0-9]+}} %{{[0-9]+}}
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
