;; A plugin loaded into an LLVM major other than the one it was built for says
;; so in one line and is refused cleanly (no crash: `not` fails on a signal),
;; in opt and in clang, for every other LLVM installed here.
; RUN: %if host-llvm15 %{ not %opt-llvm15 -load-pass-plugin=%plugin -passes=spirv-emit -disable-output %s 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=15 %s %}
; RUN: %if host-llvm16 %{ not %opt-llvm16 -load-pass-plugin=%plugin -passes=spirv-emit -disable-output %s 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=16 %s %}
; RUN: %if host-llvm19 %{ not %opt-llvm19 -load-pass-plugin=%plugin -passes=spirv-emit -disable-output %s 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=19 %s %}
; RUN: %if host-llvm22 %{ not %opt-llvm22 -load-pass-plugin=%plugin -passes=spirv-emit -disable-output %s 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=22 %s %}
; RUN: %if host-clang15 %{ not %clang-llvm15 -fpass-plugin=%plugin -target spir64 -c -emit-llvm -x cl %S/Inputs/empty.cl -o %t.bc 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=15 %s %}
; RUN: %if host-clang16 %{ not %clang-llvm16 -fpass-plugin=%plugin -target spir64 -c -emit-llvm -x cl %S/Inputs/empty.cl -o %t.bc 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=16 %s %}
; RUN: %if host-clang19 %{ not %clang-llvm19 -fpass-plugin=%plugin -target spir64 -c -emit-llvm -x cl %S/Inputs/empty.cl -o %t.bc 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=19 %s %}
; RUN: %if host-clang22 %{ not %clang-llvm22 -fpass-plugin=%plugin -target spir64 -c -emit-llvm -x cl %S/Inputs/empty.cl -o %t.bc 2>&1 | FileCheck -DMAJOR=%llvm-major -DHOST=22 %s %}
;; The plugin of the same LLVM loads (the pass runs and writes a module).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv

; CHECK: spirv-emit: built for LLVM [[MAJOR]] but loaded into LLVM [[HOST]]{{(\.[0-9]+\.[0-9]+)?}}; rebuild with --features llvm[[HOST]]
; CHECK-NOT: spirv-emit:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
