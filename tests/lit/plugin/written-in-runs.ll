;; A module not validated in-process is written as the writer's runs (the
;; encoded global section and each long function's code as they are, the
;; rest assembled between them) without a copy of all its words; one that is
;; validated is written from the words the validator read. Both give the same
;; bytes, to a file and to standard output: here a function of 6,000
;; instructions (more words than a run is copied for) between short ones.
; RUN: python3 -c "import sys; w = sys.stdout.write; w('target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024\"\ntarget triple = \"spir64-unknown-unknown\"\n'); w('define spir_kernel void @first(ptr addrspace(1) %%p) {\n  store i32 1, ptr addrspace(1) %%p\n  ret void\n}\n'); w('define spir_kernel void @long(ptr addrspace(1) %%p, i32 %%x) {\nentry:\n  %%v0 = add i32 %%x, 0\n'); w(''.join('  %%v' + str(i) + ' = add i32 %%v' + str(i - 1) + ', ' + str(i) + '\n' for i in range(1, 6000))); w('  store i32 %%v5999, ptr addrspace(1) %%p\n  ret void\n}\n'); w('define spir_kernel void @last(ptr addrspace(1) %%p) {\n  store i32 2, ptr addrspace(1) %%p\n  ret void\n}\n')" > %t.ll
; RUN: %opt -passes='spirv-emit<out=%t.runs.spv;validate=off>' -disable-output %t.ll
; RUN: %opt -passes='spirv-emit<out=%t.whole.spv;validate=on>' -disable-output %t.ll
; RUN: %opt -passes='spirv-emit<out=-;validate=off>' -disable-output %t.ll > %t.stdout.spv
; RUN: cmp %t.runs.spv %t.whole.spv
; RUN: cmp %t.runs.spv %t.stdout.spv
; RUN: %spirv-val %t.runs.spv
; RUN: %spirv-dis %t.runs.spv | FileCheck %s
; CHECK: OpEntryPoint Kernel %[[#]] "first"
; CHECK: OpEntryPoint Kernel %[[#]] "long"
; CHECK: OpEntryPoint Kernel %[[#]] "last"
; CHECK: OpName %[[#v5999:]] "v5999"
; CHECK: OpFunction
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK-COUNT-5999: OpIAdd
; CHECK: %[[#v5999]] = OpIAdd
; CHECK: OpStore %[[#]] %[[#v5999]]
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK: OpFunctionEnd
; CHECK-NOT: OpFunction
