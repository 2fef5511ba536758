;; llvm.ptr.annotation on a struct member GEP -> OpMemberDecorate with the
;; decoration its {name:args} string names (the reserved names of "SPIR-V Representation in LLVM IR", or a
;; number); llvm.var.annotation and @llvm.global.annotations decorate the
;; variable; plain strings are UserSemantic when allowed.
;; LLVM 15's annotation intrinsics take default address space strings: there
;; the module is first rewritten into that form (tools/llvm15-annotations.sed).
; RUN: %if llvm15 %{sed -f %S/../tools/llvm15-annotations.sed%} %else %{cat%} %s > %t.in.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_fpga_memory_attributes>' -disable-output %t.in.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t14.spv;version=1.4;ext=+SPV_INTEL_fpga_memory_attributes>' -disable-output %t.in.ll
; RUN: %spirv-dis %t14.spv | FileCheck %s --check-prefix=V14
;; Without the extension the FPGA memory attributes are dropped (hints for an
;; FPGA compiler, as the reference translator drops them).
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %t.in.ll
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT
; DEFAULT-NOT: OpExtension "SPV_INTEL_fpga_memory_attributes"
; DEFAULT-NOT: NumbanksINTEL
; DEFAULT-NOT: MemoryINTEL

; CHECK-DAG: OpCapability FPGAMemoryAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_memory_attributes"
; CHECK-DAG: OpMemberDecorate %[[#S:]] 1 NumbanksINTEL 4
; CHECK-DAG: OpMemberDecorate %[[#S]] 1 RegisterINTEL
; CHECK-DAG: OpMemberDecorate %[[#S]] 0 BankBitsINTEL 3
; CHECK-DAG: OpDecorate %[[#VAR:]] MaxPrivateCopiesINTEL 2
; CHECK-DAG: OpDecorate %[[#G:]] MemoryINTEL "MLAB"
; CHECK-DAG: %[[#S]] = OpTypeStruct
; CHECK-DAG: %[[#G]] = OpVariable %{{[0-9]+}} CrossWorkgroup
;; UserSemantic needs SPIR-V 1.4 (or SPV_GOOGLE_hlsl_functionality1): dropped here.
; CHECK-NOT: UserSemantic
; V14: OpDecorate %{{[0-9]+}} UserSemantic "just a note"

target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

@.str.member = private unnamed_addr addrspace(1) constant [26 x i8] c"{numbanks:4}{register:1}\00\00", section "llvm.metadata"
;; (BankBitsINTEL takes one literal in SPIRV-Tools 2023.1's grammar, several in newer ones.)
@.str.bits = private unnamed_addr addrspace(1) constant [13 x i8] c"{5835:3}\00\00\00\00\00", section "llvm.metadata"
@.str.copies = private unnamed_addr addrspace(1) constant [19 x i8] c"{private_copies:2}\00", section "llvm.metadata"
@.str.note = private unnamed_addr addrspace(1) constant [12 x i8] c"just a note\00", section "llvm.metadata"
@.str.memory = private unnamed_addr addrspace(1) constant [15 x i8] c"{memory:MLAB}\00\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [5 x i8] c"a.cl\00", section "llvm.metadata"
@table = addrspace(1) global [4 x i32] zeroinitializer
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @table, ptr addrspace(1) @.str.memory, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %out) {
  %s = alloca %struct.S
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %fa = call ptr @llvm.ptr.annotation.p0.p1(ptr %f, ptr addrspace(1) @.str.member, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  store float 1.0, ptr %fa
  %i = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %ia = call ptr @llvm.ptr.annotation.p0.p1(ptr %i, ptr addrspace(1) @.str.bits, ptr addrspace(1) @.str.file, i32 4, ptr addrspace(1) null)
  store i32 2, ptr %ia
  %v = alloca i32
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.copies, ptr addrspace(1) @.str.file, i32 5, ptr addrspace(1) null)
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.note, ptr addrspace(1) @.str.file, i32 6, ptr addrspace(1) null)
  store i32 3, ptr %v
  ret void
}

