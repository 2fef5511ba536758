;; SPV_INTEL_global_variable_host_access and
;; SPV_INTEL_global_variable_fpga_decorations (which replaced the reference
;; translator's SPV_INTEL_global_variable_decorations, with new decoration
;; numbers): `!spirv.Decorations` on a global variable, through the grammar.
;; InitModeINTEL is dropped with a warning: SPIRV-Tools 2025.5 cannot decode its operand.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r know neither extension.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_global_variable_host_access+SPV_INTEL_global_variable_fpga_decorations>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %opt -passes='spirv-emit<out=%t.init.spv;ext=+all>' -disable-output %S/Inputs/init-mode.ll 2>&1 | FileCheck %s --check-prefix=INIT
; RUN: %spirv-val --new-only --no-reader %t.init.spv
; RUN: %spirv-dis-new %t.init.spv | FileCheck %s --check-prefix=INIT-SPV

; CHECK-DAG: OpCapability GlobalVariableHostAccessINTEL
; CHECK-DAG: OpCapability GlobalVariableFPGADecorations{{ALTERA|INTEL}}
; CHECK-DAG: OpExtension "SPV_INTEL_global_variable_host_access"
; CHECK-DAG: OpExtension "SPV_INTEL_global_variable_fpga_decorations"
; CHECK-DAG: OpDecorate %[[#g:]] HostAccessINTEL ReadINTEL "g"
; CHECK-DAG: OpDecorate %[[#g]] ImplementInRegisterMap{{ALTERA|INTEL}} 1

; ERR: SPV_INTEL_global_variable_host_access is not allowed by the target
;; InitModeINTEL (an FPGA hint) makes SPIRV-Tools up to 2025.5 stop with
;; "Unhandled operand type": it is dropped with a warning.
; INIT: warning: !spirv.Decorations: decoration InitModeINTEL of variable 'g' is dropped: no SPIRV-Tools release up to 2025.5 can validate it
; INIT-SPV-NOT: InitMode

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) @g, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 6188, i32 1, !"g"}
!2 = !{i32 6191, i32 1}
