;; Array sizes written as bounds instead of a count (DISubrange lowerBound /
;; upperBound, as Fortran-style and some C front ends write them): the count
;; is upperBound - lowerBound + 1 (lowerBound 0 when absent), not 0.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; QUIET-NOT: warning
; CHECK-DAG: %[[#TEN:]] = OpConstant %[[#]] 10
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#]] 4
; CHECK-DAG: DebugTypeArray %[[#]] %[[#TEN]]
; CHECK-DAG: DebugTypeArray %[[#]] %[[#FOUR]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global [10 x i32] zeroinitializer, align 4, !dbg !20
@h = addrspace(1) global [4 x i32] zeroinitializer, align 4, !dbg !23

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4, !dbg !12
  store i32 2, ptr addrspace(1) @g, align 4, !dbg !12
  store i32 3, ptr addrspace(1) @h, align 4, !dbg !12
  ret void, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !22)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !{}
!12 = !DILocation(line: 2, column: 7, scope: !5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !28, isLocal: false, isDefinition: true)
!22 = !{!20, !23}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "h", scope: !0, file: !1, line: 1, type: !31, isLocal: false, isDefinition: true)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 320, elements: !29)
!29 = !{!30}
!30 = !DISubrange(lowerBound: 0, upperBound: 9)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(upperBound: 3)
