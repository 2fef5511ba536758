; constrained_round_f32: llvm.experimental.constrained.{fadd,fsub,fmul,fdiv,sqrt,fma,fmuladd} on float
; in each static rounding mode (towardzero, upward, downward, tonearest), for
; operand triples (a[i], b[i], c[i]); out[i*28 + j] holds the bits of result j
; (mode-major, operations in the order above; NaNs stored as the canonical quiet NaN).
; constrained_round_f32.py computes each result exactly on the host (exact_rounding.py).
target triple = "spir64-unknown-unknown"

define spir_kernel void @constrained_round_f32(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) strictfp {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0) strictfp
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %av = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %i
  %bv = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %i
  %cv = load float, ptr addrspace(1) %pc, align 4
  %base = mul i64 %i, 28
  %r0 = call float @llvm.experimental.constrained.fadd.f32(float %av, float %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 0, float %r0)
  %r1 = call float @llvm.experimental.constrained.fsub.f32(float %av, float %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 1, float %r1)
  %r2 = call float @llvm.experimental.constrained.fmul.f32(float %av, float %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 2, float %r2)
  %r3 = call float @llvm.experimental.constrained.fdiv.f32(float %av, float %bv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 3, float %r3)
  %r4 = call float @llvm.experimental.constrained.sqrt.f32(float %av, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 4, float %r4)
  %r5 = call float @llvm.experimental.constrained.fma.f32(float %av, float %bv, float %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 5, float %r5)
  %r6 = call float @llvm.experimental.constrained.fmuladd.f32(float %av, float %bv, float %cv, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 6, float %r6)
  %r7 = call float @llvm.experimental.constrained.fadd.f32(float %av, float %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 7, float %r7)
  %r8 = call float @llvm.experimental.constrained.fsub.f32(float %av, float %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 8, float %r8)
  %r9 = call float @llvm.experimental.constrained.fmul.f32(float %av, float %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 9, float %r9)
  %r10 = call float @llvm.experimental.constrained.fdiv.f32(float %av, float %bv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 10, float %r10)
  %r11 = call float @llvm.experimental.constrained.sqrt.f32(float %av, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 11, float %r11)
  %r12 = call float @llvm.experimental.constrained.fma.f32(float %av, float %bv, float %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 12, float %r12)
  %r13 = call float @llvm.experimental.constrained.fmuladd.f32(float %av, float %bv, float %cv, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 13, float %r13)
  %r14 = call float @llvm.experimental.constrained.fadd.f32(float %av, float %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 14, float %r14)
  %r15 = call float @llvm.experimental.constrained.fsub.f32(float %av, float %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 15, float %r15)
  %r16 = call float @llvm.experimental.constrained.fmul.f32(float %av, float %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 16, float %r16)
  %r17 = call float @llvm.experimental.constrained.fdiv.f32(float %av, float %bv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 17, float %r17)
  %r18 = call float @llvm.experimental.constrained.sqrt.f32(float %av, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 18, float %r18)
  %r19 = call float @llvm.experimental.constrained.fma.f32(float %av, float %bv, float %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 19, float %r19)
  %r20 = call float @llvm.experimental.constrained.fmuladd.f32(float %av, float %bv, float %cv, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 20, float %r20)
  %r21 = call float @llvm.experimental.constrained.fadd.f32(float %av, float %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 21, float %r21)
  %r22 = call float @llvm.experimental.constrained.fsub.f32(float %av, float %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 22, float %r22)
  %r23 = call float @llvm.experimental.constrained.fmul.f32(float %av, float %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 23, float %r23)
  %r24 = call float @llvm.experimental.constrained.fdiv.f32(float %av, float %bv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 24, float %r24)
  %r25 = call float @llvm.experimental.constrained.sqrt.f32(float %av, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 25, float %r25)
  %r26 = call float @llvm.experimental.constrained.fma.f32(float %av, float %bv, float %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 26, float %r26)
  %r27 = call float @llvm.experimental.constrained.fmuladd.f32(float %av, float %bv, float %cv, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %base, i64 27, float %r27)
  ret void
}

;; The bits of x (NaN canonical) at out[base + j].
define internal void @store(ptr addrspace(1) %out, i64 %base, i64 %j, float %x) {
  %bits = bitcast float %x to i32
  %nan = fcmp uno float %x, %x
  %v = select i1 %nan, i32 2143289344, i32 %bits
  %k = add i64 %base, %j
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %k
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmuladd.f32(float, float, float, metadata, metadata)
