; Builtin variables read across two components (run by tests/exec/friendly_ir.py):
; the value of each load is the variable's bytes it covers, little-endian, as
; LLVM's load sees them; clang -O0's memcpy of a builtin vector to a stack slot.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalSize = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

; out[item * 10 + n], n = 0: i64 at GlobalInvocationId + 4; 1-2: <2 x i64> at
; GlobalSize + 8; 3-4: <4 x i32> of GlobalInvocationId (as two i64); 5-6: i128
; at WorkgroupSize + 4; 7: i32 at WorkgroupSize + 6; 8: component 1 of a memcpy
; of GlobalInvocationId; 9: i32 at byte 4 of a 12-byte memcpy from
; GlobalInvocationId + 4, plus i16 at GlobalInvocationId + 7 shifted up 32.
define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %py = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 8
  %y = load i64, ptr addrspace(1) %py, align 8
  %gsx = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalSize, align 32
  %row = mul i64 %y, %gsx
  %item = add i64 %row, %x
  %base = mul i64 %item, 10
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
  %p0 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 4
  %v0 = load i64, ptr addrspace(1) %p0, align 4
  store i64 %v0, ptr addrspace(1) %o, align 8
  %p1 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalSize, i64 8
  %v1 = load <2 x i64>, ptr addrspace(1) %p1, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  store <2 x i64> %v1, ptr addrspace(1) %o1, align 8
  %v3 = load <4 x i32>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 3
  store <4 x i32> %v3, ptr addrspace(1) %o3, align 8
  %p5 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 4
  %v5 = load i128, ptr addrspace(1) %p5, align 4
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 5
  store i128 %v5, ptr addrspace(1) %o5, align 8
  %p7 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 6
  %v7 = load i32, ptr addrspace(1) %p7, align 2
  %w7 = zext i32 %v7 to i64
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 7
  store i64 %w7, ptr addrspace(1) %o7, align 8
  %slot = alloca <3 x i64>, align 32
  call void @llvm.memcpy.p0.p1.i64(ptr align 32 %slot, ptr addrspace(1) align 32 @__spirv_BuiltInGlobalInvocationId, i64 24, i1 false)
  %all = load <3 x i64>, ptr %slot, align 32
  %v8 = extractelement <3 x i64> %all, i64 1
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 8
  store i64 %v8, ptr addrspace(1) %o8, align 8
  %words = alloca [3 x i32], align 4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %words, ptr addrspace(1) align 4 %p0, i64 12, i1 false)
  %pw = getelementptr inbounds [3 x i32], ptr %words, i64 0, i64 1
  %w = load i32, ptr %pw, align 4
  %ww = zext i32 %w to i64
  %p9 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 7
  %h = load i16, ptr addrspace(1) %p9, align 1
  %hw = zext i16 %h to i64
  %hs = shl i64 %hw, 32
  %v9 = or i64 %ww, %hs
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 9
  store i64 %v9, ptr addrspace(1) %o9, align 8
  ret void
}

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
