;; An integer width SPIR-V lacks: the error names the function and shows the
;; instruction; opt exits non-zero and leaves no output file.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'wide': integer type i128 has no SPIR-V equivalent (integers up to 64 bits are supported)
; CHECK-NEXT: %x = zext i64 %a to i128
; CHECK-NEXT: in function 'wide': integer type i128 has no SPIR-V equivalent
; CHECK-NEXT: %r = mul i128 %x, %x

target triple = "spir64-unknown-unknown"

define spir_func i64 @wide(i64 %a) {
  %x = zext i64 %a to i128
  %r = mul i128 %x, %x
  %t = trunc i128 %r to i64
  ret i64 %t
}
