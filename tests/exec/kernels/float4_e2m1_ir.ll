; FP4 E2M1 and Int4 conversions (SPV_EXT_ocp_microscaling_types, SPV_INTEL_int4
; builtins), which spirv-emit computes in core SPIR-V: every code decoded (one
; a lane and packed two a byte), halves encoded (ties, saturation), Int4 to
; E4M3 bits and back from half.
target triple = "spir64-unknown-unknown"

define spir_kernel void @float4_e2m1_ir(ptr addrspace(1) %codes, ptr addrspace(1) %words, ptr addrspace(1) %xs,
    ptr addrspace(1) %outh, ptr addrspace(1) %outb, ptr addrspace(1) %out8, ptr addrspace(1) %outp,
    ptr addrspace(1) %outc, ptr addrspace(1) %outq, ptr addrspace(1) %outi, ptr addrspace(1) %outj) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pc = getelementptr i8, ptr addrspace(1) %codes, i64 %i
  %c8 = load i8, ptr addrspace(1) %pc, align 1
  %c = trunc i8 %c8 to i4
  %h = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %c)
  %ph = getelementptr half, ptr addrspace(1) %outh, i64 %i
  store half %h, ptr addrspace(1) %ph, align 2
  %b = call spir_func bfloat @_Z36__builtin_spirv_ConvertE2M1ToBF16EXTi(i4 %c)
  %pb = getelementptr bfloat, ptr addrspace(1) %outb, i64 %i
  store bfloat %b, ptr addrspace(1) %pb, align 2
  %e = call spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTi(i4 %c)
  %p8 = getelementptr i8, ptr addrspace(1) %out8, i64 %i
  store i8 %e, ptr addrspace(1) %p8, align 1
  %pw = getelementptr i32, ptr addrspace(1) %words, i64 %i
  %w = load i32, ptr addrspace(1) %pw, align 4
  %v = call spir_func <8 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTj(i32 %w)
  %pp = getelementptr <8 x half>, ptr addrspace(1) %outp, i64 %i
  store <8 x half> %v, ptr addrspace(1) %pp, align 16
  %px = getelementptr <2 x half>, ptr addrspace(1) %xs, i64 %i
  %x2 = load <2 x half>, ptr addrspace(1) %px, align 4
  %x = extractelement <2 x half> %x2, i32 0
  %r = call spir_func i4 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDh(half %x)
  %r8 = zext i4 %r to i8
  %pr = getelementptr i8, ptr addrspace(1) %outc, i64 %i
  store i8 %r8, ptr addrspace(1) %pr, align 1
  %q = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDv2_Dh(<2 x half> %x2)
  %pq = getelementptr i8, ptr addrspace(1) %outq, i64 %i
  store i8 %q, ptr addrspace(1) %pq, align 1
  %n = call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELi(i4 %c)
  %pn = getelementptr i8, ptr addrspace(1) %outi, i64 %i
  store i8 %n, ptr addrspace(1) %pn, align 1
  %t = call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDh(half %x)
  %t8 = zext i4 %t to i8
  %pt = getelementptr i8, ptr addrspace(1) %outj, i64 %i
  store i8 %t8, ptr addrspace(1) %pt, align 1
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4)
declare spir_func bfloat @_Z36__builtin_spirv_ConvertE2M1ToBF16EXTi(i4)
declare spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTi(i4)
declare spir_func <8 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTj(i32)
declare spir_func i4 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDh(half)
declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDv2_Dh(<2 x half>)
declare spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELi(i4)
declare spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDh(half)
