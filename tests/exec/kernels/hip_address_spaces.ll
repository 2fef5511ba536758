; A kernel in the address-space convention of HIP and AMDGPU-style IR, where
; address space 0 is generic: 1 global, 3 local (work-group), 4 constant,
; 5 private; a program-scope variable in 0 is a generic one. Translated with
; addrspace-map=amdgcn (PASS_OPTIONS in hip_address_spaces.py). A helper takes
; generic pointers to private and work-group memory; casts 5->0, 1->0, 3->0
; and 0->1.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-A5"
target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef, align 4
@scale = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@bias = global i32 100, align 4

; *p + *q through generic pointers.
define spir_func i32 @sum2(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define spir_kernel void @hip_address_spaces(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %priv = alloca i32, align 4, addrspace(5)
  %privg = addrspacecast ptr addrspace(5) %priv to ptr
  %ing = addrspacecast ptr addrspace(1) %in to ptr
  %pin = getelementptr inbounds i32, ptr %ing, i64 %gid
  %x = load i32, ptr %pin, align 4
  store i32 %x, ptr %privg, align 4
  %tileg = addrspacecast ptr addrspace(3) @tile to ptr
  %pt = getelementptr inbounds i32, ptr %tileg, i64 %lid
  store i32 %x, ptr %pt, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %n = add i64 %lid, 1
  %n8 = and i64 %n, 7
  %pn = getelementptr inbounds i32, ptr %tileg, i64 %n8
  ; in[gid] + tile[(lid + 1) % 8]
  %z = call spir_func i32 @sum2(ptr %privg, ptr %pn)
  %k = and i64 %gid, 3
  %ps = getelementptr inbounds [4 x i32], ptr addrspace(4) @scale, i64 0, i64 %k
  %s = load i32, ptr addrspace(4) %ps, align 4
  %b = load i32, ptr @bias, align 4
  %m = mul i32 %z, %s
  %r = add i32 %m, %b
  %outg = addrspacecast ptr addrspace(1) %out to ptr
  %outb = addrspacecast ptr %outg to ptr addrspace(1)
  %po = getelementptr inbounds i32, ptr addrspace(1) %outb, i64 %gid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z7barrierj(i32)
