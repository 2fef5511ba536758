; Integers (i32 signed, i64 unsigned) to bfloat: rounded once, to nearest
; even (run by tests/exec/friendly_ir.py with SPV_INTEL_bfloat16_conversion).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %oa, ptr addrspace(1) %ob) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %bx = sitofp i32 %x to bfloat
  %qa = getelementptr inbounds bfloat, ptr addrspace(1) %oa, i64 %i
  store bfloat %bx, ptr addrspace(1) %qa, align 2
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %i
  %y = load i64, ptr addrspace(1) %pb, align 8
  %by = uitofp i64 %y to bfloat
  %qb = getelementptr inbounds bfloat, ptr addrspace(1) %ob, i64 %i
  store bfloat %by, ptr addrspace(1) %qb, align 2
  ret void
}
