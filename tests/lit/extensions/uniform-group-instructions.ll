;; SPV_KHR_uniform_group_instructions in SPIR-V friendly IR (as DPC++ writes it
;; for sycl::reduce_over_group with multiplies/bit_and/logical_or...):
;; __spirv_Group{BitwiseAnd,BitwiseOr,BitwiseXor,LogicalAnd,LogicalOr,LogicalXor,IMul,FMul}KHR(scope,
;; operation, value) -> the instructions with the GroupOperation literal; the
;; logical forms on bools. The OpenCL C spellings are in opencl/groups.cl.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_uniform_group_instructions>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability GroupUniformArithmeticKHR
; CHECK-DAG: OpExtension "SPV_KHR_uniform_group_instructions"
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK-DAG: %[[#wg:]] = OpConstant %[[#int]] 2{{$}}
; CHECK-DAG: %[[#sg:]] = OpConstant %[[#int]] 3{{$}}
; CHECK: %[[#and:]] = OpGroupBitwiseAndKHR %[[#int]] %[[#wg]] Reduce %[[#]]
; CHECK-NEXT: %[[#or:]] = OpGroupBitwiseOrKHR %[[#int]] %[[#wg]] InclusiveScan %[[#and]]
; CHECK-NEXT: %[[#xor:]] = OpGroupBitwiseXorKHR %[[#int]] %[[#sg]] ExclusiveScan %[[#or]]
; CHECK: %[[#land:]] = OpGroupLogicalAndKHR %[[#bool]] %[[#wg]] Reduce %[[#]]
; CHECK-NEXT: %[[#lor:]] = OpGroupLogicalOrKHR %[[#bool]] %[[#wg]] Reduce %[[#land]]
; CHECK-NEXT: %[[#lxor:]] = OpGroupLogicalXorKHR %[[#bool]] %[[#sg]] InclusiveScan %[[#lor]]
; CHECK-NEXT: OpGroupIMulKHR %[[#int]] %[[#wg]] Reduce %[[#xor]]
; CHECK: OpGroupFMulKHR %[[#half]] %[[#wg]] ExclusiveScan %[[#]]

; ERR: error: spirv-emit: extension SPV_KHR_uniform_group_instructions is not allowed by the target (needed by capability GroupUniformArithmeticKHR (instruction OpGroupBitwiseAndKHR))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %h) {
entry:
  %x = load i32, ptr addrspace(1) %p
  %and = tail call spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRjji(i32 2, i32 0, i32 %x)
  %or = tail call spir_func i32 @_Z25__spirv_GroupBitwiseOrKHRjji(i32 2, i32 1, i32 %and)
  %xor = tail call spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRjji(i32 3, i32 2, i32 %or)
  %b = icmp ne i32 %xor, 0
  %land = tail call spir_func i1 @_Z26__spirv_GroupLogicalAndKHRjjb(i32 2, i32 0, i1 %b)
  %lor = tail call spir_func i1 @_Z25__spirv_GroupLogicalOrKHRjjb(i32 2, i32 0, i1 %land)
  %lxor = tail call spir_func i1 @_Z26__spirv_GroupLogicalXorKHRjjb(i32 3, i32 1, i1 %lor)
  %mul = tail call spir_func i32 @_Z20__spirv_GroupIMulKHRjji(i32 2, i32 0, i32 %xor)
  %hv = load half, ptr addrspace(1) %h
  %fmul = tail call spir_func half @_Z20__spirv_GroupFMulKHRjjDF16_(i32 2, i32 2, half %hv)
  store half %fmul, ptr addrspace(1) %h
  %z = zext i1 %lxor to i32
  %s = add i32 %z, %mul
  store i32 %s, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRjji(i32, i32, i32)
declare spir_func i32 @_Z25__spirv_GroupBitwiseOrKHRjji(i32, i32, i32)
declare spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRjji(i32, i32, i32)
declare spir_func i1 @_Z26__spirv_GroupLogicalAndKHRjjb(i32, i32, i1)
declare spir_func i1 @_Z25__spirv_GroupLogicalOrKHRjjb(i32, i32, i1)
declare spir_func i1 @_Z26__spirv_GroupLogicalXorKHRjjb(i32, i32, i1)
declare spir_func i32 @_Z20__spirv_GroupIMulKHRjji(i32, i32, i32)
declare spir_func half @_Z20__spirv_GroupFMulKHRjjDF16_(i32, i32, half)
