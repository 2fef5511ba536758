// atomic_flag_test_and_set / atomic_flag_clear (OpAtomicFlagTestAndSet / OpAtomicFlagClear):
// exactly one work-item of each group finds its group's flag clear; the flags are cleared again.
__kernel void ocl_atomic_flag(volatile __global atomic_flag *flags, __global int *winners, __global int *cleared) {
    size_t g = get_group_id(0);
    if (!atomic_flag_test_and_set_explicit(&flags[g], memory_order_acq_rel, memory_scope_device))
        atomic_fetch_add((volatile __global atomic_int *)&winners[g], 1);
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        atomic_flag_clear(&flags[g]);
        cleared[g] = atomic_flag_test_and_set(&flags[g]) ? 2 : 1;
        atomic_flag_clear_explicit(&flags[g], memory_order_release);
    }
}
