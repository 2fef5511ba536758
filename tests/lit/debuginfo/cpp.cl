// C++ for OpenCL with -g: namespaces (named DebugLexicalBlock), class
// templates (DebugTypeTemplate with parameters), base classes
// (DebugTypeInheritance), methods (DebugFunctionDeclaration), C++ source
// language; `using` declarations become DebugImportedEntity in NonSemantic
// (OpenCL.DebugInfo.100 readers abort on the specification's layout of it).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=clc++2021 -target spir64 -O0 -g -c -emit-llvm -x cl %S/Inputs/program.clcpp -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=clc++2021 -target spir64 -O2 -g -c -emit-llvm -x cl %S/Inputs/program.clcpp -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: env SPIRV_EMIT_OUT=%t.ns.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=clc++2021 -target spir64 -O0 -g -c -emit-llvm -x cl %S/Inputs/program.clcpp -o %t.bc
// RUN: %spirv-val --no-reader %t.ns.spv
// RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS

// CHECK-DAG: %[[#geo:]] = OpString "geo"
// CHECK-DAG: %[[#vec:]] = OpString "vec<float, 4>"
// CHECK-DAG: %[[#T:]] = OpString "T"
// CHECK-DAG: %[[#N:]] = OpString "N"
// CHECK-DAG: %[[#sum:]] = OpString "sum"
// CHECK-DAG: %[[#scale:]] = OpString "scale"
// OCL-DAG: DebugCompilationUnit 65536 5 %{{[0-9]+}} OpenCL_CPP
// OCL-DAG: %[[#ns:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugLexicalBlock %{{[0-9]+}} 0 0 %{{[0-9]+}} %[[#geo]]
// OCL-DAG: %[[#class:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeComposite %[[#vec]] Structure %{{[0-9]+}} 4 0 %[[#ns]]
// OCL-DAG: DebugTypeInheritance %[[#class]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// OCL-DAG: %[[#pT:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeTemplateParameter %[[#T]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 0 0
// OCL-DAG: %[[#pN:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeTemplateParameter %[[#N]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 0 0
// OCL-DAG: DebugTypeTemplate %[[#class]] %[[#pT]] %[[#pN]]
// OCL-DAG: DebugFunctionDeclaration %[[#sum]] %{{[0-9]+}} %{{[0-9]+}} 4 0 %[[#class]]
// OCL-DAG: DebugFunction %[[#scale]] %{{[0-9]+}} %{{[0-9]+}} 5 0 %[[#ns]]
// OCL-NOT: DebugImportedEntity
// NS-DAG: %[[#ns:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugLexicalBlock %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[#geo]]
// NS-DAG: %[[#fscale:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugFunction %[[#scale]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[#ns]]
// NS-DAG: DebugImportedEntity %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[#fscale]]
// NS-DAG: DebugTypeTemplate %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
