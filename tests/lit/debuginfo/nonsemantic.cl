// NonSemantic.Shader.DebugInfo.100 and .200 (debug-info=nonsemantic100|200):
// SPV_KHR_non_semantic_info when allowed, else SPIR-V 1.6 where it is core;
// DebugFunctionDefinition ties each function to its DebugFunction; .200
// marks lines with DebugLine/DebugNoLine instead of OpLine/OpNoLine.
// (llvm-spirv-15 cannot read NonSemantic sets: validators only.)
// RUN: env SPIRV_EMIT_OUT=%t.100.O0.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val --no-reader %t.100.O0.spv
// RUN: %spirv-dis %t.100.O0.spv | FileCheck %s --check-prefixes=CHECK,EXT,NS100
// RUN: env SPIRV_EMIT_OUT=%t.100.O2.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val --no-reader %t.100.O2.spv
// RUN: %spirv-dis %t.100.O2.spv | FileCheck %s --check-prefixes=CHECK,EXT,NS100
// RUN: env SPIRV_EMIT_OUT=%t.200.O0.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic200 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val --no-reader %t.200.O0.spv
// RUN: %spirv-dis %t.200.O0.spv | FileCheck %s --check-prefixes=CHECK,EXT,NS200
// RUN: env SPIRV_EMIT_OUT=%t.200.O2.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic200 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O2 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val --no-reader %t.200.O2.spv
// RUN: %spirv-dis %t.200.O2.spv | FileCheck %s --check-prefixes=CHECK,EXT,NS200
;; Without the extension allowed, the universal environment goes to SPIR-V 1.6.
// RUN: %opt -passes='spirv-emit<out=%t.v16.spv;env=universal;ext=-all;debug-info=nonsemantic100>' -disable-output %t.bc
// RUN: %spirv-val --no-reader %t.v16.spv
// RUN: %spirv-dis %t.v16.spv | FileCheck %s --check-prefixes=CHECK,V16,NS100

// EXT: ; Version: 1.0
// V16: ; Version: 1.6
// EXT: OpExtension "SPV_KHR_non_semantic_info"
// V16-NOT: OpExtension "SPV_KHR_non_semantic_info"
// NS100: %[[#set:]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
// NS200: %[[#set:]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.200"
// CHECK-DAG: %[[#u32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#c5:]] = OpConstant %[[#u32]] 5{{$}}
// CHECK-DAG: %[[#c100:]] = OpConstant %[[#u32]] 100{{$}}
// CHECK-DAG: %[[#c3:]] = OpConstant %[[#u32]] 3{{$}}
// CHECK-DAG: %[[#c18:]] = OpConstant %[[#u32]] 18{{$}}
// CHECK-DAG: %[[#kname:]] = OpString "k"
// CHECK-DAG: %[[#file:]] = OpString "{{.*}}program.cl"
;; Version 100, DWARF 5, OpenCL_C (3), all as constants. spirv-dis knows the
;; .100 set by name, not .200 (numbers: DebugSource 35, DebugCompilationUnit 1,
;; DebugFunction 20, DebugFunctionDefinition 101, DebugScope 23, DebugLine 103,
;; DebugNoLine 104).
// NS100-DAG: %[[#src:]] = OpExtInst %{{[0-9]+}} %[[#set]] DebugSource %[[#file]] %{{[0-9]+}}
// NS200-DAG: %[[#src:]] = OpExtInst %{{[0-9]+}} %[[#set]] 35 %[[#file]] %{{[0-9]+}}
// NS100-DAG: %[[#cu:]] = OpExtInst %{{[0-9]+}} %[[#set]] DebugCompilationUnit %[[#c100]] %[[#c5]] %[[#src]] %[[#c3]]
// NS200-DAG: %[[#cu:]] = OpExtInst %{{[0-9]+}} %[[#set]] 1 %[[#c100]] %[[#c5]] %[[#src]] %[[#c3]]
;; No function operand: DebugFunctionDefinition says which function it is.
// NS100-DAG: %[[#k:]] = OpExtInst %{{[0-9]+}} %[[#set]] DebugFunction %[[#kname]] %{{[0-9]+}} %[[#src]] %[[#c18]] %{{[0-9]+}} %[[#cu]] %{{[0-9]+}} %{{[0-9]+}} %[[#c18]]{{$}}
// NS200-DAG: %[[#k:]] = OpExtInst %{{[0-9]+}} %[[#set]] 20 %[[#kname]] %{{[0-9]+}} %[[#src]] %[[#c18]] %{{[0-9]+}} %[[#cu]] %{{[0-9]+}} %{{[0-9]+}} %[[#c18]]{{$}}
// CHECK: %[[#kfn:]] = OpFunction
// CHECK: OpLabel
// NS100: OpExtInst %{{[0-9]+}} %[[#set]] DebugFunctionDefinition %[[#k]] %[[#kfn]]
// NS100: DebugScope %[[#k]]
// NS100-NEXT: OpLine %[[#file]]
// NS200: OpExtInst %{{[0-9]+}} %[[#set]] 101 %[[#k]] %[[#kfn]]
// NS200: OpExtInst %{{[0-9]+}} %[[#set]] 23 %[[#k]]
// NS200-NEXT: OpExtInst %{{[0-9]+}} %[[#set]] 103 %[[#src]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// NS200: OpExtInst %{{[0-9]+}} %[[#set]] 104{{$}}
// NS200-NOT: OpLine
// NS100-NOT: DebugLine
