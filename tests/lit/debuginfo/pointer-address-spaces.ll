;; The storage class of a debug pointer type comes from its DWARF address
;; space (clang writes the LLVM address space there) through the module's
;; address-space map, as the pointers of the code do: in AMDGPU's numbering
;; (HIP, `addrspace-map=amdgcn`) 1 is global, 3 local, 5 private and 0
;; generic, where SPIR's numbering makes 0 private.
; RUN: %opt -passes='spirv-emit<out=%t.spv;addrspace-map=amdgcn>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: %opt -passes='spirv-emit<out=%t.ns.spv;addrspace-map=amdgcn;debug-info=nonsemantic100;ext=+SPV_KHR_non_semantic_info>' -disable-output %s
; RUN: %spirv-val --no-reader %t.ns.spv
; RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS

;; NonSemantic.Shader.DebugInfo.100 takes the storage class as a constant.
; NS-DAG: %[[#c4:]] = OpConstant %[[#]] 4{{$}}
; NS-DAG: %[[#c5:]] = OpConstant %[[#]] 5{{$}}
; NS-DAG: %[[#c7:]] = OpConstant %[[#]] 7{{$}}
; NS-DAG: %[[#c8:]] = OpConstant %[[#]] 8{{$}}
; CHECK: %[[#int:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic
; OCL-DAG: DebugTypePointer %[[#int]] CrossWorkgroup None
; OCL-DAG: DebugTypePointer %[[#int]] Workgroup None
; OCL-DAG: DebugTypePointer %[[#int]] Function None
; OCL-DAG: DebugTypePointer %[[#int]] Generic None
; NS-DAG: DebugTypePointer %[[#int]] %[[#c5]] %[[#]]
; NS-DAG: DebugTypePointer %[[#int]] %[[#c4]] %[[#]]
; NS-DAG: DebugTypePointer %[[#int]] %[[#c7]] %[[#]]
; NS-DAG: DebugTypePointer %[[#int]] %[[#c8]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %global, ptr addrspace(3) %local, ptr addrspace(5) %private, ptr %generic) !dbg !8 {
  store i32 1, ptr addrspace(1) %global, align 4, !dbg !20
  store i32 2, ptr addrspace(3) %local, align 4, !dbg !20
  store i32 3, ptr addrspace(5) %private, align 4, !dbg !20
  store i32 4, ptr %generic, align 4, !dbg !20
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !13, !15, !16}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 3)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 5)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 0)
!20 = !DILocation(line: 2, column: 3, scope: !8)
