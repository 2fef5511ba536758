// Arrays of clk_event_t: two children each return their event into an array
// element (&evts[i]), a third waits for the whole list (evts, count 2) and
// combines what the first two wrote, a marker waits on the array again, and
// every element is released through an indexed load (evts[i], i variable).
kernel void enqueue_event_array(global int *a, global int *b, global int *c, global int *status, int scale) {
  queue_t q = get_default_queue();
  int n = 64;
  clk_event_t evts[2];
  clk_event_t done, marker;
  status[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(n), 0, NULL, &evts[0],
                             ^{ size_t i = get_global_id(0); a[i] = (int)i * scale; });
  status[1] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(n), 0, NULL, &evts[1],
                             ^{ size_t i = get_global_id(0); b[i] = (int)i + scale; });
  status[2] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(n, 16), 2, evts, &done,
                             ^{ size_t i = get_global_id(0); c[i] = a[i] + b[n - 1 - i]; });
  status[3] = enqueue_marker(q, 2, evts, &marker);
  for (int i = 0; i < 2; i++) {
    status[4 + i] = is_valid_event(evts[i]) ? 0 : 1;
    release_event(evts[i]);
  }
  release_event(done);
  release_event(marker);
}
