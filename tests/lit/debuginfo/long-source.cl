// A source text longer than one OpString (clang -gembed-source puts the
// file's text into the DIFile): NonSemantic.Shader.DebugInfo.100 continues
// it with DebugSourceContinued; OpenCL.DebugInfo.100 has no continuation, so
// there the DebugSource's text is left out (its lines still point into the
// file). Either way the debug information is kept, not dropped.
// RUN: python3 -c "import sys; sys.stdout.write(''.join('// filler line %%06d: the quick brown fox jumps over the lazy dog\n' %% i for i in range(5000)))" > %t.cl
// RUN: cat %s >> %t.cl
// RUN: env SPIRV_EMIT_OUT=%t.ns.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O0 -g -gdwarf-5 -gembed-source -c -emit-llvm %t.cl -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val --no-reader %t.ns.spv
// RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefix=NS
// RUN: env SPIRV_EMIT_OUT=%t.ocl.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -gdwarf-5 -gembed-source -c -emit-llvm %t.cl -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %spirv-val %t.ocl.spv
// RUN: %spirv-dis %t.ocl.spv | FileCheck %s --check-prefix=OCL

// QUIET-NOT: warning

// NS: %[[#SET:]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
// NS: %[[#]] = OpExtInst %[[#]] %[[#SET]] DebugSource %[[#]] %[[#]]
// NS-NEXT: %[[#]] = OpExtInst %[[#]] %[[#SET]] DebugSourceContinued %[[#]]
// NS: DebugFunction

// OCL: %[[#EMPTY:]] = OpString ""
// OCL: DebugSource %[[#]] %[[#EMPTY]]
// OCL-NOT: DebugSourceContinued
// OCL: DebugFunction

kernel void k(global int *out) {
  int x = (int)get_global_id(0);
  out[x] = x * 3;
}
