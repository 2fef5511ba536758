;; SPV_INTEL_2d_block_io in SPIR-V friendly IR: __spirv_Subgroup2DBlock*INTEL
;; calls in the instructions' operand order -> the instructions. The shape
;; operands are constants; the 2D region's base becomes a CrossWorkgroup
;; pointer to an integer of the element size, the per-invocation data a
;; Function pointer to the same integer (to a 32-bit integer for
;; LoadTransform). SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know the
;; extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_2d_block_io>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+all>' -disable-output %S/Inputs/2d-block-io-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv

;; Subgroup2DBlockIOINTEL is implied by the transform and transpose capabilities.
; CHECK-DAG: OpCapability Subgroup2DBlockTransformINTEL
; CHECK-DAG: OpCapability Subgroup2DBlockTransposeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_2d_block_io"
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#c1:]] = OpConstant %[[#int]] 1{{$}}
; CHECK-DAG: %[[#c2:]] = OpConstant %[[#int]] 2{{$}}
; CHECK-DAG: %[[#c4:]] = OpConstant %[[#int]] 4{{$}}
; CHECK-DAG: %[[#c8:]] = OpConstant %[[#int]] 8{{$}}
; CHECK-DAG: %[[#c16:]] = OpConstant %[[#int]] 16{{$}}
; CHECK-DAG: %[[#c32:]] = OpConstant %[[#int]] 32{{$}}
; CHECK-DAG: %[[#gshort:]] = OpTypePointer CrossWorkgroup %[[#short]]
; CHECK-DAG: %[[#pshort:]] = OpTypePointer Function %[[#short]]
; CHECK-DAG: %[[#gint:]] = OpTypePointer CrossWorkgroup %[[#int]]
; CHECK-DAG: %[[#pint:]] = OpTypePointer Function %[[#int]]
; CHECK: %[[#base:]] = OpFunctionParameter
; CHECK: %[[#w:]] = OpFunctionParameter %[[#int]]
; CHECK: %[[#h:]] = OpFunctionParameter %[[#int]]
; CHECK: %[[#p:]] = OpFunctionParameter %[[#int]]
; CHECK: %[[#xy:]] = OpFunctionParameter
;; Load: 16-bit elements, 16 wide, 8 high, 2 blocks.
; CHECK: %[[#src:]] = OpBitcast %[[#gshort]] %[[#base]]
; CHECK: %[[#dst:]] = OpBitcast %[[#pshort]] %[[#]]
; CHECK: OpSubgroup2DBlockLoadINTEL %[[#c2]] %[[#c16]] %[[#c8]] %[[#c2]] %[[#src]] %[[#w]] %[[#h]] %[[#p]] %[[#xy]] %[[#dst]]
;; Transform: the destination points to 32-bit integers.
; CHECK: %[[#src:]] = OpBitcast %[[#gshort]] %[[#base]]
; CHECK: %[[#dst:]] = OpBitcast %[[#pint]] %[[#]]
; CHECK: OpSubgroup2DBlockLoadTransformINTEL %[[#c2]] %[[#c16]] %[[#c32]] %[[#c1]] %[[#src]] %[[#w]] %[[#h]] %[[#p]] %[[#xy]] %[[#dst]]
; CHECK: %[[#src:]] = OpBitcast %[[#gint]] %[[#base]]
; CHECK: %[[#dst:]] = OpBitcast %[[#pint]] %[[#]]
; CHECK: OpSubgroup2DBlockLoadTransposeINTEL %[[#c4]] %[[#c8]] %[[#c32]] %[[#c1]] %[[#src]] %[[#w]] %[[#h]] %[[#p]] %[[#xy]] %[[#dst]]
; CHECK: %[[#src:]] = OpBitcast %[[#gshort]] %[[#base]]
; CHECK: OpSubgroup2DBlockPrefetchINTEL %[[#c2]] %[[#c16]] %[[#c8]] %[[#c2]] %[[#src]] %[[#w]] %[[#h]] %[[#p]] %[[#xy]]{{ *$}}
;; Store: the private data first, then the 2D region.
; CHECK: %[[#dst:]] = OpBitcast %[[#gint]] %[[#base]]
; CHECK: %[[#src:]] = OpBitcast %[[#pint]] %[[#]]
; CHECK: OpSubgroup2DBlockStoreINTEL %[[#c4]] %[[#c16]] %[[#c8]] %[[#c1]] %[[#src]] %[[#dst]] %[[#w]] %[[#h]] %[[#p]] %[[#xy]]

; ERR: '__spirv_Subgroup2DBlockLoadINTEL' needs the SPIR-V extension SPV_INTEL_2d_block_io, which the target does not allow (allow it with ext=+SPV_INTEL_2d_block_io)

; BAD-DAG: in function 'local_base': '__spirv_Subgroup2DBlockLoadINTEL': the 2D region's base pointer must be a global (addrspace(1)) pointer
; BAD-DAG: in function 'global_data': '__spirv_Subgroup2DBlockStoreINTEL': the per-invocation data pointer must be a private (addrspace(0)) pointer
; BAD-DAG: in function 'short_coordinate': '__spirv_Subgroup2DBlockPrefetchINTEL': the coordinate must be a vector of two 32-bit integers
; BAD-DAG: in function 'missing_operand': '__spirv_Subgroup2DBlockLoadINTEL' takes 10 operands, but the call passes 9

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @blocks(ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy) {
entry:
  %data = alloca [16 x i16]
  %packed = alloca [16 x i32]
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 2, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy, ptr %data)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 32, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy, ptr %packed)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32 4, i32 8, i32 32, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy, ptr %packed)
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 2, i32 16, i32 8, i32 2, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy)
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32 4, i32 16, i32 8, i32 1, ptr %packed, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %p, <2 x i32> %xy)
  ret void
}

declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32, i32, i32, i32, ptr, ptr addrspace(1), i32, i32, i32, <2 x i32>)
