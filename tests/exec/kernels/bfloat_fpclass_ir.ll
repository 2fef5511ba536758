; llvm.is.fpclass on bfloat values (tested on their bits with bfloat's layout:
; float's exponent, 7 mantissa bits) for ten class masks, over bit patterns that
; cover every class (signalling and quiet NaNs, infinities, normals, subnormals,
; zeros of both signs); and OpenCL nan with a bfloat argument (`_Z3nanDF16b`),
; which returns a quiet NaN. By default bfloat is the ushort carrier of
; SPV_INTEL_bfloat16_conversion.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bfloat_fpclass_ir(ptr addrspace(1) %x, ptr addrspace(1) %out, ptr addrspace(1) %nan) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr bfloat, ptr addrspace(1) %x, i64 %i
  %v = load bfloat, ptr addrspace(1) %px, align 2
  %base = mul i64 %i, 10
  %c0 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 3)
  %z0 = zext i1 %c0 to i32
  %o0 = add i64 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %o0
  store i32 %z0, ptr addrspace(1) %p0, align 4
  %c1 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 1)
  %z1 = zext i1 %c1 to i32
  %o1 = add i64 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 %o1
  store i32 %z1, ptr addrspace(1) %p1, align 4
  %c2 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 2)
  %z2 = zext i1 %c2 to i32
  %o2 = add i64 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i64 %o2
  store i32 %z2, ptr addrspace(1) %p2, align 4
  %c3 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 516)
  %z3 = zext i1 %c3 to i32
  %o3 = add i64 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i64 %o3
  store i32 %z3, ptr addrspace(1) %p3, align 4
  %c4 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 264)
  %z4 = zext i1 %c4 to i32
  %o4 = add i64 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i64 %o4
  store i32 %z4, ptr addrspace(1) %p4, align 4
  %c5 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 144)
  %z5 = zext i1 %c5 to i32
  %o5 = add i64 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i64 %o5
  store i32 %z5, ptr addrspace(1) %p5, align 4
  %c6 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 96)
  %z6 = zext i1 %c6 to i32
  %o6 = add i64 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i64 %o6
  store i32 %z6, ptr addrspace(1) %p6, align 4
  %c7 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 32)
  %z7 = zext i1 %c7 to i32
  %o7 = add i64 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i64 %o7
  store i32 %z7, ptr addrspace(1) %p7, align 4
  %c8 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 512)
  %z8 = zext i1 %c8 to i32
  %o8 = add i64 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i64 %o8
  store i32 %z8, ptr addrspace(1) %p8, align 4
  %c9 = call i1 @llvm.is.fpclass.bf16(bfloat %v, i32 1020)
  %z9 = zext i1 %c9 to i32
  %o9 = add i64 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i64 %o9
  store i32 %z9, ptr addrspace(1) %p9, align 4
  %n = call spir_func bfloat @_Z3nanDF16b(bfloat %v)
  %q = call i1 @llvm.is.fpclass.bf16(bfloat %n, i32 2)
  %qz = zext i1 %q to i32
  %pn = getelementptr i32, ptr addrspace(1) %nan, i64 %i
  store i32 %qz, ptr addrspace(1) %pn, align 4
  ret void
}

declare i1 @llvm.is.fpclass.bf16(bfloat, i32 immarg)
declare spir_func bfloat @_Z3nanDF16b(bfloat)
declare spir_func i64 @_Z13get_global_idj(i32)
