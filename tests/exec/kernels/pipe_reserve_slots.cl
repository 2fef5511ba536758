// Reserve ids kept in memory the kernel gets from its caller: a
// `local reserve_id_t *` argument (a pointer to OpTypeReserveId in
// Workgroup memory), indexed at run time. The producer keeps its work-group
// reservation in slot (group id & 1) and reads it back from there; the
// consumer reads packets through its own reservation and files each under
// its index.
kernel void producer(global const int *src, write_only pipe int p, local reserve_id_t *slots) {
  int slot = get_group_id(0) & 1;
  slots[slot] = work_group_reserve_write_pipe(p, get_local_size(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  reserve_id_t r = slots[slot];
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, r);
  }
}

kernel void consumer(read_only pipe int p, global int *dst) {
  int v = -1;
  reserve_id_t r = work_group_reserve_read_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    read_pipe(p, r, get_local_id(0), &v);
    work_group_commit_read_pipe(p, r);
  }
  if (v >= 0) dst[v / 3] = v;
}
