; Specialization constants as SYCL's compiler writes them (run by
; tests/exec/friendly_ir.py with their defaults, then with values set by
; clSetProgramSpecializationConstant).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32, float }

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare double @_Z20__spirv_SpecConstantid(i32, double)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare i8 @_Z20__spirv_SpecConstantia(i32, i8)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare %struct.A @_Z29__spirv_SpecConstantCompositeif(i32, float)
declare [2 x i32] @_Z29__spirv_SpecConstantCompositeii_RA2_i(i32, i32)

; The same SpecId read in another function is the same constant.
define internal spir_func i32 @scale(i32 %x) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 3)
  %r = mul i32 %x, %a
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %fout) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 3)
  %f = call float @_Z20__spirv_SpecConstantif(i32 1, float 5.000000e-01)
  %c = call i1 @_Z20__spirv_SpecConstantib(i32 2, i1 false)
  %flag = call i8 @_Z20__spirv_SpecConstantia(i32 3, i8 1)
  %d = call double @_Z20__spirv_SpecConstantid(i32 4, double 2.000000e+00)
  %e = call i32 @_Z20__spirv_SpecConstantii(i32 5, i32 10)
  %big = call i64 @_Z20__spirv_SpecConstantix(i32 6, i64 -5000000000)
  %s = call %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %a, float %f)
  %arr = call [2 x i32] @_Z29__spirv_SpecConstantCompositeii_RA2_i(i32 %a, i32 %e)
  store i32 %a, ptr addrspace(1) %out, align 4
  %c32 = zext i1 %c to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %c32, ptr addrspace(1) %o1, align 4
  %flag32 = zext i8 %flag to i32
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %flag32, ptr addrspace(1) %o2, align 4
  %arr1 = extractvalue [2 x i32] %arr, 1
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %arr1, ptr addrspace(1) %o3, align 4
  %di = fptosi double %d to i32
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store i32 %di, ptr addrspace(1) %o4, align 4
  %sa = extractvalue %struct.A %s, 0
  %scaled = call spir_func i32 @scale(i32 %sa)
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store i32 %scaled, ptr addrspace(1) %o5, align 4
  %sel = select i1 %c, i32 %e, i32 %a
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store i32 %sel, ptr addrspace(1) %o6, align 4
  %bigh = lshr i64 %big, 32
  %bigh32 = trunc i64 %bigh to i32
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 7
  store i32 %bigh32, ptr addrspace(1) %o7, align 4
  store float %f, ptr addrspace(1) %fout, align 4
  %sf = extractvalue %struct.A %s, 1
  %f1 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 1
  store float %sf, ptr addrspace(1) %f1, align 4
  ret void
}
