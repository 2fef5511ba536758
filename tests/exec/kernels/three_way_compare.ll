; llvm.scmp and llvm.ucmp (LLVM 19's clang makes them of `(a > b) - (a < b)`
; at -O2), written in LLVM IR so that every LLVM's run has them: signed i32
; to i32, unsigned i64 to i8, and signed <4 x i32> to <4 x i8>.
target triple = "spir64-unknown-unknown"

define spir_kernel void @three_way_compare(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) %rs, ptr addrspace(1) %ru, ptr addrspace(1) %rv) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %s = call i32 @llvm.scmp.i32.i32(i32 %x, i32 %y)
  %prs = getelementptr i32, ptr addrspace(1) %rs, i64 %i
  store i32 %s, ptr addrspace(1) %prs, align 4
  %pc = getelementptr i64, ptr addrspace(1) %c, i64 %i
  %z = load i64, ptr addrspace(1) %pc, align 8
  %pd = getelementptr i64, ptr addrspace(1) %d, i64 %i
  %w = load i64, ptr addrspace(1) %pd, align 8
  %u = call i8 @llvm.ucmp.i8.i64(i64 %z, i64 %w)
  %pru = getelementptr i8, ptr addrspace(1) %ru, i64 %i
  store i8 %u, ptr addrspace(1) %pru, align 1
  %q = and i64 %i, -4
  %pva = getelementptr i32, ptr addrspace(1) %a, i64 %q
  %va = load <4 x i32>, ptr addrspace(1) %pva, align 16
  %pvb = getelementptr i32, ptr addrspace(1) %b, i64 %q
  %vb = load <4 x i32>, ptr addrspace(1) %pvb, align 16
  %v = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> %va, <4 x i32> %vb)
  %lane = and i64 %i, 3
  %e = extractelement <4 x i8> %v, i64 %lane
  %prv = getelementptr i8, ptr addrspace(1) %rv, i64 %i
  store i8 %e, ptr addrspace(1) %prv, align 1
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i64(i64, i64)
declare <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32>, <4 x i32>)
