// A block captures a device event (clk_event_t): the event travels as a
// member of the block literal (OpTypeDeviceEvent in the literal's struct,
// between two ints) to the child, which passes it to is_valid_event. The
// child enqueued with the event in its wait list runs after the event's
// kernel. What is_valid_event answers in a child is a race on Intel's CPU
// runtime (true if the child runs before the parent's release_event, false
// after), so the answer is multiplied by a zero read from memory: the call
// stays, the result does not depend on it.
kernel void enqueue_capture_event(global int *res, global const int *in) {
  queue_t q = get_default_queue();
  clk_event_t evt;
  int zero = in[0], add = in[1];
  void (^first)(void) = ^{ res[0] = 1; };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &evt, first);
  void (^second)(void) = ^{ res[1] = res[0] + add + zero * (is_valid_event(evt) ? 7 : 3); };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 1, &evt, NULL, second);
  release_event(evt);
}
