;; validate=auto (the default) validates modules of at most 64 kernels and
;; 262,144 words in-process (SPIRV-Tools is superlinear in the kernels); a
;; larger module is written unvalidated, never silently: a note says so and
;; names validate=on. Within the bound, or with validate=on or off, no note.
; RUN: python3 -c "import sys; sys.stdout.write('target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024\"\ntarget triple = \"spir64-unknown-unknown\"\n'); sys.stdout.write(''.join('define spir_kernel void @k%%d() {\n  ret void\n}\n' %% i for i in range(65)))" > %t.65.ll
; RUN: %opt -passes='spirv-emit<out=%t.65.spv>' -disable-output %t.65.ll 2>&1 | FileCheck %s --check-prefix=NOTE
; RUN: %spirv-val %t.65.spv
; RUN: %opt -passes='spirv-emit<out=%t.on.spv;validate=on>' -disable-output %t.65.ll 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: %opt -passes='spirv-emit<out=%t.off.spv;validate=off>' -disable-output %t.65.ll 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: cmp %t.65.spv %t.on.spv
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; QUIET-NOT: {{^}}spirv-emit:
; NOTE: spirv-emit: note: the module is not validated: 65 kernels, {{[0-9]+}} words; validate=auto validates modules of at most 64 kernels and 262144 words (validate=on validates any module)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
