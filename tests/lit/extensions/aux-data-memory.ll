;; LLVM 16's memory(...) attribute (LLVM 15 has readnone, argmemonly, ... instead)
;; is written in NonSemantic.AuxData as LLVM prints it (preserve-auxdata).
; UNSUPPORTED: llvm15
; RUN: %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;validate=off;ext=+SPV_KHR_non_semantic_info>' -disable-output %s
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "NonSemantic.AuxData"
; CHECK-DAG: OpName %[[#F:]] "f"
; CHECK-DAG: %[[#MEMORY:]] = OpString "memory(argmem: readwrite)"
; CHECK-DAG: %[[#NONE:]] = OpString "memory(none)"
; CHECK-DAG: OpName %[[#G:]] "g"
; CHECK-DAG: OpExtInst %[[#]] %[[#SET]] 1 %[[#F]] %[[#MEMORY]]{{$}}
; CHECK-DAG: OpExtInst %[[#]] %[[#SET]] 1 %[[#G]] %[[#NONE]]{{$}}

target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) #0 {
  store i32 0, ptr addrspace(1) %p
  ret void
}

define spir_func i32 @g(i32 %x) #1 {
  ret i32 %x
}

attributes #0 = { memory(argmem: readwrite) }
attributes #1 = { memory(none) }
