;; Integer widths SPIR-V lacks (here i33, as LLVM's -O2 makes for sum loops)
;; are carried in the next wider integer with the high bits kept zero:
;; wrapping operations mask, signed ones sign-extend first.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#MASK:]] = OpConstant %[[#U64]] 8589934591
; CHECK-DAG: %[[#SHIFT:]] = OpConstant %[[#U64]] 31

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#U32]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#U32]]
define spir_func i32 @sum(i32 %a, i32 %b) {
; CHECK: %[[#X:]] = OpUConvert %[[#U64]] %[[#A]]
  %x = zext i32 %a to i33
; CHECK: %[[#Y0:]] = OpSConvert %[[#U64]] %[[#B]]
; CHECK-NEXT: %[[#Y:]] = OpBitwiseAnd %[[#U64]] %[[#Y0]] %[[#MASK]]
  %y = sext i32 %b to i33
; CHECK-NEXT: %[[#M0:]] = OpIMul %[[#U64]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#M:]] = OpBitwiseAnd %[[#U64]] %[[#M0]] %[[#MASK]]
  %m = mul i33 %x, %y
; CHECK-NEXT: %[[#S1:]] = OpShiftLeftLogical %[[#U64]] %[[#M]] %[[#SHIFT]]
; CHECK-NEXT: %[[#S2:]] = OpShiftRightArithmetic %[[#U64]] %[[#S1]] %[[#SHIFT]]
; CHECK-NEXT: %[[#D0:]] = OpShiftRightArithmetic %[[#U64]] %[[#S2]] %{{[0-9]+}}
; CHECK-NEXT: %[[#D:]] = OpBitwiseAnd %[[#U64]] %[[#D0]] %[[#MASK]]
  %d = ashr i33 %m, 1
; CHECK-NEXT: %[[#L:]] = OpShiftRightLogical %[[#U64]] %[[#D]]
  %l = lshr i33 %d, 1
; CHECK: OpSLessThan
  %c = icmp slt i33 %l, %m
  %s = select i1 %c, i33 %l, i33 %m
; CHECK: %[[#T:]] = OpUConvert %[[#U32]]
  %t = trunc i33 %s to i32
  ret i32 %t
}

;; Vectors of more than 16 narrow integers in memory are rejected (up to 16:
;; core/packed-vectors.ll; scalars: core/odd-memory.ll).
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/narrow-memory.ll 2>&1 | FileCheck %s --check-prefix=MEM
; MEM: error: spirv-emit: in function 'f': memory access of type <32 x i4> (bit-packed vector of more than 16 i4) is not supported

;; A switch on a narrow integer switches on its carrier.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpSwitch %{{[0-9]+}} %{{[0-9]+}} 5 %{{[0-9]+}}
define spir_func i32 @narrow_switch(i32 %a) {
entry:
  %x = trunc i32 %a to i3
  switch i3 %x, label %other [ i3 5, label %five ]
five:
  ret i32 1
other:
  ret i32 0
}
