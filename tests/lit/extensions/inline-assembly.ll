;; SPV_INTEL_inline_assembly: `call asm` -> OpAsmCallINTEL of an OpAsmINTEL
;; (result type, function type of the call, the module's OpAsmTargetINTEL
;; with the target triple, assembly text, constraints), one OpAsmINTEL per
;; distinct assembly; `sideeffect` -> SideEffectsINTEL. The reference reader
;; gives the same `call asm` back. SPIRV-Tools 2023.1's grammar of
;; OpAsmTargetINTEL is wrong (it expects a result type): the newer validator.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_inline_assembly>' -disable-output %s
; RUN: %spirv-val --new-only %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; Only the two assemblies with side effects are decorated.
; RUN: %spirv-dis-new %t.spv | grep -c SideEffectsINTEL | FileCheck %s --check-prefix=TWO
; RUN: %llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis-15 %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability AsmINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_inline_assembly"
; CHECK-DAG: OpDecorate %[[#mov:]] SideEffectsINTEL
; CHECK-DAG: OpDecorate %[[#nop:]] SideEffectsINTEL
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#void:]] = OpTypeVoid
; CHECK-DAG: %[[#ptr:]] = OpTypePointer CrossWorkgroup %[[#uint]]
; CHECK-DAG: %[[#fn_uu:]] = OpTypeFunction %[[#uint]] %[[#uint]]
; CHECK-DAG: %[[#fn_v:]] = OpTypeFunction %[[#void]]{{$}}
; CHECK-DAG: %[[#fn_fup:]] = OpTypeFunction %[[#float]] %[[#uint]] %[[#ptr]]
; CHECK-DAG: %[[#target:]] = OpAsmTargetINTEL "spir64-unknown-unknown"
; CHECK-DAG: %[[#mov]] = OpAsmINTEL %[[#uint]] %[[#fn_uu]] %[[#target]] "mov $0, $1" "=r,r"
; CHECK-DAG: %[[#add:]] = OpAsmINTEL %[[#uint]] %[[#fn_uu]] %[[#target]] "add $0, $1, $1" "=r,r"
; CHECK-DAG: %[[#nop]] = OpAsmINTEL %[[#void]] %[[#fn_v]] %[[#target]] "nop" ""
; CHECK-DAG: %[[#cvt:]] = OpAsmINTEL %[[#float]] %[[#fn_fup]] %[[#target]] "cvt $0, $1" "=r,r,r"
; CHECK: %[[#p:]] = OpFunctionParameter %[[#ptr]]
; CHECK: %[[#x:]] = OpLoad %[[#uint]] %[[#p]]
; CHECK-NEXT: %[[#y:]] = OpAsmCallINTEL %[[#uint]] %[[#mov]] %[[#x]]
; CHECK-NEXT: %[[#z:]] = OpAsmCallINTEL %[[#uint]] %[[#add]] %[[#y]]
; CHECK-NEXT: %[[#w:]] = OpAsmCallINTEL %[[#uint]] %[[#mov]] %[[#z]]
; CHECK-NEXT: OpAsmCallINTEL %[[#void]] %[[#nop]]
; CHECK-NEXT: OpAsmCallINTEL %[[#float]] %[[#cvt]] %[[#w]] %[[#p]]

; TWO: {{^2$}}

; REV: call i32 asm sideeffect "mov $0, $1", "=r,r"(i32 %x)
; REV: call i32 asm "add $0, $1, $1", "=r,r"(i32 %y)
; REV: call void asm sideeffect "nop", ""()

; ERR: inline assembly (call asm) needs the SPIR-V extension SPV_INTEL_inline_assembly, which the target does not allow (allow it with ext=+SPV_INTEL_inline_assembly)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) %p
  %y = call i32 asm sideeffect "mov $0, $1", "=r,r"(i32 %x)
  %z = call i32 asm "add $0, $1, $1", "=r,r"(i32 %y)
  %w = call i32 asm sideeffect "mov $0, $1", "=r,r"(i32 %z)
  call void asm sideeffect "nop", ""()
  %f = call float asm "cvt $0, $1", "=r,r,r"(i32 %w, ptr addrspace(1) %p)
  store float %f, ptr addrspace(1) %p
  ret void
}
