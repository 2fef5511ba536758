; constrained_convert: conversions in static rounding modes (out_f: fptrunc.f32.f64, sitofp.f32.i64, uitofp.f32.i64, sitofp.f32.i32, uitofp.f32.i32,
; each in tonearest, upward, towardzero, downward; an FPRoundingMode on the conversion), rint and nearbyint
; in each mode (dynamic, upward, towardzero, downward, tonearestaway; out_r) and lrint (out_l), as bits, NaNs canonical.
; constrained_convert.py computes each result exactly on the host (exact_rounding.py).
target triple = "spir64-unknown-unknown"

define spir_kernel void @constrained_convert(ptr addrspace(1) %d, ptr addrspace(1) %l, ptr addrspace(1) %f, ptr addrspace(1) %out_f, ptr addrspace(1) %out_r, ptr addrspace(1) %out_l) strictfp {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0) strictfp
  %pd = getelementptr double, ptr addrspace(1) %d, i64 %i
  %dv = load double, ptr addrspace(1) %pd, align 8
  %pl = getelementptr i64, ptr addrspace(1) %l, i64 %i
  %lv = load i64, ptr addrspace(1) %pl, align 8
  %lw = trunc i64 %lv to i32
  %pf = getelementptr float, ptr addrspace(1) %f, i64 %i
  %fv = load float, ptr addrspace(1) %pf, align 4
  %f0 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %dv, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 0, float %f0)
  %f1 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %dv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 1, float %f1)
  %f2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %dv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 2, float %f2)
  %f3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %dv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 3, float %f3)
  %f4 = call float @llvm.experimental.constrained.sitofp.f32.i64(i64 %lv, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 4, float %f4)
  %f5 = call float @llvm.experimental.constrained.sitofp.f32.i64(i64 %lv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 5, float %f5)
  %f6 = call float @llvm.experimental.constrained.sitofp.f32.i64(i64 %lv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 6, float %f6)
  %f7 = call float @llvm.experimental.constrained.sitofp.f32.i64(i64 %lv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 7, float %f7)
  %f8 = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 %lv, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 8, float %f8)
  %f9 = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 %lv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 9, float %f9)
  %f10 = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 %lv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 10, float %f10)
  %f11 = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 %lv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 11, float %f11)
  %f12 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %lw, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 12, float %f12)
  %f13 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %lw, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 13, float %f13)
  %f14 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %lw, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 14, float %f14)
  %f15 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %lw, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 15, float %f15)
  %f16 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %lw, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 16, float %f16)
  %f17 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %lw, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 17, float %f17)
  %f18 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %lw, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 18, float %f18)
  %f19 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %lw, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_f, i64 %i, i64 20, i64 19, float %f19)
  %r0 = call float @llvm.experimental.constrained.rint.f32(float %fv, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 0, float %r0)
  %r1 = call float @llvm.experimental.constrained.rint.f32(float %fv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 1, float %r1)
  %r2 = call float @llvm.experimental.constrained.rint.f32(float %fv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 2, float %r2)
  %r3 = call float @llvm.experimental.constrained.rint.f32(float %fv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 3, float %r3)
  %r4 = call float @llvm.experimental.constrained.rint.f32(float %fv, metadata !"round.tonearestaway", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 4, float %r4)
  %r5 = call float @llvm.experimental.constrained.nearbyint.f32(float %fv, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 5, float %r5)
  %r6 = call float @llvm.experimental.constrained.nearbyint.f32(float %fv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 6, float %r6)
  %r7 = call float @llvm.experimental.constrained.nearbyint.f32(float %fv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 7, float %r7)
  %r8 = call float @llvm.experimental.constrained.nearbyint.f32(float %fv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 8, float %r8)
  %r9 = call float @llvm.experimental.constrained.nearbyint.f32(float %fv, metadata !"round.tonearestaway", metadata !"fpexcept.strict") strictfp
  call void @store_f(ptr addrspace(1) %out_r, i64 %i, i64 10, i64 9, float %r9)
  %n0 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %fv, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  call void @store_l(ptr addrspace(1) %out_l, i64 %i, i64 5, i64 0, i64 %n0)
  %n1 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %fv, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  call void @store_l(ptr addrspace(1) %out_l, i64 %i, i64 5, i64 1, i64 %n1)
  %n2 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %fv, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  call void @store_l(ptr addrspace(1) %out_l, i64 %i, i64 5, i64 2, i64 %n2)
  %n3 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %fv, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  call void @store_l(ptr addrspace(1) %out_l, i64 %i, i64 5, i64 3, i64 %n3)
  %n4 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %fv, metadata !"round.tonearestaway", metadata !"fpexcept.strict") strictfp
  call void @store_l(ptr addrspace(1) %out_l, i64 %i, i64 5, i64 4, i64 %n4)
  ret void
}

define internal void @store_f(ptr addrspace(1) %out, i64 %i, i64 %n, i64 %j, float %x) {
  %bits = bitcast float %x to i32
  %nan = fcmp uno float %x, %x
  %v = select i1 %nan, i32 2143289344, i32 %bits
  %row = mul i64 %i, %n
  %k = add i64 %row, %j
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %k
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define internal void @store_l(ptr addrspace(1) %out, i64 %i, i64 %n, i64 %j, i64 %x) {
  %v = add i64 %x, 0
  %row = mul i64 %i, %n
  %k = add i64 %row, %j
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %k
  store i64 %v, ptr addrspace(1) %p, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare float @llvm.experimental.constrained.nearbyint.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.rint.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i64(i64, metadata, metadata)
declare float @llvm.experimental.constrained.uitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.uitofp.f32.i64(i64, metadata, metadata)
declare i64 @llvm.experimental.constrained.lrint.i64.f32(float, metadata, metadata)
