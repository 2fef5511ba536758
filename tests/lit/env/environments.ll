;; Each environment's output validates under spirv-val's matching target
;; environment; opencl1.2 has no generic address space.
; RUN: %opt -passes='spirv-emit<out=%t.cl12.spv;env=opencl1.2>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv
; RUN: %opt -passes='spirv-emit<out=%t.cl20.spv;env=opencl2.0>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val --target-env opencl2.0 %t.cl20.spv
; RUN: %opt -passes='spirv-emit<out=%t.cl21.spv;env=opencl2.1>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val --target-env opencl2.1 %t.cl21.spv
; RUN: %opt -passes='spirv-emit<out=%t.cl22.spv;env=opencl2.2>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val --target-env opencl2.2 %t.cl22.spv
; RUN: %opt -passes='spirv-emit<out=%t.cl30.spv;env=opencl3.0>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val --target-env spv1.6 %t.cl30.spv
; RUN: %opt -passes='spirv-emit<out=%t.l0.spv;env=level-zero>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val --target-env spv1.4 %t.l0.spv
; RUN: %opt -passes='spirv-emit<out=%t.u.spv;env=universal>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val %t.u.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;env=opencl1.2>' -disable-output %S/Inputs/generic.ll 2>&1 | FileCheck %s --check-prefix=CL12
; RUN: %not test -e %t.bad.spv
; CL12: error: spirv-emit: capability GenericPointer is not allowed by the target (needed by operand Generic of OpTypePointer) [env=opencl1.2]
; RUN: %not %opt -passes='spirv-emit<out=%t.x.spv;env=cuda>' -disable-output %S/Inputs/simple.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: spirv-emit: unknown environment 'cuda' (known: opencl1.2, opencl2.0, opencl2.1, opencl2.2, opencl3.0, level-zero, universal)
;; The environment variable works the same way (for clang).
; RUN: env SPIRV_EMIT_ENV=opencl1.2 %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/generic.ll 2>&1 | FileCheck %s --check-prefix=CL12
