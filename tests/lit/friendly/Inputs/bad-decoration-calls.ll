; Decoration calls the plugin refuses: a missing operand, an operand that is not a constant.
target triple = "spir64-unknown-unknown"

define spir_kernel void @bad(ptr addrspace(1) %p, i32 %level) {
  %a = call ptr addrspace(1) @__spirv_DecorationCacheControlLoadINTEL(ptr addrspace(1) %p, i32 0)
  %b = call ptr addrspace(1) @__spirv_DecorationCacheControlStoreINTEL(ptr addrspace(1) %p, i32 0, i32 %level)
  %x = load i32, ptr addrspace(1) %a, align 4
  store i32 %x, ptr addrspace(1) %b, align 4
  ret void
}

declare ptr addrspace(1) @__spirv_DecorationCacheControlLoadINTEL(ptr addrspace(1), i32)
declare ptr addrspace(1) @__spirv_DecorationCacheControlStoreINTEL(ptr addrspace(1), i32, i32)
