// Events of async copies kept in memory: an array of event_t filled in a
// loop, one element waited for through a run-time index, the whole array
// by wait_group_events(3, e); an event passed by pointer to a function that
// waits for it. (clang 19+ types events as target("spirv.Event"): arrays of
// OpTypeEvent; clang 15/16's events are pointers, each copy waited for where
// it is made.) out = 2 * in, copied through local memory in three parts.
void wait_for(event_t *e) { wait_group_events(1, e); }

kernel void async_event_arrays(global const int *in, global int *out, local int *tile, int k) {
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0), part = n / 3;
  event_t e[3];
  for (int i = 0; i < 3; i++) {
    size_t count = i == 2 ? n - 2 * part : part;
    e[i] = async_work_group_copy(tile + i * part, in + g * n + i * part, count, 0);
  }
  wait_group_events(1, &e[k]);
  wait_group_events(3, e);
  tile[l] *= 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t back = async_work_group_copy(out + g * n, tile, n, 0);
  wait_for(&back);
}
