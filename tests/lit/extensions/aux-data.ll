;; preserve-auxdata (the reference translator's --spirv-preserve-auxdata):
;; every attribute and metadata attachment of a function or global variable
;; in NonSemantic.AuxData, in the translator's form, so that its reverse
;; translation restores them (aux-data-round-trip.ll). FunctionAttribute (1)
;; and GlobalVariableAttribute (3): the function or variable, then a string
;; attribute's kind and its value when not empty, or LLVM's text of any other
;; attribute. FunctionMetadata (0) and GlobalVariableMetadata (2): the kind's
;; name, then an OpString per string operand and the constant's id per constant.
;; !spirv.Decorations, !spirv.ParameterDecorations and !dbg are left out, as
;; the translator does.
; RUN: %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;ext=+SPV_KHR_non_semantic_info>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --implicit-check-not='OpString "spirv.Decorations"' --implicit-check-not='OpString "spirv.ParameterDecorations"' --implicit-check-not='OpString "nested"'
;; (llvm-spirv-15 knows no SPV_KHR_non_semantic_info: aux-data-round-trip.ll
;; reads the module back with llvm-spirv-18.) The instructions follow the
;; last function: they name functions, and before them, where the translator
;; writes them, they would be forward references.
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ORDER
;; The text side output (text) shows them too, after the last function.
; RUN: %opt -passes='spirv-emit<out=%t.text.spv;preserve-auxdata;ext=+SPV_KHR_non_semantic_info;text>' -disable-output %s 2>/dev/null
; RUN: FileCheck %s --check-prefix=TEXT < %t.text.spvasm
; TEXT: OpFunctionEnd
; TEXT: OpExtInst
; TEXT-NOT: OpFunction
;; The command's flag and the environment (clang's way) write the same bytes.
; RUN: %spirv-emit --spirv-preserve-auxdata --spirv-ext=+SPV_KHR_non_semantic_info %s -o %t.cmd.spv 2>/dev/null
; RUN: cmp %t.spv %t.cmd.spv
; RUN: env SPIRV_EMIT_PRESERVE_AUXDATA=1 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %opt -passes=spirv-emit -disable-output %s -o /dev/null 2>/dev/null
;; Where the extension is not allowed but SPIR-V 1.6 is, the module is 1.6
;; (SPV_KHR_non_semantic_info is core there), as debug information's sets.
; RUN: %opt -passes='spirv-emit<out=%t.16.spv;preserve-auxdata;version=1.6>' -disable-output %s 2>/dev/null
; RUN: %spirv-val --no-reader %t.16.spv
; RUN: %spirv-dis %t.16.spv | FileCheck %s --check-prefix=V16
;; Off by default: nothing is written, and the module validates.
; RUN: %opt -passes='spirv-emit<out=%t.off.spv>' -disable-output %s
; RUN: %spirv-val %t.off.spv
; RUN: %spirv-dis %t.off.spv | FileCheck %s --check-prefix=OFF --implicit-check-not=AuxData --implicit-check-not=OpString

