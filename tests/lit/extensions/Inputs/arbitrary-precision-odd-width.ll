;; DPC++ ap_fixed: an i13 operand and an i5 result (SPV_INTEL_arbitrary_precision_integers).
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i13, ptr addrspace(1) %p
  %call = call spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %x, i1 zeroext false, i32 2, i32 2, i32 0, i32 0)
  store i5 %call, ptr addrspace(1) %p
  ret void
}
declare spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
