; constrained_round_f64: llvm.experimental.constrained.{fadd,fsub,fmul,fdiv,sqrt,fma,fmuladd} on double
; in each static rounding mode (towardzero, upward, downward, tonearest), for
; operand triples (a[i], b[i], c[i]); out[i*28 + j] holds the bits of result j
; (mode-major, operations in the order above; NaNs stored as the canonical quiet NaN).
; constrained_round_f64.py computes each result exactly on the host (exact_rounding.py).
target triple = "spir64-unknown-unknown"

define spir_kernel void @constrained_round_f64(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) strictfp {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0) strictfp
  %pa = getelementptr double, ptr addrspace(1) %a, i64 %i
  %av = load double, ptr addrspace(1) %pa, align 8
  %pb = getelementptr double, ptr addrspace(1) %b, i64 %i
  %bv = load double, ptr addrspace(1) %pb, align 8
  %pc = getelementptr double, ptr addrspace(1) %c, i64 %i
  %cv = load double, ptr addrspace(1) %pc, align 8
  %base = mul i64 %i, 28
  %r0 = call double @llvm.experimental.constrained.fadd.f64(double %av, double %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 0, double %r0)
  %r1 = call double @llvm.experimental.constrained.fsub.f64(double %av, double %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 1, double %r1)
  %r2 = call double @llvm.experimental.constrained.fmul.f64(double %av, double %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 2, double %r2)
  %r3 = call double @llvm.experimental.constrained.fdiv.f64(double %av, double %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 3, double %r3)
  %r4 = call double @llvm.experimental.constrained.sqrt.f64(double %av, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 4, double %r4)
  %r5 = call double @llvm.experimental.constrained.fma.f64(double %av, double %bv, double %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 5, double %r5)
  %r6 = call double @llvm.experimental.constrained.fmuladd.f64(double %av, double %bv, double %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 6, double %r6)
  %r7 = call double @llvm.experimental.constrained.fadd.f64(double %av, double %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 7, double %r7)
  %r8 = call double @llvm.experimental.constrained.fsub.f64(double %av, double %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 8, double %r8)
  %r9 = call double @llvm.experimental.constrained.fmul.f64(double %av, double %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 9, double %r9)
  %r10 = call double @llvm.experimental.constrained.fdiv.f64(double %av, double %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 10, double %r10)
  %r11 = call double @llvm.experimental.constrained.sqrt.f64(double %av, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 11, double %r11)
  %r12 = call double @llvm.experimental.constrained.fma.f64(double %av, double %bv, double %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 12, double %r12)
  %r13 = call double @llvm.experimental.constrained.fmuladd.f64(double %av, double %bv, double %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 13, double %r13)
  %r14 = call double @llvm.experimental.constrained.fadd.f64(double %av, double %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 14, double %r14)
  %r15 = call double @llvm.experimental.constrained.fsub.f64(double %av, double %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 15, double %r15)
  %r16 = call double @llvm.experimental.constrained.fmul.f64(double %av, double %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 16, double %r16)
  %r17 = call double @llvm.experimental.constrained.fdiv.f64(double %av, double %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 17, double %r17)
  %r18 = call double @llvm.experimental.constrained.sqrt.f64(double %av, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 18, double %r18)
  %r19 = call double @llvm.experimental.constrained.fma.f64(double %av, double %bv, double %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 19, double %r19)
  %r20 = call double @llvm.experimental.constrained.fmuladd.f64(double %av, double %bv, double %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 20, double %r20)
  %r21 = call double @llvm.experimental.constrained.fadd.f64(double %av, double %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 21, double %r21)
  %r22 = call double @llvm.experimental.constrained.fsub.f64(double %av, double %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 22, double %r22)
  %r23 = call double @llvm.experimental.constrained.fmul.f64(double %av, double %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 23, double %r23)
  %r24 = call double @llvm.experimental.constrained.fdiv.f64(double %av, double %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 24, double %r24)
  %r25 = call double @llvm.experimental.constrained.sqrt.f64(double %av, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 25, double %r25)
  %r26 = call double @llvm.experimental.constrained.fma.f64(double %av, double %bv, double %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 26, double %r26)
  %r27 = call double @llvm.experimental.constrained.fmuladd.f64(double %av, double %bv, double %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 27, double %r27)
  ret void
}

;; The bits of x (NaN canonical) at out[base + j].
define internal void @store(ptr addrspace(1) %out, i64 %base, i64 %j, double %x) {
  %bits = bitcast double %x to i64
  %nan = fcmp uno double %x, %x
  %v = select i1 %nan, i64 9221120237041090560, i64 %bits
  %k = add i64 %base, %j
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %k
  store i64 %v, ptr addrspace(1) %p, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fsub.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fmuladd.f64(double, double, double, metadata, metadata)
