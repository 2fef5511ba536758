// Producer/consumer kernels sharing a pipe (clCreatePipe): every work-item
// writes one packet; the consumer reads them back in any order and files each
// value under its own index, counting failed reads.
kernel void producer(global const int *src, write_only pipe int p, global int *failures) {
  int gid = get_global_id(0);
  if (write_pipe(p, &src[gid]) != 0) atomic_inc(failures);
}

kernel void consumer(read_only pipe int p, global int *dst, global int *failures) {
  int v;
  if (read_pipe(p, &v) == 0) dst[v] = 3 * v + 1;
  else atomic_inc(failures);
}

kernel void query(read_only pipe int p, global int *counts) {
  counts[0] = get_pipe_num_packets(p);
  counts[1] = get_pipe_max_packets(p);
}
