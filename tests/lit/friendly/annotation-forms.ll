;; Annotation strings as front ends write them: a brace group that names no
;; decoration (`{FOO}`) leaves the whole string a UserSemantic, as the
;; reference translator keeps it (SPIR-V 1.4 here, where UserSemantic is
;; core); a quoted argument list (`{6442:"0,1"}`, SYCL's cache controls) is
;; one list of numbers, and a pointer annotation decorates the pointer; a
;; user semantic's constant arguments are appended as the translator writes
;; them ("note: 30, 1"; zeroinitializer gives zeros).
; RUN: %if llvm15 %{sed -f %S/../tools/llvm15-annotations.sed%} %else %{cat%} %s > %t.in.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv;version=1.4;ext=+SPV_INTEL_cache_controls>' -disable-output %t.in.ll
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#v:]] UserSemantic "{FOO}"
; CHECK-DAG: OpDecorate %[[#v]] UserSemantic "note: 30, 1"
; CHECK-DAG: OpDecorate %[[#v]] UserSemantic "zeros: 0, 0"
; CHECK-DAG: OpDecorate %[[#p:]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK: %[[#p]] = OpFunctionParameter
; CHECK: %[[#v]] = OpVariable

target triple = "spir64-unknown-unknown"

@.str.foo = private unnamed_addr addrspace(1) constant [6 x i8] c"{FOO}\00", section "llvm.metadata"
@.str.cc = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
@.str.note = private unnamed_addr addrspace(1) constant [5 x i8] c"note\00", section "llvm.metadata"
@.str.zeros = private unnamed_addr addrspace(1) constant [6 x i8] c"zeros\00", section "llvm.metadata"
@.args.note = private unnamed_addr addrspace(1) constant { i32, i1 } { i32 30, i1 true }, section "llvm.metadata"
@.args.zeros = private unnamed_addr addrspace(1) constant { i32, i32 } zeroinitializer, section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [5 x i8] c"a.cl\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.foo, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null)
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.note, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) @.args.note)
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.zeros, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) @.args.zeros)
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @.str.cc, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null)
  %x = load i32, ptr addrspace(1) %a, align 4
  store i32 %x, ptr %v, align 4
  %y = load i32, ptr %v, align 4
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
