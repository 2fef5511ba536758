// The debug-info option: none drops debug information; a module without
// debug information is the same whatever the option says; NonSemantic needs
// what an environment may refuse; unknown values are errors.
// RUN: env SPIRV_EMIT_OUT=%t.none.spv SPIRV_EMIT_DEBUG_INFO=none %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.none.spv
// RUN: %spirv-dis %t.none.spv | FileCheck %s --check-prefix=NONE
// NONE-NOT: DebugInfo
// NONE-NOT: OpLine
// NONE: OpFunction
// NONE-NOT: DebugInfo
// NONE-NOT: OpLine
;; Without -g: identical bytes with every setting, and nothing debug-related.
// RUN: env SPIRV_EMIT_OUT=%t.plain.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: env SPIRV_EMIT_OUT=%t.plain-none.spv SPIRV_EMIT_DEBUG_INFO=none %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: env SPIRV_EMIT_OUT=%t.plain-ns.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic200 %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: cmp %t.plain.spv %t.plain-none.spv
// RUN: cmp %t.plain.spv %t.plain-ns.spv
// RUN: %spirv-dis %t.plain.spv | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: DebugInfo
// PLAIN-NOT: OpLine
// PLAIN-NOT: OpString "{{.*}}program.cl"
;; NonSemantic in OpenCL 2.0 (SPIR-V 1.0, no such extension allowed): an error.
// RUN: env SPIRV_EMIT_OUT=%t.bad.spv SPIRV_EMIT_ENV=opencl2.0 SPIRV_EMIT_DEBUG_INFO=nonsemantic100 %not %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=ENV
// ENV: error: spirv-emit: {{.*}}SPV_KHR_non_semantic_info{{.*}}debug information in NonSemantic.Shader.DebugInfo.100 (debug-info option)
// RUN: %not %opt -passes='spirv-emit<out=%t.x.spv;debug-info=dwarf>' -disable-output %t.bc 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown debug-info 'dwarf' (expected ocl100, nonsemantic100, nonsemantic200 or none)
