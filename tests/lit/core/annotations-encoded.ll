;; Where the code is kept encoded, the annotations (OpDecorate) are encoded
;; one at a time as the module is finished; where the module is read back
;; (the `text` listing) they are kept as instructions: both write the same
;; words. An annotation too long for one instruction (a UserSemantic string
;; of 300,001 bytes from !spirv.Decorations: its word count is 16 bits) is
;; an error either way, and no file is written.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: %opt -passes='spirv-emit<out=%t.d/plain.spv;version=1.4>' -disable-output %s
; RUN: %opt -passes='spirv-emit<out=%t.d/listed.spv;version=1.4;text>' -disable-output %s
; RUN: cmp %t.d/plain.spv %t.d/listed.spv
; RUN: %spirv-val %t.d/plain.spv
; RUN: %spirv-dis %t.d/plain.spv | FileCheck %s
; RUN: python3 -c "import sys; q = chr(34); src = open(sys.argv[1]).read(); print(src.replace('a decorated table', 'n' * 300001))" %s > %t.d/long.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/long.spv;version=1.4>' -disable-output %t.d/long.ll 2>&1 | FileCheck %s --check-prefix=LONG
; RUN: %not %opt -passes='spirv-emit<out=%t.d/long-listed.spv;version=1.4;text>' -disable-output %t.d/long.ll 2>&1 | FileCheck %s --check-prefix=LONG
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not=long.spv --implicit-check-not=long-listed

; CHECK-DAG: OpDecorate %[[#T:]] Alignment 16
; CHECK-DAG: OpDecorate %[[#T]] UserSemantic "just a note"
; CHECK-DAG: OpDecorate %[[#T]] UserSemantic "a decorated table"
; CHECK-DAG: OpDecorate %[[#H:]] LinkageAttributes "helper" Export
; CHECK-DAG: OpDecorate %[[#P:]] FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %[[#P]] FuncParamAttr NoCapture
; CHECK-DAG: OpDecorate %[[#V:]] FuncParamAttr Sext
; CHECK: %[[#H]] = OpFunction
; CHECK-NEXT: %[[#P]] = OpFunctionParameter
; CHECK-NEXT: %[[#V]] = OpFunctionParameter

; LONG: error: spirv-emit: an OpDecorate would need 75004 words, more than the 65535 a SPIR-V instruction can have
; LEFT: listed.spv
; LEFT: listed.spvasm
; LEFT: long.ll
; LEFT: plain.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@.str.note = private unnamed_addr addrspace(1) constant [12 x i8] c"just a note\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [5 x i8] c"a.cl\00", section "llvm.metadata"
@table = addrspace(1) global [4 x i32] zeroinitializer, align 16, !spirv.Decorations !0
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @table, ptr addrspace(1) @.str.note, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

define spir_func void @helper(ptr addrspace(1) noalias nocapture %p, i32 signext %v) {
entry:
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) noalias nocapture %out, i32 %i) {
entry:
  %t = getelementptr [4 x i32], ptr addrspace(1) @table, i64 0, i64 1
  %x = load i32, ptr addrspace(1) %t, align 4
  call spir_func void @helper(ptr addrspace(1) %out, i32 %x)
  ret void
}

!0 = !{!1}
!1 = !{i32 5635, !"a decorated table"}