; CHECK-DAG: OpExtension "SPV_KHR_non_semantic_info"
; CHECK-DAG: %[[#SET:]] = OpExtInstImport "NonSemantic.AuxData"
; CHECK-DAG: OpName %[[#COUNTER:]] "counter"
; CHECK-DAG: OpName %[[#HELPER:]] "helper"
; CHECK-DAG: OpName %[[#EXT:]] "ext"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
;; Global variable attributes: with and without a value.
; CHECK-DAG: %[[#UID:]] = OpString "sycl-unique-id"
; CHECK-DAG: %[[#GID:]] = OpString "gid"
; CHECK-DAG: %[[#FLAG:]] = OpString "flag"
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 3 %[[#COUNTER]] %[[#UID]] %[[#GID]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 3 %[[#COUNTER]] %[[#FLAG]]{{$}}
;; Global variable metadata: a constant.
; CHECK-DAG: %[[#RANGE:]] = OpString "range"
; CHECK-DAG: %[[#I64_0:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#I64_16:]] = OpConstant %[[#I64]] 16{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 2 %[[#COUNTER]] %[[#RANGE]] %[[#I64_0]] %[[#I64_16]]{{$}}
;; Function attributes: an enum attribute, an integer one, string ones with
;; and without a value; on a declaration too.
; CHECK-DAG: %[[#NOINLINE:]] = OpString "noinline"
; CHECK-DAG: %[[#ALIGNSTACK:]] = OpString "alignstack(8)"
; CHECK-DAG: %[[#UWG:]] = OpString "uniform-work-group-size"
; CHECK-DAG: %[[#TRUE:]] = OpString "true"
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#HELPER]] %[[#NOINLINE]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#HELPER]] %[[#ALIGNSTACK]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#HELPER]] %[[#UWG]] %[[#TRUE]]{{$}}
; CHECK-DAG: %[[#NOUNWIND:]] = OpString "nounwind"
; CHECK-DAG: %[[#UWTABLE:]] = OpString "uwtable(sync)"
; CHECK-DAG: %[[#EMPTY:]] = OpString "empty-attr"
; CHECK-DAG: %[[#FP:]] = OpString "frame-pointer"
; CHECK-DAG: %[[#ALL:]] = OpString "all"
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#K]] %[[#NOUNWIND]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#K]] %[[#UWTABLE]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#K]] %[[#EMPTY]]{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#K]] %[[#FP]] %[[#ALL]]{{$}}
; CHECK-DAG: %[[#IMPORTED:]] = OpString "imported"
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 1 %[[#EXT]] %[[#IMPORTED]]{{$}}
;; Function metadata: strings and constants (integers of any width, a float,
;; a bool, a global variable's address), in the node's order.
; CHECK-DAG: %[[#FOO:]] = OpString "foo"
; CHECK-DAG: %[[#HELLO:]] = OpString "hello"
; CHECK-DAG: %[[#I32_7:]] = OpConstant %[[#I32]] 7{{$}}
; CHECK-DAG: %[[#BTRUE:]] = OpConstantTrue %[[#]]
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 0 %[[#HELPER]] %[[#FOO]] %[[#HELLO]] %[[#I32_7]] %[[#BTRUE]]{{$}}
; CHECK-DAG: %[[#BAR:]] = OpString "bar"
; CHECK-DAG: %[[#WORLD:]] = OpString "world"
; CHECK-DAG: %[[#I64_42:]] = OpConstant %[[#I64]] 42{{$}}
; CHECK-DAG: %[[#F1_5:]] = OpConstant %[[#]] 1.5{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 0 %[[#K]] %[[#BAR]] %[[#I64_42]] %[[#WORLD]] %[[#F1_5]] %[[#COUNTER]]{{$}}
; CHECK-DAG: %[[#AS:]] = OpString "kernel_arg_addr_space"
; CHECK-DAG: %[[#I32_1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: OpExtInst %[[#VOID]] %[[#SET]] 0 %[[#K]] %[[#AS]] %[[#I32_1]]{{$}}

; ORDER: = OpExtInst %
; ORDER-NOT: OpFunction

;; A node nested in the metadata (which the translator asserts on) is left
;; out, with a warning.
; WARN: warning: !nested of 'helper' is not preserved (preserve-auxdata): NonSemantic.AuxData carries strings and constants only

; V16: Version: 1.6
; V16-NOT: OpExtension
; V16: OpExtInstImport "NonSemantic.AuxData"

; OFF: OpEntryPoint Kernel

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4, !range !7, !spirv.Decorations !8 #2

define spir_func i32 @helper(i32 %x) #1 !foo !3 !nested !9 !spirv.Decorations !8 {
  %r = add i32 %x, 1
  ret i32 %r
}

declare spir_func void @ext() #3

define spir_kernel void @k(ptr addrspace(1) %p) #0 !bar !4 !kernel_arg_addr_space !5 !spirv.ParameterDecorations !6 {
  %v = load i32, ptr addrspace(1) %p
  %w = call spir_func i32 @helper(i32 %v)
  store i32 %w, ptr addrspace(1) %p
  store i32 %w, ptr addrspace(1) @counter
  call spir_func void @ext()
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" "empty-attr" uwtable(sync) }
attributes #1 = { noinline alignstack=8 "uniform-work-group-size"="true" }
attributes #2 = { "sycl-unique-id"="gid" "flag" }
attributes #3 = { "imported" }

!3 = !{!"hello", i32 7, i1 true}
!4 = !{i64 42, !"world", float 1.5, ptr addrspace(1) @counter}
!5 = !{i32 1}
!6 = !{!8}
!7 = !{i64 0, i64 16}
!8 = !{}
!9 = !{!10}
!10 = !{!"x"}
