;; Integers wider than 64 bits other than i128 outside memory
;; (core/wide-integers-in-memory.ll), and what i128 (two 64-bit halves) has no
;; lowering for: each error names the function, shows the
;; instruction and names the extension that would express it; opt exits
;; non-zero and leaves no output file.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 8 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'vector': vector type <2 x i128> is not supported (integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers
; CHECK-NEXT: in function 'layout': struct type %pair = type { i64, i128 } with an i128 member at offset 8 is not supported (SPIR-V consumers place it at a multiple of 16
; CHECK-NEXT: in function 'wide': 'zext' on i96 values is not supported (integers wider than 64 bits other than i128 are kept only in memory (globals, allocas, stores of constants); integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers, which no SPIRV-Tools release validates)
; CHECK-NEXT: %x = zext i64 %a to i96
; CHECK-NEXT: in function 'wide': 'mul' on i96 values is not supported
; CHECK-NEXT: %r = mul i96 %x, %x
; CHECK-NEXT: in function 'wide': 'trunc' on i96 values is not supported
; CHECK-NEXT: %t = trunc i96 %r to i64
; CHECK-NEXT: in function 'division': 'udiv' on integers wider than 64 bits is not supported (integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers, which no SPIRV-Tools release validates)
; CHECK-NEXT: %q = udiv i128 %x, %y
; CHECK-NEXT: in function 'division': 'switch' on integers wider than 64 bits is not supported (integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers
; CHECK-NEXT: switch i128 %q
; CHECK-NEXT: i128 1, label %one
; CHECK-NEXT: ]
; CHECK-NEXT: in function 'intrinsic': intrinsic 'llvm.ctpop.i128' on integers wider than 64 bits is not supported (integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers
; CHECK-NEXT: %c = call i128 @llvm.ctpop.i128(i128 %x)
; CHECK-NOT: in function

target triple = "spir64-unknown-unknown"

define spir_func i64 @wide(i64 %a) {
  %x = zext i64 %a to i96
  %r = mul i96 %x, %x
  %t = trunc i96 %r to i64
  ret i64 %t
}

define spir_func i32 @division(i128 %x, i128 %y) {
  %q = udiv i128 %x, %y
  switch i128 %q, label %other [ i128 1, label %one ]
one:
  ret i32 1
other:
  ret i32 0
}

define spir_func i128 @intrinsic(i128 %x) {
  %c = call i128 @llvm.ctpop.i128(i128 %x)
  ret i128 %c
}

define spir_func <2 x i128> @vector(<2 x i128> %v) {
  ret <2 x i128> %v
}

declare i128 @llvm.ctpop.i128(i128)

%pair = type { i64, i128 }

define spir_func void @layout(ptr addrspace(1) %p) {
  %b = getelementptr %pair, ptr addrspace(1) %p, i64 0, i32 1
  store i128 5, ptr addrspace(1) %b
  ret void
}
