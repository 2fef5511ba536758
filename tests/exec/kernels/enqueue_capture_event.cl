// A block captures a device event (clk_event_t): the event travels as a
// member of the block literal (OpTypeDeviceEvent in the literal's struct)
// to the child, which tests it. The child enqueued with the event in its
// wait list runs after the event's kernel. Intel's CPU runtime does not
// keep a parent's events valid in a child (from source too: is_valid_event
// gives false there, retain_event and set_user_event_status crash it), so
// the child records what it sees and the test compares with that.
kernel void enqueue_capture_event(global int *res) {
  queue_t q = get_default_queue();
  clk_event_t evt;
  void (^first)(void) = ^{ res[0] = 1; };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &evt, first);
  void (^second)(void) = ^{ res[1] = res[0] + (is_valid_event(evt) ? 10 : 20); };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 1, &evt, NULL, second);
  release_event(evt);
}
