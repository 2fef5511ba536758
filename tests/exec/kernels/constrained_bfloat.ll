; constrained_bfloat: integers and doubles to bfloat, rounded once (through a float
; rounded to odd), constrained in the default rounding mode and plain: out[i*8 + j] holds
; the bits of sitofp i32, uitofp i32, sitofp i64, uitofp i64 (constrained), sitofp i64,
; uitofp i32 (plain), fptrunc double (constrained, plain); NaNs canonical.
; constrained_bfloat.py computes each result exactly on the host (exact_rounding.py).
target triple = "spir64-unknown-unknown"

define spir_kernel void @constrained_bfloat(ptr addrspace(1) %d, ptr addrspace(1) %l, ptr addrspace(1) %out) strictfp {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0) strictfp
  %pd = getelementptr double, ptr addrspace(1) %d, i64 %i
  %dv = load double, ptr addrspace(1) %pd, align 8
  %pl = getelementptr i64, ptr addrspace(1) %l, i64 %i
  %lv = load i64, ptr addrspace(1) %pl, align 8
  %lw = trunc i64 %lv to i32
  %b0 = call bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32 %lw, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  call void @store(ptr addrspace(1) %out, i64 %i, i64 0, bfloat %b0)
  %b1 = call bfloat @llvm.experimental.constrained.uitofp.bf16.i32(i32 %lw, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  call void @store(ptr addrspace(1) %out, i64 %i, i64 1, bfloat %b1)
  %b2 = call bfloat @llvm.experimental.constrained.sitofp.bf16.i64(i64 %lv, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  call void @store(ptr addrspace(1) %out, i64 %i, i64 2, bfloat %b2)
  %b3 = call bfloat @llvm.experimental.constrained.uitofp.bf16.i64(i64 %lv, metadata !"round.dynamic", metadata !"fpexcept.maytrap") strictfp
  call void @store(ptr addrspace(1) %out, i64 %i, i64 3, bfloat %b3)
  %b4 = sitofp i64 %lv to bfloat
  call void @store(ptr addrspace(1) %out, i64 %i, i64 4, bfloat %b4)
  %b5 = uitofp i32 %lw to bfloat
  call void @store(ptr addrspace(1) %out, i64 %i, i64 5, bfloat %b5)
  %b6 = call bfloat @llvm.experimental.constrained.fptrunc.bf16.f64(double %dv, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  call void @store(ptr addrspace(1) %out, i64 %i, i64 6, bfloat %b6)
  %b7 = fptrunc double %dv to bfloat
  call void @store(ptr addrspace(1) %out, i64 %i, i64 7, bfloat %b7)
  ret void
}

;; The bits of x (NaN canonical) at out[i*8 + j].
define internal void @store(ptr addrspace(1) %out, i64 %i, i64 %j, bfloat %x) {
  %bits = bitcast bfloat %x to i16
  %mag = and i16 %bits, 32767
  %nan = icmp ugt i16 %mag, 32640
  %v = select i1 %nan, i16 32704, i16 %bits
  %row = mul i64 %i, 8
  %k = add i64 %row, %j
  %p = getelementptr i16, ptr addrspace(1) %out, i64 %k
  store i16 %v, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32, metadata, metadata)
declare bfloat @llvm.experimental.constrained.uitofp.bf16.i32(i32, metadata, metadata)
declare bfloat @llvm.experimental.constrained.sitofp.bf16.i64(i64, metadata, metadata)
declare bfloat @llvm.experimental.constrained.uitofp.bf16.i64(i64, metadata, metadata)
declare bfloat @llvm.experimental.constrained.fptrunc.bf16.f64(double, metadata, metadata)
