;; Bitcasts of every shape go lane by lane where the SPIR-V forms differ:
;; integers SPIR-V lacks (i24 in 32 bits, i48 in 64) to and from vectors,
;; lane widths that do not divide each other (<3 x i16> to <2 x i24>: cut
;; into bytes, then assembled), i1 vectors of 17 to 64 lanes (through an
;; integer) and longer (eight lanes to a byte), and the <16 x i32> read as
;; <64 x i8> that clang -O2 makes of `(char)v.s0` (difftest seed 2285, which
;; turned out to be the runtime's: see scripts/difftest-known.txt).
;; tests/exec/kernels/vector_bitcast_shapes.cl runs such bitcasts.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#char:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK-DAG: %[[#c15:]] = OpConstant %[[#char]] 15
; CHECK-DAG: %[[#u8:]] = OpConstant %[[#uint]] 8
; CHECK-DAG: %[[#u16:]] = OpConstant %[[#uint]] 16
; CHECK-DAG: %[[#l16:]] = OpConstant %[[#ulong]] 16
; CHECK-DAG: %[[#l32:]] = OpConstant %[[#ulong]] 32
; CHECK-DAG: %[[#s8:]] = OpConstant %[[#short]] 8

; <3 x i8> -> i24: three bytes put together in the 32-bit carrier.
; CHECK: OpFunction
; CHECK: %[[#b0:]] = OpCompositeExtract %[[#char]] %[[#]] 0
; CHECK: %[[#b1:]] = OpCompositeExtract %[[#char]] %[[#]] 1
; CHECK: %[[#b2:]] = OpCompositeExtract %[[#char]] %[[#]] 2
; CHECK: %[[#w0:]] = OpUConvert %[[#uint]] %[[#b0]]
; CHECK: %[[#w1:]] = OpUConvert %[[#uint]] %[[#b1]]
; CHECK: %[[#x1:]] = OpShiftLeftLogical %[[#uint]] %[[#w1]] %[[#u8]]
; CHECK: %[[#o1:]] = OpBitwiseOr %[[#uint]] %[[#w0]] %[[#x1]]
; CHECK: %[[#w2:]] = OpUConvert %[[#uint]] %[[#b2]]
; CHECK: %[[#x2:]] = OpShiftLeftLogical %[[#uint]] %[[#w2]] %[[#u16]]
; CHECK: OpBitwiseOr %[[#uint]] %[[#o1]] %[[#x2]]
define spir_func i24 @bytes_to_i24(<3 x i8> %v) {
  %b = bitcast <3 x i8> %v to i24
  ret i24 %b
}

; i48 -> <3 x half>: 16-bit pieces of the 64-bit carrier, as halves.
; CHECK: OpFunction
; CHECK: OpUConvert %[[#short]] %[[#]]
; CHECK: OpShiftRightLogical %[[#ulong]] %[[#]] %[[#l16]]
; CHECK: OpShiftRightLogical %[[#ulong]] %[[#]] %[[#l32]]
; CHECK: OpBitcast %[[#half]]
define spir_func <3 x half> @i48_to_halves(i48 %v) {
  %b = bitcast i48 %v to <3 x half>
  ret <3 x half> %b
}

; <3 x i16> -> <2 x i24>: neither width divides the other, so each short is
; cut into two bytes (the low one masked) and the bytes make the i24 lanes.
; CHECK: OpFunction
; CHECK: %[[#h0:]] = OpCompositeExtract %[[#short]] %[[#]] 0
; CHECK-NEXT: %[[#lo:]] = OpUConvert %[[#char]] %[[#h0]]
; CHECK-NEXT: %[[#sh:]] = OpShiftRightLogical %[[#short]] %[[#h0]] %[[#s8]]
; CHECK-NEXT: %[[#hi:]] = OpUConvert %[[#char]] %[[#sh]]
; CHECK: %[[#p0:]] = OpUConvert %[[#uint]] %[[#lo]]
; CHECK-NEXT: %[[#p1:]] = OpUConvert %[[#uint]] %[[#hi]]
; CHECK-NEXT: %[[#p1s:]] = OpShiftLeftLogical %[[#uint]] %[[#p1]] %[[#u8]]
; CHECK-NEXT: OpBitwiseOr %[[#uint]] %[[#p0]] %[[#p1s]]
define spir_func <2 x i24> @shorts_to_i24s(<3 x i16> %v) {
  %b = bitcast <3 x i16> %v to <2 x i24>
  ret <2 x i24> %b
}

; i12 lanes hold 12 bits in 16: cutting one into 4-bit lanes masks all but
; the top one.
; CHECK: OpFunction
; CHECK: OpUConvert %[[#char]]
; CHECK-NEXT: OpBitwiseAnd %[[#char]] %[[#]] %[[#c15]]
define spir_func i4 @nibbles(i12 %v) {
  %b = bitcast i12 %v to <3 x i4>
  %e = extractelement <3 x i4> %b, i32 1
  ret i4 %e
}

; <32 x i1> (two 16-lane pieces) -> i32 and back.
; CHECK: OpFunction
; CHECK: OpSelect %[[#uint]] %[[#]]
; CHECK: OpINotEqual %[[#bool]]
define spir_func <32 x i1> @bools32(<32 x i1> %v) {
  %b = bitcast <32 x i1> %v to i32
  %n = xor i32 %b, 1
  %c = bitcast i32 %n to <32 x i1>
  ret <32 x i1> %c
}

; <128 x i1> <-> <4 x i32>: eight lanes to a byte, bytes repacked.
; CHECK: OpFunction
; CHECK: OpBitwiseAnd %[[#char]] %[[#]] %[[#]]
; CHECK: OpINotEqual %[[#bool]]
; CHECK: OpSelect %[[#char]]
define spir_func <4 x i32> @bools128(<4 x i32> %v) {
  %b = bitcast <4 x i32> %v to <128 x i1>
  %n = xor <128 x i1> %b, %b
  %c = bitcast <128 x i1> %n to <4 x i32>
  ret <4 x i32> %c
}

; The shape of seed 2285: lane 0 of <16 x i32> as <64 x i8> is the low byte
; of lane 0; an insert and a shuffle on the 64-byte result work on its pieces.
; CHECK: OpFunction
; CHECK: %[[#l0:]] = OpCompositeExtract %[[#uint]] %[[#]] 0
; CHECK: OpUConvert %[[#char]] %[[#l0]]
define spir_func <2 x i8> @int16_bytes(<16 x i32> %v, i8 %x) {
  %b = bitcast <16 x i32> %v to <64 x i8>
  %i = insertelement <64 x i8> %b, i8 %x, i32 63
  %s = shufflevector <64 x i8> %i, <64 x i8> poison, <2 x i32> <i32 0, i32 63>
  ret <2 x i8> %s
}

; <1 x i32> <-> <4 x i8>: <1 x T> is T.
; CHECK: OpFunction
; CHECK: OpBitcast %[[#]]
define spir_func <1 x i32> @one_lane(<4 x i8> %v) {
  %b = bitcast <4 x i8> %v to <1 x i32>
  ret <1 x i32> %b
}
