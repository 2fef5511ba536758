; 16-bit atomics that really race: 256 work-items (4 groups of 64) add to
; adjacent i16, bfloat and half counters in global and local memory, through
; atomicrmw, an i16 cmpxchg retry loop, a __spirv_AtomicFAddEXT call and
; pointers cast to generic (used in their own storage class: Intel's CPU
; runtime has no generic atomics). spirv-emit writes 16-bit atomics as
; compare-exchange loops on the containing 32-bit word, so neighbours share words.
target triple = "spir64-unknown-unknown"

@lc = internal addrspace(3) global [4 x i16] undef, align 4

define spir_kernel void @atomics16_ir(ptr addrspace(1) %g, ptr addrspace(1) %lo) {
entry:
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %grp = call spir_func i64 @_Z12get_group_idj(i32 0)
  %first = icmp eq i64 %lid, 0
  br i1 %first, label %init, label %ready

init:
  store i64 0, ptr addrspace(3) @lc, align 4
  br label %ready

ready:
  call spir_func void @_Z7barrierj(i32 1)
  %g1 = getelementptr i16, ptr addrspace(1) %g, i64 1
  %g2 = getelementptr i16, ptr addrspace(1) %g, i64 2
  %g3 = getelementptr i16, ptr addrspace(1) %g, i64 3
  %g4 = getelementptr i16, ptr addrspace(1) %g, i64 4
  %g5 = getelementptr i16, ptr addrspace(1) %g, i64 5
  %a0 = atomicrmw add ptr addrspace(1) %g, i16 1 syncscope("device") monotonic
  %a1 = atomicrmw fadd ptr addrspace(1) %g1, bfloat 1.0 syncscope("device") monotonic
  %a2 = atomicrmw fadd ptr addrspace(1) %g2, half 1.0 syncscope("device") monotonic
  %start = load atomic i16, ptr addrspace(1) %g3 syncscope("device") monotonic, align 2
  br label %retry

retry:
  %seen = phi i16 [ %start, %ready ], [ %now, %retry ]
  %plus = add i16 %seen, 2
  %pair = cmpxchg ptr addrspace(1) %g3, i16 %seen, i16 %plus syncscope("device") monotonic monotonic
  %now = extractvalue { i16, i1 } %pair, 0
  %ok = extractvalue { i16, i1 } %pair, 1
  br i1 %ok, label %more, label %retry

more:
  %gg4 = addrspacecast ptr addrspace(1) %g4 to ptr addrspace(4)
  %c4 = atomicrmw add ptr addrspace(4) %gg4, i16 1 syncscope("device") monotonic
  %f5 = call spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1) %g5, i32 1, i32 0, bfloat 1.0)
  %l1 = getelementptr i16, ptr addrspace(3) @lc, i64 1
  %l2 = getelementptr i16, ptr addrspace(3) @lc, i64 2
  %l3 = getelementptr i16, ptr addrspace(3) @lc, i64 3
  %b0 = atomicrmw add ptr addrspace(3) @lc, i16 1 syncscope("workgroup") monotonic
  %b1 = atomicrmw fadd ptr addrspace(3) %l1, bfloat 1.0 syncscope("workgroup") monotonic
  %b2 = atomicrmw fadd ptr addrspace(3) %l2, half 1.0 syncscope("workgroup") monotonic
  %gl3 = addrspacecast ptr addrspace(3) %l3 to ptr addrspace(4)
  %c3 = atomicrmw add ptr addrspace(4) %gl3, i16 1 syncscope("workgroup") monotonic
  call spir_func void @_Z7barrierj(i32 1)
  br i1 %first, label %out, label %done

out:
  %all = load i64, ptr addrspace(3) @lc, align 4
  %slot = getelementptr i64, ptr addrspace(1) %lo, i64 %grp
  store i64 %all, ptr addrspace(1) %slot, align 8
  br label %done

done:
  ret void
}

declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1), i32, i32, bfloat)
