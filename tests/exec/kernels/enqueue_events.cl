// Device-side enqueue: a parent kernel (one work-item) enqueues child blocks on
// the default device queue: a plain one, one returning an event, one waiting
// for that event (it reads what the first wrote), a marker after both, and a
// user event the last child (with a global offset) waits for (arrays of
// clk_event_t: enqueue_event_array). Block captures (a pointer, ints) travel
// in the block literal. Statuses are recorded (CLK_SUCCESS is 0).
kernel void enqueue_events(global int *a, global int *b, global int *c, global int *status, int scale) {
  queue_t q = get_default_queue();
  int n = 64;
  clk_event_t first, second, marker;
  status[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(n), 0, NULL, &first,
                             ^{ size_t i = get_global_id(0); a[i] = (int)i * scale; });
  status[1] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(n, 16), 1, &first, &second,
                             ^{ size_t i = get_global_id(0); b[i] = a[n - 1 - i] + 1; });
  status[2] = enqueue_marker(q, 1, &second, &marker);
  clk_event_t user = create_user_event();
  status[3] = is_valid_event(user) ? 0 : 1;
  status[4] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(8, n, 16), 1, &user, NULL,
                             ^{ size_t i = get_global_id(0); c[i - 8] = (int)i * 2; });
  retain_event(user);
  set_user_event_status(user, CL_COMPLETE);
  release_event(user);
  release_event(user);
  release_event(first);
  release_event(second);
  release_event(marker);
  status[5] = get_kernel_work_group_size(^{ c[0] = 0; }) > 0 ? 0 : 1;
  status[6] = get_kernel_preferred_work_group_size_multiple(^{ c[0] = 0; }) > 0 ? 0 : 1;
}
