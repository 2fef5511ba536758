;; The debug-information fallback: when the module's debug information would
;; not validate, the kernel is still written, without debug information, and a
;; warning says so (debug information must never cost the kernel). The trigger
;; here is legal LLVM debug metadata (every LLVM version's verifier accepts it)
;; that spirv-emit does not describe validly yet: a vector of zero lanes (no
;; front end writes one: clang refuses ext_vector_type(0)), whose
;; DebugTypeArray count 0 SPIRV-Tools rejects. (Flexible arrays, the trigger
;; before, are described validly now: debuginfo/flexible-array.cl.) Should
;; this ever be described validly, the test needs another trigger: the WARN
;; checks below then fail.
; RUN: rm -f %t.spv
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
;; Without debug information asked for, nothing to fall back from: no warning.
; RUN: %opt -passes='spirv-emit<out=%t.none.spv;debug-info=none>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

; WARN: spirv-emit: warning: the debug information of this module does not validate (OpenCL.DebugInfo.100 DebugTypeArray: Component Count must be
; WARN: the module is written without debug information
; QUIET-NOT: warning: the debug information

; CHECK-NOT: OpExtInstImport "OpenCL.DebugInfo.100"
; CHECK-NOT: OpLine
; CHECK: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK: %[[#K]] = OpFunction
; CHECK: OpStore
; CHECK-NEXT: OpReturn

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global [4 x i32] zeroinitializer, align 4, !dbg !20

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4, !dbg !12
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
!22 = !{!20}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 0, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 0)
