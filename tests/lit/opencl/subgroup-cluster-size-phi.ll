;; Cluster sizes traced through phis and selects of constants (one
;; instruction per constant, chosen by an OpSwitch on the value), and the
;; errors: a size that can be any value, and a constant that is not a power
;; of two.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed 's/^;ERR //' %s > %t.err.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv>' -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.err.spv

; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#two:]] = OpConstant %[[#uint]] 2{{$}}
; CHECK-DAG: %[[#four:]] = OpConstant %[[#uint]] 4{{$}}
; CHECK-DAG: %[[#eight:]] = OpConstant %[[#uint]] 8{{$}}
; CHECK: %[[#size:]] = OpPhi %[[#uint]]
; CHECK: OpSwitch %[[#size]] %[[#l8:]] 2 %[[#l2:]] 4 %[[#l4:]]
; CHECK-NEXT: %[[#l2]] = OpLabel
; CHECK-NEXT: OpGroupNonUniformSMax %[[#uint]] %[[#]] ClusteredReduce %[[#]] %[[#two]]
; CHECK: %[[#l4]] = OpLabel
; CHECK-NEXT: OpGroupNonUniformSMax %[[#uint]] %[[#]] ClusteredReduce %[[#]] %[[#four]]
; CHECK: %[[#l8]] = OpLabel
; CHECK-NEXT: OpGroupNonUniformSMax %[[#uint]] %[[#]] ClusteredReduce %[[#]] %[[#eight]]

; ERR: in function 'any': the cluster size of 'sub_group_clustered_reduce_add' (or a phi or select of constants, or the value of a switch whose cases alone reach the call) must be a compile-time constant
; ERR: in function 'three': the cluster size of 'sub_group_clustered_reduce_add': 3 is not a power of two

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @phi(ptr addrspace(1) %out, i32 %n, i1 %c) {
entry:
  %x = load i32, ptr addrspace(1) %out, align 4
  br i1 %c, label %small, label %join

small:
  %s = select i1 %c, i32 2, i32 4
  br label %join

join:
  %size = phi i32 [ %s, %small ], [ 8, %entry ]
  %r = call spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32 %x, i32 %size)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32, i32)
declare spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32, i32)

;ERR define spir_kernel void @any(ptr addrspace(1) %out, i32 %n) {
;ERR   %r = call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 1, i32 %n)
;ERR   store i32 %r, ptr addrspace(1) %out, align 4
;ERR   ret void
;ERR }
;ERR
;ERR define spir_kernel void @three(ptr addrspace(1) %out, i1 %c) {
;ERR   %n = select i1 %c, i32 2, i32 3
;ERR   %r = call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 1, i32 %n)
;ERR   store i32 %r, ptr addrspace(1) %out, align 4
;ERR   ret void
;ERR }
