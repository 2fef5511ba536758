// One kernel both writes and reads the same pipe (passed twice, once per
// access qualifier): each work-item writes a packet of a struct type, the
// work-group waits at a barrier, then each reads one packet back. Pipe
// arguments also pass through a helper function.
typedef struct { int index; float value; } item;

static int put(write_only pipe item p, item x) { return write_pipe(p, &x); }

kernel void pipe_in_kernel(write_only pipe item out, read_only pipe item in, global float *dst, global int *failures) {
  item x = { (int)get_global_id(0), 0.5f * get_global_id(0) };
  if (put(out, x) != 0) atomic_inc(failures);
  barrier(CLK_GLOBAL_MEM_FENCE);
  item y;
  if (read_pipe(in, &y) == 0) dst[y.index] = y.value + 1.0f;
  else atomic_inc(failures);
}
