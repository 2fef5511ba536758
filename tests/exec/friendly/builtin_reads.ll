; Builtin variables read at other types and byte offsets, and a defined
; __spirv_* function (DPC++'s device library form) called by the kernel
; (run by tests/exec/friendly_ir.py).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkgroupSize = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalSize = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external addrspace(1) constant i32, align 4

define weak spir_func i64 @_Z28__spirv_GlobalInvocationId_xv() {
  %1 = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  ret i64 %1
}

define weak spir_func i64 @_Z28__spirv_GlobalInvocationId_yv() {
  %p = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 8
  %1 = load i64, ptr addrspace(1) %p, align 8
  ret i64 %1
}

; out[y * gsx + x] = { wgs.x, wgs.y (from <6 x i32>), x, y, gsx (i32 at byte 0),
;                     gsy (i16 at byte 8), work_dim (i8 at byte 0), x + 100 * y }
define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = call i64 @_Z28__spirv_GlobalInvocationId_xv()
  %y = call i64 @_Z28__spirv_GlobalInvocationId_yv()
  %gsx32 = load i32, ptr addrspace(1) @__spirv_BuiltInGlobalSize, align 32
  %gsx = zext i32 %gsx32 to i64
  %row = mul i64 %y, %gsx
  %item = add i64 %row, %x
  %base = mul i64 %item, 8
  %w = load <6 x i32>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  %wx = extractelement <6 x i32> %w, i64 0
  %wy = extractelement <6 x i32> %w, i64 2
  %pgy = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalSize, i64 8
  %gsy16 = load i16, ptr addrspace(1) %pgy, align 8
  %gsy = zext i16 %gsy16 to i32
  %dim8 = load i8, ptr addrspace(1) @__spirv_BuiltInWorkDim, align 4
  %dim = zext i8 %dim8 to i32
  %yg = load i64, ptr addrspace(1) getelementptr inbounds (<3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 0, i64 1), align 8
  %y100 = mul i64 %yg, 100
  %mix = add i64 %y100, %x
  %x32 = trunc i64 %x to i32
  %y32 = trunc i64 %y to i32
  %mix32 = trunc i64 %mix to i32
  %values = insertelement <8 x i32> undef, i32 %wx, i32 0
  %v1 = insertelement <8 x i32> %values, i32 %wy, i32 1
  %v2 = insertelement <8 x i32> %v1, i32 %x32, i32 2
  %v3 = insertelement <8 x i32> %v2, i32 %y32, i32 3
  %v4 = insertelement <8 x i32> %v3, i32 %gsx32, i32 4
  %v5 = insertelement <8 x i32> %v4, i32 %gsy, i32 5
  %v6 = insertelement <8 x i32> %v5, i32 %dim, i32 6
  %v7 = insertelement <8 x i32> %v6, i32 %mix32, i32 7
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store <8 x i32> %v7, ptr addrspace(1) %p, align 4
  ret void
}
