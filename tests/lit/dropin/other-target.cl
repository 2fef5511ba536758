// A build that passes the plugin to every compilation leaves other targets
// alone: an x86-64 object is still written (LLVM 22: the code generator
// callback declines it; every version: the optimizer-last instance warns and
// writes no SPIR-V).
// RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
// RUN: %clang --target=x86_64-unknown-linux-gnu -cl-std=CL2.0 -O2 -c %s -o k.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: llvm-readobj --file-headers k.o | FileCheck %s --check-prefix=OBJ
// RUN: ls | FileCheck %s --check-prefix=FILES --implicit-check-not=.spv
// WARN: spirv-emit: warning: target triple 'x86_64-unknown-linux-gnu' is not a SPIR target: the module is left to its back end and no SPIR-V is written
// OBJ: Format: elf64-x86-64
// FILES: k.o

kernel void k(global int *a) { a[0] = 1; }
