;; Variable locations from llvm.dbg.declare / llvm.dbg.value calls (LLVM 15
;; and 16 keep them so; LLVM 19+ reads such a module into debug records and
;; versions/debug-records.ll checks the record syntax against these same
;; lines): DebugDeclare of the OpVariable, DebugValue of the SSA value, each
;; after the location of the call it replaces; llvm.dbg.label gives nothing.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#set:]] = OpExtInstImport "OpenCL.DebugInfo.100"
; CHECK-DAG: %[[#xname:]] = OpString "x"
; CHECK-DAG: %[[#yname:]] = OpString "y"
; CHECK-DAG: %[[#sp:]] = OpExtInst %[[#]] %[[#set]] DebugFunction
; CHECK-DAG: %[[#x:]] = OpExtInst %[[#]] %[[#set]] DebugLocalVariable %[[#xname]] %[[#]] %[[#]] 2 0 %[[#sp]] None{{$}}
; CHECK-DAG: %[[#expr:]] = OpExtInst %[[#]] %[[#set]] DebugExpression{{$}}
; CHECK-DAG: %[[#y:]] = OpExtInst %[[#]] %[[#set]] DebugLocalVariable %[[#yname]] %[[#]] %[[#]] 3 0 %[[#sp]] None{{$}}
; CHECK: %[[#var:]] = OpVariable %[[#]] Function
; CHECK-NEXT: OpExtInst %[[#]] %[[#set]] DebugScope %[[#sp]]
; CHECK-NEXT: OpLine %[[#]] 2 7
; CHECK-NEXT: OpExtInst %[[#]] %[[#set]] DebugDeclare %[[#x]] %[[#var]] %[[#expr]]
; CHECK-NEXT: OpStore %[[#var]]
; CHECK-NEXT: OpLine %[[#]] 3 9
; CHECK-NEXT: %[[#sum:]] = OpIAdd
; CHECK-NEXT: OpExtInst %[[#]] %[[#set]] DebugValue %[[#y]] %[[#sum]] %[[#expr]]
; CHECK-NEXT: OpStore %[[#]] %[[#sum]] Aligned 4
; CHECK-NEXT: OpReturn

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) !dbg !5 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %x, metadata !10, metadata !DIExpression()), !dbg !12
  store i32 %n, ptr %x, align 4, !dbg !12
  %y = add i32 %n, 1, !dbg !13
  call void @llvm.dbg.value(metadata i32 %y, metadata !11, metadata !DIExpression()), !dbg !13
  call void @llvm.dbg.label(metadata !14), !dbg !13
  store i32 %y, ptr addrspace(1) %out, align 4, !dbg !13
  ret void, !dbg !13
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{}
!10 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocalVariable(name: "y", scope: !5, file: !1, line: 3, type: !8)
!12 = !DILocation(line: 2, column: 7, scope: !5)
!13 = !DILocation(line: 3, column: 9, scope: !5)
!14 = !DILabel(scope: !5, name: "here", file: !1, line: 4)
