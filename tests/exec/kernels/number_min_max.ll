; llvm.maximumnum and llvm.minimumnum (LLVM 20's clang makes them of
; __builtin_fmaximum_num), written in LLVM IR so that every LLVM's run has
; them: NaN operands give the other operand, -0.0 orders below +0.0.
target triple = "spir64-unknown-unknown"

define spir_kernel void @number_min_max(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %hi, ptr addrspace(1) %lo) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %i
  %y = load float, ptr addrspace(1) %pb, align 4
  %m = call float @llvm.maximumnum.f32(float %x, float %y)
  %phi = getelementptr float, ptr addrspace(1) %hi, i64 %i
  store float %m, ptr addrspace(1) %phi, align 4
  %n = call float @llvm.minimumnum.f32(float %x, float %y)
  %plo = getelementptr float, ptr addrspace(1) %lo, i64 %i
  store float %n, ptr addrspace(1) %plo, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
