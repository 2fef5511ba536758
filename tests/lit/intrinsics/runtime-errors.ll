;; The clocks without SPV_KHR_shader_clock: an error naming the extension,
;; unless allow-unknown-intrinsics keeps them as imported functions (the
;; reference translator's form). A readsteadycounter declared with another
;; signature (LLVM 15 and 16 do not define it, so their verifier checks
;; nothing) is an error.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.spv
; RUN: %opt -passes='spirv-emit<out=%t.kept.spv;allow-unknown-intrinsics=llvm.read>' -disable-output %s
; RUN: %spirv-val %t.kept.spv
; RUN: %spirv-dis %t.kept.spv | FileCheck %s --check-prefix=KEPT
; RUN: %if llvm15 || llvm16 %{ %not %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_shader_clock>' -disable-output %S/Inputs/readsteadycounter-shape.ll 2>&1 | FileCheck %s --check-prefix=SHAPE %}

; ERR: error: spirv-emit: 2 problems; no SPIR-V was written:
; ERR-NEXT: in function 'k': intrinsic llvm.readcyclecounter (unless allow-unknown-intrinsics keeps it imported) needs the SPIR-V extension SPV_KHR_shader_clock, which the target does not allow (allow it with ext=+SPV_KHR_shader_clock)
; ERR-NEXT: %c = call i64 @llvm.readcyclecounter()
; ERR-NEXT: in function 'k': intrinsic llvm.readsteadycounter (unless allow-unknown-intrinsics keeps it imported) needs the SPIR-V extension SPV_KHR_shader_clock

; KEPT-NOT: OpCapability ShaderClockKHR
; KEPT-DAG: OpDecorate %[[#CYCLES:]] LinkageAttributes "llvm.readcyclecounter" Import
; KEPT-DAG: OpDecorate %[[#STEADY:]] LinkageAttributes "llvm.readsteadycounter" Import
; KEPT: OpFunctionCall %[[#]] %[[#CYCLES]]
; KEPT: OpFunctionCall %[[#]] %[[#STEADY]]

; SHAPE: llvm.readsteadycounter is declared with a signature that does not match its definition in newer LLVM versions

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %c = call i64 @llvm.readcyclecounter()
  %s = call i64 @llvm.readsteadycounter()
  %t = add i64 %c, %s
  store i64 %t, ptr addrspace(1) %out
  ret void
}

declare i64 @llvm.readcyclecounter()
declare i64 @llvm.readsteadycounter()
