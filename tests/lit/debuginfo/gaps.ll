;; Debug information that used to be dropped (with a warning) is kept:
;; a variadic function type (a null last parameter type: the unspecified
;; basic type, since neither set has a variadic flag and SPIRV-Tools takes
;; neither DebugInfoNone nor OpTypeVoid as a parameter type), an array with a
;; run-time count (DebugTypeArray whose count is the DebugLocalVariable
;; holding it, clang's unsigned __vla_expr0) and globals in address space 0.
;; (llvm-spirv-15 -r cannot read a DebugTypeArray whose count is a variable:
;; it asserts "Id is not in map"; SPIRV-Tools validates it, so the reader is
;; not run here.)
;; IR made by clang-16 -x c -g -O0 from (target lines changed to spir64):
;;   int counter = 3;
;;   static int hidden[4] = {1, 2, 3, 4};
;;   int use(int n) {
;;     int vla[n];
;;     for (int i = 0; i < n; i++) vla[i] = i * hidden[i & 3] + counter;
;;     int s = 0;
;;     for (int i = 0; i < n; i++) s += vla[i];
;;     return s;
;;   }
;;   int (*fp)(int, ...) = 0;
;;   struct ops { int (*log)(const char *, ...); int k; };
;;   int apply(struct ops *o) { return o->k; }
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_variable_length_array>' -disable-output %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: %spirv-val --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: env SPIRV_EMIT_EXT=+SPV_INTEL_variable_length_array,+SPV_KHR_non_semantic_info %opt -passes='spirv-emit<out=%t.ns.spv;debug-info=nonsemantic100>' -disable-output %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: %spirv-val --no-reader %t.ns.spv
; RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefix=NS

; QUIET-NOT: warning

; CHECK-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#]] Signed
; CHECK-DAG: %[[#UNSPECIFIED:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#]] Unspecified
; CHECK-DAG: DebugTypeFunction None %[[#INT]] %[[#]] %[[#UNSPECIFIED]]
; CHECK-DAG: %[[#VLA:]] = OpString "__vla_expr0"
; CHECK-DAG: %[[#BOUND:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#VLA]] %[[#]] %[[#]] 0 0 %[[#]] FlagArtificial
; CHECK-DAG: DebugTypeArray %[[#INT]] %[[#BOUND]]
; CHECK-DAG: DebugGlobalVariable %[[#]] %[[#INT]] %[[#]] 2 0 %[[#]] %[[#]] %[[#]] FlagIsDefinition

; NS-DAG: DebugTypeFunction %[[#]] %[[#]] %[[#]] %[[#]]
; NS-DAG: %[[#NSVLA:]] = OpString "__vla_expr0"
; NS-DAG: %[[#NSBOUND:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#NSVLA]]
; NS-DAG: DebugTypeArray %[[#]] %[[#NSBOUND]]
; NS-DAG: DebugGlobalVariable

; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.ops = type { ptr, i32 }

@counter = dso_local global i32 3, align 4, !dbg !0
@hidden = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !11
@fp = dso_local global ptr null, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(i32 noundef %0) #0 !dbg !24 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !28, metadata !DIExpression()), !dbg !29
  %8 = load i32, ptr %2, align 4, !dbg !30
  %9 = zext i32 %8 to i64, !dbg !31
  %10 = call ptr @llvm.stacksave(), !dbg !31
  store ptr %10, ptr %3, align 8, !dbg !31
  %11 = alloca i32, i64 %9, align 16, !dbg !31
  store i64 %9, ptr %4, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata ptr %4, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata ptr %11, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata ptr %5, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, ptr %5, align 4, !dbg !42
  br label %12, !dbg !43

12:                                               ; preds = %29, %1
  %13 = load i32, ptr %5, align 4, !dbg !44
  %14 = load i32, ptr %2, align 4, !dbg !46
  %15 = icmp slt i32 %13, %14, !dbg !47
  br i1 %15, label %16, label %32, !dbg !48

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4, !dbg !49
  %18 = load i32, ptr %5, align 4, !dbg !50
  %19 = and i32 %18, 3, !dbg !51
  %20 = sext i32 %19 to i64, !dbg !52
  %21 = getelementptr inbounds [4 x i32], ptr @hidden, i64 0, i64 %20, !dbg !52
  %22 = load i32, ptr %21, align 4, !dbg !52
  %23 = mul nsw i32 %17, %22, !dbg !53
  %24 = load i32, ptr @counter, align 4, !dbg !54
  %25 = add nsw i32 %23, %24, !dbg !55
  %26 = load i32, ptr %5, align 4, !dbg !56
  %27 = sext i32 %26 to i64, !dbg !57
  %28 = getelementptr inbounds i32, ptr %11, i64 %27, !dbg !57
  store i32 %25, ptr %28, align 4, !dbg !58
  br label %29, !dbg !57

29:                                               ; preds = %16
  %30 = load i32, ptr %5, align 4, !dbg !59
  %31 = add nsw i32 %30, 1, !dbg !59
  store i32 %31, ptr %5, align 4, !dbg !59
  br label %12, !dbg !60, !llvm.loop !61

32:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata ptr %6, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 0, ptr %6, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata ptr %7, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, ptr %7, align 4, !dbg !68
  br label %33, !dbg !69

33:                                               ; preds = %44, %32
  %34 = load i32, ptr %7, align 4, !dbg !70
  %35 = load i32, ptr %2, align 4, !dbg !72
  %36 = icmp slt i32 %34, %35, !dbg !73
  br i1 %36, label %37, label %47, !dbg !74

37:                                               ; preds = %33
  %38 = load i32, ptr %7, align 4, !dbg !75
  %39 = sext i32 %38 to i64, !dbg !76
  %40 = getelementptr inbounds i32, ptr %11, i64 %39, !dbg !76
  %41 = load i32, ptr %40, align 4, !dbg !76
  %42 = load i32, ptr %6, align 4, !dbg !77
  %43 = add nsw i32 %42, %41, !dbg !77
  store i32 %43, ptr %6, align 4, !dbg !77
  br label %44, !dbg !78

44:                                               ; preds = %37
  %45 = load i32, ptr %7, align 4, !dbg !79
  %46 = add nsw i32 %45, 1, !dbg !79
  store i32 %46, ptr %7, align 4, !dbg !79
  br label %33, !dbg !80, !llvm.loop !81

47:                                               ; preds = %33
  %48 = load i32, ptr %6, align 4, !dbg !83
  %49 = load ptr, ptr %3, align 8, !dbg !84
  call void @llvm.stackrestore(ptr %49), !dbg !84
  ret i32 %48, !dbg !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave()

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0) #0 !dbg !85 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !99, metadata !DIExpression()), !dbg !100
  %3 = load ptr, ptr %2, align 8, !dbg !101
  %4 = getelementptr inbounds %struct.ops, ptr %3, i32 0, i32 1, !dbg !102
  %5 = load i32, ptr %4, align 8, !dbg !102
  ret i32 %5, !dbg !103
}


!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/tmp/ct/dbg", checksumkind: CSK_MD5, checksum: "9754a6c665ca672a238f4f81b389b338")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "fp", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, null}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "hidden", scope: !2, file: !3, line: 3, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!24 = distinct !DISubprogram(name: "use", scope: !3, file: !3, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !10}
!27 = !{}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !3, line: 4, type: !10)
!29 = !DILocation(line: 4, column: 13, scope: !24)
!30 = !DILocation(line: 5, column: 11, scope: !24)
!31 = !DILocation(line: 5, column: 3, scope: !24)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !24, type: !33, flags: DIFlagArtificial)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 0, scope: !24)
!35 = !DILocalVariable(name: "vla", scope: !24, file: !3, line: 5, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: !32)
!39 = !DILocation(line: 5, column: 7, scope: !24)
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 6, type: !10)
!41 = distinct !DILexicalBlock(scope: !24, file: !3, line: 6, column: 3)
!42 = !DILocation(line: 6, column: 12, scope: !41)
!43 = !DILocation(line: 6, column: 8, scope: !41)
!44 = !DILocation(line: 6, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 6, column: 3)
!46 = !DILocation(line: 6, column: 23, scope: !45)
!47 = !DILocation(line: 6, column: 21, scope: !45)
!48 = !DILocation(line: 6, column: 3, scope: !41)
!49 = !DILocation(line: 6, column: 40, scope: !45)
!50 = !DILocation(line: 6, column: 51, scope: !45)
!51 = !DILocation(line: 6, column: 53, scope: !45)
!52 = !DILocation(line: 6, column: 44, scope: !45)
!53 = !DILocation(line: 6, column: 42, scope: !45)
!54 = !DILocation(line: 6, column: 60, scope: !45)
!55 = !DILocation(line: 6, column: 58, scope: !45)
!56 = !DILocation(line: 6, column: 35, scope: !45)
!57 = !DILocation(line: 6, column: 31, scope: !45)
!58 = !DILocation(line: 6, column: 38, scope: !45)
!59 = !DILocation(line: 6, column: 27, scope: !45)
!60 = !DILocation(line: 6, column: 3, scope: !45)
!61 = distinct !{!61, !48, !62, !63}
!62 = !DILocation(line: 6, column: 60, scope: !41)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 7, type: !10)
!65 = !DILocation(line: 7, column: 7, scope: !24)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 8, type: !10)
!67 = distinct !DILexicalBlock(scope: !24, file: !3, line: 8, column: 3)
!68 = !DILocation(line: 8, column: 12, scope: !67)
!69 = !DILocation(line: 8, column: 8, scope: !67)
!70 = !DILocation(line: 8, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 8, column: 3)
!72 = !DILocation(line: 8, column: 23, scope: !71)
!73 = !DILocation(line: 8, column: 21, scope: !71)
!74 = !DILocation(line: 8, column: 3, scope: !67)
!75 = !DILocation(line: 8, column: 40, scope: !71)
!76 = !DILocation(line: 8, column: 36, scope: !71)
!77 = !DILocation(line: 8, column: 33, scope: !71)
!78 = !DILocation(line: 8, column: 31, scope: !71)
!79 = !DILocation(line: 8, column: 27, scope: !71)
!80 = !DILocation(line: 8, column: 3, scope: !71)
!81 = distinct !{!81, !74, !82, !63}
!82 = !DILocation(line: 8, column: 41, scope: !67)
!83 = !DILocation(line: 10, column: 10, scope: !24)
!84 = !DILocation(line: 11, column: 1, scope: !24)
!85 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 15, type: !86, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!86 = !DISubroutineType(types: !87)
!87 = !{!10, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ops", file: !3, line: 14, size: 128, elements: !90)
!90 = !{!91, !98}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "log", scope: !89, file: !3, line: 14, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DISubroutineType(types: !94)
!94 = !{!10, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !89, file: !3, line: 14, baseType: !10, size: 32, offset: 64)
!99 = !DILocalVariable(name: "o", arg: 1, scope: !85, file: !3, line: 15, type: !88)
!100 = !DILocation(line: 15, column: 23, scope: !85)
!101 = !DILocation(line: 15, column: 35, scope: !85)
!102 = !DILocation(line: 15, column: 38, scope: !85)
!103 = !DILocation(line: 15, column: 28, scope: !85)
