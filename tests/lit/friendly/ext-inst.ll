;; __spirv_ocl_* calls become OpenCL.std extended instructions, by name
;; through the grammar ("SPIR-V Representation in LLVM IR"); vloadn takes its literal n from the
;; return type.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK: OpExtInst %{{[0-9]+}} %[[#SET]] fmax
; CHECK-NEXT: OpExtInst %{{[0-9]+}} %[[#SET]] fma
; CHECK-NEXT: OpExtInst %{{[0-9]+}} %[[#SET]] s_max
; CHECK-NEXT: OpExtInst %{{[0-9]+}} %[[#SET]] u_min
; CHECK: OpExtInst %{{[0-9]+}} %[[#SET]] vloadn %{{[0-9]+}} %{{[0-9]+}} 4
; CHECK-NEXT: OpExtInst %{{[0-9]+}} %[[#SET]] sqrt
; CHECK: OpExtInst %{{[0-9]+}} %[[#SET]] vstoren

declare spir_func float @_Z16__spirv_ocl_fmaxff(float, float)
declare spir_func float @_Z15__spirv_ocl_fmafff(float, float, float)
declare spir_func i32 @_Z17__spirv_ocl_s_maxii(i32, i32)
declare spir_func i32 @_Z17__spirv_ocl_u_minjj(i32, i32)
declare spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z19__spirv_ocl_vstorenDv4_flPU3AS1f(<4 x float>, i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z16__spirv_ocl_sqrtDv4_f(<4 x float>)

define spir_kernel void @k(ptr addrspace(1) %p, float %f, i32 %i) {
  %a = call spir_func float @_Z16__spirv_ocl_fmaxff(float %f, float 1.0)
  %b = call spir_func float @_Z15__spirv_ocl_fmafff(float %a, float %f, float 2.0)
  %c = call spir_func i32 @_Z17__spirv_ocl_s_maxii(i32 %i, i32 0)
  %d = call spir_func i32 @_Z17__spirv_ocl_u_minjj(i32 %c, i32 7)
  %v = call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS1Kf(i64 0, ptr addrspace(1) %p)
  %s = call spir_func <4 x float> @_Z16__spirv_ocl_sqrtDv4_f(<4 x float> %v)
  call spir_func void @_Z19__spirv_ocl_vstorenDv4_flPU3AS1f(<4 x float> %s, i64 1, ptr addrspace(1) %p)
  ret void
}

;; An unknown OpenCL.std name is an error naming the call.
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/bad-ocl.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: in function 'bad': '__spirv_ocl_fmaxx': OpenCL.std has no instruction 'fmaxx'
