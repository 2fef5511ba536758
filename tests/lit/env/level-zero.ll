;; env=level-zero enforces the Level Zero SPIR-V programming guide's validation
;; rules (plugin/src/target/level_zero.rs); each violation names the rule and
;; what broke it. A conforming module passes.
; RUN: %opt -passes='spirv-emit<out=%t.ok.spv;env=level-zero>' -disable-output %S/Inputs/generic.ll
; RUN: %spirv-val %t.ok.spv

;; Addressing model: spir (32-bit) is Physical32.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;env=level-zero>' -disable-output %S/Inputs/l0-spir32.ll 2>&1 | FileCheck %s --check-prefix=ADDR
; ADDR: Level Zero rule 'addressing model' (env=level-zero): the addressing model is Physical32; Level Zero requires Physical64 (compile for spir64)

;; Kernel argument types: no double, no pointer to Generic or Function memory.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;env=level-zero>' -disable-output %S/Inputs/l0-args.ll 2>&1 | FileCheck %s --check-prefix=ARGS
; ARGS: Level Zero rule 'kernel argument types' (env=level-zero): kernel 'args' parameter 0 has type %{{[0-9]+}} = OpTypeFloat 64: floating-point kernel arguments must be 16 or 32 bits wide
; ARGS: Level Zero rule 'kernel argument types' (env=level-zero): kernel 'args' parameter 1 has type %{{[0-9]+}} = OpTypePointer Generic %{{[0-9]+}}: pointer kernel arguments must point to CrossWorkgroup, Workgroup or UniformConstant memory, not Generic

;; No recursion in any kernel's call graph.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;env=level-zero>' -disable-output %S/Inputs/l0-recursion.ll 2>&1 | FileCheck %s --check-prefix=REC
; REC: Level Zero rule 'no recursion' (env=level-zero): the call graph of kernel 'k' has a cycle: even -> odd -> even

;; Atomics on 32- or 64-bit integers only.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;env=level-zero>' -disable-output %S/Inputs/l0-atomic8.ll 2>&1 | FileCheck %s --check-prefix=ATOMIC
; ATOMIC: Level Zero rule 'atomic types' (env=level-zero): in function 'k': %{{[0-9]+}} = OpAtomicIAdd %{{[0-9]+}} %{{[0-9]+}}

;; Capabilities outside the guide's list (plugin/src/target/level_zero.rs).
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;env=level-zero>' -disable-output %S/Inputs/l0-usm.ll 2>&1 | FileCheck %s --check-prefix=CAP
; CAP: capability USMStorageClasses{{INTEL|ALTERA}} is not allowed by the target (needed by pointer to address space 5) [env=level-zero]
; RUN: %not test -e %t.spv
