; constrained_round_f16: llvm.experimental.constrained.{fadd,fsub,fmul,fdiv,sqrt,fma,fmuladd} on half
; in each static rounding mode (towardzero, upward, downward, tonearest), for
; operand triples (a[i], b[i], c[i]); out[i*28 + j] holds the bits of result j
; (mode-major, operations in the order above; NaNs stored as the canonical quiet NaN).
; constrained_round_f16.py computes each result exactly on the host (exact_rounding.py).
target triple = "spir64-unknown-unknown"

define spir_kernel void @constrained_round_f16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) strictfp {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0) strictfp
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %i
  %av = load half, ptr addrspace(1) %pa, align 2
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %i
  %bv = load half, ptr addrspace(1) %pb, align 2
  %pc = getelementptr half, ptr addrspace(1) %c, i64 %i
  %cv = load half, ptr addrspace(1) %pc, align 2
  %base = mul i64 %i, 28
  %r0 = call half @llvm.experimental.constrained.fadd.f16(half %av, half %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 0, half %r0)
  %r1 = call half @llvm.experimental.constrained.fsub.f16(half %av, half %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 1, half %r1)
  %r2 = call half @llvm.experimental.constrained.fmul.f16(half %av, half %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 2, half %r2)
  %r3 = call half @llvm.experimental.constrained.fdiv.f16(half %av, half %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 3, half %r3)
  %r4 = call half @llvm.experimental.constrained.sqrt.f16(half %av, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 4, half %r4)
  %r5 = call half @llvm.experimental.constrained.fma.f16(half %av, half %bv, half %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 5, half %r5)
  %r6 = call half @llvm.experimental.constrained.fmuladd.f16(half %av, half %bv, half %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 6, half %r6)
  %r7 = call half @llvm.experimental.constrained.fadd.f16(half %av, half %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 7, half %r7)
  %r8 = call half @llvm.experimental.constrained.fsub.f16(half %av, half %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 8, half %r8)
  %r9 = call half @llvm.experimental.constrained.fmul.f16(half %av, half %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 9, half %r9)
  %r10 = call half @llvm.experimental.constrained.fdiv.f16(half %av, half %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 10, half %r10)
  %r11 = call half @llvm.experimental.constrained.sqrt.f16(half %av, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 11, half %r11)
  %r12 = call half @llvm.experimental.constrained.fma.f16(half %av, half %bv, half %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 12, half %r12)
  %r13 = call half @llvm.experimental.constrained.fmuladd.f16(half %av, half %bv, half %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 13, half %r13)
  %r14 = call half @llvm.experimental.constrained.fadd.f16(half %av, half %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 14, half %r14)
  %r15 = call half @llvm.experimental.constrained.fsub.f16(half %av, half %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 15, half %r15)
  %r16 = call half @llvm.experimental.constrained.fmul.f16(half %av, half %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 16, half %r16)
  %r17 = call half @llvm.experimental.constrained.fdiv.f16(half %av, half %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 17, half %r17)
  %r18 = call half @llvm.experimental.constrained.sqrt.f16(half %av, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 18, half %r18)
  %r19 = call half @llvm.experimental.constrained.fma.f16(half %av, half %bv, half %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 19, half %r19)
  %r20 = call half @llvm.experimental.constrained.fmuladd.f16(half %av, half %bv, half %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 20, half %r20)
  %r21 = call half @llvm.experimental.constrained.fadd.f16(half %av, half %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 21, half %r21)
  %r22 = call half @llvm.experimental.constrained.fsub.f16(half %av, half %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 22, half %r22)
  %r23 = call half @llvm.experimental.constrained.fmul.f16(half %av, half %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 23, half %r23)
  %r24 = call half @llvm.experimental.constrained.fdiv.f16(half %av, half %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 24, half %r24)
  %r25 = call half @llvm.experimental.constrained.sqrt.f16(half %av, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 25, half %r25)
  %r26 = call half @llvm.experimental.constrained.fma.f16(half %av, half %bv, half %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 26, half %r26)
  %r27 = call half @llvm.experimental.constrained.fmuladd.f16(half %av, half %bv, half %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 27, half %r27)
  ret void
}

;; The bits of x (NaN canonical) at out[base + j].
define internal void @store(ptr addrspace(1) %out, i64 %base, i64 %j, half %x) {
  %bits = bitcast half %x to i16
  %nan = fcmp uno half %x, %x
  %v = select i1 %nan, i16 32256, i16 %bits
  %k = add i64 %base, %j
  %p = getelementptr i16, ptr addrspace(1) %out, i64 %k
  store i16 %v, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare half @llvm.experimental.constrained.fadd.f16(half, half, metadata, metadata)
declare half @llvm.experimental.constrained.fsub.f16(half, half, metadata, metadata)
declare half @llvm.experimental.constrained.fmul.f16(half, half, metadata, metadata)
declare half @llvm.experimental.constrained.fdiv.f16(half, half, metadata, metadata)
declare half @llvm.experimental.constrained.sqrt.f16(half, metadata, metadata)
declare half @llvm.experimental.constrained.fma.f16(half, half, half, metadata, metadata)
declare half @llvm.experimental.constrained.fmuladd.f16(half, half, half, metadata, metadata)
