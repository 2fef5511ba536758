;; Function pointers without SPV_INTEL_function_pointers (the default,
;; function-pointers=indices, also when the extension is allowed): each
;; function whose address is used as a value gets an index (1, 2, ... in
;; module order), its address is the index converted to a pointer
;; (OpConvertUToPtr in functions, OpSpecConstantOp ConvertUToPtr in global
;; initializers), and a call through a pointer switches over the indices of
;; the functions of the call's type (same LLVM function type), each case an
;; OpFunctionCall; any other value is undefined behaviour: OpUnreachable.
;; Covers a table in a global array and in a struct, a select, a phi, a
;; function pointer passed as an argument, a comparison, and a void call.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: %spirv-dis %t.all.spv | FileCheck %s --check-prefix=ALL

; ALL-NOT: FunctionPointers
; ALL-NOT: ReferencedIndirectlyINTEL
; ALL: OpSwitch

; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#byte:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#fptr:]] = OpTypePointer Function %[[#byte]]
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#one:]] = OpConstant %[[#long]] 1
; CHECK-DAG: %[[#two:]] = OpConstant %[[#long]] 2
; CHECK-DAG: %[[#three:]] = OpConstant %[[#long]] 3
; CHECK-DAG: %[[#addc:]] = OpSpecConstantOp %[[#fptr]] ConvertUToPtr %[[#one]]
; CHECK-DAG: %[[#mulc:]] = OpSpecConstantOp %[[#fptr]] ConvertUToPtr %[[#two]]
; CHECK-DAG: OpConstantComposite %[[#]] %[[#addc]] %[[#mulc]]
; CHECK-DAG: OpConstantComposite %[[#]] %[[#mulc]] %[[#]] %[[#]]
; CHECK: %[[#add:]] = OpFunction %[[#int]]
; CHECK: %[[#mul:]] = OpFunction %[[#int]]
; CHECK: %[[#note:]] = OpFunction %[[#]]

;; @apply calls its argument: both functions of type i32(i32, i32).
; CHECK: %[[#apply:]] = OpFunction %[[#int]]
; CHECK-NEXT: %[[#f:]] = OpFunctionParameter %[[#fptr]]
; CHECK-NEXT: %[[#x:]] = OpFunctionParameter %[[#int]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#sel:]] = OpConvertPtrToU %[[#long]] %[[#f]]
; CHECK-NEXT: OpSwitch %[[#sel]] %[[#default:]] 1 %[[#case1:]] 2 %[[#case2:]]
; CHECK-NEXT: %[[#case1]] = OpLabel
; CHECK-NEXT: %[[#r1:]] = OpFunctionCall %[[#int]] %[[#add]] %[[#x]] %[[#x]]
; CHECK-NEXT: OpBranch %[[#merge:]]
; CHECK-NEXT: %[[#case2]] = OpLabel
; CHECK-NEXT: %[[#r2:]] = OpFunctionCall %[[#int]] %[[#mul]] %[[#x]] %[[#x]]
; CHECK-NEXT: OpBranch %[[#merge]]
; CHECK-NEXT: %[[#default]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: %[[#merge]] = OpLabel
; CHECK-NEXT: %[[#]] = OpPhi %[[#int]] %[[#r1]] %[[#case1]] %[[#r2]] %[[#case2]]

;; The kernel: a select of two addresses, then the call through it.
; CHECK: OpFunction
; CHECK: %[[#a:]] = OpConvertUToPtr %[[#fptr]] %[[#one]]
; CHECK-NEXT: %[[#m:]] = OpConvertUToPtr %[[#fptr]] %[[#two]]
; CHECK-NEXT: %[[#s:]] = OpSelect %[[#fptr]] %[[#]] %[[#a]] %[[#m]]
; CHECK-NEXT: %[[#si:]] = OpConvertPtrToU %[[#long]] %[[#s]]
; CHECK-NEXT: OpSwitch %[[#si]] %[[#]] 1 %[[#]] 2 %[[#]]
;; A table entry passed to @apply as it is.
; CHECK: %[[#g:]] = OpLoad %[[#fptr]]
; CHECK-NEXT: OpFunctionCall %[[#int]] %[[#apply]] %[[#g]]
;; A phi of two addresses (computed on the edges), compared and called: only
;; @note has the call's type.
; CHECK: %[[#h:]] = OpPhi %[[#fptr]]
; CHECK: %[[#mc:]] = OpConvertUToPtr %[[#fptr]] %[[#two]]
; CHECK: OpConvertPtrToU %[[#long]] %[[#mc]]
; CHECK: OpIEqual
; CHECK: %[[#hi:]] = OpConvertPtrToU %[[#long]] %[[#h]]
; CHECK-NEXT: OpSwitch %[[#hi]] %[[#hd:]] 3 %[[#hc:]]
; CHECK-NEXT: %[[#hc]] = OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#note]]
; CHECK-NEXT: OpBranch %[[#hm:]]
; CHECK-NEXT: %[[#hd]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: %[[#hm]] = OpLabel
; CHECK-NEXT: OpReturn

target triple = "spir64-unknown-unknown"

%ops = type { ptr, i32, ptr }

@table = addrspace(1) constant [2 x ptr] [ptr @add, ptr @mul]
@pair = addrspace(1) global %ops { ptr @mul, i32 7, ptr null }

define spir_func i32 @add(i32 %a, i32 %b) #0 {
  %r = add i32 %a, %b
  ret i32 %r
}

define spir_func i32 @mul(i32 %a, i32 %b) {
  %r = mul i32 %a, %b
  ret i32 %r
}

define spir_func void @note(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}

define spir_func i32 @apply(ptr %f, i32 %x) {
  %r = call spir_func i32 %f(i32 %x, i32 %x)
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %which) {
entry:
  %c = icmp eq i32 %which, 0
  %f = select i1 %c, ptr @add, ptr @mul
  %r = call spir_func i32 %f(i32 3, i32 4)
  store i32 %r, ptr addrspace(1) %out
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @table, i64 0, i32 %which
  %g = load ptr, ptr addrspace(1) %slot
  %r2 = call spir_func i32 @apply(ptr %g, i32 5)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %r2, ptr addrspace(1) %o2
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %h = phi ptr [ @note, %then ], [ @add, %entry ]
  %m = load ptr, ptr addrspace(1) @pair
  %same = icmp eq ptr %m, @mul
  %z = zext i1 %same to i32
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %z, ptr addrspace(1) %o3
  call spir_func void %h(ptr addrspace(1) %o3)
  ret void
}

;; SYCL's indirectly callable functions: kept, decorated only in the
;; extension's form (function-pointers.ll).
attributes #0 = { "referenced-indirectly" }
