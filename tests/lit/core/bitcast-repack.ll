;; Bitcasts between vectors whose SPIR-V forms differ in shape, as clang -O2
;; makes them from OpenCL C (short3 read as bytes; int8 read as uchar lanes):
;; <3 x i16> -> <6 x i8> (6 lanes widen to 8) and <8 x i32> -> <32 x i8>
;; (two 16-lane pieces) cut each result lane out of a source lane with a
;; shift and a conversion; <6 x i8> -> <3 x i16> and <4 x i8> -> float put
;; lanes together with shifts and ors (little-endian lane order).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#s8:]] = OpConstant %[[#short]] 8
; CHECK-DAG: %[[#u24:]] = OpConstant %[[#uint]] 24

; CHECK: OpFunction
; CHECK: %[[#hi:]] = OpShiftRightLogical %[[#short]] %[[#]] %[[#s8]]
; CHECK: OpUConvert %[[#char]] %[[#hi]]
define spir_func <6 x i8> @short3_to_bytes(<3 x i16> %v) {
  %b = bitcast <3 x i16> %v to <6 x i8>
  ret <6 x i8> %b
}

; CHECK: OpFunction
; CHECK: OpShiftRightLogical %[[#uint]] %[[#]] %[[#u24]]
define spir_func i8 @int8_byte(<8 x i32> %v) {
  %b = bitcast <8 x i32> %v to <32 x i8>
  %e = extractelement <32 x i8> %b, i32 31
  ret i8 %e
}

; CHECK: OpFunction
; CHECK: %[[#low:]] = OpUConvert %[[#short]] %[[#]]
; CHECK-NEXT: %[[#wide:]] = OpUConvert %[[#short]] %[[#]]
; CHECK-NEXT: %[[#up:]] = OpShiftLeftLogical %[[#short]] %[[#wide]] %[[#s8]]
; CHECK-NEXT: OpBitwiseOr %[[#short]] %[[#low]] %[[#up]]
define spir_func <3 x i16> @bytes_to_short3(<6 x i8> %v) {
  %b = bitcast <6 x i8> %v to <3 x i16>
  ret <3 x i16> %b
}

; CHECK: OpFunction
; CHECK: OpBitwiseOr %[[#uint]]
; CHECK: OpBitcast %[[#]]
define spir_func float @bytes_to_float(<32 x i8> %v) {
  %b = bitcast <32 x i8> %v to <8 x float>
  %e = extractelement <8 x float> %b, i32 7
  ret float %e
}
