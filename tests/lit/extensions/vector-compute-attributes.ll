;; SPV_INTEL_vector_compute: the VC front end's string attributes become the
;; extension's decorations and execution modes where the target allows it
;; (VCFunction, VCStackCall, VCCallable, VCSIMTCall=N on functions;
;; VCArgumentIOKind=N, VCMediaBlockIO on image parameters; VCSLMSize=N,
;; VCNamedBarrierCount=N on kernels). Elsewhere they are ignored, as any
;;; attribute spirv-emit does not read; a malformed number is an error.
; UNSUPPORTED: llvm15
;; (target extension types, the image parameter's form here, came with LLVM 16)
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_vector_compute>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %spirv-dis %t.spv | grep MediaBlockIOINTEL | count 1
; RUN: %opt -passes='spirv-emit<out=%t.plain.spv>' -disable-output %s
; RUN: %spirv-val %t.plain.spv
; RUN: %spirv-dis %t.plain.spv | FileCheck %s --check-prefix=PLAIN
; RUN: sed 's/"VCSIMTCall"="5"/"VCSIMTCall"="five"/' %s > %t.bad.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+SPV_INTEL_vector_compute>' -disable-output %t.bad.ll 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability VectorComputeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_vector_compute"
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpExecutionMode %[[#K]] SharedLocalMemorySizeINTEL 256
; CHECK-DAG: OpExecutionMode %[[#K]] NamedBarrierCountINTEL 2
; CHECK-DAG: OpDecorate %[[#K]] VectorComputeFunctionINTEL
; CHECK-DAG: OpDecorate %[[#K]] SIMTCallINTEL 5
; CHECK-DAG: OpDecorate %[[#IN:]] FuncParamIOKindINTEL 0
; CHECK-DAG: OpDecorate %[[#OUT:]] FuncParamIOKindINTEL 1
; CHECK-DAG: OpDecorate %[[#IMG:]] MediaBlockIOINTEL
; CHECK-DAG: OpDecorate %[[#H:]] StackCallINTEL
; CHECK-DAG: OpDecorate %[[#H]] VectorComputeCallableFunctionINTEL
; CHECK: %[[#H]] = OpFunction
; CHECK: %[[#K]] = OpFunction
; CHECK-NEXT: %[[#IN]] = OpFunctionParameter
; CHECK-NEXT: %[[#OUT]] = OpFunctionParameter
; CHECK-NEXT: %[[#IMG]] = OpFunctionParameter

; PLAIN-NOT: INTEL

; ERR: in function 'k': attribute "VCSIMTCall"="five": expected an integer

target triple = "spir64-unknown-unknown"

define spir_func i32 @h(i32 %x) #1 {
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_kernel void @k(i32 "VCArgumentIOKind"="0" %in, ptr addrspace(1) "VCArgumentIOKind"="1" "VCMediaBlockIO" %out, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) "VCMediaBlockIO" %img) #0 {
  %v = call spir_func i32 @h(i32 %in)
  store i32 %v, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "VCFunction" "VCSIMTCall"="5" "VCSLMSize"="256" "VCNamedBarrierCount"="2" }
attributes #1 = { "VCStackCall" "VCCallable" }
