;; preserve-auxdata's NonSemantic.AuxData read back by the reference
;; translator: Debian trixie's llvm-spirv-18 -r --spirv-preserve-auxdata (in
;; the root scripts/setup-runtimes.sh makes) restores the function attributes
;; and metadata; without the flag it ignores them. What it restores is what it
;; restores from its own forward translation of this module: enum attributes
;; without an argument as such, any other attribute (`alignstack(8)`,
;; `uwtable(sync)`) as a string attribute of that text; strings and constants
;; in metadata, a global variable's address included. Global variables'
;; instructions (GlobalVariableAttribute/Metadata) are not in this module:
;; llvm-spirv-18 and -19 abort on them ("Invalid op"), as they predate them.
; REQUIRES: trixie-llvm-spirv-18
; RUN: %opt -passes='spirv-emit<out=%t.spv;preserve-auxdata;validate=off;ext=+SPV_KHR_non_semantic_info>' -disable-output %s
; RUN: %trixie-llvm-spirv-18 -r --spirv-preserve-auxdata %t.spv -o %t.rev.bc
; RUN: %llvm-dis-newest %t.rev.bc -o - | FileCheck %s
; RUN: %trixie-llvm-spirv-18 -r %t.spv -o %t.plain.bc
; RUN: %llvm-dis-newest %t.plain.bc -o - | FileCheck %s --check-prefix=PLAIN

; CHECK-DAG: define spir_func i32 @helper(i32 %x) #[[#HELPER:]] !foo ![[#FOO:]] {
; CHECK-DAG: declare spir_func void @ext() #[[#EXT:]]
; CHECK-DAG: define spir_kernel void @k(ptr addrspace(1) %p) #[[#K:]] {{.*}}!bar ![[#BAR:]] {
; CHECK-DAG: attributes #[[#HELPER]] = { noinline {{.*}}"alignstack(8)" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[#EXT]] = { {{.*}}"imported" }
; CHECK-DAG: attributes #[[#K]] = { nounwind "empty-attr" "frame-pointer"="all" "uwtable(sync)" }
; CHECK-DAG: ![[#FOO]] = !{!"hello", i32 7, i1 true}
; CHECK-DAG: ![[#BAR]] = !{i64 42, !"world", float 1.500000e+00, ptr addrspace(1) @counter}

; PLAIN: define spir_func i32 @helper(i32 %x) #[[#HELPER:]] {
; PLAIN-NOT: !foo
; PLAIN-NOT: !bar
; PLAIN-NOT: "frame-pointer"
; PLAIN-NOT: "imported"
; PLAIN: attributes #[[#HELPER]] = { noinline nounwind }

target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4

define spir_func i32 @helper(i32 %x) #1 !foo !3 {
  %r = add i32 %x, 1
  ret i32 %r
}

declare spir_func void @ext() #2

define spir_kernel void @k(ptr addrspace(1) %p) #0 !bar !4 {
  %v = load i32, ptr addrspace(1) %p
  %w = call spir_func i32 @helper(i32 %v)
  store i32 %w, ptr addrspace(1) %p
  store i32 %w, ptr addrspace(1) @counter
  call spir_func void @ext()
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" "empty-attr" uwtable(sync) }
attributes #1 = { noinline alignstack=8 "uniform-work-group-size"="true" }
attributes #2 = { "imported" }

!3 = !{!"hello", i32 7, i1 true}
!4 = !{i64 42, !"world", float 1.5, ptr addrspace(1) @counter}
