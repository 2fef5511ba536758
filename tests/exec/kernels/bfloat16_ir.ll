; A Triton-style bf16 kernel in LLVM IR: bfloat loads, arithmetic and stores
; through getelementptr on bfloat, without kernel argument metadata. By default
; spirv-emit writes it with SPV_INTEL_bfloat16_conversion: arguments and memory
; as ushort, the arithmetic in float rounded back to bfloat.
target triple = "spir64-unknown-unknown"

define spir_kernel void @bfloat16_ir(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %outb, ptr addrspace(1) %outf) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr bfloat, ptr addrspace(1) %x, i64 %i
  %a = load bfloat, ptr addrspace(1) %px, align 2
  %py = getelementptr bfloat, ptr addrspace(1) %y, i64 %i
  %b = load bfloat, ptr addrspace(1) %py, align 2
  %m = fmul bfloat %a, %b
  %s = fadd bfloat %m, %a
  %pb = getelementptr bfloat, ptr addrspace(1) %outb, i64 %i
  store bfloat %s, ptr addrspace(1) %pb, align 2
  %f = fpext bfloat %s to float
  %pf = getelementptr float, ptr addrspace(1) %outf, i64 %i
  store float %f, ptr addrspace(1) %pf, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
