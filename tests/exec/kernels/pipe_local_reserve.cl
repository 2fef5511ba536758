// Work-group pipe reservations kept in a __local reserve_id_t, as the
// work-group pipe functions are usually written: the producer's work-items
// all store the reservation (every work-item gets the same reserve id), the
// consumer keeps it in an element of a __local array and copies it to a
// __local variable after a barrier. (Every work-item must call the
// work_group_reserve functions.) Each packet carries its index; the consumer files it there.
kernel void producer(global const int *src, write_only pipe int p) {
  __local reserve_id_t r;
  r = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, r);
  }
}

kernel void consumer(read_only pipe int p, global int *dst) {
  __local reserve_id_t r;
  __local reserve_id_t spare[2];
  int v = -1;
  spare[1] = work_group_reserve_read_pipe(p, get_local_size(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  r = spare[1];
  if (is_valid_reserve_id(r)) {
    read_pipe(p, r, get_local_id(0), &v);
    work_group_commit_read_pipe(p, r);
  }
  if (v >= 0) dst[v / 3] = v;
}
