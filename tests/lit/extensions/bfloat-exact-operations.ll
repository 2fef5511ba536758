;; bfloat operations whose value is an operand's, or one with its sign changed
;; (llvm.fabs/copysign/minnum/maxnum, OpenCL clamp), computed in float and
;; rounded back exactly; the native_ functions (accuracy left to the
;; implementation) likewise; llvm.fmuladd unfused (LLVM allows it): the product
;; rounded to bfloat, then the sum; llvm.fma rounded once: the exact product
;; plus the addend rounded to odd in float (TwoSum's error moves the sum toward
;; zero and sets its last bit), then to bfloat. __spirv_ocl_vloadn/vstoren move the values as
;; the bfloat carrier (ushort) without converting them.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
;; nan with a bfloat nancode: extensions/bfloat-nan-fpclass.ll.

; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#us2:]] = OpTypeVector %[[#ushort]] 2

; CHECK: OpFunction %[[#ushort]]
; CHECK: %[[#a:]] = OpFunctionParameter %[[#ushort]]
; CHECK: %[[#b:]] = OpFunctionParameter %[[#ushort]]
; CHECK: %[[#fa:]] = OpConvertBF16ToFINTEL %[[#float]] %[[#a]]
; CHECK: %[[#abs:]] = OpExtInst %[[#float]] %[[#]] fabs %[[#fa]]
; CHECK: %[[#x:]] = OpConvertFToBF16INTEL %[[#ushort]] %[[#abs]]
; CHECK: OpExtInst %[[#float]] %[[#]] copysign
; CHECK: OpExtInst %[[#float]] %[[#]] fmin
; CHECK: OpExtInst %[[#float]] %[[#]] fmax
define spir_func bfloat @exact(bfloat %a, bfloat %b) {
  %x = call bfloat @llvm.fabs.bf16(bfloat %a)
  %y = call bfloat @llvm.copysign.bf16(bfloat %x, bfloat %b)
  %z = call bfloat @llvm.minnum.bf16(bfloat %y, bfloat %b)
  %w = call bfloat @llvm.maxnum.bf16(bfloat %z, bfloat %a)
  ret bfloat %w
}

; CHECK: OpFunction %[[#ushort]]
; CHECK: %[[#p:]] = OpFMul %[[#float]]
; CHECK: %[[#pr:]] = OpConvertFToBF16INTEL %[[#ushort]] %[[#p]]
; CHECK: %[[#pf:]] = OpConvertBF16ToFINTEL %[[#float]] %[[#pr]]
; CHECK: %[[#s:]] = OpFAdd %[[#float]] %[[#pf]]
; CHECK: OpConvertFToBF16INTEL %[[#ushort]] %[[#s]]
define spir_func bfloat @muladd(bfloat %a, bfloat %b, bfloat %c) {
  %r = call bfloat @llvm.fmuladd.bf16(bfloat %a, bfloat %b, bfloat %c)
  ret bfloat %r
}

; CHECK: OpFunction %[[#ushort]]
; CHECK: %[[#fp:]] = OpFMul %[[#float]]
; CHECK: %[[#fs:]] = OpFAdd %[[#float]] %[[#fp]] %[[#fc:]]
; CHECK: %[[#bv:]] = OpFSub %[[#float]] %[[#fs]] %[[#fp]]
; CHECK: %[[#av:]] = OpFSub %[[#float]] %[[#fs]] %[[#bv]]
; CHECK: %[[#ae:]] = OpFSub %[[#float]] %[[#fp]] %[[#av]]
; CHECK: %[[#be:]] = OpFSub %[[#float]] %[[#fc]] %[[#bv]]
; CHECK: %[[#err:]] = OpFAdd %[[#float]] %[[#ae]] %[[#be]]
; CHECK: %[[#inexact:]] = OpFOrdNotEqual %[[#]] %[[#err]]
; CHECK: %[[#sb:]] = OpBitcast %[[#uint:]] %[[#fs]]
; CHECK: OpISub %[[#uint]] %[[#sb]]
; CHECK: %[[#odd:]] = OpBitwiseOr %[[#uint]]
; CHECK: %[[#oddf:]] = OpBitcast %[[#float]] %[[#odd]]
; CHECK: OpConvertFToBF16INTEL %[[#ushort]] %[[#oddf]]
define spir_func bfloat @fma(bfloat %a, bfloat %b, bfloat %c) {
  %r = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  ret bfloat %r
}

; CHECK: OpFunction %[[#ushort]]
; CHECK: OpExtInst %[[#float]] %[[#]] fclamp
; CHECK: OpExtInst %[[#float]] %[[#]] native_sqrt
; CHECK: OpExtInst %[[#float]] %[[#]] nan
define spir_func bfloat @builtins(bfloat %a, bfloat %b, bfloat %c, i16 %code) {
  %r = call spir_func bfloat @_Z5clampDF16bDF16bDF16b(bfloat %a, bfloat %b, bfloat %c)
  %s = call spir_func bfloat @_Z11native_sqrtDF16b(bfloat %r)
  %n = call spir_func bfloat @_Z3nant(i16 %code)
  %t = fadd bfloat %s, %n
  ret bfloat %t
}

; CHECK: OpFunction %[[#us2]]
; CHECK: OpExtInst %[[#us2]] %[[#]] vloadn %[[#]] %[[#]] 2
; CHECK: OpExtInst %[[#]] %[[#]] vstoren %[[#]]
define spir_func <2 x bfloat> @moves(i64 %offset, ptr addrspace(1) %p) {
  %v = call spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64 %offset, ptr addrspace(1) %p, i32 2)
  call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat> %v, i64 %offset, ptr addrspace(1) %p)
  ret <2 x bfloat> %v
}

declare bfloat @llvm.fabs.bf16(bfloat)
declare bfloat @llvm.copysign.bf16(bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare bfloat @llvm.fmuladd.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare spir_func bfloat @_Z5clampDF16bDF16bDF16b(bfloat, bfloat, bfloat)
declare spir_func bfloat @_Z11native_sqrtDF16b(bfloat)
declare spir_func bfloat @_Z3nant(i16)
declare spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64, ptr addrspace(1), i32)
declare spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat>, i64, ptr addrspace(1))
