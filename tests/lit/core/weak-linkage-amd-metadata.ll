;; What HIP device code's linkages and AMD's instruction metadata become.
;; Linkage: weak, weak_odr and common definitions (chipStar's headers define
;; their abort flag weak in every module) are the definitions used: exported,
;; as any definition (SPV_AMD_weak_linkage's LinkageType Weak is in no grammar
;; or validator here, so allowing it changes nothing); linkonce/linkonce_odr
;; are LinkOnceODR where SPV_KHR_linkonce_odr is allowed (ext=+all), else
;; exported; extern_weak declarations are imports like any declaration;
;; available_externally functions and constants (copies of another module's
;; definition) are used here without linkage.
;; Metadata: !amdgpu.no.fine.grained.memory, !amdgpu.no.remote.memory,
;; !amdgpu.ignore.denormal.mode (atomics), !amdgpu.noclobber (loads) and
;; !amdgpu.uniform (branches) are hints that promise something about memory or
;; control flow and change no result: dropped, each instruction translated as
;; without them.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,DEFAULT
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: %spirv-dis %t.all.spv | FileCheck %s --check-prefixes=CHECK,ALL
;; The same module without the metadata gives the same words.
; RUN: sed -e 's/, !amdgpu[.a-z]* !0//g' %s > %t.plain.ll
; RUN: %opt -passes='spirv-emit<out=%t.plain.spv>' -disable-output %t.plain.ll
; RUN: cmp %t.spv %t.plain.spv

; ALL-NOT: OpExtension "SPV_AMD_weak_linkage"
; CHECK-DAG: OpDecorate %[[#flag:]] LinkageAttributes "abort_flag" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "table" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "common_g" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "ext_weak" Import
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "weak_helper" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "maybe_there" Import
; DEFAULT-DAG: OpDecorate %[[#]] LinkageAttributes "once" Export
; DEFAULT-DAG: OpDecorate %[[#]] LinkageAttributes "inline_helper" Export
; ALL-DAG: OpDecorate %[[#]] LinkageAttributes "once" LinkOnceODR
; ALL-DAG: OpDecorate %[[#]] LinkageAttributes "inline_helper" LinkOnceODR
; CHECK-NOT: LinkageAttributes "copied_helper"
; CHECK-NOT: LinkageAttributes "copied_table"
; CHECK: OpAtomicIAdd
; CHECK: OpAtomicFAddEXT

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@abort_flag = weak addrspace(1) global i32 0, align 4
@table = weak_odr addrspace(1) constant [2 x i32] [i32 3, i32 4], align 4
@once = linkonce_odr addrspace(1) global i32 7, align 4
@common_g = common addrspace(1) global i32 0, align 4
@ext_weak = extern_weak addrspace(1) global i32
@copied_table = available_externally addrspace(1) constant [2 x i32] [i32 5, i32 6], align 4

define weak spir_func i32 @weak_helper(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define linkonce_odr hidden spir_func i32 @inline_helper(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define available_externally spir_func i32 @copied_helper(i32 %x) {
  %r = sub i32 %x, 2
  ret i32 %r
}

declare extern_weak spir_func i32 @maybe_there(i32)

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4, !amdgpu.noclobber !0
  %a = call spir_func i32 @weak_helper(i32 %v)
  %b = call spir_func i32 @inline_helper(i32 %a)
  %c = call spir_func i32 @copied_helper(i32 %b)
  %d = call spir_func i32 @maybe_there(i32 %c)
  %old = atomicrmw add ptr addrspace(1) %p, i32 %d syncscope("device") monotonic, align 4, !amdgpu.no.fine.grained.memory !0, !amdgpu.no.remote.memory !0
  %fo = atomicrmw fadd ptr addrspace(1) %f, float 1.0 syncscope("device") monotonic, align 4, !amdgpu.no.fine.grained.memory !0, !amdgpu.ignore.denormal.mode !0
  %t = load i32, ptr addrspace(1) getelementptr ([2 x i32], ptr addrspace(1) @table, i64 0, i64 1), align 4
  %u = load i32, ptr addrspace(1) getelementptr ([2 x i32], ptr addrspace(1) @copied_table, i64 0, i64 1), align 4
  %tu = add i32 %t, %u
  store i32 %tu, ptr addrspace(1) @abort_flag, align 4
  %o = load i32, ptr addrspace(1) @once, align 4
  %w = load i32, ptr addrspace(1) @ext_weak, align 4
  %ow = add i32 %o, %w
  store i32 %ow, ptr addrspace(1) @common_g, align 4
  %z = icmp eq i32 %old, 0
  br i1 %z, label %then, label %done, !amdgpu.uniform !0

then:
  store i32 %o, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

!0 = !{}
