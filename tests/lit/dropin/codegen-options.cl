// LLVM 22: clang reads -mllvm after loading -fpass-plugin plugins, so the
// plugin's options reach it as -mllvm -spirv-emit-options=... (the pass
// parameters' syntax), over the SPIRV_EMIT_* variables; llc takes the option
// directly. A plugin built for 22 loaded into another LLVM still refuses
// cleanly before registering it (tests/lit/plugin/version-guard.ll).
// REQUIRES: codegen-callback
// RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -O2 -mllvm -spirv-emit-options='version=1.4;report' -c %s -o v14.spv 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %spirv-val v14.spv
// RUN: %spirv-dis v14.spv | FileCheck %s --check-prefix=V14
// RUN: env SPIRV_EMIT_VERSION=1.0 %clang --target=spirv64 -cl-std=CL2.0 -O2 -mllvm -spirv-emit-options=version=1.4 -c %s -o over.spv
// RUN: %spirv-dis over.spv | FileCheck %s --check-prefix=V14
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -O2 -c -emit-llvm %s -o k.bc
// RUN: llc -load-pass-plugin=%plugin -spirv-emit-options=version=1.4 -filetype=obj k.bc -o llc.spv
// RUN: %spirv-dis llc.spv | FileCheck %s --check-prefix=V14
// A bad option is clang's error, with no output file.
// RUN: %not %clang --target=spirv64 -cl-std=CL2.0 -O2 -mllvm -spirv-emit-options=version=2.0 -c %s -o bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %not test -e bad.spv
// REPORT: spirv-emit report: SPIR-V 1.4
// V14: ; Version: 1.4
// V14: OpDecorate %{{.*}} NoSignedWrap
// ERR: error: spirv-emit: unknown SPIR-V version '2.0'

kernel void k(global int *a) {
  size_t i = get_global_id(0);
  a[i] = a[i] + 1;
}
