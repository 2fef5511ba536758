// Pipe reservations: work-item (two packets each), work-group and sub-group
// reservations write float4 packets; the consumer reads them back through
// work-item and work-group reservations and files each under its index
// (the packet's w component). Failed reservations are counted. Sub-group
// reservations are in the lit tests only: Intel's CPU runtime lacks
// __sub_group_reserve_write_pipe even from source.
typedef float4 packet;

kernel void producer(write_only pipe packet p, global int *failures) {
  int gid = get_global_id(0), lid = get_local_id(0);
  float base = (float)gid;
  // work-item: two packets per work-item for the first quarter of the range
  if (gid < get_global_size(0) / 4) {
    reserve_id_t r = reserve_write_pipe(p, 2);
    if (is_valid_reserve_id(r)) {
      packet a = (packet)(base, 1.0f, 0.5f, base);
      packet b = (packet)(base + 0.25f, 2.0f, 0.5f, base + get_global_size(0));
      write_pipe(p, r, 0, &a);
      write_pipe(p, r, 1, &b);
      commit_write_pipe(p, r);
    } else atomic_inc(failures);
  } else if (get_group_id(0) % 2 == 1) {
    // work-group: one packet per work-item
    reserve_id_t r = work_group_reserve_write_pipe(p, get_local_size(0));
    packet a = (packet)(base, 3.0f, 0.5f, base);
    if (is_valid_reserve_id(r)) {
      write_pipe(p, r, lid, &a);
      work_group_commit_write_pipe(p, r);
    } else if (lid == 0) atomic_inc(failures);
  } else {
    // work-item: one packet
    reserve_id_t r = reserve_write_pipe(p, 1);
    packet a = (packet)(base, 4.0f, 0.5f, base);
    if (is_valid_reserve_id(r)) {
      write_pipe(p, r, 0, &a);
      commit_write_pipe(p, r);
    } else atomic_inc(failures);
  }
}

kernel void consumer(read_only pipe packet p, global float4 *dst, global int *failures) {
  packet v;
  if (get_group_id(0) % 2 == 0) {
    reserve_id_t r = reserve_read_pipe(p, 1);
    if (is_valid_reserve_id(r)) {
      read_pipe(p, r, 0, &v);
      commit_read_pipe(p, r);
      dst[(int)v.w] = v;
    } else atomic_inc(failures);
  } else {
    reserve_id_t r = work_group_reserve_read_pipe(p, get_local_size(0));
    if (is_valid_reserve_id(r)) {
      read_pipe(p, r, get_local_id(0), &v);
      work_group_commit_read_pipe(p, r);
      dst[(int)v.w] = v;
    } else if (get_local_id(0) == 0) atomic_inc(failures);
  }
}
