;; Input of friendly/decoration-operands.ll: MaxByteOffset with two operands,
;; UserSemantic with an integer, Alignment without its operand.
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@h = addrspace(1) global i32 0, align 4, !spirv.Decorations !4
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = add i32 %n, 1, !spirv.Decorations !2
  store i32 %a, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 45, i32 64, i32 1}
!2 = !{!3}
!3 = !{i32 5635, i32 7}
!4 = !{!5}
!5 = !{i32 44}
