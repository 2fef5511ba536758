;; SPV_INTEL_usm_storage_classes (allowed by default): device-only (5) and
;; host-only (6) USM pointers, and every addrspacecast between them and global
;; (OpPtrCastToCrossWorkgroupINTEL / OpCrossWorkgroupCastToPtrINTEL) or generic
;; (through global: the extension casts only to and from CrossWorkgroup).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv;ext=-SPV_INTEL_usm_storage_classes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability USMStorageClassesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_usm_storage_classes"
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#dev:]] = OpTypePointer DeviceOnlyINTEL %[[#uint]]
; CHECK-DAG: %[[#host:]] = OpTypePointer HostOnlyINTEL %[[#uint]]
; CHECK-DAG: %[[#glob:]] = OpTypePointer CrossWorkgroup %[[#uint]]
; CHECK-DAG: %[[#gen:]] = OpTypePointer Generic %[[#uint]]
; CHECK: %[[#d:]] = OpFunctionParameter %[[#dev]]
; CHECK: %[[#h:]] = OpFunctionParameter %[[#host]]
; CHECK: %[[#g:]] = OpFunctionParameter %[[#glob]]
; CHECK: OpPtrCastToCrossWorkgroupINTEL %[[#glob]] %[[#d]]
; CHECK: OpPtrCastToCrossWorkgroupINTEL %[[#glob]] %[[#h]]
; CHECK: OpCrossWorkgroupCastToPtrINTEL %[[#host]] %[[#g]]
; CHECK: %[[#tmp:]] = OpPtrCastToCrossWorkgroupINTEL %[[#glob]] %[[#d]]
; CHECK-NEXT: OpPtrCastToGeneric %[[#gen]] %[[#tmp]]
; CHECK: %[[#back:]] = OpGenericCastToPtr %[[#glob]] %[[#]]
; CHECK-NEXT: OpCrossWorkgroupCastToPtrINTEL %[[#dev]] %[[#back]]

; READ: addrspacecast i32 addrspace(5)* %d to i32 addrspace(1)*
; READ: addrspacecast i32 addrspace(1)* %g to i32 addrspace(6)*

; ERR: SPV_INTEL_usm_storage_classes is not allowed by the target (needed by capability USMStorageClasses{{.*}}(pointer to address space 5)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(5) %d, ptr addrspace(6) %h, ptr addrspace(1) %g) {
  %x = load i32, ptr addrspace(5) %d, align 4
  store i32 %x, ptr addrspace(6) %h, align 4
  %c = addrspacecast ptr addrspace(5) %d to ptr addrspace(1)
  store i32 %x, ptr addrspace(1) %c, align 4
  %hc = addrspacecast ptr addrspace(6) %h to ptr addrspace(1)
  store i32 %x, ptr addrspace(1) %hc, align 4
  %e = addrspacecast ptr addrspace(1) %g to ptr addrspace(6)
  store i32 %x, ptr addrspace(6) %e, align 4
  %gen = addrspacecast ptr addrspace(5) %d to ptr addrspace(4)
  call spir_func void @back(ptr addrspace(4) %gen, i32 %x)
  ret void
}

define spir_func void @back(ptr addrspace(4) %p, i32 %x) {
  %d = addrspacecast ptr addrspace(4) %p to ptr addrspace(5)
  store i32 %x, ptr addrspace(5) %d, align 4
  ret void
}
