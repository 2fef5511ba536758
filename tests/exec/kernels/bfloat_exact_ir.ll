; bfloat operations computed in float and rounded back: fabs, copysign, minnum
; (exact), fmuladd (unfused: product then sum, each rounded to bfloat) and
; OpenCL clamp; fma rounded once (the sum rounded to odd in float).
target triple = "spir64-unknown-unknown"

define spir_kernel void @bfloat_exact_ir(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr bfloat, ptr addrspace(1) %x, i64 %i
  %a = load bfloat, ptr addrspace(1) %px, align 2
  %py = getelementptr bfloat, ptr addrspace(1) %y, i64 %i
  %b = load bfloat, ptr addrspace(1) %py, align 2
  %abs = call bfloat @llvm.fabs.bf16(bfloat %a)
  %cs = call bfloat @llvm.copysign.bf16(bfloat %abs, bfloat %b)
  %mn = call bfloat @llvm.minnum.bf16(bfloat %cs, bfloat %b)
  %ma = call bfloat @llvm.fmuladd.bf16(bfloat %a, bfloat %b, bfloat %a)
  %cl = call spir_func bfloat @_Z5clampDF16bDF16bDF16b(bfloat %a, bfloat %b, bfloat %abs)
  %fm = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %cl)
  %base = mul i64 %i, 6
  %p0 = getelementptr bfloat, ptr addrspace(1) %out, i64 %base
  store bfloat %abs, ptr addrspace(1) %p0, align 2
  %p1 = getelementptr bfloat, ptr addrspace(1) %p0, i64 1
  store bfloat %cs, ptr addrspace(1) %p1, align 2
  %p2 = getelementptr bfloat, ptr addrspace(1) %p0, i64 2
  store bfloat %mn, ptr addrspace(1) %p2, align 2
  %p3 = getelementptr bfloat, ptr addrspace(1) %p0, i64 3
  store bfloat %ma, ptr addrspace(1) %p3, align 2
  %p4 = getelementptr bfloat, ptr addrspace(1) %p0, i64 4
  store bfloat %cl, ptr addrspace(1) %p4, align 2
  %p5 = getelementptr bfloat, ptr addrspace(1) %p0, i64 5
  store bfloat %fm, ptr addrspace(1) %p5, align 2
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare bfloat @llvm.fabs.bf16(bfloat)
declare bfloat @llvm.copysign.bf16(bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.fmuladd.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare spir_func bfloat @_Z5clampDF16bDF16bDF16b(bfloat, bfloat, bfloat)
