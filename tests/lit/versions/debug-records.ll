;; LLVM 19+ debug records (#dbg_declare, #dbg_value, #dbg_label: the
;; non-intrinsic debug-info format, the only one from LLVM 22 on) give exactly
;; what the llvm.dbg.* calls of ../debuginfo/variable-locations.ll give: its
;; checks are run on this module. The record syntax does not parse before LLVM 19.
; REQUIRES: llvm19 || llvm22
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %S/../debuginfo/variable-locations.ll

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) !dbg !5 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !10, !DIExpression(), !12)
  store i32 %n, ptr %x, align 4, !dbg !12
  %y = add i32 %n, 1, !dbg !13
    #dbg_value(i32 %y, !11, !DIExpression(), !13)
    #dbg_label(!14, !13)
  store i32 %y, ptr addrspace(1) %out, align 4, !dbg !13
  ret void, !dbg !13
}

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
