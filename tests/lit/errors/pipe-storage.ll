; Program-scope pipe storage as the reference translator writes it (%spirv.ConstantPipeStorage
; globals, __spirv_CreatePipeFromPipeStorage_*) is refused with an error naming the global
; when a function reaches it (here through a global pointing to the cl::pipe_storage global
; holding it): SPIRV-Tools 2023.1 and 2025.5 reject OpConstantPipeStorage at module scope (the
; translator's own output fails with "ConstantPipeStorage must appear in a block"), and
; llvm-spirv-15 -r aborts on it inside a function (module::pipe_storage). No SPIR-V is written.
; Storage nothing reaches is dropped instead (opencl/pipe-storage-unused.ll).
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: test ! -e %t.spv
; CHECK: error: spirv-emit: in function 'worker':
; CHECK-SAME: global variable '@_ZN2cl9__details29OpConstantPipeStorage_CreatorILi16ELi16ELi1EE5valueE': program-scope pipe storage (%spirv.ConstantPipeStorage, OpConstantPipeStorage) is not supported
; CHECK-NEXT: load ptr addrspace(1), ptr addrspace(1) @outer
; CHECK-NOT: warning

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%"class.cl::pipe_storage" = type { ptr addrspace(1) }

@_ZN2cl9__details29OpConstantPipeStorage_CreatorILi16ELi16ELi1EE5valueE = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 16, i32 16, i32 1 }, align 4
@mygpipe = addrspace(1) global %"class.cl::pipe_storage" { ptr addrspace(1) @_ZN2cl9__details29OpConstantPipeStorage_CreatorILi16ELi16ELi1EE5valueE }, align 4
@outer = addrspace(1) global ptr addrspace(1) @mygpipe, align 8

define spir_kernel void @worker(ptr addrspace(1) %out) {
entry:
  %h = load ptr addrspace(1), ptr addrspace(1) @outer, align 8
  %0 = addrspacecast ptr addrspace(1) %h to ptr addrspace(4)
  %1 = getelementptr %"class.cl::pipe_storage", ptr addrspace(4) %0, i32 0, i32 0
  %2 = load ptr addrspace(1), ptr addrspace(4) %1, align 4
  %3 = ptrtoint ptr addrspace(1) %2 to i64
  store i64 %3, ptr addrspace(1) %out
  ret void
}
