// Device-side enqueue with local-size arguments and nesting: the parent
// enqueues a child whose block takes two local buffers (sizes given at
// enqueue time); each child work-group sums its slice through them, and its
// first work-item enqueues a grandchild that scales the sums once the child
// has finished (CLK_ENQUEUE_FLAGS_WAIT_KERNEL).
#define GROUP 16


kernel void enqueue_nested(global const int *in, global int *sums, global int *scaled, global int *status, int factor) {
  queue_t q = get_default_queue();
  status[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(64, GROUP),
    ^(local void *scratch, local void *partial) {
      local int *s = (local int *)scratch;
      local int *p = (local int *)partial;
      size_t l = get_local_id(0), g = get_group_id(0);
      s[l] = in[get_global_id(0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (l == 0) {
        int t = 0;
        for (int k = 0; k < GROUP; ++k) t += s[k];
        p[0] = t;
        sums[g] = p[0];
        queue_t inner = get_default_queue();
        enqueue_kernel(inner, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(1),
                       ^{ scaled[g] = sums[g] * factor; });
      }
    }, (uint)(GROUP * sizeof(int)), (uint)sizeof(int));
}
