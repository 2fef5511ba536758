;; Invalid or ungrammared uses of the subgroup matrix multiply-accumulate
;; friendly calls (see subgroup-matrix-multiply-accumulate.ll).
target triple = "spir64-unknown-unknown"

define spir_func void @fp8(<8 x i16> %a, <8 x i32> %b, <8 x float> %c, ptr addrspace(1) %out) {
  ;; MatrixAPackedFloat8E4M3INTEL | MatrixBPackedFloat8E4M3INTEL
  %r = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 32, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i32 49152)
  store <8 x float> %r, ptr addrspace(1) %out
  ret void
}

define spir_func void @fp4(<8 x i16> %a, <8 x i32> %b, <8 x float> %c, ptr addrspace(1) %out) {
  ;; MatrixAPackedFloat4E2M1INTEL | MatrixBPackedFloat4E2M1INTEL
  %r = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 64, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i32 786432)
  store <8 x float> %r, ptr addrspace(1) %out
  ret void
}

define spir_func void @scaled(<8 x i16> %a, <8 x i32> %b, <8 x float> %c, i8 %sa, i8 %sb, ptr addrspace(1) %out) {
  %r = call spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32 16, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i8 %sa, i8 %sb, i32 3148800)
  store <8 x float> %r, ptr addrspace(1) %out
  ret void
}

define spir_func void @dynamic_k(i32 %k, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, ptr addrspace(1) %out) {
  %r = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 %k, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i32 12288)
  store <8 x float> %r, ptr addrspace(1) %out
  ret void
}

define spir_func void @wide_operands(<8 x i16> %a, <8 x i32> %b, <8 x float> %c, ptr addrspace(1) %out) {
  %r = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fl(i32 16, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i64 12288)
  store <8 x float> %r, ptr addrspace(1) %out
  ret void
}

declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fl(i32, <8 x i16>, <8 x i32>, <8 x float>, i64)
declare spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32, <8 x i16>, <8 x i32>, <8 x float>, i8, i8, i32)
