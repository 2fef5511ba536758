;; A recursive struct (a typed-pointer module, whose typed output needs an
;; OpTypeForwardPointer) with untyped pointers: the untyped pointer type is
;; declared before the struct, which has it as member; no forward pointer.
; REQUIRES: typed-pointers
; RUN: %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_untyped_pointers>' -disable-output %S/../core/typed-pointers.ll
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-NOT: OpTypeForwardPointer
; CHECK: %[[PTR:[0-9]+]] = OpTypeUntypedPointerKHR CrossWorkgroup
; CHECK-NEXT: %[[NODE:[0-9]+]] = OpTypeStruct %{{[0-9]+}} %[[PTR]]{{$}}
; CHECK-NOT: OpTypeForwardPointer
; CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[PTR]] %[[NODE]]
