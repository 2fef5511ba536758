; A reserve id stored 12 bytes into a __local reserve_id_t[2] (reduced from clang-16 -O2 output):
; no SPIR-V pointer reaches the middle of an object. (tests/lit/opencl/objects-in-arrays.cl)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@misaligned.ids = internal unnamed_addr addrspace(3) global [2 x ptr] undef, align 8

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @misaligned(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %4 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func ptr @__work_group_reserve_write_pipe(ptr addrspace(1) %0, i32 %5, i32 4, i32 4) #4
  %7 = and i64 %3, 1
  %8 = getelementptr inbounds [2 x ptr], ptr addrspace(3) @misaligned.ids, i64 0, i64 %7
  %mid = getelementptr inbounds i8, ptr addrspace(3) @misaligned.ids, i64 12
  store ptr %6, ptr addrspace(3) %8, align 8, !tbaa !8
  store ptr %6, ptr addrspace(3) %mid, align 4
  %9 = tail call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %6) #5
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %12 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  %15 = trunc i64 %11 to i32
  %16 = tail call spir_func i32 @__write_pipe_4(ptr addrspace(1) %0, ptr %6, i32 %15, ptr addrspace(4) %14, i32 4, i32 4) #4
  tail call spir_func void @__work_group_commit_write_pipe(ptr addrspace(1) %0, ptr %6, i32 4, i32 4) #4
  br label %17

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

declare dso_local spir_func ptr @__work_group_reserve_write_pipe(ptr addrspace(1), i32, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

declare dso_local spir_func i32 @__write_pipe_4(ptr addrspace(1), ptr, i32, ptr addrspace(4), i32, i32) local_unnamed_addr

declare dso_local spir_func void @__work_group_commit_write_pipe(ptr addrspace(1), ptr, i32, i32) local_unnamed_addr


!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{i32 1, i32 1}
!5 = !{!"write_only", !"none"}
!6 = !{!"int", !"int*"}
!7 = !{!"pipe", !"const"}
!8 = !{!9, !9, i64 0}
!9 = !{!"reserve_id_t", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
