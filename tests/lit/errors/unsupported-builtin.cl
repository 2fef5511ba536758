// An OpenCL builtin we cannot lower yet is an error naming it (not a silent import);
// clang reports it and fails.
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK: error: spirv-emit: 3 problems; no SPIR-V was written:
// CHECK-NEXT: in function 'k': OpenCL builtin function 'create_user_event' (_Z17create_user_eventv) is not supported yet
// CHECK: 1 error generated.

__kernel void k(__global int *a) {
    clk_event_t e = create_user_event();
    a[0] = is_valid_event(e);
    release_event(e);
}
