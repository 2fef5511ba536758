;; Intrinsics without a lowering are errors naming them; so are forms whose
;; plain lowering would compute something else.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 4 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': intrinsic llvm.sdiv.fix.i32 is not supported (allow-unknown-intrinsics would keep it as a call to an imported function)
; CHECK-NEXT: %a = call i32 @llvm.sdiv.fix.i32(i32 %x, i32 %x, i32 4)
; CHECK-NEXT: in function 'f': intrinsic llvm.readcyclecounter (unless allow-unknown-intrinsics keeps it imported) needs the SPIR-V extension SPV_KHR_shader_clock, which the target does not allow (allow it with ext=+SPV_KHR_shader_clock)
; CHECK-NEXT: %b = call i64 @llvm.readcyclecounter()
; CHECK-NEXT: in function 'f': llvm.experimental.constrained.exp with a static rounding mode other than to-nearest is not supported (OpenCL's math functions are not correctly rounded in any mode)
; CHECK-NEXT: %c = call float @llvm.experimental.constrained.exp.f32(
; CHECK-NEXT: in function 'f': llvm.bitreverse on <32 x i24> is not supported (vectors of more than 16 narrow integers)
; CHECK-NEXT: %d = call <32 x i24> @llvm.bitreverse.v32i24(<32 x i24> %t)
; CHECK-NOT: in function
;; (Misdeclared llvm.ldexp/llvm.frexp: intrinsics/errors-before-llvm17.ll.)

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %x, float %y) strictfp {
  %a = call i32 @llvm.sdiv.fix.i32(i32 %x, i32 %x, i32 4)
  %b = call i64 @llvm.readcyclecounter()
  %c = call float @llvm.experimental.constrained.exp.f32(float %y, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %t = call <32 x i24> @g()
  %d = call <32 x i24> @llvm.bitreverse.v32i24(<32 x i24> %t)
  ret void
}

declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)
declare i64 @llvm.readcyclecounter()
declare float @llvm.experimental.constrained.exp.f32(float, metadata, metadata)
declare <32 x i24> @llvm.bitreverse.v32i24(<32 x i24>)
declare <32 x i24> @g()
